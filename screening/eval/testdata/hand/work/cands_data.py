# Hand-written ground truth for each candidate, transcribed from the resumes in ../resumes.
# role: (profession, specialty, employer, title, city, state, start, end)  end None = current
# cert: (code, expires or None)   license: (kind, state, multistate, expires)
# exp: expected grade per job (anything not listed is 0), judged by hand.
C = []
def cand(key, first, last, email, phone, addr1, city, state, zipc, rprof, rspec, notes,
         prof, spec, roles, certs, lics, arch, exp, skills=None):
    C.append(dict(key=key, first=first, last=last, email=email, phone=phone, addr1=addr1, city=city,
                  state=state, zip=zipc, rprof=rprof, rspec=rspec, notes=notes, prof=prof, spec=spec,
                  roles=roles, certs=certs, lics=lics, arch=arch, exp=exp, skills=skills))

# ---------------- J01 telemetry RN, Dallas TX ----------------
cand("C0001","Tanisha","Brooks","tanisha.brooks@example.com","(972) 555-0114","2218 Naaman School Rd","Garland","TX","75040",
     "Registered Nurse","Telemetry","", "RN","TELE",
     [("RN","TELE","White Rock Regional Medical Center","Registered Nurse, Cardiac Telemetry (4 East)","Dallas","TX","2022-03",None),
      ("RN","MEDSURG","Garland Community Hospital","Registered Nurse, Medical-Surgical","Garland","TX","2019-06","2022-02")],
     [("BLS","2028-04"),("ACLS","2028-04"),("NIHSS","2028-09")], [("RN","TX",True,"2028-06")],
     "J01:strong", {"J01":3,"J02":1})
cand("C0002","Marcus","Oyelaran","m.oyelaran@example.com","(469) 555-0172","701 W Walnut Hill Ln","Irving","TX","75062",
     "RN","Tele","Submitted by Prairie Staffing Group; prefers nights.", "RN","TELE",
     [("RN","TELE","Las Colinas Medical Center","Staff RN, Telemetry Unit","Irving","TX","2023-05",None),
      ("RN","MEDSURG","Trinity River Medical Center","Staff RN, Medical/Surgical","Fort Worth","TX","2021-01","2023-04")],
     [("BLS","2028-09"),("ACLS","2028-09"),("PCCN","2029-05")], [("RN","TX",False,"2029-03")],
     "J01:strong", {"J01":3,"J02":1})
cand("C0003","Jolene","Whitaker","jolene.whitaker@example.com","(806) 555-0139","4512 94th St","Lubbock","TX","79424",
     "Registered Nurse","Telemetry","Open to 13-week contracts in DFW.", "RN","TELE",
     [("RN","TELE","Caprock University Medical Center","Registered Nurse, Cardiac Telemetry Unit","Lubbock","TX","2018-08",None),
      ("CNA","","Caprock University Medical Center","Certified Nursing Assistant, Cardiac Telemetry Unit","Lubbock","TX","2015-06","2018-07")],
     [("BLS","2028-03"),("ACLS","2028-03")], [("RN","TX",True,"2028-10")],
     "J01:far", {"J01":3,"J02":1})
cand("C0004","Daniel","Reyes","daniel.reyes.rn@example.com","(214) 555-0187","3120 Gus Thomasson Rd","Mesquite","TX","75150",
     "Registered Nurse","Telemetry","", "RN","TELE",
     [("RN","TELE","Eastfield Medical Center","Registered Nurse - Telemetry","Mesquite","TX","2023-09",None),
      ("RN","MEDSURG","Eastfield Medical Center","Registered Nurse - Medical/Surgical","Mesquite","TX","2021-08","2023-08")],
     [("BLS","2028-07")], [("RN","TX",True,"2029-01")],
     "J01:no-acls", {"J01":2,"J02":1})
cand("C0005","Priya","Natarajan","priya.natarajan@example.com","(972) 555-0151","1504 Apollo Rd","Richardson","TX","75080",
     "Registered Nurse","Med/Surg","Had 16 months of tele at Spring Creek.", "RN","MEDSURG",
     [("RN","MEDSURG","Richardson Regional Hospital","Registered Nurse, Adult Medical-Surgical Unit","Richardson","TX","2024-01",None),
      ("RN","TELE","Spring Creek Medical Center","Registered Nurse, Telemetry Unit","Plano","TX","2022-09","2023-12"),
      ("RN","MEDSURG","Collin County General Hospital","Registered Nurse, Medical-Surgical (New Graduate Residency)","McKinney","TX","2021-07","2022-08")],
     [("BLS","2028-05"),("ACLS","2028-05")], [("RN","TX",True,"2028-12")],
     "J01:short-years", {"J01":2,"J02":1})
cand("C0006","Rachel","Kim","rachel.kim.rn@example.com","(469) 555-0128","6401 Independence Pkwy","Plano","TX","75093",
     "Registered Nurse","Telemetry","Relocated to Plano in August; Texas licence by endorsement in progress.", "RN","TELE",
     [("RN","TELE","Inland Empire Heart Institute","Staff Nurse II, Cardiac Telemetry","Riverside","CA","2019-04","2026-07")],
     [("BLS","2028-03"),("ACLS","2028-03")], [("RN","CA",False,"2028-05")],
     "J01:wrong-state", {"J01":2,"J02":1})
cand("C0007","Sharon","Mitchell","sharonmitchell@example.com","(972) 555-0166","815 N Hampton Rd","DeSoto","TX","75115",
     "RN","Telemetry","Returning to work; license renewal in progress.", "RN","TELE",
     [("RN","TELE","Southwest Dallas Medical Center","Registered Nurse, Telemetry Unit","Dallas","TX","2014-05","2024-03")],
     [("BLS","2028-06"),("ACLS","2025-10")], [("RN","TX",True,"2026-04")],
     "J01:expired-license+acls", {"J01":1,"J02":1})
cand("C0008","Kendra","Lewis","kendra.lewis@example.com","(817) 555-0193","2650 Mayfield Rd","Grand Prairie","TX","75051",
     "LVN","Telemetry","", "LPN","",
     [("LPN","","Great Southwest Medical Center","LVN, Telemetry Unit","Arlington","TX","2021-02",None),
      ("LPN","","Grand Prairie Rehabilitation & Skilled Nursing","Charge LVN","Grand Prairie","TX","2018-06","2021-01")],
     [("BLS","2029-02"),("ACLS","2029-02")], [("LPN","TX",False,"2028-08")],
     "J01:adjacent-profession", {})
cand("C0009","Andre","Coleman","andre.coleman@example.com","(469) 555-0105","455 E Sandy Lake Rd","Coppell","TX","75019",
     "Registered Nurse","PCU","Asked about tele contracts.", "RN","PCU",
     [("RN","PCU","Valley Ranch Medical Center","Registered Nurse - Progressive Care Unit (Step-Down)","Irving","TX","2020-02",None)],
     [("BLS","2028-11"),("ACLS","2028-11"),("PCCN","2029-02")], [("RN","TX",True,"2029-03")],
     "J01:other-specialty", {"J01":1,"J02":1})

# ---------------- J02 travel L&D RN, Phoenix AZ ----------------
cand("C0010","Elena","Vasquez","elena.vasquez@example.com","(480) 555-0147","1340 E University Dr","Mesa","AZ","85201",
     "Registered Nurse","Labor and Delivery","", "RN","LD",
     [("RN","LD","East Valley Women's Hospital","Registered Nurse, Labor & Delivery","Mesa","AZ","2020-06",None),
      ("RN","MB","Desert Sky Medical Center","Registered Nurse, Mother-Baby","Phoenix","AZ","2018-07","2020-05")],
     [("BLS","2028-06"),("NRP","2028-04"),("ACLS","2028-06"),("AWHONN",None)], [("RN","AZ",True,"2028-09")],
     "J02:strong", {"J01":1,"J02":3})
cand("C0011","Guadalupe","Hernandez","lupe.hernandez@example.com","(915) 555-0133","5920 N Mesa St","El Paso","TX","79912",
     "RN","L&D","Traveler; finishing a Las Cruces contract.", "RN","LD",
     [("RN","LD","Sun Valley Travel Staffing","Travel RN, Labor & Delivery","Las Cruces","NM","2022-01",None),
      ("RN","LD","Franklin Mountains Medical Center","Staff RN, Labor & Delivery","El Paso","TX","2017-03","2021-12")],
     [("BLS","2028-05"),("NRP","2028-07"),("AWHONN",None)], [("RN","TX",True,"2028-11")],
     "J02:far", {"J01":1,"J02":3})
cand("C0012","Brianna","Cole","brianna.cole@example.com","(480) 555-0119","2870 W Ray Rd","Chandler","AZ","85225",
     "Registered Nurse","L&D","", "RN","LD",
     [("RN","LD","Chandler Valley Hospital","Registered Nurse, Labor and Delivery","Chandler","AZ","2024-03",None),
      ("RN","MB","Chandler Valley Hospital","Registered Nurse, Mother-Baby Unit","Chandler","AZ","2022-06","2024-02")],
     [("BLS","2028-08"),("NRP","2028-08")], [("RN","AZ",True,"2029-02")],
     "J02:strong", {"J01":1,"J02":3})
cand("C0013","Hannah","Lindqvist","hannah.lindqvist@example.com","(623) 555-0158","5830 W Thunderbird Rd","Glendale","AZ","85301",
     "Registered Nurse","Labor & Delivery","", "RN","LD",
     [("RN","LD","Agua Fria Community Hospital","Registered Nurse, Labor & Delivery","Glendale","AZ","2021-10",None),
      ("RN","LD","Agua Fria Community Hospital","Registered Nurse, Labor & Delivery (new graduate program)","Glendale","AZ","2021-07","2021-09")],
     [("BLS","2028-04"),("ACLS","2028-04"),("AWHONN",None)], [("RN","AZ",True,"2028-07")],
     "J02:no-nrp", {"J01":1,"J02":2})
cand("C0014","Sofia","Marchetti","sofia.marchetti@example.com","(480) 555-0190","7150 E Camelback Rd","Scottsdale","AZ","85251",
     "RN","Labor and Delivery","NRP renewal booked.", "RN","LD",
     [("RN","LD","Camelback Women's Pavilion","Staff RN, Labor & Delivery","Scottsdale","AZ","2019-01",None)],
     [("BLS","2028-03"),("NRP","2026-06"),("C-EFM","2029-12"),("RNC-OB","2029-12")], [("RN","AZ",True,"2028-10")],
     "J02:nrp-expired", {"J01":1,"J02":2})
cand("C0015","Tiffany","Nguyen","tiffany.nguyen@example.com","(702) 555-0176","9700 S Eastern Ave","Las Vegas","NV","89123",
     "Registered Nurse","L&D","Wants AZ travel; Nevada license only.", "RN","LD",
     [("RN","LD","Silver State Medical Center","RN, Labor & Delivery","Henderson","NV","2018-09",None)],
     [("BLS","2028-03"),("ACLS","2028-03"),("NRP","2028-03")], [("RN","NV",False,"2028-10")],
     "J02:wrong-state", {"J01":1,"J02":2})
cand("C0016","Mariah","Thompson","mariah.thompson@example.com","(480) 555-0123","1020 S Mill Ave","Tempe","AZ","85282",
     "Registered Nurse","Mother-Baby","", "RN","MB",
     [("RN","MB","Salt River Family Hospital","Registered Nurse, Mother-Baby / Postpartum","Tempe","AZ","2023-07",None),
      ("RN","LD","Papago Regional Medical Center","Registered Nurse, Labor & Delivery","Phoenix","AZ","2022-05","2023-06"),
      ("RN","MEDSURG","Papago Regional Medical Center","Registered Nurse, Medical-Surgical","Phoenix","AZ","2020-08","2022-04")],
     [("BLS","2028-09"),("NRP","2028-09")], [("RN","AZ",True,"2028-12")],
     "J02:short-years", {"J01":1,"J02":2})
cand("C0017","Catherine","O'Neill","catherine.oneill@example.com","(623) 555-0164","8320 W Lake Pleasant Pkwy","Peoria","AZ","85345",
     "Registered Nurse","Postpartum","", "RN","MB",
     [("RN","MB","Lake Pleasant Medical Center","Registered Nurse, Mother-Baby Unit","Peoria","AZ","2020-03",None)],
     [("BLS","2028-05"),("NRP","2028-05")], [("RN","AZ",True,"2028-06")],
     "J02:other-specialty", {"J01":1,"J02":1})
cand("C0018","Jorge","Salazar","jorge.salazar@example.com","(602) 555-0181","3411 E Bell Rd","Phoenix","AZ","85032",
     "Surgical Technologist","L&D OR","", "SURGTECH","",
     [("SURGTECH","","Desert Sky Medical Center","Surgical Technologist, Labor & Delivery ORs","Phoenix","AZ","2019-04",None),
      ("SURGTECH","","Maricopa Surgical Associates","Surgical Technologist, General Surgery","Phoenix","AZ","2017-06","2019-03")],
     [("CST","2028-12"),("BLS","2028-07")], [],
     "J02:adjacent-profession", {})

# ---------------- J03 outpatient PT, Denver CO ----------------
cand("C0019","Megan","O'Connor","megan.oconnor@example.com","(303) 555-0142","1980 S Wadsworth Blvd","Lakewood","CO","80226",
     "Physical Therapist","Outpatient Ortho","", "PT","PT-OP",
     [("PT","PT-OP","Green Mountain Sports & Spine Physical Therapy","Physical Therapist (Outpatient Orthopedics)","Lakewood","CO","2021-01",None),
      ("PT","PT-OP","Highlands Orthopedic Rehab","Staff Physical Therapist (Outpatient Orthopedics)","Denver","CO","2019-06","2020-12")],
     [("BLS","2028-05"),("OCS",None),("DN",None)], [("PTL","CO",False,"2029-10")],
     "J03:strong", {"J03":3})
cand("C0020","Tyler","Brandt","tyler.brandt@example.com","(720) 555-0118","15200 E Iliff Ave","Aurora","CO","80012",
     "PT","Outpatient Orthopedics","", "PT","PT-OP",
     [("PT","PT-OP","Cherry Creek Physical Therapy","Physical Therapist, Outpatient Orthopedic Clinic","Denver","CO","2022-08",None),
      ("PT","PT-ACUTE","Aurora Regional Hospital","Staff Physical Therapist, Acute Care","Aurora","CO","2021-07","2022-07")],
     [("BLS","2028-11"),("CSCS",None)], [("PTL","CO",False,"2029-10")],
     "J03:strong", {"J03":3})
cand("C0021","Naomi","Begay","naomi.begay@example.com","(505) 555-0161","3500 Wyoming Blvd NE","Albuquerque","NM","87110",
     "Physical Therapist","Outpatient Ortho","Relocating to Denver spring 2027; already holds CO license.", "PT","PT-OP",
     [("PT","PT-OP","Sandia Orthopedic & Sports Therapy","Physical Therapist, Outpatient Orthopedics and Sports","Albuquerque","NM","2017-09",None)],
     [("BLS","2028-08")], [("PTL","NM",False,"2028-06"),("PTL","CO",False,"2029-10")],
     "J03:far", {"J03":3})
cand("C0022","Grant","Fischer","grant.fischer@example.com","(303) 555-0195","2850 Baseline Rd","Boulder","CO","80302",
     "Physical Therapist","Outpatient Ortho","", "PT","PT-OP",
     [("PT","PT-OP","Flatirons Physical Therapy","Physical Therapist","Boulder","CO","2020-04",None)],
     [("DN",None),("BLS","2025-11")], [("PTL","CO",False,"2029-10")],
     "J03:bls-expired", {"J03":2})
cand("C0023","Aisha","Rahman","aisha.rahman@example.com","(720) 555-0137","5200 E 17th Ave Pkwy","Denver","CO","80220",
     "Physical Therapist","Acute Care","", "PT","PT-ACUTE",
     [("PT","PT-ACUTE","City Park Medical Center","Physical Therapist, Acute Care","Denver","CO","2024-06",None),
      ("PT","PT-OP","Mile High Orthopedic Therapy","Physical Therapist, Outpatient Orthopedics","Denver","CO","2023-02","2024-05")],
     [("BLS","2028-06")], [("PTL","CO",False,"2029-10")],
     "J03:short-years", {"J03":2})
cand("C0024","Lauren","Whitfield","lauren.whitfield@example.com","(720) 555-0102","7400 S Broadway","Littleton","CO","80123",
     "Physical Therapist","Outpatient Orthopedics","Moved from San Diego July 2026; CO application pending.", "PT","PT-OP",
     [("PT","PT-OP","Pacific Coast Sports Rehab","Physical Therapist, Outpatient Orthopedics","San Diego","CA","2019-09","2026-06")],
     [("BLS","2028-04"),("CFMT",None)], [("PTL","CA",False,"2029-01")],
     "J03:wrong-state", {"J03":2})
cand("C0025","Robert","Ellison","robert.ellison@example.com","(303) 555-0174","4300 Kipling St","Wheat Ridge","CO","80033",
     "Physical Therapist","Home Health","", "PT","PT-HH",
     [("PT","PT-HH","Front Range Home Health","Physical Therapist, Home Health","Lakewood","CO","2018-03",None),
      ("PT","PT-ACUTE","Saint Vrain Valley Hospital","Physical Therapist, Acute Care","Longmont","CO","2015-06","2018-02")],
     [("BLS","2028-09")], [("PTL","CO",False,"2029-10")],
     "J03:other-specialty", {"J03":1})
cand("C0026","Kayla","Jensen","kayla.jensen@example.com","(303) 555-0149","9100 Sheridan Blvd","Westminster","CO","80031",
     "Physical Therapist Assistant","Outpatient Ortho","", "PTA","",
     [("PTA","","Westminster Sports & Spine","Physical Therapist Assistant","Westminster","CO","2019-05",None)],
     [("BLS","2029-01")], [("PTA","CO",False,"2029-10")],
     "J03:adjacent-profession", {})
cand("C0027","Olivia","Marsh","olivia.marsh@example.com","(303) 555-0108","1600 S University Blvd","Denver","CO","80210",
     "Occupational Therapist","Acute Care","", "OT","OT-ACUTE",
     [("OT","OT-ACUTE","South Platte Medical Center","Occupational Therapist, Acute Care","Denver","CO","2020-08",None)],
     [("NBCOT","2028-03"),("BLS","2028-10")], [("OTL","CO",False,"2029-05")],
     "J03:adjacent-profession", {})

# ---------------- J04 CNA long-term care, Atlanta GA ----------------
cand("C0028","Latoya","Jenkins","latoya.jenkins@example.com","(404) 555-0125","410 W Ponce de Leon Ave","Decatur","GA","30030",
     "CNA","Long-Term Care","", "CNA","CNA-LTC",
     [("CNA","CNA-LTC","Oakhurst Senior Care Center","Certified Nursing Assistant, Long-Term Care","Decatur","GA","2020-05",None),
      ("CNA","CNA-LTC","Peachtree Manor Health Care","Certified Nursing Assistant","Atlanta","GA","2018-02","2020-04")],
     [("BLS","2028-03")], [("CNA","GA",False,"2028-06")],
     "J04:strong", {"J04":3})
cand("C0029","Jamal","Carter","jamal.carter@example.com","(770) 555-0170","1180 Powder Springs St","Marietta","GA","30060",
     "Certified Nursing Assistant","LTC","Works nights now, wants evenings.", "CNA","CNA-LTC",
     [("CNA","CNA-LTC","Kennesaw Mountain Health & Rehabilitation","Certified Nursing Assistant (long-term care unit, nights)","Marietta","GA","2024-08",None),
      ("WARE","","Cumberland Distribution Center","Warehouse Associate","Smyrna","GA","2021-01","2024-07")],
     [("BLS","2028-08")], [("CNA","GA",False,"2028-09")],
     "J04:strong", {"J04":3})
cand("C0030","Dorothy","Simmons","dorothy.simmons@example.com","(912) 555-0153","1205 E King Ave","Kingsland","GA","31548",
     "CNA","Long-Term Care","Moving to Atlanta in January.", "CNA","CNA-LTC",
     [("CNA","CNA-LTC","Camden Pines Nursing Center","Certified Nursing Assistant","Kingsland","GA","2012-01",None)],
     [("BLS","2028-10")], [("CNA","GA",False,"2028-04")],
     "J04:far", {"J04":3})
cand("C0031","Keisha","Walker","keisha.walker@example.com","(678) 555-0131","5400 Memorial Dr","Stone Mountain","GA","30083",
     "CNA","Nursing Home","", "CNA","CNA-LTC",
     [("CNA","CNA-LTC","Stone Mountain Health Care Center","Certified Nursing Assistant","Stone Mountain","GA","2023-06",None)],
     [], [("CNA","GA",False,"2028-12")],
     "J04:no-bls", {"J04":2})
cand("C0032","Marisol","Ortega","marisol.ortega@example.com","(404) 555-0188","2900 Main St","East Point","GA","30344",
     "CNA","Long-Term Care","Registry lapsed; will retest.", "CNA","CNA-LTC",
     [("CNA","CNA-LTC","Tri-Cities Nursing & Rehabilitation","Certified Nursing Assistant, Long-Term Care","East Point","GA","2017-03","2023-09")],
     [("BLS","2028-07")], [("CNA","GA",False,"2025-10")],
     "J04:registry-lapsed", {"J04":2})
cand("C0033","Brittany","Nash","brittany.nash@example.com","(470) 555-0116","6700 Church St","Douglasville","GA","30135",
     "CNA","Long-Term Care","Alabama registry; needs to transfer to GA.", "CNA","CNA-LTC",
     [("CNA","CNA-LTC","Magic City Health & Rehab","Certified Nursing Assistant, Long-Term Care","Birmingham","AL","2019-08","2026-06")],
     [("BLS","2028-03")], [("CNA","AL",False,"2028-05")],
     "J04:wrong-state", {"J04":2})
cand("C0034","Ashley","Dupree","ashley.dupree@example.com","(470) 555-0144","180 N Main St","Jonesboro","GA","30236",
     "CNA","Home Health","", "CNA","CNA-HH",
     [("CNA","CNA-HH","Southern Comfort Home Care","Home Health CNA","Riverdale","GA","2024-09",None),
      ("CNA","CNA-LTC","Clayton County Nursing Center","Certified Nursing Assistant (long-term care)","Jonesboro","GA","2024-01","2024-08")],
     [("BLS","2028-11")], [("CNA","GA",False,"2028-11")],
     "J04:short-years", {"J04":2})
cand("C0035","Gloria","Adeyemi","gloria.adeyemi@example.com","(678) 555-0167","455 Grayson Hwy","Lawrenceville","GA","30044",
     "CNA","Home Health","", "CNA","CNA-HH",
     [("CNA","CNA-HH","Gwinnett Home Health Partners","Home Health Aide / CNA","Lawrenceville","GA","2021-02",None)],
     [("BLS","2028-09")], [("CNA","GA",False,"2028-10")],
     "J04:other-specialty", {"J04":1})
cand("C0036","Monique","Harris","monique.harris@example.com","(404) 555-0109","1020 Ralph David Abernathy Blvd SW","Atlanta","GA","30310",
     "Patient Care Technician","","", "PCT","",
     [("PCT","","Westside Atlanta Medical Center","Patient Care Technician, Medical-Surgical and Telemetry floors","Atlanta","GA","2022-04",None),
      ("CNA","CNA-LTC","West End Senior Living","Certified Nursing Assistant, long-term care","Atlanta","GA","2018-05","2022-03")],
     [("CPCT","2028-12"),("CET",None),("BLS","2028-04")], [("CNA","GA",False,"2028-07")],
     "J04:adjacent-profession", {})

# ---------------- J05 backend SWE, Seattle WA ----------------
cand("C0037","Kevin","Tran","kevin.tran@example.com","(206) 555-0141","3600 Fremont Ave N","Seattle","WA","98103",
     "Software Engineer","Backend","", "SWE","SWE-BE",
     [("SWE","SWE-BE","Cascadia Freight Labs","Senior Software Engineer, Backend","Seattle","WA","2021-04",None),
      ("SWE","SWE-BE","Puget Payments","Software Engineer, Backend","Seattle","WA","2019-06","2021-03")],
     [], [], "J05:strong", {"J05":3}, skills=["Go","Python","SQL","AWS","Terraform","PostgreSQL","DynamoDB","Redis","Kafka","gRPC"])
cand("C0038","Samantha","Okafor","samantha.okafor@example.com","(425) 555-0186","10500 NE 8th St","Bellevue","WA","98004",
     "Software Developer","Backend","", "SWE","SWE-BE",
     [("SWE","SWE-BE","Meridian Health Data","Software Engineer II, Backend Platform","Bellevue","WA","2021-06",None)],
     [], [], "J05:strong", {"J05":3}, skills=["Go","Python","AWS","PostgreSQL","Docker","GitHub Actions","Datadog"])
cand("C0039","Ethan","Park","ethan.park@example.com","(541) 555-0129","61535 S Hwy 97","Bend","OR","97701",
     "Software Engineer","Backend","Would relocate to Seattle within a year; hybrid OK.", "SWE","SWE-BE",
     [("SWE","SWE-BE","High Desert Telemetry","Staff Software Engineer (Backend)","Bend","OR","2020-01",None),
      ("SWE","SWE-BE","Willamette Outfitters","Backend Engineer","Portland","OR","2017-05","2019-12")],
     [], [], "J05:far", {"J05":3}, skills=["Go","Python","Django","AWS","PostgreSQL","Terraform","Kubernetes"])
cand("C0040","Lisa","Chen","lisa.chen@example.com","(425) 555-0163","16000 NE 85th St","Redmond","WA","98052",
     "Software Engineer","Backend","", "SWE","SWE-BE",
     [("SWE","SWE-BE","Evergreen Ticketing","Senior Software Engineer, Backend","Redmond","WA","2020-09",None),
      ("SWE","SWE-BE","Cedar Point Software","Software Engineer, Backend","Seattle","WA","2018-07","2020-08")],
     [], [], "J05:no-go", {"J05":2}, skills=["Python","Java","Django","Spring Boot","PostgreSQL","MySQL","Redis","AWS","Docker"])
cand("C0041","Raj","Patel","raj.patel@example.com","(425) 555-0198","12600 NE 85th St","Kirkland","WA","98033",
     "Software Engineer","Backend","GCP shop; no AWS.", "SWE","SWE-BE",
     [("SWE","SWE-BE","Lakeview Analytics","Backend Engineer","Kirkland","WA","2021-02",None),
      ("SWE","SWE-BE","Northbound Maps","Software Engineer, Backend","Seattle","WA","2019-01","2021-01")],
     [], [], "J05:no-aws", {"J05":2}, skills=["Go","Python","PostgreSQL","gRPC","GCP","Kubernetes","Terraform"])
cand("C0042","Noah","Schmidt","noah.schmidt@example.com","(206) 555-0115","1400 E Jefferson St","Seattle","WA","98122",
     "Site Reliability Engineer","SRE","Wants to get back to backend development.", "SWE","SWE-OPS",
     [("SWE","SWE-OPS","Rainier Cloud Systems","Site Reliability Engineer","Seattle","WA","2022-03",None),
      ("SWE","SWE-BE","Harborview Commerce","Software Engineer, Backend","Seattle","WA","2019-03","2022-02")],
     [], [], "J05:short-years", {"J05":2}, skills=["Go","Python","AWS","Kubernetes","Terraform","PostgreSQL","Prometheus","Grafana"])
cand("C0043","Mia","Rodriguez","mia.rodriguez@example.com","(206) 555-0152","800 S 3rd St","Renton","WA","98055",
     "Software Engineer","Frontend","", "SWE","SWE-FE",
     [("SWE","SWE-FE","Orca Retail","Senior Frontend Engineer","Seattle","WA","2020-05",None),
      ("SWE","SWE-FE","Emerald City Media","UI Developer","Seattle","WA","2018-02","2020-04")],
     [], [], "J05:other-specialty", {"J05":1}, skills=["React","TypeScript","JavaScript","Next.js","GraphQL","AWS","Python"])
cand("C0044","Daniel","Osei","daniel.osei@example.com","(206) 555-0177","12500 Lake City Way NE","Seattle","WA","98125",
     "Data Engineer","Data Engineering","", "SWE","SWE-DATA",
     [("SWE","SWE-DATA","Salish Sea Analytics","Data Engineer","Seattle","WA","2021-08",None),
      ("SWE","SWE-DATA","Pioneer Square Insights","Data Engineer","Seattle","WA","2019-10","2021-07")],
     [], [], "J05:other-specialty", {"J05":1}, skills=["Python","SQL","Spark","Airflow","dbt","AWS","Snowflake","Kafka","Go"])
cand("C0045","Grace","Liu","grace.liu@example.com","(206) 555-0106","5400 Ballard Ave NW","Seattle","WA","98107",
     "Data Analyst","","", "DATA","",
     [("DATA","","Ballard Home Goods","Senior Data Analyst","Seattle","WA","2022-03",None),
      ("DATA","","Sound Insurance Group","Data Analyst","Seattle","WA","2019-06","2022-02")],
     [], [], "J05:adjacent-profession", {}, skills=["SQL","Python","Tableau","Power BI","Excel","Redshift"])

# ---------------- J06 commercial HVAC, Chicago IL (local 50 mi) ----------------
cand("C0046","Michael","Kowalski","mike.kowalski@example.com","(708) 555-0124","5100 W Cermak Rd","Cicero","IL","60804",
     "HVAC Technician","Commercial","", "HVAC","HVAC-COM",
     [("HVAC","HVAC-COM","Windy City Mechanical","Commercial HVAC Service Technician","Chicago","IL","2018-04",None),
      ("HVAC","HVAC-RES","North Shore Comfort","Residential HVAC Installer","Skokie","IL","2015-05","2018-03")],
     [("EPA608",None),("NATE","2028-12"),("OSHA10",None)], [], "J06:strong", {"J06":3})
cand("C0047","Luis","Ramirez","luis.ramirez@example.com","(773) 555-0138","9500 S Cicero Ave","Oak Lawn","IL","60453",
     "HVAC Tech","Commercial","Bilingual.", "HVAC","HVAC-COM",
     [("HVAC","HVAC-COM","Midway Climate Control","Commercial HVAC Service Technician","Chicago","IL","2022-03",None),
      ("HVAC","HVAC-COM","Southside Refrigeration","Commercial Refrigeration Technician","Chicago","IL","2020-01","2022-02")],
     [("EPA608",None),("OSHA10",None)], [], "J06:strong", {"J06":3})
cand("C0048","Travis","Hughes","travis.hughes@example.com","(515) 555-0159","2100 SE 14th St","Des Moines","IA","50315",
     "HVAC Technician","Commercial","Moving to Chicago in spring.", "HVAC","HVAC-COM",
     [("HVAC","HVAC-COM","Hawkeye Mechanical Services","Lead Commercial HVAC Service Technician","Des Moines","IA","2019-06",None),
      ("HVAC","HVAC-COM","Hawkeye Mechanical Services","Commercial HVAC Service Technician","Des Moines","IA","2016-04","2019-05")],
     [("EPA608",None),("NATE",None),("OSHA30",None)], [], "J06:far", {})
cand("C0049","Darnell","Washington","darnell.washington@example.com","(815) 555-0103","1500 W Jefferson St","Joliet","IL","60435",
     "HVAC Technician","Commercial HVAC","", "HVAC","HVAC-COM",
     [("HVAC","HVAC-COM","Will County Mechanical","Commercial Service Technician","Joliet","IL","2019-09",None)],
     [("EPA608",None),("NATE",None)], [], "J06:strong", {"J06":3})
cand("C0050","Brian","O'Malley","brian.omalley@example.com","(773) 555-0145","5600 S Narragansett Ave","Chicago","IL","60638",
     "HVAC Technician","Commercial","", "HVAC","HVAC-COM",
     [("HVAC","HVAC-COM","Garfield Ridge Heating & Cooling","Commercial HVAC Service Technician","Chicago","IL","2021-05",None)],
     [("EPA608-II",None),("OSHA10",None)], [], "J06:epa-type-ii-only", {"J06":2})
cand("C0051","Steven","Novak","steven.novak@example.com","(708) 555-0191","6600 W Roosevelt Rd","Berwyn","IL","60402",
     "HVAC Technician","Residential","2 years commercial at Loop Building Services.", "HVAC","HVAC-RES",
     [("HVAC","HVAC-RES","Berwyn Comfort Heating & Air","Residential HVAC Service Technician","Berwyn","IL","2023-01",None),
      ("HVAC","HVAC-COM","Loop Building Services","Commercial HVAC Technician","Chicago","IL","2021-01","2022-12")],
     [("EPA608",None),("NATE",None)], [], "J06:short-years", {"J06":2})
cand("C0052","Frank","Morelli","frank.morelli@example.com","(630) 555-0179","1200 E Ogden Ave","Naperville","IL","60540",
     "HVAC Technician","Residential","", "HVAC","HVAC-RES",
     [("HVAC","HVAC-RES","DuPage Home Comfort","Senior Residential Service Technician","Naperville","IL","2016-01",None)],
     [("EPA608",None),("NATE",None)], [], "J06:other-specialty", {"J06":1})
cand("C0053","Tony","Alvarez","tony.alvarez@example.com","(773) 555-0112","3100 W 63rd St","Chicago","IL","60629",
     "Maintenance Technician","","", "MAINT","",
     [("MAINT","","Archer Heights Properties","Maintenance Technician / Building Engineer","Chicago","IL","2017-06",None)],
     [("EPA608",None),("OSHA10",None)], [], "J06:adjacent-profession", {})
cand("C0054","Jason","Whitmore","jason.whitmore@example.com","(847) 555-0147","800 Summit St","Elgin","IL","60120",
     "HVAC Technician","Commercial","EPA Universal exam in December.", "HVAC","HVAC-COM",
     [("HVAC","HVAC-COM","Fox Valley Mechanical","HVAC Service Technician","Elgin","IL","2023-04",None)],
     [("EPA608-I",None),("OSHA10",None)], [], "J06:no-epa-universal", {"J06":2})

# ---------------- distractors ----------------
cand("C0055","Vanessa","Morgan","vanessa.morgan@example.com","(214) 555-0150","6300 Gaston Ave","Dallas","TX","75214",
     "Registered Nurse","CVICU","", "RN","CVICU",
     [("RN","CVICU","Lakewood Heart Hospital","Registered Nurse, Cardiovascular ICU (CVICU)","Dallas","TX","2019-10",None)],
     [("BLS","2028-07"),("ACLS","2028-07"),("CCRN","2029-12"),("CSC",None)], [("RN","TX",True,"2029-02")],
     "other:RN-ICU", {"J01":1,"J02":1})
cand("C0056","Ryan","Gallagher","ryan.gallagher@example.com","(817) 555-0183","2900 8th Ave","Fort Worth","TX","76110",
     "RN","Med-Surg","", "RN","MEDSURG",
     [("RN","MEDSURG","Trinity River Medical Center","Registered Nurse, Medical-Surgical Unit","Fort Worth","TX","2023-08",None)],
     [("BLS","2028-06"),("ACLS","2028-06")], [("RN","TX",True,"2028-09")],
     "other:RN-medsurg", {"J01":1,"J02":1})
cand("C0057","Courtney","Blake","courtney.blake@example.com","(480) 555-0196","3555 S Val Vista Dr","Gilbert","AZ","85296",
     "Registered Nurse","Emergency","", "RN","ED",
     [("RN","ED","Sonoran Valley Medical Center","Registered Nurse, Emergency Department","Gilbert","AZ","2019-02",None),
      ("RN","MEDSURG","Maricopa Community Hospital","Registered Nurse, Medical-Surgical","Mesa","AZ","2017-06","2019-01")],
     [("BLS","2029-01"),("ACLS","2029-01"),("PALS","2029-01"),("TNCC","2028-12"),("CEN","2029-12")], [("RN","AZ",True,"2028-11")],
     "other:RN-ED", {"J01":1,"J02":1})
cand("C0058","Carlos","Mendoza","carlos.mendoza@example.com","(623) 555-0126","14500 W McDowell Rd","Goodyear","AZ","85338",
     "Paramedic","","", "PARAMEDIC","",
     [("PARAMEDIC","","West Valley Fire District","Firefighter/Paramedic","Goodyear","AZ","2020-01",None),
      ("PARAMEDIC","","Sun Valley Ambulance","Paramedic","Phoenix","AZ","2017-01","2020-01")],
     [("NREMT-P","2028-03"),("BLS","2028-09"),("ACLS","2028-09"),("PALS","2028-09"),("PHTLS",None)], [("PARAMEDIC","AZ",False,"2029-03")],
     "other:PARAMEDIC", {})
cand("C0059","Heather","Sullivan","heather.sullivan@example.com","(214) 555-0121","1400 W Davis St","Dallas","TX","75208",
     "Registered Nurse","Telemetry","Open to tele or L&D contracts.", "RN","TELE",
     [("RN","TELE","Oak Cliff Community Hospital","Registered Nurse, Telemetry","Dallas","TX","2024-07",None),
      ("RN","LD","Bishop Arts Women's Hospital","Registered Nurse, Labor and Delivery","Dallas","TX","2020-02","2024-06")],
     [("BLS","2028-10"),("ACLS","2028-10"),("NRP","2025-03")], [("RN","TX",True,"2029-05")],
     "J01:strong/J02:nrp-expired", {"J01":3,"J02":2})
cand("C0060","Amber","Collins","amber.collins@example.com","(480) 555-0132","2150 E Southern Ave","Mesa","AZ","85204",
     "Registered Nurse","NICU","", "RN","NICU",
     [("RN","NICU","Desert Bloom Children's Hospital","Registered Nurse, Neonatal Intensive Care Unit","Phoenix","AZ","2021-09",None)],
     [("BLS","2029-02"),("NRP","2029-02"),("STABLE",None),("RNC-NIC","2029-12")], [("RN","AZ",True,"2029-04")],
     "other:RN-NICU", {"J01":1,"J02":1})
cand("C0061","Eric","Lindgren","eric.lindgren@example.com","(720) 555-0165","16900 E Mississippi Ave","Aurora","CO","80013",
     "Physical Therapist","Acute Care","", "PT","PT-ACUTE",
     [("PT","PT-ACUTE","Aurora Regional Hospital","Staff Physical Therapist, Acute Care & ICU","Aurora","CO","2018-05",None)],
     [("BLS","2028-12"),("CLT",None)], [("PTL","CO",False,"2029-10")],
     "other:PT-acute", {"J03":1})
cand("C0062","Hailey","Sorensen","hailey.sorensen@example.com","(206) 555-0189","7200 Woodlawn Ave NE","Seattle","WA","98115",
     "Physical Therapist","Outpatient Ortho","", "PT","PT-OP",
     [("PT","PT-OP","Green Lake Sports Physical Therapy","Physical Therapist, Outpatient Orthopedics / Sports","Seattle","WA","2021-09",None)],
     [("BLS","2028-06"),("SCS",None)], [("PTL","WA",False,"2028-08")],
     "J03:wrong-state-elsewhere", {"J03":2})
cand("C0063","Victor","Chavez","victor.chavez@example.com","(303) 555-0157","1900 S Chambers Rd","Aurora","CO","80017",
     "Physical Therapist","Home Health","", "PT","PT-HH",
     [("PT","PT-HH","Mountain View Home Care","Home Health Physical Therapist","Aurora","CO","2020-11",None),
      ("PT","PT-OP","Colfax Physical Therapy","Staff Physical Therapist (outpatient orthopedics)","Denver","CO","2020-03","2020-10")],
     [("BLS","2028-03")], [("PTL","CO",False,"2029-10")],
     "J03:major-short", {"J03":1})
cand("C0064","Patricia","Greene","patricia.greene@example.com","(404) 555-0135","2100 Memorial Dr SE","Atlanta","GA","30316",
     "LPN","Long-Term Care","", "LPN","",
     [("LPN","","Eastlake Nursing & Rehabilitation Center","Charge LPN","Atlanta","GA","2015-01",None)],
     [("BLS","2028-05")], [("LPN","GA",False,"2028-06")],
     "J04:adjacent-profession", {})
cand("C0065","Destiny","Robinson","destiny.robinson@example.com","(678) 555-0178","3600 GA-138","Stockbridge","GA","30281",
     "Medical Assistant","","", "MA","",
     [("MA","","Henry County Family Medicine","Certified Medical Assistant","Stockbridge","GA","2020-08",None)],
     [("CCMA","2028-12"),("BLS","2028-08")], [],
     "other:MA", {})
cand("C0066","Aaron","Fitzgerald","aaron.fitzgerald@example.com","(206) 555-0104","1600 E Union St","Seattle","WA","98122",
     "Software Engineer","Mobile","", "SWE","SWE-MOBILE",
     [("SWE","SWE-MOBILE","Mountain Loop Fitness","Senior iOS Engineer","Seattle","WA","2021-01",None),
      ("SWE","SWE-MOBILE","Pike Place Apps","Mobile Developer","Seattle","WA","2017-06","2020-12")],
     [], [], "other:SWE-mobile", {"J05":1}, skills=["Swift","SwiftUI","Objective-C","Kotlin","Firebase","Python"])
cand("C0067","Chloe","Bernard","chloe.bernard@example.com","(206) 555-0193","4100 Stone Way N","Seattle","WA","98103",
     "DevOps Engineer","SRE","", "SWE","SWE-OPS",
     [("SWE","SWE-OPS","Northgate Media Cloud","Senior Site Reliability Engineer","Seattle","WA","2020-08",None),
      ("SWE","SWE-OPS","Queen Anne Hosting","DevOps Engineer","Seattle","WA","2018-05","2020-07")],
     [], [], "J05:other-specialty-sre", {"J05":1}, skills=["AWS","Kubernetes","Terraform","Go","Python","Bash","Prometheus","Grafana"])
cand("C0068","Derek","Wu","derek.wu@example.com","(206) 555-0168","13000 Lake City Way NE","Seattle","WA","98125",
     "IT Support Specialist","","", "IT","",
     [("IT","","Lake City Credit Union","IT Support Specialist II","Seattle","WA","2021-01",None),
      ("IT","","Northwest Tech Rescue","Help Desk Technician","Shoreline","WA","2019-01","2021-01")],
     [("CompTIA A+",None),("CompTIA Network+",None)], [], "other:IT", {})
cand("C0069","Kyle","Brennan","kyle.brennan@example.com","(815) 555-0136","5600 E State St","Rockford","IL","61107",
     "HVAC Technician","Commercial","", "HVAC","HVAC-COM",
     [("HVAC","HVAC-COM","Rock River Mechanical","Commercial HVAC Service Technician","Rockford","IL","2017-01",None)],
     [("EPA608",None),("NATE",None),("OSHA10",None)], [], "J06:outside-radius", {})
cand("C0070","Patrick","Doyle","patrick.doyle@example.com","(773) 555-0127","5200 W Belmont Ave","Chicago","IL","60634",
     "Electrician","Commercial","", "ELEC","ELEC-COM",
     [("ELEC","ELEC-COM","Belmont Electric Co.","Journeyman Electrician (commercial)","Chicago","IL","2019-01",None),
      ("ELEC","ELEC-COM","IBEW Local 134","Apprentice Electrician","Chicago","IL","2014-01","2019-01")],
     [("OSHA30",None)], [], "other:ELEC", {})
cand("C0071","Renee","Dubois","renee.dubois@example.com","(214) 555-0199","13500 Montfort Dr","Dallas","TX","75240",
     "Respiratory Therapist","Adult ICU","", "RT","RT-CC",
     [("RT","RT-CC","Valley View Medical Center","Respiratory Therapist, Adult ICU","Dallas","TX","2019-01",None)],
     [("RRT",None),("BLS","2028-09"),("ACLS","2028-09")], [("RCP","TX",False,"2028-07")],
     "other:RT", {})
cand("C0072","Terrence","Bell","terrence.bell@example.com","(623) 555-0148","8900 W Olive Ave","Peoria","AZ","85345",
     "Warehouse Associate","","", "WARE","",
     [("WARE","","Valley Fulfillment Center","Warehouse Associate","Glendale","AZ","2022-01",None),
      ("WARE","","Desert Freight Lines","Dock Worker","Phoenix","AZ","2019-01","2022-01")],
     [("Forklift",None),("OSHA10",None)], [], "other:WARE", {})

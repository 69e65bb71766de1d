FIRST = """Ansel Briony Cato Delphine Ezra Fenna Gideon Hollis Ines Jasper Keziah Lorcan Marisol Nico Odalys Perrin Quinlan Rosalind Soren Tamsin
Ulises Vesna Wendell Ximena Yusuf Zora Adaeze Bram Celestine Dario Elowen Florian Greer Henrik Ilse Joaquin Kalani Leilani Mateo Nadia Oren Paloma
Rafferty Saoirse Thaddeus Una Viggo Winona Xavi Yara Zeke Amara Beckett Calla Desmond Eero Fallon Gus Hattie Idris Juniper Kai Lavinia Milo Nell
Otto Petra Rhys Sunniva Tobias Verity Wren Alistair Bettina Cyrus Dagny Emrys Freya Giles Harriet Ivo Jolene Kenji Lucinda Mordecai Noor Orla
Pascal Rocio Silas Thea Valentina Wade Anouk Booker Colette Dmitri Esme Fitz Galen Honora Isidro Jessamy Kofi Linnea Magnus Nerys""".split()
LAST = """Abernathy Blackwood Castellano Dunmore Eskildsen Fairweather Galloway Haverford Iwasaki Jablonski Kavanagh Lindqvist Maldonado Nakagawa
Oyelaran Pemberton Quarles Rasmussen Szabo Thistlewood Underhill Valderrama Whitcombe Yarborough Zelinski Achterberg Bellweather Coutinho
Delacroix Ebersole Fontaine Grimsby Holloway Ibarra Jaramillo Kettering Laidlaw Mbeki Northcott Okonkwo Padgett Quintero Rourke Sandoval
Trevino Uchenna Vanterpool Wickersham Yoder Zamora Ashdown Brightwater Cardenas Dovetail Ellingsen Fairbanks Gutierrez Hightower Inglewood
Jorgensen Kowalczyk Lachance Merriweather Nwosu Ostrowski Pennington Ravensworth Stroud Tolliver Umberger Vasquez Whitlock Youngblood
Zimmerman Alcott Barrowman Chastain Dinwiddie Eckhart Farrow Gaskins Honeycutt Isley Jeffcoat Kimbrough Lockhart Mayweather Nettles Oglesby
Prater Redfern Sutter Tillman Upchurch Varner Winslow""".split()
STATE_NAME = {"SC": "South Carolina", "AL": "Alabama", "MS": "Mississippi", "AR": "Arkansas", "ME": "Maine", "SD": "South Dakota",
              "MT": "Montana", "HI": "Hawaii", "AK": "Alaska", "CA": "California", "GA": "Georgia", "TX": "Texas", "NC": "North Carolina",
              "TN": "Tennessee", "FL": "Florida", "NE": "Nebraska", "IA": "Iowa", "ND": "North Dakota", "WY": "Wyoming", "NH": "New Hampshire",
              "OR": "Oregon", "NV": "Nevada", "WA": "Washington", "LA": "Louisiana", "VA": "Virginia", "CO": "Colorado", "MN": "Minnesota",
              "IL": "Illinois", "NY": "New York", "OK": "Oklahoma", "KY": "Kentucky"}
# a home ZIP for candidates living elsewhere (all in zips.tsv.gz; checked in build)
ELSEWHERE = {"GA": "31201", "TX": "78412", "NC": "28403", "TN": "38103", "FL": "32207", "NE": "68502", "IA": "52401",
             "ND": "58103", "WY": "82001", "NH": "03060", "OR": "97301", "NV": "89701", "WA": "98402", "LA": "70808",
             "VA": "23510", "CO": "80521", "MN": "55802", "IL": "62701", "NY": "13202", "OK": "74006", "KY": "42001"}
HOSP = {"SC": ["Lowcountry Harbor Medical Center", "Trident Coastal Hospital", "Palmetto Bay Regional", "Summerville Oaks Hospital"],
        "AL": ["Vulcan Heights University Hospital", "Red Mountain Medical Center", "Cahaba Valley Hospital", "Shades Creek Regional"],
        "MS": ["Magnolia Women's Hospital", "Pearl River Medical Center", "Capitol City Baptist Hospital", "Rankin Regional"],
        "AR": ["Arkansas Riverfront Medical Center", "River Valley Rehab", "Pulaski Heights Hospital", "Saline County Medical"],
        "ME": ["Casco Bay Medical Center", "Back Cove Hospital", "Saco River Health", "Falmouth Harbor Clinic"],
        "SD": ["Prairie Lutheran Health", "Big Sioux Medical Center", "Minnehaha Regional", "Dakota Plains Hospital"],
        "MT": ["Yellowstone Valley Hospital", "Rimrock Surgical Center", "Beartooth Regional", "Heights Medical Clinic"],
        "HI": ["Punchbowl Medical Center", "Kapiolani Shore Hospital", "Windward Oahu Medical", "Leeward Community Hospital"],
        "AK": ["Chugach Regional Medical Center", "Cook Inlet Hospital", "Mat-Su Valley Medical", "Midtown Anchorage Clinic"],
        "CA": ["Valley Central Hospital", "Sierra Vista Medical Center", "Clovis Community Regional", "San Joaquin Heart Hospital"]}
OTHER_HOSP = ["Gulf Coast General (Corpus Christi, TX)", "Ocmulgee Medical (Macon, GA)", "Cape Fear Memorial (Wilmington, NC)",
              "Wolf River Hospital (Memphis, TN)", "St. Johns River Medical (Jacksonville, FL)", "Lancaster Plains Hospital (Lincoln, NE)",
              "Cedar River Medical (Cedar Rapids, IA)", "Red River Health (Fargo, ND)", "High Plains Medical (Cheyenne, WY)",
              "Merrimack Valley Hospital (Nashua, NH)", "Willamette Capital Hospital (Salem, OR)", "Carson Valley Medical (Carson City, NV)"]
TRADE_CO = {"Electrician": ["Pinnacle Electric", "Arkansas Current Co.", "Rock Town Electrical", "Natural State Power & Light Contractors", "Voltline Services"],
            "HVAC": ["Dakota Air Mechanical", "Falls City Heating & Cooling", "Prairie Comfort Systems", "Big Sioux Mechanical"],
            "Welder": ["Rimrock Steel Fabrication", "Yellowstone Iron Works", "Magic City Fab", "Big Sky Pipeline Services"],
            "CDL": ["Ozark Line Haul", "Pearl River Freight", "Magnolia Carriers", "Delta Dry Van Inc.", "Interstate Pine Logistics"],
            "Maintenance": ["Midtown Property Group", "Northern Lights Facilities", "Knik Arm Industrial", "Alaska Building Services"]}
TECH_CO = ["Magic City Freight Systems", "Palmetto Ledger", "Central Valley AgData", "Harborline Payments", "Tidewater Analytics",
           "Sierra Byte Labs", "Lagniappe Software", "Prairie Cloudworks", "Northwind Health IT", "Kestrel Mapping", "Quarry Logistics Tech",
           "Bluestem Insurance Tech"]
# profession x specialty -> unit/area names (a resume uses one of these, check.py looks for it)
UNITS = {
 ("RN", "ICU"): ["Medical ICU", "Surgical Intensive Care Unit", "Cardiovascular ICU (CVICU)", "Critical Care Unit", "Neuro ICU", "MICU/SICU"],
 ("RN", "PCU"): ["Progressive Care Unit", "Step-Down Unit", "Intermediate Care Unit (IMCU)", "PCU / Step-Down"],
 ("RN", "MedSurg"): ["Medical-Surgical", "Med/Surg", "Adult Med-Surg floor", "Ortho/Med-Surg"],
 ("RN", "Tele"): ["Telemetry", "5 North Tele", "Cardiac Telemetry Unit", "Tele"],
 ("RN", "ED"): ["Emergency Department", "ER", "Level I Trauma ED", "Emergency Room"],
 ("RN", "UrgentCare"): ["Urgent Care", "Walk-In Urgent Care Clinic"],
 ("RN", "LD"): ["Labor & Delivery", "L&D", "Labor and Delivery / OB Triage"],
 ("RN", "Postpartum"): ["Mother/Baby", "Postpartum", "Mother-Baby Unit"],
 ("RN", "Oncology"): ["Inpatient Oncology", "Hem/Onc unit"],
 ("RN", "Psych"): ["Behavioral Health", "Inpatient Psychiatry"],
 ("RN", "Peds"): ["Pediatrics", "Pediatric floor"],
 ("RT", "Adult"): ["Adult critical care & floors", "Adult acute care respiratory"],
 ("RT", "Neonatal"): ["NICU / neonatal respiratory", "Neonatal and pediatric respiratory"],
 ("RT", "Sleep"): ["Sleep lab (polysomnography)", "Sleep disorders center"],
 ("PT", "Outpatient"): ["Outpatient orthopedics", "Outpatient sports medicine clinic", "Outpatient ortho/spine"],
 ("PT", "Acute"): ["Acute care (inpatient hospital)", "Acute care PT"],
 ("PT", "HomeHealth"): ["Home health", "Home health therapy"],
 ("RadTech", "CT"): ["CT", "Computed Tomography"],
 ("RadTech", "XRay"): ["Diagnostic X-ray", "General radiography"],
 ("RadTech", "MRI"): ["MRI"],
 ("SurgTech", "OR"): ["Main OR", "Operating Room", "Surgical services (OR)"],
 ("MLS", "CoreLab"): ["Core lab (chemistry/hematology)", "Core Laboratory"],
 ("MLS", "Micro"): ["Microbiology", "Micro lab"],
 ("Electrician", "Commercial"): ["commercial", "commercial new construction"],
 ("Electrician", "Residential"): ["residential", "residential service & remodel"],
 ("Electrician", "LowVoltage"): ["low-voltage / security systems"],
 ("HVAC", "Commercial"): ["commercial HVAC", "commercial rooftop & chiller service"],
 ("HVAC", "Residential"): ["residential HVAC", "residential heating & cooling"],
 ("HVAC", "Appliance"): ["appliance repair"],
 ("Welder", "Structural"): ["structural steel", "structural"],
 ("Welder", "Pipe"): ["pipe welding", "pipeline"],
 ("CDL", "ClassA"): ["Class A tractor-trailer", "OTR Class A", "regional Class A"],
 ("Maintenance", "Facilities"): ["building/facilities maintenance", "facilities maintenance"],
 ("Maintenance", "Industrial"): ["industrial maintenance", "plant maintenance"],
 ("SWE", "BackendJava"): ["backend (Java/Spring)", "Java backend services"],
 ("SWE", "BackendGo"): ["backend (Go)", "Go microservices"],
 ("SWE", "BackendPython"): ["backend (Python/Django)", "Python backend APIs"],
 ("SWE", "DataEng"): ["data engineering (Spark/Airflow)", "data pipelines"],
 ("SWE", "Frontend"): ["frontend (React/TypeScript)", "React front end"],
 ("SWE", "Fullstack"): ["full stack (Node/React)", "full-stack web"],
 ("SWE", "Mobile"): ["iOS (Swift)", "mobile apps (Swift/Kotlin)"],
}
TITLE = {"RN": ["Registered Nurse", "Staff RN", "RN", "Staff Nurse"], "RT": ["Respiratory Therapist", "Registered Respiratory Therapist"],
         "PT": ["Physical Therapist", "Staff Physical Therapist"], "RadTech": ["Radiologic Technologist", "CT Technologist", "Rad Tech"],
         "SurgTech": ["Surgical Technologist", "Certified Surgical Tech"], "MLS": ["Medical Laboratory Scientist", "Medical Technologist (MT)"],
         "Electrician": ["Journeyman Electrician", "Electrician"], "HVAC": ["HVAC Technician", "HVAC Service Tech"],
         "Welder": ["Welder", "Welder/Fabricator"], "CDL": ["CDL-A Driver", "Truck Driver (Class A)"],
         "Maintenance": ["Maintenance Technician", "Building Maintenance Tech"], "SWE": ["Software Engineer", "Senior Software Engineer", "Software Developer"],
         "LPN": ["Licensed Practical Nurse", "LPN"], "CNA": ["Certified Nursing Assistant", "CNA"], "Paramedic": ["Paramedic", "Flight Paramedic"],
         "PTA": ["Physical Therapist Assistant", "PTA"], "MLT": ["Medical Laboratory Technician (MLT)"], "DataAnalyst": ["Data Analyst", "BI Analyst"],
         "SPT": ["Sterile Processing Technician"], "Sonographer": ["Diagnostic Medical Sonographer"], "Machinist": ["CNC Machinist"],
         "Custodian": ["Custodian", "Lead Custodian"], "OT": ["Occupational Therapist"], "COTA": ["Certified Occupational Therapy Assistant"],
         "Pharmacist": ["Pharmacist"], "Teacher": ["Middle School Science Teacher"], "Accountant": ["Staff Accountant"], "PCT": ["Patient Care Technician"],
         "EMT": ["EMT-Basic"], "Retail": ["Store Associate"], "Barista": ["Barista"], "QA": ["QA Analyst"]}
BULLETS = {
 "RN": ["Cared for 4-6 patients per shift; charge nurse rotation", "Titrated vasoactive and sedation drips per protocol",
        "Precepted new graduates and travelers", "Member of unit practice council; led fall-prevention project",
        "Managed post-op patients, PCA pumps, wound vacs", "Rapid response team member", "Epic documentation super-user"],
 "RT": ["Managed adult ventilators (Servo-u, PB980), HFNC, BiPAP", "Drew and analyzed ABGs", "Responded to codes and rapid responses",
        "Patient education for inhalers and home O2"],
 "PT": ["Evaluated and treated 12-14 patients/day", "Post-op ACL, rotator cuff and total joint rehab", "Dry needling certified",
        "Supervised PTAs and students"],
 "RadTech": ["Performed routine and trauma exams", "CTA, perfusion and IR-guided biopsies", "Dose-reduction protocols", "Trained new techs on scanner workflow"],
 "SurgTech": ["Scrubbed general, ortho, neuro and robotic cases", "Maintained sterile field and counts", "Preference card updates"],
 "MLS": ["Ran and maintained Roche cobas and Sysmex analyzers", "QC/QA and CAP inspection readiness", "Critical value calling"],
 "Electrician": ["Bent EMT and rigid conduit", "Installed 480V 3-phase panels and switchgear", "Read blueprints and one-lines", "Led 2-3 apprentices"],
 "HVAC": ["Diagnosed RTUs, chillers and VRF systems", "Refrigerant recovery and charging", "BAS troubleshooting (Niagara)", "PM contracts for 40+ buildings"],
 "Welder": ["FCAW and SMAW, all positions", "Fit-up from shop drawings", "Passed UT and visual inspections"],
 "CDL": ["Dry van and reefer, no-touch freight", "Zero preventable accidents", "ELD / HOS compliant, pre-trip inspections"],
 "Maintenance": ["Boilers, AHUs, plumbing and lighting repairs", "Closed 60+ work orders a month in CMMS", "PM schedules for pumps and motors"],
 "SWE": ["Designed REST and gRPC services handling 3k req/s", "Owned on-call rotation and incident reviews", "Cut p95 latency by 40%",
         "Mentored two junior engineers", "Wrote CI pipelines (GitHub Actions)"],
}

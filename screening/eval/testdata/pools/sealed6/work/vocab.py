# hand-written vocabulary: how people title roles, name specialties, certs and employers
PROF_NAME = {"RN":"Registered Nurse","LPN":"Licensed Practical Nurse","CNA":"Certified Nursing Assistant",
 "Paramedic":"Paramedic","PCT":"Patient Care Technician","RT":"Respiratory Therapist","SleepTech":"Polysomnographic Technologist",
 "PT":"Physical Therapist","PTA":"Physical Therapist Assistant","OT":"Occupational Therapist","RadTech":"Radiologic Technologist",
 "Sonographer":"Diagnostic Medical Sonographer","SurgTech":"Surgical Technologist","SPD":"Sterile Processing Technician",
 "MLS":"Medical Laboratory Scientist","MLT":"Medical Laboratory Technician","Phleb":"Phlebotomist","SWE":"Software Engineer",
 "DataAnalyst":"Data Analyst","QA":"QA Analyst","Electrician":"Electrician","HVAC":"HVAC Technician","Welder":"Welder",
 "Pipefitter":"Pipefitter","CDL":"CDL-A Truck Driver","Courier":"Delivery Driver","Maintenance":"Maintenance Technician",
 "Operator":"Machine Operator","Pharmacist":"Pharmacist","Teacher":"Teacher","Accountant":"Accountant","DentalHyg":"Dental Hygienist"}
TITLES = {
 ("RN","ICU"):["Staff RN, Medical ICU","Critical Care Registered Nurse","RN - CVICU","Registered Nurse, Surgical Intensive Care Unit","Cardiac ICU Nurse","RN, Critical Care Unit (MICU/SICU)"],
 ("RN","PCU"):["RN, Progressive Care Unit","Step-Down Nurse","Registered Nurse - Intermediate Care (Step-Down)","PCU Staff Nurse"],
 ("RN","MedSurg"):["Medical-Surgical RN","Staff Nurse, Med/Surg 4 West","Registered Nurse - Medical Surgical Unit","RN, Adult Med-Surg"],
 ("RN","Tele"):["Telemetry RN","Staff Nurse, 5 North Tele","Registered Nurse - Cardiac Telemetry","RN, Tele/Cardiac floor"],
 ("RN","ED"):["Emergency Department RN","ER Nurse","Registered Nurse, Emergency Room (Level I Trauma)","Staff RN - Emergency Services"],
 ("RN","UrgentCare"):["Urgent Care RN","Registered Nurse, Walk-in Urgent Care Clinic"],
 ("RN","LD"):["Labor & Delivery RN","L&D Staff Nurse","Registered Nurse - Labor and Delivery","Birthing Center RN (L&D)"],
 ("RN","Postpartum"):["Mother/Baby RN","Postpartum Nurse","Registered Nurse, Mother-Baby Unit"],
 ("RN","OR"):["OR Circulating RN","Perioperative Nurse (Operating Room)","Registered Nurse, Main OR"],
 ("RN","PACU"):["PACU RN","Post-Anesthesia Care Unit Nurse"],
 ("RN","Oncology"):["Oncology RN","Registered Nurse, Inpatient Oncology"],
 ("RN","Psych"):["Behavioral Health RN","Psychiatric Nurse, Adult Inpatient Psych"],
 ("LPN","LTC"):["LPN, Long-Term Care","Licensed Practical Nurse - Skilled Nursing"],
 ("LPN","MedSurg"):["LPN, Medical-Surgical floor"],
 ("CNA","MedSurg"):["CNA, Med-Surg","Nursing Assistant, Medical Unit"],
 ("CNA","LTC"):["Certified Nursing Assistant, Nursing Home"],
 ("Paramedic","EMS"):["Paramedic, County EMS","Flight Paramedic","Paramedic / ER Tech"],
 ("PCT","ED"):["Patient Care Tech, Emergency Dept","ED Tech (PCT)"],
 ("PCT","ICU"):["Patient Care Technician, ICU"],
 ("RT","AdultAcute"):["Respiratory Therapist, Adult Critical Care","RRT - Adult ICU & Floors","Staff Respiratory Therapist (adult acute)"],
 ("RT","NeoPeds"):["Respiratory Therapist, NICU/PICU","Neonatal-Pediatric RT"],
 ("RT","Homecare"):["Home Care Respiratory Therapist (DME)"],
 ("SleepTech","Sleep"):["Sleep Lab Technologist","Polysomnographic Tech"],
 ("PT","OutpatientOrtho"):["Physical Therapist, Outpatient Orthopedics","Staff PT - Sports & Ortho Clinic","DPT, outpatient ortho"],
 ("PT","AcuteCare"):["Physical Therapist, Acute Care Hospital","Inpatient PT (acute)"],
 ("PT","Neuro"):["Physical Therapist, Neuro Rehab"],
 ("PTA","OutpatientOrtho"):["Physical Therapist Assistant, outpatient ortho","PTA - Sports Medicine Clinic"],
 ("OT","OutpatientOrtho"):["Occupational Therapist, Hand & Upper Extremity Clinic"],
 ("RadTech","CT"):["CT Technologist","CT Tech (Computed Tomography), trauma center","Radiologic Technologist - CT"],
 ("RadTech","XRay"):["Radiologic Technologist (X-ray)","Diagnostic Radiographer","X-Ray Tech, Emergency Radiology"],
 ("RadTech","MRI"):["MRI Technologist"],
 ("Sonographer","US"):["Ultrasound Technologist","Diagnostic Medical Sonographer (general/OB)"],
 ("SurgTech","OR"):["Surgical Technologist, Main OR","Certified Surgical Tech - ortho/neuro/general","Scrub Tech, Operating Room"],
 ("SurgTech","ASC"):["Surgical Tech, Ambulatory Surgery Center","Scrub Tech - outpatient surgery center"],
 ("SPD","SPD"):["Sterile Processing Tech","Central Sterile Technician (CRCST)"],
 ("MLS","CoreLab"):["Medical Laboratory Scientist - Chemistry/Hematology","Medical Technologist, Core Lab","MLS, Core Laboratory (chem, heme, coag)"],
 ("MLS","Micro"):["Medical Laboratory Scientist, Microbiology","Microbiology Technologist"],
 ("MLS","BloodBank"):["Blood Bank Technologist (MLS)","Medical Technologist - Transfusion Service"],
 ("MLT","CoreLab"):["Medical Laboratory Technician (MLT), core lab"],
 ("Phleb","Phleb"):["Phlebotomist","Lead Phlebotomist, outpatient draw station"],
 ("SWE","BackendJava"):["Backend Engineer (Java/Spring)","Senior Software Engineer - Java services","Software Engineer, Platform (Java, Kafka)"],
 ("SWE","BackendGo"):["Backend Engineer (Go)","Software Engineer - Go microservices","Golang Developer"],
 ("SWE","BackendPython"):["Backend Developer (Python/Django)","Software Engineer, Python APIs (FastAPI)"],
 ("SWE","FrontendReact"):["Frontend Engineer (React/TypeScript)","UI Developer - React","Software Engineer, Web Frontend (React)"],
 ("SWE","FrontendAngular"):["Frontend Developer (Angular)","UI Engineer, Angular/RxJS"],
 ("SWE","DataEng"):["Data Engineer (Airflow/Spark)","Data Platform Engineer","Analytics Engineer / Data Engineer (dbt, Snowflake)"],
 ("SWE","Mobile"):["iOS Developer (Swift)"],
 ("DataAnalyst","Analytics"):["Data Analyst (SQL, Tableau)","Business Intelligence Analyst"],
 ("QA","QA"):["QA Analyst","Manual Test Engineer"],
 ("Electrician","Commercial"):["Journeyman Electrician - commercial","Commercial Electrician (TI and new construction)"],
 ("Electrician","Industrial"):["Industrial Electrician","Plant Electrician (480V, MCCs)"],
 ("Electrician","Residential"):["Residential Electrician","Service Electrician, homes"],
 ("HVAC","Commercial"):["Commercial HVAC Service Technician","HVAC/R Tech - rooftop units & chillers"],
 ("HVAC","Residential"):["Residential HVAC Installer/Service Tech","HVAC Technician, residential service"],
 ("Welder","Structural"):["Structural Welder (FCAW/SMAW)","Welder/Fabricator - structural steel"],
 ("Welder","Pipe"):["Pipe Welder (6G, TIG/stick)","Combo Pipe Welder"],
 ("Pipefitter","Pipe"):["Pipefitter","Pipe Fitter / Fitter Helper"],
 ("CDL","Regional"):["Regional CDL-A Driver","Class A Driver - regional dry van"],
 ("CDL","OTR"):["OTR Truck Driver (Class A)","Over-the-Road Driver, reefer"],
 ("CDL","Local"):["Local CDL-A Driver (P&D)","Class A Local Delivery Driver"],
 ("Courier","Local"):["Delivery Driver (box truck, non-CDL)","Route Driver - parcel"],
 ("Maintenance","Industrial"):["Industrial Maintenance Technician","Maintenance Mechanic - packaging lines","Plant Maintenance Tech (PLC, hydraulics)"],
 ("Maintenance","Facilities"):["Facilities Maintenance Technician","Building Maintenance Engineer"],
 ("Operator","Production"):["Machine Operator","Production Line Operator"],
 ("Pharmacist","Retail"):["Staff Pharmacist"],("Teacher","K12"):["5th Grade Teacher"],("Accountant","Audit"):["Staff Accountant"],
 ("DentalHyg","Dental"):["Registered Dental Hygienist"],
}
EMPLOYERS = {
 "health":["St. Brendan's Hospital","Valley Crest Medical Center","Harborview Regional","Mercy Pines Health","Northgate Community Hospital",
           "Good Samaritan of the Plains","Red Oak University Medical Center","Lakeside Memorial","Cedar Ridge Health","Three Rivers Medical Center",
           "Sycamore Children's & Adults","Bluebonnet Regional Hospital","Prairie Sky Health System","Magnolia Bay Hospital","Summit View Medical"],
 "clinic":["Peak Motion Physical Therapy","Allied Rehab Partners","Riverbend Ortho & Sports","Keystone Diagnostics","Clearwater Imaging",
           "Evergreen Surgery Center","Horizon Reference Lab","Pioneer Pathology Associates"],
 "rehab":["Peak Motion Physical Therapy","Allied Rehab Partners","Riverbend Ortho & Sports","Northstar Rehab Institute"],
 "imaging":["Keystone Diagnostics","Clearwater Imaging","Valley Crest Medical Center","Harborview Regional"],
 "lab":["Horizon Reference Lab","Pioneer Pathology Associates","Red Oak University Medical Center","Three Rivers Medical Center"],
 "surgery":["Evergreen Surgery Center","Magnolia Bay Hospital","Summit View Medical","Lakeside Memorial"],
 "travel":["Aurora Travel Nursing","Compass Clinical Staffing","Trailhead Healthcare Travel","BrightPath Medical Staffing"],
 "tech":["Quillfeather Software","Brightloop Inc.","Northwind Data Co.","Kestrel Payments","Lumen Ridge Labs","Cobalt Ferry","Tidewater Analytics",
         "Ninebark Systems","Orchard Street Health Tech","Granite Shoals Logistics Software"],
 "trade":["Hartwell Electric","Copperline Mechanical","Sunbelt Comfort Air","Keel & Beam Fabrication","Redline Steel Erectors","Apex Industrial Services",
          "Blue Heron Packaging","Midland Freight Lines","Crosscountry Haulers","Ridgeback Plastics","Westfield Facilities Group","Anchor Point Builders"],
}
def emp_kind(prof):
    if prof in ("SWE","DataAnalyst","QA"): return "tech"
    if prof in ("Electrician","HVAC","Welder","Pipefitter","CDL","Courier","Maintenance","Operator"): return "trade"
    if prof in ("PT","PTA","OT"): return "rehab"
    if prof in ("RadTech","Sonographer"): return "imaging"
    if prof in ("MLS","MLT","Phleb"): return "lab"
    if prof in ("SurgTech","SPD"): return "surgery"
    return "health"
CERT_NAMES = {
 "BLS":["BLS","Basic Life Support (BLS)","BLS for Healthcare Providers (AHA)","CPR/BLS"],
 "ACLS":["ACLS","Advanced Cardiac Life Support (ACLS)","ACLS - AHA"],
 "PALS":["PALS","Pediatric Advanced Life Support (PALS)"],
 "NRP":["NRP","Neonatal Resuscitation Program (NRP)"],
 "TNCC":["TNCC","Trauma Nursing Core Course (TNCC)"],
 "CCRN":["CCRN","CCRN (AACN)"],
 "CNOR":["CNOR"],
 "RRT":["RRT (NBRC)","Registered Respiratory Therapist (RRT)"],
 "CRT":["CRT (NBRC)","Certified Respiratory Therapist (CRT)"],
 "ARRT-R":["ARRT (R)","ARRT Radiography (R)"],
 "ARRT-CT":["ARRT (CT)","ARRT Computed Tomography (CT)"],
 "CST":["CST (NBSTSA)","Certified Surgical Technologist (CST)"],
 "ASCP-MLS":["MLS(ASCP)","ASCP Medical Laboratory Scientist (MLS)"],
 "ASCP-MLT":["MLT(ASCP)"],
 "EPA608":["EPA 608 Universal","EPA Section 608 - Universal certification"],
 "AWS-D1.1":["AWS D1.1 Structural","AWS D1.1 certified welder (3G/4G)"],
 "OSHA10":["OSHA 10"],"OSHA30":["OSHA 30"],
}
STATE_NAME = {"AL":"Alabama","AZ":"Arizona","CA":"California","CO":"Colorado","FL":"Florida","GA":"Georgia","IL":"Illinois","KS":"Kansas",
 "LA":"Louisiana","MA":"Massachusetts","MI":"Michigan","MN":"Minnesota","MO":"Missouri","NC":"North Carolina","NJ":"New Jersey",
 "NM":"New Mexico","NV":"Nevada","NY":"New York","OH":"Ohio","OK":"Oklahoma","OR":"Oregon","PA":"Pennsylvania","TN":"Tennessee",
 "TX":"Texas","UT":"Utah","VA":"Virginia","WA":"Washington","WI":"Wisconsin"}
FIRST = """Avery Marisol Deshawn Keiko Tobias Priya Rowan Imani Callum Yesenia Dmitri Lorena Bashir Greta Hollis Anjali Mateo Saoirse
Tremaine Ingrid Kofi Beatriz Lachlan Noor Emeka Solveig Raul Hyacinth Jorah Mireille Quentin Adaeze Stellan Pilar Cormac Farah
Dashiell Luz Torsten Amara Benedikt Xiomara Idris Winona Casimir Thandiwe Ezra Marguerite Jovan Ottilie Rashad Svetlana Linus Ayesha
Fitzgerald Catalina Osric Yolanda Hamish Ines Barnaby Chiamaka Dorian Esperanza Gideon Henrike Isandro Junia Kenji Leocadia Malik
Nerissa Orrin Paloma Quincy Rosalind Sebastián Tamsin Ulric Valentina Wendell Ximena Yusuf Zinnia Abelard Brisa Cyrus Delphine
Evander Fiorella Gunnar Halona Ignatius Jacinta Kaito Lavinia Marcus Nadia Octavia Percival Renata Silas Tallulah Umberto Vesna
Wilhelmina Yannick Zora Alistair Bettina Cosmo Dagny Elio Freya Gareth Hester Ilse Joaquin Kestrel Ludmila Micah Nellie""".split()
LAST = """Abernathy Okonkwo Valdivia Lindqvist Thistlewood Baptiste Kaczmarek Oyelaran Haverford Quintanilla Marchetti Sato Delacroix
Brannigan Nakashima Fairweather Oduya Castellanos Whitlock Pemberton Ruiz-Tagle Vandermeer Achterberg Osei Mbeki Caldwell Firestone
Grunewald Hollingsworth Iwasaki Jorgensen Kilbride Laurentis Montague Nwachukwu Ostrowski Pacheco Quimby Rosenthal Szabo Tennyson
Umeh Villanueva Wakefield Yarborough Zelenko Ashdown Blackwood Cervantes Dunleavy Eberhardt Fontaine Galloway Holloway Ibarra Jablonski
Kowalczyk Lombardi Macready Nightingale Oakes Prewitt Radcliffe Sandoval Thibodeaux Underhill Vasquez-Moreno Winslow Yoshida Zamora
Albrecht Bellweather Cordero Drummond Esposito Falkner Gallardo Harrow Ingersoll Jaramillo Kettering Lachance Mendez-Ortiz Norwood
Ormsby Pellegrino Rasmussen Stroud Trevino Upshaw Voss Waddell Yearwood Zimmerly Amesbury Brightwater Coldiron Dunmore Elkins""".split()

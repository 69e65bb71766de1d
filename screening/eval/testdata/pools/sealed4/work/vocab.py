"""Hand-written wordings for sealed4 resumes and fields."""
STATE_NAMES = {"AL":"Alabama","AZ":"Arizona","AR":"Arkansas","CA":"California","CO":"Colorado","DE":"Delaware","FL":"Florida",
 "GA":"Georgia","ID":"Idaho","IL":"Illinois","IN":"Indiana","IA":"Iowa","KS":"Kansas","KY":"Kentucky","LA":"Louisiana",
 "ME":"Maine","MD":"Maryland","MA":"Massachusetts","MI":"Michigan","MN":"Minnesota","MS":"Mississippi","MO":"Missouri",
 "MT":"Montana","NE":"Nebraska","NV":"Nevada","NH":"New Hampshire","NJ":"New Jersey","NM":"New Mexico","NY":"New York",
 "NC":"North Carolina","ND":"North Dakota","OH":"Ohio","OK":"Oklahoma","OR":"Oregon","PA":"Pennsylvania","SC":"South Carolina",
 "SD":"South Dakota","TN":"Tennessee","TX":"Texas","UT":"Utah","VT":"Vermont","VA":"Virginia","WA":"Washington",
 "WV":"West Virginia","WI":"Wisconsin","WY":"Wyoming","HI":"Hawaii","AK":"Alaska","DC":"District of Columbia","CT":"Connecticut","RI":"Rhode Island"}

# profession -> (role titles used in resumes, values a user would type in the profession field)
PROF = {
 "RN": (["Registered Nurse", "Staff RN", "Staff Nurse", "Clinical Nurse II", "RN", "Travel RN", "Travel Registered Nurse", "Charge Nurse"], ["RN", "Registered Nurse", "Nurse - RN", "registered nurse"]),
 "LPN": (["Licensed Practical Nurse", "LPN", "LVN (Licensed Vocational Nurse)"], ["LPN", "Licensed Practical Nurse"]),
 "CNA": (["Certified Nursing Assistant", "CNA", "Nurse Aide (CNA)"], ["CNA", "Nursing Assistant"]),
 "Patient Care Tech": (["Patient Care Technician", "PCT"], ["Patient Care Tech", "PCT"]),
 "Paramedic": (["Paramedic", "Flight Paramedic", "Paramedic (NREMT-P)"], ["Paramedic", "EMS"]),
 "Respiratory Therapist": (["Respiratory Therapist", "RT"], ["Respiratory", "Respiratory Therapist", "RT"]),
 "Physical Therapist": (["Physical Therapist", "Staff Physical Therapist", "PT, DPT"], ["Physical Therapist", "PT", "Physical Therapy"]),
 "PTA": (["Physical Therapist Assistant", "PTA"], ["PTA", "Physical Therapist Assistant"]),
 "COTA": (["Certified Occupational Therapy Assistant", "COTA/L"], ["COTA"]),
 "Radiologic Technologist": (["CT Technologist", "Radiologic Technologist", "Rad Tech", "Imaging Technologist"], ["Rad Tech", "Radiologic Technologist", "CT Tech", "Imaging"]),
 "Surgical Technologist": (["Surgical Technologist", "Scrub Tech", "Surgical Tech (OR)"], ["Surgical Tech", "Surgical Technologist", "Scrub Tech"]),
 "Sterile Processing Tech": (["Sterile Processing Technician", "SPD Tech"], ["Sterile Processing"]),
 "Medical Laboratory Scientist": (["Medical Laboratory Scientist", "Medical Technologist", "Clinical Lab Scientist"], ["Medical Laboratory Scientist", "MLS", "Med Tech"]),
 "Medical Lab Technician": (["Medical Laboratory Technician", "MLT"], ["MLT", "Lab Tech"]),
 "Software Engineer": (["Software Engineer", "Senior Software Engineer", "Software Developer", "Backend Developer", "Engineer II"], ["Software Engineer", "Developer", "SWE", "software developer"]),
 "Data Analyst": (["Data Analyst", "BI Analyst", "Reporting Analyst"], ["Data Analyst", "Analyst"]),
 "QA Tester": (["QA Analyst", "Manual QA Tester"], ["QA"]),
 "Electrician": (["Journeyman Electrician", "Electrician", "Lead Electrician"], ["Electrician", "Journeyman Electrician"]),
 "Electrician Apprentice": (["Electrical Apprentice", "Apprentice Electrician", "Electrician's Helper"], ["Apprentice Electrician"]),
 "HVAC Technician": (["HVAC Service Technician", "HVAC Tech", "HVAC/R Technician"], ["HVAC", "HVAC Technician", "HVAC Tech"]),
 "HVAC Helper": (["HVAC Helper", "HVAC Installer Helper"], ["HVAC Helper"]),
 "Welder": (["Welder", "Structural Welder", "Welder/Fitter", "Combo Welder"], ["Welder", "Welding"]),
 "CDL-A Driver": (["CDL-A Driver", "Truck Driver (Class A)", "Tractor-Trailer Driver"], ["CDL-A Driver", "Truck Driver", "Driver CDL A"]),
 "CDL-B Driver": (["Delivery Driver (CDL-B)", "Box Truck Driver, Class B"], ["CDL B Driver", "Driver"]),
 "Maintenance Technician": (["Maintenance Technician", "Maintenance Mechanic", "Industrial Maintenance Tech"], ["Maintenance Technician", "Maintenance", "Maintenance Mechanic"]),
 "Medical Assistant": (["Medical Assistant", "Clinical MA"], ["Medical Assistant", "MA"]),
}

# specialty -> (resume phrases, field values a user would type)
SPEC = {
 "ICU": (["Medical ICU", "MICU", "Surgical ICU (SICU)", "CVICU", "Cardiac ICU", "Critical Care Unit", "Neuro ICU", "Trauma ICU", "Adult ICU"], ["ICU", "Critical Care", "CVICU"]),
 "PCU": (["Step-Down Unit", "Progressive Care Unit (PCU)", "Intermediate Care Unit", "Cardiac Step-Down", "PCU"], ["PCU", "Step Down", "Progressive Care"]),
 "Med-Surg": (["Medical-Surgical unit", "Med/Surg", "4 West Med-Surg", "Adult Med-Surg floor", "Medical-Surgical"], ["Med Surg", "Med-Surg", "Medical Surgical"]),
 "Telemetry": (["Telemetry unit", "5 North Tele", "Cardiac Telemetry", "Tele floor", "Telemetry"], ["Tele", "Telemetry"]),
 "ED": (["Emergency Department", "ER", "Level I Trauma Emergency Department", "Emergency Room", "Pediatric & Adult ED"], ["ER", "ED", "Emergency"]),
 "Urgent Care": (["Urgent Care clinic", "walk-in Urgent Care", "Urgent Care"], ["Urgent Care"]),
 "L&D": (["Labor & Delivery", "Labor and Delivery", "Birthing Center (L&D)", "L&D"], ["L&D", "Labor and Delivery", "Labor & Delivery"]),
 "Postpartum": (["Mother/Baby", "Postpartum unit", "Mother-Baby Unit", "Postpartum (couplet care)"], ["Postpartum", "Mother Baby", "Mom/Baby"]),
 "OR": (["Operating Room", "Main OR (circulator)", "Perioperative Services - OR", "OR circulator"], ["OR", "Perioperative", "Operating Room"]),
 "PACU": (["PACU", "Post-Anesthesia Care Unit", "Recovery Room (PACU)"], ["PACU"]),
 "NICU": (["NICU", "Neonatal Intensive Care (Level III)", "Neonatal ICU"], ["NICU", "Neonatal"]),
 "Oncology": (["Oncology", "Hem/Onc unit", "Inpatient Oncology", "Bone Marrow Transplant / Oncology"], ["Oncology", "Onc"]),
 "Adult Critical Care": (["adult ICUs (critical care)", "Adult Critical Care", "MICU/SICU ventilator management", "critical care respiratory"], ["Critical Care", "Adult ICU"]),
 "Adult Acute Care": (["adult acute care floors", "general floor therapy (adult acute care)", "Adult Acute Care"], ["Acute Care", "Adult floors"]),
 "Neonatal/Pediatric": (["NICU/PICU", "neonatal and pediatric respiratory care", "Neonatal/Pediatric"], ["NICU", "Peds"]),
 "Outpatient Orthopedics": (["outpatient orthopedic clinic", "Outpatient Ortho", "outpatient orthopaedics", "Outpatient Orthopedics"], ["Outpatient Ortho", "Orthopedics"]),
 "Sports Medicine": (["sports medicine clinic", "Sports Medicine"], ["Sports Medicine", "Sports PT"]),
 "Acute Care": (["hospital acute care PT", "Acute Care (inpatient hospital)", "Acute Care"], ["Acute Care"]),
 "Inpatient Rehab": (["inpatient rehabilitation facility (IRF)", "Inpatient Rehab"], ["Inpatient Rehab", "Rehab"]),
 "Home Health": (["home health", "Home Health visits"], ["Home Health"]),
 "Pediatrics": (["pediatric outpatient therapy", "Pediatrics"], ["Pediatrics", "Peds"]),
 "CT": (["CT", "Computed Tomography", "CT scanning (trauma/stroke)", "CT department"], ["CT", "Computed Tomography"]),
 "Radiography": (["general radiography (X-ray)", "diagnostic X-ray", "Radiography"], ["X-Ray", "Radiography"]),
 "MRI": (["MRI", "Magnetic Resonance Imaging"], ["MRI"]),
 "Mammography": (["Mammography", "breast imaging (mammography)"], ["Mammo"]),
 "General Surgery": (["general surgery cases", "General Surgery"], ["General Surgery"]),
 "Orthopedics": (["orthopedic and spine cases", "Ortho/Spine"], ["Ortho"]),
 "CVOR": (["CVOR (open hearts)", "cardiovascular OR"], ["CVOR"]),
 "Generalist": (["core lab generalist", "Generalist (chem/heme/coag/UA/BB)", "Core Laboratory - Generalist", "Generalist"], ["Generalist", "Core Lab"]),
 "Chemistry": (["Chemistry department", "clinical chemistry", "Chemistry"], ["Chemistry"]),
 "Hematology": (["Hematology/Coagulation", "Hematology"], ["Hematology"]),
 "Microbiology": (["Microbiology", "micro bench (cultures, MALDI-TOF)"], ["Microbiology", "Micro"]),
 "Blood Bank": (["Blood Bank / Transfusion Service", "Blood Bank"], ["Blood Bank"]),
 "Backend-Java": (["Java/Spring Boot backend services", "backend services in Java", "Java microservices (Spring)", "Java backend"], ["Backend Java", "Java", "Back End"]),
 "Backend-Go": (["Go (Golang) backend services", "backend services in Go", "Golang microservices"], ["Go", "Golang backend"]),
 "Backend-Python": (["Python backend (Django/FastAPI)", "backend APIs in Python", "Python services (Flask)"], ["Python", "Backend Python"]),
 "Frontend": (["React/TypeScript frontend", "frontend (React, TypeScript)", "front-end web UI in React"], ["Frontend", "Front End", "React"]),
 "Full-Stack": (["full-stack (Node + React)", "full stack web development"], ["Full Stack", "Fullstack"]),
 "Data Engineering": (["data pipelines (Spark, Airflow)", "data engineering (ETL, dbt, Snowflake)", "batch and streaming data pipelines"], ["Data Engineering", "Data"]),
 "Mobile": (["iOS (Swift) apps", "mobile apps (iOS/Android)"], ["Mobile", "iOS"]),
 "BI Reporting": (["SQL reporting and Tableau dashboards", "BI dashboards"], ["Analytics", "BI"]),
 "Commercial": (["commercial construction (tenant finish-out, retail)", "commercial electrical", "Commercial"], ["Commercial"]),
 "Industrial": (["industrial electrical (plants, MCCs, VFDs)", "Industrial"], ["Industrial"]),
 "Residential": (["residential wiring (new homes, service upgrades)", "Residential"], ["Residential"]),
 "HVAC-Commercial": (["commercial HVAC service (RTUs, chillers, VAV)", "commercial HVAC"], ["Commercial HVAC", "HVAC commercial"]),
 "Refrigeration": (["commercial refrigeration (walk-ins, rack systems)", "Refrigeration"], ["Refrigeration"]),
 "HVAC-Residential": (["residential HVAC install and service", "residential heating & cooling"], ["Residential HVAC"]),
 "Structural": (["structural steel welding", "structural (beams, columns, platforms)", "Structural"], ["Structural"]),
 "Pipe": (["pipe welding (6G, TIG root)", "pipe welding"], ["Pipe"]),
 "Sheet Metal": (["sheet metal / aluminum TIG fabrication"], ["Fabrication"]),
 "Regional": (["regional dry van (home weekends)", "regional routes", "Regional"], ["Regional"]),
 "OTR": (["over-the-road (OTR), 48 states", "OTR"], ["OTR"]),
 "Local": (["local P&D routes", "local delivery (home daily)"], ["Local"]),
 "Industrial Maintenance": (["industrial plant maintenance (conveyors, PLCs, pneumatics)", "manufacturing maintenance", "industrial maintenance"], ["Industrial Maintenance", "Plant Maintenance"]),
 "Facilities": (["building/facilities maintenance", "facilities maintenance (office buildings)"], ["Facilities"]),
 "Long-Term Care": (["long-term care / skilled nursing", "Long-Term Care"], ["LTC", "Long Term Care"]),
 "EMS": (["911 EMS (ALS ambulance)", "EMS"], ["EMS"]),
}

PROF_SPECS = {
 "RN": ["ICU", "PCU", "Med-Surg", "Telemetry", "ED", "Urgent Care", "L&D", "Postpartum", "OR", "PACU", "NICU", "Oncology"],
 "Respiratory Therapist": ["Adult Critical Care", "Adult Acute Care", "Neonatal/Pediatric"],
 "Physical Therapist": ["Outpatient Orthopedics", "Sports Medicine", "Acute Care", "Inpatient Rehab", "Home Health", "Pediatrics"],
 "Radiologic Technologist": ["CT", "Radiography", "MRI", "Mammography"],
 "Surgical Technologist": ["General Surgery", "Orthopedics", "CVOR"],
 "Medical Laboratory Scientist": ["Generalist", "Chemistry", "Hematology", "Microbiology", "Blood Bank"],
 "Software Engineer": ["Backend-Java", "Backend-Go", "Backend-Python", "Frontend", "Full-Stack", "Data Engineering", "Mobile"],
 "Electrician": ["Commercial", "Industrial", "Residential"],
 "HVAC Technician": ["HVAC-Commercial", "Refrigeration", "HVAC-Residential"],
 "Welder": ["Structural", "Pipe", "Sheet Metal"],
 "CDL-A Driver": ["Regional", "OTR", "Local"],
 "Maintenance Technician": ["Industrial Maintenance", "Facilities"],
}
# near-miss other professions per job profession, with a specialty wording to use
NEAR = {
 "RN": [("LPN", "Med-Surg"), ("LPN", "Long-Term Care"), ("CNA", "Med-Surg"), ("Patient Care Tech", "Telemetry"), ("Paramedic", "EMS"), ("Patient Care Tech", "ED")],
 "Respiratory Therapist": [("Patient Care Tech", "ICU"), ("Paramedic", "EMS")],
 "Physical Therapist": [("PTA", "Outpatient Orthopedics"), ("COTA", "Inpatient Rehab")],
 "Radiologic Technologist": [("Medical Assistant", "Radiography")],
 "Surgical Technologist": [("Sterile Processing Tech", "General Surgery"), ("CNA", "Med-Surg")],
 "Medical Laboratory Scientist": [("Medical Lab Technician", "Generalist"), ("Medical Lab Technician", "Hematology")],
 "Software Engineer": [("Data Analyst", "BI Reporting"), ("QA Tester", "Frontend")],
 "Electrician": [("Electrician Apprentice", "Commercial")],
 "HVAC Technician": [("HVAC Helper", "HVAC-Commercial")],
 "Welder": [("Maintenance Technician", "Industrial Maintenance")],
 "CDL-A Driver": [("CDL-B Driver", "Local")],
 "Maintenance Technician": [("Electrician Apprentice", "Industrial"), ("HVAC Helper", "HVAC-Residential")],
}
CERTW = {
 "BLS": ["BLS", "BLS (AHA)", "Basic Life Support (BLS)", "CPR/BLS"],
 "ACLS": ["ACLS", "Advanced Cardiac Life Support (ACLS)", "ACLS (AHA)"],
 "PALS": ["PALS", "Pediatric Advanced Life Support (PALS)"],
 "NRP": ["NRP", "Neonatal Resuscitation Program (NRP)"],
 "CCRN": ["CCRN"], "CNOR": ["CNOR"], "TNCC": ["TNCC"], "RNC-OB": ["RNC-OB"], "CEN": ["CEN"],
 "RRT": ["RRT (NBRC)", "Registered Respiratory Therapist (RRT)", "RRT"],
 "CRT": ["CRT (NBRC)", "Certified Respiratory Therapist (CRT)"],
 "ARRT(R)": ["ARRT (R)", "ARRT(R)", "ARRT Radiography (R)"],
 "ARRT(CT)": ["ARRT (CT)", "ARRT(CT)", "ARRT Computed Tomography (CT)"],
 "CST": ["CST (NBSTSA)", "Certified Surgical Technologist (CST)", "CST"],
 "ASCP MLS": ["MLS(ASCP)", "MT(ASCP)", "MLS (ASCP)"],
 "ASCP MLT": ["MLT(ASCP)"],
 "OSHA 10": ["OSHA 10", "OSHA-10 card", "OSHA 10-Hour"],
 "OSHA 30": ["OSHA 30"],
 "EPA 608 Universal": ["EPA 608 Universal", "EPA Section 608 - Universal", "EPA 608 (Universal)"],
 "EPA 608 Type II": ["EPA 608 Type II"],
 "AWS D1.1": ["AWS D1.1", "AWS D1.1 structural certification", "AWS D1.1 (3G/4G)"],
 "DOT Medical Card": ["DOT medical card", "DOT med card", "DOT Medical Examiner's Certificate"],
 "Hazmat": ["Hazmat endorsement"], "AWS Solutions Architect": ["AWS Solutions Architect - Associate"],
 "APTA Ortho Residency": ["Orthopaedic residency (APTA)"], "OCS": ["OCS"],
}
LICW = {  # type -> label phrases
 "RN": ["RN License", "Registered Nurse license", "RN", "Registered Nurse"],
 "RCP": ["Respiratory Care license", "RCP license", "Respiratory Care Professional license"],
 "PT": ["Physical Therapist license", "PT license"],
 "MRT": ["Medical Imaging & Radiation Therapy license", "radiologic technologist state license"],
 "Journeyman Electrician": ["Journeyman Electrician License", "journeyman electrician licence"],
 "CDL-A": ["Class A CDL", "CDL-A", "Commercial Driver's License Class A"],
}
FIRST = """Avery Bianca Caleb Dolores Esteban Farah Gideon Hollis Imani Jarrah Keiko Lionel Marisol Nikhil Odette Percy Quincy Rosalind
Soren Tamsin Ulises Valeria Wendell Ximena Yusuf Zora Anselm Beatriz Cormac Delphine Emeka Fiona Gustavo Hana Ignatius Jolene Kofi
Leticia Mateo Noor Osvaldo Priya Rhett Saoirse Thaddeus Uma Vikram Winifred Xavier Yolanda Zeke Annika Bram Celeste Darnell Elif
Florian Giselle Hamza Ingrid Joaquin Kalani Lorcan Maren Nadia Obadiah Paloma Rafferty Selah Tobias Umberto Vesna Wyatt Yara Zane
Adaeze Birgit Cyrus Dagny Emil Freya Gareth Hiroshi Isolde Jasper Katya Lazlo Mireille Nestor Orla Pilar Quentin Rowan Sunniva Tariq""".split()
LAST = """Abernathy Baptiste Castellanos Dunmore Eriksen Fairbanks Galloway Hargreave Ibarra Jablonski Kettering Lindqvist Marchetti
Nakashima Okonkwo Pemberton Quarles Rutherford Szabo Thibodeaux Underhill Varga Whitcombe Yamazaki Zielinski Achterberg Brannigan
Cordova Delacroix Esposito Fitzgerald Gunderson Holloway Iverson Jovanovic Kowalczyk Lachance Mbeki Nordstrom Oyelaran Petrakis
Quintero Rasmussen Sandoval Tremblay Ueda Vanterpool Wojcik Yilmaz Zamora Ashdown Birchfield Calloway Devereux Ellingson Farquhar
Greenleaf Haverford Ilunga Jagger Kimura Lockhart Montalvo Nwosu Ostrowski Pruitt Ravenscroft Stavros Tolliver Valdivia Winslow""".split()
PLACEW = """Cedar Ridge,Northgate,Lakeside,Summit View,Riverbend,Stonebridge,Pine Hollow,Redstone,Meadowbrook,Ironwood,Granite Peak,
Bluewater,Silverleaf,Oak Crest,Westfield,Kingsley,Hawthorne,Brightwater,Foxglove,Juniper Hill,Copperline,Maple Grove,Eastgate,
Sunview,Highland Park,Bramblewood,Tidewater,Larkspur,Wren Valley,Ashford,Millbrook,Quarry Hill""".replace("\n", "").split(",")
EMPSUF = {
 "health": ["Medical Center", "Regional Hospital", "Memorial Hospital", "Health System", "Community Hospital", "University Hospital"],
 "clinic": ["Physical Therapy", "Rehab & Sports", "Therapy Partners", "Orthopedic Clinic"],
 "lab": ["Medical Center Laboratory", "Regional Reference Lab", "Hospital Core Lab"],
 "soft": ["Labs", "Software", "Technologies", "Systems", "Data Co.", "Analytics"],
 "elec": ["Electric", "Electrical Contractors", "Power Services"],
 "hvac": ["Mechanical", "Heating & Air", "Climate Services"],
 "weld": ["Fabrication", "Steel Works", "Ironworks"],
 "truck": ["Freight Lines", "Transport", "Logistics"],
 "maint": ["Foods", "Packaging", "Manufacturing", "Properties"],
}
EMPKIND = {"RN": "health", "LPN": "health", "CNA": "health", "Patient Care Tech": "health", "Paramedic": "health",
 "Respiratory Therapist": "health", "Physical Therapist": "clinic", "PTA": "clinic", "COTA": "clinic",
 "Radiologic Technologist": "health", "Surgical Technologist": "health", "Sterile Processing Tech": "health",
 "Medical Laboratory Scientist": "lab", "Medical Lab Technician": "lab", "Medical Assistant": "clinic",
 "Software Engineer": "soft", "Data Analyst": "soft", "QA Tester": "soft", "Electrician": "elec",
 "Electrician Apprentice": "elec", "HVAC Technician": "hvac", "HVAC Helper": "hvac", "Welder": "weld",
 "CDL-A Driver": "truck", "CDL-B Driver": "truck", "Maintenance Technician": "maint"}
EDU = {"RN": ["BSN", "ADN", "BSN", "MSN"], "Respiratory Therapist": ["AAS Respiratory Care", "BS Respiratory Therapy"],
 "Physical Therapist": ["Doctor of Physical Therapy (DPT)"], "Radiologic Technologist": ["AAS Radiologic Technology"],
 "Surgical Technologist": ["Surgical Technology diploma", "AAS Surgical Technology"],
 "Medical Laboratory Scientist": ["BS Medical Laboratory Science", "BS Biology + MLS certificate program"],
 "Software Engineer": ["BS Computer Science", "BS Mathematics", "coding bootcamp", "BS Electrical Engineering"],
 "Electrician": ["4-year apprenticeship (IEC)"], "HVAC Technician": ["HVAC certificate, community college"],
 "Welder": ["welding certificate"], "CDL-A Driver": ["CDL school"], "Maintenance Technician": ["AAS Industrial Maintenance"]}

# titles that only fit some specialties
TITLE_ONLY = {"CT Technologist": {"CT"}, "Backend Developer": {"Backend-Java", "Backend-Go", "Backend-Python"},
              "Structural Welder": {"Structural"}, "Industrial Maintenance Tech": {"Industrial Maintenance"},
              "Travel RN": None, "Travel Registered Nurse": None, "Charge Nurse": None}
def title_for(prof, spec, R, travel=False):
    ts = [t for t in PROF[prof][0] if t not in TITLE_ONLY or (TITLE_ONLY[t] and spec in TITLE_ONLY[t])]
    if travel and prof == "RN":
        return R.choice(["Travel RN", "Travel Registered Nurse"])
    if prof == "RN" and R.random() < 0.1:
        return "Charge Nurse"
    return R.choice(ts)

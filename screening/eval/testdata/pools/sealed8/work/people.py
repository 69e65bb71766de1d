"""Vocabulary for candidate construction: names, employers, specialty wording, other professions."""

FIRST = """Alaric Beatrix Cosimo Delphine Ezekiel Fenella Gideon Honora Ignatius Juniper Kasimir Lavinia Mordecai Nerissa
Octavian Philippa Quillon Rosalind Severin Tamsin Ulysses Verity Wystan Xanthe Yusuf Zinnia Ambrose Bettina Caspian Dorothea
Evander Fionnuala Gustavo Hyacinth Isidore Jessamy Konstantin Leocadio Marisol Niamh Oisin Perpetua Radomir Saoirse Thaddeus
Ursula Valentin Winifred Yolanda Zebulon Anselm Briony Cassius Damaris Emrys Florentyna Gwendolyn Horatio Imogen Jago Kerensa
Lysander Maelis Nikolai Ottilie Peregrine Quintessa Rafferty Seraphina Tobiah Undine Vasco Wilhelmina Xavier Yara Zoltan
Aurelio Bronagh Cyprian Domenica Eamon Fabiola Griffin Henrietta Iolanthe Jovita Kwame Lucasta Marcellus Nuala Orrin Pilar
Ramona Stellan Tiberius Uriel Veda Wendell Ximena Yannick Zuleika Adaeze Bao Chidi Deepika Esperanza Farid Giang Hamid Ines
Jin Kalani Lakshmi Mateus Nnamdi Oluwaseun Priya Rashida Soren Tuyet Umar Valeria Wen Yaw Zarina""".split()

LAST = """Abernathy Birchwood Castellane Drummond Eckhart Fairweather Gallowglass Haverford Ingersoll Jablonski Kettleworth
Lindqvist Marchetti Nordstrom Oyelaran Pemberton Quigley Rosenkrantz Szymanski Thistlewood Umberger Vanterpool Whitcombe
Yarborough Zimmerman Ashcombe Blackwood Cardenas Delacroix Esterhazy Fitzgerald Grunewald Hollingsworth Iwasaki Jorgensen
Kowalczyk Lachance Montgomery Nakashima Okonkwo Petrakis Quintero Ravensworth Santangelo Trevelyan Urquhart Valderrama
Wojcik Yamamoto Zielinski Arbuthnot Bellamy Cavanagh Dunleavy Eberhardt Ferraro Gutierrez Halvorsen Izquierdo Jankowski
Kirkpatrick Lombardi Mbeki Nwachukwu Ostrowski Pellegrino Rasmussen Sorensen Tanaka Underhill Villanueva Wakefield
Achebe Bergstrom Carrington Dimitriou Engstrom Fonseca Gallagher Huxley Ibarra Jovanovic Kilpatrick Larkspur Moreau
Nightingale Oduya Prendergast Ruiz Stavros Thibodeaux Usman Vukovic Weatherby Xiong Youngblood Zapata""".split()

HOSPITALS = ["St. Brendan Regional Medical Center", "Riverside Methodist Hospital", "Good Shepherd Health", "Pinecrest University Hospital",
             "Mercy Valley Medical Center", "Lakeshore General Hospital", "Holy Redeemer Health System", "Summit Ridge Medical Center",
             "Providence Crossing Hospital", "Bayview Community Hospital", "Cedar Hollow Regional", "Northgate Baptist Medical Center",
             "Willow Creek Hospital", "Eastfield Memorial", "Sandhill Medical Center", "Blue Heron Health", "Granite Peak Hospital",
             "Harmon County Medical Center", "Old Mill Community Hospital", "Sunbelt Regional Medical Center"]
AGENCIES = ["Aya-like travel agency (TravelCare Partners)", "NomadRN Staffing", "Compass Travel Nursing", "Meridian Clinical Staffing",
            "Roadway Health Travel", "Lighthouse Nurse Travel"]
CLINICS = ["Peak Motion Physical Therapy", "Cornerstone Rehab & Sports", "Ridgeway Orthopedic PT", "Lakeside Outpatient Therapy",
           "Momentum Sports Medicine"]
LABS = ["Allied Reference Laboratories", "Keystone Regional Lab", "Pinecrest University Hospital Core Lab", "Mercy Valley Clinical Lab"]
TECHCOS = ["Brightlane Software", "Quarry Labs", "Tessellate Inc.", "Northbeam Analytics", "Copperleaf Systems", "Harborline Health IT",
           "Fieldnote", "Pivotal Grain", "Orbitware", "Kestrel Logistics Tech", "Tallgrass Insurance Group", "Mosaic Retail Digital"]
CONTRACTORS = ["Midwest Current Electric", "Ironside Mechanical", "Keystone Power & Light Contractors", "Sun Valley Air Services",
               "Delta Pipe & Steel", "Frontier Fabricators", "Redline Freight", "Heartland Carriers", "Columbia Basin Foods",
               "Cascade Box & Carton", "Sentinel Facilities Group", "Gulf Coast Mechanical"]

# Specialty wording as candidates write it. Each list must stay unambiguous for its specialty.
SPEC_WORDS = {
    ("RN", "ICU"): ["Medical ICU", "Surgical ICU", "CVICU", "Cardiac ICU", "Neuro ICU", "Critical Care Unit", "Trauma ICU", "Adult ICU"],
    ("RN", "PCU"): ["Progressive Care Unit", "Step-Down Unit", "Intermediate Care Unit (IMC)", "PCU / Step-Down"],
    ("RN", "MedSurg"): ["Medical-Surgical", "Med/Surg", "4 East Med-Surg", "Adult Medical/Surgical Unit"],
    ("RN", "Tele"): ["Telemetry", "Cardiac Telemetry", "5 North Tele", "Telemetry Unit"],
    ("RN", "ED"): ["Emergency Department", "ER", "Emergency Room", "Level I Trauma ED"],
    ("RN", "UrgentCare"): ["Urgent Care", "Walk-in Urgent Care Clinic"],
    ("RN", "L&D"): ["Labor & Delivery", "L&D", "Labor and Delivery (LDRP)"],
    ("RN", "Postpartum"): ["Mother/Baby", "Postpartum", "Couplet Care (Mother-Baby)"],
    ("RN", "OR"): ["Operating Room", "Perioperative Services - OR", "Main OR"],
    ("RN", "PACU"): ["PACU", "Post-Anesthesia Care Unit"],
    ("RN", "NICU"): ["NICU", "Level III NICU", "Neonatal ICU"],
    ("RN", "Oncology"): ["Inpatient Oncology", "Oncology/Hematology"],
    ("RN", "Psych"): ["Behavioral Health", "Inpatient Psychiatry"],
    ("RN", "Dialysis"): ["Outpatient Dialysis", "Hemodialysis"],
    ("RN", "HomeHealth"): ["Home Health"],
    ("RT", "General"): ["Respiratory Care", "Respiratory Therapy"],
    ("PT", "Outpatient"): ["Outpatient Orthopedics", "Outpatient Ortho/Sports", "Outpatient Physical Therapy"],
    ("PT", "SNF"): ["Skilled Nursing Facility rehab", "Long-term care / SNF"],
    ("RadTech", "CT"): ["CT", "Computed Tomography"],
    ("RadTech", "XRay"): ["Diagnostic Radiography (X-ray)", "General X-ray"],
    ("RadTech", "Mammo"): ["Mammography"],
    ("SurgTech", "General"): ["Surgical Technology"],
    ("MLS", "General"): ["Clinical Laboratory (generalist)", "Core Lab - chemistry/hematology"],
    ("SWE", "BackendJava"): ["Java/Spring Boot backend", "backend services in Java"],
    ("SWE", "BackendGo"): ["Go microservices", "backend services in Go"],
    ("SWE", "BackendPython"): ["Python/Django backend", "backend APIs in Python (FastAPI)"],
    ("SWE", "Frontend"): ["React/TypeScript frontend", "frontend web UI (React)"],
    ("SWE", "Fullstack"): ["full-stack (Node + React)", "full-stack web (Rails + React)"],
    ("SWE", "DataEng"): ["data pipelines (Airflow, Spark, dbt)", "data engineering (Python, Kafka, Snowflake)"],
    ("SWE", "Mobile"): ["iOS (Swift)", "Android (Kotlin)"],
    ("SWE", "Embedded"): ["embedded C firmware"],
    ("Electrician", "Commercial"): ["commercial construction", "commercial tenant finish"],
    ("Electrician", "Industrial"): ["industrial plant electrical", "industrial controls and MCCs"],
    ("Electrician", "Residential"): ["residential wiring", "residential service & remodel"],
    ("HVAC", "HVACCommercial"): ["commercial HVAC (RTUs, chillers)", "commercial refrigeration & HVAC"],
    ("HVAC", "HVACResidential"): ["residential HVAC service", "residential heating & cooling installs"],
    ("Welder", "Pipe"): ["pipe welding (SMAW/GTAW)", "process pipe welding"],
    ("Welder", "Structural"): ["structural steel welding (FCAW)", "structural welding"],
    ("CDL", "General"): ["Class A tractor-trailer", "regional dry van (Class A)"],
    ("Maintenance", "MaintIndustrial"): ["industrial maintenance (manufacturing lines)", "plant maintenance"],
    ("Maintenance", "Facilities"): ["building/facilities maintenance", "facilities engineering (commercial buildings)"],
}

TITLES = {
    "RN": ["Registered Nurse", "Staff RN", "RN", "Staff Nurse", "Travel RN", "Clinical Nurse II"],
    "RT": ["Respiratory Therapist", "Registered Respiratory Therapist", "Staff RT"],
    "PT": ["Physical Therapist", "Staff Physical Therapist", "PT, DPT"],
    "RadTech": ["CT Technologist", "Radiologic Technologist", "Rad Tech"],
    "SurgTech": ["Surgical Technologist", "Certified Surgical Tech", "Scrub Tech"],
    "MLS": ["Medical Laboratory Scientist", "Medical Technologist (MT)", "Clinical Lab Scientist"],
    "SWE": ["Software Engineer", "Senior Software Engineer", "Software Developer", "Engineer II"],
    "Electrician": ["Journeyman Electrician", "Electrician", "Lead Electrician"],
    "HVAC": ["HVAC Service Technician", "HVAC Tech", "HVAC/R Technician"],
    "Welder": ["Welder", "Pipe Welder", "Combo Welder"],
    "CDL": ["CDL-A Driver", "Truck Driver (Class A)", "Regional Driver"],
    "Maintenance": ["Maintenance Technician", "Maintenance Mechanic", "Maintenance Tech II"],
}

# Other professions: (truth profession, title words, specialty word)
OTHER = {
    "RN": [("LPN", "Licensed Practical Nurse (LPN)"), ("CNA", "Certified Nursing Assistant"), ("PCT", "Patient Care Technician"),
           ("LVN", "Licensed Vocational Nurse (LVN)")],
    "ED": [("Paramedic", "Paramedic (NRP)")],
    "RT": [("PSG", "Polysomnographic Technologist (RPSGT)")],
    "PT": [("PTA", "Physical Therapist Assistant (PTA)"), ("OT", "Occupational Therapist")],
    "RadTech": [("Sonographer", "Diagnostic Medical Sonographer (RDMS)")],
    "SurgTech": [("SPD", "Sterile Processing Technician (CRCST)")],
    "MLS": [("MLT", "Medical Laboratory Technician (MLT, ASCP)")],
    "SWE": [("DataAnalyst", "Data Analyst"), ("QA", "QA Test Analyst"), ("DataScientist", "Data Scientist")],
    "Electrician": [("Solar", "Solar PV Installer")],
    "HVAC": [("Appliance", "Appliance Repair Technician")],
    "Welder": [("Machinist", "CNC Machinist")],
    "CDL": [("Courier", "Delivery Driver (non-CDL box van)")],
    "Maintenance": [("Custodian", "Custodian / Building Porter")],
}

UNRELATED_SPEC = {"RN": ["Oncology", "Psych", "Dialysis", "HomeHealth"], "PT": ["SNF"], "RadTech": ["Mammo"],
                  "SWE": ["Mobile", "Embedded"], "Electrician": ["Residential"]}

CERT_WORDS = {
    "BLS": ["BLS", "Basic Life Support (BLS)", "BLS/CPR for Healthcare Providers"],
    "ACLS": ["ACLS", "Advanced Cardiovascular Life Support (ACLS)"],
    "PALS": ["PALS", "Pediatric Advanced Life Support (PALS)"],
    "NRP": ["NRP", "Neonatal Resuscitation Program (NRP)"],
    "TNCC": ["TNCC"], "CCRN": ["CCRN"],
    "RRT": ["RRT (NBRC)", "Registered Respiratory Therapist - NBRC"],
    "CRT": ["CRT (NBRC)"],
    "ARRT-R": ["ARRT R.T.(R)", "ARRT registered - Radiography (R)"],
    "ARRT-CT": ["ARRT (CT)", "ARRT post-primary Computed Tomography (CT)"],
    "CST": ["CST (NBSTSA)", "Certified Surgical Technologist - NBSTSA"],
    "ASCP-MLS": ["MLS(ASCP)", "ASCP Board of Certification - MLS"],
    "EPA608": ["EPA 608 Universal", "EPA Section 608 (Universal)"],
    "AWS-6G": ["AWS 6G pipe certification", "AWS D1.1/ASME IX 6G certified"],
    "AWS-3G": ["AWS 3G/4G structural"],
    "CDL-A": ["Class A CDL", "CDL Class A"],
    "OSHA10": ["OSHA 10"],
}

STATE_NAMES = {"AL": "Alabama", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado", "CT": "Connecticut",
    "DE": "Delaware", "FL": "Florida", "GA": "Georgia", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
    "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota",
    "MS": "Mississippi", "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey",
    "NM": "New Mexico", "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon",
    "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas",
    "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington", "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming",
    "HI": "Hawaii", "AK": "Alaska", "DC": "District of Columbia"}

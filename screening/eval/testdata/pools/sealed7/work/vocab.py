"""Hand-written wording banks for sealed7 resumes."""
STATE_NAME = {"AL":"Alabama","AZ":"Arizona","AR":"Arkansas","CA":"California","CO":"Colorado","DE":"Delaware",
 "FL":"Florida","GA":"Georgia","ID":"Idaho","IL":"Illinois","IN":"Indiana","IA":"Iowa","KS":"Kansas","KY":"Kentucky",
 "LA":"Louisiana","ME":"Maine","MD":"Maryland","MA":"Massachusetts","MI":"Michigan","MN":"Minnesota","MS":"Mississippi",
 "MO":"Missouri","MT":"Montana","NE":"Nebraska","NV":"Nevada","NH":"New Hampshire","NJ":"New Jersey","NM":"New Mexico",
 "NY":"New York","NC":"North Carolina","ND":"North Dakota","OH":"Ohio","OK":"Oklahoma","OR":"Oregon","SC":"South Carolina",
 "SD":"South Dakota","TN":"Tennessee","TX":"Texas","UT":"Utah","VT":"Vermont","VA":"Virginia","WA":"Washington",
 "WV":"West Virginia","WI":"Wisconsin","WY":"Wyoming","HI":"Hawaii","AK":"Alaska","NY":"New York","DC":"District of Columbia"}

UNIT = {
 ("RN","ICU"): ["Medical ICU","Surgical ICU","CVICU","Cardiac ICU","Neuro ICU","Critical Care Unit","Trauma ICU","MICU","Surgical Trauma ICU"],
 ("RN","PCU"): ["Step-Down Unit","Progressive Care Unit","Intermediate Care (IMC)","PCU","Cardiac Step-Down"],
 ("RN","MedSurg"): ["Medical-Surgical","Med/Surg","Adult Med-Surg 4 West","General Surgery floor (Med-Surg)","6 South Medical-Surgical"],
 ("RN","Tele"): ["5 North Tele","Telemetry","Cardiac Telemetry","Tele/Cardiac unit","Remote Telemetry floor 3B"],
 ("RN","ED"): ["Emergency Department","ER","Emergency Room","Level I Trauma ED","Adult & Peds Emergency"],
 ("RN","UrgentCare"): ["Urgent Care","Walk-in Urgent Care Clinic","After-Hours Urgent Care"],
 ("RN","LD"): ["Labor & Delivery","L&D","Labor and Delivery / OB Triage","Birthing Center (L&D)"],
 ("RN","Postpartum"): ["Mother/Baby","Postpartum","Mother-Baby Unit","Couplet Care (Postpartum)"],
 ("RN","OR"): ["Operating Room","Perioperative Services (OR)","Main OR"],
 ("RN","Psych"): ["Inpatient Behavioral Health","Adult Psychiatry Unit"],
 ("RN","Oncology"): ["Inpatient Oncology","Hematology/Oncology floor"],
 ("RT","General"): ["Respiratory Care - adult ICU and floors","Respiratory Therapy Dept.","Cardiopulmonary Services","Respiratory Care (adult/NICU)"],
 ("PT","OutpatientOrtho"): ["Outpatient Orthopedics","Outpatient ortho clinic","Orthopedic & Spine Outpatient"],
 ("PT","SportsMed"): ["Sports Medicine clinic","Sports Physical Therapy","Athletic rehab / sports medicine"],
 ("PT","Acute"): ["Acute care inpatient","Hospital acute care PT"],
 ("PT","SNF"): ["Skilled nursing facility","Long-term care / SNF rehab"],
 ("RadTech","CT"): ["CT","Computed Tomography","CT Imaging","CT scanner (trauma/stroke)"],
 ("RadTech","Radiography"): ["Diagnostic X-ray","General Radiography","X-Ray / Fluoroscopy"],
 ("RadTech","MRI"): ["MRI","Magnetic Resonance Imaging"],
 ("SurgTech","General"): ["Main OR","Surgical Services","Ambulatory Surgery Center","Orthopedic/Spine OR"],
 ("MLS","General"): ["Core Laboratory","Clinical Lab - Chemistry/Hematology","Hospital laboratory","Microbiology & Blood Bank"],
 ("SWE","BackendJava"): ["Java / Spring Boot services","JVM backend (Java 17, Spring)","Java microservices"],
 ("SWE","BackendGo"): ["Go microservices","Golang backend APIs","Go services on Kubernetes"],
 ("SWE","BackendPython"): ["Python/Django backend","Python (FastAPI) services","Backend Python APIs"],
 ("SWE","FrontendReact"): ["React + TypeScript web app","React front end","React/Next.js UI"],
 ("SWE","FrontendVue"): ["Vue.js front end","Vue 3 + Nuxt web app"],
 ("SWE","FrontendAngular"): ["Angular front end","Angular 15 enterprise UI"],
 ("SWE","DataEng"): ["Data pipelines (Spark, Airflow)","Data engineering - Snowflake/dbt/Airflow","Streaming pipelines (Kafka, Beam)"],
 ("Electrician","Commercial"): ["Commercial electrical","Commercial tenant finish-out","Commercial new construction"],
 ("Electrician","Industrial"): ["Industrial electrical (plant)","Industrial/refinery electrical"],
 ("Electrician","Residential"): ["Residential wiring","Residential service & remodel"],
 ("HVAC","Commercial"): ["Commercial HVAC service (RTUs, chillers)","Commercial HVAC/R"],
 ("HVAC","Residential"): ["Residential HVAC install & service","Residential heating/cooling"],
 ("Welder","Structural"): ["Structural steel welding","Structural fab shop (FCAW)"],
 ("Welder","Pipe"): ["Pipe welding (SMAW/TIG)","Pipeline welding"],
 ("CDL","Regional"): ["Regional dry van","Regional reefer, SE lanes"],
 ("CDL","OTR"): ["OTR dry van, 48 states","Over-the-road flatbed"],
 ("CDL","Local"): ["Local P&D","Local delivery routes"],
 ("Maintenance","Industrial"): ["Industrial maintenance (packaging lines)","Plant maintenance - mechanical/electrical"],
 ("Maintenance","Facilities"): ["Facilities maintenance","Building maintenance (apartments)"],
}
TITLE = {
 "RN": ["Registered Nurse","Staff RN","RN","Staff Nurse","Clinical Nurse II","Travel RN"],
 "RT": ["Respiratory Therapist","RRT","Staff Respiratory Therapist"],
 "PT": ["Physical Therapist","Staff PT","DPT, Physical Therapist"],
 "RadTech": ["Radiologic Technologist","CT Technologist","Rad Tech"],
 "SurgTech": ["Surgical Technologist","Surgical Tech","CST - Scrub Tech"],
 "MLS": ["Medical Laboratory Scientist","Medical Technologist (MT)","MLS"],
 "SWE": ["Software Engineer","Senior Software Engineer","Backend Developer","Engineer II"],
 "Electrician": ["Journeyman Electrician","Electrician"],
 "HVAC": ["HVAC Service Technician","HVAC Tech","HVAC/R Technician"],
 "Welder": ["Welder","Structural Welder","Welder/Fitter"],
 "CDL": ["CDL-A Driver","Truck Driver","Company Driver"],
 "Maintenance": ["Maintenance Technician","Maintenance Mechanic","Industrial Maintenance Tech"],
}
SPEC_TITLE = {("RadTech","CT"): "CT Technologist", ("RadTech","Radiography"): "Radiologic Technologist (X-ray)",
 ("RadTech","MRI"): "MRI Technologist", ("SWE","FrontendReact"): "Frontend Engineer", ("SWE","FrontendVue"): "Frontend Developer",
 ("SWE","FrontendAngular"): "UI Developer", ("SWE","DataEng"): "Data Engineer"}
# other professions: (code, display title, unit/setting)
OTHER = {
 "LPN": ("LPN","Licensed Practical Nurse","Med-Surg floor"), "LVN": ("LPN","LVN","Long-term care / skilled nursing"),
 "CNA": ("CNA","Certified Nursing Assistant","ICU"), "PCT": ("PCT","Patient Care Technician","Telemetry unit"),
 "Paramedic": ("Paramedic","Paramedic","911 EMS / Emergency"), "EDtech": ("PCT","ER Tech","Emergency Department"),
 "PTA": ("PTA","Physical Therapist Assistant","Outpatient Orthopedics"), "COTA": ("COTA","Certified Occupational Therapy Assistant","Outpatient hand clinic"),
 "Sono": ("Sonographer","Diagnostic Medical Sonographer","Ultrasound"), "SPD": ("SPT","Sterile Processing Technician","Sterile Processing Dept."),
 "MLT": ("MLT","Medical Laboratory Technician, MLT(ASCP)","Core Laboratory"), "Phleb": ("Phlebotomist","Phlebotomist","Outpatient draw station"),
 "Analyst": ("DataAnalyst","Data Analyst","BI reporting (SQL, Tableau)"), "ITSupport": ("ITSupport","IT Support Specialist","Help desk / desktop support"),
 "Apprentice": ("ElectricianApprentice","Electrical Apprentice (registered)","Commercial electrical"),
 "Appliance": ("ApplianceTech","Appliance Repair Technician","In-home appliance repair"),
 "Machinist": ("Machinist","CNC Machinist","Machine shop"), "Forklift": ("Warehouse","Forklift Operator","Distribution center"),
 "RTstudent": ("PSG","Polysomnographic Technologist","Sleep lab"), "MA": ("MA","Medical Assistant","Family medicine clinic"),
 "Pharm": ("PharmTech","Pharmacy Technician","Retail pharmacy"), "Teacher": ("Teacher","Middle School Science Teacher","Public school"),
 "Acct": ("Accountant","Staff Accountant","Accounts payable / GL"), "Barista": ("Barista","Shift Lead Barista","Coffee shop"),
 "Hyg": ("DentalHygienist","Dental Hygienist","General dentistry"), "Chef": ("Cook","Line Cook","Restaurant kitchen"),
}
CERT_NAMES = {
 "BLS": ["BLS","BLS (AHA)","Basic Life Support","BLS/CPR - American Heart Association"],
 "ACLS": ["ACLS","Advanced Cardiac Life Support","ACLS (AHA)"],
 "PALS": ["PALS","Pediatric Advanced Life Support"],
 "NRP": ["NRP","Neonatal Resuscitation Program (NRP)"],
 "TNCC": ["TNCC","Trauma Nursing Core Course (TNCC)"],
 "CCRN": ["CCRN"], "PCCN": ["PCCN"], "CEN": ["CEN"],
 "RRT": ["RRT (NBRC)","Registered Respiratory Therapist - NBRC","RRT"],
 "CRT": ["CRT (NBRC)","Certified Respiratory Therapist"],
 "ARRT-R": ["ARRT (R)","ARRT Radiography (R)","ARRT-R registered"],
 "ARRT-CT": ["ARRT (CT)","ARRT Computed Tomography (CT)","ARRT CT post-primary"],
 "CST": ["CST (NBSTSA)","Certified Surgical Technologist","CST"],
 "ASCP-MLS": ["MLS(ASCP)","ASCP BOC - Medical Laboratory Scientist","MT(ASCP)"],
 "EPA608": ["EPA 608 Universal","EPA Section 608 - Universal","EPA 608 Type II"],
 "AWS-D1.1": ["AWS D1.1 3G/4G FCAW","AWS D1.1 Structural (3G/4G)","AWS D1.1 certified"],
 "OSHA10": ["OSHA 10-Hour","OSHA 10 Construction","OSHA-10"],
 "OSHA30": ["OSHA 30"], "Hazmat": ["Hazmat endorsement"], "Forklift": ["Forklift certified"],
}
BULLETS = {
 "RN": ["Precepted new graduate nurses","Charge nurse 1-2 shifts per week","Unit practice council member",
        "Patient and family education at discharge","Medication administration and pump/line management",
        "Hand-off reports with SBAR","Epic documentation super-user","Served on the unit falls-prevention committee"],
 "RT": ["Adult ventilator management (Servo-i, PB 980)","ABG draws and analysis","Responded to codes and rapid responses","High-flow and BiPAP initiation"],
 "PT": ["Caseload of 12-14 visits/day","Post-op ACL, rotator cuff, total joint rehab","Manual therapy and dry needling","Home exercise programs in WebPT"],
 "RadTech": ["Trauma, stroke and CTA protocols","Contrast power injection and IV starts","Portable and fluoro exams","Dose monitoring and QA"],
 "SurgTech": ["Scrubbed general, ortho, GYN and robotic cases","Maintained sterile field and counts","Da Vinci Xi setup","Trained new techs on preference cards"],
 "MLS": ["Ran chemistry and hematology analyzers (Roche cobas, Sysmex)","QC and calibration","Blood bank crossmatch","Critical value reporting"],
 "SWE": ["Designed and shipped REST and gRPC APIs","Cut p99 latency by 40%","Owned on-call for payment services","Mentored two junior engineers",
         "Built component library used by 6 teams","Migrated batch jobs to Airflow"],
 "Electrician": ["Bent EMT and rigid conduit","Installed panels and 277/480V lighting","Read blueprints and pulled wire","Troubleshot motor controls"],
 "HVAC": ["Serviced RTUs and split systems","Diagnosed refrigerant leaks and recovered refrigerant","PM contracts for 40+ buildings","VRF startup"],
 "Welder": ["FCAW and SMAW on structural steel","Read weld symbols and shop drawings","Fit-up of beams and columns","Passed UT-inspected welds"],
 "CDL": ["Accident-free miles","ELD / Omnitracs","Dry van and reefer","On-time delivery 99%"],
 "Maintenance": ["PLC troubleshooting (Allen-Bradley)","Pneumatics and hydraulics repair","Preventive maintenance on conveyors","Motor and gearbox replacement"],
}
FIRST = """Amara Beckett Cormac Delphine Ezra Fiona Gideon Harriet Idris Juniper Kasimir Lorena Mateo Niamh Oskar Priya Quentin Rosalind Soren Thalia
Ulises Vesna Wendell Xiomara Yusuf Zinnia Anselm Brigid Cassius Dagny Emeka Farrah Gunnar Hollis Ines Jovan Keziah Lucan Marisol Nevin
Odalys Pascal Rhiannon Silas Tamsin Umberto Valentina Winslow Yara Zoltan Abena Bastian Clio Desmond Elodie Florian Greer Hamish Isolde
Jasper Kalani Leocadia Magnus Noor Orla Percival Rania Stellan Tove Uriah Verity Wilder Ximena Yannick Zuri Alaric Bettina Caspian Dorothea
Evander Fenna Gwendolyn Hartley Ilse Joaquin Kenji Lisbeth Mireille Nikolai Ottilie Pilar Raffi Saoirse Teodor Ulrika Vaughn Wren Ysolde
Zephyr Adaeze Benedikt Coralie Dashiell Elif Fintan Giselle Horatio Imani Jolene Kwame Lavinia Montgomery Nerys Obadiah Philippa Rosario""".split()
LAST = """Abernathy Baptiste Castellanos Dunleavy Eriksen Fairweather Galloway Haverford Iwasaki Jablonski Kowalczyk Lindqvist Marchetti Nakamura
Okonkwo Pemberton Quiroga Rasmussen Szabo Thistlewood Underhill Valderrama Whitcombe Yilmaz Zielinski Achterberg Blackwood Carrington
Delacroix Esposito Fitzgerald Grimaldi Holloway Ibarra Jorgensen Kirkpatrick Lachance Montague Nwachukwu Oyelaran Prendergast Quimby
Rutherford Sandoval Takahashi Umeh Villanueva Wainwright Yoshida Zamora Ashcroft Birkeland Calloway Desrosiers Engstrom Ferreira
Gutierrez Hargreaves Ingram Janssen Kaminski Lockhart Mwangi Northcott Ostrowski Pacheco Radcliffe Stavros Trujillo Uzoma Vanderberg
Winterbottom Xiong Yardley Zubiri Alcott Bergstrom Chaudhry Dimitriou Ellsworth Faulkner Gallagher Halvorsen Inoue Kettering Laurent
Mbeki Novak Orlov Petrakis Rahman Sato Tremblay Varga Whitlock""".split()

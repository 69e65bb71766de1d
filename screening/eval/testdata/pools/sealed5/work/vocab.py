# Hand-written vocabulary for sealed5 resumes.
STATE_NAMES = {"IL":"Illinois","TX":"Texas","GA":"Georgia","AZ":"Arizona","CO":"Colorado","CA":"California","NC":"North Carolina",
  "MA":"Massachusetts","MN":"Minnesota","WA":"Washington","TN":"Tennessee","FL":"Florida","NV":"Nevada","OR":"Oregon","NY":"New York",
  "MI":"Michigan","WI":"Wisconsin","NM":"New Mexico","OK":"Oklahoma","UT":"Utah","VA":"Virginia","MO":"Missouri","NJ":"New Jersey"}
# home metros (zip) used for non-local people
METROS = {"IL":"60611","TX":"77030","GA":"30308","AZ":"85006","CO":"80218","CA":"95817","NC":"28204","MA":"02114","MN":"55415",
  "WA":"98104","TN":"37203","FL":"33606","NV":"89101","OR":"97201","NY":"10001","MI":"48201","WI":"53202","NM":"87102","OK":"73103","UT":"84101"}

SPEC = {  # profession -> specialty -> phrases that name it on a resume
 "Registered Nurse": {
  "ICU": ["Medical ICU","MICU","SICU","CVICU","Cardiac ICU","Critical Care Unit","Neuro ICU","Surgical Intensive Care Unit","Adult ICU"],
  "PCU": ["Step-Down Unit","Progressive Care Unit","PCU","Intermediate Care (Step-Down)","Cardiac Step-Down"],
  "Telemetry": ["Telemetry","5 North Tele","Cardiac Telemetry Unit","Tele unit","Remote Telemetry floor"],
  "Med-Surg": ["Medical-Surgical","Med/Surg","Adult Med-Surg floor","4 West Medical-Surgical","Med Surg"],
  "ED": ["Emergency Department","ER","Level I Trauma Emergency Dept","Emergency Room","Emergency Dept"],
  "Urgent Care": ["Urgent Care clinic","Urgent Care","Walk-in Urgent Care"],
  "L&D": ["Labor & Delivery","L&D","Birthing Center (Labor and Delivery)","Labor and Delivery"],
  "Postpartum": ["Mother/Baby","Postpartum","Couplet Care (Mother-Baby)","Mother-Baby unit"],
  "Psych": ["Behavioral Health","Inpatient Psychiatry","Adult Psych unit"],
  "Oncology": ["Oncology","Hem/Onc unit","Inpatient Oncology"],
  "OR": ["Perioperative Services (OR)","Operating Room","OR circulator"]},
 "Respiratory Therapist": {
  "Adult Acute Care": ["adult critical care","adult ICU and acute care","adult acute care","Adult Critical Care"],
  "Neonatal/Pediatric": ["NICU and pediatrics","Neonatal/Pediatric","NICU"],
  "Sleep Lab": ["sleep lab","Sleep Disorders Center"]},
 "Physical Therapist": {
  "Outpatient Orthopedic": ["outpatient orthopedics","Outpatient Ortho","orthopedic outpatient clinic"],
  "Sports Medicine": ["sports medicine","Sports Rehab"],
  "Acute Care": ["acute care hospital","inpatient acute care"],
  "Pediatrics": ["pediatric outpatient","Pediatrics"]},
 "Radiologic Technologist": {
  "CT": ["CT","Computed Tomography","CT scanning"],
  "Radiography": ["diagnostic radiography","X-ray","general radiography"],
  "MRI": ["MRI","Magnetic Resonance Imaging"],
  "Mammography": ["Mammography"]},
 "Surgical Technologist": {
  "Orthopedic OR": ["orthopedic OR","Ortho/Spine OR","orthopedics and total joints"],
  "General OR": ["general surgery OR","multi-specialty OR","General OR"],
  "CVOR": ["CVOR","cardiovascular OR (open hearts)"],
  "L&D OR": ["L&D C-section suite","OB OR"]},
 "Medical Laboratory Scientist": {
  "Microbiology": ["clinical microbiology","Microbiology","Micro bench"],
  "Molecular": ["molecular diagnostics","Molecular (PCR)"],
  "Blood Bank": ["blood bank / transfusion service","Blood Bank"],
  "Chemistry": ["core lab chemistry","Chemistry/Hematology core lab"]},
 "Software Engineer": {
  "Backend Java": ["Java/Spring Boot backend services","backend in Java (Spring)","Java microservices","JVM backend (Java 17, Spring)"],
  "Backend Go": ["Go (golang) backend services","Go microservices with gRPC","backend in Go"],
  "Backend Python": ["Python/Django APIs","backend Python (FastAPI)","Python backend services (Flask, Celery)"],
  "Frontend": ["React/TypeScript frontend","frontend (React, Redux, CSS)","UI engineering in React"],
  "Full-stack": ["full-stack (React + Node.js)","full stack TypeScript (Next.js, Node)"],
  "Data Engineering": ["data pipelines (Spark, Airflow)","data engineering (dbt, Snowflake, Airflow)","batch/streaming ETL (Kafka, Spark)"],
  "Mobile": ["iOS (Swift)","Android (Kotlin) mobile apps"],
  "Embedded": ["embedded C firmware","embedded firmware (C, RTOS)"]},
 "Electrician": {
  "Commercial Electrical": ["commercial electrical","commercial tenant finish-out","commercial construction electrical"],
  "Industrial Electrical": ["industrial electrical (refinery/plant)","industrial plant electrical"],
  "Residential Electrical": ["residential wiring","residential new construction"]},
 "HVAC Technician": {
  "Commercial HVAC": ["commercial HVAC service","commercial rooftop units and chillers","commercial HVAC/R"],
  "Residential HVAC": ["residential HVAC","residential heat pumps and furnaces"],
  "Duct Installation": ["sheet metal ductwork installation (new construction, install crew)"]},
 "Welder": {
  "Structural": ["structural steel welding","structural welding (FCAW/SMAW)"],
  "Pipe": ["pipe welding (6G)","pipeline welding"],
  "Production": ["production MIG welding","production line welding"]},
 "CDL-A Driver": {
  "Regional": ["regional routes","regional dry van","Southeast regional"],
  "OTR": ["over-the-road (OTR)","OTR long haul","48-state OTR"],
  "Local": ["local P&D","local delivery routes (Class A)"],
  "Tanker": ["tanker/hazmat"]},
 "Maintenance Technician": {
  "Industrial Maintenance": ["industrial maintenance","manufacturing line maintenance","plant maintenance (PLC, hydraulics)"],
  "Facilities Maintenance": ["facilities maintenance","building maintenance"],
  "Fleet Maintenance": ["diesel fleet maintenance","truck fleet shop"]},
}
TITLES = {
 "Registered Nurse": ["Registered Nurse","RN","Staff Nurse","Clinical Nurse II","Travel RN","Charge Nurse"],
 "Respiratory Therapist": ["Respiratory Therapist","Staff Respiratory Therapist","Respiratory Care Practitioner"],
 "Physical Therapist": ["Physical Therapist","PT, DPT","Staff Physical Therapist"],
 "Radiologic Technologist": ["Radiologic Technologist","Rad Tech","Imaging Technologist"],
 "Surgical Technologist": ["Surgical Technologist","Surgical Tech","Scrub Tech"],
 "Medical Laboratory Scientist": ["Medical Laboratory Scientist","Medical Technologist (MT)","Clinical Lab Scientist"],
 "Software Engineer": ["Software Engineer","Senior Software Engineer","Software Developer","Backend Engineer"],
 "Electrician": ["Journeyman Electrician","Electrician","Lead Electrician"],
 "HVAC Technician": ["HVAC Technician","HVAC Service Tech","HVAC/R Technician"],
 "Welder": ["Welder","Welder/Fitter","Combo Welder"],
 "CDL-A Driver": ["CDL-A Driver","Class A Truck Driver","Tractor-Trailer Driver"],
 "Maintenance Technician": ["Maintenance Technician","Maintenance Mechanic","Maintenance Tech II"],
}
# near-miss professions: (profession, specialty, titles, specialty phrases)
OTHER = {
 "Registered Nurse": [("Licensed Practical Nurse","Med-Surg",["LPN","Licensed Practical Nurse"],["long-term care / med-surg","skilled nursing"]),
   ("LVN","Med-Surg",["LVN","Licensed Vocational Nurse"],["sub-acute rehab","med-surg"]),
   ("CNA","Med-Surg",["CNA","Certified Nursing Assistant"],["medical-surgical floor","telemetry floor"]),
   ("Patient Care Technician","ICU",["Patient Care Tech","PCT"],["ICU","critical care"]),
   ("Paramedic","ED",["Paramedic","FF/Paramedic"],["911 ALS ambulance","emergency medical services"]),
   ("Clinical Informatics Analyst","Informatics",["Clinical Informatics Analyst","Epic Analyst"],["Epic ClinDoc build","nursing informatics"])],
 "Respiratory Therapist": [("Polysomnographic Technologist","Sleep",["Sleep Tech (RPSGT)","Polysomnographic Technologist"],["sleep studies"]),
   ("Paramedic","EMS",["Paramedic"],["ALS transport"])],
 "Physical Therapist": [("Physical Therapist Assistant","Outpatient Orthopedic",["PTA","Physical Therapist Assistant"],["outpatient orthopedics"]),
   ("Occupational Therapist","Outpatient",["Occupational Therapist","OTR/L"],["hand therapy"]),
   ("Athletic Trainer","Sports",["Athletic Trainer, ATC"],["high school sports medicine"])],
 "Radiologic Technologist": [("Sonographer","Ultrasound",["Diagnostic Medical Sonographer","RDMS Sonographer"],["general ultrasound"]),
   ("Nuclear Medicine Technologist","Nuclear",["Nuclear Medicine Technologist"],["PET/CT nuclear medicine"])],
 "Surgical Technologist": [("Sterile Processing Technician","SPD",["Sterile Processing Tech","CRCST"],["sterile processing department"]),
   ("Surgical First Assistant","OR",["Surgical First Assistant (CSFA)"],["orthopedic first assisting"])],
 "Medical Laboratory Scientist": [("Medical Laboratory Technician","Microbiology",["MLT","Medical Laboratory Technician"],["microbiology bench"]),
   ("Phlebotomist","Lab",["Phlebotomist","Phlebotomy Tech"],["outpatient draw station"])],
 "Software Engineer": [("Data Analyst","Analytics",["Data Analyst","BI Analyst"],["SQL reporting and Tableau dashboards","Power BI analytics"]),
   ("QA Analyst","Testing",["QA Analyst","Manual QA Tester"],["manual regression testing"]),
   ("Product Manager","Product",["Product Manager"],["B2B SaaS roadmap"])],
 "Electrician": [("Solar Installer","Solar",["Solar Installer","PV Installer"],["rooftop solar PV"]),
   ("Electrician Helper","Helper",["Electrician's Helper"],["pulling wire and hanging fixtures"])],
 "HVAC Technician": [("Plumber","Plumbing",["Plumber","Journeyman Plumber"],["commercial plumbing"]),
   ("Appliance Repair Technician","Appliance",["Appliance Repair Tech"],["in-home appliance repair"])],
 "Welder": [("Machinist","CNC",["CNC Machinist"],["CNC milling"]),("Metal Fabricator","Fab",["Fabricator / Fitter (no cert)"],["sheet metal fabrication"])],
 "CDL-A Driver": [("Delivery Driver","Non-CDL",["Delivery Driver","Route Driver (non-CDL)"],["box truck parcel delivery"]),
   ("Warehouse Associate","Warehouse",["Forklift Operator"],["warehouse forklift operations"])],
 "Maintenance Technician": [("Custodian","Janitorial",["Custodian","Janitor"],["building custodial services"]),
   ("Groundskeeper","Grounds",["Groundskeeper"],["landscape and grounds"])],
}
CERTS = {
 "BLS": ["BLS (AHA)","Basic Life Support (BLS)","BLS for Healthcare Providers","CPR/BLS - American Heart Association"],
 "ACLS": ["ACLS","Advanced Cardiac Life Support (ACLS)"],
 "PALS": ["PALS","Pediatric Advanced Life Support (PALS)"],
 "NRP": ["NRP","Neonatal Resuscitation Program (NRP)"],
 "TNCC": ["TNCC"], "CCRN": ["CCRN"],
 "RRT": ["RRT (NBRC)","Registered Respiratory Therapist (RRT), NBRC"],
 "CRT": ["CRT (NBRC)","Certified Respiratory Therapist"],
 "ARRT(R)": ["ARRT (R)","ARRT Radiography (R)"],
 "ARRT(CT)": ["ARRT (CT)","ARRT post-primary Computed Tomography (CT)"],
 "CST": ["CST (NBSTSA)","Certified Surgical Technologist (CST)"],
 "ASCP MLS": ["MLS(ASCP)","ASCP Board of Certification - Medical Laboratory Scientist"],
 "EPA 608 Universal": ["EPA Section 608 Universal","EPA 608 - Universal certification"],
 "EPA 608 Type II": ["EPA 608 Type II"],
 "AWS D1.1": ["AWS D1.1 structural certification","AWS D1.1 (3G/4G)"],
 "AWS Cert Welder": ["AWS Certified Welder (plate, limited thickness)"],
 "OSHA 30": ["OSHA 30"], "OSHA 10": ["OSHA 10"], "AWS Solutions Architect": ["AWS Certified Solutions Architect - Associate"],
}
PROF_CERTS = {"Registered Nurse":["BLS","ACLS","PALS","NRP","TNCC","CCRN"],"Respiratory Therapist":["RRT","BLS","CRT"],
  "Physical Therapist":["BLS"],"Radiologic Technologist":["ARRT(R)","ARRT(CT)","BLS"],"Surgical Technologist":["CST","BLS"],
  "Medical Laboratory Scientist":["ASCP MLS"],"Software Engineer":["AWS Solutions Architect"],"Electrician":["OSHA 30"],
  "HVAC Technician":["EPA 608 Universal","EPA 608 Type II","OSHA 10"],"Welder":["AWS D1.1","AWS Cert Welder"],"CDL-A Driver":[],"Maintenance Technician":["OSHA 10"]}
LIC_TYPE = {"Registered Nurse":"RN","Respiratory Therapist":"RCP","Physical Therapist":"PT","Electrician":"Journeyman Electrician","CDL-A Driver":"CDL-A"}

FIRST = """Adaeze Bram Calla Desmond Eliska Fenwick Giada Hollis Ingrid Jasper Kaveri Lorcan Marisol Nilufar Osric Perpetua Quillon Rosalind
Soren Tamsin Ulrich Valentina Wrenna Xavi Yelena Zoltan Amara Bastian Cordelia Dashiell Esperanza Florian Greer Henrik Imogen Joaquin
Keziah Leopold Maeve Nikolai Ottilie Paxton Rhiannon Sylvester Thandiwe Umberto Vesna Winslow Ximena Yusuf Zinnia Anselm Briallen Cosimo
Delphine Emrys Fiadh Gunnar Honora Ignatius Jessamy Kasimir Lavinia Marek Noor Orla Priyanka Ravi Saoirse Tobiah Una Viggo Wilhelmina
Yara Zeke Aurelio Bettina Cyrus Dagny Ezinne Fausto Ginevra Hamish Isadora Jovan Kalinda Lysander Mireille Nnamdi Ophelia Piotr Rosalba
Sakura Tiberius Ulla Vaughn Wendeline Yosef Zuzana Ayodele Bronagh Caspian Dervla Eamon Farida Gwilym Hesper Ilse Jarrah Katya Lucius""".split()
LAST = """Abernathy Blackwood Castellanos Dunleavy Eriksen Fairweather Galloway Halvorsen Iglesias Jablonski Kowalczyk Lindqvist Marchetti
Nakashima Okonkwo Pemberton Quintanilla Rasmussen Szymanski Trevino Underhill Valderrama Whitlock Yamamoto Zielinski Ashdown Brannigan
Cordova Delacroix Espinoza Fitzgerald Gustafsson Hargreaves Ilunga Jorgensen Kristiansen Lachance Montgomery Novak Oyelaran Prendergast
Quigley Rutherford Sandoval Thistlewood Umarov Vasquez-Ortiz Wetherby Yilmaz Zamora Achterberg Bellweather Cabrera Drummond Ellingsen
Ferreira Gallagher Holloway Ivanova Jankowski Kettering Lombardi Mwangi Nordstrom Ortega Pacheco Ramanathan Sorensen Tamura Udeh
Vandermeer Whitfield Yoshida Zaragoza Amundsen Birchall Castaneda Duquesne Emberton Farquhar Grimaldi Hathaway Ishikawa Jovanovic""".split()
EMPLOYERS = {
 "health": ["{c} General Hospital","St. Ansgar Medical Center","Mercy Crest Hospital","{c} Regional Medical Center","Valley Meridian Health",
   "Northgate Community Hospital","Sisters of Providence {c}","University Medical Center of {c}","Cedar Hollow Health","Lakeside Methodist Hospital",
   "Brightwater Children's & Women's","Summit Ridge Medical Center","Kindred Oaks Hospital","{c} Veterans Affairs Medical Center",
   "Pinecrest Surgical Hospital","Holy Redeemer Health","Trinity Bay Medical Center"],
 "travel": ["Aurora Travel Nursing","Wayfarer Clinical Staffing","Compass Point Medical Staffing","BlueRoute Health Travelers"],
 "clinic": ["{c} Sports & Spine PT","MotionWorks Physical Therapy","Elevate Rehab","CityCare Urgent Care","QuickMed Urgent Care",
   "Keystone Imaging","{c} Outpatient Imaging Center","Prairie Reference Laboratory","{c} Sleep Center"],
 "tech": ["Quillstack","Parcelwise","Brightlane Analytics","Ferrous Labs","Loomwright","Cobalt Harbor Software","Tallgrass Systems","Nimbleroot",
   "Orchard Ledger","Kestrel Data","Fathom Freight Tech","Skylark Health IT","Ironbark Payments","Meadowlark Games"],
 "trade": ["{c} Mechanical Services","Arcline Electric Co.","Ridgeback Electrical Contractors","Cold Front HVAC","Tri-County Heating & Air",
   "Ironline Fabrication","Keel & Beam Steel","Red Clay Pipeline Services","Blue Ox Transport","Lone Pine Logistics","Horizon Foods Plant",
   "Granite Packaging Co.","{c} Public Schools Facilities","Apex Industrial Services","Highline Freight"],
}
PROF_EMP = {"Registered Nurse":"health","Respiratory Therapist":"health","Physical Therapist":"pt","Radiologic Technologist":"health",
 "Surgical Technologist":"health","Medical Laboratory Scientist":"health","Software Engineer":"tech","Electrician":"electric",
 "HVAC Technician":"hvac","Welder":"weld","CDL-A Driver":"cdl","Maintenance Technician":"maint","Solar Installer":"electric",
 "Electrician Helper":"electric","Plumber":"hvac","Machinist":"weld","Metal Fabricator":"weld","Delivery Driver":"cdl",
 "Warehouse Associate":"cdl","Custodian":"maint","Groundskeeper":"maint","Data Analyst":"tech","QA Analyst":"tech","Product Manager":"tech"}
EMPLOYERS.update({"electric":["Arcline Electric Co.","Ridgeback Electrical Contractors","{c} Power & Wiring","Sunvolt Installers","Kilowatt Brothers Electric"],
 "hvac":["{c} Mechanical Services","Cold Front HVAC","Tri-County Heating & Air","Breezeway Comfort Systems","Pipe & Flame Plumbing"],
 "weld":["Ironline Fabrication","Keel & Beam Steel","Red Clay Pipeline Services","Anvil Point Manufacturing","{c} Steel Works"],
 "cdl":["Blue Ox Transport","Lone Pine Logistics","Highline Freight","Mile Marker Carriers","Parcel Express {c}"],
 "maint":["Horizon Foods Plant","Granite Packaging Co.","{c} Public Schools Facilities","Apex Industrial Services","Riverside Apartments Co."]})
BULLETS = {
 "Registered Nurse": ["Managed care for {n} patients per shift, including admissions and discharges","Titrated vasoactive and sedation drips per protocol",
   "Precepted new graduate nurses","Served as relief charge nurse","Rapid response and code team member","Patient and family education on discharge meds",
   "Cardiac rhythm interpretation and 12-lead ECGs","Epic documentation super-user"],
 "Respiratory Therapist": ["Ventilator management (Servo-u, Hamilton G5)","ABG sampling and analysis","High-flow and BiPAP setup","Code and rapid response team"],
 "Physical Therapist": ["Caseload of {n} patients per day","Post-op ACL and total joint rehab","Manual therapy and dry needling","Home exercise program design"],
 "Radiologic Technologist": ["Trauma and stroke protocols","Contrast power injection and IV starts","Portable imaging in ICU and OR","Patient positioning and dose optimization"],
 "Surgical Technologist": ["Scrubbed {n}+ cases per week","Instrument counts and sterile field setup","Preference card maintenance","Worked with Stryker and Zimmer implant systems"],
 "Medical Laboratory Scientist": ["Culture work-up and identification (MALDI-TOF)","QC and proficiency testing","LIS result verification","Trained new MLS staff"],
 "Software Engineer": ["Cut p99 latency by {n}% on a core API","Owned on-call rotation for {n} services","Led migration to Kubernetes","Mentored junior engineers","Wrote design docs and RFCs"],
 "Electrician": ["Bent EMT and rigid conduit","Panel terminations to 480V","Read blueprints and one-lines","Led a crew of {n} apprentices"],
 "HVAC Technician": ["Diagnosed compressors, controls and refrigerant leaks","PMs on {n} rooftop units a week","BAS troubleshooting","Customer-facing service calls"],
 "Welder": ["FCAW and SMAW in all positions","Fit-up from blueprints","Passed weld tests (bend test)","Field erection on multi-story steel"],
 "CDL-A Driver": ["{n}k accident-free miles","ELD and pre-trip inspections","Dry van and reefer","On-time delivery rate 99%"],
 "Maintenance Technician": ["PLC troubleshooting (Allen-Bradley)","Hydraulics and pneumatics repair","PM program on {n} lines","Conveyor and filler repair"],
}
MONTHS = ["January","February","March","April","May","June","July","August","September","October","November","December"]
STATE_NAMES.update({"AL":"Alabama","AK":"Alaska","AR":"Arkansas","CT":"Connecticut","DE":"Delaware","DC":"District of Columbia","HI":"Hawaii",
 "ID":"Idaho","IN":"Indiana","IA":"Iowa","KS":"Kansas","KY":"Kentucky","LA":"Louisiana","ME":"Maine","MD":"Maryland","MS":"Mississippi",
 "MT":"Montana","NE":"Nebraska","NH":"New Hampshire","ND":"North Dakota","OH":"Ohio","PA":"Pennsylvania","RI":"Rhode Island",
 "SC":"South Carolina","SD":"South Dakota","VT":"Vermont","WV":"West Virginia","WY":"Wyoming","PR":"Puerto Rico"})
EMPLOYERS.update({"pt":["{c} Sports & Spine PT","MotionWorks Physical Therapy","Elevate Rehab","Harbor Lights Orthopedic Clinic","Stride Physical Therapy"],
 "clinic":["CityCare Urgent Care","QuickMed Urgent Care","Keystone Imaging","{c} Outpatient Imaging Center","Prairie Reference Laboratory","{c} Sleep Center","Elevate Rehab"]})

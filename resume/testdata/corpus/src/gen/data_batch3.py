"""Third batch (65 onward): written after the parser had been tuned on the first two batches, to
hold it out again. The resumes vary in ways neither earlier batch covered: professions outside
nursing and software (pharmacy, therapy, teaching, accounting, warehousing, welding, EMS,
imaging, project management, customer service, coding, retail, kitchens), "Employer | Title |
Dates" tables, apostrophe years ("Jan. '19"), "Since 2021", seasons, titles joined to employers
with a comma or " at ", several titles under one employer line, two-column layouts with the
sidebar on the right, wrapped degree lines, "Last, First" names, quoted nicknames, accents, no
phone, extensions, and resumes from the UK, India, the Philippines and Canada."""

from lib import *

R = []

# ------------------------------------------------------------------ 65
R.append(dict(
    id=65, slug="pharmacy_tech_louisville", fmt="pdf", layout="table", family="allied-health",
    notes="'Last, First M.' name in capitals with a hyphenated given name and a credential; work history as a bordered 'Employer | Title | Dates' table with MM/YYYY ranges and a promotion; A.A.S. on its own line under the school; issuer in brackets",
    src="""
# NGUYEN, Thanh-Huong T., CPhT
^ Louisville, KY 40205 · (502) 555-0163 · thanhhuong.nguyen@example.com
## Summary
Certified pharmacy technician with ten years in retail and hospital pharmacy: IV admixture under USP 797, automated dispensing cabinets, controlled-substance counts and technician training.
## Professional Experience
%w 42,36,22
| Employer | Title | Dates |
| Bluegrass Regional Hospital | Lead IV Pharmacy Technician | 09/2020 – Present |
| Bluegrass Regional Hospital | Inpatient Pharmacy Technician | 06/2018 – 08/2020 |
| Cherokee Park Pharmacy | Retail Pharmacy Technician | 03/2016 – 05/2018 |
## Education
Jefferson Community and Technical College
A.A.S., Pharmacy Technology, 2016
## Certifications
- Certified Pharmacy Technician (CPhT) – PTCB – #41877215 – exp. 10/2027
- Kentucky Pharmacy Technician Registration – No. PT-118734
- Compounded Sterile Preparation Technician (CSPT) [PTCB] 2021
- BLS – American Heart Association – exp. 04/2027
## Languages
Vietnamese (native), English (fluent)
""",
    exp=expected(
        name("Thanh-Huong", "Nguyen", "T"), email="thanhhuong.nguyen@example.com", phone="+15025550163",
        city="Louisville", state="KY", zipcode="40205",
        work=[job("Bluegrass Regional Hospital", "Lead IV Pharmacy Technician", "2020-09", None),
              job("Bluegrass Regional Hospital", "Inpatient Pharmacy Technician", "2018-06", "2020-08"),
              job("Cherokee Park Pharmacy", "Retail Pharmacy Technician", "2016-03", "2018-05")],
        education=[edu("Jefferson Community and Technical College", "A.A.S.", "Pharmacy Technology", "2016")],
        certs=[cert("Certified Pharmacy Technician (CPhT)", "PTCB", exp="2027-10", cid="41877215"),
               cert("Kentucky Pharmacy Technician Registration", cid="PT-118734"),
               cert("Compounded Sterile Preparation Technician (CSPT)", "PTCB", issued="2021"),
               cert("BLS", "American Heart Association", exp="2027-04")],
        langs=[lang("Vietnamese", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 66
R.append(dict(
    id=66, slug="physical_therapist_milwaukee", fmt="docx", layout="one-column", family="allied-health",
    notes="quoted nickname between first and last name, three post-nominals; 'Title at Employer', City on one bold line; 'Since 2021'; a single 'Summer 2013' date; licence number with a dash",
    src="""
# Robert "Bobby" Kowalczyk, PT, DPT, OCS
^ Milwaukee, WI 53207 | (414) 555-0171 | bobby.kowalczyk.pt@example.com | linkedin.com/in/bobbykowalczykpt
## Summary
Orthopedic physical therapist with eight years in outpatient sports and post-surgical rehabilitation; ACL, shoulder and spine programs; clinical instructor for DPT students.
## Experience
**Senior Physical Therapist at Lakeshore Orthopedic & Sports Rehab**, Milwaukee, WI
Since 2021
- Caseload of 12–14 patients a day; ACL and rotator-cuff post-op protocols; mentor three new graduates
**Physical Therapist at Menomonee Valley Rehabilitation Hospital**, Wauwatosa, WI
2017 – 2021
- Inpatient and outpatient orthopedic and neuro caseload; led the fall-prevention class
**Rehabilitation Aide at Bay View Physical Therapy**, Milwaukee, WI
Summer 2013
## Education
Marquette University — Doctor of Physical Therapy (DPT) — 2017
University of Wisconsin–Milwaukee — B.S., Kinesiology — 2014
## Licenses & Certifications
Wisconsin Physical Therapist License, #14532-24, exp. 05/31/2027
Orthopaedic Clinical Specialist (OCS) – American Board of Physical Therapy Specialties – 2020
Certified Strength and Conditioning Specialist (CSCS) – NSCA – exp. 12/2026
CPR/AED for Professional Rescuers (American Red Cross), exp. 09/2026
""",
    exp=expected(
        name("Robert", "Kowalczyk"), email="bobby.kowalczyk.pt@example.com", phone="+14145550171",
        linkedin="linkedin.com/in/bobbykowalczykpt", city="Milwaukee", state="WI", zipcode="53207",
        work=[job("Lakeshore Orthopedic & Sports Rehab", "Senior Physical Therapist", "2021", None),
              job("Menomonee Valley Rehabilitation Hospital", "Physical Therapist", "2017", "2021"),
              job("Bay View Physical Therapy", "Rehabilitation Aide", "2013-06", "2013-06")],
        education=[edu("Marquette University", "Doctor of Physical Therapy (DPT)", None, "2017"),
                   edu("University of Wisconsin–Milwaukee", "B.S.", "Kinesiology", "2014")],
        certs=[cert("Wisconsin Physical Therapist License", exp="2027-05-31", cid="14532-24"),
               cert("Orthopaedic Clinical Specialist (OCS)", "American Board of Physical Therapy Specialties", issued="2020"),
               cert("Certified Strength and Conditioning Specialist (CSCS)", "NSCA", exp="2026-12"),
               cert("CPR/AED for Professional Rescuers", "American Red Cross", exp="2026-09")]),
))

# ------------------------------------------------------------------ 67
R.append(dict(
    id=67, slug="radiology_tech_colorado_springs", fmt="pdf", layout="two-column", family="allied-health",
    notes="two-column with the sidebar (contact, registry, languages) on the right and the name in the wide left column; accented surname; apostrophe years ('Jan. '21'); Associate of Applied Science with the field after a comma on its own line; issuer in brackets",
    left_width="60%",
    src="""
@@left
# Marisol Echeverría
Radiologic Technologist (R)(CT)
## Profile
Registered radiologic and CT technologist with seven years in a Level II trauma center and an outpatient imaging network.
## Experience
**CT Technologist**
Front Range Trauma Center, Colorado Springs, CO
Jan. '21 – Present
- Trauma, CTA and perfusion protocols; 40+ scans a shift; trains new CT staff
**Radiologic Technologist**
Pikes Peak Imaging Partners, Colorado Springs, CO
Jun. '18 – Dec. '20
- General radiography, fluoroscopy and portable exams
## Education
Pueblo Community College
Associate of Applied Science, Radiologic Technology
2018
@@right
## Contact
(719) 555-0138
m.echeverria@example.com
Colorado Springs, CO 80909
## Registry
- ARRT Radiography (R), Registry #6123458, exp. 12/2027
- ARRT Computed Tomography (CT) — 2021
- BLS [American Heart Association] — exp. 05/2027
## Languages
Spanish — native
English — fluent
@@end
""",
    exp=expected(
        name("Marisol", "Echeverría"), email="m.echeverria@example.com", phone="+17195550138",
        city="Colorado Springs", state="CO", zipcode="80909",
        work=[job("Front Range Trauma Center", "CT Technologist", "2021-01", None),
              job("Pikes Peak Imaging Partners", "Radiologic Technologist", "2018-06", "2020-12")],
        education=[edu("Pueblo Community College", "Associate of Applied Science", "Radiologic Technology", "2018")],
        certs=[cert("ARRT Radiography (R)", exp="2027-12", cid="6123458"),
               cert("ARRT Computed Tomography (CT)", issued="2021"),
               cert("BLS", "American Heart Association", exp="2027-05")],
        langs=[lang("Spanish", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 68
R.append(dict(
    id=68, slug="teacher_toronto", fmt="doc", layout="one-column", family="education",
    notes="accented given name and surname; Canadian postcode; three titles under one bold employer line, each 'Title, Mon YYYY – ...'; B.Ed. with a field after a comma; 'Reg. No.'; 'valid until'; 'mother tongue'",
    src="""
# Geneviève Côté
^ Toronto, ON M4C 1B5 · 416-555-0183 · genevieve.cote.teach@example.com
## Teaching Profile
Ontario Certified Teacher (Primary/Junior, French as a Second Language) with nine years in English and French-immersion classrooms.
## Teaching Experience
**Danforth Valley District School Board**, Toronto, ON
Grade 4 French Immersion Teacher, Sept 2019 – Present
Long-Term Occasional Teacher, Sept 2017 – June 2019
Occasional Teacher (Supply), Jan 2016 – June 2017
**Les Petits Explorateurs Learning Centre**, Toronto, ON
Early Childhood Educator, 2012 – 2015
## Education
York University — Bachelor of Education (B.Ed.), Primary/Junior — 2016
Université d'Ottawa — B.A., Psychology — 2012
## Qualifications
Certificate of Qualification and Registration — Ontario College of Teachers — Reg. No. 612345
French as a Second Language, Part 1 (AQ) — 2018
Standard First Aid with CPR-C — Canadian Red Cross — valid until 11/2026
## Languages
French (mother tongue), English (fluent), Spanish (basic)
""",
    exp=expected(
        name("Geneviève", "Côté"), email="genevieve.cote.teach@example.com", phone="+14165550183",
        city="Toronto", state="ON", zipcode="M4C 1B5", country="CAN",
        work=[job("Danforth Valley District School Board", "Grade 4 French Immersion Teacher", "2019-09", None),
              job("Danforth Valley District School Board", "Long-Term Occasional Teacher", "2017-09", "2019-06"),
              job("Danforth Valley District School Board", "Occasional Teacher (Supply)", "2016-01", "2017-06"),
              job("Les Petits Explorateurs Learning Centre", "Early Childhood Educator", "2012", "2015")],
        education=[edu("York University", "Bachelor of Education (B.Ed.)", "Primary/Junior", "2016"),
                   edu("Université d'Ottawa", "B.A.", "Psychology", "2012")],
        certs=[cert("Certificate of Qualification and Registration", "Ontario College of Teachers", cid="612345"),
               cert("French as a Second Language, Part 1 (AQ)", issued="2018"),
               cert("Standard First Aid with CPR-C", "Canadian Red Cross", exp="2026-11")],
        langs=[lang("French", "N"), lang("English", "P"), lang("Spanish", "B")]),
))

# ------------------------------------------------------------------ 69
R.append(dict(
    id=69, slug="chartered_accountant_mumbai", fmt="txt", layout="one-column", family="office",
    notes="India; capitals name with middle name; landline with 'ext.' first, mobile second, both +91; 'Title, Employer, City' lines with dates on the next line; B.Com. with only a year; 'Membership No.'; issuer in brackets",
    enc="utf-8", crlf=True,
    src="""ROHAN VIJAY DESHPANDE
Chartered Accountant | ACA
Andheri East, Mumbai 400069, Maharashtra, India
Tel: +91 22 5550 1234 ext. 310  |  Mobile: +91 98200 45117
rohan.deshpande.ca@example.com

PROFILE
Chartered accountant with ten years in statutory audit and manufacturing finance: month-end close, Ind AS reporting, GST and TDS compliance, SAP FI.

PROFESSIONAL EXPERIENCE

Finance Manager, Malabar Hill Textiles Pvt. Ltd., Mumbai
Apr 2021 - Present
  * Month-end close for three entities; Ind AS consolidation; team of five

Senior Accountant, Malabar Hill Textiles Pvt. Ltd., Mumbai
Jul 2018 - Mar 2021
  * GST returns, TDS and vendor reconciliations

Audit Associate, Kapoor Mehta & Co., Pune
Aug 2015 - Jun 2018
  * Statutory and tax audits of manufacturing and retail clients

EDUCATION
University of Mumbai
B.Com., 2012

CERTIFICATIONS
Chartered Accountant (ACA) - Institute of Chartered Accountants of India - Membership No. 154327 - 2015
Certified Public Accountant (US CPA) - Washington State Board of Accountancy - issued 2023
SAP FI Certified Application Associate [SAP] 2019

LANGUAGES
Marathi (native), Hindi (fluent), English (fluent), German (elementary)
""",
    exp=expected(
        name("Rohan", "Deshpande", "Vijay"), email="rohan.deshpande.ca@example.com",
        phone="+912255501234", alt="+919820045117", city="Mumbai", zipcode="400069", country="IND",
        work=[job("Malabar Hill Textiles Pvt. Ltd.", "Finance Manager", "2021-04", None),
              job("Malabar Hill Textiles Pvt. Ltd.", "Senior Accountant", "2018-07", "2021-03"),
              job("Kapoor Mehta & Co.", "Audit Associate", "2015-08", "2018-06")],
        education=[edu("University of Mumbai", "B.Com.", None, "2012")],
        certs=[cert("Chartered Accountant (ACA)", "Institute of Chartered Accountants of India", issued="2015", cid="154327"),
               cert("Certified Public Accountant (US CPA)", "Washington State Board of Accountancy", issued="2023"),
               cert("SAP FI Certified Application Associate", "SAP", issued="2019")],
        langs=[lang("Marathi", "N"), lang("Hindi", "P"), lang("English", "P"), lang("German", "B")]),
))

# ------------------------------------------------------------------ 70
R.append(dict(
    id=70, slug="welder_edmonton", fmt="docx", layout="table", family="trades",
    notes="Canada (Alberta); accented name in capitals; 'willing to relocate within' in the summary; 'Employer | Title | Dates' table with a promotion and a single 'Summer 2011' date; 'Tickets & Certifications' with 'renew'",
    src="""
# RÉMI THIBODEAU
Journeyman Welder — Red Seal (Interprovincial)
^ Edmonton, AB T6E 2K4 · 780-555-0127 · remi.thibodeau.weld@example.com
## Summary
Red Seal welder with eleven years of pressure and structural welding on oil-sands modules, pipelines and shop fabrication; open to camp rotations and willing to relocate within Western Canada.
## Professional Experience
%w 40,38,22
| Employer | Title | Dates |
| Athabasca Module Fabricators Ltd. | Lead Pressure Welder (B-Pressure) | 2019 – Present |
| Athabasca Module Fabricators Ltd. | Journeyman Welder | 2016 – 2019 |
| Leduc Pipeline Constructors | Welder Apprentice | Mar 2012 – Dec 2015 |
| Northern Lights Steel Works | Shop Helper | Summer 2011 |
## Education
Northern Alberta Institute of Technology — Welding Technician Certificate — 2011
## Tickets & Certifications
- Red Seal Welder (Interprovincial) – 2016
- ABSA B-Pressure Welder – #W-88213 – renew 2026
- CWB All-Position SMAW/FCAW Ticket – Canadian Welding Bureau – exp. 06/2027
- H2S Alive – Energy Safety Canada – exp. 01/2027
- Standard First Aid & CPR-C – St. John Ambulance – 2024
## Languages
French – native; English – fluent
""",
    exp=expected(
        name("Rémi", "Thibodeau"), email="remi.thibodeau.weld@example.com", phone="+17805550127",
        city="Edmonton", state="AB", zipcode="T6E 2K4", country="CAN", relocate=True,
        work=[job("Athabasca Module Fabricators Ltd.", "Lead Pressure Welder (B-Pressure)", "2019", None),
              job("Athabasca Module Fabricators Ltd.", "Journeyman Welder", "2016", "2019"),
              job("Leduc Pipeline Constructors", "Welder Apprentice", "2012-03", "2015-12"),
              job("Northern Lights Steel Works", "Shop Helper", "2011-06", "2011-06")],
        education=[edu("Northern Alberta Institute of Technology", "Welding Technician Certificate", None, "2011")],
        certs=[cert("Red Seal Welder (Interprovincial)", issued="2016"),
               cert("ABSA B-Pressure Welder", exp="2026", cid="W-88213"),
               cert("CWB All-Position SMAW/FCAW Ticket", "Canadian Welding Bureau", exp="2027-06"),
               cert("H2S Alive", "Energy Safety Canada", exp="2027-01"),
               cert("Standard First Aid & CPR-C", "St. John Ambulance", issued="2024")],
        langs=[lang("French", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 71
R.append(dict(
    id=71, slug="paramedic_great_falls", fmt="doc", layout="one-column", family="allied-health",
    notes="no phone at all (e-mail only); bold employer line, then title, then 'MM/YYYY – present' on its own line; Associate of Applied Science in ... after the school on its own line; issuer in parentheses then a year",
    src="""
# Dakota J. Whitehorse, NRP
^ Great Falls, MT 59405 · dakota.whitehorse@example.com
## Summary
Nationally registered paramedic with ten years of 911 response in rural Montana, flight experience, field training and critical-care transport.
## EMS Experience
**Cascade County Ambulance Service**, Great Falls, MT
Critical Care Paramedic / Field Training Officer
03/2019 – present
- 911 and interfacility critical-care transports; ventilators, drips and blood products
**Big Sky Air Medical**, Billings, MT
Flight Paramedic
11/2017 – 02/2019
- Rotor-wing scene and interfacility flights across eastern Montana
**Missouri River Fire District**, Great Falls, MT
Firefighter/EMT
2014 – 2017
## Education
Great Falls College Montana State University
Associate of Applied Science in Paramedicine, 2017
## Certifications & Licensure
NRP – National Registry of Emergency Medical Technicians – #P2231457 – exp. 03/31/2027
Montana Paramedic License #MT-P-10334
FP-C (Flight Paramedic Certification) – IBSC – 2018
ACLS, PALS – American Heart Association – exp. 09/2026
PHTLS (NAEMT) – 2024
""",
    exp=expected(
        name("Dakota", "Whitehorse", "J"), email="dakota.whitehorse@example.com", phone=None,
        city="Great Falls", state="MT", zipcode="59405",
        work=[job("Cascade County Ambulance Service", "Critical Care Paramedic / Field Training Officer", "2019-03", None),
              job("Big Sky Air Medical", "Flight Paramedic", "2017-11", "2019-02"),
              job("Missouri River Fire District", "Firefighter/EMT", "2014", "2017")],
        education=[edu("Great Falls College Montana State University", "Associate of Applied Science in Paramedicine",
                       "Paramedicine", "2017")],
        certs=[cert("NRP", "National Registry of Emergency Medical Technicians", exp="2027-03-31", cid="P2231457"),
               cert("Montana Paramedic License", cid="MT-P-10334"),
               cert("FP-C (Flight Paramedic Certification)", "IBSC", issued="2018"),
               cert("ACLS", "American Heart Association", exp="2026-09"),
               cert("PALS", "American Heart Association", exp="2026-09"),
               cert("PHTLS", "NAEMT", issued="2024")]),
))

# ------------------------------------------------------------------ 72
R.append(dict(
    id=72, slug="warehouse_team_leader_birmingham", fmt="txt", layout="one-column", family="trades",
    notes="UK; capitals name with a quoted nickname; +44 landline first, mobile without country code second; employer line, then indented titles with apostrophe-year ranges right of them (a promotion); Level 3 Diploma in ...; 'Licences & Tickets'",
    enc="cp1252", crlf=True,
    src="""DANIEL "DANNY" OKORO
Warehouse Team Leader
Erdington, Birmingham B23 6TH  |  +44 121 496 0734  |  07700 900643
danny.okoro@example.co.uk

PROFILE
Warehouse team leader with nine years in chilled and ambient distribution: night-shift leadership, WMS (Manhattan SCALE), stock accuracy and health and safety.

EMPLOYMENT

Midlands Chilled Distribution Ltd, Castle Bromwich
  Warehouse Team Leader (Nights)            Jan. '20 – Present
    - Lead 24 operatives across goods-in, picking and despatch; 99.7% pick accuracy
  Reach Truck Driver                        Mar. '16 – Dec. '19

Severn Retail Logistics, Redditch
  Warehouse Operative                       2014 – 2016

EDUCATION
Birmingham Metropolitan College - Level 3 Diploma in Warehousing and Storage - 2017

LICENCES & TICKETS
RTITB Reach Truck (D1) licence - issued 03/2023, renewal due 03/2026
IOSH Managing Safely - IOSH - 2021
Emergency First Aid at Work (St John Ambulance), valid until 09/2026
""",
    exp=expected(
        name("Daniel", "Okoro"), email="danny.okoro@example.co.uk", phone="+441214960734", alt="07700 900643",
        city="Birmingham", zipcode="B23 6TH", country="GBR",
        work=[job("Midlands Chilled Distribution Ltd", "Warehouse Team Leader (Nights)", "2020-01", None),
              job("Midlands Chilled Distribution Ltd", "Reach Truck Driver", "2016-03", "2019-12"),
              job("Severn Retail Logistics", "Warehouse Operative", "2014", "2016")],
        education=[edu("Birmingham Metropolitan College", "Level 3 Diploma in Warehousing and Storage",
                       "Warehousing and Storage", "2017")],
        certs=[cert("RTITB Reach Truck (D1) licence", issued="2023-03", exp="2026-03"),
               cert("IOSH Managing Safely", "IOSH", issued="2021"),
               cert("Emergency First Aid at Work", "St John Ambulance", exp="2026-09")]),
))

# ------------------------------------------------------------------ 73
R.append(dict(
    id=73, slug="customer_service_lead_cebu", fmt="pdf", layout="one-column", family="office",
    notes="Philippines; two given names; +63 mobile; one bold employer line with three titles beneath, each 'Title | MM/YYYY – ...'; 'Career Objective'; 'Trainings & Certifications'; languages on one line with dashes",
    src="""
# Kristine Joy Villanueva
^ Lahug, Cebu City 6000, Philippines | +63 917 555 0182 | kj.villanueva@example.com
## Career Objective
Customer support team leader with ten years in voice and chat support for US telecom and e-commerce accounts, seeking an operations supervisor role.
## Employment History
**Visayas Contact Solutions Inc.** — Cebu City
Team Leader, Customer Support | 09/2020 – Present
- Lead 16 agents on a US e-commerce chat account; CSAT 92%, average handle time down 18%
Senior Customer Service Representative | 06/2018 – 08/2020
Customer Service Representative | 03/2016 – 05/2018
**Mactan Telecom Services Corp.** — Lapu-Lapu City
Technical Support Associate | 07/2015 – 02/2016
## Education
University of San Carlos — Bachelor of Science in Business Administration — 2015
## Trainings & Certifications
- Contact Center Services NC II – TESDA – 2015
- COPC Certified Customer Experience Professional (CXP) – COPC Inc. – 2022
## Languages
Cebuano – native; Filipino – fluent; English – fluent
""",
    exp=expected(
        name("Kristine", "Villanueva", "Joy"), email="kj.villanueva@example.com", phone="+639175550182",
        city="Cebu City", zipcode="6000", country="PHL",
        work=[job("Visayas Contact Solutions Inc.", "Team Leader, Customer Support", "2020-09", None),
              job("Visayas Contact Solutions Inc.", "Senior Customer Service Representative", "2018-06", "2020-08"),
              job("Visayas Contact Solutions Inc.", "Customer Service Representative", "2016-03", "2018-05"),
              job("Mactan Telecom Services Corp.", "Technical Support Associate", "2015-07", "2016-02")],
        education=[edu("University of San Carlos", "Bachelor of Science in Business Administration",
                       "Business Administration", "2015")],
        certs=[cert("Contact Center Services NC II", "TESDA", issued="2015"),
               cert("COPC Certified Customer Experience Professional (CXP)", "COPC Inc.", issued="2022")],
        langs=[lang("Cebuano", "N"), lang("Filipino", "P"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 74
R.append(dict(
    id=74, slug="project_manager_columbus", fmt="docx", layout="one-column", family="office",
    notes="'LAST, FIRST M., PMP' in capitals; mobile first, work number with 'ext.' second, each with a parenthesised label; bold 'Employer, Title' lines with the dates after a bar; location on the next line; school inside a university; certification issuer after a comma",
    src="""
# MORRISON, ELIZABETH A., PMP
^ Columbus, OH 43215 | 614-555-0122 (mobile) | 614-555-0190 ext. 2207 (work) | liz.morrison.pm@example.com
## Professional Summary
Project manager with twelve years delivering warehouse-automation, ERP and facilities projects of up to $40M.
## Professional Experience
**Northfield Logistics Group, Senior Project Manager** | 2019 – Present
Columbus, OH
- Portfolio of six distribution-center automation projects ($40M); on time and 4% under budget
**Northfield Logistics Group, Project Manager** | Jan 2016 – Dec 2018
Columbus, OH
- SAP EWM rollout to four sites
**Buckeye Systems Integration LLC, Project Coordinator** | Jun 2012 – Dec 2015
Dublin, OH
## Education
The Ohio State University, Fisher College of Business
Master of Business Administration (MBA), 2016
Ohio University — B.S. in Industrial and Systems Engineering — 2012
## Certifications
Project Management Professional (PMP), Project Management Institute, #1843377, exp. 03/2027
Certified ScrumMaster (CSM) — Scrum Alliance — 2020
Lean Six Sigma Green Belt (ASQ), 2017
""",
    exp=expected(
        name("Elizabeth", "Morrison", "A"), email="liz.morrison.pm@example.com",
        phone="+16145550122", alt="+16145550190", city="Columbus", state="OH", zipcode="43215",
        work=[job("Northfield Logistics Group", "Senior Project Manager", "2019", None),
              job("Northfield Logistics Group", "Project Manager", "2016-01", "2018-12"),
              job("Buckeye Systems Integration LLC", "Project Coordinator", "2012-06", "2015-12")],
        education=[edu("The Ohio State University, Fisher College of Business", "Master of Business Administration (MBA)", None, "2016"),
                   edu("Ohio University", "B.S. in Industrial and Systems Engineering", "Industrial and Systems Engineering", "2012")],
        certs=[cert("Project Management Professional (PMP)", "Project Management Institute", exp="2027-03", cid="1843377"),
               cert("Certified ScrumMaster (CSM)", "Scrum Alliance", issued="2020"),
               cert("Lean Six Sigma Green Belt", "ASQ", issued="2017")]),
))

# ------------------------------------------------------------------ 75
R.append(dict(
    id=75, slug="medical_coder_las_cruces", fmt="doc", layout="one-column", family="office",
    notes="accented surname with middle name and credentials; phone with 'ext.'; 'Title, Employer — City' lines with year ranges on the next line; degree wrapped over two lines ('Bachelor of Science in' / field) above the school; an education entry with only a school and a year; 'ID' before a credential number",
    src="""
# Yolanda Beatriz Quiñones, RHIT, CCS
^ Las Cruces, NM 88011 · 575-555-0116 ext. 4 · yolanda.quinones@example.com
## Summary
Inpatient coding specialist with ten years of ICD-10-CM/PCS and CPT coding, CDI queries and DRG validation for a 400-bed hospital and a remote coding vendor.
## Work History
**Inpatient Coding Specialist II, Mesilla Valley Regional Medical Center** — Las Cruces, NM
2020 – Present
- Inpatient and observation charts; DRG validation; 96% audit accuracy
**Outpatient Coder, Mesilla Valley Regional Medical Center** — Las Cruces, NM
2017 – 2020
**Remote Medical Coder (contract), Sun Corridor Coding Services**
06/2015 – 12/2016
## Education
Bachelor of Science in
Health Information Management
New Mexico State University, 2015
Doña Ana Community College — 2013
## Credentials
Registered Health Information Technician (RHIT), AHIMA, 2015
Certified Coding Specialist (CCS) — AHIMA — exp. 12/31/2026
Certified Professional Coder (CPC) — AAPC — ID 01558823 — renewal 2027
## Languages
English, Spanish (bilingual)
""",
    exp=expected(
        name("Yolanda", "Quiñones", "Beatriz"), email="yolanda.quinones@example.com", phone="+15755550116",
        city="Las Cruces", state="NM", zipcode="88011",
        work=[job("Mesilla Valley Regional Medical Center", "Inpatient Coding Specialist II", "2020", None),
              job("Mesilla Valley Regional Medical Center", "Outpatient Coder", "2017", "2020"),
              job("Sun Corridor Coding Services", "Remote Medical Coder (contract)", "2015-06", "2016-12")],
        education=[edu("New Mexico State University", "Bachelor of Science in Health Information Management",
                       "Health Information Management", "2015"),
                   edu("Doña Ana Community College", None, None, "2013")],
        certs=[cert("Registered Health Information Technician (RHIT)", "AHIMA", issued="2015"),
               cert("Certified Coding Specialist (CCS)", "AHIMA", exp="2026-12-31"),
               cert("Certified Professional Coder (CPC)", "AAPC", exp="2027", cid="01558823")],
        langs=[lang("English"), lang("Spanish", "N")]),
))

# ------------------------------------------------------------------ 76
R.append(dict(
    id=76, slug="reliability_engineer_mississauga", fmt="txt", layout="one-column", family="trades",
    notes="Canada (Ontario written in full); '+1 905' spaced phone; 'willing to relocate within Canada'; 'Title at Employer — City' lines; 'Since 2021' on its own line; MM/YYYY ranges; B.E. with the field after a comma, school on the next line; issuer in brackets",
    enc="utf-8",
    src="""Suresh Kumar Balasubramanian, P.Eng.
Maintenance & Reliability Engineer
Mississauga, Ontario L5B 3C2 | +1 905 555 0173 | suresh.bala@example.com
Willing to relocate within Canada

SUMMARY
Reliability engineer with twelve years in food processing, packaging and pump manufacturing: condition monitoring, RCM, CMMS (SAP PM, Maximo) and shutdown planning.

EXPERIENCE

Reliability Engineer at Credit Valley Food Processing Inc. — Mississauga, ON
Since 2021
- Vibration and thermography program for 400 assets; MTBF up 35%

Maintenance Engineer at Peel Packaging Solutions — Brampton, ON
06/2018 – 08/2020
- Preventive maintenance for 11 thermoforming and cartoning lines

Maintenance Engineer at Coimbatore Pumps & Motors Ltd. — Coimbatore, India
07/2012 – 04/2017

EDUCATION
B.E., Mechanical Engineering
PSG College of Technology — 2012

CERTIFICATIONS
Professional Engineer (P.Eng.) — Professional Engineers Ontario — Licence No. 100512345
Certified Maintenance & Reliability Professional (CMRP) — SMRP — exp 2027
Vibration Analyst Category II [Mobius Institute] 2019
""",
    exp=expected(
        name("Suresh", "Balasubramanian", "Kumar"), email="suresh.bala@example.com", phone="+19055550173",
        city="Mississauga", state="ON", zipcode="L5B 3C2", country="CAN", relocate=True,
        work=[job("Credit Valley Food Processing Inc.", "Reliability Engineer", "2021", None),
              job("Peel Packaging Solutions", "Maintenance Engineer", "2018-06", "2020-08"),
              job("Coimbatore Pumps & Motors Ltd.", "Maintenance Engineer", "2012-07", "2017-04")],
        education=[edu("PSG College of Technology", "B.E.", "Mechanical Engineering", "2012")],
        certs=[cert("Professional Engineer (P.Eng.)", "Professional Engineers Ontario", cid="100512345"),
               cert("Certified Maintenance & Reliability Professional (CMRP)", "SMRP", exp="2027"),
               cert("Vibration Analyst Category II", "Mobius Institute", issued="2019")]),
))

# ------------------------------------------------------------------ 77
R.append(dict(
    id=77, slug="nurse_educator_cleveland", fmt="pdf", layout="two-column", family="nursing",
    notes="two-column with the sidebar (contact, licences) on the right; accented given name, middle initial, credentials; 'Title, Unit — Employer, City' lines; 'Since 2021' and year ranges on the next line; degree-first education lines (MSN, BSN, Associate of Applied Science in ...); state written in full",
    left_width="66%",
    src="""
@@left
# Renée M. Castellanos, MSN, RN, CNE
Clinical Nurse Educator
## Professional Summary
Nurse educator with fourteen years in medical-surgical nursing: new-graduate residency, competency validation and charge nursing on a 36-bed unit.
## Professional Experience
Clinical Nurse Educator, Medical-Surgical Services — Lakeview University Hospital, Cleveland, OH
Since 2021
- Orientation and competency program for 220 medical-surgical nurses; nurse residency coordinator
Charge Nurse, 6 West Medical-Surgical — Lakeview University Hospital, Cleveland, OH
2016 – 2021
Staff Nurse — Cuyahoga Valley Community Hospital, Parma, OH
2012 – 2016
## Education
MSN, Nursing Education — Kent State University, 2020
BSN — Cleveland State University, 2012
Associate of Applied Science in Nursing — Cuyahoga Community College — 2010
@@right
## Contact
Cleveland, Ohio 44106
216-555-0152
renee.castellanos@example.org
## Licensure & Certification
Ohio RN License — RN.412236 — exp. 08/31/2027
Certified Nurse Educator (CNE) — National League for Nursing — 2022
CMSRN — MSNCB — exp. 2026
BLS/ACLS — American Heart Association (AHA) — renew 03/2027
@@end
""",
    exp=expected(
        name("Renée", "Castellanos", "M"), email="renee.castellanos@example.org", phone="+12165550152",
        city="Cleveland", state="OH", zipcode="44106",
        work=[job("Lakeview University Hospital", "Clinical Nurse Educator, Medical-Surgical Services", "2021", None),
              job("Lakeview University Hospital", "Charge Nurse, 6 West Medical-Surgical", "2016", "2021"),
              job("Cuyahoga Valley Community Hospital", "Staff Nurse", "2012", "2016")],
        education=[edu("Kent State University", "MSN", "Nursing Education", "2020"),
                   edu("Cleveland State University", "BSN", None, "2012"),
                   edu("Cuyahoga Community College", "Associate of Applied Science in Nursing", "Nursing", "2010")],
        certs=[cert("Ohio RN License", exp="2027-08-31", cid="RN.412236"),
               cert("Certified Nurse Educator (CNE)", "National League for Nursing", issued="2022"),
               cert("CMSRN", "MSNCB", exp="2026"),
               cert("BLS", "American Heart Association (AHA)", exp="2027-03"),
               cert("ACLS", "American Heart Association (AHA)", exp="2027-03")]),
))

# ------------------------------------------------------------------ 78
R.append(dict(
    id=78, slug="medical_assistant_jackson", fmt="docx", layout="two-column", family="allied-health",
    notes="two-column with the sidebar (contact, certifications, skills) on the right; credential in parentheses after the name; bold 'Employer — Title' lines with the dates on the next line, a promotion; apostrophe years; degree and field on separate lines under the school",
    left_width="64%",
    src="""
@@left
# Destiny L. Washington, CMA (AAMA)
Certified Medical Assistant
## Profile
Certified medical assistant with eight years in family medicine and pediatrics: rooming, vitals, injections, EHR work and prior authorizations.
## Work Experience
**Magnolia Family Medicine — Lead Medical Assistant**
Apr 2022 – Present
- Supervise six medical assistants; built the vaccine inventory log
**Magnolia Family Medicine — Medical Assistant**
Aug 2019 – Mar 2022
**Little Oaks Pediatrics — Medical Assistant / Front Desk**
Jan. '17 – Jul. '19
## Education
Hinds Community College
Associate of Applied Science
Medical Assisting Technology, 2017
@@right
## Contact
Jackson, MS 39211
601-555-0149
destiny.washington@example.com
## Certifications
CMA (AAMA) – American Association of Medical Assistants – exp. 01/2028
BLS for Healthcare Providers (AHA) exp. 10/2026
Phlebotomy Technician (CPT) - NHA - 2018
## Skills
- Venipuncture and EKG
- athenahealth, eClinicalWorks
@@end
""",
    exp=expected(
        name("Destiny", "Washington", "L"), email="destiny.washington@example.com", phone="+16015550149",
        city="Jackson", state="MS", zipcode="39211",
        work=[job("Magnolia Family Medicine", "Lead Medical Assistant", "2022-04", None),
              job("Magnolia Family Medicine", "Medical Assistant", "2019-08", "2022-03"),
              job("Little Oaks Pediatrics", "Medical Assistant / Front Desk", "2017-01", "2019-07")],
        education=[edu("Hinds Community College", "Associate of Applied Science", "Medical Assisting Technology", "2017")],
        certs=[cert("CMA (AAMA)", "American Association of Medical Assistants", exp="2028-01"),
               cert("BLS for Healthcare Providers", "AHA", exp="2026-10"),
               cert("Phlebotomy Technician (CPT)", "NHA", issued="2018")]),
))

# ------------------------------------------------------------------ 79
R.append(dict(
    id=79, slug="retail_store_manager_knoxville", fmt="txt", layout="one-column", family="office",
    notes="suffix 'III'; labelled 'Phone:' and 'Email:'; headings ending in a colon in mixed case; employer line then 'Title, dates' lines (two employers, two titles each); seasons in ranges; degree and year on lines of their own; institution with a comma in its name",
    enc="utf-16",
    src="""Marcus T. Greene III
Retail Store Manager
Knoxville, TN 37919
Phone: (865) 555-0128
Email: marcus.greene3@example.com

Career Summary:
Store manager with eleven years in big-box and specialty retail: P&L for $14M stores, hiring and training teams of 40, shrink and inventory control.

Career History:

Tennessee Valley Outfitters, Knoxville, TN
Store Manager, 2019 – Present
Assistant Store Manager, 2016 – 2019

Smoky Mountain Home & Garden, Maryville, TN
Department Supervisor, Summer 2014 – 2016
Sales Associate, 2012 – Summer 2014

Education:
University of Tennessee, Knoxville
Bachelor of Science in Business Administration
2012

Certifications:
NRF RISE Up Retail Industry Fundamentals - National Retail Federation - 2018
Loss Prevention Qualified (LPQ) - Loss Prevention Foundation - 2020
""",
    exp=expected(
        name("Marcus", "Greene", "T"), email="marcus.greene3@example.com", phone="+18655550128",
        city="Knoxville", state="TN", zipcode="37919",
        work=[job("Tennessee Valley Outfitters", "Store Manager", "2019", None),
              job("Tennessee Valley Outfitters", "Assistant Store Manager", "2016", "2019"),
              job("Smoky Mountain Home & Garden", "Department Supervisor", "2014-06", "2016"),
              job("Smoky Mountain Home & Garden", "Sales Associate", "2012", "2014-06")],
        education=[edu("University of Tennessee, Knoxville", "Bachelor of Science in Business Administration",
                       "Business Administration", "2012")],
        certs=[cert("NRF RISE Up Retail Industry Fundamentals", "National Retail Federation", issued="2018"),
               cert("Loss Prevention Qualified (LPQ)", "Loss Prevention Foundation", issued="2020")]),
))

# ------------------------------------------------------------------ 80
R.append(dict(
    id=80, slug="sous_chef_new_orleans", fmt="doc", layout="one-column", family="hospitality",
    notes="hyphenated Korean given name; 'Title at Employer, City, ST (dates)' on one line with apostrophe years in parentheses; 'Kitchen Experience'; A.A.S. with the field after a comma; issuer in parentheses before an expiry",
    src="""
# Jae-won Park
^ New Orleans, LA 70115 · (504) 555-0131 · jaewon.park.chef@example.com
## Profile
Sous chef with twelve years in Creole and contemporary kitchens: menu costing, brigade leadership, whole-animal butchery and catering for 400.
## Kitchen Experience
Sous Chef at Magazine Street Bistro, New Orleans, LA (Jan. '19 – Present)
- Run a 14-cook brigade for 220 covers a night; food cost down from 34% to 29%
Chef de Partie at The Pontalba Room, New Orleans, LA (Mar. '16 – Dec. '18)
- Sauce and fish stations; trained 6 line cooks
Line Cook at Bayou Smokehouse & Grill, Metairie, LA (May '13 – Feb. '16)
## Education
Delgado Community College — A.A.S., Culinary Arts — 2013
## Certifications
ServSafe Manager Certification (National Restaurant Association) – exp. 07/2027
Certified Sous Chef (CSC), American Culinary Federation, 2021
Allergen Awareness – ServSafe – 2024
## Languages
Korean (native), English (fluent), Spanish (basic)
""",
    exp=expected(
        name("Jae-won", "Park"), email="jaewon.park.chef@example.com", phone="+15045550131",
        city="New Orleans", state="LA", zipcode="70115",
        work=[job("Magazine Street Bistro", "Sous Chef", "2019-01", None),
              job("The Pontalba Room", "Chef de Partie", "2016-03", "2018-12"),
              job("Bayou Smokehouse & Grill", "Line Cook", "2013-05", "2016-02")],
        education=[edu("Delgado Community College", "A.A.S.", "Culinary Arts", "2013")],
        certs=[cert("ServSafe Manager Certification", "National Restaurant Association", exp="2027-07"),
               cert("Certified Sous Chef (CSC)", "American Culinary Federation", issued="2021"),
               cert("Allergen Awareness", "ServSafe", issued="2024")],
        langs=[lang("Korean", "N"), lang("English", "P"), lang("Spanish", "B")]),
))

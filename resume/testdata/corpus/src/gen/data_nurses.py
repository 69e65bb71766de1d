from lib import *

R = []

# ------------------------------------------------------------------ 01
R.append(dict(
    id=1, slug="icu_rn_chicago", fmt="pdf", layout="two-column", family="nursing",
    notes="sidebar with contact/skills/languages; credentials after name; two certs on one line",
    src="""
@@left
## CONTACT
(312) 555-0147
anna.kowalski.rn@example.com
linkedin.com/in/annakowalskirn
Chicago, IL 60614
## CLINICAL SKILLS
- CRRT / Prismaflex
- Impella and IABP management
- Titration of vasoactive drips
- Targeted temperature management
- Epic, Pyxis, Alaris pumps
## LANGUAGES
Polish – native
Spanish – conversational
@@right
# Anna M. Kowalski, BSN, RN, CCRN
Critical care nurse with seven years of bedside experience in a 32-bed medical/surgical ICU at a Level I trauma center. Preceptor and charge nurse; super-user for the Epic ICU flowsheets.
## Professional Experience
**Critical Care Registered Nurse**
Lakeshore University Hospital, Chicago, IL
Jun 2019 – Present
- Care for 1–2 critically ill adults per shift: septic shock, ARDS, post-cardiac-arrest, multi-organ failure
- Charge nurse 1–2 shifts per week for 32 beds and 18 staff
- Precepted 11 new graduate nurses through the ICU residency program
**Telemetry Registered Nurse**
Mercy West Community Hospital, Oak Park, IL
Aug 2016 – May 2019
- 5-patient assignments on a 36-bed cardiac telemetry unit
- Rhythm interpretation, post-cath care, heparin and amiodarone drips
## Education
**Loyola University Chicago**
Bachelor of Science in Nursing, May 2016
## Licenses & Certifications
- Illinois Registered Nurse License #041.412387
- CCRN (Adult), American Association of Critical-Care Nurses, exp. 01/2028
- ACLS, BLS – American Heart Association – exp. 08/2027
@@end
""",
    exp=expected(
        name("Anna", "Kowalski", "M"), email="anna.kowalski.rn@example.com",
        phone="+13125550147", linkedin="linkedin.com/in/annakowalskirn",
        city="Chicago", state="IL", zipcode="60614",
        work=[job("Lakeshore University Hospital", "Critical Care Registered Nurse", "2019-06", None),
              job("Mercy West Community Hospital", "Telemetry Registered Nurse", "2016-08", "2019-05")],
        education=[edu("Loyola University Chicago", "Bachelor of Science in Nursing", "Nursing", "2016-05")],
        certs=[cert("Illinois Registered Nurse License", cid="041.412387"),
               cert("CCRN (Adult)", "American Association of Critical-Care Nurses", exp="2028-01"),
               cert("ACLS", "American Heart Association", exp="2027-08"),
               cert("BLS", "American Heart Association", exp="2027-08")],
        langs=[lang("Polish", "N"), lang("Spanish", "C")]),
))

# ------------------------------------------------------------------ 02
R.append(dict(
    id=2, slug="ed_rn_houston", fmt="docx", layout="one-column", family="nursing",
    notes="'Work History' heading; employer line first then title; en-dash ranges with 'Current'; compact licence with number and expiry",
    src="""
# DANIEL ALEJANDRO REYES
^ Houston, Texas 77008 | 713.555.0182 | dreyes.ern@example.com | https://www.linkedin.com/in/daniel-reyes-ern/
## Summary
Emergency department RN (Level I and II trauma) with 6+ years of experience in high-volume EDs seeing 250+ patients a day. TNCC and CEN certified.
## Work History
**Memorial Bayou Medical Center** — Houston, TX
*Emergency Department Registered Nurse* | January 2021 – Current
- Level I trauma center, 78-bed ED; trauma bay, resuscitation and triage (ESI)
- Stroke and STEMI alert first responder; rapid sequence intubation assist
- Relief charge nurse since 2023
**Gulf Coast Regional Hospital** — Pasadena, TX
*Staff Nurse, Emergency Room* | June 2018 – December 2020
- 42-bed ED; triage, fast track and pediatric rooms
- Member of the sepsis bundle compliance committee
**Gulf Coast Regional Hospital** — Pasadena, TX
*Patient Care Technician* | March 2016 – May 2018
- EKGs, phlebotomy, splinting, vital signs while completing nursing school
## Education
**University of Houston** — Associate Degree in Nursing (ADN), 2018
**University of Texas Medical Branch** — RN to BSN, 2022
## Licenses and Certifications
- Multistate (Compact) RN License – Texas Board of Nursing – #912345 – exp 05/2027
- CEN – Board of Certification for Emergency Nursing – exp. 10/2028
- TNCC – Emergency Nurses Association – exp 03/2027
- ACLS / PALS / BLS – American Heart Association – exp. 08/2027
## Languages
English – native; Spanish – fluent (medical interpreter certified)
""",
    exp=expected(
        name("Daniel", "Reyes", "Alejandro"), email="dreyes.ern@example.com",
        phone="+17135550182", linkedin="https://www.linkedin.com/in/daniel-reyes-ern/",
        city="Houston", state="TX", zipcode="77008",
        work=[job("Memorial Bayou Medical Center", "Emergency Department Registered Nurse", "2021-01", None),
              job("Gulf Coast Regional Hospital", "Staff Nurse, Emergency Room", "2018-06", "2020-12"),
              job("Gulf Coast Regional Hospital", "Patient Care Technician", "2016-03", "2018-05")],
        education=[edu("University of Houston", "Associate Degree in Nursing (ADN)", "Nursing", "2018"),
                   edu("University of Texas Medical Branch", "RN to BSN", None, "2022")],
        certs=[cert("Multistate (Compact) RN License", "Texas Board of Nursing", exp="2027-05", cid="912345"),
               cert("CEN", "Board of Certification for Emergency Nursing", exp="2028-10"),
               cert("TNCC", "Emergency Nurses Association", exp="2027-03"),
               cert("ACLS", "American Heart Association", exp="2027-08"),
               cert("PALS", "American Heart Association", exp="2027-08"),
               cert("BLS", "American Heart Association", exp="2027-08")],
        langs=[lang("English", "N"), lang("Spanish", "P")]),
))

# ------------------------------------------------------------------ 03
R.append(dict(
    id=3, slug="ld_rn_phoenix", fmt="doc", layout="one-column", family="nursing",
    notes="'RESUME' title line before the name; MM/YYYY dates with 'to'; no summary; certifications without dates",
    src="""
^ RESUME
# Keisha Lorraine Hampton, RN
^ 2140 W. Camelback Rd, Apt 12 • Phoenix, AZ 85015
^ Cell: 602-555-0119 • keisha.hampton@example.org
## PROFESSIONAL EXPERIENCE
**Labor & Delivery Registered Nurse**, Desert Sun Women's Hospital, Phoenix, AZ
04/2020 to Present
- LDRP nurse on a 24-bed unit with 4,500 deliveries per year
- Circulate for scheduled and emergent cesarean sections; recover post-op mothers in PACU
- Manage Pitocin and magnesium sulfate infusions; continuous EFM interpretation (AWHONN)
- Member of the obstetric hemorrhage rapid response team
**Mother-Baby Registered Nurse**, Valley Presbyterian Medical Center, Mesa, AZ
09/2017 to 02/2020
- Couplet care for up to 4 mother-baby dyads; breastfeeding support, newborn assessments
- Discharge teaching in English and Spanish with interpreter support
## EDUCATION
Grand Canyon University, Phoenix, AZ
Bachelor of Science in Nursing – graduated 05/2017
## CERTIFICATIONS
- Inpatient Obstetric Nursing (RNC-OB) – National Certification Corporation
- Electronic Fetal Monitoring (C-EFM) – National Certification Corporation
- NRP – American Academy of Pediatrics
- BLS – American Heart Association
## SKILLS
Epic Stork • Cerner • Fetal monitoring • Neonatal resuscitation • Cesarean circulating • Postpartum hemorrhage protocols
""",
    exp=expected(
        name("Keisha", "Hampton", "Lorraine"), email="keisha.hampton@example.org",
        phone="+16025550119", city="Phoenix", state="AZ", zipcode="85015",
        work=[job("Desert Sun Women's Hospital", "Labor & Delivery Registered Nurse", "2020-04", None),
              job("Valley Presbyterian Medical Center", "Mother-Baby Registered Nurse", "2017-09", "2020-02")],
        education=[edu("Grand Canyon University", "Bachelor of Science in Nursing", "Nursing", "2017-05")],
        certs=[cert("Inpatient Obstetric Nursing (RNC-OB)", "National Certification Corporation"),
               cert("Electronic Fetal Monitoring (C-EFM)", "National Certification Corporation"),
               cert("NRP", "American Academy of Pediatrics"),
               cert("BLS", "American Heart Association")]),
))

# ------------------------------------------------------------------ 04
R.append(dict(
    id=4, slug="medsurg_newgrad_rn_columbus", fmt="txt", layout="one-column", family="nursing",
    notes="UTF-8 plain text; new graduate; clinical rotations listed separately from employment; 'Spring'/'Fall' terms",
    enc="utf-8",
    src="""JORDAN T. BAKER, BSN, RN
Columbus, OH 43210
(614) 555-0163
jordan.baker.bsn@example.com

OBJECTIVE
New graduate registered nurse seeking a Med-Surg nurse residency position. Open to relocation within Ohio and Indiana.

EDUCATION
The Ohio State University College of Nursing - Columbus, OH
Bachelor of Science in Nursing, Spring 2026
GPA 3.7, Dean's List (6 semesters)

CLINICAL ROTATIONS
Medical-Surgical (capstone, 180 hrs) - Scioto Riverside Hospital - Spring 2026
Critical Care - Olentangy Valley Medical Center - Fall 2025
Pediatrics - Buckeye Children's Hospital - Spring 2025
Obstetrics - Alum Creek Hospital - Fall 2024

EMPLOYMENT
Patient Care Associate, Scioto Riverside Hospital, Columbus, OH
Summer 2024 - Present
 * Vital signs, I&Os, ambulation and bathing for 10-12 patients on a 30-bed surgical floor
 * Blood glucose checks and 12-lead EKGs

Server, Buckeye Grill House, Columbus, OH
2020 - 2024
 * Part-time while in school; trained new staff

LICENSE
Registered Nurse, Ohio Board of Nursing, License No. RN.654321, issued 07/2026, expires 10/31/2027

CERTIFICATIONS
BLS for Healthcare Providers (American Heart Association), expires 06/2028
ACLS (American Heart Association), expires 06/2028
""",
    exp=expected(
        name("Jordan", "Baker", "T"), email="jordan.baker.bsn@example.com", phone="+16145550163",
        city="Columbus", state="OH", zipcode="43210", relocate=True,
        work=[job("Scioto Riverside Hospital", "Patient Care Associate", "2024-06", None),
              job("Buckeye Grill House", "Server", "2020", "2024")],
        education=[edu("The Ohio State University College of Nursing", "Bachelor of Science in Nursing", "Nursing", "2026-03")],
        certs=[cert("Registered Nurse", "Ohio Board of Nursing", issued="2026-07", exp="2027-10-31", cid="RN.654321"),
               cert("BLS for Healthcare Providers", "American Heart Association", exp="2028-06"),
               cert("ACLS", "American Heart Association", exp="2028-06")]),
))

# ------------------------------------------------------------------ 05
R.append(dict(
    id=5, slug="tele_rn_manila", fmt="pdf", layout="one-column", family="nursing",
    notes="'Curriculum Vitae' title first; Philippines +63 mobile; NCLEX/visa screen; native Tagalog; willing to relocate",
    src="""
^ CURRICULUM VITAE
# Maricel D. Villanueva
^ Quezon City, Metro Manila, Philippines
^ Mobile: +63 917 555 0128 | Email: maricel.villanueva@example.com
^ Willing to relocate to the United States (VisaScreen and NCLEX-RN completed)
## Career Objective
Telemetry and cardiac step-down nurse with 8 years of hospital experience seeking a permanent RN position with visa sponsorship.
## Work Experience
**Staff Nurse – Cardiac Telemetry Unit**
St. Lucas Heart Institute, Quezon City
March 2020 – Present
- Continuous cardiac monitoring of 6–8 patients; arrhythmia recognition and ACLS response
- Post-PCI and post-pacemaker care; sheath removal under supervision
**Staff Nurse – Medical Ward**
Manila Doctors' General Hospital, Manila
June 2017 – February 2020
- 10–12 patient assignments on a 40-bed medical ward
**Company Nurse**
Pacific Semiconductor Philippines Inc., Laguna
July 2016 – April 2017
## Education
**Bachelor of Science in Nursing**
University of Santo Tomas, Manila
Graduated: April 2016
## Licenses and Certifications
- Philippine Nurse License (PRC) – Professional Regulation Commission – License No. 0712345
- NCLEX-RN – passed 11/2024 – New York State Education Department
- CGFNS VisaScreen Certificate – issued 03/2025 – exp. 03/2030
- BLS and ACLS – Philippine Heart Association – exp. 12/2027
## Languages
Tagalog (native), English (professional working proficiency), Cebuano (basic)
""",
    exp=expected(
        name("Maricel", "Villanueva", "D"), email="maricel.villanueva@example.com",
        phone="+639175550128", city="Quezon City", country="PHL", relocate=True,
        work=[job("St. Lucas Heart Institute", "Staff Nurse – Cardiac Telemetry Unit", "2020-03", None),
              job("Manila Doctors' General Hospital", "Staff Nurse – Medical Ward", "2017-06", "2020-02"),
              job("Pacific Semiconductor Philippines Inc.", "Company Nurse", "2016-07", "2017-04")],
        education=[edu("University of Santo Tomas", "Bachelor of Science in Nursing", "Nursing", "2016-04")],
        certs=[cert("Philippine Nurse License (PRC)", "Professional Regulation Commission", cid="0712345"),
               cert("NCLEX-RN", "New York State Education Department", issued="2024-11"),
               cert("CGFNS VisaScreen Certificate", issued="2025-03", exp="2030-03"),
               cert("BLS", "Philippine Heart Association", exp="2027-12"),
               cert("ACLS", "Philippine Heart Association", exp="2027-12")],
        langs=[lang("Tagalog", "N"), lang("English", "P"), lang("Cebuano", "B")]),
))

# ------------------------------------------------------------------ 06
R.append(dict(
    id=6, slug="pcu_rn_charlotte", fmt="docx", layout="two-column", family="nursing",
    notes="two-column: right column holds contact, certifications and education; dates '2019-03' ISO-month style with em dash",
    src="""
@@left
# Tamara J. Whitfield-Ozturk
Progressive Care (PCU) Registered Nurse
## Relevant Experience
**Progressive Care Unit RN** · Carolina Piedmont Medical Center
2021-09 — Present
- 28-bed PCU: cardiac, post-surgical and respiratory step-down patients, 3–4 patient ratio
- BiPAP, titratable cardiac drips (diltiazem, nitroglycerin), chest tubes
- Unit practice council co-chair
**Med-Surg RN** · Novant-Queens Community Hospital
2019-03 — 2021-06
- 6-patient assignments; orthopedic and general surgery
*Employment break Jul 2021 – Aug 2021: relocation*
**Certified Nursing Assistant** · Brightwater Senior Living
2016-05 — 2019-02
@@right
## Contact
704-555-0156
tamara.wo@example.com
Charlotte, NC 28205
## Education
**BSN**, Queens University of Charlotte, 2018
## Credentials
- RN – North Carolina Board of Nursing – License 287654 – expires 2027-09-30
- PCCN – AACN – exp. 2028-06
- BLS, ACLS – AHA
## Core Competencies
Telemetry · Cardiac drips · Stroke care · NIHSS · Epic
@@end
""",
    exp=expected(
        name("Tamara", "Whitfield-Ozturk", "J"), email="tamara.wo@example.com", phone="+17045550156",
        city="Charlotte", state="NC", zipcode="28205",
        work=[job("Carolina Piedmont Medical Center", "Progressive Care Unit RN", "2021-09", None),
              job("Novant-Queens Community Hospital", "Med-Surg RN", "2019-03", "2021-06"),
              job("Brightwater Senior Living", "Certified Nursing Assistant", "2016-05", "2019-02")],
        education=[edu("Queens University of Charlotte", "BSN", None, "2018")],
        certs=[cert("RN", "North Carolina Board of Nursing", exp="2027-09-30", cid="287654"),
               cert("PCCN", "AACN", exp="2028-06"),
               cert("BLS", "AHA"), cert("ACLS", "AHA")]),
))

# ------------------------------------------------------------------ 07
R.append(dict(
    id=7, slug="or_rn_denver", fmt="doc", layout="table", family="nursing",
    notes="contact details in a 2-cell table; skills in a 3-column table; 'Mar.'/'Sept' abbreviations; 3-month gap",
    src="""
# Gregory Paul Lindqvist Jr., BSN, RN, CNOR
~| 1650 Grant St, Denver, CO 80203 | greg.lindqvist@example.com
~| Phone: 303 555 0171 | Open to relocation: Mountain West
## Experience
**Perioperative Registered Nurse (Circulator)** — Front Range University Hospital, Aurora, CO
Sept 2020 – Present
- Circulate and scrub in orthopedics, neurosurgery, cardiothoracic and robotic (da Vinci Xi) cases
- Charge nurse for the 22-room main OR on weekends
**Operating Room Nurse** — St. Brendan Surgical Center, Lakewood, CO
Mar. 2017 – Apr. 2020
- Ambulatory surgery center: ENT, GI, plastics and ophthalmology
## Education
**Regis University** — Bachelor of Science in Nursing, Dec. 2016
## Certifications
- CNOR – Competency & Credentialing Institute – exp. 07/2029
- Colorado RN License – #RN.1234567
- BLS & ACLS – American Heart Association – exp. 02/2027
## Technical Skills
| Da Vinci Xi robotic circulating | Surgical counts and specimen handling | Positioning and pressure injury prevention |
| Malignant hyperthermia protocol | Epic OpTime | Sterile processing coordination |
""",
    exp=expected(
        name("Gregory", "Lindqvist", "Paul"), email="greg.lindqvist@example.com", phone="+13035550171",
        city="Denver", state="CO", zipcode="80203", relocate=True,
        work=[job("Front Range University Hospital", "Perioperative Registered Nurse (Circulator)", "2020-09", None),
              job("St. Brendan Surgical Center", "Operating Room Nurse", "2017-03", "2020-04")],
        education=[edu("Regis University", "Bachelor of Science in Nursing", "Nursing", "2016-12")],
        certs=[cert("CNOR", "Competency & Credentialing Institute", exp="2029-07"),
               cert("Colorado RN License", cid="RN.1234567"),
               cert("BLS", "American Heart Association", exp="2027-02"),
               cert("ACLS", "American Heart Association", exp="2027-02")]),
))

# ------------------------------------------------------------------ 08
R.append(dict(
    id=8, slug="nicu_rn_seattle", fmt="txt", layout="one-column", family="nursing",
    notes="Windows-1252 with CRLF; accented name; en/em dashes in cp1252; dates 'M/YY' (3/19 = March 2019)",
    enc="cp1252", crlf=True,
    src="""Renée Françoise Dubois-Matsuda, RN, RNC-NIC
Seattle, WA 98122  •  206-555-0138  •  renee.dubois@example.com
linkedin.com/in/renee-dubois-nicu

PROFILE
Level IV NICU nurse: micro-preemies (22–28 weeks), post-surgical neonates, ECMO, therapeutic hypothermia.

PROFESSIONAL EXPERIENCE

Puget Sound Children’s Hospital — Seattle, WA
Registered Nurse, Level IV NICU                               3/19 – Present
  – Primary nurse for 1–3 infants; conventional, HFOV and jet ventilation
  – PICC line team member; neonatal transport team (ground and air)

Evergreen Valley Medical Center — Kirkland, WA
Registered Nurse, Level II Special Care Nursery              8/15 – 2/19
  – Feeder/grower infants, NAS scoring, phototherapy, discharge teaching

EDUCATION
Seattle University — Bachelor of Science in Nursing — 6/15

LICENSES & CERTIFICATIONS
Washington RN License, RN60712345, exp. 10/2027
RNC-NIC (Neonatal Intensive Care), National Certification Corporation
NRP — American Academy of Pediatrics — exp. 4/2027
S.T.A.B.L.E. — exp. 9/2026

LANGUAGES
French – fluent; Japanese – conversational
""",
    exp=expected(
        name("Renée", "Dubois-Matsuda", "Françoise"), email="renee.dubois@example.com",
        phone="+12065550138", linkedin="linkedin.com/in/renee-dubois-nicu",
        city="Seattle", state="WA", zipcode="98122",
        work=[job("Puget Sound Children’s Hospital", "Registered Nurse, Level IV NICU", "2019-03", None),
              job("Evergreen Valley Medical Center", "Registered Nurse, Level II Special Care Nursery", "2015-08", "2019-02")],
        education=[edu("Seattle University", "Bachelor of Science in Nursing", "Nursing", "2015-06")],
        certs=[cert("Washington RN License", exp="2027-10", cid="RN60712345"),
               cert("RNC-NIC (Neonatal Intensive Care)", "National Certification Corporation"),
               cert("NRP", "American Academy of Pediatrics", exp="2027-04"),
               cert("S.T.A.B.L.E.", exp="2026-09")],
        langs=[lang("French", "P"), lang("Japanese", "C")]),
))

# ------------------------------------------------------------------ 09
R.append(dict(
    id=9, slug="travel_icu_rn_many_contracts", fmt="pdf", layout="one-column", family="nursing",
    notes="travel nurse: 9 short contracts through agencies, facility named per assignment; gaps between contracts; 'MM/YYYY - MM/YYYY'",
    src="""
# Brittany Ann O'Connell, RN, CCRN
Travel ICU RN | Home base: Knoxville, TN 37919 | (865) 555-0109 | b.oconnell.travelrn@example.com
Compact license (TN) – open to assignments nationwide
## Travel Assignments
Contracts below were through Meridian Travel Nursing (2022–2024) and TrueNorth Clinical Staffing (2024–present). The employer listed is the facility.
**Riverbend Regional Medical Center – Eugene, OR** | Travel RN, Cardiovascular ICU | 08/2026 - Present
- 26-bed CVICU; fresh open-hearts, Impella, CRRT
**Sunrise Valley Hospital – Las Vegas, NV** | Travel RN, MICU | 03/2026 - 06/2026
**St. Agnes Mercy Medical Center – Baltimore, MD** | Travel RN, Neuro ICU | 10/2025 - 01/2026
- EVDs, post-craniotomy, status epilepticus, 13-week contract extended once
**Coastal Carolina University Hospital – Charleston, SC** | Travel RN, Surgical ICU | 05/2025 - 08/2025
**Three Rivers Medical Center – Pittsburgh, PA** | Travel RN, MICU | 11/2024 - 02/2025
**Desert Springs Medical Center – Tucson, AZ** | Travel RN, COVID/MICU | 06/2024 - 09/2024
**Bayfront Memorial Hospital – St. Petersburg, FL** | Travel RN, CVICU | 12/2023 - 03/2024
**Lakeview General Hospital – Madison, WI** | Travel RN, ICU | 07/2023 - 10/2023
**Northern Pines Health – Duluth, MN** | Travel RN, ICU | 01/2023 - 04/2023
## Staff Experience
**Smoky Mountain University Medical Center – Knoxville, TN** | Staff RN, Medical ICU | 06/2018 - 12/2022
- Charge nurse, rapid response team, ICU preceptor
## Education
East Tennessee State University, BSN, 2018
## Certifications
CCRN – AACN – exp 11/2027 | BLS, ACLS – AHA – exp 09/2027 | NIHSS – exp 02/2027
""",
    exp=expected(
        name("Brittany", "O'Connell", "Ann"), email="b.oconnell.travelrn@example.com",
        phone="+18655550109", city="Knoxville", state="TN", zipcode="37919",
        work=[job("Riverbend Regional Medical Center", "Travel RN, Cardiovascular ICU", "2026-08", None),
              job("Sunrise Valley Hospital", "Travel RN, MICU", "2026-03", "2026-06"),
              job("St. Agnes Mercy Medical Center", "Travel RN, Neuro ICU", "2025-10", "2026-01"),
              job("Coastal Carolina University Hospital", "Travel RN, Surgical ICU", "2025-05", "2025-08"),
              job("Three Rivers Medical Center", "Travel RN, MICU", "2024-11", "2025-02"),
              job("Desert Springs Medical Center", "Travel RN, COVID/MICU", "2024-06", "2024-09"),
              job("Bayfront Memorial Hospital", "Travel RN, CVICU", "2023-12", "2024-03"),
              job("Lakeview General Hospital", "Travel RN, ICU", "2023-07", "2023-10"),
              job("Northern Pines Health", "Travel RN, ICU", "2023-01", "2023-04"),
              job("Smoky Mountain University Medical Center", "Staff RN, Medical ICU", "2018-06", "2022-12")],
        education=[edu("East Tennessee State University", "BSN", None, "2018")],
        certs=[cert("CCRN", "AACN", exp="2027-11"), cert("BLS", "AHA", exp="2027-09"),
               cert("ACLS", "AHA", exp="2027-09"), cert("NIHSS", exp="2027-02")]),
))

# ------------------------------------------------------------------ 10
R.append(dict(
    id=10, slug="travel_ed_rn_contract_table", fmt="docx", layout="table", family="nursing",
    notes="travel ED nurse: assignment history in a bordered table (facility | location | unit/role | dates); cert table with numbers",
    src="""
# Marcus Okafor
Travel Emergency Room RN · 9 years ED · 7 states
marcus.okafor.rn@example.com · +1 404 555 0193 · www.linkedin.com/in/marcusokaforrn · Atlanta, GA
## Assignment History
%w 32,18,32,18
| Facility | Location | Role / Unit | Dates |
| Harborview Heights Medical Center | San Diego, CA | Travel RN – Emergency Department | Jun 2026 – Present |
| Pinecrest Regional Hospital | Flagstaff, AZ | Travel RN – Emergency Department | Jan 2026 – Apr 2026 |
| Mid-Atlantic Shore Hospital | Norfolk, VA | Travel RN – ED / Trauma | Aug 2025 – Nov 2025 |
| Great Plains Medical Center | Omaha, NE | Travel RN – Emergency Department | Feb 2025 – May 2025 |
| Bluegrass Community Hospital | Lexington, KY | Travel RN – Pediatric ED | Sep 2024 – Dec 2024 |
## Permanent Positions
**Emergency Department Charge Nurse** — Peachtree Metro Hospital, Atlanta, GA — Jul 2019 – Aug 2024
**Emergency Department Staff RN** — Peachtree Metro Hospital, Atlanta, GA — May 2017 – Jun 2019
## Education
Georgia State University — Bachelor of Science in Nursing — December 2016
## Licenses & Certifications
%w 28,40,16,16
| Credential | Issuer | Number | Expires |
| Multistate RN License | Georgia Board of Nursing | RN278901 | 01/31/2028 |
| California RN License | California Board of Registered Nursing | 95123456 | 06/30/2028 |
| CEN | BCEN | 2231876 | 12/2027 |
| TNCC | Emergency Nurses Association |  | 05/2028 |
| PALS | American Heart Association |  | 04/2027 |
""",
    exp=expected(
        name("Marcus", "Okafor"), email="marcus.okafor.rn@example.com", phone="+14045550193",
        linkedin="www.linkedin.com/in/marcusokaforrn", city="Atlanta", state="GA",
        work=[job("Harborview Heights Medical Center", "Travel RN – Emergency Department", "2026-06", None),
              job("Pinecrest Regional Hospital", "Travel RN – Emergency Department", "2026-01", "2026-04"),
              job("Mid-Atlantic Shore Hospital", "Travel RN – ED / Trauma", "2025-08", "2025-11"),
              job("Great Plains Medical Center", "Travel RN – Emergency Department", "2025-02", "2025-05"),
              job("Bluegrass Community Hospital", "Travel RN – Pediatric ED", "2024-09", "2024-12"),
              job("Peachtree Metro Hospital", "Emergency Department Charge Nurse", "2019-07", "2024-08"),
              job("Peachtree Metro Hospital", "Emergency Department Staff RN", "2017-05", "2019-06")],
        education=[edu("Georgia State University", "Bachelor of Science in Nursing", "Nursing", "2016-12")],
        certs=[cert("Multistate RN License", "Georgia Board of Nursing", exp="2028-01-31", cid="RN278901"),
               cert("California RN License", "California Board of Registered Nursing", exp="2028-06-30", cid="95123456"),
               cert("CEN", "BCEN", exp="2027-12", cid="2231876"),
               cert("TNCC", "Emergency Nurses Association", exp="2028-05"),
               cert("PALS", "American Heart Association", exp="2027-04")]),
))

# ------------------------------------------------------------------ 11
R.append(dict(
    id=11, slug="newgrad_rn_atlanta", fmt="doc", layout="one-column", family="nursing",
    notes="new grad: no paid nursing job yet; 'Expected' licence; preceptorship not employment; 'Now' as current",
    src="""
# Priya S. Raman
Atlanta, GA 30318 | 470-555-0124 | priya.raman.rn@example.com | linkedin.com/in/priya-raman-rn
## Professional Summary
Recent BSN graduate with a 240-hour ICU preceptorship and three years of patient-facing work as a unit secretary. NCLEX-RN passed on the first attempt.
## Education
**Emory University, Nell Hodgson Woodruff School of Nursing** – Atlanta, GA
Bachelor of Science in Nursing, May 2026 – Magna Cum Laude
**Georgia Perimeter College** – Associate of Science, Biology, 2022
## Clinical Experience
Senior Preceptorship – Medical ICU, Peachtree Metro Hospital (Jan 2026 – Apr 2026, 240 hours)
Med-Surg, Pediatrics, OB, Psych and Community rotations (2024 – 2025)
## Work Experience
**Health Unit Coordinator** – Peachtree Metro Hospital, Atlanta, GA – Oct 2023 – Now
- Order entry, admissions/discharges and bed board for a 30-bed medical unit
**Pharmacy Cashier** – Brightway Pharmacy, Decatur, GA – Jun 2021 – Sep 2023
## Licensure & Certifications
- Georgia RN License – issued 07/2026 – R298765
- BLS Provider – American Heart Association – exp. 01/2028
## Languages
Tamil – native; Hindi – conversational; English – native
""",
    exp=expected(
        name("Priya", "Raman", "S"), email="priya.raman.rn@example.com", phone="+14705550124",
        linkedin="linkedin.com/in/priya-raman-rn", city="Atlanta", state="GA", zipcode="30318",
        work=[job("Peachtree Metro Hospital", "Health Unit Coordinator", "2023-10", None),
              job("Brightway Pharmacy", "Pharmacy Cashier", "2021-06", "2023-09")],
        education=[edu("Emory University, Nell Hodgson Woodruff School of Nursing", "Bachelor of Science in Nursing", "Nursing", "2026-05"),
                   edu("Georgia Perimeter College", "Associate of Science", "Biology", "2022")],
        certs=[cert("Georgia RN License", issued="2026-07", cid="R298765"),
               cert("BLS Provider", "American Heart Association", exp="2028-01")],
        langs=[lang("Tamil", "N"), lang("Hindi", "C"), lang("English", "N")]),
))

# ------------------------------------------------------------------ 12
R.append(dict(
    id=12, slug="uk_rn_london", fmt="txt", layout="one-column", family="nursing",
    notes="UTF-16LE with BOM; UK CV; +44 mobile; NMC PIN; 'Sept 2019' style; 'to date' as current",
    enc="utf-16",
    src="""Curriculum Vitae

Oliver James Whitmore-Hale RN (Adult)
Flat 4, 27 Rosebery Avenue, London EC1R 4SP, United Kingdom
Mobile: +44 7700 900461
Email: oliver.whitmore@example.co.uk
LinkedIn: uk.linkedin.com/in/oliverwhitmorehale

PERSONAL STATEMENT
Adult critical care nurse (Band 6) with 7 years in NHS intensive care, seeking a US ICU role. Willing to relocate; NCLEX-RN passed 2026.

EMPLOYMENT HISTORY

Senior Staff Nurse (Band 6), Adult Critical Care Unit
St Bartholomew's Riverside NHS Trust, London
Sept 2022 to date
 - 44-bed ITU; ECMO-capable; nurse in charge for 12 beds on alternate shifts

Staff Nurse (Band 5), Intensive Care Unit
Royal Thameside Hospital NHS Foundation Trust, London
Oct 2019 to Aug 2022

Healthcare Assistant (bank)
Royal Thameside Hospital NHS Foundation Trust, London
Jan 2017 to Sept 2019

EDUCATION
King's College London — BSc (Hons) Adult Nursing — 2019
Post-registration Critical Care Course (Level 7), London South Bank University — 2021

REGISTRATION & CERTIFICATES
NMC Registered Nurse (Adult) — NMC PIN 19A1234E — renewal due 03/2027
Advanced Life Support (ALS) — Resuscitation Council UK — valid until 06/2027
NCLEX-RN — passed 05/2026

LANGUAGES
English (native); Welsh (basic)
""",
    exp=expected(
        name("Oliver", "Whitmore-Hale", "James"), email="oliver.whitmore@example.co.uk",
        phone="+447700900461", linkedin="uk.linkedin.com/in/oliverwhitmorehale",
        city="London", zipcode="EC1R 4SP", country="GBR", relocate=True,
        work=[job("St Bartholomew's Riverside NHS Trust", "Senior Staff Nurse (Band 6), Adult Critical Care Unit", "2022-09", None),
              job("Royal Thameside Hospital NHS Foundation Trust", "Staff Nurse (Band 5), Intensive Care Unit", "2019-10", "2022-08"),
              job("Royal Thameside Hospital NHS Foundation Trust", "Healthcare Assistant (bank)", "2017-01", "2019-09")],
        education=[edu("King's College London", "BSc (Hons)", "Adult Nursing", "2019"),
                   edu("London South Bank University", "Post-registration Critical Care Course (Level 7)", None, "2021")],
        certs=[cert("NMC Registered Nurse (Adult)", exp="2027-03", cid="19A1234E"),
               cert("Advanced Life Support (ALS)", "Resuscitation Council UK", exp="2027-06"),
               cert("NCLEX-RN", issued="2026-05")],
        langs=[lang("English", "N"), lang("Welsh", "B")]),
))

# ------------------------------------------------------------------ 13
R.append(dict(
    id=13, slug="oncology_rn_boston", fmt="pdf", layout="table", family="nursing",
    notes="skills and certifications in bordered tables; phone with +1 and spaces; 'Education & Training'; 4-month gap",
    src="""
# Siobhan Ní Bhriain-Costa
Oncology / Bone Marrow Transplant RN
Boston, MA 02115 · +1 617 555 0152 · siobhan.costa@example.org · https://linkedin.com/in/siobhancosta
## Summary
Inpatient hematology-oncology nurse: chemotherapy and biotherapy administration, stem cell infusion, neutropenic precautions, end-of-life care.
## Professional Experience
**Charles River Cancer Institute**, Boston, MA
Hematology/Oncology Staff Nurse · November 2021 – Present
- Administer high-dose chemotherapy, CAR-T and stem cell products on a 24-bed BMT unit
- Chemotherapy/biotherapy competency validator for the unit
**South Shore Community Hospital**, Weymouth, MA
Registered Nurse, Medical Oncology · February 2018 – July 2021
## Education & Training
Boston College – Bachelor of Science in Nursing – 2017
## Certifications
%w 46,40,14
| Certification | Organization | Expires |
| OCN | Oncology Nursing Certification Corporation | 12/2027 |
| BMTCN | Oncology Nursing Certification Corporation | 04/2029 |
| ONS/ONCC Chemotherapy Immunotherapy Certificate | Oncology Nursing Society | 09/2026 |
| BLS | American Heart Association | 03/2027 |
## Core Competencies
| Chemotherapy administration | Central lines (PICC, port, Hickman) | Blood product transfusion |
| Neutropenic sepsis recognition | Symptom management | Palliative care conversations |
""",
    exp=expected(
        name("Siobhan", "Ní Bhriain-Costa"), email="siobhan.costa@example.org", phone="+16175550152",
        linkedin="https://linkedin.com/in/siobhancosta", city="Boston", state="MA", zipcode="02115",
        work=[job("Charles River Cancer Institute", "Hematology/Oncology Staff Nurse", "2021-11", None),
              job("South Shore Community Hospital", "Registered Nurse, Medical Oncology", "2018-02", "2021-07")],
        education=[edu("Boston College", "Bachelor of Science in Nursing", "Nursing", "2017")],
        certs=[cert("OCN", "Oncology Nursing Certification Corporation", exp="2027-12"),
               cert("BMTCN", "Oncology Nursing Certification Corporation", exp="2029-04"),
               cert("ONS/ONCC Chemotherapy Immunotherapy Certificate", "Oncology Nursing Society", exp="2026-09"),
               cert("BLS", "American Heart Association", exp="2027-03")]),
))

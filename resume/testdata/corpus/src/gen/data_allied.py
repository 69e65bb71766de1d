from lib import *

R = []

# ------------------------------------------------------------------ 14
R.append(dict(
    id=14, slug="lpn_long_term_care_dayton", fmt="docx", layout="one-column", family="allied-health",
    notes="LPN; 'Employment' heading with tabs-like layout; year-only dates; licence with issue and expiry",
    src="""
# Shawna R. McAllister, LPN
Dayton, OH 45402 · 937-555-0177 · shawna.mcallister@example.com
## Summary of Qualifications
- 10 years as an LPN in long-term care, rehab and assisted living
- Medication passes for 30+ residents, wound care, G-tube feedings, IV site checks
- PointClickCare and MatrixCare charting
## EMPLOYMENT
**Charge Nurse (LPN)** – Maple Grove Rehabilitation & Nursing Center, Kettering, OH – 2020 – present
- Supervise 6 STNAs on a 44-bed skilled unit; admissions and MDS assistance
**Staff LPN** – Oakwood Assisted Living, Dayton, OH – 2016 – 2020
**State Tested Nurse Aide (STNA)** – Oakwood Assisted Living, Dayton, OH – 2013 – 2016
## Education
Miami Valley Career Technology Center, Practical Nursing Diploma, 2016
## Licenses & Certifications
- Ohio LPN License #PN.187654 – issued 08/2016 – expires 10/31/2027
- IV Therapy Certification for LPNs – Ohio Board of Nursing approved course – 2017
- CPR/BLS – American Red Cross – exp. 05/2027
""",
    exp=expected(
        name("Shawna", "McAllister", "R"), email="shawna.mcallister@example.com", phone="+19375550177",
        city="Dayton", state="OH", zipcode="45402",
        work=[job("Maple Grove Rehabilitation & Nursing Center", "Charge Nurse (LPN)", "2020", None),
              job("Oakwood Assisted Living", "Staff LPN", "2016", "2020"),
              job("Oakwood Assisted Living", "State Tested Nurse Aide (STNA)", "2013", "2016")],
        education=[edu("Miami Valley Career Technology Center", "Practical Nursing Diploma", None, "2016")],
        certs=[cert("Ohio LPN License", issued="2016-08", exp="2027-10-31", cid="PN.187654"),
               cert("IV Therapy Certification for LPNs", issued="2017"),
               cert("CPR/BLS", "American Red Cross", exp="2027-05")]),
))

# ------------------------------------------------------------------ 15
R.append(dict(
    id=15, slug="cna_nursing_home_fresno", fmt="txt", layout="one-column", family="allied-health",
    notes="UTF-8 plain text; all-caps name; no education section; no dates on certifications; no email domain other than example",
    enc="utf-8",
    src="""LUIS ANGEL MORALES
Certified Nursing Assistant
Fresno, California
559-555-0141 / luis.morales.cna@example.com

WORK HISTORY

Certified Nursing Assistant
Sierra Vista Skilled Nursing, Fresno CA
May 2022 - Present
- ADLs, transfers with Hoyer lift, vital signs for 12-14 residents on a memory care unit
- Trained 5 new CNAs

Caregiver
Golden Oaks Home Care, Clovis CA
August 2019 - April 2022
- In-home care for elderly clients: meal prep, medication reminders, mobility

Warehouse Associate
Central Valley Distribution, Fresno CA
2017 - 2019

CERTIFICATIONS
California Certified Nurse Assistant (CDPH), certificate 00987654
Home Health Aide (HHA)
BLS CPR - American Heart Association

LANGUAGES
Spanish (native)
English (fluent)
""",
    exp=expected(
        name("Luis", "Morales", "Angel"), email="luis.morales.cna@example.com", phone="+15595550141",
        city="Fresno", state="CA",
        work=[job("Sierra Vista Skilled Nursing", "Certified Nursing Assistant", "2022-05", None),
              job("Golden Oaks Home Care", "Caregiver", "2019-08", "2022-04"),
              job("Central Valley Distribution", "Warehouse Associate", "2017", "2019")],
        education=[],
        certs=[cert("California Certified Nurse Assistant", "CDPH", cid="00987654"),
               cert("Home Health Aide (HHA)"),
               cert("BLS CPR", "American Heart Association")],
        langs=[lang("Spanish", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 16
R.append(dict(
    id=16, slug="respiratory_therapist_toronto", fmt="doc", layout="one-column", family="allied-health",
    notes="Canadian RRT; Toronto phone with +1; Ontario postal code; US-style NBRC credential plus Canadian registration; willing to relocate",
    src="""
# Ahmed K. Siddiqui, RRT
Toronto, ON M5V 2T6, Canada · +1 (416) 555-0186 · ahmed.siddiqui.rrt@example.com · ca.linkedin.com/in/ahmedsiddiquirrt
Willing to relocate to the U.S. (TN visa eligible)
## Professional Experience
### Registered Respiratory Therapist — Lakeshore Sunnybrook Health Centre, Toronto, ON
January 2019 – Present
- Adult ICU and trauma: invasive and non-invasive ventilation, HFOV, APRV, ECMO circuit support
- Airway management team; intubation of adults under medical directive
- Clinical instructor for 2nd-year respiratory therapy students
### Respiratory Therapist — Humber Ridge Hospital, Toronto, ON
September 2015 – December 2018
- Emergency, ward and pediatric calls; ABG sampling and analysis; PFT lab coverage
## Education
Michener Institute of Education at UHN — Advanced Diploma, Respiratory Therapy — 2015
University of Toronto — Bachelor of Science, Human Biology — 2012
## Licenses & Certifications
- Registered Respiratory Therapist, College of Respiratory Therapists of Ontario (CRTO), Registration #15-2234
- RRT – National Board for Respiratory Care – credential 1187654 – exp. 12/2028
- Neonatal Resuscitation Program (NRP) – Canadian Paediatric Society – exp. 06/2027
- ACLS – Heart and Stroke Foundation of Canada – exp. 11/2026
## Languages
English – native · Urdu – native · French – basic
""",
    exp=expected(
        name("Ahmed", "Siddiqui", "K"), email="ahmed.siddiqui.rrt@example.com", phone="+14165550186",
        linkedin="ca.linkedin.com/in/ahmedsiddiquirrt", city="Toronto", state="ON", zipcode="M5V 2T6",
        country="CAN", relocate=True,
        work=[job("Lakeshore Sunnybrook Health Centre", "Registered Respiratory Therapist", "2019-01", None),
              job("Humber Ridge Hospital", "Respiratory Therapist", "2015-09", "2018-12")],
        education=[edu("Michener Institute of Education at UHN", "Advanced Diploma", "Respiratory Therapy", "2015"),
                   edu("University of Toronto", "Bachelor of Science", "Human Biology", "2012")],
        certs=[cert("Registered Respiratory Therapist", "College of Respiratory Therapists of Ontario (CRTO)", cid="15-2234"),
               cert("RRT", "National Board for Respiratory Care", exp="2028-12", cid="1187654"),
               cert("Neonatal Resuscitation Program (NRP)", "Canadian Paediatric Society", exp="2027-06"),
               cert("ACLS", "Heart and Stroke Foundation of Canada", exp="2026-11")],
        langs=[lang("English", "N"), lang("Urdu", "N"), lang("French", "B")]),
))

# ------------------------------------------------------------------ 17
R.append(dict(
    id=17, slug="physical_therapist_dpt_minneapolis", fmt="pdf", layout="two-column", family="allied-health",
    notes="two-column with name in the right column; 'Relevant Experience'; DPT; year ranges near phone",
    src="""
@@left
## Contact
Minneapolis, MN 55408
612.555.0114
e.lindgren.dpt@example.com
## Licensure
Minnesota PT License #7788 (exp. 02/2028)
## Certifications
- Orthopaedic Clinical Specialist (OCS), ABPTS, 2022
- Certified Strength and Conditioning Specialist (CSCS), NSCA
- Dry Needling Level 2
## Education
**Doctor of Physical Therapy**
University of Minnesota
2013 – 2016
**B.S. Kinesiology**
St. Olaf College, 2013
@@right
# Erik J. Lindgren, PT, DPT, OCS
Outpatient orthopedic physical therapist focused on post-operative knee and shoulder rehabilitation and return-to-sport testing.
## Relevant Experience
**Senior Physical Therapist**
North Loop Sports & Spine Physical Therapy · Minneapolis, MN
Feb 2021 – Present
- Caseload of 11–13 patients/day; ACL, rotator cuff and total joint protocols
- Clinical instructor for DPT students (8 students since 2021)
**Staff Physical Therapist**
Twin Rivers Rehabilitation Hospital · St. Paul, MN
Aug 2016 – Jan 2021
- Inpatient rehab: stroke, SCI, amputee gait training
@@end
""",
    exp=expected(
        name("Erik", "Lindgren", "J"), email="e.lindgren.dpt@example.com", phone="+16125550114",
        city="Minneapolis", state="MN", zipcode="55408",
        work=[job("North Loop Sports & Spine Physical Therapy", "Senior Physical Therapist", "2021-02", None),
              job("Twin Rivers Rehabilitation Hospital", "Staff Physical Therapist", "2016-08", "2021-01")],
        education=[edu("University of Minnesota", "Doctor of Physical Therapy", None, "2016"),
                   edu("St. Olaf College", "B.S.", "Kinesiology", "2013")],
        certs=[cert("Minnesota PT License", exp="2028-02", cid="7788"),
               cert("Orthopaedic Clinical Specialist (OCS)", "ABPTS", issued="2022"),
               cert("Certified Strength and Conditioning Specialist (CSCS)", "NSCA"),
               cert("Dry Needling Level 2")]),
))

# ------------------------------------------------------------------ 18
R.append(dict(
    id=18, slug="pta_outpatient_tampa", fmt="txt", layout="one-column", family="allied-health",
    notes="Windows-1252, CRLF; 'Work Experience' with 'Mon YYYY to Mon YYYY'; 5-month gap; hyphenated first name",
    enc="cp1252", crlf=True,
    src="""Mary-Kate Delgado, PTA
4417 W. Kennedy Blvd • Tampa, FL 33609
(813) 555-0125 | mk.delgado.pta@example.com

PROFESSIONAL SUMMARY
Physical therapist assistant with 6 years in outpatient orthopedics and home health. Bilingual English/Spanish.

WORK EXPERIENCE

Bayshore Physical Therapy & Wellness — Tampa, FL
Physical Therapist Assistant, Jan 2023 to Present
• Treat 14–18 patients/day under PT plans of care; therapeutic exercise, manual therapy, modalities
• Document in WebPT; maintain 98% on-time note completion

Suncoast Home Health — Clearwater, FL
Home Health PTA, Jun 2019 to Aug 2022
• 5–6 home visits/day; fall prevention and post-joint-replacement programs

EDUCATION
Hillsborough Community College — Associate in Science, Physical Therapist Assistant — 2019

LICENSES & CERTIFICATIONS
Florida Physical Therapist Assistant License PTA 31234 — expires 11/30/2027
CPR/AED for Professional Rescuers — American Red Cross — exp. 01/2027
Kinesio Taping Practitioner (CKTP)

LANGUAGES
English — native
Spanish — bilingual
""",
    exp=expected(
        name("Mary-Kate", "Delgado"), email="mk.delgado.pta@example.com", phone="+18135550125",
        city="Tampa", state="FL", zipcode="33609",
        work=[job("Bayshore Physical Therapy & Wellness", "Physical Therapist Assistant", "2023-01", None),
              job("Suncoast Home Health", "Home Health PTA", "2019-06", "2022-08")],
        education=[edu("Hillsborough Community College", "Associate in Science", "Physical Therapist Assistant", "2019")],
        certs=[cert("Florida Physical Therapist Assistant License", exp="2027-11-30", cid="PTA 31234"),
               cert("CPR/AED for Professional Rescuers", "American Red Cross", exp="2027-01"),
               cert("Kinesio Taping Practitioner (CKTP)")],
        langs=[lang("English", "N"), lang("Spanish", "N")]),
))

# ------------------------------------------------------------------ 19
R.append(dict(
    id=19, slug="occupational_therapist_nashville", fmt="docx", layout="table", family="allied-health",
    notes="experience laid out as a borderless 2-cell table per job (role left, dates right); OTR/L; 'Credentials' heading",
    src="""
# Hannah Elizabeth Brooks, MS, OTR/L
Nashville, TN 37203 | (615) 555-0132 | hannah.brooks.ot@example.com | linkedin.com/in/hannahbrooksotr
## Professional Experience
~| **Occupational Therapist** — Music City Rehabilitation Hospital, Nashville, TN | Oct 2020 – Present
- Inpatient rehab for stroke, brain injury and spinal cord injury; ADL retraining, splinting, vision and cognition
- Lead of the driver-rehabilitation screening program
~| **Occupational Therapist** — Cumberland Skilled Nursing & Rehab, Franklin, TN | Jul 2018 – Sep 2020
- Skilled nursing caseload of 12–15 residents; cognitive assessments (SLUMS, ACLS-5)
## Education
~| **Master of Science in Occupational Therapy** — Belmont University | May 2018
~| **Bachelor of Science, Psychology** — Middle Tennessee State University | May 2016
## Credentials
- OTR – National Board for Certification in Occupational Therapy (NBCOT) – certificate 345678 – exp. 03/31/2027
- Tennessee OT License #5123 – exp. 06/2027
- Certified Brain Injury Specialist (CBIS) – Brain Injury Association of America – 2021
""",
    exp=expected(
        name("Hannah", "Brooks", "Elizabeth"), email="hannah.brooks.ot@example.com", phone="+16155550132",
        linkedin="linkedin.com/in/hannahbrooksotr", city="Nashville", state="TN", zipcode="37203",
        work=[job("Music City Rehabilitation Hospital", "Occupational Therapist", "2020-10", None),
              job("Cumberland Skilled Nursing & Rehab", "Occupational Therapist", "2018-07", "2020-09")],
        education=[edu("Belmont University", "Master of Science in Occupational Therapy", "Occupational Therapy", "2018-05"),
                   edu("Middle Tennessee State University", "Bachelor of Science", "Psychology", "2016-05")],
        certs=[cert("OTR", "National Board for Certification in Occupational Therapy (NBCOT)", exp="2027-03-31", cid="345678"),
               cert("Tennessee OT License", exp="2027-06", cid="5123"),
               cert("Certified Brain Injury Specialist (CBIS)", "Brain Injury Association of America", issued="2021")]),
))

# ------------------------------------------------------------------ 20
R.append(dict(
    id=20, slug="cota_school_based_albuquerque", fmt="doc", layout="one-column", family="allied-health",
    notes="COTA; school-based; 'Fall'/'Spring' school-year dates; no summary; languages with 'conversational'",
    src="""
# Rosa Isela Chavez-Benally, COTA/L
Albuquerque, NM 87106 · 505-555-0160 · rosa.cb.cota@example.com
## Experience
**Certified Occupational Therapy Assistant**, Rio Grande Unified School District, Albuquerque, NM — Fall 2021 – Present
- Caseload of 38 students (K–8) with IEPs; fine motor, sensory regulation and handwriting interventions
- Data collection for IEP progress reports; collaborate with 3 supervising OTRs
**COTA**, Mesa del Sol Pediatric Therapy, Albuquerque, NM — Spring 2019 – Summer 2021
- Outpatient pediatric clinic; feeding groups and sensory gym sessions
## Education
Central New Mexico Community College — Associate of Applied Science, Occupational Therapy Assistant — December 2018
## Licensure
- New Mexico COTA License #OTA-2291 – exp. 09/2027
- NBCOT COTA certification #567123
- CPR/First Aid – American Heart Association
## Languages
Spanish – conversational; Navajo – basic
""",
    exp=expected(
        name("Rosa", "Chavez-Benally", "Isela"), email="rosa.cb.cota@example.com", phone="+15055550160",
        city="Albuquerque", state="NM", zipcode="87106",
        work=[job("Rio Grande Unified School District", "Certified Occupational Therapy Assistant", "2021-09", None),
              job("Mesa del Sol Pediatric Therapy", "COTA", "2019-03", "2021-06")],
        education=[edu("Central New Mexico Community College", "Associate of Applied Science", "Occupational Therapy Assistant", "2018-12")],
        certs=[cert("New Mexico COTA License", exp="2027-09", cid="OTA-2291"),
               cert("NBCOT COTA certification", cid="567123"),
               cert("CPR/First Aid", "American Heart Association")],
        langs=[lang("Spanish", "C"), lang("Navajo", "B")]),
))

# ------------------------------------------------------------------ 21
R.append(dict(
    id=21, slug="slp_pediatric_raleigh", fmt="pdf", layout="one-column", family="allied-health",
    notes="SLP CCC-SLP; 'Clinical Experience' includes a clinical fellowship (paid employment); ASHA number; 'Mon YYYY – Mon YYYY'",
    src="""
# Dr. Naomi Esther Goldberg-Ruiz, CCC-SLP
Speech-Language Pathologist · Pediatrics & AAC
Raleigh, NC 27605 · 919-555-0111 · naomi.gr.slp@example.com
## Professional Summary
Pediatric speech-language pathologist: AAC evaluations, feeding therapy, and early intervention.
## Clinical Experience
**Speech-Language Pathologist** — Triangle Children's Therapy Center, Raleigh, NC
Aug 2020 – Present
- Evaluations and treatment for 40+ children, ages 18 months to 12 years
- AAC device trials (TD Snap, LAMP WFL, Proloquo2Go)
**Speech-Language Pathologist (Clinical Fellow)** — Wake Pines Public Schools, Cary, NC
Aug 2019 – Jul 2020
## Education
**Doctor of Clinical Science in Speech-Language Pathology (CScD)**, University of Pittsburgh, 2024
**Master of Science, Speech-Language Pathology**, University of North Carolina at Chapel Hill, May 2019
**Bachelor of Arts, Linguistics and Spanish**, Duke University, 2017
## Certifications and Licenses
- Certificate of Clinical Competence (CCC-SLP) – American Speech-Language-Hearing Association – ASHA #14098765
- North Carolina SLP License #9876 – exp. 12/31/2027
- PROMPT Level 1 Trained – 2022
## Languages
Spanish – full professional proficiency
Hebrew – elementary
""",
    exp=expected(
        name("Naomi", "Goldberg-Ruiz", "Esther"), email="naomi.gr.slp@example.com", phone="+19195550111",
        city="Raleigh", state="NC", zipcode="27605",
        work=[job("Triangle Children's Therapy Center", "Speech-Language Pathologist", "2020-08", None),
              job("Wake Pines Public Schools", "Speech-Language Pathologist (Clinical Fellow)", "2019-08", "2020-07")],
        education=[edu("University of Pittsburgh", "Doctor of Clinical Science in Speech-Language Pathology (CScD)", "Speech-Language Pathology", "2024"),
                   edu("University of North Carolina at Chapel Hill", "Master of Science", "Speech-Language Pathology", "2019-05"),
                   edu("Duke University", "Bachelor of Arts", "Linguistics and Spanish", "2017")],
        certs=[cert("Certificate of Clinical Competence (CCC-SLP)", "American Speech-Language-Hearing Association", cid="14098765"),
               cert("North Carolina SLP License", exp="2027-12-31", cid="9876"),
               cert("PROMPT Level 1 Trained", issued="2022")],
        langs=[lang("Spanish", "P"), lang("Hebrew", "B")]),
))

# ------------------------------------------------------------------ 22
R.append(dict(
    id=22, slug="rad_tech_ct_omaha", fmt="docx", layout="table", family="allied-health",
    notes="radiologic technologist; skills in a bordered table; ARRT with ID; 'Month YYYY - Month YYYY' with hyphen; 'to date'",
    src="""
# Tyler James Nguyen, R.T.(R)(CT)(ARRT)
Omaha, NE 68131 | 402-555-0135 | tyler.nguyen.rt@example.com
## Professional Experience
**CT Technologist** | Heartland Methodist Medical Center, Omaha, NE | April 2021 - to date
- Level I trauma CT; stroke protocols (CTA/CTP), cardiac CTA, CT-guided biopsies
- Siemens SOMATOM Force and GE Revolution scanners
**Radiologic Technologist** | Platte Valley Imaging Center, Bellevue, NE | June 2018 - March 2021
- General diagnostic and fluoroscopy; portable and OR C-arm
## Education
Nebraska Methodist College — Associate of Science in Radiologic Technology — May 2018
## Certifications
- ARRT Radiography (R) – #561234 – issued 07/2018
- ARRT Computed Tomography (CT) – #561234 – issued 03/2021 – renew 06/2027
- Nebraska Medical Radiographer License MR-40221
- BLS – American Heart Association – exp. 10/2026
## Technical Skills
| Modality | Equipment | Systems |
| CT (trauma, neuro, cardiac) | Siemens SOMATOM Force | Epic Radiant |
| Diagnostic X-ray / fluoro | GE Revolution CT | PowerScribe 360 |
| C-arm (OR) | Philips DigitalDiagnost | PACS (Sectra) |
""",
    exp=expected(
        name("Tyler", "Nguyen", "James"), email="tyler.nguyen.rt@example.com", phone="+14025550135",
        city="Omaha", state="NE", zipcode="68131",
        work=[job("Heartland Methodist Medical Center", "CT Technologist", "2021-04", None),
              job("Platte Valley Imaging Center", "Radiologic Technologist", "2018-06", "2021-03")],
        education=[edu("Nebraska Methodist College", "Associate of Science in Radiologic Technology", "Radiologic Technology", "2018-05")],
        certs=[cert("ARRT Radiography (R)", issued="2018-07", cid="561234"),
               cert("ARRT Computed Tomography (CT)", issued="2021-03", exp="2027-06", cid="561234"),
               cert("Nebraska Medical Radiographer License", cid="MR-40221"),
               cert("BLS", "American Heart Association", exp="2026-10")]),
))

# ------------------------------------------------------------------ 23
R.append(dict(
    id=23, slug="lab_tech_mls_milwaukee", fmt="txt", layout="one-column", family="allied-health",
    notes="UTF-8 with BOM; 'Curriculum Vitae'-less plain text; dates 'YYYY-MM'; education year-only range; phone-like year ranges",
    enc="utf-8-bom",
    src="""Medical Laboratory Scientist
Kateryna O. Shevchenko, MLS(ASCP)CM

Milwaukee, WI 53202
Tel: 414-555-0144
Email: kateryna.shevchenko@example.org
LinkedIn: https://www.linkedin.com/in/kshevchenko-mls

EXPERIENCE

2022-01 - present   Medical Laboratory Scientist II
                    Lake Michigan Regional Laboratories, Milwaukee, WI
                    Core lab (chemistry, hematology, coagulation); blood bank rotation
                    Abbott Alinity, Sysmex XN, Beckman DxI; LIS: Sunquest

2019-06 - 2021-12   Medical Laboratory Technician
                    Brewers Hill Community Hospital, Milwaukee, WI
                    Hematology and urinalysis bench; phlebotomy as needed

EDUCATION

2015 - 2019   University of Wisconsin-Milwaukee
              B.S. Biomedical Sciences, Medical Laboratory Science concentration

CERTIFICATIONS

MLS(ASCP)CM - ASCP Board of Certification - #MLS-0456123 - CMP due 2027
Wisconsin does not require state licensure

LANGUAGES

Ukrainian - native
Russian - native
Polish - conversational
""",
    exp=expected(
        name("Kateryna", "Shevchenko", "O"), email="kateryna.shevchenko@example.org", phone="+14145550144",
        linkedin="https://www.linkedin.com/in/kshevchenko-mls", city="Milwaukee", state="WI", zipcode="53202",
        work=[job("Lake Michigan Regional Laboratories", "Medical Laboratory Scientist II", "2022-01", None),
              job("Brewers Hill Community Hospital", "Medical Laboratory Technician", "2019-06", "2021-12")],
        education=[edu("University of Wisconsin-Milwaukee", "B.S.", "Biomedical Sciences", "2019")],
        certs=[cert("MLS(ASCP)CM", "ASCP Board of Certification", cid="MLS-0456123")],
        langs=[lang("Ukrainian", "N"), lang("Russian", "N"), lang("Polish", "C")]),
))

# ------------------------------------------------------------------ 24
R.append(dict(
    id=24, slug="pharmacy_tech_indianapolis", fmt="doc", layout="two-column", family="allied-health",
    notes="two-column (name and experience left, contact and credentials right); 'Work History'; 'MM/YY' dates; PTCB; no LinkedIn",
    left_width="62%",
    src="""
@@left
# Darnell Lee Jackson Jr.
Certified Pharmacy Technician (CPhT)
## Work History
**Inpatient Pharmacy Technician II** — Circle City Health Hospital, Indianapolis, IN — 02/21 – Current
- IV room: sterile compounding (USP 797/800), TPN and chemotherapy preparation in BSC
- Pyxis restock and cycle counts for 34 automated cabinets
**Pharmacy Technician** — Hoosier Family Drug, Lawrence, IN — 06/17 – 01/21
- High-volume retail (450+ scripts/day); insurance rejections and prior authorization follow-up
## Education & Training
Ivy Tech Community College — Pharmacy Technician Certificate — 2017
@@right
## Contact
Indianapolis, IN 46218
(317) 555-0190
darnell.jackson.cpht@example.com
## Certifications
- CPhT – Pharmacy Technician Certification Board (PTCB) – Certificate #1234567 – exp. 07/31/2027
- Indiana Pharmacy Technician License – TP10012345
- Sterile Compounding Certificate (CSPT) – PTCB – 2022
@@end
""",
    exp=expected(
        name("Darnell", "Jackson", "Lee"), email="darnell.jackson.cpht@example.com", phone="+13175550190",
        city="Indianapolis", state="IN", zipcode="46218",
        work=[job("Circle City Health Hospital", "Inpatient Pharmacy Technician II", "2021-02", None),
              job("Hoosier Family Drug", "Pharmacy Technician", "2017-06", "2021-01")],
        education=[edu("Ivy Tech Community College", "Pharmacy Technician Certificate", None, "2017")],
        certs=[cert("CPhT", "Pharmacy Technician Certification Board (PTCB)", exp="2027-07-31", cid="1234567"),
               cert("Indiana Pharmacy Technician License", cid="TP10012345"),
               cert("Sterile Compounding Certificate (CSPT)", "PTCB", issued="2022")]),
))

# ------------------------------------------------------------------ 25
R.append(dict(
    id=25, slug="surgical_tech_san_antonio", fmt="pdf", layout="one-column", family="allied-health",
    notes="surgical technologist; military service as employment; 'Now' and year-only ranges; NBSTSA CST",
    src="""
# Isabella M. Garza
Certified Surgical Technologist
San Antonio, TX 78229 · (210) 555-0168 · isabella.garza.cst@example.com · linkedin.com/in/isabellagarzacst
## Experience
**Certified Surgical Technologist**
Alamo Heights Surgical Hospital, San Antonio, TX · 2022 – Now
- Scrub for orthopedic, spine, general and robotic cases; 6–8 cases/day
- Preference card maintenance for 12 surgeons
**Surgical Technologist (4N0X1C)**
United States Air Force, Joint Base San Antonio, TX · 2016 – 2022
- Deployed surgical team member (2019); trained 20 junior technicians
## Education
San Antonio College — Associate of Applied Science, Surgical Technology — 2021
## Certifications
- Certified Surgical Technologist (CST) – NBSTSA – Certification #123456789 – exp. 03/2028
- BLS – American Heart Association
## Languages
Spanish – native; English – native
""",
    exp=expected(
        name("Isabella", "Garza", "M"), email="isabella.garza.cst@example.com", phone="+12105550168",
        linkedin="linkedin.com/in/isabellagarzacst", city="San Antonio", state="TX", zipcode="78229",
        work=[job("Alamo Heights Surgical Hospital", "Certified Surgical Technologist", "2022", None),
              job("United States Air Force", "Surgical Technologist (4N0X1C)", "2016", "2022")],
        education=[edu("San Antonio College", "Associate of Applied Science", "Surgical Technology", "2021")],
        certs=[cert("Certified Surgical Technologist (CST)", "NBSTSA", exp="2028-03", cid="123456789"),
               cert("BLS", "American Heart Association")],
        langs=[lang("Spanish", "N"), lang("English", "N")]),
))

"""Seventh batch (125 onward): written after the parser had been tuned on the first six batches,
and labelled without running it (and without reading the parser's source), by the README's rules
and the conventions of the earlier data files. The resumes vary in ways no earlier batch did: a
new graduate whose only job is a part-time CNA post, with a senior preceptorship laid out exactly
like it under "Professional Experience" (not work history) and a pending licence that is not a
credential; a nurse practitioner with both a "Licenses" table (State | Type | Number | Issued |
Expires: APRN licences in three states, a multistate RN licence, two DEA registrations and a
state controlled-substance registration) and a "Board Certifications" table; a travel OR nurse
whose twelve contracts are grouped under year subheadings with month-only ranges ("Feb –
present", "Jun – Sep") and the role stated once in the section heading; employers in capitals
followed on the same line by the title in title case; a pharmacist whose jobs are single long
paragraphs with dated distractors, and whose licences appear only in a sentence of the summary;
months written with dots ("03.2021 – present") and a day-first expiry ("30.09.2027") from a
Polish-trained hygienist; a CT technologist's experience grouped by modality with the employers
in square brackets; sentence-style employment ("Currently employed at ..., since May 2019",
"Previously employed at ..., 2015 to 2019") after an objective naming another employer's
opening; an EMT-to-RN career with year ranges joined by "to", an inline gap line and a lapsed
paramedic registration; dates before the title on each job line in a DOCX; a resume pasted into
an e-mail that ends with a signature carrying a second phone; "Title / Employer / City, ST /
dates" slash lines and AWS welder certifications with continuity dates; an apprenticeship ladder
in a table with separate From and To columns; a "Career Snapshot" of year ranges duplicating the
detailed history; teaching licences with endorsements, a student-teaching placement and
professional-development workshops; an ASCII-art table in plain text whose cells wrap employer
names onto a second row."""

from lib import *

R = []

# ------------------------------------------------------------------ 125
R.append(dict(
    id=125, slug="new_grad_rn_cna_preceptorship_pueblo", fmt="docx", layout="one-column", family="nursing",
    notes="new BSN graduate whose only job is a part-time CNA post (current, 'Present'); a senior capstone preceptorship laid out exactly like the job (bold title with a unit, facility, city, dates, bullets) under the same 'Professional Experience' heading, NOT work history by the preceptorship rule; 'Currently employed at ... as a CNA' in the summary (not a second entry); a one-line clinical rotations list with a year range; a 'Licensure' section saying the RN licence is pending with the NCLEX scheduled (not a credential, not labelled); '(part-time)' kept in the title as in 115; a nurse-aide training programme as education; CNA certificate with a number and a full expiry date",
    src="""
# Kaitlyn Rose Baca
^ Graduate Nurse · BSN Class of 2026
^ Pueblo, CO 81005 · (719) 555-0127 · kaitlyn.baca.rn@example.com
## Summary
New BSN graduate (May 2026) with four years of hands-on patient care. Currently employed at Willow Bend Care Center as a certified nursing assistant while I prepare for the NCLEX-RN. Completed a 180-hour senior preceptorship in a Level II emergency department. Looking for a new-graduate residency in emergency or critical care in southern Colorado.
## Professional Experience
**RN Preceptorship (Senior Capstone), Emergency Department** — St. Anselm Regional Medical Center, Pueblo, CO — Feb 2026 – Apr 2026
- 180 hours of twelve-hour shifts with an RN preceptor; carried 3–4 patients by the final two weeks
- Triage with my preceptor, IV starts, blood cultures, sepsis bundles and discharge teaching
**Certified Nursing Assistant (part-time)** — Willow Bend Care Center, Pueblo, CO — Jun 2022 – Present
- Evening care for 12–14 long-term care and short-stay rehab residents: ADLs, transfers, vitals, intake and output
- Skills validator for new CNAs since 2024; trained 15 new hires on mechanical and sit-to-stand lifts
## Clinical Rotations
Medical-Surgical I and II, Maternal-Child, Pediatrics, Behavioral Health and Community Health at hospitals and clinics in Pueblo and Cañon City, 2024 – 2025
## Education
Colorado State University Pueblo — Bachelor of Science in Nursing — May 2026
Pueblo Community College — Nurse Aide Training Program — 2022
## Licensure
Colorado RN license pending: NCLEX-RN scheduled for June 2026
## Certifications
- Certified Nurse Aide — Colorado Board of Nursing — Cert. No. CNA.0209876 — exp. 04/30/2027
- BLS Provider — American Heart Association — exp. 01/2028
- ACLS Provider — American Heart Association — exp. 02/2028
## Languages
English — native
Spanish — conversational
""",
    exp=expected(
        name("Kaitlyn", "Baca", "Rose"), email="kaitlyn.baca.rn@example.com", phone="+17195550127",
        city="Pueblo", state="CO", zipcode="81005",
        work=[job("Willow Bend Care Center", "Certified Nursing Assistant (part-time)", "2022-06", None)],
        education=[edu("Colorado State University Pueblo", "Bachelor of Science in Nursing", "Nursing", "2026-05"),
                   edu("Pueblo Community College", "Nurse Aide Training Program", None, "2022")],
        certs=[cert("Certified Nurse Aide", "Colorado Board of Nursing", exp="2027-04-30", cid="CNA.0209876"),
               cert("BLS Provider", "American Heart Association", exp="2028-01"),
               cert("ACLS Provider", "American Heart Association", exp="2028-02")],
        langs=[lang("English", "N"), lang("Spanish", "C")]),
))

# ------------------------------------------------------------------ 126
R.append(dict(
    id=126, slug="fnp_three_state_license_tables_las_cruces", fmt="pdf", layout="table", family="nursing",
    notes="telehealth family nurse practitioner with two bordered tables: 'Licenses' (State | Type | Number | Issued | Expires) holding a multistate RN licence, APRN licences in New Mexico, Arizona and Colorado under three different state names for the role, two DEA registrations of the same name and a state controlled-substance registration; and 'Board Certifications' (Certification | Board | Number | Issued | Valid through) with one row 'BLS / ACLS' (two entries) and a dash for no number; as in 92 the name is the Type cell (the State cell is not made part of it: ambiguous, a recruiter might prefix the state); 'Dr.' and three post-nominals; state written in full in the address; LinkedIn with https, www and a trailing slash; a remote employer followed by '— Remote (NM, AZ, CO)'; a PRN urgent-care job held at the same time; MSN with the track after a comma",
    src="""
# Dr. Roberto A. Saiz, DNP, APRN, FNP-BC
^ Las Cruces, New Mexico 88011 · 575-555-0139 · roberto.saiz.np@example.com · https://www.linkedin.com/in/robertosaiz-fnp/
## Summary
Bilingual family nurse practitioner with eight years of primary, urgent and virtual care after seven years as an emergency department nurse. Licensed as an APRN in New Mexico, Arizona and Colorado and credentialed with twelve health plans for telehealth across the three states. Chronic-disease management, women's health, MAT with buprenorphine and rural outreach.
## Experience
**Family Nurse Practitioner, Telehealth** — Desert Bloom Virtual Care — Remote (NM, AZ, CO) — 09/2022 – Present
- 18–24 video and phone visits a day for adults and children in rural counties of three states
- Clinical lead for the buprenorphine (MAT) program; 310 active patients
**Nurse Practitioner (PRN), Urgent Care** — Sunland Urgent Care, Anthony, NM — 03/2023 – Present
**Family Nurse Practitioner** — Mesilla Valley Community Health Center, Las Cruces, NM — 06/2018 – 08/2022
- Panel of 1,400 patients at a federally qualified health center; prenatal care through 28 weeks
**Registered Nurse, Emergency Department** — Rio Bravo Regional Medical Center, El Paso, TX — 07/2011 – 05/2018
## Education
University of New Mexico — Doctor of Nursing Practice (DNP) — 2021
New Mexico State University — MSN, Family Nurse Practitioner — 2018
Doña Ana Community College — Associate Degree in Nursing — 2011
## Licenses
%w 16,34,18,14,18
| State | Type | Number | Issued | Expires |
| New Mexico | RN (Multistate) | RN-0071234 | 06/2011 | 09/30/2027 |
| New Mexico | Certified Nurse Practitioner (CNP) | CNP-0045123 | 07/2018 | 09/30/2027 |
| Arizona | Registered Nurse Practitioner (RNP), Family | AP223344 | 08/2022 | 03/31/2028 |
| Colorado | APRN with Prescriptive Authority | APN.0012345 | 10/2022 | 10/31/2027 |
| New Mexico | DEA Registration | MS1234563 | 07/2018 | 08/31/2028 |
| Arizona | DEA Registration | MS7654321 | 09/2022 | 08/31/2028 |
| New Mexico | Controlled Substance Registration | CS00123456 | 07/2018 | 12/31/2026 |
## Board Certifications
%w 41,19,16,10,14
| Certification | Board | Number | Issued | Valid through |
| Family Nurse Practitioner (FNP-BC) | ANCC | 2018012345 | 06/2018 | 06/2028 |
| Emergency Nurse Practitioner (ENP-C) | AANPCB | E0123456 | 12/2023 | 12/2028 |
| BLS / ACLS | American Heart Association | — | 05/2025 | 05/2027 |
## Languages
Spanish — native
English — native
""",
    exp=expected(
        name("Roberto", "Saiz", "A"), email="roberto.saiz.np@example.com", phone="+15755550139",
        linkedin="https://www.linkedin.com/in/robertosaiz-fnp/", city="Las Cruces", state="NM", zipcode="88011",
        work=[job("Sunland Urgent Care", "Nurse Practitioner (PRN), Urgent Care", "2023-03", None),
              job("Desert Bloom Virtual Care", "Family Nurse Practitioner, Telehealth", "2022-09", None),
              job("Mesilla Valley Community Health Center", "Family Nurse Practitioner", "2018-06", "2022-08"),
              job("Rio Bravo Regional Medical Center", "Registered Nurse, Emergency Department", "2011-07", "2018-05")],
        education=[edu("University of New Mexico", "Doctor of Nursing Practice (DNP)", None, "2021"),
                   edu("New Mexico State University", "MSN", "Family Nurse Practitioner", "2018"),
                   edu("Doña Ana Community College", "Associate Degree in Nursing", "Nursing", "2011")],
        certs=[cert("RN (Multistate)", issued="2011-06", exp="2027-09-30", cid="RN-0071234"),
               cert("Certified Nurse Practitioner (CNP)", issued="2018-07", exp="2027-09-30", cid="CNP-0045123"),
               cert("Registered Nurse Practitioner (RNP), Family", issued="2022-08", exp="2028-03-31", cid="AP223344"),
               cert("APRN with Prescriptive Authority", issued="2022-10", exp="2027-10-31", cid="APN.0012345"),
               cert("DEA Registration", issued="2018-07", exp="2028-08-31", cid="MS1234563"),
               cert("DEA Registration", issued="2022-09", exp="2028-08-31", cid="MS7654321"),
               cert("Controlled Substance Registration", issued="2018-07", exp="2026-12-31", cid="CS00123456"),
               cert("Family Nurse Practitioner (FNP-BC)", "ANCC", issued="2018-06", exp="2028-06", cid="2018012345"),
               cert("Emergency Nurse Practitioner (ENP-C)", "AANPCB", issued="2023-12", exp="2028-12", cid="E0123456"),
               cert("BLS", "American Heart Association", issued="2025-05", exp="2027-05"),
               cert("ACLS", "American Heart Association", issued="2025-05", exp="2027-05")],
        langs=[lang("Spanish", "N"), lang("English", "N")]),
))

# ------------------------------------------------------------------ 127
R.append(dict(
    id=127, slug="travel_or_rn_year_groups_amarillo", fmt="pdf", layout="one-column", family="nursing",
    notes="travel OR nurse with twelve contracts grouped under year subheadings (### 2026 ... ### 2022); each bullet starts with a month-only range whose year is the subheading ('Feb – present', 'Jun – Sep'), except contracts crossing New Year, which carry both years ('Oct 2025 – Jan 2026'); the role is stated once in the section heading ('Travel Contracts — Travel Operating Room RN (circulating)') and is the title of every contract, as the agency line gives it in 116 (the service on each bullet, 'CVOR', 'Total joints', is not made part of the title; 82's unit-as-title reading would differ: ambiguous); agencies named only in a note under the heading and by a dagger (not employers); an early-ended and an extended contract; 'Tax home:' location; a staff job and a promotion below; verify.py cannot find the month-only dates because the year is on another line",
    src="""
# Brianne K. Holloway, BSN, RN, CNOR
^ Travel Perioperative Nurse · Circulator · 10 years OR
^ Tax home: Amarillo, TX 79106 · 806-555-0148 · brianne.holloway.or@example.com
## Summary
Operating room circulator with ten years in the OR, the last four on 8–17 week travel contracts in community hospitals and trauma centers. General, orthopaedics and total joints, spine, CVOR, robotics and OB. Learns a new preference-card system in a shift; floats happily.
## Travel Contracts — Travel Operating Room RN (circulating)
> Through Cardinal Point Nursing since April 2022; † = through Bluewater Medical Staffing
### 2026
- Feb – present · Cedar Basin Medical Center, Cedar City, UT · Main OR (general, ortho, GYN) · 13 wks
### 2025
- Oct 2025 – Jan 2026 · Tidewater General Hospital, Chesapeake, VA · CVOR · 13 wks
- Jun – Sep · Pine Barrens Medical Center, Toms River, NJ · Ortho / spine · 13 wks
- Feb – May · Red Mesa Regional Hospital, Farmington, NM · Trauma OR · 13 wks
### 2024
- Nov 2024 – Jan 2025 · Kettle River Medical Center, Duluth, MN · Main OR · 8 wks (hospital ended the contract early; census)
- Jul – Oct · Coastal Bend Surgical Hospital, Victoria, TX · Total joints · 13 wks
- Mar – Jun · Wasatch Peaks Medical Center, Ogden, UT · Robotics (da Vinci Xi) · 13 wks †
### 2023
- Sep 2023 – Jan 2024 · Bitterroot Valley Hospital, Hamilton, MT · Main OR · 17 wks (extended)
- May – Aug · Sandhills Regional Medical Center, Kearney, NE · Main OR · 13 wks †
- Jan – Apr · Cumberland Gap Medical Center, Middlesboro, KY · OB / C-section OR · 13 wks
### 2022
- Aug – Dec · Lowcountry Medical Center, Beaufort, SC · Main OR · 17 wks
- Apr – Jul · Big Country Medical Center, Abilene, TX · Ortho / neuro · 13 wks
## Staff Experience
**Circulating RN, Main OR** — Panhandle Plains Medical Center, Amarillo, TX — Jun 2016 – Mar 2022
- 24-room OR at a Level I trauma center; charge circulator on nights; super-user for the Epic OpTime upgrade
**Staff RN, Surgical Unit** — Panhandle Plains Medical Center, Amarillo, TX — Jun 2014 – May 2016
## Education
West Texas A&M University — Bachelor of Science in Nursing — May 2014
## Licenses & Certifications
- Texas RN License (Multistate) — #912345 — exp. 11/30/2027
- California RN License — #95112233 — exp. 05/31/2027
- CNOR — Competency & Credentialing Institute (CCI) — exp. 2028
- BLS and ACLS — American Heart Association — exp. 09/2027
""",
    exp=expected(
        name("Brianne", "Holloway", "K"), email="brianne.holloway.or@example.com", phone="+18065550148",
        city="Amarillo", state="TX", zipcode="79106",
        work=[job("Cedar Basin Medical Center", "Travel Operating Room RN (circulating)", "2026-02", None),
              job("Tidewater General Hospital", "Travel Operating Room RN (circulating)", "2025-10", "2026-01"),
              job("Pine Barrens Medical Center", "Travel Operating Room RN (circulating)", "2025-06", "2025-09"),
              job("Red Mesa Regional Hospital", "Travel Operating Room RN (circulating)", "2025-02", "2025-05"),
              job("Kettle River Medical Center", "Travel Operating Room RN (circulating)", "2024-11", "2025-01"),
              job("Coastal Bend Surgical Hospital", "Travel Operating Room RN (circulating)", "2024-07", "2024-10"),
              job("Wasatch Peaks Medical Center", "Travel Operating Room RN (circulating)", "2024-03", "2024-06"),
              job("Bitterroot Valley Hospital", "Travel Operating Room RN (circulating)", "2023-09", "2024-01"),
              job("Sandhills Regional Medical Center", "Travel Operating Room RN (circulating)", "2023-05", "2023-08"),
              job("Cumberland Gap Medical Center", "Travel Operating Room RN (circulating)", "2023-01", "2023-04"),
              job("Lowcountry Medical Center", "Travel Operating Room RN (circulating)", "2022-08", "2022-12"),
              job("Big Country Medical Center", "Travel Operating Room RN (circulating)", "2022-04", "2022-07"),
              job("Panhandle Plains Medical Center", "Circulating RN, Main OR", "2016-06", "2022-03"),
              job("Panhandle Plains Medical Center", "Staff RN, Surgical Unit", "2014-06", "2016-05")],
        education=[edu("West Texas A&M University", "Bachelor of Science in Nursing", "Nursing", "2014-05")],
        certs=[cert("Texas RN License (Multistate)", exp="2027-11-30", cid="912345"),
               cert("California RN License", exp="2027-05-31", cid="95112233"),
               cert("CNOR", "Competency & Credentialing Institute (CCI)", exp="2028"),
               cert("BLS", "American Heart Association", exp="2027-09"),
               cert("ACLS", "American Heart Association", exp="2027-09")]),
))

# ------------------------------------------------------------------ 128
R.append(dict(
    id=128, slug="ccma_caps_employer_title_kennewick", fmt="docx", layout="one-column", family="allied-health",
    notes="medical assistant: each job line is the employer in bold capitals followed on the same line, after a single space, by the title in title case ('COLUMBIA BASIN FAMILY MEDICINE Lead Medical Assistant'); the next line 'City, ST | Month YYYY – Present' with full month names; a promotion under the same capitals employer; a title with a parenthesised scope '(Front & Back Office)'; employers labelled in ordinary title case (strings compare case-insensitively); two given names; Washington MA-C credential with a DOH number and an NHA CCMA with a number; an EHR certificate only in the skills line (not labelled)",
    src="""
# Alondra Nayeli Cervantes, CCMA
^ Kennewick, WA 99336 · (509) 555-0174 · alondra.cervantes.ma@example.com
## Profile
Certified clinical medical assistant with seven years in family medicine and pediatrics: rooming, vitals, injections and immunizations, point-of-care testing, phlebotomy and EKGs, referrals and prior authorizations. Lead MA for a five-provider clinic; bilingual Spanish–English.
## Work Experience
**COLUMBIA BASIN FAMILY MEDICINE** Lead Medical Assistant
Kennewick, WA | January 2024 – Present
- Lead 9 medical assistants; build the daily rooming and huddle schedule for five providers
- Raised the clinic's adult immunization rate from 61% to 78% with standing-order outreach
**COLUMBIA BASIN FAMILY MEDICINE** Certified Clinical Medical Assistant
Kennewick, WA | March 2021 – December 2023
- Rooming, vitals, injections, EKGs, spirometry and venipuncture for 25–30 patients a day
**TRI-CITIES PEDIATRIC ASSOCIATES** Medical Assistant (Front & Back Office)
Richland, WA | August 2019 – February 2021
- Well-child vitals, vision and hearing screens, vaccine inventory, check-in and scheduling
**SUNNYSIDE VALLEY PHARMACY** Pharmacy Clerk
Sunnyside, WA | 2017 – 2019
## Education
Columbia Basin College — Medical Assistant Certificate — 2019
## Certifications
- Certified Clinical Medical Assistant (CCMA) — National Healthcareer Association (NHA) — #CCMA-4418207 — exp. 10/2027
- Medical Assistant-Certified — Washington State Department of Health — MC.60987654 — exp. 11/2026
- Certified EKG Technician (CET) — NHA — 2022
- BLS for Healthcare Providers — American Heart Association — exp. 03/2027
## Skills
Epic and athenahealth (athenaOne certified user) · venipuncture and capillary draws · VIS and VFC vaccine programs · Spanish medical interpreting
## Languages
Spanish — native
English — fluent
""",
    exp=expected(
        name("Alondra", "Cervantes", "Nayeli"), email="alondra.cervantes.ma@example.com", phone="+15095550174",
        city="Kennewick", state="WA", zipcode="99336",
        work=[job("Columbia Basin Family Medicine", "Lead Medical Assistant", "2024-01", None),
              job("Columbia Basin Family Medicine", "Certified Clinical Medical Assistant", "2021-03", "2023-12"),
              job("Tri-Cities Pediatric Associates", "Medical Assistant (Front & Back Office)", "2019-08", "2021-02"),
              job("Sunnyside Valley Pharmacy", "Pharmacy Clerk", "2017", "2019")],
        education=[edu("Columbia Basin College", "Medical Assistant Certificate", None, "2019")],
        certs=[cert("Certified Clinical Medical Assistant (CCMA)", "National Healthcareer Association (NHA)",
                    exp="2027-10", cid="CCMA-4418207"),
               cert("Medical Assistant-Certified", "Washington State Department of Health", exp="2026-11", cid="MC.60987654"),
               cert("Certified EKG Technician (CET)", "NHA", issued="2022"),
               cert("BLS for Healthcare Providers", "American Heart Association", exp="2027-03")],
        langs=[lang("Spanish", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 129
R.append(dict(
    id=129, slug="pharmacist_paragraph_jobs_parkersburg", fmt="pdf", layout="one-column", family="allied-health",
    notes="ambulatory-care pharmacist: each job is one long paragraph that opens with the bold title, then '— Employer, City, ST — Month YYYY to present.' and runs on through several sentences holding other years ('In 2021 I started ...', 'from 2016 to 2018 I also served ...', '30-day readmissions ... by 2023') that date no position; 'to' ranges with full month names; the two pharmacist licences appear ONLY in a sentence of the summary with their numbers and expiry dates (labelled, as 62's 'Licensure:' line was; a summary sentence is less clear-cut); a paid pharmacy internship during school (work); a certification whose expiry is 'recertification due'; PharmD without a field; no languages",
    src="""
# Gregory H. Sorensen, PharmD, BCACP
^ Parkersburg, WV 26101 · 304-555-0115 · greg.sorensen.rph@example.com
## Summary
Ambulatory-care pharmacist with fourteen years of community and clinic practice in the Mid-Ohio Valley: collaborative diabetes, hypertension and anticoagulation management, transitions of care, immunizations and student precepting. I hold a West Virginia Pharmacist License (No. RP0012345, exp. 06/30/2027) and an Ohio Pharmacist License (No. 03-3-123456, exp. 09/15/2027), and I am comfortable with Epic, Rx30 and PioneerRx.
## Professional Experience
**Clinical Pharmacist, Ambulatory Care** — Mid-Ohio Valley Health Partners, Parkersburg, WV — August 2019 to present. I run pharmacist-led diabetes, hypertension and anticoagulation clinics under a collaborative practice agreement with 22 primary-care physicians and nurse practitioners, seeing 12 to 16 patients a day in person and by video; I adjust insulin, GLP-1 and blood-pressure regimens, order and follow up labs, and document in Epic. In 2021 I started the health system's first pharmacist-run transitions-of-care calls after discharge, which cut 30-day readmissions for heart-failure patients from 21% to 14% by 2023. I precept fourth-year PharmD students from two colleges of pharmacy and chair the formulary subcommittee for diabetes agents.
**Pharmacy Manager (Pharmacist in Charge)** — Riverbend Drug Co., Marietta, OH — May 2014 to July 2019. As pharmacist in charge of the company's busiest store (store #18, about 1,900 prescriptions a week) I supervised three pharmacists and eleven technicians, handled DEA ordering and biennial inventories, and passed two state board inspections without findings. I built the store's immunization clinic from 300 to more than 2,500 vaccines a season, and from 2016 to 2018 I also served on the company's clinical services committee that rolled out medication synchronization to all 24 stores.
**Staff Pharmacist** — Riverbend Drug Co., Belpre, OH — June 2012 to April 2014. Verification, counseling and immunizations on a 1,200-prescription-a-week floor; covered the Parkersburg and Williamstown stores on weekends and trained new technicians on the Rx30 system.
**Pharmacy Intern** — Washington County Community Hospital, Marietta, OH — 2010 to 2012. Paid internship during pharmacy school: IV admixture, unit-dose filling, medication histories in the emergency department and pharmacokinetic dosing under a pharmacist.
## Education
Ohio Northern University — Doctor of Pharmacy (PharmD) — 2012
## Certifications
- Board Certified Ambulatory Care Pharmacist (BCACP) — Board of Pharmacy Specialties — issued 2020 — recertification due 12/31/2027
- Certified Diabetes Care and Education Specialist (CDCES) — Certification Board for Diabetes Care and Education — exp. 12/2026
- Pharmacy-Based Immunization Delivery — American Pharmacists Association (APhA) — 2011
- BLS Provider — American Heart Association — exp. 03/2027
""",
    exp=expected(
        name("Gregory", "Sorensen", "H"), email="greg.sorensen.rph@example.com", phone="+13045550115",
        city="Parkersburg", state="WV", zipcode="26101",
        work=[job("Mid-Ohio Valley Health Partners", "Clinical Pharmacist, Ambulatory Care", "2019-08", None),
              job("Riverbend Drug Co.", "Pharmacy Manager (Pharmacist in Charge)", "2014-05", "2019-07"),
              job("Riverbend Drug Co.", "Staff Pharmacist", "2012-06", "2014-04"),
              job("Washington County Community Hospital", "Pharmacy Intern", "2010", "2012")],
        education=[edu("Ohio Northern University", "Doctor of Pharmacy (PharmD)", None, "2012")],
        certs=[cert("West Virginia Pharmacist License", exp="2027-06-30", cid="RP0012345"),
               cert("Ohio Pharmacist License", exp="2027-09-15", cid="03-3-123456"),
               cert("Board Certified Ambulatory Care Pharmacist (BCACP)", "Board of Pharmacy Specialties",
                    issued="2020", exp="2027-12-31"),
               cert("Certified Diabetes Care and Education Specialist (CDCES)",
                    "Certification Board for Diabetes Care and Education", exp="2026-12"),
               cert("Pharmacy-Based Immunization Delivery", "American Pharmacists Association (APhA)", issued="2011"),
               cert("BLS Provider", "American Heart Association", exp="2027-03")]),
))

# ------------------------------------------------------------------ 130
R.append(dict(
    id=130, slug="dental_hygienist_dotted_months_niles", fmt="doc", layout="one-column", family="allied-health",
    notes="Polish-trained dental hygienist: every month written as a number with a dot ('03.2021 – present', '10.2012 – 06.2015', graduation '05.2018', expiry '11.2026') and the licence's full expiry day-first ('valid to 30.09.2027' = 2027-09-30, unambiguous because 30 is no month); a job in Poland with the country after the city and a Polish employer name with diacritics; a Polish 'Licencjat (Bachelor's degree), Dental Hygiene' (degree with its gloss, field after the comma); 'Associate in Applied Science, Dental Hygiene' (the field after the comma is the major, not 'Applied Science'); an IDFPR anaesthesia qualification with a dotted month; surname with a diacritic; verify.py lists no dotted form, so it reports these dates",
    src="""
# Agnieszka M. Wróblewska, RDH
^ Niles, IL 60714 · (847) 555-0122 · agnieszka.wroblewska.rdh@example.com
## Profile
Registered dental hygienist with eleven years of practice in Poland and the Chicago area: adult and pediatric prophylaxis, scaling and root planing, periodontal maintenance, local anaesthesia, digital radiographs and patient education in Polish and English.
## Experience
**Registered Dental Hygienist** — Lakeview Smiles Family Dentistry, Park Ridge, IL — 03.2021 – present
- 8–10 patients a day; periodontal charting, SRP and locally delivered antimicrobials; intraoral scans for aligner cases
- Set up the office's sealant day with a local elementary school (2023, 2024)
**Registered Dental Hygienist (part-time)** — North Shore Periodontal Group, Skokie, IL — 09.2018 – 02.2021
- Periodontal maintenance and pre-surgical SRP three days a week
**Dental Assistant** — Harlem Avenue Dental, Norridge, IL — 10.2015 – 07.2017
- Chairside assisting, sterilization and radiographs while completing the US hygiene prerequisites
**Dental Hygienist** — Gabinet Stomatologiczny Uśmiech, Łódź, Poland — 10.2012 – 06.2015
## Education
William Rainey Harper College — Associate in Applied Science, Dental Hygiene — 05.2018
Medical University of Łódź — Licencjat (Bachelor's degree), Dental Hygiene — 2012
## Licences & Certifications
- Illinois Dental Hygienist License — IDFPR — No. 019.012345 — valid to 30.09.2027
- Local Anesthesia Administration — IDFPR — issued 06.2019
- CPR/BLS for Healthcare Providers — American Heart Association — exp. 11.2026
## Languages
Polish – native · English – fluent · Russian – basic
""",
    exp=expected(
        name("Agnieszka", "Wróblewska", "M"), email="agnieszka.wroblewska.rdh@example.com", phone="+18475550122",
        city="Niles", state="IL", zipcode="60714",
        work=[job("Lakeview Smiles Family Dentistry", "Registered Dental Hygienist", "2021-03", None),
              job("North Shore Periodontal Group", "Registered Dental Hygienist (part-time)", "2018-09", "2021-02"),
              job("Harlem Avenue Dental", "Dental Assistant", "2015-10", "2017-07"),
              job("Gabinet Stomatologiczny Uśmiech", "Dental Hygienist", "2012-10", "2015-06")],
        education=[edu("William Rainey Harper College", "Associate in Applied Science", "Dental Hygiene", "2018-05"),
                   edu("Medical University of Łódź", "Licencjat (Bachelor's degree)", "Dental Hygiene", "2012")],
        certs=[cert("Illinois Dental Hygienist License", "IDFPR", exp="2027-09-30", cid="019.012345"),
               cert("Local Anesthesia Administration", "IDFPR", issued="2019-06"),
               cert("CPR/BLS for Healthcare Providers", "American Heart Association", exp="2026-11")],
        langs=[lang("Polish", "N"), lang("English", "P"), lang("Russian", "B")]),
))

# ------------------------------------------------------------------ 131
R.append(dict(
    id=131, slug="ct_rad_tech_modality_groups_sioux_city", fmt="pdf", layout="one-column", family="allied-health",
    notes="CT and radiologic technologist whose experience is grouped by modality (h3 'Computed Tomography', 'Diagnostic Radiography & Fluoroscopy', 'Surgery / C-arm'), each role as a bold title, the employer and city in square brackets, then a year range; one employer appears under two modalities with three titles (a promotion and an earlier radiography role), and a PRN CT job overlaps; the 'Surgery / C-arm' group has only bullets naming an employer and years, no title (not an entry); ARRT registrations by discipline sharing one ID with 'issued' and 'renewal due'; an Iowa permit to practise and a Nebraska licence (state credentials); credentials after the name in ARRT's parenthesised form; BLS with a year-only expiry",
    src="""
# Garrett W. Lindahl, R.T.(R)(CT)(ARRT)
^ Sioux City, IA 51106 · 712-555-0163 · garrett.lindahl.rt@example.com
## Summary
CT and radiologic technologist with eleven years in a regional trauma center, an outpatient imaging center and an orthopaedic clinic. Stroke, trauma and cardiac CT; contrast injector and dose-reduction protocols; OR C-arm. Licensed in Iowa and Nebraska.
## Experience by Modality
### Computed Tomography
**Lead CT Technologist** [Siouxland Regional Medical Center, Sioux City, IA] — 2023 – present
- Lead four scanners and 14 technologists; protocol owner for stroke (CTA/CTP) and cardiac CTA
- Cut median door-to-CT for stroke alerts from 19 to 11 minutes
**CT Technologist (PRN)** [Loess Hills Imaging Center, South Sioux City, NE] — 2021 – 2024
- Saturday outpatient CT and CT-guided biopsies
**CT Technologist** [Siouxland Regional Medical Center, Sioux City, IA] — 2020 – 2023
### Diagnostic Radiography & Fluoroscopy
**Staff Radiologic Technologist** [Siouxland Regional Medical Center, Sioux City, IA] — 2017 – 2020
- ED, inpatient portables and fluoroscopy; cross-trained in CT from 2019
**Radiologic Technologist** [Missouri River Orthopaedics, Dakota Dunes, SD] — 2015 – 2017
- Weight-bearing and stress views; assisted with fluoroscopic joint injections
### Surgery / C-arm
- C-arm for orthopaedic, spine and pain cases at Siouxland Regional Medical Center (2017 – 2020, and on-call since)
## Education
St. Luke's College — Associate of Science in Radiologic Technology — 2015
## Registrations & Licenses
- ARRT Radiography (R) — ARRT ID 612345 — issued 08/2015 — renewal due 06/30/2027
- ARRT Computed Tomography (CT) — ARRT ID 612345 — issued 02/2020 — renewal due 06/30/2027
- Iowa Permit to Practice, General Radiologic Technologist — Iowa HHS — #GRT-44812 — exp. 06/30/2027
- Nebraska Medical Radiographer License — Nebraska DHHS — #MR-50231 — exp. 10/31/2026
- BLS — American Heart Association — exp. 2027
""",
    exp=expected(
        name("Garrett", "Lindahl", "W"), email="garrett.lindahl.rt@example.com", phone="+17125550163",
        city="Sioux City", state="IA", zipcode="51106",
        work=[job("Siouxland Regional Medical Center", "Lead CT Technologist", "2023", None),
              job("Loess Hills Imaging Center", "CT Technologist (PRN)", "2021", "2024"),
              job("Siouxland Regional Medical Center", "CT Technologist", "2020", "2023"),
              job("Siouxland Regional Medical Center", "Staff Radiologic Technologist", "2017", "2020"),
              job("Missouri River Orthopaedics", "Radiologic Technologist", "2015", "2017")],
        education=[edu("St. Luke's College", "Associate of Science in Radiologic Technology", "Radiologic Technology", "2015")],
        certs=[cert("ARRT Radiography (R)", issued="2015-08", exp="2027-06-30", cid="612345"),
               cert("ARRT Computed Tomography (CT)", issued="2020-02", exp="2027-06-30", cid="612345"),
               cert("Iowa Permit to Practice, General Radiologic Technologist", "Iowa HHS", exp="2027-06-30", cid="GRT-44812"),
               cert("Nebraska Medical Radiographer License", "Nebraska DHHS", exp="2026-10-31", cid="MR-50231"),
               cert("BLS", "American Heart Association", exp="2027")]),
))

# ------------------------------------------------------------------ 132
R.append(dict(
    id=132, slug="psych_tech_currently_employed_visalia", fmt="txt", layout="one-column", family="allied-health",
    notes="licensed psychiatric technician: an OBJECTIVE naming the job title sought at another organisation ('Senior Psychiatric Technician on the adolescent unit at Sequoia Crest Behavioral Health', not work history); employment written as sentences: 'Currently employed at Employer, City, ST, as a Title, since Month YYYY.' (current) and 'Previously employed at Employer, City, ST, as a Title, 2015 to 2019.' with year ranges joined by 'to'; a paid trainee role at a developmental center; a state licence with a number containing a space ('PT 38211'); a certificate with the field after a comma; an instructor credential with a bare year; ASL with a level",
    enc="utf-8",
    src="""SHARONDA L. PICKETT, LPT
Licensed Psychiatric Technician
Visalia, CA 93291  ·  (559) 555-0196  ·  sharonda.pickett.lpt@example.com

OBJECTIVE
Senior Psychiatric Technician on the adolescent inpatient unit at Sequoia Crest Behavioral Health, bringing eleven years of forensic, acute and developmental-disability care and a calm, consistent approach to de-escalation.

EMPLOYMENT

Currently employed at Tulare Valley State Hospital, Visalia, CA, as a Psychiatric Technician (Forensic), since May 2019.
   - Treatment team member on a 40-bed forensic unit: groups, behavior plans, medication administration and documentation
   - MAB instructor since 2022; trained 90 new staff in prevention and management of assaultive behavior

Previously employed at Central Valley Behavioral Health Hospital, Fresno, CA, as a Psychiatric Technician, 2015 to 2019.
   - Adult and adolescent acute units; admissions, suicide-risk rounds, seclusion and restraint monitoring

Previously employed at Golden Oaks Developmental Center, Porterville, CA, as a Psychiatric Technician Trainee, 2014 to 2015.

Previously employed at Kings River Youth Homes, Hanford, CA, as a Residential Counselor, 2011 to 2014.

EDUCATION
College of the Sequoias, Visalia, CA - Certificate of Achievement, Psychiatric Technician - 2014

LICENSE
California Psychiatric Technician License - Board of Vocational Nursing and Psychiatric Technicians (BVNPT) - No. PT 38211 - exp. 07/31/2027

CERTIFICATIONS
Management of Assaultive Behavior (MAB) Instructor - California Department of State Hospitals - 2022
CPR/First Aid - American Red Cross - exp. 02/2027

LANGUAGES
English (native); American Sign Language (basic)
""",
    exp=expected(
        name("Sharonda", "Pickett", "L"), email="sharonda.pickett.lpt@example.com", phone="+15595550196",
        city="Visalia", state="CA", zipcode="93291",
        work=[job("Tulare Valley State Hospital", "Psychiatric Technician (Forensic)", "2019-05", None),
              job("Central Valley Behavioral Health Hospital", "Psychiatric Technician", "2015", "2019"),
              job("Golden Oaks Developmental Center", "Psychiatric Technician Trainee", "2014", "2015"),
              job("Kings River Youth Homes", "Residential Counselor", "2011", "2014")],
        education=[edu("College of the Sequoias", "Certificate of Achievement", "Psychiatric Technician", "2014")],
        certs=[cert("California Psychiatric Technician License",
                    "Board of Vocational Nursing and Psychiatric Technicians (BVNPT)", exp="2027-07-31", cid="PT 38211"),
               cert("Management of Assaultive Behavior (MAB) Instructor", "California Department of State Hospitals",
                    issued="2022"),
               cert("CPR/First Aid", "American Red Cross", exp="2027-02")],
        langs=[lang("English", "N"), lang("American Sign Language", "B")]),
))

# ------------------------------------------------------------------ 133
R.append(dict(
    id=133, slug="emt_to_rn_to_ranges_rapid_city", fmt="doc", layout="one-column", family="nursing",
    notes="EMT-to-paramedic-to-RN career under two headings ('Nursing Experience', 'EMS Experience'); every range is year-only joined by 'to' ('2011 to 2014', '2021 to present'); a PRN flight-nurse job held alongside the ED job; a parenthesised line between the sections explaining a gap ('(2017 to 2019: full-time nursing student ...; no paid work)', not a job); a volunteer EMT role with years (unpaid, not work history); 'A.A.S. Paramedicine' with the field after a space; a paramedic registration written 'NRP' (not the neonatal course) 'NREMT — 2014 to 2020 (lapsed ...)' labelled issued 2014 and expired 2020 (a recruiter might leave a lapsed credential out: ambiguous); 'ACLS, PALS — AHA' shared expiry; year-only expiries",
    src="""
# Cody J. Rasmussen, BSN, RN, CEN, CFRN
^ Rapid City, SD 57701 · 605-555-0137 · cody.rasmussen.rn@example.com
## Summary
Emergency and flight nurse with seven years of nursing after six years on an ambulance as an EMT and paramedic. Trauma, STEMI and stroke care in a rural referral center; rotor-wing transport across western South Dakota, Wyoming and Nebraska.
## Nursing Experience
**Flight Nurse (PRN)** — Prairie Sky Air Medical, Rapid City, SD — 2023 to present
- Rotor-wing scene and interfacility transports with a paramedic partner; 4–6 shifts a month
**Emergency Department RN** — Black Hills Regional Hospital, Rapid City, SD — 2021 to present
- 38-bed Level II trauma ED; relief charge nurse; trauma and stroke team; ultrasound-guided IVs
**Registered Nurse, Medical ICU** — Black Hills Regional Hospital, Rapid City, SD — 2019 to 2021
(2017 to 2019: full-time nursing student at South Dakota State University; no paid work)
## EMS Experience
**Paramedic** — Western Dakota Ambulance Service, Rapid City, SD — 2014 to 2017
- 911 response for a county of 110,000 and rural intercepts; field training officer from 2016
**EMT-Basic** — Western Dakota Ambulance Service, Rapid City, SD — 2011 to 2014
**Volunteer EMT** — Hermosa Volunteer Fire Department, Hermosa, SD — 2009 to 2011
## Education
South Dakota State University — Bachelor of Science in Nursing — 2019
Western Dakota Technical College — A.A.S. Paramedicine — 2014
## Licensure & Certifications
- South Dakota RN License (Multistate) — R046123 — exp. 04/2027
- Certified Emergency Nurse (CEN) — BCEN — exp. 2028
- Certified Flight Registered Nurse (CFRN) — BCEN — issued 2024 — exp. 2028
- TNCC — ENA — exp. 06/2027
- ACLS, PALS — AHA — exp. 10/2027
- Nationally Registered Paramedic (NRP) — NREMT — 2014 to 2020 (lapsed when I moved to nursing)
""",
    exp=expected(
        name("Cody", "Rasmussen", "J"), email="cody.rasmussen.rn@example.com", phone="+16055550137",
        city="Rapid City", state="SD", zipcode="57701",
        work=[job("Prairie Sky Air Medical", "Flight Nurse (PRN)", "2023", None),
              job("Black Hills Regional Hospital", "Emergency Department RN", "2021", None),
              job("Black Hills Regional Hospital", "Registered Nurse, Medical ICU", "2019", "2021"),
              job("Western Dakota Ambulance Service", "Paramedic", "2014", "2017"),
              job("Western Dakota Ambulance Service", "EMT-Basic", "2011", "2014")],
        education=[edu("South Dakota State University", "Bachelor of Science in Nursing", "Nursing", "2019"),
                   edu("Western Dakota Technical College", "A.A.S.", "Paramedicine", "2014")],
        certs=[cert("South Dakota RN License (Multistate)", exp="2027-04", cid="R046123"),
               cert("Certified Emergency Nurse (CEN)", "BCEN", exp="2028"),
               cert("Certified Flight Registered Nurse (CFRN)", "BCEN", issued="2024", exp="2028"),
               cert("TNCC", "ENA", exp="2027-06"),
               cert("ACLS", "AHA", exp="2027-10"),
               cert("PALS", "AHA", exp="2027-10"),
               cert("Nationally Registered Paramedic (NRP)", "NREMT", issued="2014", exp="2020")]),
))

# ------------------------------------------------------------------ 134
R.append(dict(
    id=134, slug="lpn_wound_iv_dates_first_lima", fmt="docx", layout="one-column", family="nursing",
    notes="LPN whose job lines start with the dates, then the title, both in bold, then a middle dot and 'Employer, City, ST' ('08/2021 – present Wound Care Nurse (LPN) · Auglaize Meadows Health Campus, Wapakoneta, OH'; the dates-first form 90 has in TXT, here in a DOCX paragraph); a PRN infusion job listed second although it started later (the expected list is by start date); four titles at one nursing home from STNA (Ohio's nurse-aide title, with the abbreviation in parentheses) to charge nurse; an Ohio IV therapy certification for LPNs from a college; WCC and OMS from NAWCO; licence number with a dot",
    src="""
# Latoya Denise Fairbanks, LPN, WCC
^ Lima, OH 45801 · 419-555-0183 · latoya.fairbanks.lpn@example.com
## Profile
Licensed practical nurse with ten years in skilled nursing and post-acute care and fourteen in long-term care overall: wound assessment and treatment, negative-pressure therapy, ostomy care, IV therapy and PICC maintenance within the LPN scope, and charge-nurse experience on a 36-bed rehab hall.
## Experience
**08/2021 – present Wound Care Nurse (LPN)** · Auglaize Meadows Health Campus, Wapakoneta, OH
- Weekly wound rounds with the wound physician for 110 residents; measurements, photos and treatment orders in PointClickCare
- Facility-acquired pressure injuries down from 4.8% to 1.9% in two years
**03/2023 – present Infusion LPN (PRN)** · Buckeye Home Infusion, Lima, OH
- Home visits for peripheral IV antibiotics and hydration; PICC dressing changes and lab draws
**01/2018 – 07/2021 Charge Nurse (LPN), Skilled Rehab** · Shawnee Ridge Nursing & Rehabilitation, Lima, OH
- Charge nurse for a 36-bed short-stay rehab hall on days; admissions, IV antibiotics, wound vacs
**06/2016 – 12/2017 Staff LPN** · Shawnee Ridge Nursing & Rehabilitation, Lima, OH
**2012 – 2016 State Tested Nurse Aide (STNA)** · Shawnee Ridge Nursing & Rehabilitation, Lima, OH
## Education
Apollo Career Center — Practical Nursing Diploma — 2016
## Licensure & Certifications
- Ohio LPN License — No. PN.123456 — exp. 10/31/2026
- IV Therapy Certification for LPNs — Rhodes State College — issued 03/2017
- Wound Care Certified (WCC) — NAWCO — exp. 08/2027
- Ostomy Management Specialist (OMS) — NAWCO — 2024
- BLS — American Heart Association — exp. 05/2027
""",
    exp=expected(
        name("Latoya", "Fairbanks", "Denise"), email="latoya.fairbanks.lpn@example.com", phone="+14195550183",
        city="Lima", state="OH", zipcode="45801",
        work=[job("Buckeye Home Infusion", "Infusion LPN (PRN)", "2023-03", None),
              job("Auglaize Meadows Health Campus", "Wound Care Nurse (LPN)", "2021-08", None),
              job("Shawnee Ridge Nursing & Rehabilitation", "Charge Nurse (LPN), Skilled Rehab", "2018-01", "2021-07"),
              job("Shawnee Ridge Nursing & Rehabilitation", "Staff LPN", "2016-06", "2017-12"),
              job("Shawnee Ridge Nursing & Rehabilitation", "State Tested Nurse Aide (STNA)", "2012", "2016")],
        education=[edu("Apollo Career Center", "Practical Nursing Diploma", None, "2016")],
        certs=[cert("Ohio LPN License", exp="2026-10-31", cid="PN.123456"),
               cert("IV Therapy Certification for LPNs", "Rhodes State College", issued="2017-03"),
               cert("Wound Care Certified (WCC)", "NAWCO", exp="2027-08"),
               cert("Ostomy Management Specialist (OMS)", "NAWCO", issued="2024"),
               cert("BLS", "American Heart Association", exp="2027-05")]),
))

# ------------------------------------------------------------------ 135
R.append(dict(
    id=135, slug="warehouse_supervisor_email_signature_sparks", fmt="txt", layout="one-column", family="trades",
    notes="a resume pasted into the body of an e-mail: 'Title | Employer (City, ST) | Mon YYYY - Present' lines with the location in parentheses; a seasonal job with a month range; then a closing sentence and a plain e-mail signature after '--' with the name, a different cell number ('Cell 775.555.0186 (best after 3 pm)') and the e-mail again; by the two-phones rule the header phone is 'phone' and the signature's cell the 'alternativePhone' (a recruiter might keep only one: ambiguous); capitals name with an accent ('HÉCTOR', labelled Héctor; the signature repeats it in title case); a promotion; a certificate of achievement with the field after a comma; Windows-1252 with CRLF",
    enc="cp1252", crlf=True,
    src="""HÉCTOR L. VILLANUEVA
Warehouse Supervisor - Fulfillment & Inbound Operations
Sparks, NV 89431 | Phone: (775) 555-0111 | hector.villanueva@example.com

SUMMARY
Warehouse supervisor with ten years in distribution: inbound receiving, put-away, inventory control and outbound e-commerce fulfillment. I run a 46-person second shift, train forklift drivers and keep the building safe and on schedule during peak.

EXPERIENCE

Warehouse Supervisor, 2nd Shift | High Desert Fulfillment (Sparks, NV) | Apr 2022 - Present
  - Supervise 3 leads and 46 associates across receiving, put-away and outbound; 38,000 units a shift at peak
  - Cut dock-to-stock time from 26 to 9 hours; 540 days without a recordable injury on my shift

Inventory Control Lead | High Desert Fulfillment (Sparks, NV) | Aug 2019 - Mar 2022
  - Cycle counts and root-cause reviews for 60,000 SKUs; inventory accuracy 99.6%

Forklift Operator / Receiver | Truckee Meadows Building Supply (Reno, NV) | 2016 - 2019

Stocker (seasonal) | Big Sky Outdoor Outfitters (Reno, NV) | Nov 2015 - Jan 2016

EDUCATION
Truckee Meadows Community College, Reno, NV - Certificate of Achievement, Logistics Management - 2021

CERTIFICATIONS
OSHA 30-Hour General Industry - 2022
Certified Logistics Technician (CLT) - MSSC - 2021
Forklift Trainer (Train-the-Trainer) - Silver State Safety Council - exp. 06/2027

LANGUAGES
Spanish - native; English - fluent

Thank you for considering me for the Operations Supervisor opening. I can start with two weeks' notice.

--
Héctor Villanueva
Cell 775.555.0186 (best after 3 pm)
hector.villanueva@example.com
""",
    exp=expected(
        name("Héctor", "Villanueva", "L"), email="hector.villanueva@example.com", phone="+17755550111",
        alt="+17755550186", city="Sparks", state="NV", zipcode="89431",
        work=[job("High Desert Fulfillment", "Warehouse Supervisor, 2nd Shift", "2022-04", None),
              job("High Desert Fulfillment", "Inventory Control Lead", "2019-08", "2022-03"),
              job("Truckee Meadows Building Supply", "Forklift Operator / Receiver", "2016", "2019"),
              job("Big Sky Outdoor Outfitters", "Stocker (seasonal)", "2015-11", "2016-01")],
        education=[edu("Truckee Meadows Community College", "Certificate of Achievement", "Logistics Management", "2021")],
        certs=[cert("OSHA 30-Hour General Industry", issued="2022"),
               cert("Certified Logistics Technician (CLT)", "MSSC", issued="2021"),
               cert("Forklift Trainer (Train-the-Trainer)", "Silver State Safety Council", exp="2027-06")],
        langs=[lang("Spanish", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 136
R.append(dict(
    id=136, slug="welder_aws_slash_lines_pascagoula", fmt="doc", layout="one-column", family="trades",
    notes="combination welder: each job line is 'Title / Employer / City, ST / dates' joined by slashes, only the title in bold; AWS certified-welder entries whose names contain a comma, the process and position ('AWS Certified Welder, SMAW 6G Pipe (Carbon Steel)'), each with an AWS number, 'issued' and 'continuity verified through MM/YYYY' (labelled as the expiry, like 'valid through'; ambiguous, since AWS continuity is a six-month log rather than an expiry); a company structural qualification whose issuer is the current employer; TWIC with an M/YYYY expiry; a career certificate with the field after a comma; tacker and helper years at one erector; 'available for travel and shutdown work' (not a willingness to relocate, not labelled)",
    src="""
# Dakota R. Pettigrew
^ Combination Welder · Structural & Pipe · SMAW / GTAW / FCAW
^ Pascagoula, MS 39567 · 228-555-0152 · dakota.pettigrew.weld@example.com
## Summary
Combination welder with twelve years in shipbuilding, refinery turnarounds and structural steel. 6G pipe in carbon and stainless, structural FCAW in all positions, and fit-up from blueprints. Clean drug screens, own truck and rig, available for travel and shutdown work.
## Work History
**Combination Welder (Structural & Pipe)** / Gulf Coast Marine Fabricators / Pascagoula, MS / 06/2020 – Present
- Module and piping welds for offshore and naval vessels; 1.2% repair rate on RT-inspected pipe welds
- Fit and weld stainless instrument-air and hydraulic lines; train two apprentices a year
**Pipe Welder, Turnarounds** / Delta Mechanical Contractors / Lake Charles, LA / 02/2018 – 05/2020
- Refinery and chemical-plant shutdowns: 6G carbon and chrome pipe, 12-hour shifts, hot-work permits
**Tacker** / Magnolia Steel Erectors / Gulfport, MS / 2016 – 2018
**Welder Helper** / Magnolia Steel Erectors / Gulfport, MS / 2014 – 2016
## Training
Mississippi Gulf Coast Community College — Career Certificate, Welding and Cutting Technology — 2014
## Welding Certifications
- AWS Certified Welder, SMAW 6G Pipe (Carbon Steel) — American Welding Society — No. 23091456 — issued 03/2023 — continuity verified through 09/2026
- AWS Certified Welder, GTAW/SMAW 6G Pipe (Stainless) — American Welding Society — No. 23091457 — issued 08/2023 — continuity verified through 08/2026
- AWS D1.1 Structural Welder Qualification, FCAW 3G/4G — Gulf Coast Marine Fabricators — 06/2020
## Other Credentials
- TWIC — TSA — exp. 11/2028
- OSHA 10-Hour Construction — 2014
## Skills
SMAW, GTAW, FCAW, GMAW · carbon, stainless and chrome pipe · blueprint reading and fit-up · air-arc gouging · rigging
""",
    exp=expected(
        name("Dakota", "Pettigrew", "R"), email="dakota.pettigrew.weld@example.com", phone="+12285550152",
        city="Pascagoula", state="MS", zipcode="39567",
        work=[job("Gulf Coast Marine Fabricators", "Combination Welder (Structural & Pipe)", "2020-06", None),
              job("Delta Mechanical Contractors", "Pipe Welder, Turnarounds", "2018-02", "2020-05"),
              job("Magnolia Steel Erectors", "Tacker", "2016", "2018"),
              job("Magnolia Steel Erectors", "Welder Helper", "2014", "2016")],
        education=[edu("Mississippi Gulf Coast Community College", "Career Certificate", "Welding and Cutting Technology", "2014")],
        certs=[cert("AWS Certified Welder, SMAW 6G Pipe (Carbon Steel)", "American Welding Society",
                    issued="2023-03", exp="2026-09", cid="23091456"),
               cert("AWS Certified Welder, GTAW/SMAW 6G Pipe (Stainless)", "American Welding Society",
                    issued="2023-08", exp="2026-08", cid="23091457"),
               cert("AWS D1.1 Structural Welder Qualification, FCAW 3G/4G", "Gulf Coast Marine Fabricators", issued="2020-06"),
               cert("TWIC", "TSA", exp="2028-11"),
               cert("OSHA 10-Hour Construction", issued="2014")]),
))

# ------------------------------------------------------------------ 137
R.append(dict(
    id=137, slug="electrician_from_to_columns_erie", fmt="pdf", layout="table", family="trades",
    notes="apprentice-to-journeyman electrician: employment as a bordered table with separate 'From' and 'To' columns (MM/YYYY, 'present', and year-only for the oldest row), then 'Position' and 'Contractor / Location' ('Employer, City, ST' in one cell); the apprenticeship as four rows at three contractors, one row 'Apprentice Wireman, 1st & 2nd year' spanning two years, and the contractor of the 3rd and 5th years the same as the current journeyman job; a journeyman stint out of town between them; the apprenticeship programme as education with 'completed May 2023'; a city journeyman licence (Pennsylvania has no state licence) with a number and full expiry; NICET with a number and a year",
    src="""
# Jesse A. Kowalczyk
^ Journeyman Wireman · IBEW member since 2018
^ Erie, PA 16505 · 814-555-0169 · jesse.kowalczyk.electric@example.com
## Summary
Journeyman inside wireman who topped out of a five-year apprenticeship in 2023. Commercial and industrial work: service upgrades, switchgear and MCCs, conduit bending (EMT, rigid, PVC), fire alarm and VFDs. Foreman on small crews since 2025.
## Employment
%w 10,10,40,40
| From | To | Position | Contractor / Location |
| 05/2024 | present | Journeyman Wireman | Lakefront Electrical Contractors, Erie, PA |
| 06/2023 | 04/2024 | Journeyman Wireman | Keystone Switchgear Services, Pittsburgh, PA |
| 09/2022 | 05/2023 | Apprentice Wireman, 5th year | Lakefront Electrical Contractors, Erie, PA |
| 08/2021 | 08/2022 | Apprentice Wireman, 4th year | Presque Isle Power & Light Inc., Erie, PA |
| 06/2020 | 07/2021 | Apprentice Wireman, 3rd year | Lakefront Electrical Contractors, Erie, PA |
| 06/2018 | 05/2020 | Apprentice Wireman, 1st & 2nd year | French Creek Electric, Meadville, PA |
| 2016 | 2018 | Warehouse Associate | Erie Wholesale Electric Supply, Erie, PA |
## Highlights
- Foreman for a five-person crew on a 2,000 A hospital service upgrade (2025)
- Switchgear start-up and testing for two data-center halls while working out of town (2023 – 2024)
- Apprenticeship Outstanding Apprentice award, 2022
## Education & Training
Northwest Pennsylvania Electrical JATC — Inside Wireman Apprenticeship (8,000 OJT hours, 900 classroom hours) — completed May 2023
Lakeshore Regional High School — High School Diploma — 2016
## Licenses & Certifications
- City of Erie Journeyman Electrician License — No. JE-2023-0412 — exp. 12/31/2026
- NICET Fire Alarm Systems Level I — NICET — #187654 — 2025
- NFPA 70E Electrical Safety in the Workplace — 2024
- OSHA 30-Hour Construction — 2022
- First Aid/CPR/AED — American Red Cross — exp. 04/2027
""",
    exp=expected(
        name("Jesse", "Kowalczyk", "A"), email="jesse.kowalczyk.electric@example.com", phone="+18145550169",
        city="Erie", state="PA", zipcode="16505",
        work=[job("Lakefront Electrical Contractors", "Journeyman Wireman", "2024-05", None),
              job("Keystone Switchgear Services", "Journeyman Wireman", "2023-06", "2024-04"),
              job("Lakefront Electrical Contractors", "Apprentice Wireman, 5th year", "2022-09", "2023-05"),
              job("Presque Isle Power & Light Inc.", "Apprentice Wireman, 4th year", "2021-08", "2022-08"),
              job("Lakefront Electrical Contractors", "Apprentice Wireman, 3rd year", "2020-06", "2021-07"),
              job("French Creek Electric", "Apprentice Wireman, 1st & 2nd year", "2018-06", "2020-05"),
              job("Erie Wholesale Electric Supply", "Warehouse Associate", "2016", "2018")],
        education=[edu("Northwest Pennsylvania Electrical JATC", "Inside Wireman Apprenticeship", None, "2023-05"),
                   edu("Lakeshore Regional High School", "High School Diploma", None, "2016")],
        certs=[cert("City of Erie Journeyman Electrician License", exp="2026-12-31", cid="JE-2023-0412"),
               cert("NICET Fire Alarm Systems Level I", "NICET", issued="2025", cid="187654"),
               cert("NFPA 70E Electrical Safety in the Workplace", issued="2024"),
               cert("OSHA 30-Hour Construction", issued="2022"),
               cert("First Aid/CPR/AED", "American Red Cross", exp="2027-04")]),
))

# ------------------------------------------------------------------ 138
R.append(dict(
    id=138, slug="payroll_cpp_career_snapshot_akron", fmt="docx", layout="one-column", family="office",
    notes="payroll manager: a 'Career Snapshot' near the top lists every job as 'YYYY – YYYY  Title · Employer' (year-only, 'now'), and the detailed 'Professional Experience' below repeats the same four jobs with full month names ('February 2022 – Present'); one entry per job with the months of the detailed list (the snapshot must not double the history or coarsen its dates); two titles at one staffing firm; 'recertification due' as the CPP expiry; an earlier FPC; a vendor certification; LinkedIn with a hyphenated path; degree with the field after a comma",
    src="""
# Yolanda P. Whitcomb, CPP
^ Akron, OH 44313 · 330-555-0145 · yolanda.whitcomb.cpp@example.com · linkedin.com/in/yolandawhitcomb-cpp
## Career Snapshot
2022 – now · Payroll Manager · Cuyahoga Falls Health System
2018 – 2022 · Senior Payroll Specialist · Summit Tire & Rubber Co.
2014 – 2018 · Payroll Specialist · Portage Lakes Staffing Group
2011 – 2014 · Accounts Payable Clerk · Portage Lakes Staffing Group
## Summary
Certified payroll professional with twelve years of multi-state payroll for hospitals, manufacturing and staffing: 4,800 employees on weekly and biweekly cycles, union and non-union, tax filing, garnishments, year-end and system migrations (Workday, UKG, ADP).
## Professional Experience
**Payroll Manager** — Cuyahoga Falls Health System, Cuyahoga Falls, OH — February 2022 – Present
- Lead a team of five processing biweekly payroll for 4,800 employees in three states ($310M a year)
- Moved payroll from Kronos/Lawson to Workday in 2023 with parallel tests and no missed paydays
**Senior Payroll Specialist** — Summit Tire & Rubber Co., Akron, OH — May 2018 – January 2022
- Weekly union payroll for 1,100 hourly employees; reconciled 941s, state returns and W-2s
**Payroll Specialist** — Portage Lakes Staffing Group, Akron, OH — August 2014 – April 2018
- Weekly payroll for 2,000 temporary associates across 40 client sites; garnishments and unemployment claims
**Accounts Payable Clerk** — Portage Lakes Staffing Group, Akron, OH — 2011 – 2014
## Education
The University of Akron — Bachelor of Business Administration, Accounting — 2011
## Certifications
- Certified Payroll Professional (CPP) — PayrollOrg — issued 10/2019 — recertification due 10/2027
- Fundamental Payroll Certification (FPC) — American Payroll Association — 2016
- Workday Pro Payroll — Workday — 2023
""",
    exp=expected(
        name("Yolanda", "Whitcomb", "P"), email="yolanda.whitcomb.cpp@example.com", phone="+13305550145",
        linkedin="linkedin.com/in/yolandawhitcomb-cpp", city="Akron", state="OH", zipcode="44313",
        work=[job("Cuyahoga Falls Health System", "Payroll Manager", "2022-02", None),
              job("Summit Tire & Rubber Co.", "Senior Payroll Specialist", "2018-05", "2022-01"),
              job("Portage Lakes Staffing Group", "Payroll Specialist", "2014-08", "2018-04"),
              job("Portage Lakes Staffing Group", "Accounts Payable Clerk", "2011", "2014")],
        education=[edu("The University of Akron", "Bachelor of Business Administration", "Accounting", "2011")],
        certs=[cert("Certified Payroll Professional (CPP)", "PayrollOrg", issued="2019-10", exp="2027-10"),
               cert("Fundamental Payroll Certification (FPC)", "American Payroll Association", issued="2016"),
               cert("Workday Pro Payroll", "Workday", issued="2023")]),
))

# ------------------------------------------------------------------ 139
R.append(dict(
    id=139, slug="hs_teacher_endorsements_cheyenne", fmt="pdf", layout="one-column", family="education",
    notes="high-school science teacher: the school is the employer with the district in parentheses after it ('Laramie Plains High School (Crow Creek Unified School District)', district left out as a parenthesised remark; a recruiter might enter the district: ambiguous); department chair and coaching as bullets with years (not entries); a long-term substitute term; a 'Student Teaching' placement laid out like a job with 'Fall 2014 (16 weeks)' (a practicum, not work history); two state teaching licences as bold lines with their endorsements on the next line (one entry per licence; endorsements are not credentials); a Praxis test 'passed' under 'Testing & Certifications' (labelled, as exams in a certification section were in 93 and 108); 'Professional Development' workshops with dates (not certifications); Norwegian with a level",
    src="""
# Meredith Anne Sjoberg
^ Secondary Science Teacher · Chemistry & Physics
^ Cheyenne, WY 82001 · 307-555-0124 · meredith.sjoberg@example.com
## Profile
High-school chemistry and physical science teacher with eleven years in public and private schools. AP Chemistry pass rate of 81% over five years; inquiry labs, standards-based grading and a science fair that grew from 12 to 70 projects.
## Teaching Experience
**Chemistry & Physical Science Teacher** — Laramie Plains High School (Crow Creek Unified School District), Cheyenne, WY — August 2019 – present
- AP Chemistry, Chemistry and Physical Science for about 140 students a year in grades 9–12
- Science department chair since 2023; head coach, girls' cross country, 2020 – present
**Science Teacher, Grades 9–12** — Platte Valley Christian Academy, Torrington, WY — August 2015 – May 2019
- Biology, Chemistry and Physics; built the school's first physics course
**Long-Term Substitute, Biology** — Frontier Range High School, Fort Collins, CO — January 2015 – May 2015
## Student Teaching
**Student Teacher, Chemistry** — Poudre Bluffs High School, Fort Collins, CO — Fall 2014 (16 weeks)
- Planned and taught three sections of general chemistry under a cooperating teacher
## Education
University of Wyoming — M.Ed., Curriculum and Instruction — 2021
Colorado State University — B.S., Chemistry — 2014
## Licensure
**Wyoming Standard Teaching License** — Professional Teaching Standards Board (PTSB) — License No. 0034567 — valid through 08/31/2028
Endorsements: Chemistry (6–12) · Physics (6–12) · General Science (6–12)
**Colorado Professional Teacher License** — Colorado Department of Education — No. 0212345 — exp. 07/2027
Endorsement: Science (7–12)
## Testing & Certifications
- Praxis Chemistry: Content Knowledge (5245) — ETS — passed 11/2013
- CPR/First Aid/AED — American Red Cross — exp. 09/2026
## Professional Development
- AP Summer Institute, AP Chemistry — College Board — July 2022
- Modeling Instruction Workshop in Physics — American Modeling Teachers Association — June 2018
## Languages
Norwegian — basic
""",
    exp=expected(
        name("Meredith", "Sjoberg", "Anne"), email="meredith.sjoberg@example.com", phone="+13075550124",
        city="Cheyenne", state="WY", zipcode="82001",
        work=[job("Laramie Plains High School", "Chemistry & Physical Science Teacher", "2019-08", None),
              job("Platte Valley Christian Academy", "Science Teacher, Grades 9–12", "2015-08", "2019-05"),
              job("Frontier Range High School", "Long-Term Substitute, Biology", "2015-01", "2015-05")],
        education=[edu("University of Wyoming", "M.Ed.", "Curriculum and Instruction", "2021"),
                   edu("Colorado State University", "B.S.", "Chemistry", "2014")],
        certs=[cert("Wyoming Standard Teaching License", "Professional Teaching Standards Board (PTSB)",
                    exp="2028-08-31", cid="0034567"),
               cert("Colorado Professional Teacher License", "Colorado Department of Education", exp="2027-07", cid="0212345"),
               cert("Praxis Chemistry: Content Knowledge (5245)", "ETS", issued="2013-11"),
               cert("CPR/First Aid/AED", "American Red Cross", exp="2026-09")],
        langs=[lang("Norwegian", "B")]),
))

# ------------------------------------------------------------------ 140
R.append(dict(
    id=140, slug="help_desk_ascii_table_columbia", fmt="txt", layout="table", family="tech",
    notes="help-desk technician whose work history and certifications are ASCII-art tables in plain text ('+----+' rules, '|' cells): long employer names and one title wrap onto a second row of the same cell ('Congaree Valley Health' / 'System, Columbia, SC', 'Computer Lab Assistant' / '(work-study)'), so the labelled employer and title are the two row fragments joined (the highlights and education name the employers whole; verify.py cannot find the wrapped title whole); 'MM/YYYY - now' ranges, one without a space before the cell border; a work-study job at the college that granted the degree; a highlights section keyed by employer with no dates (not entries); CompTIA certifications in a second ASCII table with Earned/Expires/ID columns (an empty ID cell); 'A.A.S. in Computer Technology'; Twi, English and French with levels",
    enc="utf-8",
    src="""KWABENA MENSAH
Help Desk / Desktop Support Technician
Columbia, SC 29201 | 803-555-0178 | kwabena.mensah.it@example.com

PROFILE
Help desk technician with five years of Tier 1 and Tier 2 support in a hospital system, an insurer and a public library: Windows 11 and Microsoft 365, Active Directory, Intune, printers, Cisco VoIP phones and clinical workstations. Patient, plain-spoken and quick on the phone.

WORK HISTORY

+------------------+-------------------------------+-----------------------------+
| Dates            | Position                      | Employer                    |
+------------------+-------------------------------+-----------------------------+
| 09/2023 - now    | Help Desk Technician II       | Congaree Valley Health      |
|                  |                               | System, Columbia, SC        |
+------------------+-------------------------------+-----------------------------+
| 01/2022 - 08/2023| Service Desk Analyst (Tier 1) | Palmetto Mutual Insurance   |
|                  |                               | Group, Columbia, SC         |
+------------------+-------------------------------+-----------------------------+
| 06/2021 - 12/2021| IT Support Intern             | Richland County Public      |
|                  |                               | Library, Columbia, SC       |
+------------------+-------------------------------+-----------------------------+
| 2018 - 2021      | Computer Lab Assistant        | Midlands Technical College, |
|                  | (work-study)                  | West Columbia, SC           |
+------------------+-------------------------------+-----------------------------+

HIGHLIGHTS
* Congaree Valley Health System: Tier 2 for 6,500 users in 3 hospitals; Windows 11 and Intune roll-out to 1,900 clinical workstations; 94% first-contact resolution
* Palmetto Mutual Insurance Group: 50-70 calls and chats a day; password resets, MFA, VPN and Outlook; wrote 40 knowledge-base articles
* Richland County Public Library: imaged 120 public PCs and set up self-service printing at 6 branches

EDUCATION
Midlands Technical College - A.A.S. in Computer Technology - 2021

CERTIFICATIONS

+-------------------------------+-----------+---------+---------+------------------+
| Certification                 | Issuer    | Earned  | Expires | ID               |
+-------------------------------+-----------+---------+---------+------------------+
| CompTIA A+ ce                 | CompTIA   | 03/2021 | 03/2027 | COMP001021234567 |
| CompTIA Network+ ce           | CompTIA   | 11/2022 | 11/2028 | COMP001021234567 |
| CompTIA Security+ ce          | CompTIA   | 05/2024 | 05/2027 | COMP001021234567 |
| HDI Desktop Support Technician| HDI       | 2023    |         |                  |
+-------------------------------+-----------+---------+---------+------------------+

LANGUAGES
Twi (native), English (fluent), French (basic)
""",
    exp=expected(
        name("Kwabena", "Mensah"), email="kwabena.mensah.it@example.com", phone="+18035550178",
        city="Columbia", state="SC", zipcode="29201",
        work=[job("Congaree Valley Health System", "Help Desk Technician II", "2023-09", None),
              job("Palmetto Mutual Insurance Group", "Service Desk Analyst (Tier 1)", "2022-01", "2023-08"),
              job("Richland County Public Library", "IT Support Intern", "2021-06", "2021-12"),
              job("Midlands Technical College", "Computer Lab Assistant (work-study)", "2018", "2021")],
        education=[edu("Midlands Technical College", "A.A.S. in Computer Technology", "Computer Technology", "2021")],
        certs=[cert("CompTIA A+ ce", "CompTIA", issued="2021-03", exp="2027-03", cid="COMP001021234567"),
               cert("CompTIA Network+ ce", "CompTIA", issued="2022-11", exp="2028-11", cid="COMP001021234567"),
               cert("CompTIA Security+ ce", "CompTIA", issued="2024-05", exp="2027-05", cid="COMP001021234567"),
               cert("HDI Desktop Support Technician", "HDI", issued="2023")],
        langs=[lang("Twi", "N"), lang("English", "P"), lang("French", "B")]),
))

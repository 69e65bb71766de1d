"""Fifth batch (93 onward): written after the parser had been tuned on the first four batches,
and labelled without running it (and without reading the parser's source). The resumes vary in
ways no earlier batch did: an internationally educated nurse from Nigeria with the surname
first in capitals, personal data (date of birth, state of origin), "Month, YYYY – till date"
and a national-service year; several jobs held at the same time (full-time, PRN, per diem,
adjunct) listed by importance rather than by date; a functional resume whose only dates are in a
short employment list at the end; military service with rank and MOS on their own line and two
roles under the branch; title-above-employer rows with the dates and location on the right, and
a student residency laid out like a job; a long two-page plain-text resume (nine jobs) whose
header is repeated after a form feed on page 2, with "3/2018-now" ranges; a LinkedIn profile
export (no phone, durations in parentheses, certifications as bare names, the headline naming
the current job); each job as a two-cell table row with the dates on the left, and expiry
dates in the left cell for certifications; a student nurse with an "Expected" degree, GPA,
minor, honours, seasons ("Winter 2023", "Summers 2019 – 2021"), rotations and volunteer work
that are not work history; full MM/DD/YYYY dates on jobs; a Markdown resume with "Title @
Employer", ISO months joined by arrows, an obfuscated e-mail and a Markdown LinkedIn link; law
firms whose names contain commas and a references section with other people's phones; a contact
line laid out as a borderless three-cell table; year-only apostrophe ranges ("'17 – '21") and
M/YY expiries; a one-job resume with no education; a finance resume in the "Wall Street" layout
(employer and location, then title and dates) with a current and a permanent address."""

from lib import *

R = []

# ------------------------------------------------------------------ 93
R.append(dict(
    id=93, slug="nigerian_rn_sugar_land", fmt="pdf", layout="one-column", family="nursing",
    notes="internationally educated nurse: 'CURRICULUM VITAE' title, surname first in capitals ('NWOSU Adaeze Chiamaka', no comma) with post-nominals; 'Personal Data' block with an ordinal date of birth; 'Month, YYYY – till date' ranges (comma after the month; 'till date' = current); a gap-explanation line with dates inside Work Experience (not a job); an NYSC national-service year at a health centre labelled as work, like military service; honours after a comma on the degree line; US compact licence 'valid till', NCLEX 'passed', Nigerian RN and RM licences; 'Referees'",
    src="""
^ CURRICULUM VITAE
# NWOSU Adaeze Chiamaka, RN, RM, BNSc
^ Sugar Land, TX 77479 · +1 (281) 555-0143 · adaeze.nwosu.rn@example.com
## Career Objective
To deliver safe, compassionate, evidence-based care as a medical-surgical/telemetry or critical care nurse, drawing on twelve years of nursing and midwifery practice in Nigeria and the United States.
## Personal Data
Date of Birth: 14th June, 1989
Nationality: Nigerian (U.S. Permanent Resident)
State of Origin: Anambra State
Marital Status: Married
## Work Experience
**Registered Nurse, Medical-Surgical/Telemetry**
Brazos Bend Medical Center, Sugar Land, Texas
February, 2023 – till date
- Care for 5–6 adult patients on a 36-bed telemetry unit; cardiac rhythm interpretation, insulin drips, post-PCI care
- Super-user for the Epic barcode medication administration upgrade (2024)
January, 2022 – January, 2023: relocation to the United States and NCLEX-RN preparation
**Nursing Officer I, Intensive Care Unit**
Lagoon City Teaching Hospital, Lagos, Nigeria
June, 2017 – December, 2021
- Eight-bed adult ICU: ventilated patients, vasoactive infusions, post-operative neurosurgical care
- Shift leader for six nurses; trained new staff in infection prevention
**Nursing Officer II, Medical Wards and Labour Ward**
Lagoon City Teaching Hospital, Lagos, Nigeria
March, 2014 – May, 2017
**Staff Nurse (NYSC Service Year)**
Oredo Comprehensive Health Centre, Benin City, Nigeria
March, 2013 – February, 2014
## Educational Qualifications
Lagoon City Teaching Hospital School of Midwifery — Post-Basic Midwifery Certificate — 2016
University of Nigeria, Enugu Campus — Bachelor of Nursing Science (B.N.Sc.), Second Class Upper — 2012
## Professional Licences & Certifications
- Texas RN License (Multistate/Compact) — Texas Board of Nursing — No. 1123456 — valid till 11/30/2027
- NCLEX-RN — passed 09/2022
- Registered Nurse (RN) — Nursing and Midwifery Council of Nigeria — Licence No. 0187654
- Registered Midwife (RM) — Nursing and Midwifery Council of Nigeria — Licence No. 0093321 — 2016
- BLS and ACLS — American Heart Association — exp. 04/2027
## Languages
English (fluent) · Igbo (native) · Yoruba (conversational)
## Referees
Available on request.
""",
    exp=expected(
        name("Adaeze", "Nwosu", "Chiamaka"), email="adaeze.nwosu.rn@example.com", phone="+12815550143",
        city="Sugar Land", state="TX", zipcode="77479",
        work=[job("Brazos Bend Medical Center", "Registered Nurse, Medical-Surgical/Telemetry", "2023-02", None),
              job("Lagoon City Teaching Hospital", "Nursing Officer I, Intensive Care Unit", "2017-06", "2021-12"),
              job("Lagoon City Teaching Hospital", "Nursing Officer II, Medical Wards and Labour Ward", "2014-03", "2017-05"),
              job("Oredo Comprehensive Health Centre", "Staff Nurse (NYSC Service Year)", "2013-03", "2014-02")],
        education=[edu("Lagoon City Teaching Hospital School of Midwifery", "Post-Basic Midwifery Certificate", None, "2016"),
                   edu("University of Nigeria, Enugu Campus", "Bachelor of Nursing Science (B.N.Sc.)", None, "2012")],
        certs=[cert("Texas RN License (Multistate/Compact)", "Texas Board of Nursing", exp="2027-11-30", cid="1123456"),
               cert("NCLEX-RN", issued="2022-09"),
               cert("Registered Nurse (RN)", "Nursing and Midwifery Council of Nigeria", cid="0187654"),
               cert("Registered Midwife (RM)", "Nursing and Midwifery Council of Nigeria", issued="2016", cid="0093321"),
               cert("BLS", "American Heart Association", exp="2027-04"),
               cert("ACLS", "American Heart Association", exp="2027-04")],
        langs=[lang("English", "P"), lang("Igbo", "N"), lang("Yoruba", "C")]),
))

# ------------------------------------------------------------------ 94
R.append(dict(
    id=94, slug="ed_rn_prn_concurrent_rochester", fmt="docx", layout="one-column", family="nursing",
    notes="four jobs held at once (full-time staff, PRN, per diem, adjunct instructor) under 'Current Positions', listed by importance, not by start date (the expected list is by start date); each job as a bold employer line with its location, then 'Title · status · dates' where the status (full-time, 2-4 shifts/month) is not part of the title; 'Fall 2021 – Present'; a promotion-free internal transfer and a PCT job under 'Previous Positions' with two titles under one employer line; name in capitals with a nickname in parentheses and three credentials; phone with spaces only; 'Expected May 2027' degree; NY 'registration valid through'; three AHA cards on one line with 'all exp.'",
    src="""
# MARGARET (MAGGIE) A. FITZGERALD, BSN, RN, CEN
^ Rochester, NY 14620 · 585 555 0138 · maggie.fitzgerald.rn@example.com · linkedin.com/in/maggiefitzgeraldrn
## Summary
Emergency nurse with seven years in a Level I trauma center and community emergency departments. Comfortable as charge, triage and trauma nurse; clinical instructor for first-year nursing students.
## Current Positions
**Genesee Valley Medical Center** — Rochester, NY
Staff Nurse, Emergency Department · full-time nights · 07/2019 – Present
- 72-bed Level I trauma ED; triage, trauma bay and resuscitation; relief charge nurse since 2022
- Sexual assault nurse examiner (SANE) on-call rotation
**Irondequoit Bay Hospital** — Webster, NY
Registered Nurse (PRN), Emergency Department · 2–4 shifts/month · 03/2022 – Present
**Finger Lakes Urgent Care** — Canandaigua, NY
Per Diem RN · weekends · 10/2023 – Present
**Monroe Valley Community College** — Rochester, NY
Adjunct Clinical Instructor, Nursing · part-time · Fall 2021 – Present
- Clinical group of eight first-year students on a medical-surgical unit, one day a week
## Previous Positions
**Genesee Valley Medical Center** — Rochester, NY
Registered Nurse, 5 North Medical-Surgical · 06/2016 – 06/2019
Patient Care Technician · 05/2014 – 05/2016 (while in nursing school)
## Education
Nazareth Hills College — Bachelor of Science in Nursing, cum laude — 2016
Western Governors University — Master of Science in Nursing Education — Expected May 2027
## Licensure & Certifications
- New York State RN License #712345 — registration valid through 05/31/2028
- CEN — Board of Certification for Emergency Nursing (BCEN) — exp. 2027
- TNCC — ENA — exp. 09/2027
- ACLS · PALS · BLS — AHA — all exp. 03/2027
- NIH Stroke Scale — 2025
""",
    exp=expected(
        name("Margaret", "Fitzgerald", "A"), email="maggie.fitzgerald.rn@example.com", phone="+15855550138",
        linkedin="linkedin.com/in/maggiefitzgeraldrn", city="Rochester", state="NY", zipcode="14620",
        work=[job("Finger Lakes Urgent Care", "Per Diem RN", "2023-10", None),
              job("Irondequoit Bay Hospital", "Registered Nurse (PRN), Emergency Department", "2022-03", None),
              job("Monroe Valley Community College", "Adjunct Clinical Instructor, Nursing", "2021-09", None),
              job("Genesee Valley Medical Center", "Staff Nurse, Emergency Department", "2019-07", None),
              job("Genesee Valley Medical Center", "Registered Nurse, 5 North Medical-Surgical", "2016-06", "2019-06"),
              job("Genesee Valley Medical Center", "Patient Care Technician", "2014-05", "2016-05")],
        education=[edu("Nazareth Hills College", "Bachelor of Science in Nursing", "Nursing", "2016"),
                   edu("Western Governors University", "Master of Science in Nursing Education", "Nursing Education", "2027-05")],
        certs=[cert("New York State RN License", exp="2028-05-31", cid="712345"),
               cert("CEN", "Board of Certification for Emergency Nursing (BCEN)", exp="2027"),
               cert("TNCC", "ENA", exp="2027-09"),
               cert("ACLS", "AHA", exp="2027-03"),
               cert("PALS", "AHA", exp="2027-03"),
               cert("BLS", "AHA", exp="2027-03"),
               cert("NIH Stroke Scale", issued="2025")]),
))

# ------------------------------------------------------------------ 95
R.append(dict(
    id=95, slug="phlebotomist_functional_tulsa", fmt="docx", layout="one-column", family="allied-health",
    notes="functional resume: skill-area sections (h3 headings) whose bullets describe work without employers' names or dates; the only dated jobs are in a short 'Employment History' list near the end as 'Title — Employer, City, ST — YYYY–YYYY'; a 'YYYY–present: caregiver' line that is not a job; 'Tel/Text:' label; name in capitals with a credential; NHA certification with 'cert #' and 'expires Jan. 2027'; a credential written 'PBT(ASCP)'; ARC card with a full expiry date",
    src="""
# KEISHA R. DUNMORE, CPT
^ Tulsa, OK 74105 | Tel/Text: 918-555-0134 | keisha.dunmore@example.com
## Summary of Qualifications
Nationally certified phlebotomy technician with seven years of venipuncture, capillary collection and specimen processing in reference-laboratory, plasma-center and pediatric settings, returning to the field after a planned break to care for a family member.
## Areas of Expertise
### Specimen Collection
- Performed 35–50 venipunctures per shift at a reference-laboratory patient service center, including geriatric, bariatric and difficult draws
- Pediatric and infant heel-stick collections in a busy pediatric practice
- Donor screening vitals and 600+ plasma sample collections a month
### Laboratory Processing & Compliance
- Centrifuged, aliquoted and packaged specimens for courier pickup; chain-of-custody drug screens under DOT 49 CFR Part 40
- Kept specimen-labelling accuracy at 99.8% through a CAP inspection year
### Patient Service & Front Desk
- Registered patients in Epic and Cerner; verified orders and insurance; scheduled standing draws
## Employment History
Phlebotomist — Green Country Diagnostic Laboratories, Tulsa, OK — 2019–2022
Plasma Center Technician — Arkansas River Plasma Center, Sand Springs, OK — 2017–2019
Medical Receptionist / Lab Assistant — Brookside Pediatric Associates, Tulsa, OK — 2015–2017
2022–present: full-time caregiver for a family member
## Education & Training
Riverside Technology Center — Phlebotomy Technician Certificate — 2017
## Certifications
- Certified Phlebotomy Technician (CPT) — NHA — cert #PT-4471902 — expires Jan. 2027
- PBT(ASCP) — American Society for Clinical Pathology — 2017
- CPR/BLS — American Red Cross — expires 08/15/2027
""",
    exp=expected(
        name("Keisha", "Dunmore", "R"), email="keisha.dunmore@example.com", phone="+19185550134",
        city="Tulsa", state="OK", zipcode="74105",
        work=[job("Green Country Diagnostic Laboratories", "Phlebotomist", "2019", "2022"),
              job("Arkansas River Plasma Center", "Plasma Center Technician", "2017", "2019"),
              job("Brookside Pediatric Associates", "Medical Receptionist / Lab Assistant", "2015", "2017")],
        education=[edu("Riverside Technology Center", "Phlebotomy Technician Certificate", None, "2017")],
        certs=[cert("Certified Phlebotomy Technician (CPT)", "NHA", exp="2027-01", cid="PT-4471902"),
               cert("PBT(ASCP)", "American Society for Clinical Pathology", issued="2017"),
               cert("CPR/BLS", "American Red Cross", exp="2027-08-15")]),
))

# ------------------------------------------------------------------ 96
R.append(dict(
    id=96, slug="army_medic_to_pa_clarksville", fmt="doc", layout="one-column", family="allied-health",
    notes="physician assistant and Army veteran: a veteran tagline with an MOS and years under the name; '1 (931)' phone; '2020 to date'; 'Military Service' with the branch as a bold line followed by its stations, then rank, MOS and discharge on their own line (not the title), then two italic role lines with MM/YYYY ranges (two entries, employer United States Army); a clinical year of PA-school rotations with dates (not work); NCCPA 'certified through'; DEA registration; a degree 'of' without a field",
    src="""
# Darnell J. Pryor, MPAS, PA-C
^ U.S. Army Veteran (68W, 2008–2016)
^ Clarksville, TN 37043 · 1 (931) 555-0156 · darnell.pryor.pac@example.com
## Profile
Orthopaedic physician assistant with six years of clinic, procedure and operating-room experience, and eight years as an Army combat medic and treatment NCO before PA school.
## Clinical Experience
**Physician Assistant, Orthopaedic Surgery** — Cumberland Bone & Joint Clinic, Clarksville, TN — 2020 to date
- 25–30 clinic patients a day; joint injections, fracture care, splinting and casting
- First assist for arthroplasty and sports-medicine cases two days a week
**Emergency Medical Technician** — Red River Ambulance Service, Clarksville, TN — 11/2016 – 08/2017
## Military Service
**United States Army** — Fort Campbell, KY · Camp Humphreys, Republic of Korea · deployed to Afghanistan (2010, 2012)
Staff Sergeant (E-6) · MOS 68W Health Care Specialist · Honorable discharge 09/2016
*Senior Medic / Treatment NCO* — 10/2012 – 09/2016
- Ran a battalion aid station serving 700 soldiers; supervised and trained 14 medics
*Combat Medic* — 01/2008 – 09/2012
- Line medic for an infantry company on two deployments; tactical combat casualty care
## Education
Volunteer State College of Health Sciences — Master of Physician Assistant Studies (MPAS) — December 2019
Clinical year (2018–2019): family medicine, emergency medicine, orthopaedics, general surgery, pediatrics, women's health, behavioral health
Austin Peay State University — B.S., Biology — 2016
## Licensure & Certification
- Tennessee Physician Assistant License — No. 0004512 — exp. 08/31/2027
- PA-C — National Commission on Certification of Physician Assistants (NCCPA) — #1123456 — certified through 12/31/2027
- DEA Registration — MP1234563 — exp. 06/30/2028
- ACLS and BLS — AHA — exp. 10/2027
## Languages
English — native; Korean — basic
""",
    exp=expected(
        name("Darnell", "Pryor", "J"), email="darnell.pryor.pac@example.com", phone="+19315550156",
        city="Clarksville", state="TN", zipcode="37043",
        work=[job("Cumberland Bone & Joint Clinic", "Physician Assistant, Orthopaedic Surgery", "2020", None),
              job("Red River Ambulance Service", "Emergency Medical Technician", "2016-11", "2017-08"),
              job("United States Army", "Senior Medic / Treatment NCO", "2012-10", "2016-09"),
              job("United States Army", "Combat Medic", "2008-01", "2012-09")],
        education=[edu("Volunteer State College of Health Sciences", "Master of Physician Assistant Studies (MPAS)", None, "2019-12"),
                   edu("Austin Peay State University", "B.S.", "Biology", "2016")],
        certs=[cert("Tennessee Physician Assistant License", exp="2027-08-31", cid="0004512"),
               cert("PA-C", "National Commission on Certification of Physician Assistants (NCCPA)", exp="2027-12-31", cid="1123456"),
               cert("DEA Registration", exp="2028-06-30", cid="MP1234563"),
               cert("ACLS", "AHA", exp="2027-10"),
               cert("BLS", "AHA", exp="2027-10")],
        langs=[lang("English", "N"), lang("Korean", "B")]),
))

# ------------------------------------------------------------------ 97
R.append(dict(
    id=97, slug="crna_title_above_employer_providence", fmt="pdf", layout="table", family="nursing",
    notes="nurse anesthetist: each job as two borderless table rows, the bold title with the dates on the right, then the employer in italics with the location on the right; two jobs at once (the second 'Since 2023'); a 'Clinical Residency' section laid out exactly like a job (student nurse anesthetist, not work history); a promotion in two consecutive rows with year ranges; dotted phone; honours after a comma on the degree line; 'recertification due' as the expiry; an inactive licence; three AHA cards joined by middle dots; 'bilingual' and 'working knowledge'",
    src="""
# Elena Sofia Marchetti, DNAP, CRNA
^ Providence, RI 02906 · 401.555.0177 · emarchetti.crna@example.com
## Summary
Certified registered nurse anesthetist with five years of independent and care-team practice in orthopaedic, general, vascular and obstetric anesthesia, after six years in cardiothoracic intensive care.
## Anesthesia Experience
%w 72,28
~| **Certified Registered Nurse Anesthetist** | **Jan 2022 – Present** |
~| *Narragansett Bay Surgical Hospital* | Providence, RI |
- General, regional and MAC anesthesia for 8–12 cases a day; ultrasound-guided peripheral nerve blocks
- Obstetric call: labour epidurals and cesarean anesthesia
~| **Locum Tenens CRNA** | **Since 2023** |
~| *Ocean State Ambulatory Surgery Center* | Warwick, RI |
- Two Saturdays a month: ENT, GI endoscopy and pain procedures
## Clinical Residency
%w 72,28
~| **Student Registered Nurse Anesthetist (SRNA)** | **Jan 2020 – Dec 2021** |
~| *Ocean State University School of Nurse Anesthesia* | Providence, RI |
- 2,600 clinical hours and 1,050 anesthetics, including 120 cardiac and 95 pediatric cases
## Critical Care Nursing Experience
%w 72,28
~| **Charge Nurse, Cardiothoracic ICU** | **2017 – 2019** |
~| *Blackstone Valley Medical Center* | Pawtucket, RI |
~| **Staff Nurse, Cardiothoracic ICU** | **2014 – 2017** |
~| *Blackstone Valley Medical Center* | Pawtucket, RI |
- Post-CABG and valve patients, IABP, Impella, CRRT; rapid response team member
## Education
Ocean State University School of Nurse Anesthesia — Doctor of Nurse Anesthesia Practice (DNAP) — December 2021
University of Rhode Island — Bachelor of Science in Nursing, magna cum laude — 2014
## Certification & Licensure
- Certified Registered Nurse Anesthetist (CRNA) — NBCRNA — #226512 — recertification due 07/31/2028
- Rhode Island APRN License (CRNA) — APRN01234 — exp. 03/01/2028
- Rhode Island RN License — RN56789 — exp. 03/01/2028
- Massachusetts RN License — RN2298765 — inactive
- ACLS · PALS · BLS — AHA — exp. 02/2028
## Languages
Italian (bilingual) · Spanish (working knowledge)
""",
    exp=expected(
        name("Elena", "Marchetti", "Sofia"), email="emarchetti.crna@example.com", phone="+14015550177",
        city="Providence", state="RI", zipcode="02906",
        work=[job("Ocean State Ambulatory Surgery Center", "Locum Tenens CRNA", "2023", None),
              job("Narragansett Bay Surgical Hospital", "Certified Registered Nurse Anesthetist", "2022-01", None),
              job("Blackstone Valley Medical Center", "Charge Nurse, Cardiothoracic ICU", "2017", "2019"),
              job("Blackstone Valley Medical Center", "Staff Nurse, Cardiothoracic ICU", "2014", "2017")],
        education=[edu("Ocean State University School of Nurse Anesthesia", "Doctor of Nurse Anesthesia Practice (DNAP)", None, "2021-12"),
                   edu("University of Rhode Island", "Bachelor of Science in Nursing", "Nursing", "2014")],
        certs=[cert("Certified Registered Nurse Anesthetist (CRNA)", "NBCRNA", exp="2028-07-31", cid="226512"),
               cert("Rhode Island APRN License (CRNA)", exp="2028-03-01", cid="APRN01234"),
               cert("Rhode Island RN License", exp="2028-03-01", cid="RN56789"),
               cert("Massachusetts RN License", cid="RN2298765"),
               cert("ACLS", "AHA", exp="2028-02"),
               cert("PALS", "AHA", exp="2028-02"),
               cert("BLS", "AHA", exp="2028-02")],
        langs=[lang("Italian", "N"), lang("Spanish", "C")]),
))

# ------------------------------------------------------------------ 98
R.append(dict(
    id=98, slug="lpn_two_page_repeated_header_springfield", fmt="txt", layout="one-column", family="nursing",
    notes="long career: nine jobs over two pages (1995 to now); a form feed ends page 1 after '(continued)' and page 2 starts with the name, credential, 'page 2' and the contact line repeated, then 'EXPERIENCE (continued)'; ranges as 'M/YYYY-M/YYYY' and '3/2018-now' without spaces, older ones year-only; a contractor employer with the site in parentheses; two titles at one nursing home as separate blocks; degree first then school, city and year on one line; a card marked 'current' with no date",
    enc="cp1252", crlf=True,
    src="""DEBORAH K. LINDQVIST, LPN
2219 S. Fremont Ave, Springfield, MO 65804
417-555-0119  -  debbie.lindqvist.lpn@example.com

PROFILE
Licensed practical nurse with 25 years in long-term care, home health, corrections and clinic nursing, and six years before that as a nurse aide and dietary aide. Charge nurse for 40-bed halls, wound care certified, IV therapy certified.

EXPERIENCE

Charge Nurse (LPN), Long-Term Care
Ozark Hills Rehabilitation & Care Center, Springfield, MO
3/2018-now
  - Charge nurse for a 42-bed long-term care hall on days; supervise 6 CNAs and 2 CMTs
  - Weekly wound rounds with the wound physician; MDS section M documentation

Wound Care Nurse (LPN)
Battlefield Senior Living, Springfield, MO
6/2014-2/2018
  - Wound care for 120 residents; cut facility-acquired pressure injuries by half in two years

Clinic LPN
Greene County Family Physicians, Springfield, MO
9/2010-5/2014
  - Rooming, injections, immunization records and prior authorizations for four physicians

Correctional LPN
Wildwood Correctional Health Services (Greene County Justice Center), Springfield, MO
4/2007-8/2010
  - Medication pass for 300 inmates; intake screenings and sick call

Home Health LPN
Heartland Home Care of the Ozarks, Nixa, MO
2004-2007

                                                        (continued)
\f
DEBORAH K. LINDQVIST, LPN - page 2
417-555-0119  -  debbie.lindqvist.lpn@example.com

EXPERIENCE (continued)

LPN, Skilled Nursing
Table Rock Lake Nursing Home, Branson West, MO
2001-2004

Certified Nursing Assistant
Table Rock Lake Nursing Home, Branson West, MO
1998-2001

Certified Nursing Assistant
Sac River Manor, Bolivar, MO
1996-1998

Dietary Aide
Sac River Manor, Bolivar, MO
1995-1996

EDUCATION
Practical Nursing Certificate, Ozarks Technical Community College, Springfield, MO, 2001

LICENSE & CERTIFICATIONS
Missouri LPN License No. 2001012345, exp. 05/31/2027
IV Therapy Certification for LPNs, 2008
Wound Care Certified (WCC), NAWCO, exp. 10/2027
Certified Dementia Practitioner (CDP), NCCDP, 2019
BLS (AHA), current
""",
    exp=expected(
        name("Deborah", "Lindqvist", "K"), email="debbie.lindqvist.lpn@example.com", phone="+14175550119",
        city="Springfield", state="MO", zipcode="65804",
        work=[job("Ozark Hills Rehabilitation & Care Center", "Charge Nurse (LPN), Long-Term Care", "2018-03", None),
              job("Battlefield Senior Living", "Wound Care Nurse (LPN)", "2014-06", "2018-02"),
              job("Greene County Family Physicians", "Clinic LPN", "2010-09", "2014-05"),
              job("Wildwood Correctional Health Services", "Correctional LPN", "2007-04", "2010-08"),
              job("Heartland Home Care of the Ozarks", "Home Health LPN", "2004", "2007"),
              job("Table Rock Lake Nursing Home", "LPN, Skilled Nursing", "2001", "2004"),
              job("Table Rock Lake Nursing Home", "Certified Nursing Assistant", "1998", "2001"),
              job("Sac River Manor", "Certified Nursing Assistant", "1996", "1998"),
              job("Sac River Manor", "Dietary Aide", "1995", "1996")],
        education=[edu("Ozarks Technical Community College", "Practical Nursing Certificate", None, "2001")],
        certs=[cert("Missouri LPN License", exp="2027-05-31", cid="2001012345"),
               cert("IV Therapy Certification for LPNs", issued="2008"),
               cert("Wound Care Certified (WCC)", "NAWCO", exp="2027-10"),
               cert("Certified Dementia Practitioner (CDP)", "NCCDP", issued="2019"),
               cert("BLS", "AHA")]),
))

# ------------------------------------------------------------------ 99
R.append(dict(
    id=99, slug="rrt_linkedin_export_lexington", fmt="pdf", layout="two-column", family="allied-health",
    notes="a LinkedIn 'Save to PDF' profile: left sidebar with 'Contact' (e-mail, and 'www.linkedin.com/in/... (LinkedIn)' broken over two lines after '/in/' by the narrow column, as LinkedIn's exports are), 'Top Skills', 'Languages' with LinkedIn's 'Limited Working' level (labelled Conversational) and 'Certifications' as bare names; no phone at all; the headline under the name repeats the current title and employer; location 'City, State, United States' with the state in full; the employer alone on a bold line with the total tenure, then each title with 'Month YYYY - Present (N years M months)' and its own location line; education as 'Degree - ABBR, Field · (YYYY - YYYY)'",
    left_width="30%",
    src="""
@@left
## Contact
jwhitaker.rrt@example.com
www.linkedin.com/in/jordanwhitaker-rrt (LinkedIn)
## Top Skills
Mechanical Ventilation
Neonatal Intensive Care (NICU)
Arterial Blood Gas (ABG)
## Languages
Spanish (Limited Working)
## Certifications
Registered Respiratory Therapist (RRT)
Neonatal/Pediatric Specialist (RRT-NPS)
Adult Critical Care Specialist (RRT-ACCS)
Neonatal Resuscitation Program (NRP)
Pediatric Advanced Life Support (PALS)
@@right
# Jordan Whitaker
RRT-NPS, ACCS | Lead Respiratory Therapist, NICU/PICU at Bluegrass Children's Hospital
> Lexington, Kentucky, United States
## Summary
Neonatal and pediatric respiratory therapist with twelve years at the bedside: high-frequency oscillatory and jet ventilation, nitric oxide, neonatal transport and ECMO support. Precepts new therapists and chairs the unit's ventilator-weaning protocol committee.
## Experience
**Bluegrass Children's Hospital**
5 years 8 months
Lead Respiratory Therapist, NICU/PICU
March 2023 - Present (3 years 9 months)
Lexington, Kentucky, United States
Charge therapist for a 60-bed level IV NICU and a 24-bed PICU; neonatal transport team.
Respiratory Therapist II
April 2021 - March 2023 (2 years)
Lexington, Kentucky, United States
**Commonwealth Regional Medical Center**
Registered Respiratory Therapist
July 2016 - April 2021 (4 years 10 months)
Frankfort, Kentucky
Adult ICU, emergency department and floor therapy; pulmonary function testing.
**Kentucky Home Respiratory Services**
Respiratory Therapy Technician
June 2014 - June 2016 (2 years 1 month)
Lexington, Kentucky
## Education
**Bluegrass Community and Technical College**
Associate of Applied Science - AAS, Respiratory Care Therapy/Therapist · (2012 - 2014)
**University of Kentucky**
Bachelor of Health Sciences - BHS, Health/Health Care Administration/Management · (2018 - 2020)
@@end
""",
    exp=expected(
        name("Jordan", "Whitaker"), email="jwhitaker.rrt@example.com", phone=None,
        linkedin="www.linkedin.com/in/jordanwhitaker-rrt", city="Lexington", state="KY",
        work=[job("Bluegrass Children's Hospital", "Lead Respiratory Therapist, NICU/PICU", "2023-03", None),
              job("Bluegrass Children's Hospital", "Respiratory Therapist II", "2021-04", "2023-03"),
              job("Commonwealth Regional Medical Center", "Registered Respiratory Therapist", "2016-07", "2021-04"),
              job("Kentucky Home Respiratory Services", "Respiratory Therapy Technician", "2014-06", "2016-06")],
        education=[edu("Bluegrass Community and Technical College", "Associate of Applied Science - AAS",
                       "Respiratory Care Therapy/Therapist", "2014"),
                   edu("University of Kentucky", "Bachelor of Health Sciences - BHS",
                       "Health/Health Care Administration/Management", "2020")],
        certs=[cert("Registered Respiratory Therapist (RRT)"),
               cert("Neonatal/Pediatric Specialist (RRT-NPS)"),
               cert("Adult Critical Care Specialist (RRT-ACCS)"),
               cert("Neonatal Resuscitation Program (NRP)"),
               cert("Pediatric Advanced Life Support (PALS)")],
        langs=[lang("Spanish", "C")]),
))

# ------------------------------------------------------------------ 100
R.append(dict(
    id=100, slug="dialysis_tech_row_per_job_little_rock", fmt="doc", layout="table", family="allied-health",
    notes="every entry is one row of a bordered two-column table: the dates in the narrow left cell, and the bold title, '— Employer, City, ST.' and a description sentence run together in the right cell; education rows with the degree before the school; certification rows with the expiry ('exp. 10/2027', 'exp. 03/31/2028') or the year in the left cell; issuer abbreviations NNCC, BONENT, NCCT, ARC; a paid trainee role",
    src="""
# Tremaine L. Hollis, CCHT
^ Little Rock, AR 72205 · 501-555-0109 · tremaine.hollis@example.com
## Profile
Hemodialysis technician with ten years in outpatient and acute dialysis: fistula and graft cannulation, machine and water-system maintenance, and patient teaching.
## Experience
%w 22,78
| 01/2021 – present | **Acute Dialysis Technician** — Pulaski Renal Partners, Little Rock, AR. Bedside hemodialysis in the ICU and step-down units of three hospitals; 4–6 treatments a shift; CRRT set-up support. |
| 08/2017 – 12/2020 | **Patient Care Technician, Outpatient Hemodialysis** — Pulaski Renal Partners, North Little Rock, AR. Cannulation of AV fistulas and grafts in a 24-chair unit; daily water-system and chlorine checks. |
| 05/2016 – 07/2017 | **Dialysis Technician Trainee** — Natural State Dialysis, Conway, AR. Paid twelve-week training program, then floor technician on the evening shift. |
| 2013 – 2016 | **Phlebotomist** — Central Arkansas Blood Services, Little Rock, AR. Donor and patient draws. |
## Education
%w 22,78
| 2013 | **Certificate of Proficiency, Phlebotomy** — Little Rock Technical Institute |
| 2011 | **High School Diploma** — Rock Creek High School, Little Rock, AR |
## Certifications
%w 22,78
| exp. 10/2027 | **Certified Clinical Hemodialysis Technician (CCHT)** — NNCC — #CCHT-55012 |
| exp. 03/31/2028 | **Certified Hemodialysis Technologist/Technician (CHT)** — BONENT — #T-20184 |
| 2017 | **National Certified Patient Care Technician (NCPCT)** — NCCT |
| exp. 06/2027 | **BLS for Healthcare Providers** — ARC |
""",
    exp=expected(
        name("Tremaine", "Hollis", "L"), email="tremaine.hollis@example.com", phone="+15015550109",
        city="Little Rock", state="AR", zipcode="72205",
        work=[job("Pulaski Renal Partners", "Acute Dialysis Technician", "2021-01", None),
              job("Pulaski Renal Partners", "Patient Care Technician, Outpatient Hemodialysis", "2017-08", "2020-12"),
              job("Natural State Dialysis", "Dialysis Technician Trainee", "2016-05", "2017-07"),
              job("Central Arkansas Blood Services", "Phlebotomist", "2013", "2016")],
        education=[edu("Little Rock Technical Institute", "Certificate of Proficiency", "Phlebotomy", "2013"),
                   edu("Rock Creek High School", "High School Diploma", None, "2011")],
        certs=[cert("Certified Clinical Hemodialysis Technician (CCHT)", "NNCC", exp="2027-10", cid="CCHT-55012"),
               cert("Certified Hemodialysis Technologist/Technician (CHT)", "BONENT", exp="2028-03-31", cid="T-20184"),
               cert("National Certified Patient Care Technician (NCPCT)", "NCCT", issued="2017"),
               cert("BLS for Healthcare Providers", "ARC", exp="2027-06")]),
))

# ------------------------------------------------------------------ 101
R.append(dict(
    id=101, slug="student_nurse_pca_volunteer_des_moines", fmt="docx", layout="one-column", family="nursing",
    notes="BSN student working as a patient care assistant: education first with 'Expected May 2027', a GPA/Dean's List/minor/honour-society line and an associate degree with honours after a dash; seasons as dates ('Winter 2023 – Present' = December 2023, 'Summer 2022 – Fall 2023', 'Summers 2019 – 2021' read as June 2019 – June 2021); 'Other Work'; clinical rotations with semesters and a 'Volunteer Experience' section at the same hospital as the job, both NOT work history (volunteering is unpaid); hyphenated surname; '+1' phone with spaces; registry number; the summary mentions 'summer 2027' and NCLEX",
    src="""
# Abigail Rose Kowalski-Nguyen
^ Student Nurse · Patient Care Assistant
^ Des Moines, IA 50311 · +1 515 555 0148 · abby.kowalskinguyen@example.com · linkedin.com/in/abigail-kowalski-nguyen
## Summary
BSN student graduating in May 2027 with four years of direct patient care as a CNA and patient care assistant. Seeking a nurse externship for summer 2027 and a new-graduate residency after the NCLEX-RN.
## Education
**Raccoon River University, College of Nursing** — Des Moines, IA
Bachelor of Science in Nursing — Expected May 2027
GPA 3.86/4.00 · Dean's List (5 semesters) · Minor: Spanish · Sigma Theta Tau International (inducted 2026)
**Des Moines Area Community College** — Ankeny, IA
Associate of Arts — 2023 — Phi Theta Kappa, graduated with highest honors
## Healthcare Experience
**Patient Care Assistant, Cardiac Step-Down** — Capitol Heights Medical Center, Des Moines, IA
Winter 2023 – Present · 24 hours/week
- Vitals, telemetry box changes, ADLs and ambulation for 8–10 patients; point-of-care glucose testing
**Certified Nursing Assistant** — Walnut Creek Senior Living, Urbandale, IA
Summer 2022 – Fall 2023 · part-time
## Other Work
**Lifeguard and Swim Instructor** — Westside Aquatic Club, West Des Moines, IA
Summers 2019 – 2021
## Clinical Rotations (BSN program)
- Adult Health II — Capitol Heights Medical Center, 6 West — Spring 2026
- Maternal-Newborn — Polk County Women's Hospital — Fall 2025
- Pediatrics — Iowa Prairie Children's Hospital — Fall 2025
- Mental Health — Eastside Behavioral Health Center — Spring 2025
## Volunteer Experience
**Patient Escort Volunteer** — Capitol Heights Medical Center — 2021 – 2022 (150 hours)
**Intake Volunteer** — Eastside Community Free Clinic — 2023 – Present
## Certifications
- Iowa Certified Nurse Aide — Iowa Direct Care Worker Registry — Registry No. 1184420
- BLS for Healthcare Providers — AHA — exp. 08/2027
- First Aid/CPR/AED — American Red Cross — exp. 05/2027
## Languages
English (native) · Spanish (intermediate) · Vietnamese (basic)
""",
    exp=expected(
        name("Abigail", "Kowalski-Nguyen", "Rose"), email="abby.kowalskinguyen@example.com", phone="+15155550148",
        linkedin="linkedin.com/in/abigail-kowalski-nguyen", city="Des Moines", state="IA", zipcode="50311",
        work=[job("Capitol Heights Medical Center", "Patient Care Assistant, Cardiac Step-Down", "2023-12", None),
              job("Walnut Creek Senior Living", "Certified Nursing Assistant", "2022-06", "2023-09"),
              job("Westside Aquatic Club", "Lifeguard and Swim Instructor", "2019-06", "2021-06")],
        education=[edu("Raccoon River University, College of Nursing", "Bachelor of Science in Nursing", "Nursing", "2027-05"),
                   edu("Des Moines Area Community College", "Associate of Arts", None, "2023")],
        certs=[cert("Iowa Certified Nurse Aide", "Iowa Direct Care Worker Registry", cid="1184420"),
               cert("BLS for Healthcare Providers", "AHA", exp="2027-08"),
               cert("First Aid/CPR/AED", "American Red Cross", exp="2027-05")],
        langs=[lang("English", "N"), lang("Spanish", "C"), lang("Vietnamese", "B")]),
))

# ------------------------------------------------------------------ 102
R.append(dict(
    id=102, slug="nuclear_med_tech_full_dates_albany", fmt="pdf", layout="one-column", family="allied-health",
    notes="full MM/DD/YYYY start and end dates on every job (end one day before the next start); bold title, then 'Employer · City, ST · dates' with middle dots; a per-diem job overlapping the staff job; post-nominals with nested parentheses ('RT(N)(CT)(ARRT)'); 'cell' and 'work' phones in lower case with an 'x4471' extension; registry credentials written 'RT(N)(ARRT)' sharing one ARRT ID; 'B.S. Biology' without a separator",
    src="""
# Grace Liu Harrington, CNMT, RT(N)(CT)(ARRT)
^ Albany, NY 12208
^ cell 518-555-0151 · work 518-555-0199 x4471 · grace.harrington@example.com
## Summary
Nuclear medicine and PET/CT technologist with twelve years in hospital and outpatient imaging: SPECT/CT, cardiac stress, PET/CT oncology, and radiopharmaceutical therapy (I-131, Lu-177). Lead technologist for a six-camera department.
## Professional Experience
**Lead Nuclear Medicine Technologist**
Hudson Mohawk Medical Center · Albany, NY · 06/14/2021 – present
- Schedule and supervise nine technologists; ACR accreditation renewal in 2023 and 2026
- Built the Lu-177 therapy workflow with radiation safety and oncology
**Nuclear Medicine Technologist**
Hudson Mohawk Medical Center · Albany, NY · 09/08/2017 – 06/13/2021
**PET/CT Technologist (per diem)**
Capital Region Imaging Associates · Latham, NY · 03/04/2019 – 12/16/2022
**Nuclear Medicine Technologist**
Adirondack Valley Hospital · Glens Falls, NY · 07/21/2014 – 08/25/2017
## Education
Capital District College of Health Sciences — Certificate in Nuclear Medicine Technology — 2014
University at Albany, SUNY — B.S. Biology — 2013
## Credentials
- CNMT — Nuclear Medicine Technology Certification Board (NMTCB) — #142857 — exp. 12/31/2027
- RT(N)(ARRT) — American Registry of Radiologic Technologists — ID 512345678 — exp. 09/30/2027
- RT(CT)(ARRT) — ARRT — ID 512345678 — exp. 09/30/2027
- New York State Nuclear Medicine Technologist License — NYSDOH — No. 0987654 — exp. 02/28/2028
- BLS — AHA — exp. 05/2027
## Languages
Mandarin (conversational)
""",
    exp=expected(
        name("Grace", "Harrington", "Liu"), email="grace.harrington@example.com", phone="+15185550151",
        alt="+15185550199", city="Albany", state="NY", zipcode="12208",
        work=[job("Hudson Mohawk Medical Center", "Lead Nuclear Medicine Technologist", "2021-06-14", None),
              job("Capital Region Imaging Associates", "PET/CT Technologist (per diem)", "2019-03-04", "2022-12-16"),
              job("Hudson Mohawk Medical Center", "Nuclear Medicine Technologist", "2017-09-08", "2021-06-13"),
              job("Adirondack Valley Hospital", "Nuclear Medicine Technologist", "2014-07-21", "2017-08-25")],
        education=[edu("Capital District College of Health Sciences", "Certificate in Nuclear Medicine Technology",
                       "Nuclear Medicine Technology", "2014"),
                   edu("University at Albany, SUNY", "B.S.", "Biology", "2013")],
        certs=[cert("CNMT", "Nuclear Medicine Technology Certification Board (NMTCB)", exp="2027-12-31", cid="142857"),
               cert("RT(N)(ARRT)", "American Registry of Radiologic Technologists", exp="2027-09-30", cid="512345678"),
               cert("RT(CT)(ARRT)", "ARRT", exp="2027-09-30", cid="512345678"),
               cert("New York State Nuclear Medicine Technologist License", "NYSDOH", exp="2028-02-28", cid="0987654"),
               cert("BLS", "AHA", exp="2027-05")],
        langs=[lang("Mandarin", "C")]),
))

# ------------------------------------------------------------------ 103
R.append(dict(
    id=103, slug="staff_engineer_markdown_boulder", fmt="txt", layout="one-column", family="software-data",
    notes="a resume written in Markdown: '#'/'##'/'###' headings, emoji before the contact items, the e-mail obfuscated as 'name [at] example [dot] com' (labelled as the real address), LinkedIn only as a Markdown link '[LinkedIn](https://...)'; jobs as '### Title @ Employer' with '(remote)' or ', City ST' after the employer and ISO-month ranges joined by an arrow in backticks ('2022-09 → present'); an open-source maintainer role with dates (not work); 'open to relocating to the Bay Area'; degree and field separated by a space with a minor after a comma; certification name containing an en dash; ISO full-date expiry",
    src="""# Mateo J. Alvarez

**Staff Software Engineer** — distributed systems, payments, Go and Rust

📍 Boulder, CO 80302 — remote; open to relocating to the Bay Area
✉️ mateo.alvarez [at] example [dot] com
📞 +1 720 555 0193
🔗 [github.com/mateoalvarez](https://github.com/mateoalvarez) · [LinkedIn](https://www.linkedin.com/in/mateo-alvarez-dev)

---

## Summary

Ten years building backend systems that move money: ledgers, settlement pipelines and the on-call culture around them. I like boring technology, small teams and writing things down.

## Experience

### Staff Software Engineer @ Lodestar Payments (remote)
`2022-09 → present` · Go, Kafka, PostgreSQL, Kubernetes

- Tech lead for the ledger team (7 engineers); moved settlement from a nightly batch to streaming, cutting reconciliation breaks by 85%
- Wrote the double-entry invariants checker that now gates every deploy

### Senior Software Engineer @ Lodestar Payments
`2020-01 → 2022-08`

- Built the idempotent payouts API (40M requests/day); p99 latency from 900 ms to 120 ms

### Software Engineer II @ Flatiron Maps, Boulder CO
`2017-06 → 2019-12`

- Tile-rendering service in Go; migrated the geocoder from MySQL to PostGIS

### Software Engineering Intern @ Kestrel Robotics, Louisville CO
`2016-05 → 2016-08`

## Open Source

### kbatch — maintainer
`2019 → present` · Go library for batching Kafka producers (2.1k GitHub stars)

## Education

**University of Colorado Boulder** — B.S. Computer Science, minor in Mathematics — 2017

## Certifications

- Certified Kubernetes Administrator (CKA) — CNCF — ID LF-4K2J9X8W1Q — expires 2027-03-14
- AWS Certified Solutions Architect – Professional — Amazon Web Services — issued 2024-11

## Languages

Spanish (native) · English (native) · Portuguese (basic)
""",
    exp=expected(
        name("Mateo", "Alvarez", "J"), email="mateo.alvarez@example.com", phone="+17205550193",
        linkedin="https://www.linkedin.com/in/mateo-alvarez-dev", city="Boulder", state="CO", zipcode="80302",
        relocate=True,
        work=[job("Lodestar Payments", "Staff Software Engineer", "2022-09", None),
              job("Lodestar Payments", "Senior Software Engineer", "2020-01", "2022-08"),
              job("Flatiron Maps", "Software Engineer II", "2017-06", "2019-12"),
              job("Kestrel Robotics", "Software Engineering Intern", "2016-05", "2016-08")],
        education=[edu("University of Colorado Boulder", "B.S.", "Computer Science", "2017")],
        certs=[cert("Certified Kubernetes Administrator (CKA)", "CNCF", exp="2027-03-14", cid="LF-4K2J9X8W1Q"),
               cert("AWS Certified Solutions Architect – Professional", "Amazon Web Services", issued="2024-11")],
        langs=[lang("Spanish", "N"), lang("English", "N"), lang("Portuguese", "B")]),
))

# ------------------------------------------------------------------ 104
R.append(dict(
    id=104, slug="paralegal_comma_firms_baltimore", fmt="docx", layout="one-column", family="office",
    notes="first initial then middle name ('J. Allison Whitcomb': firstName 'J', middleName 'Allison' by the README rule); employers whose names contain commas and abbreviations ('Calloway, Pruitt & Mendes, P.A.', '..., LLC') and one named after a person; bold title, then 'Employer — City, ST', then 'Month YYYY – Present' on separate lines; a title with a practice area after a comma; a notary commission as a credential ('commission expires'); 'Professional Affiliations' with dates (not work); a 'References' section with other people's names, firms, phones and e-mail",
    src="""
# J. Allison Whitcomb
^ Litigation Paralegal
^ Baltimore, MD 21218 | 410-555-0184 | jallison.whitcomb@example.com
## Summary
Litigation paralegal with twelve years in civil litigation, real estate closings and solo-practice support: e-discovery in Relativity, trial binders, Maryland and federal e-filing, and deposition logistics.
## Professional Experience
**Senior Litigation Paralegal**
Calloway, Pruitt & Mendes, P.A. — Baltimore, MD
October 2020 – Present
- Manage discovery for 30+ active matters in state and federal court; build Relativity review workflows
- Prepare trial notebooks, exhibit lists and witness files; second chair at three jury trials
**Paralegal, Real Estate & Title**
Chesapeake Title & Escrow, LLC — Towson, MD
June 2017 – September 2020
- Prepared settlement statements and deeds for 40 residential closings a month
**Legal Secretary**
Law Offices of Denise M. Okafor, LLC — Baltimore, MD
August 2014 – May 2017
## Education
Community College of Baltimore County — Certificate in Paralegal Studies — 2016
Towson University — Bachelor of Arts, Political Science — 2014
## Certifications & Commissions
- Certified Paralegal (CP) — NALA — Certificate No. 22187 — valid through 09/30/2028
- Notary Public — State of Maryland — commission expires 04/30/2028
- Relativity Certified User — Relativity — 2021
## Professional Affiliations
Maryland Association of Paralegals — member since 2017; recording secretary 2022 – 2024
## References
Marcus T. Calloway, Esq., Managing Partner, Calloway, Pruitt & Mendes, P.A. — 410-555-0101 — mcalloway@example.com
Denise M. Okafor, Esq., Principal, Law Offices of Denise M. Okafor, LLC — 410-555-0107
""",
    exp=expected(
        name("J", "Whitcomb", "Allison"), email="jallison.whitcomb@example.com", phone="+14105550184",
        city="Baltimore", state="MD", zipcode="21218",
        work=[job("Calloway, Pruitt & Mendes, P.A.", "Senior Litigation Paralegal", "2020-10", None),
              job("Chesapeake Title & Escrow, LLC", "Paralegal, Real Estate & Title", "2017-06", "2020-09"),
              job("Law Offices of Denise M. Okafor, LLC", "Legal Secretary", "2014-08", "2017-05")],
        education=[edu("Community College of Baltimore County", "Certificate in Paralegal Studies", "Paralegal Studies", "2016"),
                   edu("Towson University", "Bachelor of Arts", "Political Science", "2014")],
        certs=[cert("Certified Paralegal (CP)", "NALA", exp="2028-09-30", cid="22187"),
               cert("Notary Public", "State of Maryland", exp="2028-04-30"),
               cert("Relativity Certified User", "Relativity", issued="2021")]),
))

# ------------------------------------------------------------------ 105
R.append(dict(
    id=105, slug="special_ed_teacher_naperville", fmt="pdf", layout="one-column", family="education",
    notes="contact details as one borderless three-cell table row under the name (city, phone, e-mail in separate cells); 'Teaching Experience' and 'Additional Experience'; 'Title, Grades 3–5 Resource — School, City, ST' with the dates on the next line; a long-term substitute post with a month range inside one year ('Jan–Jun 2015'); a single 'Summer 2013'; M.S.Ed. 'in'; a minor after a comma on the degree line; a state teaching licence with an educator ID and endorsements on the same line, 'valid through'",
    src="""
# Anjali R. Deshpande, M.S.Ed.
%w 30,25,45
~| Naperville, IL 60540 | (630) 555-0162 | anjali.deshpande.teach@example.com |
## Professional Profile
Special education teacher (LBS I) with eleven years in elementary and middle-school resource and self-contained classrooms: IEP case management, co-teaching, structured literacy and positive behavior support.
## Teaching Experience
**Special Education Teacher, Grades 3–5 Resource** — Prairie Crossing Elementary School, Naperville, IL
August 2019 – Present
- Case manager for 14 students with IEPs; co-teach reading and math in four general-education classrooms
- Led the school's move to Wilson-based structured literacy for Tier 3 reading intervention
**Resource Room Teacher, Grades 6–8** — Fox River Middle School, Aurora, IL
August 2015 – June 2019
**Long-Term Substitute, Self-Contained Classroom** — Meadowlark Elementary School, Lisle, IL
Jan–Jun 2015
## Additional Experience
**Instructional Aide** — Wheaton Cove Middle School, Wheaton, IL — Sep 2013 – Dec 2014
**Camp Counselor** — Sunrise Adaptive Day Camp, Wheaton, IL — Summer 2013
## Education
Northern Illinois University — M.S.Ed. in Special Education — 2019
Illinois State University — B.S. in Elementary Education, minor in Spanish — 2013
## Licensure & Certifications
- Professional Educator License (PEL) — Illinois State Board of Education — IEIN 2418837 — endorsements: Learning Behavior Specialist I; Elementary Education (grades 1–6) — valid through 06/30/2029
- Nonviolent Crisis Intervention — Crisis Prevention Institute (CPI) — exp. 10/2027
- Wilson Reading System Level I Certification — Wilson Language Training — 2021
## Languages
Marathi (native) · Hindi (fluent) · Spanish (intermediate)
""",
    exp=expected(
        name("Anjali", "Deshpande", "R"), email="anjali.deshpande.teach@example.com", phone="+16305550162",
        city="Naperville", state="IL", zipcode="60540",
        work=[job("Prairie Crossing Elementary School", "Special Education Teacher, Grades 3–5 Resource", "2019-08", None),
              job("Fox River Middle School", "Resource Room Teacher, Grades 6–8", "2015-08", "2019-06"),
              job("Meadowlark Elementary School", "Long-Term Substitute, Self-Contained Classroom", "2015-01", "2015-06"),
              job("Wheaton Cove Middle School", "Instructional Aide", "2013-09", "2014-12"),
              job("Sunrise Adaptive Day Camp", "Camp Counselor", "2013-06", "2013-06")],
        education=[edu("Northern Illinois University", "M.S.Ed. in Special Education", "Special Education", "2019"),
                   edu("Illinois State University", "B.S. in Elementary Education", "Elementary Education", "2013")],
        certs=[cert("Professional Educator License (PEL)", "Illinois State Board of Education", exp="2029-06-30", cid="2418837"),
               cert("Nonviolent Crisis Intervention", "Crisis Prevention Institute (CPI)", exp="2027-10"),
               cert("Wilson Reading System Level I Certification", "Wilson Language Training", issued="2021")],
        langs=[lang("Marathi", "N"), lang("Hindi", "P"), lang("Spanish", "C")]),
))

# ------------------------------------------------------------------ 106
R.append(dict(
    id=106, slug="diesel_tech_apostrophe_years_fargo", fmt="txt", layout="one-column", family="trades",
    notes="capitals name; phone '(701)555-0145' with no space; 'Title — Employer, City, ST' lines with year-only apostrophe ranges right-aligned by spaces ('’17 – ’21', '’21 – present', typographic apostrophes) and a single 'Summer ’14'; National Guard drilling service under 'MILITARY' overlapping civilian jobs, with the rank on its own line; school with the city in parentheses; 'A.A.S. Diesel Technology' with a year '’15'; ASE expiry as M/YY ('exp 6/27'); a CDL with the state in parentheses, endorsements on their own line and a full expiry date",
    enc="utf-16",
    src="""TRAVIS J. HALVORSEN
Diesel & Heavy Equipment Technician
Fargo, ND 58102  |  (701)555-0145  |  travis.halvorsen@example.com

SUMMARY
Diesel technician with twelve years on Class 8 trucks, ag equipment and military wheeled vehicles: Cummins, Detroit and PACCAR engines, aftertreatment, air brakes and hydraulics. Own a full set of tools.

WORK HISTORY

Fleet Diesel Technician — Northern Plains Freight Services, West Fargo, ND        ’21 – present
  - PMs, DOT annual inspections and engine/aftertreatment repair on a 140-tractor fleet
  - Lowest comeback rate in the shop three years running (under 2%)

Field Service Technician — Prairie Ag Equipment Co., Casselton, ND                ’17 – ’21
  - Service-truck tech for combines, tractors and sprayers across six counties; harvest on-call

Diesel Technician Apprentice — Dakota Truck & Trailer, Moorhead, MN              ’15 – ’17

Lube & Tire Technician — Red River Quick Lube, Fargo, ND                          Summer ’14

MILITARY

Wheeled Vehicle Mechanic (MOS 91B) — North Dakota Army National Guard, Fargo, ND  ’13 – ’19
  Rank: Specialist (E-4)
  - Drilling Guardsman: maintenance of HMMWVs, FMTVs and tactical generators

EDUCATION

North Dakota State College of Science (Wahpeton, ND) — A.A.S. Diesel Technology — ’15

CERTIFICATIONS & LICENSES

ASE Master Medium/Heavy Truck Technician — exp 6/27
Class A CDL (ND) — exp 11/14/2028
  Endorsements: N (tank vehicle), T (double/triple trailers)
EPA Section 609 MVAC — MACS — 2016
""",
    exp=expected(
        name("Travis", "Halvorsen", "J"), email="travis.halvorsen@example.com", phone="+17015550145",
        city="Fargo", state="ND", zipcode="58102",
        work=[job("Northern Plains Freight Services", "Fleet Diesel Technician", "2021", None),
              job("Prairie Ag Equipment Co.", "Field Service Technician", "2017", "2021"),
              job("Dakota Truck & Trailer", "Diesel Technician Apprentice", "2015", "2017"),
              job("Red River Quick Lube", "Lube & Tire Technician", "2014-06", "2014-06"),
              job("North Dakota Army National Guard", "Wheeled Vehicle Mechanic (MOS 91B)", "2013", "2019")],
        education=[edu("North Dakota State College of Science", "A.A.S.", "Diesel Technology", "2015")],
        certs=[cert("ASE Master Medium/Heavy Truck Technician", exp="2027-06"),
               cert("Class A CDL (ND)", exp="2028-11-14"),
               cert("EPA Section 609 MVAC", "MACS", issued="2016")]),
))

# ------------------------------------------------------------------ 107
R.append(dict(
    id=107, slug="school_bus_driver_one_job_glenburn", fmt="doc", layout="one-column", family="trades",
    notes="very short resume: one job written as a sentence-like line 'Title, Employer, City, ST — 2009 to present.' with a trailing period; a street address; an objective naming the coming school year ('2026–27', not a date); no education section; a CDL with endorsements after a dash, a state certification 'current through', and a card with no date",
    src="""
# Gloria M. Tibbetts
^ 14 Pushaw Road, Glenburn, ME 04401 · 207-555-0112 · gloria.tibbetts@example.com
## Objective
To keep driving a regular school bus route for the 2026–27 school year.
## Experience
School Bus Driver, Kenduskeag Valley School District, Hampden, ME — 2009 to present.
- Morning and afternoon routes (62 students, 71 miles a day); field trips and athletic runs
- Daily pre-trip inspections and student conduct reports; 17 years without a preventable accident
## Licenses
Maine Class B CDL — P and S endorsements, air brakes — expires 03/2029
School Bus Driver Certification — Maine Department of Education — current through 08/31/2027
First Aid/CPR — American Red Cross
""",
    exp=expected(
        name("Gloria", "Tibbetts", "M"), email="gloria.tibbetts@example.com", phone="+12075550112",
        city="Glenburn", state="ME", zipcode="04401",
        work=[job("Kenduskeag Valley School District", "School Bus Driver", "2009", None)],
        education=[],
        certs=[cert("Maine Class B CDL", exp="2029-03"),
               cert("School Bus Driver Certification", "Maine Department of Education", exp="2027-08-31"),
               cert("First Aid/CPR", "American Red Cross")]),
))

# ------------------------------------------------------------------ 108
R.append(dict(
    id=108, slug="ib_analyst_wall_street_format_charlotte", fmt="pdf", layout="table", family="office",
    notes="finance 'Wall Street' layout as borderless two-cell rows: bold employer with the location on the right, then the italic title with the dates on the right; education first in the same layout with the degree and honours in italics; name in capitals; 'Current:' and 'Permanent:' addresses on one line (the current one is labelled); two internships each with a single 'Summer YYYY'; a teaching-assistant job at 'University, Department' (employer without the department) overlapping an internship; 'Certifications & Exams' with 'passed' dates; languages on a 'Languages:' line inside 'Skills & Interests'",
    src="""
# JONAH E. GOLDFARB
^ Current: 301 S. Tryon St., Apt. 1204, Charlotte, NC 28202 · Permanent: 18 Birchwood Lane, Scarsdale, NY 10583
^ (980) 555-0131 · jonah.goldfarb@example.com · linkedin.com/in/jonahgoldfarb
## Education
%w 75,25
~| **Cornell University**, SC Johnson College of Business | Ithaca, NY |
~| *Bachelor of Science in Applied Economics and Management, magna cum laude* | May 2024 |
- Concentration: Finance · Minor: Real Estate · GPA 3.84/4.00
## Experience
%w 75,25
~| **Piedmont Crescent Bank** | Charlotte, NC |
~| *Investment Banking Analyst, Healthcare Group* | July 2024 – Present |
- Built operating and LBO models for six sell-side and two buy-side mandates ($150M–$1.2B enterprise value)
- Drafted confidential information memoranda and management presentations; ran data rooms
~| **Piedmont Crescent Bank** | Charlotte, NC |
~| *Summer Analyst, Healthcare Investment Banking* | Summer 2023 |
- Comparable-company and precedent-transaction analyses for a physician-practice sale
~| **Hudson Ridge Capital Partners** | New York, NY |
~| *Private Equity Intern* | Summer 2022 |
- Screened 40 lower-middle-market targets; industry primer on outpatient behavioral health
~| **Cornell University**, Department of Economics | Ithaca, NY |
~| *Teaching Assistant, Intermediate Microeconomics* | Fall 2022 – Spring 2024 |
## Certifications & Exams
- CFA Level I — CFA Institute — passed August 2024
- Securities Industry Essentials (SIE) — FINRA — passed 05/2023
- Series 79 — FINRA — passed 10/2024
- Bloomberg Market Concepts (BMC) — Bloomberg — 2022
## Skills & Interests
Technical: Excel and VBA, FactSet, Capital IQ, PitchBook, Python (pandas)
Languages: Hebrew (conversational), Spanish (basic)
Interests: marathon running (Boston 2025), jazz piano, Carolina Panthers
""",
    exp=expected(
        name("Jonah", "Goldfarb", "E"), email="jonah.goldfarb@example.com", phone="+19805550131",
        linkedin="linkedin.com/in/jonahgoldfarb", city="Charlotte", state="NC", zipcode="28202",
        work=[job("Piedmont Crescent Bank", "Investment Banking Analyst, Healthcare Group", "2024-07", None),
              job("Piedmont Crescent Bank", "Summer Analyst, Healthcare Investment Banking", "2023-06", "2023-06"),
              job("Cornell University", "Teaching Assistant, Intermediate Microeconomics", "2022-09", "2024-03"),
              job("Hudson Ridge Capital Partners", "Private Equity Intern", "2022-06", "2022-06")],
        education=[edu("Cornell University, SC Johnson College of Business",
                       "Bachelor of Science in Applied Economics and Management", "Applied Economics and Management", "2024-05")],
        certs=[cert("CFA Level I", "CFA Institute", issued="2024-08"),
               cert("Securities Industry Essentials (SIE)", "FINRA", issued="2023-05"),
               cert("Series 79", "FINRA", issued="2024-10"),
               cert("Bloomberg Market Concepts (BMC)", "Bloomberg", issued="2022")],
        langs=[lang("Hebrew", "C"), lang("Spanish", "B")]),
))

"""Sixth batch (109 onward): written after the parser had been tuned on the first five batches,
and labelled without running it (and without reading the parser's source). The resumes vary in
ways no earlier batch did: a travel nurse's "Assignments" table with a Weeks column and the
current contract ending "Now"; a cover letter (letterhead, date, addressee, salutation,
paragraphs naming employers and years, signature) before the resume; titles with dates pushed to
the right by dot leaders and a TAB, and "Till now"; letter-spaced capital headings
("E X P E R I E N C E") with education first; certifications each with a number and both an
issue and an expiry date; a two-page PDF whose footer (name, credentials, phone, e-mail) repeats
on both pages, with a "II" suffix before four credentials; a Spanish-speaking aide with every
heading bilingual, "Presente" and a bilingual-skills section; agency lines with the client
facility on bullets beneath ("Client: ..."); a template-style two-column PDF with icon glyphs,
certifications in the sidebar and five-dot proficiency bars; a references section with other
people's credentials, phones and dated relationships; a renamed employer ("(formerly ...)");
staffing-agency warehouse work with "Agency:" and "Worksite:" lines and a temp-to-hire
conversion; a new graduate accountant with education first, three paid co-op "rotations" and an
internship; a skills line of text proficiency bars; a truck driver's DOT driver-application
employment history ("Employer:", "Address:", "From:"/"To:", "Reason for leaving"); a
self-employed freelance period and "ongoing"; section names in the left cell of a borderless
table with dates in capitals ("MAR 2022 – CURRENT"); "Sept. 2021" with a period."""

from lib import *

R = []


def lead(left, right, width=52):
    """A line whose right part follows a dot leader and a TAB (as Word's tab leaders paste)."""
    return left + "." * max(3, width - len(left)) + "\t" + right


# ------------------------------------------------------------------ 109
R.append(dict(
    id=109, slug="travel_picu_rn_assignments_weeks_shreveport", fmt="pdf", layout="table", family="nursing",
    notes="travel PICU nurse: an 'Assignments' bordered table (Facility | Unit | City, ST | Weeks | Dates) with the agency named only in the heading; the unit cell is the title (as in 82); month abbreviations with periods ('Mar. 2026 – Now', 'Nov. 2025 – Feb. 2026'); 'Tax home:' location; name with 'Jr.' between the surname and three credentials; a promotion at a children's hospital below the table; three state licences with numbers",
    src="""
# Terrence L. Whitfield Jr., BSN, RN, CPN
^ Pediatric Critical Care Travel Nurse
^ Tax home: Shreveport, LA 71106 · (318) 555-0147 · t.whitfield.picu@example.com
## Summary
Pediatric ICU nurse with nine years at the bedside, the last two on 8–26 week travel contracts in PICUs and a pediatric CVICU. Comfortable with post-operative cardiac patients, CRRT, high-frequency oscillatory ventilation and ECMO circuits (monitored with the ECMO specialist). Charts in Epic and Cerner.
## Assignments (Bayou Crest Travel Staffing)
%w 34,16,18,8,24
| Facility | Unit | City, ST | Weeks | Dates |
| Cascade Children's Medical Center | PICU | Portland, OR | 13 | Mar. 2026 – Now |
| Gulf Shores Children's Hospital | Pediatric CVICU | Mobile, AL | 13 | Nov. 2025 – Feb. 2026 |
| Lone Pine Children's Hospital | PICU | Lubbock, TX | 26 | Apr. 2025 – Oct. 2025 |
| Great Lakes Pediatric Medical Center | PICU | Toledo, OH | 8 | Jan. 2025 – Mar. 2025 |
| Sierra Vista Children's Hospital | PICU / PCU float | Fresno, CA | 13 | Aug. 2024 – Nov. 2024 |
## Staff Experience
**Staff Nurse II, Pediatric Intensive Care Unit** — Red River Children's Hospital, Shreveport, LA — Jun. 2019 – Jul. 2024
- 20-bed PICU; charge nurse two shifts a week; ECMO and CRRT super-user
- Precepted eleven new graduates; unit practice council chair 2022 – 2024
**Staff Nurse I, Pediatrics** — Red River Children's Hospital, Shreveport, LA — Jun. 2017 – May 2019
## Education
Northwestern State University — Bachelor of Science in Nursing — May 2017
## Licenses & Certifications
- Louisiana RN License (Compact) — #RN-212345 — exp. 01/31/2028
- Oregon RN License — #202612345RN — exp. 12/31/2027
- California RN License — #95876543 — exp. 07/31/2026
- Certified Pediatric Nurse (CPN) — Pediatric Nursing Certification Board — exp. 06/2027
- PALS, BLS — American Heart Association — exp. 10/2027
- NRP — American Academy of Pediatrics — exp. 09/2027
## Skills
Epic · Cerner · HFOV · CRRT (Prismaflex) · ECMO monitoring · arterial and central line care
""",
    exp=expected(
        name("Terrence", "Whitfield", "L"), email="t.whitfield.picu@example.com", phone="+13185550147",
        city="Shreveport", state="LA", zipcode="71106",
        work=[job("Cascade Children's Medical Center", "PICU", "2026-03", None),
              job("Gulf Shores Children's Hospital", "Pediatric CVICU", "2025-11", "2026-02"),
              job("Lone Pine Children's Hospital", "PICU", "2025-04", "2025-10"),
              job("Great Lakes Pediatric Medical Center", "PICU", "2025-01", "2025-03"),
              job("Sierra Vista Children's Hospital", "PICU / PCU float", "2024-08", "2024-11"),
              job("Red River Children's Hospital", "Staff Nurse II, Pediatric Intensive Care Unit", "2019-06", "2024-07"),
              job("Red River Children's Hospital", "Staff Nurse I, Pediatrics", "2017-06", "2019-05")],
        education=[edu("Northwestern State University", "Bachelor of Science in Nursing", "Nursing", "2017-05")],
        certs=[cert("Louisiana RN License (Compact)", exp="2028-01-31", cid="RN-212345"),
               cert("Oregon RN License", exp="2027-12-31", cid="202612345RN"),
               cert("California RN License", exp="2026-07-31", cid="95876543"),
               cert("Certified Pediatric Nurse (CPN)", "Pediatric Nursing Certification Board", exp="2027-06"),
               cert("PALS", "American Heart Association", exp="2027-10"),
               cert("BLS", "American Heart Association", exp="2027-10"),
               cert("NRP", "American Academy of Pediatrics", exp="2027-09")]),
))

# ------------------------------------------------------------------ 110
R.append(dict(
    id=110, slug="hospice_rn_cover_letter_first_asheville", fmt="docx", layout="one-column", family="nursing",
    notes="a cover letter before the resume in the same document: letterhead (name with credentials, city, phone, e-mail), a date line ('March 2, 2026'), the addressee (a prospective employer with its city and ZIP, not work history and not the candidate's location), 'Dear Hiring Manager,', three paragraphs naming the current and an earlier employer with years ('Since 2019 ...', 'six years'), 'Sincerely,' and the signature; then the resume starts again with the name; '08/2019 – Current'; an RN-to-BSN degree 'in progress, expected December 2026'; CHPN with both issue and expiry",
    src="""
# Rosalind M. Achterberg, RN, CHPN
^ Asheville, NC 28806 · (828) 555-0163 · rosalind.achterberg@example.com
March 2, 2026
Hiring Manager
Blue Ridge Hospice & Palliative Care
Weaverville, NC 28787
Dear Hiring Manager,
I am writing to apply for the RN Case Manager position posted on your careers page. Since 2019 I have carried a home hospice caseload of 12 to 15 patients for Smoky Mountain Home Hospice in Buncombe and Madison counties, and before that I spent six years on the inpatient oncology unit at Mission Valley Regional Hospital, where I first saw how much a peaceful death depends on good nursing.
In my current role I admit new patients, lead the interdisciplinary plan of care with our medical director, social worker and chaplain, and teach families to manage symptoms at home. I earned my CHPN in 2020 and have taught ELNEC courses to nurses and aides since 2021.
I would welcome the chance to bring that experience to Blue Ridge Hospice. My resume follows; thank you for your time and consideration.
Sincerely,
Rosalind Achterberg
# Rosalind M. Achterberg, RN, CHPN
^ Asheville, NC 28806 · (828) 555-0163 · rosalind.achterberg@example.com
## Professional Summary
Hospice and palliative care nurse with thirteen years of nursing: home hospice case management, symptom management, end-of-life family teaching and inpatient oncology. Calm at the bedside, organised on the road, and comfortable with on-call weekends.
## Professional Experience
**Hospice RN Case Manager** — Smoky Mountain Home Hospice, Asheville, NC — 08/2019 – Current
- Caseload of 12–15 home and facility-based hospice patients; admissions, recertifications and death visits
- Symptom management with the medical director; comfort-kit and PCA pump teaching for families
- On-call RN one weekend a month; mentor for new case managers
**Registered Nurse, Inpatient Oncology** — Mission Valley Regional Hospital, Asheville, NC — 06/2013 – 07/2019
- 32-bed oncology and palliative unit: chemotherapy, blood products, PCA pumps, comfort care
**Certified Nursing Assistant** — Laurel Ridge Assisted Living, Hendersonville, NC — 2010 – 2013
## Education
Asheville-Buncombe Technical Community College — Associate Degree in Nursing — 2013
Western Carolina University — Bachelor of Science in Nursing — in progress, expected December 2026
## Licensure & Certifications
- North Carolina RN License (Multistate) — No. 287654 — exp. 05/31/2027
- Certified Hospice and Palliative Nurse (CHPN) — Hospice and Palliative Credentialing Center — issued 11/2020 — exp. 11/2028
- ELNEC-Core Trainer — End-of-Life Nursing Education Consortium — 2021
- BLS — American Heart Association — exp. 01/2027
References available upon request.
""",
    exp=expected(
        name("Rosalind", "Achterberg", "M"), email="rosalind.achterberg@example.com", phone="+18285550163",
        city="Asheville", state="NC", zipcode="28806",
        work=[job("Smoky Mountain Home Hospice", "Hospice RN Case Manager", "2019-08", None),
              job("Mission Valley Regional Hospital", "Registered Nurse, Inpatient Oncology", "2013-06", "2019-07"),
              job("Laurel Ridge Assisted Living", "Certified Nursing Assistant", "2010", "2013")],
        education=[edu("Asheville-Buncombe Technical Community College", "Associate Degree in Nursing", "Nursing", "2013"),
                   edu("Western Carolina University", "Bachelor of Science in Nursing", "Nursing", "2026-12")],
        certs=[cert("North Carolina RN License (Multistate)", exp="2027-05-31", cid="287654"),
               cert("Certified Hospice and Palliative Nurse (CHPN)", "Hospice and Palliative Credentialing Center",
                    issued="2020-11", exp="2028-11"),
               cert("ELNEC-Core Trainer", "End-of-Life Nursing Education Consortium", issued="2021"),
               cert("BLS", "American Heart Association", exp="2027-01")]),
))

# ------------------------------------------------------------------ 111
R.append(dict(
    id=111, slug="lvn_dot_leader_tab_dates_pasadena_tx", fmt="txt", layout="one-column", family="nursing",
    notes="Texas LVN educated in the Philippines: every job, school and credential line has its date pushed right by a dot leader and a TAB ('Charge Nurse (LVN).......<TAB>Jan. 2021 – Till now'), the employer or school on the next line; 'Till now' = current; month abbreviations with periods; given name, mother's maiden name as the middle name, then the surname, in capitals; degree lines before the school; a BS Biology from the Philippines; licence expiry after the leader; Tagalog and Hiligaynon native",
    enc="cp1252", crlf=True,
    src="""MARICEL DIZON BAUTISTA, LVN
Licensed Vocational Nurse – Long-Term Care & Pediatric Home Health
Pasadena, TX 77504  |  (281) 555-0186  |  maricel.bautista.lvn@example.com

PROFILE
Licensed vocational nurse with ten years in Texas long-term care and pediatric home health, after a BS in Biology in the Philippines. Charge nurse on a 44-bed skilled unit; trach, G-tube and wound care; PointClickCare and HCHB.

WORK EXPERIENCE

""" + lead("Charge Nurse (LVN)", "Jan. 2021 – Till now") + """
Bayou Gardens Nursing & Rehabilitation, Pasadena, TX
   • Charge nurse for a 44-bed skilled and long-term care unit on evenings; supervise 5 CNAs
   • Med pass, wound treatments and admissions; 2023 state survey with no nursing deficiencies

""" + lead("Staff LVN, Skilled Nursing", "Aug. 2017 – Dec. 2020") + """
Clear Lake Senior Care Center, Webster, TX
   • Med pass and treatments for 28 residents; restorative and fall-prevention programs

""" + lead("LVN (PRN), Pediatric Home Health", "Mar. 2016 – Dec. 2019") + """
Gulf Coast Kids Home Health, Houston, TX
   • Private-duty shifts with trach/ventilator and G-tube dependent children

""" + lead("Caregiver", "2012 – 2015") + """
Angels of the Bay Home Care, Houston, TX

EDUCATION

""" + lead("Vocational Nursing Certificate", "2015") + """
San Jacinto College, Pasadena, TX

""" + lead("Bachelor of Science in Biology", "2009") + """
University of San Agustin, Iloilo City, Philippines

LICENSE & CERTIFICATIONS

""" + lead("Texas LVN License No. 312456", "exp. 10/31/2027") + """
""" + lead("IV Therapy Certification – Gulf Coast Nursing CE", "2017") + """
""" + lead("PALS – American Heart Association", "exp. 06/2027") + """
""" + lead("BLS for Healthcare Providers – AHA", "exp. 06/2027") + """

LANGUAGES
Tagalog – native;  Hiligaynon – native;  English – fluent
""",
    exp=expected(
        name("Maricel", "Bautista", "Dizon"), email="maricel.bautista.lvn@example.com", phone="+12815550186",
        city="Pasadena", state="TX", zipcode="77504",
        work=[job("Bayou Gardens Nursing & Rehabilitation", "Charge Nurse (LVN)", "2021-01", None),
              job("Clear Lake Senior Care Center", "Staff LVN, Skilled Nursing", "2017-08", "2020-12"),
              job("Gulf Coast Kids Home Health", "LVN (PRN), Pediatric Home Health", "2016-03", "2019-12"),
              job("Angels of the Bay Home Care", "Caregiver", "2012", "2015")],
        education=[edu("San Jacinto College", "Vocational Nursing Certificate", None, "2015"),
                   edu("University of San Agustin", "Bachelor of Science in Biology", "Biology", "2009")],
        certs=[cert("Texas LVN License", exp="2027-10-31", cid="312456"),
               cert("IV Therapy Certification", "Gulf Coast Nursing CE", issued="2017"),
               cert("PALS", "American Heart Association", exp="2027-06"),
               cert("BLS for Healthcare Providers", "AHA", exp="2027-06")],
        langs=[lang("Tagalog", "N"), lang("Hiligaynon", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 112
R.append(dict(
    id=112, slug="school_nurse_letter_spaced_headings_overland_park", fmt="pdf", layout="one-column", family="nursing",
    notes="letter-spaced capital headings ('P R O F I L E', 'E D U C A T I O N', 'E X P E R I E N C E', 'L I C E N S E S & C E R T I F I C A T I O N S', 'L A N G U A G E S'; the PDF holds the spaces, which pdftotext -raw keeps and its default mode closes up); education first, a graduate certificate 'in'; a district school nurse covering two named schools in a bullet (the district is the employer); a seasonal camp-nurse job 'Summers 2015 – 2019' (June 2015 – June 2019, as 101 reads 'Summers'); month abbreviations with periods; licences in two states; NCSN with 'issued' and 'exp.'; American Sign Language as a language",
    src="""
# Heather J. Lindgren, BSN, RN, NCSN
^ Overland Park, KS 66212 · 913-555-0158 · heather.lindgren.rn@example.com
## P R O F I L E
Nationally certified school nurse with twelve years in K–12 school health after five years of inpatient pediatrics: individual health plans for diabetes, seizures and severe allergies, 504 and IEP health sections, immunization compliance and staff training.
## E D U C A T I O N
University of Kansas School of Nursing — Graduate Certificate in School Nursing — 2018
Emporia State University — Bachelor of Science in Nursing — May 2009
## E X P E R I E N C E
**District School Nurse** — Shawnee Mission Trails School District, Overland Park, KS — Aug. 2018 – Present
- Nurse for Oak Hollow and Cedar Ridge elementary schools (1,100 students); supervise two health aides
- Wrote the district's diabetes-at-school and stock-epinephrine protocols; trained 240 staff in Stop the Bleed
**Camp Nurse (seasonal)** — Camp Tallgrass, Lawrence, KS — Summers 2015 – 2019
**School Nurse** — St. Brigid Catholic School, Kansas City, MO — Aug. 2014 – May 2018
- Sole nurse for 480 students in grades PK–8; vision and hearing screening; immunization audits
**Staff RN, Pediatrics** — Prairie Star Children's Hospital, Kansas City, MO — Jun. 2009 – Jul. 2014
- 36-bed general pediatrics unit: asthma, DKA, post-operative and oncology patients
## L I C E N S E S & C E R T I F I C A T I O N S
- Kansas RN License — #13-098765-072 — exp. 07/31/2027
- Missouri RN License — #2009031234 — exp. 04/30/2027
- National Certified School Nurse (NCSN) — National Board for Certification of School Nurses — issued 03/2020 — exp. 12/31/2030
- BLS Instructor — American Heart Association — exp. 02/2027
- Youth Mental Health First Aid — National Council for Mental Wellbeing — exp. 04/2027
## L A N G U A G E S
American Sign Language — conversational
Spanish — basic
""",
    exp=expected(
        name("Heather", "Lindgren", "J"), email="heather.lindgren.rn@example.com", phone="+19135550158",
        city="Overland Park", state="KS", zipcode="66212",
        work=[job("Shawnee Mission Trails School District", "District School Nurse", "2018-08", None),
              job("Camp Tallgrass", "Camp Nurse (seasonal)", "2015-06", "2019-06"),
              job("St. Brigid Catholic School", "School Nurse", "2014-08", "2018-05"),
              job("Prairie Star Children's Hospital", "Staff RN, Pediatrics", "2009-06", "2014-07")],
        education=[edu("University of Kansas School of Nursing", "Graduate Certificate in School Nursing", "School Nursing", "2018"),
                   edu("Emporia State University", "Bachelor of Science in Nursing", "Nursing", "2009-05")],
        certs=[cert("Kansas RN License", exp="2027-07-31", cid="13-098765-072"),
               cert("Missouri RN License", exp="2027-04-30", cid="2009031234"),
               cert("National Certified School Nurse (NCSN)", "National Board for Certification of School Nurses",
                    issued="2020-03", exp="2030-12-31"),
               cert("BLS Instructor", "American Heart Association", exp="2027-02"),
               cert("Youth Mental Health First Aid", "National Council for Mental Wellbeing", exp="2027-04")],
        langs=[lang("American Sign Language", "C"), lang("Spanish", "B")]),
))

# ------------------------------------------------------------------ 113
R.append(dict(
    id=113, slug="sterile_processing_issue_expiry_fort_wayne", fmt="doc", layout="one-column", family="allied-health",
    notes="sterile processing lead: three credentials after the name; every certification on one line with middle dots as 'Name · Issuer · Cert. No. N · Issued MM/YYYY · Expires MM/YYYY' (three from HSPA sharing one member number); 'Sept. 2021 – Current' (Sept. with a period, a form verify.py does not list); a Tech I / Tech II / Lead ladder across two employers; a language only inside the skills line (not labelled)",
    src="""
# Dwayne A. Kessler, CRCST, CIS, CHL
^ Fort Wayne, IN 46805 · (260) 555-0128 · dwayne.kessler.spd@example.com
## Summary
Sterile processing lead with nine years in hospital and ambulatory-surgery central sterile: decontamination, high-level disinfection of flexible endoscopes, instrument set assembly for ortho, neuro and robotics, and steam and low-temperature sterilization.
## Work History
**Lead Sterile Processing Technician** — Three Rivers Regional Medical Center, Fort Wayne, IN — Sept. 2021 – Current
- Lead 11 technicians on second shift across decontamination, prep-and-pack and sterilization for 28 ORs
- Cut missing-instrument tray rejections from 4.1% to 1.2% with count-sheet and case-cart audits
**Sterile Processing Technician II** — Three Rivers Regional Medical Center, Fort Wayne, IN — Mar. 2019 – Aug. 2021
- da Vinci Xi instrument reprocessing; load records and biological indicators for steam and V-PRO cycles
**Sterile Processing Technician I** — Allen County Surgery Center, Fort Wayne, IN — Jun. 2017 – Feb. 2019
**Material Handler** — Summit City Distribution, Fort Wayne, IN — 2014 – 2017
## Education
Ivy Tech Community College — Sterile Processing Technician Certificate — 2017
## Certifications
- Certified Registered Central Service Technician (CRCST) · HSPA · Cert. No. 0412876 · Issued 05/2017 · Expires 05/2027
- Certified Instrument Specialist (CIS) · HSPA · Cert. No. 0412876 · Issued 11/2020 · Expires 11/2026
- Certified Healthcare Leader (CHL) · HSPA · Cert. No. 0412876 · Issued 02/2023 · Expires 02/2028
- Certified Endoscope Reprocessor (CER) · CBSPD · Cert. No. ER-20931 · Issued 08/2022 · Expires 08/2027
## Skills
Censitrac and SPM instrument tracking · Steris and Getinge washers and sterilizers · AAMI ST79 and ST91 · Spanish (basic)
""",
    exp=expected(
        name("Dwayne", "Kessler", "A"), email="dwayne.kessler.spd@example.com", phone="+12605550128",
        city="Fort Wayne", state="IN", zipcode="46805",
        work=[job("Three Rivers Regional Medical Center", "Lead Sterile Processing Technician", "2021-09", None),
              job("Three Rivers Regional Medical Center", "Sterile Processing Technician II", "2019-03", "2021-08"),
              job("Allen County Surgery Center", "Sterile Processing Technician I", "2017-06", "2019-02"),
              job("Summit City Distribution", "Material Handler", "2014", "2017")],
        education=[edu("Ivy Tech Community College", "Sterile Processing Technician Certificate", None, "2017")],
        certs=[cert("Certified Registered Central Service Technician (CRCST)", "HSPA", issued="2017-05", exp="2027-05", cid="0412876"),
               cert("Certified Instrument Specialist (CIS)", "HSPA", issued="2020-11", exp="2026-11", cid="0412876"),
               cert("Certified Healthcare Leader (CHL)", "HSPA", issued="2023-02", exp="2028-02", cid="0412876"),
               cert("Certified Endoscope Reprocessor (CER)", "CBSPD", issued="2022-08", exp="2027-08", cid="ER-20931")]),
))

# ------------------------------------------------------------------ 114
R.append(dict(
    id=114, slug="cath_lab_manager_two_page_footer_chattanooga", fmt="pdf", layout="one-column", family="nursing",
    notes="two-page PDF whose page footer (name, suffix, credentials, phone, e-mail) is repeated at the bottom of both pages, so the contact text comes out twice, once in the middle of the work history; name with the suffix 'II' between the surname and four credentials ('MSN, RN, CCRN-K, RCIS'); a 'Core Competencies' list with figures and a year; a charge role whose title carries a clinical-ladder grade in parentheses; an EKG technician job before nursing; 'Presentations' and 'Committees & Affiliations' with dates (not work); a credential name with its long form in parentheses; three degrees, two from one university (the source gives the footer twice, first and last, because LibreOffice's HTML import gives page 1 its own page style; once only puts it on page 1)",
    src="""
@@footer Raymond E. Castellanos II, MSN, RN, CCRN-K · (423) 555-0172 · ray.castellanos.cvl@example.com
# Raymond E. Castellanos II, MSN, RN, CCRN-K, RCIS
^ Chattanooga, TN 37405 · (423) 555-0172 · ray.castellanos.cvl@example.com · linkedin.com/in/raymondcastellanos
## Professional Summary
Cardiovascular nurse leader with twenty years in cardiac care: four as manager of a five-room cardiovascular lab (diagnostic and interventional cath, electrophysiology, structural heart), nine as a cath lab nurse and charge nurse, three in CVICU and four as an EKG and Holter technician before nursing. Strong in STEMI program metrics, staff development, radiation safety and budgets.
## Core Competencies
- Door-to-balloon and STEMI program coordination (median D2B 54 minutes in 2025)
- Moderate sedation, hemodynamic monitoring, IABP and Impella support
- Radial-first access programs; TAVR, Watchman and MitraClip case support
- Staffing, scheduling and call models for 38 RNs, RCIS and radiologic technologists
- Capital and operating budgets; supply standardisation; Joint Commission and ACC accreditation
- Epic Cupid, Merge Hemo, GE Mac-Lab; Lean process improvement
## Professional Experience
**Cardiovascular Lab Nurse Manager** — Chickamauga Valley Heart Institute, Chattanooga, TN — Feb 2022 – Present
- Lead 38 staff in five procedure rooms (cath, EP, hybrid OR) and a 14-bay prep and recovery unit
- Opened the structural heart program in 2023: TAVR, Watchman and MitraClip, 310 cases in its first two years
- Reduced on-call overtime 22% with a shared call pool across cath and EP
- Led the ACC Chest Pain Center with PCI re-accreditation (2024) and the Joint Commission survey (2025)
- Built a six-week orientation pathway for new cath lab nurses; first-year turnover fell from 30% to 9%
- Manage a $14 million supply budget; negotiated stent and balloon standardisation with physicians
**Cath Lab Charge Nurse (Clinical Nurse III)** — Chickamauga Valley Heart Institute, Chattanooga, TN — Jul 2017 – Jan 2022
- Daily room assignments, add-on cases and STEMI activations for four labs
- Super-user for the Merge hemodynamic system go-live (2019); trained 40 staff
- Co-chaired the radial-first initiative: radial access rose from 31% to 78% of PCI
- Charge nurse for the COVID-19 cath lab isolation workflow (2020)
**Cath Lab RN** — Lookout Mountain Medical Center, Chattanooga, TN — May 2013 – Jun 2017
- Circulating, monitoring and scrubbing for diagnostic caths, PCI, peripheral interventions and pacemakers
- STEMI call team member with a 30-minute response; moderate sedation for 6–10 cases a day
- Radiation safety champion: dosimetry reviews and lead-apron inspections
**Staff RN, Cardiovascular ICU** — Lookout Mountain Medical Center, Chattanooga, TN — Jun 2010 – Apr 2013
- Post-CABG, valve and post-PCI patients; IABP, CRRT and vasoactive titration
- Rapid response team member; precepted four new graduates
**EKG / Holter Technician** — Scenic City Cardiology Associates, Chattanooga, TN — 2006 – 2010
- 12-lead EKGs, Holter and event-monitor hook-ups; stress-test preparation for three cardiologists
## Education
University of Tennessee at Chattanooga — Master of Science in Nursing (MSN) — 2021
University of Tennessee at Chattanooga — Bachelor of Science in Nursing — 2015
Chattanooga State Community College — Associate of Applied Science in Nursing — 2010
## Licensure & Certifications
- Tennessee RN License (Multistate) — No. 204518 — exp. 09/30/2027
- CCRN-K (Acute/Critical Care Knowledge Professional) — AACN — exp. 01/2028
- Registered Cardiovascular Invasive Specialist (RCIS) — Cardiovascular Credentialing International (CCI) — #RCIS-58214 — exp. 12/31/2027
- ACLS — American Heart Association — exp. 04/2027
- BLS Instructor — American Heart Association — exp. 04/2027
- Fluoroscopy Radiation Safety Course — 2022
- Lean Six Sigma Green Belt — ASQ — 2020
## Presentations
- "Radial-First for STEMI: Building the Nursing Protocol" — Tennessee Cardiovascular Nursing Conference, Nashville — October 2023
- "Same-Day Discharge After PCI" — SCAI Scientific Sessions, poster — May 2021
## Committees & Affiliations
- Nursing Quality Council, Chickamauga Valley Heart Institute — chair 2023 – 2025
- Society for Cardiovascular Angiography & Interventions (SCAI) — member since 2014
- American Association of Critical-Care Nurses (AACN) — member since 2010
@@footer Raymond E. Castellanos II, MSN, RN, CCRN-K · (423) 555-0172 · ray.castellanos.cvl@example.com
""",
    exp=expected(
        name("Raymond", "Castellanos", "E"), email="ray.castellanos.cvl@example.com", phone="+14235550172",
        linkedin="linkedin.com/in/raymondcastellanos", city="Chattanooga", state="TN", zipcode="37405",
        work=[job("Chickamauga Valley Heart Institute", "Cardiovascular Lab Nurse Manager", "2022-02", None),
              job("Chickamauga Valley Heart Institute", "Cath Lab Charge Nurse (Clinical Nurse III)", "2017-07", "2022-01"),
              job("Lookout Mountain Medical Center", "Cath Lab RN", "2013-05", "2017-06"),
              job("Lookout Mountain Medical Center", "Staff RN, Cardiovascular ICU", "2010-06", "2013-04"),
              job("Scenic City Cardiology Associates", "EKG / Holter Technician", "2006", "2010")],
        education=[edu("University of Tennessee at Chattanooga", "Master of Science in Nursing (MSN)", "Nursing", "2021"),
                   edu("University of Tennessee at Chattanooga", "Bachelor of Science in Nursing", "Nursing", "2015"),
                   edu("Chattanooga State Community College", "Associate of Applied Science in Nursing", "Nursing", "2010")],
        certs=[cert("Tennessee RN License (Multistate)", exp="2027-09-30", cid="204518"),
               cert("CCRN-K (Acute/Critical Care Knowledge Professional)", "AACN", exp="2028-01"),
               cert("Registered Cardiovascular Invasive Specialist (RCIS)", "Cardiovascular Credentialing International (CCI)",
                    exp="2027-12-31", cid="RCIS-58214"),
               cert("ACLS", "American Heart Association", exp="2027-04"),
               cert("BLS Instructor", "American Heart Association", exp="2027-04"),
               cert("Fluoroscopy Radiation Safety Course", issued="2022"),
               cert("Lean Six Sigma Green Belt", "ASQ", issued="2020")]),
))

# ------------------------------------------------------------------ 115
R.append(dict(
    id=115, slug="cna_hha_bilingual_headings_santa_ana", fmt="docx", layout="one-column", family="allied-health",
    notes="Spanish-speaking CNA and home health aide: every heading bilingual ('Experiencia laboral / Work Experience', 'Educación / Education', 'Idiomas / Languages'), the summary in English then Spanish, and a 'Habilidades bilingües / Bilingual Skills' section with a year; given name, second given name and a double surname with accents, then two credentials; '03/2022 – Presente' (Spanish for Present, labelled current); a CNA promoted to restorative aide at one facility; a per-diem interpreter job overlapping; a Mexican 'Bachillerato' with the city, state abbreviation and country after the school; languages written 'Español (Spanish) — lengua materna / native'",
    src="""
# Yesenia Guadalupe Ramírez Ochoa, CNA, HHA
^ Santa Ana, CA 92701 · (714) 555-0139 · yesenia.ramirez.cna@example.com
## Perfil / Profile
Certified nursing assistant and home health aide with eight years of care for older adults in skilled nursing and in their own homes. Bilingual Spanish–English; I interpret for patients and families every day.
Asistente de enfermería certificada y asistente de salud en el hogar con ocho años de experiencia cuidando a adultos mayores. Bilingüe español–inglés.
## Experiencia laboral / Work Experience
**Home Health Aide** — Orange Grove Home Health Services, Santa Ana, CA — 03/2022 – Presente
- Visits to 6–8 clients a day: bathing, transfers, meal preparation, vital signs and medication reminders
- Report changes in condition to the RN case manager in English and Spanish
**Medical Interpreter (per diem)** — Santa Ana Community Clinic, Santa Ana, CA — 09/2021 – 12/2023
- Spanish–English interpreting for primary-care, prenatal and diabetes-education visits
**Restorative Nursing Assistant** — Casa Serena Skilled Nursing, Garden Grove, CA — 01/2020 – 02/2022
- Range-of-motion and ambulation programs for 20 residents; fall-prevention huddles
**Certified Nursing Assistant** — Casa Serena Skilled Nursing, Garden Grove, CA — 06/2018 – 12/2019
## Habilidades bilingües / Bilingual Skills
- Consecutive medical interpreting and sight translation of discharge and care-plan instructions
- Patient teaching in Spanish on diabetes, fall prevention and medications
- Translated the agency's welcome packet and home-safety checklist into Spanish (2023)
## Educación / Education
Santa Ana College — Certificate, Nurse Assistant and Home Health Aide — 2018
Preparatoria Colinas de Tijuana, Tijuana, B.C., México — Bachillerato — 2012
## Certificaciones / Certifications
- Certified Nurse Assistant — California Department of Public Health (CDPH) — Cert. No. 00512345 — exp. 06/30/2026
- Home Health Aide — California Department of Public Health (CDPH) — Cert. No. 00587654 — exp. 06/30/2026
- Certified Medical Interpreter (CMI-Spanish) — National Board of Certification for Medical Interpreters — 2022
- BLS — American Heart Association — exp. 09/2027
## Idiomas / Languages
Español (Spanish) — lengua materna / native
Inglés (English) — avanzado / fluent
""",
    exp=expected(
        name("Yesenia", "Ramírez Ochoa", "Guadalupe"), email="yesenia.ramirez.cna@example.com", phone="+17145550139",
        city="Santa Ana", state="CA", zipcode="92701",
        work=[job("Orange Grove Home Health Services", "Home Health Aide", "2022-03", None),
              job("Santa Ana Community Clinic", "Medical Interpreter (per diem)", "2021-09", "2023-12"),
              job("Casa Serena Skilled Nursing", "Restorative Nursing Assistant", "2020-01", "2022-02"),
              job("Casa Serena Skilled Nursing", "Certified Nursing Assistant", "2018-06", "2019-12")],
        education=[edu("Santa Ana College", "Certificate", "Nurse Assistant and Home Health Aide", "2018"),
                   edu("Preparatoria Colinas de Tijuana", "Bachillerato", None, "2012")],
        certs=[cert("Certified Nurse Assistant", "California Department of Public Health (CDPH)", exp="2026-06-30", cid="00512345"),
               cert("Home Health Aide", "California Department of Public Health (CDPH)", exp="2026-06-30", cid="00587654"),
               cert("Certified Medical Interpreter (CMI-Spanish)", "National Board of Certification for Medical Interpreters",
                    issued="2022"),
               cert("BLS", "American Heart Association", exp="2027-09")],
        langs=[lang("Spanish", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 116
R.append(dict(
    id=116, slug="travel_surgical_tech_agency_client_huntsville", fmt="doc", layout="one-column", family="allied-health",
    notes="travel surgical technologist: each agency is a bold line 'Agency — Travel Surgical Technologist — agency tenure', with the assignments beneath as bullets 'Client: Facility, City, ST · unit · N weeks · MM/YYYY – MM/YYYY'; by the travel rule each client assignment is an entry with the client facility as employer and the title from the agency line (the unit on the client line is not made part of the title); the agency lines themselves are not entries (a recruiter might instead enter the agency as employer: ambiguous, labelled by the README's travel rule); two agencies; a staff job; a clinical externship with hours and a season inside Education (not work)",
    src="""
# Kendra Lynn Marsh, CST
^ Huntsville, AL 35801 · 256-555-0191 · kendra.marsh.cst@example.com
## Summary
Certified surgical technologist with nine years of scrub experience — five as staff in a Level I trauma center and four on travel contracts — in orthopaedics, spine, neuro, CVOR and robotics. Quick to learn a new preference-card system and a new team.
## Travel Experience
**Meridian Allied Staffing** — Travel Surgical Technologist — 06/2024 – Present
- Client: Organ Mountain Medical Center, Las Cruces, NM · CVOR · 13 weeks · 03/2026 – Present
- Client: High Desert Medical Center, Bend, OR · Main OR (ortho/spine) · 13 weeks · 11/2025 – 02/2026
- Client: Longleaf Pines Medical Center, Pinehurst, NC · Robotics (da Vinci Xi) · 13 weeks · 07/2025 – 10/2025
- Client: Piedmont Valley Hospital, Rock Hill, SC · Neuro/Spine · 13 weeks · 02/2025 – 05/2025
- Client: Quad River Medical Center, Davenport, IA · Main OR · 26 weeks (extended) · 06/2024 – 12/2024
**Summit Travel Allied** — Travel Surgical Technologist — 01/2023 – 05/2024
- Client: Laguna Madre Medical Center, Corpus Christi, TX · Trauma OR · 13 weeks · 01/2024 – 05/2024
- Client: Polk Valley Surgical Hospital, Lakeland, FL · Ortho/Total Joints · 26 weeks · 05/2023 – 11/2023
- Client: Blue Mesa Medical Center, Grand Junction, CO · Main OR · 13 weeks · 01/2023 – 04/2023
## Staff Experience
**Surgical Technologist II** — Rocket City Medical Center, Huntsville, AL — 08/2017 – 12/2022
- Level I trauma center; lead tech for the orthopaedic and spine service line; precepted students from two programs
## Education
Calhoun Community College — Associate of Applied Science, Surgical Technology — 2017
- Clinical externship: 620 hours and 180 cases at Rocket City Medical Center (Spring 2017)
## Certifications
- Certified Surgical Technologist (CST) — NBSTSA — Cert. #1123987 — exp. 03/31/2028
- BLS — American Heart Association — exp. 11/2027
""",
    exp=expected(
        name("Kendra", "Marsh", "Lynn"), email="kendra.marsh.cst@example.com", phone="+12565550191",
        city="Huntsville", state="AL", zipcode="35801",
        work=[job("Organ Mountain Medical Center", "Travel Surgical Technologist", "2026-03", None),
              job("High Desert Medical Center", "Travel Surgical Technologist", "2025-11", "2026-02"),
              job("Longleaf Pines Medical Center", "Travel Surgical Technologist", "2025-07", "2025-10"),
              job("Piedmont Valley Hospital", "Travel Surgical Technologist", "2025-02", "2025-05"),
              job("Quad River Medical Center", "Travel Surgical Technologist", "2024-06", "2024-12"),
              job("Laguna Madre Medical Center", "Travel Surgical Technologist", "2024-01", "2024-05"),
              job("Polk Valley Surgical Hospital", "Travel Surgical Technologist", "2023-05", "2023-11"),
              job("Blue Mesa Medical Center", "Travel Surgical Technologist", "2023-01", "2023-04"),
              job("Rocket City Medical Center", "Surgical Technologist II", "2017-08", "2022-12")],
        education=[edu("Calhoun Community College", "Associate of Applied Science", "Surgical Technology", "2017")],
        certs=[cert("Certified Surgical Technologist (CST)", "NBSTSA", exp="2028-03-31", cid="1123987"),
               cert("BLS", "American Heart Association", exp="2027-11")]),
))

# ------------------------------------------------------------------ 117
R.append(dict(
    id=117, slug="emt_icon_template_sidebar_certs_yakima", fmt="pdf", layout="two-column", family="allied-health",
    notes="template-style two-column PDF: icon glyphs before the contact items and headings (☎ ✉ ⌂ 'in', ✚ ★ ⚑ ➤); the left sidebar holds contact, certifications as two-line entries (bold name, then issuer · number · expiry), skills and languages with five-dot proficiency bars written as text ('●●●○○'), the languages also with words; name and a capitalised title at the top of the main column; jobs as 'Title | Employer | City, ST' with 'Oct. 2021 – Now' on the next line; an ER technician job held at the same time; a seasonal job 'Summers 2019 – 2020'; a volunteer firefighter/EMT role with dates under 'Volunteer' (unpaid, not work history); an A.A.S. with an expected date",
    left_width="33%",
    src="""
@@left
## ☎ Contact
☎ 509-555-0153
✉ tyler.brandt.emt@example.com
⌂ Yakima, WA 98902
in linkedin.com/in/tylerjbrandt
## ✚ Certifications
**Nationally Registered EMT (NREMT)**
Reg. #E3345678 · exp. 03/31/2028
**Washington EMT Credential**
WA DOH · ESEMT.60512345 · exp. 05/31/2028
**BLS Provider**
American Heart Association · exp. 10/2027
**PHTLS**
NAEMT · 2025
**EVOC**
2022
## ★ Skills
Patient assessment ●●●●●
Airway & BVM ●●●●○
Bleeding control / trauma ●●●●○
12-lead acquisition ●●●○○
ImageTrend ePCR ●●●●●
## ⚑ Languages
English ●●●●● native
Spanish ●●●○○ conversational
@@right
# Tyler J. Brandt
**EMERGENCY MEDICAL TECHNICIAN · EMT-B**
## ➤ Profile
EMT with five years of 911 and interfacility transport in Central Washington, the last three also as an ER technician. In paramedic school; calm in the back of the truck and good with frightened patients and their families.
## ➤ Experience
**EMT-Basic** | Apple Country Ambulance | Yakima, WA
Oct. 2021 – Now
- 911 and interfacility transports on a BLS unit, 10–14 calls per 24-hour shift
- Field training officer for new EMTs since 2024
**Emergency Room Technician (part-time)** | Yakima Basin Regional Hospital | Yakima, WA
Jan. 2023 – Now
- Vital signs, 12-lead EKGs, splinting, wound care and CPR in a 32-bed emergency department
**Lifeguard / First Aid Attendant (seasonal)** | Yakima Valley Parks & Recreation | Yakima, WA
Summers 2019 – 2020
## ➤ Volunteer
**Volunteer Firefighter / EMT** | Naches Heights Fire District | Naches, WA
Mar. 2022 – Now
- Unpaid on-call volunteer: structure and wildland fire response, EMS first response
## ➤ Education
Yakima Valley College — A.A.S. Paramedicine — Expected June 2027
Yakima Valley College — EMT-Basic Certificate — 2021
@@end
""",
    exp=expected(
        name("Tyler", "Brandt", "J"), email="tyler.brandt.emt@example.com", phone="+15095550153",
        linkedin="linkedin.com/in/tylerjbrandt", city="Yakima", state="WA", zipcode="98902",
        work=[job("Yakima Basin Regional Hospital", "Emergency Room Technician (part-time)", "2023-01", None),
              job("Apple Country Ambulance", "EMT-Basic", "2021-10", None),
              job("Yakima Valley Parks & Recreation", "Lifeguard / First Aid Attendant (seasonal)", "2019-06", "2020-06")],
        education=[edu("Yakima Valley College", "A.A.S.", "Paramedicine", "2027-06"),
                   edu("Yakima Valley College", "EMT-Basic Certificate", None, "2021")],
        certs=[cert("Nationally Registered EMT (NREMT)", exp="2028-03-31", cid="E3345678"),
               cert("Washington EMT Credential", "WA DOH", exp="2028-05-31", cid="ESEMT.60512345"),
               cert("BLS Provider", "American Heart Association", exp="2027-10"),
               cert("PHTLS", "NAEMT", issued="2025"),
               cert("EVOC", issued="2022")],
        langs=[lang("English", "N"), lang("Spanish", "C")]),
))

# ------------------------------------------------------------------ 118
R.append(dict(
    id=118, slug="nicu_rn_references_renamed_employer_wichita", fmt="doc", layout="one-column", family="nursing",
    notes="NICU nurse: a 'References' section at the end with three referees (names with credentials, titles, employers, phones, e-mails and dated relationships such as 'my preceptor 2015 – 2016'), none of it the candidate's; a renamed employer on a bold line with '(formerly ...)' then the city (the current name is the employer); two titles under that employer, the newer with a year-only start; a paid summer nurse externship between junior and senior year (work, like an internship); dotted phone; 'Current'; RNC-NIC",
    src="""
# Colleen Marie Abernathy, BSN, RNC-NIC
^ Wichita, KS 67208 · 316.555.0164 · colleen.abernathy@example.com
## Summary
Neonatal intensive care nurse with eleven years in a 68-bed level IV NICU and a mother-baby unit: micro-preemies, surgical neonates, therapeutic hypothermia and neonatal transport.
## Experience
**Wichita Prairie Children's Hospital** (formerly St. Agnes Women & Infants Hospital), Wichita, KS
Clinical Nurse III, Neonatal ICU — 2022 – Current
- Charge and resource nurse for the small-baby (under 28 weeks) pod; developmental-care champion
- Neonatal transport team since 2023
Clinical Nurse II, Neonatal ICU — 04/2018 – 2021
- Primary nurse for 1–3 infants: conventional and high-frequency ventilation, UAC/UVC lines, cooling
**Flint Hills Medical Center**, Emporia, KS
Staff RN, Mother-Baby Unit — 06/2015 – 03/2018
- Couplet care for 4–5 mother-baby pairs; breastfeeding support; newborn hearing screens
**Sunflower Regional Medical Center**, Wichita, KS
Nurse Extern, Labor & Delivery — Summer 2014
- Paid ten-week externship between junior and senior year of nursing school
## Education
Wichita State University — Bachelor of Science in Nursing — 2015
## Licenses & Certifications
- Kansas RN License (Multistate) — 13-145678-052 — exp. 05/31/2027
- RNC-NIC — National Certification Corporation (NCC) — exp. 11/2027
- NRP — American Academy of Pediatrics — exp. 05/2027
- S.T.A.B.L.E. Program (Provider) — 2024
- BLS — American Heart Association — exp. 05/2027
## References
**Dana K. Whitlow, MSN, RN, NE-BC** — NICU Nurse Manager, Wichita Prairie Children's Hospital — 316-555-0102 — dana.whitlow@example.com — my manager since 2018
**Marcus O. Tran, MD** — Neonatologist, Prairie Neonatal Associates — 316-555-0109 — worked together 2018 – present
**Jill A. Ferraro, BSN, RN** — Charge Nurse, Mother-Baby Unit, Flint Hills Medical Center — (620) 555-0115 — my preceptor 2015 – 2016
""",
    exp=expected(
        name("Colleen", "Abernathy", "Marie"), email="colleen.abernathy@example.com", phone="+13165550164",
        city="Wichita", state="KS", zipcode="67208",
        work=[job("Wichita Prairie Children's Hospital", "Clinical Nurse III, Neonatal ICU", "2022", None),
              job("Wichita Prairie Children's Hospital", "Clinical Nurse II, Neonatal ICU", "2018-04", "2021"),
              job("Flint Hills Medical Center", "Staff RN, Mother-Baby Unit", "2015-06", "2018-03"),
              job("Sunflower Regional Medical Center", "Nurse Extern, Labor & Delivery", "2014-06", "2014-06")],
        education=[edu("Wichita State University", "Bachelor of Science in Nursing", "Nursing", "2015")],
        certs=[cert("Kansas RN License (Multistate)", exp="2027-05-31", cid="13-145678-052"),
               cert("RNC-NIC", "National Certification Corporation (NCC)", exp="2027-11"),
               cert("NRP", "American Academy of Pediatrics", exp="2027-05"),
               cert("S.T.A.B.L.E. Program (Provider)", issued="2024"),
               cert("BLS", "American Heart Association", exp="2027-05")]),
))

# ------------------------------------------------------------------ 119
R.append(dict(
    id=119, slug="warehouse_agency_worksites_joliet", fmt="txt", layout="one-column", family="trades",
    notes="warehouse worker placed by staffing agencies: each job is the title, then 'Agency: X | Worksite: Y, City, ST', then the dates; by the agency rule the worksite is the employer; a temp-to-hire conversion at one worksite gives two entries (the temp title, then the direct-hire title with 'Hired on directly: Feb 2024 - Now'); one agency job whose worksites are not named ('various e-commerce warehouses'), so the agency is the only employer that can be labelled; '*' separators in the contact line; a forklift evaluation 'evaluated 08/2023, re-evaluation due 08/2026' labelled as issue and expiry",
    enc="utf-8",
    src="""DeShawn T. Moreland
Forklift Operator | Reach Truck | Shipping & Receiving
Joliet, IL 60435  *  815-555-0142  *  deshawn.moreland@example.com

SUMMARY
Warehouse associate and certified forklift operator with six years in distribution centers around Joliet and Bolingbrook, most of it placed through staffing agencies before being hired on directly. Sit-down, stand-up reach and order picker; RF scanners; 99.9% pick accuracy.

WORK HISTORY

Forklift Operator II
Worksite: Ridgeport Logistics, Joliet, IL
Hired on directly: Feb 2024 - Now
  - Put-away and replenishment on a stand-up reach truck in 30-ft racking; 160+ pallets a shift
  - Trainer for new drivers on the night shift

Forklift Operator (temp-to-hire)
Agency: PrairieWorks Staffing   |   Worksite: Ridgeport Logistics, Joliet, IL
Aug 2023 - Jan 2024

Warehouse Associate / Reach Truck Operator
Agency: PrairieWorks Staffing   |   Worksite: Lakeshore Cold Storage, Bolingbrook, IL
Mar 2022 - Jul 2023
  - Freezer (-10 F) put-away and case picking; cycle counts

Picker / Packer
Agency: Kinetic Temps, Joliet, IL   |   Worksite: various e-commerce warehouses in Will County
Jun 2020 - Feb 2022

EDUCATION
Cedar Bluff High School, Joliet, IL - High School Diploma - 2019

CERTIFICATIONS
Forklift Operator Certification (Class I, II, IV) - Ridgeport Logistics - evaluated 08/2023, re-evaluation due 08/2026
OSHA 10-Hour General Industry - 2021
First Aid/CPR/AED - American Red Cross - exp 03/2027
""",
    exp=expected(
        name("DeShawn", "Moreland", "T"), email="deshawn.moreland@example.com", phone="+18155550142",
        city="Joliet", state="IL", zipcode="60435",
        work=[job("Ridgeport Logistics", "Forklift Operator II", "2024-02", None),
              job("Ridgeport Logistics", "Forklift Operator (temp-to-hire)", "2023-08", "2024-01"),
              job("Lakeshore Cold Storage", "Warehouse Associate / Reach Truck Operator", "2022-03", "2023-07"),
              job("Kinetic Temps", "Picker / Packer", "2020-06", "2022-02")],
        education=[edu("Cedar Bluff High School", "High School Diploma", None, "2019")],
        certs=[cert("Forklift Operator Certification (Class I, II, IV)", "Ridgeport Logistics", issued="2023-08", exp="2026-08"),
               cert("OSHA 10-Hour General Industry", issued="2021"),
               cert("First Aid/CPR/AED", "American Red Cross", exp="2027-03")]),
))

# ------------------------------------------------------------------ 120
R.append(dict(
    id=120, slug="staff_accountant_coop_rotations_cincinnati", fmt="docx", layout="one-column", family="office",
    notes="new graduate accountant: education first (a college inside a university as the bold school line, then a MAcc 'Expected May 2027' and a BBA 'in' Accounting on lines of their own, and a minor/GPA line); three paid co-op terms titled 'Accounting Co-op (Rotation N)' (work history, not clinical rotations), two of them under one bold employer line; a winter busy-season audit internship at the firm that then hired him; a firm name with commas; VITA volunteer tax preparation with dates (not work); CPA exam sections with dates only inside the Skills section (not certifications); Alteryx credential ID with issue and expiry",
    src="""
# Ethan R. Vanderpool
^ Cincinnati, OH 45219 · 513-555-0126 · ethan.vanderpool@example.com · linkedin.com/in/ethanvanderpool
## Education
**University of Cincinnati, Carl H. Lindner College of Business** — Cincinnati, OH
Master of Accountancy (MAcc) — Expected May 2027
Bachelor of Business Administration in Accounting — May 2025
Minor: Information Systems · GPA 3.71/4.00 · five-year cooperative education program
## Experience
**Staff Accountant, Audit & Assurance** — Brandt, Kessler & Cole LLP, Cincinnati, OH — Aug. 2025 – Present
- Fieldwork on audits of manufacturers, a regional hospital system and two non-profits; inventory observations
- Tests of controls over revenue and purchasing; drafted management-letter comments
**Audit Intern (winter busy season)** — Brandt, Kessler & Cole LLP, Cincinnati, OH — Jan. 2025 – Apr. 2025
**Accounting Co-op (Rotation 3)** — Queen City Machine Tool Co., Cincinnati, OH — May 2024 – Aug. 2024
- Month-end accruals and fixed-asset roll-forward in NetSuite; built a Power BI variance dashboard
**Ohio Valley Health Partners** — Cincinnati, OH
Accounting Co-op (Rotation 2) — Aug. 2023 – Dec. 2023
Accounting Co-op (Rotation 1) — Jan. 2023 – Apr. 2023
- Accounts payable, vendor reconciliations and 1099 preparation; cleaned up $1.2M of aged payables
## Volunteer
**VITA Tax Preparer** — IRS Volunteer Income Tax Assistance, Lindner College site — Jan. 2024 – Apr. 2024
## Certifications
- Microsoft Office Specialist: Excel Expert (Microsoft 365 Apps) — Microsoft — 2023
- Alteryx Designer Core Certification — Alteryx — Credential ID ADC-2403-41877 — issued 03/2024 — expires 03/2026
## Skills
NetSuite, QuickBooks Online, CaseWare, Power BI, Alteryx, SQL (basic)
CPA exam (Ohio candidate): AUD passed 11/2025, FAR passed 02/2026, REG scheduled
## Languages
German — intermediate
""",
    exp=expected(
        name("Ethan", "Vanderpool", "R"), email="ethan.vanderpool@example.com", phone="+15135550126",
        linkedin="linkedin.com/in/ethanvanderpool", city="Cincinnati", state="OH", zipcode="45219",
        work=[job("Brandt, Kessler & Cole LLP", "Staff Accountant, Audit & Assurance", "2025-08", None),
              job("Brandt, Kessler & Cole LLP", "Audit Intern (winter busy season)", "2025-01", "2025-04"),
              job("Queen City Machine Tool Co.", "Accounting Co-op (Rotation 3)", "2024-05", "2024-08"),
              job("Ohio Valley Health Partners", "Accounting Co-op (Rotation 2)", "2023-08", "2023-12"),
              job("Ohio Valley Health Partners", "Accounting Co-op (Rotation 1)", "2023-01", "2023-04")],
        education=[edu("University of Cincinnati, Carl H. Lindner College of Business", "Master of Accountancy (MAcc)",
                       None, "2027-05"),
                   edu("University of Cincinnati, Carl H. Lindner College of Business",
                       "Bachelor of Business Administration in Accounting", "Accounting", "2025-05")],
        certs=[cert("Microsoft Office Specialist: Excel Expert (Microsoft 365 Apps)", "Microsoft", issued="2023"),
               cert("Alteryx Designer Core Certification", "Alteryx", issued="2024-03", exp="2026-03", cid="ADC-2403-41877")],
        langs=[lang("German", "C")]),
))

# ------------------------------------------------------------------ 121
R.append(dict(
    id=121, slug="it_support_text_proficiency_bars_allentown", fmt="pdf", layout="one-column", family="tech",
    notes="IT support specialist: a skills line of text proficiency bars ('Windows 10/11 ▰▰▰▰▰ · Active Directory ▰▰▰▰▱ ...') and languages with bars and a word in parentheses; a capitalised job title under the name; each job as a bold title, then 'Employer · City, ST · Mon YYYY – Now' with middle dots; an internship at a township 'Township, Information Technology Department' (employer without the department) with a single 'Summer 2020'; a student job at the community college that granted the degree; CompTIA credentials with an ID and 'issued'/'expires'",
    src="""
# Jamal R. Oyelaran
^ IT SUPPORT SPECIALIST
^ Allentown, PA 18102 | 610-555-0189 | jamal.oyelaran@example.com | https://linkedin.com/in/jamaloyelaran
## Summary
IT support specialist with five years of Tier 1 and Tier 2 support for 300–900 users in healthcare and insurance: Windows and macOS endpoints, Microsoft 365, Intune, Active Directory, printers and VoIP phones. 96% CSAT over the last twelve months.
## Skills
Windows 10/11 & Intune ▰▰▰▰▰ · Active Directory / Entra ID ▰▰▰▰▱ · Microsoft 365 ▰▰▰▰▱ · ServiceNow ▰▰▰▰▱ · macOS & Jamf ▰▰▰▱▱ · Networking ▰▰▰▱▱ · PowerShell ▰▰▱▱▱
## Experience
**IT Support Specialist II**
Lehigh Valley Orthopedic Group · Allentown, PA · Jun 2023 – Now
- Tier 2 support for 640 users in 14 clinics; Intune and Autopilot roll-out of 420 laptops
- Own the imaging-workstation standard with the PACS vendor; onboarding and offboarding runbooks
**Help Desk Technician (Tier 1)**
Keystone Mutual Insurance · Bethlehem, PA · Jul 2021 – May 2023
- 45–60 tickets a day by phone, chat and ServiceNow: password resets, MFA, VPN, printers
**IT Intern**
Saucon Creek Township, Information Technology Department · Hellertown, PA · Summer 2020
- Imaged 60 PCs for the police and public-works departments; inventoried network closets
**Student Technology Assistant**
Northampton Community College · Bethlehem, PA · Sep 2019 – May 2021
## Education
Northampton Community College — A.A.S., Computer Support Technology — 2021
## Certifications
- CompTIA A+ — CompTIA — ID COMP001022345678 — issued 04/2021 — expires 04/2027
- CompTIA Network+ — CompTIA — issued 09/2022 — expires 09/2028
- Microsoft 365 Certified: Endpoint Administrator Associate — Microsoft — issued 01/2025 — expires 01/2027
- ITIL 4 Foundation — PeopleCert — 2022
## Languages
English ▰▰▰▰▰ (native) · Yoruba ▰▰▰▰▱ (fluent) · French ▰▰▱▱▱ (basic)
""",
    exp=expected(
        name("Jamal", "Oyelaran", "R"), email="jamal.oyelaran@example.com", phone="+16105550189",
        linkedin="https://linkedin.com/in/jamaloyelaran", city="Allentown", state="PA", zipcode="18102",
        work=[job("Lehigh Valley Orthopedic Group", "IT Support Specialist II", "2023-06", None),
              job("Keystone Mutual Insurance", "Help Desk Technician (Tier 1)", "2021-07", "2023-05"),
              job("Saucon Creek Township", "IT Intern", "2020-06", "2020-06"),
              job("Northampton Community College", "Student Technology Assistant", "2019-09", "2021-05")],
        education=[edu("Northampton Community College", "A.A.S.", "Computer Support Technology", "2021")],
        certs=[cert("CompTIA A+", "CompTIA", issued="2021-04", exp="2027-04", cid="COMP001022345678"),
               cert("CompTIA Network+", "CompTIA", issued="2022-09", exp="2028-09"),
               cert("Microsoft 365 Certified: Endpoint Administrator Associate", "Microsoft", issued="2025-01", exp="2027-01"),
               cert("ITIL 4 Foundation", "PeopleCert", issued="2022")],
        langs=[lang("English", "N"), lang("Yoruba", "P"), lang("French", "B")]),
))

# ------------------------------------------------------------------ 122
R.append(dict(
    id=122, slug="cdl_driver_dot_application_history_webb_city", fmt="txt", layout="one-column", family="trades",
    notes="CDL-A driver whose employment history copies the DOT driver-application form (49 CFR 391.21): labelled 'Employer:', 'Address:' (the employer's street address, not the candidate's), 'Position held:', 'From: MM/YYYY  To: Present' on one line, 'Subject to FMCSRs:', drug-testing and 'Reason for leaving:' lines; an 'Unemployed:' line with dates (not a job); a speeding ticket with a date; the candidate's street address in Webb City while every employer address is in Joplin or Carthage; two given names in capitals ('BOBBY RAY', labelled first and middle by the README rule); medical examiner's certificate with a full expiry date; UTF-16LE",
    enc="utf-16",
    src="""BOBBY RAY TILLMAN
CDL-A Company Driver — OTR / Regional Dry Van
1418 S. Jackson Ave, Webb City, MO 64870
Cell: (417) 555-0181     Email: bobbyray.tillman@example.com

QUALIFICATIONS
- 8 years CDL-A, 700,000+ safe miles in 48 states; 3 years of quarry and road-construction dump-truck work
- Clean MVR; no preventable accidents; ELD (PeopleNet, Samsara); dry van, reefer and flatbed

EMPLOYMENT HISTORY
(10-year history, as on my driver application - 49 CFR 391.21)

Employer:            Four State Freightways, Inc.
Address:             2200 S. Rangeline Rd, Joplin, MO 64804
Position held:       OTR Company Driver, Dry Van
From: 06/2021        To: Present
Subject to FMCSRs:   Yes
DOT drug/alcohol testing (49 CFR Part 40): Yes
Reason for leaving:  Currently employed

Employer:            Tri-State Aggregates LLC
Address:             81 Quarry Rd, Carthage, MO 64836
Position held:       Dump Truck Driver
From: 03/2018        To: 05/2021
Subject to FMCSRs:   Yes
DOT drug/alcohol testing (49 CFR Part 40): Yes
Reason for leaving:  Seasonal layoffs every winter; wanted year-round OTR work

Unemployed:          12/2017 - 02/2018 (attended CDL-A school at Crowder College)

Employer:            Joplin Home & Garden Supply
Address:             1010 E. 7th St, Joplin, MO 64801
Position held:       Delivery Driver / Yard Associate
From: 04/2014        To: 11/2017
Subject to FMCSRs:   No
Reason for leaving:  Laid off (store closed)

SAFETY RECORD
Accidents (past 3 years): None
Traffic convictions (past 3 years): None. One speeding ticket (6-10 over) in my personal vehicle, 08/2019.

LICENSES
Missouri CDL Class A - License No. T412345678 - Endorsements: N, T - Expires: 11/22/2028
DOT Medical Examiner's Certificate - Expires: 05/14/2027
TWIC Card - exp. 2029

EDUCATION
Crowder College, Neosho, MO - Commercial Truck Driving Certificate - 02/2018
Center Creek High School, Webb City, MO - High School Diploma - 2013
""",
    exp=expected(
        name("Bobby", "Tillman", "Ray"), email="bobbyray.tillman@example.com", phone="+14175550181",
        city="Webb City", state="MO", zipcode="64870",
        work=[job("Four State Freightways, Inc.", "OTR Company Driver, Dry Van", "2021-06", None),
              job("Tri-State Aggregates LLC", "Dump Truck Driver", "2018-03", "2021-05"),
              job("Joplin Home & Garden Supply", "Delivery Driver / Yard Associate", "2014-04", "2017-11")],
        education=[edu("Crowder College", "Commercial Truck Driving Certificate", None, "2018-02"),
                   edu("Center Creek High School", "High School Diploma", None, "2013")],
        certs=[cert("Missouri CDL Class A", exp="2028-11-22", cid="T412345678"),
               cert("DOT Medical Examiner's Certificate", exp="2027-05-14"),
               cert("TWIC Card", exp="2029")]),
))

# ------------------------------------------------------------------ 123
R.append(dict(
    id=123, slug="data_analyst_self_employed_ongoing_st_paul", fmt="docx", layout="one-column", family="software-data",
    notes="data analyst: each job as a bold employer with '(remote)' or the city and the dates after middle dots, then the title in italics on the next line; 'Apr 2024 – ongoing' (labelled current); a freelance period written 'Self-employed · Freelance Data Analyst · dates' (employer 'Self-employed'); a six-month contract overlapping the freelance start, with '(6-month contract)' in the title; a research assistant job at 'University, School' (employer without the school); MPH with the field after a comma; a Microsoft credential with an ID, issue and expiry; no languages section",
    src="""
# Naomi E. Whitford
^ Data Analyst · SQL · Python · Power BI
^ St. Paul, MN 55104 · 651-555-0133 · naomi.whitford.data@example.com · github.com/nwhitford
## Summary
Data analyst with seven years in health insurance, public transit and grocery retail: SQL (Snowflake, Postgres), Python, dbt and Power BI. I turn messy operational data into dashboards people actually open, and into decisions.
## Experience
**Northstar Grocers** (remote) · Apr 2024 – ongoing
*Senior Data Analyst, Supply Chain Analytics*
- Built the store-level shrink model and dashboard used by 140 store managers; shrink down 0.6 points in a year
- Partner with category managers on promotions forecasting; mentor two analysts
**Metro Lakes Transit** · St. Paul, MN · Jan 2022 – Mar 2024
*Data Analyst II*
- Automated ridership and on-time-performance reporting with dbt and Power BI; retired 30 manual Excel reports
**Self-employed** · Freelance Data Analyst · Jun 2020 – Dec 2021
- Dashboards and survey analysis for twelve small-business and non-profit clients found through Upwork
**Riverbend Health Plan** · Minneapolis, MN · Jan 2020 – Jun 2020
*Data Analyst (6-month contract)*
- Claims-data quality checks and HEDIS measure queries during a platform migration
**University of Minnesota**, School of Public Health · Minneapolis, MN · 2018 – 2019
*Graduate Research Assistant*
- Cleaned and linked state vaccination-registry data; co-author on one paper
## Education
University of Minnesota — Master of Public Health (MPH), Epidemiology — 2019
St. Olaf College — B.A., Mathematics — 2016
## Certifications
- Microsoft Certified: Power BI Data Analyst Associate (PL-300) — Microsoft — Credential ID 9A7C21D4E0F3B6 — issued 06/2023 — expires 06/2027
- dbt Analytics Engineering Certification — dbt Labs — issued 02/2025 — expires 02/2027
- Tableau Desktop Specialist — Tableau — 2021
""",
    exp=expected(
        name("Naomi", "Whitford", "E"), email="naomi.whitford.data@example.com", phone="+16515550133",
        city="St. Paul", state="MN", zipcode="55104",
        work=[job("Northstar Grocers", "Senior Data Analyst, Supply Chain Analytics", "2024-04", None),
              job("Metro Lakes Transit", "Data Analyst II", "2022-01", "2024-03"),
              job("Self-employed", "Freelance Data Analyst", "2020-06", "2021-12"),
              job("Riverbend Health Plan", "Data Analyst (6-month contract)", "2020-01", "2020-06"),
              job("University of Minnesota", "Graduate Research Assistant", "2018", "2019")],
        education=[edu("University of Minnesota", "Master of Public Health (MPH)", "Epidemiology", "2019"),
                   edu("St. Olaf College", "B.A.", "Mathematics", "2016")],
        certs=[cert("Microsoft Certified: Power BI Data Analyst Associate (PL-300)", "Microsoft",
                    issued="2023-06", exp="2027-06", cid="9A7C21D4E0F3B6"),
               cert("dbt Analytics Engineering Certification", "dbt Labs", issued="2025-02", exp="2027-02"),
               cert("Tableau Desktop Specialist", "Tableau", issued="2021")]),
))

# ------------------------------------------------------------------ 124
R.append(dict(
    id=124, slug="customer_care_lead_side_headings_lafayette", fmt="pdf", layout="table", family="office",
    notes="side-heading layout: borderless two-cell rows with the section names in bold capitals in the narrow left cell (PROFILE, EXPERIENCE, EDUCATION, CERTIFICATIONS, SKILLS, LANGUAGES, REFERENCES) and everything else in the right cell, one row per line; job lines 'Title · Employer · City, ST' with the dates in capitals on the next row ('MAR 2022 – CURRENT', 'JUN 2019 – FEB 2022') and the description on a third; a promotion; '(call center)' beside an employer (a remark, not part of the name); name in capitals with a middle name; 'Cajun French' labelled as French",
    src="""
# TIANA MARIE BOUDREAUX
^ Lafayette, LA 70503 | 337-555-0177 | tiana.boudreaux@example.com
%w 22,78
~| **PROFILE** | Customer care team lead with nine years in utility, wireless and retail customer service: inbound voice and chat, billing disputes, storm-outage calls and coaching new agents. Calm with upset callers; bilingual in English and Cajun French. |
~| **EXPERIENCE** | **Customer Care Team Lead** · Bayou Teche Electric Cooperative · Lafayette, LA |
~| | MAR 2022 – CURRENT |
~| | Lead 14 agents on billing, payment-arrangement and storm-outage lines; average handle time down 18% and first-call resolution up to 81%. |
~| | **Customer Service Representative** · Bayou Teche Electric Cooperative · Lafayette, LA |
~| | JUN 2019 – FEB 2022 |
~| | Inbound calls and chat for 68,000 members; hurricane-season outage queue; top quality score in 2021. |
~| | **Inbound Sales & Support Agent** · Gulf South Wireless (call center) · Lafayette, LA |
~| | AUG 2017 – MAY 2019 |
~| | Upgrades, plan changes and device troubleshooting; 112% of sales target in 2018. |
~| | **Cashier / Front-End Supervisor** · Vermilion Market · Abbeville, LA |
~| | 2014 – 2017 |
~| **EDUCATION** | **South Louisiana Community College** · Lafayette, LA |
~| | Associate of General Studies · 2016 |
~| **CERTIFICATIONS** | HDI Customer Service Representative (HDI-CSR) · HDI · 2020 |
~| | Certified Customer Experience Professional (CCXP) · CXPA · issued 2024 · exp. 2026 |
~| **SKILLS** | Genesys Cloud, Salesforce Service Cloud, Zendesk, Microsoft 365; 68 wpm |
~| **LANGUAGES** | English (native) · Cajun French (conversational) |
~| **REFERENCES** | Available upon request |
""",
    exp=expected(
        name("Tiana", "Boudreaux", "Marie"), email="tiana.boudreaux@example.com", phone="+13375550177",
        city="Lafayette", state="LA", zipcode="70503",
        work=[job("Bayou Teche Electric Cooperative", "Customer Care Team Lead", "2022-03", None),
              job("Bayou Teche Electric Cooperative", "Customer Service Representative", "2019-06", "2022-02"),
              job("Gulf South Wireless", "Inbound Sales & Support Agent", "2017-08", "2019-05"),
              job("Vermilion Market", "Cashier / Front-End Supervisor", "2014", "2017")],
        education=[edu("South Louisiana Community College", "Associate of General Studies", None, "2016")],
        certs=[cert("HDI Customer Service Representative (HDI-CSR)", "HDI", issued="2020"),
               cert("Certified Customer Experience Professional (CCXP)", "CXPA", issued="2024", exp="2026")],
        langs=[lang("English", "N"), lang("French", "C")]),
))

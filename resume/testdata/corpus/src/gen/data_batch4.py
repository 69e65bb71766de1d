"""Fourth batch (81 onward): written after the parser had been tuned on the first three batches,
and labelled without running it. The resumes vary in ways no earlier batch did: short agency
assignments, a travel nurse's contracts each on one compact line ("ICU – Facility, City ST – 13 wks
– 2023", month–month ranges inside one year), a new graduate whose only dated entries are clinical
rotations and a student office, a career changer, a skills matrix table, a federal-style resume
(Duties paragraphs, grades, hours per week, supervisors' phones), an executive summary with
achievements and no certifications, the contact line in the page footer, work history oldest
first, dates in the left margin, a photo caption with personal details and "References available
upon request", and licences in a table with states and numbers in their own columns."""

from lib import *

R = []

# ------------------------------------------------------------------ 81
R.append(dict(
    id=81, slug="cna_agency_macon", fmt="txt", layout="one-column", family="nursing",
    notes="CNA working short agency assignments: the agency is named only in the section heading, each facility is a line with its location and the title indented beneath with MM/YYYY ranges; 'Cell:' and 'Email:' labels; a street address; registry number with a state prefix",
    enc="utf-8-bom",
    src="""TANISHA M. BROOKS, CNA
Certified Nursing Assistant
4418 Elm Grove Rd, Apt 3, Macon, GA 31204
Cell: 478-555-0147     Email: tbrooks.cna@example.com

SUMMARY
Dependable CNA with five years of hands-on resident care in long-term care, rehab and assisted living. Comfortable floating between facilities and learning a new unit on the first shift.

AGENCY ASSIGNMENTS (through Peach State Staffing)

Magnolia Manor Nursing Center, Macon, GA
    CNA, Long-Term Care                    03/2025 - Present
    - ADLs, vitals and intake/output for 12-14 residents on day shift
Riverside Rehab & Skilled Nursing, Warner Robins, GA
    CNA, Short-Term Rehab                  11/2024 - 02/2025
Oak Hollow Assisted Living, Milledgeville, GA
    Resident Care Aide                     08/2024 - 10/2024
Central Georgia Behavioral Hospital, Macon, GA
    Patient Sitter                         06/2024 - 07/2024

OTHER EMPLOYMENT

Heart of Georgia Home Care, Macon, GA
    Home Health Aide                       09/2021 - 05/2024
Pio Nono Family Grocery, Macon, GA
    Cashier                                06/2019 - 08/2021

EDUCATION
Central Georgia Technical College - Certified Nursing Assistant Certificate - 2021
Southwest High School - High School Diploma - 2019

CERTIFICATIONS
Georgia Certified Nursing Assistant - Registry #GA-1187342 - expires 06/30/2026
BLS for Healthcare Providers (AHA) - exp 01/2027
Dementia Care Specialist - 2023
""",
    exp=expected(
        name("Tanisha", "Brooks", "M"), email="tbrooks.cna@example.com", phone="+14785550147",
        city="Macon", state="GA", zipcode="31204",
        work=[job("Magnolia Manor Nursing Center", "CNA, Long-Term Care", "2025-03", None),
              job("Riverside Rehab & Skilled Nursing", "CNA, Short-Term Rehab", "2024-11", "2025-02"),
              job("Oak Hollow Assisted Living", "Resident Care Aide", "2024-08", "2024-10"),
              job("Central Georgia Behavioral Hospital", "Patient Sitter", "2024-06", "2024-07"),
              job("Heart of Georgia Home Care", "Home Health Aide", "2021-09", "2024-05"),
              job("Pio Nono Family Grocery", "Cashier", "2019-06", "2021-08")],
        education=[edu("Central Georgia Technical College", "Certified Nursing Assistant Certificate", None, "2021"),
                   edu("Southwest High School", "High School Diploma", None, "2019")],
        certs=[cert("Georgia Certified Nursing Assistant", exp="2026-06-30", cid="GA-1187342"),
               cert("BLS for Healthcare Providers", "AHA", exp="2027-01"),
               cert("Dementia Care Specialist", issued="2023")]),
))

# ------------------------------------------------------------------ 82
R.append(dict(
    id=82, slug="travel_icu_rn_compact_contracts", fmt="pdf", layout="one-column", family="nursing",
    notes="travel ICU nurse: eight contracts as bullets 'Unit – Facility, City ST – N wks – dates' where the unit is the title, some with month–month ranges inside one year ('Jun–Sep 2026'), some with a year alone; the agency only in the heading; one staff job below; certifications on one line separated by middle dots; 'Home base:' location",
    src="""
# Brianna K. Holloway, BSN, RN, CCRN
^ Home base: Tucson, AZ 85716 · (520) 555-0129 · bri.holloway.rn@example.com
## Summary
Critical care travel nurse with eight years of ICU experience, four of them on 8–26 week contracts in trauma, cardiac and neuro ICUs. Open to assignments nationwide; Epic, Cerner and Meditech.
## Travel Contracts (Desert Sky Travel Nursing)
- MICU – Lakeview University Hospital, Salt Lake City UT – 13 wks – Oct 2026–Present
- ICU – Saguaro Regional Medical Center, Phoenix AZ – 13 wks – Jun–Sep 2026
- CVICU – Pinecrest Medical Center, Flagstaff AZ – 13 wks – Feb–May 2026
- Neuro ICU – Gulf Breeze Regional Hospital, Pensacola FL – 8 wks – Nov–Dec 2025
- ICU – St. Brendan Medical Center, Boise ID – 13 wks – 2025
- MICU – Redwood Coast Medical Center, Eureka CA – 13 wks – 2024
- SICU – Prairie View Health, Amarillo TX – 13 wks – 2024
- ICU – Ridgeline Community Hospital, Durango CO – 26 wks (extended) – 2023
## Staff Experience
**Staff RN, Medical ICU** — Tucson Desert Medical Center, Tucson, AZ — 06/2018 – 12/2022
- 24-bed MICU; CRRT, proning, IABP; charge nurse and preceptor
## Education
University of Arizona College of Nursing – BSN – May 2018
## Licenses
- Arizona Multistate RN License, #RN234567
- California RN License, #95123456, exp. 08/31/2027
## Certifications
CCRN (AACN) exp 03/2027 · ACLS, BLS – AHA – exp 09/2027 · NIHSS 2025
""",
    exp=expected(
        name("Brianna", "Holloway", "K"), email="bri.holloway.rn@example.com", phone="+15205550129",
        city="Tucson", state="AZ", zipcode="85716",
        work=[job("Lakeview University Hospital", "MICU", "2026-10", None),
              job("Saguaro Regional Medical Center", "ICU", "2026-06", "2026-09"),
              job("Pinecrest Medical Center", "CVICU", "2026-02", "2026-05"),
              job("Gulf Breeze Regional Hospital", "Neuro ICU", "2025-11", "2025-12"),
              job("St. Brendan Medical Center", "ICU", "2025", "2025"),
              job("Redwood Coast Medical Center", "MICU", "2024", "2024"),
              job("Prairie View Health", "SICU", "2024", "2024"),
              job("Ridgeline Community Hospital", "ICU", "2023", "2023"),
              job("Tucson Desert Medical Center", "Staff RN, Medical ICU", "2018-06", "2022-12")],
        education=[edu("University of Arizona College of Nursing", "BSN", None, "2018-05")],
        certs=[cert("Arizona Multistate RN License", cid="RN234567"),
               cert("California RN License", exp="2027-08-31", cid="95123456"),
               cert("CCRN", "AACN", exp="2027-03"),
               cert("ACLS", "AHA", exp="2027-09"),
               cert("BLS", "AHA", exp="2027-09"),
               cert("NIHSS", issued="2025")]),
))

# ------------------------------------------------------------------ 83
R.append(dict(
    id=83, slug="new_grad_rn_rotations_norfolk", fmt="docx", layout="one-column", family="nursing",
    notes="new graduate with no jobs: clinical rotations formatted like jobs (bold rotation, facility, dates, hours), a capstone preceptorship and a student-association office with dates, none of them work history; an earlier associate degree with the field after a comma; licence issued after graduation; 'Languages:' line",
    src="""
# Olivia Grace Thibodeaux
^ Norfolk, VA 23508 | (757) 555-0114 | olivia.thibodeaux@example.com | linkedin.com/in/oliviathibodeauxrn
## Objective
New graduate registered nurse seeking a nurse residency in medical-surgical or step-down nursing.
## Education
Old Dominion University — Bachelor of Science in Nursing — May 2026
Tidewater Community College — Associate of Science, General Studies — 2022
## Clinical Experience
**Capstone Preceptorship, Progressive Care Unit** — Harbor View General Hospital, Norfolk, VA — Feb 2026 – Apr 2026 (144 hours)
- Full patient load of four under an RN preceptor; admissions, discharges and drip titrations
**Pediatrics Rotation** — Chesapeake Bay Children's Hospital, Norfolk, VA — Sep 2025 – Nov 2025
**Medical-Surgical Rotation** — Sentara-Elm Community Hospital, Portsmouth, VA — Jan 2025 – Apr 2025
**Behavioral Health Rotation** — Eastern Shore Psychiatric Center, Virginia Beach, VA — Aug 2024 – Oct 2024
## Leadership & Activities
Student Nurses' Association, Chapter President — 2024 – 2026
Peer tutor for pharmacology and health assessment — 2024 – 2025
## Licenses & Certifications
- Virginia Registered Nurse License #0001298765, issued 07/2026
- BLS – American Heart Association – exp. 07/2027
## Skills
Epic charting, IV insertion, wound care, patient education, Foley insertion
Languages: English (native), Vietnamese (conversational)
""",
    exp=expected(
        name("Olivia", "Thibodeaux", "Grace"), email="olivia.thibodeaux@example.com", phone="+17575550114",
        linkedin="linkedin.com/in/oliviathibodeauxrn", city="Norfolk", state="VA", zipcode="23508",
        work=[],
        education=[edu("Old Dominion University", "Bachelor of Science in Nursing", "Nursing", "2026-05"),
                   edu("Tidewater Community College", "Associate of Science", "General Studies", "2022")],
        certs=[cert("Virginia Registered Nurse License", issued="2026-07", cid="0001298765"),
               cert("BLS", "American Heart Association", exp="2027-07")],
        langs=[lang("English", "N"), lang("Vietnamese", "C")]),
))

# ------------------------------------------------------------------ 84
R.append(dict(
    id=84, slug="teacher_to_developer_spokane", fmt="doc", layout="one-column", family="tech",
    notes="career changer: a job title above the name; 'Title, Employer (remote) — Mon YYYY – Present'; an apprenticeship (work) and bootcamp projects (not work) with dates; the earlier teaching career under its own heading; hyphenated surname; bootcamp certificate with the field after a comma",
    src="""
^ SOFTWARE DEVELOPER
# Marcus D. Feldman-Ortiz
^ Spokane, WA 99203 · 509-555-0161 · marcus.feldmanortiz@example.com · github.com/mfeldmanortiz
## Profile
Former middle-school mathematics teacher, now a full-stack developer (TypeScript, React, Node.js, PostgreSQL). Ten years of explaining hard ideas simply, planning under deadlines and working with parents and administrators.
## Software Experience
**Junior Software Developer, Brightpath Learning Apps (remote)** — Aug 2025 – Present
- Build React components and REST endpoints for a K-8 homework platform used by 40,000 students
**Software Engineering Apprentice, Cobalt Code Apprenticeship Program** — Jan 2025 – Jul 2025
- Paid apprenticeship: pair programming on client projects, code review, CI with GitHub Actions
## Projects
**GradeBook Lite** — 2024
- Open-source grading tool for teachers; Next.js, Prisma, PostgreSQL
**Fraction Quest** — 2024
- Browser game teaching fractions; 2,000 monthly players
## Teaching Career
**Mathematics Teacher** — Lincoln Heights Middle School, Spokane, WA — 2014 – 2024
- Taught grades 6–8 math; department lead for three years; built the school's first coding club
**Substitute Teacher** — Spokane Valley School District, Spokane Valley, WA — 2012 – 2014
## Education
Cobalt Code Bootcamp — Certificate, Full-Stack Web Development — 2024
Eastern Washington University — Bachelor of Arts in Mathematics Education — 2012
## Certifications
AWS Certified Cloud Practitioner — Amazon Web Services — 2025
Washington Residency Teacher Certificate — OSPI — 2012
""",
    exp=expected(
        name("Marcus", "Feldman-Ortiz", "D"), email="marcus.feldmanortiz@example.com", phone="+15095550161",
        city="Spokane", state="WA", zipcode="99203",
        work=[job("Brightpath Learning Apps", "Junior Software Developer", "2025-08", None),
              job("Cobalt Code Apprenticeship Program", "Software Engineering Apprentice", "2025-01", "2025-07"),
              job("Lincoln Heights Middle School", "Mathematics Teacher", "2014", "2024"),
              job("Spokane Valley School District", "Substitute Teacher", "2012", "2014")],
        education=[edu("Cobalt Code Bootcamp", "Certificate", "Full-Stack Web Development", "2024"),
                   edu("Eastern Washington University", "Bachelor of Arts in Mathematics Education",
                       "Mathematics Education", "2012")],
        certs=[cert("AWS Certified Cloud Practitioner", "Amazon Web Services", issued="2025"),
               cert("Washington Residency Teacher Certificate", "OSPI", issued="2012")]),
))

# ------------------------------------------------------------------ 85
R.append(dict(
    id=85, slug="sysadmin_skills_matrix_tacoma", fmt="docx", layout="table", family="tech",
    notes="a bordered skills matrix table (skill | years | level | last used) with years and a credential inside it that is not a certification entry; jobs as 'Title | Employer | City, ST | MM/YYYY – MM/YYYY' lines; an associate degree 'in'; certification issuer in parentheses with a credential ID label",
    src="""
# Kwame Asante-Boateng
^ Systems Administrator
^ Tacoma, WA 98402 | 253-555-0175 | kwame.ab@example.com | https://www.linkedin.com/in/kwame-asante-boateng/
## Summary
Windows and Linux systems administrator with nine years in logistics and healthcare IT: Active Directory, VMware, Microsoft 365, backup and patching at 1,200-seat scale.
## Skills Matrix
%w 40,15,20,25
| Skill | Years | Level | Last used |
| Windows Server 2016/2019/2022 | 9 | Expert | 2026 |
| Active Directory, Group Policy | 9 | Expert | 2026 |
| VMware vSphere 7/8 | 6 | Advanced | 2026 |
| Red Hat Enterprise Linux | 5 | Advanced | 2026 |
| PowerShell scripting | 7 | Advanced | 2026 |
| Cisco networking (CCNA level) | 4 | Intermediate | 2022 |
| Veeam Backup & Replication | 5 | Advanced | 2025 |
## Experience
**Senior Systems Administrator** | Cascade Freight Lines | Tacoma, WA | 04/2021 – Present
- Run 140 VMs across two sites; cut patch window from 10 to 4 hours with WSUS and PowerShell
**Systems Administrator** | Puget Sound Family Clinics | Lakewood, WA | 02/2018 – 03/2021
- Migrated 900 mailboxes to Microsoft 365; built the Veeam backup schedule
**IT Support Technician** | Narrows Bridge Credit Union | Gig Harbor, WA | 06/2016 – 01/2018
## Education
Bates Technical College — Associate of Applied Science in Network Operations — 2016
## Certifications
- Microsoft Certified: Azure Administrator Associate (Microsoft), Credential ID 7F3K-92QD, exp. 11/2026
- CompTIA Security+ (CompTIA), issued 03/2020
- Red Hat Certified System Administrator (RHCSA) (Red Hat), 2022
""",
    exp=expected(
        name("Kwame", "Asante-Boateng"), email="kwame.ab@example.com", phone="+12535550175",
        linkedin="https://www.linkedin.com/in/kwame-asante-boateng/", city="Tacoma", state="WA", zipcode="98402",
        work=[job("Cascade Freight Lines", "Senior Systems Administrator", "2021-04", None),
              job("Puget Sound Family Clinics", "Systems Administrator", "2018-02", "2021-03"),
              job("Narrows Bridge Credit Union", "IT Support Technician", "2016-06", "2018-01")],
        education=[edu("Bates Technical College", "Associate of Applied Science in Network Operations",
                       "Network Operations", "2016")],
        certs=[cert("Microsoft Certified: Azure Administrator Associate", "Microsoft", exp="2026-11", cid="7F3K-92QD"),
               cert("CompTIA Security+", "CompTIA", issued="2020-03"),
               cert("Red Hat Certified System Administrator (RHCSA)", "Red Hat", issued="2022")]),
))

# ------------------------------------------------------------------ 86
R.append(dict(
    id=86, slug="federal_supply_specialist_fayetteville", fmt="txt", layout="one-column", family="office",
    notes="federal (USAJOBS) style: labelled contact lines ('Day Phone:'), citizenship and veterans' preference; each job as employer and dates on one line, address, then 'Grade Level:', 'Hours per week:', salary, the title alone on a line, supervisor with a phone, and long 'Duties:' and 'Accomplishments:' paragraphs; military service; education as 'Bachelor's degree 05/2015' with 'Major:'; 'LANGUAGE SKILLS'",
    enc="utf-16",
    src="""JAMES R. WHITFIELD
1207 Cedar Bluff Lane
Fayetteville, NC 28311
Day Phone: 910-555-0158
Email: jr.whitfield@example.com
Citizenship: United States of America
Veterans' Preference: 10-point (CPS)
Security Clearance: Secret (active)
Federal Status: Current federal employee, GS-11

WORK EXPERIENCE

Sandhills Federal Logistics Center                10/2020 - Present
Fayetteville, NC US
Grade Level: GS-2003-11
Hours per week: 40
Salary: $78,592.00 USD Per Year
Supply Management Specialist
Supervisor: Karen Doyle (910-555-0170)   Okay to contact this Supervisor: Yes
Duties: Serve as the center's lead specialist for inventory management of 14,000 line items valued at $212 million. Analyze demand history and set reorder points and safety levels in the Defense Logistics Agency system; review and approve requisitions from 37 supported units; reconcile monthly inventory discrepancies and prepare the causative research reports. Draft standard operating procedures for receiving, storage and issue; train new supply technicians on the warehouse management system.
Accomplishments: Reduced back-ordered items by 31% in FY2023 by re-baselining reorder points. Led the 2022 wall-to-wall inventory, closing with 99.6% location accuracy.

Sandhills Federal Logistics Center                03/2016 - 09/2020
Fayetteville, NC US
Grade Level: GS-2005-07/09
Hours per week: 40
Salary: $54,210.00 USD Per Year
Supply Technician
Supervisor: Michael Ortega (910-555-0181)   Okay to contact this Supervisor: Yes
Duties: Received, inspected, stored and issued repair parts and consumables; processed turn-ins and reports of discrepancy; maintained shelf-life records; ran daily location surveys and weekly cycle counts.

United States Army                                06/2008 - 02/2016
Fort Liberty, NC US
Grade Level: E-6
Hours per week: 50
Unit Supply Sergeant
Duties: Accountable for $18 million of unit property; managed the hand-receipt holders of a 600-soldier battalion; prepared for and passed three command supply discipline inspections with no findings.

EDUCATION

Fayetteville State University   Fayetteville, NC US
Bachelor's degree   05/2015
Major: Business Administration   GPA: 3.4 out of 4.0
Relevant Coursework: supply chain management, operations management, accounting

Fayetteville Technical Community College   Fayetteville, NC US
Associate's degree   12/2011
Major: Logistics Management

JOB RELATED TRAINING
Defense Acquisition University, Life Cycle Logistics courses LOG 101-201 (2019-2021)

CERTIFICATIONS
Certified Professional in Supply Management (CPSM) - Institute for Supply Management - 2021
DAWIA Life Cycle Logistics Practitioner - Defense Acquisition University - 2022

LANGUAGE SKILLS
Spanish: Intermediate
""",
    exp=expected(
        name("James", "Whitfield", "R"), email="jr.whitfield@example.com", phone="+19105550158",
        city="Fayetteville", state="NC", zipcode="28311",
        work=[job("Sandhills Federal Logistics Center", "Supply Management Specialist", "2020-10", None),
              job("Sandhills Federal Logistics Center", "Supply Technician", "2016-03", "2020-09"),
              job("United States Army", "Unit Supply Sergeant", "2008-06", "2016-02")],
        education=[edu("Fayetteville State University", "Bachelor's degree", "Business Administration", "2015-05"),
                   edu("Fayetteville Technical Community College", "Associate's degree", "Logistics Management", "2011-12")],
        certs=[cert("Certified Professional in Supply Management (CPSM)", "Institute for Supply Management", issued="2021"),
               cert("DAWIA Life Cycle Logistics Practitioner", "Defense Acquisition University", issued="2022")],
        langs=[lang("Spanish", "C")]),
))

# ------------------------------------------------------------------ 87
R.append(dict(
    id=87, slug="executive_ceo_charlotte", fmt="pdf", layout="one-column", family="office",
    notes="executive: suffix after the name, state in full, '+1' phone; a one-paragraph summary naming companies and years; a 'Selected Achievements' list with year ranges; 'Title | Employer | City, ST | YYYY – YYYY' lines; board service without dates; no certifications section; MBA with the school inside a university",
    src="""
# Richard Alan Pemberton III
^ Charlotte, North Carolina · +1 (704) 555-0193 · richard.pemberton@example.com · www.linkedin.com/in/rpemberton
## Executive Summary
Chief executive with 25 years in consumer packaged foods who took Harborline Foods from a $340 million regional brand to a $1.1 billion national company between 2015 and 2025, led two acquisitions and an IPO, and built leadership teams that outlasted him. Known for disciplined capital allocation, plant-floor visibility and candour with boards.
## Selected Achievements
- Grew revenue from $340M to $1.1B (2015 – 2025) while expanding EBITDA margin by 420 basis points
- Led the 2021 IPO on the NYSE, raising $410M; stock outperformed the S&P 500 Food Index by 38% through 2024
- Acquired and integrated Blue Ridge Snack Co. (2018) and Tidewater Seafood Brands (2022)
- Cut recordable injury rate 60% across 11 plants (2016 – 2020)
## Professional Experience
**Chief Executive Officer** | Harborline Foods, Inc. | Charlotte, NC | 2019 – Present
**President and Chief Operating Officer** | Harborline Foods, Inc. | Charlotte, NC | 2015 – 2019
**Senior Vice President, Operations** | Carolina Pantry Brands | Greensboro, NC | 2008 – 2015
**Plant Manager** | Piedmont Bakeries Corporation | Winston-Salem, NC | 2001 – 2008
## Board Service
Carolina Food Bank Network (director); Queens Valley Chamber of Commerce (past chair)
## Education
MBA, The Wharton School, University of Pennsylvania, 1998
B.S., Chemical Engineering, Georgia Institute of Technology, 1992
""",
    exp=expected(
        name("Richard", "Pemberton", "Alan"), email="richard.pemberton@example.com", phone="+17045550193",
        linkedin="www.linkedin.com/in/rpemberton", city="Charlotte", state="NC",
        work=[job("Harborline Foods, Inc.", "Chief Executive Officer", "2019", None),
              job("Harborline Foods, Inc.", "President and Chief Operating Officer", "2015", "2019"),
              job("Carolina Pantry Brands", "Senior Vice President, Operations", "2008", "2015"),
              job("Piedmont Bakeries Corporation", "Plant Manager", "2001", "2008")],
        education=[edu("The Wharton School, University of Pennsylvania", "MBA", None, "1998"),
                   edu("Georgia Institute of Technology", "B.S.", "Chemical Engineering", "1992")],
        certs=[]),
))

# ------------------------------------------------------------------ 88
R.append(dict(
    id=88, slug="vet_tech_footer_contact_grand_rapids", fmt="docx", layout="one-column", family="allied-health",
    notes="the contact line (city, phone, e-mail) is only in the page footer; the name alone at the top with a credential; 'Employer — Title' bold lines with dates on the next line in 'Month YYYY to Present' form; licence number with 'License No.'",
    src="""
# Mei-Ling Dubois, LVT
## About Me
Licensed veterinary technician with seven years in small-animal general practice and emergency medicine: anesthesia monitoring, dental prophylaxis, radiology and client education.
## Work History
**Lakeshore Animal Hospital — Lead Veterinary Technician**
March 2022 to Present
- Lead a team of six technicians; anesthesia for 15–20 procedures a week; run the dental suite
**Grand River Pet Emergency — Emergency Veterinary Technician**
June 2019 to February 2022
- Triage, IV catheters, CPR (RECOVER), and critical-care nursing on overnight shifts
**Cascade Township Veterinary Clinic — Veterinary Assistant**
August 2016 to May 2018
## Education
Baker College — Associate of Applied Science in Veterinary Technology — 2019
## Credentials
- Michigan Licensed Veterinary Technician – License No. 6401012345 – exp. 12/31/2026
- Fear Free Certified Professional – Fear Free LLC – 2022
- RECOVER CPR Certified Rescuer – 2024
@@footer Grand Rapids, MI 49503 · 616-555-0136 · meiling.dubois@example.com
""",
    exp=expected(
        name("Mei-Ling", "Dubois"), email="meiling.dubois@example.com", phone="+16165550136",
        city="Grand Rapids", state="MI", zipcode="49503",
        work=[job("Lakeshore Animal Hospital", "Lead Veterinary Technician", "2022-03", None),
              job("Grand River Pet Emergency", "Emergency Veterinary Technician", "2019-06", "2022-02"),
              job("Cascade Township Veterinary Clinic", "Veterinary Assistant", "2016-08", "2018-05")],
        education=[edu("Baker College", "Associate of Applied Science in Veterinary Technology",
                       "Veterinary Technology", "2019")],
        certs=[cert("Michigan Licensed Veterinary Technician", exp="2026-12-31", cid="6401012345"),
               cert("Fear Free Certified Professional", "Fear Free LLC", issued="2022"),
               cert("RECOVER CPR Certified Rescuer", issued="2024")]),
))

# ------------------------------------------------------------------ 89
R.append(dict(
    id=89, slug="civil_engineer_oldest_first_boise", fmt="doc", layout="one-column", family="trades",
    notes="work history and education written oldest first (the expected list is reverse chronological); a summer internship with a season date; each job as a bold title, then 'Employer, City, ST' and dates in italics on separate lines; licence with board, number and year",
    src="""
# Hannah J. Sondergaard, P.E.
^ Boise, ID 83702 · 208-555-0152 · hannah.sondergaard@example.com
## Summary
Civil engineer with fourteen years in municipal water, stormwater and transportation projects from design through construction administration.
## Experience (in chronological order)
**Engineering Intern**
Tri-County Engineering Group, Boise, ID
*Summer 2010*
**Staff Engineer**
Tri-County Engineering Group, Boise, ID
*June 2011 – May 2014*
- Hydraulic modelling (WaterCAD, HEC-RAS) and plan sets for water main replacements
**Project Engineer**
Snake River Infrastructure Partners, Meridian, ID
*June 2014 – August 2019*
- Managed $2–15 million stormwater and roadway projects; stamped drawings from 2016
**Senior Project Engineer**
Gem State Public Works Consultants, Boise, ID
*September 2019 – Present*
- Lead a team of five engineers; clients include three cities and the county highway district
## Education
University of Idaho — B.S., Civil Engineering — 2011
Boise State University — Master of Engineering in Civil Engineering — 2015
## Licenses & Certifications
- Engineer in Training (EIT) – NCEES – 2010
- Professional Engineer (PE) – Idaho Board of Licensure – No. 19876 – 2016
- Envision Sustainability Professional (ENV SP) – Institute for Sustainable Infrastructure – 2020
""",
    exp=expected(
        name("Hannah", "Sondergaard", "J"), email="hannah.sondergaard@example.com", phone="+12085550152",
        city="Boise", state="ID", zipcode="83702",
        work=[job("Gem State Public Works Consultants", "Senior Project Engineer", "2019-09", None),
              job("Snake River Infrastructure Partners", "Project Engineer", "2014-06", "2019-08"),
              job("Tri-County Engineering Group", "Staff Engineer", "2011-06", "2014-05"),
              job("Tri-County Engineering Group", "Engineering Intern", "2010-06", "2010-06")],
        education=[edu("University of Idaho", "B.S.", "Civil Engineering", "2011"),
                   edu("Boise State University", "Master of Engineering in Civil Engineering", "Civil Engineering", "2015")],
        certs=[cert("Engineer in Training (EIT)", "NCEES", issued="2010"),
               cert("Professional Engineer (PE)", "Idaho Board of Licensure", issued="2016", cid="19876"),
               cert("Envision Sustainability Professional (ENV SP)", "Institute for Sustainable Infrastructure", issued="2020")]),
))

# ------------------------------------------------------------------ 90
R.append(dict(
    id=90, slug="controller_left_dates_hartford", fmt="txt", layout="one-column", family="office",
    notes="dates in the left margin ('2019 - 2022      Senior Accountant, Employer, City, ST') for jobs, education and certifications, padded with spaces; a title alone on the date line with the employer on the next line; 'Last-name, credential' header; Windows-1252 with CRLF",
    enc="cp1252", crlf=True,
    src="""Siobhan M. O'Connell, CPA
Controller
West Hartford, CT 06107 | (860) 555-0127 | siobhan.oconnell.cpa@example.com

PROFILE
Controller with twelve years in public accounting and manufacturing: month-end close in five days, audit readiness, NetSuite and Sage Intacct implementations, and a team of six.

PROFESSIONAL EXPERIENCE

2022 - Present      Controller
                    Brightwater Marine Supply Co., New London, CT
                    - Own the close, consolidations and the annual audit for $140M revenue
2019 - 2022         Senior Accountant, Harrow & Lyle LLP, Hartford, CT
                    - Led audits of manufacturing and non-profit clients
2016 - 2019         Staff Accountant, Harrow & Lyle LLP, Hartford, CT
2014 - 2016         Accounts Payable Clerk, Nutmeg Paper Products, Manchester, CT

EDUCATION

2018                Master of Science in Accounting, University of Hartford
2014                B.S., Accounting, University of Connecticut

CERTIFICATIONS

2018                Certified Public Accountant (CPA), Connecticut Board of Accountancy, License #CPA.0031245
2021                Certified Management Accountant (CMA), Institute of Management Accountants

LANGUAGES
English (native), Irish (basic)
""",
    exp=expected(
        name("Siobhan", "O'Connell", "M"), email="siobhan.oconnell.cpa@example.com", phone="+18605550127",
        city="West Hartford", state="CT", zipcode="06107",
        work=[job("Brightwater Marine Supply Co.", "Controller", "2022", None),
              job("Harrow & Lyle LLP", "Senior Accountant", "2019", "2022"),
              job("Harrow & Lyle LLP", "Staff Accountant", "2016", "2019"),
              job("Nutmeg Paper Products", "Accounts Payable Clerk", "2014", "2016")],
        education=[edu("University of Hartford", "Master of Science in Accounting", "Accounting", "2018"),
                   edu("University of Connecticut", "B.S.", "Accounting", "2014")],
        certs=[cert("Certified Public Accountant (CPA)", "Connecticut Board of Accountancy", issued="2018", cid="CPA.0031245"),
               cert("Certified Management Accountant (CMA)", "Institute of Management Accountants", issued="2021")],
        langs=[lang("English", "N"), lang("Irish", "B")]),
))

# ------------------------------------------------------------------ 91
R.append(dict(
    id=91, slug="front_office_manager_photo_miami", fmt="pdf", layout="two-column", family="hospitality",
    notes="European-style two-column CV: a photo placeholder and caption at the top of the left column, personal details with a DD/MM/YYYY date of birth and nationality, name in the right column under a 'Curriculum Vitae' title; a job in Portugal; 'References available upon request' at the end",
    src="""
@@left
> [Photo]
> Ana Ferreira, portrait 2024
## Personal Details
Date of birth: 14/03/1990
Nationality: Portuguese
Miami, FL 33131
+1 305-555-0172
a.ferreira@example.com
## Languages
Portuguese – native
English – fluent
Spanish – intermediate
@@right
^ Curriculum Vitae
# Ana Sofia Ferreira
Front Office Manager
## Profile
Hotel front office manager with fourteen years in luxury and resort properties in Portugal and Florida: 300-room operations, Opera PMS, revenue-driven upselling and team training.
## Professional Experience
**Front Office Manager** — Bayfront Grand Hotel, Miami, FL — 03/2021 – Present
- Lead 28 agents, concierges and night auditors; guest satisfaction up from 84 to 92
**Assistant Front Office Manager** — Coral Vista Resort & Spa, Key Biscayne, FL — 2017 – 2021
**Receptionist** — Hotel Ribeira Porto, Porto, Portugal — 2012 – 2016
## Education
Escola Superior de Hotelaria e Turismo do Estoril — Bachelor's Degree in Hotel Management — 2012
## Certifications
Certified Hospitality Supervisor (CHS) – AHLEI – 2019
ServSafe Food Handler – exp. 05/2027
References available upon request
@@end
""",
    exp=expected(
        name("Ana", "Ferreira", "Sofia"), email="a.ferreira@example.com", phone="+13055550172",
        city="Miami", state="FL", zipcode="33131",
        work=[job("Bayfront Grand Hotel", "Front Office Manager", "2021-03", None),
              job("Coral Vista Resort & Spa", "Assistant Front Office Manager", "2017", "2021"),
              job("Hotel Ribeira Porto", "Receptionist", "2012", "2016")],
        education=[edu("Escola Superior de Hotelaria e Turismo do Estoril", "Bachelor's Degree in Hotel Management",
                       "Hotel Management", "2012")],
        certs=[cert("Certified Hospitality Supervisor (CHS)", "AHLEI", issued="2019"),
               cert("ServSafe Food Handler", exp="2027-05")],
        langs=[lang("Portuguese", "N"), lang("English", "P"), lang("Spanish", "C")]),
))

# ------------------------------------------------------------------ 92
R.append(dict(
    id=92, slug="psych_np_license_table_salem", fmt="doc", layout="table", family="nursing",
    notes="honorific and post-nominals around a hyphenated surname; 'Willing to relocate within the Pacific Northwest'; a bordered licence table (License | State | Number | Expires) with two licences of the same name in different states and a DEA registration; certifications as 'Name — Issuer — exp.' lines; DNP with a specialty after a comma",
    src="""
# Dr. Rebecca Y. Kim-Alvarez, DNP, PMHNP-BC
^ Salem, OR 97301 · 503.555.0188 · rebecca.kimalvarez@example.com
^ Willing to relocate within the Pacific Northwest
## Summary
Board-certified psychiatric mental health nurse practitioner with eleven years in inpatient and community psychiatry; medication management for adults and adolescents, telepsychiatry, and substance-use treatment.
## Experience
**Psychiatric Nurse Practitioner** — Willamette Behavioral Health, Salem, OR — 08/2021 – Present
- Caseload of 450 outpatients; MAT with buprenorphine; supervises two PMHNP students each term
**Psychiatric Registered Nurse** — Columbia Gorge State Hospital, The Dalles, OR — 06/2015 – 07/2021
- Forensic and acute adult units; de-escalation trainer
## Education
Oregon Health & Science University — Doctor of Nursing Practice (DNP), Psychiatric Mental Health — 2021
Linfield University — BSN — 2015
## Licensure
%w 40,20,20,20
| License | State | Number | Expires |
| Registered Nurse | Oregon | 201512345RN | 12/31/2027 |
| Nurse Practitioner (PMHNP) | Oregon | 201599887NP | 12/31/2027 |
| Registered Nurse | Washington | RN61234567 | 06/30/2027 |
| DEA Registration | Oregon | MK1234563 | 09/30/2028 |
## Certifications
PMHNP-BC — ANCC — exp. 04/2028
BLS — American Heart Association — exp. 02/2027
""",
    exp=expected(
        name("Rebecca", "Kim-Alvarez", "Y"), email="rebecca.kimalvarez@example.com", phone="+15035550188",
        city="Salem", state="OR", zipcode="97301", relocate=True,
        work=[job("Willamette Behavioral Health", "Psychiatric Nurse Practitioner", "2021-08", None),
              job("Columbia Gorge State Hospital", "Psychiatric Registered Nurse", "2015-06", "2021-07")],
        education=[edu("Oregon Health & Science University", "Doctor of Nursing Practice (DNP)",
                       "Psychiatric Mental Health", "2021"),
                   edu("Linfield University", "BSN", None, "2015")],
        certs=[cert("Registered Nurse", exp="2027-12-31", cid="201512345RN"),
               cert("Nurse Practitioner (PMHNP)", exp="2027-12-31", cid="201599887NP"),
               cert("Registered Nurse", exp="2027-06-30", cid="RN61234567"),
               cert("DEA Registration", exp="2028-09-30", cid="MK1234563"),
               cert("PMHNP-BC", "ANCC", exp="2028-04"),
               cert("BLS", "American Heart Association", exp="2027-02")]),
))

from lib import *

R = []

# ------------------------------------------------------------------ 39
R.append(dict(
    id=39, slug="home_health_rn_madison", fmt="txt", layout="one-column", family="nursing",
    notes="UTF-8 plain text; 'RESUME' and a rule line before the name; phone with leading '1-'; em-dash ranges; degree in progress; year ranges beside the phone",
    enc="utf-8",
    src="""RESUME
========================================

Rebecca Lynn Thorsen, RN
Home Health Registered Nurse

412 Jenifer Street, Madison, WI 53703
Phone: 1-608-555-0121          Nursing practice: 2014 - 2026
rebecca.thorsen.rn@example.com

EXPERIENCE

Home Health RN Case Manager
Badger State Home Health, Madison, WI
01/2021 — Present
  - Caseload of 28-32 patients: wound vac, IV antibiotics via PICC, CHF and COPD teaching
  - OASIS start-of-care and recertification visits; Homecare Homebase documentation

Medical-Surgical Registered Nurse
Lakeview Madison Hospital, Madison, WI
06/2014 — 12/2020
  - 5-6 patients on a 32-bed med-surg/ortho unit; charge nurse 2018-2020

EDUCATION
University of Wisconsin-Madison - RN to BSN (in progress) - expected 2027
Madison Area Technical College - Associate Degree in Nursing - 2014

LICENSES AND CERTIFICATIONS
Wisconsin RN License #212345-30
Certified OASIS Specialist-Clinical (COS-C) - 2021
Wound Care Certified (WCC) - National Alliance of Wound Care and Ostomy - exp 07/2028
BLS - American Heart Association - exp 02/2027
""",
    exp=expected(
        name("Rebecca", "Thorsen", "Lynn"), email="rebecca.thorsen.rn@example.com", phone="+16085550121",
        city="Madison", state="WI", zipcode="53703",
        work=[job("Badger State Home Health", "Home Health RN Case Manager", "2021-01", None),
              job("Lakeview Madison Hospital", "Medical-Surgical Registered Nurse", "2014-06", "2020-12")],
        education=[edu("University of Wisconsin-Madison", "RN to BSN", None, "2027"),
                   edu("Madison Area Technical College", "Associate Degree in Nursing", "Nursing", "2014")],
        certs=[cert("Wisconsin RN License", cid="212345-30"),
               cert("Certified OASIS Specialist-Clinical (COS-C)", issued="2021"),
               cert("Wound Care Certified (WCC)", "National Alliance of Wound Care and Ostomy", exp="2028-07"),
               cert("BLS", "American Heart Association", exp="2027-02")]),
))

# ------------------------------------------------------------------ 40
R.append(dict(
    id=40, slug="dialysis_rn_baton_rouge", fmt="doc", layout="one-column", family="nursing",
    notes="all-caps name with suffix 'III' and credentials; phone '+1-225-...'; ranges without spaces around the dash; no languages",
    src="""
# WILLIAM H. PRESCOTT III, RN, CNN
^ Baton Rouge, LA 70808 ~ +1-225-555-0131 ~ will.prescott.rn@example.com ~ http://www.linkedin.com/in/williamprescottrn
## PROFESSIONAL EXPERIENCE
**Chronic Hemodialysis Charge Nurse**
Riverbend Kidney Care, Baton Rouge, LA
03/2019–Present
- Charge nurse for a 24-chair outpatient unit, 3 shifts, 110 patients; supervise 8 PCTs
- Fistula/graft cannulation, CVC care, Kt/V and anemia management protocols
**Acute Dialysis RN**
Capital Area Medical Center, Baton Rouge, LA
07/2015–02/2019
- Bedside hemodialysis and CRRT in ICUs; plasmapheresis
## EDUCATION
Southern University and A&M College — BSN — 2015
## CERTIFICATIONS
- Certified Nephrology Nurse (CNN) – Nephrology Nursing Certification Commission – exp. 10/2028
- Louisiana RN License – RN #145678
- BLS / ACLS – American Heart Association – exp. 05/2027
""",
    exp=expected(
        name("William", "Prescott", "H"), email="will.prescott.rn@example.com", phone="+12255550131",
        linkedin="http://www.linkedin.com/in/williamprescottrn", city="Baton Rouge", state="LA", zipcode="70808",
        work=[job("Riverbend Kidney Care", "Chronic Hemodialysis Charge Nurse", "2019-03", None),
              job("Capital Area Medical Center", "Acute Dialysis RN", "2015-07", "2019-02")],
        education=[edu("Southern University and A&M College", "BSN", None, "2015")],
        certs=[cert("Certified Nephrology Nurse (CNN)", "Nephrology Nursing Certification Commission", exp="2028-10"),
               cert("Louisiana RN License", cid="145678"),
               cert("BLS", "American Heart Association", exp="2027-05"),
               cert("ACLS", "American Heart Association", exp="2027-05")]),
))

# ------------------------------------------------------------------ 41
R.append(dict(
    id=41, slug="pacu_rn_pittsburgh", fmt="docx", layout="two-column", family="nursing",
    notes="two-column; phone with a slash '412/555-...'; LinkedIn with capitals; 'Licensure & Certification'; Italian native",
    src="""
@@left
# Elena V. Marchetti
BSN, RN, CPAN
412/555-0175
elena.marchetti@example.com
LinkedIn.com/in/ElenaMarchettiRN
Pittsburgh, PA 15213
## Licensure & Certification
Pennsylvania RN License RN712345 (exp. 10/31/2028)
CPAN – ABPANC – exp. 10/2027
ACLS – AHA – exp. 01/2027
PALS – AHA – exp. 01/2027
## Languages
Italian (native)
English (fluent)
@@right
## Work Experience
**PACU Registered Nurse**
Three Rivers University Hospital — Pittsburgh, PA
Jan 2020 – Present
- Phase I recovery for 2 patients post general, spinal and regional anesthesia; pediatric and adult
- Airway management, PONV and pain protocols, malignant hyperthermia response
**Surgical Step-Down RN**
Allegheny Valley Community Hospital — Natrona Heights, PA
Aug 2016 – Dec 2019
- Post-op bariatric, thoracic and vascular patients
## Education
University of Pittsburgh — BSN — 2016
@@end
""",
    exp=expected(
        name("Elena", "Marchetti", "V"), email="elena.marchetti@example.com", phone="+14125550175",
        linkedin="LinkedIn.com/in/ElenaMarchettiRN", city="Pittsburgh", state="PA", zipcode="15213",
        work=[job("Three Rivers University Hospital", "PACU Registered Nurse", "2020-01", None),
              job("Allegheny Valley Community Hospital", "Surgical Step-Down RN", "2016-08", "2019-12")],
        education=[edu("University of Pittsburgh", "BSN", None, "2016")],
        certs=[cert("Pennsylvania RN License", exp="2028-10-31", cid="RN712345"),
               cert("CPAN", "ABPANC", exp="2027-10"),
               cert("ACLS", "AHA", exp="2027-01"),
               cert("PALS", "AHA", exp="2027-01")],
        langs=[lang("Italian", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 42
R.append(dict(
    id=42, slug="psych_rn_richmond", fmt="pdf", layout="one-column", family="nursing",
    notes="'Employment History'; full month names; explicitly NOT open to relocation; licence number with leading zeros",
    src="""
# Aaliyah N. Washington-Boyd, BSN, RN-BC
Richmond, VA 23220 | (804) 555-0143 | aaliyah.wb@example.com
Not open to relocation – seeking positions in the Richmond metro area
## Profile
Psychiatric-mental health nurse on adult acute and adolescent inpatient units; de-escalation trainer; detox and dual-diagnosis experience.
## Employment History
**Inpatient Psychiatric Registered Nurse**, James River Behavioral Health Hospital, Richmond, VA
January 2020 – Present
- 22-bed adult acute unit; admissions, medication administration, seclusion/restraint monitoring
- Unit trainer for CPI Nonviolent Crisis Intervention
**Mental Health Technician**, Commonwealth Recovery Center, Midlothian, VA
May 2016 – December 2019
## Education
Virginia Commonwealth University — Bachelor of Science in Nursing — December 2019
## Licenses & Certifications
- Virginia RN License 0001298765 – exp. 06/30/2028
- Psychiatric-Mental Health Nursing Certification (PMH-BC) – ANCC – exp. 11/2028
- CPI Nonviolent Crisis Intervention Certified Instructor – Crisis Prevention Institute – exp. 03/2027
""",
    exp=expected(
        name("Aaliyah", "Washington-Boyd", "N"), email="aaliyah.wb@example.com", phone="+18045550143",
        city="Richmond", state="VA", zipcode="23220", relocate=False,
        work=[job("James River Behavioral Health Hospital", "Inpatient Psychiatric Registered Nurse", "2020-01", None),
              job("Commonwealth Recovery Center", "Mental Health Technician", "2016-05", "2019-12")],
        education=[edu("Virginia Commonwealth University", "Bachelor of Science in Nursing", "Nursing", "2019-12")],
        certs=[cert("Virginia RN License", exp="2028-06-30", cid="0001298765"),
               cert("Psychiatric-Mental Health Nursing Certification (PMH-BC)", "ANCC", exp="2028-11"),
               cert("CPI Nonviolent Crisis Intervention Certified Instructor", "Crisis Prevention Institute", exp="2027-03")]),
))

# ------------------------------------------------------------------ 43
R.append(dict(
    id=43, slug="qa_automation_engineer_manchester", fmt="txt", layout="one-column", family="software-data",
    notes="Windows-1252 (pound sign, dashes); UK mobile WITHOUT country code (kept as written); UK postcode; 'Career History'",
    enc="cp1252", crlf=True,
    src="""TOMASZ P. ZIELINSKI
Senior QA Automation Engineer
Manchester M1 4BT, United Kingdom  |  07700 900782  |  tomasz.zielinski@example.co.uk
linkedin.com/in/tomasz-zielinski-qa

PROFILE
Test automation engineer (Playwright, Cypress, Selenium, k6) with 9 years in fintech and e-commerce. Built a £1.2M-saving regression suite.

CAREER HISTORY

Northern Quarter Software Ltd – Manchester
Senior QA Automation Engineer, Jan 2021 – Present
 – Own the Playwright/TypeScript framework (2,400 tests) and CI quality gates in GitHub Actions
 – Performance testing with k6 for 3 payment APIs

Pennine Digital Ltd – Leeds
QA Engineer, Feb 2017 – Dec 2020
 – Selenium WebDriver (Java) and REST Assured API suites

EDUCATION
The University of Manchester – BSc Computer Science – 2016

CERTIFICATIONS
ISTQB Certified Tester Foundation Level (CTFL) – 2017
ISTQB Advanced Level Test Automation Engineer – 2022

LANGUAGES
Polish – native
English – fluent
German – basic
""",
    exp=expected(
        name("Tomasz", "Zielinski", "P"), email="tomasz.zielinski@example.co.uk", phone="07700 900782",
        linkedin="linkedin.com/in/tomasz-zielinski-qa", city="Manchester", zipcode="M1 4BT", country="GBR",
        work=[job("Northern Quarter Software Ltd", "Senior QA Automation Engineer", "2021-01", None),
              job("Pennine Digital Ltd", "QA Engineer", "2017-02", "2020-12")],
        education=[edu("The University of Manchester", "BSc", "Computer Science", "2016")],
        certs=[cert("ISTQB Certified Tester Foundation Level (CTFL)", issued="2017"),
               cert("ISTQB Advanced Level Test Automation Engineer", issued="2022")],
        langs=[lang("Polish", "N"), lang("English", "P"), lang("German", "B")]),
))

# ------------------------------------------------------------------ 44
R.append(dict(
    id=44, slug="maintenance_technician_greenville", fmt="doc", layout="one-column", family="trades",
    notes="'CAREER HISTORY'; mixed precision ranges ('2014 to Jul 2018'); gap; credentials with issuer abbreviations",
    src="""
# Kevin Duane Sutherland
Industrial Maintenance Technician · Greenville, SC 29607 · 864-555-0183 · kevin.sutherland@example.com
## Career Summary
Multi-craft maintenance technician (electrical/mechanical) in automotive and plastics manufacturing: PLC troubleshooting, hydraulics and pneumatics, preventive maintenance programs, CMMS.
## CAREER HISTORY
**Maintenance Technician III** — Piedmont Precision Plastics, Greer, SC — Jan 2019 to present
- Troubleshoot Allen-Bradley ControlLogix and Siemens S7 PLCs; Engel and Arburg injection molding presses
- Cut unplanned downtime 27% through a vibration-analysis PM program
**Maintenance Mechanic** — Upstate Automotive Components, Spartanburg, SC — 2014 to Jul 2018
- Conveyor, robot cell and weld-line maintenance; millwright work
## EDUCATION
Greenville Technical College — AAS, Industrial Maintenance Technology — 2014
## CERTIFICATIONS & LICENSES
- Certified Maintenance & Reliability Technician (CMRT) – SMRP – 2021
- NCCER Industrial Maintenance Mechanic, Level 3
- NFPA 70E – exp. 2027
""",
    exp=expected(
        name("Kevin", "Sutherland", "Duane"), email="kevin.sutherland@example.com", phone="+18645550183",
        city="Greenville", state="SC", zipcode="29607",
        work=[job("Piedmont Precision Plastics", "Maintenance Technician III", "2019-01", None),
              job("Upstate Automotive Components", "Maintenance Mechanic", "2014", "2018-07")],
        education=[edu("Greenville Technical College", "AAS", "Industrial Maintenance Technology", "2014")],
        certs=[cert("Certified Maintenance & Reliability Technician (CMRT)", "SMRP", issued="2021"),
               cert("NCCER Industrial Maintenance Mechanic, Level 3"),
               cert("NFPA 70E", exp="2027")]),
))

# ------------------------------------------------------------------ 45
R.append(dict(
    id=45, slug="travel_tele_rn_el_paso", fmt="docx", layout="one-column", family="nursing",
    notes="travel telemetry nurse; contracts as 'Facility (City, ST) — Mon YYYY to Mon YYYY'; agency in header; willing to relocate; Spanish native",
    src="""
# Destiny M. Sandoval, RN
Travel Telemetry / PCU Nurse — assignments via Lone Star Travel Nurses
Home base: El Paso, TX 79912 · +1-915-555-0170 · destiny.sandoval.rn@example.com
Available nationwide; willing to relocate for the right permanent role.
## Travel Contracts
**Travel Telemetry RN** — Mountain View Regional Hospital (Boise, ID) — Jun 2026 to Present
**Travel PCU RN** — Gulf Breeze Medical Center (Mobile, AL) — Jan 2026 to Apr 2026
**Travel Telemetry RN** — Sierra Nevada Health (Reno, NV) — Aug 2025 to Nov 2025
**Travel Telemetry RN** — Prairie Heart Institute (Wichita, KS) — Feb 2025 to Jul 2025
- 26-week assignment (extended); cardiac step-down, 4–5 patients
**Travel Telemetry RN** — Chesapeake General (Annapolis, MD) — Sep 2024 to Dec 2024
## Staff Positions
**Telemetry RN** — Franklin Mountains Medical Center (El Paso, TX) — Mar 2020 to Aug 2024
**Patient Care Technician** — Franklin Mountains Medical Center (El Paso, TX) — Jan 2018 to Feb 2020
## Education
The University of Texas at El Paso — Bachelor of Science in Nursing — May 2019
## Certifications
- Compact RN License (TX) #1012345 – exp. 08/31/2027
- PCCN – AACN – exp. 2028
- ACLS, BLS – AHA – exp. 03/2027
- NIHSS – 2026
## Languages
Spanish – native
""",
    exp=expected(
        name("Destiny", "Sandoval", "M"), email="destiny.sandoval.rn@example.com", phone="+19155550170",
        city="El Paso", state="TX", zipcode="79912", relocate=True,
        work=[job("Mountain View Regional Hospital", "Travel Telemetry RN", "2026-06", None),
              job("Gulf Breeze Medical Center", "Travel PCU RN", "2026-01", "2026-04"),
              job("Sierra Nevada Health", "Travel Telemetry RN", "2025-08", "2025-11"),
              job("Prairie Heart Institute", "Travel Telemetry RN", "2025-02", "2025-07"),
              job("Chesapeake General", "Travel Telemetry RN", "2024-09", "2024-12"),
              job("Franklin Mountains Medical Center", "Telemetry RN", "2020-03", "2024-08"),
              job("Franklin Mountains Medical Center", "Patient Care Technician", "2018-01", "2020-02")],
        education=[edu("The University of Texas at El Paso", "Bachelor of Science in Nursing", "Nursing", "2019-05")],
        certs=[cert("Compact RN License (TX)", exp="2027-08-31", cid="1012345"),
               cert("PCCN", "AACN", exp="2028"),
               cert("ACLS", "AHA", exp="2027-03"),
               cert("BLS", "AHA", exp="2027-03"),
               cert("NIHSS", issued="2026")],
        langs=[lang("Spanish", "N")]),
))

# ------------------------------------------------------------------ 46
R.append(dict(
    id=46, slug="payroll_specialist_chicago", fmt="docx", layout="table", family="office",
    notes="job title line first, name second; contact block in a bordered table; 'Relevant Experience' + 'Other Experience'; CPP with dates",
    src="""
^ PAYROLL & BENEFITS SPECIALIST
# Patricia L. Gomez-Wojcik
%w 18,82
| Phone | 773.555.0129 |
| Email | patricia.gw@example.com |
| LinkedIn | linkedin.com/in/patricia-gomez-wojcik |
| Location | Chicago, IL 60618 |
## Relevant Experience
**Senior Payroll Specialist** – Windy City Logistics Group, Chicago, IL – Mar 2019 – Present
- Multi-state payroll for 2,300 employees in 14 states (ADP Workforce Now); garnishments, tax filings
- Year-end W-2 reconciliation; led the UKG Pro migration
**Payroll Coordinator** – Lincoln Park Medical Associates, Chicago, IL – Aug 2015 – Feb 2019
## Other Experience
**Bank Teller** – Northwest Side Savings Bank, Chicago, IL – 2012 – 2015
## Education
DePaul University – B.B.A. Accountancy – 2014
## Certifications
- Certified Payroll Professional (CPP) – American Payroll Association (PayrollOrg) – issued 06/2019 – exp. 06/2027
## Languages
Polish – conversational; Spanish – native
""",
    exp=expected(
        name("Patricia", "Gomez-Wojcik", "L"), email="patricia.gw@example.com", phone="+17735550129",
        linkedin="linkedin.com/in/patricia-gomez-wojcik", city="Chicago", state="IL", zipcode="60618",
        work=[job("Windy City Logistics Group", "Senior Payroll Specialist", "2019-03", None),
              job("Lincoln Park Medical Associates", "Payroll Coordinator", "2015-08", "2019-02"),
              job("Northwest Side Savings Bank", "Bank Teller", "2012", "2015")],
        education=[edu("DePaul University", "B.B.A.", "Accountancy", "2014")],
        certs=[cert("Certified Payroll Professional (CPP)", "American Payroll Association (PayrollOrg)", issued="2019-06", exp="2027-06")],
        langs=[lang("Polish", "C"), lang("Spanish", "N")]),
))

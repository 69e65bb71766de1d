"""Candidates no job fits, records with only fields, records with neither fields nor resume, and a
few resumes written out whole by hand."""
from model import P, R

# ----------------------------------------------------------------------------- other professions
P("Grace Liu", "Pharmacist", "60612", lay="classic",
  roles=[R("Lakeshore University Medical Center", "Chicago, IL", "Clinical Pharmacist - Critical Care", None, "2017-07")],
  lic=["Pharmacist IL 2028-03-31"], summary="PharmD, BCCCP. ICU pharmacist; rounds with the MICU team.")

P("Megan Doyle", "Teacher", "30308", lay="narrative",
  summary="I am a middle-school science teacher thinking about a move into healthcare.",
  roles=[R("Atlanta Public Schools", "Atlanta, GA", "7th grade science teacher", None, "2015-08")])

P("Carlos Vega", "Accountant", "77002", lay="classic",
  roles=[R("Gulf Coast Energy Partners", "Houston, TX", "Senior Accountant", None, "2018-01")], edu=["BBA Accounting, University of Houston"])

P("Jennifer Walsh", "Medical Assistant", "37203", lay="skills",
  roles=[R("Music Row Family Medicine", "Nashville, TN", "Certified Medical Assistant", None, "2019-04")],
  certs="CMA:2028-08 BLS:2028-08")

P("Darius Brown", "EMT", "28204", lay="terse",
  roles=[R("Mecklenburg EMS", "Charlotte, NC", "EMT-Basic", None, "2023-01"),
         R("U.S. Army", "Fort Liberty, NC", "68W Combat Medic", None, "2018-06", "2022-12", profession="Army Medic")],
  certs="BLS:2028-01")

P("Oluwaseun Bankole", "Dental Hygienist", "55104", lay="classic",
  roles=[R("Saint Paul Family Dental", "Saint Paul, MN", "Registered Dental Hygienist", None, "2016-05")])

P("Sarah Mitchell", "COTA", "02459", lay="skills",
  roles=[R("Newton Wellesley Rehab", "Newton, MA", "Certified Occupational Therapy Assistant", None, "2020-02")])

P("Lena Kraus", "IT Support", "98109", lay="terse",
  roles=[R("Harborline Freight Tech", "Seattle, WA", "IT Support Specialist II", None, "2021-03")])

P("Tim O'Hara", "Warehouse Associate", "43207", lay="skills",
  roles=[R("Alum Creek Distribution", "Columbus, OH", "Forklift Operator / Warehouse Associate", None, "2019-09")],
  summary="Forklift certified. Interested in CDL school.")

P("Brenda Scott", "CNA", "95817", lay="classic",
  roles=[R("Sierra Oaks Medical Center", "Sacramento, CA", "Certified Nursing Assistant - 4 East Telemetry", None, "2020-06")],
  certs="BLS:2028-06", summary="CNA on a telemetry floor; starting an ADN program in 2027.")

P("Hank Pruitt", "Millwright", "77506", lay="trades",
  roles=[R("Ship Channel Mechanical", "Pasadena, TX", "Millwright - rotating equipment", None, "2012-03")], certs="TWIC:2028-03")

P("Danielle Frost", "Property Manager", "28210", lay="linkedin",
  roles=[R("SouthPark Apartments", "Charlotte, NC", "Community Manager", None, "2018-10")])

P("Kwame Mensah", "RN", "80218", lay="classic",
  roles=[R("Denver Behavioral Health Center", "Denver, CO", "RN - Adult Inpatient Psychiatry", "Psych", "2017-05")],
  lic=["RN CO 2028-09-30 multi"], certs="BLS:2028-02", lic_style=2,
  summary="Psychiatric nurse, de-escalation trainer.")

P("Ingrid Halvorsen", "RN", "55416", lay="linkedin",
  roles=[R("Minneapolis Cancer Institute", "Minneapolis, MN", "Oncology Infusion RN", "Oncology", "2016-09")],
  lic=["RN MN 2028-07-31"], certs="BLS:2028-03", lic_style=2)

P("Ahmed Youssef", "Physical Therapist", "43215", lay="classic",
  roles=[R("Columbus Children's Therapy", "Columbus, OH", "Pediatric Physical Therapist", "Pediatrics", "2019-08")],
  lic=["PT OH 2028-06-30"], lic_style=0)

P("Stella Moreno", "Software Engineer", "85281", lay="tech", headline="iOS Engineer",
  roles=[R("Tempe Mobile Studio", "Tempe, AZ", "iOS Engineer (Swift, SwiftUI)", "Mobile-iOS", "2020-01")])

P("Vincent Okoro", "Welder", "43207", lay="trades",
  roles=[R("Columbus Ornamental Iron", "Columbus, OH", "Fabrication Welder (MIG)", "Fabrication Welding", "2021-01")])

# ----------------------------------------------------------------------------- only fields (no resume)
P("Sandra Kim", "RN", "60612", body="fields", fprof="RN", fspec="ICU", specs=["ICU"])
P("Nick Adams", "Software Engineer", "98109", body="fields", fprof="Software Engineer", fspec="Backend Java", specs=["Backend-Java"])
P("Yvonne Clarke", "RN", "95826", body="fields", fprof="Registered Nurse", fspec="Tele", specs=["Telemetry"])
P("Eduardo Reyes", "Respiratory Therapist", "80205", body="fields", fprof="Respiratory", fspec="Critical Care", specs=["Adult Critical Care"])
P("Melissa Grant", "Electrician", "77036", body="fields", fprof="Electrician", fspec="Commercial", specs=["Commercial Electrical"])
P("Jordan Lee", "Software Engineer", "30308", body="fields", fprof="Frontend Developer", fspec="React", specs=["Frontend-React"])
P("Curtis Mayo", "Maintenance Technician", "28027", body="fields", fprof="Maintenance Tech", fspec="Industrial", specs=["Industrial Maintenance"])

# ----------------------------------------------------------------------------- neither fields nor resume
P("Alex Morgan", None, None, body="bare", locmode="none")
P("Jordan Taylor", None, None, body="bare", locmode="none")
P("Casey Brooks", None, None, body="bare", locmode="none")
P("Riley Summers", None, None, body="bare", locmode="none")

# ----------------------------------------------------------------------------- hand-written whole resumes
P("Lorraine Achebe", "RN", "30315", body="min", lay="custom", fmt="docx",
  roles=[R("Grady Memorial Hospital", "Atlanta, GA", "Staff Nurse, Neuro/Trauma Critical Care", "ICU", "2021-03"),
         R("Grady Memorial Hospital", "Atlanta, GA", "Staff Nurse, 10B Medicine", "Med-Surg", "2018-07", "2021-02")],
  lic=["RN GA 2028-01-31 #RN298877 multi"], certs="BLS:2028-05 ACLS:2028-05 TNCC:2028-05", shift="night",
  text="""Lorraine N. Achebe, BSN, RN
Atlanta, GA 30315  ~  (404) 555-0171  ~  lorraine.achebe@example.net

WHAT I DO
Trauma and neuro critical care nurse at a Level I safety-net hospital. I take the sickest patients in the building, one or two at a time, on nights, and I like it that way.

WHERE I HAVE WORKED
Grady Memorial Hospital, Atlanta
  Staff Nurse, Neuro/Trauma Critical Care .................. 03/2021 - Present
    - Post-craniotomy, EVD and ICP management, massive transfusion, burns overflow
    - Night charge nurse since 2024
  Staff Nurse, 10B Medicine ................................ 07/2018 - 02/2021
    - 5-6 patient medicine assignment; COVID surge unit 2020

CREDENTIALS
Georgia RN (multistate) #RN298877 - expires 01/31/2028
BLS and ACLS (AHA) - both expire 05/2028
TNCC - expires 05/2028

SCHOOL
BSN, Georgia State University, 2018

I work nights only.
""")

P("Winston Oduya", "CDL Truck Driver", "43123", body="min", lay="custom",
  roles=[R("Crossroads Reefer Inc", "Columbus, OH", "company driver reefer regional", "Dry Van/Reefer", "2022-01"),
         R("Crossroads Reefer Inc", "Columbus, OH", "yard jockey", None, "2020-05", "2021-12", profession="Warehouse Associate")],
  lic=["CDL-A OH 2029-06-30"], certs="DOT-Medical:2028-10",
  text="""winston oduya
grove city oh 43123
614 555 0138 / winston.oduya@example.com

class A CDL (ohio) good thru 06/30/2029, med card good thru 10/2028, no tickets no accidents

01/2022 - present  company driver reefer regional, Crossroads Reefer Inc, Columbus OH. 2,400 mi a week, OH IN PA MI KY. ELD, drop & hook.
05/2020 - 12/2021  yard jockey (spotting trailers), Crossroads Reefer Inc. got my CDL thru the company in 2021.

looking for home weekends.
""")

P("Beatriz Souza", "Physical Therapist", "02169", body="min", lay="custom", fmt="pdf",
  roles=[R("Harbor Point Orthopedic & Sports PT", "Quincy, MA", "Staff Physical Therapist (outpatient orthopedics)", "Outpatient Ortho", "2022-09"),
         R("Boston Rehab Hospital", "Boston, MA", "Physical Therapist (inpatient rehab)", "Inpatient Rehab", "2020-06", "2022-08")],
  lic=["PT MA 2028-09-30 #PT-019822"],
  text="""BEATRIZ SOUZA, PT, DPT
Quincy, MA 02169 | beatriz.souza@example.org

PROFILE
Bilingual (Portuguese/English) physical therapist. Four years in outpatient orthopedics: shoulder and knee post-ops, low back pain, runners. Before that, two years of inpatient rehab.

TIMELINE
2022-09 to now      Staff Physical Therapist (outpatient orthopedics) - Harbor Point Orthopedic & Sports PT, Quincy
2020-06 to 2022-08  Physical Therapist (inpatient rehab) - Boston Rehab Hospital, Boston

LICENSE
Massachusetts PT license #PT-019822, expires September 30, 2028

EDUCATION
DPT, MGH Institute of Health Professions, 2020
""")

P("Reginald Forbes", "RN", "23060", body="min", lay="custom",
  roles=[R("Henrico Heart Hospital", "Glen Allen, VA", "RN III, Cardiac Surgery Intensive Care", "ICU", "2015-01"),
         R("Henrico Heart Hospital", "Glen Allen, VA", "RN, Open Heart Step-Down", "PCU", "2012-06", "2014-12")],
  lic=["RN VA 2028-10-31 multi"], certs="BLS:2028-09 ACLS:2028-09 CCRN:2029-02",
  text="""REGINALD FORBES
RN III | CSICU | CCRN
Glen Allen, VA 23060

Summary: Eleven years in cardiac surgery intensive care (fresh hearts, VADs, ECMO) after two and a half years in open heart step-down. Super-user for Impella. Looking for a 13-week contract nearby; any shift.

Experience
Henrico Heart Hospital, Glen Allen, VA
- RN III, Cardiac Surgery Intensive Care, January 2015 - Present
- RN, Open Heart Step-Down, June 2012 - December 2014

Licensure & Certification
Virginia Registered Nurse, multistate (NLC), exp. 2028-10-31
CCRN (AACN) exp. 2029-02-28; ACLS exp. 2028-09-30; BLS exp. 2028-09-30

Contact: reggie.forbes@example.com
""")

P("Yesenia Caballero", "RN", "85006", body="min", lay="custom", fmt="docx",
  roles=[R("Valleywise Women's Center", "Phoenix, AZ", "RN, Labor & Delivery / OB triage", "L&D", "2016-02")],
  lic=["RN AZ 2028-12-31 multi"], certs="BLS:2028-01 NRP:2028-01",
  text="""Yesenia Caballero RN
Phoenix AZ 85006

Labor & Delivery nurse - ten years, bilingual Spanish
Valleywise Women's Center, Phoenix AZ - RN, Labor & Delivery / OB triage - Feb 2016 to present
  high-risk OB, mag and pitocin, OB hemorrhage team, circulate sections

Multi-state RN license (Arizona), active through Dec 2028
BLS exp 01/2028 * NRP exp 01/2028

Prefer nights (NOC). yesenia.caballero@example.net
""", shift="night")

# ----------------------------------------------------------------------------- extra depth for thin grades
P("Hollis Grey", "Physical Therapist", "87505", lay="terse", headline="PT, DPT - acute care / trauma",
  roles=[R("Santa Fe Regional Medical Center", "Santa Fe, NM", "Acute care physical therapist (ICU, ortho trauma, neuro)", "Acute Care", "2022-02")],
  lic=["PT NM 2028-07-31 #PT-6032"], certs="BLS:2028-06", lic_style=1)

P("Yael Cohen", "RN", "11220", lay="linkedin", headline="NICU RN (FL compact) relocating to NYC",
  roles=[R("Tampa Children's Pavilion", "Tampa, FL", "Registered Nurse - Level III NICU", "NICU", "2019-04", "2026-08")],
  lic=["RN FL 2028-04-30 multi", "RN NY pending=Sep 2026"], certs="BLS:2028-04 NRP:2028-04", lic_style=2,
  summary="Seven years of NICU in Tampa. Moved to Brooklyn in September 2026; my New York endorsement is in process.")

P("Ross Ueda", "Respiratory Therapist", "80011", lay="classic",
  roles=[R("Aurora Medical Center", "Aurora, CO", "Registered Respiratory Therapist - adult critical care", "Adult Critical Care", "2023-04")],
  lic=["RCP CO 2028-05-31"], certs="RRT BLS:2026-06 ACLS:2028-03", lic_style=0)

P("Sahra Ali", "Medical Laboratory Scientist", "56301", lay="classic",
  roles=[R("St. Cloud Regional Lab", "St. Cloud, MN", "Medical Laboratory Scientist - Core Lab (nights)", "Core Lab", "2020-11")],
  certs="MLS-ASCP", shift="night")

P("Dominika Zielinska", "Radiologic Technologist", "60076", lay="skills",
  roles=[R("Skokie Valley Hospital", "Skokie, IL", "MRI Technologist (3T)", "MRI", "2020-05"),
         R("Skokie Valley Hospital", "Skokie, IL", "Radiologic Technologist", "X-ray", "2017-06", "2020-04")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-06 ARRT-MR:2028-06 BLS:2028-06", lic_style=1)

P("Jenelle Price", "Surgical Technologist", "28078", lay="linkedin",
  roles=[R("Huntersville Women's", "Huntersville, NC", "Surgical Technologist, Labor & Delivery OR", "L&D OR", "2021-08")],
  certs="CST:2028-11 BLS:2028-02")

P("Arturo Vega", "Electrician", "77506", lay="trades",
  roles=[R("Pasadena Chemical Complex", "Pasadena, TX", "Industrial Electrician - MCCs, VFDs, 480V", "Industrial Electrical", "2017-10")],
  lic=["Journeyman_Electrician TX 2028-11-30"], certs="OSHA10 TWIC:2028-09", lic_style=0)

P("Megan Ruiz", "RN", "77584", lay="caps",
  roles=[R("Pearland Regional", "Pearland, TX", "Registered Nurse - Emergency Department", "ED", "2022-05")],
  lic=["RN TX 2028-05-31 multi"], certs="BLS:2028-05 ACLS:2028-05 PALS:2026-04 TNCC:2028-05", lic_style=3)

P("Connor Walsh", "RN", "95661", lay="classic",
  roles=[R("Sutter Roseville", "Roseville, CA", "Clinical Nurse - Telemetry", "Telemetry", "2024-06")],
  lic=["RN CA 2028-07-31"], certs="BLS:2028-03 ACLS:2026-07", lic_style=0, shift="night")

P("Anika Berg", "Physical Therapist", "02451", lay="linkedin", fmt="pdf",
  roles=[R("Waltham Sports & Ortho PT", "Waltham, MA", "Physical Therapist - outpatient orthopedics & sports", "Outpatient Ortho", "2021-02")],
  lic=["PT MA 2028-09-30"], lic_style=2, shift="evening",
  summary="Outpatient ortho PT; I run the evening ACL return-to-sport group and prefer evening hours.")

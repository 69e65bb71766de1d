"""Nurses built around J02 (travel Med-Surg Atlanta), J03 (ED Houston), J04 (travel L&D Phoenix),
J06 (Tele Sacramento), J07 (NICU New York)."""
from model import P, R

# ----------------------------------------------------------------------------- J02 travel Med-Surg
P("Shanice Moore", "RN", "33606", lay="travel", headline="Travel RN - Med/Surg & Ortho",
  summary="Med-surg traveler, 4 years, happy on nights and happy to float.",
  roles=[R("Bayshore General Hospital", "Tampa, FL", "Travel RN - Med/Surg", "Med-Surg", "2024-09", agency="Gulfstream Nurse Travel"),
         R("Tampa Palms Medical Center", "Tampa, FL", "Staff RN - Ortho/Surgical 6 West", "Med-Surg", "2022-08", "2024-08")],
  lic=["RN FL multi"], certs="BLS:2028-04", lic_style=2, shift="night")

P("Cody Harrell", "RN", "27601", lay="classic", body="contact",
  roles=[R("Wake County Medical Center", "Raleigh, NC", "RN, Adult Med-Surg (7 Tower)", "Med-Surg", "2023-05")],
  lic=["RN NC 2028-10-31 multi"], certs="BLS:2028-01", lic_style=0, edu=["BSN, East Carolina University, 2023"])

P("Anita Desai", "RN", "30033", lay="skills",
  roles=[R("Emory Decatur Hospital", "Decatur, GA", "Registered Nurse - Surgical/Ortho Med-Surg", "Med-Surg", "2019-01")],
  lic=["RN GA 2028-01-31"], certs="BLS:2028-08 ACLS", lic_style=1, shift="night",
  summary="Med-surg RN in Decatur; would love a local contract on nights.")

P("Paul Whitaker", "RN", "75201", body="notes", fprof="RN", fspec="Med/Surg",
  notes="Traveler, Dallas-based. Med-Surg travel RN since 07/2021 (Baylor Downtown, Methodist Dallas, Texas Health). Texas multistate (compact) RN license exp 2028-11-30. BLS exp 02/2028. Any shift.",
  roles=[R("various travel contracts", "Dallas, TX", "Med-Surg travel RN", "Med-Surg", "2021-07")],
  lic=["RN TX 2028-11-30 multi"], certs="BLS:2028-02")

P("Gina Russo", "RN", "07601", lay="caps",
  roles=[R("Hackensack Valley Hospital", "Hackensack, NJ", "Staff Nurse - Medical/Surgical Unit", "Med-Surg", "2022-02")],
  lic=["RN NJ 2028-05-31 multi"], certs="BLS:2028-05", lic_style=4, shift="day",
  summary="Med-surg nurse open to travel. Days only.")

P("Thomas Reed", "RN", "85016", lay="linkedin",
  roles=[R("Camelback Regional", "Phoenix, AZ", "RN - Med/Surg", "Med-Surg", "2020-03")],
  lic=["RN AZ 2029-01-31 multi"], certs="BLS:2026-01", lic_style=2)

P("Maya Patel", "RN", "30060", lay="table",
  roles=[R("Marietta Family Practice", "Marietta, GA", "Clinic RN", "Clinic", "2023-01"),
         R("Kennestone Regional", "Marietta, GA", "RN - Med/Surg", "Med-Surg", "2022-03", "2022-10")],
  lic=["RN GA 2028-01-31 multi"], certs="BLS:2028-01", lic_style=1)

P("Jenna Kowalski", "RN", "63110", lay="skills", fmt="docx",
  roles=[R("Barnes-Central Hospital", "St. Louis, MO", "RN - 9 West Telemetry", "Telemetry", "2021-04")],
  lic=["RN MO 2028-04-30 multi"], certs="BLS:2028-03 ACLS:2028-03", lic_style=0)

P("Derrick Stone", "RN", "37912", lay="terse",
  roles=[R("Knoxville Home Care", "Knoxville, TN", "Home Health RN", "Home Health", "2023-01"),
         R("Tennessee Valley Medical Center", "Knoxville, TN", "RN Med-Surg", "Med-Surg", "2022-05", "2022-10")],
  lic=["RN TN 2028-08-31 multi"], certs="BLS:2028-06", lic_style=1, shift="day")

P("Lindsey Ford", "RN", "23298", lay="classic",
  roles=[R("James River University Hospital", "Richmond, VA", "RN - Cardiac Telemetry", "Telemetry", "2020-06")],
  lic=["RN VA 2028-06-30 multi"], certs="BLS:2028-01 ACLS:2028-01", lic_style=2)

P("Karen Oyelaran", "RN", "95817", lay="linkedin", fmt="pdf",
  roles=[R("Sierra Oaks Medical Center", "Sacramento, CA", "Clinical Nurse II - Med/Surg", "Med-Surg", "2018-06")],
  lic=["RN CA 2028-07-31 #95123456"], certs="BLS:2028-03 ACLS:2028-03", lic_style=5,
  summary="Med-surg nurse in Sacramento interested in a travel contract to be near family in Atlanta.")

P("Stacy Pham", "LVN", "77036", lay="skills",
  roles=[R("Bellaire Nursing & Rehab", "Houston, TX", "LVN Charge Nurse", None, "2017-09"),
         R("Bellaire Nursing & Rehab", "Houston, TX", "CNA", None, "2015-01", "2017-08", profession="CNA")],
  lic=["LPN TX 2028-05-31"], certs="BLS:2028-05", summary="Licensed Vocational Nurse (Texas), med-surg and skilled nursing.")

# ----------------------------------------------------------------------------- J03 ED Houston
P("Ricardo Salinas", "RN", "77036", lay="classic", body="full", fprof="RN", fspec="Emergency",
  roles=[R("Gulf Coast Medical Center", "Houston, TX", "Staff RN II, Emergency Department", "ED", "2020-08"),
         R("Bellaire General", "Houston, TX", "Staff RN, Emergency Department", "ED", "2018-06", "2020-07")],
  lic=["RN TX 2028-09-30 #789012 multi"], certs="BLS:2028-02 ACLS:2028-02 PALS:2028-02 TNCC:2028-09", lic_style=3)

P("Amber Whitley", "RN", "77479", lay="terse",
  roles=[R("Fort Bend Methodist", "Sugar Land, TX", "ER RN", "ED", "2023-02")],
  lic=["RN TX 2028-05-31 #123456"], certs="BLS:2028-01 ACLS:2028-01 PALS:2028-01", lic_style=1)

P("Quentin Mayfield", "RN", "77584", lay="narrative", fmt="docx",
  summary="I have been an emergency nurse for four years and I am also a TNCC instructor.",
  roles=[R("Pearland Regional", "Pearland, TX", "Emergency Room registered nurse", "ED", "2022-08"),
         R("Texas Children's West", "Houston, TX", "pediatric emergency nurse", "ED", "2021-09", "2022-07")],
  lic=["RN TX 2028-02-29"], certs="BLS:2028-04 ACLS:2028-04 PALS:2028-04 TNCC:2028-04", lic_style=2)

P("Sofia Hernandez", "RN", "77098", lay="caps", fmt="pdf",
  roles=[R("Memorial Hermann Midtown", "Houston, TX", "Clinical Nurse III - Emergency Center / Trauma", "ED", "2016-03")],
  lic=["RN TX multi"], certs="BLS ACLS PALS TNCC CEN", lic_style=4,
  summary="Level I trauma emergency nurse, 10 years. CEN. Charge nurse.")

P("Brandon Cole", "RN", "77506", lay="skills",
  roles=[R("Bayshore Pasadena Hospital", "Pasadena, TX", "RN - Emergency Dept", "ED", "2021-03")],
  lic=["RN TX 2028-09-30"], certs="BLS:2028-06 ACLS:2028-06", lic_style=1)

P("Latoya Jenkins", "RN", "77002", lay="linkedin",
  roles=[R("Next Level Urgent Care", "Houston, TX", "RN - Urgent Care", "Urgent Care", "2023-07"),
         R("Harris Health Ben Taub", "Houston, TX", "RN - Adult Emergency Center", "ED", "2022-01", "2023-06")],
  lic=["RN TX 2028-03-31 multi"], certs="BLS:2028-02 ACLS:2028-02 PALS:2028-02", lic_style=2)

P("Chen Wei", "RN", "77449", lay="table",
  roles=[R("Katy Methodist", "Katy, TX", "Emergency Department RN", "ED", "2022-11")],
  lic=["RN TX 2028-07-31"], certs="BLS:2028-04 ACLS:2025-12 PALS:2028-04", lic_style=1)

P("Heather Doyle", "RN", "77030", lay="classic",
  roles=[R("MinuteFirst Urgent Care", "Houston, TX", "Urgent Care Registered Nurse", "Urgent Care", "2019-01")],
  lic=["RN TX 2028-11-30"], certs="BLS:2028-03 ACLS:2028-03 PALS:2028-03", lic_style=0)

P("Javier Ortega", "RN", "78701", lay="travel", headline="ER RN",
  roles=[R("Seton Central", "Austin, TX", "Staff RN - Emergency", "ED", "2019-05")],
  lic=["RN TX 2028-06-30 multi"], certs="BLS:2028-05 ACLS:2028-05 PALS:2028-05 TNCC", lic_style=5)

P("Kimberly Vaughn", "RN", "77550", lay="skills",
  roles=[R("UTMB Galveston", "Galveston, TX", "RN - Emergency Department", "ED", "2020-09")],
  lic=["RN TX 2028-10-31"], certs="BLS:2028-07 ACLS:2028-07 PALS:2028-07", lic_style=1)

P("Dustin Graves", "RN", "77036", lay="terse",
  roles=[R("Westchase Freestanding ER", "Houston, TX", "ER Nurse", "ED", "2022-04")],
  lic=["RN TX 2028-04-30"], certs="BLS:2028-02", lic_style=1)

P("Marcus Lee", "Paramedic", "77030", lay="classic",
  summary="Paramedic (FP-C) with 9 years of 911 and flight experience. Currently completing RN prerequisites.",
  roles=[R("Houston Fire Department", "Houston, TX", "Firefighter/Paramedic", "ED", "2017-01")],
  lic=["Paramedic TX 2028-06-30"], certs="ACLS:2028-01 PALS:2028-01 BLS:2028-01 NREMT-P:2028-03")

P("Erin Walsh", "RN", "77098", lay="linkedin", fmt="docx",
  roles=[R("Bellevue Harbor Hospital", "New York, NY", "Emergency Department RN", "ED", "2018-04", "2026-08")],
  lic=["RN NY 2028-04-30", "RN TX pending=Sep 2026"], certs="BLS:2028-03 ACLS:2028-03 PALS:2028-03", lic_style=2,
  summary="ED nurse, 8 years in Manhattan; moved to Houston in September 2026. Texas license by endorsement in process.")

P("Rosa Delgado", "LVN", "77584", lay="caps",
  roles=[R("Pearland Emergency Physicians", "Pearland, TX", "LVN - Emergency Clinic", None, "2019-02")],
  lic=["LPN TX 2028-01-31"], certs="BLS:2028-01", summary="LVN, emergency clinic, 7 years.")

# ----------------------------------------------------------------------------- J04 travel L&D
P("Kaitlyn Brooks", "RN", "85016", lay="travel", headline="Travel L&D RN | AZ Multistate",
  roles=[R("Banner Desert Women's", "Mesa, AZ", "Travel RN - Labor & Delivery", "L&D", "2024-03", agency="Saguaro Travel Nursing"),
         R("Phoenix Women's Pavilion", "Phoenix, AZ", "Staff RN - L&D", "L&D", "2021-06", "2024-02")],
  lic=["RN AZ 2029-01-31 multi"], certs="BLS:2028-02 NRP:2028-02 RNC-OB", lic_style=4, shift="night")

P("Danielle Romero", "RN", "87106", lay="classic", body="contact",
  roles=[R("Rio Grande Women's Hospital", "Albuquerque, NM", "RN, Labor and Delivery", "L&D", "2023-05")],
  lic=["RN NM 2028-12-31 #RN-77881 multi"], certs="BLS:2027-10 NRP:2028-03", lic_style=0, shift="night")

P("Megan O'Connell", "RN", "80218", lay="linkedin", fmt="pdf", headline="L&D Nurse · RNC-OB",
  roles=[R("Rocky Mountain Women's Center", "Denver, CO", "Registered Nurse - Labor & Delivery", "L&D", "2020-10")],
  lic=["RN CO 2028-09-30 multi"], certs="BLS:2028-04 NRP:2028-04 RNC-OB:2029-01", lic_style=2)

P("Aaliyah Grant", "RN", "75201", lay="caps", fmt="docx",
  roles=[R("Dallas Women's & Infants", "Dallas, TX", "RN - Labor, Delivery & Recovery (LDR)", "L&D", "2022-01")],
  lic=["RN TX 2028-06-30 multi"], certs="BLS:2028-05 NRP:2028-05", lic_style=4)

P("Holly Jensen", "RN", "84103", lay="skills",
  roles=[R("Wasatch University Hospital", "Salt Lake City, UT", "L&D Staff Nurse", "L&D", "2022-06")],
  lic=["RN UT 2029-01-31 multi"], certs="BLS:2028-03 NRP:2025-09", lic_style=1)

P("Francesca Bianchi", "RN", "85281", lay="table",
  roles=[R("Tempe St. Luke's", "Tempe, AZ", "RN - Labor & Delivery", "L&D", "2023-04")],
  lic=["RN AZ 2029-01-31"], certs="BLS:2028-02 NRP:2028-02", lic_style=3, shift="day")

P("Tasha Monroe", "RN", "30315", lay="classic",
  roles=[R("Atlanta South Medical Center", "Atlanta, GA", "RN - Mother/Baby", "Postpartum", "2024-06"),
         R("Atlanta South Medical Center", "Atlanta, GA", "RN - Labor & Delivery", "L&D", "2023-03", "2024-05")],
  lic=["RN GA 2028-01-31 multi"], certs="BLS:2028-04 NRP:2028-04", lic_style=0)

P("Courtney Webb", "RN", "85204", lay="linkedin",
  roles=[R("Banner Desert Women's", "Mesa, AZ", "RN - Mother Baby Unit", "Postpartum", "2020-08")],
  lic=["RN AZ 2029-01-31 multi"], certs="BLS:2028-02 NRP:2028-02", lic_style=2)

P("Nina Alvarez", "RN", "88001", lay="terse",
  roles=[R("Mesilla Valley Hospital", "Las Cruces, NM", "Postpartum RN", "Postpartum", "2023-09")],
  lic=["RN NM 2028-12-31 multi"], certs="BLS:2028-01", lic_style=1)

P("Jolene Harper", "RN", "86001", lay="skills",
  roles=[R("Flagstaff Medical Center", "Flagstaff, AZ", "Clinic RN - Women's Health", "Clinic", "2024-02"),
         R("Flagstaff Medical Center", "Flagstaff, AZ", "L&D RN", "L&D", "2022-11", "2024-01")],
  lic=["RN AZ 2029-01-31 multi"], certs="BLS:2028-02", lic_style=1)

P("Vanessa Cruz", "RN", "94611", lay="classic", fmt="docx",
  roles=[R("East Bay Birth Center at Summit", "Oakland, CA", "Clinical Nurse - Labor & Delivery", "L&D", "2017-07")],
  lic=["RN CA 2028-07-31"], certs="BLS:2028-06 NRP:2028-06 RNC-OB", lic_style=5,
  summary="L&D nurse, 9 years. California license. Interested in a winter travel contract in Arizona.")

P("Bethany Ross", "Surgical Technologist", "28210", lay="skills",
  summary="OB surgical tech: scrub for C-sections in a busy L&D.",
  roles=[R("Carolina Women's Hospital", "Charlotte, NC", "OB Tech / Surgical Technologist - L&D OR", "L&D OR", "2020-04")],
  certs="CST:2028-12 BLS:2028-03")

# ----------------------------------------------------------------------------- J06 Tele Sacramento
P("Gabriel Mendoza", "RN", "95826", lay="classic", body="contact",
  roles=[R("Sierra Oaks Medical Center", "Sacramento, CA", "Clinical Nurse II - 4 East Telemetry", "Telemetry", "2022-09"),
         R("Sutter Valley Hospital", "Sacramento, CA", "Clinical Nurse I - Telemetry", "Telemetry", "2021-01", "2022-08")],
  lic=["RN CA 2028-07-31 #95234567"], certs="BLS:2028-03 ACLS:2028-03", lic_style=3, shift="night")

P("Lani Kealoha", "RN", "95758", lay="linkedin",
  roles=[R("Kaiser Permanente South Sacramento", "Sacramento, CA", "Staff RN - Telemetry/Cardiac", "Telemetry", "2023-10"),
         R("Queen's Medical Center", "Honolulu, HI", "Staff RN - Med/Surg", "Med-Surg", "2021-03", "2023-09")],
  lic=["RN CA 2028-07-31", "RN HI 2028-06-30"], certs="BLS:2028-01 ACLS:2028-01", lic_style=2)

P("Eleanor Voss", "RN", "95630", lay="terse", fmt="pdf",
  roles=[R("Mercy Folsom", "Folsom, CA", "RN, Tele unit", "Telemetry", "2018-05")],
  lic=["RN CA", "RN NV"], certs="BLS ACLS", lic_style=1,
  extra=["Licensed in CA and NV."])

P("Arjun Mehta", "RN", "95814", lay="caps",
  roles=[R("Capitol Medical Center", "Sacramento, CA", "Registered Nurse - Telemetry (5 North Tele)", "Telemetry", "2023-08"),
         R("Capitol Medical Center", "Sacramento, CA", "Certified Nursing Assistant", None, "2019-06", "2023-07", profession="CNA")],
  lic=["RN CA 2028-07-31"], certs="BLS:2028-02 ACLS:2028-02", lic_style=4)

P("Michelle Tanaka", "RN", "95661", lay="skills",
  roles=[R("Sutter Roseville", "Roseville, CA", "RN - Telemetry", "Telemetry", "2021-04")],
  lic=["RN CA 2028-07-31"], certs="BLS:2028-09", lic_style=1)

P("Omar Haddad", "RN", "95670", lay="table", fmt="docx",
  roles=[R("Mercy San Juan", "Carmichael, CA", "Telemetry RN", "Telemetry", "2023-06")],
  lic=["RN CA 2028-07-31"], certs="BLS:2028-03 ACLS:2028-03", lic_style=1, shift="day")

P("Stephanie Lowe", "RN", "95616", lay="linkedin",
  roles=[R("UC Davis Medical Pavilion", "Sacramento, CA", "Clinical Nurse II - Progressive Care", "PCU", "2021-09"),
         R("Woodland Memorial", "Woodland, CA", "Clinical Nurse I - Telemetry", "Telemetry", "2021-01", "2021-08")],
  lic=["RN CA 2028-07-31"], certs="BLS:2028-05 ACLS:2028-05", lic_style=2)

P("Brianna Scott", "RN", "95826", lay="travel", headline="Tele RN | AZ compact license",
  summary="Moved from Phoenix to Sacramento in summer 2026; California license not yet applied for.",
  roles=[R("Banner Estrella", "Phoenix, AZ", "RN - Telemetry", "Telemetry", "2021-02", "2026-06")],
  lic=["RN AZ 2029-01-31 multi"], certs="BLS:2028-01 ACLS:2028-01", lic_style=4, shift="night")

P("Ramon Ibarra", "RN", "95758", lay="classic",
  roles=[R("Methodist Elk Grove", "Sacramento, CA", "RN - Medical/Surgical", "Med-Surg", "2019-03")],
  lic=["RN CA 2028-07-31"], certs="BLS:2028-02 ACLS:2028-02", lic_style=0)

P("Yolanda Pierce", "RN", "94102", lay="skills",
  roles=[R("Civic Center Medical", "San Francisco, CA", "RN - Telemetry", "Telemetry", "2020-01")],
  lic=["RN CA 2028-07-31"], certs="BLS:2028-02 ACLS:2028-02", lic_style=1)

P("Kurt Hoffman", "RN", "95207", lay="terse",
  roles=[R("St. Joseph's Stockton", "Stockton, CA", "Tele RN", "Telemetry", "2019-08")],
  lic=["RN CA 2028-07-31"], certs="BLS:2028-04 ACLS:2028-04", lic_style=1, shift="night")

P("Patricia Gomez", "LVN", "95826", lay="classic",
  roles=[R("Sacramento Post-Acute", "Sacramento, CA", "LVN - Telemetry/Subacute", None, "2018-01")],
  lic=["LPN CA 2028-03-31"], certs="BLS:2028-03", summary="Licensed Vocational Nurse; telemetry-monitored sub-acute patients.")

# ----------------------------------------------------------------------------- J07 NICU New York
P("Adaeze Nwosu", "RN", "10461", lay="classic", body="contact",
  roles=[R("Bronx Children's Medical Center", "Bronx, NY", "Staff Nurse - Level IV NICU", "NICU", "2020-05"),
         R("Bronx Children's Medical Center", "Bronx, NY", "Staff Nurse - Well Baby Nursery", "Postpartum", "2018-09", "2020-04")],
  lic=["RN NY 2029-03-31 #701122"], certs="BLS:2028-02 NRP:2028-02", lic_style=5)

P("Rachel Goldberg", "RN", "11220", lay="linkedin", fmt="docx", headline="NICU RN · RNC-NIC",
  roles=[R("Brooklyn Methodist", "Brooklyn, NY", "Registered Nurse, Neonatal Intensive Care Unit", "NICU", "2022-03")],
  lic=["RN NY 2028-10-31"], certs="BLS:2028-06 NRP:2028-06 RNC-NIC", lic_style=2)

P("Maria Santos", "RN", "07030", lay="skills",
  roles=[R("Washington Heights Children's Hospital", "New York, NY", "RN - NICU (Level IV)", "NICU", "2023-01")],
  lic=["RN NY 2028-12-31", "RN NJ 2028-05-31 multi"], certs="BLS:2028-01 NRP:2028-01", lic_style=1)

P("Keisha Barnes", "RN", "10027", body="notes", fprof="Registered Nurse", fspec="NICU",
  notes="Referral from Adaeze N. NICU nurse since 02/2017 at Harlem Women & Infants (Level III). NY RN reg. good through 02/28/2029. BLS 06/2028, NRP 06/2028. Lives Harlem 10027.",
  roles=[R("Harlem Women & Infants", "New York, NY", "NICU nurse", "NICU", "2017-02")],
  lic=["RN NY 2029-02-28"], certs="BLS:2028-06 NRP:2028-06")

P("Lily Chen", "RN", "11101", lay="table",
  roles=[R("Queensboro Medical Center", "Long Island City, NY", "Staff RN - NICU", "NICU", "2021-06")],
  lic=["RN NY 2028-06-30"], certs="BLS:2028-03 NRP:2026-02", lic_style=1)

P("Siobhan Kelly", "RN", "10601", lay="caps",
  roles=[R("Westchester Women's", "White Plains, NY", "RN - Mother/Baby", "Postpartum", "2023-04"),
         R("Westchester Women's", "White Plains, NY", "RN - NICU", "NICU", "2021-09", "2023-03")],
  lic=["RN NY 2028-09-30"], certs="BLS:2028-04 NRP:2028-04", lic_style=4)

P("Ana Lucia Paredes", "RN", "07302", lay="narrative", fmt="pdf",
  summary="I am a neonatal intensive care nurse.",
  roles=[R("Manhattan Children's Pavilion", "New York, NY", "NICU staff nurse", "NICU", "2022-07")],
  lic=["RN NY 2028-08-31"], certs="NRP:2028-08", lic_style=3)

P("Tiffany Wallace", "RN", "10032", lay="classic",
  roles=[R("Washington Heights Children's Hospital", "New York, NY", "Staff Nurse - Pediatric ICU", "PICU", "2020-01")],
  lic=["RN NY 2028-12-31"], certs="BLS:2028-03 PALS:2028-03 NRP:2028-03", lic_style=0)

P("Emily Hartmann", "RN", "07030", lay="skills",
  roles=[R("Hoboken Regional", "Hoboken, NJ", "NICU RN", "NICU", "2019-10")],
  lic=["RN NJ 2028-05-31 multi", "RN NY pending=Oct 2026"], certs="BLS:2028-02 NRP:2028-02", lic_style=2)

P("Daniel Reyes", "RN", "19103", lay="linkedin",
  roles=[R("Philadelphia Children's", "Philadelphia, PA", "Clinical Nurse - NICU", "NICU", "2021-05")],
  lic=["RN NY 2028-11-30", "RN PA 2028-10-31"], certs="BLS:2028-05 NRP:2028-05", lic_style=2)

P("Grace Obi", "RN", "77030", lay="travel", headline="Travel NICU RN | TX compact",
  roles=[R("Texas Children's Pavilion", "Houston, TX", "Staff RN - Level IV NICU", "NICU", "2019-03")],
  lic=["RN TX 2028-09-30 multi", "RN NY pending=Nov 2026"], certs="BLS:2028-02 NRP:2028-02", lic_style=4)

P("Frank Russo", "Respiratory Therapist", "10461", lay="classic",
  roles=[R("Bronx Children's Medical Center", "Bronx, NY", "Respiratory Therapist - NICU/PICU", "Neonatal/Pediatric", "2016-09")],
  lic=["RCP NY 2028-12-31"], certs="RRT BLS:2028-03 NRP:2028-03",
  summary="Neonatal/pediatric registered respiratory therapist.")

P("Nadia Ivanova", "LPN", "11220", lay="terse",
  roles=[R("Brooklyn Pediatric Home Care", "Brooklyn, NY", "LPN - pediatric home care (trach/vent)", None, "2018-01")],
  lic=["LPN NY 2028-06-30"], certs="BLS:2028-06")

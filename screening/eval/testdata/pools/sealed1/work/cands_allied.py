"""Allied health: J08 respiratory (Aurora), J09 PT (Newton), J23 travel PT (Albuquerque), J10 CT
(Evanston), J24 X-ray (Columbus), J11 surgical tech (Charlotte), J12 lab (Minneapolis)."""
from model import P, R

# ----------------------------------------------------------------------------- J08 RT
P("Travis Lund", "Respiratory Therapist", "80205", lay="classic", body="contact",
  roles=[R("Front Range University Hospital", "Aurora, CO", "Respiratory Therapist II - Adult ICUs", "Adult Critical Care", "2022-06"),
         R("Denver Health Central", "Denver, CO", "Respiratory Therapist I", "Adult Critical Care", "2020-08", "2022-05")],
  lic=["RCP CO 2028-05-31 #RTL.0012345"], certs="RRT BLS:2028-03 ACLS:2028-03", lic_style=0)

P("Imani Fletcher", "Respiratory Therapist", "80013", lay="linkedin", headline="Registered Respiratory Therapist (RRT)",
  roles=[R("Aurora Medical Center", "Aurora, CO", "Respiratory Therapist - Critical Care", "Adult Critical Care", "2024-03")],
  lic=["RCP CO 2028-05-31"], certs="RRT BLS:2028-01 ACLS:2028-01", lic_style=1, shift="night")

P("Hector Villanueva", "Respiratory Therapist", "80219", lay="caps", fmt="pdf",
  summary="RRT-ACCS. Eight years on adult ICUs, ECMO circuit checks, vent rounds with intensivists. Night shift lead.",
  roles=[R("St. Anthony Central", "Lakewood, CO", "Lead Respiratory Therapist - Trauma/Neuro ICU", "Adult Critical Care", "2018-10")],
  lic=["RCP CO 2028-05-31 #RTL.0009981"], certs="RRT BLS:2028-07 ACLS:2028-07", lic_style=2, shift="night")

P("Sun-Hee Cho", "Respiratory Therapist", "80120", lay="skills", body="prof", fprof="Respiratory", fspec="Adult ICU",
  roles=[R("Littleton Adventist", "Littleton, CO", "RRT - ICU/Step-down", "Adult Critical Care", "2021-01")],
  lic=["RCP CO 2028-05-31"], certs="RRT BLS:2028-02 ACLS:2028-02", lic_style=1)

P("Colton Reese", "Respiratory Therapist", "80011", lay="terse", headline="CRT",
  roles=[R("Aurora Medical Center", "Aurora, CO", "Certified Respiratory Therapist - adult acute/ICU", "Adult Critical Care", "2023-01")],
  lic=["RCP CO 2028-05-31"], certs="CRT BLS:2028-05 ACLS:2028-05", lic_style=1,
  extra=["* Sitting for the RRT clinical simulation exam in late 2027"])

P("Amara Okoye", "Respiratory Therapist", "80205", lay="table",
  roles=[R("Denver Health Central", "Denver, CO", "Respiratory Therapist - MICU/SICU", "Adult Critical Care", "2019-04")],
  lic=["RCP CO 2028-05-31"], certs="RRT BLS:2028-03 ACLS:2026-05", lic_style=0)

P("Derek Yazzie", "Respiratory Therapist", "80013", lay="classic", fmt="docx",
  roles=[R("Front Range University Hospital", "Aurora, CO", "RRT, Adult Critical Care", "Adult Critical Care", "2021-09")],
  lic=["RCP CO 2028-05-31"], certs="RRT BLS:2028-06 ACLS:2028-06", lic_style=2, shift="day")

P("Lisa Marchetti", "Respiratory Therapist", "80219", lay="skills",
  roles=[R("Children's Colorado Central", "Aurora, CO", "Neonatal/Pediatric Respiratory Therapist (NICU, PICU)", "Neonatal/Pediatric", "2020-02")],
  lic=["RCP CO 2028-05-31"], certs="RRT BLS:2028-02 ACLS:2028-02 NRP:2028-02", lic_style=1)

P("Wesley Grant", "Respiratory Therapist", "80120", lay="linkedin",
  roles=[R("Mountain View LTACH", "Englewood, CO", "Respiratory Therapist - Long-Term Acute Care", "LTACH", "2019-06")],
  lic=["RCP CO 2028-05-31"], certs="RRT BLS:2028-04 ACLS:2028-04", lic_style=2)

P("Jared Holm", "Respiratory Therapist", "80525", lay="terse",
  roles=[R("Poudre Valley Medical Center", "Fort Collins, CO", "RRT - ICU", "Adult Critical Care", "2020-05")],
  lic=["RCP CO 2028-05-31"], certs="RRT BLS:2028-01 ACLS:2028-01", lic_style=1)

P("Renee Dubois", "Respiratory Therapist", "82001", lay="classic",
  roles=[R("Cheyenne Regional", "Cheyenne, WY", "Respiratory Therapist - ICU", "Adult Critical Care", "2018-03")],
  lic=["RCP WY 2028-12-31"], certs="RRT BLS:2028-02 ACLS:2028-02", lic_style=0,
  summary="ICU RT looking at Denver-area openings. Wyoming license; have not applied in Colorado yet.")

P("Kai Nakamura", "Sleep Technologist", "80205", lay="skills",
  roles=[R("Mile High Sleep Center", "Denver, CO", "Registered Polysomnographic Technologist", None, "2019-01")],
  certs="RPSGT:2028-06 BLS:2028-06", summary="Sleep tech; CPAP/BiPAP titration.")

P("Bianca Flores", "Respiratory Therapy Student", "80013", lay="terse",
  roles=[R("Front Range Community College", "Westminster, CO", "Respiratory Therapy student (AAS), graduating May 2027", None, "2025-08")],
  certs="BLS:2028-01")

# ----------------------------------------------------------------------------- J09 PT Newton
P("Ethan Caldwell", "Physical Therapist", "02451", lay="classic", body="contact",
  roles=[R("Waltham Sports & Ortho PT", "Waltham, MA", "Physical Therapist - Outpatient Orthopedics", "Outpatient Ortho", "2023-09")],
  lic=["PT MA 2028-09-30 #PT-021447"], certs="BLS:2028-03", lic_style=0, edu=["DPT, Northeastern University, 2023"])

P("Priyanka Shah", "Physical Therapist", "02139", lay="linkedin", fmt="pdf", headline="PT, DPT, OCS · Sports & Ortho",
  roles=[R("Kendall Square Sports Medicine", "Cambridge, MA", "Physical Therapist, Sports Medicine", "Outpatient Ortho", "2021-06"),
         R("Boston Performance PT", "Boston, MA", "Staff Physical Therapist (outpatient ortho)", "Outpatient Ortho", "2019-08", "2021-05")],
  lic=["PT MA 2028-09-30"], certs="OCS", lic_style=2)

P("Liam O'Donnell", "Physical Therapist", "02169", lay="caps",
  roles=[R("South Shore Orthopedic Rehab", "Quincy, MA", "Senior Physical Therapist - Outpatient Ortho/Spine", "Outpatient Ortho", "2019-03")],
  lic=["PT MA 2028-09-30"], lic_style=1, shift="day")

P("Grace Whitman", "Physical Therapist", "01702", lay="terse", headline="DPT - outpatient ortho",
  roles=[R("MetroWest Physical Therapy", "Framingham, MA", "PT (ortho outpatient)", "Outpatient Ortho", "2024-01")],
  lic=["PT MA"], lic_style=1)

P("Noah Feldman", "Physical Therapist", "02474", lay="skills",
  roles=[R("Mount Auburn Community Hospital", "Cambridge, MA", "Physical Therapist - Acute Care", "Acute Care", "2024-02"),
         R("Arlington Sports PT", "Arlington, MA", "Physical Therapist - Outpatient Orthopedics", "Outpatient Ortho", "2023-05", "2024-01")],
  lic=["PT MA 2028-09-30"], certs="BLS:2028-03", lic_style=1)

P("Carmen Rivera", "Physical Therapist", "02115", lay="table",
  roles=[R("Fenway Orthopedic Therapy", "Boston, MA", "Staff PT, outpatient orthopedics", "Outpatient Ortho", "2022-07")],
  lic=["PT MA 2028-09-30"], lic_style=0, shift="evening")

P("Sophie Laurent", "Physical Therapist", "01890", lay="narrative", fmt="docx",
  summary="I am a physical therapist in skilled nursing who wants to return to outpatient orthopedics.",
  roles=[R("Winchester Rehab & Nursing Center", "Winchester, MA", "staff physical therapist (SNF / short-term rehab)", "SNF", "2022-04"),
         R("Middlesex Sports PT", "Woburn, MA", "outpatient orthopedic physical therapist", "Outpatient Ortho", "2021-06", "2022-02")],
  lic=["PT MA 2028-09-30"], lic_style=2)

P("Rebecca Stone", "Physical Therapist", "02452", lay="classic",
  roles=[R("Waltham Neuro Rehab", "Waltham, MA", "Physical Therapist - Outpatient Neurologic Rehab", "Outpatient Neuro", "2020-09")],
  lic=["PT MA 2028-09-30"], certs="BLS:2028-05", lic_style=0)

P("Marcus Bell", "Physical Therapist", "02115", lay="linkedin",
  roles=[R("Longwood University Hospital", "Boston, MA", "Physical Therapist II - Acute Care (ICU/Trauma)", "Acute Care", "2019-02")],
  lic=["PT MA 2028-09-30"], certs="BLS:2028-01", lic_style=2,
  summary="Acute care PT, six years, ICU early mobility. Open to travel contracts.")

P("Hannah Cho", "Physical Therapist", "01608", lay="skills",
  roles=[R("Worcester Orthopedic PT", "Worcester, MA", "Physical Therapist (outpatient ortho)", "Outpatient Ortho", "2021-10")],
  lic=["PT MA 2028-09-30"], lic_style=1)

P("Tom Gallagher", "Physical Therapist", "02903", lay="terse",
  roles=[R("Ocean State PT", "Providence, RI", "PT - outpatient ortho", "Outpatient Ortho", "2018-05")],
  lic=["PT RI 2028-01-31", "PT MA 2028-09-30"], lic_style=1)

P("Jessica Allen", "Physical Therapist Assistant", "02459", lay="classic",
  roles=[R("Charles River Sports & Spine", "Newton Center, MA", "Physical Therapist Assistant - outpatient ortho", "Outpatient Ortho", "2019-07")],
  lic=["PTA MA 2028-09-30"], certs="BLS:2028-02", summary="PTA with seven years in outpatient orthopedics.")

P("Ryan Patel", "Physical Therapist", "03301", lay="skills",
  roles=[R("Capital Region Ortho PT", "Concord, NH", "Physical Therapist - Outpatient Ortho", "Outpatient Ortho", "2020-01")],
  lic=["PT NH 2028-03-31"], lic_style=1)

P("Megan Fisher", "Occupational Therapist", "02139", lay="classic",
  roles=[R("Cambridge Hand Center", "Cambridge, MA", "Occupational Therapist / Hand Therapist", None, "2018-09")],
  lic=["OT MA 2028-09-30"], summary="OTR/L, hand and upper extremity.")

# ----------------------------------------------------------------------------- J23 travel PT acute
P("Diego Chavez", "Physical Therapist", "87106", lay="classic", body="contact",
  roles=[R("Sandia University Hospital", "Albuquerque, NM", "Physical Therapist - Acute Care / Trauma", "Acute Care", "2022-05")],
  lic=["PT NM 2028-07-31 #PT-5521"], certs="BLS:2028-02", lic_style=0)

P("Emma Sorensen", "Physical Therapist", "59101", lay="travel", fmt="docx", headline="Travel PT - acute care",
  roles=[R("Billings Clinic Hospital", "Billings, MT", "Travel PT - Acute", "Acute Care", "2024-01", agency="Big Sky Therapy Staffing"),
         R("Banner Thunderbird", "Glendale, AZ", "Travel PT - Acute", "Acute Care", "2022-06", "2023-12", agency="Big Sky Therapy Staffing"),
         R("Billings Clinic Hospital", "Billings, MT", "Staff PT - Acute Care", "Acute Care", "2020-07", "2022-05")],
  lic=["PT NM 2028-07-31", "PT AZ 2028-06-30", "PT MT 2028-03-31"], certs="BLS:2028-01", lic_style=1)

P("Nathan Begay", "Physical Therapist", "87102", lay="skills", body="contact",
  roles=[R("Presbyterian Downtown", "Albuquerque, NM", "PT, Inpatient Acute Care", "Acute Care", "2023-08")],
  lic=["PT NM 2028-07-31"], certs="BLS:2028-06", lic_style=1)

P("Olga Petrova", "Physical Therapist", "88001", lay="linkedin",
  roles=[R("Mesilla Valley Hospital", "Las Cruces, NM", "Physical Therapist - Acute Care", "Acute Care", "2021-01")],
  lic=["PT NM 2028-07-31"], certs="BLS:2026-04", lic_style=2)

P("Jamal Rivers", "Physical Therapist", "79901", lay="terse",
  roles=[R("Del Sol Medical Center", "El Paso, TX", "PT - acute care hospital", "Acute Care", "2019-11")],
  lic=["PT NM 2028-07-31", "PT TX 2028-02-29"], lic_style=1)

P("Claire Donovan", "Physical Therapist", "80218", lay="classic",
  roles=[R("Cherry Creek Ortho PT", "Denver, CO", "Physical Therapist - Outpatient Orthopedics", "Outpatient Ortho", "2023-03"),
         R("Denver Health Central", "Denver, CO", "Physical Therapist - Acute Care", "Acute Care", "2022-04", "2022-11")],
  lic=["PT NM 2028-07-31", "PT CO 2028-10-31"], certs="BLS:2028-04", lic_style=0)

P("Lucas Meyer", "Physical Therapist", "76102", lay="skills",
  roles=[R("Fort Worth General", "Fort Worth, TX", "Physical Therapist - Acute Care", "Acute Care", "2020-06")],
  lic=["PT TX 2028-02-29"], certs="BLS:2028-02", lic_style=1)

P("Ava Thompson", "Physical Therapist", "80218", lay="linkedin",
  roles=[R("Saint Joseph Denver", "Denver, CO", "Acute Care Physical Therapist", "Acute Care", "2021-03")],
  lic=["PT CO 2028-10-31"], certs="BLS:2028-03", lic_style=2)

P("Isaac Romero", "Physical Therapist", "87106", lay="caps",
  roles=[R("Lovelace Rehabilitation Hospital", "Albuquerque, NM", "Physical Therapist - Inpatient Rehab", "Inpatient Rehab", "2019-09")],
  lic=["PT NM 2028-07-31"], certs="BLS:2028-05", lic_style=2)

P("Sandra Ortiz", "Physical Therapist Assistant", "87102", lay="terse",
  roles=[R("Presbyterian Downtown", "Albuquerque, NM", "PTA - acute care", "Acute Care", "2018-04")],
  lic=["PTA NM 2028-07-31"], certs="BLS:2028-04")

# ----------------------------------------------------------------------------- J10 CT Evanston
P("Nicole Brennan", "Radiologic Technologist", "60076", lay="classic", body="contact",
  roles=[R("North Shore Lakeview Hospital", "Evanston, IL", "CT Technologist", "CT", "2022-08"),
         R("North Shore Lakeview Hospital", "Evanston, IL", "Radiologic Technologist (diagnostic X-ray)", "X-ray", "2019-06", "2022-07")],
  lic=["RadTech IL 2028-06-30 #IEMA-2019-77812"], certs="ARRT-R:2027-12 ARRT-CT:2027-12 BLS:2028-02", lic_style=0)

P("Omar Farouk", "Radiologic Technologist", "60647", lay="linkedin", fmt="docx", headline="CT Technologist · R.T.(R)(CT)",
  roles=[R("Humboldt Park General", "Chicago, IL", "Lead CT Technologist", "CT", "2020-05"),
         R("Humboldt Park General", "Chicago, IL", "CT Technologist", "CT", "2018-03", "2020-04")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-01 ARRT-CT:2028-01 BLS:2028-03", lic_style=2, shift="evening")

P("Julia Kaminski", "Radiologic Technologist", "60025", lay="table",
  roles=[R("Glenbrook Imaging Center", "Glenview, IL", "CT Tech", "CT", "2023-06")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-03 ARRT-CT:2028-03 BLS:2028-03", lic_style=1)

P("Victor Huang", "Radiologic Technologist", "60612", lay="caps", fmt="docx",
  roles=[R("Lakeshore University Medical Center", "Chicago, IL", "CT Technologist II (Level I Trauma)", "CT", "2021-01")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R ARRT-CT BLS:2028-05", lic_style=0)

P("Stacey Lin", "Radiologic Technologist", "60062", lay="skills",
  roles=[R("Northbrook Outpatient Imaging", "Northbrook, IL", "CT/X-ray Technologist", "CT", "2023-05")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-02 BLS:2028-02", lic_style=1,
  summary="Registered radiographer scanning CT since 2023; ARRT CT exam scheduled for fall 2027.")

P("Bryce Adams", "Radiologic Technologist", "60201", lay="terse",
  roles=[R("Evanston Community Hospital", "Evanston, IL", "CT Technologist", "CT", "2022-09")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-04 ARRT-CT:2028-04 BLS:2028-04", lic_style=1, shift="day")

P("Monique Carter", "Radiologic Technologist", "60085", lay="classic",
  roles=[R("Lake County Regional", "Waukegan, IL", "MRI Technologist", "MRI", "2024-04"),
         R("Lake County Regional", "Waukegan, IL", "CT Technologist", "CT", "2023-02", "2024-03"),
         R("Lake County Regional", "Waukegan, IL", "Radiologic Technologist", "X-ray", "2020-06", "2023-01")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-06 ARRT-CT:2028-06 ARRT-MR:2028-06 BLS:2028-06", lic_style=0)

P("Patrick Doyle", "Radiologic Technologist", "60076", lay="skills",
  roles=[R("Skokie Valley Hospital", "Skokie, IL", "Radiologic Technologist - general, portables, fluoro", "X-ray", "2018-08")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-01 BLS:2028-01", lic_style=1)

P("Aisha Rahman", "Radiologic Technologist", "60647", lay="linkedin",
  roles=[R("Logan Square Imaging", "Chicago, IL", "MRI Technologist", "MRI", "2021-07")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-02 ARRT-MR:2028-02 BLS:2028-02", lic_style=2)

P("Greg Novak", "Radiologic Technologist", "60025", lay="terse",
  roles=[R("Glenview Outpatient Center", "Glenview, IL", "CT Technologist", "CT", "2023-07")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-05 BLS:2026-01", lic_style=1)

P("Leah Morgan", "Sonographer", "60201", lay="classic",
  roles=[R("Evanston Community Hospital", "Evanston, IL", "Diagnostic Medical Sonographer", None, "2019-04")],
  certs="RDMS:2028-04 BLS:2028-04", summary="RDMS (abdomen, OB/GYN).")

P("Tom Becker", "Radiologic Technologist", "60540", lay="skills",
  roles=[R("Naperville Edward Hospital", "Naperville, IL", "CT Technologist", "CT", "2020-01")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2028-03 ARRT-CT:2028-03 BLS:2028-03", lic_style=1)

P("Karina Wojcik", "Radiologic Technologist", "60201", lay="caps",
  roles=[R("Kenosha Lakeshore Hospital", "Kenosha, WI", "CT Technologist", "CT", "2019-05")],
  lic=["RadTech WI 2028-05-31"], certs="ARRT-R:2028-05 ARRT-CT:2028-05 BLS:2028-05", lic_style=0,
  summary="CT tech commuting to Kenosha; Wisconsin-licensed. Moved to Evanston this fall.")

P("Jerome Price", "Radiologic Technologist", "60647", lay="classic",
  roles=[R("West Town Imaging", "Chicago, IL", "CT Technologist", "CT", "2017-09")],
  lic=["RadTech IL 2028-06-30"], certs="ARRT-R:2025-08 ARRT-CT:2025-08 BLS:2028-01", lic_style=0,
  summary="CT technologist; ARRT registration lapsed in 2025 (CE deficiency) - reinstatement in progress.")

# ----------------------------------------------------------------------------- J24 X-ray Columbus
P("Ashley Turner", "Radiologic Technologist", "43207", lay="classic", body="contact",
  roles=[R("Olentangy Valley Hospital", "Columbus, OH", "Radiologic Technologist", "X-ray", "2023-06")],
  lic=["RadTech OH 2028-01-31 #R-0112233"], certs="ARRT-R:2027-12 BLS:2028-01", lic_style=0, shift="day")

P("Mohammed Saleh", "Radiologic Technologist", "43235", lay="linkedin",
  roles=[R("Riverside Methodist North", "Columbus, OH", "Staff Radiographer - ED & OR", "X-ray", "2020-02")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-02 BLS:2028-02", lic_style=2)

P("Kayla Brooks", "Radiologic Technologist", "43085", lay="terse", body="contact", headline="X-ray tech",
  roles=[R("Worthington Urgent Imaging", "Columbus, OH", "X-Ray Tech", "X-ray", "2024-03")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-03 BLS:2028-03", lic_style=1)

P("Ben Hollis", "Radiologic Technologist", "43215", lay="classic", fmt="pdf",
  roles=[R("Olentangy Valley Hospital", "Columbus, OH", "CT Technologist", "CT", "2022-05"),
         R("Mount Carmel Grove City", "Grove City, OH", "Radiologic Technologist (diagnostic)", "X-ray", "2018-06", "2022-04")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-04 ARRT-CT:2028-04 BLS:2028-04", lic_style=0)

P("Sarah Kim", "Radiologic Technologist", "43207", lay="skills",
  roles=[R("Columbus South Imaging", "Columbus, OH", "Radiographer", "X-ray", "2021-08")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-01", lic_style=1)

P("Luis Ortega", "Radiologic Technologist", "43235", lay="table",
  roles=[R("Riverside Methodist North", "Columbus, OH", "Rad Tech - general diagnostic", "X-ray", "2021-05")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-05 BLS:2028-05", lic_style=1, shift="evening")

P("Jenny Walsh", "Radiologic Technologist", "43085", lay="caps",
  roles=[R("Worthington Breast Center", "Columbus, OH", "Mammography Technologist", "Mammography", "2023-09"),
         R("Worthington Breast Center", "Columbus, OH", "Radiologic Technologist", "X-ray", "2022-11", "2023-06")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-06 ARRT-M:2028-06 BLS:2028-06", lic_style=2)

P("Tara Jennings", "Radiologic Technologist", "43215", lay="linkedin",
  roles=[R("Downtown Women's Imaging", "Columbus, OH", "Mammographer R.T.(R)(M)", "Mammography", "2020-03")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-01 ARRT-M:2028-01 BLS:2028-01", lic_style=2)

P("Devon Price", "Radiologic Technologist", "45402", lay="skills",
  roles=[R("Miami Valley Hospital", "Dayton, OH", "Radiologic Technologist", "X-ray", "2019-01")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-02 BLS:2028-02", lic_style=1)

P("Molly Fischer", "Radiologic Technologist", "43055", lay="terse",
  roles=[R("Licking Memorial", "Newark, OH", "Rad Tech", "X-ray", "2020-10")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-03 BLS:2028-03", lic_style=1)

P("Curtis Young", "Radiologic Technologist", "43207", lay="classic",
  roles=[R("Columbus South Imaging", "Columbus, OH", "CT Technologist", "CT", "2019-07")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2028-04 ARRT-CT:2028-04 BLS:2028-04", lic_style=0,
  summary="CT technologist since graduation (CT-focused program and clinicals).")

P("Hailey Moore", "Radiologic Technologist", "43207", lay="skills",
  roles=[R("Louisville Norton West", "Louisville, KY", "Radiologic Technologist", "X-ray", "2019-02", "2026-07")],
  lic=["RadTech KY 2028-06-30"], certs="ARRT-R:2028-06 BLS:2028-06", lic_style=1,
  summary="Relocated to Columbus in August 2026; Ohio license not yet applied for.")

P("Nathan Cole", "Sonographer", "43215", lay="terse",
  roles=[R("Olentangy Valley Hospital", "Columbus, OH", "Sonographer", None, "2020-01")], certs="RDMS:2028-01")

P("Grant Fisher", "Radiologic Technologist", "43235", lay="classic",
  roles=[R("Dublin Imaging", "Dublin, OH", "X-ray Technologist", "X-ray", "2016-04")],
  lic=["RadTech OH 2028-01-31"], certs="ARRT-R:2025-06 BLS:2028-02", lic_style=0)

# ----------------------------------------------------------------------------- J11 surgical tech
P("Jamie Crawford", "Surgical Technologist", "28204", lay="classic", body="contact",
  roles=[R("Queens Park Medical Center", "Charlotte, NC", "Certified Surgical Technologist - Main OR (multi-specialty)", "Surgical OR", "2021-04")],
  certs="CST:2028-12 BLS:2028-02", edu=["AAS Surgical Technology, Central Piedmont CC, 2021"])

P("Marco Benedetti", "Surgical Technologist", "32207", lay="travel", headline="Travel CST - CVOR/Main OR",
  roles=[R("Baptist Heart Jacksonville", "Jacksonville, FL", "Travel Surgical Tech - CVOR", "Surgical OR", "2024-02", agency="Piedmont Allied Travel"),
         R("Memorial Jacksonville", "Jacksonville, FL", "Surgical Technologist - CVOR", "Surgical OR", "2021-01", "2024-01")],
  certs="CST:2029-06 BLS:2028-05")

P("Tonya Reid", "Surgical Technologist", "28027", lay="linkedin", fmt="pdf",
  roles=[R("Cabarrus Regional", "Concord, NC", "Surgical Technologist - Ortho/Neuro team", "Surgical OR", "2023-02")],
  certs="CST:2028-09 BLS:2028-01", headline="CST · Ortho & Neuro")

P("Hector Ramos", "Surgical Technologist", "35203", lay="caps",
  roles=[R("Southside Surgery Center", "Birmingham, AL", "Surgical Tech - Ambulatory Surgery Center (GYN, ENT, ortho)", "Surgical OR", "2018-05")],
  certs="CST BLS:2028-03")

P("Kristen Baker", "Surgical Technologist", "28210", lay="skills",
  roles=[R("Novant Presbyterian", "Charlotte, NC", "CST - Main OR", "Surgical OR", "2022-06")],
  certs="CST:2028-06 BLS:2025-12")

P("Andre Simmons", "Surgical Technologist", "28081", lay="terse",
  roles=[R("Atrium Northeast", "Concord, NC", "Surg Tech - OR, trauma call", "Surgical OR", "2023-01")],
  certs="CST:2028-03 BLS:2028-03", shift="night")

P("Carly Nash", "Surgical Technologist", "28078", lay="classic", fmt="docx",
  roles=[R("Huntersville Women's", "Huntersville, NC", "Surgical Technologist - L&D OR", "L&D OR", "2023-11"),
         R("Lake Norman Regional", "Mooresville, NC", "Surgical Technologist - General OR", "Surgical OR", "2022-08", "2023-10")],
  certs="CST:2028-08 BLS:2028-08")

P("Wendy Park", "Surgical Technologist", "28204", lay="table",
  roles=[R("Carolina Women's Hospital", "Charlotte, NC", "Surgical Technologist (C-section suite)", "L&D OR", "2019-03")],
  certs="CST:2028-02")

P("Rick Dawson", "Surgical Technologist", "28150", lay="terse",
  roles=[R("Cleveland County Surgical", "Shelby, NC", "Surgical Technologist - General OR", "Surgical OR", "2023-01", "2024-06")],
  certs="CST:2028-04 BLS:2025-10",
  extra=["* 07/2024-present: full-time caregiver for my father; CST kept active, ready to scrub again."])

P("Devin Hughes", "Surgical Technologist", "28204", lay="classic",
  roles=[R("Central Piedmont Community College", "Charlotte, NC", "Surgical Technology externship (120 cases, general/ortho)", "Surgical OR", "2026-01", "2026-05", profession="Surgical Technology Student")],
  certs="BLS:2028-01", summary="New graduate, CST exam scheduled for September 2027 (CST-eligible).")

P("Maria Lopez", "Sterile Processing Technician", "28204", lay="skills",
  roles=[R("Queens Park Medical Center", "Charlotte, NC", "Sterile Processing Technician II", None, "2019-06")],
  certs="CRCST:2028-06")

P("Stephen Clark", "RN", "28204", lay="linkedin",
  roles=[R("Queens Park Medical Center", "Charlotte, NC", "OR Circulating RN", "OR", "2018-01")],
  lic=["RN NC 2028-10-31 multi"], certs="BLS:2028-01 ACLS:2028-01", lic_style=2)

# ----------------------------------------------------------------------------- J12 MLS Minneapolis
P("Anh Nguyen", "Medical Laboratory Scientist", "55104", lay="classic", body="contact",
  roles=[R("Twin Rivers Health", "Minneapolis, MN", "Medical Laboratory Scientist - Core Lab (nights)", "Core Lab", "2022-10")],
  certs="MLS-ASCP", shift="night", edu=["BS Medical Laboratory Science, University of Minnesota, 2022"])

P("Erik Johansson", "Medical Laboratory Scientist", "55416", lay="caps",
  roles=[R("Methodist Park Hospital", "St. Louis Park, MN", "Medical Technologist - Generalist (chem, heme, coag, UA)", "Core Lab", "2020-03")],
  certs="MLS-ASCP", summary="MT(ASCP) generalist. Rotating shifts, happy on nights.")

P("Fatima Warsame", "Medical Laboratory Scientist", "55117", lay="linkedin", fmt="docx",
  roles=[R("Regions East Hospital", "Saint Paul, MN", "Medical Laboratory Scientist - Chemistry", "Core Lab", "2024-05")],
  certs="MLS-ASCP:2027-12")

P("Brooke Lindgren", "Medical Laboratory Scientist", "55337", lay="terse",
  roles=[R("Fairview Ridges Lab", "Burnsville, MN", "MLS - Hematology/Coagulation", "Core Lab", "2023-08")],
  certs="MLS-ASCP")

P("Kyle Anderson", "Medical Laboratory Scientist", "55104", lay="skills",
  roles=[R("Midway Hospital Lab", "Saint Paul, MN", "Medical Laboratory Scientist (core lab)", "Core Lab", "2023-06")],
  summary="Board eligible; ASCP exam planned for fall 2027.")

P("Mai Vang", "Medical Laboratory Scientist", "55117", lay="table",
  roles=[R("Regions East Hospital", "Saint Paul, MN", "MLS - Core Laboratory", "Core Lab", "2021-04")],
  certs="MLS-ASCP", shift="day")

P("Jordan Blake", "Medical Laboratory Scientist", "55416", lay="classic",
  roles=[R("Hennepin Reference Lab", "Minneapolis, MN", "MLS - Microbiology", "Microbiology", "2024-01"),
         R("Methodist Park Hospital", "St. Louis Park, MN", "MLS - Core Lab", "Core Lab", "2023-02", "2023-09")],
  certs="MLS-ASCP")

P("Rachel Olson", "Medical Laboratory Scientist", "55104", lay="skills",
  roles=[R("Hennepin Reference Lab", "Minneapolis, MN", "Medical Laboratory Scientist - Microbiology", "Microbiology", "2020-06")],
  certs="MLS-ASCP")

P("Tom Schultz", "Medical Laboratory Scientist", "55337", lay="linkedin",
  roles=[R("Fairview Ridges Lab", "Burnsville, MN", "MLS - Blood Bank / Transfusion Service", "Blood Bank", "2018-09")],
  certs="MLS-ASCP")

P("Heidi Kruger", "Medical Laboratory Scientist", "55902", lay="terse",
  roles=[R("Rochester Methodist Lab", "Rochester, MN", "MLS - Core Lab", "Core Lab", "2019-02")],
  certs="MLS-ASCP", shift="night")

P("Abdi Hassan", "Medical Laboratory Technician", "55104", lay="classic",
  roles=[R("Twin Rivers Health", "Minneapolis, MN", "Medical Laboratory Technician - Core Lab", "Core Lab", "2019-08")],
  certs="MLT-ASCP", summary="MLT(ASCP), core lab, nights. Working toward the MLS bachelor's.")

P("Jenna Swanson", "Phlebotomist", "55416", lay="terse",
  roles=[R("Twin Rivers Outreach Lab", "Minneapolis, MN", "Phlebotomist", None, "2020-01")], certs="CPT-Phleb:2028-01")

P("Paul Dahl", "Histotechnician", "55117", lay="skills",
  roles=[R("Regions East Pathology", "Saint Paul, MN", "Histotechnician HT(ASCP)", None, "2017-05")])

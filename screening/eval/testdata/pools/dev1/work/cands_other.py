"""Allied health, software and trades candidates, built around J09-J22."""
from model import c

# ------------------------------------------------------------ J09 Seattle RT, WA RCP licence, RRT, nights
c("Jordan Ellis", "RT", "98118", "RT_ADULT:60|Adult Critical Care", lic="RCP:WA:2028-04-30",
  certs="RRT,BLS:2028-01,ACLS:2028-01", shift="nights", intent="J09:3")
c("Priya Shah", "RT", "98004", "RT_ADULT:36|Adult ICU / ED", lic="RCP:WA:2028-04-30", certs="RRT,BLS:2028-01,ACLS:2028-01",
  fmt="docx", intent="J09:3")
c("Marcus Lee", "RT", "98055", "RT_ADULT:26; RT_HOME:20", lic="RCP:WA:2028-04-30", certs="RRT,BLS:2028-01,ACLS:2028-01",
  body="full", intent="J09:3")
c("Hannah Brooks", "RT", "98103", "RT_NEOPEDS:50|Level IV NICU", lic="RCP:WA:2028-04-30",
  certs="RRT,NPS,BLS:2028-01,ACLS:2028-01", intent="J09:2")
c("Tomas Rivera", "RT", "98108", "RT_ADULT:40", lic="RCP:WA:2028-04-30", certs="CRT,BLS:2028-01,ACLS:2028-01",
  intent="J09:2")
c("Lindsey Park", "RT", "98115", "RT_ADULT:44", lic="RCP:WA:2028-04-30", certs="RRT,BLS:2028-01,ACLS:2026-06",
  fmt="pdf", intent="J09:2")
c("Ahmed Farouk", "RT", "98125", "RT_ADULT:55", lic="RCP:WA:2028-04-30", certs="RRT,BLS:2028-01,ACLS:2028-01",
  shift="days", intent="J09:2")
c("Kelsey Morgan", "RT", "98661", "RT_ADULT:60@OR", lic="RCP:WA:2028-02-29,RCP:OR:2028-03-31",
  certs="RRT,BLS:2028-01,ACLS:2028-01", intent="J09:1")
c("Dennis Walker", "RT", "98144", "RT_HOME:60|Home Care / DME", lic="RCP:WA:2028-04-30", certs="RRT,BLS:2028-01",
  intent="J09:1")
c("Sunita Rao", "RT", "98105", "RT_HOME:24; RT_NEOPEDS:9", lic="RCP:WA:2028-04-30", certs="RRT,BLS:2028-01",
  intent="J09:1")
c("Gavin Wright", "RPSGT", "98133", "RPSGT_GEN:60", certs="RPSGT", intent="J09:0")
c("Olga Petrova", "RT", "98122", "RT_ADULT:50@OR", lic="RCP:OR:2028-03-31", certs="RRT,BLS:2028-01,ACLS:2028-01",
  ended="2026-09", relocate="Moved to Seattle in October 2026; have not applied for a Washington license yet.",
  intent="J09:0")

# ------------------------------------------------------------ J10 Edina outpatient ortho PT, MN licence or eligible
c("Andrew Peterson", "PT", "55410", "PT_OUTPT_ORTHO:40|Outpatient Orthopedics", lic="PT:MN:2028-02-29",
  certs="DPT,OCS", intent="J10:3")
c("Megan Olson", "PT", "55420", "PT_OUTPT_ORTHO:75|Sports Medicine Clinic", lic="PT:MN:2028-02-29", fmt="docx",
  intent="J10:3")
c("Christopher Ng", "PT", "55344", "PT_OUTPT_ORTHO:28|Outpatient Ortho & Sports; PT_ACUTE:18", lic="PT:MN:2028-02-29",
  intent="J10:3")
c("Laura Becker", "PT", "55416", "PT_ACUTE:50|Acute Care", lic="PT:MN:2028-02-29", intent="J10:2")
c("Ryan Schultz", "PT", "55439", "PT_OUTPT_ORTHO:60@WI", lic="PT:WI:2027-12-31", pend="PT:MN", ended="2026-09",
  relocate="Relocated to Edina, MN in October 2026.", intent="J10:2")
c("Jenna Lund", "PT", "55125", "PT_SNF:30; PT_OUTPT_ORTHO:8", lic="PT:MN:2028-02-29", intent="J10:2")
c("Brian Hanson", "PT", "55901", "PT_OUTPT_ORTHO:70", lic="PT:MN:2028-02-29", fmt="pdf", intent="J10:1")
c("Sara Nyberg", "PT", "55112", "PT_HOME:60|Home Health", lic="PT:MN:2028-02-29", intent="J10:1")
c("Mitch Kowalski", "PT", "55102", "PT_OUTPT_ORTHO:50@WI|Outpatient Orthopedic Clinic", lic="PT:WI:2027-12-31",
  intent="J10:1")
c("Tyler Jensen", "PTA", "55423", "PTA_GEN:60|Outpatient Orthopedics", lic="PTA:MN:2028-02-29", intent="J10:0")
c("Kara Lindahl", "AT", "55436", "AT_GEN:60", intent="J10:0")
c("Noelle Berg", "OT", "55409", "OT_GEN:48", intent="J10:0")

# ------------------------------------------------------------ J11 Los Angeles CT, CA CRT, ARRT (R)(CT), BLS
c("Jonathan Reyes", "RADTECH", "90029", "CT:48|CT / Trauma CT; XRAY:30", lic="RAD:CA:2028-06-30",
  certs="ARRT_R:2027-12,ARRT_CT:2027-12,BLS:2028-01", intent="J11:3")
c("Nicole Baker", "RADTECH", "91205", "CT:26|Computed Tomography; XRAY:36", lic="RAD:CA:2028-06-30",
  certs="ARRT_R:2027-12,ARRT_CT:2027-12,BLS:2028-01", fmt="docx", intent="J11:3")
c("Samuel Ochoa", "RADTECH", "90805", "CT:40; MRI:30", lic="RAD:CA:2028-06-30",
  certs="ARRT_R:2028-03,ARRT_CT:2028-03,ARRT_MR:2028-03,BLS:2028-01", intent="J11:3")
c("Emily Zhang", "RADTECH", "90019", "XRAY:60|Diagnostic Radiology", lic="RAD:CA:2028-06-30",
  certs="ARRT_R:2028-01,ARRT_CT:2028-01,BLS:2028-01", intent="J11:2",
  summary="Radiographer with 5 years in diagnostic X-ray. Passed the ARRT CT registry in 2025 and cross-trained "
          "on the scanner during coverage shifts; looking for my first full CT position.")
c("Carlos Ramirez", "RADTECH", "90032", "CT:38", lic="RAD:CA:2028-06-30",
  certs="ARRT_R:2028-01,ARRT_CT:2028-01,BLS:2026-01", intent="J11:2")
c("Amanda Foster", "RADTECH", "90041", "XRAY:30; CT:8|Outpatient CT", lic="RAD:CA:2028-06-30",
  certs="ARRT_R:2028-01,ARRT_CT:2028-01,BLS:2028-01", fmt="pdf", intent="J11:2")
c("Patricia Gomez", "RADTECH", "90044", "XRAY:72|General Radiography", lic="RAD:CA:2028-06-30",
  certs="ARRT_R:2028-01,BLS:2028-01", intent="J11:1")
c("Kevin Walsh", "RADTECH", "93301", "CT:50", lic="RAD:CA:2028-06-30", certs="ARRT_R:2028-01,ARRT_CT:2028-01,BLS:2028-01",
  intent="J11:1")
c("Diane Howard", "RADTECH", "90046", "MRI:60|MRI", lic="RAD:CA:2028-06-30", certs="ARRT_R:2028-01,ARRT_MR:2028-01,BLS:2028-01",
  intent="J11:1")
c("Luz Herrera", "XRAY_LIMITED", "90011", "LIMITED_GEN:60", intent="J11:0")
c("Brandon Scott", "RADTECH", "90038", "CT:48@AZ", lic="RAD:AZ:2028-04-30",
  certs="ARRT_R:2028-01,ARRT_CT:2028-01,BLS:2028-01", ended="2026-07",
  relocate="Relocated to Los Angeles in August 2026; will apply for the California CRT.", intent="J11:0")
c("Omar Haddad", "NMT", "90036", "NMT_GEN:60", intent="J11:0")

# ------------------------------------------------------------ J12 Nashville CST, main OR, days
c("Jasmine Carter", "SURGTECH", "37206", "ST_OR:48|Main OR", certs="CST:2028-12,BLS:2028-01", intent="J12:3")
c("Tyler Green", "SURGTECH", "37027", "ST_OR:26|CVOR", certs="CST:2028-12,BLS:2028-01", body="full", intent="J12:3")
c("Rhonda Pierce", "SURGTECH", "37075", "ST_OR:120|Ortho/Neuro OR", certs="CST:2029-06,BLS:2028-01", fmt="docx",
  intent="J12:3")
c("Bianca Flores", "SURGTECH", "37211", "ST_LD:40|Labor & Delivery OR", certs="CST:2028-12,BLS:2028-01", intent="J12:2")
c("Cody Simmons", "SURGTECH", "37013", "ST_OR:40", certs="CST:2025-12,BLS:2028-01", intent="J12:2")
c("Maya Patel", "SURGTECH", "37209", "ST_ENDO:24|Endoscopy; ST_OR:8|Ambulatory Surgery Center OR",
  certs="CST:2028-12,BLS:2028-01", intent="J12:2")
c("Travis Cole", "SURGTECH", "37919", "ST_OR:60", certs="CST:2028-12,BLS:2028-01", intent="J12:1")
c("Kendra Wilson", "SURGTECH", "37207", "ST_ENDO:48|GI Lab", certs="CST:2028-12,BLS:2028-01", intent="J12:1")
c("Luis Ortega", "SURGTECH", "37115", "ST_ENDO:20; ST_OR:9", certs="CST:2028-06", intent="J12:1")
c("Dana Whitfield", "SPD", "37208", "SPD_GEN:60", certs="CRCST", intent="J12:0")
c("Ava Thompson", "RN", "37212", "OR:48|Main OR", lic="RN:TN:2028-01-31:m", certs="BLS:2028-01", intent="J12:0")

# ------------------------------------------------------------ J13 Charlotte MLS core lab
c("Grace Liu", "MLS", "28209", "LAB_CORE:60|Generalist", certs="MLS_ASCP:2028-12", intent="J13:3")
c("Marcus Freeman", "MLS", "28105", "LAB_CORE:36|Chemistry", certs="MLS_ASCP:2028-12", fmt="pdf", intent="J13:3")
c("Esther Kim", "MLS", "28027", "LAB_CORE:26|Hematology & Coagulation; LAB_MICRO:14", certs="MLS_ASCP:2028-12",
  intent="J13:3")
c("Anthony Russo", "MLS", "28211", "LAB_BLOODBANK:50|Blood Bank", certs="MLS_ASCP:2028-12,BB_ASCP", intent="J13:2")
c("Tiffany Greene", "MLS", "28213", "LAB_CORE:48|Core Lab (Chemistry/Hematology)", intent="J13:2",
  summary="Medical laboratory scientist, 4 years on the core lab bench (chemistry and hematology). ASCP "
          "eligible; board exam scheduled for January 2027.")
c("Rahul Mehta", "MLS", "28262", "LAB_MICRO:30|Microbiology; LAB_CORE:7", certs="MLS_ASCP:2028-12", intent="J13:2")
c("Karen Whitaker", "MLS", "27606", "LAB_CORE:70", certs="MLS_ASCP:2028-12", intent="J13:1")
c("Derek Owens", "MLS", "28269", "LAB_MICRO:60|Clinical Microbiology", certs="MLS_ASCP:2028-12", fmt="docx",
  intent="J13:1")
c("Ines Carvalho", "MLS", "28277", "LAB_MICRO:20; LAB_BLOODBANK:9", intent="J13:1")
c("Brittany Nolan", "MLT", "28216", "MLT_GEN:60", certs="MLT_ASCP", intent="J13:0")
c("Jerome Bailey", "PHLEB", "28212", "PHLEB_GEN:48", intent="J13:0")
c("Wen Zhao", "RESEARCH", "28223", "RESEARCH_GEN:40", intent="J13:0")

# ------------------------------------------------------------ J14 Denver backend Go, hybrid (25 mi)
c("Alex Novak", "SWE", "80205", "BE_GO:75", intent="J14:3")
c("Priyanka Iyer", "SWE", "80226", "BE_GO:48; BE_JAVA:30", fmt="docx", intent="J14:3")
c("Sean Murphy", "SWE", "80014", "BE_GO:42; BE_PY:44", intent="J14:3")
c("Daniel Wu", "SWE", "80209", "BE_JAVA:72", intent="J14:2")
c("Hannah Fischer", "SWE", "80211", "BE_PY:20; BE_GO:24", intent="J14:2")
c("Marco Bianchi", "SWE", "80246", fmt=None, body="fieldsonly",
  fields=dict(profession="Software Engineer", specialty="Backend - Go", specs=["BE_GO"]), intent="J14:2")
c("Kyle Robinson", "SWE", "80903", "BE_GO:70", intent="J14:1")
c("Jenna Morales", "SWE", "80218", "FE_REACT:60", fmt="pdf", intent="J14:1")
c("Ethan Clarke", "SWE", "80232", "DEVOPS:30; BE_PY:20", intent="J14:1")
c("Olivia Bennett", "DATA_ANALYST", "80203", "DA_GEN:60", intent="J14:0")
c("Tony Russo", "ITSUPPORT", "80010", "ITSUP_GEN:60", intent="J14:0")

# ------------------------------------------------------------ J15 remote senior Java (5 y)
c("Robert Kaminski", "SWE", "44113", "BE_JAVA:96", intent="J15:3")
c("Ana Souza", "SWE", "78704", "BE_JAVA:74|Java and Kotlin", fmt="docx", intent="J15:3")
c("Vikram Desai", "SWE", "08817", "BE_JAVA:144", intent="J15:3")
c("Tracy Nguyen", "SWE", "97205", "BE_CSHARP:84", intent="J15:2")
c("Ben Carter", "SWE", "27601", "BE_GO:40; BE_JAVA:50", intent="J15:2")
c("Laura Chen", "SWE", "10011", fmt=None, body="fieldsonly",
  fields=dict(profession="Java Developer", specialty="Java / Spring", specs=["BE_JAVA"]), intent="J15:2")
c("Omar Farah", "SWE", "55414", "BE_NODE:24", intent="J15:1")
c("Grace Park", "SWE", "94110", "MOBILE:72", intent="J15:1")
c("Hugo Martin", "SWE", "30318", "FE_ANGULAR:84", fmt="pdf", intent="J15:1")
c("Diane Foster", "QA", "33647", "QA_GEN:72", intent="J15:0")
c("Ray Simmons", "DATA_ANALYST", "60614", "DA_GEN:50", intent="J15:0")

# ------------------------------------------------------------ J16 Seattle React, hybrid (40 mi)
c("Lily Chen", "SWE", "98122", "FE_REACT:50", intent="J16:3")
c("Noah Patel", "SWE", "98052", "BE_NODE+FE_REACT:66|Full Stack (React/Node)", intent="J16:3")
c("Sophie Martin", "SWE", "98402", "FE_REACT:38", fmt="docx", intent="J16:3")
c("Jared Wilson", "SWE", "98006", "FE_ANGULAR:60", intent="J16:2")
c("Mina Kang", "SWE", "98117", "BE_NODE:24; FE_REACT:15", intent="J16:2")
c("Carlos Diaz", "SWE", "98034", "FE_VUE:48", intent="J16:2")
c("Emma Larson", "SWE", "97209", "FE_REACT:72", intent="J16:1")
c("Jason Lee", "SWE", "98109", "BE_JAVA:72", intent="J16:1")
c("Ruby Alvarez", "SWE", "98501", "FE_REACT:40", intent="J16:1")
c("Tess Holloway", "DESIGNER", "98121", "UX_GEN:60", intent="J16:0")
c("Dev Malhotra", "QA", "98101", "QA_GEN:50", intent="J16:0")

# ------------------------------------------------------------ J17 remote data engineer (3 y)
c("Nadia Petrov", "SWE", "60657", "DATA_ENG:70", intent="J17:3")
c("Marcus Johnson", "SWE", "30309", "DATA_ENG:48; BE_PY:24", intent="J17:3")
c("Wei Zhang", "SWE", "27513", "DATA_ENG:84", fmt="pdf", intent="J17:3")
c("Sara Lindberg", "SWE", "55403", "BE_PY:72", intent="J17:2")
c("Hiro Sato", "SWE", "98105", "DEVOPS:20; DATA_ENG:24", intent="J17:2")
c("Peter Novak", "SWE", "80220", "BE_PY:66", intent="J17:2")
c("Irene Walsh", "SWE", "19103", "BE_PY:20", intent="J17:1")
c("Leo Moreau", "SWE", "02116", "FE_VUE:60", intent="J17:1")
c("Ashok Kumar", "SWE", "75201", "DEVOPS:72", intent="J17:1")
c("Chelsea Grant", "DATA_ANALYST", "60601", "DA_GEN:72", intent="J17:0")
c("Ibrahim Musa", "DATA_SCIENTIST", "10003", "DS_GEN:48", intent="J17:0")

# ------------------------------------------------------------ J18 Houston commercial electrician, TX licence, 30 mi locals only
c("Jose Ramirez", "ELECTRICIAN", "77506", "ELEC_COMMERCIAL:84", lic="ELEC_JOURNEYMAN:TX:2027-11-30", certs="OSHA30",
  intent="J18:3")
c("Wayne Dupree", "ELECTRICIAN", "77449", "ELEC_COMMERCIAL:90; ELEC_INDUSTRIAL:60", lic="ELEC_MASTER:TX:2027-10-31",
  fmt="docx", intent="J18:3")
c("Luis Garcia", "ELECTRICIAN", "77478", "ELEC_COMMERCIAL:60", lic="ELEC_JOURNEYMAN:TX:2027-11-30", intent="J18:3")
c("Terrence Boudreaux", "ELECTRICIAN", "77520", "ELEC_INDUSTRIAL:72|Petrochemical / Industrial",
  lic="ELEC_JOURNEYMAN:TX:2027-11-30", intent="J18:2")
c("Miguel Santos", "ELECTRICIAN", "77093", "ELEC_RESIDENTIAL:30; ELEC_COMMERCIAL:36", lic="ELEC_JOURNEYMAN:TX:2027-11-30",
  intent="J18:2")
c("Kenny Tran", "ELECTRICIAN", "77536", "ELEC_INDUSTRIAL:56|Industrial Plant Maintenance",
  lic="ELEC_JOURNEYMAN:TX:2027-11-30", intent="J18:2")
c("Bobby Hutchins", "ELECTRICIAN", "77089", "ELEC_RESIDENTIAL:96", lic="ELEC_JOURNEYMAN:TX:2027-11-30", intent="J18:1")
c("Dwayne Carter", "ELECTRICIAN", "77045", "ELEC_RESIDENTIAL:40; ELEC_INDUSTRIAL:20", lic="ELEC_JOURNEYMAN:TX:2027-11-30",
  intent="J18:1")
c("Ricky Salinas", "ELECTRICIAN", "77502", "ELEC_RESIDENTIAL:50|Residential Service", lic="ELEC_JOURNEYMAN:TX:2027-11-30",
  intent="J18:1")
c("Curtis Fontenot", "ELECTRICIAN", "77701", "ELEC_COMMERCIAL:80", lic="ELEC_JOURNEYMAN:TX:2027-11-30", intent="J18:0")
c("Eddie Morales", "ELECTRICIAN", "77012", "ELEC_COMMERCIAL:52", lic="ELEC_APPRENTICE:TX:2027-12-31", intent="J18:0")
c("Jean Landry", "ELECTRICIAN", "77008", "ELEC_COMMERCIAL:70@LA", lic="ELEC_JOURNEYMAN:LA:2028-06-30", ended="2026-08",
  relocate="Moved to Houston in September 2026.", intent="J18:0")
c("Sam Whitley", "ELECTRICIAN", "75201", "ELEC_COMMERCIAL:144", lic="ELEC_MASTER:TX:2027-10-31", intent="J18:0")

# ------------------------------------------------------------ J19 Phoenix commercial HVAC, EPA 608 Universal (hard)
c("Ramon Aguilar", "HVAC", "85204", "HVAC_COMMERCIAL:72", certs="EPA608_UNIVERSAL,NATE", intent="J19:3")
c("Trent Walker", "HVAC", "85301", "HVAC_COMMERCIAL:48|Commercial Service (RTUs/Chillers)", certs="EPA608_UNIVERSAL",
  intent="J19:3")
c("Josh Medina", "HVAC", "85282", "HVAC_COMMERCIAL:120; HVAC_RESIDENTIAL:24", certs="EPA608_UNIVERSAL,OSHA10",
  fmt="docx", intent="J19:3")
c("Derek Holt", "HVAC", "85029", "HVAC_RESIDENTIAL:60", certs="EPA608_UNIVERSAL", intent="J19:2")
c("Manny Ochoa", "HVAC", "85008", "REFRIGERATION:50|Supermarket Refrigeration", certs="EPA608_UNIVERSAL", intent="J19:2")
c("Cole Benson", "HVAC", "85224", "HVAC_RESIDENTIAL:30; HVAC_COMMERCIAL:24", certs="EPA608_UNIVERSAL", intent="J19:2")
c("Arturo Pena", "HVAC", "85705", "HVAC_COMMERCIAL:96", certs="EPA608_UNIVERSAL", intent="J19:1")
c("Kyle Dawson", "HVAC", "85043", "HVAC_RESIDENTIAL:18", certs="EPA608_UNIVERSAL", intent="J19:1")
c("Brent Miller", "HVAC", "86001", "HVAC_COMMERCIAL:60", certs="EPA608_UNIVERSAL", fmt="pdf", intent="J19:1")
c("Hector Ruiz", "HVAC", "85035", "HVAC_COMMERCIAL:84", certs="EPA608_TYPE2", intent="J19:0")
c("Gary Lutz", "PLUMBER", "85020", "PLUMB_GEN:100", intent="J19:0")
c("Shane O'Neil", "HVAC", "85021", "HVAC_COMMERCIAL:40", intent="J19:0")

# ------------------------------------------------------------ J20 Charlotte structural welder, AWS D1.1, 1st shift
c("Dale Hutchins", "WELDER", "28214", "WELD_STRUCTURAL:72", certs="AWS_D11", intent="J20:3")
c("Jose Mejia", "WELDER", "28052", "WELD_STRUCTURAL:48|Structural Steel Erection", certs="AWS_D11,OSHA10", intent="J20:3")
c("Randy Crowder", "WELDER", "29732", "WELD_STRUCTURAL:108", certs="AWS_D11", fmt="docx", intent="J20:3")
c("Billy Tucker", "WELDER", "28216", "WELD_PIPE:96|Process Piping", certs="AWS_D11,ASME_IX", intent="J20:2")
c("Marcus Dean", "WELDER", "28269", "WELD_STRUCTURAL:60", certs="AWS_D11:2024-06", intent="J20:2")
c("Aaron Pruitt", "WELDER", "28120", "WELD_PRODUCTION:30; WELD_STRUCTURAL:24", certs="AWS_D11", intent="J20:2")
c("Sergio Vargas", "WELDER", "28210", "WELD_STRUCTURAL:50", certs="AWS_D11", shift="evenings", intent="J20:2")
c("Cody Barnes", "WELDER", "28027", "WELD_PRODUCTION:72|Production Welding", intent="J20:1")
c("Luis Navarro", "WELDER", "28217", "WELD_PIPE:60", certs="ASME_IX,API1104", intent="J20:1")
c("Wade Pickett", "WELDER", "27405", "WELD_STRUCTURAL:84", certs="AWS_D11", intent="J20:1")
c("Rusty Combs", "FITTER", "28273", "FITTER_GEN:60", intent="J20:0")
c("Darius King", "IRONWORKER", "28215", "IRONWORKER_GEN:72", intent="J20:0")

# ------------------------------------------------------------ J21 Forest Park CDL-A regional, within 50 mi only
c("Earl Jenkins", "CDL", "30236", "CDL_TT:60|Regional Dry Van", lic="CDL_A:GA:2031-06-30", certs="DOT_MED:2028-03",
  intent="J21:3")
c("Maurice Tate", "CDL", "30253", "CDL_TT:36|Regional Reefer; FORKLIFT_GEN:24", lic="CDL_A:GA:2030-08-31:eHN",
  certs="DOT_MED:2027-12", intent="J21:3")
c("Danny Whitfield", "CDL", "30263", "CDL_TT:120|OTR Dry Van", lic="CDL_A:GA:2029-04-30", certs="DOT_MED:2028-06",
  fmt="pdf", intent="J21:3")
c("Reggie Holmes", "CDL", "30281", "CDL_TANKER:50|Fuel Tanker", lic="CDL_A:GA:2030-02-28:eHNT", certs="DOT_MED:2028-01",
  intent="J21:2")
c("Jimmy Sparks", "CDL", "30294", "CDL_TT:48", lic="CDL_A:GA:2030-02-28", certs="DOT_MED:2026-04", intent="J21:2")
c("Tony Webb", "CDL", "30260", "CDL_LOCALB:20|Local Delivery (Class B box truck); CDL_TT:16", lic="CDL_A:GA:2030-02-28",
  certs="DOT_MED:2028-01", intent="J21:2")
c("Lamar Price", "CDL", "30349", "CDL_LOCALB:60|Local Route Delivery", lic="CDL_A:GA:2030-02-28", certs="DOT_MED:2028-01",
  intent="J21:1")
c("Curtis Bell", "CDL", "30228", "CDL_LOCALB:40; CDL_FLATBED:12", lic="CDL_A:GA:2030-02-28", certs="DOT_MED:2028-01",
  intent="J21:1")
c("Wesley Moon", "CDL", "30274", "CDL_TANKER:40", lic="CDL_A:GA:2030-02-28:eN", certs="DOT_MED:2026-02", intent="J21:1")
c("Frank Dixon", "CDL", "30288", "CDL_LOCALB:80", lic="CDL_B:GA:2030-01-31", certs="DOT_MED:2028-01", intent="J21:0")
c("Billy Hale", "CDL", "37411", "CDL_TT:90", lic="CDL_A:TN:2030-05-31", certs="DOT_MED:2028-01", intent="J21:0")
c("Andre Mack", "FORKLIFT", "30297", "FORKLIFT_GEN:60", certs="FORKLIFT", intent="J21:0")
c("Steve Pruitt", "CDL", "30215", "CDL_TT:70", lic="CDL_A:GA:2026-03-31", certs="DOT_MED:2028-01", intent="J21:0")

# ------------------------------------------------------------ J22 La Vergne industrial maintenance, 2nd shift
c("Ronnie Gibbs", "MAINT", "37167", "MAINT_INDUSTRIAL:60", certs="PLC", shift="evenings", intent="J22:3")
c("Jason Pruett", "MAINT", "37130", "MAINT_INDUSTRIAL:96|Plant Maintenance", intent="J22:3")
c("Marlon Hayes", "MAINT", "37013", "MAINT_INDUSTRIAL:48|Manufacturing Maintenance; MAINT_FACILITIES:30", fmt="docx",
  intent="J22:3")
c("Greg Foley", "MAINT", "37211", "MAINT_FACILITIES:72|Building Maintenance", intent="J22:2")
c("Tommy Vance", "MAINT", "37127", "MAINT_INDUSTRIAL:52", shift="days", intent="J22:2")
c("Dwight Cross", "MAINT", "37210", "MAINT_FACILITIES:30; MAINT_INDUSTRIAL:24", intent="J22:2")
c("Larry Combs", "MAINT", "37421", "MAINT_INDUSTRIAL:80", intent="J22:1")
c("Kevin Stroud", "MAINT", "37217", "MAINT_FACILITIES:18", ended="2025-10", intent="J22:1")
c("Barry Newsome", "MAINT", "37920", "MAINT_INDUSTRIAL:60", fmt="pdf", intent="J22:1")
c("Rodney Sims", "CUSTODIAN", "37086", "CUSTODIAN_GEN:60", intent="J22:0")
c("Phil Grant", "ELECTRICIAN", "37204", "ELEC_INDUSTRIAL:60", intent="J22:0")

"""Nursing candidates, built on purpose around the nursing jobs (J01-J08, J23, J24)."""
from model import c

# ------------------------------------------------------------ J01 Chicago MICU, IL licence only, nights
c("Maria Delgado", "RN", "60614", "ICU:64|Medical ICU; MEDSURG:36|6 West Med-Surg",
  lic="RN:IL:2028-05-31", certs="BLS:2028-03,ACLS:2027-12,CCRN:2028-06", shift="nights", body="contact",
  intent="J01:3")
c("Kevin O'Brien", "RN", "60201", "ICU:40|CVICU", lic="RN:IL:2028-05-31", certs="BLS,ACLS", fmt="docx",
  intent="J01:3")
c("Aisha Rahman", "RN", "60302", "ICU:30|Surgical ICU; MEDSURG:36|Med/Surg; CNA_GEN:20",
  lic="RN:IL:2028-05-31", certs="BLS:2028-01,ACLS:2028-01", intent="J01:3",
  summary="ICU nurse (SICU, 2.5 years) who started as a CNA and spent three years on a med-surg floor "
          "before moving to critical care.")
c("Tomasz Kowalczyk", "RN", "60630", "ICU:28|Neuro ICU; ICU:36@WI|Trauma ICU",
  lic="RN:IL:2028-05-31,RN:WI:2028-02-29", certs="BLS:2027-11,ACLS:2027-11,TNCC:2029-04", shift="flex",
  body="full", intent="J01:3")
c("Grace Okafor", "RN", "60657", "PCU:50|Step-Down", lic="RN:IL:2028-05-31",
  certs="BLS:2028-04,ACLS:2028-04,PCCN", intent="J01:2")
c("Daniel Reyes", "RN", "60640", "ICU:60|Cardiac ICU", lic="RN:IL:2028-05-31", certs="BLS:2028-02,ACLS:2026-07",
  fmt="pdf", intent="J01:2")
c("Hannah Lindqvist", "RN", "60626", "ICU:72|MICU", lic="RN:IL:2028-05-31", certs="BLS:2028-05,ACLS:2028-05",
  shift="days", intent="J01:2")
c("Marcus Bell", "RN", "60455", "CLINIC:14; ICU:16|SICU; MEDSURG:30", lic="RN:IL:2028-05-31",
  certs="BLS:2027-12,ACLS:2027-12", intent="J01:2")
c("Rebecca Stein", "RN", "53202", "ICU:55|Medical ICU", lic="RN:WI:2028-02-29:m,RN:IL:2028-05-31",
  certs="BLS:2028-01,ACLS:2028-01", intent="J01:1")
c("Luis Herrera", "RN", "60616", "PCU:40|Progressive Care Unit", lic="RN:IL:2028-05-31",
  certs="BLS:2028-01,ACLS:2026-03", body="full", intent="J01:1")
c("Jennifer Walsh", "RN", "60618", "MEDSURG:70", lic="RN:IL:2028-05-31", certs="BLS:2028-06", intent="J01:1")
c("Priya Natarajan", "RN", "60609", "NICU:60|Level III NICU", lic="RN:IL:2028-05-31", certs="BLS:2028-02,NRP:2028-02",
  fmt="docx", intent="J01:1")
c("Samuel Adeyemi", "RN", "61107", "ICU:48|Critical Care Unit", lic="RN:IL:2028-05-31", certs="BLS:2028-02,ACLS:2028-02",
  intent="J01:1")
c("Brianna Kowalski", "RN", "46394", "ICU:60|MICU", lic="RN:IN:2028-10-31:m", certs="BLS:2028-01,ACLS:2028-01",
  intent="J01:0")
c("Darnell Jackson", "LPN", "60629", "LPN_GEN:84|Long-Term Care", lic="LPN:IL:2029-01-31", intent="J01:0")
c("Tyrone Mitchell", "PARAMEDIC", "60632", "EMS:96|Fire/EMS", certs="ACLS:2028-01,PALS:2028-01", intent="J01:0")
c("Katarzyna Nowak", "RN", "60647", "ICU:48|SICU", lic="RN:IL:2026-05-31", certs="BLS:2028-01,ACLS:2028-01",
  intent="J01:0")

# ------------------------------------------------------------ J06 Boston travel ICU, MA (endorsement pending ok)
c("Erin McCarthy", "RN", "02130", "ICU:62|SICU", lic="RN:MA:2028-09-30", certs="BLS:2028-02,ACLS:2028-02",
  intent="J06:3")
c("Olivia Grant", "RN", "33611", "T:ICU:3x6; ICU:48@FL|CVICU", lic="RN:FL:2028-07-31:m,RN:MA:2028-03-31",
  certs="BLS:2028-01,ACLS:2028-01,CCRN", travel_states=["MA", "NC", "TX", "CO", "VA", "AZ"], fmt="docx",
  intent="J06:3")
c("Jamal Washington", "RN", "01604", "ICU:38|CVICU; TELE:24", lic="RN:MA:2027-11-30", certs="BLS:2028-03,ACLS:2028-03",
  intent="J06:3")
c("Sofia Marchetti", "RN", "03101", "T:ICU:3x4; ICU:40@NH|Adult ICU", lic="RN:NH:2028-05-31:m,RN:MA:2028-04-30",
  certs="BLS:2027-10,ACLS:2027-10", travel_states=["MA", "VA", "NC", "FL"], intent="J06:3")
c("Brandon Hughes", "RN", "78701", "ICU:72|MICU", lic="RN:TX:2028-08-31:m", pend="RN:MA",
  certs="BLS:2028-01,ACLS:2028-01", intent="J06:2")
c("Megan Sullivan", "RN", "02148", "PCU:54|Intermediate Care (IMC)", lic="RN:MA:2028-01-31",
  certs="BLS:2028-01,ACLS:2028-01", intent="J06:2")
c("Thanh Nguyen", "RN", "02169", "ICU:60|Medical ICU", lic="RN:MA:2028-02-29", certs="BLS:2028-02,ACLS:2025-11",
  fmt="pdf", intent="J06:2")
c("Ashley Carter", "RN", "30305", "ICU:66|Neuro ICU", lic="RN:GA:2028-09-30:m", certs="BLS:2028-02,ACLS:2028-02",
  intent="J06:1")
c("Patrick Doyle", "RN", "02124", "ONC:60|Oncology / BMT", lic="RN:MA:2028-06-30", certs="BLS:2028-06,ONS",
  intent="J06:1")
c("Yuki Tanaka", "RN", "02139", "PSYCH:20; PCU:15|Stepdown Unit", lic="RN:MA:2028-06-30",
  certs="BLS:2028-01,ACLS:2028-01", intent="J06:1")
c("Kayla Robinson", "CNA", "02121", "CNA_GEN:40|Medical ICU", intent="J06:0")

# ------------------------------------------------------------ J02 Houston travel ED, TX or compact, nights
c("Cody Parker", "RN", "73112", "T:ED:3x5; ED:40@OK|Emergency Department", lic="RN:OK:2028-04-30:m",
  certs="BLS:2028-01,ACLS:2028-01,PALS:2027-11,TNCC:2029-05", shift="nights", style="travel", intent="J02:3")
c("Gabriela Flores", "RN", "77024", "ED:74|Level I Trauma Center ED", lic="RN:TX:2028-06-30:m",
  certs="BLS:2028-02,ACLS:2028-02,PALS:2028-02", body="full", intent="J02:3")
c("Dakota Chee", "RN", "87102", "ED:38|ER; URGENT:20", lic="RN:NM:2028-03-31:m",
  certs="BLS:2027-12,ACLS:2027-12,PALS:2027-12,CEN", intent="J02:3")
c("Renee Thibodeaux", "RN", "70808", "ED:52|Emergency Department", lic="RN:LA:2028-01-31:m",
  certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01", fmt="docx", intent="J02:3")
c("Hector Villanueva", "RN", "77036", "URGENT:66|Urgent Care Center", lic="RN:TX:2028-05-31:m",
  certs="BLS,ACLS,PALS", intent="J02:2")
c("Stephanie Ruiz", "RN", "77584", "ED:72", lic="RN:TX:2028-10-31:m", certs="BLS:2028-03,ACLS:2028-03", intent="J02:2")
c("Nathan Brooks", "RN", "80012", "ED:60|Emergency Department", lic="RN:CO:2028-07-31:m",
  certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01", shift="days", intent="J02:2")
c("Vanessa Ortiz", "RN", "77057", "CLINIC:20; ED:18|ER", lic="RN:TX:2028-02-29:m",
  certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01", intent="J02:2")
c("Brian Foster", "RN", "77098", "SCHOOL:30; URGENT:10", lic="RN:TX:2028-04-30:m", certs="BLS:2028-04,ACLS:2028-04",
  intent="J02:1")
c("Kimberly Tran", "RN", "77082", "ICU:70|MICU", lic="RN:TX:2028-09-30:m", certs="BLS:2028-01,ACLS:2028-01",
  intent="J02:1")
c("Raymond Castillo", "RN", "77506", "ED:50", lic="RN:TX:2028-03-31", certs="BLS:2028-01,ACLS:2028-01,PALS:2026-02",
  shift="days", intent="J02:1")
c("Jordan Mills", "PARAMEDIC", "77004", "EMS:84|Fire/EMS", certs="ACLS:2028-01,PALS:2028-01", intent="J02:0")
c("Alicia Moreno", "RN", "90022", "ED:96", lic="RN:CA:2028-11-30", certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01",
  intent="J02:0")
c("Rachel Goldberg", "RN", "10025", "ED:60|Emergency Room", lic="RN:NY:2028-03-31",
  certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01", fmt="pdf", intent="J02:0")

# ------------------------------------------------------------ J24 Minneapolis per diem ED, MN licence only
c("Erik Johansson", "RN", "55406", "ED:64|Emergency Department", lic="RN:MN:2028-05-31",
  certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01,TNCC:2029-01", intent="J24:3")
c("Amina Yusuf", "RN", "55104", "ED:40|Level I Trauma Center ED; MEDSURG:24", lic="RN:MN:2027-12-31",
  certs="BLS:2027-12,ACLS:2027-12,PALS:2027-12", body="full", intent="J24:3")
c("Paul Lindgren", "RN", "55420", "T:ED:3x4; ED:36|ER", lic="RN:MN:2028-08-31,RN:WI:2028-02-29",
  certs="BLS:2028-02,ACLS:2028-02,PALS:2028-02", travel_states=["WI"], intent="J24:3")
c("Nora Halvorsen", "RN", "55416", "URGENT:50|Urgent Care", lic="RN:MN:2028-05-31",
  certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01", intent="J24:2")
c("Abdi Hassan", "RN", "55407", "ED:70", lic="RN:MN:2028-05-31", certs="BLS:2028-01,ACLS:2028-01", fmt="docx",
  intent="J24:2")
c("Claire Dubois", "RN", "55105", "SCHOOL:26; ED:17|ER", lic="RN:MN:2028-05-31",
  certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01", intent="J24:2")
c("Gunnar Olson", "RN", "55811", "ED:60", lic="RN:MN:2028-05-31", certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01",
  intent="J24:1")
c("Mai Vang", "RN", "55117", "ICU:48|MICU", lic="RN:MN:2028-05-31", certs="BLS:2028-01,ACLS:2028-01", intent="J24:1")
c("Tessa Kline", "RN", "54701", "ED:48", lic="RN:WI:2028-02-29:m,RN:MN:2028-03-31",
  certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01", intent="J24:1")
c("Jacob Schmidt", "RN", "54016", "ED:55", lic="RN:WI:2028-02-29:m", certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01",
  intent="J24:0")
c("Lena Fischer", "RN", "55408", "ED:44@WI", lic="RN:WI:2028-02-29", certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01",
  intent="J24:0")
c("Andre Thompson", "PARAMEDIC", "55411", "EMS:72|911 Response", intent="J24:0")

# ------------------------------------------------------------ J03 Atlanta Med-Surg days, GA or compact
c("Keisha Williams", "RN", "30030", "MEDSURG:40|Medical-Surgical", lic="RN:GA:2028-09-30:m", certs="BLS:2028-05",
  shift="days", intent="J03:3")
c("Rosa Jimenez", "RN", "30080", "MEDSURG:28|Ortho/Surgical (Med-Surg); CNA_GEN:30", lic="RN:GA:2028-04-30:m",
  certs="BLS:2028-04", fmt="docx", intent="J03:3")
c("William Clarke", "RN", "30075", "MEDSURG:96|Med/Surg", lic="RN:GA:2027-10-31", certs="BLS:2028-01", intent="J03:3")
c("Tamika Harris", "RN", "30310", "MEDSURG:30", lic="RN:GA:2028-09-30:m", certs="BLS:2028-01", shift="flex",
  body="full", intent="J03:3")
c("Oluwaseun Bakare", "RN", "30084", "TELE:36|Cardiac Telemetry", lic="RN:GA:2028-01-31:m",
  certs="BLS:2028-01,ACLS:2028-01", intent="J03:2")
c("Megan Price", "RN", "30316", "MEDSURG:50", lic="RN:GA:2028-09-30:m", certs="BLS:2028-01", shift="nights",
  intent="J03:2")
c("Chloe Bennett", "RN", "30306", "LTC:30; MEDSURG:8|Med-Surg", lic="RN:GA:2028-09-30:m", certs="BLS:2028-01",
  intent="J03:2")
c("Derrick Coleman", "RN", "30349", "MEDSURG:60", lic="RN:GA:2028-09-30:m", certs="BLS:2026-08", fmt="pdf",
  intent="J03:2")
c("Lauren Fitzgerald", "RN", "31204", "MEDSURG:72", lic="RN:GA:2028-09-30:m", certs="BLS:2028-01", intent="J03:1")
c("Andre Baptiste", "RN", "30331", "PSYCH:60|Behavioral Health", lic="RN:GA:2028-09-30:m", certs="BLS:2028-01",
  intent="J03:1")
c("Jasmine Reed", "RN", "30311", "CLINIC:30; TELE:8", lic="RN:GA:2028-09-30:m", certs="BLS:2028-01",
  shift="nights", intent="J03:1")
c("Brittany Moore", "LPN", "30315", "LPN_GEN:60|Med-Surg", lic="LPN:GA:2028-01-31", intent="J03:0")
c("Carlos Mendoza", "PCT", "30318", "PCT_GEN:40|Med-Surg", intent="J03:0")
c("Samantha Lee", "RN", "30309", "MEDSURG:48@TX", lic="RN:TX:2028-05-31", certs="BLS:2028-01", ended="2026-07",
  relocate="Relocated to Atlanta in August 2026.", intent="J03:0")
c("Ebony Jackson", "CNA", "30314", "CNA_GEN:50", intent="J03:0")

# ------------------------------------------------------------ J07 Tampa travel Tele, FL or compact
c("Melissa Grant", "RN", "28210", "T:TELE:3x4; TELE:30@NC|Telemetry/Cardiac", lic="RN:NC:2028-03-31:m",
  certs="BLS:2028-01,ACLS:2028-01", intent="J07:3")
c("Jorge Alvarez", "RN", "33614", "TELE:48|5 North Tele", lic="RN:FL::m", certs="BLS:2028-01,ACLS:2028-01",
  intent="J07:3")
c("Bethany Cole", "RN", "32207", "TELE:26|Cardiac Telemetry; MEDSURG:20", lic="RN:FL:2028-04-30:m",
  certs="BLS:2028-01,ACLS:2028-01", fmt="docx", intent="J07:3")
c("Ryan Murphy", "RN", "33612", "MEDSURG:60", lic="RN:FL:2028-04-30:m", certs="BLS:2028-01,ACLS:2028-01",
  intent="J07:2")
c("Latoya Simmons", "RN", "23220", "PCU:40|Progressive Care Unit", lic="RN:VA:2028-06-30:m",
  certs="BLS:2028-01,ACLS:2028-01,PCCN", intent="J07:2")
c("Kyle Anderson", "RN", "33710", "TELE:50|Telemetry", lic="RN:FL:2028-04-30:m", certs="BLS:2028-02", intent="J07:2")
c("Monica Perez", "RN", "33607", "HOMEHEALTH_RN:36; TELE:7|Tele unit", lic="RN:FL:2028-04-30:m", certs="BLS:2028-03",
  intent="J07:1")
c("Trevor Hall", "RN", "33511", "CLINIC:24; MEDSURG:8", lic="RN:FL:2028-04-30:m", certs="BLS:2028-01,ACLS:2028-01",
  intent="J07:1")
c("Diana Russo", "RN", "34236", "ONC:70", lic="RN:FL:2028-04-30:m", certs="BLS:2028-01,ACLS:2028-01", intent="J07:1")
c("Heather Knight", "RN", "75204", "TELE:60|Cardiac Telemetry", lic="RN:TX:2028-05-31",
  certs="BLS:2028-01,ACLS:2028-01", intent="J07:0")
c("Marisol Vega", "LPN", "33604", "LPN_GEN:60|Telemetry", lic="LPN:FL:2028-03-31", intent="J07:0")
c("Gregory Shaw", "RN", "95816", "TELE:80", lic="RN:CA:2028-01-31", pend="RN:FL", certs="BLS:2028-01,ACLS:2028-01",
  intent="J07:0")

# ------------------------------------------------------------ J04 Phoenix L&D, AZ or compact
c("Isabella Romero", "RN", "85281", "LD:72|Labor & Delivery", lic="RN:AZ:2028-03-31:m",
  certs="BLS:2028-01,NRP:2028-01,AWHONN", intent="J04:3")
c("Whitney Adams", "RN", "85201", "LD:36|Birthing Center (L&D); POSTPARTUM:24", lic="RN:AZ:2028-03-31:m",
  certs="BLS:2028-01,NRP:2028-01", body="full", intent="J04:3")
c("Fatima Siddiqui", "RN", "85308", "LD:120", lic="RN:AZ:2028-03-31:m", certs="BLS:2028-01,NRP:2028-01,RNC-OB",
  fmt="pdf", intent="J04:3")
c("Courtney Blake", "RN", "85251", "POSTPARTUM:50|Mother/Baby", lic="RN:AZ:2028-03-31:m", certs="BLS:2028-01,NRP:2028-01",
  intent="J04:2")
c("Angela Cruz", "RN", "85033", "LD:60", lic="RN:AZ:2028-03-31:m", certs="BLS:2028-01,NRP:2026-05", intent="J04:2")
c("Heidi Larson", "RN", "85032", "CLINIC:22; LD:18|Labor and Delivery", lic="RN:AZ:2028-03-31:m",
  certs="BLS:2028-01,NRP:2028-01", intent="J04:2")
c("Veronica Salazar", "RN", "85711", "LD:66", lic="RN:AZ:2028-03-31:m", certs="BLS:2028-01,NRP:2028-01", intent="J04:1")
c("Kristen Young", "RN", "85042", "PEDS:36; POSTPARTUM:8", lic="RN:AZ:2028-03-31:m", certs="BLS:2028-01",
  intent="J04:1")
c("Amber Nguyen", "RN", "85016", "NICU:60|Neonatal ICU", lic="RN:AZ:2028-03-31:m", certs="BLS:2028-01,NRP:2028-01",
  intent="J04:1")
c("Lucia Ferrara", "RN", "85018", "LD:84@CA", lic="RN:CA,RN:NV", certs="BLS:2028-01,NRP:2028-01", ended="2026-06",
  relocate="Moved to Phoenix in summer 2026.", intent="J04:0")
c("Tanya Brooks", "LPN", "85009", "LPN_GEN:48|Physician Office", lic="LPN:AZ:2028-06-30", intent="J04:0")
c("Summer Hale", "DOULA", "85004", "DOULA_GEN:60", intent="J04:0")

# ------------------------------------------------------------ J05 Los Angeles OR, CA licence (by start date ok), days
c("Michael Chen", "RN", "90012", "OR:60|Main OR", lic="RN:CA:2028-07-31", certs="BLS:2028-02,CNOR", intent="J05:3")
c("Elena Vasquez", "RN", "90503", "OR:96|Perioperative Services", lic="RN:CA:2028-07-31", certs="BLS:2028-02",
  fmt="docx", intent="J05:3")
c("Daniel Kim", "RN", "91101", "OR:36|Surgical Services (OR); MEDSURG:24", lic="RN:CA:2028-07-31",
  certs="BLS:2028-02", intent="J05:3")
c("Priscilla Tran", "RN", "90255", "PACU:48|Post-Anesthesia Care Unit", lic="RN:CA:2028-07-31",
  certs="BLS:2028-02,ACLS:2028-02", intent="J05:2")
c("Robert Garza", "RN", "90042", "OR:70@TX|Main OR", lic="RN:TX:2028-02-29:m", pend="RN:CA", certs="BLS:2028-02",
  ended="2026-08", relocate="Relocated to Los Angeles in September 2026.", intent="J05:2")
c("Stephanie Wong", "RN", "90063", "OR:64", lic="RN:CA:2028-07-31", certs="BLS:2026-04", intent="J05:2")
c("Armando Lopez", "RN", "90650", "CLINIC:30; OR:15|OR", lic="RN:CA:2028-07-31", certs="BLS:2028-02", intent="J05:2")
c("Jessica Albright", "RN", "92103", "OR:84", lic="RN:CA:2028-07-31", certs="BLS:2028-02", intent="J05:1")
c("Tyler Brooks", "RN", "91106", "OR:60@AZ", lic="RN:AZ:2028-05-31:m", certs="BLS:2028-02", ended="2026-06",
  relocate="Moved to Pasadena, CA in July 2026.", intent="J05:1")
c("Natalie Fernandez", "RN", "90026", "ED:60|Emergency Department", lic="RN:CA:2028-07-31",
  certs="BLS:2028-02,ACLS:2028-02,PALS:2028-02", intent="J05:1")
c("Marco Santos", "SURGTECH", "90031", "ST_OR:72", certs="CST:2028-12,BLS:2028-01", intent="J05:0")
c("Lydia Park", "LPN", "90004", "LPN_GEN:60|Med-Surg", lic="LPN:CA:2028-01-31", intent="J05:0")

# ------------------------------------------------------------ J08 Denver PCU days, CO or compact
c("Sarah Mitchell", "RN", "80203", "PCU:36|Progressive Care Unit", lic="RN:CO:2028-10-31:m",
  certs="BLS:2028-01,ACLS:2028-01,PCCN", shift="days", intent="J08:3")
c("Benjamin Ortiz", "RN", "80012", "PCU:62|Intermediate Care (IMC); TELE:24", lic="RN:CO:2028-10-31:m",
  certs="BLS:2028-01,ACLS:2028-01", intent="J08:3")
c("Rachel Kim", "RN", "80111", "PCU:30|Cardiac Step-Down", lic="RN:CO:2028-10-31:m", certs="BLS:2028-01,ACLS:2028-01",
  fmt="pdf", intent="J08:3")
c("Dylan Foster", "RN", "80220", "ICU:48|Cardiac ICU", lic="RN:CO:2028-10-31:m", certs="BLS:2028-01,ACLS:2028-01,CCRN",
  intent="J08:2")
c("Aaliyah Moore", "RN", "80210", "TELE:40|Telemetry", lic="RN:CO:2028-10-31:m", certs="BLS:2028-01,ACLS:2028-01",
  intent="J08:2")
c("Connor Walsh", "RN", "80014", "PCU:45|Step-Down", lic="RN:CO:2028-10-31:m", certs="BLS:2028-01,ACLS:2028-01",
  shift="nights", intent="J08:2")
c("Emily Sanders", "RN", "80918", "PCU:50", lic="RN:CO:2028-10-31:m", certs="BLS:2028-01,ACLS:2028-01", intent="J08:1")
c("Jose Martinez", "RN", "80219", "CLINIC:30; TELE:8|Tele unit", lic="RN:CO:2028-10-31:m", certs="BLS:2028-01",
  intent="J08:1")
c("Hailey Turner", "RN", "80204", "ED:60|ER", lic="RN:CO:2028-10-31:m", certs="BLS:2028-01,ACLS:2028-01,PALS:2028-01",
  intent="J08:1")
c("Victor Nguyen", "RN", "80206", "PCU:48@CA", lic="RN:CA:2028-06-30", certs="BLS:2028-01,ACLS:2028-01",
  ended="2026-09", relocate="Moved to Denver in October 2026; CA license only for now.", intent="J08:0")
c("Paige Collins", "CNA", "80205", "CNA_GEN:36|Progressive Care", intent="J08:0")

# ------------------------------------------------------------ J23 New York Mother/Baby, NY licence only
c("Ngozi Eze", "RN", "11215", "POSTPARTUM:48|Mother/Baby", lic="RN:NY:2028-03-31", certs="BLS:2028-01,NRP:2028-01",
  intent="J23:3")
c("Danielle Rivera", "RN", "07302", "POSTPARTUM:36|Couplet Care", lic="RN:NY:2028-09-30,RN:NJ:2028-05-31:m",
  certs="BLS:2028-01,NRP:2028-01", intent="J23:3")
c("Shira Cohen", "RN", "11375", "POSTPARTUM:72|Postpartum", lic="RN:NY:2028-03-31",
  certs="BLS:2028-01,NRP:2028-01,RNC-MNN", fmt="docx", intent="J23:3")
c("Yesenia Torres", "RN", "10463", "LD:60|Labor & Delivery", lic="RN:NY:2028-03-31", certs="BLS:2028-01,NRP:2028-01",
  intent="J23:2")
c("Molly Ryan", "RN", "11211", "POSTPARTUM:30|Maternity (Mother/Baby)", lic="RN:NY:2028-03-31",
  certs="BLS:2028-02,NRP:2025-12", intent="J23:2")
c("Kiara Johnson", "RN", "10027", "SCHOOL:18; POSTPARTUM:7|Postpartum", lic="RN:NY:2028-03-31",
  certs="BLS:2028-01,NRP:2028-01", intent="J23:2")
c("Bridget Kelly", "RN", "12203", "POSTPARTUM:60", lic="RN:NY:2028-03-31", certs="BLS:2028-01,NRP:2028-01",
  intent="J23:1")
c("Mei Lin", "RN", "11354", "PEDS:50|General Pediatrics", lic="RN:NY:2028-03-31", certs="BLS:2028-01,PALS:2028-01",
  intent="J23:1")
c("Adriana Silva", "RN", "10453", "CLINIC:20; LD:8", lic="RN:NY:2028-03-31", certs="BLS:2028-01", intent="J23:1")
c("Jillian Price", "RN", "07030", "POSTPARTUM:40|Mother-Baby Unit", lic="RN:NJ:2028-05-31:m",
  certs="BLS:2028-01,NRP:2028-01", intent="J23:0")
c("Rosa Delacruz", "LPN", "10468", "LPN_GEN:60|Long-Term Care", lic="LPN:NY:2028-03-31", intent="J23:0")

"""Nurses built around J01 (MICU Chicago), J22 (travel CVICU Richmond), J05 (PCU Nashville)."""
from model import P, R

# ----------------------------------------------------------------------------- J01 / J22 ICU
P("Marisol Quintero", "RN", "60647", body="contact", lay="classic",
  summary="Critical care nurse, 7 years in a 24-bed academic MICU after three years on a surgical floor. Comfortable with CRRT, proning and every pressor on the formulary.",
  roles=[R("Lakeshore University Medical Center", "Chicago, IL", "Staff RN, Medical ICU (7 Kellogg)", "ICU", "2019-06"),
         R("Mercy South Hospital", "Chicago, IL", "RN, 4 West Medical-Surgical", "Med-Surg", "2016-08", "2019-05")],
  lic=["RN IL 2028-05-31 #041.412233"], certs="BLS:2028-03 ACLS:2027-11",
  edu=["BSN, University of Illinois Chicago, 2016"])

P("Dariusz Kowalczyk", "RN", "60302", lay="narrative", fmt="docx",
  summary="I am a cardiac surgery ICU nurse and I prefer to work nights.",
  roles=[R("Riverside Heart Institute", "Oak Park, IL", "staff nurse in the Cardiac Surgery ICU (CVICU)", "ICU", "2021-02"),
         R("Oak Park Rehabilitation & Nursing", "Oak Park, IL", "certified nursing assistant", None, "2017-05", "2020-12", profession="CNA")],
  lic=["RN IL 2028-05-31 #041.455870"], certs="BLS:2028-06 ACLS:2028-06 CCRN", shift="night", lic_style=3,
  edu=["ADN, Triton College, 2020", "BSN, Chamberlain University, 2023"])

P("Tamika Odom", "RN", "60617", lay="linkedin", fmt="pdf", headline="Neuro ICU RN | Stroke & neurotrauma",
  summary="Neuro critical care nurse: EVDs, ICP monitoring, post-thrombectomy, status epilepticus. Night shift by choice.",
  roles=[R("South Shore University Hospital", "Chicago, Illinois", "Registered Nurse - Neuroscience ICU", "ICU", "2018-09"),
         R("South Shore University Hospital", "Chicago, Illinois", "Registered Nurse - Neuro Step-Down", "PCU", "2016-07", "2018-08")],
  lic=["RN IL 2028-05-31", "RN IN 2027-10-31 multi"], certs="BLS:2028-01 ACLS:2028-01 CCRN:2028-12", lic_style=2)

P("Joanne Ferraro", "RN", "60625", body="notes", lay=None, fprof="RN", fspec="Critical Care",
  notes="Phone screen 11/12/2026 (KL): SICU staff RN at Northside Presbyterian since 03/2020, before that Step-Down 06/2018-02/2020 at the same hospital. Illinois RN license exp 05/31/2028. BLS exp 04/2028, ACLS exp 04/2028. Wants nights, lives Albany Park (60625). Strong candidate.",
  roles=[R("Northside Presbyterian", "Chicago, IL", "SICU staff RN", "ICU", "2020-03"),
         R("Northside Presbyterian", "Chicago, IL", "Step-Down", "PCU", "2018-06", "2020-02")],
  lic=["RN IL 2028-05-31"], certs="BLS:2028-04 ACLS:2028-04", shift="night")

P("Kevin Tran", "RN", "60608", lay="skills", body="prof", fprof="Registered Nurse", fspec="ICU",
  roles=[R("Pilsen Community Hospital", "Chicago, IL 60608", "RN III - Medical/Surgical ICU", "ICU", "2020-01"),
         R("Pilsen Community Hospital", "Chicago, IL", "RN - Telemetry", "Telemetry", "2017-10", "2019-12")],
  locmode="lastjob", lic=["RN IL 2028-05-31"], certs="BLS:2027-12 ACLS:2026-08",
  summary="MICU/SICU nurse, 6+ years. (ACLS renewal class booked.)")

P("Priya Raghunathan", "RN", "60126", lay="caps", body="contact",
  roles=[R("Elmhurst Memorial Hospital", "Elmhurst, IL", "Registered Nurse, Critical Care Unit", "ICU", "2017-04"),
         R("Loyola Suburban Medical Center", "Maywood, IL", "Registered Nurse, 6 South Oncology", "Oncology", "2014-06", "2017-03")],
  lic=["RN IL 2028-05-31 #041.398812"], certs="BLS:2028-02 ACLS:2028-02 TNCC", shift="day", lic_style=4)

P("Luis Alvarado", "RN", "60453", lay="classic", fmt="docx",
  summary="PACU nurse with an ICU background; looking to get back to the unit.",
  roles=[R("Southwest Surgical Pavilion", "Oak Lawn, IL", "Staff RN - PACU (Phase I)", "PACU", "2024-01"),
         R("Christ Advocate Medical Center", "Oak Lawn, IL", "Staff RN - Surgical ICU", "ICU", "2022-09", "2023-12"),
         R("Christ Advocate Medical Center", "Oak Lawn, IL", "Staff RN - 5 North Med-Surg", "Med-Surg", "2020-08", "2022-08")],
  lic=["RN IL 2028-05-31"], certs="BLS:2028-05 ACLS:2028-05 PALS:2028-05")

P("Hannah Berglund", "RN", "60076", lay="terse", body="contact", headline="RN, MICU",
  roles=[R("NorthShore Skokie Hospital", "Skokie, IL", "MICU RN", "ICU", "2022-03"),
         R("Swedish Covenant", "Chicago, IL", "Float pool RN (med-surg/tele)", "Med-Surg", "2020-07", "2022-02")],
  lic=["RN IL 2028-05-31"], certs="BLS:2028-09", lic_style=1)

P("Rachel Nguyen", "RN", "53202", lay="classic", fmt="pdf",
  summary="ICU nurse in Milwaukee. Open to relocating to Chicago for the right unit; I already hold my Illinois license.",
  roles=[R("Lake Michigan Medical Center", "Milwaukee, WI", "Staff Nurse, Trauma ICU", "ICU", "2021-05"),
         R("Lake Michigan Medical Center", "Milwaukee, WI", "Staff Nurse, Progressive Care", "PCU", "2019-08", "2021-04")],
  lic=["RN WI 2028-02-29 multi", "RN IL 2028-05-31"], certs="BLS:2028-07 ACLS:2028-07", lic_style=0)

P("Samuel Okafor", "RN", "60016", lay="table",
  roles=[R("Holy Family Medical Center", "Des Plaines, IL", "RN, Intermediate Care Unit (Step-Down)", "PCU", "2023-06"),
         R("Holy Family Medical Center", "Des Plaines, IL", "Patient Care Technician", None, "2020-01", "2023-05", profession="Patient Care Technician")],
  lic=["RN IL 2028-05-31"], certs="BLS:2028-03 ACLS:2028-03 PCCN")

P("Brittany Hale", "RN", "60625", lay="linkedin", body="full", fprof="RN", fspec="Med Surg",
  headline="Med-Surg Charge Nurse",
  roles=[R("Swedish Covenant Hospital", "Chicago, IL", "Charge Nurse, Adult Medical-Surgical", "Med-Surg", "2018-03"),
         R("Swedish Covenant Hospital", "Chicago, IL", "Staff Nurse, Medical-Surgical", "Med-Surg", "2015-06", "2018-02")],
  lic=["RN IL 2028-05-31"], certs="BLS:2028-08 ACLS:2028-08")

P("Jorge Medina", "RN", "60647", lay="skills",
  summary="Outpatient cardiology clinic nurse. Spent under a year in the ICU after school. Days only.",
  roles=[R("Logan Square Cardiology Associates", "Chicago, IL", "Clinic RN", "Clinic", "2023-02"),
         R("Humboldt Park General", "Chicago, IL", "New Grad RN - MICU", "ICU", "2022-02", "2022-10")],
  lic=["RN IL 2028-05-31"], certs="BLS:2028-01 ACLS:2028-01", shift="day")

P("Olivia Brandt", "RN", "53140", lay="travel", headline="ICU RN | Multistate license (WI)",
  summary="Seven years of ICU: MICU, CVICU, and four travel contracts. Night shift is my shift.",
  roles=[R("Kenosha Lakeshore Hospital", "Kenosha, WI", "Staff RN - CVICU", "ICU", "2024-04"),
         R("Piedmont Midtown", "Atlanta, GA", "Travel RN - MICU (13 weeks x2)", "ICU", "2023-06", "2024-01", agency="Trailhead Clinical Staffing"),
         R("Kenosha Lakeshore Hospital", "Kenosha, WI", "Staff RN - MICU", "ICU", "2019-05", "2023-05")],
  lic=["RN WI 2028-02-29 #RN-221904 multi"], certs="BLS:2028-10 ACLS:2028-10 CCRN:2029-03", shift="night", lic_style=5)

P("Andre Williams", "Patient Care Technician", "60612", lay="classic",
  summary="Patient care tech in a medical ICU for five years; in the last year of a BSN program (graduating December 2027).",
  roles=[R("Lakeshore University Medical Center", "Chicago, IL", "Patient Care Technician - MICU", "ICU", "2021-08")],
  certs="BLS:2028-04", edu=["BSN (in progress), Chicago State University, expected December 2027"])

P("Colleen Murphy", "RN", "60302", lay="caps",
  roles=[R("West Suburban Medical Center", "Oak Park, IL", "Registered Nurse - ICU", "ICU", "2016-11", "2026-06"),
         R("West Suburban Medical Center", "Oak Park, IL", "Registered Nurse - Telemetry", "Telemetry", "2013-09", "2016-10")],
  lic=["RN IL 2026-05-31 #041.330071"], certs="BLS:2027-12 ACLS:2027-12", lic_style=3,
  summary="ICU nurse, currently on a break since June 2026 (family). Ready to return.")

P("Ifeoma Chukwu", "RN", "60431", lay="terse", headline="Critical Care RN",
  roles=[R("Silver Cross Hospital", "New Lenox, IL", "RN - ICU", "ICU", "2019-10"),
         R("Silver Cross Hospital", "New Lenox, IL", "RN - PCU", "PCU", "2017-06", "2019-09")],
  lic=["RN IL 2028-05-31"], certs="BLS:2028-02 ACLS:2028-02", shift="night")

# ---- J22 travel ICU (compact) and cross-metro ICU nurses
P("Whitney Caldwell", "RN", "29201", lay="travel", fmt="docx", headline="Travel RN - CVICU/MICU | Compact (SC)",
  summary="Travel ICU nurse since 2022; open heart, Impella, CRRT. Nights.",
  roles=[R("Medical University Hospital", "Charleston, SC", "Travel RN - CVICU", "ICU", "2025-06", agency="Blue Ridge Travel Health"),
         R("Novant Presbyterian", "Charlotte, NC", "Travel RN - MICU", "ICU", "2022-08", "2025-05", agency="Piedmont Allied Travel"),
         R("Lexington Medical Center", "West Columbia, SC", "Staff RN - Cardiovascular ICU", "ICU", "2018-01", "2022-07")],
  lic=["RN SC 2028-04-30 multi"], certs="BLS:2028-01 ACLS:2028-01 CCRN:2028-06", shift="night", lic_style=4)

P("Garrett Lindqvist", "RN", "84103", lay="classic", body="contact",
  roles=[R("Wasatch University Hospital", "Salt Lake City, UT", "RN II, Cardiovascular ICU", "ICU", "2020-04"),
         R("Wasatch University Hospital", "Salt Lake City, UT", "RN I, Cardiac Step-Down", "PCU", "2018-06", "2020-03")],
  lic=["RN UT 2029-01-31 #1043322-3101 multi"], certs="BLS:2028-03 ACLS:2028-03")

P("Esperanza Ruiz", "RN", "78207", lay="linkedin", headline="ICU Travel Nurse",
  roles=[R("University Health", "San Antonio, TX", "Registered Nurse - Surgical Trauma ICU", "ICU", "2019-02"),
         R("University Health", "San Antonio, TX", "Registered Nurse - Med Surg", "Med-Surg", "2017-01", "2019-01")],
  lic=["RN TX 2028-09-30 multi"], certs="BLS:2028-05 ACLS:2028-05 TNCC:2027-11", lic_style=2,
  summary="Trauma ICU nurse (Level I). Texas compact license. Available for 13-week contracts, any shift.")

P("Mason Pruitt", "RN", "23060", lay="terse", headline="CVICU RN", body="contact",
  roles=[R("Henrico Heart Hospital", "Glen Allen, VA", "CVICU RN", "ICU", "2021-07")],
  lic=["RN VA 2028-06-30"], certs="BLS:2028-04 ACLS:2028-04", shift="day", lic_style=1)

P("Deborah Fairchild", "RN", "73103", lay="caps", fmt="pdf",
  roles=[R("Integris Baptist", "Oklahoma City, OK", "Staff RN - Medical ICU", "ICU", "2020-09"),
         R("Integris Baptist", "Oklahoma City, OK", "Staff RN - Telemetry", "Telemetry", "2018-05", "2020-08")],
  lic=["RN OK 2027-12-31 multi"], certs="BLS:2028-02 ACLS:2026-03", lic_style=0,
  summary="MICU nurse open to travel contracts. Nights.", shift="night")

P("Trevor Banks", "RN", "46202", lay="table", headline="Step-down RN",
  roles=[R("Indiana Methodist", "Indianapolis, IN", "RN - Progressive Care Unit", "PCU", "2019-03")],
  lic=["RN IN 2028-10-31 multi"], certs="BLS:2028-01 ACLS:2028-01", lic_style=1,
  summary="PCU nurse, 7 years, open to travel. Multistate Indiana license.")

P("Ngozi Adeyemi", "RN", "30305", lay="skills", body="prof", fprof="RN", fspec="Tele/PCU",
  roles=[R("Buckhead Medical Center", "Atlanta, GA", "RN - 6 East Cardiac Step-Down", "PCU", "2021-11"),
         R("Buckhead Medical Center", "Atlanta, GA", "RN - 5 West Telemetry", "Telemetry", "2019-06", "2021-10")],
  lic=["RN GA 2029-02-27 #RN513517 multi"], certs="BLS:2028-06 ACLS:2028-06", lic_style=0)

P("Hye-jin Park", "RN", "10025", lay="linkedin", fmt="docx", headline="Cardiothoracic ICU RN - NYC",
  roles=[R("Morningside Presbyterian Hospital", "New York, NY", "Clinical Nurse II - CTICU", "ICU", "2018-08")],
  lic=["RN NY 2029-03-31 #612345"], certs="BLS:2028-02 ACLS:2028-02 CCRN:2028-11", lic_style=2,
  summary="Cardiothoracic ICU nurse in Manhattan. Open to travel. New York license only for now.")

# ----------------------------------------------------------------------------- J05 PCU Nashville (days)
P("Caroline Whitfield", "RN", "37212", lay="classic", body="contact",
  roles=[R("Cumberland Heart & Vascular Hospital", "Nashville, TN", "Staff RN, Progressive Care Unit", "PCU", "2020-05"),
         R("Saint Thomas Midtown", "Nashville, TN", "Staff RN, Telemetry", "Telemetry", "2018-06", "2020-04")],
  lic=["RN TN 2028-08-31 #RN-223344 multi"], certs="BLS:2028-03 ACLS:2028-03 PCCN", lic_style=5, shift="day")

P("Marcus Greer", "RN", "37211", lay="narrative",
  summary="Step-down is where I have spent my whole career.",
  roles=[R("Southern Hills Medical Center", "Nashville, TN", "step-down (intermediate care) staff nurse", "PCU", "2017-03")],
  lic=["RN TN 2028-08-31 multi"], certs="BLS:2028-10 ACLS:2028-10", lic_style=4)

P("Alyssa Dunn", "RN", "37027", lay="table", fmt="pdf",
  roles=[R("Williamson Medical Center", "Franklin, TN", "RN - IMC (Intermediate Care)", "PCU", "2022-01"),
         R("Williamson Medical Center", "Franklin, TN", "RN - Med/Surg", "Med-Surg", "2019-07", "2021-12")],
  lic=["RN TN 2028-04-30 multi"], certs="BLS:2028-02 ACLS:2028-02", lic_style=2)

P("Tyrone Bishop", "RN", "37075", lay="terse", body="prof", fprof="Registered Nurse", fspec="Progressive Care",
  roles=[R("Sumner Regional", "Gallatin, TN", "PCU RN", "PCU", "2021-04")],
  lic=["RN TN"], certs="BLS ACLS", lic_style=1)

P("Rebecca Lyons", "RN", "37064", lay="skills",
  roles=[R("Williamson Medical Center", "Franklin, TN", "Registered Nurse - Medical ICU", "ICU", "2019-05")],
  lic=["RN TN 2028-08-31 multi"], certs="BLS:2028-01 ACLS:2028-01 CCRN", lic_style=0,
  summary="MICU RN looking for a step-down role on days to balance family life.", shift="day")

P("Felipe Castillo", "RN", "37203", lay="caps",
  roles=[R("Music Row Medical Center", "Nashville, TN", "RN, 8 North Telemetry", "Telemetry", "2020-10")],
  lic=["RN TN 2028-08-31"], certs="BLS:2028-04 ACLS:2028-04", lic_style=3)

P("Jasmine Howell", "RN", "37212", lay="linkedin",
  roles=[R("Vanderbilt Park Hospital", "Nashville, TN", "Registered Nurse - Cardiac Step-Down", "PCU", "2019-09")],
  lic=["RN TN 2028-08-31 multi"], certs="BLS:2028-05 ACLS:2028-05", shift="night", lic_style=4,
  headline="Cardiac step-down nurse (nights)")

P("Kendra Sloan", "RN", "38103", lay="classic", fmt="docx",
  roles=[R("Mid-South Methodist University Hospital", "Memphis, TN", "Staff RN - Progressive Care", "PCU", "2018-02")],
  lic=["RN TN 2028-08-31 multi"], certs="BLS:2028-09 ACLS:2028-09", lic_style=0,
  summary="Progressive care nurse in Memphis exploring a move to Middle Tennessee.")

P("Dennis Albright", "RN", "37211", lay="skills",
  roles=[R("Southern Hills Medical Center", "Nashville, TN", "RN - Medical/Surgical", "Med-Surg", "2016-04")],
  lic=["RN TN 2028-08-31 multi"], certs="BLS:2028-03 ACLS:2028-03", lic_style=1)

P("Sierra Bennett", "RN", "37064", lay="terse",
  roles=[R("Williamson Medical Center", "Franklin, TN", "RN - Surgical Trauma ICU", "ICU", "2020-02")],
  lic=["RN TN 2028-08-31 multi"], certs="BLS:2028-03 ACLS:2025-11", lic_style=1)

P("Lauren Pickett", "RN", "37203", lay="classic",
  roles=[R("Saint Thomas Midtown", "Nashville, TN", "RN - Step Down Unit", "PCU", "2021-06")],
  lic=["RN KY 2028-03-31 #1122334"], certs="BLS:2028-03 ACLS:2028-03", lic_style=3,
  summary="Step-down RN. Kentucky license (single-state); Tennessee application not yet started.")

P("Bobbie Jo Trent", "LPN", "37211", lay="skills",
  roles=[R("Nashville Post-Acute", "Nashville, TN", "LPN - Sub-acute / step-down wing", None, "2018-01")],
  lic=["LPN TN 2028-08-31"], certs="BLS:2028-01",
  summary="LPN with 8 years in sub-acute care.")

"""Second batch: more candidates for the jobs whose grade bands were thinnest, several of them
written out by hand."""
from model import c

c("Ingrid Solberg", "RN", "55409",
  "ED:2022-06..now@North Star Medical Center|Emergency Department; MEDSURG:2019-08..2022-05@Twin Lakes Hospital|Medical-Surgical",
  lic="RN:MN:2028-04-30", certs="BLS:2028-06,ACLS:2028-06,PALS:2028-06,TNCC", fmt="pdf", intent="J24:3",
  text="""CURRICULUM VITAE

Ingrid Solberg, BSN, RN
Minneapolis, MN 55409
{email}  |  {phone}

Employment
  June 2022 - present: Staff nurse, Emergency Department, North Star Medical Center, Minneapolis.
      Level I adult and pediatric ED; triage, resuscitation bay, mentor for new graduates.
  August 2019 - May 2022: Staff nurse, Medical-Surgical unit, Twin Lakes Hospital, Minneapolis.

Registration
  Minnesota Registered Nurse, license R 2291734, expires April 30, 2028
  BLS, ACLS, PALS - American Heart Association - expire June 2028
  TNCC (ENA)

Languages: English, Norwegian (conversational).
""")
c("Kyle Bergstrom", "RN", "55369", "ED:44", lic="RN:MN:2028-05-31", certs="BLS:2028-01,ACLS:2028-01,PALS:2026-05",
  intent="J24:2")

c("Aaliyah Brooks", "RN", "11238",
  "POSTPARTUM:2024-03..now@Flatbush Community Medical Center|Mother/Baby; PEDS:2021-09..2024-02@Queens Boulevard Hospital|Pediatrics",
  lic="RN:NY:2027-12-31", certs="BLS:2028-03,NRP:2028-03", intent="J23:3",
  text="""Aaliyah Brooks, RN, IBCLC
Brooklyn, NY 11238 · {email} · {phone}

Mother/Baby nurse and lactation consultant.

Flatbush Community Medical Center — Staff RN, Mother/Baby — Mar 2024 to present
  Couplet care for 4 dyads; lactation rounds; newborn hearing and CCHD screens.
Queens Boulevard Hospital — Staff RN, Pediatrics — Sep 2021 to Feb 2024

NYS RN License #739114; registration current through 12/31/2027
BLS and NRP current through March 2028
IBCLC (2025)
""")
c("Theresa Lombardi", "RN", "10314", "POSTPARTUM:40|Mother-Baby Unit", lic="RN:NY:2028-03-31", certs="BLS:2028-01",
  intent="J23:2")

c("Fernando Lozano", "RADTECH", "91101", "CT:34|CT; XRAY:40", lic="RAD:CA:2028-01-31",
  certs="ARRT_R:2028-02,ARRT_CT:2028-02,BLS:2028-02", fmt="docx", style="table", intent="J11:3")
c("Grace Huang", "RADTECH", "90020", "CT:28|Outpatient CT", lic="RAD:CA:2028-01-31", certs="ARRT_R:2028-02,ARRT_CT:2028-02",
  intent="J11:2")
c("Derek Simmons", "RADTECH", "90028", "XRAY:20; CT:8|CT / Trauma CT", lic="RAD:CA:2028-01-31",
  certs="ARRT_R:2028-02,ARRT_CT:2028-02", intent="J11:1")

c("LaToya Burns", "SURGTECH", "37214",
  "ST_OR:2023-04..now@Cumberland Heights Medical Center|Main OR; SPD_GEN:2020-01..2023-03@Stones River Regional|Sterile Processing",
  certs="CST:2027-12,BLS:2028-04", intent="J12:3",
  text="""LaToya Burns
Nashville, TN 37214
{phone} | {email}

Certified Surgical Technologist (NBSTSA) - CST exp 12/2027 - BLS exp 04/2028

EXPERIENCE
Cumberland Heights Medical Center - Surgical Technologist, Main OR (April 2023 - Present)
- General, ortho, urology and GYN; robotic (Xi) cases; weekday call.
Stones River Regional - Sterile Processing Technician (January 2020 - March 2023)
- Started in SPD, which is where I learned every tray in the building. Finished my surgical
  technology program at night in 2023.
""")
c("Marisa Quinn", "SURGTECH", "37204", "ST_OR:60", certs="CST:2028-12,BLS:2028-01", shift="nights", intent="J12:2")

c("Natasha Ivanova", "MLS", "29601", "LAB_CORE:72|Chemistry", certs="MLS_ASCP:2028-12", intent="J13:1")
c("Corey Blackwell", "MLS", "28226", "LAB_CORE:60|Core Laboratory", certs="MLS_ASCP:2025-12", intent="J13:2",
  extra="ASCP Credential Maintenance Program: renewal lapsed December 2025, re-certifying.")

c("Manuel Ortega", "ELECTRICIAN", "77009", "ELEC_RESIDENTIAL:30; ELEC_INDUSTRIAL:22", lic="ELEC_JOURNEYMAN:TX:2027-11-30",
  intent="J18:1")
c("Travis Landry", "ELECTRICIAN", "77034", "ELEC_RESIDENTIAL:20; ELEC_COMMERCIAL:34", lic="ELEC_JOURNEYMAN:TX:2027-11-30",
  intent="J18:2")

c("Eddie Sandoval", "HVAC", "85041", "REFRIGERATION:72|Commercial Refrigeration", certs="EPA608_UNIVERSAL", intent="J19:2")
c("Luke Harper", "HVAC", "85305", "HVAC_RESIDENTIAL:22", certs="EPA608_UNIVERSAL", ended="2026-03", intent="J19:1")

c("Curtis Mayfield", "CDL", "30032",
  "CDL_FLATBED:2020-02..now@Chattahoochee Flatbed|flatbed; CDL_LOCALB:2017-05..2020-01@Metro Beverage Distributors|local delivery",
  lic="CDL_A:GA:2030-11-30", certs="DOT_MED:2028-05", intent="J21:2",
  text="""CURTIS MAYFIELD - Class A driver
Decatur GA 30032 - {phone}

Class A CDL (Georgia), exp 11/2030. DOT med card exp 05/2028.

Chattahoochee Flatbed - flatbed/step-deck, SE regional, Feb 2020 - present. Steel, lumber,
  machinery; chains, straps, tarps.
Metro Beverage Distributors - local delivery (box truck), May 2017 - Jan 2020.

{email}
""")
c("Dale Rutherford", "CDL", "30214", "CDL_TANKER:14", lic="CDL_A:GA:2030-02-28:eNT", certs="DOT_MED:2028-01",
  ended="2025-12", intent="J21:1")

c("Wendell Hughes", "MAINT", "37090", "MAINT_INDUSTRIAL:120|Plant Maintenance", certs="PLC", intent="J22:3")
c("Jimmy Ray Cobb", "MAINT", "37128", "MAINT_FACILITIES:16", ended="2026-02", intent="J22:1")

c("Leah Whitman", "RT", "98032", "RT_ADULT:48|Adult Critical Care (ICU/ED/Floors)", lic="RCP:WA:2028-04-30",
  certs="RRT,BLS:2028-01,ACLS:2028-01", intent="J09:3")
c("Ben Okafor", "RT", "99204", "RT_ADULT:70", lic="RCP:WA:2028-04-30", certs="RRT,BLS:2028-01,ACLS:2028-01", intent="J09:1")

c("Carmen Ruiz", "RN", "80230",
  "PCU:2023-01..now@Front Range Medical Center|Progressive Care; TELE:2020-06..2022-12@Colfax Memorial|Telemetry",
  lic="RN:CO:2028-06-30:m", certs="BLS:2028-01,ACLS:2028-01,PCCN", shift="days", fmt="docx", intent="J08:3",
  text="""Carmen Ruiz, RN, PCCN
Denver, Colorado 80230
{email}

LICENSE
RN License, Colorado - Multistate/Compact NLC (No. RN1048722), valid through 2028-06-30

CERTIFICATIONS
BLS and ACLS (AHA), exp 01/2028 - PCCN (AACN)

EXPERIENCE
Front Range Medical Center - Progressive Care Unit - Staff RN - January 2023 to present
Colfax Memorial - Telemetry - Staff RN - June 2020 to December 2022

AVAILABILITY
Day shift only (family schedule).
""")
c("Noah Greenberg", "RN", "80231", "PCU:30|Step-Down", lic="RN:CO:2028-10-31:m", certs="BLS:2028-01,ACLS:2026-04",
  intent="J08:2")

c("Jessica Tran", "RN", "85027", "LD:50|L&D", lic="RN:AZ:2028-03-31:m", certs="BLS:2028-01", intent="J04:2")
c("Owen Gallagher", "RN", "02155", "PSYCH:26; ICU:18|Trauma ICU", lic="RN:MA:2028-06-30", certs="BLS:2028-01,ACLS:2028-01",
  intent="J06:2")
c("Maren Holt", "PT", "55435", "PT_ACUTE:72|Inpatient Acute Care", lic="PT:MN:2028-02-29", intent="J10:2")
c("Zoe Fischer", "SWE", "98201", "FE_REACT:36|React/TypeScript", intent="J16:3")
c("Tariq Aziz", "SWE", "80212", "DATA_ENG:50|Data Platform", fmt="pdf", intent="J17:3")

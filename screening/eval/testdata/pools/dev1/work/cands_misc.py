"""Candidates no job fits, field-only and empty records, and hand-written resumes."""
from model import c

# ------------------------------------------------------------ no job fits (other professions)
c("Margaret Sullivan", "TEACHER", "60625", "TEACH_GEN:120")
c("Dennis Patel", "ACCOUNTANT", "77005", "ACCT_GEN:84", fmt="docx")
c("Skye Morgan", "BARISTA", "98103", "BARISTA_GEN:40")
c("Terrell Owens", "RETAIL", "30339", "RETAIL_GEN:96")
c("Holly Andersen", "HR", "80237", "HR_GEN:60", fmt="pdf")
c("Colin Murray", "PROJECTMGR", "02135", "PM_GEN:72")
c("Nasrin Karimi", "PHARMACIST", "85016", "PHARM_GEN:90")
c("Destiny Walker", "PHARMTECH", "33629", "PHTECH_GEN:36")
c("Veronica Lam", "DENTALHYG", "90034", "DENTAL_GEN:84", fmt="docx")
c("Kwame Mensah", "SECURITY", "10031", "SEC_GEN:60")
c("Bobby Ray", "COOK", "37207", "COOK_GEN:50")
c("Clint Harmon", "PLUMBER", "28227", "PLUMB_GEN:110")
c("Ole Swenson", "CARPENTER", "55418", "CARP_GEN:150")
c("Diego Fuentes", "SOLAR", "85040", "SOLAR_GEN:36", certs="NABCEP")
c("Tiffany Cho", "REALTOR", "33629", "REALTOR_GEN:60")
c("Judith Abrams", "NP", "60611", "NP_GEN:60; ICU:48|MICU", certs="BLS:2028-01,ACLS:2028-01")
c("Rosalind Perez", "MA", "77081", "MA_GEN:60")
c("Gina Russo", "CNA", "80219", "CNA_GEN:70")
c("Paulo Mendes", "OT", "98115", "OT_GEN:72")
c("Latisha Grant", "COTA", "30344", "COTA_GEN:48")
c("Brady Quinn", "PTA", "80134", "PTA_GEN:60", lic="PTA:CO:2028-08-31")
c("Mercy Osei", "PHLEB", "77035", "PHLEB_GEN:30")
c("Howard Lin", "MLT", "37205", "MLT_GEN:80", certs="MLT_ASCP")
c("Irma Castro", "SPD", "90022", "SPD_GEN:60", certs="CRCST")
c("Jerome Little", "DELIVERY", "30316", "DRIVER_GEN:48")
c("Anika Bose", "DATA_ANALYST", "98109", "DA_GEN:40")
c("Chris Dunn", "ITSUPPORT", "60616", "ITSUP_GEN:70")
c("Yolanda Reyes", "LPN", "43215", "LPN_GEN:100|Skilled Nursing", lic="LPN:OH:2028-10-31")

# ------------------------------------------------------------ field-only records (no resume)
c("Nicole Ferraro", "RN", "60618", fmt=None, body="fieldsonly",
  fields=dict(profession="RN", specialty="Critical Care", specs=["ICU"]))
c("Marcus Hill", "RN", "33609", fmt=None, body="fieldsonly",
  fields=dict(profession="Registered Nurse", specialty="Tele", specs=["TELE"]))
c("Tanya Wallace", "RT", "98107", fmt=None, body="fieldsonly", fields=dict(profession="Respiratory", specs=[]))
c("Jin Park", "SWE", "98103", fmt=None, body="fieldsonly",
  fields=dict(profession="Frontend Developer", specialty="React", specs=["FE_REACT"]))
c("Rohan Gupta", "SWE", "60614", fmt=None, body="fieldsonly",
  fields=dict(profession="Data Engineer", specialty="Spark / Airflow", specs=["DATA_ENG"]))
c("Buddy Lee", "ELECTRICIAN", "77087", fmt=None, body="fieldsonly",
  fields=dict(profession="Electrician", specialty="Commercial", specs=["ELEC_COMMERCIAL"]))
c("Ray Castillo", "HVAC", "85031", fmt=None, body="fieldsonly",
  fields=dict(profession="HVAC Tech", specialty="Commercial", specs=["HVAC_COMMERCIAL"]))
c("Earl Boone", "WELDER", "28214", fmt=None, body="fieldsonly",
  fields=dict(profession="Welder", specialty="Structural", specs=["WELD_STRUCTURAL"]))
c("Leroy Watts", "CDL", "30296", fmt=None, body="fieldsonly",
  fields=dict(profession="CDL-A Driver", specialty="OTR", specs=["CDL_TT"]))
c("Hank Dobbs", "MAINT", "37167", fmt=None, body="fieldsonly",
  fields=dict(profession="Maintenance Technician", specialty="Industrial", specs=["MAINT_INDUSTRIAL"]))
c("Signe Holm", "PT", "55424", fmt=None, body="fieldsonly", fields=dict(profession="Physical Therapist", specs=[]))
c("Alma Ortiz", "RN", "77030", fmt=None, body="fieldsonly",
  fields=dict(profession="Registered Nurse", specialty="ER", specs=["ED"]))

# ------------------------------------------------------------ nothing known
c("Jordan Blake", None, None, fmt=None, body="none")
c("Casey Morgan", None, None, fmt=None, body="none")
c("Taylor Quinn", None, None, fmt=None, body="none")
c("Riley Chen", None, None, fmt=None, body="none")

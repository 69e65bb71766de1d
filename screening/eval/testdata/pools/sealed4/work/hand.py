"""Hand-written hard candidates for sealed4 (truth written from the text below)."""
def R(prof, spec, start, end=None):
    return {"profession": prof, "specialty": spec, "start": start, "end": end}
def L(t, st, ms, exp):
    return {"type": t, "state": st, "multistate": ms, "expires": exp}

HAND = [
 dict(first="Marguerite", last="Ostrander", email="m.ostrander@example.org", zip="98661",
  truth=dict(profession="RN", specialties=["ED"], years={"ED": 5.67, "(all)": 5.67},
   licences=[L("RN", "WA", True, "2028-06-30")], pendingLicences=[], certs={"BLS": "2028-01-31", "ACLS": "2028-01-31", "PALS": "2027-12-31", "TNCC": None},
   shiftPref="night", roles=[R("RN", "ED", "2021-03")]),
  text="""Marguerite Ostrander, RN
Vancouver, WA 98661 - (360) 555-0172 - m.ostrander@example.org

Emergency nurse, Level II trauma, 5+ years. Night shift is what I want.

Columbia Crossing Medical Center, Vancouver WA - Staff RN, Emergency Department, 03/2021 to present
- 44-bed ED, trauma and stroke alerts, triage, precepting

Licence: Washington RN, multistate (compact) - exp 06/2028
BLS 01/2028 | ACLS 01/2028 | PALS 12/2027 | TNCC
"""),
 dict(first="Tobiah", last="Wrenfield", email="tobiah.wrenfield@example.com", zip="46320",
  truth=dict(profession="RN", specialties=["ICU", "Med-Surg"], years={"ICU": 4.5, "Med-Surg": 3.0, "(all)": 7.5},
   licences=[L("RN", "IN", True, "2028-10-31"), L("RN", "IL", False, "2028-05-31")], pendingLicences=[], certs={"BLS": "2028-03-31", "ACLS": "2028-03-31", "CCRN": None},
   shiftPref=None, roles=[R("RN", "ICU", "2022-05"), R("RN", "Med-Surg", "2019-05", "2022-05")]),
  text="""TOBIAH WRENFIELD
Hammond, Indiana 46320
tobiah.wrenfield@example.com

EXPERIENCE
Calumet Lakes Hospital, Hammond IN
  Registered Nurse, Surgical ICU (SICU) ............ May 2022 - present
  Registered Nurse, 6 South Medical-Surgical ....... May 2019 - May 2022

LICENSES
  Indiana RN - multistate (NLC), expires October 2028
  Illinois RN - single state, expires May 2028 (I cover shifts at a Chicago sister hospital)

CERTIFICATIONS
  BLS and ACLS, both valid through March 2028; CCRN
"""),
 dict(first="Leontyne", last="Paskiewicz", email="leontyne.p@example.net", zip="27606",
  truth=dict(profession="Data Analyst", specialties=["BI Reporting"], years={"BI Reporting": 2.33, "(all)": 2.33},
   licences=[L("RN", "NC", True, "2028-09-30")], pendingLicences=[], certs={},
   shiftPref=None, roles=[R("Data Analyst", "BI Reporting", "2024-08"), R("RN", "Med-Surg", "2016-06", "2024-07")]),
  text="""Leontyne Paskiewicz
Raleigh, NC 27606

I moved from the bedside into analytics two years ago. Since August 2024 I have been a Data Analyst at
Oakmere Health Analytics, building SQL reporting and Tableau dashboards for nursing quality. Before that I was a
Registered Nurse on a Medical-Surgical unit at Wake Crossroads Medical Center from June 2016 to July 2024.
I keep my North Carolina RN license active (multistate, expires 09/2028) but I am looking for analytics
work, not clinical shifts.
"""),
 dict(first="Dashiell", last="Amundsen", email="dash.amundsen@example.com", zip="85008",
  truth=dict(profession="Paramedic", specialties=["EMS"], years={"EMS": 8.92, "(all)": 8.92},
   licences=[], pendingLicences=[], certs={"BLS": "2028-04-30", "ACLS": "2028-04-30", "PALS": "2028-04-30"},
   shiftPref=None, roles=[R("Paramedic", "EMS", "2018-01")]),
  text="""Dashiell Amundsen - Paramedic (NREMT-P) - Phoenix, AZ 85008
Phoenix Valley Fire & Rescue: Paramedic, 911 EMS (ALS ambulance), Jan 2018 - present. Critical care transports
to every ICU and ED in the valley. BLS / ACLS / PALS all exp 04/2028. Finishing RN prerequisites.
"""),
 dict(first="Esperanza", last="Valcourt", email="evalcourt@example.org", zip="95823",
  truth=dict(profession="LPN", specialties=["L&D"], years={"L&D": 6.17, "(all)": 6.17},
   licences=[], pendingLicences=[], certs={"BLS": "2028-02-29", "NRP": "2027-11-30"},
   shiftPref=None, roles=[R("LPN", "L&D", "2020-10")]),
  text="""ESPERANZA VALCOURT, LVN
Sacramento CA 95823

LVN (Licensed Vocational Nurse), Labor & Delivery / antepartum testing
Delta Oaks Women's Hospital, Sacramento - October 2020 to present
California LVN license. BLS exp 02/2028, NRP exp 11/2027.
"""),
 dict(first="Ruairi", last="Castellane", email="ruairi.castellane@example.net", zip="85016",
  truth=dict(profession="RN", specialties=["NICU"], years={"NICU": 9.08, "(all)": 9.08},
   licences=[L("RN", "AZ", True, "2029-03-31")], pendingLicences=[], certs={"BLS": "2028-08-31", "NRP": "2028-08-31"},
   shiftPref="night", roles=[R("RN", "NICU", "2017-10")]),
  text="""Ruairi Castellane, BSN, RN - Phoenix, AZ 85016
Neonatal ICU (Level III), Sonoran Children's Pavilion, Oct 2017 - present. Night shift only.
Arizona RN - multistate compact, exp 03/2029. BLS + NRP (both exp 08/2028).
"""),
 dict(first="Philippa", last="Derwent", email="pderwent@example.com", zip="89117",
  truth=dict(profession="RN", specialties=["OR"], years={"OR": 6.58, "(all)": 6.58},
   licences=[L("RN", "CA", False, None), L("RN", "NV", False, None)], pendingLicences=[], certs={"BLS": "2028-06-30", "CNOR": None},
   shiftPref="day", roles=[R("RN", "OR", "2020-04")]),
  text="""Philippa Derwent
Las Vegas, NV 89117 · pderwent@example.com

Perioperative RN - OR circulator, Charleston Heights Surgical Hospital, April 2020 - present
(general, ortho, robotics). Prefer day shift.

Licensed RN in CA and NV (both active). BLS (exp 06/2028). CNOR.
"""),
 dict(first="Anneliese", last="Throckmorton", email="a.throckmorton@example.org", zip="98105",
  truth=dict(profession="Physical Therapist", specialties=["Outpatient Orthopedics"], years={"Outpatient Orthopedics": 3.17, "(all)": 3.17},
   licences=[L("PT", "OR", False, "2028-03-31")], pendingLicences=[], certs={"BLS": "2028-01-31"},
   shiftPref=None, roles=[R("Physical Therapist", "Outpatient Orthopedics", "2023-02", "2026-04")]),
  text="""Anneliese Throckmorton, PT, DPT
Seattle, WA 98105

Staff Physical Therapist, outpatient orthopedic clinic, Rose City Therapy Partners, Portland OR
Feb 2023 - Apr 2026 (moved to Seattle in May 2026)

Oregon PT license, exp 03/2028. Using my PT Compact privilege to work in Washington while my
Washington application is prepared. BLS exp 01/2028.
"""),
 dict(first="Cornelius", last="Baptiste-Ruiz", email="cbaptisteruiz@example.net", zip="78745",
  truth=dict(profession="Electrician", specialties=["Commercial"], years={"Commercial": 7.83, "(all)": 7.83},
   licences=[L("Journeyman Electrician", "OK", False, "2028-07-31")], pendingLicences=[], certs={"OSHA 10": None},
   shiftPref=None, roles=[R("Electrician", "Commercial", "2019-02")]),
  text="""Cornelius Baptiste-Ruiz - Journeyman Electrician - Austin TX 78745
Feb 2019 - present: commercial electrical (retail, schools), Red River Electrical Contractors (Tulsa OK, moved to Austin 2026)
Oklahoma journeyman electrician licence, exp 07/2028. OSHA 10.
"""),
 dict(first="Gwendolyn", last="Ashcombe", email="gwen.ashcombe@example.com", zip="33611",
  truth=dict(profession="RN", specialties=["Telemetry"], years={"Telemetry": 3.83, "(all)": 3.83},
   licences=[L("RN", "FL", False, "2028-07-31")], pendingLicences=[], certs={"BLS": "2028-05-31", "ACLS": "2028-05-31"},
   shiftPref=None, roles=[R("RN", "Telemetry", "2023-02")]),
  text="""Gwendolyn Ashcombe
Tampa, FL 33611 | gwen.ashcombe@example.com

Registered Nurse, 5 North Tele, Hillsborough Palms Medical Center, Tampa - February 2023 to present
Registered Nurse - Florida, expires 07/2028
BLS and ACLS - valid to 05/2028
"""),
 dict(first="Mirabel", last="Okafor-Hayes", email="mirabel.oh@example.org", zip="30501",
  truth=dict(profession="RN", specialties=["Postpartum"], years={"Postpartum": 5.25, "(all)": 5.25},
   licences=[L("RN", "GA", True, "2029-01-31")], pendingLicences=[], certs={"BLS": "2028-09-30"},
   shiftPref="day", roles=[R("RN", "Postpartum", "2021-08")]),
  text="""Mirabel Okafor-Hayes, RN
Gainesville, GA 30501

Mother-Baby Unit RN, Lanier Hills Medical Center, Aug 2021 - present. Days.
RN License, Georgia - Multistate/Compact NLC (No. RN402277), valid through 2029-01-31. BLS exp 09/2028.
Willing to commute to Atlanta.
"""),
 dict(first="Sigrun", last="Halvorsen", email="sigrun.halvorsen@example.net", zip="55406",
  truth=dict(profession="Medical Laboratory Scientist", specialties=["Generalist"], years={"Generalist": 11.83, "(all)": 11.83},
   licences=[], pendingLicences=[], certs={"ASCP MLS": None},
   shiftPref="evening", roles=[R("Medical Laboratory Scientist", "Generalist", "2015-01")]),
  text="""Sigrun Halvorsen, MLS(ASCP)
Minneapolis MN 55406
Medical Technologist, Core Laboratory - Generalist, Mill City Regional Labs, January 2015 - present.
Evenings preferred (2nd shift).
"""),
]

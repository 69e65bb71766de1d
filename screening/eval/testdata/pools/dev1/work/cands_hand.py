"""Resumes written out by hand, start to finish. Their truth (roles, licences, certifications)
is declared next to the text; check.py verifies the text states it."""
from model import c

c("Colleen Brennan", "RN", "60453",
  "ICU:2021-04..now@Southwest Suburban Medical Center|Medical-Surgical ICU; MEDSURG:2017-06..2021-03@Holy Family Hospital|4 East Med-Surg",
  lic="RN:IL:2028-05-31", certs="BLS:2028-02,ACLS:2028-02,CCRN:2029-01", shift="nights", fmt="docx", intent="J01:3",
  text="""Colleen M. Brennan
Oak Lawn, Illinois 60453  -  {phone}  -  {email}

To the hiring manager,

I have been a critical care nurse at Southwest Suburban Medical Center since April 2021, in a 20-bed
combined medical-surgical ICU. Before that I worked nights on 4 East Med-Surg at Holy Family Hospital
from June 2017 to March 2021, which is where I learned to prioritise and to love night shift - I would
like to stay on nights.

What I do now: vented and proned patients, CRRT, pressors, post-arrest cooling, and I am on the
rapid response team. I precept new hires and sit on our sepsis committee.

Credentials
  Illinois Registered Professional Nurse, lic. 041.447120, expires 05/31/2028
  CCRN (AACN), valid to January 2029
  BLS and ACLS (AHA), both expire February 2028

Education: BSN, Saint Xavier-style University (Chicago), 2017.
""")

c("Dwayne Mercer", "RN", "37207",
  "TELE:2026-07..2026-10@Piedmont Crest Hospital|Tele; TELE:2025-11..2026-02@Suncoast Heart Institute|Cardiac telemetry; TELE:2025-06..2025-09@Tidewater General|Tele/step-down overflow; TELE:2021-08..2025-04@Cumberland Heights Medical Center|6 North Telemetry",
  lic="RN:TN:2028-08-31:m", certs="BLS:2028-05,ACLS:2028-05", intent="J07:3",
  text="""DWAYNE MERCER RN
Nashville TN 37207 | {email} | {phone}
Compact license: Tennessee multistate RN #221934, exp 08/31/2028
BLS + ACLS exp 5/2028

Travel (Voyage Healthcare Staffing)
- Jul 2026 - Oct 2026  Piedmont Crest Hospital, Atlanta GA - Tele
- Nov 2025 - Feb 2026  Suncoast Heart Institute, Tampa FL - Cardiac telemetry, 5:1 ratio
- Jun 2025 - Sep 2025  Tidewater General, Norfolk VA - Tele/step-down overflow (tele patients)

Staff
- Aug 2021 - Apr 2025  Cumberland Heights Medical Center, Nashville TN - 6 North Telemetry, nights
  rhythm interpretation, cardizem/heparin drips, post-cath and pacemaker patients

Between contracts now; available from January.
""")

c("Hiroshi Yamada", "SWE", "97215",
  "BE_JAVA:2019-02..now@Cobalt Claims; BE_JAVA:2015-07..2019-01@Helio Insurance",
  intent="J15:3", fmt="pdf",
  text="""Hiroshi Yamada - Backend engineer (Java)
Portland, OR 97215 - {email}

I have written Java for a living since July 2015. From then until January 2019 I was on the policy
administration team at Helio Insurance, building Spring services in Java 8 on Oracle. Since February
2019 I have been at Cobalt Claims, where I lead backend work on claims intake: Java 17, Spring Boot,
Kafka, Postgres, running on AWS. I was the first engineer on our event-sourced claims ledger and I
still carry the pager for it.

I work remotely and have done so since 2020. I am not looking to relocate.

Education: B.S. Computer Science, 2015.
""")

c("Lonnie Jackson", "CDL", "30238",
  "CDL_TT:2019-05..now@Red Clay Transport|regional dry van; CDL_LOCALB:2016-03..2019-04@Metro Beverage Distributors|local delivery",
  lic="CDL_A:GA:2029-09-30:eHN", certs="DOT_MED:2028-04", intent="J21:3",
  text="""Lonnie Jackson
Jonesboro GA 30238 / {phone}

CDL A - Georgia - exp 9/2029 - H and N endorsements. DOT med card good thru 04/2028.
Clean MVR.

Red Clay Transport 05/2019 - present. Regional dry van, SE lanes, home weekends.
Metro Beverage Distributors 03/2016 - 04/2019. Local delivery, box truck.

Email {email}
""")

c("Frank Castellano", "ELECTRICIAN", "77015",
  "ELEC_COMMERCIAL:2018-03..now@Energy Corridor Electrical|commercial; ELEC_RESIDENTIAL:2014-01..2018-02@Westheimer Residential Electric|residential",
  lic="ELEC_JOURNEYMAN:TX:2027-11-30", certs="OSHA10", loc="lastjob", intent="J18:3",
  text="""FRANK CASTELLANO
{email}
{phone}

JOURNEYMAN ELECTRICIAN
Texas journeyman electrician license (TDLR) #177204 - expires 11/30/2027. OSHA 10.

EXPERIENCE
Energy Corridor Electrical - Houston, TX 77015
Journeyman Electrician, commercial, March 2018 - Present
  Hospital and lab renovations in the Medical Center; switchgear, lighting control, fire alarm.

Westheimer Residential Electric - Houston, TX
Apprentice, then journeyman, residential, January 2014 - February 2018
""")

c("Rosalie Dupont", "RN", "77054",
  "ED:2024-05..now@Gulf Coast Methodist|Emergency Department; EMS:2014-06..2022-08@Harris County ESD|Paramedic",
  lic="RN:TX:2028-01-31:m", certs="BLS:2028-03,ACLS:2028-03,PALS:2028-03,TNCC:2029-02", intent="J02:3",
  text="""Rosalie Dupont, RN
Houston, TX 77054 • {phone} • {email}

Emergency nurse who came up through EMS.

LICENSURE
Texas RN - multistate (compact) license #981442, expires 01/31/2028
BLS / ACLS / PALS - current through March 2028
TNCC - expires February 2029

EXPERIENCE
Registered Nurse, Emergency Department - Gulf Coast Methodist, Houston TX
May 2024 - Present
  Level II trauma ED, 48 beds; triage, trauma bay, psych holds.

Nursing school (ADN), September 2022 - April 2024.

Paramedic - Harris County ESD, Houston TX
June 2014 - August 2022
  911 paramedic; this is where I learned to love emergency care.
""")

c("Denise Holloway", "RN", "30044",
  "MEDSURG:2020-08..now@Stone Mountain Community Hospital|Med-Surg; LPN_GEN:2014-02..2020-07@Piedmont Crest Hospital|Med-Surg",
  lic="RN:GA:2028-09-30:m", certs="BLS:2028-06", shift="days", intent="J03:3",
  text="""DENISE HOLLOWAY
Lawrenceville, GA 30044
{email} | {phone}

Summary: Med-surg nurse. I was an LPN on a med-surg floor for six years before finishing my RN in 2020.
Looking for days.

License: RN License, Georgia - Multistate/Compact NLC, valid through 2028-09-30
BLS exp 06/2028

Work
Stone Mountain Community Hospital - Registered Nurse, Med-Surg (Aug 2020 - Present)
Piedmont Crest Hospital - LPN, Med-Surg (Feb 2014 - Jul 2020)
""")

c("Gregory Tan", "DATA_ANALYST", "80206",
  "DA_GEN:2024-03..now@Ironbridge Data|Analytics; BE_JAVA:2015-06..2024-02@Tallgrass Payments|Java",
  intent="J15:0",
  text="""Gregory Tan
Denver, CO 80206 · {email}

Data analyst. After eight and a half years as a backend Java engineer I moved into analytics in March
2024 and I am happy here: SQL, dbt, Looker, and a lot of talking to the finance team.

Ironbridge Data - Senior Data Analyst - Mar 2024 to present
Tallgrass Payments - Software Engineer (Java, Spring) - Jun 2015 to Feb 2024

Not looking to go back to software engineering.
""")

c("Hector Nunez", "WELDER", "28214",
  "WELD_STRUCTURAL:2020-01..now@Queen City Iron Works|structural; WELD_PRODUCTION:2016-05..2019-12@Gaston Trailer Manufacturing|production",
  certs="AWS_D11", intent="J20:3",
  text="""Hector Nunez - Welder
Charlotte NC 28214 - {phone} - {email}

AWS D1.1 FCAW 3G & 4G certified (tested 2025, continuity current)

Queen City Iron Works, structural welder, Jan 2020 - present. Beams, columns, moment connections,
stairs. Shop and field.
Gaston Trailer Manufacturing, production MIG welder, May 2016 - Dec 2019.

First shift preferred but flexible.
""")

c("Lorraine Whitby", "RN", "90045",
  "OR:2016-09..now@Pacific Palms Hospital|Main OR",
  lic="RN:CA,RN:NV", certs="BLS:2028-04,CNOR", intent="J05:3", fmt="docx",
  text="""Lorraine Whitby, BSN, RN, CNOR
Westchester, Los Angeles CA 90045  |  {email}  |  {phone}

Perioperative nurse, ten years in the OR.

Licensed in CA and NV.
BLS (AHA) exp 04/2028. CNOR since 2019.

Pacific Palms Hospital, Los Angeles - Circulating RN, Main OR - September 2016 to present
  General, bariatric, ortho and robotic; charge nurse for the evening OR team; super-user for the
  surgical scheduling system.
""")

c("Martin Keller", "MLS", "28277",
  "LAB_CORE:2012-09..now@Queen City Medical Center|Core Lab (chemistry, hematology)",
  certs="MLS_ASCP", intent="J13:3",
  text="""Martin Keller
Charlotte, NC 28277
{email}

MT(ASCP) since 2012 - medical technologist, core lab (chemistry, hematology), Queen City Medical
Center, September 2012 to present. Evening shift lead.
""")

c("Amelia Hart", "PT", "55410",
  "PT_OUTPT_ORTHO:2022-01..now@Lake Harriet Physical Therapy|outpatient orthopedic; PT_OUTPT_ORTHO:2019-06..2021-12@Chippewa Orthopedic & Sports PT|outpatient ortho",
  lic="PT:MN,PT:WI", certs="DPT", intent="J10:3",
  text="""AMELIA HART, PT, DPT
Minneapolis, MN 55410 • {phone} • {email}

Physical therapist. Licensed in MN and WI.

Lake Harriet Physical Therapy, Minneapolis - Staff PT, outpatient orthopedic, Jan 2022 - Present
Chippewa Orthopedic & Sports PT, Eau Claire WI - PT, outpatient ortho, Jun 2019 - Dec 2021

DPT, 2019.
""")

c("Gloria Estrada", "HVAC", "85009",
  "HVAC_COMMERCIAL:2019-04..now@Cactus Commercial HVAC|commercial; HVAC_RESIDENTIAL:2015-02..2019-03@Mesa Home Comfort|residential",
  certs="EPA608_UNIVERSAL", intent="J19:3",
  text="""gloria estrada
phoenix az 85009 / {email}

hvac tech. epa 608 universal. commercial service since april 2019 at cactus commercial hvac (rtus,
vav, small chillers, on-call rotation). before that residential install and service at mesa home
comfort, feb 2015 - mar 2019.
""")

c("Ruth Okonkwo", "RN", "02119",
  "ICU:2019-10..now@Commonwealth Harbor Medical Center|Surgical ICU; gap:0; TELE:2016-01..2018-03@Charles River Hospital|Telemetry",
  lic="RN:MA:2028-07-31", certs="BLS:2028-01,ACLS:2028-01", intent="J06:3",
  text="""RUTH OKONKWO, RN
Roxbury, MA 02119 | {email}

Massachusetts RN license #RN2298765 (exp 07/2028)
BLS, ACLS - AHA - exp 01/2028

Commonwealth Harbor Medical Center, Boston MA
  Staff nurse, Surgical ICU - October 2019 to present

Career break - April 2018 to September 2019 (caring for a family member)

Charles River Hospital, Boston MA
  Staff nurse, Telemetry - January 2016 to March 2018
""")

c("Samir Haddad", "SWE", "80027",
  "BE_GO:2021-03..now@Summit Observability|Go; BE_PY:2017-09..2021-02@Quarry Labs|Python",
  intent="J14:3",
  text="""# Samir Haddad
Louisville, CO 80027 | {email}

## Experience
**Summit Observability** - Senior Backend Engineer | Mar 2021 - Present
Go services for metrics ingestion (gRPC, Kafka, ClickHouse). Owned the query API.

**Quarry Labs** - Software Engineer | Sep 2017 - Feb 2021
Python (Django, Celery) for lab-data pipelines.

Open to hybrid in Denver.
""")

c("Patricia Moreau", "RN", "85283",
  "LD:2020-02..now@Saguaro Women's Hospital|Labor and Delivery",
  lic="RN:AZ:2028-05-31", certs="BLS:2028-02,NRP:2028-02,AWHONN", intent="J04:3", fmt="pdf",
  text="""Patricia Moreau, RN
Tempe, AZ 85283 · {phone} · {email}

Labor and delivery nurse since February 2020 at Saguaro Women's Hospital (Phoenix): inductions,
epidurals, fetal monitoring, C-section circulating, OB triage.

Arizona RN license #RN284410, expires May 31, 2028
BLS, NRP: valid through 02/2028. AWHONN Intermediate Fetal Monitoring.
""")

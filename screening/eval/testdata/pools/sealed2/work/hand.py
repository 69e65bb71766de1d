"""Candidates written entirely by hand: the resume text and, separately, the truth it states."""
import grade as G

CANDIDATES = []


def role(p, sp, start, end=None):
    return {"profession": p, "specialty": sp, "start": start, "end": end}


def lic(t, st, exp=None, explicit_ms=False, status="active"):
    return {"type": t, "state": st, "expires": exp, "explicit_ms": explicit_ms, "status": status}


def cert(n, exp=None):
    return {"name": n, "expires": exp}


def rep_zip(city, state):
    zs = [z for z, v in G.zips().items() if v[2] == city and v[3] == state]
    la = sum(G.zips()[z][0] for z in zs) / len(zs)
    lo = sum(G.zips()[z][1] for z in zs) / len(zs)
    return min(sorted(zs), key=lambda z: (G.zips()[z][0] - la) ** 2 + (G.zips()[z][1] - lo) ** 2)


def H(why, text, body, profession, roles, zip_=None, loc="zip", city=None, state=None, licences=(), certs=(),
      skills=(), shift=None, ext="txt", fmt="txt", jobRequest=None):
    if loc in ("city", "lastjob"):
        zip_ = rep_zip(city, state)
    if zip_:
        city, state = G.zips()[zip_][2], G.zips()[zip_][3]
    home_state = state if zip_ else None
    lics = []
    for l in licences:
        ms = (l["type"] in G.COMPACT_TYPES and l["state"] in G.COMPACT and
              (l["explicit_ms"] or home_state == l["state"]))
        lics.append({"type": l["type"], "state": l["state"], "multistate": bool(ms), "expires": l["expires"],
                     "status": l["status"]})
    truth = {"profession": profession, "roles": list(roles), "zip": zip_, "city": city if zip_ else None,
             "state": state if zip_ else None, "locationFrom": loc if zip_ else None, "licences": lics,
             "certs": list(certs), "skills": list(skills), "shiftPref": shift}
    b = {"statusId": 1}
    b.update(body)
    CANDIDATES.append({"hand": True, "why": why, "text": text, "body": b, "truth": truth, "ext": ext, "fmt": fmt,
                       "jobRequest": jobRequest})


# --------------------------------------------------------------------------------------------------
H("travel tele RN, Licensed in CA and NV (no dates) -> J02 3", """KIMBERLY ANNE OSTROWSKI, BSN, RN
Las Vegas, NV 89117  |  (702) 555-0148  |  kim.ostrowski.rn@example.com

Travel Telemetry / PCU Nurse - 9 years nursing, 7 years telemetry

LICENSES
Licensed in CA and NV (active, no discipline)

CERTIFICATIONS
BLS - AHA - exp 06/2028
ACLS - AHA - exp 06/2028
NIHSS

TRAVEL ASSIGNMENTS
08/2026 - present    Cardiac Telemetry, Truckee Meadows Medical Center, Reno NV (nights)
04/2026 - 07/2026    Telemetry, Capitol Valley Medical Center, Sacramento CA
11/2025 - 03/2026    Tele/Step-down float, Desert Springs Regional, Las Vegas NV
03/2024 - 10/2025    Telemetry 4B, Silver State Medical Center, Las Vegas NV (staff, then per diem)

STAFF
06/2019 - 02/2024    Telemetry Unit, Sunrise Valley Hospital, Henderson NV - Staff RN
08/2017 - 05/2019    Med-Surg, Sunrise Valley Hospital, Henderson NV - Staff RN

Happy to work nights. EMRs: Epic, Cerner, Meditech Expanse.
""", {"firstName": "Kimberly", "lastName": "Ostrowski", "email": "kim.ostrowski.rn@example.com"}, "RN",
  [role("RN", "TELE", "2026-08"), role("RN", "TELE", "2026-04", "2026-07"), role("RN", "TELE", "2025-11", "2026-03"),
   role("RN", "TELE", "2024-03", "2025-10"), role("RN", "TELE", "2019-06", "2024-02"), role("RN", "MEDSURG", "2017-08", "2019-05")],
  zip_="89117", licences=[lic("RN", "CA"), lic("RN", "NV")],
  certs=[cert("BLS", "2028-06-30"), cert("ACLS", "2028-06-30"), cert("NIHSS")], shift="night",
  jobRequest={"jobTypes": ["contract"], "schedule": {"shifts": ["night"]}})

H("GA multistate NICU traveller -> J09 3", """Tamara J. Whitfield, BSN, RN, RNC-NIC
Atlanta, GA 30306 - tamara.whitfield@example.net - 404-555-0133

RN License, Georgia - Multistate/Compact NLC (No. RN513517), valid through 2029-02-27

Certifications: NRP (exp 2028-04), BLS (exp 2028-04), S.T.A.B.L.E., RNC-NIC

EXPERIENCE
Peachtree Regional Medical Center - Atlanta, GA
Staff RN, Level IV NICU                                   Jan 2019 - Present
- 1:1 and 1:2 assignments, micro-preemies from 22 weeks, HFOV, nitric oxide, post-surgical neonates
- Transport team member; charge nurse since 2022

Hillsborough Bay Hospital - Tampa, FL
Staff RN, NICU (Level III)                                Jun 2016 - Dec 2018
- Admissions from L&D, resuscitation team, family teaching

Looking for a 13-week night contract in the Midwest, open to Wisconsin or Minnesota.
""", {"firstName": "Tamara", "lastName": "Whitfield", "email": "tamara.whitfield@example.net", "phone": "404-555-0133"},
  "RN", [role("RN", "NICU", "2019-01"), role("RN", "NICU", "2016-06", "2018-12")], zip_="30306",
  licences=[lic("RN", "GA", "2029-02-27", explicit_ms=True)],
  certs=[cert("NRP", "2028-04-30"), cert("BLS", "2028-04-30"), cert("STABLE")], shift="night")

H("TX RN #123456 exp 05/28, Houston ICU -> J01 1 (not local), J06 0 (no OR licence)", """Oscar Villarreal RN
Houston TX 77008
oscar.villarreal@example.com
cell 713 555 0119

TX RN #123456 exp 05/28
BLS/ACLS/PALS - all current (renewed 2026)
CCRN

Bayou City Medical Center, Houston TX - Cardiovascular ICU, staff RN - 2020 Feb to present
 open hearts, Impella, IABP, CRRT, ECMO circuit checks
Gulf Coast Methodist, Houston TX - Med Surg RN - 2018 Jun to 2020 Jan
""", {"firstName": "Oscar", "lastName": "Villarreal", "email": "oscar.villarreal@example.com"}, "RN",
  [role("RN", "ICU", "2020-02"), role("RN", "MEDSURG", "2018-06", "2020-01")], zip_="77008",
  licences=[lic("RN", "TX", "2028-05-31")], certs=[cert("BLS"), cert("ACLS"), cert("PALS"), cert("CCRN")])

H("FL compact, former NICU 3 yrs, now peds -> J09 1", """Registered Nurse - Florida (compact)

BRITTANY NGUYEN-HALE
Tampa, Florida 33606 · brittany.nh@example.org

Pediatric nurse (4 years) with prior Level III NICU experience (3 years). BLS and NRP current, PALS current.

Hillsborough Bay Hospital, Tampa FL
  RN, Pediatric Unit ........................................ 09/2022 - Present
  RN, NICU (Level III) ...................................... 07/2019 - 08/2022

NRP - exp. 03/2028   |   BLS - exp. 03/2028   |   PALS - exp. 11/2027
""", {"firstName": "Brittany", "lastName": "Nguyen-Hale", "email": "brittany.nh@example.org"}, "RN",
  [role("RN", "PEDS", "2022-09"), role("RN", "NICU", "2019-07", "2022-08")], zip_="33606",
  licences=[lic("RN", "FL", None, explicit_ms=True)],
  certs=[cert("NRP", "2028-03-31"), cert("BLS", "2028-03-31"), cert("PALS", "2027-11-30")])

H("Milwaukee NICU RN, days only -> J09 2", """Heidi Schumacher
Milwaukee, WI 53202
(414) 555-0107 | heidi.schumacher@example.com

NICU RN with 6 years in a Level IV NICU. I have two small kids so I can only take DAY shift contracts.

Work
- Lake Michigan Medical Center, Milwaukee WI — NICU (Level IV) Staff Nurse — 10/2020 to current
- Brew City Regional, Milwaukee WI — Mother/Baby RN — 05/2018 to 09/2020

Wisconsin RN license #221907-30, exp 02/28/2028
NRP 09/2028, BLS 09/2028
""", {"firstName": "Heidi", "lastName": "Schumacher", "email": "heidi.schumacher@example.com"}, "RN",
  [role("RN", "NICU", "2020-10"), role("RN", "POSTPARTUM", "2018-05", "2020-09")], zip_="53202",
  licences=[lic("RN", "WI", "2028-02-28")], certs=[cert("NRP", "2028-09-30"), cert("BLS", "2028-09-30")], shift="day")

H("ICU RN who spent 3 yrs on Med-Surg, LinkedIn paste, Sylvania OH -> J01 3", """Rebecca (Becca) Lindgren
Registered Nurse - MICU at Maumee Valley Regional Medical Center
Sylvania, Ohio, United States · Contact info
500+ connections

About
ICU nurse on nights in a 24-bed medical ICU. Before the ICU I spent three years on a med-surg floor, which is
where I learned time management. I precept new grads and I'm on our unit's sepsis committee. Based in
Sylvania, OH 43560.

Experience

Registered Nurse - Medical ICU
Maumee Valley Regional Medical Center · Full-time
Mar 2021 - Present · 5 yrs 9 mos
Toledo, Ohio, United States
Vent management, pressors, CRRT, post-arrest hypothermia. Night shift.

Registered Nurse - Med/Surg
St. Clare Hospital · Full-time
Feb 2018 - Feb 2021 · 3 yrs 1 mo
Toledo, Ohio, United States

Education
University of Toledo
Bachelor of Science in Nursing - BSN
2013 - 2017

Licenses & certifications

Registered Nurse
Ohio Board of Nursing
Issued Jan 2018 · Expires Oct 2029
Credential ID RN.448812

ACLS Provider
American Heart Association
Issued Jun 2026 · Expires Jun 2028

BLS Provider
American Heart Association
Issued Jun 2026 · Expires Jun 2028

Skills
Critical Care Nursing · Ventilator Management · Epic Systems · Preceptorship
""", {"firstName": "Rebecca", "lastName": "Lindgren", "email": "becca.lindgren@example.com"}, "RN",
  [role("RN", "ICU", "2021-03"), role("RN", "MEDSURG", "2018-02", "2021-02")], zip_="43560",
  licences=[lic("RN", "OH", "2029-10-31")], certs=[cert("ACLS", "2028-06-30"), cert("BLS", "2028-06-30")],
  shift="night", fmt="docx")

H("RN who was a CNA, Grand Rapids med-surg -> J03 3", """DeShawn Carter, RN
Wyoming, MI 49509 * 616-555-0172 * deshawn.carter@example.com

I started in healthcare as a CNA and went back to school for my ADN while working. Now a med-surg RN on days.

Heritage Hills Hospital, Grand Rapids MI
  Registered Nurse, 5 North Medical-Surgical (days)              Aug 2023 - Present
  Certified Nursing Assistant, same unit                          Jan 2018 - Jul 2023

Michigan RN License 4704312345, exp 03/31/2028
BLS (AHA) exp 01/2028

A.D.N., Grand Rapids Community College, 2023
""", {"firstName": "DeShawn", "lastName": "Carter", "email": "deshawn.carter@example.com"}, "RN",
  [role("RN", "MEDSURG", "2023-08"), role("CNA", None, "2018-01", "2023-07")], zip_="49509",
  licences=[lic("RN", "MI", "2028-03-31")], certs=[cert("BLS", "2028-01-31")], shift="day")

H("surgical tech, location only in last job, BLS expired, wants evenings -> J14 1", """Surgical Technologist

Experience
Red River Medical Center — Shreveport, LA
Certified Surgical Technologist, Main OR                     June 2019 – Present
  • Scrub general, ortho, neuro and CV cases; first scrub on robotic cases
  • Trains new techs and students from the community college

Ark-La-Tex University Hospital — Shreveport, LA
Surgical Technologist                                        May 2016 – May 2019

Certification
  CST (NBSTSA), expires 12/31/2028
  BLS — expired 04/2025 (renewal class scheduled)

I would prefer evening shift if possible.

Corey Babineaux · corey.babineaux@example.com
""", {"firstName": "Corey", "lastName": "Babineaux", "email": "corey.babineaux@example.com"}, "SURGTECH",
  [role("SURGTECH", "ST", "2019-06"), role("SURGTECH", "ST", "2016-05", "2019-05")], loc="lastjob",
  city="Shreveport", state="LA", certs=[cert("CST", "2028-12-31"), cert("BLS", "2025-04-30")], shift="evening")

H("surg tech with 1 year then a break, TS-C, no BLS -> J14 1", """Jasmine Okoro
Baton Rouge, LA 70808 | jasmine.okoro@example.org | 225-555-0190

Surgical Technologist, TS-C (NCCT) - certified 2023, expires 07/2029

Capital Area Medical Center, Baton Rouge LA - Surgical Tech - 08/2023 - 09/2024
Scrubbed general, GYN and urology cases.

09/2024 - present: stay-at-home parent, ready to return full time. Willing to travel.
""", {"firstName": "Jasmine", "lastName": "Okoro", "email": "jasmine.okoro@example.org"}, "SURGTECH",
  [role("SURGTECH", "ST", "2023-08", "2024-09")], zip_="70808", certs=[cert("CST", "2029-07-31")])

H("CDL texting style, 6 yrs OTR -> J23 3", """Travis Mayle - CDL A - text 614-555-0124
travis.mayle@example.com
Columbus OH 43207
Class A CDL OH exp 2029-08-31, clean MVR
6 yrs OTR w/ Blue Ribbon Carriers 10/2020 to present
med card good till 03/2028
Hazmat endorsement (H)
want home weekends
""", {"firstName": "Travis", "lastName": "Mayle", "email": "travis.mayle@example.com"}, "CDL",
  [role("CDL", "CDL_OTR", "2020-10")], zip_="43207", licences=[lic("CDL_A", "OH", "2029-08-31")],
  certs=[cert("DOTMED", "2028-03-31"), cert("HAZMAT")])

H("CDL 8 months then laid off, med card expired -> J23 1", """Kyle Brandenburg
Circleville, Ohio 43113
kbrandenburg@example.net

Got my Class A in 2025 (Ohio CDL-A, expires 02/2030).
Drove for Scioto Transport 03/2025 - 10/2025 (regional dry van), laid off when they lost the contract.
Since then working at my uncle's farm. DOT medical card expired 08/2026, will redo the physical.
Want to get back on the road.
""", {"firstName": "Kyle", "lastName": "Brandenburg", "email": "kbrandenburg@example.net"}, "CDL",
  [role("CDL", "CDL_REG", "2025-03", "2025-10")], zip_="43113", licences=[lic("CDL_A", "OH", "2030-02-28")],
  certs=[cert("DOTMED", "2026-08-31")])

H("CDL regional 3 yrs, med card expired -> J23 2", """RODNEY HUFFMAN
Chillicothe, OH 45601 - (740) 555-0177 - rodney.huffman@example.com

CLASS A CDL DRIVER
- Ohio Commercial Driver License Class A, valid through 2028-11-30
- DOT Medical Certificate - exp. 06/2026 (renewal appointment booked)

Crossroads Trucking, Columbus OH - Regional Driver (OH/IN/KY) - 09/2023 to present
Ohio Valley Logistics, Portsmouth OH - Local Driver (Class A) - 04/2021 to 08/2023
""", {"firstName": "Rodney", "lastName": "Huffman", "email": "rodney.huffman@example.com"}, "CDL",
  [role("CDL", "CDL_REG", "2023-09"), role("CDL", "CDL_LOCAL", "2021-04", "2023-08")], zip_="45601",
  licences=[lic("CDL_A", "OH", "2028-11-30")], certs=[cert("DOTMED", "2026-06-30")])

H("CDL-A in Indianapolis, 159 mi from Grove City (locals only) -> J23 0", """Marcus Bell
Indianapolis, IN 46220
marcus.bell@example.org / 317-555-0140

CDL-A (IN) expires 10/31/2028, DOT medical card exp 2028-01, Tanker endorsement (N)
Heartland Express Carriers - Regional CDL-A Driver - 05/2019 - Present
""", {"firstName": "Marcus", "lastName": "Bell", "email": "marcus.bell@example.org"}, "CDL",
  [role("CDL", "CDL_REG", "2019-05")], zip_="46220", licences=[lic("CDL_A", "IN", "2028-10-31")],
  certs=[cert("DOTMED", "2028-01-31"), cert("TANKER")])

H("Spanish-speaking pipe welder, Sulphur LA, non-native text -> J22 3", """JOSE LUIS CASTILLO RAMIREZ
Sulphur, LA 70663
Cel: 337-555-0151   email: joseluis.castillo@example.com

I am pipe welder with 12 years of experience in refinery and petrochemical plant. I weld carbon steel and
chrome with TIG root and stick hot pass and cap. I pass x-ray always.

CERTIFICACIONES / CERTS
- TWIC card, expires 05/2029
- 6G certified (ASME Section IX) - tested 2025
- OSHA 10

EXPERIENCE
Calcasieu Pipe & Steel, Lake Charles LA — Pipe Welder — 03/2018 to present
Gulf Coast Industrial, Port Arthur TX — Pipe Welder — 01/2014 to 02/2018
Talleres Industriales del Norte, Monterrey MX — Welder helper — 06/2011 to 12/2013

I speak Spanish and English (good). I have my own truck and rig.
""", {"firstName": "Jose Luis", "lastName": "Castillo Ramirez", "email": "joseluis.castillo@example.com"}, "WELDER",
  [role("WELDER", "WE_PIPE", "2018-03"), role("WELDER", "WE_PIPE", "2014-01", "2018-02"),
   role("WELDER_HELPER", None, "2011-06", "2013-12")], zip_="70663",
  certs=[cert("TWIC", "2029-05-31"), cert("6G"), cert("OSHA10")])

H("structural welder now, 4 yrs pipe before, TWIC, 6G -> J22 2", """Bogdan Melnyk
Beaumont, TX 77706 · bogdan.melnyk@example.net · 409-555-0102

Welder. Responsible for structural steel erection last 3 years, before this I was pipe welder on pipelines
4 years. I have TWIC (expires 2028-09-30) and 6G pipe test - passed (ASME IX).

Sabine River Constructors, Beaumont TX — Structural Welder — 01/2023 - present
Permian Pipeline Services, Odessa TX — Pipe Welder — 09/2018 - 12/2022
""", {"firstName": "Bogdan", "lastName": "Melnyk", "email": "bogdan.melnyk@example.net"}, "WELDER",
  [role("WELDER", "WE_STRUCT", "2023-01"), role("WELDER", "WE_PIPE", "2018-09", "2022-12")], zip_="77706",
  certs=[cert("TWIC", "2028-09-30"), cert("6G")])

H("Indian Java backend engineer, 9 years, long resume, PDF -> J16 3", """VENKATA SAI KRISHNA PRASAD
Senior Software Engineer | Java, Spring Boot, Kafka, AWS
Dublin, OH 43016 | venkata.prasad@example.com | 614-555-0111

PROFESSIONAL SUMMARY
* Having 9+ years of experience in design, development and deployment of backend applications using Java.
* Strong experience in Spring Boot microservices, Apache Kafka event streaming and AWS (EC2, EKS, S3, RDS).
* Good exposure to Agile/Scrum methodology, code reviews and production support.
* Excellent communication and team player.

TECHNICAL SKILLS
Languages: Java 8/11/17, SQL, Python (basic)
Frameworks: Spring Boot, Spring Cloud, Hibernate
Messaging: Kafka, RabbitMQ
Cloud/DevOps: AWS, Docker, Jenkins, Terraform
Databases: Oracle, MySQL, MongoDB

PROFESSIONAL EXPERIENCE

Client: Great Lakes Fintech, Columbus, OH                              Apr 2021 - Present
Role: Senior Software Engineer (Backend)
Responsibilities:
* Designed payment-ledger microservices in Java 17 with Spring Boot.
* Built Kafka consumers and producers for settlement events (3M events/day).
* Involved in migration from on-prem to AWS.

Client: Keystone Insurance Group, Harrisburg, PA                       Jan 2019 - Mar 2021
Role: Java Developer
* Developed REST APIs for policy administration; unit testing with JUnit and Mockito.

Infotech Solutions Pvt Ltd, Hyderabad, India                            Jul 2017 - Dec 2018
Role: Software Engineer (Java)
* Developed modules for a banking application using Java and Spring.

EDUCATION
Bachelor of Technology in Computer Science, JNTU Hyderabad, 2017

DECLARATION
I hereby declare that all the information furnished above is true to the best of my knowledge.
""", {"firstName": "Venkata Sai Krishna", "lastName": "Prasad", "email": "venkata.prasad@example.com",
      "phone": "614-555-0111", "profession": "Software Engineer", "specialty": "Java"}, "SWE",
  [role("SWE", "BE_JAVA", "2021-04"), role("SWE", "BE_JAVA", "2019-01", "2021-03"), role("SWE", "BE_JAVA", "2017-07", "2018-12")],
  zip_="43016", skills=["Spring Boot", "Kafka", "AWS", "Java", "Hibernate", "Docker", "Terraform"], fmt="pdf",
  jobRequest={"location": {"remote": True}})

H("data engineer in Chicago IL, outside J18's states -> J18 0", """Megan O'Rourke — Data Engineer
Chicago, IL 60614 · megan.orourke@example.com

Stack: Python, SQL, Airflow, Spark, Snowflake, dbt, AWS

Experience
Lantern Media — Senior Data Engineer (remote) — Jun 2021 – present
- Own the Airflow DAGs that load 3 TB/day; Spark jobs on EMR for sessionization
Mapleton Bank — Data Engineer — Aug 2018 – May 2021
- Nightly batch loads into the warehouse, data quality checks
""", {"firstName": "Megan", "lastName": "O'Rourke", "email": "megan.orourke@example.com"}, "SWE",
  [role("SWE", "DATAENG", "2021-06"), role("SWE", "DATAENG", "2018-08", "2021-05")], zip_="60614",
  skills=["Python", "SQL", "Airflow", "Spark", "Snowflake", "dbt", "AWS"])

H("data engineer in Louisville KY -> J18 3", """Dana Whitaker
Louisville, KY 40205 | dana.whitaker@example.org | github.com/dwhitaker

Data Engineer, 6 years. I build boring, reliable pipelines.

- Derby City Health (Louisville, KY), Data Engineer II, 2022-03 to present: Airflow orchestration for 140 DAGs,
  PySpark jobs on Databricks, BigQuery marts for claims analytics.
- Bluegrass Analytics (Lexington, KY), Data Engineer, 2020-09 to 2022-02: ETL with Python and SQL, Spark on EMR.

Skills: Python, SQL, Airflow, Spark, BigQuery, Terraform
""", {"firstName": "Dana", "lastName": "Whitaker", "email": "dana.whitaker@example.org", "profession": "Software Engineer",
      "specialty": "Data Engineering"}, "SWE",
  [role("SWE", "DATAENG", "2022-03"), role("SWE", "DATAENG", "2020-09", "2022-02")], zip_="40205",
  skills=["Python", "SQL", "Airflow", "Spark", "BigQuery", "Terraform"])

H("frontend dev in Chicago relocating to GR in 2027 -> J17 1 (lives outside radius now)", """NOAH FEINSTEIN
Frontend Engineer - React / TypeScript
Chicago, IL 60614 (relocating to Grand Rapids, MI in February 2027)
noah.feinstein@example.com

Experience
Cobalt Commerce, Chicago IL - Senior Frontend Engineer - 01/2022 - Present
  - Checkout and cart in React + TypeScript, Next.js; cut bundle size 38%
Harbor Retail Systems, Chicago IL - Front-End Developer - 06/2019 - 12/2021
  - Built UI components, accessibility fixes (WCAG AA)

Skills: React, TypeScript, Next.js, Jest, Playwright, CSS
""", {"firstName": "Noah", "lastName": "Feinstein", "email": "noah.feinstein@example.com"}, "SWE",
  [role("SWE", "FE", "2022-01"), role("SWE", "FE", "2019-06", "2021-12")], zip_="60614",
  skills=["React", "TypeScript", "Next.js", "Jest", "Playwright"])

H("RT in Temperance MI with MI licence only, Ohio application not yet filed -> J11 1", """Lisa Marie Gorski, RRT
Temperance, MI 48182
lisa.gorski@example.net | 734-555-0136

Registered Respiratory Therapist (RRT), NBRC - 2016
Michigan Respiratory Therapist License #5501012345, exp 05/31/2028
BLS exp 2028-02, ACLS exp 2028-02, NRP exp 2028-02

Toledo-area hospital experience:
Monroe Regional Hospital, Monroe, MI - Staff RRT, adult ICU / ED / floors - 11/2016 - Present
  ventilators (AC, PRVC, APRV), ABGs, BiPAP, rapid response and codes, night shift

I know Toledo hospitals need an Ohio license; I would apply for it if hired.
""", {"firstName": "Lisa Marie", "lastName": "Gorski", "email": "lisa.gorski@example.net"}, "RT",
  [role("RT", "RT_ADULT", "2016-11")], zip_="48182", licences=[lic("RT", "MI", "2028-05-31")],
  certs=[cert("NBRC"), cert("BLS", "2028-02-29"), cert("ACLS", "2028-02-29"), cert("NRP", "2028-02-29")])

H("Oregon CVICU RN living in Eugene -> J06 3 (travel job, local applicant)", """Sierra Halvorsen-Nakamura, BSN, RN, CCRN
Eugene, Oregon 97405 · 541-555-0168 · sierra.hn@example.com

Oregon RN License #201504417RN - expires 06/30/2028
BLS, ACLS (both AHA, expire 05/2028), CCRN-CMC

Willamette Heart Center, Eugene OR — CVICU RN — 09/2019 to present
  Fresh open hearts, TAVR, Impella CP and 5.5, ECMO, CRRT
McKenzie Valley Hospital, Springfield OR — Telemetry RN — 07/2016 to 08/2019
""", {"firstName": "Sierra", "lastName": "Halvorsen-Nakamura", "email": "sierra.hn@example.com"}, "RN",
  [role("RN", "ICU", "2019-09"), role("RN", "TELE", "2016-07", "2019-08")], zip_="97405",
  licences=[lic("RN", "OR", "2028-06-30")], certs=[cert("BLS", "2028-05-31"), cert("ACLS", "2028-05-31"), cert("CCRN")])

H("new-grad DPT with WI licence, no employment yet -> J12 1", """Ethan Voss, PT, DPT
Eau Claire, WI 54703 - ethan.voss@example.com - 715-555-0109

Wisconsin Physical Therapist License #17450-24, exp 05/31/2029

Education: Doctor of Physical Therapy, University of Wisconsin-La Crosse, May 2026

Clinical rotations (student, unpaid):
- Outpatient orthopedics, Chippewa Valley Orthopedics & Sports Rehab (10 weeks)
- Inpatient rehabilitation, Chippewa Valley Hospital (8 weeks)
- Acute care, Eau Claire Regional Medical Center (8 weeks)

Seeking my first full-time outpatient position. Available to start January 2027.
""", {"firstName": "Ethan", "lastName": "Voss", "email": "ethan.voss@example.com"}, "PT", [], zip_="54703",
  licences=[lic("PT", "WI", "2029-05-31")])

H("LPN in an RN program -> 0 for RN jobs", """Ashley Nicole Brewer, LPN
Bowling Green, KY 42104 | 270-555-0181 | ashley.brewer@example.com

LPN since 2019. Currently in the LPN-to-RN bridge at Western Kentucky University, expected graduation May 2027
(NCLEX-RN after that).

Kentucky LPN License #2045118, exp 10/31/2027 (multistate)
BLS exp 2028-01

Warren County Regional Hospital, Bowling Green KY — LPN, Med-Surg float — 06/2021 to present
Golden Meadows Care Center, Bowling Green KY — Charge LPN — 08/2019 to 05/2021
""", {"firstName": "Ashley", "lastName": "Brewer", "email": "ashley.brewer@example.com"}, "LPN",
  [role("LPN", "MEDSURG", "2021-06"), role("LPN", "LTC", "2019-08", "2021-05")], zip_="42104",
  licences=[lic("LPN", "KY", "2027-10-31", explicit_ms=True)], certs=[cert("BLS", "2028-01-31")])

H("critical care paramedic applying to ED RN -> J04 0", """Brent Hollis, FP-C
Bowling Green KY 42101 - brent.hollis@example.com

Critical Care Paramedic, 11 years. Flight paramedic since 2020. Kentucky Paramedic License, NREMT-P.
ACLS, PALS, PHTLS, BLS.

MedFlight Critical Care Transport, Bowling Green KY — Flight Paramedic — 03/2020 - Present
Warren County EMS, Bowling Green KY — Paramedic — 07/2015 - 02/2020

Applying for your ED position - I work hand in hand with ED nurses every day and can start an IV on anyone.
""", {"firstName": "Brent", "lastName": "Hollis", "email": "brent.hollis@example.com"}, "PARAMEDIC",
  [role("PARAMEDIC", None, "2020-03"), role("PARAMEDIC", None, "2015-07", "2020-02")], zip_="42101",
  certs=[cert("ACLS"), cert("PALS"), cert("BLS")])

H("home health RN in Hazard, licence lapsed 2024 -> J10 0", """Loretta Combs
Hazard, KY 41701
606-555-0174 / loretta.combs@example.net

Home health nurse, 9 years in Perry and Knott counties.

Kentucky RN license #1098877 - lapsed 06/30/2024 while I cared for my mother; reinstatement application sent.
BLS exp 2028-07

Mountain Laurel Home Health, Hazard KY - RN Case Manager - 05/2015 - 07/2024
""", {"firstName": "Loretta", "lastName": "Combs", "email": "loretta.combs@example.net"}, "RN",
  [role("RN", "HOMEHEALTH", "2015-05", "2024-07")], zip_="41701", licences=[lic("RN", "KY", "2024-06-30")],
  certs=[cert("BLS", "2028-07-31")])

H("WI journeyman electrician, table resume (DOCX) -> J20 3", """<html><head><meta charset='utf-8'></head><body>
<h1>Tyler J. Vandenberg</h1>
<p>De Pere, WI 54115 &middot; 920-555-0115 &middot; tyler.vandenberg@example.com</p>
<table border='1' cellpadding='4'>
<tr><th>License / Cert</th><th>Number</th><th>Expires</th></tr>
<tr><td>Wisconsin Journeyman Electrician License</td><td>1249876</td><td>09/30/2028</td></tr>
<tr><td>OSHA 10-Hour Construction</td><td>-</td><td>-</td></tr>
</table>
<h2>Work</h2>
<table border='1' cellpadding='4'>
<tr><th>Dates</th><th>Company</th><th>Work</th></tr>
<tr><td>04/2020 - Present</td><td>Fox River Electric, Green Bay WI</td><td>Journeyman electrician, commercial: schools, clinics, retail build-outs, switchgear, lighting controls</td></tr>
<tr><td>06/2016 - 03/2020</td><td>Fox River Electric, Green Bay WI</td><td>Apprentice electrician (IBEW Local 158 program)</td></tr>
</table>
<p>Day shift. Own tools and truck.</p>
</body></html>
""", {"firstName": "Tyler", "lastName": "Vandenberg", "email": "tyler.vandenberg@example.com"}, "ELECTRICIAN",
  [role("ELECTRICIAN", "EL_COMM", "2020-04"), role("ELECTRICIAN", None, "2016-06", "2020-03")], zip_="54115",
  licences=[lic("ELEC_J", "WI", "2028-09-30")], certs=[cert("OSHA10")], shift="day", ext="html", fmt="docx")

H("commercial HVAC tech, very long, Lexington -> J21 3", """RAYMOND "RAY" DUVALL
2231 Clays Mill Rd, Lexington, KY 40503
Mobile: (859) 555-0128   Email: ray.duvall@example.com

SUMMARY
Commercial HVAC service technician with 7 years of hands-on service on rooftop units, split systems, VRF,
chillers and boilers. I troubleshoot controls down to the board, keep customers informed and leave the
mechanical room cleaner than I found it. Comfortable on call. Day shift preferred with on-call rotation.

CERTIFICATIONS & LICENSES
- EPA Section 608 Universal Certification (no expiration)
- Kentucky HVAC Journeyman License #HM-40711 (exp. 2028-06-30)
- NATE certified - Air Conditioning / Heat Pump Service
- OSHA 10

PROFESSIONAL EXPERIENCE

Bluegrass Mechanical Services - Lexington, KY
Commercial HVAC Service Technician                                   March 2019 - Present
- Service and PM for 120+ commercial accounts: schools, clinics, office buildings, two hospitals
- Carrier and Trane RTUs up to 150 tons, Daikin VRV, York chillers, Lochinvar and Cleaver-Brooks boilers
- BAS troubleshooting (Johnson Metasys, Trane Tracer), economizer repairs, VFD replacement
- Mentor to two apprentices; lead tech on the University of Kentucky contract

Commonwealth Air - Lexington, KY
Residential Service Technician                                        May 2016 - February 2019
- Furnace and heat pump service and change-outs, 5-7 calls a day, refrigerant recovery and charging

EDUCATION & TRAINING
HVAC-R Technology Diploma, Bluegrass Community & Technical College, 2016
Manufacturer training: Trane commercial rooftop, Daikin VRV

REFERENCES
Available on request.
""", {"firstName": "Raymond", "lastName": "Duvall", "email": "ray.duvall@example.com", "phone": "(859) 555-0128",
      "address": {"address1": "2231 Clays Mill Rd", "city": "Lexington", "state": "KY", "zip": "40503", "countryCode": "US"}},
  "HVAC", [role("HVAC", "HV_COMM", "2019-03"), role("HVAC", "HV_RES", "2016-05", "2019-02")], zip_="40503",
  licences=[lic("HVAC_J", "KY", "2028-06-30")], certs=[cert("EPA608U"), cert("OSHA10")], shift="day")

H("MLS MT(AMT), microbiology only, Springfield MO -> J15 2 (adjacent bench)", """Priscilla Tran, MT(AMT)
Springfield, MO 65810 · priscilla.tran@example.org

Microbiology technologist, 5 years. Bench: blood cultures, urine/wound/resp cultures, MALDI-TOF (Bruker),
Vitek 2 susceptibilities, molecular panels (BioFire).

Greene County Regional Laboratory, Springfield MO — Microbiology Technologist — 10/2021–present
Queen City Medical Center, Springfield MO — Lab Assistant — 06/2019–09/2021

B.S. Biology, Missouri State University, 2019. MT(AMT) certified 2021.
Nights are fine with me.
""", {"firstName": "Priscilla", "lastName": "Tran", "email": "priscilla.tran@example.org"}, "MLS",
  [role("MLS", "LAB_MICRO", "2021-10"), role("LAB_ASSISTANT", None, "2019-06", "2021-09")], zip_="65810",
  certs=[cert("MLS_CERT")], shift="night")

H("a resume with a name and nothing to grade on -> 0", """John P. Smith
Looking for work. Any shift, any job. Please call.
jp.smith1970@example.net
""", {"firstName": "John", "lastName": "Smith", "email": "jp.smith1970@example.net"}, None, [], shift="any")

H("RN no resume, fields typed by a recruiter ('RN', 'Critical Care'), notes with licence -> J01 3", None,
  {"firstName": "Mallory", "lastName": "Eckhart", "email": "mallory.eckhart@example.com", "phone": "(419) 555-0193",
   "address": {"address1": None, "city": "Maumee", "state": "OH", "zip": "43537", "countryCode": "US"},
   "profession": "RN", "specialty": "Critical Care",
   "notes": "Called 11/18. ICU RN (SICU/trauma ICU) at Lucas County General since 04/2022; before that CVICU at "
            "Northwest Ohio Heart Institute 06/2019-03/2022. Ohio RN, compact, exp 10/31/2029. BLS + ACLS exp 09/2028. "
            "Wants nights."},
  "RN", [role("RN", "ICU", "2022-04"), role("RN", "ICU", "2019-06", "2022-03")], zip_="43537", loc="fields",
  licences=[lic("RN", "OH", "2029-10-31", explicit_ms=True)], certs=[cert("BLS", "2028-09-30"), cert("ACLS", "2028-09-30")],
  shift="night")

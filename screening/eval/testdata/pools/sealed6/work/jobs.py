import datetime
def ts(d): return int(datetime.datetime.strptime(d, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc).timestamp())
def T(prof, spec, zip_, st, minY, certs=(), hard=(), lic=None, remote=False, travel=False, local=False, radius=25, shift=None):
    return dict(profession=prof, specialty=spec, zip=zip_, state=st, remote=remote, travel=travel, localOnly=local,
                radius=radius, licence=lic, minYears=minY, certs=list(certs), hardCerts=list(hard), shift=shift)
def A(a1, city, st, z): return {"address1": a1, "city": city, "state": st, "zip": z, "countryCode": "US"}
RN = lambda pend=False: {"type": "RN", "pendingOk": pend}
JOBS = []
def J(key, truth, title, desc, start, addr, emp, extra=None, req=None):
    body = {"title": title, "description": desc, "startDate": ts(start), "address": addr, "employmentType": emp, "status": "OPEN"}
    body.update(extra or {})
    d = {"key": key, "truth": truth, "body": body}
    if req: d["candidateRequest"] = req
    JOBS.append(d)

J("J01", T("RN","ICU","37203","TN",2,["BLS","ACLS"],lic=RN(),shift="night"),
  "Registered Nurse - Medical ICU (Nights)",
  """Cumberland Riverside Medical Center, Nashville TN - Medical Intensive Care Unit, 24 beds.

Requirements:
- Active RN licence valid in Tennessee. Multistate/Compact licence accepted.
- Minimum 2 years of recent ICU experience as an RN (MICU, SICU, CVICU all considered).
- BLS and ACLS (AHA) current.
- Night shift, 3x12 (19:00-07:30), every third weekend.

Nice to have: CCRN, CRRT experience.""",
  "2027-01-11", A("1400 Belmont Ridge Pkwy","Nashville","TN","37203"), "DIRECT",
  {"jobType":"full-time","schedule":{"shifts":["night"],"hoursPerWeek":{"minimum":36,"maximum":36}},
   "compensation":{"type":"hourly","minimum":41.0,"maximum":55.0},"profession":"Registered Nurse","specialty":"ICU"})

J("J02", T("RN","MedSurg","55407","MN",1,["BLS"],lic=RN(),local=False,shift="day"),
  "Staff Nurse, Medical-Surgical 6 East",
  """Lakes & Prairie Health is hiring a day-shift staff nurse for 6 East, a 32-bed adult medical-surgical unit in south Minneapolis. You will care for post-operative and general medical patients with a 1:5 ratio and strong CNA support.

You bring at least one year of acute-care med-surg nursing, a current Minnesota RN license (Minnesota is not a Nurse Licensure Compact state, so a multistate license from another state cannot be used here), and a current BLS card. Day shift only, 0700-1930.

Lakes & Prairie Health offers medical, dental and vision coverage from day one, a 403(b) with 5% match, tuition support and paid parental leave. We are an Equal Opportunity Employer: all qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or protected veteran status.""",
  "2027-01-04", A("2910 Chicago Ave S","Minneapolis","MN","55407"), "DIRECT",
  {"jobType":"full-time","schedule":{"shifts":["day"]}})

J("J03", T("RN","ED","33606","FL",2,["BLS","ACLS","PALS"],lic=RN(),travel=True),
  "Travel RN - Emergency Dept - Tampa, FL - 13 wks",
  """** TRAVEL ASSIGNMENT ** SunHarbor Staffing
Emergency Department RN | Tampa, FL 33606 | 13 weeks, 3x12 rotating
Level II trauma center, 48 bays.
Weekly gross $2,310 incl. housing stipend for travelers living 50+ miles away.
Must have: 2+ yrs ER experience as RN; FL or compact multistate license; BLS, ACLS, PALS.
TNCC a plus. Travelers welcome nationwide!""",
  "2027-01-18", A("2 Bayshore Medical Dr","Tampa","FL","33606"), "CONTRACT",
  {"jobType":"contract","compensation":{"type":"hourly","minimum":52.0,"maximum":58.0}})

J("J04", T("RN","LD","92103","CA",2,["BLS","NRP"],lic=RN()),
  "RN Labor and Delivery",
  """Qualifications
• California Registered Nurse license (active, unrestricted) - required. Compact licenses are not valid in California.
• 2+ years Labor & Delivery RN experience in an acute hospital - required
• BLS - required; NRP - required
• AWHONN fetal monitoring - preferred

Job details: Hillcrest Bay Women's Pavilion, San Diego. Full-time, 12-hour shifts, days or nights, rotating weekends.""",
  "2027-02-01", A("415 Washington Terrace","San Diego","CA","92103"), "DIRECT",
  {"jobType":"full-time","compensation":{"type":"hourly","minimum":78.0,"maximum":96.0}})

J("J05", T("RN","Tele","87102","NM",1,["BLS","ACLS"],lic=RN(),travel=True,shift="day"),
  "Telemetry RN (Travel) — Albuquerque",
  """Mesa Vista Travel Nurses needs a Telemetry RN for a 13-week contract at a 400-bed hospital in downtown Albuquerque. 4x10s or 3x12s, days. New Mexico is a compact state: your multistate license works here, or hold an NM license. One year of tele/cardiac step-down floor experience minimum; BLS and ACLS required. Furnished housing or stipend for travellers from outside the area.""",
  "2027-01-25", A("1100 Central Ave SE","Albuquerque","NM","87102"), "CONTRACT",
  {"jobType":"contract","schedule":{"shifts":["day"],"hoursPerWeek":{"minimum":36,"maximum":40}}})

J("J06", T("RN","OR","43215","OH",2,["BLS"],lic=RN(),shift="day"),
  "Perioperative Registered Nurse (OR Circulator)",
  """| Item | Detail |
|---|---|
| Facility | Scioto Valley Surgical Hospital, Columbus OH |
| Role | OR circulating RN, general/ortho/robotics |
| Experience | 2 years OR circulating as RN |
| License | Ohio RN or multistate compact license |
| Certs | BLS required; CNOR preferred |
| Schedule | Days, M-F, call 1 weekend a month |
| Pay | $38-$49/hr DOE |""",
  "2027-01-04", A("500 S High St","Columbus","OH","43215"), "DIRECT",
  {"jobType":"full-time","criteria":[{"description":"2+ years as an operating room circulating RN","importance":"required","type":"experience"}]})

J("J07", T("RN","ICU","48201","MI",3,["BLS","ACLS"],lic=RN(pend=True),local=True),
  "Critical Care RN - Surgical Trauma ICU - Detroit (local candidates only)",
  """Motor City General is hiring an experienced critical care nurse for our 20-bed Surgical Trauma ICU. This is a staff role for local candidates only; no relocation or travel packages.

* 3+ years ICU RN experience
* Michigan RN license, or able to obtain by start date (Michigan endorsement pending accepted). Michigan does not participate in the Nurse Licensure Compact.
* BLS + ACLS
* Rotating days/nights""",
  "2027-02-15", A("3990 John R St","Detroit","MI","48201"), "DIRECT",
  {"jobType":"full-time","profession":"RN","specialty":"Critical Care"},
  {"location":{"zipCode":"48201","radius":25,"requireLocalCandidates":True}})

J("J08", T("RT","AdultAcute","73104","OK",1,["BLS","ACLS"],hard=["RRT"],lic={"type":"RT","pendingOk":False}),
  "Respiratory Therapist II - Adult Critical Care",
  """Oklahoma Heartland University Hospital seeks a Registered Respiratory Therapist for adult ICUs and floors. Ventilator management, ABGs, BiPAP, rapid response.
Required: RRT credential (NBRC) - CRT alone not accepted; Oklahoma Respiratory Care Practitioner license; 1 year adult acute care RT experience; BLS, ACLS.
Shifts: 12-hour, days/nights. Sign-on bonus $7,500.""",
  "2027-01-11", A("700 NE 13th St","Oklahoma City","OK","73104"), "DIRECT",
  {"jobType":"full-time","compensation":{"type":"hourly","minimum":31.0,"maximum":40.0}})

J("J09", T("PT","OutpatientOrtho","53233","WI",2,[],lic={"type":"PT","pendingOk":True}),
  "Physical Therapist – Outpatient Orthopedics (Milwaukee)",
  """Lakeshore Motion Clinics — outpatient ortho & sports.
What you need:
  1) DPT or MPT and a Wisconsin PT license, or licence by start date
  2) 2 yrs outpatient orthopedic PT
  3) Comfort with manual therapy and post-op ACL/rotator cuff protocols
Mon–Fri, no weekends. Salary $88k–$104k + CEU allowance.""",
  "2027-02-01", A("1020 N 12th St","Milwaukee","WI","53233"), "DIRECT",
  {"jobType":"full-time","compensation":{"type":"salary","minimum":88000.0,"maximum":104000.0}})

J("J10", T("RadTech","CT","64108","MO",2,["BLS"],hard=["ARRT-R","ARRT-CT"],shift="evening"),
  "CT Technologist - Evening Shift",
  """Crossroads Imaging & Hospital, Kansas City MO. CT Technologist, evenings 3p-11:30p.
Must hold ARRT (R) and ARRT (CT) registry. 2 years CT scanning experience (trauma, CTA). BLS required.
Missouri does not require a state radiography license.""",
  "2027-01-11", A("2301 Holmes St","Kansas City","MO","64108"), "DIRECT",
  {"jobType":"full-time","schedule":{"shifts":["evening"]},"profession":"Radiologic Technologist","specialty":"CT"})

J("J11", T("SurgTech","OR","84102","UT",1,["BLS"],hard=["CST"],travel=True,shift="day"),
  "Travel Surgical Technologist - SLC - 13 weeks",
  """Wasatch Allied Travel: Certified Surgical Tech, main OR (general, ortho, neuro), Salt Lake City. 13-week contract, 4x10 days + call. CST (NBSTSA) required - no exceptions. 1 year OR scrub experience, BLS. Travelers welcome; housing stipend if you live outside the Wasatch Front.""",
  "2027-01-04", A("1050 E South Temple","Salt Lake City","UT","84102"), "CONTRACT",
  {"jobType":"contract","compensation":{"type":"hourly","minimum":34.0,"maximum":39.0}})

J("J12", T("MLS","CoreLab","23219","VA",2,[],hard=["ASCP-MLS"]),
  "Medical Laboratory Scientist (Core Lab: Chem/Heme)",
  """James River Regional Laboratory, Richmond VA. Perform and verify chemistry, hematology and coagulation testing on Roche cobas and Sysmex analyzers; QC, maintenance, troubleshooting.
Qualifications: BS in Medical Laboratory Science or related; ASCP MLS (or MT) certification required; 2+ years clinical core laboratory experience. Phlebotomists and MLTs are encouraged to apply to our other postings.""",
  "2027-01-18", A("1250 E Marshall St","Richmond","VA","23219"), "DIRECT", {"jobType":"full-time"})

J("J13", T("SWE","BackendJava","78701","TX",4,remote=True),
  "Senior Backend Engineer (Java) — Remote US",
  """About us: Tallgrass Ledger builds payment reconciliation software for regional banks.
The role: design and run Java 17 / Spring Boot services, Kafka pipelines and PostgreSQL schemas.
You have: 4+ years building backend services in Java professionally; production on-call experience; solid SQL.
Fully remote within the US. Salary $150k-$180k + equity.""",
  "2027-01-04", A("600 Congress Ave","Austin","TX","78701"), "DIRECT",
  {"jobType":"full-time","compensation":{"type":"salary","minimum":150000.0,"maximum":180000.0}})

J("J14", T("SWE","FrontendReact","78701","TX",3,local=True),
  "Frontend Engineer (React) - Austin office",
  """Hybrid, 3 days/week in our Austin (downtown) office; we only hire people already living in the Austin area - no relocation.
- 3+ years React + TypeScript in production
- Design systems, accessibility (WCAG 2.1), testing with Jest/Playwright
- Bonus: Next.js""",
  "2027-01-11", A("301 Congress Ave","Austin","TX","78701"), "DIRECT",
  {"jobType":"full-time","criteria":[{"description":"3+ years of professional React development","importance":"required","type":"experience"}]},
  {"location":{"zipCode":"78701","radius":25,"requireLocalCandidates":True}})

J("J15", T("SWE","DataEng","43215","OH",3,remote=True),
  "Data Engineer (remote)",
  """Buckeye Freight Analytics is looking for a data engineer to own our ingestion and warehouse: Airflow, dbt, Spark, Snowflake. 3+ yrs data engineering (pipelines, not dashboards - this is not an analyst role). Python required. Remote, US time zones.""",
  "2027-02-01", A("250 W Nationwide Blvd","Columbus","OH","43215"), "DIRECT",
  {"jobType":"full-time","profession":"Software Engineer","specialty":"Data Engineering"})

J("J16", T("SWE","BackendGo","97210","OR",2,radius=30),
  "Backend Engineer, Go",
  """Pine Needle Labs (Portland, NW Industrial district) builds fleet telemetry. We write Go services on Kubernetes with gRPC and Postgres. You: 2+ years shipping Go in production. Hybrid: in office Tue/Thu, so you need to live within about 30 miles of Portland.""",
  "2027-01-18", A("2350 NW York St","Portland","OR","97210"), "DIRECT",
  {"jobType":"full-time","compensation":{"type":"salary","minimum":135000.0,"maximum":160000.0}},
  {"location":{"zipCode":"97210","radius":30}})

J("J17", T("Electrician","Commercial","89102","NV",4,lic={"type":"Electrician","pendingOk":False}),
  "Journeyman Electrician - Commercial",
  """Silver State Electric, Las Vegas. Commercial tenant improvements & new construction: conduit bending, 480V 3-phase, panel terminations, blueprint reading.
REQUIRED: Nevada journeyman electrician card (current). 4 years commercial electrical experience. Own hand tools. Valid driver's license.
$36-$44/hr, full benefits, OT available.""",
  "2027-01-04", A("3300 W Sahara Ave","Las Vegas","NV","89102"), "DIRECT",
  {"jobType":"full-time","compensation":{"type":"hourly","minimum":36.0,"maximum":44.0}})

J("J18", T("HVAC","Commercial","27601","NC",2,hard=["EPA608"]),
  "HVAC Service Tech",
  """hvac svc tech needed raleigh. commercial RTUs, chillers. 2yrs commercial min. EPA 608 Universal REQUIRED. van+tools provided. $28-36/hr. call/text 919-555-0148""",
  "2027-01-04", A("410 S Salisbury St","Raleigh","NC","27601"), "DIRECT", {"jobType":"full-time"})

J("J19", T("Welder","Structural","77002","TX",2,hard=["AWS-D1.1"],shift="night"),
  "Structural Welder (Nights)",
  """Gulf Iron Fabricators - Houston, TX
Position: Structural welder, FCAW/SMAW, night shift (6pm-4:30am).
Requirements: current AWS D1.1 structural certification; 2+ years structural steel welding; read shop drawings; pass weld test.
Pipe welders with structural experience considered.""",
  "2027-01-11", A("1800 Commerce St","Houston","TX","77002"), "DIRECT",
  {"jobType":"full-time","schedule":{"shifts":["night"]}})

J("J20", T("CDL","Regional","80216","CO",1,lic={"type":"CDL-A","anyState":True,"pendingOk":False}),
  "CDL-A Regional Driver - home weekends",
  """Front Range Freightways (Denver terminal, 80216). Regional dry van, Colorado/Wyoming/Utah/New Mexico, home every weekend. Must hold a current Class A CDL (any state) and 1 year of verifiable tractor-trailer experience. Clean MVR. $0.68/mile, avg $1,450/wk.""",
  "2027-01-04", A("5100 Race St","Denver","CO","80216"), "DIRECT",
  {"jobType":"full-time","profession":"CDL-A Driver"})

J("J21", T("Maintenance","Industrial","07105","NJ",2,shift="evening"),
  "Maintenance Technician - Manufacturing (2nd shift)",
  """Ironbound Packaging Co., Newark NJ. Troubleshoot and repair packaging lines: PLCs (Allen-Bradley), pneumatics, hydraulics, conveyors, motors. 2+ years industrial maintenance in a manufacturing plant. Preventive maintenance, CMMS. 2nd shift 3pm-11:30pm, shift differential.""",
  "2027-01-11", A("85 Doremus Ave","Newark","NJ","07105"), "DIRECT",
  {"jobType":"full-time","schedule":{"shifts":["evening"]}})

J("J22", T("RN","PCU","85006","AZ",1,["BLS","ACLS"],lic=RN(),travel=True),
  "Travel Nurse: Progressive Care (PCU) – Phoenix AZ",
  """Desert Bloom Health Staffing – 13-week travel contract
Unit: Progressive Care / Step-Down, 36 beds, cardiac and pulmonary patients on drips
Shift: 3x12 nights or days
Requirements:
  - 1+ year PCU/step-down as RN
  - AZ license or multistate compact license
  - BLS and ACLS current
Stipends for travelers from outside the area; local candidates also considered.""",
  "2027-01-25", A("1111 E McDowell Rd","Phoenix","AZ","85006"), "CONTRACT",
  {"jobType":"contract","criteria":[{"description":"Current BLS and ACLS","importance":"required","type":"certification"}]})

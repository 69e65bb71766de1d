"""The 24 open jobs of pool sealed3: truth (for grading) and the POST /api/jobs body."""
import calendar
import datetime


def ts(s):
    return calendar.timegm(datetime.datetime.strptime(s, "%Y-%m-%d").timetuple())


def addr(a1, city, st, z):
    return {"address1": a1, "city": city, "state": st, "zip": z, "countryCode": "US"}


EEO = ("\n\nEqual Opportunity Employer. All qualified applicants will receive consideration for "
       "employment without regard to race, color, religion, sex, sexual orientation, gender identity, "
       "national origin, disability, or protected veteran status. Reasonable accommodations are "
       "available on request during the application process.")

JOBS = []


def job(key, truth, body, creq=None):
    t = {"profession": None, "specialty": None, "zip": body["address"]["zip"], "state": body["address"]["state"],
         "remote": False, "travel": False, "localOnly": False, "radius": 25, "licence": None,
         "minYears": 0, "certs": [], "hardCerts": [], "shift": None}
    t.update(truth)
    body.setdefault("status", "OPEN")
    JOBS.append({"key": key, "truth": t, "body": body, "candidateRequest": creq})


job("J01", dict(profession="RN", specialty="ICU", licence={"type": "RN", "waivable": False}, minYears=2,
                certs=["BLS", "ACLS"], shift="night"), {
    "title": "Registered Nurse - Medical ICU (Nights)",
    "description": """Sonoran Desert Medical Center | Tucson, AZ | 24-bed Medical ICU

What you'll do
- Care for 1:2 critically ill adults: ventilators, CRRT, titratable drips, post-arrest care
- Work 3x12 NIGHTS (1900-0730), every third weekend
- Precept new grads once you are settled

What you need
- Active Arizona RN licence OR multistate compact licence (AZ is an NLC state)
- 2+ years of recent adult ICU experience as an RN
- BLS and ACLS (AHA), current
- CCRN a plus, not required

Pay $46-$61/hr plus night differential. Sign-on bonus for hires starting before March.""",
    "startDate": ts("2027-01-11"), "address": addr("1900 E Speedway Blvd", "Tucson", "AZ", "85719"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 46.0, "maximum": 61.0}})

job("J02", dict(profession="RN", specialty="Telemetry", licence={"type": "RN", "waivable": False}, minYears=1,
                certs=["BLS", "ACLS"], travel=True), {
    "title": "Travel RN - Telemetry - Spokane, WA - 13 weeks",
    "description": """HOT TRAVEL CONTRACT ** Cascadia Travel Nurses **

Telemetry RN needed in Spokane, Washington! 13-week contract, 36 hrs/wk, rotating days/nights, possible extension.
Weekly gross up to $2,480 incl. tax-free housing & M&IE stipends for travelers living 50+ miles away.

Must have: 1 yr recent acute-care telemetry as an RN, BLS + ACLS, and a WA RN licence or a
multistate/compact licence (Washington joined the NLC - compact licences accepted).
Travelers welcome from anywhere in the US. Guaranteed hours, day-one medical, 401k, licence reimbursement.

Text or call your recruiter today - these go fast!""",
    "startDate": ts("2027-01-04"), "address": addr(None, "Spokane", "WA", "99204"),
    "employmentType": "CONTRACT", "jobType": "contract",
    "compensation": {"type": "hourly", "minimum": 62.0, "maximum": 70.0}})

job("J03", dict(profession="RN", specialty="ED", licence={"type": "RN", "waivable": False}, minYears=2,
                certs=["BLS", "ACLS", "PALS"]), {
    "title": "Staff Nurse II, Emergency Department",
    "description": """About Illinois River Valley Health

For more than a century Illinois River Valley Health has cared for the people of central Illinois. Our
Peoria flagship is a 410-bed teaching hospital and Level I Trauma Center with a 58-bed Emergency
Department seeing about 72,000 visits a year, including a dedicated pediatric emergency pod.

Position summary
The Staff Nurse II provides direct patient care to patients of all ages presenting to the Emergency
Department, using the nursing process to assess, plan, implement and evaluate care. The nurse triages
using ESI, initiates standing orders, responds to trauma and stroke alerts, and coordinates with EMS,
imaging and inpatient units. This is a full-time, 36-hour position with rotating 12-hour shifts.

Required qualifications
Current registered nurse licence issued by the State of Illinois. Please note: Illinois does not accept
compact licenses, so a multistate licence from another state is not sufficient on its own.
Two (2) years of emergency department experience as a registered nurse.
Current BLS, ACLS and PALS certification.

Preferred qualifications
BSN. TNCC and CEN.

Benefits
Medical, dental and vision from day one; tuition assistance up to $5,250 a year; paid time off that
grows with service; 403(b) with match; free parking; employee assistance program; shift differentials
for evenings, nights and weekends.""" + EEO,
    "startDate": ts("2027-02-01"), "address": addr("530 NE Glen Oak Ave", "Peoria", "IL", "61603"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day", "night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}}})

job("J04", dict(profession="RN", specialty="L&D", licence={"type": "RN", "waivable": True}, minYears=2,
                certs=["BLS", "NRP"], travel=True), {
    "title": "Labor & Delivery RN - Travel Contract (Sacramento)",
    "description": """Golden Meridian Staffing is placing an experienced Labor and Delivery nurse at a
busy women's hospital in Sacramento, CA (about 4,500 births a year). 13 weeks, 3x12 days, starting in
early February; housing stipend for travellers from outside the area.

Requirements: two years of L&D experience as an RN in the last three years (antepartum, intrapartum,
recovery; circulating for C-sections a plus); BLS and NRP current; California RN licence - California is
not a compact state, but your CA endorsement pending is accepted: we will submit once your BRN
application is in and you must be licensed by start date. AWHONN fetal monitoring preferred.""",
    "startDate": ts("2027-02-08"), "address": addr(None, "Sacramento", "CA", "95816"),
    "employmentType": "CONTRACT", "jobType": "contract",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 88.0, "maximum": 96.0}})

job("J05", dict(profession="RN", specialty="Med-Surg", licence={"type": "RN", "waivable": False}, minYears=1,
                certs=["BLS"], shift="day"), {
    "title": "Registered Nurse (PRN) - Medical Surgical",
    "description": """Smoky Foothills Hospital - Knoxville, TN 37920
Job Type: Per diem
Pay: $41.00 - $48.00 per hour
Schedule: Day shift, 12 hour shift, weekend availability

Qualifications:
* Registered Nurse licence: Tennessee or multistate (compact) (Required)
* Medical-surgical nursing: 1 year (Required)
* BLS Certification (Required)
* Bachelor's degree (Preferred)

Work Location: In person""",
    "startDate": ts("2026-12-14"), "address": addr("4200 Chapman Hwy", "Knoxville", "TN", "37920"),
    "employmentType": "DIRECT", "jobType": "per-diem",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 12, "maximum": 24}},
    "compensation": {"type": "hourly", "minimum": 41.0, "maximum": 48.0}})

job("J06", dict(profession="RN", specialty="PCU", licence={"type": "RN", "waivable": False}, minYears=1,
                certs=["BLS", "ACLS"]), {
    "title": "RN Progressive Care Unit",
    "description": """## Progressive Care RN - Rio Grande Presbyterian, Albuquerque NM

| | |
|---|---|
| Unit | 32-bed Progressive Care (step-down / IMC) |
| Patients | 1:3-1:4, cardiac & pulmonary, BiPAP, drips |
| Schedule | 3x12, days or nights, self-scheduling |
| Licence | New Mexico RN or multistate compact licence |
| Experience | 1 year step-down/PCU as an RN |
| Certifications | BLS and ACLS required; PCCN preferred |
| Pay | $43 - $57 / hour + differentials |

Apply online; interviews held weekly.""",
    "startDate": ts("2027-01-18"), "address": addr("1100 Central Ave SE", "Albuquerque", "NM", "87106"),
    "employmentType": "DIRECT", "jobType": "full-time", "profession": "Registered Nurse",
    "specialty": "Progressive Care",
    "criteria": [{"description": "1 year of progressive care / step-down experience as an RN", "importance": "required", "type": "experience"},
                 {"description": "ACLS certification", "importance": "required", "type": "certification"}]})

job("J07", dict(profession="RN", specialty="OR", licence={"type": "RN", "waivable": False}, minYears=2,
                certs=["BLS"], localOnly=True), {
    "title": "Perioperative Registered Nurse (OR Circulator)",
    "description": """Lake Erie Surgical Hospital in downtown Buffalo is hiring an operating room nurse to
circulate in our twelve-suite OR (orthopedics, general, robotics, urology). You will own the room:
pre-op verification, time-outs, counts, positioning and documentation, and you will take call about
once a week. We are looking for someone with at least two years as an OR nurse who holds a current
New York State RN licence (New York is not part of the Nurse Licensure Compact) and BLS.

This is a permanent local position. We hire locals only: no relocation assistance and no travel
contracts; candidates must already live within commuting distance (about 25 miles) of Buffalo.""",
    "startDate": ts("2027-01-25"), "address": addr("100 High St", "Buffalo", "NY", "14203"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}},
    {"location": {"zipCode": "14203", "radius": 25, "requireLocalCandidates": True}})

job("J08", dict(profession="Respiratory Therapist", licence={"type": "RT", "waivable": False}, minYears=1,
                hardCerts=["RRT"], certs=["BLS", "ACLS"], shift="night"), {
    "title": "Resp Therapist - nights",
    "description": """RRT nights @ Platte Valley Med Ctr, Omaha 68105. 3x12 nites. NE RT lic req'd, RRT req'd
(CRT not accepted), BLS/ACLS, 1yr+ acute. vents/ABGs/ED+ICU. $34-42. reply w/ resume""",
    "startDate": ts("2027-01-04"), "address": addr(None, "Omaha", "NE", "68105"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 34.0, "maximum": 42.0}})

job("J09", dict(profession="Physical Therapist", specialty="Outpatient Orthopedics",
                licence={"type": "PT", "waivable": True}, minYears=1), {
    "title": "Physical Therapist - Outpatient Orthopedic Clinic",
    "description": """Treasure Valley Motion & Spine - Boise, ID

Responsibilities:
- Evaluate and treat outpatient orthopedic and post-surgical patients (ACL, rotator cuff, spine)
- Manage a caseload of about 11-13 visits/day with one PT aide
- Collaborate with referring orthopedic surgeons

Qualifications:
- Doctor of Physical Therapy (DPT) or MPT, and the PT licence (not PTA)
- Idaho PT licence, or able to obtain an Idaho licence by start date
- At least 1 year of outpatient orthopedic experience
- Manual therapy / dry needling training a plus

Full-time, Monday-Friday, salary $84,000-$98,000 plus productivity bonus, CEU allowance.""",
    "startDate": ts("2027-02-15"), "address": addr("6100 W Emerald St", "Boise", "ID", "83704"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
    "compensation": {"type": "salary", "minimum": 84000.0, "maximum": 98000.0}})

job("J10", dict(profession="Radiologic Technologist", specialty="CT", minYears=1, hardCerts=["ARRT(R)"],
                certs=["ARRT(CT)", "BLS"], shift="evening"), {
    "title": "CT Technologist - Evening Shift",
    "description": """Pikes Peak Imaging Partners, Colorado Springs (80909)

Evening CT technologist, 2:30p-11p, Monday-Friday, rotating weekend call. Two Siemens 128-slice scanners
in a hospital-affiliated outpatient centre: trauma, CTA, cardiac scoring, biopsies with IR.

Required: ARRT (R) registration, ARRT (CT) post-primary certification, BLS, and at least one year of
CT scanning experience. Colorado does not license radiologic technologists separately - ARRT is what
we verify. Power injector and contrast reaction experience required.""",
    "startDate": ts("2027-01-11"), "address": addr("4125 Briargate Pkwy", "Colorado Springs", "CO", "80909"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

job("J11", dict(profession="Surgical Technologist", specialty="General OR", minYears=2, hardCerts=["CST"],
                certs=["BLS"], travel=True), {
    "title": "Travel Surgical Technologist - Savannah GA",
    "description": """COASTAL ALLIED TRAVEL // Surg Tech // Savannah, Georgia
13 wks | 4x10 days + call | $2,150/wk gross with housing stipend for travelers (50-mile rule)

- Certified Surgical Technologist (CST via NBSTSA) REQUIRED
- 2+ yrs scrubbing in a general / multi-specialty OR (general, ortho, GYN, uro)
- BLS current
- Georgia has no surg tech licence - your CST is what counts
Travelers welcome nationwide. Locals welcome too (no stipend).""",
    "startDate": ts("2027-01-18"), "address": addr(None, "Savannah", "GA", "31405"),
    "employmentType": "CONTRACT", "jobType": "contract"})

job("J12", dict(profession="Medical Laboratory Scientist", specialty="Generalist", minYears=1,
                hardCerts=["MLS(ASCP)"], shift="night"), {
    "title": "Medical Laboratory Scientist - Core Lab (Night Shift)",
    "description": """Zumbro Valley Clinic Laboratories in Rochester, Minnesota is seeking a Medical
Laboratory Scientist to join the night team of our 24/7 core laboratory. The night MLS works as a
generalist across chemistry, hematology, coagulation, urinalysis and the blood bank, performs and
reviews QC, troubleshoots analyzers (Roche cobas, Sysmex XN), and releases results to the emergency
department and the intensive care units.

You will need a bachelor's degree in medical laboratory science or a related science, current MLS(ASCP)
certification (or MT(ASCP) - same credential under its former name) and at least one year of generalist
experience in a hospital core laboratory. MLT certification does not meet this requirement. Minnesota
does not require a state laboratory licence.

We offer a ten-percent night differential, a pension plan, tuition support and a collaborative team of
about forty scientists across three shifts.""" + EEO,
    "startDate": ts("2027-01-25"), "address": addr("220 4th Ave SW", "Rochester", "MN", "55902"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

job("J13", dict(profession="Respiratory Therapist", licence={"type": "RT", "waivable": True}, minYears=2,
                hardCerts=["RRT"], certs=["BLS", "ACLS"], travel=True), {
    "title": "Travel Respiratory Therapist (RRT) - Reno, NV",
    "description": """Sierra Crest Travel Health - 13-week RRT contract in Reno, Nevada. Adult ICU, ED and
floors, some NICU transports. 3x12 nights/days rotating. Housing stipend for travellers from outside
the Reno area.

You need: RRT credential (NBRC), 2 years of acute-care RT experience, BLS + ACLS, and a Nevada
respiratory care licence - or able to obtain your Nevada licence by start date (we pay the fee).""",
    "startDate": ts("2027-02-01"), "address": addr(None, "Reno", "NV", "89502"),
    "employmentType": "CONTRACT", "jobType": "contract", "profession": "Respiratory Therapist",
    "criteria": [{"description": "RRT credential from the NBRC", "importance": "required", "type": "certification"},
                 {"description": "2 years acute care respiratory therapy", "importance": "required", "type": "experience"}]})

job("J14", dict(profession="Radiologic Technologist", specialty="X-ray", licence={"type": "MRT", "waivable": False},
                hardCerts=["ARRT(R)"], certs=["BLS"]), {
    "title": "Radiologic Technologist (X-Ray) - Level II Trauma",
    "description": """Llano Estacado Health, Lubbock TX - Diagnostic Radiology

Qualifications:
- Texas Medical Radiologic Technologist (MRT) certificate issued by the Texas Medical Board - required at hire
- ARRT (R) registered - required
- BLS - required
- New graduates welcome; general diagnostic radiography experience (portables, fluoro, OR C-arm) preferred

Full-time, rotating days/evenings, $27-$35/hr.""",
    "startDate": ts("2027-01-04"), "address": addr("3601 4th St", "Lubbock", "TX", "79410"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "compensation": {"type": "hourly", "minimum": 27.0, "maximum": 35.0}})

job("J15", dict(profession="Software Engineer", specialty="Backend Java", minYears=3, radius=40), {
    "title": "Senior Backend Engineer (Java / Spring)",
    "description": """Bull City Ledger builds payment reconciliation software for credit unions.

We are hiring a backend engineer for our Durham office (hybrid: in office Tuesday-Thursday, so you
need to live within about 40 miles of downtown Durham - Raleigh, Chapel Hill and Cary are all fine).

You'll work on Java 17 / Spring Boot services, Postgres, Kafka and AWS. We expect 3+ years of
professional backend Java development. No visa sponsorship. Salary $135k-$165k plus equity.""",
    "startDate": ts("2027-01-19"), "address": addr("300 W Morgan St", "Durham", "NC", "27701"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 135000.0, "maximum": 165000.0}},
    {"location": {"zipCode": "27701", "radius": 40}})

job("J16", dict(profession="Software Engineer", specialty="Backend Go", minYears=4, remote=True), {
    "title": "Backend Engineer, Go (Remote - US)",
    "description": """Remote (US) - Wasatch Telemetry, Provo UT HQ

* 4+ yrs building backend services in Go (golang) in production
* gRPC, Postgres, Kubernetes, observability
* Fully remote within the US; quarterly team week in Provo (travel paid)
* $150k-$185k""",
    "startDate": ts("2027-01-04"), "address": addr("86 N University Ave", "Provo", "UT", "84604"),
    "employmentType": "DIRECT", "jobType": "full-time", "profession": "Software Engineer",
    "specialty": "Backend (Go)",
    "compensation": {"type": "salary", "minimum": 150000.0, "maximum": 185000.0}})

job("J17", dict(profession="Software Engineer", specialty="Frontend", minYears=2), {
    "title": "Frontend Engineer (React/TypeScript)",
    "description": """| Role | Frontend Engineer |
|---|---|
| Company | Isthmus Health Apps |
| Location | Madison, WI - on site 4 days/week |
| Stack | React 18, TypeScript, Vite, Playwright |
| Experience | 2+ years professional frontend (React) |
| Salary | $105k - $128k |

We build patient scheduling tools used by 60 clinics. Not remote.""",
    "startDate": ts("2027-02-01"), "address": addr("25 W Main St", "Madison", "WI", "53703"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 105000.0, "maximum": 128000.0}})

job("J18", dict(profession="Software Engineer", specialty="Data Engineering", minYears=3, remote=True), {
    "title": "Data Engineer (remote)",
    "description": """Prairie Mutual Insurance is modernising its claims data platform and needs a data
engineer who can own pipelines end to end. The role is fully remote anywhere in the United States,
reporting to our Des Moines analytics engineering group.

You will build batch and streaming pipelines in Python and SQL (Airflow, dbt, Spark, Snowflake),
model data for actuarial and claims teams, and keep data quality high. We want at least three years
of data engineering experience - building pipelines, not only analysing data; analyst-only
backgrounds will not be considered.""",
    "startDate": ts("2027-01-11"), "address": addr("801 Grand Ave", "Des Moines", "IA", "50309"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 128000.0, "maximum": 152000.0},
    "criteria": [{"description": "3+ years data engineering (pipelines in Python/SQL)", "importance": "required", "type": "experience"}]})

job("J19", dict(profession="Electrician", specialty="Commercial Electrical",
                licence={"type": "Journeyman Electrician", "waivable": False}, minYears=4, certs=["OSHA 10"]), {
    "title": "Journeyman Electrician - Commercial",
    "description": """Franklin Mountain Electric - El Paso TX
- Journeyman Electrician licence (Texas TDLR) REQUIRED - apprentices need not apply
- 4+ yrs commercial electrical (tenant finish-out, conduit bending, 277/480V, panels)
- OSHA 10 card
- Own hand tools, reliable transportation
- $29-$36/hr DOE, M-F 6:30a-3p, OT available""",
    "startDate": ts("2026-12-14"), "address": addr(None, "El Paso", "TX", "79912"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 50}},
    "compensation": {"type": "hourly", "minimum": 29.0, "maximum": 36.0}})

job("J20", dict(profession="HVAC Technician", specialty="Commercial HVAC", minYears=3,
                hardCerts=["EPA 608 Universal"], shift="day"), {
    "title": "Commercial HVAC Service Technician",
    "description": """Green Country Mechanical - Tulsa, OK

We service rooftop units, chillers and boilers for schools, hospitals and office buildings around
Tulsa. We're hiring a service tech with 3 or more years of commercial HVAC service work and an EPA 608
Universal certification (required by law for the refrigerant work). Day shift, Monday to Friday, with
a paid on-call rotation. Company truck, tablet and tools provided. NATE certification is a plus.""",
    "startDate": ts("2027-01-04"), "address": addr(None, "Tulsa", "OK", "74105"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 45}}})

job("J21", dict(profession="Welder", specialty="Structural Welding", minYears=2, hardCerts=["AWS D1.1"],
                shift="evening"), {
    "title": "Structural Welder - 2nd Shift",
    "description": """Now hiring: STRUCTURAL WELDER, 2nd shift (3pm-1:30am), Chattanooga TN (37406).
Must hold a current AWS D1.1 structural certification (FCAW/SMAW, all positions) and have 2+ years of
structural steel welding in a fab shop or in the field. Read blueprints and weld symbols. $24-30/hr +
$2 shift premium. Drug screen required.""",
    "startDate": ts("2026-12-07"), "address": addr(None, "Chattanooga", "TN", "37406"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 50}}})

job("J22", dict(profession="CDL-A Truck Driver", licence={"type": "CDL-A", "waivable": False}, minYears=1,
                certs=["DOT Medical Card", "Tanker Endorsement"]), {
    "title": "CDL-A Tanker Driver - Local/Regional",
    "description": """Sunflower Bulk Transport, Wichita KS terminal.

Qualifications:
- Valid Class A CDL (any state)
- Tanker (N) endorsement - or get it within 30 days (we reimburse)
- Current DOT medical card
- 1 year verifiable Class A driving experience
- Clean MVR, pass DOT drug screen

Home daily or every other night. $0.68/mile or $27/hr local, benefits from day 30.""",
    "startDate": ts("2026-12-14"), "address": addr(None, "Wichita", "KS", "67211"),
    "employmentType": "DIRECT", "jobType": "full-time", "profession": "Truck Driver",
    "criteria": [{"description": "Class A CDL", "importance": "required", "type": "license"},
                 {"description": "Tanker (N) endorsement", "importance": "required", "type": "certification"}]})

job("J23", dict(profession="Maintenance Technician", specialty="Industrial Maintenance", minYears=3,
                shift="evening"), {
    "title": "Maintenance Tech II (2nd shift)",
    "description": """Maintenance Tech II - Fox River Paper Converting, Green Bay WI
2nd shift 2:00pm-10:30pm
* troubleshoot & repair production equipment (PLC basics, hydraulics, pneumatics, conveyors, gearboxes)
* PMs, work orders in CMMS
* 3+ yrs industrial / manufacturing maintenance
* welding & 480V troubleshooting a plus
$28.50-$34/hr + shift diff""",
    "startDate": ts("2026-12-07"), "address": addr(None, "Green Bay", "WI", "54304"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

job("J24", dict(profession="Electrician", specialty="Industrial Electrical",
                licence={"type": "Journeyman Electrician", "waivable": False}, minYears=3), {
    "title": "Industrial Electrician",
    "description": """Inland Northwest Aluminum, Spokane Valley, is adding an industrial electrician to its
plant maintenance team. The work is motor controls, VFDs, 480V distribution and PLC troubleshooting on
rolling-mill equipment. Washington requires a state-issued electrical certificate: you need a current
Washington (L&I) 01 General Journeyman Electrician certificate - certificates from other states are not
accepted - and three years of industrial electrical experience. Rotating 12-hour shifts, union scale.""",
    "startDate": ts("2027-01-04"), "address": addr(None, "Spokane", "WA", "99207"),
    "employmentType": "DIRECT", "jobType": "full-time", "profession": "Electrician",
    "specialty": "Industrial"})

"""Hand-written job postings for sealed7. Each: key, truth, body (+ optional candidateRequest)."""
from datetime import datetime, timezone

def ts(s):
    return int(datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp())

def T(prof, spec, zip_, state, minYears=0, certs=(), hardCerts=(), shift=None, lic=None, pendingOk=False,
      anyState=False, remote=False, travel=False, localOnly=False, radius=25):
    return {"profession": prof, "specialty": spec, "zip": zip_, "state": state, "remote": remote,
            "travel": travel, "localOnly": localOnly, "radius": radius,
            "licence": {"type": lic, "pendingOk": pendingOk, "anyState": anyState} if lic else None,
            "minYears": minYears, "certs": list(certs), "hardCerts": list(hardCerts), "shift": shift}

def A(a1, city, st, z):
    return {"address1": a1, "city": city, "state": st, "zip": z, "countryCode": "US"}

JOBS = []
def job(key, truth, body, req=None):
    d = {"key": key, "truth": truth, "body": body}
    if req:
        d["candidateRequest"] = req
    JOBS.append(d)

# J01 Chicago ICU, bulleted, IL non-compact
job("J01", T("RN", "ICU", "60612", "IL", 2, ["BLS", "ACLS"], shift="night", lic="RN"), {
 "title": "RN - Surgical Trauma ICU, Night Shift",
 "description": """West Loop Presbyterian Hospital - Surgical Trauma ICU (28 beds, Level I trauma)

What you'll need:
* Current Illinois Registered Nurse license. Illinois does not accept compact licenses - a multistate license from another state is not enough; you must hold an Illinois RN license when you start.
* 2+ years of RN experience in an adult ICU (surgical, medical, cardiac, neuro or trauma ICU all count).
* BLS and ACLS, current, American Heart Association.
* Nights: three 12-hour shifts, 7p-7a, rotating holidays.

Nice to have:
* CCRN
* Experience with ECMO or CRRT""",
 "startDate": ts("2027-01-18"), "address": A("1901 W Harrison St", "Chicago", "IL", "60612"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
 "compensation": {"type": "hourly", "minimum": 44.0, "maximum": 61.5}})

# J02 Houston ED, long hospital posting with benefits + EEO, compact ok
job("J02", T("RN", "ED", "77030", "TX", 2, ["BLS", "ACLS", "PALS"], lic="RN"), {
 "title": "Emergency Department Registered Nurse",
 "description": """About Bayou Medical Center
Bayou Medical Center is a 640-bed academic hospital in the Texas Medical Center. Our Emergency Department sees more than 90,000 visits a year and is a Level I trauma and comprehensive stroke center.

The role
As an Emergency Department RN you will triage, assess and treat patients of every age and acuity, from fast track to resuscitation bays. You will work alongside emergency physicians, APPs, paramedics and techs in a 62-bed department with a dedicated pediatric pod.

Minimum qualifications
Graduate of an accredited school of nursing. Registered Nurse license valid in Texas; Multistate/Compact licence accepted. At least two years of emergency department nursing experience as an RN. Current BLS, ACLS and PALS certifications are required at hire. TNCC and CEN are preferred but not required.

Schedule
Full time, 12-hour shifts; day, evening and night lines available.

Benefits
Medical, dental and vision on day one; 403(b) with up to 6% match; tuition reimbursement up to $5,250 a year; paid time off that starts accruing immediately; shift differentials; clinical ladder; free parking in the TMC garage.

Bayou Medical Center is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or protected veteran status. We participate in E-Verify.""",
 "startDate": ts("2027-02-01"), "address": A("6550 Fannin St", "Houston", "TX", "77030"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "compensation": {"type": "hourly", "minimum": 40.0, "maximum": 58.0}})

# J03 Sacramento Med-Surg travel, CA licence by start date
job("J03", T("RN", "MedSurg", "95817", "CA", 2, ["BLS"], lic="RN", pendingOk=True, travel=True), {
 "title": "Travel RN - Med/Surg - Sacramento, CA - 13 weeks",
 "description": """GoldenLine Travel Nursing has an immediate 13-week travel contract in Sacramento!

Unit: Adult Medical-Surgical, 36 beds, 1:5 ratios (California mandated)
Shift: 3x12s, days or nights (facility will confirm)
Pay: $2,850/week gross, housing stipend included for travelers from outside the area
Extensions likely.

Requirements:
- 2 years recent med-surg experience as an RN
- California RN license, or able to obtain by start date (California does not participate in the Nurse Licensure Compact; we will help you with the temporary license)
- BLS (AHA)

Call or text your GoldenLine recruiter to submit today!""",
 "startDate": ts("2027-01-04"), "address": A("2315 Stockton Blvd", "Sacramento", "CA", "95817"),
 "employmentType": "CONTRACT", "status": "OPEN", "jobType": "contract",
 "compensation": {"type": "hourly", "minimum": 71.0, "maximum": 71.0},
 "profession": "Registered Nurse", "specialty": "Med/Surg",
 "criteria": [{"description": "California RN license or able to obtain by start date", "importance": "required", "type": "license"},
              {"description": "2 years med-surg RN experience", "importance": "required", "type": "experience"}]})

# J04 Charlotte Tele, Indeed-like Qualifications
job("J04", T("RN", "Tele", "28204", "NC", 1, ["BLS", "ACLS"], shift="day", lic="RN"), {
 "title": "Registered Nurse Telemetry - Days",
 "description": """Queen City Heart & Vascular - Charlotte, NC 28204
Full-time | Day shift

Job details
Our 30-bed cardiac telemetry unit cares for post-cath, heart failure and arrhythmia patients.

Qualifications
- Registered Nurse license (NC or multistate compact) (Required)
- Telemetry nursing: 1 year (Required)
- BLS Certification (Required)
- ACLS Certification (Required)
- Day shift availability (Required)

Benefits
- Health insurance
- Paid time off
- Retirement plan""",
 "startDate": ts("2027-01-11"), "address": A("1350 S Kings Dr", "Charlotte", "NC", "28204"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 40}}})

# J05 Phoenix L&D, prose, compact
job("J05", T("RN", "LD", "85006", "AZ", 2, ["BLS", "NRP"], lic="RN"), {
 "title": "Labor & Delivery Nurse",
 "description": """Desert Bloom Women's Hospital in central Phoenix is looking for an experienced labor and delivery nurse to join a unit that delivers about 4,200 babies a year. You will manage laboring patients from triage through recovery, circulate for cesarean births, and support families through high-risk and low-risk deliveries.

We need someone with at least two years as a labor and delivery RN, a Registered Nurse license valid in Arizona (Arizona is a compact state, so a multistate license works), and current BLS and NRP. AWHONN fetal monitoring is a plus but we can send you to the course. Shifts are 12 hours and we self-schedule.""",
 "startDate": ts("2027-02-15"), "address": A("1111 E McDowell Rd", "Phoenix", "AZ", "85006"),
 "employmentType": "DIRECT", "status": "OPEN"})

# J06 Seattle ICU travel, terse SMS
job("J06", T("RN", "ICU", "98104", "WA", 2, ["BLS", "ACLS"], shift="night", lic="RN", travel=True), {
 "title": "TRAVEL ICU RN - SEATTLE",
 "description": "TRAVEL ICU RN Seattle 13wk NIGHTS $3,050/wk. Need 2yr ICU, BLS+ACLS. WA lic or compact multistate OK. Travelers welcome, housing stipend. Reply YES + resume.",
 "startDate": ts("2027-01-25"), "address": A("325 9th Ave", "Seattle", "WA", "98104"),
 "employmentType": "CONTRACT", "status": "OPEN", "jobType": "contract",
 "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}}})

# J07 Boston PCU, table posting, MA non-compact
job("J07", T("RN", "PCU", "02115", "MA", 1, ["BLS", "ACLS"], lic="RN"), {
 "title": "Staff RN, Progressive Care Unit (Step-Down)",
 "description": """Back Bay General Hospital - Progressive Care Unit 7 West

| Item            | Detail                                                        |
|-----------------|---------------------------------------------------------------|
| Unit            | 24-bed cardiac/surgical step-down (PCU)                       |
| Licence         | Massachusetts RN licence (MA is not in the compact)           |
| Experience      | 1 year PCU / step-down / intermediate care as an RN           |
| Certifications  | BLS and ACLS required; PCCN preferred                         |
| Schedule        | 36 hrs/week, rotating days/nights                             |
| Pay             | $46 - $66/hr + differentials                                  |""",
 "startDate": ts("2027-01-19"), "address": A("330 Brookline Ave", "Boston", "MA", "02115"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "compensation": {"type": "hourly", "minimum": 46.0, "maximum": 66.0},
 "profession": "RN", "specialty": "Progressive Care"})

# J08 Louisville RT
job("J08", T("RT", "General", "40202", "KY", 1, ["BLS", "ACLS"], hardCerts=["RRT"], shift="night", lic="RT"), {
 "title": "Respiratory Therapist (RRT) - Nights",
 "description": """Ohio Falls Medical Center, downtown Louisville.

Respiratory Therapist, full-time nights (6:45p-7:15a).
- Kentucky respiratory care practitioner license required.
- RRT credential from the NBRC required (CRT-only applicants will not be considered).
- 1 year of hospital respiratory therapy experience (adult ventilator management).
- BLS and ACLS current.
Covers adult ICU, ED and floors; NICU experience a plus.""",
 "startDate": ts("2027-01-11"), "address": A("530 S Jackson St", "Louisville", "KY", "40202"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
 "profession": "Respiratory Therapist",
 "criteria": [{"description": "RRT credential (NBRC)", "importance": "required", "type": "certification"},
              {"description": "Kentucky RT license", "importance": "required", "type": "license"}]})

# J09 Atlanta outpatient PT, endorsement pending accepted
job("J09", T("PT", "OutpatientOrtho", "30308", "GA", 1, [], lic="PT", pendingOk=True), {
 "title": "Physical Therapist - Outpatient Orthopedics (Midtown Atlanta)",
 "description": """Peachtree Motion Physical Therapy is adding a physical therapist to our Midtown clinic.

You'll treat a mixed outpatient orthopedic caseload: post-op knees and shoulders, spine, and sports injuries, with 1:1 visits and a PT aide on every shift.

Requirements
- DPT or MPT from a CAPTE-accredited program
- Georgia PT license; endorsement pending accepted if it will be issued by your start date
- At least 1 year of outpatient orthopedic experience as a licensed PT (new grads: see our residency posting)

We offer a continuing education budget, 4x10 schedule options and a productivity bonus. Not hiring PTAs for this position.""",
 "startDate": ts("2027-02-01"), "address": A("725 W Peachtree St NE", "Atlanta", "GA", "30308"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "compensation": {"type": "salary", "minimum": 82000, "maximum": 98000}})

# J10 Phoenix CT tech
job("J10", T("RadTech", "CT", "85006", "AZ", 1, ["BLS", "ARRT-CT"], hardCerts=["ARRT-R"], shift="evening"), {
 "title": "CT Technologist - Evenings",
 "description": """CT Technologist, evening shift (2:30p - 11p), Desert Bloom Imaging at our McDowell Rd campus.
Must have: ARRT (R) registration (required, no exceptions), 1 yr CT scanning experience, BLS.
ARRT (CT) advanced certification required.
Scanners: two Siemens 128-slice; trauma and stroke protocols.""",
 "startDate": ts("2027-01-04"), "address": A("1111 E McDowell Rd", "Phoenix", "AZ", "85006"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

# J11 Charlotte surgical tech
job("J11", T("SurgTech", "General", "28204", "NC", 2, ["CST", "BLS"], shift="day"), {
 "title": "Certified Surgical Technologist",
 "description": """Queen City Surgical Pavilion (Charlotte, NC) - Surgical Technologist, Main OR, day shift.

Responsibilities: set up sterile field, pass instruments, maintain counts, assist with general, ortho, GYN and robotics cases.

Requirements:
1. CST (NBSTSA) certification (new hires without it must certify within 12 months)
2. 2 years scrub experience as a surgical technologist
3. BLS
4. Day shift Mon-Fri with call rotation""",
 "startDate": ts("2027-01-11"), "address": A("1350 S Kings Dr", "Charlotte", "NC", "28204"),
 "employmentType": "DIRECT", "status": "OPEN"})

# J12 Houston MLS
job("J12", T("MLS", "General", "77030", "TX", 1, [], hardCerts=["ASCP-MLS"], shift="evening"), {
 "title": "Medical Laboratory Scientist - Core Lab (Evening)",
 "description": """Bayou Medical Center Core Laboratory is hiring a Medical Laboratory Scientist for evenings (3p-11:30p). Rotate through chemistry, hematology, coagulation and urinalysis; blood bank cross-training available.

Qualifications
- Bachelor's degree in medical laboratory science or a biological/chemical science
- ASCP MLS (or MT) certification required
- 1 year of clinical laboratory experience as an MLS/MT
- MLT-certified applicants: please apply to our MLT posting instead

Equal Opportunity Employer.""",
 "startDate": ts("2027-01-25"), "address": A("6550 Fannin St", "Houston", "TX", "77030"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

# J13 Remote backend Java, prose
job("J13", T("SWE", "BackendJava", "60612", "IL", 3, remote=True), {
 "title": "Senior Backend Engineer (Java) - Remote, US",
 "description": """Lakeshore Ledger builds payment reconciliation software for regional banks. We are a fully remote company (US only) with a small office in Chicago that nobody is required to visit.

You will design and build services in Java 17 and Spring Boot that move millions of ledger entries a day through Kafka and PostgreSQL. We want at least three years of professional backend Java experience; Kotlin counts. Experience with event-driven systems and on-call ownership is a plus. No certifications needed.""",
 "startDate": ts("2027-01-04"), "address": A("222 W Adams St", "Chicago", "IL", "60612"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "compensation": {"type": "salary", "minimum": 150000, "maximum": 185000},
 "profession": "Software Engineer", "specialty": "Backend"})

# J14 Seattle frontend React, locals only
job("J14", T("SWE", "FrontendReact", "98104", "WA", 2, localOnly=True), {
 "title": "Frontend Engineer (React) - Hybrid Seattle",
 "description": """Hybrid role, 3 days/week in our Pioneer Square office. We hire locals only: you must already live within commuting distance (about 25 miles) of downtown Seattle; no relocation support.

- 2+ years building production React (TypeScript) applications
- Comfortable with design systems, accessibility, and testing (Jest / Playwright)
- Bonus: Next.js, GraphQL""",
 "startDate": ts("2027-01-11"), "address": A("83 S King St", "Seattle", "WA", "98104"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "compensation": {"type": "salary", "minimum": 135000, "maximum": 165000}},
 {"location": {"zipCode": "98104", "radius": 25, "requireLocalCandidates": True}})

# J15 Remote data engineer
job("J15", T("SWE", "DataEng", "28204", "NC", 3, remote=True), {
 "title": "Data Engineer (Remote)",
 "description": """REMOTE - anywhere in the continental US.
Carolina Freight Analytics needs a data engineer to own our batch and streaming pipelines.
Must have: 3+ yrs data engineering (Python, SQL, Spark or Beam, Airflow/Dagster), warehouse modelling (Snowflake/BigQuery).
This is an engineering role; analyst/BI reporting backgrounds without pipeline engineering will not be considered.""",
 "startDate": ts("2027-02-01"), "address": A("300 S Tryon St", "Charlotte", "NC", "28204"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "compensation": {"type": "salary", "minimum": 140000, "maximum": 170000}})

# J16 Boston backend Go, hybrid
job("J16", T("SWE", "BackendGo", "02115", "MA", 2), {
 "title": "Software Engineer, Platform (Go)",
 "description": """Fenway Robotics - Platform team, hybrid (2 days a week in our Longwood office, Boston).
Requirements: 2+ years writing backend services in Go; gRPC, Postgres, Kubernetes. Relocation assistance available for the right person, but we strongly prefer candidates already in the Boston area.""",
 "startDate": ts("2027-01-19"), "address": A("360 Longwood Ave", "Boston", "MA", "02115"),
 "employmentType": "DIRECT", "status": "OPEN",
 "criteria": [{"description": "2+ years backend development in Go", "importance": "required", "type": "experience"}]})

# J17 Houston journeyman electrician
job("J17", T("Electrician", "Commercial", "77030", "TX", 4, ["OSHA10"], lic="Electrician"), {
 "title": "Journeyman Electrician - Commercial",
 "description": """JOURNEYMAN ELECTRICIAN - COMMERCIAL (Houston, Medical Center area)
Gulf Coast Power & Light Contractors
* Texas Journeyman Electrician license (TDLR) - REQUIRED
* 4+ years commercial electrical (tenant finish-out, conduit bending, panels, 277/480V)
* OSHA 10 card required
* Own hand tools, reliable transportation
$34-$42/hr DOE, overtime available, benefits after 60 days.""",
 "startDate": ts("2027-01-04"), "address": A("2450 Holcombe Blvd", "Houston", "TX", "77030"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "compensation": {"type": "hourly", "minimum": 34.0, "maximum": 42.0}})

# J18 Phoenix HVAC
job("J18", T("HVAC", "Commercial", "85006", "AZ", 3, [], hardCerts=["EPA608"]), {
 "title": "Commercial HVAC Service Technician",
 "description": """Sonoran Air Mechanical - Phoenix metro. Service rooftop units, split systems, chillers and VRF in commercial buildings.
You must hold EPA Section 608 certification (Universal or Type II/III) - federal law, no exceptions.
3 years of commercial HVAC service experience. Company truck, tools, phone. On-call rotation.""",
 "startDate": ts("2027-01-11"), "address": A("2020 N Central Ave", "Phoenix", "AZ", "85006"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "compensation": {"type": "hourly", "minimum": 30.0, "maximum": 40.0},
 "profession": "HVAC Technician", "specialty": "Commercial"})

# J19 Louisville structural welder
job("J19", T("Welder", "Structural", "40202", "KY", 2, [], hardCerts=["AWS-D1.1"], shift="day"), {
 "title": "Structural Welder (AWS D1.1)",
 "description": """Derby City Steel Fabricators - Structural Welder, 1st shift (6am-2:30pm).
- Current AWS D1.1 structural certification (3G/4G FCAW) required to start
- 2 years structural steel welding in a fab shop or field erection
- Read blueprints and weld symbols
Weekly pay, 401k with match, boot allowance.""",
 "startDate": ts("2027-01-04"), "address": A("1001 W Main St", "Louisville", "KY", "40202"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 50}}})

# J20 Atlanta CDL-A regional
job("J20", T("CDL", "Regional", "30308", "GA", 2, lic="CDL-A", anyState=True), {
 "title": "CDL-A Regional Driver - Home Weekly",
 "description": """CDL-A REGIONAL - ATLANTA TERMINAL
Home every weekend. Southeast lanes, dry van, no touch freight.
Requirements: valid Class A CDL (any state), 2 years tractor-trailer experience, clean MVR, pass DOT physical and drug screen.
Avg $1,450/wk. We dispatch from this yard, so we prefer drivers who live within 25 miles of it.""",
 "startDate": ts("2027-01-04"), "address": A("800 Marietta St NW", "Atlanta", "GA", "30308"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time"})

# J21 Sacramento industrial maintenance, 40-mile radius, 2nd shift
job("J21", T("Maintenance", "Industrial", "95817", "CA", 3, shift="evening", radius=40), {
 "title": "Industrial Maintenance Technician - 2nd Shift",
 "description": """Capitol Valley Foods (Sacramento) - Maintenance Technician, 2nd shift (2pm-10:30pm).
Troubleshoot and repair packaging lines: PLC basics, pneumatics, hydraulics, motors, conveyors, preventive maintenance.
3+ years industrial/manufacturing maintenance. Candidates within 40 miles of the plant considered.
Forklift cert a plus.""",
 "startDate": ts("2027-01-11"), "address": A("3500 Power Inn Rd", "Sacramento", "CA", "95817"),
 "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
 "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}},
 {"location": {"zipCode": "95817", "radius": 40}})

# J22 Portland ED travel, OR licence required (non-compact)
job("J22", T("RN", "ED", "97210", "OR", 1, ["BLS", "ACLS", "TNCC"], lic="RN", travel=True), {
 "title": "Travel Nurse: Emergency Room - Portland, Oregon",
 "description": """Cascade Crossing Staffing | 13-week travel assignment | Portland, OR

Bring your ER skills to the Pacific Northwest! Travelers welcome: tax-free housing stipend for clinicians living outside the Portland area.

Must-haves
- Active Oregon RN license in hand at submission (Oregon is NOT a compact state; multistate licenses are not accepted and we cannot submit pending applications)
- 1+ year ER experience as an RN in the last 3 years
- BLS, ACLS and TNCC current

Shift: 3x12, mixed. 36 guaranteed hours.""",
 "startDate": ts("2027-01-18"), "address": A("2801 N Gantenbein Ave", "Portland", "OR", "97210"),
 "employmentType": "CONTRACT", "status": "OPEN", "jobType": "contract",
 "compensation": {"type": "hourly", "minimum": 68.0, "maximum": 76.0}})

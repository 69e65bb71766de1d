"""Hand-written jobs for sealed10. truth drives grading; body is the POST /api/jobs body."""
import datetime
def ts(s):
    return int(datetime.datetime.fromisoformat(s + "T00:00:00+00:00").timestamp())
EEO = ("We are an Equal Opportunity Employer. All qualified applicants will receive consideration for "
       "employment without regard to race, color, religion, sex, sexual orientation, gender identity, national "
       "origin, disability or protected veteran status.")
J = []
def job(key, truth, title, desc, city, state, zip_, etype, start, extra=None, creq=None):
    body = {"title": title, "description": desc.strip(), "startDate": ts(start),
            "address": {"address1": None, "address2": None, "city": city, "state": state, "zip": zip_, "countryCode": "US"},
            "employmentType": etype, "status": "OPEN"}
    body.update(extra or {})
    truth = dict(truth); truth["zip"] = zip_; truth["state"] = state; truth["city"] = city
    J.append({"key": key, "truth": truth, "body": body, "candidateRequest": creq})

job("J01", dict(profession="RN", specialty="ICU", minYears=2, certs=["BLS", "ACLS"], shift="night",
                licence={"type": "RN", "state": "TX", "byStart": False}),
    "Registered Nurse - Medical ICU (Nights)", """
Trinity Oaks Medical Center is hiring a full-time night shift RN for our 24-bed Medical ICU.

Requirements:
- Current Texas RN license or multistate (NLC) license from a compact state
- Minimum 2 years of recent adult ICU experience as an RN
- BLS and ACLS (AHA) current at hire
- Able to work 7p-7a, three 12-hour shifts per week

Preferred:
- CCRN
- Experience with CRRT and titratable drips
""", "Dallas", "TX", "75235", "DIRECT", "2027-01-11",
    {"jobType": "full-time", "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
     "compensation": {"type": "hourly", "minimum": 44, "maximum": 61}, "profession": "Registered Nurse", "specialty": "ICU",
     "criteria": [{"description": "2+ years adult ICU RN experience", "importance": "required", "type": "experience"},
                  {"description": "BLS and ACLS", "importance": "required", "type": "certification"},
                  {"description": "CCRN", "importance": "preferred", "type": "certification"}]},
    {"location": {"zipCode": "75235", "radius": 25}})

job("J02", dict(profession="RN", specialty="ED", minYears=2, certs=["BLS", "ACLS"], shift="night", travel=True,
                licence={"type": "RN", "state": "FL", "byStart": False}),
    "Travel ER RN - Miami, FL - 13 weeks", """
TRAVEL NURSING OPPORTUNITY -- Emergency Department -- Miami, Florida

Sunwave Travel Staffing is looking for experienced Emergency Room nurses for a 13-week travel contract at a busy
Level I trauma center in Miami. Travelers from anywhere in the US are welcome; tax-free housing stipend and travel
reimbursement for travellers from outside the area.

* Shift: 3x12 nights (19:00-07:30)
* 2+ years recent ED experience as an RN required (travel contracts require independent practice)
* Active Florida RN licence or Multistate/Compact licence accepted
* BLS and ACLS required; TNCC and PALS a plus
* Start date: January 2027, extensions likely

Weekly gross pay up to $2,450. Call your recruiter today!
""", "Miami", "FL", "33136", "CONTRACT", "2027-01-18",
    {"jobType": "contract", "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
     "compensation": {"type": "hourly", "minimum": 58, "maximum": 68}})

job("J03", dict(profession="RN", specialty="Med-Surg", minYears=1, certs=["BLS"], shift="day",
                licence={"type": "RN", "state": "OH", "byStart": False}),
    "Staff Nurse, Medical-Surgical Unit 6B (Days)", """
About Us
Lakeshore University Hospital is a 640-bed academic medical center on Cleveland's east side. For more than
ninety years our nurses have been at the center of everything we do.

About the Role
Unit 6B is a 32-bed adult medical-surgical unit caring for post-operative general surgery, GI, renal and
medicine patients. The staff nurse plans and delivers care for a team of five to six patients on day shift
(7a-7:30p), works with charge nurses and care partners, and educates patients and families for discharge.

What You Bring
Active Ohio RN licence (or a multistate licence from another Nurse Licensure Compact state). At least one year
of acute care medical-surgical experience as a registered nurse. Current BLS. BSN preferred but not required.

Benefits
Medical, dental and vision from day one; 403(b) with match; tuition reimbursement up to $5,250 a year; paid
time off; clinical ladder; free parking at the Euclid garage; employee assistance program.

""" + EEO, "Cleveland", "OH", "44106", "DIRECT", "2027-02-01",
    {"jobType": "full-time", "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 40}}})

job("J04", dict(profession="RN", specialty="L&D", minYears=2, certs=["BLS", "NRP"], travel=True,
                licence={"type": "RN", "state": "CA", "byStart": False}),
    "Travel Labor & Delivery RN - San Jose CA", """
Labor and Delivery travel assignment, 13 weeks, San Jose, California. 12-hour shifts, rotating.

Must have: active California RN license in hand at submission. California is not part of the Nurse Licensure
Compact and does not accept compact or multistate licenses from other states. 2 years L&D experience (triage,
epidurals, C-section circulating), BLS and NRP current. Housing stipend for travelers from outside the Bay Area.
""", "San Jose", "CA", "95128", "CONTRACT", "2027-01-25",
    {"jobType": "contract", "compensation": {"type": "hourly", "minimum": 85, "maximum": 98}})

job("J05", dict(profession="RN", specialty="Telemetry", minYears=1, certs=["BLS", "ACLS"], shift="night",
                licence={"type": "RN", "state": "RI", "byStart": False}),
    "Telemetry RN - Nights - Providence", """
Job details
Job type: Full-time
Shift: Night shift, 12 hour

Full Job Description
Harbor Point Hospital's 28-bed cardiac telemetry unit is adding night shift registered nurses.

Qualifications:
- Registered Nurse, Rhode Island licence (Multistate/Compact licence accepted) (Required)
- Telemetry: 1 year (Required)
- BLS and ACLS certification (Required)
- Med-Surg experience considered for nurses with telemetry exposure
""", "Providence", "RI", "02903", "DIRECT", "2027-01-04",
    {"jobType": "full-time", "schedule": {"shifts": ["night"]}, "profession": "RN", "specialty": "Telemetry"},
    {"location": {"zipCode": "02903", "radius": 25}})

job("J06", dict(profession="RN", specialty="PCU", minYears=1, certs=["BLS", "ACLS"],
                licence={"type": "RN", "state": "TN", "byStart": False}),
    "RN Progressive Care Unit", """
Riverbend Regional Medical Center in downtown Memphis is looking for a registered nurse to join our Progressive
Care (step-down) Unit. Our PCU takes patients stepping down from the ICU as well as cardiac drips, BiPAP and
post-procedure patients, at a 1:3 to 1:4 ratio. We ask for a year of PCU or step-down experience, current BLS
and ACLS, and a Tennessee RN license or a multistate license from a compact state. Day, night and rotating
positions are available, and we offer a sign-on bonus for experienced nurses.
""", "Memphis", "TN", "38103", "DIRECT", "2027-01-18", {"jobType": "full-time"})

job("J07", dict(profession="RN", specialty="ICU", minYears=2, certs=["BLS", "ACLS"], travel=True,
                licence={"type": "RN", "state": "ND", "byStart": True}),
    "Travel ICU Nurse | Fargo ND", """
| Item | Detail |
|---|---|
| Facility | Prairie View Health, Fargo, ND |
| Unit | Adult ICU (mixed medical/surgical, 20 beds) |
| Contract | 13 weeks, 36 hrs/week, days or nights |
| Experience | 2+ years ICU RN |
| License | North Dakota RN or compact licence; ND endorsement pending accepted |
| Certifications | BLS, ACLS |
| Housing | Stipend for travellers from outside the area |
""", "Fargo", "ND", "58102", "CONTRACT", "2027-02-08",
    {"jobType": "contract", "compensation": {"type": "hourly", "minimum": 60, "maximum": 72}})

job("J08", dict(profession="RN", specialty="ED", minYears=2, certs=["BLS", "ACLS"], localsOnly=True,
                licence={"type": "RN", "state": "TX", "byStart": False}),
    "ER RN - SA Med Center - LOCALS ONLY", """
ER RN needed SA med center area. FT, 3x12, days/nights. 2 yrs ER. BLS+ACLS. TX or compact lic. LOCALS ONLY -
must live within 25 mi, no travelers, no relocation. Text 210-555-0148.
""", "San Antonio", "TX", "78229", "DIRECT", "2027-01-11",
    {"jobType": "full-time"},
    {"location": {"zipCode": "78229", "radius": 25, "requireLocalCandidates": True}})

job("J09", dict(profession="RT", specialty="Respiratory", minYears=1, certs=["RRT", "BLS"], shift="night",
                licence={"type": "RT", "state": "FL", "byStart": False}),
    "Respiratory Therapist (RRT) - Night Shift", """
Palmetto Bay Hospital - Orlando, FL

Responsibilities: ventilator management, ABGs, breathing treatments, rapid response and code coverage for adult
ICU and floors.

Requirements
1. Registered Respiratory Therapist (RRT) credential from NBRC
2. Active Florida Respiratory Care Practitioner license
3. 1 year hospital RT experience
4. BLS
5. Nights, 6:45p - 7:15a
""", "Orlando", "FL", "32806", "DIRECT", "2027-01-04",
    {"jobType": "full-time", "schedule": {"shifts": ["night"]}, "profession": "Respiratory Therapist",
     "criteria": [{"description": "RRT credential", "importance": "required", "type": "certification"}]})

job("J10", dict(profession="PT", specialty="PT Outpatient Ortho", minYears=1, certs=[], shift="day",
                licence={"type": "PT", "state": "CA", "byStart": True}),
    "Physical Therapist - Outpatient Orthopedics", """
Silver Lake Physical Therapy is hiring a Physical Therapist (DPT) for our West San Jose outpatient orthopedic clinic.
Caseload: post-op knees and shoulders, spine, sports injuries. Monday-Friday day schedule, no weekends.
You need a California PT license, or be able to obtain it by the start date, and at least 1 year of outpatient
orthopedic experience. PTAs: please see our separate PTA posting.
""", "San Jose", "CA", "95128", "DIRECT", "2027-02-15",
    {"jobType": "full-time", "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
     "compensation": {"type": "salary", "minimum": 115000, "maximum": 140000}})

job("J11", dict(profession="RadTech", specialty="CT", minYears=1, certs=["ARRT-R", "ARRT-CT", "BLS"]),
    "CT Technologist", """
Position: CT Technologist, full time, Wilmington DE (Bayfront Community Hospital imaging department)
Qualifications:
  * ARRT registered in Radiography (R) AND Computed Tomography (CT) - both required
  * 1+ year CT scanning experience (trauma, angio, contrast injections)
  * BLS
  * Rotating weekends
""", "Wilmington", "DE", "19801", "DIRECT", "2027-01-11", {"jobType": "full-time"})

job("J12", dict(profession="SurgTech", specialty="Surgical Tech", minYears=1, certs=["CST", "BLS"]),
    "Certified Surgical Technologist - Main OR", """
Oakmont Surgical Hospital (Cleveland, OH) seeks a Certified Surgical Technologist for the main OR. Scrub for
general, ortho, GYN and urology cases; set up back tables; maintain sterile field. Requires CST (NBSTSA), current
BLS, and at least one year of scrub experience. Call rotation one weekend in six.
""", "Cleveland", "OH", "44106", "DIRECT", "2027-01-25",
    {"jobType": "full-time", "compensation": {"type": "hourly", "minimum": 27, "maximum": 35}})

job("J13", dict(profession="MLS", specialty="Clinical Lab", minYears=1, certs=["ASCP-MLS"], shift="night"),
    "Medical Laboratory Scientist - Nights", """
Granite Peak Medical Center laboratory, Cheyenne, Wyoming. Night shift (10 hour, 4 nights/week).
Bachelor's degree and MLS(ASCP) certification required; 1 year generalist experience in chemistry, hematology,
blood bank and micro. MLT candidates are not eligible for this role.
""", "Cheyenne", "WY", "82001", "DIRECT", "2027-01-04",
    {"jobType": "full-time", "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
     "profession": "Medical Laboratory Scientist"})

job("J14", dict(profession="SWE", specialty="Backend Java", minYears=3),
    "Senior Backend Engineer (Java / Spring)", """
Brightcart (Dallas, TX - hybrid, in office Tue-Thu at our Uptown office)

We're building the order and payments platform behind 4,000 independent grocers.
You'll: design and run Java 17 / Spring Boot services on Kubernetes, own Postgres schemas, and be on call
one week in six.
You have: 3+ years building backend services in Java; SQL; message queues (Kafka or similar).
Nice to have: Kotlin, AWS.
Must live within commuting distance of Dallas; we do not sponsor relocation.
""", "Dallas", "TX", "75201", "DIRECT", "2027-01-04",
    {"jobType": "full-time", "compensation": {"type": "salary", "minimum": 150000, "maximum": 185000},
     "profession": "Software Engineer", "specialty": "Backend"},
    {"location": {"zipCode": "75201", "radius": 25}})

job("J15", dict(profession="SWE", specialty="Backend Go", minYears=3, remote=True),
    "Backend Engineer, Go (Remote - US)", """
Nimbus Ledger is a fully remote company (HQ Hartford, CT). We're hiring a backend engineer to work on our
reconciliation engine, written in Go.
- 3+ years of professional Go experience
- gRPC, PostgreSQL, distributed systems
- Remote anywhere in the US; occasional team week in Hartford
""", "Hartford", "CT", "06103", "DIRECT", "2027-01-11",
    {"jobType": "full-time", "compensation": {"type": "salary", "minimum": 160000, "maximum": 200000}})

job("J16", dict(profession="SWE", specialty="Frontend React", minYears=2),
    "Frontend Engineer - React", """
Quillfeather Labs, downtown San Jose. On-site 4 days/week.
We want a frontend engineer with 2+ years of React + TypeScript in production, who cares about accessibility
and design systems. Testing with Jest/Playwright. This is not a remote role.
""", "San Jose", "CA", "95113", "DIRECT", "2027-02-01",
    {"jobType": "full-time", "compensation": {"type": "salary", "minimum": 145000, "maximum": 175000}})

job("J17", dict(profession="SWE", specialty="Data Engineering", minYears=2, remote=True),
    "Data Engineer (Remote)", """
Role: Data Engineer - 100% remote (US). Company: Tidewater Analytics, Providence RI.
Build and maintain batch and streaming pipelines (Python, Spark, Airflow, dbt, Snowflake).
Requirements: 2+ years as a data engineer building production pipelines. This is an engineering role, not an
analyst role: dashboards/reporting experience alone is not sufficient.
""", "Providence", "RI", "02903", "DIRECT", "2027-01-18",
    {"jobType": "full-time", "specialty": "Data Engineering",
     "criteria": [{"description": "2+ years building production data pipelines", "importance": "required", "type": "experience"}]})

job("J18", dict(profession="Electrician", specialty="Commercial Electrical", minYears=4,
                licence={"type": "Electrician-Journeyman", "state": "TX", "byStart": False}),
    "Journeyman Electrician - Commercial", """
Bluebonnet Electric LLC - San Antonio TX
Commercial new construction and tenant finish-out. Conduit bending, panels, 480V 3-phase, reading blueprints.
REQUIRED: Texas (TDLR) Journeyman Electrician license, 4+ years commercial electrical experience, own hand tools,
reliable transportation. Apprentices and helpers: we are not hiring at this time. $30-$38/hr DOE.
""", "San Antonio", "TX", "78205", "DIRECT", "2027-01-04",
    {"jobType": "full-time", "compensation": {"type": "hourly", "minimum": 30, "maximum": 38}})

job("J19", dict(profession="HVAC", specialty="Commercial HVAC", minYears=2, certs=["EPA608"],
                licence={"type": "HVAC", "state": "CT", "byStart": True}),
    "Commercial HVAC Service Technician", """
Northgate Mechanical, Hartford CT. Service rooftop units, chillers and boilers in commercial buildings.
- 2+ years commercial HVAC service
- EPA 608 Universal certification
- Connecticut S-2 (or D-2) license, or able to obtain by start date
- Company van, on-call rotation
""", "Hartford", "CT", "06106", "DIRECT", "2027-01-11",
    {"jobType": "full-time", "compensation": {"type": "hourly", "minimum": 32, "maximum": 44}})

job("J20", dict(profession="Welder", specialty="Structural Welding", minYears=2, certs=["AWS-D1.1"], shift="day"),
    "Structural Welder (Day Shift)", """
Memphis steel fabrication shop (Cedar Ridge Fabricators) needs structural welders. FCAW and SMAW on beams,
columns and plate. AWS D1.1 certification required (we can test you in-house but you must hold a current cert
on day one). 2 years structural welding. Day shift 6a-2:30p Mon-Fri, OT available.
""", "Memphis", "TN", "38118", "DIRECT", "2027-01-04",
    {"jobType": "full-time", "schedule": {"shifts": ["day"]}})

job("J21", dict(profession="CDL", specialty="Regional CDL", minYears=1, radius=50,
                licence={"type": "CDL-A", "state": None, "byStart": False}),
    "CDL-A Regional Driver - Home Weekends", """
Northern Plains Freight - Fargo terminal. Regional dry van, ND/MN/SD/IA. Home every weekend.
Class A CDL required, 1 year regional or OTR experience, clean MVR. Must live within 50 miles of the Fargo terminal.
""", "Fargo", "ND", "58102", "DIRECT", "2027-01-04",
    {"jobType": "full-time", "compensation": {"type": "salary", "minimum": 72000, "maximum": 85000}},
    {"location": {"zipCode": "58102", "radius": 50}})

job("J22", dict(profession="Maintenance", specialty="Industrial Maintenance", minYears=3, shift="night"),
    "Industrial Maintenance Technician - 3rd shift", """
Orlando food packaging plant. Troubleshoot and repair conveyors, PLC-controlled packaging lines, pneumatics,
hydraulics and motors. 3 years industrial maintenance required. 3rd shift (10p-6:30a), $29-$36/hr.
""", "Orlando", "FL", "32809", "DIRECT", "2027-01-04",
    {"jobType": "full-time", "schedule": {"shifts": ["night"]}, "compensation": {"type": "hourly", "minimum": 29, "maximum": 36}})

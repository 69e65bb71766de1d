"""The 24 open jobs of pool sealed1: hand-written postings plus their truth."""
import calendar
import datetime


def ts(d):
    return calendar.timegm(datetime.datetime.strptime(d, "%Y-%m-%d").timetuple())


def addr(a1, city, state, z):
    return {"address1": a1, "city": city, "state": state, "zip": z, "countryCode": "US"}


def truth(profession, specialty, z, state, *, remote=False, travel=False, localOnly=False, radius=25,
          licence=None, waivable=False, minYears=0, recentMonths=0, certs=(), hardCerts=(), shift=None):
    return {
        "profession": profession, "specialty": specialty, "zip": z, "state": state,
        "remote": remote, "travel": travel, "localOnly": localOnly, "radius": radius,
        "licence": {"type": licence, "waivable": waivable} if licence else None,
        "minYears": minYears, "recentMonths": recentMonths, "certs": list(certs), "hardCerts": list(hardCerts), "shift": shift,
    }


JOBS = []


def job(key, t, body, req=None):
    body.setdefault("status", "OPEN")
    JOBS.append({"key": key, "truth": t, "body": body, "candidateRequest": req})


# ---------------------------------------------------------------- J01 long hospital posting, IL
job("J01", truth("RN", "ICU", "60612", "IL", licence="RN", minYears=2, recentMonths=24, certs=["BLS", "ACLS"], shift="night"), {
    "title": "Registered Nurse - Medical Intensive Care Unit (Nights, Full Time)",
    "description": """Lakeshore University Medical Center | Department of Nursing | Req #26-11408

About Us
Lakeshore University Medical Center is a 664-bed academic medical center on Chicago's Near West Side and a Level I trauma center. Our nurses have earned Magnet(R) designation four consecutive times. We believe great care comes from great teams, and we invest in our people with shared governance, a clinical ladder, and tuition support from day one.

The Unit
The Medical Intensive Care Unit (7 Kellogg) is a 24-bed closed unit caring for adults with sepsis, ARDS, multi-organ failure, GI bleeds, DKA and toxicologic emergencies. We run CRRT and ECMO in partnership with the CVICU, and our nurses precept residents and new graduates.

Schedule: Full time (0.9 FTE), 7p-7:30a, three 12-hour night shifts per week, every third weekend, holiday rotation. This is a night position; there is no day rotation.

What you will do
- Provide and coordinate care for 1-2 critically ill adult patients
- Titrate vasoactive infusions, manage ventilated patients with RT, monitor arterial and central lines
- Respond to rapid responses and codes as a member of the MICU team
- Educate patients and families; document in Epic

Required qualifications
- Current, unencumbered Illinois Registered Professional Nurse license. Illinois does not accept compact (multistate) licenses; you must hold an Illinois license at hire.
- Minimum two (2) years of recent adult ICU experience as an RN (MICU, SICU, CVICU, neuro or trauma ICU).
- BLS and ACLS from the American Heart Association, current at hire.

Preferred
- BSN; CCRN
- Epic experience

Benefits
Medical, dental and vision from day one; 403(b) with 6% match; tuition reimbursement up to $5,250 per year; paid parental leave; on-site childcare; night differential $6.50/hr; weekend differential $3/hr.

Pay range: $41.25 - $63.80 per hour, based on experience.

Lakeshore University Medical Center is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, protected veteran status or any other characteristic protected by law. If you need an accommodation to apply, contact Talent Acquisition at 312-555-0142.""",
    "startDate": ts("2027-01-11"),
    "address": addr("1650 W Harrison St", "Chicago", "IL", "60612"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 41.25, "maximum": 63.80},
}, {"location": {"zipCode": "60612", "radius": 25, "states": ["IL"]}})

# ---------------------------------------------------------------- J02 agency travel blurb, GA
job("J02", truth("RN", "Med-Surg", "30342", "GA", travel=True, licence="RN", minYears=1, recentMonths=24, certs=["BLS"], shift="night"), {
    "title": "Travel RN - Med/Surg - Atlanta, GA",
    "description": """*** HOT TRAVEL NEED *** Med/Surg RN | Atlanta, GA | 13 weeks | Nights

Trailhead Clinical Staffing is looking for a traveler to join a busy 36-bed adult medical-surgical floor at Peachtree Regional Medical Center in north Atlanta. Ratios 1:5, charge nurse without assignment, great travel-friendly unit that extends.

Assignment details:
 - 13 weeks, 3x12 NIGHTS (7p-7a), 36 hrs guaranteed
 - Start date: 12/28/2026 (flexible by a week)
 - Weekly gross: $2,180 (taxable $798/wk + tax-free housing and M&IE stipends for travelers whose tax home is 50+ miles away)
 - Float to ortho/surgical within competency

What the facility needs from you:
 - Active Georgia RN license OR a multistate/compact license. Multistate/Compact licence accepted.
 - At least 1 year of recent acute care Med/Surg experience as an RN (med-surg, not just tele or clinic)
 - BLS (AHA) current
 - Recent travel experience is a plus but not required

Perks: day-one medical, 401k, license reimbursement, 24/7 clinical liaison, referral bonus $750.

Text "MEDSURG ATL" to 404-555-0177 or apply and a recruiter will call you within one business day!""",
    "startDate": ts("2026-12-28"),
    "address": addr(None, "Atlanta", "GA", "30342"),
    "employmentType": "CONTRACT",
    "jobType": "contract",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 58.0, "maximum": 62.0},
})

# ---------------------------------------------------------------- J03 bulleted, TX ED
job("J03", truth("RN", "ED", "77030", "TX", licence="RN", minYears=2, certs=["BLS", "ACLS", "PALS"]), {
    "title": "Emergency Department RN",
    "description": """Gulf Coast Medical Center - Texas Medical Center campus
Emergency Department RN, full time, rotating 12-hour shifts (days/nights as scheduled)

Our 72-bed ED sees 95,000 visits a year, including a Level II trauma bay and a dedicated pediatric pod.

Requirements:
* Texas RN license or a multistate (NLC) license from another compact state
* 2+ years of emergency department experience as an RN in an acute-care hospital
* BLS, ACLS and PALS required
* TNCC preferred; CEN a plus
* This is a staff position, not a travel contract; no relocation package

We offer: $5,000 sign-on for experienced ED RNs, shift differentials, self-scheduling, tuition assistance.""",
    "startDate": ts("2027-01-04"),
    "address": addr("6565 Fannin St", "Houston", "TX", "77030"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
}, {"location": {"zipCode": "77030", "radius": 25}})

# ---------------------------------------------------------------- J04 terse SMS-like, AZ L&D travel
job("J04", truth("RN", "L&D", "85006", "AZ", travel=True, licence="RN", minYears=2, recentMonths=24, certs=["BLS", "NRP"], shift="night"), {
    "title": "TRAVEL L&D RN PHX",
    "description": """TRVL L&D RN - PHX AZ - 13wk - NOC 3x12 - $2,450/wk gross
2yr recent L&D as RN REQ. BLS + NRP REQ. AWHONN fetal mon pref
AZ or compact lic ok
start 1/4. housing stipend for travelers
reply w/ resume + lic # - Dana @ Saguaro Travel Nursing 602-555-0119""",
    "startDate": ts("2027-01-04"),
    "address": addr(None, "Phoenix", "AZ", "85006"),
    "employmentType": "CONTRACT",
    "jobType": "contract",
    "compensation": {"type": "hourly", "minimum": 68.0, "maximum": 68.0},
})

# ---------------------------------------------------------------- J05 Indeed-like qualifications, explicit fields, TN
job("J05", truth("RN", "PCU", "37203", "TN", licence="RN", certs=["BLS", "ACLS"], shift="day"), {
    "title": "Progressive Care Unit Registered Nurse - Days",
    "description": """Cumberland Heart & Vascular Hospital - Nashville, TN 37203
Job type: Full-time | Shift: Day shift (7a-7p) | Pay: $38 - $52 an hour

Full job description
Join our 30-bed Progressive Care Unit (cardiac step-down). Our patients are post-cath, post-CABG transfers from the CVICU, titratable drips (diltiazem, heparin, nitro), and telemetry monitored.

Qualifications
- Registered Nurse (Required)
- Tennessee RN license or multistate compact license (Required)
- BLS Certification (Required)
- ACLS Certification (Required)
- Progressive care / step-down experience (Preferred)
- Day shift availability (Required)

Benefits
- Health insurance, Dental insurance, 403(b) matching, Paid time off, Tuition reimbursement

Work Location: In person""",
    "startDate": ts("2027-01-18"),
    "address": addr("2000 Church St", "Nashville", "TN", "37203"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 38, "maximum": 52},
    "profession": "Registered Nurse",
    "specialty": "Progressive Care",
    "criteria": [
        {"description": "Active Tennessee or multistate (NLC) RN license", "importance": "required", "type": "license"},
        {"description": "BLS and ACLS certification", "importance": "required", "type": "certification"},
        {"description": "Progressive care / step-down nursing experience", "importance": "preferred", "type": "specialty"},
        {"description": "Available for day shift", "importance": "required", "type": "schedule"},
    ],
})

# ---------------------------------------------------------------- J06 prose, CA telemetry, licence by start date
job("J06", truth("RN", "Telemetry", "95817", "CA", licence="RN", waivable=True, minYears=1, certs=["BLS", "ACLS"], shift="night"), {
    "title": "RN - Telemetry (Night Shift)",
    "description": """Sierra Oaks Medical Center in Sacramento is hiring a full-time night-shift nurse for 4 East, our 32-bed adult telemetry unit. You would care for four to five monitored patients - chest pain rule-outs, new-onset atrial fibrillation, heart failure exacerbations, post-procedure cardiac patients - alongside a dedicated monitor tech and a unit-based educator.

We are looking for a registered nurse with at least one year of acute-care telemetry experience who is comfortable interpreting rhythms and acting on them. BLS and ACLS are required. You must hold a California RN license, or be able to obtain your California license by the start date; California is not a member of the Nurse Licensure Compact, so a multistate license from another state is not enough on its own. Shifts are 12 hours, 7 p.m. to 7:30 a.m.; this is a permanent night position.

Sierra Oaks is a union facility (CNA/NNU contract); step placement is based on years of RN experience, from $74.10 to $98.55 per hour plus night differential. We are unable to offer relocation assistance for this role.""",
    "startDate": ts("2027-02-01"),
    "address": addr("2315 Stockton Blvd", "Sacramento", "CA", "95817"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "compensation": {"type": "hourly", "minimum": 74.10, "maximum": 98.55},
})

# ---------------------------------------------------------------- J07 table posting, NY NICU, endorsement pending accepted
job("J07", truth("RN", "NICU", "10032", "NY", licence="RN", waivable=True, minYears=2, certs=["BLS", "NRP"]), {
    "title": "Staff Nurse, Level IV NICU",
    "description": """Washington Heights Children's Hospital - Neonatal Intensive Care Unit

| Item              | Detail                                                                 |
|-------------------|------------------------------------------------------------------------|
| Unit              | 60-bed Level IV NICU (surgical, cardiac, ECMO)                         |
| Position          | Staff Nurse, full time, 3 x 12.5 hr, rotating days/nights              |
| License           | New York State RN license and current registration. Endorsement pending accepted (must be issued before orientation ends). NY is not a compact state. |
| Experience        | Minimum 2 years Level III or IV NICU nursing                            |
| Certifications    | BLS and NRP required; RNC-NIC or CCRN (Neonatal) preferred             |
| Pay               | $52.40 - $78.90/hr (NYSNA contract scale)                               |
| Start             | February 2027 cohort                                                   |

Apply through careers or email nicu.recruit@example.org.""",
    "startDate": ts("2027-02-08"),
    "address": addr("3959 Broadway", "New York", "NY", "10032"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "compensation": {"type": "hourly", "minimum": 52.40, "maximum": 78.90},
}, {"location": {"zipCode": "10032", "radius": 25}})

# ---------------------------------------------------------------- J08 table, CO respiratory therapist
job("J08", truth("Respiratory Therapist", "Adult Critical Care", "80045", "CO", licence="RCP", minYears=1, certs=["RRT", "BLS", "ACLS"], shift="night"), {
    "title": "Respiratory Therapist II - Adult Critical Care (Nights)",
    "description": """Front Range University Hospital, Aurora CO (Anschutz area)

POSITION SUMMARY
Registered Respiratory Therapist for adult ICUs (MICU, SICU, neuro, burn). Ventilator management incl. APRV, high-flow, iNO, bronchoscopy assist, ABG draws, rapid response team.

REQUIREMENTS                         | DETAIL
Credential                           | RRT (NBRC) required
State license                        | Colorado Respiratory Therapist license (DORA), active at hire
Experience                           | 1+ yr adult critical care / acute care RT
Life support                         | BLS and ACLS required
Shift                                | Nights 1830-0700, 3x12
Pay                                  | $34.50 - $49.75/hr + $4.25 night diff

We do not sponsor visas. Sign-on bonus $7,500 for experienced RTs.""",
    "startDate": ts("2027-01-11"),
    "address": addr("12605 E 16th Ave", "Aurora", "CO", "80045"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 34.50, "maximum": 49.75},
    "profession": "Respiratory Therapist",
})

# ---------------------------------------------------------------- J09 prose, MA outpatient ortho PT
job("J09", truth("Physical Therapist", "Outpatient Ortho", "02459", "MA", licence="PT", minYears=1, shift="day"), {
    "title": "Physical Therapist - Outpatient Orthopedics (Part Time, Newton)",
    "description": """Charles River Sports & Spine is a therapist-owned outpatient practice with four clinics west of Boston. Our Newton Centre clinic is looking for a licensed physical therapist to join a team of six PTs and two PTAs, 28 to 32 hours a week, daytime hours only (7:00-3:30, no evenings or Saturdays).

Our caseload is orthopedic and sports: post-operative ACL, rotator cuff and total joint rehab, spine, running injuries, and a growing concussion program. You will see one patient per hour with a tech and have protected documentation time.

You will need a Massachusetts PT license in hand before your first day, and at least one year of outpatient orthopedic experience after licensure (clinical rotations do not count). An OCS or manual therapy certification is welcome but not required. We pay $48-$58 per hour, pro-rated benefits, and $1,500 a year in continuing education.""",
    "startDate": ts("2027-01-19"),
    "address": addr("1280 Centre St", "Newton Center", "MA", "02459"),
    "employmentType": "DIRECT",
    "jobType": "part-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 28, "maximum": 32}},
    "compensation": {"type": "hourly", "minimum": 48, "maximum": 58},
})

# ---------------------------------------------------------------- J10 bullets, IL CT tech evenings
job("J10", truth("Radiologic Technologist", "CT", "60201", "IL", localOnly=True, licence="RadTech", minYears=2, certs=["ARRT-CT", "BLS"], hardCerts=["ARRT-R"], shift="evening"), {
    "title": "CT Technologist - Evenings",
    "description": """North Shore Lakeview Hospital, Evanston - Diagnostic Imaging

Shift: Evenings, 3:00 PM - 11:30 PM, Monday-Friday, with rotating weekend call.

Must have:
- ARRT registered in Radiography, R.T.(R) - required, no exceptions
- ARRT (CT) post-primary certification
- Illinois IEMA accreditation in Radiography (active)
- 2 years of hands-on CT scanning experience (trauma, CTA, perfusion studies on Siemens or GE)
- BLS

Nice to have: MRI cross-training, contrast power-injector experience, Epic Radiant.

Local candidates only - we interview in person and do not pay relocation.""",
    "startDate": ts("2027-01-25"),
    "address": addr("2650 Ridge Ave", "Evanston", "IL", "60201"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
}, {"location": {"zipCode": "60201", "radius": 25, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J11 travel blurb, NC surgical tech
job("J11", truth("Surgical Technologist", "Surgical OR", "28204", "NC", travel=True, minYears=2, certs=["BLS"], hardCerts=["CST"], shift="day"), {
    "title": "Travel Surgical Technologist (CST) - Charlotte",
    "description": """Hey scrub techs! Piedmont Allied Travel has a 13-week contract at a 28-suite main OR in Charlotte, NC. General, ortho, neuro, GYN, robotics (Xi). Days, 4x10s, 1 call shift a week.

What you need:
  CST through NBSTSA - required, the facility will not take "eligible"
  2 years as a surgical tech in a hospital OR (multi-specialty)
  BLS
Housing stipend paid if you live 50+ miles away. Travelers and locals both welcome.

$2,050/wk gross. Start 01/11/2027.""",
    "startDate": ts("2027-01-11"),
    "address": addr(None, "Charlotte", "NC", "28204"),
    "employmentType": "CONTRACT",
    "jobType": "contract",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
})

# ---------------------------------------------------------------- J12 Indeed-like, MN lab
job("J12", truth("Medical Laboratory Scientist", "Core Lab", "55455", "MN", minYears=1, certs=["MLS-ASCP"], shift="night"), {
    "title": "Medical Laboratory Scientist - Core Lab (Nights)",
    "description": """Twin Rivers Health - University Campus Laboratory, Minneapolis, MN 55455

Job details
Pay: $36.80 - $51.20 an hour | Job type: Full-time | Shift: Night shift (2230-0700)

Qualifications:
- Bachelor's degree in medical laboratory science or a biological/chemical science (Required)
- MLS(ASCP) or MT(ASCP) certification (Required; new hires who are board-eligible must certify within 6 months)
- 1 year of clinical laboratory experience in chemistry and hematology / core lab (Required)
- Experience with Beckman DxI/AU or Sysmex XN (Preferred)

Duties: performs and verifies chemistry, hematology, coagulation and urinalysis testing; troubleshoots analyzers; runs QC and maintenance; covers STAT work for the ED and ICUs on nights.""",
    "startDate": ts("2027-01-04"),
    "address": addr("500 Harvard St SE", "Minneapolis", "MN", "55455"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
    "compensation": {"type": "hourly", "minimum": 36.80, "maximum": 51.20},
})

# ---------------------------------------------------------------- J13 tech posting, Seattle hybrid, explicit criteria
job("J13", truth("Software Engineer", "Backend-Java", "98109", "WA", localOnly=True, radius=30, minYears=5), {
    "title": "Senior Software Engineer, Backend (Java)",
    "description": """Harborline Freight Tech - Seattle (South Lake Union), hybrid: in office Tue/Wed/Thu

We build the pricing and booking platform behind 40,000 daily freight loads. You'll own Java services end to end: design, build, deploy and carry the pager for them.

You have:
- 5+ years building backend services professionally in Java (Kotlin on the JVM counts)
- Spring Boot, PostgreSQL, Kafka or a similar log, REST/gRPC APIs
- AWS (ECS/EKS, SQS, DynamoDB) and Terraform

Location: we are hybrid and do not hire fully remote for this role; you need to live within commuting distance of our SLU office (roughly 30 miles). Relocation assistance is not offered.

Salary range $172,000 - $214,000 + RSUs. Harborline is an equal opportunity employer.""",
    "startDate": ts("2027-01-04"),
    "address": addr("400 Fairview Ave N", "Seattle", "WA", "98109"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 172000, "maximum": 214000},
    "profession": "Software Engineer",
    "specialty": "Backend",
    "criteria": [
        {"description": "5+ years of professional backend development in Java or Kotlin", "importance": "required", "type": "experience"},
        {"description": "Lives within commuting distance of Seattle South Lake Union (hybrid 3 days)", "importance": "required", "type": "location"},
        {"description": "AWS and Terraform", "importance": "preferred", "type": "skill"},
    ],
}, {"location": {"zipCode": "98109", "radius": 30, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J14 remote Go contract
job("J14", truth("Software Engineer", "Backend-Go", "78701", "TX", remote=True, minYears=3), {
    "title": "Backend Engineer (Go) - Remote - 6 month contract-to-hire",
    "description": """Client: Lonestar Payments (Austin HQ). Remote anywhere in the US. W2 contract through our agency, 6 months, then conversion.

Stack: Go (Golang) microservices, gRPC, PostgreSQL, Redis, Kubernetes on GCP, Pub/Sub.

Must have 3+ years of professional Go in production backend systems. Payments or ledger experience is a bonus. No C2C, no sponsorship.

Rate: $75-$92/hr W2.""",
    "startDate": ts("2027-01-04"),
    "address": addr("600 Congress Ave", "Austin", "TX", "78701"),
    "employmentType": "CONTRACT",
    "jobType": "contract",
    "compensation": {"type": "hourly", "minimum": 75, "maximum": 92},
})

# ---------------------------------------------------------------- J15 Atlanta hybrid frontend
job("J15", truth("Software Engineer", "Frontend-React", "30308", "GA", localOnly=True, minYears=3), {
    "title": "Frontend Engineer - React/TypeScript (Hybrid, Midtown Atlanta)",
    "description": """Midtown Atlanta, two days a week in office at Ponce City Market. Our product team of 14 builds a scheduling app used by 3,000 clinics.

What we need
  - 3 years or more writing production React with TypeScript
  - Solid CSS, accessibility (WCAG 2.1), testing with Jest/RTL/Playwright
  - Experience with a design system (Storybook) is a plus

Hybrid means hybrid: candidates must already live in metro Atlanta. Salary $128k-$155k + bonus.""",
    "startDate": ts("2027-01-19"),
    "address": addr("675 Ponce De Leon Ave NE", "Atlanta", "GA", "30308"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 128000, "maximum": 155000},
}, {"location": {"zipCode": "30308", "radius": 25, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J16 remote data engineer, explicit profession only
job("J16", truth("Software Engineer", "Data Engineering", "43215", "OH", remote=True, minYears=3), {
    "title": "Data Engineer (Remote, US)",
    "description": """Buckeye Mutual Insurance - Data Platform team. Fully remote within the United States; core hours overlap with Eastern time.

Responsibilities: build and own batch and streaming pipelines (Spark, Airflow, Kafka) feeding our Snowflake warehouse; model data with dbt; keep the lakehouse reliable, observable and cheap.

Qualifications:
1. 3+ years as a data engineer (pipelines and warehouses in production, not analysis or dashboards)
2. Python and SQL at a professional level; Scala a plus
3. Airflow or Dagster, Spark, one cloud warehouse (Snowflake, BigQuery or Redshift)

Compensation $135,000 - $165,000.""",
    "startDate": ts("2027-02-01"),
    "address": addr("225 E Broad St", "Columbus", "OH", "43215"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 135000, "maximum": 165000},
    "profession": "Data Engineer",
})

# ---------------------------------------------------------------- J17 electrician, locals only
job("J17", truth("Electrician", "Commercial Electrical", "77002", "TX", localOnly=True, licence="Journeyman Electrician", minYears=4, certs=["OSHA10"], shift="day"), {
    "title": "Journeyman Electrician - Commercial",
    "description": """Journeyman Electrician - commercial new construction & TI, downtown Houston
Bayou Power & Light Contractors

- TDLR Texas Journeyman (or Master) Electrician license - REQUIRED
- 4+ yrs commercial electrical (conduit bending EMT/rigid, panels, lighting controls, fire alarm rough-in)
- OSHA 10 card
- Own hand tools, reliable transportation
- Days, 6:00a-2:30p M-F, OT available
- LOCALS ONLY. No per diem, no travel pay.

$31-$38/hr DOE, health/dental, 401k, paid holidays.""",
    "startDate": ts("2026-12-14"),
    "address": addr("1001 Texas Ave", "Houston", "TX", "77002"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 50}},
    "compensation": {"type": "hourly", "minimum": 31, "maximum": 38},
}, {"location": {"zipCode": "77002", "radius": 25, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J18 HVAC Phoenix
job("J18", truth("HVAC Technician", "Commercial HVAC", "85034", "AZ", minYears=3, hardCerts=["EPA608-Universal"], shift="day"), {
    "title": "Commercial HVAC Service Technician",
    "description": """Desert Air Mechanical - Phoenix (Sky Harbor area)

We service rooftop units, chillers (air-cooled up to 400 tons), VRF and split systems for offices, schools and restaurants across the Valley. Company truck, gas card, iPad.

Requirements
- EPA Section 608 UNIVERSAL certification (required by law for the equipment we service - Type I or Type II alone is not enough)
- 3 years commercial HVAC service (RTUs, economizers, DDC controls)
- Valid AZ driver's license and clean MVR
- Days, 7a-3:30p, plus on-call rotation 1 week in 5

Pay $30-$42/hr based on experience; $2,000 tool allowance.""",
    "startDate": ts("2026-12-07"),
    "address": addr("2811 E Washington St", "Phoenix", "AZ", "85034"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 45}},
    "compensation": {"type": "hourly", "minimum": 30, "maximum": 42},
})

# ---------------------------------------------------------------- J19 welder turnaround, travelers
job("J19", truth("Welder", "Pipe Welding", "77506", "TX", travel=True, minYears=3, certs=["6G", "TWIC"], shift="night"), {
    "title": "Pipe Welder (6G) - Refinery Turnaround - Nights",
    "description": """PIPE WELDERS NEEDED - Pasadena, TX refinery turnaround (Feb-Apr 2027)
Channelview Industrial Services

6x12s NIGHTS. Process piping carbon & chrome, GTAW root / SMAW fill & cap.
Must hold a current 6G pipe cert (we will also test on site) and have 3+ years pipe welding.
TWIC card required for site access.
Travelers welcome: $150/day per diem for hands living 75+ miles out.
$42/hr ST, 1.5x OT.""",
    "startDate": ts("2027-02-15"),
    "address": addr(None, "Pasadena", "TX", "77506"),
    "employmentType": "CONTRACT",
    "jobType": "contract",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 72, "maximum": 72}},
    "compensation": {"type": "hourly", "minimum": 42, "maximum": 42},
})

# ---------------------------------------------------------------- J20 CDL regional, 50 mile radius
job("J20", truth("CDL Truck Driver", "Dry Van/Reefer", "43207", "OH", localOnly=True, radius=50, licence="CDL-A", minYears=1, certs=["DOT-Medical"]), {
    "title": "CDL-A Regional Driver - Home Weekly - Columbus Terminal",
    "description": """Scioto Valley Freight - Regional Dry Van

- Home every weekend, out Mon-Fri in OH/IN/KY/PA/WV/MI
- Average 2,300 miles/wk, $0.62-$0.68 CPM, $1,400+ weekly average
- 2024+ Freightliner Cascadias, auto transmissions, APUs

Requirements
- Valid Class A CDL (any state)
- 12 months verifiable Class A tractor-trailer experience (dry van or reefer)
- Current DOT medical card
- Must reside within 50 miles of our Columbus, OH terminal (43207)
- No more than 2 moving violations in 3 years

Call Rhonda in recruiting 614-555-0163.""",
    "startDate": ts("2026-12-07"),
    "address": addr("2450 Alum Creek Dr", "Columbus", "OH", "43207"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 72000, "maximum": 82000},
}, {"location": {"zipCode": "43207", "radius": 50, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J21 maintenance, 2nd shift
job("J21", truth("Maintenance Technician", "Industrial Maintenance", "28027", "NC", localOnly=True, minYears=3, shift="evening"), {
    "title": "Maintenance Technician - 2nd Shift",
    "description": """Carolina Precision Plastics - Concord, NC (injection molding, 24/5)

2nd shift 3:00 PM - 11:30 PM, Mon-Fri

You'll keep 60 injection molding presses, robots and auxiliary equipment running: troubleshoot electrical, hydraulic and pneumatic systems, read ladder logic (Allen-Bradley), PM work orders in our CMMS, rebuild pumps and valves.

Requirements:
  3+ years industrial / manufacturing maintenance experience
  Able to read electrical and hydraulic schematics
  Forklift & scissor lift (we will certify)
No licence required. $28-$36/hr + $1.50 shift differential.
Local applicants only (within 25 miles) - no relocation.""",
    "startDate": ts("2026-12-14"),
    "address": addr("7500 Bruton Smith Blvd", "Concord", "NC", "28027"),
    "employmentType": "DIRECT",
    "jobType": "full-time",
    "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
    "compensation": {"type": "hourly", "minimum": 28, "maximum": 36},
}, {"location": {"zipCode": "28027", "radius": 25, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J22 travel CVICU, VA
job("J22", truth("RN", "ICU", "23298", "VA", travel=True, licence="RN", minYears=2, recentMonths=24, certs=["BLS", "ACLS"], shift="night"), {
    "title": "Travel ICU RN (CVICU) - Richmond, VA",
    "description": """Blue Ridge Travel Health - Contract #BR-4471
Facility: James River University Hospital, Richmond, VA
Unit: CVICU (open heart, VAD, Impella, IABP); will consider strong MICU/SICU travelers
Shift: Nights 3x12 | Length: 13 weeks | Start: 01/04/2027
Requirements: VA license or compact license; 2 years recent ICU experience; BLS and ACLS (AHA) current; CCRN preferred
Weekly: $2,740 gross with full stipends for travelers
Ask about our extension bonus.""",
    "startDate": ts("2027-01-04"),
    "address": addr("1250 E Marshall St", "Richmond", "VA", "23298"),
    "employmentType": "CONTRACT",
    "jobType": "contract",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "specialty": "ICU",
})

# ---------------------------------------------------------------- J23 travel PT acute, NM, licence by start date
job("J23", truth("Physical Therapist", "Acute Care", "87102", "NM", travel=True, licence="PT", waivable=True, minYears=1, certs=["BLS"], shift="day"), {
    "title": "Travel Physical Therapist - Acute Care - Albuquerque",
    "description": """13-week travel contract, acute care PT, Albuquerque NM (Level I trauma hospital). Days M-F 8-4:30.
New Mexico PT license required - or able to obtain by start date (NM processes endorsement in about 3 weeks; we reimburse).
1 year acute care hospital PT experience. BLS.
Housing stipend for travelers. 40 hrs guaranteed.""",
    "startDate": ts("2027-01-18"),
    "address": addr(None, "Albuquerque", "NM", "87102"),
    "employmentType": "CONTRACT",
    "jobType": "contract",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
})

# ---------------------------------------------------------------- J24 per diem X-ray, OH
job("J24", truth("Radiologic Technologist", "X-ray", "43215", "OH", licence="RadTech", minYears=1, certs=["BLS"], hardCerts=["ARRT-R"], shift="day"), {
    "title": "Radiologic Technologist (PRN) - Weekend Days",
    "description": """Olentangy Valley Hospital - Downtown Columbus campus
PRN / per diem X-ray tech, mostly weekend day shifts (7a-7:30p), minimum 2 shifts a month.

General radiography, portables, fluoroscopy, OR C-arm.

Required: ARRT R.T.(R); Ohio Department of Health radiographer license; 1 year of diagnostic radiography experience; BLS.
Ideally within about 25 miles - we call PRN staff in on short notice.""",
    "startDate": ts("2026-12-14"),
    "address": addr("111 S Grant Ave", "Columbus", "OH", "43215"),
    "employmentType": "DIRECT",
    "jobType": "per-diem",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 8, "maximum": 24}},
    "compensation": {"type": "hourly", "minimum": 36, "maximum": 44},
})

# Hand-written jobs for sealed5. truth drives grading; body is the POST /api/jobs body.
import datetime
def ts(s): return int(datetime.datetime(*map(int, s.split("-")), tzinfo=datetime.timezone.utc).timestamp())
EEO = ("\n\nWe are an Equal Opportunity Employer. All qualified applicants will receive consideration for employment "
       "without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, "
       "or protected veteran status.")

JOBS = [
dict(key="J01", truth=dict(profession="Registered Nurse", specialty="ICU", zip="60611", state="IL", remote=False, travel=False,
  localOnly=False, radius=25, licence=dict(type="RN", waivable=False, pendingOk=False), minYears=2, certs=["BLS","ACLS"], hardCerts=[], shift="night"),
  title="Registered Nurse - Medical Intensive Care Unit (Nights)", city="Chicago", addr="251 E Huron St", emp="DIRECT", jobType="full-time",
  shifts=["night"], hours=(36,36), comp=("hourly",46.0,68.5), start="2027-01-11", extras=None,
  desc="""Lakeshore Presbyterian Medical Center is hiring an experienced Registered Nurse for our 24-bed Medical Intensive Care Unit.

About the role
You will care for critically ill adults - ventilated patients, titrated vasoactive drips, CRRT, post-arrest hypothermia - as part of a collaborative team with intensivists, respiratory therapy and pharmacy. Three 12-hour night shifts (7p-7a) per week, every third weekend.

Requirements
- Current, unencumbered Registered Nurse license issued by the State of Illinois. Illinois does not accept compact licenses; a multistate license from another state is not sufficient.
- Minimum two (2) years of recent adult ICU experience as an RN.
- BLS and ACLS (American Heart Association) current at hire.
- CCRN preferred, not required.

Benefits
Medical, dental and vision from day one; 403(b) with 5% match; tuition reimbursement up to $5,250/yr; night differential $6/hr; paid parental leave; onsite parking.""" + EEO),
dict(key="J02", truth=dict(profession="Registered Nurse", specialty="ICU", zip="77030", state="TX", remote=False, travel=True,
  localOnly=False, radius=25, licence=dict(type="RN", waivable=False, pendingOk=False), minYears=2, certs=["BLS","ACLS"], hardCerts=[], shift=None),
  title="Travel ICU RN - Houston, TX - 13 weeks", city="Houston", addr="6565 Fannin St", emp="CONTRACT", jobType="contract",
  shifts=["day","night"], hours=(48,48), comp=("hourly",72.0,88.0), start="2027-01-04", extras=None,
  desc="""*** TRAVEL ICU RN *** Houston, TX (Texas Medical Center)
13-week contract, 4x12s, rotating days/nights. Weekly gross approx. $3,400-$4,100 incl. tax-free housing & M&IE stipends for travelers living 50+ miles away. Extensions likely!

What you need:
* Active TX RN license OR a multistate/compact license from any NLC state - compact licence accepted
* 2+ years recent ICU experience (MICU, SICU, CVICU, Neuro all welcome)
* BLS + ACLS current
Travelers from anywhere in the US welcome. Day-one benefits, 401k, license reimbursement, 24/7 recruiter support. Apply in 2 minutes!"""),
dict(key="J03", truth=dict(profession="Registered Nurse", specialty="Med-Surg", zip="30308", state="GA", remote=False, travel=False,
  localOnly=False, radius=25, licence=dict(type="RN", waivable=False, pendingOk=False), minYears=1, certs=["BLS"], hardCerts=[], shift=None),
  title="Staff RN, Medical-Surgical", city="Atlanta", addr="550 Peachtree St NE", emp="DIRECT", jobType="full-time",
  shifts=["day"], hours=(36,40), comp=("hourly",38.0,52.0), start="2026-12-21", extras=dict(profession="Registered Nurse", specialty="Medical-Surgical"),
  desc="""Midtown Crescent Hospital - 6 East Medical-Surgical, 32 beds

We are looking for RNs who like variety: post-op general surgery, GI bleeds, diabetes, COPD exacerbations, pneumonia.

You bring:
- Georgia RN license or multistate (NLC) license
- 1 year of acute care Med-Surg experience as an RN
- BLS certification
You get: self-scheduling, 1:5 ratios on days, clinical ladder, free MARTA pass."""),
dict(key="J04", truth=dict(profession="Registered Nurse", specialty="Telemetry", zip="85006", state="AZ", remote=False, travel=True,
  localOnly=False, radius=25, licence=dict(type="RN", waivable=False, pendingOk=False), minYears=1, certs=["BLS","ACLS"], hardCerts=[], shift="night"),
  title="Tele RN travel PHX", city="Phoenix", addr="1111 E McDowell Rd", emp="CONTRACT", jobType="contract",
  shifts=["night"], hours=(36,36), comp=("hourly",62.0,70.0), start="2027-01-18", extras=None,
  desc="""TELE RN - PHX - 13wk travel - nights - $2,650/wk. AZ or compact lic. 1yr tele min. BLS/ACLS. Housing stipend. Text REBECCA 602-555-0148. Start Jan."""),
dict(key="J05", truth=dict(profession="Registered Nurse", specialty="ED", zip="80218", state="CO", remote=False, travel=False,
  localOnly=False, radius=25, licence=dict(type="RN", waivable=False, pendingOk=False), minYears=2, certs=["BLS","ACLS","PALS"], hardCerts=[], shift="night"),
  title="Emergency Department Registered Nurse - Night Shift", city="Denver", addr="1719 E 19th Ave", emp="DIRECT", jobType="full-time",
  shifts=["night"], hours=(36,36), comp=("hourly",44.0,63.0), start="2027-01-04", extras=dict(criteria=[
    dict(description="Two or more years of emergency department RN experience", importance="required", type="experience"),
    dict(description="ACLS and PALS current", importance="required", type="certification")]),
  desc="""Emergency Department Registered Nurse - Night Shift
Front Range Uptown Hospital - Denver, CO 80218

Qualifications
- Colorado RN license or multistate compact license (required)
- 2 years of Emergency Department nursing experience (required)
- BLS, ACLS and PALS (required)
- TNCC (preferred)
- Night shift availability (required)

Job details
Full-time | 36 hours/week | 7pm-7am
Pay: $44.00 - $63.00 per hour

Benefits
- 401(k) matching
- Health insurance
- Paid time off"""),
dict(key="J06", truth=dict(profession="Registered Nurse", specialty="L&D", zip="95817", state="CA", remote=False, travel=False,
  localOnly=False, radius=25, licence=dict(type="RN", waivable=True, pendingOk=False), minYears=2, certs=["BLS","NRP"], hardCerts=[], shift=None),
  title="Labor and Delivery RN", city="Sacramento", addr="2315 Stockton Blvd", emp="DIRECT", jobType="full-time",
  shifts=["day","night"], hours=(36,36), comp=("hourly",78.0,101.0), start="2027-02-15", extras=None,
  desc="""Our Family Birth Center at Riverbend Valley Medical Center welcomes about 3,800 babies a year, and we are growing. We are looking for a Labor and Delivery nurse who is comfortable managing laboring patients independently, circulating for cesarean sections and recovering them, and responding to obstetric emergencies alongside our in-house OB hospitalists. You should have at least two years of L&D experience as a registered nurse, current BLS and NRP, and a California RN license - or be able to obtain your California license by the start date in mid-February; we will reimburse the endorsement fee. California does not participate in the Nurse Licensure Compact, so a multistate license alone will not let you practice here. The position is full-time, three 12-hour shifts a week, with union-negotiated pay and a generous pension."""),
dict(key="J07", truth=dict(profession="Registered Nurse", specialty="PCU", zip="28204", state="NC", remote=False, travel=False,
  localOnly=False, radius=40, licence=dict(type="RN", waivable=False, pendingOk=False), minYears=1, certs=["BLS","ACLS"], hardCerts=[], shift=None),
  title="RN - Progressive Care Unit (Step-Down)", city="Charlotte", addr="1400 Scott Ave", emp="DIRECT", jobType="full-time",
  shifts=["day","night"], hours=(36,36), comp=("hourly",39.0,55.0), start="2027-01-04", extras=dict(candidateRequest=dict(location=dict(zipCode="28204", radius=40))),
  desc="""Piedmont Queens Medical Center | RN - Progressive Care Unit

| Item | Detail |
|---|---|
| Unit | 7 Tower PCU, 28 beds, cardiac and pulmonary step-down |
| Schedule | 3x12, days or nights |
| Licence | North Carolina RN or multistate/compact licence accepted |
| Experience | 1+ year PCU / step-down RN |
| Certifications | BLS and ACLS |
| Area | We consider applicants living within 40 miles of Charlotte |
| Pay | $39 - $55/hr + differentials |"""),
dict(key="J08", truth=dict(profession="Registered Nurse", specialty="Med-Surg", zip="02114", state="MA", remote=False, travel=False,
  localOnly=False, radius=25, licence=dict(type="RN", waivable=False, pendingOk=True), minYears=1, certs=["BLS"], hardCerts=[], shift="day"),
  title="Registered Nurse, Medical/Surgical - Days", city="Boston", addr="55 Fruit St", emp="DIRECT", jobType="full-time",
  shifts=["day"], hours=(32,40), comp=("hourly",47.0,70.0), start="2027-02-01", extras=dict(profession="RN", specialty="Med Surg"),
  desc="""Harborview Beacon Hospital seeks a day-shift Med/Surg RN for our 30-bed adult medical-surgical unit.

Must have:
- Massachusetts RN license. Massachusetts is not a compact state; out-of-state nurses with an endorsement pending are accepted and may start on the orientation track.
- At least 1 year as an RN on a medical-surgical unit
- BLS
- Day shift (7a-7:30p) - this is a days-only position.

Union position (MNA). Tuition assistance, MBTA subsidy.""" + EEO),
dict(key="J09", truth=dict(profession="Registered Nurse", specialty="ED", zip="55415", state="MN", remote=False, travel=True,
  localOnly=False, radius=25, licence=dict(type="RN", waivable=False, pendingOk=False), minYears=2, certs=["BLS","ACLS"], hardCerts=[], shift="evening"),
  title="Travel ER Nurse - Minneapolis", city="Minneapolis", addr="701 Park Ave", emp="CONTRACT", jobType="contract",
  shifts=["evening"], hours=(36,36), comp=("hourly",70.0,76.0), start="2027-01-25", extras=None,
  desc="""Northstar Travel Staffing presents: ER RN, Level I trauma center, downtown Minneapolis. 13 weeks, 3x12 mid-shift (11a-11p). Housing stipend for travellers from outside the Twin Cities.

Must-haves: active Minnesota RN licence (Minnesota is NOT a compact state - multistate licences are not accepted here), 2 years ER experience, BLS + ACLS. TNCC a plus. Submit within 24 hours to hold your spot!"""),
dict(key="J10", truth=dict(profession="Respiratory Therapist", specialty="Adult Acute Care", zip="02114", state="MA", remote=False, travel=False,
  localOnly=False, radius=25, licence=dict(type="RCP", waivable=False, pendingOk=False), minYears=1, certs=["RRT","BLS"], hardCerts=[], shift=None),
  title="Respiratory Therapist II", city="Boston", addr="55 Fruit St", emp="DIRECT", jobType="full-time",
  shifts=["day","night"], hours=(36,40), comp=("hourly",36.0,52.0), start="2027-01-11", extras=dict(profession="Respiratory", specialty="Adult Critical Care"),
  desc="""Respiratory Therapist II - Adult acute and critical care

Harborview Beacon Hospital
Responsibilities: ventilator management in adult ICUs, ABG draws, bronchodilator therapy, rapid response and code team.
Requirements:
1. Massachusetts Respiratory Care Practitioner license (required at hire)
2. RRT credential (NBRC) - CRT-only applicants must earn RRT within 12 months
3. 1 year of adult acute-care respiratory therapy
4. BLS""" + EEO),
dict(key="J11", truth=dict(profession="Physical Therapist", specialty="Outpatient Orthopedic", zip="98104", state="WA", remote=False, travel=False,
  localOnly=False, radius=25, licence=dict(type="PT", waivable=True, pendingOk=False), minYears=0, certs=[], hardCerts=[], shift=None),
  title="Physical Therapist - Outpatient Orthopedics", city="Seattle", addr="1100 9th Ave", emp="DIRECT", jobType="full-time",
  shifts=["day"], hours=(32,40), comp=("salary",88000,112000), start="2027-02-01", extras=None,
  desc="""Join Sound Motion Physical Therapy, a therapist-owned outpatient orthopedic clinic in First Hill. We see post-op ACL, total joints, spine and shoulder patients, with 45-minute one-on-one visits. New graduates are welcome - we run a structured mentorship program. You need a Washington Physical Therapist license, or must be able to obtain it by your start date. Manual therapy coursework (e.g. MTC, FAAOMPT track) is a plus. Monday-Friday, no weekends."""),
dict(key="J12", truth=dict(profession="Radiologic Technologist", specialty="CT", zip="80218", state="CO", remote=False, travel=False,
  localOnly=False, radius=25, licence=None, minYears=1, certs=["ARRT(CT)","BLS"], hardCerts=["ARRT(R)"], shift="evening"),
  title="CT Technologist - Evenings", city="Denver", addr="1719 E 19th Ave", emp="DIRECT", jobType="full-time",
  shifts=["evening"], hours=(40,40), comp=("hourly",38.0,54.0), start="2027-01-04", extras=dict(criteria=[
    dict(description="ARRT (R) registered", importance="required", type="certification"),
    dict(description="ARRT (CT) or CT certification within 6 months of hire", importance="preferred", type="certification")]),
  desc="""CT TECHNOLOGIST (EVENINGS 2:30p-11p) - Front Range Uptown Hospital, Denver

Required: ARRT (R) registry in good standing - no exceptions. 1 year CT scanning experience. BLS.
Expected: ARRT (CT) post-primary certification; techs without it must obtain it within 6 months of hire.
Siemens Force and GE Revolution scanners, trauma and stroke protocols, CTA, power injector.""" + EEO),
dict(key="J13", truth=dict(profession="Surgical Technologist", specialty="Orthopedic OR", zip="37203", state="TN", remote=False, travel=False,
  localOnly=False, radius=25, licence=None, minYears=2, certs=[], hardCerts=["CST"], shift="day"),
  title="Certified Surgical Technologist - Ortho", city="Nashville", addr="2000 Church St", emp="DIRECT", jobType="full-time",
  shifts=["day"], hours=(40,40), comp=("hourly",27.0,36.0), start="2027-01-11", extras=None,
  desc="""Music Row Surgical Hospital needs a CST for our orthopedic service line (total joints, spine, sports arthroscopy).
Qualifications:
- CST through NBSTSA - required, no exceptions
- 2+ years scrubbing orthopedic cases
- Day shift, M-F, 6:30a-3p; call rotation 1 weekend/month"""),
dict(key="J14", truth=dict(profession="Medical Laboratory Scientist", specialty="Microbiology", zip="55415", state="MN", remote=False, travel=False,
  localOnly=False, radius=25, licence=None, minYears=2, certs=[], hardCerts=["ASCP MLS"], shift="evening"),
  title="Medical Laboratory Scientist - Microbiology (Evenings)", city="Minneapolis", addr="701 Park Ave", emp="DIRECT", jobType="full-time",
  shifts=["evening"], hours=(40,40), comp=("hourly",35.0,48.0), start="2027-01-18", extras=dict(profession="Medical Laboratory Scientist", specialty="Microbiology"),
  desc="""The clinical microbiology laboratory at Twin Rivers Health is hiring an evening MLS (3p-11:30p). Bench work includes culture work-up, MALDI-TOF identification, susceptibility testing and blood culture processing.

Minimum qualifications: MLS(ASCP) certification (required); two years of clinical microbiology bench experience. Molecular experience (BioFire, PCR) is nice to have."""),
dict(key="J15", truth=dict(profession="Software Engineer", specialty="Backend Java", zip="78701", state="TX", remote=True, travel=False,
  localOnly=False, radius=25, licence=None, minYears=3, certs=[], hardCerts=[], shift=None),
  title="Senior Backend Engineer (Java) - Remote US", city="Austin", addr="300 W 6th St", emp="DIRECT", jobType="full-time",
  shifts=[], hours=(40,40), comp=("salary",150000,185000), start="2027-01-04", extras=dict(profession="Software Engineer", specialty="Backend"),
  desc="""Ledgerline builds payment reconciliation software for mid-size banks. We're fully remote across the US.

What you'll do: design and own Java 21 / Spring Boot services that move money - idempotent APIs, Kafka consumers, Postgres schemas, the on-call that goes with it.

What we look for: 3+ years building backend services in Java in production. Experience with Kotlin, Go or Python backends helps but Java depth is the core of the role. We don't care about degrees.

Salary $150k-$185k + equity. Remote anywhere in the US."""),
dict(key="J16", truth=dict(profession="Software Engineer", specialty="Frontend", zip="98104", state="WA", remote=False, travel=False,
  localOnly=False, radius=25, licence=None, minYears=2, certs=[], hardCerts=[], shift=None),
  title="Frontend Engineer (React/TypeScript) - Hybrid Seattle", city="Seattle", addr="1000 2nd Ave", emp="DIRECT", jobType="full-time",
  shifts=[], hours=(40,40), comp=("salary",130000,160000), start="2027-01-19", extras=None,
  desc="""Frontend Engineer - Hybrid (3 days/week in our Pioneer Square office)

Tidewater Maps is hiring a frontend engineer to build map-heavy React/TypeScript web apps.
Qualifications
* 2+ years professional frontend development (React, TypeScript, CSS)
* Must live within commuting distance of Seattle (about 25 miles)
* Nice to have: WebGL, Mapbox, accessibility audits"""),
dict(key="J17", truth=dict(profession="Software Engineer", specialty="Data Engineering", zip="78701", state="TX", remote=True, travel=False,
  localOnly=False, radius=25, licence=None, minYears=3, certs=[], hardCerts=[], shift=None),
  title="Data Engineer", city="Austin", addr="300 W 6th St", emp="DIRECT", jobType="full-time",
  shifts=[], hours=(40,40), comp=("salary",140000,170000), start="2027-01-11", extras=None,
  desc="""Data Engineer (remote, US)
- Build batch and streaming pipelines (Spark, Airflow, dbt, Kafka) feeding our Snowflake warehouse
- 3+ yrs data engineering required
- Python and SQL daily
- Analysts moving into engineering: this is not an analyst role
Remote-first; quarterly meetups in Austin."""),
dict(key="J18", truth=dict(profession="Software Engineer", specialty="Backend Go", zip="02114", state="MA", remote=False, travel=False,
  localOnly=True, radius=25, licence=None, minYears=2, certs=[], hardCerts=[], shift=None),
  title="Backend Engineer, Go - On-site Boston", city="Boston", addr="100 Cambridge St", emp="DIRECT", jobType="full-time",
  shifts=[], hours=(40,40), comp=("salary",135000,165000), start="2027-01-04", extras=dict(candidateRequest=dict(location=dict(zipCode="02114", radius=25, requireLocalCandidates=True))),
  desc="""Backend Engineer (Go), fully on-site in our West End lab. Local candidates only - we cannot support relocation or remote work. 2+ years writing production Go services (gRPC, Postgres, Kubernetes). You'll work next to the robotics team on fleet telemetry ingestion."""),
dict(key="J19", truth=dict(profession="Electrician", specialty="Commercial Electrical", zip="77030", state="TX", remote=False, travel=False,
  localOnly=False, radius=25, licence=dict(type="Journeyman Electrician", waivable=False, pendingOk=False), minYears=4, certs=[], hardCerts=[], shift=None),
  title="Journeyman Electrician - Commercial", city="Houston", addr="2450 Holcombe Blvd", emp="DIRECT", jobType="full-time",
  shifts=["day"], hours=(40,50), comp=("hourly",30.0,38.0), start="2026-12-14", extras=None,
  desc="""Bayou City Power & Light Contractors - JOURNEYMAN ELECTRICIAN (COMMERCIAL)
Pay $30-38/hr DOE, OT available, company truck for leads.
Requirements:
- Texas Journeyman Electrician license (TDLR) - must be active
- 4+ years commercial electrical: conduit bending, panel terminations, tenant finish-outs, fire alarm
- Own hand tools, reliable transportation, pass drug screen
Industrial plant experience considered."""),
dict(key="J20", truth=dict(profession="HVAC Technician", specialty="Commercial HVAC", zip="30308", state="GA", remote=False, travel=False,
  localOnly=False, radius=25, licence=None, minYears=3, certs=[], hardCerts=["EPA 608 Universal"], shift=None),
  title="Commercial HVAC Service Technician", city="Atlanta", addr="120 Ralph McGill Blvd NE", emp="DIRECT", jobType="full-time",
  shifts=["day"], hours=(40,45), comp=("hourly",29.0,40.0), start="2027-01-04", extras=None,
  desc="""HVAC Service Tech - Commercial - Atlanta metro
Rooftop units, split systems, chillers up to 200 tons, building automation troubleshooting. Van, fuel card, iPad provided.
Qualifications:
- EPA Section 608 Universal certification (required)
- 3+ years commercial HVAC service experience
- Valid driver's license, clean MVR
Residential techs with strong troubleshooting are encouraged to apply."""),
dict(key="J21", truth=dict(profession="Welder", specialty="Structural", zip="28204", state="NC", remote=False, travel=False,
  localOnly=False, radius=25, licence=None, minYears=2, certs=[], hardCerts=["AWS D1.1"], shift=None),
  title="Structural Welder", city="Charlotte", addr="2100 N Graham St", emp="DIRECT", jobType="full-time",
  shifts=["day"], hours=(40,50), comp=("hourly",24.0,32.0), start="2026-12-14", extras=None,
  desc="""STRUCTURAL WELDER - 1st shift - Queen City Steel Erectors. FCAW/SMAW on structural steel, field and shop. AWS D1.1 cert REQUIRED (current). 2 yrs structural welding. Read blueprints. $24-32/hr, weekly pay."""),
dict(key="J22", truth=dict(profession="CDL-A Driver", specialty="Regional", zip="37203", state="TN", remote=False, travel=False,
  localOnly=False, radius=25, licence=dict(type="CDL-A", waivable=False, pendingOk=False), minYears=1, certs=[], hardCerts=[], shift=None),
  title="CDL-A Regional Driver - Home Weekends", city="Nashville", addr="710 Cowan St", emp="DIRECT", jobType="full-time",
  shifts=[], hours=(50,60), comp=("salary",78000,92000), start="2026-12-14", extras=None,
  desc="""Regional CDL-A drivers wanted - Cumberland Freight Lines, Nashville terminal.
Home every weekend | Southeast regional lanes | 2024+ Freightliners | $1,550-1,800/wk
Requirements: valid Class A CDL, 12 months verifiable tractor-trailer experience, clean MVR, DOT medical card. Hiring drivers who live near our Nashville terminal."""),
dict(key="J23", truth=dict(profession="Maintenance Technician", specialty="Industrial Maintenance", zip="55415", state="MN", remote=False, travel=False,
  localOnly=False, radius=25, licence=None, minYears=2, certs=[], hardCerts=[], shift="night"),
  title="Maintenance Technician - 3rd shift", city="Minneapolis", addr="800 Washington Ave N", emp="DIRECT", jobType="full-time",
  shifts=["night"], hours=(40,40), comp=("hourly",31.0,39.0), start="2027-01-04", extras=None,
  desc="""Northern Grain Foods - Maintenance Technician, 3rd shift (10p-6:30a), packaging plant.
You will troubleshoot and repair conveyors, fillers, PLC-controlled lines (Allen-Bradley), pneumatics, hydraulics, and do PMs.
* 2+ years industrial/manufacturing maintenance
* Electrical troubleshooting to 480V
* Night shift - must be able to work 3rd shift
Shift premium $2.50/hr."""),
]

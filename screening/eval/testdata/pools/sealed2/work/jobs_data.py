"""The 24 open jobs of pool sealed2: truth (for grading) and the POST /api/jobs body (hand-written)."""
import calendar
import datetime


def ts(d):
    y, m, dd = map(int, d.split("-"))
    return calendar.timegm(datetime.date(y, m, dd).timetuple())


def T(prof, spec, zip_, **kw):
    t = {"profession": prof, "specialty": spec, "zip": zip_, "radius": 25, "remote": False,
         "remoteStates": None, "travel": False, "localsOnly": False, "licence": None, "certs": [],
         "skills": [], "minYears": 0, "yearsHard": False, "shift": None}
    t.update(kw)
    return t


def LIC(type_, state, acceptPending=False, obtainByStart=False):
    return {"type": type_, "state": state, "acceptPending": acceptPending, "obtainByStart": obtainByStart}


def C(name, hard=False):
    return {"name": name, "hard": hard}


def addr(a1, city, st, z):
    return {"address1": a1, "city": city, "state": st, "zip": z, "countryCode": "US"}


JOBS = []


def job(key, truth, body, req=None):
    body.setdefault("status", "OPEN")
    JOBS.append({"key": key, "truth": truth, "body": body, "candidateRequest": req})


# ---------------------------------------------------------------- J01 ICU RN, Toledo OH (long hospital posting)
job("J01", T("RN", "ICU", "43606", licence=LIC("RN", "OH"), certs=[C("BLS"), C("ACLS")], minYears=2,
             shift="night"), {
    "title": "Registered Nurse - Medical Intensive Care Unit (Nights, Full Time)",
    "profession": "Registered Nurse",
    "specialty": "ICU",
    "description": """Maumee Valley Regional Medical Center - Toledo, Ohio
Department: 4 West Medical ICU (24 beds)   |   Shift: Nights, 7p-7a, three 12-hour shifts   |   FTE 0.9
Requisition 2026-11873

About us
Maumee Valley Regional is a 480-bed Level II trauma and teaching hospital serving northwest Ohio and
southeast Michigan. Our Medical ICU cares for patients with sepsis, respiratory failure, GI bleeds, DKA,
overdoses and multi-organ failure, and works closely with our intensivist team 24/7. We were named a
Pathway to Excellence designated organization in 2025.

What you will do
The Registered Nurse in the MICU provides and coordinates care for critically ill adults using the nursing
process. You will titrate vasoactive and sedation drips, manage ventilated patients with respiratory
therapy, assist with central line and arterial line placement, monitor CRRT, and use our CPOE/Epic
documentation. Usual assignment is 1:2, 1:1 for unstable patients.

Required qualifications
- Current, unencumbered license to practice as a Registered Nurse in the State of Ohio, or a multistate
  (Nurse Licensure Compact) license from another compact state.
- Minimum of two (2) years of recent RN experience in an adult intensive care unit.
- BLS and ACLS (American Heart Association). New hires without ACLS must complete it within 90 days.
- Ability to work 12-hour night shifts including every third weekend and a holiday rotation.

Preferred qualifications
- BSN; CCRN; experience with Impella or CRRT; Epic.

Benefits
Medical, dental and vision on day one; 403(b) with 5% match; tuition reimbursement up to $5,250/yr;
night differential $4.50/hr; weekend differential $2.00/hr; relocation assistance for eligible roles;
on-site childcare; paid parental leave.

Maumee Valley Regional Medical Center is an Equal Opportunity Employer. All qualified applicants will receive
consideration for employment without regard to race, color, religion, sex, sexual orientation, gender
identity, national origin, age, disability, protected veteran status or any other characteristic protected
by law. We participate in E-Verify. Reasonable accommodations are available on request during the application
process. This organization is tobacco-free.""",
    "startDate": ts("2027-01-11"),
    "address": addr("2142 N Cove Blvd", "Toledo", "OH", "43606"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 36.5, "maximum": 52.0},
    "criteria": [
        {"description": "Active Ohio RN license or multistate compact RN license", "importance": "required", "type": "license"},
        {"description": "2+ years adult ICU experience as an RN", "importance": "required", "type": "experience"},
        {"description": "BLS and ACLS", "importance": "required", "type": "certification"},
        {"description": "CCRN", "importance": "preferred", "type": "certification"},
    ],
})

# ---------------------------------------------------------------- J02 Travel Tele RN, Reno NV (agency travel blurb)
job("J02", T("RN", "TELE", "89502", travel=True, licence=LIC("RN", "NV", obtainByStart=True),
             certs=[C("BLS", True), C("ACLS", True)], minYears=2, yearsHard=True, shift="night"), {
    "title": "Travel RN - Telemetry - Reno, NV - 13 wks NIGHTS",
    "description": """*** HOT TRAVEL NEED - RENO, NV ***

Sierra Crest Staffing is looking for an experienced Telemetry RN for a 13-week travel contract at a
350-bed acute care hospital in Reno, Nevada. Extensions are common!

Assignment details:
* Unit: Cardiac Telemetry / 32 beds, ratio 1:4-5
* Shift: 3x12 NIGHTS (7p-7a), 36 hrs/wk guaranteed
* Start: ASAP / 1/18/2027
* Weekly gross: $2,480 - $2,760 (incl. tax-free housing & M&IE stipends for travelers who duplicate expenses)
* EMR: Cerner

Must haves to submit:
* Nevada does NOT participate in the Nurse Licensure Compact. A compact/multistate license is NOT valid
  in NV. You need an active Nevada RN license, or you must be able to obtain one by the start date
  (NV issues temporary licenses in about 2-3 weeks; we reimburse the fee).
* Minimum 2 years recent acute care Telemetry experience as an RN - no exceptions, the client will not
  review profiles with less.
* Current AHA BLS and ACLS at time of submission.
* 2 professional references within the last 12 months.

Why Sierra Crest? Day-one medical, 401k, licensure reimbursement, 24/7 recruiter support, referral
bonuses. Text "RENO TELE" to (775) 555-0142 or reply to this email with your updated resume!""",
    "startDate": ts("2027-01-18"),
    "address": addr(None, "Reno", "NV", "89502"),
    "employmentType": "CONTRACT", "jobType": "contract",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 62, "maximum": 69},
})

# ---------------------------------------------------------------- J03 Med-Surg RN, Grand Rapids MI (Indeed-like)
job("J03", T("RN", "MEDSURG", "49503", licence=LIC("RN", "MI"), certs=[C("BLS")], minYears=1, shift="day"), {
    "title": "RN Medical Surgical - Days - $5,000 Sign-On",
    "description": """Lakeshore Grand Health - Grand Rapids, MI 49503
Full-time | Day shift | 12 hour shift

Job details
Pay: $35.80 - $51.25 per hour
Job type: Full-time
Schedule: 12 hour shift, Day shift (6:45a - 7:15p), every other weekend

Full job description
Our 34-bed Medical Surgical unit on 6 South cares for general medical, post-surgical (general, GI,
urology and ortho overflow) and observation patients. We're looking for a Registered Nurse who enjoys a
fast-paced unit with great teamwork and a strong preceptor program.

Responsibilities:
- Assess, plan, implement and evaluate care for a team of 4-5 patients
- Admissions, discharges, patient and family teaching
- Medication administration, IV therapy, wound care, post-op monitoring
- Collaborate with hospitalists, PT/OT, case management

Qualifications:
- Current Michigan RN license required at time of hire (Michigan is not a Nurse Licensure Compact state
  and does not accept compact/multistate licenses)
- 1 year of acute care Medical-Surgical experience as an RN (required)
- BLS certification (required; can be obtained in orientation)
- BSN preferred

Benefits:
- 403(b) matching
- Dental insurance
- Health insurance
- Paid time off
- Tuition reimbursement

Work location: In person""",
    "startDate": ts("2027-01-04"),
    "address": addr("330 Barclay Ave NE", "Grand Rapids", "MI", "49503"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "compensation": {"type": "hourly", "minimum": 35.8, "maximum": 51.25},
})

# ---------------------------------------------------------------- J04 ED RN, Bowling Green KY (bulleted)
job("J04", T("RN", "ED", "42101", licence=LIC("RN", "KY"), certs=[C("BLS"), C("ACLS"), C("PALS")],
             minYears=2, shift="night"), {
    "title": "Emergency Department RN - Nights",
    "description": """Barren River Medical Center, Bowling Green, KY

Emergency Department, 42 beds, ~75,000 visits/yr, Level III trauma center.

Requirements:
* Registered Nurse licensed in Kentucky, or multistate licence from a compact state (Kentucky is an NLC state)
* 2+ years emergency department experience as an RN
* BLS, ACLS and PALS required (may be completed within 6 months of hire)
* TNCC and/or CEN preferred
* Nights, 7p-7a, 36 hrs/wk, every 3rd weekend

We offer:
* Night differential $5/hr
* $10,000 sign-on for experienced ED RNs
* Shared governance, clinical ladder

EOE""",
    "startDate": ts("2027-01-25"),
    "address": addr("250 Park St", "Bowling Green", "KY", "42101"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
})

# ---------------------------------------------------------------- J05 L&D RN, Springfield MO (prose)
job("J05", T("RN", "LD", "65804", licence=LIC("RN", "MO"), certs=[C("BLS"), C("NRP")], minYears=1,
             shift="rotating"), {
    "title": "Labor & Delivery Registered Nurse",
    "description": """Ozark Family Birth Center at Cox-Hollister Women's Pavilion in Springfield is growing, and we
are looking for a labor and delivery nurse to join a team that delivers about 3,200 babies a year. Our
LDRP model means you will follow your patients from triage through labor, delivery and recovery, and you
will circulate for C-sections in our two dedicated OB operating rooms.

You will need to hold a Missouri RN license or a multistate license from another compact state, and have
at least one year of experience as a labor and delivery nurse. You must have BLS and NRP (or be willing
to complete NRP during orientation), and AWHONN intermediate fetal monitoring is a plus but not required.
The unit works rotating 12-hour shifts (you will work both days and nights on a set rotation), with every
third weekend.

We offer a generous differential for nights and weekends, free parking, a 401(k) with match, and a
clinical ladder that rewards certification (RNC-OB, C-EFM).""",
    "startDate": ts("2027-02-01"),
    "address": addr("1423 E Primrose St", "Springfield", "MO", "65804"),
    "employmentType": "DIRECT", "jobType": "full-time",
})

# ---------------------------------------------------------------- J06 Travel CVICU RN, Eugene OR (endorsement pending)
job("J06", T("RN", "ICU", "97401", travel=True, licence=LIC("RN", "OR", acceptPending=True),
             certs=[C("BLS", True), C("ACLS", True)], minYears=2), {
    "title": "Travel ICU RN (CVICU) - Eugene, Oregon",
    "description": """Travel Nursing Opportunity - Cardiovascular ICU - Eugene, OR
Agency: Cascadia Clinical Travel | Contract: 13 weeks | 3x12s, days or nights per unit need
Estimated weekly pay $3,150 gross (housing stipend for travelers maintaining a tax home outside the area)

The facility is a 380-bed regional heart center (open hearts, TAVR, ECMO). Looking for strong ICU nurses,
CVICU preferred; general adult ICU (MICU/SICU/Neuro) considered.

Requirements
- 2+ years adult ICU RN experience
- BLS + ACLS current at submission
- LICENSE: Oregon is NOT a compact state. You need an Oregon RN license. An Oregon license by
  endorsement that is pending (application submitted, fingerprints done) IS ACCEPTED for submission -
  the facility will hold the start until the license posts.
- Vaccines per facility policy

Apply today - our travelers average 2.3 extensions!""",
    "startDate": ts("2027-02-08"),
    "address": addr(None, "Eugene", "OR", "97401"),
    "employmentType": "CONTRACT", "jobType": "contract",
    "compensation": {"type": "hourly", "minimum": 78, "maximum": 87},
}, req={"location": {"zipCode": "97401", "states": ["OR"]}})

# ---------------------------------------------------------------- J07 PCU RN, Ogden UT
job("J07", T("RN", "PCU", "84401", licence=LIC("RN", "UT"), certs=[C("BLS"), C("ACLS")], minYears=1,
             shift="night"), {
    "title": "Progressive Care (Step-Down) RN - Nights",
    "description": """Wasatch Front Medical Center - Ogden, Utah
Unit: Progressive Care Unit (PCU / step-down), 28 beds

Position summary: The PCU RN cares for patients who need more monitoring than a telemetry floor but are
not ICU level: post-ICU transfers, titratable cardiac drips (diltiazem, heparin, nitro), BiPAP, fresh
post-op cardiac and thoracic patients. Ratio 1:3.

Minimum qualifications:
1. Utah RN license or Multistate/Compact license accepted (Utah is an NLC state).
2. One year of PCU, step-down or intermediate care experience as an RN.
3. BLS and ACLS (ACLS can be obtained within 3 months of hire).
4. Able to work 12-hour nights.

Preferred: PCCN, BSN.

Wasatch Front Medical Center is an equal opportunity employer.""",
    "startDate": ts("2027-01-18"),
    "address": addr("1200 E 3900 S", "Ogden", "UT", "84401"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
})

# ---------------------------------------------------------------- J08 OR RN, Lafayette LA (table)
job("J08", T("RN", "OR", "70503", licence=LIC("RN", "LA"), certs=[C("BLS"), C("ACLS")], minYears=2,
             shift="day"), {
    "title": "Operating Room RN (Circulator)",
    "description": """Acadiana Surgical Hospital - Lafayette, LA

| Item            | Detail                                                         |
|-----------------|----------------------------------------------------------------|
| Position        | Registered Nurse - Operating Room (circulator)                  |
| Schedule        | Days, M-F 6:30a-5p (4x10s), call 1 weekend/month               |
| License         | Louisiana RN or compact multistate RN license                  |
| Experience      | 2 years OR circulating experience required                     |
| Certifications  | BLS and ACLS required; CNOR preferred                          |
| Service lines   | General, ortho/total joints, spine, GYN, ENT, robotics (Xi)    |
| Pay             | $38 - $55/hr DOE, + call pay                                   |

No holidays, no nights. Full benefits. Apply online or email your resume to periop.recruiting@example.org""",
    "startDate": ts("2027-01-11"),
    "address": addr("2810 Ambassador Caffery Pkwy", "Lafayette", "LA", "70503"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
    "compensation": {"type": "hourly", "minimum": 38, "maximum": 55},
})

# ---------------------------------------------------------------- J09 Travel NICU RN, Madison WI
job("J09", T("RN", "NICU", "53715", travel=True, licence=LIC("RN", "WI"), certs=[C("BLS", True), C("NRP", True)],
             minYears=2, yearsHard=True, shift="night"), {
    "title": "Travel NICU RN - Level III - Madison WI - Nights",
    "description": """Hi there!

We have a new NICU travel assignment in Madison, Wisconsin - details below. Reply with your resume and skills
checklist if interested.

  Facility: Level III NICU, 48 bassinets
  Length: 13 weeks, 36 hrs, NIGHTS
  Start: 2/1/2027
  Pay: $2,650/wk blended (stipends for travelers living 50+ miles away)

  Requirements:
   - Wisconsin RN license OR Multistate/Compact licence accepted (WI is a compact state)
   - 2 yrs recent Level III or IV NICU experience (hard requirement - the manager will not look at less)
   - BLS + NRP current at submission (no exceptions)
   - S.T.A.B.L.E. preferred

Thanks!
Megan, Senior Travel Recruiter | Northwoods Travel Health | (608) 555-0117""",
    "startDate": ts("2027-02-01"),
    "address": addr(None, "Madison", "WI", "53715"),
    "employmentType": "CONTRACT", "jobType": "contract",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
})

# ---------------------------------------------------------------- J10 Home Health RN, Hazard KY (rural, locals only, 40 mi)
job("J10", T("RN", "HOMEHEALTH", "41701", radius=40, localsOnly=True, licence=LIC("RN", "KY"), certs=[C("BLS")],
             minYears=1, shift="day"), {
    "title": "Home Health RN Case Manager - Perry/Knott/Letcher Counties",
    "description": """Mountain Laurel Home Health is hiring a full-time RN Case Manager based out of our Hazard office.

This is a field position covering Perry, Knott, Letcher and Breathitt counties. Because of the drive times
in our service area we only consider applicants who live within 40 miles of Hazard - please do not apply
if you would be relocating or commuting from farther away.

You'll need:
- Kentucky RN license (or compact multistate license)
- At least 1 year of home health nursing experience (OASIS)
- BLS
- Valid driver's license, insurance and reliable vehicle
- Monday-Friday daytime visits, on-call 1 weekend a month

Mileage reimbursement at the IRS rate, company laptop and phone, 401(k), paid time off.""",
    "startDate": ts("2027-01-04"),
    "address": addr("480 Main St", "Hazard", "KY", "41701"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
}, req={"location": {"zipCode": "41701", "radius": 40, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J11 Respiratory Therapist, Toledo OH (long posting)
job("J11", T("RT", "RT_ADULT", "43608", licence=LIC("RT", "OH", obtainByStart=True),
             certs=[C("NBRC", True), C("BLS"), C("ACLS")], minYears=1, shift="night"), {
    "title": "Respiratory Therapist - Adult Critical Care - Nights",
    "profession": "Respiratory Therapist",
    "specialty": "Adult critical care",
    "description": """Northwest Ohio Health - St. Clare Campus, Toledo OH

JOB SUMMARY
Provides respiratory care to adult patients in the ICUs, ED and medical floors: ventilator management
(conventional, APRV, high-flow, NIV), ABG draws and analysis, aerosol and airway clearance therapy,
participation in rapid responses and codes, and transport of ventilated patients.

SHIFT: Nights, 7p-7:30a, 36 hours/week.

MINIMUM QUALIFICATIONS
- Graduate of a CoARC-accredited respiratory care program.
- NBRC credential: CRT required, RRT preferred (RRT must be obtained within 12 months of hire).
- Ohio Respiratory Care Professional (RCP) license, or eligibility to obtain an Ohio license by the start
  date. Out-of-state RTs are welcome to apply; we will help with the Ohio license application.
- One (1) year of adult acute care / critical care respiratory therapy experience.
- BLS required; ACLS required within 6 months of hire.

PHYSICAL DEMANDS
Lifting up to 50 lbs, standing and walking for the full shift, pushing equipment.

BENEFITS
Comprehensive medical, dental and vision; retirement plan with match; shift differential; tuition
assistance; employee assistance program.

Northwest Ohio Health is an Equal Opportunity/Affirmative Action employer. Minorities/Females/Disabled/Veterans.""",
    "startDate": ts("2027-01-18"),
    "address": addr("5200 Harroun Rd", "Toledo", "OH", "43608"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
    "criteria": [
        {"description": "NBRC CRT or RRT credential", "importance": "required", "type": "certification"},
        {"description": "Ohio RCP license or able to obtain by start date", "importance": "required", "type": "license"},
        {"description": "1 year adult acute care respiratory therapy", "importance": "required", "type": "experience"},
    ],
})

# ---------------------------------------------------------------- J12 Physical Therapist, Eau Claire WI (table)
job("J12", T("PT", "PT_OUTPT", "54701", licence=LIC("PT", "WI", obtainByStart=True), minYears=1, shift="day"), {
    "title": "Physical Therapist - Outpatient Orthopedics",
    "description": """Chippewa Valley Orthopedics & Sports Rehab

Location ............ Eau Claire, WI (clinic on Clairemont Ave)
Setting ............. Outpatient orthopedic / sports clinic, 1:1 treatment, 45-min evals
Hours ............... Monday-Friday days, no weekends (one evening until 7 pm)
Caseload ............ 10-12 visits/day, 2 aides + 1 PTA
License ............. Wisconsin PT license, or eligible for WI licensure before start date
Experience .......... 1+ year outpatient orthopedic PT experience
Preferred ........... OCS, dry needling, manual therapy certification (COMT/FAAOMPT)
Salary .............. $86,000 - $101,000 + productivity bonus, CEU allowance $1,500

We do NOT accept applications from PTAs for this posting (separate PTA posting coming soon).""",
    "startDate": ts("2027-02-15"),
    "address": addr("2715 E Clairemont Ave", "Eau Claire", "WI", "54701"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 86000, "maximum": 101000},
})

# ---------------------------------------------------------------- J13 CT Technologist, Erie PA
job("J13", T("RADTECH", "CT", "16502", certs=[C("ARRT_R", True), C("BLS")], minYears=1, shift="evening"), {
    "title": "CT Technologist - 2nd Shift",
    "description": """Lake Erie Regional Imaging - Erie, PA 16502

We are seeking a CT Technologist for our hospital-based CT department (2 Siemens 128-slice scanners, ED and
inpatient coverage, CTA and cardiac CT).

Shift: 2nd shift (3:00p - 11:30p), Monday - Friday, rotating weekend and holiday call.

Requirements:
- ARRT (R) registration REQUIRED (no exceptions). ARRT (CT) preferred, or obtain within 18 months.
- 1 year of CT scanning experience.
- Current BLS (can be obtained after hire).
- Venipuncture / IV start skills.

Pennsylvania does not require a separate state license for radiologic technologists working under ARRT
registration in this setting.""",
    "startDate": ts("2027-01-11"),
    "address": addr("201 State St", "Erie", "PA", "16502"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
})

# ---------------------------------------------------------------- J14 Travel Surgical Tech, Shreveport LA
job("J14", T("SURGTECH", None, "71101", travel=True, certs=[C("CST", True), C("BLS")], minYears=2, shift="day"), {
    "title": "Travel Surgical Technologist - Shreveport LA",
    "description": """TRAVEL SURGICAL TECH NEEDED!! Shreveport, Louisiana | 13 weeks | 4x10 days | start 1/25

Requirements:
- CST (NBSTSA) or TS-C (NCCT) - must be active at time of submission
- 2+ yrs as a surgical tech (general, ortho, neuro, CV a plus)
- BLS (can do within first 2 weeks)

$1,900-$2,150/wk with stipends for travelers. Reply with resume + 2 references.""",
    "startDate": ts("2027-01-25"),
    "address": addr(None, "Shreveport", "LA", "71101"),
    "employmentType": "CONTRACT", "jobType": "contract",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
})

# ---------------------------------------------------------------- J15 Medical Laboratory Scientist, Springfield MO
job("J15", T("MLS", "LAB_GEN", "65807", certs=[C("MLS_CERT", True)], shift="night"), {
    "title": "Medical Laboratory Scientist - Generalist - Nights",
    "description": """Ozarks Community Hospital Laboratory - Springfield, MO 65807

Generalist MLS position rotating through chemistry, hematology, coagulation, urinalysis and blood bank on
night shift (10:30p-7a), every other weekend. Core lab instruments: Roche cobas, Sysmex XN, ORTHO Vision.

Qualifications
- Bachelor's degree in medical laboratory science or a biological/chemical science
- MLS(ASCP) or MT(AMT) certification required at hire. MLT-certified applicants are not eligible for
  this position.
- New graduates welcome; generalist experience preferred.
- Nights only.

Missouri does not license laboratory personnel.""",
    "startDate": ts("2027-01-04"),
    "address": addr("3535 S National Ave", "Springfield", "MO", "65807"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
})

# ---------------------------------------------------------------- J16 Senior Backend Engineer (Java), remote US
job("J16", T("SWE", "BE_JAVA", "43215", remote=True, minYears=5, skills=["Spring Boot", "Kafka"]), {
    "title": "Senior Backend Engineer (Java) - Remote (US)",
    "profession": "Software Engineer",
    "specialty": "Backend",
    "description": """Buckeye Freight Tech builds the routing and billing platform behind 40,000 trucks. We're fully remote
(US), with an office in Columbus, OH for those who want it.

What you'll work on:
- Java 17/21 services with Spring Boot, running on AWS (EKS)
- Event-driven pipelines on Kafka
- PostgreSQL, Redis, gRPC between services

You have:
- 5+ years building backend services in Java professionally
- Production experience with Spring Boot and Kafka
- Comfort owning services end to end: design, on-call, observability

Nice to have: Kotlin, logistics domain, Terraform.

Salary $150k-$185k + equity. Remote anywhere in the US; occasional travel to Columbus (2x/year).""",
    "startDate": ts("2027-01-04"),
    "address": addr("250 S High St", "Columbus", "OH", "43215"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 150000, "maximum": 185000},
    "criteria": [
        {"description": "5+ years backend Java", "importance": "required", "type": "experience"},
        {"description": "Spring Boot", "importance": "required", "type": "skill"},
        {"description": "Kafka", "importance": "required", "type": "skill"},
    ],
}, req={"criteria": [{"description": "Experience with event-driven systems at scale", "importance": "preferred",
                       "type": "experience"}]})

# ---------------------------------------------------------------- J17 Frontend Engineer, hybrid Grand Rapids MI
job("J17", T("SWE", "FE", "49503", minYears=3, skills=["React", "TypeScript"]), {
    "title": "Frontend Engineer (React) - Hybrid, Grand Rapids",
    "description": """Furniture City Software - Grand Rapids, MI (hybrid: Tue-Thu in our downtown office)

We build scheduling software for 2,000+ dental and veterinary clinics. We're hiring a Frontend Engineer to
work on our React/TypeScript web app.

Requirements
- 3+ years professional frontend development
- Strong React and TypeScript
- Must live within commuting distance of downtown Grand Rapids (we are not hiring fully remote for this role)

Bonus: Next.js, accessibility (WCAG 2.2), design systems, Playwright.

$105k-$130k, 401k 4% match, 20 days PTO.""",
    "startDate": ts("2027-01-19"),
    "address": addr("25 Ottawa Ave SW", "Grand Rapids", "MI", "49503"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 105000, "maximum": 130000},
})

# ---------------------------------------------------------------- J18 Data Engineer, remote within 6 states
job("J18", T("SWE", "DATAENG", "15222", remote=True, remoteStates=["OH", "PA", "MI", "KY", "IN", "WI"],
             minYears=3, skills=["Airflow", "Spark"]), {
    "title": "Data Engineer (Remote - OH, PA, MI, KY, IN, WI only)",
    "description": """Allegheny Mutual Insurance - Data Platform team

Remote, but you must live in Ohio, Pennsylvania, Michigan, Kentucky, Indiana or Wisconsin (we are only
registered as an employer in these states). Candidates in other states will not be considered.

You will build batch and streaming pipelines that feed claims, underwriting and actuarial models.

Qualifications
* 3+ years as a data engineer
* Python and SQL
* Apache Airflow (or similar orchestration) and Apache Spark in production
* Cloud data warehouse (Snowflake or BigQuery) a plus
* Insurance experience a plus

Salary range $118,000 - $142,000.""",
    "startDate": ts("2027-01-11"),
    "address": addr("1 PPG Pl", "Pittsburgh", "PA", "15222"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 118000, "maximum": 142000},
}, req={"location": {"states": ["OH", "PA", "MI", "KY", "IN", "WI"]}})

# ---------------------------------------------------------------- J19 Backend Go Engineer, onsite Salt Lake City
job("J19", T("SWE", "BE_GO", "84101", minYears=3, skills=["PostgreSQL", "Kubernetes"]), {
    "title": "Backend Engineer (Go) - On-site Salt Lake City",
    "description": """Bonneville Payments - Salt Lake City, UT (on-site 5 days, downtown near the TRAX line)

Build the services that move money for 9,000 credit unions. Go microservices, PostgreSQL, Kubernetes on
bare metal, gRPC.

Need: 3+ years writing Go in production, PostgreSQL, Kubernetes. We cannot support remote work for this
role. Relocation assistance is NOT offered.

$130-160k, bonus, 401k.""",
    "startDate": ts("2027-01-04"),
    "address": addr("175 S Main St", "Salt Lake City", "UT", "84101"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "compensation": {"type": "salary", "minimum": 130000, "maximum": 160000},
})

# ---------------------------------------------------------------- J20 Journeyman Electrician, Green Bay WI (Indeed-like)
job("J20", T("ELECTRICIAN", "EL_COMM", "54303", licence=LIC("ELEC_J", "WI"), certs=[C("OSHA10")], shift="day"), {
    "title": "Journeyman Electrician - Commercial",
    "profession": "Electrician",
    "description": """Bayland Electric Inc. - Green Bay, WI 54303

Job Type: Full-time
Pay: $36.00 - $44.00 per hour
Schedule: 8 hour shift, Monday to Friday, day shift

Qualifications:
- Wisconsin Journeyman Electrician license (DSPS) (Required) - apprentices please see our apprentice posting
- Commercial electrical: 1 year (Preferred)
- OSHA 10 (Required - we can send you to the class)
- Valid driver's license (Required)

Commercial new construction and tenant remodels: conduit bending (EMT, rigid), pulling wire, panels and
switchgear, lighting controls, fire alarm rough-in. Company truck for foremen.""",
    "startDate": ts("2027-01-04"),
    "address": addr("1850 Radisson St", "Green Bay", "WI", "54303"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 45}},
    "compensation": {"type": "hourly", "minimum": 36, "maximum": 44},
    "criteria": [
        {"description": "Wisconsin Journeyman Electrician license", "importance": "required", "type": "license"},
        {"description": "OSHA 10", "importance": "required", "type": "certification"},
    ],
})

# ---------------------------------------------------------------- J21 HVAC Service Tech, Lexington KY
job("J21", T("HVAC", "HV_COMM", "40505", certs=[C("EPA608U", True)], minYears=3, shift="day"), {
    "title": "Commercial HVAC Service Technician",
    "description": """Bluegrass Mechanical Services, Lexington KY

We service rooftop units, split systems, chillers and boilers for schools, hospitals and offices across
central Kentucky.

Must have:
- EPA Section 608 UNIVERSAL certification (Type I/II only will not be considered)
- 3+ years commercial HVAC service experience
- Clean driving record

Day shift M-F 7-3:30 plus on-call rotation. Company van, tablet, tools allowance. KY HVAC journeyman
license preferred.""",
    "startDate": ts("2027-01-11"),
    "address": addr("1100 Winchester Rd", "Lexington", "KY", "40505"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["day"]},
})

# ---------------------------------------------------------------- J22 Pipe Welder, Lake Charles LA (terse)
job("J22", T("WELDER", "WE_PIPE", "70601", travel=True, certs=[C("TWIC", True), C("6G")], minYears=3), {
    "title": "Pipe Welders - Turnaround - Lake Charles",
    "description": """PIPE WELDERS needed Lake Charles LA refinery turnaround. 6G TIG/stick carbon + chrome. 3 yrs pipe min.
Must have TWIC. Will test on site (6G cert a plus). 6x10s. $38/hr + $110/day per diem for hands living
outside 60 mi. Start Jan 11. Call/text Ray 337-555-0163""",
    "startDate": ts("2027-01-11"),
    "address": addr(None, "Lake Charles", "LA", "70601"),
    "employmentType": "CONTRACT", "jobType": "contract",
    "compensation": {"type": "hourly", "minimum": 38, "maximum": 38},
})

# ---------------------------------------------------------------- J23 CDL-A Regional Driver, Grove City OH (SMS-like)
job("J23", T("CDL", None, "43123", radius=100, localsOnly=True, licence=LIC("CDL_A", "OH"),
             certs=[C("DOTMED")], minYears=1), {
    "title": "CDL-A Regional Driver - Home Weekly",
    "profession": "CDL-A Truck Driver",
    "description": """CDL A REGIONAL - HOME WEEKENDS
Grove City OH terminal. Dry van, no touch freight. OH/IN/KY/PA/WV/MI lanes.
- Class A CDL + current DOT med card
- 12 mo verifiable tractor-trailer exp
- Must live within 100 miles of Grove City
$1,450-$1,700/wk avg. Benefits day 1.
Apply: text DRIVE to 614-555-0188""",
    "startDate": ts("2026-12-14"),
    "address": addr("3900 Gantz Rd", "Grove City", "OH", "43123"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "criteria": [
        {"description": "Class A CDL", "importance": "required", "type": "license"},
        {"description": "12 months tractor-trailer experience", "importance": "required", "type": "experience"},
    ],
}, req={"location": {"zipCode": "43123", "radius": 100, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J24 Industrial Maintenance Tech, Dayton OH
job("J24", T("MAINT", "MT_IND", "45414", minYears=2, skills=["PLC"], shift="night"), {
    "title": "Industrial Maintenance Technician - 3rd Shift",
    "description": """Miami Valley Stamping is looking for an Industrial Maintenance Technician for 3rd shift (11p-7a) at our
Dayton (Needmore Rd) plant: 600-1,500 ton presses, robotic weld cells, conveyors.

What we need:
* 2+ years industrial maintenance in a manufacturing plant
* Electrical troubleshooting 480V 3-phase, motors, VFDs
* PLC troubleshooting (Allen-Bradley ControlLogix / RSLogix 5000)
* Hydraulics and pneumatics
* Must be willing to work 3rd shift

$31-$38/hr + $2 shift premium. Tool allowance. Overtime available.""",
    "startDate": ts("2027-01-04"),
    "address": addr("3100 Needmore Rd", "Dayton", "OH", "45414"),
    "employmentType": "DIRECT", "jobType": "full-time",
    "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 40, "maximum": 50}},
})

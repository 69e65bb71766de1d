"""The 24 open jobs: truth (what the posting requires) and the POST /api/jobs body, text written by hand."""
import calendar, datetime


def ts(d):
    return calendar.timegm(datetime.datetime.strptime(d, "%Y-%m-%d").timetuple())


def addr(a1, city, st, z, tz):
    return {"address1": a1, "address2": None, "city": city, "state": st, "zip": z, "countryCode": "US", "timezone": tz}


CT, ET, MT, PT_, AZT = "America/Chicago", "America/New_York", "America/Denver", "America/Los_Angeles", "America/Phoenix"

JOBS = []


def job(key, truth, title, description, start, address, etype, extra=None, req=None):
    body = {"title": title, "description": description.strip() + "\n", "startDate": ts(start), "address": address,
            "employmentType": etype, "status": "OPEN"}
    body.update(extra or {})
    j = {"key": key, "truth": truth, "body": body}
    if req:
        j["candidateRequest"] = req
    JOBS.append(j)


# ---------------------------------------------------------------- J01 ICU RN staff, Chicago (IL, not compact)
job("J01", dict(profession="RN", specialty="ICU", zip="60611", state="IL", minYears=2, certs=["BLS", "ACLS"],
                licence=dict(type="RN", state="IL"), shifts=["night"]),
    "Registered Nurse - Medical Intensive Care Unit (Nights)", """
Lakeshore Presbyterian Medical Center | Streeterville, Chicago, IL 60611
Department: MICU 9 West (24 beds) | Full-time, 36 hrs/week | Night shift 7p-7a | Req #RN-44817

About Lakeshore Presbyterian
Lakeshore Presbyterian is a 640-bed academic medical center and Level I trauma center on Chicago's Near North
Side. Our nurses practise in a Magnet-designated environment with shared governance, a clinical ladder and a
nurse residency program that has trained more than 1,200 new graduates.

The role
As a MICU night-shift RN you will care for 1-2 critically ill adults: septic shock, ARDS, GI bleeds, DKA,
post-arrest targeted temperature management. You will titrate vasoactive drips, manage patients on mechanical
ventilation and CRRT, assist with bedside procedures and partner with our intensivists and RTs on every shift.

What you need
- Current, unencumbered Registered Nurse license issued by the State of Illinois. Illinois does not accept
  compact (multistate) licenses: an Illinois RN license must be active on your first day.
- Minimum two (2) years of recent RN experience in an adult ICU (MICU, SICU, CVICU, Neuro ICU or CCU).
- BLS and ACLS from the American Heart Association, current at hire and maintained.
- Able to work 7p-7a, including every third weekend and a holiday rotation.

Preferred
- BSN; CCRN; experience with Impella or ECMO patients.

Benefits
Medical, dental and vision from day one; 403(b) with 6% match; tuition reimbursement up to $5,250/year;
night differential $6.50/hr; relocation assistance available for experienced ICU nurses; paid parental leave.

Pay range: $43.10 - $63.85/hour depending on experience.

Lakeshore Presbyterian Medical Center is an Equal Opportunity Employer. All qualified applicants will receive
consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity,
national origin, disability or protected veteran status. We participate in E-Verify.
""", "2027-01-11", addr("251 E Huron St", "Chicago", "IL", "60611", CT), "DIRECT",
    extra={"jobType": "full-time", "profession": "Registered Nurse", "specialty": "ICU",
           "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
           "compensation": {"type": "hourly", "minimum": 43.10, "maximum": 63.85},
           "criteria": [{"description": "Active Illinois RN license (compact licenses not accepted in Illinois)", "importance": "required", "type": "license"},
                        {"description": "2+ years adult ICU RN experience", "importance": "required", "type": "experience"},
                        {"description": "Current BLS and ACLS (AHA)", "importance": "required", "type": "certification"},
                        {"description": "CCRN", "importance": "preferred", "type": "certification"}]},
    req={"location": {"zipCode": "60611", "radius": 25, "states": ["IL"]}})

# ---------------------------------------------------------------- J02 ED RN travel, Houston (TX compact)
job("J02", dict(profession="RN", specialty="ED", zip="77030", state="TX", travel=True, minYears=2,
                certs=["BLS", "ACLS", "PALS"], licence=dict(type="RN", state="TX"), shifts=["night"]),
    "Travel RN - Emergency Department - Houston, TX - 13 wks Nights", """
HOT JOB from BrightPath Travel Nursing!!

Travel ER RN | Houston, TX 77030 | Level I Trauma | 13 weeks | 3x12 NIGHTS (7p-7a)
Start: 01/18/2027 | Est. weekly gross $2,480 (taxable $980 + tax-free housing & M&IE stipends for travelers
who maintain a tax home 50+ miles away)

Must haves:
* 2 yrs recent ER experience as an RN (Level I or II trauma strongly preferred)
* Texas RN license OR an active multistate/compact license from any NLC state - compact license accepted!
* BLS, ACLS, PALS current (AHA only) - TNCC preferred but not required
* Epic charting
* Able to float to the fast track when census requires

Facility: 900+ bed teaching hospital in the Texas Medical Center, 110-bed ED, 160k visits/yr.
Ratios 1:4 main ED, 1:2 trauma bays. 36 guaranteed hours. Parking reimbursed.

Local candidates welcome too (stipends only for travellers 50+ mi from the facility).
Reply with your updated resume + skills checklist and we will submit within 24 hours.
- Dana @ BrightPath, 713-555-0142
""", "2027-01-18", addr("6565 Fannin St", "Houston", "TX", "77030", CT), "CONTRACT",
    extra={"jobType": "contract", "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
           "compensation": {"type": "hourly", "minimum": 62, "maximum": 70}})

# ---------------------------------------------------------------- J03 Med-Surg RN staff, Atlanta (GA compact)
job("J03", dict(profession="RN", specialty="Med-Surg", zip="30309", state="GA", minYears=1, certs=["BLS"],
                licence=dict(type="RN", state="GA"), shifts=["day"]),
    "Registered Nurse - Med/Surg (Ortho-Neuro) - Days", """
Peachtree Community Hospital - Atlanta, GA 30309
Full-time  |  $38 - $52 an hour  |  Day shift

Job details
Job type: Full-time
Shift and schedule: 12 hour shift, Day shift (7a-7p), Every other weekend

Full job description
Our 32-bed orthopedic/neuro medical-surgical unit is hiring day-shift RNs. Post-op joint replacements, spine
surgery, strokes stepping down from the neuro ICU, and general medical overflow. Ratios 1:5.

Qualifications:
- Active Georgia RN license or multistate (NLC) compact license (Required)
- 1 year of acute care Med/Surg RN experience (Required)
- BLS certification (Required)
- BSN (Preferred)
- Orthopaedic Nurse Certified (ONC) or CMSRN (Preferred)

Benefits:
- 401(k) matching
- Health insurance
- Paid time off
- Sign-on bonus $7,500 (2-year commitment)

Work Location: In person
""", "2027-01-04", addr("1968 Peachtree Rd NW", "Atlanta", "GA", "30309", ET), "DIRECT",
    extra={"jobType": "full-time", "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
           "compensation": {"type": "hourly", "minimum": 38, "maximum": 52}})

# ---------------------------------------------------------------- J04 L&D RN staff, Denver (CO compact)
job("J04", dict(profession="RN", specialty="L&D", zip="80218", state="CO", minYears=2, certs=["BLS", "NRP"],
                licence=dict(type="RN", state="CO")),
    "Labor & Delivery RN", """
The Birth Center at Front Range Women's Hospital in Denver delivers about 4,100 babies a year, with 14 LDRs, two
dedicated C-section ORs and a Level III NICU down the hall. We are looking for an experienced labor and delivery
nurse to join a team that has been together a long time and likes it that way.

You would labor patients from triage through delivery and recovery, circulate or scrub for C-sections, manage
inductions, Pitocin and magnesium, epidurals and the occasional precipitous delivery in triage. Our unit uses
intermittent auscultation for low-risk labors and a midwifery service works alongside our OBs.

We ask for at least two years of L&D experience as a registered nurse, a Colorado RN license or a multistate
license from another compact state (Colorado is a Nurse Licensure Compact state), and current BLS and NRP. ACLS
can be completed within six months of hire. Shifts are 12 hours; we self-schedule days and nights, so there is no
fixed shift. Full-time (0.9 FTE), benefits eligible, $44-$61/hr plus differentials.

Front Range Women's Hospital is an equal opportunity employer.
""", "2027-01-25", addr("1719 E 19th Ave", "Denver", "CO", "80218", MT), "DIRECT",
    extra={"jobType": "full-time", "schedule": {"shifts": ["day", "night"], "hoursPerWeek": {"minimum": 32, "maximum": 36}}})

# ---------------------------------------------------------------- J05 ICU RN travel, Phoenix (AZ compact)
job("J05", dict(profession="RN", specialty="ICU", zip="85006", state="AZ", travel=True, minYears=2,
                certs=["BLS", "ACLS"], licence=dict(type="RN", state="AZ"), shifts=["night"]),
    "Travel ICU RN - Phoenix AZ", """
Subject: NEW travel ICU need - Phoenix, AZ - nights - $2,750/wk

Hi there,

We just got a new ICU travel contract in Phoenix and I thought of you. Details:

  Unit: 36-bed mixed Medical/Surgical ICU (some CVICU overflow), Level I trauma
  Location: Phoenix, AZ 85006
  Length: 13 weeks, extension likely
  Shift: 3x12 nights (7p-7a)
  Start: ASAP / early January
  Pay: $2,750/wk gross (stipends for travelers outside the Phoenix metro)

  Requirements:
   - 2+ years recent ICU as an RN
   - Arizona RN license or a multistate compact license (AZ is a compact state)
   - BLS + ACLS (current)
   - CCRN nice to have

If this is a fit, reply with your resume and the best time to talk. If not, send it to a friend - $500 referral
bonus when they start.

Thanks!
Marisol Vega, Senior Recruiter | Meridian Clinical Staffing | 602-555-0117
""", "2027-01-04", addr("1111 E McDowell Rd", "Phoenix", "AZ", "85006", AZT), "CONTRACT",
    extra={"jobType": "contract", "profession": "Registered Nurse", "specialty": "Intensive Care",
           "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}}})

# ---------------------------------------------------------------- J06 Med-Surg travel, Sacramento (CA, licence by start)
job("J06", dict(profession="RN", specialty="Med-Surg", zip="95817", state="CA", travel=True, minYears=2, certs=["BLS"],
                licence=dict(type="RN", state="CA", byStart=True), shifts=["day"]),
    "Travel Med/Surg RN - Sacramento, CA (Days)", """
TRAVEL MED/SURG RN -- SACRAMENTO, CA
Pacific Crest Medical Center, 95817 | 13 weeks | Days 0700-1930 | 36 hrs/wk guaranteed

California is NOT a compact state. You need an active California RN license, or you must be able to obtain
one by the start date (we reimburse the BRN endorsement fee and can push the start date up to 4 weeks for
pending CA licensure, but the license must be issued before day one).

Requirements
  - 2 years recent acute-care Med/Surg experience as an RN (tele experience alone does not qualify)
  - BLS (AHA)
  - CA ratios 1:5 - comfortable with a full assignment from day one

Pay: $3,150/wk blended (housing stipend for travelers whose permanent home is 50+ miles from Sacramento).
Employment type: contract through Golden Gate Travel Partners.
""", "2027-02-01", addr("2315 Stockton Blvd", "Sacramento", "CA", "95817", PT_), "CONTRACT",
    extra={"jobType": "contract", "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 36}}})

# ---------------------------------------------------------------- J07 Tele RN staff, Charlotte (NC compact) - terse
job("J07", dict(profession="RN", specialty="Telemetry", zip="28204", state="NC", minYears=1, certs=["BLS", "ACLS"],
                licence=dict(type="RN", state="NC"), shifts=["night"]),
    "Tele RN nights Charlotte", """
Need Tele RN, NIGHTS, Charlotte NC 28204 (Elizabeth area). FT staff, 3x12. 1yr+ tele exp. NC or compact lic ok.
BLS + ACLS req. $40-49/hr + $5 nite diff. 5k sign on. Text Jen 704-555-0163 w/ resume
""", "2027-01-04", addr(None, "Charlotte", "NC", "28204", ET), "DIRECT")

# ---------------------------------------------------------------- J08 PCU staff, Nashville (TN compact) - table, explicit fields
job("J08", dict(profession="RN", specialty="PCU", zip="37203", state="TN", minYears=1, certs=["BLS", "ACLS"],
                licence=dict(type="RN", state="TN")),
    "RN - Progressive Care Unit (PCU)", """
Cumberland Valley Medical Center - Progressive Care Unit (6 South)

| Item              | Detail                                                                |
|-------------------|-----------------------------------------------------------------------|
| Location          | 2100 West End Ave, Nashville, TN 37203                                |
| Position          | Registered Nurse, full-time, 36 hrs                                   |
| Shift             | 12-hr, days or nights (your choice at offer)                          |
| Unit              | 28-bed progressive care / step-down; drips, BiPAP, post-cath, CHF     |
| Ratio             | 1:3 to 1:4                                                            |
| Experience        | 1+ year as an RN in PCU / step-down / intermediate care (required)    |
| License           | Tennessee RN or multistate compact RN license (required)              |
| Certifications    | BLS and ACLS (required); PCCN (preferred)                             |
| Pay               | $39.00 - $54.75/hr, experience-based                                  |
| Benefits          | Medical/dental/vision, 401(k) 5% match, tuition, PTO                  |

Apply online or email careers.nursing@cvmc.example.org.
""", "2027-01-11", addr("2100 West End Ave", "Nashville", "TN", "37203", CT), "DIRECT",
    extra={"jobType": "full-time", "profession": "RN", "specialty": "Step-Down",
           "schedule": {"shifts": ["day", "night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
           "compensation": {"type": "hourly", "minimum": 39.0, "maximum": 54.75},
           "criteria": [{"description": "1+ year PCU/step-down RN experience", "importance": "required", "type": "experience"},
                        {"description": "Tennessee or multistate compact RN license", "importance": "required", "type": "license"},
                        {"description": "BLS and ACLS", "importance": "required", "type": "certification"},
                        {"description": "PCCN", "importance": "preferred", "type": "certification"}]})

# ---------------------------------------------------------------- J09 OR RN staff, Boston (MA not compact; pending endorsement ok)
job("J09", dict(profession="RN", specialty="OR", zip="02115", state="MA", minYears=2, certs=["BLS"],
                licence=dict(type="RN", state="MA", pendingOk=True), shifts=["day"]),
    "Staff Nurse II - Operating Room (Perioperative Services)", """
Fenway Longwood Hospital - Perioperative Services - Boston, MA 02115

Position Summary
The Staff Nurse II in the Operating Room provides circulating nursing care to surgical patients across general,
orthopaedic, vascular, thoracic and robotic services in a 38-room main OR. The nurse advocates for the patient
under anaesthesia, maintains the sterile field, completes counts and time-outs, and coordinates with surgeons,
anaesthesia and surgical technologists.

Schedule: Days, 4 x 10 hours (0700-1730), with a call requirement of roughly one weekend per month.

Qualifications
 * Massachusetts RN license required. Massachusetts is not a Nurse Licensure Compact state. Candidates who
   hold an RN license in another state and have an application for Massachusetts licensure by endorsement
   pending will be considered; the MA license must be issued before the start date.
 * Two years of operating room experience as a circulating RN.
 * Current BLS.
 * CNOR preferred. BSN preferred.

Why Fenway Longwood
Comprehensive benefits including a defined-benefit pension, tuition assistance, MBTA pass subsidy and
on-site childcare. Fenway Longwood is an Affirmative Action / Equal Opportunity Employer and a VEVRAA
Federal Contractor. Qualified applicants will receive consideration without regard to race, colour, religion,
sex, national origin, disability, veteran status, or any other characteristic protected by law.
""", "2027-02-08", addr("330 Brookline Ave", "Boston", "MA", "02115", ET), "DIRECT",
    extra={"jobType": "full-time", "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

# ---------------------------------------------------------------- J10 Respiratory therapist, Los Angeles (CA RCP)
job("J10", dict(profession="Respiratory Therapist", specialty="Adult Critical Care", zip="90048", state="CA",
                minYears=1, certs=["RRT", "BLS", "ACLS"], licence=dict(type="RCP", state="CA"), shifts=["night"]),
    "Respiratory Therapist (RRT) - Adult Critical Care - Nights", """
Westside Cedars Medical Center, Los Angeles, CA 90048

We are hiring a full-time night-shift Respiratory Care Practitioner for our adult ICUs (medical, surgical,
cardiac and neuro; 92 beds total). You will manage invasive and non-invasive ventilation, run ABGs, respond to
rapid responses and codes, assist with intubations and bronchoscopies, and wean patients with the ICU team.

Minimum qualifications:
  1. Current California Respiratory Care Practitioner (RCP) license from the Respiratory Care Board of California.
  2. NBRC Registered Respiratory Therapist (RRT) credential.
  3. One year of adult critical-care experience as a respiratory therapist.
  4. BLS and ACLS, current.
Preferred: NRP, ECMO experience, ACCS credential.

Shift: nights, 3 x 12 (1900-0730). Pay $48.20-$67.90/hr.
We are an equal opportunity employer.
""", "2027-01-18", addr("8700 Beverly Blvd", "Los Angeles", "CA", "90048", PT_), "DIRECT",
    extra={"jobType": "full-time", "profession": "Respiratory Therapist", "specialty": "Critical Care",
           "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
           "compensation": {"type": "hourly", "minimum": 48.2, "maximum": 67.9}})

# ---------------------------------------------------------------- J11 Physical therapist, Scottsdale (AZ licence or by start)
job("J11", dict(profession="Physical Therapist", specialty="Outpatient Ortho", zip="85251", state="AZ", minYears=0,
                certs=["BLS"], licence=dict(type="PT", state="AZ", byStart=True), shifts=["day"]),
    "Physical Therapist - Outpatient Orthopedics", """
Saguaro Sports & Spine is growing! We are a PT-owned outpatient orthopedic clinic in Old Town Scottsdale
(85251) and we need a full-time Physical Therapist.

What you'll do: evaluate and treat post-op knees, shoulders and spines, sports injuries and the occasional
concussion. 45-minute one-on-one visits, a full-time aide, and a documentation day every other Friday.

What we need from you:
* DPT (or MPT with experience) and an Arizona PT license - or able to obtain your Arizona license by your start
  date (we'll help with the application)
* CPR/BLS
* New grads welcome! We have a 12-month mentorship track.
* Days only, Mon-Fri 7-6 (no weekends)

Salary $84,000 - $102,000 + CEU allowance + 401(k).
""", "2027-02-15", addr("7301 E 2nd St", "Scottsdale", "AZ", "85251", AZT), "DIRECT",
    extra={"jobType": "full-time", "compensation": {"type": "salary", "minimum": 84000, "maximum": 102000},
           "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

# ---------------------------------------------------------------- J12 CT tech, Houston (TX MRT licence)
job("J12", dict(profession="Radiologic Technologist", specialty="CT", zip="77030", state="TX", minYears=1,
                certs=["ARRT(R)", "ARRT(CT)", "BLS"], licence=dict(type="MRT", state="TX"), shifts=["evening"]),
    "CT Technologist - Evenings", """
CT Technologist (Evenings) - Gulf Coast Imaging Institute - Houston, TX 77030

Job Type: Full-time
Pay: $38.00 - $51.00 per hour
Schedule: 8 hour shift, Evening shift (3p-11:30p), weekend rotation

Qualifications:
- ARRT registered in Radiography (R) and Computed Tomography (CT) (Required)
- Texas Medical Radiologic Technologist (MRT) license, Texas Medical Board (Required)
- 1 year of CT experience as a technologist (Required)
- BLS (Required)
- Experience with Siemens SOMATOM and CT angiography (Preferred)

Responsibilities: perform routine and emergent CT exams including CTA, perfusion and CT-guided procedures;
power injector contrast; screen for contrast allergies and renal function; image QA and PACS.
""", "2027-01-11", addr("6624 Fannin St", "Houston", "TX", "77030", CT), "DIRECT",
    extra={"jobType": "full-time", "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
           "compensation": {"type": "hourly", "minimum": 38, "maximum": 51}})

# ---------------------------------------------------------------- J13 Surgical tech, Atlanta/Decatur (CST cannot be waived)
job("J13", dict(profession="Surgical Technologist", specialty="Hospital OR", zip="30322", state="GA", minYears=1,
                certs=["BLS"], hardCerts=["CST"], shifts=["day"]),
    "Certified Surgical Technologist - Main OR", """
Druid Hills University Hospital | Atlanta, GA 30322 | Main OR (28 suites) | Full-time days + call

We're looking for a Certified Surgical Technologist who can scrub general, GYN, ortho and urology on day one
and wants to learn our robotics and CV service lines.

REQUIREMENTS
  > CST through NBSTSA - REQUIRED AT HIRE, NO EXCEPTIONS (we do not hire CST-eligible or "exam scheduled")
  > 1 year scrubbing as a surgical technologist in a hospital operating room
  > BLS
  > Days 6:45a-3:15p, M-F, plus 1 weekend call shift/month

Direct hire, $27-$36/hr, $4,000 sign-on. EOE.
""", "2027-01-04", addr("1364 Clifton Rd NE", "Atlanta", "GA", "30322", ET), "DIRECT",
    extra={"jobType": "full-time", "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
           "criteria": [{"description": "CST (NBSTSA) required at hire", "importance": "required", "type": "certification"},
                        {"description": "1 year hospital OR scrub experience", "importance": "required", "type": "experience"}]})

# ---------------------------------------------------------------- J14 MLS, Columbus OH
job("J14", dict(profession="Medical Laboratory Scientist", specialty="Core Lab", zip="43210", state="OH", minYears=1,
                certs=["MLS(ASCP)"], shifts=["night"]),
    "Medical Laboratory Scientist - Core Laboratory (Third Shift)", """
Buckeye University Medical Center - Department of Pathology - Columbus, OH 43210

Job summary
Performs high-complexity testing in the Core Laboratory (automated chemistry, hematology, coagulation and
urinalysis) on third shift (11:00 p.m. - 7:30 a.m.). Performs QC and maintenance, troubleshoots analyzers,
reviews and releases results, and communicates critical values.

Minimum qualifications
 - Bachelor's degree in medical laboratory science or a biological/chemical science meeting CLIA high-complexity
   requirements.
 - MLS(ASCP) or MT(ASCP) certification (required).
 - One year of clinical laboratory experience in a hospital core lab (chemistry/hematology) as an MLS/MT.
 (Ohio does not require state licensure of laboratory personnel.)

Full-time, 40 hrs/week; shift differential. The university is an equal opportunity employer; women, minorities,
veterans and individuals with disabilities are encouraged to apply.
""", "2027-01-04", addr("410 W 10th Ave", "Columbus", "OH", "43210", ET), "DIRECT",
    extra={"jobType": "full-time", "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

# ---------------------------------------------------------------- J15 Backend Java, Denver hybrid
job("J15", dict(profession="Software Engineer", specialty="Backend-Java", zip="80202", state="CO", minYears=4,
                certs=["Spring"]),
    "Senior Backend Engineer (Java)", """
Ledgerly is a 60-person fintech startup in LoDo, Denver, building reconciliation software that mid-market finance
teams actually like. We're hiring a Senior Backend Engineer for our Payments Platform team.

You'll design and own Java services (Java 21, Spring Boot, PostgreSQL, Kafka) that move a few billion dollars a
month, and you'll be on a one-week-in-six on-call rotation.

You have:
 - 4+ years building backend services in Java professionally
 - Spring / Spring Boot in production
 - Solid SQL and data-modelling instincts

Nice to have: Kafka, Kotlin, AWS, payments or accounting domain.

We're hybrid: in the Denver office Tuesday-Thursday, so you need to live within commuting distance (roughly
25 miles). We can't sponsor visas. Salary $150k-$185k + equity.
""", "2027-01-04", addr("1801 Wewatta St", "Denver", "CO", "80202", MT), "DIRECT",
    extra={"jobType": "full-time", "compensation": {"type": "salary", "minimum": 150000, "maximum": 185000},
           "profession": "Software Engineer", "specialty": "Backend"})

# ---------------------------------------------------------------- J16 Backend Go, remote US
job("J16", dict(profession="Software Engineer", specialty="Backend-Go", zip="78701", state="TX", remote=True,
                minYears=3, certs=["Kubernetes"]),
    "Backend Engineer, Go (Remote - US)", """
Hey! We're Tiller Labs - we build observability tooling for edge fleets. Series B, 45 people, fully remote
across US time zones (HQ mailing address is Austin, but nobody goes there).

The job: write Go. Lots of it. Ingest pipelines, a multi-tenant query API, and the control plane that runs our
agents on customers' Kubernetes clusters.

Must have:
  * 3+ yrs writing Go in production (other languages are great, but this team ships Go)
  * Kubernetes: you've operated or built on it, not just read about it
Bonus: gRPC, ClickHouse, Prometheus internals, Rust.

Remote anywhere in the US. $165-195k, equity, home-office budget, 4 weeks PTO.
""", "2027-01-04", addr(None, "Austin", "TX", "78701", CT), "DIRECT",
    extra={"jobType": "full-time", "compensation": {"type": "salary", "minimum": 165000, "maximum": 195000}})

# ---------------------------------------------------------------- J17 Frontend React, Seattle
job("J17", dict(profession="Software Engineer", specialty="Frontend", zip="98109", state="WA", minYears=3,
                certs=["React", "TypeScript"]),
    "Frontend Engineer (React/TypeScript) - Seattle", """
Sound Harbor Health - Frontend Engineer - South Lake Union, Seattle, WA 98109

| What           | Details                                                         |
|----------------|-----------------------------------------------------------------|
| Team           | Patient Experience (web app used by 400k patients)              |
| Stack          | React 18, TypeScript, Next.js, GraphQL, Playwright              |
| Must have      | 3+ years professional frontend engineering; React; TypeScript   |
| Nice to have   | Accessibility (WCAG 2.2), design systems, healthcare            |
| Where          | Hybrid - office 2 days/week in South Lake Union; Seattle-area   |
| Comp           | $140,000 - $172,000 + bonus                                     |

We're an equal opportunity employer and value diverse teams.
""", "2027-01-19", addr("400 Dexter Ave N", "Seattle", "WA", "98109", PT_), "DIRECT",
    extra={"jobType": "full-time", "profession": "Software Engineer", "specialty": "Frontend",
           "criteria": [{"description": "3+ years professional frontend development", "importance": "required", "type": "experience"},
                        {"description": "React", "importance": "required", "type": "skill"},
                        {"description": "TypeScript", "importance": "required", "type": "skill"}]})

# ---------------------------------------------------------------- J18 Data engineer, Cambridge MA, locals only
job("J18", dict(profession="Software Engineer", specialty="Data Engineering", zip="02142", state="MA", minYears=3,
                certs=["Spark", "Airflow"], localOnly=True),
    "Data Engineer", """
Kendall Biologics - Data Platform - Cambridge, MA (on-site 4 days/week)

We need a data engineer to build the pipelines that move assay and manufacturing data from instruments into our
lakehouse. Requirements: 3+ years as a data engineer; Python and SQL; Apache Spark; Airflow (or another
orchestrator you can show us you'd swap for Airflow on day one - but we run Airflow). Experience with Delta Lake
or Iceberg a plus. Life-sciences experience a plus.

Local candidates only: you must already live in Greater Boston (within 25 miles of Kendall Square). We do not
offer relocation and do not consider remote candidates for this role.
""", "2027-01-11", addr("300 Binney St", "Cambridge", "MA", "02142", ET), "DIRECT",
    extra={"jobType": "full-time", "compensation": {"type": "salary", "minimum": 135000, "maximum": 160000}},
    req={"location": {"zipCode": "02142", "radius": 25, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J19 Journeyman electrician, Seattle union dispatch
job("J19", dict(profession="Electrician", specialty="Commercial", zip="98108", state="WA", minYears=2,
                certs=["OSHA 10"], licence=dict(type="Journeyman Electrician", state="WA"), shifts=["day"]),
    "Journeyman Inside Wireman - Commercial (dispatch)", """
IBEW LOCAL 1187 - JOB CALL - posted Tue

Call #4471   Employer: Duwamish Electric Co.   Job site: Georgetown / SODO, Seattle WA 98108
Classification: JOURNEYMAN INSIDE WIREMAN (commercial)       Openings: 6
Work: tenant improvements + new 5-story mixed-use; conduit/EMT, MC, gear setting, lighting controls
Requirements: WA 01 General Journeyman Electrician certificate (L&I) - current; OSHA 10; 2 yrs journeyman-level
commercial experience; own hand tools per list
Shift: days 6:00a-2:30p M-F. Wage per CBA Inside Agreement + benefits. Drug test required.
Report to the hall by 8:00 a.m. Wednesday with card and cert. Book 1 first.
""", "2027-01-04", addr("3400 E Marginal Way S", "Seattle", "WA", "98108", PT_), "DIRECT",
    extra={"jobType": "full-time"})

# ---------------------------------------------------------------- J20 HVAC, Tempe
job("J20", dict(profession="HVAC Technician", specialty="Commercial", zip="85281", state="AZ", minYears=3,
                certs=["EPA 608 Universal"], shifts=["day"]),
    "Commercial HVAC Service Technician", """
Commercial HVAC Service Technician
Desert Air Mechanical - Tempe, AZ 85281
$30 - $44 an hour - Full-time

Qualifications
- 3 years commercial HVAC service experience (RTUs, split systems, chillers a plus) (Required)
- EPA 608 Universal certification (Required)
- Valid driver's license and clean MVR (Required)
- NATE certification (Preferred)

Schedule: Monday to Friday, day shift, on-call rotation 1 week in 5
Benefits: company van + fuel card, tools allowance, health/dental/vision, 401(k)
Work Location: On the road - Phoenix East Valley
""", "2027-01-04", addr("2020 W 1st St", "Tempe", "AZ", "85281", AZT), "DIRECT",
    extra={"jobType": "full-time", "compensation": {"type": "hourly", "minimum": 30, "maximum": 44}})

# ---------------------------------------------------------------- J21 Pipe welder contract, Pasadena TX
job("J21", dict(profession="Welder", specialty="Pipe", zip="77506", state="TX", travel=True, minYears=2, certs=["6G"],
                shifts=["day"]),
    "Pipe Welder - 6G - Pasadena TX (Contract)", """
Gulf Industrial Staffing is hiring PIPE WELDERS for a refinery turnaround in Pasadena, TX 77506.

- 6G pipe (SMAW/GTAW, carbon steel) - must hold a current 6G cert or pass our 6G test on site
- 2+ years pipe welding (refinery/petrochem preferred)
- TWIC card preferred
- 6x10s days, approx 16 weeks, $36/hr + $100/day per diem for out-of-area hands
- Drug/alcohol screen, safety orientation

Local hands and travelers both welcome. Call/text Ray 281-555-0139.
""", "2027-01-11", addr("2500 Red Bluff Rd", "Pasadena", "TX", "77506", CT), "CONTRACT",
    extra={"jobType": "contract", "compensation": {"type": "hourly", "minimum": 36, "maximum": 36}})

# ---------------------------------------------------------------- J22 CDL-A regional, Charlotte; within 50 miles only
job("J22", dict(profession="CDL-A Driver", specialty="Tractor-trailer", zip="28208", state="NC", minYears=1,
                certs=["DOT Medical Card"], licence=dict(type="CDL-A", anyState=True), localOnly=True, radius=50),
    "CDL-A Regional Driver - Home Weekly", """
Carolina Crossroads Freight - Regional Dry Van - Charlotte, NC terminal (28208)

* Class A CDL, valid and current
* 1 year verifiable tractor-trailer experience
* Current DOT medical card
* Must live within 50 miles of our Charlotte terminal - we do not hire drivers outside the hiring area
* Home weekly, avg 2,300 mi/wk, $0.62-$0.68 CPM, no-touch freight
""", "2027-01-04", addr("3200 Wilkinson Blvd", "Charlotte", "NC", "28208", ET), "DIRECT",
    extra={"jobType": "full-time"},
    req={"location": {"zipCode": "28208", "radius": 50, "requireLocalCandidates": True}})

# ---------------------------------------------------------------- J23 Industrial maintenance, Columbus 2nd shift
job("J23", dict(profession="Maintenance Technician", specialty="Industrial", zip="43228", state="OH", minYears=3,
                certs=["PLC"], shifts=["evening"]),
    "Industrial Maintenance Technician - 2nd Shift", """
Industrial Maintenance Technician (2nd shift, 3:00 PM - 11:30 PM)
Scioto Packaging Co., Columbus, OH 43228

Keep our corrugated lines running: troubleshoot electrical, mechanical, hydraulic and pneumatic systems on
flexo folder-gluers and a 98" corrugator; perform PMs; read schematics.

Requirements:
- 3+ years industrial/manufacturing maintenance experience
- PLC troubleshooting (Allen-Bradley ControlLogix / RSLogix 5000)
- 480V 3-phase experience, LOTO/NFPA 70E
- Available for 2nd shift

$31-$38/hr + $1.25 shift differential. Direct hire, full benefits.
""", "2027-01-04", addr("4300 Fisher Rd", "Columbus", "OH", "43228", ET), "DIRECT",
    extra={"jobType": "full-time", "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
           "compensation": {"type": "hourly", "minimum": 31, "maximum": 38}})

# ---------------------------------------------------------------- J24 ED RN staff, Minneapolis (MN not compact)
job("J24", dict(profession="RN", specialty="ED", zip="55415", state="MN", minYears=2, certs=["BLS", "ACLS", "PALS"],
                licence=dict(type="RN", state="MN")),
    "Registered Nurse, Emergency Department", """
Mississippi River Health - Emergency Department - Downtown Minneapolis (55415)

Our Level I adult and pediatric trauma ED sees 95,000 visits a year. We are hiring experienced emergency nurses,
full-time and 0.8 FTE, 12-hour rotating shifts (days/evenings/nights).

Requirements: an active Minnesota RN license - Minnesota is not a member of the Nurse Licensure Compact, so a
multistate license from another state does not allow practice here; two years of emergency department nursing
experience; BLS, ACLS and PALS. TNCC or ENPC within one year of hire. CEN preferred.

Union position (MNA). Starting $49.02-$66.40/hr. Mississippi River Health is an equal opportunity employer.
""", "2027-01-18", addr("701 Park Ave", "Minneapolis", "MN", "55415", CT), "DIRECT",
    extra={"jobType": "full-time"})

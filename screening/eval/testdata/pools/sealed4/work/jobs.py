"""Hand-written jobs for sealed4. truth drives grading; body is the POST /api/jobs body."""
import calendar
def ts(y, m, d):
    return calendar.timegm((y, m, d, 14, 0, 0))

EEO = ("Equal Opportunity Employer: all qualified applicants will receive consideration for employment "
       "without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, "
       "disability or protected veteran status.")

JOBS = []
def J(key, truth, title, desc, addr, etype, start, **extra):
    body = {"title": title, "description": desc.strip(), "startDate": start,
            "address": dict(addr, countryCode="US"), "employmentType": etype, "status": "OPEN"}
    creq = extra.pop("candidateRequest", None)
    body.update(extra)
    j = {"key": key, "truth": truth, "body": body}
    if creq:
        j["candidateRequest"] = creq
    JOBS.append(j)

def T(profession, specialty, zip, state, minYears=0, certs=(), hardCerts=(), shift=None, licence=None,
      remote=False, travel=False, localOnly=False, radius=25):
    return {"profession": profession, "specialty": specialty, "zip": zip, "state": state, "remote": remote,
            "travel": travel, "localOnly": localOnly, "radius": radius, "licence": licence,
            "minYears": minYears, "certs": list(certs), "hardCerts": list(hardCerts), "shift": shift}

RNLIC = {"type": "RN", "waivable": False, "pendingOk": False}

J("J01", T("RN", "ICU", "60612", "IL", 2, ["BLS", "ACLS"], shift="night", licence=RNLIC),
  "Registered Nurse - Medical Intensive Care Unit (Nights, 0.9 FTE)", f"""
Lakeshore Mercy Medical Center is a 540-bed academic hospital on Chicago's Near West Side and a Level I
trauma center. Our 24-bed Medical Intensive Care Unit cares for patients with sepsis, ARDS, multi-organ
failure and post-arrest care, with CRRT and ECMO support available on the unit.

Position summary
The staff nurse on MICU nights delivers and coordinates care for 1-2 critically ill adults per shift,
titrates vasoactive drips, manages ventilated patients together with respiratory therapy and takes
part in rapid-response and code teams.

Qualifications
Required:
- Current, unrestricted Registered Nurse license issued by the State of Illinois. Illinois does not
  accept compact licenses: a multistate license from another state is not sufficient.
- A minimum of two (2) years of recent RN experience in an adult intensive care unit.
- Current BLS and ACLS (American Heart Association).
- Ability to work 12-hour night shifts (1900-0730) and every third weekend.
Preferred:
- BSN; CCRN certification; experience with CRRT.

Benefits
Medical, dental and vision coverage from day one, 403(b) with 5% match, tuition reimbursement up to
$6,000 a year, night differential of $6.50/hour, paid parental leave, on-site child care and
discounted CTA passes.

{EEO} Lakeshore Mercy is a smoke-free campus.
""", {"address1": "1740 W Harrison St", "city": "Chicago", "state": "IL", "zip": "60612"}, "DIRECT",
  ts(2027, 1, 11), jobType="full-time",
  schedule={"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
  compensation={"type": "hourly", "minimum": 44.0, "maximum": 63.0})

J("J02", T("RN", "ICU", "85006", "AZ", 2, ["BLS", "ACLS"], shift="night", licence=RNLIC, travel=True),
  "TRAVEL RN - CVICU - Phoenix, AZ - 13 wks", """
*** HOT TRAVEL NEED *** Cardiovascular ICU RN - Phoenix, Arizona

13-week travel contract, 3x12 NIGHTS, guaranteed 36 hrs/week. Weekly gross approx. $2,650 incl. tax-free
housing & M&IE stipends for travelers whose tax home is outside the Phoenix metro. Extensions likely.

Must haves:
* 2+ yrs recent ICU experience as an RN (CVICU / CCU / open heart strongly preferred, any adult ICU considered)
* Arizona RN license OR an active multistate (compact/NLC) RN license - Arizona is a compact state
* BLS + ACLS (AHA) current
* Comfortable with Impella, IABP, post-CABG recovery a big plus

Camelback Regional Medical Center, 1200 E McDowell. Submit within 48 hrs - this one fills fast!
Contact your Copper Trail Staffing recruiter or reply to this posting.
""", {"address1": "1200 E McDowell Rd", "city": "Phoenix", "state": "AZ", "zip": "85006"}, "CONTRACT",
  ts(2027, 1, 4), jobType="contract",
  schedule={"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 48}},
  compensation={"type": "hourly", "minimum": 68.0, "maximum": 74.0})

J("J03", T("RN", "Med-Surg", "27610", "NC", 1, ["BLS"], shift="day", licence=RNLIC),
  "Medical-Surgical Registered Nurse - Days", """
Wake Crossroads Medical Center - Raleigh, NC 27610
Full-time | Day shift (7a-7p) | $38 - $52 an hour

Job details
Our 32-bed adult medical-surgical unit (4 East) is hiring day-shift RNs. Patients are post-operative
general surgery, orthopedic and GI patients along with medical admissions; typical ratio 1:5.

Qualifications
- Active North Carolina RN license or multistate compact RN license (Required)
- Medical-surgical nursing: 1 year (Required)
- BLS certification (Required)
- Bachelor of Science in Nursing (Preferred)
- Epic charting (Preferred)

Benefits
- 401(k) matching
- Health insurance
- Paid time off
- Sign-on bonus for experienced nurses

Work location: in person.
""", {"address1": "3000 New Bern Ave", "city": "Raleigh", "state": "NC", "zip": "27610"}, "DIRECT",
  ts(2027, 1, 18), jobType="full-time", profession="Registered Nurse", specialty="Medical-Surgical",
  schedule={"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 40}},
  compensation={"type": "hourly", "minimum": 38.0, "maximum": 52.0})

J("J04", T("RN", "Telemetry", "33606", "FL", 1, ["BLS", "ACLS"], shift="night", licence=RNLIC),
  "Tele RN nights Tampa", """
Tele RN NOC - Bayshore General, Tampa 33606. FT 3x12. 1 yr tele req. BLS/ACLS req. FL or Multistate/Compact licence accepted. $41-55 + diff. Text TELE to 555-0148.
""", {"address1": "2 Bayshore Blvd", "city": "Tampa", "state": "FL", "zip": "33606"}, "DIRECT",
  ts(2027, 1, 4), jobType="full-time", schedule={"shifts": ["night"]})

J("J05", T("RN", "ED", "97210", "OR", 2, ["BLS", "ACLS", "PALS"], shift="night",
           licence={"type": "RN", "waivable": True, "pendingOk": False}),
  "Emergency Department RN (Nights) - Forest Park Medical Center", """
## Emergency Department Registered Nurse - Nights

Forest Park Medical Center, Portland, Oregon - 38-bed ED, ~62,000 visits a year, Level II trauma.

| | |
|---|---|
| **Position** | Staff RN, Emergency Department |
| **Schedule** | 3 x 12-hour nights (19:00-07:30), rotating holidays |
| **Experience** | 2 years as an RN in an emergency department |
| **License** | Oregon RN license, or able to obtain an Oregon license by the start date (Oregon is not a compact state; we reimburse endorsement fees) |
| **Certifications** | BLS, ACLS and PALS required; TNCC or CEN preferred |
| **Pay** | $52.10 - $71.40 per hour plus night differential |
| **Union** | ONA-represented position |

We review applications weekly. Forest Park is an equal opportunity employer.
""", {"address1": "2800 NW Vaughn St", "city": "Portland", "state": "OR", "zip": "97210"}, "DIRECT",
  ts(2027, 2, 1), jobType="full-time",
  schedule={"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
  compensation={"type": "hourly", "minimum": 52.1, "maximum": 71.4})

J("J06", T("RN", "L&D", "95817", "CA", 2, ["BLS", "NRP"], licence={"type": "RN", "waivable": False, "pendingOk": True},
           travel=True),
  "Travel Labor & Delivery RN - Sacramento", """
Labor & Delivery travel assignment at River City Women's & Children's Hospital, Sacramento CA.

- 13 weeks, 3x12, day/night to be set with the manager
- Travelers welcome; housing stipend for travellers from outside the area
- 2 years of recent L&D experience as an RN (triage, high-risk antepartum, recovering C-sections)
- California RN license required: California does not accept compact/multistate licences.
  Endorsement pending accepted - a submitted CA endorsement application (with temporary licence
  expected before start) is acceptable
- Current BLS and NRP
- AWHONN intermediate fetal monitoring is a plus
""", {"address1": "4400 V St", "city": "Sacramento", "state": "CA", "zip": "95817"}, "CONTRACT",
  ts(2027, 2, 8), jobType="contract",
  compensation={"type": "hourly", "minimum": 85.0, "maximum": 96.0})

J("J07", T("RN", "PCU", "80218", "CO", 0, ["BLS", "ACLS"], shift="rotating", licence=RNLIC),
  "Progressive Care RN", """
Cherry Creek Medical Center is looking for a registered nurse to join the progressive care unit on
the fifth floor of our Uptown Denver campus. The unit takes patients who are stepping down from the
ICU or who need more monitoring than the floor can give: titratable drips, BiPAP, new tracheostomies,
post-procedure cardiac patients. Nurses here rotate between days and nights on a six-week schedule,
so you'll need to be comfortable with both. We welcome nurses at any stage of their career who have
worked in progressive care, and we pair everyone with a preceptor for their first six weeks. You will
need a Colorado RN licence or a multistate licence from another Nurse Licensure Compact state,
together with current BLS and ACLS. There is no minimum years requirement for this role.
""", {"address1": "1719 E 19th Ave", "city": "Denver", "state": "CO", "zip": "80218"}, "DIRECT",
  ts(2027, 1, 25), jobType="full-time", profession="RN", specialty="Progressive Care",
  schedule={"shifts": ["day", "night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
  criteria=[{"description": "Experience as an RN in progressive care / step-down", "importance": "required", "type": "specialty"},
            {"description": "Colorado or multistate compact RN licence", "importance": "required", "type": "license"},
            {"description": "Current BLS and ACLS", "importance": "required", "type": "certification"}])

J("J08", T("RN", "Postpartum", "30303", "GA", 1, ["BLS"], shift="day", licence=RNLIC, localOnly=True),
  "RN - Mother/Baby (Postpartum) - Day Shift - LOCAL CANDIDATES ONLY", """
Peachtree Memorial Hospital - Downtown Atlanta

We are hiring an experienced Mother/Baby nurse for our 28-bed couplet-care unit.

What you need:
- Georgia RN license or multistate (NLC) licence
- At least 1 year as an RN in postpartum / mother-baby
- BLS
- Day shift, 7a-7:30p

Please note: we hire locals only. Candidates must already live within 25 miles of the hospital;
no relocation assistance and no travel contracts for this position.
""", {"address1": "80 Jesse Hill Jr Dr SE", "city": "Atlanta", "state": "GA", "zip": "30303"}, "DIRECT",
  ts(2027, 1, 11), jobType="full-time", schedule={"shifts": ["day"]},
  candidateRequest={"location": {"zipCode": "30303", "radius": 25, "requireLocalCandidates": True}})

J("J09", T("RN", "OR", "89102", "NV", 2, ["BLS"], shift="day", licence=RNLIC),
  "Perioperative RN / OR Circulator", """
Silver Mesa Medical Center, Las Vegas, NV. Full-time OR circulating nurse, days, Mon-Fri with call.
Case mix: general, ortho, robotic urology, spine. Nevada is not a member of the Nurse Licensure
Compact, so a Nevada RN license is required at hire. See criteria below.
""", {"address1": "2040 W Charleston Blvd", "city": "Las Vegas", "state": "NV", "zip": "89102"}, "DIRECT",
  ts(2027, 1, 18), jobType="full-time", schedule={"shifts": ["day"]},
  criteria=[{"description": "Active Nevada RN license", "importance": "required", "type": "license"},
            {"description": "2 years of operating room circulating experience as an RN", "importance": "required", "type": "experience"},
            {"description": "Current BLS", "importance": "required", "type": "certification"},
            {"description": "CNOR certification", "importance": "preferred", "type": "certification"}])

J("J10", T("Respiratory Therapist", "Adult Critical Care", "43210", "OH", 1, ["BLS", "ACLS"], ["RRT"], shift="night",
           licence={"type": "RCP", "waivable": False, "pendingOk": False}),
  "Respiratory Therapist - Adult Critical Care - Nights", """
Olentangy University Medical Center | Columbus, Ohio

About the role: Respiratory therapists on our adult critical care team manage ventilators, high-flow
and non-invasive ventilation across the medical, surgical and cardiothoracic ICUs, respond to every
adult code and run the ECMO circuits with perfusion.

You bring:
* Registered Respiratory Therapist (RRT) credential from the NBRC - must hold RRT, no exceptions (CRT alone does not qualify)
* Ohio Respiratory Care Professional (RCP) license, active at hire
* 1+ year of adult ICU experience as a respiratory therapist
* BLS and ACLS
* Nights, 7p-7a, three shifts a week

We offer a $10,000 sign-on bonus for experienced therapists, shift differentials and paid CEUs.
""", {"address1": "410 W 10th Ave", "city": "Columbus", "state": "OH", "zip": "43210"}, "DIRECT",
  ts(2027, 1, 11), jobType="full-time", profession="Respiratory Therapist",
  schedule={"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
  compensation={"type": "hourly", "minimum": 33.0, "maximum": 46.0})

J("J11", T("Physical Therapist", "Outpatient Orthopedics", "98104", "WA", 0, ["BLS"], shift="day",
           licence={"type": "PT", "waivable": False, "pendingOk": False}),
  "Physical Therapist - Outpatient Orthopedic Clinic (new grads welcome)", """
Elliott Bay Rehab & Sports is a therapist-owned clinic in Pioneer Square. We see post-operative knees
and shoulders, spine patients and a good share of weekend athletes, with 45-minute one-on-one visits and no
aides billing under your name. We would love to hear from physical therapists who enjoy outpatient
orthopaedic work, including new graduates who did an outpatient ortho clinical rotation; experienced
clinicians are of course welcome too. You will need a Washington physical therapist license by your first
day (the PT Compact privilege is not accepted for this position) and current CPR/BLS. Hours are weekdays,
8 to 5; no evenings, no weekends. Salary $88,000 to $104,000 plus a continuing-education allowance.
""", {"address1": "310 1st Ave S", "city": "Seattle", "state": "WA", "zip": "98104"}, "DIRECT",
  ts(2027, 2, 1), jobType="full-time",
  compensation={"type": "salary", "minimum": 88000, "maximum": 104000})

J("J12", T("Radiologic Technologist", "CT", "87102", "NM", 1, ["ARRT(CT)", "BLS"], ["ARRT(R)"], travel=True,
           licence={"type": "MRT", "waivable": True, "pendingOk": False}),
  "Travel CT Technologist - Albuquerque NM", """
CT Tech travel contract - Sandia Crest Medical Center, Albuquerque NM
13 weeks, 4x10 evenings or 3x12 nights, housing stipend for travellers from outside the area.

Requirements:
- ARRT (R) registry - must hold, no exceptions
- ARRT (CT) post-primary certification
- 1 year recent CT experience (trauma/stroke protocols, CTA, contrast injections)
- New Mexico Medical Imaging & Radiation Therapy license, or able to obtain by start date
- BLS
""", {"address1": "1100 Central Ave SE", "city": "Albuquerque", "state": "NM", "zip": "87102"}, "CONTRACT",
  ts(2027, 1, 18), jobType="contract",
  compensation={"type": "hourly", "minimum": 58.0, "maximum": 64.0})

J("J13", T("Surgical Technologist", None, "64108", "MO", 1, ["BLS"], ["CST"], shift="day"),
  "Certified Surgical Technologist", """
Westport Surgical Hospital - Kansas City, MO

| Item | Detail |
|------|--------|
| Role | Certified Surgical Technologist (scrub) |
| Cases | Ortho, spine, ENT, general, some robotics |
| Hours | Days, 4 x 10, one call weekend a month |
| Must have | CST through NBSTSA (hard requirement - we cannot waive), 1 year scrubbing as a surgical tech, BLS |
| Nice to have | Military surgical tech experience, robotics |
| Pay | $27 - $36 per hour |
""", {"address1": "2316 E Meyer Blvd", "city": "Kansas City", "state": "MO", "zip": "64108"}, "DIRECT",
  ts(2027, 1, 4), jobType="full-time", schedule={"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}},
  compensation={"type": "hourly", "minimum": 27.0, "maximum": 36.0})

J("J14", T("Medical Laboratory Scientist", "Generalist", "55415", "MN", 1, [], ["ASCP MLS"], shift="evening"),
  "Medical Laboratory Scientist - Core Lab Generalist (Evenings)", """
Nicollet Medical Center Laboratory, Minneapolis MN

The generalist MLS rotates through chemistry, hematology, coagulation, urinalysis and blood bank in our
24/7 core laboratory. Evening shift, 3pm-11:30pm, every other weekend.

Required: MLS(ASCP) certification (or MT(ASCP)); this is non-negotiable. At least 1 year as a generalist
medical laboratory scientist in a hospital core lab. Medical Laboratory Technicians (MLT) are not eligible
for this posting. Minnesota does not license laboratory personnel.
""", {"address1": "701 Park Ave", "city": "Minneapolis", "state": "MN", "zip": "55415"}, "DIRECT",
  ts(2027, 1, 18), jobType="full-time", profession="Medical Laboratory Scientist",
  schedule={"shifts": ["evening"]})

J("J15", T("Software Engineer", "Backend-Java", "80202", "CO", 3, remote=True),
  "Senior Backend Engineer (Java) - Remote, US", """
# Senior Backend Engineer (Java / Spring) - Remote (US)

**Tallgrass Ledger** builds payment reconciliation software for regional credit unions. We are fully
remote across the US (company HQ in Denver).

## What you'll do
- Design and own Java 21 / Spring Boot services behind our reconciliation APIs
- Tune PostgreSQL and Kafka pipelines moving ~40M ledger events a day
- Mentor two mid-level engineers

## What we need
- 3+ years building backend services in Java professionally
- Production experience with relational databases and message queues
- Work authorization in the US

## Nice to have
- Kotlin, fintech, AWS
""", {"address1": "1600 Champa St", "city": "Denver", "state": "CO", "zip": "80202"}, "DIRECT",
  ts(2027, 1, 4), jobType="full-time", compensation={"type": "salary", "minimum": 150000, "maximum": 182000})

J("J16", T("Software Engineer", "Frontend", "98101", "WA", 2, radius=30, localOnly=True),
  "Frontend Engineer (React/TypeScript) - Hybrid Seattle", """
Frontend Engineer, Hybrid (3 days a week in our downtown Seattle office)

Sitka Row is a small team building scheduling tools for dental clinics. You'd own our React and
TypeScript web app end to end: component library, accessibility, performance.

Qualifications
- 2+ years of professional frontend engineering with React
- TypeScript, CSS, testing (Jest/Playwright)
- Must live within 30 miles of downtown Seattle (hybrid; we do not sponsor relocation)
""", {"address1": "1420 5th Ave", "city": "Seattle", "state": "WA", "zip": "98101"}, "DIRECT",
  ts(2027, 2, 1), jobType="full-time", compensation={"type": "salary", "minimum": 135000, "maximum": 160000},
  candidateRequest={"location": {"zipCode": "98101", "radius": 30}})

J("J17", T("Software Engineer", "Data Engineering", "60654", "IL", 2, remote=True),
  "Data Engineer (Python, Spark, Airflow) - Remote", """
Data Engineer - remote within the US.

Brickline Analytics (Chicago HQ, remote-first) is hiring a data engineer to build and run batch and
streaming pipelines in Python, Spark and Airflow on top of a Snowflake warehouse.

Requirements:
* 2+ years as a data engineer (pipelines, orchestration, warehouse modelling) - this is an engineering
  role, not an analyst/BI role
* Python and SQL
* dbt experience a plus
""", {"address1": "222 W Merchandise Mart Plz", "city": "Chicago", "state": "IL", "zip": "60654"}, "DIRECT",
  ts(2027, 1, 11), jobType="full-time", profession="Software Engineer", specialty="Data Engineering",
  compensation={"type": "salary", "minimum": 140000, "maximum": 170000})

J("J18", T("Software Engineer", "Backend-Go", "60654", "IL", 2),
  "Go backend eng - onsite Chicago", """
Backend engineer, Go. Onsite River North Chicago 5 days. 2+ yrs Go in production. gRPC, Postgres. $145-165k. No remote.
""", {"address1": "350 N Orleans St", "city": "Chicago", "state": "IL", "zip": "60654"}, "DIRECT",
  ts(2027, 1, 4), jobType="full-time")

J("J19", T("Electrician", "Commercial", "78741", "TX", 2, ["OSHA 10"], shift="day",
           licence={"type": "Journeyman Electrician", "waivable": False, "pendingOk": False}),
  "Journeyman Electrician - Commercial", """
Bluebonnet Power & Light Contractors - Austin, TX

We're a union-free commercial contractor doing tenant finish-out, retail and light industrial work
around Austin. Looking for journeyman electricians to run small crews.

Requirements
- Texas journeyman electrician license (TDLR) - required, no apprentices
- 2+ years as a licensed journeyman on commercial jobs
- OSHA 10 card
- Own hand tools, reliable transportation, days Mon-Fri

Pay $30-$38/hr DOE, paid holidays, truck for foremen.
""", {"address1": "2101 E Riverside Dr", "city": "Austin", "state": "TX", "zip": "78741"}, "DIRECT",
  ts(2027, 1, 4), jobType="full-time", schedule={"shifts": ["day"]},
  compensation={"type": "hourly", "minimum": 30.0, "maximum": 38.0})

J("J20", T("HVAC Technician", "HVAC-Commercial", "43215", "OH", 2, [], ["EPA 608 Universal"], shift="day"),
  "Commercial HVAC Service Technician", """
Scioto Mechanical Services - Columbus, OH

- Service and repair rooftop units, chillers, boilers and VAV systems in commercial buildings
- 2+ years commercial HVAC service experience
- EPA 608 Universal certification REQUIRED - we cannot hire without it
- Clean driving record, days with rotating on-call
- Company van, phone, tablet; $29-$40/hr
""", {"address1": "150 E Gay St", "city": "Columbus", "state": "OH", "zip": "43215"}, "DIRECT",
  ts(2027, 1, 11), jobType="full-time", schedule={"shifts": ["day"]},
  compensation={"type": "hourly", "minimum": 29.0, "maximum": 40.0})

J("J21", T("Welder", "Structural", "77029", "TX", 2, ["AWS D1.1"], shift="night"),
  "Structural Welder - 2nd/3rd shift", """
Ship Channel Fabrication, Houston TX 77029 (east side near the Port).
Structural steel welders for night shift (6pm-4:30am, 4x10). FCAW and SMAW on beams, columns and
platforms. Must pass our weld test. Need: 2 yrs structural welding, AWS D1.1 certification, read blueprints.
$26-$33/hr + night premium.
""", {"address1": "8500 Clinton Dr", "city": "Houston", "state": "TX", "zip": "77029"}, "DIRECT",
  ts(2027, 1, 4), jobType="full-time", schedule={"shifts": ["night"]})

J("J22", T("CDL-A Driver", "Regional", "66105", "KS", 1, ["DOT Medical Card"],
           licence={"type": "CDL-A", "waivable": False, "pendingOk": False}),
  "CDL A Regional Driver - KCK", """
CDL-A REGIONAL - home weekends. Prairie Lantern Freight, Kansas City KS terminal. Dry van, no touch.
Req: Class A CDL, 1 yr verifiable tractor-trailer exp, current DOT med card. $0.62-0.70/mi. Call 555-0117.
""", {"address1": "3200 Kansas Ave", "city": "Kansas City", "state": "KS", "zip": "66105"}, "DIRECT",
  ts(2027, 1, 4), jobType="full-time")

J("J23", T("Maintenance Technician", "Industrial Maintenance", "95815", "CA", 3, [], shift="night"),
  "Industrial Maintenance Technician (Nights)", """
Capitol Grain Foods runs a bakery and packaging plant in North Sacramento. We need a night-shift
maintenance technician who can troubleshoot conveyors, packaging lines, pneumatics, motors and PLC
inputs/outputs, and who keeps up with PM work orders. You should have at least three years of
industrial or manufacturing plant maintenance behind you; building/facilities maintenance alone is
not the same work. Nights, 10pm to 6:30am, Sunday to Thursday. $34 to $42 an hour.
""", {"address1": "1500 El Camino Ave", "city": "Sacramento", "state": "CA", "zip": "95815"}, "DIRECT",
  ts(2027, 1, 11), jobType="full-time", schedule={"shifts": ["night"]},
  compensation={"type": "hourly", "minimum": 34.0, "maximum": 42.0})

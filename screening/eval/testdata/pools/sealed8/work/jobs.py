"""Hand-written job postings for sealed8. truth keys: profession, specialty, zip, state, remote, travel,
localOnly, radius, licence {type,state,byStart,pendingOk} or None, hardCerts, certs, minYears, shift."""
import calendar
def ts(d): return calendar.timegm(tuple(map(int, d.split("-"))) + (0, 0, 0))

def addr(a1, city, st, z): return {"address1": a1, "city": city, "state": st, "zip": z, "countryCode": "US"}

JOBS = []
def J(key, truth, body, req=None):
    t = dict(remote=False, travel=False, localOnly=False, radius=25, licence=None, hardCerts=[], certs=[], minYears=0, shift=None)
    t.update(truth)
    e = {"key": key, "truth": t, "body": body}
    if req: e["candidateRequest"] = req
    JOBS.append(e)

J("J01", dict(profession="RN", specialty="ICU", zip="80218", state="CO", localOnly=True,
      licence={"type": "RN", "state": "CO"}, certs=["BLS", "ACLS"], minYears=2, shift="night"),
  {"title": "Staff Nurse II - Medical ICU (Nights)",
   "description": """Cherry Creek Mercy Medical Center is hiring a night-shift Staff Nurse II for our 24-bed Medical Intensive Care Unit.

About the role
You will care for 1-2 critically ill adults per shift: vented patients, vasoactive drips, CRRT, post-arrest care. Our MICU is a Magnet-designated unit with a 1:1 preceptor program and a strong shared-governance council.

Minimum qualifications
- Active Colorado RN license. Multistate/Compact license accepted (NLC, issued by your compact home state)
- Two (2) years of RN experience in an adult intensive care unit
- Current BHA/AHA BLS and ACLS
- Available for 12-hour night shifts (1900-0730)

Preferred qualifications
- BSN; CCRN

Benefits: medical/dental/vision day one, 403(b) with 5% match, tuition assistance, shift differential for nights and weekends.

Cherry Creek Mercy is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or protected veteran status. We participate in E-Verify.""",
   "startDate": ts("2027-01-18"), "address": addr("1719 E 19th Ave", "Denver", "CO", "80218"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
   "compensation": {"type": "hourly", "minimum": 46.5, "maximum": 63.0}},
  {"location": {"zipCode": "80218", "radius": 25, "requireLocalCandidates": True}})

J("J02", dict(profession="RN", specialty="MedSurg", zip="89102", state="NV",
      licence={"type": "RN", "state": "NV"}, certs=["BLS"], minYears=1, shift="day"),
  {"title": "RN Med/Surg - Days",
   "description": """Desert Springs Community Hospital - 4 West Medical-Surgical, 32 beds.
Day shift 0700-1930, three 12s a week.

Requirements:
* Registered Nurse with a current NEVADA license. Nevada is not a Nurse Licensure Compact state, so a multistate license issued by another state cannot be used here.
* At least 1 year of acute-care medical-surgical nursing.
* BLS (AHA).

We offer a sign-on bonus for experienced nurses and free parking.""",
   "startDate": ts("2027-01-04"), "address": addr("2075 E Flamingo Rd", "Las Vegas", "NV", "89102"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "profession": "Registered Nurse", "specialty": "Medical-Surgical",
   "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 36}}})

J("J03", dict(profession="RN", specialty="ED", zip="70112", state="LA", travel=True,
      licence={"type": "RN", "state": "LA"}, certs=["BLS", "ACLS", "PALS"], minYears=2),
  {"title": "Travel RN - Emergency Department - New Orleans, LA - 13 wks",
   "description": """*** HOT TRAVEL CONTRACT *** BayouStaff Travel Partners

Specialty: ER / Emergency Department
Location: Level I trauma center, downtown New Orleans, LA
Length: 13 weeks, extension likely
Shift: 3x12, days/nights rotating
Weekly gross: $2,480 (includes tax-free housing & M&IE stipends for travelers whose tax home is 50+ miles away)

Must haves:
- 2 yrs ER experience as an RN
- Louisiana RN license or compact/multistate license
- BLS, ACLS, PALS - all current
TNCC is a plus.

Travelers from anywhere in the US welcome. Text 504-555-0137 or reply with your resume!""",
   "startDate": ts("2027-01-25"), "address": addr("1532 Tulane Ave", "New Orleans", "LA", "70112"),
   "employmentType": "CONTRACT", "status": "OPEN", "jobType": "contract",
   "compensation": {"type": "hourly", "minimum": 62, "maximum": 68}})

J("J04", dict(profession="RN", specialty="L&D", zip="27607", state="NC",
      licence={"type": "RN", "state": "NC"}, certs=["BLS", "NRP"], minYears=2),
  {"title": "Labor & Delivery RN",
   "description": """Oak City Women's Pavilion in west Raleigh delivers about 4,800 babies a year. We are looking for an experienced Labor and Delivery nurse to join our LDRP team. You'll manage laboring patients from triage through recovery, circulate for C-sections, and work alongside our in-house OB hospitalists and CNMs.

You should have at least two years working as an RN in labor and delivery, a North Carolina or compact multistate RN license, and current BLS and NRP. AWHONN intermediate fetal monitoring is welcome but not required. Day, night and weekend positions are available, so tell us what you prefer.

We are an equal opportunity employer.""",
   "startDate": ts("2027-02-01"), "address": addr("3000 New Bern Ave", "Raleigh", "NC", "27607"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time"})

J("J05", dict(profession="RN", specialty="Tele", zip="21201", state="MD",
      licence={"type": "RN", "state": "MD", "byStart": True}, certs=["BLS", "ACLS"], minYears=1),
  {"title": "Telemetry Nurse - Cardiac Step-In Unit",
   "description": """Harborview Mercy Hospital, Baltimore MD
Unit: 6 South Telemetry (30 beds, cardiac monitoring, post-cath, heart failure)

| Requirement | Detail |
|---|---|
| License | Maryland RN or compact RN license - OR able to obtain one by your start date |
| Experience | 1+ year as an RN on a telemetry / cardiac monitored unit |
| Certifications | BLS and ACLS (current) |
| Schedule | 36 hrs/week, day or night, every third weekend |
| Pay | $41-$55/hr DOE |

Harborview Mercy is an equal opportunity employer and values diversity.""",
   "startDate": ts("2027-02-15"), "address": addr("301 N Charles St", "Baltimore", "MD", "21201"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "compensation": {"type": "hourly", "minimum": 41, "maximum": 55}})

J("J06", dict(profession="RN", specialty="ICU", zip="90033", state="CA", travel=True,
      licence={"type": "RN", "state": "CA", "pendingOk": True}, certs=["BLS", "ACLS"], minYears=2),
  {"title": "Travel CVICU RN - Los Angeles (Boyle Heights)",
   "description": """Travel nurses: 13-week CVICU contract at an academic medical center in East LA.

- ICU (CVICU / adult critical care) RN, 2+ years
- California RN license required. CALIFORNIA DOES NOT ACCEPT COMPACT LICENSES. If your CA endorsement is already submitted to the BRN and pending, we can still present you.
- BLS + ACLS current
- 4x10 or 3x12, nights likely
- Housing stipend for travellers outside the area, completion bonus

Recruiter: Dana Whitlow, Pacific Crest Nurse Travel, dana.whitlow@example.net""",
   "startDate": ts("2027-01-11"), "address": addr("1200 N State St", "Los Angeles", "CA", "90033"),
   "employmentType": "CONTRACT", "status": "OPEN", "jobType": "contract",
   "profession": "RN", "specialty": "ICU",
   "criteria": [{"description": "Active California RN license (or endorsement pending)", "importance": "required", "type": "license"},
                {"description": "2+ years adult ICU RN experience", "importance": "required", "type": "experience"}]})

J("J07", dict(profession="RN", specialty="OR", zip="68105", state="NE",
      licence={"type": "RN", "state": "NE"}, certs=["BLS"], minYears=2),
  {"title": "Perioperative RN (Circulator)",
   "description": """Now hiring: OR circulating nurse, Midtown Omaha Surgical Hospital.
M-F 6:30a-3p, call 1 weekend/month. Ortho, spine, general and GYN cases.
You have: RN license (Nebraska or multistate compact), 2+ years in the operating room as an RN circulator or scrub nurse, BLS. CNOR nice to have.
Apply online or call 402-555-0189.""",
   "startDate": ts("2027-01-11"), "address": addr("4200 Leavenworth St", "Omaha", "NE", "68105"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

J("J08", dict(profession="RN", specialty="PCU", zip="63110", state="MO",
      licence={"type": "RN", "state": "MO"}, certs=["BLS", "ACLS"], minYears=1, shift="night"),
  {"title": "RN - Progressive Care Unit - Nights",
   "description": """Gateway Barnes Regional - Progressive Care (Step-Down) Unit, 28 beds, St. Louis, MO

Qualifications
- Missouri RN license or multistate compact license
- Minimum 1 year RN experience in progressive care / step-down / intermediate care
- BLS and ACLS required
- Night shift only (7p-7a)

Pay range $39.00-$52.00/hr plus $6/hr night differential.
EOE/Minorities/Females/Vet/Disability.""",
   "startDate": ts("2027-01-04"), "address": addr("4921 Parkview Pl", "St. Louis", "MO", "63110"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "specialty": "Progressive Care", "schedule": {"shifts": ["night"]},
   "compensation": {"type": "hourly", "minimum": 39, "maximum": 52}})

J("J09", dict(profession="RN", specialty="NICU", zip="11203", state="NY", localOnly=True,
      licence={"type": "RN", "state": "NY"}, certs=["BLS", "NRP"], minYears=2),
  {"title": "NICU Staff Nurse (Level III)",
   "description": """Flatbush Children's & Women's Hospital seeks a Registered Nurse for its 40-bed Level III Neonatal Intensive Care Unit.

Responsibilities include care of premature and critically ill neonates, ventilator and CPAP management, family teaching and discharge planning.

Qualifications:
1. Current New York State RN license and registration. New York is not a member of the Nurse Licensure Compact; multistate licenses are not valid for practice in NY.
2. Minimum two years of RN experience in a NICU.
3. BLS and NRP certification.
4. This is a local hire position. We do not offer relocation and will only consider applicants who currently live within commuting distance of Brooklyn.

Union position (NYSNA). Benefits include pension, health, tuition reimbursement.
Equal Opportunity Employer - Disability/Veteran.""",
   "startDate": ts("2027-02-01"), "address": addr("585 Schenectady Ave", "Brooklyn", "NY", "11203"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time"})

J("J10", dict(profession="RT", specialty="General", zip="46202", state="IN",
      licence={"type": "RT", "state": "IN"}, hardCerts=["RRT"], certs=["BLS", "ACLS"], minYears=1),
  {"title": "Respiratory Therapist (RRT) - PRN/Full-time",
   "description": """Circle City Health - Respiratory Care Dept, downtown Indianapolis

- Registered Respiratory Therapist (NBRC RRT credential required; CRT-only applicants will not be considered)
- Indiana respiratory care practitioner license (active)
- 1 year hospital RT experience (vent management, ABGs)
- BLS + ACLS
Days or nights available.""",
   "startDate": ts("2027-01-18"), "address": addr("1701 N Senate Blvd", "Indianapolis", "IN", "46202"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "profession": "Respiratory Therapist"})

J("J11", dict(profession="PT", specialty="Outpatient", zip="99204", state="WA",
      licence={"type": "PT", "state": "WA", "byStart": True}, minYears=1),
  {"title": "Physical Therapist - Outpatient Orthopedic Clinic",
   "description": """Inland Northwest Sports & Spine (South Hill, Spokane) is growing! We need a Physical Therapist for our busy outpatient orthopedic clinic.

Qualifications
• Doctor of Physical Therapy or equivalent
• Washington PT license, or the ability to obtain one before your start date
• 1+ year of outpatient orthopedic PT experience (clinical rotations don't count)
• Manual therapy skills; dry needling a plus

No nights, no weekends. 40-minute evals, 1:1 care. Competitive salary, CEU allowance, 401k.""",
   "startDate": ts("2027-03-01"), "address": addr("2900 S Grand Blvd", "Spokane", "WA", "99204"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "compensation": {"type": "salary", "minimum": 88000, "maximum": 104000}})

J("J12", dict(profession="RadTech", specialty="CT", zip="19104", state="PA",
      hardCerts=["ARRT-R"], certs=["ARRT-CT", "BLS"], minYears=1, shift="evening"),
  {"title": "CT Technologist - Evenings",
   "description": """Schuylkill University Hospital, Philadelphia - Department of Radiology

CT Technologist, evening shift (3p-11:30p), full-time.

What we need:
- ARRT registered in Radiography, R.T.(R) - required
- ARRT post-primary certification in CT, R.T.(CT) (CT-registry-eligible techs considered, must certify within 12 months)
- 1 year of CT scanning experience (trauma/ED CT preferred)
- BLS
Shift differential for evenings. EOE.""",
   "startDate": ts("2027-01-25"), "address": addr("3400 Spruce St", "Philadelphia", "PA", "19104"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "schedule": {"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 40}}})

J("J13", dict(profession="SurgTech", specialty="General", zip="07102", state="NJ",
      hardCerts=["CST"], certs=["BLS"], minYears=2),
  {"title": "Certified Surgical Technologist",
   "description": """Surg tech wanted - Ironbound Surgical Center, Newark NJ. NJ law requires surgical technologists to be certified: CST (NBSTSA) required. 2 yrs scrub experience, BLS. Mon-Fri days, no call. $30-$38/hr.""",
   "startDate": ts("2027-01-11"), "address": addr("201 Lyons Ave", "Newark", "NJ", "07102"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "compensation": {"type": "hourly", "minimum": 30, "maximum": 38}})

J("J14", dict(profession="MLS", specialty="General", zip="15213", state="PA",
      hardCerts=["ASCP-MLS"], minYears=1, shift="night"),
  {"title": "Medical Laboratory Scientist - Core Lab (Nights)",
   "description": """Three Rivers University Medical Center - Clinical Laboratory, Oakland (Pittsburgh)

Position summary: Performs chemistry, hematology, coagulation and urinalysis testing in a high-volume core laboratory; blood bank cross-training available.

Qualifications:
- Bachelor's degree in medical laboratory science or a related science
- ASCP MLS (or MT) certification required at hire
- At least 1 year of clinical laboratory experience as a generalist MLS/MT
- Night shift, 10p-6:30a, every other weekend

An MLT certification does not meet this requirement.

We are proud to be an equal opportunity employer.""",
   "startDate": ts("2027-01-18"), "address": addr("200 Lothrop St", "Pittsburgh", "PA", "15213"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time"})

J("J15", dict(profession="SWE", specialty="BackendJava", zip="80202", state="CO", remote=True, minYears=3),
  {"title": "Senior Backend Engineer (Java) - Remote, US",
   "description": """Ledgerline is a Denver-based payments company. We're remote-first; this role can be anywhere in the US.

You'll build and operate the Java 17 / Spring Boot services behind our ledger and settlement APIs (Kafka, Postgres, Kubernetes).

What we're looking for
- 3+ years professional backend development in Java (Kotlin counts)
- Designing REST/gRPC APIs and relational schemas
- Production on-call experience

Nice to have: payments or fintech domain, Terraform.

Salary $150k-$180k + equity.""",
   "startDate": ts("2027-01-04"), "address": addr("1600 Champa St", "Denver", "CO", "80202"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "profession": "Software Engineer", "specialty": "Backend",
   "compensation": {"type": "salary", "minimum": 150000, "maximum": 180000},
   "criteria": [{"description": "3+ years backend Java development", "importance": "required", "type": "experience"}]})

J("J16", dict(profession="SWE", specialty="Frontend", zip="27607", state="NC", localOnly=True, minYears=2),
  {"title": "Frontend Engineer (React) - Hybrid, Raleigh",
   "description": """Frontend Engineer - Hybrid (3 days/week in our Raleigh office near NC State)

Qualifications:
- 2+ years building production web UIs with React and TypeScript
- Strong CSS and accessibility fundamentals
- Must live within commuting distance of Raleigh (no relocation budget for this role; remote not possible)

Benefits: health, 401k, 20 days PTO.""",
   "startDate": ts("2027-01-11"), "address": addr("920 Main Campus Dr", "Raleigh", "NC", "27607"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time"})

J("J17", dict(profession="SWE", specialty="DataEng", zip="21201", state="MD", remote=True, minYears=2),
  {"title": "Data Engineer - Remote",
   "description": """Chesapeake Analytics Group (Baltimore, MD; fully remote team)

We are hiring a Data Engineer to own batch and streaming pipelines (Python, Airflow, dbt, Spark, Snowflake).

Requirements:
* 2+ years as a data engineer building production pipelines
* Strong Python and SQL
* Note: this is an engineering role; analyst/BI-reporting backgrounds without pipeline engineering are not a fit.

Remote anywhere in the US.""",
   "startDate": ts("2027-01-19"), "address": addr("100 Light St", "Baltimore", "MD", "21201"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time"})

J("J18", dict(profession="Electrician", specialty="Commercial", zip="68105", state="NE",
      licence={"type": "Electrician", "state": "NE"}, minYears=3),
  {"title": "Journeyman Electrician - Commercial",
   "description": """Platte Valley Electric Co. - Omaha, NE
Journeyman Electrician, commercial new construction & tenant finish.
- Nebraska State Electrical Board journeyman (or master) license REQUIRED
- 3+ years as a licensed/journeyman-level commercial electrician
- Own hand tools, valid driver's license
$34-$41/hr, full benefits, overtime available.""",
   "startDate": ts("2027-01-04"), "address": addr("7101 Dodge St", "Omaha", "NE", "68105"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "profession": "Electrician", "specialty": "Commercial"})

J("J19", dict(profession="HVAC", specialty="HVACCommercial", zip="89102", state="NV",
      hardCerts=["EPA608"], minYears=3),
  {"title": "Commercial HVAC Service Tech",
   "description": "HVAC svc tech - commercial RTUs/chillers, Las Vegas. EPA 608 Universal or Type II req. 3 yrs commercial. Van + phone provided. Call 702-555-0164.",
   "startDate": ts("2027-01-04"), "address": addr("3300 W Sahara Ave", "Las Vegas", "NV", "89102"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time"})

J("J20", dict(profession="Welder", specialty="Pipe", zip="70112", state="LA", localOnly=True,
      certs=["AWS-6G"], minYears=2),
  {"title": "Pipe Welder (6G)",
   "description": """Crescent Fabrication & Marine - New Orleans, LA

We are hiring pipe welders for shop and field work on process piping (carbon steel, some stainless).

Qualifications
- 2+ years welding pipe (SMAW/GTAW)
- Current AWS 6G certification (or able to pass our 6G bend test on day one - we will test, but certified welders go first)
- TWIC card a plus
- Must live in the New Orleans area; no per diem

Pay $28-$36/hr DOE.""",
   "startDate": ts("2027-01-11"), "address": addr("1400 Poydras St", "New Orleans", "LA", "70112"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time"})

J("J21", dict(profession="CDL", specialty="General", zip="63110", state="MO", radius=50,
      hardCerts=["CDL-A"], minYears=2),
  {"title": "CDL-A Regional Driver - Home Daily",
   "description": """Drive for Arch City Freight! Regional dry van, home every night.
Requirements: valid Class A CDL, clean MVR, 2 years verifiable tractor-trailer experience, must pass DOT physical & drug screen. Preference to drivers living within 50 miles of our St. Louis yard.
$0.68/mile + stop pay.""",
   "startDate": ts("2027-01-04"), "address": addr("5100 Manchester Ave", "St. Louis", "MO", "63110"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time"},
  {"location": {"zipCode": "63110", "radius": 50}})

J("J22", dict(profession="Maintenance", specialty="MaintIndustrial", zip="99204", state="WA",
      minYears=2, shift="night"),
  {"title": "Industrial Maintenance Technician - 3rd Shift",
   "description": """Maintenance Technician (3rd shift, 10pm-6:30am) - Palouse Packaging, Spokane WA

Job duties: troubleshoot and repair packaging lines, conveyors, pneumatics, PLC-controlled equipment; perform PM work orders; assist with changeovers.

Requirements:
- 2+ years industrial/manufacturing maintenance experience
- Electrical & mechanical troubleshooting (480V 3-phase, basic PLC)
- Willing to work 3rd shift
Forklift certification provided.""",
   "startDate": ts("2027-01-04"), "address": addr("3400 E Sprague Ave", "Spokane", "WA", "99204"),
   "employmentType": "DIRECT", "status": "OPEN", "jobType": "full-time",
   "schedule": {"shifts": ["night"]}})

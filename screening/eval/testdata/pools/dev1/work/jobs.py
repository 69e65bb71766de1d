"""The jobs: hand-written postings and their truth."""
import calendar
import datetime


def ts(d):
    return calendar.timegm(datetime.datetime.strptime(d, "%Y-%m-%d").timetuple())


JOBS = []


def job(key, truth, title, description, start, address, employment, extra=None, request=None):
    body = dict(title=title, description=description.strip() + "\n", startDate=ts(start), address=address,
                employmentType=employment, status="OPEN")
    body.update(extra or {})
    JOBS.append(dict(key=key, truth=truth, body=body, candidateRequest=request))


def addr(a1, city, st, z):
    return dict(address1=a1, city=city, state=st, zip=z, countryCode="US")


def T(profession, specialty, zip, minYears=0, certs=(), hardCerts=(), licence=None, radius=25, remote=False,
      travel=False, localsOnly=False, shift=None):
    return dict(profession=profession, specialty=specialty, zip=zip, minYears=minYears, certs=list(certs),
                hardCerts=list(hardCerts), licence=licence, radius=radius, remote=remote, travel=travel,
                localsOnly=localsOnly, shift=shift)


def L(type, state, compact=False, obtainable=False):
    return dict(type=type, state=state, compact=compact, obtainable=obtainable)


# ---------------------------------------------------------------------------------------------
job("J01", T("RN", "ICU", "60612", 2, ["BLS", "ACLS"], licence=L("RN", "IL"), shift="night"),
    "Registered Nurse - Medical Intensive Care Unit (Nights)",
    """
Lakeshore University Medical Center - Chicago, Illinois

About us
Lakeshore University Medical Center is a 664-bed academic medical center in the Illinois Medical
District and a Level I trauma center. Our nurses have earned Magnet designation four times in a row.

Position summary
The Medical Intensive Care Unit (MICU) is a 28-bed closed unit caring for adults with sepsis, ARDS,
multi-organ failure, GI bleeds and complex toxicology. The staff nurse provides direct care to one or
two critically ill patients, working with intensivists, pharmacists and respiratory therapists in
daily multidisciplinary rounds.

Schedule: full-time, 36 hours per week, 7p-7a (night shift), every third weekend, holiday rotation.

Responsibilities
* Assess, plan, implement and evaluate care for critically ill adults.
* Manage mechanical ventilation, vasoactive infusions, CRRT, arterial and central lines.
* Respond to emergencies and participate in the code team.
* Educate patients and families; take part in unit councils and quality work.

Required qualifications
* Current, unencumbered Registered Nurse licence issued by the State of Illinois. Illinois does not
  accept compact licenses: a multistate licence from another state is not sufficient, and the
  Illinois licence must be active before your first day.
* Minimum two (2) years of recent RN experience in an adult ICU.
* BLS and ACLS from the American Heart Association, current at hire.

Preferred qualifications
* BSN; CCRN certification; experience with ECMO or CRRT.

Compensation and benefits
Base pay $43.50 - $68.10 per hour depending on experience, plus $6.00/hour night differential and
$4.00/hour weekend differential. Medical, dental and vision from day one; 403(b) with 6% match;
tuition reimbursement up to $5,250 a year; paid parental leave; CTA transit benefit.

Lakeshore University Medical Center is an Equal Opportunity Employer. All qualified applicants will
receive consideration for employment without regard to race, colour, religion, sex, sexual
orientation, gender identity, national origin, disability or protected veteran status. We provide
reasonable accommodations to applicants with disabilities; contact Talent Acquisition to request one.
""", "2027-01-11", addr("2211 W Taylor St", "Chicago", "IL", "60612"), "DIRECT",
    extra=dict(jobType="full-time", schedule={"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
               compensation={"type": "hourly", "minimum": 43.5, "maximum": 68.1},
               profession="Registered Nurse", specialty="ICU",
               criteria=[{"description": "Active Illinois RN license (compact licenses not accepted)",
                          "importance": "required", "type": "license"},
                         {"description": "2+ years adult ICU experience as an RN", "importance": "required",
                          "type": "experience"},
                         {"description": "Current BLS and ACLS", "importance": "required", "type": "certification"},
                         {"description": "CCRN", "importance": "preferred", "type": "certification"}]),
    request={"location": {"zipCode": "60612", "radius": 25, "states": ["IL"]}})

# ---------------------------------------------------------------------------------------------
job("J02", T("RN", "ED", "77030", 2, ["BLS", "ACLS", "PALS"], licence=L("RN", "TX", compact=True), travel=True,
             shift="night"),
    "Travel ER RN - Houston, TX - 13 weeks, nights",
    """
** TRAVEL NURSE OPPORTUNITY ** Emergency Department RN, Houston TX (Texas Medical Center)

TrueCourse Travel Nursing has an urgent 13-week travel contract at a 900-bed Level I trauma center
in the Texas Medical Center.

The details
- Shift: 12-hour NIGHTS (7p-7a), 3x12s, 36 hours guaranteed
- Start: ASAP / January 2027; 13 weeks with possible extension
- Weekly gross: $2,480 - $2,760 (includes tax-free housing and M&IE stipends for travellers who
  qualify - permanent tax home 50+ miles away)
- Travellers welcome; locals welcome at the local rate

What they need
- Active Texas RN licence OR a multistate/compact licence from an NLC state (compact accepted)
- 2+ years of recent ER experience, Level I or II trauma preferred
- BLS, ACLS and PALS - all three current (AHA). TNCC preferred, CEN a plus
- Comfortable with psych holds, trauma and high-volume triage (ESI)

Why TrueCourse? Day-one medical, 401(k) match, 24/7 clinical liaison, referral bonus $1,000.
Text "ER HOUSTON" to your recruiter or apply below.
""", "2027-01-04", addr("6900 Main St", "Houston", "TX", "77030"), "CONTRACT",
    extra=dict(jobType="contract", schedule={"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 48}},
               compensation={"type": "hourly", "minimum": 62, "maximum": 70}))

# ---------------------------------------------------------------------------------------------
job("J03", T("RN", "MEDSURG", "30308", 1, ["BLS"], licence=L("RN", "GA", compact=True), shift="day"),
    "Registered Nurse - Med/Surg (Days)",
    """
Peachtree Regional Hospital
Atlanta, GA 30308
Full-time
$38 - $50 an hour

Job details
Job type: Full-time
Shift and schedule: 12 hour shift, Day shift (7a-7p), Every other weekend

Full job description
Peachtree Regional is hiring day-shift RNs for our 36-bed adult Medical-Surgical unit (general
surgery, orthopedics and medical overflow). Patient ratio 1:5.

Qualifications:
- Georgia RN license or multistate (compact) RN license (Required)
- 1 year of acute care Med-Surg experience (Required)
- BLS certification (Required)
- BSN (Preferred)
- Epic experience (Preferred)

Benefits:
- 401(k) matching
- Health, dental and vision insurance
- Paid time off
- Tuition reimbursement
- Sign-on bonus $7,500 for experienced RNs

Work location: In person
""", "2027-01-18", addr("600 W Peachtree St NW", "Atlanta", "GA", "30308"), "DIRECT",
    extra=dict(jobType="full-time", schedule={"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
               compensation={"type": "hourly", "minimum": 38, "maximum": 50}))

# ---------------------------------------------------------------------------------------------
job("J04", T("RN", "LD", "85006", 2, ["BLS", "NRP"], licence=L("RN", "AZ", compact=True)),
    "Labor & Delivery RN",
    """
Saguaro Women's & Children's Pavilion - Labor & Delivery RN

| Item | Detail |
|---|---|
| Location | 1300 N 12th St, Phoenix, AZ 85006 |
| Unit | 22 LDRs, 3 ORs, OB triage; ~5,800 births a year |
| Schedule | Full-time, 3x12; days and nights rotate |
| Licence | Arizona RN or multistate compact RN licence |
| Experience | 2 years L&D as an RN (required) |
| Certifications | BLS and NRP required; AWHONN intermediate fetal monitoring preferred |
| Pay | $44 - $63/hr + differentials |
| Start | February 2027 |

You will manage labouring patients from triage through delivery and recovery, run inductions,
interpret fetal heart monitoring, and circulate for C-sections. New-grad residency applicants:
please apply to the residency posting instead.
""", "2027-02-01", addr("1300 N 12th St", "Phoenix", "AZ", "85006"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "hourly", "minimum": 44, "maximum": 63},
               schedule={"shifts": ["day", "night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}}))

# ---------------------------------------------------------------------------------------------
job("J05", T("RN", "OR", "90033", 2, ["BLS"], licence=L("RN", "CA", obtainable=True), shift="day"),
    "Perioperative Registered Nurse (OR Circulator)",
    """
Boyle Heights Medical Center is looking for an experienced operating room nurse to join a busy
surgical services department of 18 ORs doing general, orthopedic, neuro, vascular and robotic
surgery. You will circulate, help with turnover and take your share of call. We are looking for
someone with at least two years of recent experience as an OR circulating nurse and a current BLS
card; CNOR is a plus but not required. A California RN licence is required to work here, but we know
good OR nurses move: if you are licensed in another state, you may apply as long as you will hold a
California licence by your start date (licence by start date is fine; endorsement in process is
fine). Full-time, 4x10s or 3x12s, day shift with call. Pay $62-$88 per
hour, union position (CNA contract), full benefits with pension.
""", "2027-03-01", addr("1700 N Soto St", "Los Angeles", "CA", "90033"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "hourly", "minimum": 62, "maximum": 88}))

# ---------------------------------------------------------------------------------------------
job("J06", T("RN", "ICU", "02114", 2, ["BLS", "ACLS"], licence=L("RN", "MA", obtainable=True), travel=True),
    "Travel ICU RN - Boston, MA (13 wks)",
    """
Travel ICU Nurse - Boston, Massachusetts
Agency: Harborline Clinical Staffing | Contract: 13 weeks | 36 hrs/week | Days or nights

Our client, a 1,000-bed academic hospital near Beacon Hill, needs travellers for its medical and
surgical ICUs. Housing stipend for travellers from outside the area; local candidates are welcome too.

Requirements
 > RN licence for Massachusetts. Massachusetts is NOT a compact state, so a multistate licence does not
   cover it - but endorsement pending accepted: if your MA endorsement application is in process
   we can submit you now, and the licence must be issued before your start date.
 > 2+ years ICU experience (MICU, SICU, CVICU, neuro ICU all count)
 > BLS + ACLS current
 > Epic a plus

Pay: $2,950/week gross. Guaranteed hours, completion bonus $1,500.
""", "2027-02-15", addr("150 Cambridge St", "Boston", "MA", "02114"), "CONTRACT",
    extra=dict(jobType="contract", compensation={"type": "hourly", "minimum": 78, "maximum": 82}))

# ---------------------------------------------------------------------------------------------
job("J07", T("RN", "TELE", "33606", 1, ["BLS", "ACLS"], licence=L("RN", "FL", compact=True), travel=True),
    "TRAVEL TELE RN TAMPA",
    """
TRAVEL TELE RN - tampa fl 33606. 13wk. 36hr/wk days OR nights. 1yr+ tele exp req. FL or compact lic ok.
BLS+ACLS req. $2100/wk. start 1/11. reply YES + resume.
""", "2027-01-11", addr("4200 W Swann Ave", "Tampa", "FL", "33606"), "CONTRACT",
    extra=dict(jobType="contract"))

# ---------------------------------------------------------------------------------------------
job("J08", T("RN", "PCU", "80218", 1, ["BLS", "ACLS"], licence=L("RN", "CO", compact=True), shift="day"),
    "RN - Progressive Care Unit (Days)",
    """
Colfax Heart & Vascular Hospital - Denver, CO

We are hiring a day-shift staff nurse for our 30-bed Progressive Care (step-down) unit caring for
post-cardiac-surgery, post-PCI, heart failure and arrhythmia patients on drips and telemetry.

Must have:
  - Colorado RN licence (Multistate/Compact licence accepted)
  - 1+ year RN experience in progressive care / step-down
  - BLS and ACLS
Nice to have:
  - PCCN; cardiac surgery step-down experience

Schedule: 3 x 12-hour day shifts (0700-1930). No nights. Pay $41-$57/hr.
""", "2027-01-25", addr("2000 E 17th Ave", "Denver", "CO", "80218"), "DIRECT",
    extra=dict(jobType="full-time", schedule={"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
               compensation={"type": "hourly", "minimum": 41, "maximum": 57},
               profession="RN", specialty="Progressive Care (PCU)",
               criteria=[{"description": "Colorado or compact multistate RN license", "importance": "required",
                          "type": "license"},
                         {"description": "At least 1 year of PCU/step-down nursing", "importance": "required",
                          "type": "experience"},
                         {"description": "BLS and ACLS current", "importance": "required", "type": "certification"},
                         {"description": "PCCN", "importance": "preferred", "type": "certification"},
                         {"description": "Day shift", "importance": "required", "type": "schedule"}]))

# ---------------------------------------------------------------------------------------------
job("J09", T("RT", "RT_ADULT", "98104", 1, ["BLS", "ACLS", "RRT"], licence=L("RCP", "WA"), shift="night"),
    "Respiratory Therapist - Adult Critical Care - Nights",
    """
Respiratory Therapist (RRT) - Yesler Hill Medical Center, Seattle WA 98104
Night shift 1830-0700, 0.9 FTE.

Requirements:
- Washington State Respiratory Care Practitioner licence (active at hire)
- RRT credential (NBRC) required; a CRT may be hired if they earn the RRT within 12 months
- 1 year adult acute care / adult ICU experience as an RT
- BLS and ACLS current
Preferred: ACCS, experience with ECMO patients and proning.

Adult ICUs, ED and floors of a Level I trauma centre. $46.80-$67.20/hr.
""", "2027-01-10", addr("900 E Yesler Way", "Seattle", "WA", "98104"), "DIRECT",
    extra=dict(jobType="full-time", schedule={"shifts": ["night"], "hoursPerWeek": {"minimum": 32, "maximum": 36}},
               compensation={"type": "hourly", "minimum": 46.8, "maximum": 67.2}))

# ---------------------------------------------------------------------------------------------
job("J10", T("PT", "PT_OUTPT_ORTHO", "55435", 1, licence=L("PT", "MN", obtainable=True)),
    "Physical Therapist - Outpatient Orthopedics",
    """
Edina Orthopedic & Sports Rehab is a physician-owned clinic with nine therapists and an on-site
gym. We are adding a full-time physical therapist for our outpatient orthopedic caseload: post-op
knees and shoulders, spine, and a lot of weekend warriors. You would see about 11 patients a day
with 45-minute visits and real documentation time. We need at least a year of outpatient
orthopedic experience as a licensed PT; new graduates are better served by our fellowship posting.
You must be licensed as a physical therapist in Minnesota, or eligible for licensure by start date.
Salary $84,000-$102,000, CEU allowance $1,500, four weeks PTO, no weekends.
""", "2027-02-01", addr("7250 France Ave S", "Edina", "MN", "55435"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "salary", "minimum": 84000, "maximum": 102000}))

# ---------------------------------------------------------------------------------------------
job("J11", T("RADTECH", "CT", "90027", 1, ["ARRT_R", "ARRT_CT", "BLS"], licence=L("RAD", "CA")),
    "CT Technologist",
    """
CT Technologist - Los Feliz Medical Center (Los Angeles, CA 90027)

Qualifications
 - California CRT (Certified Radiologic Technologist) licence issued by CDPH-RHB - required, no
   exceptions; a limited permit is not accepted
 - ARRT registered in Radiography (R) and Computed Tomography (CT)
 - 1+ year of CT experience as a technologist (trauma CT / CTA preferred)
 - BLS (AHA)
 - Venipuncture certificate preferred

Rotating 10-hour shifts including weekends. $52-$71/hour. Sign-on bonus $10,000.
""", "2027-01-18", addr("4700 Hollywood Blvd", "Los Angeles", "CA", "90027"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "hourly", "minimum": 52, "maximum": 71},
               profession="Radiologic Technologist", specialty="CT",
               criteria=[{"description": "California CRT license", "importance": "required", "type": "license"},
                         {"description": "ARRT (R) and (CT)", "importance": "required", "type": "certification"},
                         {"description": "1 year of CT scanning experience", "importance": "required",
                          "type": "experience"},
                         {"description": "BLS", "importance": "required", "type": "certification"}]))

# ---------------------------------------------------------------------------------------------
job("J12", T("SURGTECH", "ST_OR", "37203", 1, ["CST", "BLS"], shift="day"),
    "Certified Surgical Technologist - Main OR",
    """
Midtown Nashville Surgical Hospital
Certified Surgical Technologist (Main OR) - Full Time - Day shift with call

What you'll do
• Scrub general, orthopedic, spine, GYN and robotic cases in a 14-room main OR
• Set up and maintain the sterile field, anticipate surgeon needs, perform counts
• Take weekday call and one weekend a month

What you need
• CST through NBSTSA (required; a lapsed CST must be reinstated within 90 days of hire)
• 1 year of OR experience as a surgical technologist
• BLS
• Graduation from an accredited surgical technology program

We offer: $27-$36/hr, call pay $4/hr, shift differentials, 403(b), tuition assistance.
""", "2027-01-04", addr("2200 Hayes St", "Nashville", "TN", "37203"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "hourly", "minimum": 27, "maximum": 36}))

# ---------------------------------------------------------------------------------------------
job("J13", T("MLS", "LAB_CORE", "28204", 1, ["MLS_ASCP"]),
    "Medical Laboratory Scientist - Core Lab",
    """
Medical Laboratory Scientist (MLS) - Core Laboratory
Queens Road Medical Center, Charlotte, NC 28204

The core laboratory runs chemistry, hematology, coagulation and urinalysis 24/7 for a 480-bed
hospital and its emergency department. We use Roche cobas 8000, Sysmex XN-9000 and Beckman DxH.

Minimum requirements
1. Bachelor's degree in medical laboratory science or a related science.
2. MLS(ASCP) certification (or equivalent AMT MT), current. New graduates and lapsed certificants
   must certify within 6 months of hire.
3. One year of clinical laboratory experience in chemistry and/or hematology (core lab) as an MLS.

Shift: rotating evenings and weekends. Pay from $34.50/hr; $5,000 sign-on bonus.

North Carolina does not license laboratory personnel; ASCP certification is what we verify.
Queens Road Medical Center is an equal opportunity employer and a drug-free workplace.
""", "2027-01-11", addr("1400 E Morehead St", "Charlotte", "NC", "28204"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "hourly", "minimum": 34.5, "maximum": 46}))

# ---------------------------------------------------------------------------------------------
job("J14", T("SWE", "BE_GO", "80202", 3),
    "Backend Engineer (Go)",
    """
Tallgrass Payments - Backend Engineer (Go) - Denver, CO (hybrid, 3 days a week in our LoDo office)

We move money for 4,000 small businesses. Our backend is Go services on Postgres and Kafka,
deployed on Kubernetes.

You have
- 3+ years building production backend services in Go
- Solid SQL and Postgres; comfortable with distributed systems trade-offs
- You live in the Denver metro area (we are hybrid; no relocation package for this role)

Nice to have: payments or fintech, gRPC, Terraform, on-call experience.

$150k-$185k + equity. Healthcare, 401(k), RTD pass.
""", "2027-01-19", addr("1601 Wewatta St", "Denver", "CO", "80202"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "salary", "minimum": 150000, "maximum": 185000},
               profession="Software Engineer", specialty="Backend (Go)",
               criteria=[{"description": "3+ years professional backend development in Go", "importance": "required",
                          "type": "experience"},
                         {"description": "Postgres/SQL", "importance": "preferred", "type": "skill"},
                         {"description": "Lives within commuting distance of Denver (hybrid)", "importance": "required",
                          "type": "location"}]))

# ---------------------------------------------------------------------------------------------
job("J15", T("SWE", "BE_JAVA", "10001", 5, remote=True),
    "Senior Backend Engineer, Java (Remote - US)",
    """
Riverstone Bank Digital is hiring a Senior Backend Engineer for our lending platform.

Location: Remote (anywhere in the US). Our office is in New York, NY; you never have to come in.

You will design and build Java 17 / Spring Boot services, own their reliability, and mentor
other engineers.

Requirements
* 5+ years of professional backend development in Java (Spring, JPA/Hibernate)
* Experience with messaging (Kafka or similar) and relational databases
* Clear written communication - we are remote-first

Salary $165,000-$205,000, bonus, full benefits.
""", "2027-02-01", addr("450 W 33rd St", "New York", "NY", "10001"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "salary", "minimum": 165000, "maximum": 205000}))

# ---------------------------------------------------------------------------------------------
job("J16", T("SWE", "FE_REACT", "98109", 2, radius=40),
    "Frontend Engineer (React)",
    """
Meadowlark Media - Frontend Engineer (React) - South Lake Union, Seattle

Hybrid: Tuesday-Thursday in the office. Candidates must live within about 40 miles of South Lake
Union (Tacoma to Everett is fine).

Requirements
- 2+ years of professional frontend work in React and TypeScript
- Testing habits (Jest/RTL, Playwright or Cypress)
- Accessibility awareness

Bonus: Next.js, design systems, video players. $135k-$170k.
""", "2027-01-25", addr("501 Fairview Ave N", "Seattle", "WA", "98109"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "salary", "minimum": 135000, "maximum": 170000}),
    request={"location": {"zipCode": "98109", "radius": 40}})

# ---------------------------------------------------------------------------------------------
job("J17", T("SWE", "DATA_ENG", "60606", 3, remote=True),
    "Data Engineer (Remote, 6-month contract-to-hire)",
    """
Data Engineer - contract-to-hire - 100% remote (US)
Client: Ironbridge Data (HQ Chicago, IL)

6-month W-2 contract, then conversion. You will build and run batch and streaming pipelines
(Spark, Airflow, Kafka) feeding a Snowflake warehouse modelled with dbt.

Must have: 3+ years as a data engineer building production pipelines; Python and SQL.
Nice: Scala, Terraform, data quality frameworks.

$75-$90/hr W-2.
""", "2027-01-11", addr("233 S Wacker Dr", "Chicago", "IL", "60606"), "CONTRACT",
    extra=dict(jobType="contract", compensation={"type": "hourly", "minimum": 75, "maximum": 90}))

# ---------------------------------------------------------------------------------------------
job("J18", T("ELECTRICIAN", "ELEC_COMMERCIAL", "77002", 4, licence=L("ELEC_JOURNEYMAN", "TX"), radius=30,
             localsOnly=True),
    "Journeyman Electrician - Commercial",
    """
JOURNEYMAN ELECTRICIAN - COMMERCIAL - HOUSTON
Bayou City Electrical Contractors

Downtown and Medical Center commercial projects (office towers, labs, hospital renovations).

REQUIRED:
 - Texas journeyman (or master) electrician licence, TDLR, active
 - 4+ years commercial electrical experience
 - Must live within 30 miles of downtown Houston - local hires only, no per diem
 - Own hand tools, reliable transportation

$32-$40/hr DOE, overtime available. Health, dental, 401k, paid holidays.
""", "2027-01-04", addr("1001 Fannin St", "Houston", "TX", "77002"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "hourly", "minimum": 32, "maximum": 40}),
    request={"location": {"zipCode": "77002", "radius": 30, "requireLocalCandidates": True}})

# ---------------------------------------------------------------------------------------------
job("J19", T("HVAC", "HVAC_COMMERCIAL", "85034", 3, hardCerts=["EPA608_UNIVERSAL"]),
    "Commercial HVAC Service Technician",
    """
Commercial HVAC Service Technician - Phoenix, AZ (Sky Harbor area shop)

Service and repair of rooftop units, splits, VAV systems and small chillers for commercial clients
across the Valley. Company truck, fuel card and iPad.

Requirements
- EPA Section 608 Universal certification - required, no exceptions (we handle refrigerant on
  every call)
- 3+ years of commercial HVAC service experience
- Valid Arizona driver's licence and clean MVR
- Able to work on rooftops in summer heat

Pay $30-$42/hr + on-call pay. Tools allowance.
""", "2027-01-04", addr("2800 E Washington St", "Phoenix", "AZ", "85034"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "hourly", "minimum": 30, "maximum": 42}))

# ---------------------------------------------------------------------------------------------
job("J20", T("WELDER", "WELD_STRUCTURAL", "28208", 3, ["AWS_D11"], shift="day"),
    "Structural Welder (AWS D1.1)",
    """
Structural Welder - steel fabrication shop, west Charlotte NC

We fabricate beams, columns, stairs and rails for commercial buildings.

Requirements:
* 3 years structural welding (FCAW/SMAW), all positions
* Current AWS D1.1 structural certification (3G/4G) - we will re-test on hire
* Read blueprints and weld symbols
* Forklift and overhead crane a plus

1st shift, 6a-2:30p, Monday-Friday; Saturday overtime. $24-$31/hr.
""", "2027-01-04", addr("2400 Wilkinson Blvd", "Charlotte", "NC", "28208"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "hourly", "minimum": 24, "maximum": 31},
               schedule={"shifts": ["day"], "hoursPerWeek": {"minimum": 40, "maximum": 50}}))

# ---------------------------------------------------------------------------------------------
job("J21", T("CDL", "CDL_TT", "30297", 2, ["DOT_MED"], licence=L("CDL_A", "ANY"), radius=50, localsOnly=True),
    "Class A CDL Driver - Regional Dry Van (Home Weekly)",
    """
Peachtree Cartage - Class A Regional Driver - Forest Park, GA terminal

Regional dry van, Southeast lanes, home every weekend. Average 2,300 miles a week.

Requirements
 - Valid Class A CDL (any state)
 - Current DOT medical card
 - 2 years verifiable tractor-trailer experience
 - Clean MVR, no DUIs in 7 years
 - Must live within 50 miles of the Forest Park terminal (we hire from this area only)
Hazmat / tanker endorsements a plus but not required.

Pay: $0.62-$0.70 per mile, $1,500/week minimum guarantee, sign-on $3,000.
""", "2027-01-04", addr("4800 Frontage Rd", "Forest Park", "GA", "30297"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "salary", "minimum": 78000, "maximum": 90000},
               profession="CDL-A Driver", specialty="Regional dry van",
               criteria=[{"description": "Class A CDL", "importance": "required", "type": "license"},
                         {"description": "Current DOT medical card", "importance": "required",
                          "type": "certification"},
                         {"description": "2 years tractor-trailer experience", "importance": "required",
                          "type": "experience"},
                         {"description": "Lives within 50 miles of Forest Park, GA", "importance": "required",
                          "type": "location"},
                         {"description": "Hazmat endorsement", "importance": "optional", "type": "license"}]),
    request={"location": {"zipCode": "30297", "radius": 50, "requireLocalCandidates": True}})

# ---------------------------------------------------------------------------------------------
job("J22", T("MAINT", "MAINT_INDUSTRIAL", "37086", 3, shift="evening"),
    "Industrial Maintenance Technician - 2nd Shift",
    """
Maintenance Technician, 2nd shift (3:00 PM - 11:30 PM) - La Vergne, TN

Corrugated packaging plant, 24/5. You keep our converting lines and corrugator running.

- 3+ years industrial/manufacturing maintenance (electrical and mechanical troubleshooting)
- PLC troubleshooting (Allen-Bradley) strongly preferred
- Hydraulics, pneumatics, bearings, drives
- Must be able to work 2nd shift and weekend overtime

$29-$36/hr + $1.50 shift premium. Tool allowance.
""", "2027-01-04", addr("1000 Industrial Blvd", "La Vergne", "TN", "37086"), "DIRECT",
    extra=dict(jobType="full-time", schedule={"shifts": ["evening"], "hoursPerWeek": {"minimum": 40, "maximum": 50}},
               compensation={"type": "hourly", "minimum": 29, "maximum": 36}))

# ---------------------------------------------------------------------------------------------
job("J23", T("RN", "POSTPARTUM", "10016", 1, ["BLS", "NRP"], licence=L("RN", "NY")),
    "Staff Nurse - Mother/Baby Unit",
    """
Murray Hill Women's Hospital - Staff RN, Mother/Baby (Postpartum) Unit - Manhattan

Our 40-bed mother/baby unit provides couplet care after about 6,000 births a year.

Requirements
- New York State RN licence with current registration (required; New York does not participate in
  the Nurse Licensure Compact)
- At least 1 year of postpartum / mother-baby experience as an RN
- BLS and NRP current
- Lactation experience welcome; IBCLC a plus

Full-time, 12-hour shifts, rotating days/nights. NYSNA union position. $108,000-$142,000.
""", "2027-02-08", addr("200 E 34th St", "New York", "NY", "10016"), "DIRECT",
    extra=dict(jobType="full-time", compensation={"type": "salary", "minimum": 108000, "maximum": 142000}))

# ---------------------------------------------------------------------------------------------
job("J24", T("RN", "ED", "55415", 2, ["BLS", "ACLS", "PALS"], licence=L("RN", "MN")),
    "Emergency Department RN - Per Diem",
    """
Per diem ED RN - Downtown Minneapolis Level I trauma center

Pick up 2 shifts a month minimum (days, evenings or nights). Adult and pediatric emergency care,
95,000 visits a year.

Requirements: Minnesota RN licence (Minnesota is not a compact state); 2 years of emergency
department RN experience; BLS, ACLS and PALS. TNCC preferred.

$58/hr per diem rate.
""", "2027-01-04", addr("900 S 8th St", "Minneapolis", "MN", "55415"), "DIRECT",
    extra=dict(jobType="per-diem", compensation={"type": "hourly", "minimum": 58, "maximum": 58}))

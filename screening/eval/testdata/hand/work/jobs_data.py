import calendar, datetime
def ts(y,m,d): return calendar.timegm(datetime.date(y,m,d).timetuple())

J01_DESC = """Telemetry RN - 13-Week Contract - Swiss Avenue Medical Center - Dallas, TX 75246

Swiss Avenue Medical Center, a 410-bed teaching hospital near Deep Ellum, needs an experienced telemetry nurse for its 36-bed adult cardiac telemetry unit (6 West). Local and travel candidates welcome.

Assignment details
- 13 weeks, 3x12 night shifts (7p-7a), 36 hours/week, possible extension
- Ratio 1:4, max 1:5; unit receives post-cath, post-ablation, CHF, chest pain and stroke rule-out patients
- Epic charting; centralized monitor techs

What you will do
- Continuous cardiac monitoring and rhythm interpretation; escalate to rapid response when needed
- Titrate heparin, diltiazem and amiodarone drips per protocol
- Post-cardiac catheterization care (radial and femoral sites) and discharge teaching

Must haves
- Minimum 2 years of acute care telemetry experience as an RN
- Active Texas RN license or a multistate (Nurse Licensure Compact) RN license
- Current BLS and ACLS from the American Heart Association

Nice to haves
- PCCN
- NIH Stroke Scale certification
- Epic experience

Pay and perks: $54-$61/hour, weekly direct deposit, housing stipend for travelers with a tax home 50+ miles away, day-one medical and dental, 401(k)."""

J02_DESC = """Travel Labor & Delivery RN | Phoenix, AZ | 13 weeks | Nights

Hi travelers! Desert Mesa Travel Nursing has a new L&D contract at Saguaro Women's & Children's Hospital in central Phoenix (85006). It's a busy 28-bed LDRP unit with about 5,500 deliveries a year, two OB ORs, in-house OB hospitalists and anesthesia 24/7, and a level III NICU on the same floor.

Contract: 13 weeks starting early January, 3x12 nights (7p-7a), guaranteed 36 hours, extension likely. Ratios 1:2 labor, 1:1 for pitocin/mag or active second stage.

You'll be doing:
* Labor management from triage through recovery, inductions and augmentations
* Fetal monitoring interpretation and intrauterine resuscitation
* Circulating for scheduled and stat C-sections, and PACU recovery of your own patients

Requirements (submission will not be considered without these):
1. At least 2 years of Labor & Delivery experience as an RN in a hospital setting
2. Arizona RN license or a multistate compact RN license (Arizona is an NLC state)
3. Current BLS and NRP certifications

Preferred:
- ACLS
- AWHONN Intermediate or Advanced Fetal Heart Monitoring
- C-EFM or RNC-OB

Weekly package: about $2,650 gross ($64/hr taxable base + housing and meal stipends). Stipends require a permanent tax home 50+ miles from the hospital; local nurses are welcome at the local rate. Health insurance from day one, license reimbursement, completion bonus."""

J03_DESC = """Outpatient Orthopedic Physical Therapist (Full-Time) - Front Range Motion Physical Therapy, Washington Park, Denver

Who we are
Front Range Motion is a therapist-owned group of four outpatient clinics in Denver. Our Washington Park clinic (South Downing St, 80209) sees mostly post-surgical orthopedic, spine and sports patients. We schedule one patient per hour with one-on-one care, give you 2 hours of documentation time a week, and never ask you to see more than 12 patients a day.

What you'll do
- Evaluate and treat outpatient orthopedic patients: post-op ACL, rotator cuff and total joints, spine, running and climbing injuries
- Build plans of care and home programs; use dry needling and manual therapy if you are trained
- Precept DPT students if you're interested

What you bring
- At least 2 years of outpatient orthopedic physical therapy experience
- An active, unrestricted Colorado Physical Therapist license at the start date
- Current CPR/BLS for healthcare providers

Bonus points
- OCS or a completed orthopedic residency
- Dry needling certification
- DPT

Perks
$82,000-$98,000 salary depending on experience, $1,500 CEU allowance and 3 CEU days, 401(k) with 4% match, health/dental/vision, 20 days PTO, Monday-Friday schedule, no weekends."""

J04_DESC = """CERTIFIED NURSING ASSISTANT (CNA) - EVENING SHIFT
Magnolia Gardens Health & Rehabilitation - 1250 Hollywood Rd NW, Atlanta, GA 30318

Magnolia Gardens is a 140-bed skilled nursing and long-term care community in northwest Atlanta. We are hiring full-time CNAs for our long-term care and memory care halls, evening shift (3pm-11pm), every other weekend.

Responsibilities:
- Help residents with bathing, dressing, grooming, toileting and meals
- Transfers and repositioning, including mechanical lifts
- Take and record vital signs, weights and intake/output in PointClickCare
- Report changes in a resident's condition to the charge nurse

Requirements:
- Active Georgia Certified Nurse Aide certification in good standing on the Georgia Nurse Aide Registry
- At least 1 year of CNA experience in a nursing home / long-term care facility
- Current CPR/BLS certification
- Able to lift 50 lbs and stand for a full shift

Preferred:
- Experience with residents living with dementia
- PointClickCare experience

We offer $17.50-$21.00/hr plus $1.50 evening differential, weekly pay option, health insurance after 30 days, PTO, free meals on shift and a CNA-to-LPN tuition program."""

J05_DESC = """Senior Backend Engineer, Shipment Platform
Tidewater Logistics - Seattle, WA (South Lake Union, hybrid: 3 days in office)

Tidewater builds the software that tells shippers where their freight is and when it will arrive. The Shipment Platform team owns the APIs and event pipelines that ingest about 2 billion location and status events a month from carriers, ports and rail yards.

What you'll work on
- Design and build Go services that ingest, normalize and serve shipment events
- Maintain Python services and tooling for carrier integrations and data backfills
- Run what you build on AWS (ECS, Lambda, SQS/SNS, DynamoDB, RDS)
- Take part in on-call, design reviews and mentoring

What we're looking for
- 4+ years of professional experience building backend services
- Strong production experience in Go
- Working proficiency in Python
- Hands-on experience deploying and operating services on AWS

Nice to have
- Kubernetes
- Terraform
- PostgreSQL
- Logistics or supply-chain domain experience

Compensation and benefits: base salary $165,000-$205,000 plus equity, 401(k) match, full health coverage, $2,000 learning budget, ORCA transit pass. We welcome applicants of all backgrounds and sponsor visas for this role."""

J06_DESC = """COMMERCIAL HVAC SERVICE TECHNICIAN
Lakefront Mechanical Services | 4600 S Archer Ave, Chicago, IL 60632 | Full time, $36-$46/hr DOE

Lakefront Mechanical services commercial and institutional HVAC equipment across Chicagoland - schools, hospitals, offices and light industrial. We're adding a service technician to our south-side team.

THE JOB
- Diagnose and repair packaged rooftop units, split systems, make-up air units, boilers and air-cooled chillers
- Run preventive maintenance routes on service agreement customers
- Recover, evacuate and charge refrigerant systems
- Write clear service tickets and quotes on a tablet

YOU NEED
- 3+ years of commercial HVAC service experience
- EPA 608 Universal certification (required - no exceptions)
- Your own basic hand tools
- Must live within 50 miles of our Archer Ave shop: take-home van and rotating after-hours on-call

NICE TO HAVE
- NATE certification
- OSHA 10
- Building automation/controls experience (Johnson Controls, Honeywell, Siemens)

WE OFFER
Take-home van and fuel card, company phone and tablet, paid overtime, 401(k) with match, medical/dental/vision, paid training and certifications, boot allowance."""

def job(title, desc, start, city, state, zipc, addr1, emptype, employer, jobtype, shifts, ctype, cmin, cmax):
    return {
        "ID": 0, "Title": title, "Description": desc, "PublicDescription": "",
        "StartDate": start,
        "Address": {"Address1": addr1, "Address2": "", "City": city, "State": state, "Zip": zipc, "CountryCode": "US", "Timezone": ""},
        "EmploymentType": emptype, "Status": "OPEN", "Notes": "", "Criteria": None,
        "Employer": {"ID": None, "Name": employer, "City": city, "State": state, "Zip": zipc},
        "JobType": jobtype,
        "Schedule": {"Shifts": shifts, "HoursMin": None, "HoursMax": None},
        "Compensation": {"Type": ctype, "Minimum": cmin, "Maximum": cmax},
        "Requirements": {"Experience": "", "Certifications": None, "LicenseType": "", "LicenseState": ""},
        "Profession": "", "Specialty": "", "Department": "", "Remote": None, "Version": 0,
        "Created": "0001-01-01T00:00:00Z", "Updated": "0001-01-01T00:00:00Z",
    }

JOBS = [
 {"key":"J01","truth":{"profession":"RN","specialty":"TELE","minYears":2,"required":["BLS","ACLS"],"preferred":["PCCN","NIHSS"],"license":"RN","licenseState":"TX","localMiles":0,"zip":"75246"},
  "job": job("Telemetry RN - 13-Week Contract (Nights)", J01_DESC, ts(2026,12,7), "Dallas","TX","75246","4100 Swiss Ave","CONTRACT","Swiss Avenue Medical Center","contract",["night"],"hourly",54,61)},
 {"key":"J02","truth":{"profession":"RN","specialty":"LD","minYears":2,"required":["BLS","NRP"],"preferred":["ACLS","AWHONN","C-EFM"],"license":"RN","licenseState":"AZ","localMiles":0,"zip":"85006"},
  "job": job("Travel Labor & Delivery RN", J02_DESC, ts(2027,1,4), "Phoenix","AZ","85006","1200 E McDowell Rd","CONTRACT","Saguaro Women's & Children's Hospital","contract",["night"],"hourly",64,64)},
 {"key":"J03","truth":{"profession":"PT","specialty":"PT-OP","minYears":2,"required":["BLS"],"preferred":["OCS","DN"],"license":"PTL","licenseState":"CO","localMiles":0,"zip":"80209"},
  "job": job("Outpatient Orthopedic Physical Therapist", J03_DESC, ts(2027,1,11), "Denver","CO","80209","1045 S Downing St","DIRECT","Front Range Motion Physical Therapy","full-time",["day"],"salary",82000,98000)},
 {"key":"J04","truth":{"profession":"CNA","specialty":"CNA-LTC","minYears":1,"required":["BLS"],"preferred":["Dementia care"],"license":"CNA","licenseState":"GA","localMiles":0,"zip":"30318"},
  "job": job("Certified Nursing Assistant (CNA) - Evenings, Long-Term Care", J04_DESC, ts(2026,11,30), "Atlanta","GA","30318","1250 Hollywood Rd NW","DIRECT","Magnolia Gardens Health & Rehabilitation","full-time",["evening"],"hourly",17.5,21)},
 {"key":"J05","truth":{"profession":"SWE","specialty":"SWE-BE","minYears":4,"required":["Go","Python","AWS"],"preferred":["Kubernetes","Terraform","PostgreSQL"],"localMiles":0,"zip":"98109"},
  "job": job("Senior Backend Engineer, Shipment Platform", J05_DESC, ts(2027,1,19), "Seattle","WA","98109","400 Dexter Ave N","DIRECT","Tidewater Logistics","full-time",None,"salary",165000,205000)},
 {"key":"J06","truth":{"profession":"HVAC","specialty":"HVAC-COM","minYears":3,"required":["EPA608"],"preferred":["NATE","OSHA10"],"localMiles":50,"zip":"60632"},
  "job": job("Commercial HVAC Service Technician", J06_DESC, ts(2026,12,14), "Chicago","IL","60632","4600 S Archer Ave","DIRECT","Lakefront Mechanical Services","full-time",["day"],"hourly",36,46)},
]

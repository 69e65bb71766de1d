import calendar
def ts(y, m, d): return calendar.timegm((y, m, d, 0, 0, 0))
def T(prof, spec, zip_, st, lic=None, hard=(), certs=(), years=0, shift=None, remote=False, travel=False, local=False, radius=25):
    return {"profession": prof, "specialty": spec, "zip": zip_, "state": st, "radius": radius, "remote": remote,
            "travel": travel, "localOnly": local, "licence": lic, "hardCerts": list(hard), "certs": list(certs),
            "minYears": years, "shift": shift}
def A(a1, city, st, z): return {"address1": a1, "city": city, "state": st, "zip": z, "countryCode": "US"}
EEO = ("\n\nWe are an Equal Opportunity Employer. Applicants are considered without regard to race, color, religion, sex, "
       "sexual orientation, gender identity, national origin, age, disability, genetic information or veteran status. "
       "Reasonable accommodation is available on request throughout the hiring process.")
JOBS = []
def J(truth, title, desc, start, addr, emp, extra=None, req=None):
    body = {"title": title, "description": desc, "startDate": start, "address": addr, "employmentType": emp, "status": "OPEN"}
    truth["zip"] = addr["zip"]  # the job's place is its posted address
    body.update(extra or {})
    j = {"key": "J%02d" % (len(JOBS) + 1), "truth": truth, "body": body}
    if req: j["candidateRequest"] = req
    JOBS.append(j)

J(T("RN", "ICU", "29425", "SC", {"type": "RN", "state": "SC"}, certs=["BLS", "ACLS"], years=2, shift="night"),
  "Registered Nurse - Cardiothoracic ICU, Nights",
  "Lowcountry Harbor Medical Center | Charleston, SC\n\nOur 20-bed Cardiothoracic Intensive Care Unit is adding night RNs. "
  "Fresh hearts, open chests, IABP and Impella, CRRT.\n\nWhat you need\n* South Carolina RN licence or a multistate (Compact/NLC) licence\n"
  "* At least 2 years as an RN in an adult ICU (any ICU: medical, surgical, CV, neuro)\n* BLS and ACLS, current\n"
  "* Three 12s, 7p-7a, every third weekend\n\nNice to have: CCRN, CSC.\n\nPerks: $10k sign-on for ICU nurses with 2+ years, "
  "night differential $6/hr, free parking at the Rutledge garage, tuition reimbursement up to $5,250/yr, 403(b) match." + EEO,
  ts(2027, 1, 18), A("96 Jonathan Lucas St", "Charleston", "SC", "29425"), "DIRECT",
  {"jobType": "full-time", "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}},
   "compensation": {"type": "hourly", "minimum": 41.0, "maximum": 58.5}})

J(T("RT", "Adult", "29406", "SC", {"type": "RT", "state": "SC"}, hard=["RRT"], years=1),
  "Respiratory Therapist (RRT) - Adult Acute Care",
  "Trident Coastal Hospital in North Charleston needs a Registered Respiratory Therapist for our adult floors and ICU. "
  "You'll manage ventilators and BiPAP, run ABGs, respond to rapid responses and codes, and teach inhaler technique before discharge. "
  "We need the RRT credential from the NBRC (a CRT alone will not do for this role), an active South Carolina respiratory care "
  "practitioner licence, and at least one year of adult acute-care experience after school. Rotating 12-hour shifts; we build "
  "the schedule six weeks out and honour requests where we can. Pay $31-$42/hr depending on experience.",
  ts(2027, 1, 4), A("9330 Medical Plaza Dr", "North Charleston", "SC", "29406"), "DIRECT",
  {"jobType": "full-time", "compensation": {"type": "hourly", "minimum": 31, "maximum": 42}})

J(T("RN", "Tele", "35233", "AL", {"type": "RN", "state": "AL"}, certs=["BLS"], years=1, travel=True),
  "Travel RN - Telemetry - Birmingham, AL - 13 wks",
  "TRAVEL ASSIGNMENT - Telemetry RN\nFacility: 400-bed teaching hospital, Southside Birmingham\nLength: 13 weeks, extension likely\n"
  "Shift: 3x12 days or nights (your pick at booking)\nWeekly gross: $2,180 incl. tax-free housing & M&IE stipends for travellers "
  "whose tax home is 50+ miles away\n\nRequirements:\n- Alabama RN or Multistate/Compact licence accepted\n- 1+ yr recent telemetry "
  "(progressive care floors with cardiac monitoring count as tele here only if your unit was called telemetry)\n- BLS (AHA)\n"
  "- Ability to read rhythm strips; NIHSS a plus\n\nTravelers welcome from anywhere. Day-one benefits, 401k, license reimbursement.",
  ts(2027, 1, 11), A("1802 6th Ave S", "Birmingham", "AL", "35233"), "CONTRACT",
  {"jobType": "contract", "compensation": {"type": "hourly", "minimum": 48, "maximum": 56}, "profession": "Registered Nurse", "specialty": "Telemetry"})

J(T("SWE", "BackendJava", "35203", "AL", years=3, local=True),
  "Backend Engineer (Java / Spring) - hybrid, downtown Birmingham",
  "Magic City Freight Systems builds dispatch and billing software for regional carriers. We're hiring a backend engineer to work on "
  "our Java 17 / Spring Boot services, PostgreSQL, Kafka.\n\nYou have: 3+ years writing production backend Java; comfort with SQL and "
  "REST API design; you've been on call and fixed something at 2am.\n\nHybrid: in the office Tuesday-Thursday at 2nd Ave N. "
  "This role is local to the Birmingham area only - we do not sponsor relocation and we will not consider remote-only applicants.\n\n"
  "Salary $118k-$142k + bonus.",
  ts(2027, 2, 1), A("2020 2nd Ave N", "Birmingham", "AL", "35203"), "DIRECT",
  {"jobType": "full-time", "compensation": {"type": "salary", "minimum": 118000, "maximum": 142000}},
  {"location": {"zipCode": "35203", "radius": 25, "requireLocalCandidates": True}})

J(T("RN", "LD", "39216", "MS", {"type": "RN", "state": "MS"}, certs=["BLS", "NRP"], years=2),
  "RN Labor & Delivery",
  "Qualifications\n\u2022 Current Mississippi RN license or multistate compact RN license\n\u2022 2 years Labor and Delivery experience as an RN\n"
  "\u2022 BLS and NRP required\n\u2022 AWHONN fetal monitoring preferred\n\nJob details\nPay: $38 - $52 an hour\nJob type: Full-time\n"
  "Schedule: 12 hour shift, every other weekend\n\nFull job description\nMagnolia Women's Hospital in Jackson delivers about 3,800 babies a year. "
  "Our L&D nurses manage inductions, epidurals, C-section circulating and recovery, and OB triage.",
  ts(2027, 1, 25), A("1190 N State St", "Jackson", "MS", "39216"), "DIRECT",
  {"jobType": "full-time", "compensation": {"type": "hourly", "minimum": 38, "maximum": 52}})

J(T("CDL", "ClassA", "39208", "MS", {"type": "CDL-A", "state": "ANY"}, hard=["MedCard"], years=1),
  "CDL-A Regional Driver - home weekends",
  "CDL A regional - Pearl MS terminal. Home every weekend. Dry van, no touch. 1 yr verifiable tractor-trailer exp. Valid DOT med card. "
  "Clean MVR. $1,350-$1,600/wk. Call Dispatch Recruiting 601-555-0142.",
  ts(2026, 12, 14), A("220 Riverwind Dr", "Pearl", "MS", "39208"), "DIRECT", {"jobType": "full-time"})

J(T("PT", "Outpatient", "72205", "AR", {"type": "PT", "state": "AR", "obtainable": True}, years=1, shift="day"),
  "Physical Therapist - Outpatient Orthopedics",
  "River Valley Rehab, Little Rock (Markham St clinic)\n\n| Item | Detail |\n|---|---|\n| Setting | Outpatient orthopedic and sports |\n"
  "| Licence | Arkansas PT licence, or able to obtain by start date |\n| Experience | 1 year outpatient PT (clinical rotations don't count) |\n"
  "| Hours | Mon-Fri, 7:30-4:30, no weekends |\n| Pay | $88k-$101k, CEU allowance $1,500 |\n\nPTAs: please see our separate PTA posting.",
  ts(2027, 2, 15), A("9601 Lile Dr", "Little Rock", "AR", "72205"), "DIRECT",
  {"jobType": "full-time", "compensation": {"type": "salary", "minimum": 88000, "maximum": 101000}})

J(T("Electrician", "Commercial", "72201", "AR", {"type": "Journeyman", "state": "AR"}, years=4, local=True),
  "Journeyman Electrician - Commercial",
  "Pinnacle Electric is hiring journeyman electricians for commercial tenant-finish and new build work around central Arkansas. "
  "Must hold an active Arkansas journeyman electrician licence (apprentices please apply to our apprentice program instead). "
  "Four years of commercial electrical work, conduit bending, reading prints, 3-phase panels. OSHA 10 a plus. Local hires only: "
  "you must live within a reasonable commute of Little Rock, no per diem. $29-$36/hr, company truck for leads.",
  ts(2027, 1, 4), A("400 President Clinton Ave", "Little Rock", "AR", "72201"), "DIRECT",
  {"jobType": "full-time", "compensation": {"type": "hourly", "minimum": 29, "maximum": 36}})

J(T("RN", "ED", "04102", "ME", {"type": "RN", "state": "ME"}, certs=["BLS", "ACLS", "PALS"], years=2, shift="night"),
  "Emergency Department RN - Nights - Portland",
  "Casco Bay Medical Center is a Level II trauma center with a 48-bed Emergency Department seeing 70,000 visits a year. We are looking for "
  "experienced ED registered nurses for 12-hour night shifts.\n\nResponsibilities include triage using ESI, trauma resuscitation, "
  "pediatric emergencies, stroke and STEMI alerts, and behavioral health holds.\n\nRequired: Maine RN licence (Maine is a Nurse Licensure "
  "Compact state; multistate licences from other compact states are accepted). Two years of emergency department nursing. BLS, ACLS and PALS. "
  "TNCC within one year of hire.\n\nBenefits: health, dental and vision from day one; pension plus 403(b); paid time off that starts at five weeks; "
  "relocation help up to $7,500 for nurses moving to Maine. Night differential 15%." + EEO,
  ts(2027, 1, 18), A("22 Bramhall St", "Portland", "ME", "04102"), "DIRECT",
  {"jobType": "full-time", "schedule": {"shifts": ["night"], "hoursPerWeek": {"minimum": 36, "maximum": 36}}})

J(T("RadTech", "CT", "04102", "ME", {"type": "RadTech", "state": "ME"}, hard=["ARRT(R)"], certs=["ARRT(CT)"], years=2, shift="evening"),
  "CT Technologist - Evenings",
  "CT Technologist, evening shift (3p-11:30p), Casco Bay Imaging at the main campus. Two Siemens 128-slice scanners, CTA, perfusion, "
  "biopsies with IR. Requirements: ARRT (R) registered; ARRT (CT) certification; Maine radiologic technologist licence; two years of CT "
  "experience as a technologist. X-ray techs who want to cross-train: we have a separate trainee posting.",
  ts(2027, 1, 11), A("22 Bramhall St", "Portland", "ME", "04102"), "DIRECT",
  {"jobType": "full-time", "schedule": {"shifts": ["evening"]}, "profession": "Radiologic Technologist", "specialty": "CT",
   "criteria": [{"description": "ARRT (R) and (CT) registry", "importance": "required", "type": "certification"},
                {"description": "2 years CT technologist experience", "importance": "required", "type": "experience"}]})

J(T("RN", "PCU", "57105", "SD", {"type": "RN", "state": "SD", "pendingOk": True}, certs=["BLS", "ACLS"], years=1),
  "RN Progressive Care Unit (Step-Down)",
  "Prairie Lutheran Health - Sioux Falls. Progressive Care / step-down RN, 4 East. Patients on titratable drips, BiPAP, post-cath and post-ablation. "
  "1 year of PCU/step-down experience. South Dakota RN licence or compact multistate; SD endorsement pending accepted (show your application receipt). "
  "BLS + ACLS. Rotating days/nights. Pay $34-$47.",
  ts(2027, 1, 4), A("1305 W 18th St", "Sioux Falls", "SD", "57105"), "DIRECT",
  {"jobType": "full-time", "criteria": [{"description": "Current ACLS", "importance": "required", "type": "certification"}]})

J(T("HVAC", "Commercial", "57104", "SD", hard=["EPA608"], years=3),
  "HVAC Service Technician (Commercial)",
  "Dakota Air Mechanical - commercial HVAC service tech. Rooftop units, chillers, VRF, boilers, building controls. You'll run your own service calls "
  "around Sioux Falls. Need: EPA Section 608 Universal (or Type II/III) - required, no exceptions; 3 years commercial HVAC service; clean driving record. "
  "On-call rotation 1 week in 5. $30-$40/hr + OT, van, tools, phone.",
  ts(2026, 12, 14), A("600 N Phillips Ave", "Sioux Falls", "SD", "57104"), "DIRECT",
  {"jobType": "full-time", "compensation": {"type": "hourly", "minimum": 30, "maximum": 40}})

J(T("SurgTech", "OR", "59101", "MT", hard=["CST"], years=2),
  "Certified Surgical Technologist - Main OR",
  "Yellowstone Valley Hospital, Billings MT. Scrub for general, ortho, neuro, CV and robotic cases in a 16-suite OR. "
  "Requirements: CST through NBSTSA (required), 2 years of scrub experience as a surgical technologist, BLS. Call: 1 weekend a month and "
  "one weeknight a week. $25-$33/hr plus call pay. Relocation offered.",
  ts(2027, 1, 11), A("2800 10th Ave N", "Billings", "MT", "59101"), "DIRECT", {"jobType": "full-time"})

J(T("Welder", "Structural", "59101", "MT", certs=["AWS D1.1"], years=3, shift="day"),
  "Structural Welder / Fabricator",
  "welder wanted - structural steel shop, Billings south side. FCAW and SMAW, beams, columns, stairs. AWS D1.1 cert (we can test you in-house but "
  "it's a gap if you don't have it). 3 yrs structural. Days M-F 6-4:30. $26-$32.",
  ts(2026, 12, 7), A("3200 Hesper Rd", "Billings", "MT", "59102"), "DIRECT", {"jobType": "full-time", "schedule": {"shifts": ["day"]}})

J(T("RN", "ICU", "96813", "HI", {"type": "RN", "state": "HI", "obtainable": True}, certs=["BLS", "ACLS"], years=2, shift="night", travel=True),
  "Travel ICU RN - Honolulu - 13 weeks",
  "Island travel assignment! Adult ICU at a 500-bed hospital in downtown Honolulu.\n13 weeks, 3x12 nights, $2,450/wk with housing stipend for "
  "travellers from outside Oahu.\nMust-haves: Hawaii RN licence - Hawaii is NOT a compact state, multistate licences are not valid here. "
  "If you don't hold it yet you can still apply if you can obtain it by start date (HI endorsement takes 2-6 weeks, we reimburse). "
  "2 yrs adult ICU, BLS & ACLS.\nTravelers welcome.",
  ts(2027, 2, 1), A("1301 Punchbowl St", "Honolulu", "HI", "96813"), "CONTRACT",
  {"jobType": "contract", "schedule": {"shifts": ["night"]}})

J(T("MLS", "CoreLab", "96813", "HI", {"type": "MLS", "state": "HI"}, hard=["ASCP MLS"], years=2, shift="day"),
  "Medical Laboratory Scientist - Core Lab",
  "We are a hospital laboratory in Honolulu seeking a Medical Laboratory Scientist for chemistry, hematology and coagulation (core lab). "
  "You will need a Hawaii clinical laboratory scientist licence, ASCP MLS (or MT) certification, and at least two years of bench work in a core "
  "laboratory. Medical laboratory technicians (MLT) are not eligible for this position. Day shift with rotating weekends.",
  ts(2027, 1, 18), A("1301 Punchbowl St", "Honolulu", "HI", "96813"), "DIRECT",
  {"jobType": "full-time", "profession": "Medical Laboratory Scientist"})

J(T("RN", "MedSurg", "99508", "AK", {"type": "RN", "state": "AK"}, certs=["BLS"], years=1, shift="day"),
  "Medical-Surgical RN - Day Shift",
  "Chugach Regional Medical Center (Anchorage) - Med/Surg 3 South, 32 beds, days.\n\nRequirements:\n- Alaska RN license. Alaska is not part of the Nurse "
  "Licensure Compact and does not accept multistate licenses.\n- 1 year of acute med-surg RN experience\n- BLS\n- Day shift 0700-1930\n\n"
  "Alaska Native and rural health experience welcome. Relocation package available." + EEO,
  ts(2027, 1, 4), A("3200 Providence Dr", "Anchorage", "AK", "99508"), "DIRECT",
  {"jobType": "full-time", "schedule": {"shifts": ["day"], "hoursPerWeek": {"minimum": 36, "maximum": 40}}})

J(T("Maintenance", "Facilities", "99503", "AK", years=3, shift="day"),
  "Building Maintenance Technician",
  "Maintain a 300,000 sq ft office and medical building in Midtown Anchorage: boilers, air handlers, plumbing, lighting, doors, work orders in CMMS. "
  "Three years of facilities/building maintenance. Weekday days with rotating on-call. $27-$34/hr.",
  ts(2026, 12, 14), A("3601 C St", "Anchorage", "AK", "99503"), "DIRECT", {"jobType": "full-time"})

J(T("RN", "Tele", "93721", "CA", {"type": "RN", "state": "CA"}, certs=["BLS", "ACLS"], years=2, local=True),
  "Registered Nurse, Telemetry - Per Diem",
  "Valley Central Hospital, Fresno. Per diem telemetry RN, minimum 4 shifts per month. California RN license required - California does not participate "
  "in the Nurse Licensure Compact, so a multistate license alone does not qualify. 2 years telemetry experience, BLS and ACLS. Per diem pool is for "
  "local nurses only (within 25 miles); no travel or housing stipend.",
  ts(2026, 12, 14), A("2823 Fresno St", "Fresno", "CA", "93721"), "DIRECT",
  {"jobType": "per-diem", "compensation": {"type": "hourly", "minimum": 68, "maximum": 79}},
  {"location": {"zipCode": "93721", "radius": 25, "requireLocalCandidates": True, "states": ["CA"]}})

J(T("SWE", "DataEng", "93721", "CA", years=3, remote=True),
  "Data Engineer (Remote, US)",
  "Central Valley AgData (HQ Fresno, team fully remote in the US). Build and run batch and streaming pipelines on Python, Spark, Airflow and Snowflake "
  "that turn irrigation sensor and yield data into reports for growers.\n\nRequirements\n- 3+ years as a data engineer building production pipelines\n"
  "- Strong Python and SQL\n- Nice: dbt, Terraform, Kafka\n\nThis is a data engineering role; analyst and BI roles are posted separately.",
  ts(2027, 1, 4), A("1180 E Shaw Ave", "Fresno", "CA", "93710"), "DIRECT",
  {"jobType": "full-time", "compensation": {"type": "salary", "minimum": 135000, "maximum": 165000}, "profession": "Software Engineer",
   "specialty": "Data Engineering"})

J(T("SWE", "Frontend", "29401", "SC", years=2, remote=True),
  "Frontend Engineer - React/TypeScript (Remote)",
  "Palmetto Ledger is a small fintech in Charleston with an all-remote engineering team. We want a frontend engineer who has shipped React + TypeScript "
  "apps for 2+ years: accessible components, state management, testing with Playwright. Remote anywhere in the US; we meet in Charleston twice a year.",
  ts(2027, 1, 11), A("40 Calhoun St", "Charleston", "SC", "29401"), "DIRECT",
  {"jobType": "full-time", "compensation": {"type": "salary", "minimum": 110000, "maximum": 135000}})

J(T("RN", "ED", "35209", "AL", {"type": "RN", "state": "AL"}, certs=["BLS", "ACLS"], years=2, travel=True),
  "ER Travel Nurse | Birmingham AL | 8 weeks",
  "Hi! We're SouthStar Travel Nursing. Our partner hospital in Homewood/Birmingham needs an ER RN for an 8-week contract starting January. "
  "Level I trauma experience preferred, 2 years ER required. AL or compact license. BLS/ACLS. 36 hrs/wk, nights or days. Housing stipend for travelers "
  "outside the area; locals welcome at the local rate.",
  ts(2027, 1, 4), A("800 Montclair Rd", "Birmingham", "AL", "35213"), "CONTRACT", {"jobType": "contract"})

J(T("RN", "MedSurg", "57104", "SD", {"type": "RN", "state": "SD"}, certs=["BLS"], years=0, shift="night"),
  "Med/Surg RN Nights - New Grads Welcome",
  "Med/Surg nurse, nights, Sioux Falls. New graduates welcome (residency program). SD or compact licence. BLS. Nights only, 3x12.",
  ts(2027, 2, 15), A("1100 S Euclid Ave", "Sioux Falls", "SD", "57105"), "DIRECT", {"jobType": "full-time"})

J(T("CDL", "ClassA", "72201", "AR", {"type": "CDL-A", "state": "ANY"}, hard=["MedCard"], certs=["Hazmat"], years=2, travel=True),
  "OTR Class A Driver - Hazmat - Solo",
  "Ozark Line Haul: OTR solo drivers, 2 yrs Class A, hazmat endorsement (H or X). Run 48 states, out 2-3 wks. Hiring from anywhere in the lower 48, "
  "we fly you to Little Rock for orientation. DOT medical card required. 68-74 cpm.",
  ts(2026, 12, 7), A("5100 Asher Ave", "Little Rock", "AR", "72204"), "DIRECT", {"jobType": "full-time"})

"""Candidates not built for a job: people no job fits (hand-written resumes), field-only records, empty records."""
from grade import zips

NOFIT = [
    # (profession, specialty, zip, resume text with {name} {email} {phone})
    ("Teacher", "Elementary", "60614", """{name}
Chicago, IL 60614 | {email} | {phone}

Elementary teacher (3rd grade), Chicago Public Schools, Aug 2016 - present.
 - Plan and deliver literacy and math instruction for 28 students; led the school's science fair.
 - Grade-level team lead since 2021.
Illinois Professional Educator License (PEL), elementary endorsement.
BA Elementary Education, Northeastern Illinois University.
CPR/First Aid (Red Cross)."""),
    ("Accountant", "Audit", "77005", """{name}, CPA
{email} / {phone} / Houston TX 77005

EXPERIENCE
Senior Accountant, Gulfgate Energy Partners, Houston TX -- 03/2019 - present
  Month-end close, reconciliations, SOX testing, NetSuite.
Staff Auditor, regional CPA firm -- 2016 - 2019

Texas CPA license #098812. BBA Accounting, University of Houston."""),
    ("Medical Assistant", "Family Medicine", "30318", """{name}
Atlanta, GA 30318 - {phone} - {email}

Certified Medical Assistant (CMA-AAMA) with 5 years in family medicine.
Peachtree Family Practice, Atlanta GA - Medical Assistant - 2021 to present
  rooming, vitals, EKGs, injections, phlebotomy, prior auths
Buckhead Urgent Care - Front desk / MA - 2019 to 2021
BLS (AHA) exp 04/2028"""),
    ("Home Health Aide", "Home care", "85008", """{name} -- Home Health Aide -- Phoenix AZ 85008 -- {phone} -- {email}
7 years caring for elderly clients in their homes: bathing, meals, medication reminders, transfers.
Agency: Sonoran Home Companions (2019-present). Previously CNA in a nursing home 2016-2019 (CNA lapsed).
Spanish/English."""),
    ("Pharmacy Technician", "Retail pharmacy", "28205", """{name}
{email} | {phone}
Charlotte, North Carolina 28205

Pharmacy Technician, CVS-style retail pharmacy - June 2018 to present
- Fill 300+ prescriptions per day, insurance adjudication, inventory
PTCB Certified Pharmacy Technician (CPhT)
North Carolina Board of Pharmacy technician registration"""),
    ("Veterinary Technician", "Small animal", "37209", """{name}, LVT
Nashville TN 37209 - {phone} - {email}
Licensed Veterinary Technician, Music City Animal Hospital (2017 - present): anesthesia monitoring,
dental cleanings, radiographs, ICU care for dogs and cats. Tennessee LVT license.
AAS Veterinary Technology, Columbia State."""),
    ("Nursing Student", "Student", "02120", """{name}
Boston, MA 02120 · {email} · {phone}

EDUCATION
Nursing student - BSN candidate, expected May 2028 - Northeastern University (3rd year)
Clinical rotations: med-surg (Fenway Longwood Hospital), pediatrics, behavioral health

WORK
Unit secretary, Charles River Medical Center, 2025 - present (part-time)
Barista, 2022 - 2025

BLS (AHA) current. No nursing license yet."""),
    ("Paralegal", "Litigation", "43215", """{name}
Paralegal | Columbus, OH 43215 | {phone} | {email}
Litigation paralegal, 6 years: discovery, e-filing, deposition prep.
Franklin & Olentangy LLP, Columbus OH, 2020 - present. Certificate in Paralegal Studies, Capital University."""),
    ("Graphic Designer", "Brand", "98122", """{name} — Graphic Designer — Seattle WA 98122
{email} | {phone} | portfolio on request
8 yrs brand and packaging design (Adobe CC, Figma). Art director at a small agency 2021-present.
BFA, Cornish College of the Arts."""),
    ("Carpenter", "Framing", "80219", """{name}
Denver CO 80219
{phone} / {email}
Journeyman carpenter - framing and concrete forms - 12 years
Front Range Builders 2018-now, foreman on 4-story wood-frame apartments
OSHA 30. Own truck and tools."""),
    ("Plumber", "Commercial", "85013", """{name}
Phoenix, AZ 85013 | {phone} | {email}
Journeyman Plumber (Arizona does not license journeymen; ROC license held by employer)
Desert Vista Plumbing, 2015 - present: commercial rough-in and trim, backflow testing (certified), med-gas installer
ASSE 6010 medical gas installer."""),
    ("Warehouse Associate", "Distribution", "28214", """{name} Charlotte NC 28214 {phone} {email}
Warehouse associate 4 yrs, forklift + reach truck certified, pick/pack, RF scanning. Amazon-style DC, nights.
Looking to get my CDL (no CDL yet)."""),
    ("Security Officer", "Hospital security", "55404", """{name}
Minneapolis MN 55404 - {email} - {phone}
Hospital security officer, Mississippi River Health, 2019 - present. De-escalation, ED standby, patrols.
MN PPSB licensed security (through employer). Former Army MP."""),
    ("Chef", "Restaurant", "90036", """{name} | Sous Chef | Los Angeles, CA 90036 | {phone} | {email}
Sous chef at a 120-cover Mid-Wilshire restaurant (2020-present); line cook before that.
ServSafe Manager certified."""),
    ("Social Worker", "Medical social work", "95816", """{name}, LCSW
Sacramento CA 95816 / {phone} / {email}
Medical social worker, Pacific Crest Medical Center, 2018-present: discharge planning, ICU family meetings,
psychosocial assessments. California LCSW #LCS 88213, exp 2028. MSW, Sacramento State."""),
    ("Dental Hygienist", "General dentistry", "80210", """{name}, RDH
Denver, CO 80210 · {phone} · {email}
Registered Dental Hygienist, 9 years. Colorado RDH license (active). Local anesthesia permit.
Cherry Creek Family Dentistry 2017-present."""),
    ("Data Analyst", "Analytics", "02139", """{name}
Cambridge MA 02139 | {email} | {phone}
Data Analyst - Kendall-area biotech, 2022-present: SQL (Snowflake), Tableau dashboards, Excel models for ops.
Some Python (pandas). No Spark or Airflow. BS Economics, UMass Boston."""),
    ("Licensed Practical Nurse", "Long-Term Care", "60625", """{name}, LPN
{email} | {phone}
Chicago, IL 60625

Licensed Practical Nurse - Ravenswood Senior Living, Chicago IL - Jan 2018 - Present
 * Med pass for 24 residents, wound care, supervise CNAs
Illinois LPN License #043.118220 (exp 01/31/2028)
Enrolled in an LPN-to-RN bridge program (expected 2027)."""),
]

FIELDS_ONLY = [
    # body extras, truth
    (dict(profession="RN", specialty="MICU", zip="60657",
          notes="Phone screen 11/2026: ICU RN, 5 years MICU at Lakeshore Presbyterian (current). Illinois RN license exp 05/31/2028. BLS and ACLS current. Open to nights."),
     dict(profession="RN", specialty="ICU", years={"ICU": 5.0}, licences=[dict(type="RN", state="IL", multistate=False, expires="2028-05-31", status="active")],
          certs=[dict(name="BLS", expires=None), dict(name="ACLS", expires=None)], shiftPref=None, currentRole=True)),
    (dict(profession="Registered Nurse", specialty="Tele", zip="28205"),
     dict(profession="RN", specialty="Telemetry", years={}, licences=[], certs=[], currentRole=None)),
    (dict(profession="Software Engineer", specialty="Java", zip="80206"),
     dict(profession="Software Engineer", specialty="Backend-Java", years={}, skills=["Java"], currentRole=None)),
    (dict(profession="Frontend Developer", specialty="React", zip="98115"),
     dict(profession="Software Engineer", specialty="Frontend", years={}, skills=["React"], currentRole=None)),
    (dict(profession="Electrician", specialty="Commercial", zip="98118",
          notes="Book 1 journeyman. WA 01 General Journeyman cert current; OSHA 10. 6 years commercial journeyman (currently on a job for Duwamish Electric)."),
     dict(profession="Electrician", specialty="Commercial", years={"Commercial": 6.0}, licences=[dict(type="Journeyman Electrician", state="WA", multistate=False, expires=None, status="active")],
          certs=[dict(name="OSHA 10", expires=None)], currentRole=True)),
    (dict(profession="CDL-A Driver", zip="28078"),
     dict(profession="CDL-A Driver", specialty=None, years={}, currentRole=None)),
    (dict(profession="HVAC", specialty="Commercial", zip="85282",
          notes="Walk-in 11/20: 4 yrs commercial HVAC service (current), EPA 608 Universal, clean MVR."),
     dict(profession="HVAC Technician", specialty="Commercial", years={"Commercial": 4.0}, certs=[dict(name="EPA 608 Universal", expires=None)], currentRole=True)),
    (dict(profession="Welder", specialty="Pipe", zip="77587", notes="Says 6G certified (SMAW/GTAW); years not given."),
     dict(profession="Welder", specialty="Pipe", years={}, certs=[dict(name="6G", expires=None)], currentRole=None)),
    (dict(profession="Respiratory Therapist", specialty="Critical Care", zip="90034"),
     dict(profession="Respiratory Therapist", specialty="Adult Critical Care", years={}, currentRole=None)),
    (dict(profession="RN", specialty="ER", zip="55408",
          notes="Minnesota RN license active; BLS, ACLS, PALS current; 3 years ED at North Star Medical Center, still there."),
     dict(profession="RN", specialty="ED", years={"ED": 3.0}, licences=[dict(type="RN", state="MN", multistate=False, expires=None, status="active")],
          certs=[dict(name="BLS", expires=None), dict(name="ACLS", expires=None), dict(name="PALS", expires=None)], currentRole=True)),
    (dict(profession="Data Engineer", specialty="Data Engineering", zip="02144",
          notes="Current data engineer, 4 years. Python, SQL, Spark, Airflow. Lives in Somerville."),
     dict(profession="Software Engineer", specialty="Data Engineering", years={"Data Engineering": 4.0}, skills=["Python", "SQL", "Spark", "Airflow"], currentRole=True)),
    (dict(profession="Maintenance Tech", specialty="Industrial", zip="43123"),
     dict(profession="Maintenance Technician", specialty="Industrial", years={}, currentRole=None)),
    (dict(profession="Nurse", zip="37211"),
     dict(profession=None, specialty=None, years={}, currentRole=None)),
]


def extras(rng, new_name, new_email, phone, address, n0):
    out = []
    n = n0
    for prof, spec, z, text in NOFIT:
        n += 1
        first, last = new_name()
        email = new_email(first, last)
        ph = phone(zips()[z][3])
        la, lo, city, st = zips()[z]
        t = dict(profession=prof, specialty=spec, years={}, zip=z, city=city, state=st, licences=[], certs=[], skills=[], shiftPref=None,
                 currentRole=True, roles=[], designedFor={"job": None, "grade": 0, "kind": "nofit", "why": "no job fits: %s" % prof})
        body = {"firstName": first, "lastName": last, "email": email, "statusId": 1}
        if rng.random() < .4:
            body["phone"] = ph
        if prof == "Licensed Practical Nurse":
            body.update(phone=ph, profession="Nurse", specialty="LTC")
        out.append(({"key": "C%04d" % n, "truth": t, "body": body, "resume": None},
                    text.format(name="%s %s" % (first, last), email=email, phone=ph)))
    for extra, tr in FIELDS_ONLY:
        n += 1
        first, last = new_name()
        email = new_email(first, last)
        z = extra.pop("zip")
        body = {"firstName": first, "lastName": last, "email": email, "statusId": 1, "phone": phone(zips()[z][3]), "address": address(z)}
        body.update(extra)
        la, lo, city, st = zips()[z]
        t = dict(profession=None, specialty=None, years={}, zip=z, city=city, state=st, licences=[], certs=[], skills=[], shiftPref=None, roles=[])
        t.update(tr)
        t["designedFor"] = {"job": None, "grade": None, "kind": "fields-only", "why": "no resume; graded on the fields and notes"}
        out.append(({"key": "C%04d" % n, "truth": t, "body": body, "resume": None}, None))
    from hand import HAND
    for h in HAND:
        n += 1
        first, last = new_name()
        email = new_email(first, last)
        z = h["zip"]
        la, lo, city, st = zips()[z]
        tr = dict(h["truth"])
        roles = [dict(profession=r[0], specialty=r[1], employer=r[2], title=None, start=r[3], end=r[4], city=r[5], state=r[6]) for r in tr.pop("roles")]
        yrs = {}
        for r in roles:
            if r["profession"] == tr["profession"]:
                y, m = map(int, r["start"].split("-"))
                ey, em = map(int, (r["end"] or "2026-11").split("-"))
                yrs[r["specialty"]] = yrs.get(r["specialty"], 0) + (ey * 12 + em) - (y * 12 + m)
        t = dict(profession=None, specialty=None, zip=z, city=city, state=st, licences=[], certs=[], skills=[], shiftPref=None)
        t.update(tr)
        t.update(years={k: round(v / 12.0, 2) for k, v in yrs.items()}, roles=roles, currentRole=any(r["end"] is None for r in roles),
                 designedFor={"job": h["job"], "grade": h["grade"], "kind": "hand-written", "why": h["why"]}, layout="hand-" + h["fmt"])
        body = {"firstName": first, "lastName": last, "email": email, "statusId": 1}
        out.append(({"key": "C%04d" % n, "truth": t, "body": body, "resume": None, "format": h["fmt"]},
                    h["text"].format(name="%s %s" % (first, last), email=email, phone=phone(st))))
    for i in range(5):
        n += 1
        first, last = new_name()
        email = new_email(first, last)
        t = dict(profession=None, specialty=None, years={}, zip=None, city=None, state=None, licences=[], certs=[], skills=[], shiftPref=None,
                 roles=[], currentRole=None, designedFor={"job": None, "grade": 0, "kind": "nothing", "why": "only name and email known"})
        out.append(({"key": "C%04d" % n, "truth": t, "body": {"firstName": first, "lastName": last, "email": email, "statusId": 1}, "resume": None}, None))
    return out

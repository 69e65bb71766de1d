"""From a Design to a candidate: dated roles, truth, resume facts (R) and API body."""
import math
import catalog as C
import gen as G
from gen import ym_add, ym_diff, ASOF_YM
from grade import zips, miles
import render as RD

EDU_DEFAULT = {"LPN": "Practical Nursing diploma, community college", "LVN": "Vocational Nursing certificate, American River College",
               "CNA": "State-tested CNA program", "Patient Care Technician": "Patient Care Technician certificate",
               "Paramedic": "Paramedic certificate, community college", "Nurse Practitioner": "MSN-FNP, Regis University",
               "Polysomnographic Technologist": "AAS Polysomnographic Technology", "Physical Therapist Assistant": "AAS Physical Therapist Assistant",
               "Occupational Therapist": "MOT, Midwestern University", "Sonographer": "AAS Diagnostic Medical Sonography",
               "Sterile Processing Technician": "Sterile Processing certificate", "Medical Laboratory Technician": "AAS Medical Laboratory Technology",
               "Phlebotomist": "Phlebotomy certificate", "Data Analyst": "BS Business Analytics", "QA Engineer": "BS Information Systems",
               "Data Scientist": "MS Statistics", "Low Voltage Technician": "BICSI Installer 1 course", "Appliance Repair Technician": "Appliance service training",
               "Pipefitter": "Pipefitter apprenticeship (UA)", "Delivery Driver": "High school diploma", "Machine Operator": "High school diploma; forklift certified"}

AREA = {"IL": "312", "TX": "713", "GA": "404", "CO": "303", "AZ": "602", "CA": "916", "NC": "704", "TN": "615", "MA": "617",
        "OH": "614", "WA": "206", "MN": "612", "WI": "414", "IN": "317", "FL": "813", "NV": "702", "OR": "503", "NM": "505",
        "MO": "816", "SC": "864", "AL": "205", "UT": "801", "KY": "502", "MI": "313", "NY": "212", "NJ": "973", "NH": "603",
        "NE": "402", "VA": "804", "ID": "208", "PA": "412"}
STREETS = ["Maple Ave", "Oak St", "Lincoln Blvd", "Washington St", "Cedar Ln", "Park Ave", "Elm St", "Highland Dr", "Lakeview Ter",
           "Sunset Blvd", "Ridge Rd", "Willow Way", "Main St", "Church St", "Pine St", "Mesa Dr", "River Rd"]


def nearest_metro(z):
    return min(C.METROS, key=lambda m: miles(C.METROS[m][0], z))


def employer(prof, spec, metro, rng, travel=False):
    pre = rng.choice(C.METROS[metro][3])
    if prof in ("Software Engineer", "Data Analyst", "QA Engineer", "Data Scientist"):
        return rng.choice(C.TECH_COMPANIES)
    if prof in C.TRADE_TYPES:
        return "%s %s" % (pre, rng.choice(C.TRADE_TYPES[prof]))
    if prof in ("Electrician",) or prof in ("Low Voltage Technician",):
        return "%s Electric" % pre
    if prof in ("Pipefitter",):
        return "%s Mechanical Contractors" % pre
    if prof in ("Appliance Repair Technician",):
        return "%s Appliance Service" % pre
    if prof == "Delivery Driver":
        return "%s Beverage Distributors" % pre
    if prof == "Machine Operator":
        return "%s Packaging" % pre
    if prof == "Physical Therapist" and spec in ("Outpatient Ortho", "Home Health", "SNF", "Pediatrics"):
        return "%s %s" % (pre, {"Outpatient Ortho": rng.choice(["Physical Therapy", "Sports & Spine", "Orthopedic Rehab"]),
                                "Home Health": "Home Health", "SNF": "Care Center", "Pediatrics": "Pediatric Therapy"}[spec])
    if prof in ("Physical Therapist Assistant",):
        return "%s Physical Therapy" % pre
    if spec == "Ambulatory Surgery Center":
        return "%s Surgery Center" % pre
    if spec == "Long-Term Care":
        return "%s %s" % (pre, rng.choice(["Care Center", "Senior Living", "Health & Rehab"]))
    if prof == "Paramedic":
        return "%s %s" % (pre, rng.choice(["EMS", "Fire Department"]))
    if spec == "Urgent Care":
        return "%s Urgent Care" % pre
    if spec == "Clinic":
        return "%s Family Medicine" % pre
    if prof == "Radiologic Technologist" and rng.random() < .3:
        return "%s Imaging Center" % pre
    h = "%s %s" % (pre, rng.choice(C.HOSPITAL_TYPES))
    if travel:
        return "%s (assignment: %s)" % (rng.choice(C.AGENCIES), h)
    return h


def title_for(prof, spec, rng, held, travel, journeyman=True):
    if prof == "RN":
        return rng.choice(C.TITLES["Travel RN"] if travel else C.TITLES["RN"])
    if prof == "Software Engineer":
        return rng.choice({"Backend-Java": ["Senior Software Engineer", "Backend Engineer", "Software Engineer II", "Java Developer"],
                           "Backend-Go": ["Backend Engineer", "Software Engineer", "Senior Software Engineer"],
                           "Backend-Python": ["Backend Engineer", "Python Developer", "Software Engineer"],
                           "Backend-.NET": [".NET Developer", "Software Engineer"],
                           "Frontend": ["Frontend Engineer", "UI Engineer", "Senior Frontend Developer"],
                           "Full-stack": ["Full-Stack Developer", "Software Engineer"],
                           "Data Engineering": ["Data Engineer", "Senior Data Engineer"],
                           "DevOps/SRE": ["Site Reliability Engineer", "DevOps Engineer"],
                           "Mobile": ["iOS Engineer", "Mobile Developer"]}[spec])
    if prof == "Radiologic Technologist":
        return rng.choice({"CT": ["CT Technologist", "Lead CT Technologist", "CT Tech"], "MRI": ["MRI Technologist"],
                           "Diagnostic X-ray": ["Radiologic Technologist", "X-ray Tech", "Rad Tech"],
                           "Mammography": ["Mammography Technologist"]}[spec])
    if prof == "Welder":
        return rng.choice({"Pipe": ["Pipe Welder", "Combo Welder", "Welder"], "Structural": ["Structural Welder", "Welder"],
                           "Fabrication": ["Production Welder", "MIG Welder"]}[spec])
    if prof == "HVAC Technician":
        return rng.choice({"Commercial": ["Commercial HVAC Technician", "HVAC Service Technician", "Service Tech II"],
                           "Residential": ["Residential HVAC Technician", "HVAC Installer / Service Tech"],
                           "Refrigeration": ["Refrigeration Technician"]}[spec])
    if prof == "Electrician":
        if spec == "Apprentice":
            return "Electrical Apprentice"
        return rng.choice(["Journeyman Electrician", "Electrician", "Journeyman Wireman"]) if journeyman else "Electrician (trainee, 4th-year apprentice)"
    if prof == "CDL-A Driver":
        return "Dump Truck Driver (CDL-A)" if spec == "Dump/Construction" else rng.choice(["CDL-A Driver", "Class A Truck Driver", "Regional Driver", "Company Driver"])
    if prof == "Maintenance Technician":
        return rng.choice({"Industrial": ["Industrial Maintenance Tech", "Maintenance Mechanic", "Maintenance Tech II"],
                           "Facilities": ["Facilities Maintenance Technician", "Building Engineer"],
                           "Apartment/Property": ["Apartment Maintenance Tech", "Make-Ready Tech"]}[spec])
    ts = list(C.TITLES.get(prof, [prof]))
    if prof == "Respiratory Therapist" and "RRT" not in held:
        ts = ["Respiratory Therapist", "Respiratory Care Practitioner"] if "RCP" in held else ["Respiratory Therapist"]
    if prof == "Surgical Technologist" and "CST" not in held:
        ts = ["Surgical Technologist", "Surg Tech", "Scrub Tech"]
    if prof == "Medical Laboratory Scientist" and "MLS(ASCP)" not in held:
        ts = ["Medical Laboratory Scientist", "Clinical Laboratory Scientist"]
    return rng.choice(ts)


def forbidden_words(d):
    held_valid = {c["name"] for c in d.certs if not (c.get("expires") and c["expires"] < "2026-11-27")} | set(d.skills)
    words = []
    for s, ws in G.SKILL_WORDS.items():
        if s not in held_valid:
            words += ws
    for c in ["ACLS", "PALS", "NRP", "TNCC", "CST", "RRT", "CCRN", "BLS", "PCCN", "CNOR"]:
        if c not in held_valid:
            words.append(c)
    if d.shift == "day":
        words += ["night", "nights"]
    return words


def pick_bullets(d, prof, spec, rng, n):
    bs = C.BULLETS.get((prof, spec), [])
    bad = forbidden_words(d)
    bs = [b for b in bs if not any(w.lower() in b.lower() for w in bad)]
    rng.shuffle(bs)
    return bs[:n]


def allowed_states(d, prof):
    """states where this person could have practised their licensed profession (None = anywhere)."""
    lt = G.LIC_TYPE.get(prof)
    if prof != d.prof or not lt or lt in ("CDL-A", "CDL-B"):
        return None
    s = set()
    for l in d.licences:
        if l["type"] != lt or l.get("status") == "pending":
            continue
        s.add(l["state"])
        if l.get("multistate") and l["state"] in G.NLC:
            s |= G.NLC
    return s or None


def make_roles(d, rng):
    home_metro = nearest_metro(d.zip)
    roles = []
    end = d.ended
    t_end = d.ended or ASOF_YM
    segs = list(reversed(d.segs))
    journeyman = any(l["type"] == "Journeyman Electrician" for l in d.licences)
    held = {c["name"] for c in d.certs} | {l["type"] for l in d.licences}
    for i, s in enumerate(segs):
        start = ym_add(t_end, -s["months"])
        trav = s.get("travel", False)
        prof, spec = s["prof"], s["spec"]
        ok = allowed_states(d, prof)
        pool = [m for m in C.METROS if ok is None or C.METROS[m][1] in ok]
        base = home_metro if home_metro in pool else min(pool, key=lambda m: miles(C.METROS[m][0], d.zip))
        metro = base
        if trav:
            metro = rng.choice([m for m in pool if m != home_metro])
        elif i > 0 and rng.random() < .15:
            metro = rng.choice(pool)
        if metro == home_metro and not trav:
            z = d.zip if (i == 0 and rng.random() < .5) else rng.choice(G.zips_near(d.zip, 0, 15))
        else:
            z = rng.choice(G.zips_near(C.METROS[metro][0], 0, 8))
        city, st = zips()[z][2], zips()[z][3]
        unit = None
        if (prof, spec) in C.UNIT_NAMES:
            bad = forbidden_words(d)
            units = [u for u in C.UNIT_NAMES[(prof, spec)] if not any(w.lower() in u.lower() for w in bad)] or [spec]
            unit = rng.choice(units)
        if prof == "Electrician" and spec == "Apprentice":
            unit = "Apprentice (commercial/residential)"
        title = title_for(prof, spec, rng, held, trav, journeyman or i > 0)
        n = 4 if i == 0 else (2 if i < 3 else 0)
        roles.append(dict(prof=prof, spec=spec, start=start, end=end, employer=employer(prof, spec, metro, rng, trav),
                          city=city, st=st, unit=unit, title=title, travel=trav,
                          bullets=pick_bullets(d, prof, spec, rng, n) if n else [],
                          dur=dur_text(start, end)))
        gap = rng.choice([0, 0, 0, 1, 1, 2, 3, 0, 5])
        end = ym_add(start, -gap)
        t_end = end
    return roles


def dur_text(start, end):
    m = ym_diff(end or ASOF_YM, start) + 1
    y, mo = divmod(m, 12)
    return " ".join(x for x in ["%d yr%s" % (y, "s" if y > 1 else "") if y else "", "%d mo%s" % (mo, "s" if mo > 1 else "") if mo else ""] if x)


def years_by_spec(d, roles):
    out = {}
    for r in roles:
        if r["prof"] != d.prof or not r["spec"]:
            continue
        out[r["spec"]] = out.get(r["spec"], 0) + ym_diff(r["end"] or ASOF_YM, r["start"])
    return {k: round(v / 12.0, 2) for k, v in out.items()}


def truth_of(d, roles):
    z = zips()[d.zip]
    return {"profession": d.prof, "specialty": d.spec, "years": years_by_spec(d, roles),
            "zip": d.zip, "city": z[2], "state": z[3],
            "licences": [dict({k: l.get(k) for k in ("type", "state", "multistate", "expires", "status")}, singleState=bool(l.get("single"))) for l in d.licences],
            "certs": [dict(c) for c in d.certs], "skills": list(d.skills), "shiftPref": d.shift,
            "currentRole": d.ended is None,
            "roles": [{"profession": r["prof"], "specialty": r["spec"], "employer": r["employer"], "title": r["title"],
                       "start": "%d-%02d" % r["start"], "end": ("%d-%02d" % r["end"]) if r["end"] else None,
                       "city": r["city"], "state": r["st"]} for r in roles],
            "designedFor": {"job": d.job["key"], "grade": d.grade, "kind": d.kind, "why": d.note or "strong fit"}}


HEAD = {"RN": "{unit} Registered Nurse", "Software Engineer": "{title}", "Respiratory Therapist": "Respiratory Therapist - {unit}",
        "Physical Therapist": "Physical Therapist ({unit})", "Radiologic Technologist": "{title}", "Surgical Technologist": "{title} - {unit}",
        "Medical Laboratory Scientist": "{title}, {unit}"}

SUMMARY = {
    "RN": ["Registered nurse with {tot} years of experience{incl}. Calm under pressure, strong assessment skills, Epic and Cerner charting.",
           "Compassionate, detail-oriented RN ({tot} yrs){incl}. Comfortable precepting and taking charge.",
           "{tot} years as an RN{incl}. Looking for a unit with strong teamwork and good ratios."],
    "Software Engineer": ["Software engineer with {tot} years of professional experience{incl}. I like boring, reliable systems and good tests.",
                          "{tot} years building production software{incl}."],
    "_": ["{ptitle} with {tot} years of experience{incl}.", "Dependable {ptitle_l} - {tot} years in the field{incl}."],
}


def summary_for(d, roles, rng):
    tot_m = sum(ym_diff(r["end"] or ASOF_YM, r["start"]) for r in roles if r["prof"] == d.prof)
    tot = tot_m // 12
    if tot < 1:
        return "New to the profession and eager to learn; completed clinical rotations and orientation." if d.prof in ("RN",) else ""
    ys = years_by_spec(d, roles)
    incl = ""
    if d.spec in ys and int(ys[d.spec]) >= 1 and int(ys[d.spec]) < tot:
        incl = ", including %d in %s" % (int(ys[d.spec]), roles[0]["unit"] or d.spec)
    t = rng.choice(SUMMARY.get(d.prof, SUMMARY["_"]))
    return t.format(tot=tot, incl=incl, ptitle=d.prof, ptitle_l=d.prof.lower())


def licence_lines(d, rng):
    ls = [l for l in d.licences]
    out = []
    plain = [l for l in ls if l["type"] == "RN" and not l.get("multistate") and not l.get("single") and not l.get("expires") and l.get("status") != "pending"]
    if len(plain) >= 2 and rng.random() < .7:
        out.append("Licensed in %s" % " and ".join(l["state"] for l in plain))
        ls = [l for l in ls if l not in plain]
    return out + [RD.licence_line(l, rng) for l in ls]


PROF_FIELD = {"RN": ["RN", "Registered Nurse", "Nurse", "RN"], "Respiratory Therapist": ["Respiratory", "Respiratory Therapist"],
              "Physical Therapist": ["PT", "Physical Therapist"], "Radiologic Technologist": ["Rad Tech", "Radiologic Technologist", "CT Tech"],
              "Surgical Technologist": ["Surgical Tech", "Surgical Technologist"], "Medical Laboratory Scientist": ["Medical Technologist", "MLS", "Lab Scientist"],
              "Software Engineer": ["Software Engineer", "Developer", "Software Developer"], "Electrician": ["Electrician"],
              "HVAC Technician": ["HVAC Tech", "HVAC"], "Welder": ["Welder"], "CDL-A Driver": ["CDL-A Driver", "Truck Driver", "Class A Driver"],
              "Maintenance Technician": ["Maintenance Tech", "Maintenance Technician"], "LPN": ["Nurse"], "LVN": ["LVN"],
              "CNA": ["CNA"], "Patient Care Technician": ["PCT"], "Paramedic": ["Paramedic"]}
SPEC_FIELD = {("RN", "ICU"): ["Critical Care", "ICU", "MICU", "Intensive Care"], ("RN", "PCU"): ["Step-Down", "PCU", "Progressive Care"],
              ("RN", "Telemetry"): ["Tele", "Telemetry"], ("RN", "Med-Surg"): ["Med Surg", "Med/Surg", "Medical-Surgical"],
              ("RN", "ED"): ["ER", "ED", "Emergency"], ("RN", "L&D"): ["L&D", "Labor and Delivery"], ("RN", "Postpartum"): ["Mother/Baby", "Postpartum"],
              ("RN", "OR"): ["OR", "Periop"], ("RN", "PACU"): ["PACU"], ("RN", "Urgent Care"): ["Urgent Care"],
              ("Software Engineer", "Backend-Java"): ["Java", "Backend"], ("Software Engineer", "Backend-Go"): ["Go", "Backend (Go)"],
              ("Software Engineer", "Backend-Python"): ["Python", "Backend"], ("Software Engineer", "Frontend"): ["Frontend", "Front-end"],
              ("Software Engineer", "Data Engineering"): ["Data Engineering", "Data"], ("Software Engineer", "Full-stack"): ["Full Stack"],
              ("Respiratory Therapist", "Adult Critical Care"): ["Critical Care", "Adult ICU"]}

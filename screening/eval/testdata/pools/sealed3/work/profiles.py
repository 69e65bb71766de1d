"""Candidate profiles (truth) built per job and per variant."""
import random

from grade import ADJ, NLC, zips, miles, ym

AS_OF_YM = ym("2026-11")

STATE_NAMES = {"AL": "Alabama", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado", "FL": "Florida",
               "GA": "Georgia", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas", "KY": "Kentucky",
               "LA": "Louisiana", "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi",
               "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada", "NJ": "New Jersey", "NM": "New Mexico",
               "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon",
               "SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VA": "Virginia",
               "WA": "Washington", "WI": "Wisconsin", "WV": "West Virginia", "WY": "Wyoming", "DE": "Delaware", "NH": "New Hampshire",
               "ME": "Maine", "VT": "Vermont", "HI": "Hawaii", "AK": "Alaska", "DC": "District of Columbia"}

# home metros for travellers / remote workers / far candidates: zip
HOMES = ["78704", "77008", "32806", "33614", "30306", "28205", "29407", "37209", "38104", "63118", "64111", "73118",
         "85282", "80220", "87505", "84106", "53215", "98103", "23220", "70115", "35205", "40204", "46220", "43215",
         "60614", "97214", "89123", "55408", "10025", "02139", "48201", "95814", "92104", "68131", "83706", "50310"]
COMPACT_HOMES = [z for z in HOMES if z in zips() and zips()[z][3] in NLC]

UNREL = {
    "RN": ["Oncology", "Psych", "NICU", "Dialysis", "L&D", "OR", "ED", "Med-Surg", "ICU"],
    "Physical Therapist": ["Home Health", "Pediatrics", "Acute Care", "Inpatient Rehab"],
    "Radiologic Technologist": ["MRI", "Mammography"],
    "Surgical Technologist": [],
    "Medical Laboratory Scientist": ["Cytogenetics"],
    "Software Engineer": ["Mobile"],
    "Electrician": ["Residential Electrical"],
    "HVAC Technician": [],
    "Welder": ["Aerospace TIG"],
    "Maintenance Technician": [],
}
NOSPEC_ROLE = {"Respiratory Therapist": [None], "CDL-A Truck Driver": ["Tanker", "Dry Van", "Flatbed"]}

OTHER_PROF = {
    "J01": ["CNA", "Paramedic", "Respiratory Therapist", "LPN"], "J02": ["Telemetry Monitor Technician", "LPN"],
    "J03": ["Paramedic", "EMT", "Patient Care Technician"], "J04": ["LVN", "Surgical Technologist"],
    "J05": ["LPN", "CNA", "Patient Care Technician"], "J06": ["Paramedic", "LPN"],
    "J07": ["Surgical Technologist", "Sterile Processing Technician"], "J08": ["Polysomnographic Technologist", "RN"],
    "J09": ["Physical Therapist Assistant", "Athletic Trainer", "Occupational Therapist"],
    "J10": ["Nuclear Medicine Technologist", "Diagnostic Medical Sonographer"],
    "J11": ["Sterile Processing Technician", "RN"], "J12": ["Medical Laboratory Technician", "Phlebotomist", "Histotechnician"],
    "J13": ["Polysomnographic Technologist", "EMT"], "J14": ["Medical Assistant", "Diagnostic Medical Sonographer"],
    "J15": ["Data Analyst", "IT Support Specialist"], "J16": ["IT Support Specialist", "Data Analyst"],
    "J17": ["UX Designer", "Data Analyst"], "J18": ["Data Analyst"], "J19": ["Maintenance Technician", "HVAC Technician"],
    "J20": ["Electrician", "Plumber"], "J21": ["Pipefitter", "Machinist"], "J22": ["Delivery Driver", "Bus Driver", "Forklift Operator"],
    "J23": ["Machine Operator", "Custodian", "Automotive Technician"], "J24": ["Maintenance Technician", "HVAC Technician"],
}
# earlier careers people move out of (prior roles in another profession)
PRIOR_OTHER = {"RN": ["CNA", "Patient Care Technician", "LPN", "EMT"], "Respiratory Therapist": ["EMT"],
               "Physical Therapist": ["Physical Therapist Assistant", "Athletic Trainer"],
               "Radiologic Technologist": ["Medical Assistant"], "Surgical Technologist": ["Sterile Processing Technician"],
               "Medical Laboratory Scientist": ["Phlebotomist", "Medical Laboratory Technician"],
               "Software Engineer": ["Data Analyst", "IT Support Specialist"], "Electrician": ["Custodian"],
               "HVAC Technician": ["Automotive Technician"], "Welder": ["Machine Operator"],
               "CDL-A Truck Driver": ["Forklift Operator", "Delivery Driver"], "Maintenance Technician": ["Machine Operator"]}

# plausible moves out of a job's profession (old role in the job's profession, current role in another)
CAREER_CHANGES = {("Software Engineer", "Data Analyst"), ("Software Engineer", "IT Support Specialist"), ("Software Engineer", "UX Designer"),
                  ("Electrician", "Maintenance Technician"), ("Electrician", "HVAC Technician"),
                  ("Respiratory Therapist", "Polysomnographic Technologist"), ("HVAC Technician", "Plumber"), ("Welder", "Pipefitter"),
                  ("Welder", "Machinist"), ("Maintenance Technician", "Machine Operator"), ("CDL-A Truck Driver", "Forklift Operator"),
                  ("Radiologic Technologist", "Diagnostic Medical Sonographer"), ("Surgical Technologist", "Sterile Processing Technician")}

_near_cache = {}


def near_zip(z, maxmi, rng, minmi=0.0):
    key = (z, maxmi, minmi)
    if key not in _near_cache:
        Z = zips()
        la, lo = Z[z][0], Z[z][1]
        cand = [k for k, v in Z.items() if abs(v[0] - la) < 8 and abs(v[1] - lo) < 10]
        _near_cache[key] = sorted(k for k in cand if minmi <= miles(k, z) <= maxmi)
    return rng.choice(_near_cache[key])


def fmt_ym(m):
    return "%04d-%02d" % (m // 12, m % 12 + 1)


def valid_exp(rng):
    return "%04d-%02d-%02d" % _valid_parts(rng)


def _valid_parts(rng):
    y = rng.choice([2027, 2028, 2028, 2029, 2029, 2030])
    m = rng.randint(10, 12) if y == 2027 else rng.randint(1, 12)
    return (y, m, rng.choice([1, 15, 28, 30]) if m != 2 else 28)


def expired_exp(rng):
    y = rng.choice([2023, 2024, 2025, 2025, 2026])
    m = rng.randint(1, 8) if y == 2026 else rng.randint(1, 12)
    return "%04d-%02d-%02d" % (y, m, 28 if m == 2 else rng.choice([1, 15, 30]))


class Profile(dict):
    pass


def make(job, variant, rng, key):
    """variant: set of tokens. Returns a profile dict (the truth plus rendering hints)."""
    jt = job["truth"]
    prof = jt["profession"]
    jspec = jt["specialty"]
    p = Profile(profession=prof, roles=[], licences=[], pendingLicences=[], certs={}, shiftPref=None, zip=None,
                home_state=None, hints={})
    # ---- location
    local_job = not (jt["remote"] or jt["travel"])
    licmiss = bool(variant & {"waive", "pending", "single", "multi"})
    if "far" in variant or "lonly" in variant:
        z = near_zip(jt["zip"], 420, rng, minmi=max(45, jt["radius"] + 20))
    elif licmiss and not local_job:
        # a traveller from another state who holds only that state's licence
        pool = [h for h in (COMPACT_HOMES if prof == "RN" else HOMES) if zips()[h][3] != jt["state"]]
        z = near_zip(rng.choice(pool), 12, rng)
    elif local_job or rng.random() < 0.3:
        z = near_zip(jt["zip"], jt["radius"] * 0.8, rng)
    else:
        pool = COMPACT_HOMES if prof == "RN" and jt["state"] in NLC else HOMES
        z = rng.choice(pool)
        z = near_zip(z, 12, rng)
    p["zip"] = z
    hs = zips()[z][3]
    p["home_state"] = hs
    moved = licmiss and local_job  # just moved here; licence is from the state they left
    # ---- profession / specialty
    if "prof" in variant:
        other = rng.choice(OTHER_PROF[job["key"]])
        p["profession"] = other
        cur_spec = None
        if other == "RN":
            cur_spec = rng.choice(["ICU", "ED", "Med-Surg"])
        p["hints"]["otherprof"] = other
        months_cur = rng.randint(2, 9) * 12 + rng.randint(0, 5)
        roles = []
        if (prof, other) in CAREER_CHANGES and rng.random() < 0.6:
            # used to work in the job's profession; no longer does
            roles.append(dict(profession=prof, specialty=jspec or NOSPEC_ROLE.get(prof, [None])[0], months=rng.randint(2, 5) * 12, current=False))
        roles.append(dict(profession=other, specialty=cur_spec, months=months_cur, current=True))
        _place_roles(p, roles, rng)
        _other_creds(p, other, jt, rng)
        return p
    if jspec:
        if "adj" in variant:
            spec = rng.choice(sorted(ADJ[jspec]))
        elif "unrel" in variant:
            opts = [s for s in UNREL.get(prof, []) if s != jspec and s not in ADJ.get(jspec, ())]
            spec = rng.choice(opts)
        else:
            spec = jspec
    else:
        spec = rng.choice(NOSPEC_ROLE[prof])
    miny = jt["minYears"]
    roles = []
    # optional earlier career in another profession
    if rng.random() < 0.3:
        roles.append(dict(profession=rng.choice(PRIOR_OTHER[prof]), specialty=None,
                          months=rng.randint(8, 40), current=False))
    # optional earlier stint in another specialty of the same profession (whole years)
    others = [s for s in UNREL.get(prof, []) + sorted(ADJ.get(jspec, ())) if s not in (spec, jspec)]
    if jspec and "adj" not in variant and "unrel" not in variant:
        others = [s for s in others if s not in ADJ.get(jspec, ())] or others
    if "adj" in variant:
        others = [s for s in others if s != jspec]
    if jspec and others and rng.random() < 0.35:
        roles.append(dict(profession=prof, specialty=rng.choice([s for s in others if s != jspec]) if [s for s in others if s != jspec] else None,
                          months=rng.randint(1, 3) * 12, current=False))
    if "short" in variant and miny >= 1:
        if rng.random() < 0.5:
            # short current role: stays short until 2027-05-31 (months % 12 <= 5)
            short_m = 12 * (miny - 1) + rng.randint(1, 5)
            roles.append(dict(profession=prof, specialty=spec, months=short_m, current=True))
        else:
            short_m = 12 * miny - rng.randint(3, 9)
            roles.append(dict(profession=prof, specialty=spec, months=short_m, current=False))
            if rng.random() < 0.5 and jspec:
                nxt = [s for s in UNREL.get(prof, []) if s != jspec and s not in ADJ.get(jspec, ()) and s != spec]
                if nxt:
                    roles.append(dict(profession=prof, specialty=rng.choice(nxt), months=rng.randint(1, 3) * 12 + rng.randint(0, 5),
                                      current=True))
            if not roles[-1]["current"]:
                p["hints"]["gap"] = True
    else:
        base = max(miny, 1)
        m = (base + rng.randint(0, 6)) * 12 + rng.randint(0, 5)
        if m < 12 * miny + 6:
            m = 12 * miny + rng.randint(0, 5) + 12
        if miny == 0 and rng.random() < 0.3:
            m = rng.randint(2, 5)  # new grad
        # sometimes split the experience over two employers (first one whole years)
        if m >= 36 and rng.random() < 0.5:
            first = 12 * rng.randint(1, m // 12 - 1)
            roles.append(dict(profession=prof, specialty=spec, months=first, current=False, travel=rng.random() < .3))
            m -= first
            m = (m // 12) * 12 + min(m % 12, 5)
        roles.append(dict(profession=prof, specialty=spec, months=m, current=True))
    if (moved or "licexp" in variant) and roles[-1]["current"]:
        roles[-1]["current"] = False
        p["hints"]["gap"] = True
    _place_roles(p, roles, rng)
    # ---- licence
    lic = jt["licence"]
    ltype = lic["type"] if lic else {"RN": "RN", "Respiratory Therapist": "RT", "Physical Therapist": "PT",
                                     "Electrician": "Journeyman Electrician", "CDL-A Truck Driver": "CDL-A"}.get(prof)
    if ltype:
        _licences(p, job, ltype, variant, rng)
        if moved and p["licences"]:
            p["hints"]["moved_from"] = p["licences"][0]["state"]
    # ---- certs
    for c in jt["hardCerts"]:
        if "hard" in variant and c == jt["hardCerts"][0]:
            alt = {"RRT": "CRT", "ARRT(R)": None, "CST": None, "MLS(ASCP)": None, "EPA 608 Universal": "EPA 608 Type II",
                   "AWS D1.1": None}[c]
            if alt:
                p["certs"][alt] = None
            p["hints"]["hard"] = c
            continue
        p["certs"][c] = None if rng.random() < 0.6 else valid_exp(rng)
    soft = list(jt["certs"])
    drop = []
    n_drop = sum(1 for t in variant if t.startswith("nocert"))
    if "nocert2" in variant:
        n_drop = 2
    if n_drop:
        drop = rng.sample(soft, min(n_drop, len(soft)))
    for c in soft:
        if c in drop:
            if rng.random() < 0.5:
                p["certs"][c] = expired_exp(rng)
            continue
        p["certs"][c] = valid_exp(rng) if c not in ("Tanker Endorsement", "OSHA 10") else None
    # extra certs typical for the profession (not required by this job)
    extra = {"RN": {"ICU": ["ACLS", "CCRN"], "PCU": ["ACLS", "PCCN"], "Telemetry": ["ACLS"], "ED": ["ACLS", "PALS", "TNCC"],
                    "L&D": ["NRP"], "Postpartum": ["NRP"], "OR": ["ACLS"], "PACU": ["ACLS", "PALS"], "NICU": ["NRP"]}.get(spec, []) + ["BLS"],
             "Respiratory Therapist": ["BLS", "ACLS", "NRP", "PALS"],
             "Radiologic Technologist": ["BLS"], "Surgical Technologist": ["BLS"], "HVAC Technician": ["NATE"],
             "Electrician": ["OSHA 10"], "CDL-A Truck Driver": ["DOT Medical Card", "Hazmat Endorsement"]}.get(prof, [])
    for c in extra:
        if c not in p["certs"] and c not in drop and rng.random() < 0.4:
            p["certs"][c] = valid_exp(rng) if c not in ("OSHA 10", "Hazmat Endorsement") else None
    # ---- shift
    js = jt["shift"]
    if "shift" in variant and js:
        p["shiftPref"] = rng.choice([s for s in ("day", "night", "evening") if s != js and not (js == "evening" and s == "day" and False)])
    elif js and rng.random() < 0.35:
        p["shiftPref"] = js
    elif not js and rng.random() < 0.25 and prof not in ("Software Engineer",):
        p["shiftPref"] = rng.choice(["day", "night"])
    return p


def _place_roles(p, roles, rng):
    """Assign start/end dates backwards from today. roles are given oldest first; the last may be current."""
    t = AS_OF_YM
    out = []
    for i, r in enumerate(reversed(roles)):
        if r["current"]:
            end = None
            start = t - r["months"]
        else:
            gap = rng.randint(2, 10) if i == 0 else rng.choice([0, 0, 0, 1, 2])
            e = t - gap
            end = e
            start = e - r["months"]
        out.append(dict(profession=r["profession"], specialty=r["specialty"], start=fmt_ym(start),
                        end=fmt_ym(end) if end is not None else None, travel=r.get("travel", False)))
        t = start
    p["roles"] = list(out)  # newest first
    p["profession"] = out[0]["profession"]


def _licences(p, job, ltype, variant, rng):
    jt = job["truth"]
    js = jt["state"]
    hs = p["home_state"]
    num = lambda: "%s%06d" % ({"RN": "RN", "RT": "RC", "PT": "PT", "MRT": "MRT", "Journeyman Electrician": "JE", "CDL-A": ""}[ltype],
                              rng.randint(100000, 999999))
    L = p["licences"]
    if ltype == "CDL-A":
        if "licexp" in variant:
            L.append(dict(type="CDL-A", state=hs, multistate=False, expires=expired_exp(rng), number=num()))
        elif "nolic" in variant:
            pass
        else:
            L.append(dict(type="CDL-A", state=hs, multistate=False, expires=valid_exp(rng), number=num()))
        return
    if "licexp" in variant:
        L.append(dict(type=ltype, state=js, multistate=ltype == "RN" and js in NLC and rng.random() < .5,
                      expires=expired_exp(rng), number=num()))
        return
    if "nolic" in variant:
        return
    if "single" in variant:
        # single-state licence from another compact state (RN) for a compact job
        st = hs if (hs in NLC and hs != js) else rng.choice([s for s in ("TX", "GA", "NC", "FL", "MO", "VA", "UT", "CO") if s != js])
        L.append(dict(type=ltype, state=st, multistate=False, expires=valid_exp(rng), number=num()))
        return
    if "multi" in variant:
        # multistate compact licence presented for a job in a non-compact state
        st = hs if hs in NLC else rng.choice(["AZ", "TX", "MO", "WI", "CO"])
        L.append(dict(type=ltype, state=st, multistate=True, expires=valid_exp(rng), number=num()))
        return
    if "waive" in variant or "pending" in variant:
        st = hs if hs != js else rng.choice(["AZ", "TX", "OR", "MN", "WA"])
        L.append(dict(type=ltype, state=st, multistate=ltype == "RN" and st in NLC, expires=valid_exp(rng), number=num()))
        if "pending" in variant:
            p["pendingLicences"].append(dict(type=ltype, state=js))
        return
    # valid licence
    if ltype == "RN" and js in NLC:
        if hs in NLC and (hs != js or rng.random() < 0.6):
            L.append(dict(type="RN", state=hs, multistate=True, expires=valid_exp(rng), number=num()))
        else:
            L.append(dict(type="RN", state=js, multistate=rng.random() < .5 if hs == js else False,
                          expires=valid_exp(rng), number=num()))
            if hs != js and hs in NLC:
                L[-1]["multistate"] = False
    else:
        L.append(dict(type=ltype, state=js, multistate=False, expires=valid_exp(rng), number=num()))
    if rng.random() < 0.25 and hs != js:
        L.append(dict(type=ltype, state=hs, multistate=ltype == "RN" and hs in NLC, expires=valid_exp(rng), number=num()))


def _other_creds(p, other, jt, rng):
    c = p["certs"]
    if other in ("CNA", "LPN", "LVN", "Patient Care Technician", "Paramedic", "EMT", "Telemetry Monitor Technician",
                 "Respiratory Therapist", "RN", "Surgical Technologist", "Sterile Processing Technician"):
        c["BLS"] = valid_exp(rng)
    if other in ("Paramedic", "Respiratory Therapist", "RN"):
        c["ACLS"] = valid_exp(rng)
    if other == "Respiratory Therapist":
        c["RRT"] = None
    if other == "Surgical Technologist":
        c["CST"] = None
    if other == "Medical Laboratory Technician":
        c["MLT(ASCP)"] = None
    if other == "LPN":
        p["licences"].append(dict(type="LPN", state=jt["state"], multistate=jt["state"] in NLC, expires=valid_exp(rng),
                                  number="LPN%06d" % rng.randint(100000, 999999)))
    if other == "RN":
        p["licences"].append(dict(type="RN", state=jt["state"], multistate=False, expires=valid_exp(rng),
                                  number="RN%06d" % rng.randint(100000, 999999)))
    if other == "Bus Driver":
        p["licences"].append(dict(type="CDL-B", state=p["home_state"], multistate=False, expires=valid_exp(rng),
                                  number="%06d" % rng.randint(100000, 999999)))
    if other == "Electrician":
        p["licences"].append(dict(type="Journeyman Electrician", state=jt["state"], multistate=False,
                                  expires=valid_exp(rng), number="JE%06d" % rng.randint(100000, 999999)))
    if other in ("Maintenance Technician",) and jt["profession"] == "Electrician":
        c["OSHA 10"] = None
    if other == "HVAC Technician":
        c["EPA 608 Universal"] = None
    if other == "Pipefitter":
        c["ASME IX 6G"] = None


def truth_of(p):
    prof = p["profession"]
    roles = [dict(profession=r["profession"], specialty=r["specialty"], start=r["start"], end=r["end"]) for r in p["roles"]]
    specs = []
    years = {}
    for r in roles:
        if r["profession"] == prof and r["specialty"]:
            if r["specialty"] not in specs:
                specs.append(r["specialty"])
    for s in specs:
        m = sum(ym(r["end"] or "2026-11") - ym(r["start"]) for r in roles if r["profession"] == prof and r["specialty"] == s)
        years[s] = round(m / 12, 2)
    tm = sum(ym(r["end"] or "2026-11") - ym(r["start"]) for r in roles if r["profession"] == prof)
    if roles:
        years["(all " + prof + ")"] = round(tm / 12, 2)
    return {"profession": prof, "zip": p["zip"], "specialties": specs, "years": years,
            "licences": [dict(type=l["type"], state=l["state"], multistate=l["multistate"], expires=l["expires"]) for l in p["licences"]],
            "pendingLicences": p["pendingLicences"], "certs": dict(p["certs"]), "shiftPref": p["shiftPref"], "roles": roles}

"""Builds pool sealed8: jobs.json, candidates.json, resumes/, grades.tsv, meta.json.
Truth is constructed first; resumes/notes are rendered from truth; grade.py grades every pair."""
import json, os, random, subprocess, sys, shutil, html
sys.path.insert(0, os.path.dirname(__file__))
from grade import grade, miles, zips, ADJ, COMPACT, ASOF, years_in
from jobs import JOBS
from people import *
from fmt import ym_forms, date_forms, MON, MONTH

OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
R = random.Random(20261127)
Z = zips()
JOBMAP = {j["key"]: j for j in JOBS}
LICTYPE = {"RN": "RN", "RT": "RT", "PT": "PT", "Electrician": "Electrician"}

# ---------------------------------------------------------------- places
def near(zc, lo, hi, states=None):
    out = []
    for z, (la, lo_, city, st) in Z.items():
        if states and st not in states: continue
        d = miles(z, zc)
        if lo <= d <= hi: out.append(z)
    return sorted(out)

BANNED = {("CHICAGO", "IL"), ("HOUSTON", "TX"), ("SACRAMENTO", "CA"), ("CHARLOTTE", "NC"), ("PHOENIX", "AZ"), ("SEATTLE", "WA"),
          ("BOSTON", "MA"), ("LOUISVILLE", "KY"), ("ATLANTA", "GA"), ("PORTLAND", "OR"), ("NASHVILLE", "TN"), ("MINNEAPOLIS", "MN"),
          ("TAMPA", "FL"), ("SAN DIEGO", "CA"), ("ALBUQUERQUE", "NM"), ("COLUMBUS", "OH"), ("DETROIT", "MI"), ("OKLAHOMA CITY", "OK"),
          ("MILWAUKEE", "WI"), ("KANSAS CITY", "MO"), ("KANSAS CITY", "KS"), ("SALT LAKE CITY", "UT"), ("RICHMOND", "VA")}
LOCAL, FAR = {}, {}
for j in JOBS:
    t = j["truth"]
    LOCAL[j["key"]] = near(t["zip"], 0, t["radius"] * 0.75)
    FAR[j["key"]] = [z for z in near(t["zip"], t["radius"] + 15, 260) if (Z[z][2].upper(), Z[z][3]) not in BANNED]
METRO_ZIPS = ["78704", "32801", "29201", "35203", "50309", "83702", "59101", "85719", "31401", "37902", "74103", "67202",
              "40507", "72201", "39201", "23510", "45202", "53703", "79902", "58102", "25301", "68508"]
METRO_ZIPS = [z for z in METRO_ZIPS if z in Z]

def shift_ym(ym, d):
    y, m = map(int, ym.split("-")); t = y * 12 + m - 1 - d
    return f"{t // 12:04d}-{t % 12 + 1:02d}"

def ym_back(months):
    t = 2026 * 12 + 10 - months
    return f"{t // 12:04d}-{t % 12 + 1:02d}"

def valid_date():
    y = R.choice([2027, 2028, 2028, 2029, 2029, 2030]); m = R.randint(1, 12)
    if y == 2027: m = R.randint(10, 12)
    return f"{y}-{m:02d}-{R.choice([28, 30, 31]) if m != 2 else 28:02d}".replace("-04-31", "-04-30").replace("-06-31", "-06-30").replace("-09-31", "-09-30").replace("-11-31", "-11-30")

def expired_date():
    y = R.choice([2024, 2025, 2025, 2026]); m = R.randint(1, 12) if y < 2026 else R.randint(1, 8)
    return f"{y}-{m:02d}-{28 if m == 2 else 30 if m in (4, 6, 9, 11) else 31}"

# ---------------------------------------------------------------- truth
def other_spec(prof, S):
    c = [s for s in UNRELATED_SPEC.get(prof, []) if s != S and s not in ADJ.get(S, ())]
    return R.choice(c) if c else None

HIST = {"RN": ["MedSurg", "Tele", "Oncology", "Psych", "HomeHealth", "Postpartum", "ED", "PCU"], "SWE": ["Mobile", "Fullstack", "BackendPython"],
        "Electrician": ["Residential"], "RadTech": ["XRay", "Mammo"], "PT": ["SNF"]}
def hist_spec(prof, S):
    c = [s for s in HIST.get(prof, []) if s != S and s not in ADJ.get(S, ())]
    return R.choice(c) if c else None

def build_roles(prof, S, months_total, current=True, end_back=0):
    """roles in (prof,S) totalling months_total, newest first; current or ending end_back months ago."""
    roles = []
    end_m = 0 if current else end_back
    parts = [months_total] if months_total < 30 or R.random() < 0.5 else [months_total - (k := R.randint(12, months_total - 12)), k]
    for i, p in enumerate(parts):
        start_back = end_m + p
        roles.append({"profession": prof, "specialty": S, "start": ym_back(start_back),
                      "end": None if (i == 0 and current) else ym_back(end_m)})
        end_m = start_back + R.choice([0, 0, 1, 2])
    return roles, end_m

def make_truth(j, recipe, key):
    t = j["truth"]; prof = t["profession"]; S = t["specialty"]; st = t["state"]
    tr = {"profession": prof, "zip": None, "roles": [], "licences": [], "pending": [], "certs": {}, "shiftPref": None,
          "target": {"job": j["key"], "recipe": recipe}}
    # place
    if "far" in recipe:
        tr["zip"] = R.choice(FAR[j["key"]])
    elif t["remote"]:
        tr["zip"] = R.choice(METRO_ZIPS + LOCAL[j["key"]][:40]) if R.random() < 0.85 else None
    elif t["travel"] and R.random() < 0.75:
        tr["zip"] = R.choice(METRO_ZIPS)
    else:
        tr["zip"] = R.choice(LOCAL[j["key"]])
    home_st = Z[tr["zip"]][3] if tr["zip"] else st
    miny = t["minYears"]
    # experience
    cursor = 0
    if "otherprof" in recipe:
        alts = OTHER.get(S, []) + OTHER.get(prof, [])
        op = R.choice(alts)
        tr["profession"] = op[0]; tr["otherTitle"] = op[1]
        m = R.randint(18, 90)
        tr["roles"].append({"profession": op[0], "specialty": "General", "start": ym_back(m), "end": None, "title": op[1]})
        cursor = m + 1
        if R.random() < 0.4:  # earlier stint in the job's own profession does not count
            m2 = R.randint(14, 40)
            tr["roles"].append({"profession": prof, "specialty": S, "start": ym_back(cursor + m2), "end": ym_back(cursor)})
            tr["profession"] = op[0]
    elif "unrelated" in recipe:
        sp = other_spec(prof, S)
        roles, cursor = build_roles(prof, sp, R.randint(24, 100))
        tr["roles"] += roles
    elif "short" in recipe and "adjacent" not in recipe:
        sp = other_spec(prof, S)
        ago = 0
        if sp:
            roles, ago = build_roles(prof, sp, R.randint(6, 30))
            tr["roles"] += roles
        gapm = R.randint(3, 14) if not sp else 0
        m = max(3, miny * 12 - R.randint(4, 11))
        roles, cursor = build_roles(prof, S, m, current=False, end_back=ago + gapm + 1)
        tr["roles"] += roles
    elif "adjacent" in recipe:
        A = R.choice(sorted(ADJ[S]))
        if "short" in recipe:
            sp = other_spec(prof, S)
            ago = 0
            if sp:
                roles, ago = build_roles(prof, sp, R.randint(6, 24)); tr["roles"] += roles
            m = max(3, miny * 12 - R.randint(4, 11))
            roles, cursor = build_roles(prof, A, m, current=False, end_back=ago + R.randint(1, 6))
        else:
            roles, cursor = build_roles(prof, A, miny * 12 + R.randint(6, 70))
        tr["roles"] += roles
    else:
        roles, cursor = build_roles(prof, S, miny * 12 + R.randint(5, 96))
        tr["roles"] += roles
    # earlier history that should not change anything (other specialty / other profession)
    if "otherprof" not in recipe and R.random() < 0.35:
        sp = hist_spec(prof, S)
        if sp:
            m = R.randint(12, 40)
            tr["roles"].append({"profession": prof, "specialty": sp, "start": ym_back(cursor + m + 1), "end": ym_back(cursor + 1)})
            cursor += m + 1
    if prof == "RN" and "otherprof" not in recipe and R.random() < 0.25:
        m = R.randint(12, 36)
        tr["roles"].append({"profession": "CNA", "specialty": "General", "start": ym_back(cursor + m + 2), "end": ym_back(cursor + 2),
                            "title": "Certified Nursing Assistant"})
    # licences
    lt = LICTYPE.get(prof)
    if tr["profession"] != prof:
        if tr["profession"] in ("LPN", "LVN"):
            tr["licences"].append({"type": tr["profession"], "state": st, "multistate": False, "exp": valid_date()})
        if tr["profession"] == "Paramedic":
            tr["licences"].append({"type": "Paramedic", "state": st, "multistate": False, "exp": valid_date()})
    elif lt:
        L = t["licence"] or {"state": st}
        X = L["state"] if t["licence"] else st
        def lic(state, multi, exp=None):
            return {"type": lt, "state": state, "multistate": multi and lt == "RN" and state in COMPACT, "exp": exp or valid_date()}
        if "wrongstate" in recipe or "bystart" in recipe or "pending" in recipe:
            if lt == "RN" and X in COMPACT:
                o = R.choice(["IL", "CA", "NY", "MA", "MI", "MN"])
                tr["licences"].append(lic(o, False))
            elif lt == "RN":
                o = home_st if home_st in COMPACT else R.choice(["AZ", "TX", "FL", "GA", "NJ", "VA"])
                tr["licences"].append(lic(o, True))
            else:
                o = R.choice([s for s in ["ID", "OR", "IA", "KS", "IL", "OH", "KY"] if s != X])
                tr["licences"].append(lic(o, False))
            if "pending" in recipe:
                tr["pending"].append(X)
        elif "expired" in recipe:
            tr["licences"].append(lic(X, X == home_st, expired_date()))
        else:
            if lt == "RN" and X in COMPACT and home_st in COMPACT and R.random() < 0.8:
                tr["licences"].append(lic(home_st, True))
            else:
                tr["licences"].append(lic(X, X == home_st and R.random() < 0.8))
                if t["travel"] and home_st != X and R.random() < 0.7:
                    tr["licences"].append(lic(home_st, home_st in COMPACT))
    # hard credentials and certs
    if tr["profession"] == prof:
        for h in t["hardCerts"]:
            if "hardmissing" in recipe:
                alt = {"RRT": ("CRT", valid_date()), "CDL-A": ("CDL-B", valid_date())}.get(h)
                if alt: tr["certs"][alt[0]] = alt[1]
                elif R.random() < 0.5: tr["certs"][h] = expired_date()
            else:
                tr["certs"][h] = valid_date() if R.random() < 0.7 else None
        for c in t["certs"]:
            if "cert:" + c in recipe:
                if R.random() < 0.5: tr["certs"][c] = expired_date()
            else:
                tr["certs"][c] = valid_date() if R.random() < 0.8 else None
        if prof == "RN":
            for c in ["BLS", "ACLS"]:
                if c not in tr["certs"] and "cert:" + c not in recipe: tr["certs"][c] = valid_date()
            if R.random() < 0.3: tr["certs"][R.choice(["TNCC", "CCRN", "PALS"])] = valid_date()
    else:
        if R.random() < 0.7: tr["certs"]["BLS"] = valid_date()
    # shift
    jsft = t["shift"]
    if "shift" in recipe:
        tr["shiftPref"] = {"night": "day", "day": "night", "evening": "day"}[jsft]
    elif R.random() < 0.4 and prof != "SWE" and tr["profession"] not in ("DataAnalyst", "DataScientist", "QA"):
        tr["shiftPref"] = jsft or R.choice(["day", "night"])
    return tr

# ---------------------------------------------------------------- recipes per job
def recipes_for(j):
    t = j["truth"]; S = t["specialty"]
    singles = []
    if S in ADJ: singles.append(["adjacent"])
    if t["minYears"] >= 1: singles.append(["short"])
    singles += [["cert:" + c] for c in t["certs"]]
    if t["shift"]: singles.append(["shift"])
    if t["licence"] and t["licence"].get("pendingOk"): singles.append(["pending"])
    ones = []
    if not (t["remote"] or t["travel"] or t["localOnly"]): ones += [["far"], ["far"]]
    if t["licence"] and t["licence"].get("byStart"): ones += [["bystart"]]
    flat = [s[0] for s in singles]
    pairs = [[a, b] for i, a in enumerate(flat) for b in flat[i + 1:] if not (a == "pending" and b == "pending")]
    R.shuffle(pairs)
    k = 0
    while len(ones) < 5 and pairs:
        ones.append(pairs[k % len(pairs)]); k += 1
    if len(ones) < 5 and not (t["remote"] or t["travel"] or t["localOnly"]):
        ones.append(["far", flat[0]])
    zeros = [["otherprof"]]
    if t["licence"]: zeros.append([R.choice(["expired", "wrongstate"])] if not t["licence"].get("byStart") else ["expired"])
    if t["hardCerts"]: zeros.append(["hardmissing"])
    if t["localOnly"]: zeros.append(["far"])
    if UNRELATED_SPEC.get(t["profession"]) and S in ADJ or t["profession"] == "RN": zeros.append(["unrelated"])
    twos = [singles[i % len(singles)] for i in range(5)]
    return [[] for _ in range(5)] + twos + ones[:5] + zeros[:3]

# ---------------------------------------------------------------- rendering helpers
def fmt_ym(ym, style):
    return ym_forms(ym)[style]

def fmt_end(ym, style, cur):
    return cur if ym is None else fmt_ym(ym, style)

def spec_word(prof, spec):
    return R.choice(SPEC_WORDS.get((prof, spec), [spec]))

SPEC_TITLES = {("RadTech", "CT"): ["CT Technologist", "CT Tech"], ("RadTech", "XRay"): ["Radiologic Technologist", "X-ray Tech"],
               ("RadTech", "Mammo"): ["Mammography Technologist"], ("Welder", "Pipe"): ["Pipe Welder", "Welder"],
               ("Welder", "Structural"): ["Structural Welder", "Welder"]}
def role_title(r):
    if r.get("title"): return r["title"]
    return R.choice(SPEC_TITLES.get((r["profession"], r["specialty"])) or TITLES.get(r["profession"], [r["profession"]]))

def employer_for(prof):
    if prof in ("RN", "RT", "RadTech", "SurgTech", "CNA", "LPN", "LVN", "PCT", "Sonographer", "SPD", "PSG", "Paramedic"): return R.choice(HOSPITALS)
    if prof in ("PT", "PTA", "OT", "COTA"): return R.choice(CLINICS)
    if prof in ("MLS", "MLT"): return R.choice(LABS)
    if prof in ("SWE", "DataAnalyst", "DataScientist", "QA"): return R.choice(TECHCOS)
    return R.choice(CONTRACTORS)

def lic_text(l, style):
    sname = STATE_NAMES[l["state"]]; num = f"{R.randint(100000, 999999)}"
    exp = l["exp"]; ms = l["multistate"]
    comp = " - Multistate/Compact (NLC)" if ms else (" - single-state" if l["type"] == "RN" and l["state"] in COMPACT else "")
    kind = {"RN": "Registered Nurse", "RT": "Respiratory Care Practitioner", "PT": "Physical Therapist", "Electrician": "Journeyman Electrician",
            "LPN": "Licensed Practical Nurse", "LVN": "Licensed Vocational Nurse", "Paramedic": "Paramedic"}[l["type"]]
    short = {"RN": "RN", "RT": "RCP", "PT": "PT", "Electrician": "Journeyman", "LPN": "LPN", "LVN": "LVN", "Paramedic": "Paramedic"}[l["type"]]
    if exp is None:
        return f"{kind} license - {sname}{comp}, active"
    d = date_forms(exp)
    forms = [f"{kind} License, {sname}{comp} (No. {short}{num}), valid through {d[0]}",
             f"{l['state']} {short} #{num}{' (multistate)' if ms else ' (single-state)' if comp else ''} exp {d[5] if exp[:4] not in ('2026', '2027') else d[3]}",
             f"{kind} - {sname}{' (compact)' if ms else ' (single state)' if comp else ''}, expires {d[2]}",
             f"{sname} {kind} license #{num}{comp}; expiration {d[1]}"]
    return forms[style % len(forms)]

def cert_text(name, exp, style):
    w = R.choice(CERT_WORDS.get(name, [name]))
    if exp is None: return w
    d = date_forms(exp)
    if exp <= ASOF:
        return [f"{w} (expired {d[3]})", f"{w} - lapsed {d[4]}", f"{w}, exp. {d[1]} (expired)"][style % 3]
    return [f"{w}, exp {d[3]}", f"{w} - valid thru {d[4]}", f"{w} (expires {d[1]})", f"{w} {d[3]}"][style % 4]

SHIFT_TEXT = {"day": ["Seeking day shift only", "Days preferred - not available for nights", "Availability: day shift"],
              "night": ["Prefers nights", "Looking for night shift (7p-7a)", "Availability: nights only"],
              "evening": ["Prefers evening shift", "Availability: evenings"]}

def place_line(z):
    la, lo, city, st = Z[z]
    return f"{city.title() if city.isupper() else city}, {st} {z}"

# ---------------------------------------------------------------- resume templates
def roles_sorted(tr):
    return sorted(tr["roles"], key=lambda r: r["start"], reverse=True)

def role_block(tr, r, style, cur, with_place=None):
    title = role_title(r)
    sw = spec_word(r["profession"], r["specialty"]) if r["specialty"] != "General" else None
    emp = employer_for(r["profession"])
    dates = f"{fmt_ym(r['start'], style)} - {fmt_end(r['end'], style, cur)}"
    return title, sw, emp, dates

BULLETS = {
    "RN": ["Assessed and managed assigned patient load per unit ratios", "Precepted new graduates and float staff",
           "Epic charting; super-user for barcode medication administration", "Member of unit practice council"],
    "SWE": ["Designed and shipped features end to end with code review and CI", "Cut p95 latency 40% by reworking queries",
            "Mentored two junior engineers", "Owned on-call rotation for team services"],
    "_": ["Followed safety and quality procedures", "Trained new team members", "Recognized for attendance and reliability",
          "Documented work accurately in the department system"],
}

def bullets(prof, n=2):
    return R.sample(BULLETS.get(prof, BULLETS["_"]), n)

def header(c, tr, show_place):
    lines = [f"{c['firstName']} {c['lastName']}"]
    if show_place and tr["zip"]: lines.append(place_line(tr["zip"]))
    lines.append(f"{c['phone_r']} | {c['email']}")
    return lines

def t_chron(c, tr, st):
    L = header(c, tr, c["_place_in_header"])
    L += ["", "PROFESSIONAL SUMMARY", summary(tr), "", "EXPERIENCE"]
    for i, r in enumerate(roles_sorted(tr)):
        title, sw, emp, dates = role_block(tr, r, st, "Present")
        loc = f" - {place_line(tr['zip'])}" if (i == 0 and not c["_place_in_header"] and tr["zip"]) else ""
        L.append(f"{title}{', ' + sw if sw else ''}")
        L.append(f"{emp}{loc}    {dates}")
        L += ["  - " + b for b in bullets(r["profession"])]
        L.append("")
    L += cred_sections(tr, st)
    L += ["EDUCATION", education(tr)]
    return "\n".join(L)

def t_functional(c, tr, st):
    L = header(c, tr, c["_place_in_header"]) + ["", "QUALIFICATIONS PROFILE"]
    specs = sorted({r["specialty"] for r in tr["roles"] if r["profession"] == tr["profession"]})
    for s in specs:
        L.append(f"* {spec_word(tr['profession'], s) if s != 'General' else 'Core clinical/technical skills'}: " + "; ".join(bullets(tr['profession'])))
    L += ["", "WORK HISTORY"]
    for i, r in enumerate(roles_sorted(tr)):
        title, sw, emp, dates = role_block(tr, r, st, "current")
        loc = f" ({place_line(tr['zip'])})" if (i == 0 and not c["_place_in_header"] and tr["zip"]) else ""
        L.append(f"{dates:<24} {title}{' - ' + sw if sw else ''}, {emp}{loc}")
    L += [""] + cred_sections(tr, st)
    return "\n".join(L)

def t_email(c, tr, st):
    rs = roles_sorted(tr)
    L = [f"From: {c['firstName']} {c['lastName']} <{c['email']}>", "Subject: Re: your opening", "",
         "Hi there,", ""]
    p = []
    if tr["zip"]: p.append(f"I live in {place_line(tr['zip'])}.")
    for i, r in enumerate(rs):
        title, sw, emp, dates = role_block(tr, r, st, "now")
        verb = "I have been working" if r["end"] is None else "I worked"
        p.append(f"{verb} as {title}{' in ' + sw if sw else ''} at {emp} from {fmt_ym(r['start'], st)}"
                 + ("" if r["end"] is None else f" to {fmt_ym(r['end'], st)}") + ("." if r["end"] else " until now."))
    L.append(" ".join(p))
    creds = [lic_text(l, st) for l in tr["licences"]] + [f"pending application: {STATE_NAMES[s]} license (endorsement submitted)" for s in tr["pending"]]
    creds += [cert_text(k, v, st) for k, v in tr["certs"].items()]
    if creds:
        L += ["", "My credentials: " + "; ".join(creds) + "."]
    if tr["shiftPref"]: L += ["", R.choice(SHIFT_TEXT[tr["shiftPref"]]) + "."]
    L += ["", "Thanks,", c["firstName"], c["phone_r"]]
    return "\n".join(L)

def dur(start, end):
    from grade import months
    m = months(start, end) ; y, mm = divmod(m, 12)
    return " ".join(x for x in [f"{y} yr{'s' if y != 1 else ''}" if y else "", f"{mm} mo{'s' if mm != 1 else ''}" if mm else ""] if x)

def t_linkedin(c, tr, st):
    L = [f"{c['firstName']} {c['lastName']}", headline(tr)]
    if tr["zip"]:
        la, lo, city, s = Z[tr["zip"]]
        L.append(f"{city}, {STATE_NAMES.get(s, s)} {tr['zip']}")
    L += ["", "Contact", c["email"], "", "Experience", ""]
    for r in roles_sorted(tr):
        title, sw, emp, dates = role_block(tr, r, 1, "Present")
        L += [title, f"{emp} · Full-time", f"{fmt_ym(r['start'], 1)} - {fmt_end(r['end'], 1, 'Present')} · {dur(r['start'], r['end'])}"]
        if sw: L.append(f"Unit/area: {sw}")
        L.append("")
    if tr["licences"] or tr["certs"] or tr["pending"]:
        L += ["Licenses & certifications", ""]
        for l in tr["licences"]: L += [lic_text(l, 0), ""]
        for s in tr["pending"]: L += [f"{STATE_NAMES[s]} license - application pending (endorsement in process)", ""]
        for k, v in tr["certs"].items():
            w = R.choice(CERT_WORDS.get(k, [k]))
            if v is None: L += [w, ""]
            else:
                d = date_forms(v)
                L += [w, ("Expired " if v <= ASOF else "Expires ") + d[4], ""]
    if tr["shiftPref"]: L += ["Open to work", R.choice(SHIFT_TEXT[tr["shiftPref"]])]
    return "\n".join(L)

def t_cv(c, tr, st):
    rs = roles_sorted(tr)
    L = [f"CURRICULUM VITAE - {c['firstName'].upper()} {c['lastName'].upper()}", c["email"] + " / " + c["phone_r"]]
    if tr["zip"] and c["_place_in_header"]: L.append("Home: " + place_line(tr["zip"]))
    L += ["", "Profile", summary(tr, long=True), ""]
    L.append("Employment")
    for i, r in enumerate(rs):
        title, sw, emp, dates = role_block(tr, r, st, "present")
        loc = f", {place_line(tr['zip'])}" if (i == 0 and tr["zip"] and not c["_place_in_header"]) else ""
        L.append(f"  {dates}: {title}{' (' + sw + ')' if sw else ''} - {emp}{loc}")
    L += [""] + cred_sections(tr, st + 1)
    return "\n".join(L)

def t_skills(c, tr, st):
    L = [f"{c['firstName']} {c['lastName']}  ·  {c['email']}  ·  {c['phone_r']}"]
    if tr["zip"]: L.append(place_line(tr["zip"]))
    sk = [spec_word(tr["profession"], r["specialty"]) for r in tr["roles"] if r["specialty"] != "General"]
    L += ["", "SKILLS", ", ".join(sorted(set(sk)) + ["patient/customer communication", "documentation", "teamwork"]), ""]
    L.append("EXPERIENCE")
    for r in roles_sorted(tr):
        title, sw, emp, dates = role_block(tr, r, st, "Current")
        L.append(f"{title} | {emp} | {sw + ' | ' if sw else ''}{dates}")
    L += [""] + cred_sections(tr, st)
    return "\n".join(L)

def t_tech(c, tr, st):
    L = [f"# {c['firstName']} {c['lastName']}", f"{c['email']} · github.com/{c['firstName'].lower()}{c['lastName'][0].lower()} · {c['phone_r']}"]
    if tr["zip"] and c["_place_in_header"]: L.append(place_line(tr["zip"]))
    L += ["", "## Experience"]
    for i, r in enumerate(roles_sorted(tr)):
        title, sw, emp, dates = role_block(tr, r, 3, "present")
        loc = f" ({place_line(tr['zip'])})" if (i == 0 and tr["zip"] and not c["_place_in_header"]) else ""
        L += [f"**{title}**, {emp}{loc} — {dates}", f"- Focus: {sw}" if sw else "- General duties"] + ["- " + b for b in bullets(r["profession"])] + [""]
    L += ["## Education", education(tr)]
    if tr["certs"] or tr["licences"]:
        L += ["", "## Certifications"] + ["- " + x for x in cred_list(tr, st)]
    if tr["shiftPref"]: L += ["", R.choice(SHIFT_TEXT[tr["shiftPref"]])]
    return "\n".join(L)

def t_notes(c, tr, st):
    """Recruiter intake note, goes into body.notes."""
    rs = roles_sorted(tr)
    L = [f"Intake call {R.choice(['11/19', '11/20', '11/23', '11/24'])} - {R.choice(['KM', 'JT', 'RB', 'AL'])}."]
    if tr["zip"]: L.append(f"Lives {place_line(tr['zip'])}.")
    for r in rs:
        title, sw, emp, dates = role_block(tr, r, 0, "present")
        L.append(f"{title}{' / ' + sw if sw else ''} @ {emp} {dates}.")
    if tr["licences"] or tr["certs"] or tr["pending"]:
        L.append("Creds: " + "; ".join(cred_list(tr, st)) + ".")
    else:
        L.append("No licences/certs mentioned.")
    if tr["shiftPref"]: L.append(R.choice(SHIFT_TEXT[tr["shiftPref"]]) + ".")
    L.append(R.choice(["Good energy, responsive by text.", "Wants to start after the holidays.", "Asked about PTO accrual.", "Will send references."]))
    return " ".join(L)

def cred_list(tr, st):
    out = [lic_text(l, st) for l in tr["licences"]]
    out += [f"{STATE_NAMES[s]} license: application pending (endorsement submitted)" for s in tr["pending"]]
    out += [cert_text(k, v, st) for k, v in tr["certs"].items()]
    return out

def cred_sections(tr, st):
    L = []
    if tr["licences"] or tr["pending"]:
        L.append("LICENSURE")
        L += ["  " + lic_text(l, st) for l in tr["licences"]]
        L += [f"  {STATE_NAMES[s]} - endorsement application pending" for s in tr["pending"]]
        L.append("")
    if tr["certs"]:
        L.append("CERTIFICATIONS")
        L += ["  " + cert_text(k, v, st) for k, v in tr["certs"].items()]
        L.append("")
    if tr["shiftPref"]:
        L += ["AVAILABILITY", "  " + R.choice(SHIFT_TEXT[tr["shiftPref"]]), ""]
    return L

def headline(tr):
    r = roles_sorted(tr)[0] if tr["roles"] else None
    if not r: return "Open to work"
    return role_title(r) + (" | " + spec_word(r["profession"], r["specialty"]) if r["specialty"] != "General" else "")

def summary(tr, long=False):
    p = tr["profession"]
    base = {"RN": "Registered nurse committed to safe, compassionate care.", "SWE": "Engineer who likes boring, reliable systems.",
            }.get(p, "Dependable professional with a strong work ethic.")
    if long:
        base += {"RN": " Comfortable with high acuity and fast change; values clear handoffs and continuous learning.",
                 "SWE": " Prefers small pull requests, good tests and honest postmortems."}.get(p, " Values teamwork, safety and doing the job right the first time.") + " References on request."
    return base

def education(tr):
    p = tr["profession"]
    return {"RN": R.choice(["BSN, University of the Plains", "ADN, Front Range Community College", "BSN, Gulf State University"]),
            "SWE": R.choice(["B.S. Computer Science, Midlands State University", "Self-taught; bootcamp 2017", "B.S. Mathematics"]),
            "PT": "Doctor of Physical Therapy, Northern Valley University", "MLS": "B.S. Medical Laboratory Science",
            "RadTech": "A.S. Radiologic Technology", "SurgTech": "Surgical Technology diploma", "RT": "A.S. Respiratory Care"}.get(p, "High school diploma; trade school coursework")

def to_html(text, two_col=False, tr=None, c=None):
    esc = lambda s: html.escape(s)
    if two_col:
        lines = text.split("\n")
        cut = next((i for i, l in enumerate(lines) if l.strip() in ("LICENSURE", "CERTIFICATIONS", "AVAILABILITY")), len(lines))
        left, right = lines[cut:], lines[:cut]
        return ("<html><body><table width='100%' border='0'><tr><td width='35%' valign='top' bgcolor='#eeeeee'>" +
                "<br/>".join(esc(l) for l in left) + "</td><td valign='top'>" + "<br/>".join(esc(l) for l in right) +
                "</td></tr></table></body></html>")
    # word-style: experience as a table
    rows, out = [], []
    for l in text.split("\n"):
        out.append(f"<p>{esc(l)}</p>" if l.strip() else "<p>&nbsp;</p>")
    return "<html><body>" + "".join(out) + "</body></html>"

def t_table_html(c, tr, st):
    """Word-style table resume (DOCX)."""
    e = html.escape
    h = [f"<h2>{e(c['firstName'])} {e(c['lastName'])}</h2>"]
    if tr["zip"]: h.append(f"<p>{e(place_line(tr['zip']))} &middot; {e(c['phone_r'])} &middot; {e(c['email'])}</p>")
    else: h.append(f"<p>{e(c['phone_r'])} &middot; {e(c['email'])}</p>")
    h.append("<h3>Work Experience</h3><table border='1' cellpadding='4'><tr><th>Dates</th><th>Position</th><th>Unit / Area</th><th>Employer</th></tr>")
    txt = [f"{c['firstName']} {c['lastName']}", place_line(tr["zip"]) if tr["zip"] else ""]
    for r in roles_sorted(tr):
        title, sw, emp, dates = role_block(tr, r, st, "Present")
        h.append(f"<tr><td>{e(dates)}</td><td>{e(title)}</td><td>{e(sw or '-')}</td><td>{e(emp)}</td></tr>")
        txt.append(f"{dates} {title} {sw or ''} {emp}")
    h.append("</table>")
    cl = cred_list(tr, st)
    if cl:
        h.append("<h3>Licenses and Certifications</h3><table border='1' cellpadding='4'>" + "".join(f"<tr><td>{e(x)}</td></tr>" for x in cl) + "</table>")
        txt += cl
    if tr["shiftPref"]:
        s = R.choice(SHIFT_TEXT[tr["shiftPref"]]); h.append(f"<p><b>Availability:</b> {e(s)}</p>"); txt.append(s)
    h.append(f"<h3>Education</h3><p>{e(education(tr))}</p>")
    return "<html><body>" + "".join(h) + "</body></html>", "\n".join(txt)

def t_trades(c, tr, st):
    L = [f"{c['firstName'].upper()} {c['lastName'].upper()}", f"Cell {c['phone_r']}   Email {c['email']}"]
    if tr["zip"]: L.append("Address: " + place_line(tr["zip"]))
    cl = cred_list(tr, st)
    L += ["", "TICKETS / LICENSES / CERTS"] + (["  > " + x for x in cl] if cl else ["  > none listed"])
    L += ["", "JOB HISTORY (most recent first)"]
    for r in roles_sorted(tr):
        title, sw, emp, dates = role_block(tr, r, 0, "Present")
        L += [f"  {emp}", f"    {title}{' - ' + sw if sw else ''}", f"    {dates}"]
    if tr["shiftPref"]: L += ["", "Shift: " + R.choice(SHIFT_TEXT[tr["shiftPref"]]).replace("Availability: ", "")]
    L += ["", "Own tools. Reliable transportation. References available."]
    return "\n".join(L)

def t_ascii_table(c, tr, st):
    L = [f"{c['firstName']} {c['lastName']}", c["email"]]
    if tr["zip"]: L.append(place_line(tr["zip"]))
    L += ["", "+--------------------------+------------------------------------------+----------------------------------+",
          "| Dates                    | Position / Unit                          | Employer                         |",
          "+--------------------------+------------------------------------------+----------------------------------+"]
    for r in roles_sorted(tr):
        title, sw, emp, dates = role_block(tr, r, st, "Present")
        pos = title + (" / " + sw if sw else "")
        L.append(f"| {dates:<24} | {pos:<40} | {emp:<32} |")
    L.append("+--------------------------+------------------------------------------+----------------------------------+")
    L += [""] + cred_sections(tr, st)
    return "\n".join(L)

TEXT_TEMPLATES = [t_chron, t_functional, t_email, t_linkedin, t_cv, t_skills, t_ascii_table]

# ---------------------------------------------------------------- candidate records
USED_EMAILS = set()
NAMEPAIRS = set()
def new_name():
    while True:
        f, l = R.choice(FIRST), R.choice(LAST)
        if (f, l) not in NAMEPAIRS:
            NAMEPAIRS.add((f, l)); return f, l

PROF_FIELD = {"RN": ["RN", "Registered Nurse", "Nurse"], "RT": ["Respiratory", "Respiratory Therapist", "RRT"],
              "PT": ["Physical Therapist", "PT"], "RadTech": ["CT Tech", "Radiology Tech"], "SurgTech": ["Surgical Tech", "Surg Tech"],
              "MLS": ["Med Tech", "Medical Lab Scientist"], "SWE": ["Software Engineer", "Developer"], "Electrician": ["Electrician"],
              "HVAC": ["HVAC Tech", "HVAC"], "Welder": ["Welder"], "CDL": ["CDL Driver", "Truck Driver"], "Maintenance": ["Maintenance Tech"],
              "LPN": ["LPN"], "CNA": ["CNA"], "PTA": ["PTA"], "DataAnalyst": ["Data Analyst"], "MLT": ["MLT"], "Paramedic": ["Paramedic"]}
SPEC_FIELD = {"ICU": ["Critical Care", "ICU"], "PCU": ["Step Down", "PCU"], "MedSurg": ["Med Surg", "Med/Surg"], "Tele": ["Tele", "Telemetry"],
              "ED": ["ER", "Emergency"], "L&D": ["L&D", "Labor and Delivery"], "Postpartum": ["Mother Baby"], "OR": ["OR", "Periop"],
              "NICU": ["NICU"], "CT": ["CT"], "XRay": ["X-Ray"], "BackendJava": ["Backend", "Java"], "BackendGo": ["Backend (Go)"],
              "BackendPython": ["Python backend"], "Frontend": ["Frontend", "React"], "DataEng": ["Data Engineering"],
              "Commercial": ["Commercial"], "Industrial": ["Industrial"], "HVACCommercial": ["Commercial HVAC"],
              "HVACResidential": ["Residential"], "Pipe": ["Pipe"], "Structural": ["Structural"], "MaintIndustrial": ["Industrial maintenance"],
              "Facilities": ["Facilities"], "Oncology": ["Oncology"], "Psych": ["Psych"], "Dialysis": ["Dialysis"]}

def make_record(key, tr, force=None):
    f, l = new_name()
    email = f"{f.lower()}.{l.lower()}{R.randint(1, 99)}@{R.choice(['example.com', 'example.org', 'example.net'])}"
    while email in USED_EMAILS: email = email.replace("@", "x@")
    USED_EMAILS.add(email)
    area = R.choice(["303", "410", "314", "317", "702", "402", "504", "919", "215", "973", "509", "323", "718", "412"])
    phone = f"{area}-555-01{R.randint(0, 99):02d}"
    body = {"firstName": f, "lastName": l, "email": email, "statusId": 1}
    c = {"firstName": f, "lastName": l, "email": email, "phone_r": phone, "_place_in_header": R.random() < 0.7}
    mode = force or R.choices(["minimal", "contact", "fields", "notes"], [40, 28, 22, 10])[0]
    if mode == "notes" and not tr["roles"]: mode = "minimal"
    if mode == "minimal" and not tr["roles"] and tr["zip"] is None and force is None: mode = "contact"
    if mode in ("contact", "fields", "notes", "fieldsonly") and tr["zip"]:
        la, lo, city, st = Z[tr["zip"]]
        body["phone"] = phone
        body["address"] = {"address1": f"{R.randint(100, 9899)} {R.choice(['Maple', 'Juniper', 'Quarry', 'Lark', 'Hollis', 'Bramble', 'Dunmore'])} {R.choice(['St', 'Ave', 'Ln', 'Ct', 'Rd'])}" if R.random() < 0.6 else None,
                           "city": city, "state": st, "zip": tr["zip"], "countryCode": "US"}
    if mode in ("fields", "fieldsonly") and tr["profession"]:
        body["profession"] = R.choice(PROF_FIELD.get(tr["profession"], [tr["profession"]]))
        cur = roles_sorted(tr)[0]["specialty"] if tr["roles"] else tr.get("fieldSpec")
        if cur and cur in SPEC_FIELD: body["specialty"] = R.choice(SPEC_FIELD[cur])
    resume = None; fmt = None
    if mode == "notes":
        body["notes"] = t_notes(c, tr, R.randint(0, 3))
        if "address" not in body and tr["zip"]: pass
    elif mode == "fieldsonly" or not tr["roles"]:
        pass
    else:
        if mode in ("contact", "fields") and R.random() < 0.3:
            body["notes"] = R.choice(["Referred by a current employee.", "Applied via job board.", "Met at the fall career fair.", "Prefers texts."])
        # resume needs location if the body does not carry it: minimal body -> resume shows place
        if mode == "minimal": c["_place_in_header"] = R.random() < 0.6
        st = R.randint(0, 3)
        if tr["profession"] == "SWE" and R.random() < 0.6:
            text = t_tech(c, tr, st)
        elif tr["profession"] in ("Electrician", "HVAC", "Welder", "CDL", "Maintenance", "Solar", "Appliance", "Machinist", "Courier", "Custodian") and R.random() < 0.6:
            text = t_trades(c, tr, st)
        else:
            text = R.choice(TEXT_TEMPLATES)(c, tr, st)
        resume = {"kind": "txt", "text": text}
    return body, resume, mode

# ---------------------------------------------------------------- nobody-fits candidates
def nofit_truth(i):
    kinds = [("LPN", "General"), ("CNA", "General"), ("PTA", "General"), ("DataAnalyst", "General"), ("MLT", "General"),
             ("Paramedic", "General"), ("MedAssistant", "General"), ("PharmTech", "General"), ("COTA", "General"), ("QA", "General"),
             ("RN", "Oncology"), ("RN", "Psych"), ("SWE", "Mobile"), ("RadTech", "Mammo"), ("Electrician", "Residential"), ("PT", "SNF")]
    p, s = kinds[i % len(kinds)]
    tr = {"profession": p, "zip": R.choice(METRO_ZIPS + sum((LOCAL[k][:5] for k in JOBMAP), [])), "roles": [], "licences": [],
          "pending": [], "certs": {}, "shiftPref": None, "target": {"job": None, "recipe": ["nofit"]}}
    title = {"LPN": "Licensed Practical Nurse", "CNA": "Certified Nursing Assistant", "PTA": "Physical Therapist Assistant",
             "DataAnalyst": "Data Analyst", "MLT": "Medical Laboratory Technician", "Paramedic": "Paramedic", "MedAssistant": "Medical Assistant",
             "PharmTech": "Pharmacy Technician", "COTA": "Certified Occupational Therapy Assistant", "QA": "QA Tester"}.get(p)
    m = R.randint(14, 120)
    r = {"profession": p, "specialty": s, "start": ym_back(m), "end": None}
    if title: r["title"] = title
    tr["roles"].append(r)
    lt = LICTYPE.get(p)
    home = Z[tr["zip"]][3]
    if lt: tr["licences"].append({"type": lt, "state": home, "multistate": lt == "RN" and home in COMPACT, "exp": valid_date()})
    if p == "LPN": tr["licences"].append({"type": "LPN", "state": home, "multistate": False, "exp": valid_date()})
    if p in ("LPN", "CNA", "Paramedic", "RN", "MedAssistant"): tr["certs"]["BLS"] = valid_date()
    return tr

# ---------------------------------------------------------------- main
def main():
    for d in ["resumes"]:
        shutil.rmtree(os.path.join(OUT, d), ignore_errors=True); os.makedirs(os.path.join(OUT, d))
    cands = []
    n = 0
    for j in JOBS:
        for rec in recipes_for(j):
            n += 1; key = f"C{n:04d}"
            tr = make_truth(j, rec, key)
            cands.append((key, tr))
    for i in range(26):
        n += 1; cands.append((f"C{n:04d}", nofit_truth(i)))
    # stability: a current role must not close a years gap for any job before validUntil
    for key, tr in cands:
        for _ in range(5):
            moved = False
            for j in JOBS:
                jt = j["truth"]
                if tr["profession"] != jt["profession"] or not jt["minYears"]: continue
                S = jt["specialty"]
                rel = [S] if years_in(tr, jt["profession"], S) > 0 else sorted(ADJ.get(S, ()))
                tot = sum(years_in(tr, jt["profession"], s) for s in rel)
                cur = [r for r in tr["roles"] if r["end"] is None and r["profession"] == jt["profession"] and r["specialty"] in rel]
                if cur and tot < jt["minYears"] and tot + 0.5 >= jt["minYears"] - 1e-9:
                    d = int(round((jt["minYears"] - tot) * 12)) + R.randint(1, 4)
                    r0 = cur[0]
                    for r in tr["roles"]:
                        if r is r0 or r["start"] < r0["start"]:
                            r["start"] = shift_ym(r["start"], d)
                            if r is not r0 and r["end"]: r["end"] = shift_ym(r["end"], d)
                    moved = True
            if not moved: break
    # a few with nothing known but a name, and a few fields-only
    R.shuffle(cands)
    out = []
    docx_pdf = 0
    for idx, (oldkey, tr) in enumerate(cands):
        key = f"C{idx + 1:04d}"
        force = None
        if idx % 47 == 5:  # neither resume nor useful fields: unknown
            tr = {"profession": None, "zip": None, "roles": [], "licences": [], "pending": [], "certs": {}, "shiftPref": None,
                  "target": {"job": None, "recipe": ["unknown"]}}
            force = "minimal"
        elif tr["target"]["recipe"] == ["nofit"] and idx % 3 == 0:
            force = "fieldsonly"
            tr["fieldSpec"] = tr["roles"][0]["specialty"]
            tr["roles"] = []; tr["licences"] = []; tr["certs"] = {}
        body, resume, mode = make_record(key, tr, force)
        rec = {"key": key, "truth": {k: v for k, v in tr.items() if k != "fieldSpec"}, "body": body, "resume": None}
        if resume:
            base = os.path.join(OUT, "resumes", key)
            want = None
            if docx_pdf < 40 and idx % 8 in (1, 4, 6) and tr["profession"]:
                want = ["docx-table", "pdf-2col", "docx"][docx_pdf % 3]
            if want == "docx-table":
                c = {"firstName": body["firstName"], "lastName": body["lastName"], "email": body["email"], "phone_r": body.get("phone", "555-0100"), "_place_in_header": True}
                h, _ = t_table_html(c, tr, R.randint(0, 3))
                open(base + ".html", "w").write(h); rec["resume"] = f"resumes/{key}.docx"; docx_pdf += 1
            elif want == "pdf-2col":
                open(base + ".html", "w").write(to_html(resume["text"], two_col=True)); rec["resume"] = f"resumes/{key}.pdf"; docx_pdf += 1
            elif want == "docx":
                open(base + ".html", "w").write(to_html(resume["text"])); rec["resume"] = f"resumes/{key}.docx"; docx_pdf += 1
            else:
                open(base + ".txt", "w").write(resume["text"] + "\n"); rec["resume"] = f"resumes/{key}.txt"
        if tr["zip"] and R.random() < 0.15 and (tr["target"]["job"] is None or not JOBMAP[tr["target"]["job"]]["truth"]["remote"]):
            rec["jobRequest"] = {"location": {"zipCode": tr["zip"], "radius": 25}}
        out.append(rec)
    # convert html -> docx/pdf
    rd = os.path.join(OUT, "resumes")
    docx = [os.path.join(rd, r["key"] + ".html") for r in out if r["resume"] and r["resume"].endswith(".docx")]
    pdf = [os.path.join(rd, r["key"] + ".html") for r in out if r["resume"] and r["resume"].endswith(".pdf")]
    if docx:
        subprocess.run(["soffice", "--headless", "--infilter=HTML (StarWriter)", "--convert-to", "docx:MS Word 2007 XML", "--outdir", rd] + docx, check=True, capture_output=True)
    if pdf:
        subprocess.run(["soffice", "--headless", "--infilter=HTML (StarWriter)", "--convert-to", "pdf:writer_pdf_Export", "--outdir", rd] + pdf, check=True, capture_output=True)
    for f in docx + pdf: os.remove(f)
    jobs_out = [{k: v for k, v in j.items()} for j in JOBS]
    json.dump(jobs_out, open(os.path.join(OUT, "jobs.json"), "w"), indent=1)
    json.dump(out, open(os.path.join(OUT, "candidates.json"), "w"), indent=1)
    # grades
    counts = {str(g): 0 for g in range(4)}; per = {}
    with open(os.path.join(OUT, "grades.tsv"), "w") as f:
        f.write("job_key\tcandidate_key\tgrade\n")
        for j in JOBS:
            per[j["key"]] = {str(g): 0 for g in range(4)}
            for c in out:
                g = grade(j["truth"], c["truth"])
                f.write(f"{j['key']}\t{c['key']}\t{g}\n")
                counts[str(g)] += 1; per[j["key"]][str(g)] += 1
    meta = {"asOf": "2026-11-27", "validUntil": "2027-05-31", "jobs": len(JOBS), "candidates": len(out), "grades": counts}
    json.dump(meta, open(os.path.join(OUT, "meta.json"), "w"), indent=1)
    json.dump(per, open(os.path.join(OUT, "work", "per_job.json"), "w"), indent=1)
    print(json.dumps(meta)); 
    for k, v in per.items(): print(k, v)

if __name__ == "__main__":
    main()

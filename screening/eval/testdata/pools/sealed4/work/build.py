"""Builds pool sealed4: python3 work/build.py (from the pool dir or anywhere)."""
import json, os, random, subprocess, sys, shutil, tempfile
HERE = os.path.dirname(os.path.abspath(__file__)); POOL = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from grade import grade, zips, miles, COMPACT, ADJ, ASOF
from jobs import JOBS
from vocab import *
import render

R = random.Random(20261127)
Z = zips()
NOW = (2026, 11)
def back(months, frm=NOW):
    t = frm[0] * 12 + frm[1] - 1 - months
    return (t // 12, t % 12 + 1)
def mdiff(a, b):
    return (b[0] * 12 + b[1]) - (a[0] * 12 + a[1])

_near = {}
def ring(jz, lo, hi):
    k = (jz, lo, hi)
    if k not in _near:
        _near[k] = sorted(z for z in Z if lo <= miles(z, jz) <= hi)
    return _near[k]
NATIONAL = sorted(z for z in Z if Z[z][3] in STATE_NAMES)
def zip_in_states(states):
    return R.choice([z for z in NATIONAL if Z[z][3] in states])

def valid_date():
    y = R.choice([2027, 2028, 2028, 2029, 2030]); m = R.randint(1, 12)
    if y == 2027: m = R.randint(10, 12)
    return "%04d-%02d-%02d" % (y, m, [31,28,31,30,31,30,31,31,30,31,30,31][m-1])
def expired_date():
    y = R.choice([2023, 2024, 2025, 2025, 2026]); m = R.randint(1, 12)
    if y == 2026: m = R.randint(1, 9)
    return "%04d-%02d-%02d" % (y, m, [31,28,31,30,31,30,31,31,30,31,30,31][m-1])

used_names = set(); used_emails = set()
def person():
    while True:
        f, l = R.choice(FIRST), R.choice(LAST)
        if (f, l) not in used_names:
            used_names.add((f, l)); break
    dom = R.choice(["example.com", "example.org", "example.net"])
    base = R.choice(["%s.%s", "%s%s", "%s_%s", "%s.%s%d"])
    e = (base % ((f.lower(), l.lower(), R.randint(1, 99)) if "%d" in base else (f.lower(), l.lower()))) + "@" + dom
    while e in used_emails:
        e = e.replace("@", str(R.randint(0, 9)) + "@")
    used_emails.add(e)
    phone = "(%03d) 555-01%02d" % (R.choice([312, 480, 919, 813, 503, 916, 720, 404, 702, 614, 206, 505, 816, 612, 512, 713, 913, 602, 470, 971]), R.randint(0, 99))
    return f, l, e, phone

def employer(prof, city):
    return "%s %s" % (R.choice(PLACEW), R.choice(EMPSUF[EMPKIND.get(prof, "health")]))

TRAVELP = [0.0]
def make_roles(plan, home_zip, current=True):
    """plan: newest first list of (prof, spec, months). Returns roles newest first."""
    roles = []
    end = None if current else back(R.randint(2, 10))
    for i, (prof, spec, months) in enumerate(plan):
        e = end if end else NOW
        start = back(months, e)
        if i == 0:
            z = home_zip if (home_zip and R.random() < 0.8) else R.choice(NATIONAL)
        else:
            z = R.choice(NATIONAL) if R.random() < 0.5 else (home_zip or R.choice(NATIONAL))
        city, st = Z[z][2], Z[z][3]
        roles.append({"profession": prof, "specialty": spec, "start": "%04d-%02d" % start,
                      "end": None if end is None else "%04d-%02d" % end, "employer": employer(prof, city),
                      "city": city, "state": st, "title": title_for(prof, spec, R, travel=(prof == "RN" and i < 3 and R.random() < TRAVELP[0]))})
        end = back(R.choice([0, 0, 0, 1, 2, 5, 9]), start)
    return roles

LICTYPE = {"RN": "RN", "Respiratory Therapist": "RCP", "Physical Therapist": "PT", "Radiologic Technologist": "MRT",
           "Electrician": "Journeyman Electrician", "CDL-A Driver": "CDL-A"}
TYPICAL = {"RN": ["BLS"], "Respiratory Therapist": ["BLS", "RRT"], "Radiologic Technologist": ["ARRT(R)", "BLS"],
           "Surgical Technologist": ["CST", "BLS"], "Medical Laboratory Scientist": ["ASCP MLS"],
           "HVAC Technician": ["EPA 608 Universal"], "Welder": ["AWS D1.1"], "CDL-A Driver": ["DOT Medical Card"],
           "Electrician": ["OSHA 10"], "Physical Therapist": ["BLS"], "LPN": ["BLS"], "CNA": ["BLS"], "Paramedic": ["BLS", "ACLS", "PALS"],
           "PTA": ["BLS"], "Medical Lab Technician": ["ASCP MLT"], "HVAC Helper": ["EPA 608 Type II"], "CDL-B Driver": ["DOT Medical Card"]}
SPEC_CERT = {"ICU": ["ACLS", "CCRN"], "PCU": ["ACLS"], "Telemetry": ["ACLS"], "ED": ["ACLS", "PALS", "TNCC"], "L&D": ["NRP", "RNC-OB"],
             "Postpartum": ["NRP"], "OR": ["CNOR"], "PACU": ["ACLS"], "NICU": ["NRP"], "Adult Critical Care": ["ACLS"], "CT": ["ARRT(CT)"],
             "Neonatal/Pediatric": ["NRP", "PALS"]}
NOEXP = {"RRT", "CRT", "CST", "ASCP MLS", "ASCP MLT", "OSHA 10", "OSHA 30", "EPA 608 Universal", "EPA 608 Type II", "AWS D1.1",
         "ARRT(R)", "ARRT(CT)", "CCRN", "CNOR", "RNC-OB", "Hazmat", "OCS", "CEN"}
def cert_val(c):
    if c in NOEXP or R.random() < 0.25:
        return None
    return valid_date()

def base_profile(job, kind):
    jt = job["truth"]; prof = jt["profession"]; spec = jt["specialty"] or R.choice(PROF_SPECS[prof])
    p = {"prof": prof, "kind": kind, "job": job["key"]}
    local = not (jt["remote"] or jt["travel"])
    rad = jt["radius"]
    # home
    if local:
        p["zip"] = R.choice(ring(jt["zip"], 1, rad - 3))
    elif jt["travel"]:
        if prof == "RN" and jt["state"] in COMPACT:
            p["zip"] = zip_in_states(sorted(COMPACT - {jt["state"]}) if R.random() < 0.8 else [jt["state"]])
        else:
            p["zip"] = R.choice(NATIONAL)
    else:
        p["zip"] = R.choice(NATIONAL)
    home = Z[p["zip"]][3]
    mn = jt["minYears"]
    y = mn * 12 + R.randint(12, 84) if mn else R.randint(8, 90)
    plan = []
    if y > 40 and R.random() < 0.4:
        a = R.randint(14, y - 14); plan = [(prof, spec, a), (prof, spec, y - a)]
    else:
        plan = [(prof, spec, y)]
    r = R.random()
    others = [s for s in PROF_SPECS[prof] if s != spec and s not in ADJ.get(spec, ())]
    if r < 0.25 and others:   # earlier stint in an unrelated specialty
        plan.append((prof, R.choice(others), R.randint(10, 40)))
    elif r < 0.35 and prof == "RN":
        plan.append(("CNA", "Med-Surg", R.randint(12, 36)))
    p["plan"] = plan; p["current"] = True
    # licences
    p["lics"] = []; p["pending"] = []
    lt = LICTYPE.get(prof)
    if lt:
        if lt == "CDL-A":
            p["lics"].append({"type": lt, "state": home, "multistate": False, "expires": valid_date()})
        elif lt == "RN":
            js = jt["state"]
            if js in COMPACT and home in COMPACT and R.random() < 0.75:
                p["lics"].append({"type": "RN", "state": home, "multistate": True, "expires": valid_date()})
            else:
                p["lics"].append({"type": "RN", "state": js, "multistate": js in COMPACT and home == js and R.random() < 0.5, "expires": valid_date()})
                if home != js and R.random() < 0.6:
                    p["lics"].append({"type": "RN", "state": home, "multistate": home in COMPACT and R.random() < 0.5, "expires": valid_date()})
        else:
            p["lics"].append({"type": lt, "state": jt["state"], "multistate": False, "expires": valid_date()})
            if home != jt["state"] and R.random() < 0.5:
                p["lics"].append({"type": lt, "state": home, "multistate": False, "expires": valid_date()})
    # certs
    certs = {}
    for c in jt["certs"] + jt["hardCerts"] + TYPICAL.get(prof, []) + SPEC_CERT.get(spec, [])[:R.randint(0, 2)]:
        certs[c] = cert_val(c)
    p["certs"] = certs
    p["shift"] = None
    if R.random() < 0.35:
        p["shift"] = jt["shift"] if jt["shift"] and jt["shift"] != "rotating" else None
    return p

def adj_of(jt):
    s = jt["specialty"]
    return [a for a in ADJ.get(s, ()) if a in PROF_SPECS[jt["profession"]]] if s else []

def apply(p, job, mod):
    jt = job["truth"]; prof = jt["profession"]; spec = jt["specialty"]
    mn = jt["minYears"]
    if mod == "adjacent":
        a = R.choice(adj_of(jt))
        p["plan"] = [(pp, a if s == spec else s, m) for (pp, s, m) in p["plan"]]
        for c in SPEC_CERT.get(spec, []):
            if c not in jt["certs"] + jt["hardCerts"]:
                p["certs"].pop(c, None)
    elif mod == "short":
        short = R.randint(3, mn * 12 - 8)
        if spec is None:
            p["plan"] = [(prof, p["plan"][0][1], short)]
            p["current"] = False
        else:
            cur = R.choice(adj_of(jt) or [s for s in PROF_SPECS[prof] if s != spec])
            p["plan"] = [(prof, cur, R.randint(8, 60)), (prof, spec, short)]
    elif mod == "cert":
        c = R.choice(jt["certs"])
        if R.random() < 0.5:
            p["certs"].pop(c, None)
        else:
            p["certs"][c] = expired_date()
    elif mod == "shift":
        p["shift"] = R.choice([s for s in ["day", "night", "evening"] if s != jt["shift"]])
    elif mod == "pending":
        p["lics"] = [l for l in p["lics"] if l["state"] != jt["state"]]
        if not p["lics"]:
            st = Z[p["zip"]][3]
            p["lics"].append({"type": "RN", "state": st if st != jt["state"] else "AZ", "multistate": st in COMPACT, "expires": valid_date()})
        p["pending"] = [{"type": "RN", "state": jt["state"]}]
    elif mod == "far":
        p["zip"] = R.choice(ring(jt["zip"], jt["radius"] + 12, 160))
    elif mod == "waive":
        lt = jt["licence"]["type"]
        p["lics"] = [l for l in p["lics"] if l["state"] != jt["state"]] or [
            {"type": lt, "state": R.choice(["WA", "ID", "TX", "AZ", "CO"]), "multistate": lt == "RN" and R.random() < 0.5, "expires": valid_date()}]
        for l in p["lics"]:
            if l["state"] == jt["state"]:
                l["state"] = "WA"
    elif mod == "prof":
        op, ospec = R.choice(NEAR[prof])
        p["prof"] = op
        p["plan"] = [(op, ospec, m) for (_, _, m) in p["plan"][:2]]
        if prof == "RN" and R.random() < 0.3:   # former RN now elsewhere is rare; keep other-prof simple
            pass
        p["lics"] = [] if LICTYPE.get(op) is None else p["lics"]
        p["certs"] = {c: cert_val(c) for c in TYPICAL.get(op, [])}
    elif mod == "lic":
        lt = jt["licence"]["type"]; js = jt["state"]
        if lt == "RN" and js in COMPACT:
            ch = R.choice(["single", "expired"])
        elif lt == "RN":
            ch = R.choice(["compactother", "expired"])
        else:
            ch = R.choice(["otherstate", "expired"])
        if ch == "expired":
            p["lics"] = [{"type": lt, "state": js if lt != "CDL-A" else Z[p["zip"]][3], "multistate": False, "expires": expired_date()}]
        elif ch == "single":
            p["lics"] = [{"type": "RN", "state": R.choice(sorted(COMPACT - {js})), "multistate": False, "expires": valid_date()}]
        elif ch == "compactother":
            nb = {"IL": "IN", "NV": "AZ", "CA": "AZ", "OR": "WA", "MN": "WI"}.get(js, "TX")
            p["lics"] = [{"type": "RN", "state": nb, "multistate": True, "expires": valid_date()}]
            near_nb = [z for z in ring(jt["zip"], 1, jt["radius"] - 2) if Z[z][3] == nb]
            if near_nb:
                p["zip"] = R.choice(near_nb)
        else:
            p["lics"] = [{"type": lt, "state": R.choice(["KY", "IN", "MI", "PA", "OK", "LA"]), "multistate": False, "expires": valid_date()}]
    elif mod == "spec":
        un = [s for s in PROF_SPECS[prof] if s != spec and s not in ADJ.get(spec, ())]
        u = R.choice(un)
        p["plan"] = [(pp, u, m) for (pp, s, m) in p["plan"] if s != spec] or [(prof, u, 30)]
        p["plan"] = [(pp, u if s == spec else s, m) for (pp, s, m) in p["plan"]]
    elif mod == "hard":
        c = R.choice(jt["hardCerts"])
        p["certs"].pop(c, None)
        alt = {"RRT": "CRT", "EPA 608 Universal": "EPA 608 Type II"}.get(c)
        if alt:
            p["certs"][alt] = None
        elif R.random() < 0.5:
            p["certs"][c] = expired_date()
    elif mod == "farlocal":
        p["zip"] = R.choice(ring(jt["zip"], jt["radius"] + 10, 140))
    return p

def options(job, g):
    jt = job["truth"]; local = not (jt["remote"] or jt["travel"])
    soft = []
    if adj_of(jt): soft.append("adjacent")
    if jt["minYears"] >= 1: soft.append("short")
    if jt["certs"]: soft.append("cert")
    if jt["shift"]: soft.append("shift")
    if jt["licence"] and jt["licence"].get("pendingOk"): soft.append("pending")
    if g == 2:
        one = [m for m in soft if not (m == "adjacent" and jt["minYears"] > 0)]
        return [[m] for m in one]
    if g == 1:
        out = []
        if local and not jt["localOnly"]: out += [["far"]] * 2
        if jt["licence"] and jt["licence"].get("waivable"): out += [["waive"]] * 2
        pairs = [[a, b] for i, a in enumerate(soft) for b in soft[i + 1:] if not (a == "adjacent" and b == "short")]
        if "adjacent" in soft and jt["minYears"] > 0: out.append(["adjacent"])
        return out + pairs
    if g == 0:
        un = [x for x in PROF_SPECS[jt["profession"]] if jt["specialty"] and x != jt["specialty"] and x not in ADJ.get(jt["specialty"], ())]
        out = [["prof"], ["spec"] if un else ["prof"]]
        if jt["licence"] and not jt["licence"].get("waivable"): out.append(["lic"])
        if jt["hardCerts"]: out.append(["hard"])
        if jt["localOnly"]: out.append(["farlocal"])
        return out
    return [[]]

def profile_truth(p):
    roles = p["roles"]
    cur = roles[0]["profession"] if roles else p.get("fieldProf")
    years = {}; specs = []
    for r in roles:
        if r["profession"] != cur: continue
        e = tuple(map(int, r["end"].split("-"))) if r["end"] else NOW
        s = tuple(map(int, r["start"].split("-")))
        m = mdiff(s, e)
        years[r["specialty"]] = round(years.get(r["specialty"], 0) + m / 12, 2)
        years["(all)"] = round(years.get("(all)", 0) + m / 12, 2)
        if r["specialty"] not in specs: specs.append(r["specialty"])
    if not roles and p.get("fieldSpec"):
        specs = [p["fieldSpec"]]
    return {"profession": cur, "zip": p.get("zip"), "specialties": specs, "years": years,
            "licences": p["lics"], "pendingLicences": p["pending"], "certs": p["certs"], "shiftPref": p["shift"],
            "roles": [{"profession": r["profession"], "specialty": r["specialty"], "start": r["start"], "end": r["end"]} for r in roles]}

def later(t):
    """truth as of 2027-05-31: current roles add 0.51 years"""
    t2 = json.loads(json.dumps(t))
    for r in t["roles"]:
        if r["end"] is None and r["profession"] == t["profession"]:
            t2["years"][r["specialty"]] = t2["years"].get(r["specialty"], 0) + 0.51
            t2["years"]["(all)"] = t2["years"].get("(all)", 0) + 0.51
            break
    return t2

def short_ok(t):
    cur = [r["specialty"] for r in t["roles"] if r["end"] is None and r["profession"] == t["profession"]]
    for j in JOBS:
        jt = j["truth"]
        if jt["profession"] == t["profession"] and jt["specialty"] in cur and t["years"].get(jt["specialty"], 0) < jt["minYears"]:
            return False
    return True

def finish(p):
    jt = [j for j in JOBS if j["key"] == p.get("job")]
    TRAVELP[0] = 0.45 if jt and jt[0]["truth"]["travel"] else 0.0
    p["roles"] = make_roles(p["plan"], p["zip"], p["current"])
    return p

def extras():
    """candidates no job fits, and unknowns"""
    out = []
    for op, sp in [("CNA", "Long-Term Care"), ("LPN", "Long-Term Care"), ("Medical Assistant", "Radiography"), ("Data Analyst", "BI Reporting"),
                   ("PTA", "Inpatient Rehab"), ("COTA", "Pediatrics"), ("Paramedic", "EMS"), ("QA Tester", "Frontend"),
                   ("Sterile Processing Tech", "General Surgery"), ("CDL-B Driver", "Local"), ("HVAC Helper", "HVAC-Residential"),
                   ("Medical Lab Technician", "Microbiology"), ("Electrician Apprentice", "Residential")]:
        z = R.choice(NATIONAL)
        p = {"prof": op, "kind": "x:other", "job": None, "zip": z, "plan": [(op, sp, R.randint(10, 100))], "current": True,
             "lics": [], "pending": [], "certs": {c: cert_val(c) for c in TYPICAL.get(op, [])}, "shift": None}
        out.append(p)
    for prof, sp in [("RN", "NICU"), ("RN", "Oncology"), ("Physical Therapist", "Home Health"), ("Software Engineer", "Mobile"),
                     ("Welder", "Sheet Metal"), ("RN", "Oncology")]:
        z = R.choice(NATIONAL); st = Z[z][3]
        lt = LICTYPE.get(prof)
        p = {"prof": prof, "kind": "x:nofit", "job": None, "zip": z, "plan": [(prof, sp, R.randint(20, 100))], "current": True,
             "lics": [{"type": lt, "state": st, "multistate": lt == "RN" and st in COMPACT, "expires": valid_date()}] if lt else [],
             "pending": [], "certs": {c: cert_val(c) for c in TYPICAL.get(prof, [])}, "shift": None}
        out.append(p)
    return out

def main():
    cands = []
    for job in JOBS:
        plan = [(3, [])] * 4
        for g in (2, 1, 0):
            opts = options(job, g)
            n = 5 if g else 3
            picks = [opts[i % len(opts)] for i in range(n)] if opts else []
            R.shuffle(opts)
            plan += [(g, o) for o in picks]
        for g, mods in plan:
            for attempt in range(30):
                p = base_profile(job, "%d:%s" % (g, "+".join(mods) or "base"))
                for m in mods:
                    p = apply(p, job, m)
                finish(p)
                t = profile_truth(p)
                gj = grade(job["truth"], t)
                if all(grade(j["truth"], t) == grade(j["truth"], later(t)) for j in JOBS) and short_ok(t) and (gj == g or attempt > 25):
                    break
            cands.append(p)
    for p in extras():
        finish(p); cands.append(p)
    from hand import HAND
    for h in HAND:
        cands.append({"hand": h, "kind": "hand", "job": None})
    R.shuffle(cands)
    render.emit(cands, JOBS, profile_truth, person, R, POOL)

if __name__ == "__main__":
    main()

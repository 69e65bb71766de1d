import json, random, os, copy, subprocess, shutil, sys, glob
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from geo import Z, miles, near
from grade import grade, COMPACT, ADJ, ASOF, months
from jobs import JOBS
from people import *
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
R = random.Random(20261127)
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
MONTHFULL = "January February March April May June July August September October November December".split()
LASTDAY = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
for s, z in ELSEWHERE.items(): assert z in Z and Z[z][3] == s, (s, z)
BLOCK = ("citibank", "jber", "afb", "air force", "bank", "university", "irs ", "usps", "island", "liberty mutual", "oxmoor", "army", "barracks", "fort shafter", "bham", "shageluk")
BADNAME = {"Hon", "J B P H H", "Camp H M Smith", "Parisians Inc", "N Little Rock"}
def homey(z): return Z[z][2] not in BADNAME and " Inc" not in Z[z][2] and not any(b in Z[z][2].lower() for b in BLOCK)
NEAR = {j["body"]["address"]["zip"]: [z for z in near(j["body"]["address"]["zip"], 0, 18) if homey(z)] for j in JOBS}
FAR = {j["body"]["address"]["zip"]: [z for z in near(j["body"]["address"]["zip"], 40, 110) if homey(z)] for j in JOBS}

def ym_minus(n):  # year-month n months before as-of
    y, m = 2026, 11
    t = y * 12 + (m - 1) - n
    return "%04d-%02d" % (t // 12, t % 12 + 1)
def fut_date():
    y = R.choice([2027, 2028, 2028, 2029, 2030]); m = R.randint(10, 12) if y == 2027 else R.randint(1, 12)
    return "%04d-%02d-%02d" % (y, m, LASTDAY[m - 1])
def past_date():
    y = R.choice([2024, 2025, 2025, 2026]); m = R.randint(1, 8) if y == 2026 else R.randint(1, 12)
    return "%04d-%02d-%02d" % (y, m, LASTDAY[m - 1])
def adj_of(prof, spec):
    out = []
    for a, b in ADJ:
        for x, y in ((a, b), (b, a)):
            if x == spec and (prof, y) in UNITS: out.append(y)
    return out
def unrel_of(prof, spec):
    ad = adj_of(prof, spec)
    return [s for (p, s) in UNITS if p == prof and s != spec and s not in ad]
OTHERPROF = {"RN": ["LPN", "CNA", "PCT"], "RT": ["Paramedic"], "PT": ["PTA"], "RadTech": ["Sonographer"], "SurgTech": ["SPT"],
             "MLS": ["MLT"], "Electrician": ["Maintenance"], "HVAC": ["Maintenance"], "Welder": ["Machinist"], "CDL": ["Warehouse"],
             "Maintenance": ["Custodian"], "SWE": ["DataAnalyst", "QA"]}
TITLE["Warehouse"] = ["Warehouse Associate / Forklift Operator"]
LICTYPE = {"RN": "RN", "RT": "RT", "PT": "PT", "RadTech": "RadTech", "MLS": "MLS", "Electrician": "Journeyman", "CDL": "CDL-A"}

def role(prof, spec, start, end, st):
    u = UNITS.get((prof, spec))
    if prof in HOSP_PROFS: emp = R.choice(HOSP.get(st, OTHER_HOSP)) if st in HOSP else R.choice(OTHER_HOSP)
    elif prof in TRADE_CO: emp = R.choice(TRADE_CO[prof])
    elif prof in ("SWE", "DataAnalyst", "QA"): emp = R.choice(TECH_CO)
    else: emp = R.choice(["Northside Services LLC", "Harbor Distribution", "Summit Staffing", "Bayview Commons"])
    return {"profession": prof, "specialty": spec, "start": start, "end": end, "title": R.choice(TITLE[prof]),
            "unit": R.choice(u) if u else None, "employer": emp}
HOSP_PROFS = {"RN", "RT", "PT", "RadTech", "SurgTech", "MLS", "LPN", "CNA", "PCT", "PTA", "MLT", "Sonographer", "SPT", "Paramedic", "EMT", "OT", "COTA", "Pharmacist"}

def base(j):
    t = j["truth"]; P, S, st = t["profession"], t["specialty"], t["state"]
    need = t["minYears"] * 12
    cur = need + R.randint(8, 60)
    c = {"profession": P, "specialty": None, "zip": R.choice(NEAR[t["zip"]]), "roles": [], "licences": [], "pending": [],
         "certs": {}, "shiftPref": None}
    if cur > 40 and R.random() < 0.4:
        split = R.randint(14, cur - 14)
        c["roles"].append(role(P, S, ym_minus(split), None, st))
        c["roles"].append(role(P, S, ym_minus(cur), ym_minus(split + R.choice([0, 1])), st))
    else:
        c["roles"].append(role(P, S, ym_minus(cur), None, st))
    end = cur + R.randint(0, 5)
    if R.random() < 0.45:
        others = unrel_of(P, S) + adj_of(P, S)
        if others:
            o = R.choice(others); ln = R.randint(12, 40)
            c["roles"].append(role(P, o, ym_minus(end + ln), ym_minus(end), st)); end += ln + R.randint(0, 8)
    if R.random() < 0.25:
        prev = {"RN": "CNA", "Paramedic": "EMT", "PT": "PTA", "SWE": "QA", "Electrician": "Warehouse", "CDL": "Warehouse"}.get(P)
        if prev:
            ln = R.randint(10, 30); c["roles"].append(role(prev, "General", ym_minus(end + ln), ym_minus(end + 1), st))
    if t["licence"]:
        L = t["licence"]; lst = st
        c["licences"].append({"type": L["type"], "state": lst, "multistate": L["type"] == "RN" and st in COMPACT, "exp": fut_date()})
    for k in t["hardCerts"] + t["certs"]:
        c["certs"][k] = R.choice([fut_date(), fut_date(), None])
    if t["shift"] and R.random() < 0.4: c["shiftPref"] = t["shift"]
    return c

def set_rn_home(c, home, multi=True):
    c["licences"] = [{"type": "RN", "state": home, "multistate": multi, "exp": fut_date()}]

def apply(j, c, mod):
    t = j["truth"]; P, S, st = t["profession"], t["specialty"], t["state"]
    if mod == "base": return True
    if mod == "compact":
        if not (P == "RN" and st in COMPACT and t["licence"]): return False
        set_rn_home(c, R.choice([s for s in ELSEWHERE if s in COMPACT and s != st])); return True
    if mod == "far_home":
        if not (t["travel"] or t["remote"]): return False
        home = R.choice([s for s in ELSEWHERE if s != st]); c["zip"] = ELSEWHERE[home]
        if P == "RN":
            if st in COMPACT:
                if home not in COMPACT: return False
                set_rn_home(c, home)
            else:
                c["licences"].append({"type": "RN", "state": home, "multistate": home in COMPACT, "exp": fut_date()})
        elif P == "CDL":
            c["licences"][0]["state"] = home
        for r in c["roles"]:
            if r["profession"] in HOSP_PROFS and R.random() < 0.6: r["employer"] = R.choice(OTHER_HOSP)
        return True
    if mod in ("adj", "unrelated"):
        opts = adj_of(P, S) if mod == "adj" else unrel_of(P, S)
        if not opts: return False
        o = R.choice(opts)
        for r in c["roles"]:
            if r["profession"] == P and r["specialty"] == S:
                r["specialty"] = o; r["unit"] = R.choice(UNITS[(P, o)])
        if mod == "unrelated":
            c["roles"] = [r for r in c["roles"] if not (r["profession"] == P and r["specialty"] in adj_of(P, S))]
        return True
    if mod == "short":
        if t["minYears"] == 0: return False
        ln = R.randint(4, max(5, t["minYears"] * 12 - 4))
        gap_end = R.randint(3, 20)
        if unrel_of(P, S): gap_end = R.randint(50, 80)  # current other-specialty role is never itself short anywhere
        others = [s for s in unrel_of(P, S)]
        c["roles"] = [r for r in c["roles"] if r["specialty"] != S and r["specialty"] not in others and r["profession"] == P and False]
        if others:
            o = R.choice(others)
            c["roles"].append(role(P, o, ym_minus(gap_end), None, st))
            c["roles"].append(role(P, S, ym_minus(gap_end + ln), ym_minus(gap_end), st))
        else:
            c["roles"].append(role(P, S, ym_minus(gap_end + ln), ym_minus(gap_end), st))
            c["gapNote"] = R.choice(["Career break to care for a family member", "Relocated; looking for my next position", "Took time off after a move"])
        prev = R.choice([None, None, ("Retail", "General"), ("CNA", "General") if P == "RN" else None])
        if prev:
            c["roles"].append(role(prev[0], prev[1], ym_minus(gap_end + ln + 30), ym_minus(gap_end + ln + 2), st))
        return True
    if mod in ("nocert", "expcert"):
        if not t["certs"]: return False
        k = R.choice(t["certs"])
        if mod == "nocert": del c["certs"][k]
        else: c["certs"][k] = past_date()
        return True
    if mod == "shift":
        if not t["shift"]: return False
        c["shiftPref"] = R.choice([s for s in ("day", "night", "evening") if s != t["shift"]]); return True
    if mod == "far":
        if t["travel"] or t["remote"]: return False
        c["zip"] = R.choice(FAR[t["zip"]]); return True
    if mod == "obtain":
        if not (t["licence"] and t["licence"].get("obtainable")): return False
        home = R.choice(["TX", "GA", "NC", "FL", "OR"])
        c["licences"] = [{"type": t["licence"]["type"], "state": home, "multistate": P == "RN" and home in COMPACT, "exp": fut_date()}]
        if t["travel"]: c["zip"] = ELSEWHERE[home]
        return True
    if mod == "pending":
        if not (t["licence"] and t["licence"].get("pendingOk")): return False
        home = R.choice(["MN", "IL", "NY"])
        c["licences"] = [{"type": "RN", "state": home, "multistate": False, "exp": fut_date()}]
        c["pending"] = [{"type": "RN", "state": st}]; return True
    if mod == "otherprof":
        op = R.choice(OTHERPROF[P]); c["profession"] = op
        for r in c["roles"]:
            if r["profession"] == P:
                r["profession"] = op; r["title"] = R.choice(TITLE[op])
                if (op, r["specialty"]) not in UNITS:
                    r["specialty"] = "General"  # the unit name stays: an LPN on a Telemetry unit is still an LPN
                    if op in ("Sonographer", "Warehouse", "Paramedic", "DataAnalyst"): r["unit"] = None
        for k in ("RRT", "CRT", "ARRT(R)", "ARRT(CT)", "CST", "ASCP MLS", "EPA608", "MedCard", "Hazmat", "AWS D1.1"):
            c["certs"].pop(k, None)  # credentials of the job's profession would blur "what they hold now"
        c["roles"] = [r for r in c["roles"] if not (r["profession"] == op and r is not c["roles"][0] and r["specialty"] == "General" and False)]
        if op == "LPN": c["licences"] = [{"type": "LPN", "state": st, "multistate": st in COMPACT, "exp": fut_date()}]
        elif op == "Paramedic": c["licences"] = [{"type": "Paramedic", "state": st, "multistate": False, "exp": fut_date()}]
        else: c["licences"] = []
        return True
    if mod == "nolic":
        if not t["licence"]: return False
        if P == "RN":
            if st in COMPACT: set_rn_home(c, R.choice(["CA", "NY", "IL", "MN"]), False)
            else: set_rn_home(c, R.choice(["TX", "GA", "NC"]), True)
        elif P == "CDL": c["licences"] = [{"type": "CDL-B", "state": st, "multistate": False, "exp": fut_date()}]
        elif P == "Electrician": c["licences"] = []; c["apprentice"] = True
        else: c["licences"] = []
        return True
    if mod == "explic":
        if not t["licence"]: return False
        c["licences"][0]["exp"] = past_date(); return True
    if mod == "single_other":
        if not (P == "RN" and st in COMPACT and t["licence"]): return False
        set_rn_home(c, R.choice([s for s in ELSEWHERE if s in COMPACT and s != st]), False); return True
    if mod == "nohard":
        if not t["hardCerts"]: return False
        k = R.choice(t["hardCerts"])
        if R.random() < 0.5 and k != "RRT": del c["certs"][k]
        else: c["certs"][k] = past_date()
        if k == "RRT": del c["certs"][k]; c["certs"]["CRT"] = fut_date()
        return True
    raise ValueError(mod)

MENU = {3: [["base"], ["compact"], ["far_home"], ["base"], ["base"]],
        2: [["adj"], ["short"], ["nocert"], ["expcert"], ["shift"], ["adj"], ["short"], ["pending"]],
        1: [["far"], ["unrelated"], ["adj", "nocert"], ["short", "shift"], ["obtain"], ["adj", "far"], ["nocert", "expcert"],
            ["short", "nocert"], ["unrelated", "far"], ["adj", "short"], ["short", "far"]],
        0: [["otherprof"], ["nolic"], ["explic"], ["single_other"], ["nohard"], ["far"]]}
WANT = {3: 4, 2: 4, 1: 4, 0: 2}

cands = []
def make_for(j):
    for g in (3, 2, 1, 0):
        got, tries, i = 0, 0, R.randint(0, 5)
        while got < WANT[g] and tries < 60:
            recipe = MENU[g][i % len(MENU[g])]; i += 1; tries += 1
            c = base(j); ok = all(apply(j, c, m) for m in recipe)
            if not ok or grade(j["truth"], c) != g: continue
            c["target"] = {"job": j["key"], "recipe": recipe, "grade": g}
            cands.append(c); got += 1
        assert got == WANT[g], (j["key"], g, got)
for j in JOBS: make_for(j)

# candidates no job fits, and unknowns
NOFIT = ["OT", "COTA", "Pharmacist", "Teacher", "Accountant", "PCT", "LPN", "CNA", "Paramedic", "DataAnalyst", "PTA", "Barista", "EMT"]
for i in range(26):
    p = NOFIT[i % len(NOFIT)]; j = R.choice(JOBS); st = j["truth"]["state"]
    c = {"profession": p, "specialty": None, "zip": R.choice(NEAR[j["truth"]["zip"]]), "licences": [], "pending": [], "certs": {}, "shiftPref": None,
         "roles": [role(p, "General", ym_minus(R.randint(20, 90)), None, st)], "target": {"job": None, "recipe": ["nofit"], "grade": 0}}
    if p in ("LPN", "OT", "COTA", "PTA", "Pharmacist"): c["licences"] = [{"type": p, "state": st, "multistate": p == "LPN" and st in COMPACT, "exp": fut_date()}]
    if p in ("LPN", "CNA", "PCT", "Paramedic", "EMT"): c["certs"]["BLS"] = fut_date()
    cands.append(c)
FIELDONLY = [("RN", "ICU", "29407"), ("RN", "Tele", "93722"), ("SWE", "BackendJava", "35209"), ("Electrician", "Commercial", "72205"),
             ("RN", "ED", "04103"), ("HVAC", "Commercial", "57106"), ("SWE", "Frontend", "97301"), ("RN", "MedSurg", "99504"), ("CDL", "ClassA", "39208")]
for p, sp, z in FIELDONLY:
    assert z in Z
    cands.append({"profession": p, "specialty": sp, "zip": z, "licences": [], "pending": [], "certs": {}, "shiftPref": None, "roles": [],
                  "fieldsOnly": True, "target": {"job": None, "recipe": ["fields-only"], "grade": None}})
for i in range(6):
    cands.append({"profession": None, "specialty": None, "zip": None, "licences": [], "pending": [], "certs": {}, "shiftPref": None, "roles": [],
                  "target": {"job": None, "recipe": ["unknown"], "grade": 0}})
def fix_titles(c):
    for r in c["roles"]:
        if r["profession"] == "RadTech" and r["specialty"] != "CT" and r["title"] == "CT Technologist": r["title"] = "Radiologic Technologist"
        if r["profession"] == "SurgTech" and "CST" not in c["certs"] or (c["certs"].get("CST") or "9999") < ASOF:
            if r["title"] == "Certified Surgical Tech": r["title"] = "Surgical Technologist"
        if r["profession"] == "RT" and "RRT" not in c["certs"] and r["title"] == "Registered Respiratory Therapist": r["title"] = "Respiratory Therapist"
        if r["profession"] == "Electrician" and c.get("apprentice"): r["title"] = "Electrical Apprentice"
def shift_ym(s, d):
    y, m = map(int, s.split("-")); t = y * 12 + m - 1 - d
    return "%04d-%02d" % (t // 12, t % 12 + 1)
NEED = {}
for j in JOBS:
    k = (j["truth"]["profession"], j["truth"]["specialty"]); NEED[k] = max(NEED.get(k, 0), j["truth"]["minYears"] * 12)
def stabilize(c):
    # a current role must never be short for any job of its specialty (so no grade changes by 2027-05-31)
    for r in c["roles"]:
        if r["end"] is not None: continue
        need = NEED.get((r["profession"], r["specialty"]))
        if need is None: continue
        L = months(r["start"], None)
        if L >= need + 7: continue
        d = need + 7 + R.randint(0, 14) - L
        r["start"] = shift_ym(r["start"], d)
        for o in c["roles"]:
            if o is not r:
                o["start"] = shift_ym(o["start"], d); o["end"] = o["end"] and shift_ym(o["end"], d)
for c in cands:
    stabilize(c)
    if c["target"]["job"]:
        j = [x for x in JOBS if x["key"] == c["target"]["job"]][0]
        assert grade(j["truth"], c) == c["target"]["grade"], c["target"]
for c in cands: fix_titles(c)
R.shuffle(cands)
import render
render.finish(cands, JOBS, R, OUT)

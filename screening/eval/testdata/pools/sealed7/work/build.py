"""Builds pool sealed7: candidates, resumes, grades. Run: python3 work/build.py"""
import json, os, random, subprocess, sys, shutil, html
from datetime import date
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from grade import grade, miles, zips, AS_OF, COMPACT, adjacent, ADJ_GROUPS
from jobs import JOBS
from vocab import *

R = random.Random(20261127)
ASOF_I = 2026 * 12 + 10          # month index of Nov 2026
LATER = date(2027, 5, 31)
Z = zips()
JOB = {j["key"]: j for j in JOBS}

def mi(i):  # month index -> 'YYYY-MM'
    return "%04d-%02d" % (i // 12, i % 12 + 1)

MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
MONL = "January February March April May June July August September October November December".split()
def fmt_range(s, e, style):
    def f(i):
        y, m = i // 12, i % 12
        return ["%02d/%d" % (m + 1, y), "%s %d" % (MON[m], y), "%d-%02d" % (y, m + 1), "%s %d" % (MONL[m], y)][style]
    cur = ["Present", "Current", "now", "present"][style]
    sep = [" - ", " – ", " to ", " - "][style]
    return f(s) + sep + (cur if e is None else f(e))

# ---------- geography ----------
ZL = [(z, v) for z, v in Z.items()]
def near_zips(z0, r):
    la, lo = Z[z0][0], Z[z0][1]
    out = [z for z, v in ZL if abs(v[0] - la) < r / 60 and abs(v[1] - lo) < r / 45 and miles(z, z0) <= r]
    return out
NEAR, FAR = {}, {}
for j in JOBS:
    t = j["truth"]; r = t["radius"]
    NEAR[j["key"]] = near_zips(t["zip"], r * 0.7)
    ring = near_zips(t["zip"], 300)
    FAR[j["key"]] = [z for z in ring if miles(z, t["zip"]) >= r * 1.8 + 10]
ELSEWHERE = ["37211","80210","55406","33610","92104","87106","43215","48226","73112","53211","64111","84106","23220",
             "29201","32207","46220","70115","63110","27601","35205","50310","68104","89102","10025","19104","21218"]
ELSEWHERE = [z for z in ELSEWHERE if z in Z]

def hometown(job, mode):
    if mode == "near": return R.choice(NEAR[job["key"]])
    if mode == "far": return R.choice(FAR[job["key"]])
    return R.choice(ELSEWHERE + [R.choice(NEAR[k]) for k in NEAR])

# ---------- candidate construction ----------
used_names = set()
def new_name():
    while True:
        f, l = R.choice(FIRST), R.choice(LAST)
        if (f, l) not in used_names:
            used_names.add((f, l)); return f, l

def future_exp():
    y = R.randint(2027, 2030); m = R.randint(10, 12) if y == 2027 else R.randint(1, 12)
    return "%d-%02d-%02d" % (y, m, 28)
def past_exp():
    y = R.randint(2024, 2026); m = R.randint(1, 9 if y == 2026 else 12)
    return "%d-%02d-%02d" % (y, m, 28)

def employer(prof, st_city):
    city = st_city
    if prof in ("RN", "RT", "PT", "RadTech", "SurgTech", "MLS", "LPN", "CNA", "PCT", "PTA", "MLT", "SPT", "Sono", "MA", "Paramedic", "Phlebotomist", "COTA", "PSG"):
        if prof in ("PT", "PTA", "COTA"):
            return R.choice(["%s Orthopedic & Sports Clinic", "Motion Works PT - %s", "%s Rehab Partners"]) % city
        return R.choice(["%s Regional Medical Center", "%s Community Hospital", "St. Brendan's Hospital - %s", "%s Memorial", "Mercy Ridge %s",
                         "University Health %s", "%s Baptist Hospital"]) % city
    if prof in ("SWE", "DataAnalyst", "ITSupport"):
        return R.choice(["Brightwater Labs", "Quillfeather Software", "Norland Systems", "Tidepool Analytics", "Copperline Pay", "Halyard Health IT", "Orchard Logistics Tech"])
    return {"Electrician": R.choice(["Summit Electric of %s", "%s Industrial Services", "Brightline Electrical - %s"]),
            "ElectricianApprentice": "Summit Electric of %s", "HVAC": R.choice(["Keystone Mechanical (%s)", "%s Comfort Air"]),
            "ApplianceTech": "%s Appliance Service", "Welder": R.choice(["Ironbridge Fabrication - %s", "%s Steel Erectors"]),
            "Machinist": "%s Precision Machining", "CDL": R.choice(["Redtail Freight, %s terminal", "Crossroads Carriers (%s)"]),
            "Warehouse": "%s Distribution Center", "Maintenance": R.choice(["%s Packaging Co.", "%s Bottling Plant", "%s Property Management"]),
            }.get(prof, R.choice(["%s Unified Schools", "%s Cafe Co.", "%s Family Dental", "Main Street Bistro, %s", "%s Pharmacy", "%s Accounting Group"])) % city

def cand_skel(prof, spec, years, home, current=True, prior=None, shift=None):
    """roles newest first; years in (prof,spec); optional prior (prof,spec,years) older role"""
    c = {"profession": prof, "zip": home, "roles": [], "licences": [], "pendingLicences": [], "certs": {}, "shiftPref": shift}
    end = None if current else ASOF_I - R.randint(3, 14)
    months = max(2, int(round(years * 12)))
    e = ASOF_I if end is None else end
    # maybe split into two stints
    if months >= 30 and R.random() < 0.4:
        m1 = R.randint(12, months - 12)
        c["roles"].append({"profession": prof, "specialty": spec, "start": mi(e - m1), "end": None if end is None else mi(e)})
        c["roles"].append({"profession": prof, "specialty": spec, "start": mi(e - months), "end": mi(e - m1)})
    else:
        c["roles"].append({"profession": prof, "specialty": spec, "start": mi(e - months), "end": None if end is None else mi(e)})
    cursor = e - months
    if prior:
        for (p2, s2, y2) in prior:
            cursor -= R.randint(0, 4)
            m2 = max(3, int(round(y2 * 12)))
            c["roles"].append({"profession": p2, "specialty": s2, "start": mi(cursor - m2), "end": mi(cursor)})
            cursor -= m2
    return c

def fix_roles_order(c):
    c["roles"].sort(key=lambda r: r["start"], reverse=True)

SPECS = {"RN": ["ICU","PCU","MedSurg","Tele","ED","UrgentCare","LD","Postpartum","OR","Psych","Oncology"],
         "RT": ["General"], "PT": ["OutpatientOrtho","SportsMed","Acute","SNF"], "RadTech": ["CT","Radiography","MRI"],
         "SurgTech": ["General"], "MLS": ["General"],
         "SWE": ["BackendJava","BackendGo","BackendPython","FrontendReact","FrontendVue","FrontendAngular","DataEng"],
         "Electrician": ["Commercial","Industrial","Residential"], "HVAC": ["Commercial","Residential"],
         "Welder": ["Structural","Pipe"], "CDL": ["Regional","OTR","Local"], "Maintenance": ["Industrial","Facilities"]}
def adj_of(prof, spec):
    return [s for s in SPECS.get(prof, []) if adjacent(prof, spec, s)]
def unrelated_of(prof, spec):
    return [s for s in SPECS.get(prof, []) if s != spec and not adjacent(prof, spec, s)]

OTHER_FOR = {"RN": ["LPN","LVN","CNA","PCT","Paramedic","EDtech"], "RT": ["RTstudent"], "PT": ["PTA","COTA"], "RadTech": ["Sono"],
             "SurgTech": ["SPD"], "MLS": ["MLT","Phleb"], "SWE": ["Analyst","ITSupport"], "Electrician": ["Apprentice"],
             "HVAC": ["Appliance"], "Welder": ["Machinist"], "CDL": ["Forklift"], "Maintenance": ["Appliance","Machinist"]}

def give_licence(c, job, valid=True, mode=None):
    t = job["truth"]; L = t["licence"]
    if not L: return
    typ = L["type"]; st = t["state"]
    home_st = Z[c["zip"]][3] if c.get("zip") else st
    num = str(R.randint(100000, 999999))
    if typ == "RN":
        if mode == "wrongstate":
            # single-state licence of another state
            s2 = R.choice([s for s in ["TX","FL","TN","CO","NC","AZ","GA","KY","WA","VA"] if s != st])
            c["licences"].append({"type": "RN", "state": s2, "multistate": False, "expires": future_exp(), "num": num}); return
        if mode == "compactnoncompact":  # multistate from compact state into non-compact job state
            s2 = home_st if home_st in COMPACT else R.choice(["TX","FL","AZ","NC","GA","CO","WA"])
            c["licences"].append({"type": "RN", "state": s2, "multistate": True, "expires": future_exp(), "num": num}); return
        if mode == "fakecompact":  # non-compact state licence called compact, for a compact job
            s2 = R.choice(["CA","IL","NY","MA","OR","NV"])
            c["licences"].append({"type": "RN", "state": s2, "multistate": False, "claimedCompact": True, "expires": future_exp(), "num": num}); return
        if mode == "expired":
            c["licences"].append({"type": "RN", "state": st, "multistate": st in COMPACT and R.random() < 0.5, "expires": past_exp(), "num": num}); return
        if st in COMPACT:
            s2 = home_st if home_st in COMPACT else R.choice(sorted(COMPACT))
            if s2 == st and R.random() < 0.3:
                c["licences"].append({"type": "RN", "state": st, "multistate": False, "expires": future_exp(), "num": num})
            else:
                c["licences"].append({"type": "RN", "state": s2, "multistate": True, "expires": future_exp(), "num": num})
        else:
            c["licences"].append({"type": "RN", "state": st, "multistate": False, "expires": future_exp(), "num": num})
            if home_st != st and R.random() < 0.7:
                c["licences"].append({"type": "RN", "state": home_st, "multistate": home_st in COMPACT, "expires": future_exp(), "num": str(R.randint(100000, 999999))})
        return
    if typ == "CDL-A":
        if mode == "expired":
            c["licences"].append({"type": "CDL-A", "state": home_st, "multistate": False, "expires": past_exp(), "num": num}); return
        if mode == "wrongstate":  # class B only
            c["licences"].append({"type": "CDL-B", "state": home_st, "multistate": False, "expires": future_exp(), "num": num}); return
        c["licences"].append({"type": "CDL-A", "state": home_st, "multistate": False, "expires": future_exp(), "num": num}); return
    # state licences (RT, PT, Electrician)
    if mode == "wrongstate":
        s2 = {"KY": "IN", "GA": "AL", "TX": "LA"}.get(st, "TN")
        c["licences"].append({"type": typ, "state": s2, "multistate": False, "expires": future_exp(), "num": num}); return
    if mode == "expired":
        c["licences"].append({"type": typ, "state": st, "multistate": False, "expires": past_exp(), "num": num}); return
    c["licences"].append({"type": typ, "state": st, "multistate": False, "expires": future_exp(), "num": num})

def give_certs(c, names, drop=None, expire=None):
    for n in names:
        if n == drop: continue
        if n == expire:
            c["certs"][n] = past_exp(); continue
        c["certs"][n] = None if (n in ("ARRT-R", "ARRT-CT", "CST", "ASCP-MLS", "EPA608", "RRT", "OSHA10") or R.random() < 0.2) else future_exp()

EXTRA_CERTS = {"RN": ["CCRN","PCCN","CEN","TNCC","PALS"], "RT": ["PALS"], "Electrician": ["OSHA30"], "CDL": ["Hazmat"], "Maintenance": ["Forklift"]}

def base_for(job, mode_home, years_extra=(1, 6)):
    t = job["truth"]; prof = t["profession"]; spec = t["specialty"]
    yrs = t["minYears"] + R.uniform(*years_extra) if True else 0
    home = hometown(job, mode_home)
    prior = []
    if R.random() < 0.35 and unrelated_of(prof, spec) and spec != "General":
        prior.append((prof, R.choice(unrelated_of(prof, spec)), R.uniform(1, 3.5)))
    if prof == "RN" and R.random() < 0.2:
        prior.append((R.choice(["CNA", "PCT", "LPN"]), "MedSurg", R.uniform(1, 3)))
    c = cand_skel(prof, spec, yrs, home, True, prior)
    return c

def apply_mod(c, job, mod):
    t = job["truth"]; prof = t["profession"]; spec = t["specialty"]
    if mod == "adj":
        a = R.choice(adj_of(prof, spec))
        for r in c["roles"]:
            if r["specialty"] == spec and r["profession"] == prof: r["specialty"] = a
    elif mod == "years":
        mn = t["minYears"]
        yrs = R.uniform(0.3, mn - 0.3) if mn > 0.7 else 0.3
        home = c["zip"]
        held = [r["specialty"] for r in c["roles"] if r["profession"] == prof and (r["specialty"] == spec or adjacent(prof, spec, r["specialty"]))]
        s_use = held[0] if held else spec
        other = R.choice(unrelated_of(prof, spec)) if unrelated_of(prof, spec) else None
        c2 = cand_skel(prof, s_use, yrs, home, current=False)
        if other and R.random() < 0.6:
            endi = int(c2["roles"][0]["end"][:4]) * 12 + int(c2["roles"][0]["end"][5:]) - 1
            c2["roles"].insert(0, {"profession": prof, "specialty": other, "start": mi(endi + R.randint(0, 2)), "end": None})
        c["roles"] = c2["roles"]
    elif mod == "cert":
        soft = t["certs"]
        n = R.choice(soft)
        if R.random() < 0.5: c["certs"].pop(n, None)
        else: c["certs"][n] = past_exp()
    elif mod == "shift":
        c["shiftPref"] = R.choice([s for s in ["day", "night", "evening"] if s != t["shift"]])
    elif mod == "far":
        c["zip"] = hometown(job, "far")
    elif mod == "pending":
        st = t["state"]; c["licences"] = []
        if t["licence"]["type"] == "RN":
            s2 = R.choice(["AZ", "TX", "WA", "CO", "FL"])
            c["licences"].append({"type": "RN", "state": s2, "multistate": True, "expires": future_exp(), "num": str(R.randint(100000, 999999))})
        else:
            c["licences"].append({"type": t["licence"]["type"], "state": "AL" if st == "GA" else "NV", "multistate": False, "expires": future_exp(), "num": str(R.randint(100000, 999999))})
        c["pendingLicences"].append(st)
    elif mod == "hard":
        h = R.choice(t["hardCerts"])
        if R.random() < 0.5 or h in ("RRT", "ASCP-MLS", "EPA608"):
            c["certs"].pop(h, None)
            if h == "RRT": c["certs"]["CRT"] = None
        else:
            c["certs"][h] = past_exp()
    elif mod == "spec":
        u = R.choice(unrelated_of(prof, spec))
        for r in c["roles"]:
            if r["profession"] == prof and r["specialty"] in [spec] + adj_of(prof, spec): r["specialty"] = u
    elif mod == "prof":
        o = R.choice(OTHER_FOR[prof])
        code = OTHER[o][0]
        for r in c["roles"]:
            if r["profession"] == prof: r["profession"] = code; r["other"] = o
        c["profession"] = code
        c["licences"] = [l for l in c["licences"] if l["type"] == "CDL-A"] if prof != "CDL" else []
        if prof == "RN": c["certs"] = {k: v for k, v in c["certs"].items() if k == "BLS"}
        else: c["certs"] = {k: v for k, v in c["certs"].items() if k in ("BLS", "OSHA10")}
    elif mod.startswith("lic:"):
        c["licences"] = []
        give_licence(c, job, mode=mod[4:])

def make_for(job, recipe):
    t = job["truth"]
    local = not (t["remote"] or t["travel"])
    mods = [m for m in recipe if m != "ideal"]
    home_mode = "near" if local else R.choice(["far", "any", "near"])
    c = base_for(job, home_mode)
    if R.random() < 0.25: c["shiftPref"] = t["shift"] or R.choice(["day", "night", None])
    if t["shift"] is None and c["shiftPref"] is None and R.random() < 0.15: c["shiftPref"] = R.choice(["day", "night"])
    give_licence(c, job)
    give_certs(c, t["certs"] + t["hardCerts"])
    if R.random() < 0.3 and EXTRA_CERTS.get(t["profession"]):
        x = R.choice(EXTRA_CERTS[t["profession"]]); c["certs"].setdefault(x, future_exp())
    for m in mods:
        apply_mod(c, job, m)
    fix_roles_order(c)
    c["target"] = {"job": job["key"], "recipe": recipe}
    return c

def options(job):
    t = job["truth"]; prof = t["profession"]; spec = t["specialty"]
    local = not (t["remote"] or t["travel"])
    g2 = []
    if adj_of(prof, spec): g2.append("adj")
    if t["minYears"] >= 1: g2.append("years")
    if t["certs"]: g2.append("cert")
    if t["shift"]: g2.append("shift")
    g1 = []
    if local and not t["localOnly"]: g1.append(["far"])
    if t["licence"] and t["licence"]["pendingOk"]: g1.append(["pending"])
    for i in range(len(g2)):
        for k in range(i + 1, len(g2)):
            g1.append([g2[i], g2[k]])
    g0 = [["prof"]]
    if t["licence"] and not t["licence"]["pendingOk"]:
        if prof == "RN":
            g0.append(["lic:" + ("compactnoncompact" if t["state"] not in COMPACT else R.choice(["wrongstate", "fakecompact"]))])
        else:
            g0.append(["lic:" + R.choice(["wrongstate", "expired"])])
        g0.append(["lic:expired"])
    if t["hardCerts"]: g0.append(["hard"])
    if t["localOnly"]: g0.append(["far"])
    if unrelated_of(prof, spec) and spec != "General": g0.append(["spec"])
    return [[m] for m in g2], g1, g0

cands = []
for job in JOBS:
    g2, g1, g0 = options(job)
    plan = [["ideal"]] * 4 + [g2[i % len(g2)] for i in range(4)] + [g1[i % len(g1)] for i in range(5)] + [g0[i % len(g0)] for i in range(3)]
    for rec in plan:
        cands.append(make_for(job, rec))

# nobody-fits
for o in ["Teacher", "Acct", "Barista", "Hyg", "Chef", "Pharm", "MA", "CNA", "LPN", "PTA", "COTA", "Paramedic", "Analyst", "Machinist", "Forklift", "Sono", "Phleb", "MLT"]:
    code, title, unit = OTHER[o]
    home = R.choice(ELSEWHERE + [R.choice(v) for v in NEAR.values()])
    c = cand_skel(code, unit, R.uniform(1, 9), home)
    for r in c["roles"]: r["other"] = o
    if o in ("CNA", "LPN", "Paramedic", "MA", "Phleb"): c["certs"]["BLS"] = future_exp()
    c["target"] = {"job": None, "recipe": ["nofit"]}
    cands.append(c)
# neither fields nor resume
for i in range(4):
    cands.append({"profession": None, "zip": None, "roles": [], "licences": [], "pendingLicences": [], "certs": {}, "shiftPref": None,
                  "target": {"job": None, "recipe": ["unknown"]}, "empty": True})

# ---------- stability: grades equal at as-of and at validUntil ----------
def truthify(c):
    specs = sorted({r["specialty"] for r in c["roles"] if r["profession"] == c["profession"]})
    yrs = {}
    for s in specs:
        yrs[s] = round(sum((int(r["end"][:4]) * 12 + int(r["end"][5:]) if r["end"] else ASOF_I + 1) - (int(r["start"][:4]) * 12 + int(r["start"][5:]))
                           for r in c["roles"] if r["profession"] == c["profession"] and r["specialty"] == s) / 12, 2)
    return {"profession": c["profession"], "zip": c["zip"], "specialties": specs, "years": yrs,
            "licences": c["licences"], "pendingLicences": c["pendingLicences"], "certs": c["certs"], "shiftPref": c["shiftPref"],
            "roles": [{k: r[k] for k in ("profession", "specialty", "start", "end")} for r in c["roles"]],
            "target": c["target"]}

for c in cands:
    for _ in range(10):
        tr = truthify(c)
        bad = [j for j in JOBS if grade(j["truth"], tr) != grade(j["truth"], tr, LATER)]
        if not bad: break
        # lengthen current roles by a year
        for r in c["roles"]:
            y, m = int(r["start"][:4]), int(r["start"][5:])
            r["start"] = "%04d-%02d" % (y - 1, m)
            if r["end"] is not None:
                y, m = int(r["end"][:4]), int(r["end"][5:])
                r["end"] = "%04d-%02d" % (y - 1, m)
    else:
        raise SystemExit("unstable candidate")

R.shuffle(cands)
json.dump(cands, open(os.path.join(HERE, "stage1.json"), "w"), indent=0)
print(len(cands), "candidates staged")

TR = [truthify(c) for c in cands]
G = {j["key"]: [grade(j["truth"], t) for t in TR] for j in JOBS}
if __name__ == "__main__" and "--hist" in sys.argv:
    for k, g in G.items():
        print(k, [g.count(x) for x in range(4)])
    # target hit rate
    miss = 0
    for i, c in enumerate(cands):
        tj = c["target"]["job"]
        if tj:
            exp = {"ideal": 3}.get(c["target"]["recipe"][0])
    print("nofit-any", sum(1 for i in range(len(cands)) if all(G[k][i] == 0 for k in G)))

# ---------- render everything ----------
import render
from render import prepare, s_classic, s_terse, s_prose, s_ascii, s_table_html, s_twocol_html, notes_for, PROF_WORD, SPEC_WORD
RR = render.R
RES = os.path.join(OUT, "resumes")
shutil.rmtree(RES, ignore_errors=True); os.makedirs(RES)
TMP = "/tmp/sealed7_html"; shutil.rmtree(TMP, ignore_errors=True); os.makedirs(TMP)
out_c, facts, to_docx, to_pdf = [], {}, [], []
emails = set()
for i, c in enumerate(cands):
    key = "C%04d" % (i + 1)
    first, last = new_name()
    x = prepare(c, key, first, last, Z, employer)
    while x.email in emails: x.email = x.email.replace("@", str(RR.randint(0, 9)) + "@")
    emails.add(x.email)
    body = {"firstName": first, "lastName": last, "email": x.email, "statusId": 1}
    entry = {"key": key, "truth": TR[i], "body": body, "resume": None}
    if c.get("empty"):
        facts[key] = []; out_c.append(entry); continue
    u = RR.random()
    noresume = u < 0.07
    minimal = (not noresume) and RR.random() < 0.42
    if not minimal:
        if x.zip or noresume:
            if x.zip:
                body["phone"] = x.phone
                body["address"] = {"address1": RR.choice([None, "%d %s" % (RR.randint(100, 9800), RR.choice(["Oak Hollow Dr", "W 3rd St", "Magnolia Ave", "Ridgecrest Ln", "Elm St Apt 4", "Larkspur Ct"]))]),
                                   "city": x.city, "state": x.st, "zip": x.zip, "countryCode": "US"}
            else:
                body["phone"] = x.phone
        if RR.random() < 0.5 or noresume:
            body["profession"] = RR.choice(PROF_WORD.get(c["profession"], [x.headline or ""])) if c["profession"] in PROF_WORD else (x.headline or "")
            if c["profession"] in PROF_WORD and c["roles"]:
                sw = RR.choice(SPEC_WORD.get(c["roles"][0]["specialty"], [""]))
                if sw: body["specialty"] = sw
        if noresume or RR.random() < 0.25:
            body["notes"] = notes_for(x, c, full=noresume)
    if noresume:
        facts[key] = x.facts; out_c.append(entry); continue
    style = RR.choices(["classic", "lastjob", "terse", "prose", "ascii", "table", "twocol"], [28, 10, 10, 12, 8, 16, 16])[0]
    if style in ("table", "twocol"):
        htm = s_table_html(x, c) if style == "table" else s_twocol_html(x, c)
        ext = "pdf" if (style == "twocol" or RR.random() < 0.4) else "docx"
        open(os.path.join(TMP, key + ".html"), "w").write(htm)
        (to_pdf if ext == "pdf" else to_docx).append(key)
        entry["resume"] = "resumes/%s.%s" % (key, ext)
    else:
        txt = {"classic": lambda: s_classic(x, c), "lastjob": lambda: s_classic(x, c, False), "terse": lambda: s_terse(x, c),
               "prose": lambda: s_prose(x, c), "ascii": lambda: s_ascii(x, c)}[style]()
        if style in ("classic", "prose") and RR.random() < 0.15:
            open(os.path.join(TMP, key + ".txt"), "w").write(txt)
            to_docx.append(key + "@txt"); entry["resume"] = "resumes/%s.docx" % key
        else:
            open(os.path.join(RES, key + ".txt"), "w").write(txt); entry["resume"] = "resumes/%s.txt" % key
    if RR.random() < 0.1:
        jr = {"location": {"zipCode": x.zip, "radius": 25}} if x.zip else {}
        if c["profession"] == "SWE": jr.setdefault("location", {})["remote"] = True
        if jr: entry["jobRequest"] = jr
    facts[key] = x.facts
    out_c.append(entry)

def convert(keys, fmt):
    html_in = [os.path.join(TMP, k + ".html") for k in keys if "@" not in k]
    txt_in = [os.path.join(TMP, k.split("@")[0] + ".txt") for k in keys if "@" in k]
    filt = "docx:MS Word 2007 XML" if fmt == "docx" else "pdf:writer_pdf_Export"
    if html_in:
        subprocess.run(["soffice", "--headless", "--infilter=HTML (StarWriter)", "--convert-to", filt, "--outdir", RES] + html_in, check=True, capture_output=True)
    if txt_in:
        subprocess.run(["soffice", "--headless", "--convert-to", filt, "--outdir", RES] + txt_in, check=True, capture_output=True)
convert(to_docx, "docx"); convert(to_pdf, "pdf")

jobs_out = [{k: j[k] for k in ("key", "truth", "body", "candidateRequest") if k in j} for j in JOBS]
json.dump(jobs_out, open(os.path.join(OUT, "jobs.json"), "w"), indent=1)
json.dump(out_c, open(os.path.join(OUT, "candidates.json"), "w"), indent=1)
json.dump(facts, open(os.path.join(HERE, "facts.json"), "w"), indent=0)
counts = {str(g): 0 for g in range(4)}
with open(os.path.join(OUT, "grades.tsv"), "w") as f:
    f.write("job_key\tcandidate_key\tgrade\n")
    for j in JOBS:
        for i, e in enumerate(out_c):
            g = grade(j["truth"], e["truth"]); counts[str(g)] += 1
            f.write("%s\t%s\t%d\n" % (j["key"], e["key"], g))
json.dump({"asOf": "2026-11-27", "validUntil": "2027-05-31", "jobs": len(JOBS), "candidates": len(out_c), "grades": counts},
          open(os.path.join(OUT, "meta.json"), "w"), indent=1)
per = {j["key"]: [G[j["key"]].count(g) for g in range(4)] for j in JOBS}
json.dump(per, open(os.path.join(HERE, "per_job.json"), "w"))
print("done", counts, "docx", len(to_docx), "pdf", len(to_pdf))

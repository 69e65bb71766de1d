"""Builds the sealed10 pool: python3 work/build.py (from the pool dir). Deterministic (seeded)."""
import json, os, random, datetime, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grade as G
from jobs import J as JOBS
from people import *
R = random.Random(20261127)
ASOF = G.ASOF
POOL = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
Z = G.zips()
NLC = G.NLC
METRO_ZIP = {"Dallas": "75201", "Miami": "33136", "Cleveland": "44106", "San Jose": "95128", "Providence": "02903",
             "Memphis": "38103", "Fargo": "58102", "San Antonio": "78229", "Orlando": "32806", "Wilmington": "19801",
             "Cheyenne": "82001", "Hartford": "06106"}
EXTRA_ZIP = {"Chicago": "60614", "Phoenix": "85006", "Atlanta": "30308", "Houston": "77030", "Tampa": "33606",
             "Nashville": "37203", "Columbus": "43210", "Denver": "80218", "Minneapolis": "55455", "Las Vegas": "89102",
             "Portland": "97210", "Charlotte": "28204", "Tulsa": "74104", "Boston": "02115", "Sacramento": "95816",
             "Kansas City": "64111", "Richmond": "23219"}
ALLZ = dict(METRO_ZIP); ALLZ.update(EXTRA_ZIP)
def near(zc, lo, hi, state=None):
    out = [z for z, v in Z.items() if (state is None or v[3] == state) and lo <= G.miles(zc, z) <= hi]
    return sorted(out)
_cache = {}
def local_zip(job):
    k = ("L", job["zip"])
    if k not in _cache: _cache[k] = near(job["zip"], 0, job.get("radius", 25) - 3)
    return R.choice(_cache[k])
def far_zip(job):
    """same state, outside radius: a near miss."""
    k = ("F", job["zip"])
    r = job.get("radius", 25)
    if k not in _cache: _cache[k] = near(job["zip"], r + 6, r + 80, job["state"]) or near(job["zip"], r + 6, r + 200, job["state"])
    return R.choice(_cache[k])
def metro_zip_other(job, compact_only=False, exclude_state=None):
    opts = [z for c, z in ALLZ.items() if G.miles(z, job["zip"]) > 100 and (not compact_only or Z[z][3] in NLC)
            and Z[z][3] != exclude_state]
    return R.choice(opts)
def md(y, m): return datetime.date(y, m, 1)
def months_back(d, n):
    y, m = d.year, d.month - n
    while m <= 0: m += 12; y -= 1
    return md(y, m)
def rdate(lo, hi):
    a, b = datetime.date.fromisoformat(lo), datetime.date.fromisoformat(hi)
    x = a + datetime.timedelta(days=R.randint(0, (b - a).days))
    return x
def valid_exp(): return rdate("2027-10-15", "2030-06-30").isoformat()
def expired_exp(): return rdate("2023-03-01", "2026-08-31").isoformat()

ADJ = G.ADJ
UNREL = {"RN": ["Psych", "OR", "Oncology", "NICU", "Dialysis", "LTC"], "PT": ["PT Home Health"], "RadTech": ["MRI"],
         "SWE": ["Backend Python"], "HVAC": [], "Electrician": [], "Welder": [], "CDL": [], "Maintenance": []}
NEARPROF = {"RN": ["LPN", "PCT", "CNA", "Paramedic"], "RT": ["RN"], "PT": ["PTA", "OT"], "RadTech": ["SurgTech"],
            "SurgTech": ["SPD"], "MLS": ["MLT"], "SWE": ["DataAnalyst", "QA"], "Electrician": ["ElecApprentice"],
            "HVAC": ["Maintenance"], "Welder": ["Maintenance"], "CDL": ["Delivery"], "Maintenance": ["Janitor"]}
PROF_DEFAULT_SPEC = {"LPN": "LTC", "PCT": "ED", "CNA": "LTC", "Paramedic": "EMS", "PTA": "Outpatient Rehab",
                     "OT": "Outpatient Rehab", "COTA": "Outpatient Rehab", "SPD": "Sterile Processing", "MLT": "Clinical Lab",
                     "DataAnalyst": "BI Reporting", "QA": "Manual QA", "ITSupport": "Help Desk",
                     "ElecApprentice": "Commercial Electrical", "Delivery": "Local Delivery", "Janitor": "Custodial",
                     "Maintenance": "Facilities Maintenance", "RN": "Med-Surg", "SurgTech": "Surgical Tech",
                     "RT": "Respiratory", "MLS": "Clinical Lab"}
PROF_CERTS = {"RN": ["BLS", "ACLS"], "RT": ["RRT", "BLS"], "RadTech": ["ARRT-R", "BLS"], "SurgTech": ["CST", "BLS"],
              "MLS": ["ASCP-MLS"], "HVAC": ["EPA608"], "Welder": ["AWS-D1.1"], "LPN": ["BLS"], "CNA": ["BLS"],
              "PCT": ["BLS"], "Paramedic": ["ACLS", "PALS"], "MLT": ["ASCP-MLT"], "SPD": [], "PT": [], "PTA": [],
              "SWE": [], "DataAnalyst": [], "QA": [], "Electrician": ["OSHA10"], "ElecApprentice": ["OSHA10"],
              "CDL": [], "Delivery": [], "Maintenance": ["OSHA10"], "Janitor": [], "OT": [], "COTA": [], "ITSupport": []}
SPEC_CERT = {"ICU": ["CCRN"], "ED": ["TNCC", "PALS"], "L&D": ["NRP"], "Postpartum": ["NRP"], "CT": ["ARRT-CT"], "NICU": ["NRP"]}
LICTYPE = {"RN": "RN", "RT": "RT", "PT": "PT", "Electrician": "Electrician-Journeyman", "HVAC": "HVAC", "CDL": "CDL-A", "LPN": "LPN"}

def employer(prof, used):
    while True:
        if prof in ("SWE", "DataAnalyst", "QA", "ITSupport"): e = R.choice(TECH) + R.choice(["", " Inc.", ", Inc", " LLC"])
        elif prof in ("Electrician", "ElecApprentice", "HVAC", "Welder", "CDL", "Delivery", "Maintenance", "Janitor"):
            e = R.choice(TRADE) + R.choice(["", " LLC", " Co."])
        else: e = R.choice(HOSP) + " " + R.choice(HKIND)
        if e.split()[0] not in used: used.add(e.split()[0]); return e

def make_roles(plan, home_zip):
    """plan: list of (prof, spec, months) newest first; first is current unless gap given as ('GAP', months)."""
    roles, used = [], set()
    cur = md(ASOF.year, ASOF.month)
    first = True
    for p in plan:
        if p[0] == "GAP":
            cur = months_back(cur, p[1]); first = False; continue
        prof, spec, months = p
        start = months_back(cur, months)
        end = None if first else cur
        if first and ASOF.day < 27: pass
        city_z = home_zip if len(roles) == 0 else R.choice(list(ALLZ.values()) + [home_zip] * 3)
        roles.append({"profession": prof, "specialty": spec, "start": start.isoformat(),
                      "end": (end - datetime.timedelta(days=1)).isoformat() if end else None,
                      "employer": employer(prof, used), "title": R.choice(PROF_TITLES[prof]),
                      "city": Z[city_z][2], "st": Z[city_z][3], "zip": city_z, "syn": R.choice(SYN[spec])})
        cur = months_back(start, R.choice([0, 0, 1, 2]))
        first = False
    return roles

def lic(t, st, ok=True, multi=None):
    if multi is None: multi = t == "RN" and st in NLC and R.random() < 0.8
    return {"type": t, "state": st, "multistate": bool(multi and t == "RN" and st in NLC),
            "expires": valid_exp() if ok else expired_exp(), "num": str(R.randint(100000, 999999))}

CANDS = []
EMAILS = set()
def new_person():
    while True:
        f, l = R.choice(FIRST), R.choice(LAST)
        e = f"{f.lower()}.{l.lower()}{R.randint(1, 99)}@" + R.choice(["example.com", "example.org", "example.net"])
        if e not in EMAILS: EMAILS.add(e); return f, l, e

def add_cand(truth, target=None, note=""):
    truth["target"] = target; truth["note"] = note
    CANDS.append(truth)

def cand_for(job, variant):
    """Build a candidate truth for job with a variant. variant is a set of tags."""
    P, S = job["profession"], job["specialty"]
    prof = P
    miny = job.get("minYears", 0) or 0
    local = not (job.get("remote") or job.get("travel"))
    # home
    if "far" in variant: home = far_zip(job) if R.random() < 0.6 or not local else metro_zip_other(job)
    elif local: home = local_zip(job)
    else:
        if job.get("licence") and job["licence"]["type"] == "RN" and job["licence"]["state"] in NLC:
            home = local_zip(job) if R.random() < 0.35 else metro_zip_other(job, compact_only=True)
        else:
            home = local_zip(job) if R.random() < 0.5 else metro_zip_other(job)
    # specialty plan
    plan = []
    if "otherprof" in variant:
        prof = R.choice(NEARPROF.get(P, ["Janitor"]))
        sp = S if (prof in ("PCT", "LPN") and S in ("ED", "Med-Surg", "Telemetry")) else PROF_DEFAULT_SPEC.get(prof, S)
        if prof == "Paramedic": sp = "EMS"
        if prof == "ElecApprentice": sp = S
        plan = [(prof, sp, 12 * R.randint(3, 9))]
    elif "former" in variant:
        # used to be in the job's profession and specialty, now in another profession
        other = R.choice(NEARPROF.get(P, ["Janitor"]) + (["ITSupport"] if P != "RN" else []))
        if P == "RN": other = R.choice(["ITSupport", "DataAnalyst"])
        if P == "SWE": other = "DataAnalyst"
        prof = other
        plan = [(other, PROF_DEFAULT_SPEC.get(other, "Help Desk"), 12 * R.randint(2, 4) + R.randint(0, 6)), (P, S, 12 * (miny + R.randint(1, 4)))]
    else:
        adjs = sorted(ADJ.get(S, []))
        if "adj" in variant:
            if not adjs: raise ValueError("no adj for " + S)
            a = R.choice(adjs)
            plan = [(P, a, 12 * (4 + R.randint(1, 5)) + R.randint(0, 11))]
        elif "short" in variant:
            # exact specialty only in the past, shorter than minYears; now in an adjacent or unrelated specialty
            other = R.choice(adjs + UNREL.get(P, [])) if (adjs or UNREL.get(P)) else None
            mo = max(3, 12 * miny - R.randint(3, 8))
            if other:
                plan = [(P, other, 12 * R.randint(5, 8) + R.randint(0, 11)), (P, S, mo)]
            else:
                plan = [(P, S, mo), ("GAP", 12 + R.randint(0, 20))]
                plan = [("GAP", 10 + R.randint(0, 14)), (P, S, mo)]
        else:
            plan = [(P, S, 12 * (miny + R.randint(1, 7)) + R.randint(0, 11))]
            if R.random() < 0.35 and adjs: plan.append((P, R.choice(adjs), 12 * R.randint(1, 3)))
        if P == "RN" and R.random() < 0.2: plan.append(("CNA", "LTC", 12 * R.randint(1, 3)))
        if P == "SWE" and "adj" not in variant and R.random() < 0.2: plan.append(("QA", "Manual QA", 12 * R.randint(1, 2)))
    if plan and plan[0][0] == "GAP":
        roles = make_roles(plan, home)
    else:
        roles = make_roles(plan, home)
    # licences
    lics = []
    jl = job.get("licence")
    ptype = LICTYPE.get(prof)
    hs = Z[home][3]
    if ptype:
        if jl and ptype == jl["type"] and prof == P:
            need = jl["state"]
            if "nolic" in variant:
                # holds a licence only in another state that is not valid for this job
                st = R.choice(["CA", "IL", "NY", "MN", "NV", "OR"]) if need != "CA" else R.choice(["NV", "OR", "AZ", "TX"])
                if ptype == "RN" and need in NLC: lics.append(lic(ptype, st, multi=False))
                elif ptype == "RN": lics.append(lic(ptype, st, multi=(st in NLC)))
                else: lics.append(lic(ptype, st if st != need else "NV"))
                if "far" not in variant and not local and ptype == "RN" and st != hs and hs in NLC:
                    pass
            elif "explic" in variant:
                lics.append(lic(ptype, need or hs, ok=False, multi=(need in NLC if need else False)))
            else:
                if need is None: lics.append(lic(ptype, hs))
                elif ptype == "RN" and need in NLC:
                    if hs == need: lics.append(lic(ptype, hs))
                    elif hs in NLC: lics.append(lic(ptype, hs, multi=True))
                    else: lics.append(lic(ptype, need, multi=False))
                else:
                    if hs != need: lics.append(lic(ptype, hs))
                    lics.append(lic(ptype, need))
        else:
            st = hs
            lics.append(lic(ptype, st))
    # certs
    certs = []
    base = list(dict.fromkeys(job.get("certs", []) + PROF_CERTS.get(prof, []))) if prof == P else PROF_CERTS.get(prof, [])
    ncert_gap = sum(1 for v in variant if v.startswith("cert"))
    req = [c for c in job.get("certs", [])] if prof == P else []
    miss = set(R.sample(req, min(ncert_gap, len(req)))) if ncert_gap else set()
    for c in base:
        if c in miss:
            if R.random() < 0.6: certs.append({"name": c, "expires": expired_exp()})
            continue
        certs.append({"name": c, "expires": valid_exp() if (c in ("BLS", "ACLS", "PALS", "NRP", "TNCC") or R.random() < 0.5) else None})
    for c in SPEC_CERT.get(S if prof == P else "", []):
        if c not in [x["name"] for x in certs] and R.random() < 0.5 and "adj" not in variant:
            certs.append({"name": c, "expires": valid_exp()})
    shift = None
    if "shift" in variant: shift = "day" if job.get("shift") == "night" else "night"
    elif R.random() < 0.25 and job.get("shift"): shift = job["shift"]
    t = {"profession": prof, "roles": roles, "zip": home, "licences": lics, "certs": certs, "shiftPref": shift,
         "variant": sorted(variant)}
    return t

G2 = [("short",), ("cert",), ("shift",), ("short",), ("adj",)]
G1 = [("nolic",), ("far",), ("adj", "short"), ("short", "cert"), ("cert", "shift"), ("adj", "cert"), ("cert", "cert2"), ("far", "adj")]
G0 = [("explic",), ("otherprof",), ("former",), ("nolic",)]

def applicable(job, v):
    if "nolic" in v and job.get("licence") and not job["licence"].get("byStart") and "far" not in v and v != ("nolic",): return False
    local = not (job.get("remote") or job.get("travel"))
    if "adj" in v and not G.ADJ.get(job["specialty"]): return False
    if "cert" in v and not job.get("certs"): return False
    if "cert2" in v and len(job.get("certs", [])) < 2: return False
    if "shift" in v and not job.get("shift"): return False
    if "far" in v and not local: return False
    if "short" in v and not job.get("minYears"): return False
    if "explic" in v and not job.get("licence"): return False
    if "nolic" in v and not job.get("licence"): return False
    return True

for job in JOBS:
    jt = job["truth"]
    want = {3: 4, 2: 4, 1: 5, 0: 3}
    got = collections.Counter()
    tries = 0
    pools = {3: [("ideal",)], 2: [v for v in G2 if applicable(jt, v)], 1: [v for v in G1 if applicable(jt, v)],
             0: [v for v in G0 if applicable(jt, v)]}
    i = {k: 0 for k in pools}
    while any(got[g] < n for g, n in want.items()) and tries < 80:
        tries += 1
        g = next(g for g, n in want.items() if got[g] < n)
        opts = pools[g]
        v = opts[i[g] % len(opts)]; i[g] += 1
        t = cand_for(jt, set(v) - {"ideal"})
        gr = G.grade(jt, t)
        if gr != g:  # variant did not land (e.g. nolic on a byStart job); keep it if it fills another need
            if got[gr] < want[gr]: got[gr] += 1; add_cand(t, job["key"], "+".join(v)); continue
            continue
        got[g] += 1; add_cand(t, job["key"], "+".join(v))

# distractors: professions no job wants, and nurses in specialties no job wants
for k in range(22):
    prof = R.choice(["CNA", "OT", "COTA", "ITSupport", "Janitor", "QA", "Delivery", "PTA", "MLT", "SPD", "RN", "RN", "RN", "RN"])
    spec = R.choice(UNREL["RN"]) if prof == "RN" else PROF_DEFAULT_SPEC[prof]
    home = R.choice(list(ALLZ.values()))
    home = R.choice(near(home, 0, 15))
    roles = make_roles([(prof, spec, 12 * R.randint(1, 10) + R.randint(0, 11))], home)
    lics = [lic(LICTYPE[prof], Z[home][3])] if prof in LICTYPE else []
    certs = [{"name": c, "expires": valid_exp()} for c in PROF_CERTS.get(prof, [])]
    add_cand({"profession": prof, "roles": roles, "zip": home, "licences": lics, "certs": certs, "shiftPref": None,
              "variant": ["distractor"]}, None, "distractor")

# fields-only (no resume) and unknown (neither)
FO = [("RN", "ICU", "Dallas"), ("RN", "Telemetry", "Providence"), ("SWE", "Backend Java", "Dallas"), ("SWE", "Backend Go", "Denver"),
      ("SWE", "Frontend React", "San Jose"), ("Maintenance", "Industrial Maintenance", "Orlando"), ("Welder", "Structural Welding", "Memphis"),
      ("RT", "Respiratory", "Orlando"), ("SWE", "Data Engineering", "Chicago"), ("CDL", "Regional CDL", "Fargo"),
      ("RN", "ED", "San Antonio"), ("Electrician", "Commercial Electrical", "San Antonio"), ("HVAC", "Commercial HVAC", "Hartford"),
      ("LPN", "LTC", "Memphis")]
for prof, spec, city in FO:
    home = R.choice(near(ALLZ[city], 0, 12))
    add_cand({"profession": prof, "roles": [], "fieldSpecialties": [spec], "zip": home, "licences": [], "certs": [],
              "shiftPref": None, "variant": ["fields-only"], "noResume": True}, None, "fields-only")
for k in range(3):
    add_cand({"profession": None, "roles": [], "zip": None, "licences": [], "certs": [], "shiftPref": None,
              "variant": ["unknown"], "noResume": True}, None, "unknown")

R.shuffle(CANDS)
import render
out_c = []
for n, t in enumerate(CANDS, 1):
    key = f"C{n:04d}"
    f, l, e = new_person()
    out_c.append(render.build_candidate(key, t, f, l, e, R))
# formats: 36 rich files
with_res = [c for c in out_c if c["resume"]]
rich = R.sample(with_res, 38)
for k, c in enumerate(rich):
    c["_convert"] = "docx" if k % 2 == 0 else "pdf"
os.makedirs(os.path.join(POOL, "resumes"), exist_ok=True)
CONV = {}
for c in out_c:
    if c["resume"]:
        with open(os.path.join(POOL, c["resume"]), "w") as fh: fh.write(c.pop("_text"))
        if c.get("_convert"): CONV.setdefault(c["_convert"], []).append(c["resume"]); c["resume"] = c["resume"][:-3] + c.pop("_convert")
# convert the rich resumes with LibreOffice, one process at a time, lowest priority
import subprocess
if "--no-convert" not in sys.argv:
    for fmt, files in CONV.items():
        subprocess.run(["nice", "-n", "19", "soffice", "-env:UserInstallation=file:///tmp/lo_profile_sealed10", "--headless", "--infilter=Text (encoded):UTF8", "--convert-to", fmt,
                        "--outdir", os.path.join(POOL, "resumes")] + [os.path.join(POOL, f) for f in files],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for f in files:
            assert os.path.exists(os.path.join(POOL, f[:-3] + fmt)), f
            os.rename(os.path.join(POOL, f), os.path.join(POOL, "work", "src_" + os.path.basename(f)))
# grades
jobs_out = [{"key": j["key"], "truth": j["truth"], "body": j["body"], **({"candidateRequest": j["candidateRequest"]} if j["candidateRequest"] else {})} for j in JOBS]
rows = ["job_key\tcandidate_key\tgrade"]
cnt = collections.Counter(); per = collections.defaultdict(collections.Counter)
for j in JOBS:
    for c in out_c:
        g = G.grade(j["truth"], c["truth"])
        rows.append(f"{j['key']}\t{c['key']}\t{g}"); cnt[g] += 1; per[j["key"]][g] += 1
for j in JOBS:
    for g in (1, 2, 3):
        assert per[j["key"]][g] >= 3, (j["key"], per[j["key"]])
# stability: a candidate short of years must have no current role in that specialty
for j in JOBS:
    jt = j["truth"]
    for c in out_c:
        t = c["truth"]
        if t.get("profession") == jt["profession"] and jt.get("minYears"):
            y = G.years_in(t, jt["profession"], jt["specialty"])
            cur = any(r["end"] is None and r["specialty"] == jt["specialty"] and r["profession"] == jt["profession"] for r in t["roles"])
            assert not (cur and y < jt["minYears"]), (j["key"], c["key"], y)
            assert not (cur and y < jt["minYears"] + 0.6 and y >= jt["minYears"] - 0.6) or y >= jt["minYears"], (j["key"], c["key"])
json.dump(jobs_out, open(os.path.join(POOL, "jobs.json"), "w"), indent=1)
json.dump(out_c, open(os.path.join(POOL, "candidates.json"), "w"), indent=1)
open(os.path.join(POOL, "grades.tsv"), "w").write("\n".join(rows) + "\n")
meta = {"asOf": "2026-11-27", "validUntil": "2027-05-31", "jobs": len(JOBS), "candidates": len(out_c),
        "grades": {str(g): cnt[g] for g in range(4)}}
json.dump(meta, open(os.path.join(POOL, "meta.json"), "w"), indent=1)
json.dump({k: {str(g): v[g] for g in range(4)} for k, v in per.items()}, open(os.path.join(POOL, "work", "per_job.json"), "w"), indent=1)
print(meta)
for k, v in per.items(): print(k, dict(sorted(v.items())))

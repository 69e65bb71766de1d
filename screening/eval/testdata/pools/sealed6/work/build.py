"""Build the sealed6 pool: python3 build.py (then check.py). Deterministic (seeded)."""
import json, random, gzip, os, subprocess, shutil, calendar, datetime, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grade as G
from jobs import JOBS
from vocab import *
R = random.Random(20261127)
OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
AS_OF, LATER = "2026-11-27", "2027-05-31"

ZINFO = {}
for line in gzip.open("/work/main/geo/zips.tsv.gz", "rt"):
    if line.startswith("#"): continue
    f = line.rstrip("\n").split("\t")
    if len(f) >= 5: ZINFO[f[0]] = (f[3], f[4])
LOCAL = {"37203":["37027","37076"],"55407":["55113","55311"],"33606":["33511","33701"],"92103":["92024","91910"],
 "87102":["87111","87124"],"43215":["43081","43123"],"48201":["48126","48067"],"73104":["73013","73099"],"53233":["53151","53213"],
 "64108":["64151","66210"],"84102":["84047","84010"],"23219":["23226","23831"],"78701":["78745","78681"],"97210":["97005","97222"],
 "89102":["89052","89031"],"27601":["27513","27587"],"77002":["77084","77573"],"80216":["80020","80012"],"07105":["07052","07002"],"85006":["85224","85301"]}
FAR = ["30309","60614","10001","02115","98104","94110","19103","63110","70115","35203"]
ALLZ = FAR + [z for k, v in LOCAL.items() for z in [k] + v]
MON = ["January","February","March","April","May","June","July","August","September","October","November","December"]

def ym_add(ym, months):
    y, m = map(int, ym.split("-")); t = y*12 + (m-1) + months
    return "%04d-%02d" % (t//12, t%12 + 1)
def eom(ym):
    y, m = map(int, ym.split("-")); return "%s-%02d" % (ym, calendar.monthrange(y, m)[1])
def fmt_month(ym, style):
    y, m = map(int, ym.split("-"))
    return {"mon": "%s %d" % (MON[m-1][:3], y), "mmyyyy": "%02d/%d" % (m, y), "iso": ym, "month": "%s %d" % (MON[m-1], y)}[style]
def fmt_exp(d, style):
    y, m, dd = map(int, d.split("-"))
    return {"iso": d, "mmyy": "%02d/%02d" % (m, y % 100), "mmyyyy": "%02d/%d" % (m, y), "month": "%s %d" % (MON[m-1], y),
            "mdy": "%02d/%02d/%d" % (m, dd, y)}[style]
def valid_exp(): return eom("%d-%02d" % (R.choice([2027, 2028, 2028, 2029, 2030]), R.randint(1, 12))) if True else None
def good_exp():
    while True:
        e = valid_exp()
        if e > "2027-10-01": return e
def bad_exp():
    return eom("%d-%02d" % (R.choice([2024, 2025, 2025, 2026]), R.randint(1, 8)))

def spec_all(prof): return sorted({s for (p, s) in TITLES if p == prof})
OTHER = {"RN":[("LPN","MedSurg"),("CNA","MedSurg"),("Paramedic","EMS"),("PCT","ED"),("PCT","ICU"),("LPN","LTC")],
 "RT":[("SleepTech","Sleep")],"PT":[("PTA","OutpatientOrtho"),("OT","OutpatientOrtho")],"RadTech":[("Sonographer","US")],
 "SurgTech":[("SPD","SPD")],"MLS":[("MLT","CoreLab"),("Phleb","Phleb")],"SWE":[("DataAnalyst","Analytics"),("QA","QA")],
 "Electrician":[("HVAC","Commercial")],"HVAC":[("Electrician","Residential")],"Welder":[("Pipefitter","Pipe")],
 "CDL":[("Courier","Local")],"Maintenance":[("Operator","Production")]}
EXTRA_CERTS = {"RN":["BLS","ACLS","PALS","TNCC","CCRN","NRP"],"RT":["BLS","ACLS","PALS"],"RadTech":["BLS","ARRT-R"],
 "SurgTech":["BLS"],"Electrician":["OSHA10","OSHA30"],"HVAC":["OSHA10"],"Welder":["OSHA10"],"Maintenance":["OSHA10"],
 "LPN":["BLS"],"CNA":["BLS"],"Paramedic":["BLS","ACLS","PALS"],"PCT":["BLS"],"MLT":["ASCP-MLT"],"SPD":[],"Sonographer":["BLS"]}
LIC_OF = {"RN":"RN","RT":"RT","PT":"PT","Electrician":"Electrician","CDL":"CDL-A","LPN":"LPN","PTA":"PTA","Paramedic":"Paramedic"}

def home_state(z): return ZINFO[z][1]

def build_truth(j, recipe):
    jt = j["truth"]; prof, spec = jt["profession"], jt["specialty"]
    rs = set(recipe)
    cprof, cspec = prof, spec
    if "otherprof" in rs: cprof, cspec = R.choice(OTHER[prof])
    elif "unrelated" in rs:
        opts = [s for s in spec_all(prof) if s != spec and not G.adjacent(prof, s, spec)]
        if not opts: return None
        cspec = R.choice(opts)
    elif "adj" in rs:
        opts = [s for s in spec_all(prof) if G.adjacent(prof, s, spec)]
        if not opts: return None
        cspec = R.choice(opts)
    # place
    locals_ = [z for z in [jt["zip"]] + LOCAL[jt["zip"]] if G.miles(z, jt["zip"]) <= jt["radius"]]
    fars = [z for z in ALLZ if G.miles(z, jt["zip"]) > max(jt["radius"], 60)]
    if "far" in rs: z = R.choice(fars)
    elif jt["remote"] or jt["travel"]: z = R.choice(locals_ + fars + fars)
    else: z = R.choice(locals_)
    st = home_state(z)
    # roles
    minY = jt["minYears"]
    roles = []
    end_cur = AS_OF[:7]
    if "short" in rs:
        cur_specs = [s for s in spec_all(cprof) if s != cspec and not G.adjacent(cprof, s, spec)] or [s for s in spec_all(cprof) if s != cspec]
        cur_len = R.randint(4, 30)
        roles.append(dict(profession=cprof, specialty=R.choice(cur_specs), start=ym_add(end_cur, -cur_len), end=None))
        gap = R.choice([0, 0, 1, 3])
        pend = ym_add(roles[0]["start"], -gap)
        plen = R.randint(5, max(5, int(minY*12) - 7))
        roles.append(dict(profession=cprof, specialty=cspec, start=ym_add(pend, -plen), end=pend))
    else:
        cur_len = int(minY*12) + R.randint(6, 60)
        if R.random() < 0.3:  # current stint shorter, earlier stint in same specialty elsewhere
            a = R.randint(8, cur_len - 4)
            roles.append(dict(profession=cprof, specialty=cspec, start=ym_add(end_cur, -a), end=None))
            gap = R.choice([0, 1, 2, 8])
            e2 = ym_add(roles[0]["start"], -gap)
            roles.append(dict(profession=cprof, specialty=cspec, start=ym_add(e2, -(cur_len - a)), end=e2))
        else:
            roles.append(dict(profession=cprof, specialty=cspec, start=ym_add(end_cur, -cur_len), end=None))
    if R.random() < 0.45:  # earlier stint: other specialty or other profession (e.g. CNA before RN)
        last = min(r["start"] for r in roles)
        e = ym_add(last, -R.choice([0, 0, 2, 5]))
        if cprof == "RN" and R.random() < 0.5: p2, s2 = R.choice([("CNA","MedSurg"),("LPN","LTC"),("PCT","ED")])
        else:
            o = [s for s in spec_all(cprof) if s != cspec and s != spec and not G.adjacent(cprof, s, spec)]
            p2, s2 = (cprof, R.choice(o)) if o else (None, None)
        if p2: roles.append(dict(profession=p2, specialty=s2, start=ym_add(e, -R.randint(10, 40)), end=e))
    if R.random() < 0.25 and jt["travel"] and cprof == "RN":
        pass
    # licences
    lic, pend = [], []
    ltype = LIC_OF.get(cprof)
    jl = jt["licence"]
    def L(t, s, multi, exp): return dict(type=t, state=s, multistate=multi, expires=exp, num=str(R.randint(100000, 999999)))
    if ltype:
        if jl and jl["type"] == ltype and cprof == prof:
            mode = "ok"
            if "licbad" in rs: mode = R.choice(["expired", "wrong"])
            if "licnone" in rs: mode = "none"
            if "pending" in rs: mode = "pending"
            js = jt["state"]
            if mode == "ok":
                if jl.get("anyState"): lic.append(L(ltype, st, False, good_exp()))
                elif ltype == "RN" and js in G.COMPACT and st in G.COMPACT and R.random() < 0.6: lic.append(L("RN", st, True, good_exp()))
                else:
                    lic.append(L(ltype, js, False, good_exp()))
                    if st != js and st in STATE_NAME and R.random() < 0.5:
                        lic.append(L(ltype, st, ltype == "RN" and st in G.COMPACT, good_exp()))
            elif mode == "expired":
                s0 = st if jl.get("anyState") else js
                lic.append(L(ltype, s0, ltype == "RN" and s0 in G.COMPACT and R.random() < 0.5, bad_exp()))
            elif mode == "wrong":
                if jl.get("anyState"): return None
                if ltype == "RN" and js not in G.COMPACT:
                    lic.append(L("RN", R.choice(["TX","FL","AZ","GA","NC","CO"]), True, good_exp()))
                elif ltype == "RN":
                    lic.append(L("RN", R.choice(["CA","IL","NY","MA","MI","OR"]), False, good_exp()))
                else:
                    o = [s for s in ["TX","KS","CO","AZ","CA","IL","GA"] if s != js]
                    lic.append(L(ltype, R.choice(o), False, good_exp()))
            elif mode == "pending":
                if not jl.get("pendingOk"): return None
                o = [s for s in ["TX","OH","IL","NY","FL","MN"] if s != js]
                lic.append(L(ltype, st if st != js and st in STATE_NAME else R.choice(o), False, good_exp()))
                lic[-1]["multistate"] = ltype == "RN" and lic[-1]["state"] in G.COMPACT
                pend.append(dict(type=ltype, state=js))
            elif mode == "none":
                if not jl.get("pendingOk"): return None
        else:
            s0 = st if st in STATE_NAME else "TX"
            lic.append(L(ltype, s0, ltype == "RN" and s0 in G.COMPACT, good_exp()))
    elif "licbad" in rs or "licnone" in rs or "pending" in rs:
        return None
    # certs
    certs = {}
    for c in jt["certs"] + jt["hardCerts"] if cprof == prof else []:
        certs[c] = good_exp() if R.random() < 0.85 else None
    for c in EXTRA_CERTS.get(cprof, []):
        if c not in certs and R.random() < 0.35: certs[c] = good_exp() if R.random() < 0.8 else None
    if cprof == "RT" and "hardmiss" not in rs: certs.setdefault("RRT", None)
    if cprof == "MLS": certs.setdefault("ASCP-MLS", None)
    if "unrelated" in rs:
        for c in ("ARRT-CT", "NRP", "CNOR"): certs.pop(c, None)
    soft = [c for c in jt["certs"] if c in certs]
    if "miss1" in rs:
        if not soft: return None
        del certs[R.choice(soft)]
    if "exp1" in rs:
        if not soft: return None
        certs[R.choice(soft)] = bad_exp()
    if "hardmiss" in rs:
        if not jt["hardCerts"] or cprof != prof: return None
        h = R.choice(jt["hardCerts"])
        if R.random() < 0.5: certs[h] = bad_exp()
        else: del certs[h]
        if h == "RRT": certs["CRT"] = None
    # shift
    shift = None
    if jt.get("shift"):
        if "shiftconf" in rs: shift = R.choice([s for s in ["day","night","evening"] if s != jt["shift"]])
        elif R.random() < 0.4: shift = jt["shift"]
    elif "shiftconf" in rs: return None
    elif R.random() < 0.15 and cprof in ("RN","RT","SurgTech","RadTech"): shift = R.choice(["day","night"])
    specs = sorted({r["specialty"] for r in roles if r["profession"] == G.current_profession({"roles": roles})})
    yrs = {s: round(G.spec_years({"roles": roles}, G.current_profession({"roles": roles}), s), 2) for s in specs}
    return dict(profession=G.current_profession({"roles": roles}), zip=z, specialties=specs, years=yrs, licences=lic,
                pendingLicences=pend, certs=certs, shiftPref=shift, roles=sorted(roles, key=lambda r: r["start"], reverse=True),
                travelHistory=("travel" in rs))

def grade_at(j, c, asof):
    old = G.AS_OF; G.AS_OF = asof
    try: return G.grade(j, c)
    finally: G.AS_OF = old
def stable(c):
    return all(grade_at(j["truth"], c, AS_OF) == grade_at(j["truth"], c, LATER) for j in JOBS)

RECIPES = {3: [[], [], ["travel"]],
 2: [["adj"], ["adj"], ["short"], ["miss1"], ["exp1"], ["shiftconf"], ["pending"]],
 1: [["far"], ["far"], ["adj","short"], ["adj","miss1"], ["short","miss1"], ["short","exp1"], ["licnone"], ["adj","far"], ["short","shiftconf"], ["adj","pending"], ["short","pending"]],
 0: [["otherprof"], ["otherprof"], ["unrelated"], ["licbad"], ["hardmiss"], ["far"]]}
QUOTA = {3: 4, 2: 5, 1: 5, 0: 3}

cands = []
for j in JOBS:
    for tgt in (3, 2, 1, 0):
        n = 0; tries = 0
        while n < QUOTA[tgt] and tries < 400:
            tries += 1
            rec = R.choice(RECIPES[tgt])
            t = build_truth(j, rec)
            if t is None: continue
            if grade_at(j["truth"], t, AS_OF) != tgt or not stable(t): continue
            t["_target"] = (j["key"], tgt, rec); cands.append(t); n += 1
        if n < QUOTA[tgt]: print("WARN quota", j["key"], tgt, n)

# candidates no job fits: other professions entirely
NOFIT = [("Pharmacist","Retail"),("Teacher","K12"),("Accountant","Audit"),("DentalHyg","Dental"),("LPN","LTC"),("CNA","LTC"),
         ("Paramedic","EMS"),("Sonographer","US"),("PTA","OutpatientOrtho"),("Phleb","Phleb"),("DataAnalyst","Analytics"),
         ("Operator","Production"),("Courier","Local"),("SPD","SPD"),("QA","QA"),("MLT","CoreLab"),("Pipefitter","Pipe"),("OT","OutpatientOrtho")]
for p, s in NOFIT + NOFIT[:4]:
    z = R.choice(ALLZ); st = home_state(z)
    start = ym_add(AS_OF[:7], -R.randint(14, 120))
    lt = LIC_OF.get(p)
    lic = [dict(type=lt, state=st if st in STATE_NAME else "TX", multistate=False, expires=good_exp(), num=str(R.randint(100000, 999999)))] if lt else []
    certs = {c: good_exp() for c in EXTRA_CERTS.get(p, []) if R.random() < 0.5}
    t = dict(profession=p, zip=z, specialties=[s], years={s: round(G.months_between(start, AS_OF[:7])/12, 2)}, licences=lic,
             pendingLicences=[], certs=certs, shiftPref=None, roles=[dict(profession=p, specialty=s, start=start, end=None)], travelHistory=False)
    t["_target"] = ("none", 0, ["nofit"]); cands.append(t)
R.shuffle(cands)

# ---------- bodies and resumes ----------
PROF_WORDS = {"RN":["RN","Registered Nurse","Nurse","registered nurse"],"RT":["Respiratory","Respiratory Therapist","RRT"],
 "PT":["Physical Therapist","PT","DPT"],"RadTech":["Radiologic Technologist","CT Tech","Rad Tech"],"SurgTech":["Surgical Tech","Surgical Technologist","CST"],
 "MLS":["Medical Lab Scientist","Medical Technologist","MLS"],"SWE":["Software Engineer","Developer","Software Developer"],
 "Electrician":["Electrician","Journeyman Electrician"],"HVAC":["HVAC","HVAC Tech"],"Welder":["Welder"],"CDL":["CDL Driver","Truck Driver","CDL-A"],
 "Maintenance":["Maintenance Tech","Maintenance"]}
SPEC_WORDS = {"ICU":["Critical Care","ICU","MICU"],"PCU":["Step-Down","PCU","Progressive Care"],"MedSurg":["Med Surg","Med-Surg","Medical-Surgical"],
 "Tele":["Tele","Telemetry"],"ED":["ER","Emergency"],"UrgentCare":["Urgent Care"],"LD":["L&D","Labor and Delivery"],"Postpartum":["Mother Baby","Postpartum"],
 "OR":["OR","Operating Room","Perioperative"],"PACU":["PACU"],"Oncology":["Oncology"],"Psych":["Psych","Behavioral Health"],
 "AdultAcute":["Adult Critical Care","Adult ICU"],"NeoPeds":["NICU","Neonatal"],"OutpatientOrtho":["Outpatient Ortho","Orthopedics"],
 "AcuteCare":["Acute Care"],"CT":["CT","Computed Tomography"],"XRay":["X-Ray","Radiography"],"CoreLab":["Core Lab","Chemistry/Hematology"],
 "Micro":["Microbiology"],"BloodBank":["Blood Bank"],"BackendJava":["Backend Java","Java"],"BackendGo":["Go","Golang backend"],
 "BackendPython":["Python backend","Python"],"FrontendReact":["React","Frontend"],"FrontendAngular":["Angular"],"DataEng":["Data Engineering","Data Engineer"],
 "Commercial":["Commercial"],"Industrial":["Industrial"],"Residential":["Residential"],"Structural":["Structural"],"Pipe":["Pipe"],
 "Regional":["Regional"],"OTR":["OTR"],"Local":["Local"],"Facilities":["Facilities"]}
used_names, used_emails = set(), set()
def new_name():
    while True:
        f, l = R.choice(FIRST), R.choice(LAST)
        if (f, l) not in used_names: used_names.add((f, l)); return f, l
def phone(): 
    n = R.randint(100, 199); a = R.choice(["312","615","602","505","614","313","405","414","816","801","804","512","503","702","919","713","720","973","404","206"])
    return R.choice(["(%s) 555-0%d" % (a, n), "%s-555-0%d" % (a, n), "%s.555.0%d" % (a, n)])

STATE_COMPACT_WORD = lambda s: s in G.COMPACT
def lic_line(l):
    ef = R.choice(["iso","mmyy","mmyyyy","month","mdy"]); e = fmt_exp(l["expires"], ef); sn = STATE_NAME.get(l["state"], l["state"]); st = l["state"]
    t = l["type"]
    if t == "RN":
        if l["multistate"]:
            return R.choice(["RN License, %s - Multistate/Compact NLC (No. RN%s), valid through %s" % (sn, l["num"], e),
                             "%s RN (multistate) #%s, exp %s" % (st, l["num"], e),
                             "Registered Nurse - %s (compact/multistate), expires %s" % (sn, e),
                             "Multistate RN license issued by %s, #%s, exp. %s" % (sn, l["num"], e)])
        if st in G.COMPACT:
            return R.choice(["%s RN #%s, single-state license, exp %s" % (st, l["num"], e),
                             "Registered Nurse, State of %s - single-state (not multistate) license %s, expiration %s" % (sn, l["num"], e)])
        return R.choice(["%s RN #%s exp %s" % (st, l["num"], e), "Registered Nurse - %s, license %s, expires %s" % (sn, l["num"], e),
                         "RN licence, %s (%s), good through %s" % (sn, l["num"], e)])
    if t == "RT": return R.choice(["%s Respiratory Care Practitioner license #RCP%s, exp %s" % (sn, l["num"][:5], e), "RCP license - %s, expires %s" % (sn, e)])
    if t == "PT": return R.choice(["%s Physical Therapist License #%s-024, exp %s" % (sn, l["num"][:5], e), "PT licence (%s) valid to %s" % (st, e)])
    if t == "Electrician": return R.choice(["%s Journeyman Electrician card #E%s, exp %s" % (sn, l["num"][:5], e), "Journeyman electrician license - %s, good thru %s" % (st, e)])
    if t == "CDL-A": return R.choice(["Class A CDL (%s), exp %s - clean MVR" % (sn, e), "CDL-A, %s, expires %s, air brakes, no restrictions" % (st, e)])
    if t == "LPN": return "%s LPN license exp %s" % (sn, e)
    if t == "PTA": return "%s PTA license, exp %s" % (sn, e)
    if t == "Paramedic": return "%s Paramedic license, expires %s" % (sn, e)
    return "%s %s license exp %s" % (sn, t, e)
def pend_line(p):
    sn = STATE_NAME.get(p["state"], p["state"])
    w = {"RN":"RN license","PT":"Physical Therapist license","RT":"Respiratory Care license"}.get(p["type"], p["type"]+" license")
    return R.choice(["%s %s by endorsement: application submitted Oct 2026 (pending)" % (sn, w), "%s - pending (applied September 2026)" % (sn + " " + w)])
def cert_line(name, exp):
    n = R.choice(CERT_NAMES[name])
    if exp is None: return n
    e = fmt_exp(exp, R.choice(["mmyy","mmyyyy","month","iso"]))
    if exp < AS_OF: return R.choice(["%s (expired %s)" % (n, e), "%s - exp %s" % (n, e)])
    return R.choice(["%s, exp %s" % (n, e), "%s - valid through %s" % (n, e), "%s (exp. %s)" % (n, e)])
SHIFT_WORDS = {"day": ["Prefers day shift", "Available: days only", "Looking for day shifts"],
               "night": ["Prefers nights", "Night shift preferred", "Available: nights only"],
               "evening": ["Prefers evening/second shift", "Available: evenings (2nd shift)"]}
def role_city(r, c, i):
    if i == 0 or R.random() < 0.5: return ZINFO[c["zip"]]
    return ZINFO[R.choice(ALLZ)]
SUMMARY = {
 "RN":["Compassionate registered nurse with a steady hand in busy units.","RN who likes complex patients and good handoffs.","Nurse, preceptor, charge nurse when needed."],
 "SWE":["Engineer who likes boring, reliable systems.","I build and run production services and care about on-call sanity.","Developer focused on clean interfaces and good tests."],
}
def summary(p): return R.choice(SUMMARY.get(p, ["Dependable %s with hands-on experience." % PROF_NAME.get(p, p).lower(), "Hard-working %s, references on request." % PROF_NAME.get(p, p).lower()]))

def render(c, name, email, ph):
    f, l = name; city, st = ZINFO[c["zip"]]; z = c["zip"]
    ds = R.choice(["mon","mmyyyy","iso","month"])
    present = R.choice(["Present","present","current","Now"])
    roles = []
    for i, r in enumerate(c["roles"]):
        rc = role_city(r, c, i)
        roles.append(dict(title=R.choice(TITLES[(r["profession"], r["specialty"])]), emp=R.choice(EMPLOYERS[emp_kind(r["profession"])]),
                          city=rc[0], st=rc[1], s=fmt_month(r["start"], ds), e=fmt_month(r["end"], ds) if r["end"] else present))
    if c.get("travelHistory") and c["roles"]:
        roles[0]["emp"] = R.choice(EMPLOYERS["travel"]) + " (travel contracts)"
    lics = [lic_line(x) for x in c["licences"]] + [pend_line(p) for p in c["pendingLicences"]]
    certs = [cert_line(k, v) for k, v in c["certs"].items()]
    shift = R.choice(SHIFT_WORDS[c["shiftPref"]]) if c["shiftPref"] else None
    pn = PROF_NAME.get(c["profession"], c["profession"])
    layout = R.choice("ABCDEF")
    o = []
    if layout == "A":
        o += ["%s %s" % (f, l), "%s, %s %s | %s | %s" % (city, st, z, ph, email), "", "SUMMARY", summary(c["profession"])]
        if shift: o.append(shift)
        if lics: o += ["", "LICENSURE"] + ["- " + x for x in lics]
        if certs: o += ["", "CERTIFICATIONS"] + ["- " + x for x in certs]
        o += ["", "EXPERIENCE"]
        for r in roles: o += ["%s — %s, %s, %s" % (r["title"], r["emp"], r["city"], r["st"]), "  %s – %s" % (r["s"], r["e"])]
        o += ["", "EDUCATION", R.choice(["Associate degree, community college","Bachelor's degree","Certificate program","B.S., state university"])]
    elif layout == "B":
        o += [("%s %s" % (f, l)).upper(), pn.upper(), email, ph, "%s %s %s" % (city.upper(), st, z), ""]
        o += ["PROFESSIONAL EXPERIENCE"]
        for r in roles: o += ["%s - %s  |  %s  |  %s, %s" % (r["s"], r["e"], r["title"], r["emp"], r["city"])]
        if lics or certs: o += ["", "LICENSES & CERTIFICATIONS"] + ["* " + x for x in lics + certs]
        if shift: o += ["", "AVAILABILITY: " + shift]
    elif layout == "C":
        o += ["%s %s, %s" % (f, l, pn), "Home: %s, %s %s. Email %s." % (city, st, z, email), ""]
        txt = []
        for i, r in enumerate(roles):
            if i == 0: txt.append("Since %s I have worked as %s at %s in %s, %s." % (r["s"], r["title"], r["emp"], r["city"], r["st"]) if r["e"] == present
                                  else "From %s to %s I worked as %s at %s (%s, %s)." % (r["s"], r["e"], r["title"], r["emp"], r["city"], r["st"]))
            else: txt.append("Before that, from %s to %s, I was %s at %s in %s." % (r["s"], r["e"], r["title"], r["emp"], r["city"]))
        o.append(" ".join(txt))
        if lics: o += ["", "Licenses: " + "; ".join(lics) + "."]
        if certs: o += ["Certifications: " + "; ".join(certs) + "."]
        if shift: o.append(shift + ".")
    elif layout == "D":
        o += ["%s %s  ·  %s  ·  %s  ·  ZIP %s" % (f, l, pn, email, z), ""]
        for r in roles: o.append("%s → %s | %s | %s, %s %s" % (r["s"], r["e"], r["title"], r["emp"], r["city"], r["st"]))
        o.append("")
        for x in lics: o.append("License: " + x)
        for x in certs: o.append("Cert: " + x)
        if shift: o.append("Note: " + shift)
    elif layout == "E":  # location only in the most recent job
        o += ["%s %s" % (f, l), ph, email, "", "Work History"]
        for i, r in enumerate(roles):
            loc = "%s, %s %s" % (r["city"], r["st"], z) if i == 0 else "%s, %s" % (r["city"], r["st"])
            o += ["%s" % r["title"], "%s — %s" % (r["emp"], loc), "%s to %s" % (r["s"], r["e"]), ""]
        if lics: o += ["Licensure"] + lics + [""]
        if certs: o += ["Certifications"] + certs
        if shift: o += ["", shift]
    else:  # F: table-ish
        o += ["Name:      %s %s" % (f, l), "Location:  %s, %s %s" % (city, st, z), "Contact:   %s / %s" % (email, ph), "Role:      %s" % pn, ""]
        o.append("%-22s %-22s %s" % ("Dates", "Employer", "Position"))
        for r in roles: o.append("%-22s %-22s %s (%s, %s)" % ("%s-%s" % (r["s"], r["e"]), r["emp"][:22], r["title"], r["city"], r["st"]))
        if lics: o += ["", "Licenses"] + ["  " + x for x in lics]
        if certs: o += ["", "Certifications"] + ["  " + x for x in certs]
        if shift: o += ["", "Shift: " + shift]
    return "\n".join(o) + "\n"

for d in ("resumes", "work/resume_src"):
    shutil.rmtree(os.path.join(OUT, d), ignore_errors=True); os.makedirs(os.path.join(OUT, d))
out_c = []
conv = {"docx": [], "pdf": []}
n_fields_only = n_nothing = 0
for i, t in enumerate(cands):
    key = "C%04d" % (i + 1)
    f, l = new_name()
    email = "%s.%s%s@%s" % (f.lower(), l.lower().replace("-", ""), R.choice(["", str(R.randint(1, 99))]), R.choice(["example.com","example.org","example.net"]))
    while email in used_emails: email = email.replace("@", "x@")
    used_emails.add(email)
    ph = phone()
    body = {"firstName": f, "lastName": l, "email": email, "statusId": 1}
    city, st = ZINFO[t["zip"]]
    mode = R.random()
    tgt = t.pop("_target")
    truth = t
    resume = "resumes/%s.txt" % key
    if mode < 0.36: pass
    elif mode < 0.64:
        body["phone"] = ph; body["address"] = {"address1": R.choice([None, "%d %s" % (R.randint(10, 9999), R.choice(["Oak St","Maple Ave","Juniper Ln","Ridge Rd","2nd St","Cedar Ct"]))]), "city": city, "state": st, "zip": t["zip"], "countryCode": "US"}
    else:
        body["phone"] = ph; body["address"] = {"address1": None, "city": city, "state": st, "zip": t["zip"], "countryCode": "US"}
        if t["profession"] in PROF_WORDS: body["profession"] = R.choice(PROF_WORDS[t["profession"]])
        else: body["profession"] = PROF_NAME.get(t["profession"], t["profession"])
        cur = [r for r in t["roles"] if r["end"] is None]
        if cur and cur[0]["specialty"] in SPEC_WORDS and R.random() < 0.8: body["specialty"] = R.choice(SPEC_WORDS[cur[0]["specialty"]])
        if mode > 0.90 and tgt[1] <= 1:  # fields only, no resume: truth is only what the fields say
            resume = None; n_fields_only += 1
            sp = [cur[0]["specialty"]] if cur and "specialty" in body else []
            truth = dict(profession=t["profession"], zip=t["zip"], specialties=sp, years={}, licences=[], pendingLicences=[], certs={},
                         shiftPref=None, roles=[], travelHistory=False)
    if resume is None and "profession" not in body: pass
    if tgt[2] == ["nofit"] and n_nothing < 5 and "profession" not in body and "address" not in body:
        resume = None; n_nothing += 1
        truth = dict(profession=None, zip=None, specialties=[], years={}, licences=[], pendingLicences=[], certs={}, shiftPref=None, roles=[], travelHistory=False)
    rec = {"key": key, "truth": truth, "body": body, "resume": resume}
    if resume:
        txt = render(t, (f, l), email, ph)
        open(os.path.join(OUT, "work/resume_src", key + ".txt"), "w").write(txt)
        r = R.random()
        if r < 0.10 and len(conv["docx"]) < 25: conv["docx"].append(key); rec["resume"] = "resumes/%s.docx" % key
        elif r < 0.20 and len(conv["pdf"]) < 22: conv["pdf"].append(key); rec["resume"] = "resumes/%s.pdf" % key
        else: open(os.path.join(OUT, rec["resume"]), "w").write(txt)
    if R.random() < 0.15 and truth.get("zip"):
        rec["jobRequest"] = {"location": {"zipCode": truth["zip"], "radius": 25}}
        if truth.get("profession") == "SWE": rec["jobRequest"]["location"]["remote"] = True
    rec["truth"]["target"] = {"job": tgt[0], "grade": tgt[1], "recipe": tgt[2]}
    out_c.append(rec)
for ext, keys in conv.items():
    if keys:
        subprocess.run(["soffice", "--headless", "--convert-to", ext, "--outdir", os.path.join(OUT, "resumes")] +
                       [os.path.join(OUT, "work/resume_src", k + ".txt") for k in keys], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

# ---------- grades ----------
counts = {"0": 0, "1": 0, "2": 0, "3": 0}; per = {}
lines = ["job_key\tcandidate_key\tgrade"]
for j in JOBS:
    per[j["key"]] = {"0": 0, "1": 0, "2": 0, "3": 0}
    for c in out_c:
        g = G.grade(j["truth"], c["truth"]); g2 = grade_at(j["truth"], c["truth"], LATER)
        assert g == g2, (j["key"], c["key"])
        lines.append("%s\t%s\t%d" % (j["key"], c["key"], g)); counts[str(g)] += 1; per[j["key"]][str(g)] += 1
open(os.path.join(OUT, "grades.tsv"), "w").write("\n".join(lines) + "\n")
json.dump(JOBS, open(os.path.join(OUT, "jobs.json"), "w"), indent=1)
json.dump(out_c, open(os.path.join(OUT, "candidates.json"), "w"), indent=1)
json.dump({"asOf": AS_OF, "validUntil": LATER, "jobs": len(JOBS), "candidates": len(out_c), "grades": counts}, open(os.path.join(OUT, "meta.json"), "w"), indent=1)
json.dump(per, open(os.path.join(OUT, "work/per_job.json"), "w"), indent=1)
print(len(out_c), counts, "fields-only", n_fields_only, "nothing", n_nothing, {k: len(v) for k, v in conv.items()})
for k, v in per.items(): print(k, v, "" if min(v["1"], v["2"], v["3"]) >= 3 else "  <-- SHORT")

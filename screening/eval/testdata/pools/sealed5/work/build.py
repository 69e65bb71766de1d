"""Builds pool sealed5: python3 work/build.py (from the pool dir or anywhere)."""
import json, random, os, sys, math, subprocess, shutil, datetime
from datetime import date
HERE = os.path.dirname(os.path.abspath(__file__)); POOL = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import grade as G
from jobs import JOBS, ts
from vocab import *

rng = random.Random(20261127)
ASOF = date(2026, 11, 27); UNTIL = date(2027, 5, 31)
Z = G.zips()
ZLIST = [(k, v) for k, v in Z.items()]

def zips_near(z0, lo, hi, state=None):
    out = []
    for k, v in ZLIST:
        if state and v[3] != state: continue
        m = G.miles(z0, k)
        if m is not None and lo <= m <= hi: out.append(k)
    return out
_near = {}
def pick_zip(z0, lo, hi, state=None):
    key = (z0, lo, hi, state)
    if key not in _near: _near[key] = zips_near(z0, lo, hi, state)
    return rng.choice(_near[key])

def ym(y, m): return date(y, m, 1)
def add_months(d0, n):
    t = d0.year*12 + d0.month - 1 + n
    return date(t//12, t % 12 + 1, 1)
def month_end(y, m):
    n = add_months(date(y, m, 1), 1)
    return n - datetime.timedelta(days=1)
def valid_exp(): return month_end(rng.choice([2027, 2028, 2028, 2029, 2029, 2030]) if True else 0, rng.randint(1, 12)) if False else _ve()
def _ve():
    while True:
        d0 = month_end(rng.choice([2027, 2028, 2028, 2029, 2030]), rng.randint(1, 12))
        if d0 >= date(2027, 10, 31): return d0
def expired_exp():
    return month_end(rng.choice([2024, 2025, 2025, 2026]), rng.randint(1, 8))

NOW_M = ym(2026, 11)
def months_between(a, b): return (b.year-a.year)*12 + b.month-a.month

def adj_of(s):
    return [b for (a, b) in G.ADJSET if a == s]

def other_specs(P, S, nonadj=True):
    bad = {S} | (set(adj_of(S)) if nonadj else set())
    return [s for s in SPEC[P] if s not in bad]

# ---------------------------------------------------------------- candidate generation
def base_candidate(job, zipmode="local"):
    T = job["truth"]; P = T["profession"]; S = T["specialty"]
    c = dict(profession=P, roles=[], licences=[], pendingLicences=[], certs={}, shiftPref=None)
    if T["remote"] or T["travel"] or zipmode == "metro":
        st = rng.choice(list(METROS)); c["zip"] = pick_zip(METROS[st], 0, 20)
    else:
        c["zip"] = pick_zip(T["zip"], 0, T["radius"]*0.8)
    return c

def add_roles(c, P, S, years, current=True, end=None):
    """append a role (going backwards in time); years float"""
    n = max(1, int(round(years*12)))
    if current:
        e = None; s = add_months(NOW_M, -n)
    else:
        e = end; s = add_months(e, -n)
    c["roles"].append(dict(profession=P, specialty=S, start=s.isoformat(), end=e.isoformat() if e else None))
    return s

def earliest(c):
    return min(date.fromisoformat(r["start"]) for r in c["roles"]) if c["roles"] else add_months(NOW_M, -1)

def add_history(c, P, S, avoid):
    # optional earlier roles: another specialty in the same profession, another profession
    if rng.random() < 0.5:
        opts = [s for s in SPEC[P] if s not in avoid]
        if opts:
            s2 = rng.choice(opts); e = add_months(earliest(c), -rng.randint(0, 4))
            add_roles(c, P, s2, rng.uniform(1, 4), current=False, end=e)
    if rng.random() < 0.25 and OTHER.get(P):
        o = rng.choice(OTHER[P])
        if o[0] not in ("Clinical Informatics Analyst", "Product Manager", "Surgical First Assistant"):
            e = add_months(earliest(c), -rng.randint(0, 6))
            add_roles(c, o[0], o[1], rng.uniform(1, 3), current=False, end=e)

def give_licence(c, T, mode="valid"):
    L = T["licence"]
    if not L: return
    t = L["type"]; js = T["state"]; home = Z[c["zip"]][3]
    if t == "RN":
        if js in G.COMPACT and home in G.COMPACT and rng.random() < 0.6:
            st = home
            c["licences"].append(dict(type="RN", state=st, multistate=True, expires=_ve().isoformat()))
        else:
            c["licences"].append(dict(type="RN", state=js, multistate=False, expires=_ve().isoformat()))
    elif t == "CDL-A":
        c["licences"].append(dict(type="CDL-A", state=home, multistate=False, expires=_ve().isoformat()))
    else:
        c["licences"].append(dict(type=t, state=js, multistate=False, expires=_ve().isoformat()))
    if rng.random() < 0.15 and t == "RN":
        st = rng.choice(["CA", "NY", "NV", "OR"])
        if st != js:
            c["licences"].append(dict(type="RN", state=st, multistate=False, expires=(_ve().isoformat() if rng.random() < .7 else None)))
    if rng.random() < 0.15:
        for l in c["licences"]:
            if not (l["type"] == "RN" and l["multistate"] and False): l["expires"] = None if rng.random() < 0.5 and l is not c["licences"][0] else l["expires"]

NOEXP = {"ARRT(R)", "ARRT(CT)", "CST", "ASCP MLS", "EPA 608 Universal", "EPA 608 Type II", "AWS D1.1", "RRT", "CRT", "AWS Cert Welder", "OSHA 30", "OSHA 10"}
def give_certs(c, T):
    for k in T["certs"] + T["hardCerts"]:
        c["certs"][k] = None if (k in NOEXP and rng.random() < .6) or rng.random() < .12 else _ve().isoformat()
    for k in PROF_CERTS.get(T["profession"], []):
        if k not in c["certs"] and rng.random() < 0.3:
            c["certs"][k] = None if k in NOEXP else _ve().isoformat()

SHIFTS = ["day", "night", "evening"]
def gen(job, variant):
    T = job["truth"]; P = T["profession"]; S = T["specialty"]; mn = T["minYears"]
    local = not (T["remote"] or T["travel"])
    c = base_candidate(job)
    exact_years = mn + rng.uniform(0.6, 6)
    cur_spec = S
    if variant == "g1_adj" or variant == "g2_adj":
        cur_spec = rng.choice(adj_of(S))
    if variant == "z_spec":
        cur_spec = rng.choice(other_specs(P, S))
    if variant == "g2_years":
        # short of years, no current role in the specialty
        y = rng.uniform(mn/2.0 + 0.05, mn - 0.1) if mn >= 1 else 0
        gap_end = add_months(NOW_M, -rng.randint(0, 3))
        if rng.random() < 0.5:
            s2 = rng.choice(other_specs(P, S))
            add_roles(c, P, s2, rng.uniform(0.3, 2))
            gap_end = earliest(c)
        add_roles(c, P, S, y, current=False, end=gap_end)
    elif variant == "z_prof":
        o = rng.choice(OTHER[P])
        if o[0] in ("Clinical Informatics Analyst", "Product Manager"):
            add_roles(c, o[0], o[1], rng.uniform(0.5, 3))
            add_roles(c, P, S, rng.uniform(2, 6), current=False, end=earliest(c))
        else:
            add_roles(c, o[0], o[1], rng.uniform(1, 8))
        c["profession"] = o[0]
    else:
        add_roles(c, P, cur_spec, exact_years if cur_spec == S else rng.uniform(1, 6))
    avoid = {S} | set(adj_of(S)) if variant in ("g1_adj", "g2_adj", "z_spec") else set()
    if variant != "z_prof":
        add_history(c, P, S, avoid)
    give_licence(c, T)
    give_certs(c, T)
    if T["licence"] is None and P in LIC_TYPE: pass
    if T["shift"] and rng.random() < 0.35: c["shiftPref"] = T["shift"]
    elif not T["shift"] and P != "Software Engineer" and rng.random() < 0.25: c["shiftPref"] = rng.choice(SHIFTS)
    if variant == "g2_cert":
        soft = [k for k in T["certs"]]
        k = rng.choice(soft)
        if rng.random() < 0.5: del c["certs"][k]
        else: c["certs"][k] = expired_exp().isoformat()
    if variant == "g2_shift":
        c["shiftPref"] = rng.choice([s for s in SHIFTS if s != T["shift"]])
    if variant == "g2_pend":
        c["licences"] = [dict(type="RN", state=rng.choice(["NY", "FL", "TX", "NC"]), multistate=False, expires=_ve().isoformat())]
        c["pendingLicences"] = [dict(type="RN", state=T["state"])]
    if variant == "g1_far" or variant == "z_local":
        c["zip"] = pick_zip(T["zip"], 40, 180)
    if variant == "g1_lic":
        others = [s for s in ["NV", "OR", "NY", "IL", "MI"] if s != T["state"]]
        c["licences"] = [dict(type=T["licence"]["type"], state=rng.choice(others), multistate=False, expires=_ve().isoformat())]
    if variant == "z_lic":
        L = T["licence"]; r = rng.random()
        if L["type"] == "RN" and T["state"] not in G.COMPACT and r < 0.5:
            c["licences"] = [dict(type="RN", state=rng.choice(["TX", "FL", "GA", "AZ"]), multistate=True, expires=_ve().isoformat())]
        elif L["type"] == "RN" and T["state"] in G.COMPACT and r < 0.4:
            c["licences"] = [dict(type="RN", state=rng.choice([s for s in ["FL", "GA", "NC", "CO", "TN"] if s != T["state"]]), multistate=False, expires=_ve().isoformat())]
        else:
            for l in c["licences"]: l["expires"] = expired_exp().isoformat()
    if variant == "z_hard":
        k = rng.choice(T["hardCerts"])
        if rng.random() < 0.6: del c["certs"][k]
        else: c["certs"][k] = expired_exp().isoformat()
    if variant == "g1_two":
        # two gaps: short years (ended) + a soft cert missing, or adjacent with no exact years
        pass
    c["roles"].sort(key=lambda r: r["start"], reverse=True)
    return c

def gen_nofit():
    c = dict(roles=[], licences=[], pendingLicences=[], certs={}, shiftPref=None)
    st = rng.choice(list(METROS)); c["zip"] = pick_zip(METROS[st], 0, 20)
    P, S = rng.choice([("Pharmacist", "Retail"), ("Accountant", "Audit"), ("Teacher", "Elementary"), ("Dental Hygienist", "General"),
                       ("Paralegal", "Litigation"), ("Chef", "Restaurant"), ("Occupational Therapist", "Inpatient Rehab"),
                       ("Speech-Language Pathologist", "Schools"), ("Registered Nurse", "Psych"), ("Registered Nurse", "Oncology"),
                       ("Software Engineer", "Mobile"), ("Welder", "Production"), ("Radiologic Technologist", "Mammography"),
                       ("CDL-A Driver", "Tanker"), ("Physical Therapist", "Pediatrics"), ("Licensed Practical Nurse", "Med-Surg")])
    c["profession"] = P
    add_roles(c, P, S, rng.uniform(1, 9))
    if P == "Registered Nurse":
        c["licences"].append(dict(type="RN", state=Z[c["zip"]][3], multistate=Z[c["zip"]][3] in G.COMPACT, expires=_ve().isoformat()))
        c["certs"]["BLS"] = _ve().isoformat()
    return c

# ---------------------------------------------------------------- rendering
def fmt_date(d0, style):
    if style == 0: return f"{MONTHS[d0.month-1][:3]} {d0.year}"
    if style == 1: return f"{d0.month:02d}/{d0.year}"
    if style == 2: return f"{d0.year}-{d0.month:02d}"
    return f"{MONTHS[d0.month-1]} {d0.year}"
PRESENT = ["Present", "current", "now", "Present"]
def fmt_exp(e, style):
    e = date.fromisoformat(e)
    return [f"valid through {e.isoformat()}", f"exp {e.month:02d}/{e.year % 100:02d}", f"expires {MONTHS[e.month-1]} {e.year}",
            f"exp. {e.month:02d}/{e.day:02d}/{e.year}", f"exp {e.year}-{e.month:02d}"][style]

def lic_line(l, st):
    t = l["type"]; S = l["state"]; N = STATE_NAMES[S]; num = rng.randint(100000, 999999)
    ex = (", " + fmt_exp(l["expires"], st)) if l.get("expires") else ""
    if t == "RN":
        if l["multistate"]:
            return rng.choice([f"RN License, {N} - Multistate/Compact NLC (No. RN{num}){ex}",
                               f"{S} RN #{num} (multistate){ex}", f"Registered Nurse - {N} (compact){ex}",
                               f"Multistate RN licence ({S}, NLC) #{num}{ex}"])
        if S in G.COMPACT:
            return rng.choice([f"RN - {N} (single-state license) #{num}{ex}", f"{S} RN #{num}, single-state{ex}"])
        return rng.choice([f"{S} RN #{num}{ex}", f"Registered Nurse, State of {N}, license {num}{ex}", f"RN license - {N}{ex}"])
    if t == "RCP": return f"{N} Respiratory Care Practitioner license #{num}{ex}"
    if t == "PT": return rng.choice([f"{S} PT License #PT{num}{ex}", f"Physical Therapist license, {N}, #{num}{ex}"])
    if t == "Journeyman Electrician": return rng.choice([f"{N} Journeyman Electrician License #{num}{ex}", f"{S} Journeyman Electrician lic. {num}{ex}"])
    if t == "CDL-A": return rng.choice([f"Class A CDL ({S}){ex}", f"CDL-A, {N}, clean MVR{ex}"])
    return f"{t} {S}{ex}"

def cert_line(k, e, st):
    a = rng.choice(CERTS[k])
    if e is None: return a
    sep = rng.choice([", ", " - ", " ("])
    return a + sep + fmt_exp(e, st) + (")" if sep == " (" else "")

SHIFT_TXT = {"day": ["Availability: day shift only", "I work days only (no nights)", "Prefer day shift", "Shift preference: Days"],
             "night": ["Availability: nights only", "Night shift preferred", "Shift preference: Nights", "Looking for night shift (7p-7a)"],
             "evening": ["Availability: evenings (3p-11p)", "Prefer evening/mid shift", "Shift preference: Evenings"]}

def employer(P, city):
    other = {"Accountant": ["Birchall & Ortega CPAs", "Tallgrass Audit Partners"], "Teacher": ["{c} Unified School District", "Lakeview Elementary"],
             "Paralegal": ["Whitlock Hargreaves LLP"], "Chef": ["The Copper Ladle", "Saltgrass Bistro"], "Pharmacist": ["Corner Drug #{n}".replace("{n}", str(rng.randint(100, 999)))],
             "Paramedic": ["{c} Fire Rescue", "MedTrans Ambulance"]}
    if P in other: return rng.choice(other[P]).replace("{c}", city)
    kind = PROF_EMP.get(P, "clinic" if P in ("Physical Therapist Assistant", "Occupational Therapist", "Athletic Trainer", "Pharmacist", "Polysomnographic Technologist",
                                             "Phlebotomist", "Dental Hygienist", "Speech-Language Pathologist") else "health")
    return rng.choice(EMPLOYERS[kind]).replace("{c}", city)

def spec_phrase(P, S):
    if P in SPEC and S in SPEC[P]: return rng.choice(SPEC[P][S])
    for o in sum(OTHER.values(), []):
        if o[0] == P and o[1] == S: return rng.choice(o[3])
    return S
def title_of(P):
    if P in TITLES: return rng.choice(TITLES[P])
    for o in sum(OTHER.values(), []):
        if o[0] == P: return rng.choice(o[2])
    return P

def render(c, person):
    """returns resume text; every fact in c is stated"""
    layout = rng.randint(0, 5); ds = rng.randint(0, 3); es = rng.randint(0, 4)
    name = person["first"] + " " + person["last"]
    home = Z[c["zip"]]; city, st = home[2], home[3]
    loc = f"{city}, {st} {c['zip']}"
    R = []
    for r in c["roles"]:
        P, S = r["profession"], r["specialty"]
        ecity = city if rng.random() < 0.7 or r is not c["roles"][0] else city
        if c.get("travel_roles") and rng.random() < .3: pass
        R.append(dict(title=title_of(P), sp=spec_phrase(P, S), emp=employer(P, city), city=city, st=st,
                      s=fmt_date(date.fromisoformat(r["start"]), ds),
                      e=fmt_date(date.fromisoformat(r["end"]), ds) if r["end"] else PRESENT[ds],
                      b=[b.replace("{n}", str(rng.randint(3, 40))) for b in rng.sample(BULLETS.get(P, ["Daily duties as assigned"]), min(2, len(BULLETS.get(P, ["x"]))))],
                      P=P, months=months_between(date.fromisoformat(r["start"]), date.fromisoformat(r["end"]) if r["end"] else NOW_M)))
    lics = [lic_line(l, es) for l in c["licences"]]
    lics += [f"{STATE_NAMES[p['state']]} RN license by endorsement - application submitted {MONTHS[rng.randint(7,9)]} 2026, pending" for p in c["pendingLicences"]]
    certs = [cert_line(k, e, es) for k, e in c["certs"].items()]
    shift = rng.choice(SHIFT_TXT[c["shiftPref"]]) if c["shiftPref"] else None
    prof = c["roles"][0]["profession"] if c["roles"] else ""
    yrs = sum(x["months"] for x in R) // 12
    summary = rng.choice([f"{title_of(prof) if prof else 'Professional'} with about {yrs} years of total experience.",
                          f"Dependable {prof.lower() if prof else 'worker'} looking for my next role.",
                          f"Experienced {prof} - patient, team-first, detail-oriented." if prof else "Hard worker."])
    out = []
    if layout == 0:  # classic
        out += [name.upper(), f"{loc} | {person['phone']} | {person['email']}", "", "SUMMARY", summary]
        if shift: out += [shift]
        if lics: out += ["", "LICENSURE"] + ["- " + x for x in lics]
        if certs: out += ["", "CERTIFICATIONS"] + ["- " + x for x in certs]
        out += ["", "PROFESSIONAL EXPERIENCE"]
        for x in R:
            out += [f"{x['title']} - {x['sp']}", f"{x['emp']}, {x['city']}, {x['st']}    {x['s']} - {x['e']}"] + ["  * " + b for b in x["b"]] + [""]
    elif layout == 1:  # compact one-liners, location at the bottom
        out += [name, person["email"], "", "Experience:"]
        for x in R: out.append(f"{x['s']} to {x['e']}  {x['title']}, {x['sp']} - {x['emp']}")
        out += ["", "Credentials: " + ("; ".join(lics + certs) if (lics or certs) else "none listed")]
        if shift: out.append(shift)
        out += ["", f"Home: {loc}"]
    elif layout == 2:  # narrative
        out += [name, loc, person["phone"], ""]
        parts = []
        for i, x in enumerate(R):
            if i == 0 and x["e"] == PRESENT[ds]:
                parts.append(f"Since {x['s']} I have worked as {x['title']} in {x['sp']} at {x['emp']} ({x['city']}, {x['st']}).")
            else:
                parts.append(f"From {x['s']} to {x['e']} I worked as {x['title']} ({x['sp']}) at {x['emp']}.")
        out.append(" ".join(parts))
        if lics: out += ["", "I hold the following licence(s): " + "; ".join(lics) + "."]
        if certs: out += ["Certifications: " + ", ".join(certs) + "."]
        if shift: out += [shift + "."]
        out += ["", "Contact: " + person["email"]]
    elif layout == 3:  # skills-first functional with pipe table
        out += [f"{name}  ·  {person['email']}  ·  {person['phone']}", "", "CORE SKILLS"]
        sk = []
        for x in R[:2]: sk += [b for b in x["b"] if b not in sk]
        out += ["• " + b for b in sk]
        out += ["", "WORK HISTORY", "Dates | Role | Area | Employer"]
        for x in R: out.append(f"{x['s']} - {x['e']} | {x['title']} | {x['sp']} | {x['emp']}, {x['city']} {x['st']}")
        if lics or certs: out += ["", "LICENSES & CERTIFICATIONS"] + ["• " + y for y in lics + certs]
        if shift: out += ["", shift]
        out += ["", f"Address: {person.get('street','')} {loc}".replace("  ", " ")]
    elif layout == 4:  # CV
        out += ["CURRICULUM VITAE", "", f"Name: {name}", f"Address: {loc}", f"Telephone: {person['phone']}", f"E-mail: {person['email']}", ""]
        if lics: out += ["Professional Registration"] + lics + [""]
        out += ["Employment History"]
        for x in R:
            out += [f"From {x['s']} To {x['e']}", f"   {x['title']}, {x['emp']}", f"   Department/area: {x['sp']}"]
        if certs: out += ["", "Courses and Certificates"] + certs
        if shift: out += ["", "Other: " + shift]
    else:  # LinkedIn export
        out += [name, summary, loc, "", "Experience"]
        for x in R:
            y, m = divmod(x["months"], 12)
            out += [f"{x['title']} ({x['sp']})", x["emp"], f"{x['s']} - {x['e']} ({y} yrs {m} mos)", f"{x['city']}, {STATE_NAMES.get(x['st'], x['st'])}", ""]
        if lics or certs: out += ["Licenses & certifications"] + lics + certs
        if shift: out += ["", shift]
        out += ["", "Contact", person["email"]]
    return "\n".join(out).strip() + "\n", dict(layout=layout, ds=ds, es=es)

# ---------------------------------------------------------------- bodies
TYPED_PROF = {"Registered Nurse": ["RN", "Registered Nurse", "Nurse (RN)"], "Respiratory Therapist": ["Respiratory", "Respiratory Therapist"],
  "Physical Therapist": ["PT", "Physical Therapist"], "Radiologic Technologist": ["Radiologic Technologist", "Rad Tech"],
  "Surgical Technologist": ["Surgical Tech", "Surgical Technologist"], "Medical Laboratory Scientist": ["Medical Technologist", "Medical Lab Scientist"],
  "Software Engineer": ["Software Engineer", "Developer"], "Electrician": ["Electrician"], "HVAC Technician": ["HVAC", "HVAC Tech"],
  "Welder": ["Welder"], "CDL-A Driver": ["Truck Driver CDL-A", "CDL-A"], "Maintenance Technician": ["Maintenance Tech"]}
TYPED_SPEC = {"ICU": ["Critical Care", "ICU", "MICU"], "Telemetry": ["Tele", "Telemetry"], "Med-Surg": ["Med Surg", "Medical-Surgical"],
  "ED": ["ER", "Emergency"], "PCU": ["Step Down", "PCU"], "L&D": ["L&D", "Labor and Delivery"], "Postpartum": ["Mother Baby"],
  "Adult Acute Care": ["Adult Critical Care"], "Outpatient Orthopedic": ["Outpatient Ortho"], "Backend Java": ["Backend Java"],
  "Backend Go": ["Go backend"], "Frontend": ["Frontend React"], "Data Engineering": ["Data Engineering"], "Commercial Electrical": ["Commercial"],
  "Commercial HVAC": ["Commercial HVAC"], "Orthopedic OR": ["Ortho"], "Regional": ["Regional"]}
PHONES = set()
def phone():
    while True:
        p = f"({rng.choice([312,713,404,602,303,916,704,617,612,206,615,813,512])}) 555-{rng.randint(100,199):04d}"
        p = f"{p[:10]}{rng.randint(1000,9999)}" if False else f"({p[1:4]}) 555-01{rng.randint(0,99):02d}"
        return p
EMAILS = set()

def make_person(i):
    f = rng.choice(FIRST); l = rng.choice(LAST)
    while True:
        e = f"{f.lower()}.{l.lower().replace('-', '')}{rng.randint(1, 99) if rng.random() < .5 else ''}@example.{rng.choice(['com', 'org', 'net'])}"
        if e not in EMAILS: EMAILS.add(e); break
        l = rng.choice(LAST)
    return dict(first=f, last=l, email=e, phone=phone(), street=f"{rng.randint(10, 9999)} {rng.choice(['Oak', 'Maple', 'Birch', 'Lakeview', 'Juniper', 'Cedar', 'Sycamore', 'Willow'])} {rng.choice(['St', 'Ave', 'Dr', 'Ln', 'Ct'])}")

def final_truth(c, mode):
    if mode == "neither":
        return dict(profession=None, zip=None, specialties=[], years={}, licences=[], pendingLicences=[], certs={}, shiftPref=None, roles=[])
    cur_spec = c["roles"][0]["specialty"] if c["roles"] else None
    truth = dict(profession=c["profession"], zip=c["zip"], specialties=[], years={}, licences=c["licences"], pendingLicences=c["pendingLicences"],
                 certs=c["certs"], shiftPref=c["shiftPref"], roles=c["roles"])
    if mode == "fieldsonly":
        truth = dict(truth, roles=[], licences=[], pendingLicences=[], certs={}, shiftPref=None, specialties=[cur_spec])
    specs = sorted({r["specialty"] for r in truth["roles"] if r["profession"] == truth["profession"]} | set(truth["specialties"]))
    truth["specialties"] = specs
    yrs = {}
    for r in truth["roles"]:
        if r["profession"] != truth["profession"]: continue
        e = date.fromisoformat(r["end"]) if r["end"] else ASOF
        yrs[r["specialty"]] = round(yrs.get(r["specialty"], 0) + months_between(date.fromisoformat(r["start"]), e) / 12, 2)
    if yrs: yrs["(all)"] = round(sum(yrs.values()), 2)
    truth["years"] = yrs
    return truth

# ---------------------------------------------------------------- build
def main():
    jobs = [dict(j) for j in JOBS]
    plan = []
    for j in jobs:
        T = j["truth"]; local = not (T["remote"] or T["travel"])
        v = ["g3"] * 4
        g2 = []
        if T["minYears"] >= 1: g2.append("g2_years")
        if T["certs"]: g2.append("g2_cert")
        if T["shift"]: g2.append("g2_shift")
        if T["licence"] and T["licence"].get("pendingOk"): g2 += ["g2_pend", "g2_pend"]
        if T["minYears"] == 0: g2.append("g2_adj")
        v += [g2[i % len(g2)] for i in range(4)]
        g1 = ["g1_adj"]
        if local and not T["localOnly"]: g1 += ["g1_far", "g1_far"]
        if T["licence"] and T["licence"].get("waivable"): g1 += ["g1_lic"]
        v += (g1 * 4)[:4]
        z = ["z_prof", "z_spec"]
        if T["licence"] and not T["licence"].get("waivable"): z.append("z_lic")
        if T["hardCerts"]: z.append("z_hard")
        if T["localOnly"]: z.append("z_local")
        v += z
        plan += [(j, x) for x in v]
    cands = []; modes = []; truths = []
    def stable(t):
        return all(G.grade(j["truth"], t, ASOF) == G.grade(j["truth"], t, UNTIL) for j in jobs)
    def add(c):
        n = len(cands); r = rng.random()
        mode = "neither" if n % 97 == 5 else "fieldsonly" if r < 0.07 else "minimal" if r < 0.45 else "contact" if r < 0.72 else "typed"
        t = final_truth(c, mode)
        if not stable(t): return False
        cands.append(c); modes.append(mode); truths.append(t); return True
    for j, v in plan:
        for _ in range(20):
            if add(gen(j, v)): break
    # top up so that every job has >= 3 at each of 1, 2, 3
    for rnd in range(30):
        short = False
        for j in jobs:
            cnt = {g: 0 for g in range(4)}
            for t in truths: cnt[G.grade(j["truth"], t)] += 1
            for g, vs in [(3, ["g3"]), (2, ["g2_years", "g2_cert", "g2_shift", "g2_adj", "g2_pend"]), (1, ["g1_adj", "g1_far", "g1_lic"])]:
                if cnt[g] < 3:
                    short = True
                    for v in vs:
                        try: c = gen(j, v)
                        except (IndexError, KeyError, ValueError): continue
                        if G.grade(j["truth"], final_truth(c, "minimal")) == g and add(c) and G.grade(j["truth"], truths[-1]) == g: break
        if not short: break
    for _ in range(22): add(gen_nofit())
    order = list(range(len(cands))); rng.shuffle(order)
    cands = [cands[i] for i in order]; modes = [modes[i] for i in order]; truths = [truths[i] for i in order]
    # people, bodies, resumes
    for d in ["resumes", "work/resume_src"]:
        shutil.rmtree(os.path.join(POOL, d), ignore_errors=True); os.makedirs(os.path.join(POOL, d))
    out = []; n = len(cands)
    conv = {"docx": [], "pdf": []}
    for i, (c, mode) in enumerate(zip(cands, modes)):
        key = f"C{i+1:04d}"; p = make_person(i)
        body = dict(firstName=p["first"], lastName=p["last"], email=p["email"], statusId=1)
        home = Z[c["zip"]]
        prof = c["profession"]; cur_spec = c["roles"][0]["specialty"] if c["roles"] else None
        if mode in ("contact", "typed", "fieldsonly"):
            body["phone"] = p["phone"]
            body["address"] = dict(address1=p["street"] if rng.random() < .5 else None, city=home[2], state=home[3], zip=c["zip"], countryCode="US")
        if mode in ("typed", "fieldsonly") and prof in TYPED_PROF:
            body["profession"] = rng.choice(TYPED_PROF[prof])
            body["specialty"] = rng.choice(TYPED_SPEC.get(cur_spec, [cur_spec]))
        elif mode == "fieldsonly":
            body["profession"] = prof; body["specialty"] = cur_spec
        truth = truths[i]
        assert truth == final_truth(c, mode)
        resume = None
        if mode in ("neither", "fieldsonly"): pass
        else:
            txt, fmt = render(c, p)
            ext = "txt"
            if i % 11 == 3: ext = "docx"
            elif i % 11 == 7: ext = "pdf"
            if ext == "txt":
                open(os.path.join(POOL, "resumes", key + ".txt"), "w").write(txt)
            else:
                open(os.path.join(POOL, "work/resume_src", key + ".txt"), "w").write(txt); conv[ext].append(key)
            resume = f"resumes/{key}.{ext}"
        rec = dict(key=key, truth=truth, body=body, resume=resume)
        if mode != "neither" and rng.random() < 0.12:
            rec["jobRequest"] = dict(location=dict(zipCode=c["zip"], radius=25)) if prof != "Software Engineer" else dict(location=dict(zipCode=c["zip"], remote=True))
        out.append(rec)
    for ext, keys in conv.items():
        if not keys: continue
        src = [os.path.join(POOL, "work/resume_src", k + ".txt") for k in keys]
        subprocess.run(["soffice", "--headless", "--convert-to", ext, "--outdir", os.path.join(POOL, "resumes")] + src,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # jobs
    jout = []
    for j in jobs:
        T = j["truth"]
        body = dict(title=j["title"], description=j["desc"], startDate=ts(j["start"]),
                    address=dict(address1=j["addr"], city=j["city"], state=T["state"], zip=T["zip"], countryCode="US"),
                    employmentType=j["emp"], status="OPEN", jobType=j["jobType"])
        if j["shifts"] or j["hours"]:
            body["schedule"] = dict(shifts=j["shifts"], hoursPerWeek=dict(minimum=j["hours"][0], maximum=j["hours"][1]))
        body["compensation"] = dict(type=j["comp"][0], minimum=float(j["comp"][1]), maximum=float(j["comp"][2]))
        rec = dict(key=j["key"], truth=T, body=body)
        ex = j.get("extras") or {}
        for k in ("profession", "specialty", "criteria"):
            if k in ex: body[k] = ex[k]
        if "candidateRequest" in ex: rec["candidateRequest"] = ex["candidateRequest"]
        jout.append(rec)
    json.dump(jout, open(os.path.join(POOL, "jobs.json"), "w"), indent=1)
    json.dump(out, open(os.path.join(POOL, "candidates.json"), "w"), indent=1)
    # grades from the stored truths
    counts = {str(g): 0 for g in range(4)}
    with open(os.path.join(POOL, "grades.tsv"), "w") as f:
        f.write("job_key\tcandidate_key\tgrade\n")
        for j in jout:
            for c in out:
                g = G.grade(j["truth"], c["truth"]); counts[str(g)] += 1
                f.write(f"{j['key']}\t{c['key']}\t{g}\n")
    json.dump(dict(asOf="2026-11-27", validUntil="2027-05-31", jobs=len(jout), candidates=len(out), grades=counts),
              open(os.path.join(POOL, "meta.json"), "w"), indent=1)
    print(len(jout), len(out), counts)

if __name__ == "__main__":
    main()

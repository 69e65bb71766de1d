"""Designs candidates for each job on purpose (intended grade + reason) and turns a design into dated facts."""
import random
from grade import NLC, ADJACENT_PAIRS, zips, miles
import catalog as C

ASOF_YM = (2026, 11)


def ym_add(ym, months):
    y, m = ym
    t = y * 12 + (m - 1) + months
    return (t // 12, t % 12 + 1)


def ym_diff(a, b):
    return (a[0] * 12 + a[1]) - (b[0] * 12 + b[1])


def rand_date(rng, lo, hi):
    """a YYYY-MM-DD between lo and hi (YYYY-MM strings), day = last-ish of month or random."""
    y0, m0 = map(int, lo.split("-"))
    y1, m1 = map(int, hi.split("-"))
    n = ym_diff((y1, m1), (y0, m0))
    y, m = ym_add((y0, m0), rng.randint(0, n))
    d = rng.choice([28, 30, 31, rng.randint(1, 28)])
    if m == 2:
        d = min(d, 28)
    if m in (4, 6, 9, 11):
        d = min(d, 30)
    return "%04d-%02d-%02d" % (y, m, d)


def valid_exp(rng):
    return rand_date(rng, "2027-10", "2029-11")


def expired_exp(rng):
    return rand_date(rng, "2024-01", "2026-08")


# ---------------------------------------------------------------- specialties, neighbours, typical credentials
NEIGHBOUR_PROF = {
    "RN": [("LPN", "Long-Term Care"), ("CNA", "Med-Surg"), ("Patient Care Technician", "ICU"), ("Paramedic", "911 EMS"),
           ("LPN", "Clinic"), ("Patient Care Technician", "ED"), ("Nurse Practitioner", "Urgent Care"), ("CNA", "Long-Term Care")],
    "Respiratory Therapist": [("Polysomnographic Technologist", "Sleep Lab")],
    "Physical Therapist": [("Physical Therapist Assistant", "Outpatient Ortho"), ("Occupational Therapist", "Outpatient Hand")],
    "Radiologic Technologist": [("Sonographer", "General Ultrasound")],
    "Surgical Technologist": [("Sterile Processing Technician", "SPD")],
    "Medical Laboratory Scientist": [("Medical Laboratory Technician", "Core Lab"), ("Phlebotomist", "Outpatient")],
    "Software Engineer": [("Data Analyst", "Analytics"), ("QA Engineer", "QA"), ("Data Scientist", "ML")],
    "Electrician": [("Low Voltage Technician", "Low Voltage")],
    "HVAC Technician": [("Appliance Repair Technician", "Appliance"), ("Maintenance Technician", "Facilities")],
    "Welder": [("Pipefitter", "Pipefitting")],
    "CDL-A Driver": [("Delivery Driver", "Box truck")],
    "Maintenance Technician": [("Machine Operator", "Production")],
}
UNRELATED_SPEC = {
    "RN": ["NICU", "Oncology", "Behavioral Health", "OR", "L&D", "ED", "Med-Surg", "ICU"],
    "Respiratory Therapist": [], "Physical Therapist": ["Home Health", "Pediatrics", "SNF"],
    "Radiologic Technologist": ["Mammography"], "Surgical Technologist": [], "Medical Laboratory Scientist": [],
    "Software Engineer": ["Mobile", "Data Engineering", "Frontend", "DevOps/SRE", "Backend-Java"],
    "Electrician": ["Industrial", "Residential"], "HVAC Technician": ["Residential", "Refrigeration"],
    "Welder": ["Fabrication", "Pipe"], "CDL-A Driver": [], "Maintenance Technician": ["Apartment/Property"],
}


def adjacent_specs(prof, spec):
    out = []
    for a, b in ADJACENT_PAIRS.get(prof, []):
        if a == spec:
            out.append(b)
        elif b == spec:
            out.append(a)
    return out


def typical_certs(prof, spec, rng):
    P = rng.random
    c = []
    if prof == "RN":
        c.append("BLS")
        base = {"ICU": ["ACLS"], "PCU": ["ACLS"], "Telemetry": ["ACLS"], "ED": ["ACLS", "PALS"], "L&D": ["NRP"],
                "PACU": ["ACLS", "PALS"], "NICU": ["NRP"], "Postpartum": [], "Med-Surg": [], "OR": [], "Urgent Care": [],
                "Oncology": [], "Behavioral Health": []}[spec]
        c += base
        extra = {"ICU": [("CCRN", .45)], "PCU": [("PCCN", .3)], "ED": [("TNCC", .7), ("CEN", .2)], "Med-Surg": [("ACLS", .4), ("CMSRN", .2)],
                 "L&D": [("ACLS", .3), ("RNC-OB", .2)], "Postpartum": [("NRP", .6)], "OR": [("ACLS", .4), ("CNOR", .3)],
                 "Telemetry": [("PCCN", .1)], "Urgent Care": [("ACLS", .5), ("PALS", .4)], "Oncology": [("OCN", .5)],
                 "NICU": [("PALS", .2)], "PACU": [], "Behavioral Health": []}[spec]
        c += [n for n, p in extra if P() < p]
    elif prof == "Respiratory Therapist":
        c += ["RRT", "BLS", "ACLS"] + (["NRP"] if P() < .3 or spec == "Neonatal/Pediatric" else [])
    elif prof == "Physical Therapist":
        c += (["BLS"] if P() < .85 else []) + (["OCS"] if spec == "Outpatient Ortho" and P() < .25 else [])
    elif prof == "Radiologic Technologist":
        c += ["ARRT(R)"] + {"CT": ["ARRT(CT)"], "MRI": ["ARRT(MR)"], "Mammography": ["ARRT(M)"], "Diagnostic X-ray": []}[spec] + ["BLS"]
    elif prof == "Surgical Technologist":
        c += ["CST", "BLS"]
    elif prof == "Medical Laboratory Scientist":
        c += ["MLS(ASCP)"]
    elif prof == "Electrician":
        c += (["OSHA 10"] if P() < .85 else []) + (["NFPA 70E"] if P() < .3 else [])
    elif prof == "HVAC Technician":
        c += ["EPA 608 Universal"] + (["NATE"] if P() < .3 else [])
    elif prof == "Welder":
        c += {"Pipe": ["6G"], "Structural": ["AWS D1.1"], "Fabrication": (["AWS D1.1"] if P() < .4 else [])}[spec]
        c += ["TWIC"] if P() < .4 else []
    elif prof == "CDL-A Driver":
        c += ["DOT Medical Card"] + (["Hazmat"] if P() < .25 else []) + (["TWIC"] if P() < .2 else [])
    elif prof == "LPN" or prof == "LVN":
        c += ["BLS"]
    elif prof == "Paramedic":
        c += ["NREMT-P", "ACLS", "PALS"]
    elif prof == "CNA":
        c += ["BLS"]
    elif prof == "Patient Care Technician":
        c += ["BLS"]
    elif prof == "Sonographer":
        c += ["RDMS"]
    elif prof == "Medical Laboratory Technician":
        c += ["MLT(ASCP)"]
    elif prof == "Physical Therapist Assistant" or prof == "Occupational Therapist":
        c += ["BLS"]
    elif prof == "Polysomnographic Technologist":
        c += ["RPSGT", "BLS"]
    elif prof == "Sterile Processing Technician":
        c += ["CRCST"]
    return list(dict.fromkeys(c))


TYPICAL_SKILLS = {
    ("Software Engineer", "Backend-Java"): ["Java", "Spring", "PostgreSQL", "Kafka", "AWS", "Docker"],
    ("Software Engineer", "Backend-Go"): ["Go", "Kubernetes", "gRPC", "PostgreSQL", "Docker", "Prometheus"],
    ("Software Engineer", "Backend-Python"): ["Python", "Django", "FastAPI", "PostgreSQL", "Redis", "AWS"],
    ("Software Engineer", "Backend-.NET"): ["C#", ".NET", "SQL Server", "Azure"],
    ("Software Engineer", "Frontend"): ["JavaScript", "TypeScript", "React", "CSS", "Next.js", "Jest"],
    ("Software Engineer", "Full-stack"): ["JavaScript", "TypeScript", "React", "Node.js", "PostgreSQL"],
    ("Software Engineer", "Data Engineering"): ["Python", "SQL", "Spark", "Airflow", "dbt", "Snowflake"],
    ("Software Engineer", "DevOps/SRE"): ["Go", "Kubernetes", "Terraform", "AWS", "Prometheus"],
    ("Software Engineer", "Mobile"): ["Swift", "SwiftUI", "Kotlin"],
    ("Data Analyst", "Analytics"): ["SQL", "Tableau", "Excel", "Python"],
    ("QA Engineer", "QA"): ["Selenium", "Cypress", "Java"],
    ("Data Scientist", "ML"): ["Python", "scikit-learn", "SQL"],
    ("Maintenance Technician", "Industrial"): ["PLC", "480V 3-phase", "hydraulics", "pneumatics"],
    ("Maintenance Technician", "Facilities"): ["HVAC basics", "plumbing", "work orders"],
    ("Maintenance Technician", "Apartment/Property"): ["plumbing", "appliance repair", "drywall"],
    ("Machine Operator", "Production"): ["forklift", "changeovers"],
}
# words in free text that show a skill (bullets naming a skill the candidate lacks are dropped)
SKILL_WORDS = {"Spring": ["Spring"], "Kubernetes": ["Kubernetes", "EKS", "Helm", "operator"], "React": ["React"],
               "TypeScript": ["TypeScript"], "Spark": ["Spark", "Databricks"], "Airflow": ["Airflow", "DAG"],
               "PLC": ["PLC", "RSLogix", "ControlLogix"]}

LIC_TYPE = {"RN": "RN", "Respiratory Therapist": "RCP", "Physical Therapist": "PT", "Radiologic Technologist": "MRT",
            "Electrician": "Journeyman Electrician", "CDL-A Driver": "CDL-A", "LPN": "LPN", "LVN": "LVN",
            "Physical Therapist Assistant": "PTA", "Occupational Therapist": "OT", "Nurse Practitioner": "APRN",
            "Delivery Driver": "CDL-B"}


# ---------------------------------------------------------------- places
_ZCACHE = {}


def zips_near(zc, lo, hi):
    key = (zc, lo, hi)
    if key not in _ZCACHE:
        Z = zips()
        la, lo_ = Z[zc][0], Z[zc][1]
        out = []
        for z, (a, b, city, st) in Z.items():
            if abs(a - la) > 3.5 or abs(b - lo_) > 4.5:
                continue
            d = miles(zc, z)
            if lo <= d <= hi:
                out.append(z)
        _ZCACHE[key] = sorted(out)
    return _ZCACHE[key]


def metro_of_state(st, rng, exclude=()):
    ms = [m for m, v in C.METROS.items() if v[1] == st and m not in exclude]
    return rng.choice(ms) if ms else None


def metro_zip(metro, rng, hi=12):
    return rng.choice(zips_near(C.METROS[metro][0], 0, hi))


def job_metro(job):
    for m, v in C.METROS.items():
        if v[1] == job["truth"]["state"] and miles(v[0], job["truth"]["zip"]) < 30:
            return m
    raise KeyError(job["key"])


# ---------------------------------------------------------------- a design
class Design:
    def __init__(self, key, job, grade, kind):
        self.key, self.job, self.grade, self.kind = key, job, grade, kind
        self.prof = self.spec = None
        self.segs = []          # oldest first: dict(prof, spec, months, metro, travel)
        self.ended = None       # (y, m) when last role ended, None if current
        self.zip = None
        self.licences = []
        self.certs = []         # dicts name, expires
        self.skills = []
        self.shift = None
        self.note = ""
        self.mentions = []      # words allowed although not held (e.g. "CST exam scheduled")
        self.traveler = False
        self.newgrad = False


OTHER_CAREERS = [("Retail", "Store Manager"), ("Army", "Combat Medic (68W)"), ("Restaurant", "Server"),
                 ("Bank", "Teller"), ("Call center", "Customer Service Rep"), ("Navy", "Hospital Corpsman")]


def prior_segment(d, rng, exact_spec):
    """an earlier career step that does not count toward the job (another specialty or another profession)."""
    r = rng.random()
    prof = d.prof
    if prof == "RN":
        if r < .35:
            other = rng.choice([s for s in ["Med-Surg", "Telemetry", "Oncology", "Behavioral Health"] if s != exact_spec and s not in adjacent_specs("RN", exact_spec)] or ["Oncology"])
            return dict(prof="RN", spec=other, months=rng.randint(12, 40))
        if r < .55:
            return dict(prof=rng.choice(["CNA", "Patient Care Technician"]), spec=rng.choice(["Med-Surg", "ICU"]) if True else None, months=rng.randint(10, 36))
        if r < .62:
            return dict(prof="LPN", spec="Long-Term Care", months=rng.randint(18, 48))
        return None
    if prof == "Software Engineer" and r < .35:
        return dict(prof=rng.choice(["QA Engineer", "Data Analyst"]), spec=None, months=rng.randint(10, 30))
    if prof == "Physical Therapist" and r < .25:
        return dict(prof="Physical Therapist Assistant", spec="Outpatient Ortho", months=rng.randint(12, 40))
    if prof == "Medical Laboratory Scientist" and r < .35:
        return dict(prof="Medical Laboratory Technician", spec="Core Lab", months=rng.randint(12, 36))
    if prof == "Electrician" and r < .6:
        return dict(prof="Electrician", spec="Apprentice", months=rng.randint(36, 60))
    if prof == "Radiologic Technologist" and r < .5:
        return dict(prof="Radiologic Technologist", spec="Diagnostic X-ray", months=rng.randint(12, 40))
    if prof == "Welder" and r < .3:
        return dict(prof="Welder", spec="Fabrication", months=rng.randint(12, 30))
    return None


def fix_prior_specs(seg):
    if seg["prof"] in ("CNA",) and seg["spec"] not in ("Med-Surg", "Long-Term Care"):
        seg["spec"] = "Med-Surg"
    if seg["prof"] == "Patient Care Technician" and seg["spec"] not in ("ICU", "ED"):
        seg["spec"] = "ICU"
    if seg["prof"] in ("QA Engineer",):
        seg["spec"] = "QA"
    if seg["prof"] in ("Data Analyst",):
        seg["spec"] = "Analytics"
    return seg


# ---------------------------------------------------------------- licences
def lic(type_, state, rng, multistate=False, expires="valid", status="active"):
    e = None
    if expires == "valid":
        e = None if rng.random() < .3 else valid_exp(rng)
        if type_ == "RN" and state == "IL" and e:
            e = "2028-05-31"
    elif expires == "expired":
        e = expired_exp(rng)
        if type_ == "RN" and state == "IL":
            e = "2026-05-31"
    elif expires:
        e = expires
    return dict(type=type_, state=state, multistate=bool(multistate), expires=e, status=status,
                number="%s%d" % (rng.choice(["", "RN", "", "R", ""]) if type_ == "RN" else "", rng.randint(100000, 999999)))


def give_licences(d, rng, need_valid=True):
    lt = LIC_TYPE.get(d.prof)
    if not lt:
        return
    home = zips()[d.zip][3]
    ms = home in NLC and lt == "RN" and rng.random() < .55
    if lt == "CDL-A" or lt == "CDL-B":
        d.licences.append(lic(lt, home, rng, expires=valid_exp(rng)))
        return
    d.licences.append(lic(lt, home, rng, multistate=ms))
    req = d.job["truth"].get("licence")
    if need_valid and req and req["type"] == lt and not req.get("anyState"):
        js = req["state"]
        if js == home:
            pass
        elif lt == "RN" and js in NLC and home in NLC:
            d.licences[0]["multistate"] = True
        else:
            d.licences.append(lic(lt, js, rng))
    if d.traveler and lt == "RN" and rng.random() < .6:
        for st in rng.sample(["CA", "NY", "NV", "OR", "MA", "IL", "MN"], rng.randint(1, 2)):
            if st not in [l["state"] for l in d.licences]:
                d.licences.append(lic("RN", st, rng))


# ---------------------------------------------------------------- certifications and skills
def give_certs(d, rng, drop=(), drop_mode=None):
    t = d.job["truth"]
    names = typical_certs(d.prof, d.spec, rng)
    fits = d.prof == t["profession"] and (d.spec == t["specialty"] or d.spec in adjacent_specs(d.prof, t["specialty"]))
    if fits:
        for c in t.get("certs", []) + t.get("hardCerts", []):
            if c not in names and c not in SKILL_WORDS:
                names.append(c)
    for n in names:
        if n in drop:
            if (drop_mode or rng.choice(["expired", "expired", "missing"])) == "missing":
                continue
            d.certs.append(dict(name=n, expires=expired_exp(rng)))
            continue
        dated = n in ("BLS", "ACLS", "PALS", "NRP", "TNCC", "CCRN", "PCCN", "CEN", "CNOR", "DOT Medical Card", "RNC-OB", "CMSRN", "OCN")
        e = valid_exp(rng) if dated and rng.random() < .72 else None
        if n == "DOT Medical Card":
            e = valid_exp(rng)
        d.certs.append(dict(name=n, expires=e))
    for n in drop:
        if n not in names and n not in SKILL_WORDS and n not in [c["name"] for c in d.certs]:
            pass
    sk = list(TYPICAL_SKILLS.get((d.prof, d.spec), []))
    if fits:
        for c in t.get("certs", []):
            if c in SKILL_WORDS and c not in sk:
                sk.append(c)
    d.skills = [s for s in sk if s not in drop]


# ---------------------------------------------------------------- experience
def exp_exact(d, rng, extra_lo=4, extra_hi=72):
    t = d.job["truth"]
    m = max(int(t.get("minYears", 0) * 12) + rng.randint(extra_lo, extra_hi), rng.randint(10, 96))
    segs = []
    p = prior_segment(d, rng, d.spec)
    if p:
        segs.append(fix_prior_specs(p))
    if m > 44 and rng.random() < .55:
        a = rng.randint(18, m - 20)
        segs.append(dict(prof=d.prof, spec=d.spec, months=a))
        m -= a
    if d.traveler and m > 30:
        staff = rng.randint(18, m - 9)
        segs.append(dict(prof=d.prof, spec=d.spec, months=staff))
        left = m - staff
        while left > 0:
            k = min(left, rng.choice([3, 3, 3, 4, 6]))
            segs.append(dict(prof=d.prof, spec=d.spec, months=k, travel=True))
            left -= k
    else:
        segs.append(dict(prof=d.prof, spec=d.spec, months=m))
    d.segs = segs


def set_place(d, rng, mode):
    t = d.job["truth"]
    radius = t.get("radius", 25)
    if mode == "local":
        d.zip = rng.choice(zips_near(t["zip"], 0, radius - 1.5))
    elif mode == "far":
        if rng.random() < .5:
            d.zip = rng.choice(zips_near(t["zip"], radius + 4, radius + 110))
        else:
            ms = [m for m, v in C.METROS.items() if miles(v[0], t["zip"]) > radius + 40]
            same = [m for m in ms if C.METROS[m][1] == t["state"]]
            d.zip = metro_zip(rng.choice(same if same and rng.random() < .6 else ms), rng)
    elif mode == "anywhere":
        d.zip = metro_zip(rng.choice(list(C.METROS)), rng)
    elif mode == "compact_anywhere":
        ms = [m for m, v in C.METROS.items() if v[1] in NLC]
        d.zip = metro_zip(rng.choice(ms), rng)
    else:
        d.zip = metro_zip(mode, rng)


def home_mode(d, rng):
    t = d.job["truth"]
    if t.get("remote"):
        return "anywhere"
    if t.get("travel"):
        if rng.random() < .35:
            return "local"
        d.traveler = True
        return "compact_anywhere" if t["state"] in NLC else "anywhere"
    return "local"


def neighbour(d, rng, idx):
    opts = NEIGHBOUR_PROF[d.job["truth"]["profession"]]
    if d.job["truth"]["state"] == "CA" and d.job["truth"]["profession"] == "RN":
        opts = [("LVN", "Med-Surg")] + opts
    if d.job["truth"]["specialty"] == "ED":
        opts = [("Paramedic", "911 EMS"), ("Patient Care Technician", "ED")] + opts
    return opts[rng.randrange(len(opts))]


def design(job, key, grade, kind, rng, idx=0):
    d = Design(key, job, grade, kind)
    t = job["truth"]
    d.prof, d.spec = t["profession"], t["specialty"]
    drop, drop_mode, need_valid = (), None, True
    adj = adjacent_specs(d.prof, d.spec)
    jcerts = list(t.get("certs", []))
    if kind in ("g3", "cert", "shift", "far", "bystart", "pending", "two"):
        if kind == "bystart" and t.get("travel"):
            d.traveler = True
            set_place(d, rng, "compact_anywhere")
        else:
            set_place(d, rng, "far" if kind == "far" else home_mode(d, rng))
        exp_exact(d, rng)
        if kind == "g3" and t.get("shifts") and rng.random() < .3:
            d.shift = t["shifts"][0]
        if kind == "cert":
            drop = (rng.choice(jcerts),)
            d.note = "one required certification/skill missing or expired: %s" % drop[0]
        if kind == "shift":
            d.shift = {"night": "day", "day": "night", "evening": "day"}[t["shifts"][0]]
            d.note = "states a %s-shift preference; job is %s" % (d.shift, t["shifts"][0])
        if kind == "bystart":
            need_valid = False
            d.note = "no licence valid in %s yet (job allows obtaining it by start date)" % t["state"]
        if kind == "far":
            d.note = "strong on paper but lives outside the radius"
        if kind == "pending":
            d.note = "MA licence by endorsement pending (job accepts pending)"
        if kind == "two":
            src = []
            if t.get("minYears", 0) > 0:
                src.append("years")
            src += ["cert:" + c for c in jcerts]
            if t.get("shifts"):
                src.append("shift")
            pick = rng.sample(src, 2)
            d.note = "two gaps: " + ", ".join(pick)
            for p in pick:
                if p == "years":
                    years_short(d, rng)
                elif p == "shift":
                    d.shift = {"night": "day", "day": "night", "evening": "day"}[t["shifts"][0]]
            drop = tuple(p[5:] for p in pick if p.startswith("cert:"))
    elif kind == "years":
        set_place(d, rng, home_mode(d, rng))
        years_short(d, rng)
        d.note = "short of %s years in %s, no current role there" % (t["minYears"], d.spec)
    elif kind in ("adj", "adj_short", "adj_cert"):
        set_place(d, rng, home_mode(d, rng))
        d.spec = rng.choice(adj)
        cur = dict(prof=d.prof, spec=d.spec, months=rng.randint(8, 60))
        d.segs = []
        if kind == "adj" and t.get("minYears", 0) > 0:
            d.segs.append(dict(prof=d.prof, spec=t["specialty"], months=int(t["minYears"] * 12) + rng.randint(3, 40)))
        elif kind != "adj":
            p = prior_segment(d, rng, t["specialty"])
            if p and p["spec"] != t["specialty"]:
                d.segs.append(fix_prior_specs(p))
        d.segs.append(cur)
        if kind == "adj_cert":
            drop = (rng.choice(jcerts),) if jcerts else ()
        d.note = {"adj": "adjacent specialty %s with enough %s years from an earlier role" % (d.spec, t["specialty"]),
                  "adj_short": "adjacent specialty %s, no %s years" % (d.spec, t["specialty"]),
                  "adj_cert": "adjacent specialty %s and missing %s" % (d.spec, ", ".join(drop))}[kind]
    elif kind == "prof":
        set_place(d, rng, home_mode(d, rng) if not t.get("travel") else "local")
        d.traveler = False
        d.prof, d.spec = neighbour(d, rng, idx)
        d.segs = [dict(prof=d.prof, spec=d.spec, months=rng.randint(14, 110))]
        d.note = "another profession: %s" % d.prof
    elif kind == "spec":
        set_place(d, rng, home_mode(d, rng))
        opts = [s for s in UNRELATED_SPEC[d.prof] if s != t["specialty"] and s not in adj]
        d.spec = rng.choice(opts)
        d.segs = [dict(prof=d.prof, spec=d.spec, months=rng.randint(20, 100))]
        d.note = "unrelated specialty %s" % d.spec
    elif kind == "local":
        set_place(d, rng, "far")
        exp_exact(d, rng)
        d.note = "good fit but outside the radius of a locals-only job"
    elif kind == "hard":
        set_place(d, rng, "local")
        exp_exact(d, rng)
        drop, drop_mode = tuple(t["hardCerts"]), "missing"
        d.mentions = list(t["hardCerts"])
        d.note = "missing %s, which the job cannot waive" % ", ".join(drop)
    elif kind.startswith("lic"):
        need_valid = False
        exp_exact(d, rng)
        lic_variant(d, rng)
    else:
        raise ValueError(kind)
    give_certs(d, rng, drop, drop_mode)
    if not d.licences:
        give_licences(d, rng, need_valid)
    keep_current_long(d)
    if kind == "pending":
        d.licences = [l for l in d.licences if l["state"] != "MA"]
        if not any(l["state"] != "MA" for l in d.licences):
            d.licences.append(lic("RN", "NH", rng, multistate=True))
        d.licences.append(dict(type="RN", state="MA", multistate=False, expires=None, status="pending", number=None))
    if kind == "bystart":
        js = t["licence"]["state"]
        d.licences = [l for l in d.licences if l["state"] != js]
        if not d.licences and d.prof == "RN":
            d.licences.append(lic("RN", "TX", rng, multistate=True))
        if not d.licences and d.prof == "Physical Therapist":
            d.licences.append(lic("PT", rng.choice(["CO", "NM", "UT"]), rng))
        if d.prof == "Physical Therapist" and rng.random() < .5:
            d.licences.append(dict(type="PT", state=js, multistate=False, expires=None, status="pending", number=None))
    return d


def _maxmin():
    from jobs import JOBS
    out = {}
    for j in JOBS:
        t = j["truth"]
        k = (t["profession"], t["specialty"])
        out[k] = max(out.get(k, 0), t.get("minYears", 0))
    return out


MAXMIN = _maxmin()


def keep_current_long(d):
    """a current role must already meet every job's minimum for its specialty, so no grade can change as it accrues."""
    if d.ended is None and d.segs:
        cur = d.segs[-1]
        need = MAXMIN.get((cur["prof"], cur["spec"]), 0)
        if need:
            have = sum(s["months"] for s in d.segs if s["prof"] == cur["prof"] and s["spec"] == cur["spec"])
            if have < need * 12 + 3:
                cur["months"] += need * 12 + 3 - have


def years_short(d, rng):
    t = d.job["truth"]
    mn = int(t["minYears"] * 12)
    m = rng.randint(min(3, mn - 3), mn - 3)
    segs = []
    p = prior_segment(d, rng, d.spec)
    if p and p["spec"] != t["specialty"]:
        segs.append(fix_prior_specs(p))
    segs.append(dict(prof=d.prof, spec=d.spec, months=m))
    d.segs = segs
    d.ended = ym_add(ASOF_YM, -rng.randint(3, 20))


def lic_variant(d, rng):
    t = d.job["truth"]
    js, lt = t["licence"].get("state", t["state"]), t["licence"]["type"]
    v = d.kind
    if v == "lic":
        n = _LIC_SEEN.get(d.job["key"], 0)
        _LIC_SEEN[d.job["key"]] = n + 1
        v = LIC_VARIANTS[d.job["key"]][n % len(LIC_VARIANTS[d.job["key"]])]
    d.kind = v
    if v == "lic_expired":
        set_place(d, rng, "local" if not t.get("travel") else "anywhere")
        d.licences.append(lic(lt, js, rng, expires="expired"))
        d.ended = ym_add(ASOF_YM, -rng.randint(7, 14))
        d.note = "%s %s licence expired" % (js, lt)
    elif v == "lic_compact_only":
        near = {"IL": "Hammond", "MN": "Hudson WI", "MA": "Manchester"}[js]
        d.zip = rng.choice([z for z in zips_near(C.METROS[near][0], 0, 10) if zips()[z][3] == C.METROS[near][1]])
        d.licences.append(lic("RN", zips()[d.zip][3], rng, multistate=True, expires="valid"))
        d.note = "multistate licence from a compact state; %s is not in the compact" % js
    elif v == "lic_single_other":
        set_place(d, rng, "compact_anywhere" if t.get("travel") else "local")
        st = zips()[d.zip][3]
        if st == js:
            st = rng.choice(["TX", "FL", "GA", "NC"] if js != "TX" else ["FL", "GA"])
        d.licences.append(dict(lic("RN", st, rng), multistate=False, single=True))
        d.note = "single-state %s licence only" % st
    elif v == "lic_noncompact":
        mt = rng.choice(["Sacramento", "Los Angeles", "New York", "Chicago", "Portland"])
        set_place(d, rng, mt if t.get("travel") else "local")
        d.licences.append(lic("RN", C.METROS[mt][1], rng))
        d.note = "licence only from non-compact %s" % C.METROS[mt][1]
    elif v == "lic_other_state":
        set_place(d, rng, "local")
        st = {"CA": "NV", "TX": "LA", "WA": "OR", "AZ": "CO"}[js]
        d.licences.append(lic(lt, st, rng))
        d.note = "%s licence only from %s" % (lt, st)
    elif v == "lic_trainee":
        set_place(d, rng, "local")
        d.licences.append(lic("Electrical Trainee", js, rng))
        d.segs = [dict(prof="Electrician", spec="Apprentice", months=rng.randint(30, 50)), dict(prof="Electrician", spec="Commercial", months=rng.randint(10, 30))]
        d.note = "trainee certificate, not a journeyman licence"
    elif v == "lic_cdl_expired":
        set_place(d, rng, "local")
        d.licences.append(lic("CDL-A", zips()[d.zip][3], rng, expires="expired"))
        d.note = "CDL-A expired"
    elif v == "lic_permit":
        set_place(d, rng, "local")
        d.licences.append(lic("CLP", zips()[d.zip][3], rng, expires=valid_exp(rng)))
        d.segs = [dict(prof="CDL-A Driver", spec="Tractor-trailer", months=rng.randint(4, 8))]
        d.note = "learner's permit only"
    else:
        raise ValueError(v)


_LIC_SEEN = {}
LIC_VARIANTS = {
    "J01": ["lic_compact_only", "lic_expired"], "J02": ["lic_single_other", "lic_noncompact"],
    "J03": ["lic_single_other", "lic_noncompact", "lic_expired"], "J04": ["lic_noncompact", "lic_single_other"],
    "J05": ["lic_single_other", "lic_noncompact"], "J07": ["lic_noncompact", "lic_expired"],
    "J08": ["lic_single_other", "lic_expired"], "J09": ["lic_compact_only"], "J10": ["lic_other_state", "lic_expired"],
    "J12": ["lic_other_state"], "J19": ["lic_trainee", "lic_other_state"], "J22": ["lic_cdl_expired", "lic_permit"],
    "J24": ["lic_compact_only", "lic_expired"],
}


def plan(job):
    t = job["truth"]
    local = not (t.get("remote") or t.get("travel"))
    adj = adjacent_specs(t["profession"], t["specialty"])
    lic_ = t.get("licence")
    g2 = []
    if lic_ and lic_.get("pendingOk"):
        g2.append("pending")
    if t.get("minYears", 0) > 0:
        g2.append("years")
    if t.get("certs"):
        g2.append("cert")
    if t.get("shifts"):
        g2.append("shift")
    if adj:
        g2.append("adj")
    g1 = []
    if local and not t.get("localOnly"):
        g1.append("far")
    if lic_ and lic_.get("byStart"):
        g1.append("bystart")
    if adj and t.get("minYears", 0) > 0:
        g1.append("adj_short")
    nsrc = (t.get("minYears", 0) > 0) + len(t.get("certs", [])) + bool(t.get("shifts"))
    if nsrc >= 2:
        g1.append("two")
    if adj and t.get("certs"):
        g1.append("adj_cert")
    g0 = ["prof"]
    if lic_ and not lic_.get("byStart"):
        g0.append("lic")
    if t.get("localOnly"):
        g0.append("local")
    if t.get("hardCerts"):
        g0.append("hard")
    if [s for s in UNRELATED_SPEC[t["profession"]] if s != t["specialty"] and s not in adj]:
        g0.append("spec")
    while len(g0) < 3:
        g0.append("lic" if lic_ and not lic_.get("byStart") else "prof")
    out = [(3, "g3")] * 4
    out += [(2, g2[i % len(g2)]) for i in range(4)]
    out += [(1, g1[i % len(g1)]) for i in range(4)]
    out += [(0, k) for k in g0[:3]]
    return out

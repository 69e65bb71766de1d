"""Builds pool sealed2: jobs.json, candidates.json, resumes/, grades.tsv, meta.json, README stats.

python3 work/build.py   (deterministic; needs soffice for DOCX/PDF)
"""
import collections
import re
import gzip
import json
import os
import random
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

# the pool's own copy of the ZIP table: written before grade.py loads it
_ZIPS_USED = os.path.join(HERE, "zips_used.tsv")
if not os.path.exists(_ZIPS_USED):
    with gzip.open("/work/main/geo/zips.tsv.gz", "rt", encoding="utf-8") as f, open(_ZIPS_USED, "w") as g:
        for line in f:
            if not line.startswith("#"):
                g.write(line)

import gen as GN  # noqa: E402
import grade as G  # noqa: E402
import hand  # noqa: E402
import jobs_data  # noqa: E402
import render as RD  # noqa: E402

SEED = 20261127
AS_OF = "2026-11-27"

# ------------------------------------------------------------------ recipes: per job, modifiers per candidate
RECIPES = {
    "J01": [[], ["prior:CNA"], ["prior_spec:MEDSURG"], ["perdiem:ED"],
            ["nocert:ACLS"], ["shift"], ["short"], ["adjy"],
            ["far"], ["adj"], ["other"], ["shift", "expcert:ACLS"],
            ["lic_mi_compact"], ["lic_expired"], ["prof:LPN"]],
    "J02": [["travel"], [], ["travel"], ["prior:LPN"],
            ["shift"], ["adjy"], ["adjy", "travel"], ["shift", "travel"],
            ["lic_obtain"], ["lic_obtain", "travel"], ["othery"], ["adjy", "shift"],
            ["short"], ["expcert:ACLS"], ["prof:PCT"]],
    "J03": [[], ["prior:CNA"], [], ["perdiem:TELE"],
            ["nocert:BLS"], ["shift"], ["short"], ["adjy"],
            ["far"], ["adj"], ["other"], ["short", "shift"],
            ["lic_missing"], ["prof:LPN"], ["lic_expired"]],
    "J04": [[], ["prior:PARAMEDIC"], [], ["perdiem:URGENT"],
            ["nocert:PALS"], ["shift"], ["adjy"], ["short"],
            ["far"], ["adj"], ["other"], ["nocert:PALS", "nocert:ACLS"],
            ["prof:PARAMEDIC"], ["lic_mi_compact"], ["prof:EMT"]],
    "J05": [[], [], ["prior:CNA"], ["prior_spec:POSTPARTUM"],
            ["nocert:NRP"], ["shift"], ["adjy"], ["short"],
            ["far"], ["adj"], ["other"], ["shift", "nocert:NRP"],
            ["lic_missing"], ["prof:LPN"], ["prof:MA"]],
    "J06": [["travel"], [], ["travel"], ["prior_spec:PCU"],
            ["lic_pending"], ["lic_pending", "travel"], ["adjy"], ["short"],
            ["lic_pending", "adjy"], ["adj"], ["othery"], ["lic_pending", "short"],
            ["lic_missing"], ["lic_missing", "travel"], ["expcert:ACLS"]],
    "J07": [[], ["prior:CNA"], ["prior_spec:TELE"], [],
            ["nocert:ACLS"], ["shift"], ["adjy"], ["short"],
            ["far"], ["adj"], ["other"], ["adj", "shift"],
            ["lic_missing"], ["prof:PCT"]],
    "J08": [[], [], ["prior:SPT"], ["prior_spec:PACU"],
            ["nocert:ACLS"], ["shift"], ["adjy"], ["short"],
            ["far"], ["adj"], ["other"], ["shift", "nocert:ACLS"],
            ["prof:SURGTECH"], ["lic_missing"]],
    "J09": [["travel"], [], [], ["travel"],
            ["shift"], ["shift", "travel"], ["shift"],
            ["othery"], ["othery"], ["othery", "shift"],
            ["short"], ["expcert:NRP"], ["other"], ["lic_missing"]],
    "J10": [[], [], ["prior_spec:MEDSURG"], ["prior:LPN"],
            ["nocert:BLS"], ["short"], ["shift"], ["expcert:BLS"],
            ["other"], ["other"], ["short", "shift"], ["othery"],
            ["far"], ["far"], ["prof:LPN"], ["lic_missing"]],
    "J11": [[], [], ["prior:PCT"], [],
            ["nocert:ACLS"], ["shift"], ["adjy"], ["short"],
            ["lic_obtain"], ["far"], ["adj"], ["other"],
            ["nocert:NBRC"], ["prof:RPSGT"], ["prof:PCT"]],
    "J12": [[], [], ["prior_spec:PT_SNF"], [],
            ["adjy"], ["short"], ["shift"], ["adjy"],
            ["lic_obtain"], ["far"], ["adj"], ["other"],
            ["prof:PTA"], ["prof:OT"], ["prof:PTA"]],
    "J13": [["addcert:ARRT_CT"], [], ["prior_spec:XRAY"], ["addcert:ARRT_CT"],
            ["nocert:BLS"], ["shift"], ["adjy"], ["short"],
            ["far"], ["adj"], ["other"], ["shift", "nocert:BLS"],
            ["adj", "adjspec:MRI", "nocert:ARRT_R", "addcert:ARRT_MR"], ["prof:MA"]],
    "J14": [["travel"], [], ["travel"], [],
            ["nocert:BLS"], ["shift"], ["short"], ["expcert:BLS"],
            ["shift", "nocert:BLS"], ["short", "nocert:BLS"], ["short", "shift"],
            ["nocert:CST"], ["prof:SPT"], ["expcert:CST"]],
    "J15": [[], [], ["prior_spec:LAB_MICRO"], [],
            ["adj"], ["shift"], ["adj"], ["shift"],
            ["far"], ["far"], ["adj", "shift"], ["far", "adj"],
            ["prof:MLT"], ["nocert:MLS_CERT"], ["prof:PHLEB"]],
    "J16": [[], [], ["prior_spec:FE"], [],
            ["noskill:Kafka"], ["short"], ["noskill:Spring Boot"], ["adjy"],
            ["adj"], ["adj"], ["other"], ["noskill:Kafka", "noskill:Spring Boot"],
            ["prof:QA"], ["prof:DATA_ANALYST"]],
    "J17": [[], [], ["prior_spec:BE_NODE"], [],
            ["noskill:TypeScript"], ["adjy"], ["short"], ["noskill:React"],
            ["far"], ["far"], ["adj"], ["other"],
            ["prof:UX"], ["prof:QA"]],
    "J18": [[], [], [], [],
            ["noskill:Spark"], ["noskill:Airflow"], ["short"], ["adjy"],
            ["adj"], ["adj"], ["noskill:Spark", "noskill:Airflow"], ["other"],
            ["state_out"], ["state_out"], ["prof:DATA_ANALYST"], ["prof:DATA_SCIENTIST"], ["noloc"]],
    "J19": [[], [], [], ["prior_spec:BE_JAVA"],
            ["noskill:Kubernetes"], ["adjy"], ["short"], ["noskill:PostgreSQL"],
            ["far"], ["far"], ["adj"], ["other"],
            ["prof:QA"], ["prof:IT_SUPPORT"]],
    "J20": [[], [], ["lic_master"], [],
            ["adj"], ["nocert:OSHA10"], ["shift"], ["adj"],
            ["far"], ["far"], ["adj", "nocert:OSHA10"], ["far", "adj"],
            ["lic_missing"], ["lic_other"], ["lic_expired"]],
    "J21": [[], [], [], ["prior_spec:HV_RES"],
            ["adjy"], ["short"], ["shift"], ["adjy"],
            ["far"], ["far"], ["adj"], ["short", "shift"],
            ["nocert:EPA608U", "addcert:EPA608_II"], ["nocert:EPA608U", "addcert:EPA608_II", "adjspec:HV_RES", "adj"],
            ["prof:HVAC_HELPER"]],
    "J22": [[], [], ["local"], [],
            ["nocert:6G"], ["short"], ["adjy"], ["nocert:6G"],
            ["adj"], ["adj"], ["short", "nocert:6G"], ["adjy", "nocert:6G"],
            ["nocert:TWIC"], ["nocert:TWIC"], ["expcert:TWIC"]],
    "J23": [[], [], [], [],
            ["expcert:DOTMED"], ["short"], ["nocert:DOTMED"],
            ["short", "expcert:DOTMED"], ["short", "nocert:DOTMED"], ["short", "expcert:DOTMED"],
            ["far"], ["lic_missing"], ["lic_expired"]],
    "J24": [[], [], [], ["prior_spec:MT_FAC"],
            ["noskill:PLC"], ["shift"], ["adjy"], ["short"],
            ["far"], ["far"], ["adj"], ["noskill:PLC", "shift"],
            ["prof:ELEC_IND", "lic_missing"], ["prof:WAREHOUSE"]],
}

NOISE_PROFS = ["PHARMACIST", "TEACHER", "ACCOUNTANT", "RETAIL_MGR", "COOK", "HR", "DENTAL_HYG", "SECURITY",
               "SOCIAL_WORKER", "CNA", "MA", "PHLEB", "IT_SUPPORT", "DATA_ANALYST", "LPN", "WAREHOUSE", "CNA",
               "PARAMEDIC", "PTA", "COTA", "SPT", "MLT", "QA", "UX", "PCT", "EMT", "HR", "TEACHER", "CNA", "MA"]

ORIGIN_NAMES = {
    "ph": (["Maricel", "Jennelyn", "Rodel", "Arnel", "Kristine", "Mary Grace", "Jonalyn", "Reynaldo", "Rowena"],
           ["Santos", "Reyes", "Dela Cruz", "Bautista", "Villanueva", "Mendoza", "Aquino", "Manalo", "Soriano"]),
    "in": (["Priya", "Anjali", "Rahul", "Vikram", "Deepa", "Ravi", "Sunil", "Karthik", "Lakshmi", "Arjun"],
           ["Patel", "Shah", "Reddy", "Iyer", "Nair", "Krishnan", "Venkatesh", "Sharma", "Menon"]),
    "es": (["Luis", "Jose", "Carlos", "Esteban", "Marisol", "Guadalupe", "Rosa", "Javier", "Alejandro"],
           ["Garcia", "Hernandez", "Martinez", "Lopez", "Gonzalez", "Rodriguez", "Ramirez", "Castillo", "Morales"]),
    "ua": (["Oksana", "Dmitri", "Tetiana", "Bogdan", "Svetlana", "Andriy", "Yuliia", "Serhii"],
           ["Kovalenko", "Shevchenko", "Petrov", "Ivanova", "Bondarenko", "Tkachenko", "Melnyk", "Kravchenko"]),
    "ng": (["Ngozi", "Chinedu", "Oluwaseun", "Adaeze", "Emeka", "Funmilayo", "Tobenna", "Chiamaka"],
           ["Okafor", "Adeyemi", "Okonkwo", "Eze", "Balogun", "Nwosu", "Obi", "Adebayo"]),
}

NURSE_LIKE = {"RN", "LPN", "CNA", "PCT", "MA", "PARAMEDIC", "EMT", "RT", "PT", "PTA", "OT", "COTA", "RADTECH",
              "SURGTECH", "SPT", "MLS", "MLT", "PHLEB", "RPSGT", "DENTAL_HYG", "PHARMACIST"}
TECH = {"SWE", "DATA_ANALYST", "DATA_SCIENTIST", "QA", "IT_SUPPORT", "UX"}
TRADES = {"ELECTRICIAN", "HVAC", "HVAC_HELPER", "WELDER", "CDL", "MAINT", "WAREHOUSE"}

PROF_FIELD = {"RN": ["RN", "Registered Nurse", "registered nurse", "Nurse (RN)"], "LPN": ["LPN", "Licensed Practical Nurse"],
              "CNA": ["CNA"], "PCT": ["Patient Care Tech"], "MA": ["Medical Assistant"], "PARAMEDIC": ["Paramedic"],
              "EMT": ["EMT"], "RT": ["Respiratory Therapist", "Respiratory", "RT"], "PT": ["Physical Therapist", "PT"],
              "PTA": ["PTA", "Physical Therapist Assistant"], "OT": ["Occupational Therapist"], "COTA": ["COTA"],
              "RADTECH": ["Radiologic Technologist", "Rad Tech"], "SURGTECH": ["Surgical Technologist", "Surg Tech"],
              "SPT": ["Sterile Processing Tech"], "MLS": ["Medical Laboratory Scientist", "Med Tech (MLS)"],
              "MLT": ["MLT"], "PHLEB": ["Phlebotomist"], "SWE": ["Software Engineer", "Software Developer"],
              "DATA_ANALYST": ["Data Analyst"], "DATA_SCIENTIST": ["Data Scientist"], "QA": ["QA Analyst"],
              "IT_SUPPORT": ["IT Support"], "UX": ["UX Designer"], "ELECTRICIAN": ["Electrician"],
              "HVAC": ["HVAC Technician", "HVAC"], "HVAC_HELPER": ["HVAC Helper"], "WELDER": ["Welder"],
              "CDL": ["CDL-A Driver", "Truck Driver"], "MAINT": ["Maintenance Technician"], "RPSGT": ["Sleep Tech"]}
SPEC_FIELD = {"ICU": ["ICU", "Critical Care", "Intensive Care", "MICU"], "PCU": ["PCU", "Step-Down", "Progressive Care"],
              "TELE": ["Tele", "Telemetry"], "MEDSURG": ["Med-Surg", "Med Surg", "Medical-Surgical"],
              "ED": ["ER", "Emergency", "ED"], "URGENT": ["Urgent Care"], "LD": ["L&D", "Labor and Delivery"],
              "POSTPARTUM": ["Mother/Baby", "Postpartum"], "NICU": ["NICU"], "PEDS": ["Pediatrics"], "OR": ["OR", "Periop"],
              "PACU": ["PACU"], "PSYCH": ["Psych"], "ONC": ["Oncology"], "DIALYSIS": ["Dialysis"],
              "HOMEHEALTH": ["Home Health"], "LTC": ["LTC"], "RT_ADULT": ["Adult critical care", "Respiratory"],
              "RT_NEO": ["NICU/Peds respiratory"], "PT_OUTPT": ["Outpatient Ortho"], "PT_ACUTE": ["Acute care"],
              "PT_SNF": ["SNF/Rehab"], "PT_HOME": ["Home Health"], "PT_PEDS": ["Peds"], "XRAY": ["X-Ray"], "CT": ["CT"],
              "MRI": ["MRI"], "MAMMO": ["Mammo"], "ST": ["OR"], "LAB_GEN": ["Generalist"], "LAB_MICRO": ["Microbiology"],
              "LAB_CHEM": ["Chemistry"], "LAB_HEME": ["Hematology"], "LAB_BB": ["Blood Bank"], "BE_JAVA": ["Backend Java", "Java"],
              "BE_GO": ["Backend (Go)", "Golang"], "BE_PY": ["Python backend"], "BE_NET": [".NET"], "BE_NODE": ["Node.js"],
              "FE": ["Frontend", "Front End / React"], "FULLSTACK": ["Full Stack"], "DATAENG": ["Data Engineering"],
              "MOBILE": ["Mobile"], "DEVOPS": ["DevOps"], "EL_COMM": ["Commercial"], "EL_IND": ["Industrial"],
              "EL_RES": ["Residential"], "HV_COMM": ["Commercial HVAC"], "HV_RES": ["Residential HVAC"],
              "HV_REFR": ["Refrigeration"], "WE_PIPE": ["Pipe"], "WE_STRUCT": ["Structural"], "WE_PROD": ["MIG production"],
              "CDL_REG": ["Regional"], "CDL_OTR": ["OTR"], "CDL_LOCAL": ["Local"], "MT_IND": ["Industrial maintenance"],
              "MT_FAC": ["Facilities"]}


def pick_style(rng, spec):
    p = spec["profNow"]
    travel = any(r.get("travel") for r in spec["roles"])
    if p in TECH:
        opts = ["tech"] * 4 + ["linkedin"] * 3 + ["classic", "short", "long", "indeed", "tablehtml", "email", "nonnative"]
    elif p in TRADES:
        opts = ["trades"] * 4 + ["indeed"] * 2 + ["classic", "short", "email", "nonnative", "cover", "caps", "tablehtml"]
    else:
        opts = ["classic"] * 3 + ["linkedin"] * 2 + ["indeed"] * 2 + ["caps", "short", "short", "long", "table",
                                                                          "tablehtml", "email", "functional", "cover",
                                                                          "nonnative"]
        if travel:
            opts += ["travel"] * 5
    return rng.choice(opts)


def origin_for(rng, p):
    if p in TECH:
        return rng.choice(["in", "in", "ua"])
    if p in TRADES:
        return rng.choice(["es", "es", "ua"])
    return rng.choice(["ph", "ph", "ng", "in"] if p in ("RN", "RT", "MLS", "PT", "LPN", "CNA") else ["es", "ng", "ua"])


def stable(spec, jobs):
    """Years far (3+ months) from every job's minimum; short of years only with no current role there."""
    t = {"roles": [{"profession": r["prof"], "specialty": r["spec"], "start": r["start"], "end": r["end"]}
                   for r in spec["roles"]]}
    for j in jobs:
        jt = j["truth"]
        if not jt["minYears"] or not any(r["profession"] == jt["profession"] for r in t["roles"]):
            continue
        y = G.years_in(t, jt["profession"], jt["specialty"], AS_OF)
        if abs(y - jt["minYears"]) < 0.34:
            return False
        cur = any(r["end"] is None and r["profession"] == jt["profession"] and
                  (jt["specialty"] is None or r["specialty"] == jt["specialty"]) for r in t["roles"])
        if y < jt["minYears"] and cur:
            return False
    return True


def rep_zip(ctx, city, state):
    zs = ctx.by_city.get((city, state))
    if not zs:
        return None
    la = sum(ctx.zips[z][0] for z in zs) / len(zs)
    lo = sum(ctx.zips[z][1] for z in zs) / len(zs)
    return min(zs, key=lambda z: (ctx.zips[z][0] - la) ** 2 + (ctx.zips[z][1] - lo) ** 2)


def margin_ok(z, jobs):
    for j in jobs:
        t = j["truth"]
        if t["remote"] or t["travel"]:
            continue
        d = G.miles(z, t["zip"])
        if abs(d - t["radius"]) < 6:
            return False
    return True


def choose_location_mode(ctx, rng, spec, jobs):
    h = spec["home"]
    if not h:
        return
    if not margin_ok(h["zip"], jobs):
        # keep exact ZIP near a threshold, and never let a city stand in for it
        h["mode"] = "zip"
        return
    x = rng.random()
    if x < 0.14:
        rz = rep_zip(ctx, h["city"], h["state"])
        if rz and margin_ok(rz, jobs) and same_side(rz, h["zip"], jobs):
            h["mode"] = "city"
            h["zip"] = rz
            return
    if x < 0.2 and spec["roles"] and spec["roles"][0]["end"] is None:
        c = spec["roles"][0]
        rz = rep_zip(ctx, c["city"], c["state"])
        if rz and margin_ok(rz, jobs) and same_side(rz, h["zip"], jobs):
            h["mode"] = "lastjob"
            h["zip"] = rz
            h["city"], h["state"] = c["city"], c["state"]
            return
    h["mode"] = "zip"


def same_side(z1, z2, jobs):
    for j in jobs:
        t = j["truth"]
        if t["remote"] or t["travel"]:
            if t.get("remoteStates") and (G.zips()[z1][3] in t["remoteStates"]) != (G.zips()[z2][3] in t["remoteStates"]):
                return False
            continue
        if (G.miles(z1, t["zip"]) <= t["radius"]) != (G.miles(z2, t["zip"]) <= t["radius"]):
            return False
    return G.zips()[z1][3] == G.zips()[z2][3]


def notes_text(R_, rng):
    """Recruiter notes for a candidate with no resume (all facts live here)."""
    s = R_.s
    bits = [rng.choice(["Phone screen 11/2026:", "Recruiter notes:", "Spoke with candidate -", "Intake call notes:"])]
    for i, role in enumerate(s["roles"]):
        bits.append("%s%s %s at %s (%s, %s) %s." % ("Currently " if role["end"] is None and i == 0 else "",
                                                   role["title"], ("on " + role["unit"]) if role.get("unit") else "",
                                                   role["employer"], role["city"], role["state"],
                                                   RD.span(role, "mm/yyyy", "present", "-")))
    for l in s["licences"]:
        bits.append("Lic: " + R_.lic_line(l) + ".")
    if s["certs"]:
        bits.append("Certs: " + "; ".join(R_.cert_line(c) for c in s["certs"]) + ".")
    if s["skills"]:
        bits.append("Skills: " + R_.skills_line() + ".")
    sp = R_.shift_phrase()
    if sp:
        bits.append(sp)
    return " ".join(bits)


def derive_truth(spec):
    h = spec["home"]
    zip_ = h["zip"] if h and h["mode"] != "none" else None
    home_state = G.zips()[zip_][3] if zip_ else None
    lics = []
    for l in spec["licences"]:
        ms = (l["type"] in G.COMPACT_TYPES and l["state"] in G.COMPACT and
              (l["explicit_ms"] or (home_state == l["state"] and not l["single"])))
        lics.append({"type": l["type"], "state": l["state"], "multistate": bool(ms), "expires": l["expires"],
                     "status": l["status"]})
    t = {
        "profession": spec["profNow"],
        "roles": [{"profession": r["prof"], "specialty": r["spec"], "start": r["start"], "end": r["end"]}
                  for r in spec["roles"]],
        "zip": zip_,
        "city": h["city"] if zip_ else None,
        "state": h["state"] if zip_ else None,
        "locationFrom": h["mode"] if zip_ else None,
        "licences": lics,
        "certs": [{"name": c["name"], "expires": c["expires"]} for c in spec["certs"]],
        "skills": list(spec["skills"]),
        "shiftPref": spec["shift"] if spec["extra"].get("shift_shown") else None,
    }
    return t


def main():
    ctx = GN.Ctx(SEED)
    rng = random.Random(SEED + 1)
    jobs = jobs_data.JOBS
    jmap = {j["key"]: j for j in jobs}
    specs = []
    n = 0
    for jk in sorted(RECIPES):
        for mods in RECIPES[jk]:
            n += 1
            for _try in range(40):
                sp = GN.build_for(ctx, "tmp%04d" % n, jmap[jk], mods, jmap)
                if stable(sp, jobs):
                    break
            else:
                raise SystemExit("cannot make a stable candidate for %s %s" % (jk, mods))
            specs.append(sp)
    # noise: professions no job takes
    for i, p in enumerate(NOISE_PROFS):
        n += 1
        s = GN.new_spec(ctx, "tmp%04d" % n)
        b = rng.choice(GN.BASES + [("43614", None, None), ("49504", None, None), ("89509", None, None),
                                   ("42104", None, None), ("65807", None, None), ("84403", None, None)])
        GN.home_at(ctx, s, b[0])
        p2, sp2 = GN.near_profession(p, None)
        roles, t = GN.career(ctx, s, p2, [sp2], exact=sp2, mods=["noprior"])
        for (pp, ss, st, en) in roles:
            GN.add_role(ctx, s, pp, ss, GN.ym(st), None if en is None else GN.ym(en))
        s["profNow"] = p2
        if p2 == "LPN":
            GN.lic(s, "LPN", s["home"]["state"], GN.valid_exp(ctx))
        for c in GN.near_prof_certs(p2):
            GN.cert(s, c, GN.maybe_dated(ctx, c))
        s["intent"] = ("noise", [p])
        specs.append(s)
    # candidates with nothing but a name
    for i in range(4):
        n += 1
        s = GN.new_spec(ctx, "tmp%04d" % n)
        s["fields"] = "neither"
        s["intent"] = ("neither", [])
        specs.append(s)

    # hand-written resumes (hand.py)
    hand_cands = hand.CANDIDATES

    # ----- presentation choices
    for s in specs:
        if s["fields"] == "neither":
            continue
        p = s["profNow"]
        style = pick_style(rng, s)
        s["style"] = style
        if style == "nonnative":
            o = origin_for(rng, p)
            s["extra"]["origin"] = o
            fn, ln = ORIGIN_NAMES[o]
            for _ in range(30):
                f, l = rng.choice(fn), rng.choice(ln)
                if (f, l) not in ctx.used_names:
                    ctx.used_names.add((f, l))
                    s["first"], s["last"] = f, l
                    s["email"] = ctx.email(f, l)
                    break
        if style == "tablehtml":
            s["fmt"] = rng.choice(["docx", "pdf"])
        elif style in ("classic", "long", "caps", "linkedin", "functional", "nonnative", "cover") and rng.random() < 0.24:
            s["fmt"] = rng.choice(["docx", "pdf"])
        x = rng.random()
        if s["home"] is None:
            s["fields"] = "minimal"
        elif x < 0.37:
            s["fields"] = "minimal"
        elif x < 0.62:
            s["fields"] = "contact"
        elif x < 0.82:
            s["fields"] = "prof"
        elif x < 0.91:
            s["fields"] = "full"
        else:
            s["fields"] = "noresume"
        if s["fields"] in ("minimal", "prof") or s["fields"] == "noresume":
            choose_location_mode(ctx, rng, s, jobs)
            if s["fields"] == "noresume":
                s["home"]["mode"] = "zip"
        else:
            # address in fields: sometimes the resume has no location at all
            s["home"]["mode"] = "fields" if rng.random() < 0.3 else "zip"
        if s["fields"] != "minimal" and rng.random() < 0.8 or rng.random() < 0.5:
            s["phone"] = ctx.phone(s["home"]["state"] if s["home"] else "")

    rng.shuffle(specs)
    allc = specs + hand_cands
    rng.shuffle(allc)

    # ----- write
    shutil.rmtree(os.path.join(ROOT, "resumes"), ignore_errors=True)
    os.makedirs(os.path.join(ROOT, "resumes"))
    conv = collections.defaultdict(list)
    cands = []
    for i, s in enumerate(allc):
        key = "C%04d" % (i + 1)
        s["key"] = key
        if s.get("hand"):
            cands.append(write_hand(s, key, conv))
            continue
        crng = random.Random("%d-%s-%s" % (SEED, s["first"], s["last"]))
        body = {"firstName": s["first"], "lastName": s["last"], "email": s["email"], "statusId": 1}
        resume = None
        if s["fields"] != "neither":
            R_ = RD.R(s, crng)
            shown = {}
            orig_shift = R_.shift_phrase
            R_.shift_phrase = lambda: mark(s, orig_shift())
            if s["fields"] == "noresume":
                body_notes = notes_text(R_, crng)
            else:
                text = RD.STYLES[s["style"]](R_)
                s["skills"] = [sk for sk in s["skills"] if re.search(r"(?<![\w.])" + re.escape(RD.esc(sk)) + r"(?![\w])", text)]
            fl = s["fields"]
            if fl in ("contact", "full", "noresume", "prof") and s["phone"]:
                body["phone"] = s["phone"]
            if fl in ("contact", "full", "noresume") or (fl == "prof" and crng.random() < 0.5 and s["home"]["mode"] == "zip"):
                h = s["home"]
                body["address"] = {"address1": R_.street() if crng.random() < 0.6 else None, "address2": None,
                                   "city": h["city"], "state": h["state"], "zip": h["zip"], "countryCode": "US"}
            if fl in ("prof", "full", "noresume") and s["profNow"] in PROF_FIELD:
                body["profession"] = crng.choice(PROF_FIELD[s["profNow"]])
                cur = s["roles"][0]["spec"] if s["roles"] else None
                if cur in SPEC_FIELD and crng.random() < 0.85:
                    body["specialty"] = crng.choice(SPEC_FIELD[cur])
            if fl == "noresume":
                body["notes"] = body_notes
            elif fl == "full":
                body["notes"] = crng.choice(["Referred by a current employee.", "Met at job fair 10/2026.",
                                             "Applied via website.", "Prefers text messages.", "Passive candidate."])
            if fl != "noresume":
                ext = "html" if s["style"] == "tablehtml" else "txt"
                target = s["fmt"]
                fn = os.path.join(ROOT, "resumes", "%s.%s" % (key, ext))
                with open(fn, "w", encoding="utf-8") as f:
                    f.write(text)
                if target == "txt":
                    resume = "resumes/%s.txt" % key
                else:
                    conv[(ext, target)].append(fn)
                    resume = "resumes/%s.%s" % (key, target)
        truth = derive_truth(s) if s["fields"] != "neither" else {
            "profession": None, "roles": [], "zip": None, "city": None, "state": None, "locationFrom": None,
            "licences": [], "certs": [], "skills": [], "shiftPref": None}
        if s["fields"] != "neither" and s["home"] and s["home"]["mode"] == "fields" and "address" not in body:
            truth["zip"] = None
        entry = {"key": key, "truth": truth, "body": body, "resume": resume}
        jr = job_request(s, truth, crng)
        if jr:
            entry["jobRequest"] = jr
        entry["_intent"] = s["intent"]
        cands.append(entry)
    convert(conv)
    finish(jobs, cands)


def mark(s, phrase):
    if phrase:
        s["extra"]["shift_shown"] = True
    return phrase


def job_request(s, truth, rng):
    if s.get("fields") == "neither" or rng.random() > 0.22:
        return None
    jr = {}
    p = truth["profession"]
    if truth["zip"] and rng.random() < 0.6:
        jr["location"] = {"zipCode": truth["zip"]}
    if p == "SWE" and rng.random() < 0.6:
        jr.setdefault("location", {})["remote"] = True
    if truth["shiftPref"] and truth["shiftPref"] != "any":
        jr["schedule"] = {"shifts": [truth["shiftPref"]]}
    if any(r.get("travel") for r in s["roles"]):
        jr["jobTypes"] = ["contract"]
    if not jr:
        jr["limit"] = 10
    return jr


def write_hand(h, key, conv):
    """A hand-written candidate from hand.py: text and truth both written by hand."""
    body = dict(h["body"])
    body.setdefault("statusId", 1)
    resume = None
    if h.get("text"):
        ext = h.get("ext", "txt")
        fn = os.path.join(ROOT, "resumes", "%s.%s" % (key, ext))
        with open(fn, "w", encoding="utf-8") as f:
            f.write(h["text"])
        target = h.get("fmt", "txt")
        if target == ext:
            resume = "resumes/%s.%s" % (key, ext)
        else:
            conv[(ext, target)].append(fn)
            resume = "resumes/%s.%s" % (key, target)
    e = {"key": key, "truth": h["truth"], "body": body, "resume": resume}
    if h.get("jobRequest"):
        e["jobRequest"] = h["jobRequest"]
    e["_intent"] = ("hand", [h.get("why", "")])
    return e


def convert(conv):
    outdir = os.path.join(ROOT, "resumes")
    for (ext, target), files in sorted(conv.items()):
        if not files:
            continue
        cmd = ["soffice", "--headless"]
        if ext == "html":
            cmd += ["--infilter=HTML (StarWriter)"]
        cmd += ["--convert-to", "docx:MS Word 2007 XML" if target == "docx" else "pdf:writer_pdf_Export",
                "--outdir", outdir] + files
        if ext == "txt":
            cmd[2:2] = ["--infilter=Text (encoded):UTF8,LF,,,"]
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=900)
        for fn in files:
            out = fn.rsplit(".", 1)[0] + "." + target
            if not os.path.exists(out):
                # one retry, alone (soffice sometimes exits early on a batch)
                one = [x for x in cmd if not x.startswith(outdir + "/")] + [fn]
                subprocess.run(one, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
            if not os.path.exists(out):
                raise SystemExit("conversion failed: " + fn)
            os.remove(fn)


def finish(jobs, cands):
    grades = {}
    for j in jobs:
        for c in cands:
            grades[(j["key"], c["key"])] = G.grade(j["truth"], c["truth"], AS_OF)
    with open(os.path.join(ROOT, "grades.tsv"), "w") as f:
        f.write("job_key\tcandidate_key\tgrade\n")
        for j in jobs:
            for c in cands:
                f.write("%s\t%s\t%d\n" % (j["key"], c["key"], grades[(j["key"], c["key"])]))
    intents = {c["key"]: c.pop("_intent") for c in cands}
    with open(os.path.join(HERE, "intents.json"), "w") as f:
        json.dump(intents, f, indent=0, sort_keys=True)
    with open(os.path.join(ROOT, "jobs.json"), "w") as f:
        json.dump([{k: v for k, v in j.items() if v is not None or k != "candidateRequest"} for j in jobs], f, indent=2)
    with open(os.path.join(ROOT, "candidates.json"), "w") as f:
        json.dump(cands, f, indent=2)
    tot = collections.Counter(grades.values())
    meta = {"asOf": AS_OF, "validUntil": "2027-05-31", "jobs": len(jobs), "candidates": len(cands),
            "grades": {str(k): tot.get(k, 0) for k in range(4)}}
    with open(os.path.join(ROOT, "meta.json"), "w") as f:
        json.dump(meta, f, indent=2)
    print(json.dumps(meta))
    for j in jobs:
        cnt = collections.Counter(grades[(j["key"], c["key"])] for c in cands)
        print(j["key"], [cnt.get(k, 0) for k in range(4)])


if __name__ == "__main__":
    main()

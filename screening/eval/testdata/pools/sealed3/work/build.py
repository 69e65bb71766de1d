"""Builds pool sealed3: jobs, candidates (truth, body, resume), grades. Run from anywhere: python3 build.py"""
import collections
import json
import os
import random
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from grade import grade, AS_OF, VALID_UNTIL, NLC, zips  # noqa: E402
from jobs import JOBS  # noqa: E402
from profiles import make, truth_of, HOMES, near_zip, valid_exp, UNREL  # noqa: E402
from grade import ADJ  # noqa: E402
from render import render, body_of, PROF_FIELD  # noqa: E402
from vocab import FIRST, LAST  # noqa: E402

POOL = os.path.dirname(HERE)
rng = random.Random(20261127)

SINGLE = {"adj", "short", "nocert", "shift", "pending"}


def recipes(job):
    t = job["truth"]
    local = not (t["remote"] or t["travel"])
    g2 = []
    if t["specialty"]:
        g2.append("adj")
    if t["minYears"] >= 1:
        g2.append("short")
    if t["certs"]:
        g2.append("nocert")
    if t["shift"]:
        g2.append("shift")
    if t["licence"] and t["licence"]["waivable"]:
        g2.insert(0, "pending")
    g1 = []
    if local and not t["localOnly"]:
        g1 += ["far", "far"]
    if t["licence"] and t["licence"]["waivable"]:
        g1.append("waive")
    for a in g2:
        for b in g2:
            if a < b and "pending" not in (a, b) and not (a == "adj" and b == "short" and False):
                g1.append(a + "+" + b)
    if len(t["certs"]) >= 2:
        g1.append("nocert2")
    g0 = []
    if t["licence"]:
        fails = ["licexp"]
        if t["licence"]["type"] == "RN":
            fails.append("single" if t["state"] in NLC else "multi")
        if t["licence"]["type"] != "CDL-A":
            fails.append("nolic")
        if t["licence"]["waivable"]:
            g1 += fails[:2]
        else:
            g0 += fails
    if t["specialty"] and [s for s in UNREL.get(t["profession"], []) if s != t["specialty"] and s not in ADJ.get(t["specialty"], ())]:
        g0.append("unrel")
    if t["hardCerts"]:
        g0.append("hard")
    if t["localOnly"]:
        g0.append("lonly")
    out = [("ok", 3)] * 4
    for i in range(4):
        out.append((g2[i % len(g2)], 2))
    rng.shuffle(g1)
    for i in range(4):
        out.append((g1[i % len(g1)], 1))
    lic0 = [x for x in g0 if x in ("licexp", "single", "multi", "nolic")]
    rest = [x for x in g0 if x not in lic0 and x != "prof"]
    rng.shuffle(rest)
    g0 = ["prof"] + lic0 + rest + ["prof"]
    for x in g0[:4]:
        out.append((x, 0))
    return out


used_names = set()


def new_person(p):
    while True:
        f, l = rng.choice(FIRST), rng.choice(LAST)
        if (f, l) not in used_names:
            used_names.add((f, l))
            break
    p["first"], p["last"] = f, l
    p["name"] = f + " " + l if rng.random() < .8 else (f + " " + rng.choice("ABCDEJKLMRT") + ". " + l)
    n = len(used_names)
    p["email"] = rng.choice(["{f}.{l}{n}", "{f0}{l}{n}", "{f}_{l}{n}", "{l}.{f}{n}"]).format(
        f=f.lower(), l=l.lower().replace("-", ""), f0=f[0].lower(), n=n) + "@" + rng.choice(["example.com", "example.org", "example.net"])
    ac = rng.choice(["520", "509", "309", "916", "865", "505", "716", "402", "208", "719", "912", "507", "775", "806", "919",
                     "801", "608", "515", "915", "918", "423", "316", "920", "212"])
    p["phone"] = rng.choice(["({a}) 555-01{x:02d}", "{a}-555-01{x:02d}", "+1 {a} 555 01{x:02d}", "{a}.555.01{x:02d}"]).format(a=ac, x=rng.randint(0, 99))


def stable(truth):
    for j in JOBS:
        if grade(j["truth"], truth) != grade(j["truth"], truth, as_of=VALID_UNTIL):
            return False
    return True


def main():
    for d in ("resumes",):
        shutil.rmtree(os.path.join(POOL, d), ignore_errors=True)
        os.makedirs(os.path.join(POOL, d))
    tmp = os.path.join(HERE, "_src")
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    cands = []
    misses = []
    for job in JOBS:
        for variant, want in recipes(job):
            toks = set(variant.split("+"))
            for attempt in range(60):
                p = make(job, toks, rng, None)
                tr = truth_of(p)
                if grade(job["truth"], tr) == want and stable(tr):
                    break
            else:
                misses.append((job["key"], variant, want, grade(job["truth"], tr, explain=True)))
                continue
            p["for"] = (job["key"], variant, want)
            cands.append(p)
    extras(cands)
    rng.shuffle(cands)
    out = []
    fmt_plan = []
    for i, p in enumerate(cands):
        key = "C%04d" % (i + 1)
        new_person(p)
        kind = p.get("kind") or rng.choices(["minimal", "contact", "fields"], [0.42, 0.28, 0.30])[0]
        body = body_of(p, rng, kind) if kind not in ("nothing", "fieldsonly") else p["body_fn"](p)
        tr = p.get("truth_override") or truth_of(p)
        res = None
        hints = None
        if p.get("roles") and not p.get("noresume"):
            has_zip = bool(body.get("address"))
            text, hints = render(p, rng, has_zip)
            fmt = rng.choices(["txt", "docx", "pdf"], [0.66, 0.18, 0.16])[0]
            src = os.path.join(tmp, key + ".txt")
            with open(src, "w") as f:
                f.write(text)
            if fmt == "txt":
                shutil.copy(src, os.path.join(POOL, "resumes", key + ".txt"))
            fmt_plan.append((key, fmt))
            res = "resumes/%s.%s" % (key, fmt)
        rec = {"key": key, "truth": tr, "body": body, "resume": res}
        if rng.random() < 0.15 and tr.get("zip"):
            rec["jobRequest"] = {"location": {"zipCode": tr["zip"], "radius": 25}}
            if tr.get("profession") == "Software Engineer":
                rec["jobRequest"]["location"]["remote"] = True
        rec["_for"] = p.get("for")
        rec["_hints"] = hints
        out.append(rec)
    convert(tmp, fmt_plan)
    shutil.rmtree(tmp)
    # grades
    rows = []
    counts = collections.Counter()
    per_job = {}
    for j in JOBS:
        c = collections.Counter()
        for r in out:
            g = grade(j["truth"], r["truth"])
            assert g == grade(j["truth"], r["truth"], as_of=VALID_UNTIL), (j["key"], r["key"])
            rows.append("%s\t%s\t%d" % (j["key"], r["key"], g))
            c[g] += 1
            counts[g] += 1
        per_job[j["key"]] = c
    with open(os.path.join(POOL, "grades.tsv"), "w") as f:
        f.write("job_key\tcandidate_key\tgrade\n" + "\n".join(rows) + "\n")
    with open(os.path.join(POOL, "jobs.json"), "w") as f:
        json.dump([{k: v for k, v in j.items() if v is not None} for j in JOBS], f, indent=1)
    with open(os.path.join(HERE, "build_notes.json"), "w") as f:
        json.dump({r["key"]: {"for": r["_for"], "hints": r["_hints"]} for r in out}, f, indent=0)
    for r in out:
        r.pop("_for")
        r.pop("_hints")
    with open(os.path.join(POOL, "candidates.json"), "w") as f:
        json.dump(out, f, indent=1)
    meta = {"asOf": AS_OF, "validUntil": VALID_UNTIL, "jobs": len(JOBS), "candidates": len(out),
            "grades": {str(g): counts[g] for g in range(4)}}
    with open(os.path.join(POOL, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    print(json.dumps(meta))
    for k, c in per_job.items():
        flag = "" if all(c[g] >= 3 for g in (1, 2, 3)) else "  <-- LOW"
        print(k, dict(sorted(c.items())), flag)
    print("misses", len(misses))
    for m in misses:
        print(" ", m)
    fm = collections.Counter(f for _, f in fmt_plan)
    print("formats", dict(fm), "no resume", sum(1 for r in out if not r["resume"]),
          "minimal", sum(1 for r in out if set(r["body"]) == {"firstName", "lastName", "email", "statusId"}))


def extras(cands):
    """Candidates no job fits, field-only candidates and empty records."""
    from profiles import Profile, _place_roles
    jz = {j["key"]: j["truth"]["zip"] for j in JOBS}
    other = ["Accountant", "Teacher", "Barista", "Dental Hygienist", "Nurse Practitioner", "Pharmacy Technician", "Custodian",
             "Forklift Operator", "Phlebotomist", "Data Analyst", "LPN", "Automotive Technician"]
    for i, prof in enumerate(other):
        p = Profile(profession=prof, roles=[], licences=[], pendingLicences=[], certs={}, shiftPref=None, hints={})
        p["zip"] = near_zip(rng.choice(list(jz.values()) + HOMES[:10]), 20, rng)
        p["home_state"] = zips()[p["zip"]][3]
        _place_roles(p, [dict(profession=prof, specialty=None, months=rng.randint(2, 8) * 12 + rng.randint(0, 5), current=True)], rng)
        if prof == "Nurse Practitioner":
            p["licences"].append(dict(type="APRN", state=p["home_state"], multistate=False, expires=valid_exp(rng), number="AP%06d" % rng.randint(1e5, 1e6 - 1)))
        p["for"] = ("-", "nofit", 0)
        cands.append(p)
    # RNs in specialties no job has, living next to a nursing job
    for jk, spec in [("J01", "NICU"), ("J05", "Psych"), ("J06", "Dialysis"), ("J03", "Oncology"), ("J02", "NICU")]:
        p = Profile(profession="RN", roles=[], licences=[], pendingLicences=[], certs={"BLS": valid_exp(rng)}, shiftPref=None, hints={})
        p["zip"] = near_zip(jz[jk], 15, rng)
        st = zips()[p["zip"]][3]
        p["home_state"] = st
        _place_roles(p, [dict(profession="RN", specialty=spec, months=rng.randint(3, 9) * 12 + rng.randint(0, 5), current=True)], rng)
        p["licences"].append(dict(type="RN", state=st, multistate=st in NLC, expires=valid_exp(rng), number="RN%06d" % rng.randint(1e5, 1e6 - 1)))
        p["for"] = (jk, "nofit-spec", 0)
        cands.append(p)
    # field-only candidates (no resume): profession, specialty and address only
    fo = [("J15", "Software Engineer", "Backend Java", "Software Engineer", "Java"),
          ("J15", "Software Engineer", "Backend Java", "Backend Developer", "Java/Spring"),
          ("J17", "Software Engineer", "Frontend", "Software Engineer", "Frontend"),
          ("J17", "Software Engineer", "Frontend", "Developer", "React"),
          ("J23", "Maintenance Technician", "Industrial Maintenance", "Maintenance", "Industrial"),
          ("J23", "Maintenance Technician", "Industrial Maintenance", "Maintenance Tech", "Industrial maintenance"),
          ("J21", "Welder", "Structural Welding", "Welder", "Structural"),
          ("J01", "RN", "ICU", "Registered Nurse", "ICU"),
          ("J20", "HVAC Technician", "Commercial HVAC", "HVAC", "Commercial"),
          ("J19", "Electrician", "Commercial Electrical", "Electrician", "Commercial")]
    for jk, prof, spec, pf, sf in fo:
        p = Profile(profession=prof, roles=[], licences=[], pendingLicences=[], certs={}, shiftPref=None, hints={})
        p["zip"] = near_zip(jz[jk], 18, rng)
        p["kind"] = "fieldsonly"
        z = p["zip"]

        def bf(p, pf=pf, sf=sf, z=z):
            v = zips()[z]
            return {"firstName": p["first"], "lastName": p["last"], "email": p["email"], "statusId": 1, "phone": p["phone"],
                    "profession": pf, "specialty": sf,
                    "address": {"address1": None, "address2": None, "city": v[2].title() if v[2].isupper() else v[2], "state": v[3],
                                "zip": z, "countryCode": "US"}}
        p["body_fn"] = bf
        p["truth_override"] = {"profession": prof, "zip": z, "specialties": [spec], "years": {}, "licences": [], "pendingLicences": [],
                               "certs": {}, "shiftPref": None, "roles": []}
        p["for"] = (jk, "fieldsonly", None)
        cands.append(p)
    # records with nothing but a name and an email
    for _ in range(3):
        p = Profile(profession=None, roles=[], licences=[], pendingLicences=[], certs={}, shiftPref=None, hints={}, zip=None)
        p["kind"] = "nothing"
        p["body_fn"] = lambda p: {"firstName": p["first"], "lastName": p["last"], "email": p["email"], "statusId": 1}
        p["truth_override"] = {"profession": None, "zip": None, "specialties": [], "years": {}, "licences": [], "pendingLicences": [],
                               "certs": {}, "shiftPref": None, "roles": []}
        p["for"] = ("-", "nothing", 0)
        cands.append(p)


def convert(tmp, plan):
    for fmt in ("docx", "pdf"):
        keys = [k for k, f in plan if f == fmt]
        if not keys:
            continue
        args = ["soffice", "--headless", "--infilter=Text (encoded):UTF8,LF,,,", "--convert-to", fmt, "--outdir",
                os.path.join(POOL, "resumes")] + [os.path.join(tmp, k + ".txt") for k in keys]
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for k in keys:
            assert os.path.exists(os.path.join(POOL, "resumes", k + "." + fmt)), k


if __name__ == "__main__":
    main()

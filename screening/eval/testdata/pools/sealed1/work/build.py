"""Builds pool sealed1: jobs.json, candidates.json, resumes/, grades.tsv, meta.json.

Run from anywhere: python3 work/build.py   (needs LibreOffice `soffice` for DOCX/PDF resumes)
"""
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import ASOF, POOL, VALID_UNTIL, miles, zip_info, months_inclusive  # noqa: E402
import jobs as jobsmod  # noqa: E402
from model import CANDS, phone_for, truth  # noqa: E402
import cands_rn1, cands_rn2, cands_allied, cands_tech, cands_trades, cands_misc  # noqa: E402,F401
from grade import explain, recent_cutoff, specialty_years  # noqa: E402
from render import LAYOUTS  # noqa: E402

GROUP_LAYOUTS = {
    "clinical": ["classic", "skills", "linkedin", "table", "caps", "terse", "narrative"],
    "tech": ["tech", "linkedin", "classic", "terse"],
    "trades": ["trades", "classic", "terse", "caps"],
}
TECH = {"Software Engineer", "QA Engineer", "Data Analyst", "Data Scientist", "IT Support", "UX Designer"}
TRADES = {"Electrician", "HVAC Technician", "Welder", "CDL Truck Driver", "Maintenance Technician", "Pipefitter",
          "Welding Helper", "Millwright", "Appliance Repair Technician", "Electrical Engineer", "Warehouse Associate"}


def group_of(c):
    p = c["profession"]
    if p in TECH:
        return "tech"
    if p in TRADES:
        return "trades"
    return "clinical"


PROF_TYPED = {
    "RN": ["RN", "Registered Nurse", "Nurse (RN)"], "Respiratory Therapist": ["Respiratory", "RRT", "Respiratory Therapist"],
    "Physical Therapist": ["PT", "Physical Therapist", "DPT"], "Radiologic Technologist": ["Rad Tech", "Radiologic Technologist"],
    "Surgical Technologist": ["Surgical Tech", "Surg Tech"], "Medical Laboratory Scientist": ["MLS", "Medical Technologist", "Lab"],
    "Software Engineer": ["Software Engineer", "Developer", "SWE"], "Electrician": ["Electrician"],
    "HVAC Technician": ["HVAC", "HVAC Tech"], "Welder": ["Welder"], "CDL Truck Driver": ["CDL-A Driver", "Truck Driver"],
    "Maintenance Technician": ["Maintenance Tech", "Maintenance"],
}
SPEC_TYPED = {
    "ICU": ["ICU", "Critical Care"], "PCU": ["PCU", "Step Down", "Progressive Care"], "Med-Surg": ["Med Surg", "Med/Surg"],
    "Telemetry": ["Tele", "Telemetry"], "ED": ["ER", "Emergency"], "L&D": ["L&D", "Labor and Delivery"],
    "Postpartum": ["Mother Baby", "Postpartum"], "NICU": ["NICU"], "PICU": ["PICU"], "Adult Critical Care": ["Critical Care", "Adult ICU"],
    "Neonatal/Pediatric": ["NICU/Peds"], "LTACH": ["LTACH"], "Outpatient Ortho": ["Ortho", "Outpatient Ortho"],
    "Acute Care": ["Acute Care"], "Inpatient Rehab": ["Inpatient Rehab"], "X-ray": ["X-Ray", "Diagnostic Radiology"],
    "CT": ["CT"], "MRI": ["MRI"], "Mammography": ["Mammo"], "Surgical OR": ["OR", "Main OR"], "L&D OR": ["OB OR"],
    "Core Lab": ["Core Lab", "Generalist"], "Microbiology": ["Micro"], "Blood Bank": ["Blood Bank"],
    "Backend-Java": ["Backend", "Java"], "Backend-Go": ["Backend", "Golang"], "Backend-Python": ["Python", "Backend"],
    "Frontend-React": ["Frontend", "React"], "Frontend-Angular": ["Angular"], "Frontend-Vue": ["Frontend"],
    "Full-stack": ["Full Stack"], "Data Engineering": ["Data Engineering", "Data"], "Analytics Engineering": ["Analytics"],
    "Commercial Electrical": ["Commercial"], "Industrial Electrical": ["Industrial"], "Residential Electrical": ["Residential"],
    "Commercial HVAC": ["Commercial HVAC", "Commercial"], "Residential HVAC": ["Residential"], "Refrigeration": ["Refrigeration"],
    "Pipe Welding": ["Pipe"], "Structural Welding": ["Structural"], "Dry Van/Reefer": ["OTR", "Regional"],
    "Flatbed": ["Flatbed"], "Tanker": ["Tanker"], "Industrial Maintenance": ["Industrial"], "Facilities Maintenance": ["Facilities"],
}


def vary_body(c, i):
    """Most default records stay spec-minimal; some get contact fields, some typed profession/specialty."""
    if c["body"] != "min" or c["lay"] == "custom" or not c["zip"]:
        return
    k = i % 10
    cur = c["roles"][0]["specialty"] if c["roles"] and c["roles"][0]["profession"] == c["profession"] else None
    if k in (5, 6):
        c["body"] = "contact"
    elif k in (7, 8) and c["profession"] in PROF_TYPED:
        c["body"] = "prof" if k == 7 else "full"
        opts = PROF_TYPED[c["profession"]]
        c["fprof"] = opts[i % len(opts)]
        if cur in SPEC_TYPED:
            so = SPEC_TYPED[cur]
            c["fspec"] = so[i % len(so)]


def email_for(c, i, used):
    f, l = c["first"].lower(), c["last"].lower().replace(" ", "").replace("'", "")
    f = f.replace("'", "")
    forms = ["%s.%s@example.com" % (f, l), "%s%s@example.net" % (f[0], l), "%s_%s%02d@example.org" % (f, l, i % 97),
             "%s%s@example.com" % (f, l)]
    e = forms[i % len(forms)]
    e = e.replace("á", "a").replace("é", "e").replace("í", "i").replace("ó", "o").replace("ú", "u")
    while e in used:
        e = e.replace("@", "1@")
    used.add(e)
    return e


def candidate_body(c):
    b = {"firstName": c["first"], "lastName": c["last"], "email": c["email"], "statusId": 1}
    mode = c["body"]
    if mode in ("contact", "full", "notes", "fields"):
        lat, lon, city, st = zip_info(c["zip"])
        b["phone"] = c["phone"]
        b["address"] = {"address1": None, "address2": None, "city": city, "state": st, "zip": c["zip"], "countryCode": "US"}
    if mode in ("full", "prof", "notes", "fields"):
        if c.get("fprof"):
            b["profession"] = c["fprof"]
        if c.get("fspec"):
            b["specialty"] = c["fspec"]
    if mode == "notes":
        b["notes"] = c["notes"]
    return b


def main():
    random.seed(20261127)
    order = list(CANDS)
    random.Random(7).shuffle(order)
    used = set()
    for i, c in enumerate(order):
        c["key"] = "C%04d" % (i + 1)
        c["seed"] = i
        if "email" not in c:
            c["email"] = email_for(c, i, used)
        else:
            assert c["email"] not in used, c["email"]
            used.add(c["email"])
        c["phone"] = phone_for(c, i) if c["zip"] else None
        vary_body(c, i)
        # some resumes give no home address: the only location is the current job's line
        if (c["body"] == "min" and c["lay"] not in ("custom", "narrative") and c["locmode"] == "header"
                and c["roles"] and c["roles"][0]["end"] is None and i % 4 == 2):
            city, st = zip_info(c["zip"])[2], zip_info(c["zip"])[3]
            if c["roles"][0]["place"].lower() == ("%s, %s" % (city, st)).lower():
                c["locmode"] = "lastjob"
                c["roles"][0]["zip"] = c["zip"]
        if c["body"] in ("notes", "fields", "bare"):
            c["lay"] = None
        elif c["lay"] is None:
            opts = GROUP_LAYOUTS[group_of(c)]
            c["lay"] = opts[i % len(opts)]
        if c["lay"] not in (None, "custom", "narrative") and not c["fmt"] and i % 19 == 0:
            c["lay"] = "html2col"
            c["fmt"] = "docx" if i % 2 else "pdf"
        if c["lay"] and not c["fmt"]:
            c["fmt"] = "docx" if i % 11 == 4 else "pdf" if i % 11 == 8 else "txt"
        if c["lay"] == "html2col" and c["fmt"] == "txt":
            c["fmt"] = "docx"

    # ------------------------------------------------------------------ resumes
    rdir = os.path.join(POOL, "resumes")
    shutil.rmtree(rdir, ignore_errors=True)
    os.makedirs(rdir)
    tmp = tempfile.mkdtemp(prefix="sealed1_")
    convert = {"docx": [], "pdf": []}
    for c in order:
        if not c["lay"]:
            c["resume"] = None
            continue
        text = c["text"] if c["lay"] == "custom" else LAYOUTS[c["lay"]](c)
        ext = "html" if c["lay"] == "html2col" else "txt"
        if c["fmt"] == "txt":
            path = os.path.join(rdir, c["key"] + ".txt")
            with open(path, "w") as f:
                f.write(text)
            c["resume"] = "resumes/%s.txt" % c["key"]
        else:
            src = os.path.join(tmp, "%s.%s" % (c["key"], ext))
            with open(src, "w") as f:
                f.write(text)
            convert[c["fmt"]].append(src)
            c["resume"] = "resumes/%s.%s" % (c["key"], c["fmt"])
    for fmt, files in convert.items():
        for k in range(0, len(files), 25):
            chunk = files[k:k + 25]
            filt = {"docx": "docx:MS Word 2007 XML", "pdf": "pdf:writer_pdf_Export"}[fmt]
            subprocess.run(["soffice", "--headless", "--convert-to", filt, "--outdir", rdir] + chunk,
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shutil.rmtree(tmp)
    for c in order:
        if c["resume"]:
            assert os.path.exists(os.path.join(POOL, c["resume"])), c["resume"]

    # ------------------------------------------------------------------ truths and grades
    jobs = jobsmod.JOBS
    for c in order:
        c["truth"] = truth(c)
    grades = {}
    reasons = {}
    for j in jobs:
        for c in order:
            g, why = explain(j["truth"], c["truth"])
            grades[(j["key"], c["key"])] = g
            reasons[(j["key"], c["key"])] = why

    # ------------------------------------------------------------------ stability checks
    problems = []
    for c in order:
        for n, e in c["truth"]["certs"].items():
            if e and not (e > "2027-09-30" or e < "2026-10-01"):
                problems.append("%s cert %s expiry %s in unstable window" % (c["key"], n, e))
        for l in c["truth"]["licences"]:
            e = l["expires"]
            if e and not (e > "2027-09-30" or e < "2026-10-01"):
                problems.append("%s licence %s expiry %s in unstable window" % (c["key"], l, e))
        for j in jobs:
            t = j["truth"]
            if not t["minYears"] or c["truth"]["profession"] != t["profession"]:
                continue
            y = specialty_years(t, c["truth"])
            if t.get("recentMonths"):
                lo = recent_cutoff(t["recentMonths"])
                hi = recent_cutoff(t["recentMonths"] - 6)  # the window's start on validUntil
                for r in c["truth"]["roles"]:
                    if r["specialty"] == t["specialty"] and r["end"] and lo <= r["end"] < hi:
                        problems.append("%s role ending %s drops out of %s's recent window before validUntil" % (c["key"], r["end"], j["key"]))
            if y and abs(y - t["minYears"]) < 0.25:
                problems.append("%s years %.2f within 3 months of %s's %s" % (c["key"] + " " + c["name"], y, j["key"], t["minYears"]))
            if y < t["minYears"]:
                cur = [r for r in c["truth"]["roles"] if r["end"] is None and r["specialty"] == t["specialty"]
                       and r["profession"] == t["profession"]]
                if cur:
                    problems.append("%s short of %s years but current in %s" % (c["key"] + " " + c["name"], j["key"], t["specialty"]))
        if c["truth"]["zip"]:
            for j in jobs:
                t = j["truth"]
                if not t["remote"] and not t["travel"]:
                    d = miles(c["truth"]["zip"], t["zip"])
                    if abs(d - t["radius"]) < 2.0 and c["truth"]["profession"] == t["profession"]:
                        problems.append("%s is %.1f mi from %s (radius %s)" % (c["key"], d, j["key"], t["radius"]))
    if problems:
        print("\n".join(problems))
        sys.exit(1)

    # ------------------------------------------------------------------ job requests
    for c in order:
        req = {}
        t = c["truth"]
        if t["profession"] == "Software Engineer" and t["zip"] and c["seed"] % 3 == 0:
            req["location"] = {"zipCode": t["zip"], "remote": True}
        pos = [j for j in jobs if grades[(j["key"], c["key"])] >= 1]
        if (not req and t["zip"] and pos and c["seed"] % 4 == 1
                and all(not j["truth"]["remote"] and not j["truth"]["travel"] and miles(t["zip"], j["truth"]["zip"]) <= 25 for j in pos)):
            req["location"] = {"zipCode": t["zip"], "radius": 25}
        if t["shiftPref"] and c["seed"] % 2 == 0:
            req["schedule"] = {"shifts": [t["shiftPref"]]}
        c["jobRequest"] = req or None

    # ------------------------------------------------------------------ write
    out_jobs = [{"key": j["key"], "truth": j["truth"], "body": j["body"], "candidateRequest": j["candidateRequest"]}
                for j in jobs]
    for j in out_jobs:
        if j["candidateRequest"] is None:
            del j["candidateRequest"]
    out_c = []
    for c in sorted(order, key=lambda x: x["key"]):
        rec = {"key": c["key"], "truth": c["truth"], "body": candidate_body(c), "resume": c["resume"]}
        if c["jobRequest"]:
            rec["jobRequest"] = c["jobRequest"]
        out_c.append(rec)
    with open(os.path.join(POOL, "jobs.json"), "w") as f:
        json.dump(out_jobs, f, indent=1, ensure_ascii=False)
    with open(os.path.join(POOL, "candidates.json"), "w") as f:
        json.dump(out_c, f, indent=1, ensure_ascii=False)
    keys = sorted(c["key"] for c in order)
    with open(os.path.join(POOL, "grades.tsv"), "w") as f:
        f.write("job_key\tcandidate_key\tgrade\n")
        for j in jobs:
            for k in keys:
                f.write("%s\t%s\t%d\n" % (j["key"], k, grades[(j["key"], k)]))
    with open(os.path.join(POOL, "work", "reasons.tsv"), "w") as f:
        f.write("job_key\tcandidate_key\tgrade\treasons\n")
        for j in jobs:
            for k in keys:
                g = grades[(j["key"], k)]
                if g:
                    f.write("%s\t%s\t%d\t%s\n" % (j["key"], k, g, "; ".join(reasons[(j["key"], k)])))
    tot = {str(g): 0 for g in range(4)}
    for g in grades.values():
        tot[str(g)] += 1
    meta = {"asOf": ASOF, "validUntil": VALID_UNTIL, "jobs": len(jobs), "candidates": len(order), "grades": tot}
    with open(os.path.join(POOL, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    # names for the README table
    with open(os.path.join(POOL, "work", "names.tsv"), "w") as f:
        for c in sorted(order, key=lambda x: x["key"]):
            f.write("%s\t%s\t%s\t%s\t%s\n" % (c["key"], c["name"], c["profession"], c["body"], c["resume"]))

    # ------------------------------------------------------------------ report
    print("jobs %d candidates %d pairs %d" % (len(jobs), len(order), len(grades)), tot)
    bad = []
    for j in jobs:
        cnt = [0, 0, 0, 0]
        for k in keys:
            cnt[grades[(j["key"], k)]] += 1
        flag = "" if min(cnt[1:]) >= 3 else "   <-- fewer than 3"
        if flag:
            bad.append(j["key"])
        print("%s %-45s 0:%3d 1:%3d 2:%3d 3:%3d%s" % (j["key"], j["body"]["title"][:45], cnt[0], cnt[1], cnt[2], cnt[3], flag))
    nofit = [c["key"] for c in order if all(grades[(j["key"], c["key"])] == 0 for j in jobs)]
    bodies = {}
    for c in order:
        bodies[c["body"]] = bodies.get(c["body"], 0) + 1
    fmts = {}
    for c in order:
        fmts[c["fmt"] if c["resume"] else "none"] = fmts.get(c["fmt"] if c["resume"] else "none", 0) + 1
    print("no job fits:", len(nofit), "bodies:", bodies, "formats:", fmts,
          "location only in current job:", sum(1 for c in order if c["locmode"] == "lastjob" and c["resume"]))
    if bad:
        sys.exit(2)


if __name__ == "__main__":
    main()

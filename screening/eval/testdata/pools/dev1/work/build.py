"""Builds the pool: jobs.json, candidates.json, resumes/, grades.tsv, meta.json.
Run from anywhere: python3 work/build.py"""
import html
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zlib
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)

import model  # noqa: E402
from model import CANDS, build_truth, rng_for, city_of, state_of, AS_OF_M, mi  # noqa: E402
import cands_nursing, cands_other, cands_misc, cands_hand, cands_extra  # noqa: E402,F401
from jobs import JOBS  # noqa: E402
from grade import explain, months_in, adjacent, distance  # noqa: E402
from layouts import LAYOUTS, pick_style  # noqa: E402
from render import phone  # noqa: E402
from geo import ZIPS  # noqa: E402

PROF_WORDS = {
    "RN": ["RN", "Registered Nurse", "Nurse", "RN"], "LPN": ["LPN"], "CNA": ["CNA"], "PARAMEDIC": ["Paramedic"],
    "RT": ["Respiratory", "Respiratory Therapist", "RRT"], "PT": ["Physical Therapist", "PT"],
    "RADTECH": ["Radiologic Technologist", "Rad Tech"], "SURGTECH": ["Surgical Tech", "Surgical Technologist"],
    "MLS": ["Medical Lab Scientist", "MLS", "Med Tech"], "SWE": ["Software Engineer", "Developer", "Engineer"],
    "ELECTRICIAN": ["Electrician"], "HVAC": ["HVAC Tech", "HVAC"], "WELDER": ["Welder"],
    "CDL": ["CDL-A Driver", "Truck Driver"], "MAINT": ["Maintenance Tech", "Maintenance Technician"],
}
SPEC_WORDS = {
    "ICU": ["Critical Care", "ICU", "MICU"], "PCU": ["Step-Down", "PCU", "Progressive Care"],
    "TELE": ["Tele", "Telemetry"], "MEDSURG": ["Med Surg", "Med/Surg"], "ED": ["ER", "Emergency"],
    "LD": ["L&D", "Labor and Delivery"], "POSTPARTUM": ["Mother Baby", "Postpartum"], "OR": ["OR", "Periop"],
    "RT_ADULT": ["Adult critical care", "Adult acute"], "PT_OUTPT_ORTHO": ["Outpatient ortho", "Ortho"],
    "CT": ["CT"], "ST_OR": ["OR", "Main OR"], "LAB_CORE": ["Core lab", "Chemistry"],
    "BE_GO": ["Backend (Go)", "Go"], "BE_JAVA": ["Java", "Backend Java"], "FE_REACT": ["React", "Frontend"],
    "DATA_ENG": ["Data Engineering"], "ELEC_COMMERCIAL": ["Commercial"], "HVAC_COMMERCIAL": ["Commercial HVAC"],
    "WELD_STRUCTURAL": ["Structural"], "CDL_TT": ["OTR", "Regional"], "MAINT_INDUSTRIAL": ["Industrial"],
}
NOTES = ["Referred by a former coworker.", "Prefers text messages.", "Met at the fall career fair.",
         "Applied through the website.", "Returning candidate; placed with us in 2023.", None, None, None]
STREETS = ["Maple St", "W Addison St", "Elm Ave", "Oak Dr", "Cedar Ln", "N 2nd St", "Park Blvd", "Lakeview Rd",
           "Sunset Dr", "Pine Ct", "Jefferson Ave", "Mill Rd"]
DOMAINS = ["example.com", "example.org", "example.net"]


def assign_ids():
    slots = defaultdict(int)
    seen = set()
    for i, cand in enumerate(CANDS):
        cand.key = "C%04d" % (i + 1)
        r = rng_for(cand)
        first = "".join(ch for ch in cand.first.lower() if ch.isalpha())
        last = "".join(ch for ch in cand.last.lower() if ch.isalpha())
        pattern = i % 5
        email = ["%s.%s@%s", "%s%s@%s", "%s_%s%d@%s", "%s.%s%d@%s", "%s%s@%s"][pattern]
        if pattern in (2, 3):
            email = email % (first, last, 10 + i % 80, DOMAINS[i % 3])
        elif pattern == 4:
            email = email % (first[0], last, DOMAINS[i % 3])
        else:
            email = email % (first, last, DOMAINS[i % 3])
        while email in seen:
            email = email.replace("@", "1@")
        seen.add(email)
        cand.email = email
        area = state_of(cand.zip) or "XX"
        cand.phone_slot = slots[area]
        slots[area] += 1
        assert cand.phone_slot < 100, area
        if cand.body is None:
            h = zlib.crc32(cand.key.encode()) % 100
            cand.body = "min" if h < 44 else ("contact" if h < 76 else "full")
        cand.resume_phone = (zlib.crc32(cand.email.encode()) % 10) < 8
        if cand.loc == "header" and cand.text is None and zlib.crc32(cand.email.encode()) % 11 == 0:
            cand.loc = "lastjob"


def body_for(cand, r):
    b = dict(firstName=cand.first, lastName=cand.last, email=cand.email, statusId=1)
    if cand.body in ("contact", "full", "fieldsonly") and cand.zip:
        b["phone"] = phone(cand, r)
        b["address"] = dict(address1="%d %s" % (100 + 17 * cand.phone_slot + len(cand.last), r.choice(STREETS)),
                            address2=None, city=city_of(cand.zip), state=state_of(cand.zip), zip=cand.zip,
                            countryCode="US")
    if cand.body in ("full", "fieldsonly"):
        if cand.fields.get("profession"):
            b["profession"] = cand.fields["profession"]
        elif cand.prof in PROF_WORDS:
            b["profession"] = r.choice(PROF_WORDS[cand.prof])
        if cand.fields.get("specialty"):
            b["specialty"] = cand.fields["specialty"]
        elif cand.roles:
            sp = cand.roles[0]["specialties"][0]
            if sp in SPEC_WORDS:
                b["specialty"] = r.choice(SPEC_WORDS[sp])
        note = r.choice(NOTES)
        if note:
            b["notes"] = note
    return b


def render_text(cand):
    r = rng_for(cand)
    if cand.text:
        return cand.text.replace("{email}", cand.email).replace("{phone}", phone(cand, r))
    cand.style_used = pick_style(cand, r)
    return LAYOUTS[cand.style_used](cand, r)


def to_html(text):
    """A resume whose layout is a table becomes an HTML document with real tables, so that the
    DOCX made from it holds Word tables rather than pipes."""
    out, rows = ["<html><body>"], []

    def flush():
        if rows:
            out.append("<table border='1'>")
            for i, row in enumerate(rows):
                tag = "th" if i == 0 else "td"
                out.append("<tr>" + "".join("<%s>%s</%s>" % (tag, html.escape(x.strip()), tag) for x in row) + "</tr>")
            out.append("</table>")
            rows.clear()
    for line in text.splitlines():
        if line.startswith("|"):
            cells = line.strip().strip("|").split("|")
            if not all(set(x.strip()) <= set("-") for x in cells):
                rows.append(cells)
            continue
        flush()
        out.append("<p>%s</p>" % html.escape(line) if line.strip() else "")
    flush()
    out.append("</body></html>")
    return "\n".join(out)


def convert(paths, fmt, outdir):
    if not paths:
        return
    cmd = ["soffice", "--headless", "--convert-to", fmt, "--outdir", outdir] + paths
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env=dict(os.environ, HOME=tempfile.gettempdir()))


def guards(jobs, cands):
    """The build guards of RULE.md. Returns a list of problems."""
    bad = []
    for cand in cands:
        t = cand.truth
        for x in t["licences"] + t["certs"]:
            e = x["expires"]
            if e and not (e <= "2026-09-30" or e >= "2027-10-01"):
                bad.append("%s expiry %s in the forbidden window" % (cand.key, e))
    for j in jobs:
        jt = j["truth"]
        need = jt["minYears"] * 12
        for cand in cands:
            t = cand.truth
            if t["profession"] != jt["profession"]:
                continue
            spec = jt["specialty"]
            e = months_in(t, lambda s: s == spec)
            a = months_in(t, lambda s: adjacent(s, spec))
            cur_e = any(r["end"] is None and spec in r["specialties"] and r["profession"] == t["profession"]
                        for r in t["roles"])
            cur_a = any(r["end"] is None and any(adjacent(s, spec) for s in r["specialties"])
                        and r["profession"] == t["profession"] for r in t["roles"])
            if need:
                for months, cur, what in ((e, cur_e, "exact"), (a if e == 0 else None, cur_a, "adjacent")):
                    if not months:
                        continue
                    if abs(months - need) < 3:
                        bad.append("%s/%s %s years %d months within 3 of %d" % (j["key"], cand.key, what, months, need))
                    if months < need and cur and what == "exact":
                        bad.append("%s/%s short in %s but has a current role in it" % (j["key"], cand.key, spec))
                    if months < need and cur and months + 6 + 3 > need:
                        bad.append("%s/%s %s short but reaches the minimum by 2027-05" % (j["key"], cand.key, what))
            if not (jt["remote"] or jt["travel"]):
                d = distance(jt, t)
                if d is not None and abs(d - jt["radius"]) < 2:
                    bad.append("%s/%s distance %.1f within 2 of radius %d" % (j["key"], cand.key, d, jt["radius"]))
    return bad


def main():
    assign_ids()
    for cand in CANDS:
        cand.truth = build_truth(cand)
        if cand.loc == "lastjob" and not (cand.roles and not cand.roles[0]["travel"]
                                          and cand.roles[0]["state"] == state_of(cand.zip)):
            cand.loc = "header"
        for z in [cand.zip] if cand.zip else []:
            assert z in ZIPS, (cand.key, z)
    for j in JOBS:
        assert j["truth"]["zip"] in ZIPS
        assert j["body"]["address"]["zip"] == j["truth"]["zip"]

    out = ROOT
    res_dir = os.path.join(out, "resumes")
    shutil.rmtree(res_dir, ignore_errors=True)
    os.makedirs(res_dir)
    tmp = tempfile.mkdtemp()
    conv = defaultdict(list)
    cand_rows = []
    for cand in CANDS:
        body = body_for(cand, random_for(cand, "body"))
        resume = None
        if cand.fmt is not None:
            text = render_text(cand)
            cand.resume_text = text
            if cand.fmt == "txt":
                resume = "resumes/%s.txt" % cand.key
                with open(os.path.join(out, resume), "w") as f:
                    f.write(text)
            else:
                if cand.fmt == "docx" and getattr(cand, "style_used", None) == "table":
                    p = os.path.join(tmp, "%s.html" % cand.key)
                    with open(p, "w") as f:
                        f.write(to_html(text))
                    conv["html"].append(p)
                else:
                    p = os.path.join(tmp, "%s.txt" % cand.key)
                    with open(p, "w") as f:
                        f.write(text)
                    conv[cand.fmt].append(p)
                resume = "resumes/%s.%s" % (cand.key, cand.fmt)
        row = dict(key=cand.key, truth=cand.truth, body=body, resume=resume)
        if cand.jobreq is not None:
            row["jobRequest"] = cand.jobreq
        elif cand.zip and zlib.crc32(cand.key.encode()) % 7 == 0:
            loc = {"zipCode": cand.zip, "radius": 25}
            if cand.prof == "SWE":
                loc["remote"] = True
            row["jobRequest"] = {"location": loc}
        cand_rows.append(row)
    convert(conv["docx"], "docx:MS Word 2007 XML", res_dir)
    convert(conv["pdf"], "pdf", res_dir)
    for p in conv["html"]:
        subprocess.run(["soffice", "--headless", "--infilter=HTML (StarWriter)", "--convert-to",
                        "docx:MS Word 2007 XML", "--outdir", res_dir, p], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env=dict(os.environ, HOME=tempfile.gettempdir()))
    shutil.rmtree(tmp)

    job_rows = []
    for j in JOBS:
        row = dict(key=j["key"], truth=j["truth"], body=j["body"])
        if j["candidateRequest"]:
            row["candidateRequest"] = j["candidateRequest"]
        job_rows.append(row)

    grades = {}
    why = {}
    for j in JOBS:
        for cand in CANDS:
            g, reasons = explain(j["truth"], cand.truth)
            grades[(j["key"], cand.key)] = g
            why[(j["key"], cand.key)] = reasons

    problems = guards(JOBS, CANDS)
    for cand in CANDS:
        if cand.intent:
            jk, want = cand.intent.split(":")
            got = grades[(jk, cand.key)]
            if got != int(want):
                problems.append("intent %s %s %s %s: wanted %s got %s (%s)" % (
                    cand.key, cand.first, cand.last, jk, want, got, "; ".join(why[(jk, cand.key)])))
    per_job = {}
    for j in JOBS:
        cnt = Counter(grades[(j["key"], c.key)] for c in CANDS)
        per_job[j["key"]] = {str(k): cnt.get(k, 0) for k in range(4)}
        for k in (1, 2, 3):
            if cnt.get(k, 0) < 3:
                problems.append("%s has only %d candidates at grade %d" % (j["key"], cnt.get(k, 0), k))
    nofit = [c.key for c in CANDS if all(grades[(j["key"], c.key)] == 0 for j in JOBS)]

    with open(os.path.join(out, "jobs.json"), "w") as f:
        json.dump(job_rows, f, indent=1)
    with open(os.path.join(out, "candidates.json"), "w") as f:
        json.dump(cand_rows, f, indent=1)
    with open(os.path.join(out, "grades.tsv"), "w") as f:
        f.write("job_key\tcandidate_key\tgrade\n")
        for j in JOBS:
            for cand in CANDS:
                f.write("%s\t%s\t%d\n" % (j["key"], cand.key, grades[(j["key"], cand.key)]))
    with open(os.path.join(HERE, "reasons.tsv"), "w") as f:
        f.write("job_key\tcandidate_key\tgrade\treasons\n")
        for j in JOBS:
            for cand in CANDS:
                k = (j["key"], cand.key)
                if grades[k] > 0 or cand.truth["profession"] == j["truth"]["profession"]:
                    f.write("%s\t%s\t%d\t%s\n" % (k[0], k[1], grades[k], "; ".join(why[k])))
    total = Counter(grades.values())
    meta = dict(asOf="2026-11-27", validUntil="2027-05-31", jobs=len(JOBS), candidates=len(CANDS),
                grades={str(k): total.get(k, 0) for k in range(4)})
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    with open(os.path.join(HERE, "stats.json"), "w") as f:
        fmts = Counter((row["resume"] or "none").rsplit(".", 1)[-1] for row in cand_rows)
        bodies = Counter(c.body for c in CANDS)
        minimal = sum(1 for row in cand_rows if set(row["body"]) == {"firstName", "lastName", "email", "statusId"})
        json.dump(dict(per_job=per_job, formats=fmts, bodies=bodies, minimal=minimal, nofit=len(nofit),
                       problems=problems), f, indent=1)
    print(json.dumps(meta))
    print("formats", dict(fmts), "bodies", dict(bodies), "spec-minimal bodies", minimal, "no job fits", len(nofit))
    for k, v in per_job.items():
        print(k, v)
    if problems:
        print("\n".join(problems))
        sys.exit(1)


def random_for(cand, salt):
    import random
    return random.Random(zlib.crc32((cand.first + cand.last + salt).encode()))


if __name__ == "__main__":
    main()

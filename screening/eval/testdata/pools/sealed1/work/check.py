"""check.py: every resume (and record) states its truth; every grade is the rule's grade.

For each candidate the key facts of its truth must be readable in the resume text (TXT, DOCX
via its XML, PDF via pdftotext) or in the record's own fields and notes: ZIP, profession,
each licence (state, expiry, multistate wording), each certification (name, expiry), each role
(title, first and last month), the shift preference; years per specialty are recomputed from
the roles. Job truths are checked against the job body and description. grades.tsv is
recomputed with grade.py.
"""
import calendar
import json
import os
import re
import subprocess
import sys
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import POOL, years_by_specialty  # noqa: E402
from grade import grade  # noqa: E402
from vocab import CERT_WORDS, STATE_NAMES  # noqa: E402

MON = ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["", "January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]

PROF_WORDS = {
    "RN": r"\bRN\b|Registered (Professional )?Nurse|Nurse", "Respiratory Therapist": r"Respiratory|RRT|\bCRT\b",
    "Physical Therapist": r"Physical Therapist|\bPT\b|DPT", "Radiologic Technologist": r"Technologist|Radiograph|Rad Tech|X-Ray Tech|CT Tech|Mammographer",
    "Surgical Technologist": r"Surgical Tech|Surg Tech|\bCST\b|OB Tech", "Medical Laboratory Scientist": r"Laboratory Scientist|Medical Technologist|\bMLS\b|MT\(ASCP\)",
    "Software Engineer": r"Engineer|Developer|SWE", "Electrician": r"Electrician|Wireman", "HVAC Technician": r"HVAC|Refrigeration",
    "Welder": r"Welder", "CDL Truck Driver": r"Driver|CDL", "Maintenance Technician": r"Maintenance",
}
PRESENT = r"Present|present|Current|current|now|pres\b|[Ss]ince"
SHIFT_WORDS = {"day": r"[Dd]ays? (only|shift)|Availability: days|Seeking day|home weekends|Day shift",
               "night": r"[Nn]ights?\b|NOC", "evening": r"[Ee]vening|2nd shift|second-shift|second shift"}


def text_of(path):
    full = os.path.join(POOL, path)
    if path.endswith(".txt"):
        return open(full).read()
    if path.endswith(".docx"):
        xml = zipfile.ZipFile(full).read("word/document.xml").decode()
        xml = re.sub(r"</w:p>", "\n", xml)
        xml = re.sub(r"<w:tab/>", "\t", xml)
        xml = re.sub(r"<w:br/>", "\n", xml)
        return re.sub(r"<[^>]+>", "", xml).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&apos;", "'").replace("&quot;", '"')
    if path.endswith(".pdf"):
        raw = subprocess.run(["pdftotext", "-raw", full, "-"], capture_output=True, text=True, check=True).stdout
        return raw.replace("-\n", "-")  # a line wrapped after a hyphen: "2028-05-" / "31"
    raise ValueError(path)


def norm(s):
    return re.sub(r"\s+", " ", s)


def alnum(s):
    return " ".join(re.findall(r"[a-z0-9]+", s.lower()))


def month_forms(ym):
    y, m = map(int, ym.split("-")[:2])
    return ["%02d/%d" % (m, y), "%d/%d" % (m, y), "%s %d" % (MON[m], y), "%s %d" % (MONTH[m], y), "%d-%02d" % (y, m)]


def expiry_forms(d):
    y, m, dd = map(int, d.split("-"))
    f = [d, "%02d/%02d/%d" % (m, dd, y), "%s %d, %d" % (MONTH[m], dd, y)]
    if dd == calendar.monthrange(y, m)[1]:
        f += ["%02d/%d" % (m, y), "%s %d" % (MON[m], y), "%s %d" % (MONTH[m], y), "%02d/%02d" % (m, y % 100)]
    return f


def any_in(forms, t):
    return any(x in t for x in forms)


def check_candidate(c):
    errs = []
    body = c["body"]
    parts = [json.dumps(body, ensure_ascii=False)]
    if c["resume"]:
        parts.append(text_of(c["resume"]))
    t = norm("\n".join(parts))
    tr = c["truth"]
    if c["resume"] and not (body["firstName"] in t and body["lastName"] in t):
        errs.append("name not in resume")
    if tr["zip"] and tr["zip"] not in t:
        errs.append("zip %s not stated" % tr["zip"])
    if tr["profession"] in PROF_WORDS and not re.search(PROF_WORDS[tr["profession"]], t):
        errs.append("profession %s not evident" % tr["profession"])
    for l in tr["licences"]:
        st = l["state"]
        if st not in t and STATE_NAMES.get(st, "@@") not in t:
            errs.append("licence state %s not stated" % st)
        if l["expires"] and not any_in(expiry_forms(l["expires"]), t):
            errs.append("licence %s %s expiry %s not stated" % (l["type"], st, l["expires"]))
        if l["multistate"] and not re.search(r"[Mm]ulti-?state|[Cc]ompact|NLC", t):
            errs.append("multistate not stated for %s" % st)
    for l in tr["pendingLicences"]:
        if "pending" not in t.lower():
            errs.append("pending licence not stated")
    for n, e in tr["certs"].items():
        words = CERT_WORDS.get(n, [n])
        if not any(w.lower() in t.lower() for w in words):
            errs.append("cert %s not stated" % n)
        if e and not any_in(expiry_forms(e), t):
            errs.append("cert %s expiry %s not stated" % (n, e))
    for r in tr["roles"]:
        if alnum(r["title"]) not in alnum(t):
            errs.append("role title %r not stated" % r["title"])
        if not any_in(month_forms(r["start"]), t):
            errs.append("role start %s not stated (%s)" % (r["start"], r["title"]))
        if r["end"] and not any_in(month_forms(r["end"]), t):
            errs.append("role end %s not stated (%s)" % (r["end"], r["title"]))
        if r["end"] is None and not re.search(PRESENT, t):
            errs.append("current role not marked current")
    if tr["profession"]:
        y = years_by_specialty([dict(rr) for rr in tr["roles"]], tr["profession"])
        if y != tr["years"]:
            errs.append("years %s != truth %s" % (y, tr["years"]))
    if tr["shiftPref"] and not re.search(SHIFT_WORDS[tr["shiftPref"]], t):
        errs.append("shift preference %s not stated" % tr["shiftPref"])
    return errs


def check_job(j):
    errs = []
    b, tr = j["body"], j["truth"]
    d = norm(b["title"] + " " + b["description"])
    if b["address"]["zip"] != tr["zip"] or b["address"]["state"] != tr["state"]:
        errs.append("address does not match truth")
    if tr["minYears"] and not re.search(r"\b%d\b|%s" % (tr["minYears"], ["", "one", "two", "three", "four", "five"][tr["minYears"]]), d, re.I):
        errs.append("minYears %s not in description" % tr["minYears"])
    for n in tr["certs"] + tr["hardCerts"]:
        short = {"ARRT-R": "R.T.(R)", "ARRT-CT": "ARRT (CT)", "MLS-ASCP": "MLS(ASCP)", "EPA608-Universal": "UNIVERSAL",
                 "DOT-Medical": "DOT medical", "6G": "6G", "OSHA10": "OSHA 10"}.get(n, n)
        if short.lower() not in d.lower():
            errs.append("cert %s not in description" % n)
    if tr["shift"] and not re.search({"day": r"\bday|\bDays", "night": r"night|NOC", "evening": r"evening|2nd shift|3:00 PM|3p"}[tr["shift"]], d, re.I):
        errs.append("shift not in description")
    if (tr["travel"] and not re.search(r"travel", d, re.I)) or (tr["remote"] and not re.search(r"remote", d, re.I)):
        errs.append("travel/remote not in description")
    if tr["licence"] and tr["licence"]["waivable"] and not re.search(r"by (the )?start date|pending accepted", d, re.I):
        errs.append("waivable licence not in description")
    if tr["localOnly"] and not re.search(r"local|must (live|reside)|already live|commuting distance", d, re.I):
        errs.append("locals-only not in description")
    if tr.get("recentMonths") and "recent" not in d.lower():
        errs.append("recency not in description")
    if b.get("status") != "OPEN":
        errs.append("not OPEN")
    return errs


def main():
    jobs = json.load(open(os.path.join(POOL, "jobs.json")))
    cands = json.load(open(os.path.join(POOL, "candidates.json")))
    bad = 0
    for j in jobs:
        for e in check_job(j):
            print(j["key"], e)
            bad += 1
    emails = set()
    for c in cands:
        b = c["body"]
        assert set(["firstName", "lastName", "email", "statusId"]) <= set(b), c["key"]
        assert b["email"] not in emails and re.search(r"@example\.(com|org|net)$", b["email"]), b["email"]
        emails.add(b["email"])
        if b.get("phone"):
            assert re.search(r"555-01\d\d$", b["phone"]), b["phone"]
        for e in check_candidate(c):
            print(c["key"], e)
            bad += 1
    g = {}
    for line in open(os.path.join(POOL, "grades.tsv")).read().splitlines()[1:]:
        jk, ck, v = line.split("\t")
        g[(jk, ck)] = int(v)
    assert len(g) == len(jobs) * len(cands), "grades.tsv is not complete"
    for j in jobs:
        for c in cands:
            if grade(j["truth"], c["truth"]) != g[(j["key"], c["key"])]:
                print("grade mismatch", j["key"], c["key"])
                bad += 1
    n_min = sum(1 for c in cands if set(c["body"]) == {"firstName", "lastName", "email", "statusId"} and c["resume"])
    n_files = sum(1 for c in cands if c["resume"] and not c["resume"].endswith(".txt"))
    print("checked %d jobs, %d candidates (%d spec-minimal with resume, %d DOCX/PDF), %d grades: %d problems"
          % (len(jobs), len(cands), n_min, n_files, len(g), bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()

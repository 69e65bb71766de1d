"""Checks that every resume (and body) states its candidate's truth, that grades.tsv matches grade(), and the
pool's coverage requirements. Run: python3 check.py"""
import collections
import json
import os
import re
import subprocess
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from grade import grade, ym, zips, VALID_UNTIL  # noqa: E402
from profiles import STATE_NAMES  # noqa: E402
from render import CERT_CHECK, SHIFT_WORDS, PROF_FIELD, fdate, fexp  # noqa: E402
from vocab import SPEC_WORDS  # noqa: E402

POOL = os.path.dirname(HERE)


def text_of(path):
    if path.endswith(".txt"):
        t = open(path).read()
    elif path.endswith(".docx"):
        with zipfile.ZipFile(path) as z:
            x = z.read("word/document.xml").decode()
        x = re.sub(r"</w:p>", "\n", x)
        t = re.sub(r"<[^>]+>", "", x)
        t = t.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&apos;", "'").replace("&quot;", '"')
    else:
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    t = re.sub(r"\s+", " ", t)
    if path.endswith(".pdf"):
        t = t + " || " + re.sub(r"(\d)-? (\d)", r"\1\2", t).replace("-", "")  # lines wrapped inside dates
    return t


def main():
    cands = json.load(open(os.path.join(POOL, "candidates.json")))
    jobs = json.load(open(os.path.join(POOL, "jobs.json")))
    notes = json.load(open(os.path.join(HERE, "build_notes.json")))
    errs = []
    emails = set()
    for c in cands:
        k, t, b = c["key"], c["truth"], c["body"]
        e = lambda m: errs.append("%s: %s" % (k, m))
        for f in ("firstName", "lastName", "email", "statusId"):
            if f not in b:
                e("body lacks " + f)
        if b["email"] in emails:
            e("duplicate email")
        emails.add(b["email"])
        if not re.search(r"@example\.(com|org|net)$", b["email"]):
            e("email domain")
        if "phone" in b and "555" not in b["phone"]:
            e("phone not 555")
        if t["zip"] and t["zip"] not in zips():
            e("zip not in zips.tsv")
        if b.get("profession"):
            if b["profession"] not in PROF_FIELD.get(t["profession"], []) + [t["profession"]] and notes[k]["for"][1] != "fieldsonly":
                e("profession field %r vs %r" % (b["profession"], t["profession"]))
        # years recomputed from roles
        for s, y in t["years"].items():
            if s.startswith("(all"):
                continue
            m = sum(ym(r["end"] or "2026-11") - ym(r["start"]) for r in t["roles"] if r["profession"] == t["profession"] and r["specialty"] == s)
            if abs(m / 12 - y) > 0.01:
                e("years %s" % s)
        if not c["resume"]:
            if t["licences"] or t["certs"] or t["roles"]:
                e("facts without a resume")
            if t["zip"] and (b.get("address") or {}).get("zip") != t["zip"]:
                e("zip not in body")
            continue
        txt = text_of(os.path.join(POOL, c["resume"]))
        h = notes[k]["hints"]
        low = txt.lower()
        if b["firstName"] not in txt or b["lastName"] not in txt:
            e("name missing")
        if t["zip"] not in txt and (b.get("address") or {}).get("zip") != t["zip"]:
            e("zip missing")
        for l in t["licences"]:
            if l["state"] not in txt and STATE_NAMES.get(l["state"], "@@") not in txt:
                e("licence state %s missing" % l["state"])
            if l["expires"] and not any(fexp(l["expires"], s) in txt or fexp(l["expires"], s).replace("-", "") in txt for s in ("iso", "mm/yy", "mon", "mm/dd/yyyy", "mm/yyyy")):
                e("licence expiry %s missing" % l["expires"])
            if l["multistate"] and not re.search(r"multi-?state|compact|NLC", txt, re.I):
                e("multistate not stated")
            if not l["multistate"] and l["type"] == "RN" and re.search(r"multi-?state|compact", txt, re.I) and len(t["licences"]) == 1:
                e("single-state licence described as compact")
        for pl in t["pendingLicences"]:
            if STATE_NAMES[pl["state"]] not in txt or not re.search(r"pending|in progress", txt, re.I):
                e("pending licence not stated")
        for cn, exp in t["certs"].items():
            if not any(a in txt for a in CERT_CHECK.get(cn, [cn])):
                e("cert %s missing" % cn)
            if exp and not any(fexp(exp, s) in txt or fexp(exp, s).replace("-", "") in txt for s in ("iso", "mm/yy", "mon", "mm/yyyy")):
                e("cert %s expiry missing" % cn)
        for r in t["roles"]:
            if fdate(r["start"], h["ds"]) not in txt:
                e("role start %s missing" % r["start"])
            if r["end"] and fdate(r["end"], h["ds"]) not in txt or not r["end"] and h["present"] not in txt and \
                    "Since %s I have worked" % fdate(r["start"], h["ds"]) not in txt:
                e("role end missing")
            if r["specialty"] and not any(w.lower() in low for w in SPEC_WORDS[r["specialty"]]):
                e("specialty %s not stated" % r["specialty"])
        if t["shiftPref"] and not any(w in txt for w in SHIFT_WORDS[t["shiftPref"]]):
            e("shift preference not stated")
    # grades
    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(POOL, "grades.tsv"))][1:]
    g = {(a, b): int(c) for a, b, c in rows}
    if len(g) != len(jobs) * len(cands):
        errs.append("grades.tsv has %d pairs, want %d" % (len(g), len(jobs) * len(cands)))
    per = collections.defaultdict(collections.Counter)
    for j in jobs:
        for c in cands:
            want = grade(j["truth"], c["truth"])
            if g.get((j["key"], c["key"])) != want:
                errs.append("grade %s %s" % (j["key"], c["key"]))
            if grade(j["truth"], c["truth"], as_of=VALID_UNTIL) != want:
                errs.append("grade changes by %s: %s %s" % (VALID_UNTIL, j["key"], c["key"]))
            per[j["key"]][want] += 1
    for jk, cnt in per.items():
        if any(cnt[x] < 3 for x in (1, 2, 3)):
            errs.append("%s has fewer than 3 at some grade: %s" % (jk, dict(cnt)))
    nofit = sum(1 for c in cands if all(g[(j["key"], c["key"])] == 0 for j in jobs))
    minimal = sum(1 for c in cands if set(c["body"]) == {"firstName", "lastName", "email", "statusId"})
    fm = collections.Counter((c["resume"] or "none.none").rsplit(".", 1)[1] for c in cands)
    for j in jobs:
        if j["body"]["status"] != "OPEN":
            errs.append(j["key"] + " not OPEN")
        if j["body"]["address"]["zip"] not in zips():
            errs.append(j["key"] + " zip")
    print("candidates", len(cands), "jobs", len(jobs), "no job fits", nofit, "spec-minimal", minimal, "formats", dict(fm))
    print("errors", len(errs))
    for x in errs[:60]:
        print(" ", x)
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())

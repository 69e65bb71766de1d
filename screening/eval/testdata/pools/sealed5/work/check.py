"""Checks pool sealed5: every resume states its truth; bodies agree; grades stable and complete."""
import json, os, sys, re, subprocess, zipfile, collections
from datetime import date
HERE = os.path.dirname(os.path.abspath(__file__)); POOL = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import grade as G
from vocab import CERTS, SPEC, OTHER, STATE_NAMES, MONTHS
cands = json.load(open(os.path.join(POOL, "candidates.json"))); jobs = json.load(open(os.path.join(POOL, "jobs.json")))
err = []
def text_of(p):
    p = os.path.join(POOL, p)
    if p.endswith(".txt"): return open(p).read()
    if p.endswith(".docx"):
        x = zipfile.ZipFile(p).read("word/document.xml").decode()
        x = re.sub(r"</w:p>", "\n", x); return re.sub(r"<[^>]+>", "", x).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&apos;", "'")
    return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
def dforms(d):
    return [f"{MONTHS[d.month-1][:3]} {d.year}", f"{d.month:02d}/{d.year}", f"{d.year}-{d.month:02d}", f"{MONTHS[d.month-1]} {d.year}"]
def eforms(e):
    e = date.fromisoformat(e)
    return [e.isoformat(), f"{e.month:02d}/{e.year % 100:02d}", f"{MONTHS[e.month-1]} {e.year}", f"{e.month:02d}/{e.day:02d}/{e.year}", f"{e.year}-{e.month:02d}"]
def has(t, s):
    s2 = re.escape(s)
    return re.search(r"(?<![A-Za-z])" + s2 + r"(?![A-Za-z])", t) is not None
allphr = {}
for P, d in SPEC.items():
    for S, ph in d.items(): allphr[(P, S)] = ph
for P, lst in OTHER.items():
    for o in lst: allphr[(o[0], o[1])] = o[3]
emails = set()
for c in cands:
    k = c["key"]; t = c["truth"]; b = c["body"]
    for f in ("firstName", "lastName", "email", "statusId"):
        if f not in b: err.append(f"{k}: body lacks {f}")
    if b["email"] in emails: err.append(f"{k}: duplicate email")
    emails.add(b["email"])
    if not re.search(r"@example\.(com|org|net)$", b["email"]): err.append(f"{k}: email domain")
    if "phone" in b and "555-01" not in b["phone"]: err.append(f"{k}: phone")
    if "address" in b and b["address"]["zip"] != t["zip"]: err.append(f"{k}: body zip != truth zip")
    if t["zip"] and t["zip"] not in G.zips(): err.append(f"{k}: zip not in zips.tsv")
    if not c["resume"]:
        if t["profession"] and not (b.get("profession") and b.get("specialty") and b.get("address")):
            err.append(f"{k}: no resume but truth has profession without fields")
        if t["roles"] or t["licences"] or t["certs"]: err.append(f"{k}: no resume yet roles/licences/certs in truth")
        continue
    if not os.path.exists(os.path.join(POOL, c["resume"])): err.append(f"{k}: missing file"); continue
    x = text_of(c["resume"]); xs = re.sub(r"-\s+(\d)", r"-\1", re.sub(r"\s+", " ", x))
    if t["zip"] not in xs: err.append(f"{k}: zip not stated")
    for l in t["licences"]:
        if not (has(xs, l["state"]) or STATE_NAMES[l["state"]] in xs): err.append(f"{k}: licence state {l['state']} not stated")
        if l.get("expires") and not any(f in xs for f in eforms(l["expires"])): err.append(f"{k}: licence expiry {l['expires']} not stated")
        if l["type"] == "RN" and l["multistate"] and not re.search(r"multistate|compact|NLC", xs, re.I): err.append(f"{k}: multistate not stated")
        if l["type"] == "RN" and not l["multistate"] and l["state"] in G.COMPACT and "single-state" not in xs: err.append(f"{k}: single-state not stated")
    for p in t["pendingLicences"]:
        if not (STATE_NAMES[p["state"]] in xs and "pending" in xs): err.append(f"{k}: pending licence not stated")
    for cert, al in CERTS.items():
        present = any(a in xs for a in al)
        if cert in t["certs"]:
            if not present: err.append(f"{k}: cert {cert} not stated")
            e = t["certs"][cert]
            if e and not any(f in xs for f in eforms(e)): err.append(f"{k}: cert {cert} expiry not stated")
        elif present: err.append(f"{k}: cert {cert} stated but not in truth")
    if t["shiftPref"] and not re.search({"day": r"[Dd]ays?\b|day shift", "night": r"[Nn]ights?", "evening": r"[Ee]vening"}[t["shiftPref"]], xs):
        err.append(f"{k}: shift pref not stated")
    yrs = collections.Counter()
    for r in t["roles"]:
        s = date.fromisoformat(r["start"])
        if not any(f in xs for f in dforms(s)): err.append(f"{k}: role start {r['start']} not stated")
        if r["end"]:
            if not any(f in xs for f in dforms(date.fromisoformat(r["end"]))): err.append(f"{k}: role end not stated")
        elif not re.search(r"Present|current|now|Since", xs): err.append(f"{k}: current role not stated")
        if not any(p in xs for p in allphr.get((r["profession"], r["specialty"]), [r["specialty"]])): err.append(f"{k}: specialty {r['specialty']} not stated")
        if r["profession"] == t["profession"]:
            e = date.fromisoformat(r["end"]) if r["end"] else date(2026, 11, 27)
            yrs[r["specialty"]] += ((e.year - s.year) * 12 + e.month - s.month) / 12
    for s, y in yrs.items():
        if abs(t["years"].get(s, -9) - y) > 0.02: err.append(f"{k}: years {s} mismatch")
# grades
gr = {}
for line in open(os.path.join(POOL, "grades.tsv")).read().splitlines()[1:]:
    j, c, g = line.split("\t"); gr[(j, c)] = int(g)
cnt = collections.defaultdict(collections.Counter)
for j in jobs:
    for c in cands:
        g = G.grade(j["truth"], c["truth"], "2026-11-27")
        if gr.get((j["key"], c["key"])) != g: err.append(f"grade mismatch {j['key']} {c['key']}")
        if G.grade(j["truth"], c["truth"], "2027-05-31") != g: err.append(f"unstable {j['key']} {c['key']}")
        cnt[j["key"]][g] += 1
    for g in (1, 2, 3):
        if cnt[j["key"]][g] < 3: err.append(f"{j['key']}: only {cnt[j['key']][g]} at grade {g}")
    b = j["body"]
    for f in ("title", "description", "startDate", "address", "employmentType", "status"):
        if f not in b: err.append(f"{j['key']}: body lacks {f}")
    if b["address"]["zip"] not in G.zips(): err.append(f"{j['key']}: zip")
nofit = sum(1 for c in cands if all(cnt and G.grade(j["truth"], c["truth"]) == 0 for j in jobs))
assert len(gr) == len(jobs) * len(cands)
minimal = sum(1 for c in cands if set(c["body"]) == {"firstName", "lastName", "email", "statusId"})
for e in err[:60]: print(e)
print(f"errors: {len(err)}; candidates {len(cands)} (minimal bodies {minimal}, no resume {sum(1 for c in cands if not c['resume'])}, fit no job {nofit}); jobs {len(jobs)}")
sys.exit(1 if err else 0)

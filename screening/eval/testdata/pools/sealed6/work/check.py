"""Check every resume states its truth (licence states/expiry/kind, certs+expiry, role titles+dates, ZIP), bodies are valid,
grades.tsv is complete and matches grade(), every job has >=3 candidates at grades 1, 2 and 3."""
import json, os, re, sys, zipfile, subprocess, calendar
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grade as G
from vocab import TITLES, CERT_NAMES, STATE_NAME
OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
MON = ["January","February","March","April","May","June","July","August","September","October","November","December"]
def month_forms(ym):
    y, m = map(int, ym.split("-")); return ["%s %d" % (MON[m-1][:3], y), "%02d/%d" % (m, y), ym, "%s %d" % (MON[m-1], y)]
def exp_forms(d):
    y, m, dd = map(int, d.split("-"))
    return [d, "%02d/%02d" % (m, y % 100), "%02d/%d" % (m, y), "%s %d" % (MON[m-1], y), "%02d/%02d/%d" % (m, dd, y)]
def text_of(path):
    p = os.path.join(OUT, path)
    if p.endswith(".txt"): return open(p).read()
    if p.endswith(".docx"):
        x = zipfile.ZipFile(p).read("word/document.xml").decode()
        x = re.sub(r"</w:p>", "\n", x); x = re.sub(r"<w:tab/>", "\t", x); x = re.sub(r"<[^>]+>", "", x)
        import html; return html.unescape(x)
    if p.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
errs = []
cands = json.load(open(os.path.join(OUT, "candidates.json"))); jobs = json.load(open(os.path.join(OUT, "jobs.json")))
emails = set(); minimal = 0; noresume = 0
zips = G.zips()
for c in cands:
    k, b, t = c["key"], c["body"], c["truth"]
    for f in ("firstName", "lastName", "email", "statusId"):
        if f not in b: errs.append((k, "body missing " + f))
    if b["email"] in emails: errs.append((k, "dup email"))
    emails.add(b["email"])
    if not re.search(r"@example\.(com|org|net)$", b["email"]): errs.append((k, "email domain"))
    if "phone" in b and "555" not in b["phone"]: errs.append((k, "phone"))
    if set(b) == {"firstName", "lastName", "email", "statusId"}: minimal += 1
    if t.get("zip") and t["zip"] not in zips: errs.append((k, "zip not in zips.tsv"))
    if "address" in b and b["address"]["zip"] != t["zip"]: errs.append((k, "address zip != truth"))
    if not c["resume"]:
        noresume += 1
        if t["roles"] or t["licences"] or t["certs"]: errs.append((k, "no resume but truth has resume facts"))
        if t["profession"] and "profession" not in b: errs.append((k, "profession not from fields"))
        continue
    txt = text_of(c["resume"])
    flat = re.sub(r"\s+", " ", txt)
    if t["zip"] not in txt: errs.append((k, "zip missing"))
    raw = txt.splitlines()
    lines = [re.sub(r"\s+", " ", l) for l in raw] + [s for s in re.split(r";|\n", txt)]
    lines += [re.sub(r"\s+", " ", a + " " + b) for a, b in zip(raw, raw[1:])]  # PDF wraps long lines
    for l in t["licences"]:
        ok = False
        for ln in lines:
            if (re.search(r"\b%s\b" % l["state"], ln) or STATE_NAME.get(l["state"], "@@") in ln) and any(e in ln for e in exp_forms(l["expires"])):
                low = ln.lower()
                if l["multistate"] and not ("multistate" in low or "compact" in low): continue
                if not l["multistate"] and l["state"] in G.COMPACT and l["type"] == "RN" and not ("single-state" in low or "not multistate" in low): continue
                if not l["multistate"] and ("multistate" in low and "not multistate" not in low): continue
                ok = True
        if not ok: errs.append((k, "licence not stated", l))
    for p in t["pendingLicences"]:
        if not any(STATE_NAME[p["state"]] in ln and "pending" in ln for ln in lines): errs.append((k, "pending not stated", p))
    for name, exp in t["certs"].items():
        ok = any(any(n in ln for n in CERT_NAMES[name]) and (exp is None or any(e in ln for e in exp_forms(exp))) for ln in lines)
        if not ok: errs.append((k, "cert not stated", name, exp))
    for r in t["roles"]:
        if not any(x in flat for x in TITLES[(r["profession"], r["specialty"])]): errs.append((k, "role title missing", r)); continue
        if not any(x in flat for x in month_forms(r["start"])): errs.append((k, "role start missing", r))
        if r["end"] and not any(x in flat for x in month_forms(r["end"])): errs.append((k, "role end missing", r))
    if t["shiftPref"] and t["shiftPref"][:3] not in flat.lower(): errs.append((k, "shift pref missing"))
    # truth years equal recomputation
    for s, y in t["years"].items():
        if abs(G.spec_years(t, t["profession"], s) - y) > 0.01: errs.append((k, "years mismatch", s))
# grades
gl = open(os.path.join(OUT, "grades.tsv")).read().split("\n")
assert gl[0] == "job_key\tcandidate_key\tgrade"
rows = [l.split("\t") for l in gl[1:] if l]
if len(rows) != len(jobs) * len(cands): errs.append(("grades", "count", len(rows)))
cm = {c["key"]: c for c in cands}; jm = {j["key"]: j for j in jobs}
per = {}
for jk, ck, g in rows:
    if G.grade(jm[jk]["truth"], cm[ck]["truth"]) != int(g): errs.append((jk, ck, "grade mismatch"))
    per.setdefault(jk, [0, 0, 0, 0])[int(g)] += 1
for jk, v in per.items():
    if min(v[1:]) < 3: errs.append((jk, "fewer than 3 at some grade", v))
for j in jobs:
    b = j["body"]
    for f in ("title", "description", "startDate", "address", "employmentType", "status"):
        if f not in b: errs.append((j["key"], "job body missing", f))
    if b["status"] != "OPEN" or b["employmentType"] not in ("DIRECT", "CONTRACT"): errs.append((j["key"], "status/type"))
    if b["address"]["zip"] not in zips: errs.append((j["key"], "job zip"))
print("candidates", len(cands), "minimal bodies", minimal, "no resume", noresume, "errors", len(errs))
for e in errs[:40]: print(e)
sys.exit(1 if errs else 0)

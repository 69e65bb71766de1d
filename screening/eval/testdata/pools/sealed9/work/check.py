"""Checks that every resume states its truth, and the pool's structural promises."""
import json, os, re, subprocess, zipfile, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grade as G
from geo import Z
from render import all_dstr, all_ym, CERTN, SHIFTW, SPEC_FIELD, PROF_FIELD
from people import STATE_NAME, TITLE
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
jobs = json.load(open(os.path.join(OUT, "jobs.json"))); cands = json.load(open(os.path.join(OUT, "candidates.json")))
def text(path):
    p = os.path.join(OUT, path)
    if p.endswith(".txt"): t = open(p).read()
    elif p.endswith(".docx"):
        x = zipfile.ZipFile(p).read("word/document.xml").decode()
        t = re.sub(r"<[^>]+>", " ", x.replace("</w:p>", "\n"))
        t = t.replace("&amp;", "&").replace("&apos;", "'").replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">")
    else: t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    return re.sub(r"\s+", " ", t).lower()
errs = []
def need(cond, msg):
    if not cond: errs.append(msg)
emails = set(); minimal = 0; noresume = 0; neither = 0; fmt = {}
for c in cands:
    k, t, b = c["key"], c["truth"], c["body"]
    need(b["email"] not in emails and re.search(r"@example\.(com|org|net)$", b["email"]), k + " email"); emails.add(b["email"])
    need(b["statusId"] == 1, k + " status")
    if set(b) == {"firstName", "lastName", "email", "statusId"}: minimal += 1
    if "phone" in b: need("-555-" in b["phone"], k + " phone")
    if t["zip"]: need(t["zip"] in Z, k + " zip not in zips")
    if "address" in b: need(b["address"]["zip"] == t["zip"], k + " body zip")
    if "specialty" in b: need(b["specialty"] in SPEC_FIELD.get(t["specialty"], []), k + " body specialty")
    for l in t["licences"]:
        need(l["exp"] > "2027-09-30" or l["exp"] < "2026-10-01", k + " licence date window")
    for n, v in t["certs"].items():
        need(v is None or v > "2027-09-30" or v < "2026-10-01", k + " cert date window")
    if not c["resume"]:
        noresume += 1; neither += ("address" not in b and "profession" not in b)
        need(not t["roles"] and not t["licences"] and not t["certs"], k + " facts without resume")
        continue
    ext = c["resume"].rsplit(".", 1)[1]; fmt[ext] = fmt.get(ext, 0) + 1
    s = text(c["resume"])
    need(t["zip"] in s or ("address" in b), k + " zip absent")
    need(b["firstName"].lower() in s and b["lastName"].lower() in s, k + " name")
    for l in t["licences"]:
        need(l["state"].lower() in s or STATE_NAME.get(l["state"], "??").lower() in s, k + " licence state " + l["state"])
        need(any(d.lower() in s for d in all_dstr(l["exp"])), k + " licence exp " + l["exp"])
        if l["multistate"]: need("multistate" in s or "compact" in s, k + " multistate")
        elif l["type"] == "RN" and l["state"] in G.COMPACT: need("single-state" in s, k + " single-state")
    for p in t["pending"]:
        need("pending" in s and STATE_NAME[p["state"]].lower() in s, k + " pending")
    for n, v in t["certs"].items():
        need(any(x.lower() in s for x in CERTN[n]), k + " cert " + n)
        if v: need(any(d.lower() in s for d in all_dstr(v)), k + " cert date " + n)
    for r in t["roles"]:
        if r["unit"]: need(r["unit"].lower() in s, k + " unit " + r["unit"])
        need(r["title"].lower() in s, k + " title " + r["title"])
        need(any(x.lower() in s for x in all_ym(r["start"])), k + " start " + r["start"])
        need(any(x.lower() in s for x in all_ym(r["end"])), k + " end %s" % r["end"])
    if t["shiftPref"]: need(any(x in s for x in SHIFTW[t["shiftPref"]]), k + " shift")
# stability: years-short candidates have no current role in that specialty; grades same at validUntil
rows = open(os.path.join(OUT, "grades.tsv")).read().split("\n")[1:-1]
g = {(a, b): int(x) for a, b, x in (r.split("\t") for r in rows)}
need(len(g) == len(jobs) * len(cands), "grades.tsv incomplete")
per = {}
for j in jobs:
    for c in cands:
        G.ASOF = "2026-11-27"; g0 = G.grade(j["truth"], c["truth"])
        need(g[(j["key"], c["key"])] == g0, "grade mismatch %s %s" % (j["key"], c["key"]))
        G.ASOF = "2027-05-31"; g1 = G.grade(j["truth"], c["truth"])
        t = j["truth"]; ct = c["truth"]
        if ct["profession"] == t["profession"] and G.years_in(ct, t["profession"], t["specialty"]) < t["minYears"]:
            need(not any(r["end"] is None and r["specialty"] == t["specialty"] and r["profession"] == t["profession"] for r in ct["roles"]),
                 "short candidate with current role %s %s" % (j["key"], c["key"]))
        need(g0 == g1, "grade changes by validUntil %s %s" % (j["key"], c["key"]))
        per.setdefault(j["key"], [0, 0, 0, 0])[g0] += 1
G.ASOF = "2026-11-27"
for k, v in per.items(): need(min(v[1:]) >= 3, k + " fewer than 3 at some grade %s" % v)
nofit = sum(1 for c in cands if all(g[(j["key"], c["key"])] == 0 for j in jobs))
print("candidates", len(cands), "minimal", minimal, "no resume", noresume, "neither", neither, "formats", fmt, "fit no job", nofit)
print("errors", len(errs)); print("\n".join(errs[:40]))

"""Checks that every resume (txt/docx/pdf) states the candidate's truth, and that grades.tsv matches grade().
Run from the pool dir: python3 work/check.py"""
import json, os, re, sys, zipfile, subprocess, datetime, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grade as G
from people import SYN, CERTS, STATE_NAMES, PROF_TITLES
POOL = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def text_of(path):
    p = os.path.join(POOL, path)
    if p.endswith(".txt"): return open(p).read()
    if p.endswith(".docx"):
        x = zipfile.ZipFile(p).read("word/document.xml").decode()
        x = re.sub(r"</w:p>", "\n", x); x = re.sub(r"<w:tab/>", "\t", x)
        return re.sub(r"<[^>]+>", "", x).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    if p.endswith(".pdf"): return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    raise ValueError(p)
def norm(s): return re.sub(r"\s+", " ", s).lower()
def windows(txt, anchor, w):
    i = txt.find(anchor)
    while i >= 0:
        yield txt[max(0, i - w): i + len(anchor) + w]
        i = txt.find(anchor, i + 1)
def has_year(win, iso):
    d = datetime.date.fromisoformat(iso)
    return str(d.year) in win or f"/{d.year % 100:02d}" in win
LICKW = {"RN": ["rn", "registered nurse"], "LPN": ["lpn"], "RT": ["respiratory", "rcp"], "PT": ["pt"], "Electrician-Journeyman": ["journeyman"],
         "HVAC": ["hvac"], "CDL-A": ["cdl"]}
errs = []
cands = json.load(open(os.path.join(POOL, "candidates.json")))
jobs = json.load(open(os.path.join(POOL, "jobs.json")))
emails = collections.Counter(c["body"]["email"] for c in cands)
assert max(emails.values()) == 1, "duplicate emails"
nres = collections.Counter()
minimal = 0
for c in cands:
    t, b, k = c["truth"], c["body"], c["key"]
    def bad(m): errs.append(f"{k}: {m}")
    if set(b) == {"firstName", "lastName", "email", "statusId"}: minimal += 1
    if not re.search(r"@example\.(com|org|net)$", b["email"]): bad("email domain")
    if "phone" in b and "555-" not in b["phone"]: bad("phone")
    if "address" in b and b["address"]["zip"] != t["zip"]: bad("body zip != truth zip")
    if t.get("zip") and t["zip"] not in G.zips(): bad("zip not in zips.tsv")
    if not c["resume"]:
        if t.get("roles") or t.get("licences") or t.get("certs"): bad("facts without resume")
        if t.get("profession") and "profession" not in b: bad("profession known without field")
        if t.get("zip") and "address" not in b: bad("zip without address")
        continue
    nres[c["resume"].rsplit(".", 1)[1]] += 1
    raw = text_of(c["resume"]); txt = norm(raw)
    if t["zip"] not in txt and not ("address" in b): bad("zip missing")
    lines = [norm(x) for x in raw.splitlines()]
    for l in t["licences"]:
        ok = False
        for i, line in enumerate(lines):
            if not (l["num"] in line or any(re.search(r"\b" + re.escape(kw) + r"\b", line) for kw in LICKW[l["type"]])): continue
            win = line + " " + (lines[i + 1] if i + 1 < len(lines) else "")
            st_ok = re.search(r"\b" + l["state"].lower() + r"\b", line) or STATE_NAMES[l["state"]].lower() in line
            multi = any(x in line for x in ("compact", "multistate", "nlc"))
            if st_ok and has_year(win, l["expires"]) and multi == l["multistate"]: ok = True
        if not ok: bad(f"licence {l['type']} {l['state']} {l['expires']} multi={l['multistate']} not stated")
    for ce in t["certs"]:
        ok = False
        for a in CERTS[ce["name"]]:
            for win in windows(txt, a.lower(), 40):
                if not ce.get("expires") or has_year(win[len(a) - 40 if False else 0:], ce["expires"]): ok = True
        if not ok: bad(f"cert {ce['name']} {ce.get('expires')} not stated")
    for r in t["roles"]:
        wins = list(windows(txt, r["employer"].lower(), 200))
        if not wins: bad(f"employer {r['employer']} missing"); continue
        s = datetime.date.fromisoformat(r["start"])
        ok = False
        for win in wins:
            end_ok = (r["end"] is None and ("present" in win or "current" in win)) or (r["end"] and str(datetime.date.fromisoformat(r["end"]).year) in win)
            if str(s.year) in win and end_ok and any(sy.lower() in win for sy in SYN[r["specialty"]]) and any(
                    ti.lower() in win for ti in PROF_TITLES[r["profession"]]): ok = True
        if not ok: bad(f"role {r['employer']} {r['specialty']} {r['start']}..{r['end']} not stated")
    cur = t["roles"][0] if t["roles"] else None
    for m in re.finditer(r"(\d+)\+? (?:years|yrs)", txt):
        y = G.years_in(t, t["profession"], cur["specialty"])
        if int(m.group(1)) != int(y): bad(f"summary years {m.group(1)} vs {y:.2f}")
    sp = t.get("shiftPref")
    if sp == "night" and not re.search(r"nights? (shift )?only", txt): bad("night pref missing")
    if sp == "day" and not re.search(r"days? (shift )?only", txt): bad("day pref missing")
    if not sp and re.search(r"(nights?|days?) (shift )?only", txt): bad("shift pref stated but not in truth")
# grades
rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(POOL, "grades.tsv"))][1:]
gm = {(a, b): int(g) for a, b, g in rows}
assert len(gm) == len(jobs) * len(cands), "grades.tsv incomplete"
per = collections.defaultdict(collections.Counter)
for j in jobs:
    for c in cands:
        g = G.grade(j["truth"], c["truth"])
        if gm[(j["key"], c["key"])] != g: errs.append(f"grade mismatch {j['key']} {c['key']}")
        per[j["key"]][g] += 1
    for g in (1, 2, 3):
        if per[j["key"]][g] < 3: errs.append(f"{j['key']} has only {per[j['key']][g]} at grade {g}")
    if j["body"]["status"] != "OPEN": errs.append(j["key"] + " not OPEN")
    if j["truth"]["zip"] not in G.zips(): errs.append(j["key"] + " zip")
nofit = sum(1 for c in cands if all(gm[(j["key"], c["key"])] == 0 for j in jobs))
print(f"candidates {len(cands)}, jobs {len(jobs)}, resumes {dict(nres)}, spec-minimal bodies {minimal}, no-fit candidates {nofit}")
print("errors:", len(errs))
for e in errs[:40]: print(" ", e)
sys.exit(1 if errs else 0)

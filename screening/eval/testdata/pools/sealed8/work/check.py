"""Checks pool sealed8: every candidate's key facts appear in what the candidate record says
(resume file text + body fields + notes), grades.tsv is complete and equals grade(), and
no grade can change before validUntil."""
import json, os, re, subprocess, sys, zipfile, html
sys.path.insert(0, os.path.dirname(__file__))
from grade import grade, years_in, ADJ, ASOF, COMPACT
from fmt import ym_forms, date_forms, CURRENT
from people import SPEC_WORDS, CERT_WORDS, STATE_NAMES

OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
jobs = json.load(open(os.path.join(OUT, "jobs.json")))
cands = json.load(open(os.path.join(OUT, "candidates.json")))
errors = []
def err(k, m): errors.append(f"{k}: {m}")

def file_text(p):
    p = os.path.join(OUT, p)
    if p.endswith(".txt"): return open(p).read()
    if p.endswith(".docx"):
        x = zipfile.ZipFile(p).read("word/document.xml").decode()
        x = re.sub(r"</w:p>", "\n", x); x = re.sub(r"<w:tab/>", " ", x); x = re.sub(r"<[^>]+>", "", x)
        return html.unescape(x)
    if p.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-raw", p, "-"], capture_output=True, text=True, check=True).stdout
    raise ValueError(p)

def norm(s): return re.sub(r"\s+", " ", s)

SHIFT_WORDS = {"day": ["day shift", "Days preferred"], "night": ["nights", "night shift"], "evening": ["evening"]}
emails = set()
for c in cands:
    k, t, b = c["key"], c["truth"], c["body"]
    for f in ("firstName", "lastName", "email"):
        if not b.get(f): err(k, "missing " + f)
    if b.get("statusId") != 1: err(k, "statusId")
    if b["email"] in emails: err(k, "duplicate email")
    emails.add(b["email"])
    if not re.search(r"@example\.(com|org|net)$", b["email"]): err(k, "email domain")
    if b.get("phone") and "-555-" not in b["phone"]: err(k, "phone not 555")
    text = ""
    if c["resume"]:
        if not os.path.exists(os.path.join(OUT, c["resume"])): err(k, "resume file missing"); continue
        text = file_text(c["resume"])
    text = norm(" ".join([text, b.get("notes", ""), b.get("profession", ""), b.get("specialty", "")]))
    pdf = bool(c["resume"] and c["resume"].endswith(".pdf"))
    # pdftotext drops a hyphen where a line wraps at it ("2022-" / "01" -> "202201"); accept that form for PDFs
    sq = lambda x: re.sub(r"[\s\-]", "", x)
    flat = sq(text) if pdf else ""
    has = lambda s: s in text or (pdf and sq(s) in flat)
    anyof = lambda xs: any(has(x) for x in xs)
    if t["profession"] is None:
        if c["resume"] or b.get("notes") or b.get("profession"): err(k, "unknown candidate has information")
        continue
    if t["zip"] and not (has(t["zip"]) or (b.get("address") or {}).get("zip") == t["zip"]): err(k, "zip not stated " + t["zip"])
    if not t["zip"] and (b.get("address") or re.search(r"\b\d{5}\b", text)): err(k, "zip unknown in truth but something looks like a zip")
    if not t["roles"]:
        if not b.get("profession"): err(k, "no roles and no profession field")
    for r in t["roles"]:
        if not anyof(ym_forms(r["start"])): err(k, f"role start {r['start']} not stated")
        if r["end"] is None:
            if not anyof(CURRENT): err(k, "current role not marked")
        elif not anyof(ym_forms(r["end"])): err(k, f"role end {r['end']} not stated")
        if r["specialty"] != "General" and not anyof(SPEC_WORDS[(r["profession"], r["specialty"])]):
            err(k, f"specialty {r['specialty']} not stated")
    for l in t["licences"]:
        if not (has(STATE_NAMES[l["state"]]) or re.search(r"\b%s\b" % l["state"], text)): err(k, "licence state " + l["state"])
        if l["exp"] and not anyof(date_forms(l["exp"])): err(k, "licence expiry " + l["exp"])
        if l["multistate"] and not anyof(["ultistate", "ompact", "NLC"]): err(k, "multistate not stated")
        if l["type"] == "RN" and l["state"] in COMPACT and not l["multistate"] and not anyof(["single-state", "single state"]):
            err(k, "single-state not stated")
        if l["exp"] and not ("2027-10" <= l["exp"] or l["exp"] < "2026-10"): err(k, "licence expiry in unstable window")
    for s in t["pending"]:
        if not (has(STATE_NAMES[s]) and has("pending")): err(k, "pending not stated")
    for n, e in t["certs"].items():
        if not anyof(CERT_WORDS.get(n, [n])): err(k, "cert " + n)
        if e:
            if not anyof(date_forms(e)): err(k, f"cert {n} date {e}")
            if not ("2027-10" <= e or e < "2026-10"): err(k, f"cert {n} expiry in unstable window")
            if e < ASOF and not anyof(["xpired", "lapsed"]): err(k, f"cert {n} expiry not marked")
    if t["shiftPref"] and not anyof(SHIFT_WORDS[t["shiftPref"]]): err(k, "shift pref not stated")
    # stability: short-of-years must not have a current role that would close the gap
    for j in jobs:
        jt = j["truth"]
        if t["profession"] != jt["profession"]: continue
        S = jt["specialty"]
        ys = years_in(t, jt["profession"], S)
        rel = [S] if ys > 0 else sorted(ADJ.get(S, ()))
        tot = sum(years_in(t, jt["profession"], s) for s in rel)
        if tot < jt["minYears"] and any(r["end"] is None and r["profession"] == jt["profession"] and r["specialty"] in rel for r in t["roles"]):
            # would this candidate reach minYears by validUntil (6 more months)?
            if tot + 0.5 >= jt["minYears"]: err(k, f"years for {j['key']} could change before validUntil")

# grades
rows = open(os.path.join(OUT, "grades.tsv")).read().strip().split("\n")
assert rows[0] == "job_key\tcandidate_key\tgrade"
G = {(a, b): int(g) for a, b, g in (r.split("\t") for r in rows[1:])}
if len(G) != len(jobs) * len(cands) or len(rows) - 1 != len(G): err("grades", "not every pair exactly once")
counts = {}
for j in jobs:
    if j["body"]["status"] != "OPEN": err(j["key"], "not OPEN")
    per = [0] * 4
    for c in cands:
        g = grade(j["truth"], c["truth"])
        if G.get((j["key"], c["key"])) != g: err(j["key"] + "/" + c["key"], "grade mismatch")
        per[g] += 1
    counts[j["key"]] = per
    if min(per[1:]) < 3: err(j["key"], f"fewer than 3 at some grade {per}")
nofit = [c["key"] for c in cands if all(G[(j["key"], c["key"])] == 0 for j in jobs)]
fmts = {}
for c in cands:
    e = (c["resume"] or "none").rsplit(".", 1)[-1]; fmts[e] = fmts.get(e, 0) + 1
minimal = sum(1 for c in cands if set(c["body"]) == {"firstName", "lastName", "email", "statusId"})
print(f"jobs {len(jobs)} candidates {len(cands)} nofit {len(nofit)} formats {fmts} minimal {minimal}")
for e in errors[:60]: print("ERROR", e)
print("errors:", len(errors))
sys.exit(1 if errors else 0)

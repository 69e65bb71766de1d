"""Checks that every candidate's resume and fields state its truth, and that the pool meets POOL_SPEC.
python3 work/check.py  -> prints problems, exits 1 if any."""
import collections, html, json, os, re, subprocess, sys, zipfile
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
POOL = os.path.dirname(HERE)
import catalog as C, render as RD, gen as G
from grade import grade, zips, ASOF, VALID_UNTIL

problems = []


def bad(key, msg):
    problems.append("%s: %s" % (key, msg))


def extract(path):
    p = os.path.join(POOL, path)
    if path.endswith(".txt"):
        return open(p).read()
    if path.endswith(".docx"):
        with zipfile.ZipFile(p) as z:
            x = z.read("word/document.xml").decode()
        x = re.sub(r"</w:p>", "\n", x)
        x = re.sub(r"<w:tab/>", "\t", x)
        return html.unescape(re.sub(r"<[^>]+>", "", x))
    if path.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    raise ValueError(path)


def ym_forms(ym):
    y, m = map(int, ym.split("-")[:2])
    return [RD.fym((y, m), f) for f in ("mon", "month", "num", "short", "iso", "mm/yy")]


def date_forms(d):
    return [RD.fdate(d, f) for f in ("iso", "us", "num", "mm/yy", "mon", "month")]


def has_any(text, forms):
    return any(f.lower() in text.lower() for f in forms)


def main():
    jobs = json.load(open(os.path.join(POOL, "jobs.json")))
    cands = json.load(open(os.path.join(POOL, "candidates.json")))
    Z = zips()
    emails = collections.Counter(c["body"]["email"] for c in cands)
    n_min = n_conv = 0
    for c in cands:
        k, t, b = c["key"], c["truth"], c["body"]
        for f in ("firstName", "lastName", "email", "statusId"):
            if f not in b:
                bad(k, "body lacks " + f)
        if b.get("statusId") != 1:
            bad(k, "statusId not 1")
        if emails[b["email"]] > 1:
            bad(k, "duplicate email")
        if not re.search(r"@example\.(com|org|net)$", b["email"]):
            bad(k, "email not example domain")
        if "phone" in b and "555-01" not in b["phone"]:
            bad(k, "phone not fictional")
        if set(b) == {"firstName", "lastName", "email", "statusId"}:
            n_min += 1
        text = ""
        if c["resume"]:
            if not os.path.exists(os.path.join(POOL, c["resume"])):
                bad(k, "resume file missing")
                continue
            text = extract(c["resume"])
            n_conv += not c["resume"].endswith(".txt")
            if len(text) < 80:
                bad(k, "resume text too short after extraction")
        fields = " ".join(str(b.get(f, "")) for f in ("profession", "specialty", "notes")) + " " + json.dumps(b.get("address", {}))
        T = re.sub(r"\s+", " ", text + " \n " + fields)
        if t.get("zip"):
            if t["zip"] not in Z:
                bad(k, "zip not in zips.tsv")
            if t["zip"] not in T:
                bad(k, "zip %s not stated" % t["zip"])
        if t.get("profession"):
            words = C.PROF_WORDS.get(t["profession"], [t["profession"]])
            if not has_any(T, words + [t["profession"]]):
                bad(k, "profession %s not stated" % t["profession"])
        for l in t.get("licences", []):
            if not (re.search(r"\b%s\b" % l["state"], T) or C.STATE_NAMES[l["state"]] in T):
                bad(k, "licence state %s not stated" % l["state"])
            if l.get("expires") and not has_any(T, date_forms(l["expires"])):
                bad(k, "licence expiry %s not stated" % l["expires"])
            if l.get("multistate") and not re.search(r"compact|multistate|NLC", T, re.I):
                bad(k, "multistate licence not stated as such")
            if l.get("singleState") and "single" not in T.lower():
                bad(k, "single-state licence not stated as such")
            if l.get("status") == "pending" and "pending" not in T.lower():
                bad(k, "pending licence not stated")
            if l.get("expires") and not (l["expires"] > "2027-09-30" or l["expires"] < "2026-10-01"):
                bad(k, "licence expiry %s inside the unstable window" % l["expires"])
        for cert in t.get("certs", []):
            names = RD.CERT_NAMES.get(cert["name"], []) + [cert["name"]]
            if not has_any(T, names):
                bad(k, "cert %s not stated" % cert["name"])
            if cert.get("expires"):
                if not has_any(T, date_forms(cert["expires"])):
                    bad(k, "cert %s expiry %s not stated" % (cert["name"], cert["expires"]))
                if not (cert["expires"] > "2027-09-30" or cert["expires"] < "2026-10-01"):
                    bad(k, "cert expiry %s inside the unstable window" % cert["expires"])
        for s in t.get("skills", []):
            if s.lower() not in T.lower():
                bad(k, "skill %s not stated" % s)
        if t.get("profession") in ("Software Engineer", "Maintenance Technician"):
            for s, ws in G.SKILL_WORDS.items():
                if s not in t.get("skills", []) and any(re.search(r"\b%s\b" % re.escape(w), T) for w in ws):
                    bad(k, "text names %s but truth says not held" % s)
        if t.get("shiftPref"):
            marker = {"day": r"\bday", "night": r"night", "evening": r"evening|2nd shift"}[t["shiftPref"]]
            if not re.search(marker, T, re.I):
                bad(k, "shift preference not stated")
        yrs = collections.Counter()
        for r in t.get("roles", []):
            if r["employer"].split(" (assignment")[0] not in T:
                bad(k, "employer %s not stated" % r["employer"])
            if not has_any(T, ym_forms(r["start"])):
                bad(k, "role start %s not stated" % r["start"])
            if r["end"] and not has_any(T, ym_forms(r["end"])):
                bad(k, "role end %s not stated" % r["end"])
            if r["profession"] == t["profession"] and r["specialty"]:
                y, m = map(int, r["start"].split("-"))
                ey, em = map(int, (r["end"] or ASOF[:7]).split("-"))
                yrs[r["specialty"]] += (ey * 12 + em) - (y * 12 + m)
        if t.get("roles"):
            calc = {s: round(v / 12.0, 2) for s, v in yrs.items()}
            if calc != t.get("years", {}):
                bad(k, "years %s do not follow from the role dates %s" % (t.get("years"), calc))
            cur = [r for r in t["roles"] if r["end"] is None]
            if bool(cur) != bool(t.get("currentRole")):
                bad(k, "currentRole flag wrong")
            if cur and (cur[0]["profession"] != t["profession"] or cur[0]["specialty"] != t["specialty"]):
                bad(k, "current role is not the stated profession/specialty")
        elif t.get("years"):
            for s, v in t["years"].items():
                if not re.search(r"\b%d (years|yrs)\b" % int(v), T):
                    bad(k, "stated years %s %s not in text" % (v, s))
        for j in jobs:
            jt = j["truth"]
            if t.get("profession") == jt["profession"] and t.get("specialty") == jt["specialty"] and t.get("currentRole") \
                    and t.get("years", {}).get(jt["specialty"], 0) < jt.get("minYears", 0):
                bad(k, "short of years for %s while currently in that specialty (grade could change)" % j["key"])
    # pool-level
    if n_min * 3 < len(cands):
        problems.append("only %d of %d candidates are spec-minimal" % (n_min, len(cands)))
    if n_conv < 30:
        problems.append("only %d DOCX/PDF resumes" % n_conv)
    if len(cands) < 300 or len(jobs) < 20:
        problems.append("pool too small")
    rows = {}
    with open(os.path.join(POOL, "grades.tsv")) as f:
        head = f.readline()
        assert head.strip() == "job_key\tcandidate_key\tgrade"
        for line in f:
            a, b_, g = line.rstrip("\n").split("\t")
            rows[(a, b_)] = int(g)
    if len(rows) != len(jobs) * len(cands):
        problems.append("grades.tsv has %d rows, want %d" % (len(rows), len(jobs) * len(cands)))
    per = collections.defaultdict(collections.Counter)
    for j in jobs:
        if j["body"]["status"] != "OPEN":
            problems.append(j["key"] + " not OPEN")
        for c in cands:
            g = grade(j["truth"], c["truth"])
            if rows.get((j["key"], c["key"])) != g:
                problems.append("grades.tsv disagrees with grade() for %s %s" % (j["key"], c["key"]))
            if g != grade(j["truth"], c["truth"], VALID_UNTIL):
                problems.append("grade changes by validUntil: %s %s" % (j["key"], c["key"]))
            per[j["key"]][g] += 1
            dfor = c["truth"].get("designedFor", {})
            if dfor.get("job") == j["key"] and dfor.get("grade") != g:
                problems.append("%s designed as %s for %s but grades %d" % (c["key"], dfor.get("grade"), j["key"], g))
        for g in (1, 2, 3):
            if per[j["key"]][g] < 3:
                problems.append("%s has only %d candidates at grade %d" % (j["key"], per[j["key"]][g], g))
    meta = json.load(open(os.path.join(POOL, "meta.json")))
    tot = collections.Counter()
    for v in per.values():
        tot.update(v)
    if meta["grades"] != {str(g): tot[g] for g in range(4)} or meta["candidates"] != len(cands) or meta["jobs"] != len(jobs):
        problems.append("meta.json out of date")
    for p in problems:
        print(p)
    print("%d candidates (%d spec-minimal, %d DOCX/PDF), %d jobs, %d problems" % (len(cands), n_min, n_conv, len(jobs), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

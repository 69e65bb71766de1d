"""Checks pool sealed2: every resume (or the fields and notes) states its candidate's truth, the grades are
those of grade.py, and they do not move before 2027-05-31.   python3 work/check.py  -> exit 1 on failure."""
import collections
import html
import json
import os
import re
import subprocess
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import grade as G  # noqa: E402

AS_OF, UNTIL = "2026-11-27", "2027-05-31"
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"]
STATE_NAMES = {"AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
               "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
               "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
               "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
               "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
               "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico",
               "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
               "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina",
               "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont",
               "VA": "Virginia", "WA": "Washington", "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming"}

CERT_RE = {
    "BLS": r"\bBLS\b|Basic Life Support", "ACLS": r"\bACLS\b|Advanced Cardiovascular Life Support",
    "PALS": r"\bPALS\b|Pediatric Advanced Life Support", "NRP": r"\bNRP\b|Neonatal Resuscitation Program",
    "TNCC": r"\bTNCC\b", "CCRN": r"\bCCRN\b", "PCCN": r"\bPCCN\b", "CEN": r"\bCEN\b", "CNOR": r"\bCNOR\b",
    "CEFM": r"C-EFM", "STABLE": r"S\.T\.A\.B\.L\.E\.", "NIHSS": r"\bNIHSS\b",
    "NBRC": r"\bRRT\b|\bCRT\b|Registered Respiratory Therapist|Certified Respiratory Therapist",
    "ARRT_R": r"ARRT\s*\(R\)", "ARRT_CT": r"ARRT\s*\(CT\)", "ARRT_MR": r"ARRT\s*\(MR\)",
    "CST": r"\bCST\b|Certified Surgical Technologist|TS-C\b", "MLS_CERT": r"MLS\s*\(ASCP\)|MT\s*\(AMT\)",
    "MLT_CERT": r"MLT\s*\(ASCP\)", "EPA608U": r"608[^\n]{0,25}Universal|Universal[^\n]{0,12}608",
    "EPA608_II": r"608 Type II", "OSHA10": r"OSHA\s*10", "TWIC": r"\bTWIC\b", "6G": r"\b6G\b",
    "DOTMED": r"DOT [Mm]edical|[Mm]ed card", "CRCST": r"CRCST", "CPT_PHLEB": r"CPT \(NHA\)", "RPSGT": r"RPSGT",
    "HAZMAT": r"Hazmat", "TANKER": r"Tanker endorsement",
}
# certifications or skills that some job grades: if the text names one, the truth must hold it
GRADED_CERTS = {"BLS", "ACLS", "PALS", "NRP", "NBRC", "ARRT_R", "CST", "MLS_CERT", "EPA608U", "OSHA10", "TWIC", "6G",
                "DOTMED"}
GRADED_SKILLS = ["Spring Boot", "Kafka", "React", "TypeScript", "Airflow", "Spark", "PostgreSQL", "Kubernetes", "PLC"]
PROF_RE = {"RN": r"\bRN\b|Registered Nurse|registered nurse|Nurse", "LPN": r"LPN|Licensed Practical Nurse",
           "RT": r"Respiratory", "PT": r"Physical Therapist|\bPT\b", "RADTECH": r"Technologist|Tech|Radiograph",
           "SURGTECH": r"Surgical Tech", "MLS": r"Laboratory Scientist|Medical Technologist|Laboratory|Technologist",
           "SWE": r"Engineer|Developer", "ELECTRICIAN": r"Electrician", "HVAC": r"HVAC|Refrigeration",
           "WELDER": r"Weld", "CDL": r"CDL|Driver", "MAINT": r"Maintenance"}
SHIFT_RE = {"day": r"\bday|first shift|1st shift", "night": r"night", "evening": r"evening|2nd shift|second shift",
            "any": r"any shift|all shifts|[Ff]lexible|rotating"}
PRESENT_RE = r"(present|current|now|to date|up to present|since)"

errors = []


def err(key, msg):
    errors.append("%s: %s" % (key, msg))


def text_of(path):
    full = os.path.join(ROOT, path)
    if path.endswith(".txt"):
        return open(full, encoding="utf-8").read()
    if path.endswith(".docx"):
        with zipfile.ZipFile(full) as z:
            x = z.read("word/document.xml").decode("utf-8")
        x = re.sub(r"</w:p>", "\n", x)
        x = re.sub(r"<w:tab/>", "\t", x)
        x = re.sub(r"<w:br/>", "\n", x)
        return html.unescape(re.sub(r"<[^>]+>", "", x))
    if path.endswith(".pdf"):
        # reading order (keeps table cells together) plus layout (keeps columns apart)
        return "\n".join(subprocess.run(["pdftotext"] + opt + [full, "-"], capture_output=True, text=True,
                                        check=True).stdout for opt in ([], ["-layout"]))
    raise ValueError(path)


def month_forms(s):
    y, m = int(s[:4]), int(s[5:7])
    return ["%02d/%04d" % (m, y), "%d/%04d" % (m, y), "%s %d" % (MON[m - 1], y), "%s %d" % (MONTH[m - 1], y),
            "%04d-%02d" % (y, m), "%s '%02d" % (MON[m - 1], y % 100), "%02d/%02d" % (m, y % 100),
            "%04d %s" % (y, MON[m - 1])]


def date_forms(d):
    y, m, dd = int(d[:4]), int(d[5:7]), int(d[8:10])
    return [d, "%02d/%02d/%04d" % (m, dd, y), "%s %d, %d" % (MONTH[m - 1], dd, y)] + month_forms(d[:7])


def has(text, forms):
    return any(f.lower() in text for f in forms)


def norm(t):
    return re.sub(r"\s+", " ", t).lower()


def check_candidate(c):
    key, t, b = c["key"], c["truth"], c["body"]
    raw = ""
    if c["resume"]:
        raw = text_of(c["resume"])
    fields = " ".join(str(b.get(k) or "") for k in ("notes", "profession", "specialty"))
    addr = b.get("address") or {}
    raw_all = raw + "\n" + fields + "\n" + " ".join(str(v) for v in addr.values() if v)
    T = norm(raw_all)
    for k in ("firstName", "lastName", "email", "statusId"):
        if k not in b:
            err(key, "body lacks " + k)
    if not re.search(r"@([a-z]+\.)?example\.(com|org|net)$", b["email"]):
        err(key, "email not fictional: " + b["email"])
    if b.get("phone") and "555" not in b["phone"]:
        err(key, "phone not 555")
    if not c["resume"] and not b.get("notes") and t["profession"]:
        err(key, "facts with neither resume nor notes")
    # location
    z = t["zip"]
    if z:
        lf = t["locationFrom"]
        if lf == "zip":
            if z not in T and addr.get("zip") != z:
                err(key, "zip %s not stated" % z)
        elif lf in ("city", "lastjob"):
            if t["city"].lower() not in T or not (re.search(r"\b%s\b" % t["state"].lower(), T) or
                                                   STATE_NAMES[t["state"]].lower() in T):
                err(key, "city %s, %s not stated" % (t["city"], t["state"]))
            if G.zips()[z][2] != t["city"]:
                err(key, "rep zip %s is not in %s" % (z, t["city"]))
        elif lf == "fields":
            if addr.get("zip") != z:
                err(key, "address zip differs")
        if z not in G.zips():
            err(key, "unknown zip " + z)
    # profession
    p = t["profession"]
    if p and p in PROF_RE and not re.search(PROF_RE[p], raw_all, re.I):
        err(key, "profession %s not named" % p)
    # roles
    for r in t["roles"]:
        if not has(T, month_forms(r["start"])):
            err(key, "role start %s not stated" % r["start"])
        if r["end"] and not has(T, month_forms(r["end"])):
            err(key, "role end %s not stated" % r["end"])
        if r["end"] is None and not re.search(PRESENT_RE, T):
            err(key, "current role not marked present")
    # licences
    for l in t["licences"]:
        st = l["state"]
        if not (re.search(r"\b%s\b" % st.lower(), T) or STATE_NAMES[st].lower() in T):
            err(key, "licence state %s not stated" % st)
        if l["expires"] and not has(T, date_forms(l["expires"])):
            err(key, "licence expiry %s not stated" % l["expires"])
        if l["status"] == "pending" and not re.search(r"pending|in process", T):
            err(key, "pending licence not said")
        if l["multistate"] and G.zips().get(z or "", (0, 0, "", ""))[3] != st and not re.search(r"compact|multi-?state|nlc", T):
            err(key, "multistate licence without the word")
        want = {"RN": r"\brn\b|registered nurse", "LPN": r"lpn|practical nurse", "RT": r"respiratory|rcp",
                "PT": r"physical therapist|\bpt\b", "ELEC_J": r"journeyman", "ELEC_M": r"master electrician",
                "CDL_A": r"class a|cdl-a", "CDL_B": r"class b|cdl-b", "HVAC_J": r"hvac journeyman"}[l["type"]]
        if not re.search(want, T):
            err(key, "licence type %s not named" % l["type"])
        if l["expires"]:
            if l["expires"] >= AS_OF and l["expires"] < "2027-10-01":
                err(key, "valid licence expires before 2027-10")
            if AS_OF > l["expires"] >= "2026-10-01":
                err(key, "expired licence expired after 2026-10")
    # certs
    held = {ce["name"] for ce in t["certs"]}
    for ce in t["certs"]:
        if not re.search(CERT_RE[ce["name"]], raw_all, re.I if ce["name"] in ("DOTMED",) else 0):
            err(key, "cert %s not named" % ce["name"])
        if ce["expires"]:
            if not has(T, date_forms(ce["expires"])):
                err(key, "cert %s expiry not stated" % ce["name"])
            if ce["expires"] >= AS_OF and ce["expires"] < "2027-10-01":
                err(key, "valid cert expires before 2027-10")
            if AS_OF > ce["expires"] >= "2026-10-01":
                err(key, "expired cert expired after 2026-10")
    for n in GRADED_CERTS:
        if n not in held and re.search(CERT_RE[n], raw_all):
            err(key, "text names %s but truth lacks it" % n)
    # skills
    for sk in t["skills"]:
        if not re.search(r"(?<![\w.])%s(?!\w)" % re.escape(sk.lower()), T):
            err(key, "skill %s not named" % sk)
    for sk in GRADED_SKILLS:
        if sk not in t["skills"] and re.search(r"(?<![\w.])%s(?!\w)" % re.escape(sk.lower()), T):
            err(key, "text names %s but truth lacks it" % sk)
    if t["shiftPref"] and not re.search(SHIFT_RE[t["shiftPref"]], raw_all, re.I):
        err(key, "shift preference %s not stated" % t["shiftPref"])
    return raw


def main():
    jobs = json.load(open(os.path.join(ROOT, "jobs.json")))
    cands = json.load(open(os.path.join(ROOT, "candidates.json")))
    meta = json.load(open(os.path.join(ROOT, "meta.json")))
    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(ROOT, "grades.tsv"))]
    if rows[0] != ["job_key", "candidate_key", "grade"]:
        err("grades.tsv", "bad header")
    gt = {(a, b): int(g) for a, b, g in rows[1:]}
    if len(gt) != len(jobs) * len(cands) or len(rows) - 1 != len(gt):
        err("grades.tsv", "not exactly one row per pair")
    emails = collections.Counter(c["body"]["email"].lower() for c in cands)
    for e, n in emails.items():
        if n > 1:
            err("emails", "duplicate " + e)
    nfile = collections.Counter()
    for c in cands:
        check_candidate(c)
        if c["resume"]:
            nfile[c["resume"].rsplit(".", 1)[1]] += 1
            if not os.path.exists(os.path.join(ROOT, c["resume"])):
                err(c["key"], "resume file missing")
    on_disk = set(os.listdir(os.path.join(ROOT, "resumes")))
    named = {os.path.basename(c["resume"]) for c in cands if c["resume"]}
    if on_disk != named:
        err("resumes", "files on disk and in candidates.json differ: %s" % sorted(on_disk ^ named)[:5])
    # jobs
    for j in jobs:
        b = j["body"]
        for k in ("title", "description", "startDate", "address", "employmentType", "status"):
            if k not in b:
                err(j["key"], "body lacks " + k)
        if b["status"] != "OPEN" or b["employmentType"] not in ("DIRECT", "CONTRACT"):
            err(j["key"], "status/employmentType")
        if b["address"]["zip"] not in G.zips():
            err(j["key"], "zip not in table")
        if b["address"]["zip"] != j["truth"]["zip"]:
            err(j["key"], "truth zip differs from the address")
        if b["address"]["zip"] not in b["description"] and b["address"]["city"] not in b["description"] \
                and not j["truth"]["remote"]:
            err(j["key"], "description does not say where")
    # grades: recomputed now and at the end of validity
    counts = {j["key"]: collections.Counter() for j in jobs}
    near = 0
    for j in jobs:
        jt = j["truth"]
        for c in cands:
            g = G.grade(jt, c["truth"], AS_OF)
            g2 = G.grade(jt, c["truth"], UNTIL)
            if gt.get((j["key"], c["key"])) != g:
                err(j["key"] + "/" + c["key"], "grades.tsv says %s, grade() says %s" % (gt.get((j["key"], c["key"])), g))
            if g2 != g:
                err(j["key"] + "/" + c["key"], "grade moves by %s: %s -> %s" % (UNTIL, g, g2))
            counts[j["key"]][g] += 1
            ct = c["truth"]
            if ct["profession"] == jt["profession"] and jt["minYears"]:
                y = G.years_in(ct, jt["profession"], jt["specialty"], AS_OF)
                if abs(y - jt["minYears"]) < 0.25:
                    err(j["key"] + "/" + c["key"], "years %.2f within 3 months of the minimum" % y)
                if y < jt["minYears"] and any(r["end"] is None and r["profession"] == jt["profession"] and
                                              (jt["specialty"] is None or r["specialty"] == jt["specialty"])
                                              for r in ct["roles"]):
                    err(j["key"] + "/" + c["key"], "short of years but current in the specialty")
            if ct["zip"] and not jt["remote"] and not jt["travel"] and g > 0:
                if abs(G.miles(ct["zip"], jt["zip"]) - jt["radius"]) < 2:
                    near += 1
    for jk, cnt in counts.items():
        for g in (1, 2, 3):
            if cnt[g] < 3:
                err(jk, "only %d candidates at grade %d" % (cnt[g], g))
    tot = collections.Counter(gt.values())
    if meta["grades"] != {str(k): tot.get(k, 0) for k in range(4)} or meta["candidates"] != len(cands) or \
            meta["jobs"] != len(jobs):
        err("meta.json", "does not match")
    minimal = sum(1 for c in cands if set(c["body"]) == {"firstName", "lastName", "email", "statusId"})
    none_at_all = sum(1 for c in cands if not c["resume"] and set(c["body"]) == {"firstName", "lastName", "email", "statusId"})
    noresume = sum(1 for c in cands if not c["resume"])
    nofit = sum(1 for c in cands if all(gt[(j["key"], c["key"])] == 0 for j in jobs))
    if len(cands) < 300 or len(jobs) < 20:
        err("sizes", "too small")
    if minimal * 3 < len(cands):
        err("sizes", "fewer than a third spec-minimal (%d)" % minimal)
    if nfile["docx"] + nfile["pdf"] < 30:
        err("sizes", "fewer than 30 DOCX/PDF")
    print("candidates %d, jobs %d, spec-minimal %d, no resume %d (neither %d), no-fit %d, files %s, "
          "pairs within 2 mi of a radius (graded > 0) %d" % (len(cands), len(jobs), minimal, noresume, none_at_all,
                                                             nofit, dict(nfile), near))
    for jk in sorted(counts):
        print(jk, [counts[jk][g] for g in range(4)])
    if errors:
        print("\n".join(errors[:200]))
        print("%d errors" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()

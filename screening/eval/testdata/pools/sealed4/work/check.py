"""Checks that every candidate's text (resume file, notes, fields) states its truth, and pool invariants."""
import json, os, re, subprocess, sys, zipfile, collections
HERE = os.path.dirname(os.path.abspath(__file__)); POOL = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from vocab import *
from grade import grade, zips, ASOF

MON = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]
MONTH = ["January","February","March","April","May","June","July","August","September","October","November","December"]
def dforms(ym):
    y, m = map(int, ym.split("-")[:2])
    return ["%02d/%04d" % (m, y), "%s %d" % (MON[m-1], y), "%04d-%02d" % (y, m), "%s %d" % (MONTH[m-1], y), "%02d/%02d" % (m, y % 100)]

def text_of(path):
    if path.endswith(".txt"):
        return open(path).read()
    if path.endswith(".docx"):
        x = zipfile.ZipFile(path).read("word/document.xml").decode()
        x = re.sub(r"</w:p>", "\n", x)
        return re.sub(r"<[^>]+>", "", x).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&apos;", "'")
    if path.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    raise ValueError(path)

def has(text, phrase):
    return re.search(r"(?<![A-Za-z])" + re.escape(phrase.lower()) + r"(?![A-Za-z])", text) is not None

def main():
    C = json.load(open(os.path.join(POOL, "candidates.json")))
    J = json.load(open(os.path.join(POOL, "jobs.json")))
    Z = zips()
    errs = []
    emails = collections.Counter(c["body"]["email"] for c in C)
    errs += ["dup email %s" % e for e, n in emails.items() if n > 1]
    for c in C:
        k, t, b = c["key"], c["truth"], c["body"]
        for f in ("firstName", "lastName", "email", "statusId"):
            if f not in b: errs.append("%s missing %s" % (k, f))
        if not re.search(r"@example\.(com|org|net)$", b["email"]): errs.append("%s email" % k)
        if "phone" in b and "555" not in b["phone"]: errs.append("%s phone" % k)
        parts = []
        if c["resume"]:
            p = os.path.join(POOL, c["resume"])
            if not os.path.exists(p): errs.append("%s resume file missing" % k); continue
            parts.append(text_of(p))
        parts.append(b.get("notes", ""))
        for f in ("profession", "specialty"):
            parts.append(b.get(f, "") or "")
        if b.get("address"): parts.append(b["address"]["zip"] + " " + b["address"]["city"] + " " + b["address"]["state"])
        text = re.sub(r"-\s+(?=\d)", "-", re.sub(r"\s+", " ", "\n".join(parts))).lower()
        def need(cond, what):
            if not cond: errs.append("%s: %s" % (k, what))
        if t["profession"] is None:
            need(not c["resume"] and not b.get("notes") and not b.get("profession"), "unknown profession but text exists")
            continue
        need(any(has(text, w) for w in PROF[t["profession"]][0] + PROF[t["profession"]][1]), "profession %s" % t["profession"])
        if t["zip"]:
            need(t["zip"] in text and t["zip"] in Z, "zip %s" % t["zip"])
        else:
            need(False, "zip unknown for a known profession")
        for r in t["roles"]:
            need(any(has(text, w) for w in SPEC[r["specialty"]][0] + SPEC[r["specialty"]][1]), "role specialty %s" % r["specialty"])
            need(any(has(text, w) for w in PROF[r["profession"]][0]), "role profession %s" % r["profession"])
            need(any(f.lower() in text for f in dforms(r["start"])), "start %s" % r["start"])
            if r["end"]:
                need(any(f.lower() in text for f in dforms(r["end"])), "end %s" % r["end"])
            else:
                need(re.search(r"present|now|current|since", text) is not None, "current role marker")
        if not t["roles"]:
            for s in t["specialties"]:
                need(any(has(text, w) for w in SPEC[s][1]), "field specialty %s" % s)
        for l in t["licences"]:
            need(has(text, l["state"]) or has(text, STATE_NAMES[l["state"]]), "licence state %s" % l["state"])
            need(any(has(text, w) for w in LICW[l["type"]]), "licence type %s" % l["type"])
            if l["multistate"]:
                need(re.search(r"multistate|compact|nlc", text) is not None, "multistate wording")
            if l["expires"]:
                need(any(f.lower() in text for f in dforms(l["expires"])), "licence expiry %s" % l["expires"])
                if l["expires"] <= ASOF:
                    need(re.search(r"expired|lapsed", text) is not None, "expired wording")
                else:
                    need(l["expires"] > "2027-09", "valid licence expires after 2027-09")
            # a single-state licence must not be written as compact on its own line
        for pl in t["pendingLicences"]:
            need("pending" in text and (has(text, pl["state"]) or has(text, STATE_NAMES[pl["state"]])), "pending %s" % pl["state"])
        for cn, e in t["certs"].items():
            need(any(w.lower() in text for w in CERTW[cn]), "cert %s" % cn)
            if e:
                need(any(f.lower() in text for f in dforms(e)), "cert expiry %s %s" % (cn, e))
                need(e > "2027-09" or e < "2026-10", "cert date window %s" % e)
        if t["shiftPref"]:
            need(has(text, t["shiftPref"]) or has(text, t["shiftPref"] + "s"), "shift %s" % t["shiftPref"])
        if not any(l["multistate"] for l in t["licences"]) and any(l["type"] == "RN" for l in t["licences"]):
            need(re.search(r"multistate|compact|nlc", text) is None, "compact wording without a multistate licence")
        # years stability: short-of-years specialties have no current role
        cur = [r for r in t["roles"] if r["end"] is None]
        for j in J:
            jt = j["truth"]
            if jt["specialty"] and jt["profession"] == t["profession"] and 0 < t["years"].get(jt["specialty"], 0) < jt["minYears"]:
                need(not any(r["specialty"] == jt["specialty"] and r["profession"] == t["profession"] for r in cur), "short years but current role (%s)" % j["key"])
    # grades file complete and consistent
    G = {}
    for line in open(os.path.join(POOL, "grades.tsv")).read().splitlines()[1:]:
        a, b_, g = line.split("\t"); G[(a, b_)] = int(g)
    per = collections.defaultdict(collections.Counter)
    for j in J:
        for c in C:
            g = G.get((j["key"], c["key"]))
            if g is None: errs.append("missing grade %s %s" % (j["key"], c["key"])); continue
            if g != grade(j["truth"], c["truth"]): errs.append("grade mismatch %s %s" % (j["key"], c["key"]))
            per[j["key"]][g] += 1
        for g in (1, 2, 3):
            if per[j["key"]][g] < 3: errs.append("%s has only %d at grade %d" % (j["key"], per[j["key"]][g], g))
        if j["body"]["status"] != "OPEN": errs.append("%s not open" % j["key"])
        if j["truth"]["zip"] not in Z or j["body"]["address"]["zip"] != j["truth"]["zip"]: errs.append("%s zip" % j["key"])
    nofit = [c["key"] for c in C if all(G[(j["key"], c["key"])] == 0 for j in J)]
    minimal = sum(1 for c in C if set(c["body"]) == {"firstName", "lastName", "email", "statusId"})
    fmt = collections.Counter((c["resume"] or "none").rsplit(".", 1)[-1] for c in C)
    print("candidates", len(C), "jobs", len(J), "no-fit", len(nofit), "spec-minimal", minimal, "formats", dict(fmt))
    for e in errs[:60]: print("ERR", e)
    print("errors:", len(errs))
    return 1 if errs else 0

if __name__ == "__main__":
    sys.exit(main())

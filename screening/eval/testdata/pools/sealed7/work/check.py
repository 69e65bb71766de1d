"""check.py: every candidate's key facts (licence states + expiry, certifications, role date ranges
(= years per specialty), units (= specialty), ZIP, shift preference, current title) appear in the text that
the API user gives recruitd (body fields + notes + resume), and agree with the truth."""
import json, os, re, subprocess, sys, zipfile
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from vocab import STATE_NAME, CERT_NAMES

def text_of(path):
    p = os.path.join(OUT, path)
    if p.endswith(".txt"): return open(p).read()
    if p.endswith(".docx"):
        x = zipfile.ZipFile(p).read("word/document.xml").decode()
        x = re.sub(r"</w:p>", "\n", x); return re.sub(r"<[^>]+>", "", x).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&apos;", "'")
    if p.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    raise ValueError(p)

def norm(s): return re.sub(r"[\s\-–—‐\u00ad]+", "", s).lower()

def main():
    cands = json.load(open(os.path.join(OUT, "candidates.json")))
    facts = json.load(open(os.path.join(HERE, "facts.json")))
    bad = 0; n = 0
    for c in cands:
        t = c["truth"]; b = c["body"]
        blob = json.dumps(b, ensure_ascii=False) + "\n" + b.get("notes", "") + "\n" + (text_of(c["resume"]) if c["resume"] else "")
        nb = norm(blob)
        F = facts[c["key"]]
        errs = []
        for kind, val, s in F:
            n += 1
            if norm(s) not in nb:
                # pdf tables may split a cell across lines: accept if every token appears in order
                toks = [norm(w) for w in re.split(r"[\s\-–—]+", s) if norm(w)]
                pos = 0; ok = True
                for w in toks:
                    k = nb.find(w, pos)
                    if k < 0: ok = False; break
                    pos = k + len(w)
                if not ok: errs.append("missing %s %r" % (kind, s)); continue
            if kind == "lic":
                if val["state"] not in s and STATE_NAME.get(val["state"], "@@") not in s: errs.append("lic state %r" % s)
                if val["expires"][2:4] not in s: errs.append("lic expiry %r" % s)
                if val.get("multistate") and not re.search(r"multistate|compact", s, re.I): errs.append("lic multistate %r" % s)
                if not val.get("multistate") and re.search(r"multistate", s, re.I): errs.append("lic single %r" % s)
            if kind == "cert":
                name, e = val
                if not any(a.lower() in s.lower() for a in CERT_NAMES[name]): errs.append("cert name %r" % s)
                if e and e[:4] not in s and e[2:4] not in s: errs.append("cert expiry %r" % s)
            if kind == "role":
                if val["start"][:4] not in s: errs.append("role start %r" % s)
                if val["end"] is None and not re.search(r"present|current|now", s, re.I): errs.append("role current %r" % s)
                if val["end"] and val["end"][:4] not in s: errs.append("role end %r" % s)
        kinds = [f[0] for f in F]
        if kinds.count("role") != len(t["roles"]): errs.append("roles not all stated")
        if len([f for f in F if f[0] == "lic"]) != len(t["licences"]): errs.append("licences not all stated")
        if len([f for f in F if f[0] == "cert"]) != len(t["certs"]): errs.append("certs not all stated")
        if t["zip"]:
            n += 1
            if t["zip"] not in blob: errs.append("zip %s missing" % t["zip"])
        if t["profession"] and "title" not in kinds: errs.append("profession not stated")
        if errs:
            bad += 1; print(c["key"], c["resume"], errs[:4])
    print("checked %d candidates, %d facts; %d candidates with problems" % (len(cands), n, bad))
    return bad
if __name__ == "__main__":
    sys.exit(1 if main() else 0)

#!/usr/bin/env python3
"""Checks every generated document against its expected JSON: the text is extractable with
the usual tools (pdftotext, antiword, word/document.xml, decoded TXT) and every labelled
string, date and phone can be found in that text. Prints problems; exit 1 when any.

    python3 src/gen/verify.py [--dump DIR]     (--dump writes the extracted text per file)
"""

import json
import os
import re
import subprocess
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.abspath(os.path.join(HERE, "..", ".."))

MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
FULL = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
        "october", "november", "december"]
SEASON = {3: ["spring"], 6: ["summer"], 9: ["fall", "autumn"], 12: ["winter"]}
STATES = {"IL": "Illinois", "TX": "Texas", "AZ": "Arizona", "OH": "Ohio", "NC": "North Carolina",
          "CO": "Colorado", "WA": "Washington", "TN": "Tennessee", "GA": "Georgia", "MA": "Massachusetts",
          "CA": "California", "ON": "Ontario", "MN": "Minnesota", "FL": "Florida", "NM": "New Mexico",
          "NE": "Nebraska", "WI": "Wisconsin", "IN": "Indiana", "NY": "New York", "MO": "Missouri",
          "LA": "Louisiana", "PA": "Pennsylvania", "VA": "Virginia", "SC": "South Carolina",
          "KY": "Kentucky", "MT": "Montana", "MS": "Mississippi", "AB": "Alberta",
          "OR": "Oregon", "MI": "Michigan", "ID": "Idaho", "CT": "Connecticut"}


def extract(path):
    ext = path.rsplit(".", 1)[1]
    if ext == "pdf":
        return subprocess.run(["pdftotext", "-enc", "UTF-8", path, "-"], capture_output=True, check=True).stdout.decode("utf-8")
    if ext == "doc":
        return subprocess.run(["antiword", "-m", "UTF-8.txt", "-w", "0", path], capture_output=True, check=True).stdout.decode("utf-8")
    if ext == "docx":
        z = zipfile.ZipFile(path)
        margins = sorted(n for n in z.namelist() if re.fullmatch(r"word/(header|footer)\d*\.xml", n))
        xml = "".join(z.read(n).decode("utf-8") for n in ["word/document.xml"] + margins)
        xml = re.sub(r"<w:tab/>", "\t", xml)
        xml = re.sub(r"<w:br[^>]*/>", "\n", xml)
        xml = re.sub(r"</w:p>", "\n", xml)
        xml = re.sub(r"</w:tc>", "\t", xml)
        txt = re.sub(r"<[^>]+>", "", xml)
        return (txt.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&quot;", '"').replace("&apos;", "'"))
    data = open(path, "rb").read()
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16")
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")


def norm(s):
    s = s.lower()
    s = re.sub(r"[‐-―−]", "-", s)
    s = s.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    s = re.sub(r"\s+", " ", s)
    return s.strip()


def date_forms(iso):
    y, m, d = int(iso[:4]), int(iso[5:7]), int(iso[8:10])
    if d != 1:
        return ["%02d/%02d/%d" % (m, d, y), "%d-%02d-%02d" % (y, m, d), "%d/%d/%d" % (m, d, y)]
    if m == 1:
        forms = [str(y)]  # year-only (a January date may also be written with a month)
    else:
        forms = []
    forms += ["%s %d" % (MONTHS[m - 1], y), "%s. %d" % (MONTHS[m - 1], y), "%s %d" % (FULL[m - 1], y),
              "%02d/%d" % (m, y), "%d/%d" % (m, y), "%d-%02d" % (y, m), "%d/%02d" % (m, y % 100),
              "%02d/%02d" % (m, y % 100), "sept %d" % y if m == 9 else "@@",
              "%s. '%02d" % (MONTHS[m - 1], y % 100), "%s '%02d" % (MONTHS[m - 1], y % 100)]
    forms += ["%s %d" % (s, y) for s in SEASON.get(m, [])]
    return forms


def check(base, exp, text):
    t = norm(text)
    digits = re.sub(r"\D", "", text)
    probs = []

    def has(label, value):
        if value is None:
            return
        if norm(value) not in t:
            probs.append("%s %r not found" % (label, value))

    pi = exp["personalInfo"]
    for k, v in pi["name"].items():
        has("name." + k, v)
    c = pi["contact"]
    has("email", c.get("email"))
    has("linkedIn", c.get("linkedIn"))
    for key in ("phone", "alternativePhone"):
        p = c.get(key)
        if p and p.startswith("+"):
            if p[1:] not in digits and p[2:] not in digits and p[3:] not in digits:
                probs.append("%s %s digits not found" % (key, p))
        elif p:
            has(key, p)
    loc = pi.get("location", {})
    has("city", loc.get("city"))
    has("zip", loc.get("zipCode"))
    st = loc.get("state")
    if st and norm(st) not in t and norm(STATES.get(st, "@@")) not in t:
        probs.append("state %s not found" % st)

    def has_date(label, iso):
        if iso and re.search(r"%s-[a-z]{3,9}\.? %s" % (MONTHS[int(iso[5:7]) - 1], iso[:4]), t):
            return  # the start of a month range inside one year ("jun-sep 2026")
        if iso and not any(norm(f) in t for f in date_forms(iso)):
            probs.append("%s %s not found in any form" % (label, iso))

    for i, j in enumerate(exp.get("workHistory", [])):
        has("work[%d].employer" % i, j["employer"])
        has("work[%d].title" % i, j["title"])
        has_date("work[%d].startDate" % i, j["startDate"])
        has_date("work[%d].endDate" % i, j["endDate"])
        if j["isCurrent"] != (j["endDate"] is None):
            probs.append("work[%d] isCurrent inconsistent" % i)
    wh = exp.get("workHistory", [])
    for a, b in zip(wh, wh[1:]):
        if a["startDate"] < b["startDate"]:
            probs.append("workHistory not reverse chronological at %s" % a["title"])
    for i, e in enumerate(exp.get("education", [])):
        for k in ("institution", "degree", "major"):
            has("education[%d].%s" % (i, k), e.get(k))
        has_date("education[%d].graduationDate" % i, e.get("graduationDate"))
    for i, ce in enumerate(exp.get("certifications", [])):
        for k in ("name", "issuingOrganization", "credentialId"):
            has("cert[%d].%s" % (i, k), ce.get(k))
        has_date("cert[%d].issueDate" % i, ce.get("issueDate"))
        has_date("cert[%d].expirationDate" % i, ce.get("expirationDate"))
    for i, lg in enumerate(exp.get("skills", {}).get("languages", [])):
        has("language[%d]" % i, lg["language"])
    return probs


def main():
    dump = None
    if "--dump" in sys.argv:
        dump = sys.argv[sys.argv.index("--dump") + 1]
        os.makedirs(dump, exist_ok=True)
    bad = 0
    n = 0
    for fn in sorted(os.listdir(CORPUS)):
        if not fn.endswith(".json"):
            continue
        base = fn[:-5]
        docs = [x for x in os.listdir(CORPUS) if x.startswith(base + ".") and not x.endswith(".json")]
        if len(docs) != 1:
            print(base, "documents:", docs)
            bad += 1
            continue
        text = extract(os.path.join(CORPUS, docs[0]))
        if dump:
            with open(os.path.join(dump, base + ".txt"), "w", encoding="utf-8") as f:
                f.write(text)
        exp = json.load(open(os.path.join(CORPUS, fn), encoding="utf-8"))
        probs = check(base, exp, text)
        n += 1
        for p in probs:
            print("%s: %s" % (docs[0], p))
        bad += bool(probs)
    # the scan (read by OCR, not checked here) and the negative
    if extract(os.path.join(CORPUS, "47_scanned_image_only.pdf")).strip():
        print("47: image-only PDF has a text layer")
        bad += 1
    if extract(os.path.join(CORPUS, "48_blank_whitespace.txt")).strip():
        print("48: blank TXT is not blank")
        bad += 1
    print("checked %d labelled documents, %d with problems" % (n, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()

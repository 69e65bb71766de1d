"""Checks that every candidate's resume (or fields) states the truth the grader uses:
profession, ZIP, licences (state, expiry, multistate or not), pending licences, certifications
(and expiry), every role's dates and specialty, and any shift preference.
Run: python3 work/check.py"""
import calendar
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
from tax import S  # noqa: E402
from grade import COMPACT  # noqa: E402

STATE = {"AL": "Alabama", "AZ": "Arizona", "CA": "California", "CO": "Colorado", "FL": "Florida", "GA": "Georgia",
         "IL": "Illinois", "IN": "Indiana", "KY": "Kentucky", "LA": "Louisiana", "MA": "Massachusetts",
         "MI": "Michigan", "MN": "Minnesota", "MO": "Missouri", "NC": "North Carolina", "NH": "New Hampshire",
         "NJ": "New Jersey", "NM": "New Mexico", "NV": "Nevada", "NY": "New York", "OH": "Ohio", "OK": "Oklahoma",
         "OR": "Oregon", "PA": "Pennsylvania", "SC": "South Carolina", "TN": "Tennessee", "TX": "Texas",
         "UT": "Utah", "VA": "Virginia", "WA": "Washington", "WI": "Wisconsin"}

PROF_WORDS = {
    "RN": ["RN", "Registered Nurse", "Registered Professional Nurse"], "LPN": ["LPN", "LVN", "Licensed Practical"],
    "CNA": ["CNA", "Nursing Assistant"], "PCT": ["Patient Care Tech"], "PARAMEDIC": ["Paramedic"],
    "MA": ["Medical Assistant"], "RT": ["Respiratory"], "RPSGT": ["Polysomnograph", "Sleep Tech"],
    "PT": ["Physical Therapist", "PT"], "PTA": ["Physical Therapist Assistant", "PTA"], "OT": ["Occupational Therapist"],
    "COTA": ["COTA"], "AT": ["Athletic Trainer"], "RADTECH": ["Technologist", "Radiographer"],
    "XRAY_LIMITED": ["Limited Permit"], "NMT": ["Nuclear Medicine"], "SURGTECH": ["Surgical Tech", "Scrub Tech", "CST"],
    "SPD": ["Sterile Processing"], "MLS": ["Medical Laboratory Scientist", "Clinical Laboratory Scientist",
                                           "Medical Technologist", "medical technologist", "MLS"],
    "MLT": ["Medical Laboratory Technician"], "PHLEB": ["Phlebotom"], "RESEARCH": ["Research"],
    "SWE": ["Engineer", "Developer", "engineer"], "DATA_ANALYST": ["Analyst", "analyst"], "QA": ["QA", "Tester"],
    "ITSUPPORT": ["IT Support", "Help Desk"], "DESIGNER": ["Designer"], "DATA_SCIENTIST": ["Data Scientist"],
    "ELECTRICIAN": ["Electrician"], "HVAC": ["HVAC", "hvac"], "WELDER": ["Welder", "welder"],
    "FITTER": ["Fitter"], "IRONWORKER": ["Ironworker", "Connector"], "CDL": ["CDL"], "FORKLIFT": ["Forklift"],
    "MAINT": ["Maintenance", "Facilities Technician", "Multi-Craft"],
    "TEACHER": ["Teacher"], "ACCOUNTANT": ["Accountant"], "RETAIL": ["Store Manager"], "BARISTA": ["Shift Supervisor"],
    "HR": ["HR Generalist"], "PROJECTMGR": ["Project Manager"], "PHARMACIST": ["Pharmacist"],
    "PHARMTECH": ["Pharmacy Technician"], "DENTALHYG": ["Dental Hygienist"], "SECURITY": ["Security Officer"],
    "COOK": ["Line Cook"], "PLUMBER": ["Plumber"], "CARPENTER": ["Carpenter"], "SOLAR": ["Solar Installer"],
    "REALTOR": ["Real Estate"], "NP": ["Nurse Practitioner"], "CUSTODIAN": ["Custodian"], "DOULA": ["Doula"],
    "DELIVERY": ["Delivery Driver"],
}
FIELD_PROF = {"RN": "RN", "Registered Nurse": "RN", "Nurse": "RN", "Respiratory": "RT", "Respiratory Therapist": "RT",
              "RRT": "RT", "Physical Therapist": "PT", "PT": "PT", "Software Engineer": "SWE", "Developer": "SWE",
              "Engineer": "SWE", "Java Developer": "SWE", "Frontend Developer": "SWE", "Data Engineer": "SWE",
              "Electrician": "ELECTRICIAN", "HVAC Tech": "HVAC", "HVAC": "HVAC", "Welder": "WELDER",
              "CDL-A Driver": "CDL", "Truck Driver": "CDL", "Maintenance Technician": "MAINT",
              "Maintenance Tech": "MAINT", "Radiologic Technologist": "RADTECH", "Rad Tech": "RADTECH",
              "Surgical Tech": "SURGTECH", "Surgical Technologist": "SURGTECH", "Medical Lab Scientist": "MLS",
              "MLS": "MLS", "Med Tech": "MLS", "LPN": "LPN", "CNA": "CNA", "Paramedic": "PARAMEDIC"}
LIC_WORDS = {"RN": ["RN", "Registered Nurse", "Registered Professional Nurse", "Licensed in"],
             "LPN": ["LPN", "LVN"], "PT": ["PT", "Physical Therapist"], "PTA": ["PTA"],
             "RCP": ["Respiratory Care", "RCP"], "RAD": ["CRT", "radiologic technologist license"],
             "ELEC_JOURNEYMAN": ["Journeyman", "journeyman"], "ELEC_MASTER": ["Master Electrician"],
             "ELEC_APPRENTICE": ["Apprentice"], "CDL_A": ["Class A", "CDL-A", "CDL A"], "CDL_B": ["Class B", "CDL-B"]}
CERT_WORDS = {"BLS": ["BLS", "Basic Life Support"], "ACLS": ["ACLS", "Advanced Cardiovascular"],
              "PALS": ["PALS", "Pediatric Advanced"], "NRP": ["NRP", "Neonatal Resuscitation"], "TNCC": ["TNCC"],
              "CEN": ["CEN"], "CCRN": ["CCRN"], "PCCN": ["PCCN"], "RNC-OB": ["RNC-OB"], "RNC-MNN": ["RNC-MNN"],
              "CNOR": ["CNOR"], "AWHONN": ["AWHONN"], "ONS": ["ONS"], "RRT": ["RRT", "Registered Respiratory"],
              "CRT": ["CRT", "Certified Respiratory"], "NPS": ["NPS"], "RPSGT": ["RPSGT"], "ARRT_R": ["(R)"],
              "ARRT_CT": ["(CT)"], "ARRT_MR": ["(MR)"], "CST": ["CST", "Certified Surgical"], "CRCST": ["CRCST"],
              "MLS_ASCP": ["MLS(ASCP)", "MLS (ASCP)", "ASCP Board of Certification - MLS", "MT(ASCP)"],
              "MLT_ASCP": ["MLT(ASCP)"], "BB_ASCP": ["SBB"], "EPA608_UNIVERSAL": ["608 Universal", "608 - Universal",
                                                                               "608 universal"],
              "EPA608_TYPE2": ["608 Type II"], "NATE": ["NATE"], "AWS_D11": ["D1.1"], "ASME_IX": ["ASME"],
              "API1104": ["API 1104"], "DOT_MED": ["DOT med", "DOT Med", "med card"], "OSHA10": ["OSHA 10"],
              "OSHA30": ["OSHA 30"], "PLC": ["PLC"], "FORKLIFT": ["Forklift"], "DPT": ["DPT"], "OCS": ["OCS"],
              "NABCEP": ["NABCEP"]}
SHIFT_WORDS = {"day": ["day", "Day", "7a-7p"], "night": ["night", "Night"], "evening": ["evening", "2nd shift"]}
COMPACT_WORDS = re.compile(r"multistate|compact|\bNLC\b", re.I)
MON = calendar.month_abbr
MONTH = calendar.month_name


def text_of(path):
    full = os.path.join(ROOT, path)
    if path.endswith(".txt"):
        return open(full).read()
    if path.endswith(".docx"):
        x = zipfile.ZipFile(full).read("word/document.xml").decode()
        x = re.sub(r"</w:p>", "\n", x)
        x = re.sub(r"<w:tab/>", "\t", x)
        return html.unescape(re.sub(r"<[^>]+>", "", x))
    if path.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", full, "-"], capture_output=True, text=True, check=True).stdout
    raise ValueError(path)


def norm(s):
    return re.sub(r"[\s\-–—]+", "", s).lower()


def has(text, term):
    if len(term) <= 3 and term.isalpha():
        return re.search(r"(?<![A-Za-z])%s(?![A-Za-z])" % re.escape(term), text) is not None
    return norm(term) in norm(text)


def month_forms(ym):
    y, m = map(int, ym.split("-")[:2])
    return ["%s %d" % (MON[m], y), "%s %d" % (MONTH[m], y), "%02d/%d" % (m, y), "%d/%d" % (m, y),
            "%d-%02d" % (y, m), "%s %d" % (MONTH[m].lower(), y), "%s %d" % (MON[m].lower(), y)]


def expiry_forms(d):
    y, m, dd = map(int, d.split("-"))
    return [d, "%02d/%02d/%d" % (m, dd, y), "%d/%d/%d" % (m, dd, y), "%02d/%02d" % (m, y % 100),
            "%d/%02d" % (m, y % 100), "%02d/%d" % (m, y), "%d/%d" % (m, y), "%s %d" % (MON[m], y),
            "%s %d" % (MONTH[m], y), "%s %d, %d" % (MONTH[m], dd, y), "%d-%02d" % (y, m)]


def find_any(text, forms):
    """Positions of any form in text; PDF extraction may drop a hyphen at a line break, so a
    form with a hyphen also matches without it."""
    out = [m.start() for f in forms for m in re.finditer(re.escape(f), text)]
    if not out:
        out = [m.start() for f in forms if "-" in f for m in re.finditer(re.escape(f.replace("-", "")), text)]
    return out


def check(c):
    errs = []
    t = c["truth"]
    body = c["body"]
    if c["resume"] is None:
        if t["profession"] is None:
            return errs
        if FIELD_PROF.get(body.get("profession")) != t["profession"]:
            errs.append("field profession %r does not give %s" % (body.get("profession"), t["profession"]))
        if t["zip"] and body.get("address", {}).get("zip") != t["zip"]:
            errs.append("zip %s not in fields" % t["zip"])
        if t["roles"] or t["licences"] or t["certs"]:
            errs.append("field-only candidate has resume facts in truth")
        return errs
    text = text_of(c["resume"])
    flat = re.sub(r"-\s+(?=\d)", "-", re.sub(r"\s+", " ", text))
    if body.get("email") not in text:
        errs.append("email missing")
    if t["zip"] and t["zip"] not in text and body.get("address", {}).get("zip") != t["zip"]:
        errs.append("zip %s missing" % t["zip"])
    if not any(has(flat, w) for w in PROF_WORDS[t["profession"]]):
        errs.append("profession %s not named" % t["profession"])
    lines = text.splitlines()
    for lic in t["licences"]:
        st = lic["state"]
        names = [STATE[st], st]
        if lic["type"] == "RN" and st == "NY":
            names.append("NYS")
        hits = [ln for ln in lines if any(has(ln, n) for n in names) and any(has(ln, w) for w in LIC_WORDS[lic["type"]])]
        if not hits:
            errs.append("licence %s %s not stated" % (lic["type"], st))
            continue
        if lic["expires"] and not any(find_any(ln, expiry_forms(lic["expires"])) for ln in hits) and not any(
                find_any(flat[i:i + 160], expiry_forms(lic["expires"])) for n in names for i in find_any(flat, [n])):
            errs.append("licence %s %s expiry %s not stated" % (lic["type"], st, lic["expires"]))
        compact = any(COMPACT_WORDS.search(ln) and not re.search(r"not (a )?compact|NOT a compact", ln) for ln in hits)
        if lic["multistate"] and not compact:
            errs.append("licence %s %s should say multistate" % (lic["type"], st))
        if not lic["multistate"] and compact and st in COMPACT:
            errs.append("licence %s %s says compact but truth is single-state" % (lic["type"], st))
    for p in t.get("pendingLicences", []):
        if not re.search(r"pending|in process", text, re.I) or STATE[p["state"]] not in text:
            errs.append("pending %s %s not stated" % (p["type"], p["state"]))
    for cert in t["certs"]:
        if not any(has(flat, w) for w in CERT_WORDS[cert["name"]]):
            errs.append("cert %s not stated" % cert["name"])
        elif cert["expires"] and not find_any(flat, expiry_forms(cert["expires"])):
            errs.append("cert %s expiry %s not stated" % (cert["name"], cert["expires"]))
    for r in t["roles"]:
        starts = find_any(flat, month_forms(r["start"]))
        if not starts:
            errs.append("role start %s missing" % r["start"])
            continue
        if r["end"] is None:
            if not re.search(r"present|current|\bnow\b|\bsince\b", flat, re.I):
                errs.append("current role without 'present'")
        elif not find_any(flat, month_forms(r["end"])):
            errs.append("role end %s missing" % r["end"])
        terms = [x for sp in r["specialties"] for x in S[sp]["check"]]
        if not any(any(has(flat[max(0, i - 250):i + 350], term) for term in terms) for i in starts):
            errs.append("role %s %s: specialty %s not named near its dates" % (r["start"], r["end"], r["specialties"]))
    if t["shiftPref"]:
        if not any(any(w in text for w in SHIFT_WORDS[s]) for s in t["shiftPref"]):
            errs.append("shift preference %s not stated" % t["shiftPref"])
    return errs


def main():
    cands = json.load(open(os.path.join(ROOT, "candidates.json")))
    bad = 0
    for c in cands:
        e = check(c)
        if e:
            bad += 1
            print(c["key"], c["resume"], "; ".join(e))
    resumes = sorted(os.listdir(os.path.join(ROOT, "resumes")))
    listed = sorted(os.path.basename(c["resume"]) for c in cands if c["resume"])
    if resumes != listed:
        bad += 1
        print("resumes/ does not match candidates.json")
    jobs = json.load(open(os.path.join(ROOT, "jobs.json")))
    from grade import grade
    with open(os.path.join(ROOT, "grades.tsv")) as f:
        lines = f.read().splitlines()
    if lines[0] != "job_key\tcandidate_key\tgrade":
        bad += 1
        print("grades.tsv header wrong")
    tsv = {(a, b): int(g) for a, b, g in (ln.split("\t") for ln in lines[1:])}
    if len(tsv) != len(lines) - 1 or set(tsv) != {(j["key"], c["key"]) for j in jobs for c in cands}:
        bad += 1
        print("grades.tsv does not hold exactly one row per pair")
    wrong = [(j["key"], c["key"]) for j in jobs for c in cands if grade(j["truth"], c["truth"]) != tsv.get((j["key"], c["key"]))]
    if wrong:
        bad += 1
        print("grades.tsv disagrees with grade() on", wrong[:10])
    emails = [c["body"]["email"] for c in cands]
    if len(set(emails)) != len(emails):
        bad += 1
        print("duplicate emails")
    if not all(re.fullmatch(r"[^@]+@example\.(com|org|net)", e) for e in emails):
        bad += 1
        print("an email is not on an example domain")
    phones = [c["body"]["phone"] for c in cands if "phone" in c["body"]]
    if not all(re.search(r"555[-. ]01\d\d$", p) for p in phones):
        bad += 1
        print("a phone number is not a 555-01xx number")
    print("%d candidates checked, %d with problems; %d pairs regraded" % (len(cands), bad, len(tsv)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()

import json, os, subprocess, glob, shutil
from geo import Z, miles
from grade import grade, months
from people import *
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
MFULL = "January February March April May June July August September October November December".split()
PROF_FIELD = {"RN": ["RN", "Registered Nurse"], "RT": ["Respiratory", "Respiratory Therapist"], "PT": ["Physical Therapist", "PT"],
              "RadTech": ["Radiologic Technologist", "Rad Tech"], "SurgTech": ["Surgical Technologist"], "MLS": ["Medical Laboratory Scientist"],
              "Electrician": ["Electrician"], "HVAC": ["HVAC Technician"], "Welder": ["Welder"], "CDL": ["CDL-A Driver", "Truck Driver"],
              "Maintenance": ["Maintenance Technician"], "SWE": ["Software Engineer"]}
SPEC_FIELD = {"ICU": ["Critical Care", "ICU"], "PCU": ["Step-Down", "PCU"], "MedSurg": ["Med-Surg", "Medical-Surgical"], "Tele": ["Tele", "Telemetry"],
              "ED": ["Emergency", "ED"], "LD": ["L&D", "Labor and Delivery"], "Postpartum": ["Mother/Baby"], "UrgentCare": ["Urgent Care"],
              "Oncology": ["Oncology"], "Psych": ["Behavioral Health"], "Peds": ["Pediatrics"], "Adult": ["Adult Critical Care"], "Neonatal": ["Neonatal"],
              "Sleep": ["Sleep"], "Outpatient": ["Outpatient Ortho"], "Acute": ["Acute Care"], "HomeHealth": ["Home Health"], "CT": ["CT"],
              "XRay": ["X-Ray"], "MRI": ["MRI"], "OR": ["OR"], "CoreLab": ["Core Lab"], "Micro": ["Microbiology"], "Commercial": ["Commercial"],
              "Residential": ["Residential"], "LowVoltage": ["Low Voltage"], "Appliance": ["Appliance"], "Structural": ["Structural"], "Pipe": ["Pipe"],
              "ClassA": ["Class A"], "Facilities": ["Facilities"], "Industrial": ["Industrial"], "BackendJava": ["Backend Java"],
              "BackendGo": ["Go backend"], "BackendPython": ["Python backend"], "DataEng": ["Data Engineering"], "Frontend": ["Frontend"],
              "Fullstack": ["Full Stack"], "Mobile": ["iOS"]}
CERTN = {"BLS": ["BLS", "Basic Life Support (BLS)", "AHA BLS Provider"], "ACLS": ["ACLS", "Advanced Cardiovascular Life Support (ACLS)"],
         "PALS": ["PALS", "Pediatric Advanced Life Support (PALS)"], "NRP": ["NRP", "Neonatal Resuscitation Program (NRP)"],
         "RRT": ["RRT (NBRC)", "NBRC Registered Respiratory Therapist (RRT)"], "CRT": ["CRT (NBRC)", "Certified Respiratory Therapist (CRT)"],
         "ARRT(R)": ["ARRT (R)", "ARRT registered radiographer (R)"], "ARRT(CT)": ["ARRT (CT)", "ARRT post-primary (CT)"],
         "CST": ["CST (NBSTSA)", "Certified Surgical Technologist (CST)"], "ASCP MLS": ["MLS(ASCP)", "ASCP MLS certification"],
         "EPA608": ["EPA 608 Universal", "EPA Section 608 (Universal)"], "AWS D1.1": ["AWS D1.1", "AWS D1.1 structural"],
         "MedCard": ["DOT medical card", "DOT Medical Examiner's Certificate"], "Hazmat": ["Hazmat endorsement (H)", "HazMat (H) endorsement"]}
LICN = {"PT": "Physical Therapist", "RT": "Respiratory Care Practitioner", "RadTech": "Radiologic Technologist", "MLS": "Clinical Laboratory Scientist",
        "Journeyman": "Journeyman Electrician", "CDL-A": "Commercial Driver License Class A", "CDL-B": "Commercial Driver License Class B",
        "LPN": "LPN", "Paramedic": "Paramedic", "OT": "Occupational Therapist", "COTA": "COTA", "PTA": "PTA", "Pharmacist": "Pharmacist"}
SHIFTW = {"day": ["days only", "day shift only"], "night": ["nights only", "night shift only"], "evening": ["evenings only", "evening shift only"]}
SUMMARY = {"RN": ["Registered nurse who likes busy units and calm handoffs.", "Bedside RN, team player, comfortable precepting.",
                  "Nurse with a steady hand in emergencies and a habit of double-checking drips."],
           "SWE": ["Engineer who likes boring, reliable systems.", "I build things that stay up, and write the docs afterwards."],
           "*": ["Reliable, safety-minded and easy to work with.", "Looking for a team that values doing the job right.", "Hard worker, shows up early."]}
EDU = {"RN": ["BSN, {u}", "ADN, {u}", "Associate Degree in Nursing, {u}"], "RT": ["AAS Respiratory Care, {u}"], "PT": ["DPT, {u}"],
       "RadTech": ["AAS Radiologic Technology, {u}"], "SurgTech": ["Surgical Technology diploma, {u}"], "MLS": ["BS Medical Laboratory Science, {u}"],
       "SWE": ["BS Computer Science, {u}", "Self-taught; bootcamp certificate, {u}"], "*": ["High school diploma; coursework at {u}"]}
UNIV = ["Trident Technical College", "University of South Alabama", "Hinds Community College", "Pulaski Technical College", "Southern Maine CC",
        "Southeast Tech", "MSU Billings", "Kapiolani CC", "University of Alaska Anchorage", "Fresno City College", "Georgia Southern University"]

def dstr(d, style):  # d = YYYY-MM-DD
    y, m, dd = d.split("-"); m = int(m)
    return [d, "%02d/%s" % (m, y[2:]), "%02d/%s" % (m, y), "%s %s" % (MFULL[m - 1], y)][style]
def all_dstr(d): return [dstr(d, s) for s in range(4)] + ["%s/%s/%s" % (d[5:7], d[8:], d[:4])]
def ym(s, style):
    if s is None: return ["Present", "present", "Present", "now"][style]
    y, m = s.split("-"); m = int(m)
    return ["%02d/%s" % (m, y), "%s %s" % (MON[m - 1], y), "%s-%02d" % (y, m), "%s %s" % (MFULL[m - 1], y)][style]
def all_ym(s):
    return [ym(s, k) for k in range(4)] if s else ["Present", "present", "now"]

def lic_line(l, R, ds):
    num = R.randint(100000, 999999); sn = STATE_NAME.get(l["state"], l["state"]); d = dstr(l["exp"], ds)
    if l["type"] == "RN":
        f = R.randint(0, 2)
        if f == 0: return "RN License, %s - %s (No. RN%d), valid through %s" % (sn, "Multistate/Compact NLC" if l["multistate"] else "single-state", num, d)
        if f == 1: return "%s RN #%d exp %s%s" % (l["state"], num, d, " (multistate)" if l["multistate"] else " - single-state license")
        return "Registered Nurse - %s (%s), expires %s" % (sn, "compact" if l["multistate"] else "single-state", d)
    if l["type"] in ("CDL-A", "CDL-B"):
        return "%s (%s), exp %s" % (LICN[l["type"]], l["state"], d)
    ms = " (multistate)" if l["multistate"] else ""
    return R.choice(["%s %s license%s #%d, exp %s", "%s %s License%s %d (expires %s)"]) % (sn, LICN[l["type"]], ms, num, d)

def cert_line(k, v, R, ds):
    n = R.choice(CERTN[k])
    if v is None: return n + R.choice(["", " - current", " (current)"])
    from grade import ASOF
    if v < ASOF: return n + R.choice([" - expired %s", " exp %s", " (lapsed %s)"]) % dstr(v, ds)
    return n + R.choice([" exp %s", ", valid through %s", " (expires %s)"]) % dstr(v, ds)

def place(z): return "%s, %s %s" % (Z[z][2].title(), Z[z][3], z)

def resume(c, body, R):
    ds, rs, lay = R.randint(0, 3), R.randint(0, 3), R.randint(0, 3)
    name = body["firstName"] + " " + body["lastName"]
    phone = body.get("phone") or "(555) 01%02d-%04d" % (R.randint(0, 99), R.randint(0, 9999))
    phone = body.get("phone") or "%03d-555-01%02d" % (R.choice([803, 205, 601, 501, 207, 605, 406, 808, 907, 559]), R.randint(0, 99))
    loc_in_header = lay != 1 or not c["roles"] or c["roles"][0]["end"] is not None
    L = []
    if lay == 3:
        L.append(name.upper()); L.append("=" * len(name))
    else:
        L.append(name)
    hdr = [body["email"], phone]
    if loc_in_header: hdr.insert(0, place(c["zip"]))
    L.append(" | ".join(hdr) if lay != 2 else "\n".join(hdr)); L.append("")
    P = c["profession"]
    if lay in (0, 3):
        L.append("SUMMARY" if lay == 0 else "Profile"); L.append(R.choice(SUMMARY.get(P, SUMMARY["*"])))
        if c["shiftPref"]: L.append("Shift preference: " + R.choice(SHIFTW[c["shiftPref"]]))
        L.append("")
    creds = [lic_line(l, R, ds) for l in c["licences"]]
    for p in c["pending"]:
        creds.append("%s RN license by endorsement - application submitted %s, pending" % (STATE_NAME[p["state"]], "September 2026"))
    if c.get("apprentice"): creds.append("Registered electrical apprentice, Arkansas (journeyman exam scheduled; no journeyman license yet)")
    creds += [cert_line(k, v, R, ds) for k, v in c["certs"].items()]
    credblock = (["LICENSES & CERTIFICATIONS" if lay != 2 else "Credentials:"] + ["- " + x if lay != 3 else "* " + x for x in creds] + [""]) if creds else []
    if lay == 2: L += credblock
    L.append(["EXPERIENCE", "Work history", "Experience", "PROFESSIONAL EXPERIENCE"][lay])
    if c.get("gapNote"): L.append("%s - Present: %s" % (ym(c["roles"][0]["end"], rs) if c["roles"] else "2025", c["gapNote"]))
    for i, r in enumerate(c["roles"]):
        dates = "%s - %s" % (ym(r["start"], rs), ym(r["end"], rs))
        where = r["employer"]
        if i == 0 and not loc_in_header: where += " (" + place(c["zip"]) + ")"
        unit = (", " + r["unit"]) if r["unit"] else ""
        if lay == 1: L.append("%s  %s%s, %s" % (dates, r["title"], unit, where))
        else: L.append("%s%s\n%s | %s" % (r["title"], unit, where, dates))
        if r["profession"] in BULLETS:
            for b in R.sample(BULLETS[r["profession"]], min(2, len(BULLETS[r["profession"]]))): L.append("  - " + b)
        L.append("")
    if lay != 2: L += credblock
    if lay in (1, 2) and c["shiftPref"]: L.append("Availability: " + R.choice(SHIFTW[c["shiftPref"]])); L.append("")
    if P:
        L.append("EDUCATION"); L.append(R.choice(EDU.get(P, EDU["*"])).format(u=R.choice(UNIV)))
    if lay == 0: L.append(""); L.append("References available on request.")
    return "\n".join(L) + "\n"

def finish(cands, JOBS, R, OUT):
    used, out = set(), []
    nm = 0
    for i, c in enumerate(cands):
        key = "C%04d" % (i + 1)
        while True:
            f, l = R.choice(FIRST), R.choice(LAST)
            if (f, l) not in used: used.add((f, l)); break
        body = {"firstName": f, "lastName": l, "email": "%s.%s%d@example.%s" % (f.lower(), l.lower(), R.randint(10, 99), R.choice(["com", "org", "net"])),
                "statusId": 1}
        unknown = c["profession"] is None
        fields_only = c.get("fieldsOnly") or (c["target"]["recipe"] == ["nofit"] and i % 3 == 0)
        style = "min" if unknown else ("fields" if fields_only else R.choices(["min", "addr", "fields"], [45, 25, 30])[0])
        if style != "min":
            body["phone"] = "%03d-555-01%02d" % (R.choice([803, 205, 601, 501, 207, 605, 406, 808, 907, 559]), R.randint(0, 99))
            body["address"] = {"address1": None, "city": Z[c["zip"]][2].title(), "state": Z[c["zip"]][3], "zip": c["zip"], "countryCode": "US"}
        if style == "fields":
            body["profession"] = R.choice(PROF_FIELD.get(c["profession"], TITLE.get(c["profession"], [c["profession"]])[:1]))
            cur = [r for r in c["roles"] if r["end"] is None and r["profession"] == c["profession"]]
            sp = c.get("specialty") or (cur[0]["specialty"] if cur and cur[0]["specialty"] in SPEC_FIELD else None)
            if sp: body["specialty"] = R.choice(SPEC_FIELD[sp]); c["specialty"] = sp
        if fields_only:
            c["roles"], c["licences"], c["certs"] = [], [], {}
        rec = {"key": key, "truth": c, "body": body, "resume": None}
        if not unknown and not fields_only:
            txt = resume(c, body, R)
            open(os.path.join(OUT, "resumes", key + ".txt"), "w").write(txt)
            rec["resume"] = "resumes/%s.txt" % key
        if c["profession"] and R.random() < 0.12:
            rec["jobRequest"] = {"location": {"zipCode": c["zip"], "radius": 25}}
        out.append(rec)
    # DOCX / PDF: convert a share of text resumes
    withres = [r for r in out if r["resume"]]
    conv = {"docx": withres[3::9], "pdf": withres[7::9]}
    tmp = os.path.join(OUT, "work", "conv"); shutil.rmtree(tmp, ignore_errors=True); os.makedirs(tmp)
    for ext, lst in conv.items():
        os.makedirs(os.path.join(tmp, ext), exist_ok=True)
        for r in lst: shutil.copy(os.path.join(OUT, r["resume"]), os.path.join(tmp, ext))
        subprocess.run(["nice", "-n", "19", "soffice", "--headless", "--convert-to", ext, "--outdir", os.path.join(OUT, "resumes")] +
                       sorted(glob.glob(os.path.join(tmp, ext, "*.txt"))), check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for r in lst:
            k = r["key"]; assert os.path.exists(os.path.join(OUT, "resumes", k + "." + ext)), k
            os.remove(os.path.join(OUT, r["resume"])); r["resume"] = "resumes/%s.%s" % (k, ext)
    shutil.rmtree(tmp)
    # grades
    counts = {str(g): 0 for g in range(4)}; per = {}
    lines = ["job_key\tcandidate_key\tgrade"]
    for j in JOBS:
        per[j["key"]] = {str(g): 0 for g in range(4)}
        for r in out:
            g = grade(j["truth"], r["truth"]); counts[str(g)] += 1; per[j["key"]][str(g)] += 1
            lines.append("%s\t%s\t%d" % (j["key"], r["key"], g))
    open(os.path.join(OUT, "grades.tsv"), "w").write("\n".join(lines) + "\n")
    json.dump(JOBS, open(os.path.join(OUT, "jobs.json"), "w"), indent=1)
    json.dump(out, open(os.path.join(OUT, "candidates.json"), "w"), indent=1)
    meta = {"asOf": "2026-11-27", "validUntil": "2027-05-31", "jobs": len(JOBS), "candidates": len(out), "grades": counts}
    json.dump(meta, open(os.path.join(OUT, "meta.json"), "w"), indent=1)
    json.dump(per, open(os.path.join(OUT, "work", "per_job.json"), "w"), indent=1)
    print(json.dumps(meta)); 
    for k, v in per.items(): print(k, v)

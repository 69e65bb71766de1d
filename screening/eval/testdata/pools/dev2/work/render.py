"""Turns a candidate's facts into resume text in one of several hand-made layouts."""
import random
import catalog as C
from grade import zips

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


def fym(ym, f):
    y, m = ym
    return {"mon": "%s %d" % (MON[m - 1], y), "month": "%s %d" % (MONTH[m - 1], y), "num": "%02d/%d" % (m, y),
            "short": "%d/%02d" % (m, y % 100), "iso": "%d-%02d" % (y, m), "mm/yy": "%02d/%02d" % (m, y % 100)}[f]


def fdate(s, f):
    """an expiry date YYYY-MM-DD in format f."""
    y, m, d = map(int, s.split("-"))
    return {"iso": s, "us": "%02d/%02d/%d" % (m, d, y), "num": "%02d/%d" % (m, y), "mm/yy": "%02d/%02d" % (m, y % 100),
            "mon": "%s %d" % (MON[m - 1], y), "month": "%s %d" % (MONTH[m - 1], y)}[f]


CERT_NAMES = {
    "BLS": ["BLS", "Basic Life Support (BLS)", "BLS for Healthcare Providers", "CPR/BLS (AHA)"],
    "ACLS": ["ACLS", "Advanced Cardiovascular Life Support (ACLS)", "ACLS (AHA)"],
    "PALS": ["PALS", "Pediatric Advanced Life Support (PALS)"],
    "NRP": ["NRP", "Neonatal Resuscitation Program (NRP)"],
    "TNCC": ["TNCC", "Trauma Nursing Core Course (TNCC)"],
    "CCRN": ["CCRN", "CCRN (AACN)"], "PCCN": ["PCCN"], "CEN": ["CEN"], "CNOR": ["CNOR"], "CMSRN": ["CMSRN"],
    "RNC-OB": ["RNC-OB"], "OCN": ["OCN"], "OCS": ["OCS (board-certified orthopaedic specialist)"],
    "RRT": ["RRT (NBRC)", "Registered Respiratory Therapist (RRT), NBRC"],
    "ARRT(R)": ["ARRT (R)", "ARRT - Radiography (R)"], "ARRT(CT)": ["ARRT (CT)", "ARRT - Computed Tomography (CT)"],
    "ARRT(MR)": ["ARRT (MR)"], "ARRT(M)": ["ARRT (M)"],
    "CST": ["CST (NBSTSA)", "Certified Surgical Technologist - NBSTSA"],
    "MLS(ASCP)": ["MLS(ASCP)", "MT(ASCP)", "MLS (ASCP) board certification"],
    "MLT(ASCP)": ["MLT(ASCP)"], "OSHA 10": ["OSHA 10", "OSHA 10-Hour Construction card"], "NFPA 70E": ["NFPA 70E"],
    "EPA 608 Universal": ["EPA 608 Universal", "EPA Section 608 - Universal", "Universal EPA 608 certification"],
    "NATE": ["NATE"], "6G": ["6G pipe cert (ASME IX, SMAW/GTAW)", "6G certified - ASME Section IX", "6G (SMAW/GTAW carbon steel)"],
    "AWS D1.1": ["AWS D1.1 structural 3G/4G", "AWS D1.1 (3G & 4G unlimited)"], "TWIC": ["TWIC card"],
    "DOT Medical Card": ["DOT medical card", "DOT Medical Examiner's Certificate", "Med card (DOT)"],
    "Hazmat": ["Hazmat endorsement"], "NREMT-P": ["NREMT-P"], "RDMS": ["RDMS"], "CRCST": ["CRCST"],
    "RPSGT": ["RPSGT"], "EPA 608 Type II": ["EPA 608 Type II"],
}


def cert_line(c, rng, style_fmt=None):
    name = rng.choice(CERT_NAMES[c["name"]])
    if not c.get("expires"):
        return name + rng.choice(["", "", " - current", " (current)", " - active"])
    f = style_fmt or rng.choice(["num", "mm/yy", "iso", "mon", "us", "month"])
    d = fdate(c["expires"], f)
    return name + rng.choice([" - exp %s", " (exp. %s)", ", expires %s", " - valid through %s", " exp %s"]) % d


def licence_line(l, rng):
    st, name = l["state"], C.STATE_NAMES[l["state"]]
    t, num = l["type"], l.get("number") or ""
    if l.get("status") == "pending":
        return rng.choice(["%s RN license - application by endorsement pending (submitted Oct 2026)" % name,
                           "%s %s licensure: endorsement pending" % (name, "RN" if t == "RN" else t),
                           "%s license application pending with the state board" % name]) if t != "PT" else \
            "%s PT license application pending (applied Oct 2026)" % name
    e = l.get("expires")
    ex = lambda f: fdate(e, f)
    if t == "RN":
        if l.get("multistate"):
            opts = ["RN License, %s - Multistate/Compact NLC (No. %s)%s" % (name, num, ", valid through %s" % ex("iso") if e else ""),
                    "Registered Nurse - %s (compact)%s" % (name, " exp %s" % ex("num") if e else ""),
                    "Multistate RN license (%s)%s" % (st, ", active through %s" % ex("us") if e else ", active"),
                    "%s RN, multistate (NLC) #%s%s" % (st, num, " exp %s" % ex("mm/yy") if e else "")]
        else:
            opts = ["%s RN #%s%s" % (st, num, " exp %s" % ex("mm/yy") if e else " (active)"),
                    "%s Registered Nurse License %s%s" % (name, num, ", expires %s" % ex("us") if e else ", active"),
                    "RN - %s, Lic# %s%s" % (name, num, ", exp. %s" % ex("mon") if e else "")]
            if l.get("single"):
                opts = ["%s RN license (single-state) #%s%s" % (name, num, ", exp %s" % ex("num") if e else ""),
                        "RN, %s - single state license, not multistate%s" % (st, " (exp %s)" % ex("us") if e else "")]
        return rng.choice(opts)
    label = {"RCP": "Respiratory Care Practitioner (RCP) license", "PT": "Physical Therapist license",
             "MRT": "Medical Radiologic Technologist (MRT) license", "Journeyman Electrician": "Journeyman Electrician license",
             "Electrical Trainee": "Electrical Trainee certificate", "CDL-A": "Class A CDL", "CDL-B": "Class B CDL",
             "CLP": "Commercial Learner's Permit (Class A)", "LPN": "LPN license", "LVN": "LVN license", "PTA": "PTA license",
             "OT": "OT license", "APRN": "APRN license"}[t]
    if t == "Journeyman Electrician" and st == "WA":
        label = "01 General Journeyman Electrician certificate (L&I)"
    if t == "Electrical Trainee" and st == "WA":
        label = "Electrical Trainee (ET) certificate (L&I) - apprentice"
    if t == "MRT" and st == "TX":
        label = "Medical Radiologic Technologist (MRT) license - Texas Medical Board"
    return rng.choice(["%s - %s #%s%s" % (name, label, num, ", exp %s" % ex("num") if e else ", active"),
                       "%s %s%s" % (st, label, " (expires %s)" % ex("iso") if e else " - current")])


def skills_words(cand):
    return cand["skills"]


def shift_line(s, rng):
    return rng.choice({"day": ["Days only, please", "Seeking day shift (no nights)", "Availability: day shift only", "Prefer days"],
                       "night": ["Prefer nights", "Night shift preferred", "Availability: nights"],
                       "evening": ["Prefer 2nd shift / evenings", "Available evenings (2nd shift) only"]}[s])


# ---------------------------------------------------------------- layouts
def hdr_loc(R):
    return "%s, %s %s" % (R["city"], R["st"], R["zip"])


def role_unit(r):
    return r["unit"]


def classic(R, rng):
    f = rng.choice(["mon", "num", "month"])
    L = [R["name"].upper() if rng.random() < .5 else R["name"], "%s | %s | %s" % (hdr_loc(R), R["phone"], R["email"]), ""]
    if R["summary"]:
        L += [rng.choice(["SUMMARY", "PROFESSIONAL SUMMARY", "Profile"]), R["summary"], ""]
    if R["licences"]:
        L += ["LICENSURE"] + ["  " + x for x in R["licences"]] + [""]
    if R["certs"]:
        L += [rng.choice(["CERTIFICATIONS", "Certifications"])] + ["  " + x for x in R["certs"]] + [""]
    L.append(rng.choice(["EXPERIENCE", "PROFESSIONAL EXPERIENCE", "Work History"]))
    for r in R["roles"]:
        end = fym(r["end"], f) if r["end"] else "Present"
        L.append("%s - %s, %s" % (r["employer"], r["city"], r["st"]) + (" %s" % r["zip"] if r.get("zip") else ""))
        L.append("%s, %s    %s - %s" % (r["title"], r["unit"], fym(r["start"], f), end) if r["unit"] else "%s    %s - %s" % (r["title"], fym(r["start"], f), end))
        L += ["  - " + b for b in r["bullets"]]
        L.append("")
    if R["gapnote"]:
        L += [R["gapnote"], ""]
    if R["edu"]:
        L += ["EDUCATION", "  " + R["edu"], ""]
    if R["skills"]:
        L += ["SKILLS", "  " + ", ".join(R["skills"]), ""]
    if R["shift"]:
        L += ["Availability: " + R["shift"]]
    return "\n".join(L)


def linkedin(R, rng):
    L = [R["name"], R["headline"], "%s, %s, United States" % (R["city"], C.STATE_NAMES[R["st"]]), "Contact info", R["email"], "", "About",
         R["summary"] or R["headline"], "", "Experience", ""]
    for r in R["roles"]:
        end = fym(r["end"], "mon") if r["end"] else "Present"
        L += [r["title"], "%s · %s" % (r["employer"], "Contract" if r.get("travel") else "Full-time"),
              "%s - %s · %s" % (fym(r["start"], "mon"), end, r["dur"]), "%s, %s%s" % (r["city"], C.STATE_NAMES[r["st"]], (" " + r["zip"]) if r.get("zip") else "")]
        if r["unit"]:
            L.append("Unit: " + r["unit"])
        L += ["• " + b for b in r["bullets"][:3]]
        L.append("")
    if R["gapnote"]:
        L += [R["gapnote"], ""]
    L += ["Education", R["edu"] or "", ""]
    if R["licences"] or R["certs"]:
        L.append("Licenses & certifications")
        for x in R["licences"] + R["certs"]:
            L += [x, ""]
    if R["skills"]:
        L += ["Skills"] + R["skills"] + [""]
    L.append("Location: %s" % hdr_loc(R))
    if R["shift"]:
        L.append("Open to work: " + R["shift"])
    return "\n".join(L)


def indeed(R, rng):
    L = [R["name"], hdr_loc(R), R["email"], R["phone"], ""]
    if R["summary"]:
        L += [R["summary"], ""]
    if R["shift"]:
        L += ["Desired shift: " + R["shift"], ""]
    L += ["Work Experience", ""]
    for r in R["roles"]:
        end = fym(r["end"], "month") if r["end"] else "Present"
        L += [r["title"] + (" - " + r["unit"] if r["unit"] else ""), "%s - %s, %s" % (r["employer"], r["city"], r["st"]),
              "%s to %s" % (fym(r["start"], "month"), end)]
        L += ["• " + b for b in r["bullets"]]
        L.append("")
    if R["gapnote"]:
        L += [R["gapnote"], ""]
    if R["edu"]:
        L += ["Education", "", R["edu"], ""]
    if R["skills"] or R["skillyears"]:
        L += ["Skills", ""] + ["• %s" % s for s in (R["skillyears"] + R["skills"])] + [""]
    if R["licences"] or R["certs"]:
        L += ["Certifications and Licenses", ""] + R["licences"] + R["certs"]
    return "\n".join(L)


def terse(R, rng):
    L = ["%s - %s" % (R["name"], R["headline"]), "%s  %s  %s" % (hdr_loc(R), R["phone"], R["email"])]
    if R["licences"]:
        L.append("Lic: " + "; ".join(R["licences"]))
    if R["certs"]:
        L.append("Certs: " + "; ".join(R["certs"]))
    for r in R["roles"]:
        end = fym(r["end"], "mm/yy") if r["end"] else "now"
        L.append("%s-%s  %s%s @ %s (%s, %s)" % (fym(r["start"], "mm/yy"), end, r["title"], (", " + r["unit"]) if r["unit"] else "", r["employer"], r["city"], r["st"]))
    if R["gapnote"]:
        L.append(R["gapnote"])
    if R["skills"]:
        L.append("Skills: " + ", ".join(R["skills"]))
    if R["edu"]:
        L.append(R["edu"])
    if R["shift"]:
        L.append(R["shift"])
    return "\n".join(L)


def table(R, rng):
    L = [R["name"], R["headline"], "Email: %s   Phone: %s" % (R["email"], R["phone"]), "Home: %s" % hdr_loc(R), ""]
    L += ["EMPLOYMENT", "| From    | To      | Employer | Location | Role | Unit/Area |", "|---|---|---|---|---|---|"]
    for r in R["roles"]:
        L.append("| %s | %s | %s | %s, %s | %s | %s |" % (fym(r["start"], "iso"), fym(r["end"], "iso") if r["end"] else "present",
                                                          r["employer"], r["city"], r["st"], r["title"], r["unit"] or "-"))
    L.append("")
    if R["gapnote"]:
        L += [R["gapnote"], ""]
    if R["licences"] or R["certs"]:
        L += ["CREDENTIALS", "| Credential |", "|---|"] + ["| %s |" % x for x in R["licences"] + R["certs"]] + [""]
    if R["roles"] and R["roles"][0]["bullets"]:
        L += ["Current/most recent duties:"] + ["* " + b for b in R["roles"][0]["bullets"]] + [""]
    if R["edu"]:
        L += ["Education: " + R["edu"]]
    if R["skills"]:
        L += ["Skills: " + ", ".join(R["skills"])]
    if R["shift"]:
        L += ["Shift: " + R["shift"]]
    return "\n".join(L)


def narrative(R, rng):
    P = ["%s" % R["name"], "%s · %s · %s" % (R["email"], R["phone"], hdr_loc(R)), ""]
    if R["summary"]:
        P += [R["summary"], ""]
    rs = R["roles"]
    if rs:
        r = rs[0]
        where = (" in the " + r["unit"]) if r["unit"] else ""
        if r["end"]:
            s = "Most recently, from %s to %s, I worked%s at %s in %s, %s (title: %s)." % (fym(r["start"], "month"), fym(r["end"], "month"), where, r["employer"], r["city"], r["st"], r["title"])
        else:
            s = "Since %s I have worked%s at %s in %s, %s, where my title is %s." % (fym(r["start"], "month"), where, r["employer"], r["city"], r["st"], r["title"])
        if r["bullets"]:
            s += " Typical work: " + "; ".join(b[0].lower() + b[1:] for b in r["bullets"][:3]) + "."
        P += [s, ""]
        for r in rs[1:]:
            P.append("%s to %s: %s%s, %s (%s, %s)." % (fym(r["start"], "month"), fym(r["end"], "month"), r["title"], (", " + r["unit"]) if r["unit"] else "", r["employer"], r["city"], r["st"]))
        P.append("")
    if R["gapnote"]:
        P += [R["gapnote"], ""]
    if R["licences"] or R["certs"]:
        P += ["Licenses and certifications: " + "; ".join(R["licences"] + R["certs"]) + ".", ""]
    if R["edu"]:
        P += ["Education: " + R["edu"] + "."]
    if R["skills"]:
        P += ["Tools and skills: " + ", ".join(R["skills"]) + "."]
    if R["shift"]:
        P += [R["shift"] + "."]
    return "\n".join(P)


def travel(R, rng):
    L = ["TRAVEL NURSE PROFILE" if R["prof"] == "RN" else "CLINICIAN PROFILE", "Name: %s" % R["name"], "Tax home: %s" % hdr_loc(R),
         "Email: %s | Cell: %s" % (R["email"], R["phone"]), "Primary specialty: %s" % R["headline"], ""]
    L += ["Licenses:"] + ["  * " + x for x in R["licences"]] + ["Certifications:"] + ["  * " + x for x in R["certs"]] + [""]
    L += ["ASSIGNMENT / EMPLOYMENT HISTORY"]
    for r in R["roles"]:
        end = fym(r["end"], "num") if r["end"] else "current"
        L.append("%s - %s | %s | %s, %s | %s | %s%s" % (fym(r["start"], "num"), end, r["employer"], r["city"], r["st"], r["unit"] or "-", r["title"],
                                                      " | 13-wk contract" if r.get("travel") else ""))
        L += ["     " + b for b in r["bullets"][:2]]
    if R["gapnote"]:
        L += ["", R["gapnote"]]
    L += ["", "Charting: Epic, Cerner, Meditech", "References available on request."]
    if R["edu"]:
        L.append("Education: " + R["edu"])
    if R["shift"]:
        L.append("Shift: " + R["shift"])
    return "\n".join(L)


def tech(R, rng):
    L = ["# " + R["name"], "%s — %s" % (R["headline"], hdr_loc(R)), "%s · %s · github.com/%s" % (R["email"], R["phone"], R["email"].split("@")[0].replace(".", "")), ""]
    if R["summary"]:
        L += [R["summary"], ""]
    if R["skills"]:
        L += ["## Skills", ", ".join(R["skills"]), ""]
    L.append("## Experience")
    for r in R["roles"]:
        end = fym(r["end"], "mon") if r["end"] else "present"
        L += ["", "**%s**, %s (%s, %s) — %s – %s" % (r["title"], r["employer"], r["city"], r["st"], fym(r["start"], "mon"), end)]
        if r["unit"]:
            L.append("Team: " + r["unit"])
        L += ["- " + b for b in r["bullets"]]
    if R["gapnote"]:
        L += ["", R["gapnote"]]
    if R["certs"]:
        L += ["", "## Certifications"] + ["- " + c for c in R["certs"]]
    if R["edu"]:
        L += ["", "## Education", R["edu"]]
    return "\n".join(L)


def trades(R, rng):
    L = [R["name"], R["street"], hdr_loc(R), "Cell " + R["phone"], R["email"], ""]
    L += ["OBJECTIVE: " + R["objective"], ""]
    if R["licences"] or R["certs"]:
        L += ["LICENSES / TICKETS"] + ["- " + x for x in R["licences"] + R["certs"]] + [""]
    L.append("WORK HISTORY")
    for r in R["roles"]:
        end = fym(r["end"], "short") if r["end"] else "present"
        L.append("%s to %s   %s, %s %s   %s%s" % (fym(r["start"], "short"), end, r["employer"], r["city"], r["st"], r["title"], (" (" + r["unit"] + ")") if r["unit"] else ""))
        L += ["    * " + b for b in r["bullets"]]
    if R["gapnote"]:
        L += ["", R["gapnote"]]
    if R["skills"]:
        L += ["", "SKILLS: " + ", ".join(R["skills"])]
    if R["edu"]:
        L += ["", "TRAINING: " + R["edu"]]
    if R["shift"]:
        L += ["", "AVAILABLE: " + R["shift"]]
    L += ["", "Valid driver's license, own tools."]
    return "\n".join(L)


LAYOUTS = {"classic": classic, "linkedin": linkedin, "indeed": indeed, "terse": terse, "table": table, "narrative": narrative,
           "travel": travel, "tech": tech, "trades": trades}

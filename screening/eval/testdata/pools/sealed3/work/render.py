"""Turn a profile into resume text (several layouts and wordings) and a POST /api/candidates body."""
from grade import zips
from profiles import STATE_NAMES, HOMES
from vocab import SPEC_WORDS, DUTIES, PROF_TITLES, SPEC_TITLES, OTHER, EMPLOYER_PAT

MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
MONTH = "January February March April May June July August September October November December".split()


def fdate(s, style):
    y, m = int(s[:4]), int(s[5:7])
    return {"mm/yyyy": "%02d/%d" % (m, y), "mon": "%s %d" % (MON[m - 1], y), "month": "%s %d" % (MONTH[m - 1], y),
            "iso": "%d-%02d" % (y, m), "m/yyyy": "%d/%d" % (m, y)}[style]


def fexp(s, style):
    y, m, d = int(s[:4]), int(s[5:7]), int(s[8:10])
    return {"iso": s, "mm/yy": "%02d/%02d" % (m, y % 100), "mon": "%s %d" % (MON[m - 1], y),
            "mm/dd/yyyy": "%02d/%02d/%d" % (m, d, y), "mm/yyyy": "%02d/%d" % (m, y)}[style]


CERT_WORDS = {
    "BLS": ["BLS", "Basic Life Support (AHA)", "BLS for Healthcare Providers"],
    "ACLS": ["ACLS", "Advanced Cardiac Life Support (ACLS)"],
    "PALS": ["PALS", "Pediatric Advanced Life Support (PALS)"],
    "NRP": ["NRP", "Neonatal Resuscitation Program (NRP)"],
    "TNCC": ["TNCC"], "CCRN": ["CCRN"], "PCCN": ["PCCN"],
    "RRT": ["RRT (NBRC)", "Registered Respiratory Therapist (RRT), NBRC"],
    "CRT": ["CRT (NBRC) - Certified Respiratory Therapist"],
    "ARRT(R)": ["ARRT (R)", "ARRT registered in Radiography (R)"],
    "ARRT(CT)": ["ARRT (CT)", "ARRT post-primary Computed Tomography (CT)"],
    "CST": ["CST (NBSTSA)", "Certified Surgical Technologist (CST)"],
    "MLS(ASCP)": ["MLS(ASCP)", "MT(ASCP)", "Medical Laboratory Scientist - MLS(ASCP)"],
    "MLT(ASCP)": ["MLT(ASCP)"],
    "EPA 608 Universal": ["EPA 608 Universal", "EPA Section 608 - Universal"],
    "EPA 608 Type II": ["EPA 608 Type II"],
    "NATE": ["NATE certified"],
    "AWS D1.1": ["AWS D1.1", "AWS D1.1 structural (FCAW 3G/4G)"],
    "ASME IX 6G": ["ASME Section IX 6G"],
    "OSHA 10": ["OSHA 10", "OSHA 10-hour card"],
    "DOT Medical Card": ["DOT medical card", "DOT Medical Examiner's Certificate"],
    "Tanker Endorsement": ["Tanker (N) endorsement", "N (tanker) endorsement"],
    "Hazmat Endorsement": ["Hazmat (H) endorsement"],
}
# what check.py looks for per certificate
CERT_CHECK = {"BLS": ["BLS", "Basic Life Support"], "ACLS": ["ACLS"], "PALS": ["PALS"], "NRP": ["NRP"], "TNCC": ["TNCC"],
              "CCRN": ["CCRN"], "PCCN": ["PCCN"], "RRT": ["RRT"], "CRT": ["CRT"], "ARRT(R)": ["(R)"], "ARRT(CT)": ["(CT)"],
              "CST": ["CST"], "MLS(ASCP)": ["MLS(ASCP)", "MT(ASCP)"], "MLT(ASCP)": ["MLT(ASCP)"],
              "EPA 608 Universal": ["Universal"], "EPA 608 Type II": ["Type II"], "NATE": ["NATE"], "AWS D1.1": ["D1.1"],
              "ASME IX 6G": ["6G"], "OSHA 10": ["OSHA 10"], "DOT Medical Card": ["medical", "Medical"],
              "Tanker Endorsement": ["ank"], "Hazmat Endorsement": ["Hazmat"]}

SHIFT_WORDS = {"day": ["Prefer day shift.", "Days only please (childcare).", "Looking for 7a-7p day shifts.", "Day shift preferred."],
               "night": ["Night shift preferred.", "Nights only.", "Looking for nights (7p-7a)."],
               "evening": ["Seeking 2nd shift.", "Prefer evenings (3p-11p).", "Evening/second shift preferred."]}

PROF_FIELD = {"RN": ["RN", "Registered Nurse", "Nurse", "RN, BSN"], "Respiratory Therapist": ["Respiratory", "Respiratory Therapist", "RRT"],
              "Physical Therapist": ["PT", "Physical Therapist", "DPT"], "Radiologic Technologist": ["Rad Tech", "Radiologic Technologist", "Radiology"],
              "Surgical Technologist": ["Surgical Tech", "Surg Tech", "Surgical Technologist"],
              "Medical Laboratory Scientist": ["MLS", "Medical Technologist", "Lab"],
              "Software Engineer": ["Software Engineer", "Developer", "SWE"], "Electrician": ["Electrician", "Journeyman Electrician"],
              "HVAC Technician": ["HVAC", "HVAC Tech"], "Welder": ["Welder", "Welding"], "CDL-A Truck Driver": ["CDL-A Driver", "Truck Driver", "Class A"],
              "Maintenance Technician": ["Maintenance", "Maintenance Tech"]}
SPEC_FIELD = {"ICU": ["Critical Care", "ICU", "MICU"], "PCU": ["Step Down", "PCU", "Progressive Care"], "Telemetry": ["Tele", "Telemetry"],
              "Med-Surg": ["Med Surg", "Medical-Surgical"], "ED": ["ER", "Emergency"], "L&D": ["L&D", "Labor and Delivery"],
              "Postpartum": ["Mother Baby", "Postpartum"], "OR": ["OR", "Periop"], "Outpatient Orthopedics": ["Ortho", "Outpatient"],
              "CT": ["CT"], "X-ray": ["X-Ray", "Diagnostic"], "General OR": ["OR"], "Generalist": ["Generalist", "Core lab"],
              "Backend Java": ["Java", "Backend"], "Backend Go": ["Go", "Golang"], "Backend Python": ["Python"], "Frontend": ["React", "Frontend"],
              "Data Engineering": ["Data Engineering", "Data"], "Commercial Electrical": ["Commercial"], "Industrial Electrical": ["Industrial"],
              "Commercial HVAC": ["Commercial"], "Structural Welding": ["Structural"], "Industrial Maintenance": ["Industrial"]}


def family(prof):
    if prof in ("Software Engineer", "Data Analyst", "IT Support Specialist", "UX Designer"):
        return "tech"
    if prof in ("Electrician", "HVAC Technician", "Welder", "CDL-A Truck Driver", "Maintenance Technician", "Plumber", "Pipefitter",
                "Machinist", "Delivery Driver", "Bus Driver", "Forklift Operator", "Machine Operator", "Custodian", "Automotive Technician"):
        return "trade"
    return "health"


EMP_BY_PROF = {
    "Physical Therapist": ["{c} Orthopedic & Spine", "{c} Physical Therapy & Sports Rehab", "Momentum PT - {c}", "{c} Regional Medical Center"],
    "Physical Therapist Assistant": ["{c} Physical Therapy & Sports Rehab", "Momentum PT - {c}"],
    "Athletic Trainer": ["University of {c} Athletics", "{c} Sports Medicine"],
    "Occupational Therapist": ["{c} Hand & Upper Extremity Clinic"],
    "Radiologic Technologist": ["{c} Imaging Center", "{c} Regional Medical Center", "{c} Diagnostic Imaging", "Good Shepherd Health - {c}"],
    "Nuclear Medicine Technologist": ["{c} Imaging Center"], "Diagnostic Medical Sonographer": ["{c} Women's Imaging"],
    "Medical Laboratory Scientist": ["{c} Reference Laboratory", "{c} General Hospital - Core Lab", "{c} Regional Medical Center"],
    "Medical Laboratory Technician": ["{c} Reference Laboratory"], "Phlebotomist": ["{c} Reference Laboratory"],
    "Histotechnician": ["{c} Pathology Associates"], "Polysomnographic Technologist": ["{c} Sleep Center"],
    "Medical Assistant": ["{c} Family Medicine & Urgent Care"], "Pharmacy Technician": ["{c} Drug & Pharmacy"],
    "Dental Hygienist": ["{c} Family Dental"], "Nurse Practitioner": ["{c} Primary Care"],
    "Paramedic": ["{c} Fire Department", "{c} County EMS", "AirMed {c}"], "EMT": ["{c} Ambulance Service"],
    "Electrician": ["{c} Electric & Controls", "Sparkline Electrical Contractors", "Bolt & Conduit Electric", "{c} Electrical Services"],
    "HVAC Technician": ["{c} Mechanical", "Summit Climate Services", "Polar Air Heating & Cooling", "{c} Comfort Systems"],
    "Welder": ["{c} Steel Fabricators", "Ironbridge Fabrication", "Keystone Structural Steel", "{c} Tank & Vessel"],
    "CDL-A Truck Driver": ["{c} Freight Lines", "Prairie Tank Lines", "Redline Logistics", "Bluestem Bulk Carriers"],
    "Maintenance Technician": ["{c} Packaging Plant", "Redhawk Industrial Services", "{c} Foods Processing", "Northwoods Paper Mill"],
    "Plumber": ["{c} Plumbing Co."], "Pipefitter": ["{c} Process Piping"], "Machinist": ["{c} Precision Machining"],
    "Delivery Driver": ["{c} Appliance Delivery"], "Bus Driver": ["{c} Public Schools Transportation"],
    "Forklift Operator": ["{c} Distribution Center"], "Machine Operator": ["{c} Packaging Plant"], "Custodian": ["{c} Public Schools"],
    "Automotive Technician": ["{c} Auto Care"], "Accountant": ["{c} CPA Group"], "Teacher": ["{c} Elementary School"],
    "Barista": ["Daybreak Coffee - {c}"],
    "UX Designer": EMPLOYER_PAT["tech"], "Data Analyst": EMPLOYER_PAT["tech"] + ["{c} Health System - Analytics"],
    "IT Support Specialist": ["{c} School District IT", "{c} Managed IT Services"],
}


def employer(prof, city, rng):
    pats = EMP_BY_PROF.get(prof) or EMPLOYER_PAT[family(prof)]
    return rng.choice(pats).format(c=city)


def title_of(r, rng):
    prof, spec = r["profession"], r["specialty"]
    if prof in OTHER and prof not in PROF_TITLES:
        return rng.choice(OTHER[prof][0])
    t = SPEC_TITLES.get((prof, spec))
    if t:
        return rng.choice(t)
    return rng.choice(PROF_TITLES.get(prof, OTHER.get(prof, ([prof],))[0]))


PROF_DUTIES = {"Respiratory Therapist": ["Managed adult ventilators, BiPAP and high-flow in ICU and ED",
                                          "Drew and ran ABGs; responded to codes and rapid responses",
                                          "Neonatal and pediatric transports with the NICU team",
                                          "Bronchodilator therapy and airway clearance on the floors"]}


def duties_of(r, rng, n=2):
    prof, spec = r["profession"], r["specialty"]
    if prof in OTHER and prof not in PROF_TITLES:
        d = OTHER[prof][1]
    elif spec is None and prof in PROF_DUTIES:
        d = PROF_DUTIES[prof]
    else:
        d = DUTIES.get(spec) or DUTIES[None]
    return rng.sample(d, min(n, len(d)))


def lic_text(l, rng, style=None):
    st, name = l["state"], STATE_NAMES.get(l["state"], l["state"])
    exp = l["expires"]
    es = fexp(exp, rng.choice(["iso", "mm/yy", "mon", "mm/dd/yyyy", "mm/yyyy"])) if exp else None
    t = l["type"]
    num = l.get("number", "")
    if t == "RN":
        if l["multistate"]:
            opts = ["RN License, %s - Multistate/Compact NLC (No. %s), valid through %s" % (name, num, es),
                    "%s RN #%s (multistate) exp %s" % (st, num[2:], es),
                    "Registered Nurse - %s (compact), expires %s" % (name, es),
                    "Licensed RN: %s multi-state licence %s, through %s" % (st, num, es)]
        else:
            opts = ["%s Board of Nursing - RN license %s (single-state), exp. %s" % (name, num, es),
                    "%s RN #%s exp %s" % (st, num[2:], es),
                    "Registered Nurse, State of %s, license no. %s, expires %s" % (name, num, es)]
        return rng.choice(opts)
    if t == "LPN":
        return "LPN license, %s%s, #%s, exp %s" % (name, " (multistate)" if l["multistate"] else "", num, es)
    if t == "RT":
        return rng.choice(["%s Respiratory Care Practitioner license #%s, exp %s" % (name, num, es),
                           "RCP license (%s) %s - expires %s" % (st, num, es),
                           "Respiratory therapy licence, State of %s, valid to %s" % (name, es)])
    if t == "PT":
        return rng.choice(["%s Physical Therapist license #%s, exp %s" % (name, num, es),
                           "PT license - %s (%s), renews %s" % (st, num, es)])
    if t == "MRT":
        return rng.choice(["Texas Medical Board - Medical Radiologic Technologist (MRT) certificate #%s, exp %s" % (num, es),
                           "TX MRT #%s exp %s" % (num, es)])
    if t == "Journeyman Electrician":
        if st == "TX":
            return rng.choice(["TDLR (Texas) Journeyman Electrician License #%s, exp %s" % (num, es), "Texas Journeyman Electrician lic. %s (exp %s)" % (num, es)])
        if st == "WA":
            return "Washington L&I 01 General Journeyman Electrician certificate #%s, exp %s" % (num, es)
        return "%s Journeyman Electrician license #%s, exp %s" % (name, num, es)
    if t == "CDL-A":
        return rng.choice(["Class A CDL (%s) - exp %s" % (name, es), "CDL-A, %s, #%s, valid through %s" % (st, num, es)])
    if t == "CDL-B":
        return "CDL Class B (%s) with P and S endorsements, exp %s" % (name, es)
    return "%s license %s %s exp %s" % (t, st, num, es)


def pending_text(pl, rng):
    name = STATE_NAMES[pl["state"]]
    w = {"RN": "RN", "RT": "respiratory care", "PT": "physical therapist", "MRT": "MRT", "Journeyman Electrician": "journeyman"}[pl["type"]]
    return rng.choice(["%s %s licence: application submitted Oct 2026 - pending" % (name, w),
                       "%s %s endorsement in progress (application filed 09/2026)" % (name, w),
                       "Pending: %s %s license by endorsement (submitted, awaiting approval)" % (name, w)])


def cert_text(c, exp, rng):
    w = rng.choice(CERT_WORDS.get(c, [c]))
    if exp is None:
        return w
    es = fexp(exp, rng.choice(["iso", "mm/yy", "mon", "mm/yyyy"]))
    if exp < "2026-11-27":
        return rng.choice(["%s (expired %s)" % (w, es), "%s - exp %s" % (w, es), "%s, lapsed %s" % (w, es)])
    return rng.choice(["%s, exp %s" % (w, es), "%s (valid through %s)" % (w, es), "%s - %s" % (w, es)])


def city_of(z):
    v = zips()[z]
    return v[2].title() if v[2].isupper() else v[2], v[3]


def render(p, rng, body_has_zip):
    """Return resume text and the hints check.py uses (date formats and present word)."""
    name = p["name"]
    prof = p["profession"]
    fam = family(prof)
    city, st = city_of(p["zip"])
    ds = rng.choice(["mm/yyyy", "mon", "month", "iso", "m/yyyy"])
    present = rng.choice(["Present", "present", "current", "now", "to date"])
    layout = rng.choice({"health": ["classic", "classic", "prose", "compact", "lastloc", "table"],
                         "tech": ["soft", "soft", "prose", "compact"],
                         "trade": ["trades", "trades", "compact", "prose", "lastloc"]}[fam])
    # where the ZIP goes
    loc_mode = rng.choice(["header", "header", "lastjob"]) if not body_has_zip else rng.choice(["header", "none", "lastjob"])
    if layout == "lastloc":
        loc_mode = "lastjob"
    # role cities
    rcity = []
    mf = p["hints"].get("moved_from")
    if mf:
        mz = [z for z, v in zips().items() if v[3] == mf]
        mc = city_of(rng.choice([h for h in HOMES if zips().get(h, (0, 0, 0, ""))[3] == mf] or mz))
    for i, r in enumerate(p["roles"]):
        if mf:
            rcity.append(mc)
        elif i == 0 or rng.random() < 0.5:
            rcity.append((city, st))
        else:
            rcity.append(city_of(rng.choice([h for h in HOMES if h in zips()])))
    lines = []
    contact = []
    if rng.random() < 0.6:
        contact.append(p["phone"])
    if rng.random() < 0.7:
        contact.append(p["email"])
    header_loc = "%s, %s %s" % (city, st, p["zip"])
    cur = p["roles"][0] if p["roles"] else None
    spec = cur["specialty"] if cur else None
    sw = rng.choice(SPEC_WORDS.get(spec, [""])) if spec else ""
    lic_lines = [lic_text(l, rng) for l in p["licences"]] + [pending_text(x, rng) for x in p["pendingLicences"]]
    cert_lines = [cert_text(c, e, rng) for c, e in p["certs"].items()]
    shift_line = rng.choice(SHIFT_WORDS[p["shiftPref"]]) if p["shiftPref"] else None

    def role_block(i, r, style):
        emp = employer(r["profession"], rcity[i][0], rng)
        t = title_of(r, rng)
        if r.get("travel"):
            t = "Travel " + t
            emp = emp + " (via " + rng.choice(["Trailhead Staffing", "Beacon Travel Health", "NomadCare Agency"]) + ")"
        unit = rng.choice(SPEC_WORDS.get(r["specialty"], [""])) if r["specialty"] else ""
        d1 = fdate(r["start"], ds)
        d2 = fdate(r["end"], ds) if r["end"] else present
        loc = "%s, %s" % rcity[i]
        if i == 0 and loc_mode == "lastjob":
            loc = "%s, %s %s" % (city, st, p["zip"])
        du = duties_of(r, rng, rng.randint(1, 3))
        if style == "classic":
            head = "%s%s\n%s - %s | %s - %s" % (t, (", " + unit) if unit else "", emp, loc, d1, d2)
            return head + "\n" + "\n".join("  - " + x for x in du)
        if style == "compact":
            return "%s -> %s | %s%s | %s (%s)" % (d1, d2, t, (" / " + unit) if unit else "", emp, loc)
        if style == "table":
            return "| %s - %s | %s | %s | %s |" % (d1, d2, t, unit or "-", emp + ", " + loc)
        if style == "prose":
            since = ("Since %s I have worked" % d1) if not r["end"] else rng.choice(["From %s to %s I worked" % (d1, d2), "Between %s and %s I worked" % (d1, d2)])
            where = ""
            if unit:
                where = (" on %s" % unit) if fam == "tech" else rng.choice([" (%s)" % unit, ", %s," % unit])
            return "%s as %s %s%s at %s in %s. %s." % (since, "an" if t[0] in "AEIOU" else "a", t, where, emp, loc, "; ".join(du))
        if style == "trades":
            return "%s  (%s - %s)\n%s, %s%s\n%s" % (emp.upper(), d1, d2, t, loc, (" - " + unit) if unit else "",
                                                   "\n".join("* " + x for x in du))
        if style == "soft":
            return "%s, %s (%s) | %s - %s%s\n%s" % (t, emp, loc if rng.random() < .6 else loc + ", hybrid", d1, d2,
                                                    ("\nFocus: " + unit) if unit else "", "\n".join("- " + x for x in du))

    cred = {"RN": ", RN", "Respiratory Therapist": ", RRT" if "RRT" in p["certs"] else "", "Physical Therapist": ", PT, DPT",
            "Medical Laboratory Scientist": ", MLS(ASCP)" if "MLS(ASCP)" in p["certs"] else ""}.get(prof, "")
    if layout in ("classic", "lastloc", "table", "trades", "soft", "compact"):
        lines.append(name + (cred if rng.random() < .5 else ""))
        hl = []
        if loc_mode == "header":
            hl.append(header_loc if rng.random() < .7 else "ZIP %s (%s, %s)" % (p["zip"], city, st))
        hl += contact
        if hl:
            lines.append(" | ".join(hl) if layout != "trades" else "\n".join(hl))
        lines.append("")
        summ = _summary(p, sw, rng)
        if summ:
            lines.append(rng.choice(["SUMMARY", "Profile", "About me", "Objective"]) + ("" if layout != "soft" else ":"))
            lines.append(summ)
            lines.append("")
        if shift_line and rng.random() < .5:
            lines.append(shift_line)
            lines.append("")
            shift_line_used = True
        else:
            shift_line_used = False
        role_style = {"classic": "classic", "lastloc": "classic", "table": "table", "trades": "trades", "soft": "soft",
                      "compact": "compact"}[layout]
        lic_first = rng.random() < .5
        def creds():
            out = []
            if lic_lines or cert_lines:
                if lic_lines:
                    out.append(rng.choice(["LICENSURE", "Licenses", "LICENSES / TICKETS", "Licence"]) if layout != "soft" else "Licenses:")
                    out += ["  " + x for x in lic_lines]
                if cert_lines:
                    out.append(rng.choice(["CERTIFICATIONS", "Certs", "Certifications & Training"]))
                    out += ["  " + x for x in cert_lines]
                out.append("")
            return out
        if lic_first:
            lines += creds()
        lines.append(rng.choice(["EXPERIENCE", "Work History", "PROFESSIONAL EXPERIENCE", "Employment"]))
        if role_style == "table":
            lines.append("| Dates | Title | Unit | Employer |")
            lines.append("|---|---|---|---|")
        for i, r in enumerate(p["roles"]):
            lines.append(role_block(i, r, role_style))
            if role_style in ("classic", "trades", "soft"):
                lines.append("")
        lines.append("")
        if not lic_first:
            lines += creds()
        lines.append(rng.choice(["EDUCATION", "Education"]))
        lines.append(_education(prof, rng))
        if shift_line and not shift_line_used:
            lines.append("")
            lines.append("Availability: " + shift_line)
    else:  # prose
        lines.append(name)
        if loc_mode == "header":
            lines.append(header_loc)
        if contact:
            lines.append(" / ".join(contact))
        lines.append("")
        summ = _summary(p, sw, rng)
        if summ:
            lines.append(summ)
            lines.append("")
        for i, r in enumerate(p["roles"]):
            lines.append(role_block(i, r, "prose"))
        lines.append("")
        if lic_lines:
            lines.append("I hold the following: " + "; ".join(lic_lines) + ".")
        if cert_lines:
            lines.append("Certifications: " + ", ".join(cert_lines) + ".")
        if shift_line:
            lines.append(shift_line)
        lines.append("")
        lines.append("Education: " + _education(prof, rng))
    if p["hints"].get("gap") and rng.random() < 0.7:
        lines.append("")
        lines.append(rng.choice(["Career break since my last position (family relocation).", "Took time off to care for a parent.",
                                 "Currently between positions and available immediately."]))
    if mf:
        lines.append("")
        lines.append(rng.choice(["Relocated to %s, %s in %s 2026." % (city, st, rng.choice(["September", "October", "November"])),
                                 "Recently moved to the %s area (family)." % city]))
    if p.get("relocate"):
        lines.append("Open to relocation.")
    text = "\n".join(lines).rstrip() + "\n"
    return text, {"ds": ds, "present": present, "layout": layout}


def _summary(p, sw, rng):
    prof = p["profession"]
    fam = family(prof)
    if rng.random() < 0.25:
        return None
    pw = {"RN": "registered nurse", "Respiratory Therapist": "respiratory therapist", "Physical Therapist": "physical therapist",
          "Radiologic Technologist": "radiologic technologist", "Surgical Technologist": "surgical technologist",
          "Medical Laboratory Scientist": "medical laboratory scientist", "Software Engineer": "software engineer",
          "Electrician": "electrician", "HVAC Technician": "HVAC technician", "Welder": "welder",
          "CDL-A Truck Driver": "Class A driver", "Maintenance Technician": "maintenance technician"}.get(prof, prof)
    opts = ["Dependable %s%s who likes busy units and good teams." % (pw, (" with a background in " + sw) if sw else ""),
            "%s%s. Calm under pressure, strong communicator, precepts new staff." % (pw[0].upper() + pw[1:], (" - " + sw) if sw else ""),
            "Hands-on %s looking for a stable team and a reasonable commute." % pw]
    if fam == "tech":
        opts = ["%s focused on %s. I like boring, reliable systems." % (pw[0].upper() + pw[1:], sw or "building products"),
                "Engineer who ships: %s, testing, and on-call that doesn't wake people up." % (sw or "web apps")]
    if fam == "trade":
        opts = ["Safety-minded %s%s. Own tools and truck." % (pw, (" - " + sw) if sw else ""),
                "Reliable %s, shows up on time, works clean." % pw]
    return rng.choice(opts)


def _education(prof, rng):
    return rng.choice({
        "RN": ["BSN, University of New Mexico", "ADN, Pima Community College; BSN (online) WGU", "Associate Degree in Nursing",
               "Bachelor of Science in Nursing, Grand Canyon University"],
        "Respiratory Therapist": ["AAS Respiratory Therapy, Metropolitan Community College", "BS Respiratory Care, Boise State"],
        "Physical Therapist": ["Doctor of Physical Therapy, Creighton University", "DPT, University of Utah"],
        "Radiologic Technologist": ["AAS Radiologic Technology", "Certificate, School of Radiography"],
        "Surgical Technologist": ["Surgical Technology diploma", "AAS Surgical Technology"],
        "Medical Laboratory Scientist": ["BS Medical Laboratory Science", "BS Biology; MLS certificate program"],
        "Software Engineer": ["BS Computer Science", "BA Mathematics; self-taught programmer", "MS Computer Science"],
    }.get(prof, ["High school diploma; trade school", "GED; apprenticeship program", "Associate of Applied Science",
                 "High school diploma"]))


def body_of(p, rng, kind):
    b = {"firstName": p["first"], "lastName": p["last"], "email": p["email"], "statusId": 1}
    if kind == "minimal":
        return b
    city, st = city_of(p["zip"])
    b["phone"] = p["phone"]
    if kind in ("contact", "fields") and rng.random() < 0.85:
        b["address"] = {"address1": None, "address2": None, "city": city, "state": st, "zip": p["zip"], "countryCode": "US"}
    if kind == "fields":
        prof = p["profession"]
        cur = p["roles"][0] if p["roles"] else None
        spec = cur["specialty"] if cur else None
        r = rng.random()
        if r < 0.2:
            b["profession"] = ""
            b["specialty"] = ""
        else:
            b["profession"] = rng.choice(PROF_FIELD.get(prof, [prof]))
            if spec and spec in SPEC_FIELD and rng.random() < 0.8:
                b["specialty"] = rng.choice(SPEC_FIELD[spec])
    return b

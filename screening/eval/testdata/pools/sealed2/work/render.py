"""Resume writers: one function per style.  Each takes a spec (gen.py) and a seeded rng and returns text
(or HTML for tables).  Where a style leaves a date out (e.g. "Registered Nurse - Ohio (compact)"), it
sets that expiry to None in the spec, so the truth is what the text says."""
import gen as GN
import pools as P

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"]

PROF_NAME = {"RN": "Registered Nurse", "LPN": "Licensed Practical Nurse", "CNA": "Certified Nursing Assistant",
             "PCT": "Patient Care Technician", "MA": "Medical Assistant", "PARAMEDIC": "Paramedic", "EMT": "EMT",
             "RT": "Respiratory Therapist", "PT": "Physical Therapist", "PTA": "Physical Therapist Assistant",
             "OT": "Occupational Therapist", "COTA": "Certified Occupational Therapy Assistant",
             "RADTECH": "Radiologic Technologist", "SURGTECH": "Surgical Technologist",
             "SPT": "Sterile Processing Technician", "MLS": "Medical Laboratory Scientist",
             "MLT": "Medical Laboratory Technician", "PHLEB": "Phlebotomist", "SWE": "Software Engineer",
             "DATA_ANALYST": "Data Analyst", "DATA_SCIENTIST": "Data Scientist", "QA": "QA Analyst",
             "IT_SUPPORT": "IT Support Specialist", "ELECTRICIAN": "Electrician", "HVAC": "HVAC Technician",
             "WELDER": "Welder", "CDL": "Truck Driver", "MAINT": "Maintenance Technician",
             "RPSGT": "Sleep Technologist", "UX": "UX Designer", "PHARMACIST": "Pharmacist", "TEACHER": "Teacher",
             "ACCOUNTANT": "Staff Accountant", "RETAIL_MGR": "Store Manager", "WAREHOUSE": "Warehouse Associate",
             "COOK": "Line Cook", "HR": "HR Generalist", "DENTAL_HYG": "Dental Hygienist",
             "SECURITY": "Security Officer", "SOCIAL_WORKER": "Social Worker", "HVAC_HELPER": "HVAC Helper"}

SPEC_WORD = {"ICU": "ICU", "PCU": "Progressive Care", "TELE": "Telemetry", "MEDSURG": "Med-Surg", "ED": "Emergency",
             "URGENT": "Urgent Care", "LD": "Labor & Delivery", "POSTPARTUM": "Mother/Baby", "NICU": "NICU",
             "PEDS": "Pediatric", "OR": "Operating Room", "PACU": "PACU", "PSYCH": "Behavioral Health",
             "ONC": "Oncology", "DIALYSIS": "Dialysis", "HOMEHEALTH": "Home Health", "LTC": "Long-Term Care",
             "RT_ADULT": "adult critical care", "RT_NEO": "neonatal/pediatric", "RT_SLEEP": "sleep medicine",
             "RT_HOME": "home respiratory", "PT_OUTPT": "outpatient orthopedic", "PT_ACUTE": "acute care",
             "PT_SNF": "skilled nursing / inpatient rehab", "PT_HOME": "home health", "PT_PEDS": "pediatric",
             "XRAY": "diagnostic X-ray", "CT": "CT", "MRI": "MRI", "MAMMO": "mammography", "ST": "surgical",
             "LAB_GEN": "generalist", "LAB_CHEM": "chemistry", "LAB_HEME": "hematology", "LAB_MICRO": "microbiology",
             "LAB_BB": "blood bank", "BE_JAVA": "backend Java", "BE_GO": "backend Go", "BE_PY": "backend Python",
             "BE_NET": "C#/.NET backend", "BE_NODE": "Node.js backend", "FE": "frontend", "FULLSTACK": "full-stack",
             "DATAENG": "data engineering", "MOBILE": "mobile", "DEVOPS": "DevOps/SRE", "EL_COMM": "commercial",
             "EL_IND": "industrial", "EL_RES": "residential", "HV_COMM": "commercial HVAC",
             "HV_RES": "residential HVAC", "HV_REFR": "commercial refrigeration", "WE_PIPE": "pipe",
             "WE_STRUCT": "structural", "WE_PROD": "production MIG", "CDL_REG": "regional", "CDL_OTR": "OTR",
             "CDL_LOCAL": "local", "MT_IND": "industrial maintenance", "MT_FAC": "facilities maintenance"}

CERT_FORMS = {
    "BLS": ["BLS", "BLS (AHA)", "Basic Life Support (BLS)", "CPR/BLS for Healthcare Providers", "BLS Provider"],
    "ACLS": ["ACLS", "ACLS (AHA)", "Advanced Cardiovascular Life Support (ACLS)", "ACLS Provider"],
    "PALS": ["PALS", "Pediatric Advanced Life Support (PALS)"],
    "NRP": ["NRP", "Neonatal Resuscitation Program (NRP)"],
    "TNCC": ["TNCC", "Trauma Nursing Core Course (TNCC)"],
    "CCRN": ["CCRN", "CCRN (AACN)"], "PCCN": ["PCCN"], "CEN": ["CEN"], "CNOR": ["CNOR"], "CEFM": ["C-EFM"],
    "STABLE": ["S.T.A.B.L.E."], "NIHSS": ["NIHSS"],
    "NBRC_RRT": ["RRT (NBRC)", "Registered Respiratory Therapist (RRT), NBRC"],
    "NBRC_CRT": ["CRT (NBRC)", "Certified Respiratory Therapist (CRT)"],
    "ARRT_R": ["ARRT (R)", "ARRT(R)", "Registered Technologist in Radiography, ARRT (R)"],
    "ARRT_CT": ["ARRT (CT)", "ARRT(CT)"], "ARRT_MR": ["ARRT (MR)"],
    "CST": ["CST (NBSTSA)", "Certified Surgical Technologist (CST)", "TS-C (NCCT)"],
    "MLS_CERT": ["MLS(ASCP)", "MLS (ASCP)", "MT(AMT)", "Medical Laboratory Scientist - ASCP BOC, MLS(ASCP)"],
    "MLT_CERT": ["MLT(ASCP)"],
    "EPA608U": ["EPA 608 Universal", "EPA Section 608 Universal Certification", "Universal EPA 608"],
    "EPA608_II": ["EPA 608 Type II"],
    "OSHA10": ["OSHA 10", "OSHA 10-Hour Construction"],
    "TWIC": ["TWIC", "TWIC card"],
    "6G": ["6G certified (ASME Section IX)", "6G pipe test - passed (ASME IX)"],
    "DOTMED": ["DOT medical card", "DOT Medical Certificate"],
    "CRCST": ["CRCST (HSPA)"], "CPT_PHLEB": ["CPT (NHA) phlebotomy"], "RPSGT": ["RPSGT"],
    "AWS_D11": ["AWS D1.1 structural"], "HAZMAT": ["Hazmat endorsement (H)"], "TANKER": ["Tanker endorsement (N)"],
}


CLINICAL = {"RN", "LPN", "CNA", "PCT", "MA", "PARAMEDIC", "EMT", "RT", "PT", "PTA", "OT", "COTA", "RADTECH",
            "SURGTECH", "SPT", "MLS", "MLT", "PHLEB", "RPSGT", "DENTAL_HYG", "PHARMACIST", "SOCIAL_WORKER"}


def d_mmyyyy(s):
    return "%s/%s" % (s[5:7], s[:4])


def fmt_month(s, f):
    if s is None:
        return None
    y, m = int(s[:4]), int(s[5:7])
    return {"mm/yyyy": "%02d/%04d" % (m, y), "m/yyyy": "%d/%04d" % (m, y), "mon yyyy": "%s %d" % (MON[m - 1], y),
            "month yyyy": "%s %d" % (MONTH[m - 1], y), "yyyy-mm": "%04d-%02d" % (y, m),
            "mon 'yy": "%s '%02d" % (MON[m - 1], y % 100), "mm/yy": "%02d/%02d" % (m, y % 100)}[f]


def fmt_date(d, f):
    """d = YYYY-MM-DD."""
    y, m, dd = int(d[:4]), int(d[5:7]), int(d[8:10])
    return {"yyyy-mm-dd": d, "mm/dd/yyyy": "%02d/%02d/%04d" % (m, dd, y), "mm/yy": "%02d/%02d" % (m, y % 100),
            "mm/yyyy": "%02d/%04d" % (m, y), "mon yyyy": "%s %d" % (MON[m - 1], y),
            "month d, yyyy": "%s %d, %d" % (MONTH[m - 1], dd, y)}[f]


def span(r, f, present="Present", sep=" - "):
    a = fmt_month(r["start"], f)
    b = present if r["end"] is None else fmt_month(r["end"], f)
    return a + sep + b


def dur(r):
    s = int(r["start"][:4]) * 12 + int(r["start"][5:7]) - 1
    e = GN.NOW if r["end"] is None else int(r["end"][:4]) * 12 + int(r["end"][5:7]) - 1
    n = e - s + 1
    y, m = divmod(n, 12)
    parts = []
    if y:
        parts.append("%d yr%s" % (y, "s" if y > 1 else ""))
    if m:
        parts.append("%d mo%s" % (m, "s" if m > 1 else ""))
    return " ".join(parts) or "1 mo"


def years_prof(spec, prof, sp=None):
    months = set()
    for r in spec["roles"]:
        if r["prof"] != prof or (sp and r["spec"] != sp):
            continue
        s = int(r["start"][:4]) * 12 + int(r["start"][5:7]) - 1
        e = GN.NOW if r["end"] is None else int(r["end"][:4]) * 12 + int(r["end"][5:7]) - 1
        months.update(range(s, e + 1))
    return len(months) / 12.0


# ------------------------------------------------------------------------------- pieces

class R:
    """Per-candidate rendering helper with a seeded rng."""

    def __init__(self, spec, rng):
        self.s = spec
        self.r = rng
        for role in spec["roles"]:
            self.decorate(role)
        nb = spec["extra"].get("nbrc")
        if nb is None and any(c["name"] == "NBRC" for c in spec["certs"]):
            spec["extra"]["nbrc"] = rng.choice(["RRT", "RRT", "CRT"])

    def decorate(self, role):
        r = self.r
        if "title" in role:
            return
        p, sp = role["prof"], role["spec"]
        role["unit"] = r.choice(P.UNIT[sp]) if sp in P.UNIT else None
        role["title"] = self.title(p, sp, role)
        if p == "SWE":
            pool = P.SWE_DUTIES.get(sp, [])
        elif sp in P.TRADE_DUTIES:
            pool = P.TRADE_DUTIES[sp]
        elif p == "CDL":
            pool = P.TRADE_DUTIES["CDL"] if sp != "CDL_B" else P.NOISE_DUTIES["CLASS_B"]
        elif p in ("ELECTRICIAN",) and sp is None:
            pool = P.NOISE_DUTIES["APPRENTICE_ELEC"]
        elif sp in P.DUTIES and p in ("RN", "RT", "PT", "RADTECH", "MLS", "SURGTECH"):
            pool = P.DUTIES[sp]
        elif p == "SURGTECH":
            pool = P.DUTIES["ST"]
        else:
            pool = P.NOISE_DUTIES.get(p, ["General duties"])
        k = min(len(pool), r.randint(2, 5))
        role["duties"] = r.sample(pool, k)

    def title(self, p, sp, role):
        r = self.r
        certs = {c["name"] for c in self.s["certs"]}
        if role.get("travel"):
            return {"RN": "Travel RN", "SURGTECH": "Travel Surgical Technologist", "RT": "Travel Respiratory Therapist"}.get(
                p, "Travel " + PROF_NAME.get(p, p))
        if p == "RN":
            return r.choice(["Registered Nurse", "Staff RN", "RN", "Staff Nurse", "Clinical Nurse II", "RN II",
                             "Registered Nurse"])
        if p == "RT":
            if self.s["extra"].get("nbrc") == "RRT" or (r.random() < 0.0):
                return r.choice(["Registered Respiratory Therapist", "Respiratory Therapist", "Staff Respiratory Therapist"])
            return r.choice(["Respiratory Therapist", "Staff Respiratory Therapist", "Respiratory Care Practitioner"])
        if p == "PT":
            return r.choice(["Physical Therapist", "Staff Physical Therapist", "Physical Therapist, DPT"])
        if p == "RADTECH":
            return {"XRAY": r.choice(["Radiologic Technologist", "X-Ray Technologist", "Staff Radiographer"]),
                    "CT": r.choice(["CT Technologist", "CT Tech", "CT Technologist II"]),
                    "MRI": "MRI Technologist", "MAMMO": "Mammography Technologist"}[sp]
        if p == "SURGTECH":
            return r.choice(["Surgical Technologist", "Surgical Tech", "Surgical Technologist II"])
        if p == "MLS":
            return r.choice(["Medical Laboratory Scientist", "Medical Technologist", "Clinical Laboratory Scientist"]) \
                if sp == "LAB_GEN" else r.choice(["Medical Technologist - %s" % SPEC_WORD[sp].title(),
                                                  "%s Technologist" % SPEC_WORD[sp].title()])
        if p == "SWE":
            return {"BE_JAVA": r.choice(["Software Engineer", "Senior Software Engineer", "Backend Engineer", "Java Developer"]),
                    "BE_GO": r.choice(["Software Engineer", "Backend Engineer (Go)", "Go Developer"]),
                    "BE_PY": r.choice(["Python Developer", "Software Engineer II"]),
                    "BE_NET": r.choice([".NET Developer", "Software Developer"]),
                    "BE_NODE": "Node.js Developer",
                    "FE": r.choice(["Frontend Engineer", "UI Engineer", "Front-End Developer"]),
                    "FULLSTACK": r.choice(["Full Stack Developer", "Full-Stack Software Engineer"]),
                    "DATAENG": r.choice(["Data Engineer", "Senior Data Engineer", "Data Engineer II"]),
                    "MOBILE": "Mobile Developer",
                    "DEVOPS": r.choice(["DevOps Engineer", "Site Reliability Engineer"])}[sp]
        if p == "ELECTRICIAN":
            if sp is None:
                return "Apprentice Electrician"
            if any(l["type"] == "ELEC_M" for l in self.s["licences"]):
                return "Master Electrician"
            if not any(l["type"] in ("ELEC_J", "ELEC_M") for l in self.s["licences"]):
                return r.choice(["Industrial Electrician", "Electrician"])
            return r.choice(["Journeyman Electrician", "Electrician (Journeyman)"])
        if p == "HVAC":
            return {"HV_COMM": r.choice(["Commercial HVAC Technician", "HVAC Service Technician"]),
                    "HV_RES": r.choice(["Residential HVAC Service Tech", "HVAC Technician"]),
                    "HV_REFR": "Refrigeration Technician", None: "HVAC Helper"}[sp]
        if p == "WELDER":
            return {"WE_PIPE": r.choice(["Pipe Welder", "Combo Pipe Welder", "Welder/Fitter"]),
                    "WE_STRUCT": r.choice(["Structural Welder", "Welder"]),
                    "WE_PROD": r.choice(["MIG Welder", "Production Welder"])}[sp]
        if p == "CDL":
            if sp == "CDL_B":
                return "Local Delivery Driver (Class B)"
            return {"CDL_REG": r.choice(["Regional CDL-A Driver", "Class A Driver - Regional"]),
                    "CDL_OTR": r.choice(["OTR Driver", "Over-the-Road CDL-A Driver"]),
                    "CDL_LOCAL": r.choice(["Local CDL-A Driver", "Class A Local Driver"])}[sp]
        if p == "MAINT":
            return {"MT_IND": r.choice(["Maintenance Technician", "Industrial Maintenance Mechanic", "Maintenance Tech II"]),
                    "MT_FAC": r.choice(["Facilities Maintenance Technician", "Building Maintenance Tech"])}[sp]
        return PROF_NAME.get(p, p)

    # licences ------------------------------------------------------------------------------
    def lic_line(self, l, style="plain"):
        r = self.r
        st, sn = l["state"], GN.STATE_NAMES[l["state"]]
        num = l.get("number") or self.licnum(l)
        l["number"] = num
        t = l["type"]
        if t in ("RN", "LPN"):
            word = "RN" if t == "RN" else "LPN"
            long = "Registered Nurse" if t == "RN" else "Licensed Practical Nurse"
            if l["status"] == "pending":
                return r.choice(["%s %s license by endorsement - application submitted, pending" % (sn, word),
                                 "%s: %s endorsement in process (pending)" % (st, word),
                                 "Pending %s %s license (endorsement applied, fingerprints done)" % (sn, word)])
            exp = l["expires"]
            if l["explicit_ms"]:
                forms = ["%s License, %s - Multistate/Compact NLC (No. %s), valid through %s" % (word, sn, num, "{yyyy-mm-dd}"),
                         "%s - %s (multi-state), exp. {mm/yyyy}" % (word, st),
                         "%s, %s - Compact license #%s, expires {mm/dd/yyyy}" % (long, sn, num),
                         "%s Multistate %s License %s (exp {mon yyyy})" % (sn, word, num)]
                if exp and exp >= "2026-11-27":
                    forms.append("%s - %s (compact)" % (long, sn))
            elif l["single"]:
                forms = ["Active %s %s license (single-state) #%s, expiration {mm/dd/yyyy}" % (sn, word, num),
                         "%s %s #%s - single state license, exp {mm/yy}" % (st, word, num)]
            else:
                forms = ["%s %s #%s exp {mm/yy}" % (st, word, num),
                         "%s Board of Nursing - %s, License No. %s, Expires {month d, yyyy}" % (sn, long, num),
                         "%s license: %s %s, expires {mm/dd/yyyy}" % (word, sn, num),
                         "%s - %s %s (exp {mon yyyy})" % (long, sn, num)]
                if exp and exp >= "2026-11-27":
                    forms.append("Licensed %s in %s" % (word, sn))
            f = r.choice(forms)
            return self.fill(f, l)
        if t == "RT":
            f = r.choice(["%s Respiratory Care license #%s, exp {mm/dd/yyyy}" % (sn, num),
                          "%s RCP License %s - expires {mon yyyy}" % (st, num),
                          "Respiratory Therapist license, %s (%s), valid through {yyyy-mm-dd}" % (sn, num)])
            return self.fill(f, l)
        if t == "PT":
            f = r.choice(["%s Physical Therapist License #%s, exp {mm/dd/yyyy}" % (sn, num),
                          "PT license - %s %s (expires {mon yyyy})" % (st, num)])
            return self.fill(f, l)
        if t in ("ELEC_J", "ELEC_M"):
            kind = "Journeyman Electrician" if t == "ELEC_J" else "Master Electrician"
            f = r.choice(["%s %s License #%s, exp {mm/dd/yyyy}" % (sn, kind, num),
                          "%s - %s license %s (expires {mon yyyy})" % (kind, st, num),
                          "Licensed %s, State of %s, #%s, valid thru {mm/yyyy}" % (kind, sn, num)])
            return self.fill(f, l)
        if t in ("CDL_A", "CDL_B"):
            cls = "A" if t == "CDL_A" else "B"
            f = r.choice(["Class %s CDL - %s, exp {mm/yyyy}" % (cls, sn), "CDL-%s (%s) expires {mm/dd/yyyy}" % (cls, st),
                          "%s Commercial Driver License Class %s, valid through {yyyy-mm-dd}" % (sn, cls)])
            return self.fill(f, l)
        raise ValueError(t)

    def fill(self, f, l):
        exp = l["expires"]
        if "{" not in f:
            l["expires"] = None
            return f
        key = f[f.index("{") + 1:f.index("}")]
        if exp is None:
            raise ValueError("form needs a date")
        return f.replace("{" + key + "}", fmt_date(exp, key))

    def licnum(self, l):
        r = self.r
        st = l["state"]
        if l["type"] == "RN":
            return r.choice(["RN%d" % r.randint(100000, 999999), "%s.%d" % ("RN", r.randint(100000, 499999)),
                             "%d" % r.randint(1000000, 9999999)])
        if l["type"] == "LPN":
            return "PN%d" % r.randint(100000, 999999)
        return "%s-%d" % (st, r.randint(10000, 99999))

    # certs ---------------------------------------------------------------------------------
    def cert_name(self, c):
        n = c["name"]
        if n == "NBRC":
            n = "NBRC_" + self.s["extra"].get("nbrc", "RRT")
        if "form" not in c:
            c["form"] = self.r.choice(CERT_FORMS[n])
        return c["form"]

    def cert_line(self, c, style="plain"):
        r = self.r
        name = self.cert_name(c)
        exp = c["expires"]
        if exp is None:
            return name
        expired = exp < "2026-11-27"
        if expired:
            f = r.choice(["%s (expired {mm/yyyy})", "%s - exp. {mm/yyyy}", "%s, expires {mm/dd/yyyy}", "%s exp {mon yyyy}"])
        else:
            f = r.choice(["%s - exp {mm/yyyy}", "%s (exp. {mon yyyy})", "%s, expires {mm/dd/yyyy}", "%s valid thru {mm/yy}",
                          "%s exp {mm/yy}", "%s (expires {yyyy-mm-dd})"])
        f = f % name
        key = f[f.index("{") + 1:f.index("}")]
        return f.replace("{" + key + "}", fmt_date(exp, key))

    def cert_list_undated(self):
        """Comma list; only possible if every cert is undated or we drop dates (valid ones only)."""
        out = []
        for c in self.s["certs"]:
            if c["expires"] and c["expires"] < "2026-11-27":
                out.append(self.cert_line(c))
            else:
                c["expires"] = None
                out.append(self.cert_name(c))
        return out

    # misc -----------------------------------------------------------------------------------
    def loc_line(self):
        h = self.s["home"]
        if not h or h["mode"] in ("fields", "lastjob", "none"):
            return None
        if h["mode"] == "city":
            return "%s, %s" % (h["city"], h["state"])
        return "%s, %s %s" % (h["city"], h["state"], h["zip"])

    def street(self):
        r = self.r
        if "street" not in self.s["extra"]:
            self.s["extra"]["street"] = "%d %s %s" % (r.randint(100, 9899), r.choice(
                ["Maple", "Oak", "Elm", "Sycamore", "Cherry", "Lakeview", "Ridge", "Prairie", "Willow", "Chestnut",
                 "Hillcrest", "Meadow", "Pine", "Cedar", "Birch", "Walnut", "Bayou", "Magnolia"]),
                r.choice(["St", "Ave", "Dr", "Ln", "Ct", "Rd", "Blvd"]))
        return self.s["extra"]["street"]

    def shift_phrase(self):
        p = self.s["shift"]
        if not p:
            return None
        r = self.r
        return r.choice({
            "day": ["Seeking day shift only.", "Available: days only (no nights - childcare).", "Prefer day shift.",
                    "DAYS ONLY please", "Looking for first shift / days."],
            "night": ["Night shift preferred.", "Looking for nights.", "Prefer night shift (7p-7a).", "Nights only please."],
            "evening": ["Prefer evening / 2nd shift.", "Available evenings (2nd shift) only."],
            "any": ["Open to any shift.", "Available all shifts - days, nights or rotating.", "Flexible on shifts."],
        }[p])

    def prof_now(self):
        return self.s["profNow"]

    def cur_role(self):
        return self.s["roles"][0] if self.s["roles"] else None

    def headline(self):
        c = self.cur_role()
        p = self.prof_now()
        if not c:
            return PROF_NAME.get(p, p)
        sp = c["spec"]
        if p == "RN" and sp:
            return "%s RN" % SPEC_WORD[sp]
        if p == "SWE":
            return c["title"]
        if sp and sp in SPEC_WORD and p not in ("CDL",):
            return "%s - %s" % (PROF_NAME.get(p, p), SPEC_WORD[sp])
        return PROF_NAME.get(p, p)

    def summary(self):
        """A truthful one-to-two sentence summary."""
        r = self.r
        s = self.s
        p = self.prof_now()
        c = self.cur_role()
        if not c:
            return "%s seeking a new opportunity." % PROF_NAME.get(p, p)
        sp = c["spec"]
        yrs_p = int(years_prof(s, p))
        yrs_s = int(years_prof(s, p, sp)) if sp else yrs_p
        pn = PROF_NAME.get(p, p)
        sw = SPEC_WORD.get(sp, "")
        bits = []
        if yrs_p >= 2 and r.random() < 0.7:
            if yrs_s >= 2 and yrs_s != yrs_p and sp:
                bits.append("%s with %d+ years of experience, %d+ in %s." % (pn, yrs_p, yrs_s, sw))
            else:
                bits.append("%s with %d+ years of experience%s." % (pn, yrs_p, (" in " + sw) if sp and yrs_s == yrs_p else ""))
        else:
            bits.append(r.choice(["Dedicated %s" % pn.lower() if p not in ("SWE",) else "Engineer",
                                  "Reliable and hard-working %s" % pn.lower(),
                                  "Team-oriented %s" % pn.lower()]) + (" with %s experience." % sw if sp else "."))
        bits.append(r.choice(["Calm under pressure and a strong communicator.",
                              "Known for teamwork, reliability and attention to detail.",
                              "Looking for a long-term position with a supportive team.",
                              "Committed to safety and quality.", ""]))
        return " ".join(b for b in bits if b)

    def education(self):
        r = self.r
        p = self.prof_now()
        st = (self.s["home"] or {}).get("state") or "other"
        sch = r.choice(P.SCHOOLS.get(st, P.SCHOOLS["other"]) + P.SCHOOLS["other"][:1])
        first = min((int(x["start"][:4]) for x in self.s["roles"]), default=2015)
        y = first - r.choice([0, 0, 1])
        deg = {"RN": r.choice(["Bachelor of Science in Nursing (BSN)", "Associate Degree in Nursing (ADN)", "BSN", "ASN"]),
               "LPN": "Practical Nursing Diploma", "RT": "A.A.S. Respiratory Therapy", "PT": "Doctor of Physical Therapy (DPT)",
               "RADTECH": "A.A.S. Radiologic Technology", "SURGTECH": "Surgical Technology Certificate",
               "MLS": "B.S. Medical Laboratory Science", "SWE": r.choice(["B.S. Computer Science", "B.S. Software Engineering",
                                                                         "B.A. Mathematics", "Coding bootcamp certificate"]),
               "ELECTRICIAN": "IBEW/NJATC apprenticeship program", "HVAC": "HVAC-R Technology diploma",
               "WELDER": "Welding Technology certificate", "CDL": "CDL-A training school",
               "MAINT": "A.A.S. Industrial Maintenance Technology", "OT": "Master of Occupational Therapy (MOT)",
               "PTA": "A.A.S. Physical Therapist Assistant", "COTA": "A.A.S. Occupational Therapy Assistant",
               "PHARMACIST": "Doctor of Pharmacy (PharmD)", "TEACHER": "B.S. Middle Childhood Education",
               "ACCOUNTANT": "B.B.A. Accounting", "DENTAL_HYG": "A.A.S. Dental Hygiene", "SOCIAL_WORKER": "Master of Social Work",
               "MLT": "A.A.S. Medical Laboratory Technology", "PARAMEDIC": "Paramedic Certificate Program",
               "EMT": "EMT-Basic course", "MA": "Medical Assistant diploma", "PHLEB": "Phlebotomy certificate",
               "CNA": "State-tested nurse aide course", "PCT": "Patient Care Technician certificate",
               "DATA_ANALYST": "B.S. Business Analytics", "DATA_SCIENTIST": "M.S. Statistics",
               "QA": "B.S. Information Systems", "IT_SUPPORT": "A.A.S. Network Administration", "UX": "B.F.A. Graphic Design",
               "HR": "B.A. Human Resource Management", "SPT": "Sterile Processing certificate",
               "RPSGT": "Polysomnography certificate"}.get(p, "High school diploma")
        if p in ("CDL", "WELDER", "ELECTRICIAN", "HVAC", "MAINT") or deg == "High school diploma":
            sch = r.choice(["%s Technical College" % (self.s["home"] or {}).get("city", "Central"),
                            "%s Career Center" % (self.s["home"] or {}).get("city", "County"),
                            "%s High School" % (self.s["home"] or {}).get("city", "Central")])
        return deg, sch, y

    def skills_line(self):
        return ", ".join(self.s["skills"])


# ------------------------------------------------------------------------------- styles

def role_block_classic(R_, role, f, bullet="\u2022", present="Present"):
    s = []
    loc = "%s, %s" % (role["city"], role["state"])
    emp = role["employer"] + (" (via %s)" % role["agency"] if role.get("agency") else "")
    s.append("%s - %s" % (emp, loc))
    unit = (" - " + role["unit"]) if role.get("unit") else ""
    s.append("%s%s    %s" % (role["title"], unit, span(role, f, present)))
    for d in role["duties"]:
        s.append("%s %s" % (bullet, d))
    return "\n".join(s)


def style_classic(R_, caps=False):
    s, r = R_.s, R_.r
    f = r.choice(["mm/yyyy", "mon yyyy", "month yyyy", "m/yyyy"])
    bullet = r.choice(["\u2022", "-", "*", "\u27a2", "o"])
    present = r.choice(["Present", "Present", "Current", "present", "to date"])
    H = (lambda x: x.upper()) if caps else (lambda x: x)
    out = []
    has_nbrc = any(c["name"] == "NBRC" for c in s["certs"])
    cred = {"RN": ", RN", "RT": (", RRT" if s["extra"].get("nbrc") == "RRT" else ", CRT") if has_nbrc else "",
            "PT": ", PT, DPT"}.get(R_.prof_now(), "")
    out.append(("%s %s%s" % (s["first"], s["last"], cred)).upper() if caps else "%s %s%s" % (s["first"], s["last"], cred))
    ll = R_.loc_line()
    contact = []
    if ll:
        contact.append((R_.street() + ", " if r.random() < 0.5 and s["home"]["mode"] == "zip" else "") + ll)
    if s["phone"]:
        contact.append(s["phone"])
    contact.append(s["email"])
    out.append(" | ".join(contact))
    out.append("")
    out.append(H(r.choice(["Summary", "Professional Summary", "Profile", "Objective"])))
    out.append(R_.summary())
    sp = R_.shift_phrase()
    if sp:
        out.append(sp)
    out.append("")
    if s["licences"] or s["certs"]:
        out.append(H(r.choice(["Licensure & Certifications", "Licenses and Certifications", "Credentials"])))
        for l in s["licences"]:
            out.append("%s %s" % (bullet, R_.lic_line(l)))
        for c in s["certs"]:
            out.append("%s %s" % (bullet, R_.cert_line(c)))
        out.append("")
    out.append(H(r.choice(["Professional Experience", "Experience", "Work History", "Employment History"])))
    for role in s["roles"]:
        out.append(role_block_classic(R_, role, f, bullet, present))
        out.append("")
    deg, sch, y = R_.education()
    out.append(H("Education"))
    out.append("%s - %s, %d" % (deg, sch, y))
    if s["skills"]:
        out.append("")
        out.append(H(r.choice(["Skills", "Technical Skills", "Core Skills"])))
        out.append(R_.skills_line())
    if s["extra"].get("relocating"):
        out.append("")
        out.append(s["extra"]["relocating"])
    return "\n".join(out) + "\n"


def style_linkedin(R_):
    s, r = R_.s, R_.r
    out = ["%s %s" % (s["first"], s["last"])]
    c = R_.cur_role()
    if c:
        out.append("%s at %s" % (c["title"], c["employer"]))
    h = s["home"]
    if h and h["mode"] in ("zip", "city"):
        out.append("%s, %s, United States \u00b7 Contact info" % (h["city"], GN.STATE_NAMES[h["state"]]))
    out.append("")
    out.append("About")
    out.append(R_.summary() + ((" " + R_.shift_phrase()) if R_.shift_phrase() else ""))
    if h and h["mode"] == "zip":
        out.append("Based in %s, %s %s." % (h["city"], h["state"], h["zip"]))
    out.append("")
    out.append("Experience")
    for role in s["roles"]:
        out.append("")
        out.append(role["title"] + ((" - " + role["unit"]) if role.get("unit") else ""))
        out.append("%s \u00b7 %s" % (role["employer"], r.choice(["Full-time", "Full-time", "Part-time", "Contract"])
                                     if not role.get("travel") else "Contract"))
        out.append("%s \u00b7 %s" % (span(role, "mon yyyy", "Present"), dur(role)))
        out.append("%s, %s, United States" % (role["city"], GN.STATE_NAMES[role["state"]]))
        for d in role["duties"][:3]:
            out.append("- " + d)
    out.append("")
    out.append("Education")
    deg, sch, y = R_.education()
    out.append(sch)
    out.append(deg)
    out.append("%d" % y)
    if s["licences"] or s["certs"]:
        out.append("")
        out.append("Licenses & certifications")
        for l in s["licences"]:
            out.append("")
            out.append(R_.lic_line(l))
        for c in s["certs"]:
            out.append("")
            out.append(R_.cert_name(c))
            if c["expires"]:
                iss = "%d" % (int(c["expires"][:4]) - 2)
                out.append("Issued %s %s \u00b7 Expires %s" % (MON[int(c["expires"][5:7]) - 1], iss,
                                                              fmt_date(c["expires"], "mon yyyy")))
    if s["skills"]:
        out.append("")
        out.append("Skills")
        for sk in s["skills"]:
            out.append(sk)
    if s["extra"].get("relocating"):
        out.append(s["extra"]["relocating"])
    return "\n".join(out) + "\n"


def style_indeed(R_):
    s, r = R_.s, R_.r
    out = ["%s %s" % (s["first"], s["last"])]
    ll = R_.loc_line()
    if ll:
        out.append(ll)
    out.append(s["email"])
    if s["phone"]:
        out.append(s["phone"])
    out.append("")
    out.append(R_.summary())
    sp = R_.shift_phrase()
    if sp:
        out.append("Desired shift: " + sp)
    out.append("")
    out.append("Work Experience")
    for role in s["roles"]:
        out.append("")
        out.append(role["title"])
        out.append("%s - %s, %s" % (role["employer"], role["city"], role["state"]))
        out.append(span(role, "month yyyy", "Present", " to "))
        if role.get("unit"):
            out.append("Unit: " + role["unit"])
        for d in role["duties"]:
            out.append("- " + d)
    out.append("")
    out.append("Education")
    deg, sch, y = R_.education()
    out.append("")
    out.append(deg)
    out.append(sch)
    out.append("%d" % y)
    if s["skills"]:
        out.append("")
        out.append("Skills")
        for sk in s["skills"]:
            out.append("\u2022 " + sk)
    if s["licences"] or s["certs"]:
        out.append("")
        out.append("Certifications and Licenses")
        for l in s["licences"]:
            out.append("")
            out.append(R_.lic_line(l))
        for c in s["certs"]:
            out.append("")
            out.append(R_.cert_name(c))
            if c["expires"]:
                iss_y = int(c["expires"][:4]) - 2
                out.append("%s %d to %s" % (MONTH[int(c["expires"][5:7]) - 1], iss_y,
                                            "%s %s" % (MONTH[int(c["expires"][5:7]) - 1], c["expires"][:4])))
    out.append("")
    out.append("Additional Information")
    out.append(r.choice(["Willing to work weekends and holidays.", "Bilingual English/Spanish.",
                         "Reliable transportation.", "Authorized to work in the US for any employer."]))
    if s["extra"].get("relocating"):
        out.append(s["extra"]["relocating"])
    return "\n".join(out) + "\n"


def style_short(R_):
    """Very short: a few lines; years as stated totals, certs undated."""
    s, r = R_.s, R_.r
    p = R_.prof_now()
    lines = []
    h = s["home"]
    head = "%s %s" % (s["first"], s["last"])
    lines.append(head + ((" - " + R_.loc_line()) if R_.loc_line() else ""))
    lines.append(s["email"] + ((" / " + s["phone"]) if s["phone"] else ""))
    exp = []
    for role in s["roles"]:
        exp.append("%s, %s%s, %s %s (%s)" % (role["title"], (role["unit"] + ", ") if role.get("unit") else "",
                                              role["employer"], role["city"], role["state"],
                                              span(role, "mm/yy" if r.random() < 0.5 else "mm/yyyy", "now", "-")))
    lines.append("Exp: " + "; ".join(exp))
    lic = [R_.lic_line(l) for l in s["licences"]]
    if lic:
        lines.append("Lic: " + "; ".join(lic))
    if s["certs"]:
        lines.append("Certs: " + ", ".join(R_.cert_list_undated()))
    if s["skills"]:
        lines.append("Stack: " + R_.skills_line())
    sp = R_.shift_phrase()
    if sp:
        lines.append(sp)
    if s["extra"].get("relocating"):
        lines.append(s["extra"]["relocating"])
    return "\n".join(lines) + "\n"


def style_long(R_):
    s, r = R_.s, R_.r
    out = []
    out.append("%s %s" % (s["first"].upper(), s["last"].upper()))
    ll = R_.loc_line()
    if ll:
        out.append(R_.street() + ", " + ll if s["home"]["mode"] == "zip" else ll)
    out.append("%s   %s" % (s["phone"] or "", s["email"]))
    out.append("")
    out.append("PROFESSIONAL PROFILE")
    out.append(R_.summary())
    out.append(r.choice([
        "I take pride in thorough assessments, clear communication with physicians and families, and mentoring newer staff.",
        "I enjoy teaching, process improvement and being the person colleagues call when something is not right.",
        "Over my career I have worked in large academic centers and small community hospitals and adapt quickly.",
    ]) if R_.prof_now() in CLINICAL else r.choice([
        "I like owning problems end to end and leaving systems better documented than I found them.",
        "Safety first, clean work and showing up on time every day.",
    ]))
    sp = R_.shift_phrase()
    if sp:
        out.append(sp)
    out.append("")
    out.append("CORE COMPETENCIES")
    comp = []
    for role in s["roles"][:2]:
        comp += role["duties"][:2]
    out.append("\n".join("  * " + c for c in comp))
    out.append("")
    out.append("LICENSURE")
    for l in s["licences"]:
        out.append("  " + R_.lic_line(l))
    if not s["licences"]:
        out.append("  n/a")
    if s["certs"]:
        out.append("")
        out.append("CERTIFICATIONS")
        for c in s["certs"]:
            out.append("  " + R_.cert_line(c))
    out.append("")
    out.append("PROFESSIONAL EXPERIENCE")
    for role in s["roles"]:
        out.append("")
        out.append("%s | %s, %s" % (role["employer"], role["city"], role["state"]))
        out.append("%s%s, %s" % (role["title"], (" (" + role["unit"] + ")") if role.get("unit") else "",
                                  span(role, "month yyyy", "Present", " through ")))
        if role.get("agency"):
            out.append("Travel assignment through " + role["agency"])
        for d in role["duties"]:
            out.append("   - " + d)
        out.append("   - " + r.choice(["Participated in unit practice council and quality projects.",
                                       "Recognized with a DAISY-style peer nomination." if role["prof"] == "RN" else
                                       "Recognized by leadership for reliability.",
                                       "Trained and oriented new hires.",
                                       "Maintained 100% compliance on annual competencies."]))
    if s["extra"].get("break"):
        out.append("")
        out.append("Career note: %s" % r.choice(["Took time off to care for a family member.",
                                                 "Maternity/parental leave; ready to return to work.",
                                                 "Relocated and took a planned break.",
                                                 "Recovered from surgery; fully cleared to return to work."]))
    if s["extra"].get("relocating"):
        out.append("")
        out.append("Career note: " + s["extra"]["relocating"])
    out.append("")
    out.append("EDUCATION")
    deg, sch, y = R_.education()
    out.append("%s, %s (%d)" % (deg, sch, y))
    if s["skills"]:
        out.append("")
        out.append("TECHNICAL SKILLS")
        out.append(R_.skills_line())
    out.append("")
    out.append("PROFESSIONAL DEVELOPMENT & ACTIVITIES")
    out.append(r.choice(["Member, American Association of Critical-Care Nurses (AACN)" if R_.prof_now() == "RN" else
                         "Member of the state professional association",
                         "Volunteer, local free clinic (2 Saturdays/month)",
                         "Volunteer youth soccer coach", "Habitat for Humanity volunteer"]))
    out.append(r.choice(["Conference attendee, regional quality symposium", "Completed a leadership development course"]))
    out.append("")
    out.append("REFERENCES")
    out.append("Available upon request.")
    return "\n".join(out) + "\n"


def style_table_text(R_):
    s, r = R_.s, R_.r
    out = ["%s %s" % (s["first"], s["last"]),
           " / ".join(x for x in [R_.loc_line(), s["phone"], s["email"]] if x), ""]
    out.append(R_.summary())
    sp = R_.shift_phrase()
    if sp:
        out.append(sp)
    out.append("")
    out.append("EXPERIENCE")
    rows = [("Dates", "Employer", "Location", "Position / Unit")]
    for role in s["roles"]:
        rows.append((span(role, "mm/yyyy", "present", " - "), role["employer"], "%s, %s" % (role["city"], role["state"]),
                     role["title"] + ((" / " + role["unit"]) if role.get("unit") else "")))
    w = [max(len(x[i]) for x in rows) for i in range(4)]
    for i, row in enumerate(rows):
        out.append("| " + " | ".join(row[j].ljust(w[j]) for j in range(4)) + " |")
        if i == 0:
            out.append("|" + "|".join("-" * (w[j] + 2) for j in range(4)) + "|")
    out.append("")
    out.append("CREDENTIALS")
    rows = [("Credential", "Detail")]
    for l in s["licences"]:
        rows.append(("License", R_.lic_line(l)))
    for c in s["certs"]:
        rows.append(("Certification", R_.cert_line(c)))
    w = [max(len(x[i]) for x in rows) for i in range(2)]
    for i, row in enumerate(rows):
        out.append("| " + " | ".join(row[j].ljust(w[j]) for j in range(2)) + " |")
        if i == 0:
            out.append("|" + "|".join("-" * (w[j] + 2) for j in range(2)) + "|")
    if s["skills"]:
        out.append("")
        out.append("SKILLS: " + R_.skills_line())
    deg, sch, y = R_.education()
    out.append("")
    out.append("EDUCATION: %s, %s, %d" % (deg, sch, y))
    if s["extra"].get("relocating"):
        out.append(s["extra"]["relocating"])
    return "\n".join(out) + "\n"


def esc(x):
    return x.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def style_table_html(R_):
    s, r = R_.s, R_.r
    h = ["<html><head><meta charset='utf-8'></head><body>"]
    h.append("<h1>%s %s</h1>" % (esc(s["first"]), esc(s["last"])))
    h.append("<p>%s</p>" % esc(" | ".join(x for x in [R_.loc_line(), s["phone"], s["email"]] if x)))
    h.append("<h2>Summary</h2><p>%s</p>" % esc(R_.summary() + ((" " + R_.shift_phrase()) if R_.shift_phrase() else "")))
    h.append("<h2>Experience</h2><table border='1' cellpadding='4'><tr><th>Dates</th><th>Employer</th><th>Location</th>"
             "<th>Position</th><th>Highlights</th></tr>")
    for role in s["roles"]:
        h.append("<tr><td>%s</td><td>%s</td><td>%s, %s</td><td>%s</td><td>%s</td></tr>" % (
            esc(span(role, r.choice(["mm/yyyy", "mon yyyy"]), "Present")), esc(role["employer"]), esc(role["city"]),
            role["state"], esc(role["title"] + ((" - " + role["unit"]) if role.get("unit") else "")),
            "<br/>".join(esc(d) for d in role["duties"][:3])))
    h.append("</table>")
    h.append("<h2>Licenses &amp; Certifications</h2><table border='1' cellpadding='4'>")
    for l in s["licences"]:
        h.append("<tr><td>License</td><td>%s</td></tr>" % esc(R_.lic_line(l)))
    for c in s["certs"]:
        h.append("<tr><td>Certification</td><td>%s</td></tr>" % esc(R_.cert_line(c)))
    h.append("</table>")
    if s["skills"]:
        h.append("<h2>Skills</h2><p>%s</p>" % esc(R_.skills_line()))
    deg, sch, y = R_.education()
    h.append("<h2>Education</h2><p>%s, %s, %d</p>" % (esc(deg), esc(sch), y))
    h.append("</body></html>")
    return "\n".join(h) + "\n"


def style_travel(R_):
    s, r = R_.s, R_.r
    out = ["%s %s, %s" % (s["first"], s["last"], {"RN": "RN", "SURGTECH": "CST" if any(c["name"] == "CST" for c in s["certs"]) else "ST",
                                                  "RT": "RT"}.get(R_.prof_now(), ""))]
    h = s["home"]
    if h and h["mode"] in ("zip", "city"):
        out.append("Tax home: " + R_.loc_line())
    out.append("%s  |  %s" % (s["email"], s["phone"] or "text via email"))
    out.append("")
    out.append("TRAVEL PROFILE")
    out.append(R_.summary())
    sp = R_.shift_phrase()
    if sp:
        out.append(sp)
    out.append("")
    if s["licences"]:
        out.append("LICENSES")
        for l in s["licences"]:
            out.append("  - " + R_.lic_line(l))
    out.append("CERTS")
    for c in s["certs"]:
        out.append("  - " + R_.cert_line(c))
    out.append("")
    out.append("ASSIGNMENT HISTORY (most recent first)")
    for role in s["roles"]:
        out.append("%s | %s | %s, %s | %s%s" % (span(role, "mm/yy", "present", "-"), role["employer"], role["city"], role["state"],
                                               role["unit"] or SPEC_WORD.get(role["spec"], "") if role.get("unit") or role["spec"] else
                                               PROF_NAME.get(role["prof"], role["prof"]),
                                               " | agency: " + role["agency"] if role.get("agency") else ""))
        out.append("    " + "; ".join(role["duties"][:2]))
    out.append("")
    out.append("EMR: Epic, Cerner, Meditech" if R_.prof_now() == "RN" else "EMR: Epic, Cerner")
    out.append("References and skills checklists available.")
    return "\n".join(out) + "\n"


def style_email(R_):
    s, r = R_.s, R_.r
    c = R_.cur_role()
    out = ["Subject: %s - %s %s" % (r.choice(["Resume", "Interested in your opening", "Application", "Re: job posting"]),
                                   s["first"], s["last"]), ""]
    out.append(r.choice(["Hi,", "Hello,", "Good morning,", "Hi there,"]))
    out.append("")
    p = R_.prof_now()
    ll = R_.loc_line()
    out.append("My name is %s %s and I am a %s%s. %s" % (
        s["first"], s["last"], PROF_NAME.get(p, p).lower() if p not in ("RN",) else "registered nurse",
        (" living in " + ll) if ll else "", R_.summary()))
    out.append("")
    out.append("A quick summary of my background:")
    for role in s["roles"]:
        out.append("  - %s: %s at %s (%s, %s)%s" % (span(role, r.choice(["mm/yyyy", "mon yyyy"]), "now"), role["title"],
                                                   role["employer"], role["city"], role["state"],
                                                   (", " + role["unit"]) if role.get("unit") else ""))
    if s["licences"]:
        out.append("")
        out.append("License(s): " + "; ".join(R_.lic_line(l) for l in s["licences"]))
    if s["certs"]:
        out.append("Certifications: " + "; ".join(R_.cert_line(c) for c in s["certs"]))
    if s["skills"]:
        out.append("Skills: " + R_.skills_line())
    sp = R_.shift_phrase()
    if sp:
        out.append(sp)
    out.append("")
    out.append(r.choice(["Thank you for your time, I look forward to hearing from you.", "Thanks!", "Best regards,",
                         "Please call or text me anytime."]))
    out.append("%s %s" % (s["first"], s["last"]))
    if s["phone"]:
        out.append(s["phone"])
    out.append(s["email"])
    if s["extra"].get("relocating"):
        out.append(s["extra"]["relocating"])
    return "\n".join(out) + "\n"


def style_functional(R_):
    s, r = R_.s, R_.r
    out = ["%s %s" % (s["first"], s["last"])]
    out.append(" \u2022 ".join(x for x in [R_.loc_line(), s["phone"], s["email"]] if x))
    out.append("")
    out.append("QUALIFICATIONS SUMMARY")
    out.append(R_.summary())
    allduties = []
    for role in s["roles"]:
        allduties += role["duties"]
    out.append("")
    out.append("KEY SKILLS & ACCOMPLISHMENTS")
    for d in allduties[:7]:
        out.append("\u2713 " + d)
    if s["skills"]:
        out.append("\u2713 Tools: " + R_.skills_line())
    if s["licences"] or s["certs"]:
        out.append("")
        out.append("CREDENTIALS")
        for l in s["licences"]:
            out.append("\u2713 " + R_.lic_line(l))
        for c in s["certs"]:
            out.append("\u2713 " + R_.cert_line(c))
    out.append("")
    out.append("EMPLOYMENT")
    for role in s["roles"]:
        out.append("%s, %s%s, %s, %s" % (span(role, "yyyy-mm", "current", " to "), role["title"],
                                         (" (" + role["unit"] + ")") if role.get("unit") else "", role["employer"],
                                         role["city"] + ", " + role["state"]))
    sp = R_.shift_phrase()
    if sp:
        out.append("")
        out.append("Availability: " + sp)
    if s["extra"].get("relocating"):
        out.append(s["extra"]["relocating"])
    return "\n".join(out) + "\n"


def style_cover(R_):
    s, r = R_.s, R_.r
    p = R_.prof_now()
    out = [r.choice(["Dear Hiring Manager,", "To whom it may concern,", "Dear Recruiter,"]), ""]
    roles = s["roles"]
    c = roles[0] if roles else None
    para = "I am writing to apply for your open position. "
    if c:
        what = "a registered nurse" if p == "RN" else "a " + c["title"]
        if c["end"] is None:
            para += "I currently work as %s at %s in %s, %s, where I started in %s. " % (
                what, c["employer"], c["city"], c["state"], fmt_month(c["start"], "month yyyy"))
            if c.get("unit"):
                para += "My unit is %s. " % c["unit"]
        else:
            para += "Most recently I worked as %s at %s in %s, %s, from %s until %s. " % (
                what, c["employer"], c["city"], c["state"], fmt_month(c["start"], "month yyyy"),
                fmt_month(c["end"], "month yyyy"))
            if c.get("unit"):
                para += "I worked on %s. " % c["unit"]
            para += r.choice(["Since then I have been home with my family and I am ready to go back to work. ",
                              "I left to relocate and I am now available. ", ""])
        para += "My main duties: %s." % "; ".join(
            (d[0].lower() + d[1:]) if d[1:2].islower() else d for d in c["duties"][:3])
    out.append(para.strip())
    out.append("")
    if len(roles) > 1:
        prev = ["%s at %s (%s, %s)" % (x["title"] + ((" - " + x["unit"]) if x.get("unit") else ""), x["employer"],
                                        x["city"] + " " + x["state"], span(x, "mon yyyy", "present", " to "))
                for x in roles[1:]]
        out.append("Before that I worked as " + "; then ".join(prev) + ".")
        out.append("")
    creds = [R_.lic_line(l) for l in s["licences"]] + [R_.cert_line(c) for c in s["certs"]]
    if creds:
        out.append("My credentials: " + "; ".join(creds) + ".")
    if s["skills"]:
        out.append("Technologies and skills I use daily: " + R_.skills_line() + ".")
    sp = R_.shift_phrase()
    if sp:
        out.append(sp)
    ll = R_.loc_line()
    if ll:
        out.append("I live in %s." % ll)
    out.append("")
    out.append(r.choice(["Sincerely,", "Thank you for your consideration,", "Respectfully,"]))
    out.append("%s %s" % (s["first"], s["last"]))
    out.append(s["email"] + ((" | " + s["phone"]) if s["phone"] else ""))
    return "\n".join(out) + "\n"


def style_tech(R_):
    s, r = R_.s, R_.r
    out = ["# %s %s" % (s["first"], s["last"])]
    out.append(" \u00b7 ".join(x for x in [R_.loc_line(), s["email"], s["phone"],
                                           "github.com/%s%s" % (s["first"][0].lower(), s["last"].lower().replace(" ", ""))] if x))
    out.append("")
    out.append("## Summary")
    out.append(R_.summary())
    if s["skills"]:
        out.append("")
        out.append("## Stack")
        out.append(R_.skills_line())
    out.append("")
    out.append("## Experience")
    for role in s["roles"]:
        out.append("")
        out.append("**%s**, %s (%s, %s%s) - %s" % (role["title"], role["employer"], role["city"], role["state"],
                                                 r.choice(["", "", " / remote"]) if role["prof"] == "SWE" else "",
                                                 span(role, "mon yyyy", "present", " - ")))
        for d in role["duties"]:
            out.append("- " + d)
    for c in s["certs"]:
        out.append("")
        out.append("Certification: " + R_.cert_line(c))
    deg, sch, y = R_.education()
    out.append("")
    out.append("## Education")
    out.append("%s, %s (%d)" % (deg, sch, y))
    if s["extra"].get("relocating"):
        out.append(s["extra"]["relocating"])
    return "\n".join(out) + "\n"


def style_trades(R_):
    s, r = R_.s, R_.r
    out = ["%s %s" % (s["first"].upper(), s["last"].upper())]
    ll = R_.loc_line()
    if ll:
        out.append(ll)
    out.append("Cell: %s   Email: %s" % (s["phone"] or "-", s["email"]))
    out.append("")
    out.append("OBJECTIVE: " + r.choice(["Looking for steady full-time work with a good company.",
                                         "To work for a company where I can use my skills and grow.",
                                         "Full time position, willing to work overtime."]))
    sp = R_.shift_phrase()
    if sp:
        out.append(sp)
    out.append("")
    out.append("LICENSES / TICKETS / CERTS")
    for l in s["licences"]:
        out.append("- " + R_.lic_line(l))
    for c in s["certs"]:
        out.append("- " + R_.cert_line(c))
    if not s["licences"] and not s["certs"]:
        out.append("- none listed")
    out.append("")
    out.append("WORK HISTORY")
    for role in s["roles"]:
        out.append("%s   %s, %s, %s" % (span(role, r.choice(["mm/yyyy", "m/yyyy"]), "Present", " - "), role["employer"],
                                       role["city"], role["state"]))
        out.append("  " + role["title"])
        for d in role["duties"]:
            out.append("   * " + d)
    if s["skills"]:
        out.append("")
        out.append("SKILLS: " + R_.skills_line())
    deg, sch, y = R_.education()
    out.append("")
    out.append("TRAINING: %s, %s %d" % (deg, sch, y))
    out.append("Valid driver's license. Own hand tools.")
    if s["extra"].get("relocating"):
        out.append(s["extra"]["relocating"])
    return "\n".join(out) + "\n"


NONNATIVE_OPENERS = {
    "ph": ["CURRICULUM VITAE", "To obtain a position as %s in a reputable hospital where I can used my knowledge and skills "
           "for the good care of patients and also grow professionally."],
    "in": ["RESUME", "Having good experience as %s. Seeking for a challenging position in a reputed organization where I can "
           "utilize my skills and knowledge for the growth of organization."],
    "es": ["HOJA DE VIDA / RESUME", "I am %s with experience and I like to work hard. I am looking for job stable, full time."],
    "ua": ["CV", "Experienced %s. I am responsible, punctual person, I learn fast new things. Looking for position with "
           "possibility to develop."],
    "ng": ["CURRICULUM VITAE", "A dedicated and result-oriented %s with the zeal to deliver quality care and service. "
           "Seeking to contribute my quota to the success of your organisation."],
}


def style_nonnative(R_):
    s, r = R_.s, R_.r
    origin = s["extra"].get("origin") or r.choice(list(NONNATIVE_OPENERS))
    s["extra"]["origin"] = origin
    p = R_.prof_now()
    head, obj = NONNATIVE_OPENERS[origin]
    out = [head, ""]
    out.append("PERSONAL INFORMATION")
    out.append("Name: %s %s" % (s["first"], s["last"]))
    ll = R_.loc_line()
    if ll:
        out.append("Address: %s" % ((R_.street() + ", ") if s["home"]["mode"] == "zip" else "") + ll)
    if s["phone"]:
        out.append("Contact No.: %s" % s["phone"])
    out.append("E-mail: %s" % s["email"])
    out.append({"ph": "Citizenship: Filipino (US Permanent Resident)", "in": "Nationality: Indian (H-1B / GC EAD)",
                "es": "Languages: Spanish (native), English (good)", "ua": "Languages: Ukrainian, Russian, English (intermediate)",
                "ng": "Nationality: Nigerian-American"}[origin])
    out.append("")
    out.append("OBJECTIVE")
    out.append(obj % (PROF_NAME.get(p, p) if origin not in ("es", "ua") else "a " + PROF_NAME.get(p, p).lower()))
    sp = R_.shift_phrase()
    if sp:
        out.append({"ph": "I am available for ", "in": "Shift: ", "es": "Shift: ", "ua": "Shift: ", "ng": "Availability: "}[origin] + sp)
    out.append("")
    out.append({"ph": "WORK EXPERIENCES", "in": "PROFESSIONAL EXPERIENCE", "es": "EXPERIENCE", "ua": "WORK EXPERIENCE",
                "ng": "WORK EXPERIENCE"}[origin])
    for role in s["roles"]:
        out.append("")
        out.append("%s" % span(role, r.choice(["month yyyy", "mm/yyyy", "mon yyyy"]), "up to present", " - "))
        out.append("%s%s" % (role["title"], (", " + role["unit"]) if role.get("unit") else ""))
        out.append("%s, %s, %s" % (role["employer"], role["city"], role["state"]))
        if origin == "in":
            out.append("Roles & Responsibilities:")
            for d in role["duties"]:
                out.append("  > " + d + ".")
        elif origin == "ph":
            out.append("Duties and Responsibilities:")
            for d in role["duties"]:
                out.append("  * " + d + ".")
        elif origin == "es":
            for d in role["duties"]:
                out.append("  - I do " + d[0].lower() + d[1:])
        else:
            for d in role["duties"]:
                out.append("  - Responsible for " + d[0].lower() + d[1:])
    out.append("")
    out.append("LICENSE AND CERTIFICATIONS" if origin != "in" else "CERTIFICATIONS")
    for l in s["licences"]:
        out.append("  - " + R_.lic_line(l))
    for c in s["certs"]:
        out.append("  - " + R_.cert_line(c))
    if s["skills"]:
        out.append("")
        out.append("TECHNICAL SKILLS" if origin == "in" else "SKILLS")
        out.append("  " + R_.skills_line())
    out.append("")
    out.append("EDUCATIONAL ATTAINMENT" if origin == "ph" else "EDUCATION")
    deg, sch, y = R_.education()
    home_school = {"ph": "Our Lady of Fatima University, Valenzuela City, Philippines", "in": "Anna University, Chennai, India",
                   "es": "CONALEP, Monterrey, Mexico", "ua": "Kyiv Polytechnic Institute, Ukraine",
                   "ng": "University of Ibadan, Nigeria"}[origin]
    out.append("  %s - %s, %d" % (deg, home_school if r.random() < 0.6 else sch, y))
    if origin == "in":
        out.append("")
        out.append("DECLARATION")
        out.append("I hereby declare that the above information is true to the best of my knowledge.")
    if origin == "ph":
        out.append("")
        out.append("CHARACTER REFERENCES available upon request.")
    if s["extra"].get("relocating"):
        out.append(s["extra"]["relocating"])
    return "\n".join(out) + "\n"


STYLES = {"classic": style_classic, "caps": lambda R_: style_classic(R_, caps=True), "linkedin": style_linkedin,
          "indeed": style_indeed, "short": style_short, "long": style_long, "table": style_table_text,
          "tablehtml": style_table_html, "travel": style_travel, "email": style_email, "functional": style_functional,
          "cover": style_cover, "tech": style_tech, "trades": style_trades, "nonnative": style_nonnative}

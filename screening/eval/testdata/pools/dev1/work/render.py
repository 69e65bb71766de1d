"""Resume text from a candidate (spec + laid-out roles). Many layouts and wordings."""
import calendar

from model import rng_for, mi, AS_OF_M, city_of, state_of
from tax import S, PROF_LABEL

STATE_NAME = {
    "AL": "Alabama", "AZ": "Arizona", "CA": "California", "CO": "Colorado", "FL": "Florida",
    "GA": "Georgia", "IL": "Illinois", "IN": "Indiana", "KY": "Kentucky", "LA": "Louisiana",
    "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota", "MO": "Missouri", "NC": "North Carolina",
    "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico", "NV": "Nevada", "NY": "New York",
    "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania", "SC": "South Carolina",
    "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VA": "Virginia", "WA": "Washington", "WI": "Wisconsin",
}
MON = calendar.month_abbr
MONTH = calendar.month_name


# ------------------------------------------------------------------ dates
def dfmt(m, kind):
    y, mo = (m - 1) // 12, (m - 1) % 12 + 1
    return {"mon": "%s %d" % (MON[mo], y), "month": "%s %d" % (MONTH[mo], y),
            "slash": "%02d/%d" % (mo, y), "iso": "%d-%02d" % (y, mo), "bare": "%d/%d" % (mo, y)}[kind]


def span(role, kind, present, sep):
    s = dfmt(mi(role["start"]), kind)
    e = present if role["end"] is None else dfmt(mi(role["end"]), kind)
    return s + sep + e


def efmt(date, kind):
    """Expiry date 'YYYY-MM-DD' in a chosen style."""
    y, m, d = map(int, date.split("-"))
    return {"iso": date, "us": "%02d/%02d/%d" % (m, d, y), "mmyy": "%02d/%02d" % (m, y % 100),
            "mmyyyy": "%02d/%d" % (m, y), "mon": "%s %d" % (MON[m], y),
            "long": "%s %d, %d" % (MONTH[m], d, y), "ym": "%d-%02d" % (y, m)}[kind]


def expired(date):
    return date is not None and date < "2026-11-27"


# ------------------------------------------------------------------ licences
def num(r, n=6):
    return "".join(r.choice("0123456789") for _ in range(n))


def lic_line(l, r):
    st, name, exp = l["state"], STATE_NAME.get(l["state"], l["state"]), l["expires"]
    t = l["type"]
    lapsed = " (lapsed)" if expired(exp) and r.random() < 0.4 else ""
    if t == "RN":
        if exp is None:
            if l["multistate"]:
                return r.choice(["Registered Nurse - %s (compact)" % name,
                                 "RN, %s - multistate (NLC)" % name])
            return r.choice(["RN, %s" % name, "Registered Nurse - %s" % name])
        if st == "NY":
            return "NYS RN License #%s; registration current through %s%s" % (num(r), efmt(exp, "us"), lapsed)
        if l["multistate"]:
            return r.choice([
                "RN License, %s - Multistate/Compact NLC (No. RN%s), valid through %s%s" % (name, num(r), efmt(exp, "iso"), lapsed),
                "State of %s RN, multistate privilege, exp. %s%s" % (name, efmt(exp, "ym"), lapsed),
                "%s RN #%s (Compact) exp %s%s" % (st, num(r), efmt(exp, "mmyy"), lapsed),
                "Registered Nurse, %s - compact/multistate license %s, expires %s%s" % (name, num(r, 7), efmt(exp, "long"), lapsed),
            ])
        return r.choice([
            "%s RN #%s exp %s%s" % (st, num(r), efmt(exp, "mmyy"), lapsed),
            "%s Registered Professional Nurse, License 041.%s, expires %s%s" % (name, num(r), efmt(exp, "us"), lapsed)
            if st == "IL" else "%s Registered Nurse, License %s, expires %s%s" % (name, num(r), efmt(exp, "us"), lapsed),
            "RN - %s (single-state) #%s, renewal due %s%s" % (name, num(r), efmt(exp, "mon"), lapsed),
            "Registered Nurse, %s Board of Nursing, lic. %s - expires %s%s" % (name, num(r, 7), efmt(exp, "long"), lapsed),
        ])
    if t in ("LPN",):
        word = "LVN" if st in ("CA", "TX") else "LPN"
        return "%s License - %s #%s%s" % (word, name, num(r), "" if exp is None else " exp %s" % efmt(exp, "mmyyyy"))
    if t == "PT":
        return r.choice(["%s Physical Therapist License #PT%s (exp %s)" % (name, num(r, 5), efmt(exp, "mmyyyy")),
                         "PT license - %s %s, expires %s" % (st, num(r, 5), efmt(exp, "long"))]) if exp else \
            "Licensed Physical Therapist, %s" % name
    if t == "PTA":
        return "PTA License, %s #%s" % (name, num(r, 5)) + ("" if exp is None else ", exp %s" % efmt(exp, "mmyyyy"))
    if t == "RCP":
        return r.choice(["%s Respiratory Care Practitioner license #RC%s, exp %s" % (name, num(r, 8), efmt(exp, "us")),
                         "%s RCP lic. %s - expires %s" % (st, num(r, 7), efmt(exp, "mon"))]) if exp else \
            "Respiratory Care Practitioner, %s" % name
    if t == "RAD":
        if st == "CA":
            return "California CRT (Certified Radiologic Technologist) #RTH %s, exp %s; Fluoroscopy permit" % (
                num(r, 5), efmt(exp, "mmyyyy"))
        return "%s radiologic technologist license #%s, exp %s" % (name, num(r, 6), efmt(exp, "mmyyyy"))
    if t == "ELEC_JOURNEYMAN":
        if st == "TX":
            return r.choice(["Texas Journeyman Electrician License, TDLR #%s, exp %s" % (num(r), efmt(exp, "mmyyyy")),
                             "TDLR (Texas) Journeyman Electrician #%s (expires %s)" % (num(r), efmt(exp, "long"))])
        return "%s Journeyman Electrician license #%s, exp %s" % (name, num(r), efmt(exp, "mmyyyy"))
    if t == "ELEC_MASTER":
        return "Texas Master Electrician (journeyman and master), TDLR #%s, exp %s" % (num(r), efmt(exp, "mmyyyy"))
    if t == "ELEC_APPRENTICE":
        return "Texas (TDLR) Apprentice Electrician registration #%s, exp %s" % (num(r), efmt(exp, "mmyyyy"))
    if t in ("CDL_A", "CDL_B"):
        cls = "A" if t == "CDL_A" else "B"
        endo = l.get("endorsements") or ""
        endo_txt = (", endorsements: " + ", ".join(endo)) if endo else ""
        return r.choice(["Class %s CDL - %s, exp %s%s" % (cls, name, efmt(exp, "mmyyyy"), endo_txt),
                         "CDL-%s (%s) exp %s%s" % (cls, st, efmt(exp, "us"), endo_txt)])
    raise ValueError(t)


CERT_NAMES = {
    "BLS": ["BLS", "Basic Life Support (BLS)", "BLS for Healthcare Providers", "CPR/BLS (AHA)"],
    "ACLS": ["ACLS", "Advanced Cardiovascular Life Support (ACLS)", "ACLS - AHA"],
    "PALS": ["PALS", "Pediatric Advanced Life Support (PALS)"],
    "NRP": ["NRP", "Neonatal Resuscitation Program (NRP)"],
    "TNCC": ["TNCC", "Trauma Nursing Core Course (TNCC)"],
    "CEN": ["CEN"], "CCRN": ["CCRN", "CCRN (AACN)"], "PCCN": ["PCCN"], "RNC-OB": ["RNC-OB"],
    "RNC-MNN": ["RNC-MNN"], "CNOR": ["CNOR"], "AWHONN": ["AWHONN Intermediate Fetal Monitoring"],
    "STABLE": ["S.T.A.B.L.E."], "CPN": ["CPN"], "ONS": ["ONS Chemo/Biotherapy provider card"],
    "RRT": ["RRT (NBRC)", "Registered Respiratory Therapist (RRT), NBRC"],
    "CRT": ["CRT (NBRC)", "Certified Respiratory Therapist (CRT), NBRC"],
    "NPS": ["RRT-NPS"], "RPSGT": ["RPSGT"],
    "ARRT_R": ["ARRT (R)"], "ARRT_CT": ["ARRT (CT)"], "ARRT_MR": ["ARRT (MR)"],
    "CST": ["CST (NBSTSA)", "Certified Surgical Technologist (CST)"],
    "CRCST": ["CRCST (HSPA)"],
    "MLS_ASCP": ["MLS(ASCP)", "ASCP Board of Certification - MLS", "MLS (ASCP)CM"],
    "MLT_ASCP": ["MLT(ASCP)"], "BB_ASCP": ["SBB(ASCP)"],
    "EPA608_UNIVERSAL": ["EPA 608 Universal", "EPA Section 608 - Universal Certification"],
    "EPA608_TYPE2": ["EPA 608 Type II"], "NATE": ["NATE Core + AC Service"],
    "AWS_D11": ["AWS D1.1 Structural (3G/4G)", "AWS Certified Welder - D1.1", "AWS D1.1 FCAW 3G & 4G"],
    "ASME_IX": ["ASME Section IX 6G pipe"], "API1104": ["API 1104"],
    "DOT_MED": ["DOT Medical Card", "DOT medical certificate"],
    "OSHA10": ["OSHA 10"], "OSHA30": ["OSHA 30"], "NCCER": ["NCCER Electrical Level 4"],
    "PLC": ["Allen-Bradley PLC Level II"], "FORKLIFT": ["Forklift certified"],
    "DPT": ["DPT"], "OCS": ["OCS (Orthopaedic Clinical Specialist)"], "CSCS": ["CSCS"],
    "AWS_CLOUD": ["AWS Certified Solutions Architect - Associate"], "CKA": ["CKA"],
    "CPR": ["CPR/First Aid"], "NABCEP": ["NABCEP PV Associate"], "TWIC": ["TWIC card"],
}


def cert_line(cname, exp, r):
    name = r.choice(CERT_NAMES[cname])
    if exp is None:
        return name
    if expired(exp):
        return r.choice(["%s (expired %s)" % (name, efmt(exp, "mmyyyy")), "%s - exp %s" % (name, efmt(exp, "mon")),
                         "%s, valid to %s" % (name, efmt(exp, "iso"))])
    return r.choice(["%s - exp %s" % (name, efmt(exp, "mmyyyy")), "%s (expires %s)" % (name, efmt(exp, "mon")),
                     "%s, valid through %s" % (name, efmt(exp, "iso")), "%s exp %s" % (name, efmt(exp, "mmyy"))])


def pending_line(p, r):
    name = STATE_NAME[p["state"]]
    if p["type"] == "RN":
        return r.choice(["%s RN licensure by endorsement - application submitted, pending" % name,
                         "%s RN license: endorsement pending (applied Oct 2026)" % name,
                         "RN license in %s in process (endorsement application pending)" % name])
    if p["type"] == "PT":
        return "%s PT license application pending (submitted Sept 2026)" % name
    return "%s %s license pending" % (name, p["type"])


# ------------------------------------------------------------------ text pieces
def years_in(cand, pred):
    covered = set()
    for role in cand.roles:
        if role["profession"] == cand.prof and any(pred(s) for s in role["specialties"]):
            e = AS_OF_M if role["end"] is None else mi(role["end"])
            covered.update(range(mi(role["start"]), e))
    return len(covered) // 12


SUMMARY_TAIL = {
    "RN": ["Calm in a crisis and steady with families.", "Comfortable precepting and taking charge.",
           "Known for thorough handoffs and clean documentation.", "Epic and Cerner charting.",
           "Bilingual English/Spanish.", "Looking for a unit with strong teamwork and good ratios.",
           ""],
    "SWE": ["I like small teams, boring technology and good tests.", "Comfortable owning services end to end, on-call included.",
            "Enjoy mentoring and writing design docs.", ""],
    "default": ["Reliable, safety-minded and easy to work with.", "Available for overtime.",
                "References available on request.", ""],
}


def article(noun):
    return ("an " if noun[0] in "aeiou" or noun.startswith("x-") else "a ") + noun


def summary(cand, r):
    if cand.summary is not None:
        return cand.summary
    if not cand.roles:
        return ""
    top = cand.roles[0]
    sp = top["specialties"][0]
    total = years_in(cand, lambda s: True)
    spec_y = years_in(cand, lambda s: s == sp)
    label = PROF_LABEL.get(cand.prof, S[sp]["titles"][0])
    unit = top["unit"] or ""
    tail = r.choice(SUMMARY_TAIL.get(cand.prof, SUMMARY_TAIL["default"]))
    if total < 1:
        opener = "%s currently working in %s." % (label, unit) if unit else "%s." % label
    elif spec_y >= 1 and unit:
        opener = r.choice([
            "%s with %d+ years of experience, %d+ of them in %s." % (label, total, spec_y, unit),
            "%d+ years as %s; most recent focus: %s." % (total, article(label.lower() if cand.prof != "RN" else "registered nurse"), unit),
            "Experienced %s (%s) with %d+ years in the field." % (label.lower(), unit, total),
        ])
    else:
        opener = "%s with %d+ years of experience." % (label, total)
    return (opener + " " + tail).strip()


SKILLS = {
    "RN": ["Epic", "Cerner", "IV insertion", "Pyxis", "Patient education", "Telemetry monitoring",
           "Wound care", "Sepsis bundles", "Charge nurse", "Precepting"],
    "RT": ["Servo-u", "Hamilton G5", "ABG analysis", "BiPAP/CPAP", "Bronchoscopy assist", "Trach care"],
    "PT": ["Manual therapy", "Dry needling", "WebPT", "Vestibular rehab", "Therapeutic exercise"],
    "RADTECH": ["Siemens SOMATOM", "GE Revolution", "PACS", "Contrast injection", "Dose reduction"],
    "SURGTECH": ["Robotics (da Vinci)", "Ortho trays", "Sterile technique", "Instrument counts"],
    "MLS": ["Sysmex", "Roche cobas", "Sunquest", "QC/QA", "CAP inspection"],
    "SWE": ["Postgres", "Docker", "Kubernetes", "AWS", "Terraform", "Kafka", "Redis", "GitHub Actions",
            "gRPC", "GraphQL", "TypeScript", "CI/CD"],
    "ELECTRICIAN": ["Conduit bending", "NEC code", "Blueprint reading", "Motor controls", "Fire alarm"],
    "HVAC": ["RTUs", "Chillers", "BAS/controls", "Brazing", "Refrigerant recovery"],
    "WELDER": ["SMAW", "FCAW", "GMAW", "GTAW", "Blueprint reading", "Torch cutting"],
    "CDL": ["ELD", "Backing", "Load securement", "Pre-trip inspection"],
    "MAINT": ["PLC troubleshooting", "Hydraulics", "Pneumatics", "CMMS", "Welding", "VFDs"],
}

TECH_STACK = {
    "BE_GO": ["Go", "gRPC", "Postgres", "Kafka", "Docker", "Kubernetes"],
    "BE_JAVA": ["Java 17", "Spring Boot", "Hibernate", "Kafka", "AWS", "Oracle"],
    "BE_PY": ["Python", "Django", "FastAPI", "Celery", "Postgres", "Redis"],
    "BE_NODE": ["Node.js", "TypeScript", "Express", "DynamoDB", "AWS Lambda"],
    "BE_CSHARP": ["C#", ".NET 8", "SQL Server", "Azure", "Entity Framework"],
    "BE_RUBY": ["Ruby", "Rails", "Sidekiq", "Postgres"],
    "FE_REACT": ["React", "TypeScript", "Next.js", "Jest", "Storybook"],
    "FE_ANGULAR": ["Angular", "RxJS", "NgRx", "TypeScript"],
    "FE_VUE": ["Vue 3", "Nuxt", "Pinia", "Vite"],
    "DATA_ENG": ["Spark", "Airflow", "Kafka", "Snowflake", "dbt", "Python", "SQL"],
    "MOBILE": ["Swift", "SwiftUI", "Kotlin", "Core Data"],
    "DEVOPS": ["Terraform", "Kubernetes", "Argo CD", "Prometheus", "AWS"],
    "DA_GEN": ["SQL", "Tableau", "Power BI", "Excel", "Snowflake"],
    "QA_GEN": ["Jira", "TestRail", "Manual testing"],
    "DS_GEN": ["Python", "scikit-learn", "SQL", "Jupyter"],
}

EDU = {
    "RN": [("Bachelor of Science in Nursing", "BSN"), ("Associate Degree in Nursing", "ADN")],
    "RT": [("A.A.S. Respiratory Care", "AAS"), ("B.S. Respiratory Therapy", "BS")],
    "PT": [("Doctor of Physical Therapy", "DPT"), ("Master of Physical Therapy", "MPT")],
    "RADTECH": [("A.S. Radiologic Technology", "AS")],
    "SURGTECH": [("Diploma, Surgical Technology", "Diploma"), ("A.A.S. Surgical Technology", "AAS")],
    "MLS": [("B.S. Medical Laboratory Science", "BS"), ("B.S. Biology + MLS certificate program", "BS")],
    "SWE": [("B.S. Computer Science", "BS"), ("B.S. Computer Engineering", "BS"), ("Coding bootcamp certificate", "cert")],
    "ELECTRICIAN": [("IEC apprenticeship program (4 years)", "cert")],
    "HVAC": [("HVAC-R certificate, community college", "cert")],
    "WELDER": [("Welding Technology diploma", "cert")],
    "CDL": [("CDL training school", "cert")],
    "MAINT": [("A.A.S. Industrial Maintenance Technology", "AAS")],
}
UNIVERSITIES = ["Lakeshore State University", "University of the Prairie", "Mesa Ridge University",
                "Northern Plains University", "Riverbend University", "Great Lakes University",
                "Sierra Pacific University", "Piedmont State University", "Gulf Coast University"]
COLLEGES = ["Cedar Valley College", "Gulf Coast Community College", "Blue Ridge Technical College",
            "Cascade Community College", "Palmetto Technical Institute", "Sierra Pacific College",
            "Metro Community College", "Tri-County Technical College"]


def edu_line(cand, r):
    if cand.edu is not None:
        return cand.edu
    opts = EDU.get(cand.prof)
    if not opts:
        return ""
    deg, level = r.choice(opts)
    first = min((mi(x["start"]) for x in cand.roles if x["profession"] == cand.prof), default=AS_OF_M)
    year = (first - 1) // 12
    pool = UNIVERSITIES if level in ("BSN", "BS", "DPT", "MPT") else COLLEGES
    return "%s - %s, %d" % (deg, r.choice(pool), year)


def shift_line(cand, r):
    return {"days": r.choice(["Availability: day shift only", "Seeking days only (7a-7p)", "Days only, please"]),
            "nights": r.choice(["Shift preference: nights", "Nights only", "Prefer night shift"]),
            "evenings": r.choice(["Available 2nd shift / evenings only", "Prefer evenings (2nd shift)"]),
            "days-evenings": "Available days or evenings (no nights)",
            "flex": r.choice(["Open to any shift", "Flexible: days, nights, weekends"]),
            None: ""}[cand.shift]


def phone(cand, r):
    area = {"IL": "312", "TX": "713", "GA": "404", "AZ": "602", "CA": "213", "MA": "617", "FL": "813",
            "CO": "303", "WA": "206", "MN": "612", "TN": "615", "NC": "704", "NY": "212", "NJ": "201",
            "WI": "414", "IN": "219", "OH": "614", "OK": "405", "LA": "225", "OR": "503"}.get(state_of(cand.zip), "555")
    return r.choice(["(%s) 555-01%02d", "%s-555-01%02d", "%s.555.01%02d"]) % (area, cand.phone_slot)


def location_text(cand, r, kind=0):
    if not cand.zip:
        return ""
    city, st = city_of(cand.zip), state_of(cand.zip)
    return [f"{city}, {st} {cand.zip}", f"{city} {st} {cand.zip}", f"{cand.zip} ({city}, {st})"][kind % 3]


def role_title(role, r):
    if "title" not in role:
        sp = role["specialties"][0]
        role["title"] = r.choice(S[sp]["titles"]).replace("{unit}", role["unit"] or "")
    return role["title"]


def bullets(role, r, k=None):
    pool = []
    for sp in role["specialties"]:
        pool += S[sp]["bullets"]
    k = k or r.choice([2, 3, 3, 4])
    return r.sample(pool, min(k, len(pool)))


def stack_line(role, r):
    items = []
    for sp in role["specialties"]:
        items += TECH_STACK.get(sp, [])
    return ", ".join(dict.fromkeys(items))


def unit_needed(role):
    """True when the title does not already carry a specialty word and a unit line is useful."""
    return S[role["specialties"][0]]["names"] != [""]

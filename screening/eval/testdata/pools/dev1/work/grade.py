"""The grading rule of RULE.md as code: grade(job_truth, cand_truth) -> 0..3."""
from geo import miles

AS_OF = "2026-11-27"
AS_OF_MONTH = 2026 * 12 + 11

COMPACT = set("AL AZ AR CO DE FL GA ID IN IA KS KY LA ME MD MS MO MT NE NH NJ NM NC ND OH OK "
              "SC SD TN TX UT VT VA WA WV WI WY GU VI".split())

ADJACENT = {
    # RN
    ("ICU", "PCU"), ("PCU", "TELE"), ("MEDSURG", "TELE"), ("ED", "URGENT"),
    ("LD", "POSTPARTUM"), ("OR", "PACU"),
    # respiratory therapist
    ("RT_ADULT", "RT_NEOPEDS"),
    # physical therapist
    ("PT_OUTPT_ORTHO", "PT_ACUTE"),
    # radiologic technologist
    ("CT", "XRAY"),
    # surgical technologist
    ("ST_OR", "ST_LD"),
    # MLS
    ("LAB_CORE", "LAB_BLOODBANK"),
    # software
    ("FE_REACT", "FE_ANGULAR"), ("FE_REACT", "FE_VUE"), ("FE_ANGULAR", "FE_VUE"),
    ("DATA_ENG", "BE_PY"),
    # trades
    ("ELEC_COMMERCIAL", "ELEC_INDUSTRIAL"),
    ("HVAC_COMMERCIAL", "HVAC_RESIDENTIAL"), ("HVAC_COMMERCIAL", "REFRIGERATION"),
    ("WELD_STRUCTURAL", "WELD_PIPE"),
    ("CDL_TT", "CDL_TANKER"), ("CDL_TT", "CDL_FLATBED"),
    ("MAINT_INDUSTRIAL", "MAINT_FACILITIES"),
}
BACKEND = ["BE_GO", "BE_JAVA", "BE_PY", "BE_NODE", "BE_CSHARP", "BE_RUBY"]
for i, a in enumerate(BACKEND):
    for b in BACKEND[i + 1:]:
        ADJACENT.add((a, b))


def adjacent(a, b):
    return (a, b) in ADJACENT or (b, a) in ADJACENT


# a held credential on the left also satisfies the ones on the right
SATISFIES = {
    "ELEC_MASTER": {"ELEC_JOURNEYMAN"},
    "RRT": {"CRT"},
}


def month_index(ym):
    y, m = ym.split("-")[:2]
    return int(y) * 12 + int(m)


def months_in(cand, pred):
    """Months of the union of the candidate's roles, in their current profession, whose
    specialties satisfy pred."""
    covered = set()
    for r in cand["roles"]:
        if r["profession"] != cand["profession"]:
            continue
        if not any(pred(s) for s in r["specialties"]):
            continue
        start = month_index(r["start"])
        end = AS_OF_MONTH if r["end"] is None else month_index(r["end"])
        covered.update(range(start, end))
    return len(covered)


def valid(expires):
    return expires is None or expires >= AS_OF


def holds(names, wanted):
    return any(n == wanted or wanted in SATISFIES.get(n, ()) for n in names)


def licence_ok(job_lic, cand):
    for lic in cand["licences"]:
        if not (lic["type"] == job_lic["type"] or job_lic["type"] in SATISFIES.get(lic["type"], ())):
            continue
        if not valid(lic["expires"]):
            continue
        if job_lic["state"] == "ANY" or lic["state"] == job_lic["state"]:
            return True
        if (job_lic.get("compact") and lic.get("multistate") and lic["state"] in COMPACT
                and job_lic["state"] in COMPACT):
            return True
    return False


def licence_pending(job_lic, cand):
    return any(p["type"] == job_lic["type"] and p["state"] == job_lic["state"]
               for p in cand.get("pendingLicences", []))


def certs_held(cand):
    return [c["name"] for c in cand["certs"] if valid(c["expires"])]


def distance(job, cand):
    if not cand.get("zip"):
        return None
    return miles(job["zip"], cand["zip"])


def explain(job, cand):
    """Returns (grade, reasons) for one pair."""
    why = []
    if not cand.get("profession") or cand["profession"] != job["profession"]:
        return 0, ["profession %s != %s" % (cand.get("profession"), job["profession"])]
    cap = 3
    gaps = []
    # 2. licence
    jl = job.get("licence")
    if jl and not licence_ok(jl, cand):
        if not jl.get("obtainable"):
            return 0, ["no valid %s licence for %s" % (jl["type"], jl["state"])]
        if licence_pending(jl, cand):
            gaps.append("licence pending")
        else:
            cap = min(cap, 1)
            why.append("licence obtainable by start, none pending")
    # 3. hard certifications
    held = certs_held(cand)
    for c in job.get("hardCerts", []):
        if not holds(held, c):
            return 0, ["hard certification %s missing" % c]
    # 4. place
    if not (job.get("remote") or job.get("travel")):
        d = distance(job, cand)
        if d is None or d > job["radius"]:
            if job.get("localsOnly"):
                return 0, ["not local (%s mi), locals only" % (None if d is None else round(d, 1))]
            cap = min(cap, 1)
            why.append("not local (%s mi)" % (None if d is None else round(d, 1)))
    # 5. specialty and years
    spec, need = job["specialty"], job.get("minYears", 0)
    e = months_in(cand, lambda s: s == spec) / 12.0
    a = months_in(cand, lambda s: adjacent(s, spec)) / 12.0
    field_exact = spec in cand.get("fieldSpecialties", [])
    if e > 0:
        if e < need:
            gaps.append("short on years (%.1f < %s)" % (e, need))
    elif field_exact:
        if need > 0:
            gaps.append("years unknown (field only)")
    elif a > 0:
        gaps.append("adjacent specialty")
        if a < need:
            gaps.append("short on adjacent years (%.1f < %s)" % (a, need))
    else:
        cap = min(cap, 1)
        why.append("no experience in %s or adjacent" % spec)
    # 6. certifications
    for c in job.get("certs", []):
        if not holds(held, c):
            gaps.append("missing %s" % c)
    # 7. shift
    if job.get("shift") and cand.get("shiftPref") and job["shift"] not in cand["shiftPref"]:
        gaps.append("shift conflict (%s vs %s)" % (job["shift"], "/".join(cand["shiftPref"])))
    g = 3 - min(len(gaps), 2)
    return min(g, cap), why + gaps


def grade(job_truth, cand_truth):
    return explain(job_truth, cand_truth)[0]

"""grade(job_truth, cand_truth): the recruiter's rule of RULE.md, step by step.

Truth shapes (built by build.py):
  job:  profession, specialty, zip, state, remote, travel, localOnly, radius,
        licence {type, waivable} or None, minYears, certs [soft], hardCerts [hard], shift
  cand: profession (None = unknown), zip (None = unknown), specialties [..],
        years {specialty: years}, licences [{type, state, multistate, expires}],
        certs {name: expiry or None}, shiftPref (None = no stated preference)
"""
from common import ASOF, ASOF_YM, miles, years_by_specialty

# Step 2: Nurse Licensure Compact members used by this pool (as of 2026). Only RN licences use it.
COMPACT = {
    "AL", "AZ", "AR", "CO", "DE", "FL", "GA", "ID", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
    "MS", "MO", "MT", "NE", "NH", "NJ", "NM", "NC", "ND", "OH", "OK", "RI", "SC", "SD", "TN",
    "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
}
NOT_COMPACT = {"IL", "CA", "NY", "MA", "OR", "NV", "MN", "HI", "AK", "DC", "MI"}

# A held licence type satisfies a required type if listed here (a master electrician may do
# journeyman work).
SATISFIES = {
    "Master Electrician": {"Master Electrician", "Journeyman Electrician"},
}

# Step 4: specialty adjacencies (symmetric). Everything not listed is unrelated.
ADJACENT_PAIRS = [
    # RN
    ("ICU", "PCU"), ("PCU", "Telemetry"), ("Med-Surg", "Telemetry"), ("ED", "Urgent Care"),
    ("L&D", "Postpartum"), ("NICU", "PICU"), ("OR", "PACU"),
    # Respiratory therapist
    ("Adult Critical Care", "Neonatal/Pediatric"), ("Adult Critical Care", "LTACH"),
    # Physical therapist
    ("Outpatient Ortho", "Outpatient Neuro"), ("Acute Care", "Inpatient Rehab"),
    ("Inpatient Rehab", "SNF"), ("SNF", "Home Health"),
    # Radiologic technologist
    ("X-ray", "CT"), ("CT", "MRI"), ("X-ray", "Mammography"),
    # Surgical technologist
    ("Surgical OR", "L&D OR"),
    # Medical laboratory scientist
    ("Core Lab", "Blood Bank"), ("Core Lab", "Microbiology"), ("Microbiology", "Molecular"),
    # Software engineer
    ("Backend-Java", "Backend-Go"), ("Backend-Java", "Backend-Python"), ("Backend-Java", "Backend-.NET"),
    ("Backend-Java", "Backend-Node"), ("Backend-Go", "Backend-Python"), ("Backend-Go", "Backend-.NET"),
    ("Backend-Go", "Backend-Node"), ("Backend-Python", "Backend-.NET"), ("Backend-Python", "Backend-Node"),
    ("Backend-.NET", "Backend-Node"),
    ("Full-stack", "Backend-Java"), ("Full-stack", "Backend-Go"), ("Full-stack", "Backend-Python"),
    ("Full-stack", "Backend-.NET"), ("Full-stack", "Backend-Node"), ("Full-stack", "Frontend-React"),
    ("Frontend-React", "Frontend-Angular"), ("Frontend-React", "Frontend-Vue"), ("Frontend-Angular", "Frontend-Vue"),
    ("Data Engineering", "Backend-Python"), ("Data Engineering", "Analytics Engineering"),
    ("Mobile-iOS", "Mobile-Android"),
    # Trades
    ("Commercial Electrical", "Industrial Electrical"), ("Commercial Electrical", "Residential Electrical"),
    ("Commercial HVAC", "Residential HVAC"), ("Commercial HVAC", "Refrigeration"),
    ("Pipe Welding", "Structural Welding"), ("Structural Welding", "Fabrication Welding"),
    ("Dry Van/Reefer", "Flatbed"), ("Dry Van/Reefer", "Tanker"),
    ("Industrial Maintenance", "Facilities Maintenance"), ("Facilities Maintenance", "Apartment Maintenance"),
]
ADJACENT = {}
for a, b in ADJACENT_PAIRS:
    ADJACENT.setdefault(a, set()).add(b)
    ADJACENT.setdefault(b, set()).add(a)


def valid_on(expires):
    """A credential with no stated expiry counts as current; otherwise it must not be expired."""
    return expires is None or expires >= ASOF


def has_cert(cand, name):
    return name in cand["certs"] and valid_on(cand["certs"][name])


def licence_valid(job, cand):
    need = job["licence"]["type"]
    for lic in cand["licences"]:
        if need not in SATISFIES.get(lic["type"], {lic["type"]}):
            continue
        if not valid_on(lic.get("expires")):
            continue
        if need == "CDL-A":  # a commercial licence from any state is good in every state
            return True
        if lic["state"] == job["state"]:
            return True
        if (need == "RN" and lic.get("multistate") and lic["state"] in COMPACT
                and job["state"] in COMPACT):
            return True
    return False


def recent_cutoff(months):
    """First month that still counts as 'recent': as-of month minus `months` (2024-11 for 24)."""
    k = ASOF_YM[0] * 12 + ASOF_YM[1] - 1 - months
    return "%d-%02d" % (k // 12, k % 12 + 1)


def specialty_years(job, cand):
    if not job.get("recentMonths"):
        return cand["years"].get(job["specialty"], 0.0)
    cut = recent_cutoff(job["recentMonths"])
    roles = [r for r in cand["roles"] if r["end"] is None or r["end"] >= cut]
    return years_by_specialty(roles, cand["profession"]).get(job["specialty"], 0.0)


def relation(job, cand):
    specs = set(cand["specialties"])
    if job["specialty"] in specs:
        return "exact"
    if specs & ADJACENT.get(job["specialty"], set()):
        return "adjacent"
    return "none"


def explain(job, cand):
    """Returns (grade, reasons). The steps are those of RULE.md, in order."""
    why = []
    # 1. Profession
    if cand["profession"] is None:
        return 0, ["profession unknown"]
    if cand["profession"] != job["profession"]:
        return 0, ["profession %s is not %s" % (cand["profession"], job["profession"])]
    cap = 3
    strikes = []  # conditions that each cap the grade at 1; two of them make it 0 (step 9)
    # 2. Licence
    if job.get("licence"):
        if not licence_valid(job, cand):
            if job["licence"].get("waivable"):
                cap = 1
                strikes.append("no valid %s licence for %s (job accepts by start date)" % (job["licence"]["type"], job["state"]))
            else:
                return 0, ["no valid %s licence for %s" % (job["licence"]["type"], job["state"])]
    # 3. Hard certifications
    for c in job.get("hardCerts", []):
        if not has_cert(cand, c):
            return 0, ["hard requirement %s missing or expired" % c]
    # 4. Place
    if not job["remote"] and not job["travel"]:
        d = miles(cand["zip"], job["zip"]) if cand["zip"] else None
        if d is None or d > job["radius"]:
            where = "location unknown" if d is None else "%.1f mi away" % d
            if job.get("localOnly"):
                return 0, ["not local (%s), job hires locals only" % where]
            cap = min(cap, 1)
            strikes.append("not local (%s)" % where)
    gaps = []
    # 5. Specialty
    rel = relation(job, cand)
    if rel == "none":
        if job.get("minYears"):
            return 0, ["no %s or adjacent experience; job requires %s years of it" % (job["specialty"], job["minYears"])]
        cap = min(cap, 1)
        strikes.append("specialty unrelated to %s" % job["specialty"])
    elif rel == "adjacent":
        gaps.append("adjacent specialty")
    # 6. Years in the job's specialty
    if job.get("minYears"):
        y = specialty_years(job, cand)
        if y < job["minYears"]:
            gaps.append("%.1f of %s %syears in %s" % (y, job["minYears"], "recent " if job.get("recentMonths") else "", job["specialty"]))
    # 7. Required (waivable-in-practice) certifications
    for c in job.get("certs", []):
        if not has_cert(cand, c):
            gaps.append("%s missing or expired" % c)
    # 8. Shift
    if job.get("shift") and cand.get("shiftPref") and cand["shiftPref"] != job["shift"]:
        gaps.append("wants %s shift, job is %s" % (cand["shiftPref"], job["shift"]))
    # 9. Combine
    if len(strikes) >= 2:
        return 0, strikes + gaps
    score = 3 if not gaps else 2 if len(gaps) == 1 else 1
    return min(cap, score), why + strikes + gaps


def grade(job_truth, cand_truth):
    return explain(job_truth, cand_truth)[0]

"""grade(job_truth, cand_truth): the rule of ../RULE.md, step by step."""
import gzip, math, os

ASOF = "2026-11-27"
VALID_UNTIL = "2027-05-31"
ZIPS_PATH = "/work/main/geo/zips.tsv.gz"

NLC = set("AL AR AZ CO DE FL GA IA ID IN KS KY LA MD ME MO MS MT NC ND NE NH NJ NM OH OK SC SD TN TX UT VA VT WA WI WV WY".split())
NOT_NLC = set("CA IL NY MA OR NV MN HI AK DC MI".split())

ADJACENT_PAIRS = {
    "RN": [("ICU", "PCU"), ("PCU", "Telemetry"), ("Med-Surg", "Telemetry"), ("ED", "Urgent Care"),
           ("L&D", "Postpartum"), ("OR", "PACU")],
    "Respiratory Therapist": [("Adult Critical Care", "LTACH"), ("Adult Critical Care", "Neonatal/Pediatric")],
    "Physical Therapist": [("Outpatient Ortho", "Acute Care"), ("Acute Care", "Inpatient Rehab"), ("Home Health", "SNF")],
    "Radiologic Technologist": [("CT", "MRI"), ("CT", "Diagnostic X-ray")],
    "Surgical Technologist": [("Hospital OR", "Ambulatory Surgery Center"), ("Hospital OR", "L&D OR")],
    "Medical Laboratory Scientist": [("Core Lab", "Blood Bank"), ("Core Lab", "Microbiology")],
    "Software Engineer": [("Backend-Java", "Backend-Go"), ("Backend-Java", "Backend-Python"), ("Backend-Java", "Backend-.NET"),
                          ("Backend-Go", "Backend-Python"), ("Backend-Go", "Backend-.NET"), ("Backend-Python", "Backend-.NET"),
                          ("Full-stack", "Frontend"), ("Full-stack", "Backend-Java"), ("Full-stack", "Backend-Go"),
                          ("Full-stack", "Backend-Python"), ("Full-stack", "Backend-.NET"),
                          ("Data Engineering", "Backend-Python"), ("DevOps/SRE", "Backend-Go"), ("Mobile", "Frontend")],
    "Electrician": [("Commercial", "Industrial"), ("Commercial", "Residential")],
    "HVAC Technician": [("Commercial", "Residential"), ("Commercial", "Refrigeration")],
    "Welder": [("Pipe", "Structural"), ("Structural", "Fabrication")],
    "CDL-A Driver": [("Tractor-trailer", "Dump/Construction")],
    "Maintenance Technician": [("Industrial", "Facilities"), ("Facilities", "Apartment/Property")],
}


def adjacent(profession, a, b):
    for x, y in ADJACENT_PAIRS.get(profession, []):
        if (a, b) in ((x, y), (y, x)):
            return True
    return False


_ZIPS = None


def zips():
    global _ZIPS
    if _ZIPS is None:
        _ZIPS = {}
        with gzip.open(ZIPS_PATH, "rt") as f:
            for line in f:
                if line.startswith("#"):
                    continue
                z, lat, lon, city, st = line.rstrip("\n").split("\t")
                _ZIPS[z] = (float(lat), float(lon), city, st)
    return _ZIPS


def miles(z1, z2):
    a, b = zips()[z1], zips()[z2]
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 3958.8 * math.asin(math.sqrt(h))


def is_multistate(lic, home_state):
    """stated multistate/compact, or (the NLC default) issued by the compact state the holder lives in, unless stated single-state."""
    if lic["state"] not in NLC or lic.get("singleState"):
        return False
    return bool(lic.get("multistate")) or lic["state"] == home_state


def licence_status(req, licences, asof=ASOF, home_state=None):
    """'valid', 'pending' or 'missing' for the job's licence requirement."""
    best = "missing"
    for lic in licences or []:
        if lic["type"] != req["type"]:
            continue
        if lic.get("expires") and lic["expires"] < asof:
            continue
        in_state = req.get("anyState") or lic["state"] == req["state"] or (
            req["type"] == "RN" and is_multistate(lic, home_state) and req["state"] in NLC)
        if not in_state:
            continue
        if lic.get("status") == "pending":
            best = "pending" if best == "missing" else best
        else:
            return "valid"
    return best


def holds(cand, name, asof=ASOF):
    for c in cand.get("certs") or []:
        if c["name"] == name and not (c.get("expires") and c["expires"] < asof):
            return True
    return name in (cand.get("skills") or [])


def explain(job, cand, asof=ASOF):
    """(grade, reasons): the steps of RULE.md."""
    why = []
    # 1 profession
    if not cand.get("profession"):
        return 0, ["profession unknown"]
    if cand["profession"] != job["profession"]:
        return 0, ["profession %s is not %s" % (cand["profession"], job["profession"])]
    # 2 specialty
    cap, gaps = 3, []
    cs, js = cand.get("specialty"), job["specialty"]
    if cs == js:
        pass
    elif cs and adjacent(job["profession"], cs, js):
        cap = 2
        gaps.append("adjacent specialty %s" % cs)
    else:
        return 0, ["specialty %s is not %s or adjacent" % (cs, js)]
    # 3 place
    if not (job.get("remote") or job.get("travel")):
        radius = job.get("radius", 25)
        d = miles(job["zip"], cand["zip"]) if cand.get("zip") else None
        if d is None or d > radius:
            if job.get("localOnly"):
                return 0, ["not local (%s mi) for a locals-only job" % (None if d is None else round(d))]
            cap = min(cap, 1)
            why.append("outside %d mi (%s)" % (radius, "unknown" if d is None else "%.0f mi" % d))
    # 4 licence
    req = job.get("licence")
    if req:
        st = licence_status(req, cand.get("licences"), asof, cand.get("state"))
        if st == "pending" and req.get("pendingOk"):
            gaps.append("licence pending")
        elif st != "valid":
            if req.get("byStart"):
                cap = min(cap, 1)
                why.append("licence to obtain by start date")
            else:
                return 0, ["no valid %s licence for %s" % (req["type"], req.get("state", "any state"))]
    # 5 years
    mn = job.get("minYears", 0)
    y = (cand.get("years") or {}).get(js, 0.0)
    if y < mn:
        gaps.append("%.1f years %s < %s" % (y, js, mn))
    # 6 certifications and must-have skills
    for c in job.get("hardCerts", []):
        if not holds(cand, c, asof):
            return 0, ["missing %s (cannot be waived)" % c]
    for c in job.get("certs", []):
        if not holds(cand, c, asof):
            gaps.append("missing/expired %s" % c)
    # 7 shift
    if job.get("shifts") and cand.get("shiftPref") and cand["shiftPref"] not in job["shifts"]:
        gaps.append("prefers %s shift" % cand["shiftPref"])
    # 8 grade
    g = 3 if not gaps else 2 if len(gaps) == 1 else 1
    return min(g, cap), gaps + why


def grade(job_truth, cand_truth, asof=ASOF):
    return explain(job_truth, cand_truth, asof)[0]

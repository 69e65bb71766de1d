"""grade(job_truth, cand_truth): the rule of ../RULE.md, step by step."""
import gzip
import math
import os

AS_OF = "2026-11-27"
VALID_UNTIL = "2027-05-31"

NLC = set("AL AR AZ CO DE FL GA IA ID IN KS KY LA ME MD MO MS MT NC ND NE NH NJ NM OH OK SC SD TN "
          "TX UT VA VT WA WI WV WY".split())
NATIONAL_LICENCES = {"CDL-A"}

ADJ_PAIRS = [
    ("ICU", "PCU"), ("PCU", "Telemetry"), ("Telemetry", "Med-Surg"), ("ED", "Urgent Care"),
    ("L&D", "Postpartum"), ("OR", "PACU"),
    ("Outpatient Orthopedics", "Sports Medicine"), ("Acute Care", "Inpatient Rehab"),
    ("CT", "X-ray"), ("Generalist", "Microbiology"), ("General OR", "L&D C-section"),
    ("Backend Java", "Backend Go"), ("Backend Java", "Backend Python"), ("Backend Go", "Backend Python"),
    ("Backend Java", "Full-stack"), ("Backend Go", "Full-stack"), ("Backend Python", "Full-stack"),
    ("Frontend", "Full-stack"), ("Data Engineering", "Backend Python"),
    ("Commercial Electrical", "Industrial Electrical"), ("Commercial Electrical", "Residential Electrical"),
    ("Commercial HVAC", "Residential HVAC"), ("Commercial HVAC", "Refrigeration"),
    ("Structural Welding", "Pipe Welding"), ("Industrial Maintenance", "Facilities Maintenance"),
]
ADJ = {}
for a, b in ADJ_PAIRS:
    ADJ.setdefault(a, set()).add(b)
    ADJ.setdefault(b, set()).add(a)

_ZIPS = None


def zips():
    global _ZIPS
    if _ZIPS is None:
        _ZIPS = {}
        with gzip.open("/work/main/geo/zips.tsv.gz", "rt") as f:
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


def ym(s):
    y, m = s[:7].split("-")
    return int(y) * 12 + int(m) - 1


def months(roles, prof, specs, as_of):
    total = 0
    for r in roles:
        if r["profession"] != prof:
            continue
        if specs is not None and r.get("specialty") not in specs:
            continue
        end = r["end"] or as_of
        total += max(0, ym(end) - ym(r["start"]))
    return total


def grade(job, cand, as_of=AS_OF, explain=False):
    why = []

    def out(g, reason):
        return (g, why + [reason]) if explain else g

    # 1 profession
    if not cand.get("profession") or cand["profession"] != job["profession"]:
        return out(0, "profession")
    gaps = 0
    cap = 3
    roles = cand.get("roles") or []
    # 2 specialty
    years_specs = None
    if job.get("specialty"):
        have = set(cand.get("specialties") or [])
        js = job["specialty"]
        if js in have:
            years_specs = {js}
        else:
            adj = have & ADJ.get(js, set())
            if not adj:
                return out(0, "specialty unrelated")
            gaps += 1
            cap = min(cap, 2)
            years_specs = adj
            why.append("adjacent")
    # 3 place
    if not (job.get("remote") or job.get("travel")):
        radius = job.get("radius") or 25
        cz = cand.get("zip")
        local = cz is not None and miles(cz, job["zip"]) <= radius
        if not local:
            if job.get("localOnly"):
                return out(0, "not local, locals only")
            cap = min(cap, 1)
            why.append("not local")
    # 4 licence
    lic = job.get("licence")
    if lic:
        ok = False
        for l in cand.get("licences") or []:
            if l["type"] != lic["type"] or (l.get("expires") and l["expires"] <= as_of):
                continue
            if l["type"] in NATIONAL_LICENCES or l["state"] == job["state"]:
                ok = True
            elif l["type"] == "RN" and l.get("multistate") and l["state"] in NLC and job["state"] in NLC:
                ok = True
        if not ok:
            if not lic.get("waivable"):
                return out(0, "licence")
            pending = any(p["type"] == lic["type"] and p["state"] == job["state"]
                          for p in cand.get("pendingLicences") or [])
            if pending:
                gaps += 1
                why.append("licence pending")
            else:
                cap = min(cap, 1)
                why.append("licence by start date")
    # 5 years
    if job.get("minYears"):
        m = months(roles, job["profession"], years_specs, as_of)
        if m < 12 * job["minYears"]:
            gaps += 1
            why.append("years %.1f" % (m / 12))
    # 6 certs
    certs = cand.get("certs") or {}

    def has(c):
        return c in certs and (certs[c] is None or certs[c] > as_of)
    for c in job.get("hardCerts") or []:
        if not has(c):
            return out(0, "hard cert " + c)
    for c in job.get("certs") or []:
        if not has(c):
            gaps += 1
            why.append("cert " + c)
    # 7 shift
    if job.get("shift") and cand.get("shiftPref") and cand["shiftPref"] != job["shift"]:
        gaps += 1
        why.append("shift")
    g = 3 if gaps == 0 else 2 if gaps == 1 else 1
    return out(min(g, cap), "gaps=%d cap=%d" % (gaps, cap))

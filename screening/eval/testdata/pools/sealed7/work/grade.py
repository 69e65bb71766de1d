"""grade(job_truth, cand_truth) -> 0..3, implementing RULE.md step by step."""
import gzip, math, os
from datetime import date

AS_OF = date(2026, 11, 27)
COMPACT = set("AL AZ AR CO DE FL GA ID IN IA KS KY LA ME MD MS MO MT NE NH NJ NM NC ND OH OK SC SD "
              "TN TX UT VT VA WA WV WI WY".split())
ADJ_GROUPS = [
    ("RN", ["ICU", "PCU"]), ("RN", ["MedSurg", "Tele"]), ("RN", ["ED", "UrgentCare"]),
    ("RN", ["LD", "Postpartum"]), ("RadTech", ["CT", "Radiography"]),
    ("PT", ["OutpatientOrtho", "SportsMed"]),
    ("SWE", ["BackendJava", "BackendGo", "BackendPython"]),
    ("SWE", ["FrontendReact", "FrontendVue", "FrontendAngular"]), ("SWE", ["DataEng", "BackendPython"]),
    ("Electrician", ["Commercial", "Industrial"]), ("HVAC", ["Commercial", "Residential"]),
    ("Welder", ["Structural", "Pipe"]), ("CDL", ["Regional", "OTR", "Local"]),
    ("Maintenance", ["Industrial", "Facilities"]),
]

def adjacent(prof, a, b):
    return any(p == prof and a in g and b in g and a != b for p, g in ADJ_GROUPS)

_Z = None
def zips():
    global _Z
    if _Z is None:
        _Z = {}
        p = os.environ.get("ZIPS", "/work/main/geo/zips.tsv.gz")
        with gzip.open(p, "rt") as f:
            for line in f:
                if line.startswith("#"):
                    continue
                z, lat, lon, city, st = line.rstrip("\n").split("\t")
                _Z[z] = (float(lat), float(lon), city, st)
    return _Z

def miles(z1, z2):
    a, b = zips()[z1], zips()[z2]
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 3958.8 * math.asin(math.sqrt(h))

def _d(s):
    y, m, d = map(int, s.split("-"))
    return date(y, m, d)

def months_between(start, end, asof):
    y1, m1 = map(int, start.split("-"))
    if end is None:
        y2, m2 = asof.year, asof.month
    else:
        y2, m2 = map(int, end.split("-"))
    return (y2 - y1) * 12 + (m2 - m1)

def years_in(c, prof, spec, asof):
    return sum(months_between(r["start"], r["end"], asof) for r in c.get("roles", [])
               if r["profession"] == prof and r["specialty"] == spec) / 12.0

def licence_ok(j, c, asof):
    L = j["licence"]
    for l in c.get("licences", []):
        if l["type"] != L["type"] or _d(l["expires"]) <= asof:
            continue
        if L.get("anyState"):
            return True
        if l["state"] == j["state"]:
            return True
        if (L["type"] == "RN" and l.get("multistate") and l["state"] in COMPACT
                and j["state"] in COMPACT):
            return True
    return False

def cert_ok(c, name, asof):
    if name not in c.get("certs", {}):
        return False
    exp = c["certs"][name]
    return exp is None or _d(exp) > asof

def grade(j, c, asof=AS_OF):
    # Step 1 profession
    if not c.get("profession") or c["profession"] != j["profession"]:
        return 0
    cap = 3
    # Step 2 licence
    if j.get("licence") and j["licence"].get("type"):
        if not licence_ok(j, c, asof):
            if j["licence"].get("pendingOk"):
                cap = min(cap, 1)
            else:
                return 0
    # Step 3 hard certs
    for h in j.get("hardCerts", []):
        if not cert_ok(c, h, asof):
            return 0
    # Step 4 specialty
    specs = c.get("specialties", [])
    js = j["specialty"]
    if js == "General":
        matched, adj = "General", False
    elif js in specs:
        matched, adj = js, False
    else:
        a = [s for s in specs if adjacent(j["profession"], js, s)]
        if not a:
            return 0
        matched = max(a, key=lambda s: years_in(c, j["profession"], s, asof))
        adj = True
    gaps = 1 if adj else 0
    # Step 5 gaps
    if matched == "General":
        yrs = sum(months_between(r["start"], r["end"], asof) for r in c.get("roles", [])
                  if r["profession"] == j["profession"]) / 12.0
    else:
        yrs = years_in(c, j["profession"], matched, asof)
    if yrs < j.get("minYears", 0):
        gaps += 1
    for ce in j.get("certs", []):
        if not cert_ok(c, ce, asof):
            gaps += 1
    if j.get("shift") and c.get("shiftPref") and c["shiftPref"] != j["shift"]:
        gaps += 1
    base = 3 if gaps == 0 else 2 if gaps == 1 else 1
    if adj:
        base = min(base, 2)
    # Step 6 place
    if not (j.get("remote") or j.get("travel")):
        z = c.get("zip")
        near = bool(z) and miles(z, j["zip"]) <= j.get("radius", 25)
        if not near:
            if j.get("localOnly"):
                return 0
            cap = min(cap, 1)
    return min(base, cap)

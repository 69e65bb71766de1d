"""grade(job_truth, cand_truth) implementing RULE.md."""
import gzip, math, os

ASOF = "2026-11-27"
COMPACT = set("AL AZ AR CO DE FL GA ID IN IA KS KY LA ME MD MS MO MT NE NH NJ NM NC ND OH OK PA SC SD TN TX UT VT VA WA WV WI WY".split())
ADJ_PAIRS = [
    ("ICU", "PCU"), ("Med-Surg", "Telemetry"), ("ED", "Urgent Care"), ("L&D", "Postpartum"), ("OR", "PACU"),
    ("Adult Critical Care", "Adult Acute Care"),
    ("Outpatient Orthopedics", "Sports Medicine"), ("Acute Care", "Inpatient Rehab"),
    ("CT", "Radiography"), ("CT", "MRI"),
    ("Generalist", "Chemistry"), ("Generalist", "Hematology"),
    ("Backend-Java", "Backend-Go"), ("Backend-Java", "Backend-Python"), ("Backend-Go", "Backend-Python"),
    ("Frontend", "Full-Stack"), ("Data Engineering", "Backend-Python"),
    ("Backend-Java", "Full-Stack"), ("Backend-Go", "Full-Stack"), ("Backend-Python", "Full-Stack"),
    ("Commercial", "Industrial"), ("HVAC-Commercial", "Refrigeration"),
    ("Structural", "Pipe"), ("Regional", "OTR"), ("Local", "Regional"),
    ("Industrial Maintenance", "Facilities"),
]
ADJ = {}
for a, b in ADJ_PAIRS:
    ADJ.setdefault(a, set()).add(b)
    ADJ.setdefault(b, set()).add(a)

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
    Z = zips()
    la1, lo1 = map(math.radians, Z[z1][:2]); la2, lo2 = map(math.radians, Z[z2][:2])
    a = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 3958.8 * math.asin(math.sqrt(a))

def lic_valid(lic, job):
    need = job["licence"]["type"]
    if lic["type"] != need or (lic["expires"] is not None and lic["expires"] <= ASOF):
        return False
    if need == "CDL-A":
        return True
    if lic["state"] == job["state"]:
        return True
    return need == "RN" and lic.get("multistate") and lic["state"] in COMPACT and job["state"] in COMPACT

def cert_ok(c, cand):
    if c not in cand["certs"]:
        return False
    exp = cand["certs"][c]
    return exp is None or exp > ASOF

def grade(job, cand, why=False):
    reasons = []
    def out(g):
        return (g, reasons) if why else g
    # 1 profession
    if not cand.get("profession") or cand["profession"] != job["profession"]:
        reasons.append("profession"); return out(0)
    gaps = 0
    cap = 3
    # 2 specialty
    spec = job.get("specialty")
    years = cand.get("years") or {}
    if spec:
        if years.get(spec, 0) > 0 or spec in cand.get("specialties", []):
            pass
        elif any(s in ADJ.get(spec, ()) for s in cand.get("specialties", [])):
            gaps += 1; reasons.append("adjacent")
        else:
            reasons.append("specialty"); return out(0)
    # 3 place
    if not (job.get("remote") or job.get("travel")):
        z = cand.get("zip")
        if not z or z not in zips() or miles(z, job["zip"]) > job.get("radius", 25):
            if job.get("localOnly"):
                reasons.append("not local (locals only)"); return out(0)
            cap = min(cap, 1); reasons.append("not local")
    # 4 licence
    L = job.get("licence")
    if L:
        if not any(lic_valid(l, job) for l in cand.get("licences", [])):
            if L.get("waivable"):
                cap = min(cap, 1); reasons.append("licence by start")
            elif L.get("pendingOk") and any(p["type"] == L["type"] and p["state"] == job["state"]
                                             for p in cand.get("pendingLicences", [])):
                gaps += 1; reasons.append("licence pending")
            else:
                reasons.append("licence"); return out(0)
    # 5 years
    ys = years.get(spec, 0) if spec else years.get("(all)", 0)
    if ys < job.get("minYears", 0):
        gaps += 1; reasons.append("years")
    # 6 certs
    for c in job.get("hardCerts", []):
        if not cert_ok(c, cand):
            reasons.append("hard cert " + c); return out(0)
    for c in job.get("certs", []):
        if not cert_ok(c, cand):
            gaps += 1; reasons.append("cert " + c)
    # 7 shift
    sp, js = cand.get("shiftPref"), job.get("shift")
    if sp and js and sp != js:
        gaps += 1; reasons.append("shift")
    g = 3 if gaps == 0 else 2 if gaps == 1 else 1
    return out(min(g, cap))

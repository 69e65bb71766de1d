"""Grading rule of RULE.md, implemented. grade(job_truth, cand_truth, asof) -> 0..3"""
import math, gzip, os
from datetime import date

ASOF = date(2026, 11, 27)
COMPACT = {"AZ","CO","FL","GA","NC","NJ","NM","OK","TX","WA","VA","MO","TN","UT","WI","ID","IN","IA","KS","KY",
           "LA","ME","MD","MS","MT","NE","NH","ND","OH","PA","SC","SD","VT","WV","WY","DE","AL","AR","CT","RI"}
ADJ = [("ICU","PCU"),("PCU","Telemetry"),("Med-Surg","Telemetry"),("ED","Urgent Care"),("L&D","Postpartum"),
       ("Adult Acute Care","Neonatal/Pediatric"),("Outpatient Orthopedic","Sports Medicine"),
       ("CT","Radiography"),("CT","MRI"),("Orthopedic OR","General OR"),("Microbiology","Molecular"),
       ("Backend Java","Backend Go"),("Backend Java","Backend Python"),("Backend Go","Backend Python"),
       ("Frontend","Full-stack"),("Data Engineering","Backend Python"),("Commercial Electrical","Industrial Electrical"),
       ("Commercial HVAC","Residential HVAC"),("Structural","Pipe"),("Regional","OTR"),("Regional","Local"),
       ("Industrial Maintenance","Facilities Maintenance")]
ADJSET = {(a,b) for a,b in ADJ} | {(b,a) for a,b in ADJ}

_Z = None
def zips():
    global _Z
    if _Z is None:
        _Z = {}
        p = "/work/main/geo/zips.tsv.gz"
        for l in gzip.open(p, "rt"):
            if l.startswith("#"): continue
            f = l.rstrip("\n").split("\t")
            _Z[f[0]] = (float(f[1]), float(f[2]), f[3], f[4])
    return _Z

def miles(z1, z2):
    Z = zips()
    if z1 not in Z or z2 not in Z: return None
    la1, lo1 = map(math.radians, Z[z1][:2]); la2, lo2 = map(math.radians, Z[z2][:2])
    a = math.sin((la2-la1)/2)**2 + math.cos(la1)*math.cos(la2)*math.sin((lo2-lo1)/2)**2
    return 2*3958.8*math.asin(math.sqrt(a))

def d(s):
    return date.fromisoformat(s) if s else None

def months(a, b):
    return (b.year-a.year)*12 + (b.month-a.month)

def years_in(cand, prof, spec, asof):
    m = 0
    for r in cand.get("roles", []):
        if r["profession"] == prof and r["specialty"] == spec:
            s = d(r["start"]); e = d(r["end"]) if r["end"] else asof
            m += max(0, months(s, min(e, asof)))
    return m/12.0

def lic_valid(lic, job_state, ltype, asof):
    if lic["type"] != ltype: return False
    if lic.get("expires") and d(lic["expires"]) < asof: return False
    if ltype == "CDL-A": return True
    if lic["state"] == job_state: return True
    if ltype == "RN" and lic.get("multistate") and lic["state"] in COMPACT and job_state in COMPACT: return True
    return False

def cert_ok(cand, c, asof):
    if c not in cand.get("certs", {}): return False
    e = cand["certs"][c]
    return e is None or d(e) >= asof

def grade(job, cand, asof=ASOF):
    if isinstance(asof, str): asof = d(asof)
    if not cand.get("profession") or cand["profession"] != job["profession"]: return 0
    specs = {r["specialty"] for r in cand.get("roles", []) if r["profession"] == job["profession"]}
    specs |= set(cand.get("specialties") or [])
    js = job["specialty"]; cap = 3; gaps = 0
    if js in specs: pass
    elif any((js, s) in ADJSET for s in specs): gaps += 1; cap = min(cap, 2)
    else: return 0
    L = job.get("licence")
    if L:
        if not any(lic_valid(l, job["state"], L["type"], asof) for l in cand.get("licences", [])):
            pend = any(p["type"] == L["type"] and p["state"] == job["state"] for p in cand.get("pendingLicences", []))
            if L.get("pendingOk") and pend: gaps += 1
            elif L.get("waivable"): cap = min(cap, 1)
            else: return 0
    for c in job.get("hardCerts", []):
        if not cert_ok(cand, c, asof): return 0
    if not job.get("remote") and not job.get("travel"):
        dist = miles(cand.get("zip"), job["zip"]) if cand.get("zip") else None
        if dist is None or dist > job.get("radius", 25):
            if job.get("localOnly"): return 0
            cap = min(cap, 1)
    y = years_in(cand, job["profession"], js, asof); mn = job.get("minYears", 0)
    if y < mn: gaps += 1
    if y < mn/2.0: gaps += 1
    for c in job.get("certs", []):
        if not cert_ok(cand, c, asof): gaps += 1
    if job.get("shift") and cand.get("shiftPref") and cand["shiftPref"] != job["shift"]: gaps += 1
    g = 3 if gaps == 0 else 2 if gaps == 1 else 1
    return min(g, cap)

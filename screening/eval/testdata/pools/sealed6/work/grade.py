"""grade(job_truth, cand_truth) -> 0..3, implementing RULE.md step by step."""
import math, gzip, os
AS_OF = "2026-11-27"
COMPACT = {"AL","AZ","AR","CO","DE","FL","GA","ID","IN","IA","KS","KY","LA","ME","MD","MS","MO",
           "MT","NE","NH","NJ","NM","NC","ND","OH","OK","PA","RI","SC","SD","TN","TX","UT","VT",
           "VA","WA","WV","WI","WY","GU","VI"}
# symmetric adjacency within a profession
ADJ = {
 "RN": [("ICU","PCU"),("MedSurg","Tele"),("ED","UrgentCare"),("LD","Postpartum"),("OR","PACU")],
 "RT": [("AdultAcute","NeoPeds")],
 "PT": [("OutpatientOrtho","AcuteCare")],
 "RadTech": [("CT","XRay")],
 "SurgTech": [("OR","ASC")],
 "MLS": [("CoreLab","Micro"),("CoreLab","BloodBank")],
 "SWE": [("BackendJava","BackendGo"),("BackendJava","BackendPython"),("BackendGo","BackendPython"),
         ("FrontendReact","FrontendAngular"),("DataEng","BackendPython")],
 "Electrician": [("Commercial","Industrial")],
 "HVAC": [("Commercial","Residential")],
 "Welder": [("Structural","Pipe")],
 "CDL": [("Regional","OTR"),("Regional","Local")],
 "Maintenance": [("Industrial","Facilities")],
}
def adjacent(prof, a, b):
    return (a, b) in ADJ.get(prof, []) or (b, a) in ADJ.get(prof, [])

_Z = None
def zips():
    global _Z
    if _Z is None:
        _Z = {}
        p = os.environ.get("ZIPS", "/work/main/geo/zips.tsv.gz")
        for line in gzip.open(p, "rt"):
            if line.startswith("#"): continue
            f = line.rstrip("\n").split("\t")
            if len(f) >= 3:
                try: _Z[f[0]] = (float(f[1]), float(f[2]))
                except ValueError: pass
    return _Z
def miles(z1, z2):
    a, b = zips()[z1], zips()[z2]
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2-la1)/2)**2 + math.cos(la1)*math.cos(la2)*math.sin((lo2-lo1)/2)**2
    return 2*3958.8*math.asin(math.sqrt(h))

def months_between(s, e):
    y1, m1 = map(int, s.split("-")[:2]); y2, m2 = map(int, e.split("-")[:2])
    return (y2-y1)*12 + (m2-m1)

def current_profession(c):
    roles = c.get("roles") or []
    cur = [r for r in roles if r["end"] is None]
    if cur: return cur[0]["profession"]
    if roles: return max(roles, key=lambda r: r["end"])["profession"]
    return c.get("profession")

def spec_years(c, prof, spec):
    m = 0
    for r in c.get("roles") or []:
        if r["profession"] == prof and r["specialty"] == spec:
            m += months_between(r["start"], r["end"] or AS_OF[:7])
    return m/12.0

def licence_ok(c, lic, state):
    for l in c.get("licences", []):
        if l["type"] != lic["type"] or l["expires"] <= AS_OF: continue
        if lic.get("anyState"): return True
        if l["state"] == state: return True
        if l["type"] == "RN" and l.get("multistate") and l["state"] in COMPACT and state in COMPACT:
            return True
    return False

def cert_ok(c, name):
    certs = c.get("certs", {})
    return name in certs and (certs[name] is None or certs[name] > AS_OF)

def grade(j, c):
    # Step 1 profession
    prof = current_profession(c)
    if prof is None or prof != j["profession"]: return 0
    # Step 2 specialty
    specs = set(c.get("specialties", []))
    if j["specialty"] in specs:
        cap, yrs = 3, spec_years(c, prof, j["specialty"])
    else:
        adj = [s for s in specs if adjacent(prof, s, j["specialty"])]
        if not adj: return 0
        cap, yrs = 2, max(spec_years(c, prof, s) for s in adj)
    gaps = 0
    # Step 3 licence
    lic = j.get("licence")
    if lic:
        if not licence_ok(c, lic, j["state"]):
            if not lic.get("pendingOk"): return 0
            pend = any(p["type"] == lic["type"] and p["state"] == j["state"] for p in c.get("pendingLicences", []))
            if pend: gaps += 1
            else: cap = min(cap, 1)
    # Step 4 hard certifications
    for h in j.get("hardCerts", []):
        if not cert_ok(c, h): return 0
    # Step 5 place
    if not (j["remote"] or j["travel"]):
        if c.get("zip") is None or miles(c["zip"], j["zip"]) > j["radius"]:
            if j["localOnly"]: return 0
            cap = min(cap, 1)
    # Step 6 minor gaps
    if yrs < j["minYears"]: gaps += 1
    for ce in j.get("certs", []):
        if not cert_ok(c, ce): gaps += 1
    if j.get("shift") and c.get("shiftPref") and c["shiftPref"] != j["shift"]: gaps += 1
    # Step 7 combine
    g = cap - gaps
    return max(1, g)

"""grade(job_truth, cand_truth) -> 0..3, implementing ../RULE.md step by step."""
import gzip, math, os

ASOF = "2026-11-27"
COMPACT = set("AL AZ AR CO DE FL GA ID IN IA KS KY LA ME MD MS MO MT NE NH NJ NM NC ND OH OK PA SC SD TN TX UT VT VA WA WV WI WY".split())
ADJ_PAIRS = [("ICU", "PCU"), ("MedSurg", "Tele"), ("ED", "UrgentCare"), ("L&D", "Postpartum"), ("OR", "PACU"),
             ("CT", "XRay"), ("BackendJava", "BackendGo"), ("BackendJava", "BackendPython"), ("BackendGo", "BackendPython"),
             ("Frontend", "Fullstack"), ("DataEng", "BackendPython"), ("Commercial", "Industrial"),
             ("HVACCommercial", "HVACResidential"), ("Pipe", "Structural"), ("MaintIndustrial", "Facilities")]
ADJ = {}
for a, b in ADJ_PAIRS:
    ADJ.setdefault(a, set()).add(b); ADJ.setdefault(b, set()).add(a)

_Z = None
ZIPS_PATH = "/work/main/geo/zips.tsv.gz"

def zips():
    global _Z
    if _Z is None:
        _Z = {}
        with gzip.open(ZIPS_PATH, "rt") as f:
            for line in f:
                if line.startswith("#"): continue
                p = line.rstrip("\n").split("\t")
                _Z[p[0]] = (float(p[1]), float(p[2]), p[3], p[4])
    return _Z

def miles(z1, z2):
    Z = zips(); a, b = Z[z1], Z[z2]
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 3958.8 * math.asin(math.sqrt(h))

def months(start, end):
    """start/end 'YYYY-MM'; end None = current (as-of month). Inclusive of both months? No: end-start."""
    if end is None: end = ASOF[:7]
    y1, m1 = map(int, start.split("-")); y2, m2 = map(int, end.split("-"))
    return (y2 - y1) * 12 + (m2 - m1)

def years_in(c, prof, spec):
    return sum(months(r["start"], r["end"]) for r in c.get("roles", [])
               if r["profession"] == prof and r["specialty"] == spec) / 12.0

def licence_held(c, typ, state):
    for l in c.get("licences", []):
        if l["type"] != typ or (l.get("exp") and l["exp"] <= ASOF): continue
        if l["state"] == state: return True
        if typ == "RN" and l.get("multistate") and l["state"] in COMPACT and state in COMPACT: return True
    return False

def cert_ok(c, name):
    certs = c.get("certs", {})
    if name not in certs: return False
    exp = certs[name]
    return exp is None or exp > ASOF

def grade(j, c, explain=False):
    why = []
    def out(g):
        return (g, why) if explain else g
    # 1 profession
    if not c.get("profession") or c["profession"] != j["profession"]:
        why.append("profession"); return out(0)
    cap, gaps = 3, 0
    S = j["specialty"]
    ys = years_in(c, j["profession"], S)
    if ys > 0:
        yrs = ys
    else:
        adj = [a for a in ADJ.get(S, ()) if years_in(c, j["profession"], a) > 0]
        if not adj:
            why.append("specialty"); return out(0)
        cap = min(cap, 2); gaps += 1; why.append("adjacent")
        yrs = ys + sum(years_in(c, j["profession"], a) for a in adj)
    # 3a licence
    L = j.get("licence")
    if L:
        if not licence_held(c, L["type"], L["state"]):
            if L.get("byStart"):
                cap = min(cap, 1); why.append("licence-by-start")
            elif L.get("pendingOk") and L["state"] in c.get("pending", []):
                gaps += 1; why.append("licence-pending")
            else:
                why.append("licence"); return out(0)
    # 3b hard credentials
    for h in j.get("hardCerts", []):
        if not cert_ok(c, h):
            why.append("hard:" + h); return out(0)
    # 4 place
    if not (j.get("remote") or j.get("travel")):
        z = c.get("zip")
        d = miles(z, j["zip"]) if z else None
        if d is None or d > j.get("radius", 25):
            if j.get("localOnly"):
                why.append("not-local(local only)"); return out(0)
            cap = min(cap, 1); why.append("not-local")
    # 5 gaps
    if yrs < j.get("minYears", 0):
        gaps += 1; why.append("years")
    for cert in j.get("certs", []):
        if not cert_ok(c, cert):
            gaps += 1; why.append("cert:" + cert)
    if j.get("shift") and c.get("shiftPref") and c["shiftPref"] != j["shift"]:
        gaps += 1; why.append("shift")
    g = 3 if gaps == 0 else 2 if gaps == 1 else 1
    return out(min(g, cap))

"""grade(job_truth, cand_truth) -> 0..3, implementing RULE.md step by step."""
from geo import Z, miles

ASOF = "2026-11-27"
# Nurse Licensure Compact members used by this pool (RULE.md step 3).
COMPACT = set("AL AZ AR CO DE FL GA ID IN IA KS KY LA ME MD MS MO MT NE NH NJ NM NC ND OH OK "
              "PA SC SD TN TX UT VT VA WA WV WI WY".split())
# Adjacent specialties (symmetric), RULE.md step 5.
ADJ = [("ICU", "PCU"), ("MedSurg", "Tele"), ("ED", "UrgentCare"), ("LD", "Postpartum"),
       ("BackendJava", "BackendGo"), ("BackendJava", "BackendPython"), ("BackendGo", "BackendPython"),
       ("DataEng", "BackendPython"), ("Frontend", "Fullstack"),
       ("CT", "XRay"), ("Outpatient", "Acute"), ("CoreLab", "Micro"),
       ("Commercial", "Residential"), ("Structural", "Pipe"), ("Facilities", "Industrial"),
       ("Adult", "Neonatal")]
ADJSET = {frozenset(p) for p in ADJ}

def adjacent(a, b):
    return frozenset((a, b)) in ADJSET

def months(start, end):
    y1, m1 = map(int, start.split("-")); y2, m2 = map(int, (end or ASOF[:7]).split("-")[:2])
    return (y2 - y1) * 12 + (m2 - m1)

def years_in(c, prof, spec):
    return sum(months(r["start"], r["end"]) for r in c["roles"]
               if r["profession"] == prof and r["specialty"] == spec) / 12.0

def cert_ok(c, name):
    if name not in c["certs"]:
        return False
    exp = c["certs"][name]
    return exp is None or exp >= ASOF

def licence_ok(j, c):
    L = j["licence"]
    for l in c["licences"]:
        if l["type"] != L["type"] or (l["exp"] is not None and l["exp"] < ASOF):
            continue
        if L["state"] == "ANY" or l["state"] == L["state"]:
            return True
        if (L["type"] == "RN" and l.get("multistate") and l["state"] in COMPACT
                and L["state"] in COMPACT and L.get("compactOk", True)):
            return True
    if L.get("pendingOk"):
        for p in c.get("pending", []):
            if p["type"] == L["type"] and p["state"] == L["state"]:
                return True
    return False

def grade(j, c):
    # 1 profession
    if c.get("profession") is None or c["profession"] != j["profession"]:
        return 0
    major = 0  # major gaps: non-local for a local job, licence only obtainable, unrelated specialty
    # 2 place
    if not j["remote"] and not j["travel"]:
        z = c.get("zip")
        if z is None or miles(z, j["zip"]) > j["radius"]:
            if j["localOnly"]:
                return 0
            major += 1
    # 3 licence
    if j.get("licence"):
        if not licence_ok(j, c):
            if j["licence"].get("obtainable"):
                major += 1
            else:
                return 0
    # 4 hard certifications
    for h in j.get("hardCerts", []):
        if not cert_ok(c, h):
            return 0
    # 5 specialty
    specs = {r["specialty"] for r in c["roles"] if r["profession"] == j["profession"]}
    if c.get("specialty"):
        specs.add(c["specialty"])
    gaps = 0
    if j["specialty"] in specs:
        exact = True
    elif any(adjacent(s, j["specialty"]) for s in specs):
        exact = False
        gaps += 1
    else:
        major += 1
        exact = False
    # 6 years, certifications, shift
    if exact and years_in(c, j["profession"], j["specialty"]) < j["minYears"]:
        gaps += 1
    for cert in j.get("certs", []):
        if not cert_ok(c, cert):
            gaps += 1
    if j.get("shift") and c.get("shiftPref") and c["shiftPref"] != j["shift"]:
        gaps += 1
    # 7 combine
    if major >= 2:
        return 0
    if major == 1:
        return 1
    return max(1, 3 - gaps)

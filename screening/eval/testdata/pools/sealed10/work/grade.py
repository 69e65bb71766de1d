"""grade(job_truth, cand_truth) implementing RULE.md."""
import math, datetime

ASOF = datetime.date(2026, 11, 27)
NLC = set("AL AZ AR CO DE FL GA ID IN IA KS KY LA ME MD MS MO MT NE NH NJ NM NC ND OH OK RI SC SD TN TX UT VT VA WA WV WI WY".split())
ADJ_PAIRS = [("ICU", "PCU"), ("Med-Surg", "Telemetry"), ("ED", "Urgent Care"), ("L&D", "Postpartum"),
             ("PT Outpatient Ortho", "PT Acute Care"), ("CT", "X-ray"),
             ("Backend Java", "Backend Go"), ("Backend Java", "Backend Python"), ("Backend Go", "Backend Python"),
             ("Frontend React", "Frontend Angular"), ("Frontend React", "Frontend Vue"), ("Frontend Angular", "Frontend Vue"),
             ("Data Engineering", "Backend Python"), ("Commercial Electrical", "Residential Electrical"),
             ("Commercial HVAC", "Residential HVAC"), ("Structural Welding", "Pipe Welding"),
             ("Regional CDL", "OTR CDL"), ("Industrial Maintenance", "Facilities Maintenance")]
ADJ = {}
for a, b in ADJ_PAIRS:
    ADJ.setdefault(a, set()).add(b); ADJ.setdefault(b, set()).add(a)

_ZIPS = None
def zips():
    global _ZIPS
    if _ZIPS is None:
        import gzip
        _ZIPS = {}
        for line in gzip.open("/work/main/geo/zips.tsv.gz", "rt"):
            if line.startswith("#"): continue
            p = line.rstrip("\n").split("\t")
            if len(p) >= 5:
                try: _ZIPS[p[0]] = (float(p[1]), float(p[2]), p[3], p[4])
                except ValueError: pass
    return _ZIPS

def miles(z1, z2):
    a, b = zips()[z1], zips()[z2]
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 3958.8 * math.asin(math.sqrt(h))

def d(s):
    return datetime.date.fromisoformat(s)

def years_in(cand, prof, spec):
    """Years (union of intervals) in roles with this profession and specialty."""
    iv = sorted((d(r["start"]), d(r["end"]) if r["end"] else ASOF) for r in cand.get("roles", [])
                if r["profession"] == prof and r["specialty"] == spec)
    tot, cur_s, cur_e = 0, None, None
    for s, e in iv:
        if cur_e is None or s > cur_e:
            if cur_e: tot += (cur_e - cur_s).days
            cur_s, cur_e = s, e
        else:
            cur_e = max(cur_e, e)
    if cur_e: tot += (cur_e - cur_s).days
    return tot / 365.25

def lic_ok(job, cand):
    need = job["licence"]
    for l in cand.get("licences", []):
        if l["type"] != need["type"]: continue
        if l.get("expires") and d(l["expires"]) <= ASOF: continue
        if need["state"] is None or l["state"] == need["state"]: return True
        if l["type"] == "RN" and l.get("multistate") and l["state"] in NLC and need["state"] in NLC: return True
    return False

def cert_ok(cand, name):
    for c in cand.get("certs", []):
        if c["name"] == name and (not c.get("expires") or d(c["expires"]) > ASOF):
            return True
    return False

def grade(job, cand, explain=False):
    why = []
    # 1 profession
    if not cand.get("profession") or cand["profession"] != job["profession"]:
        return (0, ["profession"]) if explain else 0
    # 2 specialty
    specs = {r["specialty"] for r in cand.get("roles", []) if r["profession"] == job["profession"]}
    specs |= set(cand.get("fieldSpecialties", []))
    if job["specialty"] in specs:
        g = 3
    elif specs & ADJ.get(job["specialty"], set()):
        g = 2; why.append("adjacent")
    else:
        return (0, ["specialty"]) if explain else 0
    # 3 gaps
    gaps = 0
    if job.get("minYears") and years_in(cand, job["profession"], job["specialty"]) < job["minYears"]:
        gaps += 1; why.append("years")
    for c in job.get("certs", []):
        if not cert_ok(cand, c):
            gaps += 1; why.append("cert:" + c)
    if job.get("shift") and cand.get("shiftPref") and cand["shiftPref"] != job["shift"]:
        gaps += 1; why.append("shift")
    g = max(1, g - gaps) if gaps else g
    # 4 place
    if not (job.get("remote") or job.get("travel")):
        z = cand.get("zip")
        if not z or miles(z, job["zip"]) > job.get("radius", 25):
            cap = 0 if job.get("localsOnly") else 1
            g = min(g, cap); why.append("place")
    # 5 licence
    if job.get("licence") and not lic_ok(job, cand):
        g = min(g, 1 if job["licence"].get("byStart") else 0); why.append("licence")
    return (g, why) if explain else g

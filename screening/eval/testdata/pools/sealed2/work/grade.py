"""The grading rule of RULE.md, step by step.  grade(job_truth, cand_truth[, as_of]) -> 0..3.

Truth shapes (see RULE.md):
job:  {"profession", "specialty"|None, "zip", "radius", "remote", "remoteStates"|None, "travel",
       "localsOnly", "licence": {"type","state","acceptPending","obtainByStart"}|None,
       "certs": [{"name","hard"}], "skills": [str], "minYears", "yearsHard", "shift"|None}
cand: {"profession"|None (used only when there is no dated role), "roles": [{"profession",
       "specialty", "start": "YYYY-MM", "end": "YYYY-MM"|None}], "zip"|None,
       "licences": [{"type","state","multistate","expires"|None,"status": "active"|"pending"}],
       "certs": [{"name","expires"|None}], "skills": [str], "shiftPref"|None}
"""
import gzip
import math
import os

AS_OF = "2026-11-27"

COMPACT = set("AL AR AZ CO DE FL GA IA ID IN KS KY LA MD ME MO MS MT NC ND NE NH NJ NM OH OK PA RI SC "
              "SD TN TX UT VA VT WA WI WV WY GU VI".split())
NON_COMPACT = set("AK CA CT DC HI IL MA MI MN NV NY OR".split())

_ADJ_PAIRS = [
    # RN
    ("ICU", "PCU"), ("PCU", "TELE"), ("TELE", "MEDSURG"), ("ED", "URGENT"), ("LD", "POSTPARTUM"),
    ("OR", "PACU"),
    # respiratory
    ("RT_ADULT", "RT_NEO"),
    # physical therapy
    ("PT_OUTPT", "PT_SNF"), ("PT_ACUTE", "PT_SNF"), ("PT_HOME", "PT_SNF"),
    # radiology
    ("XRAY", "CT"), ("CT", "MRI"), ("XRAY", "MAMMO"),
    # lab
    ("LAB_GEN", "LAB_CHEM"), ("LAB_GEN", "LAB_HEME"), ("LAB_GEN", "LAB_MICRO"), ("LAB_GEN", "LAB_BB"),
    # software
    ("FE", "FULLSTACK"), ("FULLSTACK", "BE_NODE"), ("DATAENG", "BE_PY"), ("DEVOPS", "BE_GO"),
    # trades
    ("EL_COMM", "EL_IND"), ("EL_COMM", "EL_RES"),
    ("HV_COMM", "HV_RES"), ("HV_COMM", "HV_REFR"),
    ("WE_PIPE", "WE_STRUCT"), ("WE_STRUCT", "WE_PROD"),
    ("MT_IND", "MT_FAC"),
]
_BACKENDS = ["BE_JAVA", "BE_GO", "BE_PY", "BE_NET", "BE_NODE"]
for _i, _a in enumerate(_BACKENDS):
    for _b in _BACKENDS[_i + 1:]:
        _ADJ_PAIRS.append((_a, _b))
ADJACENT = set()
for _a, _b in _ADJ_PAIRS:
    ADJACENT.add((_a, _b))
    ADJACENT.add((_b, _a))

# Licence types that an RN/LPN compact covers.
COMPACT_TYPES = {"RN", "LPN"}

_HERE = os.path.dirname(os.path.abspath(__file__))
_ZIPS = None


def zips():
    """ZIP -> (lat, lon, city, state). Uses the pool's own copy, else the project's data file."""
    global _ZIPS
    if _ZIPS is None:
        _ZIPS = {}
        local = os.path.join(_HERE, "zips_used.tsv")
        if os.path.exists(local):
            f = open(local, encoding="utf-8")
        else:
            f = gzip.open("/work/main/geo/zips.tsv.gz", "rt", encoding="utf-8")
        with f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                z, lat, lon, city, st = line.rstrip("\n").split("\t")
                _ZIPS[z] = (float(lat), float(lon), city, st)
    return _ZIPS


def miles(z1, z2):
    a, b = zips()[z1], zips()[z2]
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 3958.8 * math.asin(math.sqrt(h))


def _ym(s):
    y, m = s[:7].split("-")
    return int(y) * 12 + int(m) - 1


def _date(s):
    return s[:10] if len(s) >= 10 else s[:7] + "-31"


def current_roles(c):
    roles = c.get("roles") or []
    if not roles:
        return []
    cur = [r for r in roles if r.get("end") is None]
    if cur:
        return cur
    last = max(_ym(r["end"]) for r in roles)
    return [r for r in roles if _ym(r["end"]) == last]


def profession_now(c):
    cur = current_roles(c)
    if cur:
        profs = {r["profession"] for r in cur}
        # several current roles in different professions: the one the fields name wins, else any
        if c.get("profession") in profs:
            return c["profession"]
        return sorted(profs)[0]
    return c.get("profession")


def current_specialties(c, prof):
    cur = [r for r in current_roles(c) if r["profession"] == prof]
    if not cur:
        roles = [r for r in (c.get("roles") or []) if r["profession"] == prof]
        if roles:
            last = max(_ym(r["end"]) if r.get("end") else 10 ** 9 for r in roles)
            cur = [r for r in roles if (_ym(r["end"]) if r.get("end") else 10 ** 9) == last]
    specs = {r.get("specialty") for r in cur if r.get("specialty")}
    if not specs and c.get("specialty") and not c.get("roles"):
        specs = {c["specialty"]}
    return specs


def years_in(c, prof, spec, as_of=AS_OF):
    """Union of months in roles of this profession (and specialty, if given), both ends counted."""
    now = _ym(as_of)
    months = set()
    for r in c.get("roles") or []:
        if r["profession"] != prof:
            continue
        if spec is not None and r.get("specialty") != spec:
            continue
        start = _ym(r["start"])
        end = now if r.get("end") is None else _ym(r["end"])
        months.update(range(start, min(end, now) + 1))
    return len(months) / 12.0


def is_multistate(lic):
    return bool(lic.get("multistate")) and lic["state"] in COMPACT and lic["type"] in COMPACT_TYPES


def licence_status(job_lic, c, as_of=AS_OF):
    """'valid', 'pending' or 'missing' for the job's licence requirement."""
    jt, js = job_lic["type"], job_lic["state"]
    pending = False
    for lic in c.get("licences") or []:
        t = lic["type"]
        if not (t == jt or (jt == "ELEC_J" and t == "ELEC_M")):
            continue
        if lic.get("expires") and _date(lic["expires"]) < as_of:
            continue
        same_state = lic["state"] == js
        anywhere = jt == "CDL_A"
        compact_ok = is_multistate(lic) and js in COMPACT
        if not (same_state or anywhere or compact_ok):
            continue
        if lic.get("status", "active") == "pending":
            pending = True
            continue
        return "valid"
    return "pending" if pending else "missing"


def cert_held(name, c, as_of=AS_OF):
    for ce in c.get("certs") or []:
        if ce["name"] == name and (not ce.get("expires") or _date(ce["expires"]) >= as_of):
            return True
    return False


def shift_conflict(job_shift, pref):
    if not job_shift or not pref or pref == "any":
        return False
    if job_shift == "rotating":
        return pref in ("day", "night", "evening")
    return pref != job_shift


def grade(job, c, as_of=AS_OF, explain=False):
    notes = []
    caps = [3]
    gaps = 0

    def out(g):
        return (g, notes) if explain else g

    # 1 profession
    prof = profession_now(c)
    if prof is None or prof != job["profession"]:
        notes.append("profession %s != %s" % (prof, job["profession"]))
        return out(0)
    # 2 licence
    jl = job.get("licence")
    if jl:
        st = licence_status(jl, c, as_of)
        if st == "pending" and jl.get("acceptPending"):
            gaps += 1
            notes.append("licence pending (accepted)")
        elif st != "valid":
            if jl.get("obtainByStart"):
                caps.append(1)
                notes.append("licence %s, obtain by start" % st)
            else:
                notes.append("licence %s" % st)
                return out(0)
    # 3 hard certs
    for ce in job.get("certs") or []:
        if ce.get("hard") and not cert_held(ce["name"], c, as_of):
            notes.append("hard cert missing " + ce["name"])
            return out(0)
    # 4 remote state limit
    if job.get("remote") and job.get("remoteStates"):
        z = c.get("zip")
        if not z or zips()[z][3] not in job["remoteStates"]:
            notes.append("outside remote states")
            return out(0)
    # 5 specialty
    spec = job.get("specialty")
    if spec:
        cur = current_specialties(c, prof)
        if spec in cur:
            pass
        elif any((spec, s) in ADJACENT for s in cur):
            gaps += 1
            notes.append("adjacent specialty %s" % sorted(cur))
        else:
            caps.append(1)
            notes.append("other specialty %s" % sorted(cur))
    # 6 place
    if not job.get("remote") and not job.get("travel"):
        z = c.get("zip")
        d = miles(z, job["zip"]) if z else None
        if d is None or d > job.get("radius", 25):
            if job.get("localsOnly"):
                notes.append("not local (%s mi), locals only" % (None if d is None else round(d)))
                return out(0)
            caps.append(1)
            notes.append("not local (%s mi)" % (None if d is None else round(d)))
    # 7 years
    mn = job.get("minYears") or 0
    if mn:
        y = years_in(c, prof, spec, as_of)
        if y < mn:
            if job.get("yearsHard"):
                notes.append("years %.2f < %s (hard)" % (y, mn))
                return out(0)
            gaps += 1
            notes.append("years %.2f < %s" % (y, mn))
    # 8 soft certs and skills
    for ce in job.get("certs") or []:
        if not ce.get("hard") and not cert_held(ce["name"], c, as_of):
            gaps += 1
            notes.append("cert missing " + ce["name"])
    have = {s.lower() for s in c.get("skills") or []}
    for sk in job.get("skills") or []:
        if sk.lower() not in have:
            gaps += 1
            notes.append("skill missing " + sk)
    # 9 shift
    if shift_conflict(job.get("shift"), c.get("shiftPref")):
        gaps += 1
        notes.append("shift %s vs %s" % (job.get("shift"), c.get("shiftPref")))
    # 10
    if len(caps) > 2:
        notes.append("two caps: not a fit")
        return out(0)
    g = 3 if gaps == 0 else 2 if gaps == 1 else 1
    return out(min([g] + caps))

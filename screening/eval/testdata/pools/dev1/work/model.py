"""Candidate specs -> truth. A spec is hand-written in cands.py; this module lays the roles
out on the calendar and derives the truth the grader sees."""
import calendar
import random
import zlib

from geo import ZIPS
from places import CITY, HOSP, CLINIC, TECH, TRADE
from tax import S

AS_OF_M = 2026 * 12 + 11


def ym(m):
    return "%04d-%02d" % ((m - 1) // 12, (m - 1) % 12 + 1)


def mi(s):
    y, m = s.split("-")[:2]
    return int(y) * 12 + int(m)


def month_end(s):
    """'2028-03' -> '2028-03-31'; full dates pass through."""
    if len(s) == 10:
        return s
    y, m = map(int, s.split("-"))
    return "%04d-%02d-%02d" % (y, m, calendar.monthrange(y, m)[1])


class Cand:
    def __init__(self, **kw):
        self.__dict__.update(kw)


CANDS = []


def c(name, prof, zip, roles="", lic="", certs="", shift=None, pend="", body=None, fmt="txt",
      style=None, loc="header", ended=None, summary=None, fields=None, notes=None, intent="",
      text=None, relocate=None, travel_states=None, edu=None, jobreq=None, extra=None):
    first, last = name.split(" ", 1)
    CANDS.append(Cand(first=first, last=last, prof=prof, zip=zip, roles_src=roles, lic_src=lic,
                      certs_src=certs, shift=shift, pend_src=pend, body=body, fmt=fmt, style=style,
                      loc=loc, ended=ended, summary=summary, fields=fields or {}, notes=notes,
                      intent=intent, text=text, relocate=relocate, travel_states=travel_states,
                      edu=edu, jobreq=jobreq, extra=extra))


def rng_for(cand):
    return random.Random(zlib.crc32((cand.first + cand.last).encode()))


def state_of(z):
    return ZIPS[z][3] if z else None


def city_of(z):
    return ZIPS[z][2].title() if z else None


def employer_for(spec, st, r, used):
    prof = S[spec]["prof"]
    if prof in ("SWE", "DATA_ANALYST", "QA", "ITSUPPORT", "DESIGNER", "DATA_SCIENTIST"):
        pool = TECH
    elif prof in TRADE:
        pool = TRADE[prof]
    elif prof in ("FORKLIFT",):
        pool = ["Southeast Grocers DC", "Amberline Fulfillment", "Blue Ox Warehousing"]
    elif prof in ("PT", "PTA", "OT", "COTA") and spec in ("PT_OUTPT_ORTHO", "PTA_GEN") and st in CLINIC:
        pool = CLINIC[st] + HOSP.get(st, [])[:1]
    elif prof in ("RADTECH",) and st in CLINIC and spec in ("CT", "MRI"):
        pool = HOSP.get(st, []) + CLINIC[st]
    elif prof in ("MLS", "MLT", "PHLEB") and st in CLINIC:
        pool = HOSP.get(st, []) + CLINIC[st]
    elif prof == "SURGTECH" and st in CLINIC:
        pool = HOSP.get(st, []) + CLINIC[st]
    elif prof in ("TEACHER",):
        pool = ["Lincoln Middle School", "Riverside Unified School District", "Oakwood Academy"]
    elif prof in ("ACCOUNTANT", "HR", "PROJECTMGR", "REALTOR"):
        pool = ["Hartwell & Finch LLP", "Crescent Property Group", "Bramble Consulting", "Tidewater Realty"]
    elif prof in ("RETAIL", "BARISTA", "COOK", "SECURITY", "CUSTODIAN", "DELIVERY"):
        pool = {"RETAIL": ["Northgate Mall Outfitters", "Hometown Hardware", "Bluebird Books"],
                "BARISTA": ["Copper Kettle Cafe", "Daybreak Coffee Roasters"],
                "COOK": ["Larkspur Bistro", "Smokehouse 54"],
                "SECURITY": ["Sentinel Security Services"], "CUSTODIAN": ["Brightway Janitorial"],
                "DELIVERY": ["Parcel Runner Logistics"]}[prof]
    elif prof == "PLUMBER":
        pool = ["Flowline Plumbing", "Keystone Mechanical", "Blue Spruce Plumbing"]
    elif prof == "CARPENTER":
        pool = ["Keystone Builders", "North Woods Homes", "Timberline Construction"]
    elif prof == "SOLAR":
        pool = ["Sunward Solar", "Bright Mesa Energy"]
    elif prof in ("FITTER", "IRONWORKER"):
        pool = ["Iron Horse Erectors", "Carolina Steel Fabricators", "Southern Erectors Inc.", "Piedmont Steel Co."]
    elif prof in ("PHARMACIST", "PHARMTECH"):
        pool = ["Corner Drug Pharmacy", "Wellspring Pharmacy", "HealthMart on Main"]
    elif prof in ("DENTALHYG",):
        pool = ["Bright Smiles Family Dentistry", "Parkside Dental Group"]
    elif prof in ("DOULA",):
        pool = ["Gentle Arrivals Doula Collective"]
    else:
        pool = HOSP.get(st) or HOSP["TX"]
    options = [p for p in pool if p not in used] or pool
    return r.choice(options)


COMPACT_TRAVEL = ["FL", "TX", "AZ", "CO", "NC", "GA", "VA", "TN", "WA", "UT", "NM", "SC", "MO", "KY"]


PRELUDE = {
    "RN": ["CNA_GEN", "PCT_GEN", "RETAIL_GEN", "BARISTA_GEN"], "SWE": ["ITSUP_GEN", "QA_GEN", "BARISTA_GEN"],
    "ELECTRICIAN": ["FORKLIFT_GEN", "RETAIL_GEN"], "HVAC": ["FORKLIFT_GEN", "RETAIL_GEN"],
    "WELDER": ["FORKLIFT_GEN", "COOK_GEN"], "CDL": ["FORKLIFT_GEN", "DRIVER_GEN"], "MAINT": ["FORKLIFT_GEN"],
    "RT": ["RETAIL_GEN", "BARISTA_GEN"], "PT": ["AT_GEN", "RETAIL_GEN"], "RADTECH": ["RETAIL_GEN", "CNA_GEN"],
    "SURGTECH": ["CNA_GEN", "RETAIL_GEN"], "MLS": ["PHLEB_GEN", "RETAIL_GEN"],
}
GAP_REASONS = ["family leave", "caring for a parent", "relocation", "parental leave", "travel and rest",
               "full-time coursework"]


def lay_out(cand):
    """Parses roles_src into dated roles, most recent first. Adds realistic filler that does not
    change the truth a grader uses: splits long spells across two employers, an early job in
    another field, a career break between older roles."""
    r = rng_for(cand)
    home = state_of(cand.zip) or "TX"
    cursor = mi(cand.ended) if cand.ended else AS_OF_M
    current = cand.ended is None
    roles = []
    cand.breaks = []
    used = set()
    items = [x.strip() for x in cand.roles_src.split(";") if x.strip()]
    generated = cand.text is None and not any(".." in x for x in items)
    for i, it in enumerate(items):
        if it.startswith("gap:"):
            cursor -= int(it[4:])
            current = False
            continue
        if it.startswith("T:"):
            _, sp, shape = it.split(":")
            length, count = map(int, shape.split("x"))
            states = cand.travel_states or [s for s in COMPACT_TRAVEL if s != home]
            agency = r.choice(["Horizon Travel Nursing", "Aya-Lite Staffing", "TrueNorth Travel Health",
                               "Cross Country Clinicians", "Compass Travel Nurses", "Voyage Healthcare Staffing"])
            for k in range(count):
                st = states[(k + r.randrange(len(states))) % len(states)] if len(states) > 1 else states[0]
                end = cursor
                start = end - length
                roles.append(dict(profession=S[sp]["prof"], specialties=[sp], start=ym(start),
                                  end=None if (current and k == 0) else ym(end), state=st,
                                  city=r.choice(CITY[st]), employer=r.choice(HOSP[st]), travel=True,
                                  agency=agency, unit=r.choice(S[sp]["names"])))
                current = False
                cursor = start - 1
            continue
        unit = None
        if "|" in it:
            it, unit = it.split("|", 1)
        st = home
        emp = None
        if "@" in it:
            it, where = it.split("@", 1)
            if len(where) == 2:
                st = where
            else:
                emp = where
        sps, months = it.split(":")
        sps = sps.split("+")
        if ".." in months:
            a, b = months.split("..")
            start = mi(a)
            end = AS_OF_M if b == "now" else mi(b)
            is_current = b == "now"
        else:
            end = cursor
            start = end - int(months)
            is_current = current
        pieces = [(start, end, is_current)]
        if generated and end - start >= 48 and r.random() < 0.5:
            cut = start + (end - start) * r.choice([2, 3]) // 5
            pieces = [(cut, end, is_current), (start, cut, False)]
        for n, (ps, pe, pc) in enumerate(pieces):
            e = emp if (emp and n == 0) else employer_for(sps[0], st, r, used)
            used.add(e)
            if st == home and cand.zip and (not roles or r.random() < 0.7):
                city = city_of(cand.zip)
            else:
                city = r.choice(CITY[st])
            roles.append(dict(profession=S[sps[0]]["prof"], specialties=sps, start=ym(ps),
                              end=None if pc else ym(pe), state=st, city=city, employer=e, travel=False,
                              unit=unit or r.choice(S[sps[0]]["names"])))
        current = False
        cursor = start - r.choice([0, 0, 1, 1, 2])
        if generated and i < len(items) - 1 and r.random() < 0.08:
            g = r.choice([6, 8, 11, 14])
            cand.breaks.append((cursor - g, cursor, r.choice(GAP_REASONS)))
            cursor -= g
    if generated and roles and cand.prof in PRELUDE and r.random() < 0.22:
        sp = r.choice(PRELUDE[cand.prof])
        end = cursor - r.choice([1, 3, 5])
        start = end - r.choice([14, 20, 30])
        roles.append(dict(profession=S[sp]["prof"], specialties=[sp], start=ym(start), end=ym(end), state=home,
                          city=city_of(cand.zip) if cand.zip else r.choice(CITY[home]),
                          employer=employer_for(sp, home, r, used), travel=False,
                          unit=r.choice(S[sp]["names"])))
    return roles


def parse_lic(src):
    out = []
    for e in [x.strip() for x in src.split(",") if x.strip()]:
        parts = e.split(":")
        typ, st = parts[0], parts[1]
        exp = month_end(parts[2]) if len(parts) > 2 and parts[2] else None
        flags = parts[3] if len(parts) > 3 else ""
        out.append(dict(type=typ, state=st, expires=exp, multistate="m" in flags,
                        endorsements=flags.split("e", 1)[1] if "e" in flags else ""))
    return out


def parse_certs(src):
    out = []
    for e in [x.strip() for x in src.split(",") if x.strip()]:
        parts = e.split(":")
        out.append(dict(name=parts[0], expires=month_end(parts[1]) if len(parts) > 1 and parts[1] else None))
    return out


def parse_pend(src):
    out = []
    for e in [x.strip() for x in src.split(",") if x.strip()]:
        typ, st = e.split(":")
        out.append(dict(type=typ, state=st))
    return out


SHIFT = {"days": ["day"], "nights": ["night"], "evenings": ["evening"], "days-evenings": ["day", "evening"],
         "flex": None, None: None}


def build_truth(cand):
    cand.roles = lay_out(cand) if cand.roles_src else []
    cand.licences = parse_lic(cand.lic_src)
    cand.certs = parse_certs(cand.certs_src)
    cand.pending = parse_pend(cand.pend_src)
    if cand.fmt is None:
        # no resume: only what the fields say
        prof = cand.prof if cand.body in ("fieldsonly", "full") else None
        return dict(profession=prof, zip=cand.zip if cand.body in ("fieldsonly", "full", "contact") else None,
                    roles=[], fieldSpecialties=cand.fields.get("specs", []), licences=[], pendingLicences=[],
                    certs=[], shiftPref=None)
    if cand.roles:
        cur = cand.roles[0]["profession"]
        assert cur == cand.prof, (cand.first, cand.last, cur, cand.prof)
    return dict(profession=cand.prof, zip=cand.zip, fieldSpecialties=cand.fields.get("specs", []),
                roles=[dict(profession=x["profession"], specialties=x["specialties"], start=x["start"],
                            end=x["end"]) for x in cand.roles],
                licences=[dict(type=l["type"], state=l["state"], multistate=l["multistate"],
                               expires=l["expires"]) for l in cand.licences],
                pendingLicences=cand.pending,
                certs=cand.certs, shiftPref=SHIFT[cand.shift])

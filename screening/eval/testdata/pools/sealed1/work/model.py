"""Candidate spec helpers: P() records one candidate; truth() derives what grade() reads."""
import calendar

from common import years_by_specialty, zip_info

CANDS = []

AREA = {"IL": "312", "GA": "404", "TX": "713", "AZ": "602", "TN": "615", "CA": "916", "NY": "718",
        "CO": "720", "MA": "617", "NC": "704", "MN": "612", "WA": "206", "OH": "614", "VA": "804",
        "NM": "505", "WI": "414", "IN": "317", "FL": "813", "KY": "502", "LA": "225", "NJ": "201",
        "OR": "503", "PA": "215", "SC": "803", "MO": "314", "UT": "801", "OK": "405", "MI": "313",
        "WY": "307", "NH": "603", "NV": "702", "AL": "205", "IA": "515", "MD": "410", "RI": "401"}


def R(employer, place, title, spec, start, end=None, **kw):
    r = {"employer": employer, "place": place, "title": title, "specialty": spec, "start": start, "end": end}
    r.update(kw)
    return r


def end_of_month(s):
    parts = s.split("-")
    if len(parts) == 3:
        return s
    y, m = int(parts[0]), int(parts[1])
    return "%d-%02d-%02d" % (y, m, calendar.monthrange(y, m)[1])


def parse_lic(s):
    """'RN IL 2028-05-31 #041.412233 multi' ; 'Journeyman_Electrician TX' ; 'RN NY pending=Oct 2026'."""
    toks = s.split()
    lic = {"type": toks[0].replace("_", " "), "state": toks[1], "expires": None, "multi": False}
    rest = " ".join(toks[2:])
    if "pending=" in rest:
        lic["pending"] = rest.split("pending=")[1]
        return lic
    for t in toks[2:]:
        if t.startswith("#"):
            lic["num"] = t[1:]
        elif t == "multi":
            lic["multi"] = True
        elif t[0].isdigit():
            lic["expires"] = end_of_month(t)
    return lic


def parse_certs(s):
    out = []
    for t in s.split():
        if ":" in t:
            n, d = t.split(":")
            out.append((n, end_of_month(d)))
        else:
            out.append((t, None))
    return out


def P(name, prof, zip=None, *, roles=(), lic=(), certs="", shift=None, body="min", lay=None, fmt=None,
      fprof=None, fspec=None, specs=(), summary=None, edu=None, notes=None, jobreq=None, locmode="header",
      headline=None, extra=(), skills=None, lic_style=0, city=None, group=None, vary_words=True, text=None):
    first, last = name.split(" ", 1)
    roles = [dict(r) for r in roles]
    for r in roles:
        r.setdefault("profession", prof)
    c = {
        "name": name, "first": first, "last": last, "profession": prof, "zip": zip, "roles": roles,
        "licences": [parse_lic(x) for x in lic], "certs_list": parse_certs(certs), "shift": shift,
        "body": body, "lay": lay, "fmt": fmt, "fprof": fprof, "fspec": fspec, "specs": list(specs),
        "summary": summary, "edu": edu, "notes": notes, "jobreq": jobreq, "locmode": locmode,
        "headline": headline, "extra": list(extra), "skills": skills, "lic_style": lic_style,
        "city": city, "group": group, "vary_words": vary_words, "text": text,
    }
    if text:
        import re
        m = re.search(r"[\w.]+@example\.(?:com|org|net)", text)
        c["email"] = m.group(0)
    if zip and locmode == "lastjob" and roles:
        roles[0]["zip"] = zip
    CANDS.append(c)
    return c


def truth(c):
    lic = [{"type": l["type"], "state": l["state"], "multistate": bool(l.get("multi")), "expires": l.get("expires")}
           for l in c["licences"] if not l.get("pending")]
    prof = c["profession"]
    specs = {r["specialty"] for r in c["roles"] if r["profession"] == prof and r["specialty"]}
    specs |= set(c["specs"])
    known_zip = c["zip"] if c["locmode"] != "none" else None
    return {
        "profession": prof,
        "zip": known_zip,
        "specialties": sorted(specs),
        "years": years_by_specialty(c["roles"], prof) if prof else {},
        "licences": lic,
        "pendingLicences": [{"type": l["type"], "state": l["state"]} for l in c["licences"] if l.get("pending")],
        "certs": {n: e for n, e in c["certs_list"]},
        "shiftPref": c["shift"],
        "roles": [{k: r[k] for k in ("employer", "title", "profession", "specialty", "start", "end")} for r in c["roles"]],
    }


def phone_for(c, i):
    st = zip_info(c["zip"])[3] if c["zip"] else "IL"
    return "(%s) 555-01%02d" % (AREA.get(st, "555"), i % 100)

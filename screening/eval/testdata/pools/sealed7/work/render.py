"""Renders candidate bodies, resumes (txt/docx/pdf) and facts for sealed7."""
import os, random, html, subprocess, shutil, json
from vocab import *
from grade import COMPACT

R = random.Random(777)
PROF_WORD = {"RN": ["RN", "Registered Nurse", "Nurse", "registered nurse"], "RT": ["Respiratory", "Respiratory Therapist", "Resp Therapist"],
  "PT": ["Physical Therapist", "PT", "Physical Therapy"], "RadTech": ["Radiology Tech", "Rad Tech", "Radiologic Technologist"],
  "SurgTech": ["Surgical Tech", "Scrub Tech", "Surgical Technologist"], "MLS": ["Lab", "Medical Technologist", "MLS"],
  "SWE": ["Software Engineer", "Developer", "Software Developer"], "Electrician": ["Electrician", "Journeyman Electrician"],
  "HVAC": ["HVAC", "HVAC Tech"], "Welder": ["Welder", "Welding"], "CDL": ["Truck Driver", "CDL-A Driver", "CDL Driver"],
  "Maintenance": ["Maintenance", "Maintenance Tech"]}
SPEC_WORD = {"ICU": ["Critical Care", "ICU"], "PCU": ["Step Down", "PCU", "Progressive Care"], "MedSurg": ["Med Surg", "Med/Surg", "Medical-Surgical"],
  "Tele": ["Tele", "Telemetry"], "ED": ["ER", "Emergency", "ED"], "UrgentCare": ["Urgent Care"], "LD": ["L&D", "Labor and Delivery"],
  "Postpartum": ["Mother Baby", "Postpartum"], "OR": ["OR", "Periop"], "Psych": ["Psych", "Behavioral Health"], "Oncology": ["Oncology"],
  "General": [""], "OutpatientOrtho": ["Outpatient Ortho", "Orthopedics"], "SportsMed": ["Sports Medicine"], "Acute": ["Acute Care"], "SNF": ["SNF", "Long-term care"],
  "CT": ["CT"], "Radiography": ["X-Ray", "Radiography"], "MRI": ["MRI"], "BackendJava": ["Java", "Backend"], "BackendGo": ["Go", "Backend (Go)"],
  "BackendPython": ["Python", "Backend Python"], "FrontendReact": ["React", "Frontend"], "FrontendVue": ["Vue"], "FrontendAngular": ["Angular"],
  "DataEng": ["Data Engineering", "Data"], "Commercial": ["Commercial"], "Industrial": ["Industrial"], "Residential": ["Residential"],
  "Structural": ["Structural"], "Pipe": ["Pipe"], "Regional": ["Regional"], "OTR": ["OTR"], "Local": ["Local"], "Facilities": ["Facilities"]}
AREA = {"IL": "312", "TX": "713", "CA": "916", "NC": "704", "AZ": "602", "WA": "206", "MA": "617", "KY": "502", "GA": "404", "OR": "503"}
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()

def fmt_exp(e, style):
    y, m, d = e.split("-")
    return [e, "%s/%s" % (m, y[2:]), "%s/%s" % (m, y), "%s %s" % (MON[int(m) - 1], y), "%s/%s/%s" % (m, d, y)][style]

def idx(s): return int(s[:4]) * 12 + int(s[5:]) - 1
def fmt_range(r, style):
    def f(s):
        y, m = int(s[:4]), int(s[5:])
        return ["%02d/%d" % (m, y), "%s %d" % (MON[m - 1], y), "%d-%02d" % (y, m), "%s %d" % ("January February March April May June July August September October November December".split()[m - 1], y)][style]
    cur = ["Present", "Current", "now", "present"][style]
    sep = [" - ", " – ", " to ", " - "][style]
    return f(r["start"]) + sep + (cur if r["end"] is None else f(r["end"]))

def lic_str(l, f):
    sn, st, num = STATE_NAME.get(l["state"], l["state"]), l["state"], l["num"]
    es = R.randint(0, 4); e = fmt_exp(l["expires"], es)
    t = l["type"]
    if t == "RN":
        if l.get("claimedCompact"):
            return "%s RN license (compact) #%s, exp %s" % (sn, num, e)
        ms = l["multistate"]
        tag = "Multistate/Compact NLC" if ms else ("single-state" if st in COMPACT else "")
        forms = [lambda: "RN License, %s - %s (No. RN%s), valid through %s" % (sn, tag or "state license", num, e),
                 lambda: "%s RN #%s%s exp %s" % (st, num, " multistate" if ms else (" single-state" if st in COMPACT else ""), e),
                 lambda: "Registered Nurse - %s (%s), expires %s" % (sn, "compact" if ms else (tag or "state only"), e),
                 lambda: "%s Registered Nurse license %s, %s, exp. %s" % (sn, num, "multistate" if ms else (tag or "non-compact state"), e)]
        return R.choice(forms)()
    if t == "RT": return "%s Respiratory Care Practitioner License #RCP-%s, exp %s" % (sn, num, e)
    if t == "PT": return R.choice(["%s Physical Therapist License PT%s (expires %s)" % (sn, num, e), "PT license - %s #%s, exp %s" % (st, num, e)])
    if t == "Electrician": return R.choice(["%s Journeyman Electrician License #J-%s - expires %s" % (sn, num, e), "Journeyman Electrician, %s (TDLR) lic %s exp %s" % (st, num, e) if st == "TX" else "Journeyman Electrician, %s lic %s exp %s" % (st, num, e)])
    if t == "CDL-A": return R.choice(["Class A CDL (%s) exp %s" % (st, e), "CDL-A, %s, expires %s" % (sn, e)])
    if t == "CDL-B": return "Class B CDL (%s) exp %s" % (st, e)
    return "%s %s license %s exp %s" % (sn, t, num, e)

def pend_str(st, typ):
    sn = STATE_NAME[st]
    if typ == "RN": return "%s RN licence by endorsement - application submitted 10/2026, pending" % sn
    return "%s %s license by endorsement in process (applied Oct 2026, not yet issued)" % (sn, typ)

def cert_str(n, e):
    name = R.choice(CERT_NAMES[n])
    if e is None: return name
    es = R.randint(0, 4)
    if e < "2026-11-27" and R.random() < 0.5: return "%s (expired %s)" % (name, fmt_exp(e, es))
    return R.choice(["%s exp %s", "%s - valid through %s", "%s, expires %s", "%s (%s)"]) % (name, fmt_exp(e, es))

SHIFT_STR = {"day": ["Prefers day shift", "Days only please", "Looking for days (7a-7p)"], "night": ["Prefers nights", "Night shift preferred", "Seeking night shift"],
             "evening": ["Available evenings / 2nd shift only", "Prefers evening shift", "Wants 2nd shift (evenings)"]}

def title_for(r):
    if r.get("other"): return OTHER[r["other"]][1]
    if (r["profession"], r["specialty"]) in SPEC_TITLE and R.random() < 0.7: return SPEC_TITLE[(r["profession"], r["specialty"])]
    if r["profession"] in TITLE: return R.choice(TITLE[r["profession"]])
    return {"CNA": "Certified Nursing Assistant", "PCT": "Patient Care Tech", "LPN": "LPN"}.get(r["profession"], r["profession"])
def unit_for(r):
    if r.get("other"): return OTHER[r["other"]][2]
    if (r["profession"], r["specialty"]) in UNIT: return R.choice(UNIT[(r["profession"], r["specialty"])])
    return {"MedSurg": "Med-Surg floor"}.get(r["specialty"], r["specialty"])

def bul(prof, k=2):
    b = BULLETS.get(prof, ["Reliable, on time, team player", "Trained new staff"])
    return R.sample(b, min(k, len(b)))

class Ctx:
    pass

def prepare(c, key, first, last, Z, employer):
    """Collect rendered pieces + facts."""
    x = Ctx(); x.facts = []
    x.name = "%s %s" % (first, last)
    x.email = "%s.%s%s@%s" % (first.lower(), last.lower().replace(" ", ""), R.choice(["", str(R.randint(1, 99))]), R.choice(["example.com", "example.org", "example.net"]))
    if c["zip"]:
        _, _, city, st = Z[c["zip"]]
        x.city, x.st, x.zip = city.title(), st, c["zip"]
    else:
        x.city = x.st = x.zip = None
    x.phone = "%s-555-01%02d" % (AREA.get(x.st, R.choice(list(AREA.values()))), R.randint(0, 99))
    rs = R.randint(0, 3)
    x.roles = []
    for i, r in enumerate(c["roles"]):
        if i == 0 and c["zip"]:
            loc_city, loc_st = x.city, x.st
        else:
            z2 = R.choice(list(Z.keys())[:1]) if False else None
            loc_city, loc_st = x.city or "Springfield", x.st or R.choice(["MO", "IL"])
        emp = employer(r["profession"], loc_city)
        d = {"title": title_for(r), "emp": emp, "loc": "%s, %s" % (loc_city, loc_st), "dates": fmt_range(r, rs), "unit": unit_for(r), "r": r,
             "bul": bul(r["profession"] if r["profession"] in BULLETS else "x")}
        x.roles.append(d)
        x.facts.append(["role", r, d["dates"]])
        x.facts.append(["unit", r, d["unit"]])
    x.lics = []
    ls = c["licences"]
    if len(ls) == 2 and ls[0]["type"] == ls[1]["type"] == "RN" and not ls[0]["multistate"] and not ls[1]["multistate"] \
            and ls[0]["state"] not in COMPACT and ls[1]["state"] not in COMPACT and R.random() < 0.6:
        ls[1]["expires"] = ls[0]["expires"]
        s = "Licensed in %s and %s (RN, both active through %s)" % (ls[0]["state"], ls[1]["state"], fmt_exp(ls[0]["expires"], 2))
        x.lics.append(s); x.facts.append(["lic", ls[0], s]); x.facts.append(["lic", ls[1], s])
    else:
        for l in ls:
            s = lic_str(l, None); x.lics.append(s); x.facts.append(["lic", l, s])
    for p in c["pendingLicences"]:
        typ = c["licences"][0]["type"] if c["licences"] else "RN"
        s = pend_str(p, typ); x.lics.append(s); x.facts.append(["pending", p, s])
    x.certs = []
    for n, e in c["certs"].items():
        s = cert_str(n, e); x.certs.append(s); x.facts.append(["cert", [n, e], s])
    x.shift = R.choice(SHIFT_STR[c["shiftPref"]]) if c["shiftPref"] else None
    if x.shift: x.facts.append(["shift", c["shiftPref"], x.shift])
    x.headline = x.roles[0]["title"] if x.roles else None
    if x.headline: x.facts.append(["title", c["profession"], x.headline])
    return x

def edu(prof):
    return {"RN": "BSN - %s" % R.choice(["University of Louisville", "Georgia State University", "UNC Charlotte", "Arizona State University", "Texas Woman's University", "Seattle University", "Loyola University Chicago"]),
            "PT": "Doctor of Physical Therapy (DPT) - %s" % R.choice(["Emory University", "Mercer University", "University of Kentucky"]),
            "SWE": "B.S. Computer Science - %s" % R.choice(["Portland State", "UIUC", "Northeastern", "UT Austin"]),
            "RT": "A.S. Respiratory Care - Jefferson Community & Technical College", "RadTech": "A.A.S. Radiologic Technology - GateWay Community College",
            "SurgTech": "Surgical Technology diploma - Central Piedmont CC", "MLS": "B.S. Medical Laboratory Science - Texas State University",
            }.get(prof, R.choice(["High school diploma", "Trade school certificate", "Some college"]))

# ---------- styles ----------
def s_classic(x, c, loc_in_header=True):
    L = [x.name.upper()]
    if loc_in_header and x.city: L.append("%s, %s %s | %s | %s" % (x.city, x.st, x.zip, x.phone, x.email))
    else: L.append("%s | %s" % (x.phone, x.email))
    L.append("")
    if x.headline:
        L += ["SUMMARY", "%s with experience in %s.%s" % (x.headline, ", ".join(dict.fromkeys(d["unit"] for d in x.roles if d["r"]["profession"] == c["profession"])), (" " + x.shift + ".") if x.shift else ""), ""]
    if x.lics: L += ["LICENSURE"] + ["- " + s for s in x.lics] + [""]
    if x.certs: L += ["CERTIFICATIONS"] + ["- " + s for s in x.certs] + [""]
    L.append("EXPERIENCE")
    for i, d in enumerate(x.roles):
        loc = d["loc"]
        if i == 0 and not loc_in_header and x.zip: loc = "%s %s" % (loc, x.zip)
        L += ["%s, %s" % (d["title"], d["emp"]), "%s | %s" % (loc, d["dates"]), "Unit: %s" % d["unit"]] + ["  * " + b for b in d["bul"]] + [""]
    L += ["EDUCATION", edu(c["profession"])]
    return "\n".join(L) + "\n"

def s_terse(x, c):
    parts = [x.name, x.headline or ""]
    parts += ["%s %s (%s)" % (d["unit"], d["dates"], d["emp"]) for d in x.roles]
    parts += x.lics + [", ".join(x.certs)] if x.certs else x.lics
    if x.zip: parts.append(x.zip)
    if x.shift: parts.append(x.shift)
    parts.append(x.email)
    return " | ".join(p for p in parts if p) + "\n"

def s_prose(x, c):
    P = ["%s" % x.name, "%s%s" % ("%s, %s %s - " % (x.city, x.st, x.zip) if x.zip else "", x.email), ""]
    if x.roles:
        d0 = x.roles[0]
        P.append("I currently work as a %s at %s, in %s (%s)." % (d0["title"], d0["emp"], d0["unit"], d0["dates"]) if d0["r"]["end"] is None
                 else "Most recently I worked as a %s at %s, in %s (%s)." % (d0["title"], d0["emp"], d0["unit"], d0["dates"]))
        for d in x.roles[1:]:
            P.append("Before that I was a %s with %s, %s, working in %s from %s." % (d["title"], d["emp"], d["loc"], d["unit"], d["dates"]))
        P.append("Day to day that has meant: %s." % "; ".join(b.lower() for b in x.roles[0]["bul"]))
    if x.lics: P.append("Licensure: %s." % "; ".join(x.lics))
    if x.certs: P.append("I hold the following certifications: %s." % "; ".join(x.certs))
    if x.shift: P.append(x.shift + ".")
    P.append("Education: %s." % edu(c["profession"]))
    return "\n\n".join(P[:3]) + "\n" + "\n\n".join(P[3:]) + "\n"

def s_ascii(x, c):
    L = [x.name, ("%s, %s %s" % (x.city, x.st, x.zip)) if x.zip else "", x.phone, ""]
    w = max([len(d["dates"]) for d in x.roles] + [5])
    L.append("%-*s | %-34s | %s" % (w, "Dates", "Employer", "Unit / Role"))
    L.append("-" * (w + 60))
    for d in x.roles:
        L.append("%-*s | %-34s | %s - %s" % (w, d["dates"], d["emp"][:34], d["unit"], d["title"]))
    L.append("")
    if x.lics: L += ["Licenses:"] + ["  " + s for s in x.lics]
    if x.certs: L += ["Certs: " + "; ".join(x.certs)]
    if x.shift: L += ["Shift: " + x.shift]
    return "\n".join(L) + "\n"

def h(s): return html.escape(s)
def s_table_html(x, c):
    o = ["<html><body><h2>%s</h2>" % h(x.name)]
    o.append("<p>%s</p>" % h(" / ".join(p for p in ["%s, %s %s" % (x.city, x.st, x.zip) if x.zip else "", x.phone, x.email] if p)))
    if x.shift: o.append("<p><i>%s</i></p>" % h(x.shift))
    o.append("<h3>Experience</h3><table border='1' cellpadding='4'><tr><th>Dates</th><th>Employer</th><th>Unit</th><th>Title</th></tr>")
    for d in x.roles:
        o.append("<tr><td>%s</td><td>%s<br>%s</td><td>%s</td><td>%s</td></tr>" % (h(d["dates"]), h(d["emp"]), h(d["loc"]), h(d["unit"]), h(d["title"])))
    o.append("</table>")
    if x.lics: o.append("<h3>Licenses</h3><ul>%s</ul>" % "".join("<li>%s</li>" % h(s) for s in x.lics))
    if x.certs:
        o.append("<h3>Certifications</h3><table border='1'><tr><th>Certification</th></tr>%s</table>" % "".join("<tr><td>%s</td></tr>" % h(s) for s in x.certs))
    o.append("<h3>Education</h3><p>%s</p></body></html>" % h(edu(c["profession"])))
    return "".join(o)

def s_twocol_html(x, c):
    left = ["<b>%s</b><br>" % h(x.name)]
    if x.zip: left.append("%s, %s %s<br>" % (h(x.city), x.st, x.zip))
    left.append("%s<br>%s<br><br>" % (h(x.phone), h(x.email)))
    if x.lics: left.append("<b>LICENSES</b><br>" + "<br>".join(h(s) for s in x.lics) + "<br><br>")
    if x.certs: left.append("<b>CERTIFICATIONS</b><br>" + "<br>".join(h(s) for s in x.certs) + "<br><br>")
    if x.shift: left.append("<b>AVAILABILITY</b><br>%s<br>" % h(x.shift))
    right = ["<b>PROFESSIONAL EXPERIENCE</b><br><br>"]
    for d in x.roles:
        right.append("<b>%s</b> - %s<br>%s &nbsp; %s<br>%s<ul>%s</ul>" % (h(d["title"]), h(d["emp"]), h(d["loc"]), h(d["dates"]), h(d["unit"]), "".join("<li>%s</li>" % h(b) for b in d["bul"])))
    right.append("<b>EDUCATION</b><br>%s" % h(edu(c["profession"])))
    return "<html><body><table width='100%%' cellpadding='8'><tr><td width='34%%' valign='top' bgcolor='#eeeeee'>%s</td><td valign='top'>%s</td></tr></table></body></html>" % ("".join(left), "".join(right))

def notes_for(x, c, full):
    """recruiter-style notes; full=True when it must carry all facts (no resume)."""
    parts = []
    if full:
        parts.append("Recruiter intake (phone, 11/2026): %s." % (x.headline or "profession not stated"))
        for d in x.roles: parts.append("%s at %s, %s." % (d["unit"], d["emp"], d["dates"]))
        if x.lics: parts.append("Lic: " + "; ".join(x.lics) + ".")
        if x.certs: parts.append("Certs: " + ", ".join(x.certs) + ".")
        if x.shift: parts.append(x.shift + ".")
        if x.zip: parts.append("Lives %s %s." % (x.city, x.zip))
    else:
        parts.append(R.choice(["Spoke 11/18, pleasant, responsive.", "Referred by a former coworker.", "Came in through job board; screened by phone.", "Met at career fair."]))
        if x.shift: parts.append(x.shift + " (per call).")
        parts.append(R.choice(["Can start in 3-4 weeks.", "Needs 2 weeks notice.", "Open to contract or perm.", ""]))
    return " ".join(p for p in parts if p)

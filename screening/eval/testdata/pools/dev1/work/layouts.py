"""Resume layouts. Each returns plain text; build.py may convert to DOCX/PDF."""
from model import city_of, state_of
from render import (lic_line, cert_line, pending_line, summary, SKILLS, edu_line, shift_line, phone,
                    location_text, role_title, bullets, stack_line, span, STATE_NAME)

CRED = {"RN": [", RN", ", BSN, RN", " RN", ", RN, BSN"], "RT": [", RRT", ", RT"], "PT": [", PT, DPT", ", DPT"],
        "RADTECH": [", R.T.(R)(CT)", ", RT(R)"], "SURGTECH": [", CST", ""], "MLS": [", MLS(ASCP)", ""]}


def name_line(cand, r, upper=False):
    suf = ""
    if cand.prof in CRED and r.random() < 0.6:
        suf = r.choice(CRED[cand.prof])
        if cand.prof == "RADTECH" and not any(c["name"] == "ARRT_CT" for c in cand.certs):
            suf = ", RT(R)"
        if cand.prof == "RT" and not any(c["name"] == "RRT" for c in cand.certs):
            suf = ""
        if cand.prof == "SURGTECH" and not any(c["name"] == "CST" for c in cand.certs):
            suf = ""
        if cand.prof == "MLS" and not any(c["name"] == "MLS_ASCP" for c in cand.certs):
            suf = ""
    n = "%s %s%s" % (cand.first, cand.last, suf)
    return n.upper() if upper else n


def role_loc(cand, i, role):
    if i == 0 and cand.loc == "lastjob":
        return "%s, %s %s" % (city_of(cand.zip), state_of(cand.zip), cand.zip)
    return "%s, %s" % (role["city"], role["state"])


def licence_lines(cand, r):
    lics = cand.licences
    if len(lics) >= 2 and all(l["type"] == "RN" and l["expires"] is None and not l["multistate"] for l in lics):
        out = ["Licensed in %s and %s" % (", ".join(l["state"] for l in lics[:-1]), lics[-1]["state"])]
    else:
        out = [lic_line(l, r) for l in lics]
    return out + [pending_line(p, r) for p in cand.pending]


def cred_lines(cand, r):
    out = licence_lines(cand, r)
    out += [cert_line(c["name"], c["expires"], r) for c in cand.certs]
    return out


def extra_lines(cand, r):
    out = []
    s = shift_line(cand, r)
    if s:
        out.append(s)
    if cand.relocate:
        out.append(cand.relocate)
    if cand.extra:
        out.append(cand.extra)
    from render import dfmt
    for a, b, why in getattr(cand, "breaks", []):
        out.append("Career break %s - %s (%s)" % (dfmt(a, "mon"), dfmt(b, "mon"), why))
    return out


def contact(cand, r, sep=" | "):
    bits = []
    if cand.loc == "header" and cand.zip:
        bits.append(location_text(cand, r, r.randrange(3)))
    if cand.resume_phone:
        bits.append(phone(cand, r))
    bits.append(cand.email)
    return sep.join(bits)


def skills_for(cand, r):
    pool = SKILLS.get(cand.prof)
    return ", ".join(r.sample(pool, min(len(pool), r.choice([4, 5, 6])))) if pool else ""


# ------------------------------------------------------------------ L1 classic
def classic(cand, r):
    L = [name_line(cand, r, upper=True), contact(cand, r), ""]
    s = summary(cand, r)
    if s:
        L += ["PROFESSIONAL SUMMARY", s, ""]
    cl = cred_lines(cand, r)
    if cl:
        L += ["LICENSURE & CERTIFICATIONS"] + ["- " + x for x in cl] + [""]
    L.append("PROFESSIONAL EXPERIENCE")
    kind = r.choice(["mon", "month", "slash"])
    for i, role in enumerate(cand.roles):
        L.append(role_title(role, r) + ("  (Travel - %s)" % role["agency"] if role["travel"] else ""))
        L.append("%s, %s | %s" % (role["employer"], role_loc(cand, i, role), span(role, kind, "Present", " - ")))
        if role["unit"] and role["unit"] not in L[-2]:
            L.append("Unit: %s" % role["unit"])
        L += ["  - " + b for b in bullets(role, r)]
        L.append("")
    e = edu_line(cand, r)
    if e:
        L += ["EDUCATION", e, ""]
    sk = skills_for(cand, r)
    if sk:
        L += ["SKILLS", sk, ""]
    ex = extra_lines(cand, r)
    if ex:
        L += ["ADDITIONAL"] + ex
    return "\n".join(L).strip() + "\n"


# ------------------------------------------------------------------ L2 dates on the left
def dates_left(cand, r):
    L = [name_line(cand, r), contact(cand, r, "  ·  "), ""]
    s = summary(cand, r)
    if s:
        L += [s, ""]
    L.append("EXPERIENCE")
    kind = r.choice(["slash", "iso", "bare"])
    for i, role in enumerate(cand.roles):
        d = span(role, kind, "present", " – ")
        L.append("%-22s %s (%s)" % (d, role["employer"], role_loc(cand, i, role)))
        title = role_title(role, r)
        if role["unit"] and role["unit"] not in title:
            title += ", " + role["unit"]
        if role["travel"]:
            title += " [travel contract via %s]" % role["agency"]
        L.append(" " * 23 + title)
        for b in bullets(role, r, 2):
            L.append(" " * 23 + "* " + b)
    L.append("")
    cl = cred_lines(cand, r)
    if cl:
        L += ["CREDENTIALS"] + cl + [""]
    e = edu_line(cand, r)
    if e:
        L += ["EDUCATION", e, ""]
    L += extra_lines(cand, r)
    return "\n".join(L).strip() + "\n"


# ------------------------------------------------------------------ L3 travel nurse
def travel(cand, r):
    head = name_line(cand, r, upper=True)
    top = cand.roles[0] if cand.roles else None
    if top and top["unit"]:
        head += " — " + ("TRAVEL " if top["travel"] else "") + top["unit"].upper() + " " + \
            {"RN": "NURSE"}.get(cand.prof, "")
    L = [head.strip()]
    if cand.loc == "header" and cand.zip:
        L.append("Home base: " + location_text(cand, r, 0))
    L.append(" · ".join(x for x in [phone(cand, r) if cand.resume_phone else "", cand.email] if x))
    L.append("")
    lic = licence_lines(cand, r)
    if lic:
        L.append("Licenses: " + "; ".join(lic))
    certs = [cert_line(c["name"], c["expires"], r) for c in cand.certs]
    if certs:
        L.append("Certs: " + " | ".join(certs))
    L.append("")
    tr = [(i, x) for i, x in enumerate(cand.roles) if x["travel"]]
    st = [(i, x) for i, x in enumerate(cand.roles) if not x["travel"]]
    kind = r.choice(["mon", "slash"])
    if tr:
        L.append("TRAVEL ASSIGNMENTS (Agency: %s)" % tr[0][1]["agency"])
        for i, x in tr:
            L.append("• %s | %s | %s, %s | 13 weeks" % (span(x, kind, "Present", " – "), x["unit"], x["employer"],
                                                       role_loc(cand, i, x)))
        L.append("")
    if st:
        L.append("STAFF EXPERIENCE")
        for i, x in st:
            L.append("%s — %s, %s" % (role_title(x, r), x["employer"], role_loc(cand, i, x)))
            L.append("%s%s" % (span(x, kind, "Present", " – "), "" if x["unit"] in role_title(x, r) else " · " + x["unit"]))
            L += ["  • " + b for b in bullets(x, r, 3)]
        L.append("")
    s = summary(cand, r)
    if s:
        L += ["About me: " + s, ""]
    e = edu_line(cand, r)
    if e:
        L += ["Education: " + e]
    L += extra_lines(cand, r)
    return "\n".join(L).strip() + "\n"


# ------------------------------------------------------------------ L4 trades, terse
def terse(cand, r):
    L = [name_line(cand, r)]
    if cand.loc == "header" and cand.zip:
        L.append(location_text(cand, r, 1))
    L.append(("Cell %s / " % phone(cand, r) if cand.resume_phone else "") + cand.email)
    L.append("")
    s = summary(cand, r)
    if s:
        L += [s, ""]
    cl = cred_lines(cand, r)
    if cl:
        L.append("LICENSES / CERTS: " + "; ".join(cl))
        L.append("")
    L.append("WORK")
    for i, role in enumerate(cand.roles):
        L.append("%s — %s (%s)   %s" % (role["employer"], role_title(role, r) if role["unit"] in role_title(role, r)
                                        else role_title(role, r) + ", " + role["unit"], role_loc(cand, i, role),
                                        span(role, "iso", "present", " to ")))
        L += [" " + b for b in bullets(role, r, 2)]
    L.append("")
    e = edu_line(cand, r)
    if e:
        L.append("Training: " + e)
    sk = skills_for(cand, r)
    if sk:
        L.append("Skills: " + sk)
    L += extra_lines(cand, r)
    return "\n".join(L).strip() + "\n"


# ------------------------------------------------------------------ L5 software
def software(cand, r):
    handle = (cand.first[0] + cand.last).lower()
    L = ["# " + name_line(cand, r), contact(cand, r, " | ") + " | github.com/%s-dev" % handle, ""]
    s = summary(cand, r)
    if s:
        L += ["## Summary", s, ""]
    stack = []
    for role in cand.roles:
        for t in stack_line(role, r).split(", "):
            if t and t not in stack:
                stack.append(t)
    if stack:
        L += ["## Skills", ", ".join(stack[:12]), ""]
    L.append("## Experience")
    kind = r.choice(["mon", "month"])
    for i, role in enumerate(cand.roles):
        where = role_loc(cand, i, role)
        if role.get("remote"):
            where = "Remote"
        L.append("**%s** — %s (%s) | %s" % (role["employer"], role_title(role, r), where,
                                            span(role, kind, "Present", " – ")))
        st = stack_line(role, r)
        if st:
            L.append("Stack: " + st)
        L += ["- " + b for b in bullets(role, r, 3)]
        L.append("")
    e = edu_line(cand, r)
    if e:
        L += ["## Education", e, ""]
    cl = cred_lines(cand, r)
    if cl:
        L += ["## Certifications"] + ["- " + x for x in cl] + [""]
    L += extra_lines(cand, r)
    return "\n".join(L).strip() + "\n"


# ------------------------------------------------------------------ L6 curriculum vitae
def cv(cand, r):
    L = ["CURRICULUM VITAE", "", name_line(cand, r), ""]
    L.append("Personal details")
    if cand.loc == "header" and cand.zip:
        L.append("  Address:  %d %s, %s" % (100 + cand.phone_slot * 7, r.choice(["Maple St", "Elm Ave", "Oak Dr",
                 "Cedar Ln", "2nd St", "Park Blvd"]), location_text(cand, r, 0)))
    if cand.resume_phone:
        L.append("  Phone:    " + phone(cand, r))
    L.append("  Email:    " + cand.email)
    L.append("")
    s = summary(cand, r)
    if s:
        L += ["Profile", "  " + s, ""]
    L.append("Employment history")
    for i, role in enumerate(cand.roles):
        L.append("  %s" % span(role, "month", "present", " to "))
        L.append("  %s, %s" % (role["employer"], role_loc(cand, i, role)))
        L.append("  Position: %s%s" % (role_title(role, r), "" if role["unit"] in role_title(role, r) else
                                       "; department: " + role["unit"]))
        L += ["    · " + b for b in bullets(role, r, 2)]
        L.append("")
    cl = cred_lines(cand, r)
    if cl:
        L += ["Registrations and certificates"] + ["  " + x for x in cl] + [""]
    e = edu_line(cand, r)
    if e:
        L += ["Education", "  " + e, ""]
    ex = extra_lines(cand, r)
    if ex:
        L += ["Other"] + ["  " + x for x in ex]
    return "\n".join(L).strip() + "\n"


# ------------------------------------------------------------------ L7 casual
def casual(cand, r):
    L = ["%s %s" % (cand.first.lower(), cand.last.lower())]
    L.append(contact(cand, r, " / ").lower() if cand.loc == "header" else cand.email)
    L.append("")
    s = summary(cand, r)
    if s:
        L += [s, ""]
    L.append("jobs:")
    for i, role in enumerate(cand.roles):
        t = role_title(role, r)
        if role["unit"] not in t:
            t += " (" + role["unit"] + ")"
        L.append("%s at %s, %s. %s" % (t, role["employer"], role_loc(cand, i, role),
                                       span(role, "mon", "now", " - ")))
        L.append("  " + "; ".join(b[0].lower() + b[1:] for b in bullets(role, r, 2)))
    L.append("")
    cl = cred_lines(cand, r)
    if cl:
        L.append("licenses and certs: " + ", ".join(cl))
    e = edu_line(cand, r)
    if e:
        L.append("school: " + e)
    L += extra_lines(cand, r)
    return "\n".join(L).strip() + "\n"


# ------------------------------------------------------------------ L8 table
def table(cand, r):
    L = [name_line(cand, r), contact(cand, r), ""]
    s = summary(cand, r)
    if s:
        L += ["Summary: " + s, ""]
    L.append("| Dates | Employer | Location | Role | Unit / focus |")
    L.append("|---|---|---|---|---|")
    for i, role in enumerate(cand.roles):
        L.append("| %s | %s | %s | %s | %s |" % (span(role, "iso", "Present", " → "), role["employer"],
                                                 role_loc(cand, i, role), role_title(role, r), role["unit"]))
    L.append("")
    cl = cred_lines(cand, r)
    if cl:
        L.append("| Credential |")
        L.append("|---|")
        L += ["| %s |" % x for x in cl]
        L.append("")
    L.append("Highlights")
    picked = []
    for role in cand.roles[:2]:
        picked += [b for b in bullets(role, r, 2) if b not in picked]
    L += ["- " + b for b in picked]
    e = edu_line(cand, r)
    if e:
        L += ["", "Education: " + e]
    L += extra_lines(cand, r)
    return "\n".join(L).strip() + "\n"


# ------------------------------------------------------------------ L9 functional + chronology
def functional(cand, r):
    from render import years_in
    from tax import S
    L = [name_line(cand, r, upper=True), contact(cand, r, " • "), ""]
    L.append("EXPERIENCE SUMMARY")
    seen = []
    for role in cand.roles:
        sp = role["specialties"][0]
        if role["profession"] == cand.prof and sp not in seen:
            seen.append(sp)
    for sp in seen:
        y = years_in(cand, lambda s, sp=sp: s == sp)
        name = next((x["unit"] for x in cand.roles if sp in x["specialties"] and x["unit"]), None) or \
            S[sp]["titles"][0]
        L.append("  • %s: %s" % (name, "%d+ years" % y if y >= 1 else "under 1 year"))
    L.append("")
    cl = cred_lines(cand, r)
    if cl:
        L += ["CREDENTIALS"] + ["  • " + x for x in cl] + [""]
    L.append("CHRONOLOGY")
    for i, role in enumerate(cand.roles):
        t = role_title(role, r)
        if role["unit"] not in t:
            t += ", " + role["unit"]
        L.append("  %s   %s — %s, %s" % (span(role, "slash", "Present", "-"), t, role["employer"], role_loc(cand, i, role)))
    L.append("")
    L.append("SELECTED ACCOMPLISHMENTS")
    picked = []
    for role in cand.roles[:2]:
        picked += [b for b in bullets(role, r, 2) if b not in picked]
    L += ["  • " + b for b in picked]
    e = edu_line(cand, r)
    if e:
        L += ["", "EDUCATION", "  " + e]
    ex = extra_lines(cand, r)
    if ex:
        L += [""] + ex
    return "\n".join(L).strip() + "\n"


LAYOUTS = {"classic": classic, "left": dates_left, "travel": travel, "terse": terse, "software": software,
           "cv": cv, "casual": casual, "table": table, "functional": functional}

DEFAULT_STYLES = {
    "SWE": ["software", "software", "classic", "left", "cv", "casual"],
    "ELECTRICIAN": ["terse", "terse", "classic", "casual", "left"],
    "HVAC": ["terse", "terse", "classic", "casual"],
    "WELDER": ["terse", "casual", "classic"],
    "CDL": ["terse", "casual", "classic"],
    "MAINT": ["terse", "classic", "functional", "casual"],
}
GENERIC = ["classic", "classic", "left", "cv", "casual", "table", "functional", "travel"]


def pick_style(cand, r):
    if cand.style:
        return cand.style
    if any(x["travel"] for x in cand.roles):
        return r.choice(["travel", "travel", "classic", "table"])
    if cand.prof not in DEFAULT_STYLES and cand.prof not in ("RN", "RT", "PT", "RADTECH", "SURGTECH", "MLS"):
        return r.choice(["classic", "left", "casual", "functional", "cv"])
    return r.choice(DEFAULT_STYLES.get(cand.prof, GENERIC))

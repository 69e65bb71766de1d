"""Resume layouts. Each takes a candidate spec (see cands.py) and returns text (or HTML)."""
import calendar
import html

from common import ASOF_YM, months_inclusive, zip_info
from vocab import BULLETS, CERT_WORDS, LICENCE_WORDS, OTHER_BULLETS, STATE_NAMES

MON = ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["", "January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]

ISSUERS = {
    "BLS": "American Heart Association", "ACLS": "American Heart Association", "PALS": "American Heart Association",
    "NRP": "American Academy of Pediatrics", "TNCC": "Emergency Nurses Association", "CCRN": "AACN",
    "CEN": "BCEN", "PCCN": "AACN", "RNC-OB": "NCC", "RNC-NIC": "NCC", "RRT": "NBRC", "CRT": "NBRC",
    "ARRT-R": "ARRT", "ARRT-CT": "ARRT", "ARRT-MR": "ARRT", "ARRT-M": "ARRT", "CST": "NBSTSA",
    "MLS-ASCP": "ASCP Board of Certification", "MLT-ASCP": "ASCP Board of Certification",
    "EPA608-Universal": "ESCO Institute", "EPA608-TypeII": "ESCO Institute", "EPA608-TypeI": "ESCO Institute",
    "OSHA10": "OSHA Outreach", "OSHA30": "OSHA Outreach", "6G": "ASME IX / employer test", "AWS-D1.1": "AWS",
    "TWIC": "TSA", "DOT-Medical": "FMCSA medical examiner", "NATE": "NATE", "OCS": "ABPTS", "CSCS": "NSCA",
    "AWS-Cloud": "Amazon Web Services", "CKA": "CNCF", "PMP": "PMI", "RDMS": "ARDMS", "CPT-Phleb": "NHA",
    "CRCST": "HSPA", "RPSGT": "BRPT", "NREMT-P": "NREMT", "CMA": "AAMA", "Hazmat": "TSA", "Tanker": "BMV",
}


def ymd(s):
    y, m, d = s.split("-")
    return int(y), int(m), int(d)


def month_str(y, m, style):
    if style == "mm/yyyy":
        return "%02d/%d" % (m, y)
    if style == "m/yyyy":
        return "%d/%d" % (m, y)
    if style == "mon yyyy":
        return "%s %d" % (MON[m], y)
    if style == "month yyyy":
        return "%s %d" % (MONTH[m], y)
    if style == "yyyy-mm":
        return "%d-%02d" % (y, m)
    if style == "yyyy.mm":
        return "%d.%02d" % (y, m)
    raise ValueError(style)


def role_dates(r, style, present="Present", sep=" - "):
    y1, m1 = map(int, r["start"].split("-"))
    a = month_str(y1, m1, style)
    if r["end"] is None:
        return a + sep + present
    y2, m2 = map(int, r["end"].split("-"))
    return a + sep + month_str(y2, m2, style)


def exp_str(d, style):
    y, m, dd = ymd(d)
    last = calendar.monthrange(y, m)[1]
    if style == "iso":
        return d
    if style == "us":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "long":
        return "%s %d, %d" % (MONTH[m], dd, y)
    # month-level styles are only used when the day is the month's last day
    assert dd == last, (d, style)
    if style == "mm/yyyy":
        return "%02d/%d" % (m, y)
    if style == "mon yyyy":
        return "%s %d" % (MON[m], y)
    if style == "month yyyy":
        return "%s %d" % (MONTH[m], y)
    if style == "mm/yy":
        return "%02d/%02d" % (m, y % 100)
    raise ValueError(style)


def month_level(d):
    y, m, dd = ymd(d)
    return dd == calendar.monthrange(y, m)[1]


def pick_exp(d, pref):
    """Use the preferred style if it can show this date, else ISO."""
    if pref in ("iso", "us", "long") or month_level(d):
        return exp_str(d, pref)
    return exp_str(d, "us")


def duration(r):
    n = months_inclusive(r["start"], r["end"])
    y, m = divmod(n, 12)
    parts = []
    if y:
        parts.append("%d yr%s" % (y, "s" if y > 1 else ""))
    if m:
        parts.append("%d mo%s" % (m, "s" if m > 1 else ""))
    return " ".join(parts)


# ------------------------------------------------------------------ licences and certifications

def licence_line(lic, style, c):
    st, name = lic["state"], STATE_NAMES.get(lic["state"], lic["state"])
    t = lic["type"]
    num = lic.get("num")
    exp = lic.get("expires")
    multi = lic.get("multi")
    if lic.get("pending"):
        return "%s %s license by endorsement - application submitted %s (pending)" % (name, t, lic["pending"])
    if t == "RN":
        kind = "Multistate/Compact NLC" if multi else "single-state"
        if style == 0:
            s = "RN License, %s - %s" % (name, kind)
            if num:
                s += " (No. %s)" % num
            return s + (", valid through %s" % exp_str(exp, "iso") if exp else ", active")
        if style == 1:
            s = "%s RN" % st + (" #%s" % num if num else "")
            if multi:
                s += " (multistate)"
            return s + (" exp %s" % pick_exp(exp, "mm/yy") if exp else " - active")
        if style == 2:
            s = "Registered Nurse - %s%s" % (name, " (compact)" if multi else "")
            return s + (", expires %s" % pick_exp(exp, "month yyyy") if exp else "")
        if style == 3:
            s = "%s Registered Professional Nurse License" % name + (" %s" % num if num else "")
            if multi:
                s += " - multistate privilege (NLC)"
            return s + (", expires %s" % pick_exp(exp, "us") if exp else ", current")
        if style == 4:
            s = "%sRN license (%s)" % ("Multi-state " if multi else "", name)
            return s + (", active through %s" % pick_exp(exp, "mon yyyy") if exp else ", active")
        if style == 5:
            s = "%s RN%s" % (name, " - compact/multistate" if multi else "")
            if num:
                s += " - Lic #%s" % num
            return s + (" - exp. %s" % exp_str(exp, "iso") if exp else "")
    words = LICENCE_WORDS.get(t, t)
    if t in ("CDL-A", "CDL-B"):
        cls = "A" if t == "CDL-A" else "B"
        if style % 2 == 0:
            return "Class %s CDL (%s)%s" % (cls, name, ", exp %s" % pick_exp(exp, "us") if exp else "")
        return "CDL-%s, %s%s" % (cls, st, " exp %s" % pick_exp(exp, "mm/yyyy") if exp else ", current")
    if style % 3 == 0:
        s = "%s %s License" % (name, words) + (" #%s" % num if num else "")
        return s + (", expires %s" % pick_exp(exp, "us") if exp else " (active)")
    if style % 3 == 1:
        s = "%s - %s" % (words, st) + (" - %s" % num if num else "")
        return s + (" - exp %s" % pick_exp(exp, "mm/yyyy") if exp else " - current")
    s = "Licensed %s, State of %s" % (words, name) + (", No. %s" % num if num else "")
    return s + ("; valid until %s" % pick_exp(exp, "long") if exp else "")


def cert_word(name, c):
    words = CERT_WORDS.get(name, [name])
    return words[c["seed"] % len(words)] if c.get("vary_words") else words[0]


def cert_item(name, exp, style, c):
    w = cert_word(name, c)
    if exp is None:
        return w
    if style == 0:
        return "%s (exp %s)" % (w, pick_exp(exp, "mm/yyyy"))
    if style == 1:
        return "%s - %s - expires %s" % (w, ISSUERS.get(name, ""), pick_exp(exp, "month yyyy"))
    if style == 2:
        return "%s, exp. %s" % (w, exp_str(exp, "iso"))
    if style == 3:
        y, m, d = ymd(exp)
        iy, im = y - 2, m
        if (iy, im) > (2026, 10):
            iy = 2025
        return "%s\n%s\nIssued %s %d · Expires %s" % (w, ISSUERS.get(name, ""), MON[im], iy, pick_exp(exp, "mon yyyy"))
    if style == 4:
        return "%s %s" % (w, pick_exp(exp, "mm/yyyy"))
    return "%s (valid to %s)" % (w, pick_exp(exp, "us"))


def cert_lines(c, style):
    return [cert_item(n, e, style, c) for n, e in c["certs_list"]]


SHIFT_PHRASES = {
    "day": ["Day shift only, please", "Availability: days (no nights)", "Seeking day shift", "Days only"],
    "night": ["Night shift preferred", "Availability: nights", "Prefer nights (NOC)", "Nights only"],
    "evening": ["Prefer 2nd shift / evenings", "Availability: evenings only", "Evening shift preferred"],
}


def shift_line(c):
    if not c.get("shift"):
        return None
    ph = SHIFT_PHRASES[c["shift"]]
    return ph[c["seed"] % len(ph)]


def bullets_for(r, c, n=3):
    if r.get("bullets") is not None:
        return r["bullets"]
    bank = BULLETS.get((r["profession"], r["specialty"])) or OTHER_BULLETS.get(r["profession"]) or []
    if not bank:
        return []
    key = (r["employer"], r["title"], r["start"])
    memo = c.setdefault("_bullets", {})
    if key in memo:
        return memo[key][:n]
    used = c.setdefault("_used", set())
    k = (c["seed"] + len(r["title"])) % len(bank)
    out = []
    for i in range(len(bank)):
        b = bank[(k + i) % len(bank)]
        if b not in used and len(out) < 3:
            out.append(b)
            used.add(b)
    memo[key] = out
    return out[:n]


def home_line(c):
    z = c["zip"]
    if not z:
        return ""
    lat, lon, city, st = zip_info(z)
    return "%s, %s %s" % (c.get("city") or city, st, z)


def place(r, c, with_zip=False):
    p = r["place"]
    if with_zip and r.get("zip"):
        p += " " + r["zip"]
    return p


def contact_bits(c, loc=True):
    bits = []
    if loc and c["locmode"] == "header" and c["zip"]:
        bits.append(home_line(c))
    if c.get("phone") and c.get("show_phone", True):
        bits.append(c["phone"])
    bits.append(c["email"])
    return bits


def edu_lines(c):
    return c.get("edu") or []


# ------------------------------------------------------------------ layouts

def lay_classic(c):
    L = [c["name"].upper(), " | ".join(contact_bits(c)), ""]
    if c.get("summary"):
        L += ["SUMMARY", c["summary"], ""]
    if c["licences"]:
        L.append("LICENSURE")
        L += ["- " + licence_line(l, c["lic_style"], c) for l in c["licences"]]
        L.append("")
    if c["certs_list"]:
        L.append("CERTIFICATIONS")
        L += ["- " + x for x in cert_lines(c, 0)]
        L.append("")
    L.append("PROFESSIONAL EXPERIENCE")
    for r in c["roles"]:
        L.append("%s" % r["title"])
        L.append("%s, %s    %s" % (r["employer"], place(r, c, c["locmode"] == "lastjob" and r is c["roles"][0]), role_dates(r, "mm/yyyy")))
        L += ["  * " + b for b in bullets_for(r, c)]
        L.append("")
    if edu_lines(c):
        L.append("EDUCATION")
        L += edu_lines(c)
        L.append("")
    s = shift_line(c)
    if s:
        L += ["AVAILABILITY", s, ""]
    L += c.get("extra", [])
    return "\n".join(L).strip() + "\n"


def lay_skills_first(c):
    L = [c["name"], c["email"] + ("   " + c["phone"] if c.get("phone") else "")]
    if c["locmode"] == "header" and c["zip"]:
        L.append(home_line(c))
    L.append("")
    if c.get("summary"):
        L += [c["summary"], ""]
    sk = []
    for r in c["roles"][:2]:
        sk += bullets_for(r, c, 2)
    if sk:
        L.append("Core skills")
        L += ["  - " + s for s in sk[:4]]
        L.append("")
    L.append("Work History")
    for i, r in enumerate(c["roles"]):
        L.append("%s, %s (%s)" % (r["employer"], place(r, c, i == 0 and c["locmode"] == "lastjob"), role_dates(r, "mon yyyy", "present")))
        L.append("    " + r["title"])
        L.append("")
    if c["licences"] or c["certs_list"]:
        parts = [licence_line(l, c["lic_style"], c) for l in c["licences"]] + cert_lines(c, 4)
        L.append("Licenses/Certs: " + "; ".join(parts))
    L += ["Education: " + e for e in edu_lines(c)]
    s = shift_line(c)
    if s:
        L.append(s + ".")
    L += c.get("extra", [])
    return "\n".join(L).strip() + "\n"


def lay_travel(c):
    L = [c["name"]]
    hb = home_line(c) if c["locmode"] == "header" else ""
    head = "%s%s" % (c.get("headline") or "", (" | Home base: " + hb) if hb else "")
    if head:
        L.append(head.strip(" |"))
    L.append(" / ".join(x for x in [c.get("phone"), c["email"]] if x))
    L.append("")
    if c.get("summary"):
        L += [c["summary"], ""]
    L.append("ASSIGNMENT HISTORY")
    for i, r in enumerate(c["roles"]):
        via = (" (via %s)" % r["agency"]) if r.get("agency") else ""
        L.append("%s  |  %s%s  |  %s" % (role_dates(r, "mm/yyyy", "current", " to "), r["employer"], via, place(r, c, i == 0 and c["locmode"] == "lastjob")))
        L.append("   %s" % r["title"])
        for b in bullets_for(r, c, 2):
            L.append("   - " + b)
    L.append("")
    L.append("CREDENTIALS")
    for l in c["licences"]:
        L.append("  " + licence_line(l, c["lic_style"], c))
    for x in cert_lines(c, 2):
        L.append("  " + x)
    if edu_lines(c):
        L += ["", "EDUCATION"] + ["  " + e for e in edu_lines(c)]
    s = shift_line(c)
    if s:
        L += ["", "Preferences: " + s]
    L += c.get("extra", [])
    return "\n".join(L).strip() + "\n"


def lay_table(c):
    L = [c["name"], "  ".join(contact_bits(c)), ""]
    if c.get("summary"):
        L += ["Profile: " + c["summary"], ""]
    L.append("Dates               | Employer / Location                         | Position")
    L.append("--------------------+---------------------------------------------+------------------------------")
    for i, r in enumerate(c["roles"]):
        L.append("%-20s| %-44s| %s" % (role_dates(r, "m/yyyy", "now", "-"), "%s (%s)" % (r["employer"], place(r, c, i == 0 and c["locmode"] == "lastjob")), r["title"]))
    L.append("")
    if c["licences"] or c["certs_list"]:
        L.append("Credential                                   | Details")
        L.append("---------------------------------------------+-------------------------")
        for l in c["licences"]:
            L.append("License                                      | " + licence_line(l, c["lic_style"], c))
        for n, e in c["certs_list"]:
            L.append("%-45s| %s" % (cert_word(n, c), ("expires " + pick_exp(e, "mm/yyyy")) if e else "on file"))
        L.append("")
    for r in c["roles"][:2]:
        bl = bullets_for(r, c, 2)
        if bl:
            L.append("At %s: %s." % (r["employer"], "; ".join(bl)))
    L += [""] + edu_lines(c)
    s = shift_line(c)
    if s:
        L += ["", s]
    L += c.get("extra", [])
    return "\n".join(L).strip() + "\n"


def lay_linkedin(c):
    L = [c["name"]]
    if c.get("headline"):
        L.append(c["headline"])
    if c["locmode"] == "header" and c["zip"]:
        lat, lon, city, st = zip_info(c["zip"])
        L.append("%s, %s %s, United States · Contact info: %s" % (c.get("city") or city, STATE_NAMES[st], c["zip"], c["email"]))
    else:
        L.append("Contact info: %s" % c["email"])
    L.append("")
    if c.get("summary"):
        L += ["About", c["summary"], ""]
    L.append("Experience")
    for i, r in enumerate(c["roles"]):
        L.append(r["title"])
        L.append("%s · %s" % (r["employer"], r.get("etype", "Full-time")))
        L.append("%s · %s" % (role_dates(r, "mon yyyy", "Present"), duration(r)))
        L.append(place(r, c, i == 0 and c["locmode"] == "lastjob"))
        for b in bullets_for(r, c, 2):
            L.append("• " + b)
        L.append("")
    if c["licences"] or c["certs_list"]:
        L.append("Licenses & certifications")
        for l in c["licences"]:
            L.append(licence_line(l, c["lic_style"], c))
            L.append("")
        for x in cert_lines(c, 3):
            L.append(x)
            L.append("")
    if edu_lines(c):
        L.append("Education")
        L += edu_lines(c)
    s = shift_line(c)
    if s:
        L += ["", "Open to work: " + s]
    L += c.get("extra", [])
    return "\n".join(L).strip() + "\n"


def lay_terse(c):
    L = ["%s - %s" % (c["name"], c.get("headline") or c["profession"] or "")]
    L.append(", ".join(contact_bits(c)))
    for l in c["licences"]:
        L.append("* " + licence_line(l, c["lic_style"], c))
    if c["certs_list"]:
        L.append("* Certs: " + ", ".join(cert_item(n, e, 4, c) for n, e in c["certs_list"]))
    for i, r in enumerate(c["roles"]):
        L.append("* %s, %s, %s, %s" % (role_dates(r, "mm/yyyy", "pres", "-"), r["title"], r["employer"], place(r, c, i == 0 and c["locmode"] == "lastjob")))
    s = shift_line(c)
    if s:
        L.append("* " + s)
    L += c.get("extra", [])
    return "\n".join(L).strip() + "\n"


def lay_tech(c):
    L = [c["name"], c.get("headline") or "Software Engineer"]
    bits = []
    if c["locmode"] == "header" and c["zip"]:
        bits.append(home_line(c))
    bits += [c["email"]] + ([c["phone"]] if c.get("phone") else []) + ["github.com/%s" % c["email"].split("@")[0].replace(".", "")]
    L.append(" · ".join(bits))
    L.append("")
    if c.get("summary"):
        L += [c["summary"], ""]
    if c.get("skills"):
        L.append("SKILLS")
        L += c["skills"]
        L.append("")
    L.append("EXPERIENCE")
    for i, r in enumerate(c["roles"]):
        remote = " (remote)" if r.get("remote") else ""
        L.append("%s — %s%s, %s   [%s]" % (r["employer"], r["title"], remote, place(r, c, i == 0 and c["locmode"] == "lastjob"), role_dates(r, "yyyy-mm", "present", " → ")))
        for b in bullets_for(r, c, 3):
            L.append("  • " + b)
        L.append("")
    if c["certs_list"]:
        L.append("CERTIFICATIONS")
        L += ["  " + x for x in cert_lines(c, 2)]
        L.append("")
    if edu_lines(c):
        L.append("EDUCATION")
        L += ["  " + e for e in edu_lines(c)]
    L += c.get("extra", [])
    return "\n".join(L).strip() + "\n"


def lay_trades(c):
    L = [c["name"].upper()]
    L += contact_bits(c)
    L.append("")
    if c.get("summary"):
        L += ["OBJECTIVE: " + c["summary"], ""]
    if c["licences"] or c["certs_list"]:
        L.append("LICENSES / TICKETS")
        for l in c["licences"]:
            L.append("  " + licence_line(l, c["lic_style"], c))
        for x in cert_lines(c, 5):
            L.append("  " + x)
        L.append("")
    L.append("WORK HISTORY")
    for i, r in enumerate(c["roles"]):
        L.append("%s   %s" % (r["employer"].upper(), place(r, c, i == 0 and c["locmode"] == "lastjob")))
        L.append("%s, %s" % (r["title"], role_dates(r, "month yyyy", "Present", " to ")))
        for b in bullets_for(r, c, 2):
            L.append("  - " + b)
    if edu_lines(c):
        L += ["", "TRAINING"] + ["  " + e for e in edu_lines(c)]
    s = shift_line(c)
    if s:
        L += ["", s]
    L += c.get("extra", [])
    return "\n".join(L).strip() + "\n"


def lay_narrative(c):
    """First-person prose; dates only inside sentences."""
    paras = []
    intro = "My name is %s." % c["name"]
    if c["locmode"] == "header" and c["zip"]:
        intro += " I live in %s." % home_line(c)
    if c.get("summary"):
        intro += " " + c["summary"]
    paras.append(intro)
    rs = c["roles"]
    for i, r in enumerate(rs):
        y1, m1 = map(int, r["start"].split("-"))
        start = month_str(y1, m1, "month yyyy")
        pl = place(r, c, i == 0 and c["locmode"] == "lastjob")
        bl = bullets_for(r, c, 2)
        extra = (" Highlights: " + "; ".join(bl) + ".") if bl else ""
        if r["end"] is None:
            paras.append("Since %s I have worked as %s at %s in %s.%s" % (start, r["title"], r["employer"], pl, extra))
        else:
            y2, m2 = map(int, r["end"].split("-"))
            paras.append("From %s to %s I was %s at %s (%s).%s" % (start, month_str(y2, m2, "month yyyy"), r["title"], r["employer"], pl, extra))
    cred = [licence_line(l, c["lic_style"], c) for l in c["licences"]] + cert_lines(c, 1)
    if cred:
        paras.append("Credentials: " + "; ".join(cred) + ".")
    if edu_lines(c):
        paras.append("Education: " + "; ".join(edu_lines(c)) + ".")
    s = shift_line(c)
    if s:
        paras.append(s + ".")
    paras.append("You can reach me at %s%s." % (c["email"], (" or " + c["phone"]) if c.get("phone") else ""))
    paras += c.get("extra", [])
    return "\n\n".join(paras) + "\n"


def lay_caps(c):
    W = 78
    L = [c["name"].upper().center(W).rstrip()]
    L.append(" * ".join(contact_bits(c)).center(W).rstrip())
    L.append("=" * W)
    if c.get("summary"):
        L += ["PROFILE", c["summary"], ""]
    L.append("EMPLOYMENT")
    for i, r in enumerate(c["roles"]):
        left = "%s -- %s" % (r["employer"].upper(), place(r, c, i == 0 and c["locmode"] == "lastjob"))
        right = role_dates(r, "month yyyy", "Current", " - ")
        L.append(left + " " * max(2, W - len(left) - len(right)) + right)
        L.append("  " + r["title"])
        for b in bullets_for(r, c, 2):
            L.append("    o " + b)
    L.append("")
    if c["licences"] or c["certs_list"]:
        L.append("LICENSES AND CERTIFICATIONS")
        for l in c["licences"]:
            L.append("  " + licence_line(l, c["lic_style"], c))
        for x in cert_lines(c, 1):
            L.append("  " + x)
        L.append("")
    if edu_lines(c):
        L.append("EDUCATION")
        L += ["  " + e for e in edu_lines(c)]
    s = shift_line(c)
    if s:
        L += ["", "SCHEDULE: " + s]
    L += c.get("extra", [])
    return "\n".join(L).strip() + "\n"


def lay_html2col(c):
    """Two-column table resume, converted to DOCX or PDF with LibreOffice."""
    e = html.escape
    left = ["<h3>Contact</h3>", "<p>%s</p>" % "<br>".join(e(x) for x in contact_bits(c))]
    if c["licences"]:
        left.append("<h3>Licensure</h3>")
        left += ["<p>%s</p>" % e(licence_line(l, c["lic_style"], c)) for l in c["licences"]]
    if c["certs_list"]:
        left.append("<h3>Certifications</h3><ul>")
        left += ["<li>%s</li>" % e(x) for x in cert_lines(c, 0)]
        left.append("</ul>")
    if edu_lines(c):
        left.append("<h3>Education</h3>")
        left += ["<p>%s</p>" % e(x) for x in edu_lines(c)]
    s = shift_line(c)
    if s:
        left.append("<h3>Availability</h3><p>%s</p>" % e(s))
    right = []
    if c.get("summary"):
        right += ["<h3>Summary</h3>", "<p>%s</p>" % e(c["summary"])]
    right.append("<h3>Experience</h3>")
    for i, r in enumerate(c["roles"]):
        right.append("<p><b>%s</b><br>%s &mdash; %s<br><i>%s</i></p>" % (
            e(r["title"]), e(r["employer"]), e(place(r, c, i == 0 and c["locmode"] == "lastjob")), e(role_dates(r, "mon yyyy"))))
        bl = bullets_for(r, c, 2)
        if bl:
            right.append("<ul>%s</ul>" % "".join("<li>%s</li>" % e(b) for b in bl))
    for x in c.get("extra", []):
        right.append("<p>%s</p>" % e(x))
    return ("<html><head><meta charset='utf-8'><title>%s</title></head><body>"
            "<table width='100%%' border='0'><tr><td colspan='2'><font size='6'><b>%s</b></font></td></tr><tr>"
            "<td width='34%%' valign='top'>%s</td><td width='66%%' valign='top'>%s</td>"
            "</tr></table></body></html>") % (e(c["name"]), e(c["name"]), "\n".join(left), "\n".join(right))


LAYOUTS = {
    "classic": lay_classic, "skills": lay_skills_first, "travel": lay_travel, "table": lay_table,
    "linkedin": lay_linkedin, "terse": lay_terse, "tech": lay_tech, "trades": lay_trades,
    "narrative": lay_narrative, "caps": lay_caps, "html2col": lay_html2col,
}

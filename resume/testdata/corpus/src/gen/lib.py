"""Helpers shared by the corpus data files: a tiny markup for resume sources and
builders for the expected JSON (SPEC 2.15 shape, only the labelled fields)."""

import html
import re

# ---------------------------------------------------------------- expected JSON


def d(s):
    """'2019-03' -> '2019-03-01', '2019' -> '2019-01-01', '2026-05-31' kept."""
    if s is None:
        return None
    if re.fullmatch(r"\d{4}", s):
        return s + "-01-01"
    if re.fullmatch(r"\d{4}-\d{2}", s):
        return s + "-01"
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", s):
        return s
    raise ValueError("bad date " + s)


def name(first, last, middle=None):
    n = {"firstName": first}
    if middle:
        n["middleName"] = middle
    n["lastName"] = last
    return n


def job(employer, title, start, end):
    """end None means current (Present/Current/Now/to date)."""
    j = {"employer": employer, "title": title, "startDate": d(start)}
    j["endDate"] = d(end)
    j["isCurrent"] = end is None
    return j


def edu(institution, degree=None, major=None, grad=None):
    e = {"institution": institution}
    if degree:
        e["degree"] = degree
    if major:
        e["major"] = major
    if grad:
        e["graduationDate"] = d(grad)
    return e


def cert(nm, org=None, exp=None, issued=None, cid=None):
    c = {"name": nm}
    if org:
        c["issuingOrganization"] = org
    if issued:
        c["issueDate"] = d(issued)
    if exp:
        c["expirationDate"] = d(exp)
    if cid:
        c["credentialId"] = cid
    return c


PROF = {"B": "Basic", "C": "Conversational", "P": "Professional", "N": "Native/Bilingual"}


def lang(language, p=None):
    x = {"language": language}
    if p:
        x["proficiency"] = PROF[p]
    return x


_MISSING = object()


def expected(nm, email=None, phone=_MISSING, alt=None, linkedin=None, city=None,
             state=None, zipcode=None, country=None, relocate=None, work=None,
             education=None, certs=None, langs=None):
    contact = {}
    if email:
        contact["email"] = email
    if phone is not _MISSING:
        contact["phone"] = phone  # None = the document has no phone at all
    if alt:
        contact["alternativePhone"] = alt
    if linkedin:
        contact["linkedIn"] = linkedin
    loc = {}
    if city:
        loc["city"] = city
    if state:
        loc["state"] = state
    if zipcode:
        loc["zipCode"] = zipcode
    if country:
        loc["country"] = country
    if relocate is not None:
        loc["willingToRelocate"] = relocate
    pi = {"name": nm, "contact": contact}
    if loc:
        pi["location"] = loc
    out = {"personalInfo": pi, "workHistory": work or []}
    if education is not None:
        out["education"] = education
    if certs is not None:
        out["certifications"] = certs
    if langs is not None:
        out["skills"] = {"languages": langs}
    return out


# ---------------------------------------------------------------- markup -> HTML
#
#   # text            h1            ## text   h2            ### text  h3
#   - text            bullet (consecutive bullets form one list)
#   | a | b | c       table row, bordered   (consecutive rows form one table)
#   ~| a | b          table row, no border
#   @@left / @@right / @@end     two-column layout (a borderless 2-cell table)
#   @@footer text     the page footer (LibreOffice reads <div title="footer">)
#   ^ text            centred paragraph
#   > text            small/grey paragraph
#   anything else     a paragraph;  **bold** and *italic* inline
#   blank lines are ignored


def inline(s):
    s = html.escape(s, quote=False)
    s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
    s = re.sub(r"(?<![\w*])\*(\S.*?)\*(?![\w*])", r"<i>\1</i>", s)
    return s


def to_html(markup, title, font="DejaVu Sans", size="10pt", left_width="32%"):
    out = []
    lst = False
    table = None  # 'b' or 'n'

    def close():
        nonlocal lst, table
        if lst:
            out.append("</ul>")
            lst = False
        if table:
            out.append("</table>")
            table = None

    widths = None
    for raw in markup.strip("\n").split("\n"):
        line = raw.rstrip()
        if not line.strip():
            continue
        if line.startswith("%w "):  # column widths (percent) for the next table
            widths = [w.strip() for w in line[3:].split(",")]
            continue
        if line.startswith("@@footer "):
            close()
            out.append('<div title="footer"><p>%s</p></div>' % inline(line[9:].strip()))
            continue
        if line.startswith("@@"):
            close()
            tag = line[2:].strip()
            if tag == "left":
                out.append('<table width="100%%" border="0" cellspacing="0" cellpadding="6">'
                           '<tr><td width="%s" valign="top" bgcolor="#eef2f5">' % left_width)
            elif tag == "right":
                out.append('</td><td valign="top">')
            elif tag == "end":
                out.append("</td></tr></table>")
            else:
                raise ValueError(tag)
            continue
        if line.startswith("- "):
            if table:
                close()
            if not lst:
                out.append("<ul>")
                lst = True
            out.append("<li>%s</li>" % inline(line[2:]))
            continue
        if line.startswith("|") or line.startswith("~|"):
            kind = "n" if line.startswith("~") else "b"
            cells = line.lstrip("~").strip().strip("|").split("|")
            if lst or (table and table != kind):
                close()
            if not table:
                if kind == "b":
                    out.append('<table width="100%" border="1" cellspacing="0" cellpadding="3">')
                else:
                    out.append('<table width="100%" border="0" cellspacing="0" cellpadding="2">')
                table = kind
            out.append("<tr>%s</tr>" % "".join(
                '<td valign="top"%s>%s</td>' % (' width="%s%%"' % widths[k] if widths else "", inline(c.strip()))
                for k, c in enumerate(cells)))
            continue
        close()
        widths = None
        if line.startswith("### "):
            out.append("<h3>%s</h3>" % inline(line[4:]))
        elif line.startswith("## "):
            out.append("<h2>%s</h2>" % inline(line[3:]))
        elif line.startswith("# "):
            out.append("<h1>%s</h1>" % inline(line[2:]))
        elif line.startswith("^ "):
            out.append('<p align="center">%s</p>' % inline(line[2:]))
        elif line.startswith("> "):
            out.append('<p><font size="2" color="#555555">%s</font></p>' % inline(line[2:]))
        else:
            out.append("<p>%s</p>" % inline(line))
    close()
    css = ("body{font-family:'%s';font-size:%s} p{margin-top:0;margin-bottom:2pt} "
           "h1{font-size:18pt;margin-bottom:2pt} h2{font-size:12pt;margin-top:8pt;margin-bottom:3pt;"
           "border-bottom:1px solid #999} h3{font-size:11pt;margin-top:6pt;margin-bottom:2pt} "
           "ul{margin-top:0;margin-bottom:2pt} li{margin-bottom:1pt}" % (font, size))
    return ('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>%s</title>'
            '<style>%s</style></head><body>\n%s\n</body></html>\n'
            % (html.escape(title), css, "\n".join(out)))


def plain_lines(markup):
    """What the document should read as (for verification): markup stripped."""
    res = []
    for line in markup.split("\n"):
        if line.startswith("@@footer "):
            line = line[9:]
        elif line.startswith("@@") or line.startswith("%w "):
            continue
        line = re.sub(r"^(#+ |- |\^ |> )", "", line)
        line = line.replace("**", "").replace("~|", "|")
        res.append(line)
    return "\n".join(res)

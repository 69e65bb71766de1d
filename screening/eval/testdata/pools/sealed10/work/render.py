"""Renders a candidate truth into a POST body and a resume text."""
import datetime
from people import *
import grade as G
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
PW = {"RN": ["RN", "Registered Nurse", "Nurse (RN)"], "LPN": ["LPN", "Licensed Practical Nurse"], "CNA": ["CNA"],
      "PCT": ["Patient Care Tech"], "Paramedic": ["Paramedic"], "RT": ["Respiratory Therapist", "RRT", "Respiratory"],
      "PT": ["Physical Therapist", "PT"], "PTA": ["PTA", "Physical Therapist Assistant"], "OT": ["Occupational Therapist"],
      "COTA": ["COTA"], "RadTech": ["Radiologic Technologist", "Rad Tech"], "SurgTech": ["Surgical Tech", "Surgical Technologist"],
      "SPD": ["Sterile Processing Tech"], "MLS": ["Medical Laboratory Scientist", "Med Tech"], "MLT": ["MLT", "Lab Technician"],
      "SWE": ["Software Engineer", "Developer"], "DataAnalyst": ["Data Analyst"], "QA": ["QA Tester"], "ITSupport": ["IT Support"],
      "Electrician": ["Electrician", "Journeyman Electrician"], "ElecApprentice": ["Apprentice Electrician"],
      "HVAC": ["HVAC Technician", "HVAC"], "Welder": ["Welder"], "CDL": ["CDL-A Driver", "Truck Driver"],
      "Delivery": ["Delivery Driver"], "Maintenance": ["Maintenance Technician"], "Janitor": ["Custodian"]}
SW = {"ICU": ["ICU", "Critical Care"], "PCU": ["PCU", "Step-Down"], "Telemetry": ["Tele", "Telemetry"], "Med-Surg": ["Med-Surg", "Med Surg"],
      "ED": ["ER", "Emergency"], "L&D": ["L&D", "Labor and Delivery"], "Postpartum": ["Mother/Baby", "Postpartum"],
      "Respiratory": ["Respiratory"], "Backend Java": ["Backend (Java)"], "Backend Go": ["Backend - Go"], "Backend Python": ["Python backend"],
      "Frontend React": ["Frontend (React)"], "Data Engineering": ["Data Engineering"], "CT": ["CT"], "X-ray": ["X-Ray"],
      "Industrial Maintenance": ["Industrial"], "Structural Welding": ["Structural"], "Regional CDL": ["Regional"],
      "Commercial Electrical": ["Commercial"], "Commercial HVAC": ["Commercial HVAC"]}
SCHOOL = ["Lone Prairie State University", "Coastal Plains College", "Northbrook Technical College", "Bayside Community College",
          "Great Lakes Polytechnic", "Mesa Verde University", "Red River Technical Institute"]
DEG = {"RN": ["BSN", "ADN", "BSN"], "RT": ["AS Respiratory Care"], "PT": ["DPT"], "RadTech": ["AAS Radiologic Technology"],
       "SurgTech": ["Surgical Technology diploma"], "MLS": ["BS Medical Laboratory Science"], "SWE": ["BS Computer Science", "BS Mathematics", "Coding bootcamp certificate"],
       "Electrician": ["IEC apprenticeship (4 yr)"], "HVAC": ["HVAC/R certificate"], "Welder": ["Welding Technology certificate"],
       "CDL": ["CDL-A training school"], "Maintenance": ["AAS Industrial Maintenance"]}

def dfmt(s, style, end=False):
    if s is None:
        return {"A": "Present", "B": "Present", "C": "present", "D": "Present", "E": "Current"}[style]
    d = datetime.date.fromisoformat(s)
    return {"A": f"{d.month:02d}/{d.year}", "B": f"{MON[d.month-1]} {d.year}", "C": f"{d.year}-{d.month:02d}",
            "D": f"{MONTH[d.month-1]} {d.year}", "E": f"{d.month:02d}/{d.year}"}[style]

def exp_fmt(s, R):
    d = datetime.date.fromisoformat(s)
    return R.choice([f"exp {d.month:02d}/{d.year % 100:02d}", f"valid through {s}", f"expires {MON[d.month-1]} {d.year}",
                     f"exp. {d.month:02d}/{d.day:02d}/{d.year}", f"(exp {d.year}-{d.month:02d})"])

def lic_text(l, R):
    st, name, n = l["state"], STATE_NAMES.get(l["state"], l["state"]), l["num"]
    e = exp_fmt(l["expires"], R)
    t = l["type"]
    if t == "RN":
        if l["multistate"]:
            return R.choice([f"RN License, {name} - Multistate/Compact NLC (No. RN{n}), {e}",
                             f"Registered Nurse - {name} (compact / multistate) #{n}, {e}",
                             f"{st} RN #{n} multistate (NLC) {e}"])
        single = " single-state" if st in G.NLC else ""
        return R.choice([f"{st} RN #{n}{single} {e}", f"Registered Nurse License: {name},{single or ' '}#{n}, {e}".replace(",#", ", #"),
                         f"Licensed RN in {name}{(' (' + single.strip() + ')') if single else ''} - No. {n}, {e}"])
    if t == "LPN": return f"{name} LPN License #{n}, {e}"
    if t == "RT": return R.choice([f"{name} Respiratory Care Practitioner License #RT{n}, {e}", f"{st} RCP license {n} {e}"])
    if t == "PT": return R.choice([f"{name} Physical Therapist License PT{n} - {e}", f"{st} PT license #{n}, {e}"])
    if t == "Electrician-Journeyman":
        return f"{name} Journeyman Electrician License" + (" (TDLR)" if st == "TX" else "") + f" #{n}, {e}"
    if t == "HVAC":
        return (f"Connecticut S-2 HVAC license #S2.{n}, {e}" if st == "CT" else f"{name} HVAC mechanical license #{n}, {e}")
    if t == "CDL-A": return R.choice([f"Class A CDL - {name} #{n}, {e}, clean MVR", f"CDL-A ({st}) {e}, tanker/hazmat endorsements"])
    raise ValueError(t)

def cert_text(c, R):
    a = R.choice(CERTS[c["name"]])
    if not c.get("expires"): return a
    d = datetime.date.fromisoformat(c["expires"])
    if d <= G.ASOF and R.random() < 0.5: return f"{a} (expired {MON[d.month-1]} {d.year})"
    return f"{a} - {exp_fmt(c['expires'], R)}"

def shift_text(s, R):
    if s == "night": return R.choice(["Availability: nights only", "Shift preference: night shift only", "Seeking nights only (no days)"])
    if s == "day": return R.choice(["Availability: days only", "Shift preference: day shift only, no nights", "Looking for day shift only"])
    return None

def role_block(r, style, R, with_zip=False):
    loc = f"{r['city']}, {r['st']}" + (f" {r['zip']}" if with_zip else "")
    dates = f"{dfmt(r['start'], style)} - {dfmt(r['end'], style, True)}"
    r["dates"] = dates
    title = f"{r['title']} - {r['syn']}" if r["profession"] not in ("SWE",) else f"{r['title']} ({r['syn']})"
    bl = BUL.get(r["specialty"], [])
    bl = R.sample(bl, min(len(bl), R.randint(1, 3)))
    if style == "A":
        return "\n".join([f"{r['employer']} | {loc} | {dates}", title] + ["  - " + b for b in bl])
    if style == "B":
        return "\n".join([f"{title.upper()}", f"{r['employer']}, {loc}        {dates}"] + ["  * " + b for b in bl])
    if style == "C":
        return f"{dates}: {title}, {r['employer']} ({loc})" + ("; " + "; ".join(bl) if bl else "")
    if style == "D":
        return "\n".join([title, r["employer"], f"{dates} · {loc}"] + [b for b in bl])
    return "\n".join([f"{dates}  {r['employer']}  ({loc})", f"    {title}"] + ["    > " + b for b in bl])

def resume(t, first, last, email, phone, R):
    style = R.choice("ABCDE")
    loc_in_job = R.random() < 0.2 and t["roles"]
    home = G.zips()[t["zip"]]
    cur = t["roles"][0] if t["roles"] else None
    lines = []
    name = f"{first} {last}"
    contact = [email] + ([phone] if phone else [])
    if not loc_in_job: contact.insert(0, f"{home[2]}, {home[3]} {t['zip']}")
    if style == "B": lines += [name.upper(), " | ".join(contact), ""]
    elif style == "C": lines += [f"{name} / " + " / ".join(contact), ""]
    else: lines += [name, "\n".join(contact), ""]
    P = t["profession"]
    yrs = G.years_in(t, P, cur["specialty"]) if cur else 0
    summ = None
    if cur and yrs >= 1 and R.random() < 0.7:
        summ = R.choice([f"{PROF_TITLES[P][0]} with {int(yrs)}+ years in {cur['syn']}.",
                         f"{int(yrs)} years of {cur['syn']} experience as a {PROF_TITLES[P][0].lower()}.",
                         f"Dependable {PROF_TITLES[P][0].lower()}; {int(yrs)} yrs {cur['syn']}."])
    if cur and cur["end"] and R.random() < 0.8:
        summ = (summ or "") + " Currently between positions (family relocation)."
    sh = shift_text(t.get("shiftPref"), R)
    H = {"A": lambda s: s.upper() + "\n" + "-" * len(s), "B": lambda s: s.upper(), "C": lambda s: s + ":", "D": lambda s: s,
         "E": lambda s: "== " + s + " =="}[style]
    if summ or sh:
        lines += [H("Summary" if style != "D" else "About")] + ([summ.strip()] if summ else []) + ([sh] if sh else []) + [""]
    creds = [lic_text(l, R) for l in t["licences"]] + [cert_text(c, R) for c in t["certs"]]
    def cred_section():
        out = []
        if t["licences"]:
            out += [H("Licensure" if P in ("RN", "RT", "PT", "LPN") else "Licenses")] + [lic_text(l, R) for l in t["licences"]] + [""]
        if t["certs"]:
            out += [H("Certifications")] + [cert_text(c, R) for c in t["certs"]] + [""]
        return out
    exp = [H("Experience" if style != "B" else "Professional Experience")]
    roles = t["roles"] if style != "E" or R.random() < 0.5 else t["roles"]
    for k, r in enumerate(roles):
        exp.append(role_block(r, style, R, with_zip=(loc_in_job and k == 0)))
        exp.append("")
    dp = next((r['profession'] for r in t['roles'] if r['profession'] in DEG), P)
    edu = [H("Education"), f"{R.choice(DEG.get(dp, ['High school diploma']))}, {R.choice(SCHOOL)}"]
    if R.random() < 0.5: lines += cred_section() + exp
    else: lines += exp + cred_section()
    lines += edu
    if R.random() < 0.3: lines += ["", "References available on request."]
    return "\n".join(lines) + "\n"

def build_candidate(key, t, first, last, email, R):
    phone = f"({R.choice(['214','305','216','408','401','901','701','210','407','302','307','860'])}) 555-{R.randint(100, 199):04d}"
    body = {"firstName": first, "lastName": last, "email": email, "statusId": 1}
    cur = t["roles"][0] if t.get("roles") else None
    mode = "minimal"
    if t.get("noResume") and t.get("profession"):
        mode = "fields"
    elif t.get("noResume"):
        mode = "minimal"
    else:
        x = R.random()
        mode = "minimal" if x < 0.40 else ("contact" if x < 0.72 else "fields")
    if mode in ("contact", "fields") and t.get("zip"):
        z = G.zips()[t["zip"]]
        body["phone"] = phone
        body["address"] = {"address1": None, "address2": None, "city": z[2], "state": z[3], "zip": t["zip"], "countryCode": "US"}
    if mode == "fields":
        body["profession"] = R.choice(PW[t["profession"]])
        sp = cur["specialty"] if cur else t["fieldSpecialties"][0]
        if R.random() < 0.8 or not cur: body["specialty"] = R.choice(SW.get(sp, [sp]))
    c = {"key": key, "truth": t, "body": body, "resume": None}
    if not t.get("noResume"):
        c["_text"] = resume(t, first, last, email, body.get("phone"), R)
        c["resume"] = f"resumes/{key}.txt"
    if R.random() < 0.12 and t.get("zip"):
        jr = {"location": {"zipCode": t["zip"], "radius": 25}}
        if t.get("profession") == "SWE": jr["location"]["remote"] = True
        c["jobRequest"] = jr
    return c

"""Candidate specs (the facts a resume/fields will say), made on purpose for each job from recipes."""
import random

import grade as G
import pools as P

NOW = 2026 * 12 + 10  # month index of the as-of month (Nov 2026)


def mi(y, m):
    return y * 12 + m - 1


def ym(i):
    return "%04d-%02d" % (i // 12, i % 12 + 1)


STATE_NAMES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
    "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
    "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
    "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
    "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
    "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico",
    "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
    "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota",
    "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
    "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming",
}

# Home bases for travellers / remote workers (ZIP, city, state).
BASES = [("77008", "Houston", "TX"), ("85016", "Phoenix", "AZ"), ("33606", "Tampa", "FL"), ("37919", "Knoxville", "TN"),
         ("68105", "Omaha", "NE"), ("46220", "Indianapolis", "IN"), ("95818", "Sacramento", "CA"),
         ("28205", "Charlotte", "NC"), ("80218", "Denver", "CO"), ("30306", "Atlanta", "GA"),
         ("78209", "San Antonio", "TX"), ("75214", "Dallas", "TX"), ("70115", "New Orleans", "LA"),
         ("40205", "Louisville", "KY"), ("63110", "St. Louis", "MO"), ("53202", "Milwaukee", "WI"),
         ("15213", "Pittsburgh", "PA"), ("60614", "Chicago", "IL"), ("55408", "Minneapolis", "MN"),
         ("97214", "Portland", "OR"), ("89117", "Las Vegas", "NV"), ("84106", "Salt Lake City", "UT"),
         ("43215", "Columbus", "OH"), ("49503", "Grand Rapids", "MI"), ("64111", "Kansas City", "MO"),
         ("37203", "Nashville", "TN"), ("29407", "Charleston", "SC"), ("73112", "Oklahoma City", "OK")]

RN_SPECS = ["ICU", "PCU", "TELE", "MEDSURG", "ED", "URGENT", "LD", "POSTPARTUM", "NICU", "PEDS", "OR", "PACU",
            "PSYCH", "ONC", "DIALYSIS", "HOMEHEALTH", "LTC"]
SPECS = {
    "RN": RN_SPECS,
    "RT": ["RT_ADULT", "RT_NEO", "RT_SLEEP", "RT_HOME"],
    "PT": ["PT_OUTPT", "PT_ACUTE", "PT_SNF", "PT_HOME", "PT_PEDS"],
    "RADTECH": ["XRAY", "CT", "MRI", "MAMMO"],
    "SURGTECH": ["ST"],
    "MLS": ["LAB_GEN", "LAB_CHEM", "LAB_HEME", "LAB_MICRO", "LAB_BB"],
    "SWE": ["BE_JAVA", "BE_GO", "BE_PY", "BE_NET", "BE_NODE", "FE", "FULLSTACK", "DATAENG", "MOBILE", "DEVOPS"],
    "ELECTRICIAN": ["EL_COMM", "EL_IND", "EL_RES"],
    "HVAC": ["HV_COMM", "HV_RES", "HV_REFR"],
    "WELDER": ["WE_PIPE", "WE_STRUCT", "WE_PROD"],
    "CDL": ["CDL_REG", "CDL_OTR", "CDL_LOCAL"],
    "MAINT": ["MT_IND", "MT_FAC"],
}

LICENSED = {"RN": "RN", "LPN": "LPN", "RT": "RT", "PT": "PT"}

EXTRA_CERTS = {
    "ICU": ["CCRN", "PALS", "NIHSS"], "PCU": ["PCCN", "NIHSS"], "TELE": ["PCCN", "NIHSS"], "MEDSURG": ["NIHSS"],
    "ED": ["TNCC", "CEN", "NIHSS"], "URGENT": [], "LD": ["CEFM"], "POSTPARTUM": [], "NICU": ["STABLE"],
    "PEDS": ["PALS"], "OR": ["CNOR"], "PACU": ["PALS"], "PSYCH": [], "ONC": [], "DIALYSIS": [],
    "HOMEHEALTH": [], "LTC": [],
}


class Ctx:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.used_names = set()
        self.emails = set()
        Z = G.zips()
        self.zips = Z
        self.by_city = {}
        for z, (la, lo, c, s) in sorted(Z.items()):
            self.by_city.setdefault((c, s), []).append(z)

    def name(self):
        r = self.rng
        while True:
            f, l = r.choice(P.FIRST), r.choice(P.LAST)
            if (f, l) not in self.used_names:
                self.used_names.add((f, l))
                return f, l

    def email(self, f, l):
        r = self.rng
        base = r.choice(["%s.%s", "%s%s", "%s_%s", "%s.%s%d", "%s%s%d"])
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "example.com"])
        f2 = f.lower().replace("'", "").replace(" ", "")
        l2 = l.lower().replace("'", "").replace(" ", "")
        for _ in range(50):
            if "%d" in base:
                e = (base % (f2, l2, r.randint(1, 99))) + "@" + dom
            else:
                e = (base % (f2 if r.random() < .7 else f2[0], l2)) + "@" + dom
            if e not in self.emails:
                self.emails.add(e)
                return e
            base = "%s.%s%d"
        raise RuntimeError("email")

    def phone(self, state):
        ac = {"OH": ["419", "567", "614", "937"], "MI": ["616", "269"], "NV": ["775", "702"], "KY": ["270", "606", "859"],
              "MO": ["417", "314"], "OR": ["541", "503"], "UT": ["801", "385"], "LA": ["337", "318", "225"],
              "WI": ["608", "715", "920"], "PA": ["814", "412"]}.get(state, ["555"])
        r = self.rng
        ac = r.choice(ac) if ac != ["555"] else r.choice(["713", "602", "813", "865", "402", "317", "916", "704", "303"])
        fmt = r.choice(["(%s) 555-01%02d", "%s-555-01%02d", "%s.555.01%02d", "+1 %s 555 01%02d"])
        return fmt % (ac, r.randint(0, 99))

    def near_zip(self, zip_, lo, hi, states=None):
        """A ZIP whose centroid is lo..hi miles from zip_ (optionally in given states)."""
        r = self.rng
        cands = []
        for z, (la, lon, c, s) in self.zips.items():
            if states and s not in states:
                continue
            if abs(la - self.zips[zip_][0]) > hi / 50 + 0.5:
                continue
            d = G.miles(z, zip_)
            if lo <= d <= hi:
                cands.append(z)
        cands.sort()
        return r.choice(cands)


def city_of(ctx, z):
    la, lo, c, s = ctx.zips[z]
    return c, s


NOT_HOSPITAL = ("Birth Center", "Home Health", "Orthopedics", "Women's", "Children's")


def hospital(ctx, city, state, spec=None):
    r = ctx.rng
    if (city, state) in P.HOSPITALS:
        names = P.HOSPITALS[(city, state)]
        ok = [n for n in names if not any(w in n for w in NOT_HOSPITAL)]
        if spec in ("LD", "POSTPARTUM", "NICU", "PEDS"):
            ok += [n for n in names if "Women's" in n or "Children's" in n or "Birth" in n]
        if ok:
            return r.choice(ok)
    pat = r.choice(["%s Regional Medical Center", "%s Memorial Hospital", "%s Community Hospital",
                    "St. Joseph Medical Center - %s", "%s General Hospital", "Mercy Hospital %s"])
    return pat % city


NOISE_EMPLOYERS = {
    "PHARMACIST": ["Main Street Pharmacy", "Riverside Drug", "HealthMart of %s", "Corner Drug & Compounding"],
    "TEACHER": ["%s Public Schools", "St. Mary Catholic School", "Lincoln Middle School"],
    "ACCOUNTANT": ["%s CPA Group", "Midwest Manufacturing Co.", "Heartland Credit Union"],
    "RETAIL_MGR": ["Dollar Depot", "Family Outfitters", "Northway Home Center"],
    "COOK": ["%s Diner", "The Blue Heron Grill", "Smokehouse BBQ Co."],
    "HR": ["%s Staffing Solutions", "Great Lakes Plastics", "Tri-State Logistics"],
    "DENTAL_HYG": ["%s Family Dentistry", "Bright Smiles Dental"],
    "SECURITY": ["Allied Guard Services", "Sentinel Security Group"],
    "WAREHOUSE": ["Prime Logistics DC", "Heartland Distribution Center", "Midwest Fulfillment"],
    "MA": ["%s Family Medicine", "Valley Primary Care", "Urgent Family Clinic"],
    "PHLEB": ["Midwest Diagnostic Labs", "%s Outpatient Lab Services"],
    "EMT": ["%s County EMS", "Rural Metro Ambulance"], "PARAMEDIC": ["%s County EMS", "MedFlight Critical Care Transport"],
    "PTA": ["%s Physical Therapy", "Golden Meadows Care Center"], "COTA": ["Maple Grove Nursing & Rehab", "%s Rehab"],
    "OT": ["%s Rehab Partners", "Golden Meadows Care Center"], "RPSGT": ["%s Sleep Center"],
    "CNA": ["Golden Meadows Care Center", "%s Health & Rehabilitation"],
    "LPN": ["Maple Grove Nursing & Rehab", "%s Health & Rehabilitation", "Golden Meadows Care Center"],
    "HVAC_HELPER": ["Commonwealth Air", "Horse Country HVAC"],
}


def employer(ctx, prof, spec, city, state):
    r = ctx.rng
    if prof in NOISE_EMPLOYERS and not (prof == "LPN" and spec in ("MEDSURG", "PSYCH", "PEDS", "DIALYSIS")):
        e = r.choice(NOISE_EMPLOYERS[prof])
        return e % city if "%s" in e else e
    if prof == "UX":
        return r.choice(P.TECH_COMPANIES)
    if prof in ("SWE", "DATA_ANALYST", "DATA_SCIENTIST", "QA", "IT_SUPPORT"):
        return r.choice(P.TECH_COMPANIES)
    if prof in ("ELECTRICIAN",):
        return r.choice(P.TRADE_COMPANIES["ELECTRICIAN"])
    if prof == "HVAC":
        return r.choice(P.TRADE_COMPANIES["HVAC"])
    if prof == "WELDER":
        return r.choice(P.TRADE_COMPANIES["WELDER"])
    if prof == "CDL":
        return r.choice(P.TRADE_COMPANIES["CDL"])
    if prof == "MAINT":
        if spec == "MT_FAC":
            return r.choice(["Riverside Office Park LLC", "County Schools Facilities Dept.", "Cityview Apartments",
                             "Regional Airport Authority"])
        return r.choice(P.TRADE_COMPANIES["MAINT"])
    if prof == "PT" and spec == "PT_OUTPT":
        return r.choice(["%s Orthopedics & Sports Rehab" % city, "Peak Athletic PT of %s" % city,
                         "Peak Motion Physical Therapy", "%s Spine & Sport" % city, "Elite Rehab Partners"])
    if spec == "HOMEHEALTH" or spec == "PT_HOME":
        return r.choice(["Mountain Laurel Home Health", "Caring Hands Home Health", "%s Visiting Nurses" % city,
                         "Heartland Home Health of %s" % city.split()[0], "Bluegrass Home Care"])
    if spec in ("LTC", "PT_SNF"):
        return r.choice(["%s Health & Rehabilitation" % city, "Golden Meadows Care Center", "Maple Grove Nursing & Rehab"])
    if spec == "URGENT":
        return r.choice(["MedNow Urgent Care", "%s Urgent Care" % city, "FastCare Walk-In Clinic"])
    if spec == "DIALYSIS":
        return r.choice(["Renal Partners Dialysis - %s" % city, "Kidney Life Centers"])
    return hospital(ctx, city, state, spec)


def nearest_metro(ctx, z):
    """The closest city of HOSPITALS to ZIP z, for employer names of local roles."""
    best = None
    for (c, s) in P.HOSPITALS:
        zs = ctx.by_city.get((c, s))
        if not zs:
            continue
        d = G.miles(z, zs[0])
        if best is None or d < best[0]:
            best = (d, c, s)
    return best


# -------------------------------------------------------------------------------- spec building

def new_spec(ctx, key):
    f, l = ctx.name()
    return {"key": key, "first": f, "last": l, "email": ctx.email(f, l), "phone": None, "home": None,
            "roles": [], "licences": [], "certs": [], "skills": [], "shift": None, "profNow": None,
            "style": None, "fmt": "txt", "fields": None, "notes": None, "extra": {}, "intent": None}


def home_at(ctx, s, z, mode="zip"):
    c, st = city_of(ctx, z)
    s["home"] = {"zip": z, "city": c, "state": st, "mode": mode}


def add_role(ctx, s, prof, spec, start, end, city=None, state=None, employer_name=None, **kw):
    if city is None:
        if s["home"]:
            # roles happen near home unless told otherwise
            met = nearest_metro(ctx, s["home"]["zip"])
            if met and met[0] < 45:
                city, state = met[1], met[2]
            else:
                city, state = s["home"]["city"], s["home"]["state"]
        else:
            city, state = ctx.rng.choice(list(P.HOSPITALS))
    emp = employer_name or employer(ctx, prof, spec, city, state)
    r = {"prof": prof, "spec": spec, "start": start, "end": end, "city": city, "state": state, "employer": emp}
    r.update(kw)
    s["roles"].append(r)
    return r


def lic(s, type_, state, expires, explicit_ms=False, single=False, status="active", number=None):
    s["licences"].append({"type": type_, "state": state, "expires": expires, "explicit_ms": explicit_ms,
                          "single": single, "status": status, "number": number})


def cert(s, name, expires):
    s["certs"].append({"name": name, "expires": expires})


def valid_exp(ctx):
    r = ctx.rng
    y = r.choice([2027, 2028, 2028, 2029, 2029, 2030])
    m = r.randint(10, 12) if y == 2027 else r.randint(1, 12)
    d = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
    return "%04d-%02d-%02d" % (y, m, d)


def expired_exp(ctx):
    r = ctx.rng
    y = r.choice([2023, 2024, 2025, 2025, 2026])
    m = r.randint(1, 9) if y == 2026 else r.randint(1, 12)
    d = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
    return "%04d-%02d-%02d" % (y, m, d)


def month_exp(ctx, valid=True):
    """Expiry given to the month (cards): stored as the last day of that month."""
    return valid_exp(ctx) if valid else expired_exp(ctx)


def pick_other_spec(ctx, prof, job_spec):
    r = ctx.rng
    opts = [x for x in SPECS[prof] if x != job_spec and (job_spec, x) not in G.ADJACENT]
    return r.choice(opts) if opts else None


def pick_adj_spec(ctx, prof, job_spec):
    opts = [x for x in SPECS[prof] if (job_spec, x) in G.ADJACENT]
    return ctx.rng.choice(sorted(opts)) if opts else None


def career(ctx, s, prof, cur_specs, exact=None, min_years=0, mods=(), job=None):
    """Lay out dated roles ending now.

    cur_specs: specialty of the current role.  exact: the job's specialty.  Which years the job will see
    is driven by mods: 'short' (exact role ended, short of min), 'adjy' (earlier exact role long enough).
    """
    r = ctx.rng
    mods = set(mods)
    roles = []
    t = NOW
    if "short" in mods:
        # most recent role is in the exact specialty, ended months ago, too short
        gap = r.randint(3, 14)
        end = t - gap
        target = max(0.34, min_years - r.uniform(0.35, 1.0)) if min_years else 0.5
        months = max(4, int(target * 12))
        if months / 12.0 > min_years - 0.25:
            months = int((min_years - 0.3) * 12)
        start = end - months + 1
        roles.append((prof, exact, start, end))
        t = start - r.randint(1, 5)
        s["extra"]["break"] = (end, NOW)
        # earlier roles in another specialty of the same profession (or school)
        if r.random() < 0.6 and job and job.get("specialty") and len(SPECS.get(prof, [])) > 2:
            o = pick_other_spec(ctx, prof, exact)
            if o and o != exact:
                ln = r.randint(10, 40)
                roles.append((prof, o, t - ln + 1, t))
                t = t - ln - r.randint(0, 3)
    else:
        cur = cur_specs[0]
        if "adjy" in mods:
            ln = r.randint(12, 50)
            roles.append((prof, cur, t - ln + 1, None))
            t = t - ln - r.randint(0, 2)
            need = max(min_years + r.uniform(0.4, 3.0), 1.2)
            ln2 = int(need * 12) + 1
            roles.append((prof, exact, t - ln2 + 1, t))
            t = t - ln2 - r.randint(0, 4)
        else:
            if cur == exact and min_years:
                ln = int((min_years + r.uniform(0.4, 9.0)) * 12)
            else:
                ln = r.randint(14, 110)
            roles.append((prof, cur, t - ln + 1, None))
            t = t - ln - r.randint(0, 3)
        # an earlier role in another specialty of the profession, sometimes
        if len(SPECS.get(prof, [])) > 2 and ("prior_spec" in mods or (r.random() < 0.35 and "noprior" not in mods)):
            o = s["extra"].get("prior_spec") or pick_other_spec(ctx, prof, exact or cur)
            if o and o != exact:
                ln = r.randint(12, 48)
                roles.append((prof, o, t - ln + 1, t))
                t = t - ln - r.randint(0, 6)
    for extra in cur_specs[1:]:
        # concurrent per-diem role
        ln = r.randint(8, 30)
        roles.insert(1, (prof, extra, NOW - ln + 1, None))
        s["extra"]["perdiem"] = extra
    return roles, t


def build_for(ctx, key, job, mods, jobs_by_key):
    """Make a candidate aimed at job `job` with modifiers `mods` (list of tokens)."""
    r = ctx.rng
    jt = job["truth"]
    s = new_spec(ctx, key)
    s["intent"] = (job["key"], list(mods))
    mods = list(mods)
    prof = jt["profession"]
    near_prof = None
    for m in mods:
        if m.startswith("prof:"):
            near_prof = m.split(":", 1)[1]
    exact = jt["specialty"]
    if prof == "SURGTECH":
        exact_role = "ST"
    elif prof == "CDL":
        exact_role = r.choice(["CDL_REG", "CDL_OTR", "CDL_LOCAL"])
    else:
        exact_role = exact

    # ---- where they live
    if "noloc" in mods:
        s["home"] = None
    elif jt["remote"] or jt["travel"]:
        if "local" in mods:
            home_at(ctx, s, ctx.near_zip(jt["zip"], 0, 18))
        elif "state_out" in mods:
            b = r.choice([x for x in BASES if x[2] in ("IL", "TX", "CA", "NY", "MN", "CO", "GA", "NC", "TN")])
            home_at(ctx, s, b[0])
        elif jt.get("remoteStates"):
            b = r.choice([x for x in BASES if x[2] in jt["remoteStates"]] +
                         [(ctx.near_zip("43604", 0, 150, {"OH", "MI", "IN"}), None, None),
                          (ctx.near_zip("15222", 0, 120, {"PA"}), None, None),
                          (ctx.near_zip("40507", 0, 120, {"KY"}), None, None),
                          (ctx.near_zip("53703", 0, 150, {"WI"}), None, None)])
            home_at(ctx, s, b[0])
        else:
            b = r.choice(BASES)
            home_at(ctx, s, b[0])
    elif "far" in mods:
        rad = jt["radius"]
        lo = rad + 12
        hi = max(r.choice([70, 120, 250, 400]), lo + 60)
        home_at(ctx, s, ctx.near_zip(jt["zip"], lo, hi))
    else:
        rad = jt["radius"]
        home_at(ctx, s, ctx.near_zip(jt["zip"], 0, rad - 4))
    home_state = s["home"]["state"] if s["home"] else None

    # ---- profession and career
    if near_prof:
        p2, sp2 = near_profession(near_prof, exact_role)
        roles, t = career(ctx, s, p2, [sp2], exact=sp2, min_years=0, mods=["noprior"])
        s["profNow"] = p2
        profc = p2
    else:
        profc = prof
        cur = [exact_role]
        if "adj" in mods or "adjy" in mods:
            a = pick_adj_spec(ctx, prof, exact)
            for m in mods:
                if m.startswith("adjspec:"):
                    a = m.split(":")[1]
            cur = [a]
        if "other" in mods or "othery" in mods:
            cur = [pick_other_spec(ctx, prof, exact)]
            if cur[0] is None:
                raise ValueError("no other specialty for " + job["key"])
        for m in mods:
            if m.startswith("perdiem:"):
                cur.append(m.split(":")[1])
            if m.startswith("prior_spec:"):
                s["extra"]["prior_spec"] = m.split(":")[1]
        cm = set(mods)
        if "othery" in mods:
            cm.add("adjy")  # same layout: an earlier exact role long enough, then the current one
        roles, t = career(ctx, s, prof, cur, exact=exact_role, min_years=jt["minYears"], mods=cm, job=jt)
        s["profNow"] = prof
    for m in mods:
        if m.startswith("prior:"):
            # an earlier role in another profession (CNA before RN, medic before RN, LPN before RN...)
            p0 = m.split(":")[1]
            ln = r.randint(18, 60)
            roles.append((p0, near_profession(p0, None)[1], t - ln + 1, t - r.randint(0, 2)))
            t = t - ln - 2
    travel = "travel" in mods
    for (p_, sp_, st_, en_) in roles:
        if travel and p_ == profc and en_ is None:
            # a traveller: split the current stretch into assignments
            lay_travel(ctx, s, p_, sp_, st_)
            continue
        add_role(ctx, s, p_, sp_, ym(st_), None if en_ is None else ym(en_))
    s["roles"].sort(key=lambda x: x["start"], reverse=True)

    # ---- licence
    jl = jt.get("licence")
    ltype = LICENSED.get(profc)
    if profc == "ELECTRICIAN":
        ltype = "ELEC_J"
    if profc == "CDL":
        ltype = "CDL_A"
    if near_prof in ("LPN",):
        ltype = "LPN"
    lmode = "valid"
    for m in mods:
        if m.startswith("lic_"):
            lmode = m
    if ltype:
        jstate = jl["state"] if jl else (home_state or "OH")
        if ltype == "CDL_A":
            cstate = home_state or "OH"
            if lmode == "lic_missing":
                lic(s, "CDL_B", cstate, valid_exp(ctx))
            elif lmode == "lic_expired":
                lic(s, "CDL_A", cstate, expired_exp(ctx))
            else:
                lic(s, "CDL_A", cstate, valid_exp(ctx))
        elif ltype == "ELEC_J":
            if lmode == "lic_missing":
                pass  # apprentice: no licence
            elif lmode == "lic_other":
                lic(s, "ELEC_J", "MN", valid_exp(ctx))
            elif lmode == "lic_expired":
                lic(s, "ELEC_J", jstate, expired_exp(ctx))
            elif lmode == "lic_master":
                lic(s, "ELEC_M", jstate, valid_exp(ctx))
            else:
                lic(s, "ELEC_J", jstate, valid_exp(ctx))
        elif ltype in ("RN", "LPN"):
            make_nurse_licence(ctx, s, ltype, jl, jt, home_state, lmode, mods)
        else:
            # RT / PT: state licence
            if lmode in ("lic_obtain", "lic_missing"):
                other = {"OH": "MI", "WI": "MN"}.get(jstate, "IN")
                lic(s, ltype, other, valid_exp(ctx))
            elif lmode == "lic_expired":
                lic(s, ltype, jstate, expired_exp(ctx))
            else:
                lic(s, ltype, jstate, valid_exp(ctx))
                if r.random() < 0.2 and home_state and home_state != jstate:
                    lic(s, ltype, home_state, valid_exp(ctx))

    fix_story(ctx, s, lmode, jt, profc)

    # ---- certifications
    drop = {m.split(":")[1] for m in mods if m.startswith("nocert:")}
    expd = {m.split(":")[1] for m in mods if m.startswith("expcert:")}
    if not near_prof:
        for ce in jt["certs"]:
            n = ce["name"]
            if n in drop:
                continue
            cert(s, n, expired_exp(ctx) if n in expd else maybe_dated(ctx, n))
        for n in EXTRA_CERTS.get(exact_role or "", []):
            if r.random() < 0.35 and n not in drop and not any(c["name"] == n for c in s["certs"]):
                cert(s, n, maybe_dated(ctx, n))
        if prof == "RN" and not any(c["name"] == "BLS" for c in s["certs"]) and "BLS" not in drop:
            cert(s, "BLS", maybe_dated(ctx, "BLS"))
    else:
        for n in near_prof_certs(near_prof):
            cert(s, n, maybe_dated(ctx, n))
    for m in mods:
        if m.startswith("addcert:"):
            n = m.split(":")[1]
            cert(s, n, maybe_dated(ctx, n))

    # ---- skills (software / maintenance)
    if not near_prof:
        noskill = {m.split(":", 1)[1] for m in mods if m.startswith("noskill:")}
        for sk in jt["skills"]:
            if sk not in noskill:
                s["skills"].append(sk)
        s["skills"] += extra_skills(ctx, profc, exact_role, s["skills"])
    # ---- shift
    if "shift" in mods:
        js = jt["shift"]
        s["shift"] = {"night": r.choice(["day", "day", "evening"]), "day": r.choice(["night", "evening"]),
                      "evening": "day", "rotating": r.choice(["day", "night"])}[js]
    elif jt["shift"] and r.random() < 0.3 and not near_prof:
        s["shift"] = "any" if jt["shift"] == "rotating" else jt["shift"]
    return s


def fix_story(ctx, s, lmode, jt, prof):
    """Make the work history agree with the licences: nobody works where they hold no valid licence, and nobody
    keeps working on an expired one."""
    r = ctx.rng
    if not s["roles"] or not s["home"]:
        return
    if lmode == "lic_expired":
        exp = max(l["expires"] for l in s["licences"])
        last = mi(int(exp[:4]), int(exp[5:7]))
        keep = []
        for role in s["roles"]:
            st = mi(int(role["start"][:4]), int(role["start"][5:7]))
            if st > last - 3:
                continue
            en = NOW if role["end"] is None else mi(int(role["end"][:4]), int(role["end"][5:7]))
            if en > last:
                role["end"] = ym(last)
            keep.append(role)
        s["roles"] = keep or s["roles"][-1:]
        if s["roles"][0]["end"] is None:
            s["roles"][0]["end"] = ym(last)
        return
    if prof == "CDL" and lmode == "lic_missing":
        for role in s["roles"]:
            if role["prof"] == "CDL":
                role["spec"] = "CDL_B"
        return
    if lmode not in ("lic_obtain", "lic_missing", "lic_mi_compact", "lic_other") or jt["travel"]:
        return
    # licence held in another state: work happened there
    other = [l["state"] for l in s["licences"] if l["state"] != (jt["licence"] or {}).get("state")]
    if not other:
        return
    st = other[0]
    metros = [(c, x) for (c, x) in P.HOSPITALS if x == st]
    if not metros:
        metros = [(b[1], b[2]) for b in BASES if b[2] == st]
    hz = s["home"]["zip"]
    best = None
    for (c, x) in metros:
        zs = ctx.by_city.get((c, x))
        if zs:
            d = G.miles(hz, zs[0])
            if best is None or d < best[0]:
                best = (d, c, x)
    if best is None:
        best = (999, {"MI": "Monroe", "MN": "Minneapolis", "IL": "Chicago", "CA": "Sacramento", "NY": "Buffalo",
                      "TX": "Houston", "AZ": "Phoenix", "FL": "Tampa", "OH": "Toledo", "WI": "Milwaukee",
                      "KY": "Louisville", "IN": "Indianapolis", "WV": "Charleston", "PA": "Pittsburgh"}.get(st, "Springfield"), st)
    d, c, x = best
    if st == "MI" and G.miles(hz, "48161") < 40:
        d, c, x = 15, "Monroe", "MI"
    for role in s["roles"]:
        role["city"], role["state"] = c, x
        role["employer"] = employer(ctx, role["prof"], role["spec"], c, x)
    if d > 45:
        # moved here recently; the last job ended when they moved
        gap = r.randint(2, 6)
        cur = s["roles"][0]
        if cur["end"] is None:
            cur["end"] = ym(NOW - gap)
            if cur["start"] > cur["end"]:
                cur["start"] = ym(NOW - gap - 6)
        s["extra"]["relocating"] = "Relocated to %s, %s in %s." % (s["home"]["city"], s["home"]["state"],
                                                                  "%s %d" % (["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][(NOW - gap + 1) % 12], (NOW - gap + 1) // 12))


def maybe_dated(ctx, name):
    return valid_exp(ctx) if ctx.rng.random() < 0.7 else None


def lay_travel(ctx, s, prof, spec, start):
    """Travel assignments of ~13 weeks over the last 1-3 years; before that a staff job near home."""
    r = ctx.rng
    t = max(start, NOW - r.randint(12, 36))
    if t > start:
        add_role(ctx, s, prof, spec, ym(start), ym(t - 1))
    cities = [c for c in P.HOSPITALS]
    agency = r.choice(["Meridian Travel Nursing", "Crossroads Clinical Staffing", "Trusted Path Travel", "RapidStaff Nursing",
                       "Sierra Crest Staffing", "Northwoods Travel Health", "Harborlight Medical Staffing",
                       "Pinnacle Health Staffing"])
    s["extra"]["agency"] = agency
    while t <= NOW:
        ln = r.choice([3, 3, 3, 6, 6, 9])
        end = t + ln - 1
        c, st = r.choice(cities)
        emp = hospital(ctx, c, st, spec)
        if end >= NOW:
            add_role(ctx, s, prof, spec, ym(t), None, city=c, state=st, travel=True, agency=agency, employer_name=emp)
            break
        add_role(ctx, s, prof, spec, ym(t), ym(end), city=c, state=st, travel=True, agency=agency, employer_name=emp)
        t = end + 1


def make_nurse_licence(ctx, s, ltype, jl, jt, home_state, lmode, mods):
    r = ctx.rng
    js = jl["state"] if jl else home_state
    compact_job = js in G.COMPACT
    exp = valid_exp(ctx)
    if lmode == "valid":
        if home_state == js:
            lic(s, ltype, js, exp, explicit_ms=compact_job and r.random() < 0.6)
        elif compact_job and home_state in G.COMPACT:
            # multistate from the home state (resident) - sometimes say it, sometimes not
            lic(s, ltype, home_state, exp, explicit_ms=r.random() < 0.7)
        else:
            if home_state and home_state in G.COMPACT:
                lic(s, ltype, home_state, exp, explicit_ms=r.random() < 0.6)
            elif home_state:
                lic(s, ltype, home_state, valid_exp(ctx))
            lic(s, ltype, js, valid_exp(ctx))
        if r.random() < 0.25 and "travel" in mods:
            for st in r.sample(["CA", "NY", "IL", "MA", "MN"], 1):
                if st != js and st != home_state:
                    lic(s, ltype, st, valid_exp(ctx))
    elif lmode == "lic_expired":
        lic(s, ltype, js if home_state == js or not compact_job else (home_state or js), expired_exp(ctx),
            explicit_ms=compact_job and home_state in G.COMPACT)
    elif lmode == "lic_pending":
        if home_state in G.COMPACT:
            lic(s, ltype, home_state, exp, explicit_ms=True)
        elif home_state:
            lic(s, ltype, home_state, exp)
        lic(s, ltype, js, None, status="pending")
    elif lmode in ("lic_obtain", "lic_missing"):
        # holds a licence that does not reach the job's state
        if home_state and home_state != js and (home_state in G.COMPACT) != compact_job:
            lic(s, ltype, home_state, exp, explicit_ms=home_state in G.COMPACT)
        elif compact_job:
            st = r.choice(["MI", "IL", "CA", "NY", "MN"])
            lic(s, ltype, st, exp)
        else:
            # moved here from a compact state; that licence is no longer multistate (lives elsewhere)
            st = r.choice(["TX", "AZ", "FL", "OH", "WI", "KY"])
            lic(s, ltype, st, exp)
            s["extra"]["moved_from"] = st
    elif lmode == "lic_mi_compact":
        lic(s, ltype, "MI", exp, explicit_ms=True)  # claims compact; MI is not
    elif lmode == "lic_single":
        st = r.choice([x for x in ["IN", "KY", "WV", "PA"] if x != js])
        lic(s, ltype, st, exp, single=True)


def near_profession(code, spec):
    """Profession code and a specialty label for near-miss professions."""
    m = {"LPN": ("LPN", spec if spec in ("MEDSURG", "LTC", "HOMEHEALTH", "PSYCH", "PEDS", "DIALYSIS") else "LTC"), "CNA": ("CNA", None), "PCT": ("PCT", spec),
         "PARAMEDIC": ("PARAMEDIC", None), "EMT": ("EMT", None), "MA": ("MA", None), "PTA": ("PTA", None),
         "OT": ("OT", None), "COTA": ("COTA", None), "SPT": ("SPT", None), "MLT": ("MLT", None),
         "PHLEB": ("PHLEB", None), "DATA_ANALYST": ("DATA_ANALYST", None), "DATA_SCIENTIST": ("DATA_SCIENTIST", None),
         "QA": ("QA", None), "IT_SUPPORT": ("IT_SUPPORT", None), "RPSGT": ("RPSGT", None),
         "ELEC_IND": ("ELECTRICIAN", "EL_IND"), "UX": ("UX", None), "NP": ("NP", None)}
    return m.get(code, (code, None))


def near_prof_certs(code):
    return {"LPN": ["BLS"], "CNA": ["BLS"], "PCT": ["BLS"], "PARAMEDIC": ["BLS", "ACLS", "PALS"], "EMT": ["BLS"],
            "PTA": ["BLS"], "COTA": [], "SPT": ["CRCST"], "MLT": ["MLT_CERT"], "PHLEB": ["CPT_PHLEB"],
            "RPSGT": ["RPSGT", "BLS"], "SURGTECH": ["CST", "BLS"], "MA": ["BLS"]}.get(code, [])


def extra_skills(ctx, prof, spec, have):
    r = ctx.rng
    pool = {
        "BE_JAVA": ["Java", "Hibernate", "AWS", "Docker", "Redis", "gRPC", "Maven", "JUnit"],
        "BE_GO": ["Go", "gRPC", "Docker", "Redis", "Prometheus", "Terraform"],
        "BE_PY": ["Python", "FastAPI", "Django", "Celery", "Docker", "AWS"],
        "BE_NET": ["C#", ".NET", "SQL Server", "Azure"],
        "BE_NODE": ["Node.js", "Express", "GraphQL", "AWS Lambda"],
        "FE": ["JavaScript", "HTML/CSS", "Redux", "Next.js", "Jest", "Cypress", "Storybook"],
        "FULLSTACK": ["JavaScript", "Node.js", "Express", "HTML/CSS", "MongoDB"],
        "DATAENG": ["Python", "SQL", "dbt", "Snowflake", "BigQuery", "Kinesis", "AWS Glue"],
        "DEVOPS": ["Terraform", "AWS", "Docker", "Prometheus", "Grafana", "Ansible"],
        "MOBILE": ["Swift", "Kotlin"],
        "MT_IND": ["Hydraulics", "Pneumatics", "VFDs", "Welding", "Blueprint reading"],
        "MT_FAC": ["HVAC basics", "Plumbing", "Carpentry"],
    }.get(spec, [])
    k = min(len(pool), r.randint(2, 5))
    return [x for x in r.sample(pool, k) if x not in have]

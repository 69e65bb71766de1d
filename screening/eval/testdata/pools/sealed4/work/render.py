"""Resume / notes rendering and file output for sealed4."""
import json, os, subprocess, shutil, tempfile, collections
from vocab import *
from grade import grade, zips

MON = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]
MONTH = ["January","February","March","April","May","June","July","August","September","October","November","December"]

def fdate(ym, st):
    y, m = map(int, ym.split("-")[:2])
    return {0: "%02d/%04d" % (m, y), 1: "%s %d" % (MON[m-1], y), 2: "%04d-%02d" % (y, m), 3: "%s %d" % (MONTH[m-1], y),
            4: "%02d/%02d" % (m, y % 100)}[st]
def fexp(d, st):
    y, m, dd = d.split("-")
    return {0: "%s/%s" % (m, y), 1: "%s %s" % (MON[int(m)-1], y), 2: d, 3: "%s %s" % (MONTH[int(m)-1], y), 4: "%s/%s" % (m, y[2:])}[st]

class Ctx:
    def __init__(s, p, R):
        s.p, s.R = p, R
        s.ds = R.choice([0, 1, 2, 3, 0, 1])
        s.Z = zips()
    def spec(s, sp):
        return s.R.choice(SPEC[sp][0])
    def rng(s, r, ds=None):
        ds = s.ds if ds is None else ds
        a = fdate(r["start"], ds)
        b = fdate(r["end"], ds) if r["end"] else s.R.choice(["Present", "present", "now", "current"])
        return a, b
    def lic(s, l):
        R = s.R; st = l["state"]; nm = STATE_NAMES[st]; num = "%s%06d" % (R.choice(["", "RN", "", "#"]) if l["type"] == "RN" else "", R.randint(100000, 999999))
        ms = l.get("multistate")
        if l["expires"] is None:
            return R.choice(["%s - %s, active" % (R.choice(LICW[l["type"]]), nm), "Licensed %s in %s (active)" % (R.choice(LICW[l["type"]]), nm)])
        expired = l["expires"] <= "2026-11-27"
        ex = fexp(l["expires"], R.choice([0, 1, 2, 3, 4]))
        if expired:
            return R.choice(["%s %s #%s - EXPIRED %s" % (st, R.choice(LICW[l["type"]]), num, ex),
                             "%s, %s (lapsed %s, not renewed)" % (R.choice(LICW[l["type"]]), nm, ex)])
        if l["type"] == "RN":
            if ms:
                return R.choice(["RN License, %s - Multistate/Compact NLC (No. %s), valid through %s" % (nm, num, fexp(l["expires"], 2)),
                                 "Registered Nurse - %s (compact), expires %s" % (nm, ex),
                                 "%s RN #%s multistate exp %s" % (st, num, ex),
                                 "%s multistate RN license (NLC) %s, exp. %s" % (nm, num, ex)])
            return R.choice(["%s RN #%s exp %s" % (st, num, ex), "Registered Nurse - %s, license %s, expires %s" % (nm, num, ex),
                             "RN License, State of %s (No. %s), valid through %s" % (nm, num, ex)])
        if l["type"] == "CDL-A":
            return R.choice(["Class A CDL (%s), exp %s" % (st, ex), "CDL-A - %s - valid to %s" % (nm, ex)])
        return R.choice(["%s %s #%s, exp. %s" % (nm, R.choice(LICW[l["type"]]), num, ex), "%s - %s, expires %s" % (R.choice(LICW[l["type"]]), st, ex)])
    def cert(s, c, e):
        R = s.R; w = R.choice(CERTW[c])
        if e is None: return w
        ex = fexp(e, R.choice([0, 1, 2, 3]))
        if e <= "2026-11-27":
            return R.choice(["%s (expired %s)" % (w, ex), "%s - lapsed %s" % (w, ex)])
        return R.choice(["%s, exp %s" % (w, ex), "%s (valid through %s)" % (w, ex), "%s - %s" % (w, ex)])
    def pend(s, pl):
        return R_choice(s.R, ["%s RN licence by endorsement - application submitted, pending" % STATE_NAMES[pl["state"]],
                              "%s RN endorsement pending (applied 10/2026)" % pl["state"]])
    def shift(s):
        sh = s.p["shift"]
        if not sh: return None
        return s.R.choice({"day": ["Days only, please.", "Shift preference: day shift", "Looking for day shift (no nights)."],
                           "night": ["Prefer nights.", "Shift preference: nights only", "Night shift wanted."],
                           "evening": ["Evenings preferred (2nd shift).", "Shift preference: evening"]}[sh])
    def home(s):
        z = s.p["zip"]; return "%s, %s %s" % (s.Z[z][2], s.Z[z][3], z)

def R_choice(R, l): return R.choice(l)

def bullets(prof, sp, R):
    B = {"RN": ["Managed assignments of %d patients" % R.randint(2, 6), "Precepted new graduate nurses", "Charge nurse rotation",
                "Epic documentation and barcode med administration", "Member of unit practice council", "Rapid response team member"],
         "Software Engineer": ["Cut p95 latency by %d%%" % R.randint(20, 60), "Owned on-call rotation for %d services" % R.randint(2, 9),
                               "Led migration to Kubernetes", "Wrote design docs and reviewed PRs", "Built CI pipelines"]}
    pool = B.get(prof, ["Followed safety and quality procedures", "Trained new hires", "Kept documentation current", "Worked with a team of %d" % R.randint(3, 14)])
    return R.sample(pool, min(len(pool), R.randint(1, 3)))

def r_chrono(c, name, contact):
    p, R = c.p, c.R; L = [name.upper() if R.random() < 0.5 else name]
    if not p.get("zipInLastJob"): L.append("%s | %s | %s" % (c.home(), contact["phone"], contact["email"]))
    else: L.append("%s | %s" % (contact["phone"], contact["email"]))
    L += ["", R.choice(["PROFESSIONAL SUMMARY", "Summary", "PROFILE"]),
          R.choice(["Dependable %s who values teamwork and clear communication." % p["roles"][0]["title"].lower(),
                    "Experienced professional seeking a new opportunity.", "Hard-working, detail-oriented and calm under pressure."]), ""]
    sh = c.shift()
    if sh: L += [sh, ""]
    L.append(R.choice(["EXPERIENCE", "WORK HISTORY", "Professional Experience"]))
    for i, r in enumerate(p["roles"]):
        a, b = c.rng(r)
        loc = "%s, %s" % (r["city"], r["state"])
        if i == 0 and p.get("zipInLastJob"): loc = c.home()
        L.append("%s - %s" % (r["title"], c.spec(r["specialty"])))
        L.append("%s, %s    %s - %s" % (r["employer"], loc, a, b))
        L += ["  * " + x for x in bullets(r["profession"], r["specialty"], R)]
        L.append("")
    if p["lics"] or p["pending"]:
        L.append(R.choice(["LICENSURE", "Licenses", "LICENSES"]))
        L += ["- " + c.lic(l) for l in p["lics"]] + ["- " + c.pend(x) for x in p["pending"]]
        L.append("")
    if p["certs"]:
        L.append(R.choice(["CERTIFICATIONS", "Certifications", "Certs"]))
        L += ["- " + c.cert(k, v) for k, v in p["certs"].items()]
        L.append("")
    if p["prof"] in EDU:
        L += ["EDUCATION", "%s, %s College" % (R.choice(EDU[p["prof"]]), R.choice(PLACEW))]
    return "\n".join(L)

def r_functional(c, name, contact):
    p, R = c.p, c.R
    L = [name, c.home() if not p.get("zipInLastJob") else "", contact["email"], ""]
    L += ["CORE SKILLS"] + ["- %s" % x for x in R.sample(["Patient/customer communication", "Documentation", "Team leadership",
          "Process improvement", "Safety", "Mentoring", "Problem solving", "Time management"], 3)] + [""]
    sh = c.shift()
    if sh: L += ["Availability: " + sh, ""]
    L.append("CREDENTIALS")
    L += ["  " + c.lic(l) for l in p["lics"]] + ["  " + c.pend(x) for x in p["pending"]]
    L += ["  " + c.cert(k, v) for k, v in p["certs"].items()]
    L += ["", "EMPLOYMENT"]
    for i, r in enumerate(p["roles"]):
        a, b = c.rng(r)
        loc = c.home() if (i == 0 and p.get("zipInLastJob")) else "%s, %s" % (r["city"], r["state"])
        L.append("%s to %s · %s · %s (%s) · %s" % (a, b, r["title"], r["employer"], c.spec(r["specialty"]), loc))
    return "\n".join(L)

def r_letter(c, name, contact):
    p, R = c.p, c.R
    L = [name, c.home(), contact["phone"], "", R.choice(["Dear Hiring Manager,", "Dear recruiting team,", "To whom it may concern,"]), ""]
    rs = p["roles"]; r0 = rs[0]; a, b = c.rng(r0)
    if r0["end"] is None:
        s = "I am a %s and have worked in %s at %s in %s, %s since %s." % (r0["title"], c.spec(r0["specialty"]), r0["employer"], r0["city"], r0["state"], a)
    else:
        s = "I worked as a %s in %s at %s (%s, %s) from %s until %s and am now looking for my next role." % (r0["title"], c.spec(r0["specialty"]), r0["employer"], r0["city"], r0["state"], a, b)
    L.append(s)
    for r in rs[1:]:
        a, b = c.rng(r)
        L.append(R.choice(["Before that I was a %s in %s at %s, %s, from %s to %s." % (r["title"], c.spec(r["specialty"]), r["employer"], r["state"], a, b),
                           "From %s to %s I worked %s as %s at %s in %s." % (a, b, c.spec(r["specialty"]), r["title"], r["employer"], r["city"])]))
    if p["lics"] or p["pending"]:
        L.append("I hold the following: " + "; ".join([c.lic(l) for l in p["lics"]] + [c.pend(x) for x in p["pending"]]) + ".")
    if p["certs"]:
        L.append("My certifications: " + ", ".join(c.cert(k, v) for k, v in p["certs"].items()) + ".")
    sh = c.shift()
    if sh: L.append(sh)
    L += ["", R.choice(["Thank you for your time,", "Sincerely,", "Best regards,"]), name, contact["email"]]
    return "\n".join(L)

def r_terse(c, name, contact):
    p, R = c.p, c.R
    parts = [name, p["roles"][0]["title"]]
    for r in p["roles"]:
        a, b = c.rng(r, 4 if R.random() < 0.5 else None)
        parts.append("%s%s %s-%s %s" % ("" if r is p["roles"][0] else r["title"] + ", ", R.choice(SPEC[r["specialty"]][1] + SPEC[r["specialty"]][0][:1]), a, b, r["employer"]))
    parts += [c.lic(l) for l in p["lics"]] + [c.pend(x) for x in p["pending"]]
    if p["certs"]: parts.append("/".join(c.cert(k, v) for k, v in p["certs"].items()))
    parts.append(p["zip"])
    sh = c.shift()
    if sh: parts.append(sh)
    parts.append(contact["email"])
    return "\n".join(parts) if R.random() < 0.5 else " | ".join(parts)

def r_notes(c, name, contact):
    p, R = c.p, c.R
    L = ["Recruiter notes - phone screen %s" % R.choice(["11/18/2026", "11/20/2026", "2026-11-24", "Nov 2026"]),
         "Cand: %s. Lives %s." % (name, c.home())]
    for i, r in enumerate(p["roles"]):
        a, b = c.rng(r)
        L.append(("Currently " if r["end"] is None else "Was ") + "%s, %s, %s, %s -> %s." % (r["title"], c.spec(r["specialty"]), r["employer"], a, b))
    if p["lics"] or p["pending"]:
        L.append("Lic: " + "; ".join([c.lic(l) for l in p["lics"]] + [c.pend(x) for x in p["pending"]]))
    else:
        L.append("Lic: none mentioned")
    if p["certs"]: L.append("Certs: " + ", ".join(c.cert(k, v) for k, v in p["certs"].items()))
    sh = c.shift()
    L.append(sh if sh else R.choice(["Open on shifts.", "No shift pref stated.", ""]))
    return "\n".join(L)

def r_table(c, name, contact):
    p, R = c.p, c.R
    L = ["# " + name, "", "%s  -  %s  -  %s" % (c.home(), contact["email"], contact["phone"]), "",
         "| From | To | Role | Unit / area | Employer |", "|---|---|---|---|---|"]
    for r in p["roles"]:
        a, b = c.rng(r)
        L.append("| %s | %s | %s | %s | %s, %s |" % (a, b, r["title"], c.spec(r["specialty"]), r["employer"], r["city"]))
    L += ["", "**Licences and certificates**", ""]
    L += ["* " + c.lic(l) for l in p["lics"]] + ["* " + c.pend(x) for x in p["pending"]]
    L += ["* " + c.cert(k, v) for k, v in p["certs"].items()]
    sh = c.shift()
    if sh: L += ["", sh]
    return "\n".join(L)

STYLES = [r_chrono, r_chrono, r_functional, r_letter, r_terse, r_notes, r_table]

def emit(cands, JOBS, profile_truth, person, R, POOL):
    os.makedirs(os.path.join(POOL, "resumes"), exist_ok=True)
    srcdir = os.path.join(POOL, "work", "resume_src"); os.makedirs(srcdir, exist_ok=True)
    out = []; conv = {"docx": [], "pdf": []}
    n = len(cands)
    modes = []
    for i in range(n):
        x = R.random()
        modes.append("minimal" if x < 0.40 else "fields" if x < 0.86 else "notesonly" if x < 0.95 else "fieldsonly")
    nfmt = 0
    for i, p in enumerate(cands):
        key = "C%04d" % (i + 1)
        if p.get("hand"):
            h = p["hand"]
            body = {"firstName": h["first"], "lastName": h["last"], "email": h["email"], "statusId": 1}
            t = dict(h["truth"]); t["zip"] = h["zip"]
            t = {k2: t[k2] for k2 in ["profession", "zip", "specialties", "years", "licences", "pendingLicences", "certs", "shiftPref", "roles"]}
            resume = "resumes/%s.txt" % key
            open(os.path.join(POOL, resume), "w").write(h["text"])
            open(os.path.join(srcdir, key + ".txt"), "w").write(h["text"])
            out.append({"key": key, "truth": t, "body": body, "resume": resume, "_build": {"kind": "hand", "forJob": None, "mode": "hand"}})
            continue
        f, l, e, ph = person(); name = "%s %s" % (f, l)
        contact = {"email": e, "phone": ph}
        body = {"firstName": f, "lastName": l, "email": e, "statusId": 1}
        mode = modes[i]
        if p.get("kind") == "x:other" and i % 4 == 0: mode = "neither"
        p["zipInLastJob"] = False
        resume = None; text = None
        z = zips()[p["zip"]]
        addr = {"address1": None, "address2": None, "city": z[2], "state": z[3], "zip": p["zip"], "countryCode": "US"}
        if mode == "neither":
            p["roles"] = []; p["lics"] = []; p["pending"] = []; p["certs"] = {}; p["shift"] = None; p["zip"] = None
        elif mode == "fieldsonly":
            body.update(phone=ph, address=addr, profession=R.choice(PROF[p["prof"]][1]))
            sp = p["roles"][0]["specialty"] if p["roles"] else None
            if sp: body["specialty"] = R.choice(SPEC[sp][1])
            p["fieldProf"] = p["roles"][0]["profession"] if p["roles"] else p["prof"]
            p["fieldSpec"] = sp
            p["roles"] = []; p["lics"] = []; p["pending"] = []; p["certs"] = {}; p["shift"] = None
        elif mode == "notesonly":
            c = Ctx(p, R)
            body["notes"] = r_notes(c, name, contact)
            if R.random() < 0.5: body["phone"] = ph
        else:
            if mode == "fields":
                body["phone"] = ph
                if R.random() < 0.6: body["address"] = addr
                if R.random() < 0.45: body["profession"] = R.choice(PROF[p["roles"][0]["profession"]][1])
                if "profession" in body and R.random() < 0.6: body["specialty"] = R.choice(SPEC[p["roles"][0]["specialty"]][1])
            c = Ctx(p, R)
            st = R.choice(STYLES)
            if st in (r_chrono, r_functional) and R.random() < 0.25 and "address" not in body:
                p["zipInLastJob"] = True
            text = st(c, name, contact)
            ext = "txt"
            if nfmt < 60 and R.random() < 0.2:
                ext = "docx" if nfmt % 2 == 0 else "pdf"; nfmt += 1
            resume = "resumes/%s.%s" % (key, ext)
            open(os.path.join(srcdir, key + ".txt"), "w").write(text)
            if ext == "txt":
                open(os.path.join(POOL, resume), "w").write(text)
            else:
                conv[ext].append(key)
        t = profile_truth(p)
        rec = {"key": key, "truth": t, "body": body, "resume": resume}
        if R.random() < 0.12 and t.get("zip"):
            rec["jobRequest"] = {"location": {"zipCode": t["zip"], "radius": 25}}
        rec["_build"] = {"kind": p.get("kind"), "forJob": p.get("job"), "mode": mode}
        out.append(rec)
    for ext, keys in conv.items():
        if not keys: continue
        tmp = tempfile.mkdtemp()
        files = [os.path.join(srcdir, k + ".txt") for k in keys]
        filt = "docx:MS Word 2007 XML" if ext == "docx" else "pdf"
        subprocess.run(["soffice", "--headless", "--convert-to", filt, "--outdir", tmp] + files, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for k in keys:
            shutil.move(os.path.join(tmp, "%s.%s" % (k, ext)), os.path.join(POOL, "resumes", "%s.%s" % (k, ext)))
    notes = {r["key"]: r.pop("_build") for r in out}
    json.dump(notes, open(os.path.join(POOL, "work", "build_notes.json"), "w"), indent=1)
    json.dump(out, open(os.path.join(POOL, "candidates.json"), "w"), indent=1)
    json.dump(JOBS, open(os.path.join(POOL, "jobs.json"), "w"), indent=1)
    cnt = collections.Counter(); per = collections.defaultdict(collections.Counter)
    with open(os.path.join(POOL, "grades.tsv"), "w") as g:
        g.write("job_key\tcandidate_key\tgrade\n")
        for j in JOBS:
            for c in out:
                v = grade(j["truth"], c["truth"]); cnt[v] += 1; per[j["key"]][v] += 1
                g.write("%s\t%s\t%d\n" % (j["key"], c["key"], v))
    meta = {"asOf": "2026-11-27", "validUntil": "2027-05-31", "jobs": len(JOBS), "candidates": len(out),
            "grades": {str(k): cnt[k] for k in range(4)}}
    json.dump(meta, open(os.path.join(POOL, "meta.json"), "w"), indent=1)
    print(json.dumps(meta))
    for k in sorted(per): print(k, dict(sorted(per[k].items())))

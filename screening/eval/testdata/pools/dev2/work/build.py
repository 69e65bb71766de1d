"""Builds the whole pool: python3 work/build.py (from the pool folder or anywhere)."""
import json, os, random, shutil, subprocess, sys, tempfile, textwrap
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
POOL = os.path.dirname(HERE)
import catalog as C, gen as G, people as P, render as RD, extras as X
from jobs import JOBS
from grade import grade, explain, zips, ASOF, VALID_UNTIL

rng = random.Random(20261127)
names_used, emails_used = set(), set()


def new_name():
    while True:
        f, l = rng.choice(C.FIRST), rng.choice(C.LAST)
        if (f, l) not in names_used:
            names_used.add((f, l))
            return f, l


def new_email(f, l):
    dom = rng.choice(["example.com", "example.com", "example.org", "example.net"])
    for pat in ["{f}.{l}", "{fi}{l}", "{f}{l}{n}", "{f}_{l}", "{l}.{f}{n}"]:
        e = pat.format(f=f.lower(), l=l.lower(), fi=f[0].lower(), n=rng.randint(2, 99)) + "@" + dom
        if e not in emails_used:
            emails_used.add(e)
            return e
    raise RuntimeError


def phone(st):
    return "(%s) 555-01%02d" % (P.AREA.get(st, "555"), rng.randint(0, 99))


def address(z, street=True):
    la, lo, city, st = zips()[z]
    return {"address1": ("%d %s" % (rng.randint(100, 9899), rng.choice(P.STREETS))) if street else None, "address2": None,
            "city": city, "state": st, "zip": z, "countryCode": "US"}


def pick_layout(d):
    if d.prof == "Software Engineer" or d.prof in ("Data Analyst", "QA Engineer", "Data Scientist"):
        return rng.choice(["tech", "tech", "linkedin", "classic", "terse"])
    if d.prof in ("Electrician", "HVAC Technician", "Welder", "CDL-A Driver", "Maintenance Technician", "Low Voltage Technician",
                  "Appliance Repair Technician", "Pipefitter", "Delivery Driver", "Machine Operator"):
        return rng.choice(["trades", "trades", "indeed", "terse", "classic"])
    if d.traveler:
        return rng.choice(["travel", "travel", "table", "classic"])
    return rng.choice(["classic", "classic", "linkedin", "indeed", "indeed", "terse", "table", "narrative"])


def resume_facts(d, roles, first, last, email, ph, street):
    z = zips()[d.zip]
    unit0 = roles[0]["unit"] if roles else None
    head = P.HEAD.get(d.prof, "{title}").format(unit=unit0 or d.spec or "", title=roles[0]["title"] if roles else d.prof)
    if d.prof == "RN" and d.traveler:
        head = "Travel RN - %s" % (unit0 or d.spec)
    ys = P.years_by_spec(d, roles)
    gapnote = None
    if d.ended:
        gapnote = rng.choice(["%s - present: career break (caring for a family member)", "%s - present: relocated; currently seeking a position",
                              "Not currently employed since %s (maternity leave); ready to return", "Since %s: full-time student (BSN completion) - available now"]) % RD.fym(G.ym_add(d.ended, 1), "mon")
    R = dict(name="%s %s" % (first, last), email=email, phone=ph, city=z[2], st=z[3], zip=d.zip, street=street or "%d %s" % (rng.randint(100, 9899), rng.choice(P.STREETS)),
             headline=head, summary=P.summary_for(d, roles, rng) if rng.random() < .75 else "", prof=d.prof,
             licences=P.licence_lines(d, rng), certs=[RD.cert_line(c, rng) for c in d.certs],
             roles=roles, gapnote=gapnote, edu=rng.choice(C.SCHOOLS.get(d.prof, [P.EDU_DEFAULT.get(d.prof, "High school diploma")])),
             skills=list(d.skills), skillyears=["%s (%d year%s)" % (k, int(v), "s" if int(v) > 1 else "") for k, v in ys.items() if v >= 1 and rng.random() < .7],
             shift=RD.shift_line(d.shift, rng) if d.shift else None,
             objective="%s position with a stable employer; %s." % (head, rng.choice(["steady hours", "good safety culture", "room to grow", "benefits"])))
    if d.mentions:
        R["gapnote"] = (R["gapnote"] + "\n" if R["gapnote"] else "") + "CST exam (NBSTSA) scheduled for Feb 2027; graduated surgical technology program."
    return R


def body_for(d, first, last, email, kind):
    b = {"firstName": first, "lastName": last, "email": email, "statusId": 1}
    if kind == "minimal":
        return b
    z = d.zip
    b["phone"] = phone(zips()[z][3])
    b["address"] = address(z, rng.random() < .6)
    if kind in ("full", "notes"):
        b["profession"] = rng.choice(P.PROF_FIELD.get(d.prof, [d.prof]))
        if d.prof == "Respiratory Therapist" and any(c["name"] == "RRT" for c in d.certs) and rng.random() < .4:
            b["profession"] = "RRT"
        sp = P.SPEC_FIELD.get((d.prof, d.spec))
        if sp:
            b["specialty"] = rng.choice(sp)
        elif d.spec and rng.random() < .6:
            b["specialty"] = d.spec
    if kind == "notes":
        b["notes"] = rng.choice(["Referred by a current traveler.", "Met at the spring career fair; follow up in January.",
                                 "Prefers text over calls.", "Asked about sign-on bonus.", "Do not call before 10am (works nights)." if d.shift != "day" else "Reach after 5pm."])
    return b


def job_request(d):
    r = {}
    if d.prof == "Software Engineer":
        r["location"] = {"zipCode": d.zip, "remote": True}
    elif d.traveler:
        r["jobTypes"] = ["contract"]
    else:
        r["location"] = {"zipCode": d.zip, "radius": 25}
    if d.shift:
        r["schedule"] = {"shifts": [d.shift]}
    return r


def main():
    cands = []
    texts = {}
    n = 0
    for j in JOBS:
        for i, (g, kind) in enumerate(G.plan(j)):
            n += 1
            key = "C%04d" % n
            d = G.design(j, key, g, kind, rng, idx=i)
            roles = P.make_roles(d, rng)
            truth = P.truth_of(d, roles)
            got, why = explain(j["truth"], truth)
            assert got == g, (key, j["key"], kind, g, got, why, d.note)
            first, last = new_name()
            email = new_email(first, last)
            bk = rng.choices(["minimal", "contact", "full", "notes"], [40, 20, 30, 10])[0]
            if d.prof == "LPN":
                bk = "full"
            body = body_for(d, first, last, email, bk)
            street = body.get("address", {}).get("address1")
            R = resume_facts(d, roles, first, last, email, body.get("phone") or phone(zips()[d.zip][3]), street)
            lay = pick_layout(d)
            texts[key] = RD.LAYOUTS[lay](R, rng)
            c = {"key": key, "truth": truth, "body": body, "resume": None}
            truth["layout"] = lay
            if rng.random() < .1:
                c["jobRequest"] = job_request(d)
            cands.append(c)
    for c, text in X.extras(rng, new_name, new_email, phone, address, len(cands)):
        cands.append(c)
        if text:
            texts[c["key"]] = text
    write(cands, texts)


def write(cands, texts):
    for sub in ("resumes",):
        p = os.path.join(POOL, sub)
        shutil.rmtree(p, ignore_errors=True)
        os.makedirs(p)
    keys = sorted(texts)
    fixed = {c["key"]: c.pop("format") for c in cands if "format" in c}
    conv = rng.sample([k for k in keys if k not in fixed], 40)
    docx = set(conv[:20]) | {k for k, f in fixed.items() if f == "docx"}
    pdf = set(conv[20:]) | {k for k, f in fixed.items() if f == "pdf"}
    tmp = tempfile.mkdtemp()
    for k in keys:
        if k in docx or k in pdf:
            text = texts[k]
            if k in pdf:
                text = "\n".join(textwrap.fill(line, 76, break_on_hyphens=False, break_long_words=False,
                                                subsequent_indent="    ") if len(line) > 76 else line for line in text.split("\n"))
            with open(os.path.join(tmp, k + ".txt"), "w") as f:
                f.write(text + "\n")
        else:
            with open(os.path.join(POOL, "resumes", k + ".txt"), "w") as f:
                f.write(texts[k] + "\n")
    for fmt, ks in (("docx", docx), ("pdf", pdf)):
        files = [os.path.join(tmp, k + ".txt") for k in sorted(ks)]
        subprocess.run(["soffice", "--headless", "--infilter=Text (encoded):UTF8,LF,,,", "--convert-to", fmt, "--outdir",
                        os.path.join(POOL, "resumes")] + files, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shutil.rmtree(tmp)
    by = {c["key"]: c for c in cands}
    for k in keys:
        ext = "docx" if k in docx else "pdf" if k in pdf else "txt"
        path = os.path.join(POOL, "resumes", "%s.%s" % (k, ext))
        assert os.path.exists(path), path
        by[k]["resume"] = "resumes/%s.%s" % (k, ext)
    jobs_out = JOBS
    with open(os.path.join(POOL, "jobs.json"), "w") as f:
        json.dump(jobs_out, f, indent=1)
    with open(os.path.join(POOL, "candidates.json"), "w") as f:
        json.dump(cands, f, indent=1)
    counts = {str(g): 0 for g in range(4)}
    per = {}
    with open(os.path.join(POOL, "grades.tsv"), "w") as f:
        f.write("job_key\tcandidate_key\tgrade\n")
        for j in JOBS:
            per[j["key"]] = [0, 0, 0, 0]
            for c in cands:
                g = grade(j["truth"], c["truth"])
                assert g == grade(j["truth"], c["truth"], VALID_UNTIL)
                f.write("%s\t%s\t%d\n" % (j["key"], c["key"], g))
                counts[str(g)] += 1
                per[j["key"]][g] += 1
    meta = {"asOf": ASOF, "validUntil": VALID_UNTIL, "jobs": len(JOBS), "candidates": len(cands), "grades": counts}
    with open(os.path.join(POOL, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    with open(os.path.join(POOL, "work", "per_job.json"), "w") as f:
        json.dump(per, f, indent=1)
    allzero = [c["key"] for c in cands if all(grade(j["truth"], c["truth"]) == 0 for j in JOBS)]
    with open(os.path.join(POOL, "work", "allzero.json"), "w") as f:
        json.dump(allzero, f)
    import readme
    readme.main()
    print(json.dumps(meta))
    for k, v in per.items():
        print(k, v)


if __name__ == "__main__":
    main()

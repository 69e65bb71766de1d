"""Writes README.md from the built pool (run after build.py)."""
def esc(s): return s.replace("|", "\\|")
import json, os, collections, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grade as G
POOL = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
J = json.load(open(os.path.join(POOL, "jobs.json"))); C = json.load(open(os.path.join(POOL, "candidates.json")))
M = json.load(open(os.path.join(POOL, "meta.json"))); per = json.load(open(os.path.join(POOL, "work", "per_job.json")))
fmt = collections.Counter((c["resume"] or "none").rsplit(".", 1)[-1] for c in C)
minimal = sum(1 for c in C if set(c["body"]) == {"firstName", "lastName", "email", "statusId"})
withfields = sum(1 for c in C if "profession" in c["body"])
notes = collections.Counter(c["truth"]["note"] for c in C)
L = []
L.append("# Pool sealed10: labelled matching pool for recruitd\n")
L.append(f"As-of **{M['asOf']}**, grades valid until **{M['validUntil']}**. {M['jobs']} OPEN jobs, {M['candidates']} candidates, "
         f"{M['jobs'] * M['candidates']} graded pairs. Grade totals: " + ", ".join(f"{g}: {n}" for g, n in M["grades"].items()) + ".\n")
L.append("Built blind: the builder never opened recruitd's code or ran recruitd. Only /work/shared/SPEC.md (sections 2 and 4) "
         "and /work/main/geo/zips.tsv.gz were read. The grading rule (RULE.md, implemented in work/grade.py) was written before any data.\n")
L.append("## Files\n")
L.append("- RULE.md: the grading rule. work/grade.py: `grade(job_truth, cand_truth)`.\n- jobs.json, candidates.json, grades.tsv (every job x candidate pair), meta.json.\n"
         f"- resumes/: {fmt['txt']} .txt, {fmt['docx']} .docx, {fmt['pdf']} .pdf (DOCX/PDF converted from text with LibreOffice; their text sources are kept as work/src_*.txt); "
         f"{fmt['none']} candidates have no resume.\n"
         "- work/: build.py (writes everything, seeded, `python3 work/build.py` from the pool dir; `--no-convert` skips LibreOffice), jobs.py (hand-written jobs), people.py (vocabulary), "
         "render.py (bodies and resume layouts), grade.py, check.py (verifies every resume states its truth: licence state/type/multistate/expiry, "
         "certifications and expiry, each role's employer/dates/specialty/title, summary years, shift preference, ZIP; and that grades.tsv equals grade() "
         "and each job has >= 3 pairs at each of grades 1, 2, 3), readme.py.\n")
L.append("## Candidates\n")
L.append(f"- {minimal} spec-minimal bodies (firstName, lastName, email, statusId only; everything else only in the resume); "
         f"{withfields} bodies carry profession/specialty in user wording (\"RN\", \"Registered Nurse\", \"Critical Care\", \"Tele\", \"Respiratory\", ...); the rest have phone/address.\n"
         f"- {notes['fields-only']} candidates have fields only (no resume; graded with 0 years, no licences, no certifications) and {notes['unknown']} have neither (grade 0 everywhere).\n"
         f"- Each job got purpose-built candidates (ideal, one-gap, several-gap and near-miss variants); {notes['distractor']} extra distractors fit no job. "
         "Build variants (truth.note): " + ", ".join(f"{k} {v}" for k, v in sorted(notes.items())) + ". The note is build intent only; the grade always comes from grade().\n"
         "- Candidates graded 0 for every job: " + str(sum(1 for c in C if all(G.grade(j["truth"], c["truth"]) == 0 for j in J))) + ".\n"
         "- Truth fields: profession, roles (profession, specialty, start, end, employer, dates as written), zip, licences (type, state, multistate, expires, num), "
         "certs (name, expires or null), shiftPref, fieldSpecialties (fields-only), target (job the candidate was built for), note.\n")
L.append("## Jobs and grade counts\n")
L.append("| job | title | place | type | licence | min yrs | certs | shift | 0 | 1 | 2 | 3 |\n|---|---|---|---|---|---|---|---|---|---|---|---|")
for j in J:
    t = j["truth"]; p = per[j["key"]]
    kind = "remote" if t.get("remote") else ("travel" if t.get("travel") else ("local, locals only" if t.get("localsOnly") else f"local {t.get('radius', 25)} mi"))
    lic = "-" if not t.get("licence") else f"{t['licence']['type']} {t['licence']['state'] or 'any state'}" + (" (by start ok)" if t["licence"].get("byStart") else "")
    L.append(f"| {j['key']} | {esc(j['body']['title'])} | {t['city']}, {t['state']} {t['zip']} | {kind} | {lic} | {t.get('minYears', 0)} | "
             f"{', '.join(t.get('certs', [])) or '-'} | {t.get('shift') or '-'} | {p['0']} | {p['1']} | {p['2']} | {p['3']} |")
L.append("\nMetros: Dallas TX, San Antonio TX, Miami FL, Orlando FL, Memphis TN, Cleveland OH, Providence RI, Fargo ND, Wilmington DE, Cheyenne WY "
         "(compact states) and San Jose CA, Hartford CT (non-compact). Posting styles: bulleted (J01), agency travel blurb (J02), long hospital posting with "
         "benefits and EEO (J03), CA no-compact wording (J04), Indeed-like Qualifications (J05), prose (J06), table (J07), terse SMS-like locals-only (J08), "
         "numbered list (J09), startup prose (J14-J17), trade ads (J18-J22). Explicit profession/specialty/criteria fields only on J01, J05, J09, J13, J14, J17.\n")
L.append("## What is deliberately hard\n")
L.append("""- Other professions that look close: LPN/LVN, CNA, PCT, paramedic vs RN; PTA and OT vs PT; MLT vs MLS; electrician apprentice vs journeyman;
  surgical tech vs sterile processing; data analyst / QA vs software engineer; maintenance vs HVAC/welder; non-CDL delivery vs CDL-A. All 0.
- Former professionals: people with years in the job's exact profession and specialty who now work in another profession (an ex-L&D RN now in
  IT support, an ex-engineer now a data analyst). Current profession rules: 0.
- RNs who were CNAs first, engineers who were QA first: old roles do not count toward years or profession.
- Years short: exact specialty only in a past role (e.g. 1 year 4 months of ED before moving to psych) -> one gap; the current role is always in
  another specialty, so grades do not drift before 2027-05-31. Adjacent-only experience (Tele for Med-Surg, PCU for ICU, Go for Java,
  pipe for structural welding, OTR for regional) always lacks the exact-specialty years, so it grades 1.
- Licences: single-state licences from non-compact states (CA, IL, NY, OR, MN, NV) held by local residents (0 at compact-state jobs, 1 where the
  job accepts a licence by start date: J07, J10, J19); explicit "single-state" licences from compact states; multistate licences from other compact
  states (valid at compact jobs, never in CA); expired licences (0); travellers holding a CA licence as a second licence for J04.
- Certifications expired (some written "valid through 2024-10-22", some "(expired Mar 2026)"), certifications without dates (count as held).
- Place: near-misses just outside the radius in the same state (right licence, wrong place -> 1), 50-mile radius for J21, locals-only J08 (outside -> 0),
  remote jobs (place ignored), travel jobs (place ignored), some resumes give the location only in the current job line.
- Shift: "nights only"/"days only" preferences against day/night jobs.
""")
L.append("## What a grader might dispute\n")
L.append("""- Adjacent specialty with many years (e.g. 8 years Telemetry for the 1-year Med-Surg job J03) is 1, not 2, because years count only in the exact
  specialty (spec section 1). A softer rule would make some of these 2.
- Fields-only candidates (no resume) with a matching profession/specialty field get 2 for a job without licence or certification needs
  (the missing years are one gap) and 0 where a licence is required. Someone reading "an unknown is not a fit" more strictly would give 1 or 0.
- J14 says "we do not sponsor relocation" but is not locals-only, so non-local Java engineers get 1, not 0.
- J02 (travel ED) states nights; a traveller who prefers days gets a shift gap.
- Only the Nurse Licensure Compact is modelled; no PT-compact or other interstate privileges (no candidate claims one).
- Names, employers and schools are invented; phone area codes are random 555 numbers and do not follow the candidate's home.
""")
open(os.path.join(POOL, "README.md"), "w").write("\n".join(L) + "\n")

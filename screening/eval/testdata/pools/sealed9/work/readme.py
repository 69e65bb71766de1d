import json, collections, os
os.chdir(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
jobs = json.load(open('jobs.json')); per = json.load(open('work/per_job.json')); meta = json.load(open('meta.json'))
cands = json.load(open('candidates.json'))
rows = [r.split('\t') for r in open('grades.tsv').read().split('\n')[1:-1]]
best = collections.defaultdict(int)
for j, c, g in rows: best[c] = max(best[c], int(g))
fmt = collections.Counter((c['resume'] or 'none').rsplit('.', 1)[-1] for c in cands)
MIN = {'firstName', 'lastName', 'email', 'statusId'}
minimal = sum(1 for c in cands if set(c['body']) == MIN)
neither = sum(1 for c in cands if not c['resume'] and set(c['body']) == MIN)
fieldsonly = sum(1 for c in cands if not c['resume'] and 'profession' in c['body'])
L = ["# Pool sealed9", "",
 "Labelled matching pool for recruitd, built blind to recruitd's ranking (only /work/shared/SPEC.md sections 2 and 4 and",
 "/work/main/geo/zips.tsv.gz were read). Grading rule: RULE.md, implemented in work/grade.py.", "",
 "- As-of date: **2026-11-27**; grades are stable until **2027-05-31** (check.py re-grades every pair at 2027-05-31;",
 "  valid credentials expire after 2027-09, expired ones expired before 2026-10, years-short candidates have no current role",
 "  in that specialty, and no current role is short for any job of its specialty).",
 "- Sizes: **%d jobs** (all OPEN), **%d candidates**, %d graded pairs in grades.tsv." % (meta['jobs'], meta['candidates'], len(rows)),
 "- Grade counts: 0 = %(0)d, 1 = %(1)d, 2 = %(2)d, 3 = %(3)d." % meta['grades'],
 "- Candidates: %d spec-minimal bodies (only the 4 required fields); %d without a resume (%d with profession/specialty/address"
 " fields only, %d with neither resume nor fields: unknown, 0 everywhere)." % (minimal, fmt['none'], fieldsonly, neither),
 "- Resumes: %d .txt, %d .docx, %d .pdf (DOCX/PDF converted from the text with LibreOffice)." % (fmt['txt'], fmt['docx'], fmt['pdf']),
 "- %d candidates grade 0 for every job (no job fits); every job has >= 4 candidates at each of grades 1, 2, 3." % sum(1 for c in cands if best[c['key']] == 0),
 "", "Metros (none used by earlier pools): Charleston/North Charleston SC, Birmingham AL, Jackson/Pearl MS, Little Rock AR,",
 "Portland ME, Sioux Falls SD, Billings MT, Honolulu HI, Anchorage AK, Fresno CA. Compact job states: SC AL MS AR ME SD MT;",
 "non-compact: HI AK CA.", "",
 "## Jobs and grade counts per job", "", "| Job | Title | Place | Truth | 0 | 1 | 2 | 3 |", "|---|---|---|---|---|---|---|---|"]
for j in jobs:
    t = j['truth']; p = per[j['key']]
    flags = ", ".join(x for x in ["remote" if t['remote'] else "", "travel" if t['travel'] else "", "locals only" if t['localOnly'] else "",
                                 (t['shift'] + "s") if t['shift'] else ""] if x)
    L.append("| %s | %s | %s, %s %s | %s/%s, %sy%s%s | %d | %d | %d | %d |" % (j['key'], j['body']['title'].replace('|', '/'), j['body']['address']['city'],
             j['body']['address']['state'], j['body']['address']['zip'], t['profession'], t['specialty'], t['minYears'],
             (", lic " + t['licence']['state']) if t['licence'] else "", (", " + flags) if flags else "", p['0'], p['1'], p['2'], p['3']))
L += ["", "## How it was built", "",
 "`nice -n 19 python3 work/build.py` (from the pool directory) writes everything from a fixed seed; then run work/check.py and",
 "work/readme.py. Jobs are hand-written in work/jobs.py (bulleted, prose, agency travel blurb, Indeed-like Qualifications, a",
 "table, a terse SMS-like post, long hospital postings with benefits and EEO text; licence wording such as 'Multistate",
 "(Compact/NLC) licence', 'Alaska ... does not accept multistate licenses', 'California does not participate in the Nurse",
 "Licensure Compact', 'Hawaii is NOT a compact state', 'or able to obtain by start date', 'SD endorsement pending accepted').",
 "Only J03, J10, J16, J20 carry explicit profession/specialty; only J10, J11 carry `criteria`; J04 and J19 carry a",
 "candidateRequest with requireLocalCandidates.",
 "For every job, candidates are built on purpose from an ideal profile plus recipes (adjacent specialty, short years,",
 "missing/expired soft cert, shift conflict, far away, unrelated specialty, licence only obtainable, pending endorsement,",
 "another profession, missing/expired/wrong-state/single-state licence, missing hard cert); each target grade is",
 "confirmed by grade(), and every job x candidate pair is then graded by the same function (grades.tsv).",
 "Resumes are rendered from the truth in four layouts with varied unit names, date styles and licence/cert wording",
 "(work/people.py, work/render.py). work/check.py extracts the text (txt/docx/pdf) and verifies names, licence states,",
 "multistate/single-state wording, expiry dates, certifications and their dates, unit names, titles, role start/end,",
 "shift preference and ZIP; plus unique example.* emails, 555 phones, credential date windows, body fields vs truth,",
 "grades.tsv completeness and agreement with grade(), stability at 2027-05-31, and >= 3 per job at grades 1, 2, 3.", "",
 "## What is deliberately hard", "",
 "- Other professions with the right words: LPN/CNA/PCT with ICU, Tele or L&D units; paramedic for RT; PTA at an ortho",
 "  clinic; MLT in a core lab; sterile processing tech in an OR; sonographer for CT; data analyst/QA with software words;",
 "  maintenance tech for electrician/HVAC; machinist for welder; custodian for maintenance. RNs who were CNAs, SWEs who were",
 "  QA, drivers/electricians who worked in a warehouse (old roles in another profession do not count).",
 "- Licences: single-state licences from another compact state (written 'single-state'); CA/NY/IL/MN licences for compact",
 "  jobs; multistate licences for HI/AK/CA jobs; expired licences; pending SD endorsement (valid for J11 only); licences",
 "  from elsewhere for 'obtain by start date' jobs (J07 PT, J15 travel ICU -> 1); CDL-B for Class A jobs; electrical apprentice",
 "  without a journeyman licence.",
 "- Hard certs: CRT without RRT, lapsed ARRT (R), missing CST / ASCP MLS / EPA 608, expired DOT medical card -> 0.",
 "- Years: a specialty stint that ended (e.g. 9 months of ED, now on oncology for 5 years) is short; earlier stints in",
 "  other specialties do not count.",
 "- Place: location sometimes only on the current job line; candidates 40-110 miles out in the same state; locals-only jobs",
 "  (J04, J08, J19) give 0 to non-locals; travel and remote jobs ignore place.",
 "- Shift preferences stated only in the resume ('nights only', 'evening shift only').",
 "", "## Points a grader might dispute", "",
 "- Same profession with an unrelated specialty = 1 (not 0); unrelated specialty plus another major gap (non-local, or",
 "  licence only obtainable) = 0. Hence many RNs grade 1 for the travel RN jobs J03/J22 (place ignored, compact licence valid).",
 "- Adjacent specialty is graded 2 even when the job asks for N years, because the missing years *in* the job's specialty",
 "  are treated as part of the adjacency gap, not a second gap.",
 "- Unknown years count as short: a fields-only 'Software Engineer / Frontend' without resume is 2 for the remote frontend job;",
 "  fields-only RNs/drivers/electricians are 0 wherever a licence or hard cert is required (unknown = missing).",
 "- A licence without multistate wording is single-state. A certification listed without a date is current.",
 "- J24 (OTR Class A, 'hiring from anywhere', fly to orientation) is treated as a travel job (place ignored).",
 "- Years are whole-month differences between the stated start and end months (current roles end 2026-11).",
 "- Soft vs hard certifications follow the posting's words (AWS D1.1 'a gap if you don't have it' = soft; EPA 608",
 "  'no exceptions' = hard; ARRT (R) hard, ARRT (CT) soft for J10; Hazmat soft for J24).",
 "- Non-local candidate for a job that does not say locals-only = 1 (e.g. a Jackson ICU nurse for the Charleston ICU job).",
]
open('README.md', 'w').write("\n".join(L) + "\n")

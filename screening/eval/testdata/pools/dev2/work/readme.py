"""Writes ../README.md from the built pool (numbers) and the text below (hand-written)."""
import collections, json, os
POOL = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

INTRO = """# Pool dev2: a labelled matching pool for recruitd

Built by someone who has not seen how recruitd ranks. Every job x candidate pair is graded 0-3 by the rule in
RULE.md (implemented in `work/grade.py`). As-of date **2026-11-27**; grades hold until **2027-05-31**
(`validUntil`): every valid credential expires after 2027-09-30, every expired one before 2026-10-01, and nobody is
short of years in a specialty they currently work in (check.py verifies all three, and that grade() gives the same
answer at both dates).

## How it was built
`python3 work/build.py` rebuilds everything (seeded, deterministic apart from LibreOffice's DOCX/PDF bytes);
`python3 work/check.py` checks it (0 problems at hand-off). Steps:
1. RULE.md and `work/grade.py` first.
2. `work/jobs.py`: 24 hand-written postings (truth = what the posting requires; body = POST /api/jobs).
3. `work/gen.py` designs candidates **for each job on purpose**: 4 strong fits, 4 with one gap (short years and not
   currently in the specialty, an expired or missing certification / must-have skill, a shift conflict, adjacent
   specialty with enough years from an earlier role, an MA endorsement pending), 4 at grade 1 (right person in the
   wrong place, adjacent specialty without the years, two gaps, licence only obtainable by start date) and 3 near-miss
   zeros (a neighbouring profession such as LPN/CNA/PCT/paramedic/PTA/MLT/sonographer/QA/data analyst, a licence
   that is not valid in the state - compact licence for Illinois/Minnesota/Massachusetts, single-state licence,
   expired licence, trainee certificate, expired CDL - an unrelated specialty, outside a locals-only radius, no CST
   where the job cannot waive it). The build asserts that grade() gives each design its intended grade; all other
   pairs (cross-job fits) are whatever the rule says.
4. `work/people.py` turns a design into dated roles (employers, units, titles, earlier careers such as CNA before RN
   or QA before software, travel assignments only in states where their licence is valid, gaps and career breaks),
   and `work/render.py` writes the resume in one of nine layouts (classic, LinkedIn paste, Indeed/job-board, terse,
   Markdown table, first-person prose, travel-nurse profile, tech/Markdown, trades). Duty bullets, unit names,
   employer names, schools and credential wordings are hand-written lists in `work/catalog.py`; bullets or team
   names that would claim a skill or certification the person lacks are dropped.
5. `work/extras.py` + `work/hand.py`: 18 people no job fits (hand-written resumes: teacher, CPA, medical assistant,
   nursing student, LPN, data analyst...), 13 field-only records (no resume; some with the facts in `notes`, some
   with only profession/specialty/address), 5 records with nothing but name and e-mail, and 8 resumes written out
   entirely by hand for particular hard cases.
6. {nconv} resumes are DOCX or PDF (LibreOffice `soffice --headless --convert-to`); the rest plain text.

`truth` of each candidate holds the facts graded (profession, current specialty, years per specialty from the role
dates, ZIP, licences with state/multistate/expiry/status, certifications with expiry, skills, shift preference,
roles) and `designedFor` (the job, intended grade and reason it was made for; informational only).
`truth` of each job holds profession, specialty, ZIP, remote/travel/localOnly/radius, licence requirement
(type, state, byStart, pendingOk), minimum years, required certifications/skills, hard (unwaivable) certifications
and shifts.
"""

HARD = """## What is deliberately hard
- **Facts only in free text.** {nmin} candidates are spec-minimal (first name, last name, e-mail, statusId): everything
  is in the resume. Most jobs state requirements only in the description; only J01, J05, J08, J10, J13, J15, J17 give
  profession/specialty/criteria fields, and J05's `specialty` says "Intensive Care", J08's says "Step-Down",
  J10's says "Critical Care", J15's says only "Backend".
- **Synonyms**: MICU/SICU/CVICU/Cardiac ICU/"Critical Care Unit"/CCU = ICU; Step-Down/IMCU/Progressive Care = PCU;
  "5 North Tele"; Mother/Baby; "Perioperative Services (circulating)"; MT(ASCP) = MLS(ASCP); "01 General
  Journeyman" certificate; "R.T." wording for ARRT; field values like "RN", "Nurse", "Critical Care", "Tele",
  "Respiratory", "Med Surg".
- **Licences in many forms**: "RN License, Georgia - Multistate/Compact NLC (No. ...), valid through 2029-02-27",
  "TX RN #123456 exp 05/28", "Registered Nurse - Florida (compact)", "Licensed in CA and NV", "single state license,
  not multistate", "Massachusetts license application pending with the state board"; an expired California RCP
  licence and an expired CDL-A; an Electrical Trainee certificate vs a journeyman licence; a Nevada RCP licence held
  in Los Angeles, an Oregon journeyman licence in Seattle, a Louisiana MRT licence in Houston; EPA 608 Type II vs
  Universal; a PT who moved to Arizona with a Colorado/New Mexico/Utah licence (J11 allows "by start date").
- **Compact traps**: a Gary, IN nurse with an Indiana multistate licence near the Chicago ICU (0: Illinois is not in
  the compact); a Hudson, WI multistate nurse for Minneapolis (0); a New Hampshire multistate nurse for Boston (0)
  next to one with an MA endorsement pending (2); travellers from compact states for Phoenix/Houston (valid) vs
  explicitly single-state Colorado/Wisconsin/Florida/Texas licences (0); nurses living in Denver or Charlotte on an
  Oregon licence (0); Chicago, Sacramento and LA nurses whose own licence is useless for compact-state jobs;
  a New Mexico multistate nurse who moved to Aurora, CO (3).
- **Profession look-alikes**: LPN whose `profession` field says "Nurse"; ED paramedic/"ED Tech" with 12 years of
  emergency experience; MLT with 9 years of core lab on third shift; PTA; sterile processing; data analyst who
  knows SQL but not Spark; industrial maintenance vs machine operator; RN who was a CNA/PCT/LPN before.
- **Years**: career breaks after a short stint (years counted only from dated roles in the specialty and
  profession); earlier roles in other specialties (an ICU nurse's Med-Surg years do not count for ICU); travel
  assignments adding up; LinkedIn "7 yrs 4 mos" vs dates.
- **Certifications**: expired ACLS/PALS/BLS dates, certifications listed without dates (held), "CST exam scheduled".
- **Place**: {near} profession-matched pairs lie within 4 miles of the radius (e.g. 21-24 mi in, 26-29 mi out);
  a 50-mile locals-only CDL radius (J22); a locals-only data job (J18, `requireLocalCandidates`); remote (J16) and
  travel jobs (J02, J05, J06, and J21, whose welding call welcomes travellers with per diem) where place does not matter; far-away strong fits capped at 1.
- **Layouts**: Markdown tables, pipe tables in PDFs that wrap, terse one-liners ("02/20-now CVICU @ ..."), prose.
"""

DISPUTE = """## What a grader might dispute
1. **Compact licences without the word "compact".** A licence from a compact state held by someone who lives in
   that state counts as multistate (the NLC default) unless the text says single-state; a compact-state licence
   held by someone living elsewhere counts only if the text says multistate. The rule was refined to this during
   the build (the first draft said "multistate only if stated", which in an earlier build would have zeroed about
   40 pairs, a few of them strong travel fits for Phoenix). Under the final rule no pair in the pool depends on an
   unmarked licence held by a non-resident; pairs that depend on an unmarked home-state licence do exist.
2. **Adjacent specialty with the years from an earlier role** (e.g. PCU now, 4 years ICU until 2025) is graded 2,
   not 3: specialty is the current one. Conversely an ICU nurse for the PCU job (J08) is adjacent and has no PCU
   years, so gets 1 (some recruiters would call an ICU nurse first for step-down).
3. **Years count strictly** in the job's specialty (tele years do not count for Med-Surg, apprentice years do not
   count as journeyman years, PCU years not for ICU); anything short is one gap however small.
4. **Non-local = at most 1** even where the posting offers relocation (J01). Locals applying to travel jobs get 3
   (the posting only limits stipends to travellers).
5. **Expired/missing certification = one gap**, never disqualifying, except the CST at J13 which the posting says it
   cannot waive. A missing "must have" skill in a software posting (Spring, Kubernetes, React, TypeScript, Spark,
   Airflow) or the PLC skill at J23 is likewise one gap; a 6G certificate missing at J21 is one gap although the
   posting offers a weld test.
6. **Licence by start date** (J06 California, J11 Arizona PT) caps at 1 even for an otherwise perfect traveller;
   a pending endorsement where the job accepts pending (J09) is one gap (2).
7. **Field-only records** are graded on fields and notes: e.g. an ICU RN whose licence, certs and 5 years are only in
   `notes` is a 3 for J01; field-only nurses without notes are 0 for every nursing job (no licence known).
8. **J24 and J04** have rotating/self-scheduled shifts: shift preferences are not a conflict there. J08 lets the
   nurse choose days or nights, likewise no conflict.
9. A New Mexico multistate nurse living in Colorado for 8 months (hand-written C-record for J04) is graded 3: the
   NLC lets her practise on it while her Colorado licence is processed; a strict reader might want the CO licence.
10. Electricians: commercial is adjacent to industrial and residential (J19), HVAC commercial to residential and
   refrigeration (J20); "Data Engineering ~ Backend-Python" and "DevOps/SRE ~ Backend-Go" are my choices.
11. A nurse practitioner (who in life also holds an RN licence) is graded 0 for RN jobs as another profession; a
   paramedic working as an "ED Tech" is 0 for the ED RN jobs whatever the years.
"""


def main():
    meta = json.load(open(os.path.join(POOL, "meta.json")))
    per = json.load(open(os.path.join(POOL, "work", "per_job.json")))
    jobs = json.load(open(os.path.join(POOL, "jobs.json")))
    cands = json.load(open(os.path.join(POOL, "candidates.json")))
    from grade import miles
    nmin = sum(1 for c in cands if set(c["body"]) == {"firstName", "lastName", "email", "statusId"})
    near = 0
    for j in jobs:
        jt = j["truth"]
        if jt.get("remote") or jt.get("travel"):
            continue
        r = jt.get("radius", 25)
        near += sum(1 for c in cands if c["truth"].get("profession") == jt["profession"] and c["truth"].get("zip")
                    and r - 4 <= miles(jt["zip"], c["truth"]["zip"]) <= r + 4)
    nconv = sum(1 for c in cands if c["resume"] and not c["resume"].endswith(".txt"))
    L = [INTRO.format(nconv=nconv), "## Sizes and grades", "",
         "%d jobs (all OPEN), %d candidates, %d graded pairs. Grades over all pairs: 0 = %d, 1 = %d, 2 = %d, 3 = %d." % (
             meta["jobs"], meta["candidates"], meta["jobs"] * meta["candidates"], *(meta["grades"][str(g)] for g in range(4))), "",
         "| job | title | place | kind | g0 | g1 | g2 | g3 |", "|---|---|---|---|---|---|---|---|"]
    for j in jobs:
        t = j["truth"]
        kind = "remote" if t.get("remote") else "travel" if t.get("travel") else ("locals only, %d mi" % t.get("radius", 25)) if t.get("localOnly") else "local %d mi" % t.get("radius", 25)
        a = j["body"]["address"]
        L.append("| %s | %s | %s, %s %s | %s | %d | %d | %d | %d |" % (j["key"], j["body"]["title"], a["city"], a["state"], a["zip"], kind, *per[j["key"]]))
    fmt = collections.Counter((c["resume"] or "none").rsplit(".", 1)[-1] for c in cands)
    L += ["", "Resumes: %d text, %d DOCX, %d PDF, %d candidates without one. Bodies: %d spec-minimal, %d with phone/address,"
          " %d also with profession/specialty, %d with notes." % (
              fmt["txt"], fmt["docx"], fmt["pdf"], fmt["none"],
              sum(1 for c in cands if set(c["body"]) == {"firstName", "lastName", "email", "statusId"}),
              sum(1 for c in cands if "address" in c["body"] and "profession" not in c["body"] and "notes" not in c["body"]),
              sum(1 for c in cands if "profession" in c["body"] and "notes" not in c["body"]),
              sum(1 for c in cands if "notes" in c["body"])),
          "%d candidates have grade 0 for every job. %d candidates carry a `jobRequest` (their own ZIP with the default 25-mile"
          " radius, `remote: true` for software people, `jobTypes: [contract]` for travellers, their stated shift); it restates the"
          " candidate's truth and does not change any grade. J01, J18 and J22 carry a `candidateRequest` (J18 and J22 with"
          " `requireLocalCandidates`)." % (
              sum(1 for c in cands if all(r == 0 for r in [0])) and len(json.load(open(os.path.join(POOL, "work", "allzero.json")))),
              sum(1 for c in cands if "jobRequest" in c)), "",
          "Metros: Chicago IL, Houston/Pasadena TX, Atlanta GA, Denver CO, Phoenix/Scottsdale/Tempe AZ, Sacramento CA, Los Angeles CA,"
          " Charlotte NC, Nashville TN, Boston/Cambridge MA, Columbus OH, Seattle WA, Minneapolis MN, plus a remote job (Austin TX"
          " address). Compact job states: TX, GA, CO, AZ, NC, TN, OH, WA; non-compact: IL, CA, MA, MN.", "",
          HARD.format(nmin=nmin, near=near), DISPUTE]
    open(os.path.join(POOL, "README.md"), "w").write("\n".join(L))


if __name__ == "__main__":
    main()

// Package screening owns the evaluation of a candidate against a job's
// criteria (package criteria builds those): a status and a reason per
// criterion, the scores, disqualification, qualification level and
// relevance of SPEC 2.11, the summary of 2.10 and the application readiness
// of 2.12. Evaluator is the interface; Rules, the rule-based evaluator
// described here, is Screen behind it, and an LLM evaluator may stand in.
//
// # Evidence
//
// Evidence comes from the parsed profile, the resume text, the record's
// notes, profession and specialty, and the metadata of the candidate's
// files. Every status rests on a Basis: Evidence (something shows it),
// Unverified (nothing shows it either way: absence from a resume is not
// proof) or Contradiction (what is shown rules it out). FullyMet and
// PartiallyMet rest on evidence, NotMet on either of the others.
//
// TextEvidence is always a verbatim substring of the resume text or of a
// record field: the line (or, in a long line, the sentence) where
// taxonomy.Find found the concept, or where a profile value is written. A
// profile value that cannot be found verbatim gives no evidence; the
// reasoning still says where it came from.
//
// # Rules by criterion type
//
//   - YearsOfExperience: the dated roles of the work history that match
//     (all of them without concepts; otherwise roles whose title or
//     specialty counts, through taxonomy.IsA, as one of the concepts, so a
//     MICU role counts for ICU; for skills also the role's technologies,
//     skills and responsibilities) are merged so overlaps count once, a
//     current role counting up to the as-of date. Years in a specialty
//     count only in roles of the profession they are asked in (the
//     criterion's "as an RN", else the job's): a patient care tech's years
//     in a MICU are no nurse's ICU years. The profile's stated years and a
//     resume's claim of "N years" beside the concept count too (in the part
//     of the line naming it, between list separators: "ICU: 3+ years",
//     "LTACH (2 years)", but not "RN (4 yrs), including 1 in MICU"); the
//     most wins. At least MinYears is FullyMet, at least half
//     PartiallyMet, less NotMet contradicted. With nothing to count: NotMet
//     contradicted when the whole dated history is under half the years
//     asked, or its roles name concepts of the kind asked (specialties, for
//     a specialty) and none that counts while the resume never names the
//     concept; else unverified (a history of "Welder" roles says nothing of
//     structural welding). Several concepts
//     without AnyOf ("outpatient orthopedic") must meet in one role; roles
//     with one of them count for no more than PartiallyMet. A field the
//     taxonomy does not name ("commercial roofing") is read from the words
//     of the criterion (Field): a role
//     counts fully when its title, specialty or concepts' names say the
//     first of them and all but one of the others (both of two, stems
//     compared, so "electrical" meets "Electrician"); roles saying some of
//     them count for no more than PartiallyMet. When no title says any of
//     them the roles may be in the field under other names, but nothing
//     shows it: unverified (contradicted when the whole history is under
//     half the years asked).
//   - Certification and License: the profile's certifications (a bare
//     title with a state or an expiry, "California RN, exp 05/2028", is the
//     licence it requires; what an entry leaves out, its state, compact
//     status or expiry, is read from its line of the resume), then the
//     credentials the resume names, each with the states, expiry and compact
//     wording of its own part of the line (a state by name or code,
//     "multistate", "multi-state", "compact", "NLC", "eNLC"; "exp.",
//     "expires", "valid through", "good thru" with a date, a month, a year),
//     then licences a line states without naming one ("Licensed in CA and
//     NV": one licence of two states, of the profession the line or the
//     candidate's title names) and professional titles written as licences,
//     with a state and a licence number or an expiry in their part of the
//     line ("CA RN #577669 exp 07/28, BLS - exp 02/2028"), then those a title the candidate holds
//     implies ("Jane Doe, RN", a role's title, the record's profession),
//     which count only when no credential of the kind is listed.
//     A state-issued credential (a licence, a nurse aide's registry
//     listing: taxonomy.StateIssued) must be valid in one of the
//     criterion's States, or without any in the job's licence state or
//     address state, by taxonomy.LicenseValidIn: where a multistate licence
//     is valid is the Nurse Licensure Compact's to say, never the posting's
//     (a Georgia multistate licence is not valid in Illinois, however the
//     posting words it), and a posting refusing multistate licences of other
//     states (NoCompact) takes only the state's own. A multistate licence
//     without its state is valid where the compact is (only members issue
//     one). A licence the text calls single-state ("single-state", "not
//     multistate") is not multistate, whatever else the line says. CDL and
//     DEA registration are valid anywhere. Compact with AnyOf
//     accepts a multistate licence instead; Compact alone requires one.
//     Valid, and not expired at the as-of date, is FullyMet (expiring
//     within 90 days is flagged in readiness), and so is a licence the
//     resume calls current without dating it ("GA RN #796770 (active)").
//     A state's licence to practise listed with neither is held, its
//     expiry still to check: PartiallyMet, counted fully in the potential
//     score. What cannot be verified earns
//     nothing now and counts in the potential score, with a follow-up
//     question: a licence without its issuing state, a licence only implied
//     by a title, and a compact state's licence the resume calls neither
//     multistate nor single-state, held by a resident of that state (or by
//     a candidate whose home is unknown), where only a multistate one would
//     do: a compact state issues its residents multistate licences unless
//     they do not qualify, so it most likely is one, but nothing shows it;
//     held by someone living in another state it is read as the
//     single-state licence it then most likely is. A credential pending (applied for, endorsement in process)
//     is not held: unverified. Of another state (or not multistate where
//     required) is contradicted; a lapsed licence too, as it does not let
//     its holder practise; a lapsed certification is PartiallyMet, renewed
//     in a day. Where the posting accepts a credential obtained after hire
//     (Obtainable: "by start date", "within 90 days of hire", "endorsement
//     pending accepted"), one pending for the state, or lapsed, is
//     PartiallyMet, and one of another state unverified (the candidate may
//     obtain it; nothing shows they have begun). A certification or licence
//     file naming the credential meets it. Not found is NotMet unverified.
//   - The job's profession (criteria.Role, source job_role): what the
//     candidate does now, that is the record's profession, the current
//     roles' (else the latest role naming one), else the profession the
//     resume names first (its headline). The same profession, or one that
//     counts as it (taxonomy.Same), is FullyMet; an adjacent one
//     (taxonomy.Adjacent) PartiallyMet; another one contradicted; none known
//     unverified. Earlier roles in another profession do not count. Its
//     verdict is Result.Profession (exact, adjacent, other, unknown).
//   - The job's specialty (criteria.Role): the roles in the job's
//     profession (roles naming another are left out), the record's
//     specialty and the profile's specialties (left out too for a candidate
//     of another profession), each concept by taxonomy.Same (a kind of it
//     counts: MICU for ICU, SICU for MICU), then taxonomy.Adjacent for the
//     job's profession. All the same is FullyMet; adjacent, or named in
//     the resume outside the roles, PartiallyMet (named with no roles at
//     all, FullyMet); roles naming other specialties and none of these
//     contradict it; else unverified. Skills asked with it ("Backend
//     Engineer (Go)") are met by the roles' technologies the same way
//     (Java next to Go), never contradicted.
//   - Other Specialty and Profession criteria: a role whose title or
//     specialty counts as the concept, or the record's specialty or
//     profession, is FullyMet; a mention in the resume outside the work
//     history PartiallyMet (FullyMet when there is no work history); roles
//     that name other professions and none that counts contradict it;
//     roles that name other specialties leave a specialty unverified (the
//     job's own specialty is where another one contradicts); else
//     unverified.
//   - Education: the highest degree must reach EducationLevel. A specific
//     degree asked (a BSN) is FullyMet by it or a higher level, PartiallyMet
//     by another degree of its level; a field asked ("in Computer Science")
//     must share a word with the major, PartiallyMet otherwise (pending,
//     when the major is not stated). A listed education below the level is
//     contradicted; degrees only named in the text are not proof of absence.
//   - Skill (and Experience with concepts): named in the candidate's texts
//     or listed among the profile's skills, technologies or proficiencies.
//     Language: listed in the profile (Basic proficiency is PartiallyMet) or
//     named; "bilingual" alone is met by two languages or one not English.
//     Without AnyOf, some of several concepts found is PartiallyMet.
//   - Schedule: a shift of the day (day, evening, night) against the
//     preference the candidate states, on the first line of the resume or
//     notes that names one with preference wording ("Availability: day
//     shift only", "Prefer nights", "Seeking day shift (no nights)", "any
//     shift"): a shift outside it is contradicted, one in it (or any, for a
//     flexible candidate) met. Other shifts (weekend, 12-hour...), and the
//     day's shifts of a candidate who states no preference, are each met
//     when written in the resume or notes, in the words of taxonomy's shift
//     table or as hours ("7p-7a" is a 12-hour night); all is FullyMet, some
//     PartiallyMet. A candidate who says nothing of shifts leaves the
//     criterion unverified, and as resumes seldom say it, it then weighs
//     nothing in the scores (see Scores): only a stated preference rules a
//     shift out.
//   - Location: the candidate's home (profile location, else record
//     address) within the radius the text gives ("within 50 miles"; 50 by
//     default) of the job's address, or in one of the criterion's States
//     when it gives no radius. Elsewhere is FullyMet when the candidate is
//     willing to relocate, contradicted when the resume says they are not,
//     unverified when it does not say.
//   - Other, and types without concepts: the resume or notes line sharing
//     the most significant words with the criterion. Shared words are proof
//     only when the line says all of them (all but one of three or more):
//     PartiallyMet with that line; fewer (at least two, and half of the
//     criterion's) leave it unverified with that line as where to start
//     confirming it; else unverified.
//
// # Scores
//
// Weights are 3 for required, 2 for preferred, 1 for optional criteria;
// FullyMet earns 1, PartiallyMet 0.5. CurrentScore is 100 × Σ weight ×
// credit / Σ weight. PotentialScore counts every unverified criterion, and
// the unverified part of a PartiallyMet pending information (a degree's
// field, an unmatched shift, an Other line), as fully met, so it is never
// below CurrentScore. A schedule criterion nothing addresses is left out of
// both: most resumes say nothing of shifts, so silence is no gap. A fact that cannot be verified never earns credit in
// CurrentScore: a candidate whose fit is proven outranks one whose fit is
// only potential. Both are rounded to one decimal,
// and 0 with no criteria. Disqualify is set when a required criterion is
// contradicted; nothing unverified disqualifies.
//
// QualificationLevel is Underqualified when a required criterion is
// contradicted or CurrentScore is below 50; Overqualified when every
// required criterion is FullyMet and the candidate's years reach twice the
// most any criterion asks plus five, or the latest title is senior
// (director, manager, chief...) and the job's is not; else Appropriate.
// IsRelevant holds when a profession family (taxonomy Category) or a
// specialty ancestor is shared between the candidate (record fields, work
// history, specialties' professions) and the job (profession, specialty,
// title, criteria); when either names no field, when a criterion is fully
// met.
//
// # Summary and readiness
//
// Strengths are the fully met criteria, gaps those partially met or
// contradicted, missing information those unverified (or pending), and
// each of these has a follow-up question for the candidate. Readiness
// lists each credential as verified (a file names it), pending
// verification (only the resume shows it), expiring soon (within 90 days)
// or, when required and not held or expired, missing. Critical gaps are
// required criteria known not to be fully met, recommended ones the
// preferred and optional criteria not fully met. Work history gaps are
// breaks of three months or more between merged roles, and since the last
// role when none is current. The status is NotQualified when disqualified,
// NeedsQualification when a required criterion is known not to be met,
// NeedsInformation when a required criterion is unverified or pending or a
// required document is missing, else Ready. Next steps go critical gaps,
// missing documents, questions, renewals, verifications, work history
// gaps, then recommended qualifications.
package screening

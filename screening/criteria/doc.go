// Package criteria owns what a candidate is screened against: a job's
// criteria, either its explicit ones (SPEC 2.8) or those read from its
// description, with the criteria a screening or matching request adds or
// puts in their place. Each criterion carries what SPEC 2.9 shows (text,
// question, type, importance) and what an evaluator needs to check it:
// taxonomy concepts, a minimum of years, an education level, licence states,
// shifts.
//
// # The job's role
//
// A job's profession and specialty are always criteria (Role, ForJob):
// first, required, of source job_role, read from the job's profession and
// specialty fields, else its title, else (the profession) the profession its
// description names most. A title naming a specialty of a narrower
// profession is the narrower ("Radiologic Technologist - CT"), one naming
// only a specialty its profession's ("ICU - Nights"); the specialty takes
// the words that name one beside its profession ("Journeyman Electrician -
// Commercial") and the skills of the profession's own field ("Backend
// Engineer (Go)"). So is the one shift of the day the job is worked in
// (day, evening or night), when its title, else its description, names
// exactly one and no rotation ("Registered Nurse - MICU (Nights)", "Shift:
// days 6:00a-2:30p"; not "choose days or nights"): a Schedule criterion.
// A job criterion asking only the same is left out, and a request replacing
// the job's criteria keeps them.
//
// # Reading a description
//
// Criteria come from the lines under requirement headings ("Requirements",
// "Qualifications", "Minimum Qualifications", "What you'll need", "Must
// have", "Education", "Experience", "Certifications/Licensure", "Preferred
// Qualifications", "Nice to have"...), from lines labelled as requirements
// ("Required: BLS", "Certifications: BLS, ACLS"), and from sentences of its
// prose that use requirement wording ("must have", "required", "minimum of",
// "preferred", "a plus") or ask for years of experience in something named
// ("1yr+ tele exp."): all of them when a description has no requirement
// heading at all, else only those asking for a licence or a certification,
// since a licence asked for is asked for wherever the posting says so ("You
// need an active California RN license" above the list of requirements).
// Lines under other headings (responsibilities,
// benefits, pay, schedule, about us) are never read, nor are lines about pay
// and benefits (a sentence stating an amount of money is pay: "Union
// position. $95-$120/hour"), statements an employer makes of itself ("We
// will train"), and requirements waived ("No experience required"). Headings
// are lines that are known headings, or short lines marked as headings by a
// colon, capitals, markdown or HTML emphasis, or by standing on their own
// over a list ("Requirements & Skills" after a blank line, bullets under it);
// a short line over a list that is no known heading ("Physical Demands",
// "Other") is a heading within its section. A posting's first line naming
// a profession is its title, not a heading, whatever words of a section it
// has ("TRAVEL MED/SURG RN -- SACRAMENTO, CA"). A heading about what the
// employer offers stays one to skip whatever its wording ("Perks (the
// must-haves!)"). HTML block tags end lines. A paragraph that follows a
// section's list past a blank line is read as prose, for its wording only
// ("... All qualified applicants will receive consideration ..."). Nothing
// is read from a line giving contact details (a phone number or an e-mail
// address: "- Dana @ BrightPath, 713-555-0142"), from one saying only who
// is welcome to apply ("New grads welcome!"), or from one saying what is
// not required ("Ohio does not require state licensure of laboratory
// personnel").
//
// Each line is split into sentences (a full stop after an abbreviation
// ends none, but "exp." before a capital does, as terse postings write
// experience: "1yr+ tele exp. NC or compact lic ok.") and at semicolons,
// then into single
// criteria: "Active BLS and ACLS certifications required" gives two, BLS and
// ACLS, sharing the bullet's text; "BLS or ACLS" and "2+ years of ICU or PCU
// experience" stay one criterion with AnyOf; "Texas RN license and 2+ years
// of ICU experience" gives a licence and an experience criterion, each with
// its own part of the text. Every extracted Text is a verbatim substring of
// the description, trimmed of list markers and punctuation.
//
// # Sentences that qualify another requirement
//
// A sentence about licences that names no licence of its own ("Illinois
// does not accept compact licenses", "Licensure by start date is
// acceptable", "applicants with a pending endorsement will be considered")
// refines the posting's licence criteria instead of becoming a criterion
// nothing in a resume could meet: a refusal of multistate licences makes
// them NoCompact (so does a negation before the compact's name:
// "Massachusetts is not a Nurse Licensure Compact state"), an acceptance of
// a licence obtained after hire (by the
// start date, within a time of hire, pending, eligible to obtain) makes them
// Obtainable, and one its States when it names states they lack. A sentence
// about certifications that names none does the same for the certification
// criteria, and one stating only a condition every credential is checked
// for anyway ("current at time of hire", "in good standing") is dropped. A
// licence or certification asked twice ("Current PT license", "Must obtain a
// Minnesota PT license within 90 days of hire") is one criterion, valid in
// the states of both and Obtainable when either is, whether the second
// mention names the licence or not ("Candidates who hold an RN license in
// another state and have an application for Massachusetts licensure by
// endorsement pending will be considered"). A qualifier with nothing
// to qualify stays a criterion. Explicit criteria are refined the same way.
//
// # Importance
//
// The first importance wording in a criterion's own text decides it, else the
// wording of a criterion it is joined to by "and" ("Texas RN license and 2+
// years of ICU experience required"), else its heading's:
//
//   - required: "required", "must", "need", "mandatory", "essential",
//     "necessary", and "req" as terse postings write it ("2yr+ tele exp
//     req." ends at that full stop); a licence or certification the posting
//     says it takes ("TX or compact lic ok") is asked for; "minimum" and
//     "at least" when nothing says otherwise ("at
//     least one year is preferred" is preferred, and so is "at least 2
//     assignments" under "Nice to have").
//   - preferred: "preferred", "preferably", "desired", "ideally", "a plus",
//     "nice to have", "an asset", "pref".
//   - optional: only what is clearly optional: "optional", "a bonus", "bonus
//     points", "helpful", "beneficial".
//
// Negations are skipped ("preferred but not required" is preferred).
// Wording in a bracket that names something of its own is about that, not
// about the requirement before it: "2 yrs recent ER experience (Level I or
// II trauma strongly preferred)" takes its heading's importance, while
// "(Required)" and "(preferred, not required)", which name nothing else,
// count. A remark set off by a dash with wording of its own is a criterion
// of its own ("BLS, ACLS, PALS current - TNCC preferred but not required"
// asks for three certifications and prefers a fourth). A
// criterion without wording takes its heading's importance: preferred under
// a preferred heading ("Preferred Qualifications", "Nice to have", "Bonus"),
// required under any other requirement heading, plain "Requirements" and
// "Qualifications" included, because those are what the employer asks for. A
// heading that names a kind of requirement ("Education") keeps the
// importance of the section it is in, and a line introducing a list ("The
// following are preferred:") sets the importance of the lines under it.
// Headings that name only an importance ("Essential", "Desirable", as person
// specifications have them) set it, and nested under a kind ("Experience /
// Essential / Desirable") keep that kind. In
// prose, a sentence counts only for its wording, and a criterion in it
// without wording of its own ("One year of experience, correctional
// experience a plus") is required.
//
// # Types
//
// The Type constants list the types shown, how an input's type maps to them
// and how an extracted criterion's type is chosen.
package criteria

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
// Engineer (Go)"). A job criterion asking only the same is left out, and a
// request replacing the job's criteria keeps them.
//
// # Reading a description
//
// Criteria come from the lines under requirement headings ("Requirements",
// "Qualifications", "Minimum Qualifications", "What you'll need", "Must
// have", "Education", "Experience", "Certifications/Licensure", "Preferred
// Qualifications", "Nice to have"...), from lines labelled as requirements
// ("Required: BLS", "Certifications: BLS, ACLS"), and, only when a
// description has no requirement heading at all, from sentences of its prose
// that use requirement wording ("must have", "required", "minimum of",
// "preferred", "a plus"). Lines under other headings (responsibilities,
// benefits, pay, schedule, about us) are never read, nor are lines about pay
// and benefits (a sentence stating an amount of money is pay: "Union
// position. $95-$120/hour"), statements an employer makes of itself ("We
// will train"), and requirements waived ("No experience required"). Headings
// are lines that are known headings, or short lines marked as headings by a
// colon, capitals, markdown or HTML emphasis, or by standing on their own
// over a list ("Requirements & Skills" after a blank line, bullets under it);
// a short line over a list that is no known heading ("Physical Demands",
// "Other") is a heading within its section. A heading about what the
// employer offers stays one to skip whatever its wording ("Perks (the
// must-haves!)"). HTML block tags end lines. A paragraph that follows a
// section's list past a blank line is read as prose, for its wording only
// ("... All qualified applicants will receive consideration ...").
//
// Each line is split into sentences and at semicolons, then into single
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
// them NoCompact, an acceptance of a licence obtained after hire (by the
// start date, within a time of hire, pending, eligible to obtain) makes them
// Obtainable, and one its States when it names states they lack. A sentence
// about certifications that names none does the same for the certification
// criteria, and one stating only a condition every credential is checked
// for anyway ("current at time of hire", "in good standing") is dropped. A
// licence or certification asked twice ("Current PT license", "Must obtain a
// Minnesota PT license within 90 days of hire") is one criterion, valid in
// the states of both and Obtainable when either is. A qualifier with nothing
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
// Negations are skipped ("preferred but not required" is preferred). A
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

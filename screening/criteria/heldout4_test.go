package criteria

// heldOut4 is a fourth set of held-out postings (testdata/heldout4_*.txt),
// laid out unlike the first three sets and unlike each other, with the
// criteria a recruiter reads from each. The postings and their labels were
// written before the extractor read these postings: they were not run through
// it while being written, so they measure extraction on postings nobody tuned
// on. A change to the extractor is not to be fitted to them line by line.
var heldOut4 = []heldOutPosting{
	{
		// An Indeed page: the "Job details" block of facets (pay, job type,
		// "Shift and schedule", benefits), the description with an
		// "Assignment details" block of job facts, then Indeed's
		// "Qualifications" sections with "X: 2 years (Required)" and
		// "Y (Preferred)" entries. The shift facets are job facts; the
		// "Shift availability" entry is a criterion.
		file: "heldout4_travel_er_rn_indeed",
		want: []expect{
			{text: "Must have worked as a travel nurse or as a staff ED nurse within the last 12 months", imp: Required, typ: TypeExperience},
			{text: "Clear 10-year background check and 10-panel drug screen", imp: Required, typ: TypeOther},
			{text: "Proof of this season's flu vaccine", imp: Required, typ: TypeOther},
			{text: "Associate", imp: Required, typ: TypeEducation},
			{text: "Emergency department nursing: 2 years", imp: Required, typ: TypeYearsOfExperience, years: 2},
			{text: "Level I or II trauma center: 1 year", imp: Preferred, typ: TypeYearsOfExperience, years: 1},
			{text: "Epic: 1 year", imp: Preferred, typ: TypeYearsOfExperience, years: 1},
			{text: "RN license in Missouri or a compact state", imp: Required, typ: TypeLicense, states: []string{"MO"}},
			{text: "BLS Certification", imp: Required, typ: TypeCertification},
			{text: "ACLS Certification", imp: Required, typ: TypeCertification},
			{text: "PALS Certification", imp: Required, typ: TypeCertification},
			{text: "TNCC", imp: Required, typ: TypeCertification},
			{text: "CEN", imp: Preferred, typ: TypeCertification},
			{text: "Night Shift", imp: Required, typ: TypeSchedule},
		},
	},
	{
		// The requirements asked as numbered yes/no questions (1-7 must
		// be answered "yes"), the preferred ones as questions under "Say
		// yes to any of these"; hook questions at the top are not criteria.
		file: "heldout4_dialysis_pct_questions",
		want: []expect{
			{text: "Do you have a high school diploma or GED?", imp: Required, typ: TypeEducation},
			{text: "Do you have at least 1 year of hands-on hemodialysis experience as a PCT or dialysis technician?", imp: Required, typ: TypeYearsOfExperience, years: 1},
			{text: "Are you a CCHT, CHT or CCNT?", imp: Required, typ: TypeCertification},
			{text: "Do you hold a current BLS card from the American Heart Association?", imp: Required, typ: TypeCertification},
			{text: "Can you work a Monday-Wednesday-Friday or Tuesday-Thursday-Saturday schedule, with start times as early as 4:30 a.m.?", imp: Required, typ: TypeSchedule},
			{text: "Are you able to lift 50 lbs, stand for most of your shift and help patients transfer from wheelchair to chair?", imp: Required, typ: TypeOther},
			{text: "Can you pass a background check and drug screen?", imp: Required, typ: TypeOther},
			{text: "Have you cannulated new AV fistulas and grafts with minimal supervision?", imp: Preferred, typ: TypeSkill},
			{text: "Have you worked on Fresenius 2008T or NxStage machines?", imp: Preferred, typ: TypeSkill},
			{text: "Do you speak Spanish?", imp: Preferred, typ: TypeLanguage},
		},
	},
	{
		// A candidate FAQ: "Q:" and "A:" lines, the criteria in the
		// answers. The FNP route with 2 years of hospital medicine and the
		// fellowship counting toward the year are substitutions, not
		// criteria; "PALS is not needed" is not one either.
		file: "heldout4_hospitalist_np_faq",
		want: []expect{
			{text: "Everyone on the team must be able to cover nights at least one week a month", imp: Required, typ: TypeSchedule},
			{text: "An active, unencumbered Oregon Nurse Practitioner license before your start date", imp: Required, typ: TypeLicense, states: []string{"OR"}},
			{text: "National board certification as an Adult-Gerontology Acute Care NP (AGACNP-BC or ACNPC-AG) is required", imp: Required, typ: TypeCertification},
			{text: "A DEA registration with Schedule II-V authority is required", imp: Required, typ: TypeLicense},
			{text: "At least one year of experience as an NP or PA in inpatient or hospital medicine", imp: Required, typ: TypeYearsOfExperience, years: 1},
			{text: "BLS and ACLS at hire", id: "cert:bls", imp: Required, typ: TypeCertification},
			{text: "BLS and ACLS at hire", id: "cert:acls", imp: Required, typ: TypeCertification},
			{text: "Procedural skills (central lines, paracentesis and thoracentesis with ultrasound guidance)", imp: Preferred, typ: TypeSkill},
			{text: "experience with Epic", imp: Preferred, typ: TypeSkill},
			{text: "ICU or critical care experience", imp: Preferred, typ: TypeSpecialty},
			{text: "You must be authorized to work in the US without sponsorship", imp: Required, typ: TypeOther},
			{text: "Spanish is helpful", imp: Optional, typ: TypeLanguage},
		},
	},
	{
		// A numbered list of headings with lettered sub-items, each
		// marked "(required)" or "(preferred)" at its end, or not at all.
		// Item 2c holds two required certifications and a preferred one;
		// the two required ones name their concepts and come first, so the
		// preferred one takes what is left of the item.
		file: "heldout4_nicu_rrt_numbered",
		want: []expect{
			{text: "Associate degree or higher from a CoARC-accredited respiratory care program", imp: Required, typ: TypeEducation},
			{text: "Bachelor's degree in respiratory care", imp: Preferred, typ: TypeEducation},
			{text: "Registered Respiratory Therapist (RRT) credential from the NBRC", imp: Required, typ: TypeCertification},
			{text: "Neonatal/Pediatric Specialist (RRT-NPS) credential", imp: Required, typ: TypeCertification},
			{text: "NRP and PALS", id: "cert:nrp", imp: Required, typ: TypeCertification},
			{text: "NRP and PALS", id: "cert:pals", imp: Required, typ: TypeCertification},
			{text: "S.T.A.B.L.E. preferred", imp: Preferred, typ: TypeCertification},
			{text: "Current Tennessee Respiratory Care Practitioner license", imp: Required, typ: TypeLicense, states: []string{"TN"}},
			{text: "Minimum two (2) years of respiratory therapy experience in an acute care hospital", imp: Required, typ: TypeYearsOfExperience, years: 2},
			{text: "One (1) year of Level III or IV NICU experience", imp: Preferred, typ: TypeYearsOfExperience, years: 1},
			{text: "High-frequency oscillatory and jet ventilation (HFOV, HFJV) and inhaled nitric oxide delivery", imp: Preferred, typ: TypeSkill},
			{text: "Able to attend high-risk deliveries and transports, including lifting isolettes and equipment up to 35 lbs", imp: Required, typ: TypeOther},
			{text: "Works every third weekend and a rotating holiday schedule", imp: Required, typ: TypeSchedule},
		},
	},
	{
		// A bilingual posting: the English half ("*** ENGLISH ***") and
		// then its Spanish translation ("*** ESPAÑOL ***"). Only the
		// English half is labelled; criteria read from the Spanish half
		// repeat these and count as spurious.
		file: "heldout4_school_slp_bilingual",
		want: []expect{
			{text: "Master's degree in Speech-Language Pathology or Communication Sciences and Disorders", imp: Required, typ: TypeEducation},
			{text: "New Mexico PED Instructional Support Provider license in Speech-Language Pathology", imp: Required, typ: TypeLicense, states: []string{"NM"}},
			{text: "New Mexico RLD Speech-Language Pathology license", imp: Required, typ: TypeLicense, states: []string{"NM"}},
			{text: "Fluent spoken and written Spanish and English", imp: Required, typ: TypeLanguage},
			{text: "Valid New Mexico driver's license", imp: Required, typ: TypeLicense, states: []string{"NM"}},
			{text: "Cleared fingerprint-based background check through the NM PED", imp: Required, typ: TypeOther},
			{text: "ASHA Certificate of Clinical Competence (CCC-SLP)", imp: Preferred, typ: TypeCertification},
			{text: "Experience with bilingual evaluations using the BESA or CELF-5 Spanish", imp: Preferred, typ: TypeSkill},
			{text: "Experience programming and teaching AAC devices", imp: Preferred, typ: TypeSkill},
		},
	},
	{
		// Copied from a PDF: hard line breaks in the middle of sentences
		// and of bullets, no blank lines, "Minimum Requirements:",
		// "Physical Requirements:" and "Working Conditions:" headings. Where
		// a criterion runs over a line break its text here is the part on
		// its first line.
		file: "heldout4_phlebotomist_wrapped",
		want: []expect{
			{text: "High school diploma or GED", imp: Required, typ: TypeEducation},
			{text: "National phlebotomy certification", imp: Required, typ: TypeCertification},
			{text: "One (1) year of phlebotomy experience", imp: Required, typ: TypeYearsOfExperience, years: 1},
			{text: "Must be able to work a rotating Saturday schedule", imp: Required, typ: TypeSchedule},
			{text: "Reliable transportation to float between PSCs", imp: Required, typ: TypeOther},
			{text: "Experience with Sunquest or Epic Beaker order entry", imp: Preferred, typ: TypeSkill},
			{text: "Must be able to stand, walk and bend for most of an 8-hour shift", imp: Required, typ: TypeOther},
			{text: "Proof of hepatitis B vaccination", imp: Required, typ: TypeOther},
		},
	},
	{
		// The requirements in one run-on sentence after "We need someone
		// with", joined by commas; the nice-to-haves as a question and a
		// sentence after it. The states of the route are job facts.
		file: "heldout4_cdl_regional_runon",
		want: []expect{
			{text: "live within 75 miles of our Joplin, MO terminal", imp: Required, typ: TypeLocation, states: []string{"MO"}},
			{text: "a Class A CDL", imp: Required, typ: TypeLicense},
			{text: "at least 18 months of verifiable tractor-trailer experience in the last 3 years", imp: Required, typ: TypeYearsOfExperience, years: 1.5},
			{text: "a clean MVR (no more than 2 moving violations and no preventable accidents in the past 3 years)", imp: Required, typ: TypeOther},
			{text: "no DUI or DWI in the last 10 years", imp: Required, typ: TypeOther},
			{text: "a current DOT medical card", imp: Required, typ: TypeCertification},
			{text: "the ability to pass a hair follicle drug test", imp: Required, typ: TypeOther},
			{text: "a TWIC card or the willingness to get one in your first 30 days", imp: Required, typ: TypeCertification},
			{text: "the flexibility to stay out Monday through Friday with an occasional Saturday delivery", imp: Required, typ: TypeSchedule},
			{text: "Tanker or hazmat endorsements", imp: Preferred, typ: TypeCertification},
			{text: "Cross-border (Mexico) experience is also a plus", imp: Preferred, typ: TypeExperience},
		},
	},
	{
		// A pipe table whose columns, not rows, give the importance: MUST
		// (required), SHOULD (preferred), COULD (optional), so each row
		// holds criteria of different importance; the background check is
		// in the closing line after the EEO sentence.
		file: "heldout4_maintenance_tech_moscow_table",
		want: []expect{
			{text: "3+ years of industrial maintenance in a manufacturing plant", imp: Required, typ: TypeYearsOfExperience, years: 3},
			{text: "Troubleshoot 480V 3-phase motors, starters and VFDs", imp: Required, typ: TypeSkill},
			{text: "Own basic hand tools", imp: Required, typ: TypeSkill},
			{text: "Work 2nd shift (3p-11:30p) plus Saturday PMs as scheduled", imp: Required, typ: TypeSchedule},
			{text: "Lockout/tagout and NFPA 70E arc flash awareness", imp: Required, typ: TypeSkill},
			{text: "Lift 50 lbs, climb ladders and work at heights up to 20 ft in a harness", imp: Required, typ: TypeOther},
			{text: "Pass a pre-employment drug screen", imp: Required, typ: TypeOther},
			{text: "Allen-Bradley PLC troubleshooting (Studio 5000)", imp: Preferred, typ: TypeSkill},
			{text: "Hydraulic and pneumatic troubleshooting", imp: Preferred, typ: TypeSkill},
			{text: "Welding (MIG and stick) for repairs", imp: Preferred, typ: TypeSkill},
			{text: "Associate degree or certificate in industrial maintenance or electromechanical technology", imp: Preferred, typ: TypeEducation},
			{text: "Corrugator or flexo folder-gluer experience", imp: Optional, typ: TypeExperience},
			{text: "CMMS experience (we use Fiix)", imp: Optional, typ: TypeSkill},
			{text: "Forklift certification", imp: Optional, typ: TypeCertification},
			{text: "All offers are contingent on a background check", imp: Required, typ: TypeOther},
		},
	},
	{
		// Unbulleted lines under "Must have", then "Required skills:" and
		// "Nice to have:" as comma-separated runs of bare words.
		file: "heldout4_ap_clerk_barewords",
		want: []expect{
			{text: "2+ years AP experience (3-way match, high volume)", imp: Required, typ: TypeYearsOfExperience, years: 2},
			{text: "High school diploma or GED", imp: Required, typ: TypeEducation},
			{text: "Must be bondable", imp: Required, typ: TypeOther},
			{text: "Excel", imp: Required, typ: TypeSkill},
			{text: "QuickBooks Desktop", imp: Required, typ: TypeSkill},
			{text: "10-key", imp: Required, typ: TypeSkill},
			{text: "Outlook", imp: Required, typ: TypeSkill},
			{text: "Sage 100", imp: Preferred, typ: TypeSkill},
			{text: "Bill.com", imp: Preferred, typ: TypeSkill},
			{text: "vendor 1099s", imp: Preferred, typ: TypeSkill},
			{text: "construction/building materials industry", imp: Preferred, typ: TypeExperience},
			{text: "Associate degree in accounting or business", imp: Preferred, typ: TypeEducation},
		},
	},
	{
		// Markdown: each requirement starts with a bold label
		// ("**Experience:**", "**Location:**"), and the header lines and
		// perks use the same bold labels. Two items hold two criteria each;
		// "(preferred)" inside the UI automation item marks a choice
		// between tools, not a preferred criterion.
		file: "heldout4_qa_engineer_bold_labels",
		want: []expect{
			{text: "5+ years in software QA", imp: Required, typ: TypeYearsOfExperience, years: 5},
			{text: "at least 3 years writing automated tests in code", imp: Required, typ: TypeYearsOfExperience, years: 3},
			{text: "Strong TypeScript or JavaScript", imp: Required, typ: TypeSkill},
			{text: "enough Python to read and fix our legacy pytest suite", imp: Required, typ: TypeSkill},
			{text: "Playwright (preferred) or Cypress", imp: Required, typ: TypeSkill},
			{text: "REST and GraphQL API testing with Postman or a code-based framework", imp: Required, typ: TypeSkill},
			{text: "Experience running tests in GitHub Actions or another CI system", imp: Required, typ: TypeSkill},
			{text: "Must live in the continental US", imp: Required, typ: TypeLocation},
			{text: "work core hours of 10am-4pm Central", imp: Required, typ: TypeSchedule},
			{text: "Must be authorized to work in the US", imp: Required, typ: TypeOther},
			{text: "k6 or JMeter load testing", imp: Preferred, typ: TypeSkill},
			{text: "Experience with EDI (204/214/210) or transportation management systems", imp: Preferred, typ: TypeExperience},
			{text: "ISTQB Foundation Level", imp: Preferred, typ: TypeCertification},
		},
	},
}

package criteria

// heldOut3 is a third set of held-out postings (testdata/heldout3_*.txt),
// laid out unlike the first two sets and unlike each other, with the criteria
// a recruiter reads from each. The postings and their labels were written
// before the extractor read these postings: they were not run through it
// while being written, so they measure extraction on postings nobody tuned
// on. A change to the extractor is not to be fitted to them line by line.
var heldOut3 = []heldOutPosting{
	{
		// An HTML posting pasted from an ATS: <ul><li> on one line, <strong>
		// headings, and a preferred list separated by <br>.
		file: "heldout3_cath_lab_html",
		want: []expect{
			{text: "Graduate of an accredited Cardiovascular Technology or Radiologic Technology program", imp: Required, typ: TypeEducation},
			{text: "Minimum 2 years of cardiac cath lab experience in scrub, circulate and monitor roles", imp: Required, typ: TypeYearsOfExperience, years: 2},
			{text: "ARRT (R) or RCIS credential at hire", imp: Required, typ: TypeCertification},
			{text: "If hired with ARRT only, RCIS must be obtained within 18 months of hire", imp: Required, typ: TypeCertification},
			{text: "BLS and ACLS from the American Heart Association", id: "cert:bls", imp: Required, typ: TypeCertification},
			{text: "BLS and ACLS from the American Heart Association", id: "cert:acls", imp: Required, typ: TypeCertification},
			{text: "Must take call (one weeknight a week and one weekend a month) and arrive at the lab within 30 minutes of being paged", imp: Required, typ: TypeSchedule},
			{text: "Able to wear a lead apron for cases lasting up to 4 hours and to lift and move patients with assistance", imp: Required, typ: TypeOther},
			{text: "Experience with structural heart (TAVR, Watchman) cases", imp: Preferred, typ: TypeSkill},
			{text: "Familiarity with Mac-Lab or Merge Hemo recording systems", imp: Preferred, typ: TypeSkill},
			{text: "Bachelor's degree in a health science", imp: Preferred, typ: TypeEducation},
		},
	},
	{
		// A two-part SMS blast from an agency.
		file: "heldout3_travel_picu_sms",
		want: []expect{
			{text: "2yr PICU", imp: Required, typ: TypeYearsOfExperience, years: 2},
			{text: "PALS + BLS", id: "cert:pals", imp: Required, typ: TypeCertification},
			{text: "PALS + BLS", id: "cert:bls", imp: Required, typ: TypeCertification},
			{text: "AZ or compact lic", imp: Required, typ: TypeLicense, states: []string{"AZ"}},
			{text: "Epic a plus", imp: Preferred, typ: TypeSkill},
			{text: "Must pass bkgd/drug", imp: Required, typ: TypeOther},
		},
	},
	{
		// A long hospital posting: "Position Summary:", "Essential
		// Functions:", "Licensure:", "Experience:", "Education:" and the
		// like each on a line of its own, the content on the lines below.
		file: "heldout3_hospice_rn_case_manager",
		want: []expect{
			{text: "Working knowledge of the Medicare Hospice Benefit and Conditions of Participation", imp: Required, typ: TypeSkill},
			{text: "Current, unrestricted Registered Nurse license in the State of North Carolina or a multistate license issued by a Nurse Licensure Compact state", imp: Required, typ: TypeLicense, states: []string{"NC"}},
			{text: "Valid North Carolina driver's license", imp: Required, typ: TypeLicense, states: []string{"NC"}},
			{text: "BLS for Healthcare Providers required within 30 days of hire", imp: Required, typ: TypeCertification},
			{text: "Certified Hospice and Palliative Nurse (CHPN) preferred", imp: Preferred, typ: TypeCertification},
			{text: "Minimum of one (1) year of experience as a Registered Nurse required", imp: Required, typ: TypeYearsOfExperience, years: 1},
			{text: "Hospice, home health or oncology experience preferred", imp: Preferred, typ: TypeSpecialty},
			{text: "Experience with Homecare Homebase (HCHB) point-of-care documentation preferred", imp: Preferred, typ: TypeSkill},
			{text: "Graduate of an accredited school of nursing required", imp: Required, typ: TypeEducation},
			{text: "Bachelor of Science in Nursing (BSN) preferred", imp: Preferred, typ: TypeEducation},
			{text: "Participates in the after-hours and weekend on-call rotation, approximately one weekend in six", imp: Required, typ: TypeSchedule},
			{text: "Must be able to drive up to 150 miles per day, lift and carry up to 25 lbs of equipment and supplies, and assist with repositioning patients in bed", imp: Required, typ: TypeOther},
			{text: "Reliable transportation with current auto liability insurance", imp: Required, typ: TypeOther},
			{text: "Must pass a criminal background check, including a search of the North Carolina Health Care Personnel Registry, and a pre-employment drug screen", imp: Required, typ: TypeOther},
		},
	},
	{
		// "Required:" and "Preferred:" inline on the same bullet; the
		// years written "min. 1 year".
		file: "heldout3_lvn_peds_clinic_inline",
		want: []expect{
			{text: "active Texas LVN license or multistate LVN license", imp: Required, typ: TypeLicense, states: []string{"TX"}},
			{text: "IV certification", imp: Preferred, typ: TypeCertification},
			{text: "graduate of a state-approved vocational nursing program", imp: Required, typ: TypeEducation},
			{text: "min. 1 year as an LVN or LPN", imp: Required, typ: TypeYearsOfExperience, years: 1},
			{text: "pediatric or family practice experience", imp: Preferred, typ: TypeSpecialty},
			{text: "BLS (AHA) at hire", imp: Required, typ: TypeCertification},
			{text: "PALS within 6 months of hire", imp: Required, typ: TypeCertification},
			{text: "bilingual English/Spanish", imp: Preferred, typ: TypeLanguage},
			{text: "athenaOne or another ambulatory EHR", imp: Preferred, typ: TypeSkill},
			{text: "experience with the Texas ImmTrac2 registry", imp: Preferred, typ: TypeSkill},
			{text: "available Monday–Friday 8:00–5:00 and one Saturday morning a month for flu clinics (October–February)", imp: Required, typ: TypeSchedule},
			{text: "clear background check", imp: Required, typ: TypeOther},
			{text: "proof of vaccinations, including an annual flu shot", imp: Required, typ: TypeOther},
		},
	},
	{
		// The requirements in one paragraph of prose.
		file: "heldout3_school_ot_prose",
		want: []expect{
			{text: "licensed in California or eligible for licensure by the California Board of Occupational Therapy before the start date", imp: Required, typ: TypeLicense, states: []string{"CA"}},
			{text: "must hold current NBCOT certification", imp: Required, typ: TypeCertification},
			{text: "A master's or doctoral degree from an ACOTE-accredited occupational therapy program is required", imp: Required, typ: TypeEducation},
			{text: "at least one year of pediatric occupational therapy experience", imp: Required, typ: TypeYearsOfExperience, years: 1},
			{text: "school-based experience is preferred", imp: Preferred, typ: TypeExperience},
			{text: "a valid California driver's license", imp: Required, typ: TypeLicense, states: []string{"CA"}},
			{text: "proof of auto insurance must be on file before your first day", imp: Required, typ: TypeOther},
			{text: "Candidates must clear a Department of Justice and FBI fingerprint check and a TB risk assessment before starting work", imp: Required, typ: TypeOther},
			{text: "The job requires lifting up to 40 lbs, getting down to the floor and back up, and helping students with transfers and toileting", imp: Required, typ: TypeOther},
			{text: "Familiarity with SEIS or a similar IEP system is desirable", imp: Preferred, typ: TypeSkill},
			{text: "Spanish or Hmong is a plus", imp: Preferred, typ: TypeLanguage},
		},
	},
	{
		// A checklist whose legend gives the importance: "[x]" must have,
		// "☐" nice to have.
		file: "heldout3_sterile_processing_checkbox",
		want: []expect{
			{text: "High school diploma or GED", imp: Required, typ: TypeEducation},
			{text: "CRCST (HSPA) certification — or obtain it within 6 months of hire", imp: Required, typ: TypeCertification},
			{text: "Able to work 2nd shift, every other weekend, and one holiday in three", imp: Required, typ: TypeSchedule},
			{text: "Able to stand for the full 8.5-hour shift, push case carts up to 200 lbs and lift instrument trays up to 25 lbs", imp: Required, typ: TypeOther},
			{text: "Pass a background check and drug screen", imp: Required, typ: TypeOther},
			{text: "Hepatitis B vaccination or positive titer", imp: Required, typ: TypeOther},
			{text: "1+ year of sterile processing experience in a hospital or ASC", imp: Preferred, typ: TypeYearsOfExperience, years: 1},
			{text: "Experience with SPM or Censitrax instrument tracking", imp: Preferred, typ: TypeSkill},
			{text: "Knowledge of Steris and Getinge washers and sterilizers", imp: Preferred, typ: TypeSkill},
			{text: "CER (Certified Endoscope Reprocessor)", imp: Preferred, typ: TypeCertification},
			{text: "Spanish or Somali", imp: Preferred, typ: TypeLanguage},
		},
	},
	{
		// A county posting: numbered minimum qualifications joined by
		// "; AND", "Substitution:" rules (alternatives to the experience,
		// not criteria of their own), special requirements in legalese.
		file: "heldout3_it_support_county",
		want: []expect{
			{text: "Graduation from high school or possession of a GED certificate", imp: Required, typ: TypeEducation},
			{text: "Two (2) years of full-time, paid experience providing technical support for desktop computers, peripherals and end-user software in a multi-user network environment", imp: Required, typ: TypeYearsOfExperience, years: 2},
			{text: "Possession of, or ability to obtain within six (6) months of appointment, CompTIA A+ certification", imp: Required, typ: TypeCertification},
			{text: "Possession of a valid Nevada driver's license by the date of appointment", imp: Required, typ: TypeLicense, states: []string{"NV"}},
			{text: "Incumbents must successfully pass a fingerprint-based criminal history check through the Nevada Department of Public Safety and the FBI prior to appointment", imp: Required, typ: TypeOther},
			{text: "Incumbents must complete CJIS Security Awareness Training (Level 4) within thirty (30) days of appointment", imp: Required, typ: TypeCertification},
			{text: "available to participate in the after-hours on-call rotation, approximately one week in five, and to work evenings and weekends during scheduled system upgrades", imp: Required, typ: TypeSchedule},
			{text: "Incumbents must be able to lift and carry computer equipment weighing up to 50 pounds and to work under desks and in confined equipment rooms", imp: Required, typ: TypeOther},
			{text: "Experience with Active Directory, Microsoft 365 administration and Intune", imp: Preferred, typ: TypeSkill},
			{text: "Experience with ServiceNow or a comparable ITSM ticketing system", imp: Preferred, typ: TypeSkill},
			{text: "Bilingual English/Spanish", imp: Preferred, typ: TypeLanguage},
		},
	},
	{
		// A LinkedIn paste: "About the team" before and after
		// "Responsibilities", with requirements in the second one, then
		// "Qualifications" and a prose line of nice-to-haves.
		file: "heldout3_data_engineer_linkedin",
		want: []expect{
			{text: "you'll need to live in Minnesota or western Wisconsin, within commuting distance of Minneapolis", imp: Required, typ: TypeLocation, states: []string{"MN", "WI"}},
			{text: "Everyone on the team, including managers, joins the on-call rotation one week in six", imp: Required, typ: TypeSchedule},
			{text: "3+ years of experience as a data engineer or in a similar role", imp: Required, typ: TypeYearsOfExperience, years: 3},
			{text: "Strong SQL and Python", id: "skill:sql", imp: Required, typ: TypeSkill},
			{text: "Strong SQL and Python", id: "skill:python", imp: Required, typ: TypeSkill},
			{text: "Hands-on experience orchestrating pipelines with Airflow, Dagster or Prefect", imp: Required, typ: TypeSkill},
			{text: "Experience building models in dbt", imp: Required, typ: TypeSkill},
			{text: "Experience with a cloud data warehouse", imp: Required, typ: TypeSkill},
			{text: "Snowflake preferred", imp: Preferred, typ: TypeSkill},
			{text: "Bachelor's degree in Computer Science, Information Systems or a related field, or equivalent experience", imp: Required, typ: TypeEducation},
			{text: "Must be authorized to work in the US", imp: Required, typ: TypeOther},
			{text: "worked with healthcare claims data (837/835 files) or other HIPAA-regulated data", imp: Preferred, typ: TypeExperience},
			{text: "Kafka or Kinesis experience is nice to have too", imp: Preferred, typ: TypeSkill},
		},
	},
	{
		// "WE NEED:" and "YOU GET:" lines alternating, then "WE'D LIKE:";
		// years written "3+ yrs", "min. 2 years" and "two (2) years", the
		// last also in a benefit (401(k) vesting) that is not a criterion.
		file: "heldout3_staff_accountant_alternating",
		want: []expect{
			{text: "a Bachelor's degree in Accounting or Finance (or an equivalent combination of education and experience)", imp: Required, typ: TypeEducation},
			{text: "3+ yrs of full-cycle accounting experience, including month-end close and account reconciliations", imp: Required, typ: TypeYearsOfExperience, years: 3},
			{text: "min. 2 years working in an ERP (Epicor, NetSuite or SAP Business One)", imp: Required, typ: TypeYearsOfExperience, years: 2},
			{text: "working knowledge of GAAP, accruals and fixed-asset accounting", imp: Required, typ: TypeSkill},
			{text: "Advanced Excel (pivot tables, SUMIFS, INDEX/MATCH)", imp: Required, typ: TypeSkill},
			{text: "availability for extended hours during month-end close (the first five business days of each month)", imp: Required, typ: TypeSchedule},
			{text: "someone able to walk the shop floor and lift 30 lbs during our quarterly physical inventory counts", imp: Required, typ: TypeOther},
			{text: "two (2) years of cost accounting or inventory accounting in a manufacturing environment", imp: Preferred, typ: TypeYearsOfExperience, years: 2},
			{text: "a CPA, or progress toward one", imp: Preferred, typ: TypeLicense},
		},
	},
	{
		// A union posting: bargaining unit, seniority and dues text around
		// a bulleted list of qualifications.
		file: "heldout3_school_bus_union",
		want: []expect{
			{text: "Valid Illinois CDL, Class B or higher, with passenger (P) and school bus (S) endorsements", imp: Required, typ: TypeLicense, states: []string{"IL"}},
			{text: "Illinois School Bus Driver Permit issued by the Secretary of State", imp: Required, typ: TypeLicense, states: []string{"IL"}},
			{text: "At least 21 years of age", imp: Required, typ: TypeOther},
			{text: "Minimum of three (3) years of licensed driving experience", imp: Required, typ: TypeYearsOfExperience, years: 3},
			{text: "Pass a DOT physical and maintain a current medical examiner's certificate", imp: Required, typ: TypeCertification},
			{text: "Pass a DOT pre-employment drug test and take part in random drug and alcohol testing", imp: Required, typ: TypeOther},
			{text: "Fingerprint-based criminal background check through the Illinois State Police and the FBI", imp: Required, typ: TypeOther},
			{text: "Able to evacuate students from the bus in an emergency, which may require lifting or dragging up to 125 lbs, and to climb the bus steps repeatedly", imp: Required, typ: TypeOther},
			{text: "Able to work both the AM and PM routes on every student attendance day", imp: Required, typ: TypeSchedule},
			{text: "One year of school bus or transit driving experience", imp: Preferred, typ: TypeYearsOfExperience, years: 1},
			{text: "Experience working with students with special needs, including wheelchair lift operation", imp: Preferred, typ: TypeExperience},
			{text: "Spanish-speaking", imp: Preferred, typ: TypeLanguage},
		},
	},
}

package synth

import "github.com/recruitd/recruitd/taxonomy"

// cert is a certification a candidate may hold.
type cert struct {
	id    taxonomy.ID // its concept, whose issuer the profile names
	name  string      // as a resume writes it
	p     float64     // the chance that a candidate of the line holds it
	years int         // how long it is valid; 0: it does not expire
}

// Certifications common to many lines.
var (
	bls      = cert{"cert:bls", "BLS", 1, 2}
	acls     = cert{"cert:acls", "ACLS", 1, 2}
	pals     = cert{"cert:pals", "PALS", 1, 2}
	nrp      = cert{"cert:nrp", "NRP", 1, 2}
	osha10   = cert{"cert:osha-10", "OSHA 10-Hour", 0.5, 0}
	epa608   = cert{"cert:epa-608-universal", "EPA Section 608 Universal", 0.6, 0}
	arrtR    = cert{"cert:arrt-r", "ARRT(R)", 1, 2}
	cpi      = cert{"cert:cpi", "Nonviolent Crisis Intervention (CPI)", 0.8, 2}
	chemo    = cert{"cert:chemo-biotherapy", "Chemotherapy and Immunotherapy (ONS)", 0.7, 2}
	nihss    = cert{"cert:nihss", "NIHSS", 0.3, 2}
	cEFM     = cert{"cert:c-efm", "C-EFM", 0.3, 3}
	stable   = cert{"cert:stable", "S.T.A.B.L.E.", 0.3, 2}
	awsSA    = cert{"cert:aws-solutions-architect", "AWS Certified Solutions Architect", 0.2, 3}
	cka      = cert{"cert:cka", "Certified Kubernetes Administrator (CKA)", 0.15, 3}
	comptiaA = cert{"cert:comptia-a-plus", "CompTIA A+", 0.6, 3}
)

// with returns c held with probability p.
func (c cert) with(p float64) cert {
	c.p = p
	return c
}

// license is a state licence to practise.
type license struct {
	id     taxonomy.ID
	name   string // as a resume writes it
	short  string // as a job's requirement writes it: "RN license"
	board  string // the issuer, after the state's name: "Board of Nursing"
	prefix string // of the licence number
	nurse  bool   // a nursing licence: multistate where the state issues them
	p      float64
}

// degree is an education a line of candidates has.
type degree struct {
	name  string // "Bachelor of Science in Nursing"
	abbr  string // after a name: "BSN"; "" none
	major string
	level school
	w     float64
}

// school is a kind of institution, named by schoolName.
type school int

const (
	highSchool school = iota
	college           // community and technical colleges
	university
	program // hospital and trade programmes
)

// setting is where a line of candidates works, named by employerName.
type setting int

const (
	inherit setting = iota // a specialty's: where its profession works; a profession's: a hospital
	hospital
	clinic
	longTermCare
	homeHealth
	dialysisCenter
	laboratory
	pharmacy
	company
	contractor
	carrier // trucking
	office
	ems
)

// specialty is a focus within a profession.
type specialty struct {
	id      taxonomy.ID
	name    string  // Candidate.Specialty, as recruiters write it
	unit    string  // the department a job is in
	w       float64 // percent of its profession's candidates
	setting setting // where it is practised, when not the profession's
	acute   bool    // an inpatient unit: 12-hour shifts, nights
	certs   []cert
	duties  []string
	skills  []string
}

// profession is one line of the mix.
type profession struct {
	id          taxonomy.ID
	name        string  // Candidate.Profession
	share       float64 // percent of candidates and of jobs
	title       string  // of a position held
	cred        string  // after a name on a resume: "RN"; "" none
	industry    string
	setting     setting
	specialties []*specialty // nil: none
	certs       []cert
	license     *license
	degrees     []degree
	duties      []string
	skills      []string // technical skills
	skillGroup  string   // their category
	tools       []string // software used at work
	toolGroup   string
	pay         pay
}

// pay is the range a job's pay is drawn from: dollars an hour, or a year.
type pay struct {
	hourly   bool
	min, max float64
}

// The licences of the mix. Nursing boards are "<State> Board of Nursing".
var (
	rnLicense  = &license{id: "license:rn", name: "Registered Nurse License", short: "RN license", board: "Board of Nursing", prefix: "RN", nurse: true, p: 1}
	lpnLicense = &license{id: "license:lpn", name: "LPN License", short: "LPN/LVN license", board: "Board of Nursing", prefix: "LPN", nurse: true, p: 1}
)

// ehr are the health record systems clinicians use, repeated by rough
// market share.
var ehr = []string{"Epic", "Epic", "Epic", "Cerner", "Cerner", "Meditech", "Allscripts", "athenahealth"}

var (
	rnDegrees = []degree{
		{"Bachelor of Science in Nursing", "BSN", "Nursing", university, 60},
		{"Associate Degree in Nursing", "ADN", "Nursing", college, 40},
	}
	rnDuties = []string{
		"Administered medications and IV therapy per physician orders and hospital protocol",
		"Completed head-to-toe assessments and documented care in the electronic health record",
		"Educated patients and families on diagnoses, medications and discharge plans",
		"Collaborated with physicians, case managers and therapists in daily interdisciplinary rounds",
		"Precepted new graduate nurses and nursing students",
		"Served as relief charge nurse, making assignments and managing patient flow",
	}
)

// area is s as the focus of another profession, with weight w there: its
// name, unit and setting without the certifications, duties and skills of a
// nurse in it.
func area(s *specialty, w float64) *specialty {
	return &specialty{id: s.id, name: s.name, unit: s.unit, w: w, setting: s.setting, acute: s.acute}
}

// RN specialties, with their share of registered nurses.
var (
	icu = &specialty{id: "specialty:icu", name: "ICU", unit: "Medical ICU", w: 12, acute: true,
		certs: []cert{acls, cert{"cert:ccrn", "CCRN", 0.3, 3}, nihss},
		duties: []string{
			"Cared for 1-2 critically ill patients per shift in a {beds}-bed ICU",
			"Managed ventilated patients, arterial lines and central lines",
			"Titrated vasoactive and sedation drips to hemodynamic goals",
			"Responded to rapid responses and codes as a member of the code team",
		},
		skills: []string{"Ventilator management", "Vasoactive drip titration", "Arterial line management", "CRRT", "Sepsis protocols"}}
	ed = &specialty{id: "specialty:ed", name: "ED", unit: "Emergency Department", w: 12, acute: true,
		certs: []cert{acls, pals.with(0.8), cert{"cert:tncc", "TNCC", 0.6, 4}, cert{"cert:cen", "CEN", 0.2, 4}},
		duties: []string{
			"Triaged patients using the Emergency Severity Index in a {beds}-bed Level II trauma center",
			"Cared for 4-5 patients per shift from stabilization through admission or discharge",
			"Assisted with trauma resuscitations, conscious sedation and procedures",
			"Started peripheral IVs, drew labs and performed 12-lead EKGs",
		},
		skills: []string{"ESI triage", "Trauma care", "Conscious sedation", "Stroke protocols", "IV insertion"}}
	medSurg = &specialty{id: "specialty:med-surg", name: "Med-Surg", unit: "Medical-Surgical", w: 18, acute: true,
		certs: []cert{acls.with(0.3), cert{"cert:cmsrn", "CMSRN", 0.15, 5}},
		duties: []string{
			"Provided care for 5-6 medical and post-surgical patients on a {beds}-bed unit",
			"Managed post-operative pain, wound care, drains and early mobility",
			"Coordinated discharges with case management and home health",
		},
		skills: []string{"Post-operative care", "Wound care", "Pain management", "Fall prevention", "Discharge planning"}}
	tele = &specialty{id: "specialty:telemetry", name: "Telemetry", unit: "Cardiac Telemetry", w: 9, acute: true,
		certs: []cert{acls.with(0.9), cert{"cert:pccn", "PCCN", 0.1, 3}},
		duties: []string{
			"Monitored cardiac rhythms and interpreted telemetry strips for 4-5 patients",
			"Cared for patients with heart failure, chest pain and new arrhythmias",
			"Managed heparin, amiodarone and diltiazem drips per protocol",
		},
		skills: []string{"Cardiac rhythm interpretation", "Heparin protocols", "Chest pain protocols", "Heart failure education"}}
	pcu = &specialty{id: "specialty:pcu", name: "PCU", unit: "Progressive Care Unit", w: 6, acute: true,
		certs: []cert{acls.with(0.9), cert{"cert:pccn", "PCCN", 0.25, 3}},
		duties: []string{
			"Cared for 3-4 step-down patients transferred from the ICU",
			"Managed BiPAP, titratable drips and continuous cardiac monitoring",
			"Recognized early deterioration and escalated to the rapid response team",
		},
		skills: []string{"BiPAP management", "Cardiac rhythm interpretation", "Titratable drips", "Early warning scores"}}
	or = &specialty{id: "specialty:or", name: "OR", unit: "Perioperative Services", w: 6,
		certs: []cert{acls.with(0.4), cert{"cert:cnor", "CNOR", 0.25, 5}},
		duties: []string{
			"Circulated general, orthopedic and robotic cases in a {beds}-suite OR",
			"Performed surgical counts, time-outs and specimen handling per AORN standards",
			"Scrubbed cases as needed and prepared instruments and sterile fields",
		},
		skills: []string{"Circulating", "Scrubbing", "Robotic surgery", "Sterile technique", "Surgical counts"}}
	laborDelivery = &specialty{id: "specialty:labor-delivery", name: "L&D", unit: "Labor and Delivery", w: 6, acute: true,
		certs: []cert{nrp, acls.with(0.5), cEFM, cert{"cert:rnc-ob", "RNC-OB", 0.2, 3}},
		duties: []string{
			"Cared for laboring patients, including inductions, epidurals and high-risk pregnancies",
			"Interpreted fetal heart monitoring and responded to decelerations",
			"Circulated cesarean sections and recovered post-operative mothers",
		},
		skills: []string{"Fetal heart monitoring", "Pitocin management", "Cesarean circulating", "Postpartum hemorrhage response"}}
	nicu = &specialty{id: "specialty:nicu", name: "NICU", unit: "Neonatal ICU", w: 4, acute: true,
		certs: []cert{nrp, pals.with(0.4), stable, cert{"cert:rnc-nic", "RNC-NIC", 0.25, 3}},
		duties: []string{
			"Cared for 2-3 premature and critically ill neonates in a Level III NICU",
			"Managed neonates on ventilators, CPAP and phototherapy",
			"Attended high-risk deliveries as a member of the neonatal resuscitation team",
		},
		skills: []string{"Neonatal resuscitation", "Developmental care", "Umbilical line care", "TPN administration"}}
	oncology = &specialty{id: "specialty:oncology", name: "Oncology", unit: "Oncology", w: 4, acute: true,
		certs: []cert{chemo, cert{"cert:ocn", "OCN", 0.3, 4}},
		duties: []string{
			"Administered chemotherapy and immunotherapy to patients with solid tumors and hematologic cancers",
			"Managed neutropenic precautions, symptom control and blood product transfusions",
			"Accessed implanted ports and maintained central venous catheters",
		},
		skills: []string{"Chemotherapy administration", "Port access", "Blood transfusions", "Symptom management"}}
	pediatrics = &specialty{id: "specialty:pediatrics", name: "Pediatrics", unit: "Pediatrics", w: 3, acute: true,
		certs: []cert{pals, cert{"cert:cpn", "CPN", 0.25, 3}},
		duties: []string{
			"Cared for 3-4 pediatric patients from infancy through adolescence",
			"Calculated weight-based medication doses and administered them safely",
			"Supported families with education and family-centered care",
		},
		skills: []string{"Pediatric assessment", "Weight-based dosing", "Family-centered care", "IV insertion"}}
	pacu = &specialty{id: "specialty:pacu", name: "PACU", unit: "Post-Anesthesia Care Unit", w: 3,
		certs: []cert{acls, pals.with(0.5), cert{"cert:cpan", "CPAN", 0.2, 3}},
		duties: []string{
			"Recovered adult and pediatric patients from general anesthesia and sedation",
			"Managed airways, post-operative pain and nausea",
			"Gave handoff to inpatient units and discharged same-day surgery patients",
		},
		skills: []string{"Airway management", "Post-anesthesia recovery", "Pain management", "Conscious sedation"}}
	psych = &specialty{id: "specialty:psych", name: "Psych", unit: "Behavioral Health", w: 3, acute: true,
		certs: []cert{cpi, cert{"cert:pmh-bc", "PMH-BC", 0.1, 5}},
		duties: []string{
			"Cared for adults in acute psychiatric crisis on a {beds}-bed locked unit",
			"De-escalated agitated patients using verbal techniques and least-restrictive interventions",
			"Administered psychotropic medications and monitored for side effects",
		},
		skills: []string{"De-escalation", "Suicide risk assessment", "Psychotropic medications", "Group therapy"}}
	homeHealthRN = &specialty{id: "specialty:home-health", name: "Home Health", unit: "Home Health", w: 2, setting: homeHealth,
		duties: []string{
			"Completed OASIS start-of-care assessments and recertifications",
			"Managed a caseload of 25-30 home health patients across the county",
			"Provided wound care, IV therapy and medication teaching in patients' homes",
		},
		skills: []string{"OASIS assessments", "Wound care", "Home infusion", "Care coordination"}}
	ltc = &specialty{id: "specialty:ltc", name: "Long-Term Care", unit: "Skilled Nursing", w: 2, setting: longTermCare,
		duties: []string{
			"Supervised nursing assistants and cared for 20-25 residents per shift",
			"Completed MDS assessments and care plans",
			"Coordinated care with physicians, families and hospice",
		},
		skills: []string{"MDS assessments", "Dementia care", "Medication passes", "Wound care"}}
	postpartum = &specialty{id: "specialty:postpartum", name: "Postpartum", unit: "Mother-Baby", w: 2, acute: true,
		certs: []cert{nrp.with(0.8), cert{"cert:rnc-mnn", "RNC-MNN", 0.15, 3}},
		duties: []string{
			"Cared for 4-5 mother-baby couplets after vaginal and cesarean births",
			"Supported breastfeeding and taught newborn care",
			"Monitored for postpartum hemorrhage and hypertension",
		},
		skills: []string{"Newborn assessment", "Lactation support", "Postpartum assessment"}}
	cathLab = &specialty{id: "specialty:cath-lab", name: "Cath Lab", unit: "Cardiac Cath Lab", w: 2,
		certs: []cert{acls},
		duties: []string{
			"Assisted with diagnostic catheterizations, PCIs and STEMI activations",
			"Administered moderate sedation and monitored hemodynamics during procedures",
			"Took call for after-hours STEMI alerts",
		},
		skills: []string{"Moderate sedation", "Hemodynamic monitoring", "STEMI response"}}
	dialysis = &specialty{id: "specialty:dialysis", name: "Dialysis", unit: "Dialysis", w: 2, setting: dialysisCenter,
		certs: []cert{{"cert:cdn", "CDN", 0.2, 3}},
		duties: []string{
			"Provided hemodialysis treatments for 10-12 patients per shift",
			"Cannulated fistulas and grafts and monitored patients during treatment",
			"Assessed fluid status and adjusted treatment per nephrologist orders",
		},
		skills: []string{"Hemodialysis", "Fistula cannulation", "Fluid management"}}
	caseManagement = &specialty{id: "specialty:case-management", name: "Case Management", unit: "Case Management", w: 2,
		duties: []string{
			"Performed utilization review using InterQual criteria",
			"Planned discharges to skilled nursing, rehab and home health",
			"Managed a caseload of 15-20 inpatients",
		},
		skills: []string{"Utilization review", "InterQual", "Discharge planning", "Care coordination"}}
	hospice = &specialty{id: "specialty:hospice", name: "Hospice", unit: "Hospice", w: 2, setting: homeHealth,
		certs: []cert{{"cert:chpn", "CHPN", 0.2, 4}},
		duties: []string{
			"Managed pain and symptoms for patients at the end of life",
			"Supported families through the dying process and bereavement",
		},
		skills: []string{"Pain and symptom management", "End-of-life care", "Family support"}}
)

// mix is the mix of candidates and of jobs, in percent; it sums to 100.
//
//	nursing         52  RN 35, CNA 8, LPN 6, PCT 1.5, NP 1.5
//	allied health   24  therapy 10.5, imaging 4, lab 2.5, pharmacy tech 2,
//	                    surgical tech 2, medical assistant 2, EMT 1
//	software, data   8  software engineers 3.5, data analysts 1.5, data
//	                    engineers 1, DevOps 1, IT support 1
//	trades, driving  7
//	office           9  including medical coders and unit secretaries
//
// Registered nurses split by specialty, in percent of nurses: Med-Surg 18,
// ICU 12, ED 12, telemetry 9, PCU 6, OR 6, L&D 6, NICU 4, oncology 4,
// pediatrics 3, PACU 3, psych 3, then 2 each for home health, long-term
// care, postpartum, cath lab, dialysis, case management and hospice.
var mix = []*profession{
	{id: "profession:rn", name: "Registered Nurse", share: 35, title: "Registered Nurse", cred: "RN", industry: "Healthcare",
		specialties: []*specialty{medSurg, icu, ed, tele, pcu, or, laborDelivery, nicu, oncology, pediatrics, pacu, psych,
			homeHealthRN, ltc, postpartum, cathLab, dialysis, caseManagement, hospice},
		certs: []cert{bls}, license: rnLicense, degrees: rnDegrees, duties: rnDuties, skillGroup: "Clinical",
		tools: ehr, toolGroup: "EHR", pay: pay{true, 38, 95}},
	{id: "profession:lpn", name: "LPN", share: 6, title: "Licensed Practical Nurse", cred: "LPN", industry: "Healthcare",
		setting: longTermCare, specialties: []*specialty{area(ltc, 60), area(homeHealthRN, 20), {id: "specialty:rehab", name: "Rehab", unit: "Rehabilitation", w: 20, setting: longTermCare}},
		certs: []cert{bls}, license: lpnLicense,
		degrees:    []degree{{"Diploma in Practical Nursing", "", "Practical Nursing", college, 1}},
		duties:     []string{"Administered medications and treatments to 20-30 residents per shift", "Performed dressing changes, tube feedings and glucose checks", "Reported changes in condition to the RN supervisor and physicians"},
		skills:     []string{"Medication administration", "Wound care", "G-tube feedings", "Glucose monitoring"},
		skillGroup: "Clinical", tools: []string{"PointClickCare", "MatrixCare"}, toolGroup: "EHR", pay: pay{true, 24, 38}},
	{id: "profession:cna", name: "CNA", share: 8, title: "Certified Nursing Assistant", cred: "CNA", industry: "Healthcare",
		setting: longTermCare, specialties: []*specialty{area(ltc, 65), area(medSurg, 20), area(homeHealthRN, 15)},
		certs:      []cert{bls.with(0.8), {"cert:cna", "Certified Nursing Assistant", 1, 2}},
		degrees:    []degree{{"High School Diploma", "", "", highSchool, 1}},
		duties:     []string{"Assisted 10-12 residents with bathing, dressing, toileting and meals", "Took vital signs, weights and intake and output", "Repositioned and transferred patients with mechanical lifts"},
		skills:     []string{"Vital signs", "Activities of daily living", "Patient transfers", "Hoyer lift"},
		skillGroup: "Clinical", tools: []string{"PointClickCare"}, toolGroup: "EHR", pay: pay{true, 16, 24}},
	{id: "profession:pct", name: "Patient Care Technician", share: 1.5, title: "Patient Care Technician", industry: "Healthcare",
		specialties: []*specialty{area(medSurg, 50), area(ed, 30), area(tele, 20)}, certs: []cert{bls, {"cert:phlebotomy", "Phlebotomy Certification", 0.4, 2}},
		degrees:    []degree{{"Patient Care Technician Certificate", "", "Patient Care", program, 1}},
		duties:     []string{"Took vital signs and performed 12-lead EKGs and blood draws", "Assisted nurses with patient care for up to 12 patients"},
		skills:     []string{"Phlebotomy", "EKG", "Vital signs"},
		skillGroup: "Clinical", tools: ehr, toolGroup: "EHR", pay: pay{true, 17, 25}},
	{id: "profession:np", name: "Nurse Practitioner", share: 1.5, title: "Family Nurse Practitioner", cred: "FNP-C", industry: "Healthcare",
		setting: clinic, certs: []cert{bls, acls.with(0.4), {"cert:fnp-c", "FNP-C", 0.6, 5}, {"cert:fnp-bc", "FNP-BC", 0.4, 5}},
		license: &license{id: "license:aprn", name: "APRN License", short: "APRN license", board: "Board of Nursing", prefix: "APRN", p: 1},
		degrees: []degree{{"Master of Science in Nursing", "MSN", "Family Nurse Practitioner", university, 80},
			{"Doctor of Nursing Practice", "DNP", "Family Nurse Practitioner", university, 20}},
		duties:     []string{"Diagnosed and treated acute and chronic conditions for 18-22 patients a day", "Ordered and interpreted labs and imaging", "Prescribed medications, including controlled substances"},
		skills:     []string{"Chronic disease management", "Diagnostic reasoning", "Prescribing", "Preventive care"},
		skillGroup: "Clinical", tools: ehr, toolGroup: "EHR", pay: pay{false, 105000, 145000}},

	{id: "profession:rt", name: "Respiratory Therapist", share: 2.5, title: "Respiratory Therapist", cred: "RRT", industry: "Healthcare",
		certs:   []cert{bls, acls.with(0.7), nrp.with(0.2), {"cert:rrt", "RRT", 0.8, 0}},
		license: &license{id: "license:rt", name: "Respiratory Care License", short: "respiratory care license", board: "Respiratory Care Board", prefix: "RCP", p: 1},
		degrees: []degree{{"Associate of Applied Science", "", "Respiratory Therapy", college, 70}, {"Bachelor of Science", "", "Respiratory Care", university, 30}},
		duties:  []string{"Managed mechanical ventilation for adult ICU patients", "Administered nebulized treatments and performed ABGs", "Responded to codes and rapid responses and assisted with intubations"},
		skills:  []string{"Mechanical ventilation", "ABG analysis", "BiPAP", "Airway management"}, skillGroup: "Clinical",
		tools: ehr, toolGroup: "EHR", pay: pay{true, 32, 55}},
	{id: "profession:pt", name: "Physical Therapist", share: 2.5, title: "Physical Therapist", cred: "DPT", industry: "Healthcare",
		setting: clinic, certs: []cert{bls.with(0.8)},
		license: &license{id: "license:pt", name: "Physical Therapist License", short: "PT license", board: "Board of Physical Therapy", prefix: "PT", p: 1},
		degrees: []degree{{"Doctor of Physical Therapy", "DPT", "Physical Therapy", university, 1}},
		duties:  []string{"Evaluated and treated a caseload of orthopedic and neurological patients", "Designed plans of care with manual therapy and therapeutic exercise", "Documented evaluations and progress notes"},
		skills:  []string{"Manual therapy", "Orthopedic rehabilitation", "Gait training", "Therapeutic exercise"}, skillGroup: "Clinical",
		tools: []string{"WebPT", "Epic"}, toolGroup: "EMR", pay: pay{false, 82000, 110000}},
	{id: "profession:pta", name: "Physical Therapist Assistant", share: 1.5, title: "Physical Therapist Assistant", cred: "PTA", industry: "Healthcare",
		setting: clinic, certs: []cert{bls.with(0.8)},
		license: &license{id: "license:pta", name: "Physical Therapist Assistant License", short: "PTA license", board: "Board of Physical Therapy", prefix: "PTA", p: 1},
		degrees: []degree{{"Associate of Applied Science", "", "Physical Therapist Assistant", college, 1}},
		duties:  []string{"Carried out plans of care under the supervision of physical therapists", "Led therapeutic exercise and gait training for 12-15 patients a day"},
		skills:  []string{"Therapeutic exercise", "Gait training", "Patient education"}, skillGroup: "Clinical",
		tools: []string{"WebPT"}, toolGroup: "EMR", pay: pay{true, 26, 36}},
	{id: "profession:ot", name: "Occupational Therapist", share: 1.5, title: "Occupational Therapist", cred: "OTR/L", industry: "Healthcare",
		setting: longTermCare, certs: []cert{{"cert:otr", "OTR", 1, 3}},
		license: &license{id: "license:ot", name: "Occupational Therapist License", short: "OT license", board: "Board of Occupational Therapy", prefix: "OT", p: 1},
		degrees: []degree{{"Master of Occupational Therapy", "MOT", "Occupational Therapy", university, 1}},
		duties:  []string{"Evaluated patients' function in activities of daily living", "Treated patients after stroke, joint replacement and hip fracture"},
		skills:  []string{"ADL retraining", "Cognitive rehabilitation", "Splinting"}, skillGroup: "Clinical",
		tools: []string{"PointClickCare", "Net Health"}, toolGroup: "EMR", pay: pay{false, 78000, 102000}},
	{id: "profession:cota", name: "COTA", share: 1, title: "Certified Occupational Therapy Assistant", cred: "COTA/L", industry: "Healthcare",
		setting: longTermCare, certs: []cert{{"cert:cota", "COTA", 1, 3}},
		license: &license{id: "license:ota", name: "Occupational Therapy Assistant License", short: "OTA license", board: "Board of Occupational Therapy", prefix: "OTA", p: 1},
		degrees: []degree{{"Associate of Applied Science", "", "Occupational Therapy Assistant", college, 1}},
		duties:  []string{"Carried out treatment plans for ADL and functional mobility goals", "Documented daily treatment notes"},
		skills:  []string{"ADL retraining", "Functional mobility"}, skillGroup: "Clinical", pay: pay{true, 26, 36}},
	{id: "profession:slp", name: "Speech-Language Pathologist", share: 1.5, title: "Speech-Language Pathologist", cred: "CCC-SLP", industry: "Healthcare",
		setting: clinic, certs: []cert{{"cert:ccc-slp", "CCC-SLP", 0.9, 0}},
		license: &license{id: "license:slp", name: "Speech-Language Pathology License", short: "SLP license", board: "Board of Speech-Language Pathology", prefix: "SLP", p: 1},
		degrees: []degree{{"Master of Science", "MS", "Speech-Language Pathology", university, 1}},
		duties:  []string{"Evaluated and treated dysphagia, aphasia and cognitive-communication disorders", "Performed modified barium swallow studies with radiology"},
		skills:  []string{"Dysphagia management", "Aphasia therapy", "Modified barium swallow studies"}, skillGroup: "Clinical",
		pay: pay{false, 80000, 105000}},
	{id: "profession:rad-tech", name: "Radiologic Technologist", share: 2, title: "Radiologic Technologist", cred: "RT(R)", industry: "Healthcare",
		certs: []cert{arrtR, bls.with(0.9)},
		license: &license{id: "license:radiography", name: "Radiologic Technology License", short: "radiologic technology license",
			board: "Department of Health", prefix: "RT", p: 0.6},
		degrees: []degree{{"Associate of Applied Science", "", "Radiologic Technology", college, 1}},
		duties:  []string{"Performed general diagnostic, portable and fluoroscopy exams", "Positioned patients and applied radiation safety practices (ALARA)"},
		skills:  []string{"Diagnostic radiography", "Fluoroscopy", "Portable imaging", "Radiation safety"}, skillGroup: "Imaging",
		tools: []string{"PACS", "Epic Radiant"}, toolGroup: "Systems", pay: pay{true, 30, 48}},
	{id: "profession:ct-tech", name: "CT Technologist", share: 1, title: "CT Technologist", cred: "RT(R)(CT)", industry: "Healthcare",
		certs:   []cert{arrtR, {"cert:arrt-ct", "ARRT(CT)", 1, 2}, bls},
		degrees: []degree{{"Associate of Applied Science", "", "Radiologic Technology", college, 1}},
		duties:  []string{"Performed CT exams including stroke alerts, angiography and trauma scans", "Started IVs and administered contrast"},
		skills:  []string{"CT angiography", "Contrast administration", "Stroke protocols"}, skillGroup: "Imaging",
		tools: []string{"PACS"}, toolGroup: "Systems", pay: pay{true, 36, 58}},
	{id: "profession:sonographer", name: "Sonographer", share: 1, title: "Diagnostic Medical Sonographer", cred: "RDMS", industry: "Healthcare",
		setting: clinic, certs: []cert{{"cert:rdms", "RDMS", 0.9, 0}, {"cert:rvt", "RVT", 0.3, 0}, bls.with(0.7)},
		degrees: []degree{{"Associate of Applied Science", "", "Diagnostic Medical Sonography", college, 1}},
		duties:  []string{"Performed abdominal, OB/GYN and vascular ultrasound exams", "Prepared preliminary findings for radiologists"},
		skills:  []string{"Abdominal ultrasound", "OB/GYN ultrasound", "Vascular ultrasound"}, skillGroup: "Imaging",
		tools: []string{"PACS"}, toolGroup: "Systems", pay: pay{true, 36, 55}},
	{id: "profession:mls", name: "Medical Laboratory Scientist", share: 1.5, title: "Medical Laboratory Scientist", cred: "MLS(ASCP)", industry: "Healthcare",
		setting: laboratory, certs: []cert{{"cert:mls-ascp", "MLS(ASCP)", 0.9, 3}},
		degrees: []degree{{"Bachelor of Science", "BS", "Medical Laboratory Science", university, 1}},
		duties:  []string{"Performed testing in chemistry, hematology, blood bank and microbiology", "Ran quality control and maintained analyzers"},
		skills:  []string{"Blood bank", "Hematology", "Clinical chemistry", "Microbiology"}, skillGroup: "Laboratory",
		tools: []string{"Sunquest", "Epic Beaker"}, toolGroup: "LIS", pay: pay{true, 32, 50}},
	{id: "profession:phlebotomist", name: "Phlebotomist", share: 1, title: "Phlebotomist", industry: "Healthcare",
		setting: laboratory, certs: []cert{{"cert:phlebotomy", "Phlebotomy Certification", 1, 2}, bls.with(0.5)},
		degrees: []degree{{"High School Diploma", "", "", highSchool, 1}},
		duties:  []string{"Performed 40-60 venipunctures and capillary sticks a day", "Labeled and processed specimens"},
		skills:  []string{"Venipuncture", "Specimen processing", "Pediatric draws"}, skillGroup: "Laboratory", pay: pay{true, 17, 25}},
	{id: "profession:pharmacy-tech", name: "Pharmacy Technician", share: 2, title: "Pharmacy Technician", cred: "CPhT", industry: "Healthcare",
		setting: pharmacy, certs: []cert{{"cert:cpht", "CPhT", 0.85, 2}},
		degrees: []degree{{"Pharmacy Technician Certificate", "", "Pharmacy Technology", program, 1}},
		duties:  []string{"Filled and verified prescriptions and restocked automated dispensing cabinets", "Compounded sterile IV admixtures under USP 797"},
		skills:  []string{"Sterile compounding", "Pyxis", "Inventory management"}, skillGroup: "Pharmacy", pay: pay{true, 18, 28}},
	{id: "profession:surgical-tech", name: "Surgical Technologist", share: 2, title: "Surgical Technologist", cred: "CST", industry: "Healthcare",
		certs:   []cert{{"cert:cst", "CST", 0.8, 4}, bls},
		degrees: []degree{{"Associate of Applied Science", "", "Surgical Technology", college, 1}},
		duties:  []string{"Scrubbed general, orthopedic, OB and robotic cases", "Prepared sterile fields and anticipated surgeons' needs"},
		skills:  []string{"Scrubbing", "Sterile technique", "Robotic surgery", "Instrument preparation"}, skillGroup: "Surgical", pay: pay{true, 26, 42}},
	{id: "profession:medical-assistant", name: "Medical Assistant", share: 2, title: "Medical Assistant", industry: "Healthcare",
		setting: clinic, certs: []cert{{"cert:cma", "CMA (AAMA)", 0.4, 5}, {"cert:ccma", "CCMA", 0.3, 2}, bls.with(0.8)},
		degrees: []degree{{"Medical Assistant Diploma", "", "Medical Assisting", program, 1}},
		duties:  []string{"Roomed patients, took vitals and updated histories", "Gave injections and vaccines and collected specimens", "Scheduled appointments and processed referrals"},
		skills:  []string{"Vital signs", "Injections", "Phlebotomy", "Scheduling"}, skillGroup: "Clinical",
		tools: ehr, toolGroup: "EHR", pay: pay{true, 18, 25}},
	{id: "profession:emt", name: "EMT", share: 1, title: "Emergency Medical Technician", cred: "EMT", industry: "Healthcare",
		setting: ems, certs: []cert{{"cert:nremt", "NREMT", 1, 2}, bls},
		degrees: []degree{{"EMT-Basic Certificate", "", "Emergency Medical Services", program, 1}},
		duties:  []string{"Responded to 911 calls and provided basic life support", "Transported patients and gave handoff to emergency departments"},
		skills:  []string{"Patient assessment", "Spinal immobilization", "Emergency driving"}, skillGroup: "Clinical", pay: pay{true, 17, 24}},

	{id: "profession:software-engineer", name: "Software Engineer", share: 3.5, title: "Software Engineer", industry: "Software",
		setting: company, certs: []cert{awsSA, cka},
		degrees: []degree{{"Bachelor of Science", "BS", "Computer Science", university, 75}, {"Master of Science", "MS", "Computer Science", university, 25}},
		duties:  []string{"Designed and built REST APIs and backend services", "Owned services in production, including on-call and incident reviews", "Reviewed code and mentored junior engineers", "Cut p99 latency of a core service by 40% through profiling and caching"},
		skills:  []string{"Go", "Python", "Java", "TypeScript", "PostgreSQL", "Kubernetes", "Docker", "React"}, skillGroup: "Programming",
		tools: []string{"AWS", "GCP", "Terraform", "GitHub Actions", "Kafka"}, toolGroup: "Platforms", pay: pay{false, 110000, 185000}},
	{id: "profession:data-analyst", name: "Data Analyst", share: 1.5, title: "Data Analyst", industry: "Software",
		setting: company,
		degrees: []degree{{"Bachelor of Science", "BS", "Statistics", university, 50}, {"Bachelor of Arts", "BA", "Economics", university, 50}},
		duties:  []string{"Built dashboards tracking revenue and retention for leadership", "Wrote SQL to answer ad hoc questions from product teams", "Designed and analyzed A/B tests"},
		skills:  []string{"SQL", "Python", "Excel", "Statistics"}, skillGroup: "Analytics",
		tools: []string{"Tableau", "Power BI", "Snowflake", "Looker"}, toolGroup: "Tools", pay: pay{false, 65000, 105000}},
	{id: "profession:data-engineer", name: "Data Engineer", share: 1, title: "Data Engineer", industry: "Software",
		setting: company, certs: []cert{awsSA},
		degrees: []degree{{"Bachelor of Science", "BS", "Computer Science", university, 1}},
		duties:  []string{"Built batch and streaming pipelines feeding the data warehouse", "Modeled data with dbt and orchestrated jobs in Airflow"},
		skills:  []string{"SQL", "Python", "Spark", "dbt", "Airflow"}, skillGroup: "Data",
		tools: []string{"Snowflake", "BigQuery", "Kafka", "AWS"}, toolGroup: "Platforms", pay: pay{false, 115000, 170000}},
	{id: "profession:devops-engineer", name: "DevOps Engineer", share: 1, title: "DevOps Engineer", industry: "Software",
		setting: company, certs: []cert{cka.with(0.3), awsSA.with(0.4)},
		degrees: []degree{{"Bachelor of Science", "BS", "Information Technology", university, 1}},
		duties:  []string{"Ran Kubernetes clusters and CI/CD pipelines for 40 services", "Managed infrastructure as code with Terraform"},
		skills:  []string{"Kubernetes", "Terraform", "Linux", "Python", "Prometheus"}, skillGroup: "Infrastructure",
		tools: []string{"AWS", "GitHub Actions", "Argo CD"}, toolGroup: "Platforms", pay: pay{false, 115000, 175000}},
	{id: "profession:it-support", name: "IT Support Specialist", share: 1, title: "IT Support Specialist", industry: "Information Technology",
		setting: office, certs: []cert{comptiaA, {"cert:comptia-network-plus", "CompTIA Network+", 0.3, 3}},
		degrees: []degree{{"Associate of Applied Science", "", "Information Technology", college, 1}},
		duties:  []string{"Resolved 30-40 help desk tickets a day for 600 users", "Imaged laptops and managed accounts in Active Directory"},
		skills:  []string{"Active Directory", "Windows", "Office 365", "Networking"}, skillGroup: "IT",
		tools: []string{"ServiceNow", "Jira"}, toolGroup: "Tools", pay: pay{true, 20, 32}},

	{id: "profession:electrician", name: "Electrician", share: 1.5, title: "Journeyman Electrician", industry: "Construction",
		setting: contractor, certs: []cert{osha10.with(0.6)},
		license: &license{id: "license:electrician-journeyman", name: "Journeyman Electrician License", short: "journeyman electrician license", board: "Electrical Licensing Board", prefix: "JE", p: 0.8},
		degrees: []degree{{"Electrical Apprenticeship", "", "Electrical", program, 1}},
		duties:  []string{"Installed conduit, wiring and panels in commercial buildings", "Read blueprints and worked to the National Electrical Code", "Troubleshot motors, controls and lighting circuits"},
		skills:  []string{"Conduit bending", "NEC", "Blueprint reading", "Troubleshooting"}, skillGroup: "Trade", pay: pay{true, 28, 45}},
	{id: "profession:hvac-tech", name: "HVAC Technician", share: 1.5, title: "HVAC Technician", industry: "Construction",
		setting: contractor, certs: []cert{epa608.with(0.9), {"cert:nate", "NATE", 0.3, 2}, osha10.with(0.4)},
		degrees: []degree{{"HVAC Certificate", "", "HVAC/R", program, 1}},
		duties:  []string{"Installed and serviced residential and light commercial HVAC systems", "Diagnosed refrigerant, airflow and control problems"},
		skills:  []string{"Refrigerant recovery", "Heat pumps", "Controls troubleshooting"}, skillGroup: "Trade", pay: pay{true, 22, 38}},
	{id: "profession:maintenance-tech", name: "Maintenance Technician", share: 1.5, title: "Maintenance Technician", industry: "Facilities",
		setting: contractor, certs: []cert{osha10, epa608.with(0.3)},
		degrees: []degree{{"High School Diploma", "", "", highSchool, 1}},
		duties:  []string{"Performed preventive maintenance on plumbing, electrical and HVAC systems", "Completed work orders for a 300-unit property"},
		skills:  []string{"Preventive maintenance", "Plumbing repair", "Electrical repair"}, skillGroup: "Trade", pay: pay{true, 19, 30}},
	{id: "profession:welder", name: "Welder", share: 1, title: "Welder", industry: "Manufacturing",
		setting: contractor, certs: []cert{{"cert:aws-welder", "AWS Certified Welder", 0.7, 0}, osha10.with(0.4)},
		degrees: []degree{{"Welding Technology Certificate", "", "Welding", program, 1}},
		duties:  []string{"Welded structural steel with MIG, TIG and stick processes", "Read welding symbols and blueprints"},
		skills:  []string{"MIG welding", "TIG welding", "Stick welding", "Blueprint reading"}, skillGroup: "Trade", pay: pay{true, 20, 34}},
	{id: "profession:plumber", name: "Plumber", share: 0.75, title: "Journeyman Plumber", industry: "Construction",
		setting: contractor, certs: []cert{osha10.with(0.4)},
		license: &license{id: "license:plumber", name: "Journeyman Plumber License", short: "journeyman plumber license", board: "Plumbing Board", prefix: "JP", p: 0.8},
		degrees: []degree{{"Plumbing Apprenticeship", "", "Plumbing", program, 1}},
		duties:  []string{"Installed water, drain and gas piping in new construction", "Diagnosed and repaired leaks, water heaters and fixtures"},
		skills:  []string{"Pipe fitting", "Water heaters", "Drain cleaning"}, skillGroup: "Trade", pay: pay{true, 25, 42}},
	{id: "profession:truck-driver", name: "Truck Driver", share: 0.75, title: "CDL-A Truck Driver", industry: "Transportation",
		setting: carrier,
		license: &license{id: "license:cdl-a", name: "CDL Class A", short: "CDL Class A", board: "Department of Motor Vehicles", prefix: "CDL", p: 1},
		degrees: []degree{{"High School Diploma", "", "", highSchool, 1}},
		duties:  []string{"Drove regional routes of 500 miles a day with a clean safety record", "Completed pre-trip inspections and electronic logs"},
		skills:  []string{"Pre-trip inspection", "ELD logs", "Defensive driving"}, skillGroup: "Driving", pay: pay{true, 24, 36}},

	{id: "profession:medical-coder", name: "Medical Coder", share: 1.5, title: "Medical Coder", cred: "CPC", industry: "Healthcare",
		setting: office, certs: []cert{{"cert:cpc", "CPC", 0.8, 0}, {"cert:ccs", "CCS", 0.2, 0}},
		degrees: []degree{{"Associate of Applied Science", "", "Health Information Technology", college, 1}},
		duties:  []string{"Coded outpatient and professional encounters with ICD-10-CM and CPT", "Kept coding accuracy above 95% on quarterly audits"},
		skills:  []string{"ICD-10-CM", "CPT", "HCPCS", "Medical terminology"}, skillGroup: "Coding",
		tools: []string{"Epic", "3M Encoder"}, toolGroup: "Systems", pay: pay{true, 22, 34}},
	{id: "profession:administrative-assistant", name: "Administrative Assistant", share: 2, title: "Administrative Assistant", industry: "Business Services",
		setting: office, degrees: []degree{{"Associate of Arts", "", "Business Administration", college, 1}},
		duties: []string{"Managed calendars, travel and expense reports for three directors", "Prepared meeting materials and minutes"},
		skills: []string{"Calendar management", "Microsoft Excel", "Microsoft Word"}, skillGroup: "Office",
		tools: []string{"Microsoft 365", "Concur"}, toolGroup: "Tools", pay: pay{true, 18, 28}},
	{id: "profession:customer-service-rep", name: "Customer Service Representative", share: 2, title: "Customer Service Representative", industry: "Business Services",
		setting: office, degrees: []degree{{"High School Diploma", "", "", highSchool, 1}},
		duties: []string{"Answered 60-80 calls a day about billing and orders", "Resolved complaints and kept satisfaction scores above target"},
		skills: []string{"Call handling", "De-escalation", "Order entry"}, skillGroup: "Office",
		tools: []string{"Salesforce", "Zendesk"}, toolGroup: "Tools", pay: pay{true, 16, 22}},
	{id: "profession:receptionist", name: "Receptionist", share: 1, title: "Front Desk Receptionist", industry: "Healthcare",
		setting: clinic, degrees: []degree{{"High School Diploma", "", "", highSchool, 1}},
		duties: []string{"Checked in 80 patients a day and verified insurance", "Scheduled appointments and answered multi-line phones"},
		skills: []string{"Insurance verification", "Scheduling", "Multi-line phones"}, skillGroup: "Office",
		tools: ehr, toolGroup: "Systems", pay: pay{true, 16, 21}},
	{id: "profession:unit-secretary", name: "Unit Secretary", share: 1, title: "Health Unit Coordinator", industry: "Healthcare",
		degrees: []degree{{"High School Diploma", "", "", highSchool, 1}},
		duties:  []string{"Entered orders, managed admissions and discharges and answered call lights", "Kept the unit census and bed board current"},
		skills:  []string{"Order entry", "Medical terminology", "Census management"}, skillGroup: "Office",
		tools: ehr, toolGroup: "EHR", pay: pay{true, 16, 22}},
	{id: "profession:accountant", name: "Accountant", share: 1.5, title: "Staff Accountant", industry: "Finance",
		setting: office,
		license: &license{id: "license:cpa", name: "CPA License", short: "CPA license", board: "Board of Accountancy", prefix: "CPA", p: 0.4},
		degrees: []degree{{"Bachelor of Science", "BS", "Accounting", university, 1}},
		duties:  []string{"Closed the books monthly and prepared account reconciliations", "Supported the annual audit and tax filings"},
		skills:  []string{"GAAP", "Account reconciliation", "Month-end close", "Microsoft Excel"}, skillGroup: "Accounting",
		tools: []string{"QuickBooks", "NetSuite", "SAP"}, toolGroup: "Systems", pay: pay{false, 60000, 85000}},
}

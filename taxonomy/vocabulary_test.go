package taxonomy

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// vocabCase is a line as resumes and postings write it, the concepts a
// recruiter reads in it, and concepts one of its words would suggest
// elsewhere but that it does not name.
type vocabCase struct {
	text string
	want []ID
	not  []ID
}

func checkVocabulary(t *testing.T, cases []vocabCase) {
	t.Helper()
	for _, tc := range cases {
		got := Normalize(tc.text)
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("Normalize(%q) = %v, want %s among them", tc.text, got, w)
			}
		}
		for _, n := range tc.not {
			if slices.Contains(got, n) {
				t.Errorf("Normalize(%q) = %v, want no %s", tc.text, got, n)
			}
		}
	}
}

func TestVocabularyNursing(t *testing.T) {
	checkVocabulary(t, []vocabCase{
		// Titles, levels and employment words.
		{"Clinical Nurse II, CVICU", []ID{"profession:rn", "specialty:cvicu"}, nil},
		{"RN III - Cardiac Step-Down", []ID{"profession:rn", "specialty:pcu"}, nil},
		{"Staff Nurse II - Operating Room (Perioperative Services)", []ID{"profession:rn", "specialty:or"}, nil},
		{"Per Diem Charge RN, Tele", []ID{"profession:rn", "specialty:telemetry"}, nil},
		{"Travel Nurse - Labour and Delivery", []ID{"profession:rn", "specialty:labor-delivery"}, nil},
		{"Registered General Nurse (RGN), Medical Ward", []ID{"profession:rn", "specialty:med-surg"}, nil},
		{"Theatre Nurse, Day Surgery Centre", []ID{"profession:rn", "specialty:or", "specialty:ambulatory-surgery"}, nil},
		{"Circulating Nurse - Main OR", []ID{"profession:rn", "specialty:or"}, nil},
		{"RNFA, Cardiovascular Surgery", []ID{"profession:rn", "specialty:or"}, nil},
		{"Flight Nurse, Air Methods", []ID{"profession:rn", "specialty:flight"}, nil},
		{"Contract RN - Medical/Surgical ICU", []ID{"profession:rn", "specialty:icu"}, []ID{"specialty:med-surg"}},
		{"Med/Tele RN, 5 West", []ID{"profession:rn", "specialty:med-surg", "specialty:telemetry"}, nil},
		{"Charge LPN, Rehab/LTC", []ID{"profession:lpn", "specialty:rehab", "specialty:ltc"}, nil},
		{"Licensed Vocational Nurse (LVN), Skilled Nursing Facility", []ID{"profession:lpn", "specialty:ltc"}, nil},
		{"Registered Practical Nurse", []ID{"profession:lpn"}, []ID{"profession:rn"}},
		{"CNA II, Medical floor", []ID{"profession:cna", "specialty:med-surg"}, nil},
		{"STNA - Memory Care", []ID{"profession:cna", "specialty:assisted-living"}, nil},
		{"Nursing Assistant Registered (NAR), Washington", []ID{"profession:cna", "cert:cna"}, nil},
		{"Patient Care Tech II - MICU", []ID{"profession:pct", "specialty:micu"}, []ID{"profession:rn"}},
		{"ED Tech, Level I Trauma Center", []ID{"profession:pct", "specialty:ed", "specialty:trauma"}, nil},
		{"Certified Medication Aide (CMA)", []ID{"cert:medication-aide"}, nil},
		{"FNP-BC, APRN - Urgent Care", []ID{"profession:np", "cert:fnp-bc", "specialty:urgent-care"}, nil},
		{"APRN-CNP, Family Medicine", []ID{"profession:np", "specialty:primary-care"}, nil},
		{"Certified Nurse Practitioner (CNP), New Mexico", []ID{"profession:np", "license:aprn"}, nil},
		{"CRNA, DNAP", []ID{"profession:crna", "degree:dnap"}, nil},
		{"Certified Nurse-Midwife (CNM)", []ID{"profession:cnm"}, nil},
		// Titles that hold "Nurse" without being one.
		{"Nurse's Aide", []ID{"profession:cna"}, []ID{"profession:rn"}},
		{"Student Nurse Extern, NICU", []ID{"profession:nursing-student", "specialty:nicu"}, []ID{"profession:rn"}},
		{"Nursing student - BSN candidate", []ID{"profession:nursing-student"}, []ID{"profession:rn"}},
		{"Nurse Recruiter, Talent Acquisition", []ID{"profession:recruiter"}, []ID{"profession:rn"}},
		{"Nursery Nurse, Little Acorns Day Nursery", []ID{"profession:childcare-worker"}, []ID{"profession:rn"}},
		{"Dental Nurse", []ID{"profession:dental-assistant"}, []ID{"profession:rn"}},
		{"Veterinary Nurse", []ID{"profession:veterinary-tech"}, []ID{"profession:rn"}},

		// Units as hospitals name them.
		{"MICU, SICU, CVICU, CCU, Neuro ICU, Trauma ICU, Burn ICU", []ID{
			"specialty:micu", "specialty:sicu", "specialty:cvicu", "specialty:ccu", "specialty:neuro-icu",
			"specialty:trauma-icu", "specialty:burn",
		}, nil},
		{"Critical Care Unit", []ID{"specialty:icu"}, nil},
		{"Adult Critical Care", []ID{"specialty:icu"}, nil},
		{"Neurotrauma ICU", []ID{"specialty:neuro-icu"}, nil},
		{"Shock Trauma", []ID{"specialty:trauma-icu"}, nil},
		{"PICU and Pediatric Cardiac ICU", []ID{"specialty:picu"}, []ID{"specialty:icu"}},
		{"Level III NICU", []ID{"specialty:nicu"}, nil},
		{"Intermediate Care Nursery", []ID{"specialty:nicu"}, []ID{"specialty:pcu"}},
		{"Step Down / PCU / IMC", []ID{"specialty:pcu"}, nil},
		{"High Dependency Unit", []ID{"specialty:pcu"}, nil},
		{"Cardiac Tele (4 East)", []ID{"specialty:telemetry", "specialty:cardiology"}, nil},
		{"Med-Surg / Ortho / Oncology", []ID{"specialty:med-surg", "specialty:ortho", "specialty:oncology"}, nil},
		{"Haem/Onc", []ID{"specialty:oncology"}, nil},
		{"L&D, Mother-Baby, Postpartum, Well Baby Nursery", []ID{"specialty:labor-delivery", "specialty:postpartum", "specialty:nursery"}, nil},
		{"Birth Center (L&D)", []ID{"specialty:labor-delivery"}, nil},
		{"Mother/Infant Unit", []ID{"specialty:postpartum"}, nil},
		{"Maternal-Fetal Medicine", []ID{"specialty:antepartum"}, nil},
		{"OR/Periop, PACU, Pre-op", []ID{"specialty:or", "specialty:pacu", "specialty:preop"}, nil},
		{"Post-Anaesthesia Care Unit", []ID{"specialty:pacu"}, nil},
		{"Cath Lab / IR / EP Lab", []ID{"specialty:cath-lab", "specialty:interventional-radiology"}, nil},
		{"Interventional Cardiology", []ID{"specialty:cath-lab"}, nil},
		{"ED/ER, Trauma, Urgent Care", []ID{"specialty:ed", "specialty:trauma", "specialty:urgent-care"}, nil},
		{"A&E (Accident and Emergency)", []ID{"specialty:ed"}, nil},
		{"Freestanding Emergency Department", []ID{"specialty:ed"}, nil},
		{"In-Center Hemodialysis", []ID{"specialty:dialysis"}, nil},
		{"Home Health, Hospice, LTC/SNF", []ID{"specialty:home-health", "specialty:hospice", "specialty:ltc"}, nil},
		{"Private Duty Nursing", []ID{"specialty:home-health"}, nil},
		{"Psych/Behavioral Health, Crisis Stabilization Unit", []ID{"specialty:psych"}, nil},
		{"Case Management / Utilization Review", []ID{"specialty:case-management"}, nil},
		{"Post-Acute Care", []ID{"specialty:ltc"}, nil},
		{"Gynaecology Unit", []ID{"specialty:ob"}, nil},
		{"Scrubbed general, GYN, ortho and urology cases", []ID{"specialty:ortho"}, []ID{"specialty:ob"}},
		{"Monitored post-cardiac-cath and pacemaker patients", nil, []ID{"specialty:cath-lab"}},
		{"Member of the sexual assault (SANE-trained) response team", nil, []ID{"cert:sane"}},

		// Certifications and their issuers.
		{"BLS, ACLS, PALS (AHA); TNCC; CCRN-CMC; PCCN", []ID{
			"cert:bls", "cert:acls", "cert:pals", "cert:tncc", "cert:ccrn", "cert:cmc", "cert:pccn",
		}, nil},
		{"CPR for Healthcare Providers (American Red Cross)", []ID{"cert:bls"}, nil},
		{"CEN, CPEN, TCRN, CFRN, CTRN (BCEN)", []ID{"cert:cen", "cert:cpen", "cert:tcrn", "cert:cfrn", "cert:ctrn"}, nil},
		{"MEDSURG-BC (ANCC); CMSRN", []ID{"cert:medsurg-bc", "cert:cmsrn"}, nil},
		{"Orthopaedic Nurse Certified (ONC)", []ID{"cert:onc"}, nil},
		{"RNC-OB, C-EFM, RNC-LRN, IBCLC", []ID{"cert:rnc-ob", "cert:c-efm", "cert:rnc-lrn", "cert:ibclc"}, nil},
		{"SANE-A", []ID{"cert:sane"}, nil},
		{"Certified Sexual Assault Nurse Examiner", []ID{"cert:sane"}, nil},
		{"CRNI; VA-BC", []ID{"cert:crni", "cert:va-bc"}, nil},
		{"CDCES", []ID{"cert:cdces"}, nil},
	})
}

func TestVocabularyAlliedHealth(t *testing.T) {
	checkVocabulary(t, []vocabCase{
		// Respiratory therapy and sleep.
		{"RRT-ACCS, NBRC", []ID{"profession:rt", "cert:rrt", "cert:accs"}, nil},
		{"RRT-NPS; NRP; PALS", []ID{"cert:nps", "cert:rrt", "cert:nrp"}, nil},
		{"Respiratory Care Practitioner (RCP) License, California", []ID{"license:rt"}, nil},
		{"Respiratory Care Practitioner, RRT", []ID{"profession:rt", "cert:rrt"}, nil},
		{"Registered Respiratory Therapist - Long-term acute care (vent unit)", []ID{"profession:rt", "specialty:ltach"}, nil},
		{"Pulmonary Function Lab; CPFT", []ID{"specialty:pulmonary-function", "cert:pft"}, nil},
		{"Sleep Tech (RPSGT), Sleep Disorders Center", []ID{"profession:polysomnographic-tech", "cert:rpsgt", "specialty:sleep"}, nil},
		{"Polysomnographic Technologist", []ID{"profession:polysomnographic-tech"}, nil},

		// Therapy.
		{"PT, DPT, OCS - Outpatient Ortho/Sports", []ID{"profession:pt", "degree:dpt", "cert:ocs", "specialty:outpatient-ortho"}, nil},
		{"Physical Therapist - Sports & Spine", []ID{"profession:pt", "specialty:outpatient-ortho"}, nil},
		{"LPTA, Inpatient Rehab (IRF)", []ID{"profession:pta", "specialty:rehab"}, []ID{"profession:pt"}},
		{"PT Aide", []ID{"profession:rehab-aide"}, []ID{"profession:pt"}},
		{"OTR/L, Certified Hand Therapist - Outpatient Hand Therapy", []ID{"profession:ot", "cert:otr", "license:ot", "cert:cht"}, nil},
		{"COTA/L; OTA/L", []ID{"profession:cota", "license:ota"}, []ID{"profession:ot"}},
		{"MS, CCC-SLP; Speech and Language Pathologist", []ID{"profession:slp", "cert:ccc-slp"}, nil},

		// Imaging.
		{"Nicole Baker, RT(R)(CT)(MR)", []ID{"profession:ct-tech", "profession:mri-tech", "cert:arrt-r", "cert:arrt-ct", "cert:arrt-mr"}, nil},
		{"ARRT (R)(M) - Mammography, Breast Imaging", []ID{"cert:arrt-r", "cert:arrt-m", "specialty:mammography"}, nil},
		{"Lead CT Technologist", []ID{"profession:ct-tech"}, nil},
		{"MRI Technologist - Magnetic Resonance Imaging", []ID{"profession:mri-tech", "specialty:mri"}, nil},
		{"IR Technologist, RT(R)(VI)", []ID{"profession:rad-tech", "specialty:interventional-radiology", "cert:arrt-vi"}, nil},
		{"Fluoroscopy permit", []ID{"license:fluoroscopy"}, nil},
		{"Texas Medical Radiologic Technologist (MRT) license", []ID{"license:radiography"}, nil},
		{"Limited Permit X-Ray Technician", []ID{"profession:limited-xray-tech"}, []ID{"profession:rad-tech"}},
		{"Limited X-Ray License (LMRT)", []ID{"license:limited-xray"}, []ID{"license:radiography"}},
		{"RDMS (AB)(OB/GYN), RDCS (AE), RVT", []ID{"cert:rdms", "cert:rdcs", "cert:rvt"}, nil},
		{"Echocardiography, Vascular Lab", []ID{"specialty:echo", "specialty:vascular-ultrasound"}, nil},
		{"Nuclear Medicine Technologist, CNMT, PET/CT", []ID{"profession:nuclear-med-tech", "cert:cnmt", "specialty:nuclear-medicine"}, nil},
		{"Radiation Therapist, RT(T)", []ID{"profession:radiation-therapist", "cert:arrt-t"}, nil},

		// Surgical services and sterile processing.
		{"CST (NBSTSA), Main OR", []ID{"profession:surgical-tech", "cert:cst", "specialty:or"}, nil},
		{"Tech in Surgery - Certified (TS-C)", []ID{"profession:surgical-tech", "cert:ts-c"}, nil},
		{"Certified Surgical First Assistant (CSFA)", []ID{"profession:surgical-assistant", "cert:csfa"}, nil},
		{"OR Technician, L&D OR", []ID{"profession:surgical-tech", "specialty:labor-delivery", "specialty:or"}, nil},
		{"SPD Tech II - Central Sterile, CRCST (HSPA)", []ID{"profession:sterile-processing-tech", "specialty:sterile-processing", "cert:crcst"}, nil},
		{"CBSPD Certified Sterile Processing and Distribution Technician", []ID{"cert:cspdt"}, nil},

		// Laboratory.
		{"MLS(ASCP)CM - Core Lab (Chemistry/Hematology)", []ID{"profession:mls", "cert:mls-ascp", "specialty:core-lab"}, nil},
		{"Medical Laboratory Technologist, MT(AMT)", []ID{"profession:mls", "cert:mt-amt"}, nil},
		{"MLT(ASCP), Hematology/Coagulation", []ID{"profession:mlt", "cert:mlt-ascp", "specialty:core-lab"}, nil},
		{"SBB(ASCP), Blood Bank/Transfusion Service", []ID{"cert:bb-ascp", "specialty:blood-bank"}, nil},
		{"California CLS License", []ID{"license:mls"}, nil},
		{"Phlebotomist - PBT(ASCP), CPT-1 (CDPH)", []ID{"profession:phlebotomist", "cert:phlebotomy", "license:phlebotomy"}, nil},
		{"NHA CPT", []ID{"cert:phlebotomy"}, []ID{"cert:cpc"}},
		{"Specimen Processor", []ID{"profession:lab-assistant"}, []ID{"profession:mlt"}},
		{"Cytotechnologist, CT(ASCP)", []ID{"profession:cytotech", "cert:ct-ascp"}, []ID{"specialty:ct", "profession:ct-tech"}},

		// Pharmacy, EMS and other allied.
		{"PharmD, RPh, BCPS, BCCCP", []ID{"profession:pharmacist", "cert:bcps", "cert:bcccp"}, nil},
		{"Pharmacy Technician, CPhT (PTCB); ExCPT", []ID{"profession:pharmacy-tech", "cert:cpht", "cert:excpt"}, nil},
		{"Sterile compounding (USP 797)", []ID{"skill:sterile-compounding"}, nil},
		{"NREMT-P, FP-C - Flight Paramedic", []ID{"profession:paramedic", "cert:nremt-paramedic", "cert:fp-c"}, nil},
		{"Firefighter/Paramedic - 911 EMS", []ID{"profession:paramedic", "specialty:ems"}, nil},
		{"EMT-Basic, NREMT", []ID{"profession:emt", "cert:nremt"}, nil},
		{"Medical Assistant (CCMA, NHA); RMA (AMT)", []ID{"profession:medical-assistant", "cert:ccma", "cert:rma"}, nil},
		{"RDH, BS - Licensed Dental Hygienist", []ID{"profession:dental-hygienist"}, nil},
		{"Registered Dietitian Nutritionist, RD, LDN", []ID{"profession:dietitian", "license:dietitian"}, nil},
		{"LCSW-R, New York; LICSW", []ID{"profession:social-worker", "license:lcsw"}, nil},
		{"LMSW (Texas)", []ID{"license:lmsw"}, []ID{"license:lcsw"}},
		{"LPC, LMFT", []ID{"profession:counselor", "license:counselor", "license:lmft"}, nil},
	})
}

func TestVocabularySoftware(t *testing.T) {
	checkVocabulary(t, []vocabCase{
		{"Java Developer", []ID{"profession:software-engineer", "skill:java"}, nil},
		{"Senior Python Developer", []ID{"profession:software-engineer", "skill:python"}, nil},
		{"Staff Software Engineer II", []ID{"profession:software-engineer"}, nil},
		{".NET Developer (C#)", []ID{"profession:software-engineer", "skill:dotnet", "skill:csharp"}, nil},
		{"React Developer", []ID{"profession:software-engineer", "skill:react"}, nil},
		{"UI Engineer", []ID{"profession:software-engineer", "specialty:frontend"}, nil},
		{"iOS Engineer - Swift/SwiftUI", []ID{"profession:software-engineer", "specialty:mobile", "skill:swift"}, nil},
		{"Firmware Engineer", []ID{"profession:software-engineer", "specialty:embedded"}, nil},
		{"Infrastructure - Go services", []ID{"skill:go"}, nil},
		{"Moved batch jobs onto Kafka consumers written in Go", []ID{"skill:go", "skill:kafka"}, nil},
		{"Distributed systems, backend services", []ID{"specialty:backend"}, nil},
		{"QA Automation Engineer - Selenium, Cypress", []ID{"profession:qa-engineer", "specialty:test-automation"}, nil},
		{"Skills: Selenium, Cypress, Playwright, Postman", []ID{"skill:test-automation"}, nil},
		{"Unit tests in pytest and JUnit", []ID{"skill:python", "skill:test-automation"}, nil},
		{"Experience writing tests with Jest, React Testing Library or Playwright", []ID{"skill:test-automation"}, []ID{"skill:react"}},
		{"Two or more years of multi-state payroll processing", []ID{"skill:payroll"}, []ID{"license:multistate"}},
		{"Software Development Engineer in Test", []ID{"profession:qa-engineer"}, []ID{"profession:software-engineer"}},
		{"Penetration Tester", []ID{"profession:security-engineer"}, nil},
		{"DevSecOps Engineer; Helm Charts, CloudFormation", []ID{"profession:devops-engineer", "skill:kubernetes", "skill:terraform"}, nil},
		{"Machine Learning Scientist", []ID{"profession:data-scientist"}, nil},
		{"Data Platform Engineer - Databricks", []ID{"profession:data-engineer", "skill:spark"}, nil},
		{"Computer Vision Engineer", []ID{"profession:ml-engineer"}, nil},
		// Words that are tools only in a list.
		{"She would go to the mall in jest with a mocha and a cucumber sandwich", nil, []ID{"skill:go", "skill:test-automation"}},
		{"Cypress Creek Medical Center", nil, []ID{"skill:test-automation"}},
		{"at the helm of the ICU", nil, []ID{"skill:kubernetes"}},
		{"Skills: Terraform, Chef, Puppet, Assembler", []ID{"skill:terraform", "skill:config-management"}, []ID{"profession:cook", "profession:machine-operator"}},
		{"Sous Chef", []ID{"profession:cook"}, []ID{"skill:config-management"}},
		{"QA Specialist, food safety", nil, []ID{"profession:qa-engineer"}},
	})
}

func TestVocabularyTrades(t *testing.T) {
	checkVocabulary(t, []vocabCase{
		// Electricians, in the union's words too.
		{"Journeyman Inside Wireman - Commercial (dispatch)", []ID{"profession:electrician"}, nil},
		{"Journeyman Wireman, IBEW Local 46", []ID{"profession:electrician"}, nil},
		{"Apprentice Wireman", []ID{"profession:electrician"}, nil},
		{"Electrician's Helper", []ID{"profession:electrician"}, nil},
		{"Journeyman Lineman", []ID{"profession:lineworker"}, []ID{"profession:electrician"}},
		{"Cabling Tech, Low voltage / structured cabling", []ID{"profession:low-voltage-tech"}, []ID{"profession:electrician"}},
		{"WA 01 General Journeyman Electrician certificate (L&I)", []ID{"license:electrician-journeyman"}, nil},
		{"California Certified General Electrician", []ID{"license:electrician-journeyman"}, nil},
		{"Residential Electrician License", []ID{"license:electrician-residential"}, []ID{"license:electrician-journeyman"}},
		{"Electrical Trainee Certificate", []ID{"license:electrician-apprentice"}, []ID{"license:electrician-journeyman"}},
		{"Inside Wireman apprenticeship (5-year JATC program)", []ID{"degree:apprenticeship"}, nil},
		{"NFPA 70E qualified; OSHA 10", []ID{"skill:lockout-tagout", "cert:osha-10"}, nil},

		// HVAC/R.
		{"Commercial HVAC Technician", []ID{"profession:hvac-tech", "specialty:hvac-commercial"}, nil},
		{"Service Tech II (Commercial RTU service)", []ID{"specialty:hvac-commercial"}, nil},
		{"Refrigeration Service Tech (Supermarket Refrigeration)", []ID{"profession:hvac-tech", "specialty:refrigeration"}, nil},
		{"hvac tech. epa 608 universal. commercial service", []ID{"profession:hvac-tech"}, nil},
		{"Universal EPA 608 certification", []ID{"cert:epa-608-universal"}, nil},
		{"EPA 608 Type I & II", []ID{"cert:epa-608-type-1", "cert:epa-608-type-2"}, []ID{"cert:epa-608-universal"}},
		{"EPA 608 Type II certified (not Universal yet)", []ID{"cert:epa-608-type-2"}, []ID{"cert:epa-608-universal"}},
		{"EPA 609 (MVAC)", []ID{"cert:epa-609"}, []ID{"cert:epa-608"}},
		{"NATE Certified Technician", []ID{"cert:nate"}, nil},

		// Plumbers, pipefitters and welders.
		{"Journeyman Plumber", []ID{"profession:plumber"}, []ID{"profession:pipefitter"}},
		{"Journeyman Pipefitter, UA Local 597", []ID{"profession:pipefitter"}, []ID{"profession:plumber"}},
		{"Steamfitter", []ID{"profession:pipefitter"}, nil},
		{"Medical Gas Installer (ASSE 6010)", []ID{"cert:med-gas"}, nil},
		{"Combo Welder - 6G SMAW/GTAW", []ID{"profession:welder", "skill:welding-6g", "skill:welding-stick", "skill:welding-tig"}, []ID{"cert:weld-6g"}},
		{"Must hold a current 6G cert or pass our 6G test on site", []ID{"cert:weld-6g"}, nil},
		{"3+ yrs writing Go in production", []ID{"skill:go"}, nil},
		{"6G pipe cert (ASME IX, SMAW/GTAW)", []ID{"cert:weld-6g", "cert:asme-ix"}, nil},
		{"AWS D1.1 structural 3G/4G", []ID{"cert:aws-welder", "cert:weld-3g-4g"}, nil},
		{"Welder/Fitter", []ID{"profession:welder"}, []ID{"profession:fitter"}},
		{"Structural Fitter", []ID{"profession:fitter"}, []ID{"profession:welder"}},
		{"Pipeline Welder, API 1104", []ID{"profession:welder", "specialty:pipe-welding", "cert:api-1104"}, nil},
		{"Connector, Steel Erection", []ID{"specialty:steel-erection"}, []ID{"specialty:structural-welding"}},
		{"Certified Welding Inspector (CWI)", []ID{"cert:cwi"}, nil},

		// Drivers.
		{"CDL-A Truck Driver - OTR Reefer", []ID{"profession:truck-driver", "license:cdl-a", "specialty:tractor-trailer"}, nil},
		{"Dump Truck Driver (CDL-A), End dump / construction hauling", []ID{"profession:truck-driver", "specialty:dump-truck"}, nil},
		{"CDL (Class A), Georgia", []ID{"license:cdl-a"}, nil},
		{"Class A Commercial Driver License", []ID{"license:cdl-a"}, nil},
		{"H and N endorsements", []ID{"cert:hazmat", "cert:tanker-endorsement"}, nil},
		{"Tanker/Hazmat endorsements (X)", []ID{"cert:hazmat", "cert:tanker-endorsement"}, nil},
		{"Doubles/Triples endorsement", []ID{"cert:doubles-triples"}, nil},
		{"Med card (DOT) - exp 05/2029", []ID{"cert:dot-medical"}, nil},
		{"TWIC card; ELDT complete", []ID{"cert:twic", "cert:eldt"}, nil},

		// Maintenance, millwrights, carpenters, operators, machinists.
		{"Industrial Maintenance Tech - 2nd Shift", []ID{"profession:maintenance-tech", "specialty:industrial-maintenance"}, nil},
		{"Make-Ready Tech, Property maintenance", []ID{"profession:maintenance-tech", "specialty:facilities-maintenance"}, nil},
		{"Millwright", []ID{"profession:millwright"}, []ID{"profession:maintenance-tech"}},
		{"PLC troubleshooting on ControlLogix (RSLogix 5000), VFDs, hydraulics and pneumatics", []ID{
			"skill:plc", "skill:motor-controls", "skill:hydraulics", "skill:pneumatics",
		}, nil},
		{"CMMS experience (we use Fiix)", []ID{"skill:cmms"}, nil},
		{"Journeyman Carpenter - Concrete Formwork", []ID{"profession:carpenter"}, nil},
		{"Heavy Equipment Operator - Excavator, Dozer, Skid Steer", []ID{"profession:equipment-operator", "skill:heavy-equipment"}, nil},
		{"NCCCO Certified Crane Operator", []ID{"cert:nccco", "profession:equipment-operator"}, nil},
		{"CNC Setup Machinist - Haas mills", []ID{"profession:machinist"}, nil},
		{"Machine Operator, Production", []ID{"profession:machine-operator"}, []ID{"profession:machinist"}},
		{"Tool & Die Maker", []ID{"profession:machinist"}, nil},
	})
}

// TestVocabularyAmbiguity pins the readings of words that name different
// things in different fields: each resolved ambiguity, in both readings.
func TestVocabularyAmbiguity(t *testing.T) {
	checkVocabulary(t, []vocabCase{
		// CRT: the respiratory therapist's NBRC credential, unless the
		// radiologic technologist's California certificate is spelled out.
		{"CRT, NBRC", []ID{"cert:crt", "profession:rt"}, []ID{"license:radiography"}},
		{"California CRT (Certified Radiologic Technologist) #RTH 50695, exp 06/2028", []ID{"license:radiography"}, []ID{"cert:crt", "profession:rt"}},
		{"CRT (R)(F)", []ID{"license:radiography", "license:fluoroscopy"}, []ID{"cert:crt"}},
		{"CA CRT and Fluoroscopy Permit", []ID{"license:radiography", "license:fluoroscopy"}, []ID{"cert:crt", "profession:rt"}},
		{"ARRT #123456 (R)(CT)", []ID{"cert:arrt-r", "cert:arrt-ct"}, []ID{"skill:r"}},
		// AWS: Amazon's cloud, the welding society.
		{"AWS Certified Developer - Associate", []ID{"cert:aws-certified"}, []ID{"cert:aws-welder"}},
		{"AWS certification (D1.1 structural)", nil, []ID{"cert:aws-certified"}},
		// Hospitalist: the physician, the service an NP works on.
		{"Acute Care NP - Hospitalist Service", []ID{"profession:np", "specialty:hospital-medicine"}, []ID{"profession:physician"}},
		// CT: computed tomography, cytotechnology, Connecticut, a time zone.
		{"ARRT (CT) exp 12/27", []ID{"cert:arrt-ct"}, nil},
		{"CT Technologist - Evenings", []ID{"profession:ct-tech"}, nil},
		{"Stamford, CT 06901", nil, []ID{"specialty:ct"}},
		{"Core hours 10 AM CT - 3 PM CT", nil, []ID{"specialty:ct"}},
		// PT: physical therapy, part-time, an aide.
		{"PT/Per Diem available; PT shifts", nil, []ID{"profession:pt"}},
		{"Outpatient PT clinic", []ID{"profession:pt"}, nil},
		{"PT Aide", []ID{"profession:rehab-aide"}, []ID{"profession:pt"}},
		// OT: occupational therapy, overtime.
		{"OT eligible after 40 hours; OT rate 1.5x", nil, []ID{"profession:ot"}},
		{"OTR/L", []ID{"profession:ot"}, nil},
		// OR: operating room, Oregon.
		{"Portland, OR 97210", nil, []ID{"specialty:or"}},
		{"OR Technician", []ID{"profession:surgical-tech"}, nil},
		// ED: emergency department, special education.
		{"Special Ed Teacher (SPED)", []ID{"profession:special-education-teacher", "specialty:special-education"}, []ID{"specialty:ed"}},
		{"ED RN, Level II trauma", []ID{"specialty:ed", "profession:rn"}, nil},
		// EMT: the technician, electrical metallic tubing.
		{"conduit/EMT, MC, gear setting, lighting controls", []ID{"skill:conduit"}, []ID{"profession:emt"}},
		{"Ran EMT and rigid conduit, pulled wire", []ID{"skill:conduit"}, []ID{"profession:emt"}},
		{"EMT-B, 911 ambulance service", []ID{"profession:emt"}, nil},
		// IMC: intermediate care, intermediate metal conduit.
		{"EMT/IMC/RMC installs", []ID{"skill:conduit"}, []ID{"specialty:pcu", "profession:emt"}},
		{"IMC RN, nights", []ID{"specialty:pcu"}, nil},
		// CST: the surgical technologist, Central Standard Time.
		{"Core hours 9 am CST to 5 pm CST", nil, []ID{"cert:cst", "profession:surgical-tech"}},
		{"CST, NBSTSA", []ID{"cert:cst"}, nil},
		// NRP: the neonatal course, the registry paramedic.
		{"NRP, STABLE", []ID{"cert:nrp"}, []ID{"cert:nremt-paramedic"}},
		{"Nationally Registered Paramedic (NRP)", []ID{"cert:nremt-paramedic", "profession:paramedic"}, nil},
		// RVT: the vascular technologist, the veterinary technician.
		{"RVT (ARDMS)", []ID{"cert:rvt"}, nil},
		{"Registered Veterinary Technician", []ID{"profession:veterinary-tech"}, []ID{"cert:rvt"}},
		// C: the language, a caesarean section.
		{"Scrubbed C-sections and tubals", nil, []ID{"skill:c"}},
		{"L&D OR / C-section", []ID{"specialty:labor-delivery"}, []ID{"skill:c"}},
		// A mixed ICU is an ICU, not a med-surg floor.
		{"36-bed mixed Medical/Surgical ICU", []ID{"specialty:icu"}, []ID{"specialty:med-surg"}},
		// Ultrasound-guided IVs are a nurse's skill.
		{"Ultrasound-guided IV insertion", []ID{"skill:iv-therapy"}, []ID{"specialty:ultrasound"}},
		// Steel erection is ironwork; a fab shop's fitter is no welder.
		{"Fitter/Fabricator, Fabrication Shop", []ID{"profession:fitter"}, []ID{"profession:welder"}},
		// ONC is oncology unless its name is spelled out.
		{"Heme/ONC", []ID{"specialty:oncology"}, []ID{"cert:onc"}},
	})
}

// TestStatesAmbiguity checks that state codes inside a concept's name are
// no states, and that licence lines written many ways name theirs.
func TestStatesAmbiguity(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"ARRT (CT) - exp 01/2028", nil},
		{"Lead CT Technologist", nil},
		{"RT(R)(CT), ARRT", nil},
		{"Jane Doe, PA-C", nil},
		{"Main OR, Hospital OR", nil},
		{"MS Office, MS Excel", nil},
		{"CT(ASCP)", nil},
		{"CT Technologist, Stamford, CT 06901", []string{"CT"}},
		{"CA CRT #RTH 12345", []string{"CA"}},
		{"Microsoft Azure Administrator Associate (AZ-104)", nil},
		{"Active PA License", []string{"PA"}},
		{"CA RN #95012", []string{"CA"}},
		{"RN - Texas, Lic# 387494", []string{"TX"}},
		{"NYS RN License", []string{"NY"}},
		{"Florida RN (compact)", []string{"FL"}},
		{"Licensed in CA and NV", []string{"CA", "NV"}},
		{"Texas Board of Nursing", []string{"TX"}},
		{"Washington, D.C.", []string{"DC"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, StatesIn(tt.text), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("StatesIn(%q) (-want +got):\n%s", tt.text, diff)
		}
	}
}

// TestReadEntryLicenceWordings checks licence entries written the ways
// resumes write them.
func TestReadEntryLicenceWordings(t *testing.T) {
	tests := []struct {
		name, issuer string
		dated        bool
		want         Entry
	}{
		{"RN - Texas, Lic# 387494", "", false, Entry{IDs: []ID{"profession:rn", "license:rn"}, States: []string{"TX"}}},
		{"CA RN", "California Board of Registered Nursing", false, Entry{IDs: []ID{"profession:rn", "license:rn"}, States: []string{"CA"}}},
		{"Registered Nurse - Florida (compact)", "", false, Entry{IDs: []ID{"profession:rn", "license:rn"}, States: []string{"FL"}, Multistate: true}},
		{"NYS RN", "", true, Entry{IDs: []ID{"profession:rn", "license:rn"}, States: []string{"NY"}}},
		{"Compact RN, Arizona", "", false, Entry{IDs: []ID{"profession:rn", "license:rn", "license:multistate"}, States: []string{"AZ"}, Multistate: true}},
		{"LVN", "California Board of Vocational Nursing and Psychiatric Technicians", true, Entry{IDs: []ID{"profession:lpn", "license:lpn"}, States: []string{"CA"}}},
		{"California CRT (Certified Radiologic Technologist)", "CDPH", true, Entry{IDs: []ID{"license:radiography"}, States: []string{"CA"}}},
		{"ARRT (CT)", "American Registry of Radiologic Technologists", true, Entry{IDs: []ID{"cert:arrt-ct"}}},
		{"Washington - 01 General Journeyman Electrician certificate (L&I)", "", true, Entry{
			IDs: []ID{"license:electrician-journeyman"}, States: []string{"WA"},
		}},
	}
	for _, tt := range tests {
		got := ReadEntry(tt.name, tt.issuer, tt.dated)
		if diff := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("ReadEntry(%q, %q, %v) (-want +got):\n%s", tt.name, tt.issuer, tt.dated, diff)
		}
	}
}

// TestVocabularyEverydayWords checks that prose built from words some
// aliases hold (a conduit, a stick, a chef's table, a time zone) names no
// concept: each new alias risks one of these.
func TestVocabularyEverydayWords(t *testing.T) {
	for _, text := range []string{
		"Served as a conduit between the sales and support teams.",
		"We stick to the plan and go the extra mile.",
		"Fast-track your career with paid overtime.",
		"Portable chargers and laptops were managed by IT.",
		"Meet me at 5 pm CST or 10 AM CT on Monday.",
		"She said it in jest over a mocha and a cucumber sandwich.",
		"Our fitter, healthier team members love the gym.",
		"Passed the assembly exam; joined the chef's table program.",
		"At the helm of the transformation program.",
		"Reported to the Senior Vice President of Operations.",
		"Emergency contact: John Smith",
		"Full-time/part-time (FT/PT) positions available.",
		"Delivered the keynote at the Annual Leadership Summit.",
		"Multistate operations across the Southeast.",
	} {
		if got := Normalize(text); len(got) > 0 {
			t.Errorf("Normalize(%q) = %v, want nothing", text, got)
		}
	}
}

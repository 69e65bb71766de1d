package taxonomy

// specialties are clinical units and practice areas. Parents say what a
// specialty counts as (MICU is ICU experience); NICU and PICU are deliberately
// not children of ICU, because "ICU experience" in a posting means adult
// critical care. Related pairs are recorded once and made symmetric.
var specialties = []Concept{
	// Critical care.
	{
		ID: "specialty:icu", Name: "Intensive Care Unit (ICU)", Profession: "profession:rn", Family: true,
		Parents: []ID{"specialty:acute-care"},
		Aliases: []string{
			"ICU", "Intensive Care Unit", "Intensive Care", "Critical Care", "Critical Care Unit",
			"Critical Care Nursing", "Adult ICU",
		},
	},
	{
		ID: "specialty:micu", Name: "Medical ICU (MICU)", Profession: "profession:rn",
		Parents: []ID{"specialty:icu"},
		Aliases: []string{"MICU", "Medical ICU", "Medical Intensive Care Unit", "Medical Intensive Care"},
	},
	{
		ID: "specialty:sicu", Name: "Surgical ICU (SICU)", Profession: "profession:rn",
		Parents: []ID{"specialty:icu"},
		Aliases: []string{"SICU", "Surgical ICU", "Surgical Intensive Care Unit", "Surgical Intensive Care", "STICU", "Surgical Trauma ICU"},
	},
	{
		ID: "specialty:cvicu", Name: "Cardiovascular ICU (CVICU)", Profession: "profession:rn",
		Parents: []ID{"specialty:icu"},
		Related: []ID{"specialty:cardiology"},
		Aliases: []string{
			"CVICU", "CTICU", "CICU", "CSICU", "Cardiovascular ICU", "Cardiothoracic ICU", "Cardiac ICU",
			"Cardiac Surgery ICU", "Cardiovascular Intensive Care Unit", "Cardiothoracic Intensive Care Unit",
			"Cardiac Intensive Care Unit", "Open Heart ICU",
		},
	},
	{
		ID: "specialty:neuro-icu", Name: "Neuro ICU", Profession: "profession:rn",
		Parents: []ID{"specialty:icu", "specialty:neuro"},
		Aliases: []string{
			"Neuro ICU", "NeuroICU", "Neuro Intensive Care Unit", "Neurosurgical ICU", "Neuroscience ICU", "NSICU",
			"NCCU", "Neuro Critical Care", "Neurocritical Care",
		},
	},
	{
		ID: "specialty:trauma-icu", Name: "Trauma ICU", Profession: "profession:rn",
		Parents: []ID{"specialty:icu", "specialty:trauma"},
		Aliases: []string{"Trauma ICU", "TICU", "STICU", "Surgical Trauma ICU", "Shock Trauma ICU", "Trauma Intensive Care Unit"},
	},
	{
		ID: "specialty:burn", Name: "Burn Unit", Profession: "profession:rn",
		Parents: []ID{"specialty:icu"},
		Aliases: []string{"Burn Unit", "Burn ICU", "Burn Center", "Burn Intensive Care Unit"},
	},
	{
		ID: "specialty:ccu", Name: "Coronary Care Unit (CCU)", Profession: "profession:rn",
		Parents: []ID{"specialty:icu"},
		Related: []ID{"specialty:cardiology"},
		Aliases: []string{"CCU", "Coronary Care Unit", "Cardiac Care Unit", "Coronary Care"},
	},
	{
		ID: "specialty:pcu", Name: "Progressive Care / Step-Down (PCU)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Related: []ID{"specialty:telemetry", "specialty:icu"},
		Aliases: []string{
			"PCU", "Progressive Care", "Progressive Care Unit", "Step-Down", "Stepdown", "Step-Down Unit",
			"SDU", "IMCU", "IMC", "Intermediate Care", "Intermediate Care Unit",
		},
	},
	{
		ID: "specialty:ltach", Name: "Long-Term Acute Care (LTACH)", Profession: "profession:rn",
		Related: []ID{"specialty:icu"},
		Aliases: []string{"LTACH", "LTAC", "Long-Term Acute Care", "Long-Term Acute Care Hospital"},
	},

	// Emergency.
	{
		ID: "specialty:ed", Name: "Emergency Department (ED/ER)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Aliases: []string{
			"ED", "ER", "E.R.", "Emergency Department", "Emergency Dept", "Emergency Room", "Emergency",
			"Emergency Medicine", "Emergency Nursing", "Emergency Services", "Emergency Care", "Freestanding ER",
		},
	},
	{
		ID: "specialty:peds-ed", Name: "Pediatric Emergency", Profession: "profession:rn",
		Parents: []ID{"specialty:ed", "specialty:pediatrics"},
		Aliases: []string{
			"Pediatric ED", "Pediatric ER", "Peds ED", "Peds ER", "Pediatric Emergency",
			"Pediatric Emergency Department", "Pediatric Emergency Room",
		},
	},
	{
		ID: "specialty:trauma", Name: "Trauma", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Related: []ID{"specialty:ed"},
		Aliases: []string{"Trauma", "Trauma Nursing", "Trauma Center", "Trauma Unit"},
	},
	{
		ID: "specialty:urgent-care", Name: "Urgent Care", Profession: "profession:rn",
		Related: []ID{"specialty:ed"},
		Aliases: []string{"Urgent Care", "Urgent Care Center", "Immediate Care", "Walk-In Clinic"},
	},

	// Women's health and newborns.
	{
		ID: "specialty:ob", Name: "Obstetrics / Women's Health", Profession: "profession:rn",
		Aliases: []string{
			"OB", "OB/GYN", "OBGYN", "Ob/Gyn", "Obstetrics", "Obstetric", "Obstetrical", "Women's Health",
			"Womens Health", "Maternity", "Perinatal", "Maternal Child Health",
		},
	},
	{
		ID: "specialty:labor-delivery", Name: "Labor and Delivery (L&D)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care", "specialty:ob"},
		Aliases: []string{"L&D", "Labor and Delivery", "Labor & Delivery", "Labor/Delivery", "Birthing Center"},
	},
	{
		ID: "specialty:postpartum", Name: "Postpartum / Mother-Baby", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care", "specialty:ob"},
		Aliases: []string{
			"Postpartum", "Post-Partum", "Mother Baby", "Mother/Baby", "Mom Baby", "Mother Baby Unit", "MBU",
			"Couplet Care",
		},
	},
	{
		ID: "specialty:antepartum", Name: "Antepartum", Profession: "profession:rn",
		Parents: []ID{"specialty:ob"},
		Aliases: []string{"Antepartum", "Ante-Partum", "High Risk Antepartum", "High-Risk OB"},
	},
	{
		ID: "specialty:ldrp", Name: "Labor, Delivery, Recovery and Postpartum (LDRP)", Profession: "profession:rn",
		Parents: []ID{"specialty:labor-delivery", "specialty:postpartum"},
		Aliases: []string{"LDRP", "LDR", "Labor Delivery Recovery Postpartum", "Labor, Delivery, Recovery and Postpartum"},
	},
	{
		ID: "specialty:nursery", Name: "Newborn Nursery", Profession: "profession:rn",
		Parents: []ID{"specialty:ob"},
		Aliases: []string{"Newborn Nursery", "Well Baby Nursery", "Well-Baby Nursery"},
	},
	{
		ID: "specialty:nicu", Name: "Neonatal ICU (NICU)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Related: []ID{"specialty:icu", "specialty:picu"},
		Aliases: []string{
			"NICU", "Neonatal ICU", "Neonatal Intensive Care Unit", "Neonatal Intensive Care", "Neonatal",
			"Neonatology", "Special Care Nursery",
		},
	},

	// Pediatrics.
	{
		ID: "specialty:pediatrics", Name: "Pediatrics", Profession: "profession:rn",
		Aliases: []string{
			"Pediatrics", "Pediatric", "Paediatrics", "Paediatric", "Peds", "Pediatric Unit", "Children's Hospital",
		},
	},
	{
		ID: "specialty:picu", Name: "Pediatric ICU (PICU)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care", "specialty:pediatrics"},
		Related: []ID{"specialty:icu"},
		Aliases: []string{
			"PICU", "Pediatric ICU", "Peds ICU", "Pediatric Intensive Care Unit", "Pediatric Intensive Care",
			"Paediatric Intensive Care",
		},
	},

	// Medical and surgical floors.
	{
		ID: "specialty:med-surg", Name: "Medical-Surgical (Med-Surg)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Aliases: []string{"Med-Surg", "Med Surg", "Med/Surg", "MedSurg", "Medical-Surgical", "Medical/Surgical"},
	},
	{
		ID: "specialty:telemetry", Name: "Telemetry", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Related: []ID{"specialty:cardiology"},
		Aliases: []string{"Telemetry", "Tele", "Cardiac Telemetry", "Telemetry Unit", "Tele Unit"},
	},
	{
		ID: "specialty:cardiology", Name: "Cardiology", Profession: "profession:rn",
		Aliases: []string{"Cardiology", "Cardiac", "Cardiovascular", "Cardiac Unit"},
	},
	{
		ID: "specialty:cath-lab", Name: "Cardiac Cath Lab", Profession: "profession:rn",
		Parents: []ID{"specialty:cardiology"},
		Aliases: []string{
			"Cath Lab", "Cardiac Cath Lab", "Cardiac Catheterization", "Cardiac Catheterization Lab",
			"Cardiac Catheterization Laboratory", "Cath/EP Lab", "EP Lab", "Electrophysiology Lab",
		},
	},
	{
		ID: "specialty:neuro", Name: "Neurology", Profession: "profession:rn",
		Aliases: []string{"Neurology", "Neuro", "Neuroscience", "Neurosciences", "Neuro Unit", "Stroke Unit"},
	},
	{
		ID: "specialty:ortho", Name: "Orthopedics", Profession: "profession:rn",
		Aliases: []string{"Orthopedics", "Orthopaedics", "Orthopedic", "Orthopaedic", "Ortho"},
	},
	{
		ID: "specialty:oncology", Name: "Oncology", Profession: "profession:rn",
		Aliases: []string{
			"Oncology", "Onc", "Hematology/Oncology", "Hematology Oncology", "Heme/Onc", "Hem/Onc",
			"Radiation Oncology", "Medical Oncology", "Cancer Center",
		},
	},
	{
		ID: "specialty:bmt", Name: "Bone Marrow Transplant (BMT)", Profession: "profession:rn",
		Parents: []ID{"specialty:oncology"},
		Aliases: []string{"BMT", "Bone Marrow Transplant", "Blood and Marrow Transplant", "Stem Cell Transplant"},
	},
	{
		ID: "specialty:transplant", Name: "Transplant", Profession: "profession:rn",
		Aliases: []string{"Transplant", "Organ Transplant", "Kidney Transplant", "Liver Transplant"},
	},
	{
		ID: "specialty:nephrology", Name: "Nephrology", Profession: "profession:rn",
		Aliases: []string{"Nephrology", "Renal", "Renal Unit"},
	},
	{
		ID: "specialty:dialysis", Name: "Dialysis", Profession: "profession:rn",
		Parents: []ID{"specialty:nephrology"},
		Aliases: []string{
			"Dialysis", "Hemodialysis", "Acute Dialysis", "Acute Hemodialysis", "Chronic Dialysis",
			"Outpatient Dialysis", "Home Dialysis", "Peritoneal Dialysis",
		},
	},
	{
		ID: "specialty:endoscopy", Name: "Endoscopy / GI Lab", Profession: "profession:rn",
		Aliases: []string{"Endoscopy", "GI Lab", "GI/Endoscopy", "Gastroenterology"},
	},
	{
		ID: "specialty:interventional-radiology", Name: "Interventional Radiology", Profession: "profession:rn",
		Aliases: []string{"Interventional Radiology", "IR", "VIR", "Vascular and Interventional Radiology", "Special Procedures"},
	},
	{
		ID: "specialty:infusion", Name: "Infusion Therapy", Profession: "profession:rn",
		Aliases: []string{"Infusion", "Infusion Therapy", "Infusion Center", "Home Infusion", "Vascular Access", "IV Team", "PICC Team"},
	},
	{
		ID: "specialty:wound-care", Name: "Wound Care", Profession: "profession:rn",
		Aliases: []string{"Wound Care", "Wound Ostomy", "Wound Ostomy Continence", "WOC Nursing", "Ostomy"},
	},
	{
		ID: "specialty:rehab", Name: "Rehabilitation", Profession: "profession:rn",
		Aliases: []string{
			"Rehab", "Rehabilitation", "Acute Rehab", "Acute Rehabilitation", "Inpatient Rehab",
			"Inpatient Rehabilitation", "Rehab Unit", "IRF",
		},
	},

	// Surgical services.
	{
		ID: "specialty:or", Name: "Operating Room / Perioperative", Profession: "profession:rn", Family: true,
		Parents: []ID{"specialty:acute-care"},
		Aliases: []string{
			"OR", "Operating Room", "Operating Theatre", "Main OR", "Perioperative", "Periop", "Peri-op",
			"Intraoperative", "Intra-op", "Surgical Services",
		},
	},
	{
		ID: "specialty:cvor", Name: "Cardiovascular OR (CVOR)", Profession: "profession:rn",
		Parents: []ID{"specialty:or"},
		Aliases: []string{"CVOR", "Cardiovascular OR", "Cardiac OR", "Open Heart OR", "Heart Room"},
	},
	{
		ID: "specialty:pacu", Name: "Post-Anesthesia Care Unit (PACU)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Related: []ID{"specialty:or", "specialty:preop"},
		Aliases: []string{
			"PACU", "Post-Anesthesia Care Unit", "Post-Anesthesia Care", "Recovery Room", "Phase I Recovery",
			"Phase II Recovery",
		},
	},
	{
		ID: "specialty:preop", Name: "Pre-Operative", Profession: "profession:rn",
		Related: []ID{"specialty:or"},
		Aliases: []string{"Pre-op", "Preop", "Pre-operative", "Preoperative", "Pre-op Holding", "Preadmission Testing"},
	},
	{
		ID: "specialty:ambulatory-surgery", Name: "Ambulatory Surgery", Profession: "profession:rn",
		Related: []ID{"specialty:or"},
		Aliases: []string{"Ambulatory Surgery", "Ambulatory Surgery Center", "Outpatient Surgery", "Surgery Center", "Same Day Surgery", "ASC"},
	},

	// Behavioral health.
	{
		ID: "specialty:psych", Name: "Psychiatric / Behavioral Health", Profession: "profession:rn",
		Aliases: []string{
			"Psych", "Psychiatric", "Psychiatry", "Psych/Behavioral", "Behavioral Health", "Behavioural Health",
			"Mental Health", "Inpatient Psych", "Acute Psych", "Geropsych", "Adolescent Psych",
		},
	},
	{
		ID: "specialty:addiction", Name: "Addiction / Substance Use", Profession: "profession:rn",
		Parents: []ID{"specialty:psych"},
		Aliases: []string{
			"Addiction", "Addictions", "Addiction Medicine", "Substance Abuse", "Substance Use Disorder",
			"Chemical Dependency", "Detox", "Detoxification", "Drug Rehab",
		},
	},

	// Post-acute and community.
	{
		ID: "specialty:home-health", Name: "Home Health", Profession: "profession:rn",
		Aliases: []string{
			"Home Health", "Home Healthcare", "Home Health Care", "Home Care", "Homecare", "Visiting Nurse",
			"Home Health Aide",
		},
	},
	{
		ID: "specialty:hospice", Name: "Hospice and Palliative Care", Profession: "profession:rn",
		Aliases: []string{"Hospice", "Palliative", "Palliative Care", "Hospice and Palliative Care", "End-of-Life Care"},
	},
	{
		ID: "specialty:ltc", Name: "Long-Term Care / Skilled Nursing", Profession: "profession:rn",
		Aliases: []string{
			"Long-Term Care", "LTC", "Skilled Nursing", "Skilled Nursing Facility", "SNF", "Nursing Home",
			"Nursing Facility", "Subacute", "Sub-Acute", "Transitional Care Unit", "TCU",
		},
	},
	{
		ID: "specialty:assisted-living", Name: "Assisted Living / Memory Care", Profession: "profession:rn",
		Parents: []ID{"specialty:ltc"},
		Aliases: []string{"Assisted Living", "Assisted Living Facility", "ALF", "Memory Care"},
	},
	{
		ID: "specialty:geriatrics", Name: "Geriatrics", Profession: "profession:rn",
		Aliases: []string{"Geriatrics", "Geriatric", "Gerontology", "Gerontological", "Senior Care", "Elder Care", "Eldercare"},
	},
	{
		ID: "specialty:primary-care", Name: "Primary Care", Profession: "profession:rn",
		Aliases: []string{"Primary Care", "Family Practice", "Family Medicine", "Internal Medicine", "Family Nurse Practitioner", "FNP"},
	},
	{
		ID: "specialty:ambulatory", Name: "Ambulatory Care / Clinic", Profession: "profession:rn",
		// A bare "Clinic" is left out: it is as often part of a name ("Mayo Clinic").
		Aliases: []string{
			"Ambulatory Care", "Ambulatory", "Outpatient", "Outpatient Clinic", "Specialty Clinic",
			"Physician Office", "Physician's Office", "Doctor's Office", "Medical Office",
		},
	},
	{
		ID: "specialty:case-management", Name: "Case Management", Profession: "profession:rn",
		Aliases: []string{
			"Case Management", "Case Manager", "Nurse Case Manager", "Utilization Review", "Utilization Management",
			"Care Coordination", "Care Manager", "Discharge Planning", "Discharge Planner",
		},
	},
	{
		ID: "specialty:school-nursing", Name: "School Nursing", Profession: "profession:rn",
		Aliases: []string{"School Nurse", "School Nursing", "School Health"},
	},
	{
		ID: "specialty:correctional", Name: "Correctional Health", Profession: "profession:rn",
		Aliases: []string{"Correctional", "Correctional Health", "Correctional Nursing", "Correctional Facility", "Corrections"},
	},
	{
		ID: "specialty:telehealth", Name: "Telehealth", Profession: "profession:rn",
		Aliases: []string{"Telehealth", "Telemedicine", "Telephone Triage", "Telephonic Nursing"},
	},
	{
		ID: "specialty:occupational-health", Name: "Occupational Health", Profession: "profession:rn",
		Aliases: []string{"Occupational Health", "Occupational Medicine", "Occ Health", "Employee Health"},
	},
	{
		ID: "specialty:public-health", Name: "Public Health", Profession: "profession:rn",
		Aliases: []string{"Public Health", "Community Health", "Community Health Nursing"},
	},
	// Imaging modalities a radiologic technologist works in. "CT" is also
	// Connecticut: read as the state after a city or before a ZIP or
	// "license" (see readsAsState).
	{
		ID: "specialty:ct", Name: "Computed Tomography (CT)", Profession: "profession:ct-tech",
		Aliases: []string{"CT", "Computed Tomography", "CT Scan", "CT Scanning", "CAT Scan", "CT Imaging"},
	},

	// Imaging: plain radiography, the modality a CT technologist's
	// neighbours work in.
	{
		ID: "specialty:radiography", Name: "Radiography (X-ray)", Profession: "profession:rad-tech",
		Aliases: []string{
			"Radiography", "Diagnostic Radiography", "General Radiography", "X-Ray", "Diagnostic X-Ray",
			"X-Ray Technologist", "X-Ray Tech", "X-Ray Technician", "Radiographer",
		},
	},

	// Physical therapy settings.
	{
		ID: "specialty:outpatient-ortho", Name: "Outpatient Orthopedics", Profession: "profession:pt",
		Parents: []ID{"specialty:ortho", "specialty:ambulatory"},
		Aliases: []string{
			"Outpatient Orthopedics", "Outpatient Orthopaedics", "Outpatient Orthopedic", "Outpatient Orthopaedic",
			"Outpatient Ortho", "Orthopedic Outpatient", "Outpatient Sports", "Sports Medicine", "Sports Physical Therapy",
			"Sports Rehab", "Outpatient Sports and Orthopedic",
		},
	},
	// Acute care is the hospital's inpatient care: a physical therapist's
	// setting of its own, and what the inpatient nursing units count as.
	{
		ID: "specialty:acute-care", Name: "Acute Care (hospital inpatient)",
		Aliases: []string{"Acute Care", "Inpatient Acute Care", "Acute Inpatient", "Hospital Acute Care", "Acute Care Therapy"},
	},

	// Clinical laboratory departments.
	{
		ID: "specialty:core-lab", Name: "Core Laboratory (chemistry, hematology)", Profession: "profession:mls",
		Aliases: []string{
			"Core Lab", "Core Laboratory", "Clinical Chemistry", "Chemistry", "Hematology", "Coagulation",
			"Urinalysis", "Chemistry/Hematology", "Lab Generalist", "Laboratory Generalist", "Generalist MLS",
			"MLS Generalist", "Generalist Medical Technologist",
		},
	},
	{
		ID: "specialty:blood-bank", Name: "Blood Bank / Transfusion Service", Profession: "profession:mls",
		Aliases: []string{
			"Blood Bank", "Transfusion Service", "Transfusion Services", "Transfusion Medicine", "Immunohematology",
		},
	},
	{
		ID: "specialty:microbiology", Name: "Microbiology", Profession: "profession:mls",
		Aliases: []string{"Microbiology", "Clinical Microbiology", "Micro Lab", "Microbiology Lab", "Microbiology Laboratory"},
	},

	// Software: what a software engineer builds. A full-stack engineer
	// builds both ends.
	{
		ID: "specialty:backend", Name: "Backend development", Profession: "profession:software-engineer",
		Aliases: []string{
			"Backend", "Back End", "Back-End", "Server-Side", "Backend Development", "Backend Engineering",
			"Backend Engineer", "Back End Engineer", "Backend Developer", "Back End Developer", "API Development",
		},
	},
	{
		ID: "specialty:frontend", Name: "Frontend development", Profession: "profession:software-engineer",
		Aliases: []string{
			"Frontend", "Front End", "Front-End", "Frontend Development", "Frontend Engineering", "UI Engineering",
			"Frontend Engineer", "Front End Engineer", "Frontend Developer", "Front End Developer", "UI Engineer", "UI Developer",
		},
	},
	{
		ID: "specialty:full-stack", Name: "Full-stack development", Profession: "profession:software-engineer",
		Parents: []ID{"specialty:backend", "specialty:frontend"},
		Aliases: []string{
			"Full Stack", "Full-Stack", "Fullstack", "Full Stack Development", "Full Stack Engineer", "Full Stack Developer",
			"Fullstack Engineer", "Fullstack Developer",
		},
	},
	{
		ID: "specialty:mobile", Name: "Mobile development", Profession: "profession:software-engineer",
		Aliases: []string{"Mobile Development", "Mobile Developer", "Mobile Engineer", "iOS Developer", "iOS Engineer", "Android Developer", "Android Engineer"},
	},
	{
		ID: "specialty:embedded", Name: "Embedded software", Profession: "profession:software-engineer",
		Aliases: []string{"Embedded Systems", "Embedded Software", "Firmware", "Firmware Engineer", "Embedded Software Engineer"},
	},
	{
		ID: "specialty:data-engineering", Name: "Data engineering", Profession: "profession:data-engineer",
		Aliases: []string{"Data Engineering", "Data Engineer", "Data Platform", "Data Infrastructure", "Big Data Engineer", "Analytics Engineering"},
	},
	{
		ID: "specialty:devops", Name: "DevOps / site reliability", Profession: "profession:devops-engineer",
		Aliases: []string{
			"DevOps", "Site Reliability", "Site Reliability Engineering", "Platform Engineering", "DevOps Engineer",
			"Site Reliability Engineer", "SRE", "Platform Engineer",
		},
	},

	// Trades. A word such as "Commercial" names the specialty only beside
	// its profession ("Journeyman Electrician - Commercial"): those words are
	// its Qualifiers, found by Qualified, never by Find.
	{
		ID: "specialty:commercial-electrical", Name: "Commercial electrical", Profession: "profession:electrician",
		Aliases:    []string{"Commercial Electrician", "Commercial Electrical", "Commercial Wiring"},
		Qualifiers: []string{"Commercial"},
	},
	{
		ID: "specialty:industrial-electrical", Name: "Industrial electrical", Profession: "profession:electrician",
		Aliases:    []string{"Industrial Electrician", "Industrial Electrical", "Plant Electrician"},
		Qualifiers: []string{"Industrial", "Plant", "Manufacturing"},
	},
	{
		ID: "specialty:residential-electrical", Name: "Residential electrical", Profession: "profession:electrician",
		Aliases:    []string{"Residential Electrician", "Residential Electrical", "Residential Wiring"},
		Qualifiers: []string{"Residential"},
	},
	{
		ID: "specialty:hvac-commercial", Name: "Commercial HVAC", Profession: "profession:hvac-tech",
		Aliases:    []string{"Commercial HVAC", "Commercial HVAC/R", "Light Commercial HVAC"},
		Qualifiers: []string{"Commercial"},
	},
	{
		ID: "specialty:hvac-residential", Name: "Residential HVAC", Profession: "profession:hvac-tech",
		Aliases:    []string{"Residential HVAC", "Residential HVAC/R"},
		Qualifiers: []string{"Residential"},
	},
	{
		ID: "specialty:refrigeration", Name: "Commercial refrigeration", Profession: "profession:hvac-tech",
		Aliases: []string{"Commercial Refrigeration", "Refrigeration", "Refrigeration Technician", "Supermarket Refrigeration"},
	},
	{
		ID: "specialty:structural-welding", Name: "Structural welding", Profession: "profession:welder",
		Aliases:    []string{"Structural Welding", "Structural Welder", "Structural Steel Welding", "Structural Steel"},
		Qualifiers: []string{"Structural"},
	},
	{
		ID: "specialty:pipe-welding", Name: "Pipe welding", Profession: "profession:welder",
		Aliases:    []string{"Pipe Welding", "Pipe Welder", "Pipeline Welder", "Pipeline Welding"},
		Qualifiers: []string{"Pipe", "Pipeline"},
	},
	{
		ID: "specialty:tractor-trailer", Name: "Tractor-trailer (dry van, reefer)", Profession: "profession:truck-driver",
		Aliases: []string{
			"Tractor-Trailer", "Tractor Trailer", "Dry Van", "Reefer", "Refrigerated Freight", "53' Trailer",
			"Tractor Trailer Driver",
		},
		Qualifiers: []string{"Van"},
	},
	{
		ID: "specialty:tanker", Name: "Tanker", Profession: "profession:truck-driver",
		Aliases:    []string{"Tanker", "Tank Truck", "Tanker Driver", "Tanker Hauling", "Fuel Hauling"},
		Qualifiers: []string{"Tank"},
	},
	{
		ID: "specialty:flatbed", Name: "Flatbed", Profession: "profession:truck-driver",
		Aliases: []string{"Flatbed", "Flat Bed", "Step Deck", "Flatbed Driver", "Flatbed Hauling"},
	},
	{
		ID: "specialty:industrial-maintenance", Name: "Industrial maintenance", Profession: "profession:maintenance-tech",
		Aliases: []string{
			"Industrial Maintenance", "Plant Maintenance", "Manufacturing Maintenance", "Industrial Maintenance Technician",
			"Industrial Maintenance Mechanic",
		},
		Qualifiers: []string{"Industrial", "Plant", "Manufacturing", "Production"},
	},
	{
		ID: "specialty:facilities-maintenance", Name: "Facilities maintenance", Profession: "profession:maintenance-tech",
		Aliases: []string{
			"Facilities Maintenance", "Facility Maintenance", "Building Maintenance", "Building Engineer",
			"Facilities Technician", "Property Maintenance",
		},
		Qualifiers: []string{"Facilities", "Facility", "Building", "Property"},
	},
}

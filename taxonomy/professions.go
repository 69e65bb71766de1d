package taxonomy

// professions are job titles grouped by family (Category). Aliases that are
// also a credential ("PA-C", "COTA", "CPA") appear under the credential too, so
// one mention yields both IDs. Plurals of these aliases ("Registered Nurses",
// "RNs") are recognised without being listed.
var professions = []Concept{
	// Nursing.
	{
		ID: "profession:rn", Name: "Registered Nurse", Category: "nursing",
		Requires: []ID{"license:rn"},
		Aliases: []string{
			"Registered Nurse", "Registered Professional Nurse", "RN", "R.N.", "Nurse",
			"Staff Nurse", "Staff RN", "Travel Nurse", "Travel RN", "Charge Nurse", "Charge RN",
			"School Nurse", "Nurse Case Manager", "Diploma RN",
			// British and Irish titles.
			"Registered General Nurse", "RGN", "Theater Nurse",
			// Titles whose unit word would otherwise take the whole phrase.
			"Circulating Nurse", "Circulating RN", "Scrub Nurse", "RNFA", "RN First Assistant",
			"Registered Nurse First Assistant", "Flight Nurse", "District Nurse", "Visiting Nurse",
			// A licence written as a title says both.
			"Compact RN", "Multistate RN", "Multi-State RN",
		},
	},
	{
		ID: "profession:lpn", Name: "Licensed Practical/Vocational Nurse (LPN/LVN)", Category: "nursing",
		Requires: []ID{"license:lpn"},
		Aliases: []string{
			"LPN", "L.P.N.", "LVN", "L.V.N.", "Licensed Practical Nurse", "Licensed Vocational Nurse",
			"Practical Nurse", "Vocational Nurse", "Registered Practical Nurse",
		},
	},
	{
		ID: "profession:cna", Name: "Certified Nursing Assistant", Category: "nursing",
		Requires: []ID{"cert:cna"},
		Aliases: []string{
			"CNA", "C.N.A.", "Certified Nursing Assistant", "Certified Nurse Aide", "Certified Nurse Assistant",
			"Nursing Assistant", "Nurse Aide", "Nurse Assistant", "Nursing Aide",
			"STNA", "State Tested Nursing Assistant", "LNA", "Licensed Nursing Assistant",
			// "Nurse's Aide" would otherwise read as "Nurse".
			"Nurse's Aide", "Nurses Aide", "Nurse's Assistant", "Certified Nursing Aide", "Nursing Attendant",
			"Nursing Assistant Registered", "Nursing Assistant Certified", "Nursing Assistant-Certified",
		},
	},
	{
		ID: "profession:pct", Name: "Patient Care Technician", Category: "nursing",
		Aliases: []string{
			"Patient Care Technician", "Patient Care Tech", "PCT", "Patient Care Associate", "Patient Care Assistant",
			"Patient Care Partner", "Care Partner", "Clinical Care Technician", "Nurse Tech", "Nurse Technician",
			"Nursing Technician", "ED Tech", "ER Tech", "Emergency Department Technician", "Emergency Room Technician",
			"Monitor Tech", "Monitor Technician", "Telemetry Technician",
		},
	},
	{
		// A student is not yet a nurse: "Student Nurse" and "Nurse Extern"
		// would otherwise read as "Nurse".
		ID: "profession:nursing-student", Name: "Nursing Student", Category: "nursing",
		Aliases: []string{
			"Nursing Student", "Student Nurse", "Nurse Extern", "Nurse Intern", "Student Nurse Extern",
			"Student Nurse Intern", "Student Nurse Technician", "Nursing Extern", "Nursing Intern",
		},
	},
	{
		ID: "profession:aprn", Name: "Advanced Practice Registered Nurse", Category: "advanced practice",
		Parents:  []ID{"profession:rn"},
		Requires: []ID{"license:rn", "license:aprn"},
		Aliases:  []string{"APRN", "A.P.R.N.", "APN", "Advanced Practice Registered Nurse", "Advanced Practice Nurse"},
	},
	{
		ID: "profession:np", Name: "Nurse Practitioner", Category: "advanced practice",
		Parents:  []ID{"profession:aprn"},
		Requires: []ID{"license:rn", "license:aprn"},
		Aliases: []string{
			"Nurse Practitioner", "NP", "N.P.", "ARNP", "CRNP",
			"Family Nurse Practitioner", "FNP", "Adult-Gerontology Nurse Practitioner", "AGNP", "AGACNP", "AGPCNP",
			"Acute Care Nurse Practitioner", "ACNP", "Psychiatric Nurse Practitioner", "Psychiatric Mental Health Nurse Practitioner",
			"PMHNP", "Pediatric Nurse Practitioner", "PNP", "Neonatal Nurse Practitioner", "NNP",
			"Women's Health Nurse Practitioner", "WHNP",
			"FNP-BC", "FNP-C", "AGACNP-BC", "AGPCNP-BC", "AGNP-C", "PMHNP-BC",
			"Certified Nurse Practitioner", "APRN-CNP", "APRN-NP", "NP-C", "ANP", "Adult Nurse Practitioner",
			"GNP", "AG-ACNP", "AG-PCNP", "ENP", "Emergency Nurse Practitioner",
		},
	},
	{
		ID: "profession:crna", Name: "Certified Registered Nurse Anesthetist", Category: "advanced practice",
		Parents:  []ID{"profession:aprn"},
		Requires: []ID{"license:rn", "license:aprn", "cert:crna"},
		Aliases:  []string{"CRNA", "C.R.N.A.", "Certified Registered Nurse Anesthetist", "Nurse Anesthetist"},
	},
	{
		ID: "profession:cnm", Name: "Certified Nurse Midwife", Category: "advanced practice",
		Parents:  []ID{"profession:aprn"},
		Requires: []ID{"license:rn", "license:aprn"},
		Aliases:  []string{"CNM", "Certified Nurse Midwife", "Certified Nurse-Midwife", "Nurse Midwife", "APRN-CNM"},
	},
	{
		ID: "profession:cns", Name: "Clinical Nurse Specialist", Category: "advanced practice",
		Parents:  []ID{"profession:aprn"},
		Requires: []ID{"license:rn", "license:aprn"},
		// "CNS" is left out: in clinical text it is the central nervous system.
		Aliases: []string{"Clinical Nurse Specialist"},
	},

	// Therapy.
	{
		ID: "profession:pa", Name: "Physician Assistant", Category: "advanced practice",
		Requires: []ID{"license:pa"},
		Aliases:  []string{"Physician Assistant", "Physician Associate", "PA", "P.A.", "PA-C"},
	},
	{
		ID: "profession:rt", Name: "Respiratory Therapist", Category: "therapy",
		Requires: []ID{"license:rt"},
		Aliases: []string{
			"Respiratory Therapist", "Respiratory Care Practitioner", "RCP", "RT", "RRT", "CRT",
			"Registered Respiratory Therapist", "Certified Respiratory Therapist", "Respiratory Care Therapist",
			"Respiratory Therapy Technician", "Respiratory Technician", "Respiratory Tech",
			"RRT-ACCS", "RRT-NPS", "CRT-NPS", "RRT-SDS",
			// the discipline: "1 year of hospital respiratory therapy experience"
			"Respiratory Therapy", "Respiratory Care",
		},
	},
	{
		ID: "profession:pt", Name: "Physical Therapist", Category: "therapy",
		Requires: []ID{"license:pt"},
		Aliases:  []string{"Physical Therapist", "Physiotherapist", "PT", "DPT", "MPT", "MSPT", "Physio", "Physical Therapy", "Physiotherapy"},
	},
	{
		ID: "profession:pta", Name: "Physical Therapist Assistant", Category: "therapy",
		Requires: []ID{"license:pta"},
		Aliases: []string{
			"Physical Therapist Assistant", "Physical Therapy Assistant", "PTA", "LPTA", "Licensed Physical Therapist Assistant",
			"Physiotherapy Assistant", "Physical Therapist Asst",
		},
	},
	{
		ID: "profession:ot", Name: "Occupational Therapist", Category: "therapy",
		Requires: []ID{"license:ot"},
		Aliases: []string{
			"Occupational Therapist", "OT", "OTR", "OTR/L", "Occupational Therapist Registered", "OT/L",
			"Occupational Therapist, Registered", "Occupational Therapy",
		},
	},
	{
		ID: "profession:cota", Name: "Certified Occupational Therapy Assistant", Category: "therapy",
		Requires: []ID{"license:ota"},
		Aliases: []string{
			"COTA", "COTA/L", "Certified Occupational Therapy Assistant", "Occupational Therapy Assistant",
			"Occupational Therapist Assistant", "OTA", "OTA/L", "Certified Occupational Therapist Assistant",
		},
	},
	{
		ID: "profession:slp", Name: "Speech-Language Pathologist", Category: "therapy",
		Requires: []ID{"license:slp"},
		Aliases: []string{
			"Speech-Language Pathologist", "Speech Language Pathologist", "Speech Pathologist", "Speech Therapist",
			"SLP", "CCC-SLP", "CF-SLP", "SLP-CCC", "Speech and Language Pathologist", "Speech and Language Therapist",
			"Speech-Language Therapist",
		},
	},
	{
		ID: "profession:slpa", Name: "Speech-Language Pathology Assistant", Category: "therapy",
		Aliases: []string{"SLPA", "SLP-A", "Speech-Language Pathology Assistant", "Speech Therapy Assistant"},
	},
	{
		// An aide is neither a therapist nor a licensed assistant: "PT Aide"
		// would otherwise read as a physical therapist.
		ID: "profession:rehab-aide", Name: "Rehabilitation Aide", Category: "therapy",
		Aliases: []string{
			"Rehab Aide", "Rehabilitation Aide", "Physical Therapy Aide", "PT Aide", "Physical Therapy Technician",
			"PT Tech", "Physical Therapy Tech", "Therapy Aide", "Rehab Tech", "Rehabilitation Technician",
			"Occupational Therapy Aide", "OT Aide",
		},
	},

	// Radiology and imaging.
	{
		ID: "profession:rad-tech", Name: "Radiologic Technologist", Category: "radiology",
		Aliases: []string{
			"Radiologic Technologist", "Radiologic Technician", "Radiology Technologist", "Radiology Technician",
			"Radiology Tech", "Rad Tech", "Radiographer", "X-Ray Technologist", "X-Ray Technician", "X-Ray Tech",
			"RT(R)", "R.T.(R)", "ARRT(R)", "RT(R)(CT)", "RT(R)(MR)", "RT(R)(M)",
			"Radiologic Tech", "Diagnostic Radiologic Technologist", "Diagnostic Radiographer", "Xray Tech",
			"Xray Technologist", "Xray Technician", "Medical Radiologic Technologist", "Medical Radiation Technologist",
			"Imaging Technologist", "Medical Imaging Technologist", "Radiology Technologist II",
			"IR Technologist", "IR Tech", "Interventional Radiology Technologist", "Special Procedures Technologist",
			"Vascular Interventional Technologist", "Cardiovascular Interventional Technologist",
			"RT(R)(CT)(MR)", "RT(R)(MR)(CT)", "RT(R)(M)(CT)", "RT(R)(CT)(M)", "RT(R)(VI)", "RT(R)(CI)", "RT(R)(CV)",
			"RT(R)(BD)", "RT(R)(N)", "RT(R)(T)", "RT(R)(ARRT)", "CRT(R)", "CRT-R",
		},
	},
	{
		ID: "profession:ct-tech", Name: "CT Technologist", Category: "radiology",
		Parents: []ID{"profession:rad-tech"},
		Aliases: []string{
			"CT Technologist", "CT Tech", "CT Technician", "CAT Scan Technologist", "Computed Tomography Technologist",
			"RT(R)(CT)", "RT(CT)", "CT Scan Technologist", "CAT Scan Tech", "CT Radiographer", "CT/X-Ray Technologist",
			"CT Scan Tech", "RT(R)(CT)(MR)", "RT(R)(MR)(CT)", "RT(R)(M)(CT)", "RT(R)(CT)(M)", "CT/MRI Technologist",
			"MRI/CT Technologist", "CT/MR Technologist",
		},
	},
	{
		ID: "profession:mri-tech", Name: "MRI Technologist", Category: "radiology",
		Aliases: []string{
			"MRI Technologist", "MRI Tech", "MRI Technician", "MR Technologist", "Magnetic Resonance Imaging Technologist",
			"RT(R)(MR)", "RT(MR)", "MR Tech", "MRI Radiographer", "Magnetic Resonance Technologist", "ARMRIT",
			"RT(R)(CT)(MR)", "RT(R)(MR)(CT)", "CT/MRI Technologist", "MRI/CT Technologist", "CT/MR Technologist",
		},
	},
	{
		ID: "profession:mammographer", Name: "Mammography Technologist", Category: "radiology",
		Parents: []ID{"profession:rad-tech"},
		Aliases: []string{
			"Mammography Technologist", "Mammography Tech", "Mammographer", "RT(R)(M)", "Mammography Technician",
			"Mammo Tech", "Breast Imaging Technologist", "RT(R)(M)(CT)", "RT(R)(CT)(M)",
		},
	},
	{
		ID: "profession:sonographer", Name: "Diagnostic Medical Sonographer", Category: "radiology",
		Aliases: []string{
			"Sonographer", "Diagnostic Medical Sonographer", "Ultrasound Technologist", "Ultrasound Tech",
			"Ultrasound Technician", "Cardiac Sonographer", "Echocardiographer", "Echo Tech", "Vascular Sonographer",
			"Ultrasonographer", "Sonography Technologist", "Vascular Technologist", "Vascular Ultrasound Technologist",
			"Echocardiography Technician", "Echocardiography Technologist", "Echo Sonographer", "Cardiovascular Sonographer",
			"Registered Sonographer", "General Sonographer", "Registered Diagnostic Medical Sonographer",
			"Registered Diagnostic Cardiac Sonographer", "Registered Vascular Technologist",
		},
	},
	{
		ID: "profession:nuclear-med-tech", Name: "Nuclear Medicine Technologist", Category: "radiology",
		Aliases: []string{
			"Nuclear Medicine Technologist", "Nuclear Medicine Tech", "Nuc Med Tech", "Nuclear Medicine Technician",
			"Nuclear Med Tech", "NMT", "PET/CT Technologist", "PET Technologist", "PET Tech", "Nuclear Cardiology Technologist",
			"CNMT", "RT(N)", "RT(R)(N)",
		},
	},
	{
		ID: "profession:radiation-therapist", Name: "Radiation Therapist", Category: "radiology",
		Aliases: []string{"Radiation Therapist", "Radiation Therapy Technologist", "Radiation Therapy Technician", "RT(T)", "RT(R)(T)"},
	},
	{
		// Takes limited X-rays (extremities, chest) under a state permit: not
		// a radiologic technologist.
		ID: "profession:limited-xray-tech", Name: "Limited X-Ray Technician", Category: "radiology",
		Aliases: []string{
			"Limited X-Ray Technician", "Limited X-Ray Tech", "Limited X-Ray Technologist", "Limited Permit X-Ray Technician",
			"Limited Scope X-Ray Technician", "Limited Radiographer", "Limited Medical Radiologic Technologist", "LMRT",
			"X-Ray Machine Operator", "Basic X-Ray Machine Operator", "Limited X-Ray Machine Operator", "BXMO", "LXMO",
		},
	},
	{
		ID: "profession:cardiovascular-tech", Name: "Cardiovascular Technologist", Category: "radiology",
		Aliases: []string{
			"Cardiovascular Technologist", "Invasive Cardiovascular Technologist", "Cath Lab Tech",
			"Cath Lab Technologist", "Cardiac Cath Tech", "CVT", "Cath Lab Technician", "Cardiac Cath Lab Technologist",
			"Cardiovascular Technician", "Invasive Cardiovascular Specialist", "EP Technologist", "EP Lab Technologist",
			"Electrophysiology Technologist", "RCIS",
		},
	},

	// Laboratory.
	{
		ID: "profession:mls", Name: "Medical Laboratory Scientist", Category: "laboratory",
		Aliases: []string{
			"Medical Laboratory Scientist", "Medical Lab Scientist", "Clinical Laboratory Scientist", "CLS", "MLS",
			"Medical Technologist", "MT", "MLS(ASCP)", "MT(ASCP)", "Clinical Lab Scientist", "Medical Laboratory Technologist",
			"Clinical Laboratory Technologist", "Laboratory Scientist", "MLS(ASCPi)", "MT(ASCPi)", "MT(AMT)",
		},
	},
	{
		ID: "profession:mlt", Name: "Medical Laboratory Technician", Category: "laboratory",
		Aliases: []string{
			"Medical Laboratory Technician", "Medical Lab Technician", "Medical Lab Tech", "Clinical Laboratory Technician",
			"Laboratory Technician", "Lab Technician", "Lab Tech", "MLT", "MLT(ASCP)", "MLT(AMT)", "MLT(ASCPi)",
			"Clinical Lab Technician",
		},
	},
	{
		ID: "profession:phlebotomist", Name: "Phlebotomist", Category: "laboratory",
		Aliases: []string{
			"Phlebotomist", "Phlebotomy Technician", "Phlebotomy Tech", "Certified Phlebotomy Technician", "PBT(ASCP)",
			"Phlebotomy Specialist", "Registered Phlebotomy Technician", "National Certified Phlebotomy Technician",
		},
	},
	{
		ID: "profession:histotech", Name: "Histotechnologist", Category: "laboratory",
		Aliases: []string{"Histotechnologist", "Histotechnician", "Histology Technician", "Histology Tech", "HTL(ASCP)", "HT(ASCP)"},
	},
	{
		// "CT" here is cytotechnology: "CT(ASCP)" is neither Connecticut nor
		// computed tomography.
		ID: "profession:cytotech", Name: "Cytotechnologist", Category: "laboratory",
		Aliases: []string{"Cytotechnologist", "Cytotechnician", "Cytology Technologist", "CT(ASCP)", "SCT(ASCP)"},
	},
	{
		// Collects, receives and processes specimens; tests none of them.
		ID: "profession:lab-assistant", Name: "Laboratory Assistant", Category: "laboratory",
		Aliases: []string{
			"Laboratory Assistant", "Lab Assistant", "Specimen Processor", "Specimen Processing Technician",
			"Specimen Processing Tech", "Lab Aide", "Laboratory Aide", "Specimen Accessioner", "Lab Processor",
		},
	},

	// Pharmacy.
	{
		ID: "profession:pharmacist", Name: "Pharmacist", Category: "pharmacy",
		Requires: []ID{"license:pharmacist"},
		Aliases: []string{
			"Pharmacist", "Clinical Pharmacist", "Staff Pharmacist", "RPh", "R.Ph.", "PharmD", "Pharm.D.",
			"Registered Pharmacist", "Pharmacist-in-Charge", "Pharmacist in Charge", "Retail Pharmacist", "Hospital Pharmacist",
		},
	},
	{
		ID: "profession:pharmacy-tech", Name: "Pharmacy Technician", Category: "pharmacy",
		Aliases: []string{
			"Pharmacy Technician", "Pharmacy Tech", "Pharm Tech", "CPhT", "Certified Pharmacy Technician",
			"Certified Pharmacy Tech", "Pharmacy Technician Trainee", "IV Pharmacy Technician", "Sterile Compounding Technician",
		},
	},

	// Surgical services.
	{
		ID: "profession:surgical-tech", Name: "Surgical Technologist", Category: "surgical",
		Aliases: []string{
			"Surgical Technologist", "Surgical Technician", "Surgical Tech", "Surg Tech", "Scrub Tech",
			"Scrub Technician", "=OR Tech", "CST", "Certified Surgical Technologist",
			"=OR Technician", "=OR Technologist", "Operating Room Technician", "Operating Room Technologist",
			"Operating Room Tech", "Scrub Technologist", "Certified Surgical Tech", "Surgical Technologist, Certified",
			"Operating Department Practitioner", "TS-C", "Tech in Surgery - Certified",
		},
	},
	{
		ID: "profession:surgical-assistant", Name: "Surgical First Assistant", Category: "surgical",
		Aliases: []string{
			"Surgical First Assistant", "Certified Surgical First Assistant", "CSFA", "Certified Surgical Assistant",
			"Surgical Assistant", "CST-CSFA",
		},
	},
	{
		ID: "profession:sterile-processing-tech", Name: "Sterile Processing Technician", Category: "surgical",
		Aliases: []string{
			"Sterile Processing Technician", "Sterile Processing Tech", "Central Sterile Technician", "SPD Tech",
			"SPD Technician", "CRCST", "Central Sterile Tech", "Central Service Technician", "Central Processing Technician",
			"Sterile Processing Specialist", "Instrument Technician", "Decontamination Technician", "Sterile Supply Technician",
			"Surgical Processing Technician", "CSPDT",
		},
	},

	// Other clinical.
	{
		ID: "profession:physician", Name: "Physician", Category: "physician",
		Requires: []ID{"license:physician"},
		Aliases:  []string{"Physician", "Hospitalist", "MD", "M.D.", "D.O."},
	},
	{
		ID: "profession:medical-assistant", Name: "Medical Assistant", Category: "allied health",
		Aliases: []string{
			"Medical Assistant", "Clinical Medical Assistant", "CMA", "Certified Medical Assistant", "RMA",
			"Registered Medical Assistant", "CCMA", "Back Office Medical Assistant", "Back Office MA",
			"Certified Clinical Medical Assistant", "NCMA", "National Certified Medical Assistant",
		},
	},
	{
		ID: "profession:emt", Name: "Emergency Medical Technician", Category: "allied health",
		Requires: []ID{"license:emt"},
		Aliases: []string{
			"EMT", "Emergency Medical Technician", "EMT-B", "EMT-Basic", "AEMT", "Advanced EMT", "EMT-I",
			"EMT-Intermediate", "NREMT-B", "Firefighter/EMT", "FF/EMT", "Ambulance EMT",
		},
	},
	{
		ID: "profession:paramedic", Name: "Paramedic", Category: "allied health",
		Requires: []ID{"license:paramedic"},
		Aliases: []string{
			"Paramedic", "EMT-P", "Flight Paramedic", "NREMT-P", "Nationally Registered Paramedic", "Critical Care Paramedic",
			"Firefighter/Paramedic", "Firefighter Paramedic", "FF/Paramedic", "Licensed Paramedic", "Community Paramedic",
		},
	},
	{
		ID: "profession:dietitian", Name: "Registered Dietitian", Category: "allied health",
		Aliases: []string{
			"Dietitian", "Dietician", "Registered Dietitian", "Clinical Dietitian", "RD", "RDN",
			"Registered Dietitian Nutritionist", "Dietitian Nutritionist", "Clinical Nutrition Manager",
			"RD, LD", "RDN, LD", "RD, LDN", "RDN, LDN",
		},
	},
	{
		ID: "profession:diet-tech", Name: "Dietetic Technician", Category: "allied health",
		Aliases: []string{"Dietetic Technician", "Dietetic Technician, Registered", "DTR", "Diet Technician", "Diet Tech"},
	},
	{
		ID: "profession:social-worker", Name: "Social Worker", Category: "behavioral health",
		Aliases: []string{
			"Social Worker", "Medical Social Worker", "Clinical Social Worker", "Licensed Clinical Social Worker",
			"LCSW", "LMSW", "Licensed Master Social Worker", "LICSW", "LCSW-C", "LCSW-R", "LISW", "LISW-S", "LSW",
			"Licensed Social Worker", "LGSW", "Licensed Graduate Social Worker", "LCSWA", "LCSW-A", "LSWAIC", "ACSW",
			"Psychiatric Social Worker", "School Social Worker", "Hospice Social Worker",
		},
	},
	{
		ID: "profession:counselor", Name: "Licensed Counselor / Therapist", Category: "behavioral health",
		// A bare "Counselor" or "Therapist" is as often a camp counselor or a
		// physical therapist.
		Aliases: []string{
			"Licensed Professional Counselor", "Mental Health Counselor", "Licensed Mental Health Counselor",
			"Substance Abuse Counselor", "Addiction Counselor", "Marriage and Family Therapist",
			"Licensed Marriage and Family Therapist", "LPC", "LMHC", "LPCC", "LMFT", "LCPC", "CADC", "LCADC",
		},
	},
	{
		ID: "profession:behavioral-health-tech", Name: "Behavioral Health Technician", Category: "behavioral health",
		Aliases: []string{
			"Behavioral Health Technician", "Behavioral Health Tech", "Mental Health Technician", "Mental Health Tech",
			"Psychiatric Technician", "Psych Tech", "BHT", "MHT", "Mental Health Worker", "Behavioral Health Specialist",
			"Psychiatric Aide",
		},
	},
	{
		ID: "profession:home-health-aide", Name: "Home Health Aide", Category: "nursing",
		Aliases: []string{"Home Health Aide", "HHA", "Personal Care Aide", "Caregiver", "Direct Care Worker"},
	},
	{
		ID: "profession:dental-hygienist", Name: "Dental Hygienist", Category: "allied health",
		Requires: []ID{"license:dental-hygienist"},
		Aliases:  []string{"Dental Hygienist", "RDH", "Registered Dental Hygienist", "RDHAP", "Licensed Dental Hygienist"},
	},
	{
		ID: "profession:dental-assistant", Name: "Dental Assistant", Category: "allied health",
		Aliases: []string{
			"Dental Assistant", "Registered Dental Assistant", "Certified Dental Assistant", "RDA", "RDAEF",
			"Expanded Function Dental Assistant", "EFDA", "Chairside Assistant", "Orthodontic Assistant", "Dental Nurse",
		},
	},
	{
		ID: "profession:polysomnographic-tech", Name: "Polysomnographic Technologist", Category: "allied health",
		Aliases: []string{
			"Polysomnographic Technologist", "Polysomnographic Technician", "Polysomnographic Tech",
			"Polysomnography Technologist", "Polysomnographer", "Sleep Technologist", "Sleep Technician", "Sleep Tech",
			"Sleep Lab Technologist", "Sleep Lab Tech", "PSG Tech", "PSG Technologist", "RPSGT", "CPSGT",
			"Registered Polysomnographic Technologist", "Certified Polysomnographic Technician",
		},
	},
	{
		ID: "profession:veterinary-tech", Name: "Veterinary Technician", Category: "veterinary",
		// RVT and CVT are left out: here they are the vascular and the
		// cardiovascular technologist.
		Aliases: []string{
			"Veterinary Technician", "Vet Tech", "Veterinary Technologist", "Licensed Veterinary Technician",
			"Registered Veterinary Technician", "Certified Veterinary Technician", "LVT", "Veterinary Nurse",
			"Veterinary Assistant",
		},
	},

	// Software.
	{
		ID: "profession:software-engineer", Name: "Software Engineer", Category: "software",
		Aliases: []string{
			"Software Engineer", "Software Developer", "Software Development Engineer", "SDE", "SWE",
			"Programmer", "Computer Programmer", "Software Architect", "Application Developer",
			"Backend Engineer", "Back End Engineer", "Backend Developer", "Back End Developer",
			"Frontend Engineer", "Front End Engineer", "Frontend Developer", "Front End Developer",
			"Full Stack Engineer", "Full Stack Developer", "Fullstack Engineer", "Fullstack Developer",
			"Web Developer", "Mobile Developer", "iOS Developer", "Android Developer",
			"=Go Developer", "=Go Engineer", "Golang Developer", "Golang Engineer",
			"Software Development Engineer II", "Software Dev", "Applications Developer", "Web Application Developer",
			"Web Engineer", "UI Engineer", "UI Developer", "Mobile Engineer", "Mobile Application Developer",
			"iOS Engineer", "Android Engineer", "Embedded Software Engineer", "Firmware Engineer", "Game Developer",
			"Game Programmer", "Member of Technical Staff",
			// Titles named after a language or framework: the title says the
			// language too.
			"Java Developer", "Java Engineer", "Java Software Engineer", "Python Developer", "Python Engineer",
			"Python Software Engineer", ".NET Developer", ".NET Engineer", "C# Developer", "C# Engineer",
			"Node.js Developer", "Node.js Engineer", "Node Developer", "JavaScript Developer", "JavaScript Engineer",
			"TypeScript Developer", "TypeScript Engineer", "React Developer", "React Engineer", "React.js Developer",
			"Angular Developer", "Vue Developer", "Vue.js Developer", "Ruby Developer", "Ruby on Rails Developer",
			"Rails Developer", "Ruby Engineer", "PHP Developer", "Laravel Developer", "Scala Developer", "Scala Engineer",
			"Kotlin Developer", "Swift Developer", "Rust Developer", "Rust Engineer", "C++ Developer", "C++ Engineer",
			"Django Developer",
		},
	},
	{
		ID: "profession:devops-engineer", Name: "DevOps Engineer", Category: "software",
		Aliases: []string{
			"DevOps Engineer", "Site Reliability Engineer", "SRE", "Platform Engineer", "Cloud Engineer",
			"Infrastructure Engineer", "Release Engineer", "DevSecOps Engineer", "Build Engineer", "Cloud Architect",
			"Cloud Infrastructure Engineer", "Systems Reliability Engineer", "Kubernetes Engineer", "Cloud Operations Engineer",
		},
	},
	{
		ID: "profession:qa-engineer", Name: "QA Engineer", Category: "software",
		Aliases: []string{
			"QA Engineer", "Quality Assurance Engineer", "QA Analyst", "QA Tester", "Software Tester",
			"Test Engineer", "Test Automation Engineer", "SDET", "QA Automation Engineer", "Automation QA Engineer",
			"QA Automation Analyst", "Software QA Engineer", "Software Quality Assurance Engineer", "Software Test Engineer",
			// "QA Specialist" and "QA Lead" are as often a plant's or a hospital's
			// quality staff.
			"Software Development Engineer in Test", "Automation Tester", "Manual Tester", "Software QA Analyst",
			"Software Quality Assurance Analyst", "Quality Assurance Tester", "Test Analyst", "SQA Engineer",
		},
	},
	{
		ID: "profession:it-support", Name: "IT Support Specialist", Category: "software",
		Aliases: []string{
			"IT Support Specialist", "IT Support", "IT Technician", "IT Specialist", "Help Desk Technician",
			"Help Desk Analyst", "Help Desk", "Helpdesk", "Desktop Support", "Desktop Support Technician",
			"Technical Support Specialist",
		},
	},
	{
		ID: "profession:sysadmin", Name: "Systems Administrator", Category: "software",
		Aliases: []string{
			"Systems Administrator", "System Administrator", "Sysadmin", "Network Administrator", "Network Engineer",
			"Linux Administrator", "Linux Systems Administrator", "Windows Administrator", "Windows Systems Administrator",
		},
	},
	{
		ID: "profession:security-engineer", Name: "Security Engineer", Category: "software",
		Aliases: []string{
			"Security Engineer", "Cybersecurity Engineer", "Cybersecurity Analyst", "Information Security Analyst",
			"Security Analyst", "SOC Analyst", "Application Security Engineer", "AppSec Engineer", "Penetration Tester",
			"Pen Tester", "Ethical Hacker", "Information Security Engineer", "InfoSec Engineer", "Cyber Security Engineer",
			"Cyber Security Analyst", "Security Operations Analyst", "Security Architect", "Incident Responder",
		},
	},

	// Data.
	{
		ID: "profession:data-scientist", Name: "Data Scientist", Category: "data",
		Aliases: []string{"Data Scientist", "ML Scientist", "Machine Learning Scientist", "Applied Scientist", "Decision Scientist"},
	},
	{
		ID: "profession:data-analyst", Name: "Data Analyst", Category: "data",
		Aliases: []string{
			"Data Analyst", "Business Intelligence Analyst", "BI Analyst", "Reporting Analyst", "Analytics Analyst",
			"Data Analytics Analyst", "Reporting Specialist", "Insights Analyst", "Product Analyst", "SQL Analyst",
		},
	},
	{
		ID: "profession:data-engineer", Name: "Data Engineer", Category: "data",
		Aliases: []string{
			"Data Engineer", "Big Data Engineer", "ETL Developer", "Analytics Engineer", "Data Platform Engineer",
			"Data Pipeline Engineer", "Big Data Developer", "Data Warehouse Engineer", "Data Warehouse Developer",
			"Data Integration Engineer", "Data Integration Developer", "Spark Developer", "Hadoop Developer",
		},
	},
	{
		ID: "profession:ml-engineer", Name: "Machine Learning Engineer", Category: "data",
		Aliases: []string{
			"Machine Learning Engineer", "ML Engineer", "AI Engineer", "Deep Learning Engineer", "MLOps Engineer",
			"ML Ops Engineer", "Computer Vision Engineer", "NLP Engineer", "AI/ML Engineer", "Applied ML Engineer",
			"LLM Engineer", "GenAI Engineer",
		},
	},
	{
		ID: "profession:dba", Name: "Database Administrator", Category: "data",
		Aliases: []string{"Database Administrator", "DBA", "Database Engineer"},
	},

	// Finance.
	{
		ID: "profession:accountant", Name: "Accountant", Category: "finance",
		Aliases: []string{
			"Accountant", "Staff Accountant", "Senior Accountant", "Tax Accountant", "Cost Accountant",
			"Certified Public Accountant", "CPA",
		},
	},
	{
		ID: "profession:bookkeeper", Name: "Bookkeeper", Category: "finance",
		Aliases: []string{"Bookkeeper", "Full Charge Bookkeeper", "Bookkeeping Clerk"},
	},
	{
		ID: "profession:financial-analyst", Name: "Financial Analyst", Category: "finance",
		Aliases: []string{"Financial Analyst", "Finance Analyst", "FP&A Analyst", "Budget Analyst", "Investment Analyst"},
	},
	{
		ID: "profession:auditor", Name: "Auditor", Category: "finance",
		Aliases: []string{"Auditor", "Internal Auditor", "External Auditor", "IT Auditor", "Audit Associate"},
	},
	{
		ID: "profession:ap-ar-clerk", Name: "Accounts Payable/Receivable Clerk", Category: "finance",
		Aliases: []string{
			"Accounts Payable Clerk", "Accounts Payable Specialist", "Accounts Receivable Clerk",
			"Accounts Receivable Specialist", "AP Clerk", "AP Specialist", "AR Clerk", "AR Specialist",
			"Billing Specialist", "Collections Specialist",
		},
	},
	{
		ID: "profession:payroll-specialist", Name: "Payroll Specialist", Category: "finance",
		Aliases: []string{"Payroll Specialist", "Payroll Administrator", "Payroll Clerk", "Payroll Coordinator"},
	},
	{
		ID: "profession:controller", Name: "Financial Controller", Category: "finance",
		// A bare "Controller" is as often a PLC or a motor controller.
		Aliases: []string{"Financial Controller", "Corporate Controller", "Assistant Controller", "Comptroller"},
	},
	{
		ID: "profession:bank-teller", Name: "Bank Teller", Category: "finance",
		Aliases: []string{"Bank Teller", "Teller"},
	},

	// Office and administration.
	{
		ID: "profession:administrative-assistant", Name: "Administrative Assistant", Category: "office",
		Aliases: []string{
			"Administrative Assistant", "Admin Assistant", "Administrative Associate", "Administrative Specialist",
			"Administrative Coordinator", "Office Assistant", "Clerical Assistant", "Office Clerk", "Secretary",
		},
	},
	{
		ID: "profession:executive-assistant", Name: "Executive Assistant", Category: "office",
		Aliases: []string{"Executive Assistant", "Executive Secretary", "Personal Assistant"},
	},
	{
		ID: "profession:receptionist", Name: "Receptionist", Category: "office",
		Aliases: []string{
			"Receptionist", "Front Desk Receptionist", "Front Desk Coordinator", "Front Desk Agent",
			"Front Office Assistant", "Medical Receptionist", "Patient Access Representative", "Registration Clerk",
		},
	},
	{
		ID: "profession:office-manager", Name: "Office Manager", Category: "office",
		Aliases: []string{"Office Manager", "Office Administrator", "Practice Manager"},
	},
	{
		ID: "profession:data-entry-clerk", Name: "Data Entry Clerk", Category: "office",
		Aliases: []string{"Data Entry Clerk", "Data Entry Specialist", "Data Entry Operator"},
	},
	{
		ID: "profession:customer-service-rep", Name: "Customer Service Representative", Category: "office",
		Aliases: []string{
			"Customer Service Representative", "Customer Service Rep", "Customer Service Associate", "CSR",
			"Customer Support Representative", "Customer Care Representative", "Call Center Representative",
			"Call Center Agent",
		},
	},
	{
		ID: "profession:medical-coder", Name: "Medical Coder", Category: "office",
		Aliases: []string{
			"Medical Coder", "Medical Biller", "Medical Billing Specialist", "Medical Billing and Coding Specialist",
			"Coding Specialist", "Certified Professional Coder",
		},
	},
	{
		ID: "profession:unit-secretary", Name: "Unit Secretary", Category: "office",
		Aliases: []string{"Unit Secretary", "Unit Clerk", "Health Unit Coordinator", "HUC", "Nursing Unit Clerk", "Ward Clerk"},
	},
	{
		// "Nurse Recruiter" recruits nurses; it would otherwise read as "Nurse".
		ID: "profession:recruiter", Name: "Recruiter", Category: "human resources",
		Aliases: []string{
			"Recruiter", "Nurse Recruiter", "Healthcare Recruiter", "Technical Recruiter", "IT Recruiter",
			"Talent Acquisition Specialist", "Talent Acquisition Partner", "Sourcer", "Staffing Coordinator",
		},
	},

	// Warehouse and logistics.
	{
		ID: "profession:warehouse-associate", Name: "Warehouse Associate", Category: "warehouse",
		Aliases: []string{
			"Warehouse Associate", "Warehouse Worker", "Warehouse Clerk", "Warehouse Specialist",
			"Warehouse Team Member", "Fulfillment Associate", "Order Picker", "Picker", "Packer",
			"Material Handler", "Package Handler", "Loader", "Unloader", "Stocker",
		},
	},
	{
		ID: "profession:forklift-operator", Name: "Forklift Operator", Category: "warehouse",
		Aliases: []string{"Forklift Operator", "Forklift Driver", "Lift Truck Operator", "Reach Truck Operator"},
	},
	{
		ID: "profession:shipping-receiving-clerk", Name: "Shipping and Receiving Clerk", Category: "warehouse",
		Aliases: []string{
			"Shipping and Receiving Clerk", "Shipping & Receiving Clerk", "Shipping Receiving Clerk",
			"Shipping Clerk", "Receiving Clerk", "Dock Worker",
		},
	},
	{
		ID: "profession:inventory-specialist", Name: "Inventory Specialist", Category: "warehouse",
		Aliases: []string{"Inventory Specialist", "Inventory Clerk", "Inventory Control Specialist", "Inventory Associate", "Cycle Counter"},
	},
	{
		ID: "profession:truck-driver", Name: "Truck Driver", Category: "warehouse",
		Aliases: []string{
			"Truck Driver", "CDL Driver", "Class A Driver", "Class B Driver", "OTR Driver", "Tractor Trailer Driver",
			"Semi Truck Driver", "Regional Driver", "Local Driver", "Box Truck Driver", "CDL-A Driver", "CDL-B Driver",
			"Class A CDL Driver", "Class B CDL Driver", "CDL Class A Driver", "Class A Truck Driver", "Tanker Driver",
			"Flatbed Driver", "Company Driver", "Long Haul Driver", "Trucker", "CDL-A Truck Driver", "Class A CDL Truck Driver",
			"Regional Truck Driver", "Local Truck Driver", "OTR Truck Driver", "Over the Road Driver",
			"Over-the-Road Truck Driver", "Dedicated Driver", "Line Haul Driver", "Linehaul Driver", "Team Driver",
			"Solo Driver", "Owner Operator", "Owner-Operator", "Dump Truck Driver", "Hazmat Driver", "Reefer Driver",
			"Dry Van Driver", "Intermodal Driver", "Yard Driver", "Yard Jockey", "CDL Class B Driver", "Class B Truck Driver",
			"Straight Truck Driver", "18-Wheeler Driver", "Heavy Truck Driver", "HGV Driver", "LGV Driver", "Drayage Driver",
			"Truck Driver Trainee", "Semi Driver", "Tractor-Trailer Operator",
		},
	},
	{
		ID: "profession:bus-driver", Name: "Bus Driver", Category: "warehouse",
		Requires: []ID{"license:cdl-b"},
		Aliases: []string{
			"Bus Driver", "School Bus Driver", "Bus Operator", "Transit Operator", "Transit Bus Operator",
			"Motorcoach Operator", "Motorcoach Driver", "Coach Operator", "Shuttle Bus Driver",
		},
	},
	{
		ID: "profession:delivery-driver", Name: "Delivery Driver", Category: "warehouse",
		Aliases: []string{"Delivery Driver", "Courier", "Route Driver", "Van Driver"},
	},

	// Skilled trades.
	{
		ID: "profession:electrician", Name: "Electrician", Category: "trades",
		// Journeymen and masters hold a state (in some states a city's)
		// licence; apprentices and helpers work under one.
		Requires: []ID{"license:electrician"},
		Aliases: []string{
			"Electrician", "Journeyman Electrician", "Master Electrician", "Apprentice Electrician",
			"Electrical Apprentice", "Industrial Electrician", "Commercial Electrician", "Residential Electrician",
			// The IBEW's classifications.
			"Wireman", "Inside Wireman", "Journeyman Wireman", "Apprentice Wireman", "Residential Wireman",
			"Electrician Apprentice", "Electrician's Apprentice", "Electrical Helper", "Electrician Helper",
			"Electrician's Helper", "Electrical Foreman", "Maintenance Electrician", "Service Electrician",
			"Construction Electrician", "Electrical Technician", "Electrical Installer", "Electrical Mechanic",
			"Plant Electrician", "Electrical Trainee",
		},
	},
	{
		// Outside construction: power lines, not buildings. Next to an
		// electrician, never one.
		ID: "profession:lineworker", Name: "Lineworker (Lineman)", Category: "trades",
		Related: []ID{"profession:electrician"},
		Aliases: []string{
			"Lineman", "Lineworker", "Line Worker", "Journeyman Lineman", "Apprentice Lineman", "Journeyman Lineworker",
			"Power Line Technician", "Powerline Technician", "Line Technician", "Electrical Lineworker", "Linemen",
		},
	},
	{
		ID: "profession:low-voltage-tech", Name: "Low Voltage Technician", Category: "trades",
		Related: []ID{"profession:electrician"},
		Aliases: []string{
			"Low Voltage Technician", "Low Voltage Tech", "Low Voltage Installer", "Cabling Technician", "Cabling Tech",
			"Structured Cabling Technician", "Limited Energy Technician", "Sound and Communications Technician",
			"Sound and Communications Installer", "Fiber Optic Technician", "Data Cabling Technician",
		},
	},
	{
		ID: "profession:solar-installer", Name: "Solar Installer", Category: "trades",
		Aliases: []string{"Solar Installer", "Solar Panel Installer", "PV Installer", "Solar PV Installer", "Solar Technician"},
	},
	{
		ID: "profession:plumber", Name: "Plumber", Category: "trades",
		Aliases: []string{
			"Plumber", "Journeyman Plumber", "Master Plumber", "Plumbing Apprentice", "Apprentice Plumber",
			"Plumber Apprentice", "Plumber's Apprentice", "Plumbing Technician", "Service Plumber", "Commercial Plumber",
			"Residential Plumber", "Plumbing Helper", "Plumbing Service Technician",
		},
	},
	{
		// Process and heating piping, not water and drains: a trade of its
		// own beside the plumber's.
		ID: "profession:pipefitter", Name: "Pipefitter", Category: "trades",
		Related: []ID{"profession:plumber"},
		Aliases: []string{
			"Pipefitter", "Pipe Fitter", "Journeyman Pipefitter", "Pipefitter Apprentice", "Apprentice Pipefitter",
			"Steamfitter", "Steam Fitter", "Journeyman Steamfitter", "Steamfitter-Pipefitter", "Industrial Pipefitter",
			"Process Pipefitter",
		},
	},
	{
		ID: "profession:hvac-tech", Name: "HVAC Technician", Category: "trades",
		Aliases: []string{
			"HVAC Technician", "HVAC Tech", "HVAC Installer", "HVAC Mechanic", "HVAC/R Technician",
			"HVACR Technician", "Refrigeration Technician", "HVAC Service Technician", "HVAC Service Tech",
			"HVAC/R Service Technician", "HVAC/R Tech", "HVACR Tech", "HVAC Apprentice", "HVAC Helper",
			// A unit's words would otherwise take the whole title.
			"Commercial HVAC Technician", "Commercial HVAC Tech", "Commercial HVAC Service Technician",
			"Commercial HVAC Service Tech", "Residential HVAC Technician", "Residential HVAC Tech",
			"Residential HVAC Installer", "Commercial Refrigeration Technician", "Commercial Refrigeration Tech",
			"Refrigeration Tech", "Refrigeration Mechanic", "Refrigeration Service Technician", "Refrigeration Service Tech",
			"Supermarket Refrigeration Technician", "HVAC Service and Installation Technician",
			"HVAC Service & Installation Technician", "HVAC Service & Install Tech", "HVAC Install Technician",
			"Building Automation Technician", "BAS Technician", "Chiller Technician", "Chiller Mechanic",
			"Boiler Technician", "HVAC Controls Technician", "Heating and Air Technician",
			// HVAC is written in lower case as a word.
			"hvac tech", "hvac technician",
		},
	},
	{
		ID: "profession:welder", Name: "Welder", Category: "trades",
		Aliases: []string{
			"Welder", "Welder/Fabricator", "Fabricator", "Structural Welder", "Pipe Welder", "Certified Welder",
			"Welding Technician", "Combo Welder", "Combination Welder", "TIG Welder", "MIG Welder", "Stick Welder",
			"Welder-Fitter", "Fitter/Welder", "Fabrication Welder", "Production Welder", "Maintenance Welder", "Rig Welder",
			"Pipeline Welder", "Welding Operator", "Robotic Welder", "Welder Helper", "Welder's Helper", "Welding Apprentice",
			"Journeyman Welder",
		},
	},
	{
		// Fits steel up for the welder: tacks, but does not weld out.
		ID: "profession:fitter", Name: "Fitter (structural / fabrication)", Category: "trades",
		Related: []ID{"profession:welder"},
		Aliases: []string{"=Fitter", "Structural Fitter", "Steel Fitter", "Fitter/Fabricator", "Fitter-Fabricator", "Layout Fitter", "Fit-Up Fitter"},
	},
	{
		ID: "profession:ironworker", Name: "Ironworker", Category: "trades",
		Aliases: []string{
			"Ironworker", "Iron Worker", "Structural Ironworker", "Reinforcing Ironworker", "Rodbuster", "Journeyman Ironworker",
			"Ironworker Connector",
		},
	},
	{
		ID: "profession:carpenter", Name: "Carpenter", Category: "trades",
		Aliases: []string{
			"Carpenter", "Finish Carpenter", "Framer", "Cabinet Maker", "Cabinetmaker", "Carpentry Apprentice",
			"Journeyman Carpenter", "Apprentice Carpenter", "Rough Carpenter", "Framing Carpenter", "Form Carpenter",
			"Formwork Carpenter", "Concrete Form Carpenter", "Commercial Carpenter", "Residential Carpenter",
			"Trim Carpenter", "Cabinet Installer", "Millwork Installer", "Drywall Installer", "Drywall Hanger",
			"Drywall Mechanic", "Metal Stud Framer", "=Joiner", "Carpenter Foreman",
		},
	},
	{
		ID: "profession:maintenance-tech", Name: "Maintenance Technician", Category: "trades",
		Aliases: []string{
			"Maintenance Technician", "Maintenance Tech", "Maintenance Mechanic", "Maintenance Worker",
			"Industrial Maintenance Technician", "Facilities Technician", "Handyman",
			// A setting's words would otherwise take the whole title.
			"Industrial Maintenance Tech", "Industrial Maintenance Mechanic", "Plant Maintenance Technician",
			"Plant Maintenance Mechanic", "Manufacturing Maintenance Technician", "Production Maintenance Technician",
			"Facilities Maintenance Technician", "Facility Maintenance Technician", "Building Maintenance Technician",
			"Building Maintenance Tech", "Building Engineer", "Property Maintenance Technician", "Apartment Maintenance Technician",
			"Make-Ready Technician", "Make-Ready Tech", "Multi-Craft Maintenance Technician", "Multicraft Technician",
			"Multi-Craft Mechanic", "Electromechanical Technician", "Mechatronics Technician", "Plant Mechanic",
			"Equipment Technician", "Equipment Maintenance Technician", "Machine Repair Technician", "Maintenance Engineer",
			"Maintenance Supervisor",
		},
	},
	{
		ID: "profession:millwright", Name: "Millwright", Category: "trades",
		Related: []ID{"profession:maintenance-tech"},
		Aliases: []string{
			"Millwright", "Industrial Millwright", "Journeyman Millwright", "Millwright Apprentice", "Millwright Mechanic",
			"Maintenance Millwright",
		},
	},
	{
		ID: "profession:equipment-operator", Name: "Heavy Equipment Operator", Category: "trades",
		Aliases: []string{
			"Heavy Equipment Operator", "Equipment Operator", "Operating Engineer", "Excavator Operator", "Backhoe Operator",
			"Dozer Operator", "Bulldozer Operator", "Loader Operator", "Wheel Loader Operator", "Grader Operator",
			"Motor Grader Operator", "Crane Operator", "Mobile Crane Operator", "Tower Crane Operator", "Skid Steer Operator",
			"Paver Operator", "Roller Operator", "Scraper Operator", "Trackhoe Operator", "HEO",
		},
	},
	{
		ID: "profession:mechanic", Name: "Automotive Technician", Category: "trades",
		Aliases: []string{
			"Automotive Technician", "Auto Technician", "Automotive Mechanic", "Auto Mechanic", "Mechanic",
			"Diesel Mechanic", "Diesel Technician",
		},
	},
	{
		ID: "profession:machinist", Name: "Machinist", Category: "trades",
		Aliases: []string{
			"Machinist", "CNC Machinist", "CNC Operator", "Tool and Die Maker", "Tool & Die Maker", "CNC Programmer",
			"CNC Setup Machinist", "CNC Set-Up Operator", "CNC Setup Operator", "CNC Mill Operator", "CNC Lathe Operator",
			"CNC Machine Operator", "Manual Machinist", "Toolmaker", "Tool Maker", "Mold Maker", "Moldmaker",
			"Machinist Apprentice", "Journeyman Machinist", "Swiss Machinist", "Setup Machinist", "Maintenance Machinist",
		},
	},
	{
		// Runs a production machine someone else set up: not a machinist.
		ID: "profession:machine-operator", Name: "Machine Operator", Category: "manufacturing",
		Aliases: []string{
			"Machine Operator", "Production Operator", "Machine Tender", "Press Operator", "Packaging Operator",
			"Production Machine Operator", "Extrusion Operator", "Injection Molding Operator", "Line Operator",
			// A bare "Assembler" is as often the programming language.
			"Production Worker", "Production Associate", "Assembly Line Worker", "Manufacturing Associate",
		},
	},
	{
		ID: "profession:laborer", Name: "Construction Laborer", Category: "trades",
		Aliases: []string{"Construction Laborer", "General Laborer", "Laborer", "Construction Worker"},
	},

	// Teaching.
	{
		ID: "profession:teacher", Name: "Teacher", Category: "teaching",
		Aliases: []string{
			"Teacher", "Classroom Teacher", "Lead Teacher", "Educator", "Elementary Teacher",
			"Elementary School Teacher", "Middle School Teacher", "High School Teacher", "Secondary Teacher",
			"Kindergarten Teacher", "Preschool Teacher", "Math Teacher", "Science Teacher", "English Teacher",
		},
	},
	{
		ID: "profession:special-education-teacher", Name: "Special Education Teacher", Category: "teaching",
		Parents: []ID{"profession:teacher"},
		Aliases: []string{"Special Education Teacher", "Special Ed Teacher", "SPED Teacher", "Intervention Specialist"},
	},
	{
		ID: "profession:substitute-teacher", Name: "Substitute Teacher", Category: "teaching",
		Aliases: []string{"Substitute Teacher", "Sub Teacher", "Guest Teacher"},
	},
	{
		ID: "profession:teacher-assistant", Name: "Teacher Assistant", Category: "teaching",
		Aliases: []string{
			"Teacher Assistant", "Teacher's Assistant", "Teaching Assistant", "Teacher Aide", "Instructional Aide",
			"Classroom Aide", "Paraprofessional", "Paraeducator",
		},
	},
	{
		ID: "profession:professor", Name: "Professor", Category: "teaching",
		Aliases: []string{
			"Professor", "Assistant Professor", "Associate Professor", "Adjunct Professor", "Adjunct Faculty",
			"Adjunct Instructor", "Lecturer", "Clinical Instructor", "Nursing Instructor",
		},
	},
	{
		ID: "profession:tutor", Name: "Tutor", Category: "teaching",
		Aliases: []string{"Tutor", "Academic Tutor", "Math Tutor"},
	},
	{
		ID: "profession:childcare-worker", Name: "Childcare Worker", Category: "teaching",
		Aliases: []string{
			"Childcare Worker", "Child Care Worker", "Childcare Provider", "Child Care Provider", "Daycare Worker", "Nanny",
			"Nursery Nurse", "Nursery Teacher", "Nursery Assistant",
		},
	},

	// Other fields: named so that their people read as another profession,
	// not as none.
	{
		ID: "profession:security-officer", Name: "Security Officer", Category: "security",
		Aliases: []string{"Security Officer", "Security Guard", "Hospital Security Officer", "Public Safety Officer"},
	},
	{
		ID: "profession:cook", Name: "Cook / Chef", Category: "hospitality",
		// A bare "Cook" is a surname as often as a job, a bare "Chef" the
		// configuration tool in an engineer's list.
		Aliases: []string{"Sous Chef", "Executive Chef", "Head Chef", "Pastry Chef", "Line Cook", "Prep Cook", "Head Cook", "Kitchen Manager"},
	},
	{
		ID: "profession:paralegal", Name: "Paralegal", Category: "legal",
		Aliases: []string{"Paralegal", "Legal Assistant", "Legal Secretary"},
	},
	{
		ID: "profession:graphic-designer", Name: "Graphic Designer", Category: "design",
		Aliases: []string{"Graphic Designer", "Visual Designer", "UX Designer", "UI/UX Designer", "Product Designer"},
	},
	{
		ID: "profession:custodian", Name: "Custodian", Category: "facilities",
		Aliases: []string{"Custodian", "Janitor", "Housekeeper", "Environmental Services Technician", "EVS Technician"},
	},
}

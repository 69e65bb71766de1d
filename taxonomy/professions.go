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
		},
	},
	{
		ID: "profession:lpn", Name: "Licensed Practical/Vocational Nurse (LPN/LVN)", Category: "nursing",
		Requires: []ID{"license:lpn"},
		Aliases: []string{
			"LPN", "L.P.N.", "LVN", "L.V.N.", "Licensed Practical Nurse", "Licensed Vocational Nurse",
			"Practical Nurse", "Vocational Nurse",
		},
	},
	{
		ID: "profession:cna", Name: "Certified Nursing Assistant", Category: "nursing",
		Requires: []ID{"cert:cna"},
		Aliases: []string{
			"CNA", "C.N.A.", "Certified Nursing Assistant", "Certified Nurse Aide", "Certified Nurse Assistant",
			"Nursing Assistant", "Nurse Aide", "Nurse Assistant", "Nursing Aide",
			"STNA", "State Tested Nursing Assistant", "LNA", "Licensed Nursing Assistant",
		},
	},
	{
		ID: "profession:pct", Name: "Patient Care Technician", Category: "nursing",
		Aliases: []string{"Patient Care Technician", "Patient Care Tech", "PCT", "Patient Care Associate", "Patient Care Assistant"},
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
		Aliases:  []string{"CNM", "Certified Nurse Midwife", "Certified Nurse-Midwife", "Nurse Midwife"},
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
			"Registered Respiratory Therapist", "Certified Respiratory Therapist",
		},
	},
	{
		ID: "profession:pt", Name: "Physical Therapist", Category: "therapy",
		Requires: []ID{"license:pt"},
		Aliases:  []string{"Physical Therapist", "Physiotherapist", "PT", "DPT"},
	},
	{
		ID: "profession:pta", Name: "Physical Therapist Assistant", Category: "therapy",
		Requires: []ID{"license:pta"},
		Aliases:  []string{"Physical Therapist Assistant", "Physical Therapy Assistant", "PTA"},
	},
	{
		ID: "profession:ot", Name: "Occupational Therapist", Category: "therapy",
		Requires: []ID{"license:ot"},
		Aliases:  []string{"Occupational Therapist", "OT", "OTR", "OTR/L", "Occupational Therapist Registered"},
	},
	{
		ID: "profession:cota", Name: "Certified Occupational Therapy Assistant", Category: "therapy",
		Requires: []ID{"license:ota"},
		Aliases: []string{
			"COTA", "COTA/L", "Certified Occupational Therapy Assistant", "Occupational Therapy Assistant",
			"Occupational Therapist Assistant", "OTA",
		},
	},
	{
		ID: "profession:slp", Name: "Speech-Language Pathologist", Category: "therapy",
		Requires: []ID{"license:slp"},
		Aliases: []string{
			"Speech-Language Pathologist", "Speech Language Pathologist", "Speech Pathologist", "Speech Therapist",
			"SLP", "CCC-SLP", "CF-SLP",
		},
	},
	{
		ID: "profession:slpa", Name: "Speech-Language Pathology Assistant", Category: "therapy",
		Aliases: []string{"SLPA", "SLP-A", "Speech-Language Pathology Assistant", "Speech Therapy Assistant"},
	},

	// Radiology and imaging.
	{
		ID: "profession:rad-tech", Name: "Radiologic Technologist", Category: "radiology",
		Aliases: []string{
			"Radiologic Technologist", "Radiologic Technician", "Radiology Technologist", "Radiology Technician",
			"Radiology Tech", "Rad Tech", "Radiographer", "X-Ray Technologist", "X-Ray Technician", "X-Ray Tech",
			"RT(R)", "R.T.(R)", "ARRT(R)", "RT(R)(CT)", "RT(R)(MR)", "RT(R)(M)",
		},
	},
	{
		ID: "profession:ct-tech", Name: "CT Technologist", Category: "radiology",
		Parents: []ID{"profession:rad-tech"},
		Aliases: []string{
			"CT Technologist", "CT Tech", "CT Technician", "CAT Scan Technologist", "Computed Tomography Technologist",
			"RT(R)(CT)", "RT(CT)",
		},
	},
	{
		ID: "profession:mri-tech", Name: "MRI Technologist", Category: "radiology",
		Aliases: []string{
			"MRI Technologist", "MRI Tech", "MRI Technician", "MR Technologist", "Magnetic Resonance Imaging Technologist",
			"RT(R)(MR)", "RT(MR)",
		},
	},
	{
		ID: "profession:mammographer", Name: "Mammography Technologist", Category: "radiology",
		Parents: []ID{"profession:rad-tech"},
		Aliases: []string{"Mammography Technologist", "Mammography Tech", "Mammographer", "RT(R)(M)"},
	},
	{
		ID: "profession:sonographer", Name: "Diagnostic Medical Sonographer", Category: "radiology",
		Aliases: []string{
			"Sonographer", "Diagnostic Medical Sonographer", "Ultrasound Technologist", "Ultrasound Tech",
			"Ultrasound Technician", "Cardiac Sonographer", "Echocardiographer", "Echo Tech", "Vascular Sonographer",
		},
	},
	{
		ID: "profession:nuclear-med-tech", Name: "Nuclear Medicine Technologist", Category: "radiology",
		Aliases: []string{"Nuclear Medicine Technologist", "Nuclear Medicine Tech", "Nuc Med Tech"},
	},
	{
		ID: "profession:cardiovascular-tech", Name: "Cardiovascular Technologist", Category: "radiology",
		Aliases: []string{
			"Cardiovascular Technologist", "Invasive Cardiovascular Technologist", "Cath Lab Tech",
			"Cath Lab Technologist", "Cardiac Cath Tech", "CVT",
		},
	},

	// Laboratory.
	{
		ID: "profession:mls", Name: "Medical Laboratory Scientist", Category: "laboratory",
		Aliases: []string{
			"Medical Laboratory Scientist", "Medical Lab Scientist", "Clinical Laboratory Scientist", "CLS", "MLS",
			"Medical Technologist", "MT", "MLS(ASCP)", "MT(ASCP)",
		},
	},
	{
		ID: "profession:mlt", Name: "Medical Laboratory Technician", Category: "laboratory",
		Aliases: []string{
			"Medical Laboratory Technician", "Medical Lab Technician", "Medical Lab Tech", "Clinical Laboratory Technician",
			"Laboratory Technician", "Lab Technician", "Lab Tech", "MLT", "MLT(ASCP)",
		},
	},
	{
		ID: "profession:phlebotomist", Name: "Phlebotomist", Category: "laboratory",
		Aliases: []string{"Phlebotomist", "Phlebotomy Technician", "Phlebotomy Tech", "Certified Phlebotomy Technician", "PBT(ASCP)"},
	},
	{
		ID: "profession:histotech", Name: "Histotechnologist", Category: "laboratory",
		Aliases: []string{"Histotechnologist", "Histotechnician", "Histology Technician", "Histology Tech", "HTL(ASCP)", "HT(ASCP)"},
	},

	// Pharmacy.
	{
		ID: "profession:pharmacist", Name: "Pharmacist", Category: "pharmacy",
		Requires: []ID{"license:pharmacist"},
		Aliases:  []string{"Pharmacist", "Clinical Pharmacist", "Staff Pharmacist", "RPh", "R.Ph.", "PharmD", "Pharm.D."},
	},
	{
		ID: "profession:pharmacy-tech", Name: "Pharmacy Technician", Category: "pharmacy",
		Aliases: []string{"Pharmacy Technician", "Pharmacy Tech", "Pharm Tech", "CPhT", "Certified Pharmacy Technician"},
	},

	// Surgical services.
	{
		ID: "profession:surgical-tech", Name: "Surgical Technologist", Category: "surgical",
		Aliases: []string{
			"Surgical Technologist", "Surgical Technician", "Surgical Tech", "Surg Tech", "Scrub Tech",
			"Scrub Technician", "=OR Tech", "CST", "Certified Surgical Technologist",
		},
	},
	{
		ID: "profession:sterile-processing-tech", Name: "Sterile Processing Technician", Category: "surgical",
		Aliases: []string{
			"Sterile Processing Technician", "Sterile Processing Tech", "Central Sterile Technician", "SPD Tech",
			"SPD Technician", "CRCST",
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
			"Registered Medical Assistant", "CCMA",
		},
	},
	{
		ID: "profession:emt", Name: "Emergency Medical Technician", Category: "allied health",
		Aliases: []string{"EMT", "Emergency Medical Technician", "EMT-B", "EMT-Basic", "AEMT", "Advanced EMT"},
	},
	{
		ID: "profession:paramedic", Name: "Paramedic", Category: "allied health",
		Aliases: []string{"Paramedic", "EMT-P", "Flight Paramedic"},
	},
	{
		ID: "profession:dietitian", Name: "Registered Dietitian", Category: "allied health",
		Aliases: []string{"Dietitian", "Dietician", "Registered Dietitian", "Clinical Dietitian", "RD", "RDN"},
	},
	{
		ID: "profession:social-worker", Name: "Social Worker", Category: "behavioral health",
		Aliases: []string{
			"Social Worker", "Medical Social Worker", "Clinical Social Worker", "Licensed Clinical Social Worker",
			"LCSW", "LMSW", "Licensed Master Social Worker",
		},
	},
	{
		ID: "profession:behavioral-health-tech", Name: "Behavioral Health Technician", Category: "behavioral health",
		Aliases: []string{
			"Behavioral Health Technician", "Behavioral Health Tech", "Mental Health Technician", "Mental Health Tech",
			"Psychiatric Technician", "Psych Tech", "BHT", "MHT",
		},
	},
	{
		ID: "profession:home-health-aide", Name: "Home Health Aide", Category: "nursing",
		Aliases: []string{"Home Health Aide", "HHA", "Personal Care Aide", "Caregiver", "Direct Care Worker"},
	},
	{
		ID: "profession:dental-hygienist", Name: "Dental Hygienist", Category: "allied health",
		Aliases: []string{"Dental Hygienist", "RDH", "Registered Dental Hygienist"},
	},
	{
		ID: "profession:dental-assistant", Name: "Dental Assistant", Category: "allied health",
		Aliases: []string{"Dental Assistant", "Registered Dental Assistant", "Certified Dental Assistant", "RDA"},
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
		},
	},
	{
		ID: "profession:devops-engineer", Name: "DevOps Engineer", Category: "software",
		Aliases: []string{
			"DevOps Engineer", "Site Reliability Engineer", "SRE", "Platform Engineer", "Cloud Engineer",
			"Infrastructure Engineer", "Release Engineer",
		},
	},
	{
		ID: "profession:qa-engineer", Name: "QA Engineer", Category: "software",
		Aliases: []string{
			"QA Engineer", "Quality Assurance Engineer", "QA Analyst", "QA Tester", "Software Tester",
			"Test Engineer", "Test Automation Engineer", "SDET",
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
		Aliases: []string{"Systems Administrator", "System Administrator", "Sysadmin", "Network Administrator", "Network Engineer"},
	},
	{
		ID: "profession:security-engineer", Name: "Security Engineer", Category: "software",
		Aliases: []string{
			"Security Engineer", "Cybersecurity Engineer", "Cybersecurity Analyst", "Information Security Analyst",
			"Security Analyst", "SOC Analyst",
		},
	},

	// Data.
	{
		ID: "profession:data-scientist", Name: "Data Scientist", Category: "data",
		Aliases: []string{"Data Scientist"},
	},
	{
		ID: "profession:data-analyst", Name: "Data Analyst", Category: "data",
		Aliases: []string{"Data Analyst", "Business Intelligence Analyst", "BI Analyst", "Reporting Analyst", "Analytics Analyst"},
	},
	{
		ID: "profession:data-engineer", Name: "Data Engineer", Category: "data",
		Aliases: []string{"Data Engineer", "Big Data Engineer", "ETL Developer", "Analytics Engineer"},
	},
	{
		ID: "profession:ml-engineer", Name: "Machine Learning Engineer", Category: "data",
		Aliases: []string{"Machine Learning Engineer", "ML Engineer", "AI Engineer", "Deep Learning Engineer", "MLOps Engineer"},
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
		Aliases: []string{"Unit Secretary", "Unit Clerk", "Health Unit Coordinator", "HUC"},
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
			"Flatbed Driver", "Company Driver", "Long Haul Driver", "Trucker",
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
		},
	},
	{
		ID: "profession:plumber", Name: "Plumber", Category: "trades",
		Aliases: []string{"Plumber", "Journeyman Plumber", "Master Plumber", "Plumbing Apprentice", "Pipefitter", "Pipe Fitter"},
	},
	{
		ID: "profession:hvac-tech", Name: "HVAC Technician", Category: "trades",
		Aliases: []string{
			"HVAC Technician", "HVAC Tech", "HVAC Installer", "HVAC Mechanic", "HVAC/R Technician",
			"HVACR Technician", "Refrigeration Technician", "HVAC Service Technician", "HVAC Service Tech",
			"HVAC/R Service Technician",
		},
	},
	{
		ID: "profession:welder", Name: "Welder", Category: "trades",
		Aliases: []string{"Welder", "Welder/Fabricator", "Fabricator", "Structural Welder", "Pipe Welder", "Certified Welder", "Welding Technician"},
	},
	{
		ID: "profession:carpenter", Name: "Carpenter", Category: "trades",
		Aliases: []string{"Carpenter", "Finish Carpenter", "Framer", "Cabinet Maker", "Cabinetmaker", "Carpentry Apprentice"},
	},
	{
		ID: "profession:maintenance-tech", Name: "Maintenance Technician", Category: "trades",
		Aliases: []string{
			"Maintenance Technician", "Maintenance Tech", "Maintenance Mechanic", "Maintenance Worker",
			"Industrial Maintenance Technician", "Facilities Technician", "Handyman",
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
		Aliases: []string{"Machinist", "CNC Machinist", "CNC Operator", "Machine Operator", "Tool and Die Maker"},
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
		Aliases: []string{"Childcare Worker", "Child Care Worker", "Childcare Provider", "Child Care Provider", "Daycare Worker", "Nanny"},
	},
}

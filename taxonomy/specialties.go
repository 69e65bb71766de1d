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
			"Critical Care Nursing", "Adult ICU", "Adult Critical Care", "Intensive Care Nursing", "Critical Care Services",
			"Mixed ICU", "Adult Intensive Care", "ICU/CCU", "Intensive Therapy Unit",
			// A mixed medical and surgical ICU, not a med-surg floor.
			"Medical/Surgical ICU", "Med/Surg ICU", "Medical Surgical Intensive Care Unit", "Medical-Surgical Intensive Care",
			"MSICU",
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
			"NCCU", "Neuro Critical Care", "Neurocritical Care", "Neuro Trauma ICU", "Neurotrauma ICU", "NTICU",
			"Neuroscience Intensive Care Unit", "Neurosurgical Intensive Care Unit", "Neuro Critical Care Unit", "NSICU/NTICU",
		},
	},
	{
		ID: "specialty:trauma-icu", Name: "Trauma ICU", Profession: "profession:rn",
		Parents: []ID{"specialty:icu", "specialty:trauma"},
		Aliases: []string{
			"Trauma ICU", "TICU", "STICU", "Surgical Trauma ICU", "Shock Trauma ICU", "Trauma Intensive Care Unit",
			"Shock Trauma", "Trauma Critical Care", "Surgical Trauma Intensive Care Unit",
		},
	},
	{
		ID: "specialty:burn", Name: "Burn Unit", Profession: "profession:rn",
		Parents: []ID{"specialty:icu"},
		Aliases: []string{"Burn Unit", "Burn ICU", "Burn Center", "Burn Intensive Care Unit", "Burn/Trauma ICU", "Burn Trauma ICU", "Regional Burn Center"},
	},
	{
		ID: "specialty:ccu", Name: "Coronary Care Unit (CCU)", Profession: "profession:rn",
		Parents: []ID{"specialty:icu"},
		Related: []ID{"specialty:cardiology"},
		Aliases: []string{"CCU", "Coronary Care Unit", "Cardiac Care Unit", "Coronary Care", "Coronary ICU", "Coronary Intensive Care Unit"},
	},
	{
		ID: "specialty:pcu", Name: "Progressive Care / Step-Down (PCU)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Related: []ID{"specialty:telemetry", "specialty:icu"},
		Aliases: []string{
			"PCU", "Progressive Care", "Progressive Care Unit", "Step-Down", "Stepdown", "Step-Down Unit",
			"SDU", "IMCU", "IMC", "Intermediate Care", "Intermediate Care Unit", "Stepdown Unit", "Step-Down ICU",
			"Progressive Care Nursing", "Intermediate ICU", "High Dependency Unit", "HDU", "Transitional ICU",
		},
	},
	{
		ID: "specialty:ltach", Name: "Long-Term Acute Care (LTACH)", Profession: "profession:rn",
		Related: []ID{"specialty:icu"},
		Aliases: []string{"LTACH", "LTAC", "Long-Term Acute Care", "Long-Term Acute Care Hospital", "LTAC Hospital", "Long-Term Acute Care Facility"},
	},

	// Emergency.
	{
		ID: "specialty:ed", Name: "Emergency Department (ED/ER)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Aliases: []string{
			"ED", "ER", "E.R.", "Emergency Department", "Emergency Dept", "Emergency Room", "Emergency",
			"Emergency Medicine", "Emergency Nursing", "Emergency Services", "Emergency Care", "Freestanding ER",
			"A&E", "Accident and Emergency", "Accident & Emergency", "Emergency Unit", "Emergency Center",
			"Adult Emergency", "Freestanding Emergency Department", "Freestanding Emergency",
			"Free-Standing ED", "FSED", "FSER", "ED Tech", "ER Tech", "Emergency Department Technician",
			"Emergency Room Technician",
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
		Aliases: []string{"Trauma", "Trauma Nursing", "Trauma Center", "Trauma Unit", "Trauma Services"},
	},
	{
		ID: "specialty:urgent-care", Name: "Urgent Care", Profession: "profession:rn",
		Related: []ID{"specialty:ed"},
		Aliases: []string{
			"Urgent Care", "Urgent Care Center", "Immediate Care", "Walk-In Clinic", "Convenient Care", "Express Care",
			"Walk-In Care", "Retail Clinic",
		},
	},

	// Women's health and newborns.
	{
		ID: "specialty:ob", Name: "Obstetrics / Women's Health", Profession: "profession:rn",
		Aliases: []string{
			"OB", "OB/GYN", "OBGYN", "Ob/Gyn", "Obstetrics", "Obstetric", "Obstetrical", "Women's Health",
			// A bare "GYN" is as often a surgical service an OR team scrubs.
			"Womens Health", "Maternity", "Perinatal", "Maternal Child Health", "Gynecology Unit", "Women's Services",
			"Women and Infants", "Women & Infants", "Maternal-Child", "Maternity Ward", "Midwifery",
		},
	},
	{
		ID: "specialty:labor-delivery", Name: "Labor and Delivery (L&D)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care", "specialty:ob"},
		Aliases: []string{
			"L&D", "Labor and Delivery", "Labor & Delivery", "Labor/Delivery", "Birthing Center", "L and D", "Labor and Birth",
			"Birthing Unit", "Birth Center", "Birthing Suite", "Labor Unit", "OB Triage", "Labor Ward", "Delivery Suite",
		},
	},
	{
		ID: "specialty:postpartum", Name: "Postpartum / Mother-Baby", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care", "specialty:ob"},
		Aliases: []string{
			"Postpartum", "Post-Partum", "Mother Baby", "Mother/Baby", "Mom Baby", "Mother Baby Unit", "MBU",
			"Couplet Care", "Mother/Infant", "Mother Infant", "Maternal Newborn", "Maternal-Newborn Unit", "Postnatal",
			"Postnatal Ward", "Post-Natal", "Family Birth Center Postpartum", "Mother-Baby Nursing",
		},
	},
	{
		ID: "specialty:antepartum", Name: "Antepartum", Profession: "profession:rn",
		Parents: []ID{"specialty:ob"},
		Aliases: []string{
			"Antepartum", "Ante-Partum", "High Risk Antepartum", "High-Risk OB", "High-Risk Obstetrics", "High Risk Pregnancy",
			"Maternal-Fetal Medicine", "Maternal Fetal Medicine", "Antenatal",
		},
	},
	{
		ID: "specialty:ldrp", Name: "Labor, Delivery, Recovery and Postpartum (LDRP)", Profession: "profession:rn",
		Parents: []ID{"specialty:labor-delivery", "specialty:postpartum"},
		Aliases: []string{"LDRP", "LDR", "Labor Delivery Recovery Postpartum", "Labor, Delivery, Recovery and Postpartum"},
	},
	{
		ID: "specialty:nursery", Name: "Newborn Nursery", Profession: "profession:rn",
		Parents: []ID{"specialty:ob"},
		// A bare "Nursery" is a newborn nursery beside a nurse; the nursery
		// school's words are the childcare worker's.
		Aliases: []string{"Newborn Nursery", "Well Baby Nursery", "Well-Baby Nursery", "Nursery", "Well Newborn Nursery", "Well Baby"},
	},
	{
		ID: "specialty:nicu", Name: "Neonatal ICU (NICU)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Related: []ID{"specialty:icu", "specialty:picu"},
		Aliases: []string{
			"NICU", "Neonatal ICU", "Neonatal Intensive Care Unit", "Neonatal Intensive Care", "Neonatal",
			"Neonatology", "Special Care Nursery", "Intensive Care Nursery", "Intermediate Care Nursery",
			"Level II NICU", "Level III NICU", "Level IV NICU", "Level 2 NICU", "Level 3 NICU", "Level 4 NICU",
			"Neonatal Critical Care", "Newborn ICU", "Newborn Intensive Care Unit",
		},
	},

	// Pediatrics.
	{
		ID: "specialty:pediatrics", Name: "Pediatrics", Profession: "profession:rn",
		Aliases: []string{
			"Pediatrics", "Pediatric", "Paediatrics", "Paediatric", "Peds", "Pediatric Unit", "Children's Hospital",
			"Pediatric Nursing", "Early Intervention", "Pediatric Outpatient",
		},
	},
	{
		ID: "specialty:picu", Name: "Pediatric ICU (PICU)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care", "specialty:pediatrics"},
		Related: []ID{"specialty:icu"},
		Aliases: []string{
			"PICU", "Pediatric ICU", "Peds ICU", "Pediatric Intensive Care Unit", "Pediatric Intensive Care",
			"Paediatric Intensive Care", "Pediatric Critical Care", "Peds Critical Care", "PCICU", "Pediatric Cardiac ICU",
			"Pediatric Cardiac Intensive Care Unit", "CVICU (Pediatric)",
		},
	},

	// Medical and surgical floors.
	{
		ID: "specialty:med-surg", Name: "Medical-Surgical (Med-Surg)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Aliases: []string{
			"Med-Surg", "Med Surg", "Med/Surg", "MedSurg", "Medical-Surgical", "Medical/Surgical", "Medical Floor",
			"Surgical Floor", "Med Floor", "Medical Unit", "Surgical Unit", "Medical Ward", "Surgical Ward",
			"General Medicine", "General Medical", "Med/Surg Nursing",
			// A medical-telemetry unit is both.
			"Med/Tele", "Medical Telemetry", "Med-Surg/Tele",
		},
	},
	{
		ID: "specialty:telemetry", Name: "Telemetry", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Related: []ID{"specialty:cardiology"},
		Aliases: []string{
			"Telemetry", "Tele", "Cardiac Telemetry", "Telemetry Unit", "Tele Unit", "Med/Tele", "Medical Telemetry",
			"Med-Surg/Tele", "Progressive Telemetry", "Telemetry Nursing",
		},
	},
	{
		ID: "specialty:cardiology", Name: "Cardiology", Profession: "profession:rn",
		Aliases: []string{
			"Cardiology", "Cardiac", "Cardiovascular", "Cardiac Unit", "Heart and Vascular", "Heart & Vascular",
			"Cardiac Rehab", "Cardiac Rehabilitation", "Cardiopulmonary Rehab", "Heart Failure Unit",
		},
	},
	{
		ID: "specialty:cath-lab", Name: "Cardiac Cath Lab", Profession: "profession:rn",
		Parents: []ID{"specialty:cardiology"},
		Aliases: []string{
			"Cath Lab", "Cardiac Cath Lab", "Cardiac Catheterization", "Cardiac Catheterization Lab",
			"Cardiac Catheterization Laboratory", "Cath/EP Lab", "EP Lab", "Electrophysiology Lab",
			// "Post-cardiac-cath" patients are a telemetry unit's: only the lab
			// names the specialty.
			"Catheterization Lab", "Heart Cath Lab", "Interventional Cardiology", "Electrophysiology",
			"Cath Lab/EP",
		},
	},
	{
		ID: "specialty:neuro", Name: "Neurology", Profession: "profession:rn",
		Aliases: []string{
			"Neurology", "Neuro", "Neuroscience", "Neurosciences", "Neuro Unit", "Stroke Unit", "Neurosurgery",
			"Neurosurgical", "Neuro/Stroke", "Epilepsy Monitoring Unit", "Neuroscience Unit", "Stroke Center",
		},
	},
	{
		ID: "specialty:ortho", Name: "Orthopedics", Profession: "profession:rn",
		Aliases: []string{"Orthopedics", "Orthopaedics", "Orthopedic", "Orthopaedic", "Ortho", "Orthopedic Unit", "Joint Replacement", "Ortho/Spine", "Orthopedic Surgery"},
	},
	{
		ID: "specialty:oncology", Name: "Oncology", Profession: "profession:rn",
		Aliases: []string{
			"Oncology", "Onc", "Hematology/Oncology", "Hematology Oncology", "Heme/Onc", "Hem/Onc",
			"Radiation Oncology", "Medical Oncology", "Cancer Center", "Heme Onc", "Hem Onc", "Gyn Onc",
			"Surgical Oncology", "Cancer Care",
		},
	},
	{
		ID: "specialty:bmt", Name: "Bone Marrow Transplant (BMT)", Profession: "profession:rn",
		Parents: []ID{"specialty:oncology"},
		Aliases: []string{"BMT", "Bone Marrow Transplant", "Blood and Marrow Transplant", "Stem Cell Transplant"},
	},
	{
		ID: "specialty:transplant", Name: "Transplant", Profession: "profession:rn",
		Aliases: []string{"Transplant", "Organ Transplant", "Kidney Transplant", "Liver Transplant", "Heart Transplant", "Solid Organ Transplant", "Abdominal Transplant"},
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
			"Outpatient Dialysis", "Home Dialysis", "Peritoneal Dialysis", "In-Center Hemodialysis", "In-Center Dialysis",
			"Home Hemodialysis", "Dialysis Unit",
		},
	},
	{
		ID: "specialty:endoscopy", Name: "Endoscopy / GI Lab", Profession: "profession:rn",
		Aliases: []string{"Endoscopy", "GI Lab", "GI/Endoscopy", "Gastroenterology", "GI/Endo", "Endoscopy Unit", "Endoscopy Suite", "GI Endoscopy"},
	},
	{
		ID: "specialty:interventional-radiology", Name: "Interventional Radiology", Profession: "profession:rn",
		Aliases: []string{
			"Interventional Radiology", "IR", "VIR", "Vascular and Interventional Radiology", "Special Procedures",
			"IR Suite", "Interventional Services", "Neuro IR", "Neurointerventional", "Angiography", "Angio",
			"Angio Suite", "Angio/IR", "IR/Angio", "Vascular Interventional Radiology", "IR Technologist", "IR Tech",
			"Interventional Radiology Technologist", "Special Procedures Technologist", "Vascular Interventional Technologist",
		},
	},
	{
		ID: "specialty:infusion", Name: "Infusion Therapy", Profession: "profession:rn",
		Aliases: []string{
			"Infusion", "Infusion Therapy", "Infusion Center", "Home Infusion", "Vascular Access", "IV Team", "PICC Team",
			"Outpatient Infusion", "Vascular Access Team", "Infusion Nursing",
		},
	},
	{
		ID: "specialty:wound-care", Name: "Wound Care", Profession: "profession:rn",
		Aliases: []string{"Wound Care", "Wound Ostomy", "Wound Ostomy Continence", "WOC Nursing", "Ostomy"},
	},
	{
		ID: "specialty:rehab", Name: "Rehabilitation", Profession: "profession:rn",
		Aliases: []string{
			"Rehab", "Rehabilitation", "Acute Rehab", "Acute Rehabilitation", "Inpatient Rehab",
			"Inpatient Rehabilitation", "Rehab Unit", "IRF", "Inpatient Rehabilitation Facility", "Acute Inpatient Rehabilitation",
			"Physical Rehabilitation", "Neuro Rehab", "Neurorehabilitation", "Subacute Rehab",
		},
	},

	// Surgical services.
	{
		ID: "specialty:or", Name: "Operating Room / Perioperative", Profession: "profession:rn", Family: true,
		Parents: []ID{"specialty:acute-care"},
		Aliases: []string{
			"OR", "Operating Room", "Operating Theatre", "Main OR", "Perioperative", "Periop", "Peri-op",
			"Intraoperative", "Intra-op", "Surgical Services", "Operating Theater", "Hospital OR",
			"Surgery Department", "Perioperative Nursing", "Circulating Nurse", "Circulating RN", "=OR Circulator",
			"Scrub Nurse", "Theater Nurse", "RNFA", "RN First Assistant", "Registered Nurse First Assistant",
			"Robotic Surgery", "Trauma OR",
		},
	},
	{
		ID: "specialty:cvor", Name: "Cardiovascular OR (CVOR)", Profession: "profession:rn",
		Parents: []ID{"specialty:or"},
		Aliases: []string{
			"CVOR", "Cardiovascular OR", "Cardiac OR", "Open Heart OR", "Heart Room", "CV OR", "Cardiothoracic OR",
			"Cardiac Surgery OR", "Cardiovascular Operating Room", "Open Heart Surgery", "Cardiothoracic Surgery",
		},
	},
	{
		ID: "specialty:pacu", Name: "Post-Anesthesia Care Unit (PACU)", Profession: "profession:rn",
		Parents: []ID{"specialty:acute-care"},
		Related: []ID{"specialty:or", "specialty:preop"},
		Aliases: []string{
			"PACU", "Post-Anesthesia Care Unit", "Post-Anesthesia Care", "Recovery Room", "Phase I Recovery",
			"Phase II Recovery", "Phase 1 Recovery", "Phase 2 Recovery", "Perianesthesia", "Post-Op Recovery",
			"Post Anesthesia Recovery", "Recovery Unit",
		},
	},
	{
		ID: "specialty:preop", Name: "Pre-Operative", Profession: "profession:rn",
		Related: []ID{"specialty:or"},
		Aliases: []string{"Pre-op", "Preop", "Pre-operative", "Preoperative", "Pre-op Holding", "Preadmission Testing", "Pre-Admission Testing", "Preop/PACU"},
	},
	{
		ID: "specialty:ambulatory-surgery", Name: "Ambulatory Surgery", Profession: "profession:rn",
		Related: []ID{"specialty:or"},
		Aliases: []string{
			"Ambulatory Surgery", "Ambulatory Surgery Center", "Outpatient Surgery", "Surgery Center", "Same Day Surgery", "ASC",
			"Outpatient Surgery Center", "Ambulatory Surgical Center", "Day Surgery", "Surgicenter",
			"Same-Day Surgery",
		},
	},

	// Behavioral health.
	{
		ID: "specialty:psych", Name: "Psychiatric / Behavioral Health", Profession: "profession:rn",
		Aliases: []string{
			"Psych", "Psychiatric", "Psychiatry", "Psych/Behavioral", "Behavioral Health", "Behavioural Health",
			"Mental Health", "Inpatient Psych", "Acute Psych", "Geropsych", "Adolescent Psych", "Psychiatric Nursing",
			"Behavioral Medicine", "Psychiatric Emergency", "CPEP", "Crisis Stabilization", "Crisis Stabilization Unit",
			"Mental Health Nursing", "Child and Adolescent Psych", "Psychiatric Unit", "Behavioral Health Unit",
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
			"Home Health Aide", "Private Duty", "Private Duty Nursing", "District Nursing", "District Nurse",
			"Home Visits", "Home Health Nursing",
		},
	},
	{
		ID: "specialty:hospice", Name: "Hospice and Palliative Care", Profession: "profession:rn",
		Aliases: []string{"Hospice", "Palliative", "Palliative Care", "Hospice and Palliative Care", "End-of-Life Care", "Palliative Medicine", "Comfort Care", "Inpatient Hospice"},
	},
	{
		ID: "specialty:ltc", Name: "Long-Term Care / Skilled Nursing", Profession: "profession:rn",
		Aliases: []string{
			"Long-Term Care", "LTC", "Skilled Nursing", "Skilled Nursing Facility", "SNF", "Nursing Home",
			"Nursing Facility", "Subacute", "Sub-Acute", "Transitional Care Unit", "TCU", "Post-Acute", "Post-Acute Care",
			"Extended Care", "Extended Care Facility", "ECF", "Long-Term Care Facility", "LTCF", "Care Home",
			"Residential Care", "Skilled Nursing Unit", "Rehab and Nursing Center", "Convalescent Home",
		},
	},
	{
		ID: "specialty:assisted-living", Name: "Assisted Living / Memory Care", Profession: "profession:rn",
		Parents: []ID{"specialty:ltc"},
		Aliases: []string{"Assisted Living", "Assisted Living Facility", "ALF", "Memory Care", "Dementia Care", "Dementia Unit", "Memory Care Unit", "Senior Living"},
	},
	{
		ID: "specialty:geriatrics", Name: "Geriatrics", Profession: "profession:rn",
		Aliases: []string{"Geriatrics", "Geriatric", "Gerontology", "Gerontological", "Senior Care", "Elder Care", "Eldercare"},
	},
	{
		// The hospitalist's service: an NP or PA on it is not a physician.
		ID: "specialty:hospital-medicine", Name: "Hospital Medicine", Profession: "profession:physician",
		Aliases: []string{"Hospital Medicine", "Hospitalist Service", "Hospitalist Team", "Hospitalist Program", "Hospitalist Group", "Hospitalist Medicine"},
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
			"Care Coordination", "Care Manager", "Discharge Planning", "Discharge Planner", "Care Management",
			"Transitions of Care", "Transitional Care", "Patient Navigator",
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
		Aliases: []string{"Telehealth", "Telemedicine", "Telephone Triage", "Telephonic Nursing", "Virtual Care", "Nurse Triage Line", "Tele-ICU", "eICU"},
	},
	{
		ID: "specialty:occupational-health", Name: "Occupational Health", Profession: "profession:rn",
		Aliases: []string{"Occupational Health", "Occupational Medicine", "Occ Health", "Employee Health", "Occupational Health Nursing"},
	},
	{
		ID: "specialty:public-health", Name: "Public Health", Profession: "profession:rn",
		Aliases: []string{"Public Health", "Community Health", "Community Health Nursing", "Public Health Nursing"},
	},
	{
		ID: "specialty:flight", Name: "Flight / Critical Care Transport", Profession: "profession:rn",
		Related: []ID{"specialty:icu", "specialty:ems"},
		Aliases: []string{"Flight Nursing", "Flight Nurse", "Critical Care Transport", "Air Medical", "Air Ambulance", "Transport Team", "Flight Medicine"},
	},
	{
		// Emergency care before the hospital: what a paramedic's or EMT's
		// service is.
		ID: "specialty:ems", Name: "Emergency Medical Services (EMS)", Profession: "profession:paramedic",
		Related: []ID{"specialty:ed"},
		Aliases: []string{
			"EMS", "Emergency Medical Services", "911 EMS", "911 Response", "Prehospital", "Pre-Hospital", "Prehospital Care",
			"Ambulance Service", "Ambulance Services", "911 Ambulance", "Interfacility Transport", "Fire-Based EMS", "Fire Rescue", "Fire/EMS",
		},
	},
	// Imaging modalities a radiologic technologist works in. "CT" is also
	// Connecticut: read as the state after a city or before a ZIP or
	// "license" (see readsAsState).
	{
		ID: "specialty:ct", Name: "Computed Tomography (CT)", Profession: "profession:ct-tech",
		Aliases: []string{
			"CT", "Computed Tomography", "CT Scan", "CT Scanning", "CAT Scan", "CT Imaging", "CT Angiography", "CTA",
			"CT Scanner", "Computed Tomography (CT)", "CT/CTA",
		},
	},
	{
		ID: "specialty:mri", Name: "Magnetic Resonance Imaging (MRI)", Profession: "profession:mri-tech",
		Aliases: []string{"MRI", "Magnetic Resonance Imaging", "MR Imaging", "MRI Scanning", "Magnetic Resonance", "MRA", "Cardiac MRI", "MSK MRI"},
	},
	{
		ID: "specialty:mammography", Name: "Mammography / Breast Imaging", Profession: "profession:mammographer",
		Aliases: []string{"Mammography", "Breast Imaging", "Digital Breast Tomosynthesis", "3D Mammography", "Breast Center", "Tomosynthesis", "Mammo"},
	},
	{
		ID: "specialty:nuclear-medicine", Name: "Nuclear Medicine / PET", Profession: "profession:nuclear-med-tech",
		Aliases: []string{"Nuclear Medicine", "Nuc Med", "PET/CT", "PET-CT", "PET Imaging", "PET Scan", "Nuclear Cardiology", "SPECT", "SPECT/CT"},
	},
	{
		ID: "specialty:ultrasound", Name: "General diagnostic ultrasound", Profession: "profession:sonographer",
		Aliases: []string{
			"Ultrasound", "Sonography", "Diagnostic Medical Sonography", "General Ultrasound", "Abdominal Ultrasound",
			"OB Ultrasound", "OB/GYN Ultrasound", "Diagnostic Ultrasound", "General Sonography", "Breast Ultrasound",
			"MSK Ultrasound",
		},
	},
	{
		ID: "specialty:echo", Name: "Echocardiography", Profession: "profession:sonographer",
		Aliases: []string{"Echocardiography", "Echo Lab", "Adult Echo", "Pediatric Echo", "Cardiac Ultrasound", "Adult Echocardiography", "Transesophageal Echo", "TEE"},
	},
	{
		ID: "specialty:vascular-ultrasound", Name: "Vascular ultrasound", Profession: "profession:sonographer",
		Aliases: []string{"Vascular Ultrasound", "Vascular Lab", "Vascular Sonography", "Non-Invasive Vascular", "Noninvasive Vascular Lab", "Vascular Imaging"},
	},

	// Imaging: plain radiography, the modality a CT technologist's
	// neighbours work in.
	{
		ID: "specialty:radiography", Name: "Radiography (X-ray)", Profession: "profession:rad-tech",
		Aliases: []string{
			"Radiography", "Diagnostic Radiography", "General Radiography", "X-Ray", "Diagnostic X-Ray",
			"X-Ray Technologist", "X-Ray Tech", "X-Ray Technician", "Radiographer", "Diagnostic Radiology",
			"Diagnostic Imaging", "Fluoroscopy", "Fluoro", "Portable X-Ray", "General Diagnostic Radiography",
			"Xray", "Plain Film", "Plain Films",
		},
	},

	// Physical therapy settings.
	{
		ID: "specialty:outpatient-ortho", Name: "Outpatient Orthopedics", Profession: "profession:pt",
		Parents: []ID{"specialty:ortho", "specialty:ambulatory"},
		Aliases: []string{
			"Outpatient Orthopedics", "Outpatient Orthopaedics", "Outpatient Orthopedic", "Outpatient Orthopaedic",
			"Outpatient Ortho", "Orthopedic Outpatient", "Outpatient Sports", "Sports Medicine", "Sports Physical Therapy",
			"Sports Rehab", "Outpatient Sports and Orthopedic", "Sports and Spine", "Sports & Spine", "Spine and Sports",
			"Ortho/Sports", "Outpatient Ortho/Sports", "Orthopedic Physical Therapy",
			"Outpatient Orthopedic and Sports", "Orthopedic Outpatient Clinic",
			"Orthopedic & Spine Outpatient", "Orthopedic and Spine Outpatient", "Outpatient Orthopedic & Spine",
			"Outpatient Orthopedics & Spine", "Outpatient Orthopedic and Spine", "Outpatient Ortho & Spine",
		},
	},
	// Acute care is the hospital's inpatient care: a physical therapist's
	// setting of its own, and what the inpatient nursing units count as.
	{
		ID: "specialty:acute-care", Name: "Acute Care (hospital inpatient)",
		Aliases: []string{"Acute Care", "Inpatient Acute Care", "Acute Inpatient", "Hospital Acute Care", "Acute Care Therapy", "Acute Care Hospital"},
	},
	{
		ID: "specialty:pulmonary-function", Name: "Pulmonary Function / Pulmonary Diagnostics", Profession: "profession:rt",
		Aliases: []string{"Pulmonary Function", "Pulmonary Function Testing", "PFT Lab", "Pulmonary Function Lab", "Pulmonary Diagnostics", "Pulmonary Rehab", "Pulmonary Rehabilitation"},
	},
	{
		ID: "specialty:sleep", Name: "Sleep Medicine / Sleep Lab", Profession: "profession:polysomnographic-tech",
		Aliases: []string{"Sleep Lab", "Sleep Medicine", "Sleep Center", "Sleep Disorders Center", "Sleep Disorders", "Sleep Study", "Sleep Studies", "Polysomnography", "PSG"},
	},
	{
		ID: "specialty:sterile-processing", Name: "Sterile Processing (SPD)", Profession: "profession:sterile-processing-tech",
		Aliases: []string{
			"Sterile Processing", "SPD", "Sterile Processing Department", "Central Sterile", "Central Sterile Supply",
			"Central Sterile Processing", "CSSD", "Central Service", "Sterile Supply",
		},
	},

	// Clinical laboratory departments.
	{
		ID: "specialty:core-lab", Name: "Core Laboratory (chemistry, hematology)", Profession: "profession:mls",
		Aliases: []string{
			"Core Lab", "Core Laboratory", "Clinical Chemistry", "Chemistry", "Hematology", "Coagulation",
			"Urinalysis", "Chemistry/Hematology", "Lab Generalist", "Laboratory Generalist", "Generalist MLS",
			"MLS Generalist", "Generalist Medical Technologist", "Immunology", "Serology", "Special Chemistry",
			"Rapid Response Lab", "Stat Lab",
		},
	},
	{
		ID: "specialty:blood-bank", Name: "Blood Bank / Transfusion Service", Profession: "profession:mls",
		Aliases: []string{
			"Blood Bank", "Transfusion Service", "Transfusion Services", "Transfusion Medicine", "Immunohematology",
			"Blood Banking", "Donor Center",
		},
	},
	{
		ID: "specialty:microbiology", Name: "Microbiology", Profession: "profession:mls",
		Aliases: []string{"Microbiology", "Clinical Microbiology", "Micro Lab", "Microbiology Lab", "Microbiology Laboratory", "Virology", "Mycology", "Parasitology"},
	},
	{
		ID: "specialty:molecular", Name: "Molecular Diagnostics", Profession: "profession:mls",
		Aliases: []string{"Molecular Diagnostics", "Molecular Lab", "Molecular Biology Lab", "Molecular Pathology", "Molecular Testing", "PCR Lab"},
	},

	// Software: what a software engineer builds. A full-stack engineer
	// builds both ends.
	{
		ID: "specialty:backend", Name: "Backend development", Profession: "profession:software-engineer",
		Aliases: []string{
			"Backend", "Back End", "Back-End", "Server-Side", "Backend Development", "Backend Engineering",
			"Backend Engineer", "Back End Engineer", "Backend Developer", "Back End Developer", "API Development",
			"Backend Services", "Distributed Systems", "Back-End Web Development", "Server-Side Development", "API Engineering",
		},
	},
	{
		ID: "specialty:frontend", Name: "Frontend development", Profession: "profession:software-engineer",
		Aliases: []string{
			"Frontend", "Front End", "Front-End", "Frontend Development", "Frontend Engineering", "UI Engineering",
			"Frontend Engineer", "Front End Engineer", "Frontend Developer", "Front End Developer", "UI Engineer", "UI Developer",
			"Web UI", "UI Development", "Web Frontend", "Front-End Web Development", "Client-Side",
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
		Aliases: []string{
			"Mobile Development", "Mobile Developer", "Mobile Engineer", "iOS Developer", "iOS Engineer", "Android Developer",
			"Android Engineer", "iOS Development", "iOS App Development", "Android Development", "Android App Development",
			"Mobile App Development", "Mobile Application Development", "Mobile Engineering", "Mobile Apps", "iOS Apps",
			"Android Apps", "Mobile Application Developer", "Swift Developer", "Kotlin Developer",
		},
	},
	{
		ID: "specialty:embedded", Name: "Embedded software", Profession: "profession:software-engineer",
		Aliases: []string{"Embedded Systems", "Embedded Software", "Firmware", "Firmware Engineer", "Embedded Software Engineer", "Embedded C", "Firmware Development", "RTOS"},
	},
	{
		ID: "specialty:test-automation", Name: "Test automation", Profession: "profession:qa-engineer",
		Aliases: []string{"Test Automation", "QA Automation", "Automated Testing", "Test Engineering", "Automation Testing", "QA Automation Engineer", "Test Automation Engineer"},
	},
	{
		ID: "specialty:data-engineering", Name: "Data engineering", Profession: "profession:data-engineer",
		Aliases: []string{"Data Engineering", "Data Engineer", "Data Platform", "Data Infrastructure", "Big Data Engineer", "Analytics Engineering"},
	},
	{
		ID: "specialty:devops", Name: "DevOps / site reliability", Profession: "profession:devops-engineer",
		Aliases: []string{
			"DevOps", "Site Reliability", "Site Reliability Engineering", "Platform Engineering", "DevOps Engineer",
			"Site Reliability Engineer", "SRE", "Platform Engineer", "Cloud Infrastructure", "Infrastructure Engineering",
			"DevSecOps", "Cloud Operations", "Infrastructure as Code",
		},
	},

	// Trades. A word such as "Commercial" names the specialty only beside
	// its profession ("Journeyman Electrician - Commercial"): those words are
	// its Qualifiers, found by Qualified, never by Find.
	{
		ID: "specialty:commercial-electrical", Name: "Commercial electrical", Profession: "profession:electrician",
		Aliases:    []string{"Commercial Electrician", "Commercial Electrical", "Commercial Wiring", "Commercial Electrical Construction"},
		Qualifiers: []string{"Commercial", "Tenant Improvement", "Tenant Improvements", "TI"},
	},
	{
		ID: "specialty:industrial-electrical", Name: "Industrial electrical", Profession: "profession:electrician",
		Aliases:    []string{"Industrial Electrician", "Industrial Electrical", "Plant Electrician", "Heavy Industrial Electrical"},
		Qualifiers: []string{"Industrial", "Plant", "Manufacturing", "Heavy Industrial"},
	},
	{
		ID: "specialty:residential-electrical", Name: "Residential electrical", Profession: "profession:electrician",
		Aliases:    []string{"Residential Electrician", "Residential Electrical", "Residential Wiring", "Residential Wireman"},
		Qualifiers: []string{"Residential"},
	},
	{
		ID: "specialty:hvac-commercial", Name: "Commercial HVAC", Profession: "profession:hvac-tech",
		Aliases: []string{
			"Commercial HVAC", "Commercial HVAC/R", "Light Commercial HVAC", "Commercial HVAC Technician", "Commercial HVAC Tech",
			"Commercial HVAC Service Technician", "Commercial HVAC Service Tech", "Commercial HVAC Service", "Commercial RTU",
			"Commercial RTUs", "Rooftop Units", "Rooftop Unit", "RTU Service", "Light Commercial", "Commercial Mechanical Service",
		},
		Qualifiers: []string{"Commercial"},
	},
	{
		ID: "specialty:hvac-residential", Name: "Residential HVAC", Profession: "profession:hvac-tech",
		Aliases:    []string{"Residential HVAC", "Residential HVAC/R", "Residential HVAC Technician", "Residential HVAC Tech", "Residential HVAC Installer", "Residential HVAC Service"},
		Qualifiers: []string{"Residential"},
	},
	{
		ID: "specialty:refrigeration", Name: "Commercial refrigeration", Profession: "profession:hvac-tech",
		Aliases: []string{
			"Commercial Refrigeration", "Refrigeration", "Refrigeration Technician", "Supermarket Refrigeration",
			"Commercial Refrigeration Technician", "Commercial Refrigeration Tech", "Refrigeration Tech",
			"Refrigeration Mechanic", "Refrigeration Service Technician", "Refrigeration Service Tech",
			"Supermarket Refrigeration Technician", "Grocery Refrigeration", "Rack Systems", "Walk-In Coolers",
		},
	},
	{
		ID: "specialty:structural-welding", Name: "Structural welding", Profession: "profession:welder",
		Aliases:    []string{"Structural Welding", "Structural Welder", "Structural Steel Welding", "Structural Steel", "Structural Steel Welder"},
		Qualifiers: []string{"Structural"},
	},
	{
		ID: "specialty:pipe-welding", Name: "Pipe welding", Profession: "profession:welder",
		Aliases:    []string{"Pipe Welding", "Pipe Welder", "Pipeline Welder", "Pipeline Welding", "Process Pipe", "Process Piping", "Pipe Fabrication"},
		Qualifiers: []string{"Pipe", "Pipeline"},
	},
	{
		ID: "specialty:fabrication-welding", Name: "Fabrication / production welding", Profession: "profession:welder",
		// A fabrication shop employs fitters too: only welding words name
		// the welder's specialty.
		Aliases:    []string{"Production Welding", "Welding Fabrication", "Shop Welding", "Robotic Welding"},
		Qualifiers: []string{"Fabrication", "Production", "Shop"},
	},
	{
		ID: "specialty:tractor-trailer", Name: "Tractor-trailer (dry van, reefer)", Profession: "profession:truck-driver",
		Aliases: []string{
			"Tractor-Trailer", "Tractor Trailer", "Dry Van", "Reefer", "Refrigerated Freight", "53' Trailer",
			"Tractor Trailer Driver", "Dry Van Driver", "Reefer Driver", "Intermodal", "Intermodal Driver", "Drayage",
			"Drayage Driver", "LTL", "Less Than Truckload", "Truckload", "Linehaul", "Line Haul", "Semi-Trailer",
			"18-Wheeler", "OTR Reefer", "Regional Dry Van",
			// over-the-road and long-haul driving is done in tractor-trailers
			"OTR Driver", "OTR Truck Driver", "Over the Road", "Over-the-Road", "Long Haul", "Long-Haul", "Long Haul Driver",
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
		Aliases: []string{"Flatbed", "Flat Bed", "Step Deck", "Flatbed Driver", "Flatbed Hauling", "Lowboy", "Heavy Haul", "Oversize Loads"},
	},
	{
		ID: "specialty:dump-truck", Name: "Dump truck / construction hauling", Profession: "profession:truck-driver",
		Aliases:    []string{"Dump Truck", "End Dump", "Belly Dump", "Side Dump", "Construction Hauling", "Aggregate Hauling", "Dump Trailer", "Dump Truck Driver"},
		Qualifiers: []string{"Dump"},
	},
	{
		ID: "specialty:industrial-maintenance", Name: "Industrial maintenance", Profession: "profession:maintenance-tech",
		Aliases: []string{
			"Industrial Maintenance", "Plant Maintenance", "Manufacturing Maintenance", "Industrial Maintenance Technician",
			"Industrial Maintenance Mechanic", "Industrial Maintenance Tech", "Plant Maintenance Technician",
			"Plant Maintenance Mechanic", "Manufacturing Maintenance Technician", "Production Maintenance",
			"Production Maintenance Technician",
		},
		Qualifiers: []string{"Industrial", "Plant", "Manufacturing", "Production"},
	},
	{
		ID: "specialty:facilities-maintenance", Name: "Facilities maintenance", Profession: "profession:maintenance-tech",
		Aliases: []string{
			"Facilities Maintenance", "Facility Maintenance", "Building Maintenance", "Building Engineer",
			"Facilities Technician", "Property Maintenance", "Facilities Maintenance Technician",
			"Facility Maintenance Technician", "Building Maintenance Technician", "Building Maintenance Tech",
			"Property Maintenance Technician", "Apartment Maintenance", "Apartment Maintenance Technician",
			"Make-Ready", "Make-Ready Technician", "Make-Ready Tech", "Multifamily Maintenance", "Building Operations",
		},
		Qualifiers: []string{"Facilities", "Facility", "Building", "Property", "Apartment", "Apartments", "Multifamily", "Apartment Complex"},
	},

	{
		ID: "specialty:steel-erection", Name: "Steel erection", Profession: "profession:ironworker",
		Aliases: []string{"Steel Erection", "Structural Steel Erection", "Ironwork", "Structural Ironwork", "Rebar Placement"},
	},

	// Teaching.
	{
		ID: "specialty:special-education", Name: "Special Education", Profession: "profession:teacher",
		// "Special ED" is special education, not an emergency department.
		Aliases: []string{"Special Education", "Special Ed", "SPED", "Exceptional Student Education", "ESE"},
	},
}

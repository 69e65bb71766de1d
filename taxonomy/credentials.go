package taxonomy

import (
	"slices"
	"strings"

	"github.com/recruitd/recruitd/internal/ascii"
)

// Issuing bodies named by more than one credential.
const (
	issuerAHA   = "American Heart Association"
	issuerAACN  = "AACN Certification Corporation"
	issuerBCEN  = "Board of Certification for Emergency Nursing (BCEN)"
	issuerNCC   = "National Certification Corporation (NCC)"
	issuerANCC  = "American Nurses Credentialing Center (ANCC)"
	issuerARRT  = "American Registry of Radiologic Technologists (ARRT)"
	issuerARDMS = "American Registry for Diagnostic Medical Sonography (ARDMS)"
	issuerASCP  = "ASCP Board of Certification"
	issuerNBRC  = "National Board for Respiratory Care (NBRC)"
	issuerNBCOT = "National Board for Certification in Occupational Therapy (NBCOT)"
	issuerNNCC  = "Nephrology Nursing Certification Commission (NNCC)"
	issuerOSHA  = "OSHA Outreach Training Program (US Department of Labor)"
	issuerNurse = "State board of nursing"
	issuerCDL   = "State driver licensing agency"
)

// certifications are credentials granted by a professional or national body
// (or, for nurse aides, a state registry), as opposed to a state licence to
// practise.
var certifications = []Concept{
	// Life support and resuscitation.
	{
		ID: "cert:cpr", Name: "CPR", Issuer: "American Heart Association or American Red Cross",
		Aliases: []string{"CPR", "Cardiopulmonary Resuscitation", "CPR/AED", "Adult CPR", "Heartsaver", "Heartsaver CPR AED"},
	},
	{
		ID: "cert:bls", Name: "Basic Life Support (BLS)", Issuer: issuerAHA,
		Parents: []ID{"cert:cpr"},
		Aliases: []string{"BLS", "Basic Life Support", "BLS for Healthcare Providers", "BLS Provider"},
	},
	{
		ID: "cert:acls", Name: "Advanced Cardiovascular Life Support (ACLS)", Issuer: issuerAHA,
		Aliases: []string{"ACLS", "Advanced Cardiovascular Life Support", "Advanced Cardiac Life Support", "ACLS Provider"},
	},
	{
		ID: "cert:pals", Name: "Pediatric Advanced Life Support (PALS)", Issuer: issuerAHA,
		Aliases: []string{"PALS", "Pediatric Advanced Life Support", "PALS Provider"},
	},
	{
		ID: "cert:nrp", Name: "Neonatal Resuscitation Program (NRP)", Issuer: "American Academy of Pediatrics",
		// NRP also abbreviates "Nationally Registered Paramedic"; in the
		// nursing postings this service reads it is the neonatal course.
		Aliases: []string{"NRP", "Neonatal Resuscitation Program", "Neonatal Resuscitation"},
	},
	{
		ID: "cert:stable", Name: "S.T.A.B.L.E. Program", Issuer: "The S.T.A.B.L.E. Program",
		Aliases: []string{"S.T.A.B.L.E.", "S.T.A.B.L.E. Program", "STABLE Program"},
	},
	{
		ID: "cert:first-aid", Name: "First Aid", Issuer: "American Red Cross or American Heart Association",
		Aliases: []string{"First Aid", "First Aid Certified", "First Aid Certification"},
	},
	{
		ID: "cert:tncc", Name: "Trauma Nursing Core Course (TNCC)", Issuer: "Emergency Nurses Association (ENA)", Profession: "profession:rn",
		Aliases: []string{"TNCC", "Trauma Nursing Core Course"},
	},
	{
		ID: "cert:enpc", Name: "Emergency Nursing Pediatric Course (ENPC)", Issuer: "Emergency Nurses Association (ENA)", Profession: "profession:rn",
		Aliases: []string{"ENPC", "Emergency Nursing Pediatric Course"},
	},
	{
		ID: "cert:nihss", Name: "NIH Stroke Scale (NIHSS)", Issuer: "American Heart Association / American Stroke Association",
		Aliases: []string{"NIHSS", "NIH Stroke Scale", "NIHSS Certification", "NIH Stroke Scale Certification"},
	},
	{
		ID: "cert:cpi", Name: "Nonviolent Crisis Intervention (CPI)", Issuer: "Crisis Prevention Institute (CPI)",
		Aliases: []string{"CPI", "Nonviolent Crisis Intervention", "Crisis Prevention Intervention", "Crisis Prevention Institute"},
	},
	{
		ID: "cert:mab", Name: "Management of Assaultive Behavior (MAB)", Issuer: "Employer-approved training provider",
		Aliases: []string{"MAB", "Management of Assaultive Behavior"},
	},

	// Nursing specialty certifications.
	{
		ID: "cert:ccrn", Name: "CCRN (Critical Care Registered Nurse)", Issuer: issuerAACN, Profession: "profession:rn",
		Aliases: []string{"CCRN", "CCRN-K", "CCRN-E", "CCRN-Adult", "CCRN-Pediatric", "CCRN-Neonatal"},
	},
	{
		ID: "cert:pccn", Name: "PCCN (Progressive Care Certified Nurse)", Issuer: issuerAACN, Profession: "profession:rn",
		Aliases: []string{"PCCN", "PCCN-K", "Progressive Care Certified Nurse"},
	},
	{
		ID: "cert:cen", Name: "Certified Emergency Nurse (CEN)", Issuer: issuerBCEN, Profession: "profession:rn",
		Aliases: []string{"CEN", "Certified Emergency Nurse"},
	},
	{
		ID: "cert:cpen", Name: "Certified Pediatric Emergency Nurse (CPEN)", Issuer: issuerBCEN, Profession: "profession:rn",
		Aliases: []string{"CPEN", "Certified Pediatric Emergency Nurse"},
	},
	{
		ID: "cert:tcrn", Name: "Trauma Certified Registered Nurse (TCRN)", Issuer: issuerBCEN, Profession: "profession:rn",
		Aliases: []string{"TCRN", "Trauma Certified Registered Nurse"},
	},
	{
		ID: "cert:cfrn", Name: "Certified Flight Registered Nurse (CFRN)", Issuer: issuerBCEN, Profession: "profession:rn",
		Aliases: []string{"CFRN", "Certified Flight Registered Nurse"},
	},
	{
		ID: "cert:cnor", Name: "Certified Perioperative Nurse (CNOR)", Issuer: "Competency & Credentialing Institute (CCI)", Profession: "profession:rn",
		Aliases: []string{"CNOR", "Certified Perioperative Nurse"},
	},
	{
		ID: "cert:cpan", Name: "Certified Post Anesthesia Nurse (CPAN)", Issuer: "American Board of Perianesthesia Nursing Certification (ABPANC)", Profession: "profession:rn",
		Aliases: []string{"CPAN", "Certified Post Anesthesia Nurse", "Certified PeriAnesthesia Nurse"},
	},
	{
		ID: "cert:capa", Name: "Certified Ambulatory Perianesthesia Nurse (CAPA)", Issuer: "American Board of Perianesthesia Nursing Certification (ABPANC)", Profession: "profession:rn",
		Aliases: []string{"CAPA", "Certified Ambulatory Perianesthesia Nurse"},
	},
	{
		ID: "cert:ocn", Name: "Oncology Certified Nurse (OCN)", Issuer: "Oncology Nursing Certification Corporation (ONCC)", Profession: "profession:rn",
		Aliases: []string{"OCN", "Oncology Certified Nurse"},
	},
	{
		ID: "cert:bmtcn", Name: "Blood & Marrow Transplant Certified Nurse (BMTCN)", Issuer: "Oncology Nursing Certification Corporation (ONCC)", Profession: "profession:rn",
		Aliases: []string{"BMTCN", "Blood and Marrow Transplant Certified Nurse"},
	},
	{
		ID: "cert:chemo-biotherapy", Name: "Chemotherapy and Immunotherapy Provider", Issuer: "Oncology Nursing Society (ONS)", Profession: "profession:rn",
		Aliases: []string{
			"Chemo/Bio", "Chemo Certified", "Chemotherapy Certified", "Chemotherapy Certification",
			"Chemotherapy/Biotherapy", "Chemotherapy and Immunotherapy", "ONS Chemo",
		},
	},
	{
		ID: "cert:rnc-ob", Name: "Inpatient Obstetric Nursing (RNC-OB)", Issuer: issuerNCC, Profession: "profession:rn",
		Aliases: []string{"RNC-OB", "Inpatient Obstetric Nursing"},
	},
	{
		ID: "cert:rnc-nic", Name: "Neonatal Intensive Care Nursing (RNC-NIC)", Issuer: issuerNCC, Profession: "profession:rn",
		Aliases: []string{"RNC-NIC", "Neonatal Intensive Care Nursing"},
	},
	{
		ID: "cert:rnc-mnn", Name: "Maternal Newborn Nursing (RNC-MNN)", Issuer: issuerNCC, Profession: "profession:rn",
		Aliases: []string{"RNC-MNN", "Maternal Newborn Nursing"},
	},
	{
		ID: "cert:c-efm", Name: "Electronic Fetal Monitoring (C-EFM)", Issuer: issuerNCC,
		Aliases: []string{"C-EFM", "EFM", "Electronic Fetal Monitoring", "Fetal Monitoring", "Fetal Heart Monitoring"},
	},
	{
		ID: "cert:cpn", Name: "Certified Pediatric Nurse (CPN)", Issuer: "Pediatric Nursing Certification Board (PNCB)", Profession: "profession:rn",
		Aliases: []string{"CPN", "Certified Pediatric Nurse"},
	},
	{
		ID: "cert:cmsrn", Name: "Certified Medical-Surgical Registered Nurse (CMSRN)", Issuer: "Medical-Surgical Nursing Certification Board (MSNCB)", Profession: "profession:rn",
		Aliases: []string{"CMSRN", "Certified Medical-Surgical Registered Nurse", "Certified Med-Surg RN"},
	},
	{
		ID: "cert:cnrn", Name: "Certified Neuroscience Registered Nurse (CNRN)", Issuer: "American Board of Neuroscience Nursing (ABNN)", Profession: "profession:rn",
		Aliases: []string{"CNRN", "Certified Neuroscience Registered Nurse"},
	},
	{
		ID: "cert:scrn", Name: "Stroke Certified Registered Nurse (SCRN)", Issuer: "American Board of Neuroscience Nursing (ABNN)", Profession: "profession:rn",
		Aliases: []string{"SCRN", "Stroke Certified Registered Nurse"},
	},
	{
		ID: "cert:cdn", Name: "Certified Dialysis Nurse (CDN)", Issuer: issuerNNCC, Profession: "profession:rn",
		Aliases: []string{"CDN", "Certified Dialysis Nurse"},
	},
	{
		ID: "cert:cnn", Name: "Certified Nephrology Nurse (CNN)", Issuer: issuerNNCC, Profession: "profession:rn",
		// A bare "CNN" is the news channel far more often than the credential.
		Aliases: []string{"Certified Nephrology Nurse"},
	},
	{
		ID: "cert:ccht", Name: "Certified Clinical Hemodialysis Technician (CCHT)", Issuer: issuerNNCC,
		Aliases: []string{"CCHT", "Certified Clinical Hemodialysis Technician", "Certified Hemodialysis Technician"},
	},
	{
		ID: "cert:chpn", Name: "Certified Hospice and Palliative Nurse (CHPN)", Issuer: "Hospice and Palliative Credentialing Center (HPCC)", Profession: "profession:rn",
		Aliases: []string{"CHPN", "Certified Hospice and Palliative Nurse"},
	},
	{
		ID: "cert:cwocn", Name: "Certified Wound Ostomy Continence Nurse (CWOCN)", Issuer: "Wound, Ostomy and Continence Nursing Certification Board (WOCNCB)", Profession: "profession:rn",
		Aliases: []string{"CWOCN", "CWON", "CWCN", "WOCN", "Certified Wound Ostomy Continence Nurse", "Certified Wound Care Nurse"},
	},
	{
		ID: "cert:wcc", Name: "Wound Care Certified (WCC)", Issuer: "National Alliance of Wound Care and Ostomy (NAWCO)",
		Aliases: []string{"WCC", "Wound Care Certified", "Wound Care Certification"},
	},
	{
		ID: "cert:cgrn", Name: "Certified Gastroenterology Registered Nurse (CGRN)", Issuer: "American Board of Certification for Gastroenterology Nurses (ABCGN)", Profession: "profession:rn",
		Aliases: []string{"CGRN", "Certified Gastroenterology Registered Nurse"},
	},
	{
		ID: "cert:crrn", Name: "Certified Rehabilitation Registered Nurse (CRRN)", Issuer: "Rehabilitation Nursing Certification Board", Profession: "profession:rn",
		Aliases: []string{"CRRN", "Certified Rehabilitation Registered Nurse"},
	},
	{
		ID: "cert:pmh-bc", Name: "Psychiatric-Mental Health Nursing (PMH-BC)", Issuer: issuerANCC, Profession: "profession:rn",
		Aliases: []string{"PMH-BC", "Psychiatric-Mental Health Nursing Certification"},
	},
	{
		ID: "cert:cna", Name: "Certified Nursing Assistant (state registry)", Issuer: "State nurse aide registry", Profession: "profession:cna",
		// Each state keeps its own registry; a listing elsewhere needs
		// reciprocity.
		StateIssued: true,
		Aliases: []string{
			"CNA", "C.N.A.", "Certified Nursing Assistant", "Certified Nurse Aide", "Certified Nurse Assistant",
			"STNA", "State Tested Nursing Assistant", "LNA", "Licensed Nursing Assistant",
			"Nurse Aide Registry", "Nurse Aide Registration", "CNA Registry", "CNA License", "CNA Certification",
		},
	},

	// Advanced practice.
	{
		ID: "cert:fnp-bc", Name: "Family Nurse Practitioner-Board Certified (FNP-BC)", Issuer: issuerANCC, Profession: "profession:np",
		Aliases: []string{"FNP-BC"},
	},
	{
		ID: "cert:fnp-c", Name: "Family Nurse Practitioner-Certified (FNP-C)", Issuer: "American Academy of Nurse Practitioners Certification Board (AANPCB)", Profession: "profession:np",
		Aliases: []string{"FNP-C"},
	},
	{
		ID: "cert:agacnp-bc", Name: "Adult-Gerontology Acute Care NP (AGACNP-BC)", Issuer: issuerANCC, Profession: "profession:np",
		Aliases: []string{"AGACNP-BC"},
	},
	{
		ID: "cert:agpcnp-bc", Name: "Adult-Gerontology Primary Care NP (AGPCNP-BC)", Issuer: issuerANCC, Profession: "profession:np",
		Aliases: []string{"AGPCNP-BC"},
	},
	{
		ID: "cert:agnp-c", Name: "Adult-Gerontology Primary Care NP (AGNP-C)", Issuer: "American Academy of Nurse Practitioners Certification Board (AANPCB)", Profession: "profession:np",
		Aliases: []string{"AGNP-C"},
	},
	{
		ID: "cert:pmhnp-bc", Name: "Psychiatric-Mental Health NP (PMHNP-BC)", Issuer: issuerANCC, Profession: "profession:np",
		Aliases: []string{"PMHNP-BC"},
	},
	{
		ID: "cert:crna", Name: "Certified Registered Nurse Anesthetist (NBCRNA)", Issuer: "National Board of Certification and Recertification for Nurse Anesthetists (NBCRNA)", Profession: "profession:crna",
		Aliases: []string{"CRNA", "C.R.N.A.", "Certified Registered Nurse Anesthetist"},
	},
	{
		ID: "cert:pa-c", Name: "Physician Assistant-Certified (PA-C)", Issuer: "National Commission on Certification of Physician Assistants (NCCPA)", Profession: "profession:pa",
		Aliases: []string{"PA-C", "NCCPA Certified"},
	},

	// Therapy.
	{
		ID: "cert:crt", Name: "Certified Respiratory Therapist (CRT)", Issuer: issuerNBRC, Profession: "profession:rt",
		Aliases: []string{"CRT", "Certified Respiratory Therapist"},
	},
	{
		ID: "cert:rrt", Name: "Registered Respiratory Therapist (RRT)", Issuer: issuerNBRC, Profession: "profession:rt",
		Parents: []ID{"cert:crt"},
		Aliases: []string{"RRT", "Registered Respiratory Therapist"},
	},
	{
		ID: "cert:otr", Name: "Occupational Therapist Registered (OTR)", Issuer: issuerNBCOT, Profession: "profession:ot",
		Aliases: []string{"OTR", "OTR/L", "Occupational Therapist Registered", "NBCOT Certification", "NBCOT Certified"},
	},
	{
		ID: "cert:cota", Name: "Certified Occupational Therapy Assistant (COTA)", Issuer: issuerNBCOT, Profession: "profession:cota",
		Aliases: []string{"COTA", "COTA/L", "Certified Occupational Therapy Assistant"},
	},
	{
		ID: "cert:ccc-slp", Name: "Certificate of Clinical Competence in Speech-Language Pathology (CCC-SLP)", Issuer: "American Speech-Language-Hearing Association (ASHA)", Profession: "profession:slp",
		Aliases: []string{"CCC-SLP", "Certificate of Clinical Competence"},
	},

	// Imaging.
	{
		ID: "cert:arrt-r", Name: "ARRT Radiography (R)", Issuer: issuerARRT, Profession: "profession:rad-tech",
		Aliases: []string{"ARRT", "ARRT(R)", "RT(R)", "R.T.(R)", "ARRT Registered", "RT(R)(CT)", "RT(R)(MR)", "RT(R)(M)"},
	},
	{
		ID: "cert:arrt-ct", Name: "ARRT Computed Tomography (CT)", Issuer: issuerARRT, Profession: "profession:ct-tech",
		Aliases: []string{"ARRT(CT)", "RT(CT)", "RT(R)(CT)"},
	},
	{
		ID: "cert:arrt-mr", Name: "ARRT Magnetic Resonance Imaging (MR)", Issuer: issuerARRT, Profession: "profession:mri-tech",
		Aliases: []string{"ARRT(MR)", "RT(MR)", "RT(R)(MR)"},
	},
	{
		ID: "cert:arrt-m", Name: "ARRT Mammography (M)", Issuer: issuerARRT, Profession: "profession:mammographer",
		Aliases: []string{"ARRT(M)", "RT(R)(M)"},
	},
	{
		ID: "cert:rdms", Name: "Registered Diagnostic Medical Sonographer (RDMS)", Issuer: issuerARDMS, Profession: "profession:sonographer",
		Aliases: []string{"RDMS", "Registered Diagnostic Medical Sonographer"},
	},
	{
		ID: "cert:rdcs", Name: "Registered Diagnostic Cardiac Sonographer (RDCS)", Issuer: issuerARDMS, Profession: "profession:sonographer",
		Aliases: []string{"RDCS", "Registered Diagnostic Cardiac Sonographer"},
	},
	{
		ID: "cert:rvt", Name: "Registered Vascular Technologist (RVT)", Issuer: issuerARDMS, Profession: "profession:sonographer",
		Aliases: []string{"RVT", "Registered Vascular Technologist"},
	},
	{
		ID: "cert:cnmt", Name: "Certified Nuclear Medicine Technologist (CNMT)", Issuer: "Nuclear Medicine Technology Certification Board (NMTCB)", Profession: "profession:nuclear-med-tech",
		Aliases: []string{"CNMT", "Certified Nuclear Medicine Technologist"},
	},
	{
		ID: "cert:rcis", Name: "Registered Cardiovascular Invasive Specialist (RCIS)", Issuer: "Cardiovascular Credentialing International (CCI)", Profession: "profession:cardiovascular-tech",
		Aliases: []string{"RCIS", "Registered Cardiovascular Invasive Specialist"},
	},

	// Laboratory and pharmacy.
	{
		ID: "cert:mls-ascp", Name: "Medical Laboratory Scientist (MLS(ASCP))", Issuer: issuerASCP, Profession: "profession:mls",
		Aliases: []string{"MLS(ASCP)", "MT(ASCP)"},
	},
	{
		ID: "cert:mlt-ascp", Name: "Medical Laboratory Technician (MLT(ASCP))", Issuer: issuerASCP, Profession: "profession:mlt",
		Aliases: []string{"MLT(ASCP)"},
	},
	{
		ID: "cert:htl-ascp", Name: "Histotechnologist (HTL(ASCP))", Issuer: issuerASCP, Profession: "profession:histotech",
		Aliases: []string{"HTL(ASCP)", "HT(ASCP)"},
	},
	{
		ID: "cert:phlebotomy", Name: "Phlebotomy Technician certification", Issuer: "ASCP (PBT), NHA (CPT) or AMT (RPT)", Profession: "profession:phlebotomist",
		// The NHA credential's own abbreviation, CPT, is left out: it is far
		// more often the procedure coding system.
		Aliases: []string{"PBT(ASCP)", "Certified Phlebotomy Technician", "Phlebotomy Certification", "Phlebotomy Certified"},
	},
	{
		// LPNs in most states need it to start IVs; RNs learn it in school.
		ID: "cert:iv-therapy", Name: "IV therapy certification", Issuer: "a state-approved IV therapy course", Profession: "profession:lpn",
		Aliases: []string{"IV Certification", "IV Certified", "IV Therapy Certification", "IV Therapy Certified", "IV Therapy Certificate", "IV Certificate"},
	},
	{
		ID: "cert:cpht", Name: "Certified Pharmacy Technician (CPhT)", Issuer: "Pharmacy Technician Certification Board (PTCB)", Profession: "profession:pharmacy-tech",
		Aliases: []string{"CPhT", "Certified Pharmacy Technician", "PTCB", "PTCB Certified"},
	},
	{
		ID: "cert:bcps", Name: "Board Certified Pharmacotherapy Specialist (BCPS)", Issuer: "Board of Pharmacy Specialties (BPS)", Profession: "profession:pharmacist",
		Aliases: []string{"BCPS", "Board Certified Pharmacotherapy Specialist"},
	},

	// Surgical, emergency medical and allied.
	{
		ID: "cert:cst", Name: "Certified Surgical Technologist (CST)", Issuer: "National Board of Surgical Technology and Surgical Assisting (NBSTSA)", Profession: "profession:surgical-tech",
		Aliases: []string{"CST", "Certified Surgical Technologist"},
	},
	{
		ID: "cert:crcst", Name: "Certified Registered Central Service Technician (CRCST)", Issuer: "Healthcare Sterile Processing Association (HSPA)", Profession: "profession:sterile-processing-tech",
		Aliases: []string{"CRCST", "Certified Registered Central Service Technician"},
	},
	{
		ID: "cert:nremt", Name: "National Registry EMT (NREMT)", Issuer: "National Registry of Emergency Medical Technicians", Profession: "profession:emt",
		Aliases: []string{"NREMT", "National Registry EMT", "National Registry of Emergency Medical Technicians"},
	},
	{
		ID: "cert:cma", Name: "Certified Medical Assistant (CMA)", Issuer: "American Association of Medical Assistants (AAMA)", Profession: "profession:medical-assistant",
		// CMA also abbreviates Certified Management Accountant and, in some
		// states, Certified Medication Aide; healthcare usage wins here.
		Aliases: []string{"CMA", "CMA (AAMA)", "Certified Medical Assistant"},
	},
	{
		ID: "cert:rma", Name: "Registered Medical Assistant (RMA)", Issuer: "American Medical Technologists (AMT)", Profession: "profession:medical-assistant",
		Aliases: []string{"RMA", "Registered Medical Assistant"},
	},
	{
		ID: "cert:ccma", Name: "Certified Clinical Medical Assistant (CCMA)", Issuer: "National Healthcareer Association (NHA)", Profession: "profession:medical-assistant",
		Aliases: []string{"CCMA", "Certified Clinical Medical Assistant"},
	},
	{
		ID: "cert:cpc", Name: "Certified Professional Coder (CPC)", Issuer: "AAPC", Profession: "profession:medical-coder",
		Aliases: []string{"CPC", "Certified Professional Coder"},
	},
	{
		ID: "cert:ccs", Name: "Certified Coding Specialist (CCS)", Issuer: "American Health Information Management Association (AHIMA)", Profession: "profession:medical-coder",
		Aliases: []string{"CCS", "Certified Coding Specialist"},
	},

	// Trades, warehouse and safety.
	{
		ID: "cert:dot-medical", Name: "DOT Medical Examiner's Certificate", Issuer: "FMCSA-registered medical examiner",
		Profession: "profession:truck-driver",
		Aliases: []string{
			"DOT Medical Card", "DOT Medical Certificate", "DOT Medical Examiner's Certificate",
			"Medical Examiner's Certificate", "Medical Examiner Certificate", "DOT Physical", "DOT Med Card",
		},
	},
	{
		ID: "cert:hazmat", Name: "Hazardous Materials (HazMat) Endorsement", Issuer: "State driver licensing agency, after a TSA background check",
		Profession: "profession:truck-driver",
		Aliases:    []string{"HazMat Endorsement", "Hazmat Endorsement", "Hazardous Materials Endorsement", "H Endorsement", "X Endorsement"},
	},
	{
		// Named so that "tanker endorsement" is the endorsement, not the
		// tanker specialty.
		ID: "cert:tanker-endorsement", Name: "Tank Vehicle (N) Endorsement", Issuer: "State driver licensing agency",
		Profession: "profession:truck-driver",
		Aliases:    []string{"Tanker Endorsement", "Tank Vehicle Endorsement", "N Endorsement", "Tank Endorsement"},
	},
	{
		ID: "cert:twic", Name: "Transportation Worker Identification Credential (TWIC)", Issuer: "Transportation Security Administration (TSA)",
		Aliases: []string{"TWIC", "TWIC Card", "Transportation Worker Identification Credential"},
	},
	{
		ID: "cert:osha-10", Name: "OSHA 10-Hour", Issuer: issuerOSHA,
		Aliases: []string{"OSHA 10", "OSHA10", "OSHA 10-Hour", "OSHA 10 Hour Card"},
	},
	{
		ID: "cert:osha-30", Name: "OSHA 30-Hour", Issuer: issuerOSHA,
		// The 30-hour course covers the 10-hour one, so it meets a requirement for it.
		Parents: []ID{"cert:osha-10"},
		Aliases: []string{"OSHA 30", "OSHA30", "OSHA 30-Hour", "OSHA 30 Hour Card"},
	},
	{
		ID: "cert:epa-608", Name: "EPA Section 608 Technician Certification", Issuer: "US Environmental Protection Agency (EPA)",
		Aliases: []string{
			"EPA 608", "EPA Section 608", "EPA 608 Certification", "EPA 608 Certified", "Section 608 Certification",
			"608 Certification",
		},
	},
	// The types of Section 608 certification: Type I small appliances, Type
	// II high-pressure systems, Type III low-pressure systems; Universal is
	// all three, and a posting asking Universal is not met by one type.
	{
		ID: "cert:epa-608-universal", Name: "EPA Section 608 Universal", Issuer: "US Environmental Protection Agency (EPA)",
		Parents: []ID{"cert:epa-608-type-1", "cert:epa-608-type-2", "cert:epa-608-type-3"},
		Aliases: []string{
			"EPA 608 Universal", "EPA Universal", "Universal 608", "EPA Section 608 Universal", "608 Universal",
			"EPA 608 Universal Certification", "Section 608 Universal",
		},
	},
	{
		ID: "cert:epa-608-type-1", Name: "EPA Section 608 Type I", Issuer: "US Environmental Protection Agency (EPA)",
		Parents: []ID{"cert:epa-608"},
		Aliases: []string{"EPA 608 Type I", "EPA 608 Type 1", "EPA Type I", "Section 608 Type I"},
	},
	{
		ID: "cert:epa-608-type-2", Name: "EPA Section 608 Type II", Issuer: "US Environmental Protection Agency (EPA)",
		Parents: []ID{"cert:epa-608"},
		Aliases: []string{"EPA 608 Type II", "EPA 608 Type 2", "EPA Type II", "Section 608 Type II"},
	},
	{
		ID: "cert:epa-608-type-3", Name: "EPA Section 608 Type III", Issuer: "US Environmental Protection Agency (EPA)",
		Parents: []ID{"cert:epa-608"},
		Aliases: []string{"EPA 608 Type III", "EPA 608 Type 3", "EPA Type III", "Section 608 Type III"},
	},
	{
		ID: "cert:nate", Name: "NATE Certification", Issuer: "North American Technician Excellence (NATE)",
		Aliases: []string{"NATE", "NATE Certified", "North American Technician Excellence"},
	},
	{
		ID: "cert:aws-welder", Name: "AWS Certified Welder", Issuer: "American Welding Society (AWS)", Profession: "profession:welder",
		Aliases: []string{"AWS Certified Welder", "AWS Welding Certification", "AWS D1.1", "AWS D1.1 Certified"},
	},
	{
		ID: "cert:forklift", Name: "Forklift Operator Certification", Issuer: "Employer, per OSHA 29 CFR 1910.178", Profession: "profession:forklift-operator",
		Aliases: []string{
			"Forklift Certified", "Forklift Certification", "Certified Forklift Operator", "Forklift License",
			"Forklift Licence", "OSHA Forklift Certification",
		},
	},

	// Technology, finance and management.
	{
		ID: "cert:aws-solutions-architect", Name: "AWS Certified Solutions Architect", Issuer: "Amazon Web Services",
		Aliases: []string{"AWS Certified Solutions Architect", "AWS Solutions Architect", "AWS SAA"},
	},
	{
		ID: "cert:cka", Name: "Certified Kubernetes Administrator (CKA)", Issuer: "Cloud Native Computing Foundation / The Linux Foundation",
		Aliases: []string{"CKA", "Certified Kubernetes Administrator", "CKAD", "Certified Kubernetes Application Developer"},
	},
	{
		ID: "cert:comptia-a-plus", Name: "CompTIA A+", Issuer: "CompTIA",
		Aliases: []string{"CompTIA A+", "A+ Certified", "A+ Certification"},
	},
	{
		ID: "cert:comptia-security-plus", Name: "CompTIA Security+", Issuer: "CompTIA",
		Aliases: []string{"CompTIA Security+", "Security+"},
	},
	{
		ID: "cert:comptia-network-plus", Name: "CompTIA Network+", Issuer: "CompTIA",
		Aliases: []string{"CompTIA Network+", "Network+"},
	},
	{
		ID: "cert:cissp", Name: "Certified Information Systems Security Professional (CISSP)", Issuer: "ISC2",
		Aliases: []string{"CISSP"},
	},
	{
		ID: "cert:pmp", Name: "Project Management Professional (PMP)", Issuer: "Project Management Institute (PMI)",
		Aliases: []string{"PMP", "Project Management Professional"},
	},
	{
		ID: "cert:cfa", Name: "Chartered Financial Analyst (CFA)", Issuer: "CFA Institute",
		Aliases: []string{"CFA", "Chartered Financial Analyst"},
	},
	{
		// "CPP" alone is C++ (skill:cpp).
		ID: "cert:cpp-payroll", Name: "Certified Payroll Professional (CPP)", Issuer: "American Payroll Association (APA)", Profession: "profession:payroll-specialist",
		Aliases: []string{"Certified Payroll Professional", "CPP Certification", "CPP Certified", "CPP (APA)", "APA CPP"},
	},
	{
		ID: "cert:fpc", Name: "Fundamental Payroll Certification (FPC)", Issuer: "American Payroll Association (APA)", Profession: "profession:payroll-specialist",
		Aliases: []string{"FPC", "Fundamental Payroll Certification", "Fundamental Payroll Certified"},
	},
}

// licenses are state (or federal) authorisations to practise. A licence ID
// comes from licence wording ("RN license"); see Find for why a bare title
// does not yield one.
var licenses = []Concept{
	{
		ID: "license:rn", Name: "Registered Nurse licence", Issuer: issuerNurse, Profession: "profession:rn",
		Aliases: []string{
			"RN License", "RN Licence", "RN Licensure", "Registered Nurse License", "Registered Nurse Licence",
			"Registered Nurse Licensure", "Registered Nursing License", "Compact RN License", "Multistate RN License",
		},
	},
	{
		ID: "license:lpn", Name: "Practical/Vocational Nurse licence (LPN/LVN)", Issuer: issuerNurse + " (vocational nursing board in some states)", Profession: "profession:lpn",
		Aliases: []string{
			"LPN License", "LPN Licence", "LPN Licensure", "LVN License", "LVN Licence", "LVN Licensure",
			"LPN/LVN License", "Practical Nurse License", "Practical Nursing License", "Vocational Nurse License",
			"Vocational Nursing License", "Compact LPN License", "Multistate LPN License",
		},
	},
	{
		// A property of an RN or LPN/VN licence rather than a licence of its
		// own; it is a concept so that "compact license required" and
		// "multistate license" can be found and matched.
		ID: "license:multistate", Name: "Multistate nursing licence (Nurse Licensure Compact)", Issuer: "Home-state board of nursing under the Nurse Licensure Compact",
		Aliases: []string{
			"Multistate License", "Multi-State License", "Multistate Licence", "Compact License", "Compact Licence",
			"Compact State License", "Compact Nursing License", "Multistate Nursing License", "Nurse Licensure Compact",
			"NLC", "eNLC", "Compact RN License", "Multistate RN License", "Compact LPN License", "Multistate LPN License",
		},
	},
	{
		ID: "license:aprn", Name: "Advanced Practice Registered Nurse licence", Issuer: issuerNurse, Profession: "profession:aprn",
		Aliases: []string{"APRN License", "APRN Licensure", "NP License", "Nurse Practitioner License", "Advanced Practice License"},
	},
	{
		ID: "license:dea", Name: "DEA registration", Issuer: "US Drug Enforcement Administration (DEA)",
		Aliases: []string{"DEA", "DEA License", "DEA Registration", "DEA Certificate"},
	},
	{
		ID: "license:physician", Name: "Medical licence (physician)", Issuer: "State medical board", Profession: "profession:physician",
		Aliases: []string{"Medical License", "Medical Licence", "Physician License", "Unrestricted Medical License"},
	},
	{
		ID: "license:pa", Name: "Physician Assistant licence", Issuer: "State medical board", Profession: "profession:pa",
		Aliases: []string{"PA License", "Physician Assistant License"},
	},
	{
		ID: "license:pt", Name: "Physical Therapist licence", Issuer: "State physical therapy board", Profession: "profession:pt",
		Aliases: []string{"PT License", "Physical Therapist License", "Physical Therapy License"},
	},
	{
		ID: "license:pta", Name: "Physical Therapist Assistant licence", Issuer: "State physical therapy board", Profession: "profession:pta",
		Aliases: []string{"PTA License", "Physical Therapist Assistant License"},
	},
	{
		ID: "license:ot", Name: "Occupational Therapist licence", Issuer: "State occupational therapy board", Profession: "profession:ot",
		Aliases: []string{"OT License", "Occupational Therapist License", "Occupational Therapy License", "OTR/L"},
	},
	{
		ID: "license:ota", Name: "Occupational Therapy Assistant licence", Issuer: "State occupational therapy board", Profession: "profession:cota",
		Aliases: []string{"OTA License", "COTA License", "Occupational Therapy Assistant License", "COTA/L"},
	},
	{
		ID: "license:slp", Name: "Speech-Language Pathologist licence", Issuer: "State speech-language pathology board", Profession: "profession:slp",
		Aliases: []string{"SLP License", "Speech-Language Pathology License", "Speech Language Pathologist License", "Speech Therapy License"},
	},
	{
		ID: "license:rt", Name: "Respiratory Care Practitioner licence", Issuer: "State respiratory care board", Profession: "profession:rt",
		Aliases: []string{"RT License", "RCP License", "Respiratory Therapy License", "Respiratory Care License", "Respiratory Therapist License"},
	},
	{
		ID: "license:pharmacist", Name: "Pharmacist licence", Issuer: "State board of pharmacy", Profession: "profession:pharmacist",
		Aliases: []string{"Pharmacist License", "Pharmacy License", "RPh License"},
	},
	{
		// Most states register or license pharmacy technicians; the national
		// certification (CPhT) is a different credential.
		ID: "license:pharmacy-tech", Name: "Pharmacy Technician licence or registration", Issuer: "State board of pharmacy", Profession: "profession:pharmacy-tech",
		Aliases: []string{"Pharmacy Technician License", "Pharmacy Tech License", "Pharmacy Technician Registration",
			"Pharmacy Technician Licence", "Registered Pharmacy Technician"},
	},
	{
		ID: "license:radiography", Name: "Radiologic technology licence", Issuer: "State radiation control program", Profession: "profession:rad-tech",
		Aliases: []string{"Radiologic Technology License", "Radiography License", "X-Ray License", "Limited X-Ray License"},
	},
	{
		ID: "license:lcsw", Name: "Licensed Clinical Social Worker (LCSW)", Issuer: "State board of social work", Profession: "profession:social-worker",
		Aliases: []string{"LCSW", "Licensed Clinical Social Worker", "LCSW License"},
	},
	{
		ID: "license:cpa", Name: "Certified Public Accountant (CPA) licence", Issuer: "State board of accountancy", Profession: "profession:accountant",
		Aliases: []string{"CPA", "Certified Public Accountant", "CPA License"},
	},
	{
		ID: "license:teaching", Name: "Teaching licence", Issuer: "State department of education", Profession: "profession:teacher",
		Aliases: []string{
			"Teaching License", "Teaching Licence", "Teaching Certificate", "Teaching Certification",
			"Teaching Credential", "Teacher Certification", "Teacher License", "Educator License",
		},
	},
	{
		ID: "license:cdl", Name: "Commercial Driver's License (CDL)", Issuer: issuerCDL, Profession: "profession:truck-driver",
		Aliases: []string{
			"CDL", "CDL License", "Commercial Driver's License", "Commercial Drivers License", "Commercial Driver License",
			"CDL Driver",
		},
	},
	{
		ID: "license:cdl-b", Name: "Class B Commercial Driver's License (CDL Class B)", Issuer: issuerCDL, Profession: "profession:truck-driver",
		Parents: []ID{"license:cdl"},
		Aliases: []string{"CDL-B", "CDL Class B", "Class B CDL", "Class B License", "Class B Commercial Driver's License", "Class B Driver", "CDL-B Driver", "Class B CDL Driver"},
	},
	{
		ID: "license:cdl-a", Name: "Class A Commercial Driver's License (CDL Class A)", Issuer: issuerCDL, Profession: "profession:truck-driver",
		// A Class A licence also permits Class B vehicles.
		Parents: []ID{"license:cdl-b"},
		Aliases: []string{
			"CDL-A", "CDL Class A", "Class A CDL", "Class A License", "Class A Commercial Driver's License", "Class A Driver",
			"CDL-A Driver", "Class A CDL Driver", "CDL Class A Driver", "Class A Truck Driver",
		},
	},
	{
		// A licence to do electrical work unsupervised: a journeyman's or a
		// master's. An apprentice's registration is not one.
		ID: "license:electrician", Name: "Electrician licence", Issuer: "State or local electrical licensing board", Profession: "profession:electrician",
		Aliases: []string{"Electrical License", "Electrician License", "Electrical Contractor License"},
	},
	{
		ID: "license:electrician-journeyman", Name: "Journeyman electrician licence", Issuer: "State or local electrical licensing board",
		Profession: "profession:electrician", Parents: []ID{"license:electrician"},
		Aliases: []string{"Journeyman Electrician License", "Journeyman Electrical License", "Journeyman License"},
	},
	{
		ID: "license:electrician-master", Name: "Master electrician licence", Issuer: "State or local electrical licensing board",
		Profession: "profession:electrician", Parents: []ID{"license:electrician-journeyman"},
		Aliases: []string{"Master Electrician License", "Master Electrical License", "Master License"},
	},
	{
		ID: "license:electrician-apprentice", Name: "Apprentice electrician registration", Issuer: "State or local electrical licensing board",
		Profession: "profession:electrician",
		Aliases: []string{
			"Apprentice Electrician Registration", "Apprentice Electrician License", "Electrical Apprentice Registration",
			"Apprentice Registration", "Electrician Apprentice License", "Apprentice License",
		},
	},
	{
		ID: "license:plumber", Name: "Plumbing licence", Issuer: "State or local plumbing board", Profession: "profession:plumber",
		Aliases: []string{"Plumbing License", "Plumber License", "Plumber's License", "Journeyman Plumber License", "Master Plumber License"},
	},
	{
		ID: "license:hvac", Name: "HVAC contractor licence", Issuer: "State or local licensing board", Profession: "profession:hvac-tech",
		Aliases: []string{"HVAC License", "HVAC Contractor License", "Mechanical License"},
	},
}

// notHeldWords are the words that say a credential is applied or studied
// for rather than held.
var notHeldWords = []string{
	"pending", "in progress", "in process", "applied for", "application submitted", "eligible", "expected",
	"anticipated", "scheduled", "studying for", "working toward", "working towards", "will sit", "not yet",
}

// NotYetHeld reports whether text, the words around a credential, says it is
// not held yet: "Texas license application pending", "CCRN eligible",
// "NCLEX scheduled".
func NotYetHeld(text string) bool {
	return hasWords(ascii.Lower(text), notHeldWords)
}

// multistateWords say that a nursing licence is multistate: the compact's
// names and abbreviations in any common spelling.
var multistateWords = []string{"multistate", "multi-state", "multi state", "compact", "nlc", "enlc"}

// SaysMultistate reports whether text, the words around a licence, says it
// is multistate: "Multistate/Compact NLC", "multi-state", "eNLC". Where such
// a licence is valid is LicenseValidIn's to say, whatever the text claims.
func SaysMultistate(text string) bool {
	return hasWords(ascii.Lower(text), multistateWords)
}

// hasWords reports whether low (lower-cased text) has one of words, each a
// whole word or phrase. Screening asks it of every credential's line, so it
// scans rather than runs a regular expression.
func hasWords(low string, words []string) bool {
	for _, w := range words {
		for off := 0; off < len(low); {
			i := strings.Index(low[off:], w)
			if i < 0 {
				break
			}
			i += off
			j := i + len(w)
			if (i == 0 || !isASCIIWord(low[i-1])) && (j == len(low) || !isASCIIWord(low[j])) {
				return true
			}
			off = i + 1
		}
	}
	return false
}

// Entry is what one certification entry of a resume (its name and issuer,
// as a parser lists them) says of the credential it names.
type Entry struct {
	// IDs are its concepts. A bare professional title with licence words, a
	// state or an expiry ("Registered Nurse, Illinois Board of Nursing", "IL
	// RN, exp 05/28") is the licence that profession requires, so that
	// licence is among them.
	IDs []ID
	// States are the codes of the states it names: where a licence was
	// issued ("Licensed in CA and NV" is one licence of two states).
	States []string
	// Multistate reports compact wording ("Multistate/Compact NLC").
	Multistate bool
}

// ReadEntry reads a certification entry; dated tells that the entry gives
// an expiry. Screening and the index both read entries through it, so that
// a licence means the same to the licensure filter as to its criterion.
func ReadEntry(name, issuer string, dated bool) Entry {
	both := name + "\n" + issuer
	e := Entry{IDs: Normalize(both), States: StatesIn(both)}
	low := ascii.Lower(both)
	// A bare title with a state or an expiry is a licence; a certification
	// of the profession ("TNCC") is not.
	bare := !slices.ContainsFunc(e.IDs, func(id ID) bool {
		return id.Kind() == KindCertification || id.Kind() == KindLicense
	})
	e.Multistate = slices.Contains(e.IDs, "license:multistate") || SaysMultistate(both)
	licenceWords := strings.Contains(low, "licen") || strings.Contains(low, "board of") || e.Multistate ||
		bare && (len(e.States) > 0 || dated)
	if !licenceWords {
		return e
	}
	for _, id := range e.IDs {
		if id.Kind() != KindProfession {
			continue
		}
		p, _ := Lookup(id)
		for _, r := range p.Requires {
			if !slices.Contains(e.IDs, r) {
				e.IDs = append(e.IDs, r)
			}
		}
	}
	return e
}

// StatesIn returns the codes of the states text names, each once, in order.
func StatesIn(text string) []string {
	var out []string
	for _, m := range FindStates(text) {
		if code, ok := StateCode(string(m.ID)); ok && !slices.Contains(out, code) {
			out = append(out, code)
		}
	}
	return out
}

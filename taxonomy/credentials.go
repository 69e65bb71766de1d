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
	issuerEPA   = "US Environmental Protection Agency (EPA)"
	issuerAWS   = "American Welding Society (AWS)"
	issuerASME  = "Employer's welding procedure test to ASME Section IX or API 1104"
	issuerBPS   = "Board of Pharmacy Specialties (BPS)"
	issuerAMT   = "American Medical Technologists (AMT)"
	issuerNCCT  = "National Center for Competency Testing (NCCT)"
	issuerNHA   = "National Healthcareer Association (NHA)"
	issuerBRPT  = "Board of Registered Polysomnographic Technologists (BRPT)"
	issuerCCI   = "Cardiovascular Credentialing International (CCI)"
	issuerElec  = "State or local electrical licensing board"
	issuerRad   = "State radiation control program"
	issuerSW    = "State board of social work"
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
		Aliases: []string{
			"BLS", "Basic Life Support", "BLS for Healthcare Providers", "BLS Provider", "BLS for Health Care Providers",
			"CPR for Healthcare Providers", "CPR for Health Care Providers", "Healthcare Provider CPR", "BLS/CPR",
			"CPR/BLS", "CPR/AED for Professional Rescuers", "CPR for the Professional Rescuer", "CPR for Professional Rescuers",
		},
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
		// The paramedic's NRP, told apart by its spelled-out name.
		ID: "cert:nremt-paramedic", Name: "Nationally Registered Paramedic", Issuer: "National Registry of Emergency Medical Technicians",
		Profession: "profession:paramedic",
		Aliases: []string{
			"Nationally Registered Paramedic", "National Registry Paramedic", "NREMT-P", "NREMT Paramedic", "NR-Paramedic",
			"NRP (Paramedic)", "NRP (Nationally Registered Paramedic)",
		},
	},
	{
		ID: "cert:phtls", Name: "Prehospital Trauma Life Support (PHTLS)", Issuer: "National Association of Emergency Medical Technicians (NAEMT)",
		Aliases: []string{"PHTLS", "Prehospital Trauma Life Support", "Pre-Hospital Trauma Life Support"},
	},
	{
		ID: "cert:itls", Name: "International Trauma Life Support (ITLS)", Issuer: "ITLS International",
		Aliases: []string{"ITLS", "International Trauma Life Support", "BTLS", "Basic Trauma Life Support"},
	},
	{
		ID: "cert:fp-c", Name: "Certified Flight Paramedic (FP-C)", Issuer: "International Board of Specialty Certification (IBSC)", Profession: "profession:paramedic",
		Aliases: []string{"FP-C", "Certified Flight Paramedic"},
	},
	{
		ID: "cert:ccp-c", Name: "Certified Critical Care Paramedic (CCP-C)", Issuer: "International Board of Specialty Certification (IBSC)", Profession: "profession:paramedic",
		Aliases: []string{"CCP-C", "Certified Critical Care Paramedic"},
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
	{
		ID: "cert:mandt", Name: "Mandt System", Issuer: "The Mandt System",
		Aliases: []string{"Mandt", "Mandt System", "Mandt Training"},
	},

	// Nursing specialty certifications.
	{
		ID: "cert:ccrn", Name: "CCRN (Critical Care Registered Nurse)", Issuer: issuerAACN, Profession: "profession:rn",
		Aliases: []string{
			"CCRN", "CCRN-K", "CCRN-E", "CCRN-Adult", "CCRN-Pediatric", "CCRN-Neonatal", "CCRN-CMC", "CCRN-CSC",
			"AACN CCRN",
		},
	},
	{
		ID: "cert:cmc", Name: "Cardiac Medicine Certification (CMC)", Issuer: issuerAACN, Profession: "profession:rn",
		Aliases: []string{"CMC", "CCRN-CMC", "PCCN-CMC", "Cardiac Medicine Certification"},
	},
	{
		ID: "cert:csc", Name: "Cardiac Surgery Certification (CSC)", Issuer: issuerAACN, Profession: "profession:rn",
		Aliases: []string{"CCRN-CSC", "PCCN-CSC", "Cardiac Surgery Certification"},
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
		ID: "cert:ctrn", Name: "Certified Transport Registered Nurse (CTRN)", Issuer: issuerBCEN, Profession: "profession:rn",
		Aliases: []string{"CTRN", "Certified Transport Registered Nurse"},
	},
	{
		ID: "cert:cbrn", Name: "Certified Burn Registered Nurse (CBRN)", Issuer: issuerBCEN, Profession: "profession:rn",
		Aliases: []string{"Certified Burn Registered Nurse"},
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
		ID: "cert:medsurg-bc", Name: "Medical-Surgical Nursing Certification (MEDSURG-BC)", Issuer: issuerANCC, Profession: "profession:rn",
		Aliases: []string{"MEDSURG-BC", "RN-BC (Medical-Surgical)", "Medical-Surgical Nursing Certification"},
	},
	{
		ID: "cert:onc", Name: "Orthopaedic Nurse Certified (ONC)", Issuer: "Orthopaedic Nurses Certification Board (ONCB)", Profession: "profession:rn",
		// A bare "ONC" is oncology as often as the credential.
		Aliases: []string{"Orthopedic Nurse Certified", "Orthopedic Nurse Certification", "ONC (Orthopedic)"},
	},
	{
		ID: "cert:rn-bc", Name: "Board Certified Registered Nurse (RN-BC)", Issuer: issuerANCC, Profession: "profession:rn",
		Aliases: []string{"RN-BC", "ANCC Board Certified"},
	},
	{
		ID: "cert:ccm", Name: "Certified Case Manager (CCM)", Issuer: "Commission for Case Manager Certification (CCMC)",
		Aliases: []string{"CCM", "Certified Case Manager", "ACM-RN", "Accredited Case Manager"},
	},
	{
		ID: "cert:crni", Name: "Certified Registered Nurse Infusion (CRNI)", Issuer: "Infusion Nurses Certification Corporation (INCC)", Profession: "profession:rn",
		Aliases: []string{"CRNI", "Certified Registered Nurse Infusion"},
	},
	{
		ID: "cert:va-bc", Name: "Vascular Access Board Certified (VA-BC)", Issuer: "Vascular Access Certification Corporation (VACC)",
		Aliases: []string{"VA-BC", "Vascular Access Board Certified"},
	},
	{
		ID: "cert:ibclc", Name: "International Board Certified Lactation Consultant (IBCLC)", Issuer: "International Board of Lactation Consultant Examiners (IBLCE)",
		Aliases: []string{"IBCLC", "International Board Certified Lactation Consultant", "Certified Lactation Consultant"},
	},
	{
		ID: "cert:clc", Name: "Certified Lactation Counselor (CLC)", Issuer: "Academy of Lactation Policy and Practice (ALPP)",
		Aliases: []string{"CLC", "Certified Lactation Counselor"},
	},
	{
		ID: "cert:sane", Name: "Sexual Assault Nurse Examiner (SANE-A / SANE-P)", Issuer: "International Association of Forensic Nurses (IAFN)", Profession: "profession:rn",
		// "SANE-trained" is a course, not the certification.
		Aliases: []string{"SANE-A", "SANE-P", "Certified Sexual Assault Nurse Examiner", "SANE Certified"},
	},
	{
		ID: "cert:cphon", Name: "Certified Pediatric Hematology Oncology Nurse (CPHON)", Issuer: "Oncology Nursing Certification Corporation (ONCC)", Profession: "profession:rn",
		Aliases: []string{"CPHON", "Certified Pediatric Hematology Oncology Nurse"},
	},
	{
		ID: "cert:rnc-lrn", Name: "Low Risk Neonatal Nursing (RNC-LRN)", Issuer: issuerNCC, Profession: "profession:rn",
		Aliases: []string{"RNC-LRN", "Low Risk Neonatal Nursing"},
	},
	{
		ID: "cert:cdces", Name: "Certified Diabetes Care and Education Specialist (CDCES)", Issuer: "Certification Board for Diabetes Care and Education (CBDCE)",
		Aliases: []string{"CDCES", "CDE", "Certified Diabetes Care and Education Specialist", "Certified Diabetes Educator"},
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
			"CNA Certificate", "Nurse Aide Certificate", "Nurse Aide Certification", "Nursing Assistant Certification",
			"Nursing Assistant Certificate", "State Nurse Aide Registry", "Nursing Assistant Registered",
			"Nursing Assistant Certified", "Nursing Assistant-Certified", "Certified Nursing Aide",
		},
	},
	{
		// A nurse aide who has passed a state's medication course.
		ID: "cert:medication-aide", Name: "Certified Medication Aide", Issuer: "State nurse aide registry or board of nursing", Profession: "profession:cna",
		StateIssued: true,
		Aliases: []string{
			"Certified Medication Aide", "Medication Aide", "Med Aide", "Qualified Medication Aide", "QMA",
			"Certified Medication Technician", "Medication Technician", "CMT", "Medication Aide Certification",
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
		ID: "cert:acnpc-ag", Name: "Adult-Gerontology Acute Care NP (ACNPC-AG)", Issuer: issuerAACN, Profession: "profession:np",
		Aliases: []string{"ACNPC-AG", "ACNPC"},
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
		Aliases: []string{"RRT", "Registered Respiratory Therapist", "RRT-ACCS", "RRT-NPS", "RRT-SDS"},
	},
	{
		ID: "cert:accs", Name: "Adult Critical Care Specialist (RRT-ACCS)", Issuer: issuerNBRC, Profession: "profession:rt",
		Aliases: []string{"ACCS", "RRT-ACCS", "Adult Critical Care Specialist", "Adult Critical Care Specialty"},
	},
	{
		// "NPS" alone is more often a net promoter score than the credential.
		ID: "cert:nps", Name: "Neonatal/Pediatric Specialist (NPS)", Issuer: issuerNBRC, Profession: "profession:rt",
		Aliases: []string{
			"RRT-NPS", "CRT-NPS", "Neonatal/Pediatric Specialist", "Neonatal Pediatric Specialist",
			"Neonatal/Pediatric Respiratory Care Specialist", "NPS Credential",
		},
	},
	{
		ID: "cert:sds", Name: "Sleep Disorders Specialist (SDS)", Issuer: issuerNBRC, Profession: "profession:rt",
		Aliases: []string{"RRT-SDS", "CRT-SDS", "Sleep Disorders Specialist"},
	},
	{
		ID: "cert:pft", Name: "Pulmonary Function Technologist (CPFT / RPFT)", Issuer: issuerNBRC,
		Aliases: []string{"CPFT", "RPFT", "Certified Pulmonary Function Technologist", "Registered Pulmonary Function Technologist"},
	},
	{
		ID: "cert:ae-c", Name: "Certified Asthma Educator (AE-C)", Issuer: "National Asthma Educator Certification Board (NAECB)",
		Aliases: []string{"AE-C", "Certified Asthma Educator"},
	},
	{
		ID: "cert:rpsgt", Name: "Registered Polysomnographic Technologist (RPSGT)", Issuer: issuerBRPT, Profession: "profession:polysomnographic-tech",
		Aliases: []string{"RPSGT", "Registered Polysomnographic Technologist"},
	},
	{
		ID: "cert:cpsgt", Name: "Certified Polysomnographic Technician (CPSGT)", Issuer: issuerBRPT, Profession: "profession:polysomnographic-tech",
		Aliases: []string{"CPSGT", "Certified Polysomnographic Technician"},
	},
	{
		ID: "cert:rst", Name: "Registered Sleep Technologist (RST)", Issuer: "American Board of Sleep Medicine (ABSM)", Profession: "profession:polysomnographic-tech",
		Aliases: []string{"Registered Sleep Technologist"},
	},
	{
		ID: "cert:ocs", Name: "Orthopaedic Clinical Specialist (OCS)", Issuer: "American Board of Physical Therapy Specialties (ABPTS)", Profession: "profession:pt",
		Aliases: []string{"OCS", "Orthopedic Clinical Specialist", "Orthopedic Certified Specialist"},
	},
	{
		ID: "cert:scs", Name: "Sports Certified Specialist (SCS)", Issuer: "American Board of Physical Therapy Specialties (ABPTS)", Profession: "profession:pt",
		Aliases: []string{"Sports Certified Specialist", "Sports Clinical Specialist"},
	},
	{
		// A bare "CHT" is as often the dialysis technician's credential.
		ID: "cert:cht", Name: "Certified Hand Therapist (CHT)", Issuer: "Hand Therapy Certification Commission (HTCC)",
		Aliases: []string{"Certified Hand Therapist", "CHT (Hand Therapy)"},
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
		// A technologist writes each post-primary credential as another
		// bracket: "RT(R)(CT)(MR)" holds three.
		Aliases: []string{
			"ARRT", "ARRT(R)", "RT(R)", "R.T.(R)", "ARRT Registered", "RT(R)(CT)", "RT(R)(MR)", "RT(R)(M)",
			"RT(R)(CT)(MR)", "RT(R)(MR)(CT)", "RT(R)(M)(CT)", "RT(R)(CT)(M)", "RT(R)(VI)", "RT(R)(CI)", "RT(R)(CV)",
			"RT(R)(BD)", "RT(R)(N)", "RT(R)(T)", "RT(R)(ARRT)", "ARRT(R)(CT)", "ARRT(R)(MR)", "ARRT(R)(M)",
			"ARRT(R)(CT)(MR)", "ARRT Radiography", "ARRT Certified", "Registered Technologist (R)",
			// The brackets without the "RT" before them, after a registry
			// number.
			"(R)(CT)", "(R)(MR)", "(R)(M)", "(R)(CT)(MR)", "(R)(MR)(CT)", "(R)(M)(CT)", "(R)(CT)(M)", "(R)(N)", "(R)(T)",
			"(R)(VI)", "(R)(CI)", "ARRT (R, CT)", "ARRT (R/CT)",
		},
	},
	{
		ID: "cert:arrt-ct", Name: "ARRT Computed Tomography (CT)", Issuer: issuerARRT, Profession: "profession:ct-tech",
		Aliases: []string{
			"ARRT(CT)", "RT(CT)", "RT(R)(CT)", "RT(R)(CT)(MR)", "RT(R)(MR)(CT)", "RT(R)(M)(CT)", "RT(R)(CT)(M)",
			"ARRT(R)(CT)", "ARRT(R)(CT)(MR)", "ARRT CT", "ARRT Computed Tomography", "NMTCB(CT)", "NMTCB CT",
			"(R)(CT)", "(R)(CT)(MR)", "(R)(MR)(CT)", "(R)(M)(CT)", "(R)(CT)(M)", "ARRT (R, CT)", "ARRT (R/CT)",
		},
	},
	{
		ID: "cert:arrt-mr", Name: "ARRT Magnetic Resonance Imaging (MR)", Issuer: issuerARRT, Profession: "profession:mri-tech",
		Aliases: []string{
			"ARRT(MR)", "RT(MR)", "RT(R)(MR)", "RT(R)(CT)(MR)", "RT(R)(MR)(CT)", "ARRT(R)(MR)", "ARRT(R)(CT)(MR)",
			"ARRT MR", "ARRT MRI", "(R)(MR)", "(R)(CT)(MR)", "(R)(MR)(CT)",
		},
	},
	{
		ID: "cert:arrt-m", Name: "ARRT Mammography (M)", Issuer: issuerARRT, Profession: "profession:mammographer",
		Aliases: []string{"ARRT(M)", "RT(R)(M)", "RT(R)(M)(CT)", "RT(R)(CT)(M)", "ARRT(R)(M)", "ARRT Mammography", "(R)(M)", "(R)(M)(CT)", "(R)(CT)(M)"},
	},
	{
		ID: "cert:arrt-n", Name: "ARRT Nuclear Medicine Technology", Issuer: issuerARRT, Profession: "profession:nuclear-med-tech",
		Aliases: []string{"ARRT(N)", "RT(N)", "RT(R)(N)", "(R)(N)"},
	},
	{
		ID: "cert:arrt-t", Name: "ARRT Radiation Therapy", Issuer: issuerARRT, Profession: "profession:radiation-therapist",
		Aliases: []string{"ARRT(T)", "RT(T)", "RT(R)(T)", "(R)(T)"},
	},
	{
		// Cardiovascular-Interventional (CV) was split into CI and VI.
		ID: "cert:arrt-vi", Name: "ARRT Vascular-Interventional Radiography", Issuer: issuerARRT, Profession: "profession:rad-tech",
		Aliases: []string{"ARRT(VI)", "RT(VI)", "RT(R)(VI)", "ARRT(CV)", "RT(R)(CV)", "(R)(VI)"},
	},
	{
		ID: "cert:arrt-ci", Name: "ARRT Cardiac-Interventional Radiography", Issuer: issuerARRT, Profession: "profession:rad-tech",
		Aliases: []string{"ARRT(CI)", "RT(CI)", "RT(R)(CI)", "ARRT(CV)", "RT(R)(CV)", "(R)(CI)"},
	},
	{
		ID: "cert:arrt-bd", Name: "ARRT Bone Densitometry", Issuer: issuerARRT, Profession: "profession:rad-tech",
		Aliases: []string{"ARRT(BD)", "RT(BD)", "RT(R)(BD)"},
	},
	{
		ID: "cert:arrt-s", Name: "ARRT Sonography", Issuer: issuerARRT, Profession: "profession:sonographer",
		Aliases: []string{"ARRT(S)", "RT(S)", "ARRT(VS)", "RT(VS)", "ARRT(BS)", "RT(BS)"},
	},
	{
		ID: "cert:rdms", Name: "Registered Diagnostic Medical Sonographer (RDMS)", Issuer: issuerARDMS, Profession: "profession:sonographer",
		Aliases: []string{"RDMS", "Registered Diagnostic Medical Sonographer"},
	},
	{
		ID: "cert:rmsks", Name: "Registered in Musculoskeletal Sonography (RMSKS)", Issuer: issuerARDMS, Profession: "profession:sonographer",
		Aliases: []string{"RMSKS", "Registered in Musculoskeletal Sonography"},
	},
	{
		ID: "cert:rcs", Name: "Registered Cardiac Sonographer (RCS)", Issuer: issuerCCI, Profession: "profession:sonographer",
		Aliases: []string{"RCS", "Registered Cardiac Sonographer", "RCCS", "Registered Congenital Cardiac Sonographer"},
	},
	{
		ID: "cert:rvs", Name: "Registered Vascular Specialist (RVS)", Issuer: issuerCCI, Profession: "profession:sonographer",
		Aliases: []string{"RVS", "Registered Vascular Specialist"},
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
		Aliases: []string{"CNMT", "Certified Nuclear Medicine Technologist", "NMTCB", "NMTCB Certified"},
	},
	{
		ID: "cert:rcis", Name: "Registered Cardiovascular Invasive Specialist (RCIS)", Issuer: issuerCCI, Profession: "profession:cardiovascular-tech",
		Aliases: []string{"RCIS", "Registered Cardiovascular Invasive Specialist"},
	},
	{
		ID: "cert:rces", Name: "Registered Cardiac Electrophysiology Specialist (RCES)", Issuer: issuerCCI, Profession: "profession:cardiovascular-tech",
		Aliases: []string{"RCES", "Registered Cardiac Electrophysiology Specialist", "CEPS", "Certified Electrophysiology Specialist"},
	},

	// Laboratory and pharmacy.
	{
		ID: "cert:mls-ascp", Name: "Medical Laboratory Scientist (MLS(ASCP))", Issuer: issuerASCP, Profession: "profession:mls",
		Aliases: []string{"MLS(ASCP)", "MT(ASCP)", "MLS(ASCPi)", "MT(ASCPi)", "ASCP MLS", "ASCP Certified MLS", "MLS ASCP", "MT ASCP"},
	},
	{
		ID: "cert:mlt-ascp", Name: "Medical Laboratory Technician (MLT(ASCP))", Issuer: issuerASCP, Profession: "profession:mlt",
		Aliases: []string{"MLT(ASCP)", "MLT(ASCPi)", "ASCP MLT", "MLT ASCP"},
	},
	{
		ID: "cert:mt-amt", Name: "AMT Medical Technologist", Issuer: issuerAMT, Profession: "profession:mls",
		Aliases: []string{"MT(AMT)", "AMT Medical Technologist"},
	},
	{
		ID: "cert:mlt-amt", Name: "AMT Medical Laboratory Technician", Issuer: issuerAMT, Profession: "profession:mlt",
		Aliases: []string{"MLT(AMT)"},
	},
	{
		// The ASCP's technologist credentials in one discipline.
		ID: "cert:bb-ascp", Name: "ASCP Technologist in Blood Banking", Issuer: issuerASCP, Profession: "profession:mls",
		Aliases: []string{"BB(ASCP)", "SBB(ASCP)", "Specialist in Blood Banking", "SBB"},
	},
	{
		ID: "cert:c-ascp", Name: "ASCP Technologist in Chemistry", Issuer: issuerASCP, Profession: "profession:mls",
		Aliases: []string{"C(ASCP)", "SC(ASCP)"},
	},
	{
		ID: "cert:h-ascp", Name: "ASCP Technologist in Hematology", Issuer: issuerASCP, Profession: "profession:mls",
		Aliases: []string{"H(ASCP)", "SH(ASCP)"},
	},
	{
		ID: "cert:m-ascp", Name: "ASCP Technologist in Microbiology", Issuer: issuerASCP, Profession: "profession:mls",
		Aliases: []string{"M(ASCP)", "SM(ASCP)"},
	},
	{
		ID: "cert:mb-ascp", Name: "ASCP Technologist in Molecular Biology", Issuer: issuerASCP, Profession: "profession:mls",
		Aliases: []string{"MB(ASCP)"},
	},
	{
		ID: "cert:ct-ascp", Name: "ASCP Cytotechnologist", Issuer: issuerASCP, Profession: "profession:cytotech",
		Aliases: []string{"CT(ASCP)", "SCT(ASCP)"},
	},
	{
		ID: "cert:htl-ascp", Name: "Histotechnologist (HTL(ASCP))", Issuer: issuerASCP, Profession: "profession:histotech",
		Aliases: []string{"HTL(ASCP)", "HT(ASCP)"},
	},
	{
		ID: "cert:phlebotomy", Name: "Phlebotomy Technician certification", Issuer: "ASCP (PBT), NHA (CPT) or AMT (RPT)", Profession: "profession:phlebotomist",
		// The NHA credential's own abbreviation, CPT, is left out: it is far
		// more often the procedure coding system.
		Aliases: []string{
			"PBT(ASCP)", "Certified Phlebotomy Technician", "Phlebotomy Certification", "Phlebotomy Certified",
			"NHA CPT", "CPT (NHA)", "RPT(AMT)", "Registered Phlebotomy Technician", "NCPT", "National Certified Phlebotomy Technician",
			"Phlebotomy Technician Certification", "CPT (Phlebotomy)",
		},
	},
	{
		// LPNs in most states need it to start IVs; RNs learn it in school.
		ID: "cert:iv-therapy", Name: "IV therapy certification", Issuer: "a state-approved IV therapy course", Profession: "profession:lpn",
		Aliases: []string{"IV Certification", "IV Certified", "IV Therapy Certification", "IV Therapy Certified", "IV Therapy Certificate", "IV Certificate"},
	},
	{
		ID: "cert:cpht", Name: "Certified Pharmacy Technician (CPhT)", Issuer: "Pharmacy Technician Certification Board (PTCB)", Profession: "profession:pharmacy-tech",
		Aliases: []string{"CPhT", "Certified Pharmacy Technician", "PTCB", "PTCB Certified", "Certified Pharmacy Tech", "CPhT-Adv"},
	},
	{
		ID: "cert:excpt", Name: "Certified Pharmacy Technician (ExCPT)", Issuer: issuerNHA, Profession: "profession:pharmacy-tech",
		Aliases: []string{"ExCPT", "ExCPT Certified", "NHA ExCPT", "CPhT (NHA)"},
	},
	{
		ID: "cert:bcps", Name: "Board Certified Pharmacotherapy Specialist (BCPS)", Issuer: issuerBPS, Profession: "profession:pharmacist",
		Aliases: []string{"BCPS", "Board Certified Pharmacotherapy Specialist"},
	},
	{
		ID: "cert:bcccp", Name: "Board Certified Critical Care Pharmacist (BCCCP)", Issuer: issuerBPS, Profession: "profession:pharmacist",
		Aliases: []string{"BCCCP", "Board Certified Critical Care Pharmacist"},
	},
	{
		ID: "cert:bcop", Name: "Board Certified Oncology Pharmacist (BCOP)", Issuer: issuerBPS, Profession: "profession:pharmacist",
		Aliases: []string{"BCOP", "Board Certified Oncology Pharmacist"},
	},
	{
		ID: "cert:bcacp", Name: "Board Certified Ambulatory Care Pharmacist (BCACP)", Issuer: issuerBPS, Profession: "profession:pharmacist",
		Aliases: []string{"BCACP", "Board Certified Ambulatory Care Pharmacist"},
	},
	{
		ID: "cert:bcidp", Name: "Board Certified Infectious Diseases Pharmacist (BCIDP)", Issuer: issuerBPS, Profession: "profession:pharmacist",
		Aliases: []string{"BCIDP", "Board Certified Infectious Diseases Pharmacist"},
	},
	{
		ID: "cert:bcpps", Name: "Board Certified Pediatric Pharmacy Specialist (BCPPS)", Issuer: issuerBPS, Profession: "profession:pharmacist",
		Aliases: []string{"BCPPS", "Board Certified Pediatric Pharmacy Specialist"},
	},

	// Surgical, emergency medical and allied.
	{
		ID: "cert:cst", Name: "Certified Surgical Technologist (CST)", Issuer: "National Board of Surgical Technology and Surgical Assisting (NBSTSA)", Profession: "profession:surgical-tech",
		Aliases: []string{"CST", "Certified Surgical Technologist", "NBSTSA Certified", "Certified Surgical Tech", "CST-CSFA"},
	},
	{
		ID: "cert:ts-c", Name: "Tech in Surgery - Certified (TS-C)", Issuer: issuerNCCT, Profession: "profession:surgical-tech",
		Aliases: []string{"TS-C", "Tech in Surgery - Certified", "NCCT TS-C"},
	},
	{
		ID: "cert:csfa", Name: "Certified Surgical First Assistant (CSFA)", Issuer: "National Board of Surgical Technology and Surgical Assisting (NBSTSA)", Profession: "profession:surgical-assistant",
		Aliases: []string{"CSFA", "Certified Surgical First Assistant", "CST-CSFA"},
	},
	{
		ID: "cert:crcst", Name: "Certified Registered Central Service Technician (CRCST)", Issuer: "Healthcare Sterile Processing Association (HSPA)", Profession: "profession:sterile-processing-tech",
		Aliases: []string{"CRCST", "Certified Registered Central Service Technician", "IAHCSMM Certified", "HSPA Certified", "CRCST (HSPA)"},
	},
	{
		ID: "cert:cspdt", Name: "Certified Sterile Processing and Distribution Technician (CSPDT)", Issuer: "Certification Board for Sterile Processing and Distribution (CBSPD)", Profession: "profession:sterile-processing-tech",
		Aliases: []string{"CSPDT", "Certified Sterile Processing and Distribution Technician", "CBSPD Certified"},
	},
	{
		ID: "cert:nremt", Name: "National Registry EMT (NREMT)", Issuer: "National Registry of Emergency Medical Technicians", Profession: "profession:emt",
		Aliases: []string{"NREMT", "National Registry EMT", "National Registry of Emergency Medical Technicians", "NREMT-B", "NRAEMT", "NREMT Certified"},
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
		ID: "cert:ncma", Name: "National Certified Medical Assistant (NCMA)", Issuer: issuerNCCT, Profession: "profession:medical-assistant",
		Aliases: []string{"NCMA", "National Certified Medical Assistant"},
	},
	{
		ID: "cert:cda", Name: "Certified Dental Assistant (CDA)", Issuer: "Dental Assisting National Board (DANB)", Profession: "profession:dental-assistant",
		Aliases: []string{"CDA", "Certified Dental Assistant", "DANB Certified"},
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
			// Drivers call it their med card.
			"Med Card", "DOT Medical", "DOT Card", "DOT Physical Card", "FMCSA Medical Card", "Medical Examiner Card",
			"DOT Medical Examiner Card", "Medical Card (DOT)", "DOT Medical Certification",
		},
	},
	{
		ID: "cert:eldt", Name: "Entry-Level Driver Training (ELDT)", Issuer: "FMCSA Training Provider Registry", Profession: "profession:truck-driver",
		Aliases: []string{"ELDT", "Entry-Level Driver Training", "Entry Level Driver Training"},
	},
	{
		ID: "cert:hazmat", Name: "Hazardous Materials (HazMat) Endorsement", Issuer: "State driver licensing agency, after a TSA background check",
		Profession: "profession:truck-driver",
		Aliases: []string{
			"HazMat Endorsement", "Hazmat Endorsement", "Hazardous Materials Endorsement", "H Endorsement", "X Endorsement",
			"Hazmat Endorsements", "Hazmat Endorsed", "HazMat (H)", "H and N Endorsements", "H & N Endorsements",
			"H/N Endorsements", "H, N Endorsements", "Tanker/Hazmat Endorsements", "Hazmat/Tanker Endorsements",
			"Tanker and Hazmat Endorsements", "Hazmat and Tanker Endorsements", "Tanker/Hazmat", "Hazmat/Tanker",
			"Tanker and Hazmat", "Hazmat and Tanker", "X (Hazmat/Tanker)",
		},
	},
	{
		// Named so that "tanker endorsement" is the endorsement, not the
		// tanker specialty.
		ID: "cert:tanker-endorsement", Name: "Tank Vehicle (N) Endorsement", Issuer: "State driver licensing agency",
		Profession: "profession:truck-driver",
		Aliases: []string{
			"Tanker Endorsement", "Tank Vehicle Endorsement", "N Endorsement", "Tank Endorsement", "X Endorsement",
			"Tanker Endorsements", "H and N Endorsements", "H & N Endorsements", "H/N Endorsements", "H, N Endorsements",
			"Tanker/Hazmat Endorsements", "Hazmat/Tanker Endorsements", "Tanker and Hazmat Endorsements",
			"Hazmat and Tanker Endorsements", "Tanker/Hazmat", "Hazmat/Tanker", "Tanker and Hazmat", "Hazmat and Tanker",
			"X (Hazmat/Tanker)",
		},
	},
	{
		ID: "cert:doubles-triples", Name: "Double/Triple Trailers (T) Endorsement", Issuer: issuerCDL,
		Profession: "profession:truck-driver",
		Aliases: []string{
			"T Endorsement", "Doubles/Triples Endorsement", "Doubles/Triples Endorsements", "Doubles and Triples Endorsement",
			"Double/Triple Trailers Endorsement", "Doubles Endorsement",
		},
	},
	{
		ID: "cert:passenger-endorsement", Name: "Passenger (P) Endorsement", Issuer: issuerCDL,
		Aliases: []string{"P Endorsement", "Passenger Endorsement", "P and S Endorsements", "P & S Endorsements", "P/S Endorsements"},
	},
	{
		ID: "cert:school-bus-endorsement", Name: "School Bus (S) Endorsement", Issuer: issuerCDL,
		Aliases: []string{"S Endorsement", "School Bus Endorsement", "P and S Endorsements", "P & S Endorsements", "P/S Endorsements"},
	},
	{
		ID: "cert:twic", Name: "Transportation Worker Identification Credential (TWIC)", Issuer: "Transportation Security Administration (TSA)",
		Aliases: []string{"TWIC", "TWIC Card", "Transportation Worker Identification Credential"},
	},
	{
		ID: "cert:osha-10", Name: "OSHA 10-Hour", Issuer: issuerOSHA,
		Aliases: []string{"OSHA 10", "OSHA10", "OSHA 10-Hour", "OSHA 10 Hour Card", "OSHA 10 Card", "OSHA 10-Hour Construction", "OSHA 10-Hour General Industry"},
	},
	{
		ID: "cert:osha-30", Name: "OSHA 30-Hour", Issuer: issuerOSHA,
		// The 30-hour course covers the 10-hour one, so it meets a requirement for it.
		Parents: []ID{"cert:osha-10"},
		Aliases: []string{"OSHA 30", "OSHA30", "OSHA 30-Hour", "OSHA 30 Hour Card", "OSHA 30 Card", "OSHA 30-Hour Construction", "OSHA 30-Hour General Industry"},
	},
	{
		ID: "cert:msha", Name: "MSHA miner safety training", Issuer: "Mine Safety and Health Administration (MSHA)",
		Aliases: []string{"MSHA", "MSHA Part 46", "MSHA Part 48", "MSHA Certified", "MSHA Trained"},
	},
	{
		ID: "cert:nccco", Name: "NCCCO Certified Crane Operator", Issuer: "National Commission for the Certification of Crane Operators (NCCCO)", Profession: "profession:equipment-operator",
		Aliases: []string{"NCCCO", "NCCCO Certified", "CCO Certified", "Certified Crane Operator", "NCCCO Crane Operator"},
	},
	{
		ID: "cert:rigger", Name: "Certified Rigger / Signalperson", Issuer: "NCCCO or an accredited trainer",
		Aliases: []string{"Certified Rigger", "NCCCO Rigger", "Rigger Level I", "Rigger Level II", "Qualified Rigger", "Certified Signalperson", "Qualified Signal Person"},
	},
	{
		ID: "cert:cmrp", Name: "Certified Maintenance & Reliability Professional (CMRP/CMRT)", Issuer: "Society for Maintenance & Reliability Professionals (SMRP)",
		Aliases: []string{"CMRP", "CMRT", "Certified Maintenance and Reliability Professional", "Certified Maintenance & Reliability Technician"},
	},
	{
		ID: "cert:nabcep", Name: "NABCEP PV certification", Issuer: "North American Board of Certified Energy Practitioners (NABCEP)", Profession: "profession:solar-installer",
		Aliases: []string{"NABCEP", "NABCEP PV Associate", "NABCEP PV Installation Professional", "NABCEP Certified"},
	},
	{
		ID: "cert:bicsi", Name: "BICSI cabling credential", Issuer: "BICSI", Profession: "profession:low-voltage-tech",
		Aliases: []string{"BICSI", "BICSI Installer", "BICSI Installer 1", "BICSI Installer 2", "BICSI Technician", "RCDD"},
	},
	{
		ID: "cert:med-gas", Name: "Medical Gas Installer (ASSE 6010)", Issuer: "ASSE International",
		Aliases: []string{"ASSE 6010", "Medical Gas Installer", "Med Gas Certified", "Medical Gas Certification", "Med Gas Certification"},
	},
	{
		ID: "cert:backflow", Name: "Backflow Prevention Assembly Tester", Issuer: "State or local water authority",
		Aliases: []string{"Backflow Certification", "Backflow Tester", "Backflow Certified", "Backflow Prevention Certification", "Certified Backflow Tester"},
	},
	{
		ID: "cert:epa-608", Name: "EPA Section 608 Technician Certification", Issuer: "US Environmental Protection Agency (EPA)",
		Aliases: []string{
			"EPA 608", "EPA Section 608", "EPA 608 Certification", "EPA 608 Certified", "Section 608 Certification",
			"608 Certification", "EPA Certified", "EPA Certification", "EPA 608 Core", "EPA Refrigerant Certification",
			"Refrigerant Certification", "ESCO 608", "EPA 608 (ESCO)",
		},
	},
	{
		ID: "cert:epa-609", Name: "EPA Section 609 (motor vehicle air conditioning)", Issuer: issuerEPA,
		Aliases: []string{"EPA 609", "EPA Section 609", "Section 609", "MVAC Certification", "EPA 609 Certification", "EPA 609 Certified"},
	},
	// The types of Section 608 certification: Type I small appliances, Type
	// II high-pressure systems, Type III low-pressure systems; Universal is
	// all three, and a posting asking Universal is not met by one type.
	{
		ID: "cert:epa-608-universal", Name: "EPA Section 608 Universal", Issuer: "US Environmental Protection Agency (EPA)",
		Parents: []ID{"cert:epa-608-type-1", "cert:epa-608-type-2", "cert:epa-608-type-3"},
		Aliases: []string{
			"EPA 608 Universal", "EPA Universal", "Universal 608", "EPA Section 608 Universal", "608 Universal",
			"EPA 608 Universal Certification", "Section 608 Universal", "Universal EPA 608", "Universal EPA",
			"EPA Universal Certification", "EPA 608 Universal Certified", "EPA Certified Universal", "EPA Certified (Universal)",
			"Universal EPA Certification", "Universal Refrigerant Certification", "EPA 608 Type I, II and III",
			"EPA 608 Type I, II, III", "EPA 608 Types I, II and III", "EPA Type I, II and III",
		},
	},
	{
		ID: "cert:epa-608-type-1", Name: "EPA Section 608 Type I", Issuer: "US Environmental Protection Agency (EPA)",
		Parents: []ID{"cert:epa-608"},
		Aliases: []string{
			"EPA 608 Type I", "EPA 608 Type 1", "EPA Type I", "Section 608 Type I", "EPA Type 1", "Type I EPA", "608 Type I",
			"EPA 608 Type I and II", "EPA 608 Type I & II", "EPA 608 Types I and II", "EPA Type I and II", "EPA Type I & II",
		},
	},
	{
		ID: "cert:epa-608-type-2", Name: "EPA Section 608 Type II", Issuer: "US Environmental Protection Agency (EPA)",
		Parents: []ID{"cert:epa-608"},
		Aliases: []string{
			"EPA 608 Type II", "EPA 608 Type 2", "EPA Type II", "Section 608 Type II", "EPA Type 2", "Type II EPA", "Type 2 EPA",
			"608 Type II", "Section 608 Type 2", "EPA 608 Type I and II", "EPA 608 Type I & II", "EPA 608 Types I and II",
			"EPA Type I and II", "EPA Type I & II", "EPA 608 Type II and III", "EPA 608 Type II & III",
		},
	},
	{
		ID: "cert:epa-608-type-3", Name: "EPA Section 608 Type III", Issuer: "US Environmental Protection Agency (EPA)",
		Parents: []ID{"cert:epa-608"},
		Aliases: []string{
			"EPA 608 Type III", "EPA 608 Type 3", "EPA Type III", "Section 608 Type III", "EPA Type 3", "Type III EPA",
			"608 Type III", "EPA 608 Type II and III", "EPA 608 Type II & III",
		},
	},
	{
		ID: "cert:nate", Name: "NATE Certification", Issuer: "North American Technician Excellence (NATE)",
		Aliases: []string{"NATE", "NATE Certified", "North American Technician Excellence", "NATE Certified Technician", "NATE Core"},
	},
	{
		ID: "cert:hvac-excellence", Name: "HVAC Excellence certification", Issuer: "HVAC Excellence",
		Aliases: []string{"HVAC Excellence", "HVAC Excellence Certified"},
	},
	{
		ID: "cert:r410a", Name: "R-410A safety certification", Issuer: "ESCO Institute or another approved trainer",
		Aliases: []string{"R-410A Certification", "R-410A Certified", "R410A Certification", "R410A Certified", "R-410A Safety Certification"},
	},
	{
		ID: "cert:aws-welder", Name: "AWS Certified Welder", Issuer: issuerAWS, Profession: "profession:welder",
		Aliases: []string{
			"AWS Certified Welder", "AWS Welding Certification", "AWS D1.1", "AWS D1.1 Certified", "AWS D1.1 Structural",
			"D1.1 Structural", "D1.1 Certified", "AWS D1.5", "AWS D1.2", "AWS D1.6", "AWS D17.1", "AWS D9.1",
			"AWS Welder Certification",
		},
	},
	{
		// A pipe test in the 6G position qualifies a welder in every
		// position: what pipe jobs ask for by name. Welding in the 6G
		// position is the skill (skill:welding-6g); only certification
		// words make it the qualification.
		ID: "cert:weld-6g", Name: "6G pipe welding qualification", Issuer: issuerASME, Profession: "profession:welder",
		Aliases: []string{
			"6G Certified", "6G Certification", "6G Cert", "6G Pipe Cert", "6G Pipe Certification", "6G Pipe Certified",
			"6G Qualified", "6G Qualification", "6G Welding Certification", "6G Test", "6GR Certified", "Certified 6G",
		},
	},
	{
		ID: "cert:weld-3g-4g", Name: "3G/4G plate welding qualification", Issuer: issuerAWS, Profession: "profession:welder",
		Aliases: []string{
			"3G/4G", "3G and 4G", "3G & 4G", "3G/4G Unlimited", "3G & 4G Unlimited", "3G and 4G Unlimited",
			"3G/4G Certified", "3G/4G Plate", "3G-4G",
		},
	},
	{
		ID: "cert:asme-ix", Name: "ASME Section IX welder qualification", Issuer: issuerASME, Profession: "profession:welder",
		Aliases: []string{"ASME Section IX", "ASME IX", "ASME Sec IX", "ASME Sec. IX", "Section IX", "ASME B31.3", "ASME B31.1"},
	},
	{
		ID: "cert:api-1104", Name: "API 1104 pipeline welder qualification", Issuer: issuerASME, Profession: "profession:welder",
		Aliases: []string{"API 1104", "API-1104", "API 1104 Certified"},
	},
	{
		ID: "cert:cwi", Name: "Certified Welding Inspector (CWI)", Issuer: issuerAWS,
		Aliases: []string{"CWI", "Certified Welding Inspector", "AWS CWI", "AWS QC1"},
	},
	{
		ID: "cert:forklift", Name: "Forklift Operator Certification", Issuer: "Employer, per OSHA 29 CFR 1910.178", Profession: "profession:forklift-operator",
		Aliases: []string{
			"Forklift Certified", "Forklift Certification", "Certified Forklift Operator", "Forklift License",
			"Forklift Licence", "OSHA Forklift Certification", "Forklift Certificate", "Forklift Operator Certification",
			"Forklift Operator Certified", "Forklift Card",
		},
	},

	// Technology, finance and management.
	{
		ID: "cert:aws-solutions-architect", Name: "AWS Certified Solutions Architect", Issuer: "Amazon Web Services",
		Parents: []ID{"cert:aws-certified"},
		Aliases: []string{"AWS Certified Solutions Architect", "AWS Solutions Architect", "AWS SAA"},
	},
	{
		// Each cloud's certifications as one family: the solutions
		// architect's is one of Amazon's.
		ID: "cert:aws-certified", Name: "AWS Certification", Issuer: "Amazon Web Services",
		Aliases: []string{
			"AWS Certified Developer", "AWS Certified Cloud Practitioner", "AWS Certified DevOps Engineer",
			"AWS Certified SysOps Administrator", "AWS Certified Data Engineer", "AWS Certified Machine Learning",
			// A bare "AWS certification" is as often the welding society's.
			"AWS Certified Security", "AWS Certified Database",
		},
	},
	{
		ID: "cert:azure-certified", Name: "Microsoft Azure Certification", Issuer: "Microsoft",
		Aliases: []string{
			"Azure Administrator Associate", "AZ-104", "AZ-900", "Azure Fundamentals", "Azure Solutions Architect Expert",
			"AZ-305", "Azure Developer Associate", "AZ-204", "Azure Data Engineer Associate", "DP-203", "AZ-400",
			"Azure DevOps Engineer Expert", "Microsoft Certified: Azure",
		},
	},
	{
		ID: "cert:gcp-certified", Name: "Google Cloud Certification", Issuer: "Google Cloud",
		Aliases: []string{
			"Google Cloud Certified", "Google Cloud Professional", "Google Cloud Professional Data Engineer",
			"Google Professional Data Engineer", "Google Cloud Professional Cloud Architect", "Professional Cloud Architect",
			"Associate Cloud Engineer", "Professional Cloud DevOps Engineer",
		},
	},
	{
		ID: "cert:scrum", Name: "Scrum Master certification (CSM / PSM)", Issuer: "Scrum Alliance or Scrum.org",
		Aliases: []string{"Certified ScrumMaster", "Certified Scrum Master", "Professional Scrum Master", "PSM I", "PSM II", "CSPO", "Certified Scrum Product Owner"},
	},
	{
		ID: "cert:nccer", Name: "NCCER craft credential", Issuer: "National Center for Construction Education and Research (NCCER)",
		Aliases: []string{"NCCER", "NCCER Certified", "NCCER Core", "NCCER Core Curriculum", "NCCER Credential", "NCCER Certification"},
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
			"RN Lic", "Registered Nurse Lic", "Compact RN", "Multistate RN", "Multi-State RN", "Multistate RN Licence",
			"RN Multistate License", "RN Compact License", "Board of Registered Nursing", "BRN", "Temporary RN License",
			"RN Permit",
		},
	},
	{
		ID: "license:lpn", Name: "Practical/Vocational Nurse licence (LPN/LVN)", Issuer: issuerNurse + " (vocational nursing board in some states)", Profession: "profession:lpn",
		Aliases: []string{
			"LPN License", "LPN Licence", "LPN Licensure", "LVN License", "LVN Licence", "LVN Licensure",
			"LPN/LVN License", "Practical Nurse License", "Practical Nursing License", "Vocational Nurse License",
			"Vocational Nursing License", "Compact LPN License", "Multistate LPN License", "LPN Lic", "LVN Lic",
			"Compact LPN", "Multistate LPN",
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
			// A bare "multistate" is as often a payroll's or a business's.
			"Compact RN", "Multistate RN", "Multi-State RN", "Compact LPN", "Multistate LPN", "Multistate Privilege", "Compact Privilege", "RN Multistate License", "RN Compact License",
			"Nurse Licensure Compact (NLC)",
		},
	},
	{
		ID: "license:aprn", Name: "Advanced Practice Registered Nurse licence", Issuer: issuerNurse, Profession: "profession:aprn",
		Aliases: []string{
			"APRN License", "APRN Licensure", "NP License", "Nurse Practitioner License", "Advanced Practice License",
			"APRN Licence", "Advanced Practice Registered Nurse License", "CNP License", "ARNP License", "CRNP License",
			"APRN-CNP License",
			// Ohio, Minnesota and New Mexico license their nurse
			// practitioners as CNPs.
			"CNP", "CNP License",
		},
	},
	{
		ID: "license:psych-tech", Name: "Psychiatric technician licence", Issuer: "State board of vocational nursing and psychiatric technicians", Profession: "profession:behavioral-health-tech",
		Aliases: []string{"Psychiatric Technician License", "Psych Tech License", "Licensed Psychiatric Technician", "LPT"},
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
		Aliases: []string{"PT License", "Physical Therapist License", "Physical Therapy License", "DPT License", "Physiotherapy License"},
	},
	{
		ID: "license:pta", Name: "Physical Therapist Assistant licence", Issuer: "State physical therapy board", Profession: "profession:pta",
		Aliases: []string{
			"PTA License", "Physical Therapist Assistant License", "Physical Therapy Assistant License", "PTA Certification",
			"LPTA License",
		},
	},
	{
		ID: "license:ot", Name: "Occupational Therapist licence", Issuer: "State occupational therapy board", Profession: "profession:ot",
		Aliases: []string{"OT License", "Occupational Therapist License", "Occupational Therapy License", "OTR/L", "OT/L", "OTR License"},
	},
	{
		ID: "license:ota", Name: "Occupational Therapy Assistant licence", Issuer: "State occupational therapy board", Profession: "profession:cota",
		Aliases: []string{"OTA License", "COTA License", "Occupational Therapy Assistant License", "COTA/L", "OTA/L"},
	},
	{
		ID: "license:slp", Name: "Speech-Language Pathologist licence", Issuer: "State speech-language pathology board", Profession: "profession:slp",
		Aliases: []string{
			"SLP License", "Speech-Language Pathology License", "Speech Language Pathologist License", "Speech Therapy License",
			"Speech-Language Pathologist License",
		},
	},
	{
		ID: "license:rt", Name: "Respiratory Care Practitioner licence", Issuer: "State respiratory care board", Profession: "profession:rt",
		Aliases: []string{
			"RT License", "RCP License", "Respiratory Therapy License", "Respiratory Care License", "Respiratory Therapist License",
			"Respiratory Care Practitioner License", "Respiratory Care Practitioner (RCP) License", "RCP (Respiratory Care Practitioner) License",
			"Respiratory Care Board", "Respiratory Care Practitioner Licence", "LRT", "Licensed Respiratory Therapist",
			"Licensed Respiratory Care Practitioner", "LRCP",
		},
	},
	{
		ID: "license:pharmacist", Name: "Pharmacist licence", Issuer: "State board of pharmacy", Profession: "profession:pharmacist",
		Aliases: []string{"Pharmacist License", "Pharmacy License", "RPh License", "Registered Pharmacist License", "Pharmacist Intern License"},
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
		// California's CRT and Texas's MRT are such licences: California's
		// "CRT" is not the respiratory therapist's CRT when its name is
		// spelled out.
		Aliases: []string{
			"Radiologic Technology License", "Radiography License", "X-Ray License", "Radiologic Technologist License",
			"Radiologic Technologist Certificate", "CRT (Certified Radiologic Technologist)", "Certified Radiologic Technologist",
			"California CRT", "CA CRT", "CRT(R)", "CRT (R)(F)", "CRT-R", "Medical Radiologic Technologist (MRT)",
			"Medical Radiologic Technologist License", "Medical Radiologic Technologist Certificate", "Texas MRT",
			"MRT License", "MRT Certificate", "General Certificate (MRT)", "Radiologic Health Branch",
			"Radiography Licence", "State Radiography License", "Radiologic Technologist Licence", "Radiologic Technology Licence",
		},
	},
	{
		ID: "license:fluoroscopy", Name: "Fluoroscopy permit", Issuer: issuerRad, Profession: "profession:rad-tech",
		Aliases: []string{
			"Fluoroscopy Permit", "Fluoro Permit", "Fluoroscopy Supervisor and Operator Permit",
			"Radiologic Technologist Fluoroscopy Permit", "Fluoroscopy License", "Fluoroscopy Certificate", "CRT (R)(F)",
		},
	},
	{
		ID: "license:limited-xray", Name: "Limited X-ray permit", Issuer: issuerRad, Profession: "profession:limited-xray-tech",
		Aliases: []string{
			"Limited X-Ray License", "X-Ray Limited Permit", "Limited X-Ray Permit", "Limited Scope License",
			"Limited Scope X-Ray License", "LMRT License", "Limited Medical Radiologic Technologist License",
			"X-Ray Technician Limited Permit", "Limited Radiography License", "BXMO License", "LXMO License",
		},
	},
	{
		ID: "license:mls", Name: "Clinical laboratory scientist licence", Issuer: "State clinical laboratory personnel licensing program", Profession: "profession:mls",
		Aliases: []string{
			"CLS License", "Clinical Laboratory Scientist License", "Clinical Laboratory Technologist License",
			"Medical Technologist License", "MLS License", "Medical Laboratory Scientist License", "Clinical Lab Scientist License",
		},
	},
	{
		ID: "license:mlt", Name: "Clinical laboratory technician licence", Issuer: "State clinical laboratory personnel licensing program", Profession: "profession:mlt",
		Aliases: []string{
			"MLT License", "CLT License", "Clinical Laboratory Technician License", "Medical Laboratory Technician License",
		},
	},
	{
		// California, Nevada, Louisiana and Washington certify phlebotomists.
		ID: "license:phlebotomy", Name: "State phlebotomy technician certificate", Issuer: "State department of public health", Profession: "profession:phlebotomist",
		Aliases: []string{
			"CPT-1", "Certified Phlebotomy Technician I", "Certified Phlebotomy Technician 1", "Phlebotomy Certificate (CDPH)",
			"Phlebotomy License", "Phlebotomy Technician License", "Phlebotomy Licence",
		},
	},
	{
		ID: "license:dental-hygienist", Name: "Dental hygienist licence", Issuer: "State board of dentistry", Profession: "profession:dental-hygienist",
		Aliases: []string{"RDH License", "Dental Hygiene License", "Dental Hygienist License", "Dental Hygiene Licence"},
	},
	{
		ID: "license:dietitian", Name: "Dietitian licence (LD/LDN)", Issuer: "State dietetics licensing board", Profession: "profession:dietitian",
		Aliases: []string{"LDN", "Licensed Dietitian", "Licensed Dietitian Nutritionist", "Dietitian License", "LD License", "RD, LD", "RDN, LD", "RD, LDN", "RDN, LDN"},
	},
	{
		ID: "license:emt", Name: "State EMT certification or licence", Issuer: "State EMS office", Profession: "profession:emt",
		Aliases: []string{"EMT License", "EMT Licence", "EMT Certification", "State EMT Certification", "State EMT License", "EMT Card", "EMT Certificate"},
	},
	{
		ID: "license:paramedic", Name: "State paramedic licence", Issuer: "State EMS office", Profession: "profession:paramedic",
		Aliases: []string{"Paramedic License", "Paramedic Licence", "Paramedic Certification", "State Paramedic License", "Paramedic Certificate"},
	},
	{
		ID: "license:lcsw", Name: "Licensed Clinical Social Worker (LCSW)", Issuer: issuerSW, Profession: "profession:social-worker",
		// The clinical licence under each state's name for it.
		Aliases: []string{
			"LCSW", "Licensed Clinical Social Worker", "LCSW License", "LICSW", "Licensed Independent Clinical Social Worker",
			"LCSW-C", "LCSW-R", "LISW", "LISW-S", "Licensed Independent Social Worker", "LISW License", "LICSW License",
		},
	},
	{
		ID: "license:lmsw", Name: "Licensed Master Social Worker (LMSW)", Issuer: issuerSW, Profession: "profession:social-worker",
		Aliases: []string{
			"LMSW", "Licensed Master Social Worker", "LMSW License", "LGSW", "Licensed Graduate Social Worker", "LSW",
			"Licensed Social Worker", "LSW License", "LCSWA", "LCSW-A", "LSWAIC", "Licensed Social Worker Associate",
			"Associate Clinical Social Worker", "ACSW",
		},
	},
	{
		ID: "license:counselor", Name: "Professional counselor licence (LPC/LMHC/LPCC/LCPC)", Issuer: "State board of professional counselors", Profession: "profession:counselor",
		Aliases: []string{
			"LPC", "LMHC", "LPCC", "LCPC", "Licensed Professional Counselor", "Licensed Mental Health Counselor",
			"Licensed Professional Clinical Counselor", "Licensed Clinical Professional Counselor", "LPC License",
		},
	},
	{
		ID: "license:lmft", Name: "Licensed Marriage and Family Therapist (LMFT)", Issuer: "State board of marriage and family therapy", Profession: "profession:counselor",
		Aliases: []string{"LMFT", "Licensed Marriage and Family Therapist", "LMFT License"},
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
			"CDL Driver", "Commercial Driving License", "Commercial Drivers Licence", "CDL Licence",
		},
	},
	{
		ID: "license:cdl-b", Name: "Class B Commercial Driver's License (CDL Class B)", Issuer: issuerCDL, Profession: "profession:truck-driver",
		Parents: []ID{"license:cdl"},
		Aliases: []string{
			"CDL-B", "CDL Class B", "Class B CDL", "Class B License", "Class B Commercial Driver's License", "Class B Driver",
			"CDL-B Driver", "Class B CDL Driver", "Class B Commercial Drivers License", "Class B Commercial Driver License",
			"CDL (Class B)", "CDL (B)", "CDL B", "Class B Licence", "CDL Class B Driver", "Class B Truck Driver",
		},
	},
	{
		ID: "license:cdl-a", Name: "Class A Commercial Driver's License (CDL Class A)", Issuer: issuerCDL, Profession: "profession:truck-driver",
		// A Class A licence also permits Class B vehicles.
		Parents: []ID{"license:cdl-b"},
		Aliases: []string{
			"CDL-A", "CDL Class A", "Class A CDL", "Class A License", "Class A Commercial Driver's License", "Class A Driver",
			"CDL-A Driver", "Class A CDL Driver", "CDL Class A Driver", "Class A Truck Driver",
			"Class A Commercial Drivers License", "Class A Commercial Driver License", "CDL (Class A)", "CDL (A)", "CDL A",
			"Class A Licence", "CDL-A Truck Driver", "Class A CDL Truck Driver",
		},
	},
	{
		// A licence to do electrical work unsupervised: a journeyman's or a
		// master's. An apprentice's registration is not one.
		ID: "license:electrician", Name: "Electrician licence", Issuer: "State or local electrical licensing board", Profession: "profession:electrician",
		Aliases: []string{
			"Electrical License", "Electrician License", "Electrical Contractor License", "Electrician Certificate",
			"Electrical Certificate", "Electrical Certificate of Competency", "Electrician Certificate of Competency",
			"Unlimited Electrical Contractor", "Electrical Contractor Licence", "Certified Electrical Contractor",
			"Registered Electrical Contractor",
		},
	},
	{
		ID: "license:electrician-residential", Name: "Residential electrician licence", Issuer: issuerElec,
		Profession: "profession:electrician", Parents: []ID{"license:electrician"},
		Aliases: []string{
			"Residential Electrician License", "Residential Electrician Certificate", "Residential Wireman License",
			"Residential Journeyman License", "Residential Electrical License",
		},
	},
	{
		ID: "license:electrician-journeyman", Name: "Journeyman electrician licence", Issuer: "State or local electrical licensing board",
		Profession: "profession:electrician", Parents: []ID{"license:electrician"},
		// California calls its journeyman-level certification "General
		// Electrician"; Washington issues a "01 General Journeyman" certificate.
		Aliases: []string{
			"Journeyman Electrician License", "Journeyman Electrical License", "Journeyman License",
			// Nevada and several cities issue it as a card
			"Journeyman Electrician Card", "Journeyman Card", "Journeyman Electrical Card",
			"Journeyman Electrician Certificate", "General Journeyman Electrician", "General Journeyman Electrician Certificate",
			"General Journeyman Certificate", "General Journeyman Cert", "General Journeyman", "Journeyman Electrician Cert",
			"Journeyman Electrician Certification", "Certified General Electrician",
			"General Electrician Certification", "General Electrician Certificate", "Journeyman Wireman License",
			"Journeyman Electrical Certificate",
		},
	},
	{
		ID: "license:electrician-master", Name: "Master electrician licence", Issuer: "State or local electrical licensing board",
		Profession: "profession:electrician", Parents: []ID{"license:electrician-journeyman"},
		Aliases: []string{"Master Electrician License", "Master Electrical License", "Master License", "Master Electrician Certificate"},
	},
	{
		ID: "license:electrician-apprentice", Name: "Apprentice electrician registration", Issuer: "State or local electrical licensing board",
		Profession: "profession:electrician",
		Aliases: []string{
			"Apprentice Electrician Registration", "Apprentice Electrician License", "Electrical Apprentice Registration",
			"Apprentice Registration", "Electrician Apprentice License", "Apprentice License", "Electrical Trainee Certificate",
			"Electrical Training Certificate", "Trainee Certificate", "Electrical Trainee License", "Apprentice Electrician Card",
		},
	},
	{
		ID: "license:low-voltage", Name: "Low voltage / limited energy licence", Issuer: issuerElec, Profession: "profession:low-voltage-tech",
		Aliases: []string{
			"Limited Energy License", "Limited Energy Certificate", "Low Voltage License", "Low Voltage Contractor License",
			"Limited Energy Technician License",
		},
	},
	{
		ID: "license:plumber", Name: "Plumbing licence", Issuer: "State or local plumbing board", Profession: "profession:plumber",
		Aliases: []string{
			"Plumbing License", "Plumber License", "Plumber's License", "Journeyman Plumber License", "Master Plumber License",
			"Journeyman Plumbing License", "Master Plumbing License", "Plumbing Certificate", "Plumber Certificate",
			"Plumbing Licence",
		},
	},
	{
		ID: "license:pipefitter", Name: "Pipefitter / steamfitter licence", Issuer: "State or local licensing board", Profession: "profession:pipefitter",
		Aliases: []string{"Pipefitter License", "Steamfitter License", "Journeyman Pipefitter License", "Pipefitting License", "Gas Fitter License"},
	},
	{
		ID: "license:hvac", Name: "HVAC contractor licence", Issuer: "State or local licensing board", Profession: "profession:hvac-tech",
		Aliases: []string{
			"HVAC License", "HVAC Contractor License", "Mechanical License", "Mechanical Contractor License",
			"Refrigeration License", "Refrigeration Mechanic License", "HVAC Journeyman License", "Journeyman HVAC License",
			"HVACR License", "HVAC/R License", "ACR License", "Air Conditioning and Refrigeration Contractor License",
		},
	},
	{
		ID: "license:boiler", Name: "Boiler operator / stationary engineer licence", Issuer: "State or local licensing board",
		Aliases: []string{
			"Boiler Operator License", "Stationary Engineer License", "Low Pressure Boiler License", "High Pressure Boiler License",
			"Boiler License", "Boiler Operator Licence",
		},
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
	if bare {
		// the title's own licence where the vocabulary names one ("Texas
		// Journeyman Electrician": the journeyman's licence, not any
		// electrician's)
		for _, id := range Normalize(name + " License") {
			if id.Kind() == KindLicense && !slices.Contains(e.IDs, id) {
				e.IDs = append(e.IDs, id)
			}
		}
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

package resume

import (
	"strings"
	"testing"

	"github.com/recruitd/recruitd/taxonomy"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestEducation(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []Education
	}{
		{"degree in major, school, date", "Bachelor of Science in Nursing, The University of Texas at Austin, May 2015",
			[]Education{{Institution: "The University of Texas at Austin", Degree: "Bachelor of Science in Nursing", Major: "Nursing", GraduationDate: "2015-05-01"}}},
		{"school then degree line", "University of Washington, Seattle, WA\nB.S. in Computer Science, Minor in Mathematics, 2015",
			[]Education{{Institution: "University of Washington", Degree: "B.S. in Computer Science", Major: "Computer Science", Minor: "Mathematics", GraduationDate: "2015-01-01"}}},
		{"bare abbreviation without a major", "BSN | Chamberlain University | 2018",
			[]Education{{Institution: "Chamberlain University", Degree: "BSN", GraduationDate: "2018-01-01"}}},
		{"expected", "Miami Dade College — Associate of Science in Nursing — Expected May 2026",
			[]Education{{Institution: "Miami Dade College", Degree: "Associate of Science in Nursing", Major: "Nursing", GraduationDate: "2026-05-01"}}},
		{"range takes the end", "Texas State University, 2011 - 2015\nBachelor of Arts, Psychology",
			[]Education{{Institution: "Texas State University", Degree: "Bachelor of Arts", Major: "Psychology", GraduationDate: "2015-01-01"}}},
		{"degree wrapped after in", "Bachelor of Science in\nMarine Biology\nGulf Coast State University, 2013",
			[]Education{{Institution: "Gulf Coast State University", Degree: "Bachelor of Science in Marine Biology", Major: "Marine Biology", GraduationDate: "2013-01-01"}}},
		{"a school line above two degree lines", "Harbor State University, College of Engineering — Erie, PA\nMaster of Engineering (MEng) — Expected May 2027\nBachelor of Science in Civil Engineering — May 2025\nMinor: Economics · GPA 3.6 · five-year co-op program",
			[]Education{{Institution: "Harbor State University, College of Engineering", Degree: "Master of Engineering (MEng)", GraduationDate: "2027-05-01"},
				{Institution: "Harbor State University, College of Engineering", Degree: "Bachelor of Science in Civil Engineering", Major: "Civil Engineering", Minor: "Economics", GraduationDate: "2025-05-01"}}},
		{"a school named in another language", "Escuela Técnica Superior de Turismo — Bachelor's Degree in Tourism — 2014",
			[]Education{{Institution: "Escuela Técnica Superior de Turismo", Degree: "Bachelor's Degree in Tourism", Major: "Tourism", GraduationDate: "2014-01-01"}}},
		{"a school's first word left on the degree's line", "Associate of Applied Science, Dental Hygiene — North\nPlains Technical College, 2019",
			[]Education{{Institution: "North Plains Technical College", Degree: "Associate of Applied Science", Major: "Dental Hygiene", GraduationDate: "2019-01-01"}}},
		{"the school's place, its state code a degree's letters too", "Loyola University\tBaltimore, MD\nBachelor of Science in Nursing\t2016",
			[]Education{{Institution: "Loyola University", Degree: "Bachelor of Science in Nursing", Major: "Nursing", GraduationDate: "2016-01-01"}}},
		{"the way the degree was taken before its name", "2020\tTransitional Doctor of Physical Therapy\nRegis University, Denver, CO",
			[]Education{{Institution: "Regis University", Degree: "Transitional Doctor of Physical Therapy", GraduationDate: "2020-01-01"}}},
		{"the field's end and the school on the next line", "Master of Occupational\t2019 – 2021\nTherapy (MOT), Texas Woman's University, Denton, TX",
			[]Education{{Institution: "Texas Woman's University", Degree: "Master of Occupational Therapy (MOT)", GraduationDate: "2021-01-01"}}},
		{"a certificate of completion, its field under it", "Certificate of Completion\nPharmacy Technology, Ivy Tech Community College, 2016",
			[]Education{{Institution: "Ivy Tech Community College", Degree: "Certificate of Completion", GraduationDate: "2016-01-01"}}},
		{"a school named in Catalan under a degree in Spanish", "2012 – 2016\nGrado en Enfermería\nUniversitat de Lleida",
			[]Education{{Institution: "Universitat de Lleida", Degree: "Grado en Enfermería", Major: "Enfermería", GraduationDate: "2016-01-01"}}},
		{"a system's college after a dash, a school's short name before one", "Diploma of Nursing\t2016\nTAFE NSW – Nepean College\n\nBachelor of Nursing\t2019\nWintec – Waikato Institute of Technology",
			[]Education{{Institution: "TAFE NSW – Nepean College", Degree: "Diploma of Nursing", GraduationDate: "2016-01-01"},
				{Institution: "Wintec – Waikato Institute of Technology", Degree: "Bachelor of Nursing", GraduationDate: "2019-01-01"}}},
		{"a school's campus after a spaced hyphen", "Phlebotomy Technician Certificate\t2019\nMetropolitan Community College - Penn Valley",
			[]Education{{Institution: "Metropolitan Community College - Penn Valley", Degree: "Phlebotomy Technician Certificate", GraduationDate: "2019-01-01"}}},
		{"a school's campus after a dash", "Associate of Applied Science, Nursing\t2018\nLone Star College – Kingwood Campus",
			[]Education{{Institution: "Lone Star College – Kingwood Campus", Degree: "Associate of Applied Science", Major: "Nursing", GraduationDate: "2018-01-01"}}},
		{"a school's city after a dash, not its place", "Certificate in Surgical Technology — Ivy Tech Community College – Lafayette, 2015\n" +
			"Associate of Science — Houston Community College – Houston, TX, 2012",
			[]Education{{Institution: "Ivy Tech Community College – Lafayette", Degree: "Certificate in Surgical Technology", Major: "Surgical Technology", GraduationDate: "2015-01-01"},
				{Institution: "Houston Community College", Degree: "Associate of Science", GraduationDate: "2012-01-01"}}},
		{"a status's bracket wrapped onto the next line", "Tarrant County College\nAssociate of Applied Science (in\nprogress)\n2024 - 2026",
			[]Education{{Institution: "Tarrant County College", Degree: "Associate of Applied Science", GraduationDate: "2026-01-01"}}},
		{"the word that led to the date", "Wake Technical Community College\nAssociate of Applied Science in Network Management in May 2020",
			[]Education{{Institution: "Wake Technical Community College", Degree: "Associate of Applied Science in Network Management", Major: "Network Management", GraduationDate: "2020-05-01"}}},
		{"a degree's short form in mixed case", "2022\tTransitional Doctor of Physical Therapy (tDPT)\nAndrews University, Berrien Springs, MI",
			[]Education{{Institution: "Andrews University", Degree: "Transitional Doctor of Physical Therapy (tDPT)", GraduationDate: "2022-01-01"}}},
		{"school wrapped before its head noun", "Associate of Arts — Tamarack Community\nCollege — 2011",
			[]Education{{Institution: "Tamarack Community College", Degree: "Associate of Arts", GraduationDate: "2011-01-01"}}},
		{"abbreviation with dots and a field after a comma", "Harbor State University — B.E., Civil Engineering — 2014",
			[]Education{{Institution: "Harbor State University", Degree: "B.E.", Major: "Civil Engineering", GraduationDate: "2014-01-01"}}},
		{"the field before the degree under its school", "Harbor State University\t2013 - 2017\nNursing - Bachelor of Science in Nursing (BSN)",
			[]Education{{Institution: "Harbor State University", Degree: "Bachelor of Science in Nursing (BSN)", Major: "Nursing", GraduationDate: "2017-01-01"}}},
		{"a programme's field before its certificate", "Northfield Line School\t2013\nElectrical Lineworker - Certificate of Completion",
			[]Education{{Institution: "Northfield Line School", Degree: "Certificate of Completion", Major: "Electrical Lineworker", GraduationDate: "2013-01-01"}}},
		{"the area printed again after the programme", "Tamarack Community College\n2013 - 2014\nSurgical Technology Diploma Surgical Technology",
			[]Education{{Institution: "Tamarack Community College", Degree: "Surgical Technology Diploma", GraduationDate: "2014-01-01"}}},
		{"a school called Tech", "Harbor Cummings Tech 2015 - 2017\nCertificate - Electrical Technology",
			[]Education{{Institution: "Harbor Cummings Tech", Degree: "Certificate", Major: "Electrical Technology", GraduationDate: "2017-01-01"}}},
		{"an apprenticeship's certificate at its training centre", "2014–2018 Apprenticeship Certificate, Harbor Local 12 JATC",
			[]Education{{Institution: "Harbor Local 12 JATC", Degree: "Apprenticeship Certificate", GraduationDate: "2018-01-01"}}},
		{"a vocational school's certificate", "Berufsschule Harburg\n2011 - 2014\nVocational Certificate in Metal Construction",
			[]Education{{Institution: "Berufsschule Harburg", Degree: "Vocational Certificate in Metal Construction", GraduationDate: "2014-01-01"}}},
		{"a teaching centre's name wrapped after the field's place", "2016\tMedical Assistant Certificate, Lakeside Regional Career Technology\nCenter, Dover, DE",
			[]Education{{Institution: "Lakeside Regional Career Technology Center", Degree: "Medical Assistant Certificate", GraduationDate: "2016-01-01"}}},
		{"a school's name wrapped after a joining word", "Kentucky Institute of\nHealth Sciences\nAssociate of Science in Nursing, 2012",
			[]Education{{Institution: "Kentucky Institute of Health Sciences", Degree: "Associate of Science in Nursing", Major: "Nursing", GraduationDate: "2012-01-01"}}},
		{"a certificate with a note under its school", "Harbor Technical College\t2019\nClass A CDL Training Certificate (160 hours)",
			[]Education{{Institution: "Harbor Technical College", Degree: "Class A CDL Training Certificate", GraduationDate: "2019-01-01"}}},
		{"a certificate earned in a programme at a training fund", "2011 | Journeyman Pipefitter Certificate of Completion — Pipefitter Apprenticeship Program, Harbor Pipe Trades Training Fund",
			[]Education{{Institution: "Harbor Pipe Trades Training Fund", Degree: "Journeyman Pipefitter Certificate of Completion", Major: "Pipefitter Apprenticeship Program", GraduationDate: "2011-01-01"}}},
		{"the degree in brackets after its school", "2015\tHarbor State University (M.S. Computer Science)",
			[]Education{{Institution: "Harbor State University", Degree: "M.S.", Major: "Computer Science", GraduationDate: "2015-01-01"}}},
		{"the school in brackets after its degree", "2019\tMSc Nursing (Perioperative) (Harbor University College)",
			[]Education{{Institution: "Harbor University College", Degree: "MSc", Major: "Nursing (Perioperative)", GraduationDate: "2019-01-01"}}},
		{"a school's head noun wrapped onto the next line", "2016 A.A.S. Dental Hygiene, Tamarack Community\nCollege, Tanner, AL",
			[]Education{{Institution: "Tamarack Community College", Degree: "A.A.S.", Major: "Dental Hygiene", GraduationDate: "2016-01-01"}}},
		{"a school's name wrapped after 'de'", "2022 – 2024 Master's Degree in Critical Care Nursing, Escola Superior de\nSaúde de Lisboa, Lisboa, Portugal",
			[]Education{{Institution: "Escola Superior de Saúde de Lisboa", Degree: "Master's Degree in Critical Care Nursing", Major: "Critical Care Nursing", GraduationDate: "2024-01-01"}}},
		{"a fund that does not teach is no school", "Bachelor of Science, Finance, 2010\nRetirement Pension Fund",
			[]Education{{Degree: "Bachelor of Science", Major: "Finance", GraduationDate: "2010-01-01"}}},
		{"two entries", "MBA, Rice University, 2020\nBBA in Finance, Baylor University, 2014\nGPA: 3.8",
			[]Education{
				{Institution: "Rice University", Degree: "MBA", GraduationDate: "2020-01-01"},
				{Institution: "Baylor University", Degree: "BBA in Finance", Major: "Finance", GraduationDate: "2014-01-01"},
			}},
		{"minor and major labels", "Bachelor of Arts\nUniversity of Oregon\nMajor: History\nMinor: Spanish",
			[]Education{{Institution: "University of Oregon", Degree: "Bachelor of Arts", Major: "History", Minor: "Spanish"}}},
		{"high school", "Lincoln High School, Diploma, 2008",
			[]Education{{Institution: "Lincoln High School", Degree: "Diploma", GraduationDate: "2008-01-01"}}},
		{"state code is not a degree", "Boston College, Chestnut Hill, MA\nBachelor of Science, Biology, 2012",
			[]Education{{Institution: "Boston College", Degree: "Bachelor of Science", Major: "Biology", GraduationDate: "2012-01-01"}}},
		{"major after a comma when the school is named first", "Ridgeview Community College — Associate of Applied Science, Dental Hygiene — 2019",
			[]Education{{Institution: "Ridgeview Community College", Degree: "Associate of Applied Science", Major: "Dental Hygiene", GraduationDate: "2019-01-01"}}},
		{"school inside a university", "Harbor State University, Lindqvist School of Engineering – Tacoma, WA\nBachelor of Science, Civil Engineering, May 2012",
			[]Education{{Institution: "Harbor State University, Lindqvist School of Engineering", Degree: "Bachelor of Science", Major: "Civil Engineering", GraduationDate: "2012-05-01"}}},
		{"program at a provider that is not called a school", "Northwind Code Lab — Full-Stack Web Development Bootcamp (certificate), 2020",
			[]Education{{Institution: "Northwind Code Lab", Degree: "Full-Stack Web Development Bootcamp (certificate)", GraduationDate: "2020-01-01"}}},
		{"apprenticeship", "Cascade Plumbers JATC — 4-year Plumbing Apprenticeship — 2015",
			[]Education{{Institution: "Cascade Plumbers JATC", Degree: "4-year Plumbing Apprenticeship", GraduationDate: "2015-01-01"}}},
		{"table header row", "Degree\tInstitution\tYear\nAAS\tRiverside Community College\t2011",
			[]Education{{Institution: "Riverside Community College", Degree: "AAS", GraduationDate: "2011-01-01"}}},
		{"dash inside a university's name", "Bachelor of Arts, Economics\nUniversity of Wisconsin–Eau Claire, 2009",
			[]Education{{Institution: "University of Wisconsin–Eau Claire", Degree: "Bachelor of Arts", Major: "Economics", GraduationDate: "2009-01-01"}}},
		{"campus after the school", "Lakeview State University, Riverside Campus — Bachelor of Social Work — 2016",
			[]Education{{Institution: "Lakeview State University, Riverside Campus", Degree: "Bachelor of Social Work", GraduationDate: "2016-01-01"}}},
		{"an apprenticeship's certificate followed by its trade", "Harbor Local 12 JATC\n2014 - 2018\nApprenticeship Certificate Inside Wireman",
			[]Education{{Institution: "Harbor Local 12 JATC", Degree: "Apprenticeship Certificate", Major: "Inside Wireman", GraduationDate: "2018-01-01"}}},
		{"a degree's bracket wrapped onto its own line", "Berufsschule Harburg\n2011 - 2014\nVocational Certificate in Metal Construction\n(Welding Technology)",
			[]Education{{Institution: "Berufsschule Harburg", Degree: "Vocational Certificate in Metal Construction (Welding Technology)", GraduationDate: "2014-01-01"}}},
		{"a programme that trains, then its certificate", "• Lakeside Trades Educational Program (LTEP) — Apprenticeship Certificate, 2013",
			[]Education{{Institution: "Lakeside Trades Educational Program (LTEP)", Degree: "Apprenticeship Certificate", GraduationDate: "2013-01-01"}}},
		{"a certificate beside its school", "Year | School | Program\n2016 | Harbor Community College | Phlebotomy Certificate",
			[]Education{{Institution: "Harbor Community College", Degree: "Phlebotomy Certificate", GraduationDate: "2016-01-01"}}},
		{"a programme training for a licence", "2010 - Harbor State University\nCommercial Driver License Program\n160-hour Class A course, road and range",
			[]Education{{Institution: "Harbor State University", Degree: "Commercial Driver License Program", GraduationDate: "2010-01-01"}}},
		{"a specialty after the degree's field", "• Master of Science in Nursing, Family Nurse Practitioner — Harbor State University, 2019",
			[]Education{{Institution: "Harbor State University", Degree: "Master of Science in Nursing", Major: "Family Nurse Practitioner", GraduationDate: "2019-01-01"}}},
		{"an Italian degree", "2010 – 2013 Laurea in Ingegneria Civile\nUniversità di Padova, Padova",
			[]Education{{Institution: "Università di Padova", Degree: "Laurea in Ingegneria Civile", Major: "Ingegneria Civile", GraduationDate: "2013-01-01"}}},
		{"a note in brackets after the degree", "Harbor State University\nBachelor of Science in Respiratory Care (degree completion, in progress)",
			[]Education{{Institution: "Harbor State University", Degree: "Bachelor of Science in Respiratory Care", Major: "Respiratory Care"}}},
		{"a bridge programme noted after the field", "Associate of Applied Science in Nursing (LPN-to-RN bridge), Harbor Community College, 2026",
			[]Education{{Institution: "Harbor Community College", Degree: "Associate of Applied Science in Nursing", Major: "Nursing", GraduationDate: "2026-01-01"}}},
		{"a certificate on the line under its school", "Harbor Community College\t2016\nCNA Certificate",
			[]Education{{Institution: "Harbor Community College", Degree: "CNA Certificate", GraduationDate: "2016-01-01"}}},
		{"an honours degree is no line of honours", "Harbor University\nHonours Bachelor of Science\n2013 - 2017",
			[]Education{{Institution: "Harbor University", Degree: "Honours Bachelor of Science", GraduationDate: "2017-01-01"}}},
		{"a British qualification", "HND in Electrical Engineering, Harbor College, 2012",
			[]Education{{Institution: "Harbor College", Degree: "HND in Electrical Engineering", Major: "Electrical Engineering", GraduationDate: "2012-01-01"}}},
		{"a certificate from a training centre", "Certificate, Computed Tomography\nHarbor Workforce Training Center",
			[]Education{{Institution: "Harbor Workforce Training Center", Degree: "Certificate", Major: "Computed Tomography"}}},
		{"degree in progress", "Lakeside University - RN to BSN (in progress) - expected 2027",
			[]Education{{Institution: "Lakeside University", Degree: "RN to BSN", GraduationDate: "2027-01-01"}}},
		{"a status after the degree without brackets", "Lakeside University — BSN in progress, expected 2027",
			[]Education{{Institution: "Lakeside University", Degree: "BSN", GraduationDate: "2027-01-01"}}},
		{"a candidate for a degree", "MSN candidate, Lakeside University",
			[]Education{{Institution: "Lakeside University", Degree: "MSN"}}},
		{"a status in brackets after the school", "BSN, Lakeside University (expected 2027)",
			[]Education{{Institution: "Lakeside University", Degree: "BSN", GraduationDate: "2027-01-01"}}},
		{"labelled fields, a line each", "Degree: Bachelor of Science in Nursing\nInstitution: Lakeside University\nGraduated: May 2019",
			[]Education{{Institution: "Lakeside University", Degree: "Bachelor of Science in Nursing", Major: "Nursing", GraduationDate: "2019-05-01"}}},
		{"a labelled programme and the body that awarded it", "Program: Medical Assistant\nAwarding body: Harbor State Board of Allied Health\nYear: 2016",
			[]Education{{Institution: "Harbor State Board of Allied Health", Degree: "Medical Assistant", GraduationDate: "2016-01-01"}}},
		{"a board of colleges awards a GED", "GED\t2013\nHarbor State Board for Community and Technical Colleges",
			[]Education{{Institution: "Harbor State Board for Community and Technical Colleges", Degree: "GED", GraduationDate: "2013-01-01"}}},
		{"the body that trained, after the programme", "Journeyman Electrician Apprenticeship — Harbor Electrical Contractors Association, 2013",
			[]Education{{Institution: "Harbor Electrical Contractors Association", Degree: "Journeyman Electrician Apprenticeship", GraduationDate: "2013-01-01"}}},
		{"honours in brackets after the degree", "Bachelor of Science in Nursing (magna cum laude)\nLakeside College, Providence, RI\t2014",
			[]Education{{Institution: "Lakeside College", Degree: "Bachelor of Science in Nursing", Major: "Nursing", GraduationDate: "2014-01-01"}}},
		{"a degree named by its kind before its level", "Fire Medic Associate Degree\nLakeside County Technical College\n2012\nCareer Diploma, Medical Administrative Assistant - Harbor Foster (online)\nNovember 2014",
			[]Education{{Institution: "Lakeside County Technical College", Degree: "Fire Medic Associate Degree", GraduationDate: "2012-01-01"},
				{Institution: "Harbor Foster (online)", Degree: "Career Diploma", Major: "Medical Administrative Assistant", GraduationDate: "2014-11-01"}}},
		{"a status and its date in one bracket", "Master of Science in Nursing – Neonatal Nurse Practitioner (in progress, expected Dec 2026)\nLakeside University",
			[]Education{{Institution: "Lakeside University", Degree: "Master of Science in Nursing", Major: "Nursing", GraduationDate: "2026-12-01"}}},
		{"a teaching centre named after a person", "Certified Nursing Assistant Certificate\nJob Corps Harbor M. Lake Jr. Center, Simpsonville, KY\t2015",
			[]Education{{Institution: "Job Corps Harbor M. Lake Jr. Center", Degree: "Certified Nursing Assistant Certificate", GraduationDate: "2015-01-01"}}},
		{"degrees named in German and Spanish", "Berufsfachschule für Krankenpflege, Berlin, Germany\nOct 2012 – Sep 2015\nStaatliches Examen Gesundheits- und Krankenpflege\nUniversidad de Antioquia, Medellín, Colombia\tFeb 2012 – Dec 2014\nTecnóloga en Regencia de Farmacia",
			[]Education{{Institution: "Berufsfachschule für Krankenpflege", Degree: "Staatliches Examen", Major: "Gesundheits- und Krankenpflege", GraduationDate: "2015-09-01"},
				{Institution: "Universidad de Antioquia", Degree: "Tecnóloga en Regencia de Farmacia", Major: "Regencia de Farmacia", GraduationDate: "2014-12-01"}}},
		{"a field cut before its head noun by a narrow column", "Bachelors in Computer\nEngineering\nUniversidad de Guadalajara\n2014 - 2019",
			[]Education{{Institution: "Universidad de Guadalajara", Degree: "Bachelors in Computer Engineering", Major: "Computer Engineering", GraduationDate: "2019-01-01"}}},
		{"a trade union's local trains its apprentices", "Journeyman Plumber Certificate of Completion — UA Local 290 Plumbers & Steamfitters Apprenticeship, Tualatin, OR (2014–2018)",
			[]Education{{Institution: "UA Local 290 Plumbers & Steamfitters Apprenticeship", Degree: "Journeyman Plumber Certificate of Completion", GraduationDate: "2018-01-01"}}},
		{"an entry written as a sentence", "Graduated from Lakeside University with a BSN in 2016.",
			[]Education{{Institution: "Lakeside University", Degree: "BSN", GraduationDate: "2016-01-01"}}},
		{"a degree earned at a school, as a sentence", "Earned a Bachelor of Science in Nursing from Lakeside University in 2016.",
			[]Education{{Institution: "Lakeside University", Degree: "Bachelor of Science in Nursing", Major: "Nursing", GraduationDate: "2016-01-01"}}},
		{"a school after 'from'", "Bachelor of Science in Nursing from Lakeside University (2016)",
			[]Education{{Institution: "Lakeside University", Degree: "Bachelor of Science in Nursing", Major: "Nursing", GraduationDate: "2016-01-01"}}},
		{"the field, then the degree's abbreviation", "Nursing (BSN), Lakeside University, 2011",
			[]Education{{Institution: "Lakeside University", Degree: "Nursing (BSN)", Major: "Nursing", GraduationDate: "2011-01-01"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure("Jane Doe\nEDUCATION\n"+tt.body+"\n", Options{AsOf: testAsOf})
			if diff := cmp.Diff(tt.want, p.Education); diff != "" {
				t.Errorf("education mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCertifications(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []Certification
	}{
		{"issuer and expiry", "BLS, American Heart Association, exp 05/2027",
			[]Certification{{Name: "BLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2027-05-01"}}},
		{"the issuer and date under a credential, in columns", "MLS(ASCP)CM\tID: MLS-0284471\nIssued by ASCP Board of Certification\tJul 2015",
			[]Certification{{Name: "MLS(ASCP)CM", IssuingOrganization: "ASCP Board of Certification", IssueDate: "2015-07-01", CredentialID: "MLS-0284471"}}},
		{"an abbreviated issuer under Issued by", "CCRN\nIssued by AACN",
			[]Certification{{Name: "CCRN", IssuingOrganization: "American Association of Critical-Care Nurses"}}},
		{"the profession a registration is for is part of its name", "AHPRA Registration - Occupational Therapist",
			[]Certification{{Name: "AHPRA Registration - Occupational Therapist"}}},
		{"a list's item cut at the line's end, the next line in columns", "Registered Respiratory Therapist (RRT), NBRC, Neonatal\nResuscitation Program (NRP),\tPALS,",
			[]Certification{{Name: "Registered Respiratory Therapist (RRT)", IssuingOrganization: "National Board for Respiratory Care"},
				{Name: "Neonatal Resuscitation Program (NRP)"}, {Name: "PALS", IssuingOrganization: "American Heart Association"}}},
		{"an issuer's short form in mixed case after the name", "Immunization Certification, APhA",
			[]Certification{{Name: "Immunization Certification"}}},
		{"a state's code filing the licence beside it", "ND\tPhysical Therapist License #PT-3318, North Dakota Board of Physical Therapy",
			[]Certification{{Name: "Physical Therapist License", CredentialID: "PT-3318"}}},
		{"issuers' short forms filing the credentials beside them", "AHA / ENA\tBLS, ACLS, TNCC",
			[]Certification{{Name: "BLS"}, {Name: "ACLS"}, {Name: "TNCC"}}},
		{"a kind of credential filing it", "Licence\tMontana RN #RN-120559, multistate",
			[]Certification{{Name: "Montana RN", CredentialID: "RN-120559"}}},
		{"credentials side by side in a grid", "Ohio Journeyman Electrician License\tNFPA 70E Qualified Electrical Worker",
			[]Certification{{Name: "Ohio Journeyman Electrician License"}, {Name: "NFPA 70E Qualified Electrical Worker", IssuingOrganization: "National Fire Protection Association"}}},
		{"written as a sentence", "I passed the Certified Information Systems Auditor (CISA) exam from ISACA in May 2021.",
			[]Certification{{Name: "Certified Information Systems Auditor (CISA)", IssuingOrganization: "ISACA", IssueDate: "2021-05-01"}}},
		{"two credentials in a sentence", "PALS and NRP through the American Heart Association, both valid until June 2027.",
			[]Certification{{Name: "PALS", IssuingOrganization: "American Heart Association", ExpirationDate: "2027-06-01"},
				{Name: "NRP", IssuingOrganization: "American Heart Association", ExpirationDate: "2027-06-01"}}},
		{"column headings on lines of their own", "Credential\nIssued by\nNumber\nACLS\nAmerican Heart Association",
			[]Certification{{Name: "ACLS", IssuingOrganization: "American Heart Association"}}},
		{"issuer wrapped by a narrow column", "SHRM-SCP\nSociety for Human Resource\nManagement",
			[]Certification{{Name: "SHRM-SCP", IssuingOrganization: "Society for Human Resource Management"}}},
		{"cpr card", "CPR/First Aid – American Red Cross – exp. 04/2027",
			[]Certification{{Name: "CPR/First Aid", IssuingOrganization: "American Red Cross", ExpirationDate: "2027-04-01"}}},
		{"a short form inside the credential's name is its own issuer's", "AWS D1.1 certified (exp 2027-11-28)\nAWS Certified Solutions Architect - Associate",
			[]Certification{{Name: "AWS D1.1 certified", IssuingOrganization: "American Welding Society (AWS)", ExpirationDate: "2027-11-28"},
				{Name: "AWS Certified Solutions Architect - Associate", IssuingOrganization: "Amazon Web Services"}}},
		{"abbreviated issuer", "ACLS (AHA) – Expires 06/2026",
			[]Certification{{Name: "ACLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2026-06-01"}}},
		{"licence with number and state board", "Registered Nurse License, Texas Board of Nursing, License No. RN123456, valid through 12/2026",
			[]Certification{{Name: "Registered Nurse", IssuingOrganization: "Texas Board of Nursing", ExpirationDate: "2026-12-01", CredentialID: "RN123456"}}},
		{"licence with state only", "RN - California #95012345",
			[]Certification{{Name: "RN", IssuingOrganization: "California Board of Nursing", CredentialID: "95012345"}}},
		{"issue and expiry", "CCRN, AACN, issued 03/2021, expires 03/2024",
			[]Certification{{Name: "CCRN", IssuingOrganization: "American Association of Critical-Care Nurses", IssueDate: "2021-03-01", ExpirationDate: "2024-03-01"}}},
		{"list on one line", "BLS, ACLS, PALS",
			[]Certification{{Name: "BLS"}, {Name: "ACLS"}, {Name: "PALS"}}},
		{"a licence applied for beside one held", "Oregon Plumbing License (Oregon Plumbing Board, #41207, exp 3/2029); Idaho license application pending",
			[]Certification{{Name: "Oregon Plumbing License", IssuingOrganization: "Oregon Plumbing Board", ExpirationDate: "2029-03-01", CredentialID: "41207"}}},
		{"credentials not held yet", "CCRN eligible\nNCLEX-RN scheduled for March 2027\nPALS",
			[]Certification{{Name: "PALS"}}},
		{"details on the next line", "PMP - Project Management Professional\nIssued by PMI, Credential ID 1234567, 2020",
			[]Certification{{Name: "Project Management Professional", IssuingOrganization: "Project Management Institute", IssueDate: "2020-01-01", CredentialID: "1234567"}}},
		{"issuer that is part of the name", "AWS Certified Solutions Architect – Associate (Issued Mar 2021)",
			[]Certification{{Name: "AWS Certified Solutions Architect – Associate", IssuingOrganization: "Amazon Web Services", IssueDate: "2021-03-01"}}},
		{"future date alone is the expiry", "NRP – 2027",
			[]Certification{{Name: "NRP", ExpirationDate: "2027-01-01"}}},
		{"two credentials share issuer and expiry", "ACLS, PALS – American Heart Association – exp. 03/2028",
			[]Certification{{Name: "ACLS", ExpirationDate: "2028-03-01"}, {Name: "PALS", ExpirationDate: "2028-03-01"}}},
		{"credentials joined by and", "BLS and NRP – AHA – exp 05/2027",
			[]Certification{{Name: "BLS", ExpirationDate: "2027-05-01"}, {Name: "NRP", ExpirationDate: "2027-05-01"}}},
		{"several certifications on one line", "TNCC – ENA – exp 04/2028 | CEN – BCEN – exp 10/2027",
			[]Certification{{Name: "TNCC", ExpirationDate: "2028-04-01"}, {Name: "CEN", ExpirationDate: "2027-10-01"}}},
		{"issuer the vocabulary does not know", "CNRN – American Board of Neuroscience Nursing – exp 06/2028",
			[]Certification{{Name: "CNRN", ExpirationDate: "2028-06-01"}}},
		{"issuer abbreviation after a dash", "CHPN – HPCC",
			[]Certification{{Name: "CHPN"}}},
		{"issuer in brackets at the end", "Pump Service Certified (Refrigeration Service Engineers Society), exp. 2027",
			[]Certification{{Name: "Pump Service Certified", ExpirationDate: "2027-01-01"}}},
		{"licence word stays in the name", "Ohio RN License #RN.445566",
			[]Certification{{Name: "Ohio RN License", CredentialID: "RN.445566"}}},
		{"number alone after a comma", "Master Plumber Card, P-77120",
			[]Certification{{Name: "Master Plumber Card", CredentialID: "P-77120"}}},
		{"bulleted item wrapped over lines", "• Critical Care Registered Nurse (CCRN), American Association of\nCritical-Care Nurses, exp. 01/2028\n• BLS",
			[]Certification{{Name: "Critical Care Registered Nurse (CCRN)", ExpirationDate: "2028-01-01"}, {Name: "BLS"}}},
		{"wrapped line led by a dash", "• Board Certified Behavior Analyst (BCBA) – Behavior Analyst Certification Board\n– BACB #1-23-45678\n• BLS",
			[]Certification{{Name: "Board Certified Behavior Analyst (BCBA)", CredentialID: "1-23-45678"}, {Name: "BLS"}}},
		{"table with a wrapped cell", "Certification\tOrganization\tExpires\nCEN\tBoard of Certification for Emergency\t10/2027\nNursing\nBLS\tAmerican Heart Association\t03/2027",
			[]Certification{{Name: "CEN", ExpirationDate: "2027-10-01"}, {Name: "BLS", ExpirationDate: "2027-03-01"}}},
		{"a sentence is not a certification", "Ohio does not license phlebotomists\nBLS",
			[]Certification{{Name: "BLS"}}},
		{"items with details of their own", "BLS (AHA, exp 2027); PALS (AHA, exp 2026)",
			[]Certification{{Name: "BLS", ExpirationDate: "2027-01-01"}, {Name: "PALS", ExpirationDate: "2026-01-01"}}},
		{"columns set apart by wide gaps", "BLS    American Heart Association    03/2027",
			[]Certification{{Name: "BLS", ExpirationDate: "2027-03-01"}}},
		{"one card named with a slash", "CPR/AED – American Red Cross – 2024",
			[]Certification{{Name: "CPR/AED", IssueDate: "2024-01-01"}}},
		{"the issuer and the number on lines of their own", "Registered Nurse\nHarbor State Board of Nursing\nLicense #812204 · Exp. 05/2027",
			[]Certification{{Name: "Registered Nurse", IssuingOrganization: "Harbor State Board of Nursing", CredentialID: "812204", ExpirationDate: "2027-05-01"}}},
		{"a board named before its credential's words", "Certified Emergency Nurse (CEN)\nBoard of Certification for Emergency Nursing\nIssued 2020 · Expires 2028",
			[]Certification{{Name: "Certified Emergency Nurse (CEN)", IssuingOrganization: "Board of Certification for Emergency Nursing", IssueDate: "2020-01-01", ExpirationDate: "2028-01-01"}}},
		{"the main column's name and headline after a sidebar's credentials", "BLS\nPHTLS\nJane Doe\nPARAMEDIC / FIREFIGHTER",
			[]Certification{{Name: "BLS"}, {Name: "PHTLS"}}},
		{"a column's label of one word is no credential", "BLS\tSpecialty\nACLS\tOther",
			[]Certification{{Name: "BLS"}, {Name: "ACLS"}}},
		{"glued issuer stays in the name", "MT(ASCP) – ASCP Board of Certification – #MT-778899",
			[]Certification{{Name: "MT(ASCP)", CredentialID: "MT-778899"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure("Jane Doe\nCERTIFICATIONS\n"+tt.body+"\n", Options{AsOf: testAsOf})
			got := p.Certifications
			// the vocabulary may name some certifications differently; compare what this
			// package decides: dates, numbers and issuers it read, names it read or canonicalised
			if diff := cmp.Diff(len(tt.want), len(got)); diff != "" {
				t.Fatalf("got %d certifications %+v, want %d", len(got), got, len(tt.want))
			}
			for i := range tt.want {
				w, g := tt.want[i], got[i]
				if g.IssueDate != w.IssueDate || g.ExpirationDate != w.ExpirationDate || g.CredentialID != w.CredentialID ||
					w.IssuingOrganization != "" && g.IssuingOrganization != w.IssuingOrganization {
					t.Errorf("cert %d = %+v, want dates, number and issuer of %+v", i, g, w)
				}
				if !strings.Contains(strings.ToLower(g.Name), strings.ToLower(w.Name)) && !strings.Contains(strings.ToLower(w.Name), strings.ToLower(g.Name)) {
					t.Errorf("cert %d name = %q, want it to contain %q", i, g.Name, w.Name)
				}
			}
			t.Logf("%+v", got)
		})
	}
}

func TestSkillsAndLanguages(t *testing.T) {
	text := "Jane Doe\nSKILLS\nLanguages: Go (6 years), Python (Expert), Java\nCloud: AWS, GCP\nCommunication, Teamwork, Kubernetes\n" +
		"LANGUAGES\nEnglish (Native), Spanish – fluent, French: conversational, Mandarin (basic)\n"
	p := Structure(text, Options{AsOf: testAsOf})
	if p.Skills == nil {
		t.Fatal("no skills")
	}
	six := 6.0
	wantLang := []SkillGroup{{Category: "Languages", Skills: []Skill{{Name: "Go", YearsOfExperience: &six}, {Name: "Python", ProficiencyLevel: Expert}, {Name: "Java"}}}}
	if diff := cmp.Diff(wantLang, p.Skills.Technical[:1]); diff != "" {
		t.Errorf("technical mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"Communication", "Teamwork"}, p.Skills.SoftSkills); diff != "" {
		t.Errorf("soft skills mismatch (-want +got):\n%s", diff)
	}
	wantLangs := []Language{{"English", NativeBilingual}, {"Spanish", Professional}, {"French", Conversational}, {"Mandarin", Basic}}
	if diff := cmp.Diff(wantLangs, p.Skills.Languages); diff != "" {
		t.Errorf("languages mismatch (-want +got):\n%s", diff)
	}
}

func TestLanguageProficiency(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Spanish (native)", NativeBilingual},
		{"Spanish - mother tongue", NativeBilingual},
		{"Bilingual English/Spanish", NativeBilingual},
		{"Spanish (fluent)", Professional},
		{"Spanish: full professional proficiency", Professional},
		{"Spanish: limited working proficiency", Conversational},
		{"Spanish (conversational)", Conversational},
		{"Spanish (intermediate)", Conversational},
		{"Spanish (basic)", Basic},
		{"Spanish (elementary)", Basic},
		{"Spanish B2", Conversational},
		{"Spanish", ""},
	}
	for _, tt := range tests {
		ls := parseLanguages(tt.in)
		if len(ls) == 0 {
			t.Errorf("parseLanguages(%q) found none", tt.in)
			continue
		}
		if ls[len(ls)-1].Proficiency != tt.want {
			t.Errorf("parseLanguages(%q) proficiency = %q, want %q", tt.in, ls[len(ls)-1].Proficiency, tt.want)
		}
	}
}

func TestCertificationSources(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"credentials after the name repeat the list", "Jane Doe, RN, CCRN\nCERTIFICATIONS\nBLS – AHA\n", []string{"BLS"}},
		{"credentials after the name when there is no list", "Jane Doe, RN, CCRN\nEXPERIENCE\nStaff Nurse, Mercy Hospital, 2019 - 2021\n", []string{"CCRN"}},
		{"certifications inside a skills list are skills", "Jane Doe\nSKILLS\nTriage, ACLS, Epic\nCERTIFICATIONS\nBLS\n", []string{"BLS"}},
		{"a certifications line in the skills section", "Jane Doe\nSKILLS\nEpic, Cerner\nCertifications: BLS, PALS\n", []string{"BLS", "PALS"}},
		{"a skills list with one certified item", "Jane Doe\nSKILLS\nMeditech (certified super user) · wound vacs · IV starts · discharge teaching\n", nil},
		{"a credential in the skills section", "Jane Doe\nSKILLS\nWound Care Certified (WCC), 2022\n", []string{"Wound Care Certified (WCC)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, c := range Structure(tt.text, Options{AsOf: testAsOf}).Certifications {
				got = append(got, c.Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("certification names mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLicenceTableWithStateColumn(t *testing.T) {
	text := "Jane Doe\nLICENSURE\nLicense | State | Number | Expires\n" +
		"Registered Nurse | Kansas | 13-98765-042 | 04/30/2027\nRegistered Nurse | Iowa | 187654 | 06/15/2026\n"
	p := Structure(text, Options{AsOf: testAsOf})
	want := []Certification{
		{Name: "Kansas Registered Nurse", ExpirationDate: "2027-04-30", CredentialID: "13-98765-042"},
		{Name: "Iowa Registered Nurse", ExpirationDate: "2026-06-15", CredentialID: "187654"},
	}
	if diff := cmp.Diff(want, p.Certifications, cmpopts.IgnoreFields(Certification{}, "IssuingOrganization")); diff != "" {
		t.Errorf("certifications mismatch (-want +got):\n%s", diff)
	}
}

func TestCertificationsSeparatedByDots(t *testing.T) {
	// a line of several credentials set apart by middle dots, under a heading that follows a
	// bulleted list (the heading ends that list)
	text := "Jane Doe\nLICENSES\n• Nevada RN License, #RN88123\nCERTIFICATIONS\n" +
		"TNCC (ENA) exp 05/2027 · PALS – AHA – exp 10/2026 · NRP 2024\n"
	p := Structure(text, Options{AsOf: testAsOf})
	var names []string
	for _, c := range p.Certifications {
		names = append(names, c.Name)
	}
	if diff := cmp.Diff([]string{"Nevada RN License", "TNCC", "PALS", "NRP"}, names); diff != "" {
		t.Errorf("names mismatch (-want +got):\n%s", diff)
	}
}

func TestLicencesInTwoStates(t *testing.T) {
	p := Structure("Jane Doe\nLICENSURE\nRN License - Texas\nRN License - California\n", Options{AsOf: testAsOf})
	var issuers []string
	for _, c := range p.Certifications {
		issuers = append(issuers, c.IssuingOrganization)
	}
	if diff := cmp.Diff([]string{"Texas Board of Nursing", "California Board of Nursing"}, issuers); diff != "" {
		t.Errorf("issuers mismatch (-want +got):\n%s\n%+v", diff, p.Certifications)
	}
}

// Matching reads a licence's state and compact status from its entry (taxonomy.ReadEntry): SPEC
// 2.15 has no field for them, so they stay in its name or issuer, one entry a credential.
func TestLicenceEntriesKeepTheirState(t *testing.T) {
	type lic struct {
		id         taxonomy.ID
		state      string
		multistate bool
	}
	tests := []struct {
		name    string
		text    string
		want    []lic
		entries int
	}{
		{"state and compact after the name", "LICENSURE\n- RN License, Kentucky - Multistate/Compact NLC (No. RN551234), valid through 2028-03-31\n- BLS",
			[]lic{{"license:rn", "KY", true}}, 2},
		{"compact words in lower case", "LICENSURE\nRegistered Nurse, Ohio - compact/multistate license 5512034, expires May 31, 2028",
			[]lic{{"license:rn", "OH", true}}, 1},
		{"a wordy line is no prose", "CREDENTIALS\nRN - Oregon (single-state) #412233, renewal due Mar 2029\nBLS exp 02/28",
			[]lic{{"license:rn", "OR", false}}, 2},
		{"state code before the number", "CREDENTIALS\nPT license - WA 55123, expires June 30, 2028", []lic{{"license:pt", "WA", false}}, 1},
		{"state after a dash", "LICENSURE\n- Class B CDL - Ohio, exp 03/2031\n- DOT medical card - exp 02/2028", []lic{{"license:cdl-b", "OH", false}}, 2},
		{"one line of credentials", "licenses and certs: RN - Utah (single-state) #120934, renewal due Apr 2029, BLS, valid through 2028-02-28, ACLS - exp 02/2028\nschool: Associate Degree in Nursing - Salt Flats College, 2020",
			[]lic{{"license:rn", "UT", false}}, 3},
		{"in the header", "Compact license: Kentucky multistate RN #551234, exp 08/31/2028\nBLS + ACLS exp 4/2028\n\nExperience\nStaff RN, Bluegrass Hospital, 2020 - present",
			[]lic{{"license:rn", "KY", true}}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure("Jane Doe\n"+tt.text+"\n", Options{AsOf: testAsOf})
			var got []lic
			for _, c := range p.Certifications {
				e := taxonomy.ReadEntry(c.Name, c.IssuingOrganization, c.ExpirationDate != "")
				for _, id := range e.IDs {
					if id.Kind() == taxonomy.KindLicense && id != "license:multistate" {
						got = append(got, lic{id, strings.Join(e.States, ","), e.Multistate})
					}
				}
			}
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(lic{})); diff != "" {
				t.Errorf("licences mismatch (-want +got):\n%s\n%+v", diff, p.Certifications)
			}
			if len(p.Certifications) != tt.entries {
				t.Errorf("%d entries %+v, want %d: one a credential", len(p.Certifications), p.Certifications, tt.entries)
			}
		})
	}
}

func TestParseDegree(t *testing.T) {
	tests := []struct {
		in                string
		deg, major, minor string
		ok                bool
	}{
		{"Bachelor of Science in Nursing", "Bachelor of Science in Nursing", "Nursing", "", true},
		{"Bachelor's of Science, Biology and Chemistry", "Bachelor's of Science", "Biology and Chemistry", "", true},
		{"Master’s of Arts in History", "Master’s of Arts in History", "History", "", true},
		{"Associate Degree in Nursing (ADN)", "Associate Degree in Nursing (ADN)", "Nursing", "", true},
		{"B.S. in Computer Science, Minor in Mathematics", "B.S. in Computer Science", "Computer Science", "Mathematics", true},
		{"BS Computer Science", "BS", "Computer Science", "", true},
		{"Master of Business Administration (MBA)", "Master of Business Administration (MBA)", "", "", true},
		{"MSN", "MSN", "", "", true}, // a bare acronym has no major of its own
		{"Ph.D. in Chemistry", "Ph.D. in Chemistry", "Chemistry", "", true},
		// other countries' school-leaving certificates and vocational diplomas
		{"Higher School Certificate (HSC)", "Higher School Certificate (HSC)", "", "", true},
		{"Fachoberschulreife", "Fachoberschulreife", "", "", true},
		{"Graduado en Educación Secundaria Obligatoria (ESO)", "Graduado en Educación Secundaria Obligatoria (ESO)", "", "", true},
		{"DEP en Électricité", "DEP en Électricité", "Électricité", "", true},
		{"City & Guilds 2365 Level 3 Diploma in Electrical Installations", "City & Guilds 2365 Level 3 Diploma in Electrical Installations", "Electrical Installations", "", true},
		{"Enfermera Profesional (Bachelor of Nursing)", "Enfermera Profesional (Bachelor of Nursing)", "", "", true},
		{"Master of Science in Health Informatics", "Master of Science in Health Informatics", "Health Informatics", "", true},
		{"Doctor of Occupational Science in Pediatric Therapy (OSD)", "Doctor of Occupational Science in Pediatric Therapy (OSD)", "Pediatric Therapy", "", true},
		{"Doctor of Physical Therapy", "Doctor of Physical Therapy", "", "", true},
		{"LPN to RN (in progress)", "LPN to RN", "", "", true},
		{"High School Diploma", "High School Diploma", "", "", true},
		{"B.E.", "B.E.", "", "", true},
		{"B.Com.", "B.Com.", "", "", true},
		{"B.Ed.", "B.Ed.", "", "", true},
		{"BED", "", "", "", false}, // a word, not a degree, without its dots
		{"Level 2 Certificate in Food Hygiene", "Level 2 Certificate in Food Hygiene", "Food Hygiene", "", true},
		{"Level best", "", "", "", false},
		{"Ms. Jones", "", "", "", false},
		{"Director of Nursing", "", "", "", false},
		// a level alone in the table, then "of <field>": the degree is the whole name
		{"Bachelor of Veterinary Science (B.V.Sc.)", "Bachelor of Veterinary Science (B.V.Sc.)", "", "", true},
		{"Master of Marine Affairs", "Master of Marine Affairs", "", "", true},
		{"Certificate of Completion", "Certificate of Completion", "", "", true},
		// a table phrase ending in "in <field>" whose field goes on
		{"Master of Science in Nursing Informatics", "Master of Science in Nursing Informatics", "Nursing Informatics", "", true},
		{"Bachelor of Science in Nursing (BSN)", "Bachelor of Science in Nursing (BSN)", "Nursing", "", true},
		{"Bachelors of Science in Nursing", "Bachelors of Science in Nursing", "Nursing", "", true},
		{"Certificate III in Carpentry", "Certificate III in Carpentry", "Carpentry", "", true},
		{"Advanced Diploma of Civil Engineering", "Advanced Diploma of Civil Engineering", "", "", true},
		{"City & Guilds Level 3 Diploma in Professional Cookery", "City & Guilds Level 3 Diploma in Professional Cookery", "Professional Cookery", "", true},
		{"NCEA Level 3", "NCEA", "Level 3", "", true},
		{"Queensland Certificate of Education (QCE)", "Queensland Certificate of Education (QCE)", "", "", true},
		{"Diplôme d’études collégiales (DEC) en Soins infirmiers", "Diplôme d’études collégiales (DEC) en Soins infirmiers", "Soins infirmiers", "", true},
		{"Bacharelado em Fisioterapia", "Bacharelado em Fisioterapia", "Fisioterapia", "", true},
		{"Leaving Certificate", "Leaving Certificate", "", "", true},
		{"Abitur", "Abitur", "", "", true},
		{"Technik mechanik", "Technik", "mechanik", "", true},
		{"B. S. in Nursing", "B.S. in Nursing", "Nursing", "", true},
		{"Accelerated Bachelor of Science in Nursing", "Accelerated Bachelor of Science in Nursing", "Nursing", "", true},
		{"Second Degree BSN", "Second Degree BSN", "", "", true},
		{"MSN-FNP", "MSN-FNP", "", "", true},
		{"Postgraduate Diploma in Nursing", "Postgraduate Diploma in Nursing", "Nursing", "", true},
		{"Higher National Certificate in Electrical Engineering", "Higher National Certificate in Electrical Engineering", "Electrical Engineering", "", true},
		{"PGCE", "PGCE", "", "", true},
		{"Licenciado en Enfermería", "Licenciado en Enfermería", "Enfermería", "", true},
		{"A.S. (transfer degree)", "A.S.", "", "", true},
	}
	for _, tt := range tests {
		deg, major, minor, ok := parseDegree(tt.in)
		if ok != tt.ok || deg != tt.deg || major != tt.major || minor != tt.minor {
			t.Errorf("parseDegree(%q) = %q, %q, %q, %v; want %q, %q, %q, %v", tt.in, deg, major, minor, ok, tt.deg, tt.major, tt.minor, tt.ok)
		}
	}
}

func TestCertIssuers(t *testing.T) {
	tests := []struct {
		name, body string
		want       []Certification
	}{
		{"proper name after a dash", "Wilderness Rescue Card – Northfield Outdoor Medicine Group – exp. 05/2027",
			[]Certification{{Name: "Wilderness Rescue Card", IssuingOrganization: "Northfield Outdoor Medicine Group", ExpirationDate: "2027-05-01"}}},
		{"brand after a dash", "Kitchen Hygiene Card – SafePlate – 2024",
			[]Certification{{Name: "Kitchen Hygiene Card", IssuingOrganization: "SafePlate", IssueDate: "2024-01-01"}}},
		{"issuer in square brackets", "Rigging Signal Person [Harbor Lift Council] 2022",
			[]Certification{{Name: "Rigging Signal Person", IssuingOrganization: "Harbor Lift Council", IssueDate: "2022-01-01"}}},
		{"acronym issuer in brackets after an acronym", "TQRX (GLPA) – 2023",
			[]Certification{{Name: "TQRX", IssuingOrganization: "GLPA", IssueDate: "2023-01-01"}}},
		{"an issuer run into the name after its short form", "Certified Hand Therapist (CHT) Hand Therapy Certification Commission",
			[]Certification{{Name: "Certified Hand Therapist (CHT)", IssuingOrganization: "Hand Therapy Certification Commission"}}},
		{"a known issuer run into the name after it", "Pediatric Emergency Assessment American Heart Association",
			[]Certification{{Name: "Pediatric Emergency Assessment", IssuingOrganization: "American Heart Association"}}},
		{"short form in brackets stays in the name", "Certified Grant Writer (CGW) – 2021",
			[]Certification{{Name: "Certified Grant Writer (CGW)", IssueDate: "2021-01-01"}}},
		{"a level after a dash is not an issuer", "Harbor Cloud Engineer – Professional – 2022",
			[]Certification{{Name: "Harbor Cloud Engineer – Professional", IssueDate: "2022-01-01"}}},
		{"the spelled-out acronym is not an issuer", "GLRS – Grain Lift Rescue Skills – 2020",
			[]Certification{{Name: "GLRS – Grain Lift Rescue Skills", IssueDate: "2020-01-01"}}},
		{"organisation in brackets", "Wilderness First Aid (Harbor Ambulance), valid until 09/2026",
			[]Certification{{Name: "Wilderness First Aid", IssuingOrganization: "Harbor Ambulance", ExpirationDate: "2026-09-01"}}},
		{"membership number", "Chartered Surveyor (MRICS) – Royal Institution of Surveyors – Membership No. 445120 – 2016",
			[]Certification{{Name: "Chartered Surveyor (MRICS)", IssuingOrganization: "Royal Institution of Surveyors", IssueDate: "2016-01-01", CredentialID: "445120"}}},
		{"wrapped lines led by dashes", "Certified Grant Writer (CGW)\n— Grant Professionals Guild\n— 2022\nTQRX — 2020",
			[]Certification{{Name: "Certified Grant Writer (CGW)", IssuingOrganization: "Grant Professionals Guild", IssueDate: "2022-01-01"},
				{Name: "TQRX", IssueDate: "2020-01-01"}}},
		{"a date cut from its label", "Pool Operator — Lakeside Aquatics Guild — renew\n03/2027",
			[]Certification{{Name: "Pool Operator", IssuingOrganization: "Lakeside Aquatics Guild", ExpirationDate: "2027-03-01"}}},
		{"a lower-case remark after a dash", "Ohio RN License – registration exp. 10/31/2027",
			[]Certification{{Name: "Ohio RN License", ExpirationDate: "2027-10-31"}}},
		{"endorsements after a dash", "Ohio Class A CDL — H and N endorsements, tanker — exp. 2028",
			[]Certification{{Name: "Ohio Class A CDL", ExpirationDate: "2028-01-01"}}},
		{"names a narrow column wrapped, spelled out by their short forms", "Advanced Tower Rescue\nTechnician (ATRT)\nGrain Bin\nSafety Lead (GL-GBSL)\nWilderness First Aid\nCPR (Adult)",
			[]Certification{{Name: "Advanced Tower Rescue Technician (ATRT)"}, {Name: "Grain Bin Safety Lead (GL-GBSL)"},
				{Name: "Wilderness First Aid"}, {Name: "CPR (Adult)"}}},
		{"abbreviated issuer after a name written out, fields set apart by middle dots",
			"Certified Kiln Operator (CKO) · GKA · Cert. No. 7781 · Issued 02/2021 · Expires 02/2027\nCertified Glaze Technician (CGT) · GKA · Cert. No. 7781 · Issued 2022",
			[]Certification{{Name: "Certified Kiln Operator (CKO)", IssuingOrganization: "GKA", IssueDate: "2021-02-01", ExpirationDate: "2027-02-01", CredentialID: "7781"},
				{Name: "Certified Glaze Technician (CGT)", IssuingOrganization: "GKA", IssueDate: "2022-01-01", CredentialID: "7781"}}},
		{"a dot leader before the date", "Pool Operator – Lakeside Aquatics Guild..........\texp. 03/2027",
			[]Certification{{Name: "Pool Operator", IssuingOrganization: "Lakeside Aquatics Guild", ExpirationDate: "2027-03-01"}}},
		{"an issuer's short form in brackets", "Oregon Dog Groomer License (OBDG) – exp. 2028",
			[]Certification{{Name: "Oregon Dog Groomer License", IssuingOrganization: "OBDG", ExpirationDate: "2028-01-01"}}},
		{"the credential's own short form in brackets stays", "Certified Hemodialysis Technologist/Technician (CHT) – 2020",
			[]Certification{{Name: "Certified Hemodialysis Technologist/Technician (CHT)", IssueDate: "2020-01-01"}}},
		{"a remark in brackets", "Wilderness First Responder (WFR) – (lapsed when I moved abroad) – 2015",
			[]Certification{{Name: "Wilderness First Responder (WFR)", IssueDate: "2015-01-01"}}},
		{"a remark ends the name: nothing is composed across it", "Certified Grant Writer (CGW) – renewed after a lapse, Advanced – 2021",
			[]Certification{{Name: "Certified Grant Writer (CGW)", IssueDate: "2021-01-01"}}},
		{"a number with a year in it is no date", "OIIQ Nursing Permit (No. 2015-88412)",
			[]Certification{{Name: "OIIQ Nursing Permit", CredentialID: "2015-88412"}}},
		{"the issuer the name already names", "Harbor Pilot Level 2 — Harbor — 2019",
			[]Certification{{Name: "Harbor Pilot Level 2", IssuingOrganization: "Harbor", IssueDate: "2019-01-01"}}},
		{"endorsements listed under a licence", "Ohio Resident Educator License — exp. 06/2028\nEndorsements: Biology (7–12) · Chemistry (7–12)",
			[]Certification{{Name: "Ohio Resident Educator License", ExpirationDate: "2028-06-01"}}},
		{"a vendor certifying its product", "Quarry Analytics Certified Builder — Quarry — 2023",
			[]Certification{{Name: "Quarry Analytics Certified Builder", IssuingOrganization: "Quarry", IssueDate: "2023-01-01"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Structure("Jane Doe\nCERTIFICATIONS\n"+tt.body+"\n", Options{AsOf: testAsOf}).Certifications
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("certifications mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// Under "Education and licences", a title written out with its short form is a credential, not
// a line of the degree above it.
func TestCredentialSpelledOutUnderEducation(t *testing.T) {
	p := Structure("Jane Doe\nEducation and licences\n2013 – 2017\tBachelor of Science, Harbor State University\nRegistered Dietitian Nutritionist (RDN)\n", Options{AsOf: testAsOf})
	if len(p.Certifications) != 1 || p.Certifications[0].Name != "Registered Dietitian Nutritionist (RDN)" {
		t.Errorf("certifications = %+v", p.Certifications)
	}
	if len(p.Education) != 1 || p.Education[0].Institution != "Harbor State University" {
		t.Errorf("education = %+v", p.Education)
	}
	for _, s := range []string{"Bachelor of Science in Nursing (BSN)", "Intensive Care Unit (ICU)", "Registered Nurse"} {
		if spelledCredential(s) {
			t.Errorf("spelledCredential(%q) = true", s)
		}
	}
}

// A heading in a label gutter's cell starts its section however long the line it shares.
func TestLongGutterHeading(t *testing.T) {
	p := Structure("Jane Doe\nEXPERIENCE\tHarbor Heating, Kansas City, Missouri\n■ HVAC Technician\tMay 2016 – Present\n"+
		"TRAINING\tHarbor Community College – Business & Technology, Kansas City, Missouri\n■ Certificate of Achievement, Heating and Air Conditioning\t2016\n", Options{AsOf: testAsOf})
	if len(p.Education) != 1 || p.Education[0].Institution != "Harbor Community College" || p.Education[0].Degree != "Certificate of Achievement" {
		t.Errorf("education = %+v", p.Education)
	}
	if len(p.WorkHistory) != 1 {
		t.Errorf("work history = %+v", p.WorkHistory)
	}
}

// A page's number on a line of its own is no content; what an education entry taught, in lower
// case, is no credential.
func TestPageMarksAndTrainingLines(t *testing.T) {
	p := Structure("Jane Doe\nEDUCATION\nHarbor Line School\t2013\nElectrical Lineworker - Certificate of Completion\nClimbing, rigging and CDL training\n"+
		"CERTIFICATIONS\nOSHA 10-Hour Outreach\nPage 1 of 1\n", Options{AsOf: testAsOf})
	var names []string
	for _, c := range p.Certifications {
		names = append(names, c.Name)
	}
	if strings.Join(names, "|") != "OSHA 10-Hour Outreach" {
		t.Errorf("certifications = %q", names)
	}
	for s, want := range map[string]bool{"Page 2": true, "page 1 of 3": true, "2 / 3": true, "Page Memorial Hospital": false, "24/7": false, "12": false,
		"Page 1 / 2 - Curriculum vitæ of Ines Barros": true, "Résumé of Tomas Vidal – Page 2 of 2": true, "Page 2 - Certifications and licences": false} {
		if pageMark(s) != want {
			t.Errorf("pageMark(%q) = %v", s, !want)
		}
	}
	for s, want := range map[string]bool{"CV made with JSON Resume using theme Harbor by someone": true, "Generated by the Harbor resume builder": true,
		"Built with Typst from a template": true, "Built a LaTeX template library for the lab's reports": false, "Made with love": false} {
		if creditLine(s) != want {
			t.Errorf("creditLine(%q) = %v", s, !want)
		}
	}
}

func TestCredentialsUnderLicensesAndSkills(t *testing.T) {
	p := Structure("Jane Doe\nLICENSES & SKILLS\nHarbor Dental Hygiene License\nLocal Anesthesia Certification\nCPR for Healthcare Providers\nDentrix\nCavitron\n", Options{AsOf: testAsOf})
	var got []string
	for _, c := range p.Certifications {
		got = append(got, c.Name)
	}
	want := []string{"Harbor Dental Hygiene License", "Local Anesthesia Certification", "CPR for Healthcare Providers"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("certifications (-want +got):\n%s", diff)
	}
}

func TestIssuerLine(t *testing.T) {
	for s, want := range map[string]bool{
		"Texas Board of Nursing":                       true,
		"Board of Certification for Emergency Nursing": true,
		"Children's Hospital":                          true,
		"Respiratory Care":                             false, // a specialty a narrow column wrapped out of a credential's name
		"Critical Care":                                false,
		"Certified Emergency Nurse":                    false,
	} {
		if got := issuerLine(s); got != want {
			t.Errorf("issuerLine(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestInstitutionLike(t *testing.T) {
	for s, want := range map[string]bool{
		"Harbor State University": true,
		"Virginia Tech":           true,
		"UA Local 290 Plumbers & Steamfitters Apprenticeship": true,
		"Job Corps Harbor M. Lake Jr. Center":                 true,
		"Maple Grove University Hospital":                     false, // an employer
		"Harbor University Medical Center":                    false,
		"Scrub Tech":                                          false, // a job title
		"07/2019 - Present | Harbor Community Hospital | Surgical Services - CST - Scrub Tech": false,
	} {
		if got := institutionLike(s); got != want {
			t.Errorf("institutionLike(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestPositionAtAUniversityHospitalInNotes(t *testing.T) {
	p := Structure("Recruiter notes - phone screen Nov 2026\nCand: Jane Doe. Lives North Metro, GA 30029.\n"+
		"Currently RN, Mother-Baby, Maple Grove University Hospital, September 2024 -> present.\n"+
		"Was Registered Nurse, Postpartum, Millbrook Community Hospital, March 2022 -> September 2024.\n", Options{AsOf: testAsOf})
	var got []string
	for _, j := range p.WorkHistory {
		got = append(got, j.Employer)
	}
	want := []string{"Maple Grove University Hospital", "Millbrook Community Hospital"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("employers (-want +got):\n%s", diff)
	}
}

func TestPositionLabelsWithASlashAndLettersAfterTheTitle(t *testing.T) {
	text := "Jane Doe\nExperience\n\nPT, DPT\nRidgeway Orthopedic PT · Full-time\nApr 2023 - Present · 3 yrs 7 mos\nUnit/area: Outpatient Ortho/Sports\n\n" +
		"Registered Nurse\nGranite Peak Hospital · Full-time\nJun 2016 - Aug 2019 · 3 yrs 2 mos\nUnit/area: Home Health\n"
	p := Structure(text, Options{AsOf: testAsOf})
	var got []string
	for _, j := range p.WorkHistory {
		got = append(got, j.Employer+" | "+j.Title)
	}
	want := []string{"Ridgeway Orthopedic PT | PT", "Granite Peak Hospital | Registered Nurse"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("positions (-want +got):\n%s", diff)
	}
}

func TestEmployerIsANameNotTheNoteAfterTheTitle(t *testing.T) {
	p := Structure("Jane Doe\nEXPERIENCE\nHVAC/R Tech - rooftop units & chillers — Harbor Freight Lines, New York, NY\n03/2021 - Present\n", Options{AsOf: testAsOf})
	if len(p.WorkHistory) != 1 || p.WorkHistory[0].Employer != "Harbor Freight Lines" || p.WorkHistory[0].Title != "HVAC/R Tech" {
		t.Errorf("work history = %+v, want one position: HVAC/R Tech at Harbor Freight Lines", p.WorkHistory)
	}
}

func TestQualificationsAsSchooling(t *testing.T) {
	uk := Structure("Jane Doe\nQualifications\nCertificate III in Electrotechnology Electrician\tJanuary 2014 – June 2018\nTAFE Harbor\n"+
		"Harbor Certificate of Education\t2008 – 2013\nHarbor State High School\n", Options{AsOf: testAsOf})
	if len(uk.Education) != 2 || uk.Education[0].Institution != "TAFE Harbor" || uk.Education[1].Institution != "Harbor State High School" {
		t.Errorf("education = %+v, want the two schools under Qualifications", uk.Education)
	}
	us := Structure("Jane Doe\nQualifications\n• 8 years of ICU nursing\nStrong charge nurse and preceptor experience\nBilingual English and Spanish\n", Options{AsOf: testAsOf})
	if len(us.Education) != 0 {
		t.Errorf("education = %+v, want none: a summary of qualifications", us.Education)
	}
}

package taxonomy

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/recruitd/recruitd/internal/ascii"
)

// found is a Match without offsets, for tables where the text says where.
type found struct {
	ID   ID
	Text string
}

func findAll(text string) []found {
	var out []found
	for _, m := range Find(text) {
		out = append(out, found{m.ID, m.Text})
	}
	return out
}

func checkSpans(t *testing.T, text string, ms []Match) {
	t.Helper()
	last := 0
	for _, m := range ms {
		if m.Start < last || m.Start >= m.End || m.End > len(text) {
			t.Fatalf("match %+v out of order or out of bounds in %q", m, text)
		}
		if text[m.Start:m.End] != m.Text {
			t.Errorf("text[%d:%d] = %q, want Text %q", m.Start, m.End, text[m.Start:m.End], m.Text)
		}
		last = m.Start
	}
}

func TestFind(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []found
	}{
		// Synonyms and abbreviations, per kind.
		{"profession title", "Registered Nurse", []found{{"profession:rn", "Registered Nurse"}}},
		{"profession abbreviation", "RN", []found{{"profession:rn", "RN"}}},
		{"profession dotted", "R.N.", []found{{"profession:rn", "R.N."}}},
		{"dotted without final stop", "R.N", []found{{"profession:rn", "R.N"}}},
		{"abbreviation plural", "RNs and LPNs", []found{{"profession:rn", "RNs"}, {"profession:lpn", "LPNs"}}},
		{"title plural", "Registered Nurses wanted", []found{{"profession:rn", "Registered Nurses"}}},
		{"lvn is lpn", "LVN", []found{{"profession:lpn", "LVN"}}},
		{"credential title", "COTA/L", []found{{"profession:cota", "COTA/L"}, {"cert:cota", "COTA/L"}, {"license:ota", "COTA/L"}}},
		{"pa-c", "Jane Doe, PA-C", []found{{"profession:pa", "PA-C"}, {"cert:pa-c", "PA-C"}}},
		{"specialty synonyms", "Critical Care, MICU, SICU, CVICU", []found{
			{"specialty:icu", "Critical Care"}, {"specialty:micu", "MICU"}, {"specialty:sicu", "SICU"}, {"specialty:cvicu", "CVICU"},
		}},
		{"specialty hyphen slash space", "Med-Surg, Med/Surg, Med Surg, medical-surgical", []found{
			{"specialty:med-surg", "Med-Surg"}, {"specialty:med-surg", "Med/Surg"}, {"specialty:med-surg", "Med Surg"},
			{"specialty:med-surg", "medical-surgical"},
		}},
		{"ampersand", "L&D and Labor & Delivery and labor and delivery", []found{
			{"specialty:labor-delivery", "L&D"}, {"specialty:labor-delivery", "Labor & Delivery"}, {"specialty:labor-delivery", "labor and delivery"},
		}},
		{"step-down", "PCU/step-down", []found{{"specialty:pcu", "PCU"}, {"specialty:pcu", "step-down"}}},
		{"ed synonyms", "ER, ED, Emergency Department", []found{
			{"specialty:ed", "ER"}, {"specialty:ed", "ED"}, {"specialty:ed", "Emergency Department"},
		}},
		{"tele", "Tele/Telemetry", []found{{"specialty:telemetry", "Tele"}, {"specialty:telemetry", "Telemetry"}}},
		{"perioperative", "Perioperative services, OR and PACU", []found{
			{"specialty:or", "Perioperative"}, {"specialty:or", "OR"}, {"specialty:pacu", "PACU"},
		}},
		{"psych", "psych/behavioral health", []found{{"specialty:psych", "psych/behavioral"}}},
		{"long-term care", "long term care, SNF", []found{{"specialty:ltc", "long term care"}, {"specialty:ltc", "SNF"}}},
		{"certifications", "BLS, ACLS, PALS, NRP, TNCC, ENPC, CCRN, CEN, CNOR, OCN, PCCN", []found{
			{"cert:bls", "BLS"}, {"cert:acls", "ACLS"}, {"cert:pals", "PALS"}, {"cert:nrp", "NRP"}, {"cert:tncc", "TNCC"},
			{"cert:enpc", "ENPC"}, {"cert:ccrn", "CCRN"}, {"cert:cen", "CEN"}, {"cert:cnor", "CNOR"}, {"cert:ocn", "OCN"},
			{"cert:pccn", "PCCN"},
		}},
		{"certification long names", "Advanced Cardiac Life Support and basic life support", []found{
			{"cert:acls", "Advanced Cardiac Life Support"}, {"cert:bls", "basic life support"},
		}},
		{"cpr", "CPR/AED", []found{{"cert:cpr", "CPR/AED"}}},
		{"licence wording", "Active RN license required", []found{{"license:rn", "RN license"}}},
		{"compact licence", "Multistate/compact license", []found{{"license:multistate", "compact license"}}},
		{"compact rn licence", "compact RN license", []found{{"license:rn", "compact RN license"}, {"license:multistate", "compact RN license"}}},
		{"skills", "Golang, Kubernetes/k8s, Postgres, JS, AWS", []found{
			{"skill:go", "Golang"}, {"skill:kubernetes", "Kubernetes"}, {"skill:kubernetes", "k8s"},
			{"skill:postgresql", "Postgres"}, {"skill:javascript", "JS"}, {"skill:aws", "AWS"},
		}},
		{"symbols in names", "C++, C#, .NET and Node.js", []found{
			{"skill:cpp", "C++"}, {"skill:csharp", "C#"}, {"skill:dotnet", ".NET"}, {"skill:nodejs", "Node.js"},
		}},
		{"trades", "MIG/TIG welding, OSHA 30, EPA 608, CDL-A", []found{
			{"skill:welding-mig", "MIG"}, {"skill:welding-tig", "TIG welding"}, {"cert:osha-30", "OSHA 30"},
			{"cert:epa-608", "EPA 608"}, {"license:cdl-a", "CDL-A"},
		}},
		{"degrees", "ADN, BSN, MSN, DNP, MBA, PhD", []found{
			{"degree:adn", "ADN"}, {"degree:bsn", "BSN"}, {"degree:msn", "MSN"}, {"degree:dnp", "DNP"},
			{"degree:mba", "MBA"}, {"degree:phd", "PhD"},
		}},
		{"degree long names", "Bachelor’s degree; high school diploma or GED", []found{
			{"degree:bachelor", "Bachelor’s degree"}, {"degree:high-school", "high school diploma"}, {"degree:ged", "GED"},
		}},
		{"languages", "Fluent in Spanish and Tagalog; some Español", []found{
			{"lang:spanish", "Spanish"}, {"lang:tagalog", "Tagalog"}, {"lang:spanish", "Español"},
		}},

		// Longest match.
		{"longest: nurse practitioner", "Nurse Practitioner", []found{{"profession:np", "Nurse Practitioner"}}},
		{"longest: lpn not nurse", "Licensed Practical Nurse", []found{{"profession:lpn", "Licensed Practical Nurse"}}},
		{"longest: pta not pt", "Physical Therapist Assistant", []found{{"profession:pta", "Physical Therapist Assistant"}}},
		{"longest: micu not icu", "Medical Intensive Care Unit", []found{{"specialty:micu", "Medical Intensive Care Unit"}}},
		{"longest: nicu not icu", "Neonatal Intensive Care Unit", []found{{"specialty:nicu", "Neonatal Intensive Care Unit"}}},
		{"longest: picu not peds and icu", "Pediatric ICU", []found{{"specialty:picu", "Pediatric ICU"}}},
		{"longest: bsn not bs", "Bachelor of Science in Nursing", []found{{"degree:bsn", "Bachelor of Science in Nursing"}}},
		{"longest: critical care nurse", "critical care nurse", []found{{"specialty:icu", "critical care"}, {"profession:rn", "nurse"}}},
		{"longest: enpc not emergency", "Emergency Nursing Pediatric Course", []found{{"cert:enpc", "Emergency Nursing Pediatric Course"}}},
		{"longest: rt(r) not rt", "RT(R)", []found{{"profession:rad-tech", "RT(R)"}, {"cert:arrt-r", "RT(R)"}}},
		{"longest: associate professor", "Associate Professor", []found{{"profession:professor", "Associate Professor"}}},

		// Word boundaries and case.
		{"or the word", "ICU or ER", []found{{"specialty:icu", "ICU"}, {"specialty:ed", "ER"}}},
		{"abbreviation inside a phrase", "the main or backup unit; Main OR", []found{{"specialty:or", "Main OR"}}},
		{"and OR", "ICU and OR experience", []found{{"specialty:icu", "ICU"}, {"specialty:or", "OR"}}},
		{"and/or in capitals", "ACLS AND/OR PALS", []found{{"cert:acls", "ACLS"}, {"cert:pals", "PALS"}}},
		{"or at sentence start", "Or a step-down unit", []found{{"specialty:pcu", "step-down unit"}}},
		{"er the word", "I was, er, a nurse", []found{{"profession:rn", "nurse"}}},
		{"pt inside apt", "Lives in apt 4; adapt quickly", nil},
		{"pt in part-time", "FT/PT available", nil},
		{"cna vs can", "I CAN lift 50 lbs and can work nights", nil},
		{"cna", "CNA", []found{{"profession:cna", "CNA"}, {"cert:cna", "CNA"}}},
		{"lower-case abbreviation", "icu rn bls", nil},
		{"word inside word", "Portugal, Oregano, Telescope", nil},
		{"ot overtime", "OT hours paid weekly", nil},
		{"pt/inr lab", "Monitored PT/INR", nil},
		{"emergency contact", "Emergency contact: Jane", nil},
		{"epic the word", "an epic journey; charted in Epic", []found{{"skill:epic", "Epic"}}},
		{"polish the verb", "polish floors; speaks Polish", []found{{"lang:polish", "Polish"}}},

		// List-only names.
		{"go in a list", "Languages: Go, Python", []found{{"skill:go", "Go"}, {"skill:python", "Python"}}},
		{"go in prose", "Go-getter who will go the extra mile", nil},
		{"go alone", "Go", []found{{"skill:go", "Go"}}},
		{"go bullet", "- Go\n- Rust", []found{{"skill:go", "Go"}, {"skill:rust", "Rust"}}},
		{"react in prose", "React quickly to emergencies", nil},
		{"c in a list", "C, C++ and Java", []found{{"skill:c", "C"}, {"skill:cpp", "C++"}, {"skill:java", "Java"}}},
		{"hepatitis c", "Hepatitis C", nil},

		// State codes in addresses.
		{"city comma state zip", "Pittsburgh, PA 15213", nil},
		{"city comma state", "Portland, OR", nil},
		{"state before zip", "Portland OR 97201", nil},
		{"specialty list is not an address", "ICU, OR, PACU", []found{{"specialty:icu", "ICU"}, {"specialty:or", "OR"}, {"specialty:pacu", "PACU"}}},
		{"lower-case word before comma", "days, OR nights", []found{{"specialty:or", "OR"}}},
		{"physician assistant in prose", "Worked as a PA in Pittsburgh", []found{{"profession:pa", "PA"}}},
		{"state of a licence", "Active PA RN license; licensed in PA", []found{{"license:rn", "RN license"}}},
		{"comma first", ", PA", []found{{"profession:pa", "PA"}}},
		{"or rn is the operating room", "OR RN needed", []found{{"specialty:or", "OR"}, {"profession:rn", "RN"}}},
		{"ct in an address is connecticut", "Stamford, CT 06901", nil},
		{"ct as a modality", "Radiography and CT experience", []found{{"specialty:radiography", "Radiography"}, {"specialty:ct", "CT"}}},
		{"part-time", "Part-time (PT) hours", nil},

		{"nothing", "", nil},
		{"only punctuation", " -- / ,,, ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkSpans(t, tt.text, Find(tt.text))
			if diff := cmp.Diff(tt.want, findAll(tt.text)); diff != "" {
				t.Errorf("Find(%q) (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}

func TestFindSpans(t *testing.T) {
	text := "Café nurse — L&D, RT(R).\nR.N"
	want := []Match{
		{ID: "profession:rn", Start: 6, End: 11, Text: "nurse"},
		{ID: "specialty:labor-delivery", Start: 16, End: 19, Text: "L&D"},
		{ID: "profession:rad-tech", Start: 21, End: 26, Text: "RT(R)"},
		{ID: "cert:arrt-r", Start: 21, End: 26, Text: "RT(R)"},
		{ID: "profession:rn", Start: 28, End: 31, Text: "R.N"},
	}
	if diff := cmp.Diff(want, Find(text)); diff != "" {
		t.Errorf("Find(%q) (-want +got):\n%s", text, diff)
	}
}

func TestNormalize(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []ID
	}{
		{"resume title line", "Registered Nurse, CVICU — St. Mary's Medical Center, Austin, TX (2019–Present)",
			[]ID{"profession:rn", "specialty:cvicu"}},
		{"resume credentials line", "BSN, RN, CCRN | BLS, ACLS, PALS certified | Compact license (Texas)",
			[]ID{"degree:bsn", "profession:rn", "cert:ccrn", "cert:bls", "cert:acls", "cert:pals", "license:multistate"}},
		{"job requirements", "Seeking ICU RN with 2+ years critical care experience. Must have active RN license and BLS/ACLS. Epic experience preferred.",
			[]ID{"specialty:icu", "profession:rn", "license:rn", "cert:bls", "cert:acls", "skill:epic"}},
		{"travel l&d posting", "Travel L&D nurse needed: 13 weeks, nights. NRP and C-EFM required.",
			[]ID{"specialty:labor-delivery", "profession:rn", "cert:nrp", "cert:c-efm"}},
		{"med-surg tele", "Med-Surg/Tele RN - 36 hrs/wk, PCU float",
			[]ID{"specialty:med-surg", "specialty:telemetry", "profession:rn", "specialty:pcu"}},
		{"np", "Family Nurse Practitioner (FNP-C) in primary care, DEA license",
			[]ID{"profession:np", "specialty:primary-care", "cert:fnp-c", "license:dea"}},
		{"therapy posting", "Outpatient PT clinic seeks PT/PTA; DPT preferred",
			[]ID{"specialty:ambulatory", "profession:pt", "profession:pta", "degree:dpt"}},
		{"software resume", "Senior Software Engineer — Go/Golang, Kubernetes (k8s), PostgreSQL, AWS",
			[]ID{"profession:software-engineer", "skill:go", "skill:kubernetes", "skill:postgresql", "skill:aws"}},
		{"data posting", "Data Engineer: Python, SQL, Airflow, dbt, Snowflake; Spark a plus",
			[]ID{"profession:data-engineer", "specialty:data-engineering", "skill:python", "skill:sql", "skill:airflow", "skill:dbt", "skill:snowflake", "skill:spark"}},
		{"warehouse resume", "Forklift certified warehouse associate, OSHA 10, pallet jack, RF scanner",
			[]ID{"cert:forklift", "profession:warehouse-associate", "cert:osha-10", "skill:pallet-jack", "skill:rf-scanner"}},
		{"trades resume", "Welder with MIG/TIG experience, EPA 608 Universal, CDL Class A",
			[]ID{"profession:welder", "skill:welding-mig", "skill:welding-tig", "cert:epa-608-universal", "license:cdl-a"}},
		{"teaching resume", "Special Education Teacher, M.Ed., state teaching license, IEPs",
			[]ID{"profession:special-education-teacher", "degree:med", "license:teaching", "skill:iep"}},
		{"office resume", "Administrative Assistant: Microsoft Office, QuickBooks, data entry, multi-line phones",
			[]ID{"profession:administrative-assistant", "skill:microsoft-office", "skill:quickbooks", "skill:data-entry", "skill:multi-line-phones"}},
		{"languages and education", "Bilingual Spanish/English; high school diploma",
			[]ID{"lang:spanish", "lang:english", "degree:high-school"}},
		{"address is not a state or profession", "1200 Main St, Apt 4, Pittsburgh, PA 15213", []ID{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Normalize(tt.text), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Normalize(%q) (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}

func TestFindStates(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []found
	}{
		{"codes and names", "Licensed in TX, NM and AZ; previously New York", []found{
			{"state:TX", "TX"}, {"state:NM", "NM"}, {"state:AZ", "AZ"}, {"state:NY", "New York"},
		}},
		{"dc before washington", "Washington, D.C. and Washington state", []found{{"state:DC", "Washington, D.C."}, {"state:WA", "Washington"}}},
		{"address", "Pittsburgh, PA 15213", []found{{"state:PA", "PA"}}},
		{"lower-case code is a word", "in or out, ok", nil},
		{"territories", "Guam and the US Virgin Islands", []found{{"state:GU", "Guam"}, {"state:VI", "US Virgin Islands"}}},
		{"as is not american samoa", "AS NEEDED", nil},
		{"no concepts", "ICU RN", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ms := FindStates(tt.text)
			checkSpans(t, tt.text, ms)
			var got []found
			for _, m := range ms {
				got = append(got, found{m.ID, m.Text})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("FindStates(%q) (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}

func TestFindIgnoresStates(t *testing.T) {
	if got := Find("Texas, TX, Oregon"); len(got) != 0 {
		t.Errorf("Find(states) = %v, want nothing", got)
	}
}

func FuzzFind(f *testing.F) {
	for _, s := range []string{
		"", "ICU RN", "Portland, OR 97201", "L&D, RT(R)(CT), C++", "Café — Español",
		"- Go\n- Rust", "\xff\xfeICU", "R.N", "COTA/L", "FT/PT", ", PA", "PA RN", "a\u0301 ICU", "Washington, D.C.",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, find := range []func(string) []Match{Find, FindStates} {
			last := 0
			for _, m := range find(text) {
				if m.Start < last || m.Start >= m.End || m.End > len(text) {
					t.Fatalf("match %+v out of order or out of bounds for a text of %d bytes", m, len(text))
				}
				if text[m.Start:m.End] != m.Text {
					t.Fatalf("text[%d:%d] = %q, want %q", m.Start, m.End, text[m.Start:m.End], m.Text)
				}
				if utf8.ValidString(text) && !utf8.ValidString(m.Text) {
					t.Fatalf("match %+v splits a character", m)
				}
				last = m.Start
			}
		}
	})
}

// resume is about 580 words of the kind of text Find runs on: a long
// two-page resume.
var resume = strings.Repeat(`Jane Doe, BSN, RN, CCRN
Austin, TX 78701 | jane@example.com | (512) 555-0100

PROFESSIONAL SUMMARY
Registered Nurse with 8 years of critical care experience in MICU, CVICU and step-down units.
Compact license (Texas). BLS, ACLS, PALS and NIHSS certified. Charting in Epic and Cerner.

EXPERIENCE
Staff RN, CVICU - St. David's Medical Center, Austin, TX (2019 - Present)
- Managed post-operative open heart patients on IABP, Impella and CRRT; titrated vasoactive drips.
- Precepted new graduate nurses and served as charge nurse on nights.
Travel Nurse, MICU/SICU - various facilities (2016 - 2019)
- Floated to ER, PACU and Med-Surg/Tele as needed; 13-week contracts in CA, AZ and FL.

EDUCATION
Bachelor of Science in Nursing, University of Texas at Austin, 2016
Associate Degree in Nursing, Austin Community College, 2014

SKILLS
Ventilator management, EKG interpretation, IV starts, moderate sedation, patient education.
Languages: English (native), Spanish (conversational).
`, 4)

func BenchmarkFind(b *testing.B) {
	Find("") // build the catalog outside the timing
	b.SetBytes(int64(len(resume)))
	b.ReportAllocs()
	for b.Loop() {
		Find(resume)
	}
}

func BenchmarkNormalize(b *testing.B) {
	Find("")
	b.ReportAllocs()
	for b.Loop() {
		Normalize(resume)
	}
}

// TestFindLowered: FindLowered given the lower-cased text finds what Find
// does, in texts with capitals, other scripts and British spellings.
func TestFindLowered(t *testing.T) {
	for _, text := range []string{resume, "", "ICU RN, BLS; Paediatric ÉR nurse", "OR or ICU\nLicence: TX RN License"} {
		if got, want := FindLowered(text, ascii.Lower(text)), Find(text); !slices.Equal(got, want) {
			t.Errorf("FindLowered(%.40q) = %v, Find gives %v", text, got, want)
		}
	}
}

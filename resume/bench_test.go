package resume

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// twoPageResume is about 900 words: contact block, summary, eight positions with bullets,
// education, certifications, skills and languages.
func twoPageResume() string {
	var b strings.Builder
	b.WriteString("JANE A. DOE, RN, BSN, CCRN\n123 Main Street, Austin, TX 78701 | (512) 555-0147 | jane.doe@example.com\nlinkedin.com/in/janedoe | Open to relocation\n\n")
	b.WriteString("PROFESSIONAL SUMMARY\nCritical care Registered Nurse with 12 years of experience in ICU, ER and telemetry units, ")
	b.WriteString("precepting new graduates and leading rapid response teams in Level I trauma centers.\n\n")
	b.WriteString("PROFESSIONAL EXPERIENCE\n")
	employers := []string{"St. David's Medical Center", "Seton Healthcare Family", "Baylor Scott & White Health", "HCA Houston Healthcare",
		"Memorial Hermann Hospital", "Texas Children's Hospital", "Methodist Hospital", "Kindred Hospital"}
	titles := []string{"Registered Nurse, ICU", "Charge Nurse, ER", "Travel Nurse - Telemetry", "Staff Nurse, Med-Surg",
		"Rapid Response Nurse", "Registered Nurse, PICU", "Clinical Nurse II", "Nurse Extern"}
	for i := range employers {
		start, end := 2024-2*i, 2025-2*i
		if i == 0 {
			fmt.Fprintf(&b, "%s                       Mar %d – Present\n%s, Houston, TX\n", titles[i], start, employers[i])
		} else {
			fmt.Fprintf(&b, "%s | %s | Houston, TX | %02d/%d - %02d/%d\n", titles[i], employers[i], i+1, start-1, i+2, end-1)
		}
		for k := range 6 {
			fmt.Fprintf(&b, "• Managed care for %d critically ill patients per shift including ventilators, CRRT and titrated drips, item %d\n", k+2, k)
		}
		b.WriteString("\n")
	}
	b.WriteString("EDUCATION\nBachelor of Science in Nursing, The University of Texas at Austin, May 2012\nAssociate of Science, Austin Community College, 2009\n\n")
	b.WriteString("LICENSES & CERTIFICATIONS\nRegistered Nurse License, Texas, License No. RN123456, exp 2026\nBLS, American Heart Association, exp 05/2027\n")
	b.WriteString("ACLS (AHA) – Expires 06/2026\nPALS, AHA, 2023 - 2025\nCCRN, AACN, issued 03/2021\nTNCC, ENA, valid through 09/2026\n\n")
	b.WriteString("SKILLS\nClinical: Hemodynamic monitoring, Ventilator management (8 years), CRRT, Arterial lines, Central lines\n")
	b.WriteString("EMR: Epic (Expert), Cerner, Meditech\nLeadership, Communication, Critical thinking, Time management\n\n")
	b.WriteString("LANGUAGES\nEnglish (Native), Spanish (Fluent)\n")
	return b.String()
}

func BenchmarkStructure(b *testing.B) {
	text := twoPageResume()
	opt := Options{AsOf: testAsOf}
	Structure(text, opt) // compile the vocabulary and regexps outside the timing
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		Structure(text, opt)
	}
}

// BenchmarkParse parses whole documents with a text layer, extraction included: a two-page PDF
// of the corpus and its longest DOCX (the bar: p50 at most 20 ms).
func BenchmarkParse(b *testing.B) {
	for _, file := range []string{"114_cath_lab_manager_two_page_footer_chattanooga.pdf", "93_nigerian_rn_sugar_land.pdf", "110_hospice_rn_cover_letter_first_asheville.docx"} {
		data, err := os.ReadFile(filepath.Join("testdata", "corpus", file))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(file, func(b *testing.B) {
			p := &Parser{}
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.Parse(context.Background(), data, Options{AsOf: testAsOf}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestTwoPageResume(t *testing.T) {
	p := Structure(twoPageResume(), Options{AsOf: testAsOf})
	if len(p.WorkHistory) != 8 {
		t.Errorf("got %d positions, want 8: %+v", len(p.WorkHistory), viewJobs(p.WorkHistory))
	}
	for i, j := range p.WorkHistory {
		if j.Employer == "" || j.Title == "" || j.StartDate == "" || len(j.Responsibilities) != 6 {
			t.Errorf("position %d incomplete: %+v", i, j)
		}
	}
	if len(p.Certifications) != 6 {
		t.Errorf("got %d certifications, want 6: %+v", len(p.Certifications), p.Certifications)
	}
}

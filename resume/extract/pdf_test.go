package extract

import (
	"bytes"
	"compress/zlib"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestPDFLayout(t *testing.T) {
	// Two columns whose baselines line up row for row, under a full-width
	// name line, over a full-width footer.
	var twoCol []pdfLine
	twoCol = append(twoCol, pdfLine{50, 750, "Jordan Lee, Respiratory Therapist, Denver, CO 80202, 303-555-0100"})
	left := []string{"SKILLS", "Ventilator care", "ABG analysis", "Pulmonary rehab", "CERTIFICATIONS", "RRT, NBRC", "ACLS"}
	right := []string{"EXPERIENCE", "Lead therapist at Denver Health", "managing a team of nine staff and", "the adult ICU respiratory service", "Staff therapist at UCHealth from", "2015 to 2019 in the neonatal unit", "and the adult step-down units"}
	for i := range left {
		y := float64(700 - 14*i)
		twoCol = append(twoCol, pdfLine{50, y, left[i]}, pdfLine{300, y, right[i]})
	}
	twoCol = append(twoCol, pdfLine{50, 560, "References on request from every employer listed above, gladly"})

	// One column with right-aligned years: rows must stay whole.
	var dates []pdfLine
	dates = append(dates, pdfLine{50, 750, "CERTIFICATIONS AND LICENSES HELD OVER THE LAST DECADE, ALL CURRENT"})
	for i, c := range []string{"CCRN", "ACLS", "PALS", "TNCC", "NIHSS"} {
		dates = append(dates, pdfLine{50, float64(730 - 14*i), c}, pdfLine{500, float64(730 - 14*i), fmt.Sprint(2015 + i)})
	}
	dates = append(dates, pdfLine{50, 640, "Renewed on schedule through the employer's education department"})

	// A sidebar, with the name atop the main column in a larger font.
	var sidebar []pdfLine
	for i, l := range []string{"CONTACT", "Austin, TX 78701", "512-555-0100", "SKILLS", "Telemetry", "Epic"} {
		sidebar = append(sidebar, pdfLine{40, float64(740 - 14*i), l})
	}
	var main []pdfLine
	for i, l := range []string{"EXPERIENCE", "Charge nurse at St. David's Medical Center", "leading twelve nurses on the night shift", "Staff nurse at Seton Medical Center, Austin"} {
		main = append(main, pdfLine{220, float64(700 - 14*i), l})
	}
	nameOps := "BT /F1 22 Tf 1 0 0 1 220 735 Tm (Sam Rivera, RN) Tj ET\n"

	// A sidebar and a main column over a full-width table whose cells reach
	// into the gutter (one to 3 pt short of the main column), under a
	// heading below the sidebar's end.
	var overTable []pdfLine
	for i, l := range []string{"CONTACT", "Boise, ID 83702", "208-555-0100", "SKILLS", "Epic charting"} {
		overTable = append(overTable, pdfLine{50, float64(740 - 14*i), l})
	}
	jobs := []string{"EXPERIENCE", "Charge Nurse, Saint Alphonsus", "Mar 2019 - present", "Staff Nurse, St. Luke's Boise", "Jun 2015 - Feb 2019",
		"EDUCATION", "BSN, Boise State University, 2015", "Magna cum laude", "Dean's list, six terms", "Nursing honor society"}
	for i, l := range jobs {
		overTable = append(overTable, pdfLine{227, float64(745 - 13*i), l})
	}
	overTable = append(overTable, pdfLine{50, 605, "LICENSES"})
	for i, cells := range [][3]string{{"Name", "Issued by authority", "Expires"}, {"RN", "Idaho Board of Nursing", "11/2027"}, {"BLS", "AHA", "03/2027"}, {"ACLS", "American Heart Assoc", "03/2027"}} {
		y := float64(585 - 14*i)
		overTable = append(overTable, pdfLine{50, y, cells[0]}, pdfLine{110, y, cells[1]}, pdfLine{400, y, cells[2]})
	}

	// Section names in a narrow left cell beside their sections, a borderless table row per
	// line; the widest name comes closer to its text than a column gap.
	var side []pdfLine
	side = append(side, pdfLine{50, 760, "ROBIN OKAFOR, Mesa, AZ 85201, 480-555-0100"})
	rowsSide := [][2]string{{"PROFILE", "Dispatcher with six years on fire and EMS"}, {"", "radio channels and CAD."},
		{"EXPERIENCE", "Lead Dispatcher - Mesa Regional Comms"}, {"", "JAN 2021 - CURRENT"}, {"", "Dispatcher - Gila County 911"},
		{"", "MAY 2018 - DEC 2020"}, {"", "Trained eight new call-takers in 2020"}, {"", "Call-Taker - Apache Junction Police"},
		{"", "JUN 2016 - APR 2018"}, {"CERTIFICATIONS", "EMD - IAED - 2019"},
		{"", "CTO - APCO - 2020"}, {"LANGUAGES", "English, Spanish"}}
	for i, r := range rowsSide {
		y := float64(740 - 14*i)
		if r[0] != "" {
			side = append(side, pdfLine{50, y, r[0]})
		}
		side = append(side, pdfLine{140, y, r[1]})
	}

	// Dates in a left gutter under section names set at the margin (ESIEEcv, currvita): each
	// date beside its entry, the text column wrapping its lines.
	var gutter []pdfLine
	gutter = append(gutter, pdfLine{50, 760, "Robin Okafor, Mesa, AZ 85201, 480-555-0100"})
	rowsGutter := [][2]string{{"Experience", ""}, {"2021 - now", "Mesa Regional Comms. Lead Dispatcher."}, {"", "Fire and EMS radio channels and CAD for"},
		{"", "three cities and the county."}, {"2018 - 2020", "Gila County 911. Dispatcher."}, {"", "Trained eight new call-takers in 2020 and"},
		{"", "ran the night shift's quality reviews."}, {"Education", ""}, {"2018", "Mesa Community College. Certificate."},
		{"", "Public safety communications, 24 credits."}}
	for i, r := range rowsGutter {
		y := float64(740 - 14*i)
		if r[0] != "" {
			gutter = append(gutter, pdfLine{50, y, r[0]})
		}
		if r[1] != "" {
			gutter = append(gutter, pdfLine{140, y, r[1]})
		}
	}

	// A table whose cells wrap: rows 17 pt apart, the lines inside a cell 12 pt. Two
	// headings are closer than a tab ("Weeks" and "Dates", 6 pt), and so are the first two
	// cells of a row ("...Clinic" and "Pediatric"). A heading and a paragraph follow.
	wrapTable := func(wrap float64) []pdfLine {
		cols := []float64{50, 230, 320, 410, 446}
		lines := []pdfLine{{50, 730, "Assignments"}}
		y := 713.0
		for i, r := range [][][5]string{
			{{"Facility", "Unit", "City, ST", "Weeks", "Dates"}},
			{{"Cascade Children's Medical", "PICU", "Portland, OR", "13", "Mar 2026 - now"}, {"Center"}},
			{{"Gulf Shores Children's Clinic", "Pediatric", "Mobile, AL", "13", "Nov 2025 - Feb"}, {"", "CVICU", "", "", "2026"}},
			{{"Lone Pine Children's Hospital", "PICU", "Lubbock, TX", "26", "Apr 2025 - Oct"}, {"", "", "", "", "2025"}},
		} {
			if i > 0 {
				y -= 17
			}
			for k, l := range r {
				if k > 0 {
					y -= wrap
				}
				for c, text := range l {
					if text != "" {
						lines = append(lines, pdfLine{cols[c], y, text})
					}
				}
			}
		}
		return append(lines, pdfLine{50, y - 23, "Staff Experience"},
			pdfLine{50, y - 37, "Staff nurse at Red River Children's Hospital, Shreveport, LA, 2019 - 2024"})
	}

	tests := []struct {
		name    string
		content string
		want    []string // lines, in order
		absent  []string
	}{
		{
			name:    "a table's wrapped cells join their rows",
			content: textOps(10, wrapTable(12)...),
			want: []string{"Assignments\nFacility\tUnit\tCity, ST\tWeeks\tDates\n" +
				"Cascade Children's Medical Center\tPICU\tPortland, OR\t13\tMar 2026 - now\n" +
				"Gulf Shores Children's Clinic\tPediatric CVICU\tMobile, AL\t13\tNov 2025 - Feb 2026\n" +
				"Lone Pine Children's Hospital\tPICU\tLubbock, TX\t26\tApr 2025 - Oct 2025\n",
				"Staff Experience\nStaff nurse at Red River"},
		},
		{
			// Without padding, a wrapped line is as far from its row as the next row is:
			// each line is read as a row of its own, its cells still apart.
			name:    "lines of a table without padding stay apart",
			content: textOps(10, wrapTable(17)...),
			want: []string{"Facility\tUnit\tCity, ST\tWeeks\tDates\n", "Medical\tPICU", "\nCenter\n",
				"Gulf Shores Children's Clinic\tPediatric\tMobile, AL\t13\tNov 2025 - Feb\nCVICU\t2026\n"},
		},
		{
			name:    "section names beside their sections are read row by row",
			content: textOps(10, side...),
			want: []string{"ROBIN OKAFOR", "PROFILE\nDispatcher with six years", "radio channels", "EXPERIENCE\nLead Dispatcher",
				"JAN 2021 - CURRENT", "Trained eight", "CERTIFICATIONS\nEMD - IAED - 2019", "CTO - APCO", "LANGUAGES\nEnglish, Spanish"},
			absent: []string{"CERTIFICATIONS EMD"},
		},
		{
			name:    "dates in a gutter under headings at the margin are read with their rows",
			content: textOps(10, gutter...),
			want: []string{"Experience", "2021 - now\tMesa Regional Comms", "three cities", "2018 - 2020\tGila County 911",
				"night shift", "Education", "2018\tMesa Community College"},
		},
		{
			name:    "sidebar: name first, then the sidebar, then the main column",
			content: nameOps + textOps(10, sidebar...) + textOps(10, main...),
			want:    []string{"Sam Rivera, RN", "CONTACT", "Epic", "EXPERIENCE", "Staff nurse at Seton"},
		},
		{
			name:    "two columns",
			content: textOps(10, twoCol...),
			want:    append(append([]string{twoCol[0].text}, left...), append(right, "References on request")...),
		},
		{
			name:    "two columns over a full-width table",
			content: textOps(10, overTable...),
			want: append(append([]string{"CONTACT", "Boise, ID 83702", "208-555-0100", "SKILLS", "Epic charting"}, jobs...),
				"LICENSES", "Name\tIssued by authority\tExpires", "RN\tIdaho Board of Nursing\t11/2027", "ACLS\tAmerican Heart Assoc\t03/2027"),
		},
		{
			name:    "right-aligned dates stay on their rows",
			content: textOps(10, dates...),
			want:    []string{"CCRN\t2015", "ACLS\t2016", "PALS\t2017", "TNCC\t2018", "NIHSS\t2019", "Renewed"},
		},
		{
			name:    "words positioned without spaces",
			content: "BT /F1 10 Tf 72 700 Td [(Registered) -600 (Nurse) -50 (s)] TJ ET",
			want:    []string{"Registered Nurses"},
		},
		{
			name:    "runs drawn out of order",
			content: "BT /F1 10 Tf 1 0 0 1 132 700 Tm (Nurse) Tj 1 0 0 1 72 700 Tm (Licensed) Tj 1 0 0 1 72 686 Tm (Second line) Tj ET",
			want:    []string{"Licensed Nurse", "Second line"},
		},
		{
			name:    "fake bold is read once",
			content: "BT /F1 12 Tf 1 0 0 1 72 700 Tm (Jane Doe) Tj 1 0 0 1 72.3 700 Tm (Jane Doe) Tj ET",
			want:    []string{"Jane Doe"},
			absent:  []string{"Jane DoeJane", "Jane Doe Jane"},
		},
		{
			name:    "invisible OCR text counts",
			content: "BT 3 Tr /F1 10 Tf 72 700 Td (Scanned and recognised) Tj ET",
			want:    []string{"Scanned and recognised"},
		},
		{
			name:    "paragraph gap makes a blank line",
			content: textOps(10, pdfLine{72, 700, "EDUCATION"}, pdfLine{72, 688, "BSN, 2015"}, pdfLine{72, 650, "SKILLS"}),
			want:    []string{"EDUCATION\nBSN, 2015\n\nSKILLS"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Text(context.Background(), buildPDF(tt.content))
			if err != nil {
				t.Fatal(err)
			}
			if doc.Extractor != "pdf-go" {
				t.Errorf("extractor = %q, want pdf-go", doc.Extractor)
			}
			if err := checkInOrder(doc.Text, tt.want); err != nil {
				t.Errorf("%v\n%s", err, doc.Text)
			}
			for _, a := range tt.absent {
				if strings.Contains(doc.Text, a) {
					t.Errorf("text has %q:\n%s", a, doc.Text)
				}
			}
		})
	}
}

func TestPDFFormXObject(t *testing.T) {
	b := &pdfBuilder{header: "%PDF-1.4"}
	form := "BT /F1 10 Tf 72 700 Td (Text inside a form XObject, drawn by Do) Tj ET"
	b.add("<< /Type /Catalog /Pages 2 0 R >>")
	b.add("<< /Type /Pages /Kids [6 0 R] /Count 1 >>")
	b.add("<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>")
	b.add(fmt.Sprintf("<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Length %d >>\nstream\n%s\nendstream", len(form)+1, form))
	page := "q /X1 Do Q"
	b.add(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(page)+1, page))
	b.add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /X1 4 0 R >> >> /Contents 5 0 R >>")
	doc, err := Text(context.Background(), b.bytes())
	if err != nil || !strings.Contains(doc.Text, "Text inside a form XObject, drawn by Do") {
		t.Errorf("Text = %q, %v; want the form's text", doc.Text, err)
	}
}

// ToUnicode CMaps decide the text of composite (Type0) fonts, with 2-byte
// codes and widths from /W.
func TestPDFCompositeFont(t *testing.T) {
	cmap := `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
/CMapName /Test def
1 begincodespacerange <0000> <FFFF> endcodespacerange
2 beginbfchar <0003> <0020> <0011> <00E9> endbfchar
1 beginbfrange <0024> <003D> <0041> endbfrange
endcmap CMapName currentdict /CMap defineresource pop end end`
	// "RENEE" with é, through CIDs: R=0x0035, E=0x0028, N=0x0031.
	content := "BT /F1 10 Tf 72 700 Td <0035002800310011002800030028> Tj ET"
	b := &pdfBuilder{header: "%PDF-1.7"}
	b.add("<< /Type /Catalog /Pages 2 0 R >>")
	b.add("<< /Type /Pages /Kids [7 0 R] /Count 1 >>")
	b.add("<< /Type /Font /Subtype /Type0 /BaseFont /Test /Encoding /Identity-H /DescendantFonts [4 0 R] /ToUnicode 5 0 R >>")
	b.add("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Test /DW 600 /W [3 [250] 17 20 500] >>")
	b.add(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(cmap)+1, cmap))
	b.add(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content)+1, content))
	b.add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 6 0 R >>")
	doc, err := Text(context.Background(), b.bytes())
	if err != nil || !strings.Contains(doc.Text, "RENéE E") {
		t.Errorf("Text = %q, %v; want %q", doc.Text, err, "RENéE E")
	}
}

func TestPDFRepairs(t *testing.T) {
	good := buildPDF(textOps(10, pdfLine{72, 700, "Certified Nursing Assistant with five years in memory care"}))
	pdf20 := bytes.Replace(good, []byte("%PDF-1.4"), []byte("%PDF-2.0"), 1)
	tests := []struct {
		name string
		data []byte
	}{
		{"PDF 2.0 header", pdf20},
		{"junk after %%EOF", append(bytes.Clone(good), bytes.Repeat([]byte("garbage "), 40)...)},
		{"junk before the header", append([]byte("\r\n\r\nMIME junk\r\n"), good...)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := pdfGoText(context.Background(), tt.data)
			if err != nil || !strings.Contains(doc.Text, "Certified Nursing Assistant") {
				t.Errorf("pdfGoText = %q, %v", doc.Text, err)
			}
		})
	}
}

func TestPDFHostile(t *testing.T) {
	bomb := func() []byte {
		var z bytes.Buffer
		w := zlib.NewWriter(&z)
		w.Write(bytes.Repeat([]byte("0 0 m "), (maxContentBytes/6)+1000))
		w.Close()
		b := &pdfBuilder{header: "%PDF-1.4"}
		b.add("<< /Type /Catalog /Pages 2 0 R >>")
		b.add("<< /Type /Pages /Kids [4 0 R] /Count 1 >>")
		b.add(fmt.Sprintf("<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream", z.Len(), z.String()))
		b.add("<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>")
		return b.bytes()
	}
	cyclic := func() []byte {
		b := &pdfBuilder{header: "%PDF-1.4"}
		b.add("<< /Type /Catalog /Pages 2 0 R >>")
		b.add("<< /Type /Pages /Kids [2 0 R 3 0 R 2 0 R] /Count 5 >>")
		b.add("<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 5 >>")
		return b.bytes()
	}
	huge := bytes.Replace(buildPDF(textOps(10, pdfLine{72, 700, "x"})), []byte("/Size 7"), []byte("/Size 900000000000"), 1)
	tests := []struct {
		name string
		data []byte
	}{
		{"flate bomb content stream", bomb()},
		{"cyclic page tree", cyclic()},
		{"huge /Size", huge},
		{"garbage after the header", append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("\x00\xff<<[(/"), 2000)...)},
		{"unbalanced Q and bad operands", buildPDF("Q Q Q BT /F9 10 Tf (a) Tj 1 2 Tm Td T* ' \" TJ ET")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Text(context.Background(), tt.data)
			if err != nil && !errors.Is(err, ErrUnreadable) {
				t.Errorf("Text = %v; want text or ErrUnreadable", err)
			}
		})
	}
}

// The parser's lexer loops forever, without a read that could notice the
// deadline, on a hex string left open at the end of a stream it lexes in
// "end is white space" mode. Such streams must be refused before parsing.
func TestPDFUnterminatedHexStrings(t *testing.T) {
	cmapPDF := func(cmap string) []byte {
		content := "BT /F1 10 Tf 72 700 Td (Hello) Tj ET"
		b := &pdfBuilder{header: "%PDF-1.4"}
		b.add("<< /Type /Catalog /Pages 2 0 R >>")
		b.add("<< /Type /Pages /Kids [6 0 R] /Count 1 >>")
		b.add("<< /Type /Font /Subtype /TrueType /BaseFont /X /ToUnicode 4 0 R >>")
		b.add(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(cmap)+1, cmap))
		b.add(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content)+1, content))
		b.add("<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>")
		return b.bytes()
	}
	objStm := func() []byte {
		var z bytes.Buffer
		w := zlib.NewWriter(&z)
		w.Write([]byte("7 0 << /A <41"))
		w.Close()
		data := buildPDF("BT /F1 10 Tf 72 700 Td (Hello) Tj ET")
		extra := fmt.Sprintf("9 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream\nendobj\n", z.Len(), z.String())
		i := bytes.Index(data, []byte("xref"))
		return append(append(bytes.Clone(data[:i]), extra...), data[i:]...)
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"content ends in < Q (found by FuzzPDF)", buildPDF("BT /F1 10 Tf (ok) Tj ET /Font < Q")},
		{"content ends in <4", buildPDF("BT /F1 10 Tf (ok) Tj ET <4")},
		{"content ends in <<<", buildPDF("BT /F1 10 Tf (ok) Tj ET <<<")},
		{"ToUnicode ends in <00", cmapPDF("1 begincodespacerange <00> <FF> endcodespacerange 1 beginbfchar <48> <00")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			done := make(chan struct{})
			go func() {
				defer close(done)
				pdfGoText(context.Background(), tt.data)
			}()
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				t.Fatal("pdfGoText hangs")
			}
		})
	}
	// Objects in object streams are lexed when first resolved, deep inside
	// the parser: the file is refused up front.
	if _, err := pdfGoText(context.Background(), objStm()); err == nil || !strings.Contains(err.Error(), "object stream") {
		t.Errorf("pdfGoText(object stream ending in <41) = %v; want an error about the object stream", err)
	}
	indirectN := []byte("9 0 obj\n<< /Type /ObjStm /N 5 0 R /First 4 /Length 4 >>\nstream\n1 0 \nendstream\nendobj\n")
	if err := objStmsSafe(indirectN); err == nil {
		t.Error("objStmsSafe(/N 5 0 R) = nil; want an error (the parser loops over /N without reading)")
	}
}

func TestLexSafe(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"BT (a) Tj ET", true},
		{"<48656C6C6F> Tj", true},
		{"<< /A 1 >>", true},
		{"<<", true},
		{"<", false},
		{"<4", false},
		{"<48 65\n", false},
		{"< Q", false},
		{"<<<", false},
		{"<4Q", true},
		{"<QQ", true},
	}
	for _, tt := range tests {
		if got := lexSafe([]byte(tt.in)); got != tt.want {
			t.Errorf("lexSafe(%q) = %t, want %t", tt.in, got, tt.want)
		}
	}
}

// pdftotext takes over when the Go parser cannot read the file: here the
// startxref offset is wrong, which poppler repairs by scanning the file.
func TestPDFFallbackToPdftotext(t *testing.T) {
	requireTool(t, toolPDFToText, "poppler-utils")
	data := bytes.Clone(MustReadFile(t, "onecol.pdf"))
	i := bytes.LastIndex(data, []byte("startxref"))
	copy(data[i+len("startxref\n"):], "1")
	if _, err := pdfGoText(context.Background(), data); err == nil {
		t.Fatal("the damaged PDF still parses in Go; the test needs another kind of damage")
	}
	doc, err := Text(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Extractor != "pdftotext" || doc.Pages != 2 {
		t.Errorf("extractor, pages = %q, %d; want pdftotext, 2", doc.Extractor, doc.Pages)
	}
	if err := checkInOrder(doc.Text, MustKeyLines(t, "onecol.want")); err != nil {
		t.Error(err)
	}
}

func TestPDFToTextReadingOrder(t *testing.T) {
	requireTool(t, toolPDFToText, "poppler-utils")
	doc, err := pdfToText(context.Background(), MustReadFile(t, "twocol.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	if err := checkInOrder(normalize(doc.Text), MustKeyLines(t, "twocol.want")); err != nil {
		t.Error(err)
	}
}

// Resume 49 of the labelled corpus: a sidebar and a main column (a
// LibreOffice two-cell table) over a full-width bordered table whose cells
// straddle the gutter. The work history must read through, a line for each
// title, employer and dates, with the sidebar's sections before or after
// it, never inside.
func TestPDFCorpusColumnsOverTable(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "corpus", "49_cvicu_rn_san_diego.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := Text(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	text := doc.Text
	work := []string{
		"Clinical Employment",
		"CVICU Staff Nurse II", "Pacific Coast Heart Institute | San Diego, CA", "Feb. 2021 – present",
		"Cardiac Step-Down RN", "Mission Valley Medical Center | San Diego, CA", "Jun. 2017 – Jan. 2021",
		"Education", "San Diego State University",
		"Licenses & Certifications\nCredential\tIssued by\tNumber\tExpires",
	}
	if err := checkInOrder(text, work); err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	for _, l := range work[:7] {
		if !strings.Contains("\n"+text+"\n", "\n"+l+"\n") {
			t.Errorf("%q is not a line of its own:\n%s", l, text)
		}
	}
	from := strings.Index(text, work[0])
	to := strings.Index(text, work[6]) + len(work[6])
	for _, side := range []string{"Contact", "Cell: (619) 555-0142", "Languages", "Spanish – native", "Clinical Skills", "Epic, Pyxis"} {
		i := strings.Index(text, side)
		if i < 0 {
			t.Errorf("sidebar line %q is missing", side)
		} else if from <= i && i < to {
			t.Errorf("sidebar line %q is inside the work history:\n%s", side, text[from:to])
		}
	}
}

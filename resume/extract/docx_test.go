package extract

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestDOCXMarkup(t *testing.T) {
	tests := []struct {
		name   string
		body   string
		extra  []docxPart
		want   string // the whole text
		absent []string
	}{
		{
			name: "runs, tabs, breaks",
			body: `<w:p><w:r><w:t>Charge Nurse</w:t><w:tab/><w:t>2019</w:t><w:br/><w:t xml:space="preserve">Night </w:t></w:r><w:r><w:t>shift</w:t><w:cr/><w:t>ICU</w:t></w:r></w:p>`,
			want: "Charge Nurse\t2019\nNight shift\nICU",
		},
		{
			name: "runs of two styles that meet without a space are two fields",
			body: `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Associate of Applied Science, Respiratory Therapy</w:t></w:r><w:r><w:t>Pima Community College · 2017</w:t></w:r></w:p>` +
				`<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>R</w:t></w:r><w:r><w:t>egistered Nurse</w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve"> ICU</w:t></w:r><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>Nights</w:t></w:r></w:p>`,
			want: "Associate of Applied Science, Respiratory Therapy\tPima Community College · 2017\nRegistered Nurse ICUNights",
		},
		{
			name: "tab stops in paragraph properties are not tabs",
			body: `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs></w:pPr><w:r><w:t>Title</w:t></w:r></w:p>`,
			want: "Title",
		},
		{
			name: "hyphens and symbols",
			body: `<w:p><w:r><w:t>co</w:t><w:noBreakHyphen/><w:t>worker re</w:t><w:softHyphen/><w:t>sume </w:t><w:sym w:font="Symbol" w:char="F0B7"/><w:t>ok</w:t></w:r></w:p>`,
			want: "co-worker resume ok",
		},
		{
			name: "hyperlink and simple field keep their text",
			body: `<w:p><w:hyperlink r:id="rId1" xmlns:r="r"><w:r><w:t>jane@example.com</w:t></w:r></w:hyperlink><w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>`,
			want: "jane@example.com1",
		},
		{
			name:   "field instructions, deletions and hidden text are skipped",
			body:   `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>HYPERLINK "mailto:x"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Email me</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:del><w:r><w:delText>old job</w:delText></w:r></w:del><w:r><w:rPr><w:vanish/></w:rPr><w:t>secret</w:t></w:r><w:r><w:rPr><w:vanish w:val="0"/></w:rPr><w:t> shown</w:t></w:r></w:p>`,
			want:   "Email me shown",
			absent: []string{"HYPERLINK", "old job", "secret"},
		},
		{
			name: "skills grid: one line per row",
			body: `<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Java</w:t></w:r></w:p></w:tc><w:tc><w:p/></w:tc><w:tc><w:p><w:r><w:t>SQL</w:t></w:r></w:p></w:tc></w:tr><w:tr><w:tc><w:p><w:r><w:t>Go</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Rust</w:t></w:r></w:p></w:tc></w:tr></w:tbl>` + wp("After"),
			want: "Java | SQL\nGo | Rust\n\nAfter",
		},
		{
			name: "layout table: column by column",
			body: `<w:tbl><w:tr><w:tc>` + wp("SKILLS") + wp("Triage") + `</w:tc><w:tc>` + wp("EXPERIENCE") + wp("ER nurse") + `</w:tc></w:tr></w:tbl>`,
			want: "SKILLS\nTriage\n\nEXPERIENCE\nER nurse",
		},
		{
			name: "a tabular CV: a date's cell beside its entry",
			body: `<w:tbl><w:tr><w:tc>` + wp("05.2020 – heute") + `</w:tc><w:tc>` + wp("Pflegefachmann") + wp("Klinikum Nord, Lübeck") + `</w:tc></w:tr>` +
				`<w:tr><w:tc>` + wp("09.2016 – 04.2020") + `</w:tc><w:tc>` + wp("Altenpfleger") + wp("Haus am See, Eutin") + `</w:tc></w:tr></w:tbl>`,
			want: "05.2020 – heute\nPflegefachmann\nKlinikum Nord, Lübeck\n\n09.2016 – 04.2020\nAltenpfleger\nHaus am See, Eutin",
		},
		{
			name: "nested table",
			body: `<w:tbl><w:tr><w:tc>` + wp("Outer") + `<w:tbl><w:tr><w:tc>` + wp("a") + `</w:tc><w:tc>` + wp("b") + `</w:tc></w:tr></w:tbl></w:tc></w:tr></w:tbl>`,
			want: "Outer\na | b",
		},
		{
			name: "text box read once: Choice, not Fallback",
			body: `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>` + wp("Open to relocation") + `</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent>` + wp("Open to relocation") + `</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>Anchor paragraph</w:t></w:r></w:p>`,
			want: "Open to relocation\nAnchor paragraph",
		},
		{
			name: "Fallback alone is read",
			body: `<w:p><w:r><mc:AlternateContent><mc:Fallback><w:pict><v:textbox><w:txbxContent>` + wp("Only fallback") + `</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`,
			want: "Only fallback",
		},
		{
			name: "headings start blocks",
			body: wp("Jane Doe") + `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>EXPERIENCE</w:t></w:r></w:p>` + wp("Nurse"),
			want: "Jane Doe\n\nEXPERIENCE\nNurse",
		},
		{
			name:  "headers first, footers last, page numbers and repeats dropped",
			body:  wp("Body"),
			extra: []docxPart{{"word/header2.xml", wp("Jane Doe") + wp("Page 1 of 2")}, {"word/header1.xml", wp("Jane Doe")}, {"word/footer1.xml", wp("jane@example.com") + wp("3")}},
			want:  "Jane Doe\n\nBody\n\njane@example.com",
		},
		{
			name: "entities and non-breaking spaces",
			body: wp("R&amp;D &lt;lab&gt;\u00a0team"),
			want: "R&D <lab> team",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Text(context.Background(), buildDOCX(t, tt.body, tt.extra...))
			if err != nil {
				t.Fatal(err)
			}
			if doc.Text != tt.want {
				t.Errorf("text = %q, want %q", doc.Text, tt.want)
			}
			for _, a := range tt.absent {
				if strings.Contains(doc.Text, a) {
					t.Errorf("text has %q", a)
				}
			}
		})
	}
}

// A truncated upload loses the central directory; the local headers still
// give the parts written before the cut.
func TestDOCXTruncatedRecovers(t *testing.T) {
	full := MustReadFile(t, "header_table.docx")
	if _, err := zip.NewReader(bytes.NewReader(full[:len(full)*3/4]), int64(len(full)*3/4)); err == nil {
		t.Fatal("the truncated fixture still opens; cut it shorter")
	}
	doc, err := Text(context.Background(), full[:len(full)*3/4])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(doc.Text, "Telemetry monitoring | ACLS / BLS | Epic EHR") {
		t.Errorf("recovered text lacks the skills table:\n%s", doc.Text)
	}
}

func TestDOCXZipBomb(t *testing.T) {
	big := func(n int) string {
		return `<w:p><w:r><w:t>` + strings.Repeat("a", n) + `</w:t></w:r></w:p>`
	}
	// 20 MiB of one letter deflates about a thousandfold.
	data := buildDOCX(t, big(20<<20))
	_, err := Text(context.Background(), data)
	if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "zip bomb") {
		t.Errorf("Text(%d-byte bomb) = %v; want ErrUnreadable about a zip bomb", len(data), err)
	}
}

// The budget is shared by all parts of an archive, whatever their ratio.
func TestZipBudget(t *testing.T) {
	b := &zipBudget{left: 1000}
	first, err := io.ReadAll(b.reader(bytes.NewReader(make([]byte, 600)), 600))
	if err != nil || len(first) != 600 {
		t.Fatalf("first part: %d bytes, %v", len(first), err)
	}
	second, err := io.ReadAll(b.reader(bytes.NewReader(make([]byte, 600)), 600))
	if !errors.Is(err, errZipBomb) || len(second) != 400 {
		t.Errorf("second part: %d bytes, %v; want 400 bytes and errZipBomb", len(second), err)
	}
}

func TestDOCXDamagedXMLKeepsText(t *testing.T) {
	data := buildDOCX(t, wp("Kept before the damage")+`<w:p><w:r><w:t>cut &bogus; <<<`)
	doc, err := Text(context.Background(), data)
	if err != nil || !strings.Contains(doc.Text, "Kept before the damage") {
		t.Errorf("Text = %q, %v; want the text before the damage", doc.Text, err)
	}
}

package extract

import (
	"archive/zip"
	"bytes"
	"compress/zlib"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestTextFixtures(t *testing.T) {
	tests := []struct {
		file      string
		want      string // key lines, in reading order
		format    Format
		extractor string
		pages     int
	}{
		{"onecol.pdf", "onecol.want", PDF, "pdf-go", 2},
		{"onecol.docx", "onecol.want", DOCX, "docx", 0},
		{"onecol.doc", "onecol.want", DOC, "doc-piece-table", 0},
		{"twocol.pdf", "twocol.want", PDF, "pdf-go", 1},
		{"twocol.docx", "twocol.want", DOCX, "docx", 0},
		{"twocol.doc", "twocol.want", DOC, "doc-piece-table", 0},
		{"header_table.pdf", "header_table.want", PDF, "pdf-go", 1},
		{"header_table.docx", "header_table.want", DOCX, "docx", 0},
		{"header_table.doc", "header_table.want", DOC, "doc-piece-table", 0},
		{"plain_utf8.txt", "plain.want", TXT, "text-utf8", 0},
		{"plain_utf16.txt", "plain.want", TXT, "text-utf16le", 0},
		{"plain_utf16be.txt", "plain.want", TXT, "text-utf16be", 0},
		{"plain_cp1252.txt", "plain.want", TXT, "text-windows-1252", 0},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			doc, err := Text(context.Background(), MustReadFile(t, tt.file))
			if err != nil {
				t.Fatalf("Text(%s) = %v", tt.file, err)
			}
			if doc.Format != tt.format || doc.Extractor != tt.extractor || doc.Pages != tt.pages {
				t.Errorf("Text(%s) = format %q, extractor %q, %d pages; want %q, %q, %d",
					tt.file, doc.Format, doc.Extractor, doc.Pages, tt.format, tt.extractor, tt.pages)
			}
			if err := checkInOrder(doc.Text, MustKeyLines(t, tt.want)); err != nil {
				t.Errorf("Text(%s): %v\n%s", tt.file, err, doc.Text)
			}
			if err := checkNormalized(doc.Text); err != nil {
				t.Errorf("Text(%s): %v", tt.file, err)
			}
		})
	}
}

// Office formats keep table cells apart with " | "; text boxes come once;
// field codes never show.
func TestTextOfficeDetails(t *testing.T) {
	for _, file := range []string{"header_table.docx", "header_table.doc"} {
		t.Run(file, func(t *testing.T) {
			doc, err := Text(context.Background(), MustReadFile(t, file))
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{
				"Telemetry monitoring | ACLS / BLS | Epic EHR",
				"Sepsis protocols | Insulin drips | Spanish (conversational)",
				"Travel RN, Telemetry\tSt. David's Medical Center, Austin, TX\t2023 – Present",
			} {
				if !strings.Contains(doc.Text, want) {
					t.Errorf("Text(%s) lacks %q:\n%s", file, want, doc.Text)
				}
			}
			if n := strings.Count(doc.Text, "Available for 13-week contracts"); n != 1 {
				t.Errorf("Text(%s) has the text box %d times, want 1", file, n)
			}
			if strings.Contains(doc.Text, "HYPERLINK") || strings.Contains(doc.Text, "mailto") {
				t.Errorf("Text(%s) shows a field instruction:\n%s", file, doc.Text)
			}
			if !strings.HasPrefix(doc.Text, "JOHN Q. SMITH, RN\n") {
				t.Errorf("Text(%s) does not start with the header's name:\n%s", file, doc.Text)
			}
			if !strings.HasSuffix(doc.Text, "References available on request") {
				t.Errorf("Text(%s) does not end with the footer:\n%s", file, doc.Text)
			}
		})
	}
}

// In the two-column PDF every line of the left column comes before the right
// column's heading.
func TestTextTwoColumnPDFReadingOrder(t *testing.T) {
	doc, err := Text(context.Background(), MustReadFile(t, "twocol.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	exp := strings.Index(doc.Text, "EXPERIENCE")
	for _, left := range []string{"SKILLS", "WebPT documentation", "EDUCATION", "Doctor of Physical Therapy", "LICENSES", "LANGUAGES", "conversational French"} {
		if i := strings.Index(doc.Text, left); i < 0 || i > exp {
			t.Errorf("left-column %q at %d, EXPERIENCE at %d:\n%s", left, i, exp, doc.Text)
		}
	}
	for _, right := range []string{"Senior Physical Therapist", "Developed a vestibular", "mobilization", "therapists."} {
		if i := strings.Index(doc.Text, right); i < exp {
			t.Errorf("right-column %q at %d, before EXPERIENCE at %d", right, i, exp)
		}
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want Format
	}{
		{"pdf", MustReadFile(t, "onecol.pdf"), PDF},
		{"pdf after junk", append([]byte("junk\r\n"), MustReadFile(t, "twocol.pdf")...), PDF},
		{"docx", MustReadFile(t, "onecol.docx"), DOCX},
		{"docx truncated", MustReadFile(t, "onecol.docx")[:3000], DOCX},
		{"doc", MustReadFile(t, "onecol.doc"), DOC},
		{"utf-8", MustReadFile(t, "plain_utf8.txt"), TXT},
		{"utf-8 bom", append([]byte("\xEF\xBB\xBF"), MustReadFile(t, "plain_utf8.txt")...), TXT},
		{"utf-16 bom", MustReadFile(t, "plain_utf16.txt"), TXT},
		{"utf-16 no bom", MustReadFile(t, "plain_utf16.txt")[2:], TXT},
		{"windows-1252", MustReadFile(t, "plain_cp1252.txt"), TXT},
		{"png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), PNG},
		{"jpeg", []byte("\xFF\xD8\xFF\xE0\x00\x10JFIF\x00"), JPEG},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Detect(tt.data)
			if err != nil || got != tt.want {
				t.Errorf("Detect(%s) = %q, %v; want %q", tt.name, got, err, tt.want)
			}
		})
	}
}

func TestDetectRejects(t *testing.T) {
	xlsx := buildZip(t, map[string]string{"[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>"})
	odt := buildZip(t, map[string]string{"mimetype": "application/vnd.oasis.opendocument.text", "content.xml": "<office:document-content/>"})
	random := make([]byte, 4096)
	for i := range random {
		random[i] = byte(i*7919 + i*i*31 + 17) // deterministic noise
	}
	tests := []struct {
		name    string
		data    []byte
		want    error
		message string
	}{
		{"empty", nil, ErrUnreadable, "empty"},
		{"blank", []byte(" \n\t\n"), ErrUnreadable, "empty"},
		{"gif", []byte("GIF89a\x01\x00\x01\x00"), ErrUnsupported, "GIF"},
		{"xlsx", xlsx, ErrUnsupported, "XLSX"},
		{"odt", odt, ErrUnsupported, "ODT"},
		{"zip", buildZip(t, map[string]string{"a.txt": "hello"}), ErrUnsupported, "ZIP"},
		{"rtf", []byte(`{\rtf1\ansi\deff0 {\fonttbl {\f0 Times;}} Hello}`), ErrUnsupported, "RTF"},
		{"html", []byte("<!DOCTYPE html><html><body>Jane</body></html>"), ErrUnsupported, "HTML"},
		{"random bytes", random, ErrUnsupported, "binary"},
		{"xls", renamedStream(t, "Workbook"), ErrUnsupported, "XLS"},
		{"cfb header only", append(append([]byte{}, magicCFB...), make([]byte, 600)...), ErrUnreadable, "damaged Office compound file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Detect(tt.data)
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.message) {
				t.Errorf("Detect(%s) = %q, %v; want %v mentioning %q", tt.name, f, err, tt.want, tt.message)
			}
			if _, err := Text(context.Background(), tt.data); !errors.Is(err, tt.want) {
				t.Errorf("Text(%s) = %v; want %v", tt.name, err, tt.want)
			}
		})
	}
}

func buildZip(tb testing.TB, files map[string]string) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, body := range files {
		w, err := zw.Create(name)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := w.Write([]byte(body)); err != nil {
			tb.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func TestTextUnreadable(t *testing.T) {
	onecolPDF := MustReadFile(t, "onecol.pdf")
	tests := []struct {
		name    string
		data    []byte
		message string
	}{
		{"scanned pdf", MustReadFile(t, "scanned.pdf"), "no text layer"},
		{"rectangle-only pdf", buildPDF("0 0 1 rg 100 100 200 50 re f"), "no text layer"},
		{"truncated pdf", onecolPDF[:len(onecolPDF)/3], "PDF"},
		{"whitespace utf-16", []byte("\xFF\xFE \x00\n\x00"), "no readable text"},
		{"docx without text", buildDOCX(t, `<w:p/><w:p><w:r><w:t> </w:t></w:r></w:p>`), "no readable text"},
		{"docx cut after its document's name", MustReadFile(t, "onecol.docx")[:1340], "DOCX document is damaged"},
		{"zip truncated", MustReadFile(t, "onecol.docx")[:200], "damaged ZIP"},
		{"doc truncated", MustReadFile(t, "onecol.doc")[:1500], "damaged Office compound file"},
		{"doc without a FIB", brokenFIB(t, 1024), "Word document cannot be read"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Text(context.Background(), tt.data)
			if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), tt.message) {
				t.Errorf("Text(%s) = %q, %v; want ErrUnreadable mentioning %q", tt.name, doc.Text, err, tt.message)
			}
		})
	}
}

// brokenFIB is onecol.doc with the first n bytes of its FIB wiped.
func brokenFIB(tb testing.TB, n int) []byte {
	data := bytes.Clone(MustReadFile(tb, "onecol.doc"))
	i := bytes.Index(data, []byte{0xEC, 0xA5})
	if i < 0 {
		tb.Fatal("onecol.doc has no FIB signature")
	}
	clear(data[i : i+n])
	return data
}

// renamedStream is onecol.doc with its WordDocument stream renamed, which
// makes it some other kind of compound file.
func renamedStream(tb testing.TB, name string) []byte {
	data := bytes.Clone(MustReadFile(tb, "onecol.doc"))
	i := bytes.Index(data, utf16LE("WordDocument\x00"))
	if i < 0 {
		tb.Fatal("onecol.doc has no WordDocument directory entry")
	}
	clear(data[i : i+64])
	copy(data[i:], utf16LE(name))
	binary.LittleEndian.PutUint16(data[i+64:], uint16(2*len(name)+2))
	return data
}

// slowPDF has many pages that each interpret one long (deflated) content
// stream: a small file with enough work to outlast any short deadline.
func slowPDF() []byte {
	var z bytes.Buffer
	w := zlib.NewWriter(&z)
	w.Write([]byte(strings.Repeat("q 1 0 0 1 0 0 cm Q ", 500_000)))
	w.Close()
	b := &pdfBuilder{header: "%PDF-1.4"}
	b.add("<< /Type /Catalog /Pages 2 0 R >>")
	b.add("") // the page tree
	b.add(fmt.Sprintf("<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream", z.Len(), z.String()))
	var kids []string
	for range 60 {
		kids = append(kids, fmt.Sprintf("%d 0 R", b.add("<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>")))
	}
	b.objects[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(kids))
	return b.bytes()
}

func TestTextDeadline(t *testing.T) {
	data := slowPDF()
	before := runtime.NumGoroutine()

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := Text(ctx, data)
	if elapsed := time.Since(start); elapsed > time.Second {
		t.Errorf("Text returned %s after a 50ms deadline", elapsed)
	}
	if !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, ErrUnreadable) {
		t.Errorf("Text with the caller's deadline = %v; want the caller's context.DeadlineExceeded", err)
	}

	// The extractor's goroutine notices the deadline and ends.
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		buf = buf[:runtime.Stack(buf, true)]
		t.Errorf("%d goroutines still running after the deadline, %d before:\n%s", n, before, buf)
	}
}

func TestTextInternalTimeout(t *testing.T) {
	defer func(d time.Duration) { defaultTimeout = d }(defaultTimeout)
	defaultTimeout = 50 * time.Millisecond
	_, err := Text(context.Background(), slowPDF())
	if !errors.Is(err, ErrUnreadable) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Text past the internal timeout = %v; want ErrUnreadable and context.DeadlineExceeded", err)
	}
}

func TestTextCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Text(ctx, MustReadFile(t, "onecol.pdf")); !errors.Is(err, context.Canceled) {
		t.Errorf("Text(canceled) = %v; want context.Canceled", err)
	}
}

func TestTextRecoversPanics(t *testing.T) {
	saved := extractors[TXT]
	defer func() { extractors[TXT] = saved }()
	extractors[TXT] = func(context.Context, []byte) (Document, error) { panic("boom") }
	_, err := Text(context.Background(), []byte("hello"))
	if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "boom") {
		t.Errorf("Text with a panicking extractor = %v; want ErrUnreadable", err)
	}
}

func TestNormalize(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"crlf", "a\r\nb\rc", "a\nb\nc"},
		{"blank lines", "\n\na\n\n\n\nb\n\n", "a\n\nb"},
		{"spaces", "  a  b c \t d. Next  e  \n", "a\tb c\td. Next\te"},
		{"controls", "a\x00b\x07c\x1bd", "abcd"},
		{"form feed", "page 1\fpage 2", "page 1\n\npage 2"},
		{"invalid utf-8", "caf\xe9 ok", "caf ok"},
		{"nbsp and thin spaces", "a\u00a0b\u2009c\u202fd", "a b c d"},
		{"zero width and soft hyphen", "re\u00adsu\u200bme\ufeff", "resume"},
		{"ligatures", "\ufb01nance o\ufb03ce", "finance office"},
		{"hyphens", "co\u2011worker", "co-worker"},
		{"private bullets", "\uf0b7 Java\n\ue123x", "• Java\nx"},
		{"line separators", "a\u2028b\u2029c", "a\nb\nc"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := normalize(tt.in); got != tt.want {
				t.Errorf("normalize(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

package extract

import (
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// MustReadFile returns testdata/name.
func MustReadFile(tb testing.TB, name string) []byte {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// MustKeyLines returns the lines of testdata/name, one expected key line each.
func MustKeyLines(tb testing.TB, name string) []string {
	tb.Helper()
	var keys []string
	for l := range strings.SplitSeq(string(MustReadFile(tb, name)), "\n") {
		if l != "" {
			keys = append(keys, l)
		}
	}
	return keys
}

// checkInOrder reports the first key that is missing from text, or that
// appears only before the previous key.
func checkInOrder(text string, keys []string) error {
	pos := 0
	for i, k := range keys {
		j := strings.Index(text[pos:], k)
		if j < 0 {
			if strings.Contains(text, k) {
				return fmt.Errorf("key line %d %q is out of order (before %q)", i+1, k, keys[max(i-1, 0)])
			}
			return fmt.Errorf("key line %d %q is missing", i+1, k)
		}
		pos += j + len(k)
	}
	return nil
}

// checkNormalized reports a breach of the package's text contract.
func checkNormalized(text string) error {
	switch {
	case !utf8.ValidString(text):
		return fmt.Errorf("not valid UTF-8")
	case strings.ContainsAny(text, "\x00\r\f\v"):
		return fmt.Errorf("control characters left in")
	case strings.Contains(text, "\n\n\n"):
		return fmt.Errorf("more than one blank line in a row")
	case strings.Contains(text, "  "):
		return fmt.Errorf("a run of spaces")
	case text != strings.TrimSpace(text):
		return fmt.Errorf("leading or trailing space")
	}
	for i, l := range strings.Split(text, "\n") {
		if l != strings.TrimSpace(l) {
			return fmt.Errorf("line %d %q is not trimmed", i+1, l)
		}
	}
	return nil
}

// requireTool skips the test when a fallback tool is not installed.
func requireTool(tb testing.TB, name, pkg string) {
	tb.Helper()
	if _, err := exec.LookPath(name); err != nil {
		tb.Skipf("%s is not installed (Debian package %s): skipping the fallback test", name, pkg)
	}
}

// pdfBuilder writes small, valid PDFs for tests: objects in order, then the
// cross-reference table and trailer.
type pdfBuilder struct {
	header  string
	objects []string
}

// buildPDF makes a PDF with one page per content stream. Fonts: /F1 Courier
// (widths are exact: 600 per glyph), /F2 Helvetica.
func buildPDF(pages ...string) []byte {
	b := &pdfBuilder{header: "%PDF-1.4"}
	return b.pages(pages...)
}

func (b *pdfBuilder) add(obj string) int {
	b.objects = append(b.objects, obj)
	return len(b.objects)
}

func (b *pdfBuilder) pages(contents ...string) []byte {
	b.add("<< /Type /Catalog /Pages 2 0 R >>")
	b.add("") // the page tree, once the pages are numbered
	b.add("<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>")
	b.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	var kids []string
	for _, c := range contents {
		s := b.add(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(c)+1, c))
		p := b.add(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents %d 0 R >>", s))
		kids = append(kids, fmt.Sprintf("%d 0 R", p))
	}
	b.objects[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(kids))
	return b.bytes()
}

func (b *pdfBuilder) bytes() []byte {
	var out bytes.Buffer
	out.WriteString(b.header + "\n%\xE2\xE3\xCF\xD3\n")
	offsets := make([]int, len(b.objects))
	for i, o := range b.objects {
		offsets[i] = out.Len()
		fmt.Fprintf(&out, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := out.Len()
	fmt.Fprintf(&out, "xref\n0 %d\n0000000000 65535 f \n", len(b.objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&out, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&out, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(b.objects)+1, xref)
	return out.Bytes()
}

// textOps draws each line at (x, y) in font /F1 (Courier) at size pt.
func textOps(size float64, lines ...pdfLine) string {
	var b strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&b, "BT /F1 %g Tf 1 0 0 1 %g %g Tm (%s) Tj ET\n", size, l.x, l.y, pdfEscape(l.text))
	}
	return b.String()
}

type pdfLine struct {
	x, y float64
	text string
}

func pdfEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`)
	return r.Replace(s)
}

// docxPart is one file of a synthetic DOCX.
type docxPart struct{ name, body string }

// buildDOCX zips the parts into a DOCX; body is the inside of w:body.
func buildDOCX(tb testing.TB, body string, extra ...docxPart) []byte {
	tb.Helper()
	const ns = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml"`
	parts := append([]docxPart{
		{"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`},
		{"word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ` + ns + `><w:body>` + body + `</w:body></w:document>`},
	}, extra...)
	for i, p := range parts {
		if strings.HasPrefix(p.name, "word/header") || strings.HasPrefix(p.name, "word/footer") {
			parts[i].body = `<?xml version="1.0"?><w:hdr ` + ns + `>` + p.body + `</w:hdr>`
		}
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, p := range parts {
		w, err := zw.Create(p.name)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := w.Write([]byte(p.body)); err != nil {
			tb.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// wp is a paragraph of one run of text.
func wp(text string) string {
	return `<w:p><w:r><w:t xml:space="preserve">` + text + `</w:t></w:r></w:p>`
}

// testPage collects a page's runs as the layout tests set them: upright 10-point text, 5 points
// a character.
type testPage []run

func (p *testPage) add(x0, y float64, text string) {
	*p = append(*p, run{x0: x0, x1: x0 + 5*float64(len(text)), y: y, size: 10, text: text, upright: true})
}

// layoutHolds fails t unless the page's layout holds each of wants.
func layoutHolds(t *testing.T, runs []run, wants ...string) {
	t.Helper()
	got := strings.Join(layoutPage(runs), "\n")
	for _, want := range wants {
		if !strings.Contains(got, want) {
			t.Errorf("layout =\n%s\nwant it to hold %q", got, want)
		}
	}
}

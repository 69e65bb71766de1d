package extract

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Zip bomb limits. A two-page resume's document.xml is 50-200 KiB; a
// hundred-page report stays well under maxZipBytes.
const (
	// maxZipBytes caps the bytes decompressed from one archive, all parts
	// together.
	maxZipBytes = 50 << 20
	// maxZipRatio caps decompressed/compressed for a part once it passes
	// zipRatioFloor bytes; Word XML compresses 5-20 times.
	maxZipRatio   = 200
	zipRatioFloor = 1 << 20
	// maxXMLDepth caps element nesting; Word's own limit is far lower.
	maxXMLDepth = 512
)

var errZipBomb = errors.New("the archive expands to more data than a resume holds (zip bomb?)")

// zipPart is one part of the package, opened lazily.
type zipPart struct {
	name       string // as stored
	compressed int64  // compressed size, for the ratio check
	open       func() (io.ReadCloser, error)
}

// extractDOCX reads word/document.xml with the headers before it and the
// footers after it (resumes often keep the name and contact line in the
// header). Paragraphs become lines; tabs and breaks are kept; a table row
// becomes one line of cells joined by " | " when every cell is a single
// paragraph, and otherwise each cell's lines in turn (layout tables read
// column by column); text boxes are read once (mc:AlternateContent gives
// the Choice, never also the Fallback); deleted revisions, field
// instructions and hidden text are skipped.
func extractDOCX(ctx context.Context, data []byte) (Document, error) {
	parts, err := zipParts(data)
	if err != nil {
		return Document{}, err
	}
	main := findPart(parts, "word/document.xml")
	if main == nil {
		return Document{}, unreadable("the DOCX archive has no word/document.xml")
	}
	budget := &zipBudget{left: maxZipBytes}

	var headers, footers []string
	for _, p := range sortedParts(parts, "word/header") {
		lines, err := partLines(ctx, p, budget)
		if fatalZipError(ctx, err) {
			return Document{}, docxError(ctx, err)
		}
		headers = append(headers, lines...) // a damaged header keeps what it had
	}
	body, err := partLines(ctx, main, budget)
	if fatalZipError(ctx, err) || (err != nil && len(body) == 0) {
		return Document{}, docxError(ctx, err)
	}
	for _, p := range sortedParts(parts, "word/footer") {
		lines, err := partLines(ctx, p, budget)
		if fatalZipError(ctx, err) {
			return Document{}, docxError(ctx, err)
		}
		footers = append(footers, lines...)
	}

	var b strings.Builder
	writeLines(&b, dedupeMargins(headers))
	b.WriteString("\n\n")
	writeLines(&b, body)
	b.WriteString("\n\n")
	writeLines(&b, dedupeMargins(footers))
	return Document{Text: b.String(), Extractor: "docx", Pages: docxPages(parts, budget)}, nil
}

// fatalZipError reports whether err ends the extraction rather than one
// part: a zip bomb, or the deadline.
func fatalZipError(ctx context.Context, err error) bool {
	return err != nil && (errors.Is(err, errZipBomb) || ctx.Err() != nil)
}

func docxError(ctx context.Context, err error) error {
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case errors.Is(err, errZipBomb):
		return unreadable("%v", errZipBomb)
	}
	return unreadable("the DOCX document is damaged: %v", err)
}

func writeLines(b *strings.Builder, lines []string) {
	for _, l := range lines {
		b.WriteString(l)
		b.WriteByte('\n')
	}
}

// pageNumberLine matches header and footer lines that only number pages.
var pageNumberLine = regexp.MustCompile(`(?i)^\s*(page\s*)?\d+(\s*(of|/)\s*\d+)?\s*$`)

// dedupeMargins drops repeats (first-page, odd and even headers usually say
// the same) and page numbers.
func dedupeMargins(lines []string) []string {
	seen := make(map[string]bool)
	var out []string
	for _, l := range lines {
		key := strings.Join(strings.Fields(l), " ")
		if key == "" || seen[key] || pageNumberLine.MatchString(key) {
			continue
		}
		seen[key] = true
		out = append(out, l)
	}
	return out
}

// zipParts lists the archive's parts. When the central directory is
// unreadable (a truncated upload) it falls back to the local file headers.
func zipParts(data []byte) ([]zipPart, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		parts := localZipParts(data)
		if len(parts) == 0 {
			return nil, unreadable("the DOCX archive is damaged: %v", err)
		}
		return parts, nil
	}
	parts := make([]zipPart, 0, len(zr.File))
	for _, f := range zr.File {
		parts = append(parts, zipPart{name: f.Name, compressed: int64(f.CompressedSize64), open: f.Open})
	}
	return parts, nil
}

// localZipParts scans for local file headers, the way a damaged archive is
// salvaged. Only stored and deflated parts are kept; a part whose size is
// in a data descriptor runs to the end of its deflate stream.
func localZipParts(data []byte) []zipPart {
	var parts []zipPart
	for off := 0; ; {
		i := bytes.Index(data[off:], magicZip)
		if i < 0 || len(parts) >= 10000 {
			return parts
		}
		h := data[off+i:]
		off += i + len(magicZip)
		if len(h) < 30 {
			continue
		}
		flags := binary.LittleEndian.Uint16(h[6:])
		method := binary.LittleEndian.Uint16(h[8:])
		csize := int64(binary.LittleEndian.Uint32(h[18:]))
		nameLen := int(binary.LittleEndian.Uint16(h[26:]))
		extraLen := int(binary.LittleEndian.Uint16(h[28:]))
		start := 30 + nameLen + extraLen
		if start > len(h) || flags&1 != 0 || (method != zip.Store && method != zip.Deflate) {
			continue
		}
		name := string(h[30 : 30+nameLen])
		if !utf8.ValidString(name) {
			continue
		}
		body := h[start:]
		if flags&8 == 0 && csize <= int64(len(body)) {
			body = body[:csize]
		}
		parts = append(parts, zipPart{
			name:       name,
			compressed: int64(len(body)),
			open: func() (io.ReadCloser, error) {
				if method == zip.Store {
					return io.NopCloser(bytes.NewReader(body)), nil
				}
				return flate.NewReader(bytes.NewReader(body)), nil
			},
		})
	}
}

func findPart(parts []zipPart, name string) *zipPart {
	for i := range parts {
		if strings.EqualFold(parts[i].name, name) {
			return &parts[i]
		}
	}
	return nil
}

// sortedParts returns word/header1.xml, word/header2.xml, ... in number
// order.
func sortedParts(parts []zipPart, prefix string) []*zipPart {
	var out []*zipPart
	for i := range parts {
		n := strings.ToLower(parts[i].name)
		if strings.HasPrefix(n, prefix) && strings.HasSuffix(n, ".xml") && !strings.Contains(n[len(prefix):], "/") {
			out = append(out, &parts[i])
		}
	}
	num := func(p *zipPart) int {
		s := strings.TrimSuffix(strings.ToLower(p.name)[len(prefix):], ".xml")
		n, _ := strconv.Atoi(s)
		return n
	}
	slices.SortStableFunc(out, func(a, b *zipPart) int { return num(a) - num(b) })
	return out
}

// docxPages reads the page count the saving application recorded in
// docProps/app.xml; 0 when absent.
func docxPages(parts []zipPart, budget *zipBudget) int {
	p := findPart(parts, "docProps/app.xml")
	if p == nil {
		return 0
	}
	rc, err := p.open()
	if err != nil {
		return 0
	}
	defer rc.Close()
	var props struct {
		Pages int `xml:"Pages"`
	}
	if xml.NewDecoder(budget.reader(rc, p.compressed)).Decode(&props) != nil || props.Pages < 0 {
		return 0
	}
	return props.Pages
}

// zipBudget is the decompression allowance shared by an archive's parts.
type zipBudget struct{ left int64 }

func (b *zipBudget) reader(r io.Reader, compressed int64) io.Reader {
	return &budgetReader{r: r, budget: b, compressed: max(compressed, 1)}
}

type budgetReader struct {
	r          io.Reader
	budget     *zipBudget
	compressed int64
	read       int64
}

func (r *budgetReader) Read(p []byte) (int, error) {
	if r.budget.left <= 0 {
		return 0, errZipBomb
	}
	if int64(len(p)) > r.budget.left {
		p = p[:r.budget.left]
	}
	n, err := r.r.Read(p)
	r.budget.left -= int64(n)
	r.read += int64(n)
	if r.read > zipRatioFloor && r.read/r.compressed > maxZipRatio {
		return n, errZipBomb
	}
	return n, err
}

// partLines decodes one WordprocessingML part into lines. A damaged part
// returns the lines read before the damage along with the error.
func partLines(ctx context.Context, p *zipPart, budget *zipBudget) ([]string, error) {
	rc, err := p.open()
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", p.name, err)
	}
	defer rc.Close()
	w := &wmlWalker{}
	if err := w.walk(ctx, budget.reader(rc, p.compressed)); err != nil {
		return w.finish(), fmt.Errorf("read %s: %w", p.name, err)
	}
	return w.finish(), nil
}

// wmlWalker turns a WordprocessingML token stream into lines.
type wmlWalker struct {
	lines  []string    // finished top-level lines
	paras  []*wmlPara  // open paragraphs, innermost last
	tables []*wmlTable // open tables, innermost last
	alts   []bool      // open mc:AlternateContent: a Choice was taken
	inRun  int         // open w:r elements
	inText int         // open w:t (or a:t, m:t) elements
	hidden bool        // the current run is w:vanish
	style  runStyle    // the current run's weight and slant
	inRPr  bool
	inPPr  bool
}

// runStyle is what sets a run's text apart from the run before it: its weight and slant.
type runStyle struct{ bold, italic bool }

// wmlPara is a paragraph being read.
type wmlPara struct {
	strings.Builder
	heading bool     // styled as a heading: a block starts here
	last    runStyle // the style of the run that wrote last
}

// write adds a run's text to the paragraph. Where the run's style differs from the run's
// before it and the two meet with no space, a word ending in lower case before a capital
// ("... Respiratory Therapy" in bold, "Pima Community College" not), they are two fields a
// converter set in one paragraph (an HTML page's blocks): a tab goes between them.
func (p *wmlPara) write(text []byte, style runStyle) {
	if p.Len() > 0 && style != p.last && len(text) > 0 {
		prev, _ := utf8.DecodeLastRuneInString(p.String())
		next, _ := utf8.DecodeRune(text)
		if (unicode.IsLower(prev) || prev == ')') && unicode.IsUpper(next) {
			p.WriteByte('\t')
		}
	}
	p.Write(text)
	p.last = style
}

type wmlTable struct {
	row      [][]string // the current row's finished cells
	cell     []string   // the current cell's lines
	paraBase int        // open paragraphs when the cell began
}

func (w *wmlWalker) walk(ctx context.Context, r io.Reader) error {
	d := xml.NewDecoder(r)
	d.Strict = false
	d.CharsetReader = func(_ string, in io.Reader) (io.Reader, error) { return in, nil }
	depth := 0
	for n := 0; ; n++ {
		if n%4096 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		tok, err := d.RawToken()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if depth > maxXMLDepth {
				return fmt.Errorf("elements nested deeper than %d", maxXMLDepth)
			}
			if w.start(t) {
				if err := skipElement(d); err != nil {
					return err
				}
				depth--
			}
		case xml.EndElement:
			depth--
			w.end(t.Name.Local)
		case xml.CharData:
			if w.inText > 0 && !w.hidden {
				w.para().write(t, w.style)
			}
		}
	}
}

// skipElement consumes tokens up to the end of the element just started.
func skipElement(d *xml.Decoder) error {
	for depth := 1; depth > 0; {
		tok, err := d.RawToken()
		if err != nil {
			return err
		}
		switch tok.(type) {
		case xml.StartElement:
			depth++
		case xml.EndElement:
			depth--
		}
	}
	return nil
}

// start handles a start tag and reports whether to skip the element.
func (w *wmlWalker) start(t xml.StartElement) (skip bool) {
	switch t.Name.Local {
	case "p":
		w.paras = append(w.paras, &wmlPara{})
	case "pPr":
		w.inPPr = true
	case "outlineLvl":
		if w.inPPr && len(w.paras) > 0 {
			w.para().heading = true
		}
	case "pStyle":
		if w.inPPr && len(w.paras) > 0 && isHeadingStyle(t) {
			w.para().heading = true
		}
	case "r":
		w.inRun++
		w.hidden, w.style = false, runStyle{}
	case "rPr":
		w.inRPr = true
	case "b", "i":
		if w.inRPr && w.inRun > 0 {
			on := !falseAttr(t)
			if t.Name.Local == "b" {
				w.style.bold = on
			} else {
				w.style.italic = on
			}
		}
	case "vanish":
		if w.inRPr && w.inRun > 0 && !falseAttr(t) {
			w.hidden = true
		}
	case "t":
		w.inText++
	case "delText", "instrText", "delInstrText", "del", "moveFrom":
		return true // deleted revisions, field instructions
	case "tab", "ptab":
		if w.inRun > 0 && !w.hidden {
			w.para().WriteByte('\t')
		}
	case "br", "cr":
		if w.inRun > 0 && !w.hidden {
			w.para().WriteByte('\n')
		}
	case "noBreakHyphen":
		if w.inRun > 0 && !w.hidden {
			w.para().WriteByte('-')
		}
	case "tbl":
		w.tables = append(w.tables, &wmlTable{})
	case "tc":
		if t := w.table(); t != nil {
			t.cell = t.cell[:0]
			t.paraBase = len(w.paras)
		}
	case "AlternateContent":
		w.alts = append(w.alts, false)
	case "Choice":
		if n := len(w.alts); n > 0 {
			if w.alts[n-1] {
				return true // a second Choice says the same again
			}
			w.alts[n-1] = true
		}
	case "Fallback":
		if n := len(w.alts); n > 0 && w.alts[n-1] {
			return true // the Choice already gave this content
		}
	}
	return false
}

// isHeadingStyle reports whether a w:pStyle names one of Word's heading or
// title styles (their ids are English whatever the user's language).
func isHeadingStyle(t xml.StartElement) bool {
	for _, a := range t.Attr {
		if a.Name.Local == "val" {
			v := strings.ToLower(a.Value)
			return strings.HasPrefix(v, "heading") || v == "title" || v == "subtitle"
		}
	}
	return false
}

func falseAttr(t xml.StartElement) bool {
	for _, a := range t.Attr {
		if a.Name.Local == "val" {
			return a.Value == "0" || a.Value == "false" || a.Value == "off"
		}
	}
	return false
}

func (w *wmlWalker) end(local string) {
	switch local {
	case "p":
		if n := len(w.paras); n > 0 {
			p := w.paras[n-1]
			w.paras = w.paras[:n-1]
			if p.heading {
				w.emit("")
			}
			w.emit(p.String())
		}
	case "pPr":
		w.inPPr = false
	case "r":
		if w.inRun > 0 {
			w.inRun--
		}
		w.hidden = false
	case "rPr":
		w.inRPr = false
	case "t":
		if w.inText > 0 {
			w.inText--
		}
	case "tc":
		if t := w.table(); t != nil {
			for len(w.paras) > t.paraBase {
				w.end("p") // left open by damaged markup
			}
			t.row = append(t.row, slices.Clone(t.cell))
			t.cell = t.cell[:0]
		}
	case "tr":
		if t := w.table(); t != nil {
			row := t.row
			t.row = nil
			for _, l := range rowLines(row) {
				w.emitOutside(l)
			}
		}
	case "tbl":
		if n := len(w.tables); n > 0 {
			w.tables = w.tables[:n-1]
			w.emit("")
		}
	case "AlternateContent":
		if n := len(w.alts); n > 0 {
			w.alts = w.alts[:n-1]
		}
	}
}

// para returns the innermost open paragraph, opening one for text that
// arrives outside any (a damaged part, or markup from another vocabulary).
func (w *wmlWalker) para() *wmlPara {
	if len(w.paras) == 0 {
		w.paras = append(w.paras, &wmlPara{})
	}
	return w.paras[len(w.paras)-1]
}

func (w *wmlWalker) table() *wmlTable {
	if n := len(w.tables); n > 0 {
		return w.tables[n-1]
	}
	return nil
}

// emit adds a finished line to the innermost open table cell, or to the
// document.
func (w *wmlWalker) emit(line string) {
	if t := w.table(); t != nil {
		t.cell = append(t.cell, line)
		return
	}
	w.lines = append(w.lines, line)
}

// emitOutside adds a finished table row's line to what encloses the
// innermost table.
func (w *wmlWalker) emitOutside(line string) {
	if n := len(w.tables); n > 1 {
		t := w.tables[n-2]
		t.cell = append(t.cell, line)
		return
	}
	w.lines = append(w.lines, line)
}

// rowLines renders a table row: one line of cells joined by " | " when every
// cell holds at most one line (a skills grid), else each cell's lines in
// turn with a blank line between cells (a layout table's columns), except
// after a cell of one line: a label or a date beside its entry ("04-2021 –
// heden" beside the title and the employer) reads as that entry's first line.
func rowLines(row [][]string) []string {
	cells := make([][]string, 0, len(row))
	multi := false
	for _, c := range row {
		var lines []string
		for _, l := range c {
			for part := range strings.SplitSeq(l, "\n") {
				if strings.TrimSpace(part) != "" {
					lines = append(lines, part)
				}
			}
		}
		if len(lines) == 0 {
			continue
		}
		multi = multi || len(lines) > 1
		cells = append(cells, lines)
	}
	if len(cells) == 0 {
		return nil
	}
	if !multi {
		parts := make([]string, len(cells))
		for i, c := range cells {
			parts[i] = strings.TrimSpace(c[0])
		}
		return []string{strings.Join(parts, " | ")}
	}
	var out []string
	for i, c := range cells {
		if i > 0 && len(cells[i-1]) > 1 {
			out = append(out, "")
		}
		out = append(out, c...)
	}
	return append(out, "")
}

// finish closes what damaged markup left open and returns the lines.
func (w *wmlWalker) finish() []string {
	for len(w.tables) > 0 {
		w.end("tc")
		w.end("tr")
		w.end("tbl")
	}
	for len(w.paras) > 0 {
		w.end("p")
	}
	return w.lines
}

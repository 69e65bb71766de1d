package extract

import (
	"bytes"
	"compress/zlib"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strings"

	"github.com/ledongthuc/pdf"
)

// PDF limits. Resumes have one to a few pages; the limits only bound hostile
// files.
const (
	// maxPDFPages caps the pages read; later pages are ignored.
	maxPDFPages = 100
	// maxPDFObjects caps the object numbers a cross-reference section may
	// declare: the parser allocates a table entry for each.
	maxPDFObjects = 1 << 20
	// maxContentBytes caps one decompressed content stream; a text-heavy
	// page takes 10-100 KiB.
	maxContentBytes = 16 << 20
	// maxPDFRuns caps the text runs taken from one page.
	maxPDFRuns = 200_000
	// minCharsPerPage is the text per page below which the Go extractor's
	// result is doubted and pdftotext tried.
	minCharsPerPage = 50
)

// extractPDF reads the text layer with the pure-Go parser, laid out by
// position (lines rebuilt from text runs, two-column pages read column by
// column). pdftotext takes over when the parser fails or finds fewer than
// minCharsPerPage letters per page, and its text is used when it found more.
// When neither finds that much (a scan, perhaps with a caption in a text
// layer) and the file holds an image, the pages are read by OCR, whose text
// is used when it holds more.
func extractPDF(ctx context.Context, data []byte) (Document, error) {
	doc, goErr := pdfGoText(ctx, data)
	letters := countLetters(doc.Text)
	if goErr == nil && letters >= minCharsPerPage*max(doc.Pages, 1) {
		return doc, nil
	}
	if ctx.Err() != nil {
		return Document{}, ctx.Err()
	}
	alt, toolErr := pdfToText(ctx, data)
	if toolErr == nil && countLetters(alt.Text) > letters {
		if doc.Pages > 0 {
			alt.Pages = doc.Pages
		}
		if countLetters(alt.Text) >= minCharsPerPage*max(alt.Pages, 1) {
			return alt, nil
		}
		doc, letters, goErr = alt, countLetters(alt.Text), nil
	}
	encrypted := errors.Is(goErr, pdf.ErrInvalidPassword) || errors.Is(goErr, errPDFEncrypted)
	var ocrErr error
	if !encrypted && ctx.Err() == nil && holdsImage(data) {
		var scan Document
		scan, ocrErr = ocrPDF(ctx, data, doc.Pages)
		if ocrErr == nil && countLetters(scan.Text) > letters {
			return scan, nil
		}
	}
	if goErr == nil && letters > 0 {
		return doc, nil
	}
	if ctx.Err() != nil {
		return Document{}, ctx.Err()
	}
	switch {
	case encrypted:
		return Document{}, unreadable("the PDF is password-protected; upload an unprotected copy")
	case goErr != nil && errors.Is(toolErr, errToolMissing):
		return Document{}, unreadable("the PDF cannot be parsed (%v) and pdftotext is not installed", goErr)
	case goErr != nil && toolErr != nil:
		return Document{}, unreadable("the PDF cannot be parsed: %v", goErr)
	case errors.Is(ocrErr, errToolMissing):
		return Document{}, unreadable("the PDF has no text layer (scanned image?): %d page(s) without text, and OCR (tesseract) is not installed; upload the original document or an OCR'd PDF", doc.Pages)
	}
	return Document{}, unreadable("the PDF has no text layer (scanned image?) and OCR read no text on its %d page(s); upload the original document or a clearer scan", doc.Pages)
}

// imageSubtypeRE finds an image XObject's dictionary. Stream dictionaries are
// never inside object streams, so the raw bytes show every one.
var imageSubtypeRE = regexp.MustCompile(`/Subtype\s*/Image\b`)

// holdsImage reports whether a PDF draws any image: a page without text but
// with an image may be a scan; one with neither has nothing OCR could read.
func holdsImage(data []byte) bool { return imageSubtypeRE.Match(data) }

var errPDFEncrypted = errors.New("encrypted PDF")

// pdfGoText runs github.com/ledongthuc/pdf. The parser panics on malformed
// input and knows nothing of deadlines: panics are recovered, and every read
// it makes goes through ctxReaderAt, which fails once ctx is done, so a
// parser stuck in a loop stops at its next read.
func pdfGoText(ctx context.Context, data []byte) (doc Document, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("malformed PDF: %v", p)
		}
	}()
	data = patchPDF(data)
	if err := pdfPreflight(data); err != nil {
		return Document{}, err
	}
	if err := objStmsSafe(data); err != nil {
		return Document{}, err
	}
	ra := &ctxReaderAt{ctx: ctx, r: bytes.NewReader(data)}
	r, err := pdf.NewReader(ra, int64(len(data)))
	if err != nil {
		if strings.Contains(err.Error(), "encrypt") {
			return Document{}, fmt.Errorf("%w: %v", errPDFEncrypted, err)
		}
		return Document{}, err
	}
	pages := pdfPages(r.Trailer().Key("Root").Key("Pages"))
	doc = Document{Extractor: "pdf-go", Pages: len(pages)}
	if len(pages) == 0 {
		return doc, errors.New("malformed PDF: no pages")
	}
	var b strings.Builder
	var failed int
	var firstErr error
	for i, p := range pages {
		if i >= maxPDFPages {
			break
		}
		if err := ctx.Err(); err != nil {
			return doc, err
		}
		runs, err := pageRuns(ctx, p)
		if err != nil && len(runs) == 0 {
			failed++
			if firstErr == nil {
				firstErr = err
			}
		}
		if i > 0 {
			b.WriteByte('\f')
		}
		for _, l := range layoutPage(runs) {
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	doc.Text = b.String()
	if failed == len(pages) || failed == maxPDFPages {
		return doc, firstErr
	}
	return doc, nil
}

// ctxReaderAt fails every read once ctx is done.
type ctxReaderAt struct {
	ctx context.Context
	r   io.ReaderAt
}

func (c *ctxReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.ReadAt(p, off)
}

// patchPDF works around header and trailer checks of the parser that real
// files fail: a PDF 2.0 (or otherwise versioned) header, junk before the
// header, and junk after the last %%EOF. It copies data only when it
// changes something.
func patchPDF(data []byte) []byte {
	if i := bytes.Index(data[:min(len(data), 1024)], magicPDF); i > 0 {
		data = data[i:] // offsets count from the header, as readers do
	}
	if end := bytes.LastIndex(data, []byte("%%EOF")); end >= 0 && len(bytes.TrimSpace(data[end+5:])) > 0 {
		data = data[:end+5]
	}
	if len(data) >= 9 && (!bytes.HasPrefix(data, []byte("%PDF-1.")) || data[7] < '0' || data[7] > '7' || (data[8] != '\r' && data[8] != '\n')) {
		patched := bytes.Clone(data)
		copy(patched, "%PDF-1.7\n")
		data = patched
	}
	return data
}

// pdfPreflight refuses files whose cross-reference data would make the
// parser allocate or loop without bound: it sizes its object table by /Size,
// by xref subsection headers and by /Index, its row buffer by /W, and loops
// over an object stream's /N entries without reading. Refused files go to
// pdftotext. One pass of bytes.Index per key: a few ms for 10 MiB.
func pdfPreflight(data []byte) error {
	for _, key := range []string{"/Size", "/N"} {
		for i := 0; ; {
			j := keyIndex(data[i:], key)
			if j < 0 {
				break
			}
			i += j + len(key)
			if n, _, ok := pdfInt(data, i); ok && n > maxPDFObjects {
				return fmt.Errorf("malformed PDF: %s %d", key, n)
			}
		}
	}
	for _, key := range []string{"/Index", "/W"} {
		for i := 0; ; {
			j := keyIndex(data[i:], key)
			if j < 0 {
				break
			}
			i += j + len(key)
			k := skipSpace(data, i)
			if k >= len(data) || data[k] != '[' {
				continue
			}
			// Cross-reference widths are 1-8 bytes and font /W arrays hold
			// widths of a few thousand at most, so one limit serves both.
			limit := int64(maxPDFObjects)
			var prev int64
			for n, count := 0, 0; count < 4096; count++ {
				v, next, ok := pdfInt(data, k+1)
				if !ok {
					break
				}
				k = next - 1
				if v > limit || (key == "/Index" && n%2 == 1 && prev+v > limit) {
					return fmt.Errorf("malformed PDF: %s entry %d", key, v)
				}
				prev = v
				n++
			}
		}
	}
	// Cross-reference tables: every "start count" header up to the trailer.
	for i := 0; ; {
		j := bytes.Index(data[i:], []byte("xref"))
		if j < 0 {
			break
		}
		i += j + len("xref")
		if i >= 9 && bytes.Equal(data[i-9:i-4], []byte("start")) {
			continue
		}
		end := bytes.Index(data[i:], []byte("trailer"))
		if end < 0 {
			end = len(data) - i
		}
		for line := range bytes.Lines(data[i : i+end]) {
			f := bytes.Fields(line)
			if len(f) == 2 {
				a, _, ok1 := pdfInt(f[0], 0)
				b, _, ok2 := pdfInt(f[1], 0)
				if !ok1 || !ok2 || a > maxPDFObjects || b > maxPDFObjects || a+b > maxPDFObjects {
					return fmt.Errorf("malformed PDF: xref subsection %q", line)
				}
			}
		}
	}
	return nil
}

// keyIndex finds a name key such as /N, not a longer name (/Names).
func keyIndex(data []byte, key string) int {
	for off := 0; ; {
		j := bytes.Index(data[off:], []byte(key))
		if j < 0 {
			return -1
		}
		end := off + j + len(key)
		if end >= len(data) || !isNameChar(data[end]) {
			return off + j
		}
		off = end
	}
}

func isNameChar(c byte) bool {
	return c > ' ' && c < 0x7F && !bytes.ContainsRune([]byte("()<>[]{}/%"), rune(c))
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\r' || data[i] == '\n' || data[i] == '\f' || data[i] == 0) {
		i++
	}
	return i
}

// pdfInt reads an unsigned integer after optional white space. Numbers too
// long for int64 read as math.MaxInt64.
func pdfInt(data []byte, i int) (n int64, next int, ok bool) {
	i = skipSpace(data, i)
	start := i
	for i < len(data) && data[i] >= '0' && data[i] <= '9' {
		if n > (math.MaxInt64-9)/10 {
			n = math.MaxInt64
		} else {
			n = n*10 + int64(data[i]-'0')
		}
		i++
	}
	return n, i, i > start
}

// pdfPages walks the page tree. The parser's own Page(n) loops forever on a
// cyclic tree; this walk is bounded in depth and in nodes visited.
func pdfPages(root pdf.Value) []pdf.Page {
	var pages []pdf.Page
	visits := 0
	var walk func(v pdf.Value, depth int)
	walk = func(v pdf.Value, depth int) {
		visits++
		if depth > 32 || visits > 4*maxPDFPages || len(pages) >= maxPDFPages {
			return
		}
		kids := v.Key("Kids")
		if v.Key("Type").Name() == "Pages" || kids.Kind() == pdf.Array {
			for i := 0; i < kids.Len(); i++ {
				walk(kids.Index(i), depth+1)
			}
			return
		}
		if v.Kind() == pdf.Dict {
			pages = append(pages, pdf.Page{V: v})
		}
	}
	walk(root, 0)
	return pages
}

// run is a piece of text drawn at one place: a string operand of Tj/TJ.
type run struct {
	x0, x1, y float64 // start and end of the baseline, in points
	size      float64 // font size in points, after transformations
	text      string
	upright   bool // written left to right, not rotated
}

// matrix is a PDF transformation [a b c d e f] in row-vector form.
type matrix [6]float64

var identity = matrix{1, 0, 0, 1, 0, 0}

// mul returns m × n: apply m, then n.
func (m matrix) mul(n matrix) matrix {
	return matrix{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

func (m matrix) apply(x, y float64) (float64, float64) {
	return x*m[0] + y*m[2] + m[4], x*m[1] + y*m[3] + m[5]
}

func translate(x, y float64) matrix { return matrix{1, 0, 0, 1, x, y} }

// textState is the part of the graphics state text placement needs.
type textState struct {
	ctm            matrix
	tm, tlm        matrix
	tc, tw, th, tl float64
	tfs, trise     float64
	font           *fontInfo
	fontName       string
	resources      pdf.Value
	fonts          map[string]*fontInfo
}

// errStop ends interpretation of a page early (deadline, run cap).
type errStop struct{ err error }

// pageRuns interprets a page's content streams and returns its text runs.
// A page that fails part way keeps the runs drawn before the failure.
func pageRuns(ctx context.Context, p pdf.Page) (runs []run, err error) {
	in := &interp{ctx: ctx}
	defer func() {
		if r := recover(); r != nil {
			runs = in.runs
			if s, ok := r.(errStop); ok {
				err = s.err
				return
			}
			err = fmt.Errorf("malformed page: %v", r)
		}
	}()
	in.run(p.V.Key("Contents"), p.Resources(), identity, 0)
	return in.runs, nil
}

// interp interprets content streams.
type interp struct {
	ctx  context.Context
	runs []run
	ops  int
}

func (in *interp) run(strm, resources pdf.Value, ctm matrix, depth int) {
	if !streamSafe(strm) {
		return
	}
	g := textState{ctm: ctm, tm: identity, tlm: identity, th: 1, resources: resources, fonts: map[string]*fontInfo{}}
	var stack []textState
	pdf.Interpret(strm, func(stk *pdf.Stack, op string) {
		n := stk.Len()
		args := make([]pdf.Value, n)
		for i := n - 1; i >= 0; i-- {
			args[i] = stk.Pop()
		}
		in.ops++
		if in.ops%1024 == 0 {
			if err := in.ctx.Err(); err != nil {
				panic(errStop{err})
			}
		}
		num := func(i int) float64 {
			if i < len(args) {
				return args[i].Float64()
			}
			return 0
		}
		switch op {
		case "q":
			if len(stack) < 1024 {
				stack = append(stack, g)
			}
		case "Q":
			if k := len(stack); k > 0 {
				g = stack[k-1]
				stack = stack[:k-1]
			}
		case "cm":
			if n == 6 {
				g.ctm = matrix{num(0), num(1), num(2), num(3), num(4), num(5)}.mul(g.ctm)
			}
		case "BT":
			g.tm, g.tlm = identity, identity
		case "Tc":
			g.tc = num(0)
		case "Tw":
			g.tw = num(0)
		case "Tz":
			g.th = num(0) / 100
		case "TL":
			g.tl = num(0)
		case "Ts":
			g.trise = num(0)
		case "Tf":
			if n == 2 {
				g.fontName = args[0].Name()
				g.font = nil
				g.tfs = num(1)
			}
		case "Td", "TD":
			if n == 2 {
				if op == "TD" {
					g.tl = -num(1)
				}
				g.tlm = translate(num(0), num(1)).mul(g.tlm)
				g.tm = g.tlm
			}
		case "Tm":
			if n == 6 {
				g.tlm = matrix{num(0), num(1), num(2), num(3), num(4), num(5)}
				g.tm = g.tlm
			}
		case "T*":
			g.tlm = translate(0, -g.tl).mul(g.tlm)
			g.tm = g.tlm
		case "Tj":
			if n == 1 {
				in.show(&g, args[0].RawString())
			}
		case "'", "\"":
			if n >= 1 {
				if op == "\"" && n == 3 {
					g.tw, g.tc = num(0), num(1)
				}
				g.tlm = translate(0, -g.tl).mul(g.tlm)
				g.tm = g.tlm
				in.show(&g, args[n-1].RawString())
			}
		case "TJ":
			if n == 1 {
				a := args[0]
				for i := 0; i < a.Len(); i++ {
					v := a.Index(i)
					if v.Kind() == pdf.String {
						in.show(&g, v.RawString())
						continue
					}
					adj := -v.Float64() / 1000 * g.tfs * g.th
					g.tm = translate(adj, 0).mul(g.tm)
				}
			}
		case "Do":
			if n == 1 && depth < 8 {
				in.form(&g, args[0].Name(), depth)
			}
		}
	})
}

// form draws a form XObject (a reused piece of page, which may hold text).
func (in *interp) form(g *textState, name string, depth int) {
	x := g.resources.Key("XObject").Key(name)
	if x.Kind() != pdf.Stream || x.Key("Subtype").Name() != "Form" {
		return
	}
	m := identity
	if a := x.Key("Matrix"); a.Kind() == pdf.Array && a.Len() == 6 {
		for i := range m {
			m[i] = a.Index(i).Float64()
		}
	}
	res := x.Key("Resources")
	if res.Kind() != pdf.Dict {
		res = g.resources
	}
	in.run(x, res, m.mul(g.ctm), depth+1)
}

// streamSafe reports whether a page's content (one stream or an array of
// them) decompresses to at most maxContentBytes, so that a flate bomb is
// refused before it is parsed, and ends where the parser's lexer can stop
// (see lexSafe).
func streamSafe(strm pdf.Value) bool {
	var content bytes.Buffer
	read := func(v pdf.Value) bool {
		rc := v.Reader()
		defer rc.Close()
		n, _ := io.Copy(&content, io.LimitReader(rc, maxContentBytes+1-int64(content.Len())))
		return n >= 0 && content.Len() <= maxContentBytes
	}
	if strm.Kind() == pdf.Array {
		if strm.Len() > 1024 {
			return false
		}
		for i := 0; i < strm.Len(); i++ {
			if !read(strm.Index(i)) {
				return false
			}
		}
	} else if !read(strm) {
		return false
	}
	return lexSafe(content.Bytes())
}

// lexSafe reports whether data can be lexed by the parser in the mode it
// uses for content streams, CMaps and object streams, where the end of the
// data reads as endless white space: a hex string ("<" then hex digits and
// white space) still open at the end would loop forever, without a read
// that ctxReaderAt could fail. (FuzzPDF found this.)
func lexSafe(data []byte) bool {
	last := bytes.LastIndexByte(data, '<')
	if last < 0 {
		return true
	}
	run := 0
	for i := last; i >= 0 && data[i] == '<'; i-- {
		run++
	}
	if run%2 == 0 {
		return true // "<<" pairs open dictionaries
	}
	// Replay the parser's readHexString: pairs of non-space bytes, each pair
	// read past any white space; the end of data is white space forever.
	rest := data[last+1:]
	next := func() (byte, bool) {
		for len(rest) > 0 && isPDFSpace(rest[0]) {
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return 0, false
		}
		c := rest[0]
		rest = rest[1:]
		return c, true
	}
	for {
		c, ok := next()
		if !ok {
			return false
		}
		if c == '>' {
			return true
		}
		c2, ok := next()
		if !ok {
			return false
		}
		if !isHexDigit(c) || !isHexDigit(c2) {
			return true // the parser raises an error here
		}
	}
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func isPDFSpace(c byte) bool {
	return c == 0 || c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}

// objStmsSafe checks the object streams of a file with lexSafe, since the
// parser lexes them in the same mode when it resolves an object stored in
// one. They are found in the raw bytes (the parser does not list them);
// flate-compressed and plain ones are checked, others (rare) are not.
func objStmsSafe(data []byte) error {
	for i := 0; ; {
		j := bytes.Index(data[i:], []byte("/ObjStm"))
		if j < 0 {
			return nil
		}
		i += j + len("/ObjStm")
		k := bytes.Index(data[i:min(len(data), i+4096)], []byte("stream"))
		if k < 0 {
			continue
		}
		dict := data[max(0, i-4096) : i+k]
		if d := bytes.LastIndex(dict, []byte("<<")); d >= 0 {
			dict = dict[d:]
		}
		if n := keyIndex(dict, "/N"); n >= 0 {
			// The parser reads /N entries without a read that could fail at
			// the deadline; /N must be a number the preflight has checked,
			// not a reference to one it has not.
			if _, next, ok := pdfInt(dict, n+2); ok {
				if _, next2, ok := pdfInt(dict, next); ok && bytes.HasPrefix(dict[skipSpace(dict, next2):], []byte("R")) {
					return errors.New("malformed PDF: an object stream's /N is a reference")
				}
			}
		}
		body := data[i+k+len("stream"):]
		body = bytes.TrimLeft(body, "\r\n")
		if e := bytes.Index(body, []byte("endstream")); e >= 0 {
			body = body[:e]
		}
		if bytes.Contains(dict, []byte("/FlateDecode")) {
			zr, err := zlib.NewReader(bytes.NewReader(body))
			if err != nil {
				continue
			}
			plain, _ := io.ReadAll(io.LimitReader(zr, maxContentBytes))
			body = plain
		} else if bytes.Contains(dict, []byte("/Filter")) {
			continue
		}
		if !lexSafe(bytes.TrimRight(body, "\r\n ")) {
			return errors.New("malformed PDF: an object stream ends inside a string")
		}
	}
}

// show places one string operand and advances the text matrix past it.
func (in *interp) show(g *textState, s string) {
	if g.font == nil {
		g.font = g.lookupFont()
	}
	f := g.font
	var text strings.Builder
	var adv float64
	for code, rest := f.next(s); ; code, rest = f.next(rest) {
		if code < 0 {
			break
		}
		text.WriteString(f.decode(code))
		w := f.width(code)/1000*g.tfs + g.tc
		if code == 32 && !f.multiByte {
			w += g.tw
		}
		adv += w * g.th
	}
	trm := g.tm.mul(g.ctm)
	x0, y0 := trm.apply(0, g.trise)
	x1, y1 := trm.apply(adv, g.trise)
	size := math.Abs(g.tfs * math.Hypot(trm[2], trm[3]))
	upright := trm[0] > 0 && math.Abs(trm[1]) <= 0.1*trm[0] && trm[3] > 0
	g.tm = translate(adv, 0).mul(g.tm)
	t := inlineSpaces(text.String())
	if t == "" || len(in.runs) >= maxPDFRuns || !finite(x0, x1, y0, y1, size) {
		return
	}
	r := run{x0: x0, x1: max(x1, x0), y: (y0 + y1) / 2, size: size, text: t, upright: upright}
	// Generators that kern draw a glyph or two per string; joining a string
	// to the run it continues (no gap a space could hide in) keeps the run
	// count, and the layout work, small.
	if n := len(in.runs); n > 0 && upright {
		last := &in.runs[n-1]
		if gap := r.x0 - last.x1; last.upright && last.y == r.y && last.size == r.size &&
			gap > -0.05*size && gap < 0.5*wordGap*size && !digitThenCapital(last.text, r.text) {
			last.text += r.text
			last.x1 = r.x1
			return
		}
	}
	in.runs = append(in.runs, r)
}

// inlineSpaces turns the line ends and tabs inside one drawn string into
// spaces: a PDF's lines come from where strings are drawn, so a CR or a tab
// a generator left in a string (Word for Mac writes them between words)
// separates words, never lines or columns.
func inlineSpaces(s string) string {
	if !strings.ContainsAny(s, "\r\n\t\v\f") {
		return s
	}
	return strings.Map(func(r rune) rune {
		switch r {
		case '\r', '\n', '\t', '\v', '\f':
			return ' '
		}
		return r
	}, s)
}

// finite reports whether coordinates are usable: hostile matrices make
// NaNs, infinities and distances beyond any page.
func finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.Abs(v) > 1e6 {
			return false
		}
	}
	return true
}

func (g *textState) lookupFont() *fontInfo {
	if f, ok := g.fonts[g.fontName]; ok {
		return f
	}
	f := newFontInfo(g.resources.Key("Font").Key(g.fontName))
	g.fonts[g.fontName] = f
	return f
}

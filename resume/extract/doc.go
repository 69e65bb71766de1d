package extract

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/richardlehane/mscfb"
	"golang.org/x/text/encoding/charmap"
)

// Piece table sanity limits.
const (
	maxDocPieces = 1 << 16
	maxDocChars  = 8 << 20
)

// errDocEncrypted marks a password-protected DOC: antiword cannot read it
// either, so there is no fallback.
var errDocEncrypted = errors.New("the Word document is password-protected; upload an unprotected copy")

// extractDOC reads a Word 97-2003 document from its piece table: the FIB
// points at the CLX in the table stream, whose pieces say where each run of
// characters lives in the WordDocument stream, 8-bit (Windows-1252) or
// UTF-16LE. The header story goes first and text boxes last. When the
// structures do not add up (Word 6/95 files, damage) antiword is tried.
func extractDOC(ctx context.Context, data []byte) (Document, error) {
	text, err := docPieceText(data)
	if err == nil && countLetters(text) > 0 {
		return Document{Text: text, Extractor: "doc-piece-table"}, nil
	}
	if errors.Is(err, errDocEncrypted) {
		return Document{}, unreadable("%v", err)
	}
	alt, toolErr := antiwordText(ctx, data)
	if toolErr == nil && countLetters(alt.Text) > 0 {
		alt.Text = antiwordTables(alt.Text)
		return alt, nil
	}
	if ctx.Err() != nil {
		return Document{}, ctx.Err()
	}
	if err == nil {
		return Document{}, unreadable("the Word document contains no text")
	}
	if errors.Is(toolErr, errToolMissing) {
		return Document{}, unreadable("the Word document cannot be read (%v) and antiword is not installed", err)
	}
	return Document{}, unreadable("the Word document cannot be read: %v", err)
}

// docPieceText returns the document's text, or why it could not.
func docPieceText(data []byte) (text string, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("compound file: %v", p)
		}
	}()
	r, err := mscfb.New(bytes.NewReader(data))
	if err != nil {
		return "", fmt.Errorf("compound file: %w", err)
	}
	var wordDoc, table0, table1 []byte
	for _, f := range r.File {
		if len(f.Path) != 0 {
			continue
		}
		var dst *[]byte
		switch f.Name {
		case "WordDocument":
			dst = &wordDoc
		case "0Table":
			dst = &table0
		case "1Table":
			dst = &table1
		default:
			continue
		}
		if f.Size < 0 || f.Size > int64(len(data)) {
			return "", fmt.Errorf("stream %s: size %d exceeds the file", f.Name, f.Size)
		}
		buf := make([]byte, f.Size)
		if _, err := io.ReadFull(f, buf); err != nil {
			return "", fmt.Errorf("stream %s: %w", f.Name, err)
		}
		*dst = buf
	}
	if wordDoc == nil {
		return "", errors.New("no WordDocument stream")
	}
	fib, err := parseFIB(wordDoc)
	if err != nil {
		return "", err
	}
	table := table0
	if fib.whichTable == 1 {
		table = table1
	}
	if table == nil {
		return "", fmt.Errorf("no %dTable stream", fib.whichTable)
	}
	return docText(fib, wordDoc, table)
}

// fib holds what this package needs of the File Information Block.
type fib struct {
	whichTable int // 0Table or 1Table
	// Character counts of the stories, in CP order: main text, footnotes,
	// headers, comments, endnotes, text boxes, header text boxes.
	ccpText, ccpFtn, ccpHdd, ccpAtn, ccpEdn, ccpTxbx int
	fcClx, lcbClx                                    uint32
	fcPlcfHdd, lcbPlcfHdd                            uint32 // header story boundaries
	fcPlcfBtePapx, lcbPlcfBtePapx                    uint32 // paragraph properties
}

// parseFIB reads the FIB at the start of the WordDocument stream ([MS-DOC]
// 2.5.1): FibBase, then three length-prefixed arrays (FibRgW97,
// FibRgLw97, FibRgFcLcb).
func parseFIB(b []byte) (fib, error) {
	var f fib
	if len(b) < 0x22 {
		return f, errors.New("WordDocument stream too short for a FIB")
	}
	le := binary.LittleEndian
	if le.Uint16(b) != 0xA5EC {
		return f, fmt.Errorf("bad FIB signature %#04x", le.Uint16(b))
	}
	if nFib := le.Uint16(b[2:]); nFib < 0xC0 { // Word 97 writes 0xC1, some betas 0xC0
		return f, fmt.Errorf("a Word 6/95 file (nFib %#x) has no piece table this reader knows", nFib)
	}
	flags := le.Uint16(b[0x0A:])
	if flags&0x0100 != 0 || flags&0x8000 != 0 { // fEncrypted, fObfuscated
		return f, errDocEncrypted
	}
	if flags&0x0200 != 0 {
		f.whichTable = 1
	}
	pos := 0x20
	csw := int(le.Uint16(b[pos:]))
	pos += 2 + 2*csw
	if pos+2 > len(b) {
		return f, errors.New("FIB truncated in FibRgW97")
	}
	cslw := int(le.Uint16(b[pos:]))
	pos += 2
	lw := pos
	if cslw < 11 || lw+4*cslw+2 > len(b) {
		return f, errors.New("FIB truncated in FibRgLw97")
	}
	ccp := func(i int) int { return int(int32(le.Uint32(b[lw+4*i:]))) }
	f.ccpText, f.ccpFtn, f.ccpHdd = ccp(3), ccp(4), ccp(5)
	f.ccpAtn, f.ccpEdn, f.ccpTxbx = ccp(7), ccp(8), ccp(9)
	pos = lw + 4*cslw
	cbRgFcLcb := int(le.Uint16(b[pos:]))
	pos += 2
	const iClx = 33 // fcClx is the 34th fc/lcb pair of FibRgFcLcb97
	if cbRgFcLcb <= iClx || pos+8*(iClx+1) > len(b) {
		return f, errors.New("FIB truncated in FibRgFcLcb")
	}
	f.fcClx = le.Uint32(b[pos+8*iClx:])
	f.lcbClx = le.Uint32(b[pos+8*iClx+4:])
	const iPlcfHdd = 11
	f.fcPlcfHdd = le.Uint32(b[pos+8*iPlcfHdd:])
	f.lcbPlcfHdd = le.Uint32(b[pos+8*iPlcfHdd+4:])
	const iPlcfBtePapx = 13
	f.fcPlcfBtePapx = le.Uint32(b[pos+8*iPlcfBtePapx:])
	f.lcbPlcfBtePapx = le.Uint32(b[pos+8*iPlcfBtePapx+4:])
	for _, n := range []int{f.ccpText, f.ccpFtn, f.ccpHdd, f.ccpAtn, f.ccpEdn, f.ccpTxbx} {
		if n < 0 || n > maxDocChars {
			return f, fmt.Errorf("FIB character count %d out of range", n)
		}
	}
	return f, nil
}

// piece is one entry of the piece table: CPs [cpStart, cpEnd) stored at
// byte offset fc, 8-bit when compressed.
type piece struct {
	cpStart, cpEnd int
	fc             int
	compressed     bool
}

// parsePieces reads the CLX ([MS-DOC] 2.9.38): Prc entries (0x01, skipped)
// then one Pcdt (0x02) holding the PlcPcd.
func parsePieces(clx []byte) ([]piece, error) {
	le := binary.LittleEndian
	i := 0
	for i < len(clx) && clx[i] == 0x01 {
		if i+3 > len(clx) {
			return nil, errors.New("CLX truncated in a Prc")
		}
		cb := int(int16(le.Uint16(clx[i+1:])))
		if cb < 0 {
			// A negative size would not advance: the fuzzer's first find.
			return nil, errors.New("CLX Prc with a negative size")
		}
		i += 3 + cb
	}
	if i+5 > len(clx) || clx[i] != 0x02 {
		return nil, errors.New("CLX has no piece table")
	}
	lcb := int(le.Uint32(clx[i+1:]))
	plc := clx[i+5:]
	if lcb < 16 || lcb > len(plc) || (lcb-4)%12 != 0 {
		return nil, fmt.Errorf("piece table size %d does not fit", lcb)
	}
	n := (lcb - 4) / 12
	if n > maxDocPieces {
		return nil, fmt.Errorf("%d pieces", n)
	}
	pieces := make([]piece, n)
	for k := range pieces {
		start := int(le.Uint32(plc[4*k:]))
		end := int(le.Uint32(plc[4*k+4:]))
		if start < 0 || end < start || end > maxDocChars {
			return nil, fmt.Errorf("piece %d spans CPs %d-%d", k, start, end)
		}
		if k > 0 && start != pieces[k-1].cpEnd {
			return nil, fmt.Errorf("piece %d starts at CP %d, not %d", k, start, pieces[k-1].cpEnd)
		}
		fc := le.Uint32(plc[4*(n+1)+8*k+2:])
		p := piece{cpStart: start, cpEnd: end, fc: int(fc & 0x3FFFFFFF), compressed: fc&0x40000000 != 0}
		if p.compressed {
			p.fc /= 2
		}
		pieces[k] = p
	}
	return pieces, nil
}

// docText reads the stories and renders them.
func docText(f fib, wordDoc, table []byte) (string, error) {
	if uint64(f.fcClx)+uint64(f.lcbClx) > uint64(len(table)) || f.lcbClx == 0 {
		return "", fmt.Errorf("CLX at %d+%d lies outside the %d-byte table stream", f.fcClx, f.lcbClx, len(table))
	}
	pieces, err := parsePieces(table[f.fcClx : f.fcClx+f.lcbClx])
	if err != nil {
		return "", err
	}
	chars := func(from, n int) ([]wordChar, error) {
		return pieceChars(pieces, wordDoc, from, from+n)
	}
	main, err := chars(0, f.ccpText)
	if err != nil {
		return "", err
	}
	inTable := newPapxIndex(f, wordDoc, table).inTable
	// The other stories are a bonus: a damaged one is left out.
	hdd := f.ccpText + f.ccpFtn
	var headers, footers []string
	for _, st := range headerStories(f, table) {
		chars, err := chars(hdd+st.from, st.to-st.from)
		if err != nil {
			continue
		}
		lines := strings.Split(renderWordChars(chars, inTable), "\n")
		if st.footer {
			footers = append(footers, lines...)
		} else {
			headers = append(headers, lines...)
		}
	}
	txbx, _ := chars(hdd+f.ccpHdd+f.ccpAtn+f.ccpEdn, f.ccpTxbx)

	var b strings.Builder
	writeLines(&b, dedupeMargins(headers))
	b.WriteString("\n\n")
	b.WriteString(renderWordChars(main, inTable))
	b.WriteString("\n\n")
	b.WriteString(renderWordChars(txbx, inTable))
	b.WriteString("\n\n")
	writeLines(&b, dedupeMargins(footers))
	return b.String(), nil
}

// story is a header or footer: CPs [from, to) of the header story.
type story struct {
	from, to int
	footer   bool
}

// headerStories splits the header story with the PlcfHdd ([MS-DOC]
// 2.8.x): six separator stories, then six per section (even header, odd
// header, even footer, odd footer, first-page header, first-page footer).
// Without a usable PlcfHdd the whole story counts as header.
func headerStories(f fib, table []byte) []story {
	whole := []story{{0, f.ccpHdd, false}}
	if f.ccpHdd == 0 {
		return nil
	}
	end := uint64(f.fcPlcfHdd) + uint64(f.lcbPlcfHdd)
	if f.lcbPlcfHdd < 8 || end > uint64(len(table)) {
		return whole
	}
	plc := table[f.fcPlcfHdd:end]
	n := len(plc) / 4
	cps := make([]int, n)
	for i := range cps {
		cps[i] = int(binary.LittleEndian.Uint32(plc[4*i:]))
	}
	var out []story
	for i := 6; i+1 < n && len(out) < 6*1024; i++ {
		from, to := cps[i], cps[i+1]
		if from < 0 || to > f.ccpHdd || to <= from {
			continue
		}
		k := (i - 6) % 6
		out = append(out, story{from, to, k == 2 || k == 3 || k == 5})
	}
	return out
}

// wordChar is a character of a story and where it is stored: its byte
// offset in the WordDocument stream, which paragraph properties are keyed
// by.
type wordChar struct {
	r  rune
	fc int
}

// pieceChars returns the characters at CPs [from, to).
func pieceChars(pieces []piece, wordDoc []byte, from, to int) ([]wordChar, error) {
	if to <= from {
		return nil, nil
	}
	out := make([]wordChar, 0, to-from)
	for _, p := range pieces {
		lo, hi := max(from, p.cpStart), min(to, p.cpEnd)
		if lo >= hi {
			continue
		}
		off := lo - p.cpStart
		if p.compressed {
			start, end := p.fc+off, p.fc+off+(hi-lo)
			if end > len(wordDoc) {
				return nil, fmt.Errorf("8-bit piece at %d runs past the WordDocument stream", p.fc)
			}
			for i, c := range wordDoc[start:end] {
				out = append(out, wordChar{charmap.Windows1252.DecodeByte(c), start + i})
			}
			continue
		}
		start, end := p.fc+2*off, p.fc+2*off+2*(hi-lo)
		if end > len(wordDoc) {
			return nil, fmt.Errorf("UTF-16 piece at %d runs past the WordDocument stream", p.fc)
		}
		for i := start; i < end; i += 2 {
			u := rune(binary.LittleEndian.Uint16(wordDoc[i:]))
			if u >= 0xD800 && u < 0xDC00 && i+3 < end {
				if v := rune(binary.LittleEndian.Uint16(wordDoc[i+2:])); v >= 0xDC00 && v < 0xE000 {
					out = append(out, wordChar{0x10000 + (u-0xD800)<<10 + (v - 0xDC00), i})
					i += 2
					continue
				}
			}
			if u >= 0xD800 && u < 0xE000 {
				continue // unpaired surrogate
			}
			out = append(out, wordChar{u, i})
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no piece covers the story")
	}
	return out, nil
}

// papxIndex answers whether a paragraph is in a table, from the paragraph
// properties ([MS-DOC] 2.8.x PlcBtePapx, 2.9.x PapxFkp): the PlcBtePapx
// maps FC ranges to 512-byte FKP pages, whose PAPXs hold the sprms.
type papxIndex struct {
	fcs     []uint32 // n+1 FC boundaries
	pages   []uint32 // n FKP page numbers
	wordDoc []byte
}

// newPapxIndex returns nil when the file has no usable PlcBtePapx; inTable
// then says no, and table rows are told apart by their cell marks alone.
func newPapxIndex(f fib, wordDoc, table []byte) *papxIndex {
	end := uint64(f.fcPlcfBtePapx) + uint64(f.lcbPlcfBtePapx)
	if f.lcbPlcfBtePapx < 12 || end > uint64(len(table)) || (f.lcbPlcfBtePapx-4)%8 != 0 {
		return nil
	}
	plc := table[f.fcPlcfBtePapx:end]
	n := (len(plc) - 4) / 8
	x := &papxIndex{fcs: make([]uint32, n+1), pages: make([]uint32, n), wordDoc: wordDoc}
	for i := range x.fcs {
		x.fcs[i] = binary.LittleEndian.Uint32(plc[4*i:])
	}
	for i := range x.pages {
		x.pages[i] = binary.LittleEndian.Uint32(plc[4*(n+1)+4*i:]) & 0x3FFFFF
	}
	return x
}

// inTable reports whether the paragraph whose mark is stored at fc has
// sprmPFInTable or a table depth (sprmPItap) set.
func (x *papxIndex) inTable(fc int) bool {
	if x == nil || fc < 0 {
		return false
	}
	i, ok := slices.BinarySearch(x.fcs, uint32(fc))
	if !ok {
		i--
	}
	if i < 0 || i >= len(x.pages) {
		return false
	}
	start := int(x.pages[i]) * 512
	if start+512 > len(x.wordDoc) {
		return false
	}
	page := x.wordDoc[start : start+512]
	crun := int(page[511])
	if 4*(crun+1)+13*crun > 511 {
		return false
	}
	for j := 0; j < crun; j++ {
		lo := binary.LittleEndian.Uint32(page[4*j:])
		hi := binary.LittleEndian.Uint32(page[4*j+4:])
		if uint32(fc) < lo || uint32(fc) >= hi {
			continue
		}
		off := 2 * int(page[4*(crun+1)+13*j])
		if off == 0 || off >= 511 {
			return false // no properties: not in a table
		}
		cb := int(page[off])
		props := off + 1
		size := 2*cb - 1
		if cb == 0 {
			size, props = 2*int(page[off+1]), off+2
		}
		if props+size > 511 || size < 2 {
			return false
		}
		return sprmsInTable(page[props+2 : props+size]) // after the istd
	}
	return false
}

// sprmsInTable scans a grpprl for sprmPFInTable (0x2416) and sprmPItap
// (0x6649).
func sprmsInTable(grpprl []byte) bool {
	le := binary.LittleEndian
	for i := 0; i+2 <= len(grpprl); {
		sprm := le.Uint16(grpprl[i:])
		i += 2
		var n int
		switch sprm >> 13 { // spra: the operand's size
		case 0, 1:
			n = 1
		case 2, 4, 5:
			n = 2
		case 3:
			n = 4
		case 7:
			n = 3
		case 6:
			if i >= len(grpprl) {
				return false
			}
			n = 1 + int(grpprl[i])
			if sprm == 0xD608 || sprm == 0xC615 { // sized by two bytes or special
				return false
			}
		}
		if i+n > len(grpprl) {
			return false
		}
		switch {
		case sprm == 0x2416 && grpprl[i] != 0:
			return true
		case sprm == 0x6649 && le.Uint32(grpprl[i:]) > 0:
			return true
		}
		i += n
	}
	return false
}

// maxFieldDepth caps nested fields; Word nests a handful at most.
const maxFieldDepth = 64

// renderWordChars maps Word's control characters ([MS-DOC] 2.8.x): 0x0D
// ends a paragraph, 0x0B breaks a line, 0x0C breaks a page or section and
// 0x0E a column, 0x07 ends a table cell (a second one ends the row),
// 0x13/0x14/0x15 begin a field, separate its instruction from its result
// and end it (the instruction is dropped, the result kept), 0x1E is a
// non-breaking hyphen, and the anchors of pictures, notes and comments go.
// Table rows are rendered as in DOCX (see rowLines); inTable tells which
// paragraph marks belong to a cell, so a cell's first paragraphs are not
// mistaken for text before the table.
func renderWordChars(chars []wordChar, inTable func(fc int) bool) string {
	var (
		b       strings.Builder
		cur     strings.Builder // the current paragraph
		cell    []string        // the current cell's finished paragraphs
		row     [][]string      // the current row's cells
		fields  []bool          // open fields: true once in the result
		hiding  int             // open fields still in their instruction
		prevEnd bool            // the previous character ended a cell
	)
	for _, wc := range chars {
		c := wc.r
		wasEnd := prevEnd
		prevEnd = false
		switch c {
		case 0x13:
			if len(fields) < maxFieldDepth {
				fields = append(fields, false)
				hiding++
			}
			continue
		case 0x14:
			if n := len(fields); n > 0 && !fields[n-1] {
				fields[n-1] = true
				hiding--
			}
			continue
		case 0x15:
			if n := len(fields); n > 0 {
				if !fields[n-1] {
					hiding--
				}
				fields = fields[:n-1]
			}
			continue
		}
		if hiding > 0 {
			if c != 0x0D && c != 0x07 {
				continue
			}
			// An instruction never spans paragraphs: the field is broken,
			// and must not swallow the rest of the document.
			fields, hiding = fields[:0], 0
		}
		switch c {
		case 0x0D:
			if len(row) > 0 || len(cell) > 0 || (inTable != nil && inTable(wc.fc)) {
				cell = append(cell, cur.String())
			} else {
				b.WriteString(cur.String())
				b.WriteByte('\n')
			}
			cur.Reset()
		case 0x0B:
			cur.WriteByte('\n')
		case 0x0C, 0x0E: // page or section break, column break
			b.WriteString(cur.String())
			b.WriteString("\n\n")
			cur.Reset()
		case 0x07:
			if wasEnd && cur.Len() == 0 && len(cell) == 0 {
				for _, l := range rowLines(row) { // the row-end mark
					b.WriteString(l)
					b.WriteByte('\n')
				}
				row = row[:0]
				continue
			}
			row = append(row, append(cell, cur.String()))
			cell = nil
			cur.Reset()
			prevEnd = true
		case 0x09:
			cur.WriteByte('\t')
		case 0x1E:
			cur.WriteByte('-')
		case 0x1F:
			// optional hyphen
		default:
			if c >= 0x20 {
				cur.WriteRune(c)
			}
		}
	}
	if len(row) > 0 || len(cell) > 0 {
		row = append(row, append(cell, cur.String()))
		cur.Reset()
		for _, l := range rowLines(row) {
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	b.WriteString(cur.String())
	return b.String()
}

// antiwordTables rewrites antiword's "|cell   |cell   |" table lines into
// the package's " | " form.
func antiwordTables(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if len(t) < 2 || t[0] != '|' || t[len(t)-1] != '|' {
			continue
		}
		var cells []string
		for c := range strings.SplitSeq(t[1:len(t)-1], "|") {
			if c = strings.TrimSpace(c); c != "" {
				cells = append(cells, c)
			}
		}
		lines[i] = strings.Join(cells, " | ")
	}
	return strings.Join(lines, "\n")
}

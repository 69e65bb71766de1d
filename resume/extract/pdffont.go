package extract

import (
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"

	"github.com/ledongthuc/pdf"
)

// CMap limits: a font maps at most 65536 CIDs; hostile ranges are cut.
const (
	maxCMapEntries = 1 << 17
	maxCMapRange   = 1 << 16
)

// fontInfo is what text placement needs of a font: how to split a string
// into character codes, what each code means and how wide it is.
type fontInfo struct {
	multiByte bool              // a composite (Type0) font
	space     [4][]codeRange    // code space ranges by code length - 1
	uni       map[uint64]string // code -> text, from ToUnicode
	ranges    []cmapRange       // ToUnicode ranges too long to expand
	widths    map[int]float64   // code (CID) -> width in 1/1000 em
	dw        float64           // default width

	// Simple fonts.
	simple  *[256]string     // code -> text, filled on use
	known   [256]bool        // simple[code] is filled
	simpleW *[256]float64    // code -> width
	font    pdf.Value        // the font dictionary
	enc     pdf.TextEncoding // the parser's encoding, made on first need
	encDone bool

	// unsafeCMap: the ToUnicode stream would hang the parser (see lexSafe),
	// so the parser's own encoding, which reads it too, is not asked.
	unsafeCMap bool

	// icon: an icon font (Font Awesome and kin), whose glyphs are pictures
	// whatever codes they have; each is read as iconMark, unless its
	// ToUnicode map names a symbol (see iconText).
	icon bool
	// diffs are the glyph names of a simple font's /Differences, read on
	// first need.
	diffs     *[256]string
	diffsDone bool
}

type codeRange struct{ lo, hi uint32 }

type cmapRange struct {
	n      int
	lo, hi uint32
	base   []uint16 // UTF-16 of lo's text; later codes add to the last unit
}

// code packs a code's length with its value, so that <41> and <0041> differ.
func code(n int, v uint32) uint64 { return uint64(n)<<32 | uint64(v) }

// newFontInfo reads a font dictionary. A missing or broken font yields a
// usable fontInfo (one-byte codes, Latin-1-ish text, average widths), so a
// page never fails on its fonts.
func newFontInfo(v pdf.Value) *fontInfo {
	f := &fontInfo{dw: 500}
	if v.Kind() != pdf.Dict {
		f.simple = new([256]string)
		f.simpleW = &defaultWidths
		return f
	}
	f.multiByte = v.Key("Subtype").Name() == "Type0"
	f.icon = iconFont(v.Key("BaseFont").Name())
	if tu := v.Key("ToUnicode"); tu.Kind() == pdf.Stream {
		f.readCMap(tu, v)
	}
	if f.multiByte {
		f.compositeWidths(v.Key("DescendantFonts").Index(0))
		if enc := v.Key("Encoding"); enc.Kind() == pdf.Stream {
			g := &fontInfo{}
			g.readCMap(enc, v) // an embedded CMap: its code space is the one
			if g.hasSpace() {
				f.space = g.space
			}
		}
		if !f.hasSpace() {
			f.space[1] = []codeRange{{0, 0xFFFF}} // Identity-H and kin
		}
		return f
	}
	f.simpleTables(v)
	return f
}

func (f *fontInfo) hasSpace() bool {
	for _, s := range f.space {
		if len(s) > 0 {
			return true
		}
	}
	return false
}

// defaultWidths is the guess for a font with no dictionary at all.
var defaultWidths = func() (w [256]float64) {
	for i := range w {
		w[i] = 500
	}
	return w
}()

// simpleTables sets up the code -> text table (filled on use by simpleText)
// and the code -> width table of a simple font.
func (f *fontInfo) simpleTables(v pdf.Value) {
	f.simple = new([256]string)
	f.font = v

	scale := 1.0
	if v.Key("Subtype").Name() == "Type3" {
		if m := v.Key("FontMatrix"); m.Len() == 6 {
			scale = m.Index(0).Float64() * 1000
		}
	}
	missing := v.Key("FontDescriptor").Key("MissingWidth").Float64()
	ws := v.Key("Widths")
	if ws.Kind() != pdf.Array {
		missing = 500
		if strings.Contains(v.Key("BaseFont").Name(), "Courier") {
			missing = 600
		}
	}
	var widths [256]float64
	first := int(v.Key("FirstChar").Int64())
	for c := range widths {
		widths[c] = missing * scale
		if i := c - first; i >= 0 && i < ws.Len() {
			widths[c] = ws.Index(i).Float64() * scale
		}
	}
	f.simpleW = &widths
}

// compositeWidths reads a CIDFont's /DW and /W ([c [w1 w2 ...]] and
// [cFirst cLast w] entries).
func (f *fontInfo) compositeWidths(desc pdf.Value) {
	f.dw = 1000
	if dw := desc.Key("DW"); dw.Kind() == pdf.Integer || dw.Kind() == pdf.Real {
		f.dw = dw.Float64()
	}
	f.widths = map[int]float64{}
	w := desc.Key("W")
	for i := 0; i < w.Len() && len(f.widths) < maxCMapEntries; {
		first := int(w.Index(i).Int64())
		if i+1 < w.Len() && w.Index(i+1).Kind() == pdf.Array {
			a := w.Index(i + 1)
			for j := 0; j < a.Len() && j < maxCMapRange; j++ {
				f.widths[first+j] = a.Index(j).Float64()
			}
			i += 2
			continue
		}
		if i+2 >= w.Len() {
			break
		}
		last := int(w.Index(i + 1).Int64())
		width := w.Index(i + 2).Float64()
		for c := first; c <= last && c-first < maxCMapRange; c++ {
			f.widths[c] = width
		}
		i += 3
	}
}

// readCMap reads code space ranges and bfchar/bfrange mappings from a CMap
// stream (ToUnicode, or an embedded encoding CMap). A CMap starts with
// "/CIDInit /ProcSet findresource begin", and the interpreter only begins a
// dictionary; the parser cannot make one for us, so scratch (any dictionary,
// here the font's, which nothing writes to) stands in for the ProcSet.
func (f *fontInfo) readCMap(strm, scratch pdf.Value) {
	if f.uni == nil {
		f.uni = map[uint64]string{}
	}
	if !cmapSafe(strm) {
		f.unsafeCMap = true
		return
	}
	defer func() { _ = recover() }() // a broken CMap keeps what it had
	count := 0                       // entries announced by the last begin... operator
	pop := func(stk *pdf.Stack, k int, each func(v []pdf.Value)) {
		v := make([]pdf.Value, k)
		for i := 0; i < count && stk.Len() >= k; i++ {
			for j := k - 1; j >= 0; j-- {
				v[j] = stk.Pop()
			}
			if each != nil {
				each(v)
			}
		}
		count = 0
	}
	pdf.Interpret(strm, func(stk *pdf.Stack, op string) {
		switch op {
		case "findresource":
			stk.Pop()
			stk.Pop()
			stk.Push(scratch)
		case "defineresource":
			stk.Pop()
			v := stk.Pop()
			stk.Pop()
			stk.Push(v)
		case "begincodespacerange", "beginbfchar", "beginbfrange", "begincidchar",
			"begincidrange", "beginnotdefchar", "beginnotdefrange":
			count = int(min(max(stk.Pop().Int64(), 0), 1<<16))
		case "endcodespacerange":
			pop(stk, 2, func(v []pdf.Value) {
				lo, hi := v[0].RawString(), v[1].RawString()
				if n := len(lo); n >= 1 && n <= 4 && len(hi) == n && len(f.space[n-1]) < 256 {
					f.space[n-1] = append(f.space[n-1], codeRange{be(lo), be(hi)})
				}
			})
		case "endbfchar":
			pop(stk, 2, func(v []pdf.Value) {
				src := v[0].RawString()
				if n := len(src); n >= 1 && n <= 4 && len(f.uni) < maxCMapEntries {
					f.uni[code(n, be(src))] = utf16BE(v[1].RawString())
				}
			})
		case "endbfrange":
			pop(stk, 3, func(v []pdf.Value) { f.addRange(v[0].RawString(), v[1].RawString(), v[2]) })
		case "endcidchar", "endnotdefchar":
			pop(stk, 2, nil)
		case "endcidrange", "endnotdefrange":
			pop(stk, 3, nil)
		}
	})
}

// maxCMapBytes caps a CMap stream; real ones take a few KiB.
const maxCMapBytes = 4 << 20

// cmapSafe reads a CMap stream ahead of the interpreter: small enough, and
// lexSafe.
func cmapSafe(strm pdf.Value) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	rc := strm.Reader()
	defer rc.Close()
	data, _ := io.ReadAll(io.LimitReader(rc, maxCMapBytes+1))
	return len(data) <= maxCMapBytes && lexSafe(data)
}

func (f *fontInfo) addRange(loS, hiS string, dst pdf.Value) {
	n := len(loS)
	if n < 1 || n > 4 || len(hiS) != n {
		return
	}
	lo, hi := be(loS), be(hiS)
	if hi < lo {
		return
	}
	if dst.Kind() == pdf.Array {
		for i := 0; i < dst.Len() && uint64(lo)+uint64(i) <= uint64(hi) && len(f.uni) < maxCMapEntries; i++ {
			f.uni[code(n, lo+uint32(i))] = utf16BE(dst.Index(i).RawString())
		}
		return
	}
	base := utf16Units(dst.RawString())
	if len(base) == 0 {
		return
	}
	if hi-lo < maxCMapRange && len(f.uni)+int(hi-lo) < maxCMapEntries {
		for c := lo; ; c++ {
			f.uni[code(n, c)] = rangeString(base, c-lo)
			if c == hi {
				break
			}
		}
		return
	}
	if len(f.ranges) < 1024 {
		f.ranges = append(f.ranges, cmapRange{n: n, lo: lo, hi: hi, base: base})
	}
}

func (f *fontInfo) rangeText(n int, c uint32) (string, bool) {
	for _, r := range f.ranges {
		if r.n == n && r.lo <= c && c <= r.hi {
			return rangeString(r.base, c-r.lo), true
		}
	}
	return "", false
}

// rangeString is a bfrange's text for the code off places after its start.
func rangeString(base []uint16, off uint32) string {
	u := append([]uint16(nil), base...)
	u[len(u)-1] += uint16(off)
	return string(utf16.Decode(u))
}

// next splits the first character code off s. It returns -1 at the end.
func (f *fontInfo) next(s string) (int64, string) {
	if s == "" {
		return -1, ""
	}
	if !f.multiByte {
		return int64(code(1, uint32(s[0]))), s[1:]
	}
	for n := 1; n <= 4 && n <= len(s); n++ {
		v := be(s[:n])
		for _, r := range f.space[n-1] {
			if r.lo <= v && v <= r.hi {
				return int64(code(n, v)), s[n:]
			}
		}
	}
	// Outside every range: consume the shortest length the font uses.
	for n := 1; n <= 4; n++ {
		if len(f.space[n-1]) > 0 && n <= len(s) {
			return int64(code(n, be(s[:n]))), s[n:]
		}
	}
	return int64(code(1, uint32(s[0]))), s[1:]
}

func (f *fontInfo) decode(c int64) string {
	if f.icon {
		return iconText(f.decodeText(c))
	}
	return f.decodeText(c)
}

// iconText is what an icon font's glyph reads as: a symbol its ToUnicode map names (a list's
// "○", a "✉") stays; a letter, a digit, a private-use code or nothing (what icon fonts map
// their pictures to) is iconMark.
func iconText(s string) string {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r >= 0xE000 && r <= 0xF8FF || r == missingGlyph || unicode.IsControl(r) {
			return string(iconMark)
		}
	}
	if strings.TrimSpace(s) == "" {
		return string(iconMark)
	}
	return s
}

// decodeText is the text of code c by the font's maps.
func (f *fontInfo) decodeText(c int64) string {
	n, v := int(c>>32), uint32(c)
	if f.simple != nil && n == 1 {
		b := byte(v)
		if !f.known[b] {
			f.simple[b] = f.simpleText(b)
			f.known[b] = true
		}
		return f.simple[b]
	}
	if s, ok := f.uni[uint64(c)]; ok {
		return glyphText(s)
	}
	s, ok := f.rangeText(n, v)
	if !ok && len(f.uni)+len(f.ranges) > 0 {
		// a ToUnicode map that lacks a code the page draws: a subset font's
		// ligature, most often, repaired by the normalisation stage
		return string(missingGlyph)
	}
	return s
}

// glyphText is what a ToUnicode entry says a glyph is: an entry mapped to
// nothing, or to a control character, is a glyph the map does not name.
func glyphText(s string) string {
	if s == "" || len(s) == 1 && s[0] < 0x20 && s[0] != '\t' {
		return string(missingGlyph)
	}
	return s
}

// simpleText is a simple font's text for a code: ToUnicode wins; the
// parser's encoding tables (WinAnsi, MacRoman, Differences) fill the gaps.
func (f *fontInfo) simpleText(c byte) string {
	if s, ok := f.uni[code(1, uint32(c))]; ok && glyphText(s) == s {
		return s
	}
	if s, ok := f.rangeText(1, uint32(c)); ok {
		return s
	}
	if s, ok := glyphNameText(f.diffName(c)); ok {
		return s
	}
	if !f.encDone {
		f.encDone = true
		if f.font.Kind() == pdf.Dict && !f.unsafeCMap {
			font := pdf.Font{V: f.font}
			f.enc = font.Encoder()
		}
	}
	if f.enc == nil {
		return string(rune(c))
	}
	return f.enc.Decode(string([]byte{c}))
}

// diffName is the glyph name /Differences gives code c, or "".
func (f *fontInfo) diffName(c byte) string {
	if !f.diffsDone {
		f.diffsDone = true
		d := f.font.Key("Encoding").Key("Differences")
		if d.Kind() == pdf.Array {
			f.diffs = new([256]string)
			n := -1
			for i := 0; i < d.Len() && i < 1024; i++ {
				x := d.Index(i)
				switch {
				case x.Kind() == pdf.Integer:
					n = int(x.Int64())
				case x.Kind() == pdf.Name && n >= 0 && n < 256:
					f.diffs[n] = x.Name()
					n++
				}
			}
		}
	}
	if f.diffs == nil {
		return ""
	}
	return f.diffs[c]
}

// width is a code's advance in 1/1000 em.
func (f *fontInfo) width(c int64) float64 {
	v := uint32(c)
	if f.simpleW != nil {
		return f.simpleW[v&0xFF]
	}
	if w, ok := f.widths[int(v)]; ok {
		return w
	}
	return f.dw
}

// be reads a big-endian code of 1-4 bytes.
func be(s string) uint32 {
	var v uint32
	for i := 0; i < len(s) && i < 4; i++ {
		v = v<<8 | uint32(s[i])
	}
	return v
}

func utf16Units(s string) []uint16 {
	u := make([]uint16, 0, len(s)/2)
	for i := 0; i+1 < len(s); i += 2 {
		u = append(u, uint16(s[i])<<8|uint16(s[i+1]))
	}
	return u
}

// utf16BE decodes a ToUnicode destination string.
func utf16BE(s string) string {
	return string(utf16.Decode(utf16Units(s)))
}

// iconFontNames are parts of the names of icon fonts.
var iconFontNames = []string{"awesome", "icons", "glyphicons", "octicons", "academicons",
	"ionicons", "materialsymbols", "fontello", "entypo", "typicons", "feather", "phosphor",
	"remixicon", "tabler", "bootstrap-icons", "simple-icons"}

// iconFont reports whether a font's /BaseFont ("ABCDEF+FontAwesome5Free-Solid") names an
// icon font.
func iconFont(base string) bool {
	base = strings.ToLower(base)
	for _, n := range iconFontNames {
		if strings.Contains(base, n) {
			return true
		}
	}
	return false
}

// glyphNameText reads the glyph names the parser's encoding tables do not know: small
// capitals, old-style figures and other variants ("a.sc", "T.c2sc", "one.osf"), ligatures
// written with underscores ("f_f_i"), and "uniXXXX" / "uXXXXX" names. Plain names ("a",
// "fi", "bullet") are left to the parser's tables.
func glyphNameText(name string) (string, bool) {
	if name == "" {
		return "", false
	}
	base, _, suffixed := strings.Cut(name, ".")
	if base == "" {
		return "", false
	}
	if strings.Contains(base, "_") {
		var b strings.Builder
		for _, part := range strings.Split(base, "_") {
			s, ok := baseGlyph(part)
			if !ok {
				return "", false
			}
			b.WriteString(s)
		}
		return b.String(), true
	}
	if s, ok := uniGlyph(base); ok {
		return s, true
	}
	if !suffixed {
		return "", false
	}
	return baseGlyph(base)
}

// baseGlyph reads a plain glyph name: a letter, a figure's name, or a uni name.
func baseGlyph(name string) (string, bool) {
	if len(name) == 1 && isASCIILetter(name[0]) {
		return name, true
	}
	if s, ok := uniGlyph(name); ok {
		return s, true
	}
	if s, ok := glyphNames[name]; ok {
		return s, true
	}
	return "", false
}

// uniGlyph reads "uni0041" and "u1F600".
func uniGlyph(name string) (string, bool) {
	var hex string
	switch {
	case strings.HasPrefix(name, "uni") && len(name) == 7:
		hex = name[3:]
	case strings.HasPrefix(name, "u") && len(name) >= 5 && len(name) <= 7:
		hex = name[1:]
	default:
		return "", false
	}
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil || v > unicode.MaxRune || v >= 0xD800 && v < 0xE000 {
		return "", false
	}
	return string(rune(v)), true
}

// glyphNames are the Adobe names of figures and punctuation that variants are made of.
var glyphNames = map[string]string{
	"zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
	"seven": "7", "eight": "8", "nine": "9", "period": ".", "comma": ",", "colon": ":",
	"semicolon": ";", "hyphen": "-", "endash": "–", "emdash": "—", "parenleft": "(",
	"parenright": ")", "ampersand": "&", "slash": "/", "at": "@", "plus": "+", "numbersign": "#",
	"quoteright": "’", "quoteleft": "‘", "quotesingle": "'", "exclam": "!", "question": "?",
	"space": " ", "f": "f", "i": "i", "l": "l",
}

package extract

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/richardlehane/mscfb"
)

func TestRenderWordChars(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"paragraphs and line breaks", "Jane Doe\rRN\vBSN\r", "Jane Doe\nRN\nBSN\n"},
		{"tabs and hyphens", "Nurse\t2019\x1e2020 re\x1fsume", "Nurse\t2019-2020 resume"},
		{"field result kept, instruction dropped", "Mail \x13 HYPERLINK \"mailto:j@x.com\" \x14j@x.com\x15 now", "Mail j@x.com now"},
		{"field without result", "Page \x13 PAGE \x15end", "Page end"},
		{"nested fields", "\x13 IF \x13 PAGE \x141\x15 = 1 \"x\" \x14yes\x15!", "yes!"},
		{"table rows", "Skills\rJava\x07SQL\x07\x07Go\x07Rust\x07\x07After\r", "Skills\nJava | SQL\nGo | Rust\nAfter\n"},
		{"empty cells", "a\x07\x07b\x07\x07\x07", "a\nb\n"},
		{"layout table: a one-line cell before a cell of several paragraphs", "Contact\x07EXPERIENCE\rNurse\x07\x07", "Contact\nEXPERIENCE\nNurse\n\n"},
		{"a date's cell before its entry", "2019 – 2023\x07Staff Nurse\rMercy Clinic\x07\x07", "2019 – 2023\nStaff Nurse\nMercy Clinic\n\n"},
		{"broken field ends with its paragraph", "a\x13 HYPERLINK x\rvisible\r", "a\nvisible\n"},
		{"page and column breaks", "p1\x0cp2\x0ep3", "p1\n\np2\n\np3"},
		{"anchors dropped", "Photo\x01\x08 here\x02", "Photo here"},
		{"unbalanced field marks", "\x15\x14ok\x13hidden", "ok"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := renderWordChars(wordChars(tt.in), nil); got != tt.want {
				t.Errorf("renderWordChars(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func wordChars(s string) []wordChar {
	var out []wordChar
	for i, r := range s {
		out = append(out, wordChar{r, i})
	}
	return out
}

// wordStreams builds a WordDocument stream (a Word 97 FIB and the text) and
// a 1Table stream (a CLX with one Prc and two pieces: 8-bit Windows-1252,
// then UTF-16LE).
func wordStreams(eightBit []byte, wide string) (wordDoc, table []byte) {
	le := binary.LittleEndian
	const textAt = 0x800
	units := utf16.Encode([]rune(wide))
	wordDoc = make([]byte, textAt+len(eightBit)+1+2*len(units))
	le.PutUint16(wordDoc[0:], 0xA5EC)
	le.PutUint16(wordDoc[2:], 0x00C1)
	le.PutUint16(wordDoc[0x0A:], 0x0200) // fWhichTblStm: 1Table
	le.PutUint16(wordDoc[0x20:], 14)     // csw
	lw := 0x22 + 28
	le.PutUint16(wordDoc[lw:], 22) // cslw
	ccpText := len(eightBit) + len(units)
	le.PutUint32(wordDoc[lw+2+4*3:], uint32(ccpText))
	fcLcb := lw + 2 + 88
	le.PutUint16(wordDoc[fcLcb:], 93) // cbRgFcLcb

	copy(wordDoc[textAt:], eightBit)
	wideAt := textAt + len(eightBit) + 1 // UTF-16 pieces may start at odd offsets too
	for i, u := range units {
		le.PutUint16(wordDoc[wideAt+2*i:], u)
	}

	clx := []byte{0x01, 2, 0, 0xAA, 0xBB, 0x02} // a Prc to skip, then the Pcdt
	plc := make([]byte, 4*3+8*2)
	le.PutUint32(plc[0:], 0)
	le.PutUint32(plc[4:], uint32(len(eightBit)))
	le.PutUint32(plc[8:], uint32(ccpText))
	le.PutUint32(plc[12+2:], uint32(textAt*2)|0x40000000)
	le.PutUint32(plc[20+2:], uint32(wideAt))
	clx = le.AppendUint32(clx, uint32(len(plc)))
	clx = append(clx, plc...)
	table = append(make([]byte, 16), clx...)
	le.PutUint32(wordDoc[fcLcb+2+8*33:], 16)
	le.PutUint32(wordDoc[fcLcb+2+8*33+4:], uint32(len(clx)))
	return wordDoc, table
}

func TestDOCPieceTable(t *testing.T) {
	wordDoc, table := wordStreams([]byte("Jos\xe9 \x93RN\x94\r"), "Nurse \u2013 ICU\u00e9\r")
	f, err := parseFIB(wordDoc)
	if err != nil {
		t.Fatal(err)
	}
	text, err := docText(f, wordDoc, table)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := normalize(text), "José “RN”\nNurse – ICUé"; got != want {
		t.Errorf("docText = %q, want %q", got, want)
	}
}

func TestDOCStructureErrors(t *testing.T) {
	wordDoc, table := wordStreams([]byte("Jane\r"), "Doe\r")
	corrupt := func(edit func(w, tb []byte) ([]byte, []byte)) func() error {
		return func() error {
			w, tb := edit(append([]byte(nil), wordDoc...), append([]byte(nil), table...))
			f, err := parseFIB(w)
			if err != nil {
				return err
			}
			_, err = docText(f, w, tb)
			return err
		}
	}
	le := binary.LittleEndian
	tests := []struct {
		name string
		run  func() error
		want string
	}{
		{"short stream", corrupt(func(w, tb []byte) ([]byte, []byte) { return w[:20], tb }), "too short"},
		{"Word 6", corrupt(func(w, tb []byte) ([]byte, []byte) { le.PutUint16(w[2:], 0x65); return w, tb }), "Word 6/95"},
		{"encrypted", corrupt(func(w, tb []byte) ([]byte, []byte) { w[0x0B] |= 0x01; return w, tb }), "password-protected"},
		{"CLX outside the table", corrupt(func(w, tb []byte) ([]byte, []byte) { return w, tb[:20] }), "outside"},
		{"piece past the stream", corrupt(func(w, tb []byte) ([]byte, []byte) { return w[:0x802], tb }), "runs past"},
		{"negative Prc size (found by FuzzDOCStreams: looped forever)", corrupt(func(w, tb []byte) ([]byte, []byte) { tb[16+1], tb[16+2] = 0xFD, 0xFF; return w, tb }), "negative size"},
		{"no Pcdt", corrupt(func(w, tb []byte) ([]byte, []byte) { tb[16+5] = 0x07; return w, tb }), "no piece table"},
		{"huge character count", corrupt(func(w, tb []byte) ([]byte, []byte) { le.PutUint32(w[0x22+28+2+12:], 1<<30); return w, tb }), "out of range"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.run(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
}

func TestDOCEncryptedHasNoFallback(t *testing.T) {
	data := brokenFIB(t, 0)
	i := strings.Index(string(data), "\xEC\xA5")
	data[i+0x0B] |= 0x01 // fEncrypted
	_, err := Text(context.Background(), data)
	if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "password-protected") {
		t.Errorf("Text(encrypted DOC) = %v; want ErrUnreadable, password-protected", err)
	}
}

// antiword takes over when the FIB is unreadable to the Go parser.
func TestDOCFallbackToAntiword(t *testing.T) {
	requireTool(t, toolAntiword, "antiword")
	doc, err := Text(context.Background(), brokenFIB(t, 2))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Extractor != "antiword" {
		t.Errorf("extractor = %q, want antiword", doc.Extractor)
	}
	if err := checkInOrder(doc.Text, MustKeyLines(t, "onecol.want")); err != nil {
		t.Errorf("%v\n%s", err, doc.Text)
	}
}

func TestAntiwordTables(t *testing.T) {
	in := "SKILLS\n|Telemetry     |ACLS / BLS   |Epic EHR    |\n|IV therapy  |   |Wound care |\n"
	want := "SKILLS\nTelemetry | ACLS / BLS | Epic EHR\nIV therapy | Wound care\n"
	if got := antiwordTables(in); got != want {
		t.Errorf("antiwordTables = %q, want %q", got, want)
	}
}

// The paragraph properties say which paragraphs are table cells.
func TestDOCParagraphsInTable(t *testing.T) {
	wordDoc, table := MustWordStreams(t, "header_table.doc")
	f, err := parseFIB(wordDoc)
	if err != nil {
		t.Fatal(err)
	}
	pieces, err := parsePieces(table[f.fcClx : f.fcClx+f.lcbClx])
	if err != nil {
		t.Fatal(err)
	}
	chars, err := pieceChars(pieces, wordDoc, 0, f.ccpText)
	if err != nil {
		t.Fatal(err)
	}
	px := newPapxIndex(f, wordDoc, table)
	got := map[string]bool{}
	var line []rune
	for _, c := range chars {
		if c.r == 0x0D || c.r == 0x07 {
			got[string(line)] = px.inTable(c.fc)
			line = line[:0]
			continue
		}
		line = append(line, c.r)
	}
	for text, want := range map[string]bool{"SKILLS": false, "Telemetry monitoring": true, "Spanish (conversational)": true, "EXPERIENCE": false} {
		if got[text] != want {
			t.Errorf("inTable(%q) = %t, want %t", text, got[text], want)
		}
	}
}

// MustWordStreams returns the WordDocument and table streams of
// testdata/name.
func MustWordStreams(tb testing.TB, name string) (wordDoc, table []byte) {
	tb.Helper()
	r, err := mscfb.New(bytes.NewReader(MustReadFile(tb, name)))
	if err != nil {
		tb.Fatal(err)
	}
	streams := map[string][]byte{}
	for _, f := range r.File {
		b, err := io.ReadAll(f)
		if err != nil {
			tb.Fatal(err)
		}
		streams[f.Name] = b
	}
	wordDoc = streams["WordDocument"]
	f, err := parseFIB(wordDoc)
	if err != nil {
		tb.Fatal(err)
	}
	return wordDoc, streams[fmt.Sprintf("%dTable", f.whichTable)]
}

package extract

import (
	"bytes"
	"context"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	bomUTF16LE = []byte{0xFF, 0xFE}
	bomUTF16BE = []byte{0xFE, 0xFF}
)

// extractTXT decodes plain text: a BOM decides (UTF-8, UTF-16LE/BE); without
// one, UTF-16 is recognised by its zero bytes, and anything else is read as
// UTF-8 with each byte that is not valid UTF-8 taken as Windows-1252. That
// reads pure UTF-8, pure Windows-1252 and the mixture copy-and-paste makes.
func extractTXT(_ context.Context, data []byte) (Document, error) {
	text, name := decodeText(data)
	return Document{Text: text, Extractor: name}, nil
}

// decodeText returns the text and the name of the decoding used.
func decodeText(data []byte) (string, string) {
	switch {
	case bytes.HasPrefix(data, bomUTF8):
		text, _ := decodeUTF8OrCP1252(data[len(bomUTF8):])
		return text, "text-utf8"
	case bytes.HasPrefix(data, bomUTF16LE):
		return decodeUTF16(data[2:], unicode.LittleEndian), "text-utf16le"
	case bytes.HasPrefix(data, bomUTF16BE):
		return decodeUTF16(data[2:], unicode.BigEndian), "text-utf16be"
	}
	switch utf16Guess(data) {
	case guessLE:
		return decodeUTF16(data, unicode.LittleEndian), "text-utf16le"
	case guessBE:
		return decodeUTF16(data, unicode.BigEndian), "text-utf16be"
	}
	text, pure := decodeUTF8OrCP1252(data)
	if pure {
		return text, "text-utf8"
	}
	return text, "text-windows-1252"
}

func decodeUTF16(data []byte, order unicode.Endianness) string {
	data = data[:len(data)&^1]
	out, err := unicode.UTF16(order, unicode.IgnoreBOM).NewDecoder().Bytes(data)
	if err != nil {
		return "" // unreachable: the decoder replaces what it cannot decode
	}
	return string(out)
}

// decodeUTF8OrCP1252 keeps valid UTF-8 and reads every other byte as
// Windows-1252. pure reports whether data was valid UTF-8 throughout.
func decodeUTF8OrCP1252(data []byte) (text string, pure bool) {
	if utf8.Valid(data) {
		return string(data), true
	}
	var b strings.Builder
	b.Grow(len(data) + len(data)/8)
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		if r == utf8.RuneError && size <= 1 {
			b.WriteRune(charmap.Windows1252.DecodeByte(data[0]))
			data = data[1:]
			continue
		}
		b.Write(data[:size])
		data = data[size:]
	}
	return b.String(), false
}

// The answers of utf16Guess.
const (
	guessNone = iota
	guessLE
	guessBE
)

// utf16Guess recognises BOM-less UTF-16 of mostly Latin text by its zero
// bytes, all at odd offsets (little-endian) or all at even ones (big-endian).
func utf16Guess(data []byte) int {
	n := min(len(data), 4096) &^ 1
	if n < 4 {
		return guessNone
	}
	var zeroEven, zeroOdd int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			zeroEven++
		}
		if data[i+1] == 0 {
			zeroOdd++
		}
	}
	pairs := n / 2
	switch {
	case zeroOdd*10 >= pairs*4 && zeroEven*50 <= pairs:
		return guessLE
	case zeroEven*10 >= pairs*4 && zeroOdd*50 <= pairs:
		return guessBE
	}
	return guessNone
}

// looksLikeText reports whether data is text a person wrote: after decoding,
// control characters other than tab, line and page breaks are rare. The
// first 64 KiB decide.
func looksLikeText(data []byte) bool {
	if len(data) > 64<<10 {
		// A cut through a UTF-8 sequence costs at most three odd bytes.
		data = data[:64<<10]
	}
	text, _ := decodeText(data)
	var bad, total int
	for _, r := range text {
		total++
		switch {
		case r == '\t' || r == '\n' || r == '\r' || r == '\f':
		case r < 0x20 || r == 0x7F || (r >= 0x80 && r <= 0x9F) || r == utf8.RuneError:
			bad++
		}
	}
	if total == 0 {
		return true // empty or whitespace: text, but unreadable later
	}
	return bad <= max(1, total/200)
}

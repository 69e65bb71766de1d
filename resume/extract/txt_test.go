package extract

import (
	"context"
	"testing"
)

func TestTXTEncodings(t *testing.T) {
	tests := []struct {
		name, in, want, extractor string
	}{
		{"utf-8", "Renée – RN\r\n", "Renée – RN", "text-utf8"},
		{"utf-8 with BOM", "\xEF\xBB\xBFRenée", "Renée", "text-utf8"},
		{"windows-1252", "Ren\xe9e \x96 RN \x93ICU\x94", "Renée – RN “ICU”", "text-windows-1252"},
		{"utf-8 with a stray windows-1252 byte", "Renée \x96 RN", "Renée – RN", "text-windows-1252"},
		{"utf-16le with BOM", "\xFF\xFER\x00\xe9\x00\r\x00\n\x00\x13\x20", "Ré\n–", "text-utf16le"},
		{"utf-16be with BOM", "\xFE\xFF\x00R\x00\xe9", "Ré", "text-utf16be"},
		{"utf-16le without BOM", "J\x00a\x00n\x00e\x00 \x00D\x00o\x00e\x00", "Jane Doe", "text-utf16le"},
		{"utf-16be without BOM", "\x00J\x00a\x00n\x00e\x00 \x00D\x00o\x00e", "Jane Doe", "text-utf16be"},
		{"odd utf-16 length", "\xFF\xFEJ\x00o\x00b", "Jo", "text-utf16le"},
		{"unpaired surrogate", "\xFF\xFEA\x00\x00\xD8B\x00", "AB", "text-utf16le"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Text(context.Background(), []byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if doc.Text != tt.want || doc.Extractor != tt.extractor || doc.Format != TXT {
				t.Errorf("Text(%q) = %q by %s (%s), want %q by %s", tt.in, doc.Text, doc.Extractor, doc.Format, tt.want, tt.extractor)
			}
		})
	}
}

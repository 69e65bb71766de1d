package extract

import (
	"context"
	"testing"
)

// Text on a two-page resume in each format (onecol.* share one source).
//
//	go test -run='^$' -bench=. -benchmem ./resume/extract/
func BenchmarkText(b *testing.B) {
	docx := MustReadFile(b, "onecol.docx")
	text, err := Text(context.Background(), docx)
	if err != nil {
		b.Fatal(err)
	}
	inputs := []struct {
		name string
		data []byte
	}{
		{"pdf", MustReadFile(b, "onecol.pdf")},
		{"pdf-two-column", MustReadFile(b, "twocol.pdf")},
		{"docx", docx},
		{"doc", MustReadFile(b, "onecol.doc")},
		{"txt", []byte(text.Text)},
	}
	for _, in := range inputs {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.data)))
			for b.Loop() {
				if _, err := Text(context.Background(), in.data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

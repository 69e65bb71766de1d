package extract

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Fuzz targets, one per extractor and one for Detect. They run as ordinary
// tests over their seeds (testdata fixtures and testdata/fuzz/<target>);
// to search for crashes:
//
//	go test -run='^$' -fuzz=FuzzPDF -fuzztime=45s -fuzzminimizetime=5s ./resume/extract/
//
// (Without -fuzzminimizetime the fuzzer spends most of its time minimizing
// each new input found from the 30-40 KiB fixtures.)
//
// The fallbacks (pdftotext, antiword) are left out: the targets fuzz this
// package's own parsing.

// seedFiles adds every fixture whose name ends in one of exts.
func seedFiles(f *testing.F, exts ...string) {
	paths, err := filepath.Glob("testdata/*")
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range paths {
		for _, ext := range exts {
			if strings.HasSuffix(p, ext) {
				data, err := os.ReadFile(p)
				if err != nil {
					f.Fatal(err)
				}
				f.Add(data)
			}
		}
	}
}

// fuzzContext bounds one input; a hang shows as a failure, not a stall.
func fuzzContext(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// checkFuzzText checks what normalize promises, whatever the input.
func checkFuzzText(t *testing.T, text string) {
	t.Helper()
	if err := checkNormalized(normalize(text)); err != nil {
		t.Errorf("normalize(%q): %v", text, err)
	}
}

func FuzzDetect(f *testing.F) {
	seedFiles(f, ".pdf", ".docx", ".doc", ".txt")
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	f.Add([]byte(`{\rtf1 x}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		format, err := Detect(data)
		switch {
		case err == nil && extractors[format] == nil:
			t.Errorf("Detect = %q with no error", format)
		case err != nil && !errors.Is(err, ErrUnsupported) && !errors.Is(err, ErrUnreadable):
			t.Errorf("Detect error %v is neither ErrUnsupported nor ErrUnreadable", err)
		}
	})
}

func FuzzTXT(f *testing.F) {
	seedFiles(f, ".txt")
	f.Add([]byte("\xFF\xFEa\x00\x00\xD8"))
	f.Add([]byte("a\r\n\x00\x85\u2028b\xe9"))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := extractTXT(fuzzContext(t), data)
		if err != nil {
			t.Fatal(err)
		}
		checkFuzzText(t, doc.Text)
	})
}

func FuzzPDF(f *testing.F) {
	seedFiles(f, ".pdf")
	f.Add(buildPDF(textOps(10, pdfLine{72, 700, "Jane Doe"}, pdfLine{300, 700, "RN"})))
	f.Add(buildPDF("BT /F1 10 Tf [(a) -500 (b)] TJ T* (c) ' 1 2 (d) \" ET q /X Do Q"))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := pdfGoText(fuzzContext(t), data)
		if err != nil {
			return
		}
		checkFuzzText(t, doc.Text)
	})
}

func FuzzDOCX(f *testing.F) {
	seedFiles(f, ".docx")
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := extractDOCX(fuzzContext(t), data)
		if err != nil {
			if !errors.Is(err, ErrUnreadable) {
				t.Errorf("extractDOCX error %v is not ErrUnreadable", err)
			}
			return
		}
		checkFuzzText(t, doc.Text)
	})
}

func FuzzDOC(f *testing.F) {
	seedFiles(f, ".doc")
	f.Fuzz(func(t *testing.T, data []byte) {
		text, err := docPieceText(data)
		if err != nil {
			return
		}
		checkFuzzText(t, text)
	})
}

// FuzzDOCStreams fuzzes the FIB and piece table directly, past the compound
// file container that FuzzDOC mostly exercises.
func FuzzDOCStreams(f *testing.F) {
	wordDoc, table := wordStreams([]byte("Jos\xe9\r"), "Nurse \u2013 ICU\x07\x07\x13 PAGE \x141\x15\r")
	f.Add(wordDoc, table)
	for _, name := range []string{"header_table.doc", "twocol.doc"} {
		wordDoc, table := MustWordStreams(f, name)
		f.Add(wordDoc, table)
	}
	f.Fuzz(func(t *testing.T, wordDoc, table []byte) {
		fib, err := parseFIB(wordDoc)
		if err != nil {
			return
		}
		text, err := docText(fib, wordDoc, table)
		if err != nil {
			return
		}
		checkFuzzText(t, text)
	})
}

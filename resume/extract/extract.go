// Package extract owns text extraction from uploaded resumes: it recognises
// the format by content (never by file name), turns PDF, DOCX, DOC and plain
// text into line-structured UTF-8 text, reads scans (PDFs without a text
// layer, PNG and JPEG images) by OCR, and says why when it cannot.
//
// The output keeps line structure: one line per paragraph or visual line, a
// blank line between blocks (PDF paragraphs, tables, pages), tabs kept as a
// single "\t" (DOCX tabs, wide gaps between words on a PDF line, two or more
// spaces typed between fields), table cells
// joined with " | ". Whitespace is normalised (no NULs or other control
// characters, no runs of spaces, no trailing spaces, at most one blank line
// in a row) and the text is valid UTF-8.
//
// Every extractor runs under a deadline (the caller's context, and at most
// DefaultTimeout), recovers from panics in the parsers it uses and caps what
// it decompresses, so hostile input costs bounded time and memory. Two
// errors are exported for the HTTP layer: ErrUnsupported (415) and
// ErrUnreadable (422). Both arrive wrapped with a message that says why.
package extract

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Format is a document format recognised by Detect.
type Format string

// The formats Text understands.
const (
	PDF  Format = "pdf"
	DOCX Format = "docx"
	DOC  Format = "doc"
	TXT  Format = "txt"
	// PNG and JPEG are scans, read by OCR.
	PNG  Format = "png"
	JPEG Format = "jpeg"
)

// Sentinel errors, always wrapped with the reason (test with errors.Is).
var (
	// ErrUnsupported means the content is not a format this package reads:
	// images other than PNG and JPEG, spreadsheets, other archives, RTF,
	// HTML, binary data. The
	// HTTP layer answers 415 unsupported_media_type.
	ErrUnsupported = errors.New("unsupported document format")

	// ErrUnreadable means the format is supported but no text could be
	// taken from it: a scan OCR cannot read (or OCR is not installed), an empty or
	// password-protected document, one corrupt beyond recovery, or one that
	// took longer than the deadline. The HTTP layer answers 422
	// unreadable_document and shows the message; no profile is made up.
	ErrUnreadable = errors.New("unreadable document")
)

// DefaultTimeout bounds one extraction when the caller's context allows
// longer (or has no deadline). Resumes take milliseconds; only hostile or
// pathological files come near it.
const DefaultTimeout = 10 * time.Second

// defaultTimeout is DefaultTimeout, shortened by tests.
var defaultTimeout = DefaultTimeout

// Document is the text of one document and how it was obtained.
type Document struct {
	// Format is the detected format.
	Format Format
	// Text is the normalised, line-structured text (see the package comment).
	Text string
	// Extractor names what produced Text: "pdf-go", "pdftotext", "docx",
	// "doc-piece-table", "antiword", "text-utf8", "text-utf16le",
	// "text-utf16be", "text-windows-1252", or "tesseract" for a scan read by
	// OCR (see OCR).
	Extractor string
	// Pages is the page count where known: the pages of a PDF (read up to
	// 100), the count a DOCX's saving application recorded in
	// docProps/app.xml; 0 otherwise.
	Pages int
	// PageStarts are the byte offsets in Text where each page's text starts
	// (page 1 first), where the format has pages the extractor saw; nil
	// otherwise.
	PageStarts []int
	// Columns are the stretches of Text read from a column the PDF layout
	// found (a sidebar, the second of two columns): their reading order is
	// the layout's guess.
	Columns []Span
	// Wraps are the byte offsets in Text of the lines that may go on from the line above: in
	// a column of a PDF, the line above was too full for the line's first word and the two
	// stand closer together than the column's items. Whether one does is the reader's call
	// (a narrow column wraps a credential's name as it sets a degree over its school).
	Wraps []int
}

// WithWrapMarks returns Text with WrapMark at the start of each line that Wraps names.
func (d Document) WithWrapMarks() string {
	if len(d.Wraps) == 0 {
		return d.Text
	}
	var b strings.Builder
	b.Grow(len(d.Text) + 3*len(d.Wraps))
	from := 0
	for _, off := range d.Wraps {
		b.WriteString(d.Text[from:off])
		b.WriteRune(WrapMark)
		from = off
	}
	b.WriteString(d.Text[from:])
	return b.String()
}

// Span is a stretch of Document.Text, by byte offsets.
type Span struct{ Start, End int }

// Page returns the page (from 1) that byte offset off of Text is on, or 0
// when the document's pages are not known.
func (d Document) Page(off int) int {
	page := 0
	for i, start := range d.PageStarts {
		if start > off {
			break
		}
		page = i + 1
	}
	return page
}

// InColumn reports whether byte offset off of Text lies in a column the
// layout found.
func (d Document) InColumn(off int) bool {
	for _, c := range d.Columns {
		if off >= c.Start && off < c.End {
			return true
		}
	}
	return false
}

// Text detects the format of data and extracts its text.
//
// Errors: ErrUnsupported for formats it does not read, ErrUnreadable when no
// readable text comes out, and the context's error (wrapped) when ctx ends
// first. When only the internal DefaultTimeout expires the error is
// ErrUnreadable and also matches context.DeadlineExceeded.
func Text(ctx context.Context, data []byte) (Document, error) {
	f, err := Detect(data)
	if err != nil {
		return Document{}, err
	}
	return extractWithDeadline(ctx, f, data)
}

// extractor is one format's implementation. It must watch ctx (through the
// helpers in this package) so that it stops soon after the deadline.
type extractor func(ctx context.Context, data []byte) (Document, error)

var extractors = map[Format]extractor{
	PDF:  extractPDF,
	DOCX: extractDOCX,
	DOC:  extractDOC,
	TXT:  extractTXT,
	PNG:  ocrImage,
	JPEG: ocrImage,
}

// extractWithDeadline runs the extractor for f in its own goroutine, so that
// the caller gets an answer at the deadline even if a parser is stuck, and
// converts panics into ErrUnreadable.
func extractWithDeadline(parent context.Context, f Format, data []byte) (Document, error) {
	ex, ok := extractors[f]
	if !ok {
		return Document{}, fmt.Errorf("%w: format %q", ErrUnsupported, f)
	}
	ctx, cancel := context.WithTimeout(parent, defaultTimeout)
	defer cancel()

	type result struct {
		doc Document
		err error
	}
	done := make(chan result, 1)
	go func() {
		var r result
		defer func() {
			if p := recover(); p != nil {
				r = result{err: fmt.Errorf("%w: %s parser failed: %v", ErrUnreadable, f, p)}
			}
			done <- r
		}()
		r.doc, r.err = ex(ctx, data)
	}()

	select {
	case r := <-done:
		if r.err != nil {
			if ctx.Err() != nil {
				return Document{}, deadlineError(parent, f)
			}
			return Document{}, r.err
		}
		r.doc.Format = f
		paged := f == PDF || f == PNG || f == JPEG // their extractors end each page with a form feed
		r.doc.Text, r.doc.PageStarts, r.doc.Columns, r.doc.Wraps = normalizeDocument(r.doc.Text, paged)
		if strings.TrimSpace(r.doc.Text) == "" {
			return Document{}, fmt.Errorf("%w: the %s document contains no readable text", ErrUnreadable, f)
		}
		return r.doc, nil
	case <-ctx.Done():
		return Document{}, deadlineError(parent, f)
	}
}

// deadlineError tells the caller's own cancellation apart from our timeout:
// the first is the caller's business, the second says the file is
// pathological.
func deadlineError(parent context.Context, f Format) error {
	if err := parent.Err(); err != nil {
		return fmt.Errorf("extract %s text: %w", f, err)
	}
	return fmt.Errorf("%w: %s text extraction took longer than %s: %w",
		ErrUnreadable, f, defaultTimeout, context.DeadlineExceeded)
}

// unreadable wraps ErrUnreadable with a reason.
func unreadable(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrUnreadable}, args...)...)
}

// unsupported wraps ErrUnsupported with a reason.
func unsupported(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrUnsupported}, args...)...)
}

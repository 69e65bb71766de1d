package resume

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume/extract"
)

// Parser names, as Result.Parser reports them: ParserRules, or ParserLLM
// followed by the model ("llm:gpt-4o-mini").
const (
	ParserRules = "rules"
	ParserLLM   = "llm:"
)

// Result is a parsed resume and how it was made.
type Result struct {
	Profile   Profile
	Text      string // the document's text, which the profile was read from
	Format    extract.Format
	Extractor string // which text extractor read the document
	Parser    string // ParserRules, or ParserLLM and the model
	// Fallback is why the LLM's profile was not used, when one was asked for
	// and the rules made the profile instead: for logs, not for clients (it
	// may name the endpoint).
	Fallback string
}

// OCR reports whether the text was read from a scan by OCR.
func (r Result) OCR() bool { return r.Extractor == extract.ExtractorOCR }

// Parser reads resume documents into profiles.
type Parser struct {
	// LLM, when set, structures the text; the rules do when it is nil or
	// fails.
	LLM *LLM
	// Observe, when set, is told of every profile made and how long the
	// parse took (metrics).
	Observe func(res Result, took time.Duration)
}

// Parse reads a resume document (PDF, DOCX, DOC, plain text, or a scan as a
// PDF, PNG or JPEG, read by OCR; recognised by content) into a profile: with
// the LLM when one is set, else, or when it fails in any way (timeout,
// network, an answer that is not a profile), with the rule-based structurer.
// The profile's Sources say where in the text each value was read. Errors:
// unsupported_media_type for formats it does not read, unreadable_document
// when the document holds no readable text (a scan OCR cannot read, say),
// payload_too_large for more text than MaxTextBytes.
func (p *Parser) Parse(ctx context.Context, data []byte, opt Options) (res Result, err error) {
	if p.Observe != nil {
		defer func(start time.Time) {
			if err == nil {
				p.Observe(res, time.Since(start))
			}
		}(time.Now())
	}
	doc, err := Text(ctx, data)
	if err != nil {
		return Result{}, err
	}
	res = Result{Text: doc.Text, Format: doc.Format, Extractor: doc.Extractor}
	res.Parser = ParserRules
	if p.LLM != nil {
		prof, err := p.LLM.Structure(ctx, doc.Text, opt)
		if err == nil {
			res.Profile, res.Parser = prof, ParserLLM+p.LLM.Model()
		} else {
			res.Fallback = err.Error()
		}
	}
	if res.Parser == ParserRules {
		res.Profile = Structure(doc.WithWrapMarks(), opt)
	}
	res.Profile.Sources = locateSources(doc, res.Profile)
	return res, nil
}

// MaxTextBytes bounds the text of a resume, whatever its format: about 60
// pages of dense prose, ten times the longest CV we have seen. Structuring
// costs about 0.65 CPU-seconds and 22 MB per MB of text, so this bounds each
// parse's time and memory (with extraction's own deadline and caps), and a
// plain-text file longer than twice this (UTF-16 takes two bytes a
// character) is refused before it is read.
const MaxTextBytes = 256 << 10

// Text extracts a document's text, translating extraction failures into the
// error kinds a client can act on. Errors: payload_too_large for text over
// MaxTextBytes, and those of Parse.
func Text(ctx context.Context, data []byte) (extract.Document, error) {
	if err := CheckSize(data, int64(len(data))); err != nil {
		return extract.Document{}, err
	}
	doc, err := extract.Text(ctx, data)
	if err == nil && len(doc.Text) > MaxTextBytes {
		return doc, tooLong()
	}
	switch {
	case err == nil:
	case errors.Is(err, extract.ErrUnsupported):
		return doc, recruitd.Errorf(recruitd.UnsupportedMedia, "%s: send a PDF, DOCX, DOC or TXT resume, or a scan as PDF, PNG or JPEG", err)
	case errors.Is(err, extract.ErrUnreadable):
		return doc, recruitd.Errorf(recruitd.Unreadable, "%s", err)
	default:
		return doc, err
	}
	if strings.TrimSpace(doc.Text) == "" {
		return doc, recruitd.Errorf(recruitd.Unreadable, "the document holds no readable text")
	}
	return doc, nil
}

// CheckSize refuses, from the first bytes of a document and its size, a
// plain-text document with more text than a resume may hold (MaxTextBytes,
// two bytes a character for UTF-16), so that an upload can be refused as
// soon as that much of it has arrived. head holds at least the first 2 KiB,
// or the whole document. Errors: payload_too_large.
func CheckSize(head []byte, size int64) error {
	if size <= 2*MaxTextBytes {
		return nil
	}
	if f, err := extract.Detect(head); err == nil && f == extract.TXT {
		return tooLong()
	}
	return nil
}

func tooLong() error {
	return recruitd.Errorf(recruitd.TooLarge, "the resume holds more text than the %d bytes a resume may hold", MaxTextBytes)
}

package resume

import (
	"context"
	"errors"
	"strings"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume/extract"
)

// ParserRules names the rule-based parser, as Result.Parser reports it.
const ParserRules = "rules"

// Result is a parsed resume and how it was made.
type Result struct {
	Profile   Profile
	Text      string // the document's text, which the profile was read from
	Format    extract.Format
	Extractor string // which text extractor read the document
	Parser    string // ParserRules
}

// Parser reads resume documents into profiles.
type Parser struct{}

// Parse reads a resume document (PDF, DOCX, DOC or plain text, recognised by
// content) into a profile with the rule-based structurer. Errors:
// unsupported_media_type for formats it does not read, unreadable_document
// when the document holds no readable text (a scan without a text layer, say).
func (p *Parser) Parse(ctx context.Context, data []byte, opt Options) (Result, error) {
	doc, err := Text(ctx, data)
	if err != nil {
		return Result{}, err
	}
	return Result{Profile: Structure(doc.Text, opt), Text: doc.Text, Format: doc.Format, Extractor: doc.Extractor, Parser: ParserRules}, nil
}

// Text extracts a document's text, translating extraction failures into the
// error kinds a client can act on.
func Text(ctx context.Context, data []byte) (extract.Document, error) {
	doc, err := extract.Text(ctx, data)
	switch {
	case err == nil:
	case errors.Is(err, extract.ErrUnsupported):
		return doc, recruitd.Errorf(recruitd.UnsupportedMedia, "%s: send a PDF, DOCX, DOC or TXT resume", err)
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

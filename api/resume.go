package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/julienschmidt/httprouter"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/resume/extract"
)

// ResumeParser is what the resume endpoint needs of the resume package.
// Errors: unsupported_media_type, unreadable_document.
type ResumeParser interface {
	Parse(ctx context.Context, data []byte, opt resume.Options) (resume.Result, error)
}

// Fetcher downloads a resume a client names by URL. Errors: validation_error
// (a bad, refused or failed URL), payload_too_large.
type Fetcher interface {
	Fetch(ctx context.Context, rawURL string) (data []byte, contentType string, err error)
}

// parserHeader tells clients which parser made a profile: "rules" or "llm:<model>", followed
// by "; ocr=tesseract" when the document was a scan read by OCR.
const parserHeader = "X-Resume-Parser"

// resumeForm is the multipart form of POST /resume/parse.
type resumeForm struct {
	file        []byte
	fileName    string
	fileURL     string
	candidateID int64
	asOf        time.Time
}

func (s *Server) parseResume(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	form, err := s.readResumeForm(r)
	if err != nil {
		return err
	}
	res, err := s.parseForm(r.Context(), form)
	if err != nil {
		return err
	}
	w.Header().Set(parserHeader, parserName(res))
	writeJSON(w, http.StatusOK, res.Profile)
	return nil
}

// parserName is what parserHeader says of a parse.
func parserName(res resume.Result) string {
	if res.OCR() {
		return res.Parser + "; ocr=" + res.Extractor
	}
	return res.Parser
}

// parseForm parses a checked resume form, for the REST route and the
// parse_resume tool alike: it downloads file_url, parses, and with a
// candidate stores the file and its profile (a write: admin or recruiter).
func (s *Server) parseForm(ctx context.Context, form resumeForm) (resume.Result, error) {
	var err error
	if int64(len(form.file)) > s.cfg.MaxUploadBytes { // a tool's base64 content
		return resume.Result{}, recruitd.Errorf(recruitd.TooLarge, "file is larger than %d bytes", s.cfg.MaxUploadBytes)
	}
	if form.candidateID != 0 {
		if err := allowed(caller(ctx), write); err != nil {
			return resume.Result{}, err
		}
		if _, err := s.store.Candidate(ctx, form.candidateID); err != nil {
			return resume.Result{}, err
		}
	}
	data, name := form.file, form.fileName
	if form.fileURL != "" {
		if data, _, err = s.fetcher.Fetch(ctx, form.fileURL); err != nil {
			return resume.Result{}, err
		}
		name = fileNameOf(form.fileURL)
	}
	res, err := s.resumes.Parse(ctx, data, resume.Options{AsOf: form.asOf})
	if err != nil {
		return resume.Result{}, err
	}
	if res.Fallback != "" {
		s.log.Warn("LLM resume parsing fell back to the rules", zap.String("reason", res.Fallback),
			zap.String("request_id", requestID(ctx)))
	}
	if form.candidateID != 0 {
		profile, err := json.Marshal(res.Profile)
		if err != nil {
			return resume.Result{}, fmt.Errorf("encode profile: %w", err)
		}
		name = withExtension(name, res.Format)
		_, err = s.store.SaveResume(ctx, form.candidateID, recruitd.File{FileName: name,
			ContentType: contentTypes[res.Format], Description: "Parsed resume"}, data, recruitd.Parsed{Profile: profile, Text: res.Text})
		if err != nil {
			return resume.Result{}, err
		}
	}
	return res, nil
}

// readResume reads an uploaded resume of at most limit bytes. A plain-text
// file longer than a resume's text may be is refused once that much of it
// has arrived, rather than read whole and refused after.
func readResume(part io.Reader, limit int64) ([]byte, error) {
	head, err := io.ReadAll(io.LimitReader(part, 2*resume.MaxTextBytes+1))
	if err != nil {
		return nil, multipartError(err)
	}
	if len(head) <= 2*resume.MaxTextBytes {
		return head, nil
	}
	if err := resume.CheckSize(head, int64(len(head))); err != nil {
		return nil, err
	}
	return readLimited(io.MultiReader(bytes.NewReader(head), part), limit)
}

// contentTypes are the MIME types of the formats a resume may come in.
var contentTypes = map[extract.Format]string{
	extract.PDF:  "application/pdf",
	extract.DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
	extract.DOC:  "application/msword",
	extract.TXT:  "text/plain",
	extract.PNG:  "image/png",
	extract.JPEG: "image/jpeg",
}

// fileNameOf is the last path segment of a URL, or "resume".
func fileNameOf(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "resume"
	}
	name := path.Base(u.Path)
	if name == "." || name == "/" || strings.ContainsAny(name, "\\\x00") || len(name) > maxFileName {
		return "resume"
	}
	return name
}

// withExtension gives a stored resume the extension of its detected format
// when its name has none.
func withExtension(name string, f extract.Format) string {
	if name == "" {
		name = "resume"
	}
	if path.Ext(name) == "" {
		name += "." + string(f)
	}
	return name
}

func (s *Server) readResumeForm(r *http.Request) (resumeForm, error) {
	var form resumeForm
	mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return form, recruitd.Errorf(recruitd.UnsupportedMedia, "send multipart/form-data with a file or a file_url field")
	}
	var c checks
	var gotFile bool
	mr, err := multipartReader(r.Body, params["boundary"])
	if err != nil {
		return form, err
	}
	for parts := 0; ; parts++ {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return form, multipartError(err)
		}
		if parts == maxFormParts {
			return form, recruitd.Validation("invalid resume parse request", fmt.Sprintf("body: more than %d form parts", maxFormParts))
		}
		if part.FormName() == "file" {
			gotFile = true
			form.fileName = part.FileName()
			if form.file, err = readResume(part, s.cfg.MaxUploadBytes); err != nil {
				return form, err
			}
			continue
		}
		value, err := io.ReadAll(io.LimitReader(part, maxShort+1))
		if err != nil {
			return form, multipartError(err)
		}
		v := strings.TrimSpace(string(value))
		switch part.FormName() {
		case "file_url":
			form.fileURL = v
			c.length("file_url", &v, maxShort)
		case "candidate_id":
			form.setCandidate(&c, v)
		case "as_of":
			form.setAsOf(&c, v)
		default:
			c.add("%s: unknown field; the form takes file, file_url, candidate_id and as_of", cut(part.FormName(), maxEcho))
		}
	}
	return form, form.check(&c, gotFile)
}

func (form *resumeForm) setCandidate(c *checks, v string) {
	var err error
	if form.candidateID, err = strconv.ParseInt(v, 10, 64); err != nil || form.candidateID <= 0 {
		c.add("candidate_id: %s is not a valid id (a positive integer)", quote(v))
	}
}

func (form *resumeForm) setAsOf(c *checks, v string) {
	var err error
	if form.asOf, err = time.Parse(time.DateOnly, v); err != nil {
		c.add("as_of: %s is not a date as YYYY-MM-DD", quote(v))
	}
}

// check applies SPEC 4.6's rule, exactly one of file and file_url, and
// returns every problem of the form.
func (form *resumeForm) check(c *checks, gotFile bool) error {
	switch {
	case gotFile && form.fileURL != "":
		c.add("file, file_url: provide exactly one of file and file_url, not both")
	case !gotFile && form.fileURL == "":
		c.add("file, file_url: provide exactly one of file and file_url")
	case gotFile && len(form.file) == 0:
		c.add("file: the file is empty")
	}
	return c.err("invalid resume parse request")
}

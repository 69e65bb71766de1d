package api

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/julienschmidt/httprouter"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
)

// fileJSON is SPEC 2.7.
type fileJSON struct {
	ID          int64  `json:"id"`
	URL         string `json:"url"`
	FileName    string `json:"fileName"`
	ContentType string `json:"contentType"`
	Size        int64  `json:"size"`
	CandidateID *int64 `json:"candidateId"`
	Type        string `json:"type"`
	Description string `json:"description"`
	CreatedAt   string `json:"createdAt"`
}

// fromFile is SPEC 2.7. The url is relative unless PUBLIC_BASE_URL is set:
// the Host header is the client's to choose, so it never builds a link.
func (s *Server) fromFile(f recruitd.File) fileJSON {
	return fileJSON{ID: f.ID, URL: fmt.Sprintf("%s/api/file/%d/content", s.cfg.PublicBaseURL, f.ID), FileName: f.FileName,
		ContentType: f.ContentType, Size: f.Size, CandidateID: f.CandidateID, Type: f.Type,
		Description: f.Description, CreatedAt: rfc3339(f.Created)}
}

// fileInput is the JSON form of POST /api/file, and the fields of its
// multipart form.
type fileInput struct {
	FileName      *string        `json:"fileName"`
	ContentType   *string        `json:"contentType"`
	Type          *string        `json:"type"`
	CandidateID   *int64         `json:"candidateId"`
	Description   *string        `json:"description"`
	Base64Content *base64Content `json:"base64Content"`
}

const maxFileName = 255

func (in *fileInput) check(c *checks) {
	c.name("fileName", in.FileName, maxFileName)
	if name := trimmed(in.FileName); name != "" {
		if strings.ContainsAny(name, "/\\\x00") {
			c.add("fileName: must be a file name, not a path")
		} else if ext := filepath.Ext(name); ext == "" || ext == name {
			c.add("fileName: %s has no extension (such as .pdf)", quote(name))
		}
	}
	c.name("contentType", in.ContentType, maxShort)
	if ct := trimmed(in.ContentType); ct != "" {
		if _, _, err := mime.ParseMediaType(ct); err != nil || !strings.Contains(ct, "/") {
			c.add("contentType: %s is not a MIME type such as application/pdf", quote(ct))
		}
	}
	c.name("type", in.Type, maxShort)
	c.length("description", in.Description, maxText)
	if in.CandidateID != nil && *in.CandidateID <= 0 {
		c.add("candidateId: must be a positive integer")
	}
}

func (s *Server) createFile(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	var in fileInput
	var content []byte
	switch {
	case err == nil && mt == "multipart/form-data":
		content, err = s.readMultipartFile(r, params["boundary"], &in)
	case err == nil && (mt == "application/json" || strings.HasSuffix(mt, "+json")):
		content, err = s.readJSONFile(r, &in)
	default:
		err = recruitd.Errorf(recruitd.UnsupportedMedia,
			"send multipart/form-data with a file part, or application/json with base64Content")
	}
	if err != nil {
		return err
	}
	created, err := s.store.CreateFile(r.Context(), recruitd.File{FileName: trimmed(in.FileName),
		ContentType: trimmed(in.ContentType), Type: trimmed(in.Type), CandidateID: in.CandidateID,
		Description: trimmed(in.Description)}, content)
	if err != nil {
		return err
	}
	if created.Type == recruitd.FileResume && created.CandidateID != nil && s.pending != nil {
		s.pending.Wake()
	}
	writeJSON(w, http.StatusCreated, s.fromFile(created))
	return nil
}

func (s *Server) readJSONFile(r *http.Request, in *fileInput) ([]byte, error) {
	var c checks
	if err := decodeJSON(r, in, &c); err != nil {
		return nil, err
	}
	in.check(&c)
	switch {
	case in.Base64Content == nil && !c.has("base64Content"):
		c.add("base64Content: required")
	case in.Base64Content != nil && len(in.Base64Content.data) == 0:
		c.add("base64Content: the file is empty")
	}
	if err := c.err("invalid file"); err != nil {
		return nil, err
	}
	if content := in.Base64Content.data; int64(len(content)) <= s.cfg.MaxUploadBytes {
		return content, nil
	}
	return nil, recruitd.Errorf(recruitd.TooLarge, "file is larger than %d bytes", s.cfg.MaxUploadBytes)
}

// base64Content is a file's content as a JSON body carries it, decoded from
// the body's own bytes: a 25 MiB file costs no string copy of its 34 MB
// encoding.
type base64Content struct {
	data []byte
}

// UnmarshalJSON decodes standard or URL-safe base64, padded or not, with line
// breaks (as MIME encoders write them) or spaces.
func (b *base64Content) UnmarshalJSON(raw []byte) error {
	if len(raw) < 2 || raw[0] != '"' {
		return errors.New("must be a string of base64")
	}
	src := raw[1 : len(raw)-1]
	if bytes.ContainsAny(src, "\\ ") {
		// escapes (\n, \/) or spaces: the rare encoder that writes them
		// costs a copy
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return errors.New("must be a string of base64")
		}
		src = []byte(strings.Map(func(r rune) rune {
			if r == '\n' || r == '\r' || r == ' ' || r == '\t' {
				return -1
			}
			return r
		}, s))
	}
	enc := base64.StdEncoding
	if bytes.ContainsAny(src, "-_") {
		enc = base64.URLEncoding
	}
	if !bytes.HasSuffix(src, []byte("=")) {
		enc = enc.WithPadding(base64.NoPadding)
	}
	b.data = make([]byte, enc.DecodedLen(len(src)))
	n, err := enc.Decode(b.data, src)
	if err != nil {
		b.data = nil
		return fmt.Errorf("not valid base64: %v", err)
	}
	b.data = b.data[:n]
	return nil
}

// readMultipartFile streams a multipart form: the file part into memory up
// to the upload limit, the other parts as the fields of fileInput.
func (s *Server) readMultipartFile(r *http.Request, boundary string, in *fileInput) ([]byte, error) {
	mr, err := multipartReader(r.Body, boundary)
	if err != nil {
		return nil, err
	}
	var c checks
	var content []byte
	var gotFile bool
	var partName, partType string
	for parts := 0; ; parts++ {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, multipartError(err)
		}
		if parts == maxFormParts {
			return nil, recruitd.Validation("invalid file", fmt.Sprintf("body: more than %d form parts", maxFormParts))
		}
		field := part.FormName()
		if field == "file" {
			gotFile = true
			partName, partType = part.FileName(), part.Header.Get("Content-Type")
			if content, err = readLimited(part, s.cfg.MaxUploadBytes); err != nil {
				return nil, err
			}
			continue
		}
		value, err := io.ReadAll(io.LimitReader(part, maxText+1))
		if err != nil {
			return nil, multipartError(err)
		}
		v := string(value)
		switch field {
		case "fileName":
			in.FileName = &v
		case "contentType":
			in.ContentType = &v
		case "type":
			in.Type = &v
		case "description":
			in.Description = &v
		case "candidateId":
			id, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err != nil {
				c.add("candidateId: %s is not an integer", quote(v))
			}
			in.CandidateID = &id
		default:
			c.add("%s: unknown field", cut(field, maxEcho))
		}
	}
	// A multipart upload names its file and type in the part itself.
	if trimmed(in.FileName) == "" && partName != "" {
		in.FileName = &partName
	}
	if trimmed(in.ContentType) == "" && gotFile {
		if partType == "" || partType == "application/octet-stream" {
			partType = sniffType(trimmed(in.FileName), content)
		}
		in.ContentType = &partType
	}
	in.check(&c)
	if !gotFile {
		c.add("file: required (a form part named file)")
	} else if len(content) == 0 {
		c.add("file: the file is empty")
	}
	return content, c.err("invalid file")
}

// multipartReader reads a multipart body with the given boundary.
func multipartReader(body io.Reader, boundary string) (*multipart.Reader, error) {
	if boundary == "" {
		return nil, recruitd.Validation("malformed multipart body", "Content-Type: multipart/form-data needs a boundary")
	}
	return multipart.NewReader(body, boundary), nil
}

// maxFormParts bounds the parts of a multipart form: the forms have a file
// and at most five fields.
const maxFormParts = 16

// readLimited reads an uploaded file part of at most limit bytes.
func readLimited(part io.Reader, limit int64) ([]byte, error) {
	content, err := io.ReadAll(io.LimitReader(part, limit+1))
	if err != nil {
		return nil, multipartError(err)
	}
	if int64(len(content)) > limit {
		return nil, recruitd.Errorf(recruitd.TooLarge, "file is larger than %d bytes", limit)
	}
	return content, nil
}

// sniffType guesses a MIME type from a file's extension, then its bytes.
func sniffType(name string, content []byte) string {
	if t := mime.TypeByExtension(filepath.Ext(name)); t != "" {
		return t
	}
	return http.DetectContentType(content)
}

// multipartError is the error of a multipart body that could not be read.
func multipartError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) || errors.Is(err, os.ErrDeadlineExceeded) {
		return bodyError(err)
	}
	return recruitd.Validation("malformed multipart body", "body: "+cut(err.Error(), maxEcho))
}

type fileListJSON struct {
	Files  []fileJSON `json:"files"`
	Total  int        `json:"total"`
	Limit  int        `json:"limit"`
	Offset int        `json:"offset"`
}

func (s *Server) listFiles(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	q := query{values: r.URL.Query()}
	f := records.FileFilter{ID: q.id("id"), CandidateID: q.id("candidateId"), Type: q.get("type"), Page: q.page()}
	if err := q.err("invalid query"); err != nil {
		return err
	}
	list, total, err := s.store.Files(r.Context(), f)
	if err != nil {
		return err
	}
	out := fileListJSON{Files: make([]fileJSON, len(list)), Total: total, Limit: f.Page.Limit, Offset: f.Page.Offset}
	for i, file := range list {
		out.Files[i] = s.fromFile(file)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) fileContent(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "file")
	if err != nil {
		return err
	}
	f, content, err := s.store.FileContent(r.Context(), id)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", f.ContentType)
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": f.FileName}))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("ETag", `"`+hex.EncodeToString(f.SHA256)+`"`)
	http.ServeContent(w, r, f.FileName, f.Created, bytes.NewReader(content))
	return nil
}

func (s *Server) deleteFile(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "file")
	if err != nil {
		return err
	}
	if err := s.store.DeleteFile(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

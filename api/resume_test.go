package api_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/api"
)

const plainResume = `Maria Lopez
Austin, TX 78701 | maria.lopez@example.com | (512) 555-0134

EXPERIENCE
ICU Registered Nurse
Seton Medical Center, Austin, TX
March 2019 - Present
- Cared for 2 critically ill patients per shift

CERTIFICATIONS
BLS - American Heart Association - exp. 05/2027
`

// resumeForm builds a /resume/parse form; a nil file leaves the part out.
func resumeForm(t *testing.T, file []byte, fields map[string]string) (string, []byte) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		if err := w.WriteField(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if file != nil {
		part, err := w.CreateFormFile("file", "resume")
		if err != nil {
			t.Fatal(err)
		}
		part.Write(file)
	}
	w.Close()
	return w.FormDataContentType(), buf.Bytes()
}

func corpusFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "resume", "testdata", "corpus", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestParseResume(t *testing.T) {
	e := seed(t, api.Config{MaxUploadBytes: 200_000})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(plainResume))
	}))
	defer srv.Close()

	ct, body := resumeForm(t, []byte(plainResume), map[string]string{"as_of": "2026-11-01"})
	r := e.request("POST", "/resume/parse", e.viewer, ct, body)
	if r.status != http.StatusOK || r.header.Get("X-Resume-Parser") != "rules" {
		t.Fatalf("parse = %d %q\n%s", r.status, r.header.Get("X-Resume-Parser"), r.body)
	}
	got := r.json(t)
	contact := got["personalInfo"].(obj)["contact"].(obj)
	if contact["email"] != "maria.lopez@example.com" || contact["phone"] != "+15125550134" {
		t.Errorf("contact = %v", contact)
	}
	job := got["workHistory"].([]any)[0].(obj)
	if job["startDate"] != "2019-03-01" || job["isCurrent"] != true || job["endDate"] != nil || job["monthsInRole"] != float64(93) {
		t.Errorf("job = %v; want March 2019 to the as_of date: 93 months, both counted", job)
	}

	// From a URL, and stored for a candidate.
	ct, body = resumeForm(t, nil, map[string]string{"file_url": srv.URL + "/maria.txt", "candidate_id": "1"})
	if r := e.request("POST", "/resume/parse", e.recr, ct, body); r.status != http.StatusOK {
		t.Fatalf("parse by URL for a candidate = %d\n%s", r.status, r.body)
	}
	files := e.do("GET", "/api/file?candidateId=1&type=resume", nil, http.StatusOK)["files"].([]any)
	if len(files) != 1 || files[0].(obj)["fileName"] != "maria.txt" {
		t.Errorf("stored resume files = %v", files)
	}
	profile, err := e.store.Profile(t.Context(), 1)
	if err != nil || !strings.Contains(string(profile), "maria.lopez@example.com") {
		t.Errorf("saved profile = %s, %v", profile, err)
	}
	content := e.request("GET", fmt.Sprintf("/api/file/%v/content", files[0].(obj)["id"]), e.admin, "", nil)
	if content.body == nil || !strings.HasPrefix(string(content.body), "Maria Lopez") {
		t.Errorf("stored resume content = %q", content.body)
	}

	gif := append([]byte("GIF89a"), make([]byte, 100)...)
	png := append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 100)...)
	cases := []struct {
		name   string
		token  string
		file   []byte
		fields map[string]string
		status int
		code   string
		detail string
	}{
		{"both file and file_url", e.admin, []byte(plainResume), map[string]string{"file_url": srv.URL}, 400, "validation_error", "exactly one of file and file_url, not both"},
		{"neither", e.admin, nil, map[string]string{"as_of": "2026-01-01"}, 400, "validation_error", "exactly one of file and file_url"},
		{"unsupported format", e.admin, gif, nil, 415, "unsupported_media_type", ""},
		{"damaged image", e.admin, png, nil, 422, "unreadable_document", "cannot be decoded"},
		{"blank text", e.admin, corpusFile(t, "48_blank_whitespace.txt"), nil, 422, "unreadable_document", ""},
		{"too large", e.admin, make([]byte, 300_000), nil, 413, "payload_too_large", ""},
		{"private address", e.admin, nil, map[string]string{"file_url": "http://10.0.0.1/cv.pdf"}, 400, "validation_error", "not allowed"},
		{"metadata address", e.admin, nil, map[string]string{"file_url": "http://169.254.169.254/latest/"}, 400, "validation_error", "not allowed"},
		{"file scheme", e.admin, nil, map[string]string{"file_url": "file:///etc/passwd"}, 400, "validation_error", "scheme"},
		{"unknown candidate", e.admin, []byte(plainResume), map[string]string{"candidate_id": "99"}, 404, "not_found", ""},
		{"bad candidate id", e.admin, []byte(plainResume), map[string]string{"candidate_id": "x"}, 400, "validation_error", "candidate_id"},
		{"viewer saving", e.viewer, []byte(plainResume), map[string]string{"candidate_id": "1"}, 403, "forbidden", ""},
		{"bad as_of", e.admin, []byte(plainResume), map[string]string{"as_of": "11/01/2026"}, 400, "validation_error", "as_of"},
		{"unknown field", e.admin, []byte(plainResume), map[string]string{"format": "pdf"}, 400, "validation_error", "format: unknown field"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ct, body := resumeForm(t, tc.file, tc.fields)
			r := e.request("POST", "/resume/parse", tc.token, ct, body)
			got := r.json(t)
			if r.status != tc.status || got["error"] != tc.code {
				t.Fatalf("= %d %v, want %d %s\n%s", r.status, got["error"], tc.status, tc.code, r.body)
			}
			if tc.detail != "" && !strings.Contains(string(r.body), tc.detail) {
				t.Errorf("body does not say %q: %s", tc.detail, r.body)
			}
		})
	}
	t.Run("scanned PDF", func(t *testing.T) {
		ct, body := resumeForm(t, corpusFile(t, "47_scanned_image_only.pdf"), nil)
		r := e.request("POST", "/resume/parse", e.admin, ct, body)
		if _, err := exec.LookPath("tesseract"); err != nil {
			if r.status != http.StatusUnprocessableEntity {
				t.Fatalf("without tesseract = %d, want 422\n%s", r.status, r.body)
			}
			t.Skip("tesseract is not installed (Debian tesseract-ocr, installed by scripts/deps.sh): the scan is unreadable, as it says")
		}
		if r.status != http.StatusOK || r.header.Get("X-Resume-Parser") != "rules; ocr=tesseract" {
			t.Fatalf("= %d %q, want 200 \"rules; ocr=tesseract\"\n%s", r.status, r.header.Get("X-Resume-Parser"), r.body)
		}
		got := r.json(t)
		name := got["personalInfo"].(obj)["name"].(obj)
		src := got["sources"].(obj)["personalInfo.name.lastName"].(obj)
		if name["lastName"] != "Fenwick" || src["method"] != "ocr" || src["page"] != 1.0 {
			t.Errorf("name %v, its source %v; want Fenwick read by OCR on page 1", name, src)
		}
	})
	if r := e.request("POST", "/resume/parse", e.admin, "application/json", `{}`); r.status != http.StatusUnsupportedMediaType {
		t.Errorf("JSON body = %d, want 415", r.status)
	}
	if files := e.do("GET", "/api/file?candidateId=1", nil, http.StatusOK)["files"].([]any); len(files) != 1 {
		t.Errorf("refused requests stored files: %d, want 1", len(files))
	}
}

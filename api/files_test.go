package api_test

import (
	"bytes"
	"encoding/base64"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd/api"
)

// multipartBody builds a form with a file part and the given fields.
func multipartBody(t *testing.T, fileName, partType string, content []byte, fields map[string]string) (string, []byte) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		if err := w.WriteField(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if content != nil {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="file"; filename="`+fileName+`"`)
		if partType != "" {
			h.Set("Content-Type", partType)
		}
		part, err := w.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := part.Write(content); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return w.FormDataContentType(), buf.Bytes()
}

func TestFiles(t *testing.T) {
	e := seed(t, api.Config{MaxUploadBytes: 4096, PublicBaseURL: "https://ats.example.com/"})
	pdf := []byte("%PDF-1.4 fake resume bytes")
	ct, body := multipartBody(t, "ann-bell.pdf", "application/pdf", pdf, map[string]string{
		"type": "resume", "candidateId": "1", "description": "Latest CV"})
	r := e.request("POST", "/api/file", e.recr, ct, body)
	if r.status != http.StatusCreated {
		t.Fatalf("multipart upload = %d\n%s", r.status, r.body)
	}
	got := r.json(t)
	want := obj{"id": float64(1), "url": "https://ats.example.com/api/file/1/content", "fileName": "ann-bell.pdf",
		"contentType": "application/pdf", "size": float64(len(pdf)), "candidateId": float64(1), "type": "resume", "description": "Latest CV"}
	if diff := cmp.Diff(want, got, ignoreTimes); diff != "" {
		t.Errorf("multipart upload (-want +got):\n%s", diff)
	}

	cert := []byte("BLS card, expires 2027-05")
	got = e.do("POST", "/api/file", obj{"fileName": "bls.txt", "contentType": "text/plain", "type": "certification",
		"candidateId": 1, "base64Content": base64.StdEncoding.EncodeToString(cert)}, http.StatusCreated)
	if got["size"] != float64(len(cert)) || got["type"] != "certification" {
		t.Errorf("JSON upload answered %v", got)
	}

	list := e.do("GET", "/api/file?candidateId=1&type=resume", nil, http.StatusOK)["files"].([]any)
	if len(list) != 1 || list[0].(obj)["fileName"] != "ann-bell.pdf" {
		t.Errorf("files of type resume = %v, want the PDF only", list)
	}
	if all := e.do("GET", "/api/file?candidateId=1", nil, http.StatusOK)["files"].([]any); len(all) != 2 {
		t.Errorf("files of candidate 1 = %d, want 2", len(all))
	}

	r = e.request("GET", "/api/file/1/content", e.viewer, "", nil)
	if r.status != http.StatusOK || !bytes.Equal(r.body, pdf) || r.header.Get("Content-Type") != "application/pdf" {
		t.Errorf("content = %d %q %q, want the uploaded bytes as application/pdf", r.status, r.header.Get("Content-Type"), r.body)
	}

	// A multipart upload may leave fileName and contentType to the part.
	ct, body = multipartBody(t, "notes.txt", "", []byte("plain notes"), map[string]string{"type": "other"})
	r = e.request("POST", "/api/file", e.admin, ct, body)
	if r.status != http.StatusCreated {
		t.Fatalf("upload without fileName field = %d %s", r.status, r.body)
	}
	if got := r.json(t); got["fileName"] != "notes.txt" || got["contentType"] != "text/plain; charset=utf-8" || got["candidateId"] != nil {
		t.Errorf("defaults from the part: %v", got)
	}

	bad := []struct {
		name   string
		body   func() (string, []byte)
		status int
	}{
		{"no file part", func() (string, []byte) {
			return multipartBody(t, "", "", nil, map[string]string{"type": "resume", "fileName": "a.pdf", "contentType": "application/pdf"})
		}, 400},
		{"empty file", func() (string, []byte) {
			return multipartBody(t, "a.pdf", "application/pdf", []byte{}, map[string]string{"type": "resume"})
		}, 400},
		{"unknown field", func() (string, []byte) {
			return multipartBody(t, "a.pdf", "application/pdf", pdf, map[string]string{"type": "resume", "owner": "x"})
		}, 400},
		{"bad candidateId", func() (string, []byte) {
			return multipartBody(t, "a.pdf", "application/pdf", pdf, map[string]string{"type": "resume", "candidateId": "one"})
		}, 400},
		{"too large", func() (string, []byte) {
			return multipartBody(t, "a.pdf", "application/pdf", make([]byte, 5000), map[string]string{"type": "resume"})
		}, 413},
		{"truncated", func() (string, []byte) {
			ct, b := multipartBody(t, "a.pdf", "application/pdf", pdf, map[string]string{"type": "resume"})
			return ct, b[:len(b)-20]
		}, 400},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			ct, body := tc.body()
			r := e.request("POST", "/api/file", e.admin, ct, body)
			if r.status != tc.status {
				t.Errorf("status = %d, want %d\n%s", r.status, tc.status, r.body)
			}
		})
	}
	var n int
	if err := e.store.Pool().QueryRow(t.Context(), `SELECT count(*) FROM files`).Scan(&n); err != nil || n != 3 {
		t.Errorf("files stored = %d (%v), want 3: refused uploads store nothing", n, err)
	}

	e.do("DELETE", "/api/file/1", nil, http.StatusNoContent)
	r = e.request("GET", "/api/file/1/content", e.admin, "", nil)
	if r.status != http.StatusNotFound {
		t.Errorf("content of a deleted file = %d", r.status)
	}
}

package api_test

import (
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/api"
)

// seed gives a server one candidate (1), one job (1) and one submission (1).
func seed(t *testing.T, cfg api.Config) *env {
	e := newEnv(t, cfg)
	e.do("POST", "/api/candidates", obj{"firstName": "Ann", "lastName": "Bell", "email": "ann@example.com", "statusId": 1}, http.StatusCreated)
	e.do("POST", "/api/jobs", validJob(), http.StatusCreated)
	e.do("POST", "/api/job-submissions", obj{"jobId": 1, "candidateId": 1, "statusId": 8}, http.StatusCreated)
	return e
}

func validJob() obj {
	return obj{"title": "RN", "description": "ICU RN", "startDate": 1767225600,
		"address": obj{"city": "Austin", "state": "TX"}, "employmentType": "DIRECT", "status": "OPEN"}
}

// with returns a copy of o with key set to v, or removed when v is nil.
func with(o obj, key string, v any) obj {
	c := obj{}
	for k, val := range o {
		c[k] = val
	}
	if v == nil {
		delete(c, key)
	} else {
		c[key] = v
	}
	return c
}

var validCandidate = obj{"firstName": "Bo", "lastName": "Chan", "email": "bo@example.com", "statusId": 1}

func TestBadInput(t *testing.T) {
	e := seed(t, api.Config{MaxUploadBytes: 1024})
	const js = "application/json"
	bigNotes := strings.Repeat("x", 100_001)
	cases := []struct {
		name        string
		method      string
		path        string
		token       string // "" = admin; "-" = none
		contentType string
		body        any
		status      int
		code        string
		detail      string // a substring of one details entry ("" = none needed)
	}{
		// authentication and roles
		{"no token", "GET", "/api/jobs", "-", "", nil, 401, "unauthorized", ""},
		{"bad token", "GET", "/api/jobs", "rcd_nope", "", nil, 401, "unauthorized", ""},
		{"viewer creates candidate", "POST", "/api/candidates", "viewer", js, validCandidate, 403, "forbidden", ""},
		{"viewer deletes job", "DELETE", "/api/jobs/1", "viewer", "", nil, 403, "forbidden", ""},
		{"recruiter creates user", "POST", "/api/users", "recruiter", js, obj{"firstName": "a", "lastName": "b", "email": "c@example.com"}, 403, "forbidden", ""},
		{"recruiter creates status", "POST", "/api/statuses", "recruiter", js, obj{"name": "X", "type": "JOB"}, 403, "forbidden", ""},

		// candidate lookup (SPEC 4.1)
		{"lookup without id", "GET", "/candidates", "", "", nil, 400, "validation_error", "id: required"},
		{"lookup with text id", "GET", "/candidates?id=abc", "", "", nil, 400, "validation_error", "id: \"abc\" is not a valid id"},
		{"lookup unknown id", "GET", "/candidates?id=999", "", "", nil, 404, "not_found", ""},

		// candidates
		{"candidate missing firstName", "POST", "/api/candidates", "", js, with(validCandidate, "firstName", nil), 400, "validation_error", "firstName: required"},
		{"candidate missing lastName", "POST", "/api/candidates", "", js, with(validCandidate, "lastName", nil), 400, "validation_error", "lastName: required"},
		{"candidate missing email", "POST", "/api/candidates", "", js, with(validCandidate, "email", nil), 400, "validation_error", "email: required"},
		{"candidate missing statusId", "POST", "/api/candidates", "", js, with(validCandidate, "statusId", nil), 400, "validation_error", "statusId: required"},
		{"candidate blank firstName", "POST", "/api/candidates", "", js, with(validCandidate, "firstName", "  "), 400, "validation_error", "firstName: required"},
		{"candidate bad email", "POST", "/api/candidates", "", js, with(validCandidate, "email", "bo at example"), 400, "validation_error", "is not an email address"},
		{"candidate name as number", "POST", "/api/candidates", "", js, with(validCandidate, "firstName", 5), 400, "validation_error", "firstName: must be a string"},
		{"candidate statusId as string", "POST", "/api/candidates", "", js, with(validCandidate, "statusId", "1"), 400, "validation_error", "statusId: must be an integer"},
		{"candidate unknown field", "POST", "/api/candidates", "", js, with(validCandidate, "age", 30), 400, "validation_error", "age: unknown field"},
		{"candidate unknown address field", "POST", "/api/candidates", "", js, with(validCandidate, "address", obj{"street": "x"}), 400, "validation_error", "address.street: unknown field"},
		{"candidate bad timezone", "POST", "/api/candidates", "", js, with(validCandidate, "address", obj{"timezone": "Mars/Base"}), 400, "validation_error", "address.timezone"},
		{"candidate name too long", "POST", "/api/candidates", "", js, with(validCandidate, "lastName", strings.Repeat("a", 201)), 400, "validation_error", "lastName: longer than 200"},
		{"candidate notes too long", "POST", "/api/candidates", "", js, with(validCandidate, "notes", bigNotes), 400, "validation_error", "notes: longer than 100000"},
		{"candidate unknown status", "POST", "/api/candidates", "", js, with(validCandidate, "statusId", 999), 404, "not_found", ""},
		{"candidate JOB status", "POST", "/api/candidates", "", js, with(validCandidate, "statusId", 4), 400, "validation_error", "not a CANDIDATE status"},
		{"candidate duplicate email", "POST", "/api/candidates", "", js, with(validCandidate, "email", "ANN@example.com"), 409, "conflict", ""},
		{"malformed JSON", "POST", "/api/candidates", "", js, `{"firstName": "a",`, 400, "validation_error", "malformed JSON"},
		{"trailing data", "POST", "/api/candidates", "", js, `{"firstName": "a"} {}`, 400, "validation_error", "unexpected data after"},
		{"array body", "POST", "/api/candidates", "", js, `[1, 2]`, 400, "validation_error", "must be a JSON object"},
		{"empty body", "POST", "/api/candidates", "", js, ``, 400, "validation_error", "a JSON object is required"},
		{"form body", "POST", "/api/candidates", "", "application/x-www-form-urlencoded", "a=b", 415, "unsupported_media_type", ""},
		{"oversized body", "POST", "/api/candidates", "", js, `{"notes": "` + strings.Repeat("x", 2<<20) + `"}`, 413, "payload_too_large", ""},
		{"update bad status", "PUT", "/api/candidates/1", "", js, obj{"status": "RETIRED"}, 400, "validation_error", "status: must be one of ACTIVE, INACTIVE, PENDING"},
		{"update blank email", "PUT", "/api/candidates/1", "", js, obj{"email": ""}, 400, "validation_error", "email: must not be empty"},
		{"update unknown id", "PUT", "/api/candidates/999", "", js, obj{"notes": "x"}, 404, "not_found", ""},
		{"update text id", "PUT", "/api/candidates/abc", "", js, obj{"notes": "x"}, 400, "validation_error", "is not a valid id"},
		{"update negative id", "PUT", "/api/candidates/-1", "", js, obj{"notes": "x"}, 400, "validation_error", "is not a valid id"},
		{"candidate NUL in name", "POST", "/api/candidates", "", js, with(validCandidate, "firstName", "A\u0000B"), 400, "validation_error", "firstName: must not contain NUL"},
		{"candidate invalid UTF-8", "POST", "/api/candidates", "", js, "{\"firstName\": \"\xff\xfe\", \"lastName\": \"B\", \"email\": \"b@example.com\", \"statusId\": 1}", 400, "validation_error", "body: not valid UTF-8"},
		{"list NUL in filter", "GET", "/api/candidates?specialty=%00", "", "", nil, 400, "validation_error", "specialty: must not contain NUL"},
		{"list invalid UTF-8 filter", "GET", "/api/jobs?specialty=%ff", "", "", nil, 400, "validation_error", "specialty: not valid UTF-8"},
		{"file type with NUL", "GET", "/api/file?type=a%00", "", "", nil, 400, "validation_error", "type"},
		{"job shift with NUL", "POST", "/api/jobs", "", js, with(validJob(), "schedule", obj{"shifts": []string{"ni\u0000ght"}}), 400, "validation_error", "schedule.shifts[0]"},
		{"list bad limit", "GET", "/api/candidates?limit=0", "", "", nil, 400, "validation_error", "limit"},
		{"list bad updatedSince", "GET", "/api/candidates?updatedSince=yesterday", "", "", nil, 400, "validation_error", "updatedSince"},

		// jobs
		{"job missing title", "POST", "/api/jobs", "", js, with(validJob(), "title", nil), 400, "validation_error", "title: required"},
		{"job missing description", "POST", "/api/jobs", "", js, with(validJob(), "description", nil), 400, "validation_error", "description: required"},
		{"job missing startDate", "POST", "/api/jobs", "", js, with(validJob(), "startDate", nil), 400, "validation_error", "startDate: required"},
		{"job missing address", "POST", "/api/jobs", "", js, with(validJob(), "address", nil), 400, "validation_error", "address: required"},
		{"job missing employmentType", "POST", "/api/jobs", "", js, with(validJob(), "employmentType", nil), 400, "validation_error", "employmentType: required"},
		{"job missing status", "POST", "/api/jobs", "", js, with(validJob(), "status", nil), 400, "validation_error", "status: required"},
		{"job bad employmentType", "POST", "/api/jobs", "", js, with(validJob(), "employmentType", "FREELANCE"), 400, "validation_error", "employmentType: must be one of DIRECT, CONTRACT"},
		{"job bad status", "POST", "/api/jobs", "", js, with(validJob(), "status", "open"), 400, "validation_error", "status: must be one of OPEN, CLOSED, ON_HOLD, FILLED"},
		{"job negative startDate", "POST", "/api/jobs", "", js, with(validJob(), "startDate", -5), 400, "validation_error", "startDate"},
		{"job fractional startDate", "POST", "/api/jobs", "", js, with(validJob(), "startDate", 1.5), 400, "validation_error", "startDate: must be an integer"},
		{"job startDate as text", "POST", "/api/jobs", "", js, with(validJob(), "startDate", "2026-01-01"), 400, "validation_error", "startDate: must be an integer"},
		{"job bad importance", "POST", "/api/jobs", "", js, with(validJob(), "criteria", []obj{{"description": "BLS", "importance": "critical", "type": "certification"}}), 400, "validation_error", "criteria[0].importance: must be one of required, preferred, optional"},
		{"job bad jobType", "POST", "/api/jobs", "", js, with(validJob(), "jobType", "gig"), 400, "validation_error", "jobType"},
		{"job compensation range", "POST", "/api/jobs", "", js, with(validJob(), "compensation", obj{"type": "salary", "minimum": 90000, "maximum": 80000}), 400, "validation_error", "minimum 90000 is above maximum 80000"},
		{"job compensation type", "POST", "/api/jobs", "", js, with(validJob(), "compensation", obj{"type": "weekly"}), 400, "validation_error", "compensation.type"},
		{"job hours", "POST", "/api/jobs", "", js, with(validJob(), "schedule", obj{"hoursPerWeek": obj{"minimum": 200}}), 400, "validation_error", "schedule.hoursPerWeek.minimum"},
		{"job update unknown", "PUT", "/api/jobs/999", "", js, validJob(), 404, "not_found", ""},
		{"job update missing fields", "PUT", "/api/jobs/1", "", js, obj{"title": "x"}, 400, "validation_error", "description: required"},
		{"job list bad status", "GET", "/api/jobs?status=PAUSED", "", "", nil, 400, "validation_error", "status"},
		{"job get unknown", "GET", "/api/jobs/999", "", "", nil, 404, "not_found", ""},

		// submissions
		{"submission missing jobId", "POST", "/api/job-submissions", "", js, obj{"candidateId": 1, "statusId": 8}, 400, "validation_error", "jobId: required"},
		{"submission unknown job", "POST", "/api/job-submissions", "", js, obj{"jobId": 9, "candidateId": 1, "statusId": 8}, 404, "not_found", ""},
		{"submission unknown candidate", "POST", "/api/job-submissions", "", js, obj{"jobId": 1, "candidateId": 9, "statusId": 8}, 404, "not_found", ""},
		{"submission CANDIDATE status", "POST", "/api/job-submissions", "", js, obj{"jobId": 1, "candidateId": 1, "statusId": 1}, 400, "validation_error", "not a JOB_SUBMISSION status"},
		{"submission duplicate", "POST", "/api/job-submissions", "", js, obj{"jobId": 1, "candidateId": 1, "statusId": 8}, 409, "conflict", ""},
		{"submission list bad filter", "GET", "/api/job-submissions?jobId=x", "", "", nil, 400, "validation_error", "jobId"},

		// statuses
		{"status missing name", "POST", "/api/statuses", "", js, obj{"type": "JOB"}, 400, "validation_error", "name: required"},
		{"status missing type", "POST", "/api/statuses", "", js, obj{"name": "X"}, 400, "validation_error", "type: required"},
		{"status bad type", "POST", "/api/statuses", "", js, obj{"name": "X", "type": "USER"}, 400, "validation_error", "type: must be one of CANDIDATE, JOB, JOB_SUBMISSION"},
		{"status default inactive", "POST", "/api/statuses", "", js, obj{"name": "X", "type": "JOB", "isDefault": true, "isActive": false}, 400, "validation_error", "isDefault"},
		{"status list bad type", "GET", "/api/statuses?type=USER", "", "", nil, 400, "validation_error", "type"},
		{"status update text id", "PUT", "/api/statuses/x", "", js, obj{"name": "X", "type": "JOB"}, 400, "validation_error", "is not a valid id"},

		// users
		{"user missing email", "POST", "/api/users", "", js, obj{"firstName": "a", "lastName": "b"}, 400, "validation_error", "email: required"},
		{"user bad email", "POST", "/api/users", "", js, obj{"firstName": "a", "lastName": "b", "email": "a@b"}, 400, "validation_error", "is not an email address"},
		{"user bad role", "POST", "/api/users", "", js, obj{"firstName": "a", "lastName": "b", "email": "a@b.com", "role": "owner"}, 400, "validation_error", "role: must be one of admin, recruiter, viewer"},
		{"user isActive as text", "POST", "/api/users", "", js, obj{"firstName": "a", "lastName": "b", "email": "a@b.com", "isActive": "yes"}, 400, "validation_error", "isActive: must be a boolean"},
		{"user list bad isActive", "GET", "/api/users?isActive=maybe", "", "", nil, 400, "validation_error", "isActive"},
		{"user list bad id", "GET", "/api/users?id=x", "", "", nil, 400, "validation_error", "id"},

		// files
		{"file bad base64", "POST", "/api/file", "", js, obj{"fileName": "a.txt", "contentType": "text/plain", "type": "resume", "base64Content": "!!!"}, 400, "validation_error", "base64Content: not valid base64"},
		{"file missing base64", "POST", "/api/file", "", js, obj{"fileName": "a.txt", "contentType": "text/plain", "type": "resume"}, 400, "validation_error", "base64Content: required"},
		{"file missing fileName", "POST", "/api/file", "", js, obj{"contentType": "text/plain", "type": "resume", "base64Content": "aGk="}, 400, "validation_error", "fileName: required"},
		{"file no extension", "POST", "/api/file", "", js, obj{"fileName": "resume", "contentType": "text/plain", "type": "resume", "base64Content": "aGk="}, 400, "validation_error", "has no extension"},
		{"file path name", "POST", "/api/file", "", js, obj{"fileName": "../etc/passwd.txt", "contentType": "text/plain", "type": "resume", "base64Content": "aGk="}, 400, "validation_error", "not a path"},
		{"file bad contentType", "POST", "/api/file", "", js, obj{"fileName": "a.txt", "contentType": "text", "type": "resume", "base64Content": "aGk="}, 400, "validation_error", "contentType"},
		{"file missing type", "POST", "/api/file", "", js, obj{"fileName": "a.txt", "contentType": "text/plain", "base64Content": "aGk="}, 400, "validation_error", "type: required"},
		{"file unknown candidate", "POST", "/api/file", "", js, obj{"fileName": "a.txt", "contentType": "text/plain", "type": "resume", "candidateId": 99, "base64Content": "aGk="}, 404, "not_found", ""},
		{"file too large", "POST", "/api/file", "", js, obj{"fileName": "a.txt", "contentType": "text/plain", "type": "resume", "base64Content": base64.StdEncoding.EncodeToString(make([]byte, 2000))}, 413, "payload_too_large", ""},
		{"file wrong media type", "POST", "/api/file", "", "text/plain", "hello", 415, "unsupported_media_type", ""},
		{"file multipart no boundary", "POST", "/api/file", "", "multipart/form-data", "x", 400, "validation_error", "boundary"},
		{"file list bad candidateId", "GET", "/api/file?candidateId=-3", "", "", nil, 400, "validation_error", "candidateId"},
		{"file content unknown", "GET", "/api/file/999/content", "", "", nil, 404, "not_found", ""},
		{"file delete unknown", "DELETE", "/api/file/999", "", "", nil, 404, "not_found", ""},

		// routing
		{"unknown route", "GET", "/api/nothing", "", "", nil, 404, "not_found", ""},
		{"wrong method", "PATCH", "/api/jobs/1", "", js, obj{}, 405, "method_not_allowed", ""},
	}
	tokens := map[string]string{"": e.admin, "-": "", "viewer": e.viewer, "recruiter": e.recr}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tok, ok := tokens[tc.token]
			if !ok {
				tok = tc.token
			}
			r := e.request(tc.method, tc.path, tok, tc.contentType, tc.body)
			body := r.json(t)
			if r.status != tc.status || body["error"] != tc.code {
				t.Fatalf("%s %s = %d %v, want %d %s\n%s", tc.method, tc.path, r.status, body["error"], tc.status, tc.code, r.body)
			}
			if msg, _ := body["message"].(string); msg == "" {
				t.Errorf("error without a message: %s", r.body)
			}
			if tc.status == 401 && !strings.HasPrefix(r.header.Get("WWW-Authenticate"), "Bearer") {
				t.Errorf("401 without WWW-Authenticate: Bearer")
			}
			if tc.detail == "" {
				return
			}
			details, _ := body["details"].([]any)
			for _, d := range details {
				if strings.Contains(d.(string), tc.detail) {
					return
				}
			}
			t.Errorf("details %v have no entry containing %q", details, tc.detail)
		})
	}
}

func TestEveryProblemAtOnce(t *testing.T) {
	e := newEnv(t, api.Config{})
	r := e.request("POST", "/api/candidates", e.admin, "application/json",
		obj{"firstName": "", "lastName": 5, "email": "bad", "age": 3})
	details := r.json(t)["details"].([]any)
	want := []string{"age: unknown field", "lastName: must be a string", "firstName: required", "statusId: required", "email: \"bad\" is not an email address"}
	if r := e.request("POST", "/api/candidates", e.admin, "application/json", obj{"firstName": "A", "lastName": "B", "email": "a@b.co", "statusId": "1"}); !strings.Contains(string(r.body), `"details":["statusId: must be an integer"]`) {
		t.Errorf("a statusId of the wrong type is reported once, as such: %s", r.body)
	}
	if len(details) != len(want) {
		t.Fatalf("details = %q, want the %d problems %q", details, len(want), want)
	}
	for i, w := range want {
		if details[i] != w {
			t.Errorf("details[%d] = %q, want %q", i, details[i], w)
		}
	}
}

func TestRevokedAndInactive(t *testing.T) {
	e := newEnv(t, api.Config{})
	tokens, err := e.store.Tokens(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, tok := range tokens {
		if tok.Name == "viewer" {
			if err := e.store.RevokeToken(t.Context(), tok.ID); err != nil {
				t.Fatal(err)
			}
		}
	}
	if r := e.request("GET", "/api/jobs", e.viewer, "", nil); r.status != http.StatusUnauthorized {
		t.Errorf("revoked token: status %d, want 401", r.status)
	}
	if r := e.request("GET", "/api/jobs", e.recr, "", nil); r.status != http.StatusOK {
		t.Errorf("valid recruiter token: status %d, want 200", r.status)
	}
	if _, err := e.store.Pool().Exec(t.Context(), `UPDATE users SET is_active = false WHERE email = 'recruiter@example.com'`); err != nil {
		t.Fatal(err)
	}
	if r := e.request("GET", "/api/jobs", e.recr, "", nil); r.status != http.StatusUnauthorized {
		t.Errorf("token of an inactive user: status %d, want 401", r.status)
	}
}

func TestPublicRoutesAndRequestID(t *testing.T) {
	e := newEnv(t, api.Config{})
	for _, path := range []string{"/healthz", "/readyz", "/openapi.json"} {
		if r := e.request("GET", path, "", "", nil); r.status != http.StatusOK {
			t.Errorf("GET %s without a token = %d, want 200", path, r.status)
		}
	}
	r := e.request("GET", "/healthz", "", "", nil)
	if id := r.header.Get("X-Request-ID"); len(id) < 16 {
		t.Errorf("generated X-Request-ID = %q", id)
	}
	req := httptest.NewRequest("GET", "/healthz", nil)
	req.Header.Set("X-Request-ID", "client-42")
	rec := httptest.NewRecorder()
	e.handler.ServeHTTP(rec, req)
	if id := rec.Header().Get("X-Request-ID"); id != "client-42" {
		t.Errorf("X-Request-ID = %q, want the client's client-42", id)
	}
}

package api_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/api"
)

// TestSubmissionPipeline moves a submission of spec-minimal records through
// statuses and checks its history, the list filters and the outbox events.
func TestSubmissionPipeline(t *testing.T) {
	e := newEnv(t, api.Config{})
	e.do("POST", "/api/candidates", obj{"firstName": "Ana", "lastName": "Ruiz", "email": "ana@example.com", "statusId": 1}, http.StatusCreated)
	e.do("POST", "/api/candidates", obj{"firstName": "Bo", "lastName": "Lee", "email": "bo@example.com", "statusId": 1}, http.StatusCreated)
	e.do("POST", "/api/jobs", obj{"title": "ICU RN", "description": "Night shift ICU nurse; 2 years of ICU experience required.",
		"startDate": 1798761600, "address": obj{"zip": "78701"}, "employmentType": "CONTRACT", "status": "OPEN"}, http.StatusCreated)

	r := e.request("POST", "/api/job-submissions", e.recr, "application/json", obj{"jobId": 1, "candidateId": 1, "statusId": 8, "notes": "Referred by Bo"})
	if r.status != http.StatusCreated {
		t.Fatalf("POST /api/job-submissions = %d %s", r.status, r.body)
	}
	e.do("POST", "/api/job-submissions", obj{"jobId": 1, "candidateId": 2, "statusId": 8}, http.StatusCreated)

	got := e.do("GET", "/api/job-submissions/1", nil, http.StatusOK)
	if got["notes"] != "Referred by Bo" || got["job"].(obj)["title"] != "ICU RN" || got["candidate"].(obj)["firstName"] != "Ana" {
		t.Errorf("GET /api/job-submissions/1 = %v, want the notes, the job's title and the candidate's name", got)
	}
	first := history(t, got)
	if len(first) != 1 || first[0]["fromStatusId"] != nil || first[0]["toStatus"] != "Submitted" ||
		first[0]["changedBy"].(obj)["id"] == nil || first[0]["changedAt"] == "" {
		t.Errorf("history of a new submission = %v, want one entry: nothing to Submitted, by the recruiter", first)
	}

	r = e.request("PUT", "/api/job-submissions/1", e.recr, "application/json", obj{"statusId": 9, "notes": "Phone screen Tuesday"})
	if r.status != http.StatusOK {
		t.Fatalf("PUT = %d %s", r.status, r.body)
	}
	put := r.json(t)
	moved := history(t, put)
	if len(moved) != 2 || moved[1]["fromStatusId"] != float64(8) || moved[1]["fromStatus"] != "Submitted" ||
		moved[1]["toStatusId"] != float64(9) || moved[1]["toStatus"] != "Screening" || put["statusId"] != float64(9) ||
		put["notes"] != "Phone screen Tuesday" {
		t.Errorf("after PUT statusId 9: %v", put)
	}
	if diff := cmp.Diff(put, e.do("GET", "/api/job-submissions/1", nil, http.StatusOK)); diff != "" {
		t.Errorf("GET after PUT differs from PUT's answer:\n%s", diff)
	}
	// Notes alone, and the status it already has, add nothing to the history.
	if h := history(t, e.do("PUT", "/api/job-submissions/1", obj{"notes": "", "statusId": 9}, http.StatusOK)); len(h) != 2 {
		t.Errorf("a PUT that keeps the status recorded a change: %v", h)
	}

	for _, c := range []struct {
		name  string
		token string
		body  any
		want  int
		say   string
	}{
		{"empty", e.admin, obj{}, http.StatusBadRequest, "give statusId, notes or both"},
		{"candidate status", e.admin, obj{"statusId": 1}, http.StatusBadRequest, "not a JOB_SUBMISSION status"},
		{"no such status", e.admin, obj{"statusId": 999}, http.StatusNotFound, "status 999"},
		{"unknown field", e.admin, obj{"status": "Placed"}, http.StatusBadRequest, "status: unknown field"},
		{"viewer", e.viewer, obj{"statusId": 10}, http.StatusForbidden, "viewer"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := e.request("PUT", "/api/job-submissions/1", c.token, "application/json", c.body)
			if r.status != c.want || !strings.Contains(string(r.body), c.say) {
				t.Errorf("PUT %v = %d %s, want %d saying %q", c.body, r.status, r.body, c.want, c.say)
			}
		})
	}
	e.do("PUT", "/api/job-submissions/99", obj{"statusId": 9}, http.StatusNotFound)
	e.do("GET", "/api/job-submissions/99", nil, http.StatusNotFound)

	list := e.do("GET", "/api/job-submissions?statusId=8", nil, http.StatusOK)
	if subs := list["submissions"].([]any); len(subs) != 1 || subs[0].(obj)["candidateId"] != float64(2) || list["total"] != float64(1) {
		t.Errorf("submissions with status 8 = %v, want only candidate 2's", list)
	}
	list = e.do("GET", "/api/job-submissions?jobId=1&limit=1&offset=1", nil, http.StatusOK)
	if subs := list["submissions"].([]any); len(subs) != 1 || subs[0].(obj)["id"] != float64(1) || list["total"] != float64(2) || list["limit"] != float64(1) {
		t.Errorf("second page of job 1's submissions = %v, want submission 1 of 2 (newest first)", list)
	}
	list = e.do("GET", "/api/job-submissions?candidateId=2", nil, http.StatusOK)
	if subs := list["submissions"].([]any); len(subs) != 1 || subs[0].(obj)["id"] != float64(2) {
		t.Errorf("submissions of candidate 2 = %v", list)
	}

	events, err := e.store.Events(context.Background(), 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	var ops []string
	for _, ev := range events {
		if ev.Entity == recruitd.EntitySubmission && ev.EntityID == 1 {
			ops = append(ops, ev.Op)
		}
	}
	if diff := cmp.Diff([]string{recruitd.OpCreate, recruitd.OpUpdate, recruitd.OpUpdate}, ops); diff != "" {
		t.Errorf("outbox operations of submission 1 (-want +got):\n%s", diff)
	}
}

func history(t *testing.T, sub map[string]any) []obj {
	t.Helper()
	raw, _ := sub["statusHistory"].([]any)
	out := make([]obj, len(raw))
	for i, h := range raw {
		out[i] = h.(obj)
	}
	return out
}

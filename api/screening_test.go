package api_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/api"
)

const icuResume = `Maria Lopez
Austin, TX 78701 | maria.lopez@example.com | (512) 555-0134

PROFESSIONAL EXPERIENCE
ICU Registered Nurse
Seton Medical Center, Austin, TX
March 2019 - Present
- Cared for critically ill adults in a 24-bed medical ICU

Telemetry Registered Nurse
St. David's Medical Center, Austin, TX
June 2016 - February 2019

EDUCATION
Bachelor of Science in Nursing, University of Texas at Austin, 2016

LICENSES & CERTIFICATIONS
Texas RN License (multistate compact) - exp. 12/2027
BLS - American Heart Association - exp. 05/2027
ACLS - American Heart Association - exp. 05/2027
`

const icuJob = `ICU Registered Nurse - nights

Requirements:
- 2+ years of ICU experience required
- Active BLS and ACLS certifications required
- Texas or compact RN license required
Preferred:
- CCRN certification preferred
`

// screeningEnv has a nurse with a parsed resume (candidate 1), an ICU job
// (job 1), a software engineer without a resume (candidate 2), and a
// submission of the nurse to the job (submission 1).
func screeningEnv(t *testing.T) *env {
	e := newEnv(t, api.Config{})
	e.do("POST", "/api/candidates", obj{"firstName": "Maria", "lastName": "Lopez", "email": "maria@example.com", "statusId": 1,
		"profession": "Registered Nurse", "specialty": "ICU", "address": obj{"city": "Austin", "state": "TX", "zip": "78701"}}, http.StatusCreated)
	ct, body := resumeForm(t, []byte(icuResume), map[string]string{"candidate_id": "1"})
	if r := e.request("POST", "/resume/parse", e.admin, ct, body); r.status != http.StatusOK {
		t.Fatalf("parse resume = %d %s", r.status, r.body)
	}
	e.do("POST", "/api/candidates", obj{"firstName": "Sam", "lastName": "Park", "email": "sam@example.com", "statusId": 1,
		"profession": "Software Engineer", "specialty": "Backend", "address": obj{"city": "Austin", "state": "TX", "zip": "78702"}}, http.StatusCreated)
	e.do("POST", "/api/jobs", obj{"title": "ICU Registered Nurse", "description": icuJob, "startDate": 1798761600,
		"address": obj{"city": "Austin", "state": "TX", "zip": "78701"}, "employmentType": "CONTRACT", "status": "OPEN",
		"compensation": obj{"type": "hourly", "minimum": 60, "maximum": 75}, "schedule": obj{"shifts": []string{"night"}}}, http.StatusCreated)
	e.do("POST", "/api/job-submissions", obj{"jobId": 1, "candidateId": 1, "statusId": 8}, http.StatusCreated)
	e.sync()
	return e
}

// verbatim checks every textEvidence of a screening against the resume.
func verbatim(t *testing.T, criteria []any) {
	t.Helper()
	for _, c := range criteria {
		ev, ok := c.(obj)["textEvidence"].(string)
		if ok && !strings.Contains(icuResume, ev) && !strings.Contains("Registered Nurse ICU", ev) {
			t.Errorf("textEvidence %q is not verbatim in the candidate's text", ev)
		}
	}
}

func TestScreening(t *testing.T) {
	e := screeningEnv(t)
	got := e.do("POST", "/api/screening", obj{"candidateId": 1, "jobId": 1}, http.StatusOK)
	for _, field := range []string{"id", "candidateId", "jobId", "currentScore", "potentialScore", "disqualify", "criteria", "qualificationLevel", "isRelevant"} {
		if _, ok := got[field]; !ok {
			t.Errorf("screening lacks %s: %v", field, got)
		}
	}
	for _, field := range []string{"submissionSummary", "applicationReadiness", "jobSubmissionId"} {
		if _, ok := got[field]; ok {
			t.Errorf("the candidate+job variant carries %s", field)
		}
	}
	crit := got["criteria"].([]any)
	if len(crit) < 4 {
		t.Fatalf("criteria = %v, want those extracted from the job description", crit)
	}
	verbatim(t, crit)
	if got["currentScore"].(float64) < 60 || got["potentialScore"].(float64) < got["currentScore"].(float64) || got["disqualify"] != false || got["isRelevant"] != true {
		t.Errorf("a qualified ICU nurse scored current %v potential %v disqualify %v relevant %v",
			got["currentScore"], got["potentialScore"], got["disqualify"], got["isRelevant"])
	}

	engineer := e.do("POST", "/api/screening", obj{"candidateId": 2, "jobId": 1}, http.StatusOK)
	if engineer["currentScore"].(float64) >= got["currentScore"].(float64) || engineer["isRelevant"] != false {
		t.Errorf("a software engineer scored %v (nurse %v), relevant %v", engineer["currentScore"], got["currentScore"], engineer["isRelevant"])
	}

	for _, path := range []string{"/api/screening", "/api/screening/job-submission"} {
		sub := e.do("POST", path, obj{"jobSubmissionId": 1}, http.StatusOK)
		if sub["jobSubmissionId"] != float64(1) || sub["submissionSummary"] == nil || sub["applicationReadiness"] == nil {
			t.Errorf("POST %s with a submission lacks its summary or readiness: %v", path, sub)
		}
		summary := sub["submissionSummary"].(obj)
		if s, _ := summary["screeningSummary"].(string); s == "" {
			t.Errorf("empty screeningSummary: %v", summary)
		}
		if st := sub["applicationReadiness"].(obj)["status"]; st == nil {
			t.Errorf("readiness without status")
		}
	}

	added := e.do("POST", "/api/screening", obj{"candidateId": 1, "jobId": 1,
		"criteria": []obj{{"description": "Fluent Spanish", "importance": "preferred", "type": "language"}}}, http.StatusOK)
	if n := len(added["criteria"].([]any)); n != len(crit)+1 {
		t.Errorf("added criterion: %d criteria, want %d", n, len(crit)+1)
	}
	replaced := e.do("POST", "/api/screening", obj{"candidateId": 1, "jobId": 1, "replaceCriteria": true,
		"criteria": []obj{{"description": "BLS certification", "importance": "required", "type": "certification"}}}, http.StatusOK)
	rc := replaced["criteria"].([]any)
	// The job's role (its profession, specialty and shift) stays: it is
	// always screened.
	last := len(rc) - 1
	if len(rc) < 3 || rc[0].(obj)["source"] != "job_role" || rc[1].(obj)["source"] != "job_role" ||
		rc[last-1].(obj)["source"] != "job_role" || rc[last].(obj)["source"] != "request" || rc[last].(obj)["status"] != "FullyMet" {
		t.Errorf("replaced criteria = %v, want the job's role and the one request criterion, met", rc)
	}
	verbatim(t, rc)

	latest := e.do("GET", "/api/screening/submission/1", nil, http.StatusOK)
	cand, job := latest["candidate"].(obj), latest["job"].(obj)
	if cand["name"] != "Maria Lopez" || cand["location"] == "" || job["title"] != "ICU Registered Nurse" || latest["createdAt"] == nil {
		t.Errorf("retrieval endpoint: candidate %v job %v createdAt %v", cand, job, latest["createdAt"])
	}
	if latest["jobSubmissionId"] != float64(1) {
		t.Errorf("latest screening is of submission %v", latest["jobSubmissionId"])
	}
}

// TestMatchingSeesChanges matches a job again after its candidate changed:
// candidates kept prepared between requests must not outlive their resume.
func TestScreeningErrors(t *testing.T) {
	e := screeningEnv(t)
	for _, tc := range []struct {
		name   string
		body   any
		status int
		code   string
		detail string
	}{
		{"neither", obj{}, 400, "validation_error", "jobSubmissionId: required unless both candidateId and jobId"},
		{"candidate only", obj{"candidateId": 1}, 400, "validation_error", "provide jobSubmissionId, or candidateId and jobId"},
		{"bad importance", obj{"candidateId": 1, "jobId": 1, "criteria": []obj{{"description": "BLS", "importance": "must", "type": "certification"}}},
			400, "validation_error", "criteria[0].importance: must be one of required, preferred, optional"},
		{"criterion without description", obj{"candidateId": 1, "jobId": 1, "criteria": []obj{{"importance": "required", "type": "x"}}},
			400, "validation_error", "criteria[0].description: required"},
		{"unknown submission", obj{"jobSubmissionId": 99}, 404, "not_found", ""},
		{"unknown candidate", obj{"candidateId": 99, "jobId": 1}, 404, "not_found", ""},
		{"unknown job", obj{"candidateId": 1, "jobId": 99}, 404, "not_found", ""},
		{"submission contradicting ids", obj{"jobSubmissionId": 1, "candidateId": 2}, 400, "validation_error", "jobSubmissionId"},
		{"unknown field", obj{"candidateId": 1, "jobId": 1, "force": true}, 400, "validation_error", "force: unknown field"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := e.request("POST", "/api/screening", e.admin, "application/json", tc.body)
			got := r.json(t)
			if r.status != tc.status || got["error"] != tc.code {
				t.Fatalf("= %d %v, want %d %s: %s", r.status, got["error"], tc.status, tc.code, r.body)
			}
			if tc.detail != "" && !strings.Contains(string(r.body), tc.detail) {
				t.Errorf("no detail %q in %s", tc.detail, r.body)
			}
		})
	}
	e.do("GET", "/api/screening/submission/99", nil, http.StatusNotFound)
	e.do("GET", "/api/screening/submission/x", nil, http.StatusBadRequest)
}

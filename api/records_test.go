package api_test

import (
	"fmt"
	"net/http"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/recruitd/recruitd/api"
)

// ignoreTimes leaves out the fields whose values are the clock's.
var ignoreTimes = cmpopts.IgnoreMapEntries(func(k string, _ any) bool {
	return k == "dateAdded" || k == "createdAt" || k == "updatedAt"
})

func TestCandidateLifecycle(t *testing.T) {
	e := newEnv(t, api.Config{})
	created := e.do("POST", "/api/candidates", obj{
		"firstName": "Maria", "lastName": "Lopez", "email": "maria.lopez@example.com", "phone": "+15125550134",
		"statusId": 1, "profession": "RN", "specialty": "ICU", "notes": "Prefers nights",
		"address": obj{"address1": "12 Elm St", "city": "Austin", "state": "TX", "zip": "78701", "countryCode": "US", "timezone": "America/Chicago"},
	}, http.StatusCreated)
	want := obj{
		"id": float64(1), "firstName": "Maria", "lastName": "Lopez", "email": "maria.lopez@example.com",
		"phone": "+15125550134", "notes": "Prefers nights", "profession": "RN", "specialty": "ICU", "statusId": float64(1),
		"address": obj{"address1": "12 Elm St", "address2": nil, "city": "Austin", "state": "TX", "zip": "78701",
			"countryCode": "US", "timezone": "America/Chicago"},
		"status": obj{"id": float64(1), "name": "ACTIVE", "type": "CANDIDATE", "isDefault": true, "isActive": true,
			"description": "Available and being considered for jobs"},
	}
	if diff := cmp.Diff(want, created, ignoreTimes); diff != "" {
		t.Errorf("POST /api/candidates (-want +got):\n%s", diff)
	}
	if _, ok := created["dateAdded"].(float64); !ok {
		t.Errorf("dateAdded = %v, want a Unix timestamp", created["dateAdded"])
	}

	for _, path := range []string{"/candidates?id=1", "/api/candidates/1"} {
		got := e.do("GET", path, nil, http.StatusOK)
		if diff := cmp.Diff(created, got); diff != "" {
			t.Errorf("GET %s differs from the created candidate (-want +got):\n%s", path, diff)
		}
	}

	updated := e.do("PUT", "/api/candidates/1", obj{"status": "INACTIVE", "specialty": "CVICU", "phone": "512-555-0199"}, http.StatusOK)
	if updated["status"] != "INACTIVE" || updated["specialty"] != "CVICU" || updated["phone"] != "512-555-0199" || updated["firstName"] != "Maria" {
		t.Errorf("PUT answered %v; want status INACTIVE by name, the new specialty and phone, other fields kept", updated)
	}
	got := e.do("GET", "/candidates?id=1", nil, http.StatusOK)
	if st := got["status"].(obj); st["name"] != "INACTIVE" || got["statusId"] != float64(2) {
		t.Errorf("after PUT status INACTIVE, GET says status %v statusId %v", st, got["statusId"])
	}

	e.do("DELETE", "/api/candidates/1", nil, http.StatusNoContent)
	e.do("GET", "/candidates?id=1", nil, http.StatusNotFound)
	e.do("DELETE", "/api/candidates/1", nil, http.StatusNotFound)
}

func TestCandidateList(t *testing.T) {
	e := newEnv(t, api.Config{})
	for i := range 5 {
		spec := "ICU"
		if i%2 == 1 {
			spec = "ER"
		}
		e.do("POST", "/api/candidates", obj{"firstName": "N", "lastName": fmt.Sprint(i), "email": fmt.Sprintf("n%d@example.com", i),
			"statusId": 1, "specialty": spec, "address": obj{"state": "TX"}}, http.StatusCreated)
	}
	list := e.do("GET", "/api/candidates?specialty=icu&limit=2&offset=1", nil, http.StatusOK)
	if list["total"] != float64(3) || list["limit"] != float64(2) || list["offset"] != float64(1) {
		t.Errorf("list paging = total %v limit %v offset %v, want 3 2 1", list["total"], list["limit"], list["offset"])
	}
	items := list["candidates"].([]any)
	if len(items) != 2 || items[0].(obj)["lastName"] != "2" || items[1].(obj)["lastName"] != "4" {
		t.Errorf("page = %v, want candidates 2 and 4 (ICU, in id order, after skipping one)", items)
	}
	if all := e.do("GET", "/api/candidates", nil, http.StatusOK); all["total"] != float64(5) || all["limit"] != float64(20) {
		t.Errorf("default list: total %v limit %v, want 5 and 20", all["total"], all["limit"])
	}
}

func TestJobLifecycle(t *testing.T) {
	e := newEnv(t, api.Config{})
	body := obj{
		"title": "ICU Registered Nurse", "description": "Must have 2 years ICU experience and BLS.",
		"publicDescription": "Night shift ICU RN", "startDate": int64(1767225600000),
		"address":        obj{"city": "Austin", "state": "TX", "zip": "78701"},
		"employmentType": "CONTRACT", "status": "OPEN", "notes": "13 weeks",
		"criteria":     []obj{{"description": "Active BLS", "importance": "required", "type": "certification"}},
		"employer":     obj{"id": 7, "name": "St. David's", "location": obj{"city": "Austin", "state": "TX", "zipCode": "78701"}},
		"jobType":      "Full Time",
		"schedule":     obj{"shifts": []string{"Night"}, "hoursPerWeek": obj{"minimum": 36, "maximum": 48}},
		"compensation": obj{"type": "hourly", "minimum": 55.5, "maximum": 70},
		"requirements": obj{"experience": "2 years", "certifications": []string{"BLS", "ACLS"}, "license": obj{"type": "RN", "state": "tx"}},
		"profession":   "RN", "specialty": "ICU", "department": "Critical Care", "remote": false,
	}
	created := e.do("POST", "/api/jobs", body, http.StatusCreated)
	want := obj{
		"id": float64(1), "title": "ICU Registered Nurse", "description": "Must have 2 years ICU experience and BLS.",
		"publicDescription": "Night shift ICU RN", "startDate": float64(1767225600),
		"address":        obj{"address1": nil, "address2": nil, "city": "Austin", "state": "TX", "zip": "78701", "countryCode": "", "timezone": ""},
		"employmentType": "CONTRACT", "status": "OPEN", "notes": "13 weeks",
		"criteria":     []any{obj{"description": "Active BLS", "importance": "required", "type": "certification"}},
		"employer":     obj{"id": float64(7), "name": "St. David's", "location": obj{"city": "Austin", "state": "TX", "zipCode": "78701"}},
		"jobType":      "full-time",
		"schedule":     obj{"shifts": []any{"night"}, "hoursPerWeek": obj{"minimum": float64(36), "maximum": float64(48)}},
		"compensation": obj{"type": "hourly", "minimum": 55.5, "maximum": float64(70)},
		"requirements": obj{"experience": "2 years", "certifications": []any{"BLS", "ACLS"}, "license": obj{"type": "RN", "state": "TX"}},
		"profession":   "RN", "specialty": "ICU", "department": "Critical Care", "remote": false,
	}
	if diff := cmp.Diff(want, created, ignoreTimes); diff != "" {
		t.Errorf("POST /api/jobs (startDate in ms stored as seconds; -want +got):\n%s", diff)
	}
	if got := e.do("GET", "/api/jobs/1", nil, http.StatusOK); !cmp.Equal(created, got) {
		t.Errorf("GET /api/jobs/1 differs from the created job: %s", cmp.Diff(created, got))
	}

	minimal := obj{"title": "Warehouse Associate", "description": "Forklift", "startDate": 1767225600,
		"address": obj{"city": "Dallas", "state": "TX"}, "employmentType": "DIRECT", "status": "ON_HOLD"}
	updated := e.do("PUT", "/api/jobs/1", minimal, http.StatusOK)
	if updated["title"] != "Warehouse Associate" || updated["status"] != "ON_HOLD" || updated["id"] != float64(1) || updated["dateAdded"] != created["dateAdded"] {
		t.Errorf("PUT answered %v", updated)
	}
	for _, gone := range []string{"criteria", "employer", "jobType", "schedule", "compensation", "requirements", "remote"} {
		if _, ok := updated[gone]; ok {
			t.Errorf("PUT without %s kept it: a PUT replaces the job", gone)
		}
	}
	for _, status := range []string{"OPEN", "CLOSED", "FILLED"} {
		minimal["status"] = status
		if got := e.do("PUT", "/api/jobs/1", minimal, http.StatusOK); got["status"] != status {
			t.Errorf("PUT status %s answered %v", status, got["status"])
		}
	}
	e.do("POST", "/api/jobs", minimal, http.StatusCreated)
	list := e.do("GET", "/api/jobs?status=FILLED", nil, http.StatusOK)
	if list["total"] != float64(2) {
		t.Errorf("jobs with status FILLED = %v, want 2", list["total"])
	}
	e.do("DELETE", "/api/jobs/1", nil, http.StatusNoContent)
	e.do("GET", "/api/jobs/1", nil, http.StatusNotFound)
	e.do("PUT", "/api/jobs/1", minimal, http.StatusNotFound)
}

func TestSubmissions(t *testing.T) {
	e := newEnv(t, api.Config{})
	e.do("POST", "/api/candidates", obj{"firstName": "Ann", "lastName": "Bell", "email": "ann@example.com", "statusId": 1}, http.StatusCreated)
	e.do("POST", "/api/jobs", obj{"title": "PT", "description": "Outpatient PT", "startDate": 1767225600,
		"address": obj{"city": "Dallas", "state": "TX"}, "employmentType": "DIRECT", "status": "OPEN"}, http.StatusCreated)
	created := e.do("POST", "/api/job-submissions", obj{"jobId": 1, "candidateId": 1, "statusId": 8}, http.StatusCreated)
	delete(created, "statusHistory") // TestSubmissionPipeline checks it
	if diff := cmp.Diff(obj{"id": float64(1), "jobId": float64(1), "candidateId": float64(1), "statusId": float64(8), "notes": ""}, created, ignoreTimes); diff != "" {
		t.Errorf("POST /api/job-submissions (-want +got):\n%s", diff)
	}
	if ts, _ := created["createdAt"].(string); len(ts) != len("2006-01-02T15:04:05Z") || ts[len(ts)-1] != 'Z' {
		t.Errorf("createdAt = %q, want RFC 3339 UTC", created["createdAt"])
	}
	list := e.do("GET", "/api/job-submissions?candidateId=1", nil, http.StatusOK)
	subs := list["submissions"].([]any)
	if len(subs) != 1 {
		t.Fatalf("submissions = %v, want 1", subs)
	}
	s := subs[0].(obj)
	if diff := cmp.Diff(obj{"title": "PT"}, s["job"]); diff != "" {
		t.Errorf("job in list (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(obj{"firstName": "Ann", "lastName": "Bell"}, s["candidate"]); diff != "" {
		t.Errorf("candidate in list (-want +got):\n%s", diff)
	}
	if l := e.do("GET", "/api/job-submissions?jobId=2", nil, http.StatusOK); len(l["submissions"].([]any)) != 0 {
		t.Errorf("filter by another job found %v", l)
	}
	e.do("POST", "/api/job-submissions", obj{"jobId": 1, "candidateId": 1, "statusId": 9}, http.StatusConflict)
	e.do("DELETE", "/api/job-submissions/1", nil, http.StatusNoContent)
	e.do("DELETE", "/api/job-submissions/1", nil, http.StatusNotFound)
}

func TestConcurrentSubmissionsOneWins(t *testing.T) {
	e := newEnv(t, api.Config{})
	e.do("POST", "/api/candidates", obj{"firstName": "Ann", "lastName": "Bell", "email": "ann@example.com", "statusId": 1}, http.StatusCreated)
	e.do("POST", "/api/jobs", obj{"title": "PT", "description": "PT", "startDate": 1767225600,
		"address": obj{"state": "TX"}, "employmentType": "DIRECT", "status": "OPEN"}, http.StatusCreated)
	for round := range 5 {
		var wg sync.WaitGroup
		statuses := make([]int, 2)
		var created any
		for i := range statuses {
			wg.Go(func() {
				r := e.request("POST", "/api/job-submissions", e.admin, "application/json", obj{"jobId": 1, "candidateId": 1, "statusId": 8})
				statuses[i] = r.status
				if r.status == http.StatusCreated {
					created = r.json(t)["id"]
				}
			})
		}
		wg.Wait()
		got := map[int]int{statuses[0]: 1}
		got[statuses[1]]++
		if got[http.StatusCreated] != 1 || got[http.StatusConflict] != 1 {
			t.Fatalf("round %d: two concurrent creates answered %v, want one 201 and one 409", round, statuses)
		}
		e.do("DELETE", fmt.Sprintf("/api/job-submissions/%v", created), nil, http.StatusNoContent)
	}
}

func TestStatuses(t *testing.T) {
	e := newEnv(t, api.Config{})
	list := e.do("GET", "/api/statuses?type=JOB_SUBMISSION", nil, http.StatusOK)
	var names []string
	for _, s := range list["statuses"].([]any) {
		names = append(names, s.(obj)["name"].(string))
	}
	if diff := cmp.Diff([]string{"Submitted", "Screening", "Interviewing", "Offered", "Placed", "Rejected", "Withdrawn"}, names); diff != "" {
		t.Errorf("seeded JOB_SUBMISSION statuses (-want +got):\n%s", diff)
	}
	created := e.do("POST", "/api/statuses", obj{"name": "Onboarding", "type": "CANDIDATE", "description": "Paperwork", "isDefault": true}, http.StatusCreated)
	if diff := cmp.Diff(obj{"id": created["id"], "name": "Onboarding", "type": "CANDIDATE", "description": "Paperwork", "isDefault": true, "isActive": true}, created, ignoreTimes); diff != "" {
		t.Errorf("POST /api/statuses (-want +got):\n%s", diff)
	}
	active := e.do("GET", "/api/statuses?id=1", nil, http.StatusOK)["statuses"].([]any)[0].(obj)
	if active["isDefault"] != false {
		t.Errorf("ACTIVE is still the default after a new default CANDIDATE status: %v", active)
	}
	id := int(created["id"].(float64))
	updated := e.do("PUT", fmt.Sprintf("/api/statuses/%d", id), obj{"name": "Onboarding", "type": "CANDIDATE", "isActive": false}, http.StatusOK)
	if updated["isActive"] != false || updated["isDefault"] != false || updated["description"] != "" {
		t.Errorf("PUT replaced the status with %v", updated)
	}
	e.do("POST", "/api/statuses", obj{"name": "onboarding", "type": "CANDIDATE"}, http.StatusConflict)
	e.do("PUT", "/api/statuses/1", obj{"name": "ACTIVE", "type": "JOB"}, http.StatusOK) // unused yet: may move
	e.do("POST", "/api/candidates", obj{"firstName": "A", "lastName": "B", "email": "a@example.com", "statusId": 2}, http.StatusCreated)
	e.do("PUT", "/api/statuses/2", obj{"name": "INACTIVE", "type": "JOB"}, http.StatusConflict)
	e.do("PUT", "/api/statuses/999", obj{"name": "X", "type": "JOB"}, http.StatusNotFound)
}

func TestUsers(t *testing.T) {
	e := newEnv(t, api.Config{})
	created := e.do("POST", "/api/users", obj{"firstName": "Rita", "lastName": "Moss", "email": "rita@example.com", "phone": "555-0100", "isActive": false}, http.StatusCreated)
	want := obj{"id": created["id"], "firstName": "Rita", "lastName": "Moss", "email": "rita@example.com", "phone": "555-0100",
		"isActive": false, "role": obj{"id": float64(2), "name": "recruiter", "description": "Reads and writes candidates, jobs, submissions and files"}}
	if diff := cmp.Diff(want, created, ignoreTimes); diff != "" {
		t.Errorf("POST /api/users (-want +got):\n%s", diff)
	}
	inactive := e.do("GET", "/api/users?isActive=false", nil, http.StatusOK)["users"].([]any)
	if len(inactive) != 1 || inactive[0].(obj)["email"] != "rita@example.com" {
		t.Errorf("inactive users = %v, want Rita only", inactive)
	}
	one := e.do("GET", fmt.Sprintf("/api/users?id=%v", created["id"]), nil, http.StatusOK)["users"].([]any)
	if len(one) != 1 {
		t.Errorf("users by id = %v", one)
	}
	e.do("POST", "/api/users", obj{"firstName": "R", "lastName": "M", "email": "RITA@example.com"}, http.StatusConflict)
}

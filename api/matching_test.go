package api_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/api"
)

func TestMatchingSeesChanges(t *testing.T) {
	e := screeningEnv(t)
	score := func() float64 {
		got := e.do("GET", "/api/matching/candidates?jobId=1", obj{"minScore": 0}, http.StatusOK)
		for _, c := range got["candidates"].([]any) {
			if c.(obj)["id"] == float64(1) {
				return c.(obj)["screening"].(obj)["currentScore"].(float64)
			}
		}
		t.Fatalf("candidate 1 not matched: %v", got)
		return 0
	}
	before := score()
	if again := score(); again != before {
		t.Fatalf("the same match scored %v, then %v", before, again)
	}
	e.do("PUT", "/api/candidates/1", obj{"notes": "Holds the CCRN certification (AACN)."}, http.StatusOK)
	noted := score()
	if noted <= before {
		t.Errorf("after notes naming the preferred CCRN the nurse scores %v (was %v)", noted, before)
	}
	ct, body := resumeForm(t, []byte("Maria Lopez\nAustin, TX\n\nExperience\nCashier, Corner Market, Austin, TX\n2021 - Present\n"),
		map[string]string{"candidate_id": "1"})
	if r := e.request("POST", "/resume/parse", e.admin, ct, body); r.status != http.StatusOK {
		t.Fatalf("parse resume = %d %s", r.status, r.body)
	}
	if after := score(); after >= noted {
		t.Errorf("after a resume without nursing the nurse still scores %v (was %v)", after, noted)
	}
}

func TestMatching(t *testing.T) {
	e := screeningEnv(t)
	for _, method := range []string{"GET", "POST"} {
		got := e.do(method, "/api/matching/candidates?jobId=1", obj{"minScore": 0, "location": obj{"radius": 30}}, http.StatusOK)
		list := got["candidates"].([]any)
		if got["total"] != float64(len(list)) || got["limit"] != float64(20) || got["offset"] != float64(0) || len(list) != 2 {
			t.Fatalf("%s candidates = %v", method, got)
		}
		first := list[0].(obj)
		if first["id"] != float64(1) || first["location"].(obj)["city"] != "Austin" || first["location"].(obj)["distance"] == nil {
			t.Errorf("the nurse is not first, or has no location: %v", first)
		}
		verbatim(t, first["screening"].(obj)["questions"].([]any))
	}
	if got := e.do("GET", "/api/matching/candidates?jobId=1", nil, http.StatusOK); len(got["candidates"].([]any)) != 1 {
		t.Errorf("default minScore 60 keeps %v, want the nurse only", got["candidates"])
	}
	if got := e.do("GET", "/api/matching/candidates?jobId=1", obj{"minScore": 0, "limit": 1, "offset": 1}, http.StatusOK); len(got["candidates"].([]any)) != 1 || got["total"] != float64(2) {
		t.Errorf("page 2 of 1: %v", got)
	}
	if got := e.do("GET", "/api/matching/candidates?jobId=1", obj{"minScore": 0, "specialties": []string{"Software Engineering"}}, http.StatusOK); got["total"] != float64(0) {
		t.Errorf("a specialty filter no nurse has: %v", got)
	}
	if got := e.do("GET", "/api/matching/candidates?jobId=1", obj{"minScore": 0, "location": obj{"states": []string{"CA"}}}, http.StatusOK); got["total"] != float64(0) {
		t.Errorf("nobody is licensed in California: %v", got)
	}

	jobs := e.do("GET", "/api/matching/jobs?candidateId=1", obj{"minScore": 0, "schedule": obj{"shifts": []string{"night"}}}, http.StatusOK)
	// The night shift asked for ranks the night job first; a job on another
	// shift stays, its shift a gap.
	list := jobs["jobs"].([]any)
	if len(list) < 1 {
		t.Fatalf("jobs = %v", jobs)
	}
	j := list[0].(obj)
	if j["title"] != "ICU Registered Nurse" || j["jobType"] != "contract" || j["compensation"].(obj)["type"] != "hourly" || j["startDate"] != "2027-01-01T00:00:00Z" {
		t.Errorf("job match = %v", j)
	}
	if got := e.do("POST", "/api/matching/jobs?candidateId=1", obj{"minScore": 0, "compensation": obj{"type": "hourly", "minimum": 100}}, http.StatusOK); got["total"] != float64(0) {
		t.Errorf("no job pays $100/hr: %v", got)
	}

	for _, tc := range []struct {
		path   string
		body   any
		status int
		detail string
	}{
		{"/api/matching/candidates", nil, 400, "jobId: required"},
		{"/api/matching/candidates?jobId=x", nil, 400, "jobId"},
		{"/api/matching/candidates?jobId=99", nil, 404, ""},
		{"/api/matching/candidates?jobId=1", obj{"minScore": 101}, 400, "minScore"},
		{"/api/matching/candidates?jobId=1", obj{"limit": 0}, 400, "limit"},
		{"/api/matching/candidates?jobId=1", obj{"offset": -1}, 400, "offset"},
		{"/api/matching/candidates?jobId=1", obj{"location": obj{"radius": -5}}, 400, "location.radius"},
		{"/api/matching/candidates?jobId=1", obj{"location": obj{"zipCode": "00000"}}, 400, "zipCode"},
		{"/api/matching/candidates?jobId=1", obj{"location": obj{"states": []string{"Narnia"}}}, 400, "states"},
		{"/api/matching/candidates?jobId=1", obj{"criteria": []obj{{"description": "x", "importance": "urgent", "type": "other"}}}, 400, "importance"},
		{"/api/matching/jobs?candidateId=99", nil, 404, ""},
		{"/api/matching/jobs?candidateId=1", obj{"compensation": obj{"type": "weekly"}}, 400, "compensation.type"},
		{"/api/matching/jobs?candidateId=1", obj{"schedule": obj{"availableDate": "next week"}}, 400, "availableDate"},
		{"/api/matching/jobs?candidateId=1", obj{"schedule": obj{"hoursPerWeek": obj{"minimum": 50, "maximum": 40}}}, 400, "hoursPerWeek"},
		{"/api/matching/jobs?candidateId=1", obj{"remote": true}, 400, "remote: unknown field"},
	} {
		t.Run(fmt.Sprint(tc.path, tc.body), func(t *testing.T) {
			r := e.request("GET", tc.path, e.viewer, "application/json", tc.body)
			if r.status != tc.status || !strings.Contains(string(r.body), tc.detail) {
				t.Errorf("= %d %s, want %d with %q", r.status, r.body, tc.status, tc.detail)
			}
		})
	}
}

// icuNurse is the resume of an ICU nurse living at home ("Dallas, TX 75201")
// since 2016, holding a Texas compact licence and certs.
func icuNurse(name, home string, certs ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s | %s@example.com\n\nEXPERIENCE\nICU Registered Nurse\nCity General Hospital, %s\nJune 2016 - Present\n",
		name, home, strings.ToLower(strings.ReplaceAll(name, " ", ".")), home)
	b.WriteString("- Cared for critically ill adults in a 20-bed medical ICU\n\nLICENSES & CERTIFICATIONS\n")
	b.WriteString("Texas RN License (multistate compact) - exp. 12/2029\n")
	for _, c := range certs {
		fmt.Fprintf(&b, "%s - American Heart Association - exp. 05/2029\n", c)
	}
	return b.String()
}

const icuRequirements = `
Requirements:
- 2+ years of ICU experience required
- Active BLS and ACLS certifications required
- Texas or compact RN license required
`

// placeEnv has three ICU nurses, the best of them 180 miles from Austin
// (candidate 1, Dallas) and two in and near Austin missing ACLS
// (candidates 2 and 3), a staff ICU job in Austin (job 1) and a travel ICU
// assignment in Austin (job 2).
func placeEnv(t *testing.T) *env {
	e := newEnv(t, api.Config{})
	for i, c := range []struct{ first, last, home string }{
		{"Ana", "Dallas", "Dallas, TX 75201"}, {"Ben", "Austin", "Austin, TX 78702"}, {"Cy", "Round", "Round Rock, TX 78664"},
	} {
		e.do("POST", "/api/candidates", obj{"firstName": c.first, "lastName": c.last, "email": c.first + "@example.com", "statusId": 1}, http.StatusCreated)
		certs := []string{"BLS", "ACLS"}
		if i > 0 {
			certs = certs[:1]
		}
		ct, body := resumeForm(t, []byte(icuNurse(c.first+" "+c.last, c.home, certs...)), map[string]string{"candidate_id": fmt.Sprint(i + 1)})
		if r := e.request("POST", "/resume/parse", e.admin, ct, body); r.status != http.StatusOK {
			t.Fatalf("parse resume = %d %s", r.status, r.body)
		}
	}
	for _, desc := range []string{
		"Staff ICU Registered Nurse, day shift, full-time." + icuRequirements,
		"ICU Registered Nurse - 13-week travel contract. Travelers welcome; housing stipend." + icuRequirements,
	} {
		e.do("POST", "/api/jobs", obj{"title": "ICU Registered Nurse", "description": desc, "startDate": 1798761600,
			"address": obj{"city": "Austin", "state": "TX", "zip": "78701"}, "employmentType": "CONTRACT", "status": "OPEN"}, http.StatusCreated)
	}
	e.sync()
	return e
}

// matchOrder returns the ids of a matching answer's list, in order, and
// each one's currentScore.
func matchOrder(t *testing.T, got map[string]any, key string) ([]float64, map[float64]float64) {
	t.Helper()
	var ids []float64
	scores := map[float64]float64{}
	for _, m := range got[key].([]any) {
		id := m.(obj)["id"].(float64)
		ids = append(ids, id)
		scores[id] = m.(obj)["screening"].(obj)["currentScore"].(float64)
	}
	return ids, scores
}

// TestMatchingPlace holds the place rules of candidate and job matching:
// local before not local whatever the scores, travel assignments waive the
// radius from both sides, requireLocalCandidates keeps only the local.
func TestMatchingPlace(t *testing.T) {
	e := placeEnv(t)

	ids, scores := matchOrder(t, e.do("POST", "/api/matching/candidates?jobId=1", obj{"minScore": 0}, http.StatusOK), "candidates")
	if len(ids) != 3 || ids[2] != 1 {
		t.Errorf("staff job in Austin ranks %v; want the Dallas nurse (1) last, after the local ones", ids)
	}
	if scores[1] <= scores[2] {
		t.Errorf("the Dallas nurse scores %v, the Austin one %v: the test needs the far one to score higher", scores[1], scores[2])
	}

	got := e.do("POST", "/api/matching/candidates?jobId=1", obj{"minScore": 0}, http.StatusOK)
	for _, m := range got["candidates"].([]any) {
		loc := m.(obj)["location"].(obj)
		if m.(obj)["id"] == float64(1) && (loc["city"] != "Dallas" || loc["state"] != "TX" || loc["zipCode"] != "75201" || loc["distance"] == nil) {
			t.Errorf("the Dallas nurse, placed by her resume alone, is shown at %v", loc)
		}
	}

	ids, _ = matchOrder(t, e.do("POST", "/api/matching/candidates?jobId=2", obj{"minScore": 0}, http.StatusOK), "candidates")
	if len(ids) != 3 || ids[0] != 1 {
		t.Errorf("travel assignment in Austin ranks %v; want the best nurse (1) first wherever she lives", ids)
	}

	local := e.do("POST", "/api/matching/candidates?jobId=1", obj{"minScore": 0, "location": obj{"requireLocalCandidates": true}}, http.StatusOK)
	if ids, _ := matchOrder(t, local, "candidates"); len(ids) != 2 || ids[0] == 1 || ids[1] == 1 {
		t.Errorf("requireLocalCandidates returns %v; want the two Austin-area nurses", ids)
	}

	ids, _ = matchOrder(t, e.do("POST", "/api/matching/jobs?candidateId=1", obj{"minScore": 0}, http.StatusOK), "jobs")
	if len(ids) != 1 || ids[0] != 2 {
		t.Errorf("jobs for the Dallas nurse = %v; want only the travel assignment (2): the staff job is 180 miles away", ids)
	}
	ids, _ = matchOrder(t, e.do("POST", "/api/matching/jobs?candidateId=2", obj{"minScore": 0}, http.StatusOK), "jobs")
	if len(ids) != 2 {
		t.Errorf("jobs for the Austin nurse = %v; want both", ids)
	}
}

// roleEnv has a staff ICU nurse job in Austin (job 1) and four Austin
// candidates: an ICU nurse (1) and a step-down nurse (2) with the same
// facts otherwise, a new ICU nurse who lists nothing else (3), and a licensed
// practical nurse in an ICU (4) who lists more of the job's requirements
// than any of them; and an LPN job in the same unit (job 2).
func roleEnv(t *testing.T) *env {
	e := newEnv(t, api.Config{})
	resumes := []struct{ name, body string }{
		{"Ana Icu", "Ana Icu\nAustin, TX 78702\n\nEXPERIENCE\nRegistered Nurse, Medical ICU\nCity General Hospital, Austin, TX\nJune 2016 - Present\n\nCERTIFICATIONS\nBLS - American Heart Association - exp. 05/2029\n"},
		{"Ben Stepdown", "Ben Stepdown\nAustin, TX 78702\n\nEXPERIENCE\nRegistered Nurse, Step-Down Unit\nCity General Hospital, Austin, TX\nJune 2016 - Present\n\nCERTIFICATIONS\nBLS - American Heart Association - exp. 05/2029\n"},
		{"Cy Quiet", "Cy Quiet\nAustin, TX 78702\n\nEXPERIENCE\nICU Registered Nurse\nCity General Hospital, Austin, TX\nJune 2025 - Present\n"},
		{"Di Practical", "Di Practical\nAustin, TX 78702\n\nEXPERIENCE\nLicensed Practical Nurse, ICU\nCity General Hospital, Austin, TX\nJune 2012 - Present\n\nCERTIFICATIONS\nBLS - American Heart Association - exp. 05/2029\nACLS - American Heart Association - exp. 05/2029\nPALS - American Heart Association - exp. 05/2029\nTNCC - Emergency Nurses Association - exp. 05/2029\n"},
	}
	for i, r := range resumes {
		first, last, _ := strings.Cut(r.name, " ")
		e.do("POST", "/api/candidates", obj{"firstName": first, "lastName": last, "email": first + "@example.com", "statusId": 1,
			"address": obj{"city": "Austin", "state": "TX", "zip": "78702"}}, http.StatusCreated)
		ct, body := resumeForm(t, []byte(r.body), map[string]string{"candidate_id": fmt.Sprint(i + 1)})
		if got := e.request("POST", "/resume/parse", e.admin, ct, body); got.status != http.StatusOK {
			t.Fatalf("parse resume = %d %s", got.status, got.body)
		}
	}
	requirements := "\nRequirements:\n- 2+ years of ICU experience\n- BLS and ACLS required\n- PALS and TNCC required\n"
	for _, j := range []struct{ title, description string }{
		{"Registered Nurse - ICU", "Staff nurse for our medical ICU, day shift." + requirements},
		{"Licensed Practical Nurse - ICU", "LPN for our medical ICU." + requirements},
	} {
		e.do("POST", "/api/jobs", obj{"title": j.title, "description": j.description, "startDate": 1798761600,
			"address": obj{"city": "Austin", "state": "TX", "zip": "78701"}, "employmentType": "DIRECT", "status": "OPEN"}, http.StatusCreated)
	}
	e.sync()
	return e
}

// TestMatchingProfessionAndSpecialty holds the role rules of ranking: the
// job's profession and specialty are always screened; another profession
// never ranks above a fitting one, whatever its scores; an adjacent
// specialty ranks below the same one when the rest is equal.
func TestMatchingProfessionAndSpecialty(t *testing.T) {
	e := roleEnv(t)
	got := e.do("POST", "/api/matching/candidates?jobId=1", obj{"minScore": 0}, http.StatusOK)
	ids, scores := matchOrder(t, got, "candidates")
	if len(ids) != 4 {
		t.Fatalf("candidates for the RN job = %v, want all four", ids)
	}
	if ids[3] != 4 {
		t.Errorf("RN job ranks %v; want the practical nurse (4) last", ids)
	}
	if scores[4] <= scores[3] {
		t.Errorf("the practical nurse scores %v, the quiet RN %v: the test needs the other profession to score higher", scores[4], scores[3])
	}
	if pos := slices.Index(ids, 1); pos > slices.Index(ids, 2) {
		t.Errorf("RN job ranks %v; want the ICU nurse (1) before the step-down nurse (2)", ids)
	}
	role := func(m any) (string, string) {
		qs := m.(obj)["screening"].(obj)["questions"].([]any)
		return qs[0].(obj)["source"].(string) + " " + qs[0].(obj)["status"].(string),
			qs[1].(obj)["source"].(string) + " " + qs[1].(obj)["status"].(string)
	}
	for _, m := range got["candidates"].([]any) {
		prof, spec := role(m)
		want := map[float64][2]string{1: {"job_role FullyMet", "job_role FullyMet"}, 2: {"job_role FullyMet", "job_role PartiallyMet"},
			4: {"job_role NotMet", "job_role NotMet"}}[m.(obj)["id"].(float64)]
		if want[0] != "" && (prof != want[0] || spec != want[1]) {
			t.Errorf("candidate %v: profession %q, specialty %q; want %q, %q", m.(obj)["id"], prof, spec, want[0], want[1])
		}
	}

	// From the candidate's side: the nurse's own profession first.
	ids, _ = matchOrder(t, e.do("POST", "/api/matching/jobs?candidateId=3", obj{"minScore": 0}, http.StatusOK), "jobs")
	if len(ids) != 2 || ids[0] != 1 {
		t.Errorf("jobs for the ICU nurse = %v; want the RN job (1) first", ids)
	}
	ids, _ = matchOrder(t, e.do("POST", "/api/matching/jobs?candidateId=4", obj{"minScore": 0}, http.StatusOK), "jobs")
	if len(ids) != 2 || ids[0] != 2 {
		t.Errorf("jobs for the practical nurse = %v; want the LPN job (2) first", ids)
	}
}

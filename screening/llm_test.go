package screening

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/llmchat/llmchattest"
	"github.com/recruitd/recruitd/screening/criteria"
)

// llmResume is a resume full of personal details the model must not see.
const llmResume = `Dana Whitfield, RN
Photo: Dana smiling in scrubs on the beach
1420 Westheimer Rd, Apt 5B, Houston, TX 77006 | (713) 555-0199 | dana.whitfield@example.com
linkedin.com/in/danawhitfield | DOB: 04/12/1991 | Age: 34

SUMMARY
ICU registered nurse with 6 years of critical care experience. Fluent in Spanish.

LICENSES & CERTIFICATIONS
Texas RN License, expires 2027-08-31
BLS - American Heart Association, expires 2027-05-01

EXPERIENCE
ICU Registered Nurse, Memorial Hermann, Houston, TX    Jan 2020 - Present
- Care for 1-2 critically ill patients per shift
Staff Nurse, Med-Surg, Ben Taub Hospital, Houston, TX    Jun 2018 - Dec 2019

EDUCATION
Bachelor of Science in Nursing, Texas Woman's University, 2018
`

// The personal details of llmResume and llmCandidate, none of which a blind
// prompt may hold.
var llmSecrets = []string{"Dana", "Whitfield", "WHITFIELD", "dana.whitfield@example.com", "555-0199", "7135550199",
	"Westheimer", "Apt 5B", "77006", "linkedin.com", "danawhitfield", "04/12/1991", "Age: 34", "smiling", "Houston"}

func llmCandidate() Candidate {
	return Candidate{
		Record: recruitd.Candidate{ID: 42, FirstName: "Dana", LastName: "Whitfield", Email: "dana.whitfield@example.com", Phone: "7135550199",
			Address:    &recruitd.Address{Address1: "1420 Westheimer Rd", City: "Houston", State: "TX", Zip: "77006"},
			Profession: "Registered Nurse", Notes: "Dana prefers nights; call 713-555-0199."},
		ResumeText: llmResume,
	}
}

// llmCriteria are the criteria the tests screen against: BLS, ICU years,
// Spanish, CCRN, and a location criterion when location is set.
func llmCriteria(location bool) (recruitd.Job, []criteria.Criterion) {
	in := []criteria.Input{
		{Description: "BLS certification", Importance: criteria.Required, Type: "certification"},
		{Description: "2+ years of ICU experience", Importance: criteria.Required, Type: "experience"},
		{Description: "Bilingual English/Spanish", Importance: criteria.Preferred, Type: "language"},
		{Description: "CCRN certification", Importance: criteria.Preferred, Type: "certification"},
	}
	if location {
		in = append(in, criteria.Input{Description: "Must live within 50 miles of Houston, TX", Importance: criteria.Required, Type: "location"})
	}
	job := recruitd.Job{ID: 9, Title: "ICU Registered Nurse", Address: houston}
	return job, criteria.FromJob(in, "")
}

// userPrompt returns the user message of a request body.
func userPrompt(t testing.TB, body []byte) string {
	t.Helper()
	return llmchattest.ParseRequest(t, body).Content(t, "user")
}

// answer is the JSON of verdicts, as a strict server sends it.
func answer(vs ...verdict) string {
	b, err := json.Marshal(map[string]any{"criteria": vs})
	if err != nil {
		panic(err)
	}
	return string(b)
}

// goodAnswer judges llmCriteria(false) with verbatim quotes, one with a
// placeholder and white space of its own.
var goodAnswer = answer(
	verdict{ID: 1, Status: FullyMet, Basis: Evidence, Reasoning: "Current BLS.", Evidence: ptr("BLS - American Heart Association, expires 2027-05-01")},
	verdict{ID: 2, Status: FullyMet, Basis: Evidence, Reasoning: "ICU nurse since 2020.", Evidence: ptr("ICU Registered Nurse, Memorial Hermann, [location] Jan 2020 - Present")},
	verdict{ID: 3, Status: PartiallyMet, Basis: Evidence, Reasoning: "Spanish stated, English level implied.", Evidence: ptr("Fluent in Spanish.")},
	verdict{ID: 4, Status: NotMet, Basis: Unverified, Reasoning: "CCRN is not mentioned.", Evidence: nil},
)

// MustLLM returns an LLM evaluator of srv's endpoint, without waits between
// retries.
func MustLLM(t testing.TB, srv *llmchattest.Server, cfg LLMConfig) *LLM {
	t.Helper()
	cfg.BaseURL, cfg.Model, cfg.backoff = srv.BaseURL(), "test-model", time.Millisecond
	l, err := NewLLM(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestLLMRequest(t *testing.T) {
	srv := llmchattest.NewServer(t, llmchattest.Answer(goodAnswer))
	l := MustLLM(t, srv, LLMConfig{APIKey: "sk-test"})
	job, crit := llmCriteria(false)
	if _, err := l.Evaluate(t.Context(), llmCandidate(), job, crit, Options{AsOf: asOf}); err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests, want 1", len(reqs))
	}
	req := llmchattest.ParseRequest(t, reqs[0])
	if req.Model != "test-model" || req.Temperature == nil || *req.Temperature != 0 {
		t.Errorf("model, temperature = %q, %v; want test-model, 0", req.Model, req.Temperature)
	}
	var schema map[string]any
	json.Unmarshal(req.ResponseFormat.JSONSchema.Schema, &schema)
	if f := req.ResponseFormat; f.Type != "json_schema" || !f.JSONSchema.Strict || schema["additionalProperties"] != false {
		t.Errorf("response_format = %+v, want a strict json_schema", f)
	}
	user := userPrompt(t, reqs[0])
	for _, cr := range crit {
		line := "- id " + strconv.Itoa(cr.ID) + " (" + cr.Importance + ", " + cr.Type + "): " + cr.Text
		if !strings.Contains(user, line) {
			t.Errorf("prompt lacks criterion line %q:\n%s", line, user)
		}
	}
	for _, want := range []string{"Today is 2026-03-15.", "Job: ICU Registered Nurse", "Profession: Registered Nurse", "Fluent in Spanish."} {
		if !strings.Contains(user, want) {
			t.Errorf("prompt lacks %q", want)
		}
	}
}

func TestLLMBlind(t *testing.T) {
	tests := []struct {
		name     string
		location bool
		noBlind  bool
		absent   []string
		present  []string
	}{
		{name: "blind", absent: llmSecrets, present: []string{"[name]", "[email]", "[phone]", "[url]", "[address]", "[zip]", "[location]", "[date of birth]", "[age]", "[photo caption]", "Texas RN License", "Memorial Hermann"}},
		{name: "blind, location criterion", location: true,
			absent:  slices.DeleteFunc(slices.Clone(llmSecrets), func(s string) bool { return s == "Houston" }),
			present: []string{"Home: Houston, TX", "Memorial Hermann, Houston, TX", "[address], Houston, TX [zip]"}},
		{name: "not blind", noBlind: true, present: []string{"Dana Whitfield, RN", "dana.whitfield@example.com", "77006", "Home: Houston, TX"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := llmchattest.NewServer(t, llmchattest.Answer(goodAnswer))
			l := MustLLM(t, srv, LLMConfig{NoBlind: tt.noBlind})
			job, crit := llmCriteria(tt.location)
			if _, err := l.Evaluate(t.Context(), llmCandidate(), job, crit, Options{AsOf: asOf}); err != nil {
				t.Fatal(err)
			}
			user := userPrompt(t, srv.Requests()[0])
			_, cand, _ := strings.Cut(user, "Candidate record:") // the job's own place may be shown
			for _, s := range tt.absent {
				if strings.Contains(cand, s) {
					t.Errorf("prompt holds %q:\n%s", s, user)
				}
			}
			for _, s := range tt.present {
				if !strings.Contains(user, s) {
					t.Errorf("prompt lacks %q:\n%s", s, user)
				}
			}
		})
	}
}

func TestLLMRedact(t *testing.T) {
	tests := []struct {
		name, text, want string
		location         bool
		firstLine        bool // the text starts a resume
	}{
		{name: "phones", text: "Cell: 713.555.0142, +1 (512) 555-0199 or +44 20 7946 0958", want: "Cell: [phone], [phone] or [phone]"},
		{name: "email and urls", text: "x.y+z@mail.co.uk https://janedoe.dev www.janedoe.com github.com/jdoe", want: "[email] [url] [url] [url]"},
		{name: "street and PO box", text: "22 N. Oak Park Ave., Suite 300\nP.O. Box 1234", want: "[address]\n[address]"},
		{name: "city and ZIP hidden", text: "Austin, TX 78701-1234", want: "[location] [zip]"},
		{name: "city and ZIP, location kept", location: true, text: "Austin, TX 78701", want: "Austin, TX [zip]"},
		{name: "known city", text: "Houston Methodist, Houston, TX; moved to HOUSTON", want: "[location] Methodist, [location]; moved to [location]"},
		{name: "birth dates", text: "DOB: 04/12/1991. Date of birth - March 3, 1990. Born 1988", want: "[date of birth]. [date of birth]. [date of birth]"},
		{name: "ages", text: "Age: 34 (age 34), 34 years old", want: "[age] [age], [age]"},
		{name: "photo caption and gender", text: "[Photo: headshot in scrubs]\nGender: female\nPhoto caption - at the beach", want: "[photo caption]\n[redacted]\n[photo caption]"},
		{name: "names", firstLine: true, text: "JANE O'NEIL\nJane led the unit; O'Neil's team", want: "[name]\n[name] led the unit; [name]'s team"},
		{name: "first line name", firstLine: true, text: "Alex Novak, PE\nBackend engineer", want: "[name], PE\nBackend engineer"},
		{name: "header place", firstLine: true, text: "Alex Novak\nAustin, TX | alex@example.dev\n\nEngineer, Ledgerly, Austin, TX", want: "[name]\n[location] | [email]\n\nEngineer, Ledgerly, Austin, TX"},
		{name: "header place, location kept", firstLine: true, location: true, text: "Alex Novak\nAustin, TX\n", want: "[name]\nAustin, TX\n"},
		{name: "first line heading", firstLine: true, text: "Professional Summary\nNurse", want: "Professional Summary\nNurse"},
		{name: "not personal", text: "5-6 patients on a 32-bed unit; 4,000 requests per second; 2019-2021; geriatric patients age 65+",
			want: "5-6 patients on a 32-bed unit; 4,000 requests per second; 2019-2021; geriatric patients age 65+"},
	}
	c := Candidate{Record: recruitd.Candidate{FirstName: "Jane", LastName: "O'Neil", Address: &recruitd.Address{City: "Houston", State: "TX"}}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := newRedactor(c, tt.location).redact(tt.text, tt.firstLine)
			if v.text != tt.want {
				t.Errorf("redact(%q) = %q, want %q", tt.text, v.text, tt.want)
			}
			if got := v.original(0, len(v.text)); got != tt.text {
				t.Errorf("original(whole view) = %q, want %q", got, tt.text)
			}
		})
	}
}

func TestLLMLocate(t *testing.T) {
	c := llmCandidate()
	r := newRedactor(c, false)
	views := []view{r.redact(c.ResumeText, true), r.redact(c.Record.Notes, false), plainView(c.Record.Profession)}
	tests := []struct {
		name, quote, want string
	}{
		{name: "verbatim", quote: "BLS - American Heart Association, expires 2027-05-01", want: "BLS - American Heart Association, expires 2027-05-01"},
		{name: "white space", quote: " ICU Registered Nurse,\nMemorial Hermann ", want: "ICU Registered Nurse, Memorial Hermann"},
		{name: "placeholder put back", quote: "Memorial Hermann, [location] Jan 2020", want: "Memorial Hermann, Houston, TX    Jan 2020"},
		{name: "notes", quote: "[name] prefers nights", want: "Dana prefers nights"},
		{name: "record field", quote: "Registered Nurse", want: "Registered Nurse"},
		{name: "made up", quote: "CCRN certified since 2021"},
		{name: "paraphrased", quote: "BLS, American Heart Association, expires 2027-05-01"},
		{name: "placeholders only", quote: "[name], [phone]"},
		{name: "empty", quote: "  "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := locate(views, tt.quote)
			if got != tt.want || ok != (tt.want != "") {
				t.Errorf("locate(%q) = %q, %v; want %q", tt.quote, got, ok, tt.want)
			}
		})
	}
}

func TestLLMGoodAnswer(t *testing.T) {
	srv := llmchattest.NewServer(t, llmchattest.Answer(goodAnswer))
	l := MustLLM(t, srv, LLMConfig{})
	job, crit := llmCriteria(false)
	c := llmCandidate()
	r, err := l.Evaluate(t.Context(), c, job, crit, Options{AsOf: asOf})
	if err != nil {
		t.Fatal(err)
	}
	if name := r.Evaluator; name != "llm:test-model" {
		t.Errorf("evaluator = %q, want llm:test-model", name)
	}
	CheckResult(t, c, crit, r)
	type got struct {
		Status   Status
		Basis    Basis
		Evidence string
		Reason   string
	}
	want := []got{
		{FullyMet, Evidence, "BLS - American Heart Association, expires 2027-05-01", "Current BLS."},
		{FullyMet, Evidence, "ICU Registered Nurse, Memorial Hermann, Houston, TX    Jan 2020 - Present", "ICU nurse since 2020."},
		{PartiallyMet, Evidence, "Fluent in Spanish.", "Spanish stated, English level implied."},
		{NotMet, Unverified, "", "CCRN is not mentioned."},
	}
	var gotList []got
	for _, cr := range r.Criteria {
		g := got{Status: cr.Status, Basis: cr.Basis, Reason: cr.Reasoning}
		if cr.TextEvidence != nil {
			g.Evidence = *cr.TextEvidence
		}
		gotList = append(gotList, g)
	}
	if diff := cmp.Diff(want, gotList); diff != "" {
		t.Errorf("criteria (-want +got):\n%s", diff)
	}
	// weights 3, 3, 2, 2: (3 + 3 + 1) / 10
	if r.CurrentScore != 70 || r.PotentialScore != 90 || r.Disqualify {
		t.Errorf("scores %v, %v, disqualify %v; want 70, 90, false", r.CurrentScore, r.PotentialScore, r.Disqualify)
	}
	if s := l.Stats(); s.Answered != 1 || s.Fallbacks != 0 || s.EvidenceDropped != 0 || s.Downgraded != 0 {
		t.Errorf("stats = %+v", s)
	}
}

func TestLLMFabricatedEvidence(t *testing.T) {
	srv := llmchattest.NewServer(t, llmchattest.Answer(answer(
		// the rules find BLS too: their evidence stands in for the made-up quote
		verdict{ID: 1, Status: FullyMet, Basis: Evidence, Reasoning: "BLS held.", Evidence: ptr("BLS and ACLS certified through 2030")},
		// a contradiction resting on a made-up quote is only unverified
		verdict{ID: 2, Status: NotMet, Basis: Contradiction, Reasoning: "Too little ICU time.", Evidence: ptr("Only 1 year of ICU experience")},
		verdict{ID: 3, Status: FullyMet, Basis: Evidence, Reasoning: "Fluent in Spanish.", Evidence: ptr("Fluent in Spanish.")},
		// met on a made-up quote: unverified, no credit until confirmed
		verdict{ID: 4, Status: FullyMet, Basis: Evidence, Reasoning: "CCRN held.", Evidence: ptr("CCRN certified since 2021")},
	)))
	l := MustLLM(t, srv, LLMConfig{})
	job, crit := llmCriteria(false)
	c := llmCandidate()
	r, err := l.Evaluate(t.Context(), c, job, crit, Options{AsOf: asOf})
	if err != nil {
		t.Fatal(err)
	}
	CheckResult(t, c, crit, r)
	rules := Screen(c, job, crit, Options{AsOf: asOf})
	if got, want := r.Criteria[0].TextEvidence, rules.Criteria[0].TextEvidence; got == nil || want == nil || *got != *want {
		t.Errorf("BLS evidence = %v, want the rules' %v", got, want)
	}
	for i, want := range []struct {
		status Status
		basis  Basis
	}{{FullyMet, Evidence}, {NotMet, Unverified}, {FullyMet, Evidence}, {NotMet, Unverified}} {
		if cr := r.Criteria[i]; cr.Status != want.status || cr.Basis != want.basis {
			t.Errorf("criterion %d = %s/%s, want %s/%s", cr.ID, cr.Status, cr.Basis, want.status, want.basis)
		}
	}
	if e := r.Criteria[3].TextEvidence; e != nil || !strings.Contains(r.Criteria[3].Reasoning, "Not verified") {
		t.Errorf("CCRN evidence %v, reasoning %q; want none and a note", e, r.Criteria[3].Reasoning)
	}
	if r.Disqualify {
		t.Error("disqualified on a made-up contradiction")
	}
	// the unverified CCRN counts in full in the potential score and is asked about
	if r.PotentialScore != 100 || !slices.ContainsFunc(r.Summary.FollowUpQuestions, func(q string) bool { return strings.Contains(q, "CCRN") }) {
		t.Errorf("potential %v, questions %q; want 100 and one on CCRN", r.PotentialScore, r.Summary.FollowUpQuestions)
	}
	if s := l.Stats(); s.EvidenceDropped != 3 || s.Downgraded != 2 {
		t.Errorf("stats = %+v, want 3 quotes dropped, 2 verdicts downgraded", s)
	}
}

func TestLLMMissingCriteria(t *testing.T) {
	srv := llmchattest.NewServer(t, llmchattest.Answer(answer(
		verdict{ID: 4, Status: FullyMet, Basis: Evidence, Reasoning: "Critical care experience.", Evidence: ptr("6 years of critical care experience")},
		verdict{ID: 99, Status: FullyMet, Basis: Evidence, Reasoning: "No such criterion.", Evidence: nil},
		verdict{ID: 2, Status: "Maybe", Basis: Evidence, Reasoning: "Out of the schema.", Evidence: nil},
	)))
	l := MustLLM(t, srv, LLMConfig{})
	job, crit := llmCriteria(false)
	c := llmCandidate()
	r, err := l.Evaluate(t.Context(), c, job, crit, Options{AsOf: asOf})
	if err != nil || r.Evaluator != l.Name() {
		t.Fatalf("Evaluate: evaluator %q, %v; want %q", r.Evaluator, err, l.Name())
	}
	rules := Screen(c, job, crit, Options{AsOf: asOf})
	if diff := cmp.Diff(rules.Criteria[:3], r.Criteria[:3]); diff != "" {
		t.Errorf("criteria the model did not judge (-rules +got):\n%s", diff)
	}
	if got := r.Criteria[3]; got.Status != FullyMet || got.TextEvidence == nil || *got.TextEvidence != "6 years of critical care experience" {
		t.Errorf("criterion 4 = %+v, want the model's FullyMet", got)
	}
	if s := l.Stats(); s.MissingVerdicts != 3 {
		t.Errorf("missing verdicts = %d, want 3", s.MissingVerdicts)
	}
}

func TestLLMFallback(t *testing.T) {
	tests := []struct {
		name     string
		handle   http.HandlerFunc
		requests int
	}{
		{name: "invalid JSON", handle: llmchattest.Answer(`{"criteria": [{"id": 1, "status": "FullyMet"`), requests: 1},
		{name: "not the schema", handle: llmchattest.Answer(`{"verdicts": []}`), requests: 1},
		{name: "no known criterion", handle: llmchattest.Answer(answer(verdict{ID: 99, Status: FullyMet, Basis: Evidence, Reasoning: "?"})), requests: 1},
		{name: "refusal", handle: llmchattest.Reply(map[string]any{"role": "assistant", "content": "", "refusal": "I cannot help with that."}, "stop"), requests: 1},
		{name: "500 beyond retries", handle: func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, "overloaded", http.StatusInternalServerError)
		}, requests: 3},
		{name: "401 not retried", handle: llmchattest.Failure(http.StatusUnauthorized, "bad key"), requests: 1},
		{name: "timeout", handle: llmchattest.Stall},
	}
	job, crit := llmCriteria(false)
	c := llmCandidate()
	rules := Screen(c, job, crit, Options{AsOf: asOf})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := llmchattest.NewServer(t, tt.handle)
			var causes []error
			// Only the stalled server needs a short timeout; a loaded
			// machine must not turn the other cases into timeouts.
			timeout := 30 * time.Second
			if tt.requests == 0 {
				timeout = 200 * time.Millisecond
			}
			l := MustLLM(t, srv, LLMConfig{Timeout: timeout, OnFallback: func(err error) { causes = append(causes, err) }})
			r, err := l.Evaluate(t.Context(), c, job, crit, Options{AsOf: asOf})
			if err != nil {
				t.Fatal(err)
			}
			if name := r.Evaluator; name != RulesName {
				t.Errorf("evaluator = %q, want %q", name, RulesName)
			}
			if diff := cmp.Diff(rules, r); diff != "" {
				t.Errorf("result is not the rules' (-rules +got):\n%s", diff)
			}
			if n := len(srv.Requests()); tt.requests > 0 && n != tt.requests {
				t.Errorf("%d requests, want %d", n, tt.requests)
			}
			if s := l.Stats(); s.Fallbacks != 1 || s.Answered != 0 || len(causes) != 1 {
				t.Errorf("stats %+v, causes %v; want one fallback", s, causes)
			}
		})
	}
}

func TestLLMContextEnded(t *testing.T) {
	srv := llmchattest.NewServer(t, llmchattest.Stall)
	l := MustLLM(t, srv, LLMConfig{})
	job, crit := llmCriteria(false)
	ctx, cancel := context.WithCancel(t.Context())
	time.AfterFunc(50*time.Millisecond, cancel)
	if _, err := l.Evaluate(ctx, llmCandidate(), job, crit, Options{AsOf: asOf}); !errors.Is(err, context.Canceled) {
		t.Errorf("Evaluate after cancel = %v, want context.Canceled", err)
	}
	if s := l.Stats(); s.Fallbacks != 0 {
		t.Errorf("fallbacks = %d, want none: the caller is gone", s.Fallbacks)
	}
}

func TestLLMCache(t *testing.T) {
	srv := llmchattest.NewServer(t, llmchattest.Answer(goodAnswer))
	l := MustLLM(t, srv, LLMConfig{})
	job, crit := llmCriteria(false)
	c := llmCandidate()
	first, err := l.Evaluate(t.Context(), c, job, crit, Options{AsOf: asOf})
	if err != nil {
		t.Fatal(err)
	}
	again, err := l.Evaluate(t.Context(), c, job, crit, Options{AsOf: asOf})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(srv.Requests()); n != 1 {
		t.Errorf("%d requests for the same screening twice, want 1", n)
	}
	if diff := cmp.Diff(first, again); diff != "" {
		t.Errorf("cached result differs (-first +again):\n%s", diff)
	}

	// the same resume under another name reads the same to a blind model
	other := llmCandidate()
	other.Record.FirstName, other.Record.LastName = "Robin", "Castillo"
	other.ResumeText = strings.NewReplacer("Dana", "Robin", "Whitfield", "Castillo").Replace(llmResume)
	other.Record.Notes = strings.ReplaceAll(other.Record.Notes, "Dana", "Robin")
	r, err := l.Evaluate(t.Context(), other, job, crit, Options{AsOf: asOf})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(srv.Requests()); n != 1 {
		t.Errorf("%d requests after another name, want 1", n)
	}
	CheckResult(t, other, crit, r)

	changed := slices.Clone(crit)
	changed[3].Text = "CCRN certification strongly preferred"
	if _, err := l.Evaluate(t.Context(), c, job, changed, Options{AsOf: asOf}); err != nil {
		t.Fatal(err)
	}
	if n := len(srv.Requests()); n != 2 {
		t.Errorf("%d requests after a criterion changed, want 2", n)
	}
	if s := l.Stats(); s.CacheHits != 2 {
		t.Errorf("cache hits = %d, want 2", s.CacheHits)
	}
}

func TestLLMCacheBound(t *testing.T) {
	c := newAnswerCache(2)
	c.add("a", nil)
	c.add("b", nil)
	c.get("a")
	c.add("c", nil)
	for key, want := range map[string]bool{"a": true, "b": false, "c": true} {
		if _, ok := c.get(key); ok != want {
			t.Errorf("get(%q) found %v, want %v", key, ok, want)
		}
	}
}

func TestLLMConcurrency(t *testing.T) {
	var inFlight, most atomic.Int32
	srv := llmchattest.NewServer(t, func(w http.ResponseWriter, r *http.Request) {
		n := inFlight.Add(1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		time.Sleep(20 * time.Millisecond)
		inFlight.Add(-1)
		llmchattest.Answer(goodAnswer)(w, r)
	})
	l := MustLLM(t, srv, LLMConfig{Concurrency: 2})
	job, crit := llmCriteria(false)
	var wg sync.WaitGroup
	for i := range 8 {
		c := llmCandidate()
		c.Record.Notes = "Candidate " + strconv.Itoa(i) // another prompt each: no cache hit
		wg.Go(func() {
			if _, err := l.Evaluate(t.Context(), c, job, crit, Options{AsOf: asOf}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if n, m := len(srv.Requests()), most.Load(); n != 8 || m > 2 {
		t.Errorf("%d requests, at most %d at once; want 8, at most 2", n, m)
	}
}

// TestLLMContract screens against a real OpenAI-compatible endpoint.
func TestLLMContract(t *testing.T) {
	base, key, model := llmchattest.Endpoint(t)
	var causes []error
	l, err := NewLLM(LLMConfig{BaseURL: base, APIKey: key, Model: model, Timeout: 2 * time.Minute,
		OnFallback: func(err error) { causes = append(causes, err) }})
	if err != nil {
		t.Fatal(err)
	}
	job, crit := MustJob(t, "icu_travel.txt", houston)
	c := Candidate{Record: recruitd.Candidate{ID: 1, FirstName: "Maria", LastName: "Gonzalez"}, Profile: icuProfile(), ResumeText: MustRead(t, "resume_icu_rn.txt")}
	r, err := l.Evaluate(t.Context(), c, job, crit, Options{AsOf: asOf})
	if err != nil {
		t.Fatal(err)
	}
	if name := r.Evaluator; name != l.Name() {
		t.Fatalf("fell back to the rules: %v", causes)
	}
	CheckResult(t, c, crit, r)
	for _, cr := range r.Criteria {
		t.Logf("%d %s %s/%s %q: %s", cr.ID, cr.Type, cr.Status, cr.Basis, deref(cr.TextEvidence), cr.Reasoning)
	}
	t.Logf("current %v, potential %v, stats %+v", r.CurrentScore, r.PotentialScore, l.Stats())
	if r.Criteria[0].Status != FullyMet {
		t.Errorf("licence = %s, want FullyMet for a compact Texas RN licence", r.Criteria[0].Status)
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// FuzzLLMRedact checks that a view maps back to its text, and that every
// quote of a view is traced to text of the original.
func FuzzLLMRedact(f *testing.F) {
	f.Add(llmResume, 10, 80)
	f.Add("Jane O'Neil\nHouston, TX 77030 | 713-555-0142\nDOB: 1/2/1990", 0, 30)
	c := Candidate{Record: recruitd.Candidate{FirstName: "Jane", LastName: "O'Neil", Address: &recruitd.Address{City: "Houston", Zip: "77030"}}}
	f.Fuzz(func(t *testing.T, text string, from, to int) {
		v := newRedactor(c, false).redact(text, true)
		if got := v.original(0, len(v.text)); got != text {
			t.Fatalf("original(whole view) = %q, want %q", got, text)
		}
		if from < 0 || to > len(v.text) || from >= to {
			return
		}
		if got := v.original(from, to); !strings.Contains(text, got) {
			t.Errorf("original(%d, %d) = %q, not in %q", from, to, got, text)
		}
	})
}

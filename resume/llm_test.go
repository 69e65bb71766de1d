package resume

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/recruitd/recruitd/internal/llmchat/llmchattest"
)

const llmResume = `Maria Lopez
Austin, TX 78701 | (512) 555-0199 | maria.lopez@example.com
linkedin.com/in/marialopez

SUMMARY
Critical care nurse with 7 years of experience in ICU settings.

EXPERIENCE
ICU Registered Nurse | St. David's Medical Center | Austin, TX
Mar 2019 - Present
• Care for 2-3 critically ill patients per shift
• Precept new graduate nurses

Staff Nurse | Seton Medical Center | Austin, TX
Jun 2015 - Dec 2018
• Med-surg care for 5-6 patients

EDUCATION
Bachelor of Science in Nursing, The University of Texas at Austin, May 2015

CERTIFICATIONS
BLS, American Heart Association, exp 05/2027
Registered Nurse License, Texas, License No. RN123456
`

// llmAnswer is a good answer for llmResume, shaped as a strict server sends it: every
// property present, null where the resume has no value.
const llmAnswer = `{
  "personalInfo": {
    "name": {"firstName": "Maria", "lastName": "Lopez", "middleName": null},
    "contact": {"email": "maria.lopez@example.com", "phone": "+15125550199", "alternativePhone": null, "linkedIn": "https://www.linkedin.com/in/marialopez"},
    "location": {"street": null, "city": "Austin", "state": "TX", "zipCode": "78701", "country": null, "willingToRelocate": null}
  },
  "professionalSummary": {"overview": "Critical care nurse with 7 years of experience in ICU settings.", "coreProficiencies": [], "industryExpertise": []},
  "workHistory": [
    {"employer": "St. David's Medical Center", "title": "ICU Registered Nurse", "location": {"city": "Austin", "state": "TX", "remote": null},
     "startDate": "2019-03-01", "endDate": null, "isCurrent": true, "specialty": "ICU",
     "responsibilities": ["Care for 2-3 critically ill patients per shift", "Precept new graduate nurses"],
     "technologies": [], "skills": [], "projectHighlights": []},
    {"employer": "Seton Medical Center", "title": "Staff Nurse", "location": {"city": "Austin", "state": "TX", "remote": null},
     "startDate": "2015-06-01", "endDate": "2018-12-01", "isCurrent": false, "specialty": "Medical-Surgical",
     "responsibilities": ["Med-surg care for 5-6 patients"], "technologies": [], "skills": [], "projectHighlights": []}
  ],
  "education": [{"institution": "The University of Texas at Austin", "degree": "Bachelor of Science in Nursing", "major": "Nursing", "minor": null, "graduationDate": "2015-05-01"}],
  "certifications": [
    {"name": "BLS", "issuingOrganization": "American Heart Association", "issueDate": null, "expirationDate": "2027-05-01", "credentialId": null},
    {"name": "Registered Nurse License", "issuingOrganization": null, "issueDate": null, "expirationDate": null, "credentialId": "RN123456"}
  ],
  "skills": {"technical": [{"category": "Clinical", "skills": [{"name": "Critical care", "yearsOfExperience": 7, "proficiencyLevel": null}]}], "softSkills": [], "languages": []}
}`

// MustLLM returns an LLM for the test server, with a short backoff.
func MustLLM(t testing.TB, s *llmchattest.Server, cfg LLMConfig) *LLM {
	t.Helper()
	cfg.BaseURL, cfg.APIKey, cfg.Model, cfg.backoff = s.BaseURL(), "test-key", "test-model", time.Millisecond
	l, err := NewLLM(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// mustAnswer marshals a profile as a model answer.
func mustAnswer(t testing.TB, p Profile) string {
	t.Helper()
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// mustDecode decodes llmAnswer.
func mustDecode(t testing.TB) Profile {
	t.Helper()
	var p Profile
	if err := json.Unmarshal([]byte(llmAnswer), &p); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLLMRequest(t *testing.T) {
	s := llmchattest.NewServer(t, llmchattest.Answer(llmAnswer))
	l := MustLLM(t, s, LLMConfig{})
	if _, err := l.Structure(context.Background(), llmResume, Options{AsOf: testAsOf}); err != nil {
		t.Fatal(err)
	}
	reqs := s.Requests()
	if len(reqs) != 1 {
		t.Fatalf("requests = %d, want 1", len(reqs))
	}
	req := llmchattest.ParseRequest(t, reqs[0]) // the endpoint's key and retries are llmchat's tests'

	if req.Model != "test-model" {
		t.Errorf("model = %q, want test-model", req.Model)
	}
	if req.Temperature == nil || *req.Temperature != 0 {
		t.Errorf("temperature = %v, want 0 sent", req.Temperature)
	}
	rf := req.ResponseFormat
	if rf.Type != "json_schema" || rf.JSONSchema.Name != "parsed_resume" || !rf.JSONSchema.Strict {
		t.Errorf("response_format = %s %q strict %v, want json_schema parsed_resume strict", rf.Type, rf.JSONSchema.Name, rf.JSONSchema.Strict)
	}
	var got, want any
	json.Unmarshal(rf.JSONSchema.Schema, &got)
	json.Unmarshal(profileSchema(), &want)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("schema sent differs from the profile schema (-want +got):\n%s", diff)
	}
	if len(req.Messages) != 2 || req.Messages[0].Role != "system" || req.Messages[1].Role != "user" {
		t.Fatalf("messages = %+v, want system and user", req.Messages)
	}
	if !strings.Contains(req.Messages[0].Content, "Never invent") {
		t.Errorf("system prompt = %q, want the rules", req.Messages[0].Content)
	}
	if !strings.Contains(req.Messages[1].Content, llmResume) || !strings.Contains(req.Messages[1].Content, "region US") {
		t.Errorf("user message = %q, want the resume text and the phone region", req.Messages[1].Content)
	}
}

func TestProfileSchema(t *testing.T) {
	var schema any
	if err := json.Unmarshal(profileSchema(), &schema); err != nil {
		t.Fatal(err)
	}
	// strict mode: every object closed, every property required
	var walk func(path string, s any)
	walk = func(path string, s any) {
		switch s := s.(type) {
		case map[string]any:
			if props, ok := s["properties"].(map[string]any); ok {
				if s["additionalProperties"] != false {
					t.Errorf("%s: additionalProperties = %v, want false", path, s["additionalProperties"])
				}
				var keys, req []string
				for k := range props {
					keys = append(keys, k)
				}
				for _, r := range s["required"].([]any) {
					req = append(req, r.(string))
				}
				slices.Sort(keys)
				slices.Sort(req)
				if !slices.Equal(keys, req) {
					t.Errorf("%s: required = %q, want every property %q", path, req, keys)
				}
			}
			for k, v := range s {
				walk(path+"/"+k, v)
			}
		case []any:
			for i, v := range s {
				walk(path+"/"+strconv.Itoa(i), v)
			}
		}
	}
	walk("#", schema)

	// a strict answer is valid by the schema and decodes into a Profile
	c := jsonschema.NewCompiler()
	if err := c.AddResource("profile.json", schema); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("profile.json")
	if err != nil {
		t.Fatalf("compile the profile schema: %v", err)
	}
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(llmAnswer))
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Errorf("the strict answer is not valid by the schema: %v", err)
	}
	if _, err := decodeAnswer(llmAnswer); err != nil {
		t.Errorf("decode the strict answer: %v", err)
	}

	// the tables name fields that exist
	types := map[string]reflect.Type{}
	var collect func(reflect.Type)
	collect = func(t reflect.Type) {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct || types[t.Name()] != nil {
			return
		}
		types[t.Name()] = t
		for f := range t.Fields() {
			collect(f.Type)
		}
	}
	collect(reflect.TypeFor[Profile]())
	var keys []string
	for k := range schemaSkip {
		keys = append(keys, k)
	}
	for k := range schemaNotes {
		keys = append(keys, k)
	}
	for k := range schemaEnums {
		keys = append(keys, k)
	}
	for _, k := range keys {
		typ, field, _ := strings.Cut(k, ".")
		if st, ok := types[typ]; !ok {
			t.Errorf("schema table key %q: no type %s in Profile", k, typ)
		} else if _, ok := st.FieldByName(field); !ok {
			t.Errorf("schema table key %q: no field %s in %s", k, field, typ)
		}
	}
}

func TestLLMVerifiedAnswer(t *testing.T) {
	s := llmchattest.NewServer(t, llmchattest.Answer(llmAnswer))
	got, err := MustLLM(t, s, LLMConfig{}).Structure(context.Background(), llmResume, Options{AsOf: testAsOf})
	if err != nil {
		t.Fatal(err)
	}
	months := func(n int) *int { return &n }
	years := 7.0
	end := "2018-12-01"
	want := Profile{
		PersonalInfo: &PersonalInfo{
			Name:     &Name{FirstName: "Maria", LastName: "Lopez"},
			Contact:  &Contact{Email: "maria.lopez@example.com", Phone: "+15125550199", LinkedIn: "https://linkedin.com/in/marialopez"},
			Location: &Location{City: "Austin", State: "TX", ZipCode: "78701", Country: "USA"},
		},
		ProfessionalSummary: &ProfessionalSummary{Overview: "Critical care nurse with 7 years of experience in ICU settings.", YearsOfExperience: &years},
		WorkHistory: []Job{
			{Employer: "St. David's Medical Center", Title: "ICU Registered Nurse", Location: &JobLocation{City: "Austin", State: "TX"},
				StartDate: "2019-03-01", IsCurrent: true, MonthsInRole: months(76), Specialty: "ICU",
				Responsibilities: []string{"Care for 2-3 critically ill patients per shift", "Precept new graduate nurses"}},
			{Employer: "Seton Medical Center", Title: "Staff Nurse", Location: &JobLocation{City: "Austin", State: "TX"},
				StartDate: "2015-06-01", EndDate: &end, MonthsInRole: months(43), Specialty: "Medical-Surgical",
				Responsibilities: []string{"Med-surg care for 5-6 patients"}},
		},
		Education: []Education{{Institution: "The University of Texas at Austin", Degree: "Bachelor of Science in Nursing", Major: "Nursing", GraduationDate: "2015-05-01"}},
		Certifications: []Certification{
			{Name: "BLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2027-05-01"},
			{Name: "Registered Nurse License", CredentialID: "RN123456"},
		},
		Skills: &Skills{Technical: []SkillGroup{{Category: "Clinical", Skills: []Skill{{Name: "Critical care", YearsOfExperience: &years}}}}},
	}
	// what the rules add where the model left a value empty is theirs to decide
	ignore := cmp.Options{
		cmpopts.IgnoreFields(Job{}, "Technologies", "Skills"),
		cmpopts.IgnoreFields(ProfessionalSummary{}, "SpecialtyExperience", "CoreProficiencies", "IndustryExpertise"),
		cmpopts.IgnoreFields(Certification{}, "IssuingOrganization"),
		cmpopts.IgnoreFields(Skills{}, "SoftSkills", "Languages"),
		cmpopts.EquateEmpty(),
	}
	if diff := cmp.Diff(want, got, ignore); diff != "" {
		t.Errorf("Structure mismatch (-want +got):\n%s", diff)
	}
}

func TestLLMDropsHallucinations(t *testing.T) {
	m := mustDecode(t)
	m.PersonalInfo.Name.MiddleName = "Isabel"
	m.PersonalInfo.Contact.Email = "maria@lopez-nursing.com"
	m.PersonalInfo.Contact.AlternativePhone = "+15125550100"
	m.WorkHistory = append(m.WorkHistory, Job{Employer: "Mayo Clinic", Title: "Charge Nurse", StartDate: "2012-01-01", EndDate: m.WorkHistory[1].EndDate})
	m.WorkHistory[0].Title = "Nurse Manager"
	m.WorkHistory[0].Responsibilities = append(m.WorkHistory[0].Responsibilities, "Reduced falls by 35% across a 40-bed unit")
	m.Certifications[1].CredentialID = "RN999999"
	m.Certifications = append(m.Certifications, Certification{Name: "CCRN", IssuingOrganization: "AACN", CredentialID: "CCRN-12345"})
	m.Education = append(m.Education, Education{Institution: "Johns Hopkins University", GraduationDate: "2020-05-01"})
	m.Skills.Technical[0].Skills = append(m.Skills.Technical[0].Skills, Skill{Name: "Epic", YearsOfExperience: llmPtr(3.0)})
	m.Skills.Languages = []Language{{Language: "Spanish", Proficiency: NativeBilingual}}

	s := llmchattest.NewServer(t, llmchattest.Answer(mustAnswer(t, m)))
	got, err := MustLLM(t, s, LLMConfig{}).Structure(context.Background(), llmResume, Options{AsOf: testAsOf})
	if err != nil {
		t.Fatal(err)
	}
	if n := got.PersonalInfo.Name; n.MiddleName != "" {
		t.Errorf("middle name = %q, want the invented one dropped", n.MiddleName)
	}
	// the invented e-mail is dropped, and the one in the text comes from the rules
	if c := got.PersonalInfo.Contact; c.Email != "maria.lopez@example.com" || c.AlternativePhone != "" {
		t.Errorf("contact = %+v, want the text's e-mail and no invented phone", c)
	}
	var employers, titles []string
	for _, j := range got.WorkHistory {
		employers = append(employers, j.Employer)
		titles = append(titles, j.Title)
	}
	if want := []string{"St. David's Medical Center", "Seton Medical Center"}; !slices.Equal(employers, want) {
		t.Errorf("employers = %q, want %q (the invented one dropped)", employers, want)
	}
	if slices.Contains(titles, "Nurse Manager") {
		t.Errorf("titles = %q, want the invented title dropped", titles)
	}
	if r := got.WorkHistory[0].Responsibilities; len(r) != 2 {
		t.Errorf("responsibilities = %q, want the invented bullet dropped", r)
	}
	var certs []string
	for _, c := range got.Certifications {
		certs = append(certs, c.Name+" "+c.CredentialID)
	}
	if want := []string{"BLS ", "Registered Nurse License RN123456"}; !slices.Equal(certs, want) {
		t.Errorf("certifications = %q, want %q (invented certificate dropped, number from the text)", certs, want)
	}
	if len(got.Education) != 1 {
		t.Errorf("education = %+v, want the invented school dropped", got.Education)
	}
	want := []SkillGroup{{Category: "Clinical", Skills: []Skill{{Name: "Critical care", YearsOfExperience: llmPtr(7.0)}}}}
	if got.Skills == nil || !cmp.Equal(want, got.Skills.Technical) || slices.ContainsFunc(got.Skills.Languages, func(l Language) bool { return l.Language == "Spanish" }) {
		t.Errorf("skills = %+v, want the invented skill and language dropped", got.Skills)
	}
}

func TestLLMJobDates(t *testing.T) {
	tests := []struct {
		name       string
		start, end string // the model's; end "" is null
		current    bool
		// want, for St. David's
		wantStart, wantEnd string
		wantCurrent        bool
		wantMonths         int
	}{
		{name: "as written", start: "2019-03-01", current: true, wantStart: "2019-03-01", wantCurrent: true, wantMonths: 76},
		{name: "month dropped", start: "2019-01-01", end: "2024-01-01", wantStart: "2019-03-01", wantCurrent: true, wantMonths: 76},
		{name: "current without endDate", start: "2019-01-01", wantStart: "2019-03-01", wantCurrent: true, wantMonths: 76},
		{name: "a year the text does not write", start: "2010-01-01", end: "2011-01-01", wantStart: "2019-03-01", wantCurrent: true, wantMonths: 76},
		{name: "no dates", wantStart: "2019-03-01", wantCurrent: true, wantMonths: 76},
		{name: "the other position's dates", start: "2015-06-01", end: "2018-12-01", wantStart: "2015-06-01", wantEnd: "2018-12-01", wantMonths: 43},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := mustDecode(t)
			j := &m.WorkHistory[0]
			j.StartDate, j.EndDate, j.IsCurrent = tt.start, nil, tt.current
			if tt.end != "" {
				j.EndDate = &tt.end
			}
			got := verify(m, llmResume, Options{AsOf: testAsOf})
			var g *Job
			for i := range got.WorkHistory {
				if got.WorkHistory[i].Employer == "St. David's Medical Center" {
					g = &got.WorkHistory[i]
				}
			}
			if g == nil {
				t.Fatalf("work history = %+v, want St. David's", got.WorkHistory)
			}
			gotEnd := ""
			if g.EndDate != nil {
				gotEnd = *g.EndDate
			}
			if g.StartDate != tt.wantStart || gotEnd != tt.wantEnd || g.IsCurrent != tt.wantCurrent || g.MonthsInRole == nil || *g.MonthsInRole != tt.wantMonths {
				t.Errorf("St. David's = %s to %q current %v, %v months; want %s to %q current %v, %d months",
					g.StartDate, gotEnd, g.IsCurrent, g.MonthsInRole, tt.wantStart, tt.wantEnd, tt.wantCurrent, tt.wantMonths)
			}
		})
	}
}

func TestLLMRecomputesDerivedFigures(t *testing.T) {
	const text = `Sam Carter
sam.carter@example.com

EXPERIENCE
Software Engineer | Initech | Jan 2021 - Present
Software Engineer | Globex | Jan 2016 - Dec 2018
`
	years := 99.0
	m := Profile{
		PersonalInfo:        &PersonalInfo{Name: &Name{FirstName: "Sam", LastName: "Carter"}},
		ProfessionalSummary: &ProfessionalSummary{YearsOfExperience: &years},
		WorkHistory: []Job{
			// oldest first, with the model's own month counts
			{Employer: "Globex", Title: "Software Engineer", StartDate: "2016-01-01", EndDate: llmPtr("2018-12-01"), MonthsInRole: llmPtr(1)},
			{Employer: "Initech", Title: "Software Engineer", StartDate: "2021-01-01", IsCurrent: true, MonthsInRole: llmPtr(1)},
		},
		AdditionalInfo: &AdditionalInfo{EmploymentGaps: []EmploymentGap{{GapType: "employment", Duration: "10 years"}}},
	}
	got := verify(m, text, Options{AsOf: testAsOf})
	var employers []string
	var months []int
	for _, j := range got.WorkHistory {
		employers = append(employers, j.Employer)
		months = append(months, *j.MonthsInRole)
	}
	if want := []string{"Initech", "Globex"}; !slices.Equal(employers, want) {
		t.Errorf("employers = %q, want %q (newest first)", employers, want)
	}
	if want := []int{54, 36}; !slices.Equal(months, want) {
		t.Errorf("months in role = %v, want %v", months, want)
	}
	if s := got.ProfessionalSummary; s == nil || s.YearsOfExperience == nil || *s.YearsOfExperience != 7.5 {
		t.Errorf("professionalSummary = %+v, want 7.5 years from the history", s)
	}
	want := &AdditionalInfo{EmploymentGaps: []EmploymentGap{{GapType: "employment", Duration: "2 years"}}}
	if diff := cmp.Diff(want, got.AdditionalInfo); diff != "" {
		t.Errorf("additionalInfo mismatch (-want +got):\n%s", diff)
	}
}

func llmPtr[T any](v T) *T { return &v }

func TestParseWithLLM(t *testing.T) {
	rules := Structure(llmResume, Options{AsOf: testAsOf})
	tests := []struct {
		name       string
		handlers   []http.HandlerFunc
		cfg        LLMConfig
		wantParser string
		wantCalls  int
	}{
		{name: "good answer", handlers: []http.HandlerFunc{llmchattest.Answer(llmAnswer)}, wantParser: "llm:test-model", wantCalls: 1},
		{name: "500 then 200 is retried", handlers: []http.HandlerFunc{llmchattest.Failure(500, "overloaded"), llmchattest.Answer(llmAnswer)}, wantParser: "llm:test-model", wantCalls: 2},
		{name: "429 then 200 is retried", handlers: []http.HandlerFunc{llmchattest.Failure(429, "slow down"), llmchattest.Answer(llmAnswer)}, wantParser: "llm:test-model", wantCalls: 2},
		{name: "500 every time", handlers: []http.HandlerFunc{llmchattest.Failure(500, "down")}, cfg: LLMConfig{MaxRetries: 2}, wantParser: ParserRules, wantCalls: 3},
		{name: "400 is not retried", handlers: []http.HandlerFunc{llmchattest.Failure(400, "bad model")}, wantParser: ParserRules, wantCalls: 1},
		{name: "temperature refused", handlers: []http.HandlerFunc{llmchattest.Failure(400, "Unsupported value: 'temperature' does not support 0 with this model."), llmchattest.Answer(llmAnswer)},
			wantParser: "llm:test-model", wantCalls: 2},
		{name: "invalid JSON", handlers: []http.HandlerFunc{llmchattest.Answer(`{"personalInfo": {"name": `)}, wantParser: ParserRules, wantCalls: 1},
		{name: "another shape", handlers: []http.HandlerFunc{llmchattest.Answer(`{"name": "Maria Lopez", "jobs": []}`)}, wantParser: ParserRules, wantCalls: 1},
		{name: "empty profile", handlers: []http.HandlerFunc{llmchattest.Answer(`{}`)}, wantParser: ParserRules, wantCalls: 1},
		{name: "fenced JSON", handlers: []http.HandlerFunc{llmchattest.Answer("```json\n" + llmAnswer + "\n```")}, wantParser: "llm:test-model", wantCalls: 1},
		{name: "slower than the timeout", handlers: []http.HandlerFunc{llmchattest.Stall}, cfg: LLMConfig{Timeout: 200 * time.Millisecond}, wantParser: ParserRules, wantCalls: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := llmchattest.NewServer(t, tt.handlers...)
			p := &Parser{LLM: MustLLM(t, s, tt.cfg)}
			res, err := p.Parse(context.Background(), []byte(llmResume), Options{AsOf: testAsOf})
			if err != nil {
				t.Fatal(err)
			}
			if res.Parser != tt.wantParser {
				t.Errorf("Parser = %q, want %q (fallback: %s)", res.Parser, tt.wantParser, res.Fallback)
			}
			if n := len(s.Requests()); n != tt.wantCalls {
				t.Errorf("requests = %d, want %d", n, tt.wantCalls)
			}
			if res.Parser == ParserRules {
				if res.Fallback == "" {
					t.Error("Fallback is empty, want the reason")
				}
				if diff := cmp.Diff(rules, res.Profile, cmpopts.IgnoreFields(Profile{}, "Sources")); diff != "" {
					t.Errorf("fallback profile differs from the rules' (-want +got):\n%s", diff)
				}
				if res.Profile.Sources == nil {
					t.Error("fallback profile has no sources")
				}
			} else if res.Fallback != "" {
				t.Errorf("Fallback = %q, want none", res.Fallback)
			}
		})
	}
}

func TestParseWithoutLLM(t *testing.T) {
	res, err := (&Parser{}).Parse(context.Background(), []byte(llmResume), Options{AsOf: testAsOf})
	if err != nil {
		t.Fatal(err)
	}
	if res.Parser != ParserRules || res.Fallback != "" {
		t.Errorf("Parser = %q, Fallback = %q; want rules and none", res.Parser, res.Fallback)
	}
}

func TestNewLLM(t *testing.T) {
	if _, err := NewLLM(LLMConfig{}); err == nil {
		t.Error("NewLLM without a model: no error")
	}
	if _, err := NewLLM(LLMConfig{Model: "m", Timeout: -time.Second}); err == nil {
		t.Error("NewLLM with a negative timeout: no error")
	}
	l, err := NewLLM(LLMConfig{Model: "m", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	if l.Model() != "m" {
		t.Errorf("NewLLM(...).Model() = %q, want m", l.Model())
	}
}

// TestLLMContract runs against a real endpoint when OPENAI_BASE_URL is set.
func TestLLMContract(t *testing.T) {
	base, key, model := llmchattest.Endpoint(t)
	l, err := NewLLM(LLMConfig{BaseURL: base, APIKey: key, Model: model, Timeout: 2 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	got, err := l.Structure(context.Background(), llmResume, Options{AsOf: testAsOf})
	if err != nil {
		t.Fatal(err)
	}
	if pi := got.PersonalInfo; pi == nil || pi.Name == nil || pi.Name.LastName != "Lopez" {
		t.Errorf("personalInfo = %+v, want Lopez", pi)
	}
	if len(got.WorkHistory) != 2 || got.WorkHistory[0].StartDate != "2019-03-01" || !got.WorkHistory[0].IsCurrent {
		t.Errorf("work history = %+v, want two positions, the current one from 2019-03-01", got.WorkHistory)
	}
}

// TestLLMDatesBesideTitles: several positions under one employer line, and a year written beside
// the degree rather than the school, take their dates from their own lines when the model drops
// the months.
func TestLLMDatesBesideTitles(t *testing.T) {
	text := "Jane Doe\n\nEXPERIENCE\nLakeshore Lending Co.\nBranch Manager | 09/2021 – Present\n" +
		"Loan Officer | 06/2018 – 08/2021\nLoan Processor | 03/2016 – 05/2018\n\n" +
		"EDUCATION\nTamarack Community College\nA.A.S., Banking Services, 2016\n"
	end := func(s string) *string { return &s }
	m := Profile{
		WorkHistory: []Job{
			{Employer: "Lakeshore Lending Co.", Title: "Branch Manager", StartDate: "2021-01-01", IsCurrent: true},
			{Employer: "Lakeshore Lending Co.", Title: "Loan Officer", StartDate: "2018-01-01", EndDate: end("2021-01-01")},
			{Employer: "Lakeshore Lending Co.", Title: "Loan Processor", StartDate: "2016-01-01", EndDate: end("2018-01-01")},
		},
		Education: []Education{{Institution: "Tamarack Community College", Degree: "A.A.S.", GraduationDate: "2016-01-01"}},
	}
	got := verify(m, text, Options{AsOf: testAsOf})
	var spans []string
	for _, j := range got.WorkHistory {
		spans = append(spans, j.Title+" "+j.StartDate+" "+deref(j.EndDate))
	}
	want := []string{"Branch Manager 2021-09-01 ", "Loan Officer 2018-06-01 2021-08-01", "Loan Processor 2016-03-01 2018-05-01"}
	if diff := cmp.Diff(want, spans); diff != "" {
		t.Errorf("work history dates mismatch (-want +got):\n%s", diff)
	}
	if len(got.Education) != 1 || got.Education[0].GraduationDate != "2016-01-01" {
		t.Errorf("education = %+v, want graduation 2016-01-01", got.Education)
	}
}

// TestLLMVerifyKeepsLabels feeds the labels of the corpus in as the answers of a perfect
// model: verification must lose none of their values, and when the model drops every month
// (2019-03-01 as 2019-01-01) the dates must come back from the text.
func TestLLMOneDatePosition(t *testing.T) {
	// the model's one-date position keeps its own line's year, not the fuller range of the
	// contract on the line above
	text := "Jane Doe\nCONTRACTS\nPICU – Alder Ridge Hospital, Bend OR – 8 wks – Nov–Dec 2023\n" +
		"CCU – Juniper Valley Medical Center, Elko NV – 13 wks – 2023\n"
	model := Profile{WorkHistory: []Job{
		{Employer: "Alder Ridge Hospital", Title: "PICU", StartDate: "2023-11-01", EndDate: llmPtr("2023-12-01")},
		{Employer: "Juniper Valley Medical Center", Title: "CCU", StartDate: "2023-01-01", EndDate: llmPtr("2023-01-01")},
	}}
	got := verify(model, text, Options{AsOf: testAsOf})
	var dates []string
	for _, j := range got.WorkHistory {
		dates = append(dates, j.Employer+" "+j.StartDate+".."+deref(j.EndDate))
	}
	want := []string{"Alder Ridge Hospital 2023-11-01..2023-12-01", "Juniper Valley Medical Center 2023-01-01..2023-01-01"}
	if diff := cmp.Diff(want, dates); diff != "" {
		t.Errorf("dates mismatch (-want +got):\n%s", diff)
	}
}

func TestLLMVerifyKeepsLabels(t *testing.T) {
	dir := filepath.Join("testdata", "corpus")
	manifest, err := os.ReadFile(filepath.Join(dir, "manifest.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	asOf := time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC) // the date the corpus was written against
	type jobView struct{ Employer, Title, Start, End string }
	view := func(p Profile) (jobs []jobView, certs, schools []string) {
		for _, j := range p.WorkHistory {
			end := "current"
			if !j.IsCurrent {
				end = deref(j.EndDate)
			}
			jobs = append(jobs, jobView{j.Employer, j.Title, j.StartDate, end})
		}
		for _, c := range p.Certifications {
			certs = append(certs, c.Name+" #"+c.CredentialID)
		}
		for _, e := range p.Education {
			schools = append(schools, e.Institution+" | "+e.Degree+" | "+e.GraduationDate)
		}
		return jobs, certs, schools
	}
	sortJobViews := cmpopts.SortSlices(func(a, b jobView) bool { return a.Start+a.Employer > b.Start+b.Employer })
	for _, line := range strings.Split(strings.TrimSpace(string(manifest)), "\n")[1:] {
		cols := strings.Split(line, "\t")
		file := cols[0]
		if cols[3] == "negative" {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		doc, err := Text(context.Background(), data)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		label, err := os.ReadFile(filepath.Join(dir, strings.TrimSuffix(file, filepath.Ext(file))+".json"))
		if err != nil {
			t.Fatal(err)
		}
		for _, dropMonths := range []bool{false, true} {
			var want, model Profile
			if err := json.Unmarshal(label, &want); err != nil {
				t.Fatal(err)
			}
			json.Unmarshal(label, &model)
			if dropMonths {
				for i := range model.WorkHistory {
					j := &model.WorkHistory[i]
					if len(j.StartDate) == 10 {
						j.StartDate = j.StartDate[:4] + "-01-01"
					}
					if j.EndDate != nil && len(*j.EndDate) == 10 {
						j.EndDate = llmPtr((*j.EndDate)[:4] + "-01-01")
					}
				}
			}
			got := verify(model, doc.Text, Options{AsOf: asOf})
			wantJobs, wantCerts, wantSchools := view(want)
			gotJobs, gotCerts, gotSchools := view(got)
			if diff := cmp.Diff(wantJobs, gotJobs, sortJobViews, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("%s (months dropped: %v): work history mismatch (-label +verified):\n%s", file, dropMonths, diff)
			}
			// the rules may add what the label lacks; every labelled value must stay
			for _, c := range wantCerts {
				if !slices.Contains(gotCerts, c) {
					t.Errorf("%s: certification %q lost; verified: %q", file, c, gotCerts)
				}
			}
			for _, e := range wantSchools {
				if !slices.Contains(gotSchools, e) {
					t.Errorf("%s: education %q lost; verified: %q", file, e, gotSchools)
				}
			}
			if w := want.PersonalInfo; w != nil {
				g := got.PersonalInfo
				if w.Name != nil && (g == nil || g.Name == nil || *g.Name != *w.Name) {
					t.Errorf("%s: name = %+v, want %+v", file, g.Name, w.Name)
				}
				if wc := w.Contact; wc != nil && (g == nil || g.Contact == nil || g.Contact.Email != wc.Email || g.Contact.Phone != wc.Phone) {
					t.Errorf("%s: contact = %+v, want %+v", file, g.Contact, wc)
				}
			}
		}
	}
}

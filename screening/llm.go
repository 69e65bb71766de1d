package screening

import (
	"bytes"
	"container/list"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/screening/criteria"
)

// LLMConfig configures an LLM evaluator. Only Model is required; the zero
// value of every other field is its default.
type LLMConfig struct {
	// BaseURL is the API root "/chat/completions" is appended to, e.g.
	// "http://localhost:8000/v1" for vLLM; empty means OpenAI's.
	BaseURL string
	// APIKey is sent as a bearer token when set.
	APIKey string
	// Model is the chat model asked, e.g. "gpt-4o-mini".
	Model string
	// Timeout bounds the requests of one evaluation, retries included, from
	// when it gets its turn (see Concurrency); 0 means 60 s.
	Timeout time.Duration
	// MaxRetries is how many times a request that failed for a reason that
	// may pass (HTTP 408, 429 or 5xx, a network error) is tried again; 0
	// means 2, a negative number none.
	MaxRetries int
	// Concurrency is how many evaluations may ask the model at once; the
	// others wait their turn. 0 means 4.
	Concurrency int
	// CacheSize is how many answers are kept, the least recently used
	// dropped first; 0 means 10000, a negative number none.
	CacheSize int
	// NoBlind turns blind screening off: the model then reads the
	// candidate's texts as they are, names and contact details included.
	NoBlind bool
	// OnFallback, when set, is called with the cause each time an
	// evaluation falls back to the rules, for the caller to log.
	OnFallback func(error)
}

// Defaults of LLMConfig, and the wait before the first retry (doubled for
// each further one).
const (
	defaultLLMTimeout     = 60 * time.Second
	defaultLLMRetries     = 2
	defaultLLMConcurrency = 4
	defaultLLMCacheSize   = 10_000
	llmBackoff            = time.Second
)

// maxPromptText is the most of the resume text sent, in bytes: some 15k
// tokens, beyond any real resume.
const maxPromptText = 60_000

// RulesName is the name of the rule-based evaluator, which LLM.EvaluateNamed
// returns when it fell back to the rules.
const RulesName = "rules"

// LLM is the Evaluator backed by an OpenAI-compatible chat model (OpenAI,
// Azure, vLLM, Ollama, llama.cpp server): one request per candidate with
// every criterion, the answer constrained by a strict JSON schema, checked
// against the candidate's texts and turned into a Result by the package's
// scores, summary and readiness (see apply for how verdicts are checked).
// Any failure of the model (timeout, network, HTTP error, an answer that is
// not the schema's, a refusal) falls back to the rules for that candidate.
// It is safe for concurrent use.
type LLM struct {
	client     *openai.Client
	model      string
	timeout    time.Duration
	retries    int
	backoff    time.Duration
	blind      bool
	turns      chan struct{} // one token per evaluation asking the model
	cache      *answerCache  // nil: no cache
	onFallback func(error)
	noTemp     atomic.Bool // the server refuses a temperature (OpenAI's reasoning models)

	requests, cacheHits, answered, fallbacks, dropped, downgraded, missing atomic.Int64
}

var _ Evaluator = (*LLM)(nil)

// NewLLM returns an LLM evaluator for the endpoint cfg describes. It does not
// contact the endpoint. It fails when cfg names no model or sets a negative
// timeout or concurrency.
func NewLLM(cfg LLMConfig) (*LLM, error) {
	switch {
	case cfg.Model == "":
		return nil, errors.New("screening llm: no model")
	case cfg.Timeout < 0:
		return nil, fmt.Errorf("screening llm: negative timeout %s", cfg.Timeout)
	case cfg.Concurrency < 0:
		return nil, fmt.Errorf("screening llm: negative concurrency %d", cfg.Concurrency)
	}
	l := &LLM{model: cfg.Model, timeout: cfg.Timeout, retries: cfg.MaxRetries, backoff: llmBackoff,
		blind: !cfg.NoBlind, onFallback: cfg.OnFallback}
	if l.timeout == 0 {
		l.timeout = defaultLLMTimeout
	}
	if l.retries == 0 {
		l.retries = defaultLLMRetries
	}
	l.retries = max(l.retries, 0)
	if cfg.Concurrency == 0 {
		cfg.Concurrency = defaultLLMConcurrency
	}
	l.turns = make(chan struct{}, cfg.Concurrency)
	if cfg.CacheSize == 0 {
		cfg.CacheSize = defaultLLMCacheSize
	}
	if cfg.CacheSize > 0 {
		l.cache = newAnswerCache(cfg.CacheSize)
	}
	conf := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		conf.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	}
	conf.HTTPClient = zeroTemperature{client: &http.Client{}, off: &l.noTemp}
	l.client = openai.NewClientWithConfig(conf)
	return l, nil
}

// Name names the evaluator for stored screenings: "llm:" and the model.
func (l *LLM) Name() string { return "llm:" + l.model }

// Evaluate screens c with the model. It falls back to the rules' result for
// any failure of the model, so it fails only when ctx ends (with ctx's
// error); EvaluateNamed and Stats tell the fallbacks apart.
func (l *LLM) Evaluate(ctx context.Context, c Candidate, job records.Job, crit []criteria.Criterion, opt Options) (Result, error) {
	r, _, err := l.EvaluateNamed(ctx, c, job, crit, opt)
	return r, err
}

// EvaluateNamed is Evaluate, and also returns the name of the evaluator
// whose verdicts the result holds: Name() when the model's (answered now or
// cached), RulesName when it fell back to the rules or there was nothing to
// ask (no criteria).
func (l *LLM) EvaluateNamed(ctx context.Context, c Candidate, job records.Job, crit []criteria.Criterion, opt Options) (Result, string, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, "", err
	}
	if len(crit) == 0 {
		return Screen(c, job, crit, opt), RulesName, nil
	}
	asOf := screeningDay(opt.AsOf)
	p := l.prompt(c, job, crit, asOf)
	verdicts, err := l.verdicts(ctx, p, crit)
	if err != nil {
		if ctx.Err() != nil {
			return Result{}, "", ctx.Err()
		}
		l.fallbacks.Add(1)
		if l.onFallback != nil {
			l.onFallback(fmt.Errorf("screen candidate %d for job %d with %s: %w", c.Record.ID, job.ID, l.model, err))
		}
		return Screen(c, job, crit, opt), RulesName, nil
	}
	l.answered.Add(1)
	k := newCand(c, asOf)
	outs := make([]outcome, len(crit))
	for i, cr := range crit {
		outs[i] = k.evaluate(cr, &job)
	}
	l.apply(outs, verdicts, p.views[:])
	return finish(k, outs, job), l.Name(), nil
}

// screeningDay is the date a screening is made at, as Screen takes it: the
// day of asOf (today for the zero time), at midnight UTC.
func screeningDay(asOf time.Time) time.Time {
	if asOf.IsZero() {
		asOf = time.Now()
	}
	y, m, d := asOf.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// finish makes the Result of the per-criterion outcomes as Screen makes it:
// scores, disqualification, qualification level, relevance, summary and
// readiness. It repeats the end of Screen, which has no function of its own;
// TestLLMFinishIsScreen checks that the two agree.
func finish(k *cand, outs []outcome, job records.Job) Result {
	r := Result{Criteria: make([]CriterionResult, len(outs))}
	for i, o := range outs {
		r.Criteria[i] = o.res
	}
	r.CurrentScore, r.PotentialScore = scores(outs)
	for _, o := range outs {
		r.Disqualify = r.Disqualify || o.crit.Importance == criteria.Required && o.res.Basis == Contradiction
	}
	r.QualificationLevel = k.qualification(outs, job, r.CurrentScore)
	r.IsRelevant = k.relevant(job, outs)
	r.Summary = k.summary(outs, r)
	r.Readiness = k.readiness(outs, r)
	return r
}

// LLMStats counts what an LLM evaluator has done since it was made.
type LLMStats struct {
	Requests  int64 // chat requests sent, retries included
	CacheHits int64 // evaluations answered from the cache
	Answered  int64 // evaluations that used the model's verdicts
	Fallbacks int64 // evaluations that fell back to the rules
	// EvidenceDropped counts quotes not found verbatim in the candidate's
	// texts; Downgraded the verdicts lowered for want of evidence.
	EvidenceDropped int64
	Downgraded      int64
	// MissingVerdicts counts criteria the model left out (or answered out
	// of the schema), which kept the rules' verdicts.
	MissingVerdicts int64
}

// Stats returns the evaluator's counters.
func (l *LLM) Stats() LLMStats {
	return LLMStats{Requests: l.requests.Load(), CacheHits: l.cacheHits.Load(), Answered: l.answered.Load(),
		Fallbacks: l.fallbacks.Load(), EvidenceDropped: l.dropped.Load(), Downgraded: l.downgraded.Load(),
		MissingVerdicts: l.missing.Load()}
}

// verdicts returns the model's verdicts for the prompt, from the cache or
// asked now. It fails when the model fails, or answers none of the criteria.
func (l *LLM) verdicts(ctx context.Context, p prompt, crit []criteria.Criterion) ([]verdict, error) {
	if l.cache != nil {
		if v, ok := l.cache.get(p.key); ok {
			l.cacheHits.Add(1)
			return v, nil
		}
	}
	select {
	case l.turns <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-l.turns }()
	ctx, cancel := context.WithTimeout(ctx, l.timeout)
	defer cancel()
	resp, err := l.complete(ctx, openai.ChatCompletionRequest{
		Model: l.model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: llmSystemPrompt},
			{Role: openai.ChatMessageRoleUser, Content: p.user},
		},
		ResponseFormat: &openai.ChatCompletionResponseFormat{
			Type: openai.ChatCompletionResponseFormatTypeJSONSchema,
			JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{
				Name: "screening", Strict: true, Schema: json.RawMessage(verdictSchema),
			},
		},
	})
	if err != nil {
		return nil, err
	}
	v, err := decodeVerdicts(resp, crit)
	if err != nil {
		return nil, err
	}
	if l.cache != nil {
		l.cache.add(p.key, v)
	}
	return v, nil
}

// complete sends req, tried again while it fails for a reason that may
// pass, until ctx ends.
func (l *LLM) complete(ctx context.Context, req openai.ChatCompletionRequest) (openai.ChatCompletionResponse, error) {
	for attempt := 0; ; attempt++ {
		l.requests.Add(1)
		resp, err := l.client.CreateChatCompletion(ctx, req)
		if err == nil {
			return resp, nil
		}
		if ctx.Err() != nil {
			return resp, err
		}
		if refusesTemperature(err) && !l.noTemp.Swap(true) {
			attempt-- // a setting of ours, not a failure: ask again at once, without it
			continue
		}
		if !retryable(err) || attempt >= l.retries {
			return resp, fmt.Errorf("%d attempts: %w", attempt+1, err)
		}
		// doubled for each retry, drawn between its half and its whole so
		// that clients failed together do not retry together
		wait := l.backoff << min(attempt, 10)
		wait = wait/2 + rand.N(wait/2+1)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return resp, err
		case <-t.C:
		}
	}
}

// retryable reports whether a request that failed with err may succeed if
// tried again: on an HTTP status that says so, and on any failure to get an
// answer at all.
func retryable(err error) bool {
	status := httpStatus(err)
	return status == 0 || status == http.StatusRequestTimeout || status == http.StatusTooManyRequests || status >= 500
}

// httpStatus is the HTTP status of an error answer, 0 for a failure to get one.
func httpStatus(err error) int {
	if reqErr, ok := errors.AsType[*openai.RequestError](err); ok {
		return reqErr.HTTPStatusCode
	}
	if apiErr, ok := errors.AsType[*openai.APIError](err); ok {
		return apiErr.HTTPStatusCode
	}
	return 0
}

// refusesTemperature reports whether the server refused the request for its
// temperature, as OpenAI's reasoning models do for any but their own.
func refusesTemperature(err error) bool {
	return httpStatus(err) == http.StatusBadRequest && strings.Contains(strings.ToLower(err.Error()), "temperature")
}

// zeroTemperature is the HTTP client the chat requests go through: it writes
// "temperature": 0 into each, which go-openai leaves out (the field is
// omitempty, sashabaranov/go-openai#9) so that servers would sample at their
// default, unless the server has refused a temperature.
type zeroTemperature struct {
	client *http.Client
	off    *atomic.Bool
}

func (z zeroTemperature) Do(req *http.Request) (*http.Response, error) {
	if req.Body == nil || req.Method != http.MethodPost || z.off.Load() {
		return z.client.Do(req)
	}
	body, err := io.ReadAll(req.Body)
	req.Body.Close()
	if err != nil {
		return nil, err
	}
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) == nil {
		if _, set := fields["temperature"]; !set {
			fields["temperature"] = json.RawMessage("0")
			if b, err := json.Marshal(fields); err == nil {
				body = b
			}
		}
	}
	req = req.Clone(req.Context())
	req.Body = io.NopCloser(bytes.NewReader(body))
	req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	req.ContentLength = int64(len(body))
	return z.client.Do(req)
}

// answerCache keeps the model's verdicts by prompt key, the least recently
// used dropped first. The verdicts are kept as the model gave them, and
// checked again at each use against the candidate at hand.
type answerCache struct {
	mu    sync.Mutex
	size  int
	order *list.List // of *cached, most recently used first
	byKey map[string]*list.Element
}

type cached struct {
	key      string
	verdicts []verdict
}

func newAnswerCache(size int) *answerCache {
	return &answerCache{size: size, order: list.New(), byKey: make(map[string]*list.Element)}
}

func (c *answerCache) get(key string) ([]verdict, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*cached).verdicts, true
}

func (c *answerCache) add(key string, v []verdict) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[key]; ok {
		e.Value.(*cached).verdicts = v
		c.order.MoveToFront(e)
		return
	}
	c.byKey[key] = c.order.PushFront(&cached{key: key, verdicts: v})
	if c.order.Len() > c.size {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.byKey, last.Value.(*cached).key)
	}
}

// prompt is what the model is asked about one candidate and job.
type prompt struct {
	user string
	// key identifies the answer in the cache: the model, the SHA-256 of
	// what the model reads of the candidate (the redacted texts and record
	// fields) and that of what it reads of the job (title, place, date and
	// criteria with their ids, importance, type and text).
	key string
	// views are the candidate's texts as shown, by source (srcResume...).
	views [numSources]view
}

// prompt writes the request for c against job's criteria.
func (l *LLM) prompt(c Candidate, job records.Job, crit []criteria.Criterion, asOf time.Time) prompt {
	location := false
	for _, cr := range crit {
		location = location || cr.Type == criteria.TypeLocation
	}
	var p prompt
	if l.blind {
		r := newRedactor(c, location)
		p.views[srcResume] = r.redact(c.ResumeText, true)
		p.views[srcNotes] = r.redact(c.Record.Notes, false)
	} else {
		p.views[srcResume] = plainView(c.ResumeText)
		p.views[srcNotes] = plainView(c.Record.Notes)
	}
	p.views[srcProfession] = plainView(c.Record.Profession)
	p.views[srcSpecialty] = plainView(c.Record.Specialty)

	var jb strings.Builder
	fmt.Fprintf(&jb, "Today is %s.\n\nJob: %s\n", asOf.Format(time.DateOnly), oneLine(job.Title))
	if place := placeOf(job.Address.City, job.Address.State); place != "" {
		fmt.Fprintf(&jb, "Job location: %s\n", place)
	}
	jb.WriteString("\nCriteria:\n")
	for _, cr := range crit {
		fmt.Fprintf(&jb, "- id %d (%s, %s): %s\n", cr.ID, cr.Importance, cr.Type, oneLine(cr.Text))
	}

	var cb strings.Builder
	cb.WriteString("\nCandidate record:\n")
	fmt.Fprintf(&cb, "Profession: %s\nSpecialty: %s\n", oneLine(c.Record.Profession), oneLine(c.Record.Specialty))
	if location || !l.blind {
		fmt.Fprintf(&cb, "Home: %s\n", homeOf(c))
	}
	fmt.Fprintf(&cb, "Notes:\n%s\n\nResume:\n%s\n", p.views[srcNotes].text, truncateText(p.views[srcResume].text, maxPromptText))

	p.user = jb.String() + cb.String()
	ch, jh := sha256.Sum256([]byte(cb.String())), sha256.Sum256([]byte(jb.String()))
	p.key = l.model + "\x00" + hex.EncodeToString(ch[:]) + "\x00" + hex.EncodeToString(jh[:])
	return p
}

// homeOf is where the candidate lives, as "City, ST".
func homeOf(c Candidate) string {
	if p := c.Profile; p != nil && p.PersonalInfo != nil && p.PersonalInfo.Location != nil {
		if s := placeOf(p.PersonalInfo.Location.City, p.PersonalInfo.Location.State); s != "" {
			return s
		}
	}
	if a := c.Record.Address; a != nil {
		return placeOf(a.City, a.State)
	}
	return ""
}

func placeOf(city, state string) string {
	return strings.Trim(oneLine(city)+", "+oneLine(state), ", ")
}

// oneLine keeps a field on its line of the prompt.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// truncateText cuts text to at most n bytes, at a line break where one is near.
func truncateText(text string, n int) string {
	if len(text) <= n {
		return text
	}
	cut := n
	for cut > 0 && text[cut]&0xC0 == 0x80 {
		cut--
	}
	if nl := strings.LastIndexByte(text[:cut], '\n'); nl > n*9/10 {
		cut = nl
	}
	return text[:cut]
}

// llmSystemPrompt states how the model judges. apply enforces what can be
// checked: the evidence, and the statuses and bases that go together.
const llmSystemPrompt = `You screen job candidates for a recruiting agency. For each criterion of the job, decide from the candidate's record and resume only whether the candidate meets it.

Rules:
- Answer every criterion exactly once, by its id.
- status: FullyMet when the documents show the criterion is met; PartiallyMet when they show it met in part (fewer years than asked, an expired or out-of-state credential, a related but different qualification); NotMet otherwise.
- basis: "evidence" for FullyMet and PartiallyMet; for NotMet, "contradicted" when the documents show it is not met (a work history too short, a lower degree), "unverified" when they do not say either way. Absence from a resume is not proof of absence.
- evidence: the one line or sentence that shows your verdict, copied character for character from the record or resume, placeholders such as [name] included as written; null when nothing shows it. Never paraphrase, shorten with "..." or join passages.
- reasoning: one sentence a recruiter understands.
- Count years of experience from the dates of the matching roles, up to today's date for a current role.
- Personal details are replaced by placeholders in square brackets: they do not matter. Judge qualifications only.`

// verdictSchema is the strict JSON schema of the answer: every property
// required, no other allowed, as OpenAI's strict mode demands.
const verdictSchema = `{
  "type": "object",
  "properties": {
    "criteria": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {"type": "integer"},
          "status": {"type": "string", "enum": ["FullyMet", "PartiallyMet", "NotMet"]},
          "basis": {"type": "string", "enum": ["evidence", "unverified", "contradicted"]},
          "reasoning": {"type": "string"},
          "evidence": {"type": ["string", "null"]}
        },
        "required": ["id", "status", "basis", "reasoning", "evidence"],
        "additionalProperties": false
      }
    }
  },
  "required": ["criteria"],
  "additionalProperties": false
}`

// verdict is the model's answer for one criterion, as verdictSchema has it.
type verdict struct {
	ID        int     `json:"id"`
	Status    Status  `json:"status"`
	Basis     Basis   `json:"basis"`
	Reasoning string  `json:"reasoning"`
	Evidence  *string `json:"evidence"`
}

// decodeVerdicts reads the verdicts out of a chat answer. It fails when the
// answer is refused, cut off, not the schema's JSON, or answers none of crit.
func decodeVerdicts(resp openai.ChatCompletionResponse, crit []criteria.Criterion) ([]verdict, error) {
	if len(resp.Choices) == 0 {
		return nil, errors.New("answer holds no choice")
	}
	c := resp.Choices[0]
	switch {
	case c.Message.Refusal != "":
		return nil, fmt.Errorf("model refused: %s", c.Message.Refusal)
	case c.FinishReason == openai.FinishReasonLength:
		return nil, errors.New("answer cut off at the token limit")
	}
	s := strings.TrimSpace(c.Message.Content)
	// servers that cannot constrain the output may fence the JSON
	if rest, ok := strings.CutPrefix(s, "```"); ok {
		s = strings.TrimSuffix(strings.TrimPrefix(rest, "json"), "```")
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	var a struct {
		Criteria []verdict `json:"criteria"`
	}
	if err := dec.Decode(&a); err != nil {
		return nil, fmt.Errorf("answer is not the schema's: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("answer is not the schema's: data after the JSON object")
	}
	for _, v := range a.Criteria {
		for _, cr := range crit {
			if v.ID == cr.ID && v.valid() {
				return a.Criteria, nil
			}
		}
	}
	return nil, errors.New("answer judges none of the criteria")
}

// valid reports whether the verdict's status and basis are the schema's.
func (v verdict) valid() bool {
	return (v.Status == FullyMet || v.Status == PartiallyMet || v.Status == NotMet) &&
		(v.Basis == Evidence || v.Basis == Unverified || v.Basis == Contradiction)
}

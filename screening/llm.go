package screening

import (
	"cmp"
	"container/list"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/llmchat"
	"github.com/recruitd/recruitd/screening/criteria"
)

// LLMConfig configures an LLM evaluator. Only Model is required; the zero
// value of every other field is its default.
type LLMConfig struct {
	// BaseURL, APIKey, Model and MaxRetries are llmchat.Config's: where
	// "/chat/completions" is (empty: OpenAI), its key, the chat model, and
	// the retries of a request that failed for a reason that may pass.
	BaseURL, APIKey, Model string
	// Timeout bounds the requests of one evaluation, retries included, from
	// when it gets its turn (see Concurrency); 0 means 60 s.
	Timeout    time.Duration
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
	// Transport sends the HTTP requests (llmchat.Config's); nil: the default.
	Transport http.RoundTripper

	backoff time.Duration // before the first retry; tests shorten it
}

// Defaults of LLMConfig.
const (
	defaultLLMTimeout     = 60 * time.Second
	defaultLLMConcurrency = 4
	defaultLLMCacheSize   = 10_000
)

// maxPromptText is the most of the resume text sent, in bytes: some 15k
// tokens, beyond any real resume.
const maxPromptText = 60_000

// LLM is the Evaluator backed by an OpenAI-compatible chat model (OpenAI,
// Azure, vLLM, Ollama, llama.cpp server): one request per candidate with
// every criterion, the answer constrained by a strict JSON schema, checked
// against the candidate's texts and turned into a Result by the package's
// scores, summary and readiness (see apply for how verdicts are checked).
// Any failure of the model (timeout, network, HTTP error, an answer that is
// not the schema's, a refusal) falls back to the rules for that candidate.
// It is safe for concurrent use.
type LLM struct {
	chat       *llmchat.Client
	blind      bool
	turns      chan struct{} // one token per evaluation asking the model
	cache      *answerCache  // nil: no cache
	onFallback func(error)

	cacheHits, answered, fallbacks, dropped, downgraded, missing atomic.Int64
}

var _ Evaluator = (*LLM)(nil)

// NewLLM returns an LLM evaluator for the endpoint cfg describes. It does not
// contact the endpoint. It fails when cfg names no model or sets a negative
// timeout or concurrency.
func NewLLM(cfg LLMConfig) (*LLM, error) {
	if cfg.Concurrency < 0 {
		return nil, fmt.Errorf("screening llm: negative concurrency %d", cfg.Concurrency)
	}
	chat, err := llmchat.New(llmchat.Config{BaseURL: cfg.BaseURL, APIKey: cfg.APIKey, Model: cfg.Model,
		Timeout: cmp.Or(cfg.Timeout, defaultLLMTimeout), MaxRetries: cfg.MaxRetries, Backoff: cfg.backoff, Transport: cfg.Transport})
	if err != nil {
		return nil, fmt.Errorf("screening llm: %w", err)
	}
	l := &LLM{chat: chat, blind: !cfg.NoBlind, onFallback: cfg.OnFallback}
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
	return l, nil
}

// Name names the evaluator for stored screenings: "llm:" and the model.
func (l *LLM) Name() string { return "llm:" + l.chat.Model() }

// Evaluate screens c with the model. It falls back to the rules' result for
// any failure of the model, so it fails only when ctx ends (with ctx's
// error). The result's Evaluator is Name() when it holds the model's
// verdicts (answered now or cached), RulesName when it fell back to the
// rules or there was nothing to ask (no criteria); Stats counts both.
func (l *LLM) Evaluate(ctx context.Context, c Candidate, job recruitd.Job, crit []criteria.Criterion, opt Options) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	if len(crit) == 0 {
		return Screen(c, job, crit, opt), nil
	}
	asOf := Day(opt.AsOf)
	p := l.prompt(c, job, crit, asOf)
	verdicts, err := l.verdicts(ctx, p, crit)
	if err != nil {
		if ctx.Err() != nil {
			return Result{}, ctx.Err()
		}
		l.fallbacks.Add(1)
		if l.onFallback != nil {
			l.onFallback(fmt.Errorf("screen candidate %d for job %d with %s: %w", c.Record.ID, job.ID, l.chat.Model(), err))
		}
		return Screen(c, job, crit, opt), nil
	}
	l.answered.Add(1)
	k := newCand(c, asOf)
	outs, _ := k.outcomes(NewPosting(job, crit))
	l.apply(outs, verdicts, p.views[:])
	r := k.result(outs, job)
	r.Evaluator = l.Name()
	return r, nil
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
	return LLMStats{Requests: l.chat.Requests(), CacheHits: l.cacheHits.Load(), Answered: l.answered.Load(),
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
	answer, err := l.chat.Complete(ctx, llmchat.Request{
		System: llmSystemPrompt, User: p.user, SchemaName: "screening", Schema: json.RawMessage(verdictSchema),
	})
	if err != nil {
		return nil, err
	}
	v, err := decodeVerdicts(answer, crit)
	if err != nil {
		return nil, err
	}
	if l.cache != nil {
		l.cache.add(p.key, v)
	}
	return v, nil
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
func (l *LLM) prompt(c Candidate, job recruitd.Job, crit []criteria.Criterion, asOf time.Time) prompt {
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
	fmt.Fprintf(&cb, "Notes:\n%s\n\nResume:\n%s\n", p.views[srcNotes].text, llmchat.Truncate(p.views[srcResume].text, maxPromptText))

	p.user = jb.String() + cb.String()
	ch, jh := sha256.Sum256([]byte(cb.String())), sha256.Sum256([]byte(jb.String()))
	p.key = l.chat.Model() + "\x00" + hex.EncodeToString(ch[:]) + "\x00" + hex.EncodeToString(jh[:])
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

// decodeVerdicts reads the verdicts out of the model's answer. It fails when
// the answer is not the schema's JSON, or answers none of crit.
func decodeVerdicts(answer string, crit []criteria.Criterion) ([]verdict, error) {
	var a struct {
		Criteria []verdict `json:"criteria"`
	}
	if err := llmchat.Decode(answer, &a); err != nil {
		return nil, err
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

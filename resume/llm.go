package resume

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"time"

	"github.com/recruitd/recruitd/internal/llmchat"
)

// LLMConfig configures an LLM. Only Model is required.
type LLMConfig struct {
	// BaseURL, APIKey, Model and MaxRetries are as in llmchat.Config: the API root (e.g.
	// "http://localhost:11434/v1" for Ollama; empty means OpenAI's), the bearer token, the
	// chat model, and how many times a request that may pass is tried again (0 means 2).
	BaseURL, APIKey, Model string
	// Timeout bounds the model's answer to a Structure call, retries included; 0 means 45 s.
	Timeout    time.Duration
	MaxRetries int
	// Transport sends the HTTP requests (llmchat.Config's); nil: the default.
	Transport http.RoundTripper

	backoff time.Duration // before the first retry; tests shorten it
}

// defaultLLMTimeout is the Timeout of an LLMConfig that sets none.
const defaultLLMTimeout = 45 * time.Second

// maxLLMText is the most resume text sent, in bytes: some 15k tokens, far beyond any real
// resume, well within the context of the models this runs on.
const maxLLMText = 60_000

// LLM structures resume text with an OpenAI-compatible chat model (OpenAI, vLLM, Ollama,
// llama.cpp server) asked for a Profile by a strict JSON schema, and checks every value it
// answers against the text. It is safe for concurrent use.
type LLM struct {
	chat *llmchat.Client
}

// NewLLM returns an LLM for the endpoint cfg describes. It does not contact the endpoint. It
// fails when cfg names no model or sets a negative timeout.
func NewLLM(cfg LLMConfig) (*LLM, error) {
	chat, err := llmchat.New(llmchat.Config{BaseURL: cfg.BaseURL, APIKey: cfg.APIKey, Model: cfg.Model,
		Timeout: cmp.Or(cfg.Timeout, defaultLLMTimeout), MaxRetries: cfg.MaxRetries, Backoff: cfg.backoff, Transport: cfg.Transport})
	if err != nil {
		return nil, fmt.Errorf("resume llm: %w", err)
	}
	return &LLM{chat: chat}, nil
}

// Model returns the chat model asked.
func (l *LLM) Model() string { return l.chat.Model() }

// Structure reads resume text into a profile with the model, then verifies it against the
// text: values the text does not hold are dropped, dates are re-read from the text, the
// derived figures (months in role, years of experience, specialty experience, employment gaps)
// are recomputed, and what the model left empty is filled from the rule-based profile (see
// verify). Errors: unavailable when the endpoint fails or the Timeout passes; an internal
// error when the answer is not a profile (invalid JSON, another shape, cut off, refused).
func (l *LLM) Structure(ctx context.Context, text string, opt Options) (Profile, error) {
	region := opt.DefaultRegion
	if region == "" {
		region = "US"
	}
	answer, err := l.chat.Complete(ctx, llmchat.Request{
		System: llmSystemPrompt,
		User: "Phone numbers without a country code are national numbers of region " + region +
			".\n\nResume text:\n\n" + llmchat.Truncate(text, maxLLMText),
		SchemaName: "parsed_resume",
		Schema:     profileSchema(),
	})
	if err != nil {
		return Profile{}, fmt.Errorf("llm %s: %w", l.Model(), err)
	}
	got, err := decodeAnswer(answer)
	if err != nil {
		return Profile{}, fmt.Errorf("llm %s: %w", l.Model(), err)
	}
	return verify(got, text, opt), nil
}

// llmSystemPrompt states the rules the model reads a resume by. verify enforces the ones that
// can be checked; the others (order, one entry per credential) it trusts.
const llmSystemPrompt = `You read resumes into JSON for a recruiting system. Fill the schema from the resume text only.

Rules:
- Never invent, guess or complete a value. Where the resume does not state something, use null, or [] for a list.
- Copy e-mail addresses, employers, job titles, schools, certification names and credential IDs exactly as the resume writes them.
- The name fields hold the person's name only: no prefix (Dr., Mr.), generational suffix (Jr., III) or credentials (RN, BSN). Write a name given in capitals in normal capitalisation (JANE O'BRIEN is Jane O'Brien).
- Dates are YYYY-MM-DD. A month and year is the 1st of that month (Mar 2019 is 2019-03-01). A year alone is January 1st (2019 is 2019-01-01). A season is the 1st of March, June, September or December.
- A current position (Present, Current, Now, to date) has endDate null and isCurrent true. Every other position has isCurrent false.
- Phones are in E.164 (+15125550147) when the country is known; otherwise as written.
- workHistory is in reverse chronological order, newest first, one entry per position: a promotion at the same employer is a separate entry. Career breaks, leaves and gaps are not positions.
- One certifications entry per certification or licence; a licence or certificate number goes in credentialId.
- responsibilities are the position's bullet points, as written.
- state is the two-letter code.
- Give a skill's proficiencyLevel and yearsOfExperience only where the resume states them.`

// decodeAnswer reads the profile out of the model's answer.
func decodeAnswer(answer string) (Profile, error) {
	var p Profile
	if err := llmchat.Decode(answer, &p); err != nil {
		return Profile{}, err
	}
	if reflect.ValueOf(p).IsZero() {
		return Profile{}, errors.New("answer is an empty profile")
	}
	return p, nil
}

package api

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/julienschmidt/httprouter"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/webhook"
)

// WebhookURLs checks that a URL may receive webhooks (webhook.Dispatcher).
// Errors: validation_error on the field url.
type WebhookURLs interface {
	CheckURL(ctx context.Context, rawURL string) error
}

// webhookJSON is a subscription; its secret is sent only when it is created.
type webhookJSON struct {
	ID          int64    `json:"id"`
	URL         string   `json:"url"`
	Events      []string `json:"events"`
	Description string   `json:"description"`
	Secret      string   `json:"secret,omitempty"`
	CreatedAt   string   `json:"createdAt"`
}

func fromWebhook(w recruitd.Webhook) webhookJSON {
	return webhookJSON{ID: w.ID, URL: w.URL, Events: w.Events, Description: w.Description, CreatedAt: rfc3339(w.Created)}
}

type webhookInput struct {
	URL         *string  `json:"url"`
	Events      []string `json:"events"`
	Secret      *string  `json:"secret"`
	Description *string  `json:"description"`
}

// minSecret is the shortest secret a client may choose, in bytes.
const minSecret = 16

func (in *webhookInput) check(c *checks) {
	c.name("url", in.URL, maxShort)
	if len(in.Events) == 0 && !c.has("events") {
		c.add("events: required; one or more of %s", strings.Join(webhook.EventTypes, ", "))
	}
	for i, e := range in.Events {
		if !slices.Contains(webhook.EventTypes, e) {
			c.add("events[%d]: %s is not an event type; one of %s", i, quote(e), strings.Join(webhook.EventTypes, ", "))
		}
	}
	if in.Secret != nil && len(*in.Secret) < minSecret {
		c.add("secret: at least %d bytes (omit it to have one generated)", minSecret)
	}
	c.length("secret", in.Secret, maxShort)
	c.length("description", in.Description, maxShort)
}

func (s *Server) createWebhook(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	var in webhookInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	in.check(&c)
	if err := c.err("invalid webhook"); err != nil {
		return err
	}
	ctx := r.Context()
	if s.webhookURLs == nil {
		return recruitd.Errorf(recruitd.Unavailable, "webhooks are not configured on this server")
	}
	if err := s.webhookURLs.CheckURL(ctx, trimmed(in.URL)); err != nil {
		return err
	}
	secret := trimmed(in.Secret)
	if secret == "" {
		b := make([]byte, 32)
		_, _ = rand.Read(b)
		secret = "whsec_" + base64.RawURLEncoding.EncodeToString(b)
	}
	events := slices.Compact(slices.Sorted(slices.Values(in.Events)))
	created, err := s.store.CreateWebhook(ctx, recruitd.Webhook{URL: trimmed(in.URL), Events: events, Secret: secret,
		Description: trimmed(in.Description), CreatedBy: caller(ctx).ID})
	if err != nil {
		return err
	}
	out := fromWebhook(created)
	out.Secret = created.Secret
	writeJSON(w, http.StatusCreated, out)
	return nil
}

type webhookListJSON struct {
	Webhooks []webhookJSON `json:"webhooks"`
	Total    int           `json:"total"`
	Limit    int           `json:"limit"`
	Offset   int           `json:"offset"`
}

func (s *Server) listWebhooks(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	q := query{values: r.URL.Query()}
	page := q.page()
	if err := q.err("invalid query"); err != nil {
		return err
	}
	list, total, err := s.store.Webhooks(r.Context(), page)
	if err != nil {
		return err
	}
	out := webhookListJSON{Webhooks: make([]webhookJSON, len(list)), Total: total, Limit: page.Limit, Offset: page.Offset}
	for i, h := range list {
		out.Webhooks[i] = fromWebhook(h)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) deleteWebhook(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "webhook")
	if err != nil {
		return err
	}
	if err := s.store.DeleteWebhook(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// deliveryJSON is a delivery with every attempt.
type deliveryJSON struct {
	ID            int64           `json:"id"`
	EventID       int64           `json:"eventId"`
	EventType     string          `json:"eventType"`
	State         string          `json:"state"`
	Attempts      []attemptJSON   `json:"attempts"`
	NextAttemptAt *string         `json:"nextAttemptAt"`
	CreatedAt     string          `json:"createdAt"`
	DeliveredAt   *string         `json:"deliveredAt"`
	Body          json.RawMessage `json:"body"`
}

type attemptJSON struct {
	At         string `json:"at"`
	StatusCode *int   `json:"statusCode"`
	Error      string `json:"error"`
	DurationMs int64  `json:"durationMs"`
}

func fromDelivery(d recruitd.Delivery) deliveryJSON {
	out := deliveryJSON{ID: d.ID, EventID: d.EventID, EventType: d.EventType, State: d.State, Attempts: []attemptJSON{},
		CreatedAt: rfc3339(d.Created), Body: d.Body}
	if d.State == recruitd.DeliveryPending {
		next := rfc3339(d.NextAttempt)
		out.NextAttemptAt = &next
	}
	if d.Delivered != nil {
		at := rfc3339(*d.Delivered)
		out.DeliveredAt = &at
	}
	for _, a := range d.History {
		aj := attemptJSON{At: rfc3339(a.At), Error: a.Error, DurationMs: a.Duration.Milliseconds()}
		if a.StatusCode != 0 {
			aj.StatusCode = &a.StatusCode
		}
		out.Attempts = append(out.Attempts, aj)
	}
	return out
}

type deliveryListJSON struct {
	Deliveries []deliveryJSON `json:"deliveries"`
	Total      int            `json:"total"`
	Limit      int            `json:"limit"`
	Offset     int            `json:"offset"`
}

var deliveryStates = []string{recruitd.DeliveryPending, recruitd.DeliveryDelivered, recruitd.DeliveryParked}

func (s *Server) listDeliveries(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "webhook")
	if err != nil {
		return err
	}
	q := query{values: r.URL.Query()}
	f := records.DeliveryFilter{WebhookID: id, State: q.get("state"),
		Page: q.page()}
	if f.State != "" {
		q.oneOf("state", &f.State, deliveryStates...)
	}
	if err := q.err("invalid query"); err != nil {
		return err
	}
	list, total, err := s.store.Deliveries(r.Context(), f)
	if err != nil {
		return err
	}
	out := deliveryListJSON{Deliveries: make([]deliveryJSON, len(list)), Total: total, Limit: f.Page.Limit, Offset: f.Page.Offset}
	for i, d := range list {
		out.Deliveries[i] = fromDelivery(d)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// redeliver sends a parked (or delivered) delivery again.
func (s *Server) redeliver(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "webhook")
	if err != nil {
		return err
	}
	deliveryID, err := pathID(p.ByName("deliveryId"), "delivery")
	if err != nil {
		return err
	}
	d, err := s.store.Redeliver(r.Context(), id, deliveryID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusAccepted, fromDelivery(d))
	return nil
}

// idJSON is what is left of a deleted record.
type idJSON struct {
	ID int64 `json:"id"`
}

// resumeParsedJSON is the data of a resume.parsed event.
type resumeParsedJSON struct {
	CandidateID  int64           `json:"candidateId"`
	ParsedResume json.RawMessage `json:"parsedResume"`
}

// EventData is the data of a webhook event: the record as this API shows it
// when the event is read (moments after the write), or only its id when it
// is deleted or gone since.
func (s *Server) EventData(ctx context.Context, e recruitd.Event) (any, error) {
	if e.Deleted {
		return idJSON{ID: e.EntityID}, nil
	}
	var out any
	var err error
	switch e.Entity {
	case recruitd.EntityCandidate:
		var c recruitd.Candidate
		c, err = s.store.Candidate(ctx, e.EntityID)
		out = fromCandidate(c)
	case recruitd.EntityJob:
		var j recruitd.Job
		j, err = s.store.Job(ctx, e.EntityID)
		out = fromJob(j)
	case recruitd.EntitySubmission:
		var sub recruitd.Submission
		sub, err = s.store.Submission(ctx, e.EntityID)
		out = fromSubmission(sub, true)
	case recruitd.EntityResume:
		var profile []byte
		if profile, err = s.store.Profile(ctx, e.EntityID); err == nil && profile == nil {
			err = recruitd.Errorf(recruitd.NotFound, "no profile")
		}
		out = resumeParsedJSON{CandidateID: e.EntityID, ParsedResume: profile}
	case recruitd.EntityScreening:
		var sc recruitd.Screening
		if sc, err = s.store.ScreeningByID(ctx, e.EntityID); err == nil {
			var res screeningJSON
			if err = json.Unmarshal(sc.Result, &res); err == nil {
				res.ID, res.CreatedAt = sc.ID, rfc3339(sc.Created)
				out = res
			}
		}
	default:
		return nil, fmt.Errorf("no webhook data for %s events", e.Entity)
	}
	if recruitd.ErrorCode(err) == recruitd.NotFound {
		return idJSON{ID: e.EntityID}, nil
	}
	return out, err
}

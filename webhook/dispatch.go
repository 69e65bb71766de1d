package webhook

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"time"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
)

// Store is what the dispatcher needs of storage.
type Store interface {
	// Webhooks lists the subscriptions within page; the zero Page: all.
	Webhooks(ctx context.Context, page recruitd.Page) ([]recruitd.Webhook, int, error)
	WebhookPositions(ctx context.Context) (map[int64]int64, error)
	Events(ctx context.Context, after int64, limit int) ([]recruitd.Event, error)
	// EnqueueDeliveries moves a webhook's position from from to to with the
	// deliveries of the events between, atomically; false when another
	// process moved it first.
	EnqueueDeliveries(ctx context.Context, webhookID, from, to int64, list []recruitd.Delivery) (bool, error)
	// ClaimDeliveries returns due pending deliveries, each the oldest
	// pending one of its record, held for lease.
	ClaimDeliveries(ctx context.Context, limit int, lease time.Duration) ([]recruitd.Delivery, error)
	RecordAttempt(ctx context.Context, deliveryID int64, a recruitd.Attempt, state string, next time.Time) error
	ListenOutbox(ctx context.Context, wake func()) error
}

// Renderer gives an event's data: the record as the API shows it, or what is
// left of it (its id) when it is gone.
type Renderer interface {
	EventData(ctx context.Context, e recruitd.Event) (any, error)
}

// Guard says which addresses may not be dialled (resume/fetch's Fetcher).
type Guard interface {
	Forbidden(a netip.Addr) bool
}

// Config tunes a Dispatcher; zero fields take the defaults.
type Config struct {
	// RetryFor is how long a delivery is retried before it is parked: 24 h.
	RetryFor time.Duration
	// FirstRetry is the wait after the first failed attempt, doubled after
	// each further one up to MaxBackoff: 30 s and 1 h.
	FirstRetry, MaxBackoff time.Duration
	// Timeout bounds one attempt: 10 s.
	Timeout time.Duration
	// Poll is how often due retries are looked for: 1 s.
	Poll time.Duration
	// Concurrency is how many attempts run at once: 4.
	Concurrency int
}

func (c Config) withDefaults() Config {
	def := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&c.RetryFor, 24*time.Hour)
	def(&c.FirstRetry, 30*time.Second)
	def(&c.MaxBackoff, time.Hour)
	def(&c.Timeout, 10*time.Second)
	def(&c.Poll, time.Second)
	if c.Concurrency <= 0 {
		c.Concurrency = 4
	}
	return c
}

// batch is how many outbox events are read at once per subscription.
const batch = 500

// Receivers decides which URLs may receive webhooks: those whose addresses
// the guard allows, checked when a subscription is made and again on every
// connection.
type Receivers struct {
	guard Guard
}

// NewReceivers returns Receivers behind guard; nil allows every address.
func NewReceivers(guard Guard) *Receivers { return &Receivers{guard: guard} }

// Dispatcher turns outbox events into deliveries and sends them.
type Dispatcher struct {
	store     Store
	render    Renderer
	receivers *Receivers
	log       *zap.Logger
	cfg       Config
	client    *http.Client
}

// New returns a Dispatcher that sends to the URLs receivers allow.
func New(store Store, render Renderer, receivers *Receivers, log *zap.Logger, cfg Config) *Dispatcher {
	d := &Dispatcher{store: store, render: render, receivers: receivers, log: log, cfg: cfg.withDefaults()}
	dialer := &net.Dialer{Timeout: 5 * time.Second, Control: receivers.control}
	d.client = &http.Client{
		Timeout: d.cfg.Timeout,
		Transport: &http.Transport{
			Proxy:                 nil, // a proxy would hide the receiver's address from the guard
			DialContext:           dialer.DialContext,
			TLSHandshakeTimeout:   5 * time.Second,
			ResponseHeaderTimeout: d.cfg.Timeout,
			MaxIdleConnsPerHost:   2,
			IdleConnTimeout:       30 * time.Second,
		},
		// A redirect is not followed: its target was never checked when the
		// subscription was made, and a 3xx is no acknowledgement.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	return d
}

var errRefused = errors.New("address not allowed")

// control runs before every connection, on the address actually dialled, so
// that DNS cannot point a receiver's name somewhere the guard refuses.
func (r *Receivers) control(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("%w: %s", errRefused, address)
	}
	if r.forbidden(ap.Addr()) {
		return fmt.Errorf("%w: %s is a loopback, private, link-local or reserved address (WEBHOOK_ALLOW lets CIDRs through)", errRefused, ap.Addr())
	}
	return nil
}

func (r *Receivers) forbidden(a netip.Addr) bool {
	return r.guard != nil && r.guard.Forbidden(a.Unmap())
}

// CheckURL reports why rawURL cannot receive webhooks: not http or https, no
// host, credentials in it, or a host that resolves to an address the guard
// refuses. Errors: validation_error on the field url.
func (r *Receivers) CheckURL(ctx context.Context, rawURL string) error {
	bad := func(format string, args ...any) error {
		return recruitd.Validation("invalid webhook", "url: "+fmt.Sprintf(format, args...))
	}
	u, err := url.Parse(rawURL)
	switch {
	case err != nil:
		return bad("not a URL")
	case u.Scheme != "http" && u.Scheme != "https":
		return bad("scheme %q is not http or https", u.Scheme)
	case u.Hostname() == "":
		return bad("no host")
	case u.User != nil:
		return bad("credentials in URLs are not accepted; use the signature to authenticate deliveries")
	}
	addrs, err := net.DefaultResolver.LookupNetIP(ctx, "ip", u.Hostname())
	if err != nil {
		return bad("cannot resolve %s: %v", u.Hostname(), err)
	}
	for _, a := range addrs {
		if r.forbidden(a) {
			return bad("%s is a loopback, private, link-local or reserved address; WEBHOOK_ALLOW lists CIDRs to let through", a.Unmap())
		}
	}
	return nil
}

// Run enqueues and sends deliveries until ctx ends: woken by outbox
// notifications, and every Poll for retries that fall due.
func (d *Dispatcher) Run(ctx context.Context) {
	wake := make(chan struct{}, 1)
	go d.listen(ctx, wake)
	tick := time.NewTicker(d.cfg.Poll)
	defer tick.Stop()
	for {
		for {
			more, err := d.Step(ctx)
			if err != nil {
				if ctx.Err() != nil {
					return
				}
				d.log.Error("webhook step", zap.Error(err))
				break
			}
			if !more {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-wake:
		case <-tick.C:
		}
	}
}

func (d *Dispatcher) listen(ctx context.Context, wake chan<- struct{}) {
	for ctx.Err() == nil {
		err := d.store.ListenOutbox(ctx, func() {
			select {
			case wake <- struct{}{}:
			default:
			}
		})
		if err != nil && ctx.Err() == nil {
			d.log.Warn("webhooks: outbox listen failed; polling until reconnected", zap.Error(err))
			select {
			case <-ctx.Done():
			case <-time.After(d.cfg.Poll):
			}
		}
	}
}

// Step enqueues the deliveries of new events and makes one round of due
// attempts, and reports whether there may be more to do at once.
func (d *Dispatcher) Step(ctx context.Context) (bool, error) {
	more, err := d.enqueue(ctx)
	if err != nil {
		return false, err
	}
	sent, err := d.send(ctx)
	return more || sent, err
}

// envelope is the body of every delivery.
type envelope struct {
	ID         int64  `json:"id"`
	Type       string `json:"type"`
	OccurredAt string `json:"occurredAt"`
	Data       any    `json:"data"`
}

// enqueue turns each subscription's next events into deliveries.
func (d *Dispatcher) enqueue(ctx context.Context) (bool, error) {
	hooks, _, err := d.store.Webhooks(ctx, recruitd.Page{})
	if err != nil || len(hooks) == 0 {
		return false, err
	}
	positions, err := d.store.WebhookPositions(ctx)
	if err != nil {
		return false, err
	}
	bodies := map[int64][]byte{} // an event's body is the same for every subscription
	more := false
	for _, h := range hooks {
		pos, ok := positions[h.ID]
		if !ok {
			continue // deleted since
		}
		events, err := d.store.Events(ctx, pos, batch)
		if err != nil {
			return false, err
		}
		if len(events) == 0 {
			continue
		}
		var list []recruitd.Delivery
		for _, e := range events {
			typ, ok := TypeOf(e)
			if !ok || !slices.Contains(h.Events, typ) {
				continue
			}
			body, ok := bodies[e.ID]
			if !ok {
				data, err := d.render.EventData(ctx, e)
				if err != nil {
					return false, fmt.Errorf("render event %d: %w", e.ID, err)
				}
				if body, err = json.Marshal(envelope{ID: e.ID, Type: typ, OccurredAt: e.Created.UTC().Format(time.RFC3339), Data: data}); err != nil {
					return false, err
				}
				bodies[e.ID] = body
			}
			list = append(list, recruitd.Delivery{EventID: e.ID, EventType: typ, Entity: e.Entity, EntityID: e.EntityID, Body: body})
		}
		if _, err := d.store.EnqueueDeliveries(ctx, h.ID, pos, events[len(events)-1].ID, list); err != nil {
			return false, err
		}
		more = more || len(events) == batch
	}
	return more, nil
}

// send makes one attempt of each due delivery, a few at a time, and reports
// whether it found any.
func (d *Dispatcher) send(ctx context.Context) (bool, error) {
	due, err := d.store.ClaimDeliveries(ctx, 4*d.cfg.Concurrency, d.cfg.Timeout+30*time.Second)
	if err != nil || len(due) == 0 {
		return false, err
	}
	var wg sync.WaitGroup
	turns := make(chan struct{}, d.cfg.Concurrency)
	errs := make([]error, len(due))
	for i, del := range due {
		turns <- struct{}{}
		wg.Go(func() {
			defer func() { <-turns }()
			a := d.attempt(ctx, del)
			state, next := d.outcome(del, a)
			errs[i] = d.store.RecordAttempt(context.WithoutCancel(ctx), del.ID, a, state, next)
			if state == recruitd.DeliveryParked {
				d.log.Warn("webhook delivery parked", zap.Int64("delivery_id", del.ID), zap.Int64("webhook_id", del.WebhookID),
					zap.Int("attempts", del.Attempts+1), zap.String("last_error", a.Error))
			}
		})
	}
	wg.Wait()
	return true, errors.Join(errs...)
}

// attempt sends a delivery once.
func (d *Dispatcher) attempt(ctx context.Context, del recruitd.Delivery) recruitd.Attempt {
	start := time.Now()
	a := recruitd.Attempt{At: start}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, del.URL, bytes.NewReader(del.Body))
	if err != nil {
		a.Error = err.Error()
		return a
	}
	ts := start.Unix()
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "recruitd-webhooks/1")
	req.Header.Set(EventHeader, del.EventType)
	req.Header.Set(DeliveryHeader, strconv.FormatInt(del.ID, 10))
	req.Header.Set(TimestampHeader, strconv.FormatInt(ts, 10))
	req.Header.Set(SignatureHeader, Sign(del.Secret, ts, del.Body))
	resp, err := d.client.Do(req)
	a.Duration = time.Since(start)
	if err != nil {
		var uerr *url.Error
		if errors.As(err, &uerr) {
			err = uerr.Err
		}
		a.Error = truncate(err.Error())
		return a
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10)) // lets the connection be reused
	a.StatusCode = resp.StatusCode
	if resp.StatusCode/100 != 2 {
		a.Error = "the receiver answered " + resp.Status
	}
	return a
}

// outcome is a delivery's state after an attempt: delivered on 2xx; else
// retried after FirstRetry doubled for each attempt made (at most
// MaxBackoff), unless that falls after the retry window, when it is parked.
func (d *Dispatcher) outcome(del recruitd.Delivery, a recruitd.Attempt) (string, time.Time) {
	now := time.Now()
	if a.StatusCode/100 == 2 {
		return recruitd.DeliveryDelivered, now
	}
	wait := d.cfg.MaxBackoff
	if del.Attempts < 20 { // beyond, the shift would overflow
		wait = min(d.cfg.FirstRetry<<del.Attempts, d.cfg.MaxBackoff)
	}
	next := now.Add(wait)
	if next.After(del.WindowStart.Add(d.cfg.RetryFor)) {
		return recruitd.DeliveryParked, now
	}
	return recruitd.DeliveryPending, next
}

func truncate(s string) string {
	const max = 500
	if len(s) > max {
		return s[:max]
	}
	return s
}

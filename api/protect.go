package api

import (
	"context"
	"crypto/sha256"
	"math"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync/atomic"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"go.uber.org/zap"
	"golang.org/x/time/rate"

	"github.com/recruitd/recruitd"
)

// Observer is told of every request and of the requests the service's
// protections turn away, so that a metrics exporter (metrics.Metrics) can
// count them. Its methods must not block.
type Observer interface {
	// RequestStarted is called as a request comes in; the function it
	// returns when the request is answered, with its route pattern.
	RequestStarted() func(route, method string, status int, took time.Duration)
	// Refused counts one request answered 429 or 503 by a protection; reason
	// is one of the Refused* constants.
	Refused(reason string)
	// DatabaseUp is called when requests find Postgres unreachable (false)
	// and when it answers again (true).
	DatabaseUp(up bool)
}

// noObserver observes nothing.
type noObserver struct{}

func (noObserver) RequestStarted() func(string, string, int, time.Duration) {
	return func(string, string, int, time.Duration) {}
}
func (noObserver) Refused(string)  {}
func (noObserver) DatabaseUp(bool) {}

// Reasons a request is refused, as Observer.Refused names them.
const (
	RefusedRateLimit    = "rate_limit"    // a token over RATE_LIMIT_RPS / RATE_LIMIT_BURST
	RefusedAuthFailures = "auth_failures" // an address over its failed authentications
	RefusedMatchBusy    = "match_busy"    // matching and screening at their concurrency limit
	RefusedParseBusy    = "parse_busy"    // resume parsing and uploads at their concurrency limit
	RefusedDatabase     = "database"      // Postgres unreachable
)

// Defaults of the rate limits (README "Limits").
const (
	DefaultRateLimitRPS   = 300
	DefaultRateLimitBurst = 600
	// Failed authentications an address may make in a burst, and how many
	// it earns back per second: enough for a client that mistypes its
	// token, too few to make bad tokens cost the database anything.
	authFailureBurst = 20
	authFailureRate  = 1
	// Buckets kept per kind; the least recently used go first, so the maps
	// stay bounded whatever the number of addresses or tokens.
	maxBuckets = 10_000
)

// rateLimits holds a token bucket per API token and per client address that
// failed to authenticate.
type rateLimits struct {
	perToken *lru.Cache[[sha256.Size]byte, *rate.Limiter] // nil: no limit
	rps      rate.Limit
	burst    int
	failures *lru.Cache[netip.Prefix, *rate.Limiter]
}

func newRateLimits(rps float64, burst int) *rateLimits {
	rl := &rateLimits{rps: rate.Limit(rps), burst: burst}
	// errors only for a size under 1
	rl.failures, _ = lru.New[netip.Prefix, *rate.Limiter](maxBuckets)
	if rps > 0 && burst > 0 {
		rl.perToken, _ = lru.New[[sha256.Size]byte, *rate.Limiter](maxBuckets)
	}
	return rl
}

// bucket returns the bucket of key, made with newBucket when there is none.
func bucket[K comparable](c *lru.Cache[K, *rate.Limiter], key K, newBucket func() *rate.Limiter) *rate.Limiter {
	if l, ok := c.Get(key); ok {
		return l
	}
	l := newBucket()
	if prev, ok, _ := c.PeekOrAdd(key, l); ok {
		return prev
	}
	return l
}

// clientPrefix is the address a request came from, as the prefix its
// failures are counted under: the address itself for IPv4, its /64 for IPv6
// (one subscriber's share). The X-Forwarded-For header is the client's to
// write and is not read.
func clientPrefix(r *http.Request) netip.Prefix {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Prefix{}
	}
	a = a.Unmap()
	if a.Is4() {
		return netip.PrefixFrom(a, 32)
	}
	p, _ := a.Prefix(64)
	return p
}

func (rl *rateLimits) failureBucket(r *http.Request) *rate.Limiter {
	return bucket(rl.failures, clientPrefix(r), func() *rate.Limiter {
		return rate.NewLimiter(authFailureRate, authFailureBurst)
	})
}

// blocked refuses a request, before its token is looked at, from an address
// that has used up its failed authentications.
func (rl *rateLimits) blocked(w http.ResponseWriter, r *http.Request) error {
	l, ok := rl.failures.Get(clientPrefix(r))
	if !ok || l.Tokens() >= 1 {
		return nil
	}
	return tooMany(w, l, "too many failed authentications from this address")
}

// failed counts a failed authentication; the request that uses up the
// address's allowance is refused with 429 rather than 401.
func (rl *rateLimits) failed(w http.ResponseWriter, r *http.Request) error {
	l := rl.failureBucket(r)
	if l.Allow() {
		return nil
	}
	return tooMany(w, l, "too many failed authentications from this address")
}

// allow takes one request from the bucket of token, writing the RateLimit
// headers; over the limit it answers rate_limited.
func (rl *rateLimits) allow(w http.ResponseWriter, token string) error {
	if rl.perToken == nil {
		return nil
	}
	l := bucket(rl.perToken, sha256.Sum256([]byte(token)), func() *rate.Limiter {
		return rate.NewLimiter(rl.rps, rl.burst)
	})
	now := time.Now()
	res := l.ReserveN(now, 1)
	if d := res.DelayFrom(now); d > 0 {
		res.CancelAt(now)
		return tooMany(w, l, "rate limit of this token exceeded")
	}
	rateLimitHeaders(w.Header(), l, now)
	return nil
}

// rateLimitHeaders are the RateLimit-* fields of the IETF draft: the bucket's
// size, what is left in it, and the seconds until it is full again.
func rateLimitHeaders(h http.Header, l *rate.Limiter, now time.Time) {
	tokens := max(0, l.TokensAt(now))
	h.Set("RateLimit-Limit", strconv.Itoa(l.Burst()))
	h.Set("RateLimit-Remaining", strconv.Itoa(int(tokens)))
	h.Set("RateLimit-Reset", strconv.Itoa(int(math.Ceil((float64(l.Burst())-tokens)/float64(l.Limit())))))
}

// tooMany is the 429 of an empty bucket, with Retry-After: the seconds until
// it holds a request again.
func tooMany(w http.ResponseWriter, l *rate.Limiter, message string) error {
	now := time.Now()
	wait := (1 - l.TokensAt(now)) / float64(l.Limit())
	rateLimitHeaders(w.Header(), l, now)
	w.Header().Set("Retry-After", strconv.Itoa(max(1, int(math.Ceil(wait)))))
	return recruitd.Errorf(recruitd.RateLimited, "%s: retry after the Retry-After seconds", message)
}

// workLimit bounds how many requests of one kind of heavy work (matching and
// screening; resume parsing and uploads) run at once. A request that finds
// every slot taken waits in a short queue for at most maxWait; when the
// queue is full, or the wait ends, it is answered 503 unavailable with
// Retry-After, so load never builds an unbounded queue.
type workLimit struct {
	slots    chan struct{}
	waiting  atomic.Int64
	maxQueue int64
	maxWait  time.Duration
	what     string // for the client
	refused  func() // told of each request refused; may be nil
}

// workQueueFactor is how many requests may wait per slot; workWait how long:
// the queue is bounded by its length, and the wait stays below the minute
// clients commonly wait for an answer. (At 5 s, a soak at concurrency 8 on a
// loaded machine saw matches wait longer while the caches were cold.)
const (
	workQueueFactor = 4
	workWait        = 30 * time.Second
)

func newWorkLimit(slots int, what string, refused func()) *workLimit {
	return &workLimit{slots: make(chan struct{}, slots), maxQueue: int64(workQueueFactor * slots),
		maxWait: workWait, what: what, refused: refused}
}

// acquire takes a slot, waiting in the queue if there is room in it; release
// gives it back. A nil workLimit limits nothing.
func (l *workLimit) acquire(ctx context.Context) (release func(), err error) {
	if l == nil {
		return func() {}, nil
	}
	release = func() { <-l.slots }
	select {
	case l.slots <- struct{}{}:
		return release, nil
	default:
	}
	if l.waiting.Add(1) > l.maxQueue {
		l.waiting.Add(-1)
		return nil, l.busy()
	}
	defer l.waiting.Add(-1)
	timer := time.NewTimer(l.maxWait)
	defer timer.Stop()
	select {
	case l.slots <- struct{}{}:
		return release, nil
	case <-timer.C:
		return nil, l.busy()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (l *workLimit) busy() error {
	if l.refused != nil {
		l.refused()
	}
	return recruitd.Errorf(recruitd.Unavailable, "%s is at its concurrency limit: retry after the Retry-After seconds", l.what)
}

// outage remembers whether Postgres is unreachable, so that an outage is
// logged once when requests first find it and once when it ends, rather
// than once per request.
type outage struct {
	lastFailure atomic.Int64 // Unix nanoseconds of the latest failure; 0 while Postgres answers
	log         *zap.Logger
	obs         Observer // never nil
}

// outageSettle is how long Postgres must have answered since the last
// failure for an outage to be over: while it shuts down, some queries still
// succeed between the failures, and that is one outage, not several.
const outageSettle = 2 * time.Second

// unreachable records that a request found Postgres unreachable.
func (o *outage) unreachable(cause error) {
	if o.lastFailure.Swap(time.Now().UnixNano()) == 0 {
		o.log.Error("database unreachable: answering 503 until it is back", zap.String("cause", cause.Error()))
		o.obs.DatabaseUp(false)
	}
}

// reachable records that a request was served by Postgres.
func (o *outage) reachable() {
	last := o.lastFailure.Load()
	if last == 0 || time.Since(time.Unix(0, last)) < outageSettle || !o.lastFailure.CompareAndSwap(last, 0) {
		return
	}
	o.log.Info("database reachable again")
	o.obs.DatabaseUp(true)
}

// errDatabaseDown is what a client learns of an outage.
var errDatabaseDown = &recruitd.Error{Code: recruitd.Unavailable,
	Message: "the database is unreachable: retry after the Retry-After seconds"}

package api

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/recruitd/recruitd"
)

func TestWorkLimitQueuesBoundedThenRefuses(t *testing.T) {
	var refused atomic.Int64
	l := newWorkLimit(1, "matching", func() { refused.Add(1) })
	l.maxWait = time.Hour // the queue drains only when the test says so
	ctx := context.Background()
	release, err := l.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// The queue holds four: they wait.
	var wg sync.WaitGroup
	got := make(chan error, workQueueFactor)
	for range workQueueFactor {
		wg.Go(func() {
			rel, err := l.acquire(ctx)
			if err == nil {
				rel()
			}
			got <- err
		})
	}
	for l.waiting.Load() < workQueueFactor {
		time.Sleep(time.Millisecond)
	}
	// The fifth finds the queue full: refused at once, as unavailable.
	if _, err := l.acquire(ctx); recruitd.ErrorCode(err) != recruitd.Unavailable || refused.Load() != 1 {
		t.Fatalf("acquire with the queue full = %v (refused %d), want unavailable", err, refused.Load())
	}
	release()
	wg.Wait()
	close(got)
	for err := range got {
		if err != nil {
			t.Errorf("a queued request: %v, want its turn", err)
		}
	}
	// A wait has an end.
	l.maxWait = 10 * time.Millisecond
	release, _ = l.acquire(ctx)
	if _, err := l.acquire(ctx); recruitd.ErrorCode(err) != recruitd.Unavailable {
		t.Errorf("acquire after the longest wait = %v, want unavailable", err)
	}
	// A client that leaves stops waiting.
	l.maxWait = time.Hour
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := l.acquire(cancelled); !errors.Is(err, context.Canceled) {
		t.Errorf("acquire for a client that left = %v", err)
	}
	release()
	if l.waiting.Load() != 0 || len(l.slots) != 0 {
		t.Errorf("after every request: %d waiting, %d slots taken", l.waiting.Load(), len(l.slots))
	}
}

func TestUnavailableSaysWhenToRetry(t *testing.T) {
	rec := httptest.NewRecorder()
	writeError(rec, recruitd.Errorf(recruitd.Unavailable, "busy"))
	if rec.Code != 503 || rec.Header().Get("Retry-After") == "" {
		t.Errorf("unavailable: %d, Retry-After %q", rec.Code, rec.Header().Get("Retry-After"))
	}
}

func TestFailureBucketsStayBounded(t *testing.T) {
	rl := newRateLimits(0, 0)
	for i := range 3 * maxBuckets {
		req := httptest.NewRequest("GET", "/", nil)
		req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:1", i>>16&255, i>>8&255, i&255)
		_ = rl.failed(httptest.NewRecorder(), req)
	}
	if n := rl.failures.Len(); n > maxBuckets {
		t.Errorf("%d failure buckets after %d addresses, want at most %d", n, 3*maxBuckets, maxBuckets)
	}
	if rl.perToken != nil {
		t.Error("a rate of 0 keeps token buckets")
	}
}

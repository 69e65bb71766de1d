package index

import (
	"testing"
	"time"
)

func TestBackoff(t *testing.T) {
	for _, tc := range []struct {
		failures int
		want     time.Duration
	}{
		{1, time.Second}, {2, 2 * time.Second}, {3, 4 * time.Second}, {6, 32 * time.Second},
		{7, time.Minute}, {8, time.Minute}, {1000, time.Minute},
	} {
		if got := backoff(tc.failures, MinRetry, MaxRetry); got != tc.want {
			t.Errorf("backoff(%d, %s, %s) = %s, want %s", tc.failures, MinRetry, MaxRetry, got, tc.want)
		}
	}
}

package embed

import (
	"testing"
	"time"
)

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		header string
		want   time.Duration
	}{
		{"", 0},
		{"0", 0},
		{"7", 7 * time.Second},
		{"-3", 0},
		{"Sun, 01 Mar 2026 12:00:30 GMT", 30 * time.Second},
		{"Sun, 01 Mar 2026 11:59:00 GMT", 0},
		{"soon", 0},
	}
	for _, tt := range tests {
		if got := parseRetryAfter(tt.header, now); got != tt.want {
			t.Errorf("parseRetryAfter(%q) = %v, want %v", tt.header, got, tt.want)
		}
	}
}

func TestBackoffBefore(t *testing.T) {
	o, err := NewOpenAI(OpenAIConfig{Model: "m"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		retry    int
		min, max time.Duration
	}{
		{1, 250 * time.Millisecond, 500 * time.Millisecond},
		{3, time.Second, 2 * time.Second},
		{7, 15 * time.Second, 30 * time.Second},
		{100, 15 * time.Second, 30 * time.Second},
	}
	for _, tt := range tests {
		for range 50 {
			if got := o.backoffBefore(tt.retry); got < tt.min || got > tt.max {
				t.Errorf("backoffBefore(%d) = %v, want within [%v, %v]", tt.retry, got, tt.min, tt.max)
			}
		}
	}
}

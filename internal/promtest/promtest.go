// Package promtest reads a Prometheus text exposition with Prometheus's own
// parser, for the tests that scrape /metrics.
package promtest

import (
	"io"
	"testing"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// Parse parses an exposition, failing tb when it is not valid.
func Parse(tb testing.TB, r io.Reader) map[string]*dto.MetricFamily {
	tb.Helper()
	p := expfmt.NewTextParser(model.UTF8Validation)
	families, err := p.TextToMetricFamilies(r)
	if err != nil {
		tb.Fatalf("the exposition does not parse: %v", err)
	}
	return families
}

// Find returns the sample of family name whose labels include want.
func Find(families map[string]*dto.MetricFamily, name string, want map[string]string) (*dto.Metric, bool) {
	f := families[name]
	if f == nil {
		return nil, false
	}
next:
	for _, m := range f.Metric {
		have := map[string]string{}
		for _, l := range m.Label {
			have[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if have[k] != v {
				continue next
			}
		}
		return m, true
	}
	return nil, false
}

// Value is a sample's value: a gauge's or counter's, or a histogram's count.
func Value(m *dto.Metric) float64 {
	return m.GetGauge().GetValue() + m.GetCounter().GetValue() + float64(m.GetHistogram().GetSampleCount())
}

package pgbaseline_test

import (
	"context"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/pgbaseline"
	"github.com/recruitd/recruitd/records"
)

func TestAnyWord(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"empty", "", ""},
		{"punctuation only", ` - "" , `, ""},
		{"words sorted and distinct", "RN ICU rn, Telemetry", "icu or rn or telemetry"},
		{"operators dropped", `"charge nurse" -night or OR day`, "charge or day or night or nurse"},
		{"digits and letters kept", "Med-Surg 2+ years", "2 or med or surg or years"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := pgbaseline.AnyWord(tc.text); got != tc.want {
				t.Errorf("AnyWord(%q) = %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestRadius checks, on a small pool around the dense metros, that every hit
// of a baseline text query within a radius is within it by geo's haversine,
// with the distance it reports, and that a filter-only query returns the same
// candidates from the baseline, the embedded backend and a scan of every
// stored point.
func TestRadius(t *testing.T) {
	p := newPool(t, 300)
	points := storedPoints(t, p.store)
	job := jobQueries(t, 1, 100)[0]
	for _, zip := range denseMetroZIPs {
		center := zipPoint(t, zip)
		for _, miles := range []float64{25, 100} {
			t.Run(fmt.Sprintf("%s/%gmi", zip, miles), func(t *testing.T) {
				filter := index.Filter{Center: &center, RadiusMiles: miles}
				within := withinRadius(points, center, miles)
				if len(within) == 0 || len(within) == len(points) {
					t.Fatalf("%d of %d candidates lie within the radius: the case tests nothing", len(within), len(points))
				}

				text := job
				text.Filter = filter
				hits := mustSearch(t, p.baseline, text)
				if len(hits) == 0 {
					t.Errorf("baseline found none of the %d candidates within the radius for the job's text", len(within))
				}
				for _, h := range hits {
					checkDistance(t, h, points, center, miles)
				}

				all := index.Query{Kind: index.Candidates, Vector: job.Vector, K: len(points), Filter: filter}
				if diff := cmp.Diff(within, sortedIDs(mustSearch(t, p.embedded, all))); diff != "" {
					t.Errorf("embedded radius set (-haversine scan +embedded):\n%s", diff)
				}
				if diff := cmp.Diff(within, sortedIDs(mustSearch(t, p.baseline, all))); diff != "" {
					t.Errorf("baseline radius set (-haversine scan +baseline):\n%s", diff)
				}
			})
		}
	}
}

// checkDistance fails t unless hit h lies within miles of center by geo's
// haversine and reports that distance.
func checkDistance(t *testing.T, h index.Hit, points map[int64]index.Point, center index.Point, miles float64) {
	t.Helper()
	pt, ok := points[h.ID]
	if !ok {
		t.Errorf("hit %d: the candidate has no stored point", h.ID)
		return
	}
	d := geo.DistanceMiles(geo.Point(center), geo.Point(pt))
	if d > miles {
		t.Errorf("hit %d: %.3f miles from the center, want at most %g", h.ID, d, miles)
	}
	if math.Abs(h.DistanceMiles-d) > 1e-6 {
		t.Errorf("hit %d: DistanceMiles = %.9f, want %.9f (haversine)", h.ID, h.DistanceMiles, d)
	}
}

// storedPoints returns the point of every stored candidate document that has one.
func storedPoints(t *testing.T, store *records.Store) map[int64]index.Point {
	t.Helper()
	points := map[int64]index.Point{}
	err := store.ScanDocuments(context.Background(), string(index.Candidates), 0, 1000, index.WholeDocument, func(docs []index.Stored) error {
		for _, d := range index.FromStored(docs) {
			if d.Point != nil {
				points[d.ID] = *d.Point
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("ScanDocuments = %v", err)
	}
	return points
}

// withinRadius returns the ids of points within miles of center, in order.
func withinRadius(points map[int64]index.Point, center index.Point, miles float64) []int64 {
	ids := []int64{}
	for id, pt := range points {
		if geo.DistanceMiles(geo.Point(center), geo.Point(pt)) <= miles {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}

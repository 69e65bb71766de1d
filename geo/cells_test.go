package geo

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/uber/h3-go/v4"
)

func TestCell(t *testing.T) {
	tests := []struct {
		name string
		p    Point
		res  int
	}{
		{"Austin at the index resolution", mustZIP(t, "78701").Point(), Resolution},
		{"Honolulu at 0", mustZIP(t, "96813").Point(), 0},
		{"Guam at 15", mustZIP(t, "96910").Point(), 15},
		{"north pole", Point{90, 0}, 6},
		{"antimeridian", Point{0, 180}, 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Cell(tt.p, tt.res)
			if err != nil {
				t.Fatalf("Cell(%v, %d): %v", tt.p, tt.res, err)
			}
			if !h3.Cell(c).IsValid() || c.Resolution() != tt.res {
				t.Errorf("Cell(%v, %d) = %v, resolution %d: not a valid cell at that resolution", tt.p, tt.res, c, c.Resolution())
			}
			if got := len(c.String()); got != 15 {
				t.Errorf("Cell(%v, %d).String() = %q, want 15 hex digits", tt.p, tt.res, c.String())
			}
			// The cell's centre is within its edge length or so of the point.
			centre := h3.Cell(c).LatLng()
			if d, max := DistanceMiles(tt.p, Point{centre.Lat, centre.Lng}), 1.5*h3.HexagonEdgeLengthAvgKm(tt.res)/1.609344; d > max {
				t.Errorf("Cell(%v, %d) has its centre %.3f miles away, want within %.3f", tt.p, tt.res, d, max)
			}
		})
	}
}

func TestCellDiskErrors(t *testing.T) {
	ok := Point{30, -97}
	tests := []struct {
		name   string
		p      Point
		res    int
		radius float64
		want   error
	}{
		{"NaN latitude", Point{math.NaN(), 0}, 6, 10, ErrInvalidPoint},
		{"infinite longitude", Point{0, math.Inf(1)}, 6, 10, ErrInvalidPoint},
		{"latitude above 90", Point{90.1, 0}, 6, 10, ErrInvalidPoint},
		{"longitude below -180", Point{0, -180.1}, 6, 10, ErrInvalidPoint},
		{"negative resolution", ok, -1, 10, ErrInvalidResolution},
		{"resolution above 15", ok, 16, 10, ErrInvalidResolution},
		{"negative radius", ok, 6, -1, ErrInvalidRadius},
		{"NaN radius", ok, 6, math.NaN(), ErrInvalidRadius},
		{"radius too large", ok, 6, MaxDiskMiles + 1, ErrInvalidRadius},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Disk(tt.p, tt.radius, tt.res); !errors.Is(err, tt.want) {
				t.Errorf("Disk(%v, %v, %d) error = %v, want %v", tt.p, tt.radius, tt.res, err, tt.want)
			}
			if tt.want == ErrInvalidRadius {
				return
			}
			if _, err := Cell(tt.p, tt.res); !errors.Is(err, tt.want) {
				t.Errorf("Cell(%v, %d) error = %v, want %v", tt.p, tt.res, err, tt.want)
			}
		})
	}
}

// destination returns the point d miles from p on the initial bearing b (radians).
func destination(p Point, b, d float64) Point {
	const rad = math.Pi / 180
	lat1, lon1, a := p.Lat*rad, p.Lon*rad, d/EarthRadiusMiles
	lat2 := math.Asin(math.Sin(lat1)*math.Cos(a) + math.Cos(lat1)*math.Sin(a)*math.Cos(b))
	lon2 := lon1 + math.Atan2(math.Sin(b)*math.Sin(a)*math.Cos(lat1), math.Cos(a)-math.Sin(lat1)*math.Sin(lat2))
	lon2 = math.Mod(lon2+3*math.Pi, 2*math.Pi) - math.Pi
	return Point{lat2 / rad, lon2 / rad}
}

// TestDiskCovers checks on random circles that every point inside lies in a cell of the disk.
func TestDiskCovers(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 6))
	type circle struct {
		name   string
		centre func() Point
		res    int
		radius func() float64
		n      int // circles
	}
	usZIP := func() Point {
		// Random ZIP centroids, so the test runs where the index does, territories included.
		tbl := loadTable()
		return tbl.places[rng.IntN(len(tbl.places))].Point()
	}
	globe := func() Point {
		return Point{math.Asin(2*rng.Float64()-1) * 180 / math.Pi, rng.Float64()*360 - 180}
	}
	miles := func(lo, hi float64) func() float64 {
		return func() float64 { return lo + (hi-lo)*rng.Float64() }
	}
	tests := []circle{
		{"US ZIPs, 1-100 miles", usZIP, Resolution, miles(1, 100), 300},
		{"US ZIPs, under a mile", usZIP, Resolution, miles(0, 1), 50},
		{"globe, 1-100 miles", globe, Resolution, miles(1, 100), 300},
		{"globe, resolution 4-8, 1-100 miles", globe, -1, miles(1, 100), 200},
		{"US ZIPs, 100-500 miles", usZIP, Resolution, miles(100, MaxDiskMiles), 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for range tt.n {
				p, r, res := tt.centre(), tt.radius(), tt.res
				if res < 0 {
					res = 4 + rng.IntN(5)
				}
				cells, err := Disk(p, r, res)
				if err != nil {
					t.Fatalf("Disk(%v, %v, %d): %v", p, r, res, err)
				}
				in := make(map[CellID]bool, len(cells))
				for _, c := range cells {
					in[c] = true
				}
				// Points spread over the circle's area, and points on its edge, where misses are.
				for i := range 300 {
					d := r * math.Sqrt(rng.Float64())
					if i%3 == 0 {
						d = r * (1 - 1e-9)
					}
					q := destination(p, 2*math.Pi*rng.Float64(), d)
					if DistanceMiles(p, q) > r {
						continue
					}
					c, err := Cell(q, res)
					if err != nil {
						t.Fatalf("Cell(%v, %d): %v", q, res, err)
					}
					if !in[c] {
						t.Fatalf("Disk(%v, %v, %d) (%d cells) misses %v at %.3f miles, in cell %v", p, r, res, len(cells), q, DistanceMiles(p, q), c)
					}
				}
			}
		})
	}
}

// TestDiskSize keeps Disk from growing far beyond its circle: the disk's cells cover at most
// three times the circle's area at 25 miles.
func TestDiskSize(t *testing.T) {
	for _, zip := range []string{"78701", "10001", "99501", "96813", "00901", "96910"} {
		p := mustZIP(t, zip).Point()
		cells, err := Disk(p, 25, Resolution)
		if err != nil {
			t.Fatal(err)
		}
		var area float64
		for _, c := range cells {
			area += h3.CellAreaKm2(h3.Cell(c)) / (1.609344 * 1.609344)
		}
		if circle := math.Pi * 25 * 25; area > 3*circle {
			t.Errorf("Disk(%s, 25 miles) = %d cells, %.0f sq mi: more than three times the circle's %.0f", zip, len(cells), area, circle)
		}
	}
}

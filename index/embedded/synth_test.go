package embedded

import (
	"math"
	"math/rand/v2"
	"sync"

	"github.com/recruitd/recruitd/index"
)

// metro is a US metropolitan area: its center, 2020 population in millions and state.
type metro struct {
	lat, lon, pop float64
	state         string
}

// metros are the 50 largest US metros, which hold most of a staffing firm's candidates.
var metros = []metro{
	{40.7128, -74.0060, 19.5, "NY"}, {34.0522, -118.2437, 12.8, "CA"}, {41.8781, -87.6298, 9.4, "IL"},
	{32.7767, -96.7970, 7.9, "TX"}, {29.7604, -95.3698, 7.3, "TX"}, {38.9072, -77.0369, 6.3, "DC"},
	{39.9526, -75.1652, 6.2, "PA"}, {25.7617, -80.1918, 6.1, "FL"}, {33.7490, -84.3880, 6.2, "GA"},
	{42.3601, -71.0589, 4.9, "MA"}, {33.4484, -112.0740, 5.0, "AZ"}, {37.7749, -122.4194, 4.6, "CA"},
	{33.9806, -117.3755, 4.7, "CA"}, {42.3314, -83.0458, 4.3, "MI"}, {47.6062, -122.3321, 4.0, "WA"},
	{44.9778, -93.2650, 3.7, "MN"}, {32.7157, -117.1611, 3.3, "CA"}, {27.9506, -82.4572, 3.3, "FL"},
	{39.7392, -104.9903, 3.0, "CO"}, {39.2904, -76.6122, 2.8, "MD"}, {38.6270, -90.1994, 2.8, "MO"},
	{28.5383, -81.3792, 2.7, "FL"}, {35.2271, -80.8431, 2.7, "NC"}, {29.4241, -98.4936, 2.6, "TX"},
	{45.5152, -122.6784, 2.5, "OR"}, {38.5816, -121.4944, 2.4, "CA"}, {40.4406, -79.9959, 2.4, "PA"},
	{30.2672, -97.7431, 2.4, "TX"}, {36.1699, -115.1398, 2.3, "NV"}, {39.1031, -84.5120, 2.3, "OH"},
	{39.0997, -94.5786, 2.2, "MO"}, {39.9612, -82.9988, 2.1, "OH"}, {39.7684, -86.1581, 2.1, "IN"},
	{41.4993, -81.6944, 2.1, "OH"}, {37.3382, -121.8863, 2.0, "CA"}, {36.1627, -86.7816, 2.0, "TN"},
	{36.8529, -75.9780, 1.8, "VA"}, {41.8240, -71.4128, 1.7, "RI"}, {30.3322, -81.6557, 1.7, "FL"},
	{43.0389, -87.9065, 1.6, "WI"}, {35.7796, -78.6382, 1.4, "NC"}, {35.4676, -97.5164, 1.4, "OK"},
	{35.1495, -90.0490, 1.3, "TN"}, {37.5407, -77.4360, 1.3, "VA"}, {38.2527, -85.7585, 1.3, "KY"},
	{29.9511, -90.0715, 1.3, "LA"}, {40.7608, -111.8910, 1.3, "UT"}, {41.7658, -72.6734, 1.2, "CT"},
	{42.8864, -78.8784, 1.2, "NY"}, {33.5186, -86.8104, 1.1, "AL"},
}

// specialties are nursing specialties; rng picks the first ones far more often (Zipf), as
// staffing pools are dominated by a few.
var specialties = []string{
	"med-surg", "icu", "er", "tele", "or", "pcu", "l&d", "nicu", "picu", "peds", "psych", "oncology",
	"cath-lab", "pacu", "step-down", "dialysis", "home-health", "ltc", "rehab", "cvicu", "micu",
	"sicu", "neuro", "ortho", "endo", "ir", "wound-care", "case-mgmt", "infusion", "mother-baby",
	"postpartum", "float", "trauma", "burn", "transplant", "hospice", "school", "clinic", "ambulatory",
	"travel",
}

// synthetic is a generated collection and the queries to ask of it.
type synthetic struct {
	dim     int
	docs    []index.Document
	centers [][]float32 // the vector clusters' centers
	cum     []float64   // cumulative metro weights, for picking a metro by population
	zipf    *rand.Zipf
	rng     *rand.Rand
}

// synthesize returns n documents of dimension dim: vectors in n/1000 clusters (cosine about 0.5
// within one, about 0 across), 90% of points around the 50 largest metros by population with
// spreads that grow with it (New York's σ is about 21 miles), 10% anywhere in the lower 48,
// one to three specialties, a state, a status and two numbers most documents have.
func synthesize(n, dim int, seed uint64) *synthetic {
	s := &synthetic{dim: dim, rng: rand.New(rand.NewPCG(seed, 1))}
	s.zipf = rand.NewZipf(s.rng, 1.1, 2, uint64(len(specialties)-1))
	total := 0.0
	for _, m := range metros {
		total += m.pop
		s.cum = append(s.cum, total)
	}
	s.centers = make([][]float32, max(10, n/1000))
	for i := range s.centers {
		s.centers[i] = gaussian(s.rng, dim)
	}
	s.docs = make([]index.Document, n)
	// One backing array for every vector: a million small allocations would slow the
	// generator and the garbage collector for nothing.
	vecs := make([]float32, n*dim)
	var wg sync.WaitGroup
	const parts = 2
	for part := range parts {
		rng := rand.New(rand.NewPCG(seed, uint64(part+2)))
		wg.Go(func() {
			for i := part * n / parts; i < (part+1)*n/parts; i++ {
				v := vecs[i*dim : (i+1)*dim : (i+1)*dim]
				s.cluster(rng, s.centers[rng.IntN(len(s.centers))], v)
				s.docs[i].Vector = v
			}
		})
	}
	for i := range s.docs {
		d := &s.docs[i]
		d.ID = int64(i + 1)
		p, state := s.point()
		d.Point = &p
		kw := map[string][]string{"state": {state}, "status": {"active"}}
		for range 1 + s.rng.IntN(3) {
			kw["specialty"] = append(kw["specialty"], specialties[s.zipf.Uint64()])
		}
		switch x := s.rng.IntN(20); {
		case x < 2:
			kw["status"] = []string{"inactive"}
		case x < 3:
			kw["status"] = []string{"pending"}
		}
		d.Keywords = kw
		d.Numbers = map[string]float64{}
		if s.rng.IntN(5) != 0 {
			d.Numbers["compensation_min"] = float64(30 + s.rng.IntN(90))
		}
		if s.rng.IntN(10) != 0 {
			d.Numbers["years_experience"] = float64(s.rng.IntN(30))
		}
	}
	wg.Wait()
	return s
}

// query returns a vector near one of the clusters, as a real query is near some documents.
func (s *synthetic) query() []float32 {
	v := make([]float32, s.dim)
	s.cluster(s.rng, s.centers[s.rng.IntN(len(s.centers))], v)
	return v
}

// cluster writes to v a unit vector about center: center plus noise of the same length.
func (s *synthetic) cluster(rng *rand.Rand, center, v []float32) {
	sd := 1 / math.Sqrt(float64(len(v)))
	var sum float64
	for j := range v {
		v[j] = center[j] + float32(rng.NormFloat64()*sd)
		sum += float64(v[j]) * float64(v[j])
	}
	for j := range v {
		v[j] /= float32(math.Sqrt(sum))
	}
}

// point returns a place and its state: around a metro picked by population, or anywhere.
func (s *synthetic) point() (index.Point, string) {
	if s.rng.IntN(10) == 0 {
		return index.Point{Lat: 25 + s.rng.Float64()*24, Lon: -124 + s.rng.Float64()*57}, "ZZ"
	}
	m := s.metro()
	return around(s.rng, index.Point{Lat: m.lat, Lon: m.lon}, math.Abs(s.rng.NormFloat64())*(8+3*math.Sqrt(m.pop))), m.state
}

func (s *synthetic) metro() metro {
	x := s.rng.Float64() * s.cum[len(s.cum)-1]
	for i, c := range s.cum {
		if x < c {
			return metros[i]
		}
	}
	return metros[len(metros)-1]
}

// around returns the point miles from p on a random bearing.
func around(rng *rand.Rand, p index.Point, miles float64) index.Point {
	const rad = math.Pi / 180
	lat, lon := p.Lat*rad, p.Lon*rad
	theta, delta := rng.Float64()*2*math.Pi, miles/3958.8
	lat2 := math.Asin(math.Sin(lat)*math.Cos(delta) + math.Cos(lat)*math.Sin(delta)*math.Cos(theta))
	lon2 := lon + math.Atan2(math.Sin(theta)*math.Sin(delta)*math.Cos(lat), math.Cos(delta)-math.Sin(lat)*math.Sin(lat2))
	return index.Point{Lat: lat2 / rad, Lon: math.Mod(lon2/rad+540, 360) - 180}
}

// gaussian returns a random unit vector.
func gaussian(rng *rand.Rand, dim int) []float32 {
	v := make([]float32, dim)
	var sum float64
	for j := range v {
		v[j] = float32(rng.NormFloat64())
		sum += float64(v[j]) * float64(v[j])
	}
	for j := range v {
		v[j] = float32(float64(v[j]) / math.Sqrt(sum))
	}
	return v
}

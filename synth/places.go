package synth

import (
	"math"
	"math/rand/v2"
	"sync"

	"github.com/recruitd/recruitd/geo"
)

// metro is a metropolitan area: the ZIP of its centre, its population in
// millions (2020 Census, metropolitan statistical area) and its main telephone
// area code.
type metro struct {
	zip  string
	pop  float64
	area string
}

// metros are the biggest US metropolitan areas and the largest metro of each
// smaller state. geo has no populations, so these weights stand in for them.
var metros = []metro{
	{"10001", 20.14, "212"}, // New York
	{"90012", 13.20, "213"}, // Los Angeles
	{"60602", 9.62, "312"},  // Chicago
	{"75201", 7.64, "214"},  // Dallas-Fort Worth
	{"77002", 7.12, "713"},  // Houston
	{"20001", 6.39, "202"},  // Washington
	{"19103", 6.25, "215"},  // Philadelphia
	{"33130", 6.14, "305"},  // Miami
	{"30303", 6.09, "404"},  // Atlanta
	{"02108", 4.94, "617"},  // Boston
	{"85004", 4.85, "602"},  // Phoenix
	{"94103", 4.75, "415"},  // San Francisco
	{"92501", 4.60, "951"},  // Riverside
	{"48226", 4.39, "313"},  // Detroit
	{"98101", 4.02, "206"},  // Seattle
	{"55401", 3.69, "612"},  // Minneapolis
	{"92101", 3.30, "619"},  // San Diego
	{"33602", 3.18, "813"},  // Tampa
	{"80202", 2.96, "303"},  // Denver
	{"21202", 2.84, "410"},  // Baltimore
	{"63101", 2.82, "314"},  // St. Louis
	{"32801", 2.67, "407"},  // Orlando
	{"28202", 2.66, "704"},  // Charlotte
	{"78205", 2.56, "210"},  // San Antonio
	{"97204", 2.51, "503"},  // Portland
	{"95814", 2.40, "916"},  // Sacramento
	{"15222", 2.37, "412"},  // Pittsburgh
	{"78701", 2.28, "512"},  // Austin
	{"89101", 2.27, "702"},  // Las Vegas
	{"45202", 2.26, "513"},  // Cincinnati
	{"64106", 2.19, "816"},  // Kansas City
	{"43215", 2.14, "614"},  // Columbus
	{"46204", 2.11, "317"},  // Indianapolis
	{"44113", 2.09, "216"},  // Cleveland
	{"95113", 2.00, "408"},  // San Jose
	{"37203", 1.99, "615"},  // Nashville
	{"23451", 1.80, "757"},  // Virginia Beach
	{"02903", 1.68, "401"},  // Providence
	{"32202", 1.61, "904"},  // Jacksonville
	{"53202", 1.57, "414"},  // Milwaukee
	{"73102", 1.43, "405"},  // Oklahoma City
	{"27601", 1.41, "919"},  // Raleigh
	{"38103", 1.34, "901"},  // Memphis
	{"23219", 1.31, "804"},  // Richmond
	{"40202", 1.29, "502"},  // Louisville
	{"70112", 1.27, "504"},  // New Orleans
	{"84111", 1.26, "801"},  // Salt Lake City
	{"06103", 1.21, "860"},  // Hartford
	{"14202", 1.17, "716"},  // Buffalo
	{"35203", 1.12, "205"},  // Birmingham
	{"14604", 1.09, "585"},  // Rochester
	{"49503", 1.09, "616"},  // Grand Rapids
	{"85701", 1.04, "520"},  // Tucson
	{"96813", 1.02, "808"},  // Honolulu
	{"74103", 1.02, "918"},  // Tulsa
	{"93721", 1.01, "559"},  // Fresno
	{"68102", 0.97, "402"},  // Omaha
	{"87102", 0.92, "505"},  // Albuquerque
	{"12207", 0.90, "518"},  // Albany
	{"37902", 0.88, "865"},  // Knoxville
	{"79901", 0.87, "915"},  // El Paso
	{"29401", 0.80, "843"},  // Charleston, SC
	{"83702", 0.76, "208"},  // Boise
	{"72201", 0.75, "501"},  // Little Rock
	{"50309", 0.71, "515"},  // Des Moines
	{"67202", 0.65, "316"},  // Wichita
	{"39201", 0.59, "601"},  // Jackson
	{"99201", 0.59, "509"},  // Spokane
	{"04101", 0.55, "207"},  // Portland, ME
	{"03101", 0.42, "603"},  // Manchester
	{"99501", 0.40, "907"},  // Anchorage
	{"57104", 0.28, "605"},  // Sioux Falls
	{"58102", 0.25, "701"},  // Fargo
	{"25301", 0.25, "304"},  // Charleston, WV
	{"05401", 0.23, "802"},  // Burlington
	{"59101", 0.18, "406"},  // Billings
	{"19801", 0.15, "302"},  // Wilmington (beyond the Philadelphia area)
	{"82001", 0.10, "307"},  // Cheyenne
}

const (
	// metroRadius is how far from a metro's centre its ZIPs are drawn, in miles.
	metroRadius = 25
	// tailShare is the share of places drawn uniformly from every ZIP of the
	// states and DC: small towns and the countryside.
	tailShare = 0.2
)

// place is a ZIP to put a record at, with the area code of its phone.
type place struct {
	geo.Place
	area string
}

// placeTable is the sampling table, built from geo on first use.
type placeTable struct {
	near [][]geo.Place // per metro: its ZIPs
	tail []place       // residential ZIPs of the 50 states and DC, each with its nearest metro's area code
}

// territories are left out of the tail: the metros' population weights are
// those of the states and DC.
var territories = map[string]bool{"PR": true, "GU": true, "VI": true, "AS": true, "MP": true, "FM": true, "MH": true, "PW": true}

var places = sync.OnceValue(func() *placeTable {
	t := &placeTable{near: make([][]geo.Place, len(metros))}
	centres := make([]geo.Point, len(metros))
	for i, m := range metros {
		p, ok := geo.LookupZIP(m.zip)
		if !ok {
			panic("synth: metro centre " + m.zip + " is not a ZIP geo knows") // data of this package; tests check it
		}
		centres[i] = p.Point()
	}
	for p := range geo.All() {
		if p.City == "" || territories[p.State] || !censusCentroid(p) {
			continue
		}
		// The nearest metro, for an area code, by a flat-earth distance:
		// cheap, and close enough for that.
		nearest, best := 0, math.Inf(1)
		scale := math.Cos(p.Lat * math.Pi / 180)
		for i, c := range centres {
			dLat, dLon := p.Lat-c.Lat, (p.Lon-c.Lon)*scale
			d := dLat*dLat + dLon*dLon
			if d < best {
				nearest, best = i, d
			}
			if math.Abs(dLat) < 1 && geo.DistanceMiles(p.Point(), c) <= metroRadius {
				t.near[i] = append(t.near[i], p)
			}
		}
		t.tail = append(t.tail, place{p, metros[nearest].area})
	}
	return t
})

// censusCentroid reports whether a ZIP's centroid is a Census ZCTA's: the
// table keeps those to five decimals, and the ZIPs that have none (post
// office boxes, single organisations such as "Parcel Return Service") to
// four or fewer. A ZCTA whose coordinates both end in 0 is lost, about 1%.
func censusCentroid(p geo.Place) bool {
	fine := func(x float64) bool {
		v := x * 1e4
		return math.Abs(v-math.Round(v)) > 1e-6
	}
	return fine(p.Lat) || fine(p.Lon)
}

// pickPlace draws a place: near a metro by population, or from the tail.
func pickPlace(r *rand.Rand) place {
	t := places()
	if chance(r, tailShare) {
		return one(r, t.tail)
	}
	i := weighted(r, metroIndexes, func(i int) float64 { return metros[i].pop })
	return place{one(r, t.near[i]), metros[i].area}
}

// metroIndexes are 0..len(metros)-1, for weighted picks of a metro.
var metroIndexes = func() []int {
	out := make([]int, len(metros))
	for i := range out {
		out[i] = i
	}
	return out
}()

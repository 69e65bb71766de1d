// Package geo owns places in the United States: the centroid of every US ZIP code, shipped with
// the binary (public Census and GeoNames data, credited in NOTICE), lookups by ZIP and by city and
// state, great-circle distances in miles, and the H3 cells that the index files locations under.
//
// Unknown places are reported as unknown (ok is false), never guessed: there is no fuzzy
// matching, no nearest ZIP, and no city without its state.
//
// The ZIP table covers the 50 states, DC, Puerto Rico, the US Virgin Islands, Guam, American
// Samoa, the Northern Mariana Islands and the freely associated states (FM, MH, PW). Armed Forces
// ZIPs (AA, AE, AP) are left out: a military post office is not where its addressees are.
//
// States are package taxonomy's: LookupCity and Resolve read a state with taxonomy.StateCode,
// the table's state codes are checked against it when the table loads, and Place.State is its
// code. geo keeps no list of states of its own.
package geo

import (
	_ "embed"
	"math"
)

// Notice is the text of geo/NOTICE: the sources and licences of the ZIP table compiled into the
// binary. The zipcodes licence asks that a binary reproduce its notice, and GeoNames' CC-BY 4.0
// asks for credit, so the binary should be able to print it (for example `recruitd licenses`).
//
//go:embed NOTICE
var Notice string

// EarthRadiusMiles is the mean Earth radius used by DistanceMiles.
const EarthRadiusMiles = 3958.8

// Point is a position in degrees (WGS 84): Lat north, Lon east.
type Point struct {
	Lat, Lon float64
}

// Valid reports whether p is a coordinate: finite, Lat within ±90 and Lon within ±180.
func (p Point) Valid() bool {
	// The comparisons are false for NaN.
	return p.Lat >= -90 && p.Lat <= 90 && p.Lon >= -180 && p.Lon <= 180
}

// Place is a US ZIP code with its centroid, its city and its two-letter state code (DC, PR and
// the territories included), as taxonomy.StateCode returns it. City is empty for the few ZIPs that no source names.
type Place struct {
	ZIP   string
	City  string
	State string
	Lat   float64
	Lon   float64
}

// Point returns the place's centroid.
func (p Place) Point() Point { return Point{Lat: p.Lat, Lon: p.Lon} }

// DistanceMiles returns the great-circle distance between a and b in miles (haversine formula on
// a sphere of radius EarthRadiusMiles; within 0.5% of the ellipsoidal distance).
func DistanceMiles(a, b Point) float64 {
	const rad = math.Pi / 180
	dLat := (b.Lat - a.Lat) * rad
	dLon := (b.Lon - a.Lon) * rad
	sLat, sLon := math.Sin(dLat/2), math.Sin(dLon/2)
	h := sLat*sLat + math.Cos(a.Lat*rad)*math.Cos(b.Lat*rad)*sLon*sLon
	return 2 * EarthRadiusMiles * math.Asin(math.Sqrt(min(h, 1)))
}

// Resolve finds a place from the parts of an address: by ZIP when zip is a known ZIP, otherwise
// by city and state (see LookupCity). A known ZIP wins over a city that disagrees with it. ok is false when
// neither names a known place.
func Resolve(zip, city, state string) (p Place, ok bool) {
	if p, ok := LookupZIP(zip); ok {
		return p, true
	}
	return LookupCity(city, state)
}

package geo

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/taxonomy"
)

// zipsGz is the ZIP table made by internal/gen: a gzipped TSV sorted by ZIP, one line per ZIP
// (zip, lat, lon, city, state) after '#' comment lines. Its sources and licences are in NOTICE.
//
//go:generate go run ./internal/gen -out zips.tsv.gz
//go:embed zips.tsv.gz
var zipsGz []byte

// table is the parsed ZIP table.
type table struct {
	places []Place  // sorted by ZIP
	zips   []uint32 // zips[i] is places[i].ZIP as a number, for binary search
	// cities maps cityKey(state, city) to the index in places of the city's representative ZIP.
	cities map[string]int32
}

// loadTable parses the embedded table once, on first use (about 40 ms, keeping 5.5 MB; see
// BenchmarkLoad). The embedded file is checked by the tests, so a parse error is a broken build.
var loadTable = sync.OnceValue(func() *table {
	t, err := parseTable(zipsGz)
	if err != nil {
		panic(fmt.Sprintf("geo: embedded zips.tsv.gz: %v", err))
	}
	return t
})

// LookupZIP returns the place of a US ZIP code. zip may be a 5-digit ZIP or a ZIP+4
// ("78701-1234" or "787011234"), with spaces around it. ok is false for anything else and for
// ZIPs not in the table.
func LookupZIP(zip string) (p Place, ok bool) {
	n, ok := parseZIP(zip)
	if !ok {
		return Place{}, false
	}
	t := loadTable()
	i, ok := slices.BinarySearch(t.zips, n)
	if !ok {
		return Place{}, false
	}
	return t.places[i], true
}

// LookupCity returns the place of a city, given its name and its state: anything
// taxonomy.StateCode reads, such as "TX", "texas", "Tex." or "D.C.". Matching of the city ignores
// case, punctuation, spacing and accents, and reads the words St, Ste, Ft, Mt and Pt as Saint,
// Sainte, Fort, Mount and Point: "st. louis", "Saint Louis" and "ST LOUIS" are one city. Names are the USPS city names of the table's ZIPs; there is no fuzzy
// matching, so ok is false for an unknown or misspelled city.
//
// A city with several ZIPs is represented by its most central ZIP (the medoid: the ZIP whose
// centroid has the least total distance to the centroids of the city's other ZIPs, the lowest
// ZIP on a tie). Unlike a mean of centroids, that is always a real point inside the city, and a
// few outlying ZIPs do not move it. The returned Place is that ZIP's.
func LookupCity(city, state string) (p Place, ok bool) {
	code, ok := taxonomy.StateCode(state)
	if !ok {
		return Place{}, false
	}
	var buf [256]byte
	key, ok := appendCityKey(append(buf[:0], code...), city)
	if !ok {
		return Place{}, false
	}
	t := loadTable()
	i, ok := t.cities[string(key)]
	if !ok {
		return Place{}, false
	}
	return t.places[i], true
}

// All yields every place in the ZIP table, in ZIP order.
func All() iter.Seq[Place] {
	return func(yield func(Place) bool) {
		for _, p := range loadTable().places {
			if !yield(p) {
				return
			}
		}
	}
}

// parseZIP reads a 5-digit ZIP, or a ZIP+4 with or without its hyphen, surrounded by optional
// spaces, and returns the 5-digit ZIP as a number.
func parseZIP(s string) (uint32, bool) {
	s = strings.TrimSpace(s)
	switch {
	case len(s) == 5:
	case len(s) == 10 && s[5] == '-' && allDigits(s[6:]):
	case len(s) == 9 && allDigits(s[5:]):
	default:
		return 0, false
	}
	if !allDigits(s[:5]) {
		return 0, false
	}
	var n uint32
	for i := range 5 {
		n = n*10 + uint32(s[i]-'0')
	}
	return n, true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// abbreviations are the words of city names that people abbreviate, folded as appendCityKey
// folds them.
var abbreviations = map[string]string{
	"st":  "saint",
	"ste": "sainte",
	"ft":  "fort",
	"mt":  "mount",
	"pt":  "point",
}

// appendCityKey appends the folded form of a city name: its words lower-cased, without accents,
// abbreviations spelled out (see abbreviations) and joined with nothing between them, so that
// "Mc Lean" and "McLean" are one key. Anything but a letter or a digit separates words. ok is
// false when the name has no letter or digit.
func appendCityKey(dst []byte, city string) (key []byte, ok bool) {
	start := len(dst)
	word := start
	endWord := func() {
		if w, ok := abbreviations[string(dst[word:])]; ok {
			dst = append(dst[:word], w...)
		}
		word = len(dst)
	}
	for _, r := range city {
		r = unicode.ToLower(foldAccent(r))
		switch {
		case r < utf8.RuneSelf && ('a' <= r && r <= 'z' || '0' <= r && r <= '9'):
			dst = append(dst, byte(r))
		case r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			dst = utf8.AppendRune(dst, r)
		default:
			endWord()
		}
	}
	endWord()
	return dst, len(dst) > start
}

// foldAccent drops the accent of the accented letters of Spanish and French place names
// ("Mayagüez", "Cataño"), which the table spells without them.
func foldAccent(r rune) rune {
	if r < 0xC0 || r > 0xFF {
		return r
	}
	const from, to = "ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ",
		"AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy"
	i := 0
	for _, f := range from {
		if f == r {
			return rune(to[i])
		}
		i++
	}
	return r
}

// parseTable reads the gzipped TSV made by internal/gen and indexes its cities.
func parseTable(gz []byte) (*table, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, err
	}

	n := bytes.Count(raw, []byte("\n"))
	t := &table{
		places: make([]Place, 0, n),
		zips:   make([]uint32, 0, n),
	}
	zipBytes := make([]byte, 0, 5*n)
	cityNames := map[string]string{} // interned: a city's name is stored once
	for lineNo := 1; len(raw) > 0; lineNo++ {
		var line []byte
		line, raw, _ = bytes.Cut(raw, []byte("\n"))
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		var f [5][]byte
		rest := line
		for i := range f {
			var found bool
			f[i], rest, found = bytes.Cut(rest, []byte("\t"))
			if found != (i < len(f)-1) {
				return nil, fmt.Errorf("line %d: want %d tab-separated fields: %q", lineNo, len(f), line)
			}
		}
		zip, ok := parseZIP(string(f[0]))
		if !ok || len(f[0]) != 5 {
			return nil, fmt.Errorf("line %d: bad ZIP %q", lineNo, f[0])
		}
		if k := len(t.zips); k > 0 && zip <= t.zips[k-1] {
			return nil, fmt.Errorf("line %d: ZIP %s out of order", lineNo, f[0])
		}
		lat, err1 := strconv.ParseFloat(string(f[1]), 64)
		lon, err2 := strconv.ParseFloat(string(f[2]), 64)
		if p := (Point{lat, lon}); err1 != nil || err2 != nil || !p.Valid() {
			return nil, fmt.Errorf("line %d: bad coordinates %q, %q", lineNo, f[1], f[2])
		}
		city, ok := cityNames[string(f[3])]
		if !ok {
			city = string(f[3])
			cityNames[city] = city
		}
		// The state must be a code taxonomy knows, written as the code (not "tx" or "Texas").
		state, ok := taxonomy.StateCode(string(f[4]))
		if !ok || state != string(f[4]) {
			return nil, fmt.Errorf("line %d: bad state %q", lineNo, f[4])
		}
		zipBytes = append(zipBytes, f[0]...)
		t.zips = append(t.zips, zip)
		t.places = append(t.places, Place{City: city, State: state, Lat: lat, Lon: lon})
	}
	// One string holds every ZIP; each Place's ZIP is a slice of it.
	allZIPs := string(zipBytes)
	for i := range t.places {
		t.places[i].ZIP = allZIPs[5*i : 5*i+5]
	}
	t.cities = indexCities(t.places)
	return t, nil
}

// indexCities maps each city (see cityKey) to the index of its most central ZIP.
func indexCities(places []Place) map[string]int32 {
	groups := map[string][]int32{}
	var buf []byte
	for i, p := range places {
		if p.City == "" {
			continue
		}
		key, ok := appendCityKey(append(buf[:0], p.State...), p.City)
		if !ok {
			continue
		}
		buf = key
		groups[string(key)] = append(groups[string(key)], int32(i))
	}
	cities := make(map[string]int32, len(groups))
	var xyz [][3]float64
	for key, idx := range groups {
		if len(idx) <= 2 {
			// The medoid of two is either; take the lower ZIP, as on any tie.
			cities[key] = idx[0]
			continue
		}
		// Chord lengths between unit vectors rank like great-circle distances, for less work.
		xyz = xyz[:0]
		for _, i := range idx {
			xyz = append(xyz, unitVector(places[i].Point()))
		}
		best, bestSum := 0, math.Inf(1)
		for a := range xyz {
			var sum float64
			for b := range xyz {
				dx, dy, dz := xyz[a][0]-xyz[b][0], xyz[a][1]-xyz[b][1], xyz[a][2]-xyz[b][2]
				sum += math.Sqrt(dx*dx + dy*dy + dz*dz)
			}
			if sum < bestSum {
				best, bestSum = a, sum
			}
		}
		cities[key] = idx[best]
	}
	return cities
}

func unitVector(p Point) [3]float64 {
	const rad = math.Pi / 180
	sinLat, cosLat := math.Sincos(p.Lat * rad)
	sinLon, cosLon := math.Sincos(p.Lon * rad)
	return [3]float64{cosLat * cosLon, cosLat * sinLon, sinLat}
}

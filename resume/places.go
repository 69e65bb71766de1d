package resume

import (
	"strings"

	"github.com/recruitd/recruitd/taxonomy"
)

// stateCode reads a state written as a code ("TX"; in capitals, as "tx" in lower case is too
// likely to be something else) or a name or abbreviation ("Texas", "Tex.", "N.Y."), by the
// taxonomy's table of states; canadian is true for a Canadian province.
func stateCode(s string) (code string, canadian bool, ok bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", false, false
	}
	if len(s) == 2 || len(s) == 3 && s[2] == '.' {
		if s[0] < 'A' || s[0] > 'Z' || s[1] < 'A' || s[1] > 'Z' {
			return "", false, false
		}
	}
	if c, ok := taxonomy.StateCode(s); ok && !strings.HasPrefix(strings.ToLower(s), "state:") {
		return c, false, true
	}
	if c, ok := taxonomy.ProvinceCode(s); ok {
		return c, true, true
	}
	return "", false, false
}

// hasState reports whether code is a US state's code in capitals.
func hasState(code string) bool {
	_, ok := usState(code)
	return ok
}

// usState reports whether code is a US state's code, in capitals, and names it.
func usState(code string) (string, bool) {
	if len(code) != 2 || code != strings.ToUpper(code) {
		return "", false
	}
	return taxonomy.StateName(code)
}

// countries maps lower-case ways of writing a country to the name the profile uses, and the
// phone region to parse national numbers in.
var countries = map[string]struct{ name, region string }{
	"usa": {"USA", "US"}, "us": {"USA", "US"}, "u.s.": {"USA", "US"}, "u.s.a.": {"USA", "US"},
	"united states": {"USA", "US"}, "united states of america": {"USA", "US"}, "america": {"USA", "US"},
	"canada": {"Canada", "CA"}, "uk": {"United Kingdom", "GB"}, "u.k.": {"United Kingdom", "GB"},
	"united kingdom": {"United Kingdom", "GB"}, "england": {"United Kingdom", "GB"},
	"great britain": {"United Kingdom", "GB"}, "scotland": {"United Kingdom", "GB"},
	"wales": {"United Kingdom", "GB"}, "ireland": {"Ireland", "IE"}, "india": {"India", "IN"},
	"philippines": {"Philippines", "PH"}, "mexico": {"Mexico", "MX"}, "australia": {"Australia", "AU"},
	"new zealand": {"New Zealand", "NZ"}, "germany": {"Germany", "DE"}, "france": {"France", "FR"},
	"spain": {"Spain", "ES"}, "italy": {"Italy", "IT"}, "netherlands": {"Netherlands", "NL"},
	"nigeria": {"Nigeria", "NG"}, "kenya": {"Kenya", "KE"}, "south africa": {"South Africa", "ZA"},
	"jamaica": {"Jamaica", "JM"}, "brazil": {"Brazil", "BR"}, "china": {"China", "CN"},
	"japan": {"Japan", "JP"}, "singapore": {"Singapore", "SG"}, "pakistan": {"Pakistan", "PK"},
	"united arab emirates": {"United Arab Emirates", "AE"}, "uae": {"United Arab Emirates", "AE"},
	"puerto rico": {"USA", "US"}, "israel": {"Israel", "IL"}, "poland": {"Poland", "PL"},
	"ukraine": {"Ukraine", "UA"}, "egypt": {"Egypt", "EG"}, "ghana": {"Ghana", "GH"},
	"vietnam": {"Vietnam", "VN"}, "colombia": {"Colombia", "CO"}, "argentina": {"Argentina", "AR"},
	"sweden": {"Sweden", "SE"}, "portugal": {"Portugal", "PT"}, "switzerland": {"Switzerland", "CH"},
}

// cityLocation is a place read from a line: "Austin, TX 78701", "123 Main St, Austin, Texas",
// "London, UK".
type cityLocation struct {
	street, city, state, zip, country string
}

// parsePlace reads a place from one field of a line. It accepts "City, ST", "City, ST 12345",
// "City, State", "Street, City, ST ZIP", "City ST 12345", "City, Country" and their variants
// followed by ", USA". It does not guess a place from a lone city name.
func parsePlace(field string) (cityLocation, bool) {
	var loc cityLocation
	// "Kansas City, MO (US)": a country in brackets after the place
	if before, inner, ok := strings.Cut(strings.TrimSpace(field), " ("); ok && strings.HasSuffix(inner, ")") && !strings.Contains(inner, "(") {
		if c, ok := countries[strings.ToLower(strings.TrimSuffix(inner, ")"))]; ok {
			loc.country, field = c.name, before
		}
	}
	f := strings.TrimSpace(strings.Trim(field, " ()[]"))
	if f == "" || len(f) > 120 {
		return cityLocation{}, false
	}
	parts := strings.Split(f, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	// trailing country
	if n := len(parts); n >= 2 {
		if c, ok := countries[strings.ToLower(strings.TrimSuffix(parts[n-1], "."))]; ok {
			loc.country = c.name
			parts = parts[:n-1]
		} else if c, ok := countries[strings.ToLower(parts[n-1])]; ok {
			loc.country = c.name
			parts = parts[:n-1]
		}
	}
	n := len(parts)
	if n == 0 {
		return cityLocation{}, false
	}
	last := parts[n-1]
	// "ST 12345", "State 12345-6789", "ST"
	words := strings.Fields(last)
	if len(words) == 0 {
		return cityLocation{}, false
	}
	// "Fayetteville, NC US": a country code after the state, without a comma
	if k := len(words) - 1; k >= 1 && (words[k] == "US" || words[k] == "USA") {
		loc.country = countries["usa"].name
		words = words[:k]
	}
	if z := words[len(words)-1]; isZip(z) {
		loc.zip = z[:5]
		if len(z) == 10 {
			loc.zip = z
		}
		words = words[:len(words)-1]
	}
	if len(words) == 0 {
		return cityLocation{}, false
	}
	stateWords := 0
	for k := 1; k <= 3 && k <= len(words); k++ {
		if code, can, ok := stateCode(strings.Join(words[len(words)-k:], " ")); ok {
			loc.state, stateWords = code, k
			if can {
				loc.country = "Canada"
			}
		}
	}
	var cityPart string
	switch {
	case stateWords > 0 && stateWords < len(words):
		// "Austin TX 78701" (no comma before the state): needs a ZIP or a code to be sure.
		if loc.zip == "" && len(words[len(words)-stateWords]) != 2 {
			return cityLocation{}, false
		}
		cityPart = strings.Join(words[:len(words)-stateWords], " ")
		if n >= 2 {
			loc.street = strings.Join(parts[:n-1], ", ")
		}
	case stateWords > 0 && n >= 2:
		cityPart = parts[n-2]
		if n >= 3 {
			loc.street = strings.Join(parts[:n-2], ", ")
		}
	case stateWords > 0:
		// a state alone ("Texas") is a place only with a ZIP
		if loc.zip == "" {
			return cityLocation{}, false
		}
	case loc.country != "" && loc.zip == "" && n >= 2 && isCityName(parts[n-2]) && isCityName(parts[n-1]) && loc.country != "USA":
		// "Bologna, Emilia-Romagna, Italy": a city, then its region, then the country
		cityPart, loc.state = parts[n-2], parts[n-1]
		if n >= 3 {
			loc.street = strings.Join(parts[:n-2], ", ")
		}
	case loc.country != "" && loc.zip == "" && n >= 1:
		cityPart = parts[n-1]
		if n >= 2 {
			loc.street = strings.Join(parts[:n-1], ", ")
		}
	default:
		return cityLocation{}, false
	}
	if cityPart != "" {
		// "123 Main St Austin TX" without commas: keep only the capitalised words after the
		// last number as the city.
		if !isCityName(cityPart) {
			ws := strings.Fields(cityPart)
			k := len(ws)
			for k > 0 && isCityName(strings.Join(ws[k-1:], " ")) && len(ws)-k < 3 {
				k--
			}
			if k == len(ws) {
				return cityLocation{}, false
			}
			if loc.street == "" && hasDigit(strings.Join(ws[:k], " ")) {
				loc.street = strings.Join(ws[:k], " ")
			}
			cityPart = strings.Join(ws[k:], " ")
		}
		loc.city = cityPart
	}
	if loc.street != "" && !hasDigit(loc.street) {
		loc.street = "" // text before the city that is not an address
	}
	if loc.country == "" && loc.state != "" {
		loc.country = "USA"
	}
	return loc, true
}

func isZip(s string) bool {
	if len(s) != 5 && len(s) != 10 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if i == 5 {
			if s[i] != '-' {
				return false
			}
			continue
		}
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isCityName reports whether s looks like a city: one to four capitalised words of letters.
func isCityName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	for i, w := range ws {
		lw := strings.ToLower(w)
		if i > 0 && (lw == "of" || lw == "la" || lw == "de" || lw == "del" || lw == "du" || lw == "on" || lw == "upon") {
			continue
		}
		c := w[0]
		if c < 'A' || c > 'Z' {
			return false
		}
		for j := 0; j < len(w); j++ {
			c := w[j]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '.' || c == '\'' || c == '-' || c >= 0x80) {
				return false
			}
		}
		if notNameWords[lw] {
			return false
		}
	}
	return true
}

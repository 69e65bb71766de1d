package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/geo"
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
	// written in their own language, or with the article
	"españa": {"Spain", "ES"}, "deutschland": {"Germany", "DE"}, "italia": {"Italy", "IT"},
	"nederland": {"Netherlands", "NL"}, "the netherlands": {"Netherlands", "NL"}, "polska": {"Poland", "PL"},
	"sverige": {"Sweden", "SE"}, "österreich": {"Austria", "AT"}, "austria": {"Austria", "AT"},
	"belgium": {"Belgium", "BE"}, "belgië": {"Belgium", "BE"}, "belgique": {"Belgium", "BE"},
	"denmark": {"Denmark", "DK"}, "danmark": {"Denmark", "DK"}, "norway": {"Norway", "NO"}, "norge": {"Norway", "NO"},
	"finland": {"Finland", "FI"}, "suomi": {"Finland", "FI"}, "greece": {"Greece", "GR"},
	"czech republic": {"Czech Republic", "CZ"}, "czechia": {"Czech Republic", "CZ"}, "romania": {"Romania", "RO"},
	"hungary": {"Hungary", "HU"}, "turkey": {"Turkey", "TR"}, "türkiye": {"Turkey", "TR"},
	"northern ireland": {"United Kingdom", "GB"}, "nz": {"New Zealand", "NZ"}, "south korea": {"South Korea", "KR"},
	"korea": {"South Korea", "KR"}, "hong kong": {"Hong Kong", "HK"}, "taiwan": {"Taiwan", "TW"},
	"malaysia": {"Malaysia", "MY"}, "thailand": {"Thailand", "TH"}, "indonesia": {"Indonesia", "ID"},
	"saudi arabia": {"Saudi Arabia", "SA"}, "qatar": {"Qatar", "QA"}, "chile": {"Chile", "CL"}, "peru": {"Peru", "PE"},
	"méxico": {"Mexico", "MX"}, "brasil": {"Brazil", "BR"}, "france métropolitaine": {"France", "FR"},
}

// regions maps the lower-case names of other countries' first-level regions, as resumes write
// them after a city without the country ("Bengaluru, Karnataka"), to their country's key in
// countries. Names a US state also bears are left out.
var regions = func() map[string]string {
	m := map[string]string{}
	for country, names := range map[string]string{
		"india": `andhra pradesh|arunachal pradesh|assam|bihar|chhattisgarh|goa|gujarat|haryana|himachal pradesh|
jharkhand|karnataka|kerala|madhya pradesh|maharashtra|manipur|meghalaya|mizoram|nagaland|odisha|punjab|
rajasthan|sikkim|tamil nadu|telangana|tripura|uttar pradesh|uttarakhand|west bengal|delhi|
jammu and kashmir|puducherry|chandigarh`,
		"australia": `new south wales|victoria|queensland|western australia|south australia|tasmania|
australian capital territory|northern territory`,
		"germany": `baden-württemberg|bavaria|bayern|berlin|brandenburg|bremen|hamburg|hesse|hessen|
lower saxony|niedersachsen|mecklenburg-vorpommern|north rhine-westphalia|nordrhein-westfalen|
rhineland-palatinate|rheinland-pfalz|saarland|saxony|sachsen|saxony-anhalt|sachsen-anhalt|
schleswig-holstein|thuringia|thüringen`,
		"italy": `lombardy|lombardia|lazio|campania|sicily|sicilia|veneto|emilia-romagna|piedmont|piemonte|
apulia|puglia|tuscany|toscana|calabria|sardinia|sardegna|liguria|marche|abruzzo|friuli-venezia giulia|
trentino-alto adige|umbria|basilicata|molise|aosta valley|valle d'aosta`,
		// single words that are also common names or US places ("Kent", "Brittany", "Highland")
		// are left out: after a job's title they would read as a place
		"united kingdom": `greater london|greater manchester|west yorkshire|south yorkshire|north yorkshire|
east riding of yorkshire|merseyside|west midlands|tyne and wear|lancashire|cheshire|
hampshire|cambridgeshire|oxfordshire|berkshire|
buckinghamshire|hertfordshire|bedfordshire|northamptonshire|leicestershire|nottinghamshire|derbyshire|
lincolnshire|staffordshire|shropshire|warwickshire|worcestershire|gloucestershire|wiltshire|east sussex|
west sussex|county durham|northumberland|cumbria|herefordshire|isle of wight|
midlothian|lanarkshire|aberdeenshire|perth and kinross|gwynedd|powys|county antrim|county down`,
		"netherlands": `noord-holland|zuid-holland|noord-brabant|gelderland|overijssel|limburg|friesland|
fryslân|groningen|drenthe|flevoland|zeeland`,
		"poland": `mazowieckie|małopolskie|śląskie|wielkopolskie|dolnośląskie|łódzkie|pomorskie|lubelskie|
podkarpackie|kujawsko-pomorskie|zachodniopomorskie|warmińsko-mazurskie|świętokrzyskie|podlaskie|lubuskie|
opolskie|masovia|masovian voivodeship|lesser poland|silesia|greater poland|lower silesia|pomerania`,
		"spain": `cataluña|catalunya|catalonia|andalucía|andalusia|comunidad de madrid|community of madrid|
país vasco|basque country|castilla y león|castilla-la mancha|comunitat valenciana|
valencian community|aragón|asturias|cantabria|extremadura|islas baleares|
balearic islands|canarias|canary islands|la rioja`,
		"france": `île-de-france|ile-de-france|auvergne-rhône-alpes|provence-alpes-côte d'azur|occitanie|
nouvelle-aquitaine|hauts-de-france|grand est|bretagne|normandie|pays de la loire|
centre-val de loire|bourgogne-franche-comté|corse|corsica`,
		"ireland": `co. dublin|county dublin|co. cork|county cork|co. galway|county galway|co. kerry|county kerry|
co. limerick|county limerick|co. mayo|county mayo|co. kildare|county kildare|co. wicklow|county wicklow|
co. meath|county meath|co. clare|county clare|co. donegal|county donegal|co. waterford|county waterford|
co. tipperary|county tipperary|co. wexford|county wexford|co. kilkenny|county kilkenny|co. louth|county louth|
co. sligo|county sligo|co. westmeath|county westmeath|co. offaly|county offaly|co. laois|county laois`,
	} {
		for _, n := range strings.Split(names, "|") {
			m[strings.TrimSpace(n)] = country
		}
	}
	return m
}()

// cityLocation is a place read from a line: "Austin, TX 78701", "123 Main St, Austin, Texas",
// "London, UK".
type cityLocation struct {
	street, city, state, zip, country string
	// lead is the text before the city in its part, neither street nor city
	// ("Puget Sound Rehabilitation Hospital" in "... Hospital Seattle, WA")
	lead string
}

// parsePlace reads a place from one field of a line. It accepts "City, ST", "City, ST 12345",
// "City, State", "Street, City, ST ZIP", "City ST 12345", "City, Country" and their variants
// followed by ", USA". It does not guess a place from a lone city name.
func parsePlace(field string) (cityLocation, bool) {
	if loc, ok := zipFirstPlace(field); ok {
		return loc, true
	}
	if loc, ok := lowerCasePlace(field); ok {
		return loc, true
	}
	var loc cityLocation
	// "Kansas City, MO (US)", "Gary (US), IN": a country in brackets after the place or after
	// its city
	if m := bracketCountryRE.FindStringSubmatchIndex(field); m != nil {
		if c, ok := countries[strings.ToLower(field[m[2]:m[3]])]; ok {
			rest := field[m[1]:]
			if strings.HasSuffix(field[:m[1]], ",") {
				rest = "," + rest
			}
			loc.country, field = c.name, field[:m[0]]+rest
		}
	}
	f := strings.TrimSpace(strings.Trim(placeForms(field), " ()[]"))
	if f == "" || len(f) > 120 {
		return cityLocation{}, false
	}
	parts := strings.Split(f, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	// "Spokane, WA, US, 99202": the postcode after the country, as JSON Resume's location
	// (city, region, countryCode, postalCode) prints it; read as "Spokane, WA, 99202, US"
	if n := len(parts); n >= 3 && isDigits(strings.ReplaceAll(parts[n-1], "-", "")) && len(parts[n-1]) >= 4 {
		if _, ok := countries[strings.ToLower(strings.TrimSuffix(parts[n-2], "."))]; ok {
			parts[n-2], parts[n-1] = parts[n-1], parts[n-2]
		}
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
	parts = zipToState(parts)
	// "Bengaluru, Karnataka 560001": a region's name, then the postcode (set once the region
	// is read)
	regionZip := ""
	if k := len(parts) - 1; k >= 1 {
		if ws := strings.Fields(parts[k]); len(ws) >= 2 && isDigits(ws[len(ws)-1]) && len(ws[len(ws)-1]) >= 4 {
			if r := strings.Join(ws[:len(ws)-1], " "); regions[strings.ToLower(r)] != "" {
				regionZip, parts[k] = ws[len(ws)-1], r
			}
		}
	}
	if au, ok := australianPlace(parts, loc.country); ok {
		return au, true
	}
	if intl, ok := postcodePlace(parts, loc.country); ok {
		return intl, true
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
	if k := len(words); k >= 3 && canadianPostalRE.MatchString(words[k-2]+" "+words[k-1]) {
		loc.zip = words[k-2] + " " + words[k-1] // "Montréal, QC H2J 2K8"
		words = words[:k-2]
	} else if z := words[len(words)-1]; isZip(z) {
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
		// "Austin TX 78701" (no comma before the state): needs a ZIP, or a code and a city
		// the gazetteer knows there ("TRAUMA CT" in a tagline is no place)
		cityPart = strings.Join(words[:len(words)-stateWords], " ")
		if loc.zip == "" && loc.country == "" && !knownCity(cityPart, loc.state) {
			return cityLocation{}, false
		}
		if loc.zip == "" && loc.country != "" && len(words[len(words)-stateWords]) != 2 {
			return cityLocation{}, false
		}
		if n >= 2 {
			loc.street = strings.Join(parts[:n-1], ", ")
		}
	case stateWords > 0 && n >= 2:
		cityPart = parts[n-2]
		if n >= 3 {
			loc.street = strings.Join(parts[:n-2], ", ")
		}
	case stateWords > 0:
		// a state alone ("Texas") is a place only with a ZIP, or with its country written
		// after it ("New Mexico, United States")
		if loc.zip == "" && (loc.country == "" || n != 1 || len(strings.Fields(f)) == 1) {
			return cityLocation{}, false
		}
	case loc.country != "" && n >= 2 && regions[strings.ToLower(parts[n-1])] != "" && !isCityName(parts[n-2]):
		// "560001, Karnataka, India": a region with no city before it (a city-state alone,
		// "Hamburg, Germany", is the city)
		loc.state = parts[n-1]
	case loc.zip == "" && n >= 2 && regions[strings.ToLower(parts[n-1])] != "" && isCityName(parts[n-2]) &&
		len(strings.Fields(parts[n-2])) <= 3 && !strings.Contains(parts[n-2], ".") &&
		(loc.country == "" || loc.country == countries[regions[strings.ToLower(parts[n-1])]].name):
		// "Bengaluru, Karnataka": a city (a short name, not "Acme Semiconductor Inc."), then a
		// region the table names, the country unwritten
		cityPart, loc.state = parts[n-2], parts[n-1]
		loc.country = countries[regions[strings.ToLower(parts[n-1])]].name
		if n >= 3 {
			loc.street = strings.Join(parts[:n-2], ", ")
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
	if regionZip != "" && loc.zip == "" {
		loc.zip = regionZip
	}
	if cityPart != "" {
		// "123 Main St Austin TX" without commas: keep only the capitalised words after the
		// last number as the city.
		if !isCityName(cityPart) && !(cityWords(cityPart) && knownCity(cityPart, loc.state)) {
			ws := strings.Fields(cityPart)
			k := len(ws)
			for k > 0 && isCityName(strings.Join(ws[k-1:], " ")) && len(ws)-k < 3 {
				k--
			}
			if k == len(ws) {
				return cityLocation{}, false
			}
			// the gazetteer knows where the city starts: "... Rehabilitation Hospital Seattle"
			for j := len(ws) - 1; j >= k; j-- {
				if knownCity(strings.Join(ws[j:], " "), loc.state) {
					k = j
				}
			}
			switch before := strings.Join(ws[:k], " "); {
			case loc.street == "" && hasDigit(before):
				loc.street = before
			case !hasDigit(before):
				loc.lead = before
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

// bracketCountryRE is a bracketed word or two ending a place or its city: "(US)", "(United
// States)".
// placeForms rewrites the ways of writing a place that the comma-separated reading below does
// not take into "City, ST" form: a state in brackets or after a spaced dash ("Austin (TX)",
// "Austin – TX") where the gazetteer knows the city there, a state code in title case
// ("Austin, Tx") likewise, and a note in brackets after the place ("Austin, TX (open to
// relocation)"), which is dropped.
func placeForms(field string) string {
	f := strings.TrimSpace(field)
	if m := placeNoteRE.FindStringSubmatchIndex(f); m != nil {
		inner := f[m[2]:m[3]]
		if _, isCountry := countries[strings.ToLower(inner)]; !isCountry {
			if _, _, isState := stateCode(inner); !isState {
				f = strings.TrimSpace(f[:m[0]])
			}
		}
	}
	if m := placeStateAfterRE.FindStringSubmatch(f); m != nil {
		city, st := strings.TrimSpace(m[1]), strings.TrimSpace(m[2]+m[3]+m[4])
		if len(st) == 2 {
			st = strings.ToUpper(st)
		}
		if code, _, ok := stateCode(st); ok && knownCity(city, code) {
			return city + ", " + st
		}
	}
	return f
}

// placeNoteRE is a note in brackets after a place, holding a word in lower case.
var placeNoteRE = regexp.MustCompile(`\s*\(([^()]*\b[a-z][^()]*)\)\s*$`)

// placeStateAfterRE is a city, then its state in brackets, after a spaced dash, or after a
// comma as a code in title case.
var placeStateAfterRE = regexp.MustCompile(`^([^,()–—]+?)(?:\s*\(([A-Za-z][A-Za-z .]+)\)|\s+[-–—]\s+([A-Z][A-Za-z .]+)|,\s*([A-Z][a-z]))$`)

// australianStates are the abbreviations of Australia's states and territories.
var australianStates = setOf(`NSW VIC QLD WA SA TAS ACT NT`)

// australianPlace reads an Australian address's last part, "Sydney NSW 2000": the city, the
// state's abbreviation and a four-digit postcode (or the country written after it, "Sydney
// NSW, Australia"). The state is kept as printed.
func australianPlace(parts []string, country string) (cityLocation, bool) {
	n := len(parts)
	if n == 0 || country != "" && country != "Australia" {
		return cityLocation{}, false
	}
	words := strings.Fields(parts[n-1])
	var loc cityLocation
	if k := len(words); k >= 3 && len(words[k-1]) == 4 && !strings.ContainsFunc(words[k-1], func(r rune) bool { return r < '0' || r > '9' }) {
		loc.zip, words = words[k-1], words[:k-1]
	}
	k := len(words)
	if k < 2 || !australianStates[words[k-1]] || loc.zip == "" && country == "" {
		return cityLocation{}, false
	}
	city := strings.Join(words[:k-1], " ")
	if !isCityName(city) {
		return cityLocation{}, false
	}
	loc.city, loc.state, loc.country = city, words[k-1], "Australia"
	if n >= 2 && hasDigit(parts[n-2]) {
		loc.street = strings.Join(parts[:n-1], ", ")
	}
	return loc, true
}

// Postcodes outside the US, written before the city ("00-950 Warszawa", "1012 AB Amsterdam",
// "75001 Paris", "114 55 Stockholm") or after it ("Auckland 1010", "Mumbai 400001", "London
// SW1A 1AA").
var (
	postcodeBeforeRE = regexp.MustCompile(`^(\d{2}-\d{3}|\d{4} ?[A-Z]{2}|\d{3} \d{2}|\d{4,6})\s+(\S.*)$`)
	postcodeAfterRE  = regexp.MustCompile(`^(.*\S)\s+(\d{4,6}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|(?:[A-Z]\d{2}|D6W) [A-Z\d]{4})$`)
	eircodeRE        = regexp.MustCompile(`^(?:[A-Z]\d{2}|D6W) [A-Z\d]{4}$`)
	dublinDistrictRE = regexp.MustCompile(`^\p{Lu}\pL+ \d{1,2}[Ww]?$`)
	ukPostcodeRE     = regexp.MustCompile(`^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$`)
	// distinctPostcodeRE are the shapes no year or house number takes: read without a country
	distinctPostcodeRE = regexp.MustCompile(`^(\d{2}-\d{3}|\d{4} ?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|(?:[A-Z]\d{2}|D6W) [A-Z\d]{4})$`)
)

// postcodePlace reads a place whose last part holds a city and a postcode outside the US:
// where the country is written and is not the US, or where the postcode's shape is one no US
// address or year takes ("00-950 Warszawa", "1012 AB Amsterdam", "London SW1A 1AA"). An
// Italian province code after the city ("40121 Bologna BO") is not part of its name.
func postcodePlace(parts []string, country string) (cityLocation, bool) {
	n := len(parts)
	if n == 0 || country == "USA" || country == "Canada" || country == "Australia" {
		return cityLocation{}, false
	}
	last := parts[n-1]
	var city, zip, region string
	before := false
	switch {
	case n >= 2 && ukPostcodeRE.MatchString(last):
		// "12 High Street, London, E1 6AN": the postcode a field of its own
		city, zip, parts, n = parts[n-2], last, parts[:n-1], n-1
	case postcodeBeforeRE.MatchString(last):
		m := postcodeBeforeRE.FindStringSubmatch(last)
		city, zip, before = m[2], m[1], true
	case postcodeAfterRE.MatchString(last):
		m := postcodeAfterRE.FindStringSubmatch(last)
		city, zip = m[1], m[2]
		if (ukPostcodeRE.MatchString(zip) || eircodeRE.MatchString(zip)) && n >= 2 && !hasDigit(parts[n-2]) && isCityName(parts[n-2]) {
			// "Salford, Greater Manchester M6 8HD", "Ballincollig, Co. Cork P31 X2E5": the
			// town, then its county before the postcode
			region, city = city, parts[n-2]
			parts, n = parts[:n-1], n-1
		}
	case country == "Ireland" && dublinDistrictRE.MatchString(last):
		city = strings.TrimSpace(last[:strings.LastIndexByte(last, ' ')]) // "Dublin 2"
	default:
		return cityLocation{}, false
	}
	// a postcode before the city after a street with its number ("Rue de Rivoli 10, 75001
	// Paris") is no US form either: a ZIP follows the state
	streetBefore := before && n >= 2 && hasDigit(parts[n-2])
	if country == "" && zip != "" && !distinctPostcodeRE.MatchString(zip) && !ukPostcodeRE.MatchString(zip) && !streetBefore {
		return cityLocation{}, false
	}
	// a province's code after the city ("40121 Bologna BO", "20121 Milano MI")
	if ws := strings.Fields(city); (country == "Italy" || before) && len(ws) >= 2 && len(ws[len(ws)-1]) == 2 && isAllCaps(ws[len(ws)-1]) {
		city = strings.Join(ws[:len(ws)-1], " ")
	}
	if !isCityName(city) {
		return cityLocation{}, false
	}
	loc := cityLocation{city: city, state: region, zip: zip, country: country}
	if loc.country == "" {
		loc.country = postcodeCountry(zip)
	}
	if n >= 2 && hasDigit(parts[n-2]) {
		loc.street = strings.Join(parts[:n-1], ", ")
	}
	return loc, true
}

// postcodeCountry names the country a postcode of a distinct shape belongs to.
func postcodeCountry(zip string) string {
	switch {
	case ukPostcodeRE.MatchString(zip):
		return "United Kingdom"
	case eircodeRE.MatchString(zip):
		return "Ireland"
	case len(zip) == 6 && zip[2] == '-':
		return "Poland"
	case distinctPostcodeRE.MatchString(zip):
		return "Netherlands" // "1012 AB"
	default:
		return "" // "75001 Paris" after a street: a country the postcode does not name
	}
}

// zipToState moves a ZIP written as a field of its own next to the state ("Austin, 78701, TX",
// "Austin, TX, 78701") into the state's field, where the reading below looks for it.
func zipToState(parts []string) []string {
	n := len(parts)
	isState := func(s string) bool { _, _, ok := stateCode(s); return ok }
	switch {
	case n >= 3 && isZip(parts[n-2]) && isState(parts[n-1]):
		return append(parts[:n-2:n-2], parts[n-1]+" "+parts[n-2])
	case n >= 3 && isZip(parts[n-1]) && isState(parts[n-2]):
		return append(parts[:n-2:n-2], parts[n-2]+" "+parts[n-1])
	}
	return parts
}

var bracketCountryRE = regexp.MustCompile(`\s*\(([A-Za-z][A-Za-z .]{1,30})\)\s*(?:$|,)`)

// canadianPostalRE is a Canadian postal code: "H2J 2K8".
var canadianPostalRE = regexp.MustCompile(`^[A-Z]\d[A-Z] \d[A-Z]\d$`)

// zipPlaceRE is a place led by its ZIP: "60614 (Chicago, IL)", "77008 (houston, tx)".
var zipPlaceRE = regexp.MustCompile(`^\s*(\d{5}(?:-\d{4})?)\s*\(([^()]+)\)\s*$`)

// zipFirstPlace reads a place written ZIP first, the city and state after it in brackets.
func zipFirstPlace(field string) (cityLocation, bool) {
	m := zipPlaceRE.FindStringSubmatch(field)
	if m == nil {
		return cityLocation{}, false
	}
	loc, ok := parsePlace(m[2])
	if !ok || loc.zip != "" || loc.city == "" {
		return cityLocation{}, false
	}
	loc.zip = m[1]
	return loc, true
}

// lowerCasePlace reads a place written all in lower case, with or without a comma before the
// state: "chicago, il 60657", "glendale az 85301", "jamaica plain, ma". A two-letter word in
// lower case is as often a word as a state ("in", "or", "me"), so the gazetteer must confirm
// it: the ZIP is in that state, or, with no ZIP, the city is.
func lowerCasePlace(field string) (cityLocation, bool) {
	f := strings.TrimSpace(field)
	if f == "" || strings.IndexFunc(f, unicode.IsUpper) >= 0 || strings.IndexFunc(f, unicode.IsLetter) < 0 {
		return cityLocation{}, false
	}
	words := strings.Fields(strings.ReplaceAll(f, ",", " , "))
	var loc cityLocation
	if n := len(words); n > 0 && isZip(words[n-1]) {
		loc.zip, words = words[n-1], words[:n-1]
	}
	for len(words) > 0 && words[len(words)-1] == "," {
		words = words[:len(words)-1]
	}
	for k := min(3, len(words)-1); k >= 1; k-- {
		code, ok := taxonomy.StateCode(strings.Join(words[len(words)-k:], " "))
		if !ok {
			continue
		}
		city := strings.TrimSpace(strings.TrimSuffix(strings.Join(words[:len(words)-k], " "), ","))
		city = strings.ReplaceAll(city, " ,", ",")
		if strings.Contains(city, ",") || !isCityName(titleWords(city)) {
			return cityLocation{}, false
		}
		if z, ok := geo.LookupZIP(loc.zip); loc.zip != "" && (!ok || z.State != code) || loc.zip == "" && !knownCity(city, code) {
			return cityLocation{}, false
		}
		loc.city, loc.state, loc.country = city, code, "USA"
		return loc, true
	}
	return cityLocation{}, false
}

// knownCity reports whether the gazetteer knows city in the US state code.
func knownCity(city, code string) bool {
	if _, ok := usState(code); !ok {
		return false
	}
	_, ok := geo.LookupCity(city, code)
	return ok
}

// usCityAnywhere reports whether the gazetteer knows a US city of that name in some state.
func usCityAnywhere(city string) bool {
	for _, code := range stateCodes {
		if _, ok := geo.LookupCity(city, code); ok {
			return true
		}
	}
	return false
}

// stateCodes are the states' codes, read from the taxonomy once.
var stateCodes = taxonomy.StateCodes()

// cityWords reports whether s is words of letters (with dots, apostrophes and hyphens), as
// a city's name is; an icon before it is not part of it.
func cityWords(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && r != ' ' && r != '.' && r != '\'' && r != '-'
	}) < 0
}

// titleWords capitalises each word's first letter: the shape isCityName reads.
func titleWords(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		r, n := utf8.DecodeRuneInString(w)
		ws[i] = string(unicode.ToUpper(r)) + w[n:]
	}
	return strings.Join(ws, " ")
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
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
			return false // "Łódź", "Örebro": a capital outside ASCII starts a city too
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

// isDigits reports a non-empty string of ASCII digits.
func isDigits(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
}

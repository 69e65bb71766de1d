package taxonomy

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

type state struct {
	code string
	name string
	// names are further names FindStates and StateCode accept.
	names []string
	// abbrevs are the AP-style abbreviations people write in addresses
	// ("Calif.", "Tex."), accepted by StateCode only: in running text too
	// many are words ("Miss.", "Ill.", "Ind.").
	abbrevs []string
}

var states = []state{
	{code: "AL", name: "Alabama", abbrevs: []string{"Ala"}},
	{code: "AK", name: "Alaska"},
	{code: "AZ", name: "Arizona", abbrevs: []string{"Ariz"}},
	{code: "AR", name: "Arkansas", abbrevs: []string{"Ark"}},
	{code: "CA", name: "California", abbrevs: []string{"Cal", "Calif"}},
	{code: "CO", name: "Colorado", abbrevs: []string{"Colo"}},
	{code: "CT", name: "Connecticut", abbrevs: []string{"Conn"}},
	{code: "DE", name: "Delaware", abbrevs: []string{"Del"}},
	{code: "DC", name: "District of Columbia", names: []string{"Washington, D.C.", "Washington D.C.", "Washington DC", "Washington, DC", "D.C."}},
	{code: "FL", name: "Florida", abbrevs: []string{"Fla"}},
	{code: "GA", name: "Georgia"},
	{code: "HI", name: "Hawaii", names: []string{"Hawai'i", "Hawaiʻi"}},
	{code: "ID", name: "Idaho"},
	{code: "IL", name: "Illinois", abbrevs: []string{"Ill"}},
	{code: "IN", name: "Indiana", abbrevs: []string{"Ind"}},
	{code: "IA", name: "Iowa"},
	{code: "KS", name: "Kansas", abbrevs: []string{"Kan", "Kans"}},
	{code: "KY", name: "Kentucky"},
	{code: "LA", name: "Louisiana"},
	{code: "ME", name: "Maine"},
	{code: "MD", name: "Maryland"},
	{code: "MA", name: "Massachusetts", abbrevs: []string{"Mass"}},
	{code: "MI", name: "Michigan", abbrevs: []string{"Mich"}},
	{code: "MN", name: "Minnesota", abbrevs: []string{"Minn"}},
	{code: "MS", name: "Mississippi", abbrevs: []string{"Miss"}},
	{code: "MO", name: "Missouri"},
	{code: "MT", name: "Montana", abbrevs: []string{"Mont"}},
	{code: "NE", name: "Nebraska", abbrevs: []string{"Neb", "Nebr"}},
	{code: "NV", name: "Nevada", abbrevs: []string{"Nev"}},
	{code: "NH", name: "New Hampshire"},
	{code: "NJ", name: "New Jersey"},
	{code: "NM", name: "New Mexico"},
	{code: "NY", name: "New York", names: []string{"NYS", "New York State"}},
	{code: "NC", name: "North Carolina", abbrevs: []string{"N Car"}},
	{code: "ND", name: "North Dakota", abbrevs: []string{"N Dak"}},
	{code: "OH", name: "Ohio"},
	{code: "OK", name: "Oklahoma", abbrevs: []string{"Okla"}},
	{code: "OR", name: "Oregon", abbrevs: []string{"Ore", "Oreg"}},
	{code: "PA", name: "Pennsylvania", abbrevs: []string{"Penn", "Penna"}},
	{code: "RI", name: "Rhode Island"},
	{code: "SC", name: "South Carolina", abbrevs: []string{"S Car"}},
	{code: "SD", name: "South Dakota", abbrevs: []string{"S Dak"}},
	{code: "TN", name: "Tennessee", abbrevs: []string{"Tenn"}},
	{code: "TX", name: "Texas", abbrevs: []string{"Tex"}},
	{code: "UT", name: "Utah"},
	{code: "VT", name: "Vermont"},
	{code: "VA", name: "Virginia"},
	{code: "WA", name: "Washington", abbrevs: []string{"Wash"}},
	{code: "WV", name: "West Virginia", abbrevs: []string{"W Va"}},
	{code: "WI", name: "Wisconsin", abbrevs: []string{"Wis", "Wisc"}},
	{code: "WY", name: "Wyoming", abbrevs: []string{"Wyo"}},
	{code: "PR", name: "Puerto Rico"},
	{code: "GU", name: "Guam"},
	{code: "VI", name: "U.S. Virgin Islands", names: []string{"US Virgin Islands", "United States Virgin Islands", "Virgin Islands", "USVI"}},
	{code: "AS", name: "American Samoa"},
	{code: "MP", name: "Northern Mariana Islands", names: []string{"CNMI"}},
	// The freely associated states: not US territories, but in the US postal
	// system, with ZIP codes and postal codes.
	{code: "FM", name: "Federated States of Micronesia", names: []string{"Micronesia"}},
	{code: "MH", name: "Marshall Islands"},
	{code: "PW", name: "Palau"},
}

// codesNotFound are the postal codes FindStates does not look for: in text
// they are nearly always words or abbreviations: "AS", "MP", "FM" (radio),
// "MH" (mental health), "PW" (password). StateCode still accepts them.
var codesNotFound = []string{"AS", "MP", "FM", "MH", "PW"}

func stateConcepts() []Concept {
	out := make([]Concept, 0, len(states))
	for _, s := range states {
		c := Concept{ID: ID("state:" + s.code), Name: s.name, Aliases: []string{s.name}}
		c.Aliases = append(c.Aliases, s.names...)
		if !slices.Contains(codesNotFound, s.code) {
			c.Aliases = append(c.Aliases, s.code)
		}
		out = append(out, c)
	}
	return out
}

// isStateCode reports whether s is a postal code as written in an address:
// two capitals.
func isStateCode(s string) bool {
	code, ok := StateCode(s)
	return ok && code == s
}

// stateIndex maps every accepted spelling, normalised by stateKey, to its code.
var stateIndex = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, s := range states {
		for _, n := range append([]string{s.code, s.name}, append(s.names, s.abbrevs...)...) {
			m[stateKey(n)] = s.code
		}
		m[stateKey("state:"+s.code)] = s.code
	}
	return m
})

// stateKeyReplacer drops full stops, reads commas as spaces and curly
// apostrophes as straight ones.
var stateKeyReplacer = strings.NewReplacer(".", "", ",", " ", "\u2019", "'")

// stateKey folds case, full stops, commas and runs of spaces, so "N.Y.",
// "ny" and "New  York" all find their state.
func stateKey(s string) string {
	s = strings.ToLower(s)
	s = stateKeyReplacer.Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// appendASCIIStateKey appends stateKey(s) to dst without allocating when s is
// ASCII (ok is false otherwise, and dst is then of no use). It must fold
// exactly as stateKey does; TestStateKeyASCII checks that it does.
func appendASCIIStateKey(dst []byte, s string) (key []byte, ok bool) {
	start := len(dst)
	space := false // a separator is pending: written before the next byte kept
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			return dst, false
		case c == '.':
			continue
		case c == ',' || c == ' ' || '\t' <= c && c <= '\r':
			space = true
			continue
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		if space && len(dst) > start {
			dst = append(dst, ' ')
		}
		space = false
		dst = append(dst, c)
	}
	return dst, true
}

// StateCode returns the two-letter postal code of a US state, the District of
// Columbia, a territory or a freely associated state (FM, MH, PW), given its
// code, name, AP abbreviation or ID in any case: "Texas", "tx", "Tex." and
// "state:TX" all give "TX". The Armed Forces codes AA, AE and AP are not
// states. It does not allocate for ASCII input of up to 64 bytes.
func StateCode(s string) (string, bool) {
	index := stateIndex()
	if len(s) <= 64 {
		var buf [64]byte
		if key, ok := appendASCIIStateKey(buf[:0], s); ok {
			code, ok := index[string(key)]
			return code, ok
		}
	}
	code, ok := index[stateKey(s)]
	return code, ok
}

// StateName returns the name of a state, district, territory or freely associated state
// given as StateCode accepts it: "TX" and "Tex." give "Texas".
func StateName(s string) (string, bool) {
	code, ok := StateCode(s)
	if !ok {
		return "", false
	}
	for _, st := range states {
		if st.code == code {
			return st.name, true
		}
	}
	return "", false
}

// provinces are Canada's provinces and territories, which resumes write as US addresses
// write states ("Toronto, ON").
var provinces = []state{
	{code: "AB", name: "Alberta"}, {code: "BC", name: "British Columbia"},
	{code: "MB", name: "Manitoba"}, {code: "NB", name: "New Brunswick"},
	{code: "NL", name: "Newfoundland and Labrador"}, {code: "NS", name: "Nova Scotia"},
	{code: "NT", name: "Northwest Territories"}, {code: "NU", name: "Nunavut"},
	{code: "ON", name: "Ontario"}, {code: "PE", name: "Prince Edward Island"},
	{code: "QC", name: "Quebec"}, {code: "SK", name: "Saskatchewan"}, {code: "YT", name: "Yukon"},
}

var provinceIndex = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, p := range provinces {
		m[stateKey(p.code)] = p.code
		m[stateKey(p.name)] = p.code
	}
	return m
})

// ProvinceCode returns the two-letter code of a Canadian province or territory given its code
// or name in any case: "Ontario" and "on" give "ON".
func ProvinceCode(s string) (string, bool) {
	code, ok := provinceIndex()[stateKey(s)]
	return code, ok
}

// ProvinceName returns the name of a Canadian province or territory given as ProvinceCode
// accepts it: "ON" gives "Ontario".
func ProvinceName(s string) (string, bool) {
	code, ok := ProvinceCode(s)
	if !ok {
		return "", false
	}
	for _, p := range provinces {
		if p.code == code {
			return p.name, true
		}
	}
	return "", false
}

type compactStatus int

const (
	// compactFull: residents can hold a multistate licence, and holders of
	// other members' multistate licences may practise there.
	compactFull compactStatus = iota + 1
	// compactHonoursOnly: a partial implementation that honours other members'
	// multistate licences but does not yet issue its own.
	compactHonoursOnly
)

// nurseCompact lists the jurisdictions of the Nurse Licensure Compact for RN
// and LPN/VN licences, as implemented.
//
// Last checked 2026-11-21 against public summaries of the NCSBN compact map
// (43 jurisdictions enacted, 40 fully implemented, as of mid-2026; Pennsylvania
// fully implemented July 2025, Connecticut October 2025). Enacted but not yet
// implemented, so they neither issue nor honour multistate licences and are
// deliberately absent: Massachusetts (enacted November 2024) and the US Virgin
// Islands (enacted December 2021). Update this table when NCSBN announces an
// implementation; nothing else in the code names a compact state.
var nurseCompact = map[string]compactStatus{
	"AL": compactFull, "AZ": compactFull, "AR": compactFull, "CO": compactFull,
	"CT": compactFull, "DE": compactFull, "FL": compactFull, "GA": compactFull,
	"ID": compactFull, "IN": compactFull, "IA": compactFull, "KS": compactFull,
	"KY": compactFull, "LA": compactFull, "ME": compactFull, "MD": compactFull,
	"MS": compactFull, "MO": compactFull, "MT": compactFull, "NE": compactFull,
	"NH": compactFull, "NJ": compactFull, "NM": compactFull, "NC": compactFull,
	"ND": compactFull, "OH": compactFull, "OK": compactFull, "PA": compactFull,
	"RI": compactFull, "SC": compactFull, "SD": compactFull, "TN": compactFull,
	"TX": compactFull, "UT": compactFull, "VT": compactFull, "VA": compactFull,
	"WA": compactFull, "WV": compactFull, "WI": compactFull, "WY": compactFull,
	// Guam honours multistate licences, but its residents cannot yet obtain one.
	"GU": compactHonoursOnly,
}

// compactLicenses are the licences the Nurse Licensure Compact covers. APRN
// licences are not among them: the separate APRN Compact is not in effect.
var compactLicenses = []ID{"license:rn", "license:lpn"}

// InNurseCompact reports whether a nurse holding another member's multistate
// RN or LPN/VN licence may practise in state (a code or name, as StateCode).
func InNurseCompact(state string) bool {
	code, ok := StateCode(state)
	return ok && nurseCompact[code] != 0
}

// LicenseValidIn reports whether license, issued by state issued, authorises
// practice in state practice. A licence is valid where it was issued. A
// multistate RN or LPN/VN licence is also valid in every state that honours
// the Nurse Licensure Compact, provided the issuing state is a member that
// issues multistate licences. Other licences, and states StateCode does not
// know, are valid nowhere else. Interstate compacts of other professions (PT,
// EMS, physicians' IMLC) grant privileges that need a separate application and
// are not modelled.
func LicenseValidIn(license ID, issued, practice string, multistate bool) bool {
	from, ok := StateCode(issued)
	if !ok {
		return false
	}
	to, ok := StateCode(practice)
	if !ok {
		return false
	}
	if from == to {
		return true
	}
	return multistate && slices.Contains(compactLicenses, license) &&
		nurseCompact[from] == compactFull && nurseCompact[to] != 0
}

// LicensedStates returns the codes of every state where license, issued by
// state issued, authorises practice (see LicenseValidIn), sorted, or nil when
// issued is not a state. The indexer stores these so a job's licensure-state
// filter finds compact nurses licensed elsewhere.
func LicensedStates(license ID, issued string, multistate bool) []string {
	from, ok := StateCode(issued)
	if !ok {
		return nil
	}
	out := []string{from}
	// LicenseValidIn for every other state, read off the compact's table.
	if multistate && slices.Contains(compactLicenses, license) && nurseCompact[from] == compactFull {
		for _, s := range states {
			if s.code != from && nurseCompact[s.code] != 0 {
				out = append(out, s.code)
			}
		}
	}
	slices.Sort(out)
	return out
}

// MultistateValidIn reports whether a multistate license, whichever member
// of the Nurse Licensure Compact issued it, authorises practice in state
// practice: the licence is one the compact covers and practice honours it.
func MultistateValidIn(license ID, practice string) bool {
	to, ok := StateCode(practice)
	return ok && slices.Contains(compactLicenses, license) && nurseCompact[to] != 0
}

// IssuesMultistate reports whether state issues multistate licences of
// license: a licence from there may be multistate, one from elsewhere never
// is.
func IssuesMultistate(license ID, state string) bool {
	from, ok := StateCode(state)
	return ok && slices.Contains(compactLicenses, license) && nurseCompact[from] == compactFull
}

// StateCodes are the two-letter codes of the table's states, the District of Columbia and the
// territories, in the table's order.
func StateCodes() []string {
	codes := make([]string, len(states))
	for i, st := range states {
		codes[i] = st.code
	}
	return codes
}

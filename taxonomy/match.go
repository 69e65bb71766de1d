package taxonomy

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/internal/ascii"
)

// Match is one mention of a concept in a text.
type Match struct {
	ID ID
	// Start and End are byte offsets into the searched text, so that
	// text[Start:End] == Text.
	Start, End int
	// Text is the mention exactly as written, for quoting as evidence.
	Text string
}

// Find returns every concept mentioned in text, in order of position.
//
// Matching works on words, so "pt" inside "apt" is not physical therapy, and
// takes the longest phrase at each position: "Nurse Practitioner" is the nurse
// practitioner, not a nurse. Abbreviations written in capitals match only in
// capitals ("OR" is the operating room, "or" is not). Where one phrase names
// several concepts, each gets its own Match with the same span: "PA-C" is both
// the physician assistant profession and the NCCPA certification.
//
// A bare title such as "RN" or "Registered Nurse" yields the profession only;
// licence IDs come from licence wording ("RN license", "compact license").
// Concept.Requires says which licences a title implies, for consumers that
// want to count the title as (unverified) evidence of the licence.
//
// Names that are everyday words even when capitalised ("Go", "Swift",
// "React") are found only as items of a list ("Skills: Go, Python"), their
// unambiguous forms ("Golang", "React.js") anywhere. Known non-mentions such
// as "FT/PT" and "emergency contact" are skipped whole.
//
// Find never reports states: two-letter codes collide with words and
// abbreviations ("OR", "IN", "PA"). Use FindStates or StateCode for them.
// For the same reason a capitalised abbreviation that is also a state code is
// skipped where it reads as a state: in an address ("Pittsburgh, PA 15213") or
// before licence wording ("PA RN license"). Text written entirely in capitals
// defeats the case rules: "ER OR ICU" yields the operating room.
func Find(text string) []Match {
	return catalog().concepts.find(text, ascii.Lower(text))
}

// FindLowered is Find for a caller that holds the text lower-cased already:
// low must be ascii.Lower(text). Screening lower-cases every resume it
// reads, and this spares lower-casing it again.
func FindLowered(text, low string) []Match {
	return catalog().concepts.find(text, low)
}

// Normalize returns the IDs of the concepts mentioned in text, each once, in
// order of first mention.
func Normalize(text string) []ID {
	ms := Find(text)
	out := make([]ID, 0, len(ms))
	for _, m := range ms {
		if !slices.Contains(out, m.ID) {
			out = append(out, m.ID)
		}
	}
	return out
}

// FindStates returns every US state or territory mentioned in text, by name
// (any case) or by its upper-case postal code, with IDs like "state:TX".
// Codes that are words in capitals ("OR", "IN", "ME", "OK") are reported
// wherever they appear, so callers should search text where states are
// expected, such as a licence or address line. The codes AS, MP, FM, MH and
// PW are only recognised by StateCode, as they are far more often words or
// abbreviations than places.
func FindStates(text string) []Match {
	return catalog().states.find(text, ascii.Lower(text))
}

// A token is a word (a run of letters and digits) or a single symbol such as
// "&", "." or "(". Separators (spaces, hyphens, slashes, apostrophes) are not
// tokens, so "Med-Surg", "Med/Surg" and "Med Surg" read alike. Its key is its
// lower-cased text (see tokens.key). A token holds no pointer, so that the
// hundreds of a resume cost the garbage collector nothing.
type token struct {
	start, end int
	alt        int // 1 + the index in tokens.alts of its key; 0: the key is low[start:end]
	word       bool
}

// tokens is a text's tokens with what their keys are read from.
type tokens struct {
	list []token
	low  string   // the text, ASCII lower-cased
	alts []string // the keys that are not in low: other scripts lower-cased, spellings
}

// key is the key of token k, "" outside the text.
func (ts *tokens) key(k int) string {
	if k < 0 || k >= len(ts.list) {
		return ""
	}
	t := ts.list[k]
	if t.alt > 0 {
		return ts.alts[t.alt-1]
	}
	return ts.low[t.start:t.end]
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func isSeparator(r rune) bool {
	switch r {
	case '-', '/', '\\', '\'', '"', '_', '`',
		'\u2010', '\u2011', '\u2012', '\u2013', // hyphens and the en dash
		'\u2018', '\u2019', '\u201c', '\u201d': // curly quotes
		return true
	}
	return unicode.IsSpace(r)
}

func isASCIIWord(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// tokenize reads the tokens of text, whose ASCII lower-casing is low, into
// ts, reusing its slices.
func tokenize(text, low string, ts *tokens) {
	toks, alts := ts.list[:0], ts.alts[:0]
	for i := 0; i < len(text); {
		r, w := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, w = utf8.DecodeRuneInString(text[i:])
		}
		switch {
		case r < utf8.RuneSelf && isASCIIWord(byte(r)) || r >= utf8.RuneSelf && isWordRune(r):
			j, ascii := i, true
			for j < len(text) {
				if c := text[j]; c < utf8.RuneSelf {
					if !isASCIIWord(c) {
						break
					}
					j++
					continue
				}
				r, w := utf8.DecodeRuneInString(text[j:])
				if !isWordRune(r) {
					break
				}
				ascii = false
				j += w
			}
			t := token{start: i, end: j, word: true}
			key := low[i:j]
			if !ascii {
				key = strings.ToLower(text[i:j])
			}
			if spellingFirst[key[0]] {
				if k, ok := spellings[key]; ok {
					key = k
				}
			}
			if key != low[i:j] {
				alts = append(alts, key)
				t.alt = len(alts)
			}
			toks = append(toks, t)
			i = j
		case isSeparator(r):
			i += w
		default:
			// A symbol's bytes are the same in low.
			toks = append(toks, token{start: i, end: i + w})
			i += w
		}
	}
	ts.list, ts.low, ts.alts = toks, low, alts
}

// spellings are words written two ways that aliases need not list twice:
// "Electrician Licence" is the "Electrician License". Aliases use the
// second spelling.
var spellings = map[string]string{
	"licence": "license", "licences": "licenses", "licenced": "licensed",
	"paediatric": "pediatric", "paediatrics": "pediatrics", "paeds": "peds",
	"orthopaedic": "orthopedic", "orthopaedics": "orthopedics",
	"centre": "center", "centres": "centers", "theatre": "theater", "theatres": "theaters",
	"labour": "labor", "behavioural": "behavioral", "foetal": "fetal",
	"anaesthesia": "anesthesia", "anaesthetist": "anesthetist", "anaesthetists": "anesthetists",
	"anaesthetic": "anesthetic", "anaesthesiology": "anesthesiology",
	"haematology": "hematology", "haem": "hem", "haemodialysis": "hemodialysis",
	"gynaecology": "gynecology", "gynaecological": "gynecological", "catheterisation": "catheterization",
	"sterilisation": "sterilization",
}

// spellingFirst marks the first bytes of spellings' keys: most words start
// otherwise, and this test costs far less than looking them up.
var spellingFirst = func() (first [256]bool) {
	for k := range spellings {
		first[k[0]] = true
	}
	return first
}()

// surface is one way of writing one or more concepts, as a token sequence.
type surface struct {
	ids []ID // empty for a blocked phrase
	// exact holds, for each token matched case-sensitively, the token as
	// written, and "" for the others; nil when no token is.
	exact    []string
	listOnly bool
	// stateLike marks a capitalised abbreviation that is also a state code,
	// skipped where readsAsState.
	stateLike bool
}

type node struct {
	next map[string]*node
	ends []*surface
}

// matcher is a trie over lower-cased tokens. Case-sensitive surfaces share the
// trie and are checked against the original text where they end, so one walk
// serves both.
type matcher struct {
	root *node
	// starts has the bit startBit(k) set for each key k of root.next: most
	// of a text's words begin no surface, and this test costs a fraction
	// of the map lookup that would find so.
	starts *[startBits / 64]uint64
	// skipAddresses marks capitalised aliases that are also state codes as
	// stateLike; FindStates' own matcher wants exactly those codes.
	skipAddresses bool
}

func newMatcher(skipAddresses bool) *matcher {
	return &matcher{root: &node{}, starts: new([startBits / 64]uint64), skipAddresses: skipAddresses}
}

// startBits is the size of matcher.starts: a few thousand keys set a few
// percent of its bits.
const startBits = 1 << 15

// startBit hashes a non-empty key by its length and five of its bytes.
func startBit(k string) uint {
	n := len(k)
	x := uint64(n) | uint64(k[0])<<8 | uint64(k[n-1])<<16 | uint64(k[n/2])<<24 |
		uint64(k[n/3])<<32 | uint64(k[2*n/3])<<40
	x *= 0x9e3779b97f4a7c15
	return uint(x >> (64 - 15))
}

// mayStart reports whether key may be a key of root.next: false is sure.
func (m *matcher) mayStart(key string) bool {
	b := startBit(key)
	return m.starts[b/64]&(1<<(b%64)) != 0
}

// add records a surface for id (a blocked phrase when id is empty), with the
// variants people write: without a final full stop ("R.N"), abbreviations in
// the plural ("RNs"), and professions in the plural ("Registered Nurses").
func (m *matcher) add(a alias, id ID, pluralize bool) {
	var words []string
	var ts tokens
	tokenize(a.text, ascii.Lower(a.text), &ts)
	for _, t := range ts.list {
		words = append(words, a.text[t.start:t.end])
	}
	m.insert(words, a, id)
	last := words[len(words)-1]
	butLast := words[: len(words)-1 : len(words)-1]
	switch {
	case last == "." && len(words) > 1:
		m.insert(butLast, a, id)
	case !a.listOnly && isAbbreviation(last):
		m.insert(append(butLast, last+"s"), a, id)
	case pluralize && !a.exact && len(last) >= 3 && isLetters(last):
		m.insert(append(butLast, plural(last)), a, id)
	}
}

// isAbbreviation reports whether w is two or more capital letters, maybe
// with a plural "s": such a token is matched case-sensitively even inside a
// mixed-case alias, so "Main OR" does not match "main or".
func isAbbreviation(w string) bool {
	stem := strings.TrimSuffix(w, "s")
	return len(stem) >= 2 && isLetters(stem) && isUpperOnly(stem)
}

func (m *matcher) insert(words []string, a alias, id ID) {
	n := m.root
	exact := make([]string, len(words))
	caseful := false
	for k, w := range words {
		if a.exact || isAbbreviation(w) {
			exact[k], caseful = w, true
		}
		key := strings.ToLower(w)
		child := n.next[key]
		if child == nil {
			if n.next == nil {
				n.next = map[string]*node{}
			}
			child = &node{}
			n.next[key] = child
			if n == m.root {
				b := startBit(key)
				m.starts[b/64] |= 1 << (b % 64)
			}
		}
		n = child
	}
	if !caseful {
		exact = nil
	}
	for _, s := range n.ends {
		if s.listOnly == a.listOnly && slices.Equal(s.exact, exact) {
			if id != "" && !slices.Contains(s.ids, id) {
				s.ids = append(s.ids, id)
			}
			return
		}
	}
	s := &surface{exact: exact, listOnly: a.listOnly}
	if id != "" {
		s.ids = []ID{id}
	}
	s.stateLike = m.skipAddresses && len(words) == 1 && isStateCode(words[0])
	n.ends = append(n.ends, s)
}

// tokenBuffers and matchBuffers recycle find's token and match slices: a
// resume has hundreds of tokens, and matching is run per candidate per
// screening. find returns a copy of its matches, allocated once.
var (
	tokenBuffers = sync.Pool{New: func() any { return new(tokens) }}
	matchBuffers = sync.Pool{New: func() any { return new([]Match) }}
)

func (m *matcher) find(text, low string) []Match {
	ts := tokenBuffers.Get().(*tokens)
	defer func() {
		clear(ts.alts)
		ts.low = ""
		tokenBuffers.Put(ts)
	}()
	tokenize(text, low, ts)
	toks := ts.list
	found := matchBuffers.Get().(*[]Match)
	out := (*found)[:0]
	lastEnd := -1 // end of the last phrase taken, matched or blocked
	for i := 0; i < len(toks); {
		if !m.mayStart(ts.key(i)) {
			i++
			continue
		}
		n, best := m.root, -1
		var bestIDs []ID
		for j := i; j < len(toks); j++ {
			if n = n.next[ts.key(j)]; n == nil {
				break
			}
			if len(n.ends) == 0 {
				continue
			}
			if ids, ok := accept(n.ends, text, ts, i, j+1, lastEnd); ok {
				best, bestIDs = j+1, ids
			}
		}
		if best < 0 {
			i++
			continue
		}
		start, end := toks[i].start, toks[best-1].end
		for _, id := range bestIDs {
			out = append(out, Match{ID: id, Start: start, End: end, Text: text[start:end]})
		}
		lastEnd, i = end, best
	}
	var res []Match
	if len(out) > 0 {
		res = slices.Clone(out)
	}
	clear(out) // the matches point into text: let it go
	*found = out
	matchBuffers.Put(found)
	return res
}

// accept returns the IDs of the surfaces that match toks[i:j] in their
// context, and whether any did (a blocked phrase matches with no IDs).
func accept(ends []*surface, text string, ts *tokens, i, j, lastEnd int) ([]ID, bool) {
	toks := ts.list
	var ids []ID
	ok := false
	for _, s := range ends {
		if s.exact != nil && !sameText(s.exact, text, toks[i:j]) {
			continue
		}
		if s.listOnly && !inList(text, toks[i].start, toks[j-1].end) {
			continue
		}
		if s.stateLike && readsAsState(text, ts, i, j, lastEnd) {
			continue
		}
		if !ok {
			ids, ok = s.ids, true
			continue
		}
		for _, id := range s.ids {
			if !slices.Contains(ids, id) {
				ids = append(ids[:len(ids):len(ids)], id)
			}
		}
	}
	return ids, ok
}

func sameText(exact []string, text string, toks []token) bool {
	for k, t := range toks {
		if exact[k] != "" && text[t.start:t.end] != exact[k] {
			return false
		}
	}
	return true
}

type edge int

const (
	edgeNone edge = iota // inside running prose
	edgeEnd              // start or end of the text, a line or a sentence
	edgeList             // list punctuation
)

// inList reports whether text[start:end] reads as an item of a list: next to
// list punctuation, or alone on its line.
func inList(text string, start, end int) bool {
	l, r := leftEdge(text, start), rightEdge(text, end)
	return l == edgeList || r == edgeList || l == edgeEnd && r == edgeEnd
}

func leftEdge(text string, i int) edge {
	text = strings.TrimRight(text[:i], " \t")
	if text == "" {
		return edgeEnd
	}
	r, size := utf8.DecodeLastRuneInString(text)
	switch r {
	case '\n', '\r':
		return edgeEnd
	case ',', ';', ':', '|', '/', '(', '[', '*', '•', '·', '▪', '◦', '‣':
		return edgeList
	case '-', '–':
		// A dash at the start of a line is a bullet.
		if leftEdge(text, len(text)-size) == edgeEnd {
			return edgeList
		}
	}
	return edgeNone
}

func rightEdge(text string, i int) edge {
	text = strings.TrimLeft(text[i:], " \t")
	if text == "" {
		return edgeEnd
	}
	switch text[0] {
	case '\n', '\r', '.', '!', '?':
		return edgeEnd
	case ',', ';', ':', '|', '/', ')', ']':
		return edgeList
	}
	return edgeNone
}

// readsAsState reports whether toks[i:j] sits where a state code would: in an
// address (before a ZIP code, or after "City," where the capitalised city is
// not itself a mention: in "ICU, OR" the comma separates two specialties), or
// naming where a licence is held ("PA RN license", "licensed in PA").
func readsAsState(text string, ts *tokens, i, j, lastEnd int) bool {
	toks, key := ts.list, ts.key
	switch {
	case j < len(toks) && toks[j].word && isZIP(key(j)):
		return true
	case licenceWords[key(j)], nurseTitles[key(j)] && licenceWords[key(j+1)]:
		return true
	case key(i-1) == "in" && key(i-2) == "licensed":
		return true
	case key(i-1) == "," && i >= 2:
		city := toks[i-2]
		first, _ := utf8.DecodeRuneInString(text[city.start:])
		return city.word && city.end > lastEnd && unicode.IsUpper(first)
	}
	return false
}

// licenceWords and nurseTitles are the lower-cased tokens that, after a
// state code, make it the state a licence is held in.
var (
	licenceWords = map[string]bool{"license": true, "licence": true, "licensure": true, "compact": true, "multistate": true}
	nurseTitles  = map[string]bool{"rn": true, "lpn": true, "lvn": true, "aprn": true}
)

func isZIP(key string) bool {
	if len(key) != 5 {
		return false
	}
	for i := 0; i < len(key); i++ {
		if key[i] < '0' || key[i] > '9' {
			return false
		}
	}
	return true
}

func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// plural forms the regular English plural, enough for job titles.
func plural(w string) string {
	switch {
	case strings.HasSuffix(w, "s"), strings.HasSuffix(w, "x"), strings.HasSuffix(w, "ch"), strings.HasSuffix(w, "sh"):
		return w + "es"
	case strings.HasSuffix(w, "y") && !strings.ContainsRune("aeiouAEIOU", rune(w[len(w)-2])):
		return w[:len(w)-1] + "ies"
	}
	return w + "s"
}

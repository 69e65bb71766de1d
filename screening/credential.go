package screening

import (
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/ascii"
	"github.com/recruitd/recruitd/internal/english"
	"github.com/recruitd/recruitd/internal/timeline"
	"github.com/recruitd/recruitd/screening/criteria"
	"github.com/recruitd/recruitd/taxonomy"
)

// expiringWithin is how close to the as-of date an expiry is flagged as
// expiring soon (SPEC 2.12).
const expiringWithin = 90 * 24 * time.Hour

// Where a credential was found, best first.
type credFrom int

const (
	fromProfile credFrom = iota // the profile's certifications
	fromText                    // a mention in the resume text or notes
	fromTitle                   // implied by a professional title ("RN")
)

// credential is a certification or licence the candidate shows.
type credential struct {
	ids     []taxonomy.ID
	name    string // as written
	issuer  string
	expires time.Time // zero when not given
	// expired is set for an expiry before the as-of date, or a text that
	// says the credential lapsed.
	expired bool
	// states are the codes of the states that issued it ("Licensed in CA
	// and NV" is one licence of two states), none when not given.
	states     []string
	multistate bool
	// singleState is set when the text says the licence is not multistate
	// ("single-state", "not multistate").
	singleState bool
	// current is set when the text says the credential is current without
	// dating it ("GA RN #796770 (active)", "RRT - current").
	current bool
	// pending is set for a credential the text says is applied or studied
	// for, not held ("Texas RN license application pending"): it counts
	// only for a criterion that accepts one obtained after hire.
	pending  bool
	evidence *string
	from     credFrom
}

// credentials gathers the candidate's certifications and licences: the
// profile's (with what their resume line adds), those the resume text names
// that the profile lacks, the licences a line states without naming them
// ("Licensed in CA and NV"), and those a professional title implies.
func (k *cand) credentials() []credential {
	// A mention's credential is read once, for its profile entry and for
	// itself.
	k.textCreds = make([]*credential, len(k.mentions))
	defer func() { k.textCreds = nil }()
	var out []credential
	if k.Profile != nil {
		for _, pc := range k.Profile.Certifications {
			out = append(out, k.profileCredential(pc.Name, pc.IssuingOrganization, pc.ExpirationDate))
		}
	}
	var titles []credential
	for i, m := range k.mentions {
		if m.src == srcSpecialty {
			continue
		}
		switch m.ref.Kind() {
		case taxonomy.KindCertification, taxonomy.KindLicense:
			if m.id() == "license:multistate" {
				continue
			}
			// The same credential twice is one, unless the second names
			// other states ("NC Journeyman Electrician License; Texas
			// Journeyman Electrician License").
			tc := k.textCredentialAt(i)
			if slices.ContainsFunc(out, func(c credential) bool {
				return slices.Contains(c.ids, m.id()) && c.pending == tc.pending &&
					(len(tc.states) == 0 || slices.ContainsFunc(tc.states, func(s string) bool { return slices.Contains(c.states, s) }))
			}) {
				continue
			}
			out = append(out, tc)
		case taxonomy.KindProfession:
			requires := taxonomy.Requires(m.id())
			if tc, ok := k.titleLicence(m, requires); ok {
				// A licence listed under its own name says more.
				if !slices.ContainsFunc(out, func(c credential) bool {
					return slices.ContainsFunc(c.ids, func(id taxonomy.ID) bool {
						return slices.ContainsFunc(tc.ids, func(w taxonomy.ID) bool { return taxonomy.IsA(id, w) })
					}) &&
						slices.ContainsFunc(c.states, func(st string) bool { return slices.Contains(tc.states, st) })
				}) {
					out = append(out, tc)
				}
				continue
			}
			if len(requires) > 0 && k.holdsTitle(m) && !slices.ContainsFunc(titles, func(c credential) bool { return slices.Equal(c.ids, requires) }) {
				s := k.srcs[m.src].text[m.start:m.end]
				titles = append(titles, credential{ids: requires, name: s, from: fromTitle, evidence: k.excerptOf(m)})
			}
		}
	}
	out = append(out, k.licenceStatements(titles)...)
	return append(out, titles...)
}

// licenceNumber finds a licence number: "#577669", "No. RN057747", "Lic#
// 157263".
var licenceNumber = regexp.MustCompile(`(?:#|\bno\.|\blic(?:ense|ence)?\b)\s*:?\s*[a-z]{0,3}\d{3,}`)

// titleLicence reads a professional title written as a licence in the text,
// as a licence list writes one: with a state and a licence number or an
// expiry ("CA RN #577669 exp 07/28, BLS - exp 02/2028"). It is the
// state-issued licence the profession requires, of the states its part of
// the line names.
func (k *cand) titleLicence(m mention, requires []taxonomy.ID) (credential, bool) {
	var ids []taxonomy.ID
	for _, r := range requires {
		if taxonomy.StateIssued(r) {
			ids = append(ids, r)
		}
	}
	if len(ids) == 0 || m.src == srcProfession || m.src == srcSpecialty {
		return credential{}, false
	}
	src := k.srcs[m.src]
	lo, hi := k.segment(m)
	low := k.lowered(m.src)[lo:hi]
	expires, dated := expiryIn(low)
	if !dated && !licenceNumber.MatchString(low) {
		return credential{}, false
	}
	states := taxonomy.StatesIn(src.text[lo:hi])
	if len(states) == 0 {
		return credential{}, false
	}
	c := credential{ids: ids, name: src.text[m.start:m.end], states: states, from: fromText, evidence: k.excerptOf(m)}
	if c.evidence == nil {
		return credential{}, false
	}
	c.singleState = saysSingleState(low)
	c.multistate = taxonomy.SaysMultistate(low) && !c.singleState
	c.current = saysCurrent(low)
	c.pending = taxonomy.NotYetHeld(low)
	c.expired = strings.Contains(low, "expired") || strings.Contains(low, "lapsed")
	if dated {
		c.expires = expires
		c.expired = c.expired || expires.Before(k.asOf)
	}
	return c, true
}

// holdsTitle reports whether a profession mention is a title the candidate
// holds: the record's profession, a role's title, or the resume's first line,
// where credentials follow the name ("Jane Doe, BSN, RN"). A profession named
// in passing ("counted with the circulating nurse") is not one.
func (k *cand) holdsTitle(m mention) bool {
	switch m.src {
	case srcProfession:
		return true
	case srcResume:
		t := k.srcs[srcResume].text
		if !strings.Contains(strings.TrimLeft(t[:m.start], " \t\r\n"), "\n") {
			return true
		}
		return slices.ContainsFunc(k.roles, func(r role) bool { return slices.Contains(r.concepts, m.id()) })
	}
	return false
}

// profileCredential reads one certification entry of the profile. A licence
// written as a title ("Registered Nurse, Texas Board of Nursing", "California
// RN, exp 05/2028") counts as the licences that title requires: a
// certification entry naming a profession with licence words, a state or an
// expiry date is the licence to practise it. What the entry leaves out (its
// state, its compact status, its expiry) is read from its line of the
// resume, where parsers often drop it.
func (k *cand) profileCredential(name, issuer, expires string) credential {
	c := credential{name: name, issuer: issuer, from: fromProfile, evidence: k.locate(name)}
	expiry, dated := timeline.ParseDate(expires)
	e := taxonomy.ReadEntry(name, issuer, dated)
	c.ids, c.states, c.multistate = e.IDs, e.States, e.Multistate
	if dated {
		c.expires = expiry
	}
	if line := k.lineCredential(c); line != nil {
		if len(c.states) == 0 {
			c.states = line.states
		}
		c.multistate = (c.multistate || line.multistate) && !line.singleState
		c.singleState, c.current = line.singleState, line.current
		if c.expires.IsZero() {
			c.expires = line.expires
		}
		c.expired = line.expired && line.expires.IsZero()
		c.pending = line.pending
	}
	if !c.expires.IsZero() && c.expires.Before(k.asOf) {
		c.expired = true
	}
	return c
}

// lineCredential reads the credential c from the resume line its entry is
// written on, nil when the line is not found or names none of c's concepts.
func (k *cand) lineCredential(c credential) *credential {
	if c.evidence == nil {
		return nil
	}
	var buf [4]taxonomy.Ref
	refs := refsOf(buf[:0], c.ids)
	for i, m := range k.mentions {
		if m.src != srcResume || !m.isA(refs) {
			continue
		}
		if ev := k.excerptText(m.src, m.start, m.end); ev != "" && ev == *c.evidence {
			tc := k.textCredentialAt(i)
			return &tc
		}
	}
	return nil
}

// textCredentialAt is textCredential of mention i, read once while the
// credentials are gathered.
func (k *cand) textCredentialAt(i int) credential {
	if k.textCreds == nil {
		return k.textCredential(k.mentions[i])
	}
	if k.textCreds[i] == nil {
		tc := k.textCredential(k.mentions[i])
		k.textCreds[i] = &tc
	}
	return *k.textCreds[i]
}

// textCredential reads a credential from its mention in a text: its states,
// compact status, expiry and lapse from its part of the line it is on.
func (k *cand) textCredential(m mention) credential {
	src := k.srcs[m.src]
	c := credential{ids: []taxonomy.ID{m.id()}, name: src.text[m.start:m.end], from: fromText, evidence: k.excerptOf(m)}
	if c.evidence == nil {
		return c
	}
	lo, hi := k.segment(m)
	part := src.text[lo:hi]
	for _, o := range k.mentions {
		if o.src == m.src && o.id() == "license:multistate" && lo <= o.start && o.end <= hi {
			c.multistate = true
		}
	}
	low := k.lowered(m.src)[lo:hi]
	c.singleState = saysSingleState(low)
	c.multistate = (c.multistate || taxonomy.SaysMultistate(low)) && !c.singleState
	c.current = saysCurrent(low)
	c.expired = strings.Contains(low, "expired") || strings.Contains(low, "lapsed")
	c.pending = taxonomy.NotYetHeld(low)
	if t, ok := expiryIn(low); ok {
		c.expires = t
		c.expired = c.expired || t.Before(k.asOf)
	}
	if taxonomy.StateIssued(m.id()) {
		c.states = taxonomy.StatesIn(part)
	}
	return c
}

// licenceStatements reads the lines that state licences without naming one
// ("Licensed in CA and NV", "Active licenses: TX, NM (compact)"): a licence
// word outside any concept's name, states after it. They are licences of
// the professions the line names, else of the titles the candidate holds.
func (k *cand) licenceStatements(titles []credential) []credential {
	var out []credential
	for _, src := range []int{srcResume, srcNotes} {
		t, low := k.srcs[src], k.lowered(src)
		for off := 0; off < len(low); {
			i := indexLicenceWord(low, off)
			if i < 0 {
				break
			}
			lo := strings.LastIndexByte(t.text[:i], '\n') + 1
			hi := len(t.text)
			if j := strings.IndexByte(t.text[i:], '\n'); j >= 0 {
				hi = i + j
			}
			off = hi + 1
			if c, ok := k.licenceStatement(src, lo, i, hi, titles); ok {
				out = append(out, c)
			}
		}
	}
	return out
}

// sentenceEnd returns the offset in s of the full stop (before a space or
// the end) or semicolon that ends its first sentence, -1 when none does;
// an abbreviation's stop ("No. RN513517", "Lic. 12") ends none.
func sentenceEnd(s string) int {
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == ';':
			return i
		case s[i] == '.' && (i+1 == len(s) || s[i+1] == ' '):
			w := strings.ToLower(lastWord(s[:i]))
			if w != "no" && w != "lic" && w != "exp" && w != "reg" {
				return i
			}
		}
	}
	return -1
}

// indexLicenceWord returns the offset of the next "licen" at or after off
// in low, or -1.
func indexLicenceWord(low string, off int) int {
	if i := strings.Index(low[off:], "licen"); i >= 0 {
		return off + i
	}
	return -1
}

// licenceStatement reads the line text[lo:hi] whose licence word is at at.
func (k *cand) licenceStatement(src, lo, at, hi int, titles []credential) (credential, bool) {
	var ids []taxonomy.ID
	for _, m := range k.mentions {
		if m.src != src || m.end <= lo || m.start >= hi {
			continue
		}
		if m.start <= at && at < m.end {
			return credential{}, false // the word is part of a name ("Licensed Vocational Nurse")
		}
		switch m.ref.Kind() {
		case taxonomy.KindLicense, taxonomy.KindCertification:
			if m.id() != "license:multistate" {
				return credential{}, false // a credential named: textCredential reads it
			}
		case taxonomy.KindProfession:
			for _, r := range taxonomy.Requires(m.id()) {
				if taxonomy.StateIssued(r) && !slices.Contains(ids, r) {
					ids = append(ids, r)
				}
			}
		}
	}
	text := k.srcs[src].text
	// the states of the licence word's sentence: after it ("Licensed in CA
	// and NV"), else before it ("California license."), never a later
	// sentence's ("... Interested in a travel contract in Arizona.")
	from, to := lo, hi
	if j := strings.LastIndex(text[lo:at], ". "); j >= 0 {
		from = lo + j + 2
	}
	if j := sentenceEnd(text[at:hi]); j >= 0 {
		to = at + j
	}
	states := taxonomy.StatesIn(text[at:to])
	if len(states) == 0 {
		states = taxonomy.StatesIn(text[from:at])
	}
	if len(states) == 0 {
		return credential{}, false
	}
	if len(ids) == 0 {
		for _, t := range titles {
			for _, r := range t.ids {
				if taxonomy.StateIssued(r) && !slices.Contains(ids, r) {
					ids = append(ids, r)
				}
			}
		}
	}
	if len(ids) == 0 {
		return credential{}, false
	}
	c := credential{ids: ids, states: states, from: fromText, evidence: k.excerpt(src, at, at+5)}
	if c.evidence == nil {
		return credential{}, false
	}
	c.name = *c.evidence
	low := k.lowered(src)[lo:hi]
	c.singleState = saysSingleState(low)
	c.multistate = taxonomy.SaysMultistate(low) && !c.singleState
	c.current = saysCurrent(low)
	c.pending = taxonomy.NotYetHeld(low)
	c.expired = strings.Contains(low, "expired") || strings.Contains(low, "lapsed")
	if e, ok := expiryIn(low); ok {
		c.expires = e
		c.expired = c.expired || e.Before(k.asOf)
	}
	return c, true
}

// segment returns the part of m's line that speaks of m: from the end of the
// credential named before it on the line (or the semicolon or bar after it)
// to the start of the one named after it (or the semicolon or bar before
// it), so that "NC Electrician License (exp 4/2028); Texas Electrician
// License (exp 2/2028)" gives each its own state and expiry.
func (k *cand) segment(m mention) (lo, hi int) {
	t := k.srcs[m.src].text
	lo = strings.LastIndexByte(t[:m.start], '\n') + 1
	hi = len(t)
	if i := strings.IndexByte(t[m.end:], '\n'); i >= 0 {
		hi = m.end + i
	}
	before, after := false, false
	for _, o := range k.mentions {
		if o.src != m.src || o.id() == "license:multistate" || (o.ref.Kind() != taxonomy.KindCertification && o.ref.Kind() != taxonomy.KindLicense) {
			continue
		}
		if o.end <= m.start && o.end > lo {
			lo, before = o.end, true
		}
		if o.start >= m.end && o.start < hi {
			hi, after = o.start, true
		}
	}
	// A semicolon or bar separates m from the credential named beside it;
	// with none beside it, what follows still speaks of m ("NYS RN License
	// #739114; registration current through 12/31/2027").
	if i := strings.LastIndexAny(t[lo:m.start], ";|"); i >= 0 && before {
		lo += i + 1
	}
	if i := strings.IndexAny(t[m.end:hi], ";|"); i >= 0 && after {
		hi = m.end + i
	}
	return lo, hi
}

// singleStateWords say that a licence is not multistate.
var singleStateWords = []string{"single-state", "single state", "not multistate", "not multi-state", "not a multistate",
	"not compact", "non-compact", "noncompact", "not a compact"}

// saysSingleState reports whether low, the lower-cased words around a
// licence, say it is valid only in the state that issued it.
func saysSingleState(low string) bool {
	return slices.ContainsFunc(singleStateWords, func(w string) bool { return indexWord(low, w) >= 0 })
}

// currentWords say that a credential is held now without giving its
// expiry: "RN License - Texas (active)", "BLS - current".
var currentWords = []string{"active", "current", "valid", "in good standing", "unencumbered"}

// saysCurrent reports whether low, the lower-cased words around a
// credential, say it is current.
func saysCurrent(low string) bool {
	return slices.ContainsFunc(currentWords, func(w string) bool { return indexWord(low, w) >= 0 })
}

// expiryPattern finds an expiry date as resumes write it after a credential:
// "exp 7/2026", "Expires 10/31/2028", "exp. Sep 2028", "expiration:
// 2028-09-30", "valid through May 2029", "good thru 12/27", "current
// through 12/31/2027", "exp 2027".
var expiryPattern = regexp.MustCompile(`\b(?:exp(?:ires|ired|iration|iry|iring|\.)?|(?:valid|good|current|active) (?:through|thru|until|till|to)|renew(?:s|al)?(?: date| due| by)?)` +
	`\s*(?:date|on)?\s*[:-]?\s*` +
	`(?:(\d{4})-(\d{1,2})(?:-(\d{1,2}))?` + // 2028-09(-30)
	`|(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})` + // 10/31/2028
	`|(\d{1,2})[/.-](\d{4}|\d{2})` + // 7/2026
	`|([a-z]{3,9})\.?\s+(?:(\d{1,2}),?\s+)?(\d{4})` + // Sep 30, 2028
	`|(\d{4}))\b`) // 2027

// expiryIn returns the first expiry date written in low (lower-cased text):
// the day written, else the last day of the month or year written, since a
// credential valid through May is valid all of May.
func expiryIn(low string) (time.Time, bool) {
	start := expiryStart(low)
	if start < 0 {
		return time.Time{}, false // what the pattern needs; the regexp costs far more to say no
	}
	// The same match as in low: none starts earlier, and at start the word
	// boundary holds in both.
	g := expiryPattern.FindStringSubmatch(low[start:])
	if g == nil {
		return time.Time{}, false
	}
	year := func(s string) int {
		y, _ := ascii.Atoi(s)
		if len(s) == 2 {
			y += 2000
		}
		return y
	}
	var y, mo, d int
	switch {
	case g[1] != "":
		y, mo, d = year(g[1]), atoiOr0(g[2]), atoiOr0(g[3])
	case g[4] != "":
		mo, d, y = atoiOr0(g[4]), atoiOr0(g[5]), year(g[6])
	case g[7] != "":
		mo, y = atoiOr0(g[7]), year(g[8])
	case g[9] != "":
		y, d = year(g[11]), atoiOr0(g[10])
		for i := time.January; i <= time.December; i++ {
			if strings.HasPrefix(strings.ToLower(i.String()), g[9]) {
				mo = int(i)
			}
		}
	default:
		y, mo = year(g[12]), 12
	}
	if mo < 1 || mo > 12 || y < 1900 || y > 2200 || d > 31 {
		return time.Time{}, false
	}
	if d == 0 {
		// The last day of the month: the first of the next, less a day.
		return time.Date(y, time.Month(mo)+1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, -1), true
	}
	return time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC), true
}

// expiryWords are the words expiryPattern begins with.
var expiryWords = []string{"exp", "valid", "good", "current", "active", "renew"}

// expiryStart returns the first offset of low where expiryPattern can match:
// the first of expiryWords at a word boundary as the pattern's \b reads one
// (reWordByte), or -1.
func expiryStart(low string) int {
	first := -1
	for _, w := range expiryWords {
		for from := 0; ; {
			i := strings.Index(low[from:], w)
			if i < 0 || first >= 0 && from+i >= first {
				break
			}
			if i += from; i == 0 || !reWordByte(low[i-1]) {
				first = i
				break
			}
			from = i + 1
		}
	}
	return first
}

// reWordByte reports a byte that regexp's \b counts as part of a word:
// ASCII letters, digits and the underscore (not isWordByte's).
func reWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
}

func atoiOr0(s string) int {
	n, _ := ascii.Atoi(s)
	return n
}

// credCheck is how one credential meets one wanted concept.
type credCheck struct {
	status    Status
	basis     Basis
	open      bool // the shortfall is only unknown
	reasoning string
	followUp  string
	cred      *credential
}

func (ch credCheck) rank() int {
	switch {
	case ch.status == FullyMet:
		return 5
	case ch.status == PartiallyMet && ch.open:
		return 4
	case ch.status == PartiallyMet:
		return 3
	case ch.basis == Unverified && ch.cred != nil:
		return 2
	case ch.basis == Unverified:
		return 1
	}
	return 0
}

// evalCredential checks a certification or licence criterion. Each wanted
// credential is looked for among the candidate's; with AnyOf the best one
// counts, otherwise the worst. A state licence must be valid in the
// criterion's states, or when it names none in the job's licence state or
// the state of its address.
func (k *cand) evalCredential(c criteria.Criterion, job *recruitd.Job, o *outcome) {
	var wanted []taxonomy.ID
	for _, id := range c.Concepts {
		if k := id.Kind(); (k == taxonomy.KindCertification || k == taxonomy.KindLicense) && id != "license:multistate" {
			wanted = append(wanted, id)
		}
	}
	multi := slices.Contains(c.Concepts, "license:multistate")
	if len(wanted) == 0 && multi {
		wanted = []taxonomy.ID{"license:rn", "license:lpn"}
		c.AnyOf = true
	}
	if len(wanted) == 0 {
		k.evalOther(c, o)
		return
	}
	var best credCheck
	for i, w := range wanted {
		states := c.States
		if len(states) == 0 && taxonomy.StateIssued(w) {
			states = jobStates(job)
		}
		ch := k.checkCredential(w, states, c)
		if i == 0 || c.AnyOf && ch.rank() > best.rank() || !c.AnyOf && ch.rank() < best.rank() {
			best = ch
		}
	}
	o.res.Status, o.res.Basis, o.open, o.res.Reasoning, o.followUp = best.status, best.basis, best.open, best.reasoning, best.followUp
	o.credential = true
	if best.cred != nil {
		o.res.TextEvidence = best.cred.evidence
		o.cred = best.cred
		if !best.cred.expires.IsZero() && !best.cred.expired && best.cred.expires.Sub(k.asOf) <= expiringWithin {
			o.expiringSoon = best.cred.name + " expires " + best.cred.expires.Format(time.DateOnly)
		}
	}
	o.file = k.fileFor(wanted)
	if o.file != "" && best.status != FullyMet && (best.cred == nil || !best.cred.expired) {
		// A document on file shows the credential the resume does not.
		o.res.Status, o.res.Basis, o.open, o.followUp = FullyMet, Evidence, false, ""
		o.res.Reasoning = o.label + " document on file (" + o.file + ")"
	}
}

// checkCredential finds the candidate's best credential counting as w.
func (k *cand) checkCredential(w taxonomy.ID, states []string, c criteria.Criterion) credCheck {
	best := credCheck{status: NotMet, basis: Unverified}
	counts := func(cr *credential) bool { return satisfies(cr.ids, w) }
	// A title only implies a licence the resume does not list: one listed,
	// even of another state, says more.
	listed := slices.ContainsFunc(k.creds, func(cr credential) bool { return cr.from != fromTitle && counts(&cr) })
	found := false
	for i := range k.creds {
		cr := &k.creds[i]
		if !counts(cr) || listed && cr.from == fromTitle {
			continue
		}
		ch := k.judgeCredential(cr, w, states, c)
		if !found || ch.rank() > best.rank() || ch.rank() == best.rank() && cr.from < best.cred.from {
			best, found = ch, true
		}
	}
	if !found {
		best.reasoning = "No " + conceptName(w) + " found in the resume"
	}
	return best
}

// judgeCredential says how one credential meets w, by the rules of the
// package comment: a title is no licence, a pending credential counts only
// where the posting accepts one obtained after hire, then the states a
// licence must be valid in and its expiry. What cannot be verified (a
// licence's issuing state or expiry) earns nothing now.
func (k *cand) judgeCredential(cr *credential, w taxonomy.ID, states []string, c criteria.Criterion) credCheck {
	ch := credCheck{status: FullyMet, basis: Evidence, cred: cr}
	name := conceptName(w)
	// what is the credential as written, with its issuer: written only
	// where the reasoning names it.
	what := func() string {
		if cr.issuer == "" {
			return cr.name
		}
		return cr.name + " (" + cr.issuer + ")"
	}
	asOf := k.asOfDate
	// A state-issued credential (a licence, a nurse aide's registry
	// listing) is valid where issued; a state's licence to practise must
	// also show its expiry, as its board renews every one on a date (a CDL
	// is checked on a driving record instead).
	stateIssued := taxonomy.StateIssued(w)
	licence := stateIssued && w.Kind() == taxonomy.KindLicense
	where := strings.Join(states, " or ")
	needMulti := c.Compact && !c.AnyOf
	if cr.from == fromTitle {
		ch.status, ch.basis = NotMet, Unverified
		ch.reasoning = "Works as " + cr.name + ", which requires " + english.WithArticle(name) + ", but no licence is listed"
		ch.followUp = "Which " + name + " do you hold, issued by which state, and when does it expire?"
		return ch
	}
	// Where the credential is valid: not a question for a certification
	// valid anywhere, or when the job names no state.
	valid, issued := true, ""
	if len(cr.states) > 0 {
		issued = " issued in " + strings.Join(cr.states, ", ") + compactNote(cr)
	}
	if stateIssued && (len(states) > 0 || needMulti) {
		switch {
		case needMulti && !cr.multistate:
			valid = false
		case len(cr.states) == 0:
			// A multistate licence is issued by a member of the compact:
			// it is valid wherever the compact is, without its state.
			valid = cr.multistate && !c.NoCompact && len(states) > 0 && allInCompact(w, states)
			if !valid {
				ch.status, ch.basis = NotMet, Unverified
				ch.reasoning = name + " found without its issuing state"
				if where != "" {
					ch.reasoning += "; valid in " + where + " required"
				}
				ch.followUp = "Which state issued your " + name + "?"
				return ch
			}
		default:
			valid = len(states) == 0 || validIn(w, cr, states, c.NoCompact)
		}
	}
	if cr.pending {
		if c.Obtainable && valid {
			ch.status = PartiallyMet
			ch.reasoning = what() + " is pending; the posting accepts one obtained after hire"
			return ch
		}
		ch.status, ch.basis = NotMet, Unverified
		ch.reasoning = what() + " is pending, not held"
		return ch
	}
	if !valid {
		why := name + issued + ", not valid in " + where
		switch {
		case needMulti && !cr.multistate:
			why = name + issued + " is not stated to be a multistate (compact) licence"
		case cr.multistate && c.NoCompact && validIn(w, cr, states, false):
			why += ": the posting does not accept multistate licences of other states"
		case cr.multistate:
			why += ", which does not honour multistate licences (Nurse Licensure Compact)"
		}
		if c.Obtainable {
			// Not held, but the posting waits for one: nothing now, and
			// nothing rules it out.
			ch.status, ch.basis = NotMet, Unverified
			ch.reasoning = why + "; the posting accepts one obtained after hire"
			ch.followUp = "Have you applied for " + english.WithArticle(name) + " valid in " + where + "?"
			return ch
		}
		ch.status, ch.basis = NotMet, Contradiction
		ch.reasoning = why
		if k.mayBeMultistate(w, cr, states, c) {
			// A compact state issues its residents multistate licences
			// unless they do not qualify: one the resume does not call
			// either is most likely multistate, but nothing shows it.
			ch.basis = Unverified
			ch.reasoning = name + issued + ", which issues multistate licences to its residents; the resume does not say whether this one is"
			ch.followUp = "Is your " + name + " a multistate (compact) licence?"
		}
		return ch
	}
	validity := ""
	if stateIssued && len(states) > 0 {
		validity = ", valid in " + where
	}
	switch {
	case cr.expired:
		when := " is described as expired in the resume"
		if !cr.expires.IsZero() {
			when = " expired " + cr.expires.Format(time.DateOnly) + ", before the as-of date " + asOf
		}
		ch.reasoning = what() + when
		// A lapsed certification is renewed in a day; a lapsed licence
		// does not let its holder practise until reinstated.
		ch.status = PartiallyMet
		if w.Kind() == taxonomy.KindLicense && !c.Obtainable { // a CDL too, valid everywhere as it is
			ch.status, ch.basis = NotMet, Contradiction
		}
	case !cr.expires.IsZero():
		when := ", after the as-of date"
		if cr.expires.Sub(k.asOf) <= expiringWithin {
			when = ", within 90 days of the as-of date"
		}
		if validity != "" {
			ch.reasoning = name + issued + validity + "; expires " + cr.expires.Format(time.DateOnly) + when
		} else {
			ch.reasoning = what() + " expires " + cr.expires.Format(time.DateOnly) + when
		}
	case licence && cr.current:
		ch.reasoning = name + issued + validity + ", listed as current without an expiration date"
	case licence:
		// Held, as far as the resume shows, but a board renews every
		// licence on a date: the expiry is still to be checked.
		ch.status, ch.open = PartiallyMet, true
		ch.reasoning = name + issued + validity + ", listed without an expiration date"
		ch.followUp = "When does your " + name + " expire?"
	case cr.from == fromProfile:
		ch.reasoning = what() + " is listed without an expiration date"
	default:
		ch.reasoning = cr.name + " is named in the resume, without an expiration date"
	}
	return ch
}

// mayBeMultistate reports whether cr, a licence not valid in states as
// written, would be if it were multistate, and may be: the resume does not
// say either way, it was issued by a compact state, and that state is the
// candidate's home (or the home is unknown): a compact state issues its
// residents multistate licences, and only them.
func (k *cand) mayBeMultistate(w taxonomy.ID, cr *credential, states []string, c criteria.Criterion) bool {
	if cr.multistate || cr.singleState || c.NoCompact || !anyIssuesMultistate(w, cr.states) {
		return false
	}
	if home := k.homeState(); home != "" && !slices.Contains(cr.states, home) {
		return false
	}
	if c.Compact && !c.AnyOf {
		return true
	}
	multi := *cr
	multi.multistate = true
	return validIn(w, &multi, states, false)
}

// jobStates is where a job is worked, for a licence criterion naming no
// state: its licence state, else its address's state.
func jobStates(job *recruitd.Job) []string {
	for _, s := range []string{job.Requirements.LicenseState, job.Address.State} {
		if code, ok := taxonomy.StateCode(s); ok {
			return []string{code}
		}
	}
	return nil
}

func compactNote(cr *credential) string {
	if cr.multistate {
		return " (multistate)"
	}
	return ""
}

// validIn reports whether cr is valid in one of states (taxonomy.LicenseValidIn);
// noCompact counts only licences issued there.
func validIn(w taxonomy.ID, cr *credential, states []string, noCompact bool) bool {
	for _, from := range cr.states {
		for _, s := range states {
			if taxonomy.LicenseValidIn(w, from, s, cr.multistate && !noCompact) {
				return true
			}
		}
	}
	return false
}

// allInCompact reports whether a multistate licence w is valid in every one
// of states, whichever member issued it.
func allInCompact(w taxonomy.ID, states []string) bool {
	return !slices.ContainsFunc(states, func(s string) bool { return !taxonomy.MultistateValidIn(w, s) })
}

// anyIssuesMultistate reports whether one of states issues multistate
// licences of w.
func anyIssuesMultistate(w taxonomy.ID, states []string) bool {
	return slices.ContainsFunc(states, func(s string) bool { return taxonomy.IssuesMultistate(w, s) })
}

// fileFor returns the name of a certification or licence file of the
// candidate that names one of ids, or "".
func (k *cand) fileFor(ids []taxonomy.ID) string {
	for _, f := range k.Files {
		t := ascii.Lower(f.Type)
		if !strings.Contains(t, "cert") && !strings.Contains(t, "licen") && !strings.Contains(t, "credential") && !strings.Contains(t, "card") {
			continue
		}
		// File names are often lower case ("bls_card.pdf"), which the
		// taxonomy does not read as an abbreviation: read them in capitals too.
		text := f.FileName + "\n" + f.Description + "\n" + strings.ToUpper(f.FileName)
		for _, m := range taxonomy.Find(text) {
			for _, id := range ids {
				if taxonomy.IsA(m.ID, id) {
					return f.FileName
				}
			}
		}
	}
	return ""
}

// conceptName is how reasoning names a concept: the shorter of a name and
// its abbreviation ("ICU"), credentials with their kind ("BLS certification",
// "Registered Nurse licence").
func conceptName(id taxonomy.ID) string {
	if name, ok := conceptNames()[id]; ok {
		return name
	}
	return nameConcept(id)
}

// conceptNames holds conceptName of every concept of the taxonomy: reasoning
// names concepts for every candidate of a retrieval window, and the kind
// words are looked for in each name and its ancestors' once.
var conceptNames = sync.OnceValue(func() map[taxonomy.ID]string {
	names := map[taxonomy.ID]string{}
	for _, kind := range []taxonomy.Kind{taxonomy.KindProfession, taxonomy.KindSpecialty, taxonomy.KindCertification,
		taxonomy.KindLicense, taxonomy.KindSkill, taxonomy.KindDegree, taxonomy.KindLanguage, taxonomy.KindState} {
		for _, c := range taxonomy.All(kind) {
			names[c.ID] = nameConcept(c.ID)
		}
	}
	return names
})

func nameConcept(id taxonomy.ID) string {
	name := taxonomy.ShortName(id)
	switch {
	case taxonomy.SaysKind(name, id):
	case id.Kind() == taxonomy.KindCertification:
		name += " certification"
	case id.Kind() == taxonomy.KindLicense:
		name += " licence"
	}
	return name
}

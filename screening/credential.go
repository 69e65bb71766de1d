package screening

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/ascii"
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
	expired    bool
	state      string // issuing state's code, "" when not given
	multistate bool
	// pending is set for a credential the text says is applied or studied
	// for, not held ("Texas RN license application pending").
	pending  bool
	evidence *string
	from     credFrom
}

// credentials gathers the candidate's certifications and licences: the
// profile's, those the resume text names that the profile lacks, and those a
// professional title implies.
func (k *cand) credentials() []credential {
	var out []credential
	if k.Profile != nil {
		for _, pc := range k.Profile.Certifications {
			out = append(out, k.profileCredential(pc.Name, pc.IssuingOrganization, pc.ExpirationDate))
		}
	}
	var titles []credential
	for _, m := range k.mentions {
		if m.src == srcSpecialty {
			continue
		}
		switch m.id.Kind() {
		case taxonomy.KindCertification, taxonomy.KindLicense:
			if m.id == "license:multistate" {
				continue
			}
			// The same credential twice is one, unless the second names
			// another state ("NC Journeyman Electrician License; Texas
			// Journeyman Electrician License").
			tc := k.textCredential(m)
			if tc.pending {
				continue
			}
			if slices.ContainsFunc(out, func(c credential) bool {
				return slices.Contains(c.ids, m.id) && (tc.state == "" || c.state == tc.state)
			}) {
				continue
			}
			out = append(out, tc)
		case taxonomy.KindProfession:
			p, _ := taxonomy.Lookup(m.id)
			if len(p.Requires) > 0 && k.holdsTitle(m) && !slices.ContainsFunc(titles, func(c credential) bool { return slices.Equal(c.ids, p.Requires) }) {
				s := k.srcs[m.src].text[m.start:m.end]
				titles = append(titles, credential{ids: p.Requires, name: s, from: fromTitle, evidence: k.excerptOf(m)})
			}
		}
	}
	return append(out, titles...)
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
		return slices.ContainsFunc(k.roles, func(r role) bool { return slices.Contains(r.concepts, m.id) })
	}
	return false
}

// profileCredential reads one certification entry of the profile. A licence
// written as a title ("Registered Nurse, Texas Board of Nursing", "California
// RN, exp 05/2028") counts as the licences that title requires: a
// certification entry naming a profession with licence words, a state or an
// expiry date is the licence to practise it.
func (k *cand) profileCredential(name, issuer, expires string) credential {
	c := credential{name: name, issuer: issuer, from: fromProfile, evidence: k.locate(name)}
	both := name + "\n" + issuer
	c.ids = taxonomy.Normalize(both)
	low := ascii.Lower(both)
	ss := taxonomy.FindStates(both)
	expiry, dated := timeline.ParseDate(expires)
	// A bare title with a state or an expiry is a licence; a certification
	// of the profession ("TNCC") is not.
	bare := !slices.ContainsFunc(c.ids, func(id taxonomy.ID) bool {
		return id.Kind() == taxonomy.KindCertification || id.Kind() == taxonomy.KindLicense
	})
	licenceWords := strings.Contains(low, "licen") || strings.Contains(low, "board of") || strings.Contains(low, "compact") ||
		strings.Contains(low, "multistate") || strings.Contains(low, "multi-state") || bare && (len(ss) > 0 || dated)
	for _, id := range c.ids {
		if id.Kind() == taxonomy.KindProfession && licenceWords {
			p, _ := taxonomy.Lookup(id)
			for _, r := range p.Requires {
				if !slices.Contains(c.ids, r) {
					c.ids = append(c.ids, r)
				}
			}
		}
	}
	c.multistate = slices.Contains(c.ids, "license:multistate") || strings.Contains(low, "compact") || strings.Contains(low, "multistate") || strings.Contains(low, "multi-state")
	if len(ss) > 0 {
		c.state, _ = taxonomy.StateCode(string(ss[0].ID))
	}
	if dated {
		c.expires = expiry
		c.expired = expiry.Before(k.asOf)
	}
	return c
}

// textCredential reads a credential from its mention in a text: its state,
// compact status, expiry and lapse from its part of the line it is on.
func (k *cand) textCredential(m mention) credential {
	src := k.srcs[m.src]
	c := credential{ids: []taxonomy.ID{m.id}, name: src.text[m.start:m.end], from: fromText, evidence: k.excerptOf(m)}
	if c.evidence == nil {
		return c
	}
	lo, hi := k.segment(m)
	part := src.text[lo:hi]
	for _, o := range k.mentions {
		if o.src == m.src && o.id == "license:multistate" && lo <= o.start && o.end <= hi {
			c.multistate = true
		}
	}
	low := src.low[lo:hi]
	c.multistate = c.multistate || strings.Contains(low, "compact") || strings.Contains(low, "multistate")
	c.expired = strings.Contains(low, "expired") || strings.Contains(low, "lapsed")
	c.pending = taxonomy.NotYetHeld(low)
	if t, ok := expiryIn(src.low[m.end:hi]); ok {
		c.expires = t
		c.expired = c.expired || t.Before(k.asOf)
	}
	if taxonomy.StateIssued(m.id) {
		if ss := taxonomy.FindStates(part); len(ss) > 0 {
			c.state, _ = taxonomy.StateCode(string(ss[0].ID))
		}
	}
	return c
}

// segment returns the part of m's line that speaks of m: from the end of the
// credential named before it on the line (or a semicolon or bar) to the start of
// the one named after it (or a semicolon or bar), so that "NC Electrician License
// (exp 4/2028); Texas Electrician License (exp 2/2028)" gives each its own
// state and expiry.
func (k *cand) segment(m mention) (lo, hi int) {
	t := k.srcs[m.src].text
	lo = strings.LastIndexByte(t[:m.start], '\n') + 1
	hi = len(t)
	if i := strings.IndexByte(t[m.end:], '\n'); i >= 0 {
		hi = m.end + i
	}
	for _, o := range k.mentions {
		if o.src != m.src || o.id == "license:multistate" || (o.id.Kind() != taxonomy.KindCertification && o.id.Kind() != taxonomy.KindLicense) {
			continue
		}
		if o.end <= m.start && o.end > lo {
			lo = o.end
		}
		if o.start >= m.end && o.start < hi {
			hi = o.start
		}
	}
	if i := strings.LastIndexAny(t[lo:m.start], ";|"); i >= 0 {
		lo += i + 1
	}
	if i := strings.IndexAny(t[m.end:hi], ";|"); i >= 0 {
		hi = m.end + i
	}
	return lo, hi
}

// expiryPattern finds an expiry date as resumes write it after a credential:
// "exp 7/2026", "Expires 10/31/2028", "exp. Sep 2028", "expiration:
// 2028-09-30", "valid through May 2029".
var expiryPattern = regexp.MustCompile(`\b(?:exp(?:ires|iration|iry|\.)?|valid (?:through|thru|until))\s*(?:date)?\s*:?\s*(?:(\d{1,2})/(?:\d{1,2}/)?(\d{4})|(\d{4})-(\d{2})|([a-z]{3,9})\.?\s+(?:\d{1,2},?\s+)?(\d{4}))\b`)

// expiryIn returns the first expiry date written in low (lower-cased text),
// as the first day of its month.
func expiryIn(low string) (time.Time, bool) {
	if !strings.Contains(low, "exp") && !strings.Contains(low, "valid") {
		return time.Time{}, false // what the pattern needs; the regexp costs far more to say no
	}
	g := expiryPattern.FindStringSubmatch(low)
	if g == nil {
		return time.Time{}, false
	}
	var y, mo int
	switch {
	case g[1] != "":
		mo, _ = atoi(g[1])
		y, _ = atoi(g[2])
	case g[3] != "":
		y, _ = atoi(g[3])
		mo, _ = atoi(g[4])
	default:
		y, _ = atoi(g[6])
		for i := time.January; i <= time.December; i++ {
			if name := strings.ToLower(i.String()); strings.HasPrefix(name, g[5]) && len(g[5]) >= 3 {
				mo = int(i)
			}
		}
	}
	if mo < 1 || mo > 12 || y < 1900 {
		return time.Time{}, false
	}
	return time.Date(y, time.Month(mo), 1, 0, 0, 0, 0, time.UTC), true
}

// credCheck is how one credential meets one wanted concept.
type credCheck struct {
	status    Status
	basis     Basis
	open      bool // the shortfall is only unknown (a licence's state)
	reasoning string
	cred      *credential
}

func (ch credCheck) rank() int {
	switch {
	case ch.status == FullyMet:
		return 4
	case ch.status == PartiallyMet && ch.open:
		return 3
	case ch.status == PartiallyMet:
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
	// A compact licence is an alternative to the states with AnyOf, and a
	// requirement otherwise.
	needMulti := multi && !c.AnyOf
	var best credCheck
	for i, w := range wanted {
		states := c.States
		if len(states) == 0 && taxonomy.StateIssued(w) {
			states = jobStates(job)
		}
		ch := k.checkCredential(w, states, multi, needMulti)
		if i == 0 || c.AnyOf && ch.rank() > best.rank() || !c.AnyOf && ch.rank() < best.rank() {
			best = ch
		}
	}
	o.res.Status, o.res.Basis, o.open, o.res.Reasoning = best.status, best.basis, best.open, best.reasoning
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
		o.res.Status, o.res.Basis, o.open = FullyMet, Evidence, false
		o.res.Reasoning = o.label + " document on file (" + o.file + ")"
	}
}

// checkCredential finds the candidate's best credential counting as w.
func (k *cand) checkCredential(w taxonomy.ID, states []string, alt, needMulti bool) credCheck {
	best := credCheck{status: NotMet, basis: Unverified, reasoning: "No " + conceptName(w) + " found in the resume"}
	counts := func(cr *credential) bool {
		return slices.ContainsFunc(cr.ids, func(id taxonomy.ID) bool { return taxonomy.IsA(id, w) })
	}
	// A title only implies a licence the resume does not list: one listed,
	// even of another state, says more.
	listed := slices.ContainsFunc(k.creds, func(cr credential) bool { return cr.from != fromTitle && counts(&cr) })
	for i := range k.creds {
		cr := &k.creds[i]
		if !counts(cr) || listed && cr.from == fromTitle {
			continue
		}
		ch := k.judgeCredential(cr, w, states, alt, needMulti)
		if ch.rank() > best.rank() || ch.rank() == best.rank() && best.cred != nil && cr.from < best.cred.from {
			best = ch
		}
	}
	return best
}

// judgeCredential says how one credential meets w: expiry first, then the
// states a licence must be valid in.
func (k *cand) judgeCredential(cr *credential, w taxonomy.ID, states []string, alt, needMulti bool) credCheck {
	ch := credCheck{status: FullyMet, basis: Evidence, cred: cr}
	what := cr.name
	if cr.issuer != "" {
		what += " (" + cr.issuer + ")"
	}
	asOf := k.asOf.Format(time.DateOnly)
	switch {
	case cr.from == fromTitle:
		ch.status, ch.open = PartiallyMet, true
		ch.reasoning = "Works as " + cr.name + ", which requires a " + conceptName(w) + ", but no licence is listed"
		return ch
	case cr.expired && !cr.expires.IsZero():
		ch.status = PartiallyMet
		ch.reasoning = what + " expired " + cr.expires.Format(time.DateOnly) + ", before the as-of date " + asOf
		return ch
	case cr.expired:
		ch.status = PartiallyMet
		ch.reasoning = what + " is described as expired in the resume"
		return ch
	case !cr.expires.IsZero():
		ch.reasoning = what + " expires " + cr.expires.Format(time.DateOnly) + ", after the as-of date"
		if cr.expires.Sub(k.asOf) <= expiringWithin {
			ch.reasoning = what + " expires " + cr.expires.Format(time.DateOnly) + ", within 90 days of the as-of date"
		}
	case cr.from == fromProfile:
		ch.reasoning = what + " is listed without an expiration date"
	default:
		ch.reasoning = cr.name + " is named in the resume, without an expiration date"
	}
	if !taxonomy.StateIssued(w) || len(states) == 0 && !needMulti {
		return ch
	}
	where := strings.Join(states, " or ")
	switch {
	case needMulti && !cr.multistate:
		ch.status, ch.open = PartiallyMet, cr.from != fromProfile
		ch.reasoning = conceptName(w) + " found, but not stated to be a multistate (compact) licence"
	case len(states) == 0:
		ch.reasoning = "Multistate " + conceptName(w) + " (" + cr.name + ")"
	case cr.state == "" && alt && cr.multistate:
		ch.reasoning = "Multistate (compact) " + conceptName(w) + " (" + cr.name + ")"
	case cr.state == "":
		ch.status, ch.open = PartiallyMet, true
		ch.reasoning = conceptName(w) + " found without its issuing state; valid in " + where + " required"
	case validIn(w, cr, states):
		ch.reasoning = conceptName(w) + " issued in " + cr.state + compactNote(cr) + ", valid in " + where
	case alt && cr.multistate:
		ch.reasoning = "Multistate (compact) " + conceptName(w) + " issued in " + cr.state
	default:
		ch.status = PartiallyMet
		ch.reasoning = conceptName(w) + " issued in " + cr.state + compactNote(cr) + ", not valid in " + where
	}
	return ch
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

func validIn(w taxonomy.ID, cr *credential, states []string) bool {
	for _, s := range states {
		if taxonomy.LicenseValidIn(w, cr.state, s, cr.multistate) {
			return true
		}
	}
	return false
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
	c, ok := taxonomy.Lookup(id)
	if !ok {
		return string(id)
	}
	name := c.Name
	if i := strings.LastIndexByte(name, '('); i > 0 && strings.HasSuffix(name, ")") {
		outer, inner := strings.TrimSpace(name[:i]), name[i+1:len(name)-1]
		name = outer
		if len(inner) < len(outer) {
			name = inner
		}
	}
	if id.Kind() == taxonomy.KindCertification && !strings.Contains(ascii.Lower(name), "cert") {
		name += " certification"
	}
	if id.Kind() == taxonomy.KindLicense && !strings.Contains(ascii.Lower(name), "licen") && !strings.Contains(name, "CDL") {
		name += " licence"
	}
	return name
}

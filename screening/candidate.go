package screening

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/recruitd/recruitd/internal/ascii"
	"github.com/recruitd/recruitd/internal/timeline"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/taxonomy"
)

// A source is one text of the candidate's own that evidence may be quoted
// from: the resume text or a record field.
type source struct {
	text string
}

// Sources in the order evidence is preferred.
const (
	srcResume = iota
	srcNotes
	srcProfession
	srcSpecialty
	numSources
)

// mention is a concept named in a source, at text[start:end]. It holds
// no pointer, so that the dozens of each candidate prepared cost the
// collector nothing.
type mention struct {
	ref        taxonomy.Ref
	src        int
	start, end int
}

func (m mention) id() taxonomy.ID { return m.ref.ID() }

// role is one position of the work history with what it counts as.
type role struct {
	job *resume.Job
	// concepts are named by the title and specialty: what the role was,
	// with the specialties named by words that name one only beside the
	// role's profession ("Electrician - commercial projects").
	concepts []taxonomy.ID
	// professions are what the title says the role was
	// (taxonomy.Professions), none when it does not say.
	professions []taxonomy.ID
	// span is when the role was held; dated is false when the role has no
	// usable dates.
	span  timeline.Span
	dated bool
}

// cand is a candidate prepared for screening: its texts searched once for
// concepts, its work history dated. Screen builds one per screening; Prepare
// builds one that many screenings share.
type cand struct {
	Candidate
	// given is the profile the candidate was given with, before a history
	// only the notes state was added to it: what Facts keep.
	given     *resume.Profile
	asOf      time.Time
	asOfDate  string // asOf as YYYY-MM-DD
	asOfMonth timeline.Month
	srcs      [numSources]source
	// low holds each source's text with ASCII letters lower-cased (same
	// byte offsets), made on first use (lowered): a candidate prepared
	// from its facts is often screened without them.
	low      [numSources]string
	lowOnce  sync.Once
	mentions []mention
	roles    []role
	merged   []timeline.Span // employment, merged and sorted
	creds    []credential
	// textCreds caches each mention's credential while creds is gathered.
	textCreds []*credential
	// The rest is built on first use, once even when goroutines share the
	// cand (Prepared).
	lines     []line // for evalOther
	linesOnce sync.Once
	// skillRoles caches, per role, the concepts of everything it says
	// (technologies, skills, responsibilities).
	skillRoles [][]taxonomy.ID
	skillOnce  sync.Once
	// skills caches the skill names the profile lists (profileSkills),
	// skillIDs their concepts.
	skills     []string
	skillIDs   [][]taxonomy.ID
	skillsOnce sync.Once
	// roleWords caches, per role, the stems of the words of its title,
	// specialty and concepts' names.
	roleWords [][]string
	wordsOnce sync.Once
	// workedAs caches, per role, what it was (worked), each on first use:
	// most roles' are never asked for.
	workedAs []onceText
	// now caches what the candidate does now (professionsNow).
	now     []nowProfession
	nowOnce sync.Once
	// shifts caches where each shift is first named (evalSchedule).
	shifts     map[string]shiftAt
	shiftsOnce sync.Once
	// pref caches the shift preference the candidate states.
	pref     shiftPreference
	prefOnce sync.Once
	// located caches, per role, the resume line that names it (locateJob).
	located     []*string
	locatedOnce sync.Once
}

func newCand(c Candidate, asOf time.Time) *cand {
	k := sourced(c, asOf)
	for i := range k.srcs {
		for _, m := range taxonomy.FindLowered(k.srcs[i].text, k.lowered(i)) {
			k.mentions = append(k.mentions, mention{ref: taxonomy.RefOf(m.ID), src: i, start: m.Start, end: m.End})
		}
	}
	k.datedRoles(nil)
	k.creds = k.credentials()
	return k
}

// sourced returns the cand of c with its sources and nothing read from them
// yet but the history only the recruiter's notes state, where the resume
// gives none.
func sourced(c Candidate, asOf time.Time) *cand {
	given := c.Profile
	if c.Record.Notes != "" && (c.Profile == nil || len(c.Profile.WorkHistory) == 0) {
		// a history only the recruiter's notes state ("Surgical Trauma ICU at Columbia
		// Memorial, 07/2023 - Present") is the candidate's history
		if jobs := resume.NotesHistory(c.Record.Notes, resume.Options{AsOf: asOf}); len(jobs) > 0 {
			var p resume.Profile
			if c.Profile != nil {
				p = *c.Profile
			}
			p.WorkHistory = jobs
			c.Profile = &p
		}
	}
	k := &cand{Candidate: c, given: given, asOf: asOf, asOfDate: dateOf(asOf), asOfMonth: timeline.MonthOf(asOf)}
	texts := [numSources]string{c.ResumeText, c.Record.Notes, c.Record.Profession, c.Record.Specialty}
	for i, t := range texts {
		k.srcs[i] = source{text: t}
	}
	return k
}

// onceText is a text written on first use.
type onceText struct {
	once sync.Once
	text string
}

// lastDate is the day dateOf wrote last, with its text: every candidate
// of a request is prepared as of the same day.
var lastDate atomic.Pointer[dayText]

type dayText struct {
	day  time.Time
	text string
}

// dateOf is t.Format(time.DateOnly).
func dateOf(t time.Time) string {
	if d := lastDate.Load(); d != nil && d.day.Equal(t) && d.day.Location() == t.Location() {
		return d.text
	}
	d := &dayText{day: t, text: t.Format(time.DateOnly)}
	lastDate.Store(d)
	return d.text
}

// lowered is source src's text lower-cased (cand.low), every source's
// lowered on first use.
func (k *cand) lowered(src int) string {
	k.lowOnce.Do(func() {
		for i := range k.srcs {
			k.low[i] = ascii.Lower(k.srcs[i].text)
		}
	})
	return k.low[src]
}

// datedRoles reads the work history into roles and merged intervals. The
// spans' ends keep a date as the profile writes it (workGaps writes it as
// YYYY-MM-DD, for the few screenings whose whole result is asked for). read,
// when not nil, holds each role's concepts and professions as an earlier
// preparation found them (see Facts): only the dating, which moves with the
// as-of date, is done again.
func (k *cand) datedRoles(read []role) {
	if k.Profile == nil || len(k.Profile.WorkHistory) == 0 {
		return
	}
	// Merge keeps none of spans: most histories fit in buf, on the stack.
	var buf [8]timeline.Span
	spans := buf[:0]
	k.roles = make([]role, 0, len(k.Profile.WorkHistory))
	for i := range k.Profile.WorkHistory {
		j := &k.Profile.WorkHistory[i]
		r := role{job: j}
		if read != nil {
			r.concepts, r.professions = read[i].concepts, read[i].professions
		} else {
			r.concepts, r.professions = roleConcepts(j)
		}
		s, sok := timeline.ParseMonth(j.StartDate)
		var e timeline.Month
		eok, endDate := false, ""
		switch {
		case j.IsCurrent:
			e, eok, endDate = k.asOfMonth, true, k.asOfDate
		case j.EndDate != nil:
			e, eok = timeline.ParseMonth(*j.EndDate)
			endDate = *j.EndDate
		case sok && j.MonthsInRole != nil:
			e, eok = s+timeline.Month(*j.MonthsInRole-1), true
			endDate = e.Date()
		}
		startDate := j.StartDate
		if !sok && eok && j.MonthsInRole != nil {
			s, sok = e-timeline.Month(*j.MonthsInRole-1), true
			startDate = s.Date()
		}
		if e > k.asOfMonth {
			e, endDate = k.asOfMonth, k.asOfDate
		}
		if sok && eok && e >= s {
			r.span, r.dated = timeline.Span{Start: s, End: e + 1, StartDate: startDate, EndDate: endDate}, true
			spans = append(spans, r.span)
		}
		k.roles = append(k.roles, r)
	}
	k.merged = timeline.Merge(spans)
	k.workedAs = make([]onceText, len(k.roles))
}

// roleConcepts is what a role's title and specialty say it was: its
// concepts and its professions.
func roleConcepts(j *resume.Job) (concepts, professions []taxonomy.ID) {
	text := j.Title + "\n" + j.Specialty
	concepts = taxonomy.Normalize(text)
	professions = taxonomy.Professions(concepts)
	for _, p := range professions {
		for _, id := range taxonomy.Qualified(text, p) {
			if !slices.Contains(concepts, id) {
				concepts = append(concepts, id)
			}
		}
	}
	return concepts, professions
}

// totalYears is the candidate's dated employment, or the profile's stated
// years when no role is dated.
func (k *cand) totalYears() float64 {
	if len(k.merged) > 0 {
		return float64(timeline.Total(k.merged)) / 12
	}
	if k.Profile != nil && k.Profile.ProfessionalSummary != nil && k.Profile.ProfessionalSummary.YearsOfExperience != nil {
		return *k.Profile.ProfessionalSummary.YearsOfExperience
	}
	return 0
}

// find returns the first mention of a concept that counts as one of ids.
func (k *cand) find(ids ...taxonomy.ID) (mention, bool) {
	var buf [4]taxonomy.Ref
	refs := refsOf(buf[:0], ids)
	for _, m := range k.mentions {
		if m.isA(refs) {
			return m, true
		}
	}
	return mention{}, false
}

// refsOf appends the Refs of ids to refs: looked up once, they are
// compared with every mention's without hashing an ID.
func refsOf(refs []taxonomy.Ref, ids []taxonomy.ID) []taxonomy.Ref {
	for _, id := range ids {
		refs = append(refs, taxonomy.RefOf(id))
	}
	return refs
}

// isA reports whether m names a concept that counts as one of refs.
func (m mention) isA(refs []taxonomy.Ref) bool {
	return slices.ContainsFunc(refs, m.ref.IsA)
}

// excerpt returns the line of a source around text[start:end], narrowed to
// its sentence when the line is long, trimmed of spaces and list markers. It
// is always a substring of the source.
func (k *cand) excerpt(src, start, end int) *string {
	s := k.excerptText(src, start, end)
	if s == "" {
		return nil
	}
	return &s
}

// excerptText is excerpt's text, "" where excerpt is nil.
func (k *cand) excerptText(src, start, end int) string {
	t := k.srcs[src].text
	lo := strings.LastIndexByte(t[:start], '\n') + 1
	hi := len(t)
	if i := strings.IndexByte(t[end:], '\n'); i >= 0 {
		hi = end + i
	}
	if hi-lo > 240 {
		if i := lastSentenceEnd(t[lo:start]); i >= 0 {
			lo += i
		}
		if i := nextSentenceEnd(t[end:hi]); i >= 0 {
			hi = end + i
		}
	}
	return strings.TrimFunc(t[lo:hi], isTrimmed)
}

func (k *cand) excerptOf(m mention) *string { return k.excerpt(m.src, m.start, m.end) }

// lastSentenceEnd returns the offset just after the last sentence break in s,
// or -1.
func lastSentenceEnd(s string) int {
	best := -1
	for _, sep := range []string{". ", "; ", "! ", "? ", "\t"} {
		if i := strings.LastIndex(s, sep); i >= 0 && i+len(sep) > best {
			best = i + len(sep)
		}
	}
	return best
}

// nextSentenceEnd returns the offset of the first sentence break in s,
// keeping a full stop, or -1.
func nextSentenceEnd(s string) int {
	best := -1
	for _, sep := range []string{". ", "; ", "! ", "? ", "\t"} {
		if i := strings.Index(s, sep); i >= 0 && (best < 0 || i+1 < best) {
			best = i + 1
		}
	}
	return best
}

func isTrimmed(r rune) bool {
	switch r {
	case ' ', '\t', '\r', '\n', '\f', '\v', '-', '*', '•', '·', '▪', '●', '◦', '‣', '–', '—', '>', '|', ',', ';', '\u00a0':
		return true
	}
	return false
}

// locate returns the resume line where value is written (in any ASCII
// case), else the recruiter's notes' line (a history only they state), or
// nil when it is in neither verbatim.
func (k *cand) locate(value string) *string {
	value = strings.TrimSpace(value)
	if len(value) < 2 {
		return nil
	}
	low := ascii.Lower(value)
	for _, src := range []int{srcResume, srcNotes} {
		if i := indexWord(k.lowered(src), low); i >= 0 {
			return k.excerpt(src, i, i+len(value))
		}
	}
	return nil
}

// locateJob returns the resume line that names a position: one naming both
// its title and its employer if any, else its title, employer or specialty.
// Those of the roles are found once, on first use.
func (k *cand) locateJob(j *resume.Job) *string {
	for i := range k.roles {
		if k.roles[i].job == j {
			k.locatedOnce.Do(k.locateRoles)
			return k.located[i]
		}
	}
	return k.findJob(j)
}

// locateRoles finds the resume line of every role (findJob).
func (k *cand) locateRoles() {
	k.located = make([]*string, len(k.roles))
	for i := range k.roles {
		k.located[i] = k.findJob(k.roles[i].job)
	}
}

// findJob is locateJob, found again.
func (k *cand) findJob(j *resume.Job) *string {
	low := k.lowered(srcResume)
	title, employer := ascii.Lower(strings.TrimSpace(j.Title)), ascii.Lower(strings.TrimSpace(j.Employer))
	if title != "" && employer != "" {
		for off := 0; off < len(low); {
			i := indexWord(low[off:], title)
			if i < 0 {
				break
			}
			i += off
			lo := strings.LastIndexByte(low[:i], '\n') + 1
			hi := strings.IndexByte(low[i:], '\n')
			if hi < 0 {
				hi = len(low)
			} else {
				hi += i
			}
			if strings.Contains(low[lo:hi], employer) {
				return k.excerpt(srcResume, i, i+len(title))
			}
			off = i + len(title)
		}
	}
	for _, v := range []string{j.Title, j.Employer, j.Specialty} {
		if e := k.locate(v); e != nil {
			return e
		}
	}
	return nil
}

// indexWord returns the first index of sub in s that does not start or end
// inside a word, or -1.
func indexWord(s, sub string) int {
	if sub == "" {
		return -1
	}
	for off := 0; off+len(sub) <= len(s); {
		i := strings.Index(s[off:], sub)
		if i < 0 {
			return -1
		}
		i += off
		j := i + len(sub)
		if (i == 0 || !isWordByte(s[i-1]) || !isWordByte(sub[0])) &&
			(j == len(s) || !isWordByte(s[j]) || !isWordByte(sub[len(sub)-1])) {
			return i
		}
		off = i + 1
	}
	return -1
}

func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80
}

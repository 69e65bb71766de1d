package screening

import (
	"slices"
	"strconv"
	"strings"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/internal/ascii"
	"github.com/recruitd/recruitd/screening/criteria"
	"github.com/recruitd/recruitd/taxonomy"
)

// evalSchedule checks shifts: each named in the resume or notes as worked
// or offered (taxonomy.FindShifts). All named is FullyMet, some
// PartiallyMet.
func (k *cand) evalSchedule(c criteria.Criterion, o *outcome) {
	if len(c.Shifts) == 0 {
		k.evalOther(c, o)
		return
	}
	k.shiftsOnce.Do(k.buildShifts)
	var found, missing []string
	var ev *string
	pref := k.statedShifts()
	for _, sh := range c.Shifts {
		if pref.stated && slices.Contains(taxonomy.DayShifts, sh) {
			if !pref.flexible && !slices.Contains(pref.shifts, sh) {
				o.res.Status, o.res.Basis = NotMet, Contradiction
				o.res.Reasoning = "The candidate states a preference for " + strings.Join(pref.shifts, ", ") + " shifts, not " + sh
				o.res.TextEvidence = pref.evidence
				o.followUp = "Would you work " + sh + " shifts?"
				return
			}
			found = append(found, sh)
			if ev == nil {
				ev = pref.evidence
			}
			continue
		}
		at, ok := k.shifts[sh]
		if !ok {
			missing = append(missing, sh)
			continue
		}
		found = append(found, sh)
		if ev == nil {
			ev = k.excerpt(at.src, at.start, at.end)
		}
	}
	switch {
	case len(missing) == 0:
		o.res.Status, o.res.Basis = FullyMet, Evidence
		o.res.Reasoning = "The resume mentions " + strings.Join(found, ", ") + " shifts"
	case len(found) > 0:
		o.res.Status, o.res.Basis = PartiallyMet, Evidence
		o.open = true
		o.res.Reasoning = "The resume mentions " + strings.Join(found, ", ") + " shifts but not " + strings.Join(missing, ", ")
		o.followUp = "Can you work " + strings.Join(missing, ", ") + " shifts?"
	default:
		o.res.Reasoning = "The resume does not say whether the candidate works " + strings.Join(missing, ", ") + " shifts"
		// Most resumes say nothing of shifts: only a stated
		// preference rules one out.
		o.unstated = true
	}
	o.res.TextEvidence = ev
}

// shiftPreference is what a candidate says of the shifts they work.
type shiftPreference struct {
	stated   bool
	shifts   []string // the shifts of the day wanted, or the only ones worked
	flexible bool     // any shift will do
	evidence *string
}

// preferenceWords make a line one where the candidate says which shifts
// they want or work: "Availability: day shift only", "Prefer nights",
// "Seeking day shift (no nights)".
var preferenceWords = []string{"prefer", "prefers", "preferred", "preference", "only", "desired", "availability",
	"available", "seeking", "open to", "looking for", "want", "wants", "willing"}

// flexibleWords say that any shift will do.
var flexibleWords = []string{"flexible", "any shift", "all shifts", "open to all", "any schedule", "rotating"}

// statedShifts is the preference the request states (Candidate.Shifts),
// else the first line of the resume, then of the notes, that states one
// (linePreference).
func (k *cand) statedShifts() shiftPreference {
	k.prefOnce.Do(func() {
		var asked []string
		for _, sh := range k.Shifts {
			if sh = strings.ToLower(strings.TrimSpace(sh)); slices.Contains(taxonomy.DayShifts, sh) && !slices.Contains(asked, sh) {
				asked = append(asked, sh)
			}
		}
		if len(asked) > 0 {
			k.pref = shiftPreference{stated: true, shifts: asked}
			return
		}
		for _, src := range []int{srcResume, srcNotes} {
			t := k.srcs[src]
			for off := 0; off < len(t.text); {
				hi := strings.IndexByte(t.text[off:], '\n')
				if hi < 0 {
					hi = len(t.text)
				} else {
					hi += off
				}
				if p, ok := k.linePreference(src, off, hi); ok {
					k.pref = p
					return
				}
				off = hi + 1
			}
		}
	})
	return k.pref
}

// lastWord returns the last word of low, lower-cased text.
func lastWord(low string) string {
	end := len(low)
	for end > 0 && !isWordByte(low[end-1]) {
		end--
	}
	start := end
	for start > 0 && isWordByte(low[start-1]) {
		start--
	}
	return low[start:end]
}

// linePreference reads text[lo:hi] of source src as a shift preference:
// the shifts of the day it names, less those it rules out ("Seeking day
// shift (no nights)"); with only limits ("no nights"), the others.
func (k *cand) linePreference(src, lo, hi int) (shiftPreference, bool) {
	t, low := k.srcs[src], k.lowered(src)[lo:hi]
	if !slices.ContainsFunc(preferenceWords, func(w string) bool { return indexWord(low, w) >= 0 }) {
		return shiftPreference{}, false
	}
	p := shiftPreference{flexible: slices.ContainsFunc(flexibleWords, func(w string) bool { return indexWord(low, w) >= 0 })}
	var ruledOut []string
	for _, m := range taxonomy.FindShifts(t.text[lo:hi]) {
		if !slices.Contains(taxonomy.DayShifts, m.Shift) {
			continue
		}
		if w := lastWord(low[:m.Start]); w == "no" || w == "not" {
			ruledOut = append(ruledOut, m.Shift)
		} else if !slices.Contains(p.shifts, m.Shift) {
			p.shifts = append(p.shifts, m.Shift)
		}
	}
	if len(p.shifts) == 0 && len(ruledOut) > 0 {
		for _, sh := range taxonomy.DayShifts {
			if !slices.Contains(ruledOut, sh) {
				p.shifts = append(p.shifts, sh)
			}
		}
	}
	if len(p.shifts) == 0 && !p.flexible {
		return shiftPreference{}, false
	}
	p.stated, p.evidence = true, k.excerpt(src, lo, hi)
	return p, true
}

// shiftAt is where a shift is first named in the candidate's texts.
type shiftAt struct{ src, start, end int }

// buildShifts finds the shifts the resume, then the notes, name.
func (k *cand) buildShifts() {
	k.shifts = map[string]shiftAt{}
	for _, src := range []int{srcResume, srcNotes} {
		for _, m := range taxonomy.FindShifts(k.srcs[src].text) {
			if _, ok := k.shifts[m.Shift]; !ok {
				k.shifts[m.Shift] = shiftAt{src: src, start: m.Start, end: m.End}
			}
		}
	}
}

// defaultRadius is the distance a Location criterion without one allows,
// in miles.
const defaultRadius = 50

// evalLocation checks where the candidate lives: within the radius the
// criterion gives ("within 50 miles") of the job, or in one of its states.
// Living elsewhere is met when the candidate is willing to relocate,
// contradicted when the resume says they are not, unverified otherwise.
func (k *cand) evalLocation(c criteria.Criterion, job *recruitd.Job, o *outcome) {
	zip, city, state, relocate := k.home()
	code, _ := taxonomy.StateCode(state)
	home, homeOK := geo.Resolve(zip, city, state)
	if homeOK && code == "" {
		code = home.State
	}
	if code == "" {
		o.res.Reasoning = "The candidate's location is not known"
		return
	}
	where := city
	if where != "" {
		where += ", "
	}
	where += code
	if city != "" {
		o.res.TextEvidence = k.locate(city + ", " + state)
		if o.res.TextEvidence == nil {
			o.res.TextEvidence = k.locate(city)
		}
	}
	radius := criteria.RadiusOf(c.Text)
	inside, target := false, ""
	switch {
	case radius == 0 && len(c.States) > 0:
		for _, s := range c.States {
			inside = inside || s == code
		}
		target = strings.Join(c.States, " or ")
	default:
		if radius == 0 {
			radius = defaultRadius
		}
		at, ok := geo.Resolve(job.Address.Zip, job.Address.City, job.Address.State)
		if !ok {
			at, ok = geo.Resolve(job.Employer.Zip, job.Employer.City, job.Employer.State)
		}
		if !ok || !homeOK {
			o.res.Reasoning = "Lives in " + where + "; the distance to the job cannot be computed"
			o.followUp = "Do you live within " + strconv.Itoa(radius) + " miles of the job, or would you relocate?"
			return
		}
		d := geo.DistanceMiles(home.Point(), at.Point())
		inside = d <= float64(radius)
		target = "within " + strconv.Itoa(radius) + " miles of " + placeName(at)
		where += " (" + strconv.Itoa(int(d+0.5)) + " miles away)"
	}
	switch {
	case inside:
		o.res.Status, o.res.Basis = FullyMet, Evidence
		o.res.Reasoning = "Lives in " + where + ", " + target
	case relocate != nil && *relocate:
		o.res.Status, o.res.Basis = FullyMet, Evidence
		o.res.Reasoning = "Lives in " + where + ", not " + target + ", but is willing to relocate"
	case relocate != nil:
		o.res.Basis = Contradiction
		o.res.Reasoning = "Lives in " + where + ", not " + target + ", and is not willing to relocate"
	default:
		o.res.Reasoning = "Lives in " + where + ", not " + target + "; willingness to relocate is not stated"
		o.followUp = "Would you relocate to be " + target + "?"
	}
}

// home is where the candidate lives: the profile's location, else the
// record's address.
func (k *cand) home() (zip, city, state string, relocate *bool) {
	if p := k.Profile; p != nil && p.PersonalInfo != nil && p.PersonalInfo.Location != nil {
		l := p.PersonalInfo.Location
		if l.ZipCode != "" || l.State != "" {
			return l.ZipCode, l.City, l.State, l.WillingToRelocate
		}
		relocate = l.WillingToRelocate
	}
	if a := k.Record.Address; a != nil {
		return a.Zip, a.City, a.State, relocate
	}
	return "", "", "", relocate
}

// homeState is the code of the state the candidate lives in, "" when
// unknown.
func (k *cand) homeState() string {
	zip, city, state, _ := k.home()
	if code, ok := taxonomy.StateCode(state); ok {
		return code
	}
	if p, ok := geo.Resolve(zip, city, state); ok {
		return p.State
	}
	return ""
}

func placeName(p geo.Place) string {
	if p.City == "" {
		return p.ZIP
	}
	return p.City + ", " + p.State
}

// line is a line or sentence of the candidate's text, with its words.
type line struct {
	src, start, end int
	words           []string // words of the line, each once
}

// stopWords are words too common in requirements to tie one to a resume line.
var stopWords = map[string]bool{
	"the": true, "and": true, "for": true, "with": true, "must": true, "have": true, "has": true, "able": true,
	"ability": true, "year": true, "experience": true, "required": true, "require": true, "preferred": true,
	"plus": true, "strong": true, "excellent": true, "knowledge": true, "skill": true, "good": true, "work": true,
	"working": true, "candidate": true, "will": true, "should": true, "least": true, "minimum": true, "are": true,
	"all": true, "any": true, "other": true, "our": true, "you": true, "your": true, "from": true, "that": true,
	"this": true, "per": true, "including": true, "etc": true, "not": true, "more": true, "than": true, "can": true,
	"into": true, "who": true, "new": true, "well": true, "use": true, "using": true, "within": true, "demonstrated": true,
	"proven": true, "solid": true, "valid": true, "current": true, "active": true, "also": true, "highly": true,
	"desired": true, "nice": true, "bonus": true, "helpful": true, "equivalent": true, "related": true,
}

// words returns the distinct significant words of s (lower case, a plural
// "s" dropped).
func words(s string) []string { return appendWords(nil, s) }

// appendWords appends words(s) to out.
func appendWords(out []string, s string) []string {
	first := len(out)
	low := ascii.Lower(s)
	for i := 0; i < len(low); {
		if !isWordByte(low[i]) {
			i++
			continue
		}
		j := i
		for j < len(low) && isWordByte(low[j]) {
			j++
		}
		w := low[i:j]
		if len(w) > 4 && w[len(w)-1] == 's' && w[len(w)-2] != 's' {
			w = w[:len(w)-1]
		}
		if len(w) >= 3 && !stopWords[w] && (w[0] < '0' || w[0] > '9') {
			found := false
			for _, o := range out[first:] {
				found = found || o == w
			}
			if !found {
				out = append(out, w)
			}
		}
		i = j
	}
	return out
}

// buildLines splits the resume and the notes into lines, and lines longer
// than a sentence into sentences.
func (k *cand) buildLines() {
	// The lines' words are cut from one list, not one allocation a line
	// (a list grown since keeps the words of the lines before), sized for
	// about a significant word in 16 bytes of text.
	all := make([]string, 0, (len(k.srcs[srcResume].text)+len(k.srcs[srcNotes].text))/16)
	for _, src := range []int{srcResume, srcNotes} {
		t, low := k.srcs[src].text, k.lowered(src)
		for start := 0; start < len(t); {
			end := strings.IndexByte(t[start:], '\n')
			if end < 0 {
				end = len(t)
			} else {
				end += start
			}
			for s := start; s < end; {
				e := end
				if end-s > 240 {
					if i := nextSentenceEnd(t[s:end]); i > 0 {
						e = s + i
					}
				}
				n := len(all)
				all = appendWords(all, low[s:e])
				l := line{src: src, start: s, end: e, words: all[n:len(all):len(all)]}
				if len(l.words) > 0 {
					k.lines = append(k.lines, l)
				}
				s = e
			}
			start = end + 1
		}
	}
}

// evalOther looks for the line of the candidate's text sharing the most
// significant words with the criterion. A line saying all of them (all but
// one of three or more) states the requirement as resumes state anything:
// PartiallyMet with that line as evidence (a recruiter confirms the rest).
// Fewer shared words are no proof: the criterion stays unverified, with that
// line as where a recruiter would start confirming it.
func (k *cand) evalOther(c criteria.Criterion, o *outcome) {
	want := words(c.Text)
	o.res.Reasoning = "Nothing in the resume addresses this requirement"
	if len(want) == 0 {
		return
	}
	k.linesOnce.Do(k.buildLines)
	need := max(2, (len(want)+1)/2)
	need = min(need, len(want))
	best, bestN := -1, 0
	for i, l := range k.lines {
		n := 0
		for _, w := range want {
			if slices.Contains(l.words, w) {
				n++
			}
		}
		if n > bestN {
			best, bestN = i, n
		}
	}
	if best < 0 || bestN < need {
		return
	}
	l := k.lines[best]
	var shared []string
	for _, w := range want {
		if slices.Contains(l.words, w) {
			shared = append(shared, w)
		}
	}
	o.res.TextEvidence = k.excerpt(l.src, l.start, l.end)
	if o.res.TextEvidence == nil {
		return
	}
	if len(shared) == len(want) || len(want) >= 3 && len(shared) == len(want)-1 {
		o.res.Status, o.res.Basis, o.open = PartiallyMet, Evidence, true
		o.res.Reasoning = "The resume mentions " + strings.Join(shared, ", ") + "; the rest needs a recruiter's confirmation"
		return
	}
	o.res.Reasoning = "The resume mentions " + strings.Join(shared, ", ") + ", but not " + strings.Join(missingWords(want, shared), ", ") + "; a recruiter needs to confirm it"
}

// missingWords are the words of want not in have.
func missingWords(want, have []string) []string {
	var out []string
	for _, w := range want {
		if !slices.Contains(have, w) {
			out = append(out, w)
		}
	}
	return out
}

package taxonomy

import (
	"strings"
	"sync"

	"github.com/recruitd/recruitd/internal/ascii"
)

// The shifts a job asks for and a candidate works, as FindShifts names them.
// They are the values of a criterion's shifts and of a job's schedule.
const (
	ShiftDay      = "day"
	ShiftEvening  = "evening"
	ShiftNight    = "night"
	ShiftRotating = "rotating"
	ShiftWeekend  = "weekend"
	ShiftHoliday  = "holiday"
	ShiftOnCall   = "on-call"
	Shift8Hour    = "8-hour"
	Shift10Hour   = "10-hour"
	Shift12Hour   = "12-hour"
)

// DayShifts are the shifts of the day: a job is worked in one of them, or
// rotates, and a candidate may want only some.
var DayShifts = []string{ShiftDay, ShiftEvening, ShiftNight}

// shiftWords are how postings and resumes write each shift: lower-case
// words, which match whatever separates them in the text ("on call",
// "on-call"). Hours written as a range ("7p-7a", "19:00-07:30", "3pm to
// 11pm") are read by shiftTimes instead of being listed. A weak word ("day",
// "days") names a shift only where the line says it is about shifts (another
// shift, or a word such as "shift" or "schedule") and it does not follow a
// number: "within 30 days" and "5 days a week" are no day shift.
var shiftWords = []struct {
	words string
	shift string
	weak  bool
}{
	{words: "day shift", shift: ShiftDay}, {words: "day shifts", shift: ShiftDay},
	{words: "first shift", shift: ShiftDay}, {words: "1st shift", shift: ShiftDay},
	{words: "days", shift: ShiftDay, weak: true}, {words: "day", shift: ShiftDay, weak: true},
	{words: "evening", shift: ShiftEvening}, {words: "evenings", shift: ShiftEvening},
	{words: "evening shift", shift: ShiftEvening}, {words: "second shift", shift: ShiftEvening},
	{words: "2nd shift", shift: ShiftEvening}, {words: "pm shift", shift: ShiftEvening},
	{words: "swing shift", shift: ShiftEvening}, {words: "swing shifts", shift: ShiftEvening},
	{words: "night", shift: ShiftNight}, {words: "nights", shift: ShiftNight},
	{words: "night shift", shift: ShiftNight}, {words: "night shifts", shift: ShiftNight},
	{words: "noc", shift: ShiftNight}, {words: "nocs", shift: ShiftNight}, {words: "noc shift", shift: ShiftNight},
	{words: "overnight", shift: ShiftNight}, {words: "overnights", shift: ShiftNight},
	{words: "third shift", shift: ShiftNight}, {words: "3rd shift", shift: ShiftNight},
	{words: "graveyard", shift: ShiftNight}, {words: "graveyard shift", shift: ShiftNight},
	{words: "rotating", shift: ShiftRotating}, {words: "rotate", shift: ShiftRotating},
	{words: "rotating shifts", shift: ShiftRotating},
	{words: "weekend", shift: ShiftWeekend}, {words: "weekends", shift: ShiftWeekend},
	{words: "saturday", shift: ShiftWeekend}, {words: "saturdays", shift: ShiftWeekend},
	{words: "sunday", shift: ShiftWeekend}, {words: "sundays", shift: ShiftWeekend},
	{words: "holiday", shift: ShiftHoliday}, {words: "holidays", shift: ShiftHoliday},
	{words: "on call", shift: ShiftOnCall},
	{words: "8 hour", shift: Shift8Hour}, {words: "8 hr", shift: Shift8Hour}, {words: "8hr", shift: Shift8Hour},
	{words: "8s", shift: Shift8Hour}, {words: "8 s", shift: Shift8Hour}, {words: "5x8", shift: Shift8Hour},
	{words: "10 hour", shift: Shift10Hour}, {words: "10 hr", shift: Shift10Hour}, {words: "10hr", shift: Shift10Hour},
	{words: "10s", shift: Shift10Hour}, {words: "10 s", shift: Shift10Hour}, {words: "4x10", shift: Shift10Hour},
	{words: "12 hour", shift: Shift12Hour}, {words: "12 hr", shift: Shift12Hour}, {words: "12hr", shift: Shift12Hour},
	{words: "12s", shift: Shift12Hour}, {words: "12 s", shift: Shift12Hour}, {words: "3x12", shift: Shift12Hour},
	{words: "3x12s", shift: Shift12Hour},
}

// shiftContext are words that make a line one about shifts, where a weak
// shift word counts ("Shift: Days", "Preferred schedule: days").
var shiftContext = []string{"shift", "shifts", "schedule", "schedules", "availability", "available", "prefer", "prefers", "preferred", "preference", "only"}

// ShiftMatch is one shift named in a text, at text[Start:End].
type ShiftMatch struct {
	Shift      string
	Start, End int
}

// shiftToken is a run of ASCII letters and digits of a lower-cased text.
type shiftToken struct {
	start, end int
	key        string
	line       int // the number of line breaks before it
}

func shiftTokens(low string, out []shiftToken) []shiftToken {
	line := 0
	for i := 0; i < len(low); {
		c := low[i]
		if !isASCIIWord(c) {
			if c == '\n' {
				line++
			}
			i++
			continue
		}
		j := i
		for j < len(low) && isASCIIWord(low[j]) {
			j++
		}
		out = append(out, shiftToken{start: i, end: j, key: low[i:j], line: line})
		i = j
	}
	return out
}

// shiftPhrase is an entry of shiftWords split into words.
type shiftPhrase struct {
	words []string
	shift string
	weak  bool
}

// shiftPhrases indexes shiftWords by their first word.
var shiftPhrases = func() map[string][]shiftPhrase {
	m := map[string][]shiftPhrase{}
	for _, w := range shiftWords {
		words := strings.Fields(w.words)
		m[words[0]] = append(m[words[0]], shiftPhrase{words: words, shift: w.shift, weak: w.weak})
	}
	return m
}()

// shiftTokenBuffers recycles FindShifts' token slices: it reads every
// resume it screens for shifts.
var shiftTokenBuffers = sync.Pool{New: func() any { return new([]shiftToken) }}

// FindShifts returns every shift named in text, in order: by the words of
// the shift table (see shiftWords) and by hours written as a range, which
// name the shift they start in (7a-7p day, 3p-11p evening, 7p-7a night)
// and, for a range of 8, 10 or 12 hours, its length. A word joined to a
// number of another sense ("12 hour" in "12 hours per week") is read as it
// is written: callers that care check the words around it.
func FindShifts(text string) []ShiftMatch {
	low := ascii.Lower(text)
	buf := shiftTokenBuffers.Get().(*[]shiftToken)
	toks := shiftTokens(low, (*buf)[:0])
	defer func() {
		*buf = toks[:0]
		shiftTokenBuffers.Put(buf)
	}()
	var out []ShiftMatch
	type weak struct {
		m    ShiftMatch
		line int
	}
	var weaks []weak
	strong := map[int]bool{} // lines with a shift or a shift word
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if n, ms := shiftTimes(text, toks, i); n > 0 {
			out = append(out, ms...)
			strong[t.line] = true
			i += n - 1
			continue
		}
		var best *shiftPhrase
		for p, ph := range shiftPhrases[t.key] {
			if best != nil && len(ph.words) <= len(best.words) || i+len(ph.words) > len(toks) {
				continue
			}
			ok := true
			for k := 1; k < len(ph.words) && ok; k++ {
				ok = toks[i+k].key == ph.words[k] && toks[i+k].line == t.line
			}
			if ok {
				best = &shiftPhrases[t.key][p]
			}
		}
		if best == nil {
			for _, c := range shiftContext {
				if t.key == c {
					strong[t.line] = true
				}
			}
			continue
		}
		bestLen := len(best.words)
		m := ShiftMatch{Shift: best.shift, Start: t.start, End: toks[i+bestLen-1].end}
		if best.weak {
			if i == 0 || !isShiftNumber(toks[i-1].key) {
				weaks = append(weaks, weak{m, t.line})
			}
		} else {
			out = append(out, m)
			strong[t.line] = true
		}
		i += bestLen - 1
	}
	for _, w := range weaks {
		if strong[w.line] {
			out = insertShift(out, w.m)
		}
	}
	return out
}

// isShiftNumber reports whether a word counts something: "30" in "30 days".
func isShiftNumber(key string) bool {
	if _, ok := ascii.Atoi(key); ok {
		return true
	}
	switch key {
	case "one", "two", "three", "four", "five", "six", "seven", "few", "several", "business", "working", "calendar",
		"per", "a", "each", "every", "within":
		return true
	}
	return false
}

// insertShift inserts m into ms, kept in order of position.
func insertShift(ms []ShiftMatch, m ShiftMatch) []ShiftMatch {
	i := len(ms)
	for i > 0 && ms[i-1].Start > m.Start {
		i--
	}
	ms = append(ms, ShiftMatch{})
	copy(ms[i+1:], ms[i:])
	ms[i] = m
	return ms
}

// Shifts returns the shifts text names, each once, in order of first
// mention.
func Shifts(text string) []string {
	var out []string
	for _, m := range FindShifts(text) {
		seen := false
		for _, s := range out {
			seen = seen || s == m.Shift
		}
		if !seen {
			out = append(out, m.Shift)
		}
	}
	return out
}

// clock is a time of day read from tokens, in minutes after midnight.
type clock struct {
	minutes  int
	meridiem bool // am or pm was written, or the hour is 24-hour
}

// readClock reads a time at toks[i]: "7", "7a", "7pm", "7:30", "7 30 pm",
// "1900", "19 00". It returns the time and how many tokens it took, or 0.
func readClock(text string, toks []shiftToken, i int) (clock, int) {
	t := toks[i]
	digits := 0
	for digits < len(t.key) && t.key[digits] >= '0' && t.key[digits] <= '9' {
		digits++
	}
	if digits == 0 {
		return clock{}, 0
	}
	num, _ := ascii.Atoi(t.key[:digits])
	suffix := t.key[digits:]
	h, m, used := num, 0, 1
	if digits == 4 {
		// "0700", "1930": minutes as shifts start, not a year ("2019").
		h, m = num/100, num%100
		if m%15 != 0 {
			return clock{}, 0
		}
	} else if digits > 2 {
		return clock{}, 0
	}
	// Minutes after a colon: "7:30".
	if digits <= 2 && suffix == "" && i+1 < len(toks) && toks[i+1].start == t.end+1 && text[t.end] == ':' && len(toks[i+1].key) >= 2 {
		next := toks[i+1].key
		mm, ok := ascii.Atoi(next[:2])
		if ok && mm < 60 {
			m, suffix, used = mm, next[2:], 2
		}
	}
	c := clock{}
	if suffix == "" && i+used < len(toks) && toks[i+used].start-toks[i+used-1].end <= 1 && toks[i+used].line == t.line {
		switch toks[i+used].key {
		case "a", "am", "p", "pm":
			suffix = toks[i+used].key
			used++
		}
	}
	switch suffix {
	case "a", "am":
		if h == 12 {
			h = 0
		}
		c.meridiem = true
	case "p", "pm":
		if h < 12 {
			h += 12
		}
		c.meridiem = true
	case "":
		// A 24-hour time: four digits, an hour after 12 or one written
		// with a leading zero ("07:30").
		c.meridiem = digits == 4 || h > 12 || h == 0 || digits == 2 && t.key[0] == '0'
	default:
		return clock{}, 0
	}
	if h > 24 || m > 59 {
		return clock{}, 0
	}
	c.minutes = (h%24)*60 + m
	return c, used
}

// shiftTimes reads a range of hours at toks[i] ("7p-7a", "07:00 to 19:30")
// as the shift it starts in and, for 8, 10 or 12 hours, its length. It
// returns how many tokens the range took, 0 when none starts there.
func shiftTimes(text string, toks []shiftToken, i int) (int, []ShiftMatch) {
	from, n := readClock(text, toks, i)
	if n == 0 || i+n >= len(toks) {
		return 0, nil
	}
	// The connector: a dash between the times, or "to", "until", "thru".
	j := i + n
	gap := text[toks[j-1].end:toks[j].start]
	switch {
	case strings.TrimSpace(gap) == "-" || strings.TrimSpace(gap) == "–" || strings.TrimSpace(gap) == "—":
	case strings.TrimSpace(gap) == "" && (toks[j].key == "to" || toks[j].key == "until" || toks[j].key == "thru"):
		j++
		if j >= len(toks) {
			return 0, nil
		}
	default:
		return 0, nil
	}
	to, m := readClock(text, toks, j)
	if m == 0 || !from.meridiem || !to.meridiem {
		return 0, nil
	}
	end := j + m
	span := ShiftMatch{Start: toks[i].start, End: toks[end-1].end}
	hour := from.minutes / 60
	switch {
	case hour >= 4 && hour < 12:
		span.Shift = ShiftDay
	case hour >= 12 && hour < 18:
		span.Shift = ShiftEvening
	default:
		span.Shift = ShiftNight
	}
	length := (to.minutes - from.minutes + 24*60) % (24 * 60)
	if length < 4*60 || length > 16*60 {
		return 0, nil // no shift is that short or long: "2000-2030" are years
	}
	out := []ShiftMatch{span}
	for _, l := range []struct {
		hours int
		shift string
	}{{8, Shift8Hour}, {10, Shift10Hour}, {12, Shift12Hour}} {
		if d := length - l.hours*60; d >= -30 && d <= 30 {
			out = append(out, ShiftMatch{Shift: l.shift, Start: span.Start, End: span.End})
		}
	}
	return end - i, out
}

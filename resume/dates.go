package resume

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The date forms found on resumes are few and regular, so they are read by the small hand
// parser below rather than by go-dateparser: that library costs about 80 us a call (measured on
// "Sept. 2020"; a resume holds 20-40 dates against a 5 ms budget), cannot find dates inside a
// line, reads a bare year as the current month, reads "3/19" as the 19th of March, and fails on
// "Present" and seasons, all of which resumes use constantly.

// precision is how much of a Date was written.
type precision uint8

const (
	precYear precision = iota + 1
	precMonth
	precDay
)

// date is a calendar date read from text, with the parts that were not written left at 1.
type date struct {
	y, m, d int
	p       precision
}

// String formats d as YYYY-MM-DD, month and day defaulting to 01.
func (d date) String() string {
	m, dd := d.m, d.d
	if m == 0 {
		m = 1
	}
	if dd == 0 {
		dd = 1
	}
	b := make([]byte, 0, 10)
	b = appendPadded(b, d.y, 4)
	b = append(b, '-')
	b = appendPadded(b, m, 2)
	b = append(b, '-')
	b = appendPadded(b, dd, 2)
	return string(b)
}

func appendPadded(b []byte, n, width int) []byte {
	s := strconv.Itoa(n)
	for i := len(s); i < width; i++ {
		b = append(b, '0')
	}
	return append(b, s...)
}

// month returns the month index y*12+m-1 (the month defaulting to January).
func (d date) month() int {
	m := d.m
	if m == 0 {
		m = 1
	}
	return d.y*12 + m - 1
}

func (d date) valid() bool { return d.p != 0 && d.y > 0 }

// dateSpan is a date or a date range found in a line, with its byte offsets.
type dateSpan struct {
	start, end date // end is zero for a single date and for a current range
	current    bool // the range runs to Present/Current/Now
	isRange    bool
	lo, hi     int
}

// last is the latest date the span names: its end, or its start for a single date.
func (s dateSpan) last() date {
	if s.end.valid() {
		return s.end
	}
	return s.start
}

type tokKind uint8

const (
	tkWord tokKind = iota + 1
	tkNum
	tkPunct
)

type token struct {
	kind       tokKind
	s          string // as written
	lo, hi     int    // byte offsets
	spaceAfter bool   // whitespace (or the end of the line) follows
	// wideAfter: a tab or a run of spaces follows, which sets columns apart ("13\tMar. 2026"
	// is a number of weeks in one column and a month in the next, not 13 March)
	wideAfter bool
}

// tokenize splits a line into words (letters), numbers (ASCII digits) and single punctuation
// runes, appending to buf.
func tokenize(s string, buf []token) []token {
	toks := buf[:0]
	i := 0
	for i < len(s) {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case r == ' ' || r == '\t' || r == 0xa0 || unicode.IsSpace(r):
			if n := len(toks); n > 0 {
				toks[n-1].wideAfter = toks[n-1].wideAfter || r == '\t' || toks[n-1].spaceAfter && toks[n-1].hi < i
				toks[n-1].spaceAfter = true
			}
			i += size
		case r >= '0' && r <= '9':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			toks = append(toks, token{kind: tkNum, s: s[i:j], lo: i, hi: j})
			i = j
		case unicode.IsLetter(r):
			j := i + size
			for j < len(s) {
				r2, sz := rune(s[j]), 1
				if r2 >= utf8.RuneSelf {
					r2, sz = utf8.DecodeRuneInString(s[j:])
				}
				if !unicode.IsLetter(r2) {
					// "aujourd'hui": an apostrophe between letters is inside the word
					if r2 != '\'' && r2 != '’' || !startsLetter(s[j+sz:]) {
						break
					}
				}
				j += sz
			}
			toks = append(toks, token{kind: tkWord, s: s[i:j], lo: i, hi: j})
			i = j
		case r == '-' && i+1 < len(s) && s[i+1] == '>':
			toks = append(toks, token{kind: tkPunct, s: "→", lo: i, hi: i + 2}) // "05/2024 -> current"
			i += 2
		default:
			toks = append(toks, token{kind: tkPunct, s: s[i : i+size], lo: i, hi: i + size})
			i += size
		}
	}
	if n := len(toks); n > 0 {
		toks[n-1].spaceAfter = true
	}
	return toks
}

var monthNames = map[string]int{
	"jan": 1, "january": 1, "feb": 2, "february": 2, "febr": 2, "mar": 3, "march": 3,
	"apr": 4, "april": 4, "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7,
	"aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9, "oct": 10, "october": 10,
	"nov": 11, "november": 11, "dec": 12, "december": 12,
	// French (Quebec, France), Spanish, Portuguese and German resumes: a month is read only
	// beside a year, so names that are words elsewhere ("mars", "mai") do not date a line alone
	"janv": 1, "janvier": 1, "mars": 3, "févr": 2, "fevr": 2, "février": 2, "fevrier": 2, "avr": 4, "avril": 4,
	"mai": 5, "juin": 6, "juil": 7, "juillet": 7, "août": 8, "aout": 8, "septembre": 9,
	"octobre": 10, "novembre": 11, "déc": 12, "décembre": 12, "decembre": 12,
	"ene": 1, "enero": 1, "febrero": 2, "marzo": 3, "abr": 4, "abril": 4, "mayo": 5, "junio": 6,
	"julio": 7, "ago": 8, "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10,
	"noviembre": 11, "dic": 12, "diciembre": 12,
	"janeiro": 1, "fev": 2, "fevereiro": 2, "março": 3, "marco": 3, "maio": 5, "junho": 6,
	"julho": 7, "set": 9, "setembro": 9, "out": 10, "outubro": 10, "dez": 12, "dezembro": 12,
	"januar": 1, "februar": 2, "märz": 3, "maerz": 3, "juni": 6, "juli": 7, "okt": 10,
	"oktober": 10, "dezember": 12,
}

// seasonMonths maps a season to the month it is dated by: Spring 03, Summer 06, Fall 09,
// Winter 12.
var seasonMonths = map[string]int{
	"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12,
	// "Summers 2019 – 2021": the season of every year of the range (not "falls", a place)
	"springs": 3, "summers": 6, "autumns": 9, "winters": 12,
}

var presentWords = map[string]bool{
	"present": true, "current": true, "currently": true, "now": true, "today": true,
	"ongoing": true, "date": true, "presently": true, "pres": true,
	// Spanish and Portuguese resumes, and bilingual ones: "03/2022 – Presente", "2019 – Actualidad"
	"presente": true, "actualidad": true, "atualmente": true,
	// French and German: "Avr. 2020 - Aujourd'hui", "2019 – heute"
	"aujourd'hui": true, "aujourd’hui": true, "présent": true, "actuel": true, "heute": true,
	// Italian, Dutch, Polish and Portuguese: "01/2019 – oggi", "2020 – heden", "2018 – obecnie"
	"oggi": true, "attuale": true, "heden": true, "nu": true, "obecnie": true, "atual": true, "actual": true,
}

var rangeWords = map[string]bool{
	"to": true, "through": true, "thru": true, "until": true, "till": true, "til": true,
}

func isDash(s string) bool {
	switch s {
	case "-", "–", "—", "‒", "−", "~", "―", "‐", "‑", "→":
		return true
	}
	return false
}

// lowerASCII lowercases s without allocating when it is already lower case.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf {
			return strings.ToLower(s)
		}
	}
	return s
}

// dateScanner finds dates in lines. Years are accepted from 1940 to ten years after asOf.
type dateScanner struct {
	asOfY, asOfM int
	toks         []token
	// work-history context, set by the caller for one line: yearCtx is the year of a year
	// subheading above the line ("2024" over "Jun – Sep · Facility"), which month-only ranges
	// take; bareRanges reads two dates set side by side as a range ("05/2024 present",
	// "06/2023 04/2024": the From and To columns of a table)
	yearCtx    int
	bareRanges bool
}

func (sc *dateScanner) yearOK(y int) bool { return y >= 1940 && y <= sc.asOfY+10 }

// twoDigitYear expands '19 to 2019 and '98 to 1998.
func (sc *dateScanner) twoDigitYear(yy int) int {
	if 2000+yy <= sc.asOfY+10 {
		return 2000 + yy
	}
	return 1900 + yy
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s) && i < 9; i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

func daysIn(y, m int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// adj reports whether toks[i] exists and touches the token before it.
func (sc *dateScanner) adj(i int) bool {
	return i > 0 && i < len(sc.toks) && !sc.toks[i-1].spaceAfter
}

func (sc *dateScanner) punctAt(i int, set string) bool {
	return i < len(sc.toks) && sc.toks[i].kind == tkPunct && len(sc.toks[i].s) == 1 && strings.Contains(set, sc.toks[i].s)
}

// yearAt reads a four-digit year, or an apostrophe and two digits, at i.
func (sc *dateScanner) yearAt(i int) (int, int, bool) {
	if i >= len(sc.toks) {
		return 0, i, false
	}
	t := sc.toks[i]
	if t.kind == tkNum && len(t.s) == 4 {
		y := atoi(t.s)
		if sc.yearOK(y) && !sc.numberContinues(i+1) {
			return y, i + 1, true
		}
		return 0, i, false
	}
	if (t.s == "'" || t.s == "’" || t.s == "‘") && sc.adj(i+1) && sc.toks[i+1].kind == tkNum && len(sc.toks[i+1].s) == 2 && !sc.numberContinues(i+2) {
		return sc.twoDigitYear(atoi(sc.toks[i+1].s)), i + 2, true
	}
	return 0, i, false
}

// numberContinues reports whether the number ending before i carries on (as in 2019.5,
// 2019-1234-55, 2019%), so that it is not a date by itself.
func (sc *dateScanner) numberContinues(i int) bool {
	if !sc.adj(i) {
		return false
	}
	t := sc.toks[i]
	if t.kind == tkNum || t.kind == tkWord && !isMonthOrPresent(t.s) {
		return true
	}
	if t.s == "%" || t.s == "+" && sc.adj(i+1) {
		return true
	}
	if (t.s == "." || t.s == ",") && sc.adj(i+1) && sc.toks[i+1].kind == tkNum {
		return true
	}
	return false
}

func isMonthOrPresent(w string) bool {
	w = lowerASCII(w)
	_, ok := monthNames[w]
	return ok || presentWords[w]
}

// numberPrecedes reports whether the token at i is glued to a number or an identifier before
// it (as in 555-2019, #2019, $2019, v2019), so that it is not a date.
func (sc *dateScanner) numberPrecedes(i int) bool {
	if i == 0 || sc.toks[i-1].spaceAfter {
		return false
	}
	p := sc.toks[i-1]
	switch {
	case p.kind == tkNum, p.kind == tkWord && !isMonthOrPresent(p.s):
		return true
	case p.s == "#" || p.s == "$" || p.s == "." || p.s == "+" || p.s == "/":
		return true
	case (p.s == "-" || p.s == ":") && i >= 2 && !sc.toks[i-2].spaceAfter && sc.toks[i-2].kind == tkNum:
		return true
	case p.s == "-" && i >= 2 && !sc.toks[i-2].spaceAfter && sc.toks[i-2].kind == tkWord && len(sc.toks[i-2].s) <= 3 && strings.ToUpper(sc.toks[i-2].s) == sc.toks[i-2].s && !isMonthOrPresent(sc.toks[i-2].s):
		return true // a code such as GS-2003-11 or ISO-9001
	}
	return false
}

// dateAt reads one date starting at token i, by the kind of the token: a year first
// (yearFirstDate), a month or day in figures first (numericDate), a day before a month's name
// (dayMonthDate), a word first (wordDate), or an apostrophe year ('19). A month name without a
// year is returned with y == 0 (usable only as the start of a range such as "May - Aug 2019").
func (sc *dateScanner) dateAt(i int, afterDash bool) (date, int, bool) {
	toks := sc.toks
	if i >= len(toks) {
		return date{}, i, false
	}
	switch t := toks[i]; t.kind {
	case tkNum:
		if !afterDash && sc.numberPrecedes(i) {
			return date{}, i, false
		}
		if len(t.s) == 4 {
			return sc.yearFirstDate(i)
		}
		if len(t.s) > 2 || atoi(t.s) == 0 {
			return date{}, i, false
		}
		if sc.punctAt(i+1, "/-.") && sc.adj(i+1) && sc.adj(i+2) && toks[i+2].kind == tkNum {
			return sc.numericDate(i)
		}
		return sc.dayMonthDate(i)
	case tkWord:
		if sc.numberPrecedes(i) {
			return date{}, i, false
		}
		return sc.wordDate(i)
	case tkPunct:
		if y, n, ok := sc.yearAt(i); ok {
			return date{y, 0, 0, precYear}, n, true
		}
	}
	return date{}, i, false
}

// yearFirstDate reads a date that starts with its year: "2019", "2019-03", "2019/03",
// "2019.03", "2019-03-15".
func (sc *dateScanner) yearFirstDate(i int) (date, int, bool) {
	toks := sc.toks
	v := atoi(toks[i].s)
	y := v
	if !sc.yearOK(y) {
		return date{}, i, false
	}
	// 2019-03, 2019-03-15, 2019/03, 2019.03
	if sc.punctAt(i+1, "-/.") && sc.adj(i+1) && sc.adj(i+2) && toks[i+2].kind == tkNum && len(toks[i+2].s) <= 2 {
		sep := toks[i+1].s
		m := atoi(toks[i+2].s)
		if m >= 1 && m <= 12 && (sep != "." || len(toks[i+2].s) == 2) {
			if sc.punctAt(i+3, sep) && sc.adj(i+3) && sc.adj(i+4) && toks[i+4].kind == tkNum && len(toks[i+4].s) <= 2 {
				d := atoi(toks[i+4].s)
				if d >= 1 && d <= daysIn(y, m) && !sc.numberContinues(i+5) {
					return date{y, m, d, precDay}, i + 5, true
				}
				return date{}, i, false
			}
			if !sc.numberContinues(i + 3) {
				return date{y, m, 0, precMonth}, i + 3, true
			}
		}
		if len(toks[i+2].s) <= 2 && sep != "-" {
			return date{}, i, false
		}
	}
	// "2018-Sep", "2018-Sep-14": the year, a dash and the month's name, as some themes print
	// dates
	if sc.punctAt(i+1, "-") && sc.adj(i+1) && sc.adj(i+2) && toks[i+2].kind == tkWord {
		if m, ok := monthNames[lowerASCII(toks[i+2].s)]; ok {
			if sc.punctAt(i+3, "-") && sc.adj(i+3) && sc.adj(i+4) && toks[i+4].kind == tkNum && len(toks[i+4].s) <= 2 {
				if d := atoi(toks[i+4].s); d >= 1 && d <= daysIn(y, m) && !sc.numberContinues(i+5) {
					return date{y, m, d, precDay}, i + 5, true
				}
			}
			return date{y, m, 0, precMonth}, i + 3, true
		}
	}
	if sc.numberContinues(i + 1) {
		return date{}, i, false
	}
	// "2022 Apr." (the year, then the month's name): unless a year follows the month, whose
	// date it starts ("2015 May 2017")
	if n := i + 1; n < len(toks) && toks[n].kind == tkWord && !toks[i].wideAfter && len(toks[n].s) >= 3 {
		if m, ok := monthNames[lowerASCII(toks[n].s)]; ok && toks[n].s != "may" {
			j := n + 1
			if sc.punctAt(j, ".") && sc.adj(j) {
				j++
			}
			if _, _, next := sc.yearAt(j); !next && (j >= len(toks) || toks[j].kind != tkNum) {
				return date{y, m, 0, precMonth}, j, true
			}
		}
	}
	return date{y, 0, 0, precYear}, i + 1, true
}

// numericDate reads a date written in figures that starts with its month (or day): "03/2019",
// "3/19", "03/15/2019", "15/03/2019", "03-2019", "03.2019".
func (sc *dateScanner) numericDate(i int) (date, int, bool) {
	toks := sc.toks
	v := atoi(toks[i].s)
	sep := toks[i+1].s
	n2 := toks[i+2]
	if len(n2.s) == 4 && v <= 12 {
		y := atoi(n2.s)
		if sc.yearOK(y) && !sc.numberContinues(i+3) {
			return date{y, v, 0, precMonth}, i + 3, true
		}
		return date{}, i, false
	}
	if len(n2.s) <= 2 {
		w := atoi(n2.s)
		if sc.punctAt(i+3, sep) && sc.adj(i+3) && sc.adj(i+4) && toks[i+4].kind == tkNum && (len(toks[i+4].s) == 4 || len(toks[i+4].s) == 2) {
			y := atoi(toks[i+4].s)
			if len(toks[i+4].s) == 2 {
				y = sc.twoDigitYear(y)
			}
			m, d := v, w
			if m > 12 && d <= 12 { // day first
				m, d = d, m
			}
			if sc.yearOK(y) && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m) && !sc.numberContinues(i+5) {
				return date{y, m, d, precDay}, i + 5, true
			}
			return date{}, i, false
		}
		if sep == "/" && len(n2.s) == 2 && v <= 12 && !sc.numberContinues(i+3) {
			return date{sc.twoDigitYear(w), v, 0, precMonth}, i + 3, true
		}
	}
	return date{}, i, false
}

// dayMonthDate reads "15 March 2019".
func (sc *dateScanner) dayMonthDate(i int) (date, int, bool) {
	toks, t := sc.toks, sc.toks[i]
	v := atoi(t.s)
	if v <= 31 && i+1 < len(toks) && toks[i+1].kind == tkWord && !t.wideAfter {
		if m, ok := monthNames[lowerASCII(toks[i+1].s)]; ok {
			j := i + 2
			if sc.punctAt(j, ".") {
				j++
			}
			if sc.punctAt(j, ",") {
				j++
			}
			if y, k, ok := sc.yearAt(j); ok && v <= daysIn(y, m) {
				return date{y, m, v, precDay}, k, true
			}
		}
	}
	return date{}, i, false
}

// wordDate reads a date that starts with a word: "March 2019", "Mar. '19", "March 15, 2019",
// "Summer 2019", or a month alone (y == 0), usable only as the start of a range.
func (sc *dateScanner) wordDate(i int) (date, int, bool) {
	toks, t := sc.toks, sc.toks[i]
	w := lowerASCII(t.s)
	if m, ok := monthNames[w]; ok {
		j := i + 1
		if sc.punctAt(j, ".") && sc.adj(j) {
			j++
		}
		k := j
		if sc.punctAt(k, ",") || sc.punctAt(k, "-/") && sc.adj(k) && sc.adj(k+1) {
			k++
		}
		if y, n, ok := sc.yearAt(k); ok {
			return date{y, m, 0, precMonth}, n, true
		}
		// March 15, 2019
		if k == j && k < len(toks) && toks[k].kind == tkNum && len(toks[k].s) <= 2 {
			d := atoi(toks[k].s)
			n := k + 1
			if sc.punctAt(n, ",") {
				n++
			}
			if y, n2, ok := sc.yearAt(n); ok && d >= 1 && d <= daysIn(y, m) {
				return date{y, m, d, precDay}, n2, true
			}
		}
		if len(w) >= 3 && (w != "may" || t.s == "May" || t.s == "MAY") {
			return date{0, m, 0, precMonth}, j, true
		}
		return date{}, i, false
	}
	if m, ok := seasonMonths[w]; ok {
		j := i + 1
		if sc.punctAt(j, ",") {
			j++
		}
		if y, n, ok := sc.yearAt(j); ok {
			return date{y, m, 0, precMonth}, n, true
		}
	}
	return date{}, i, false
}

// presentAt reads "Present", "Current", "Now", "Today", "to date", "till date" at i.
func (sc *dateScanner) presentAt(i int) (int, bool) {
	if i >= len(sc.toks) || sc.toks[i].kind != tkWord {
		return i, false
	}
	w := lowerASCII(sc.toks[i].s)
	if w == "date" {
		return i, false // only after "to"/"till", handled by the caller
	}
	if presentWords[w] {
		return i + 1, true
	}
	return i, false
}

// rangeAt reads a range (date sep date|present) or a single date at i.
func (sc *dateScanner) rangeAt(i int) (dateSpan, int, bool) {
	toks := sc.toks
	d1, j, ok := sc.dateAt(i, false)
	if !ok {
		return dateSpan{}, i, false
	}
	span := dateSpan{start: d1, lo: toks[i].lo, hi: toks[j-1].hi}
	k := j
	sepWord := ""
	if k < len(toks) {
		switch {
		case toks[k].kind == tkPunct && isDash(toks[k].s):
			k++
			if k < len(toks) && toks[k].kind == tkWord && rangeWords[lowerASCII(toks[k].s)] {
				k++ // "2019 - to present"
			}
		case toks[k].kind == tkWord && rangeWords[lowerASCII(toks[k].s)]:
			sepWord = lowerASCII(toks[k].s)
			k++
			if k < len(toks) && toks[k].kind == tkPunct && toks[k].s == ":" {
				k++ // "From: 06/2021 To: Present", as application forms label the two ends
			}
		case sc.bareRangeEnd(i, j, d1):
			// k = j: "05/2024 present", "06/2023 04/2024"
		default:
			k = -1
		}
	} else {
		k = -1
	}
	if k > 0 {
		if n, ok := sc.presentAt(k); ok {
			span.current, span.isRange = true, true
			span.hi = toks[n-1].hi
			j = n
		} else if k < len(toks) && toks[k].kind == tkWord && lowerASCII(toks[k].s) == "date" && (sepWord != "" || k >= 1 && rangeWords[lowerASCII(toks[k-1].s)]) {
			span.current, span.isRange = true, true
			span.hi = toks[k].hi
			j = k + 1
		} else if d2, n, ok := sc.dateAt(k, true); ok {
			span.end, span.isRange = d2, true
			span.hi = toks[n-1].hi
			j = n
		}
	}
	s, e := &span.start, &span.end
	// "Summers 2019 – 2021": a season in the plural dates the end year by that season too
	if span.isRange && !span.current && e.p == precYear && toks[i].kind == tkWord && strings.HasSuffix(lowerASCII(toks[i].s), "s") {
		if m, ok := seasonMonths[lowerASCII(toks[i].s)]; ok {
			e.m, e.p = m, precMonth
		}
	}
	switch {
	case s.y == 0 && span.isRange && span.current:
		s.y = sc.asOfY
		if s.m > sc.asOfM {
			s.y--
		}
		if sc.yearCtx > 0 {
			s.y = sc.yearCtx
		}
	case s.y == 0 && span.isRange && e.y == 0 && sc.yearCtx > 0:
		// "Jun – Sep" under a "2024" subheading; "Nov – Feb" runs into the next year
		s.y, e.y = sc.yearCtx, sc.yearCtx
		if e.m < s.m {
			e.y++
		}
	case s.y == 0 && span.isRange && e.y > 0:
		s.y = e.y
		if e.m > 0 && s.m > e.m {
			s.y--
		}
	case s.y == 0:
		return dateSpan{}, i, false
	}
	if span.isRange && !span.current {
		if e.y == 0 { // "Mar 2019 - Jun"
			e.y = s.y
			if e.m < s.m {
				e.y++
			}
		}
		if e.month() < s.month() && !(e.p == precYear && e.y == s.y) {
			*s, *e = *e, *s
		}
	}
	return span, j, true
}

// bareRangeEnd reports whether the date d1, read from toks[i:j], is followed by the end of a
// range with no dash or word between (sc.bareRanges only): "Present", or a date written with
// the same precision and not earlier. Year-only dates must stand in columns (a tab or a run of
// spaces between), and a date next to a third one is a list, not a range ("2019 2020 2021").
func (sc *dateScanner) bareRangeEnd(i, j int, d1 date) bool {
	toks := sc.toks
	if !sc.bareRanges || d1.y == 0 || j >= len(toks) || !toks[j-1].spaceAfter || d1.p == precYear && !toks[j-1].wideAfter {
		return false
	}
	if i > 0 && toks[i-1].kind == tkNum {
		return false
	}
	if _, ok := sc.presentAt(j); ok {
		return true
	}
	d2, n, ok := sc.dateAt(j, true)
	if !ok || d2.p != d1.p || d2.y == 0 || d2.month() < d1.month() {
		return false
	}
	if n < len(toks) {
		if _, _, ok := sc.dateAt(n, true); ok {
			return false
		}
	}
	return true
}

// findDates returns the dates and date ranges in line, in order. It reuses the scanner's
// token buffer.
func (sc *dateScanner) findDates(line string) []dateSpan {
	if !hasDigit(line) && sc.yearCtx == 0 {
		return nil
	}
	sc.toks = tokenize(line, sc.toks)
	var out []dateSpan
	for i := 0; i < len(sc.toks); {
		t := sc.toks[i]
		if t.kind == tkWord {
			w := lowerASCII(t.s)
			if w == "since" || w == "from" {
				if sp, n, ok := sc.rangeAt(i + 1); ok {
					if w == "since" && !sp.isRange {
						sp.isRange, sp.current = true, true
					}
					sp.lo = t.lo
					out = append(out, sp)
					i = n
					continue
				}
			}
		}
		if sp, n, ok := sc.rangeAt(i); ok {
			out = append(out, sp)
			i = n
			continue
		}
		i++
	}
	return out
}

func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			return true
		}
	}
	return false
}

package resume

import (
	"strings"
)

// institutionWords make a phrase a school.
var institutionWords = setOf(`university universidad université universität college school
institute institution academy polytechnic conservatory seminary univ univ. community-college
faculty`)

// degreePhrases start a degree, longest first within each leading word (matched on lower-case
// words with dots removed).
var degreePhrases = [][]string{
	{"bachelor", "of", "science", "in", "nursing"},
	{"associate", "of", "applied", "science"}, {"associate", "of", "science"}, {"associate", "of", "arts"},
	{"associate", "degree"}, {"associates", "degree"}, {"associate's", "degree"}, {"associate's"}, {"associates"}, {"associate"},
	{"bachelor", "of", "applied", "science"}, {"bachelor", "of", "science"}, {"bachelor", "of", "arts"},
	{"bachelor", "of", "business", "administration"}, {"bachelor", "of", "fine", "arts"},
	{"bachelor", "of", "engineering"}, {"bachelor", "of", "technology"}, {"bachelor", "of", "social", "work"},
	{"bachelor", "of", "music"}, {"bachelor", "of", "education"}, {"bachelor", "of", "laws"},
	{"bachelor's", "degree"}, {"bachelors", "degree"}, {"bachelor", "degree"}, {"bachelor's"}, {"bachelors"}, {"bachelor"},
	{"master", "of", "science", "in", "nursing"}, {"master", "of", "business", "administration"},
	{"master", "of", "public", "health"}, {"master", "of", "health", "administration"},
	{"master", "of", "social", "work"}, {"master", "of", "education"}, {"master", "of", "engineering"},
	{"master", "of", "fine", "arts"}, {"master", "of", "science"}, {"master", "of", "arts"},
	{"master's", "degree"}, {"masters", "degree"}, {"master", "degree"}, {"master's"}, {"masters"}, {"master"},
	{"doctor", "of", "nursing", "practice"}, {"doctor", "of", "philosophy"}, {"doctor", "of", "medicine"},
	{"doctor", "of", "pharmacy"}, {"doctor", "of", "physical", "therapy"}, {"doctor", "of", "education"},
	{"doctor", "of", "osteopathic", "medicine"}, {"doctor", "of", "jurisprudence"}, {"juris", "doctor"},
	{"doctor", "of"}, {"doctorate"},
	{"high", "school", "diploma"}, {"diploma"}, {"ged"}, {"certificate"}, {"postgraduate", "certificate"},
	{"graduate", "certificate"},
}

// degreeAbbrevs are degree abbreviations, written with or without dots. Those that are also
// common words or state codes count only in capitals.
var degreeAbbrevs = setOf(`bsn msn adn asn dnp phd mba mha mph msw bsw bba bfa mfa bsc msc beng
meng btech mtech aas aa as bs ba ms ma md jd edd med pharmd dpt otd psyd lpn llb llm dds dmd
mpa mpp mcs mis msba msee bsee bscs bsme mscs bsba abd bas`)

// impliedMajor is the field a nursing abbreviation names.
var impliedMajor = map[string]string{"bsn": "Nursing", "msn": "Nursing", "adn": "Nursing", "asn": "Nursing", "dnp": "Nursing"}

// eduEntry is an education entry under construction.
type eduEntry struct {
	e               Education
	hasInst, hasDeg bool
}

// education reads the education section.
func (p *parser) education() []Education {
	var out []eduEntry
	var cur *eduEntry
	flush := func() {
		if cur != nil && (cur.hasInst || cur.hasDeg) {
			out = append(out, *cur)
		}
		cur = nil
	}
	for i, l := range p.lines {
		if l.sec != secEducation {
			continue
		}
		if p.certLine[i] {
			continue
		}
		inst, deg, major, minor, grad := p.eduFields(l.text, p.lineDates(i))
		if l.bullet && inst == "" && deg == "" {
			if cur != nil && major != "" && cur.e.Major == "" {
				cur.e.Major = major
			}
			if cur != nil && minor != "" && cur.e.Minor == "" {
				cur.e.Minor = minor
			}
			continue
		}
		if cur == nil || inst != "" && cur.hasInst || deg != "" && cur.hasDeg || grad != "" && cur.e.GraduationDate != "" && inst == "" && deg == "" && major == "" {
			flush()
			cur = &eduEntry{}
		}
		if inst != "" {
			cur.e.Institution, cur.hasInst = inst, true
		}
		if deg != "" {
			cur.e.Degree, cur.hasDeg = deg, true
		}
		if major != "" && cur.e.Major == "" {
			cur.e.Major = major
		}
		if minor != "" && cur.e.Minor == "" {
			cur.e.Minor = minor
		}
		if grad != "" && cur.e.GraduationDate == "" {
			cur.e.GraduationDate = grad
		}
	}
	flush()
	var res []Education
	for _, e := range out {
		res = append(res, e.e)
	}
	return res
}

// eduFields reads what one education line names.
func (p *parser) eduFields(text string, ds []dateSpan) (inst, deg, major, minor, grad string) {
	if len(ds) > 0 {
		d := ds[len(ds)-1]
		if !d.current {
			grad = d.last().String()
		}
		var sb strings.Builder
		last := 0
		for _, d := range ds {
			sb.WriteString(text[last:d.lo])
			sb.WriteString(" | ")
			last = d.hi
		}
		sb.WriteString(text[last:])
		text = sb.String()
	}
	for _, seg := range splitWith(text, jobFieldSeps) {
		parts := commaParts(seg)
		// drop a place at the end ("Austin, TX")
		for k := len(parts) - 1; k >= 1; k-- {
			if pl, ok := parsePlace(strings.Join(parts[k:], ", ")); ok && pl.city != "" && !institutionLike(parts[k]) {
				parts = parts[:k]
				break
			}
		}
		if len(parts) == 1 || len(parts) == 2 {
			if pl, ok := parsePlace(parts[len(parts)-1]); ok && pl.state != "" && !institutionLike(parts[len(parts)-1]) && len(parts) == 2 {
				parts = parts[:1]
			}
		}
		for _, f := range parts {
			f = strings.TrimSpace(strings.Trim(f, " ,;:()"))
			if f == "" {
				continue
			}
			lf := strings.ToLower(f)
			switch {
			case strings.HasPrefix(lf, "gpa") || strings.Contains(lf, "cum laude") || strings.HasPrefix(lf, "dean's") || strings.HasPrefix(lf, "honors") || strings.HasPrefix(lf, "expected") && len(f) < 12 || strings.HasPrefix(lf, "graduated") && len(f) < 12 || lf == "anticipated":
				continue
			case strings.HasPrefix(lf, "minor"):
				minor = cleanSubject(f[5:])
				continue
			case strings.HasPrefix(lf, "major"):
				major = cleanSubject(f[5:])
				continue
			case strings.HasPrefix(lf, "concentration") && major == "":
				major = cleanSubject(f[len("concentration"):])
				continue
			}
			if d, m, n, ok := parseDegree(f); ok && deg == "" {
				deg = d
				if m != "" {
					major = m
				}
				if n != "" {
					minor = n
				}
				continue
			}
			if institutionLike(f) && inst == "" {
				inst = f
				continue
			}
			if deg != "" && major == "" && inst == "" && len(strings.Fields(f)) <= 5 && !strings.ContainsAny(f, "0123456789") {
				// "B.S., Computer Science"
				major = f
			}
		}
	}
	return inst, deg, major, minor, grad
}

func institutionLike(f string) bool {
	for _, w := range fieldWords(f) {
		if institutionWords[w] {
			return true
		}
	}
	return false
}

// cleanSubject trims "in", ":" and punctuation around a subject name.
func cleanSubject(s string) string {
	s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), ":-–"))
	for _, p := range []string{"in ", "of ", ": "} {
		s = strings.TrimPrefix(s, p)
	}
	return trimName(strings.Trim(s, " ,.;:"))
}

// parseDegree reads "Bachelor of Science in Nursing", "B.S. in Computer Science, Minor in Math",
// "BSN", "MBA (Finance)" into degree, major and minor.
func parseDegree(f string) (deg, major, minor string, ok bool) {
	words := strings.Fields(f)
	if len(words) == 0 {
		return "", "", "", false
	}
	norm := make([]string, len(words))
	for i, w := range words {
		norm[i] = strings.ToLower(strings.Trim(strings.ReplaceAll(w, ".", ""), ",;:()"))
	}
	n := 0
	for _, ph := range degreePhrases {
		if len(ph) > len(norm) {
			continue
		}
		match := true
		for k, w := range ph {
			if norm[k] != w {
				match = false
				break
			}
		}
		if match {
			n = len(ph)
			break
		}
	}
	abbrev := ""
	if n == 0 {
		w0 := strings.Trim(words[0], ",;:()")
		a := strings.ToLower(strings.ReplaceAll(w0, ".", ""))
		if !degreeAbbrevs[a] {
			return "", "", "", false
		}
		// short abbreviations that are words or state codes only in capitals
		if len(a) <= 2 && !isAllCaps(w0) || a == "med" && !strings.Contains(w0, ".") && w0 != "MEd" && w0 != "M.Ed" {
			return "", "", "", false
		}
		n = 1
		abbrev = a
	}
	// "Bachelor of Science in Nursing (BSN)": parenthesised abbreviation stays with the degree
	deg = strings.Join(words[:n], " ")
	rest := strings.TrimSpace(strings.Join(words[n:], " "))
	if strings.HasPrefix(rest, "(") {
		if j := strings.IndexByte(rest, ')'); j > 0 {
			deg += " " + rest[:j+1]
			rest = strings.TrimSpace(rest[j+1:])
		}
	}
	deg = strings.TrimRight(deg, ",;:")
	lr := strings.ToLower(rest)
	if i := strings.Index(lr, "minor"); i >= 0 {
		minor = cleanSubject(rest[i+5:])
		rest = strings.TrimSpace(strings.Trim(rest[:i], " ,;-–"))
		lr = strings.ToLower(rest)
	}
	if strings.HasSuffix(lr, " with a") || strings.HasSuffix(lr, " with") {
		rest = rest[:strings.LastIndex(lr, " with")]
	}
	major = cleanSubject(rest)
	// "Associate Degree in Nursing (ADN)": the abbreviation names the degree
	if i := strings.LastIndexByte(major, '('); i > 0 && strings.HasSuffix(major, ")") && isAllCaps(major[i+1:len(major)-1]) {
		deg += " " + major[i:]
		major = strings.TrimSpace(major[:i])
	}
	if major == "" && strings.HasSuffix(strings.ToLower(deg), " in nursing") {
		major = "Nursing"
		deg = deg[:len(deg)-len(" in nursing")]
	}
	if major == "" && abbrev != "" {
		major = impliedMajor[abbrev]
	}
	if major != "" && strings.EqualFold(strings.Fields(major)[0], "degree") {
		major = ""
	}
	return deg, major, minor, true
}

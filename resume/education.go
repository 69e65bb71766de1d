package resume

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// formationWords are the words for training in French, Spanish and Portuguese.
var formationWords = setOf(`formation formación formação capacitación`)

// institutionWords make a phrase a school.
var institutionWords = setOf(`university universidad université universität college school
institute institution academy polytechnic conservatory seminary univ univ. community-college
faculty universidade università universiteit escola escuela école hochschule instituto
istituto berufsschule berufsfachschule fachhochschule fachschule jatc colleges universities
hogeschool roc tafe liceum technikum szkoła szkół lycée lyceum gymnasium cégep cegep collège
liceo colegio colégio coláiste itis ies bildungszentrum berufskolleg handwerkskammer akademie
universitat uniwersytet universitet politecnico politécnico politechnika collegium gesamtschule
realschule oberschule campus`)

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
	{"rn", "to", "bsn"}, {"rn", "to", "msn"}, {"lpn", "to", "rn"}, {"lpn", "to", "bsn"}, {"rn-bsn"}, {"rn-to-bsn"},
	{"laurea", "magistrale"}, {"laurea", "triennale"}, {"laurea"}, {"licenciatura"},
	{"diplôme", "d'études", "collégiales"}, {"diplôme", "d'études", "professionnelles"},
	{"diplôme", "d'études", "secondaires"}, {"baccalauréat"}, {"maîtrise"}, {"doctorat"}, {"diplôme"},
	{"licenciado"}, {"licenciada"}, {"grado"}, {"diplom-ingenieur"}, {"diplom-ingenieurin"},
	{"magister", "inżynier"}, {"magister"}, {"inżynier"},
	{"staatliches", "examen"}, {"staatsexamen"}, // Germany's state examination of a trade or profession
	// secondary and vocational qualifications of other countries (UK, New Zealand, Australia,
	// the Netherlands, Poland)
	{"new", "zealand", "certificate"}, {"new", "zealand", "diploma"}, {"national", "certificate"},
	{"ncea"}, {"a-levels"}, {"a", "levels"}, {"gcses"}, {"gcse"}, {"igcse"},
	{"mbo"}, {"hbo"}, {"vmbo"}, {"havo"}, {"vwo"},
	{"technik"}, {"licencjat"}, {"świadectwo", "dojrzałości"}, {"matura"},
	{"leaving", "certificate"}, {"junior", "certificate"}, {"vwo-diploma"}, {"havo-diploma"}, {"mbo-diploma"},
	// school-leaving certificates of other countries (Australia, Germany, Spain, West Africa)
	{"higher", "school", "certificate"}, {"fachoberschulreife"}, {"fachhochschulreife"}, {"realschulabschluss"},
	{"hauptschulabschluss"}, {"mittlere", "reife"}, {"graduado", "en", "educación", "secundaria", "obligatoria"},
	{"graduado", "en", "educación", "secundaria"}, {"graduado", "escolar"},
	{"título", "de", "bachiller"}, {"senior", "secondary", "school", "certificate"}, {"west", "african", "senior", "school", "certificate"},
	{"enfermera", "profesional"}, {"enfermero", "profesional"}, // Colombia's and others' nursing degree
	// French (Quebec), German, Portuguese, Spanish and Italian names of degrees and diplomas
	{"abitur"}, {"ausbildung", "zur"}, {"ausbildung", "zum"}, {"ausbildung", "als"}, {"fachweiterbildung"},
	{"meisterprüfung"}, {"meisterbrief"}, {"gesellenbrief"}, {"gesellenprüfung"},
	{"bacharelado"}, {"pós-graduação"}, {"especialização"}, {"mestrado"}, {"doutorado"},
	{"especialidad"}, {"maestría"}, {"doctorado"}, {"diplomado"}, {"bachillerato"}, {"bachiller"},
	{"profesional", "técnico", "bachiller"}, {"profesional", "técnico"}, // Mexico's vocational baccalaureate
	{"técnico", "profesional"}, {"técnica", "profesional"}, {"técnico", "superior"}, {"técnica", "superior"},
	{"tecnólogo"}, {"tecnóloga"}, {"tecnologo"}, {"tecnologa"}, {"técnico"}, {"técnica"}, // Latin America's technologist and technician degrees
	// British and Commonwealth qualifications
	{"higher", "national", "certificate"}, {"higher", "national", "diploma"}, {"foundation", "degree"},
	{"graduate", "diploma"}, {"postgraduate", "diploma"}, {"advanced", "diploma"}, {"national", "diploma"},
	{"general", "educational", "development"}, {"executive", "mba"},
	{"high", "school", "diploma"}, {"diploma"}, {"ged"}, {"certificate"}, {"postgraduate", "certificate"},
	{"graduate", "certificate"},
}

// degreeLevels name a degree's level alone, before "of <field>".
var degreeLevels = setOf(`bachelor master doctor associate certificate diploma`)

// degreeAbbrevs are degree abbreviations, written with or without dots. Those that are also
// common words or state codes count only in capitals.
var degreeAbbrevs = setOf(`bsn msn adn asn dnp phd mba mha mph msw bsw bba bfa mfa bsc msc beng
meng btech mtech aas aa as bs ba ms ma md jd edd med pharmd dpt otd psyd lpn llb llm dds dmd
mpa mpp mcs mis msba msee bsee bscs bsme mscs bsba abd bas be bcom mcom bed bpharm mpharm bscn
mbbs bds bca mca pgce hnd hnc nvq diphe fdsc fda gnm anm bn bmid tdpt ppotd msot dep aec ssce wassce`)

// wordAbbrevs are degree abbreviations that are also words ("MED", "BED"): degrees only when
// written with their dots or in mixed case ("M.Ed.", "B.Ed", "MEd").
var wordAbbrevs = setOf(`med bed`)

// dropRepeatedField removes a field of study a template printed twice, after a degree that
// already names it ("Bachelor of Science in Nursing in Nursing", "Practical Nursing Diploma
// Practical Nursing": the degree, then the area).
func dropRepeatedField(s string) string {
	if ws := strings.Fields(s); len(ws) >= 5 && !strings.ContainsAny(s, "|\t,") {
		// the last k words (two or more) repeat a run of words before them, brackets and
		// colons aside: "Bachelor of Applied Science (Occupational Therapy) in Occupational
		// Therapy", "BSc (Hons) Radiation Therapy: Radiation Therapy"
		bare := make([]string, len(ws))
		for i, w := range ws {
			bare[i] = strings.ToLower(strings.Trim(w, "():;"))
		}
		for k := len(ws) / 2; k >= 2; k-- {
			tail := strings.Join(bare[len(ws)-k:], " ")
			head := " " + strings.Join(bare[:len(ws)-k], " ") + " "
			before := ws[len(ws)-k-1]
			lb := strings.ToLower(strings.Trim(before, ".,"))
			// the repeat follows the degree or a separator, not a word of a longer field
			// ("Certificate in Commercial Truck Driving" repeats nothing)
			apart := lb == "in" || isDash(before) || strings.HasSuffix(before, ")") || strings.HasSuffix(before, ":") || degreeLevels[lb]
			if apart && strings.Contains(head, " "+tail+" ") {
				kept := ws[:len(ws)-k]
				if last := len(kept) - 1; last > 0 && (kept[last] == "in" || kept[last] == "-" || kept[last] == "–") {
					kept = kept[:last]
				}
				return strings.TrimRight(strings.Join(kept, " "), ":;")
			}
		}
	}
	last := strings.LastIndex(s, " in ")
	if last <= 0 {
		return s
	}
	prev := strings.LastIndex(s[:last], " in ")
	if prev < 0 {
		return s
	}
	field := s[last+4:]
	end := len(field)
	for i, r := range field {
		if r == ',' || r == '|' || r == '(' || r == '\t' {
			end = i
			break
		}
	}
	if f := strings.TrimSpace(field[:end]); f != "" && strings.TrimSpace(s[prev+4:last]) == f {
		return s[:last] + field[end:]
	}
	return s
}

// eduFieldSeps split an education line into fields. Unlike a job header's, a dash without
// spaces does not split: "University of Wisconsin–Madison" is one name.
var eduFieldSeps = func() []string {
	var out []string
	for _, s := range jobFieldSeps {
		if s != "–" && s != "—" {
			out = append(out, s)
		}
	}
	return out
}()

// eduHeaderWords name the columns of an education table ("Degree | Institution | Year").
var eduHeaderWords = setOf(`degree degrees diploma institution school university college year
years date dates graduation graduated major field of study location gpa program qualification
qualifications award`)

// eduTableHeader reports a row of column names rather than an entry.
func eduTableHeader(s string) bool {
	cells := splitWith(s, []string{"\t", "|", "  "})
	if len(cells) < 2 {
		return false
	}
	for _, c := range cells {
		for _, w := range fieldWords(c) {
			if !eduHeaderWords[w] {
				return false
			}
		}
	}
	return true
}

// eduEntry is an education entry under construction.
type eduEntry struct {
	e               Education
	hasInst, hasDeg bool
	instFirst       bool // the school was written above the degree
}

// education reads the education section.
func (p *parser) education() []Education {
	var out []eduEntry
	var cur *eduEntry
	degLine := -1 // the line the current degree was read from
	curLine := -1 // the last line read into cur
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
		if p.certLine[i] || eduTableHeader(l.text) {
			continue
		}
		if cur != nil && cur.hasDeg && degLine == i-1 && !l.blankBefore && bracketedName(l.text) {
			// "Vocational Certificate in Metal Construction" / "(Welding Technology)": the
			// degree's bracket wrapped onto a line of its own
			cur.e.Degree += " " + strings.TrimSpace(l.text)
			continue
		}
		if cur != nil && cur.hasDeg && degLine == i-1 && !l.blankBefore && !l.bullet && fieldGoesOn(cur.e.Degree, l.text) {
			// "Associate of Applied Science in Respiratory" / "Therapy": a narrow column cut
			// the field before its head noun
			t := strings.TrimSpace(l.text)
			if cur.e.Major != "" && strings.HasSuffix(cur.e.Degree, cur.e.Major) {
				cur.e.Major += " " + t
			}
			cur.e.Degree += " " + t
			continue
		}
		if cur != nil && curLine == i-1 && !l.blankBefore && wrappedSchool(cur, p.lines[i-1].text, l.text) {
			continue
		}
		lineText := l.text
		if head, _, ok := strings.Cut(lineText, ","); ok && cur != nil && cur.hasDeg && degLine == i-1 && !l.blankBefore && !l.bullet && fieldGoesOn(cur.e.Degree, head) {
			// "Post-Professional Doctor of Occupational" / "Therapy (OTD), Boston University":
			// the field's end, then the rest of the entry; the end is blanked out so that the
			// line's dates keep their offsets
			t := strings.TrimSpace(head)
			if cur.e.Major != "" && strings.HasSuffix(cur.e.Degree, cur.e.Major) {
				cur.e.Major += " " + t
			}
			cur.e.Degree += " " + t
			lineText = strings.Repeat(" ", len(head)+1) + lineText[len(head)+1:]
		}
		text, role := eduLabelled(lineText)
		inst, deg, major, minor, grad, award, provider := p.eduFields(text, p.lineDates(i))
		if inst != "" {
			inst = shortNameBefore(text, inst) + inst + campusAfter(text, inst)
		}
		if value := labelledValue(text); value != "" && inst == "" && deg == "" && major == "" {
			// "Institution: Washington State Board for ...", "Program: Medical Assistant": the
			// label says what the value is, whatever its words
			switch role {
			case eduSchool:
				inst = value
			case eduDegree:
				deg = value
			case eduField:
				major = value
			}
		}
		if deg == "" && award != "" && (inst != "" || cur != nil && cur.hasInst && !cur.hasDeg && cur.instFirst && !l.blankBefore) {
			// a certificate beside its school, or on the line under it
			deg = award
		}
		if deg != "" {
			degLine = i
		}
		if provider && cur != nil && cur.hasInst && !cur.hasDeg && cur.instFirst && !l.blankBefore {
			// "Nursing - Bachelor of Science in Nursing (BSN)" under its school: the segment
			// before the degree is the field studied there, not a provider of its own
			if major == "" {
				major = inst
			}
			inst = ""
		}
		if eduDetailLine(l.text) && cur != nil && deg == "" {
			// "Minor: Information Systems · GPA 3.71 · co-op program": details of the entry
			// above, whatever they mention
			if minor != "" && cur.e.Minor == "" {
				cur.e.Minor = minor
			}
			continue
		}
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
			// a school line above two degree lines holds both: "University of X" /
			// "Master of Accountancy — 2027" / "Bachelor of Business Administration — 2025"
			inherit := ""
			if cur != nil && cur.instFirst && cur.hasDeg && deg != "" && inst == "" && !l.blankBefore && !isAllCaps(l.text) {
				inherit = cur.e.Institution
			}
			flush()
			cur = &eduEntry{}
			if inherit != "" {
				cur.e.Institution, cur.hasInst, cur.instFirst = inherit, true, true
			}
		}
		if inst != "" && cur != nil && curLine == i-1 && !l.blankBefore && !cur.hasInst {
			if head := schoolHeadAbove(p.lines[i-1].text, l.text, inst); head != "" && head != cur.e.Major {
				inst = head + " " + inst
				if strings.HasSuffix(cur.e.Major, head) {
					cur.e.Major = strings.TrimSpace(strings.TrimRight(strings.TrimSuffix(cur.e.Major, head), " —–-|·,"))
				}
			}
		}
		if inst != "" {
			cur.e.Institution, cur.hasInst = inst, true
			cur.instFirst = !cur.hasDeg && deg == ""
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
		curLine = i
	}
	flush()
	var res []Education
	for _, e := range out {
		res = append(res, e.e)
	}
	return res
}

// eduRole is what the label of an education line says its value is.
type eduRole uint8

const (
	eduNone   eduRole = iota // no label of an education line
	eduSchool                // the school or the body that trained
	eduDegree                // the degree, diploma or programme
	eduField                 // the field studied
	eduOther                 // a date, a place, a grade: read as the line's words say
)

// eduLabels are the labels of an education entry's fields, written before a colon on a line of
// their own ("Degree: Bachelor of Science in Nursing", "Institution: ...", "Graduated: May
// 2019"), as forms and some templates print an entry. "Diploma:" and "Certificate:" are no
// labels: they name the award.
var eduLabels = map[string]eduRole{
	"institution": eduSchool, "institution name": eduSchool, "school": eduSchool, "school name": eduSchool,
	"university": eduSchool, "college": eduSchool, "training provider": eduSchool, "provider": eduSchool,
	"awarding body": eduSchool, "issued by": eduSchool,
	"degree": eduDegree, "degree earned": eduDegree, "degree obtained": eduDegree, "degree/diploma": eduDegree,
	"qualification": eduDegree, "program": eduDegree, "programme": eduDegree, "course": eduDegree,
	"field": eduField, "field of study": eduField, "area of study": eduField, "specialization": eduField,
	"specialisation": eduField,
	"graduated":      eduOther, "graduation": eduOther, "graduation date": eduOther, "year": eduOther,
	"dates": eduOther, "date": eduOther, "completed": eduOther, "location": eduOther, "status": eduOther,
	// the Europass CV form's labels, set in a column beside their values; the long label of the
	// school wraps in that column, so its first line is known on its own
	"title of qualification awarded":                                 eduDegree,
	"name and type of organisation providing education and training": eduSchool,
	"name and type of organisation":                                  eduSchool, "name and type of organization": eduSchool,
	"principal subjects/occupational skills covered":    eduOther,
	"level in national or international classification": eduOther,
}

// eduLabelled blanks a field's label at the start of an education line (keeping the line's
// byte offsets, which its dates are found at) and says what the label names.
func eduLabelled(s string) (string, eduRole) {
	lead := len(s) - len(strings.TrimLeft(s, " \t•·-*"))
	label, _, ok := strings.Cut(s[lead:], ":")
	if !ok {
		return s, eduNone
	}
	role, known := eduLabels[strings.ToLower(strings.TrimSpace(label))]
	if !known {
		return s, eduNone
	}
	end := lead + len(label) + 1
	return strings.Repeat(" ", end) + s[end:], role
}

// labelledValue is the value of a labelled education line, its dates left out: a name, or "".
func labelledValue(s string) string {
	v := trimName(s)
	if v == "" || hasDigit(v) || !titleCased(v) || len(strings.Fields(v)) > 10 {
		return ""
	}
	return v
}

// wrappedSchool mends a school's name that a narrow column wrapped onto the next line, where
// the line's first part completes it and the rest is its place: the words after the last comma
// above, read as the field or as nothing ("Practical Nursing Certificate, Miami Valley Career
// Technology" / "Center, Clayton, OH"; "A.A.S. Biomedical Technology, Calhoun Community" /
// "College, Tanner, AL"), or a school's name ending in a word that joins ("Tennessee College
// of" / "Applied Technology"). The words before the break end the line above, so that the name is
// the document's text.
func wrappedSchool(cur *eduEntry, above, text string) bool {
	parts := commaParts(text)
	first := trimName(parts[0])
	// a school of its own ("Florida International University") is no continuation; its head noun
	// alone ("College") is
	if first == "" || len(strings.Fields(first)) > 3 || !titleCased(first) || institutionLike(first) && len(strings.Fields(first)) > 1 {
		return false
	}
	if rest := strings.Join(parts[1:], ","); strings.TrimSpace(rest) != "" {
		if pl, ok := parsePlace(rest); !ok || pl.city == "" && pl.state == "" {
			return false
		}
	}
	switch {
	case cur.hasInst && endsJoined(cur.e.Institution) && strings.HasSuffix(strings.TrimSpace(above), cur.e.Institution):
		cur.e.Institution += " " + first
	case !cur.hasInst:
		// the words after the line's last comma, read as the field or as nothing
		ap := commaParts(above)
		head := trimName(ap[len(ap)-1])
		if len(ap) < 2 || head == "" || institutionLike(head) || !institutionLike(head+" "+first) ||
			!strings.HasSuffix(strings.TrimSpace(above), head) {
			return false
		}
		cur.e.Institution, cur.hasInst = head+" "+first, true
		if cur.e.Major == head {
			cur.e.Major = ""
		}
	default:
		return false
	}
	return true
}

// schoolHeadAbove is the start of a school's name that a narrow column left at the end of the
// line above, after the degree and a separator ("Associate of Applied Science — South" /
// "Louisiana Community College, 2017"; "Bachelor of Technology | Jawaharlal" / "Nehru
// Technological University"): one or two capitalised words, no school, degree or place of their
// own and not the field studied (a caller's check), which with the school read on the next
// line still name a school. A comma sets off a field or a country as often, so only a dash, a
// bar or a middle dot counts. inst opens text.
func schoolHeadAbove(above, text, inst string) string {
	if !strings.HasPrefix(strings.TrimSpace(text), inst) {
		return ""
	}
	above = strings.TrimSpace(above)
	k := strings.LastIndexAny(above, "—–|·")
	if k < 0 {
		return ""
	}
	_, size := utf8.DecodeRuneInString(above[k:])
	head := strings.TrimSpace(above[k+size:])
	ws := strings.Fields(head)
	if len(ws) == 0 || len(ws) > 2 || !strings.HasSuffix(above, head) || hasDigit(head) {
		return ""
	}
	for _, w := range ws {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) || isAllCaps(w) && len(w) <= 3 {
			return "" // "TX", "RN": a state or a credential, not a name's first word
		}
	}
	if _, _, _, isDeg := parseDegree(head); institutionLike(head) || isDeg || programLike(head) {
		return ""
	}
	if _, ok := parsePlace(head); ok {
		return ""
	}
	return head
}

// campusRE is what follows a school's name on its line: a separator, then a name up to the
// line's end, a bar, a tab, a bracket or a comma before figures (the dates' place).
var campusRE = regexp.MustCompile(`^(\s*(?:,|–|—|\s-\s)\s*)([^,|–—\t()]+?)\s*(?:$|\||\t|\(|,\s*\d)`)

// campusAfter is the campus or city a school's name goes on with as printed ("Ivy Tech
// Community College – Indianapolis", "Pima Medical Institute – Mesa Campus"): a name ending
// in "Campus" after a comma or a dash, or a city alone after a dash (no state's code after it:
// "– Houston, TX" is where the school is), up to the end of the entry's line. After a comma a
// city is as often the school's place as part of its name ("University of Tennessee,
// Knoxville"), so it is left out; so is a degree, a field and the city the name holds already.
func campusAfter(text, inst string) string {
	k := strings.Index(text, inst)
	if k < 0 {
		return ""
	}
	m := campusRE.FindStringSubmatch(text[k+len(inst):])
	if m == nil {
		return ""
	}
	sep, name := m[1], strings.TrimSpace(m[2])
	if name == "" || hasDigit(name) || !titleCased(name) || wordCount(name) > 4 {
		return ""
	}
	lw := strings.ToLower(name)
	switch _, _, _, isDeg := parseDegree(name); {
	case strings.HasSuffix(lw, " campus"):
	case strings.ContainsAny(sep, "–—-") && institutionLike(name) && !isDeg:
		// "TAFE NSW – Nepean College": a college of the system named before it
	case !strings.ContainsAny(sep, "–—-") || !isCityName(name) || institutionLike(name) || programLike(name) || isDeg:
		return ""
	case strings.Contains(strings.ToLower(inst), lw):
		return "" // "Universität Stuttgart – Stuttgart": the city the name already holds
	case usCityAnywhere(name), wordCount(name) <= 2 && !fieldWordsAll(name):
	default:
		return ""
	}
	return sep + name
}

// shortNameBefore is a school's short name written before its full one and a dash ("NAIT –
// Northern Alberta Institute of Technology", "Wintec – Waikato Institute of Technology"): one
// capitalised word at the start of the entry's text, no degree's.
func shortNameBefore(text, inst string) string {
	k := strings.Index(text, inst)
	if k <= 0 {
		return ""
	}
	head := strings.TrimRight(text[:k], " ")
	if !strings.HasSuffix(head, "–") && !strings.HasSuffix(head, "—") {
		return ""
	}
	name := strings.TrimSpace(strings.TrimRight(head, "–—"))
	if strings.ContainsAny(name, " \t,|()") || hasDigit(name) || !startsProperName(name) || degreeAbbrevs[strings.ToLower(strings.ReplaceAll(name, ".", ""))] {
		return ""
	}
	if _, _, _, isDeg := parseDegree(name); isDeg {
		return ""
	}
	return text[strings.Index(text, name):k]
}

// fieldWordsAll reports whether every word of s is a field of study's head noun ("Nursing",
// "Radiologic Technology" is not: "Radiologic" is none).
func fieldWordsAll(s string) bool {
	for _, w := range fieldWords(s) {
		if !fieldHeads[w] {
			return false
		}
	}
	return true
}

// endsJoined reports a name whose last word joins it to a next line (joiningWords).
func endsJoined(s string) bool {
	ws := strings.Fields(s)
	return len(ws) > 1 && joiningWords[strings.ToLower(ws[len(ws)-1])]
}

// bracketedName reports a line that is one bracketed name: "(Welding Technology)", not a
// status ("(expected)") nor a detail with figures ("(GPA 3.9)").
func bracketedName(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 4 || s[0] != '(' || s[len(s)-1] != ')' || strings.Count(s, "(") != 1 {
		return false
	}
	inner := s[1 : len(s)-1]
	return !statusNote(s) && !strings.ContainsAny(inner, "0123456789") && titleCased(inner) && !eduDetailLine(inner)
}

// eduDetailLabels start a line of details under an education entry.
var eduDetailLabels = []string{"minor", "minors", "gpa", "cumulative gpa", "honors", "honours",
	"coursework", "relevant coursework", "concentration", "thesis", "dissertation", "activities"}

// eduDetailLine reports a line of details under an education entry: "Minor: Statistics",
// "GPA 3.8/4.0 · Dean's List", "Relevant coursework: ...".
func eduDetailLine(s string) bool {
	l := strings.ToLower(s)
	for _, w := range eduDetailLabels {
		if rest, ok := strings.CutPrefix(l, w); ok && (rest == "" || rest[0] == ':' || rest[0] == ' ') {
			return true
		}
	}
	return false
}

// eduFields reads what one education line names; award is a certificate or diploma named
// without a degree's words, which the caller takes as the degree where a school awarded it.
func (p *parser) eduFields(text string, ds []dateSpan) (inst, deg, major, minor, grad, award string, provider bool) {
	if len(ds) > 0 {
		d := ds[len(ds)-1]
		if !d.current {
			grad = d.last().String()
		}
		var sb strings.Builder
		last := 0
		for _, d := range ds {
			lo, hi := statusBracket(text, d.lo, d.hi)
			if lo < last {
				lo, hi = d.lo, d.hi // the bracket began before the date above ended
			}
			// "... Information Technology in Dec 2021": the word that led to the date goes with it
			pre := text[last:lo]
			for _, w := range []string{" in ", " on ", " by "} {
				if strings.HasSuffix(strings.ToLower(pre), w) {
					pre = pre[:len(pre)-len(w)+1]
					break
				}
			}
			sb.WriteString(pre)
			sb.WriteString(" | ")
			last = hi
		}
		sb.WriteString(text[last:])
		text = sb.String()
	}
	text = dropRepeatedField(runInFields(text))
	// "Graduated from Duke University with a BSN in 2016.", "Earned a BSN from Duke University":
	// an entry written as a sentence
	if m := gradSentenceRE.FindStringSubmatch(text); m != nil && institutionLike(m[1]) {
		text = m[1] + " | " + m[2]
	} else if m := earnedSentenceRE.FindStringSubmatch(text); m != nil && institutionLike(m[2]) {
		text = m[1] + " | " + m[2]
	}
	// "Bachelor of Science Radiologic Science at Avila University", "... in Nursing from Duke
	// University": a school after "at" or "from"
	for _, w := range []string{" at ", " from "} {
		if k := indexFold(text, w); k > 0 && institutionLike(text[k+len(w):]) {
			text = text[:k] + " | " + text[k+len(w):]
			break
		}
	}
	segs := splitWith(text, eduFieldSeps)
	var loose []string // segments before the degree that name nothing known
	fromProgram := false
	degSeg := -1        // the segment the degree was read from
	fieldApart := false // the field was written apart from the degree: "Certificate, Pharmacy Technician"
	for si, seg := range segs {
		if deg != "" && degSeg < 0 {
			degSeg = si - 1
		}
		if pl, ok := parsePlace(seg); ok && si > 0 && pl.city != "" && pl.state != "" && len(commaParts(seg)) == 2 && !institutionLike(seg) {
			continue // "Baltimore, MD" after the school: a place, whatever its state's code also means
		}
		parts := closeBrackets(commaParts(seg))
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
		if si > 0 && len(parts) == 1 {
			if _, ok := parsePlace(parts[0]); ok && !institutionLike(parts[0]) && !programLike(parts[0]) {
				continue // "– Atlanta, GA" after the school
			}
		}
		afterDegree := false // the part follows the degree directly: "B.S., Computer Science"
		for pi, f := range parts {
			f = trimName(f)
			if i := strings.LastIndexByte(f, '('); i > 0 && strings.HasSuffix(f, ")") {
				// "North Dakota State College of Science (Wahpeton, ND)": the school's place
				if pl, ok := parsePlace(f[i+1 : len(f)-1]); ok && pl.city != "" {
					f = strings.TrimSpace(f[:i])
				}
			}
			if f == "" {
				continue
			}
			f = withoutStatus(f)
			if core := withoutNote(f); core != f && core != "" && honoursNote(f[len(core):]) {
				f = core // "Bachelor of Science in Nursing (magna cum laude)": honours are no part of the degree
			}
			lf := strings.ToLower(f)
			wasAfter := afterDegree
			afterDegree = false
			switch {
			case strings.HasPrefix(lf, "gpa") || strings.Contains(lf, "cum laude") || strings.HasPrefix(lf, "dean's") || strings.HasPrefix(lf, "honors") || strings.HasPrefix(lf, "expected") && len(f) < 12 || strings.HasPrefix(lf, "graduated") && len(f) < 12 || lf == "anticipated" || statusNote("("+lf+")") && len(f) < 16:
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
			if i := strings.LastIndexByte(f, '('); i > 0 && strings.HasSuffix(f, ")") && inst == "" && deg == "" {
				head, inner := strings.TrimSpace(f[:i]), f[i+1:len(f)-1]
				// "North Carolina State University (M.S. Computer Science)": the degree in
				// brackets after its school
				if d, m, n, ok := parseDegree(inner); ok && institutionLike(head) {
					inst, deg, major, minor = head, d, m, n
					continue
				}
				// "MSc Nursing (Perioperative) (University College Cork)": the school in
				// brackets after its degree
				if d, m, n, ok := parseDegree(head); ok && institutionLike(inner) && !institutionLike(head) {
					inst, deg, major, minor = inner, d, m, n
					continue
				}
				// "Nursing (BSN)": a field of study, then the degree's abbreviation
				if degreeAbbrevs[strings.ToLower(strings.ReplaceAll(inner, ".", ""))] && (isAllCaps(inner) || strings.Contains(inner, ".")) && titleCased(head) &&
					len(strings.Fields(head)) <= 4 && !institutionLike(head) && !hasDigit(head) {
					if _, _, _, isDeg := parseDegree(head); !isDeg {
						deg, major = f, head
						continue
					}
				}
			}
			if d, m, n, ok := parseDegree(f); ok && deg == "" {
				deg = d
				if m != "" {
					major = m
				}
				if n != "" {
					minor = n
				}
				// "Master of Science in Nursing, Nurse-Midwifery": a field after the comma
				// narrows the one the degree's name holds
				afterDegree = m == "" || strings.HasSuffix(strings.ToLower(d), " in "+strings.ToLower(m))
				continue
			}
			// "University of Nigeria, Enugu Campus": a campus is part of the school's name
			if inst != "" && pi > 0 && campusName(f) && strings.HasSuffix(inst, strings.TrimSpace(strings.Trim(parts[pi-1], " ,;:()"))) {
				inst += ", " + f
				continue
			}
			if institutionLike(f) {
				switch {
				case inst == "":
					// "Kent State University (expected 2027)": the bracket the date was cut
					// out of is a note, not part of the name
					inst = withoutNote(f)
				case pi > 0 && strings.HasSuffix(inst, strings.TrimSpace(strings.Trim(parts[pi-1], " ,;:()"))):
					// "Harbor State University, School of Engineering": a school inside a university
					inst += ", " + f
				}
				continue
			}
			// "Inside Wireman Apprenticeship (8,000 hours)": a note after the programme's name
			core := withoutNote(f)
			if programLike(core) && titleCased(core) {
				switch {
				case deg == "" && award != "":
					// "Journeyman Millwright Certificate of Completion — Millwright
					// Apprenticeship Program": the certificate is what was earned, in that
					// programme
					deg, award = award, ""
					if major == "" {
						major = core
					}
					continue
				case deg == "":
					deg, major = programAward(core, major)
					fromProgram = true
					continue
				case fromProgram && inst == "" && awardNamed(f) && !awardNamed(deg):
					// "National Elevator Industry Educational Program (NEIEP) — Apprenticeship
					// Certificate": the programme that trains, then the award it gives
					inst, deg = deg, f
					continue
				}
			}
			if deg == "" && award == "" && awardNamed(core) && titleCased(core) && len(strings.Fields(core)) <= 6 {
				// "Southeast Community College | EMT Certificate": a certificate, the degree
				// when a school is named beside it or above it; a note after it ("(160 hours)")
				// is not part of its name
				award = core
				continue
			}
			if inst == "" && degSeg >= 0 && si > degSeg && pi == 0 && strings.TrimSpace(strings.Join(parts[1:], "")) == "" && titleCased(core) && !isCertName(core) &&
				(orgNamed(core) || fieldApart && properName(core) && !programLike(core) && !containsFold(deg+" "+major, strings.ToLower(core))) {
				// the body that trained, in a segment of its own after the programme
				// ("Journeyman Electrician Apprenticeship — Independent Electrical Contractors
				// (IEC)"), or after a degree that names its field already ("Career Diploma,
				// Medical Administrative Assistant - Penn Foster (online)")
				inst = f
				continue
			}
			if (wasAfter || deg != "" && major == "" && inst == "") && len(strings.Fields(f)) <= 5 && !strings.ContainsAny(f, "0123456789") {
				// "B.S., Computer Science", "Certificate, HVAC Technology"
				major, fieldApart = f, true
				continue
			}
			if deg == "" && inst == "" && len(parts) == 1 && titleCased(f) {
				loose = append(loose, f)
			}
		}
	}
	// "Northwind Code Lab — Web Development Bootcamp": a provider not called a school,
	// written as its own segment before the programme
	if inst == "" && deg != "" && len(loose) > 0 {
		inst, provider = loose[0], true
	}
	return inst, deg, major, minor, grad, award, provider
}

// programLike reports a course of study named without a degree: "Plumbing Apprenticeship",
// "Web Development Bootcamp (certificate)". A certification by name ("BLS Certificate") is
// not one.
func programLike(f string) bool {
	ws := fieldWords(f)
	if len(ws) == 0 {
		return false
	}
	// "Apprenticeship Certificate Inside Wireman", "Vocational Certificate in Metal
	// Construction": a certificate or diploma a training programme awards, whatever field follows
	for i, w := range ws[1:] {
		if (w == "certificate" || w == "diploma") && programKinds[ws[i]] {
			return true
		}
	}
	lf := strings.ToLower(f)
	last := ws[len(ws)-1]
	if !programHeads[last] && !strings.Contains(lf, "(certificate)") && !strings.Contains(lf, "(diploma)") {
		return false
	}
	if last == "program" || last == "programme" {
		// "Commercial Driver License Program" trains for a licence; "Neonatal Resuscitation
		// Program" is the credential's own name
		return !namedByCredential(f, strings.LastIndex(lf, last))
	}
	return !isCertName(f) && !looksLikeCert(strings.NewReplacer("certificate", "", "certification", "").Replace(lf))
}

// namedByCredential reports whether a certification or licence the vocabulary knows spans
// the byte at i of s: the word there is part of the credential's name.
func namedByCredential(s string, i int) bool {
	for _, c := range findConcepts(s) {
		if (c.kind == kindCert || c.kind == kindLicense) && c.lo <= i && i < c.hi {
			return true
		}
	}
	return false
}

// closeBrackets joins back the parts of a line that a comma inside brackets cut apart:
// "Bachelor of Science (degree completion, in progress)".
func closeBrackets(parts []string) []string {
	out := parts[:0:0]
	for _, p := range parts {
		if n := len(out); n > 0 && openBracket(out[n-1]) {
			out[n-1] += "," + p
			continue
		}
		out = append(out, p)
	}
	return out
}

// noteBracket reports a bracket after a degree that is a note about it, not its short form or
// its field: one holding a figure or a word in lower case of three letters or more ("(degree
// completion)", "(LPN-to-RN bridge)", "(160 hours)", "(transfer degree)"), where "(BSN)",
// "(Hons)", "(RN-to-BSN)" and "(Welding Technology)" name the degree.
func noteBracket(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 3 || s[0] != '(' || s[len(s)-1] != ')' {
		return false
	}
	inner := s[1 : len(s)-1]
	// "(Level 7)", "(certificate)": the qualification's level or kind is part of its name
	if ws := fieldWords(inner); len(ws) == 2 && ws[0] == "level" || len(ws) == 1 && (ws[0] == "certificate" || ws[0] == "diploma") {
		return false
	}
	if hasDigit(inner) {
		return true
	}
	// "(Tacoma Fire/TCC Paramedic Program)", "(Ciclo Formativo de Grado Medio)": the programme
	// that led to it, not part of its name
	if ws := fieldWords(inner); len(ws) > 1 && (ws[len(ws)-1] == "program" || ws[len(ws)-1] == "programme") ||
		containsFold(inner, "grado medio") || containsFold(inner, "grado superior") || containsFold(inner, "ciclo formativo") {
		return true
	}
	for _, w := range strings.FieldsFunc(inner, func(r rune) bool { return r == ' ' || r == '-' || r == ',' || r == '/' }) {
		// a word in lower case is a note's ("in progress"); an abbreviation with capitals in it
		// is the degree's short form ("tDPT", "eMBA")
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) && utf8.RuneCountInString(w) >= 3 && countUpper(w) < 2 {
			return true
		}
	}
	return false
}

// countUpper counts the capitals in w.
func countUpper(w string) int {
	n := 0
	for _, r := range w {
		if unicode.IsUpper(r) {
			n++
		}
	}
	return n
}

// withoutNote cuts a note in brackets off the end of a name, the bracket closed or cut off
// by the end of the line: "Inside Wireman Apprenticeship (8,000 OJT hours, 900".
func withoutNote(f string) string {
	i := strings.LastIndexByte(f, '(')
	if i <= 0 {
		return f
	}
	tail := f[i:]
	if !strings.HasSuffix(tail, ")") {
		tail += ")"
	}
	if !noteBracket(tail) {
		return f
	}
	return strings.TrimSpace(f[:i])
}

// programAward splits a programme's award from the field written after it without "in":
// "Apprenticeship Certificate Inside Wireman" is the certificate, for the inside wireman's
// trade; "Vocational Certificate in Metal Construction" stays whole, as "in" joins a degree's
// field.
func programAward(f, major string) (string, string) {
	ws := strings.Fields(f)
	for i := 1; i+1 < len(ws); i++ {
		w := strings.ToLower(ws[i])
		if (w == "certificate" || w == "diploma") && programKinds[strings.ToLower(ws[i-1])] {
			next := strings.ToLower(ws[i+1])
			if next == "in" || next == "of" || strings.HasPrefix(next, "(") {
				break
			}
			return strings.Join(ws[:i+1], " "), strings.Join(ws[i+1:], " ")
		}
	}
	return f, major
}

// awardNamed reports a name that holds the award itself: a certificate or a diploma.
func awardNamed(f string) bool {
	for _, w := range fieldWords(f) {
		if w == "certificate" || w == "diploma" {
			return true
		}
	}
	return false
}

// programKinds name the kind of training programme before the certificate or diploma it awards.
var programKinds = setOf(`apprenticeship vocational trade journeyman journeyworker`)

var programHeads = setOf(`apprenticeship program programme certificate diploma bootcamp
immersive course training`)

// titleCased reports whether every word of s that is long enough starts with a capital or a
// digit: a name as written, not a phrase of prose.
func titleCased(s string) bool {
	for _, w := range strings.Fields(s) {
		if len(w) < 4 {
			continue
		}
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLower(r) {
			return false
		}
	}
	return true
}

func institutionLike(f string) bool {
	ws := fieldWords(f)
	for i, w := range ws {
		if institutionWords[w] && !hospitalAfter(ws[i+1:]) {
			return true
		}
	}
	// "CNM Workforce Training Center", "Miami Valley Career Technology Center", "Dayton Job
	// Corps Center": a body that teaches (teachingBodies)
	if n := len(ws); n >= 2 && teachingBodies[ws[n-1]] && slices.ContainsFunc(ws[:n-1], func(w string) bool { return teachingCentre[w] }) {
		return true // "Job Corps Whitney M. Young Jr. Center": the teaching word before a name
	}
	// "Centre de formation professionnelle 24-Juin", "Centro de Formación Profesional": the
	// head first, as French and Spanish write it
	if len(ws) >= 3 && (ws[0] == "centre" || ws[0] == "centro") && romanceOf[ws[1]] && formationWords[ws[2]] {
		return true
	}
	// "UA Local 290 Plumbers & Steamfitters Apprenticeship", "Ironworkers Local 395": a trade
	// union's local, which trains its apprentices
	for i := 0; i+1 < len(ws); i++ {
		if ws[i] == "local" && ws[i+1] != "" && strings.Trim(ws[i+1], "0123456789") == "" {
			return true
		}
	}
	// "Virginia Tech", "Franklin Cummings Tech": a school's name that ends in "Tech" (a
	// "Surgical Tech Certificate" does not)
	// nor does a line of fields ending in a job title ("... | Scrub Tech"), nor the title alone
	if len(ws) < 2 || len(ws) > 5 || ws[len(ws)-1] != "tech" || !titleCased(f) || strings.Contains(f, "Tech ") || strings.ContainsAny(f, "|\t–—") {
		return false
	}
	for _, c := range findConcepts(f) {
		if c.kind == kindProfession {
			return false
		}
	}
	return true
}

// hospitalAfter reports words that make a school's word a hospital's name: "University
// Hospital", "University Medical Center", "College Health System" are employers.
func hospitalAfter(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "hospital", "hospitals", "clinic", "clinics", "healthcare":
		return true
	case "medical", "health":
		return len(ws) > 1 && (ws[1] == "center" || ws[1] == "centre" || ws[1] == "system" || ws[1] == "network")
	}
	return false
}

// teachingBodies end the name of a body that teaches when a teaching word comes before them
// (teachingCentre): "Job Corps Center", "International Training Fund", "Apprenticeship Training
// Trust", "Joint Apprenticeship Committee", unlike a medical centre or a pension fund.
var teachingBodies = setOf(`center centre fund trust committee`)

// teachingCentre are the words before a teachingBodies word that make the body a school.
var teachingCentre = setOf(`training technology technical career education educational learning vocational
skills corps apprenticeship`)

// fieldJoins join a degree to its field of study: "Bachelor of Science in Nursing", "Grado en
// Enfermería", "Bacharelado em Fisioterapia", "Diploma di Perito Industriale".
var fieldJoins = []string{"in ", "en ", "em ", "di "}

// cleanSubject trims "in", ":" and punctuation around a subject name.
func cleanSubject(s string) string {
	s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), ":-–"))
	for _, p := range fieldJoins {
		s = strings.TrimPrefix(s, p)
	}
	for _, p := range []string{"of ", ": "} {
		s = strings.TrimPrefix(s, p)
	}
	return trimName(strings.Trim(s, " ,.;:"))
}

// parseDegree reads "Bachelor of Science in Nursing", "B.S. in Computer Science, Minor in Math",
// "BSN", "MBA (Finance)" into degree, major and minor, in two stages: degreeHead finds how many
// words name the degree, degreeFields reads the field of study and the minor from the rest.
func parseDegree(f string) (deg, major, minor string, ok bool) {
	words := closeInitials(strings.Fields(f))
	n, ok := degreeHead(words)
	if !ok {
		return "", "", "", false
	}
	deg, major, minor = degreeFields(strings.Join(words[:n], " "), strings.TrimSpace(strings.Join(words[n:], " ")))
	return deg, major, minor, true
}

// awardingBody is the number of words that name a British awarding body and its
// qualification's number at the start of words ("City & Guilds 2365"); 0 for none.
func awardingBody(words []string) int {
	n := 0
	switch lw := strings.ToLower(strings.Join(words[:min(3, len(words))], " ")); {
	case strings.HasPrefix(lw, "city & guilds"), strings.HasPrefix(lw, "city and guilds"):
		n = 3
	case strings.HasPrefix(lw, "btec "), strings.HasPrefix(lw, "ncfe "), strings.HasPrefix(lw, "eal "):
		n = 1
	default:
		return 0
	}
	if n < len(words) && isDigitByte(words[n][0]) {
		n++
	}
	return n
}

// romanLevels are the levels of a certificate written in Roman figures.
var romanLevels = setOf(`i ii iii iv`)

// degreeModes are the ways a degree is taken, written before its name.
var degreeModes = setOf(`accelerated online executive dual joint fast-track transitional
post-professional postprofessional entry-level`)

// closeInitials joins a degree's abbreviation written with spaces between its letters ("B. S.
// in Nursing", "M. S. N.") into one word, as it is usually written.
func closeInitials(words []string) []string {
	initial := func(w string) bool {
		return len(w) == 2 && w[1] == '.' && w[0] >= 'A' && w[0] <= 'Z'
	}
	n := 0
	for n < len(words) && initial(words[n]) {
		n++
	}
	if n < 2 {
		return words
	}
	return append([]string{strings.Join(words[:n], "")}, words[n:]...)
}

// degreeHead is the first stage of parseDegree: the number of words that name the degree: a
// phrase of the degree table, or an abbreviation ("BSN", "B.S."), run on through "<level> of
// <field>" and a field after "in" that the table's phrase only begins; a qualification level
// before it ("Level 3 Diploma") is part of it.
func degreeHead(words []string) (int, bool) {
	if len(words) == 0 {
		return 0, false
	}
	level := 0
	// "City & Guilds 2365 Level 3 Diploma in ...": the awarding body and its qualification's
	// number before the level
	if k := awardingBody(words); k > 0 && len(words) > k+3 && strings.EqualFold(words[k], "level") {
		words, level = words[k:], k
	}
	if len(words) > 3 && strings.EqualFold(words[0], "level") && isDigitByte(words[1][0]) {
		words, level = words[2:], level+2 // a qualification level (UK and Commonwealth): "Level 3 Diploma"
	}
	if len(words) > 2 && (strings.EqualFold(words[0], "honours") || strings.EqualFold(words[0], "honors")) {
		words, level = words[1:], level+1 // "Honours Bachelor of Science" (Canada)
	}
	// "Accelerated BSN", "Second Degree BSN", "Online Master of Science", "Transitional Doctor
	// of Physical Therapy": the way the degree was taken, part of its name
	for len(words) > 1 && degreeModes[strings.ToLower(words[0])] {
		words, level = words[1:], level+1
	}
	if len(words) > 2 && strings.EqualFold(words[0], "second") && strings.EqualFold(words[1], "degree") {
		words, level = words[2:], level+2
	}
	norm := make([]string, len(words))
	for i, w := range words {
		norm[i] = strings.ToLower(strings.Trim(strings.NewReplacer(".", "", "’", "'").Replace(w), ",;:()"))
	}
	n := 0
	for _, ph := range degreePhrases {
		if len(ph) <= len(norm) && slices.Equal(norm[:len(ph)], ph) {
			n = len(ph)
			break
		}
	}
	if n == 0 {
		w0 := strings.Trim(words[0], ",;:()")
		a := strings.ToLower(strings.ReplaceAll(w0, ".", ""))
		if head, _, ok := strings.Cut(a, "-"); ok && len(head) >= 3 && degreeAbbrevs[head] && isAllCaps(w0) {
			a = head // "MSN-FNP": the degree, then its specialty
		}
		switch {
		case !degreeAbbrevs[a]:
			k, ok := leveledDegree(words, norm)
			if !ok {
				return 0, false
			}
			n = k
		case len(a) <= 2 && !isAllCaps(w0) || wordAbbrevs[a] && !strings.Contains(w0, ".") && (isAllCaps(w0) || strings.ToLower(w0) == w0):
			// short abbreviations that are words or state codes only in capitals
			return 0, false
		default:
			n = 1
		}
	}
	// "Bachelor of Nursing Science", "Certificate of Proficiency": a level the table holds
	// alone, followed by "of", names its degree by the words after it
	// "Bachelor's of Science": the possessive that "Bachelor's degree" takes, before "of"
	levelWord := strings.TrimSuffix(strings.TrimSuffix(norm[0], "'s"), "s") // "Bachelor's of", "Bachelors of"
	if n == 1 && n+1 < len(norm) && norm[n] == "of" && degreeLevels[levelWord] && !strings.ContainsAny(words[0], ",;") {
		n++
	}
	// "Advanced Diploma of Civil Engineering": a longer phrase of the table ending in a level
	// word goes on through "of" too
	if n >= 2 && n+1 < len(norm) && norm[n] == "of" && degreeLevels[norm[n-1]] && !strings.ContainsAny(words[n-1], ",;") {
		n++
	}
	// "Certificate III in Carpentry": a qualification's level in Roman figures (Australia)
	if n < len(norm) && degreeLevels[norm[n-1]] && romanLevels[norm[n]] && words[n] == strings.ToUpper(words[n]) {
		n++
	}
	// "Master of Science in Nursing Education": a table phrase ending in "in <field>" names
	// only the start of the field, which the words after it may go on with
	if k := slices.Index(norm[:n], "in"); k > 0 && n < len(words) && !strings.ContainsAny(words[n-1], ",;") {
		n = k
	}
	// "Doctor of Clinical Science in ...": a degree named "<level> of <field>" that the table
	// does not hold runs on to "in" or to the end
	if n >= 2 && norm[n-1] == "of" {
		for n < len(words) && norm[n] != "in" && !strings.ContainsAny(words[n-1], ",;") && !strings.HasPrefix(words[n], "(") {
			n++
		}
	}
	return n + level, true
}

// leveledDegree is the number of words of a degree named by a kind or a field before its level:
// "Technical Diploma in Welding", "Career Diploma", "Fire Medic Associate Degree" (one to
// three capitalised words, then "diploma", "certificate" or "associate degree"), or false.
func leveledDegree(words, norm []string) (int, bool) {
	if programKinds[norm[0]] {
		return 0, false // "Vocational Certificate in ...": a programme's award (programAward)
	}
	for k := 1; k <= 5 && k < len(norm); k++ {
		// "City & Guilds Level 3 Diploma in ...": an awarding body's name and a level
		r, _ := utf8.DecodeRuneInString(words[k-1])
		if w := words[k-1]; !unicode.IsUpper(r) && w != "&" && !isDigitByte(w[0]) || strings.ContainsAny(w, ",;:()") || degreeAbbrevs[norm[k-1]] {
			return 0, false
		}
		switch {
		case (norm[k] == "diploma" || norm[k] == "certificate") && (k+1 == len(norm) || norm[k+1] == "in" || norm[k+1] == "of" || strings.HasSuffix(words[k], ",")):
			return k + 1, true
		case norm[k] == "associate" && k+1 < len(norm) && norm[k+1] == "degree":
			return k + 2, true
		}
	}
	return 0, false
}

// degreeFields is the second stage: the degree with what belongs to it (its abbreviation in
// brackets, "in <field>"), the major and the minor, from the degree's words and the rest of
// the field.
func degreeFields(deg, rest string) (string, string, string) {
	var major, minor string
	// "Bachelor of Science in Nursing (BSN)": parenthesised abbreviation stays with the degree;
	// a status ("(in progress)") is not part of it
	if strings.HasPrefix(rest, "(") {
		if j := strings.IndexByte(rest, ')'); j > 0 {
			if !statusNote(rest[:j+1]) && !noteBracket(rest[:j+1]) {
				deg += " " + rest[:j+1]
			}
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
		lr = strings.ToLower(rest)
	}
	// "Bachelor of Science in Nursing", "Ph.D. in Statistics": the degree is the whole phrase
	// and the field after "in" is the major; "BSc Computer Science" names the field without it
	joined := slices.ContainsFunc(fieldJoins, func(j string) bool { return strings.HasPrefix(lr, j) })
	if i := strings.LastIndexByte(rest, '('); i > 0 && strings.HasSuffix(rest, ")") && (statusNote(rest[i:]) || noteBracket(rest[i:])) {
		rest = strings.TrimSpace(rest[:i])
	}
	major = cleanSubject(rest)
	if joined && major != "" {
		deg += " " + strings.TrimRight(strings.TrimSpace(rest), ",;:")
	}
	// "Associate Degree in Nursing (ADN)": the abbreviation names the degree
	if i := strings.LastIndexByte(major, '('); i > 0 && strings.HasSuffix(major, ")") && isAllCaps(major[i+1:len(major)-1]) {
		if !joined {
			deg += " " + major[i:]
		}
		major = strings.TrimSpace(major[:i])
	}
	if major == "" {
		lower := strings.ToLower(deg)
		if i := strings.LastIndex(lower, " in "); i > 0 && i+4 < len(deg) {
			major = deg[i+4:] // a table phrase such as "Bachelor of Science in Nursing"
		}
	}
	if major != "" && strings.EqualFold(strings.Fields(major)[0], "degree") {
		major = ""
	}
	return deg, major, minor
}

// statusBracket widens a date's span at lo:hi to the bracket around it when the bracket holds
// only the date and a status ("(in progress, expected Dec 2026)", "(expected 2027)"), so that
// cutting the date leaves no half of a bracket behind.
func statusBracket(text string, lo, hi int) (int, int) {
	open := strings.LastIndexByte(text[:lo], '(')
	if open < 0 || strings.IndexByte(text[open:lo], ')') >= 0 {
		return lo, hi
	}
	end := strings.IndexByte(text[hi:], ')')
	if end < 0 || strings.IndexByte(text[hi:hi+end], '(') >= 0 {
		return lo, hi
	}
	rest := strings.Trim(text[open+1:lo]+" "+text[hi:hi+end], " ,;:-–")
	if rest != "" && !statusNote("("+rest+")") && !slices.Contains([]string{"graduated", "completed", "class of"}, strings.ToLower(rest)) {
		return lo, hi
	}
	return open, hi + end + 1
}

// fieldHeads end the name of a field of study: its head noun ("Respiratory Therapy",
// "Computer Engineering", "Pharmaceutical Sciences").
var fieldHeads = setOf(`engineering science sciences therapy technology technologies administration
management studies education practice care health nursing arts medicine pharmacy communication
communications design development systems analysis analytics economics psychology biology chemistry
physics mathematics informatics services work assisting hygiene imaging sonography radiography
welding construction accounting finance marketing policy law logistics nutrition kinesiology`)

// awardOf are the words after "of" that complete a certificate's name rather than begin its
// field ("Certificate of Completion", "Diploma of Achievement").
var awardOf = setOf(`completion achievement proficiency attendance competency competence recognition
participation merit excellence training study studies`)

// fieldGoesOn reports a line that ends a degree's field the line above cut: one to three
// capitalised words ending in a field's head noun, an abbreviation in brackets after them,
// after a degree whose "in <field>" or "of <field>" ends in a word that is no head noun
// ("Bachelors in Computer" / "Engineering", "Doctor of Occupational" / "Therapy (OTD)").
func fieldGoesOn(deg, text string) bool {
	ld := strings.ToLower(deg)
	i := max(strings.LastIndex(ld, " in "), strings.LastIndex(ld, " of "))
	if i < 0 {
		return false
	}
	dw := strings.Fields(deg[i+4:])
	if len(dw) > 0 && awardOf[strings.ToLower(strings.Trim(dw[0], ",;:"))] {
		return false // "Certificate of Completion": a whole award, its field on the next line
	}
	t := strings.TrimSpace(text)
	if k := strings.LastIndexByte(t, '('); k > 0 && strings.HasSuffix(t, ")") && !strings.ContainsAny(t[k+1:len(t)-1], "()") {
		t = strings.TrimSpace(t[:k]) // "Therapy (OTD)": the degree's abbreviation after its field
	}
	ws := fieldWords(t)
	if len(dw) == 0 || len(ws) == 0 || len(ws) > 3 || fieldHeads[strings.ToLower(strings.Trim(dw[len(dw)-1], ",;:"))] ||
		!fieldHeads[ws[len(ws)-1]] || !titleCased(t) || strings.ContainsAny(t, ",;:()|\t0123456789") || institutionLike(t) {
		return false
	}
	_, _, _, isDeg := parseDegree(t)
	return !isDeg
}

// properName reports two to five words that start with a capital: a name, not a field's
// single word ("Nursing") nor a stray word ("in").
func properName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < 2 || len(ws) > 5 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(ws[0])
	return unicode.IsUpper(r) && titleCased(s)
}

// honoursNote reports a bracket of honours after a degree: "(magna cum laude)", "(with
// distinction)", "(honors)".
func honoursNote(s string) bool {
	l := strings.ToLower(s)
	for _, w := range []string{"laude", "distinction", "honors", "honours", "merit", "dean's"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

var (
	// gradSentenceRE reads "Graduated from <school> with a <degree> ...": the school, then the
	// degree (its year or the sentence's end left to the caller's dates).
	gradSentenceRE = regexp.MustCompile(`(?i)^\s*graduated\s+from\s+(?:the\s+)?(.+?)\s+with\s+(?:a|an|my|the|her|his)\s+(.+?)\s*(?:\bin\s*\|?\s*)?[.|\s]*$`)
	// earnedSentenceRE reads "Earned a <degree> from <school>": the degree, then the school.
	earnedSentenceRE = regexp.MustCompile(`(?i)^\s*(?:earned|completed|received|obtained|holds?|have|has)\s+(?:a|an|my|the|her|his)\s+(.+?)\s+(?:from|at)\s+(?:the\s+)?(.+?)(?:\s+in)?[.\s|]*$`)
)

// statusTails are the words of a status written after a degree without brackets: "BSN in
// progress", "MSN – expected".
var statusTails = []string{"in progress", "expected", "anticipated", "candidate", "pending", "ongoing", "in process", "underway"}

// withoutStatus cuts a status off the end of a degree's name: "BSN in progress" is the BSN,
// in progress. A phrase that is no degree without its status is left as it is.
func withoutStatus(f string) string {
	l := strings.ToLower(f)
	for _, t := range statusTails {
		if strings.HasSuffix(l, " "+t) {
			head := strings.TrimRight(f[:len(f)-len(t)], " -–—,;:(")
			if _, _, _, ok := parseDegree(head); ok {
				return head
			}
		}
	}
	return f
}

// statusNote reports a bracketed status after a degree: "(in progress)", "(expected)".
func statusNote(s string) bool {
	l := strings.ToLower(s)
	for _, w := range []string{"progress", "expected", "anticipated", "candidate", "pending", "ongoing", "current"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// campusName reports a campus named after a school ("Enugu Campus", "Downtown campus").
func campusName(f string) bool {
	ws := fieldWords(f)
	return len(ws) >= 2 && len(ws) <= 4 && ws[len(ws)-1] == "campus"
}

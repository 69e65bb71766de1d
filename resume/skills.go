package resume

import (
	"regexp"
	"strconv"
	"strings"
)

// softSkillPhrases name interpersonal skills; an item containing one is a soft skill.
var softSkillPhrases = []string{"communication", "leadership", "teamwork", "team player", "team building",
	"time management", "problem solving", "problem-solving", "critical thinking", "customer service",
	"attention to detail", "detail-oriented", "detail oriented", "adaptability", "flexibility",
	"collaboration", "organizational", "organization skills", "interpersonal", "empathy", "compassion",
	"multitasking", "multi-tasking", "conflict resolution", "work ethic", "creativity", "mentoring",
	"coaching", "decision making", "decision-making", "emotional intelligence", "active listening",
	"patient advocacy", "negotiation", "public speaking", "presentation skills", "self-motivated",
	"motivated", "reliability", "dependable", "punctual", "professionalism", "positive attitude",
	"stress management", "prioritization", "analytical thinking", "relationship building",
	"cultural competence", "cultural sensitivity", "bedside manner", "team leadership", "delegation",
	"accountability", "resilience", "integrity", "initiative", "fast learner", "quick learner",
	"cross-functional", "stakeholder management", "written and verbal", "verbal and written",
	"bilingual", "organized", "friendly", "patience", "courteous", "hardworking", "hard-working",
	"strategic thinking", "influencing", "persuasion", "supervision", "team management"}

// knownLanguages are spoken and signed languages, lower case.
var knownLanguages = setOf(`english spanish french german italian portuguese chinese mandarin
cantonese japanese korean vietnamese tagalog filipino hindi urdu bengali bangla punjabi gujarati
tamil telugu marathi kannada malayalam arabic hebrew farsi persian turkish russian ukrainian polish
czech slovak hungarian romanian bulgarian serbian croatian bosnian greek dutch swedish norwegian
danish finnish icelandic creole swahili amharic somali yoruba igbo hausa zulu afrikaans thai lao
khmer burmese malay indonesian hmong nepali sinhala pashto dari kurdish armenian georgian albanian
latin navajo samoan tongan hawaiian catalan basque irish welsh lithuanian latvian estonian
slovenian macedonian cebuano ilocano tigrinya oromo asl taiwanese shanghainese haitian twi ewe
wolof lingala kinyarwanda kirundi shona xhosa chamorro marshallese chuukese`)

// languageProficiency maps what resumes write to the spec's levels. "Fluent" is Professional:
// fluency claims full working use, not a native or bilingual upbringing; "bilingual" and
// "native" are Native/Bilingual; "conversational", "intermediate", "working knowledge" and
// "limited working" are Conversational; "basic", "beginner", "elementary" are Basic. The
// CEFR levels map C2/C1 to Professional, B2/B1 to Conversational, A2/A1 to Basic.
var languageProficiency = []struct{ phrase, level string }{
	{"native or bilingual", NativeBilingual}, {"native speaker", NativeBilingual}, {"native", NativeBilingual},
	{"mother tongue", NativeBilingual}, {"first language", NativeBilingual}, {"bilingual", NativeBilingual},
	{"full professional", Professional}, {"professional working", Professional}, {"limited working", Conversational},
	{"working knowledge", Conversational}, {"working proficiency", Professional},
	{"fluent", Professional}, {"fluency", Professional}, {"professional", Professional}, {"advanced", Professional},
	{"proficient", Professional}, {"business", Professional}, {"c1", Professional}, {"c2", Professional},
	{"conversational", Conversational}, {"intermediate", Conversational}, {"functional", Conversational},
	{"b1", Conversational}, {"b2", Conversational}, {"good", Conversational}, {"moderate", Conversational},
	{"basic", Basic}, {"beginner", Basic}, {"elementary", Basic}, {"limited", Basic}, {"novice", Basic},
	{"some", Basic}, {"a1", Basic}, {"a2", Basic}, {"familiar", Basic}, {"learning", Basic},
}

// skillProficiency maps what resumes write beside a skill to the spec's levels.
var skillProficiency = []struct{ phrase, level string }{
	{"expert", Expert}, {"expertise", Expert}, {"master", Expert}, {"extensive", Expert},
	{"advanced", Advanced}, {"proficient", Advanced}, {"strong", Advanced}, {"highly skilled", Advanced},
	{"intermediate", Intermediate}, {"working knowledge", Intermediate}, {"competent", Intermediate},
	{"familiar", Beginner}, {"beginner", Beginner}, {"basic", Beginner}, {"novice", Beginner},
	{"exposure", Beginner}, {"learning", Beginner},
}

var (
	skillYearsRE  = regexp.MustCompile(`(?i)\(?\s*(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?\.?)(?:\s+(?:of\s+)?(?:experience|exp\.?))?\s*\)?`)
	statedYearsRE = regexp.MustCompile(`(?i)\b(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty-five|thirty)\s*\+?\s*(?:plus\s+)?(?:years?|yrs?)\b`)
)

var numberWords = map[string]float64{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
	"fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
	"twenty": 20, "twenty-five": 25, "thirty": 30}

// statedYears finds "10+ years of experience", "over five years in critical care" in text.
func statedYears(text string) (float64, bool) {
	best, found := 0.0, false
	for _, m := range statedYearsRE.FindAllStringSubmatchIndex(text, -1) {
		after := strings.ToLower(text[m[1]:min(len(text), m[1]+60)])
		before := strings.ToLower(text[max(0, m[0]-30):m[0]])
		if !strings.Contains(after, "experience") && !strings.Contains(after, "career") &&
			!strings.HasPrefix(strings.TrimSpace(after), "as ") && !strings.HasPrefix(strings.TrimSpace(after), "in ") &&
			!strings.Contains(before, "experience") && !strings.HasPrefix(strings.TrimSpace(after), "of ") {
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(after), "old") || strings.HasPrefix(strings.TrimSpace(after), "ago") {
			continue
		}
		s := strings.ToLower(text[m[2]:m[3]])
		v, ok := numberWords[s]
		if !ok {
			f, err := strconv.ParseFloat(s, 64)
			if err != nil {
				continue
			}
			v = f
		}
		if v > 0 && v <= 60 && v > best {
			best, found = v, true
		}
	}
	return best, found
}

// skillsOut collects the skills sections.
type skillsOut struct {
	groups []SkillGroup
	soft   []string
	langs  []Language
	core   []string
}

func (s *skillsOut) addTechnical(category string, sk Skill) {
	for i := range s.groups {
		if strings.EqualFold(s.groups[i].Category, category) {
			for _, x := range s.groups[i].Skills {
				if strings.EqualFold(x.Name, sk.Name) {
					return
				}
			}
			s.groups[i].Skills = append(s.groups[i].Skills, sk)
			return
		}
	}
	s.groups = append(s.groups, SkillGroup{Category: category, Skills: []Skill{sk}})
}

func (s *skillsOut) addLanguage(l Language) {
	for i := range s.langs {
		if strings.EqualFold(s.langs[i].Language, l.Language) {
			if s.langs[i].Proficiency == "" {
				s.langs[i].Proficiency = l.Proficiency
			}
			return
		}
	}
	s.langs = append(s.langs, l)
}

// generalCategory holds technical skills listed without a category.
const generalCategory = "General"

// cutCredential reports whether a list's last item, cut at the line's end, goes on at the start
// of the next line: together they name a credential the vocabulary knows ("Certified
// Kubernetes" / "Application Developer (CKAD)."), the last item alone does not.
func cutCredential(text, next string) bool {
	items := strings.Split(text, ",")
	last := strings.TrimSpace(items[len(items)-1])
	first := strings.TrimSpace(strings.TrimRight(strings.Split(next, ",")[0], "."))
	known := func(s string) bool { return isCertName(s) || credentialConcept(s) }
	return last != "" && first != "" && known(last+" "+first) && !known(last)
}

// skills reads the skills, competencies and languages sections, and "Languages:" lines
// anywhere.
func (p *parser) skills() skillsOut {
	var out skillsOut
	joined := -1 // a line read as the end of a labelled credentials line above it
	for i, l := range p.lines {
		if p.certLine[i] || i == joined {
			continue
		}
		switch l.sec {
		case secLanguages:
			for _, it := range splitLangItems(l.text) {
				for _, lg := range parseLanguages(it) {
					out.addLanguage(lg)
				}
			}
			continue
		case secSkills, secCompetencies:
		default:
			// "Languages: English, Spanish" inside another section
			if lower := strings.ToLower(l.text); strings.HasPrefix(lower, "languages") || strings.HasPrefix(lower, "bilingual") {
				if k := strings.IndexByte(l.text, ':'); k > 0 || strings.HasPrefix(lower, "bilingual") {
					for _, lg := range parseLanguages(l.text[k+1:]) {
						out.addLanguage(lg)
					}
				}
			}
			continue
		}
		text := l.text
		category := ""
		if l.heading && l.label != "" {
			if s, ok := headings[normHeading(l.label)]; !ok || s != secSkills && s != secCompetencies || !genericSkillHeading(normHeading(l.label)) {
				category = l.label
			}
		}
		if label := credentialListLabel(text); label != "" && text[len(label)] != ':' {
			// "CERTIFICATIONS<tab>...", "Licenses & Certifications | A<tab>B": a label cell, the
			// credentials in the cells after it
			text = label + ": " + strings.TrimLeft(text[len(label):], " |\t")
		}
		if k := strings.IndexAny(text, ":："); k > 0 && wordCount(text[:k]) <= 5 && !hasDigit(text[:k]) {
			category = strings.TrimSpace(strings.Trim(text[:k], " *•-–"))
			text = strings.TrimSpace(text[k+1:])
			if strings.HasPrefix(text, "：") {
				text = strings.TrimSpace(text[len("："):])
			}
			nc := normHeading(category)
			if s, ok := headings[nc]; ok && s == secLanguages || nc == "spoken languages" || nc == "bilingual" {
				items := splitLangItems(text)
				spoken := true
				for _, it := range items {
					if !isLanguageItem(it) {
						spoken = false // "Languages: Go, Python" lists programming languages
						break
					}
				}
				if spoken {
					for _, it := range items {
						for _, lg := range parseLanguages(it) {
							out.addLanguage(lg)
						}
					}
					continue
				}
			}
			if s, ok := headings[nc]; ok && s == secCerts {
				// "Certifications: AWS Certified ..., Certified Kubernetes" / "Application
				// Developer (CKAD).": the list goes on on the next line, which has no label
				if n := i + 1; n < len(p.lines) && !endsSentenceMark(text) && !strings.Contains(text, "\t") {
					if nl := p.lines[n]; nl.sec == l.sec && !nl.heading && !nl.bullet && !nl.blankBefore && !p.certLine[n] &&
						!strings.ContainsAny(nl.text, ":：\t") && wordCount(nl.text) <= 8 && cutCredential(text, nl.text) {
						text += " " + strings.TrimSpace(nl.text)
						joined = n
					}
				}
				for _, cell := range splitWith(text, []string{"\t"}) {
					for _, it := range labelledCertList(cell) {
						if ci, _ := p.parseCert(it); ci.c.Name != "" {
							p.extraCerts = append(p.extraCerts, ci)
						}
					}
				}
				continue
			}
			if nc == "soft skills" || nc == "interpersonal" || nc == "interpersonal skills" || nc == "personal skills" {
				for _, it := range splitList(text) {
					out.soft = appendUnique(out.soft, cleanSkillName(it))
				}
				continue
			}
			if text == "" {
				continue // a sub-heading: its items follow
			}
		}
		items := splitList(text)
		if len(items) == 1 {
			items = splitWith(text, []string{" | ", "|", " • ", "•", " · ", "·", "\t", "  ", " ● ", "●", "\uf0b7", " ▪ ", " / "})
		}
		for _, it := range items {
			if wordCount(it) > 8 {
				continue // prose: the vocabulary pass picks skills out of it
			}
			if lgs := parseLanguages(it); len(lgs) > 0 && isLanguageItem(it) {
				for _, lg := range lgs {
					out.addLanguage(lg)
				}
				continue
			}
			sk := parseSkill(it)
			if sk.Name == "" {
				continue
			}
			// "ACLS" inside a skills list stays a skill: a certification is one the resume lists
			// as such (a certifications section, a "Certifications:" line), with its details
			if l.sec == secCompetencies {
				out.core = appendUnique(out.core, sk.Name)
			}
			if isSoftSkill(sk.Name) {
				out.soft = appendUnique(out.soft, sk.Name)
				continue
			}
			cat := category
			if cat == "" {
				cat = p.skillCategory(sk.Name)
			}
			out.addTechnical(cat, sk)
		}
	}
	return out
}

func splitLangItems(s string) []string {
	items := splitList(s)
	if len(items) == 1 {
		items = splitWith(s, []string{" | ", "|", " • ", "•", "·", "\t", "  "})
	}
	return items
}

// isLanguageItem reports whether a skills item is a spoken language ("Spanish (fluent)") rather
// than a technical one ("English composition").
func isLanguageItem(it string) bool {
	ws := fieldWords(it)
	for _, w := range ws {
		if !knownLanguages[w] && w != "sign" && w != "language" && w != "bilingual" && w != "and" && w != "american" {
			// a proficiency word beside a language still makes it one
			if levelOf(it, languageProficiency) == "" {
				return false
			}
		}
	}
	return true
}

func isSoftSkill(name string) bool {
	l := strings.ToLower(name)
	for _, ph := range softSkillPhrases {
		if strings.Contains(l, ph) {
			return true
		}
	}
	return false
}

func levelOf(s string, table []struct{ phrase, level string }) string {
	l := strings.ToLower(s)
	for _, e := range table {
		if len(e.phrase) <= 2 {
			if containsWord(l, e.phrase) {
				return e.level
			}
			continue
		}
		if strings.Contains(l, e.phrase) {
			return e.level
		}
	}
	return ""
}

// parseSkill reads "Python (5 years, expert)", "SQL - Advanced", "Epic EMR: 3 yrs".
func parseSkill(it string) Skill {
	var sk Skill
	name := it
	if !hasDigit(name) {
		// no years written
	} else if m := skillYearsRE.FindStringSubmatchIndex(name); m != nil {
		if v, err := strconv.ParseFloat(name[m[2]:m[3]], 64); err == nil && v > 0 && v <= 60 {
			sk.YearsOfExperience = &v
			name = name[:m[0]] + " " + name[m[1]:]
		}
	}
	if lv := levelOf(name, skillProficiency); lv != "" {
		sk.ProficiencyLevel = lv
		name = stripLevelWords(name)
	}
	sk.Name = cleanSkillName(name)
	return sk
}

// stripLevelWords removes a trailing or parenthesised proficiency from a skill name.
func stripLevelWords(s string) string {
	if i := strings.IndexByte(s, '('); i > 0 {
		if j := strings.IndexByte(s[i:], ')'); j > 0 && levelOf(s[i:i+j], skillProficiency) != "" {
			s = s[:i] + s[i+j+1:]
		}
	}
	for _, sep := range []string{" - ", " – ", ": ", " — "} {
		if i := strings.LastIndex(s, sep); i > 0 && levelOf(s[i:], skillProficiency) != "" && wordCount(s[i:]) <= 3 {
			s = s[:i]
		}
	}
	ws := strings.Fields(s)
	for len(ws) > 1 {
		first := strings.ToLower(strings.Trim(ws[0], ",:"))
		if first == "proficient" || first == "expert" || first == "advanced" || first == "intermediate" || first == "basic" || first == "familiar" || first == "strong" {
			ws = ws[1:]
			if len(ws) > 1 && (strings.EqualFold(ws[0], "in") || strings.EqualFold(ws[0], "with")) {
				ws = ws[1:]
			}
			continue
		}
		break
	}
	return strings.Join(ws, " ")
}

func cleanSkillName(s string) string {
	s = trimName(strings.Trim(strings.TrimSpace(s), ".•·* \t"))
	s = trimName(strings.Trim(s, ".•·* \t"))
	return strings.Join(strings.Fields(s), " ")
}

// parseLanguages reads "English (Native), Spanish - fluent", "Bilingual English/Spanish",
// "Fluent in French and German".
func parseLanguages(s string) []Language {
	level := levelOf(s, languageProficiency)
	var out []Language
	for _, w := range fieldWords(s) {
		for _, x := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '/' }) {
			if knownLanguages[x] {
				name := strings.ToUpper(x[:1]) + x[1:]
				if x == "asl" {
					name = "American Sign Language"
				}
				out = append(out, Language{Language: name, Proficiency: level})
			}
		}
	}
	if containsFold(s, "sign language") && !containsFold(s, "american sign language") && !containsFold(s, "asl") {
		out = append(out, Language{Language: "Sign Language", Proficiency: level})
	} else if containsFold(s, "american sign language") {
		out = append(out, Language{Language: "American Sign Language", Proficiency: level})
	}
	// "Haitian Creole" is one language
	for i := 0; i+1 < len(out); i++ {
		if out[i].Language == "Haitian" && out[i+1].Language == "Creole" {
			out[i].Language = "Haitian Creole"
			out = append(out[:i+1], out[i+2:]...)
		}
	}
	return out
}

// genericSkillHeading reports headings that name the whole skills section rather than a
// category of it.
func genericSkillHeading(n string) bool {
	switch n {
	case "skills", "key skills", "skills summary", "skill set", "skillset", "core competencies",
		"competencies", "areas of expertise", "expertise", "core skills", "relevant skills",
		"professional skills", "skills and abilities", "additional skills", "other skills",
		"core qualifications", "key competencies", "core proficiencies", "proficiencies", "abilities":
		return true
	}
	return false
}

package resume

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/resume/extract"
)

// section is the kind of a resume section, named by its heading.
type section uint8

const (
	secHeader       section = iota // before the first heading: name and contact
	secSummary                     // summary, profile, objective
	secExperience                  // work history
	secEducation                   // schools and degrees
	secCerts                       // certifications and licences
	secSkills                      // skills
	secCompetencies                // core competencies, areas of expertise (skills and coreProficiencies)
	secLanguages                   // spoken languages
	secProjects                    // projects
	secVolunteer                   // volunteer work (not work history)
	secAwards                      // awards, honours
	secReferences                  // references (their phones are not the candidate's)
	secContact                     // a "Contact" heading: treated like the header
	secOther                       // anything else named by a heading
)

var sectionNames = [...]string{"header", "summary", "experience", "education", "certifications",
	"skills", "competencies", "languages", "projects", "volunteer", "awards", "references",
	"contact", "other"}

func (s section) String() string {
	if int(s) < len(sectionNames) {
		return sectionNames[s]
	}
	return "unknown"
}

// headings maps a normalised heading (lower case, "&" and "/" read as "and", punctuation
// dropped) to its section.
var headings = map[string]section{
	// summary
	"summary": secSummary, "profile": secSummary, "objective": secSummary,
	"career objective": secSummary, "professional summary": secSummary,
	"summary of qualifications": secSummary, "qualifications summary": secSummary,
	"qualifications": secSummary, "about me": secSummary, "about": secSummary,
	"overview": secSummary, "professional profile": secSummary, "career summary": secSummary,
	"executive summary": secSummary, "personal statement": secSummary, "highlights": secSummary,
	"career highlights": secSummary, "highlights of qualifications": secSummary,
	"introduction": secSummary, "professional overview": secSummary, "personal profile": secSummary,
	"summary of experience": secSummary, "career profile": secSummary, "objective statement": secSummary,
	"professional objective": secSummary, "summary statement": secSummary, "bio": secSummary,
	"professional summary and objective": secSummary, "summary and objective": secSummary,
	// experience
	"experience": secExperience, "work experience": secExperience, "employment": secExperience,
	"employment history": secExperience, "work history": secExperience,
	// an academic CV's positions
	"academic appointments": secExperience, "appointments": secExperience, "faculty appointments": secExperience,
	"professional appointments": secExperience, "academic positions": secExperience,
	"professional experience": secExperience, "relevant experience": secExperience,
	"career history": secExperience, "professional background": secExperience,
	"work background": secExperience, "positions held": secExperience,
	"clinical experience": secExperience, "military experience": secExperience,
	"job history": secExperience, "professional history": secExperience,
	"employment experience": secExperience, "internships": secExperience,
	"internship experience": secExperience, "internship": secExperience,
	"relevant work experience": secExperience, "professional work experience": secExperience,
	"nursing experience": secExperience, "teaching experience": secExperience,
	"research experience": secExperience, "industry experience": secExperience,
	"work and volunteer experience": secExperience, "experience and employment": secExperience,
	"professional employment": secExperience, "career experience": secExperience,
	"employment record": secExperience, "travel assignments": secExperience,
	"assignments": secExperience, "contracts": secExperience, "contract history": secExperience,
	"assignment history": secExperience, "travel history": secExperience,
	"travel nursing experience": secExperience, "healthcare experience": secExperience,
	"other experience": secExperience, "additional experience": secExperience,
	"related experience": secExperience, "leadership experience": secExperience,
	"management experience": secExperience, "technical experience": secExperience,
	"work": secExperience, "experience summary": secExperience, "jobs": secExperience,
	// education
	"education": secEducation, "education and training": secEducation,
	"academic background": secEducation, "academic history": secEducation,
	"educational background": secEducation, "academics": secEducation, "training": secEducation,
	"education and certifications": secEducation, "education and certification": secEducation,
	"education and licensure": secEducation, "education and credentials": secEducation,
	"education and licences": secEducation,
	"education and licenses": secEducation, "educational history": secEducation,
	"academic qualifications": secEducation, "degrees": secEducation,
	"education and professional development": secEducation, "professional development": secEducation,
	"relevant coursework": secEducation, "coursework": secEducation, "schooling": secEducation,
	"academic credentials": secEducation, "educational qualifications": secEducation,
	"education history": secEducation, "professional education": secEducation,
	"training and education": secEducation, "formal education": secEducation,
	"school": secEducation, "schools": secEducation,
	// certifications and licences
	"certifications": secCerts, "certification": secCerts, "certificates": secCerts,
	"licenses": secCerts, "licensure": secCerts, "license": secCerts, "licences": secCerts,
	"licenses and certifications": secCerts, "licences and certifications": secCerts,
	"certifications and licenses": secCerts, "certifications and licensure": secCerts,
	"licensure and certifications": secCerts, "credentials": secCerts,
	// a Europass form's field for licences and certificates
	"driving licence and certificates": secCerts, "driving license and certificates": secCerts,
	"professional licenses": secCerts, "accreditations": secCerts, "registrations": secCerts,
	"license and certifications": secCerts, "licenses and certificates": secCerts,
	"certifications and training": secCerts, "professional certifications": secCerts,
	"certifications and licences": secCerts, "licensure and certification": secCerts,
	"licenses and credentials": secCerts, "certifications and credentials": secCerts,
	"certificates and licenses": secCerts, "professional credentials": secCerts,
	"professional licensure": secCerts, "certifications and awards": secCerts,
	"clinical certifications": secCerts, "nursing licenses": secCerts, "nursing licensure": secCerts,
	"active licenses": secCerts, "state licenses": secCerts, "licenses held": secCerts,
	"certifications and memberships": secCerts,
	// skills
	"skills": secSkills, "technical skills": secSkills, "skills summary": secSkills,
	"key skills": secSkills, "proficiencies": secSkills, "technical proficiencies": secSkills,
	"computer skills": secSkills, "skill set": secSkills, "skillset": secSkills,
	"tools": secSkills, "technologies": secSkills, "tools and technologies": secSkills,
	"technical expertise": secSkills, "abilities": secSkills, "strengths": secSkills,
	"clinical skills": secSkills, "software": secSkills, "programming languages": secSkills,
	"languages and frameworks": secSkills, "computer languages": secSkills,
	"technical competencies": secSkills, "relevant skills": secSkills, "professional skills": secSkills,
	"skills and abilities": secSkills, "additional skills": secSkills, "software skills": secSkills,
	"technology": secSkills, "tech stack": secSkills, "technical summary": secSkills, "tech": secSkills,
	"skills and tech": secSkills, "skills and technologies": secSkills, "skills and tools": secSkills,
	"skills and proficiency": secSkills, "skills and proficiencies": secSkills, "proficiency": secSkills,
	"skills and certifications": secSkills, "licenses and skills": secSkills,
	"certifications and skills": secSkills, "skills and licenses": secSkills, "skills and qualifications": secSkills,
	"skills and interests": secSkills, "skills and expertise": secSkills, "other skills": secSkills,
	"soft skills": secSkills, "transferable skills": secSkills, "equipment": secSkills,
	"systems": secSkills, "emr systems": secSkills, "ehr systems": secSkills, "emr": secSkills,
	"it skills": secSkills, "software proficiency": secSkills, "technical knowledge": secSkills,
	"core competencies": secCompetencies, "areas of expertise": secCompetencies,
	"competencies": secCompetencies, "expertise": secCompetencies,
	"core proficiencies": secCompetencies, "key competencies": secCompetencies,
	"core qualifications": secCompetencies, "areas of strength": secCompetencies,
	"key qualifications": secCompetencies, "core strengths": secCompetencies,
	"professional competencies": secCompetencies, "areas of specialization": secCompetencies,
	"specialties": secCompetencies, "clinical competencies": secCompetencies,
	"core skills": secCompetencies, "skills and competencies": secCompetencies,
	"clinical expertise": secCompetencies, "specializations": secCompetencies,
	// languages
	"languages": secLanguages, "language skills": secLanguages, "language": secLanguages,
	"language proficiency": secLanguages, "spoken languages": secLanguages,
	"foreign languages": secLanguages, "language proficiencies": secLanguages,
	// projects
	"projects": secProjects, "personal projects": secProjects, "key projects": secProjects,
	"selected projects": secProjects, "academic projects": secProjects,
	"project experience": secProjects, "notable projects": secProjects, "side projects": secProjects,
	"open source": secProjects, "portfolio": secProjects,
	// volunteer
	"volunteer": secVolunteer, "volunteer experience": secVolunteer, "volunteering": secVolunteer,
	"volunteer work": secVolunteer, "community service": secVolunteer,
	"community involvement": secVolunteer, "community engagement": secVolunteer,
	"volunteer activities": secVolunteer, "volunteerism": secVolunteer,
	"community and volunteer": secVolunteer, "volunteer and community service": secVolunteer,
	"volunteer and community involvement": secVolunteer,
	// awards
	"awards": secAwards, "honors": secAwards, "honours": secAwards, "honors and awards": secAwards,
	"awards and honors": secAwards, "achievements": secAwards, "accomplishments": secAwards,
	"recognition": secAwards, "awards and recognition": secAwards, "key achievements": secAwards,
	"awards and achievements": secAwards, "honors and activities": secAwards,
	// references
	"references": secReferences, "reference": secReferences, "professional references": secReferences,
	// contact
	"contact": secContact, "contact information": secContact, "contact info": secContact,
	"contact details": secContact, "personal details": secContact,
	"personal information": secContact, "personal info": secContact,
	// other
	"publications": secOther, "presentations": secOther, "interests": secOther,
	"hobbies": secOther, "activities": secOther, "affiliations": secOther, "memberships": secOther,
	"professional affiliations": secOther, "professional memberships": secOther,
	"associations": secOther, "additional information": secOther, "additional info": secOther,
	"other": secOther, "research": secOther, "patents": secOther, "conferences": secOther,
	"extracurricular activities": secOther, "interests and hobbies": secOther,
	"hobbies and interests": secOther, "professional associations": secOther,
	"professional organizations": secOther, "organizations": secOther, "leadership": secOther,
	"publications and presentations": secOther, "military service": secExperience,
	"security clearance": secOther, "clearance": secOther, "availability": secOther,
	"additional": secOther, "miscellaneous": secOther, "professional activities": secOther,
	"leadership and activities": secOther, "activities and interests": secOther,
	"committees": secOther, "community": secVolunteer,
	// a driver's record: accidents and violations with their dates, not positions
	"safety record": secOther, "driving record": secOther, "driver safety record": secOther,
	"motor vehicle record": secOther, "accident record": secOther,
	// student placements: training, not work history, whatever the entries under them look like
	"clinical rotations": secOther, "clinical rotation": secOther, "rotations": secOther,
	"clinical placements": secOther, "clinical placement": secOther, "practicum": secOther,
	"practicums": secOther, "clinical practicum": secOther, "preceptorship": secOther,
	"preceptorships": secOther, "clinical preceptorship": secOther,
	// French, Spanish, German, Italian and Portuguese headings over English content
	"profil": secSummary, "profil professionnel": secSummary, "résumé professionnel": secSummary,
	"resumen": secSummary, "perfil": secSummary, "perfil profesional": secSummary,
	"zusammenfassung": secSummary, "kurzprofil": secSummary, "profilo": secSummary,
	"expérience": secExperience, "expériences": secExperience, "expérience professionnelle": secExperience,
	"expériences professionnelles": secExperience, "parcours professionnel": secExperience,
	"experiencia": secExperience, "experiencia laboral": secExperience, "experiencia profesional": secExperience,
	"berufserfahrung": secExperience, "berufliche erfahrung": secExperience, "beruflicher werdegang": secExperience,
	"berufspraxis": secExperience, "esperienza": secExperience, "esperienza professionale": secExperience,
	"esperienze lavorative": secExperience, "experiência profissional": secExperience,
	"formation": secEducation, "formations": secEducation, "éducation": secEducation, "diplômes": secEducation,
	"educación": secEducation, "formación": secEducation, "formación académica": secEducation, "estudios": secEducation,
	"ausbildung": secEducation, "bildung": secEducation, "schulbildung": secEducation, "studium": secEducation,
	"bildungsweg": secEducation, "istruzione": secEducation, "formazione": secEducation, "formação": secEducation,
	"formação académica": secEducation, "formação acadêmica": secEducation, "educação": secEducation,
	"compétences": secSkills, "habilidades": secSkills, "competencias": secSkills, "aptitudes": secSkills,
	"kenntnisse": secSkills, "fachkenntnisse": secSkills, "fähigkeiten": secSkills, "kompetenzen": secSkills,
	"competenze": secSkills, "competências": secSkills,
	"langues": secLanguages, "idiomas": secLanguages, "sprachen": secLanguages, "lingue": secLanguages,
	"sprachkenntnisse": secLanguages, "certifications et permis": secCerts, "permis et certifications": secCerts, "certificats": secCerts,
	"certificaciones": secCerts, "licencias y certificaciones": secCerts, "certificados": secCerts,
	"zertifikate": secCerts, "zertifizierungen": secCerts, "lizenzen und zertifikate": secCerts,
	"certificazioni": secCerts, "certificações": secCerts,
	"références": secReferences, "referencias": secReferences, "referenzen": secReferences, "referenze": secReferences,
	"projets": secProjects, "proyectos": secProjects, "projekte": secProjects, "progetti": secProjects,
	"bénévolat": secVolunteer, "voluntariado": secVolunteer, "ehrenamt": secVolunteer,
	"centres d'intérêt": secOther, "centres d intérêt": secOther, "loisirs": secOther, "intereses": secOther,
	"interessen": secOther, "hobbys": secOther, "publicaciones": secOther, "publikationen": secOther,
	"aus und weiterbildung": secEducation, "weiterbildung": secEducation, "istruzione e formazione": secEducation,
	"zertifikate und qualifikationen": secCerts, "qualifikationen": secCerts,
	"persönliche daten": secContact, "datos personales": secContact, "dati personali": secContact,
	"dados pessoais": secContact, "informations personnelles": secContact,
	// Dutch and Polish
	"opleiding": secEducation, "opleidingen": secEducation, "werkervaring": secExperience,
	"werkervaringen": secExperience, "certificaten": secCerts, "vaardigheden": secSkills, "talen": secLanguages,
	"persoonlijke gegevens": secContact, "wykształcenie": secEducation, "doświadczenie zawodowe": secExperience,
	"doświadczenie": secExperience, "certyfikaty": secCerts, "uprawnienia": secCerts,
	"certyfikaty i uprawnienia": secCerts, "uprawnienia i certyfikaty": secCerts, "umiejętności": secSkills,
	"języki": secLanguages, "języki obce": secLanguages, "dane osobowe": secContact,
}

// headingFillers may precede a heading noun ("Selected Professional Experience") without
// changing what it names.
var headingFillers = map[string]bool{
	"selected": true, "my": true, "recent": true, "previous": true, "prior": true, "past": true,
	"professional": true, "relevant": true, "key": true, "additional": true, "summary": false,
	"detailed": true, "comprehensive": true, "complete": true, "full": true, "other": true,
}

// normHeading lower-cases a heading candidate, reads "&", "/" and "+" as "and", drops other
// punctuation and collapses spaces. It returns "" when the text holds a digit or too many words
// to be a heading.
func normHeading(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	words := 0
	space := true
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			return ""
		case unicode.IsLetter(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			if space {
				words++
			}
			b.WriteRune(unicode.ToLower(r))
			space = false
		case r == '&' || r == '/' || r == '+':
			if b.Len() > 0 {
				b.WriteString(" and")
				words++
			}
			space = true
		case r == '\'' || r == '’':
			// "Candidate's": keep the word whole
		default:
			space = true
		}
		if words > 7 {
			return ""
		}
	}
	return b.String()
}

// joinedHeadings maps the headings of several words, written without their spaces, to their
// sections: normalisation closes up a letter-spaced heading ("W O R K E X P E R I E N C E")
// into one word when its spacing does not show where the words end.
var joinedHeadings = sync.OnceValue(func() map[string]section {
	m := map[string]section{}
	for h, s := range headings {
		if strings.Contains(h, " ") {
			m[strings.ReplaceAll(h, " ", "")] = s
		}
	}
	return m
})

// unaccentedHeadings maps the headings written with accents, without them, to their sections:
// capitals often lose their accents ("COMPETENCES" for "Compétences").
var unaccentedHeadings = sync.OnceValue(func() map[string]section {
	m := map[string]section{}
	for h, s := range headings {
		if f := foldASCII(h); f != h {
			m[f] = s
		}
	}
	return m
})

// lookupHeading finds the section a normalised heading names, also after dropping filler words
// in front of it.
func lookupHeading(n string) (section, bool) {
	if n == "" {
		return 0, false
	}
	if s, ok := headings[n]; ok {
		return s, true
	}
	if s, ok := joinedHeadings()[n]; ok {
		return s, true // "WORKEXPERIENCE": a letter-spaced heading closed up without its word gaps
	}
	if s, ok := unaccentedHeadings()[foldASCII(n)]; ok {
		return s, true // "EXPERIENCES PROFESSIONNELLES": capitals written without their accents
	}
	full := n
	for {
		sp := strings.IndexByte(n, ' ')
		if sp < 0 || !headingFillers[n[:sp]] {
			break
		}
		n = n[sp+1:]
		if s, ok := headings[n]; ok {
			return s, true
		}
	}
	// "Board Certification & Licensure", "License/Certs", "Registration & Certificates":
	// words that only name credentials
	if ws := strings.Fields(full); len(ws) <= 5 {
		core := false
		for _, w := range ws {
			if !certHeadingWords[w] {
				core = false
				break
			}
			core = core || !certHeadingCompanions[w]
		}
		if core {
			return secCerts, true
		}
	}
	// "Bilingual Skills", "Leadership Skills": a kind of skills
	if ws := strings.Fields(full); len(ws) == 2 && ws[1] == "skills" {
		return secSkills, true
	}
	// "Travel Contracts", "Where I've Worked", "Professional Journey": two to four words ending
	// in a noun that only names a work history
	if ws := strings.Fields(full); len(ws) >= 2 && len(ws) <= 4 && historyNouns[ws[len(ws)-1]] {
		for _, w := range ws[:len(ws)-1] {
			// "Volunteer Experience", "Research Contracts" name something else; a skill area
			// does not ("Software Experience")
			if sec, ok := headings[w]; ok && w != "work" && sec != secSkills {
				return 0, false
			}
			if w == "and" || studentWords[w] {
				return 0, false
			}
		}
		return secExperience, true
	}
	return 0, false
}

// studentWords name training rather than employment: "Student Clinical Experience",
// "Practicum Placements", "Clinical Rotations" are not work history.
var studentWords = map[string]bool{"student": true, "practicum": true, "practicums": true,
	"preceptorship": true, "preceptorships": true, "rotation": true, "rotations": true,
	"placement": true, "placements": true, "externship": true, "academic": true, "school": true}

// historyNouns end a heading that names the work history whatever its modifiers.
var historyNouns = map[string]bool{"experience": true, "assignments": true, "contracts": true,
	"employment": true, "worked": true, "journey": true, "practice": true, "positions": true,
	"jobs": true, "roles": true, "history": true, "career": true}

// certHeadingWords make up headings of the certifications section ("Licences & Tickets",
// "Registry"); the certHeadingCompanions only with one of the others ("Trainings &
// Certifications" names credentials, "Training" alone names education).
var (
	certHeadingWords = setOf(`license licenses licence licences licensure certification
certifications certificate certificates cert certs registration registrations credential
credentials endorsements registry registries accreditation accreditations tickets permits
and board professional state active training trainings exams examinations commissions course
courses development`)
	certHeadingCompanions = setOf(`and board professional state active training trainings exams
examinations commissions course courses development`)
)

// detectHeading reports whether line is a section heading. A heading followed by a colon may
// carry its content on the same line ("Skills: Python, SQL"); rest is that content.
func detectHeading(text string) (sec section, rest string, ok bool) {
	t := strings.TrimSpace(text)
	if t == "" || len(t) > 80 && !strings.ContainsAny(t[:min(len(t), 40)], ":：\t|") {
		return 0, "", false // a long line is a heading only with its content after a colon or in a cell
	}
	t = strings.Trim(countSuffixRE.ReplaceAllString(t, ""), " \t*#=_~-–—|:•·.>[]()")
	if t == "" {
		return 0, "", false
	}
	if i := strings.IndexAny(text, ":："); i > 0 {
		head := strings.TrimSpace(strings.Trim(strings.TrimSpace(text[:i]), "*#=_~-–—|•·>[]"))
		after := text[i+1:]
		if strings.HasPrefix(text[i:], "：") {
			after = text[i+len("："):]
		}
		// "Skills: | Go, SQL": a table's label cell, its value in the next cell
		after = strings.TrimSpace(strings.TrimLeft(after, " \t|"))
		if s, ok := lookupHeading(normHeading(head)); ok {
			return s, after, true
		}
		if after != "" {
			return 0, "", false // "Major: History" is a labelled field
		}
	}
	if sec, rest, ok := gutterHeading(t); ok {
		return sec, rest, true
	}
	if s, ok := listedHeadings(t); ok {
		return s, "", true
	}
	// "Travel Contracts (via an agency)", "Employment History (last 10 years, per FMCSA
	// 391.21)": a note in brackets after the heading, commas and figures and all, does not
	// change what it names
	if i := strings.Index(t, " ("); i > 0 && len(t) <= 80 {
		if s, ok := lookupHeading(normHeading(t[:i])); ok {
			return s, "", true
		}
	}
	if len(t) > 80 || strings.ContainsAny(t, ",;") || strings.HasSuffix(strings.TrimSpace(text), ".") {
		return 0, "", false
	}
	if s, ok := lookupHeading(normHeading(t)); ok {
		return s, "", true
	}
	if s, ok := bilingualHeading(t); ok {
		return s, "", true
	}
	// "Travel Contracts — Travel Operating Room RN": a work-history heading with, after a
	// spaced dash, the role held in every position under it (the rest)
	for _, d := range []string{" — ", " – ", " - "} {
		if i := strings.Index(t, d); i > 0 {
			head, role := t[:i], strings.TrimSpace(text[strings.Index(text, d)+len(d):])
			if s, ok := lookupHeading(normHeading(head)); ok && s == secExperience && titleLike(role) && !hasDigit(role) {
				return s, role, true
			}
		}
	}
	return 0, "", false
}

// namesCredentialHeading reports a normalised heading that has a word naming credentials
// (certHeadingWords, companions aside).
func namesCredentialHeading(n string) bool {
	for _, w := range strings.Fields(n) {
		if certHeadingWords[w] && !certHeadingCompanions[w] {
			return true
		}
	}
	return false
}

// andWords are the ways a heading writes "and" between two headings.
var andWords = strings.NewReplacer(" & ", " and ", " AND ", " and ", " And ", " and ")

// listedHeadings reads a heading that names several sections in a list ("SKILLS, LANGUAGES,
// INTERESTS", "Skills, Achievements and Interests", "Skills & Languages"): each item names a
// section, and the lines under it are the first's.
func listedHeadings(t string) (section, bool) {
	// "SKILLS & LANGUAGES", "Experience and Projects": two joined without a comma; a slash
	// sets apart a heading's two languages instead (bilingualHeading)
	t = andWords.Replace(t)
	if !strings.Contains(t, ", ") && !strings.Contains(t, " and ") || len(t) > 60 {
		return 0, false
	}
	var first section
	items, skills := 0, false
	for _, part := range strings.Split(t, ",") {
		for _, item := range strings.Split(strings.TrimSpace(part), " and ") {
			s, ok := lookupHeading(normHeading(strings.TrimPrefix(strings.TrimSpace(item), "and ")))
			if !ok {
				return 0, false
			}
			if items == 0 {
				first = s
			}
			skills = skills || s == secSkills
			items++
		}
	}
	if skills && !strings.Contains(t, ", ") {
		// "Licenses & Skills": a skills list that holds credentials too, which the skills
		// reader sends on as such
		return secSkills, true
	}
	return first, items >= 2
}

// gluedYearRE is a date's year that text extraction glued to the capitalised word after it
// ("02/2010 - 08/2016Legal Secretary"): the space between them is restored.
var gluedYearRE = regexp.MustCompile(`\b((?:\d{1,2}[/.-])?(?:19|20)\d\d)([A-Z][a-z])`)

// countSuffixRE is a count a template writes after a heading: "Education(2)", "Skills (12)".
var countSuffixRE = regexp.MustCompile(`\s*\(\d{1,3}\)\s*$`)

// gutterHeading reads a line of a label-gutter layout (a Europass CV): a heading in capitals
// set in a left column, on the baseline of the first line of its content ("PERSONAL
// INFORMATION Giulia Ferraresi", "WORK EXPERIENCE 05.2018 – present Structural Engineer"). The
// heading is the longest run of words in capitals at the start that names a section; the rest,
// not in capitals, is its content.
func gutterHeading(t string) (section, string, bool) {
	ws := strings.Fields(t)
	k := 0
	for k < len(ws) && k < 4 && isAllCaps(ws[k]) {
		k++
	}
	for ; k >= 1 && k < len(ws); k-- {
		rest := strings.TrimLeft(strings.Join(ws[k:], " "), "| ") // "EDUCATION | Associate ...": the label's cell, then the content's
		if rest == "" || isAllCaps(rest) {
			continue
		}
		if s, ok := lookupHeading(normHeading(strings.Join(ws[:k], " "))); ok {
			return s, rest, true
		}
	}
	return 0, "", false
}

// bilingualHeading reads a heading written in two languages, the halves set apart by a slash
// or a bar ("Experiencia laboral / Work Experience", "Formation | Education"): one half names
// the section; when both do, they must name the same one ("Licences / Certifications").
func bilingualHeading(t string) (section, bool) {
	for _, sep := range []string{" / ", " | "} {
		a, b, ok := strings.Cut(t, sep)
		if !ok || strings.Contains(b, sep) {
			continue
		}
		sa, okA := lookupHeading(normHeading(a))
		sb, okB := lookupHeading(normHeading(b))
		switch {
		case okA && okB && sa == sb, okA && !okB:
			return sa, true
		case okB && !okA:
			return sb, true
		}
	}
	return 0, false
}

// line is one non-empty line of the resume.
type line struct {
	text        string // trimmed, bullet removed
	bullet      bool   // it started with a bullet glyph or a list number
	dashBullet  bool   // the bullet was a dash, which may also be a wrapped line's separator
	blankBefore bool   // an empty line precedes it
	sec         section
	heading     bool // it is a section heading (text is then its inline content, if any)
	subheading  bool // a heading inside a position ("Key Achievements")
	// underSub: under a subheading set like a section's heading ("HIGHLIGHTS"), before the next
	// range of dates: a position's highlights, whose years ("Safe Driver Award 2021") date nothing
	underSub bool
	label    string // the heading of an inline heading line ("EMR" in "EMR: Epic, Cerner")
	// credSkills: in a skills section whose heading names credentials too ("Licenses &
	// Skills"), where a line that names a credential is one
	credSkills bool
	// underQualifications: under a heading "Qualifications", which a summary of qualifications
	// has in the US and the schooling in the UK and the Commonwealth (qualificationsSection)
	underQualifications bool
	// afterHeading: a heading line (dropped, having no content) came right before it
	afterHeading bool
	// joined: a wrapped line was joined onto it, so its text spans a line break
	joined bool
	// mayWrap: the layout found the line above too full for this line's first word, and the
	// two closer together than their column's items: it may go on from it (extract.WrapMark)
	mayWrap bool
}

// bulletPrefixes are glyphs that start a list item.
var bulletPrefixes = []string{
	"•", "●", "○", "◦", "▪", "■", "□", "►", "▸", "▹", "➢", "➤", "→", "✓", "✔", "❖", "◆", "◇", "♦",
	"·", "∙", "⁃", "\uf0b7", "\uf0a7", "\uf076", "\uf0d8", "\uf0fc", "*", "-", "–", "—", "~", "+", ">",
}

// stripBullet removes a leading bullet glyph or list number ("1.", "2)").
func stripBullet(s string) (string, bool) {
	for _, p := range bulletPrefixes {
		if strings.HasPrefix(s, p) {
			rest := s[len(p):]
			if p == "-" || p == "–" || p == "—" || p == "~" || p == "+" || p == ">" || p == "*" {
				// "-5%" or "--" is not a list item; a dash before a year ("- 2019") is still one.
				if rest == "" || rest[0] != ' ' && rest[0] != '\t' {
					if p != "*" || rest == "" || rest[0] == '*' {
						return s, false
					}
				}
			}
			return strings.TrimSpace(rest), true
		}
	}
	// "o " used as a bullet by word processors, followed by a capital.
	if len(s) > 3 && s[0] == 'o' && s[1] == ' ' && s[2] >= 'A' && s[2] <= 'Z' {
		return strings.TrimSpace(s[2:]), true
	}
	// 1. 2) 10.
	i := 0
	for i < len(s) && i < 2 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > 0 && i+1 < len(s) && (s[i] == '.' || s[i] == ')') && s[i+1] == ' ' {
		return strings.TrimSpace(s[i+2:]), true
	}
	return s, false
}

// splitLines cuts text into trimmed, non-empty lines, marks bullets and headings, and assigns
// each line its section.
func splitLines(text string, sc *dateScanner) []line {
	lines := make([]line, 0, strings.Count(text, "\n")+1)
	blank := false
	pendingBullet := false
	for len(text) > 0 {
		var raw string
		if i := strings.IndexAny(text, "\n\r\f\v"); i >= 0 {
			brk := text[i]
			raw, text = text[:i], text[i+1:]
			if brk == '\r' && len(text) > 0 && text[0] == '\n' {
				text = text[1:] // CRLF is one break
			}
		} else {
			raw, text = text, ""
		}
		raw, mayWrap := strings.CutPrefix(raw, string(extract.WrapMark))
		t := strings.TrimFunc(raw, func(r rune) bool { return unicode.IsSpace(r) || r == 0xfeff || r == 0x200b })
		if t == "" || isRule(t) || pageMark(t) || creditLine(t) {
			blank = true
			continue
		}
		t = unmarkdown(t)
		t = closeLeaders(t)
		t = gluedYearRE.ReplaceAllString(t, "$1 $2")
		t = unglueRole(t)
		if t == "" {
			blank = true
			continue
		}
		l := line{blankBefore: blank, mayWrap: mayWrap}
		blank = false
		t = stripHeadingIcon(t)
		l.text, l.bullet = stripBullet(t)
		l.dashBullet = l.bullet && strings.ContainsRune("-–—", []rune(t)[0])
		if l.text == "" { // a bullet glyph alone: the item is on the next line
			pendingBullet = true
			continue
		}
		if pendingBullet {
			l.bullet, pendingBullet = true, false
		}
		// "... — 2012" / "– 2016": a range cut before its dash reads as a dash bullet
		if n := len(lines); n > 0 && !l.blankBefore && l.dashBullet && wrapsOnto(lines[n-1].text+" -", l.text) {
			lines[n-1].text += " " + t
			lines[n-1].joined = true
			continue
		}
		if n := len(lines); n > 0 && !l.blankBefore && !l.bullet && wordBrokenAtHyphen(lines[n-1].text) && startsLetter(l.text) {
			lines[n-1].text += l.text // "Dunmore-" / "Pratt": a word broken after its hyphen
			lines[n-1].joined = true
			continue
		}
		if n := len(lines); n > 0 && !l.bullet && wrapsAddress(lines[n-1].text, l.text, l.mayWrap) {
			lines[n-1].text += l.text // "jonathan.pereira@ex" / "ample.com": no space inside an address
			lines[n-1].joined = true
			continue
		}
		if n := len(lines); n > 0 && !l.blankBefore && !l.bullet && wrapsCredentialList(lines[n-1].text, l.text) {
			lines[n-1].text += " " + l.text
			lines[n-1].joined = true
			continue
		}
		if n := len(lines); n > 0 && !l.blankBefore && !l.bullet {
			// "Tennessee College of <tab> 2012 – 2014" / "Applied Technology": a name cut by the
			// width of its cell (see nameGoesOn)
			if k, glue, ok := nameGoesOn(lines[n-1].text, l.text); ok {
				lines[n-1].text = lines[n-1].text[:k] + glue + l.text + lines[n-1].text[k:]
				lines[n-1].joined = true
				continue
			}
		}
		if n := len(lines); n > 0 && !l.blankBefore && !l.bullet && wrapsHeading(lines[n-1].text, l.text) {
			lines[n-1].text += " " + l.text
			continue
		}
		if n := len(lines); n > 0 && !l.blankBefore && !l.bullet && !lines[n-1].bullet && closesBracket(lines[n-1].text, l.text) {
			// "Vocational Nursing Certificate (in" / "progress)": a bracket the width cut
			lines[n-1].text += " " + l.text
			lines[n-1].joined = true
			continue
		}
		if n := len(lines); n > 1 && !l.blankBefore && !l.bullet && !lines[n-1].blankBefore && wrapsSideHeading(lines[n-2].text, l.text) {
			// "PROFESSIONAL" / "Surgical Technologist III ..." / "EXPERIENCE": a side heading's
			// name wrapped in its gutter, its second row read after the text beside its first
			lines[n-2].text += " " + l.text
			continue
		}
		if n := len(lines); n > 0 && !l.blankBefore && !l.bullet && (wrapsOnto(lines[n-1].text, l.text) || wrapsName(lines[n-1].text, l.text)) {
			lines[n-1].text += " " + l.text
			lines[n-1].joined = true
			continue
		}
		lines = append(lines, l)
	}
	assignSections(lines, sc)
	// drop headings without content: they carry nothing further
	out := lines[:0]
	dropped := false
	for _, l := range lines {
		if l.heading && l.text == "" {
			dropped = true
			continue
		}
		l.afterHeading, dropped = dropped, false
		out = append(out, l)
	}
	return out
}

// unglueRole sets a job's title and the name glued to it apart with a tab, as the two runs a
// converter ran together were ("CT TechnologistUniversity of New Mexico Hospital", "Radiology
// AideLovelace Medical Center"): a word that is a role's head noun, then a capitalised word.
func unglueRole(t string) string {
	for i := 4; i+1 < len(t); i++ {
		if t[i] < 'A' || t[i] > 'Z' || t[i-1] < 'a' || t[i-1] > 'z' || t[i+1] < 'a' || t[i+1] > 'z' {
			continue
		}
		if word := t[strings.LastIndexAny(t[:i], " \t/(")+1 : i]; roleHeads[strings.ToLower(word)] {
			return t[:i] + "\t" + unglueRole(t[i:])
		}
	}
	return t
}

// wordBrokenAtHyphen reports a line that ends in a word cut after its hyphen ("Dunmore-"), not
// in a range cut after its dash ("2019-").
func wordBrokenAtHyphen(s string) bool {
	if !strings.HasSuffix(s, "-") {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:len(s)-1])
	return unicode.IsLetter(r)
}

// startsLetter reports a line that starts with a letter.
func startsLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

// pageMarkRE is a page's number on a line of its own, "Page 1 of 2", "2 / 3": a footer that
// says nothing of the candidate.
var pageMarkRE = regexp.MustCompile(`(?i)^(page\s+)?(\d{1,2})(?:\s*(?:of|/)\s*(\d{1,2}))?$`)

// cvFooterRE is a page's number beside what the document is, as the Europass CV's footer
// prints it: "Page 1 / 2 - Curriculum vitae of Jan Kowalski", "Résumé of Ana Costa – Page 2 of 3".
var cvFooterRE = regexp.MustCompile(`(?i)^(?:page\s+\d{1,2}\s*(?:of|/)\s*\d{1,2}\s*[-–—|:]\s*(?:curriculum\s+vit(?:ae|æ)|cv|r[ée]sum[ée])(?:\s.*)?|(?:curriculum\s+vit(?:ae|æ)|cv|r[ée]sum[ée])\s+of\b.*[-–—|]\s*page\s+\d{1,2}(?:\s*(?:of|/)\s*\d{1,2})?)$`)

// pageMark reports a page's number on a line of its own: "Page 2", or a page of no more pages
// than there are ("1 / 2", not "24/7"); or with what the document is beside it (cvFooterRE).
func pageMark(t string) bool {
	if cvFooterRE.MatchString(t) {
		return true
	}
	m := pageMarkRE.FindStringSubmatch(t)
	if m == nil || m[1] == "" && m[3] == "" {
		return false
	}
	n, _ := strconv.Atoi(m[2])
	if m[3] == "" {
		return n > 0
	}
	of, _ := strconv.Atoi(m[3])
	return n > 0 && n <= of
}

// creditRE is a template's or a tool's credit printed on the page: "CV Made with JSON Resume
// using theme Minyma by ...", "Generated by ... resume builder", "Powered by ...".
var creditRE = regexp.MustCompile(`(?i)\b(?:made|generated|created|built|designed|powered|rendered)\s+(?:with|using|by|in)\b.*\b(?:theme|template|resume builder|cv builder|json ?resume|latex|typst)\b`)

// creditLine reports a line that credits the tool that made the document: page furniture, no
// fact of the candidate's. A line of 16 words or more is prose.
func creditLine(t string) bool {
	return len(strings.Fields(t)) < 16 && creditRE.MatchString(t)
}

// listGlyphs are the bullets of ordinary lists; other symbols before a heading are a
// template's icons.
const listGlyphs = "•●○◦▪■□·∙⁃*-–—~+>o\uf0b7\uf0a7"

// stripHeadingIcon removes the icon a template sets before a section heading ("➤ Experience",
// "✚ Certifications", "☎ Contact"): a symbol that is not an ordinary list bullet, followed by
// a space and a heading with nothing after it. A list item is left alone.
func stripHeadingIcon(t string) string {
	r, n := utf8.DecodeRuneInString(t)
	if n == len(t) || strings.ContainsRune(listGlyphs, r) ||
		!unicode.In(r, unicode.So, unicode.Sm, unicode.Co) {
		return t
	}
	rest := strings.TrimLeftFunc(t[n:], func(r rune) bool {
		return unicode.IsSpace(r) || r == 0xfe0f // a space, or the emoji presentation selector
	})
	if len(rest) == len(t)-n { // no space after the icon: a symbol that is part of the text
		return t
	}
	if _, after, ok := detectHeading(rest); ok && after == "" {
		return rest
	}
	return t
}

// wrapsOnto reports whether next is the end of a date that a narrow column or a page margin
// pushed off prev: a range cut after its dash ("08/2026 -" / "Present"), a month cut from its
// year ("May" / "2019"), or a year alone after a line ending in a comma.
// yearThenRangeEnd reports a line that is a year and the end of a range ("2018 – Present",
// "2019 - Mar 2021"): the rest of a range whose start month ended the line above ("Aug.").
func yearThenRangeEnd(next string) bool {
	if len(next) < 6 || !isYearLike(next[:4]) {
		return false
	}
	rest := strings.Fields(next[4:])
	if len(rest) == 0 || len(rest) > 3 {
		return false
	}
	if !isDash(rest[0]) && !strings.EqualFold(rest[0], "to") {
		return false
	}
	if len(rest) == 1 {
		return false
	}
	w := strings.ToLower(strings.Trim(rest[1], ".,;)"))
	return presentWords[w] || monthNames[w] > 0 || isDigitByte(w[0])
}

func wrapsOnto(prev, next string) bool {
	// a wrapped line is a short one; the cap also stops chains of joins
	if prev == "" || next == "" || len(next) > 20 || len(prev) > 160 {
		return false
	}
	fields := strings.Fields(prev)
	lastWord := fields[len(fields)-1]
	nextWord := strings.Fields(next)[0]
	nw := strings.ToLower(strings.Trim(nextWord, ".,;)"))
	// "Oct 2017" / "to date", "Jun 2012" / "to Sep 2017": a range cut before its "to"
	if rest, ok := strings.CutPrefix(strings.ToLower(next), "to "); ok && len(lastWord) >= 4 && isYearLike(lastWord[len(lastWord)-4:]) {
		r := strings.Fields(rest)
		return len(r) > 0 && (isDigitByte(r[0][0]) || presentWords[strings.Trim(r[0], ".")] || r[0] == "date" || monthNames[strings.Trim(r[0], ".,")] > 0)
	}
	startsDate := isDigitByte(next[0]) || presentWords[nw] || monthNames[nw] > 0 && hasDigit(next)
	if !startsDate {
		return false
	}
	if len(fields) >= 2 && (isDash(lastWord) || strings.EqualFold(lastWord, "to")) {
		before := fields[len(fields)-2]
		return isDigitByte(before[len(before)-1]) || monthNames[strings.ToLower(strings.TrimSuffix(before, "."))] > 0
	}
	bareYear := len(next) >= 4 && isYearLike(next[:4]) && len(strings.Trim(next[4:], " .,;)")) == 0
	if m := monthNames[strings.ToLower(strings.TrimSuffix(lastWord, "."))]; m > 0 && len(lastWord) >= 3 {
		return bareYear || yearThenRangeEnd(next)
	}
	return strings.HasSuffix(prev, ",") && bareYear
}

// wrapsName reports whether next is the rest of a phrase that the line width cut off prev: a
// line ending in a joining word ("Bachelor of Science in" / "Nursing"), or a name set apart
// by a spaced dash cut before its head noun ("... — Cuyahoga Community" / "College — 2010",
// "... — Lakeview University" / "Hospital, Cleveland, OH"). A head noun that opens a name of
// its own ("University of Texas") starts a new line.
func wrapsName(prev, next string) bool {
	pw, nw := strings.Fields(prev), strings.Fields(next)
	if len(pw) < 2 || len(nw) == 0 || len(prev) > 160 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(next)
	if !unicode.IsUpper(r) {
		return false
	}
	// a joining word is written in lower case, but in a line all in capitals: "Indianapolis,
	// IN" ends in Indiana's code, not in "in"
	if last := pw[len(pw)-1]; joiningWords[strings.ToLower(last)] && (strings.ToLower(last) == last || isAllCaps(prev)) {
		return len(next) <= 80
	}
	// "Southwest Tennessee Community" / "College": a name cut before its head noun alone
	if last := pw[len(pw)-1]; len(nw) == 1 && orgHeads[strings.ToLower(nw[0])] && !strings.ContainsAny(last, ",;.:)") && !strings.ContainsAny(prev, "—–") {
		r, _ := utf8.DecodeRuneInString(last)
		return unicode.IsUpper(r) && !isAllCaps(prev) && !isDash(last)
	}
	head := strings.ToLower(strings.TrimRight(nw[0], ","))
	// "Community College, 2016", "Technical College": a head noun after the word that opens it
	if len(nw) > 1 && !orgHeads[head] && !nameHeadNouns[head] && headOpeners[head] {
		if h2 := strings.ToLower(strings.TrimRight(nw[1], ",")); orgHeads[h2] || nameHeadNouns[h2] {
			head, nw = h2, nw[1:]
		}
	}
	if !orgHeads[head] && !nameHeadNouns[head] || len(prev) < 25 {
		return false
	}
	if len(nw) > 1 && !strings.HasSuffix(nw[0], ",") {
		r, _ := utf8.DecodeRuneInString(nw[1])
		if !isDash(nw[1]) && nw[1][0] != '(' && !unicode.IsUpper(r) || strings.EqualFold(nw[1], "of") {
			return false
		}
	}
	// the cut name: up to three capitalised words after the last spaced dash
	k := len(pw) - 1
	for k >= 0 && !isDash(pw[k]) {
		k--
	}
	tail := pw[k+1:]
	if k < 0 || len(tail) == 0 || len(tail) > 3 {
		return false
	}
	for _, w := range tail {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) || strings.ContainsAny(w, ",;.:)") && !isInitial(w) {
			return false // an initial is part of a name ("J. Sargeant Reynolds")
		}
	}
	return true
}

// headOpeners are the words that open a school's or an organisation's head: "Community
// College", "Technical Institute", "State University".
var headOpeners = setOf(`community technical state junior medical regional memorial general`)

// wrapsAddress reports whether next is the rest of an e-mail address a narrow column cut:
// prev ends in an address, next is one word of a domain's letters. Unless the layout found
// next may go on from prev (mayWrap), the address's domain has no dot yet and next has one
// ("jo.pereira@ex" / "ample.com"), where "jo@example.com" / "com" would be two lines; next
// keeps the address's case.
func wrapsAddress(prev, next string, mayWrap bool) bool {
	fs := strings.Fields(prev)
	if len(fs) == 0 || strings.ContainsAny(next, " \t@") {
		return false
	}
	last := fs[len(fs)-1]
	at := strings.IndexByte(last, '@')
	if at <= 0 || !mayWrap && (strings.Contains(last[at:], ".") || !strings.Contains(next, ".")) {
		return false
	}
	if next[0] >= 'A' && next[0] <= 'Z' && strings.ToUpper(last) != last {
		return false // an address in lower case goes on in lower case: "Henderson" is a word
	}
	for _, r := range next {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-') {
			return false
		}
	}
	return findEmail(last+next) != ""
}

// credentialListLabel is the label of a line that lists credentials after it ("Licenses &
// Certifications: RN License, ...", "CERTIFICATIONS<tab>CRCST, ..."), "" when it has none.
func credentialListLabel(t string) string {
	k := strings.IndexAny(t, ":\t")
	if b := strings.Index(t, " | "); b > 0 && (k < 0 || b < k) {
		k = b // "Licenses & Certifications | ...": a label gutter's cell
	}
	if b := strings.Index(t, " – "); k < 0 && b > 0 {
		k = b // "Driving licence and certificates – ...": a Europass form's field
	}
	if k <= 0 || k > 40 {
		return ""
	}
	if s, ok := lookupHeading(normHeading(t[:k])); ok && s == secCerts {
		return t[:k]
	}
	return ""
}

// wrapsCredentialList reports whether next goes on with the labelled list of credentials prev
// holds: prev ends in a comma, or next opens with the bracket of a short form cut from its
// name ("(CIS)"); next has no label of its own.
func wrapsCredentialList(prev, next string) bool {
	if credentialListLabel(prev) == "" || strings.ContainsAny(next, "\t") || strings.Contains(next[:min(len(next), 40)], ":") {
		return false
	}
	return strings.HasSuffix(prev, ",") || strings.HasPrefix(next, "(")
}

// wrapsHeading reports whether next is the rest of a heading a narrow column cut after a
// joining word ("Education and" / "licences").
// closesBracket reports whether next closes, within a few words and at its end, a bracket
// that prev left open at its end ("... Certificate (in" / "progress)").
func closesBracket(prev, next string) bool {
	if !openBracket(prev) || wordCount(prev[strings.LastIndexByte(prev, '('):]) > 3 {
		return false
	}
	t := strings.TrimSpace(next)
	return strings.HasSuffix(t, ")") && !strings.Contains(t, "(") && strings.Count(t, ")") == 1 && wordCount(t) <= 4
}

// wrapsSideHeading reports whether next, two lines below first, is the rest of a side heading's
// name set in capitals, cut by the width of its gutter: first is no heading alone, and together
// they are a listed heading's name ("PROFESSIONAL" and "EXPERIENCE"), not a credential before
// one ("BLS" and "EXPERIENCE").
func wrapsSideHeading(first, next string) bool {
	if wordCount(first) > 2 || wordCount(next) > 2 || !isAllCaps(first) || !isAllCaps(next) {
		return false
	}
	if _, _, ok := detectHeading(first); ok {
		return false
	}
	n := normHeading(first + " " + next)
	_, listed := headings[n]
	_, ok := lookupHeading(n)
	return listed || ok && headingFillers[strings.ToLower(first)]
}

func wrapsHeading(prev, next string) bool {
	pw := strings.Fields(prev)
	if len(pw) < 2 || len(pw) > 4 || wordCount(next) > 3 || !joiningWords[strings.ToLower(pw[len(pw)-1])] {
		return false
	}
	_, rest, ok := detectHeading(prev + " " + next)
	return ok && rest == ""
}

// nameGoesOn reports whether next goes on with a name that prev's text (before its last tab,
// where its dates are) ends with, cut by the width of its cell, and where it goes (before offset
// k, after glue): after a joining word before the dates' tab ("Tennessee College of <tab> 2012"
// / "Applied Technology"), or a school's name cut after a word that qualifies the head of its
// field, before that head ("Tennessee College of Applied" / "Technology - Memphis"). next is a
// few capitalised words with no figures, no cells of its own and no heading.
func nameGoesOn(prev, next string) (k int, glue string, ok bool) {
	k = strings.LastIndexByte(prev, '\t')
	tab := k > 0
	if !tab {
		k = len(prev)
	}
	if strings.ContainsAny(next, "\t") || hasDigit(next) || wordCount(next) > 5 {
		return 0, "", false
	}
	ws := strings.Fields(prev[:k])
	r, _ := utf8.DecodeRuneInString(next)
	if len(ws) < 2 || !unicode.IsUpper(r) {
		return 0, "", false
	}
	last := strings.ToLower(strings.Trim(ws[len(ws)-1], ".,"))
	if tab && joiningWords[last] {
		return k, " ", true
	}
	// "Tennessee College of Applied" / "Technology - Memphis", "Manipal College of
	// Pharmaceutical" / "Sciences": a school's name cut after a word that qualifies the head
	// of its field, before that head
	first := strings.ToLower(strings.Trim(strings.Fields(next)[0], ".,"))
	qualifier := len(last) >= 5 && (strings.HasSuffix(last, "al") || strings.HasSuffix(last, "ed") || strings.HasSuffix(last, "ic"))
	if _, _, heading := detectHeading(next); heading {
		return 0, "", false
	}
	return k, " ", qualifier && fieldHeads[first] && institutionLike(prev[:k]) && wordCount(next) <= 4
}

// joiningWords cannot end a line that is not cut: what they join is on the next one.
var joiningWords = setOf(`in of and & for with y et und e de do da di du del des`)

// nameHeadNouns end the names of the organisations that issue credentials, besides orgHeads.
var nameHeadNouns = setOf(`association society council board`)

// subheadings are headings that inside a position introduce its own bullets.
var subheadings = map[string]bool{
	"achievements": true, "key achievements": true, "accomplishments": true,
	"key accomplishments": true, "selected accomplishments": true, "highlights": true,
	"responsibilities": true, "key responsibilities": true, "duties": true,
	"duties and responsibilities": true, "notable achievements": true, "projects": true,
	"key projects": true, "recognition": true, "awards": true, "summary": true, "overview": true,
}

// positionSubheadings introduce what was done in one position, bulleted or not ("Highlights",
// "Responsibilities"): inside the work history they never start a section.
var positionSubheadings = map[string]bool{"highlights": true, "responsibilities": true,
	"key responsibilities": true, "duties": true, "duties and responsibilities": true,
	"achievements": true, "key achievements": true, "accomplishments": true, "key accomplishments": true}

// assignSections finds the headings and gives every line the section of the heading above it.
// Inside the work history and education, a heading is taken as a sub-heading of a position
// (not a new section) when it carries content after a colon and is not in capitals
// ("Achievements: ..."), when it is written in a lighter style than the history's own heading,
// or when it is a typical sub-heading followed by bullets.
func assignSections(lines []line, sc *dateScanner) {
	cur := secHeader
	curCaps, credSkills, qualified := false, false, false
	for k := range lines {
		l := &lines[k]
		l.sec, l.credSkills, l.underQualifications = cur, credSkills, qualified
		if l.bullet {
			continue
		}
		s, rest, ok := detectHeading(l.text)
		if !ok {
			continue
		}
		head := l.text
		if rest != "" {
			if i := strings.IndexAny(l.text, ":："); i >= 0 {
				head = l.text[:i]
			} else {
				head = strings.TrimSpace(strings.TrimSuffix(l.text, rest)) // "Heading — Role"
			}
		}
		caps := isAllCaps(head)
		if rest != "" {
			// "Technologies: Go, SQL", "Honors: Dean's List" belong to the entry above; credentials
			// or schools set apart by a blank line start their section ("licenses and certs: ...")
			apart := l.blankBefore && (s == secCerts || s == secEducation)
			if inlineSkillField(cur, s, rest) || (cur == secExperience || cur == secEducation) && s != cur && !caps && !apart {
				continue
			}
			// "Dates of Employment: 11/2020 – Present" in the work history: a position's
			// labelled dates, not the section opened again
			if s == cur && cur == secExperience && holdsRange(sc, rest) {
				continue
			}
		} else if cur == secExperience && s != secExperience && s != secEducation && s != secCerts && !caps {
			nextBullet := k+1 < len(lines) && lines[k+1].bullet
			if curCaps || subheadings[normHeading(head)] && nextBullet || positionSubheadings[normHeading(head)] {
				l.subheading = true
				continue
			}
		} else if cur == secExperience && caps && subheadings[normHeading(head)] && rangeFollows(sc, lines[k+1:]) {
			// "HIGHLIGHTS" in capitals like the section's own heading, with more dated
			// positions under it: a position's subheading, not a section
			l.subheading = true
			for j := k + 1; j < len(lines) && !holdsRange(sc, lines[j].text); j++ {
				lines[j].underSub = true
			}
			continue
		}
		cur, curCaps = s, caps
		// "Licenses & Skills": a skills list that names credentials too
		nh := normHeading(head)
		credSkills = s == secSkills && namesCredentialHeading(nh)
		qualified = nh == "qualifications"
		l.heading = true
		l.sec = s
		if rest != "" {
			l.label = strings.TrimSpace(strings.Trim(head, " *#=_~-–—|•·>[]"))
		}
		l.text = rest
	}
}

// holdsRange reports whether a line holds a range of dates ("2018-Sep - Present", "Jun 2014 –
// May 2018"), as the date scanner reads one.
func holdsRange(sc *dateScanner, s string) bool {
	return slices.ContainsFunc(sc.findDates(s), func(d dateSpan) bool { return d.isRange })
}

// rangeFollows reports whether one of the next few lines, before any heading, holds a range of
// dates: the lines under a heading go on with positions.
func rangeFollows(sc *dateScanner, next []line) bool {
	for i, l := range next {
		if i == 8 {
			break
		}
		if _, _, ok := detectHeading(l.text); ok && !l.bullet {
			return false
		}
		if holdsRange(sc, l.text) {
			return true
		}
	}
	return false
}

// isAllCaps reports whether s has letters and none of them lower case.
func isAllCaps(s string) bool {
	letters := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters > 1
}

// inlineSkillField reports whether an inline heading inside the skills section ("Languages: Go,
// Python", "Tools: Docker") is a category of skills rather than a new section.
func inlineSkillField(cur, s section, rest string) bool {
	if rest == "" || cur != secSkills && cur != secCompetencies {
		return false
	}
	switch s {
	case secSkills, secCompetencies, secLanguages, secCerts:
		return true
	}
	return false
}

// isRule reports a decoration line such as "-------" or "=====" or "_____".
func isRule(t string) bool {
	if len(t) < 3 {
		return false
	}
	for _, r := range t {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '•' || r == '●' || r == '▪' || r == '\uf0b7' {
			return false
		}
	}
	return true
}

// leaderRE is a dot leader between two parts of a line: four or more dots, two or more
// ellipses, dots spaced out (". . . ."), or two or more dots before a tab.
var leaderRE = regexp.MustCompile(`[ \t]*(?:\.{4,}|…{2,}|(?:\. ){3,}\.|\.{2,}\t|…\t)[ \t]*`)

// closeLeaders turns a dot leader that pushes the rest of a line to the right ("Charge
// Nurse........\tJan. 2021 – now", "BLS . . . . . exp. 2027") into a tab, the separator a
// right-aligned date has when written with a tab stop. Leaders at the start or the end of a
// line (a rule, a trailing "....") are dropped.
func closeLeaders(t string) string {
	if !strings.Contains(t, "..") && !strings.Contains(t, "…") && !strings.Contains(t, ". . .") {
		return t
	}
	return strings.TrimSpace(leaderRE.ReplaceAllString(t, "\t"))
}

// mdLinkRE is a Markdown link: "[LinkedIn](https://www.linkedin.com/in/jdoe)".
var mdLinkRE = regexp.MustCompile(`\[([^\[\]]*)\]\((https?://[^()\s]+|mailto:[^()\s]+|www\.[^()\s]+)\)`)

// unmarkdown removes the markup of a resume written in Markdown from one line: a heading's
// "#" marks ("### Staff Engineer @ Acme"), bold and code marks written in pairs ("**Acme**",
// "`2019 → 2021`"), and the brackets of a link, of which the address is kept (with its text
// when that says more than the address).
func unmarkdown(t string) string {
	if len(t) > 2 && t[0] == '|' && t[len(t)-1] == '|' {
		t = strings.TrimSpace(t[1 : len(t)-1]) // a table row, "| 2021 | Acme |": its cells
	}
	if strings.HasPrefix(t, "#") {
		k := 0
		for k < len(t) && k < 6 && t[k] == '#' {
			k++
		}
		if k < len(t) && (t[k] == ' ' || t[k] == '\t') {
			t = strings.TrimSpace(t[k:])
		}
	}
	for _, mark := range []string{"**", "`"} {
		if n := strings.Count(t, mark); n > 0 && n%2 == 0 {
			t = strings.TrimSpace(strings.ReplaceAll(t, mark, ""))
		}
	}
	if strings.Contains(t, "](") {
		t = mdLinkRE.ReplaceAllStringFunc(t, func(m string) string {
			sm := mdLinkRE.FindStringSubmatch(m)
			text, addr := strings.TrimSpace(sm[1]), strings.TrimPrefix(sm[2], "mailto:")
			if text == "" || strings.Contains(strings.ToLower(addr), strings.ToLower(text)) {
				return addr
			}
			return text + " " + addr
		})
	}
	return t
}

package resume

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/taxonomy"
)

// issuerAbbrevs expands the issuers resumes abbreviate. The profile carries the full name.
// The taxonomy's issuers written with their short form ("American Speech-Language-Hearing
// Association (ASHA)") give most entries (taxonomyIssuerAbbrevs); this table holds the rest,
// the short forms that mean another issuer in a resume than in the taxonomy ("AWS"), and
// those the taxonomy reads as credentials.
var issuerAbbrevs = taxonomyIssuerAbbrevs(map[string]string{
	"AHA": "American Heart Association", "ARC": "American Red Cross",
	"AACN":  "American Association of Critical-Care Nurses",
	"NCSBN": "National Council of State Boards of Nursing",
	"NREMT": "National Registry of Emergency Medical Technicians", "AAPC": "AAPC",
	"ASHI": "American Safety & Health Institute",
	"AANP": "American Association of Nurse Practitioners",
	"ASCP": "American Society for Clinical Pathology",
	"CBRN": "Certification Board for Radiology Nursing",
	"AMCB": "American Midwifery Certification Board",
	"CCI":  "Cardiovascular Credentialing International", "AWS": "Amazon Web Services", "ISC2": "ISC2",
	"(ISC)2": "ISC2", "(ISC)²": "ISC2", "ISACA": "ISACA",
	"SHRM": "Society for Human Resource Management", "HRCI": "HR Certification Institute",
	"ASQ": "American Society for Quality", "NASM": "National Academy of Sports Medicine",
	"ACE": "American Council on Exercise", "OSHA": "Occupational Safety and Health Administration",
	"FMCSA": "Federal Motor Carrier Safety Administration", "DOT": "U.S. Department of Transportation",
	"FAA": "Federal Aviation Administration", "NCCER": "NCCER", "NATE": "NATE",
	"EPA": "U.S. Environmental Protection Agency", "ACLS": "", "CompTIA": "CompTIA",
	"CNCB": "Canadian Nurses Association", "ANA": "American Nurses Association", "AORN": "AORN",
	"NAHQ": "National Association for Healthcare Quality", "APIC": "APIC",
	"CBIC": "Certification Board of Infection Control and Epidemiology", "NCLEX": "",
	"NBCC": "National Board for Certified Counselors", "CDR": "Commission on Dietetic Registration",
	"NCCAOM": "NCCAOM", "ABA": "", "ASE": "National Institute for Automotive Service Excellence",
	"NIASE": "National Institute for Automotive Service Excellence",
	"ICC":   "International Code Council", "NFPA": "National Fire Protection Association",
	"NICET": "NICET", "ANSI": "ANSI", "GIAC": "GIAC", "EC-Council": "EC-Council", "CNA": "", "PMP": "",
	// also credentials to the taxonomy ("ARRT" alone is the registration), issuers after one
	"ARRT": "American Registry of Radiologic Technologists", "PTCB": "Pharmacy Technician Certification Board",
})

// issuerWithShortRE is an issuer's name followed by its short form in brackets.
var issuerWithShortRE = regexp.MustCompile(`^([^()]+) \(([A-Z][A-Za-z0-9-]{2,})\)$`)

// taxonomyIssuerAbbrevs adds to table the short forms of the certification and licence issuers
// of the taxonomy, each for its name: but not a short form two issuers share ("CCI"), nor one
// the taxonomy knows as a credential ("DEA", a registration), nor one the table already has.
func taxonomyIssuerAbbrevs(table map[string]string) map[string]string {
	found := map[string]string{}
	shared := map[string]bool{}
	for _, kind := range []taxonomy.Kind{taxonomy.KindCertification, taxonomy.KindLicense} {
		for _, c := range taxonomy.All(kind) {
			m := issuerWithShortRE.FindStringSubmatch(c.Issuer)
			if m == nil {
				continue
			}
			if prev, ok := found[m[2]]; ok && prev != m[1] {
				shared[m[2]] = true
			}
			found[m[2]] = m[1]
		}
	}
	for short, name := range found {
		if _, ok := table[short]; ok || shared[short] || credentialsNamed(short) != nil {
			continue
		}
		table[short] = name
	}
	return table
}

// issuerNames are issuers written out; matched case-insensitively as whole phrases.
var issuerNames = []string{
	"American Heart Association", "American Red Cross", "Red Cross", "American Association of Critical-Care Nurses",
	"American Association of Critical Care Nurses", "American Nurses Credentialing Center",
	"Board of Certification for Emergency Nursing", "Emergency Nurses Association",
	"National Registry of Emergency Medical Technicians", "National Healthcareer Association",
	"Project Management Institute", "Amazon Web Services", "Microsoft", "Cisco", "Google", "Oracle",
	"Salesforce", "Red Hat", "VMware", "Linux Foundation", "Cloud Native Computing Foundation",
	"CompTIA", "ISACA", "Scrum Alliance", "Scrum.org", "Society for Human Resource Management",
	"American Society for Quality", "National Academy of Sports Medicine", "American Council on Exercise",
	"American Safety & Health Institute", "American Safety and Health Institute",
	"Pharmacy Technician Certification Board", "American Registry of Radiologic Technologists",
	"National Council of State Boards of Nursing", "Oncology Nursing Certification Corporation",
	"National Certification Corporation", "Pediatric Nursing Certification Board",
	"American Association of Nurse Practitioners", "American Academy of Nurse Practitioners",
	"American Association of Medical Assistants", "American Society for Clinical Pathology",
	"American Medical Technologists", "American Health Information Management Association",
	"National Board for Respiratory Care", "Occupational Safety and Health Administration",
	"Federal Motor Carrier Safety Administration", "Department of Transportation",
	"Commission on Dietetic Registration", "Medical-Surgical Nursing Certification Board",
	"Wound, Ostomy and Continence Nursing Certification Board", "National Institute for Automotive Service Excellence",
	"International Code Council", "National Fire Protection Association", "Cardiovascular Credentialing International",
	"American Registry for Diagnostic Medical Sonography", "HR Certification Institute", "AAPC",
	"National Board for Certified Counselors", "Association of Surgical Technologists",
	"National Board of Surgical Technology and Surgical Assisting", "National Phlebotomy Association",
	"American Society of Phlebotomy Technicians", "Certification Board for Sterile Processing and Distribution",
	"Healthcare Sterile Processing Association", "Institute of Internal Auditors", "AICPA", "CFA Institute",
	"Financial Industry Regulatory Authority", "FINRA", "National Association of Realtors",
}

var issuerNamesLower = func() []string {
	out := make([]string, len(issuerNames))
	for i, n := range issuerNames {
		out[i] = strings.ToLower(n)
	}
	return out
}()

var (
	// boardRE finds "Texas Board of Nursing", "California Board of Registered Nursing",
	// "State of Ohio Board of Pharmacy", "Department of Health".
	boardRE = regexp.MustCompile(`(?:(?:[A-Z][a-z]+|of|the|New|North|South|West|Rhode)\s+){0,4}(?:State\s+)?(?:Board|Department|Dept\.?|Commission|Division|Bureau)\s+of\s+(?:(?:(?:for|of|the)\s+)?[A-Z][A-Za-z&]+\s*)+(?:Nursing|Health|Pharmacy|Medicine|Examiners|Services|Safety)?`)
	// credIDRE finds "#123456", "License No. RN123456", "Credential ID: ABC-123", "Lic# 12345".
	credIDRE = regexp.MustCompile(`(?i)(?:#\s*|\b(?:license|licence|lic|certificate|cert|certification|credential|registration|reg|member(?:ship)?|id|pin|no|num|number)\b\.?(?:\s*(?:no|num|number|id|#)\b\.?)?\s*(?:#|:|-)?\s*(?:#\s*)?)((?:[A-Z]{1,5}-)?[A-Z]{0,5}[-.\s]?[0-9][A-Z0-9.-]{2,}[A-Z0-9]|[A-Z]{1,5}[-.]?[0-9]{3,}[A-Z0-9]*)`)
	// bareIDRE is a licence or certificate number written alone after a comma or a dash:
	// "J-44210", "RN.654321", "00987654".
	bareIDRE = regexp.MustCompile(`^[A-Z]{0,4}[-.]?[0-9][0-9.-]{2,}[0-9A-Z]$`)
	// expiryWordRE precedes an expiration date.
	expiryWordRE = regexp.MustCompile(`(?i)\b(?:exp(?:ires|ired|iration|iring|iry)?(?:\s+(?:date|on|in))?|valid\s+(?:through|thru|until|till|to)|good\s+(?:through|thru|until)|renew(?:s|al)?(?:\s+(?:date|due|by))?|due|through|thru|until|active\s+(?:through|until))\.?\s*:?\s*$`)
	// issueWordRE precedes an issue date.
	issueWordRE = regexp.MustCompile(`(?i)\b(?:issued(?:\s+on)?|obtained|earned|certified(?:\s+since)?|since|received|granted|completed|awarded|licensed(?:\s+since)?|date|effective|initial(?:ly)?|passed|acquired)\.?\s*:?\s*$`)
	// certNoiseRE removes labels left in a name once dates and IDs are gone.
	certNoiseRE = regexp.MustCompile(`(?i)\b(?:issued\s+by|issued|issuer|obtained|earned|expires|expired|expiration(?:\s+date)?|exp\.?|valid\s+(?:through|thru|until|till|to)|good\s+through|renewal(?:\s+date)?|renews|license\s+(?:no|number|#)\.?|credential\s+id|certificate\s+(?:no|number)|cert(?:ification)?\s+(?:no|number|#)|id|since|active|current|inactive|pending|in\s+progress|completed|date|through|thru|until)\b\.?:?`)
)

// nursingLicense reports whether a certification name is a nursing licence, whose issuer is the
// state's board of nursing.
func nursingLicense(lower string) bool {
	if !strings.Contains(lower, "licen") && !strings.Contains(lower, "rn") && !strings.Contains(lower, "lpn") && !strings.Contains(lower, "lvn") {
		return false
	}
	for _, w := range []string{"registered nurse", " rn", "rn ", "lpn", "lvn", "practical nurse", "vocational nurse", "nursing license", "aprn", "nurse practitioner", "compact"} {
		if strings.Contains(" "+lower+" ", w) {
			return true
		}
	}
	return lower == "rn"
}

// certCueWords make a line of an education or skills section a certification.
var certCueWords = []string{"certified", "certification", "certificate", "license", "licence", "licensure",
	"bls", "acls", "pals", "nrp", "tncc", "cpr", "ccrn", "registered nurse", "cdl", "osha", "pmp",
	"comptia", "aws certified", "cissp", "ccna", "first aid", "red cross", "american heart"}

func looksLikeCert(s string) bool {
	l := strings.ToLower(s)
	for _, w := range certCueWords {
		if len(w) <= 4 {
			if containsWord(l, w) {
				return true
			}
			continue
		}
		if startsWord(l, w) {
			return true
		}
	}
	return false
}

// startsWord reports whether lower-case s holds w at the start of a word ("licensure" in
// "state licensure", not in "prelicensure").
func startsWord(s, w string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return false
		}
		k += i
		if k == 0 || !isAlnumByte(s[k-1]) {
			return true
		}
		i = k + 1
	}
}

// containsWord reports whether lower-case s holds w as a whole word.
func containsWord(s, w string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return false
		}
		k += i
		before := k == 0 || !isAlnumByte(s[k-1])
		after := k+len(w) == len(s) || !isAlnumByte(s[k+len(w)])
		if before && after {
			return true
		}
		i = k + 1
	}
}

// certItem is a certification with the state it names, if any.
type certItem struct {
	c     Certification
	state string
}

// certEntry is one written certification: a line, a bulleted item with its wrapped lines, or
// a table row.
type certEntry struct {
	text   string
	issuer string // from an issuer column of a table
	bullet bool
	dash   bool // its bullet was a dash
	table  bool
	row    bool // a row under a table's headings: one credential, its cells its details
}

// certHeaderWords name the columns of a certifications table.
var certHeaderWords = setOf(`certification certifications certificate certificates credential
credentials license licence licenses name organization organisation issuer issuing issued body
authority expires expiry expiration exp date dates number no id valid until through status state type
standard process level held by position`)

// certEntries gathers the certification lines into entries. Lines that a narrow column or a
// table cell wrapped are put back together: a line without a bullet under a bulleted item, a
// dash-led line under an item bulleted otherwise that did not end a sentence ("... Association"
// / "– BACB #1-23-45678"), and a short line under a table row ("Corporation").
func (p *parser) certEntries() []certEntry {
	var out []certEntry
	var roles []string // column roles of a table, from its header row
	bulleted := false
	prevIdx := -2
	for i, l := range p.lines {
		if l.sec != secCerts && !p.certLine[i] {
			continue
		}
		adjacent := i == prevIdx+1 && !l.afterHeading
		prevIdx = i
		if l.bullet && !l.dashBullet {
			bulleted = true
		}
		text := l.text
		if endorsementsLine(text) || endorsementsLine(l.label+":") {
			continue // "Endorsements: Chemistry (6–12) · Physics (6–12)": details of the licence above
		}
		if referencesRemark(text) {
			continue // "References available on request.": the resume's last line, no credential
		}
		if r, ok := certHeaderRoles(text); ok {
			roles = r
			continue // a table's column headings, or one of them on a line of its own
		}
		if issuedBy(text) {
			// "Issued by ASCP Board of Certification  Jul 2015": the details of the credential
			// above, read by parseCert as such
			out = append(out, certEntry{text: text, bullet: l.bullet, dash: l.dashBullet})
			continue
		}
		if n := len(out); n > 0 && adjacent && !l.blankBefore && len(roles) == 0 && !out[n-1].table && strings.Contains(text, "\t") &&
			wrapsSpelledOut(out[n-1].text, strings.Split(text, "\t")[0]) {
			// "..., Neonatal" / "Resuscitation Program (NRP), <tab> PALS,": a list's item cut at
			// the line's end, the line after it set in columns
			out[n-1].text += " " + strings.ReplaceAll(text, "\t", " ")
			continue
		}
		if cells := splitWith(text, []string{"\t"}); len(roles) == 0 && len(cells) > 1 && gutterLabel(cells[0]) && namesAnyCredential(strings.Join(cells[1:], " ")) {
			// "ND <tab> Physical Therapist License #PT-3318", "AHA / ENA <tab> BLS, ACLS": a label
			// in a gutter before the credentials it files
			text = strings.Join(cells[1:], "\t")
		}
		if strings.Contains(text, "\t") || len(roles) > 0 && strings.Contains(text, " | ") {
			if cells := splitWith(text, []string{"\t"}); len(roles) == 0 && len(cells) > 1 && allCredentials(cells) {
				// "Indiana Journeyman Electrician License <tab> NFPA 70E Qualified Electrical
				// Worker": a grid of credentials, one a cell
				for _, c := range cells {
					out = append(out, certEntry{text: c, bullet: l.bullet, table: true, row: true})
				}
				continue
			}
			out = append(out, tableEntry(splitWith(text, []string{"\t", " | "}), roles, l.bullet))
			continue
		}
		if n := len(out); n > 0 && adjacent && !l.blankBefore && len(out[n-1].text) < 300 {
			w := wrapCtx{p: p, last: &out[n-1], l: l, bulleted: bulleted}
			if rule, ok := w.match(); ok {
				rule.join(w)
				continue
			}
		}
		out = append(out, certEntry{text: text, bullet: l.bullet, dash: l.dashBullet})
	}
	return out
}

// certHeaderRoles reads a certifications table's header row, or a column heading on a line of
// its own (no roles then): the role of each column.
func certHeaderRoles(text string) ([]string, bool) {
	switch {
	case isCertHeader([]string{text}) || strings.Contains(text, " | ") && isCertHeader(splitWith(text, []string{" | "})):
		if !strings.Contains(text, " | ") {
			return nil, true
		}
		return columnRoles(splitWith(text, []string{" | "})), true
	case strings.Contains(text, "\t") && isCertHeader(splitWith(text, []string{"\t", " | "})):
		return columnRoles(splitWith(text, []string{"\t", " | "})), true
	}
	return nil, false
}

// columnRoles are the roles of a header row's columns.
func columnRoles(cells []string) []string {
	roles := make([]string, len(cells))
	for k, c := range cells {
		roles[k] = columnRole(c)
	}
	return roles
}

// tableEntry reads a row of a certifications table by its columns' roles: the issuer's cell
// is the issuer, dates and numbers are labelled for parseCert, and a state column names the
// licence's state ("Registered Nurse | Oregon" reads as "Oregon Registered Nurse").
func tableEntry(cells, roles []string, bullet bool) certEntry {
	e := certEntry{bullet: bullet, table: true, row: len(roles) == len(cells)}
	var parts []string
	state := ""
	for k, c := range cells {
		role := ""
		if k < len(roles) && len(roles) == len(cells) {
			role = roles[k]
		}
		switch role {
		case "issuer":
			e.issuer = c
		case "exp":
			parts = append(parts, "exp "+c)
		case "issue":
			parts = append(parts, "issued "+c)
		case "id":
			parts = append(parts, "#"+c)
		case "state":
			state = c
		default:
			parts = append(parts, c)
		}
	}
	if _, _, ok := stateCode(state); ok && len(parts) > 0 {
		parts[0] = state + " " + parts[0]
	}
	e.text = strings.Join(parts, " | ")
	return e
}

// wrapCtx is a line of the certifications and the entry above it, for the wrap rules.
type wrapCtx struct {
	p        *parser
	last     *certEntry
	l        line
	bulleted bool // the list so far has bullets other than dashes
}

// wrapRule is a way a line continues the entry above it, rather than starting one: when says
// whether it does, join adds it.
type wrapRule struct {
	name string
	when func(w wrapCtx) bool
	join func(w wrapCtx)
}

// joinSpace, joinDash add the line to the entry above with a space or a spaced dash.
func joinSpace(w wrapCtx) { w.last.text += " " + w.l.text }
func joinDash(w wrapCtx)  { w.last.text += " – " + w.l.text }

// certWraps are the ways a certification's entry goes on onto the next line, tried in order;
// a new layout is a row.
var certWraps = []wrapRule{
	{"a line the layout found may go on from the line above ('Oklahoma Journeyman' / 'Electrician License #JE-')", func(w wrapCtx) bool {
		return w.l.mayWrap && !w.l.bullet && !w.last.table
	}, func(w wrapCtx) {
		if hyphenatedEnd(w.last.text) {
			w.last.text += w.l.text
			return
		}
		joinSpace(w)
	}},
	{"a table cell's wrapped end", func(w wrapCtx) bool {
		return w.last.table && !w.l.bullet && wordCount(w.l.text) <= 3 && !hasDigit(w.l.text) && !isCertName(w.l.text)
	}, func(w wrapCtx) {
		// it goes to the issuer when it reads as one
		switch last, text := w.last, w.l.text; {
		case last.issuer != "" && orgNamed(last.issuer+" "+text) && !orgNamed(last.issuer):
			last.issuer += " " + text
		case strings.Contains(last.text, " | "):
			k := strings.Index(last.text, " | ")
			last.text = last.text[:k] + " " + text + last.text[k:]
		default:
			last.text += " " + text
		}
	}},
	{"a name cut after a joining word ('Kansas CDL Class A with' / 'Tanker and Hazmat (N, H, X)')", func(w wrapCtx) bool {
		ws := strings.Fields(w.last.text)
		return !w.l.bullet && !w.last.table && len(ws) >= 2 && joiningWords[strings.ToLower(ws[len(ws)-1])]
	}, joinSpace},
	{"a name cut after its colon ('Microsoft Certified:' / 'Power BI Data Analyst')", func(w wrapCtx) bool {
		return !w.l.bullet && !w.last.table && strings.HasSuffix(w.last.text, ":") && !strings.Contains(w.last.text[:len(w.last.text)-1], ":")
	}, joinSpace},
	{"a bracket closed on the next line ('(No.' / '214877-30)')", func(w wrapCtx) bool {
		return !w.l.bullet && openBracket(w.last.text) && strings.Count(w.l.text, ")") > strings.Count(w.l.text, "(")
	}, joinSpace},
	{"a bracketed remark under its credential ('Registered Nurse, Nebraska' / '(compact) #RN-88213')", func(w wrapCtx) bool {
		return !w.l.bullet && !w.last.table && strings.HasPrefix(strings.TrimSpace(w.l.text), "(")
	}, joinSpace},
	{"a word hyphenated at the break ('OSHA 30-' / 'Hour Construction')", func(w wrapCtx) bool {
		return !w.l.bullet && hyphenatedEnd(w.last.text)
	}, func(w wrapCtx) { w.last.text += w.l.text }},
	{"an issuer's name run on under 'Issued by' ('... Financial and Professional' / 'Regulation')", func(w wrapCtx) bool {
		return !w.l.bullet && issuedBy(w.last.text) && wordCount(w.l.text) <= 3 && !hasDigit(w.l.text) && titleCased(w.l.text) &&
			!credentialLike(w.l.text) && !looksLikeCert(w.l.text) && !startsWithCredential(w.l.text)
	}, joinSpace},
	{"sentences run on in a narrow column ('..., active through' / '2026. Certified Emergency Nurse (CEN)' / 'Board of ...'), up to a line that starts a credential", func(w wrapCtx) bool {
		return !w.l.bullet && !w.last.table && !endsSentenceMark(w.last.text) &&
			(sentenceEndInside(w.l.text) || sentenceEndInside(w.last.text) && !leadsWithCredential(w.l.text))
	}, joinSpace},
	{"the rest of a sentence ('which expires 09/30/2027.')", func(w wrapCtx) bool {
		return !w.l.bullet && startsLower(w.l.text) && !startsLower(w.last.text)
	}, joinSpace},
	{"an issuer's name cut by a narrow column ('BLS — American Heart' / 'Association'), or a line cut after a dash", func(w wrapCtx) bool {
		return !w.l.bullet && (joinsIssuer(w.last.text, w.l.text) || endsWithDash(w.last.text))
	}, joinSpace},
	{"the issuer and a date under its credential ('NBCSN · Jun 2021', 'American Heart Association · Apr 2025')", func(w wrapCtx) bool {
		return !w.l.bullet && !w.last.table && !strings.Contains(w.last.text, " – ") && w.p.issuerThenDate(w.l.text)
	}, joinDash},
	{"the issuer under its credential ('... Licensing Board', 'OSHA')", func(w wrapCtx) bool {
		return !w.l.bullet && !w.last.table && issuerLine(w.l.text) && !strings.Contains(w.last.text, " – ")
	}, joinDash},
	{"an unbulleted line under a bulleted item", func(w wrapCtx) bool {
		return w.bulleted && w.last.bullet && !w.last.dash && !w.l.bullet
	}, joinSpace},
	{"a name whose short form spells out both lines ('Pediatric Advanced Life' / 'Support (PALS)')", func(w wrapCtx) bool {
		return !w.l.bullet && !w.last.table && wrapsSpelledOut(w.last.text, w.l.text)
	}, joinSpace},
	{"a date under its label ('... — renew' / '03/2027'), or its year under its month", func(w wrapCtx) bool {
		return !w.l.bullet && w.p.datedLabelEnds(w.last.text, w.l.text)
	}, joinSpace},
	{"a dash-led line in a list not led by dashes ('— National League for Nursing')", func(w wrapCtx) bool {
		return w.l.dashBullet && !w.last.dash && !w.last.table
	}, joinDash},
	{"a dash-led line under a bulleted item that did not end a sentence", func(w wrapCtx) bool {
		return w.last.bullet && !w.last.dash && w.l.dashBullet && !endsSentenceMark(w.last.text)
	}, joinDash},
}

// sentenceEndInside reports a line that ends a sentence and starts another: "2026. Certified
// Emergency Nurse (CEN)", not "Lic. No. 4471" nor "U.S. Coast Guard".
func sentenceEndInside(s string) bool {
	for i := 1; i+2 < len(s); i++ {
		if s[i] == '.' && s[i+1] == ' ' && s[i+2] >= 'A' && s[i+2] <= 'Z' && !abbreviationBefore(s[:i]) {
			return true
		}
	}
	return false
}

// gutterLabel reports a cell that files the credentials beside it rather than naming one: a
// state's code, issuers' short forms ("AHA / ENA"), or a kind of credential ("Licence", "Board
// cert.").
func gutterLabel(c string) bool {
	c = strings.TrimSpace(c)
	if c == "" || wordCount(c) > 3 {
		return false
	}
	if code, _, ok := stateCode(c); ok && code == c {
		return true
	}
	if s, ok := lookupHeading(normHeading(c)); ok && s == secCerts {
		return true
	}
	if l := strings.ToLower(c); strings.HasPrefix(l, "board cert") {
		return true
	}
	parts := strings.FieldsFunc(c, func(r rune) bool { return r == '/' || r == ',' || r == '&' || r == ' ' })
	for _, pt := range parts {
		if !issuerShortName(pt) || isCertName(pt) {
			return false
		}
	}
	return len(parts) > 0
}

// issuedBy reports a line that names who issued the credential above it: "Issued by AACN".
func issuedBy(s string) bool {
	return len(s) > 10 && strings.EqualFold(s[:10], "issued by ")
}

// openBracket reports a line whose last bracket is still open: "RN License (No.".
func openBracket(s string) bool {
	return strings.LastIndexByte(s, '(') > strings.LastIndexByte(s, ')')
}

// hyphenatedEnd reports a line that ends in a word cut at a hyphen ("OSHA 30-"), not in a
// spaced dash.
func hyphenatedEnd(s string) bool {
	return len(s) >= 2 && s[len(s)-1] == '-' && isAlnumByte(s[len(s)-2])
}

// allCredentials reports cells that each name a credential of their own: one the vocabulary
// or a cue word names, or a name led by its issuer's short form ("NFPA 70E Qualified
// Electrical Worker").
func allCredentials(cells []string) bool {
	for _, c := range cells {
		c = strings.TrimSpace(c)
		ws := strings.Fields(c)
		if len(ws) == 0 {
			return false
		}
		_, issuerLed := issuerAbbrevs[ws[0]]
		issuerLed = issuerLed && isAllCaps(ws[0]) && len(ws) >= 3 && titleCased(c)
		if !(looksLikeCert(c) || isCertName(c) || credentialConcept(c) || credentialLike(c) || issuerLed) {
			return false
		}
	}
	return true
}

// match finds the first wrap rule the line follows.
func (w wrapCtx) match() (wrapRule, bool) {
	for _, r := range certWraps {
		if r.when(w) {
			return r, true
		}
	}
	return wrapRule{}, false
}

// issuerLine reports a line that names an organisation and no credential: an issuer written
// under the credential it issued.
func issuerLine(s string) bool {
	// "Board of Certification for Emergency Nursing": a body named first, not a credential that
	// its words ("Certification") would make it look like
	ws := fieldWords(s)
	bodyFirst := len(ws) > 2 && orgNameWords[ws[0]]
	if hasDigit(s) || looksLikeCert(s) && !bodyFirst || isCertName(s) || wordCount(s) > 8 || credentialConcept(s) || namesField(s) ||
		strings.Contains(s, ":") { // "Microsoft Office Specialist: Excel Expert": a vendor's credential and its level
		return false
	}
	// "Phlebotomy Technician (PBT), ASCP": a credential named by a role, its issuer after it,
	// not the issuer of the credential above
	head, _, _ := strings.Cut(s, ",")
	head, _, _ = strings.Cut(head, "(")
	if hw := fieldWords(head); len(hw) >= 2 && roleHeads[hw[len(hw)-1]] {
		return false
	}
	return findIssuer(s) != "" || len(ws) >= 2 && (orgHeads[ws[len(ws)-1]] || nameHeadNouns[ws[len(ws)-1]])
}

// issuerThenDate reports a line that is an issuer's name alone (known, or ending in an
// organisation's head noun) or a short form that names no credential, then a date after a
// middle dot, a bar or a comma: the details of the credential above.
func (p *parser) issuerThenDate(s string) bool {
	for _, sep := range []string{" · ", " | ", ", "} {
		i := strings.LastIndex(s, sep)
		if i <= 0 {
			continue
		}
		head, tail := strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+len(sep):])
		ds := p.sc.findDates(tail)
		if len(ds) != 1 || ds[0].lo != 0 || ds[0].hi != len(tail) {
			continue
		}
		if isCertName(head) || credentialConcept(head) || strings.ContainsAny(head, "(),") {
			return false
		}
		ws := fieldWords(head)
		return strings.EqualFold(findIssuer(head), head) || acronym(head) && !looksLikeCert(head) ||
			len(ws) >= 2 && (orgHeads[ws[len(ws)-1]] || nameHeadNouns[ws[len(ws)-1]])
	}
	return false
}

// namesField reports a line that is a profession's or a specialty's name and nothing else
// ("Respiratory Care", "Critical Care"): the middle of a credential's name a narrow column
// wrapped, not an issuer, though "Care" ends some organisations' names.
func namesField(s string) bool {
	t := strings.TrimSpace(s)
	ws := fieldWords(t)
	if len(ws) == 0 || orgNameWords[ws[len(ws)-1]] || ws[len(ws)-1] == "hospital" || ws[len(ws)-1] == "clinic" {
		return false // "Children's Hospital": an organisation the vocabulary reads as its specialty
	}
	for _, c := range findConcepts(t) {
		if (c.kind == kindSpecialty || c.kind == kindProfession) && c.lo == 0 && c.hi == len(t) {
			return true
		}
	}
	return false
}

// wrapsSpelledOut reports whether b ends a credential's name that a begins (the last item of
// a list, the first of b's): b ends with a bracketed short form ("(PALS)", "(RRT-NPS)") whose
// letters, or its last hyphened part's, are the initials of a and b's words together but not of
// b's alone.
func wrapsSpelledOut(a, b string) bool {
	// "..., Neonatal" / "Resuscitation Program (NRP), PALS": in a list, the last item is cut
	if i := strings.LastIndex(a, ", "); i >= 0 && !strings.HasSuffix(a, ",") {
		a = a[i+2:]
	}
	if i := strings.Index(b, "), "); i >= 0 {
		b = b[:i+1]
	}
	b = strings.TrimRight(b, ",\t ")
	open := strings.LastIndexByte(b, '(')
	if open < 0 || !strings.HasSuffix(b, ")") || strings.ContainsAny(a, "()0123456789") || wordCount(a) > 5 {
		return false
	}
	short := b[open+1 : len(b)-1]
	if i := strings.LastIndexByte(short, '-'); i >= 0 {
		short = short[i+1:]
	}
	if len(short) < 2 || !acronym(short) {
		return false
	}
	words := func(s string) []string {
		return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '/' })
	}
	return initialsOf(words(a+" "+b[:open])) == short && initialsOf(words(b[:open])) != short
}

// endorsementsLine reports whether a line lists the endorsements of a licence ("Endorsements:
// H, N, T", "Endorsement: Science (7–12)"): its label names them, and they are no credentials of
// their own.
func endorsementsLine(s string) bool {
	label, _, ok := strings.Cut(s, ":")
	label = strings.ToLower(strings.TrimSpace(label))
	return ok && (label == "endorsement" || label == "endorsements" || label == "endorsed in" || label == "endorsement areas")
}

// datedLabelEnds reports whether a ends with a date's label ("renew", "exp.", "issued") and b
// starts with the date it labels.
func (p *parser) datedLabelEnds(a, b string) bool {
	if monthEnds(a) && len(b) >= 4 && isYearLike(b[:4]) && (len(b) == 4 || !isAlnumByte(b[4])) {
		return true // "renewal due Feb" / "2028, BLS ...": a date cut between its month and year
	}
	if !expiryWordRE.MatchString(a) && !issueWordRE.MatchString(a) {
		return false
	}
	ds := p.sc.findDates(b)
	return len(ds) > 0 && strings.TrimSpace(b[:ds[0].lo]) == ""
}

// monthEnds reports whether s ends with a month's name.
func monthEnds(s string) bool {
	i := strings.LastIndexByte(s, ' ')
	_, ok := monthNames[strings.ToLower(strings.TrimSuffix(s[i+1:], "."))]
	return ok && i >= 0
}

// joinsIssuer reports whether the end of a and the start of b make up an issuer's name that
// neither holds alone: "Society for Human Resource" / "Management".
func joinsIssuer(a, b string) bool {
	ab := a + " " + b
	j := findIssuer(ab)
	if j == "" || j == findIssuer(a) {
		return false
	}
	// "Registered Nurse" / "Texas Board of Nursing": b names a whole issuer by itself, which
	// a board's pattern only runs on into the credential above
	if jb := findIssuer(b); jb != "" && containsFold(b, strings.ToLower(jb)) && strings.HasSuffix(strings.ToLower(j), strings.ToLower(jb)) {
		return false
	}
	// written across the break ("American Heart" / "Association (AHA)"), not only abbreviated
	// on the next line ("BLS – AHA" / "ACLS – AHA")
	lj := strings.ToLower(j)
	return j != findIssuer(b) || containsFold(ab, lj) && !containsFold(b, lj)
}

// endsWithDash reports a line cut after a spaced dash: its details are on the next line.
func endsWithDash(s string) bool {
	for _, d := range []string{" -", " –", " —"} {
		if strings.HasSuffix(s, d) {
			return true
		}
	}
	return false
}

// isCertHeader reports whether cells are column headings: every word one of certHeaderWords.
func isCertHeader(cells []string) bool {
	words := 0
	for _, c := range cells {
		for _, w := range fieldWords(c) {
			if !certHeaderWords[w] {
				return false
			}
			words++
		}
	}
	return words > 0
}

// columnRole reads what a certifications table's column holds from its heading.
func columnRole(h string) string {
	l := strings.ToLower(h)
	switch {
	case strings.Contains(l, "organi") || strings.Contains(l, "issuer") || strings.Contains(l, "issuing") || strings.Contains(l, "issued by") ||
		strings.Contains(l, "body") || strings.Contains(l, "authority"):
		return "issuer"
	case strings.Contains(l, "exp") || strings.Contains(l, "valid") || strings.Contains(l, "until"):
		return "exp"
	case strings.Contains(l, "issued"):
		return "issue"
	case strings.Contains(l, "number") || l == "no" || l == "no." || l == "id" || l == "#":
		return "id"
	case l == "state" || l == "jurisdiction":
		return "state"
	}
	return ""
}

// certifications reads the certification lines (the certifications section and lines routed
// there from education and skills).
func (p *parser) certifications() []certItem {
	var out []certItem
	for _, e := range p.certEntries() {
		if proseLike(e.text) && !looksLikeCert(e.text) && !credentialConcept(e.text) || proseLike(e.text) && strings.Contains(strings.ToLower(e.text), " not ") {
			continue // "Wisconsin does not require state licensure"
		}
		items := []string{e.text}
		if !e.row {
			items = splitCertList(e.text)
		}
		for _, it := range items {
			if taxonomy.NotYetHeld(it) {
				continue // "Texas license application pending": not held yet
			}
			cis, cont := p.parseCerts(it)
			if cont && len(out) > 0 && !e.bullet {
				// "Issued by AHA, expires 05/2027" under the certification it belongs to
				last := &out[len(out)-1]
				for _, ci := range cis {
					mergeCert(&last.c, ci.c)
					if last.state == "" {
						last.state = ci.state
					}
				}
				continue
			}
			for _, ci := range cis {
				if ci.c.Name == "" || loneWord(ci.c.Name) {
					continue
				}
				if e.issuer != "" {
					ci.c.IssuingOrganization = e.issuer
				}
				out = append(out, ci)
			}
		}
	}
	return out
}

// loneWord reports a name that is one ordinary word ("Survival", "Equipment", "Specialty"):
// a fragment of a line a layout cut, a column's label or a word of a wrapped name, not a
// credential, which a short form ("CPR", "MSc"), a number or the vocabulary's credentials and
// skills would make it.
func loneWord(name string) bool {
	t := strings.TrimSpace(name)
	// a short form is short or in parts ("NCLEX-RN"): "CLINICAL" in capitals is a group's label
	if strings.ContainsAny(t, " 0123456789") || acronym(t) && (utf8.RuneCountInString(t) <= 6 || strings.ContainsAny(t, "-/")) || mixedShortForm(t) ||
		isCertName(t) || credentialConcept(t) {
		return false
	}
	for _, c := range findConcepts(t) {
		if c.kind == kindCert || c.kind == kindLicense || c.kind == kindSkill {
			return false // "Forklift": a skill the vocabulary knows, certified as such
		}
	}
	return true
}

// parseCerts reads one certification, or several that share their issuer and dates ("ACLS,
// BLS – AHA – exp 08/2027", "BLS and ACLS (AHA)"): one entry per credential.
func (p *parser) parseCerts(text string) ([]certItem, bool) {
	ci, cont := p.parseCert(text)
	if cont {
		return []certItem{ci}, true
	}
	names := splitCredentials(ci.c.Name)
	out := make([]certItem, 0, len(names))
	for _, n := range names {
		x := ci
		x.c.Name = n
		out = append(out, x)
	}
	return out, false
}

// splitCredentials cuts "ACLS, BLS", "BLS & ACLS", "BLS / ACLS", "BLS + ACLS" into its
// credentials when every part is one; "Reach Truck & Order Picker Certification" stays whole.
func splitCredentials(name string) []string {
	if isCertName(name) || cprCard(name) {
		return []string{name} // "CPR/AED", "CPR/First Aid" are one card
	}
	parts := []string{name}
	for _, sep := range []string{", ", " / ", "/", " & ", " and ", " + "} {
		var next []string
		for _, pt := range parts {
			for _, q := range strings.Split(pt, sep) {
				if q = strings.TrimSpace(q); q != "" {
					next = append(next, q)
				}
			}
		}
		parts = next
	}
	if len(parts) < 2 {
		return []string{name}
	}
	for _, pt := range parts {
		if !credentialLike(pt) {
			return []string{name}
		}
	}
	return parts
}

// cprCard reports a CPR course named with what it is taught with ("CPR/BLS", "CPR/First Aid",
// "First Aid/CPR/AED"): one card, not several credentials.
func cprCard(name string) bool {
	parts := strings.Split(name, "/")
	if len(parts) < 2 || strings.Contains(name, " / ") {
		return false
	}
	for _, pt := range parts {
		if strings.EqualFold(strings.TrimSpace(pt), "CPR") {
			return true
		}
	}
	return false
}

// credentialLike reports a credential's short name: one the vocabulary knows, or an
// abbreviation such as "NIHSS" or "RNC-OB".
func credentialLike(s string) bool {
	if isCertName(s) {
		return true
	}
	return acronym(s)
}

// mixedShortForm reports an organisation's short form written in mixed case: one word of three
// to six letters, capital first, two capitals or more ("APhA", "AAoA").
func mixedShortForm(s string) bool {
	n := utf8.RuneCountInString(s)
	if n < 3 || n > 6 || strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r) && capitals(s) >= 2 && capitals(s) < n
}

// acronym reports a word of 2 to 10 capitals, digits and hyphens holding two letters or more.
func acronym(s string) bool {
	if len(s) < 2 || len(s) > 10 {
		return false
	}
	letters := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'A' && c <= 'Z':
			letters++
		case c >= '0' && c <= '9' || c == '-' || c == '&':
		default:
			return false
		}
	}
	return letters >= 2
}

// orgNameWords make a phrase an organisation that issues credentials.
var orgNameWords = setOf(`association institute commission board society council academy
corporation department registry alliance foundation agency bureau administration college
university excellence organization organisation federation center centre authority ministry
league union network services ambulance contractors builders`)

// orgNamed reports whether s names an organisation (rather than a credential): an issuer the
// vocabulary knows, or a name headed by an organisation's word, last or before what it is of
// ("American Heart Association", "Board of Certification", "Commission on ..."), not one
// whose word only qualifies the next ("Data Center Virtualization").
func orgNamed(s string) bool {
	if findIssuer(s) != "" && !isCertName(s) {
		return true
	}
	ws := fieldWords(strings.NewReplacer("(", " ", ")", " ").Replace(s))
	for i, w := range ws {
		if !orgNameWords[w] {
			continue
		}
		// last; before what it is of, a number's label or a bracketed short form; or before
		// a country's code that ends the name ("Resuscitation Council UK")
		if i+1 == len(ws) || orgLinks[ws[i+1]] || acronym(strings.ToUpper(ws[i+1])) && strings.Contains(s, "("+strings.ToUpper(ws[i+1])) ||
			i+2 == len(ws) && len(ws[i+1]) <= 3 {
			return true
		}
	}
	return false
}

// orgLinks follow an organisation's head word: what it is of ("Board of", "Center for"), the
// label of its number ("Registry No.").
var orgLinks = setOf(`of for on in and & de no number`)

// mergeCert fills the empty fields of dst from src.
func mergeCert(dst *Certification, src Certification) {
	if dst.IssuingOrganization == "" {
		dst.IssuingOrganization = src.IssuingOrganization
	}
	if dst.IssueDate == "" {
		dst.IssueDate = src.IssueDate
	}
	if dst.ExpirationDate == "" {
		dst.ExpirationDate = src.ExpirationDate
	}
	if dst.CredentialID == "" {
		dst.CredentialID = src.CredentialID
	}
}

// dedupCerts merges certifications of the same key (the vocabulary's concept, or the name)
// unless their issuers or numbers differ (an RN licence in two states is two licences). The
// first one's name is kept.
func dedupCerts(cs []Certification, keys []string) ([]Certification, []string) {
	out := cs[:0]
	var outKeys []string
	for i, c := range cs {
		dup := false
		for k := range out {
			o := &out[k]
			if outKeys[k] != keys[i] ||
				o.IssuingOrganization != "" && c.IssuingOrganization != "" && !strings.EqualFold(o.IssuingOrganization, c.IssuingOrganization) ||
				o.CredentialID != "" && c.CredentialID != "" && o.CredentialID != c.CredentialID {
				continue
			}
			dup = true
			mergeCert(o, c)
			break
		}
		if !dup {
			out = append(out, c)
			outKeys = append(outKeys, keys[i])
		}
	}
	return out, outKeys
}

// splitCertList splits a certification line into its credentials, one item each, in three
// stages: its sentences ("... expires 11/30/2027. OSHA 10."), the list each sentence is
// (listItems), and credentials set side by side with dashes (dashItems).
func splitCertList(s string) []string {
	var out []string
	for _, sentence := range credentialSentences(s) {
		for _, piece := range runTogether(sentence) {
			for _, it := range listItems(piece) {
				out = append(out, dashItems(it)...)
			}
		}
	}
	return out
}

// runTogether cuts a line of credentials written one after another without separators (a
// theme's commas drawn by its style sheet, lost in a Word copy): "PMH-BC (ANCC) South Carolina
// RN License #241187 (Compact) CPI Certified Instructor BLS". A credential ends at a closing
// bracket, at its number, at its issuer's name, after a short credential's whole name before
// another ("CPN PALS BLS"), before a vendor's "X Certified" ("... – Associate HashiCorp
// Certified: ...") or before a short form the vocabulary knows at the line's end; the line is
// cut there when the text on each side names a credential.
func runTogether(s string) []string {
	if strings.ContainsAny(s, ";|·•\t") {
		return []string{s}
	}
	ws := strings.Fields(s)
	// "Registered Nurse, Texas Board of Nursing Certified Pediatric Nurse (CPN) PALS BLS": a
	// comma belongs to the first credential's details; the cuts come after the last one
	lastComma := -1
	for i, w := range ws {
		if strings.HasSuffix(w, ",") {
			lastComma = i
		}
	}
	var out []string
	start := 0
	for i := max(0, lastComma+1); i+1 < len(ws); i++ {
		next := ws[i+1]
		if r, _ := utf8.DecodeRuneInString(next); !unicode.IsUpper(r) || !strings.ContainsFunc(ws[i], func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
			continue // a dash between them is dashItems' to cut
		}
		left := strings.Join(ws[start:i+1], " ")
		// "... Solutions Architect – Associate Certified Kubernetes Administrator (CKA)": a
		// credential's first word after a whole credential
		// after a credential's end or a role's ("... – Associate", "... Administrator"), not
		// inside a name ("CPI Nonviolent" / "Crisis Intervention Certified Instructor")
		vendor := vendorCertified(ws[i+1:]) && (credentialEnds(left) || roleHeads[strings.ToLower(ws[i])])
		starts := i-start >= 1 && (credentialStarts[strings.ToLower(next)] && credentialLeads(strings.Join(ws[i+1:], " ")) && credentialEnds(left) || vendor)
		// "CPN PALS BLS", "NFPA 70E OSHA 30": a short credential's whole name, ending in a short
		// form or a figure, before a short form
		shortAfter := (acronym(ws[i]) || hasDigit(ws[i])) && i-start < 3 && (isCertName(left) || standardCode(left)) &&
			(isCertName(next) || i+2 < len(ws) && isCertName(next+" "+ws[i+2])) && !isCertName(left+" "+next) // "BLS CPR": one card
		ends := starts || shortAfter || strings.HasSuffix(ws[i], ")") || strings.HasPrefix(ws[i], "#") && hasDigit(ws[i]) || endsWithIssuer(left) ||
			i+2 == len(ws) && acronym(next) && isCertName(next) && !issuerConnectors[strings.ToLower(ws[i])]
		right := strings.Join(ws[i+1:], " ")
		if !ends || !namesAnyCredential(left) && !standardCode(left) || !namesAnyCredential(right) || orgNamed(right) && !leadsWithCredential(right) && !standardCode(right) && !vendor ||
			letterWords(right) < 2 && !acronym(next) {
			continue // "Basic Life Support (BLS) American Heart Association": the issuer after it
		}
		out = append(out, left)
		start = i + 1
	}
	if len(out) == 0 {
		return []string{s}
	}
	return append(out, strings.Join(ws[start:], " "))
}

// letterWords counts the words of s that hold a letter: "Certified 2022" has one.
func letterWords(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		if strings.ContainsFunc(w, unicode.IsLetter) {
			n++
		}
	}
	return n
}

// endsWithIssuer reports text that ends with an issuer's name written out.
func endsWithIssuer(s string) bool {
	ls := strings.ToLower(s)
	for _, n := range issuerNamesLower {
		if strings.HasSuffix(ls, " "+n) {
			return true
		}
	}
	return false
}

// credentialSentences cuts a line at the ends of its sentences when two of them or more name
// credentials; a sentence that names none stays with the one before it ("... exp 9/2029.
// Clean record.").
func credentialSentences(s string) []string {
	var out []string
	named := 0
	start := 0
	for i := 0; i+2 < len(s); i++ {
		if s[i] != '.' || s[i+1] != ' ' || !(s[i+2] >= 'A' && s[i+2] <= 'Z') || abbreviationBefore(s[:i]) {
			continue
		}
		out, named = appendSentence(out, s[start:i+1], named)
		start = i + 2
	}
	out, named = appendSentence(out, s[start:], named)
	if named < 2 {
		return []string{s}
	}
	return out
}

// appendSentence adds a sentence to a line's sentences, or to the one before when it names no
// credential; named counts those that do.
func appendSentence(out []string, sentence string, named int) ([]string, int) {
	sentence = strings.TrimSpace(sentence)
	if looksLikeCert(sentence) || credentialConcept(sentence) {
		return append(out, sentence), named + 1
	}
	if n := len(out); n > 0 {
		out[n-1] += " " + sentence
		return out, named
	}
	return append(out, sentence), named
}

// abbreviationBefore reports whether the word that ends s, before a full stop, is an
// abbreviation rather than a sentence's last word: "No", "Lic", "exp", an initial, "U.S".
func abbreviationBefore(s string) bool {
	i := strings.LastIndexAny(s, " (") + 1
	w := strings.ToLower(s[i:])
	return len(w) <= 1 || strings.Contains(w, ".") || abbreviations[w]
}

// abbreviations end with a full stop inside a sentence.
var abbreviations = setOf(`no nos lic exp inc st dr jr sr co corp ltd reg cert dept approx est`)

// dashItems cuts an item at spaced dashes where another credential begins ("Certified Surgical
// Technologist (NBSTSA) - CST – BLS": BLS is a credential of its own, CST the same one
// abbreviated); the parts that name no other credential (an issuer, a date, a state) stay.
func dashItems(s string) []string {
	parts, seps := splitDashes(s)
	if len(parts) < 2 {
		return []string{s}
	}
	out := []string{parts[0]}
	have := credentialsNamed(parts[0])
	for k, pt := range parts[1:] {
		ids := credentialsNamed(pt)
		// "Sterile Compounding Certificate (CSPT) – PTCB": an issuer's short form after a
		// credential written out is its issuer, though the vocabulary knows it as a credential
		issuer := acronym(pt) && findIssuer(pt) != "" && (writtenOut(out[len(out)-1]) || !isCertName(pt))
		// "Ohio Class A CDL — H and N endorsements, tanker": endorsements are written on the
		// licence before them, and certName keeps them out of its name
		if len(ids) > 0 && leadsWithCredential(pt) && !issuer && !namesEndorsements(pt) &&
			!slices.ContainsFunc(ids, func(id taxonomy.ID) bool { return slices.Contains(have, id) }) {
			out = append(out, pt)
			have = ids
			continue
		}
		out[len(out)-1] += seps[k] + pt
		have = append(have, ids...)
	}
	return out
}

// namesEndorsements reports whether s names a licence's endorsements ("P and S endorsements").
// referencesRemarkRE is the remark that ends many resumes: references on request.
var referencesRemarkRE = regexp.MustCompile(`(?i)^references?\b.{0,30}\b(?:available|provided|furnished|supplied)\b.{0,20}\brequest\.?$|^(?:available|provided) (?:up)?on request\.?$`)

// referencesRemark reports the remark that references are given on request.
func referencesRemark(s string) bool { return referencesRemarkRE.MatchString(strings.TrimSpace(s)) }

// endorsementsEnd reports a line that ends with its licence's endorsements, listed by their
// letters after the word: "..., endorsements H, N, T", "... with Endorsements: H and X".
func endorsementsEnd(s string) bool {
	l := strings.ToLower(s)
	i := strings.LastIndex(l, "endorsement")
	if i < 0 {
		return false
	}
	for _, w := range strings.FieldsFunc(l[i+len("endorsement"):], func(r rune) bool { return strings.ContainsRune(" ,:;&/()", r) }) {
		if w != "s" && w != "and" && len(w) > 1 {
			return false
		}
	}
	return true
}

func namesEndorsements(s string) bool {
	l := strings.ToLower(s)
	return containsWord(l, "endorsements") || containsWord(l, "endorsement")
}

// splitDashes cuts s at spaced dashes outside brackets, returning the parts and the separators
// between them.
func splitDashes(s string) (parts, seps []string) {
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
			continue
		case ')':
			if depth > 0 {
				depth--
			}
			continue
		}
		if depth > 0 || s[i] != ' ' {
			continue
		}
		for _, d := range []string{" - ", " – ", " — "} {
			if strings.HasPrefix(s[i:], d) {
				parts = append(parts, strings.TrimSpace(s[start:i]))
				seps = append(seps, d)
				start = i + len(d)
				i += len(d) - 1
				break
			}
		}
	}
	return append(parts, strings.TrimSpace(s[start:])), seps
}

// credentialsNamed are the certifications and licences s names as taxonomy.ReadEntry reads it,
// compact wording left out.
func credentialsNamed(s string) []taxonomy.ID {
	var out []taxonomy.ID
	for _, id := range taxonomy.ReadEntry(s, "", false).IDs {
		if k := id.Kind(); (k == taxonomy.KindCertification || k == taxonomy.KindLicense) && id != "license:multistate" {
			out = append(out, id)
		}
	}
	return out
}

// listItems splits "BLS, ACLS, PALS" into items, but keeps "BLS, American Heart Association,
// exp 05/2027" whole.
func listItems(s string) []string {
	// "California RN License (exp 2/2028); Texas license application pending": a credential
	// not held yet set apart from the others, to be dropped on its own
	if parts := splitTopLevel(s, ';'); len(parts) > 1 && slices.ContainsFunc(parts, taxonomy.NotYetHeld) {
		return parts
	}
	// "CCRN – AACN – exp 11/2027 | BLS – AHA – exp 09/2027" (or separated by middle dots):
	// several certifications on one line, each with its own details
	// "Oregon Journeyman Plumber License JP-4512; ASSE 6010 Medical Gas Installer; Backflow
	// Assembly Tester, Oregon Health Authority; OSHA 30": a paragraph of credentials set apart
	// by semicolons, a detail after one ("; exp 2027") staying with it
	if items, ok := semicolonItems(splitTopLevel(s, ';')); ok && !strings.Contains(s, "|") {
		var out []string
		for _, it := range items {
			if namesEndorsements(it) {
				out = append(out, it) // "CDL Class A, Louisiana - Endorsements H, N, T": one licence
				continue
			}
			out = append(out, listItems(it)...) // each may be a list of its own
		}
		return out
	}
	if strings.Contains(s, "|") || strings.Contains(s, " · ") || strings.Contains(s, " • ") {
		parts := splitWith(s, []string{"|", " · ", " • "})
		named := 0
		starts := make([]bool, len(parts))
		for i, pt := range parts {
			// "Certified Instrument Specialist (CIS) · HSPA · Cert. No. 1 · Expires 2027": an
			// abbreviation after a credential written out is its issuer, not another
			// credential, unless the vocabulary knows it as one
			if namesCredential(pt) && !certDetail(pt) && !(i > 0 && bareAbbrevs(pt) && !isCertName(pt) && writtenOut(parts[i-1])) {
				starts[i] = true
				named++
			}
		}
		if named >= 2 {
			var out []string
			for i, pt := range parts {
				if starts[i] || len(out) == 0 {
					out = append(out, pt)
				} else {
					out[len(out)-1] += " | " + pt
				}
			}
			return out
		}
	}
	if !strings.ContainsAny(s, ",;") || endorsementsEnd(s) {
		return []string{s} // "Indiana CDL Class A, endorsements H, N, T": one licence
	}
	if hasDigit(s) || containsFold(s, "exp") || containsFold(s, "issued") || containsFold(s, "valid") {
		// "BLS (exp. 2027), ACLS (exp. 2026)": each item starts with its own credential
		for _, sep := range []byte{';', ','} {
			parts := splitTopLevel(s, sep)
			if len(parts) < 2 {
				continue
			}
			// details only at the end are shared: "ACLS, PALS – AHA – exp 03/2028"
			all, detailed := true, 0
			for _, pt := range parts {
				if hasDigit(pt) {
					detailed++
				}
				all = all && startsWithCredential(pt)
			}
			if all && detailed >= 2 {
				return parts
			}
			// "License #DH.001 (exp. 02/2027); Local Anesthesia Permit (2019)": items set apart
			// by semicolons, each with its own dates or number
			if sep == ';' && detailed == len(parts) && allNameCredentials(parts) {
				var out []string
				for _, pt := range parts {
					out = append(out, listItems(pt)...) // each may be a list of its own
				}
				return out
			}
			// "RN - Illinois #485914, renewal due May 2028, BLS, valid through 2028-04-30,
			// PCCN": credentials each followed by the parts that detail it
			if items, ok := credentialItems(parts, string(sep)+" "); ok {
				return items
			}
		}
		return []string{s}
	}
	parts := splitList(s)
	if len(parts) < 2 {
		return []string{s}
	}
	if last := parts[len(parts)-1]; orgNamed(last) || (acronym(last) || mixedShortForm(last)) && !isCertName(last) && !credentialLike(parts[0]) {
		return []string{s} // "Conditioning Specialist (CSCS), NSCA", "..., APhA": the issuer after the name
	}
	if items, ok := issuedItems(parts); ok {
		return items
	}
	if items, ok := credentialItems(parts, ", "); ok {
		return items // "RN, Florida - multistate (NLC), BLS"
	}
	for _, pt := range parts {
		if wordCount(pt) > 6 || findIssuer(pt) != "" || strings.Contains(strings.ToLower(pt), "board of") || licenceRemark(pt) {
			return []string{s}
		}
		if _, _, ok := stateCode(pt); ok {
			return []string{s}
		}
	}
	return parts
}

// labelledCertList splits the list a "Certifications:" label introduces: the label says every
// item is a credential ("CompTIA A+, ITIL 4 Foundation, Microsoft 365 Certified: Modern
// Desktop Administrator Associate"), so the list is cut at its semicolons, or else its commas,
// and a part that only details the one before it (its issuer, a date, a number) stays with it.
// A list splitCertList cuts finer keeps that cut.
func labelledCertList(s string) []string {
	if items := splitCertList(s); len(items) > 1 {
		// "Certificate of Clinical Competence (CCC-SLP), ASHA": an issuer after a credential
		// is its issuer, not an item of the list
		out := items[:1]
		for _, it := range items[1:] {
			if issuerOnly(it) && !issuerOnly(out[len(out)-1]) && strings.Contains(s, out[len(out)-1]+", "+it) {
				out[len(out)-1] += ", " + it
				continue
			}
			out = append(out, it)
		}
		return out
	}
	sep := byte(',')
	if strings.Contains(s, ";") {
		sep = ';'
	}
	var out []string
	for _, pt := range splitTopLevel(s, sep) {
		pt = strings.TrimSpace(pt)
		if n := len(out); n > 0 && (issuerOnly(pt) || certDetail(pt)) {
			out[n-1] += string(sep) + " " + pt
			continue
		}
		if pt != "" {
			out = append(out, pt)
		}
	}
	return out
}

// semicolonItems joins a detail that follows a semicolon ("exp 2027", "renewal due May 2028")
// to the item before it, and reports whether two or more items remain that each start as a
// name does: a capital or a figure, a dozen words at most, no sentence.
func semicolonItems(parts []string) ([]string, bool) {
	if len(parts) < 2 {
		return nil, false
	}
	var out []string
	for _, pt := range parts {
		pt = strings.TrimSpace(pt)
		if pt == "" {
			continue
		}
		if len(out) > 0 && (certDetail(pt) || startsLower(pt)) {
			out[len(out)-1] += "; " + pt
			continue
		}
		out = append(out, pt)
	}
	if len(out) < 2 {
		return nil, false
	}
	for _, it := range out {
		r, _ := utf8.DecodeRuneInString(it)
		// its first run of letters is two bytes or more: a name, not a letter ("N")
		runs := strings.FieldsFunc(it, func(r rune) bool { return !unicode.IsLetter(r) })
		letters := len(runs) > 0 && len(runs[0]) >= 2
		if !unicode.IsUpper(r) && !(unicode.IsDigit(r) && titleCased(it)) || !letters || wordCount(it) > 12 || proseLike(it) || !titleCased(it) && !namesCredential(it) {
			return nil, false // "Endorsements H; N; T": letters of one licence, not items
		}
	}
	return out, true
}

// certDetail reports a part of a list that details a credential: a date, an expiry, a
// number, or where and how a licence holds ("Illinois (single-state)", "multistate (NLC)").
func certDetail(pt string) bool {
	lower := strings.ToLower(pt)
	for _, w := range detailLeads {
		if strings.HasPrefix(lower, w) {
			return true
		}
	}
	if _, _, ok := stateCode(pt); ok {
		return true
	}
	if startsLower(pt) && hasDigit(pt) && !leadsWithCredential(pt) {
		return true // "registration current through 12/31/2027"
	}
	return isYearLike(pt) || bareIDRE.MatchString(pt) || licenceRemark(pt)
}

// detailLeads start the parts of a list that detail the credential before them.
var detailLeads = []string{"exp", "issued", "valid", "renew", "due ", "#", "no.", "id", "lic.", "lic#",
	"license no", "license #", "licence no", "licence #", "through", "thru", "until"}

// licenceRemarkWords may stand beside states in a remark on where a licence holds.
var licenceRemarkWords = setOf(`multistate multi state compact nlc enlc single only license licence
lic no number privilege privileges to practice`)

// licenceRemark reports a remark on where and how a licence holds, and nothing else: states,
// compact wording, numbers ("Florida - multistate (NLC)", "Illinois (single-state)", "MN
// 86703").
func licenceRemark(s string) bool {
	states := taxonomy.FindStates(s)
	if len(states) == 0 && !taxonomy.SaysMultistate(s) {
		return false
	}
	b := []byte(s)
	for _, m := range states {
		for i := m.Start; i < m.End; i++ {
			b[i] = ' '
		}
	}
	for _, w := range strings.FieldsFunc(string(b), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !licenceRemarkWords[strings.ToLower(w)] && !hasDigit(w) {
			return false
		}
	}
	return true
}

// credentialItems reads a list whose parts are credentials, each followed by the parts that
// detail it (its dates, number, state, compact status or issuer): one item per credential,
// joined back with sep. ok is false unless every part is one or the other and there are two
// credentials or more.
func credentialItems(parts []string, sep string) ([]string, bool) {
	var out []string
	for _, pt := range parts {
		switch {
		case len(out) > 0 && (issuerOnly(pt) || certDetail(pt)):
			out[len(out)-1] += sep + pt
		case len(out) == 0 && namesCredential(pt):
			out = append(out, pt)
		case len(out) > 0 && namesCredential(pt) && credentialConcept(pt):
			// after the first, only a credential the vocabulary knows: "AWS Certified Welder,
			// SMAW 6G Pipe" is one qualification, "..., NAWCO" names the issuer
			out = append(out, pt)
		default:
			return nil, false
		}
	}
	// "ACLS, PALS – American Heart Association – exp. 03/2028": details after the last
	// credential alone are shared, which parseCerts does
	detailed := func(it string) bool { return hasDigit(it) || strings.Contains(it, sep) || findIssuer(it) != "" }
	if n := len(out); n >= 2 && detailed(out[n-1]) && !slices.ContainsFunc(out[:n-1], detailed) {
		return nil, false
	}
	return out, len(out) >= 2
}

// credentialConcept reports whether s names a credential: a certification or licence the
// taxonomy knows, or a professional title that with a state is its licence ("RN - Illinois",
// as taxonomy.ReadEntry reads it). Compact wording alone ("multistate (NLC)") details the
// licence beside it.
func credentialConcept(s string) bool {
	return len(credentialsNamed(s)) > 0
}

// orgHeadNamed reports a name that ends in an organisation's head noun ("... Board",
// "... Association"): an issuer, whatever it certifies.
func orgHeadNamed(s string) bool {
	ws := fieldWords(s)
	return len(ws) > 0 && (orgHeads[ws[len(ws)-1]] || orgNameWords[ws[len(ws)-1]])
}

// issuerShortName reports a word that is an issuer's short form: "AHA", "NBRC".
func issuerShortName(s string) bool {
	_, ok := issuerAbbrevs[s]
	return ok && !strings.Contains(s, " ") && isAllCaps(s)
}

// leadsWithCredential reports whether s starts with a credential the vocabulary knows, or a
// title that is a licence, after at most a state or an issuer's short name: "DOT Medical Card",
// "California CRT", "AHA BLS", not "I have held the AWS Certified Solutions Architect".
func leadsWithCredential(s string) bool {
	for _, m := range taxonomy.Find(s) {
		k := m.ID.Kind()
		if k != taxonomy.KindCertification && k != taxonomy.KindLicense && k != taxonomy.KindProfession || m.ID == "license:multistate" {
			continue
		}
		before := strings.Trim(s[:m.Start], " -–—,(")
		// "Ohio RN", "AHA BLS": a state or an issuer's short name before the credential
		if _, _, ok := stateCode(before); before != "" && !ok && !issuerShortName(before) {
			return false
		}
		return k != taxonomy.KindProfession || credentialConcept(s)
	}
	return false
}

// issuedItems reads a list of credentials with an issuer after some of them ("Registered
// Respiratory Therapist (RRT), NBRC, Neonatal Pediatric Specialist (RRT-NPS), PALS"): each
// credential starts an item, and an issuer belongs to the credential before it. ok is false
// unless every part is one or the other and there are two credentials or more.
func issuedItems(parts []string) ([]string, bool) {
	var out []string
	issuers := 0
	for _, pt := range parts {
		switch {
		case len(out) > 0 && issuerOnly(pt):
			out[len(out)-1] += ", " + pt
			issuers++
		case namesCredential(pt) && !issuerOnly(pt):
			out = append(out, pt)
		default:
			return nil, false
		}
	}
	return out, len(out) >= 2 && issuers > 0
}

// issuerOnly reports a part that names an issuer and nothing else ("NBRC", "American Heart
// Association").
func issuerOnly(pt string) bool {
	iss := findIssuer(pt)
	return iss != "" && (strings.EqualFold(iss, strings.TrimSpace(pt)) || bareAbbrevs(pt) && !isCertName(pt))
}

// bareAbbrevs reports a phrase of one or two abbreviations and nothing else ("HSPA", "WA
// DOH").
func bareAbbrevs(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 2 {
		return false
	}
	for _, w := range ws {
		if !acronym(strings.Trim(w, ".,()")) {
			return false
		}
	}
	return true
}

// writtenOut reports whether s holds a word in lower case, as a credential's name written out
// does ("Certified Endoscope Reprocessor (CER)") and an abbreviation alone does not.
func writtenOut(s string) bool {
	return strings.IndexFunc(s, unicode.IsLower) >= 0
}

// allNameCredentials reports whether every part starts with a credential's name.
func allNameCredentials(parts []string) bool {
	for _, pt := range parts {
		if !namesCredential(pt) {
			return false
		}
	}
	return true
}

// splitTopLevel cuts s at sep outside brackets, returning trimmed non-empty parts.
func splitTopLevel(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) {
			switch s[i] {
			case '(':
				depth++
				continue
			case ')':
				if depth > 0 {
					depth--
				}
				continue
			}
			if s[i] != sep || depth > 0 {
				continue
			}
		}
		if t := strings.TrimSpace(s[start:i]); t != "" {
			out = append(out, t)
		}
		start = i + 1
	}
	return out
}

// startsWithCredential reports whether s begins with a credential's short name ("BLS",
// "CCRN-K") or is one the vocabulary knows, rather than with an issuer, a number or a date.
func startsWithCredential(s string) bool {
	first := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '(' || r == ':' })
	if len(first) == 0 {
		return false
	}
	w := first[0]
	if findIssuer(w) != "" {
		return false // "AHA"
	}
	if _, _, ok := stateCode(w); ok {
		return false
	}
	return acronym(w) || isCertName(w)
}

// namesCredential reports whether a part of a certification line starts with a credential
// rather than its issuer, dates or number.
func namesCredential(s string) bool {
	first := splitWith(s, []string{" – ", " — ", " - ", ","})
	if len(first) == 0 {
		return false
	}
	f := first[0]
	if leadsWithCredential(f) {
		return true // "DOT Medical Card", "ARRT (CT)": a credential led by its issuer's name
	}
	if startsWord(strings.ToLower(f), "certified") && !orgHeadNamed(f) {
		return true // "SHRM Certified Professional (SHRM-CP)": the issuer's name leads the title
	}
	if !hasLetter(f) || orgNamed(f) || certDetail(s) || expiryWordRE.MatchString(f+" ") || issueWordRE.MatchString(f+" ") {
		return false
	}
	l := strings.ToLower(f)
	for _, w := range []string{"exp", "issued", "valid", "renew", "license no", "#", "id"} {
		if strings.HasPrefix(l, w) {
			return false
		}
	}
	return true
}

// mayNameBoard is a cheap test for the words boardRE needs, which spares most lines the
// regular expression.
func mayNameBoard(s string) bool {
	for _, w := range []string{"Board", "Department", "Dept", "Commission", "Division", "Bureau"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// credentialLeads reports a text that begins with a credential the vocabulary knows, by its
// name or by the short form in brackets after it ("Certified Kubernetes Administrator (CKA)").
func credentialLeads(s string) bool {
	head := s
	if i := strings.IndexByte(s, ')'); i > 0 {
		head = s[:i+1]
	}
	for _, c := range findConcepts(head) {
		if c.kind == kindCert || c.kind == kindLicense {
			return c.lo == 0 || head[c.lo-1] == '('
		}
	}
	return false
}

// credentialEnds reports a text that ends with a credential the vocabulary knows or with an
// issuer's name: a whole credential's entry.
func credentialEnds(s string) bool {
	if iss := findIssuer(s); iss != "" && strings.HasSuffix(strings.ToLower(s), strings.ToLower(iss)) {
		return true
	}
	for _, c := range findConcepts(s) {
		if (c.kind == kindCert || c.kind == kindLicense) && c.hi == len(s) {
			return true
		}
	}
	return isCertName(s)
}

// credentialStarts begin a credential's name ("Certified Kubernetes Administrator"); after a
// whole credential's name, one starts the next.
// standardCode reports text that opens with a standard's name: a body's short form and a code
// with a figure ("NFPA 70E", "ISO 9001", "API 510"), which a credential names.
func standardCode(s string) bool {
	ws := strings.Fields(s)
	return len(ws) >= 2 && acronym(ws[0]) && hasDigit(ws[1]) && len(ws[1]) <= 6
}

// vendorCertified reports words that open a vendor's certification: one or two capitalised
// words of a name, then "Certified" ("HashiCorp Certified: Terraform Associate", "Red Hat
// Certified System Administrator"), not the end of an organisation's name.
func vendorCertified(ws []string) bool {
	for k := 1; k <= 2 && k < len(ws); k++ {
		if w := strings.TrimSuffix(ws[k], ":"); w == "Certified" {
			for _, v := range ws[:k] {
				if r, _ := utf8.DecodeRuneInString(v); !unicode.IsUpper(r) || hasDigit(v) || !strings.ContainsFunc(v, unicode.IsLower) {
					return false
				}
			}
			// "American Heart Association Certified ...": an issuer's name runs on before it
			last := strings.ToLower(ws[k-1])
			return !orgHeads[last] && !nameHeadNouns[last]
		}
	}
	return false
}

var credentialStarts = setOf(`certified registered licensed`)

// boardTail are words a board's pattern runs on into after the board's name: the label of a
// number or a date, a licence's remark ("Texas Board of Nursing License #812204", "... Board
// of Nursing Multistate").
var boardTail = setOf(`license licence lic certificate certification registration reg no number id pin
expires exp expiration issued active multistate compact`)

// boardName is a board's name as boardRE found it, without the words after it (boardTail).
func boardName(m string) string {
	ws := strings.Fields(m)
	// "Texas Board of Nursing Certified Pediatric Nurse": the board's name ends before a
	// credential's first word
	for i := 3; i < len(ws); i++ {
		if strings.EqualFold(ws[i], "certified") {
			ws = ws[:i]
			break
		}
	}
	for len(ws) > 3 && boardTail[strings.ToLower(strings.Trim(ws[len(ws)-1], ".#:"))] {
		ws = ws[:len(ws)-1]
	}
	return strings.Join(ws, " ")
}

// findIssuer returns the issuing organisation named in s, with abbreviations expanded.
func findIssuer(s string) string {
	if mayNameBoard(s) {
		if m := boardRE.FindString(s); m != "" {
			return boardName(m)
		}
	}
	ls := strings.ToLower(s)
	for k, n := range issuerNames {
		if len(n) <= len(s) {
			i := -1
			if len(ls) == len(s) {
				i = strings.Index(ls, issuerNamesLower[k])
			} else {
				i = indexFold(s, issuerNamesLower[k])
			}
			if i >= 0 {
				before := i == 0 || !isAlnumByte(s[i-1])
				after := i+len(n) == len(s) || !isAlnumByte(s[i+len(n)])
				if before && after {
					if n == "Red Cross" {
						return "American Red Cross"
					}
					return n
				}
			}
		}
	}
	toks := strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '(' || r == ')' || r == '²' || r == '-')
	})
	for _, t := range toks {
		t = strings.Trim(t, "()")
		if full, ok := issuerAbbrevs[t]; ok && full != "" && isAllCaps(t) || t == "CompTIA" || t == "EC-Council" {
			if own := credentialIssuer(s, t); own != "" && sharedAbbrevs[t] {
				return own // "AWS D1.1": the American Welding Society's, not Amazon Web Services'
			}
			if full == "" {
				full = t
			}
			return full
		}
	}
	return ""
}

// sharedAbbrevs are issuers' short forms two issuers share: the credential named decides whose
// ("AWS D1.1" is the American Welding Society's, "AWS Certified Developer" Amazon's).
var sharedAbbrevs = setOf(`AWS`)

// credentialIssuer returns the issuer the vocabulary gives a credential of s whose longer name
// holds the short form abbr ("AWS D1.1"), or "".
func credentialIssuer(s, abbr string) string {
	for _, m := range taxonomy.Find(s) {
		c, ok := lookupConcept(m.ID)
		name := s[m.Start:m.End]
		if ok && c.issuer != "" && (c.kind == kindCert || c.kind == kindLicense) && len(name) > len(abbr) && containsWord(name, abbr) {
			return c.issuer
		}
	}
	return ""
}

// parseCert reads one certification. cont reports a line that only adds details (issuer,
// dates, number) to the certification above it.
func (p *parser) parseCert(text string) (ci certItem, cont bool) {
	if name, rest, ok := credentialSentence(text); ok {
		// the rest of the sentence holds the details; read as a sentence again, its words
		// ("from ISACA") would be taken for a name
		ci, _ = p.parseCertLine(rest)
		ci.c.Name = name
		return ci, false
	}
	return p.parseCertLine(text)
}

// parseCertLine reads a certification's line that is no sentence: its dates, number, issuer
// and name.
func (p *parser) parseCertLine(text string) (ci certItem, cont bool) {
	orig := text
	// columns set apart by wide gaps ("BLS    American Heart Association    03/2027")
	if strings.Contains(text, "  ") || strings.Contains(text, "\t") {
		text = strings.Join(splitWith(text, []string{"\t", "  "}), " | ")
	}
	c := &ci.c
	c.IssueDate, c.ExpirationDate, text = p.certDates(text)
	c.CredentialID, text = certID(text)
	if issuedBy(text) {
		// the issuer as printed, unless the line only abbreviates it ("Issued by AHA")
		org := strings.TrimSpace(strings.Trim(splitWith(text[10:], []string{" | ", ", ", " – ", " - "})[0], " ,;|"))
		if full := findIssuer(org); full != "" && !containsFold(org, strings.ToLower(full)) {
			org = full
		}
		c.IssuingOrganization = org
		return ci, true
	}
	text = emptyBracketsRE.ReplaceAllString(text, " | ")
	if org := findIssuer(text); org != "" {
		c.IssuingOrganization = org
		text = removeIssuer(text, org)
	}
	rest := strings.Join(strings.Fields(emptyBracketsRE.ReplaceAllString(certNoiseRE.ReplaceAllString(text, " "), " | ")), " ")
	name, state := certName(rest, c)
	name = p.asWritten(name, orig)
	if n, org := issuerRunIn(name, c.IssuingOrganization); org != "" {
		name, c.IssuingOrganization = n, org
	}
	if state == "" {
		for _, w := range splitWith(orig, []string{",", "(", ")", "|", " - ", " – ", ":"}) {
			if code, _, ok := stateCode(w); ok {
				state = code
				break
			}
		}
	}
	ci.state = state
	if c.IssuingOrganization == "" && state != "" && nursingLicense(strings.ToLower(name)) {
		if n, ok := usState(state); ok {
			c.IssuingOrganization = n + " Board of Nursing"
		}
	}
	if name == "" || !hasLetter(name) {
		return ci, true
	}
	c.Name = name
	return ci, false
}

// issuerRunIn cuts an issuer's name, run into a credential's sentence without a mark between,
// off the credential's name: the issuer found (org) where the name ends with it ("ACLS and
// PALS American Heart Association"), else an organisation's name after the credential's short
// form in brackets ("Certified Emergency Nurse (CEN) Board of Certification for Emergency
// Nursing"), which is then the issuer as printed. It returns the name and the issuer, or org
// "" when none is run in.
func issuerRunIn(name, org string) (string, string) {
	if org != "" {
		if n, ok := cutSuffixFold(name, " "+org); ok && hasLetter(n) {
			return strings.TrimSpace(n), org
		}
	}
	i := strings.LastIndex(name, ") ")
	if i <= 0 {
		return name, ""
	}
	tail := strings.TrimSpace(name[i+2:])
	if ws := strings.Fields(tail); len(ws) < 2 || !titleCased(tail) || !orgNamed(tail) || isCertName(tail) {
		return name, ""
	}
	return name[:i+1], tail
}

// cutSuffixFold is strings.CutSuffix without regard to case.
func cutSuffixFold(s, suffix string) (string, bool) {
	if len(s) < len(suffix) || !strings.EqualFold(s[len(s)-len(suffix):], suffix) {
		return s, false
	}
	return s[:len(s)-len(suffix)], true
}

// asWritten is a credential's name as its line (orig) prints it. The stages before cut its
// dates, number, issuer and labels out and certName joins the segments it keeps, so the name
// it returns may be words the line never wrote together ("Certified Grant Writer (CGW) –
// renewed after a lapse, Advanced" is not "Certified Grant Writer (CGW), Advanced") or wrote
// with another mark between ("Colorado | APRN"). The name is the line's own run from its
// first segment on, each next segment taken while what the line prints before it is only
// marks or the fields the stages cut out ("OK RN #625416 (Compact)": the compact status stays
// in the name, and so does the number printed before it). Nor does a name run on past the end
// of a sentence.
func (p *parser) asWritten(name, orig string) string {
	if i := sentenceEnd(name); i > 0 {
		name = trimName(name[:i])
	}
	sgs := certSegments(name)
	if len(sgs) == 0 {
		return name
	}
	lo, hi, ok := printedSpan(orig, sgs[0].text, 0)
	if !ok {
		return name
	}
	for _, sg := range sgs[1:] {
		l, h, ok := printedSpan(orig, sg.text, hi)
		if !ok || !p.onlyFields(orig[hi:l]) {
			break
		}
		hi = h
	}
	for hi < len(orig) && orig[hi] == ')' && strings.Count(orig[lo:hi], "(") > strings.Count(orig[lo:hi], ")") {
		hi++
	}
	return trimName(strings.Join(strings.Fields(orig[lo:hi]), " "))
}

// onlyFields reports whether the text between two pieces of a credential's name holds nothing
// but marks and what the stages of parseCert cut out: dates, a number, their labels.
func (p *parser) onlyFields(gap string) bool {
	_, _, rest := p.certDates(gap)
	_, rest = certID(rest)
	return strings.IndexFunc(certNoiseRE.ReplaceAllString(rest, " "), unicode.IsLetter) < 0
}

// printedSpan finds piece in text from byte from on, comparing letters and digits without
// case: the byte range from its first letter or digit to its last, with the opening bracket
// it starts with.
func printedSpan(text, piece string, from int) (lo, hi int, ok bool) {
	want := alnumFold(piece)
	if want == "" {
		return 0, 0, false
	}
	var fold strings.Builder
	var at []int // at[i]: the byte offset in text of the i-th letter or digit
	for i, r := range text[from:] {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			fold.WriteRune(unicode.ToLower(r))
			at = append(at, from+i)
		}
	}
	k := strings.Index(fold.String(), want)
	if k < 0 {
		return 0, 0, false
	}
	first := utf8.RuneCountInString(fold.String()[:k])
	last := first + utf8.RuneCountInString(want) - 1
	lo = at[first]
	_, size := utf8.DecodeRuneInString(text[at[last]:])
	hi = at[last] + size
	if strings.HasPrefix(strings.TrimSpace(piece), "(") && lo > from && text[lo-1] == '(' {
		lo--
	}
	return lo, hi, true
}

// sentenceEnd is where the first sentence of s ends before another begins ("... renewed – .
// GWO Basic Safety"), -1 when it does not.
func sentenceEnd(s string) int {
	for i := 1; i+2 < len(s); i++ {
		if s[i] == '.' && s[i+1] == ' ' && (s[i-1] == ' ' || !abbreviationBefore(s[:i]) && hasLetter(s[i+2:i+3])) && strings.IndexFunc(s[i+2:], unicode.IsUpper) == 0 {
			return i
		}
	}
	return -1
}

// alnumFold is s's letters and digits in lower case: how a name is compared with the text it
// was read from, whatever separators either holds.
func alnumFold(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// certDates is the first stage of parseCert: the issue and expiry dates of a credential's
// text, by the words before them ("exp.", "issued"), by being in the future (an expiry), or by
// their order; and the text with each date (and its label) cut out.
func (p *parser) certDates(text string) (issue, exp, rest string) {
	type cut struct{ lo, hi int }
	var cuts []cut
	asOf := p.asOf.Year()*12 + int(p.asOf.Month()) - 1
	for _, d := range p.sc.findDates(text) {
		if d.lo > 1 && text[d.lo-1] == '-' && isDigitByte(text[d.lo-2]) || d.hi+1 < len(text) && text[d.hi] == '-' && isDigitByte(text[d.hi+1]) {
			continue // "No. 2015-88412": part of a number
		}
		before := text[:d.lo]
		lo := d.lo
		switch {
		case d.isRange && !d.current:
			issue, exp = d.start.String(), d.end.String()
		case d.isRange:
			issue = d.start.String()
		case expiryWordRE.MatchString(before):
			exp = d.start.String()
			lo = expiryWordRE.FindStringIndex(before)[0]
		case issueWordRE.MatchString(before):
			issue = d.start.String()
			lo = issueWordRE.FindStringIndex(before)[0]
		case d.start.month() > asOf && exp == "":
			exp = d.start.String() // a future date can only be the expiry
		case issue == "":
			issue = d.start.String()
		case exp == "" && d.start.month() >= monthOf(issue):
			exp = d.start.String()
		}
		cuts = append(cuts, cut{lo, d.hi})
	}
	if len(cuts) == 0 {
		return issue, exp, text
	}
	var sb strings.Builder
	last := 0
	for _, ct := range cuts {
		ct.lo = max(ct.lo, last)
		sb.WriteString(text[last:ct.lo])
		sb.WriteString(" | ")
		last = ct.hi
	}
	sb.WriteString(text[last:])
	return issue, exp, sb.String()
}

// certID is the second stage: a credential's number ("License No. RN123456", "#123456") and
// the text without it. A label word right after the name is part of the name ("Texas RN
// License #123").
func certID(text string) (id, rest string) {
	m := credIDRE.FindStringSubmatchIndex(text)
	if m == nil {
		return "", text
	}
	id = strings.TrimSpace(text[m[2]:m[3]])
	if !hasDigit(id) || isYearLike(id) {
		return "", text
	}
	lo := m[0]
	// "PT license - MN 86703": the licence's state before its number is not part of it
	if st, num, ok := strings.Cut(id, " "); ok && len(st) == 2 {
		if _, isState := usState(st); isState {
			id = num
			lo = m[2] + len(st)
		}
	}
	if before := strings.TrimRight(text[:lo], " "); before != "" && (isAlnumByte(before[len(before)-1]) || before[len(before)-1] == ')') {
		if w := leadingWord(text[lo:]); w != "" && nameLabels[strings.ToLower(w)] {
			lo += len(w)
		}
	}
	return id, text[:lo] + " | " + text[m[1]:]
}

// certName is the last stage: the name of the credential from what is left of its text, its
// segments read one by one. After the first, a state names the licence's state, a bare number
// is the credential's number, an organisation or its short form the issuer (filled into c
// when the text named none), a remark after a dash or in brackets is dropped, and a
// bracketed short form of the name ("(CNOR)") is kept.
func certName(name string, c *Certification) (string, string) {
	var keep []string
	var state string
	endorsed := false // a remark listing endorsements ran, whose list goes on after commas
	for _, sg := range issuerLast(certSegments(name)) {
		pt := trimName(sg.text)
		if !hasLetter(pt) && !hasDigit(pt) || strings.EqualFold(pt, "by") || strings.EqualFold(pt, "from") {
			continue
		}
		if len(keep) == 0 {
			keep = append(keep, pt)
			continue
		}
		if _, _, ok := stateCode(keep[0]); ok && len(keep) == 1 {
			// "Colorado | APRN with Prescriptive Authority": a table's state column before the
			// credential it licenses
			keep = append(keep, sg.joined(pt))
			continue
		}
		// the licence's state and its compact status stay in the entry: matching reads them
		// there ("RN License, Indiana - Multistate/Compact NLC")
		if code, _, ok := stateCode(pt); ok {
			state = code
			keep = append(keep, sg.joined(pt))
			continue
		}
		if taxonomy.SaysMultistate(pt) {
			keep = append(keep, sg.joined(pt))
			continue
		}
		if c.CredentialID == "" && bareIDRE.MatchString(pt) && !isYearLike(pt) {
			c.CredentialID = pt // "Journeyman Card, J-44210"
			continue
		}
		// "CNOR – Competency & Credentialing Institute", "CPAN – ABPANC", "CCRN (Adult),
		// American Association of Critical-Care Nurses": an organisation after the name
		inner := trimName(strings.Trim(pt, "()"))
		if orgNamed(inner) || acronym(inner) && !isCertName(inner) && sg.sep != "(" ||
			sg.sep == "[" || c.IssuingOrganization == "" && issuerAfter(sg.sep, inner, keep) {
			if c.IssuingOrganization == "" {
				c.IssuingOrganization = inner
			}
			continue
		}
		// "BLS – all", "RN License – registration", "CDL — P and S endorsements, air brakes":
		// a remark on the credential, not part of its name
		endorsements := namesEndorsements(pt)
		if isDashSep(sg.sep) && (lowerWords(pt) || lowerRemark(inner) || endorsements) {
			endorsed = endorsed || endorsements
			continue
		}
		if endorsed && sg.sep == "," {
			continue
		}
		if sg.sep == "(" {
			switch {
			case lowerRemark(inner):
				// "(lapsed when I moved to nursing)": a remark, not part of the name
			case issuerAbbreviation(inner, keep[len(keep)-1]):
				// "Psychiatric Technician License (BVNPT)": the issuer's short form, which
				// spells no part of the name as "(CRNA)" spells its own
				if c.IssuingOrganization == "" {
					c.IssuingOrganization = inner
				}
			default:
				keep[len(keep)-1] += " " + pt // "(CNOR)", "(Adult)": part of the name
			}
			continue
		}
		if isDashSep(sg.sep) && containsWord(keep[len(keep)-1], inner) {
			continue // "ARRT Radiography — ARRT": the issuer the name already names
		}
		keep = append(keep, sg.sep+" "+pt)
	}
	name = trimName(strings.Join(keep, " "))
	name = strings.ReplaceAll(name, " , ", ", ")
	name = strings.TrimSuffix(strings.TrimSuffix(name, " by"), " from")
	// "Registered Nurse, Texas": the state names the licence, kept in the name
	if i := strings.LastIndex(name, ","); i > 0 {
		if code, _, ok := stateCode(name[i+1:]); ok {
			state = code
		}
	}
	return name, state
}

var (
	// sentenceLeadRE opens a credential written as a sentence: "I passed the", "I have held the",
	// "Board certified as a", "License no. RN-1234: a".
	sentenceLeadRE = regexp.MustCompile(`(?i)^(?:(?:i|we)\s+(?:have\s+|am\s+|currently\s+)?(?:hold|held|passed|earned|maintain|obtained|completed|achieved|received|became)|(?:board\s+)?certified\s+as|holds?|maintains?|[^:]{0,40}\d[^:]{0,20}:)\s+(?:(?:the|a|an|my)\s+)?`)
	// sentenceStopRE ends the credential's name inside a sentence: the exam, the issuer, a date
	// or a clause follows.
	sentenceStopRE = regexp.MustCompile(`(?i)\s+(?:exam\b|(?:certification|certificate|credential|license|licence)\s+(?:through|from|by|since|in)\b|through\b|from\b|by\b|issued\b|since\b|which\b|valid\b|expires?\b|both\b|in\s+(?:\d|[a-z]+\s+\d)|\((?:valid|exp|issued|since|certificate|cert|id|no|licen|\d)|[,;])`)
)

// credentialSentence reads a credential written as a sentence ("I passed the Certified
// Kubernetes Administrator (CKA) exam from The Linux Foundation in November 2022.", "BLS and
// ACLS through the American Heart Association, both valid until April 2027."): the name, and
// the rest of the sentence that holds its issuer, dates and number.
func credentialSentence(text string) (name, rest string, ok bool) {
	t := strings.TrimSpace(text)
	lead := sentenceLeadRE.FindStringIndex(t)
	if lead == nil && !(strings.HasSuffix(t, ".") && wordCount(t) >= 6 && !strings.ContainsAny(t, "|–—") && !strings.Contains(t, " - ")) {
		return "", "", false
	}
	body := t
	if lead != nil {
		rest = t[:lead[1]]
		body = t[lead[1]:]
	}
	stop := sentenceStopRE.FindStringIndex(body)
	if stop == nil || stop[0] == 0 {
		return "", "", false
	}
	name = trimName(body[:stop[0]])
	for _, a := range []string{"the ", "a ", "an "} {
		name = strings.TrimPrefix(name, a)
	}
	if name == "" || wordCount(name) > 10 || lead == nil && !isCertName(name) && !looksLikeCert(name) && !acronym(strings.Fields(name)[0]) {
		return "", "", false
	}
	return name, rest + " " + body[stop[0]:], true
}

// issuerAfter reports whether a segment of a certification line that follows its name, with
// no issuer found yet, names the issuer: a proper name set apart by a dash ("Allergen
// Awareness – ServSafe", "Standard First Aid – St. John Ambulance"), or a bracketed acronym
// after a name that is itself an acronym ("PHTLS (NAEMT)"; "Certified Nurse Educator (CNE)"
// keeps its short form). A level ("– Professional"), a state, a credential and the spelled-out
// acronym ("ACLS – Advanced Cardiac Life Support") are not issuers.
func issuerAfter(sep, seg string, name []string) bool {
	if sep == "(" {
		return len(name) == 1 && acronym(name[0]) && acronym(seg) && capitals(seg) >= 3 && !isCertName(seg)
	}
	if sep == "," || sep == "" || hasDigit(seg) || isCertName(seg) || looksLikeCert(seg) {
		return false
	}
	if _, _, ok := stateCode(seg); ok {
		return false
	}
	ws := strings.Fields(seg)
	if len(ws) > 6 || len(name) == 0 || initialsOf(ws) == strings.ReplaceAll(name[len(name)-1], "-", "") {
		return false
	}
	if len(ws) >= 2 && titleLike(seg) && !orgNamed(seg) {
		return false // "AHPRA Registration - Occupational Therapist": the profession it registers
	}
	if len(ws) == 1 {
		// "ServSafe", not "Professional"; a vendor certifying its own product: "Relativity
		// Certified User — Relativity"
		return camelCase(ws[0]) || strings.HasPrefix(name[0], ws[0]+" ")
	}
	for i, w := range ws {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) && (i == 0 || !issuerConnectors[w]) {
			return false
		}
	}
	return true
}

// lowerRemark reports whether s, in brackets after a credential, is a remark: words in lower
// case, the first allowed a capital "I" ("lapsed when I moved to nursing").
func lowerRemark(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < 2 {
		return false
	}
	for _, w := range ws {
		if w == "I" {
			continue
		}
		for _, r := range w {
			if unicode.IsUpper(r) {
				return false
			}
		}
	}
	return true
}

// issuerAbbreviation reports whether s, in brackets after the credential name, is an
// organisation's short form rather than the name's: capitals (3 or more) that are not the
// initials of the name's words in order, and name no credential or concept themselves.
func issuerAbbreviation(s, name string) bool {
	caps := ""
	for _, r := range s {
		switch {
		case unicode.IsUpper(r):
			caps += string(r)
		case unicode.IsLower(r):
		default:
			return false
		}
	}
	if len(caps) < 3 || !unicode.IsUpper([]rune(s)[0]) || isCertName(s) || len(strings.Fields(name)) < 2 ||
		len(taxonomy.Normalize(s)) > 0 { // "(PMHNP)" names a specialty of the credential
		return false
	}
	initials := initialsOf(strings.FieldsFunc(name, func(r rune) bool { return r == ' ' || r == '/' || r == '-' }))
	k := 0 // caps is spelled by the initials, in order, when k reaches its end
	for i := 0; i < len(initials) && k < len(caps); i++ {
		if initials[i] == caps[k] {
			k++
		}
	}
	return k < len(caps)
}

// isDashSep reports whether a segment separator is a dash.
func isDashSep(sep string) bool { return sep == "-" || sep == "–" || sep == "—" }

// lowerWords reports whether s is one or two lower-case words ("all", "registration",
// "recertification due").
func lowerWords(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 2 {
		return false
	}
	for _, w := range ws {
		for _, r := range w {
			if !unicode.IsLower(r) {
				return false
			}
		}
	}
	return true
}

// issuerConnectors may stand lower-case inside an organisation's name.
var issuerConnectors = setOf(`of and for the on in & de du la des`)

// capitals counts the upper-case ASCII letters of s.
func capitals(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			n++
		}
	}
	return n
}

// camelCase reports a brand written as one word with an inner capital after a lower-case
// letter: "ServSafe", "CompTIA".
func camelCase(w string) bool {
	lower := false
	for i, r := range w {
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r) && lower && i > 0:
			return true
		case !unicode.IsLetter(r):
			return false
		}
	}
	return false
}

// initialsOf joins the first letters of the capitalised words: "Advanced Cardiac Life
// Support" -> "ACLS".
func initialsOf(ws []string) string {
	var b strings.Builder
	for _, w := range ws {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// nameLabels label a number but also end a credential's name ("Texas RN License #123").
var nameLabels = map[string]bool{"license": true, "licence": true, "certificate": true,
	"certification": true, "registration": true, "card": true, "permit": true}

// emptyBracketsRE finds brackets left empty once dates and numbers are cut out: "( | )".
var emptyBracketsRE = regexp.MustCompile(`\((?:[\s|,;:]|exp\.?|expires|issued)*\)`)

func leadingWord(s string) string {
	i := 0
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
		i++
	}
	return s[:i]
}

// issuerLast puts a credential written after its issuer first ("ASCP Board of Certification -
// MLS"): the name is read from the first segment, the issuer from the others.
func issuerLast(sgs []certSegment) []certSegment {
	if len(sgs) < 2 || !orgNamed(sgs[0].text) || leadsWithCredential(sgs[0].text) {
		return sgs
	}
	for k := 1; k < len(sgs); k++ {
		if t := trimName(sgs[k].text); isDashSep(sgs[k].sep) && leadsWithCredential(t) {
			out := []certSegment{{t, ""}, {sgs[0].text, sgs[k].sep}}
			out = append(out, sgs[1:k]...)
			return append(out, sgs[k+1:]...)
		}
	}
	return sgs
}

// certSegment is a piece of a certification line and the separator before it: "" for the
// first, "–" for a dash, "," for a comma, "(" for a bracketed group at the end, "[" for a
// group in square brackets.
type certSegment struct{ text, sep string }

// joined is pt (the segment's text, trimmed) as it joins the name before it: after its
// separator, or as the bracketed group it is.
func (sg certSegment) joined(pt string) string {
	if sg.sep == "(" {
		return pt
	}
	return sg.sep + " " + pt
}

// certSegments cuts a certification line at bars, spaced dashes and commas outside brackets,
// and cuts off a bracketed group that ends it.
func certSegments(s string) []certSegment {
	var out []certSegment
	sep := ""
	depth, start := 0, 0
	emit := func(end int, next string) {
		if t := strings.TrimSpace(s[start:end]); t != "" {
			out = append(out, certSegment{t, sep})
			sep = next
		} else if sep == "" || next == "|" || next == "[" {
			sep = next
		}
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '(':
			depth++
		case c == ')':
			if depth > 0 {
				depth--
			}
		case depth > 0:
		case c == '|':
			emit(i, "|")
			start = i + 1
		case c == '[':
			emit(i, "[") // "[Mobius Institute]": brackets set the issuer apart
			start = i + 1
		case c == ']':
			emit(i, "–")
			start = i + 1
		case c == ',' && (i+1 == len(s) || s[i+1] == ' '):
			emit(i, ",")
			start = i + 1
		case c == ' ' && i+2 < len(s) && (s[i+1] == '-' && s[i+2] == ' '):
			emit(i, "-")
			start = i + 2
		case c == ' ' && i+4 < len(s) && (strings.HasPrefix(s[i+1:], "–") || strings.HasPrefix(s[i+1:], "—")) && s[i+4] == ' ':
			emit(i, s[i+1:i+4])
			start = i + 4
		case c == ' ' && (strings.HasPrefix(s[i+1:], "· ") || strings.HasPrefix(s[i+1:], "• ")):
			// "CCXP · CXPA · issued 2024": a middle dot sets fields apart as a dash does
			emit(i, "–")
			start = i + 1 + len("·")
		}
	}
	emit(len(s), "")
	// a bracketed group at the end of the last segment: "(North American Technician
	// Excellence)" may be the issuer
	if n := len(out); n > 0 {
		t := out[n-1].text
		if strings.HasSuffix(t, ")") {
			if k := strings.LastIndexByte(t, '('); k > 0 && t[k-1] == ' ' {
				out[n-1].text = strings.TrimSpace(t[:k])
				out = append(out, certSegment{t[k:], "("})
			}
		}
	}
	for i := range out {
		if out[i].sep == "|" {
			out[i].sep = "–"
		}
	}
	return out
}

func hasLetter(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f {
			return true
		}
	}
	return false
}

// monthOf returns the month index of a YYYY-MM-DD string.
func monthOf(s string) int {
	if len(s) < 7 {
		return 0
	}
	return atoi(s[:4])*12 + atoi(s[5:7]) - 1
}

// removeIssuer blanks the issuer (as written, or its abbreviation) out of s where it stands
// apart from the name: "BLS, American Heart Association", "ACLS (AHA)", "BLS - AHA", "issued
// by AHA". An issuer that is part of the name ("AWS Certified Developer") stays.
func removeIssuer(s, org string) string {
	forms := []string{org}
	for ab, full := range issuerAbbrevs {
		if full == org && ab != org {
			forms = append(forms, ab)
		}
	}
	for _, form := range forms {
		i := indexWordFold(s, strings.ToLower(form))
		if i < 0 {
			continue
		}
		end := i + len(form)
		if i > 0 && isAlnumByte(s[i-1]) || end < len(s) && isAlnumByte(s[end]) {
			continue
		}
		if i >= 2 && s[i-1] == '(' && isAlnumByte(s[i-2]) {
			continue // "MLS(ASCP)": part of the credential's name
		}
		if i >= 2 && s[i-1] == '-' && isAlnumByte(s[i-2]) || end+1 < len(s) && s[end] == '-' && isAlnumByte(s[end+1]) {
			continue // "SHRM-SCP"
		}
		if standsApart(s[:i], true) && standsApart(s[end:], false) {
			if i > 0 && s[i-1] == '(' && end < len(s) && s[end] == ')' {
				i, end = i-1, end+1
			} else if m := issuerShortRE.FindStringIndex(s[end:]); m != nil {
				end += m[1] // "HR Certification Institute (HRCI)": the issuer's own short form
			}
			return s[:i] + " | " + s[end:]
		}
	}
	return s
}

// issuerShortRE is a bracketed one-word short form right after an issuer's name: " (HRCI)",
// " (PayrollOrg)".
var issuerShortRE = regexp.MustCompile(`^\s*\([A-Za-z][A-Za-z&.-]{1,15}\)`)

// standsApart reports whether the text on one side of an issuer separates it from the name.
func standsApart(side string, before bool) bool {
	t := strings.TrimSpace(side)
	if t == "" {
		return true
	}
	if before {
		l := strings.ToLower(t)
		if strings.HasSuffix(l, " by") || l == "by" || strings.HasSuffix(l, "from") || strings.HasSuffix(l, "through") {
			return true
		}
		c := t[len(t)-1]
		return c == ',' || c == '(' || c == '-' || c == '|' || c == ';' || c == ':' || c == '[' || strings.HasSuffix(t, "–") || strings.HasSuffix(t, "—")
	}
	c := t[0]
	return c == ',' || c == ')' || c == '-' || c == '|' || c == ';' || c == ']' || strings.HasPrefix(t, "–") || strings.HasPrefix(t, "—")
}

// trimName trims separators and unbalanced brackets from the ends of a name.
func trimName(s string) string {
	for {
		t := strings.TrimSpace(strings.Trim(s, " ,;:-–—|[]·•"))
		if strings.HasSuffix(t, ")") && strings.Count(t, "(") < strings.Count(t, ")") {
			t = t[:len(t)-1]
		}
		if strings.HasPrefix(t, "(") && strings.Count(t, "(") > strings.Count(t, ")") {
			t = t[1:]
		}
		t = strings.TrimSuffix(t, "(")
		t = strings.TrimSuffix(t, "()")
		if t == s {
			return t
		}
		s = t
	}
}

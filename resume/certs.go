package resume

import (
	"regexp"
	"strings"
)

// issuerAbbrevs expands the issuers resumes abbreviate. The profile carries the full name.
var issuerAbbrevs = map[string]string{
	"AHA": "American Heart Association", "ARC": "American Red Cross",
	"AACN": "American Association of Critical-Care Nurses", "ANCC": "American Nurses Credentialing Center",
	"BCEN": "Board of Certification for Emergency Nursing", "NCSBN": "National Council of State Boards of Nursing",
	"PMI": "Project Management Institute", "ENA": "Emergency Nurses Association",
	"NREMT": "National Registry of Emergency Medical Technicians", "NHA": "National Healthcareer Association",
	"AAPC": "AAPC", "AHIMA": "American Health Information Management Association",
	"ASHI": "American Safety & Health Institute", "AANP": "American Association of Nurse Practitioners",
	"AAMA": "American Association of Medical Assistants", "ASCP": "American Society for Clinical Pathology",
	"ARRT": "American Registry of Radiologic Technologists", "NCCPA": "National Commission on Certification of Physician Assistants",
	"PTCB": "Pharmacy Technician Certification Board", "NBCOT": "National Board for Certification in Occupational Therapy",
	"ONCC": "Oncology Nursing Certification Corporation", "NCC": "National Certification Corporation",
	"PNCB": "Pediatric Nursing Certification Board", "CBRN": "Certification Board for Radiology Nursing",
	"WOCNCB": "Wound, Ostomy and Continence Nursing Certification Board", "AMCB": "American Midwifery Certification Board",
	"NBCRNA": "National Board of Certification and Recertification for Nurse Anesthetists",
	"MSNCB":  "Medical-Surgical Nursing Certification Board", "CCI": "Cardiovascular Credentialing International",
	"ARDMS": "American Registry for Diagnostic Medical Sonography", "NBRC": "National Board for Respiratory Care",
	"AWS": "Amazon Web Services", "ISC2": "ISC2", "(ISC)2": "ISC2", "(ISC)²": "ISC2", "ISACA": "ISACA",
	"SHRM": "Society for Human Resource Management", "HRCI": "HR Certification Institute",
	"ASQ": "American Society for Quality", "NASM": "National Academy of Sports Medicine",
	"ACE": "American Council on Exercise", "OSHA": "Occupational Safety and Health Administration",
	"FMCSA": "Federal Motor Carrier Safety Administration", "DOT": "U.S. Department of Transportation",
	"FAA": "Federal Aviation Administration", "NCCER": "NCCER", "NATE": "NATE",
	"EPA": "U.S. Environmental Protection Agency", "ACLS": "", "CompTIA": "CompTIA",
	"CNCB": "Canadian Nurses Association", "ANA": "American Nurses Association", "AORN": "AORN",
	"NAHQ": "National Association for Healthcare Quality", "APIC": "APIC", "CBIC": "Certification Board of Infection Control and Epidemiology",
	"NCLEX": "", "NBCC": "National Board for Certified Counselors", "CDR": "Commission on Dietetic Registration",
	"NCCAOM": "NCCAOM", "ABA": "", "ASE": "National Institute for Automotive Service Excellence",
	"NIASE": "National Institute for Automotive Service Excellence", "ICC": "International Code Council",
	"NFPA": "National Fire Protection Association", "NICET": "NICET", "ANSI": "ANSI", "GIAC": "GIAC",
	"EC-Council": "EC-Council", "CNA": "", "PMP": "",
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
	boardRE = regexp.MustCompile(`(?:(?:[A-Z][a-z]+|of|the|New|North|South|West|Rhode)\s+){0,4}(?:State\s+)?(?:Board|Department|Dept\.?|Commission|Division|Bureau)\s+of\s+(?:[A-Z][A-Za-z&]+\s*)+(?:Nursing|Health|Pharmacy|Medicine|Examiners|Services|Safety)?`)
	// credIDRE finds "#123456", "License No. RN123456", "Credential ID: ABC-123", "Lic# 12345".
	credIDRE = regexp.MustCompile(`(?i)(?:#\s*|\b(?:license|licence|lic|certificate|cert|certification|credential|registration|reg|member|id|no|num|number)\b\.?(?:\s*(?:no|num|number|id|#)\b\.?)?\s*(?:#|:|-)?\s*(?:#\s*)?)([A-Z]{0,5}[-\s]?[0-9][A-Z0-9-]{2,}[A-Z0-9]|[A-Z]{1,5}[-]?[0-9]{3,}[A-Z0-9]*)`)
	// expiryWordRE precedes an expiration date.
	expiryWordRE = regexp.MustCompile(`(?i)\b(?:exp(?:ires|ired|iration|iring|iry)?(?:\s+(?:date|on))?|valid\s+(?:through|thru|until|till|to)|good\s+(?:through|thru|until)|renew(?:s|al)?(?:\s+(?:date|due|by))?|through|thru|until|active\s+(?:through|until))\.?\s*:?\s*$`)
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
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
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

// certifications reads the certification lines (the certifications section and lines routed
// there from education and skills).
func (p *parser) certifications() []certItem {
	var out []certItem
	for i, l := range p.lines {
		if l.sec != secCerts && !p.certLine[i] {
			continue
		}
		for _, it := range splitCertList(l.text) {
			ci, cont := p.parseCert(it)
			c := ci.c
			if cont && len(out) > 0 && !l.bullet {
				// "Issued by AHA, expires 05/2027" under the certification it belongs to
				last := &out[len(out)-1]
				mergeCert(&last.c, c)
				if last.state == "" {
					last.state = ci.state
				}
				continue
			}
			if c.Name == "" {
				continue
			}
			out = append(out, ci)
		}
	}
	return out
}

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

// dedupCerts merges certifications of the same name unless their issuers or numbers differ
// (an RN licence in two states is two licences).
func dedupCerts(cs []Certification) []Certification {
	out := cs[:0]
	for _, c := range cs {
		dup := false
		for k := range out {
			o := &out[k]
			if !strings.EqualFold(o.Name, c.Name) ||
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
		}
	}
	return out
}

// splitCertList splits "BLS, ACLS, PALS" into items, but keeps "BLS, American Heart
// Association, exp 05/2027" whole.
func splitCertList(s string) []string {
	if !strings.ContainsAny(s, ",;") {
		return []string{s}
	}
	if hasDigit(s) || containsFold(s, "exp") || containsFold(s, "issued") || containsFold(s, "valid") {
		return []string{s}
	}
	parts := splitList(s)
	if len(parts) < 2 {
		return []string{s}
	}
	for _, pt := range parts {
		if wordCount(pt) > 6 || findIssuer(pt) != "" || strings.Contains(strings.ToLower(pt), "board of") {
			return []string{s}
		}
		if _, _, ok := stateCode(pt); ok {
			return []string{s}
		}
	}
	return parts
}

// findIssuer returns the issuing organisation named in s, with abbreviations expanded.
func findIssuer(s string) string {
	if m := boardRE.FindString(s); m != "" {
		return strings.TrimSpace(m)
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
			if full == "" {
				full = t
			}
			return full
		}
	}
	return ""
}

// parseCert reads one certification. cont reports a line that only adds details (issuer,
// dates, number) to the certification above it.
func (p *parser) parseCert(text string) (ci certItem, cont bool) {
	orig := text
	c := &ci.c
	ds := p.sc.findDates(text)
	type cut struct{ lo, hi int }
	var cuts []cut
	asOf := p.asOf.Year()*12 + int(p.asOf.Month()) - 1
	for _, d := range ds {
		before := text[:d.lo]
		lo := d.lo
		switch {
		case d.isRange && !d.current:
			c.IssueDate = d.start.String()
			c.ExpirationDate = d.end.String()
		case d.isRange:
			c.IssueDate = d.start.String()
		case expiryWordRE.MatchString(before):
			c.ExpirationDate = d.start.String()
			lo = expiryWordRE.FindStringIndex(before)[0]
		case issueWordRE.MatchString(before):
			c.IssueDate = d.start.String()
			lo = issueWordRE.FindStringIndex(before)[0]
		case d.start.month() > asOf && c.ExpirationDate == "":
			c.ExpirationDate = d.start.String() // a future date can only be the expiry
		case c.IssueDate == "":
			c.IssueDate = d.start.String()
		case c.ExpirationDate == "" && d.start.month() >= monthOf(c.IssueDate):
			c.ExpirationDate = d.start.String()
		}
		cuts = append(cuts, cut{lo, d.hi})
	}
	if len(cuts) > 0 {
		var sb strings.Builder
		last := 0
		for _, ct := range cuts {
			if ct.lo < last {
				ct.lo = last
			}
			sb.WriteString(text[last:ct.lo])
			sb.WriteString(" | ")
			last = ct.hi
		}
		sb.WriteString(text[last:])
		text = sb.String()
	}
	if m := credIDRE.FindStringSubmatchIndex(text); m != nil {
		id := strings.TrimSpace(text[m[2]:m[3]])
		if hasDigit(id) && !isYearLike(id) {
			c.CredentialID = id
			text = text[:m[0]] + " | " + text[m[1]:]
		}
	}
	org := findIssuer(text)
	if org != "" {
		c.IssuingOrganization = org
		text = removeIssuer(text, org)
	}
	name := certNoiseRE.ReplaceAllString(text, " ")
	name = strings.Join(strings.Fields(name), " ")
	parts := splitWith(name, []string{"|"})
	var keep []string
	var state string
	for _, pt := range parts {
		pt = trimName(pt)
		if pt == "" || strings.EqualFold(pt, "by") || strings.EqualFold(pt, "from") {
			continue
		}
		if code, _, ok := stateCode(pt); ok && len(keep) > 0 {
			state = code
			continue
		}
		keep = append(keep, pt)
	}
	name = trimName(strings.Join(keep, " - "))
	name = strings.TrimSuffix(strings.TrimSuffix(name, " by"), " from")
	// "Registered Nurse, Texas": the state names the licence, kept in the name
	if i := strings.LastIndex(name, ","); i > 0 {
		if code, _, ok := stateCode(name[i+1:]); ok {
			state = code
		}
	}
	lname := strings.ToLower(name)
	if state == "" {
		for _, w := range splitWith(orig, []string{",", "(", ")", "|", " - ", " – ", ":"}) {
			if code, _, ok := stateCode(w); ok {
				state = code
				break
			}
		}
	}
	ci.state = state
	if c.IssuingOrganization == "" && state != "" && nursingLicense(lname) {
		if n, ok := usStates[state]; ok {
			c.IssuingOrganization = n + " Board of Nursing"
		}
	}
	if name == "" || !hasLetter(name) {
		return ci, true
	}
	c.Name = name
	return ci, false
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
		if standsApart(s[:i], true) && standsApart(s[end:], false) {
			return s[:i] + " | " + s[end:]
		}
	}
	return s
}

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
		t := strings.TrimSpace(strings.Trim(s, " ,;:-–—|[]"))
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

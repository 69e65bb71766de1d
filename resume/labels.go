package resume

import "strings"

// fieldRole is what a field of a position's header holds, as its label or its table column
// names it.
type fieldRole uint8

const (
	roleNone       fieldRole = iota // no label of a position's header
	roleOther                       // part of the header, neither title nor employer: dates, a place, a unit
	roleTitle                       // the job title
	roleEmployer                    // the employer
	roleClient                      // the facility an agency placed the worker at: the employer, and the entry is an assignment
	roleWorksite                    // where a placed worker worked: the employer, when a proper name follows
	roleAgency                      // the agency that placed the worker: the employer only when no worksite is named
	roleFormDetail                  // an application form's other answers (the employer's address, the reason for leaving)
	roleUnit                        // the unit or department worked in: the specialty is read from it, never the title or employer
)

// headerLabel is how a word or phrase labels a field of a position: written before a colon in a
// header line ("Employer: Acme"), and as the heading of a column of a work-history table
// ("Employer | Title | Dates"). roleNone means it is no label there.
type headerLabel struct {
	inline fieldRole
	column fieldRole
	site   bool // it names the site an agency placed the worker at
}

// headerLabels is the one vocabulary of the labels of a position's fields. A new form or table
// layout is a row here.
var headerLabels = map[string]headerLabel{
	// the employer
	"employer":        {inline: roleEmployer, column: roleEmployer},
	"company":         {inline: roleEmployer, column: roleEmployer},
	"organization":    {inline: roleEmployer, column: roleEmployer},
	"organisation":    {column: roleEmployer},
	"hospital":        {inline: roleEmployer, column: roleEmployer},
	"facility":        {inline: roleEmployer, column: roleEmployer, site: true},
	"contractor":      {column: roleEmployer},
	"client":          {inline: roleClient, column: roleEmployer, site: true},
	"worksite":        {inline: roleWorksite, site: true},
	"work site":       {inline: roleWorksite, site: true},
	"site":            {inline: roleWorksite, site: true},
	"assigned to":     {inline: roleWorksite, site: true},
	"agency":          {inline: roleAgency},
	"staffing agency": {inline: roleAgency},
	// the title; a travel nurse's assignments table names the unit worked as the title
	"title":          {inline: roleTitle, column: roleTitle},
	"position":       {inline: roleTitle, column: roleTitle},
	"role":           {inline: roleTitle, column: roleTitle},
	"job title":      {inline: roleTitle, column: roleTitle},
	"position title": {inline: roleTitle, column: roleTitle},
	"position held":  {inline: roleTitle},
	// the Europass CV form's labels, set in a column beside their values
	"occupation or position held":  {inline: roleTitle},
	"name and address of employer": {inline: roleEmployer},
	"job held":                     {inline: roleTitle},
	"title held":                   {inline: roleTitle},
	"designation":                  {column: roleTitle},
	"job":                          {column: roleTitle},
	"specialty":                    {inline: roleUnit, column: roleTitle},
	"unit":                         {inline: roleUnit, column: roleTitle},
	// the rest of a position's header
	"dates": {inline: roleOther, column: roleOther},
	// a form's labelled dates ("Dates of Employment: 11/2020 – Present")
	"dates of employment": {inline: roleOther},
	"employment dates":    {inline: roleOther},
	"dates employed":      {inline: roleOther},
	"date":                {inline: roleOther, column: roleOther},
	"duration":            {inline: roleOther, column: roleOther},
	"location":            {inline: roleOther, column: roleOther},
	"period":              {inline: roleOther, column: roleOther},
	"from":                {inline: roleOther, column: roleOther},
	"department":          {inline: roleUnit},
	"dept":                {inline: roleUnit},
	"setting":             {inline: roleUnit},
	"floor":               {inline: roleUnit},
	"employed":            {inline: roleOther},
	"to":                  {column: roleOther},
	"city":                {column: roleOther},
	"st":                  {column: roleOther},
	"state":               {column: roleOther},
	"years":               {column: roleOther},
	"tenure":              {column: roleOther},
	"weeks":               {column: roleOther},
	"length":              {column: roleOther},
	"shift":               {column: roleOther},
	"focus":               {column: roleOther},                   // "Unit / focus"
	"area":                {inline: roleUnit, column: roleOther}, // "Unit / area"
	// an application form's entry: part of it, but neither its title nor its employer
	"address":            {inline: roleFormDetail},
	"employer address":   {inline: roleFormDetail},
	"company address":    {inline: roleFormDetail},
	"street address":     {inline: roleFormDetail},
	"reason for leaving": {inline: roleFormDetail},
	"reason for leave":   {inline: roleFormDetail},
	"supervisor":         {inline: roleFormDetail},
	"supervisor name":    {inline: roleFormDetail},
	"phone":              {inline: roleFormDetail},
	"telephone":          {inline: roleFormDetail},
	"may we contact":     {inline: roleFormDetail},
	"salary":             {inline: roleFormDetail},
	"pay":                {inline: roleFormDetail},
	"wage":               {inline: roleFormDetail},
	"starting pay":       {inline: roleFormDetail},
	"final pay":          {inline: roleFormDetail},
	"hours":              {inline: roleFormDetail},
	"hours per week":     {inline: roleFormDetail},
	"series/grade":       {inline: roleFormDetail},
	"grade":              {inline: roleFormDetail},
	"pay grade":          {inline: roleFormDetail},
	// a position's description under a label of its own ("Description: 12-bed medical ICU")
	"description":                          {inline: roleFormDetail},
	"main activities and responsibilities": {inline: roleFormDetail},
	"type of business or sector":           {inline: roleFormDetail},
}

// inlineLabel reads the label of a "Label: value" field: its role, and the value. ok is false
// when the text has no colon or its label is none of headerLabels.
func inlineLabel(s string) (role fieldRole, value string, ok bool) {
	label, value, found := strings.Cut(s, ":")
	if !found {
		return roleNone, s, false
	}
	role = inlineRole(label)
	if role == roleNone {
		return roleNone, s, false
	}
	return role, value, true
}

// inlineRole is the role of a field's label written before a colon: one of headerLabels, or
// two set apart by a slash whose roles agree ("Unit/area", "Title/Position"), the one of them
// that has a role where the other has none.
func inlineRole(label string) fieldRole {
	l := strings.ToLower(strings.TrimSpace(label))
	if r := headerLabels[l].inline; r != roleNone {
		return r
	}
	a, b, ok := strings.Cut(l, "/")
	if !ok || strings.Contains(b, "/") {
		return roleNone
	}
	ra, rb := headerLabels[strings.TrimSpace(a)].inline, headerLabels[strings.TrimSpace(b)].inline
	switch {
	case ra == rb, rb == roleNone:
		return ra
	case ra == roleNone:
		return rb
	}
	return roleNone
}

// siteLabelled reports whether a field is a worksite's label followed by a name ("Worksite:
// Acme", "Client: Mercy Hospital").
func siteLabelled(field string) bool {
	label, value, ok := strings.Cut(field, ":")
	if !ok || !headerLabels[strings.ToLower(strings.TrimSpace(label))].site {
		return false
	}
	return startsProperName(value)
}

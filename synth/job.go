package synth

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/recruitd/recruitd"
)

// opening is what a job asks for, before it is written up.
type opening struct {
	prof      *profession
	spec      *specialty
	at        place
	employer  string
	jobType   string // full-time, part-time, per-diem, contract
	travel    bool   // a contract away from home: healthcare travel
	shift     string // day, night, evening, rotating; "" office hours
	hours     int    // a week; 0 as needed
	years     int    // of experience required
	licensed  bool   // a state licence is required
	required  []string
	preferred []string
	skills    []string // required skills
	plus      string   // a tool that is a plus
	pay       [2]float64
	remote    bool
}

func healthcare(p *profession) bool { return p.industry == "Healthcare" }

// newJob makes a job from r.
func newJob(r *rand.Rand) recruitd.Job {
	o := opening{prof: weighted(r, mix, func(p *profession) float64 { return p.share })}
	prof := o.prof
	if prof.specialties != nil {
		o.spec = weighted(r, prof.specialties, func(s *specialty) float64 { return s.w })
	}
	o.at = pickPlace(r)
	o.employer = employerName(r, prof.where(o.spec), o.at.City)
	health := healthcare(prof)
	switch x := r.Float64(); {
	case health && x < 0.3:
		o.jobType, o.travel = "contract", prof.setting != office && prof.setting != clinic
	case !health && x < 0.2:
		o.jobType = "contract"
	case x < 0.78:
		o.jobType = "full-time"
	case x < 0.9 || !health:
		o.jobType = "part-time"
	default:
		o.jobType = "per-diem"
	}
	shifts := o.spec != nil && o.spec.acute || prof.where(o.spec) == hospital && health
	if shifts {
		o.shift = weighted(r, []string{"day", "night", "evening", "rotating"}, func(s string) float64 {
			return map[string]float64{"day": 45, "night": 35, "evening": 10, "rotating": 10}[s]
		})
	}
	switch {
	case o.jobType == "per-diem":
	case o.jobType == "part-time":
		o.hours = 24
	case shifts && (prof.id == "profession:rn" || prof.id == "profession:rt"):
		o.hours = 36
	default:
		o.hours = 40
	}
	o.years = between(r, 1, 3)
	if prof.industry == "Software" {
		o.years = between(r, 2, 6)
	}
	o.licensed = prof.license != nil && prof.license.p >= 0.5
	certs := prof.certs
	if o.spec != nil {
		certs = append(slices.Clip(certs), o.spec.certs...)
	}
	for _, c := range certs {
		switch {
		case c.p >= 0.7 && !slices.Contains(o.required, c.name):
			o.required = append(o.required, c.name)
		case c.p < 0.7 && len(o.preferred) < 2 && chance(r, 0.6):
			o.preferred = append(o.preferred, c.name)
		}
	}
	if len(prof.skills) > 0 && !health {
		o.skills = some(r, prof.skills, 2)
	}
	if len(prof.tools) > 0 && chance(r, 0.5) {
		o.plus = one(r, prof.tools)
	}
	o.pay = payRange(r, prof.pay, o.travel)
	o.remote = prof.industry == "Software" && chance(r, 0.25)

	j := recruitd.Job{
		Title:          o.title(r),
		StartDate:      asOf.AddDate(0, 0, between(r, 7, 90)).Unix(),
		Address:        recruitd.Address{Address1: fmt.Sprintf("%d %s %s", between(r, 100, 9899), one(r, streets), one(r, streetTypes)), City: o.at.City, State: o.at.State, Zip: o.at.ZIP, CountryCode: "US"},
		EmploymentType: recruitd.EmploymentDirect,
		Status:         weighted(r, []string{recruitd.JobOpen, recruitd.JobOnHold, recruitd.JobFilled, recruitd.JobClosed}, jobStatusWeight),
		Employer:       recruitd.Employer{Name: o.employer, City: o.at.City, State: o.at.State, Zip: o.at.ZIP},
		JobType:        o.jobType,
		Compensation:   recruitd.Compensation{Type: "salary", Minimum: &o.pay[0], Maximum: &o.pay[1]},
		Requirements:   recruitd.Requirements{Experience: o.experience(), Certifications: o.required},
		Profession:     prof.name,
		Remote:         &o.remote,
	}
	j.Description = o.describe(r, j.Title)
	if o.jobType == "contract" {
		j.EmploymentType = recruitd.EmploymentContract
	}
	if prof.pay.hourly {
		j.Compensation.Type = "hourly"
	}
	if o.shift != "" {
		j.Schedule.Shifts = []string{o.shift}
	}
	if o.hours > 0 {
		j.Schedule.HoursMin, j.Schedule.HoursMax = &o.hours, &o.hours
	}
	if o.licensed {
		j.Requirements.LicenseType = strings.TrimSuffix(prof.license.short, " license")
		j.Requirements.LicenseState = o.at.State
	}
	if o.spec != nil {
		j.Specialty, j.Department = o.spec.name, o.spec.unit
	}
	return j
}

func jobStatusWeight(s string) float64 {
	return map[string]float64{recruitd.JobOpen: 85, recruitd.JobOnHold: 5, recruitd.JobFilled: 6, recruitd.JobClosed: 4}[s]
}

// payRange draws a job's pay from its profession's range; travel pays more.
func payRange(r *rand.Rand, p pay, travel bool) [2]float64 {
	span := p.max - p.min
	lo := p.min + r.Float64()*span*0.6
	hi := lo + span*(0.15+r.Float64()*0.25)
	if travel {
		lo, hi = lo*1.3, hi*1.3
	}
	unit := 0.5
	if !p.hourly {
		unit = 1000
	}
	return [2]float64{math.Round(lo/unit) * unit, math.Round(hi/unit) * unit}
}

// title writes a job's title, as agencies do.
func (o *opening) title(r *rand.Rand) string {
	prof, spec := o.prof, o.spec
	if prof.id == "profession:rn" {
		if o.travel {
			return "Travel RN - " + spec.name
		}
		t := one(r, []string{"Registered Nurse - " + spec.name, spec.name + " RN", spec.name + " Registered Nurse", "Staff Nurse - " + spec.unit})
		if o.shift == "night" && chance(r, 0.5) {
			t += " (Nights)"
		}
		return t
	}
	t := prof.title
	if spec != nil && chance(r, 0.5) {
		t += " - " + spec.name
	}
	switch {
	case o.travel:
		t = "Travel " + t
	case o.jobType == "per-diem":
		t += " (Per Diem)"
	case o.jobType == "part-time":
		t += " - Part Time"
	case prof.industry == "Software" && o.years >= 5:
		t = "Senior " + t
	}
	if o.remote {
		t += " (Remote)"
	}
	return t
}

// experience is the headline experience requirement: "2+ years ICU".
func (o *opening) experience() string {
	if o.spec != nil {
		return fmt.Sprintf("%d+ years %s", o.years, o.spec.name)
	}
	return fmt.Sprintf("%d+ years as %s %s", o.years, article(o.prof.title), o.prof.title)
}

// describe writes the job's description: the role, its duties, its
// requirements (as lines screening reads), schedule and pay.
func (o *opening) describe(r *rand.Rand, title string) string {
	prof, spec := o.prof, o.spec
	var b strings.Builder
	head := title + " - " + o.at.City + ", " + o.at.State
	if o.travel {
		head += " - 13 weeks"
	}
	b.WriteString(head + "\n\nAbout the role:\n")
	who, team := prof.title, "our"
	if spec != nil {
		who, team = spec.name+" "+prof.title, "our "+spec.unit
	}
	fmt.Fprintf(&b, "%s is hiring %s %s to join %s team in %s, %s.", o.employer, article(who), who, team, o.at.City, o.at.State)
	if o.remote {
		b.WriteString(" This is a fully remote position.")
	}
	if o.travel {
		b.WriteString(" This is a 13-week travel assignment with a possibility of extension.")
	}
	b.WriteString("\n\nResponsibilities:\n")
	duties := prof.duties
	if spec != nil {
		duties = append(slices.Clip(spec.duties), duties...)
	}
	for _, d := range some(r, duties, between(r, 2, 3)) {
		b.WriteString("• " + strings.ReplaceAll(d, "{beds}", strconv.Itoa(between(r, 12, 36))) + "\n")
	}

	experience := fmt.Sprintf("%d+ years of experience as %s %s", o.years, article(prof.title), prof.title)
	if spec != nil {
		experience = fmt.Sprintf("%d+ years of %s experience", o.years, spec.name)
		if prof.cred != "" {
			experience += " as " + article(prof.cred) + " " + prof.cred
		}
	}
	required := []string{experience}
	if o.licensed {
		required = append(required, o.licence())
	}
	if len(o.required) > 0 {
		required = append(required, "active "+list(o.required))
	}
	if len(o.skills) > 0 {
		required = append(required, "experience with "+phrase(prof, list(o.skills)))
	}
	if d := prof.degrees[0]; d.level == university && prof.id != "profession:rn" {
		degree := d.name
		if !strings.Contains(d.name, d.major) {
			degree += " in " + d.major
		}
		if !healthcare(prof) {
			degree += " or a related field"
		}
		required = append(required, degree)
	}
	preferred := slices.Clip(o.preferred)
	if prof.id == "profession:rn" && chance(r, 0.4) {
		preferred = append(preferred, "BSN")
	}
	if o.plus != "" {
		preferred = append(preferred, o.plus+" experience")
	}

	if chance(r, 0.5) {
		// Labelled lines, one per importance.
		b.WriteString("\nQualifications:\nRequired: " + capitalize(strings.Join(required, "; ")) + "\n")
		if len(preferred) > 0 {
			b.WriteString("Preferred: " + strings.Join(preferred, "; ") + "\n")
		}
	} else {
		// A requirements list with the importance in each line.
		b.WriteString("\nRequirements:\n")
		for _, q := range required {
			b.WriteString("• " + capitalize(q) + " required\n")
		}
		for _, q := range preferred {
			b.WriteString("• " + capitalize(q) + " preferred\n")
		}
	}

	b.WriteString("\nSchedule: ")
	switch o.shift {
	case "day":
		b.WriteString("Day shift")
	case "night":
		b.WriteString("Night shift")
	case "evening":
		b.WriteString("Evening shift")
	case "rotating":
		b.WriteString("Rotating day and night shifts")
	default:
		b.WriteString("Monday to Friday, business hours")
	}
	switch {
	case o.hours == 36:
		b.WriteString(", 3x12s (36 hours per week)")
	case o.hours > 0:
		fmt.Fprintf(&b, ", %d hours per week", o.hours)
	default:
		b.WriteString(", per diem as needed")
	}
	if prof.pay.hourly {
		fmt.Fprintf(&b, "\nPay: $%s - $%s per hour\n", money(o.pay[0]), money(o.pay[1]))
	} else {
		fmt.Fprintf(&b, "\nPay: $%s - $%s per year\n", money(o.pay[0]), money(o.pay[1]))
	}
	return b.String()
}

// licence is the licence requirement: "Texas or compact RN license" where
// the job's state honours multistate licences.
func (o *opening) licence() string {
	l, state := o.prof.license, stateName(o.at.State)
	if l.nurse && multistate()[o.at.State] {
		return state + " or compact " + l.short
	}
	return state + " " + l.short
}

// money writes dollars: "42.50", "58", "85,000".
func money(v float64) string {
	if v != math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	s := strconv.FormatFloat(v, 'f', 0, 64)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// article is "an" before a vowel sound, else "a". An abbreviation ("RN",
// "LPN") is read letter by letter.
func article(word string) string {
	vowels := "AEIOUaeiou"
	if len(word) > 1 && word[1] >= 'A' && word[1] <= 'Z' {
		vowels = "AEFHILMNORSX"
	}
	if word != "" && strings.IndexByte(vowels, word[0]) >= 0 {
		return "an"
	}
	return "a"
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

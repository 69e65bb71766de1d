package index

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/taxonomy"
)

// JobFacts are the matching attributes of a job: its own optional fields
// where set, else what its title and description say (DESIGN.md).
type JobFacts struct {
	JobType  string   // full-time, part-time, contract, per-diem, temporary, internship, or ""
	Shifts   []string // as taxonomy.Shifts names them: day, night, evening, weekend, 12-hour...
	CompType string   // hourly or salary, or ""
	CompMin  *float64
	CompMax  *float64
	HoursMin *int
	HoursMax *int
	Remote   bool
	// Travel reports a travel assignment: a posting that recruits travellers
	// from anywhere (travel contract, travelers welcome, a housing stipend).
	Travel bool
}

var (
	perDiem  = regexp.MustCompile(`(?i)\b(per[ -]diem|prn)\b`)
	partTime = regexp.MustCompile(`(?i)\bpart[ -]time\b`)
	fullTime = regexp.MustCompile(`(?i)\bfull[ -]time\b`)
	temp     = regexp.MustCompile(`(?i)\b(temporary|temp[ -]to[ -]hire)\b`)
	intern   = regexp.MustCompile(`(?i)\binternship\b`)
	// remoteTitle is a title that says remote; in a description only the
	// strong phrases count, since "remote monitoring" is a telemetry skill.
	remoteTitle = regexp.MustCompile(`(?i)\bremote\b`)
	remoteText  = regexp.MustCompile(`(?i)\b(fully remote|100% remote|remote position|remote role|work from home)\b`)
	// travel is the wording of a travel assignment: "travel" a few words
	// before the role or the contract ("TRAVEL TELE RN", "travel ICU nurse",
	// "13-week travel contract"), travellers welcomed, a travel stipend or a
	// tax home. "Travel required" alone is a field job that travels, not one
	// that recruits travellers; travelAgency titles are jobs in travel.
	travel = regexp.MustCompile(`(?i)\btravel(?:ing|ling)?(?:[\s/&-]+[\w&/-]+){0,2}?[\s/-]+(?:contracts?|assignments?|nurs(?:e|es|ing)|rns?|lpns?|lvns?|therapists?|techs?|technologists?|technicians?|positions?|jobs?|opportunit(?:y|ies)|allied|clinicians?|cnas?|rts?|pts?|ots?|slps?)\b|\btravell?ers?\b[^.\n]{0,20}\b(?:welcome|encouraged|accepted|considered)\b|\b(?:housing|lodging|travel|per diem|m&ie) stipends?\b|\btax[- ]home\b|\b(?:local|locals) (?:and|or|&|/) travel`)
	// denied, right before the wording of a fact, denies it: "a staff
	// position, not a travel contract", "no travelers", "non-travel", "we do
	// not hire fully remote".
	denied = regexp.MustCompile(`(?i)\b(?:not|no|non|never|nor|isn't|without)(?:[\s-]+[a-z]+){0,2}?[\s-]*$`)
	// refused, right after the wording of a fact, refuses it: "travelers
	// not accepted", "travel nurses need not apply".
	refused = regexp.MustCompile(`(?i)^[^.\n]{0,20}?\b(?:not (?:accepted|considered|eligible|welcome|available|an option|possible)|need not apply|will not be considered)`)
	// travelAgency are titles of jobs in the travel trade, not assignments.
	travelAgency = regexp.MustCompile(`(?i)\b(?:agent|agency|consultant|coordinator|advisor|adviser|recruiter|sales|booking)\b`)
	pay          = regexp.MustCompile(`(?i)\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?(?:\s*(?:-|–|—|to)\s*\$?\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?)?\s*(?:/|per|an|a)?\s*(hr|hour|hourly|yr|year|annually|annual|week|wk)?`)
	hours        = regexp.MustCompile(`(?i)\b(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*(?:hours|hrs)\s*(?:per|/|a|each)\s*week\b`)
)

// Facts derives a job's matching attributes.
func Facts(j recruitd.Job) JobFacts {
	text := j.Title + "\n" + j.Description + "\n" + j.PublicDescription
	f := JobFacts{JobType: j.JobType, Shifts: j.Schedule.Shifts, CompType: j.Compensation.Type,
		CompMin: j.Compensation.Minimum, CompMax: j.Compensation.Maximum,
		HoursMin: j.Schedule.HoursMin, HoursMax: j.Schedule.HoursMax}
	if j.Remote != nil {
		f.Remote = *j.Remote
	} else {
		f.Remote = stated(remoteTitle, j.Title) || stated(remoteText, text)
	}
	f.Travel = stated(travel, text) && !travelAgency.MatchString(j.Title)
	if f.JobType == "" {
		f.JobType = jobType(text, j.EmploymentType)
	}
	if len(f.Shifts) == 0 {
		f.Shifts = taxonomy.Shifts(text)
	}
	if f.CompType == "" && f.CompMin == nil && f.CompMax == nil {
		f.CompType, f.CompMin, f.CompMax = compensation(text)
	}
	if f.HoursMin == nil && f.HoursMax == nil {
		if m := hours.FindStringSubmatch(text); m != nil {
			lo, _ := strconv.Atoi(m[1])
			hi := lo
			if m[2] != "" {
				hi, _ = strconv.Atoi(m[2])
			}
			if lo > 0 && hi >= lo && hi <= 168 {
				f.HoursMin, f.HoursMax = &lo, &hi
			}
		}
	}
	return f
}

func jobType(text, employment string) string {
	switch {
	case perDiem.MatchString(text):
		return "per-diem"
	case partTime.MatchString(text):
		return "part-time"
	case intern.MatchString(text):
		return "internship"
	case temp.MatchString(text):
		return "temporary"
	case employment == recruitd.EmploymentContract:
		return "contract"
	case fullTime.MatchString(text), employment == recruitd.EmploymentDirect:
		return "full-time"
	}
	return ""
}

// compensation reads the first pay figure or range of a text: hourly when it
// says so or is under $300, a salary when it says so or is $10,000 or more.
func compensation(text string) (string, *float64, *float64) {
	for _, m := range pay.FindAllStringSubmatch(text, -1) {
		lo := money(m[1], m[2] != "" || m[4] != "")
		hi := lo
		if m[3] != "" {
			hi = money(m[3], m[4] != "")
		}
		if lo <= 0 || hi < lo {
			continue
		}
		unit := strings.ToLower(m[5])
		switch {
		case slices.Contains([]string{"hr", "hour", "hourly"}, unit) || (unit == "" && hi < 300):
			return "hourly", &lo, &hi
		case slices.Contains([]string{"yr", "year", "annually", "annual"}, unit) || (unit == "" && lo >= 10000):
			return "salary", &lo, &hi
		case unit == "week" || unit == "wk":
			// Travel contracts quote weekly pay for three 12-hour shifts.
			wlo, whi := lo/36, hi/36
			return "hourly", &wlo, &whi
		}
	}
	return "", nil, nil
}

func money(s string, thousands bool) float64 {
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	if err != nil {
		return 0
	}
	if thousands {
		v *= 1000
	}
	return v
}

// stated reports whether text holds wording of re that it does not deny or
// refuse around it.
func stated(re *regexp.Regexp, text string) bool {
	for _, m := range re.FindAllStringIndex(text, -1) {
		if !denied.MatchString(text[max(0, m[0]-40):m[0]]) && !refused.MatchString(text[m[1]:]) {
			return true
		}
	}
	return false
}

package resume

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// The real set (testdata/real, see its README.md) is resumes rendered from public templates,
// labelled by hand from the rendered documents. TestRealResumes scores the rule-based parser on
// it per field: the first batch (61 files) by its fit and holdout splits and as a whole, batches 2
// to 12 (labels with "batch": N) each on its own, so that new files leave the earlier batches'
// figures and floors where they were, batches 7 and 8's held-aside quarter ("holdout 2", their
// files whose number is a multiple of 4) as a second holdout, batch 10's, 11's and 12's as a
// third, fourth and fifth, never fitted; "held aside" is holdouts 2 to 5 together.

// realAsOf is the date the labels were written against.
var realAsOf = time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)

// realSlow is the parse time past which a file is reported as slow: a report, not an assertion
// (speed is measured in BenchmarkParse, not in tests).
const realSlow = time.Second

// realFloors are each group's figures at the end of its last fitting (2026-11-28, the seventh
// session), minus 0.01, per figure, so that the test fails when the parser gets worse; never
// lowered but where a commit says why (a class read right that moves a file's pairing: batch 4's
// employer and title precision after fieldWords was mended, batch 5's institution precision, the
// holdout's and all's degree precision after the international degree names, batch 4's degree
// precision once Quebec's DEP was read: one of its two is cut at the comma inside its field).
// fit, holdout and all are the first batch's files only (the holdout measured, never studied:
// its misses are not printed); batches 2 to 12 are each scored on their own, 7, 8, 10, 11 and
// 12 by their fit files; holdouts 2 to 5 are batches 7 and 8's, 10's, 11's and 12's held-aside
// quarters, measured and never studied, their floors a guard against regressions, not a target,
// and so are the held-aside quarters' together; holdout 5's (p04 ... p28) are its first look
// minus 0.02, as holdout 4's were until the end of its batch's fitting. The first looks, before
// any rule was changed for a batch, are in testdata/real's README.
var realFloors = map[string]map[string]float64{
	"fit": {
		"firstName": 0.967, "lastName": 0.967, "email": 0.967, "phone": 0.966, "city": 0.960,
		"state": 0.957, "jobCount": 0.968, "employer.recall": 0.933, "employer.precision": 0.933,
		"title.recall": 0.961, "title.precision": 0.961, "startDate.recall": 0.980,
		"startDate.precision": 0.980, "endDate.recall": 0.980, "endDate.precision": 0.980,
		"institution.recall": 0.954, "institution.precision": 0.954, "degree.recall": 0.952,
		"degree.precision": 0.952, "certification.recall": 0.942, "certification.precision": 0.954,
		"mean": 0.962,
	},
	"holdout": {
		"firstName": 0.923, "lastName": 0.923, "email": 0.919, "phone": 0.990, "city": 0.836,
		"state": 0.823, "jobCount": 0.990, "employer.recall": 0.962, "employer.precision": 0.962,
		"title.recall": 0.990, "title.precision": 0.990, "startDate.recall": 0.990,
		"startDate.precision": 0.990, "endDate.recall": 0.990, "endDate.precision": 0.990,
		"institution.recall": 0.990, "institution.precision": 0.990, "degree.recall": 0.832,
		"degree.precision": 0.832, "certification.recall": 0.811, "certification.precision": 0.948,
		"mean": 0.931,
	},
	"all": {
		"firstName": 0.956, "lastName": 0.956, "email": 0.956, "phone": 0.972, "city": 0.925,
		"state": 0.919, "jobCount": 0.973, "employer.recall": 0.940, "employer.precision": 0.940,
		"title.recall": 0.969, "title.precision": 0.969, "startDate.recall": 0.983,
		"startDate.precision": 0.983, "endDate.recall": 0.983, "endDate.precision": 0.983,
		"institution.recall": 0.963, "institution.precision": 0.963, "degree.recall": 0.921,
		"degree.precision": 0.921, "certification.recall": 0.910, "certification.precision": 0.953,
		"mean": 0.953,
	},
	"batch 2": {
		"firstName": 0.957, "lastName": 0.957, "email": 0.990, "phone": 0.990, "city": 0.990,
		"state": 0.990, "jobCount": 0.857, "employer.recall": 0.840, "employer.precision": 0.897,
		"title.recall": 0.865, "title.precision": 0.911, "startDate.recall": 0.853,
		"startDate.precision": 0.962, "endDate.recall": 0.828, "endDate.precision": 0.934,
		"institution.recall": 0.917, "institution.precision": 0.964, "degree.recall": 0.913,
		"degree.precision": 0.963, "certification.recall": 0.923, "certification.precision": 0.912,
		"mean": 0.933,
	},
	"batch 3": {
		"firstName": 0.990, "lastName": 0.954, "email": 0.990, "phone": 0.990, "city": 0.952,
		"state": 0.948, "jobCount": 0.847, "employer.recall": 0.891, "employer.precision": 0.926,
		"title.recall": 0.928, "title.precision": 0.940, "startDate.recall": 0.953,
		"startDate.precision": 0.953, "endDate.recall": 0.953, "endDate.precision": 0.953,
		"institution.recall": 0.971, "institution.precision": 0.971, "degree.recall": 0.990,
		"degree.precision": 0.990, "certification.recall": 0.971, "certification.precision": 0.980,
		"mean": 0.954,
	},
	"batch 4": {
		"firstName": 0.883, "lastName": 0.847, "email": 0.919, "phone": 0.990, "city": 0.870,
		"state": 0.940, "jobCount": 0.954, "employer.recall": 0.879, "employer.precision": 0.925,
		"title.recall": 0.916, "title.precision": 0.939, "startDate.recall": 0.941,
		"startDate.precision": 0.941, "endDate.recall": 0.941, "endDate.precision": 0.941,
		"institution.recall": 0.946, "institution.precision": 0.886, "degree.recall": 0.901,
		"degree.precision": 0.901, "certification.recall": 0.835, "certification.precision": 0.877,
		"mean": 0.913,
	},
	"batch 5": {
		"firstName": 0.883, "lastName": 0.883, "email": 0.954, "phone": 0.990, "city": 0.952,
		"state": 0.948, "jobCount": 0.954, "employer.recall": 0.840, "employer.precision": 0.869,
		"title.recall": 0.940, "title.precision": 0.973, "startDate.recall": 0.957,
		"startDate.precision": 0.990, "endDate.recall": 0.957, "endDate.precision": 0.990,
		"institution.recall": 0.826, "institution.precision": 0.869, "degree.recall": 0.875,
		"degree.precision": 0.847, "certification.recall": 0.825, "certification.precision": 0.873,
		"mean": 0.920,
	},
	"batch 6": {
		"firstName": 0.990, "lastName": 0.957, "email": 0.990, "phone": 0.990, "city": 0.857,
		"state": 0.816, "jobCount": 0.857, "employer.recall": 0.887, "employer.precision": 0.897,
		"title.recall": 0.864, "title.precision": 0.895, "startDate.recall": 0.898,
		"startDate.precision": 0.930, "endDate.recall": 0.898, "endDate.precision": 0.930,
		"institution.recall": 0.907, "institution.precision": 0.922, "degree.recall": 0.840,
		"degree.precision": 0.800, "certification.recall": 0.793, "certification.precision": 0.869,
		"mean": 0.901,
	},
	"batch 7": {
		"firstName": 0.990, "lastName": 0.990, "email": 0.990, "phone": 0.990, "city": 0.990,
		"state": 0.990, "jobCount": 0.990, "employer.recall": 0.973, "employer.precision": 0.973,
		"title.recall": 0.957, "title.precision": 0.990, "startDate.recall": 0.990,
		"startDate.precision": 0.990, "endDate.recall": 0.990, "endDate.precision": 0.990,
		"institution.recall": 0.934, "institution.precision": 0.961, "degree.recall": 0.962,
		"degree.precision": 0.962, "certification.recall": 0.922, "certification.precision": 0.922,
		"mean": 0.978,
	},
	"batch 8": {
		"firstName": 0.990, "lastName": 0.990, "email": 0.990, "phone": 0.990, "city": 0.907,
		"state": 0.947, "jobCount": 0.990, "employer.recall": 0.916, "employer.precision": 0.916,
		"title.recall": 0.931, "title.precision": 0.945, "startDate.recall": 0.975,
		"startDate.precision": 0.975, "endDate.recall": 0.975, "endDate.precision": 0.975,
		"institution.recall": 0.892, "institution.precision": 0.939, "degree.recall": 0.941,
		"degree.precision": 0.965, "certification.recall": 0.882, "certification.precision": 0.912,
		"mean": 0.955,
	},
	"batch 9": {
		"firstName": 0.890, "lastName": 0.923, "email": 0.990, "phone": 0.990, "city": 0.919,
		"state": 0.990, "jobCount": 0.990, "employer.recall": 0.927, "employer.precision": 0.927,
		"title.recall": 0.939, "title.precision": 0.939, "startDate.recall": 0.990,
		"startDate.precision": 0.990, "endDate.recall": 0.990, "endDate.precision": 0.990,
		"institution.recall": 0.838, "institution.precision": 0.908, "degree.recall": 0.914,
		"degree.precision": 0.951, "certification.recall": 0.885, "certification.precision": 0.907,
		"mean": 0.946,
	},
	"holdout 2": {
		"firstName": 0.990, "lastName": 0.990, "email": 0.990, "phone": 0.990, "city": 0.865,
		"state": 0.923, "jobCount": 0.990, "employer.recall": 0.913, "employer.precision": 0.937,
		"title.recall": 0.964, "title.precision": 0.964, "startDate.recall": 0.990,
		"startDate.precision": 0.990, "endDate.recall": 0.990, "endDate.precision": 0.990,
		"institution.recall": 0.740, "institution.precision": 0.847, "degree.recall": 0.698,
		"degree.precision": 0.729, "certification.recall": 0.933, "certification.precision": 0.899,
		"mean": 0.931,
	},
	"batch 10": {
		"firstName": 0.990, "lastName": 0.990, "email": 0.990, "phone": 0.990, "city": 0.990,
		"state": 0.990, "jobCount": 0.942, "employer.recall": 0.957, "employer.precision": 0.941,
		"title.recall": 0.990, "title.precision": 0.974, "startDate.recall": 0.990,
		"startDate.precision": 0.974, "endDate.recall": 0.990, "endDate.precision": 0.974,
		"institution.recall": 0.964, "institution.precision": 0.990, "degree.recall": 0.885,
		"degree.precision": 0.862, "certification.recall": 0.951, "certification.precision": 0.939,
		"mean": 0.969,
	},
	"holdout 3": {
		"firstName": 0.990, "lastName": 0.990, "email": 0.990, "phone": 0.990, "city": 0.990,
		"state": 0.990, "jobCount": 0.990, "employer.recall": 0.937, "employer.precision": 0.937,
		"title.recall": 0.990, "title.precision": 0.990, "startDate.recall": 0.990,
		"startDate.precision": 0.990, "endDate.recall": 0.990, "endDate.precision": 0.990,
		"institution.recall": 0.990, "institution.precision": 0.990, "degree.recall": 0.913,
		"degree.precision": 0.913, "certification.recall": 0.948, "certification.precision": 0.842,
		"mean": 0.974,
	},
	"batch 11": {
		"firstName": 0.990, "lastName": 0.990, "email": 0.990, "phone": 0.990, "city": 0.990,
		"state": 0.990, "jobCount": 0.990, "employer.recall": 0.990, "employer.precision": 0.990,
		"title.recall": 0.990, "title.precision": 0.990, "startDate.recall": 0.990,
		"startDate.precision": 0.990, "endDate.recall": 0.990, "endDate.precision": 0.990,
		"institution.recall": 0.947, "institution.precision": 0.947, "degree.recall": 0.903,
		"degree.precision": 0.945, "certification.recall": 0.959, "certification.precision": 0.959,
		"mean": 0.980,
	},
	"holdout 4": {
		"firstName": 0.847, "lastName": 0.990, "email": 0.990, "phone": 0.990, "city": 0.990,
		"state": 0.990, "jobCount": 0.990, "employer.recall": 0.847, "employer.precision": 0.913,
		"title.recall": 0.919, "title.precision": 0.919, "startDate.recall": 0.990,
		"startDate.precision": 0.990, "endDate.recall": 0.990, "endDate.precision": 0.990,
		"institution.recall": 0.990, "institution.precision": 0.990, "degree.recall": 0.790,
		"degree.precision": 0.790, "certification.recall": 0.814, "certification.precision": 0.923,
		"mean": 0.944,
	},
	"batch 12": {
		"firstName": 0.942, "lastName": 0.942, "email": 0.990, "phone": 0.990, "city": 0.990,
		"state": 0.990, "jobCount": 0.942, "employer.recall": 0.948, "employer.precision": 0.969,
		"title.recall": 0.990, "title.precision": 0.970, "startDate.recall": 0.990,
		"startDate.precision": 0.970, "endDate.recall": 0.990, "endDate.precision": 0.970,
		"institution.recall": 0.990, "institution.precision": 0.990, "degree.recall": 0.954,
		"degree.precision": 0.954, "certification.recall": 0.990, "certification.precision": 0.931,
		"mean": 0.971,
	},
	"holdout 5": {
		"firstName": 0.980, "lastName": 0.980, "email": 0.980, "phone": 0.980, "city": 0.980,
		"state": 0.980, "jobCount": 0.980, "employer.recall": 0.918, "employer.precision": 0.980,
		"title.recall": 0.918, "title.precision": 0.918, "startDate.recall": 0.918,
		"startDate.precision": 0.918, "endDate.recall": 0.918, "endDate.precision": 0.918,
		"institution.recall": 0.980, "institution.precision": 0.980, "degree.recall": 0.855,
		"degree.precision": 0.855, "certification.recall": 0.937, "certification.precision": 0.860,
		"mean": 0.949,
	},
	"held aside": {
		"firstName": 0.963, "lastName": 0.990, "email": 0.990, "phone": 0.990, "city": 0.936,
		"state": 0.962, "jobCount": 0.990, "employer.recall": 0.910, "employer.precision": 0.943,
		"title.recall": 0.956, "title.precision": 0.956, "startDate.recall": 0.979,
		"startDate.precision": 0.979, "endDate.recall": 0.979, "endDate.precision": 0.979,
		"institution.recall": 0.881, "institution.precision": 0.932, "degree.recall": 0.790,
		"degree.precision": 0.805, "certification.recall": 0.922, "certification.precision": 0.883,
		"mean": 0.948,
	},
}

// realLabel is one file's entry in labels.json. A nil pointer is a field the document does not
// print; Placeholders names the fields whose printed value is template placeholder text.
type realLabel struct {
	File           string    `json:"file"`
	Split          string    `json:"split"`
	Batch          int       `json:"batch"`
	FirstName      *string   `json:"firstName"`
	LastName       *string   `json:"lastName"`
	Email          *string   `json:"email"`
	Phone          *string   `json:"phone"`
	City           *string   `json:"city"`
	State          *string   `json:"state"`
	Jobs           []realJob `json:"jobs"`
	Education      []realEdu `json:"education"`
	Certifications []string  `json:"certifications"`
	Placeholders   []string  `json:"placeholders"`
}

type realJob struct {
	Employer  *string `json:"employer"`
	Title     *string `json:"title"`
	StartDate *string `json:"startDate"`
	EndDate   *string `json:"endDate"`
}

type realEdu struct {
	Institution *string `json:"institution"`
	Degree      *string `json:"degree"`
}

func (l realLabel) placeholder(field string) bool {
	for _, p := range l.Placeholders {
		if p == field {
			return true
		}
	}
	return false
}

// realNorm is the comparison form of a name or title: NFKC, lower case, "&" read as "and",
// punctuation dropped, single spaces.
func realNorm(s string) string {
	s = strings.ToLower(norm.NFKC.String(s))
	s = strings.ReplaceAll(s, "&", " and ")
	s = strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return ' '
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// realSim is the token F1 of two names after realNorm: what pairs labelled and parsed items.
func realSim(a, b string) float64 {
	ta, tb := strings.Fields(realNorm(a)), strings.Fields(realNorm(b))
	if len(ta) == 0 || len(tb) == 0 {
		return 0
	}
	left := map[string]int{}
	for _, t := range tb {
		left[t]++
	}
	common := 0
	for _, t := range ta {
		if left[t] > 0 {
			left[t]--
			common++
		}
	}
	return 2 * float64(common) / float64(len(ta)+len(tb))
}

func realSame(want, got string) bool { return got != "" && realNorm(want) == realNorm(got) }

func realDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// realSamePhone compares digits: equal, or the parsed number is the printed one behind a country
// code of up to three digits, with the printed national trunk 0 dropped.
func realSamePhone(want, got string) bool {
	w, g := realDigits(want), realDigits(got)
	if w == "" || g == "" {
		return false
	}
	if w == g {
		return true
	}
	for _, n := range []string{w, strings.TrimPrefix(w, "0")} {
		if len(n) >= 7 && strings.HasSuffix(g, n) && len(g)-len(n) <= 3 {
			return true
		}
	}
	return false
}

// realSameDate compares a labelled YYYY-MM or YYYY with a parsed YYYY-MM-DD at the label's
// precision.
func realSameDate(want, got string) bool {
	return got != "" && len(got) >= len(want) && got[:len(want)] == want
}

// realCount counts one figure's outcomes. Scalar fields use correct/expected as accuracy;
// list fields use correct/expected as recall and correct/predicted as precision.
type realCount struct{ correct, predicted, expected int }

func (c realCount) recall() float64    { return ratio(c.correct, c.expected) }
func (c realCount) precision() float64 { return ratio(c.correct, c.predicted) }
func (c realCount) f1() float64 {
	p, r := c.precision(), c.recall()
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

var (
	realScalars = []string{"firstName", "lastName", "email", "phone", "city", "state", "jobCount"}
	realLists   = []string{"employer", "title", "startDate", "endDate", "institution", "degree", "certification"}
)

// realScore is one split's counts, per figure, plus each file's misses.
type realScore struct {
	files  int
	counts map[string]*realCount
}

func (s *realScore) add(field string, correct, predicted, expected bool) {
	if s.counts[field] == nil {
		s.counts[field] = &realCount{}
	}
	c := s.counts[field]
	if correct {
		c.correct++
	}
	if predicted {
		c.predicted++
	}
	if expected {
		c.expected++
	}
}

// mean is the mean field accuracy: the unweighted mean, over the 14 fields, of the accuracy of
// each scalar field (first name, last name, email, phone, city, state, job count) and the F1 of
// recall and precision of each list field (employer, title, start date, end date, institution,
// degree, certification). A field with nothing labelled or parsed in a split counts as 1.
func (s *realScore) mean() float64 {
	sum := 0.0
	for _, f := range realScalars {
		sum += s.get(f).recall()
	}
	for _, f := range realLists {
		sum += s.get(f).f1()
	}
	return sum / float64(len(realScalars)+len(realLists))
}

func (s *realScore) get(f string) realCount {
	if c := s.counts[f]; c != nil {
		return *c
	}
	return realCount{}
}

// figures are the split's numbers by name, as the floors name them.
func (s *realScore) figures() map[string]float64 {
	out := map[string]float64{"mean": s.mean()}
	for _, f := range realScalars {
		out[f] = s.get(f).recall()
	}
	for _, f := range realLists {
		out[f+".recall"] = s.get(f).recall()
		out[f+".precision"] = s.get(f).precision()
	}
	return out
}

// scoreReal adds one file's outcomes to the scores and returns what it got wrong.
func scoreReal(scores []*realScore, want realLabel, got Profile) []string {
	var misses []string
	add := func(field string, correct, predicted, expected bool) {
		for _, s := range scores {
			s.add(field, correct, predicted, expected)
		}
	}
	var name Name
	var contact Contact
	var loc Location
	if pi := got.PersonalInfo; pi != nil {
		if pi.Name != nil {
			name = *pi.Name
		}
		if pi.Contact != nil {
			contact = *pi.Contact
		}
		if pi.Location != nil {
			loc = *pi.Location
		}
	}
	// A scalar field is scored where it is labelled, and where it is not printed but the parser
	// gave a value (that counts as wrong); placeholders are not scored.
	scalar := func(field string, label *string, got string, same func(w, g string) bool) {
		if want.placeholder(field) || (label == nil && got == "") {
			return
		}
		ok := label != nil && same(*label, got)
		add(field, ok, got != "", true)
		if !ok {
			misses = append(misses, fmt.Sprintf("%s: want %q, got %q", field, deref(label), got))
		}
	}
	scalar("firstName", want.FirstName, name.FirstName, realSame)
	scalar("lastName", want.LastName, name.LastName, realSame)
	scalar("email", want.Email, contact.Email, func(w, g string) bool { return strings.EqualFold(w, g) })
	scalar("phone", want.Phone, contact.Phone, realSamePhone)
	scalar("city", want.City, loc.City, realSame)
	scalar("state", want.State, loc.State, realSame)

	if !want.placeholder("jobs") {
		scoreRealJobs(add, &misses, want.Jobs, got.WorkHistory)
	}
	if !want.placeholder("education") {
		scoreRealEducation(add, &misses, want.Education, got.Education)
	}
	if !want.placeholder("certifications") {
		scoreRealCertifications(add, &misses, want.Certifications, got.Certifications)
	}
	return misses
}

// scoreRealJobs pairs labelled jobs with parsed ones by employer and title similarity (employer
// weighs double), each at most once, then compares each field of each pair.
func scoreRealJobs(add func(string, bool, bool, bool), misses *[]string, want []realJob, got []Job) {
	add("jobCount", len(want) == len(got), true, true)
	if len(want) != len(got) {
		*misses = append(*misses, fmt.Sprintf("jobs: want %d, got %d", len(want), len(got)))
	}
	matched := matchItems(len(want), len(got), func(i, j int) float64 {
		return 2*realSim(deref(want[i].Employer), got[j].Employer) + realSim(deref(want[i].Title), got[j].Title)
	})
	for i, w := range want {
		j, ok := matched[i]
		var g Job
		if ok {
			g = got[j]
		}
		field := func(name string, label *string, correct bool, gotValue string) {
			if label == nil && name != "endDate" {
				return
			}
			add(name, ok && correct, false, true)
			if !(ok && correct) {
				*misses = append(*misses, fmt.Sprintf("job %d %s: want %q, got %q", i+1, name, deref(label), gotValue))
			}
		}
		field("employer", w.Employer, w.Employer != nil && realSame(*w.Employer, g.Employer), g.Employer)
		field("title", w.Title, w.Title != nil && realSame(*w.Title, g.Title), g.Title)
		if w.StartDate != nil {
			field("startDate", w.StartDate, realSameDate(*w.StartDate, g.StartDate), g.StartDate)
		}
		// A null endDate in the labels is a current position.
		current := "current"
		if w.EndDate == nil {
			field("endDate", &current, g.IsCurrent, fmt.Sprintf("current=%v end=%s", g.IsCurrent, deref(g.EndDate)))
		} else {
			field("endDate", w.EndDate, !g.IsCurrent && realSameDate(*w.EndDate, deref(g.EndDate)), deref(g.EndDate))
		}
	}
	for _, g := range got {
		add("employer", false, g.Employer != "", false)
		add("title", false, g.Title != "", false)
		add("startDate", false, g.StartDate != "", false)
		add("endDate", false, g.IsCurrent || g.EndDate != nil, false)
	}
}

// scoreRealEducation pairs labelled schools with parsed ones by institution similarity; a degree
// is right as realSameDegree says.
func scoreRealEducation(add func(string, bool, bool, bool), misses *[]string, want []realEdu, got []Education) {
	matched := matchItems(len(want), len(got), func(i, j int) float64 {
		return realSim(deref(want[i].Institution), got[j].Institution)
	})
	for i, w := range want {
		j, ok := matched[i]
		var g Education
		if ok {
			g = got[j]
		}
		if w.Institution != nil {
			right := ok && realSame(*w.Institution, g.Institution)
			add("institution", right, false, true)
			if !right {
				*misses = append(*misses, fmt.Sprintf("school %d institution: want %q, got %q", i+1, *w.Institution, g.Institution))
			}
		}
		if w.Degree != nil {
			right := ok && realSameDegree(*w.Degree, g)
			add("degree", right, false, true)
			if !right {
				*misses = append(*misses, fmt.Sprintf("school %d degree: want %q, got %q / %q", i+1, *w.Degree, g.Degree, g.Major))
			}
		}
	}
	for _, g := range got {
		add("institution", false, g.Institution != "", false)
		add("degree", false, g.Degree != "", false)
	}
}

// realSameDegree reports that a parsed school's degree reads as the labelled one. The profile
// keeps the field of study in Major, and the parser leaves it in the degree's own phrase too
// ("Associate of Applied Science in Nursing" / "Nursing"), while a label may hold the phrase
// with or without its field (the labels' convention keeps a field written into the phrase and
// drops one after a comma or dash, and labellers differ on which is which): the degree is right
// as parsed, followed by its major, or without the major it ends with.
func realSameDegree(label string, g Education) bool {
	if realSame(label, g.Degree) {
		return true
	}
	if g.Major == "" {
		return false
	}
	if realSame(label, g.Degree+" "+g.Major) || realSame(label, g.Degree+" in "+g.Major) {
		return true
	}
	d, m := realNorm(g.Degree), realNorm(g.Major)
	if base, ok := strings.CutSuffix(d, " "+m); ok {
		base = strings.TrimSuffix(base, " in")
		return base != "" && realNorm(label) == base
	}
	return false
}

// scoreRealCertifications pairs labelled certifications with parsed ones: the same name, the
// same credential concepts, or the name with its issuer and number as printed
// (realCredentialAsPrinted). A label that names several credentials joined by an unspaced slash
// or "and" ("BLS/ACLS/PALS – American Heart Association", "CPR and First Aid"), which the labels
// keep as one entry, is scored as one credential when the profile holds it as one, else as the
// credentials it lists when the profile holds each of them (realCredentialParts).
func scoreRealCertifications(add func(string, bool, bool, bool), misses *[]string, want []string, got []Certification) {
	same := func(w string, g Certification) bool {
		return realSame(w, g.Name) || sameCredential(w, g.Name) || realCredentialAsPrinted(w, g)
	}
	matched := matchItems(len(want), len(got), func(i, j int) float64 {
		if same(want[i], got[j]) {
			return 1
		}
		return 0
	})
	used := map[int]bool{}
	for _, j := range matched {
		used[j] = true
	}
	for i, w := range want {
		if _, ok := matched[i]; ok {
			add("certification", true, false, true)
			continue
		}
		parts := realCredentialParts(w)
		var took []int
		for _, p := range parts {
			for j, g := range got {
				if !used[j] && !slices.Contains(took, j) && same(p, g) {
					took = append(took, j)
					break
				}
			}
		}
		if len(parts) > 0 && len(took) == len(parts) {
			for _, j := range took {
				used[j] = true
				add("certification", true, false, true)
			}
			continue
		}
		add("certification", false, false, true)
		*misses = append(*misses, fmt.Sprintf("certification %q not found", w))
	}
	for j, g := range got {
		add("certification", false, true, false)
		if !used[j] {
			*misses = append(*misses, fmt.Sprintf("certification %q not labelled", g.Name))
		}
	}
}

// realCredentialParts are the credentials a labelled entry lists, each with the issuer printed
// after the list; none when it names one, or when a part is not a certification or licence the
// taxonomy knows.
func realCredentialParts(label string) []string {
	head, tail := label, ""
	for _, sep := range []string{" – ", " — ", " - ", ", "} {
		if h, t, ok := strings.Cut(label, sep); ok {
			head, tail = h, sep+t
			break
		}
	}
	parts := strings.FieldsFunc(strings.ReplaceAll(head, " and ", "/"), func(r rune) bool { return r == '/' })
	if len(parts) < 2 {
		return nil
	}
	for i, p := range parts {
		if len(credentialIDs(p)) == 0 {
			return nil
		}
		parts[i] = strings.TrimSpace(p) + tail
	}
	return parts
}

// realCredentialAsPrinted reports that a labelled certification is the parsed one as its line
// prints it: the labels keep an issuer or number printed beside a credential in its name
// ("Illinois Elevator Mechanic License (No. 083.004215)"), where the profile has them in
// IssuingOrganization and CredentialID. The label's words are the parsed name's, then its
// issuer's and its number's, and the words that introduce a number (realNumberLabels).
func realCredentialAsPrinted(label string, g Certification) bool {
	if g.IssuingOrganization == "" && g.CredentialID == "" {
		return false
	}
	left := map[string]int{}
	for _, t := range strings.Fields(realNorm(label)) {
		left[t]++
	}
	take := func(s string) bool {
		for _, t := range strings.Fields(realNorm(s)) {
			if left[t] == 0 {
				return false
			}
			left[t]--
		}
		return true
	}
	if !take(g.Name) || !take(g.IssuingOrganization) || !take(g.CredentialID) {
		return false
	}
	for t, n := range left {
		if n > 0 && !(g.CredentialID != "" && realNumberLabels[t]) {
			return false
		}
	}
	return true
}

// realNumberLabels are the words that introduce a credential's number where the labels print
// it ("License No. RN-229481", "PIN 112345", "Registration no. 7-41233"): the profile holds the
// number alone in CredentialID, so they are no words of a name or an issuer.
var realNumberLabels = map[string]bool{"no": true, "number": true, "license": true, "licence": true, "lic": true,
	"registration": true, "reg": true, "pin": true, "id": true}

// realMadeUp lists the parsed strings that the document's text does not contain (compared
// without case and whitespace, the text as printed or its tab-separated columns one after the
// other): a parser may shorten or split what it reads, never invent it.
func realMadeUp(text string, p Profile) []string {
	squash := func(s string) string {
		s = strings.ToLower(norm.NFKC.String(s))
		s = strings.NewReplacer("’", "'", "‘", "'", "–", "-", "—", "-", "‐", "-").Replace(s)
		return strings.Join(strings.Fields(s), "")
	}
	// the text as printed, and its columns read one after the other: a line's cells after a
	// tab are a column of their own ("... BLS for <tab> Other" / "Healthcare Providers": the
	// credential reads down its column)
	var first, rest strings.Builder
	for _, l := range strings.Split(text, "\n") {
		cells := strings.Split(l, "\t")
		first.WriteString(cells[0] + "\n")
		rest.WriteString(strings.Join(cells[1:], " ") + "\n")
	}
	hays := []string{squash(text), squash(first.String()), squash(rest.String())}
	var vals []string
	if pi := p.PersonalInfo; pi != nil {
		if pi.Name != nil {
			vals = append(vals, pi.Name.FirstName, pi.Name.LastName, pi.Name.MiddleName)
		}
		if pi.Contact != nil {
			vals = append(vals, pi.Contact.Email)
		}
		if pi.Location != nil {
			vals = append(vals, pi.Location.City)
		}
	}
	for _, j := range p.WorkHistory {
		vals = append(vals, j.Employer, j.Title)
	}
	for _, e := range p.Education {
		vals = append(vals, e.Institution)
	}
	for _, c := range p.Certifications {
		vals = append(vals, c.Name)
	}
	var out []string
	for _, v := range vals {
		if v != "" && !slices.ContainsFunc(hays, func(h string) bool { return strings.Contains(h, squash(v)) }) {
			out = append(out, v)
		}
	}
	return out
}

// TestRealResumes parses every file of testdata/real with the rule-based parser and prints, per
// group (the first batch's fit and holdout splits and all its files, batches 2 to 10, the second
// and third holdouts), each field's accuracy or recall and precision and the mean field accuracy; with -v,
// each file's misses too, but never a holdout's.
// It fails when the parser outputs a string that is not in the document, or when a figure falls
// under its floor.
func TestRealResumes(t *testing.T) {
	dir := filepath.Join("testdata", "real")
	raw, err := os.ReadFile(filepath.Join(dir, "labels.json"))
	if err != nil {
		t.Fatal(err)
	}
	var set struct {
		Files []realLabel `json:"files"`
	}
	if err := json.Unmarshal(raw, &set); err != nil {
		t.Fatalf("labels.json: %v", err)
	}
	if len(set.Files) == 0 {
		t.Fatal("labels.json lists no files")
	}
	groups := []string{"fit", "holdout", "all", "batch 2", "batch 3", "batch 4", "batch 5", "batch 6", "batch 7", "batch 8", "batch 9", "holdout 2", "batch 10", "holdout 3", "batch 11", "holdout 4", "batch 12", "holdout 5", "held aside"}
	scores := map[string]*realScore{}
	for _, g := range groups {
		scores[g] = &realScore{counts: map[string]*realCount{}}
	}
	var failed, slow []string
	for _, want := range set.Files {
		if want.Split != "fit" && want.Split != "holdout" {
			t.Fatalf("%s: split %q, want fit or holdout", want.File, want.Split)
		}
		// Labels without a batch field are the first batch; batches 2 to 6 and 9 were fitted
		// whole, batches 7, 8, 10, 11 and 12 hold a quarter aside.
		if want.Batch != 0 && (want.Batch < 2 || want.Batch > 12) || (want.Batch >= 2 && want.Batch <= 6 || want.Batch == 9) && want.Split != "fit" {
			t.Fatalf("%s: batch %d split %s, want none (batch 1), 2 to 6 or 9 (fit), 7, 8, 10, 11 or 12", want.File, want.Batch, want.Split)
		}
		data, err := os.ReadFile(filepath.Join(dir, want.File))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		res, err := (&Parser{}).Parse(context.Background(), data, Options{AsOf: realAsOf})
		if took := time.Since(start); took > realSlow {
			slow = append(slow, fmt.Sprintf("%s (%s)", want.File, took.Round(time.Millisecond)))
		}
		if err != nil {
			// Scored as an empty profile: every labelled field is a miss.
			failed = append(failed, fmt.Sprintf("%s: %v", want.File, err))
		}
		if made := realMadeUp(res.Text, res.Profile); len(made) > 0 {
			t.Errorf("%s: parsed values not in the document: %q", want.File, made)
		}
		group := want.Split
		in := []*realScore{scores[want.Split], scores["all"]}
		switch {
		case want.Batch == 10 && want.Split == "holdout":
			group = "holdout 3"
			in = []*realScore{scores[group], scores["held aside"]}
		case want.Batch == 11 && want.Split == "holdout":
			group = "holdout 4"
			in = []*realScore{scores[group], scores["held aside"]}
		case want.Batch == 12 && want.Split == "holdout":
			group = "holdout 5"
			in = []*realScore{scores[group], scores["held aside"]}
		case want.Batch != 0 && want.Split == "holdout":
			group = "holdout 2"
			in = []*realScore{scores[group], scores["held aside"]}
		case want.Batch != 0:
			group = fmt.Sprintf("batch %d", want.Batch)
			in = []*realScore{scores[group]}
		}
		for _, s := range in {
			s.files++
		}
		misses := scoreReal(in, want, res.Profile)
		// The holdout's misses are never printed: it is measured, not studied.
		if testing.Verbose() && len(misses) > 0 && want.Split != "holdout" {
			t.Logf("%s (%s):\n  %s", want.File, group, strings.Join(misses, "\n  "))
		}
	}
	for _, f := range failed {
		t.Logf("parse failed: %s", f)
	}
	for _, f := range slow {
		t.Logf("slow (over %s): %s", realSlow, f)
	}
	t.Log("\n" + realTable(scores, groups) + "fit, holdout and all: batch 1; batches 2 to 12: their own files (split fit); holdout 2: batches 7 and 8's held-aside quarter; holdout 3: batch 10's; holdout 4: batch 11's; holdout 5: batch 12's; held aside: holdouts 2 to 5 together\n")

	for _, group := range groups {
		figs := scores[group].figures()
		names := make([]string, 0, len(realFloors[group]))
		for n := range realFloors[group] {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			if got, floor := figs[n], realFloors[group][n]; got < floor {
				t.Errorf("%s %s: %.3f, under its floor of %.3f", group, n, got, floor)
			}
		}
	}
}

// realTable lays the figures out one field a row, one group a column group.
func realTable(scores map[string]*realScore, splits []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s", "field")
	for _, s := range splits {
		fmt.Fprintf(&b, " %-22s", fmt.Sprintf("%s (%d files)", s, scores[s].files))
	}
	fmt.Fprintf(&b, "\n%-16s", "")
	for range splits {
		fmt.Fprintf(&b, " %-22s", "acc/recall  precision")
	}
	b.WriteString("\n")
	for _, f := range realScalars {
		fmt.Fprintf(&b, "%-16s", f)
		for _, s := range splits {
			c := scores[s].get(f)
			fmt.Fprintf(&b, " %6.3f (%3d/%3d)      ", c.recall(), c.correct, c.expected)
		}
		b.WriteString("\n")
	}
	for _, f := range realLists {
		fmt.Fprintf(&b, "%-16s", f)
		for _, s := range splits {
			c := scores[s].get(f)
			fmt.Fprintf(&b, " %6.3f     %6.3f     ", c.recall(), c.precision())
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "%-16s", "mean field acc.")
	for _, s := range splits {
		fmt.Fprintf(&b, " %6.3f                ", scores[s].mean())
	}
	b.WriteString("\n")
	return b.String()
}

package english

import "testing"

func TestWithArticle(t *testing.T) {
	for in, want := range map[string]string{
		"RN":                         "an RN",
		"BSN":                        "a BSN",
		"MSN in Nursing Education":   "an MSN in Nursing Education",
		"LPN license":                "an LPN license",
		"CNA":                        "a CNA",
		"ADN":                        "an ADN",
		"Associate degree":           "an Associate degree",
		"associate degree":           "an associate degree",
		"Bachelor of Science":        "a Bachelor of Science",
		"university degree":          "a university degree",
		"undergraduate degree":       "an undergraduate degree",
		"hour of training":           "an hour of training",
		"one-year certificate":       "a one-year certificate",
		"an MBA":                     "an MBA",
		"the GED":                    "the GED",
		"A.S. degree":                "an A.S. degree",
		"Electrician":                "an Electrician",
		"Master's degree":            "a Master's degree",
		"":                           "",
		"Occupational Therapist":     "an Occupational Therapist",
		"X-ray technologist license": "an X-ray technologist license",
	} {
		if got := WithArticle(in); got != want {
			t.Errorf("WithArticle(%q) = %q, want %q", in, got, want)
		}
	}
}

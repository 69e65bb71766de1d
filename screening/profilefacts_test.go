package screening

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd/resume"
)

// filled returns a value of t with every field set, to depth levels of
// pointers and lists: each string, number and flag distinct and not zero,
// each list of two elements, so that a field the facts leave out, or read
// back into another, fails the round trip.
func filled(t reflect.Type, n *int) reflect.Value {
	*n++
	v := reflect.New(t).Elem()
	switch t.Kind() {
	case reflect.String:
		v.SetString("s" + string(rune('a'+*n%26)) + string(rune('A'+*n/26%26)))
	case reflect.Int:
		v.SetInt(int64(*n))
	case reflect.Float64:
		v.SetFloat(float64(*n) + 0.25)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Pointer:
		v.Set(filled(t.Elem(), n).Addr())
	case reflect.Slice:
		v.Set(reflect.MakeSlice(t, 0, 2))
		for range 2 {
			v.Set(reflect.Append(v, filled(t.Elem(), n)))
		}
	case reflect.Map:
		v.Set(reflect.MakeMap(t))
		for range 2 {
			v.SetMapIndex(filled(t.Key(), n), filled(t.Elem(), n))
		}
	case reflect.Struct:
		for i := range t.NumField() {
			v.Field(i).Set(filled(t.Field(i).Type, n))
		}
	default:
		panic("filled: no value for " + t.String())
	}
	return v
}

func profileRoundTrip(t *testing.T, name string, p *resume.Profile) {
	t.Helper()
	b := appendProfile(nil, p)
	r := factsReader{s: string(b)}
	got := r.profile()
	if r.bad || r.left() != 0 {
		t.Fatalf("%s: the profile read back is malformed (bad %v, %d bytes left)", name, r.bad, r.left())
	}
	if diff := cmp.Diff(p, got); diff != "" {
		t.Errorf("%s: the profile read back from the facts differs (-stored +read):\n%s", name, diff)
	}
	for n := range len(b) {
		r := factsReader{s: string(b[:n])}
		r.profile()
		if !r.bad {
			t.Errorf("%s: the profile cut to %d of %d bytes is read without an error", name, n, len(b))
		}
	}
}

// TestProfileFacts expects every profile to read back from the facts as it
// was given: every field of resume.Profile set (a field added to the type
// and not to the facts fails), the fixtures, nothing at all, and the empty
// lists and pointers a decoded JSON document can hold.
func TestProfileFacts(t *testing.T) {
	n := 0
	all := filled(reflect.TypeFor[resume.Profile](), &n).Addr().Interface().(*resume.Profile)
	profileRoundTrip(t, "every field", all)
	for name, p := range map[string]*resume.Profile{"icu": icuProfile(), "new grad": newGradProfile(), "er": erProfile(),
		"pt": ptProfile(), "go": goProfile(), "welder": welderProfile(), "nil": nil, "zero": {}} {
		profileRoundTrip(t, name, p)
	}
	var empty resume.Profile
	doc := `{"personalInfo":{},"professionalSummary":{"specialtyExperience":[]},"workHistory":[{"endDate":null,"skills":[]}],
		"skills":{"technical":[{"category":"","skills":[]}]},"additionalInfo":{},"sources":{}}`
	if err := json.Unmarshal([]byte(doc), &empty); err != nil {
		t.Fatal(err)
	}
	profileRoundTrip(t, "empty parts", &empty)
}

// BenchmarkProfileFacts reads a profile back from the facts, and from its
// JSON as matching did before the facts held it.
func BenchmarkProfileFacts(b *testing.B) {
	p := icuProfile()
	facts := string(appendProfile(nil, p))
	doc, err := json.Marshal(p)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("facts", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			r := factsReader{s: facts}
			if r.profile() == nil || r.bad {
				b.Fatal("not read")
			}
		}
	})
	b.Run("json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := resume.DecodeProfile(doc); err != nil {
				b.Fatal(err)
			}
		}
	})
}

package taxonomy

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

func TestBuild(t *testing.T) {
	if _, err := build(); err != nil {
		t.Fatalf("build() = %v", err)
	}
}

func TestBuildRejectsBadData(t *testing.T) {
	tests := []struct {
		name    string
		concept Concept
		want    string
	}{
		{"unknown parent", Concept{ID: "specialty:x", Name: "X", Parents: []ID{"specialty:nope"}}, `parent "specialty:nope" does not exist`},
		{"parent of another kind", Concept{ID: "specialty:x", Name: "X", Parents: []ID{"cert:bls"}}, `parent "cert:bls" is a cert`},
		{"profession not a profession", Concept{ID: "specialty:x", Name: "X", Profession: "cert:bls"}, `profession "cert:bls" is a cert`},
		{"duplicate id", Concept{ID: "specialty:icu", Name: "X"}, "defined twice"},
		{"no kind", Concept{ID: "icu", Name: "X"}, "needs a kind prefix"},
		{"padded alias", Concept{ID: "specialty:x", Name: "X", Aliases: []string{" X"}}, "empty or padded"},
		{"state outside states.go", Concept{ID: "state:ZZ", Name: "X"}, "states belong in states.go"},
		{"cycle", Concept{ID: "specialty:x", Name: "X", Parents: []ID{"specialty:x"}}, "cycle"},
	}
	saved := tables
	t.Cleanup(func() { tables = saved })
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tables = append(slices.Clone(saved), []Concept{tt.concept})
			_, err := build()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("build() = %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

var slug = regexp.MustCompile(`^[a-z]+:[a-z0-9]+(-[a-z0-9]+)*$`)

// TestData checks the tables against the promises the API makes about them.
func TestData(t *testing.T) {
	kinds := []Kind{KindProfession, KindSpecialty, KindCertification, KindLicense, KindSkill, KindDegree, KindLanguage, KindState}
	total := 0
	for _, k := range kinds {
		cs := All(k)
		if len(cs) == 0 {
			t.Errorf("All(%q) is empty", k)
		}
		total += len(cs)
		for _, c := range cs {
			if c.Kind != k || c.ID.Kind() != k {
				t.Errorf("%s: Kind = %q, ID kind %q, want %q", c.ID, c.Kind, c.ID.Kind(), k)
			}
			if k != KindState && !slug.MatchString(string(c.ID)) {
				t.Errorf("%s: ID is not kind:lower-case-slug", c.ID)
			}
			if len(c.Aliases) == 0 {
				t.Errorf("%s: no aliases, so Find can never report it", c.ID)
			}
			switch k {
			case KindProfession:
				if c.Category == "" {
					t.Errorf("%s: profession without a Category (family)", c.ID)
				}
			case KindSpecialty:
				// A setting that specialties of several professions count as
				// (acute care) belongs to none of them.
				parent := slices.ContainsFunc(cs, func(o Concept) bool { return slices.Contains(o.Parents, c.ID) })
				if c.Profession == "" && !parent {
					t.Errorf("%s: specialty without a Profession", c.ID)
				}
			case KindCertification, KindLicense:
				if c.Issuer == "" {
					t.Errorf("%s: credential without an Issuer", c.ID)
				}
			case KindDegree:
				if c.Level == LevelNone {
					t.Errorf("%s: degree without a Level", c.ID)
				}
				for _, p := range c.Parents {
					if pc, _ := Lookup(p); pc.Level > c.Level {
						t.Errorf("%s: Level %v is below its parent %s's %v", c.ID, c.Level, p, pc.Level)
					}
				}
			case KindSkill:
				if c.Category == "" {
					t.Errorf("%s: skill without a Category", c.ID)
				}
			}
			for _, r := range c.Related {
				if rc, _ := Lookup(r); !slices.Contains(rc.Related, c.ID) {
					t.Errorf("%s relates to %s but not the other way round", c.ID, r)
				}
			}
		}
	}
	if got := len(catalog().sorted); got != total {
		t.Errorf("concepts of the known kinds = %d, want all %d", total, got)
	}
}

// TestEveryAliasFinds checks that each alias, written alone, is found whole as
// its concept: a misspelt marker, a blocked phrase or a longer alias shadowing
// it would break this.
func TestEveryAliasFinds(t *testing.T) {
	for _, c := range catalog().sorted {
		find := Find
		if c.Kind == KindState {
			find = FindStates
		}
		for _, a := range c.Aliases {
			ok := false
			for _, m := range find(a) {
				ok = ok || m.ID == c.ID && m.Start == 0 && m.End == len(a)
			}
			if !ok {
				t.Errorf("Find(%q) = %v, want %s over the whole text", a, find(a), c.ID)
			}
		}
		for _, q := range c.Qualifiers {
			if got := Qualified(q, c.Profession); !slices.Contains(got, c.ID) {
				t.Errorf("Qualified(%q, %s) = %v, want %s", q, c.Profession, got, c.ID)
			}
			if got := Find(q); len(got) > 0 {
				t.Errorf("Find(%q) = %v: a qualifier alone names nothing", q, got)
			}
		}
	}
}

// TestSharedAliases records every alias that names more than one concept, so
// that a new collision shows up in review. Run with -update to accept changes.
func TestSharedAliases(t *testing.T) {
	seen := map[string]bool{}
	var lines []string
	for _, c := range catalog().sorted {
		if c.Kind == KindState {
			continue
		}
		for _, a := range c.Aliases {
			if seen[a] {
				continue
			}
			seen[a] = true
			var ids []string
			for _, m := range Find(a) {
				if m.Start == 0 && m.End == len(a) {
					ids = append(ids, string(m.ID))
				}
			}
			if len(ids) > 1 {
				lines = append(lines, fmt.Sprintf("%s\t%s", a, strings.Join(ids, " ")))
			}
		}
	}
	slices.Sort(lines)
	got := strings.Join(lines, "\n") + "\n"
	path := filepath.Join("testdata", "shared_aliases.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("aliases naming several concepts changed (-golden +got); run go test -update if intended:\n%s", diff)
	}
}

func TestIDKind(t *testing.T) {
	tests := []struct {
		id   ID
		want Kind
	}{
		{"specialty:icu", KindSpecialty},
		{"cert:acls", KindCertification},
		{"state:TX", KindState},
		{"icu", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := tt.id.Kind(); got != tt.want {
			t.Errorf("ID(%q).Kind() = %q, want %q", tt.id, got, tt.want)
		}
	}
}

func TestLookup(t *testing.T) {
	tests := []struct {
		name string
		id   ID
		want func(Concept) any
		val  any
	}{
		{"specialty profession", "specialty:micu", func(c Concept) any { return c.Profession }, ID("profession:rn")},
		{"specialty parent", "specialty:micu", func(c Concept) any { return c.Parents }, []ID{"specialty:icu"}},
		{"cert issuer", "cert:acls", func(c Concept) any { return c.Issuer }, "American Heart Association"},
		{"cert name", "cert:ccrn", func(c Concept) any { return c.Kind }, KindCertification},
		{"licence issuer", "license:rn", func(c Concept) any { return c.Issuer }, "State board of nursing"},
		{"title requires licence", "profession:rn", func(c Concept) any { return c.Requires }, []ID{"license:rn"}},
		{"profession family", "profession:software-engineer", func(c Concept) any { return c.Category }, "software"},
		{"state name", "state:TX", func(c Concept) any { return c.Name }, "Texas"},
		{"degree level", "degree:bsn", func(c Concept) any { return c.Level }, LevelBachelor},
		{"related made symmetric", "specialty:telemetry", func(c Concept) any { return slices.Contains(c.Related, "specialty:pcu") }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ok := Lookup(tt.id)
			if !ok {
				t.Fatalf("Lookup(%q) found nothing", tt.id)
			}
			if diff := cmp.Diff(tt.val, tt.want(c)); diff != "" {
				t.Errorf("Lookup(%q) (-want +got):\n%s", tt.id, diff)
			}
		})
	}
	if c, ok := Lookup("specialty:nope"); ok {
		t.Errorf("Lookup(unknown) = %v, true; want false", c)
	}
}

func TestDescribe(t *testing.T) {
	for _, kind := range []Kind{KindProfession, KindSpecialty, KindCertification, KindLicense, KindSkill, KindDegree,
		KindLanguage, KindState} {
		for _, want := range All(kind) {
			got, ok := Describe(want.ID)
			if broader := Broader(want.ID); broader != (len(want.Parents) > 0) {
				t.Errorf("Broader(%q) = %v with parents %v", want.ID, broader, want.Parents)
			}
			want.Aliases, want.Requires, want.Parents, want.Related, want.Qualifiers = nil, nil, nil, nil, nil
			if diff := cmp.Diff(want, got); !ok || diff != "" {
				t.Errorf("Describe(%q) = %v (-Lookup without lists +Describe):\n%s", want.ID, ok, diff)
			}
		}
	}
	if c, ok := Describe("specialty:nope"); ok {
		t.Errorf("Describe(unknown) = %v, true; want false", c)
	}
	if Broader("specialty:nope") {
		t.Errorf("Broader(unknown) = true")
	}
}

func TestLookupReturnsCopies(t *testing.T) {
	c, _ := Lookup("specialty:micu")
	c.Parents[0] = "specialty:or"
	c.Aliases[0] = "changed"
	again, _ := Lookup("specialty:micu")
	if again.Parents[0] != "specialty:icu" || again.Aliases[0] != "MICU" {
		t.Errorf("Lookup after modifying a returned Concept = %v; the catalog changed", again)
	}
}

// TestRequires: the licences a profession requires, as Lookup gives them,
// for every profession, in a copy.
func TestRequires(t *testing.T) {
	for _, c := range All(KindProfession) {
		if got := Requires(c.ID); !slices.Equal(got, c.Requires) {
			t.Errorf("Requires(%s) = %v, Lookup says %v", c.ID, got, c.Requires)
		}
	}
	if got := Requires("profession:unknown"); got != nil {
		t.Errorf("Requires(unknown) = %v, want nil", got)
	}
	rn := Requires("profession:rn")
	if len(rn) == 0 {
		t.Fatal("Requires(profession:rn) is empty")
	}
	rn[0] = "changed"
	if again := Requires("profession:rn"); again[0] == "changed" {
		t.Errorf("Requires after modifying a returned list = %v; the catalog changed", again)
	}
}

func TestAllIsSortedByID(t *testing.T) {
	cs := All(KindCertification)
	if !slices.IsSortedFunc(cs, func(a, b Concept) int { return strings.Compare(string(a.ID), string(b.ID)) }) {
		t.Errorf("All(cert) is not sorted by ID")
	}
	if got := All("nope"); got != nil {
		t.Errorf("All(unknown kind) = %v, want nil", got)
	}
}

func TestRefs(t *testing.T) {
	var all []Concept
	for _, kind := range []Kind{KindProfession, KindSpecialty, KindCertification, KindLicense, KindSkill, KindDegree,
		KindLanguage, KindState} {
		all = append(all, All(kind)...)
	}
	seen := map[Ref]ID{}
	for _, c := range all {
		r := RefOf(c.ID)
		if !r.Known() {
			t.Fatalf("RefOf(%q) = %d stands for no concept", c.ID, r)
		}
		if other, dup := seen[r]; dup {
			t.Fatalf("RefOf(%q) = RefOf(%q) = %d", c.ID, other, r)
		}
		seen[r] = c.ID
		if r.ID() != c.ID || r.Kind() != c.Kind {
			t.Errorf("RefOf(%q) reads back as %q of kind %q", c.ID, r.ID(), r.Kind())
		}
	}
	// IsA by Ref answers as IsA by ID, for every concept against its own
	// ancestors and against a sample of the others.
	for i, c := range all {
		want := WithAncestors([]ID{c.ID})
		for j := i % 7; j < len(all); j += 7 {
			want = append(want, all[j].ID)
		}
		for _, a := range want {
			if got := RefOf(c.ID).IsA(RefOf(a)); got != IsA(c.ID, a) {
				t.Errorf("RefOf(%q).IsA(RefOf(%q)) = %v, IsA says %v", c.ID, a, got, !got)
			}
		}
	}
	// Narrower(a) is false only where IsA(x, a) means x == a.
	narrower := map[ID]bool{}
	for _, c := range all {
		for _, a := range WithAncestors([]ID{c.ID})[1:] {
			narrower[a] = true
		}
	}
	for _, c := range all {
		if Narrower(c.ID) != narrower[c.ID] {
			t.Errorf("Narrower(%q) = %v, want %v", c.ID, !narrower[c.ID], narrower[c.ID])
		}
	}
	for _, r := range []Ref{0, Ref(len(seen) + 1), 1 << 31} {
		if r.Known() || r.ID() != "" || r.Kind() != "" || r.IsA(r) {
			t.Errorf("Ref %d stands for %q", r, r.ID())
		}
	}
	if r := RefOf("specialty:nope"); r != 0 {
		t.Errorf("RefOf(unknown) = %d, want 0", r)
	}
}

func TestIsA(t *testing.T) {
	tests := []struct {
		id, ancestor ID
		want         bool
	}{
		{"specialty:micu", "specialty:icu", true},
		{"specialty:cvicu", "specialty:icu", true},
		{"specialty:icu", "specialty:micu", false},
		{"specialty:picu", "specialty:icu", false},
		{"specialty:picu", "specialty:pediatrics", true},
		{"specialty:nicu", "specialty:icu", false},
		{"specialty:cvor", "specialty:or", true},
		{"specialty:labor-delivery", "specialty:ob", true},
		{"specialty:ldrp", "specialty:ob", true},
		{"specialty:dialysis", "specialty:nephrology", true},
		{"specialty:icu", "specialty:icu", true},
		{"cert:bls", "cert:cpr", true},
		{"cert:acls", "cert:bls", false},
		{"cert:osha-30", "cert:osha-10", true},
		{"cert:osha-10", "cert:osha-30", false},
		{"cert:rrt", "cert:crt", true},
		{"profession:np", "profession:rn", true},
		{"profession:lpn", "profession:rn", false},
		{"profession:ct-tech", "profession:rad-tech", true},
		{"license:cdl-a", "license:cdl-b", true},
		{"license:cdl-a", "license:cdl", true},
		{"license:cdl-b", "license:cdl-a", false},
		{"degree:bsn", "degree:bachelor", true},
		{"degree:msn", "degree:master", true},
		{"degree:adn", "degree:bachelor", false},
		{"degree:ged", "degree:high-school", true},
		{"skill:postgresql", "skill:sql", true},
		{"skill:react", "skill:javascript", true},
		{"skill:welding-tig", "skill:welding", true},
		{"lang:mandarin", "lang:chinese", true},
		{"lang:chinese", "lang:mandarin", false},
		{"specialty:nope", "specialty:icu", false},
	}
	for _, tt := range tests {
		if got := IsA(tt.id, tt.ancestor); got != tt.want {
			t.Errorf("IsA(%q, %q) = %v, want %v", tt.id, tt.ancestor, got, tt.want)
		}
	}
}

func TestWithAncestors(t *testing.T) {
	tests := []struct {
		name string
		ids  []ID
		want []ID
	}{
		{"none", nil, []ID{}},
		{"leaf and chain", []ID{"specialty:micu", "degree:bsn"}, []ID{"specialty:micu", "degree:bsn", "specialty:icu", "specialty:acute-care", "degree:bs", "degree:bachelor"}},
		{"ancestor already given", []ID{"specialty:icu", "specialty:micu"}, []ID{"specialty:icu", "specialty:micu", "specialty:acute-care"}},
		{"duplicates dropped", []ID{"cert:bls", "cert:bls"}, []ID{"cert:bls", "cert:cpr"}},
		{"unknown kept", []ID{"skill:nope"}, []ID{"skill:nope"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, WithAncestors(tt.ids)); diff != "" {
				t.Errorf("WithAncestors(%v) (-want +got):\n%s", tt.ids, diff)
			}
		})
	}
}

func TestEducationLevelOrder(t *testing.T) {
	order := []ID{"degree:high-school", "degree:nursing-diploma", "degree:adn", "degree:bsn", "degree:msn", "degree:dnp"}
	var prev EducationLevel
	for _, id := range order {
		c, ok := Lookup(id)
		if !ok {
			t.Fatalf("Lookup(%q) found nothing", id)
		}
		if c.Level <= prev {
			t.Errorf("%s Level = %v, want above %v", id, c.Level, prev)
		}
		prev = c.Level
	}
	same := [][2]ID{
		{"degree:ged", "degree:high-school"},
		{"degree:bs", "degree:ba"},
		{"degree:mba", "degree:ms"},
		{"degree:phd", "degree:pharmd"},
	}
	for _, p := range same {
		a, _ := Lookup(p[0])
		b, _ := Lookup(p[1])
		if a.Level != b.Level {
			t.Errorf("%s Level = %v, %s Level = %v; want equal", p[0], a.Level, p[1], b.Level)
		}
	}
	names := map[EducationLevel]string{
		LevelNone: "none", LevelHighSchool: "high school", LevelBachelor: "bachelor", LevelDoctorate: "doctorate", 99: "unknown", -1: "unknown",
	}
	for l, want := range names {
		if got := l.String(); got != want {
			t.Errorf("EducationLevel(%d).String() = %q, want %q", int(l), got, want)
		}
	}
}

func TestNotYetHeld(t *testing.T) {
	for text, want := range map[string]bool{
		"Texas license application pending": true, "CCRN eligible": true, "NCLEX-RN scheduled for March 2027": true,
		"Working towards the PMP": true, "CPA exam in progress": true,
		"California RN License #95012, exp. 2027": false, "BLS (current)": false, "Spending Analyst": false,
	} {
		if got := NotYetHeld(text); got != want {
			t.Errorf("NotYetHeld(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestSaysMultistate(t *testing.T) {
	for text, want := range map[string]bool{
		"RN license, Georgia - Multistate/Compact NLC": true, "multi-state RN": true, "Multi State": true, "eNLC licence": true,
		"compact license": true, "Texas RN License #845122": false, "Nonlinear clinic": false,
	} {
		if got := SaysMultistate(text); got != want {
			t.Errorf("SaysMultistate(%q) = %v, want %v", text, got, want)
		}
	}
}

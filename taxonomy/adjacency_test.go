package taxonomy

import (
	"slices"
	"testing"
)

func TestSameAndAdjacent(t *testing.T) {
	for _, tc := range []struct {
		have, want, profession ID
		same, adjacent         bool
	}{
		{"specialty:micu", "specialty:icu", "", true, false},
		{"specialty:sicu", "specialty:micu", "", true, false}, // kinds of one family
		{"specialty:icu", "specialty:cvicu", "", true, false}, // the family itself
		{"specialty:cvor", "specialty:or", "", true, false},   // a kind of OR
		{"specialty:postpartum", "specialty:labor-delivery", "", false, true},
		{"specialty:antepartum", "specialty:postpartum", "", false, false}, // children of obstetrics are not one specialty
		{"specialty:pcu", "specialty:micu", "", false, true},               // ICU ~ PCU holds for kinds of ICU
		{"specialty:icu", "specialty:telemetry", "", false, false},         // not transitive
		{"specialty:med-surg", "specialty:telemetry", "", false, true},
		{"specialty:urgent-care", "specialty:ed", "", false, true},
		{"specialty:nicu", "specialty:icu", "profession:rn", false, false},
		{"specialty:nicu", "specialty:icu", "profession:rt", false, true}, // a pair of one profession
		{"specialty:ct", "specialty:radiography", "", false, true},
		{"profession:rad-tech", "profession:ct-tech", "", false, true},
		{"profession:ct-tech", "profession:rad-tech", "", true, false},
		{"skill:java", "skill:go", "", false, true},
		{"skill:react", "skill:go", "", false, false},
		{"specialty:full-stack", "specialty:backend", "", true, false},
		{"specialty:industrial-electrical", "specialty:commercial-electrical", "", false, true},
		{"specialty:residential-electrical", "specialty:commercial-electrical", "", false, false},
		{"specialty:refrigeration", "specialty:hvac-commercial", "", false, true},
		{"specialty:pipe-welding", "specialty:structural-welding", "", false, true},
		{"specialty:tanker", "specialty:flatbed", "", false, false},
		{"specialty:facilities-maintenance", "specialty:industrial-maintenance", "", false, true},
		{"specialty:acute-care", "specialty:outpatient-ortho", "profession:pt", false, true},
		{"specialty:icu", "specialty:acute-care", "", true, false}, // an inpatient unit is acute care
	} {
		if got := Same(tc.have, tc.want); got != tc.same {
			t.Errorf("Same(%s, %s) = %v, want %v", tc.have, tc.want, got, tc.same)
		}
		if got := Adjacent(tc.have, tc.want, tc.profession); got != tc.adjacent {
			t.Errorf("Adjacent(%s, %s, %q) = %v, want %v", tc.have, tc.want, tc.profession, got, tc.adjacent)
		}
	}
}

// TestAdjacentAsDefined compares Adjacent with its definition read
// literally (IsA of each side of each pair) for every pair of concepts that
// are in the table or count as one of its sides, with every profession of
// the table, none, and one outside it.
func TestAdjacentAsDefined(t *testing.T) {
	reference := func(have, want, profession ID) bool {
		if Same(have, want) {
			return false
		}
		for _, p := range adjacency {
			if p.profession != "" && (profession == "" || !IsA(profession, p.profession)) {
				continue
			}
			if IsA(have, p.a) && IsA(want, p.b) || IsA(have, p.b) && IsA(want, p.a) {
				return true
			}
		}
		return false
	}
	var ids []ID
	professions := []ID{"", "profession:rn", "specialty:icu"}
	for _, p := range adjacency {
		if p.profession != "" {
			professions = append(professions, p.profession)
		}
	}
	for _, id := range catalog().ids() {
		if slices.ContainsFunc(adjacency, func(p struct{ a, b, profession ID }) bool { return IsA(id, p.a) || IsA(id, p.b) }) {
			ids = append(ids, id)
		}
	}
	ids = append(ids, "specialty:unknown", "profession:rn")
	if len(ids) < 60 {
		t.Fatalf("only %d concepts in or under the table", len(ids))
	}
	for _, have := range ids {
		for _, want := range ids {
			for _, prof := range professions {
				if got, want2 := Adjacent(have, want, prof), reference(have, want, prof); got != want2 {
					t.Fatalf("Adjacent(%s, %s, %q) = %v, its definition says %v", have, want, prof, got, want2)
				}
			}
		}
	}
}

// TestSameAsDefined checks Same against its definition read literally: have
// counts as want, or both count as a family (Concept.Family), for every
// pair of specialties and professions.
func TestSameAsDefined(t *testing.T) {
	var ids, families []ID
	for _, kind := range []Kind{KindSpecialty, KindProfession} {
		for _, c := range All(kind) {
			ids = append(ids, c.ID)
			if c.Family {
				families = append(families, c.ID)
			}
		}
	}
	if len(families) == 0 {
		t.Fatal("no family in the taxonomy")
	}
	ids = append(ids, "specialty:unknown")
	for _, have := range ids {
		for _, want := range ids {
			ref := IsA(have, want) || slices.ContainsFunc(families, func(f ID) bool { return IsA(have, f) && IsA(want, f) })
			if got := Same(have, want); got != ref {
				t.Fatalf("Same(%s, %s) = %v, its definition says %v", have, want, got, ref)
			}
		}
	}
}

func TestQualified(t *testing.T) {
	for _, tc := range []struct {
		text       string
		profession ID
		want       []ID
	}{
		{"Journeyman Electrician - Commercial", "profession:electrician", []ID{"specialty:commercial-electrical"}},
		{"Electrician (industrial plant)", "profession:electrician", []ID{"specialty:industrial-electrical"}},
		{"Commercial HVAC Service Technician", "profession:hvac-tech", []ID{"specialty:hvac-commercial"}},
		{"Commercial", "profession:rn", nil},
		{"Welder - pipe and structural", "profession:welder", []ID{"specialty:pipe-welding", "specialty:structural-welding"}},
	} {
		if got := Qualified(tc.text, tc.profession); !slices.Equal(got, tc.want) {
			t.Errorf("Qualified(%q, %s) = %v, want %v", tc.text, tc.profession, got, tc.want)
		}
	}
	if ids := Normalize("Commercial real estate; industrial park"); len(ids) != 0 {
		t.Errorf("Normalize finds qualifiers without their profession: %v", ids)
	}
}

func TestProfessions(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []ID
	}{
		{"Registered Nurse - MICU", []ID{"profession:rn"}},
		{"Radiologic Technologist - CT", []ID{"profession:ct-tech"}},
		{"ICU - Nights", []ID{"profession:rn"}},
		{"Respiratory Therapist, Adult ICU", []ID{"profession:rt"}},
		{"Facilities Maintenance Technician", []ID{"profession:maintenance-tech"}},
		{"Nights", nil},
	} {
		if got := Professions(Normalize(tc.text)); !slices.Equal(got, tc.want) {
			t.Errorf("Professions(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

func TestSpellings(t *testing.T) {
	for text, want := range map[string]ID{
		"Texas journeyman (or master) electrician licence": "license:electrician",
		"Paediatric ICU":          "specialty:picu",
		"Outpatient Orthopaedics": "specialty:outpatient-ortho",
		"Compact licence":         "license:multistate",
	} {
		if got := Normalize(text); !slices.Contains(got, want) {
			t.Errorf("Normalize(%q) = %v, want %s among them", text, got, want)
		}
	}
}

func TestShortNameAndSaysKind(t *testing.T) {
	for id, want := range map[ID]string{
		"specialty:icu": "ICU", "license:cdl": "CDL", "license:cdl-a": "CDL Class A", "profession:rn": "Registered Nurse",
		"specialty:core-lab": "Core Laboratory", "skill:nope": "skill:nope",
	} {
		if got := ShortName(id); got != want {
			t.Errorf("ShortName(%s) = %q, want %q", id, got, want)
		}
	}
	for _, tc := range []struct {
		written string
		id      ID
		want    bool
	}{
		{"Class A CDL", "license:cdl-a", true}, // CDL expands into a licence
		{"Texas RN license", "license:rn", true},
		{"RN", "license:rn", false},
		{"BLS", "cert:bls", false},
		{"Forklift Certification", "cert:forklift", true},
	} {
		if got := SaysKind(tc.written, tc.id); got != tc.want {
			t.Errorf("SaysKind(%q, %s) = %v, want %v", tc.written, tc.id, got, tc.want)
		}
	}
}

func TestShownBy(t *testing.T) {
	if got, want := ShownBy(Normalize("Stack: Python, Django, Postgres, React")), []ID{"specialty:backend", "specialty:frontend"}; !slices.Equal(got, want) {
		t.Errorf("ShownBy = %v, want %v", got, want)
	}
	if !Shown("specialty:backend", "profession:software-engineer") || !Shown("specialty:data-engineering", "profession:data-engineer") || Shown("specialty:icu", "profession:rn") {
		t.Errorf("Shown: backend %v, data engineering %v, ICU %v; want true, true, false",
			Shown("specialty:backend", ""), Shown("specialty:data-engineering", ""), Shown("specialty:icu", ""))
	}
}

// TestShownKept checks the answers Shown keeps against the tables, for every
// specialty and profession, asked twice.
func TestShownKept(t *testing.T) {
	professions := append([]ID{""}, ids(All(KindProfession))...)
	for _, want := range append(ids(All(KindSpecialty)), "specialty:not-catalogued") {
		for _, p := range professions {
			for range 2 {
				if got, direct := Shown(want, p), shown(want, p); got != direct {
					t.Fatalf("Shown(%s, %s) = %v, want %v", want, p, got, direct)
				}
			}
		}
	}
}

func ids(cs []Concept) []ID {
	out := make([]ID, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	return out
}

// BenchmarkSameAdjacent asks Same and Adjacent of every pair of a nurse's
// roles' specialties and a job's, as screening a specialty criterion does.
func BenchmarkSameAdjacent(b *testing.B) {
	have := []ID{"specialty:micu", "specialty:telemetry", "specialty:med-surg", "specialty:er", "specialty:unknown"}
	want := []ID{"specialty:icu", "specialty:pcu", "specialty:nicu", "specialty:or"}
	b.ReportAllocs()
	for b.Loop() {
		for _, h := range have {
			for _, w := range want {
				Same(h, w)
				Adjacent(h, w, "profession:rn")
			}
		}
	}
}

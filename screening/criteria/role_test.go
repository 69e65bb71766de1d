package criteria

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd/taxonomy"
)

// roleView is what a test checks of a role criterion.
type roleView struct {
	Type     string
	Text     string
	Concepts []taxonomy.ID
}

func TestRole(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    Posting
		want []roleView
	}{
		{"the job's fields", Posting{Title: "Nights - 4 West", Profession: "RN", Specialty: "Progressive Care (PCU)"}, []roleView{
			{TypeProfession, "RN", []taxonomy.ID{"profession:rn"}},
			{TypeSpecialty, "Progressive Care (PCU)", []taxonomy.ID{"specialty:pcu"}},
		}},
		{"the title", Posting{Title: "Registered Nurse - Cardiovascular ICU (Days)"}, []roleView{
			{TypeProfession, "Registered Nurse - Cardiovascular ICU (Days)", []taxonomy.ID{"profession:rn"}},
			{TypeSpecialty, "Registered Nurse - Cardiovascular ICU (Days)", []taxonomy.ID{"specialty:cvicu"}},
		}},
		{"a title naming only the specialty", Posting{Title: "Labor & Delivery - weekend option"}, []roleView{
			{TypeProfession, "Labor & Delivery - weekend option", []taxonomy.ID{"profession:rn"}},
			{TypeSpecialty, "Labor & Delivery - weekend option", []taxonomy.ID{"specialty:labor-delivery"}},
		}},
		{"a word that names a specialty beside its profession", Posting{Title: "Electrician - Industrial (2nd shift)"}, []roleView{
			{TypeProfession, "Electrician - Industrial (2nd shift)", []taxonomy.ID{"profession:electrician"}},
			{TypeSpecialty, "Electrician - Industrial (2nd shift)", []taxonomy.ID{"specialty:industrial-electrical"}},
		}},
		{"a profession narrowed by its specialty", Posting{Title: "Radiologic Technologist - CT"}, []roleView{
			{TypeProfession, "Radiologic Technologist - CT", []taxonomy.ID{"profession:ct-tech"}},
			{TypeSpecialty, "Radiologic Technologist - CT", []taxonomy.ID{"specialty:ct"}},
		}},
		{"software: the specialty and the language of the field", Posting{Title: "Senior Frontend Developer (Vue)"}, []roleView{
			{TypeProfession, "Senior Frontend Developer (Vue)", []taxonomy.ID{"profession:software-engineer"}},
			{TypeSpecialty, "Senior Frontend Developer (Vue)", []taxonomy.ID{"specialty:frontend", "skill:vue"}},
		}},
		{"a skill outside the profession's field is no specialty", Posting{Title: "Staff Nurse - Epic super user"}, []roleView{
			{TypeProfession, "Staff Nurse - Epic super user", []taxonomy.ID{"profession:rn"}},
		}},
		{"the profession the description names most", Posting{Title: "Night shift opening",
			Description: "Join our floor as a Registered Nurse. Our RNs work with patient care technicians. RN license required."},
			[]roleView{{TypeProfession, "Registered Nurse", []taxonomy.ID{"profession:rn"}}}},
		{"nothing named", Posting{Title: "Opening", Description: "Great team."}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []roleView
			for _, c := range Role(tc.p) {
				if c.Source != SourceJobRole || c.Importance != Required {
					t.Errorf("role criterion %q: source %s, importance %s", c.Text, c.Source, c.Importance)
				}
				got = append(got, roleView{c.Type, c.Text, c.Concepts})
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Role (-want +got):\n%s", diff)
			}
		})
	}
}

func TestForJobRoleFirst(t *testing.T) {
	p := Posting{Title: "ICU RN", Explicit: []Input{
		{Description: "ICU experience", Importance: Required, Type: "specialty"},
		{Description: "BLS", Importance: Required, Type: "certification"},
	}}
	got := ForJob(p)
	var texts []string
	for _, c := range got {
		texts = append(texts, c.Source+": "+c.Text)
	}
	want := []string{"job_role: ICU RN", "job_role: ICU RN", "job_criteria: BLS"}
	if diff := cmp.Diff(want, texts); diff != "" {
		t.Errorf("ForJob (-want +got):\n%s", diff)
	}
	if got[2].ID != 3 {
		t.Errorf("ForJob numbers %d, want 1..3", got[2].ID)
	}
	// Replacing the job's criteria keeps its role.
	merged := Merge(got, []Input{{Description: "ACLS", Importance: Required, Type: "certification"}}, true)
	texts = nil
	for _, c := range merged {
		texts = append(texts, c.Source+": "+c.Text)
	}
	want = []string{"job_role: ICU RN", "job_role: ICU RN", "request: ACLS"}
	if diff := cmp.Diff(want, texts); diff != "" {
		t.Errorf("Merge with replace (-want +got):\n%s", diff)
	}
}

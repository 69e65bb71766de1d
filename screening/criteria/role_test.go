package criteria

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd/taxonomy"
)

// roleView is what a test checks of a role criterion.
type roleView struct {
	Type     string
	Text     string
	Concepts []taxonomy.ID
	Shifts   []string
}

func TestRole(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    Posting
		want []roleView
	}{
		{"the job's fields", Posting{Title: "Nights - 4 West", Profession: "RN", Specialty: "Progressive Care (PCU)"}, []roleView{
			{TypeProfession, "RN", []taxonomy.ID{"profession:rn"}, nil},
			{TypeSpecialty, "Progressive Care (PCU)", []taxonomy.ID{"specialty:pcu"}, nil},
			{TypeSchedule, "Nights - 4 West", nil, []string{"night"}},
		}},
		{"the specialty field, with the technology the title names", Posting{Title: "Senior Software Engineer, Backend (Java)",
			Profession: "Software Engineer", Specialty: "Backend"}, []roleView{
			{TypeProfession, "Software Engineer", []taxonomy.ID{"profession:software-engineer"}, nil},
			{TypeSpecialty, "Backend", []taxonomy.ID{"specialty:backend", "skill:java"}, nil},
		}},
		{"the title", Posting{Title: "Registered Nurse - Cardiovascular ICU (Days)"}, []roleView{
			{TypeProfession, "Registered Nurse - Cardiovascular ICU (Days)", []taxonomy.ID{"profession:rn"}, nil},
			{TypeSpecialty, "Registered Nurse - Cardiovascular ICU (Days)", []taxonomy.ID{"specialty:cvicu"}, nil},
		}},
		{"a title naming only the specialty", Posting{Title: "Labor & Delivery - weekend option"}, []roleView{
			{TypeProfession, "Labor & Delivery - weekend option", []taxonomy.ID{"profession:rn"}, nil},
			{TypeSpecialty, "Labor & Delivery - weekend option", []taxonomy.ID{"specialty:labor-delivery"}, nil},
		}},
		{"a word that names a specialty beside its profession", Posting{Title: "Electrician - Industrial (2nd shift)"}, []roleView{
			{TypeProfession, "Electrician - Industrial (2nd shift)", []taxonomy.ID{"profession:electrician"}, nil},
			{TypeSpecialty, "Electrician - Industrial (2nd shift)", []taxonomy.ID{"specialty:industrial-electrical"}, nil},
			{TypeSchedule, "Electrician - Industrial (2nd shift)", nil, []string{"evening"}},
		}},
		{"a profession narrowed by its specialty", Posting{Title: "Radiologic Technologist - CT"}, []roleView{
			{TypeProfession, "Radiologic Technologist - CT", []taxonomy.ID{"profession:ct-tech"}, nil},
			{TypeSpecialty, "Radiologic Technologist - CT", []taxonomy.ID{"specialty:ct"}, nil},
		}},
		{"software: the specialty and the language of the field", Posting{Title: "Senior Frontend Developer (Vue)"}, []roleView{
			{TypeProfession, "Senior Frontend Developer (Vue)", []taxonomy.ID{"profession:software-engineer"}, nil},
			{TypeSpecialty, "Senior Frontend Developer (Vue)", []taxonomy.ID{"specialty:frontend", "skill:vue"}, nil},
		}},
		{"a skill outside the profession's field is no specialty", Posting{Title: "Staff Nurse - Epic super user"}, []roleView{
			{TypeProfession, "Staff Nurse - Epic super user", []taxonomy.ID{"profession:rn"}, nil},
		}},
		{"the profession the description names most", Posting{Title: "Night shift opening",
			Description: "Join our floor as a Registered Nurse. Our RNs work with patient care technicians. RN license required."},
			[]roleView{{TypeProfession, "Registered Nurse", []taxonomy.ID{"profession:rn"}, nil}, {TypeSchedule, "Night shift opening", nil, []string{"night"}}}},
		{"the one shift the description names", Posting{Title: "Med/Surg RN", Description: "Acme Hospital | 36 hrs/wk | Shift: days 7a-7p\nBLS required."},
			[]roleView{{TypeProfession, "Med/Surg RN", []taxonomy.ID{"profession:rn"}, nil},
				{TypeSpecialty, "Med/Surg RN", []taxonomy.ID{"specialty:med-surg"}, nil},
				{TypeSchedule, "Acme Hospital | 36 hrs/wk | Shift: days 7a-7p", nil, []string{"day"}}}},
		{"no one shift: a choice, or a rotation", Posting{Title: "ICU RN", Description: "Choose days or nights. Rotating weekends."},
			[]roleView{{TypeProfession, "ICU RN", []taxonomy.ID{"profession:rn"}, nil}, {TypeSpecialty, "ICU RN", []taxonomy.ID{"specialty:icu"}, nil}}},
		{"nothing named", Posting{Title: "Opening", Description: "Great team."}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []roleView
			for _, c := range Role(tc.p) {
				if c.Source != SourceJobRole || c.Importance != Required {
					t.Errorf("role criterion %q: source %s, importance %s", c.Text, c.Source, c.Importance)
				}
				got = append(got, roleView{c.Type, c.Text, c.Concepts, c.Shifts})
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
	// The profession, the specialty, the RN licence the posting does not name
	// but every RN practises under, then the posting's own.
	want := []string{"job_role: ICU RN", "job_role: ICU RN", "job_role: ICU RN", "job_criteria: BLS"}
	if diff := cmp.Diff(want, texts); diff != "" {
		t.Errorf("ForJob (-want +got):\n%s", diff)
	}
	if got[2].Type != TypeLicense || !slices.Equal(got[2].Concepts, []taxonomy.ID{"license:rn"}) {
		t.Errorf("ForJob's third criterion = %s %v, want the RN licence", got[2].Type, got[2].Concepts)
	}
	if got[3].ID != 4 {
		t.Errorf("ForJob numbers %d, want 1..4", got[3].ID)
	}
	// Replacing the job's criteria keeps its role.
	merged := Merge(got, []Input{{Description: "ACLS", Importance: Required, Type: "certification"}}, true)
	texts = nil
	for _, c := range merged {
		texts = append(texts, c.Source+": "+c.Text)
	}
	want = []string{"job_role: ICU RN", "job_role: ICU RN", "job_role: ICU RN", "request: ACLS"}
	if diff := cmp.Diff(want, texts); diff != "" {
		t.Errorf("Merge with replace (-want +got):\n%s", diff)
	}
}

// TestPracticeLicence: a health profession's posting that names no licence
// still asks the one its profession practises under; one that names a
// licence asks only that; a trade's asks none.
func TestPracticeLicence(t *testing.T) {
	licences := func(p Posting) [][]taxonomy.ID {
		var out [][]taxonomy.ID
		for _, c := range ForJob(p) {
			if c.Type == TypeLicense {
				out = append(out, c.Concepts)
			}
		}
		return out
	}
	for _, tc := range []struct {
		name string
		p    Posting
		want [][]taxonomy.ID
	}{
		{"a terse travel posting", Posting{Title: "TRAVEL L&D RN PHX", Description: "2yr recent L&D as RN REQ. BLS + NRP REQ."},
			[][]taxonomy.ID{{"license:rn"}}},
		{"a therapist's posting", Posting{Title: "Physical Therapist - Outpatient", Description: "2+ years outpatient orthopedics."},
			[][]taxonomy.ID{{"license:pt"}}},
		{"a posting naming its licence", Posting{Title: "ICU RN", Description: "Requirements:\n- Active Texas RN license\n- BLS"},
			[][]taxonomy.ID{{"license:rn"}}},
		{"a trade", Posting{Title: "Journeyman Electrician", Description: "5 years commercial electrical work."}, nil},
		{"no profession", Posting{Title: "Team Member", Description: "Friendly people wanted."}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, licences(tc.p)); diff != "" {
				t.Errorf("licence criteria (-want +got):\n%s", diff)
			}
		})
	}
}

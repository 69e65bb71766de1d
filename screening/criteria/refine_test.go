package criteria

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd/taxonomy"
)

// licenceView is what a test checks of a licence or certification criterion.
type licenceView struct {
	Text       string
	Concepts   []taxonomy.ID
	States     []string
	Compact    bool
	NoCompact  bool
	Obtainable bool
}

func TestRefine(t *testing.T) {
	for _, tc := range []struct {
		name        string
		description string
		explicit    []Input
		want        []licenceView
	}{
		{
			name:        "a refusal of compact licences narrows the licence criterion",
			description: "Requirements:\n- Current Oregon RN licence. Oregon does not accept multistate licenses.\n- BLS\n",
			want: []licenceView{
				{Text: "Current Oregon RN licence", Concepts: []taxonomy.ID{"license:rn"}, States: []string{"OR"}, NoCompact: true},
				{Text: "BLS", Concepts: []taxonomy.ID{"cert:bls"}},
			},
		},
		{
			name:        "the refusal before the licence it is about",
			description: "Qualifications\n* Multi-state licences are not honoured here.\n* Nevada Registered Nurse license required\n",
			want: []licenceView{
				{Text: "Nevada Registered Nurse license required", Concepts: []taxonomy.ID{"license:rn"}, States: []string{"NV"}, NoCompact: true},
			},
		},
		{
			name:        "licence by start date and a pending endorsement",
			description: "Requirements\n- RN license valid in Ohio\n- Licensure by start date is acceptable\n- Applicants with an endorsement in process will be considered\n",
			want: []licenceView{
				{Text: "RN license valid in Ohio", Concepts: []taxonomy.ID{"license:rn"}, States: []string{"OH"}, Obtainable: true},
			},
		},
		{
			name: "a state not in the compact, and a pending endorsement said with the licence named again",
			description: "Qualifications\n * Massachusetts RN license required. Massachusetts is not a Nurse Licensure Compact state. " +
				"Candidates who hold an RN license in another state and have an application for Massachusetts licensure by endorsement " +
				"pending will be considered.\n * Current BLS\n",
			want: []licenceView{
				{Text: "Massachusetts RN license required", Concepts: []taxonomy.ID{"license:rn"}, States: []string{"MA"}, NoCompact: true, Obtainable: true},
				{Text: "Current BLS", Concepts: []taxonomy.ID{"cert:bls"}},
			},
		},
		{
			name:        "a statement that no licence is required asks for none",
			description: "Minimum qualifications\n - MLS(ASCP) certification (required).\n (Ohio does not require state licensure of laboratory personnel.)\n",
			want: []licenceView{
				{Text: "MLS(ASCP) certification (required)", Concepts: []taxonomy.ID{"cert:mls-ascp"}},
			},
		},
		{
			name:        "a licence asked twice is one criterion",
			description: "Required\n- Active occupational therapist license\n- Must obtain a Utah OT license within 60 days of hire\n",
			want: []licenceView{
				{Text: "Active occupational therapist license", Concepts: []taxonomy.ID{"license:ot"}, States: []string{"UT"}, Obtainable: true},
			},
		},
		{
			name:        "a time of hire makes a certification obtainable",
			description: "Requirements\n- PALS required within 90 days of start\n- ACLS\n",
			want: []licenceView{
				{Text: "PALS required within 90 days of start", Concepts: []taxonomy.ID{"cert:pals"}, Obtainable: true},
				{Text: "ACLS", Concepts: []taxonomy.ID{"cert:acls"}},
			},
		},
		{
			name:        "a condition on certifications asked elsewhere adds nothing",
			description: "Requirements\n- NRP and PALS\n- All certifications must be current at time of hire\n",
			want: []licenceView{
				{Text: "NRP and PALS", Concepts: []taxonomy.ID{"cert:nrp"}},
				{Text: "NRP and PALS", Concepts: []taxonomy.ID{"cert:pals"}},
			},
		},
		{
			name:        "a driver's licence is a criterion of its own",
			description: "Requirements\n- Journeyman electrician license\n- Valid driver's license\n",
			want: []licenceView{
				{Text: "Journeyman electrician license", Concepts: []taxonomy.ID{"license:electrician-journeyman"}},
				{Text: "Valid driver's license"},
			},
		},
		{
			name:        "a qualifier with nothing to qualify stays",
			description: "Requirements\n- Compact licenses are not accepted\n- 3 years of dialysis experience\n",
			want: []licenceView{
				{Text: "Compact licenses are not accepted", NoCompact: true},
			},
		},
		{
			name: "explicit criteria are refined too",
			explicit: []Input{
				{Description: "Washington RN license", Importance: Required, Type: "license"},
				{Description: "Compact licenses accepted", Importance: Required, Type: "license"},
			},
			want: []licenceView{
				{Text: "Washington RN license", Concepts: []taxonomy.ID{"license:rn", "license:multistate"}, States: []string{"WA"}, Compact: true},
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []licenceView
			for _, c := range FromJob(tc.explicit, tc.description) {
				if c.Type != TypeLicense && c.Type != TypeCertification {
					continue
				}
				got = append(got, licenceView{Text: c.Text, Concepts: c.Concepts, States: c.States, Compact: c.Compact,
					NoCompact: c.NoCompact, Obtainable: c.Obtainable})
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("FromJob licence criteria (-want +got):\n%s", diff)
			}
		})
	}
}

package taxonomy

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestStateCode(t *testing.T) {
	tests := []struct {
		in     string
		want   string
		wantOK bool
	}{
		{"Texas", "TX", true},
		{"tx", "TX", true},
		{"TX", "TX", true},
		{"  TEXAS ", "TX", true},
		{"Tex.", "TX", true},
		{"state:TX", "TX", true},
		{"new york", "NY", true},
		{"N.Y.", "NY", true},
		{"New  York", "NY", true},
		{"Washington", "WA", true},
		{"Washington, D.C.", "DC", true},
		{"D.C.", "DC", true},
		{"District of Columbia", "DC", true},
		{"Calif.", "CA", true},
		{"Miss.", "MS", true},
		{"W. Va.", "WV", true},
		{"West Virginia", "WV", true},
		{"Puerto Rico", "PR", true},
		{"Guam", "GU", true},
		{"USVI", "VI", true},
		{"Hawai’i", "HI", true},
		{"", "", false},
		{"Texass", "", false},
		{"XX", "", false},
		{"Ontario", "", false},
	}
	for _, tt := range tests {
		got, ok := StateCode(tt.in)
		if got != tt.want || ok != tt.wantOK {
			t.Errorf("StateCode(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.wantOK)
		}
	}
}

func TestStateCodeKnowsEveryState(t *testing.T) {
	if got := len(All(KindState)); got != 56 {
		t.Errorf("len(All(state)) = %d, want 50 states, DC and 5 territories", got)
	}
	for _, c := range All(KindState) {
		code, ok := StateCode(c.Name)
		if !ok || ID("state:"+code) != c.ID {
			t.Errorf("StateCode(%q) = %q, %v; want the code of %s", c.Name, code, ok, c.ID)
		}
	}
}

func TestInNurseCompact(t *testing.T) {
	tests := []struct {
		state string
		want  bool
	}{
		{"TX", true},
		{"Pennsylvania", true},
		{"ct", true},
		{"WA", true},
		{"GU", true}, // partial: honours others' multistate licences
		{"MA", false},
		{"VI", false},
		{"CA", false},
		{"NY", false},
		{"DC", false},
		{"nowhere", false},
	}
	for _, tt := range tests {
		if got := InNurseCompact(tt.state); got != tt.want {
			t.Errorf("InNurseCompact(%q) = %v, want %v", tt.state, got, tt.want)
		}
	}
}

func TestLicenseValidIn(t *testing.T) {
	tests := []struct {
		name       string
		license    ID
		issued     string
		practice   string
		multistate bool
		want       bool
	}{
		{"same state", "license:rn", "CA", "CA", false, true},
		{"same state any licence", "license:pt", "Texas", "tx", false, true},
		{"single-state rn elsewhere", "license:rn", "TX", "FL", false, false},
		{"multistate rn compact to compact", "license:rn", "TX", "FL", true, true},
		{"multistate lpn compact to compact", "license:lpn", "Texas", "fl", true, true},
		{"multistate rn to non-compact", "license:rn", "TX", "CA", true, false},
		{"multistate claim from non-compact", "license:rn", "CA", "TX", true, false},
		{"multistate rn to partial member", "license:rn", "TX", "GU", true, true},
		{"partial member issues none", "license:rn", "GU", "TX", true, false},
		{"enacted but not implemented", "license:rn", "TX", "MA", true, false},
		{"recently implemented", "license:rn", "PA", "CT", true, true},
		{"compact covers nurses only", "license:pt", "TX", "FL", true, false},
		{"aprn not in compact", "license:aprn", "TX", "FL", true, false},
		{"unknown issuing state", "license:rn", "Ontario", "TX", true, false},
		{"unknown practice state", "license:rn", "TX", "", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := LicenseValidIn(tt.license, tt.issued, tt.practice, tt.multistate); got != tt.want {
				t.Errorf("LicenseValidIn(%q, %q, %q, %v) = %v, want %v", tt.license, tt.issued, tt.practice, tt.multistate, got, tt.want)
			}
		})
	}
}

func TestLicensedStates(t *testing.T) {
	compact := LicensedStates("license:rn", "TX", true)
	if len(compact) != 41 {
		t.Errorf("LicensedStates(rn, TX, multistate) has %d states, want 41 (40 full members and Guam): %v", len(compact), compact)
	}
	if !slices.IsSorted(compact) {
		t.Errorf("LicensedStates(rn, TX, multistate) = %v, not sorted", compact)
	}
	for _, s := range []string{"TX", "FL", "GU", "PA"} {
		if !slices.Contains(compact, s) {
			t.Errorf("LicensedStates(rn, TX, multistate) lacks %s", s)
		}
	}
	for _, s := range []string{"CA", "MA", "NY"} {
		if slices.Contains(compact, s) {
			t.Errorf("LicensedStates(rn, TX, multistate) includes %s", s)
		}
	}
	tests := []struct {
		name       string
		license    ID
		issued     string
		multistate bool
		want       []string
	}{
		{"single-state", "license:rn", "TX", false, []string{"TX"}},
		{"non-compact state", "license:rn", "California", true, []string{"CA"}},
		{"not a nursing licence", "license:pt", "TX", true, []string{"TX"}},
		{"unknown state", "license:rn", "Atlantis", true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, LicensedStates(tt.license, tt.issued, tt.multistate)); diff != "" {
				t.Errorf("LicensedStates(%q, %q, %v) (-want +got):\n%s", tt.license, tt.issued, tt.multistate, diff)
			}
		})
	}
}

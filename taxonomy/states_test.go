package taxonomy

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

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
		{"FM", "FM", true},
		{"fm", "FM", true},
		{"Federated States of Micronesia", "FM", true},
		{"Micronesia", "FM", true},
		{"MH", "MH", true},
		{"marshall islands", "MH", true},
		{"PW", "PW", true},
		{"Palau", "PW", true},
		{"state:PW", "PW", true},
		{"AS", "AS", true},
		{"MP", "MP", true},
		{"", "", false},
		{" . ", "", false},
		{"AA", "", false},
		{"AE", "", false},
		{"AP", "", false},
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
	if got := len(All(KindState)); got != 59 {
		t.Errorf("len(All(state)) = %d, want 50 states, DC, 5 territories and 3 freely associated states", got)
	}
	for _, c := range All(KindState) {
		code, ok := StateCode(c.Name)
		if !ok || ID("state:"+code) != c.ID {
			t.Errorf("StateCode(%q) = %q, %v; want the code of %s", c.Name, code, ok, c.ID)
		}
	}
}

func TestStateCodes(t *testing.T) {
	codes := StateCodes()
	if len(codes) != len(All(KindState)) {
		t.Errorf("len(StateCodes()) = %d, want %d, one per state of the table", len(codes), len(All(KindState)))
	}
	for _, code := range codes {
		if name, ok := StateName(code); !ok || name == "" {
			t.Errorf("StateName(%q) = %q, %v; want the state's name", code, name, ok)
		}
	}
	if !slices.Contains(codes, "TX") || !slices.Contains(codes, "DC") {
		t.Errorf("StateCodes() = %v, want TX and DC among them", codes)
	}
}

// TestFindStatesCodesNotFound checks that the codes that are mostly words are
// not found in text, though their names are and StateCode knows them.
func TestFindStatesCodesNotFound(t *testing.T) {
	for _, code := range codesNotFound {
		if got, ok := StateCode(code); got != code || !ok {
			t.Errorf("StateCode(%q) = %q, %v; want %q, true", code, got, ok, code)
		}
		if ms := FindStates(code); len(ms) != 0 {
			t.Errorf("FindStates(%q) = %v, want nothing", code, ms)
		}
	}
	text := "Travel RN, FM radio fan, MH unit, reset PW; Koror, Palau; Majuro, Marshall Islands; Pohnpei, Micronesia"
	var got []ID
	for _, m := range FindStates(text) {
		got = append(got, m.ID)
	}
	if diff := cmp.Diff([]ID{"state:PW", "state:MH", "state:FM"}, got); diff != "" {
		t.Errorf("FindStates(%q) (-want +got):\n%s", text, diff)
	}
}

// TestStateKeyASCII checks that the allocation-free folding of ASCII input
// agrees with stateKey.
func TestStateKeyASCII(t *testing.T) {
	ins := []string{"", " ", "..", ",", "TX", " Tx ", "N.Y.", "N. Y.", "New  York", "\tnew\nyork\r",
		"Washington, D.C.", "Washington ,D.C.", ",Washington,,DC,", "state:TX", "STATE: tx", "Hawai'i",
		"W. Va.", "New-York", "T1", "a\vb\fc", "x\x00y", "~`!@#$%^&*()_+={}[]|\\:;\"<>?/"}
	for _, s := range states {
		for _, n := range append([]string{s.code, s.name}, append(s.names, s.abbrevs...)...) {
			ins = append(ins, n, strings.ToUpper(n), strings.ToLower(n)+".", "  "+n+" ,")
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "aZ.,: \t\n\v\f\r'-1"
	for range 10000 {
		b := make([]byte, rng.IntN(12))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		ins = append(ins, string(b))
	}
	ins = append(ins, "Hawai’i", "New\u00a0York", "\xff")
	for _, in := range ins {
		got, ok := appendASCIIStateKey(nil, in)
		if ascii := !strings.ContainsFunc(in, func(r rune) bool { return r >= utf8.RuneSelf }); !ascii {
			if ok {
				t.Errorf("appendASCIIStateKey(%q) ok, want not ASCII", in)
			}
		} else if !ok || string(got) != stateKey(in) {
			t.Errorf("appendASCIIStateKey(%q) = %q, %v; want %q, true", in, got, ok, stateKey(in))
		}
	}
	if got, ok := appendASCIIStateKey([]byte("x"), " Tx "); !ok || string(got) != "xtx" {
		t.Errorf("appendASCIIStateKey(x, %q) = %q, %v; want %q", " Tx ", got, ok, "xtx")
	}
}

func FuzzStateCode(f *testing.F) {
	for _, s := range []string{"TX", " N. Y. ", "Washington,, D.C.", "Hawai’i", "state:PW", "\xff", strings.Repeat("a ", 40)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, wantOK := stateIndex()[stateKey(s)]
		if got, ok := StateCode(s); got != want || ok != wantOK {
			t.Errorf("StateCode(%q) = %q, %v; want %q, %v as by stateKey", s, got, ok, want, wantOK)
		}
	})
}

func TestStateCodeAllocations(t *testing.T) {
	for _, in := range []string{"TX", "tx", "Missouri", "new york", " N.Y. ", "Washington, D.C.", "state:TX",
		"Federated States of Micronesia", "Atlantis", strings.Repeat("a", 64)} {
		if n := testing.AllocsPerRun(100, func() { StateCode(in) }); n != 0 {
			t.Errorf("StateCode(%q): %v allocations, want 0", in, n)
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
		{"Palau", false},
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

// TestLicensedStatesAgreesWithLicenseValidIn checks every licence kind the
// compact covers and one it does not, from every state, both ways.
func TestLicensedStatesAgreesWithLicenseValidIn(t *testing.T) {
	for _, license := range []ID{"license:rn", "license:lpn", "license:pt"} {
		for _, from := range states {
			for _, multistate := range []bool{false, true} {
				var want []string
				for _, to := range states {
					if LicenseValidIn(license, from.code, to.code, multistate) {
						want = append(want, to.code)
					}
				}
				slices.Sort(want)
				if got := LicensedStates(license, from.name, multistate); !slices.Equal(got, want) {
					t.Errorf("LicensedStates(%s, %s, %v) = %v, LicenseValidIn allows %v", license, from.name, multistate, got, want)
				}
			}
		}
	}
}

func BenchmarkStateCode(b *testing.B) {
	StateCode("TX") // build the index
	for _, in := range []string{"TX", "Missouri", "new york", " N.Y. ", "Hawai’i"} {
		b.Run(in, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				StateCode(in)
			}
		})
	}
}

func TestStateNameAndProvinceCode(t *testing.T) {
	for _, tt := range []struct{ in, want string }{{"TX", "Texas"}, {"Tex.", "Texas"}, {"dc", "District of Columbia"}, {"ON", ""}} {
		if got, _ := StateName(tt.in); got != tt.want {
			t.Errorf("StateName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got, _ := ProvinceName("ON"); got != "Ontario" {
		t.Errorf("ProvinceName(ON) = %q, want Ontario", got)
	}
	for _, tt := range []struct{ in, want string }{{"Ontario", "ON"}, {"qc", "QC"}, {"British Columbia", "BC"}, {"TX", ""}} {
		if got, _ := ProvinceCode(tt.in); got != tt.want {
			t.Errorf("ProvinceCode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestMultistate(t *testing.T) {
	for _, tc := range []struct {
		license     ID
		state       string
		validIn     bool // a multistate licence of any member is valid there
		issuesMulti bool
	}{
		{"license:rn", "TX", true, true},
		{"license:rn", "Illinois", false, false},
		{"license:lpn", "GA", true, true},
		{"license:pt", "TX", false, false},
		{"license:rn", "GU", true, false},
		{"license:rn", "Narnia", false, false},
	} {
		if got := MultistateValidIn(tc.license, tc.state); got != tc.validIn {
			t.Errorf("MultistateValidIn(%s, %s) = %v, want %v", tc.license, tc.state, got, tc.validIn)
		}
		if got := IssuesMultistate(tc.license, tc.state); got != tc.issuesMulti {
			t.Errorf("IssuesMultistate(%s, %s) = %v, want %v", tc.license, tc.state, got, tc.issuesMulti)
		}
	}
}

package ascii

import (
	"strings"
	"testing"
)

func BenchmarkLower(b *testing.B) {
	s := strings.Repeat("ICU Registered Nurse, Seton Medical Center, Austin, TX\nMarch 2019 - Present\nBLS - American Heart Association - exp. 05/2029\n", 10)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		Lower(s)
	}
}

func BenchmarkLowerNoCapitals(b *testing.B) {
	s := strings.Repeat("icu registered nurse, seton medical center, austin\n", 20)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		Lower(s)
	}
}

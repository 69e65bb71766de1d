package geo

import (
	"runtime"
	"testing"
)

// BenchmarkLoad measures parsing the embedded table (what the first lookup pays once) and
// reports the heap the parsed table keeps (retained-B).
func BenchmarkLoad(b *testing.B) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	t, err := parseTable(zipsGz)
	if err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(t)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parseTable(zipsGz); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(after.HeapAlloc)-float64(before.HeapAlloc), "retained-B")
	b.ReportMetric(float64(len(t.places)), "zips")
	b.ReportMetric(float64(len(t.cities)), "cities")
}

func BenchmarkLookupZIP(b *testing.B) {
	LookupZIP("78701")
	b.ReportAllocs()
	for b.Loop() {
		LookupZIP(" 78701-1234 ")
	}
}

func BenchmarkLookupCity(b *testing.B) {
	LookupZIP("78701")
	b.ReportAllocs()
	for b.Loop() {
		LookupCity("St. Louis", "Missouri")
	}
}

func BenchmarkDistanceMiles(b *testing.B) {
	p, q := Point{40.75065, -73.99729}, Point{34.06598, -118.23864}
	var sum float64
	for b.Loop() {
		sum += DistanceMiles(p, q)
	}
	_ = sum
}

func BenchmarkCell(b *testing.B) {
	p := Point{30.27057, -97.74259}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Cell(p, Resolution); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDisk25(b *testing.B) {
	p := Point{30.27057, -97.74259}
	cells, _ := Disk(p, 25, Resolution)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Disk(p, 25, Resolution); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(cells)), "cells")
}

package extract

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestZZCorpus(t *testing.T) {
	files, _ := filepath.Glob("../testdata/corpus/*")
	for _, f := range files {
		if strings.HasSuffix(f, ".json") || strings.HasSuffix(f, ".tsv") || strings.HasSuffix(f, ".md") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		start := time.Now()
		doc, err := Text(context.Background(), data)
		fmt.Printf("%-40s %-6s %-18s p=%d %6.1fms len=%d err=%v\n", filepath.Base(f), doc.Format, doc.Extractor, doc.Pages, float64(time.Since(start).Microseconds())/1000, len(doc.Text), err)
		if os.Getenv("SHOW") != "" && strings.Contains(f, os.Getenv("SHOW")) {
			fmt.Println(doc.Text)
		}
	}
}

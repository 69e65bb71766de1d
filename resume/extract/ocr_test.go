package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"strings"
	"testing"
)

// sidebarTSV is Tesseract's TSV for a page with a sidebar, as it prints it when it takes the
// two columns for one block: words of both on shared lines, a speck read as a word ("j", at
// confidence 4), a bullet read as "+".
func sidebarTSV() []byte {
	left := []string{"CONTACT", "jane@example.com", "(312) 555-0147", "Chicago, IL", "Skills", "Epic"}
	right := []string{"Jane Doe, RN", "Critical care nurse with seven years in a busy ICU",
		"+ Charge nurse for a 32-bed medical ICU at Mercy", "Mercy Hospital, Chicago, IL since 2019",
		"Titration of drips and care of ventilated patients", "Preceptor for new graduate nurses"}
	var b strings.Builder
	b.WriteString("level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n")
	b.WriteString("1\t1\t0\t0\t0\t0\t0\t0\t1700\t2200\t-1\t\n")
	for i := range left {
		top, n := 100+60*i, 0
		for _, part := range []struct {
			x    int
			text string
		}{{100, left[i]}, {700, right[i]}} {
			x := part.x
			for _, w := range strings.Fields(part.text) {
				n++
				fmt.Fprintf(&b, "5\t1\t1\t1\t%d\t%d\t%d\t%d\t%d\t30\t92\t%s\n", i+1, n, x, top, 18*len(w), w)
				x += 18*len(w) + 12
			}
		}
		if i == 1 {
			fmt.Fprintf(&b, "5\t1\t1\t1\t2\t%d\t1600\t165\t12\t12\t4\tj\n", n+1)
		}
	}
	return []byte(b.String())
}

// OCR words are laid out by the page's geometry, as a PDF's text is: the sidebar is read
// apart from the main column, specks are dropped, a misread bullet is a bullet again.
func TestOCRPageLayout(t *testing.T) {
	got := ocrPageText(parseTSV(sidebarTSV(), 1))
	text, _, columns, _ := normalizeDocument(got, true)
	want := "CONTACT\njane@example.com\n(312) 555-0147\nChicago, IL\nSkills\nEpic\n\nJane Doe, RN\n" +
		"Critical care nurse with seven years in a busy ICU\n• Charge nurse for a 32-bed medical ICU at Mercy\n" +
		"Mercy Hospital, Chicago, IL since 2019\nTitration of drips and care of ventilated patients\n" +
		"Preceptor for new graduate nurses"
	if text != want {
		t.Errorf("OCR text =\n%s\nwant\n%s", text, want)
	}
	if len(columns) == 0 || !strings.HasPrefix(text[columns[0].Start:], "CONTACT") {
		t.Errorf("columns = %v, want the sidebar marked as a column", columns)
	}
}

// An image too large to read in time is refused before OCR.
func TestOCRRefusesHugeImages(t *testing.T) {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 8000, 6000))); err != nil {
		t.Fatal(err)
	}
	_, err := Text(context.Background(), b.Bytes())
	if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "megapixels") {
		t.Errorf("Text(48-megapixel PNG) = %v, want ErrUnreadable about its size", err)
	}
}

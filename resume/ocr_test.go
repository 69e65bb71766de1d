package resume

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// requireOCR skips a test when the OCR tools are not installed; `make test` installs them
// (scripts/deps.sh), so in CI these tests run.
func requireOCR(tb testing.TB) {
	tb.Helper()
	for _, tool := range []struct{ name, pkg string }{{"tesseract", "tesseract-ocr"}, {"pdftoppm", "poppler-utils"}} {
		if _, err := exec.LookPath(tool.name); err != nil {
			tb.Skipf("%s is not installed (Debian package %s, installed by scripts/deps.sh): skipping the OCR test", tool.name, tool.pkg)
		}
	}
}

// mustScan renders page 1 of a PDF as a scanner would: pdftoppm at 150 dpi in grey, turned by
// a degree and a half, with grey jitter on every pixel and one pixel in three hundred flipped
// to black or white (specks).
func mustScan(tb testing.TB, pdfPath string) *image.Gray {
	tb.Helper()
	dir := tb.TempDir()
	out, err := exec.Command("pdftoppm", "-r", "150", "-gray", "-png", "-f", "1", "-l", "1", "-singlefile", pdfPath, filepath.Join(dir, "page")).CombinedOutput()
	if err != nil {
		tb.Fatalf("pdftoppm: %v: %s", err, out)
	}
	f, err := os.Open(filepath.Join(dir, "page.png"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		tb.Fatal(err)
	}
	scan := rotate(img, 1.5*math.Pi/180)
	rng := rand.New(rand.NewPCG(12, 34))
	for i, v := range scan.Pix {
		if rng.IntN(300) == 0 {
			scan.Pix[i] = uint8(255 * rng.IntN(2))
			continue
		}
		scan.Pix[i] = uint8(min(255, max(0, int(v)+rng.IntN(41)-20)))
	}
	return scan
}

// rotate turns img by angle (radians) about its centre, on a white background.
func rotate(img image.Image, angle float64) *image.Gray {
	b := img.Bounds()
	out := image.NewGray(b)
	cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
	sin, cos := math.Sincos(angle)
	for y := range b.Dy() {
		for x := range b.Dx() {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx, sy := int(cos*dx+sin*dy+cx), int(-sin*dx+cos*dy+cy)
			c := color.Gray{Y: 255}
			if sx >= 0 && sy >= 0 && sx < b.Dx() && sy < b.Dy() {
				c = color.GrayModel.Convert(img.At(b.Min.X+sx, b.Min.Y+sy)).(color.Gray)
			}
			out.SetGray(x, y, c)
		}
	}
	return out
}

// scanPDF wraps a page image in a PDF with no text layer, as a scanner's PDF is.
func scanPDF(tb testing.TB, img *image.Gray) []byte {
	tb.Helper()
	var jb bytes.Buffer
	if err := jpeg.Encode(&jb, img, &jpeg.Options{Quality: 85}); err != nil {
		tb.Fatal(err)
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	content := fmt.Sprintf("q 612 0 0 %.2f 0 0 cm /Im0 Do Q", 612*float64(h)/float64(w))
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 %.2f] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>", 612*float64(h)/float64(w)),
		fmt.Sprintf("<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>\nstream\n%s\nendstream", w, h, jb.Len(), jb.Bytes()),
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content),
	}
	var out bytes.Buffer
	out.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = out.Len()
		fmt.Fprintf(&out, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := out.Len()
	fmt.Fprintf(&out, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&out, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&out, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return out.Bytes()
}

// TestOCRScans reads scans rendered from corpus resumes (a two-column page with a sidebar, and
// a one-column page), as a scanned PDF and as a PNG upload, and checks what a recruiter
// checks first: the name, e-mail, phone and employers, against the corpus labels. Every value
// read must be in the OCR text.
func TestOCRScans(t *testing.T) {
	requireOCR(t)
	for _, stem := range []string{"01_icu_rn_chicago", "102_nuclear_med_tech_full_dates_albany"} {
		var want Profile
		raw, err := os.ReadFile(filepath.Join("testdata", "corpus", stem+".json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatal(err)
		}
		scan := mustScan(t, filepath.Join("testdata", "corpus", stem+".pdf"))
		var pngData bytes.Buffer
		if err := png.Encode(&pngData, scan); err != nil {
			t.Fatal(err)
		}
		for _, upload := range []struct {
			kind string
			data []byte
		}{{"pdf", scanPDF(t, scan)}, {"png", pngData.Bytes()}} {
			t.Run(stem+"/"+upload.kind, func(t *testing.T) {
				res, err := (&Parser{}).Parse(context.Background(), upload.data, Options{AsOf: corpusAsOf})
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				if res.Extractor != "tesseract" {
					t.Errorf("Extractor = %q, want tesseract", res.Extractor)
				}
				got := res.Profile
				wn, gn := want.PersonalInfo.Name, Name{}
				if got.PersonalInfo != nil && got.PersonalInfo.Name != nil {
					gn = *got.PersonalInfo.Name
				}
				if fold(gn.FirstName) != fold(wn.FirstName) || fold(gn.LastName) != fold(wn.LastName) {
					t.Errorf("name = %+v, want %+v", gn, *wn)
				}
				var gc Contact
				if got.PersonalInfo != nil && got.PersonalInfo.Contact != nil {
					gc = *got.PersonalInfo.Contact
				}
				if wc := want.PersonalInfo.Contact; !strings.EqualFold(gc.Email, wc.Email) || gc.Phone != wc.Phone {
					t.Errorf("contact = %q %q, want %q %q", gc.Email, gc.Phone, wc.Email, wc.Phone)
				}
				for _, w := range want.WorkHistory {
					found := false
					for _, g := range got.WorkHistory {
						found = found || similar(w.Employer, g.Employer)
					}
					if !found {
						t.Errorf("employer %q not read; got %v", w.Employer, viewJobs(got.WorkHistory))
					}
				}
				if res.Profile.Sources == nil {
					t.Fatal("no sources")
				}
				for path, src := range res.Profile.Sources {
					if src.Method != MethodOCR {
						t.Errorf("source of %s: method %q, want %q", path, src.Method, MethodOCR)
					}
				}
				if missing := unsourced(res.Profile); len(missing) > 0 {
					t.Errorf("values not found in the OCR text: %v", missing)
				}
			})
		}
	}
	t.Run("blank page", func(t *testing.T) {
		blank := image.NewGray(image.Rect(0, 0, 1275, 1650))
		for i := range blank.Pix {
			blank.Pix[i] = 255
		}
		_, err := (&Parser{}).Parse(context.Background(), scanPDF(t, blank), Options{})
		if err == nil || !strings.Contains(err.Error(), "OCR") {
			t.Errorf("Parse(blank scan) = %v, want unreadable_document saying OCR read nothing", err)
		}
	})
}

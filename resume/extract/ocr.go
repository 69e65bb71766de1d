package extract

import (
	"bytes"
	"context"
	"fmt"
	"image"
	_ "image/jpeg" // image.DecodeConfig reads JPEG headers
	_ "image/png"  // and PNG headers
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// OCR reads scans: a PDF without a text layer, and PNG and JPEG images. A scanned page (one
// image) is taken out as it is by poppler's pdfimages, other pages are rendered by pdftoppm,
// and they are read by Tesseract (Debian packages poppler-utils, tesseract-ocr and
// tesseract-ocr-eng), whose TSV output keeps each word's box, so lines, paragraphs and wide
// gaps (a tab) are rebuilt from the page's geometry as the PDF layout does. Without Tesseract a
// scan stays ErrUnreadable.
// ExtractorOCR is Document.Extractor for text read by OCR.
const ExtractorOCR = "tesseract"

const (
	toolTesseract = "tesseract"
	toolPDFToPPM  = "pdftoppm"
	toolPDFImages = "pdfimages"
	// ocrDPI is the resolution pages are rendered at: body text of 10-11 pt is then 28-30
	// pixels high, which Tesseract reads well, at about 2.5 s a page here (300 dpi takes 4 s).
	ocrDPI = 200
	// maxOCRPages caps the pages read; a resume's first pages hold what a profile needs.
	maxOCRPages = 4
	// maxImagePixels refuses images larger than a page at 600 dpi before they are decoded.
	maxImagePixels = 40_000_000
	// ocrMemoryKiB caps the address space of each OCR tool.
	ocrMemoryKiB = 2 << 20
	// minWordConfidence is the confidence (0-100) under which a word of up to three letters
	// is taken for a speck of the scan rather than a word: specks come out at 0-22, short
	// words read right at 60 and more.
	minWordConfidence = 25
	// ocrReserve is the part of the deadline kept back for what comes after OCR: reading
	// stops at the last page finished before it.
	ocrReserve = time.Second
)

// ocrLine is a line Tesseract read, in reading order.
type ocrLine struct {
	page       int // from 1
	block, par int
	top, left  int
	height     int
	words      []ocrWord
}

type ocrWord struct {
	left, right int
	text        string
}

// ocrPDF renders a PDF's first pages and reads them.
func ocrPDF(ctx context.Context, data []byte, pages int) (Document, error) {
	dir, err := os.MkdirTemp("", "recruitd-ocr-")
	if err != nil {
		return Document{}, fmt.Errorf("ocr: temporary directory: %w", err)
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(in, data, 0o600); err != nil {
		return Document{}, fmt.Errorf("ocr: temporary file: %w", err)
	}
	last := maxOCRPages
	if pages > 0 {
		last = min(pages, maxOCRPages)
	}
	if imgs := scannedPages(ctx, dir, in, last); imgs != nil {
		return ocrImages(ctx, imgs)
	}
	if _, err := runToolPath(ctx, toolPDFToPPM, ocrMemoryKiB, "-r", strconv.Itoa(ocrDPI), "-gray", "-png",
		"-f", "1", "-l", strconv.Itoa(last), in, filepath.Join(dir, "page")); err != nil {
		return Document{}, err
	}
	imgs, _ := filepath.Glob(filepath.Join(dir, "page-*.png"))
	slices.SortFunc(imgs, func(a, b string) int { return pageNumber(a) - pageNumber(b) })
	return ocrImages(ctx, imgs)
}

// scannedPages takes out the images of pages 1 to last when each is one image, as a
// scanner's pages are: read at the resolution they were scanned at, they need no rendering
// (which takes longer than reading them). It returns nil when some page is not one image, or
// an image is larger than maxImagePixels; the pages are then rendered.
func scannedPages(ctx context.Context, dir, in string, last int) []string {
	if _, err := runToolPath(ctx, toolPDFImages, ocrMemoryKiB, "-png", "-p", "-f", "1", "-l", strconv.Itoa(last),
		in, filepath.Join(dir, "img")); err != nil {
		return nil
	}
	files, _ := filepath.Glob(filepath.Join(dir, "img-*.png"))
	byPage := map[int][]string{}
	for _, f := range files {
		// "img-PAGE-NUM.png"
		parts := strings.Split(strings.TrimSuffix(filepath.Base(f), ".png"), "-")
		if len(parts) != 3 {
			return nil
		}
		page, err := strconv.Atoi(parts[1])
		if err != nil {
			return nil
		}
		byPage[page] = append(byPage[page], f)
	}
	var out []string
	for page := 1; page <= last; page++ {
		if len(byPage[page]) != 1 {
			return nil
		}
		out = append(out, byPage[page][0])
	}
	for _, f := range out {
		r, err := os.Open(f)
		if err != nil {
			return nil
		}
		cfg, _, err := image.DecodeConfig(r)
		r.Close()
		if err != nil || cfg.Width*cfg.Height > maxImagePixels || min(cfg.Width, cfg.Height) < 800 {
			return nil // too large to read in time, or too coarse to read without rendering
		}
	}
	return out
}

// pageNumber reads the page number of pdftoppm's "page-07.png".
func pageNumber(path string) int {
	base := strings.TrimSuffix(filepath.Base(path), ".png")
	n, _ := strconv.Atoi(base[strings.LastIndexByte(base, '-')+1:])
	return n
}

// ocrImage reads a PNG or JPEG upload.
func ocrImage(ctx context.Context, data []byte) (Document, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return Document{}, unreadable("the image cannot be decoded: %v", err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width*cfg.Height > maxImagePixels {
		return Document{}, unreadable("the %s image is %dx%d pixels; send at most %d megapixels", format, cfg.Width, cfg.Height, maxImagePixels/1_000_000)
	}
	dir, err := os.MkdirTemp("", "recruitd-ocr-")
	if err != nil {
		return Document{}, fmt.Errorf("ocr: temporary directory: %w", err)
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "page."+format)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return Document{}, fmt.Errorf("ocr: temporary file: %w", err)
	}
	return ocrImages(ctx, []string{path})
}

// ocrImages reads page images in order until the deadline's reserve; the pages read so far
// make the document.
func ocrImages(ctx context.Context, imgs []string) (Document, error) {
	if len(imgs) == 0 {
		return Document{}, unreadable("no page could be rendered for OCR")
	}
	pageCtx := ctx
	if dl, ok := ctx.Deadline(); ok {
		var cancel context.CancelFunc
		pageCtx, cancel = context.WithDeadline(ctx, dl.Add(-ocrReserve))
		defer cancel()
	}
	var pages []string
	var firstErr error
	for i, img := range imgs {
		out, err := runToolPath(pageCtx, toolTesseract, ocrMemoryKiB, img, "-", "--psm", "3", "tsv")
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			if pageCtx.Err() != nil {
				break
			}
			continue
		}
		pages = append(pages, ocrPageText(parseTSV(out, i+1)))
	}
	text := strings.Join(pages, "\f")
	if countLetters(text) == 0 {
		if firstErr != nil {
			return Document{}, firstErr
		}
		return Document{}, unreadable("OCR found no text on the %d page(s) it read", len(imgs))
	}
	return Document{Text: text, Extractor: ExtractorOCR, Pages: len(imgs)}, nil
}

// parseTSV reads Tesseract's TSV output (level, page, block, paragraph, line, word, left,
// top, width, height, confidence, text) into lines.
func parseTSV(out []byte, page int) []ocrLine {
	var lines []ocrLine
	index := map[[3]int]int{}
	for row := range strings.SplitSeq(string(out), "\n") {
		cols := strings.Split(strings.TrimRight(row, "\r"), "\t")
		if len(cols) < 12 || cols[0] != "5" {
			continue // words only: level 5
		}
		text := strings.TrimSpace(cols[11])
		conf, _ := strconv.ParseFloat(cols[10], 64)
		if text == "" || conf < 0 || conf < minWordConfidence && utf8.RuneCountInString(text) <= 3 {
			continue // no word, or a speck read as one ("7", "Pe", "Zi")
		}
		n := make([]int, 10)
		for i := range n {
			n[i], _ = strconv.Atoi(cols[i])
		}
		key := [3]int{n[2], n[3], n[4]}
		k, ok := index[key]
		if !ok {
			k = len(lines)
			index[key] = k
			lines = append(lines, ocrLine{page: page, block: n[2], par: n[3], top: n[7], left: n[6], height: n[9]})
		}
		l := &lines[k]
		l.top, l.left, l.height = min(l.top, n[7]), min(l.left, n[6]), max(l.height, n[9])
		l.words = append(l.words, ocrWord{left: n[6], right: n[6] + n[8], text: text})
	}
	return lines
}

// ocrPageText lays out a page's words as the PDF layout lays out drawn text (see layoutPage):
// each word a run at its box, on the baseline of the line Tesseract put it in, sized by that
// line's height; so columns, sidebars, tables and blank lines between blocks are found from the
// page's geometry, as in a PDF with a text layer, rather than from Tesseract's own blocks.
func ocrPageText(lines []ocrLine) string {
	var runs []run
	for _, l := range lines {
		// a line's box is about the height of its capitals and descenders: some 0.9 of the
		// font size
		size := float64(max(l.height, 1)) / 0.9
		y := -float64(l.top + l.height) // page y grows upwards, image rows downwards
		for _, w := range l.words {
			// the trailing space keeps words apart where the boxes of a speck and a word
			// overlap; joinRuns writes no second one
			runs = append(runs, run{x0: float64(w.left), x1: float64(w.right), y: y, size: size, text: w.text + " ", upright: true})
		}
	}
	text := layoutPage(runs)
	for i, l := range text {
		text[i] = ocrBullet(l)
	}
	return strings.Join(text, "\n")
}

// ocrBulletMisreads are what Tesseract reads a list's bullet glyph as.
var ocrBulletMisreads = []string{"+.", "*.", "+", "*", "«", "»", "¢", "©", "°", "e"}

// ocrBullet gives back a list item its bullet, which OCR read as another mark: "+. ACLS, BLS",
// "¢ Epic", "e Rhythm interpretation".
func ocrBullet(line string) string {
	start := strings.TrimPrefix(line, string(columnMark))
	for _, m := range ocrBulletMisreads {
		if rest, ok := strings.CutPrefix(start, m+" "); ok && rest != "" {
			return line[:len(line)-len(start)] + "• " + rest
		}
	}
	return line
}

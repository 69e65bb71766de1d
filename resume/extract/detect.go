package extract

import (
	"archive/zip"
	"bytes"
	"errors"
	"strings"

	"github.com/richardlehane/mscfb"
)

var (
	magicPDF  = []byte("%PDF-")
	magicZip  = []byte("PK\x03\x04")
	magicCFB  = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
	magicPNG  = []byte("\x89PNG\r\n\x1a\n")
	magicJPEG = []byte{0xFF, 0xD8, 0xFF}
)

// Detect recognises the format of data by its content; a file name or a
// client's content type plays no part.
//
//   - PDF: "%PDF-" within the first 1 KiB (the specification allows junk
//     before the header).
//   - DOCX: a ZIP archive holding word/document.xml (DOCX, DOCM, DOTX). A
//     damaged archive whose local headers name word/document.xml is still
//     DOCX; extraction then recovers what it can.
//   - DOC: a compound file (D0 CF 11 E0) with a WordDocument stream.
//   - TXT: anything that decodes as text (see extractTXT) and is not one of
//     the markup formats below.
//   - PNG and JPEG: by their signatures; read by OCR.
//
// ErrUnsupported: other images (GIF, TIFF, WebP, HEIC), other ZIP
// archives (XLSX, PPTX, ODT, plain ZIP), other compound files (XLS, PPT,
// MSG), RTF, HTML and XML (their markup would be read as words; RTF and
// HTML resumes are rare enough that asking for PDF or DOCX is the better
// answer), and binary data. ErrUnreadable: an empty file, an encrypted
// (password-protected) Office document, or a ZIP or compound file too
// damaged to tell what it holds.
func Detect(data []byte) (Format, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return "", unreadable("the file is empty")
	}
	if bytes.Contains(data[:min(len(data), 1024)], magicPDF) {
		return PDF, nil
	}
	switch {
	case bytes.HasPrefix(data, magicPNG):
		return PNG, nil
	case bytes.HasPrefix(data, magicJPEG):
		return JPEG, nil
	case bytes.HasPrefix(data, magicZip), bytes.HasPrefix(data, []byte("PK\x05\x06")):
		return detectZip(data)
	case bytes.HasPrefix(data, magicCFB):
		return detectCFB(data)
	}
	if kind := binaryKind(data); kind != "" {
		return "", unsupported("%s", kind)
	}
	if !looksLikeText(data) {
		return "", unsupported("binary data of an unknown type")
	}
	if kind := markupKind(data); kind != "" {
		return "", unsupported("%s", kind)
	}
	return TXT, nil
}

// binaryKind names well-known binary formats by their magic bytes.
func binaryKind(data []byte) string {
	switch {
	case bytes.HasPrefix(data, []byte("GIF87a")), bytes.HasPrefix(data, []byte("GIF89a")):
		return "a GIF image"
	case bytes.HasPrefix(data, []byte("II*\x00")), bytes.HasPrefix(data, []byte("MM\x00*")):
		return "a TIFF image"
	case len(data) >= 12 && bytes.Equal(data[:4], []byte("RIFF")) && bytes.Equal(data[8:12], []byte("WEBP")):
		return "a WebP image"
	case len(data) >= 12 && bytes.Equal(data[4:8], []byte("ftyp")):
		return "an HEIC/AVIF image or video"
	case bytes.HasPrefix(data, []byte{0x1F, 0x8B}):
		return "a gzip archive"
	case bytes.HasPrefix(data, []byte("7z\xBC\xAF\x27\x1C")), bytes.HasPrefix(data, []byte("Rar!\x1A\x07")):
		return "a compressed archive"
	}
	return ""
}

// markupKind names text formats whose markup would pollute the text.
func markupKind(data []byte) string {
	head := bytes.TrimLeft(data[:min(len(data), 512)], "\xEF\xBB\xBF \t\r\n")
	lower := strings.ToLower(string(head))
	switch {
	case strings.HasPrefix(lower, `{\rtf`):
		return "an RTF document"
	case strings.HasPrefix(lower, "<!doctype html"), strings.HasPrefix(lower, "<html"):
		return "an HTML page"
	case strings.HasPrefix(lower, "<?xml"):
		return "an XML file"
	case strings.HasPrefix(lower, "%!ps"):
		return "a PostScript file"
	}
	return ""
}

// detectZip tells DOCX from other ZIP-based formats.
func detectZip(data []byte) (Format, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		// A truncated upload loses the central directory; the local
		// headers still name the parts.
		if bytes.Contains(data, []byte("word/document.xml")) {
			return DOCX, nil
		}
		return "", unreadable("the file is a damaged ZIP archive (%v)", err)
	}
	var odt, xlsx, pptx bool
	for _, f := range zr.File {
		name := strings.ToLower(f.Name)
		switch {
		case name == "word/document.xml":
			return DOCX, nil
		case name == "content.xml":
			odt = true
		case strings.HasPrefix(name, "xl/"):
			xlsx = true
		case strings.HasPrefix(name, "ppt/"):
			pptx = true
		}
	}
	switch {
	case odt:
		return "", unsupported("an OpenDocument file (ODT); save it as DOCX or PDF")
	case xlsx:
		return "", unsupported("an Excel workbook (XLSX)")
	case pptx:
		return "", unsupported("a PowerPoint presentation (PPTX)")
	}
	return "", unsupported("a ZIP archive that is not a Word document")
}

// detectCFB tells a Word 97-2003 document from other compound files.
func detectCFB(data []byte) (f Format, err error) {
	defer func() {
		if recover() != nil {
			f, err = cfbByBytes(data)
		}
	}()
	r, err := mscfb.New(bytes.NewReader(data))
	if err != nil {
		return cfbByBytes(data)
	}
	var kind string
	for _, e := range r.File {
		if len(e.Path) != 0 {
			continue // only root-level streams say what the file is
		}
		switch e.Name {
		case "WordDocument":
			return DOC, nil
		case "EncryptedPackage", "EncryptionInfo":
			return "", unreadable("the Office document is password-protected; upload an unprotected copy")
		case "Workbook", "Book":
			kind = "an Excel workbook (XLS)"
		case "PowerPoint Document":
			kind = "a PowerPoint presentation (PPT)"
		}
		if strings.HasPrefix(e.Name, "__substg1.0_") {
			kind = "an Outlook message (MSG)"
		}
	}
	if kind == "" {
		kind = "a compound file that is not a Word document"
	}
	return "", unsupported("%s", kind)
}

// cfbByBytes is the answer for a compound file too damaged to open: the
// directory's UTF-16 names are still in the bytes.
func cfbByBytes(data []byte) (Format, error) {
	if bytes.Contains(data, utf16LE("WordDocument")) {
		return DOC, nil
	}
	return "", unreadable("the file is a damaged Office compound file")
}

func utf16LE(s string) []byte {
	b := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, s[i], 0)
	}
	return b
}

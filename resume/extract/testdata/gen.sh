#!/bin/sh
# gen.sh regenerates the committed fixtures from src/. It needs LibreOffice
# (Debian: libreoffice-writer-nogui) and iconv; the tests do not.
#
#   cd resume/extract/testdata && sh gen.sh
set -eu
cd "$(dirname "$0")"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for f in onecol twocol header_table; do
	soffice --headless --convert-to pdf --outdir "$out" "src/$f.fodt" >/dev/null
	soffice --headless --convert-to 'docx:MS Word 2007 XML' --outdir "$out" "src/$f.fodt" >/dev/null
	soffice --headless --convert-to 'doc:MS Word 97' --outdir "$out" "src/$f.fodt" >/dev/null
	cp "$out/$f.pdf" "$out/$f.docx" "$out/$f.doc" .
done
# An image-only PDF: what a scanner produces without OCR.
soffice --headless --convert-to pdf --outdir "$out" src/scanned.fodt >/dev/null
cp "$out/scanned.pdf" .
cp src/plain.txt plain_utf8.txt
iconv -f UTF-8 -t UTF-16 src/plain.txt >plain_utf16.txt # iconv writes a BOM
iconv -f UTF-8 -t UTF-16BE src/plain.txt | { printf '\376\377'; cat; } >plain_utf16be.txt
iconv -f UTF-8 -t CP1252 src/plain.txt | sed 's/$/\r/' >plain_cp1252.txt

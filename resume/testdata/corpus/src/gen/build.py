#!/usr/bin/env python3
"""Builds the labelled resume corpus.

    python3 src/gen/build.py          (run from resume/testdata/corpus, or anywhere)
    python3 src/gen/build.py 49 50    (only those documents; the manifest and JSON are rewritten)

Writes src/NN_slug.html|txt (sources), NN_slug.pdf|docx|doc|txt (documents, via LibreOffice
headless and iconv), NN_slug.json (expected answers), manifest.tsv, the scan (47, read by OCR) and the negative file.
Needs: soffice (libreoffice-writer-nogui), pdftoppm (poppler-utils), iconv.
"""

import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
CORPUS = os.path.abspath(os.path.join(HERE, "..", ".."))
SRC = os.path.join(CORPUS, "src")

from lib import to_html  # noqa: E402
import data_nurses, data_allied, data_tech, data_more, data_batch2, data_batch3, data_batch4, data_batch5, data_batch6, data_batch7  # noqa: E402

RESUMES = sorted(data_nurses.R + data_allied.R + data_tech.R + data_more.R + data_batch2.R + data_batch3.R + data_batch4.R + data_batch5.R + data_batch6.R + data_batch7.R, key=lambda r: r["id"])

FILTERS = {
    "pdf": "pdf:writer_pdf_Export",
    "docx": "docx:MS Word 2007 XML",
    "doc": "doc:MS Word 97",
}

FONTS = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Condensed"]


def base(r):
    return "%02d_%s" % (r["id"], r["slug"])


def soffice(files, fmt, outdir):
    prof = tempfile.mkdtemp(prefix="lo-profile-")
    try:
        cmd = ["soffice", "-env:UserInstallation=file://" + prof, "--headless",
               "--infilter=HTML (StarWriter)", "--convert-to", FILTERS[fmt], "--outdir", outdir] + files
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    finally:
        shutil.rmtree(prof, ignore_errors=True)


def encode_txt(text, enc, crlf, dest):
    if crlf:
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    raw = text.encode("utf-8")
    if enc == "utf-8":
        data = raw
    elif enc == "utf-8-bom":
        data = b"\xef\xbb\xbf" + raw
    else:
        target = {"cp1252": "WINDOWS-1252", "utf-16": "UTF-16"}[enc]  # glibc UTF-16 = BOM + LE
        data = subprocess.run(["iconv", "-f", "UTF-8", "-t", target], input=raw,
                              check=True, capture_output=True).stdout
    with open(dest, "wb") as f:
        f.write(data)


def image_only_pdf(dest):
    """A 'scanned' one-page resume: a greyscale raster in a PDF with no text layer."""
    tmp = tempfile.mkdtemp(prefix="scan-")
    try:
        src = os.path.join(tmp, "scan.html")
        with open(src, "w", encoding="utf-8") as f:
            f.write(to_html(SCAN_MARKUP, "scan", font="DejaVu Serif", size="11pt"))
        soffice([src], "pdf", tmp)
        subprocess.run(["pdftoppm", "-r", "75", "-gray", "-singlefile", os.path.join(tmp, "scan.pdf"),
                        os.path.join(tmp, "page")], check=True)
        with open(os.path.join(tmp, "page.pgm"), "rb") as f:
            pgm = f.read()
        # P5 header: magic, width, height, maxval, then raw bytes
        parts = pgm.split(maxsplit=4)
        w, h, pix = int(parts[1]), int(parts[2]), parts[4]
        img = zlib.compress(pix, 9)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    pw, ph = 612, 792
    content = b"q %d 0 0 %d 0 0 cm /Im0 Do Q" % (pw, ph)
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>" % (pw, ph),
        b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n" % (w, h, len(img)) + img + b"\nendstream",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    for o in offs:
        out += b"%010d 00000 n \n" % o
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    with open(dest, "wb") as f:
        f.write(out)


SCAN_MARKUP = """
# Harold B. Fenwick
Scranton, PA 18503 · 570-555-0166 · h.fenwick@example.com
## Experience
**Licensed Practical Nurse** — Lackawanna Valley Nursing Home — 2017 – Present
- Medication passes and treatments for 28 residents
## Education
Johnson College — Practical Nursing Diploma — 2017
"""

# The scan has no text layer; it is read by OCR, and labelled like the other resumes.
SCAN = ("47_scanned_image_only.pdf", "pdf", "image", "nursing",
        "a scanned page (raster image at 75 dpi) with no text layer: read by OCR")
SCAN_EXP = {
    "personalInfo": {
        "name": {"firstName": "Harold", "middleName": "B", "lastName": "Fenwick"},
        "contact": {"email": "h.fenwick@example.com", "phone": "+15705550166"},
        "location": {"city": "Scranton", "state": "PA", "zipCode": "18503"},
    },
    "workHistory": [
        {"employer": "Lackawanna Valley Nursing Home", "title": "Licensed Practical Nurse",
         "startDate": "2017-01-01", "endDate": None, "isCurrent": True},
    ],
    "education": [
        {"institution": "Johnson College", "degree": "Practical Nursing Diploma", "graduationDate": "2017-01-01"},
    ],
}

NEGATIVES = [
    ("48_blank_whitespace.txt", "txt", "none", "negative",
     "expected: unreadable; only spaces, tabs and line breaks"),
]


def main():
    ids = [r["id"] for r in RESUMES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    only = {int(a) for a in sys.argv[1:]}  # rebuilding every document rewrites unchanged binaries
    os.makedirs(SRC, exist_ok=True)
    pending = collections.defaultdict(list)
    for i, r in enumerate(RESUMES):
        b = base(r)
        with open(os.path.join(CORPUS, b + ".json"), "w", encoding="utf-8") as f:
            json.dump(r["exp"], f, indent=2, ensure_ascii=False)
            f.write("\n")
        if only and r["id"] not in only:
            continue
        if r["fmt"] == "txt":
            with open(os.path.join(SRC, b + ".txt"), "w", encoding="utf-8", newline="\n") as f:
                f.write(r["src"])
            encode_txt(r["src"], r.get("enc", "utf-8"), r.get("crlf", False), os.path.join(CORPUS, b + ".txt"))
        else:
            path = os.path.join(SRC, b + ".html")
            with open(path, "w", encoding="utf-8") as f:
                f.write(to_html(r["src"], b, font=FONTS[i % len(FONTS)],
                                size=["10pt", "10.5pt", "11pt"][i % 3],
                                left_width=r.get("left_width", "34%")))
            pending[r["fmt"]].append(path)
    for fmt, files in pending.items():
        soffice(files, fmt, CORPUS)

    with open(os.path.join(CORPUS, SCAN[0].rsplit(".", 1)[0] + ".json"), "w", encoding="utf-8") as f:
        json.dump(SCAN_EXP, f, indent=2, ensure_ascii=False)
        f.write("\n")
    if not only:
        image_only_pdf(os.path.join(CORPUS, SCAN[0]))
        with open(os.path.join(CORPUS, NEGATIVES[0][0]), "wb") as f:
            f.write(b"  \n\t\n   \r\n\n        \t \n\n")

    enc_note = {"utf-8": "UTF-8", "utf-8-bom": "UTF-8 with BOM", "cp1252": "Windows-1252", "utf-16": "UTF-16LE with BOM"}
    with open(os.path.join(CORPUS, "manifest.tsv"), "w", encoding="utf-8") as f:
        f.write("file\tformat\tlayout\tfamily\tnotes\n")
        for r in RESUMES:
            notes = r["notes"]
            if r["fmt"] == "txt":
                notes = "encoding %s%s; %s" % (enc_note[r.get("enc", "utf-8")], ", CRLF" if r.get("crlf") else "", notes)
            f.write("\t".join([base(r) + "." + r["fmt"], r["fmt"], r["layout"], r["family"], notes]) + "\n")
        f.write("\t".join(SCAN) + "\n")
        for n in NEGATIVES:
            f.write("\t".join(n) + "\n")

    count = collections.Counter(r["fmt"] for r in RESUMES)
    fam = collections.Counter(r["family"] for r in RESUMES)
    print("resumes:", len(RESUMES), dict(count), dict(fam))


if __name__ == "__main__":
    main()

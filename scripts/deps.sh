#!/usr/bin/env bash
# deps.sh: install the Debian packages recruitd runs and tests with, once.
# A no-op when they are present; as non-root it only says what is missing.
#   PostgreSQL server  local cluster for make run and make test
#   poppler-utils      pdftotext, the fallback PDF text extractor
#   antiword           the fallback DOC text extractor
#   tesseract-ocr      OCR of scanned resumes (with tesseract-ocr-eng, English)
# and the npm packages of clients/typescript (pinned in its package-lock.json),
# with which a test generates a typed client, when Node.js is on the machine.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
client="$root/clients/typescript"
if command -v npm >/dev/null && [[ ! -f "$client/node_modules/.package-lock.json" || "$client/package-lock.json" -nt "$client/node_modules/.package-lock.json" ]]; then
	echo "deps.sh: npm ci in clients/typescript" >&2
	npm ci --prefix "$client" --cache "$root/.data/npm-cache" --no-audit --no-fund --loglevel=error >&2
fi

missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null || missing+=(postgresql)
command -v psql >/dev/null || missing+=(postgresql-client)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v antiword >/dev/null || missing+=(antiword)
command -v tesseract >/dev/null || missing+=(tesseract-ocr)
[[ -e /usr/share/tesseract-ocr/5/tessdata/eng.traineddata || -e /usr/share/tesseract-ocr/4.00/tessdata/eng.traineddata ]] || missing+=(tesseract-ocr-eng)
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -ne 0 ]]; then
	echo "deps.sh: missing Debian packages: ${missing[*]} (run as root, or: sudo apt-get install -y ${missing[*]})" >&2
	exit 0
fi
echo "deps.sh: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q "${missing[@]}" >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q "${missing[@]}" >/dev/null; }

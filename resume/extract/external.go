package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// The Debian tools the fallbacks run (packages poppler-utils and antiword).
// Without them the fallbacks report errToolMissing and the Go extractor's
// result (or ErrUnreadable) stands.
const (
	toolPDFToText = "pdftotext"
	toolAntiword  = "antiword"
)

// maxToolOutput caps what a tool may print; a resume is a few KiB of text.
const maxToolOutput = 16 << 20

var errToolMissing = errors.New("not installed")

// runTool runs name with data in a temporary file (neither pdftotext nor
// antiword reads a document from standard input reliably) and returns its
// standard output. {} in args stands for the file's path. The tool dies with
// ctx, and its output is capped.
func runTool(ctx context.Context, name, suffix string, data []byte, args ...string) ([]byte, error) {
	if _, err := exec.LookPath(name); err != nil {
		return nil, fmt.Errorf("%s: %w", name, errToolMissing)
	}
	f, err := os.CreateTemp("", "recruitd-extract-*"+suffix)
	if err != nil {
		return nil, fmt.Errorf("%s: temporary file: %w", name, err)
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(data); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: temporary file: %w", name, err)
	}
	if err := f.Close(); err != nil {
		return nil, fmt.Errorf("%s: temporary file: %w", name, err)
	}
	argv := make([]string, len(args))
	for i, a := range args {
		argv[i] = strings.ReplaceAll(a, "{}", f.Name())
	}
	return runToolPath(ctx, name, 0, argv...)
}

// runToolPath runs name with args and returns its standard output, capped. With memKiB above
// zero the tool's address space is limited to that many KiB (by the shell's ulimit), so that
// a hostile page cannot take the machine's memory.
func runToolPath(ctx context.Context, name string, memKiB int, args ...string) ([]byte, error) {
	path, err := exec.LookPath(name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, errToolMissing)
	}
	var cmd *exec.Cmd
	if memKiB > 0 {
		cmd = exec.CommandContext(ctx, "/bin/sh", append([]string{"-c", `ulimit -v "$0" && exec "$@"`, strconv.Itoa(memKiB), path}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, path, args...)
	}
	cmd.WaitDelay = time.Second
	// one thread: Tesseract's OpenMP threads would take the cores every other request shares
	cmd.Env = []string{"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=" + os.TempDir(), "OMP_THREAD_LIMIT=1"}
	stdout := &cappedBuffer{max: maxToolOutput}
	stderr := &cappedBuffer{max: 1024}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("%s: %w", name, ctx.Err())
		}
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("%s: %s", name, firstLine(msg))
	}
	if stdout.overflow {
		return nil, fmt.Errorf("%s: output larger than %d bytes", name, maxToolOutput)
	}
	return stdout.Bytes(), nil
}

// cappedBuffer keeps the first max bytes written to it and swallows the
// rest, so that a runaway tool cannot exhaust memory (nor block on a full
// pipe).
type cappedBuffer struct {
	bytes.Buffer
	max      int
	overflow bool
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.Len(); len(p) > room {
		b.overflow = true
		b.Buffer.Write(p[:max(room, 0)])
		return len(p), nil
	}
	return b.Buffer.Write(p)
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// pdfToText runs poppler's pdftotext in its default (reading order) mode,
// which follows most columns rather than mixing them as -layout does. A
// sidebar set as a borderless table cell (LibreOffice exports, resume 49 of
// the corpus) still comes out mixed line by line in both modes, so the tool
// stands in for the Go parser's failures, not for its column order. Pages
// are ended by form feeds in its output.
func pdfToText(ctx context.Context, data []byte) (Document, error) {
	out, err := runTool(ctx, toolPDFToText, ".pdf", data, "-q", "-enc", "UTF-8", "-eol", "unix", "{}", "-")
	if err != nil {
		return Document{}, err
	}
	text := string(out)
	pages := strings.Count(text, "\f")
	return Document{Text: text, Extractor: "pdftotext", Pages: pages}, nil
}

// antiwordText runs antiword with UTF-8 output and no line wrapping.
func antiwordText(ctx context.Context, data []byte) (Document, error) {
	out, err := runTool(ctx, toolAntiword, ".doc", data, "-m", "UTF-8.txt", "-w", "0", "{}")
	if err != nil {
		return Document{}, err
	}
	return Document{Text: string(out), Extractor: "antiword"}, nil
}

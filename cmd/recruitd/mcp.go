package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/recruitd/recruitd/mcp"
)

// mcpCmd is `recruitd mcp`: MCP over stdio for desktop agents, forwarded to
// a running recruitd's /mcp with the token in RECRUITD_TOKEN.
func mcpCmd(ctx context.Context, args []string, stdin io.ReadCloser, stdout io.WriteCloser, usageOut io.Writer) error {
	fs := flag.NewFlagSet("mcp", flag.ContinueOnError)
	fs.SetOutput(usageOut)
	url := fs.String("url", env("RECRUITD_URL", "http://localhost:8080"), "the recruitd to forward to (RECRUITD_URL)")
	fs.Usage = func() {
		fmt.Fprintln(usageOut, `usage: recruitd mcp [--url URL]

Serves the Model Context Protocol on stdin and stdout for a desktop agent,
forwarding every tool call to URL/mcp with the token in RECRUITD_TOKEN (its
role applies). Reads RECRUITD_URL and RECRUITD_TOKEN.

flags:`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil // -h asked for the usage, which is printed
		}
		return err
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	return mcp.Bridge(ctx, *url, os.Getenv("RECRUITD_TOKEN"), version(), stdin, stdout)
}

package main

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/recruitd/recruitd/mcp"
)

// mcpCmd is `recruitd mcp`: MCP over stdio for desktop agents, forwarded to
// a running recruitd's /mcp with the token in RECRUITD_TOKEN.
func mcpCmd(ctx context.Context, args []string, stdin io.ReadCloser, stdout io.WriteCloser, usageOut io.Writer) error {
	fs := newFlags("mcp", "mcp [--url URL]", "Serves the Model Context Protocol on stdin and stdout for a desktop agent, forwarding every\n"+
		"tool call to URL/mcp with the token in RECRUITD_TOKEN (its role applies).", usageOut, []string{"RECRUITD_URL", "RECRUITD_TOKEN"})
	url := fs.String("url", env("RECRUITD_URL", "http://localhost:8080"), "the recruitd to forward to (RECRUITD_URL)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	return mcp.Bridge(ctx, *url, os.Getenv("RECRUITD_TOKEN"), version(), stdin, stdout)
}

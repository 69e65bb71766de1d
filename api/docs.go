package api

import (
	_ "embed"
	"net/http"

	"github.com/julienschmidt/httprouter"
)

// redoc renders the OpenAPI document for people; it is served from this
// binary, so /docs works without reaching any other host (see docs/NOTICE).
//
//go:embed docs/redoc.standalone.js
var redoc []byte

// docsPage loads Redoc from this server, pointed at /openapi.json. Relative
// URLs keep it working behind a path prefix.
const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>recruitd API reference</title>
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<redoc spec-url="openapi.json" hide-hostname="true"></redoc>
<script src="docs/redoc.standalone.js"></script>
</body>
</html>
`

// docsPolicy lets the page load only what this server serves: Redoc's
// styles are injected inline and its search runs in a blob worker.
const docsPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
	"font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'"

func (s *Server) docs(w http.ResponseWriter, _ *http.Request, _ httprouter.Params) error {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", docsPolicy)
	_, _ = w.Write([]byte(docsPage))
	return nil
}

func (s *Server) docsScript(w http.ResponseWriter, _ *http.Request, _ httprouter.Params) error {
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	_, _ = w.Write(redoc)
	return nil
}

package api_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd/api"
)

// TestDocsPage: /docs renders the OpenAPI document with a script this server
// serves, and the page may load nothing from elsewhere.
func TestDocsPage(t *testing.T) {
	e := &env{t: t, handler: api.New(api.Deps{Log: zap.NewNop()}, api.Config{})}
	page := e.requestNoCheck(http.MethodGet, "/docs", "", "", nil)
	if page.status != http.StatusOK || !strings.HasPrefix(page.header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET /docs = %d %q", page.status, page.header.Get("Content-Type"))
	}
	body := string(page.body)
	if !strings.Contains(body, `spec-url="openapi.json"`) || !strings.Contains(body, `src="docs/redoc.standalone.js"`) {
		t.Errorf("the page does not load the document and the script from this server:\n%s", body)
	}
	if regexp.MustCompile(`(src|href)="(https?:)?//`).MatchString(body) {
		t.Errorf("the page loads something from another host:\n%s", body)
	}
	csp := page.header.Get("Content-Security-Policy")
	if !strings.Contains(csp, "default-src 'self'") || !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "http") {
		t.Errorf("Content-Security-Policy = %q, want this server only", csp)
	}
	script := e.requestNoCheck(http.MethodGet, "/docs/redoc.standalone.js", "", "", nil)
	if script.status != http.StatusOK || !strings.HasPrefix(script.header.Get("Content-Type"), "text/javascript") ||
		len(script.body) < 500_000 || !strings.Contains(string(script.body[:200]), "license") {
		t.Errorf("GET /docs/redoc.standalone.js = %d %q, %d bytes", script.status, script.header.Get("Content-Type"), len(script.body))
	}
}

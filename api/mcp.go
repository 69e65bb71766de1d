package api

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/julienschmidt/httprouter"

	"github.com/recruitd/recruitd"
)

// MountMCP sets what answers POST /mcp (mcp.Handler, which is built from
// this server's Tools).
func (s *Server) MountMCP(h http.Handler) { s.mcp = h }

// MaxMCPBody is the body limit of POST /mcp: a tool call that carries a
// resume of MaxUploadBytes in base64, with its arguments.
func (s *Server) MaxMCPBody() int64 {
	return int64(base64.StdEncoding.EncodedLen(int(s.cfg.MaxUploadBytes))) + maxJSONBody
}

// serveMCP hands a JSON-RPC message to the MCP handler once it has passed
// the checks every JSON body passes here (its type, its size, UTF-8, one
// well-formed JSON object with no key given twice), so that a bad one gets
// the API's error shape; what the handler refuses itself (a missing Accept
// header, an unknown method) is put in that shape too.
func (s *Server) serveMCP(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	if s.mcp == nil {
		return recruitd.Errorf(recruitd.NotFound, "MCP is not served here")
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return recruitd.Errorf(recruitd.UnsupportedMedia, "Content-Type must be application/json, not %s", quote(r.Header.Get("Content-Type")))
	}
	body, err := readBody(r)
	if err != nil {
		return bodyError(err)
	}
	if err := checkMessage(body); err != nil {
		return err
	}
	r.Body, r.ContentLength = io.NopCloser(bytes.NewReader(body)), int64(len(body))
	sw := &shapedErrors{ResponseWriter: w}
	s.mcp.ServeHTTP(sw, r)
	sw.finish()
	return nil
}

// checkMessage refuses a body that is not one JSON object, or that gives a
// key twice in any object: JSON-RPC would read such a message anyway, and
// which of two ids or names it took would be a guess.
func checkMessage(body []byte) error {
	body = bytes.TrimSpace(body)
	switch {
	case len(body) == 0:
		return recruitd.Validation("request body is empty", "body: a JSON-RPC message (a JSON object) is required")
	case !utf8.Valid(body):
		return recruitd.Validation("malformed JSON", "body: not valid UTF-8 (RFC 8259 requires UTF-8)")
	case !json.Valid(body):
		dec := json.NewDecoder(bytes.NewReader(body))
		if err := dec.Decode(new(skip)); err != nil {
			return recruitd.Validation("malformed JSON", "body: "+jsonProblem(err))
		}
		return recruitd.Validation("malformed JSON", "body: unexpected data after the JSON object")
	case body[0] != '{':
		return recruitd.Validation("invalid request body", "body: must be a JSON-RPC message, a JSON object")
	}
	if at, ok := repeatedKey(body, "body"); ok {
		return recruitd.Validation("invalid request body", at+": given more than once")
	}
	return nil
}

// repeatedKey finds a key given twice in the object raw or in an object
// among its values, and returns its path.
func repeatedKey(raw []byte, path string) (string, bool) {
	members, ok := objectMembers(raw)
	if !ok {
		return "", false
	}
	seen := make(map[string]bool, len(members))
	for _, m := range members {
		var key string
		if json.Unmarshal(m[0], &key) != nil {
			return "", false
		}
		at := join(path, cut(key, maxEcho))
		if seen[key] {
			return at, true
		}
		seen[key] = true
		if len(m[1]) > 0 && m[1][0] == '{' {
			if at, ok := repeatedKey(m[1], at); ok {
				return at, true
			}
		}
	}
	return "", false
}

// shapedErrors holds back a plain-text HTTP error of the MCP handler and
// writes it in the API's error shape instead; every other answer passes.
type shapedErrors struct {
	http.ResponseWriter
	status int // the held error's status; 0 while nothing is held
	text   bytes.Buffer
}

func (w *shapedErrors) WriteHeader(status int) {
	if status >= 400 && !strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
		w.status = status
		return
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *shapedErrors) Write(b []byte) (int, error) {
	if w.status == 0 {
		return w.ResponseWriter.Write(b)
	}
	w.text.Write(b[:min(len(b), max(0, maxErrorText-w.text.Len()))])
	return len(b), nil
}

func (w *shapedErrors) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok && w.status == 0 {
		f.Flush()
	}
}

func (w *shapedErrors) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// finish writes the held error, if any, with the code of its status.
func (w *shapedErrors) finish() {
	if w.status == 0 {
		return
	}
	code := recruitd.Invalid
	if w.status >= 500 {
		code = recruitd.Internal
	}
	for c, status := range statusOf {
		if status == w.status {
			code = c
		}
	}
	w.Header().Del("X-Content-Type-Options")
	writeError(w.ResponseWriter, &recruitd.Error{Code: code, Message: strings.TrimSpace(w.text.String())})
}

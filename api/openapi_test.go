package api_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd/api"
)

// spec is the served OpenAPI document, compiled once for validation.
var spec = sync.OnceValues(func() (*openAPI, error) {
	r := (&env{handler: api.New(api.Deps{Log: zap.NewNop()}, api.Config{})}).raw("GET", "/openapi.json")
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(r))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("openapi.json", doc); err != nil {
		return nil, err
	}
	var parsed struct {
		Paths      map[string]map[string]json.RawMessage `json:"paths"`
		Components struct {
			Schemas map[string]json.RawMessage `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(r, &parsed); err != nil {
		return nil, err
	}
	return &openAPI{compiler: c, raw: r, paths: parsed.Paths, schemas: parsed.Components.Schemas}, nil
})

type openAPI struct {
	mu       sync.Mutex
	compiler *jsonschema.Compiler
	raw      []byte
	paths    map[string]map[string]json.RawMessage
	schemas  map[string]json.RawMessage
}

func (o *openAPI) compile(pointer string) (*jsonschema.Schema, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.compiler.Compile("openapi.json#" + pointer)
}

// template finds the documented path that a request path matches.
func (o *openAPI) template(path string) (string, bool) {
	segs := strings.Split(path, "/")
	for tmpl := range o.paths {
		ts := strings.Split(tmpl, "/")
		if len(ts) != len(segs) {
			continue
		}
		match := true
		for i := range ts {
			if ts[i] != segs[i] && !strings.HasPrefix(ts[i], "{") {
				match = false
				break
			}
		}
		if match {
			return tmpl, true
		}
	}
	return "", false
}

func escape(s string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}

// check validates a JSON response against the documented schema of its
// route and status; a status the document does not list is an error.
func (o *openAPI) check(method, path string, status int, body []byte) error {
	tmpl, ok := o.template(strings.SplitN(path, "?", 2)[0])
	if !ok {
		return nil // an unknown route: its 404 is checked by the tests
	}
	var op struct {
		Responses map[string]struct {
			Ref     string                     `json:"$ref"`
			Content map[string]json.RawMessage `json:"content"`
		} `json:"responses"`
	}
	raw, ok := o.paths[tmpl][strings.ToLower(method)]
	if !ok {
		return nil // 405
	}
	if err := json.Unmarshal(raw, &op); err != nil {
		return err
	}
	code := strconv.Itoa(status)
	resp, ok := op.Responses[code]
	if !ok {
		return fmt.Errorf("status %d of %s %s is not documented", status, method, tmpl)
	}
	pointer := "/paths/" + escape(tmpl) + "/" + strings.ToLower(method) + "/responses/" + code
	if resp.Ref != "" {
		pointer = strings.TrimPrefix(resp.Ref, "#")
	}
	if len(body) == 0 || (resp.Ref == "" && resp.Content["application/json"] == nil) {
		return nil
	}
	schema, err := o.compile(pointer + "/content/application~1json/schema")
	if err != nil {
		return err
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("response is not JSON: %v", err)
	}
	return schema.Validate(v)
}

// raw serves a request without a token and returns the body.
func (e *env) raw(method, path string) []byte {
	return e.requestNoCheck(method, path, "", "", nil).body
}

func TestOpenAPIExamplesValidate(t *testing.T) {
	o, err := spec()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for name, raw := range o.schemas {
		var s struct {
			Example json.RawMessage `json:"example"`
		}
		if err := json.Unmarshal(raw, &s); err != nil || s.Example == nil {
			continue
		}
		n++
		schema, err := o.compile("/components/schemas/" + escape(name))
		if err != nil {
			t.Fatalf("compile %s: %v", name, err)
		}
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(s.Example))
		if err != nil {
			t.Fatal(err)
		}
		if err := schema.Validate(v); err != nil {
			t.Errorf("example of %s does not validate: %v", name, err)
		}
	}
	if n < 20 {
		t.Errorf("only %d schemas have examples", n)
	}
}

func TestOpenAPIDocumentServed(t *testing.T) {
	e := &env{t: t, handler: api.New(api.Deps{Log: zap.NewNop()}, api.Config{})}
	r := e.requestNoCheck(http.MethodGet, "/openapi.json", "", "", nil)
	if r.status != 200 || r.header.Get("Content-Type") != "application/json" {
		t.Fatalf("GET /openapi.json = %d %q", r.status, r.header.Get("Content-Type"))
	}
}

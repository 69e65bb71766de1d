package api

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// membersByDecoder is what encoding/json reads as an object's members.
func membersByDecoder(raw []byte) ([][2]string, bool) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, false
	}
	var out [][2]string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, false
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, false
		}
		k, _ := json.Marshal(tok)
		var compact bytes.Buffer
		_ = json.Compact(&compact, v)
		out = append(out, [2]string{string(k), compact.String()})
	}
	return out, true
}

func membersByScanner(raw []byte) ([][2]string, bool) {
	members, ok := objectMembers(raw)
	if !ok {
		return nil, false
	}
	var out [][2]string
	for _, m := range members {
		var key string
		if err := json.Unmarshal(m[0], &key); err != nil {
			return nil, false
		}
		k, _ := json.Marshal(key)
		var compact bytes.Buffer
		if err := json.Compact(&compact, m[1]); err != nil {
			return nil, false
		}
		out = append(out, [2]string{string(k), compact.String()})
	}
	return out, true
}

var memberSeeds = []string{
	`{}`, ` { } `, `{"a":1}`, `{"a":1,"b":"x"}`, `{"a":[1,{"b":[]}],"c":{"d":"}"}}`, `{"a":"\"}\\","b":null}`,
	"{\n\t\"a\" : true ,\r\n \"b\" : -1.5e3 }", `{"a":{},"a":[]}`, `{"\u00e9":"\u0000"}`, `[1]`, `"x"`, `1`,
}

func TestObjectMembers(t *testing.T) {
	for _, s := range memberSeeds {
		want, wantOK := membersByDecoder([]byte(s))
		got, ok := membersByScanner([]byte(s))
		if ok != wantOK || !cmp.Equal(got, want) {
			t.Errorf("objectMembers(%s) = %v %v, want %v %v", s, got, ok, want, wantOK)
		}
	}
}

// FuzzObjectMembers: on every valid JSON document the scanner reads the same
// members as encoding/json.
func FuzzObjectMembers(f *testing.F) {
	for _, s := range memberSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if !json.Valid(raw) {
			return
		}
		raw = bytes.TrimSpace(raw)
		want, wantOK := membersByDecoder(raw)
		got, ok := membersByScanner(raw)
		if ok != wantOK || !cmp.Equal(got, want) {
			t.Errorf("objectMembers(%q) = %v %v, want %v %v", raw, got, ok, want, wantOK)
		}
	})
}

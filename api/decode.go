package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"mime"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/recruitd/recruitd"
)

// maxJSONBody bounds a JSON request body that carries no file.
const maxJSONBody = 1 << 20

// decodeJSON reads one JSON object from r into dst, a pointer to a struct with
// json tags. It refuses other content types (415), bodies over limit (413),
// and malformed JSON or trailing data (400); unknown fields and values of the
// wrong type go into c, so that the caller's checks report them together
// with every other problem of the request.
func decodeJSON(r *http.Request, limit int64, dst any, c *checks) error {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
			return recruitd.Errorf(recruitd.UnsupportedMedia, "Content-Type must be application/json, not %q", ct)
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, limit))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return recruitd.Errorf(recruitd.TooLarge, "request body is larger than %d bytes", limit)
		}
		return recruitd.Validation("could not read the request body", err.Error())
	}
	return unmarshalStrict(body, dst, c)
}

// unmarshalStrict decodes body into dst like decodeJSON, from bytes.
func unmarshalStrict(body []byte, dst any, c *checks) error {
	body = bytes.TrimSpace(body)
	if len(body) == 0 {
		return recruitd.Validation("request body is empty", "body: a JSON object is required")
	}
	if !utf8.Valid(body) {
		return recruitd.Validation("malformed JSON", "body: not valid UTF-8 (RFC 8259 requires UTF-8)")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return recruitd.Validation("malformed JSON", "body: "+jsonProblem(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return recruitd.Validation("malformed JSON", "body: unexpected data after the JSON object")
	}
	if !bytes.HasPrefix(raw, []byte("{")) {
		return recruitd.Validation("invalid request body", "body: must be a JSON object")
	}
	decodeValue(raw, reflect.ValueOf(dst).Elem(), "", &c.problems)
	return nil
}

func jsonProblem(err error) string {
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		return fmt.Sprintf("malformed JSON at byte %d: %v", syntax.Offset, err)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return "malformed JSON: unexpected end of input"
	}
	return "malformed JSON: " + err.Error()
}

// decodeValue decodes raw into v, recursing into structs and slices so that
// every unknown field and wrong type is reported with its path.
func decodeValue(raw json.RawMessage, v reflect.Value, path string, problems *[]string) {
	t := v.Type()
	if string(raw) == "null" {
		v.Set(reflect.Zero(t))
		return
	}
	switch {
	case t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct:
		elem := reflect.New(t.Elem())
		if decodeObject(raw, elem.Elem(), path, problems) {
			v.Set(elem)
		}
	case t.Kind() == reflect.Struct:
		decodeObject(raw, v, path, problems)
	case t.Kind() == reflect.Slice && structLike(t.Elem()):
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			*problems = append(*problems, fmt.Sprintf("%s: must be an array", name(path)))
			return
		}
		s := reflect.MakeSlice(t, len(items), len(items))
		for i, item := range items {
			decodeValue(item, s.Index(i), fmt.Sprintf("%s[%d]", path, i), problems)
		}
		v.Set(s)
	default:
		if err := json.Unmarshal(raw, v.Addr().Interface()); err != nil {
			// json may have allocated a pointer before failing: a value of the
			// wrong type is absent, not zero.
			v.Set(reflect.Zero(t))
			*problems = append(*problems, fmt.Sprintf("%s: must be %s", name(path), typeName(t)))
		}
	}
}

func structLike(t reflect.Type) bool {
	return t.Kind() == reflect.Struct || (t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct)
}

func decodeObject(raw json.RawMessage, v reflect.Value, path string, problems *[]string) bool {
	var fields map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		*problems = append(*problems, fmt.Sprintf("%s: must be an object", name(path)))
		return false
	}
	if err := json.Unmarshal(raw, &fields); err != nil {
		*problems = append(*problems, fmt.Sprintf("%s: must be an object", name(path)))
		return false
	}
	index := fieldIndex(v.Type())
	for _, key := range slices.Sorted(maps.Keys(fields)) {
		value := fields[key]
		i, ok := index[key]
		if !ok {
			*problems = append(*problems, fmt.Sprintf("%s: unknown field", join(path, key)))
			continue
		}
		decodeValue(value, v.Field(i), join(path, key), problems)
	}
	return true
}

// fieldIndex maps a struct's JSON names to its field indexes.
func fieldIndex(t reflect.Type) map[string]int {
	index := make(map[string]int, t.NumField())
	for i := range t.NumField() {
		tag := strings.Split(t.Field(i).Tag.Get("json"), ",")[0]
		if tag != "" && tag != "-" {
			index[tag] = i
		}
	}
	return index
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func name(path string) string {
	if path == "" {
		return "body"
	}
	return path
}

func typeName(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array of " + strings.TrimPrefix(strings.TrimPrefix(typeName(t.Elem()), "a "), "an ") + "s"
	default:
		return "an object"
	}
}

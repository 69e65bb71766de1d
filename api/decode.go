package api

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"mime"
	"net/http"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/recruitd/recruitd"
)

// Body limits, one per route (the route table), README "Limits".
const (
	maxSmallBody     = 16 << 10  // users, webhooks
	maxStatusBody    = 128 << 10 // statuses: a description of up to 100,000 bytes
	maxNotesBody     = 128 << 10 // job submissions: notes of up to 100,000 bytes
	maxCandidateBody = 256 << 10 // candidates: notes of up to 100,000 bytes
	maxJSONBody      = 1 << 20   // jobs, screening, matching
	maxFormFields    = 64 << 10  // the fields beside the file of a multipart upload
)

// Bounds of any JSON body, beside its size and each field's own limit.
const (
	// maxItems bounds an array that declares no smaller limit (`limit` tag).
	maxItems = 1000
	// maxString bounds a string that declares no other limit: no text field
	// of the service holds more.
	maxString = maxText
)

// decodeJSON reads one JSON object from r into dst, a pointer to a struct with
// json tags. It refuses other content types (415), bodies over the route's
// limit (413), and malformed JSON or trailing data (400); unknown fields,
// repeated fields and values of the wrong type or over their limits go into
// c, so that the caller's checks report them together with every other
// problem of the request.
func decodeJSON(r *http.Request, dst any, c *checks) error {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
			return recruitd.Errorf(recruitd.UnsupportedMedia, "Content-Type must be application/json, not %s", quote(ct))
		}
	}
	body, err := readBody(r)
	if err != nil {
		return bodyError(err)
	}
	return unmarshalStrict(body, dst, c)
}

// readBody reads a request body into one buffer of its announced length, so
// that a large body (a file's base64 content) is not copied as it grows.
func readBody(r *http.Request) ([]byte, error) {
	var buf bytes.Buffer
	if n := r.ContentLength; n > 0 && n <= maxPrealloc {
		buf.Grow(int(n) + 1)
	}
	_, err := buf.ReadFrom(r.Body)
	return buf.Bytes(), err
}

// maxPrealloc bounds what readBody reserves on a client's word: above it the
// route's limit has refused the body already.
const maxPrealloc = 64 << 20

// bodyError is the error of a request body that could not be read: too large
// for its route (the route table wraps every body in http.MaxBytesReader), or
// cut off.
func bodyError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return recruitd.Errorf(recruitd.TooLarge, "request body is larger than %d bytes", tooBig.Limit)
	}
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return recruitd.Validation("could not read the request body", "body: did not arrive in time (README: Limits)")
	}
	return recruitd.Validation("could not read the request body", "body: the request body ended early")
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
	if !json.Valid(body) {
		dec := json.NewDecoder(bytes.NewReader(body))
		if err := dec.Decode(new(skip)); err != nil {
			return recruitd.Validation("malformed JSON", "body: "+jsonProblem(err))
		}
		return recruitd.Validation("malformed JSON", "body: unexpected data after the JSON object")
	}
	if body[0] != '{' {
		return recruitd.Validation("invalid request body", "body: must be a JSON object")
	}
	decodeValue(body, reflect.ValueOf(dst).Elem(), "", 0, &c.problems)
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
// every unknown field, wrong type and oversized value is reported with its
// path. limit is the field's own bound (items of an array, bytes of a
// string); 0 means the defaults, maxItems and maxString.
func decodeValue(raw json.RawMessage, v reflect.Value, path string, limit int, problems *[]string) {
	t := v.Type()
	if string(raw) == "null" {
		v.Set(reflect.Zero(t))
		return
	}
	switch {
	case t.Kind() == reflect.Pointer && t.Implements(unmarshaler):
		// a type that decodes itself says what is wrong with a value
		elem := reflect.New(t.Elem())
		if err := elem.Interface().(json.Unmarshaler).UnmarshalJSON(raw); err != nil {
			*problems = append(*problems, fmt.Sprintf("%s: %v", name(path), err))
			return
		}
		v.Set(elem)
	case t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct:
		elem := reflect.New(t.Elem())
		if decodeObject(raw, elem.Elem(), path, problems) {
			v.Set(elem)
		}
	case t.Kind() == reflect.Struct:
		decodeObject(raw, v, path, problems)
	case t.Kind() == reflect.Slice:
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			*problems = append(*problems, fmt.Sprintf("%s: must be %s", name(path), typeName(t)))
			return
		}
		if max := cmp.Or(limit, maxItems); limit >= 0 && len(items) > max {
			*problems = append(*problems, fmt.Sprintf("%s: %d items, more than the %d allowed", name(path), len(items), max))
			return
		}
		s := reflect.MakeSlice(t, len(items), len(items))
		for i, item := range items {
			decodeValue(item, s.Index(i), fmt.Sprintf("%s[%d]", path, i), 0, problems)
		}
		v.Set(s)
	default:
		if err := json.Unmarshal(raw, v.Addr().Interface()); err != nil {
			// json may have allocated a pointer before failing: a value of the
			// wrong type is absent, not zero.
			v.Set(reflect.Zero(t))
			*problems = append(*problems, fmt.Sprintf("%s: must be %s", name(path), typeName(t)))
			return
		}
		if s, ok := stringOf(v); ok && limit >= 0 && len(s) > cmp.Or(limit, maxString) {
			*problems = append(*problems, fmt.Sprintf("%s: longer than %d bytes", name(path), cmp.Or(limit, maxString)))
		}
	}
}

var unmarshaler = reflect.TypeFor[json.Unmarshaler]()

// stringOf is the string a decoded string or *string holds.
func stringOf(v reflect.Value) (string, bool) {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return "", false
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.String {
		return "", false
	}
	return v.String(), true
}

// decodeObject decodes a JSON object into the struct v. A field given twice
// is a problem, not a silent choice of one of its values.
func decodeObject(raw json.RawMessage, v reflect.Value, path string, problems *[]string) bool {
	members, ok := objectMembers(raw)
	if !ok {
		*problems = append(*problems, fmt.Sprintf("%s: must be an object", name(path)))
		return false
	}
	fields := make(map[string]json.RawMessage, len(members))
	repeated := map[string]bool{}
	for _, m := range members {
		var key string
		if err := json.Unmarshal(m[0], &key); err != nil {
			*problems = append(*problems, fmt.Sprintf("%s: must be an object", name(path)))
			return false
		}
		if _, seen := fields[key]; seen {
			repeated[key] = true
		}
		fields[key] = m[1]
	}
	index := fieldIndex(v.Type())
	for _, key := range slices.Sorted(maps.Keys(fields)) {
		at := join(path, cut(key, maxEcho))
		if repeated[key] {
			*problems = append(*problems, fmt.Sprintf("%s: given more than once", at))
			continue
		}
		f, ok := index[key]
		if !ok {
			*problems = append(*problems, fmt.Sprintf("%s: unknown field", at))
			continue
		}
		decodeValue(fields[key], v.Field(f.index), at, f.limit, problems)
	}
	return true
}

// objectMembers splits a JSON object, already known to be valid JSON, into
// its keys (quoted, as written) and values, slicing raw rather than copying
// it: a file's base64 content may be most of a 34 MB body. ok is false when
// raw is not an object.
func objectMembers(raw []byte) (members [][2][]byte, ok bool) {
	i := skipSpace(raw, 0)
	if i >= len(raw) || raw[i] != '{' {
		return nil, false
	}
	i = skipSpace(raw, i+1)
	if i < len(raw) && raw[i] == '}' {
		return nil, true
	}
	for i < len(raw) {
		keyEnd := skipValue(raw, i)
		key := raw[i:keyEnd]
		i = skipSpace(raw, keyEnd)
		if i >= len(raw) || raw[i] != ':' {
			return nil, false
		}
		start := skipSpace(raw, i+1)
		end := skipValue(raw, start)
		members = append(members, [2][]byte{key, raw[start:end]})
		i = skipSpace(raw, end)
		if i >= len(raw) {
			return nil, false
		}
		switch raw[i] {
		case '}':
			return members, true
		case ',':
			i = skipSpace(raw, i+1)
		default:
			return nil, false
		}
	}
	return nil, false
}

func skipSpace(raw []byte, i int) int {
	for i < len(raw) && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\n' || raw[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the end of the valid JSON value that starts at i.
func skipValue(raw []byte, i int) int {
	depth := 0
	for ; i < len(raw); i++ {
		switch raw[i] {
		case '"':
			for i++; i < len(raw) && raw[i] != '"'; i++ {
				if raw[i] == '\\' {
					i++
				}
			}
			if depth == 0 {
				return i + 1
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return i // the end of the object holding a number, true, false or null
			}
			depth--
			if depth == 0 {
				return i + 1
			}
		case ',', ':', ' ', '\t', '\n', '\r':
			if depth == 0 {
				return i
			}
		}
	}
	return i
}

// skip is a JSON value decoded only to be stepped over.
type skip struct{}

func (*skip) UnmarshalJSON([]byte) error { return nil }

// field is a struct field's position and declared limit: the `limit` tag
// bounds the items of an array or the bytes of a string; "none" lifts the
// default (a file's base64 content, bounded by its route's body limit).
type field struct {
	index, limit int
}

// fieldIndex maps a struct's JSON names to its fields.
func fieldIndex(t reflect.Type) map[string]field {
	index := make(map[string]field, t.NumField())
	for i := range t.NumField() {
		f := t.Field(i)
		tag := strings.Split(f.Tag.Get("json"), ",")[0]
		if tag == "" || tag == "-" {
			continue
		}
		limit := 0
		switch l := f.Tag.Get("limit"); l {
		case "":
		case "none":
			limit = -1
		default:
			n, err := strconv.Atoi(l)
			if err != nil || n <= 0 {
				panic(fmt.Sprintf("api: field %s: bad limit tag %q", f.Name, l))
			}
			limit = n
		}
		index[tag] = field{index: i, limit: limit}
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

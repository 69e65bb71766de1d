package resume

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"
)

// The model is asked for a Profile through a JSON schema made from the Profile type itself, by
// reflection over its json tags, so that the two cannot drift apart: each tagged field is a
// property, in field order (models write in schema order, so the employer comes before the
// bullets).
//
// Strict structured outputs (OpenAI's; vLLM, llama.cpp and Ollama compile the same schema into
// a grammar) require every property of every object and forbid any other. So a value a resume
// may lack is nullable rather than optional: "type": ["string", "null"], and anyOf an object or
// null for a nested object. A list is never null: none is []. json.Unmarshal reads null as
// "leave empty", so the answer decodes straight into a Profile.

// schemaSkip are the fields left out of the schema: figures derived from the dates, which
// LLM.Structure recomputes however the model counted them. Keys are "Type.Field".
var schemaSkip = map[string]bool{
	"Profile.Sources":                         true, // where values were read: found in the text after parsing, never asked of the model
	"Job.MonthsInRole":                        true,
	"ProfessionalSummary.YearsOfExperience":   true,
	"ProfessionalSummary.SpecialtyExperience": true,
	"Profile.AdditionalInfo":                  true,
}

// schemaNotes describe the fields whose form the type does not say. Keys are "Type.Field".
var schemaNotes = map[string]string{
	"Contact.Phone":                "E.164 (+15125550147) when the country is known, else as written",
	"Contact.AlternativePhone":     "a second phone, E.164 when the country is known, else as written",
	"Location.State":               "two-letter state code",
	"Job.StartDate":                "YYYY-MM-DD; a month and year is the 1st of the month, a year alone is YYYY-01-01",
	"Job.EndDate":                  "YYYY-MM-DD, or null for a current position",
	"Job.IsCurrent":                "true exactly when endDate is null because the position is current",
	"Job.Responsibilities":         "the position's bullet points, as written",
	"Education.GraduationDate":     "YYYY-MM-DD",
	"Certification.IssueDate":      "YYYY-MM-DD",
	"Certification.ExpirationDate": "YYYY-MM-DD",
	"Certification.CredentialID":   "licence or certificate number, as written",
	"Skill.YearsOfExperience":      "only when the resume states it",
}

// schemaEnums are the fields limited to a list of values. Keys are "Type.Field".
var schemaEnums = map[string][]any{
	"Skill.ProficiencyLevel": {Beginner, Intermediate, Advanced, Expert},
	"Language.Proficiency":   {Basic, Conversational, Professional, NativeBilingual},
}

// profileSchema is the JSON schema of the Profile the model fills, built once.
var profileSchema = sync.OnceValue(func() json.RawMessage {
	b, err := json.Marshal(schemaOf(reflect.TypeFor[Profile](), false))
	if err != nil {
		panic(fmt.Sprintf("profile schema: %v", err)) // a schema type that does not marshal
	}
	return b
})

// jsonSchema is the subset of JSON Schema that strict structured outputs accept.
type jsonSchema struct {
	Type                 any           `json:"type,omitempty"` // a name, or names with "null"
	Description          string        `json:"description,omitempty"`
	Enum                 []any         `json:"enum,omitempty"`
	Properties           *properties   `json:"properties,omitempty"`
	Required             []string      `json:"required,omitempty"`
	AdditionalProperties *bool         `json:"additionalProperties,omitempty"`
	Items                *jsonSchema   `json:"items,omitempty"`
	AnyOf                []*jsonSchema `json:"anyOf,omitempty"`
}

// properties are an object's properties, written in the order of the struct's fields.
type properties struct {
	names   []string
	schemas []*jsonSchema
}

func (p *properties) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, name := range p.names {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(name)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(p.schemas[i])
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// schemaOf returns the schema of values of type t. It panics on a kind that Profile does not
// use, which the tests would show at once.
func schemaOf(t reflect.Type, nullable bool) *jsonSchema {
	scalar := func(name string) *jsonSchema {
		if nullable {
			return &jsonSchema{Type: []string{name, "null"}}
		}
		return &jsonSchema{Type: name}
	}
	switch t.Kind() {
	case reflect.Pointer:
		return schemaOf(t.Elem(), true)
	case reflect.Struct:
		obj := objectSchema(t)
		if nullable {
			return &jsonSchema{AnyOf: []*jsonSchema{obj, {Type: "null"}}}
		}
		return obj
	case reflect.Slice:
		return &jsonSchema{Type: "array", Items: schemaOf(t.Elem(), false)}
	case reflect.String:
		return scalar("string")
	case reflect.Bool:
		return scalar("boolean")
	case reflect.Float64:
		return scalar("number")
	case reflect.Int:
		return scalar("integer")
	}
	panic("profile schema: no JSON schema for kind " + t.Kind().String())
}

// objectSchema is the schema of a struct: every json-tagged field is a required property,
// nullable when it is a pointer or omitted when empty.
func objectSchema(t reflect.Type) *jsonSchema {
	no := false
	s := &jsonSchema{Type: "object", Properties: &properties{}, AdditionalProperties: &no}
	for f := range t.Fields() {
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		key := t.Name() + "." + f.Name
		if !f.IsExported() || name == "" || name == "-" || schemaSkip[key] {
			continue
		}
		fs := schemaOf(f.Type, strings.Contains(opts, "omitempty"))
		if enum, ok := schemaEnums[key]; ok {
			fs.Enum = enum
			if ts, ok := fs.Type.([]string); ok && len(ts) == 2 {
				fs.Enum = append(append([]any(nil), enum...), nil)
			}
		}
		fs.Description = schemaNotes[key]
		s.Properties.names = append(s.Properties.names, name)
		s.Properties.schemas = append(s.Properties.schemas, fs)
		s.Required = append(s.Required, name)
	}
	return s
}

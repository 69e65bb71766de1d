package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/recruitd/recruitd"
)

// A Tool is an operation of this API offered to AI agents (the mcp
// package): its arguments are decoded and checked by the code of its REST
// twin, it runs the same service code with the same role check, and its
// input schema is its twin's, taken from the OpenAPI document.
type Tool struct {
	Name        string
	Title       string
	Description string
	// InputSchema is a JSON Schema of type object, with no references.
	InputSchema json.RawMessage
	// ReadOnly is true for tools that change nothing.
	ReadOnly bool
	access   access
	// work is the concurrency limit of the REST twin, which the tool runs
	// under too; nil: none.
	work *workLimit
	run  func(ctx context.Context, args []byte) (result any, summary string, err error)
}

// Call runs the tool for user with args, a JSON object, and returns its
// result (the REST twin's answer) and a one-line summary of it. Errors are
// the REST twin's: validation_error, forbidden, not_found, unavailable...
func (t Tool) Call(ctx context.Context, user recruitd.User, args json.RawMessage) (any, string, error) {
	if err := allowed(user, t.access); err != nil {
		return nil, "", err
	}
	if len(bytes.TrimSpace(args)) == 0 || string(bytes.TrimSpace(args)) == "null" {
		args = json.RawMessage("{}")
	}
	release, err := t.work.acquire(ctx)
	if err != nil {
		return nil, "", err
	}
	defer release()
	return t.run(context.WithValue(ctx, userKey{}, user), args)
}

// Authenticate returns the user of a bearer token. Errors: unauthorized.
func (s *Server) Authenticate(ctx context.Context, token string) (recruitd.User, error) {
	if strings.TrimSpace(token) == "" {
		return recruitd.User{}, recruitd.Errorf(recruitd.Unauthorized, "no token: set RECRUITD_TOKEN or send Authorization: Bearer <token>")
	}
	return s.store.Authenticate(ctx, strings.TrimSpace(token))
}

// Caller returns the user a request was authenticated as by its route.
func Caller(ctx context.Context) (recruitd.User, bool) {
	u, ok := ctx.Value(userKey{}).(recruitd.User)
	return u, ok
}

// ErrorBody is err as the API answers it: the code, message and details of
// the one error shape, bounded as an HTTP answer's are (details never nil).
func ErrorBody(err error) (code recruitd.Code, message string, details []string) {
	code = recruitd.ErrorCode(err)
	if _, ok := statusOf[code]; !ok {
		code = recruitd.Internal
	}
	return code, cut(recruitd.ErrorMessage(err), maxErrorText), shownDetails(recruitd.ErrorDetails(err))
}

// Tools lists the tools, in a fixed order. Their errors are what the REST
// twins would answer: an unreachable database is unavailable, any other
// internal error is logged and stays internal.
func (s *Server) Tools() []Tool {
	tools := []Tool{
		{Name: "find_candidates_for_job", Title: "Find candidates for a job", ReadOnly: true, access: read, work: s.matchWork,
			Description: "Recommended candidates for a job (POST /api/matching/candidates): retrieved near the job and like it, screened against its criteria and ranked by match percentage. jobId is required; every other argument is optional (minScore defaults to 60; send 0 to see every candidate retrieved).",
			InputSchema: bodySchema("CandidateMatchRequest", "jobId", "Id of the job to find candidates for."),
			run: func(ctx context.Context, args []byte) (any, string, error) {
				var in candidateMatchInput
				var c checks
				id, err := decodeWithID(args, "jobId", &in, &c)
				if err != nil {
					return nil, "", err
				}
				out, err := s.findCandidates(ctx, id, in, &c)
				return out, fmt.Sprintf("%d candidates reach minScore for job %d; %d in this page", out.Total, id, len(out.Candidates)), err
			}},
		{Name: "find_jobs_for_candidate", Title: "Find jobs for a candidate", ReadOnly: true, access: read, work: s.matchWork,
			Description: "Recommended open jobs for a candidate (POST /api/matching/jobs): retrieved near the candidate and like their profile, screened and ranked by match percentage. candidateId is required; every other argument is optional.",
			InputSchema: bodySchema("JobMatchRequest", "candidateId", "Id of the candidate to find jobs for."),
			run: func(ctx context.Context, args []byte) (any, string, error) {
				var in jobMatchInput
				var c checks
				id, err := decodeWithID(args, "candidateId", &in, &c)
				if err != nil {
					return nil, "", err
				}
				out, err := s.findJobs(ctx, id, in, &c)
				return out, fmt.Sprintf("%d jobs reach minScore for candidate %d; %d in this page", out.Total, id, len(out.Jobs)), err
			}},
		{Name: "screen_candidate", Title: "Screen a candidate against a job or a submission", access: write, work: s.matchWork,
			Description: "Screens a candidate against a job (candidateId and jobId), or a job submission (jobSubmissionId), as POST /api/screening: every criterion evaluated with verbatim evidence, scores, and for a submission a summary and application readiness. The screening is stored (a write: admin or recruiter).",
			InputSchema: bodySchema("ScreeningRequest", "", ""),
			run: func(ctx context.Context, args []byte) (any, string, error) {
				var in screeningInput
				var c checks
				if err := unmarshalStrict(args, &in, &c); err != nil {
					return nil, "", err
				}
				out, err := s.screenRequest(ctx, in, &c)
				return out, fmt.Sprintf("candidate %d for job %d: current score %.0f, potential %.0f, disqualify %t",
					out.CandidateID, out.JobID, out.CurrentScore, out.PotentialScore, out.Disqualify), err
			}},
		{Name: "parse_resume", Title: "Parse a resume", access: read, work: s.parseWork,
			Description: "Parses a resume (PDF, DOCX, DOC or TXT, or a scan as PDF, PNG or JPEG, read by OCR) into a structured profile, as POST /resume/parse: give exactly one of file_url (an http or https address) and content (the file, base64-encoded). With candidate_id the file is stored as the candidate's resume and the profile saved (a write: admin or recruiter).",
			InputSchema: resumeToolSchema(),
			run: func(ctx context.Context, args []byte) (any, string, error) {
				form, err := resumeToolForm(args)
				if err != nil {
					return nil, "", err
				}
				res, err := s.parseForm(ctx, form)
				return res.Profile, fmt.Sprintf("parsed a %s resume with the %s parser", res.Format, parserName(res)), err
			}},
		{Name: "get_candidate", Title: "Get a candidate", ReadOnly: true, access: read,
			Description: "One candidate by id, as GET /api/candidates/{id}.",
			InputSchema: idSchema("Id of the candidate."),
			run: func(ctx context.Context, args []byte) (any, string, error) {
				id, err := decodeID(args)
				if err != nil {
					return nil, "", err
				}
				c, err := s.store.Candidate(ctx, id)
				return fromCandidate(c), fmt.Sprintf("candidate %d: %s %s", c.ID, c.FirstName, c.LastName), err
			}},
		{Name: "search_candidates", Title: "Search candidates", ReadOnly: true, access: read,
			Description: "Candidates filtered by status, profession, specialty, state, email or update time, a page at a time, as GET /api/candidates.",
			InputSchema: querySchema("get", "/api/candidates"),
			run: func(ctx context.Context, args []byte) (any, string, error) {
				values, err := queryArgs(args, "get", "/api/candidates")
				if err != nil {
					return nil, "", err
				}
				out, err := s.candidateList(ctx, values)
				return out, fmt.Sprintf("%d candidates match; %d in this page", out.Total, len(out.Candidates)), err
			}},
		{Name: "get_job", Title: "Get a job", ReadOnly: true, access: read,
			Description: "One job by id, as GET /api/jobs/{id}.",
			InputSchema: idSchema("Id of the job."),
			run: func(ctx context.Context, args []byte) (any, string, error) {
				id, err := decodeID(args)
				if err != nil {
					return nil, "", err
				}
				j, err := s.store.Job(ctx, id)
				return fromJob(j), fmt.Sprintf("job %d: %s (%s)", j.ID, j.Title, j.Status), err
			}},
		{Name: "search_jobs", Title: "Search jobs", ReadOnly: true, access: read,
			Description: "Jobs filtered by status, employment type, specialty, state or update time, a page at a time, as GET /api/jobs.",
			InputSchema: querySchema("get", "/api/jobs"),
			run: func(ctx context.Context, args []byte) (any, string, error) {
				values, err := queryArgs(args, "get", "/api/jobs")
				if err != nil {
					return nil, "", err
				}
				out, err := s.jobList(ctx, values)
				return out, fmt.Sprintf("%d jobs match; %d in this page", out.Total, len(out.Jobs)), err
			}},
	}
	for i, t := range tools {
		tools[i].run = func(ctx context.Context, args []byte) (any, string, error) {
			out, summary, err := t.run(ctx, args)
			if err != nil {
				return out, summary, s.answerable(ctx, err)
			}
			return out, summary, nil
		}
	}
	return tools
}

// decodeWithID takes the required positive integer id out of args and
// decodes the rest strictly into dst, the REST body's type.
func decodeWithID(args []byte, key string, dst any, c *checks) (int64, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(args, &fields); err != nil {
		return 0, recruitd.Validation("invalid arguments", "arguments: must be a JSON object")
	}
	raw, ok := fields[key]
	delete(fields, key)
	var id int64
	if err := json.Unmarshal(raw, &id); !ok || err != nil || id <= 0 {
		return 0, recruitd.Validation("invalid arguments", key+": required, a positive integer")
	}
	rest, err := json.Marshal(fields)
	if err != nil {
		return 0, err
	}
	return id, unmarshalStrict(rest, dst, c)
}

// decodeID reads the arguments {"id": n} of the get tools.
func decodeID(args []byte) (int64, error) {
	var in struct {
		ID *int64 `json:"id"`
	}
	var c checks
	if err := unmarshalStrict(args, &in, &c); err != nil {
		return 0, err
	}
	c.positive("id", in.ID)
	if err := c.err("invalid arguments"); err != nil {
		return 0, err
	}
	return *in.ID, nil
}

// queryArgs turns a search tool's arguments into the query string of its
// REST twin, refusing names the twin does not take.
func queryArgs(args []byte, method, path string) (url.Values, error) {
	var fields map[string]any
	dec := json.NewDecoder(bytes.NewReader(args))
	dec.UseNumber()
	if err := dec.Decode(&fields); err != nil {
		return nil, recruitd.Validation("invalid arguments", "arguments: must be a JSON object")
	}
	allowed := queryParams()[strings.ToUpper(method)+" "+path]
	var c checks
	values := url.Values{}
	for _, k := range slices.Sorted(maps.Keys(fields)) {
		if !slices.Contains(allowed, k) {
			c.add("%s: unknown argument; %s takes %s", cut(k, maxEcho), path, strings.Join(allowed, ", "))
			continue
		}
		switch v := fields[k].(type) {
		case string:
			values.Set(k, v)
		case json.Number:
			values.Set(k, v.String())
		case bool:
			values.Set(k, strconv.FormatBool(v))
		default:
			c.add("%s: must be a string, a number or a boolean", cut(k, maxEcho))
		}
	}
	return values, c.err("invalid arguments")
}

// resumeToolArgs are parse_resume's arguments: the multipart form of POST
// /resume/parse, with the file's bytes in base64.
type resumeToolArgs struct {
	FileURL     *string        `json:"file_url"`
	Content     *base64Content `json:"content"` // decoded as POST /api/file's base64Content
	FileName    *string        `json:"fileName"`
	CandidateID *int64         `json:"candidate_id"`
	AsOf        *string        `json:"as_of"`
}

func resumeToolForm(args []byte) (resumeForm, error) {
	var in resumeToolArgs
	var c checks
	var form resumeForm
	if err := unmarshalStrict(args, &in, &c); err != nil {
		return form, err
	}
	if in.Content != nil {
		form.file = in.Content.data
	}
	form.fileURL, form.fileName = trimmed(in.FileURL), trimmed(in.FileName)
	c.length("file_url", in.FileURL, maxShort)
	c.length("fileName", in.FileName, maxFileName)
	if in.CandidateID != nil {
		form.setCandidate(&c, strconv.FormatInt(*in.CandidateID, 10))
	}
	if in.AsOf != nil {
		form.setAsOf(&c, *in.AsOf)
	}
	return form, form.check(&c, in.Content != nil)
}

// schemaDoc is the OpenAPI document, parsed once, for the tools' schemas.
func schemaDoc() map[string]any {
	var doc map[string]any
	if err := json.Unmarshal(openAPIDocument, &doc); err != nil {
		panic(fmt.Sprintf("openapi.json: %v", err)) // embedded and tested
	}
	return doc
}

// inline replaces every $ref of v by what it points at, so that a tool's
// schema stands alone.
func inline(doc map[string]any, v any) any {
	switch x := v.(type) {
	case map[string]any:
		if ref, ok := x["$ref"].(string); ok {
			target := any(doc)
			for _, seg := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
				target = target.(map[string]any)[strings.NewReplacer("~1", "/", "~0", "~").Replace(seg)]
			}
			return inline(doc, target)
		}
		out := make(map[string]any, len(x))
		for k, e := range x {
			if k != "example" {
				out[k] = inline(doc, e)
			}
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = inline(doc, e)
		}
		return out
	}
	return v
}

func mustSchema(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// bodySchema is the schema of a REST body with, when key is set, the
// required id its twin takes in the query string.
func bodySchema(name, key, describe string) json.RawMessage {
	doc := schemaDoc()
	schema := inline(doc, doc["components"].(map[string]any)["schemas"].(map[string]any)[name]).(map[string]any)
	schema["type"] = "object"
	if key != "" {
		props := schema["properties"].(map[string]any)
		props[key] = map[string]any{"type": "integer", "minimum": 1, "description": describe}
		schema["required"] = append([]any{key}, anySlice(schema["required"])...)
	}
	return mustSchema(schema)
}

func anySlice(v any) []any {
	s, _ := v.([]any)
	return s
}

func idSchema(describe string) json.RawMessage {
	return mustSchema(map[string]any{"type": "object", "required": []string{"id"}, "additionalProperties": false,
		"properties": map[string]any{"id": map[string]any{"type": "integer", "minimum": 1, "description": describe}}})
}

// querySchema is an object with one property per query parameter of an
// operation.
func querySchema(method, path string) json.RawMessage {
	doc := schemaDoc()
	op := doc["paths"].(map[string]any)[path].(map[string]any)[method].(map[string]any)
	props := map[string]any{}
	for _, p := range anySlice(op["parameters"]) {
		param := inline(doc, p).(map[string]any)
		if param["in"] != "query" {
			continue
		}
		schema, _ := param["schema"].(map[string]any)
		if schema == nil {
			schema = map[string]any{}
		}
		schema["description"] = param["description"]
		props[param["name"].(string)] = schema
	}
	return mustSchema(map[string]any{"type": "object", "properties": props, "additionalProperties": false})
}

// resumeToolSchema is the resume form's schema with the file as base64
// content, since tool arguments are JSON.
func resumeToolSchema() json.RawMessage {
	doc := schemaDoc()
	schemas := doc["components"].(map[string]any)["schemas"].(map[string]any)
	fromURL := inline(doc, schemas["ResumeFromURL"]).(map[string]any)
	props := fromURL["properties"].(map[string]any)
	upload := map[string]any{"type": "object", "required": []string{"content"}, "additionalProperties": false,
		"properties": map[string]any{
			"content":      map[string]any{"type": "string", "contentEncoding": "base64", "description": "The resume file, base64-encoded: PDF, DOCX, DOC or TXT, recognised by content."},
			"fileName":     map[string]any{"type": "string", "description": "The file's name, kept when the resume is stored for a candidate."},
			"candidate_id": props["candidate_id"], "as_of": props["as_of"]}}
	return mustSchema(map[string]any{"type": "object", "oneOf": []any{upload, fromURL},
		"description": "Exactly one of content and file_url."})
}

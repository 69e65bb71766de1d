// Package mcp offers recruitd's tools to AI agents over the Model Context
// Protocol, with the official Go SDK: streamable HTTP at /mcp, behind the
// same bearer tokens and roles as the REST routes, and a stdio bridge for
// desktop agents (recruitd mcp) that forwards to a server's /mcp with a
// token from the environment. The tools themselves (api.Tool) are the REST
// operations' own code: this package only carries them.
package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/api"
)

// userKey is where the verifier leaves the caller in a token's TokenInfo.
const userKey = "recruitd.user"

// NewServer returns an MCP server offering the API's tools. Each call runs
// as the user the request's token was verified as (see Handler); a request
// without one is refused.
func NewServer(s *api.Server, version string) *sdk.Server {
	server := sdk.NewServer(&sdk.Implementation{Name: "recruitd", Title: "recruitd: candidate matching, screening and recruiting records", Version: version},
		&sdk.ServerOptions{Instructions: "Tools over a recruiting back end: find candidates for a job and jobs for a candidate (screened and ranked by match percentage), " +
			"screen a candidate against a job or a job submission, parse resumes, get and search candidates and jobs. Results are the REST API's JSON."})
	for _, t := range s.Tools() {
		annotations := &sdk.ToolAnnotations{ReadOnlyHint: t.ReadOnly, OpenWorldHint: new(bool)}
		if !t.ReadOnly {
			annotations.DestructiveHint = new(bool) // screenings and resumes are added, never overwritten
		}
		server.AddTool(&sdk.Tool{Name: t.Name, Title: t.Title, Description: t.Description, InputSchema: t.InputSchema, Annotations: annotations},
			handler(t))
	}
	return server
}

// handler adapts a tool: its result as structured content with a short
// text, its error as a tool error in the API's error shape.
func handler(t api.Tool) sdk.ToolHandler {
	return func(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		var user recruitd.User
		if info := req.Extra.TokenInfo; info != nil {
			user, _ = info.Extra[userKey].(recruitd.User)
		}
		if user.ID == 0 {
			return failure(recruitd.Errorf(recruitd.Unauthorized, "no verified token")), nil
		}
		result, summary, err := t.Call(ctx, user, req.Params.Arguments)
		if err != nil {
			return failure(err), nil
		}
		return &sdk.CallToolResult{StructuredContent: result, Content: []sdk.Content{&sdk.TextContent{Text: summary}}}, nil
	}
}

// errorJSON is the API's error shape.
type errorJSON struct {
	Error   recruitd.Code `json:"error"`
	Message string        `json:"message"`
	Details []string      `json:"details"`
}

func failure(err error) *sdk.CallToolResult {
	code, message, details := api.ErrorBody(err)
	text := string(code) + ": " + message
	if len(details) > 0 {
		text += "\n- " + strings.Join(details, "\n- ")
	}
	return &sdk.CallToolResult{IsError: true, StructuredContent: errorJSON{Error: code, Message: message, Details: details},
		Content: []sdk.Content{&sdk.TextContent{Text: text}}}
}

// Handler serves MCP over streamable HTTP (stateless: any replica answers
// any request) for the /mcp route, which has authenticated the caller
// already: the caller is handed on to the tools with the request.
// maxBody bounds a request (base64 resumes included).
func Handler(s *api.Server, version string, maxBody int64) http.Handler {
	server := NewServer(s, version)
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return server },
		&sdk.StreamableHTTPOptions{Stateless: true, JSONResponse: true, MaxRequestBodyBytes: maxBody})
	verify := func(_ context.Context, _ string, r *http.Request) (*auth.TokenInfo, error) {
		user, ok := api.Caller(r.Context())
		if !ok || user.ID == 0 {
			return nil, auth.ErrInvalidToken
		}
		return &auth.TokenInfo{UserID: strconv.FormatInt(user.ID, 10), Extra: map[string]any{userKey: user},
			Expiration: time.Now().Add(time.Hour)}, nil
	}
	return auth.RequireBearerToken(verify, nil)(h)
}

// Bridge serves MCP on in and out (stdio) for a desktop agent, forwarding
// every tool to the recruitd at baseURL with token: the tools, their
// schemas and the token's role are the server's. It returns when in ends or
// ctx is done.
func Bridge(ctx context.Context, baseURL, token, version string, in io.ReadCloser, out io.WriteCloser) error {
	if strings.TrimSpace(token) == "" {
		return errors.New("no token: set RECRUITD_TOKEN (recruitd token create prints one)")
	}
	client := sdk.NewClient(&sdk.Implementation{Name: "recruitd-mcp-bridge", Version: version}, nil)
	remote, err := client.Connect(ctx, &sdk.StreamableClientTransport{
		Endpoint:   strings.TrimRight(baseURL, "/") + "/mcp",
		HTTPClient: &http.Client{Transport: bearer{token: token, next: http.DefaultTransport}},
	}, nil)
	if err != nil {
		return fmt.Errorf("connect to %s/mcp: %w", strings.TrimRight(baseURL, "/"), err)
	}
	defer remote.Close()
	tools, err := remote.ListTools(ctx, nil)
	if err != nil {
		return fmt.Errorf("list tools: %w", err)
	}
	local := sdk.NewServer(&sdk.Implementation{Name: "recruitd", Version: version}, nil)
	for _, t := range tools.Tools {
		local.AddTool(t, func(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			var args any = json.RawMessage(req.Params.Arguments)
			if len(req.Params.Arguments) == 0 {
				args = map[string]any{}
			}
			return remote.CallTool(ctx, &sdk.CallToolParams{Name: t.Name, Arguments: args})
		})
	}
	return local.Run(ctx, &sdk.IOTransport{Reader: in, Writer: out})
}

// bearer sends the token with every request.
type bearer struct {
	token string
	next  http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.next.RoundTrip(r)
}

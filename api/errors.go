package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"unicode/utf8"

	"github.com/recruitd/recruitd"
)

// statusOf is the one table from error code to HTTP status.
var statusOf = map[recruitd.Code]int{
	recruitd.Invalid:          http.StatusBadRequest,
	recruitd.Unauthorized:     http.StatusUnauthorized,
	recruitd.Forbidden:        http.StatusForbidden,
	recruitd.NotFound:         http.StatusNotFound,
	recruitd.MethodNotAllowed: http.StatusMethodNotAllowed,
	recruitd.Conflict:         http.StatusConflict,
	recruitd.TooLarge:         http.StatusRequestEntityTooLarge,
	recruitd.UnsupportedMedia: http.StatusUnsupportedMediaType,
	recruitd.Unreadable:       http.StatusUnprocessableEntity,
	recruitd.RateLimited:      http.StatusTooManyRequests,
	recruitd.Internal:         http.StatusInternalServerError,
	recruitd.Unavailable:      http.StatusServiceUnavailable,
}

// Bounds of what an error body repeats of a request (README "Limits").
const (
	// maxDetails is how many problems an error lists; one more entry counts
	// the rest.
	maxDetails = 20
	// maxEcho is how much of a client's value a message quotes.
	maxEcho = 200
	// maxErrorText bounds a message or a details entry, whatever it quotes.
	maxErrorText = 500
)

// errorBody is the one error shape of every endpoint. details is always an
// array, empty when there is nothing to list.
type errorBody struct {
	Error   recruitd.Code `json:"error"`
	Message string        `json:"message"`
	Details []string      `json:"details"`
}

// retryAfter is what a client should wait, in seconds, before sending again
// after an error of this kind; 0 for errors that waiting does not cure.
var retryAfter = map[recruitd.Code]int{recruitd.Unavailable: 2}

// writeError sends err in the error shape. Internal errors carry a fixed
// message; their cause is logged by the caller, once.
func writeError(w http.ResponseWriter, err error) int {
	code := recruitd.ErrorCode(err)
	status, ok := statusOf[code]
	if !ok {
		code, status = recruitd.Internal, http.StatusInternalServerError
	}
	h := w.Header()
	if code == recruitd.Unauthorized {
		h.Set("WWW-Authenticate", `Bearer realm="recruitd"`)
	}
	if s := retryAfter[code]; s > 0 && h.Get("Retry-After") == "" {
		h.Set("Retry-After", strconv.Itoa(s))
	}
	writeJSON(w, status, errorBody{Error: code, Message: cut(recruitd.ErrorMessage(err), maxErrorText),
		Details: shownDetails(recruitd.ErrorDetails(err))})
	return status
}

// shownDetails is the first maxDetails problems, each cut to maxErrorText,
// and a count of the rest; never nil.
func shownDetails(all []string) []string {
	n := min(len(all), maxDetails)
	out := make([]string, n, n+1)
	for i := range n {
		out[i] = cut(all[i], maxErrorText)
	}
	if rest := len(all) - n; rest > 0 {
		out = append(out, fmt.Sprintf("... and %d more", rest))
	}
	return out
}

// cut returns s cut to at most max bytes on a rune boundary, marked with an
// ellipsis when cut.
func cut(s string, max int) string {
	if len(s) <= max {
		return s
	}
	i := max
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

// quote is a client's value as a message shows it: quoted, cut to maxEcho.
func quote(s string) string {
	return strconv.Quote(cut(s, maxEcho))
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // the client has gone; nothing to tell it
}

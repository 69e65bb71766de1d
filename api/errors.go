package api

import (
	"encoding/json"
	"net/http"

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

// errorBody is the one error shape of every endpoint.
type errorBody struct {
	Error   recruitd.Code `json:"error"`
	Message string        `json:"message"`
	Details []string      `json:"details,omitempty"`
}

// writeError sends err in the error shape. Internal errors carry a fixed
// message; their cause is logged by the caller, once.
func writeError(w http.ResponseWriter, err error) int {
	code := recruitd.ErrorCode(err)
	status, ok := statusOf[code]
	if !ok {
		code, status = recruitd.Internal, http.StatusInternalServerError
	}
	if code == recruitd.Unauthorized {
		w.Header().Set("WWW-Authenticate", `Bearer realm="recruitd"`)
	}
	writeJSON(w, status, errorBody{Error: code, Message: recruitd.ErrorMessage(err), Details: recruitd.ErrorDetails(err)})
	return status
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // the client has gone; nothing to tell it
}

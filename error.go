// Package recruitd holds what every layer of the service shares: the domain
// types (candidates, jobs, submissions, statuses, users, files, outbox events)
// and the kinds of error a caller can act on. Domain types carry no JSON tags:
// the api package owns the wire shapes and records the storage. The api
// package maps each Code to one HTTP status; anything that is not an *Error is
// an internal error.
package recruitd

import (
	"errors"
	"fmt"
)

// Code is the machine-readable kind of an error, sent to clients as "error".
type Code string

// The error codes of DESIGN.md, and unreadable_document for resumes without text.
const (
	Invalid          Code = "validation_error"
	Unauthorized     Code = "unauthorized"
	Forbidden        Code = "forbidden"
	NotFound         Code = "not_found"
	Conflict         Code = "conflict"
	TooLarge         Code = "payload_too_large"
	UnsupportedMedia Code = "unsupported_media_type"
	Unreadable       Code = "unreadable_document"
	RateLimited      Code = "rate_limited"
	Internal         Code = "internal_error"
	Unavailable      Code = "unavailable"
	MethodNotAllowed Code = "method_not_allowed"
)

// InternalMessage is all a client learns of an internal error.
const InternalMessage = "internal error"

// Error is an error a client may see: its code, a message and, for validation
// errors, one entry per problem found.
type Error struct {
	Code    Code
	Message string
	Details []string
}

func (e *Error) Error() string {
	if len(e.Details) == 0 {
		return fmt.Sprintf("%s: %s", e.Code, e.Message)
	}
	return fmt.Sprintf("%s: %s %q", e.Code, e.Message, e.Details)
}

// Errorf returns an *Error with a formatted message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Validation returns a validation error listing every problem in details.
func Validation(message string, details ...string) *Error {
	return &Error{Code: Invalid, Message: message, Details: details}
}

// ErrorCode returns the code of the first *Error in err's chain, Internal for
// any other error and "" for nil.
func ErrorCode(err error) Code {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return Internal
}

// ErrorMessage returns the message a client may see: that of the first *Error
// in err's chain, or a fixed text that leaks nothing for any other error.
func ErrorMessage(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return InternalMessage
}

// ErrorDetails returns the details of the first *Error in err's chain.
func ErrorDetails(err error) []string {
	var e *Error
	if errors.As(err, &e) {
		return e.Details
	}
	return nil
}

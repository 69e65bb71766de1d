// Package webhook tells subscribers what changed: it reads the outbox with a
// cursor per subscription, turns each event a subscription asked for into a
// delivery (stored, so that a restart loses none), and sends it signed with
// HMAC-SHA256, in order per record, at least once, retrying with exponential
// backoff for a day before parking it. Receivers are dialled only on
// addresses the guard allows, the same guard as a resume's file_url.
package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strconv"

	"github.com/recruitd/recruitd"
)

// Event types a subscription may ask for.
var EventTypes = []string{
	"candidate.created", "candidate.updated", "candidate.deleted",
	"job.created", "job.updated", "job.deleted",
	"job_submission.created", "job_submission.updated", "job_submission.deleted",
	"resume.parsed", "screening.completed",
}

// TypeOf names the event type of an outbox event; false for events no
// subscriber hears of (files).
func TypeOf(e recruitd.Event) (string, bool) {
	switch e.Entity {
	case recruitd.EntityCandidate, recruitd.EntityJob, recruitd.EntitySubmission:
		return e.Entity + "." + map[string]string{recruitd.OpCreate: "created", recruitd.OpUpdate: "updated", recruitd.OpDelete: "deleted"}[e.Op], true
	case recruitd.EntityResume:
		return "resume.parsed", true
	case recruitd.EntityScreening:
		return "screening.completed", true
	}
	return "", false
}

// Headers of a delivery.
const (
	// SignatureHeader is "sha256=" and the hex HMAC-SHA256, keyed with the
	// subscription's secret, of the timestamp header's value, a dot, and the
	// raw body: receivers recompute it and refuse old timestamps, so that a
	// captured delivery cannot be replayed later.
	SignatureHeader = "X-Recruitd-Signature"
	// TimestampHeader is when the attempt was signed, in Unix seconds.
	TimestampHeader = "X-Recruitd-Timestamp"
	// EventHeader is the event type; DeliveryHeader the delivery's id, the
	// same on every attempt.
	EventHeader    = "X-Recruitd-Event"
	DeliveryHeader = "X-Recruitd-Delivery"
)

// Sign returns the SignatureHeader value of body sent at timestamp (Unix
// seconds) with secret.
func Sign(secret string, timestamp int64, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(strconv.FormatInt(timestamp, 10)))
	mac.Write([]byte{'.'})
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

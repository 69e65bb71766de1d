package recruitd

import "time"

// Webhook is a subscription: outbox events of the listed types are sent to
// URL, signed with Secret.
type Webhook struct {
	ID          int64
	URL         string
	Events      []string // event types, e.g. "candidate.created"
	Secret      string
	Description string
	CreatedBy   int64
	Created     time.Time
}

// Delivery states.
const (
	DeliveryPending   = "pending"   // not yet answered 2xx; retried until its window closes
	DeliveryDelivered = "delivered" // the receiver answered 2xx
	DeliveryParked    = "parked"    // given up after the retry window; can be sent again
)

// Delivery is one event for one webhook: the same body on every attempt.
type Delivery struct {
	ID          int64
	WebhookID   int64
	EventID     int64 // the outbox event
	EventType   string
	Entity      string // the record whose deliveries go out in order
	EntityID    int64
	Body        []byte
	State       string
	Attempts    int
	WindowStart time.Time // retries stop a retry window after this
	NextAttempt time.Time
	Created     time.Time
	Delivered   *time.Time
	History     []Attempt // read for listings only

	// URL and Secret are the webhook's, filled in when a delivery is
	// claimed for sending.
	URL    string
	Secret string
}

// Attempt is one try of a delivery.
type Attempt struct {
	At         time.Time
	StatusCode int // 0 when no answer came
	Error      string
	Duration   time.Duration
}

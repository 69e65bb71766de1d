package records

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recruitd/recruitd"
)

const webhookColumns = `id, url, events, secret, description, coalesce(created_by, 0), created_at`

func scanWebhook(row pgx.Row) (recruitd.Webhook, error) {
	var w recruitd.Webhook
	err := row.Scan(&w.ID, &w.URL, &w.Events, &w.Secret, &w.Description, &w.CreatedBy, &w.Created)
	return w, err
}

// CreateWebhook stores a subscription. It starts at the outbox head: it
// hears of changes from now on.
func (s *Store) CreateWebhook(ctx context.Context, w recruitd.Webhook) (recruitd.Webhook, error) {
	var by *int64
	if w.CreatedBy != 0 {
		by = &w.CreatedBy
	}
	out, err := scanWebhook(s.pool.QueryRow(ctx, `INSERT INTO webhooks (url, events, secret, description, created_by, position)
		VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(id), 0) FROM outbox)) RETURNING `+webhookColumns,
		w.URL, w.Events, w.Secret, w.Description, by))
	if err != nil {
		return recruitd.Webhook{}, translate(err, "webhook")
	}
	return out, nil
}

// Webhooks lists the subscriptions in id order within page (a zero Limit:
// all of them) and counts them all.
func (s *Store) Webhooks(ctx context.Context, page recruitd.Page) ([]recruitd.Webhook, int, error) {
	list, total, err := listPage(ctx, s.pool, webhookColumns, ` FROM webhooks`, "id", where{}, page, scanWebhook)
	if err != nil {
		return nil, 0, fmt.Errorf("list webhooks: %w", err)
	}
	return list, total, nil
}

// Webhook returns one subscription. Errors: not_found.
func (s *Store) Webhook(ctx context.Context, id int64) (recruitd.Webhook, error) {
	w, err := scanWebhook(s.pool.QueryRow(ctx, `SELECT `+webhookColumns+` FROM webhooks WHERE id = $1`, id))
	if err != nil {
		return recruitd.Webhook{}, translate(err, fmt.Sprintf("webhook %d", id))
	}
	return w, nil
}

// DeleteWebhook deletes a subscription and its deliveries. Errors: not_found.
func (s *Store) DeleteWebhook(ctx context.Context, id int64) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM webhooks WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("delete webhook %d: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return notFound("webhook", id)
	}
	return nil
}

// WebhookPositions returns each subscription's position in the outbox: the
// last event that has become a delivery, or was skipped, for it.
func (s *Store) WebhookPositions(ctx context.Context) (map[int64]int64, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, position FROM webhooks`)
	if err != nil {
		return nil, fmt.Errorf("webhook positions: %w", err)
	}
	defer rows.Close()
	out := map[int64]int64{}
	for rows.Next() {
		var id, pos int64
		if err := rows.Scan(&id, &pos); err != nil {
			return nil, fmt.Errorf("webhook positions: %w", err)
		}
		out[id] = pos
	}
	return out, rows.Err()
}

// EnqueueDeliveries moves a subscription's position from from to to and
// stores the deliveries of the events in between, in one transaction. When
// another process moved the position first, it does nothing and returns
// false.
func (s *Store) EnqueueDeliveries(ctx context.Context, webhookID, from, to int64, list []recruitd.Delivery) (bool, error) {
	moved := false
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE webhooks SET position = $3 WHERE id = $1 AND position = $2`, webhookID, from, to)
		if err != nil || tag.RowsAffected() == 0 {
			return err
		}
		moved = true
		if len(list) == 0 {
			return nil
		}
		_, err = tx.CopyFrom(ctx, pgx.Identifier{"webhook_deliveries"},
			[]string{"webhook_id", "event_id", "event_type", "entity", "entity_id", "body"},
			pgx.CopyFromSlice(len(list), func(i int) ([]any, error) {
				d := list[i]
				return []any{webhookID, d.EventID, d.EventType, d.Entity, d.EntityID, d.Body}, nil
			}))
		return err
	})
	if err != nil {
		return false, fmt.Errorf("enqueue deliveries of webhook %d: %w", webhookID, err)
	}
	return moved, nil
}

// ClaimDeliveries returns up to limit pending deliveries that are due, each
// with no earlier delivery of its record for its webhook still pending or
// parked (so that a record's events arrive in order: those after a parked
// one wait until it is sent again), and holds them for lease: another
// process sees them again only if this one stops before recording an
// attempt. A delivery's retry window starts at its first attempt, not while
// it waits behind an earlier one.
func (s *Store) ClaimDeliveries(ctx context.Context, limit int, lease time.Duration) ([]recruitd.Delivery, error) {
	rows, err := s.pool.Query(ctx, `UPDATE webhook_deliveries d SET next_attempt_at = now() + $2::interval,
		window_start = CASE WHEN d.attempts = 0 THEN now() ELSE d.window_start END
		FROM webhooks w
		WHERE w.id = d.webhook_id AND d.id IN (
			SELECT x.id FROM webhook_deliveries x
			WHERE x.state = 'pending' AND x.next_attempt_at <= now()
			AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.webhook_id = x.webhook_id
				AND e.entity = x.entity AND e.entity_id = x.entity_id AND e.state IN ('pending', 'parked') AND e.id < x.id)
			ORDER BY x.id LIMIT $1 FOR UPDATE OF x SKIP LOCKED)
		RETURNING d.id, d.webhook_id, d.event_id, d.event_type, d.entity, d.entity_id, d.body, d.attempts,
			d.window_start, d.created_at, w.url, w.secret`, limit, lease)
	if err != nil {
		return nil, fmt.Errorf("claim deliveries: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (recruitd.Delivery, error) {
		var d recruitd.Delivery
		err := r.Scan(&d.ID, &d.WebhookID, &d.EventID, &d.EventType, &d.Entity, &d.EntityID, &d.Body, &d.Attempts,
			&d.WindowStart, &d.Created, &d.URL, &d.Secret)
		d.State = recruitd.DeliveryPending
		return d, err
	})
	if err != nil {
		return nil, fmt.Errorf("claim deliveries: %w", err)
	}
	return list, nil
}

// RecordAttempt stores an attempt of a delivery and its new state: delivered,
// parked, or pending until next.
func (s *Store) RecordAttempt(ctx context.Context, deliveryID int64, a recruitd.Attempt, state string, next time.Time) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var code *int
		if a.StatusCode != 0 {
			code = &a.StatusCode
		}
		if _, err := tx.Exec(ctx, `INSERT INTO webhook_attempts (delivery_id, at, status_code, error, duration_ms)
			VALUES ($1, $2, $3, $4, $5)`, deliveryID, a.At, code, a.Error, a.Duration.Milliseconds()); err != nil {
			return fmt.Errorf("record attempt of delivery %d: %w", deliveryID, err)
		}
		if _, err := tx.Exec(ctx, `UPDATE webhook_deliveries SET attempts = attempts + 1, state = $2, next_attempt_at = $3,
			delivered_at = CASE WHEN $2 = 'delivered' THEN now() END WHERE id = $1`, deliveryID, state, next); err != nil {
			return fmt.Errorf("record attempt of delivery %d: %w", deliveryID, err)
		}
		return nil
	})
}

// DeliveryFilter narrows a listing of a webhook's deliveries.
type DeliveryFilter struct {
	WebhookID int64
	State     string // empty: every state
	Page      recruitd.Page
}

const deliveryColumns = `d.id, d.webhook_id, d.event_id, d.event_type, d.entity, d.entity_id, d.body, d.state, d.attempts,
	d.window_start, d.next_attempt_at, d.created_at, d.delivered_at`

func scanDelivery(row pgx.Row) (recruitd.Delivery, error) {
	var d recruitd.Delivery
	err := row.Scan(&d.ID, &d.WebhookID, &d.EventID, &d.EventType, &d.Entity, &d.EntityID, &d.Body, &d.State, &d.Attempts,
		&d.WindowStart, &d.NextAttempt, &d.Created, &d.Delivered)
	return d, err
}

// Deliveries lists a webhook's deliveries, newest first, each with its
// attempts, and counts all that pass the filter. Errors: not_found (the
// webhook).
func (s *Store) Deliveries(ctx context.Context, f DeliveryFilter) ([]recruitd.Delivery, int, error) {
	if err := exists(ctx, s.pool, `SELECT EXISTS (SELECT 1 FROM webhooks WHERE id = $1)`, f.WebhookID, "webhook"); err != nil {
		return nil, 0, err
	}
	var w where
	w.add("d.webhook_id = $%d", f.WebhookID)
	if f.State != "" {
		w.add("d.state = $%d", f.State)
	}
	list, total, err := listPage(ctx, s.pool, deliveryColumns, ` FROM webhook_deliveries d`, "d.id DESC", w, f.Page, scanDelivery)
	if err != nil {
		return nil, 0, fmt.Errorf("list deliveries of webhook %d: %w", f.WebhookID, err)
	}
	if err := s.attachAttempts(ctx, list); err != nil {
		return nil, 0, err
	}
	return list, total, nil
}

func (s *Store) attachAttempts(ctx context.Context, list []recruitd.Delivery) error {
	if len(list) == 0 {
		return nil
	}
	ids := make([]int64, len(list))
	at := make(map[int64]int, len(list))
	for i, d := range list {
		ids[i], at[d.ID] = d.ID, i
	}
	rows, err := s.pool.Query(ctx, `SELECT delivery_id, at, coalesce(status_code, 0), error, duration_ms
		FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY id`, ids)
	if err != nil {
		return fmt.Errorf("attempts: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id, ms int64
		var a recruitd.Attempt
		if err := rows.Scan(&id, &a.At, &a.StatusCode, &a.Error, &ms); err != nil {
			return fmt.Errorf("attempts: %w", err)
		}
		a.Duration = time.Duration(ms) * time.Millisecond
		list[at[id]].History = append(list[at[id]].History, a)
	}
	return rows.Err()
}

// Redeliver sends a parked or delivered delivery again, with a new retry
// window. Errors: not_found, conflict (it is still pending).
func (s *Store) Redeliver(ctx context.Context, webhookID, deliveryID int64) (recruitd.Delivery, error) {
	d, err := scanDelivery(s.pool.QueryRow(ctx, `UPDATE webhook_deliveries d SET state = 'pending', window_start = now(),
		next_attempt_at = now(), delivered_at = NULL
		WHERE d.id = $1 AND d.webhook_id = $2 AND d.state <> 'pending' RETURNING `+deliveryColumns, deliveryID, webhookID))
	if errors.Is(err, pgx.ErrNoRows) {
		var state string
		err := s.pool.QueryRow(ctx, `SELECT state FROM webhook_deliveries WHERE id = $1 AND webhook_id = $2`, deliveryID, webhookID).Scan(&state)
		if err != nil {
			return recruitd.Delivery{}, translate(err, fmt.Sprintf("delivery %d of webhook %d", deliveryID, webhookID))
		}
		return recruitd.Delivery{}, recruitd.Errorf(recruitd.Conflict, "delivery %d is still pending: it is retried on its own", deliveryID)
	}
	if err != nil {
		return recruitd.Delivery{}, fmt.Errorf("redeliver %d: %w", deliveryID, err)
	}
	list := []recruitd.Delivery{d}
	if err := s.attachAttempts(ctx, list); err != nil {
		return recruitd.Delivery{}, err
	}
	return list[0], nil
}

// ScreeningByID returns one stored screening. Errors: not_found.
func (s *Store) ScreeningByID(ctx context.Context, id int64) (recruitd.Screening, error) {
	sc, err := scanScreening(s.pool.QueryRow(ctx, `SELECT `+screeningColumns+` FROM screenings WHERE id = $1`, id))
	if err != nil {
		return recruitd.Screening{}, translate(err, fmt.Sprintf("screening %d", id))
	}
	return sc, nil
}

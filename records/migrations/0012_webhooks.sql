-- Webhooks read the outbox: it now says whether a record was created or
-- updated (upsert stays for events written before), and records resume
-- parses and screenings as entities of their own. The indexer reads only
-- entity, entity_id and whether op is delete, so it is unaffected.
ALTER TABLE outbox DROP CONSTRAINT outbox_entity_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_entity_check
    CHECK (entity IN ('candidate', 'job', 'file', 'job_submission', 'resume', 'screening'));
ALTER TABLE outbox DROP CONSTRAINT outbox_op_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_op_check CHECK (op IN ('upsert', 'create', 'update', 'delete'));

-- A subscription: where to send which events, the secret they are signed
-- with, and how far into the outbox its events have become deliveries (its
-- own cursor, so that a restart loses none and a new subscription starts
-- at the head).
CREATE TABLE webhooks (
    id          bigserial PRIMARY KEY,
    url         text NOT NULL,
    events      text[] NOT NULL,
    secret      text NOT NULL,
    description text NOT NULL DEFAULT '',
    position    bigint NOT NULL,
    created_by  bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- One event for one subscription, with the body signed and sent each time
-- (the same bytes on every attempt). pending until a 2xx answer
-- (delivered) or until the retry window closes (parked).
CREATE TABLE webhook_deliveries (
    id              bigserial PRIMARY KEY,
    webhook_id      bigint NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    event_id        bigint NOT NULL,   -- the outbox event
    event_type      text NOT NULL,
    entity          text NOT NULL,     -- with entity_id: the record whose events go in order
    entity_id       bigint NOT NULL,
    body            bytea NOT NULL,
    state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'parked')),
    attempts        integer NOT NULL DEFAULT 0,
    window_start    timestamptz NOT NULL DEFAULT now(), -- retries stop 24 h after this
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    created_at      timestamptz NOT NULL DEFAULT now(),
    delivered_at    timestamptz,
    UNIQUE (webhook_id, event_id)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_record_idx ON webhook_deliveries (webhook_id, entity, entity_id, id) WHERE state = 'pending';

-- Every attempt of a delivery: when, what the receiver answered, how long it took.
CREATE TABLE webhook_attempts (
    id          bigserial PRIMARY KEY,
    delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    at          timestamptz NOT NULL DEFAULT now(),
    status_code integer,
    error       text NOT NULL DEFAULT '',
    duration_ms integer NOT NULL
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);

-- The outbox position each stored document is current with: the last event
-- of the batch that built it, or the outbox head when a rebuild read its
-- record. A write carrying an older position than the row's is stale (it
-- raced a newer build, from another replica or a rebuild) and leaves the
-- row alone.
ALTER TABLE index_documents ADD COLUMN position bigint NOT NULL DEFAULT 0;

-- Documents a backend refused (a vector it cannot take, a field its mapping
-- rejects). The indexer moves on past them; they are retried when their
-- record changes and after `recruitd reindex`, and `recruitd index status`
-- lists them. A row goes when its backend takes the document or the record
-- is deleted.
CREATE TABLE parked_documents (
    backend    text NOT NULL,    -- Backend.Name(): embedded, qdrant, elasticsearch
    kind       text NOT NULL CHECK (kind IN ('candidate', 'job')),
    id         bigint NOT NULL,
    reason     text NOT NULL,
    attempts   integer NOT NULL DEFAULT 1,
    first_at   timestamptz NOT NULL DEFAULT now(),
    last_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (backend, kind, id)
);

-- The searchable form of each candidate and job: what every index backend is
-- built from, so that a rebuild never re-embeds an unchanged record.
CREATE TABLE index_documents (
    kind         text NOT NULL CHECK (kind IN ('candidate', 'job')),
    id           bigint NOT NULL,
    model        text NOT NULL,   -- the embedder that made vector
    content_hash bytea NOT NULL,  -- of what was embedded: same hash and model, same vector
    vector       bytea NOT NULL,  -- float32, little-endian
    lat          double precision,
    lon          double precision,
    keywords     jsonb NOT NULL DEFAULT '{}',
    numbers      jsonb NOT NULL DEFAULT '{}',
    text         text NOT NULL DEFAULT '',
    updated_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, id)
);

-- How far each consumer of the outbox has got: the document builder, each
-- persistent backend, and resumable rebuilds.
CREATE TABLE index_cursors (
    name       text PRIMARY KEY,
    position   bigint NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
);

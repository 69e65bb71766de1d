-- Every screening is kept; the latest of a submission is what
-- GET /api/screening/submission/{id} returns.
CREATE TABLE screenings (
    id            bigserial PRIMARY KEY,
    candidate_id  bigint NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
    job_id        bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    submission_id bigint REFERENCES job_submissions (id) ON DELETE CASCADE,
    evaluator     text NOT NULL,
    result        jsonb NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX screenings_submission_idx ON screenings (submission_id, id DESC);

-- The submission pipeline: notes on a submission and every change of its
-- status, who made it and when (the first row is the initial status).
ALTER TABLE job_submissions ADD COLUMN notes text NOT NULL DEFAULT '';
ALTER TABLE job_submissions ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX job_submissions_status_idx ON job_submissions (status_id);

CREATE TABLE job_submission_status_history (
    id             bigserial PRIMARY KEY,
    submission_id  bigint NOT NULL REFERENCES job_submissions (id) ON DELETE CASCADE,
    from_status_id bigint REFERENCES statuses (id),
    to_status_id   bigint NOT NULL REFERENCES statuses (id),
    changed_by     bigint REFERENCES users (id) ON DELETE SET NULL,
    changed_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_submission_status_history_idx ON job_submission_status_history (submission_id, id);

-- Submissions made before this migration start their history with their
-- status as it is, at their creation, by nobody known.
INSERT INTO job_submission_status_history (submission_id, to_status_id, changed_at)
SELECT id, status_id, created_at FROM job_submissions;

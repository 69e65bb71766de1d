-- Roles, users and the tokens that authenticate them.
CREATE TABLE roles (
    id          integer PRIMARY KEY,
    name        text NOT NULL UNIQUE,
    description text NOT NULL
);

INSERT INTO roles (id, name, description) VALUES
    (1, 'admin', 'Manages users, tokens and every record'),
    (2, 'recruiter', 'Reads and writes candidates, jobs, submissions and files'),
    (3, 'viewer', 'Reads every record and writes none');

CREATE TABLE users (
    id         bigserial PRIMARY KEY,
    first_name text NOT NULL,
    last_name  text NOT NULL,
    email      text NOT NULL,
    phone      text NOT NULL DEFAULT '',
    role_id    integer NOT NULL REFERENCES roles (id),
    is_active  boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE api_tokens (
    id           bigserial PRIMARY KEY,
    user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name         text NOT NULL DEFAULT '',
    hash         bytea NOT NULL UNIQUE,
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at   timestamptz
);

-- Statuses of candidates, jobs and job submissions.
CREATE TABLE statuses (
    id          serial PRIMARY KEY,
    name        text NOT NULL,
    type        text NOT NULL CHECK (type IN ('CANDIDATE', 'JOB', 'JOB_SUBMISSION')),
    description text NOT NULL DEFAULT '',
    is_default  boolean NOT NULL DEFAULT false,
    is_active   boolean NOT NULL DEFAULT true,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX statuses_type_name_key ON statuses (type, lower(name));
CREATE UNIQUE INDEX statuses_one_default_key ON statuses (type) WHERE is_default;

INSERT INTO statuses (name, type, description, is_default) VALUES
    ('ACTIVE', 'CANDIDATE', 'Available and being considered for jobs', true),
    ('INACTIVE', 'CANDIDATE', 'Not currently looking or not to be contacted', false),
    ('PENDING', 'CANDIDATE', 'Awaiting review or missing information', false),
    ('Open', 'JOB', 'Accepting candidates', true),
    ('Closed', 'JOB', 'No longer accepting candidates', false),
    ('On hold', 'JOB', 'Paused by the client', false),
    ('Filled', 'JOB', 'Every opening has been filled', false),
    ('Submitted', 'JOB_SUBMISSION', 'The candidate was submitted to the job', true),
    ('Screening', 'JOB_SUBMISSION', 'The submission is being screened', false),
    ('Interviewing', 'JOB_SUBMISSION', 'The candidate is interviewing', false),
    ('Offered', 'JOB_SUBMISSION', 'The candidate received an offer', false),
    ('Placed', 'JOB_SUBMISSION', 'The candidate was placed in the job', false),
    ('Rejected', 'JOB_SUBMISSION', 'The submission was rejected', false),
    ('Withdrawn', 'JOB_SUBMISSION', 'The candidate withdrew', false);

CREATE TABLE candidates (
    id                 bigserial PRIMARY KEY,
    first_name         text NOT NULL,
    last_name          text NOT NULL,
    email              text NOT NULL,
    phone              text NOT NULL DEFAULT '',
    has_address        boolean NOT NULL DEFAULT false,
    address1           text NOT NULL DEFAULT '',
    address2           text NOT NULL DEFAULT '',
    city               text NOT NULL DEFAULT '',
    state              text NOT NULL DEFAULT '',
    zip                text NOT NULL DEFAULT '',
    country_code       text NOT NULL DEFAULT '',
    timezone           text NOT NULL DEFAULT '',
    notes              text NOT NULL DEFAULT '',
    profession         text NOT NULL DEFAULT '',
    specialty          text NOT NULL DEFAULT '',
    status_id          integer NOT NULL REFERENCES statuses (id),
    profile            jsonb,
    profile_updated_at timestamptz,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX candidates_email_key ON candidates (lower(email));
CREATE INDEX candidates_status_idx ON candidates (status_id);
CREATE INDEX candidates_updated_idx ON candidates (updated_at);

CREATE TABLE jobs (
    id                  bigserial PRIMARY KEY,
    title               text NOT NULL,
    description         text NOT NULL,
    public_description  text NOT NULL DEFAULT '',
    start_date          bigint NOT NULL,
    address1            text NOT NULL DEFAULT '',
    address2            text NOT NULL DEFAULT '',
    city                text NOT NULL DEFAULT '',
    state               text NOT NULL DEFAULT '',
    zip                 text NOT NULL DEFAULT '',
    country_code        text NOT NULL DEFAULT '',
    timezone            text NOT NULL DEFAULT '',
    employment_type     text NOT NULL CHECK (employment_type IN ('DIRECT', 'CONTRACT')),
    status              text NOT NULL CHECK (status IN ('OPEN', 'CLOSED', 'ON_HOLD', 'FILLED')),
    notes               text NOT NULL DEFAULT '',
    -- Optional job fields used by matching; absent ones are derived from the description.
    criteria            jsonb,
    employer_id         bigint,
    employer_name       text NOT NULL DEFAULT '',
    employer_city       text NOT NULL DEFAULT '',
    employer_state      text NOT NULL DEFAULT '',
    employer_zip        text NOT NULL DEFAULT '',
    job_type            text NOT NULL DEFAULT '',
    shifts              text[] NOT NULL DEFAULT '{}',
    hours_min           integer,
    hours_max           integer,
    compensation_type   text NOT NULL DEFAULT '',
    compensation_min    double precision,
    compensation_max    double precision,
    experience          text NOT NULL DEFAULT '',
    certifications      text[] NOT NULL DEFAULT '{}',
    license_type        text NOT NULL DEFAULT '',
    license_state       text NOT NULL DEFAULT '',
    profession          text NOT NULL DEFAULT '',
    specialty           text NOT NULL DEFAULT '',
    department          text NOT NULL DEFAULT '',
    remote              boolean,
    version             integer NOT NULL DEFAULT 1,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_status_idx ON jobs (status);
CREATE INDEX jobs_updated_idx ON jobs (updated_at);

CREATE TABLE job_submissions (
    id           bigserial PRIMARY KEY,
    job_id       bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    candidate_id bigint NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
    status_id    integer NOT NULL REFERENCES statuses (id),
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (job_id, candidate_id)
);
CREATE INDEX job_submissions_candidate_idx ON job_submissions (candidate_id);

-- File metadata; the bytes live beside it so a listing never reads them.
CREATE TABLE files (
    id           bigserial PRIMARY KEY,
    file_name    text NOT NULL,
    content_type text NOT NULL,
    size         bigint NOT NULL,
    sha256       bytea NOT NULL,
    candidate_id bigint REFERENCES candidates (id) ON DELETE CASCADE,
    type         text NOT NULL,
    description  text NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_candidate_idx ON files (candidate_id, type);

CREATE TABLE file_blobs (
    file_id bigint PRIMARY KEY REFERENCES files (id) ON DELETE CASCADE,
    content bytea NOT NULL
);

-- Every write to candidates, jobs, files and submissions appends here in the
-- same transaction; the indexer consumes it in id order.
CREATE TABLE outbox (
    id         bigserial PRIMARY KEY,
    entity     text NOT NULL CHECK (entity IN ('candidate', 'job', 'file', 'job_submission')),
    entity_id  bigint NOT NULL,
    op         text NOT NULL CHECK (op IN ('upsert', 'delete')),
    created_at timestamptz NOT NULL DEFAULT now()
);

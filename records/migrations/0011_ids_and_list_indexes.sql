-- Status ids were int4 while every other id is int8, so a statusId past 2^31
-- that the API accepts as a 64-bit integer reached Postgres as the wrong type.
-- Every id is int8 from here on. (Rewrites candidates and job_submissions.)
ALTER TABLE statuses ALTER COLUMN id TYPE bigint;
ALTER SEQUENCE statuses_id_seq AS bigint;
ALTER TABLE candidates ALTER COLUMN status_id TYPE bigint;
ALTER TABLE job_submissions ALTER COLUMN status_id TYPE bigint;

-- Every list counts what its filters match (the total beside each page):
-- the candidate filters an index serves, so that the count does not read
-- every candidate.
CREATE INDEX candidates_state_idx ON candidates (upper(state));
CREATE INDEX candidates_specialty_idx ON candidates (lower(specialty));
CREATE INDEX candidates_profession_idx ON candidates (lower(profession));

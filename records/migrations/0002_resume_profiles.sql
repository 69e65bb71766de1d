-- A candidate's parsed profile comes from one resume file: the newest that
-- parsed. Files record why they could not be parsed, so that a background
-- parser does not retry them forever.
ALTER TABLE candidates ADD COLUMN profile_file_id bigint REFERENCES files (id) ON DELETE SET NULL;
ALTER TABLE files ADD COLUMN parse_error text;
CREATE INDEX files_resume_idx ON files (candidate_id, id) WHERE type = 'resume';

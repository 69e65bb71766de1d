-- What preparing each candidate for screening found in its texts
-- (screening.Facts: the concepts they name, its roles' concepts, its
-- credentials), stored by the document builder beside the candidate's index
-- document, so that matching reads them instead of searching the resume
-- text again for every candidate of a retrieval window. Derived like the
-- documents: `recruitd reindex` rebuilds every row. A row is read only
-- while its version is the binary's screening.FactsVersion() and the
-- candidate's updated_at is the one it was found at; otherwise matching
-- prepares the candidate from its texts.
CREATE TABLE candidate_facts (
    candidate_id      bigint PRIMARY KEY,
    version           bigint NOT NULL,
    record_updated_at timestamptz NOT NULL,
    facts             bytea NOT NULL
);

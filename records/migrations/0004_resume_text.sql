-- The text a profile was parsed from: screening quotes its evidence from it
-- verbatim.
ALTER TABLE candidates ADD COLUMN resume_text text;

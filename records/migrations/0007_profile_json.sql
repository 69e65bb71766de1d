-- The parsed profile is stored and returned whole, never queried inside:
-- json keeps the text as written and reads back at about twice the speed of
-- jsonb, which has to be serialised on every read (document builds and
-- matching read thousands of profiles per second).
ALTER TABLE candidates ALTER COLUMN profile TYPE json USING profile::json;

-- Vectors are stored as IEEE half floats: half the bytes of float32 (384
-- dimensions take 768), so a candidate's document row stays under the 2 kB
-- at which Postgres compresses and moves values out of line, and a rebuild
-- writes and a start-up reads half as much. Half precision keeps about three
-- decimal digits, far below the gaps that order matches. Rows written before
-- keep their float32 vectors (vector_bits 32) until they are next written.
ALTER TABLE index_documents ADD COLUMN vector_bits smallint NOT NULL DEFAULT 32 CHECK (vector_bits IN (16, 32));

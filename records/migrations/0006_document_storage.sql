-- Rebuilds write every document again: lz4 compresses several times faster
-- than the default pglz, and gives up quickly on the vector (float32 noise).
ALTER TABLE index_documents ALTER COLUMN text SET COMPRESSION lz4;
ALTER TABLE index_documents ALTER COLUMN vector SET COMPRESSION lz4;

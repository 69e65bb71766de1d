-- A document's keywords and numbers are written and read whole by the
-- indexer and every backend load, never queried inside: json skips jsonb's
-- parse on every write and its serialisation on every read.
ALTER TABLE index_documents ALTER COLUMN keywords TYPE json USING keywords::json;
ALTER TABLE index_documents ALTER COLUMN numbers TYPE json USING numbers::json;

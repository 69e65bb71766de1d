// Package records is the Postgres adapter of the service's records:
// candidates, jobs, job submissions, statuses, users, API tokens, files and
// stored screenings and documents, the SQL migrations that shape them, and the
// outbox that tells the indexer what changed. The domain types it stores live
// in the root package; only the packages that store something import this one,
// so pgx is linked nowhere else.
//
// Store methods return *recruitd.Error values of kind not_found, conflict or
// validation_error where the caller can act on them.
package records

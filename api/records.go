package api

import "github.com/recruitd/recruitd/records"

// DecodeCandidate decodes and checks body as POST /api/candidates does, and
// returns the candidate to create. Errors: one validation error listing
// every problem of the body.
func DecodeCandidate(body []byte) (records.Candidate, error) {
	var in candidateInput
	var c checks
	if err := unmarshalStrict(body, &in, &c); err != nil {
		return records.Candidate{}, err
	}
	return in.toCandidate(&c)
}

// DecodeJob decodes and checks body as POST /api/jobs does, and returns the
// job to create. Errors: one validation error listing every problem of the
// body.
func DecodeJob(body []byte) (records.Job, error) {
	var in jobInput
	var c checks
	if err := unmarshalStrict(body, &in, &c); err != nil {
		return records.Job{}, err
	}
	return in.toJob(0, &c)
}

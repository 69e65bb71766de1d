package api

import "github.com/recruitd/recruitd"

// DecodeCandidate decodes and checks body as POST /api/candidates does, and
// returns the candidate to create. Errors: one validation error listing
// every problem of the body.
func DecodeCandidate(body []byte) (recruitd.Candidate, error) {
	var in candidateInput
	var c checks
	if err := unmarshalStrict(body, &in, &c); err != nil {
		return recruitd.Candidate{}, err
	}
	return in.toCandidate(&c)
}

// DecodeJob decodes and checks body as POST /api/jobs does, and returns the
// job to create. Errors: one validation error listing every problem of the
// body.
func DecodeJob(body []byte) (recruitd.Job, error) {
	var in jobInput
	var c checks
	if err := unmarshalStrict(body, &in, &c); err != nil {
		return recruitd.Job{}, err
	}
	return in.toJob(0, &c)
}

package api

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/recruitd/recruitd"
)

// fuzzBody decodes and validates a body the way a create handler does, and
// checks that an accepted body leaves nothing required unset, that a refused
// one says why, and that neither panics.
func fuzzBody[T any](f *testing.F, seeds []string, validate func(in *T, c *checks) error, accepted func(t *testing.T, in *T)) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var in T
		var c checks
		err := unmarshalStrict(body, &in, &c)
		if err == nil {
			err = validate(&in, &c)
		}
		if err == nil {
			accepted(t, &in)
			return
		}
		if code := recruitd.ErrorCode(err); code != recruitd.Invalid {
			t.Fatalf("refused with %q, want validation_error: %v", code, err)
		}
		if recruitd.ErrorMessage(err) == "" {
			t.Fatalf("refusal without a message: %v", err)
		}
	})
}

func wantSet(t *testing.T, field string, v *string, max int) {
	t.Helper()
	if v == nil || strings.TrimSpace(*v) == "" || len(*v) > max || !utf8.ValidString(*v) {
		t.Fatalf("accepted body with %s = %v", field, v)
	}
}

func FuzzCandidateBody(f *testing.F) {
	fuzzBody(f, []string{
		`{"firstName":"Ana","lastName":"Ruiz","email":"ana@example.com","statusId":1}`,
		`{"firstName":"Ana","lastName":"Ruiz","email":"ana@example.com","statusId":1,"address":{"city":"Austin","timezone":"America/Chicago"}}`,
		`{"firstName":5}`, `{"address":[]}`, `[]`, `{"statusId":1e99}`,
	}, func(in *candidateInput, c *checks) error {
		in.check(c, true)
		return c.err("invalid candidate")
	}, func(t *testing.T, in *candidateInput) {
		wantSet(t, "firstName", in.FirstName, maxName)
		wantSet(t, "lastName", in.LastName, maxName)
		wantSet(t, "email", in.Email, maxEmail)
		if in.StatusID == nil || *in.StatusID <= 0 {
			t.Fatalf("accepted statusId %v", in.StatusID)
		}
	})
}

func FuzzJobBody(f *testing.F) {
	fuzzBody(f, []string{
		`{"title":"RN","description":"ICU","startDate":1767225600,"address":{"city":"Austin"},"employmentType":"DIRECT","status":"OPEN"}`,
		`{"title":"RN","description":"ICU","startDate":1767225600000,"address":{},"employmentType":"CONTRACT","status":"FILLED","criteria":[{"description":"BLS","importance":"required","type":"certification"}],"compensation":{"type":"hourly","minimum":50,"maximum":60},"schedule":{"shifts":["night"],"hoursPerWeek":{"minimum":36}}}`,
		`{"criteria":[{}]}`, `{"startDate":-1}`, `{"compensation":{"minimum":-1}}`,
	}, func(in *jobInput, c *checks) error {
		_, err := in.toJob(0, c)
		return err
	}, func(t *testing.T, in *jobInput) {
		j, err := in.toJob(0, &checks{})
		if err != nil {
			t.Fatalf("second conversion of an accepted job failed: %v", err)
		}
		wantSet(t, "title", &j.Title, maxShort)
		wantSet(t, "description", &j.Description, maxText)
		if j.StartDate < 0 || j.StartDate > maxUnixSeconds {
			t.Fatalf("accepted startDate %d", j.StartDate)
		}
		for _, cr := range j.Criteria {
			if cr.Importance != "required" && cr.Importance != "preferred" && cr.Importance != "optional" {
				t.Fatalf("accepted importance %q", cr.Importance)
			}
		}
		if cp := j.Compensation; cp.Minimum != nil && cp.Maximum != nil && *cp.Minimum > *cp.Maximum {
			t.Fatalf("accepted compensation %v > %v", *cp.Minimum, *cp.Maximum)
		}
	})
}

func FuzzSubmissionBody(f *testing.F) {
	fuzzBody(f, []string{`{"jobId":1,"candidateId":2,"statusId":8}`, `{"jobId":"1"}`, `{"jobId":0}`},
		func(in *submissionInput, c *checks) error {
			c.positive("jobId", in.JobID)
			c.positive("candidateId", in.CandidateID)
			c.positive("statusId", in.StatusID)
			return c.err("invalid job submission")
		}, func(t *testing.T, in *submissionInput) {
			if *in.JobID <= 0 || *in.CandidateID <= 0 || *in.StatusID <= 0 {
				t.Fatalf("accepted ids %d %d %d", *in.JobID, *in.CandidateID, *in.StatusID)
			}
		})
}

func FuzzStatusBody(f *testing.F) {
	fuzzBody(f, []string{`{"name":"Hold","type":"JOB"}`, `{"name":"X","type":"CANDIDATE","isDefault":true,"isActive":false}`, `{"type":1}`},
		func(in *statusInput, c *checks) error {
			_, err := in.toStatus(0, c)
			return err
		}, func(t *testing.T, in *statusInput) {
			st, _ := in.toStatus(0, &checks{})
			if st.Name == "" || (st.Type != "CANDIDATE" && st.Type != "JOB" && st.Type != "JOB_SUBMISSION") || (st.IsDefault && !st.IsActive) {
				t.Fatalf("accepted status %+v", st)
			}
		})
}

func FuzzUserBody(f *testing.F) {
	fuzzBody(f, []string{`{"firstName":"A","lastName":"B","email":"a@b.co","role":"viewer"}`, `{"email":"x"}`},
		func(in *userInput, c *checks) error {
			in.check(c)
			return c.err("invalid user")
		}, func(t *testing.T, in *userInput) {
			wantSet(t, "firstName", in.FirstName, maxName)
			wantSet(t, "email", in.Email, maxEmail)
		})
}

func FuzzFileBody(f *testing.F) {
	fuzzBody(f, []string{`{"fileName":"a.pdf","contentType":"application/pdf","type":"resume","base64Content":"aGk="}`,
		`{"fileName":"a","contentType":"x","type":"","base64Content":"!!"}`},
		func(in *fileInput, c *checks) error {
			in.check(c)
			if in.Base64Content == nil && !c.has("base64Content") {
				c.add("base64Content: required")
			}
			return c.err("invalid file")
		}, func(t *testing.T, in *fileInput) {
			wantSet(t, "fileName", in.FileName, maxFileName)
			wantSet(t, "contentType", in.ContentType, maxShort)
			wantSet(t, "type", in.Type, maxShort)
			if strings.ContainsAny(*in.FileName, "/\\\x00") {
				t.Fatalf("accepted a path as file name: %q", *in.FileName)
			}
		})
}

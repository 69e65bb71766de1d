package records

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/recruitd/recruitd"
)

// jobWritable are the columns a client sets, in the order of jobArgs.
const jobWritable = `title, description, public_description, start_date,
	address1, address2, city, state, zip, country_code, timezone,
	employment_type, status, notes, criteria,
	employer_id, employer_name, employer_city, employer_state, employer_zip,
	job_type, shifts, hours_min, hours_max, compensation_type, compensation_min, compensation_max,
	experience, certifications, license_type, license_state,
	profession, specialty, department, remote`

const jobColumns = `id, ` + jobWritable + `, version, created_at, updated_at`

// storedCriterion is a criterion's form in the jobs.criteria column.
type storedCriterion struct {
	Description string `json:"description"`
	Importance  string `json:"importance"`
	Type        string `json:"type"`
}

func scanJob(row pgx.Row) (recruitd.Job, error) {
	var j recruitd.Job
	var criteria []storedCriterion
	a := &j.Address
	err := row.Scan(&j.ID, &j.Title, &j.Description, &j.PublicDescription, &j.StartDate,
		&a.Address1, &a.Address2, &a.City, &a.State, &a.Zip, &a.CountryCode, &a.Timezone,
		&j.EmploymentType, &j.Status, &j.Notes, &criteria,
		&j.Employer.ID, &j.Employer.Name, &j.Employer.City, &j.Employer.State, &j.Employer.Zip,
		&j.JobType, &j.Schedule.Shifts, &j.Schedule.HoursMin, &j.Schedule.HoursMax,
		&j.Compensation.Type, &j.Compensation.Minimum, &j.Compensation.Maximum,
		&j.Requirements.Experience, &j.Requirements.Certifications, &j.Requirements.LicenseType, &j.Requirements.LicenseState,
		&j.Profession, &j.Specialty, &j.Department, &j.Remote, &j.Version, &j.Created, &j.Updated)
	if criteria != nil {
		j.Criteria = make([]recruitd.Criterion, len(criteria))
		for i, c := range criteria {
			j.Criteria[i] = recruitd.Criterion(c)
		}
	}
	return j, err
}

// jobArgs are the values of the jobWritable columns.
func jobArgs(j recruitd.Job) ([]any, error) {
	var criteria []byte
	if j.Criteria != nil {
		stored := make([]storedCriterion, len(j.Criteria))
		for i, c := range j.Criteria {
			stored[i] = storedCriterion(c)
		}
		var err error
		if criteria, err = json.Marshal(stored); err != nil {
			return nil, fmt.Errorf("encode criteria: %w", err)
		}
	}
	a := j.Address
	return []any{j.Title, j.Description, j.PublicDescription, j.StartDate,
		a.Address1, a.Address2, a.City, a.State, a.Zip, a.CountryCode, a.Timezone,
		j.EmploymentType, j.Status, j.Notes, criteria,
		j.Employer.ID, j.Employer.Name, j.Employer.City, j.Employer.State, j.Employer.Zip,
		j.JobType, nonNil(j.Schedule.Shifts), j.Schedule.HoursMin, j.Schedule.HoursMax,
		j.Compensation.Type, j.Compensation.Minimum, j.Compensation.Maximum,
		j.Requirements.Experience, nonNil(j.Requirements.Certifications), j.Requirements.LicenseType, j.Requirements.LicenseState,
		j.Profession, j.Specialty, j.Department, j.Remote}, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// jobAssignments sets every writable column from $2 on; $1 is the id.
var jobAssignments = assignments(jobWritable, 2)

// assignments turns a column list into "col = $n, ..." numbered from first.
func assignments(columns string, first int) string {
	cols := strings.Split(columns, ",")
	for i, c := range cols {
		cols[i] = fmt.Sprintf("%s = $%d", strings.TrimSpace(c), first+i)
	}
	return strings.Join(cols, ", ")
}

// CreateJob stores a new job.
func (s *Store) CreateJob(ctx context.Context, j recruitd.Job) (recruitd.Job, error) {
	args, err := jobArgs(j)
	if err != nil {
		return recruitd.Job{}, err
	}
	var out recruitd.Job
	err = s.inTx(ctx, func(tx *outboxTx) error {
		placeholders := make([]string, len(args))
		for i := range args {
			placeholders[i] = fmt.Sprintf("$%d", i+1)
		}
		var err error
		out, err = scanJob(tx.QueryRow(ctx, `INSERT INTO jobs (`+jobWritable+`) VALUES (`+
			strings.Join(placeholders, ", ")+`) RETURNING `+jobColumns, args...))
		if err != nil {
			return translate(err, "job")
		}
		appendOutbox(tx, recruitd.EntityJob, out.ID, recruitd.OpCreate)
		return nil
	})
	return out, err
}

// UpdateJob replaces every writable field of a job. Errors: not_found.
func (s *Store) UpdateJob(ctx context.Context, j recruitd.Job) (recruitd.Job, error) {
	args, err := jobArgs(j)
	if err != nil {
		return recruitd.Job{}, err
	}
	var out recruitd.Job
	err = s.inTx(ctx, func(tx *outboxTx) error {
		var err error
		out, err = scanJob(tx.QueryRow(ctx, `UPDATE jobs SET `+jobAssignments+
			`, version = version + 1, updated_at = now() WHERE id = $1 RETURNING `+jobColumns,
			append([]any{j.ID}, args...)...))
		if err != nil {
			return translate(err, fmt.Sprintf("job %d", j.ID))
		}
		appendOutbox(tx, recruitd.EntityJob, out.ID, recruitd.OpUpdate)
		return nil
	})
	return out, err
}

// Job returns one job. Errors: not_found.
func (s *Store) Job(ctx context.Context, id int64) (recruitd.Job, error) {
	j, err := scanJob(s.pool.QueryRow(ctx, `SELECT `+jobColumns+` FROM jobs WHERE id = $1`, id))
	if err != nil {
		return recruitd.Job{}, translate(err, fmt.Sprintf("job %d", id))
	}
	return j, nil
}

// JobFilter narrows a job listing; zero fields do not filter.
type JobFilter struct {
	Status         string
	EmploymentType string
	Specialty      string
	State          string
	UpdatedSince   time.Time
	Page           recruitd.Page
}

// Jobs lists jobs in id order and counts all that match.
func (s *Store) Jobs(ctx context.Context, f JobFilter) ([]recruitd.Job, int, error) {
	var w where
	if f.Status != "" {
		w.add("status = $%d", f.Status)
	}
	if f.EmploymentType != "" {
		w.add("employment_type = $%d", f.EmploymentType)
	}
	if f.Specialty != "" {
		w.add("lower(specialty) = lower($%d)", f.Specialty)
	}
	if f.State != "" {
		w.add("upper(state) = upper($%d)", f.State)
	}
	if !f.UpdatedSince.IsZero() {
		w.add("updated_at >= $%d", f.UpdatedSince)
	}
	list, total, err := listPage(ctx, s.pool, jobColumns, " FROM jobs", "id", w, f.Page, scanJob)
	if err != nil {
		return nil, 0, fmt.Errorf("jobs: %w", err)
	}
	return list, total, nil
}

// DeleteJob deletes a job and its submissions. Errors: not_found.
func (s *Store) DeleteJob(ctx context.Context, id int64) error {
	return s.inTx(ctx, func(tx *outboxTx) error {
		if err := deleteDependents(ctx, tx, `SELECT id FROM job_submissions WHERE job_id = $1`, id, recruitd.EntitySubmission); err != nil {
			return err
		}
		return deleteRow(ctx, tx, `DELETE FROM jobs WHERE id = $1`, id, recruitd.EntityJob, "job")
	})
}

// JobsByID returns the jobs with the given ids; missing ids are left out.
func (s *Store) JobsByID(ctx context.Context, ids []int64) ([]recruitd.Job, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+jobColumns+` FROM jobs WHERE id = ANY($1) ORDER BY id`, ids)
	if err != nil {
		return nil, fmt.Errorf("jobs by id: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (recruitd.Job, error) { return scanJob(r) })
	if err != nil {
		return nil, fmt.Errorf("jobs by id: %w", err)
	}
	return list, nil
}

// JobIDs returns up to limit job ids after from, in order.
func (s *Store) JobIDs(ctx context.Context, from int64, limit int) ([]int64, error) {
	return ids(ctx, s.pool, `SELECT id FROM jobs WHERE id > $1 ORDER BY id LIMIT $2`, from, limit)
}

package screening

import (
	"context"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening/criteria"
)

// Candidate is everything a screening reads of a candidate.
type Candidate struct {
	Record recruitd.Candidate
	// Profile is the parsed resume, nil when no resume was parsed.
	Profile *resume.Profile
	// ResumeText is the text Profile was parsed from, "" when none. Text
	// evidence is quoted from it (or from Record's notes, profession and
	// specialty), never made up.
	ResumeText string
	// Files are the metadata of the candidate's files. A certification or
	// licence file naming a credential verifies it.
	Files []recruitd.File
	// Shifts are the shifts of the day the candidate asks for where a
	// request says so (job matching's schedule.shifts): a stated
	// preference, ahead of any the resume states.
	Shifts []string
}

// Options tune a screening.
type Options struct {
	// AsOf is the date credentials must be valid at and current roles count
	// up to; the zero value means now.
	AsOf time.Time
}

// Evaluator screens a candidate against a job's criteria. Rules is the
// rule-based one; an LLM-backed evaluator implements the same interface.
type Evaluator interface {
	// Evaluate screens c against job and its criteria crit; the result
	// names the evaluator that decided (Result.Evaluator). It returns an
	// error of kind unavailable when a backend it needs cannot be reached,
	// and ctx's error when ctx ends first.
	Evaluate(ctx context.Context, c Candidate, job recruitd.Job, crit []criteria.Criterion, opt Options) (Result, error)
}

// RulesName is the name of the rule-based evaluator in Result.Evaluator.
const RulesName = "rules"

// Rules is the rule-based Evaluator: Screen behind the Evaluator interface.
type Rules struct{}

var _ Evaluator = Rules{}

// Evaluate returns Screen's result; it fails only when ctx has ended.
func (Rules) Evaluate(ctx context.Context, c Candidate, job recruitd.Job, crit []criteria.Criterion, opt Options) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	return Screen(c, job, crit, opt), nil
}

// Status is how far a criterion is met (SPEC 2.9).
type Status string

// The statuses of SPEC 2.9.
const (
	FullyMet     Status = "FullyMet"
	PartiallyMet Status = "PartiallyMet"
	NotMet       Status = "NotMet"
)

// Basis is what a criterion's status rests on. It tells "we found nothing"
// apart from "we found the opposite", which scores and disqualification
// treat differently.
type Basis string

// The bases of a status. FullyMet and PartiallyMet always rest on
// Evidence; NotMet rests on Contradiction or on nothing (Unverified).
const (
	// Evidence: the candidate's resume, profile, record or files show it.
	Evidence Basis = "evidence"
	// Unverified: nothing shows it either way; absence from a resume is not
	// proof of absence.
	Unverified Basis = "unverified"
	// Contradiction: what the candidate's documents show rules it out, such
	// as a work history clearly too short or a degree below the one asked.
	Contradiction Basis = "contradicted"
)

// Fit is how a candidate's profession fits a job's.
type Fit string

// The fits, best first.
const (
	// FitExact: the candidate does the job's profession (or one that counts
	// as it: a nurse practitioner is a registered nurse).
	FitExact Fit = "exact"
	// FitAdjacent: a profession next to the job's (taxonomy.Adjacent: a
	// radiologic technologist for a CT technologist's job).
	FitAdjacent Fit = "adjacent"
	// FitUnknown: nothing says what the candidate does, or the job names no
	// profession.
	FitUnknown Fit = "unknown"
	// FitOther: the candidate does another profession.
	FitOther Fit = "other"
)

// QualificationLevel is how the candidate's background compares with the
// job's level (SPEC 2.11).
type QualificationLevel string

// The qualification levels.
const (
	Underqualified QualificationLevel = "Underqualified"
	Appropriate    QualificationLevel = "Appropriate"
	Overqualified  QualificationLevel = "Overqualified"
)

// ReadinessStatus is where a job submission stands (SPEC 2.12).
type ReadinessStatus string

// The readiness statuses, most ready first.
const (
	Ready              ReadinessStatus = "Ready"
	NeedsInformation   ReadinessStatus = "NeedsInformation"
	NeedsQualification ReadinessStatus = "NeedsQualification"
	NotQualified       ReadinessStatus = "NotQualified"
)

// Result is a screening of one candidate against one job (SPEC 2.11, with
// the summary of 2.10 and the readiness of 2.12). The api package converts
// it to the wire shape.
type Result struct {
	// Evaluator names who decided the criteria's statuses: RulesName, or
	// an LLM evaluator's name ("llm:<model>").
	Evaluator string
	// CurrentScore is the match percentage on verified evidence, 0-100.
	CurrentScore float64
	// PotentialScore is the percentage if every unverified criterion were
	// met, 0-100 and never below CurrentScore.
	PotentialScore float64
	// RequiredScore is CurrentScore over the required criteria alone, 0-100,
	// skills and free-text requirements left out (softTypes; 100 when
	// nothing else is required): what a job cannot do without, which
	// ranking reads before its wishes.
	RequiredScore float64
	// Disqualify reports that a required criterion is contradicted by
	// evidence; a criterion merely unverified never disqualifies.
	Disqualify         bool
	QualificationLevel QualificationLevel
	// IsRelevant reports that the candidate's profession or specialty is in
	// the job's field.
	IsRelevant bool
	// Profession is how what the candidate does now fits the job's
	// profession: the verdict on the job's profession criterion
	// (criteria.Role). Ranking puts another profession after an unknown
	// one, and both after a fitting one.
	Profession Fit
	Criteria   []CriterionResult
	Summary    Summary
	Readiness  Readiness
}

// CriterionResult is the evaluation of one criterion (SPEC 2.9).
type CriterionResult struct {
	ID         int
	Source     string
	Question   string
	Criteria   string // the criterion's original text
	Type       string
	Importance string
	Status     Status
	Basis      Basis
	// Reasoning is one sentence a recruiter understands.
	Reasoning string
	// TextEvidence is a verbatim excerpt of the candidate's resume text or of
	// the record's notes, profession or specialty; nil when none.
	TextEvidence *string
}

// Summary is the screening summary (SPEC 2.10).
type Summary struct {
	ScreeningSummary  string
	Strengths         []string
	Gaps              []string
	FollowUpQuestions []string
	// MissingInformation lists what could not be verified.
	MissingInformation []string
}

// Readiness is how ready a job submission is to go to the client (SPEC 2.12).
type Readiness struct {
	ReadinessScore     float64
	Status             ReadinessStatus
	RequiredDocuments  Documents
	QualificationGaps  QualificationGaps
	WorkHistoryGaps    WorkHistoryGaps
	VerificationStatus VerificationStatus
	// NextSteps are the recruiter's actions, most urgent first.
	NextSteps []string
}

// Documents are the credentials a job asks for, by what is known of them.
type Documents struct {
	Missing      []string
	ExpiringSoon []string
	Verified     []string
}

// QualificationGaps are the criteria known not to be met: Critical for
// required ones, Recommended for preferred and optional ones.
type QualificationGaps struct {
	Critical    []string
	Recommended []string
}

// WorkHistoryGaps are the breaks of three months or more in the work history.
type WorkHistoryGaps struct {
	Gaps             []Gap
	TotalGapDuration string
}

// Gap is one break in employment; dates are ISO 8601 (YYYY-MM-DD).
type Gap struct {
	StartDate string
	EndDate   string
	Duration  string // human-readable, e.g. "4 months"
}

// VerificationStatus lists the credentials claimed but not yet backed by a
// document, and those that are.
type VerificationStatus struct {
	PendingVerification []string
	Verified            []string
}

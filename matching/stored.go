package matching

import (
	"encoding/json"

	"github.com/recruitd/recruitd/screening"
)

// storedResult is how a screening result is kept in Postgres: a shape of
// its own, so that a change to the API's shapes never rewrites what is
// stored. Its field names are those screenings were first stored under
// (SPEC 2.11's), so rows stored before it existed read back unchanged.
type storedResult struct {
	Evaluator          string            `json:"evaluator,omitempty"`
	CurrentScore       float64           `json:"currentScore"`
	PotentialScore     float64           `json:"potentialScore"`
	Disqualify         bool              `json:"disqualify"`
	QualificationLevel string            `json:"qualificationLevel"`
	IsRelevant         bool              `json:"isRelevant"`
	Profession         string            `json:"profession,omitempty"`
	Criteria           []storedCriterion `json:"criteria"`
	Summary            storedSummary     `json:"submissionSummary"`
	Readiness          storedReadiness   `json:"applicationReadiness"`
}

type storedCriterion struct {
	ID           int     `json:"id"`
	Source       string  `json:"source"`
	Question     string  `json:"question"`
	Criteria     string  `json:"criteria"`
	Type         string  `json:"type"`
	Importance   string  `json:"importance,omitempty"`
	Status       string  `json:"status"`
	Basis        string  `json:"basis,omitempty"`
	Reasoning    string  `json:"reasoning"`
	TextEvidence *string `json:"textEvidence"`
}

type storedSummary struct {
	ScreeningSummary   string   `json:"screeningSummary"`
	Strengths          []string `json:"strengths"`
	Gaps               []string `json:"gaps"`
	FollowUpQuestions  []string `json:"followUpQuestions"`
	MissingInformation []string `json:"missingInformation"`
}

type storedReadiness struct {
	ReadinessScore    float64 `json:"readinessScore"`
	Status            string  `json:"status"`
	RequiredDocuments struct {
		Missing      []string `json:"missing"`
		ExpiringSoon []string `json:"expiringSoon"`
		Verified     []string `json:"verified"`
	} `json:"requiredDocuments"`
	QualificationGaps struct {
		Critical    []string `json:"critical"`
		Recommended []string `json:"recommended"`
	} `json:"qualificationGaps"`
	WorkHistoryGaps struct {
		Gaps             []storedGap `json:"gaps"`
		TotalGapDuration string      `json:"totalGapDuration"`
	} `json:"workHistoryGaps"`
	VerificationStatus struct {
		PendingVerification []string `json:"pendingVerification"`
		Verified            []string `json:"verified"`
	} `json:"verificationStatus"`
	NextSteps []string `json:"nextSteps"`
}

type storedGap struct {
	StartDate string `json:"startDate"`
	EndDate   string `json:"endDate"`
	Duration  string `json:"duration"`
}

// toStored converts a result to its stored shape.
func toStored(r screening.Result) storedResult {
	out := storedResult{Evaluator: r.Evaluator, CurrentScore: r.CurrentScore, PotentialScore: r.PotentialScore,
		Disqualify: r.Disqualify, QualificationLevel: string(r.QualificationLevel), IsRelevant: r.IsRelevant,
		Profession: string(r.Profession), Criteria: make([]storedCriterion, len(r.Criteria)),
		Summary: storedSummary{ScreeningSummary: r.Summary.ScreeningSummary, Strengths: r.Summary.Strengths,
			Gaps: r.Summary.Gaps, FollowUpQuestions: r.Summary.FollowUpQuestions, MissingInformation: r.Summary.MissingInformation}}
	for i, c := range r.Criteria {
		out.Criteria[i] = storedCriterion{ID: c.ID, Source: c.Source, Question: c.Question, Criteria: c.Criteria, Type: c.Type,
			Importance: c.Importance, Status: string(c.Status), Basis: string(c.Basis), Reasoning: c.Reasoning, TextEvidence: c.TextEvidence}
	}
	rd, sr := r.Readiness, &out.Readiness
	sr.ReadinessScore, sr.Status, sr.NextSteps = rd.ReadinessScore, string(rd.Status), rd.NextSteps
	sr.RequiredDocuments.Missing, sr.RequiredDocuments.ExpiringSoon, sr.RequiredDocuments.Verified =
		rd.RequiredDocuments.Missing, rd.RequiredDocuments.ExpiringSoon, rd.RequiredDocuments.Verified
	sr.QualificationGaps.Critical, sr.QualificationGaps.Recommended = rd.QualificationGaps.Critical, rd.QualificationGaps.Recommended
	sr.WorkHistoryGaps.TotalGapDuration = rd.WorkHistoryGaps.TotalGapDuration
	for _, g := range rd.WorkHistoryGaps.Gaps {
		sr.WorkHistoryGaps.Gaps = append(sr.WorkHistoryGaps.Gaps, storedGap(g))
	}
	sr.VerificationStatus.PendingVerification, sr.VerificationStatus.Verified =
		rd.VerificationStatus.PendingVerification, rd.VerificationStatus.Verified
	return out
}

// decodeResult reads a stored result back.
func decodeResult(doc []byte) (screening.Result, error) {
	var s storedResult
	if err := json.Unmarshal(doc, &s); err != nil {
		return screening.Result{}, err
	}
	r := screening.Result{Evaluator: s.Evaluator, CurrentScore: s.CurrentScore, PotentialScore: s.PotentialScore,
		Disqualify: s.Disqualify, QualificationLevel: screening.QualificationLevel(s.QualificationLevel), IsRelevant: s.IsRelevant,
		Profession: screening.Fit(s.Profession), Criteria: make([]screening.CriterionResult, len(s.Criteria)),
		Summary: screening.Summary{ScreeningSummary: s.Summary.ScreeningSummary, Strengths: s.Summary.Strengths,
			Gaps: s.Summary.Gaps, FollowUpQuestions: s.Summary.FollowUpQuestions, MissingInformation: s.Summary.MissingInformation}}
	for i, c := range s.Criteria {
		r.Criteria[i] = screening.CriterionResult{ID: c.ID, Source: c.Source, Question: c.Question, Criteria: c.Criteria, Type: c.Type,
			Importance: c.Importance, Status: screening.Status(c.Status), Basis: screening.Basis(c.Basis), Reasoning: c.Reasoning,
			TextEvidence: c.TextEvidence}
	}
	sr, rd := s.Readiness, &r.Readiness
	rd.ReadinessScore, rd.Status, rd.NextSteps = sr.ReadinessScore, screening.ReadinessStatus(sr.Status), sr.NextSteps
	rd.RequiredDocuments = screening.Documents{Missing: sr.RequiredDocuments.Missing,
		ExpiringSoon: sr.RequiredDocuments.ExpiringSoon, Verified: sr.RequiredDocuments.Verified}
	rd.QualificationGaps = screening.QualificationGaps{Critical: sr.QualificationGaps.Critical, Recommended: sr.QualificationGaps.Recommended}
	rd.WorkHistoryGaps.TotalGapDuration = sr.WorkHistoryGaps.TotalGapDuration
	for _, g := range sr.WorkHistoryGaps.Gaps {
		rd.WorkHistoryGaps.Gaps = append(rd.WorkHistoryGaps.Gaps, screening.Gap(g))
	}
	rd.VerificationStatus = screening.VerificationStatus{PendingVerification: sr.VerificationStatus.PendingVerification,
		Verified: sr.VerificationStatus.Verified}
	return r, nil
}

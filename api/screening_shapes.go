package api

// criterionResultJSON is SPEC 2.9.
type criterionResultJSON struct {
	ID           int     `json:"id"`
	Source       string  `json:"source"`
	Question     string  `json:"question"`
	Criteria     string  `json:"criteria"`
	Type         string  `json:"type"`
	Status       string  `json:"status"`
	Reasoning    string  `json:"reasoning"`
	TextEvidence *string `json:"textEvidence"`
}

// summaryJSON is SPEC 2.10.
type summaryJSON struct {
	ScreeningSummary   string   `json:"screeningSummary"`
	FollowUpQuestions  []string `json:"followUpQuestions"`
	MissingInformation []string `json:"missingInformation"`
	Strengths          []string `json:"strengths"`
	Gaps               []string `json:"gaps"`
}

type documentsJSON struct {
	Missing      []string `json:"missing"`
	ExpiringSoon []string `json:"expiringSoon"`
	Verified     []string `json:"verified"`
}

type qualificationGapsJSON struct {
	Critical    []string `json:"critical"`
	Recommended []string `json:"recommended"`
}

type gapJSON struct {
	StartDate string `json:"startDate"`
	EndDate   string `json:"endDate"`
	Duration  string `json:"duration"`
}

type workHistoryGapsJSON struct {
	Gaps             []gapJSON `json:"gaps"`
	TotalGapDuration string    `json:"totalGapDuration"`
}

type verificationJSON struct {
	PendingVerification []string `json:"pendingVerification"`
	Verified            []string `json:"verified"`
}

// readinessJSON is SPEC 2.12.
type readinessJSON struct {
	ReadinessScore     float64               `json:"readinessScore"`
	Status             string                `json:"status"`
	RequiredDocuments  documentsJSON         `json:"requiredDocuments"`
	QualificationGaps  qualificationGapsJSON `json:"qualificationGaps"`
	WorkHistoryGaps    workHistoryGapsJSON   `json:"workHistoryGaps"`
	VerificationStatus verificationJSON      `json:"verificationStatus"`
	NextSteps          []string              `json:"nextSteps"`
}

type screenedCandidateJSON struct {
	ID                int64    `json:"id"`
	Name              string   `json:"name"`
	Location          string   `json:"location"`
	YearsOfExperience *float64 `json:"yearsOfExperience"`
}

type screenedJobJSON struct {
	ID         int64  `json:"id"`
	Title      string `json:"title"`
	Location   string `json:"location"`
	Department string `json:"department"`
}

// screeningJSON is SPEC 2.11; which optional parts are present depends on
// the endpoint (SPEC 4.4, 4.5).
type screeningJSON struct {
	ID                   int64                  `json:"id"`
	JobSubmissionID      *int64                 `json:"jobSubmissionId,omitempty"`
	CandidateID          int64                  `json:"candidateId"`
	JobID                int64                  `json:"jobId"`
	CurrentScore         float64                `json:"currentScore"`
	PotentialScore       float64                `json:"potentialScore"`
	Disqualify           bool                   `json:"disqualify"`
	SubmissionSummary    *summaryJSON           `json:"submissionSummary,omitempty"`
	ApplicationReadiness *readinessJSON         `json:"applicationReadiness,omitempty"`
	Criteria             []criterionResultJSON  `json:"criteria"`
	QualificationLevel   string                 `json:"qualificationLevel"`
	IsRelevant           bool                   `json:"isRelevant"`
	Candidate            *screenedCandidateJSON `json:"candidate,omitempty"`
	Job                  *screenedJobJSON       `json:"job,omitempty"`
	CreatedAt            string                 `json:"createdAt,omitempty"`
}

// matchScreeningJSON is the screening of a match (SPEC 2.13, 2.14).
type matchScreeningJSON struct {
	CurrentScore   float64               `json:"currentScore"`
	PotentialScore float64               `json:"potentialScore"`
	Disqualify     bool                  `json:"disqualify"`
	Summary        summaryJSON           `json:"summary"`
	Questions      []criterionResultJSON `json:"questions"`
}

type matchLocationJSON struct {
	City     string   `json:"city"`
	State    string   `json:"state"`
	ZipCode  string   `json:"zipCode"`
	Distance *float64 `json:"distance"`
}

// candidateMatchJSON is SPEC 2.13.
type candidateMatchJSON struct {
	ID                 int64              `json:"id"`
	Location           matchLocationJSON  `json:"location"`
	Screening          matchScreeningJSON `json:"screening"`
	QualificationLevel string             `json:"qualificationLevel"`
	IsRelevant         bool               `json:"isRelevant"`
}

type candidateMatchesJSON struct {
	Candidates []candidateMatchJSON `json:"candidates"`
	Total      int                  `json:"total"`
	Limit      int                  `json:"limit"`
	Offset     int                  `json:"offset"`
}

type matchEmployerJSON struct {
	ID       *int64       `json:"id"`
	Name     string       `json:"name"`
	Location locationJSON `json:"location"`
}

type matchHoursJSON struct {
	Minimum *int `json:"minimum"`
	Maximum *int `json:"maximum"`
}

type matchScheduleJSON struct {
	Shifts       []string       `json:"shifts"`
	HoursPerWeek matchHoursJSON `json:"hoursPerWeek"`
}

type matchCompensationJSON struct {
	Type    string   `json:"type"`
	Minimum *float64 `json:"minimum"`
	Maximum *float64 `json:"maximum"`
}

type matchRequirementsJSON struct {
	Experience     string      `json:"experience"`
	Certifications []string    `json:"certifications"`
	License        licenseJSON `json:"license"`
}

// jobMatchJSON is SPEC 2.14.
type jobMatchJSON struct {
	ID           int64                 `json:"id"`
	Title        string                `json:"title"`
	Employer     matchEmployerJSON     `json:"employer"`
	JobType      string                `json:"jobType"`
	Schedule     matchScheduleJSON     `json:"schedule"`
	Compensation matchCompensationJSON `json:"compensation"`
	Screening    matchScreeningJSON    `json:"screening"`
	Requirements matchRequirementsJSON `json:"requirements"`
	PostedDate   string                `json:"postedDate"`
	StartDate    string                `json:"startDate"`
	// Distance in miles from the search center; not in SPEC 2.14, which
	// gives jobs no location of their own.
	Distance *float64 `json:"distance"`
}

type jobMatchesJSON struct {
	Jobs   []jobMatchJSON `json:"jobs"`
	Total  int            `json:"total"`
	Limit  int            `json:"limit"`
	Offset int            `json:"offset"`
}

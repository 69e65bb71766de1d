// Package matching owns the use cases of matching and screening: candidates
// for a job and jobs for a candidate (retrieve, load, prepare with the cache,
// screen in parallel, re-rank with an LLM, rank, page), and a screening of
// one candidate against one job, stored. The api package and the MCP server
// decode, validate, call it and respond; retrieval finds, screening judges,
// and this package decides the order (see Compare).
package matching

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/screening/criteria"
)

// Store is what matching reads and writes in Postgres; records.Store
// implements it. Single-record reads return not_found for unknown ids;
// the reads of many leave unknown ids out.
type Store interface {
	Candidate(ctx context.Context, id int64) (recruitd.Candidate, error)
	Job(ctx context.Context, id int64) (recruitd.Job, error)
	JobsByID(ctx context.Context, ids []int64) ([]recruitd.Job, error)
	// CandidatesToScreen returns the records of candidates, their files,
	// their parsed profiles and their screening facts of factsVersion that
	// are current, but not the profiles and facts of candidates whose update
	// time is the one known gives, nor the profiles beside the facts that
	// hold them (see records.Store.CandidatesToScreen).
	CandidatesToScreen(ctx context.Context, ids []int64, known map[int64]time.Time, factsVersion int64) (
		[]recruitd.Candidate, map[int64][]recruitd.File, map[int64]recruitd.Parsed, map[int64]string, error)
	Submission(ctx context.Context, id int64) (recruitd.Submission, error)
	SaveScreening(ctx context.Context, s recruitd.Screening) (recruitd.Screening, error)
	LatestScreening(ctx context.Context, submissionID int64) (recruitd.Screening, error)
}

// Retriever finds the records a match starts from; *retrieval.Retriever
// implements it.
type Retriever interface {
	CandidatesForJob(ctx context.Context, jobID int64, q retrieval.CandidateQuery) ([]retrieval.Match, error)
	JobsForCandidate(ctx context.Context, candidateID int64, q retrieval.JobQuery) ([]retrieval.Match, error)
}

// Config holds the evaluator and the sizes of the caches.
type Config struct {
	// Evaluator screens; nil is the rules.
	Evaluator screening.Evaluator
	// RerankK is how many of the rules' best matches an evaluator other than
	// the rules re-screens; the rest keep the rules' verdicts.
	RerankK int
	// PreparedCacheSize is how many candidates prepared for screening are
	// kept between requests: 0 means DefaultPreparedCacheSize, a negative
	// size keeps none.
	PreparedCacheSize int
	Log               *zap.Logger
}

// criteriaCacheSize is how many job versions' extracted criteria are kept.
const criteriaCacheSize = 10_000

// Service answers matching and screening.
type Service struct {
	store     Store
	retriever Retriever
	evaluator screening.Evaluator
	rerankK   int
	criteria  *criteria.Cache
	prepared  *preparedCache
	log       *zap.Logger
}

// New returns a Service.
func New(store Store, retriever Retriever, cfg Config) *Service {
	if cfg.Evaluator == nil {
		cfg.Evaluator = screening.Rules{}
	}
	if cfg.PreparedCacheSize == 0 {
		cfg.PreparedCacheSize = DefaultPreparedCacheSize
	}
	if cfg.Log == nil {
		cfg.Log = zap.NewNop()
	}
	return &Service{store: store, retriever: retriever, evaluator: cfg.Evaluator, rerankK: cfg.RerankK,
		criteria: criteria.NewCache(criteriaCacheSize), prepared: newPreparedCache(cfg.PreparedCacheSize), log: cfg.Log}
}

// MaxJobCriteria bounds the criteria of a job that screening uses besides
// its role: the API accepts no more, and a job stored before that limit, or
// a description that reads as more requirements than any job has, is
// screened on its role and its first MaxJobCriteria, so that a match costs
// what its limits say.
const MaxJobCriteria = 100

// Criteria returns a job's criteria (its role, then its explicit criteria or
// those extracted from its description, cached per job version) merged with
// a request's.
func (s *Service) Criteria(job recruitd.Job, extra []criteria.Input, replace bool) []criteria.Criterion {
	explicit := make([]criteria.Input, min(len(job.Criteria), MaxJobCriteria))
	for i := range explicit {
		explicit[i] = criteria.Input(job.Criteria[i])
	}
	own := s.criteria.ForJob(job.ID, job.Version, criteria.Posting{Title: job.Title, Description: job.Description,
		Profession: job.Profession, Specialty: job.Specialty, Explicit: explicit})
	role := 0
	for role < len(own) && own[role].Source == criteria.SourceJobRole {
		role++
	}
	return criteria.Merge(own[:min(len(own), role+MaxJobCriteria)], extra, replace)
}

// Page is what a matching request keeps of the ranked list: the results at
// or above MinScore, Limit of them after skipping Offset.
type Page struct {
	MinScore      float64
	Limit, Offset int
}

// inParallel calls fn for 0..n-1 on as many goroutines as there are CPUs:
// screening a retrieval window is CPU-bound and its records are
// independent. Each goroutine takes the next index until none is left, so
// that one held up (a CPU taken by another process, a record that costs
// more) leaves its share to the others instead of making the request wait.
func inParallel(n int, fn func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				fn(i)
			}
		})
	}
	wg.Wait()
}

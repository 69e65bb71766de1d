package resume

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
)

// Store is what the Worker needs of the records store.
type Store interface {
	// PendingResumes returns resume files newer than their candidate's profile.
	PendingResumes(ctx context.Context, limit int) ([]recruitd.File, error)
	// FileContent returns a file and its bytes. Errors: not_found.
	FileContent(ctx context.Context, id int64) (recruitd.File, []byte, error)
	// SaveProfile saves a profile unless a newer resume's is saved. Errors: not_found.
	SaveProfile(ctx context.Context, candidateID, fileID int64, parsed recruitd.Parsed) error
	// MarkResumeFailed records why a file could not be parsed.
	MarkResumeFailed(ctx context.Context, fileID int64, reason string) error
}

// Worker parses resume files uploaded for candidates without the client
// waiting. It works from the database, not from a queue: whatever resume is
// newer than its candidate's profile is pending, so a restart loses nothing.
type Worker struct {
	store  Store
	parser *Parser
	log    *zap.Logger
	wake   chan struct{}
}

// WorkerPoll is how often a Worker looks for pending resumes unprompted.
const WorkerPoll = 30 * time.Second

// NewWorker returns a Worker; start it with Run.
func NewWorker(store Store, parser *Parser, log *zap.Logger) *Worker {
	return &Worker{store: store, parser: parser, log: log, wake: make(chan struct{}, 1)}
}

// Wake asks the worker to look for pending resumes now. It never blocks.
func (w *Worker) Wake() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// Run parses pending resumes until ctx ends.
func (w *Worker) Run(ctx context.Context) {
	tick := time.NewTicker(WorkerPoll)
	defer tick.Stop()
	for {
		if _, err := w.Drain(ctx); err != nil && ctx.Err() == nil {
			w.log.Error("parse pending resumes", zap.Error(err))
		}
		select {
		case <-ctx.Done():
			return
		case <-w.wake:
		case <-tick.C:
		}
	}
}

// Drain parses every pending resume and returns how many it handled. A
// resume that cannot be parsed is marked failed with the reason, so that it
// is not tried again.
func (w *Worker) Drain(ctx context.Context) (int, error) {
	done := 0
	for {
		pending, err := w.store.PendingResumes(ctx, 20)
		if err != nil || len(pending) == 0 {
			return done, err
		}
		for _, f := range pending {
			if err := w.parse(ctx, f); err != nil {
				return done, err
			}
			done++
		}
	}
}

func (w *Worker) parse(ctx context.Context, f recruitd.File) error {
	_, data, err := w.store.FileContent(ctx, f.ID)
	if recruitd.ErrorCode(err) == recruitd.NotFound {
		return nil // deleted meanwhile
	}
	if err != nil {
		return err
	}
	res, err := w.parser.Parse(ctx, data, Options{})
	if err != nil {
		if code := recruitd.ErrorCode(err); code == recruitd.Internal || ctx.Err() != nil {
			return fmt.Errorf("parse file %d: %w", f.ID, err)
		}
		w.log.Info("resume not parsed", zap.Int64("file_id", f.ID), zap.String("reason", recruitd.ErrorMessage(err)))
		return w.store.MarkResumeFailed(ctx, f.ID, recruitd.ErrorMessage(err))
	}
	if res.Fallback != "" {
		w.log.Warn("LLM resume parsing fell back to the rules", zap.Int64("file_id", f.ID), zap.String("reason", res.Fallback))
	}
	profile, err := json.Marshal(res.Profile)
	if err != nil {
		return fmt.Errorf("encode profile of file %d: %w", f.ID, err)
	}
	err = w.store.SaveProfile(ctx, *f.CandidateID, f.ID, recruitd.Parsed{Profile: profile, Text: res.Text})
	if recruitd.ErrorCode(err) == recruitd.NotFound {
		return nil // the candidate was deleted meanwhile
	}
	return err
}

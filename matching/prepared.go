package matching

import (
	"fmt"
	"strconv"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/screening"
)

// DefaultPreparedCacheSize is how many candidates prepared for screening are
// kept when the configuration says nothing: about 20-60 KB each, with their
// resume text.
const DefaultPreparedCacheSize = 5_000

// preparedCache keeps candidates prepared for screening (screening.Prepare:
// the resume text searched for concepts, the work history dated), so that
// matching a job again, paging through its results or matching a
// neighbouring job does not redo that work and does not read the profile
// and resume text from Postgres again. An entry is used only while the
// candidate's record, its files and the screening day are those it was
// prepared from. Safe for concurrent use; nil caches nothing.
type preparedCache struct {
	lru *lru.Cache[int64, preparedEntry]
}

type preparedEntry struct {
	stamp    string
	updated  time.Time // the record's update time, part of stamp
	prepared *screening.Prepared
}

// newPreparedCache returns a cache of up to size candidates; nil when size
// is not positive.
func newPreparedCache(size int) *preparedCache {
	if size <= 0 {
		return nil
	}
	c, _ := lru.New[int64, preparedEntry](size) // errs only for a size under 1
	return &preparedCache{lru: c}
}

// stamp is what a prepared candidate was made from: the record's version,
// its files and the day.
func stamp(c recruitd.Candidate, files []recruitd.File, day time.Time) string {
	b := strconv.AppendInt(make([]byte, 0, 32), c.Updated.UnixNano(), 10)
	b = day.AppendFormat(append(b, '|'), time.DateOnly)
	for _, f := range files {
		b = fmt.Appendf(b, "|%d:%q:%q:%q", f.ID, f.Type, f.FileName, f.Description)
	}
	return string(b)
}

// entries returns the entries kept of candidates ids, whatever their stamps.
func (pc *preparedCache) entries(ids []int64) map[int64]preparedEntry {
	out := map[int64]preparedEntry{}
	if pc == nil {
		return out
	}
	for _, id := range ids {
		if e, ok := pc.lru.Get(id); ok {
			out[id] = e
		}
	}
	return out
}

// put keeps e, replacing any older version.
func (pc *preparedCache) put(id int64, e preparedEntry) {
	if pc != nil {
		pc.lru.Add(id, e)
	}
}

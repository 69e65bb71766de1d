package criteria

import lru "github.com/hashicorp/golang-lru/v2"

// Cache keeps the criteria of recently screened jobs, so that a job's
// description is read once per version rather than once per candidate. It
// forgets the least recently used job beyond its size. It is safe for
// concurrent use.
type Cache struct {
	lru *lru.Cache[cacheKey, []Criterion]
}

type cacheKey struct {
	job     int64
	version int
}

// NewCache returns a cache of the criteria of up to size jobs (at least 1).
func NewCache(size int) *Cache {
	c, _ := lru.New[cacheKey, []Criterion](max(size, 1)) // errs only for a size under 1
	return &Cache{lru: c}
}

// ForJob returns ForJob(p) for version of job, computed once per job
// version: the caller must change the version whenever the job's criteria,
// description, title, profession or specialty change (records.Job.Version
// does). The criteria returned are the caller's own to change.
func (c *Cache) ForJob(job int64, version int, p Posting) []Criterion {
	key := cacheKey{job, version}
	if cs, ok := c.lru.Get(key); ok {
		return cloneAll(cs)
	}
	// Two goroutines may both read a new job; the second stores the same
	// criteria again.
	cs := ForJob(p)
	c.lru.Add(key, cs)
	return cloneAll(cs)
}

// Len returns how many jobs the cache holds.
func (c *Cache) Len() int { return c.lru.Len() }

func cloneAll(cs []Criterion) []Criterion {
	out := make([]Criterion, len(cs))
	for i, c := range cs {
		out[i] = c.clone()
	}
	return out
}

package criteria

import (
	"container/list"
	"sync"
)

// Cache keeps the criteria of recently screened jobs, so that a job's
// description is read once per version rather than once per candidate. It
// forgets the least recently used job beyond its size. It is safe for
// concurrent use.
type Cache struct {
	mu    sync.Mutex
	size  int
	order *list.List // of *cacheEntry, most recently used first
	byKey map[cacheKey]*list.Element
}

type cacheKey struct {
	job     int64
	version int
}

type cacheEntry struct {
	key      cacheKey
	criteria []Criterion
}

// NewCache returns a cache of the criteria of up to size jobs (at least 1).
func NewCache(size int) *Cache {
	return &Cache{size: max(size, 1), order: list.New(), byKey: map[cacheKey]*list.Element{}}
}

// FromJob returns FromJob(explicit, description) for version of job, computed
// once per job version: the caller must change the version whenever the
// job's criteria or description change (records.Job.Version does). The
// criteria returned are the caller's own to change.
func (c *Cache) FromJob(job int64, version int, explicit []Input, description string) []Criterion {
	key := cacheKey{job, version}
	c.mu.Lock()
	if e, ok := c.byKey[key]; ok {
		c.order.MoveToFront(e)
		out := cloneAll(e.Value.(*cacheEntry).criteria)
		c.mu.Unlock()
		return out
	}
	c.mu.Unlock()

	// Read outside the lock: two goroutines may both read a new job, and
	// the second stores the same criteria again.
	criteria := FromJob(explicit, description)

	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[key]; ok {
		c.order.MoveToFront(e)
	} else {
		c.byKey[key] = c.order.PushFront(&cacheEntry{key: key, criteria: criteria})
		for c.order.Len() > c.size {
			oldest := c.order.Back()
			c.order.Remove(oldest)
			delete(c.byKey, oldest.Value.(*cacheEntry).key)
		}
	}
	return cloneAll(criteria)
}

// Len returns how many jobs the cache holds.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

func cloneAll(cs []Criterion) []Criterion {
	out := make([]Criterion, len(cs))
	for i, c := range cs {
		out[i] = c.clone()
	}
	return out
}

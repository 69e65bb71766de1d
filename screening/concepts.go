package screening

import (
	"slices"
	"strings"
	"sync"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/recruitd/recruitd/taxonomy"
)

// Short fields (a record's profession, a skill's, degree's, language's or
// specialty's name) are worded alike across candidates far more often than
// not, and every candidate prepared reads its own again: their concepts are
// kept for the fieldTexts texts first read most lately, up to
// maxFieldText bytes long each.
const (
	fieldTexts   = 8192
	maxFieldText = 96
)

var fieldCache = sync.OnceValue(func() *lru.Cache[string, []taxonomy.ID] {
	c, _ := lru.New[string, []taxonomy.ID](fieldTexts) // errs only for a size under 1
	return c
})

// fieldConcepts is taxonomy.Normalize of a short field's text. The slice may
// be shared: callers only read it (it is clipped, so that an append copies).
func fieldConcepts(text string) []taxonomy.ID {
	if len(text) > maxFieldText {
		return taxonomy.Normalize(text)
	}
	c := fieldCache()
	// Peek, not Get: a read shares the cache's lock with the other
	// goroutines screening a window, where Get takes it alone to move the
	// entry up. The texts are kept in the order they were first read, not
	// last, which costs a common one a search every fieldTexts new texts.
	if ids, ok := c.Peek(text); ok {
		return ids
	}
	ids := slices.Clip(taxonomy.Normalize(text))
	// The text may be part of a larger string (the facts): the key is a
	// copy, so that the cache keeps nothing else alive.
	c.Add(strings.Clone(text), ids)
	return ids
}

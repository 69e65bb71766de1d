package embed

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"math"
	"math/bits"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/taxonomy"
)

// The built-in embedder's algorithm and dimension. Stored embeddings and index
// collections record them (through Builtin.Model and the vectors' length), so
// any change to what Builtin computes for a text (the features, weights, stop
// words, stemming or hashing in this file, or the dimension) must come with a
// new BuiltinModel version, and then needs `recruitd reindex`. Changes to the
// taxonomy's vocabulary change Builtin.Model by themselves.
const (
	BuiltinModel     = "builtin-hash-v1"
	BuiltinDimension = 384
)

// Builtin embeds text with no model weights: it counts features of the text
// and hashes them, with a random sign, into BuiltinDimension buckets (the
// "hashing trick"). The features are, from strongest to weakest:
//
//   - the taxonomy's concepts found in the text (taxonomy.Find), and, a little
//     weaker, the broader concepts they count as, so "MICU" lights ICU too;
//   - lower-cased words, less stop words and numbers, plurals stemmed;
//   - character 3-grams of those words, which meet misspellings and variants
//     ("registred", "welding" and "welder");
//   - pairs of adjacent words within a phrase ("charge nurse").
//
// Each feature counts 1+ln(occurrences). Each kind of feature is normalised on
// its own and then scaled by its weight, so that every kind keeps its share of
// the similarity whatever the length of the text: concepts carry about half of
// it. A 500-word resume takes about 0.1 ms, half of it in taxonomy.Find.
//
// Builtin is deterministic: the same text gives the same vector, bit for bit,
// in every process on the same architecture (hashing is FNV-1a with no seed).
// The zero value is ready to use and safe for concurrent use.
type Builtin struct{}

var _ Embedder = Builtin{}

// Model returns BuiltinModel and a digest of the taxonomy's vocabulary, e.g.
// "builtin-hash-v1+tx.1a2b3c4d", so that a new vocabulary, which changes the
// concept features, also invalidates stored embeddings.
func (Builtin) Model() string {
	return builtinModel()
}

var builtinModel = sync.OnceValue(func() string {
	return BuiltinModel + "+tx." + vocabularyDigest()
})

// vocabularyDigest hashes what decides the concepts Find reports and the
// ancestors they light: every concept's ID, aliases and parents.
func vocabularyDigest() string {
	h := sha256.New()
	for _, kind := range []taxonomy.Kind{
		taxonomy.KindProfession, taxonomy.KindSpecialty, taxonomy.KindCertification,
		taxonomy.KindLicense, taxonomy.KindSkill, taxonomy.KindDegree, taxonomy.KindLanguage,
	} {
		for _, c := range taxonomy.All(kind) {
			h.Write([]byte(c.ID))
			for _, a := range c.Aliases {
				h.Write([]byte("\x00a" + a))
			}
			for _, p := range c.Parents {
				h.Write([]byte("\x00p" + p))
			}
			h.Write([]byte{'\n'})
		}
	}
	return hex.EncodeToString(h.Sum(nil)[:4])
}

// Dimension returns BuiltinDimension.
func (Builtin) Dimension() int { return BuiltinDimension }

// Embed returns the vector of each text. It fails only when ctx ends.
func (Builtin) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	f := featurePool.Get().(*features)
	defer featurePool.Put(f)
	for i, text := range texts {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		out[i] = f.embed(text)
	}
	return out, nil
}

// The kinds of feature, and their weights. A kind's weight squared is about
// its share of a vector's squared length (hash collisions blur it a little):
// concepts 0.51, words 0.25, 3-grams 0.16, word pairs 0.08.
const (
	conceptFeature = iota
	wordFeature
	pairFeature
	gramFeature
	featureKinds
)

var featureWeight = [featureKinds]float64{
	conceptFeature: 1.0,
	wordFeature:    0.7,
	pairFeature:    0.4,
	gramFeature:    0.55,
}

// ancestorWeight is the count given to a broader concept that the text does
// not name but implies (ICU for "MICU"), against 1 for one mention.
const ancestorWeight = 0.7

// minStemLength keeps short words, which are mostly abbreviations ("acls",
// "ems", "bls"), from losing a final s.
const minStemLength = 5

// Hashing: 64-bit FNV-1a over a kind tag and the feature's bytes, then the
// finaliser of MurmurHash3 so that every bit depends on every input bit. The
// top 32 bits pick the bucket, the lowest the sign (see addHashed).
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func fnv1a[T ~string | ~[]byte](h uint64, s T) uint64 {
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	return h
}

func mix(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	return h
}

// Each kind's FNV state after its tag, so features of different kinds that
// share bytes ("icu" the word and "icu" the 3-gram) hash apart.
var (
	conceptSeed = fnv1a(fnvOffset, "concept\x00")
	wordSeed    = fnv1a(fnvOffset, "word\x00")
	gramSeed    = fnv1a(fnvOffset, "gram\x00")
)

// salt is mixed into a key to derive another from it: a pair's from its
// words', a feature's further buckets from its first. (It is 2^64 divided by
// the golden ratio, an odd number with well-spread bits.)
const salt = 0x9e3779b97f4a7c15

// tfWeights caches 1+ln(n) for small counts.
var tfWeights = func() (w [64]float64) {
	for n := 1; n < len(w); n++ {
		w[n] = 1 + math.Log(float64(n))
	}
	return w
}()

func tfWeight(n uint32) float64 {
	if int(n) < len(tfWeights) {
		return tfWeights[n]
	}
	return 1 + math.Log(float64(n))
}

// maxKeptSlots bounds the table a features keeps between texts: enough for
// some 30,000 distinct features, a resume many times over.
const maxKeptSlots = 1 << 16

var featurePool = sync.Pool{New: func() any { return new(features) }}

// features counts the hashed features of one text, in the order first seen so
// that sums, and therefore vectors, do not depend on map order. It is reused
// from text to text.
type features struct {
	slots  []int32  // open addressing on key: 0 is empty, else an index into keys plus 1
	keys   []uint64 // mixed hashes, in the order first seen
	counts []uint32
	kinds  []uint8
	word   []byte // the word being read, lower-cased

	// The previous kept word's key, for pairs; ok is false at a phrase's start.
	prev   uint64
	prevOK bool

	concepts map[taxonomy.ID]int // index into ids
	ids      []taxonomy.ID
	mentions []int
}

func (f *features) reset() {
	if len(f.slots) > maxKeptSlots {
		// A huge text grew the table: do not make every later text clear it.
		f.slots, f.keys, f.counts, f.kinds = nil, nil, nil, nil
	}
	clear(f.slots)
	f.keys, f.counts, f.kinds = f.keys[:0], f.counts[:0], f.kinds[:0]
	f.prevOK = false
	f.ids, f.mentions = f.ids[:0], f.mentions[:0]
	if f.concepts == nil {
		f.concepts = make(map[taxonomy.ID]int)
	}
	clear(f.concepts)
}

// add counts one occurrence of the feature with the given key.
func (f *features) add(key uint64, kind uint8) {
	if 2*(len(f.keys)+1) > len(f.slots) {
		f.grow()
	}
	mask := uint64(len(f.slots) - 1)
	for i := key & mask; ; i = (i + 1) & mask {
		switch s := f.slots[i]; {
		case s == 0:
			f.slots[i] = int32(len(f.keys) + 1)
			f.keys = append(f.keys, key)
			f.counts = append(f.counts, 1)
			f.kinds = append(f.kinds, kind)
			return
		case f.keys[s-1] == key:
			f.counts[s-1]++
			return
		}
	}
}

func (f *features) grow() {
	n := max(2*len(f.slots), 1024)
	f.slots = make([]int32, n)
	mask := uint64(n - 1)
	for j, key := range f.keys {
		i := key & mask
		for f.slots[i] != 0 {
			i = (i + 1) & mask
		}
		f.slots[i] = int32(j + 1)
	}
}

// embed returns the vector of text.
func (f *features) embed(text string) []float32 {
	f.reset()
	var v [BuiltinDimension]float64
	f.addConcepts(&v, text)
	f.readWords(text)

	var norm2 [featureKinds]float64
	for j, n := range f.counts {
		w := tfWeight(n)
		norm2[f.kinds[j]] += w * w
	}
	var scale [featureKinds]float64
	for k, n2 := range norm2 {
		if n2 > 0 {
			scale[k] = featureWeight[k] / math.Sqrt(n2)
		}
	}
	for j, key := range f.keys {
		kind := f.kinds[j]
		addHashed(&v, key, int(kind), scale[kind]*tfWeight(f.counts[j]))
	}

	var sum float64
	for _, x := range v {
		sum += x * x
	}
	if sum == 0 {
		return nil // nothing to embed: no vector
	}
	out := make([]float32, BuiltinDimension)
	inv := 1 / math.Sqrt(sum)
	for i, x := range v {
		out[i] = float32(x * inv)
	}
	return out
}

// featureBuckets is how many buckets a feature of each kind is spread over.
// A feature that weighs much in a short text, such as a concept, or the one
// word of a query, would otherwise make two unrelated texts look alike by
// sharing a bucket with one of theirs (CDL-B with RN made a trucker's resume
// look like a nurse's); spread over k buckets, a collision carries 1/k of
// that. 3-grams are many and light, so one bucket does.
var featureBuckets = [featureKinds]int{
	conceptFeature: 8,
	wordFeature:    4,
	pairFeature:    2,
	gramFeature:    1,
}

// addHashed adds w (in all) to the buckets key picks for a feature of the
// kind, with the signs key picks.
func addHashed(v *[BuiltinDimension]float64, key uint64, kind int, w float64) {
	k := featureBuckets[kind]
	if k > 1 {
		w /= math.Sqrt(float64(k))
	}
	for range k {
		i := (key >> 32) * BuiltinDimension >> 32
		if key&1 != 0 {
			v[i] -= w
		} else {
			v[i] += w
		}
		key = mix(key + salt)
	}
}

// addConcepts adds the concept features of text to v, already weighted: they
// are few, and their counts are not all whole (see ancestorWeight).
func (f *features) addConcepts(v *[BuiltinDimension]float64, text string) {
	for _, m := range taxonomy.Find(text) {
		j, ok := f.concepts[m.ID]
		if !ok {
			j = len(f.ids)
			f.concepts[m.ID] = j
			f.ids = append(f.ids, m.ID)
			f.mentions = append(f.mentions, 0)
		}
		f.mentions[j]++
	}
	if len(f.ids) == 0 {
		return
	}
	ancestors := taxonomy.WithAncestors(f.ids)[len(f.ids):]
	norm2 := float64(len(ancestors)) * ancestorWeight * ancestorWeight
	for _, n := range f.mentions {
		w := tfWeight(uint32(n))
		norm2 += w * w
	}
	scale := featureWeight[conceptFeature] / math.Sqrt(norm2)
	for j, id := range f.ids {
		addHashed(v, mix(fnv1a(conceptSeed, id)), conceptFeature, scale*tfWeight(uint32(f.mentions[j])))
	}
	for _, id := range ancestors {
		addHashed(v, mix(fnv1a(conceptSeed, id)), conceptFeature, scale*ancestorWeight)
	}
}

// readWords counts the word, pair and 3-gram features of text. A word is a
// run of letters and digits; a pair is two kept words with only spaces,
// hyphens, slashes, apostrophes, ampersands or dropped words between them, so
// that a list ("ICU, PACU") or a line break makes no pair.
func (f *features) readWords(text string) {
	word := f.word[:0]
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
				word = append(word, c)
				continue
			case 'A' <= c && c <= 'Z':
				word = append(word, c+('a'-'A'))
				continue
			}
			f.addWord(word)
			word = word[:0]
			switch c {
			case ' ', '\t', '-', '/', '\'', '&':
			default:
				f.prevOK = false
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) {
			word = utf8.AppendRune(word, unicode.ToLower(r))
			continue
		}
		f.addWord(word)
		word = word[:0]
		switch r {
		case '\u00a0', '\u2019', '\u2010', '\u2011': // no-break space, ’, hyphens
		default:
			f.prevOK = false
		}
	}
	f.addWord(word)
	f.word = word
}

// addWord counts the features of one lower-cased word, which it may stem in
// place.
func (f *features) addWord(word []byte) {
	if len(word) < 2 || isNumber(word) {
		return
	}
	raw := fnv1a(wordSeed, word)
	if stopWords.has(raw) {
		return
	}
	if stemmed := stem(word); len(stemmed) < len(word) {
		word = stemmed
		raw = fnv1a(wordSeed, word)
		if stopWords.has(raw) {
			return
		}
	}
	key := mix(raw)
	f.add(key, wordFeature)
	if f.prevOK {
		f.add(mix(f.prev^bits.RotateLeft64(raw, 29)^salt), pairFeature)
	}
	f.prev, f.prevOK = raw, true

	// 3-grams of the word between boundary marks: "<rn", "rn>".
	a, b := byte('<'), word[0]
	for i := 1; i <= len(word); i++ {
		c := byte('>')
		if i < len(word) {
			c = word[i]
		}
		h := gramSeed
		h = (h ^ uint64(a)) * fnvPrime
		h = (h ^ uint64(b)) * fnvPrime
		h = (h ^ uint64(c)) * fnvPrime
		f.add(mix(h), gramFeature)
		a, b = b, c
	}
}

func isNumber(word []byte) bool {
	for _, c := range word {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// stem strips a plural ending (S-stemmer: "-ies" to "-y", "-es" to "-e", "-s"
// to nothing) from a word of minStemLength bytes or more.
func stem(w []byte) []byte {
	n := len(w)
	if n < minStemLength || w[n-1] != 's' {
		return w
	}
	switch {
	case w[n-2] == 'e' && w[n-3] == 'i' && w[n-4] != 'e' && w[n-4] != 'a':
		w[n-3] = 'y'
		return w[:n-2]
	case w[n-2] == 'e' && w[n-3] != 'a' && w[n-3] != 'e' && w[n-3] != 'o':
		return w[:n-1]
	case w[n-2] == 'u' || w[n-2] == 's':
		return w
	}
	return w[:n-1]
}

// stopWords holds the word hashes of the words dropped before counting:
// English function words, and the boilerplate every resume and job posting
// repeats, which would otherwise make any two of them look alike. Words are
// looked up as read and once stemmed.
var stopWords = func() *hashSet {
	var set hashSet
	for _, w := range strings.Fields(`
		a about above after again against all also am an and any are as at be
		because been before being below between both but by can could did do
		does doing down during each etc few for from further had has have
		having he her here hers herself him himself his how i if in into is it
		its itself just me more most my myself no nor not now of off on once
		only or other our ours ourselves out over own per same she should so
		some such than that the their theirs them themselves then there these
		they this those through to too under until up upon very via was we
		were what when where which while who whom why will with within would
		you your yours yourself yourselves

		ability able candidate duty experience include including job looking
		minimum month must opportunity plus position preferred qualification
		qualified require required requirement responsibility responsible
		resume seeking skill strong summary year`) {
		set.insert(fnv1a(wordSeed, w))
	}
	return &set
}()

// hashSet is a set of word hashes, faster to ask than a map of strings, and
// the word's hash is needed anyway. It holds up to half its size.
type hashSet [512]uint64

func (s *hashSet) insert(h uint64) {
	i := h & (uint64(len(s)) - 1)
	for s[i] != 0 && s[i] != h {
		i = (i + 1) & (uint64(len(s)) - 1)
	}
	s[i] = h
}

func (s *hashSet) has(h uint64) bool {
	for i := h & (uint64(len(s)) - 1); s[i] != 0; i = (i + 1) & (uint64(len(s)) - 1) {
		if s[i] == h {
			return true
		}
	}
	return false
}

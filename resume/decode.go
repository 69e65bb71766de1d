package resume

import json "github.com/goccy/go-json"

// DecodeProfile decodes a stored profile (the jsonb of a parsed resume).
// Matching and indexing decode one per candidate, so this uses a decoder
// about twice as fast as encoding/json with the same semantics.
func DecodeProfile(raw []byte) (Profile, error) {
	var p Profile
	err := json.Unmarshal(raw, &p)
	return p, err
}

package embedded

import "github.com/recruitd/recruitd/index"

var _ index.Backend = (*Index)(nil)

// Name identifies the backend in cursors and status output.
func (x *Index) Name() string { return "embedded" }

package recruitd

// Page is a window of a list: Limit rows after skipping Offset.
type Page struct {
	Limit  int
	Offset int
}

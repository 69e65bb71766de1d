package extract

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Layout tuning, in units of the font size (em) unless noted. Measured on
// LibreOffice, Word and Google Docs exports; see layout_test.go.
const (
	// sameLine is the baseline difference within which runs share a line.
	sameLine = 0.45
	// wordGap is the gap that separates words when no space is drawn
	// (TeX and many generators position words instead of drawing spaces).
	wordGap = 0.15
	// tabGap is the gap that becomes a tab: tab stops, table cells.
	tabGap = 1.5
	// titleRatio is how much larger than a sidebar's text the name at the
	// top of the main column is.
	titleRatio = 1.3
	// segmentGap splits a line into segments for column detection.
	segmentGap = 0.9
	// minGutter is the narrowest gutter between columns, in points.
	minGutter = 5.0
	// labelFlush is how far, in points, the labels of a label column may end short of its
	// right edge and still be set flush right (see labelColumn).
	labelFlush = 3.0
	// tailRatio and tailGap: rows of the left column below the end of the
	// right column are read after both when their distance to the left
	// column exceeds tailRatio times the distance to the right column's end
	// and tailGap ems (see leftTail).
	tailRatio = 3.0
	tailGap   = 3.0
	// maxGutterWork caps the rows times band positions findGutter weighs
	// (a dense page takes about 10^5); beyond it, rows are read in order.
	maxGutterWork = 1 << 21
	// blankGap and blankMedian: a blank line goes where the baseline
	// distance exceeds blankGap ems and blankMedian times the page's
	// usual line distance.
	blankGap    = 1.55
	blankMedian = 1.35
	// sameDistance is how far apart (a fraction) two baseline distances may be and still be
	// one: generators round positions, and mixed fonts move a baseline.
	sameDistance = 0.04
)

// segment is a stretch of a line with no wide gap inside.
type segment struct {
	x0, x1 float64
	runs   []run
}

// textRow is the runs that share a baseline, in segments left to right.
type textRow struct {
	y, size float64
	segs    []segment
}

// lineItem is a laid-out line on its way to text.
type lineItem struct {
	y, size float64
	text    string
	jump    bool    // starts a new column: no vertical distance to measure
	drop    float64 // how far below y the item's last line is (a table row's wrapped cells)
	column  bool    // read from a column the layout found (see orderRows)
	wrap    bool    // may go on from the line above (see columnItems)
}

// layoutPage turns a page's runs into lines in reading order: lines rebuilt
// from runs by baseline, words spaced by gaps, two-column regions read left
// column first, blank lines where the vertical distance says a block ends.
// Rotated text goes last, a run per line.
func layoutPage(runs []run) []string {
	var upright, rotated []run
	seen := make(map[string]bool, len(runs))
	for _, r := range runs {
		if strings.TrimSpace(r.text) == "" {
			continue
		}
		if !r.upright {
			rotated = append(rotated, r)
			continue
		}
		// Fake bold draws the same text again a fraction of a point away.
		key := r.text + "\x00" + strconv.Itoa(int(math.Round(r.x0))) + "\x00" + strconv.Itoa(int(math.Round(r.y)))
		if seen[key] {
			continue
		}
		seen[key] = true
		upright = append(upright, r)
	}
	items := orderRows(rightDates(dateGutter(buildRows(upright))), 0)
	lines := withBlankLines(items)
	for _, r := range rotated {
		lines = append(lines, r.text)
	}
	return lines
}

// buildRows groups runs into rows by baseline, top to bottom, and splits each
// row into segments at wide gaps.
func buildRows(runs []run) []textRow {
	slices.SortStableFunc(runs, func(a, b run) int {
		if c := cmp.Compare(b.y, a.y); c != 0 {
			return c
		}
		return cmp.Compare(a.x0, b.x0)
	})
	var rows []textRow
	var cur []run
	var y, size float64
	flush := func() {
		if len(cur) > 0 {
			rows = append(rows, makeRow(cur))
			cur = nil
		}
	}
	for _, r := range runs {
		if len(cur) > 0 && math.Abs(y-r.y) <= sameLine*max(min(size, r.size), 1) {
			cur = append(cur, r)
			continue
		}
		flush()
		cur = []run{r}
		y, size = r.y, r.size
	}
	flush()
	return rows
}

func makeRow(runs []run) textRow {
	slices.SortStableFunc(runs, func(a, b run) int { return cmp.Compare(a.x0, b.x0) })
	row := textRow{y: runs[0].y}
	for _, r := range runs {
		row.size = max(row.size, r.size)
	}
	gap := segmentGap * max(row.size, 1)
	for _, r := range runs {
		if n := len(row.segs); n > 0 && r.x0-row.segs[n-1].x1 <= gap {
			s := &row.segs[n-1]
			s.runs = append(s.runs, r)
			s.x1 = max(s.x1, r.x1)
			continue
		}
		row.segs = append(row.segs, segment{x0: r.x0, x1: r.x1, runs: []run{r}})
	}
	return row
}

// orderRows puts rows in reading order. Where a vertical gutter runs
// through a tall enough stretch of rows, that stretch is read column by
// column, left first (after a title that opens the right column, see
// titleRows); rows that cross the gutter (a full-width name or summary) are
// read in place, and so are rows under the columns that start what follows
// them (see leftTail). depth bounds the recursion for three columns.
func orderRows(rows []textRow, depth int) []lineItem {
	g0, g1, ok := findGutter(rows)
	if depth == 0 {
		if items, ok := sideHeadings(rows); ok {
			return items
		}
	}
	if !ok || depth > 2 {
		if depth > 0 {
			return columnItems(rows)
		}
		return rowItems(rows)
	}
	var items []lineItem
	var region []textRow
	flush := func() {
		if len(region) == 0 {
			return
		}
		left, right := splitRows(region, g0, g1)
		tail := leftTail(left, right)
		head := region[:len(region)-tail]
		left = left[:len(left)-tail]
		if len(head) >= 3 && isColumnRegion(head, left, right) && !dateColumn(left) && !labelColumn(left, beside(head, g0)) && !dateColumn(right) {
			// A sidebar layout often sets the name at the top of the main
			// (right) column, in a font larger than anything in the
			// sidebar: it is the page's title, read first.
			n := titleRows(left, right)
			items = append(items, rowItems(right[:n])...)
			leftItems := orderRows(rightDates(left), depth+1)
			if n > 0 && len(leftItems) > 0 {
				leftItems[0].jump = true
			}
			rightItems := orderRows(rightDates(right[n:]), depth+1)
			if len(rightItems) > 0 {
				rightItems[0].jump = true
			}
			for _, cols := range [][]lineItem{leftItems, rightItems} {
				for k := range cols {
					cols[k].column = true
				}
				items = append(items, cols...)
			}
		} else {
			items = append(items, rowItems(head)...)
		}
		items = append(items, rowItems(region[len(head):])...)
		region = nil
	}
	// Rows that cross the gutter are read in place, a stretch of them together (the
	// rows of a full-width table).
	var across []textRow
	for _, r := range rows {
		if crosses(r, g0, g1) {
			flush()
			across = append(across, r)
			continue
		}
		items = append(items, rowItems(across)...)
		across = nil
		region = append(region, r)
	}
	items = append(items, rowItems(across)...)
	flush()
	return items
}

// dateColumn reports a left column that holds nothing but dates and section names: a date
// gutter (ESIEEcv, currvita) under headings set at the margin, whose dates read with the rows
// beside them, not as a column of their own.
func dateColumn(left []textRow) bool {
	dates := 0
	for _, r := range left {
		var runs []run
		for _, sg := range r.segs {
			runs = append(runs, sg.runs...)
		}
		switch text := joinRuns(runs); {
		case dateLike(text):
			dates++
		case !isSideLabel(text):
			return false
		}
	}
	return dates >= 2
}

// labelColumn reports a left column of field labels set flush right against the gutter, each
// beside its value (the Europass CV form: "Dates", "Occupation or position held", "Name and
// address of employer"): its rows read across, a label with its value, not as a column of
// their own. Text set flush left, as a sidebar's is, ends where its words end; a sidebar set
// flush right (friggeri-cv's) runs on beside the main column on baselines of its own, where
// labels share their values' baselines: at least half the left rows are beside one (see
// beside).
func labelColumn(left []textRow, besides int) bool {
	if len(left) < 4 || 2*besides < len(left) {
		return false
	}
	x0min, x0max, x1max := math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, r := range left {
		x0min, x0max = min(x0min, r.segs[0].x0), max(x0max, r.segs[0].x0)
		x1max = max(x1max, r.segs[len(r.segs)-1].x1)
	}
	flush := 0
	for _, r := range left {
		if x1max-r.segs[len(r.segs)-1].x1 <= labelFlush {
			flush++
		}
	}
	return x0max-x0min >= 4*labelFlush && 5*flush >= 4*len(left)
}

// sideHeadings reads a side-heading layout: the section names in a narrow left column, each
// on the baseline of the first line of its section in the wide right column (a borderless
// two-cell table, a row per line). Read column by column, all the names would come first;
// here rows are read in order, a name on a line of its own before its row's text. The right
// column's edge cuts the rows, not the gutter: a name as wide as its cell comes closer to the
// text than a column gap. It is a side-heading layout when there are at least three names,
// each short (three words at most, no digits or contact details, starting with a capital),
// and the text column has at least twice as many rows of its own (or one or two names, each
// beside its text, and eight times as many rows of text); a row crossing the edge
// (a name or contact line over the page) is read in place.
func sideHeadings(rows []textRow) ([]lineItem, bool) {
	edge, ok := textEdge(rows, false)
	if !ok {
		return nil, false
	}
	const slack = 0.5
	items := make([]lineItem, 0, len(rows)+8)
	labels, paired, textOnly, others := 0, 0, 0, 0
	for _, r := range rows {
		var left, right []run
		straddle := false
		for _, s := range r.segs {
			for _, u := range s.runs {
				switch {
				case u.x1 <= edge+slack:
					left = append(left, u)
				case u.x0 >= edge-slack:
					right = append(right, u)
				default:
					straddle = true
				}
			}
		}
		if straddle || len(left) == 0 {
			if !straddle {
				textOnly++
			}
			items = append(items, rowItems([]textRow{r})...)
			continue
		}
		label := joinRuns(left)
		if !isSideLabel(label) {
			// a contact line at the top ("I (313) 555-0125" beside nothing) is read in place;
			// more such rows than names make no side-heading layout
			others++
			items = append(items, rowItems([]textRow{r})...)
			continue
		}
		labels++
		items = append(items, lineItem{y: r.y, size: r.size, text: label})
		if len(right) > 0 {
			paired++
			items = append(items, lineItem{y: r.y, size: r.size, text: joinRuns(right)})
		}
	}
	// a page of a long resume may hold a single name ("Work" beside the first position), set
	// beside its text like the names of the other pages
	if labels == 0 || others > 3 || others > labels || labels < 3 && (paired < labels || textOnly < 8*labels) || 3*paired < 2*labels || textOnly < labels {
		return nil, false
	}
	return items, true
}

// textEdge finds where the text column of a side-heading layout starts: the point most runs
// start at, away from the page's left edge. With leftmost, it is the first such point from the
// left that at least six runs start at: a date gutter ends where the first column of text
// starts, even when a sidebar on the right holds more lines.
func textEdge(rows []textRow, leftmost bool) (float64, bool) {
	xmin := math.Inf(1)
	for _, r := range rows {
		if len(r.segs) > 0 {
			xmin = min(xmin, r.segs[0].x0)
		}
	}
	counts := map[int]int{}
	best, bestN := 0, 0
	for _, r := range rows {
		for _, s := range r.segs {
			for _, u := range s.runs {
				if u.x0 < xmin+4*minGutter || math.IsNaN(u.x0) || math.IsInf(u.x0, 0) {
					continue
				}
				k := int(math.Round(u.x0))
				counts[k]++
				if n := counts[k]; n > bestN || n == bestN && k < best {
					best, bestN = k, n
				}
			}
		}
	}
	if bestN < 6 {
		return 0, false
	}
	if leftmost {
		for k, n := range counts {
			if n >= 6 && k < best {
				best = k
			}
		}
	}
	return float64(best), true
}

// isSideLabel reports whether text could be a section name set beside its section: at most
// three words and 32 letters, starting with a capital, no digits, no e-mail or web address.
func isSideLabel(text string) bool {
	t := strings.TrimSpace(text)
	if t == "" || len([]rune(t)) > 32 || len(strings.Fields(t)) > 3 || strings.ContainsAny(t, "@/:") {
		return false
	}
	first := true
	for _, r := range t {
		if unicode.IsDigit(r) {
			return false
		}
		if first && unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			first = false
		}
	}
	return !first
}

// leftTail counts the rows at the end of the left column that lie below the
// whole right column and are set apart from the left column by a gap
// several times the one to the right column's last row, and wide in itself.
// They are nearer what follows the columns (a heading over a full-width
// table) than the left column, and are read after both columns. A tail of
// the right column needs no such care: it is read last anyway.
func leftTail(left, right []textRow) int {
	if len(left) < 2 || len(right) == 0 {
		return 0
	}
	end := right[len(right)-1].y
	k := slices.IndexFunc(left, func(r textRow) bool { return r.y < end })
	if k < 1 {
		return 0
	}
	own, other := left[k-1].y-left[k].y, end-left[k].y
	if own > tailRatio*other && own > tailGap*max(left[k].size, 1) {
		return len(left) - k
	}
	return 0
}

// titleRows counts the rows at the top of the right column set larger than
// any row of the left column (by titleRatio), at most three.
func titleRows(left, right []textRow) int {
	maxLeft := 0.0
	for _, r := range left {
		maxLeft = max(maxLeft, r.size)
	}
	if len(right) == 0 || right[0].y < left[0].y-3*right[0].size {
		return 0 // the right column does not start at the top
	}
	n := 0
	for n < len(right) && n < 3 && right[n].size >= titleRatio*maxLeft {
		n++
	}
	return n
}

func crosses(r textRow, g0, g1 float64) bool {
	for _, s := range r.segs {
		if s.x0 < g1 && s.x1 > g0 {
			return true
		}
	}
	return false
}

// splitRows divides rows that do not cross the gutter into their left and
// right parts.
func splitRows(rows []textRow, g0, g1 float64) (left, right []textRow) {
	for _, r := range rows {
		l, rt := textRow{y: r.y, size: r.size}, textRow{y: r.y, size: r.size}
		for _, s := range r.segs {
			if s.x1 <= g0 {
				l.segs = append(l.segs, s)
			} else {
				rt.segs = append(rt.segs, s)
			}
		}
		if len(l.segs) > 0 {
			left = append(left, l)
		}
		if len(rt.segs) > 0 {
			right = append(right, rt)
		}
	}
	return left, right
}

// beside counts the rows whose text left of the gutter (which starts at g0) stands on the
// baseline of the text right of it, to within a point: a label and its value, not two columns'
// rows that a row's tolerance put together.
func beside(rows []textRow, g0 float64) int {
	n := 0
	for _, r := range rows {
		k := slices.IndexFunc(r.segs, func(s segment) bool { return s.x1 > g0 })
		if k > 0 && math.Abs(r.segs[k-1].runs[0].y-r.segs[k].runs[0].y) <= 1 {
			n++
		}
	}
	return n
}

// isColumnRegion tells columns from a one-column list with right-aligned
// dates or a narrow table: there nearly every row has both sides and the
// right side is short.
func isColumnRegion(region, left, right []textRow) bool {
	if len(left) < 2 || len(right) < 2 {
		return false
	}
	paired := len(left) + len(right) - len(region)
	chars := 0
	for _, r := range right {
		for _, s := range r.segs {
			for _, run := range s.runs {
				chars += len([]rune(run.text))
			}
		}
	}
	short := chars < 25*len(right)
	return !(short && paired*5 >= 4*min(len(left), len(right)))
}

// findGutter looks for the gutter between two columns: a vertical band at
// least a gutter wide, away from the edges of the text, that no row crosses
// over a stretch of consecutive rows, at least half the rows, holding words
// on both sides of it. The stretch with the most such rows on its sparser
// side wins. Its gutter is the part of the space it leaves clear that fewest
// other rows reach into, or all of that space when no such part is wide
// enough. Rows outside the stretch (a name, a summary, a table under the
// columns) may cross the gutter and are read in place. (Counting crossings
// over the whole page instead let the cells of a full-width table under the
// columns pull the gutter into a sliver between two cells.) A table on a
// one-column page makes a stretch too, but of fewer than half the rows.
func findGutter(rows []textRow) (g0, g1 float64, ok bool) {
	if len(rows) < 4 {
		return 0, 0, false
	}
	xmin, xmax := math.Inf(1), math.Inf(-1)
	var sizes []float64
	for _, r := range rows {
		for _, s := range r.segs {
			xmin, xmax = min(xmin, s.x0), max(xmax, s.x1)
		}
		sizes = append(sizes, r.size)
	}
	width := xmax - xmin
	if width < 100 || width > 10000 || math.IsNaN(width) {
		return 0, 0, false
	}
	slices.Sort(sizes)
	w := int(math.Ceil(max(minGutter, 0.6*sizes[len(sizes)/2])))
	nb := int(width) + 2
	lo, hi := int(0.15*width), int(0.85*width)-w
	if hi < lo || len(rows)*(hi-lo+1) > maxGutterWork {
		return 0, 0, false
	}
	// For each band start: the open stretch (its first row and its rows
	// with words left and right) and the best closed one.
	type stretch struct{ from, to, left, right int }
	open := make([]stretch, hi-lo+1)
	best := make([]stretch, hi-lo+1)
	score := func(s stretch) int { return min(s.left, s.right) }
	covered := make([]int, nb+1)
	for ri, r := range rows {
		rowCoverage(covered, r, xmin)
		wordsFrom, wordsTo := nb, 0
		for _, s := range r.segs {
			if hasLetter(s) {
				wordsFrom = min(wordsFrom, int(math.Floor(s.x0-xmin)))
				wordsTo = max(wordsTo, int(math.Ceil(s.x1-xmin)))
			}
		}
		for i := lo; i <= hi; i++ {
			st := &open[i-lo]
			if covered[i+w] != covered[i] {
				if score(*st) > score(best[i-lo]) {
					best[i-lo] = *st
				}
				*st = stretch{from: ri + 1, to: ri + 1}
				continue
			}
			st.to = ri + 1
			if wordsFrom < i {
				st.left++
			}
			if wordsTo > i+w {
				st.right++
			}
		}
	}
	bi := -1
	for i := range open {
		if score(open[i]) > score(best[i]) {
			best[i] = open[i]
		}
		if bi < 0 || score(best[i]) > score(best[bi]) {
			bi = i
		}
	}
	st := best[bi]
	if score(st) < 3 || st.to-st.from < 4 || 2*(st.to-st.from) < len(rows) {
		return 0, 0, false
	}
	// The space the stretch leaves clear around the band, and how many
	// segments of other rows reach into each point of it.
	inStretch := segmentCover(rows[st.from:st.to], xmin, nb)
	a, b := lo+bi, lo+bi+w
	for a > 0 && inStretch[a-1] == 0 {
		a--
	}
	for b < nb && inStretch[b] == 0 {
		b++
	}
	cover := segmentCover(rows, xmin, nb)[a:b]
	// A row that reaches into the space without crossing it stays on its
	// side when the least covered part of the space is still a gutter.
	fewest := slices.Min(cover)
	for k := 0; k < len(cover); {
		if cover[k] != fewest {
			k++
			continue
		}
		e := k
		for e < len(cover) && cover[e] == fewest {
			e++
		}
		if e-k >= w {
			return xmin + float64(a+k), xmin + float64(a+e), true
		}
		k = e
	}
	return xmin + float64(a), xmin + float64(b), true
}

// segmentCover counts the segments of rows over each of nb points from xmin.
func segmentCover(rows []textRow, xmin float64, nb int) []int {
	cover := make([]int, nb+1)
	for _, r := range rows {
		for _, s := range r.segs {
			a := max(int(math.Floor(s.x0-xmin)), 0)
			b := min(int(math.Ceil(s.x1-xmin)), nb)
			if a < b {
				cover[a]++
				cover[b]--
			}
		}
	}
	for k := 1; k <= nb; k++ {
		cover[k] += cover[k-1]
	}
	return cover[:nb]
}

// rowCoverage fills covered with a prefix count of the bins (points from
// xmin) that the row's segments cover: bins [i, j) are clear of the row when
// covered[j] == covered[i].
func rowCoverage(covered []int, r textRow, xmin float64) {
	nb := len(covered) - 1
	clear(covered)
	for _, s := range r.segs {
		a := max(int(math.Floor(s.x0-xmin)), 0)
		b := min(int(math.Ceil(s.x1-xmin)), nb)
		if a < b {
			covered[a]++
			covered[b]--
		}
	}
	depth, n := 0, 0
	for k := 0; k < nb; k++ {
		depth += covered[k]
		covered[k] = n
		if depth > 0 {
			n++
		}
	}
	covered[nb] = n
}

// hasLetter reports whether a segment holds a word rather than a bullet, a
// dash or a number alone: a list's bullets make no column.
func hasLetter(s segment) bool {
	for _, r := range s.runs {
		if strings.IndexFunc(r.text, unicode.IsLetter) >= 0 {
			return true
		}
	}
	return false
}

// rowItems renders rows one line each, a table's row with the lines its cells wrap onto
// (see tableItems).
func rowItems(rows []textRow) []lineItem {
	return tableItems(rows)
}

// columnItems renders the rows of a column the layout found, as rowItems does, marking the
// lines that may go on from the line above: a column that sets its items farther apart than
// the lines inside one ("Oklahoma Journeyman" / "Electrician License" in one item, a larger
// distance before "OSHA 30-Hour") shows where a narrow width wrapped a line, in a line at the
// smaller distance below a line of its left edge (or right edge) that was too full for its
// first word. The same geometry has a degree's line over its school's, so the mark is a
// possibility the reader of the section weighs, not a join. A column whose lines all stand as
// far apart has no marks.
func columnItems(rows []textRow) []lineItem {
	wraps := columnWraps(rows)
	var items []lineItem
	from := 0
	for i := range rows {
		if !wraps[i] {
			continue
		}
		items = append(items, rowItems(rows[from:i])...)
		it := plainItem(rows[i])
		it.wrap = true
		items = append(items, it)
		from = i + 1
	}
	return append(items, rowItems(rows[from:])...)
}

// columnWraps reports for each row whether it is the wrapped part of the row above (see
// columnItems).
func columnWraps(rows []textRow) []bool {
	wraps := make([]bool, len(rows))
	// pairs: a row under a row, of one segment each and one left edge (or one right edge, in
	// a column set flush right), no farther below it than a block's lines stand apart (font
	// sizes are left out: generators that scale their text give one font several)
	pair := func(i int) (float64, bool) {
		a, b := rows[i-1], rows[i]
		if len(a.segs) != 1 || len(b.segs) != 1 {
			return 0, false
		}
		sa, sb := a.segs[0], b.segs[0]
		// the baselines of the segments' own runs: a row read across columns has the
		// baseline of its leftmost run, which the other column's may miss by a point or two
		d := sa.runs[0].y - sb.runs[0].y
		aligned := math.Abs(sa.x0-sb.x0) <= cellAlign || math.Abs(sa.x1-sb.x1) <= cellAlign
		return d, aligned && d > 0 && d <= blankGap*max(a.size, b.size, 1)
	}
	// the column's measure: the widest line's width
	width := func(r textRow) float64 {
		c := soleCell(r)[0]
		return trimmedEnd(c) - c.x0
	}
	measure := 0.0
	for _, r := range rows {
		if len(r.segs) == 1 {
			measure = max(measure, width(r))
		}
	}
	// a block: pairs in a row, each row under the one above
	for i := 1; i < len(rows); {
		var dists []float64
		j := i
		for ; j < len(rows); j++ {
			d, ok := pair(j)
			if !ok {
				break
			}
			dists = append(dists, d)
		}
		if apart, ok := itemDistance(dists); ok {
			for k := i; k < j; k++ {
				next := soleCell(rows[k])[0]
				full := width(rows[k-1])+firstWordWidth(next) > measure-wrapSlack*max(next.runs[0].size, 1)
				wraps[k] = dists[k-i] < wrapRatio*apart && full
			}
		}
		i = j + 1
	}
	return wraps
}

// itemDistance is the distance between a block's items: the largest distance that two of
// its pairs of lines share (within sameDistance), which one wider gap (a group's) is not. A
// block whose distances all differ tells nothing.
func itemDistance(dists []float64) (float64, bool) {
	sorted := slices.Sorted(slices.Values(dists))
	for k := len(sorted) - 1; k > 0; k-- {
		if sorted[k]-sorted[k-1] <= sameDistance*sorted[k] {
			return sorted[k], true
		}
	}
	return 0, false
}

// soleCell is a row of one segment as the one cell of a table's line.
func soleCell(r textRow) []tableCell {
	var runs []run
	for _, sg := range r.segs {
		runs = append(runs, sg.runs...)
	}
	return []tableCell{{x0: runs[0].x0, x1: runs[len(runs)-1].x1, runs: runs}}
}

// joinRuns writes runs of one line left to right, with a space where the gap
// between two is a word space and a tab where it is wider.
func joinRuns(runs []run) string {
	var b strings.Builder
	for i, r := range runs {
		if i > 0 {
			prev := runs[i-1]
			size := max(prev.size, r.size, 1)
			gap := r.x0 - prev.x1
			switch {
			case gap > tabGap*size:
				b.WriteByte('\t')
			case gap > wordGap*size && !strings.HasSuffix(prev.text, " ") && !strings.HasPrefix(r.text, " "):
				b.WriteByte(' ')
			case digitThenCapital(prev.text, r.text), letterThenYear(prev.text, r.text):
				// "08/2016" and "Legal Secretary", "Assistant" and "2014-08-01" set in boxes
				// that touch: two fields
				b.WriteByte(' ')
			}
		}
		b.WriteString(r.text)
	}
	return b.String()
}

// letterThenYear reports a run ending in a lower-case letter before one starting with a year
// of this century or the last ("Assistant" and "2014-08-01 — 2017-05-01"): a title and the
// dates beside it.
func letterThenYear(a, b string) bool {
	r, _ := utf8.DecodeLastRuneInString(a)
	if !unicode.IsLower(r) || len(b) < 4 || b[:2] != "19" && b[:2] != "20" {
		return false
	}
	for i := 2; i < 4; i++ {
		if b[i] < '0' || b[i] > '9' {
			return false
		}
	}
	next, _ := utf8.DecodeRuneInString(b[4:])
	return len(b) == 4 || strings.ContainsRune(" \t-–—/.", next)
}

// digitThenCapital reports a run ending in a year ("08/2016") before one starting with a
// capitalised word ("Legal"): two fields whose boxes touch. Codes drawn a glyph at a time
// ("4N0X1C", "3M") are not cut.
func digitThenCapital(a, b string) bool {
	if len(a) < 4 || len(b) < 2 {
		return false
	}
	for i := len(a) - 4; i < len(a); i++ {
		if a[i] < '0' || a[i] > '9' {
			return false
		}
	}
	r, n := utf8.DecodeRuneInString(b)
	r2, _ := utf8.DecodeRuneInString(b[n:])
	return unicode.IsUpper(r) && unicode.IsLower(r2)
}

// withBlankLines writes the items as lines, with a blank line before each
// item that starts a block: after a vertical distance well above the page's
// usual one, or at the top of a new column.
func withBlankLines(items []lineItem) []string {
	var gaps []float64
	for i := 1; i < len(items); i++ {
		if d := items[i-1].y - items[i-1].drop - items[i].y; d > 0 && !items[i].jump {
			gaps = append(gaps, d)
		}
	}
	median := 0.0
	if len(gaps) > 0 {
		slices.Sort(gaps)
		median = gaps[(len(gaps)-1)/2]
	}
	lines := make([]string, 0, len(items)+len(items)/4)
	for i, it := range items {
		if i > 0 {
			prev := items[i-1]
			d := prev.y - prev.drop - it.y
			if it.jump || d < 0 || (d > blankGap*max(prev.size, it.size) && d > blankMedian*median) {
				lines = append(lines, "")
			}
		}
		text := it.text
		if it.wrap {
			text = string(WrapMark) + text
		}
		if it.column {
			text = string(columnMark) + text
		}
		lines = append(lines, text)
	}
	return lines
}

// dateGutter joins the dates of a date-gutter layout (moderncv and kin): each position's dates
// in a narrow left column, wrapped there over two or three rows ("Jan" / "2022–Present",
// "May" / "2018–Dec" / "2021") beside the position's title and bullets. The wrapped pieces of
// one date cell are joined and set at the start of its first row, so the date reads with the
// title it dates rather than on lines of its own or inside the bullets. A cell goes on while
// what it holds so far is not a whole date: it ends in a dash, or in a month without its year.
// Nothing changes unless some cell was wrapped.
func dateGutter(rows []textRow) []textRow {
	edge, ok := textEdge(rows, true)
	if !ok {
		return rows
	}
	const slack = 0.5
	// rowsApart is how many rows below a range cut after its dash its end may stand (a line
	// of the entry beside the gutter in between)
	const rowsApart = 2
	var cells []dateCell
	open := -1 // the cell still taking rows
	for i, r := range rows {
		var left []run
		for _, s := range r.segs {
			for _, u := range s.runs {
				if u.x1 <= edge+slack {
					left = append(left, u)
				}
			}
		}
		text := joinRuns(left)
		bar := strings.TrimSpace(text) == "|"
		if len(left) == 0 && open >= 0 && strings.HasSuffix(strings.TrimSpace(cells[open].text), "–") && i-cells[open].rows[len(cells[open].rows)-1] < rowsApart {
			continue // "2012 –" / the employer's line / "2018": the range's end a row further down
		}
		if len(left) == 0 || !dateLike(text) && !bar {
			open = -1
			continue
		}
		if bar {
			// "2019" / "|" / "present": the years of a range set one over the other with a bar
			// between them; the bar reads as the range's dash
			text = "–"
		}
		if open >= 0 && (incompleteDate(cells[open].text) || bar) {
			c := &cells[open]
			c.rows = append(c.rows, i)
			c.text += " " + text
			continue
		}
		if bar {
			open = -1
			continue
		}
		cells = append(cells, dateCell{rows: []int{i}, text: text})
		open = len(cells) - 1
	}
	return joinDateCells(rows, cells, func(r textRow) (date, rest []run) {
		for _, s := range r.segs {
			for _, u := range s.runs {
				if u.x1 <= edge+slack {
					date = append(date, u)
				} else {
					rest = append(rest, u)
				}
			}
		}
		return date, rest
	})
}

// dateCell is a date cell of a gutter or a column: the rows of its pieces, the first first,
// and its whole text.
type dateCell struct {
	rows []int
	text string
}

// joinDateCells rebuilds rows with each wrapped cell's whole text in its first row, where its
// first piece stood, and its pieces taken out of the rows under it; datePart cuts a row into the
// runs of the date's gutter or column and the rest. Rows are returned as they are unless some
// cell was wrapped.
func joinDateCells(rows []textRow, cells []dateCell, datePart func(textRow) (date, rest []run)) []textRow {
	whole := map[int]string{} // the first row of a wrapped cell -> the cell's text
	moved := map[int]bool{}   // rows whose piece went to the cell's first row
	for _, c := range cells {
		if len(c.rows) < 2 {
			continue
		}
		whole[c.rows[0]] = c.text
		for _, k := range c.rows[1:] {
			moved[k] = true
		}
	}
	if len(whole) == 0 {
		return rows
	}
	out := make([]textRow, 0, len(rows))
	for i, r := range rows {
		text, first := whole[i]
		if !first && !moved[i] {
			out = append(out, r)
			continue
		}
		date, keep := datePart(r)
		if first {
			keep = append(keep, run{x0: date[0].x0, x1: date[len(date)-1].x1, y: date[0].y, size: date[0].size, text: text, upright: true})
		}
		if len(keep) > 0 {
			out = append(out, makeRow(keep))
		}
	}
	return out
}

// rightDates joins the dates of a right-hand date column (tucv and kin): each position's
// dates set flush right beside its title and wrapped there ("Jun 2021 –" / "Present"). The
// pieces of one cell are joined onto its first row, so that the range reads with the title it
// dates rather than its end inside the description. A row's last segment belongs to the column
// when it is a date that starts right of the page's middle or of its row's; a cell goes on, in
// the rows under it that its extent overlaps, while it ends in a dash or a month. Rows of more
// than two segments are a table's, left to it. Nothing changes unless some cell was wrapped.
func rightDates(rows []textRow) []textRow {
	right := math.Inf(-1)
	for _, r := range rows {
		if n := len(r.segs); n > 0 {
			right = max(right, r.segs[n-1].x1)
		}
	}
	left := math.Inf(1)
	for _, r := range rows {
		if len(r.segs) > 0 {
			left = min(left, r.segs[0].x0)
		}
	}
	mid := (left + right) / 2
	var cells []dateCell
	var x0, x1 float64 // the extent of the last cell's first piece
	for i, r := range rows {
		n := len(r.segs)
		if n == 0 || n > 2 {
			continue // a table's row of cells joins its wrapped cells itself (tableItems)
		}
		last := r.segs[n-1]
		text := joinRuns(last.runs)
		if !dateLike(text) {
			continue
		}
		k := len(cells) - 1
		goesOn := k >= 0 && cells[k].rows[len(cells[k].rows)-1] == i-1 && incompleteDate(cells[k].text) && last.x0 < x1 && last.x1 > x0
		// right of the page's middle, or of its own row's beside a column's text (a main
		// column's dates, a sidebar right of it)
		if last.x0 < mid && !(n == 2 && last.x0 > (r.segs[0].x0+last.x1)/2) && !goesOn {
			continue
		}
		if goesOn {
			cells[k].rows = append(cells[k].rows, i)
			cells[k].text += " " + text
			continue
		}
		cells = append(cells, dateCell{rows: []int{i}, text: text})
		x0, x1 = last.x0, last.x1
	}
	return joinDateCells(rows, cells, func(r textRow) (date, rest []run) {
		for _, sg := range r.segs[:len(r.segs)-1] {
			rest = append(rest, sg.runs...)
		}
		return r.segs[len(r.segs)-1].runs, rest
	})
}

// monthWords are the months as dates in a gutter write them.
var monthWords = map[string]bool{"jan": true, "feb": true, "mar": true, "apr": true, "may": true,
	"jun": true, "jul": true, "aug": true, "sep": true, "sept": true, "oct": true, "nov": true,
	"dec": true, "january": true, "february": true, "march": true, "april": true, "june": true,
	"july": true, "august": true, "september": true, "october": true, "november": true, "december": true}

// dateLike reports whether text is nothing but a date or a range: months, years, numeric
// dates (also template placeholders such as "01/xx"), "present" and dashes.
func dateLike(text string) bool {
	n := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return r == ' ' || r == '\t' || r == '–' || r == '—' || r == '-' || r == ','
	}) {
		w = strings.Trim(w, ".")
		switch {
		case monthWords[w], w == "present", w == "current", w == "now", w == "today", w == "to", w == "since":
		case numericDate(w):
		default:
			return false
		}
		n++
	}
	return n > 0
}

// numericDate reports a year, or a numeric date ("05.2018", "03/2019", "01/xx").
func numericDate(w string) bool {
	digits := 0
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '/' || r == '.' || r == 'x':
		default:
			return false
		}
	}
	return digits >= 2
}

// incompleteDate reports a date cut by the gutter's width: it ends in a dash or in a month
// without its year.
func incompleteDate(text string) bool {
	t := strings.TrimSpace(text)
	if strings.HasSuffix(t, "–") || strings.HasSuffix(t, "-") || strings.HasSuffix(t, "—") {
		return true
	}
	ws := strings.FieldsFunc(strings.ToLower(t), func(r rune) bool { return r == ' ' || r == '–' || r == '—' || r == '-' })
	return len(ws) > 0 && monthWords[strings.Trim(ws[len(ws)-1], ".")]
}

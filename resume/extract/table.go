package extract

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Table tuning. A table is found by its columns: the left edges of its cells line up, to
// within cellAlign points, row after row.
const (
	// cellAlign is how far apart (points) the left edges of one column's cells may be.
	cellAlign = 1.0
	// tableSize is how far (a fraction) the font size of a table's lines may stray from
	// its first row's.
	tableSize = 0.15
	// tableGap is the widest baseline distance (ems) between two lines of one table.
	tableGap = 2.6
	// wrapRatio: a line is a wrapped part of the row above when its distance to it is under
	// wrapRatio times the table's usual distance between rows (cells are padded, the lines
	// inside one are not).
	wrapRatio = 0.85
	// wrapSlack (ems) is how far short of its column's reach a cell may end and still be
	// too full for the next line's first word: the widths of words are estimated, and the
	// widest text of a column need not touch its edge.
	wrapSlack = 0.5
	// maxTableCols caps the columns of a table (and the segments of its rows), maxTableRows
	// the lines of one, and maxTableWork the runs a page's search for tables looks at:
	// beyond it, rows are read as they are.
	maxTableCols = 16
	maxTableRows = 200
	maxTableWork = 1 << 20
)

// tableCell is the part of one line of a table inside one column.
type tableCell struct {
	col    int
	x0, x1 float64
	runs   []run
}

// tableRow is a row of a table: the table's lines that make it, top to bottom, each cut
// into its cells; y and last are the baselines of its first and last line.
type tableRow struct {
	y, last, size float64
	lines         [][]tableCell
}

// tableItems renders rows, finding tables among them: a stretch of lines of one font size,
// close together, whose segments start at the same few x positions (the columns: left edges
// that at least two rows of three or more segments share) and end before the next
// column starts. At least two of its lines must hold three cells or more. A table line
// becomes one line with its cells separated by tabs, also where two cells are set closer
// than a tab (a run that starts on a column's edge starts a cell). A line set closer to the
// one above than the table's rows are to each other, whose every cell continues a cell of
// the row above that was too full for its first word, is that row's cells wrapped: it is
// joined to them, each part to its own cell. Other rows are read as they are, a line each.
func tableItems(rows []textRow) []lineItem {
	items := make([]lineItem, 0, len(rows))
	work := 0
	for i := 0; i < len(rows); {
		if work > maxTableWork {
			items = append(items, plainItem(rows[i]))
			i++
			continue
		}
		n, tab := readTable(rows[i:], &work)
		if n > 0 {
			items = append(items, tab...)
			i += n
			continue
		}
		items = append(items, plainItem(rows[i]))
		i++
	}
	return items
}

// plainItem renders a row as it is.
func plainItem(r textRow) lineItem {
	var runs []run
	for _, s := range r.segs {
		runs = append(runs, s.runs...)
	}
	return lineItem{y: r.y, size: r.size, text: joinRuns(runs)}
}

// readTable reads a table at the start of rows, returning how many rows it takes and its
// lines; 0 when no table starts there. It adds the runs it looks at to work.
func readTable(rows []textRow, work *int) (int, []lineItem) {
	if len(rows) < 2 || len(rows[0].segs) < 3 || len(rows[0].segs) > maxTableCols {
		return 0, nil
	}
	n := tableExtent(rows)
	for _, r := range rows[:n] {
		for _, s := range r.segs {
			*work += 1 + len(s.runs)
		}
	}
	cols := tableColumns(rows[:n])
	if len(cols) < 3 || len(cols) > maxTableCols {
		return 0, nil
	}
	var lines [][]tableCell
	full := 0
	for _, r := range rows[:n] {
		cells, ok := rowCells(r, cols)
		if !ok {
			break
		}
		lines = append(lines, cells)
		if len(cells) >= 3 {
			full++
		}
	}
	if full < 2 || len(lines[0]) < 3 {
		return 0, nil
	}
	// The table ends with its last line of three cells or with that line's wrapped parts.
	end := len(lines)
	for end > 0 && len(lines[end-1]) < 3 {
		end--
	}
	grouped := groupRows(rows[:len(lines)], lines, cols, end)
	taken := 0
	items := make([]lineItem, 0, len(grouped))
	for _, g := range grouped {
		taken += len(g.lines)
		items = append(items, g.item())
	}
	return taken, items
}

// tableExtent counts the rows from the first that could belong to its table: of a like font
// size and no farther apart than tableGap.
func tableExtent(rows []textRow) int {
	size := max(rows[0].size, 1)
	n := 1
	for n < len(rows) && n < maxTableRows {
		r := rows[n]
		if math.Abs(r.size-size) > tableSize*size || rows[n-1].y-r.y > tableGap*size || r.y > rows[n-1].y {
			break
		}
		n++
	}
	return n
}

// tableColumns finds the columns of a table starting with rows[0]: the left edges of
// segments shared by at least two rows of three or more segments that have two edges
// in common with the first row.
func tableColumns(rows []textRow) []float64 {
	type edge struct {
		x   float64
		row int
	}
	var edges []edge
	first := rows[0].segs
	for i, r := range rows {
		if len(r.segs) < 3 || len(r.segs) > maxTableCols {
			continue
		}
		if i > 0 {
			common := 0
			for _, s := range r.segs {
				if slices.ContainsFunc(first, func(f segment) bool { return math.Abs(f.x0-s.x0) <= cellAlign }) {
					common++
				}
			}
			if common < 2 {
				continue
			}
		}
		for _, s := range r.segs {
			edges = append(edges, edge{s.x0, i})
		}
	}
	slices.SortFunc(edges, func(a, b edge) int { return cmp.Compare(a.x, b.x) })
	var cols []float64
	for k := 0; k < len(edges); {
		e := k + 1
		for e < len(edges) && edges[e].x-edges[k].x <= cellAlign {
			e++
		}
		rowsAt := map[int]bool{}
		for _, ed := range edges[k:e] {
			rowsAt[ed.row] = true
		}
		if len(rowsAt) >= 2 && !math.IsNaN(edges[k].x) && !math.IsInf(edges[k].x, 0) {
			cols = append(cols, edges[k].x)
		}
		k = e
	}
	return cols
}

// rowCells cuts a row into cells at the table's columns: a cell starts with each segment
// and with each run that starts on a column's edge. Each must start on an edge and end
// before the next; otherwise the row is no table row.
func rowCells(r textRow, cols []float64) ([]tableCell, bool) {
	var cells []tableCell
	for _, s := range r.segs {
		for k, u := range s.runs {
			col := slices.IndexFunc(cols, func(x float64) bool { return math.Abs(x-u.x0) <= cellAlign })
			if k == 0 || col >= 0 && len(cells) > 0 && col != cells[len(cells)-1].col {
				if col < 0 || len(cells) > 0 && col <= cells[len(cells)-1].col {
					return nil, false
				}
				cells = append(cells, tableCell{col: col, x0: u.x0, x1: u.x1})
			}
			c := &cells[len(cells)-1]
			c.runs = append(c.runs, u)
			c.x1 = max(c.x1, u.x1)
		}
	}
	for _, c := range cells {
		if c.col+1 < len(cols) && c.x1 > cols[c.col+1] {
			return nil, false
		}
	}
	return cells, len(cells) > 0
}

// groupRows gathers the lines of a table into its rows: a line joins the row above when it
// is one of its wrapped parts (see isWrap). Lines from end on are taken only as wrapped
// parts.
func groupRows(rows []textRow, lines [][]tableCell, cols []float64, end int) []tableRow {
	// The usual distance between rows: the upper median of the distances above the lines
	// of three cells or more (most such lines start a row).
	var dists []float64
	for i := 1; i < end; i++ {
		if len(lines[i]) >= 3 {
			dists = append(dists, rows[i-1].y-rows[i].y)
		}
	}
	pitch := 0.0
	if len(dists) > 0 {
		slices.Sort(dists)
		pitch = dists[len(dists)/2]
	}
	limits := columnLimits(lines, cols)
	var out []tableRow
	for i := range lines {
		if i > 0 && rows[i-1].y-rows[i].y < wrapRatio*pitch && isWrap(out[len(out)-1], lines[i], limits) {
			g := &out[len(out)-1]
			g.lines = append(g.lines, lines[i])
			g.last = rows[i].y
			continue
		}
		if i >= end {
			break
		}
		out = append(out, tableRow{y: rows[i].y, last: rows[i].y, size: rows[i].size, lines: [][]tableCell{lines[i]}})
	}
	return out
}

// columnLimits finds how far the text of each column reaches, spaces left out.
func columnLimits(lines [][]tableCell, cols []float64) []float64 {
	limits := make([]float64, len(cols))
	for _, l := range lines {
		for _, c := range l {
			limits[c.col] = max(limits[c.col], trimmedEnd(c))
		}
	}
	return limits
}

// isWrap reports whether a line continues the cells of row g: each of its cells has a cell
// above it in the row, the last of which could not have taken the cell's first word (it
// would have reached past the column's widest text, less wrapSlack).
func isWrap(g tableRow, line []tableCell, limits []float64) bool {
	for _, c := range line {
		var above *tableCell
		for k := len(g.lines) - 1; k >= 0 && above == nil; k-- {
			for j := range g.lines[k] {
				if g.lines[k][j].col == c.col {
					above = &g.lines[k][j]
					break
				}
			}
		}
		if above == nil {
			return false
		}
		size := max(c.runs[0].size, 1)
		if trimmedEnd(*above)+firstWordWidth(c) <= limits[c.col]-wrapSlack*size {
			return false
		}
	}
	return true
}

// trimmedEnd is where a cell's text ends, without the spaces it ends with (the run's width
// shared evenly among its characters).
func trimmedEnd(c tableCell) float64 {
	u := c.runs[len(c.runs)-1]
	n := utf8.RuneCountInString(u.text)
	t := strings.TrimRightFunc(u.text, unicode.IsSpace)
	if n == 0 || len(t) == len(u.text) {
		return u.x1
	}
	return u.x0 + (u.x1-u.x0)*float64(utf8.RuneCountInString(t))/float64(n)
}

// firstWordWidth estimates the width of a cell's first word.
func firstWordWidth(c tableCell) float64 {
	u := c.runs[0]
	t := strings.TrimLeftFunc(u.text, unicode.IsSpace)
	n := utf8.RuneCountInString(u.text)
	if n == 0 {
		return 0
	}
	w := t
	if i := strings.IndexFunc(t, unicode.IsSpace); i >= 0 {
		w = t[:i]
	}
	return (u.x1 - u.x0) * float64(utf8.RuneCountInString(w)) / float64(n)
}

// item renders a table row: its cells in column order, separated by tabs, the lines of a
// cell joined by spaces.
func (g tableRow) item() lineItem {
	var cells []string
	var cols []int
	for _, l := range g.lines {
		for _, c := range l {
			text := strings.TrimSpace(joinRuns(c.runs))
			k := slices.Index(cols, c.col)
			switch {
			case k < 0:
				cols = append(cols, c.col)
				cells = append(cells, text)
			case text == "":
			case strings.HasSuffix(cells[k], "-") && !strings.HasSuffix(cells[k], " -"):
				cells[k] += text // a word broken at its hyphen
			default:
				cells[k] += " " + text
			}
		}
	}
	// A wrapped part only continues cells of the row's first line (see isWrap): the cells
	// are in column order.
	parts := make([]string, 0, len(cells))
	for _, c := range cells {
		if c != "" {
			parts = append(parts, c)
		}
	}
	return lineItem{y: g.y, drop: g.y - g.last, size: g.size, text: strings.Join(parts, "\t")}
}

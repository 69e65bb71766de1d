package resume

import (
	"strings"
)

// A layout stage for skill groups set side by side: a row of group labels, one a column, over
// rows of cells ("Licenses & Certifications <tab> Clinical" / "Oncology Certified Nurse (OCN),
// ONCC <tab> Chemotherapy" / ...). Read row by row, each row mixes a credential with a skill;
// columnGroups rewrites the grid as one labelled line per group ("Licenses & Certifications:
// Oncology Certified Nurse (OCN), ONCC; ..."), which the skills reader reads as it reads any
// labelled group, credentials included.

// columnGroups rewrites every grid of skill groups in text; other lines are left as they are.
func columnGroups(text string) string {
	if !strings.Contains(text, "\t") {
		return text
	}
	lines := strings.Split(text, "\n")
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		labels, ok := groupLabels(lines[i])
		if !ok {
			out = append(out, lines[i])
			continue
		}
		cols, end := groupColumns(lines, i+1, len(labels))
		if cols == nil {
			out = append(out, lines[i])
			continue
		}
		for k, label := range labels {
			if len(cols[k]) > 0 {
				out = append(out, label+": "+strings.Join(cols[k], "; "))
			}
		}
		i = end - 1
	}
	return strings.Join(out, "\n")
}

// groupLabels reads a row of group labels: two cells or more, each a short name without
// figures or a colon, one of them naming credentials (so that a table's column headings,
// "Employer <tab> Position", are not read as groups), none naming a certifications table's
// columns.
func groupLabels(s string) ([]string, bool) {
	cells := tabCells(s)
	if len(cells) < 2 {
		return nil, false
	}
	credentials := false
	for _, c := range cells {
		if c == "" || wordCount(c) > 4 || hasDigit(c) || strings.ContainsAny(c, ":,;.") || !titleCased(c) {
			return nil, false
		}
		if sec, ok := lookupHeading(normHeading(c)); ok && sec == secCerts {
			credentials = true
		}
		if columnRole(c) != "" {
			return nil, false // a certifications table's header: "Certification | Organization | Expires"
		}
	}
	return cells, credentials && !isCertHeader(cells)
}

// groupColumns gathers the cells under n group labels from line from on, column by column, up
// to a blank line after the first row, a heading or a line too long for a cell; it returns the
// columns and the index of the first line after them, or nil when the rows are not a grid of
// whole items (a narrow column that wraps its items word by word cannot be read back).
func groupColumns(lines []string, from, n int) ([][]string, int) {
	cols := make([][]string, n)
	rows, words, cells := 0, 0, 0
	j := from
	for ; j < len(lines); j++ {
		t := strings.TrimSpace(lines[j])
		if t == "" {
			if rows == 0 {
				continue
			}
			break
		}
		if _, _, heading := detectHeading(t); heading || len(t) > 90 {
			break
		}
		cs := tabCells(t)
		if len(cs) > n {
			break
		}
		// a row with fewer cells than labels, or a line of one cell, continues the first
		// columns: the left column, which reading order fills first, runs longest
		for k, c := range cs {
			if c == "" {
				continue
			}
			words += wordCount(c)
			cells++
			if m := len(cols[k]); m > 0 && cellGoesOn(cols[k][m-1]) {
				cols[k][m-1] += " " + c // "CDL Class A, Louisiana - Endorsements H, N," / "T"
				continue
			}
			cols[k] = append(cols[k], c)
		}
		rows++
	}
	if rows < 2 || cells == 0 || float64(words)/float64(cells) < 1.5 {
		return nil, from
	}
	return cols, j
}

// cellGoesOn reports a cell cut before its end: after a comma, a hyphen or an open bracket.
func cellGoesOn(c string) bool {
	return strings.HasSuffix(c, ",") || strings.HasSuffix(c, "-") || openBracket(c)
}

// tabCells splits a line at its tabs into trimmed cells.
func tabCells(s string) []string {
	cs := strings.Split(s, "\t")
	for k := range cs {
		cs[k] = strings.TrimSpace(cs[k])
	}
	return cs
}

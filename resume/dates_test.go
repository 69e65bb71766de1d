package resume

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// asOfScanner counts against 15 June 2025.
func asOfScanner() *dateScanner { return &dateScanner{asOfY: 2025, asOfM: 6} }

func TestFindDatesSingle(t *testing.T) {
	tests := []struct {
		name, in string
		want     string // YYYY-MM-DD, "" for none
		prec     precision
	}{
		{"abbreviated month", "Mar 2019", "2019-03-01", precMonth},
		{"full month", "March 2019", "2019-03-01", precMonth},
		{"sept with dot", "Sept. 2020", "2020-09-01", precMonth},
		{"month comma year", "March, 2019", "2019-03-01", precMonth},
		{"month dash year", "May-2019", "2019-05-01", precMonth},
		{"month apostrophe year", "Jun '18", "2018-06-01", precMonth},
		{"mm/yyyy", "03/2019", "2019-03-01", precMonth},
		{"m/yyyy", "3/2019", "2019-03-01", precMonth},
		{"mm-yyyy", "03-2019", "2019-03-01", precMonth},
		{"iso month", "2019-03", "2019-03-01", precMonth},
		{"m/yy", "3/19", "2019-03-01", precMonth},
		{"m/yy last century", "11/98", "1998-11-01", precMonth},
		{"bare year", "2019", "2019-01-01", precYear},
		{"spring", "Spring 2018", "2018-03-01", precMonth},
		{"summer", "Summer 2018", "2018-06-01", precMonth},
		{"fall", "Fall 2018", "2018-09-01", precMonth},
		{"autumn", "Autumn 2018", "2018-09-01", precMonth},
		{"winter", "Winter 2018", "2018-12-01", precMonth},
		{"iso day", "2019-03-15", "2019-03-15", precDay},
		{"us day", "03/15/2019", "2019-03-15", precDay},
		{"day first", "15/03/2019", "2019-03-15", precDay},
		{"month day year", "March 15, 2019", "2019-03-15", precDay},
		{"day month year", "15 March 2019", "2019-03-15", precDay},
		{"a number in the column before a month", "13\tMar. 2019", "2019-03-01", precMonth},
		{"a number set apart by spaces", "13   March 2019", "2019-03-01", precMonth},
		{"upper case month", "JAN 2020", "2020-01-01", precMonth},
		{"in a sentence", "Graduated May 2015 with honors", "2015-05-01", precMonth},
		{"invalid month", "13/2019", "", 0},
		{"invalid day", "2019-02-30", "", 0},
		{"too old", "1850", "", 0},
		{"too far ahead", "2099", "", 0},
		{"phone tail is not a year", "555-2019", "", 0},
		{"number glued to letters", "v2019", "", 0},
		{"decimal", "2019.5", "", 0},
		{"percent", "2019%", "", 0},
		{"hash number", "#2019", "", 0},
		{"pay grade code", "Grade: GS-2010-09", "", 0},
		{"month code is a date", "JAN-2019", "2019-01-01", precMonth},
		{"fraction", "1/2", "", 0},
		{"twenty four seven", "24/7", "", 0},
		{"zip code", "78701", "", 0},
		{"lower-case month with a year", "may 2019 - june 2020", "2019-05-01", precMonth},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ds := asOfScanner().findDates(tt.in)
			got, prec := "", precision(0)
			if len(ds) > 0 {
				got, prec = ds[0].start.String(), ds[0].start.p
			}
			if got != tt.want || prec != tt.prec {
				t.Errorf("findDates(%q) = %q (precision %d), want %q (precision %d)", tt.in, got, prec, tt.want, tt.prec)
			}
		})
	}
}

func TestFindDatesRange(t *testing.T) {
	type rng struct {
		Start, End string
		Current    bool
	}
	tests := []struct {
		name, in string
		want     []rng
	}{
		{"hyphen", "Jan 2019 - Mar 2021", []rng{{"2019-01-01", "2021-03-01", false}}},
		{"french months to today", "Avr. 2020 - Aujourd'hui", []rng{{"2020-04-01", "", true}}},
		{"french months", "Janv. 2016 - Mars 2020", []rng{{"2016-01-01", "2020-03-01", false}}},
		{"spanish months", "Marzo 2017 – Diciembre 2019", []rng{{"2017-03-01", "2019-12-01", false}}},
		{"year, dash, month's name", "2014-Aug - 2018-Sep", []rng{{"2014-08-01", "2018-09-01", false}}},
		{"en dash no spaces", "Jan 2019–Mar 2021", []rng{{"2019-01-01", "2021-03-01", false}}},
		{"em dash", "2015 — 2019", []rng{{"2015-01-01", "2019-01-01", false}}},
		{"to", "March 2019 to June 2020", []rng{{"2019-03-01", "2020-06-01", false}}},
		{"through", "Sept. 2016 through Dec. 2018", []rng{{"2016-09-01", "2018-12-01", false}}},
		{"until", "2016 until 2018", []rng{{"2016-01-01", "2018-01-01", false}}},
		{"years glued", "2019-2021", []rng{{"2019-01-01", "2021-01-01", false}}},
		{"years spaced", "2015 - 2019", []rng{{"2015-01-01", "2019-01-01", false}}},
		{"present", "Mar 2019 – Present", []rng{{"2019-03-01", "", true}}},
		{"current", "3/19 - current", []rng{{"2019-03-01", "", true}}},
		{"now", "2020 - now", []rng{{"2020-01-01", "", true}}},
		{"to date", "June 2018 to date", []rng{{"2018-06-01", "", true}}},
		{"labelled ends", "From: 06/2020 To: Present", []rng{{"2020-06-01", "", true}}},
		{"labelled ends with dates", "From: 2016 To: 03/2020", []rng{{"2016-01-01", "2020-03-01", false}}},
		{"presente", "03/2022 – Presente", []rng{{"2022-03-01", "", true}}},
		{"present cut short", "03/2022-pres, Journeyman Wireman", []rng{{"2022-03-01", "", true}}},
		{"actualidad", "2019 - Actualidad", []rng{{"2019-01-01", "", true}}},
		{"oggi", "01/2019 – oggi", []rng{{"2019-01-01", "", true}}},
		{"obecnie", "03/2018 – obecnie", []rng{{"2018-03-01", "", true}}},
		{"heden", "2020 – heden", []rng{{"2020-01-01", "", true}}},
		{"year then month", "2017 Jun.— 2022 Mar.", []rng{{"2017-06-01", "2022-03-01", false}}},
		{"year then month, open", "2022 Apr. – present", []rng{{"2022-04-01", "", true}}},
		{"a month that starts the end's date", "2015 - May 2017", []rng{{"2015-01-01", "2017-05-01", false}}},
		{"dash to date", "June 2018 - to date", []rng{{"2018-06-01", "", true}}},
		{"today", "2021 – Today", []rng{{"2021-01-01", "", true}}},
		{"since", "Since 2017", []rng{{"2017-01-01", "", true}}},
		{"numeric months", "06/2015 - 12/2018", []rng{{"2015-06-01", "2018-12-01", false}}},
		{"two digit years", "3/19 - 5/21", []rng{{"2019-03-01", "2021-05-01", false}}},
		{"iso months", "2019-03 – 2020-11", []rng{{"2019-03-01", "2020-11-01", false}}},
		{"start month borrows year", "May - Aug 2019", []rng{{"2019-05-01", "2019-08-01", false}}},
		{"start month across new year", "Nov - Feb 2020", []rng{{"2019-11-01", "2020-02-01", false}}},
		{"seasons", "Summer 2018 - Fall 2019", []rng{{"2018-06-01", "2019-09-01", false}}},
		{"mixed precision", "2018 - Mar 2019", []rng{{"2018-01-01", "2019-03-01", false}}},
		{"reversed", "2021 - 2019", []rng{{"2019-01-01", "2021-01-01", false}}},
		{"in a header line", "Registered Nurse | St. Mary's | Jan 2019 – Present", []rng{{"2019-01-01", "", true}}},
		{"two ranges", "2019-2020, 2021 - 2022", []rng{{"2019-01-01", "2020-01-01", false}, {"2021-01-01", "2022-01-01", false}}},
		{"plural season dates both years", "Summers 2016 – 2018", []rng{{"2016-06-01", "2018-06-01", false}}},
		{"singular season keeps a year-only end", "Winter 2016 – 2018", []rng{{"2016-12-01", "2018-01-01", false}}},
		{"arrow", "2021-04 → 2023-02", []rng{{"2021-04-01", "2023-02-01", false}}},
		{"arrow to present", "Oct 2022 → present", []rng{{"2022-10-01", "", true}}},
		{"phone is not a range", "(512) 555-2019", nil},
		{"zip plus four", "78701-2019", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []rng
			for _, d := range asOfScanner().findDates(tt.in) {
				r := rng{Start: d.start.String(), Current: d.current}
				if d.end.valid() {
					r.End = d.end.String()
				}
				if !d.isRange {
					continue
				}
				got = append(got, r)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("findDates(%q) ranges mismatch (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

func TestFindDatesSpan(t *testing.T) {
	in := "Acme Corp   Jan 2019 – Present   Austin"
	ds := asOfScanner().findDates(in)
	if len(ds) != 1 {
		t.Fatalf("findDates(%q) found %d spans, want 1", in, len(ds))
	}
	if got, want := in[ds[0].lo:ds[0].hi], "Jan 2019 – Present"; got != want {
		t.Errorf("span text = %q, want %q", got, want)
	}
}

// TestFindDatesWorkContext covers the forms read only in a work history: two dates side by
// side (a table's From and To columns) and month-only ranges under a year subheading.
func TestFindDatesWorkContext(t *testing.T) {
	type rng struct {
		Start, End string
		Current    bool
	}
	tests := []struct {
		name, in string
		yearCtx  int
		want     []rng
	}{
		{"numeric months side by side", "07/2019 11/2022 Line Cook", 0, []rng{{"2019-07-01", "2022-11-01", false}}},
		{"a month then present", "02/2023 present Shift Lead", 0, []rng{{"2023-02-01", "", true}}},
		{"years in columns", "2011\t2014\tDeckhand", 0, []rng{{"2011-01-01", "2014-01-01", false}}},
		{"years one space apart are not a range", "Deckhand 2011 2014", 0, nil},
		{"three years are a list", "2017\t2018\t2019", 0, nil},
		{"an earlier second date is no end", "11/2022 07/2019", 0, nil},
		{"months under a year", "Aug – Oct · Lakeside Clinic", 2021, []rng{{"2021-08-01", "2021-10-01", false}}},
		{"months across new year", "Dec – Mar · Lakeside Clinic", 2021, []rng{{"2021-12-01", "2022-03-01", false}}},
		{"a month to present under a year", "Mar – present · Lakeside Clinic", 2024, []rng{{"2024-03-01", "", true}}},
		{"months without a year above", "Aug – Oct · Lakeside Clinic", 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := asOfScanner()
			sc.bareRanges, sc.yearCtx = true, tt.yearCtx
			var got []rng
			for _, d := range sc.findDates(tt.in) {
				if !d.isRange {
					continue
				}
				r := rng{Start: d.start.String(), Current: d.current}
				if d.end.valid() {
					r.End = d.end.String()
				}
				got = append(got, r)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("findDates(%q) ranges mismatch (-want +got):\n%s", tt.in, diff)
			}
		})
	}
	// outside a work history two dates side by side stay two dates (an issue and an expiry)
	if ds := asOfScanner().findDates("07/2019 11/2022"); len(ds) != 2 || ds[0].isRange {
		t.Errorf("findDates without bareRanges = %+v, want two single dates", ds)
	}
}

// Each reader dateAt hands a date to, on the forms it reads.
func TestDateReaders(t *testing.T) {
	sc := dateScanner{asOfY: 2026, asOfM: 11}
	tests := []struct {
		reader, in string
		want       date
	}{
		{"yearFirstDate", "2019-03-15", date{2019, 3, 15, precDay}},
		{"yearFirstDate", "2019.03", date{2019, 3, 0, precMonth}},
		{"yearFirstDate", "2019", date{2019, 0, 0, precYear}},
		{"numericDate", "03/2019", date{2019, 3, 0, precMonth}},
		{"numericDate", "3/19", date{2019, 3, 0, precMonth}},
		{"numericDate", "15/03/2019", date{2019, 3, 15, precDay}},
		{"dayMonthDate", "15 March 2019", date{2019, 3, 15, precDay}},
		{"wordDate", "Mar. '19", date{2019, 3, 0, precMonth}},
		{"wordDate", "March 15, 2019", date{2019, 3, 15, precDay}},
		{"wordDate", "Summer 2019", date{2019, 6, 0, precMonth}},
	}
	for _, tt := range tests {
		ds := sc.findDates(tt.in)
		if len(ds) != 1 || ds[0].start != tt.want {
			t.Errorf("%s: findDates(%q) = %+v, want one date %+v", tt.reader, tt.in, ds, tt.want)
		}
	}
}

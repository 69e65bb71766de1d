package resume

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLLMVerifyWorkDateForms: the verifier re-reads a position's dates where the text writes
// them in a work-history form (a year subheading over month-only ranges, a range cut by the end
// of a line, a table's From and To columns), keeping the model's months or restoring the
// months it dropped.
func TestLLMVerifyWorkDateForms(t *testing.T) {
	text := "Jane Doe\n\nTravel Assignments\n\n2023\n• Sep – Dec · Hillcrest Medical Center, Tulsa, OK · 13 wks\n" +
		"• Mar – Jun · Bayview General Hospital, Mobile, AL · 13 wks\n\nStaff Positions\n" +
		"Charge Nurse — Lakeview Hospital, Enid, OK — May 2017 to\nFebruary 2023. I led a 30-bed unit and from 2019 to 2020 chaired the practice council.\n\n" +
		"Earlier Jobs\nFrom\tTo\tPosition\tEmployer\n06/2014 04/2017 Unit Clerk\tPrairie Rose Clinic\n"
	for _, dropMonths := range []bool{false, true} {
		m := Profile{WorkHistory: []Job{
			{Employer: "Hillcrest Medical Center", Title: "Travel RN", StartDate: "2023-09-01", EndDate: llmPtr("2023-12-01")},
			{Employer: "Bayview General Hospital", Title: "Travel RN", StartDate: "2023-03-01", EndDate: llmPtr("2023-06-01")},
			{Employer: "Lakeview Hospital", Title: "Charge Nurse", StartDate: "2017-05-01", EndDate: llmPtr("2023-02-01")},
			{Employer: "Prairie Rose Clinic", Title: "Unit Clerk", StartDate: "2014-06-01", EndDate: llmPtr("2017-04-01")},
		}}
		if dropMonths {
			for i := range m.WorkHistory {
				j := &m.WorkHistory[i]
				j.StartDate = j.StartDate[:4] + "-01-01"
				j.EndDate = llmPtr((*j.EndDate)[:4] + "-01-01")
			}
		}
		got := verify(m, text, Options{AsOf: testAsOf})
		var spans []string
		for _, j := range got.WorkHistory {
			spans = append(spans, j.Employer+" "+j.StartDate+".."+deref(j.EndDate))
		}
		want := []string{"Hillcrest Medical Center 2023-09-01..2023-12-01", "Bayview General Hospital 2023-03-01..2023-06-01",
			"Lakeview Hospital 2017-05-01..2023-02-01", "Prairie Rose Clinic 2014-06-01..2017-04-01"}
		if diff := cmp.Diff(want, spans); diff != "" {
			t.Errorf("months dropped %v: dates mismatch (-want +got):\n%s", dropMonths, diff)
		}
	}
}

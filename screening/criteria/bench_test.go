package criteria

import (
	"strings"
	"testing"
)

// longPosting is a travel ICU posting of about 600 words: an overview,
// responsibilities, requirements, preferred qualifications and benefits.
const longPosting = `Travel ICU Registered Nurse - Houston, TX - 13 Week Contract

About the Assignment
Our client is a 900-bed Magnet-designated academic medical center and Level I trauma center in the heart of the Texas Medical Center. The 32-bed medical intensive care unit cares for critically ill adults with sepsis, respiratory failure, multi-organ failure and complex post-surgical needs. The unit operates with a 1:2 nurse-to-patient ratio, dedicated respiratory therapists, an in-house intensivist around the clock and a strong team of charge nurses who support travelers from their first shift. Orientation is two 12-hour shifts on the unit after one day of hospital orientation and computer training.

Responsibilities
- Provide direct care to two critically ill adult patients per shift, including patients on ventilators, vasoactive drips, CRRT and ECMO
- Titrate medications according to protocol and physician orders and document in Epic
- Assess, plan, implement and evaluate nursing care in collaboration with the interdisciplinary team
- Respond to rapid response and code blue events throughout the hospital as assigned
- Educate patients and families on the plan of care, medications and discharge needs
- Maintain patient confidentiality and follow all hospital policies, procedures and infection control standards
- Float to the cardiovascular ICU or neuro ICU when census requires, with appropriate orientation

Requirements
- Active Texas RN license or multistate compact license at the time of submission
- Minimum of 2 years of recent ICU experience as a Registered Nurse in an acute care hospital
- Current BLS and ACLS certifications from the American Heart Association required
- Experience with ventilator management, titrating vasoactive drips and arterial lines
- Must be able to work 12-hour night shifts, including every other weekend and one holiday
- Must pass a background check, drug screen and hospital credentialing before the start date
- Two professional references from charge nurses or managers within the last two years

Preferred Qualifications
- CCRN certification preferred
- BSN preferred
- CRRT or ECMO experience is a plus
- Previous travel nursing experience in a teaching hospital
- Epic charting experience
- Bilingual English/Spanish a plus

Schedule and Pay
Shift: Nights, 7p-7a, 3x12
Guaranteed 36 hours per week
Weekly gross pay of $2,850 including a tax-free housing and meals stipend
Overtime paid at time and a half after 40 hours

Benefits
We offer day-one medical, dental and vision insurance, a 401(k) with company match, license and certification reimbursement, travel reimbursement, a referral bonus program and a dedicated recruiter available 24/7. Our clinical team supports you throughout your assignment, and our housing team helps you find furnished housing close to the hospital.

About Us
We are a Joint Commission certified healthcare staffing agency placing travel nurses and allied health professionals in hospitals across all fifty states since 2005. We believe in transparency, fair pay and putting clinicians first. We are an equal opportunity employer and consider all qualified applicants without regard to race, color, religion, sex, national origin, disability or veteran status.

How to Apply
Submit your resume and skills checklist through our portal, or call your recruiter today to be submitted within 24 hours. Interviews are typically scheduled within three business days, and offers are often made the same week. Apply today to secure this assignment before it fills, as the unit expects several openings to close quickly this season.`

func BenchmarkFromJob(b *testing.B) {
	if n := len(strings.Fields(longPosting)); n < 550 || n > 650 {
		b.Fatalf("longPosting has %d words, want about 600", n)
	}
	b.ReportAllocs()
	for b.Loop() {
		FromJob(nil, longPosting)
	}
}

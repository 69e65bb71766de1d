package embed_test

// Short realistic postings and resumes, one of each per occupation, for the
// tests of what Builtin (and any real model) must find similar.
var jobs = map[string]string{
	"icu-rn": `ICU Registered Nurse - Night Shift. Memorial Hospital is hiring an RN for our 24-bed
medical-surgical intensive care unit. Requirements: active RN license, BLS and ACLS, 2+ years of
critical care experience, ventilator and titrated drip management. CCRN preferred. 3x12 nights.`,
	"software": `Senior Software Engineer (Backend). Build and operate Go microservices on Kubernetes
in AWS. Requirements: 5+ years building distributed systems, PostgreSQL, REST and gRPC APIs, CI/CD,
code review. Nice to have: Kafka, Terraform. Remote within the US.`,
	"welder": `Structural Welder - 1st shift. Fabrication shop seeks an experienced welder for MIG and
flux-core welding of structural steel. Must read blueprints and weld symbols, pass an AWS D1.1 bend
test, and operate grinders and plasma cutters. Overtime available.`,
	"truck": `CDL-A Truck Driver - Regional. Haul dry van freight across the Southeast, home every
weekend. Requirements: Class A CDL, 1 year of tractor-trailer experience, clean MVR, DOT medical
card. Hazmat endorsement a plus. Paid per mile with sign-on bonus.`,
	"accountant": `Staff Accountant. Prepare month-end close, journal entries and account
reconciliations; maintain the general ledger and assist with the annual audit and tax filings.
Bachelor's in Accounting, 2 years of experience, QuickBooks and Excel. CPA a plus.`,
}

var resumes = map[string]string{
	"icu-rn": `Jane Doe, RN, BSN. Registered Nurse with 6 years in the MICU and cardiac ICU at a
Level I trauma center. Managed ventilated patients, titrated vasoactive drips, assisted with
central line placement. Certifications: BLS, ACLS, CCRN. Epic charting, charge nurse experience.`,
	"software": `John Smith - Software Engineer. 7 years developing backend services in Go and
Python. Designed REST APIs and event pipelines with Kafka; deployed on Kubernetes and AWS with
Terraform; PostgreSQL performance tuning; mentored engineers and led code reviews.`,
	"welder": `Carlos Ruiz, Certified Welder. 8 years of MIG, TIG and stick welding on structural
steel and pipe. AWS D1.1 certified. Reads blueprints and weld symbols, fits up with grinders,
torches and plasma cutters. OSHA 10. Fabricated stair and platform assemblies.`,
	"truck": `Mike Brown - Class A CDL driver with 5 years of over-the-road and regional
tractor-trailer experience, 500,000 accident-free miles. Dry van and reefer, hazmat and tanker
endorsements, ELD logs, pre-trip inspections, DOT compliant.`,
	"accountant": `Priya Patel, Staff Accountant. BS in Accounting. 3 years performing month-end
close, bank and balance sheet reconciliations, accounts payable and receivable, and journal
entries in QuickBooks and NetSuite. Supported external audits; advanced Excel.`,
}

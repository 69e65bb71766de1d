//go:build ignore

// Command gen writes the labelled evaluation set of package eval: jobs,
// candidates with plain-text resumes, and a grade from 0 to 3 for every
// (job, candidate) pair, computed by the rules of ../README.md from the
// ground truth this program decides (what each candidate has done and holds),
// never from the service's parser or screening.
//
// It is deterministic for a given seed and as-of date:
//
//	cd screening/eval && go run testdata/gen/main.go [-asof 2026-11-01] [-seed 20261101] [-out testdata]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/geo"
)

var (
	asOfFlag = flag.String("asof", "2026-11-01", "the date grades are computed at (YYYY-MM-01)")
	seedFlag = flag.Uint64("seed", 20261101, "random seed")
	outFlag  = flag.String("out", "testdata", "output folder")
)

// validMonths is how long after the as-of date the grades hold (README).
const validMonths = 12

// ---------------------------------------------------------------------------
// Months: an index year*12 + month-1.

type month int

func monthOf(t time.Time) month { return month(t.Year()*12 + int(t.Month()) - 1) }
func (m month) year() int       { return int(m) / 12 }
func (m month) mon() int        { return int(m)%12 + 1 }
func (m month) iso() string     { return fmt.Sprintf("%04d-%02d", m.year(), m.mon()) }
func (m month) lastDay() int {
	return time.Date(m.year(), time.Month(m.mon())+1, 0, 0, 0, 0, 0, time.UTC).Day()
}
func (m month) name() string   { return time.Month(m.mon()).String() }
func (m month) abbrev() string { return time.Month(m.mon()).String()[:3] }
func (m month) time() time.Time {
	return time.Date(m.year(), time.Month(m.mon()), 1, 0, 0, 0, 0, time.UTC)
}
func (m month) slash() string      { return fmt.Sprintf("%02d/%d", m.mon(), m.year()) }
func (m month) shortSlash() string { return fmt.Sprintf("%d/%d", m.mon(), m.year()) }

// ---------------------------------------------------------------------------
// Places.

type metro struct {
	Code  string
	State string
	Area  string   // phone area code
	Zips  []string // real ZIPs of the metro
	Words []string // for employer names
}

var metros = []metro{
	{"HOU", "TX", "713", []string{"77030", "77004", "77055", "77084", "77479", "77573"}, []string{"Bayou City", "Gulf Coast", "Buffalo Bayou", "Harrisburg", "Galveston Bay"}},
	{"DAL", "TX", "214", []string{"75201", "75214", "75080", "76010"}, []string{"Trinity", "Lone Star", "White Rock", "Prairie", "Cedar Springs"}},
	{"AUS", "TX", "512", []string{"78701", "78745", "78664"}, []string{"Capital City", "Barton Creek", "Hill Country", "Lady Bird", "Colorado River"}},
	{"SAT", "TX", "210", []string{"78229"}, []string{"Alamo", "Mission Trail", "San Pedro"}},
	{"PHX", "AZ", "602", []string{"85006", "85016", "85283", "85301", "85043"}, []string{"Sonoran Valley", "Camelback", "Desert Sky", "Saguaro", "Salt River"}},
	{"TUS", "AZ", "520", []string{"85719"}, []string{"Santa Catalina", "Old Pueblo"}},
	{"LAX", "CA", "213", []string{"90033", "90027", "91101", "90802"}, []string{"Eastside", "Silver Lake", "Arroyo Seco", "Harbor", "Pacific Crest"}},
	{"SAN", "CA", "619", []string{"92103", "92120"}, []string{"Mission Bay", "Balboa", "Point Loma"}},
	{"SFO", "CA", "415", []string{"94105", "94110", "94612"}, []string{"Golden Gate", "Mission District", "Bay Bridge", "Twin Peaks"}},
	{"SAC", "CA", "916", []string{"95816"}, []string{"Capitol", "American River"}},
	{"NYC", "NY", "212", []string{"10016", "10001", "11215", "10463"}, []string{"Murray Hill", "Hudson", "East River", "Gramercy", "Prospect Park"}},
	{"NWK", "NJ", "973", []string{"07102", "07302"}, []string{"Passaic", "Liberty", "Ironbound"}},
	{"DEN", "CO", "303", []string{"80218", "80216", "80012", "80401"}, []string{"Front Range", "Mile High", "Cherry Creek", "Platte River", "Aspen Grove"}},
	{"COS", "CO", "719", []string{"80903"}, []string{"Pikes Peak", "Garden of the Gods"}},
	{"ATL", "GA", "404", []string{"30308", "30030", "30060"}, []string{"Peachtree", "Piedmont", "Chattahoochee", "Stone Mountain", "Magnolia"}},
	{"SEA", "WA", "206", []string{"98104", "98103", "98004", "98402"}, []string{"Puget Sound", "Cascade", "Elliott Bay", "Rainier", "Evergreen"}},
	{"CHI", "IL", "312", []string{"60611", "60614", "60201", "60540"}, []string{"Lakeshore", "Wrigley", "Prairie State", "Michigan Avenue", "North Shore"}},
	{"TPA", "FL", "813", []string{"33606", "33612", "33701"}, []string{"Tampa Bay", "Hillsborough", "Gulf Breeze", "Palmetto", "Sunshine Coast"}},
	{"ORL", "FL", "407", []string{"32803"}, []string{"Orange Blossom", "Lake Eola"}},
	{"PDX", "OR", "503", []string{"97214"}, []string{"Willamette", "Rose City"}},
	{"LAS", "NV", "702", []string{"89102"}, []string{"Silver State", "Red Rock"}},
	{"ABQ", "NM", "505", []string{"87106"}, []string{"Rio Grande", "Sandia"}},
	{"CLT", "NC", "704", []string{"28204"}, []string{"Queen City", "Catawba"}},
	{"OKC", "OK", "405", []string{"73102"}, []string{"Red Earth", "Canadian River"}},
}

func metroByCode(code string) *metro {
	for i := range metros {
		if metros[i].Code == code {
			return &metros[i]
		}
	}
	log.Fatalf("no metro %s", code)
	return nil
}

var stateNames = map[string]string{
	"TX": "Texas", "AZ": "Arizona", "CA": "California", "NY": "New York", "NJ": "New Jersey", "CO": "Colorado",
	"GA": "Georgia", "WA": "Washington", "IL": "Illinois", "FL": "Florida", "OR": "Oregon", "NV": "Nevada",
	"NM": "New Mexico", "NC": "North Carolina", "OK": "Oklahoma",
}

// compact are the Nurse Licensure Compact states among those the set uses
// (README): a multistate RN licence from one is valid in the others.
var compact = map[string]bool{"TX": true, "AZ": true, "CO": true, "GA": true, "WA": true, "FL": true, "NJ": true, "NM": true, "NC": true, "OK": true}

func zipPoint(zip string) geo.Point {
	p, ok := geo.LookupZIP(zip)
	if !ok {
		log.Fatalf("unknown ZIP %s", zip)
	}
	return p.Point()
}

func zipCity(zip string) string {
	p, _ := geo.LookupZIP(zip)
	return p.City
}

func miles(a, b string) float64 { return geo.DistanceMiles(zipPoint(a), zipPoint(b)) }

// ---------------------------------------------------------------------------
// Professions, specialties, credentials.

type specialty struct {
	Code    string
	Prof    string
	Parent  string   // "" or the parent specialty's code
	Record  []string // how a recruiter writes it in the record's specialty field
	Titles  []string // role titles
	Bullets []string // responsibilities
	Near    []string // sibling specialties a candidate of this one may have moved from
	Certs   []string // certifications typical of the specialty (besides the profession's)
	Skills  []string // technologies (software)
}

var specialties = []specialty{
	// Registered nurses.
	{Code: "ICU", Prof: "RN", Record: []string{"ICU", "Critical Care", "ICU"}, Titles: []string{"ICU Registered Nurse", "Registered Nurse, Intensive Care Unit", "Critical Care RN", "Staff Nurse - ICU"},
		Bullets: []string{"Provided care for 1-2 critically ill adults per shift, including ventilated and post-operative patients", "Titrated vasoactive and sedation infusions per protocol", "Managed arterial lines, central lines and pulmonary artery catheters", "Served as relief charge nurse on a 24-bed adult ICU", "Member of the rapid response and code blue team", "Cared for patients on CRRT and targeted temperature management"},
		Near:    []string{"PCU", "TELE", "ED"}, Certs: []string{"ACLS"}},
	{Code: "MICU", Prof: "RN", Parent: "ICU", Record: []string{"MICU", "ICU"}, Titles: []string{"Registered Nurse - Medical ICU", "MICU Staff Nurse", "RN, Medical Intensive Care Unit"},
		Bullets: []string{"Cared for patients with septic shock, ARDS and multi-organ failure", "Managed mechanically ventilated patients and proned patients with ARDS", "Titrated norepinephrine, vasopressin and propofol infusions", "Precepted new graduate nurses in the MICU residency"},
		Near:    []string{"PCU", "MEDSURG"}, Certs: []string{"ACLS"}},
	{Code: "SICU", Prof: "RN", Parent: "ICU", Record: []string{"SICU", "ICU"}, Titles: []string{"Surgical ICU Nurse", "Registered Nurse - SICU", "Staff RN, Surgical Trauma ICU"},
		Bullets: []string{"Recovered post-operative general surgery, transplant and trauma patients", "Managed chest tubes, wound vacs and epidural analgesia", "Coordinated care with trauma surgeons and intensivists during daily rounds"},
		Near:    []string{"PACU", "MEDSURG"}, Certs: []string{"ACLS"}},
	{Code: "CVICU", Prof: "RN", Parent: "ICU", Record: []string{"CVICU", "Critical Care"}, Titles: []string{"CVICU Registered Nurse", "Staff Nurse, Cardiovascular ICU", "RN - CVICU"},
		Bullets: []string{"Recovered open-heart surgery patients (CABG, valve replacement) fresh from the OR", "Managed intra-aortic balloon pumps, Impella devices and temporary pacemakers", "Titrated inotropes and vasodilators to hemodynamic goals"},
		Near:    []string{"TELE", "PCU"}, Certs: []string{"ACLS"}},
	{Code: "NEUROICU", Prof: "RN", Parent: "ICU", Record: []string{"Neuro ICU", "ICU"}, Titles: []string{"Neuro ICU Registered Nurse", "RN, Neuroscience Intensive Care Unit"},
		Bullets: []string{"Monitored intracranial pressure and managed external ventricular drains", "Cared for stroke, subarachnoid hemorrhage and traumatic brain injury patients", "Performed hourly neuro checks and NIH Stroke Scale assessments"},
		Near:    []string{"PCU", "MEDSURG"}, Certs: []string{"ACLS", "NIHSS"}},
	{Code: "ED", Prof: "RN", Record: []string{"Emergency", "ER", "Emergency Department"}, Titles: []string{"Emergency Department RN", "ER Nurse", "Registered Nurse - Emergency Department", "Staff Nurse, Emergency Services"},
		Bullets: []string{"Triaged adult and pediatric patients in a 48-bed Level I trauma center using ESI", "Responded to trauma, stroke and STEMI activations", "Managed high patient volumes (over 250 visits a day) with rapid turnover", "Administered moderate sedation and assisted with procedures at the bedside", "Precepted new graduate nurses in the emergency department"},
		Near:    []string{"ICU", "MEDSURG"}, Certs: []string{"ACLS", "PALS"}},
	{Code: "LD", Prof: "RN", Record: []string{"Labor and Delivery", "L&D"}, Titles: []string{"Labor & Delivery RN", "Registered Nurse - Labor and Delivery", "L&D Staff Nurse"},
		Bullets: []string{"Managed laboring patients including inductions, epidurals and oxytocin titration", "Interpreted electronic fetal monitoring and intervened on category II tracings", "Circulated scheduled and emergent cesarean sections", "Provided immediate newborn care and two-hour recovery", "Cared for high-risk antepartum patients with preeclampsia and gestational diabetes"},
		Near:    []string{"MB", "NICU"}, Certs: []string{"NRP"}},
	{Code: "MEDSURG", Prof: "RN", Record: []string{"Med-Surg", "Medical-Surgical", "Med/Surg"}, Titles: []string{"Medical-Surgical RN", "Registered Nurse - Med/Surg", "Staff Nurse, Medical Surgical Unit", "Med-Surg Nurse"},
		Bullets: []string{"Cared for 5-6 adult medical and surgical patients per shift", "Provided post-operative care, wound care and discharge teaching", "Administered medications, blood products and IV therapy", "Coordinated discharges with case management and physical therapy"},
		Near:    []string{"TELE", "ONC"}},
	{Code: "TELE", Prof: "RN", Record: []string{"Telemetry", "Tele"}, Titles: []string{"Telemetry RN", "Registered Nurse - Telemetry", "Cardiac Telemetry Nurse", "Staff Nurse, Telemetry Unit"},
		Bullets: []string{"Monitored cardiac rhythms and interpreted telemetry strips for a 32-bed unit", "Cared for patients with heart failure, arrhythmias and after cardiac catheterization", "Titrated heparin and diltiazem drips per protocol", "Recognized and escalated rhythm changes to the rapid response team"},
		Near:    []string{"MEDSURG", "PCU"}, Certs: []string{"ACLS"}},
	{Code: "PCU", Prof: "RN", Record: []string{"PCU", "Step-Down", "Progressive Care"}, Titles: []string{"Progressive Care RN", "Step-Down Unit Nurse", "Registered Nurse - PCU"},
		Bullets: []string{"Cared for step-down patients on BiPAP, with tracheostomies and titratable drips", "Managed a 3-4 patient assignment on a progressive care unit", "Transferred patients to and from the ICU and coordinated handoffs"},
		Near:    []string{"TELE", "MEDSURG"}, Certs: []string{"ACLS"}},
	{Code: "OR", Prof: "RN", Record: []string{"OR", "Perioperative", "Operating Room"}, Titles: []string{"Operating Room RN", "Perioperative Nurse", "Registered Nurse - OR Circulator", "Surgical Services RN"},
		Bullets: []string{"Circulated and scrubbed general, orthopedic, urology and robotic cases", "Performed surgical counts, time-outs and specimen handling", "Positioned and prepped patients and maintained the sterile field", "Served as robotics resource nurse for the da Vinci program"},
		Near:    []string{"PACU", "ED"}},
	{Code: "CVOR", Prof: "RN", Parent: "OR", Record: []string{"CVOR", "OR"}, Titles: []string{"CVOR Registered Nurse", "Cardiovascular OR Nurse"},
		Bullets: []string{"Circulated open-heart, valve and vascular cases", "Managed cell saver setup and coordinated with perfusion"},
		Near:    []string{"CVICU", "PACU"}},
	{Code: "PACU", Prof: "RN", Record: []string{"PACU", "Post-Anesthesia"}, Titles: []string{"PACU RN", "Post-Anesthesia Care Unit Nurse", "Registered Nurse - Recovery Room"},
		Bullets: []string{"Recovered post-anesthesia patients in a 20-bay PACU", "Managed airways, pain and nausea after general anesthesia", "Phase I and phase II recovery and discharge teaching"},
		Near:    []string{"OR", "SICU"}, Certs: []string{"ACLS", "PALS"}},
	{Code: "NICU", Prof: "RN", Record: []string{"NICU", "Neonatal ICU"}, Titles: []string{"NICU Registered Nurse", "Staff Nurse, Neonatal Intensive Care Unit", "RN - Level III NICU"},
		Bullets: []string{"Cared for premature and critically ill neonates in a Level III NICU", "Managed infants on conventional ventilation, CPAP and phototherapy", "Attended high-risk deliveries as part of the neonatal resuscitation team", "Supported parents with kangaroo care and discharge teaching"},
		Near:    []string{"PEDS", "MB"}, Certs: []string{"NRP"}},
	{Code: "PEDS", Prof: "RN", Record: []string{"Pediatrics", "Peds"}, Titles: []string{"Pediatric RN", "Registered Nurse - Pediatrics", "Staff Nurse, Pediatric Unit"},
		Bullets: []string{"Cared for children aged 0-18 on a 30-bed general pediatrics unit", "Administered weight-based medications and IV fluids", "Provided family-centered education at discharge"},
		Near:    []string{"NICU", "MEDSURG"}, Certs: []string{"PALS"}},
	{Code: "MB", Prof: "RN", Record: []string{"Mother-Baby", "Postpartum"}, Titles: []string{"Mother-Baby RN", "Postpartum Nurse", "Registered Nurse - Mother/Baby Unit"},
		Bullets: []string{"Provided couplet care for postpartum mothers and newborns", "Supported breastfeeding and performed newborn assessments", "Taught newborn care and postpartum warning signs at discharge"},
		Near:    []string{"LD", "PEDS"}, Certs: []string{"NRP"}},
	{Code: "ONC", Prof: "RN", Record: []string{"Oncology"}, Titles: []string{"Oncology RN", "Registered Nurse - Inpatient Oncology"},
		Bullets: []string{"Administered chemotherapy and biotherapy to adult oncology patients", "Managed neutropenic precautions, central lines and blood transfusions", "Provided symptom management and end-of-life care"},
		Near:    []string{"MEDSURG"}, Certs: []string{"OCN"}},
	{Code: "PSYCH", Prof: "RN", Record: []string{"Behavioral Health", "Psych"}, Titles: []string{"Psychiatric RN", "Registered Nurse - Behavioral Health"},
		Bullets: []string{"Cared for adults on a 24-bed inpatient behavioral health unit", "Used de-escalation and crisis prevention techniques", "Administered psychotropic medications and monitored side effects"},
		Near:    []string{"MEDSURG"}, Certs: []string{"CPI"}},

	// Respiratory therapists.
	{Code: "RT-CC", Prof: "RT", Record: []string{"Adult Critical Care", "Critical Care"}, Titles: []string{"Registered Respiratory Therapist", "Respiratory Therapist II - Adult ICU", "Critical Care Respiratory Therapist"},
		Bullets: []string{"Managed adult ventilator patients across a 40-bed medical and surgical ICU", "Performed arterial blood gases, extubations and spontaneous breathing trials", "Responded to rapid responses, codes and trauma activations", "Initiated high-flow nasal cannula and BiPAP per protocol"},
		Near:    []string{"RT-NEO", "RT-REHAB"}},
	{Code: "RT-NEO", Prof: "RT", Record: []string{"Neonatal/Pediatric", "NICU"}, Titles: []string{"Neonatal Respiratory Therapist", "Respiratory Therapist - NICU/PICU"},
		Bullets: []string{"Managed high-frequency oscillatory ventilation and nasal CPAP in the NICU", "Attended high-risk deliveries and administered surfactant", "Provided pediatric asthma care in the PICU"},
		Near:    []string{"RT-CC"}, Certs: []string{"NRP", "PALS"}},
	{Code: "RT-REHAB", Prof: "RT", Record: []string{"Pulmonary Rehab"}, Titles: []string{"Pulmonary Rehabilitation Therapist", "Respiratory Therapist - Outpatient Pulmonary Rehab"},
		Bullets: []string{"Led outpatient pulmonary rehabilitation classes for COPD patients", "Performed pulmonary function tests and six-minute walk tests"},
		Near:    []string{"RT-CC"}},

	// Physical therapists.
	{Code: "PT-OP", Prof: "PT", Record: []string{"Outpatient Orthopedics", "Outpatient Ortho"}, Titles: []string{"Physical Therapist - Outpatient Orthopedics", "Staff Physical Therapist (Outpatient)", "Outpatient Physical Therapist"},
		Bullets: []string{"Evaluated and treated outpatient orthopedic and sports injuries (caseload of 12-14 visits a day)", "Rehabilitated patients after ACL reconstruction, rotator cuff repair and total joint replacement", "Used manual therapy, dry needling and therapeutic exercise", "Documented plans of care in WebPT"},
		Near:    []string{"PT-ACUTE", "PT-HH"}},
	{Code: "PT-ACUTE", Prof: "PT", Record: []string{"Acute Care"}, Titles: []string{"Acute Care Physical Therapist", "Physical Therapist - Inpatient"},
		Bullets: []string{"Evaluated patients in the ICU and medical-surgical units for early mobility", "Made discharge recommendations with case management", "Trained patients in transfers, gait and assistive devices"},
		Near:    []string{"PT-OP", "PT-HH"}},
	{Code: "PT-HH", Prof: "PT", Record: []string{"Home Health"}, Titles: []string{"Home Health Physical Therapist", "Physical Therapist (Home Health)"},
		Bullets: []string{"Provided home-based physical therapy to post-acute and geriatric patients", "Completed OASIS assessments and home safety evaluations"},
		Near:    []string{"PT-ACUTE"}},

	// Occupational therapists.
	{Code: "OT-ACUTE", Prof: "OT", Record: []string{"Acute Care"}, Titles: []string{"Occupational Therapist - Acute Care", "Inpatient Occupational Therapist", "Staff OT, Acute Care"},
		Bullets: []string{"Evaluated ADLs, cognition and upper-extremity function for hospital inpatients", "Collaborated with the care team on safe discharge plans", "Provided early mobility and self-care training in the ICU"},
		Near:    []string{"OT-PEDS", "OT-SNF"}},
	{Code: "OT-PEDS", Prof: "OT", Record: []string{"Pediatrics", "School-Based"}, Titles: []string{"School-Based Occupational Therapist", "Pediatric Occupational Therapist"},
		Bullets: []string{"Provided school-based OT for K-8 students and wrote IEP goals", "Addressed sensory processing, handwriting and fine motor skills"},
		Near:    []string{"OT-ACUTE"}},
	{Code: "OT-SNF", Prof: "OT", Record: []string{"Skilled Nursing", "SNF"}, Titles: []string{"Occupational Therapist (SNF)", "Occupational Therapist - Skilled Nursing"},
		Bullets: []string{"Provided short-term rehab to residents of a 120-bed skilled nursing facility", "Retrained ADLs and recommended adaptive equipment"},
		Near:    []string{"OT-ACUTE"}},

	// Radiologic technologists.
	{Code: "RAD-CT", Prof: "RAD", Record: []string{"CT", "Computed Tomography"}, Titles: []string{"CT Technologist", "Lead CT Technologist", "Radiologic Technologist - CT"},
		Bullets: []string{"Performed CT exams including CTA, trauma and stroke protocols", "Administered IV contrast with power injectors and monitored for reactions", "Operated Siemens SOMATOM and GE Revolution scanners", "Reconstructed 3D images for radiologists"},
		Near:    []string{"RAD-XR", "RAD-MR"}},
	{Code: "RAD-XR", Prof: "RAD", Record: []string{"X-Ray", "Diagnostic Radiology"}, Titles: []string{"Radiologic Technologist", "X-Ray Technologist", "Diagnostic Radiographer"},
		Bullets: []string{"Performed diagnostic radiography, portable and fluoroscopy exams", "Positioned patients and minimized dose following ALARA", "Assisted radiologists with fluoroscopic procedures"},
		Near:    []string{"RAD-CT"}},
	{Code: "RAD-MR", Prof: "RAD", Record: []string{"MRI"}, Titles: []string{"MRI Technologist", "MR Technologist"},
		Bullets: []string{"Performed MRI exams on 1.5T and 3T scanners", "Screened patients for MRI safety and implanted devices"},
		Near:    []string{"RAD-CT"}, Certs: []string{"ARRT-MR"}},

	// Nursing assistants.
	{Code: "CNA-LTC", Prof: "CNA", Record: []string{"Long-Term Care", "LTC"}, Titles: []string{"Certified Nursing Assistant", "CNA - Long Term Care", "Nurse Aide"},
		Bullets: []string{"Assisted 10-12 residents with bathing, dressing, feeding and toileting in a 120-bed long-term care facility", "Took vital signs and recorded intake and output", "Repositioned residents and used mechanical lifts safely", "Reported changes in condition to the charge nurse"},
		Near:    []string{"CNA-HH"}},
	{Code: "CNA-HH", Prof: "CNA", Record: []string{"Home Health"}, Titles: []string{"Home Health Aide", "Home Care Aide"},
		Bullets: []string{"Visited 4-5 clients a day for bathing, meal preparation and medication reminders", "Documented visits and reported concerns to the supervising nurse"},
		Near:    []string{"CNA-LTC"}},

	// Software engineers.
	{Code: "SWE-BE", Prof: "SWE", Record: []string{"Backend", "Backend Engineering"}, Titles: []string{"Backend Engineer", "Senior Software Engineer (Backend)", "Software Engineer, Platform", "Software Engineer"},
		Bullets: []string{"Built REST and gRPC services handling 20k requests per second", "Designed database schemas and zero-downtime migrations", "Owned on-call for the payments API and cut p99 latency by 40%", "Wrote an event-driven order pipeline on Kafka"},
		Near:    []string{"SWE-FE", "SWE-DATA", "SWE-OPS"}, Skills: []string{"Go", "Java", "Python", "PostgreSQL", "MySQL", "Redis", "Kafka", "Docker", "Kubernetes", "gRPC", "AWS"}},
	{Code: "SWE-FE", Prof: "SWE", Record: []string{"Frontend", "Front End"}, Titles: []string{"Frontend Engineer", "UI Engineer", "Software Engineer, Web", "Senior Frontend Developer"},
		Bullets: []string{"Built a component library and design system used by six product teams", "Migrated a large single-page application to a typed codebase", "Improved Core Web Vitals and cut bundle size by 35%", "Wrote end-to-end tests with Playwright"},
		Near:    []string{"SWE-BE", "SWE-MOBILE"}, Skills: []string{"JavaScript", "TypeScript", "React", "Vue.js", "Next.js", "CSS", "GraphQL", "Redux"}},
	{Code: "SWE-DATA", Prof: "SWE", Record: []string{"Data Engineering", "Data"}, Titles: []string{"Data Engineer", "Senior Data Engineer", "Big Data Engineer"},
		Bullets: []string{"Built batch and streaming pipelines processing 2 TB a day", "Modelled the analytics warehouse and its slowly changing dimensions", "Orchestrated 300+ daily jobs and their data quality checks", "Tuned distributed jobs to cut compute cost by 30%"},
		Near:    []string{"SWE-BE"}, Skills: []string{"Python", "SQL", "Spark", "Airflow", "Kafka", "Snowflake", "dbt", "Scala", "BigQuery"}},
	{Code: "SWE-MOBILE", Prof: "SWE", Record: []string{"Mobile", "iOS"}, Titles: []string{"iOS Engineer", "Mobile Developer", "Senior iOS Developer"},
		Bullets: []string{"Shipped a consumer banking app with 1M monthly users", "Rebuilt onboarding screens and raised conversion by 12%"},
		Near:    []string{"SWE-FE"}, Skills: []string{"Swift", "SwiftUI", "Kotlin", "Objective-C", "Firebase"}},
	{Code: "SWE-OPS", Prof: "SWE", Record: []string{"DevOps", "SRE"}, Titles: []string{"Site Reliability Engineer", "DevOps Engineer", "Platform Engineer (SRE)"},
		Bullets: []string{"Ran production clusters for 150 services with 99.95% availability", "Managed infrastructure as code and CI/CD pipelines", "Built alerting, dashboards and incident runbooks"},
		Near:    []string{"SWE-BE"}, Skills: []string{"Kubernetes", "Terraform", "AWS", "Python", "Prometheus", "Linux", "Ansible"}},

	// Welders.
	{Code: "WELD-ST", Prof: "WELD", Record: []string{"Structural", "Structural Welding"}, Titles: []string{"Structural Welder", "Combination Welder (Structural)", "Welder/Fitter - Structural Steel"},
		Bullets: []string{"Welded structural steel with FCAW and SMAW in flat, vertical and overhead positions", "Read blueprints and weld symbols to fabricate beams, columns and moment frames", "Fit and tacked assemblies to tolerance and passed visual and UT inspection", "Erected steel for mid-rise commercial buildings"},
		Near:    []string{"WELD-PIPE"}},
	{Code: "WELD-PIPE", Prof: "WELD", Record: []string{"Pipe", "Pipe Welding"}, Titles: []string{"Pipe Welder", "Pipeline Welder (6G)", "Combination Pipe Welder"},
		Bullets: []string{"TIG root and SMAW fill and cap on carbon steel pipe in the 6G position", "Welded process piping during refinery turnarounds", "Passed X-ray inspection on 98% of welds"},
		Near:    []string{"WELD-ST"}},

	// Electricians.
	{Code: "ELEC-COM", Prof: "ELEC", Record: []string{"Commercial"}, Titles: []string{"Journeyman Electrician - Commercial", "Commercial Electrician", "Electrician (Commercial Construction)"},
		Bullets: []string{"Installed EMT and rigid conduit, panels and lighting in office and retail buildings", "Pulled wire and terminated 480V three-phase circuits", "Worked from blueprints to the NEC and passed city inspections", "Led a crew of two apprentices on tenant finish-outs"},
		Near:    []string{"ELEC-RES", "ELEC-IND"}},
	{Code: "ELEC-RES", Prof: "ELEC", Record: []string{"Residential"}, Titles: []string{"Residential Electrician", "Electrician - Residential Service"},
		Bullets: []string{"Wired new single-family homes from rough-in to trim-out", "Performed service upgrades, panel changes and troubleshooting in homes"},
		Near:    []string{"ELEC-COM"}},
	{Code: "ELEC-IND", Prof: "ELEC", Record: []string{"Industrial"}, Titles: []string{"Industrial Electrician", "Maintenance Electrician (Industrial)"},
		Bullets: []string{"Installed and troubleshot motor controls, VFDs and PLC wiring in a manufacturing plant", "Performed preventive maintenance on switchgear and MCCs"},
		Near:    []string{"ELEC-COM"}},

	// Truck drivers.
	{Code: "CDL-TT", Prof: "CDL", Record: []string{"Regional Class A", "OTR"}, Titles: []string{"Regional Truck Driver (Class A)", "OTR Driver", "CDL-A Company Driver", "Tractor-Trailer Driver"},
		Bullets: []string{"Drove 53-foot dry van and reefer loads on regional routes across the Southwest", "Completed DOT pre-trip and post-trip inspections and ELD logs", "Averaged 2,400 miles a week with zero preventable accidents", "Handled drop-and-hook and live unloads at distribution centers"},
		Near:    []string{"CDL-LOCAL"}},
	{Code: "CDL-LOCAL", Prof: "CDL", Record: []string{"Local Delivery"}, Titles: []string{"Delivery Driver (Class B)", "Route Driver", "Local Box Truck Driver"},
		Bullets: []string{"Made 15-20 local deliveries a day in a 26-foot box truck", "Operated the liftgate and pallet jack and collected proof of delivery"},
		Near:    []string{"CDL-TT"}},

	// HVAC technicians.
	{Code: "HVAC-COM", Prof: "HVAC", Record: []string{"Commercial"}, Titles: []string{"Commercial HVAC Technician", "HVAC Service Technician - Commercial", "HVAC/R Technician (Commercial)"},
		Bullets: []string{"Serviced rooftop units, chillers, boilers and VAV systems in commercial buildings", "Troubleshot building automation controls and economizers", "Performed refrigerant recovery, leak checks and charging", "Ran preventive maintenance contracts for schools and office parks"},
		Near:    []string{"HVAC-RES"}},
	{Code: "HVAC-RES", Prof: "HVAC", Record: []string{"Residential"}, Titles: []string{"Residential HVAC Technician", "HVAC Installer (Residential)"},
		Bullets: []string{"Installed and serviced split systems, furnaces and heat pumps in homes", "Performed seasonal tune-ups and duct repairs"},
		Near:    []string{"HVAC-COM"}},
}

func spec(code string) *specialty {
	for i := range specialties {
		if specialties[i].Code == code {
			return &specialties[i]
		}
	}
	log.Fatalf("no specialty %s", code)
	return nil
}

// phrases name specialties in running text, where the record's word reads
// badly ("experience in Pipe").
var phrases = map[string]string{
	"ED": "emergency department", "LD": "labor and delivery", "MEDSURG": "med-surg", "TELE": "telemetry", "PCU": "progressive care",
	"OR": "operating room", "PEDS": "pediatric", "MB": "mother-baby", "ONC": "oncology", "PSYCH": "behavioral health",
	"RT-CC": "adult critical care respiratory therapy", "RT-NEO": "neonatal and pediatric respiratory care", "RT-REHAB": "pulmonary rehabilitation",
	"PT-OP": "outpatient orthopedic", "PT-ACUTE": "acute care", "PT-HH": "home health", "OT-ACUTE": "acute care", "OT-PEDS": "school-based pediatric", "OT-SNF": "skilled nursing",
	"RAD-CT": "CT", "RAD-XR": "diagnostic radiography", "RAD-MR": "MRI", "CNA-LTC": "long-term care", "CNA-HH": "home health",
	"SWE-BE": "backend engineering", "SWE-FE": "frontend development", "SWE-DATA": "data engineering", "SWE-MOBILE": "iOS development", "SWE-OPS": "DevOps and SRE",
	"WELD-ST": "structural welding", "WELD-PIPE": "pipe welding", "ELEC-COM": "commercial electrical", "ELEC-RES": "residential electrical", "ELEC-IND": "industrial electrical",
	"CDL-TT": "tractor-trailer", "CDL-LOCAL": "local delivery", "HVAC-COM": "commercial HVAC", "HVAC-RES": "residential HVAC",
}

func phrase(code string) string {
	if p, ok := phrases[code]; ok {
		return p
	}
	return spec(code).Record[0]
}

// countsAs reports whether experience in specialty s counts for job
// specialty want: the same, or a child of it.
func countsAs(s, want string) bool {
	if s == want {
		return true
	}
	sp := lookupSpec(s)
	return sp != nil && sp.Parent == want
}

// profession is an occupation: the jobs' professions and the others.
type profession struct {
	Code    string
	Record  []string // record profession field
	Creds   string   // letters after the name, when any
	License string   // licence kind, "" none
	Base    []string // certifications everyone in it holds
	Edu     []string // degrees
	Schools string   // kind of school: university, college, trade
}

var professions = map[string]profession{
	"RN":   {Code: "RN", Record: []string{"Registered Nurse", "RN", "Registered Nurse"}, Creds: "RN", License: "RN", Base: []string{"BLS"}, Edu: []string{"Bachelor of Science in Nursing", "Associate Degree in Nursing", "BSN"}, Schools: "nursing"},
	"RT":   {Code: "RT", Record: []string{"Respiratory Therapist"}, Creds: "RRT", License: "RCP", Base: []string{"BLS", "RRT"}, Edu: []string{"Associate of Applied Science in Respiratory Care", "Bachelor of Science in Respiratory Therapy"}, Schools: "college"},
	"PT":   {Code: "PT", Record: []string{"Physical Therapist"}, Creds: "PT, DPT", License: "PTL", Base: []string{"BLS"}, Edu: []string{"Doctor of Physical Therapy"}, Schools: "university"},
	"OT":   {Code: "OT", Record: []string{"Occupational Therapist"}, Creds: "OTR/L", License: "OTL", Base: []string{"BLS", "NBCOT"}, Edu: []string{"Master of Occupational Therapy", "Master of Science in Occupational Therapy"}, Schools: "university"},
	"RAD":  {Code: "RAD", Record: []string{"Radiologic Technologist", "CT Technologist"}, Creds: "RT(R)", Base: []string{"BLS", "ARRT-R"}, Edu: []string{"Associate of Applied Science in Radiologic Technology"}, Schools: "college"},
	"CNA":  {Code: "CNA", Record: []string{"Certified Nursing Assistant", "CNA"}, Creds: "CNA", License: "CNA", Base: []string{"BLS"}, Edu: []string{"Nurse Aide Training Program (state-approved)"}, Schools: "college"},
	"SWE":  {Code: "SWE", Record: []string{"Software Engineer", "Software Developer"}, Edu: []string{"B.S. Computer Science", "Bachelor of Science in Computer Engineering", "B.S. Mathematics"}, Schools: "university"},
	"WELD": {Code: "WELD", Record: []string{"Welder"}, Base: []string{"OSHA10"}, Edu: []string{"Welding Technology Certificate"}, Schools: "trade"},
	"ELEC": {Code: "ELEC", Record: []string{"Electrician"}, License: "JE", Base: []string{"OSHA10"}, Edu: []string{"Electrical Apprenticeship (4-year program)"}, Schools: "trade"},
	"CDL":  {Code: "CDL", Record: []string{"Truck Driver", "CDL Driver"}, License: "CDL", Base: []string{"DOTMED"}, Edu: []string{"CDL Class A Training Program"}, Schools: "trade"},
	"HVAC": {Code: "HVAC", Record: []string{"HVAC Technician"}, Base: []string{"EPA608"}, Edu: []string{"HVAC/R Technician Diploma"}, Schools: "trade"},
}

// cert is a certification the set knows.
type certDef struct {
	Names  []string
	Org    string
	Cycle  int // months between renewals; 0: written without an expiry
	Prefix string
}

var certDefs = map[string]certDef{
	"BLS":     {Names: []string{"BLS", "Basic Life Support (BLS)", "BLS for Healthcare Providers", "BLS Provider"}, Org: "American Heart Association", Cycle: 24},
	"ACLS":    {Names: []string{"ACLS", "Advanced Cardiovascular Life Support (ACLS)", "ACLS Provider"}, Org: "American Heart Association", Cycle: 24},
	"PALS":    {Names: []string{"PALS", "Pediatric Advanced Life Support (PALS)"}, Org: "American Heart Association", Cycle: 24},
	"NRP":     {Names: []string{"NRP", "Neonatal Resuscitation Program (NRP)"}, Org: "American Academy of Pediatrics", Cycle: 24},
	"TNCC":    {Names: []string{"TNCC", "Trauma Nursing Core Course (TNCC)"}, Org: "Emergency Nurses Association", Cycle: 48},
	"CEN":     {Names: []string{"CEN", "Certified Emergency Nurse (CEN)"}, Org: "BCEN", Cycle: 48},
	"CCRN":    {Names: []string{"CCRN", "CCRN (Adult)"}, Org: "AACN", Cycle: 36},
	"CNOR":    {Names: []string{"CNOR"}, Org: "Competency & Credentialing Institute", Cycle: 60},
	"RNC-NIC": {Names: []string{"RNC-NIC", "RNC (Neonatal Intensive Care)"}, Org: "National Certification Corporation", Cycle: 36},
	"AWHONN":  {Names: []string{"AWHONN Intermediate Fetal Monitoring", "AWHONN Fetal Heart Monitoring"}, Org: "AWHONN", Cycle: 24},
	"OCN":     {Names: []string{"OCN"}, Org: "ONCC", Cycle: 48},
	"CPI":     {Names: []string{"CPI Nonviolent Crisis Intervention"}, Org: "Crisis Prevention Institute", Cycle: 24},
	"NIHSS":   {Names: []string{"NIH Stroke Scale", "NIHSS Certification"}, Org: "American Heart Association", Cycle: 24},
	"RRT":     {Names: []string{"Registered Respiratory Therapist (RRT)", "RRT"}, Org: "NBRC", Prefix: "#"},
	"NPS":     {Names: []string{"Neonatal/Pediatric Specialist (RRT-NPS)"}, Org: "NBRC"},
	"OCS":     {Names: []string{"Orthopaedic Clinical Specialist (OCS)"}, Org: "ABPTS", Cycle: 120},
	"NBCOT":   {Names: []string{"NBCOT Certification (OTR)", "OTR - NBCOT"}, Org: "NBCOT", Cycle: 36},
	"ARRT-R":  {Names: []string{"ARRT (R) Radiography", "ARRT Registered Technologist (R)"}, Org: "American Registry of Radiologic Technologists", Prefix: "#"},
	"ARRT-CT": {Names: []string{"ARRT (CT) Computed Tomography", "ARRT Post-Primary Certification (CT)"}, Org: "American Registry of Radiologic Technologists"},
	"ARRT-MR": {Names: []string{"ARRT (MR) Magnetic Resonance Imaging"}, Org: "American Registry of Radiologic Technologists"},
	"EPA608":  {Names: []string{"EPA Section 608 Universal Certification", "EPA 608 Universal"}, Org: "US EPA"},
	"NATE":    {Names: []string{"NATE Certified (Air Conditioning and Heat Pump)", "NATE Core and Air Conditioning"}, Org: "North American Technician Excellence", Cycle: 24},
	"AWSD11":  {Names: []string{"AWS D1.1 Structural Welding Certification (3G/4G)", "AWS Certified Welder - D1.1 Structural Steel (3G and 4G)"}, Org: "American Welding Society"},
	"ASME9":   {Names: []string{"ASME Section IX 6G Pipe Qualification"}, Org: "ASME"},
	"OSHA10":  {Names: []string{"OSHA 10-Hour Construction", "OSHA 10"}, Org: "OSHA"},
	"OSHA30":  {Names: []string{"OSHA 30-Hour Construction"}, Org: "OSHA"},
	"DOTMED":  {Names: []string{"DOT Medical Card", "DOT Medical Examiner's Certificate"}, Org: "FMCSA", Cycle: 24},
	"HAZMAT":  {Names: []string{"HazMat Endorsement (H)", "Hazardous Materials Endorsement"}, Org: "TSA", Cycle: 60},
	"TWIC":    {Names: []string{"TWIC Card"}, Org: "TSA", Cycle: 60},
}

// ---------------------------------------------------------------------------
// Jobs.

type jobDef struct {
	Key, Title, Prof, Spec, Metro, Zip, Employer, Status string
	MinYears                                             float64
	Required, Preferred                                  []string // certification codes or technologies
	License                                              string   // licence kind, "" none
	LocalMiles                                           float64
	Employment, JobType                                  string
	Shifts                                               []string
	CompType                                             string
	CompMin, CompMax                                     float64
	Description                                          string
}

// jobTruth is what the grading rules read of a job.
type jobTruth struct {
	Profession   string   `json:"profession"`
	Specialty    string   `json:"specialty"`
	MinYears     float64  `json:"minYears"`
	Required     []string `json:"required"`
	Preferred    []string `json:"preferred,omitempty"`
	License      string   `json:"license,omitempty"`
	LicenseState string   `json:"licenseState,omitempty"`
	LocalMiles   float64  `json:"localMiles,omitempty"`
	Zip          string   `json:"zip"`
}

// isSkill reports whether a required item is a technology, not a certification.
func isSkill(item string) bool { _, ok := certDefs[item]; return !ok }

var jobs = []jobDef{
	{Key: "J01", Title: "ICU Registered Nurse", Prof: "RN", Spec: "ICU", Metro: "HOU", Zip: "77030", Employer: "Bayou City Medical Center", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS", "ACLS"}, Preferred: []string{"CCRN"}, License: "RN", Employment: "CONTRACT", JobType: "contract", Shifts: []string{"night"}, CompType: "hourly", CompMin: 62, CompMax: 70,
		Description: `Bayou City Medical Center is hiring an ICU Registered Nurse for its 32-bed medical/surgical intensive care unit in the Texas Medical Center. 13-week contract, 36 hours per week, nights (7p-7a).

Responsibilities:
- Provide direct care to critically ill adult patients, including ventilated and post-operative patients
- Titrate vasoactive drips and monitor hemodynamics (arterial lines, central lines)
- Collaborate with intensivists, respiratory therapy and pharmacy on daily goals

Requirements:
- Minimum of 2 years of recent ICU experience as a Registered Nurse
- Active BLS and ACLS certifications (American Heart Association)
- Active Texas RN license or multistate compact RN license

Preferred:
- CCRN certification
- Experience with CRRT or Impella

Pay: $62-$70/hour plus weekly housing stipend.`},
	{Key: "J02", Title: "Adult ICU RN", Prof: "RN", Spec: "ICU", Metro: "LAX", Zip: "90033", Employer: "Eastside General Hospital", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS", "ACLS"}, Preferred: []string{"CCRN"}, License: "RN", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"night"}, CompType: "hourly", CompMin: 68, CompMax: 92,
		Description: `Adult ICU RN - Eastside General Hospital, Los Angeles, CA 90033
Full-time staff position, three 12-hour night shifts a week.

About the role
Join our 24-bed adult intensive care unit caring for medical, surgical and trauma patients. You will work with a dedicated intensivist team, a 1:2 ratio and strong charge nurse support.

Qualifications
* 2+ years of adult ICU experience in an acute care hospital
* Current California Registered Nurse license (required; California is not part of the Nurse Licensure Compact)
* Current BLS and ACLS from the American Heart Association
* BSN preferred
* CCRN a plus

Compensation: $68-$92/hour depending on experience, plus night differential.`},
	{Key: "J03", Title: "Emergency Department RN", Prof: "RN", Spec: "ED", Metro: "PHX", Zip: "85006", Employer: "Sonoran Valley Medical Center", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS", "ACLS", "PALS"}, Preferred: []string{"TNCC", "CEN"}, License: "RN", Employment: "CONTRACT", JobType: "contract", Shifts: []string{"day", "night"}, CompType: "hourly", CompMin: 58, CompMax: 66,
		Description: `Emergency Department RN - Sonoran Valley Medical Center (Level I Trauma Center)
Phoenix, Arizona | 13-week travel contract | Rotating days/nights, 3x12

What you'll do
- Triage and care for adult and pediatric patients in a 60-bed emergency department
- Respond to trauma, stroke and STEMI activations
- Work alongside emergency physicians, residents and a dedicated trauma team

What you'll need
- At least 2 years of emergency department experience as an RN
- BLS, ACLS and PALS (all current)
- Arizona RN license or a multistate (compact) RN license

Nice to have
- TNCC or CEN

Weekly gross pay $2,150 with housing stipend included.`},
	{Key: "J04", Title: "ER Registered Nurse", Prof: "RN", Spec: "ED", Metro: "NYC", Zip: "10016", Employer: "Murray Hill Hospital", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS", "ACLS"}, Preferred: []string{"TNCC"}, License: "RN", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "salary", CompMin: 110000, CompMax: 135000,
		Description: `Murray Hill Hospital - Emergency Department, Manhattan
Position: ER Registered Nurse (full-time, days, 12-hour shifts)

Our 45-bed emergency department sees 80,000 visits a year. We are looking for experienced emergency nurses who thrive in a fast-paced urban setting.

REQUIREMENTS
1. Two (2) years of experience as an ER/emergency department RN
2. New York State RN license (registration must be current)
3. BLS and ACLS certification required

PREFERRED
1. TNCC
2. Bilingual English/Spanish

Salary range $110,000 - $135,000 per year. Union position (NYSNA).`},
	{Key: "J05", Title: "Labor & Delivery RN", Prof: "RN", Spec: "LD", Metro: "DEN", Zip: "80218", Employer: "Front Range Women's Hospital", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS", "NRP"}, Preferred: []string{"AWHONN"}, License: "RN", Employment: "CONTRACT", JobType: "contract", Shifts: []string{"night"}, CompType: "hourly", CompMin: 60, CompMax: 68,
		Description: `Labor & Delivery RN (Travel) - Denver, CO

Front Range Women's Hospital delivers 4,500 babies a year and has a Level III NICU on site.

Responsibilities
- Care for laboring, antepartum and immediate postpartum patients
- Monitor and interpret fetal heart rate tracings
- Circulate cesarean sections and recover patients

Minimum Qualifications
- 2 years of recent Labor and Delivery experience as an RN
- Colorado RN license or multistate compact license
- BLS and NRP required

Preferred Qualifications
- AWHONN fetal heart monitoring certification

Schedule: nights, 3x12. Pay: $60-68/hr.`},
	{Key: "J06", Title: "Med-Surg RN (Local Contract)", Prof: "RN", Spec: "MEDSURG", Metro: "ATL", Zip: "30030", Employer: "Piedmont Community Hospital", Status: "OPEN",
		MinYears: 1, Required: []string{"BLS"}, License: "RN", LocalMiles: 50, Employment: "CONTRACT", JobType: "contract", Shifts: []string{"day"}, CompType: "hourly", CompMin: 48, CompMax: 54,
		Description: `Med-Surg RN - Local Contract (Decatur, GA)
Piedmont Community Hospital | 26 weeks | Days 7a-7p

This is a local contract: candidates must live within 50 miles of the hospital in Decatur, GA. No housing stipend is offered.

Duties
- Care for 5-6 adult medical and surgical patients per shift
- Post-operative care, wound care and patient education

Requirements
- 1 year of Med-Surg experience as a Registered Nurse
- Current BLS certification
- Georgia RN license or multistate compact license
- Must live within 50 miles of Decatur, GA

Pay $48-$54/hr.`},
	{Key: "J07", Title: "Telemetry RN", Prof: "RN", Spec: "TELE", Metro: "SEA", Zip: "98104", Employer: "Puget Sound Heart Institute", Status: "OPEN",
		MinYears: 1, Required: []string{"BLS", "ACLS"}, License: "RN", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"night"}, CompType: "hourly", CompMin: 55, CompMax: 78,
		Description: `**Telemetry RN - Puget Sound Heart Institute (Seattle, WA)**

We are hiring full-time night shift nurses for our 36-bed cardiac telemetry unit.

**What we're looking for**
- One year or more of telemetry nursing experience
- Washington RN license or multistate license (Washington is a Nurse Licensure Compact state)
- BLS and ACLS certifications required

**Why join us**
- Sign-on bonus, tuition reimbursement, union benefits
- Pay $55-$78 per hour based on experience`},
	{Key: "J08", Title: "Operating Room RN", Prof: "RN", Spec: "OR", Metro: "CHI", Zip: "60611", Employer: "Lakeshore University Hospital", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS"}, Preferred: []string{"CNOR"}, License: "RN", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "hourly", CompMin: 45, CompMax: 65,
		Description: `Operating Room RN - Lakeshore University Hospital, Chicago, IL

The perioperative services department (32 ORs) is hiring circulating nurses for general, orthopedic and robotic surgery. Day shift, 4x10, with call.

Qualifications:
- 2 years of experience as an Operating Room (OR) circulating nurse
- Illinois RN license required
- BLS required

Preferred:
- CNOR certification
- Robotic surgery experience

Pay $45-$65/hr. Full benefits and pension.`},
	{Key: "J09", Title: "NICU Registered Nurse", Prof: "RN", Spec: "NICU", Metro: "TPA", Zip: "33606", Employer: "Tampa Bay Children's Hospital", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS", "NRP"}, Preferred: []string{"RNC-NIC"}, License: "RN", Employment: "CONTRACT", JobType: "contract", Shifts: []string{"night"}, CompType: "hourly", CompMin: 56, CompMax: 64,
		Description: `NICU Registered Nurse - Tampa Bay Children's Hospital (Level IV NICU)
Tampa, FL | 13-week contract | nights

Requirements
- Minimum 2 years of Level III or Level IV NICU experience
- Florida RN license or an active multistate compact license
- Current BLS and NRP

Preferred
- RNC-NIC certification

About the unit: 84 beds, ECMO and surgical neonates, high-risk delivery team.`},
	{Key: "J10", Title: "ICU Registered Nurse", Prof: "RN", Spec: "ICU", Metro: "DAL", Zip: "75201", Employer: "Trinity Medical Center", Status: "CLOSED",
		MinYears: 2, Required: []string{"BLS", "ACLS"}, License: "RN", Employment: "CONTRACT", JobType: "contract", Shifts: []string{"night"}, CompType: "hourly", CompMin: 60, CompMax: 68,
		Description: `ICU Registered Nurse - Trinity Medical Center, Dallas, TX (contract)

Requirements:
- 2+ years of ICU experience as an RN
- BLS and ACLS required
- Texas or compact multistate RN license

This position is closed.`},
	{Key: "J11", Title: "Medical-Surgical RN", Prof: "RN", Spec: "MEDSURG", Metro: "SAN", Zip: "92103", Employer: "Mission Bay Hospital", Status: "FILLED",
		MinYears: 1, Required: []string{"BLS"}, License: "RN", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "hourly", CompMin: 60, CompMax: 80,
		Description: `Medical-Surgical RN - Mission Bay Hospital, San Diego, CA

Qualifications
- 1 year of medical-surgical nursing experience
- California RN license
- BLS required`},
	{Key: "J12", Title: "Registered Respiratory Therapist - Adult Critical Care", Prof: "RT", Spec: "RT-CC", Metro: "HOU", Zip: "77030", Employer: "Gulf Coast Regional Hospital", Status: "OPEN",
		MinYears: 2, Required: []string{"RRT", "BLS"}, Preferred: []string{"ACLS"}, License: "RCP", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"night"}, CompType: "hourly", CompMin: 38, CompMax: 50,
		Description: `Registered Respiratory Therapist - Adult Critical Care
Gulf Coast Regional Hospital, Houston, TX | Full-time nights

Summary
Provide respiratory care to adult ICU patients: ventilator management, ABGs, extubation readiness and emergency response.

Requirements:
- 2 years of adult critical care respiratory therapy experience
- RRT credential from the NBRC
- Texas Respiratory Care Practitioner (RCP) license through the Texas Medical Board
- BLS required

Preferred:
- ACLS

Pay: $38-$50/hour, night differential.`},
	{Key: "J13", Title: "Physical Therapist - Outpatient Orthopedics", Prof: "PT", Spec: "PT-OP", Metro: "PHX", Zip: "85016", Employer: "Camelback Sports & Spine", Status: "OPEN",
		MinYears: 1, Required: []string{"BLS"}, Preferred: []string{"OCS"}, License: "PTL", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "salary", CompMin: 85000, CompMax: 105000,
		Description: `Physical Therapist - Outpatient Orthopedics
Camelback Sports & Spine - Phoenix, AZ 85016

We are a therapist-owned clinic treating sports, spine and post-surgical orthopedic patients. Monday-Friday, no weekends.

Qualifications
- Doctor of Physical Therapy degree
- At least 1 year of outpatient orthopedic experience as a licensed PT
- Arizona physical therapist license (or eligible and licensed before start)
- Current CPR/BLS

Bonus points
- OCS certification
- Dry needling certification

Salary $85,000 - $105,000 plus productivity bonus.`},
	{Key: "J14", Title: "Occupational Therapist - Acute Care", Prof: "OT", Spec: "OT-ACUTE", Metro: "LAX", Zip: "90027", Employer: "Silver Lake Medical Center", Status: "OPEN",
		MinYears: 1, Required: []string{"NBCOT", "BLS"}, License: "OTL", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "hourly", CompMin: 55, CompMax: 68,
		Description: `Occupational Therapist - Acute Care (Los Angeles, CA)
Silver Lake Medical Center, 400-bed teaching hospital

Position summary: evaluate and treat adult inpatients across ICU, neuro and orthopedic units.

Required qualifications:
- One year of acute care occupational therapy experience
- Current California OT license (California Board of Occupational Therapy)
- NBCOT certification
- BLS certification

Pay $55-68/hr, full benefits.`},
	{Key: "J15", Title: "CT Technologist", Prof: "RAD", Spec: "RAD-CT", Metro: "DEN", Zip: "80218", Employer: "Mile High Imaging Center", Status: "OPEN",
		MinYears: 2, Required: []string{"ARRT-R", "ARRT-CT", "BLS"}, Employment: "DIRECT", JobType: "full-time", Shifts: []string{"evening"}, CompType: "hourly", CompMin: 40, CompMax: 52,
		Description: `CT Technologist - Mile High Imaging Center, Denver CO
Full-time, evenings (2p-10:30p)

What you'll need:
- 2+ years of CT technologist experience
- ARRT (R) registration and ARRT (CT) certification
- BLS certification

Nice to have:
- Cardiac CT experience

$40-$52/hour DOE plus evening differential.`},
	{Key: "J16", Title: "Certified Nursing Assistant - Long-Term Care", Prof: "CNA", Spec: "CNA-LTC", Metro: "ATL", Zip: "30308", Employer: "Magnolia Gardens Nursing & Rehab", Status: "OPEN",
		MinYears: 1, Required: []string{"BLS"}, License: "CNA", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"evening"}, CompType: "hourly", CompMin: 17, CompMax: 21,
		Description: `Certified Nursing Assistant (CNA) - Long-Term Care
Magnolia Gardens Nursing & Rehab - Atlanta, GA 30308 | Full-time, 2nd shift

Job duties: help residents with activities of daily living, take vital signs, document care, report changes to the charge nurse.

Requirements:
- Active CNA certification on the Georgia Nurse Aide Registry
- 1 year of CNA experience in long-term care or a nursing home
- CPR/BLS certification

$17-$21 per hour, shift differential, PTO.`},
	{Key: "J17", Title: "Senior Backend Engineer (Go)", Prof: "SWE", Spec: "SWE-BE", Metro: "AUS", Zip: "78701", Employer: "Capital City Payments", Status: "OPEN",
		MinYears: 4, Required: []string{"Go", "PostgreSQL"}, Preferred: []string{"Kubernetes"}, Employment: "DIRECT", JobType: "full-time", CompType: "salary", CompMin: 160000, CompMax: 195000,
		Description: `Senior Backend Engineer (Go) - Capital City Payments, Austin TX (hybrid)

We move money for 4,000 small businesses. You will design and build the services behind our payments platform.

What you'll do
- Build and operate Go services on Kubernetes
- Design PostgreSQL schemas for a high-volume ledger
- Mentor engineers and lead design reviews

What you need
- 4+ years of backend software engineering experience
- Strong production experience with Go
- PostgreSQL experience required

Nice to have
- Kubernetes
- Payments or fintech background

Salary $160k-$195k + equity.`},
	{Key: "J18", Title: "Frontend Engineer", Prof: "SWE", Spec: "SWE-FE", Metro: "SFO", Zip: "94105", Employer: "Golden Gate Health Tech", Status: "OPEN",
		MinYears: 3, Required: []string{"React", "TypeScript"}, Preferred: []string{"Next.js"}, Employment: "DIRECT", JobType: "full-time", CompType: "salary", CompMin: 150000, CompMax: 185000,
		Description: `## Frontend Engineer
Golden Gate Health Tech - San Francisco, CA (3 days in office)

### About the role
Build the patient and clinician web apps used by 200 clinics.

### Requirements
- 3+ years of professional frontend development
- Expert in React and TypeScript
- Experience with accessibility (WCAG 2.1)

### Nice to have
- Next.js
- Healthcare experience

### Compensation
$150,000-$185,000 base + equity + benefits`},
	{Key: "J19", Title: "Data Engineer", Prof: "SWE", Spec: "SWE-DATA", Metro: "NYC", Zip: "10001", Employer: "Hudson Analytics", Status: "OPEN",
		MinYears: 3, Required: []string{"Python", "SQL", "Spark"}, Preferred: []string{"Airflow"}, Employment: "DIRECT", JobType: "full-time", CompType: "salary", CompMin: 145000, CompMax: 175000,
		Description: `Data Engineer - Hudson Analytics (New York, NY)

Hudson Analytics builds retail demand forecasts. Our data platform team owns ingestion, the lakehouse and the pipelines behind every model.

Responsibilities:
- Build batch and streaming pipelines
- Own data quality, lineage and cost
- Partner with data scientists on feature pipelines

Requirements:
- 3+ years of data engineering experience
- Python and SQL
- Apache Spark in production

Preferred:
- Airflow
- Retail or e-commerce data

$145K-$175K base salary.`},
	{Key: "J20", Title: "Structural Welder", Prof: "WELD", Spec: "WELD-ST", Metro: "HOU", Zip: "77029", Employer: "Harrisburg Steel Erectors", Status: "OPEN",
		MinYears: 3, Required: []string{"AWSD11"}, Preferred: []string{"OSHA10"}, Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "hourly", CompMin: 26, CompMax: 34,
		Description: `STRUCTURAL WELDER - Harrisburg Steel Erectors, Houston TX 77029

Field and shop welding on commercial steel structures. 50+ hours a week available.

REQUIREMENTS:
- 3 years of structural welding experience (FCAW/SMAW)
- AWS D1.1 certification (3G/4G) required
- Able to read blueprints and weld symbols
- Able to pass a drug screen

PREFERRED:
- OSHA 10

$26-$34/hr depending on test results. Per diem for out-of-town jobs.`},
	{Key: "J21", Title: "Journeyman Electrician - Commercial", Prof: "ELEC", Spec: "ELEC-COM", Metro: "DAL", Zip: "75201", Employer: "Lone Star Electric", Status: "OPEN",
		MinYears: 4, Required: nil, Preferred: []string{"OSHA10"}, License: "JE", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "hourly", CompMin: 30, CompMax: 38,
		Description: `Journeyman Electrician - Commercial (Dallas, TX)
Lone Star Electric

We are a union-scale commercial electrical contractor working on offices, hospitals and data centers across DFW.

Must have:
- Texas Journeyman Electrician license (TDLR)
- 4+ years of commercial electrical experience
- Valid driver's license and own hand tools

Nice to have:
- OSHA 10
- Experience with fire alarm or low-voltage systems

$30-$38/hr, overtime, 401(k) with match.`},
	{Key: "J22", Title: "CDL-A Regional Truck Driver", Prof: "CDL", Spec: "CDL-TT", Metro: "PHX", Zip: "85043", Employer: "Desert Sky Freight", Status: "OPEN",
		MinYears: 2, Required: []string{"DOTMED"}, Preferred: []string{"HAZMAT"}, License: "CDL", Employment: "DIRECT", JobType: "full-time", CompType: "salary", CompMin: 78000, CompMax: 92000,
		Description: `CDL-A Regional Truck Driver - Desert Sky Freight (Phoenix, AZ terminal)

Regional dry van routes across Arizona, New Mexico, Nevada and Southern California. Home every weekend.

Driver requirements:
- Valid Class A CDL
- 2 years of verifiable tractor-trailer driving experience
- Current DOT medical card
- Clean MVR: no more than 2 moving violations in 3 years

Preferred:
- HazMat endorsement

Pay: $78,000-$92,000 per year, paid weekly.`},
	{Key: "J23", Title: "Commercial HVAC Technician", Prof: "HVAC", Spec: "HVAC-COM", Metro: "DEN", Zip: "80216", Employer: "Platte River Mechanical", Status: "OPEN",
		MinYears: 3, Required: []string{"EPA608"}, Preferred: []string{"NATE"}, Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "hourly", CompMin: 32, CompMax: 42,
		Description: `Commercial HVAC Technician - Platte River Mechanical, Denver CO

Service and repair commercial HVAC equipment (RTUs, chillers, boilers, VAV) for schools, hospitals and office buildings.

Qualifications
- 3+ years of commercial HVAC service experience
- EPA 608 Universal certification
- Valid Colorado driver's license

Preferred
- NATE certification
- Building automation experience

$32-$42/hr, company van, on-call rotation.`},
	{Key: "J24", Title: "ER Nurse", Prof: "RN", Spec: "ED", Metro: "SAT", Zip: "78229", Employer: "Alamo Regional Medical Center", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS", "ACLS"}, Preferred: []string{"TNCC"}, License: "RN", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"night"}, CompType: "hourly", CompMin: 42, CompMax: 58,
		Description: `ER Nurse - Alamo Regional Medical Center
San Antonio, TX 78229 - Full Time - Nights

Alamo Regional's emergency department (52 beds, Level II trauma) is growing. Join a team with self-scheduling and a clinical ladder.

Qualifications:
- Texas RN license or multistate RN license
- 2 years of emergency room nursing experience required
- BLS and ACLS required
- TNCC preferred

Benefits: medical, dental, 403(b) match, tuition support. $42-$58/hr plus night differential.`},
	{Key: "J25", Title: "Telemetry Registered Nurse", Prof: "RN", Spec: "TELE", Metro: "DAL", Zip: "75214", Employer: "White Rock Heart Hospital", Status: "OPEN",
		MinYears: 1, Required: []string{"BLS", "ACLS"}, License: "RN", Employment: "CONTRACT", JobType: "contract", Shifts: []string{"day"}, CompType: "hourly", CompMin: 52, CompMax: 58,
		Description: `Telemetry Registered Nurse (13-week contract) - White Rock Heart Hospital, Dallas, TX

Unit: 30-bed cardiac telemetry, 1:4-5 ratio, days 7a-7p.

Must have:
- At least 1 year of recent telemetry experience
- BLS + ACLS (AHA)
- Texas RN or compact (multistate) RN license

$52-$58/hr, guaranteed 36 hours.`},
	{Key: "J26", Title: "Oncology RN", Prof: "RN", Spec: "ONC", Metro: "HOU", Zip: "77030", Employer: "Bayou City Cancer Center", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS"}, Preferred: []string{"OCN"}, License: "RN", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "hourly", CompMin: 45, CompMax: 60,
		Description: `Oncology RN - Inpatient Hematology/Oncology
Bayou City Cancer Center, Houston, Texas

We care for adults with leukemia, lymphoma and solid tumors, including stem cell transplant patients.

Requirements
- 2+ years of oncology nursing experience
- Current Texas or multistate compact RN license
- BLS

Preferred
- OCN certification
- Chemotherapy/biotherapy provider card

Day shift, 3x12, $45-$60/hr.`},
	{Key: "J27", Title: "Emergency Room RN", Prof: "RN", Spec: "ED", Metro: "LAX", Zip: "90033", Employer: "Eastside General Hospital", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS", "ACLS", "PALS"}, Preferred: []string{"TNCC"}, License: "RN", Employment: "CONTRACT", JobType: "contract", Shifts: []string{"night"}, CompType: "hourly", CompMin: 85, CompMax: 98,
		Description: `Emergency Room RN - Eastside General Hospital (Los Angeles, CA) - 13-week travel contract, nights

Requirements:
* 2 years minimum ER experience in an acute care hospital
* Active California RN license (required before start; compact licenses are not accepted in California)
* BLS, ACLS and PALS
* TNCC preferred

$85-$98/hr. Housing stipend available for candidates living more than 50 miles away.`},
	{Key: "J28", Title: "OR Circulating Nurse", Prof: "RN", Spec: "OR", Metro: "SFO", Zip: "94110", Employer: "Mission District Medical Center", Status: "OPEN",
		MinYears: 2, Required: []string{"BLS"}, Preferred: []string{"CNOR"}, License: "RN", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "hourly", CompMin: 95, CompMax: 120,
		Description: `OR Circulating Nurse - Mission District Medical Center, San Francisco

About the job
Circulate general, orthopedic, neuro and robotic cases in a 20-room main OR. Day shift with call.

Qualifications
- Minimum of two years of operating room circulating experience
- California RN license
- BLS
- CNOR preferred

Union position. $95-$120/hour.`},
	{Key: "J29", Title: "Backend Engineer (Python)", Prof: "SWE", Spec: "SWE-BE", Metro: "SFO", Zip: "94105", Employer: "Bay Bridge Logistics Tech", Status: "OPEN",
		MinYears: 3, Required: []string{"Python", "PostgreSQL"}, Preferred: []string{"AWS"}, Employment: "DIRECT", JobType: "full-time", CompType: "salary", CompMin: 155000, CompMax: 190000,
		Description: `Backend Engineer (Python) at Bay Bridge Logistics Tech - San Francisco, CA

We build routing and pricing for regional freight carriers.

You will
- Design APIs and services in Python
- Own PostgreSQL data models and performance
- Take part in a light on-call rotation

You have
- 3+ years of backend engineering experience
- Python in production
- PostgreSQL

Bonus
- AWS

$155,000-$190,000 + equity.`},
	{Key: "J30", Title: "Frontend Developer (React)", Prof: "SWE", Spec: "SWE-FE", Metro: "AUS", Zip: "78701", Employer: "Barton Creek Software", Status: "OPEN",
		MinYears: 2, Required: []string{"React", "JavaScript"}, Preferred: []string{"TypeScript"}, Employment: "DIRECT", JobType: "full-time", CompType: "salary", CompMin: 110000, CompMax: 140000,
		Description: `Frontend Developer (React) - Barton Creek Software, Austin TX

Requirements:
- 2+ years building production web applications
- React and modern JavaScript (ES2020+)
- Comfortable working with designers and writing tests

Preferred:
- TypeScript
- Experience with design systems

$110K-$140K, hybrid (2 days in office).`},
	{Key: "J31", Title: "Pipe Welder (6G)", Prof: "WELD", Spec: "WELD-PIPE", Metro: "HOU", Zip: "77029", Employer: "Galveston Bay Pipeline Services", Status: "OPEN",
		MinYears: 3, Required: []string{"ASME9"}, Preferred: []string{"TWIC"}, Employment: "CONTRACT", JobType: "contract", Shifts: []string{"day"}, CompType: "hourly", CompMin: 34, CompMax: 42,
		Description: `Pipe Welder (6G) - refinery turnaround, Houston Ship Channel
Galveston Bay Pipeline Services | 8-week turnaround, 6x12s

Requirements:
- 3 years of pipe welding experience (carbon steel, TIG root / stick fill and cap)
- Current ASME Section IX 6G qualification, or pass our 6G test on site
- Must pass X-ray on test coupon

Preferred: TWIC card

$34-$42/hr plus per diem.`},
	{Key: "J32", Title: "Residential Electrician", Prof: "ELEC", Spec: "ELEC-RES", Metro: "HOU", Zip: "77055", Employer: "Memorial Park Electric", Status: "OPEN",
		MinYears: 2, License: "JE", Employment: "DIRECT", JobType: "full-time", Shifts: []string{"day"}, CompType: "hourly", CompMin: 26, CompMax: 33,
		Description: `Residential Electrician - Memorial Park Electric (Houston, TX)

Service and remodel work in homes across west Houston. Company truck provided.

What you need
- Texas Journeyman Electrician license
- 2 years of residential electrical experience (service calls, panel changes, remodels)
- Clean driving record

$26-$33/hr + commission on service calls.`},
}

func jobByKey(key string) *jobDef {
	for i := range jobs {
		if jobs[i].Key == key {
			return &jobs[i]
		}
	}
	return nil
}

func (j *jobDef) state() string { return metroByCode(j.Metro).State }

// ---------------------------------------------------------------------------
// Candidates: ground truth.

type role struct {
	Prof     string `json:"profession"`
	Spec     string `json:"specialty"`
	Employer string `json:"employer"`
	Title    string `json:"title"`
	City     string `json:"city"`
	State    string `json:"state"`
	Start    month  `json:"-"`
	End      month  `json:"-"`
	Current  bool   `json:"current"`
	StartISO string `json:"start"`
	EndISO   string `json:"end"`
	bullets  []string
	generic  bool // title does not name the specialty; a unit line does
}

type cert struct {
	Code      string `json:"code"`
	Expires   month  `json:"-"`
	ExpiresOn string `json:"expires,omitempty"`
	Number    string `json:"-"`
}

type license struct {
	Kind       string `json:"kind"` // RN, RCP, PTL, OTL, CNA, JE, CDL
	Class      string `json:"class,omitempty"`
	State      string `json:"state"`
	Multistate bool   `json:"multistate,omitempty"`
	Expires    month  `json:"-"`
	ExpiresOn  string `json:"expires"`
	Number     string `json:"-"`
}

type education struct {
	Degree, School, City, State string
	Year                        int
}

type candidate struct {
	Key, First, Last, Email, Phone, Street, Zip, City, State string
	Metro                                                    string
	Prof                                                     string
	Spec                                                     string // current specialty
	Roles                                                    []role // most recent first
	Certs                                                    []cert
	Lics                                                     []license
	Skills                                                   []string
	Edu                                                      []education
	Notes                                                    string
	RecordProfession, RecordSpecialty                        string
	Style                                                    int
	Archetype                                                string
	Relocating                                               bool
}

// candTruth is the ground truth written to candidates.json.
type candTruth struct {
	Profession string    `json:"profession"`
	Specialty  string    `json:"specialty"`
	Zip        string    `json:"zip"`
	Roles      []role    `json:"roles"`
	Certs      []cert    `json:"certs"`
	Licenses   []license `json:"licenses"`
	Skills     []string  `json:"skills,omitempty"`
	// LicensedIn are the states where a licence of the candidate is valid
	// at the as-of date ("*": every state, a CDL); AnyExpiry ignores expiry.
	LicensedIn          []string `json:"licensedIn"`
	LicensedInAnyExpiry []string `json:"licensedInAnyExpiry"`
	Archetype           string   `json:"archetype"`
}

// ---------------------------------------------------------------------------
// The grading rules of README.md.

var asOf month

func (c *candidate) specialtyYears(prof, want string) float64 {
	var spans [][2]month
	for _, r := range c.Roles {
		if r.Prof == prof && countsAs(r.Spec, want) {
			end := r.End
			if r.Current {
				end = asOf
			}
			spans = append(spans, [2]month{r.Start, end})
		}
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i][0] < spans[j][0] })
	total, lastEnd := 0, month(-1)
	for _, s := range spans {
		start := s[0]
		if start <= lastEnd {
			start = lastEnd + 1
		}
		if s[1] >= start {
			total += int(s[1]-start) + 1
		}
		lastEnd = max(lastEnd, s[1])
	}
	return float64(total) / 12
}

func (c *candidate) holds(item string) bool {
	if isSkill(item) {
		return slices.Contains(c.Skills, item)
	}
	for _, ct := range c.Certs {
		if ct.Code == item && (ct.Expires == 0 || ct.Expires > asOf) {
			return true
		}
	}
	return false
}

// validIn reports whether licence l is valid in state st, ignoring expiry
// when anyExpiry.
func (l license) validIn(st string, anyExpiry bool) bool {
	if !anyExpiry && l.Expires <= asOf {
		return false
	}
	switch {
	case l.Kind == "CDL":
		return true
	case l.State == st:
		return true
	case l.Kind == "RN" && l.Multistate && compact[l.State] && compact[st]:
		return true
	}
	return false
}

func (c *candidate) licensedFor(kind, st string) bool {
	for _, l := range c.Lics {
		if l.Kind == kind && (kind != "CDL" || l.Class == "A") && l.validIn(st, false) {
			return true
		}
	}
	return false
}

func grade(j *jobDef, c *candidate) int {
	if c.Prof != j.Prof {
		return 0
	}
	if j.LocalMiles > 0 && miles(c.Zip, j.Zip) > j.LocalMiles {
		return 0
	}
	y := c.specialtyYears(j.Prof, j.Spec)
	if y == 0 {
		return 1
	}
	misses := 0
	switch {
	case y >= j.MinYears:
	case y >= j.MinYears/2:
		misses++
	default:
		misses += 2
	}
	for _, it := range j.Required {
		if !c.holds(it) {
			misses++
		}
	}
	if j.License != "" && !c.licensedFor(j.License, j.state()) {
		misses++
	}
	switch misses {
	case 0:
		return 3
	case 1:
		return 2
	}
	return 1
}

// ---------------------------------------------------------------------------
// Generation.

type gen struct {
	r      *rand.Rand
	names  map[string]bool
	emails map[string]bool
	cands  []*candidate
	seq    int
}

func (g *gen) pick(list []string) string { return list[g.r.IntN(len(list))] }
func (g *gen) between(lo, hi int) int {
	if hi < lo {
		hi = lo
	}
	return lo + g.r.IntN(hi-lo+1)
}
func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

var firstNames = []string{"Maria", "James", "Aisha", "Daniel", "Priya", "Michael", "Sofia", "David", "Keisha", "Robert", "Mei", "Carlos", "Emily", "Jamal", "Hannah", "Luis", "Grace", "Anthony", "Fatima", "Kevin",
	"Olivia", "Marcus", "Linh", "Brian", "Rosa", "Tyler", "Ngozi", "Jason", "Elena", "Derek", "Yuki", "Samuel", "Chloe", "Andre", "Rachel", "Omar", "Megan", "Victor", "Jasmine", "Patrick",
	"Ana", "Christopher", "Leah", "Diego", "Tiffany", "Raj", "Lauren", "Hector", "Bianca", "Steven", "Amara", "Nathan", "Gabriela", "Eric", "Nadia", "Travis", "Julia", "Miguel", "Kayla", "Trevor",
	"Imani", "Joseph", "Alicia", "Vikram", "Brittany", "Dmitri", "Vanessa", "Jorge", "Erin", "Kwame", "Stephanie", "Ahmed", "Courtney", "Ricardo", "Monique", "Paul", "Hye-jin", "Logan", "Carmen", "Dustin",
	"Naomi", "Terrence", "Lucia", "Brandon", "Esther", "Mateo", "Danielle", "Wei", "Holly", "Javier", "Alyssa", "Cody", "Renee", "Tomas", "Shanice", "Adam", "Ingrid", "Rashad", "Molly", "Ethan"}

var lastNames = []string{"Lopez", "Nguyen", "Johnson", "Patel", "Williams", "Garcia", "Kim", "Brown", "Okafor", "Martinez", "Chen", "Davis", "Rodriguez", "Wilson", "Hernandez", "Thompson", "Singh", "Anderson", "Robinson", "Walker",
	"Ramirez", "Clark", "Lewis", "Gonzalez", "Young", "Allen", "Wright", "Torres", "Scott", "Hill", "Flores", "Green", "Adams", "Baker", "Nelson", "Carter", "Mitchell", "Perez", "Roberts", "Turner",
	"Phillips", "Campbell", "Parker", "Evans", "Edwards", "Collins", "Stewart", "Sanchez", "Morris", "Rogers", "Reed", "Cook", "Morgan", "Bell", "Murphy", "Bailey", "Rivera", "Cooper", "Richardson", "Cox",
	"Howard", "Ward", "Peterson", "Gray", "James", "Watson", "Brooks", "Kelly", "Sanders", "Price", "Bennett", "Wood", "Barnes", "Ross", "Henderson", "Coleman", "Jenkins", "Perry", "Powell", "Long",
	"Hughes", "Washington", "Butler", "Simmons", "Foster", "Gonzales", "Bryant", "Alexander", "Russell", "Griffin", "Diaz", "Hayes", "Myers", "Ford", "Hamilton", "Graham", "Sullivan", "Wallace", "Woods", "Cole"}

var streets = []string{"Elm St", "Oak Ave", "Maple Dr", "Cedar Ln", "Pine St", "Washington Ave", "Lakeview Dr", "Sunset Blvd", "Park Pl", "Hillcrest Rd", "Willow Way", "Main St", "River Rd", "Magnolia Ave", "Highland Ave", "Jefferson St"}

func (g *gen) newCandidate(prof string, m *metro, zip string) *candidate {
	g.seq++
	c := &candidate{Key: fmt.Sprintf("C%04d", g.seq), Prof: prof, Metro: m.Code}
	for {
		c.First, c.Last = g.pick(firstNames), g.pick(lastNames)
		if !g.names[c.First+" "+c.Last] {
			g.names[c.First+" "+c.Last] = true
			break
		}
	}
	base := strings.ToLower(strings.ReplaceAll(c.First, "-", "") + "." + c.Last)
	c.Email = base + "@example.com"
	for n := 2; g.emails[c.Email]; n++ {
		c.Email = fmt.Sprintf("%s%d@example.com", base, n)
	}
	g.emails[c.Email] = true
	c.Phone = fmt.Sprintf("(%s) 555-01%02d", m.Area, g.r.IntN(100))
	if zip == "" {
		zip = g.pick(m.Zips)
	}
	c.Zip, c.City, c.State = zip, zipCity(zip), m.State
	c.Street = fmt.Sprintf("%d %s", g.between(100, 9899), g.pick(streets))
	g.cands = append(g.cands, c)
	return c
}

// seg is one role to place in a history, most recent first.
type seg struct {
	prof, spec string
	months     int
	current    bool
	metro      *metro
	gapBefore  int // months without work after this role ends (for a non-current first role: before the as-of date)
}

func (g *gen) employer(m *metro, prof, spec string) string {
	word := g.pick(m.Words)
	var kinds []string
	switch prof {
	case "RN", "RT", "OT", "CNA", "PCT", "LPN", "SURGTECH", "SONO", "PHARMTECH":
		kinds = []string{"Medical Center", "Regional Hospital", "General Hospital", "Community Hospital", "Health System", "University Hospital"}
		switch spec {
		case "PEDS", "NICU", "RT-NEO", "OT-PEDS":
			kinds = []string{"Children's Hospital", "Women's and Children's Hospital", "Medical Center"}
		case "CNA-LTC", "OT-SNF":
			kinds = []string{"Nursing & Rehabilitation Center", "Senior Living", "Care Center", "Health and Rehab"}
		case "CNA-HH", "PT-HH":
			kinds = []string{"Home Health", "Home Care Services", "Visiting Nurses"}
		}
	case "PT":
		kinds = []string{"Physical Therapy", "Sports & Spine", "Orthopedic Rehab", "Medical Center"}
		if spec == "PT-HH" {
			kinds = []string{"Home Health", "Home Care Services"}
		}
	case "RAD":
		kinds = []string{"Imaging Center", "Radiology Associates", "Medical Center", "Regional Hospital"}
	case "SWE", "DATA", "IT", "UX":
		kinds = []string{"Labs", "Technologies", "Software", "Analytics", "Systems", "Health Tech", "Payments", "Logistics Tech"}
	case "WELD":
		kinds = []string{"Steel Erectors", "Fabrication", "Industrial Services", "Ironworks", "Pipeline Services"}
	case "ELEC":
		kinds = []string{"Electric", "Electrical Contractors", "Power Services", "Electric Co."}
	case "CDL":
		kinds = []string{"Freight", "Logistics", "Transport", "Trucking", "Distribution"}
	case "HVAC", "MAINT", "PLUMB":
		kinds = []string{"Mechanical", "Heating & Air", "Climate Services", "Facilities Services", "Plumbing"}
	default:
		kinds = []string{"Group", "Partners", "Services", "Company", "Associates"}
	}
	return word + " " + g.pick(kinds)
}

// history places segments back from the as-of date, most recent first. A
// segment's gapBefore is the months without work between its end and the
// start of the more recent role (for a first role that is not current: the
// as-of date).
func (g *gen) history(c *candidate, segs []seg) {
	next := asOf + 1 // start of the more recent role
	for i, s := range segs {
		end := next - 1 - month(s.gapBefore)
		if i == 0 {
			end = asOf
			if !s.current {
				end = asOf - month(max(1, s.gapBefore))
			}
		}
		start := end - month(s.months) + 1
		m := s.metro
		if m == nil {
			m = metroByCode(c.Metro)
		}
		r := role{Prof: s.prof, Spec: s.spec, Start: start, End: end, Current: i == 0 && s.current, City: zipCity(g.pick(m.Zips)), State: m.State}
		r.Employer = g.employer(m, s.prof, s.spec)
		if sp := lookupSpec(s.spec); sp != nil {
			r.Title = g.pick(sp.Titles)
			r.bullets = g.some(sp.Bullets, 2, 4)
			if s.prof == "RN" && g.chance(0.15) {
				r.generic = true
				r.Title = g.pick([]string{"Registered Nurse", "Staff Nurse", "Staff RN"})
			}
		} else if o, ok := others[s.prof]; ok {
			r.Title = g.pick(o.Titles)
			r.bullets = g.some(o.Bullets, 2, 3)
		}
		c.Roles = append(c.Roles, r)
		next = start
	}
}

// some picks between lo and hi of list, in list order.
func (g *gen) some(list []string, lo, hi int) []string {
	n := g.between(min(lo, len(list)), min(hi, len(list)))
	idx := g.r.Perm(len(list))[:n]
	sort.Ints(idx)
	out := make([]string, n)
	for i, k := range idx {
		out[i] = list[k]
	}
	return out
}

func lookupSpec(code string) *specialty {
	for i := range specialties {
		if specialties[i].Code == code {
			return &specialties[i]
		}
	}
	return nil
}

// addCert gives the candidate a certification, valid unless expired.
func (g *gen) addCert(c *candidate, code string, expired bool) {
	for i, ct := range c.Certs {
		if ct.Code == code {
			if expired {
				c.Certs[i].Expires = asOf - month(g.between(2, 20))
			}
			return
		}
	}
	d := certDefs[code]
	ct := cert{Code: code}
	if d.Cycle > 0 {
		if expired {
			ct.Expires = asOf - month(g.between(2, 20))
		} else {
			ct.Expires = asOf + month(g.between(15, min(d.Cycle+12, 34)))
		}
	}
	if d.Prefix != "" || g.chance(0.2) {
		ct.Number = fmt.Sprintf("%d", g.between(100000, 999999))
	}
	c.Certs = append(c.Certs, ct)
}

func (c *candidate) dropCert(code string) {
	c.Certs = slices.DeleteFunc(c.Certs, func(ct cert) bool { return ct.Code == code })
}

func (g *gen) addLicense(c *candidate, kind, st string, multistate, expired bool) {
	l := license{Kind: kind, State: st, Multistate: multistate}
	if kind == "CDL" {
		l.Class = "A"
	}
	if expired {
		l.Expires = asOf - month(g.between(2, 14))
	} else {
		l.Expires = asOf + month(g.between(15, 30))
	}
	switch kind {
	case "RN":
		l.Number = fmt.Sprintf("%d", g.between(600000, 999999))
	case "CDL":
		l.Expires = asOf + month(g.between(24, 60))
		if expired {
			l.Expires = asOf - month(g.between(2, 14))
		}
		l.Number = fmt.Sprintf("%s%d", st[:1], g.between(10000000, 99999999))
	default:
		l.Number = fmt.Sprintf("%d", g.between(10000, 99999))
	}
	c.Lics = append(c.Lics, l)
}

// homeLicense is the licence a professional holds where they live.
func (g *gen) homeLicense(c *candidate) {
	p := professions[c.Prof]
	if p.License == "" {
		return
	}
	switch p.License {
	case "RN":
		g.addLicense(c, "RN", c.State, compact[c.State] && g.chance(0.85), false)
	case "CDL":
		g.addLicense(c, "CDL", c.State, false, false)
		if c.Spec == "CDL-LOCAL" || (len(c.Roles) > 0 && c.Roles[0].Spec == "CDL-LOCAL") {
			c.Lics[len(c.Lics)-1].Class = "B" // a straight-truck driver
		}
	default:
		g.addLicense(c, p.License, c.State, false, false)
	}
}

// licenseValidFor makes sure the candidate holds a licence of the job's kind
// valid in its state, adding a travel licence when the home one is not.
func (g *gen) licenseValidFor(c *candidate, j *jobDef) {
	if j.License == "" || c.licensedFor(j.License, j.state()) {
		return
	}
	if j.License == "CDL" {
		// One CDL: upgraded to Class A.
		for i := range c.Lics {
			if c.Lics[i].Kind == "CDL" {
				c.Lics[i].Class = "A"
				return
			}
		}
	}
	g.addLicense(c, j.License, j.state(), false, false)
}

// licenseInvalidFor leaves the candidate without a licence valid in the
// job's state, in one of the realistic ways.
func (g *gen) licenseInvalidFor(c *candidate, j *jobDef) {
	st := j.state()
	c.Lics = slices.DeleteFunc(c.Lics, func(l license) bool { return l.Kind == j.License })
	switch {
	case j.License == "CDL":
		g.addLicense(c, "CDL", c.State, false, true) // expired
	case c.State != st && !(j.License == "RN" && compact[c.State] && compact[st]):
		// Lives elsewhere: the home licence only.
		g.addLicense(c, j.License, c.State, j.License == "RN" && compact[c.State], false)
	case j.License == "RN" && compact[st] && c.State != st:
		// Lives in another compact state on a single-state licence.
		g.addLicense(c, "RN", c.State, false, false)
	case j.License == "RN" && compact[st] && g.chance(0.5):
		// Moved here on a single-state licence of another compact state.
		other := g.pick([]string{"FL", "GA", "AZ", "CO", "NC"})
		if other == st {
			other = "NJ"
		}
		g.addLicense(c, "RN", other, false, false)
		g.relocated(c, other)
	case g.chance(0.5):
		// Relocated from a non-compact state; the new licence is pending.
		from := g.pick([]string{"CA", "NY", "IL", "OR"})
		if from == st {
			from = "NV"
		}
		g.addLicense(c, j.License, from, false, false)
		g.relocated(c, from)
	default:
		// The job state's licence, lapsed.
		g.addLicense(c, j.License, st, j.License == "RN" && compact[st], true)
	}
}

// relocated makes the candidate a newcomer from state from: their roles
// were there, and the last one has ended.
func (g *gen) relocated(c *candidate, from string) {
	c.Relocating = true
	var ms []*metro
	for i := range metros {
		if metros[i].State == from {
			ms = append(ms, &metros[i])
		}
	}
	m := ms[g.r.IntN(len(ms))]
	for i := range c.Roles {
		r := &c.Roles[i]
		r.City, r.State = zipCity(g.pick(m.Zips)), from
		r.Employer = g.employer(m, r.Prof, r.Spec)
		if r.Current {
			r.Current, r.End = false, asOf-1
		}
	}
}

// baseCerts gives the certifications of the profession and specialty.
func (g *gen) baseCerts(c *candidate, spec string) {
	for _, code := range professions[c.Prof].Base {
		g.addCert(c, code, false)
	}
	if sp := lookupSpec(spec); sp != nil {
		for _, code := range sp.Certs {
			if g.chance(0.8) {
				g.addCert(c, code, false)
			}
		}
		if sp.Parent != "" {
			for _, code := range lookupSpec(sp.Parent).Certs {
				if g.chance(0.8) {
					g.addCert(c, code, false)
				}
			}
		}
	}
}

func (g *gen) skillsFor(c *candidate, spec string) {
	sp := lookupSpec(spec)
	if sp == nil || len(sp.Skills) == 0 {
		return
	}
	if spec == "SWE-FE" && !slices.Contains(c.Skills, "JavaScript") {
		c.Skills = append(c.Skills, "JavaScript")
	}
	n := g.between(4, min(7, len(sp.Skills)))
	for _, k := range g.r.Perm(len(sp.Skills))[:n] {
		if !slices.Contains(c.Skills, sp.Skills[k]) {
			c.Skills = append(c.Skills, sp.Skills[k])
		}
	}
}

// near returns a sibling specialty of spec that does not count as want.
func (g *gen) near(from, want string) string {
	sp := spec(from)
	var opts []string
	for _, n := range sp.Near {
		if !countsAs(n, want) {
			opts = append(opts, n)
		}
	}
	if len(opts) == 0 {
		for _, s := range specialties {
			if s.Prof == sp.Prof && !countsAs(s.Code, want) {
				opts = append(opts, s.Code)
			}
		}
	}
	return g.pick(opts)
}

// jobSpec picks the specialty a role in the job's specialty is written as:
// the specialty itself or one of its children.
func (g *gen) jobSpec(want string) string {
	opts := []string{want, want}
	for _, s := range specialties {
		if s.Parent == want {
			opts = append(opts, s.Code)
		}
	}
	return g.pick(opts)
}

// homeFor chooses where a target candidate of a job lives: near the job
// mostly, elsewhere (a traveller) sometimes.
func (g *gen) homeFor(j *jobDef, nearP float64) (*metro, string) {
	jm := metroByCode(j.Metro)
	if g.chance(nearP) {
		for {
			z := g.pick(jm.Zips)
			if j.LocalMiles == 0 || miles(z, j.Zip) < j.LocalMiles-10 {
				return jm, z
			}
		}
	}
	for {
		m := &metros[g.r.IntN(len(metros))]
		if m.Code == jm.Code {
			continue
		}
		z := g.pick(m.Zips)
		if j.LocalMiles > 0 && miles(z, j.Zip) < j.LocalMiles+15 {
			continue
		}
		return m, z
	}
}

// target builds a candidate meant to have grade want for job j; miss names
// the gap of a grade 2 or the kind of a grade 1.
func (g *gen) target(j *jobDef, want int, miss string) *candidate {
	nearP := 0.7
	switch {
	case want == 0:
		nearP = 0
	case j.LocalMiles > 0:
		nearP = 1
	}
	m, zip := g.homeFor(j, nearP)
	c := g.newCandidate(j.Prof, m, zip)
	c.Archetype = fmt.Sprintf("%s:%d", j.Key, want)
	if miss != "" {
		c.Archetype += "-" + miss
	}
	need := int(j.MinYears * 12)
	var segs []seg
	mainSpec := j.Spec
	switch {
	case want == 3 || want == 0 || miss == "cert-missing" || miss == "cert-expired" || miss == "license" || miss == "skill":
		// Enough years in the specialty, in one or two roles, maybe after
		// another specialty.
		total := need + g.between(3, 72)
		s1 := g.jobSpec(j.Spec)
		mainSpec = s1
		if total > 30 && g.chance(0.4) {
			first := g.between(12, total-12)
			segs = append(segs, seg{prof: j.Prof, spec: s1, months: first, current: true},
				seg{prof: j.Prof, spec: g.jobSpec(j.Spec), months: total - first, gapBefore: g.between(0, 2)})
		} else {
			segs = append(segs, seg{prof: j.Prof, spec: s1, months: total, current: g.chance(0.9), gapBefore: g.between(1, 3)})
		}
		if g.chance(0.45) {
			segs = append(segs, seg{prof: j.Prof, spec: g.near(j.Spec, j.Spec), months: g.between(10, 36), gapBefore: g.between(0, 3)})
		}
	case miss == "years" || miss == "years+cert":
		// Short by less than half, in the past; now in another specialty.
		short := g.between(int(math.Ceil(float64(need)/2))+1, need-3)
		other := g.near(j.Spec, j.Spec)
		mainSpec = other
		segs = append(segs, seg{prof: j.Prof, spec: other, months: g.between(6, 30), current: true},
			seg{prof: j.Prof, spec: g.jobSpec(j.Spec), months: short, gapBefore: g.between(0, 2)})
		if g.chance(0.3) {
			segs = append(segs, seg{prof: j.Prof, spec: g.near(j.Spec, j.Spec), months: g.between(12, 30), gapBefore: 1})
		}
	case miss == "major-short":
		short := g.between(2, need/2-2)
		other := g.near(j.Spec, j.Spec)
		mainSpec = other
		segs = append(segs, seg{prof: j.Prof, spec: other, months: g.between(10, 48), current: true},
			seg{prof: j.Prof, spec: g.jobSpec(j.Spec), months: short, gapBefore: g.between(0, 2)})
	case miss == "spec":
		// The right profession, another specialty throughout.
		other := g.near(j.Spec, j.Spec)
		mainSpec = other
		segs = append(segs, seg{prof: j.Prof, spec: other, months: g.between(18, 80), current: true})
		if g.chance(0.5) {
			segs = append(segs, seg{prof: j.Prof, spec: g.near(other, j.Spec), months: g.between(12, 40), gapBefore: g.between(0, 3)})
		}
	default:
		log.Fatalf("unknown miss %q", miss)
	}
	if j.Prof == "RN" && g.chance(0.15) {
		// Worked as a patient care technician in school.
		segs = append(segs, seg{prof: "PCT", spec: "", months: g.between(12, 30), gapBefore: g.between(0, 2)})
	}
	g.history(c, segs)
	c.Spec = mainSpec
	// Credentials: those of the specialty, every required one, the licence.
	g.baseCerts(c, mainSpec)
	if mainSpec != j.Spec && c.hasRoleIn(j.Spec) {
		g.baseCerts(c, j.Spec)
	}
	for _, it := range j.Required {
		if isSkill(it) || (boundTo[it] != "" && !c.hasRoleIn(boundTo[it])) {
			continue // a CT or 6G pipe certification needs that experience
		}
		g.addCert(c, it, false)
	}
	for _, it := range j.Preferred {
		if !isSkill(it) && g.chance(0.4) {
			g.addCert(c, it, false)
		}
	}
	if j.Prof == "SWE" {
		g.skillsFor(c, mainSpec)
		if mainSpec != j.Spec {
			g.skillsFor(c, j.Spec)
		}
		for _, it := range j.Required {
			if !slices.Contains(c.Skills, it) {
				c.Skills = append(c.Skills, it)
			}
		}
		for _, it := range j.Preferred {
			if isSkill(it) && g.chance(0.4) && !slices.Contains(c.Skills, it) {
				c.Skills = append(c.Skills, it)
			}
		}
	}
	g.homeLicense(c)
	g.licenseValidFor(c, j)
	// The gap.
	switch miss {
	case "cert-missing", "years+cert":
		c.dropCert(g.pick(certItems(j.Required)))
	case "cert-expired":
		g.addCert(c, g.pick(expiringItems(j.Required)), true)
	case "license":
		g.licenseInvalidFor(c, j)
	case "skill":
		// SQL and JavaScript are left: no data engineer or frontend developer lacks them.
		drop := g.pick(slices.DeleteFunc(slices.Clone(j.Required), func(s string) bool { return s == "SQL" || s == "JavaScript" }))
		c.Skills = slices.DeleteFunc(c.Skills, func(s string) bool { return s == drop })
	}
	return c
}

// boundTo are certifications only those with experience in a specialty hold.
var boundTo = map[string]string{"ARRT-CT": "RAD-CT", "ASME9": "WELD-PIPE"}

func (c *candidate) hasRoleIn(spec string) bool {
	for _, r := range c.Roles {
		if countsAs(r.Spec, spec) {
			return true
		}
	}
	return false
}

func certItems(items []string) []string {
	var out []string
	for _, it := range items {
		if !isSkill(it) {
			out = append(out, it)
		}
	}
	return out
}

func expiringItems(items []string) []string {
	var out []string
	for _, it := range certItems(items) {
		if certDefs[it].Cycle > 0 {
			out = append(out, it)
		}
	}
	return out
}

// missKinds lists the grade-2 gaps that apply to a job.
func missKinds(j *jobDef) []string {
	kinds := []string{"years"}
	if len(certItems(j.Required)) > 0 {
		kinds = append(kinds, "cert-missing")
	}
	if len(expiringItems(j.Required)) > 0 {
		kinds = append(kinds, "cert-expired")
	}
	if j.License != "" {
		kinds = append(kinds, "license")
	}
	if len(j.Required) > len(certItems(j.Required)) {
		kinds = append(kinds, "skill")
	}
	return kinds
}

// ---------------------------------------------------------------------------
// Professions no job asks for.

type otherProf struct {
	Code    string
	Record  string
	Titles  []string
	Bullets []string
	Certs   []string
	Edu     string
	Skills  []string
}

var others = map[string]otherProf{
	"PCT": {Code: "PCT", Record: "Patient Care Technician", Titles: []string{"Patient Care Technician - ICU", "Patient Care Tech, Emergency Department", "Patient Care Technician"},
		Bullets: []string{"Took vital signs, drew blood and performed 12-lead EKGs", "Assisted nurses with turns, baths and patient transport", "Stocked supply rooms and cleaned equipment"}, Certs: []string{"BLS"}, Edu: "Patient Care Technician Certificate"},
	"LPN": {Code: "LPN", Record: "Licensed Practical Nurse", Titles: []string{"Licensed Practical Nurse", "LPN - Long Term Care", "LPN, Medical-Surgical Unit"},
		Bullets: []string{"Passed medications for 20-25 residents", "Performed wound care and tube feedings", "Reported changes in condition to the RN supervisor", "Cared for med-surg patients under RN supervision"}, Certs: []string{"BLS"}, Edu: "Practical Nursing Diploma"},
	"PTA": {Code: "PTA", Record: "Physical Therapist Assistant", Titles: []string{"Physical Therapist Assistant", "PTA - Outpatient Orthopedics"},
		Bullets: []string{"Carried out plans of care written by the supervising PT in an outpatient orthopedic clinic", "Led therapeutic exercise and gait training", "Documented daily notes in WebPT"}, Certs: []string{"BLS"}, Edu: "Associate of Applied Science, Physical Therapist Assistant"},
	"COTA": {Code: "COTA", Record: "Certified Occupational Therapy Assistant", Titles: []string{"COTA/L", "Occupational Therapy Assistant"},
		Bullets: []string{"Provided ADL retraining in a skilled nursing facility under OT supervision", "Fabricated splints and trained caregivers"}, Certs: []string{"BLS"}, Edu: "Associate of Applied Science, Occupational Therapy Assistant"},
	"SURGTECH": {Code: "SURGTECH", Record: "Surgical Technologist", Titles: []string{"Certified Surgical Technologist", "Surgical Tech - OR"},
		Bullets: []string{"Scrubbed general, orthopedic and robotic cases in the operating room", "Set up back tables and instrument trays and maintained the sterile field", "Performed counts with the circulating nurse"}, Certs: []string{"BLS"}, Edu: "Surgical Technology Diploma"},
	"PARAMEDIC": {Code: "PARAMEDIC", Record: "Paramedic", Titles: []string{"Paramedic", "Firefighter/Paramedic", "Flight Paramedic"},
		Bullets: []string{"Responded to 911 calls and provided advanced life support in the field", "Managed airways, IV access and cardiac arrests", "Transported patients to the emergency department with handoff reports"}, Certs: []string{"BLS", "ACLS", "PALS"}, Edu: "Paramedic Certificate Program"},
	"SONO": {Code: "SONO", Record: "Diagnostic Medical Sonographer", Titles: []string{"Diagnostic Medical Sonographer", "Ultrasound Technologist"},
		Bullets: []string{"Performed abdominal, OB and vascular ultrasound exams", "Prepared preliminary reports for radiologists"}, Certs: []string{"BLS"}, Edu: "Associate of Science in Diagnostic Medical Sonography"},
	"MA": {Code: "MA", Record: "Medical Assistant", Titles: []string{"Medical Assistant", "Certified Medical Assistant"},
		Bullets: []string{"Roomed patients, took vitals and updated charts in Epic", "Gave injections and performed point-of-care tests", "Scheduled appointments and handled prior authorizations"}, Certs: []string{"BLS"}, Edu: "Medical Assisting Diploma"},
	"PHARMTECH": {Code: "PHARMTECH", Record: "Pharmacy Technician", Titles: []string{"Certified Pharmacy Technician", "Pharmacy Technician - Inpatient"},
		Bullets: []string{"Filled and checked 300+ prescriptions a day", "Compounded IV admixtures in a cleanroom", "Managed inventory and controlled substance counts"}, Edu: "Pharmacy Technician Certificate"},
	"DATA": {Code: "DATA", Record: "Data Analyst", Titles: []string{"Data Analyst", "Business Intelligence Analyst", "Senior Data Analyst"},
		Bullets: []string{"Built Tableau dashboards for sales and operations leaders", "Wrote SQL queries against the data warehouse to answer ad hoc questions", "Analyzed A/B tests in Python and presented results"}, Edu: "B.A. Economics", Skills: []string{"SQL", "Tableau", "Excel", "Python"}},
	"IT": {Code: "IT", Record: "IT Support Specialist", Titles: []string{"IT Support Specialist", "Help Desk Technician", "Desktop Support Analyst"},
		Bullets: []string{"Resolved 40+ tickets a day for hardware, software and network issues", "Imaged laptops and managed Active Directory accounts", "Supported Microsoft 365 and VPN users"}, Edu: "A.A.S. Information Technology", Skills: []string{"Windows", "Active Directory", "Microsoft 365"}},
	"UX": {Code: "UX", Record: "UX Designer", Titles: []string{"Product Designer", "UX/UI Designer"},
		Bullets: []string{"Designed web and mobile flows in Figma from research to high-fidelity prototypes", "Ran usability studies and maintained the design system"}, Edu: "B.F.A. Graphic Design", Skills: []string{"Figma", "Sketch", "HTML", "CSS"}},
	"MAINT": {Code: "MAINT", Record: "Maintenance Technician", Titles: []string{"Maintenance Technician", "Building Maintenance Technician"},
		Bullets: []string{"Performed preventive maintenance on HVAC units, plumbing and lighting in apartment buildings", "Completed make-ready work orders and minor electrical repairs"}, Certs: []string{"OSHA10"}, Edu: "High School Diploma"},
	"PLUMB": {Code: "PLUMB", Record: "Plumber", Titles: []string{"Journeyman Plumber", "Service Plumber"},
		Bullets: []string{"Installed and repaired water, waste and gas piping in homes and businesses", "Soldered copper and glued PVC; cleared drains"}, Certs: []string{"OSHA10"}, Edu: "Plumbing Apprenticeship"},
	"ACCT": {Code: "ACCT", Record: "Accountant", Titles: []string{"Staff Accountant", "Senior Accountant"},
		Bullets: []string{"Closed the books monthly and prepared financial statements", "Reconciled bank and balance sheet accounts", "Supported the annual audit"}, Edu: "B.S. Accounting"},
	"ADMIN": {Code: "ADMIN", Record: "Administrative Assistant", Titles: []string{"Administrative Assistant", "Office Coordinator", "Executive Assistant"},
		Bullets: []string{"Managed calendars and travel for three executives", "Prepared reports and meeting minutes", "Ordered supplies and greeted visitors"}, Edu: "Associate of Arts"},
	"TEACH": {Code: "TEACH", Record: "Teacher", Titles: []string{"5th Grade Teacher", "High School Science Teacher"},
		Bullets: []string{"Planned and taught lessons for 28 students", "Communicated with parents and led the science fair"}, Edu: "Bachelor of Science in Education"},
	"WARE": {Code: "WARE", Record: "Warehouse Associate", Titles: []string{"Warehouse Associate", "Forklift Operator"},
		Bullets: []string{"Picked and packed 200+ orders a shift with RF scanners", "Operated sit-down and reach forklifts safely", "Loaded and unloaded trailers at the dock"}, Certs: []string{"OSHA10"}, Edu: "High School Diploma"},
	"RETAIL": {Code: "RETAIL", Record: "Retail Store Manager", Titles: []string{"Store Manager", "Assistant Store Manager"},
		Bullets: []string{"Led a team of 25 associates and hit sales targets", "Managed inventory, scheduling and loss prevention"}, Edu: "Associate of Business Administration"},
	"COOK": {Code: "COOK", Record: "Line Cook", Titles: []string{"Line Cook", "Sous Chef"},
		Bullets: []string{"Prepared 300 covers a night on the grill and saute stations", "Kept the line stocked and met health code standards"}, Certs: []string{"ServSafe"}, Edu: "Culinary Arts Certificate"},
}

func init() {
	certDefs["ServSafe"] = certDef{Names: []string{"ServSafe Food Handler"}, Org: "National Restaurant Association", Cycle: 36}
}

// other builds a candidate of a profession no job asks for.
func (g *gen) other(code string) *candidate {
	o := others[code]
	m := &metros[g.r.IntN(len(metros))]
	c := g.newCandidate(code, m, "")
	c.Archetype = "other:" + code
	segs := []seg{{prof: code, months: g.between(12, 60), current: g.chance(0.85), gapBefore: g.between(1, 6)}}
	if g.chance(0.6) {
		segs = append(segs, seg{prof: code, months: g.between(12, 48), gapBefore: g.between(0, 3)})
	}
	g.history(c, segs)
	for _, ct := range o.Certs {
		g.addCert(c, ct, false)
	}
	c.Skills = append(c.Skills, o.Skills...)
	return c
}

// wanderer builds a candidate of a job profession with a random history,
// not aimed at any job.
func (g *gen) wanderer(prof string) *candidate {
	m := &metros[g.r.IntN(len(metros))]
	c := g.newCandidate(prof, m, "")
	c.Archetype = "random:" + prof
	var specs []string
	for _, s := range specialties {
		if s.Prof == prof {
			specs = append(specs, s.Code)
		}
	}
	s1 := g.pick(specs)
	segs := []seg{{prof: prof, spec: s1, months: g.between(6, 60), current: g.chance(0.8), gapBefore: g.between(1, 4)}}
	if g.chance(0.6) {
		segs = append(segs, seg{prof: prof, spec: g.pick(specs), months: g.between(6, 40), gapBefore: g.between(0, 3)})
	}
	g.history(c, segs)
	c.Spec = s1
	g.baseCerts(c, s1)
	if prof == "SWE" {
		g.skillsFor(c, s1)
	}
	if g.chance(0.2) && len(c.Certs) > 0 {
		g.addCert(c, c.Certs[g.r.IntN(len(c.Certs))].Code, true)
	}
	g.homeLicense(c)
	return c
}

// ---------------------------------------------------------------------------
// Finishing a candidate: record fields, education, style.

func (g *gen) finish(c *candidate) {
	if p, ok := professions[c.Prof]; ok {
		c.RecordProfession = g.pick(p.Record)
	} else {
		c.RecordProfession = others[c.Prof].Record
	}
	if sp := lookupSpec(c.Spec); sp != nil && g.chance(0.9) {
		c.RecordSpecialty = g.pick(sp.Record)
	}
	// Education: finished before the first role.
	first := asOf
	for _, r := range c.Roles {
		if r.Prof == c.Prof {
			first = min(first, r.Start)
		}
	}
	year := first.year()
	if first.mon() < 6 {
		year--
	}
	degree := ""
	if p, ok := professions[c.Prof]; ok {
		degree = g.pick(p.Edu)
	} else {
		degree = others[c.Prof].Edu
	}
	c.Edu = append(c.Edu, education{Degree: degree, School: g.school(c, degree), Year: year})
	if c.Relocating {
		c.Notes = "Relocated recently; licence by endorsement in progress."
	} else if g.chance(0.12) {
		c.Notes = g.pick([]string{"Prefers night shift.", "Available to start in 3 weeks.", "Referred by a current traveller.", "Open to contract or permanent roles.", "Spoke on the phone; very responsive."})
	}
	switch {
	case c.Prof == "SWE" || c.Prof == "DATA" || c.Prof == "UX" || c.Prof == "IT":
		c.Style = []int{2, 4, 4, 0}[g.r.IntN(4)]
	case c.Prof == "WELD" || c.Prof == "ELEC" || c.Prof == "CDL" || c.Prof == "HVAC" || c.Prof == "PLUMB" || c.Prof == "MAINT" || c.Prof == "WARE":
		c.Style = []int{0, 1, 3, 5}[g.r.IntN(4)]
	default:
		c.Style = g.r.IntN(6)
		if c.Style == 4 {
			c.Style = 0
		}
	}
}

func (g *gen) school(c *candidate, degree string) string {
	st := c.State
	if len(c.Roles) > 0 {
		st = c.Roles[len(c.Roles)-1].State // studied where the career began
	}
	universities := map[string][]string{
		"TX": {"University of Houston", "Texas Woman's University", "University of Texas at Austin", "Texas Tech University", "University of North Texas"},
		"AZ": {"Arizona State University", "University of Arizona", "Northern Arizona University"},
		"CA": {"California State University, Los Angeles", "San Diego State University", "University of California, Davis", "San Francisco State University"},
		"NY": {"Hunter College (CUNY)", "New York University", "Stony Brook University"},
		"NJ": {"Rutgers University", "Seton Hall University"},
		"CO": {"University of Colorado", "Regis University", "Metropolitan State University of Denver"},
		"GA": {"Georgia State University", "Kennesaw State University", "Emory University"},
		"WA": {"University of Washington", "Seattle University", "Washington State University"},
		"IL": {"University of Illinois Chicago", "Loyola University Chicago", "DePaul University"},
		"FL": {"University of South Florida", "University of Central Florida", "Florida State University"},
		"OR": {"Oregon Health & Science University", "Portland State University"},
		"NV": {"University of Nevada, Las Vegas"},
		"NM": {"University of New Mexico"},
		"NC": {"UNC Charlotte", "East Carolina University"},
		"OK": {"University of Oklahoma", "Oklahoma State University"},
	}
	colleges := map[string][]string{
		"TX": {"Houston Community College", "Dallas College", "Austin Community College", "San Jacinto College"},
		"AZ": {"GateWay Community College", "Pima Community College", "Phoenix College"},
		"CA": {"East Los Angeles College", "City College of San Francisco", "San Diego Mesa College"},
		"NY": {"Borough of Manhattan Community College", "Kingsborough Community College"},
		"NJ": {"Essex County College", "Hudson County Community College"},
		"CO": {"Community College of Denver", "Pikes Peak State College"},
		"GA": {"Atlanta Technical College", "Georgia Piedmont Technical College"},
		"WA": {"Seattle Central College", "Tacoma Community College"},
		"IL": {"Harold Washington College", "College of DuPage"},
		"FL": {"Hillsborough Community College", "Valencia College"},
		"OR": {"Portland Community College"},
		"NV": {"College of Southern Nevada"},
		"NM": {"Central New Mexico Community College"},
		"NC": {"Central Piedmont Community College"},
		"OK": {"Oklahoma City Community College"},
	}
	p := professions[c.Prof]
	switch {
	case p.Schools == "university" || c.Prof == "DATA" || c.Prof == "ACCT" || c.Prof == "TEACH" || c.Prof == "UX":
		return g.pick(universities[st])
	case p.Schools == "nursing":
		if strings.Contains(degree, "Bachelor") || degree == "BSN" {
			return g.pick(universities[st])
		}
		return g.pick(colleges[st])
	}
	return g.pick(colleges[st])
}

// ---------------------------------------------------------------------------
// Resume text.

func (c *candidate) fullName() string { return c.First + " " + c.Last }

func (g *gen) expiry(m month, style int) string {
	switch style {
	case 0:
		return "exp. " + m.slash()
	case 1:
		return fmt.Sprintf("expires %02d/%02d/%d", m.mon(), m.lastDay(), m.year())
	case 2:
		return "exp. " + m.abbrev() + " " + fmt.Sprint(m.year())
	case 3:
		return "Expires " + m.slash()
	case 4:
		return "valid through " + m.iso()
	default:
		return "exp " + m.shortSlash()
	}
}

func (g *gen) dates(r role, style int) string {
	end := func(f func(month) string) string {
		if r.Current {
			return g.pick([]string{"Present", "Present", "Current", "present"})
		}
		return f(r.End)
	}
	switch style {
	case 0:
		f := func(m month) string { return m.name() + " " + fmt.Sprint(m.year()) }
		return f(r.Start) + " - " + end(f)
	case 1:
		return r.Start.slash() + " – " + end(month.slash)
	case 2:
		f := func(m month) string { return m.abbrev() + " " + fmt.Sprint(m.year()) }
		return f(r.Start) + " – " + end(f)
	case 3:
		f := func(m month) string { return m.abbrev() + " " + fmt.Sprint(m.year()) }
		return f(r.Start) + " to " + end(f)
	case 4:
		f := func(m month) string { return m.abbrev() + " " + fmt.Sprint(m.year()) }
		return f(r.Start) + " – " + end(f)
	default:
		return r.Start.shortSlash() + "-" + end(month.shortSlash)
	}
}

func (g *gen) certLine(ct cert, style int) string {
	d := certDefs[ct.Code]
	name := g.pick(d.Names)
	var parts []string
	switch style {
	case 2:
		parts = append(parts, "**"+name+"**", d.Org)
	case 5:
		parts = append(parts, name)
	default:
		parts = append(parts, name, d.Org)
	}
	if ct.Number != "" && style != 5 {
		parts = append(parts, "#"+ct.Number)
	}
	if ct.Expires != 0 {
		parts = append(parts, g.expiry(ct.Expires, style))
	}
	switch style {
	case 1:
		return strings.Join(parts, " – ")
	case 2:
		return strings.Join(parts, ", ")
	case 3:
		return strings.Join(parts, " — ")
	case 5:
		if ct.Expires != 0 {
			return parts[0] + " (" + parts[1] + ")"
		}
		return parts[0]
	default:
		return strings.Join(parts, " - ")
	}
}

func (g *gen) licenseLine(l license, style int) string {
	st, name := l.State, stateNames[l.State]
	exp := g.expiry(l.Expires, style)
	switch l.Kind {
	case "RN":
		board := map[string]string{"TX": "Texas Board of Nursing", "CA": "California Board of Registered Nursing", "NY": "New York State Education Department",
			"AZ": "Arizona State Board of Nursing", "CO": "Colorado Board of Nursing", "GA": "Georgia Board of Nursing", "WA": "Washington State Nursing Commission",
			"IL": "Illinois Department of Financial and Professional Regulation", "FL": "Florida Board of Nursing", "NJ": "New Jersey Board of Nursing",
			"OR": "Oregon State Board of Nursing", "NV": "Nevada State Board of Nursing", "NM": "New Mexico Board of Nursing", "NC": "North Carolina Board of Nursing", "OK": "Oklahoma Board of Nursing"}[st]
		kind := ""
		if l.Multistate {
			kind = g.pick([]string{"Multistate (Compact)", "multistate/compact", "Multi-State (NLC)", "compact multistate license"})
		} else if compact[st] && g.chance(0.6) {
			kind = "single-state"
		}
		switch style {
		case 0:
			s := "Registered Nurse, " + board + ", License #" + l.Number
			if kind != "" {
				s += ", " + kind
			}
			return s + ", " + exp
		case 1:
			s := "RN License – " + name
			if kind != "" {
				s += " (" + kind + ")"
			}
			return s + " – " + exp
		case 2:
			s := "**" + name + " RN License**"
			if kind != "" {
				s += " (" + kind + ")"
			}
			return s + ", #" + l.Number + ", " + exp
		case 3:
			s := "Registered Nurse — " + board
			if kind != "" {
				s += " — " + kind
			}
			return s + " — " + exp
		default:
			s := name + " RN"
			if kind != "" {
				s += ", " + kind
			}
			return s + " (" + exp + ")"
		}
	case "RCP":
		issuer := map[string]string{"TX": "Texas Medical Board", "CA": "Respiratory Care Board of California"}[st]
		if issuer == "" {
			issuer = name + " Respiratory Care Board"
		}
		return g.join(style, name+" Respiratory Care Practitioner (RCP) License", issuer, "#RCP"+l.Number, exp)
	case "PTL":
		return g.join(style, "Physical Therapist License", name+" Board of Physical Therapy", "#PT-"+l.Number, exp)
	case "OTL":
		issuer := name + " Board of Occupational Therapy"
		return g.join(style, "Occupational Therapist License ("+name+")", issuer, "#OT"+l.Number, exp)
	case "CNA":
		return g.join(style, "Certified Nursing Assistant", name+" Nurse Aide Registry", "#"+l.Number, "active through "+l.Expires.slash())
	case "JE":
		issuer := map[string]string{"TX": "Texas Department of Licensing and Regulation (TDLR)", "OK": "Oklahoma Construction Industries Board", "CO": "Colorado State Electrical Board", "AZ": "Arizona ROC"}[st]
		if issuer == "" {
			issuer = name + " Electrical Licensing Board"
		}
		return g.join(style, name+" Journeyman Electrician License", issuer, "#"+l.Number, exp)
	case "CDL":
		s := fmt.Sprintf("Class %s Commercial Driver's License (%s)", l.Class, name)
		return g.join(style, s, "", "", exp)
	}
	return ""
}

func (g *gen) join(style int, parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	switch style {
	case 1:
		return strings.Join(kept, " – ")
	case 2:
		return "**" + kept[0] + "**, " + strings.Join(kept[1:], ", ")
	case 3:
		return strings.Join(kept, " — ")
	case 5:
		return kept[0] + " (" + strings.Join(kept[1:], ", ") + ")"
	default:
		return strings.Join(kept, " - ")
	}
}

// summary is a truthful opening paragraph.
func (g *gen) summary(c *candidate) string {
	name := c.RecordProfession
	if p, ok := professions[c.Prof]; ok {
		name = p.Record[0]
	}
	var total float64
	for _, r := range c.Roles {
		if r.Prof == c.Prof {
			end := r.End
			if r.Current {
				end = asOf
			}
			total += float64(end-r.Start+1) / 12
		}
	}
	years := int(total)
	cur := ""
	if lookupSpec(c.Spec) != nil {
		cur = phrase(c.Spec)
	}
	specYears := 0
	if cur != "" {
		specYears = int(c.specialtyYears(c.Prof, c.Spec))
	}
	var closers []string
	switch c.Prof {
	case "RN", "RT", "PT", "OT", "RAD", "CNA", "PCT", "LPN", "PTA", "COTA", "SURGTECH", "PARAMEDIC", "SONO", "MA", "PHARMTECH":
		closers = []string{"Calm under pressure and known for clear communication with the team.", "Committed to safe, patient-centered care.", "Strong clinical judgment and teamwork.", "Dependable, organized and safety-focused."}
	case "SWE", "DATA", "IT", "UX":
		closers = []string{"Enjoys owning systems end to end, from design to on-call.", "Cares about simple designs, tests and clear code reviews.", "Looking for a product-focused team with a strong engineering culture.", "Comfortable in fast-moving teams and ambiguous problems."}
	default:
		closers = []string{"Safety-first, on time and easy to work with.", "Reliable, detail-oriented and quick to learn new equipment.", "Seeking a long-term role with a strong crew.", "Takes pride in quality work that passes inspection the first time."}
	}
	switch {
	case years >= 2 && cur != "" && specYears >= 2 && g.chance(0.5):
		return fmt.Sprintf("%s with %d years of %s experience. %s", name, specYears, cur, g.pick(closers))
	case years >= 2:
		return fmt.Sprintf("%s with %d+ years of experience%s. %s", name, years, g.inSpec(cur), g.pick(closers))
	default:
		return fmt.Sprintf("%s%s seeking a new opportunity. %s", name, g.inSpec(cur), g.pick(closers))
	}
}

func (g *gen) inSpec(cur string) string {
	if cur == "" {
		return ""
	}
	return ", most recently in " + cur
}

func (c *candidate) credLetters() string {
	if p, ok := professions[c.Prof]; ok && p.Creds != "" {
		if c.Prof == "RN" {
			for _, e := range c.Edu {
				if strings.Contains(e.Degree, "Bachelor") || e.Degree == "BSN" {
					return "BSN, RN"
				}
			}
		}
		return p.Creds
	}
	return ""
}

func (g *gen) resume(c *candidate) string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	style := c.Style
	letters := c.credLetters()
	nameLine := c.fullName()
	if letters != "" && style != 4 {
		nameLine += ", " + letters
	}
	addr := fmt.Sprintf("%s, %s %s", c.City, c.State, c.Zip)
	relocate := c.Relocating
	// Header.
	switch style {
	case 0:
		w("%s\n%s | %s | %s\n\n", strings.ToUpper(nameLine), addr, c.Phone, c.Email)
	case 1:
		w("%s\nPhone: %s | Email: %s\nAddress: %s, %s\n\n", nameLine, c.Phone, c.Email, c.Street, addr)
	case 2:
		title := c.RecordProfession
		if len(c.Roles) > 0 {
			title = c.Roles[0].Title
		}
		w("# %s\n%s · %s · %s · %s\n\n", nameLine, title, addr, c.Phone, c.Email)
	case 3:
		w("%s\n%s\n%s\n%s\n\n", strings.ToUpper(nameLine), c.Email, c.Phone, addr)
	case 4:
		title := c.RecordProfession
		if len(c.Roles) > 0 {
			title = c.Roles[0].Title
		}
		w("%s\n%s\n%s | %s | %s | linkedin.com/in/%s%s\n\n", nameLine, title, addr, c.Email, c.Phone, strings.ToLower(c.First), strings.ToLower(c.Last))
	default:
		w("%s | %s | %s | %s\n\n", nameLine, addr, c.Phone, c.Email)
	}
	// Summary.
	sum := g.summary(c)
	if relocate {
		sum += " Recently relocated to " + c.City + "."
	}
	switch style {
	case 0:
		w("SUMMARY\n%s\n\n", sum)
	case 1:
		w("Professional Summary:\n%s\n\n", sum)
	case 2:
		w("## Summary\n%s\n\n", sum)
	case 3:
		w("PROFILE\n%s\n\n", sum)
	case 4:
		w("SUMMARY\n%s\n\n", sum)
	default:
		w("%s\n\n", sum)
	}
	// Skills first for engineers.
	if style == 4 || (style == 2 && len(c.Skills) > 0) {
		if style == 4 {
			w("TECHNICAL SKILLS\n")
		} else {
			w("## Skills\n")
		}
		w("%s\n\n", strings.Join(c.Skills, ", "))
	}
	// Experience.
	switch style {
	case 0:
		w("PROFESSIONAL EXPERIENCE\n")
	case 1:
		w("Work History:\n")
	case 2:
		w("## Experience\n")
	case 3:
		w("EMPLOYMENT HISTORY\n")
	case 4:
		w("EXPERIENCE\n")
	default:
		w("EXPERIENCE\n")
	}
	for i, r := range c.Roles {
		bullets := slices.Clone(r.bullets)
		unit := ""
		if r.generic {
			unit = "Unit: " + g.pick(spec(r.Spec).Record)
			if style != 3 {
				bullets = append([]string{unit}, bullets...)
			}
		}
		tech := techFor(c, r)
		if i > 0 {
			w("\n")
		}
		loc := r.City + ", " + r.State
		switch style {
		case 0:
			w("%s\n%s, %s\n%s\n", r.Title, r.Employer, loc, g.dates(r, 0))
			for _, bl := range bullets {
				w("- %s\n", bl)
			}
			if tech != "" {
				w("- Technologies: %s\n", tech)
			}
		case 1:
			w("%s | %s | %s | %s\n", g.dates(r, 1), r.Title, r.Employer, loc)
			for _, bl := range bullets {
				w("  • %s\n", bl)
			}
		case 2:
			w("**%s**, %s — %s\n%s\n", r.Title, r.Employer, loc, g.dates(r, 2))
			for _, bl := range bullets {
				w("- %s\n", bl)
			}
			if tech != "" {
				w("- Stack: %s\n", tech)
			}
		case 3:
			w("Employer: %s\nPosition: %s\n", r.Employer, r.Title)
			if unit != "" {
				w("%s\n", unit)
			}
			w("Dates: %s\nLocation: %s\nDuties: %s.\n", g.dates(r, 3), loc, strings.Join(lowerFirst(bullets), "; "))
		case 4:
			w("%s — %s (%s)\n%s\n", r.Employer, r.Title, g.dates(r, 4), loc)
			for _, bl := range bullets {
				w("• %s\n", bl)
			}
			if tech != "" {
				w("• Tech: %s\n", tech)
			}
		default:
			w("%s, %s, %s (%s)\n", r.Title, r.Employer, loc, g.dates(r, 5))
			for _, bl := range bullets {
				w("- %s\n", bl)
			}
		}
	}
	w("\n")
	// Credentials.
	var lic, certs []string
	for _, l := range c.Lics {
		lic = append(lic, g.licenseLine(l, style))
	}
	for _, ct := range c.Certs {
		certs = append(certs, g.certLine(ct, style))
	}
	if relocate {
		lic = append(lic, g.pick([]string{"Licensure by endorsement in progress in " + stateNames[c.State], stateNames[c.State] + " license application pending"}))
	}
	switch style {
	case 0:
		if len(lic)+len(certs) > 0 {
			w("LICENSES & CERTIFICATIONS\n")
			for _, s := range append(lic, certs...) {
				w("%s\n", s)
			}
			w("\n")
		}
	case 1:
		if len(lic) > 0 {
			w("Licensure:\n")
			for _, s := range lic {
				w("  • %s\n", s)
			}
		}
		if len(certs) > 0 {
			w("Certifications:\n")
			for _, s := range certs {
				w("  • %s\n", s)
			}
		}
		w("\n")
	case 2:
		if len(lic)+len(certs) > 0 {
			w("## Licenses and Certifications\n")
			for _, s := range append(lic, certs...) {
				w("- %s\n", s)
			}
			w("\n")
		}
	case 3:
		if len(lic)+len(certs) > 0 {
			w("CERTIFICATIONS AND LICENSES\n")
			for _, s := range append(lic, certs...) {
				w("%s\n", s)
			}
			w("\n")
		}
	case 4:
		if len(certs) > 0 {
			w("CERTIFICATIONS\n")
			for _, s := range certs {
				w("• %s\n", s)
			}
			w("\n")
		}
	default:
		if len(lic) > 0 {
			w("LICENSE: %s\n", strings.Join(lic, "; "))
		}
		if len(certs) > 0 {
			w("CERTIFICATIONS: %s\n", strings.Join(certs, "; "))
		}
		w("\n")
	}
	// Skills at the end for the others that have some.
	if style != 4 && style != 2 && len(c.Skills) > 0 {
		switch style {
		case 1:
			w("Skills:\n  • %s\n\n", strings.Join(c.Skills, ", "))
		case 3:
			w("SKILLS\n%s\n\n", strings.Join(c.Skills, ", "))
		default:
			w("SKILLS\n%s\n\n", strings.Join(c.Skills, ", "))
		}
	}
	// Education.
	for i, e := range c.Edu {
		switch style {
		case 0:
			if i == 0 {
				w("EDUCATION\n")
			}
			w("%s, %s, %d\n", e.Degree, e.School, e.Year)
		case 1:
			if i == 0 {
				w("Education:\n")
			}
			w("  • %s – %s (%d)\n", e.Degree, e.School, e.Year)
		case 2:
			if i == 0 {
				w("## Education\n")
			}
			w("- %s, %s, %d\n", e.Degree, e.School, e.Year)
		case 3:
			if i == 0 {
				w("EDUCATION\n")
			}
			w("%s\n%s, graduated %d\n", e.School, e.Degree, e.Year)
		case 4:
			if i == 0 {
				w("EDUCATION\n")
			}
			w("%s — %s, %d\n", e.School, e.Degree, e.Year)
		default:
			w("EDUCATION: %s, %s, %d\n", e.Degree, e.School, e.Year)
		}
	}
	return b.String()
}

func lowerFirst(in []string) []string {
	out := make([]string, len(in))
	for i, s := range in {
		if len(s) > 1 && s[1] >= 'a' && s[1] <= 'z' {
			s = strings.ToLower(s[:1]) + s[1:]
		}
		out[i] = strings.TrimSuffix(s, ".")
	}
	return out
}

// techFor names the technologies a software role used: the candidate's
// skills that belong to the role's specialty.
func techFor(c *candidate, r role) string {
	sp := lookupSpec(r.Spec)
	if sp == nil || len(sp.Skills) == 0 {
		return ""
	}
	var out []string
	for _, s := range c.Skills {
		if slices.Contains(sp.Skills, s) {
			out = append(out, s)
		}
	}
	return strings.Join(out, ", ")
}

// ---------------------------------------------------------------------------
// Output.

type jobOut struct {
	Key   string       `json:"key"`
	Truth jobTruth     `json:"truth"`
	Job   recruitd.Job `json:"job"`
}

type candOut struct {
	Key       string             `json:"key"`
	Resume    string             `json:"resume"`
	Truth     candTruth          `json:"truth"`
	Candidate recruitd.Candidate `json:"candidate"`
}

type meta struct {
	AsOf       string         `json:"asOf"`
	ValidUntil string         `json:"validUntil"`
	Seed       uint64         `json:"seed"`
	Jobs       int            `json:"jobs"`
	OpenJobs   int            `json:"openJobs"`
	Candidates int            `json:"candidates"`
	Grades     map[string]int `json:"grades"`
}

func main() {
	flag.Parse()
	t, err := time.Parse(time.DateOnly, *asOfFlag)
	if err != nil || t.Day() != 1 {
		log.Fatalf("-asof %q: want the first day of a month as YYYY-MM-DD", *asOfFlag)
	}
	asOf = monthOf(t)
	g := &gen{r: rand.New(rand.NewPCG(*seedFlag, 0x5eed)), names: map[string]bool{}, emails: map[string]bool{}}

	for _, j := range jobs {
		if j.Status != "OPEN" {
			for range 3 {
				g.target(jobByKey(j.Key), 3, "")
			}
			continue
		}
		j := jobByKey(j.Key)
		for range 4 {
			g.target(j, 3, "")
		}
		kinds := missKinds(j)
		for i := range 4 {
			g.target(j, 2, kinds[i%len(kinds)])
		}
		g.target(j, 1, "spec")
		g.target(j, 1, "spec")
		if len(certItems(j.Required)) > 0 && g.chance(0.5) {
			g.target(j, 1, "years+cert")
		} else {
			g.target(j, 1, "major-short")
		}
		if j.LocalMiles > 0 {
			g.target(j, 0, "far")
			g.target(j, 0, "far")
		}
	}
	otherCodes := make([]string, 0, len(others))
	for k := range others {
		otherCodes = append(otherCodes, k)
	}
	sort.Strings(otherCodes)
	for i := range 66 {
		g.other(otherCodes[i%len(otherCodes)])
	}
	for _, p := range []string{"RN", "RN", "RN", "RN", "RT", "PT", "OT", "RAD", "CNA", "SWE", "SWE", "WELD", "ELEC", "CDL", "HVAC"} {
		g.wanderer(p)
	}
	for _, c := range g.cands {
		g.finish(c)
	}

	// Grades, and checks that every open job has a spread.
	counts := map[string]int{}
	var tsv strings.Builder
	tsv.WriteString("job_key\tcandidate_key\tgrade\n")
	for i := range jobs {
		j := &jobs[i]
		per := [4]int{}
		for _, c := range g.cands {
			gr := grade(j, c)
			per[gr]++
			counts[fmt.Sprint(gr)]++
			fmt.Fprintf(&tsv, "%s\t%s\t%d\n", j.Key, c.Key, gr)
			if strings.HasPrefix(c.Archetype, j.Key+":") {
				wantGrade := int(c.Archetype[len(j.Key)+1] - '0')
				if gr != wantGrade {
					log.Fatalf("%s built as %s grades %d for %s", c.Key, c.Archetype, gr, j.Key)
				}
			}
		}
		if j.Status == "OPEN" && (per[3] < 3 || per[2] < 3 || per[1] < 3) {
			log.Fatalf("job %s has too few graded candidates: %v", j.Key, per)
		}
		log.Printf("%s %-55s %-6s grades 0:%d 1:%d 2:%d 3:%d", j.Key, j.Title, j.Status, per[0], per[1], per[2], per[3])
	}

	out := *outFlag
	if err := os.RemoveAll(filepath.Join(out, "resumes")); err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(out, "resumes"), 0o755); err != nil {
		log.Fatal(err)
	}
	var jobList []jobOut
	open := 0
	for _, j := range jobs {
		m := metroByCode(j.Metro)
		start := (asOf + 3).time().Unix()
		rec := recruitd.Job{Title: j.Title, Description: j.Description, StartDate: start,
			Address:        recruitd.Address{City: zipCity(j.Zip), State: m.State, Zip: j.Zip, CountryCode: "US"},
			EmploymentType: j.Employment, Status: j.Status,
			Employer: recruitd.Employer{Name: j.Employer, City: zipCity(j.Zip), State: m.State, Zip: j.Zip},
			JobType:  j.JobType, Schedule: recruitd.Schedule{Shifts: j.Shifts},
			Compensation: recruitd.Compensation{Type: j.CompType, Minimum: ptr(j.CompMin), Maximum: ptr(j.CompMax)}}
		tr := jobTruth{Profession: j.Prof, Specialty: j.Spec, MinYears: j.MinYears, Required: j.Required, Preferred: j.Preferred,
			License: j.License, LocalMiles: j.LocalMiles, Zip: j.Zip}
		if j.License != "" && j.License != "CDL" {
			tr.LicenseState = m.State
		}
		if tr.Required == nil {
			tr.Required = []string{}
		}
		jobList = append(jobList, jobOut{Key: j.Key, Truth: tr, Job: rec})
		if j.Status == "OPEN" {
			open++
		}
	}
	var candList []candOut
	for _, c := range g.cands {
		text := g.resume(c)
		file := c.Key + ".txt"
		if err := os.WriteFile(filepath.Join(out, "resumes", file), []byte(text), 0o644); err != nil {
			log.Fatal(err)
		}
		for i := range c.Roles {
			r := &c.Roles[i]
			r.StartISO = r.Start.iso()
			r.EndISO = r.End.iso()
		}
		for i := range c.Certs {
			if c.Certs[i].Expires != 0 {
				c.Certs[i].ExpiresOn = c.Certs[i].Expires.iso()
			}
		}
		for i := range c.Lics {
			c.Lics[i].ExpiresOn = c.Lics[i].Expires.iso()
		}
		tr := candTruth{Profession: c.Prof, Specialty: c.Spec, Zip: c.Zip, Roles: c.Roles, Certs: c.Certs, Licenses: c.Lics,
			Skills: c.Skills, LicensedIn: c.licensedIn(false), LicensedInAnyExpiry: c.licensedIn(true), Archetype: c.Archetype}
		if tr.Certs == nil {
			tr.Certs = []cert{}
		}
		if tr.Licenses == nil {
			tr.Licenses = []license{}
		}
		rec := recruitd.Candidate{FirstName: c.First, LastName: c.Last, Email: c.Email, Phone: c.Phone,
			Address: &recruitd.Address{Address1: c.Street, City: c.City, State: c.State, Zip: c.Zip, CountryCode: "US"},
			Notes:   c.Notes, Profession: c.RecordProfession, Specialty: c.RecordSpecialty}
		candList = append(candList, candOut{Key: c.Key, Resume: file, Truth: tr, Candidate: rec})
	}
	writeJSON(filepath.Join(out, "jobs.json"), jobList)
	writeJSON(filepath.Join(out, "candidates.json"), candList)
	if err := os.WriteFile(filepath.Join(out, "grades.tsv"), []byte(tsv.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	writeJSON(filepath.Join(out, "meta.json"), meta{AsOf: asOf.time().Format(time.DateOnly),
		ValidUntil: (asOf + validMonths).time().Format(time.DateOnly), Seed: *seedFlag,
		Jobs: len(jobs), OpenJobs: open, Candidates: len(g.cands), Grades: counts})
	log.Printf("%d jobs (%d open), %d candidates, grades %v", len(jobs), open, len(g.cands), counts)
}

// licensedIn lists the states where one of the candidate's licences is valid.
func (c *candidate) licensedIn(anyExpiry bool) []string {
	var out []string
	for _, l := range c.Lics {
		if !anyExpiry && l.Expires <= asOf {
			continue
		}
		switch {
		case l.Kind == "CDL":
			out = append(out, "*")
		case l.Kind == "RN" && l.Multistate && compact[l.State]:
			for st := range compact {
				out = append(out, st)
			}
		default:
			out = append(out, l.State)
		}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	if out == nil {
		out = []string{}
	}
	return out
}

func ptr(v float64) *float64 {
	if v == 0 {
		return nil
	}
	return &v
}

func writeJSON(path string, v any) {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		log.Fatal(err)
	}
}

package synth

import (
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/recruitd/recruitd/taxonomy"
)

var firstNames = []string{
	"James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth",
	"William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Christopher", "Karen",
	"Charles", "Lisa", "Daniel", "Nancy", "Matthew", "Betty", "Anthony", "Sandra", "Mark", "Margaret",
	"Donald", "Ashley", "Steven", "Kimberly", "Andrew", "Emily", "Paul", "Donna", "Joshua", "Michelle",
	"Kenneth", "Carol", "Kevin", "Amanda", "Brian", "Melissa", "Timothy", "Deborah", "Ronald", "Stephanie",
	"Jason", "Rebecca", "Jeffrey", "Sharon", "Ryan", "Laura", "Jacob", "Cynthia", "Gary", "Amy",
	"Nicholas", "Kathleen", "Eric", "Angela", "Jonathan", "Shirley", "Justin", "Brenda", "Scott", "Emma",
	"Brandon", "Anna", "Benjamin", "Pamela", "Samuel", "Nicole", "Gregory", "Samantha", "Alexander", "Katherine",
	"Jose", "Maria", "Luis", "Ana", "Carlos", "Rosa", "Juan", "Guadalupe", "Miguel", "Sofia",
	"Wei", "Mei", "Hiroshi", "Yuki", "Arjun", "Priya", "Rahul", "Ananya", "Minh", "Linh",
	"Jamal", "Aaliyah", "Darnell", "Imani", "Malik", "Keisha", "Tyrone", "Latoya", "Andre", "Jasmine",
	"Mohammed", "Fatima", "Omar", "Aisha", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Avery",
}

var lastNames = []string{
	"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
	"Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
	"Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
	"Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
	"Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts",
	"Gomez", "Phillips", "Evans", "Turner", "Diaz", "Parker", "Cruz", "Edwards", "Collins", "Reyes",
	"Stewart", "Morris", "Morales", "Murphy", "Cook", "Rogers", "Gutierrez", "Ortiz", "Morgan", "Cooper",
	"Peterson", "Bailey", "Reed", "Kelly", "Howard", "Ramos", "Kim", "Cox", "Ward", "Richardson",
	"Watson", "Brooks", "Chavez", "Wood", "James", "Bennett", "Gray", "Mendoza", "Ruiz", "Hughes",
	"Price", "Alvarez", "Castillo", "Sanders", "Patel", "Myers", "Long", "Ross", "Foster", "Jimenez",
	"Chen", "Wang", "Singh", "Tran", "Pham", "Nakamura", "Kowalski", "O'Brien", "Murray", "Washington",
}

var streets = []string{
	"Oak", "Maple", "Cedar", "Pine", "Elm", "Washington", "Lake", "Hill", "Park", "Main",
	"Sunset", "Highland", "Ridge", "Willow", "Jefferson", "Lincoln", "Church", "Spring", "Meadow", "River",
}

var streetTypes = []string{"St", "Ave", "Dr", "Ln", "Rd", "Blvd", "Ct", "Way"}

var saints = []string{"Joseph", "Luke", "Mary", "Vincent", "Francis", "Elizabeth", "Anthony", "Catherine", "Jude", "Michael"}

var companies = []string{
	"Bluefin Analytics", "Northwind Systems", "Cobalt Ridge Software", "Brightline Data", "Summit Cloud",
	"Lattice Health IT", "Redwood Logistics", "Harbor Financial", "Pinecrest Insurance", "Keystone Retail Group",
	"Ironclad Security", "Meridian Payments", "Trailhead Labs", "Copperleaf Energy", "Beacon Learning",
}

var softSkills = []string{
	"Communication", "Teamwork", "Time management", "Critical thinking", "Adaptability",
	"Attention to detail", "Customer service", "Leadership", "Problem solving", "Empathy",
}

// employerName names an employer of a setting in a city.
func employerName(r *rand.Rand, s setting, city string) string {
	var forms []string
	switch s {
	case hospital:
		forms = []string{"{city} General Hospital", "{city} Regional Medical Center", "St. {saint} Medical Center",
			"{city} Memorial Hospital", "Mercy Hospital {city}", "University Medical Center of {city}",
			"Baptist Health {city}", "{city} Methodist Hospital"}
	case clinic:
		forms = []string{"{city} Family Medicine", "{city} Orthopedic & Sports Rehab", "Lakeside Outpatient Clinic",
			"{city} Imaging Center", "Summit Urgent Care", "{last} Medical Group"}
	case longTermCare:
		forms = []string{"{city} Care Center", "Willow Creek Skilled Nursing", "Oak Grove Rehabilitation Center",
			"Sunrise Senior Living of {city}"}
	case homeHealth:
		forms = []string{"{city} Home Health", "Visiting Nurse Association of {city}", "Comfort Home Care of {city}",
			"{city} Hospice and Palliative Care"}
	case dialysisCenter:
		forms = []string{"{city} Dialysis Center", "Renal Care Partners of {city}"}
	case laboratory:
		forms = []string{"{city} Clinical Laboratories", "Meridian Reference Lab", "{city} General Hospital Laboratory"}
	case pharmacy:
		forms = []string{"{city} Community Pharmacy", "Apex Specialty Pharmacy", "{city} General Hospital Pharmacy"}
	case company:
		return one(r, companies)
	case contractor:
		forms = []string{"{last} Electric", "{city} Mechanical Services", "{last} & Sons", "Allied Facilities Services",
			"{last} Construction"}
	case carrier:
		forms = []string{"Interstate Freight Lines", "{last} Trucking", "{city} Distribution Center", "Midland Transport"}
	case office:
		forms = []string{"{city} Dental Group", "{last} & {last} LLP", "Great Lakes Insurance Partners",
			"{city} Medical Billing", "{last} Property Management"}
	case ems:
		forms = []string{"{city} EMS", "{city} Fire Department", "LifeLine Ambulance"}
	}
	name := one(r, forms)
	if city == "" {
		city = "Riverside"
	}
	name = strings.ReplaceAll(name, "{city}", city)
	name = strings.ReplaceAll(name, "{saint}", one(r, saints))
	for strings.Contains(name, "{last}") {
		name = strings.Replace(name, "{last}", one(r, lastNames), 1)
	}
	return name
}

// schoolName names a school of a kind in a state.
func schoolName(r *rand.Rand, k school, city, state string) string {
	name := stateName(state)
	switch k {
	case highSchool:
		return city + " High School"
	case college:
		return one(r, []string{city + " Community College", name + " Technical College", city + " College"})
	case university:
		return one(r, []string{"University of " + name, name + " State University", city + " University"})
	default:
		return one(r, []string{city + " General Hospital School of Health Careers", name + " Technical Institute", city + " Career Academy"})
	}
}

// stateName is the name of a state given its code, as taxonomy spells it.
func stateName(code string) string { return stateNames()[code] }

var stateNames = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	for _, c := range taxonomy.All(taxonomy.KindState) {
		out[strings.TrimPrefix(string(c.ID), "state:")] = c.Name
	}
	return out
})

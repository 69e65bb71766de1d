package criteria_test

import (
	"fmt"

	"github.com/recruitd/recruitd/screening/criteria"
)

func ExampleFromJob() {
	description := `Travel ICU RN - Houston, TX

Requirements:
- Active Texas RN license or compact license
- 2+ years of ICU or PCU experience
- BLS and ACLS required
- CCRN preferred

Benefits:
- Weekly pay`
	for _, c := range criteria.FromJob(nil, description) {
		fmt.Printf("%d %s %s %v: %s\n", c.ID, c.Importance, c.Type, c.Concepts, c.Question)
	}
	// Output:
	// 1 required License [license:rn license:multistate]: Does the candidate hold an active RN license valid in TX, or a multistate (compact) license?
	// 2 required YearsOfExperience [specialty:icu specialty:pcu]: Does the candidate have 2+ years of ICU or PCU experience?
	// 3 required Certification [cert:bls]: Does the candidate hold an active BLS certification?
	// 4 required Certification [cert:acls]: Does the candidate hold an active ACLS certification?
	// 5 preferred Certification [cert:ccrn]: Does the candidate hold an active CCRN certification?
}

func ExampleMerge() {
	job := criteria.FromJob([]criteria.Input{{Description: "BLS", Importance: "required", Type: "certification"}}, "")
	request := []criteria.Input{{Description: "Bilingual English/Spanish", Importance: "preferred", Type: "language"}}
	for _, c := range criteria.Merge(job, request, false) {
		fmt.Println(c.ID, c.Source, c.Question)
	}
	// Output:
	// 1 job_criteria Does the candidate hold an active BLS certification?
	// 2 request Does the candidate speak Spanish?
}

package screening

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/ascii"
	"github.com/recruitd/recruitd/internal/timeline"
	"github.com/recruitd/recruitd/screening/criteria"
	"github.com/recruitd/recruitd/taxonomy"
)

// Screen evaluates a candidate against a job's criteria (as criteria.FromJob
// and criteria.Merge give them) by the rules of the package comment. It is
// pure: it reads nothing but its arguments and the compiled-in taxonomy and
// ZIP table.
func Screen(c Candidate, job recruitd.Job, crit []criteria.Criterion, opt Options) Result {
	return Prepare(c, opt).Screen(job, crit)
}

// Prepared is a candidate made ready to be screened against many jobs: its
// texts searched and its work history dated once, the indexes some
// criteria need built once on first use. Goroutines may share it.
type Prepared struct {
	k *cand
}

// Prepare prepares c for screenings at opt.AsOf.
func Prepare(c Candidate, opt Options) *Prepared {
	return &Prepared{k: newCand(c, Day(opt.AsOf))}
}

// Candidate is the candidate p was prepared from.
func (p *Prepared) Candidate() Candidate { return p.k.Candidate }

// Screen screens the prepared candidate against a job's criteria (see the
// function Screen).
func (p *Prepared) Screen(job recruitd.Job, crit []criteria.Criterion) Result {
	return p.Evaluate(job, crit).Result()
}

// Verdict is a prepared candidate's criteria decided against a job: the
// scores, the profession's fit and each criterion's result, which rank it,
// at once; the rest of its
// Result (summary, readiness...) only when Result is asked for. Matching
// ranks a whole retrieval window and shows a page of it.
type Verdict struct {
	CurrentScore, PotentialScore, RequiredScore float64
	Profession                                  Fit
	// Criteria are the criteria's results, as Result has them.
	Criteria []CriterionResult

	k    *cand
	outs []outcome
	ps   *Posting
}

// Posting is a job and its criteria made ready to screen many candidates
// against: what depends on them alone (the job's profession, each
// criterion's label and the names its text gives its concepts) is found
// once, not for each candidate. Goroutines may share it.
type Posting struct {
	job  recruitd.Job
	crit []criteria.Criterion
	prof taxonomy.ID
	// labels and names are labelOf and names of each criterion's concepts.
	labels, names []string
	// fields are fieldOf each education criterion's text (evalEducation).
	fields []askedField
}

// NewPosting prepares a job and its criteria for screenings.
func NewPosting(job recruitd.Job, crit []criteria.Criterion) *Posting {
	ps := &Posting{job: job, crit: crit, prof: jobProfession(crit), labels: make([]string, len(crit)), names: make([]string, len(crit)),
		fields: make([]askedField, len(crit))}
	for i, c := range crit {
		ps.labels[i], ps.names[i] = labelOf(c), names(c, c.Concepts)
		if c.Type == criteria.TypeEducation {
			ps.fields[i].phrase, ps.fields[i].words = fieldOf(c.Text)
		}
	}
	return ps
}

// Evaluate decides each of a job's criteria for the prepared candidate.
func (p *Prepared) Evaluate(job recruitd.Job, crit []criteria.Criterion) Verdict {
	return p.EvaluatePosting(NewPosting(job, crit))
}

// EvaluatePosting is Evaluate of a posting's job and criteria.
func (p *Prepared) EvaluatePosting(ps *Posting) Verdict {
	v := Verdict{k: p.k, ps: ps}
	v.outs, v.Criteria = p.k.outcomes(ps)
	v.CurrentScore, v.PotentialScore = scores(v.outs)
	v.RequiredScore = requiredScore(v.outs)
	v.Profession = professionFit(v.outs)
	return v
}

// Result is the whole screening, as Prepared.Screen returns it.
func (v Verdict) Result() Result {
	return v.k.result(v.outs, v.ps.job)
}

// Day is the date a screening is made at: the day of asOf (today
// for the zero time), at midnight UTC.
func Day(asOf time.Time) time.Time {
	if asOf.IsZero() {
		asOf = time.Now()
	}
	y, m, d := asOf.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// requiredScore is the current score of the required criteria alone, 100
// when none is required.
func requiredScore(outs []outcome) float64 {
	n, s, _ := tally(outs, true)
	if n == 0 {
		return 100
	}
	return s
}

// softTypes are the kinds of requirement a resume leaves unsaid as often as
// not (a data engineer's SQL, "excellent communication"): what the role, its
// credentials, years, education, place and shift require decides the
// required score, and these count in the current score only.
var softTypes = map[string]bool{criteria.TypeSkill: true, criteria.TypeExperience: true, criteria.TypeOther: true}

// outcomes evaluates each criterion by the rules; results holds their
// results, in order, which the outcomes point to.
func (k *cand) outcomes(ps *Posting) (outs []outcome, results []CriterionResult) {
	outs, results = make([]outcome, len(ps.crit)), make([]CriterionResult, len(ps.crit))
	for i := range ps.crit {
		outs[i] = k.evaluate(ps, i, &results[i])
	}
	return outs, results
}

// jobProfession is the profession the job's role criterion asks
// (criteria.Role), "" when none.
func jobProfession(crit []criteria.Criterion) taxonomy.ID {
	for _, c := range crit {
		if c.Source == criteria.SourceJobRole && c.Type == criteria.TypeProfession && len(c.Concepts) > 0 {
			return c.Concepts[0]
		}
	}
	return ""
}

// result makes the Result of the per-criterion outcomes, the rules' or the
// model's: scores, disqualification, qualification level, relevance, summary
// and readiness.
func (k *cand) result(outs []outcome, job recruitd.Job) Result {
	r := Result{Evaluator: RulesName, Criteria: make([]CriterionResult, len(outs))}
	for i, o := range outs {
		r.Criteria[i] = *o.res
	}
	r.CurrentScore, r.PotentialScore = scores(outs)
	r.RequiredScore = requiredScore(outs)
	for _, o := range outs {
		r.Disqualify = r.Disqualify || o.crit.Importance == criteria.Required && o.res.Basis == Contradiction
	}
	r.Profession = professionFit(outs)
	r.QualificationLevel = k.qualification(outs, job, r.CurrentScore)
	r.IsRelevant = k.relevant(job, outs)
	r.Summary = k.summary(outs, r)
	r.Readiness = k.readiness(outs, r)
	return r
}

// professionFit reads the fit of the candidate's profession off the
// verdict on the job's profession criterion, whoever gave it.
func professionFit(outs []outcome) Fit {
	for _, o := range outs {
		if o.crit.Source != criteria.SourceJobRole || o.crit.Type != criteria.TypeProfession {
			continue
		}
		switch {
		case o.res.Status == FullyMet:
			return FitExact
		case o.res.Status == PartiallyMet:
			return FitAdjacent
		case o.res.Basis == Contradiction:
			return FitOther
		}
		return FitUnknown
	}
	return FitUnknown
}

// weight is a criterion's weight by importance (DESIGN.md "Scores").
func weight(importance string) float64 {
	switch importance {
	case criteria.Preferred:
		return 2
	case criteria.Optional:
		return 1
	}
	return 3
}

func credit(s Status) float64 {
	switch s {
	case FullyMet:
		return 1
	case PartiallyMet:
		return 0.5
	}
	return 0
}

// scores returns the current and potential scores, rounded to one decimal.
func scores(outs []outcome) (current, potential float64) {
	_, current, potential = tally(outs, false)
	return current, potential
}

// tally is scores of outs, or of its required criteria alone but for
// skills and free-text requirements (softTypes) when required is set, and
// how many criteria it scored.
func tally(outs []outcome, required bool) (n int, current, potential float64) {
	var total, cur, pot float64
	for _, o := range outs {
		if required && (o.crit.Importance != criteria.Required || softTypes[o.crit.Type]) {
			continue
		}
		n++
		if o.unstated && o.res.Basis == Unverified {
			continue
		}
		w := weight(o.crit.Importance)
		total += w
		c := credit(o.res.Status)
		cur += w * c
		if o.res.Basis == Unverified || o.open {
			c = 1
		}
		pot += w * c
	}
	if total == 0 {
		return n, 0, 0
	}
	return n, round1(100 * cur / total), round1(100 * pot / total)
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }

// seniorWords mark a title above staff level.
var seniorWords = []string{"director", "manager", "vice president", "vp", "chief", "head of", "cno", "executive"}

// notSenior are titles with a senior word that are staff roles.
var notSenior = []string{"case manager", "care manager", "account executive"}

func senior(title string) bool {
	low := ascii.Lower(title)
	for _, w := range notSenior {
		low = strings.ReplaceAll(low, w, "")
	}
	return slices.ContainsFunc(seniorWords, func(w string) bool { return indexWord(low, w) >= 0 })
}

// qualification decides the qualification level: Underqualified when a
// required criterion is contradicted or the current score is below 50;
// Overqualified when every required criterion is fully met and the
// candidate's years reach twice the most the job asks plus five, or their
// latest title is senior (director, manager, chief...) and the job's is not;
// else Appropriate.
func (k *cand) qualification(outs []outcome, job recruitd.Job, current float64) QualificationLevel {
	if len(outs) == 0 {
		return Appropriate
	}
	allMet := true
	most := 0.0
	for _, o := range outs {
		most = max(most, o.crit.MinYears)
		if o.crit.Importance != criteria.Required {
			continue
		}
		if o.res.Basis == Contradiction {
			return Underqualified
		}
		allMet = allMet && o.res.Status == FullyMet
	}
	if current < 50 {
		return Underqualified
	}
	if !allMet {
		return Appropriate
	}
	if most > 0 && k.totalYears() >= 2*most+5 {
		return Overqualified
	}
	if r := k.latestRole(); r != nil && senior(r.job.Title) && !senior(job.Title) {
		return Overqualified
	}
	return Appropriate
}

// latestRole is the current role, else the one that ended last, else the
// first listed.
func (k *cand) latestRole() *role {
	var best *role
	for i := range k.roles {
		r := &k.roles[i]
		if r.job.IsCurrent {
			return r
		}
		if best == nil || r.dated && (!best.dated || r.span.End > best.span.End) {
			best = r
		}
	}
	return best
}

// relevant reports whether the candidate's field is the job's: a profession
// of the same family (taxonomy Category), or specialties sharing an
// ancestor. Professions come from the record, the roles (or, without a
// work history, the resume) and the professions specialties belong to; the
// job's from its profession, specialty, title and criteria. When either side
// names no field, a criterion fully met decides.
func (k *cand) relevant(job recruitd.Job, outs []outcome) bool {
	jobIDs := taxonomy.Normalize(job.Profession + "\n" + job.Specialty + "\n" + job.Title)
	for _, o := range outs {
		jobIDs = append(jobIDs, o.crit.Concepts...)
		jobIDs = append(jobIDs, o.crit.Context...)
	}
	var candIDs []taxonomy.ID
	for _, m := range k.mentions {
		if m.src == srcProfession || m.src == srcSpecialty || m.src == srcResume && len(k.roles) == 0 {
			candIDs = append(candIDs, m.id())
		}
	}
	for _, r := range k.roles {
		candIDs = append(candIDs, r.concepts...)
	}
	jobFams, jobSpecs := field(jobIDs)
	candFams, candSpecs := field(candIDs)
	if len(jobFams)+len(jobSpecs) == 0 || len(candFams)+len(candSpecs) == 0 {
		return slices.ContainsFunc(outs, func(o outcome) bool { return o.res.Status == FullyMet })
	}
	if slices.ContainsFunc(candFams, func(f string) bool { return slices.Contains(jobFams, f) }) {
		return true
	}
	anc := taxonomy.WithAncestors(jobSpecs)
	return slices.ContainsFunc(taxonomy.WithAncestors(candSpecs), func(id taxonomy.ID) bool { return slices.Contains(anc, id) })
}

// field returns the profession families and the specialties among ids.
func field(ids []taxonomy.ID) (families []string, specs []taxonomy.ID) {
	addFamily := func(p taxonomy.ID) {
		if c, ok := taxonomy.Describe(p); ok && c.Category != "" && !slices.Contains(families, c.Category) {
			families = append(families, c.Category)
		}
	}
	for _, id := range ids {
		switch id.Kind() {
		case taxonomy.KindProfession:
			addFamily(id)
		case taxonomy.KindSpecialty:
			if !slices.Contains(specs, id) {
				specs = append(specs, id)
				if c, ok := taxonomy.Describe(id); ok && c.Profession != "" {
					addFamily(c.Profession)
				}
			}
		}
	}
	return families, specs
}

// toCandidate turns a question about the candidate into one for them.
func toCandidate(q string) string {
	for _, p := range [][2]string{
		{"Does the candidate meet this requirement: ", "Can you tell us whether you meet this requirement: "},
		{"Does the candidate ", "Do you "},
		{"Can the candidate ", "Can you "},
		{"Is the candidate ", "Are you "},
	} {
		if rest, ok := strings.CutPrefix(q, p[0]); ok {
			return p[1] + rest
		}
	}
	return q
}

// byImportance returns the outcomes' indexes, required first, in order.
func byImportance(outs []outcome) []int {
	idx := make([]int, len(outs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		return int(weight(outs[b].crit.Importance) - weight(outs[a].crit.Importance))
	})
	return idx
}

// summary writes the screening summary (SPEC 2.10).
func (k *cand) summary(outs []outcome, r Result) Summary {
	var s Summary
	var strong, gap, unknown []string
	for _, i := range byImportance(outs) {
		o := &outs[i]
		switch {
		case o.res.Status == FullyMet:
			s.Strengths = appendNew(s.Strengths, o.label+": "+o.res.Reasoning)
			strong = appendNew(strong, o.label)
		case o.res.Basis == Unverified:
			s.MissingInformation = appendNew(s.MissingInformation, o.label)
			unknown = appendNew(unknown, o.label)
		default:
			s.Gaps = appendNew(s.Gaps, o.label+": "+o.res.Reasoning)
			gap = appendNew(gap, o.label+" ("+o.res.Reasoning+")")
			if o.open {
				s.MissingInformation = appendNew(s.MissingInformation, o.label)
			}
		}
		if o.res.Basis == Unverified || o.open {
			q := o.followUp
			if q == "" {
				q = toCandidate(o.crit.Question)
			}
			if q == "" {
				q = `Can you tell us whether you meet this requirement: "` + o.crit.Text + `"?`
			}
			s.FollowUpQuestions = appendNew(s.FollowUpQuestions, q)
		}
	}
	s.ScreeningSummary = k.overview(r, strong, gap, unknown)
	return s
}

// overview writes the one to three sentences of screeningSummary: the match,
// the strongest points and the main gap.
func (k *cand) overview(r Result, strong, gap, unknown []string) string {
	name := strings.TrimSpace(k.Record.FirstName + " " + k.Record.LastName)
	if name == "" && k.Profile != nil && k.Profile.PersonalInfo != nil && k.Profile.PersonalInfo.Name != nil {
		n := k.Profile.PersonalInfo.Name
		name = strings.TrimSpace(n.FirstName + " " + n.LastName)
	}
	if name == "" {
		name = "The candidate"
	}
	if len(r.Criteria) == 0 {
		return name + " was screened against no criteria."
	}
	b := name + " matches " + fmtScore(r.CurrentScore) + "% of the criteria on verified evidence"
	if r.PotentialScore > r.CurrentScore {
		b += ", up to " + fmtScore(r.PotentialScore) + "% if the unverified ones are confirmed"
	}
	b += "."
	if r.Disqualify {
		b += " Disqualified: a required criterion is contradicted."
	}
	if len(strong) > 0 {
		b += " Strongest points: " + strings.Join(strong[:min(3, len(strong))], "; ") + "."
	}
	switch {
	case len(gap) > 0:
		b += " Main gap: " + gap[0] + "."
	case len(unknown) > 0:
		b += " Still to verify: " + strings.Join(unknown[:min(3, len(unknown))], "; ") + "."
	}
	return b
}

func fmtScore(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

func appendNew(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// readiness assesses a job submission (SPEC 2.12). Its score is 60% the
// current score and 40% documentation (each required criterion counts 1
// when fully met, a credential among them only when a file verifies it and
// 0.5 when only the resume shows it), capped by status at 25
// (NotQualified), 60 (NeedsQualification) and 85 (NeedsInformation).
func (k *cand) readiness(outs []outcome, r Result) Readiness {
	var rd Readiness
	var critical, missingDocs, ask, expiring, pending, recommended []string
	required, documented := 0, 0.0
	needQual, needInfo := false, false
	for _, i := range byImportance(outs) {
		o := &outs[i]
		req := o.crit.Importance == criteria.Required
		settledShort := o.res.Status != FullyMet && o.res.Basis != Unverified && !o.open
		if req {
			required++
			switch {
			case o.res.Status != FullyMet:
			case !o.credential || o.file != "":
				documented++
			default:
				documented += 0.5
			}
			needQual = needQual || settledShort
			needInfo = needInfo || o.res.Basis == Unverified || o.open
		}
		if o.credential {
			expired := o.cred != nil && o.cred.expired
			switch {
			case o.file != "" && o.res.Status == FullyMet:
				rd.RequiredDocuments.Verified = appendNew(rd.RequiredDocuments.Verified, o.label+" ("+o.file+")")
				rd.VerificationStatus.Verified = appendNew(rd.VerificationStatus.Verified, o.label)
			case o.cred != nil && !expired:
				rd.VerificationStatus.PendingVerification = appendNew(rd.VerificationStatus.PendingVerification, o.label+" ("+claimedIn(o.cred)+")")
				pending = appendNew(pending, o.label)
			}
			if o.expiringSoon != "" {
				rd.RequiredDocuments.ExpiringSoon = appendNew(rd.RequiredDocuments.ExpiringSoon, o.expiringSoon)
				expiring = appendNew(expiring, o.expiringSoon)
			}
			if req && (o.res.Status == NotMet && o.file == "" || expired) {
				d := o.label
				if expired {
					d += " (expired)"
				}
				rd.RequiredDocuments.Missing = appendNew(rd.RequiredDocuments.Missing, d)
				missingDocs = appendNew(missingDocs, o.label)
				needInfo = true
			}
		}
		switch {
		case o.res.Status == FullyMet:
		case req && settledShort:
			rd.QualificationGaps.Critical = appendNew(rd.QualificationGaps.Critical, o.label+": "+o.res.Reasoning)
			critical = appendNew(critical, o.label)
		case !req:
			rd.QualificationGaps.Recommended = appendNew(rd.QualificationGaps.Recommended, o.label)
			recommended = appendNew(recommended, o.label)
		}
		if req && (o.res.Basis == Unverified || o.open) {
			q := o.followUp
			if q == "" {
				q = toCandidate(o.crit.Question)
			}
			ask = appendNew(ask, q)
		}
	}
	rd.WorkHistoryGaps = k.workGaps()

	switch {
	case r.Disqualify:
		rd.Status = NotQualified
	case needQual:
		rd.Status = NeedsQualification
	case needInfo:
		rd.Status = NeedsInformation
	default:
		rd.Status = Ready
	}
	doc := 100.0
	if required > 0 {
		doc = 100 * documented / float64(required)
	}
	score := 0.6*r.CurrentScore + 0.4*doc
	switch rd.Status {
	case NotQualified:
		score = min(score, 25)
	case NeedsQualification:
		score = min(score, 60)
	case NeedsInformation:
		score = min(score, 85)
	}
	rd.ReadinessScore = round1(score)

	for _, s := range critical {
		rd.NextSteps = append(rd.NextSteps, "Resolve the critical gap: "+s)
	}
	for _, s := range missingDocs {
		rd.NextSteps = append(rd.NextSteps, "Obtain proof of "+s)
	}
	for _, s := range ask {
		rd.NextSteps = append(rd.NextSteps, "Ask the candidate: "+s)
	}
	for _, s := range expiring {
		rd.NextSteps = append(rd.NextSteps, "Plan renewal: "+s)
	}
	for _, s := range pending {
		rd.NextSteps = append(rd.NextSteps, "Verify "+s+" with the issuer and upload a copy")
	}
	for _, g := range rd.WorkHistoryGaps.Gaps {
		rd.NextSteps = append(rd.NextSteps, "Ask about the employment gap from "+g.StartDate+" to "+g.EndDate+" ("+g.Duration+")")
	}
	for _, s := range recommended {
		rd.NextSteps = append(rd.NextSteps, "Consider strengthening: "+s)
	}
	if rd.Status == Ready {
		rd.NextSteps = append(rd.NextSteps, "Submit the candidate to the client")
	}
	return rd
}

// claimedIn says where a credential not yet verified was found.
func claimedIn(c *credential) string {
	switch c.from {
	case fromProfile:
		return "listed on the resume"
	case fromTitle:
		return "implied by the title " + c.name
	}
	return "named in the resume"
}

// minGapMonths is the shortest break reported as a work history gap.
const minGapMonths = 3

// workGaps finds breaks of three months or more between dated roles, and
// since the last role when none is current.
func (k *cand) workGaps() WorkHistoryGaps {
	var w WorkHistoryGaps
	total := 0
	for _, g := range timeline.Gaps(k.merged, k.asOf, minGapMonths) {
		w.Gaps = append(w.Gaps, Gap{StartDate: timeline.ISODate(g.StartDate), EndDate: timeline.ISODate(g.EndDate),
			Duration: timeline.Duration(g.Months)})
		total += g.Months
	}
	w.TotalGapDuration = timeline.Duration(total)
	return w
}

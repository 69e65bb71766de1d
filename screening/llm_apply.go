package screening

import (
	"strings"

	"github.com/recruitd/recruitd/internal/llmchat"
)

// maxReasoning bounds the reasoning kept of the model's, in bytes.
const maxReasoning = 600

// apply puts the model's verdicts in place of the rules' outcomes, criterion
// by criterion, by these rules:
//
//   - A criterion the model did not judge (or judged outside the schema's
//     statuses and bases) keeps the rules' verdict; so does a credential a
//     file on record verifies, since the model does not read the files.
//   - The status decides the basis, as the package comment has it: FullyMet
//     and PartiallyMet rest on evidence; NotMet is contradicted when the
//     model says contradicted (or evidence), else unverified.
//   - A quote must be in the candidate's texts as the model was shown them,
//     white space aside; it becomes TextEvidence as the original text writes
//     it, with what any placeholder hid put back. A quote not found is
//     dropped.
//   - A verdict that needs evidence (FullyMet, PartiallyMet, contradicted)
//     and is left without a quote stands when the rules reached the same
//     verdict, on their evidence; otherwise it becomes NotMet unverified:
//     no credit now, full credit in the potential score, a follow-up
//     question. An unsupported claim therefore never earns credit and never
//     disqualifies.
//   - A verdict the same as the rules' keeps their follow-up question,
//     pending flag and, without a quote of its own, their evidence.
func (l *LLM) apply(outs []outcome, verdicts []verdict, views []view) {
	byID := make(map[int]verdict, len(verdicts))
	for _, v := range verdicts {
		if _, dup := byID[v.ID]; !dup && v.valid() {
			byID[v.ID] = v
		}
	}
	for i := range outs {
		o := &outs[i]
		v, ok := byID[o.crit.ID]
		if !ok {
			l.missing.Add(1)
			continue
		}
		if o.credential && o.file != "" && o.res.Status == FullyMet {
			continue
		}
		status, basis := v.Status, Evidence
		if status == NotMet {
			basis = Unverified
			if v.Basis != Unverified {
				basis = Contradiction
			}
		}
		reasoning := strings.Join(strings.Fields(v.Reasoning), " ")
		if len(reasoning) > maxReasoning {
			reasoning = llmchat.Truncate(reasoning, maxReasoning) + "…"
		}
		var quote *string
		note := "no quote from the candidate's documents supports it"
		if v.Evidence != nil && strings.TrimSpace(*v.Evidence) != "" {
			if q, found := locate(views, *v.Evidence); found {
				quote = &q
			} else {
				l.dropped.Add(1)
				note = "the quote given is not in the candidate's documents"
			}
		}
		same := status == o.res.Status && basis == o.res.Basis
		if quote == nil && (status != NotMet || basis == Contradiction) && !same {
			l.downgraded.Add(1)
			status, basis = NotMet, Unverified
			reasoning = strings.TrimSpace(reasoning + " (Not verified: " + note + ".)")
		}
		if reasoning == "" {
			reasoning = "The screening model gave no reasoning."
		}
		if same {
			if quote == nil {
				quote = o.res.TextEvidence
			}
		} else {
			o.open, o.followUp = false, ""
		}
		o.res.Status, o.res.Basis, o.res.Reasoning, o.res.TextEvidence = status, basis, reasoning, quote
	}
}

package resume

import "strings"

// roleWords are words that make a phrase a job title (head nouns and a few strong modifiers).
var roleWords = setOf(`journeyman journeyworker pipefitter steamfitter lineman lineworker millwright
boilermaker ironworker rigger nurse rn lpn lvn cna np aprn crna engineer developer programmer technician
technologist tech manager director assistant analyst specialist therapist driver operator
coordinator supervisor administrator consultant representative rep agent clerk cashier server
cook chef teacher instructor professor lecturer intern internship physician surgeon pharmacist
aide officer architect designer scientist researcher accountant auditor attorney lawyer paralegal
receptionist secretary mechanic electrician plumber welder carpenter laborer machinist associate
executive president vp ceo cto cfo coo cio founder cofounder co-founder owner editor writer
salesperson advisor adviser counselor counsellor worker caregiver paramedic emt medic
practitioner dietitian nutritionist hygienist phlebotomist sonographer radiographer midwife
educator planner buyer estimator inspector foreman superintendent dispatcher handler picker packer
loader stocker volunteer fellow resident trainee apprentice tutor coach trainer recruiter
generalist controller bookkeeper teller banker broker underwriter adjuster nanny housekeeper
janitor custodian guard soldier sergeant lieutenant captain corporal private commander marine
sailor airman partner principal lead head chief staff charge senior junior sr jr registered
certified licensed travel traveling float clinical bedside scrum product project program
account sales marketing hr payroll devops sre dba qa tester support helpdesk help desk
librarian archivist curator photographer videographer producer animator artist musician
bartender barista host hostess waiter waitress dishwasher busser porter valet concierge
attendant steward stewardess pilot navigator deckhand conductor engineer-in-training eit
pe cpa dentist orthodontist optometrist veterinarian vet psychologist psychiatrist
social case manager-in-training coder biller scheduler transcriptionist scribe aide-in-training
cna/pca pca hha cma rma ma lab laboratory respiratory radiology ultrasound surgical sterile
crew member team leader shift superintendent warehouse forklift cdl truck delivery courier
installer repairer repairman servicer maintenance groundskeeper landscaper painter roofer
mason bricklayer glazier drywall hvac lineman linesman operator-in-training surveyor drafter
draftsman cad biologist chemist physicist mathematician statistician economist epidemiologist
strategist evangelist advocate liaison navigator ombudsman organizer organiser specialist-in-training
postdoc postdoctoral doctoral graduate undergraduate teaching researcher-in-training
merchandiser telemarketer collector investigator detective deputy sheriff trooper firefighter
firefighter/emt ranger warden correctional probation parole inspector-in-training auditor-in-training
consultant/contractor contractor freelancer freelance self-employed`)

// orgWords are words that make a phrase an employer or a school.
var orgWords = setOf(`hospital hospitals medical center centre health healthcare clinic clinics inc
inc. llc l.l.c. corp corp. corporation company co co. ltd ltd. limited llp pllc pc p.c. p.a. plc gmbh
university college school schools academy institute institution group systems system solutions
technologies technology services associates partners bank agency department dept county city
state federal foundation labs laboratories pharmacy pharmaceuticals care nursing home homes
rehabilitation rehab hospice staffing logistics transport transportation trucking restaurant
restaurants store stores market markets army navy force marines marine corps guard association
society council network networks enterprises enterprise industries international global
holdings consulting communications media studios studio ventures insurance financial
credit union hotel hotels resort casino airlines airline motors bakery cafe grill bar
church ministries district authority commission administration office bureau center's clinic's
providence
kaiser permanente hca intermountain
johns hopkins mount sinai cedars-sinai northwell atrium baylor
ochsner geisinger vanderbilt stanford ucla ucsf usc nyu tenet
walmart amazon google microsoft facebook ibm oracle intel cisco dell hp
deloitte accenture kpmg pwc ey mckinsey starbucks mcdonald's kroger costco walgreens cvs
fedex ups dhl usps wells fargo  citi citibank jpmorgan goldman sachs
ltc snf nursing-home llc. inc., isd usd cisd schools district contractors builders
s.a. sa b.v. bv n.v. ag kg e.v. s.r.l. srl s.p.a. s.l. sarl s.a.r.l. s.a.s. ltda ltda. o.o. aps pvt
pvt. bhd`)

// orgSuffixes end a company name; a comma before them does not split the name.
var orgSuffixes = setOf(`inc inc. llc llc. l.l.c. ltd ltd. corp corp. co co. llp pllc pc p.c. plc
gmbh lp l.p. n.a. sa s.a. ag bv b.v. pty p.a. p.l.l.c. l.l.p. chtd chtd. s.c.
s.r.l. srl s.p.a. s.l. sarl s.a.r.l. s.a.s. ltda ltda. o.o. n.v. kg e.v. aps pvt pvt. bhd`)

// orgHeads end an employer's name: a phrase ending in one of them is an employer.
var orgHeads = setOf(`hospital hospitals center centre clinic clinics inc inc. llc llc. corp corp.
corporation company co co. ltd ltd. llp pllc pc plc gmbh university college school academy
institute group systems solutions technologies services associates partners bank agency
department foundation labs laboratories pharmacy hospice staffing logistics transportation
trucking restaurant stores market health healthcare network enterprises industries holdings
consulting communications media studios ventures insurance hotel resort airlines motors church
ministries district authority commission administration office bureau army navy force corps
guard system medicine care homes home rehabilitation rehab lab isd usd cisd schools district
p.a. p.c. township borough municipality parish contractors builders
s.a. b.v. bv n.v. ag kg e.v. s.r.l. srl s.p.a. s.l. sarl s.a.r.l. s.a.s. ltda ltda. o.o. aps bhd`)

// roleHeads end a job title.
var roleHeads = setOf(`nurse rn lpn lvn cna np aprn crna engineer developer programmer technician
technologist tech manager director assistant analyst specialist therapist driver operator
coordinator supervisor administrator consultant representative rep agent clerk cashier server
cook chef teacher instructor professor lecturer intern co-op physician surgeon pharmacist aide officer
architect designer scientist researcher accountant auditor attorney lawyer paralegal
receptionist secretary mechanic electrician plumber welder carpenter laborer machinist associate
executive president vp ceo cto cfo coo cio founder owner editor writer salesperson advisor
adviser counselor counsellor worker caregiver paramedic emt practitioner dietitian nutritionist
hygienist phlebotomist sonographer radiographer midwife educator planner buyer estimator
inspector foreman superintendent dispatcher handler picker packer loader stocker volunteer
fellow resident trainee apprentice tutor coach trainer recruiter generalist controller
bookkeeper teller banker broker underwriter adjuster nanny housekeeper janitor custodian
soldier sergeant lieutenant captain corporal commander partner principal lead head chief
librarian photographer producer artist bartender barista host hostess waiter waitress
dishwasher attendant pilot coder biller scheduler scribe member leader installer courier
surveyor drafter biologist chemist statistician economist strategist liaison advocate
investigator deputy firefighter ranger contractor freelancer ma pca hha cma stna lna gna medic partner
tester dba sre steward pipefitter steamfitter sprinklerfitter fitter lineman lineworker
millwright boilermaker ironworker glazier bricklayer roofer painter rigger drywaller framer
wireman wiremen
infirmier infirmière infirmiere électricien electricien électricienne technicien technicienne
ingénieur ingenieur développeur développeuse contremaître contremaitre apprenti apprentie préposé
préposée commis adjoint adjointe conseiller conseillère chauffeur soudeur plombier mécanicien
éducatrice éducateur inhalothérapeute physiothérapeute ergothérapeute pharmacien pharmacienne
gestionnaire analyste auxiliaire
enfermera enfermero enfermeira enfermeiro técnico técnica auxiliar fisioterapeuta administrativa
administrativo ingeniero ingeniera engenheiro engenheira desarrollador desarrolladora
desenvolvedor desenvolvedora electricista eletricista mecánico mecânico asistente assistente
analista gerente jefe jefa coordinador coordinadora coordenador coordenadora
infermiere infermiera elettricista manutentore autista operaio impiegato impiegata
sviluppatore ingegnere fisioterapista
pflegefachfrau pflegefachmann krankenpfleger krankenpflegerin elektroniker elektriker
elektrikerin mechaniker mechatroniker entwickler entwicklerin ingenieurin softwareentwickler
berufskraftfahrer fahrer leiter leiterin
verpleegkundige ontwikkelaar monteur medewerker stagiair afstudeerstagiair
kierowca mechanik pielęgniarka pielęgniarz elektryk programista inżynier spawacz kierownik`)

// employmentTypes are words written beside a title that are not part of it.
var employmentTypes = setOf(`full-time fulltime full time part-time parttime part time contract
contractor per diem prn temporary temp seasonal permanent internship travel assignment
hybrid on-site onsite in-person`)

func setOf(s string) map[string]bool {
	m := make(map[string]bool, 256)
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// notNameWords are words that do not occur in a person's name although they are capitalised in
// a header: role and organisation nouns that are not also surnames.
var notNameWords = setOf(`nurse engineer developer programmer manager technician technologist
analyst specialist assistant director coordinator consultant therapist registered certified
licensed senior junior professional hospital university college inc llc corp company center
services solutions clinic health medical school department practitioner administrator
supervisor representative officer executive president scientist architect designer accountant
intern internship candidate objective summary resume experienced dedicated motivated
compassionate detail-oriented results-driven seeking software data nursing care patient
travel clinical driver operator technician cdl class truck otr specialist developer programmer
teacher instructor therapist pharmacist physician assistant cashier clerk`)

import json, collections, cands_data, jobs_data
from grade import grade, lic_states, ASOF
OUT="/tmp/evalhand"
# date-window sanity: valid credentials >= 2028-02, expired ones <= 2026-09
for c in cands_data.C:
    for x in [e for _,e in c['certs']]+[l[3] for l in c['lics']]:
        assert x is None or x>="2028-02" or x<="2026-09", (c['key'],x)
jobs=[{"key":j["key"],"truth":j["truth"],"job":j["job"]} for j in jobs_data.JOBS]
cands=[]
for c in cands_data.C:
    roles=[{"profession":r[0],"specialty":r[1],"employer":r[2],"title":r[3],"city":r[4],"state":r[5],
            "current":r[7] is None,"start":r[6],"end":r[7] or ASOF} for r in c['roles']]
    certs=[{"code":k,**({"expires":e} if e else {})} for k,e in c['certs']]
    lics=[]
    for k,s,ms,e in c['lics']:
        d={"kind":k,"state":s}
        if ms: d["multistate"]=True
        d["expires"]=e; lics.append(d)
    truth={"profession":c['prof'],"specialty":c['spec'],"zip":c['zip'],"roles":roles,"certs":certs,"licenses":lics}
    if c['skills'] is not None: truth["skills"]=c['skills']
    truth.update({"licensedIn":lic_states(c,False),"licensedInAnyExpiry":lic_states(c,True),"archetype":c['arch']})
    rec={"ID":0,"FirstName":c['first'],"LastName":c['last'],"Email":c['email'],"Phone":c['phone'],
         "Address":{"Address1":c['addr1'],"Address2":"","City":c['city'],"State":c['state'],"Zip":c['zip'],"CountryCode":"US","Timezone":""},
         "Notes":c['notes'],"Profession":c['rprof'],"Specialty":c['rspec'],"StatusID":0,"Status":None,
         "Created":"0001-01-01T00:00:00Z","Updated":"0001-01-01T00:00:00Z"}
    cands.append({"key":c['key'],"resume":c['key']+".txt","truth":truth,"candidate":rec})
lines=["job_key\tcandidate_key\tgrade"]; cnt=collections.Counter()
for j in jobs_data.JOBS:
    for c in cands_data.C:
        g=c['exp'].get(j['key'],0)          # the hand label
        assert g==grade(j,c)[0]             # cross-checked against the README rules
        lines.append(f"{j['key']}\t{c['key']}\t{g}"); cnt[str(g)]+=1
json.dump(jobs,open(f"{OUT}/jobs.json","w"),indent=1,ensure_ascii=False)
json.dump(cands,open(f"{OUT}/candidates.json","w"),indent=1,ensure_ascii=False)
open(f"{OUT}/grades.tsv","w").write("\n".join(lines)+"\n")
meta={"asOf":"2026-11-01","validUntil":"2027-11-01","seed":0,"source":"hand-written and hand-labelled (no generator)",
      "jobs":len(jobs),"openJobs":sum(j['job']['Status']=="OPEN" for j in jobs),"candidates":len(cands),
      "grades":{k:cnt[k] for k in "0123"}}
json.dump(meta,open(f"{OUT}/meta.json","w"),indent=2)
print(json.dumps(meta))

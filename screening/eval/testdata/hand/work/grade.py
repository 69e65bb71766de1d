import cands_data, jobs_data
from geo import dist
ASOF="2026-11"
COMPACT=["AZ","CO","FL","GA","NC","NJ","NM","OK","TX","WA"]
CHILDREN={"ICU":{"MICU","SICU","CVICU","NEUROICU"},"OR":{"CVOR"}}
def months(s,e):
    y,m=map(int,s.split('-')); ye,me=map(int,(e or ASOF).split('-'))
    out=set()
    while (y,m)<=(ye,me):
        out.add((y,m)); m+=1
        if m>12: y+=1; m=1
    return out
def years(c,prof,spec):
    ok={spec}|CHILDREN.get(spec,set()); ms=set()
    for r in c['roles']:
        if r[0]==prof and r[1] in ok: ms|=months(r[6],r[7])
    return len(ms)/12
def valid(exp): return exp is None or exp>ASOF
def lic_states(c, any_expiry):
    out=set()
    for k,s,ms,exp in c['lics']:
        if not any_expiry and not valid(exp): continue
        if k=="CDL": out.add("*")
        elif k=="RN" and ms and s in COMPACT: out|=set(COMPACT)
        else: out.add(s)
    return sorted(out)
def grade(j,c):
    t=j['truth']
    if c['prof']!=t['profession']: return 0,"prof"
    if t.get('localMiles') and dist(c['zip'],t['zip'])>t['localMiles']: return 0,"far"
    Y=years(c,t['profession'],t['specialty']); M=t['minYears']; why=[]
    if Y==0: return 1,"Y=0"
    miss=0
    if Y<M/2: miss+=2; why.append(f"Y={Y:.2f}<<{M}")
    elif Y<M: miss+=1; why.append(f"Y={Y:.2f}<{M}")
    for req in t['required']:
        if t['profession']=="SWE":
            if req not in (c['skills'] or []): miss+=1; why.append("no "+req)
        elif not any(code==req and valid(exp) for code,exp in c['certs']): miss+=1; why.append("no/expired "+req)
    if t.get('license'):
        okl=False
        for k,s,ms,exp in c['lics']:
            if k!=t['license'] or not valid(exp): continue
            if k=="CDL" or s==t['licenseState'] or (k=="RN" and ms and s in COMPACT and t['licenseState'] in COMPACT): okl=True
        if not okl: miss+=1; why.append("licence")
    g=1 if miss>=2 else 2 if miss==1 else 3
    return g,";".join(why) or f"Y={Y:.2f}"
if __name__=="__main__":
    bad=0
    for c in cands_data.C:
        for j in jobs_data.JOBS:
            g,why=grade(j,c); e=c['exp'].get(j['key'],0)
            if g!=e: bad+=1; print("MISMATCH",j['key'],c['key'],c['arch'],"rules",g,why,"hand",e)
            elif g>0: print(j['key'],c['key'],g,c['arch'],why, "%.0fmi"%dist(c['zip'],j['truth']['zip']))
    print("mismatches",bad)

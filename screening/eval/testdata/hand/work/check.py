import re, cands_data
from geo import Z
MON=['january','february','march','april','may','june','july','august','september','october','november','december']
bad=0
for c in cands_data.C:
    t=open(f"/tmp/evalhand/resumes/{c['key']}.txt").read(); tl=t.lower()
    def need(s, what):
        global bad
        if s.lower() not in tl: print(c['key'], 'missing', what, repr(s)); bad+=1
    need(c['zip'],'zip'); need(c['email'],'email')
    need(re.sub(r'\D','',c['phone'])[-4:], 'phone')
    need(c['last'],'last')
    for r in c['roles']:
        need(r[2] if r[2]!="Sun Valley Travel Staffing" else r[2], 'employer')
        for d in (r[6], r[7]):
            if d is None: continue
            y,m=d.split('-'); mi=int(m)
            pats=[f"{m}/{y}", f"{mi}/{y}", f"{MON[mi-1]} {y}", f"{MON[mi-1][:3]} {y}", d]
            if not any(p in tl for p in pats): print(c['key'],'date?',r[2],d)
    for code,exp in c['certs']:
        if exp:
            y,m=exp.split('-'); mi=int(m)
            pats=[f"{m}/{y}", f"{mi}/{y}", f"{MON[mi-1]} {y}", f"{MON[mi-1][:3]} {y}", f"{m}/30/{y}",f"{m}/31/{y}", y]
            if not any(p in tl for p in pats): print(c['key'],'cert exp?',code,exp)
    for k,s,ms,exp in c['lics']:
        y,m=exp.split('-'); mi=int(m)
        pats=[f"{m}/{y}", f"{mi}/{y}", f"{MON[mi-1]} {y}", f"{MON[mi-1][:3]} {y}", f"{m}/31/{y}"]
        if not any(p in tl for p in pats): print(c['key'],'lic exp?',k,s,exp)
print('bad',bad)

import gzip, math
Z = {}
for line in gzip.open('/work/main/geo/zips.tsv.gz', 'rt'):
    if line.startswith('#'): continue
    p = line.rstrip('\n').split('\t')
    if len(p) < 5: continue
    Z[p[0]] = (float(p[1]), float(p[2]), p[3], p[4])
def miles(a, b):
    la1, lo1 = map(math.radians, Z[a][:2]); la2, lo2 = map(math.radians, Z[b][:2])
    h = math.sin((la2-la1)/2)**2 + math.cos(la1)*math.cos(la2)*math.sin((lo2-lo1)/2)**2
    return 2*3958.8*math.asin(math.sqrt(h))
def near(c, lo, hi, same_state=True):
    out = []
    for z, v in Z.items():
        if same_state and v[3] != Z[c][3]: continue
        d = miles(c, z)
        if lo <= d <= hi: out.append(z)
    return sorted(out)

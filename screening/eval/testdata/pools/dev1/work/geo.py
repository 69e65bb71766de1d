import gzip, math
ZIPS = {}
with gzip.open('/work/main/geo/zips.tsv.gz', 'rt') as f:
    for line in f:
        if line.startswith('#'):
            continue
        z, lat, lon, city, st = line.rstrip('\n').split('\t')
        ZIPS[z] = (float(lat), float(lon), city, st)

def miles(z1, z2):
    la1, lo1 = ZIPS[z1][:2]; la2, lo2 = ZIPS[z2][:2]
    p1, p2 = math.radians(la1), math.radians(la2)
    dp = p2 - p1; dl = math.radians(lo2 - lo1)
    a = math.sin(dp/2)**2 + math.cos(p1)*math.cos(p2)*math.sin(dl/2)**2
    return 2*3958.8*math.asin(math.sqrt(a))

import math
Z={}
import gzip
for line in gzip.open('/work/main/geo/zips.tsv.gz','rt'):
    if line.startswith('#'): continue
    z,lat,lon,city,st=line.rstrip('\n').split('\t')
    Z[z]=(float(lat),float(lon),city,st)
def dist(a,b):
    la1,lo1=map(math.radians,Z[a][:2]); la2,lo2=map(math.radians,Z[b][:2])
    h=math.sin((la2-la1)/2)**2+math.cos(la1)*math.cos(la2)*math.sin((lo2-lo1)/2)**2
    return 2*3958.8*math.asin(math.sqrt(h))

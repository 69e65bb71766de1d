"""Shared facts for the sealed1 pool: as-of date, ZIP centroids, distances, month arithmetic."""
import gzip
import math
import os

ASOF = "2026-11-27"
VALID_UNTIL = "2027-05-31"
ASOF_YM = (2026, 11)

ZIPS_PATH = "/work/main/geo/zips.tsv.gz"
POOL = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_ZIPS = None


def zips():
    global _ZIPS
    if _ZIPS is None:
        _ZIPS = {}
        with gzip.open(ZIPS_PATH, "rt") as f:
            for line in f:
                if line.startswith("#"):
                    continue
                z, lat, lon, city, st = line.rstrip("\n").split("\t")
                _ZIPS[z] = (float(lat), float(lon), city, st)
    return _ZIPS


def zip_info(z):
    return zips()[z]


def miles(z1, z2):
    """Haversine distance in miles between two ZIP centroids (Earth radius 3958.8 mi)."""
    a, b = zips()[z1], zips()[z2]
    lat1, lon1, lat2, lon2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 3958.8 * math.asin(math.sqrt(h))


def ym(s):
    """'2019-06' -> (2019, 6); None -> as-of month (a current role)."""
    if s is None:
        return ASOF_YM
    y, m = s.split("-")[:2]
    return int(y), int(m)


def months_inclusive(start, end):
    (y1, m1), (y2, m2) = ym(start), ym(end)
    return (y2 * 12 + m2) - (y1 * 12 + m1) + 1


def years_by_specialty(roles, profession):
    """Years per specialty from dated roles held in `profession`; overlapping months count once."""
    months = {}
    for r in roles:
        if r["profession"] != profession or not r.get("specialty") or r.get("undated"):
            continue
        (y1, m1), (y2, m2) = ym(r["start"]), ym(r["end"])
        s = months.setdefault(r["specialty"], set())
        for k in range(y1 * 12 + m1, y2 * 12 + m2 + 1):
            s.add(k)
    return {sp: round(len(v) / 12.0, 2) for sp, v in months.items()}

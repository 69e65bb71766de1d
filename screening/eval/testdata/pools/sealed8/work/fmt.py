"""Ways a date or credential can be written. Renderers pick one; check.py accepts any."""
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

def ym_forms(ym):
    y, m = map(int, ym.split("-")[:2])
    return [f"{m:02d}/{y}", f"{MON[m-1]} {y}", f"{MONTH[m-1]} {y}", f"{y}-{m:02d}", f"{m}/{y}"]

def date_forms(d):
    y, m, dd = map(int, d.split("-"))
    return [d, f"{m:02d}/{dd:02d}/{y}", f"{MONTH[m-1]} {dd}, {y}", f"{m:02d}/{y}", f"{MON[m-1]} {y}",
            f"{m:02d}/{y % 100:02d}", f"{MONTH[m-1]} {y}"]

CURRENT = ["Present", "present", "Current", "current", "now", "Now", "PRESENT"]

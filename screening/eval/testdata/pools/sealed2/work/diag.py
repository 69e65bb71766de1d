"""Diagnostics: for each candidate made for a job, the grade it got there and why."""
import json, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grade as G
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
jobs = {j["key"]: j for j in json.load(open(os.path.join(ROOT, "jobs.json")))}
cands = json.load(open(os.path.join(ROOT, "candidates.json")))
intents = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "intents.json")))
only = sys.argv[1:] 
for c in cands:
    jk, mods = intents[c["key"]]
    if jk not in jobs or (only and jk not in only):
        continue
    g, why = G.grade(jobs[jk]["truth"], c["truth"], explain=True)
    print(jk, c["key"], g, mods, "|", "; ".join(why))

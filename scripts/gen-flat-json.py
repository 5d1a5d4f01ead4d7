#!/usr/bin/env python3
"""Writes the flat JSON shapes of issue 24 #2 into DIR, each about MEGABYTES (default 64), from SEED, a real
`tracker export` (export.json: its days repeated on earlier dates; string, numbers, keys, settings, heartrate:
hostile shapes inside an otherwise empty export).

  scripts/gen-flat-json.py seed.json DIR [MEGABYTES]
"""
import json, sys, os, datetime
seed_path, out, mb = sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 64
size = mb * 1024 * 1024
seed = json.load(open(seed_path))
head = {k: ([] if isinstance(v, list) else {} if k == "settings" else v) for k, v in seed.items()}
def write(name, text):
    open(os.path.join(out, name), "w").write(text)
# A real export inflated: the seed's days repeated on earlier dates until the file is SIZE.
doc = dict(seed)
days, sample = [], [d for d in seed["days"] if d["entries"]] or seed["days"]
day = datetime.date(2025, 12, 31)
body = json.dumps({**doc, "days": []}, indent=2, sort_keys=True)
total = len(body)
i = 0
while total < size:
    d = dict(sample[i % len(sample)]); d["date"] = day.isoformat(); day -= datetime.timedelta(days=1); i += 1
    total += len(json.dumps(d, indent=2, sort_keys=True)) + 8
    days.append(d)
doc["days"] = days
if mb > 0: write("export.json", json.dumps(doc, indent=2, sort_keys=True))
write("string.json", json.dumps({**head, "days": [{"date": "2025-01-01", "memo": "x" * (size - 200), "entries": []}]}))
write("numbers.json", json.dumps({**head, "days": "@"}).replace('"@"', "[" + ",".join(["1234567890123"] * (size // 14)) + "]"))
write("keys.json", json.dumps(head)[:-1] + ", " + ",".join(f'"k{n:011d}": 1' for n in range(size // 18)) + "}")
write("settings.json", json.dumps({**head, "settings": "@"}).replace('"@"', "{" + ",".join(f'"k{n:011d}": "1"' for n in range(size // 20)) + "}"))
swim = dict(seed["swims"][0]); swim["heartRate"] = "@"
write("heartrate.json", json.dumps({**head, "swims": [swim]}).replace('"@"', "[" + ",".join(f"[{n}.5,120]" for n in range(size // 14)) + "]"))

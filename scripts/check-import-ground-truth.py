#!/usr/bin/env python3
"""Compares what `tracker import apple-health` stored with the generator's ground_truth.json.

  tracker --db /tmp/gt.sqlite import apple-health OUT/export.zip
  scripts/check-import-ground-truth.py /tmp/gt.sqlite OUT/ground_truth.json

Checks swims (count, pool/open water, distance, duration, active energy, strokes, metres by stroke
style, heart-rate samples, each swim's start, distance and sample count), weight days and food energy.
Prints each check and ALL OK, or the differences (exit status 1). Floats within 1e-6 relative.
"""
import json
import sqlite3
import sys

STYLES = {0: "unknown", 1: "mixed", 2: "freestyle", 3: "backstroke", 4: "breaststroke", 5: "butterfly", 6: "kickboard"}


def close(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


def main(db_path, truth_path):
    truth = json.load(open(truth_path))
    swims = truth["swims"]
    db = sqlite3.connect(db_path)
    one = lambda sql: db.execute(sql).fetchone()[0]
    checks = [
        ("swims", one("SELECT count(*) FROM swim"), swims["count"]),
        ("pool swims", one("SELECT count(*) FROM swim WHERE location = 'pool'"), swims["pool"]),
        ("open-water swims", one("SELECT count(*) FROM swim WHERE location = 'open water'"), swims["open_water"]),
        ("distance m", one("SELECT total(distanceMeters) FROM swim"), swims["total_distance_m"]),
        ("duration min", one("SELECT total(durationSeconds) FROM swim") / 60, swims["total_duration_min"]),
        # Swims from other apps (MySwimPro) give their energy only as ActiveEnergyBurned records, which
        # Tracker does not attribute to swims: compared are the swims whose workout states it.
        ("active energy kcal (swims whose workout states it)", one("SELECT total(activeKcal) FROM swim"),
         sum(s["active_energy_kcal"] for s in swims["list"] if s["has_workout_statistics"] or s["distance_in_attributes"])),
        ("strokes", one("SELECT total(strokes) FROM swim"), swims["total_strokes"]),
        ("heart-rate samples in swims", one("SELECT count(*) FROM swimHeartRate"), swims["hr_samples_during_swims"]),
        ("weight days", one("SELECT count(*) FROM day WHERE weightKg IS NOT NULL"), truth["body_mass"]["days_with_record"]),
        ("food energy days", one("SELECT count(*) FROM foodEntry WHERE source = 'apple-health'"), truth["dietary_energy"]["days_with_entries"]),
        ("food energy kcal", one("SELECT total(kcal) FROM foodEntry WHERE source = 'apple-health'"), truth["dietary_energy"]["total_kcal"]),
    ]
    stored = dict(db.execute("SELECT style, total(meters) FROM swimStroke GROUP BY style").fetchall())
    for style, metres in swims["stroke_style_distance_m"].items():
        code = next(c for c, name in STYLES.items() if name == style)
        if style == "unknown":
            # docs/swim.md: distance no record or lap gives a style is `unknown`, so the styles add up to the
            # distance; the generator counts it apart, as stroke_style_unattributed_distance_m.
            metres += swims.get("stroke_style_unattributed_distance_m", 0.0)
        checks.append((f"{style} m", stored.get(code, 0.0), metres))
    rows = db.execute("SELECT s.startedAt, s.distanceMeters, (SELECT count(*) FROM swimHeartRate h WHERE h.swimId = s.id) "
                      "FROM swim s ORDER BY s.startedAt").fetchall()
    expected = sorted(swims["list"], key=lambda s: s["start_utc"])
    per_swim = sum(1 for (start, metres, samples), swim in zip(rows, expected)
                   if start[:19] == swim["start_utc"][:19] and close(metres, swim["distance_m"]) and samples == swim["hr"]["n"])
    checks.append(("swims matching one by one (start, distance, samples)", per_swim, len(expected)))
    failed = 0
    for name, got, want in checks:
        ok = close(float(got), float(want))
        failed += not ok
        print(f"{'ok ' if ok else 'BAD'} {name}: {got} (expected {want})")
    print("ALL OK" if failed == 0 else f"{failed} DIFFERENCES")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))

#!/usr/bin/env python3
"""Fuzzes every import of the real tracker binary, then reads what it stored with every read command.

Each case mutates one seed file (the project's Apple Health fixtures, a zip made of them, a Tracker
JSON export, the FIT fixtures) at the byte level or by swapping values for extremes (1e300, inf, -1, dates in year 1 and
9999, escape sequences, bidi overrides, very long text), imports it into a copy of a small diary, and
then runs the read commands (swim list/show, day show, weight/food/counter list, progress, export, show
TAB for every tab at three sizes). A command that dies of a signal is a trap; one that outlives its
time limit is a hang; exit codes 0, 1 and 2 are the app's own answers. An import that is refused must
leave the diary exactly as it was (its export byte for byte the same): nothing half-written.
Three kinds are hostile by construction and must be refused within HOSTILE_TIME_LIMIT seconds: JSON nested
hundreds of thousands of levels deep (json-deep), a zip whose entry no longer matches its CRC-32
(zip-crc), and an XML element with a flood of attributes (xml-attributes). A fourth, json-flat, is a large
flat export (one huge string, a list of millions of numbers, an object of a million keys, a swim with
millions of heart-rate samples, or the seed's days repeated): its import must stay within
FLAT_MEMORY_LIMIT (the file plus FLAT_MEMORY_BASE MB of peak RSS: an export is read in place and written record by
record, never held as a document), whether it is taken or refused.
The food diaries and food lists (`import csv diary|foods`: MyFitnessPal, Cronometer, Lose It!, K-Count
fixtures) are mutated as CSV: cells swapped for extremes (1e300, CJK, quotes, bidi, 5,000-character text), a
BOM, CRLF, huge lines (csv-values, csv-bytes), and csv-huge (one line of megabytes, or 20,000 rows: a real, if
long, food log rather than a hostile file) must end within TIME_LIMIT seconds, imported or not.

  scripts/fuzz-imports.py BINARY                 # the short run CI does (TRACKER_FUZZ_CASES, default 60)
  TRACKER_FUZZ_CASES=2000 scripts/fuzz-imports.py BINARY --seed 7
  TRACKER_FUZZ_KINDS=json-flat,csv-huge scripts/fuzz-imports.py BINARY   # only these kinds

Last line: "fuzz-imports: N passed, M failed" (a case passes when none of its commands trapped or hung).
"""
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fitwriter import crc16  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "TrackerKitTests", "Fixtures")
EXTREME_NUMBERS = ["1e300", "-1e300", "1e30", "inf", "-inf", "nan", "NaN", "0", "-0", "-1", "-25", "9223372036854775807",
                   "-9223372036854775808", "18446744073709551616", "1e-320", "0x10", "1,5", "", " ", "12abc"]
EXTREME_DATES = ["0001-01-01 00:00:00 +0000", "9999-12-31 23:59:59 +1400", "2026-02-30 12:00:00 +0100",
                 "2026-11-19 24:61:61 +0100", "2026-11-19 07:00:00 +9999", "20261119", "", "2026-11-19"]
HOSTILE_TEXT = ["\x1b]52;c;aGk=\x07", "\x1b[2J", "\u202eevil", "\x85", "x" * 5000, "漢字" * 300, "\x00", "a\nb", "&amp;&lt;"]
# What XML 1.0 can carry at all (no C0 controls): the rest only makes the file not well-formed.
HOSTILE_XML_TEXT = ["\u202eevil", "\x85", "\u2066isolate", "x" * 5000, "漢字" * 300, "a\nb", "Caf\u0065\u0301", "\U0001F9D1\u200d\U0001F680"]
TIME_LIMIT = 30
HOSTILE_TIME_LIMIT = 10
FLAT_MEGABYTES = 16
FLAT_MEMORY_BASE = 48


def flat_memory_limit(size):
    """Peak RSS in KB allowed for importing a file of `size` bytes (the file, and a base: the binary's own 32 MB and room)."""
    return size // 1024 + FLAT_MEMORY_BASE * 1024


def run_measured(binary, arguments, database, timeout):
    """Like `run`, also returning the command's own peak RSS in KB, from /usr/bin/time (wait4 on a child of
    Python would count the pages the child shared with Python before its exec)."""
    report = database + ".time"
    try:
        done = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report, binary, "--db", database] + arguments, stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout,
                              env=dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8"))
    except subprocess.TimeoutExpired:
        return ("hang", None, b""), 0
    with open(report) as handle:
        text = handle.read()
    os.unlink(report)
    words = text.split()
    peak = int(words[-1]) if words and words[-1].isdigit() else 0
    signalled = re.search(r"terminated by signal (\d+)", text)
    if signalled:
        return (f"trap:{signalled.group(1)}", None, b""), peak
    code = done.returncode
    return ("ok" if code in (0, 1, 2) else f"exit:{code}", code, b""), peak


def run(binary, arguments, database, timeout=TIME_LIMIT):
    """Returns 'ok', 'trap:<signal>' or 'hang' (and the exit code)."""
    try:
        done = subprocess.run([binary, "--db", database] + arguments, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout, env=dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8"))
    except subprocess.TimeoutExpired:
        return "hang", None, b""
    if done.returncode < 0:
        return f"trap:{-done.returncode}", done.returncode, done.stderr
    if done.returncode not in (0, 1, 2):
        return f"exit:{done.returncode}", done.returncode, done.stderr
    return "ok", done.returncode, done.stdout


def mutate_bytes(data, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if not data:
            break
        choice = rng.random()
        at = rng.randrange(len(data))
        if choice < 0.3:
            data[at] = rng.randrange(256)
        elif choice < 0.5:
            del data[at:at + rng.randint(1, 64)]
        elif choice < 0.7:
            chunk = data[at:at + rng.randint(1, 256)]
            data[at:at] = chunk * rng.randint(1, 4)
        elif choice < 0.8:
            data = data[:at]
        else:
            data[at:at] = rng.choice(HOSTILE_TEXT).encode("utf-8", "surrogatepass")
    return bytes(data)


def mutate_xml(text, rng):
    """Swaps attribute values for extremes: numbers, dates, units, type names and names."""
    attributes = list(re.finditer(r'(\w+)="([^"]*)"', text))
    for match in rng.sample(attributes, min(len(attributes), rng.randint(1, 12))):
        name, value = match.group(1), match.group(2)
        if "Date" in name or name == "date":
            new = rng.choice(EXTREME_DATES)
        elif name in ("unit", "durationUnit", "totalDistanceUnit"):
            new = rng.choice(["yd", "km", "mi", "lb", "kJ", "count/s", "furlong", ""])
        elif name in ("sourceName", "key", "type", "workoutActivityType"):
            new = rng.choice((HOSTILE_TEXT if rng.random() < 0.2 else HOSTILE_XML_TEXT)
                             + ["HKWorkoutActivityTypeSwimming", "HKQuantityTypeIdentifierHeartRate"])
        else:
            new = rng.choice(EXTREME_NUMBERS + [v + " m" for v in EXTREME_NUMBERS[:6]])
        new = new.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
        text = text.replace(match.group(0), f'{name}="{new}"', 1)
    return text


def mutate_json(document, rng):
    """Replaces random leaves with extremes of another kind, drops keys, duplicates list items."""
    leaves = []

    def walk(node, path):
        if isinstance(node, dict):
            for key in list(node):
                leaves.append((node, key))
                walk(node[key], path + [key])
        elif isinstance(node, list):
            for index in range(len(node)):
                leaves.append((node, index))
                walk(node[index], path + [index])
    walk(document, [])
    for container, key in rng.sample(leaves, min(len(leaves), rng.randint(1, 10))):
        choice = rng.random()
        try:
            if choice < 0.45:
                container[key] = rng.choice([1e300, -1e300, 1e30, -1, 0, 2 ** 63 - 1, -(2 ** 63), 2 ** 64, 0.5, 1e-320])
            elif choice < 0.7:
                container[key] = rng.choice(HOSTILE_TEXT + ["9999-12-31", "0001-01-01", "2026-02-30", ""])
            elif choice < 0.8:
                container[key] = rng.choice([None, [], {}, True])
            elif choice < 0.9 and isinstance(container, dict):
                del container[key]
            elif isinstance(container, list):
                container.append(json.loads(json.dumps(container[key])))
        except (KeyError, IndexError):
            pass
    text = json.dumps(document, ensure_ascii=rng.random() < 0.5)
    # Python writes inf and nan as bare words, which is not JSON: fine, the importer must refuse it.
    return text.encode("utf-8", "surrogatepass")


def mutate_fit(data, rng):
    """Mutated records; most often with the file CRC made right again, so the decoder meets the damage itself."""
    data = bytearray(mutate_bytes(data, rng))
    if len(data) > 14 and rng.random() < 0.8:
        crc = crc16(data[:-2])
        data[-2:] = bytes([crc & 0xFF, crc >> 8])
    return bytes(data)


CSV_SEEDS = ["mfp-nutrition-summary.csv", "cronometer-servings.csv", "loseit-food-logs.csv", "kcount-foods.csv"]
HOSTILE_CSV_TEXT = ['"', '""', '"a,b"', '"unclosed', "김치찌개, 엄마표", "漢字" * 300, "\ufeff", "\r", "=cmd|' /C calc'!A0", "07/15/2026",
                    "13/45/2026", "2026-11-19", "9999-12-31", "0001-01-01"]


def mutate_csv(text, rng):
    """Swaps cells for extremes, then maybe adds a BOM, CRLF line ends or a huge line."""
    lines = text.splitlines()
    for _ in range(rng.randint(1, 10)):
        row = rng.randrange(len(lines))
        cells = lines[row].split(",")
        cells[rng.randrange(len(cells))] = rng.choice(EXTREME_NUMBERS + HOSTILE_CSV_TEXT + HOSTILE_TEXT[:5])
        lines[row] = ",".join(cells)
    if rng.random() < 0.3:
        lines.insert(rng.randrange(1, len(lines) + 1), ",".join(["x" * rng.choice([1000, 100_000])] * rng.randint(1, 8)))
    if rng.random() < 0.2:
        lines += [rng.choice(lines[1:] or lines)] * rng.randint(1, 50)
    text = ("\r\n" if rng.random() < 0.4 else "\n").join(lines) + "\n"
    return (("\ufeff" if rng.random() < 0.3 else "") + text).encode("utf-8", "surrogatepass")


def huge_csv(seed, rng):
    """A diary's header, then one line of megabytes or 20,000 rows (years of a food log): read in bounded time, or refused by size.
    Reading is linear in the rows (a debug build: about 1 s of CPU per 20,000 rows, 5 s per 100,000)."""
    header, row = seed.splitlines()[:2]
    if rng.random() < 0.5:
        return (header + "\n" + row + "," + "漢" * rng.choice([1_000_000, 3_000_000]) + "\n").encode()
    return (header + "\n" + "\n".join([row] * 20_000) + "\n").encode()


def zipped(xml_bytes, name="apple_health_export/export.xml"):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, xml_bytes)
    return buffer.getvalue()


def deep_json(json_seed, rng):
    """Brackets nested far past the import's depth limit: a whole file of them, or inside an export."""
    depth = rng.choice([65, 1000, 100_000, 1_000_000])
    opening, closing = rng.choice([("[", "]"), ('{"a":', "}"), ('[{"k":', "}]")])
    inner = opening * depth + "1" + closing * depth if rng.random() < 0.8 else opening * depth  # sometimes never closed
    if rng.random() < 0.5:
        return inner.encode()
    return json_seed.replace(b'"formatVersion"', b'"deep": ' + inner.encode() + b', "formatVersion"', 1)


def flat_json(json_seed, rng):
    """A flat export of about FLAT_MEGABYTES: nothing deep, only large."""
    size = FLAT_MEGABYTES * 1024 * 1024
    seed = json.loads(json_seed)
    empty = {key: ([] if isinstance(value, list) else {} if key == "settings" else value) for key, value in seed.items()}
    shape = rng.choice(["string", "numbers", "keys", "settings", "heart-rate", "days"])
    if shape == "string":
        return json.dumps({**empty, "days": [{"date": "2025-01-01", "memo": "x" * size, "entries": []}]}).encode()
    if shape == "days":
        days, template = [], (seed["days"] or [{"date": "", "entries": []}])[0]
        while len(days) * (len(json.dumps(template)) + 2) < size:
            n = len(days)
            days.append({**template, "date": f"{1900 + n // 336:04d}-{1 + n % 336 // 28:02d}-{1 + n % 28:02d}"})
        return json.dumps({**seed, "days": days}).encode()
    marker = '"@flat@"'
    if shape == "numbers":
        document, inner = {**empty, "days": "@flat@"}, "[" + ",".join(["1234567890123"] * (size // 14)) + "]"
    elif shape == "keys":
        return (json.dumps(empty)[:-1] + ", " + ", ".join(f'"k{n:011d}": 1' for n in range(size // 18)) + "}").encode()
    elif shape == "settings":
        document, inner = {**empty, "settings": "@flat@"}, "{" + ",".join(f'"k{n:011d}": "1"' for n in range(size // 20)) + "}"
    else:
        swim = dict((seed["swims"] or [{}])[0], heartRate="@flat@")
        document, inner = {**empty, "swims": [swim]}, "[" + ",".join(f"[{n % 7200}.5,120]" for n in range(size // 14)) + "]"
    return json.dumps(document).replace(marker, inner).encode()


def damaged_crc_zip(xml, rng):
    """A stored (uncompressed) entry with bytes changed after its CRC-32 was recorded: it still unzips."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr("apple_health_export/export.xml", xml)
    data = bytearray(buffer.getvalue())
    start = 30 + len("apple_health_export/export.xml")
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(start, start + len(xml))
        data[at] = data[at] ^ rng.choice([0x01, 0x08, 0x10]) if chr(data[at]).isdigit() else data[at]
    at = start + xml.index(b'value="') + 7  # one digit changed for sure, as in the issue (80.5 read as 99.5)
    data[at] = ord("9") if data[at] != ord("9") else ord("8")
    return bytes(data)


def attribute_flood(rng):
    count = rng.choice([1000, 100_000, 200_000])
    attributes = " ".join(f'a{i}="{i}"' for i in range(count))
    return f'<?xml version="1.0"?>\n<HealthData locale="en">\n<Record {attributes}/>\n</HealthData>\n'.encode()


def make_json_seed(binary, work):
    """Makes the diary every case starts from (returns its export, also the JSON seed)."""
    database = os.path.join(work, "seed.sqlite")
    for arguments in (["weight", "add", "72.5", "--date", "2026-11-01"], ["food", "add", "Oats", "--kcal", "150"],
                      ["eat", "Oats", "--servings", "2", "--date", "2026-11-01"], ["memo", "두 줄\n二行", "--date", "2026-11-01"],
                      ["counter", "add", "Water", "--step", "1"], ["counter", "tap", "Water"],
                      ["swim", "add", "--date", "2026-11-02", "--minutes", "30", "--meters", "1000"]):
        run(binary, arguments, database)
    run(binary, ["import", "apple-health", os.path.join(FIXTURES, "modern.xml")], database)
    status, _, output = run(binary, ["export", "--output", "-"], database)
    return output if status == "ok" and output else b'{"formatVersion": 1}'


READS_WITHOUT_DATES = [["swim", "list"], ["swim", "list", "--format", "json"], ["weight", "list"], ["food", "list", "--format", "csv"],
                       ["counter", "list", "--format", "json"], ["workout", "history"], ["progress"], ["export", "--output", "-"],
                       ["day", "show"]]


def read_everything(binary, database, rng):
    results = [(arguments, run(binary, arguments, database)) for arguments in READS_WITHOUT_DATES]
    listing = results[1][1]
    dates = sorted(set(re.findall(rb'"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"', listing[2] if listing[0] == "ok" else b"")))
    for date in [d.decode() for d in dates[-3:]]:
        for arguments in (["swim", "show", date], ["day", "show", "--date", date]):
            results.append((arguments, run(binary, arguments, database)))
    for tab in ["log", "progress", "workout", "counters", "swim", "data"]:
        size = rng.choice(["80x24", "200x60", "60x18"])
        results.append((["show", tab, "--size", size], run(binary, ["show", tab, "--size", size], database)))
    return results


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 2026
    cases = int(os.environ.get("TRACKER_FUZZ_CASES", "60"))
    rng = random.Random(seed)
    all_kinds = ["xml-values", "xml-bytes", "zip-values", "zip-bytes", "json-values", "json-bytes", "json-deep", "zip-crc",
                 "xml-attributes", "fit-bytes", "csv-values", "csv-bytes", "csv-huge", "json-flat"]
    chosen_kinds = [k for k in os.environ.get("TRACKER_FUZZ_KINDS", "").split(",") if k in all_kinds] or all_kinds
    work = tempfile.mkdtemp(prefix="tracker-fuzz-")
    failures, commands, kinds = [], 0, {}
    try:
        xml_seeds = [open(os.path.join(FIXTURES, name), "rb").read() for name in sorted(os.listdir(FIXTURES)) if name.endswith(".xml")]
        fit_folder = os.path.join(FIXTURES, "fit")
        fit_seeds = [open(os.path.join(fit_folder, name), "rb").read() for name in sorted(os.listdir(fit_folder)) if name.endswith(".fit")]
        json_seed = make_json_seed(binary, work)
        base = os.path.join(work, "seed.sqlite")
        refused_left_changes = 0
        for case in range(cases):
            kind = rng.choice(chosen_kinds)
            kinds[kind] = kinds.get(kind, 0) + 1
            hostile = kind in ("json-deep", "zip-crc", "xml-attributes")
            if kind.startswith("csv"):
                name = rng.choice(CSV_SEEDS)
                seed_text = open(os.path.join(FIXTURES, name), encoding="utf-8").read()
                data = {"csv-values": lambda: mutate_csv(seed_text, rng), "csv-bytes": lambda: mutate_bytes(seed_text.encode(), rng),
                        "csv-huge": lambda: huge_csv(seed_text, rng)}[kind]()
                target = os.path.join(work, f"case{case}.csv")
                importer = ["import", "csv", "foods" if name == "kcount-foods.csv" or rng.random() < 0.3 else "diary"]
                importer += ["--skip-bad-lines"] if rng.random() < 0.4 else []
            elif kind == "json-deep":
                data, target, importer = deep_json(json_seed, rng), os.path.join(work, f"case{case}.json"), ["import", "json"]
            elif kind == "json-flat":
                data, target, importer = flat_json(json_seed, rng), os.path.join(work, f"case{case}.json"), ["import", "json"]
            elif kind == "zip-crc":
                xml = next(seed for seed in xml_seeds if b'value="' in seed)
                data, target, importer = damaged_crc_zip(xml, rng), os.path.join(work, f"case{case}.zip"), ["import", "apple-health"]
            elif kind == "xml-attributes":
                data, target, importer = attribute_flood(rng), os.path.join(work, f"case{case}.xml"), ["import", "apple-health"]
            elif kind == "fit-bytes":
                data = mutate_fit(rng.choice(fit_seeds), rng)
                target, importer = os.path.join(work, f"case{case}.fit"), ["import", "fit"]
            elif kind.startswith("json"):
                data = mutate_json(json.loads(json_seed), rng) if kind == "json-values" else mutate_bytes(json_seed, rng)
                target, importer = os.path.join(work, f"case{case}.json"), ["import", "json"]
            else:
                xml = rng.choice(xml_seeds)
                if kind.endswith("values"):
                    xml = mutate_xml(xml.decode("utf-8", "replace"), rng).encode("utf-8", "surrogatepass")
                if kind.startswith("zip"):
                    data = zipped(xml if kind == "zip-values" else mutate_bytes(xml, rng))
                    data = mutate_bytes(data, rng) if kind == "zip-bytes" and rng.random() < 0.5 else data
                    target = os.path.join(work, f"case{case}.zip")
                else:
                    data = xml if kind == "xml-values" else mutate_bytes(xml, rng)
                    target = os.path.join(work, f"case{case}.xml")
                importer = ["import", "apple-health"]
            with open(target, "wb") as handle:
                handle.write(data)
            database = os.path.join(work, f"case{case}.sqlite")
            for suffix in ["", "-wal"]:
                if os.path.exists(base + suffix):
                    shutil.copyfile(base + suffix, database + suffix)
            if kind == "json-flat" and os.path.exists("/usr/bin/time"):
                imported, peak = run_measured(binary, importer + [target], database, TIME_LIMIT * 4)
            else:
                imported, peak = run(binary, importer + [target], database, timeout=HOSTILE_TIME_LIMIT if hostile else TIME_LIMIT), 0
            results = [(importer + [target], imported)]
            if peak > flat_memory_limit(len(data)):
                results.append((["peak memory"], ("memory", None, f"{peak} KB for a {len(data) // 1024} KB file".encode())))
            if hostile and imported[0] == "ok" and imported[1] == 0:
                results.append((["hostile file"], ("imported", None, b"a hostile file was imported with exit 0")))
            if imported[0] == "ok" and imported[1] != 0:
                after = run(binary, ["export", "--output", "-"], database)
                if after[0] == "ok" and after[2] != json_seed:
                    results.append((["export after a refused import"], ("changed", None, b"the diary changed although the import was refused")))
                    refused_left_changes += 1
            results += read_everything(binary, database, rng)
            commands += len(results)
            bad = [(arguments, status, detail) for arguments, (status, _, detail) in results if status != "ok"]
            if bad:
                kept = os.path.join(ROOT, "bench-out", "fuzz-failures")
                os.makedirs(kept, exist_ok=True)
                shutil.copy(target, kept)
                failures.append((case, kind, bad, os.path.join(kept, os.path.basename(target))))
            else:
                for suffix in ["", "-wal", "-shm"]:
                    if os.path.exists(database + suffix):
                        os.unlink(database + suffix)
                os.unlink(target)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for case, kind, bad, kept in failures:
        for arguments, status, detail in bad:
            print(f"  case {case} ({kind}, kept as {kept}): tracker {' '.join(arguments[:4])} -> {status} "
                  f"{detail[-300:].decode('utf-8', 'replace') if detail else ''}")
    traps = sum(1 for _, _, bad, _ in failures for _, status, _ in bad if status.startswith("trap"))
    hangs = sum(1 for _, _, bad, _ in failures for _, status, _ in bad if status == "hang")
    print(f"fuzz-imports: seed {seed}, {cases} cases ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}), "
          f"{commands} commands run: {traps} traps, {hangs} hangs, {refused_left_changes} refused imports that changed the diary, "
          f"{len(failures)} failing cases")
    print(f"fuzz-imports: {cases - len(failures)} passed, {len(failures)} failed")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())

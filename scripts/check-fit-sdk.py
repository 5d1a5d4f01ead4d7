#!/usr/bin/env python3
"""Checks the FIT fixtures against Garmin's own FIT SDK for Python (`pip install garmin-fit-sdk`):
1. scripts/gen-fit-fixtures.py writes the same bytes as the committed fixtures;
2. the SDK decodes each swim fixture to the fields committed in its `.sdk.json` (lengths with stroke,
   strokes and time; laps; session distance, time, strokes, pool length and unit, heart rate;
   heart-rate records; the local-time offset) — Tracker's decoder must give the same fields
   (Tests/TrackerKitTests/Exchange/FitDecoderTests.swift reads the same files);
3. the SDK refuses each damaged fixture too (the damage is real);
4. given the tracker binary, `tracker import fit` adds each swim fixture once (a second import adds
   nothing) and refuses each damaged one (a non-zero exit), leaving the database without swims.
`--write` rewrites the `.sdk.json` files from the SDK. Last line: "check-fit-sdk: N passed, M failed".

  scripts/check-fit-sdk.py [BINARY] [--write]"""
import json
import os
import subprocess
import sys
import tempfile

try:
    from garmin_fit_sdk import Decoder, Stream
except ImportError:
    print("check-fit-sdk: Garmin's FIT SDK for Python is missing; install it with: python3 -m pip install garmin-fit-sdk==21.218.0")
    print('check-fit-sdk: 0 passed, 1 failed')
    sys.exit(1)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
FOLDER = os.path.join(ROOT, 'Tests', 'TrackerKitTests', 'Fixtures', 'fit')
EPOCH = 631065600
# The SDK for Python reads no compressed-timestamp header: such a fixture is checked through its twin.
TWINS = {'pool-compressed-polar.fit': 'pool-developer-polar.fit'}


def number(value):
    return None if value is None else round(float(value), 3)


def date(value):
    return None if value is None else number(value + EPOCH)


def canonical(messages):
    """The fields Tracker reads, in the units it reads them (seconds, metres, Unix time)."""
    file_id = (messages.get('file_id_mesgs') or [{}])[0]
    activity = (messages.get('activity_mesgs') or [{}])[0]
    offset = None
    if activity.get('local_timestamp') is not None and activity.get('timestamp') is not None:
        offset = activity['local_timestamp'] - activity['timestamp']
    return {
        'maker': number(file_id.get('manufacturer')),
        'local_offset': number(offset),
        'sessions': [{
            'start': date(s.get('start_time')), 'elapsed': number(s.get('total_elapsed_time')), 'timer': number(s.get('total_timer_time')),
            'distance': number(s.get('total_distance')), 'strokes': number(s.get('total_cycles')), 'sport': number(s.get('sport')),
            'sub_sport': number(s.get('sub_sport')), 'pool_length': number(s.get('pool_length')), 'pool_unit': number(s.get('pool_length_unit')),
            'avg_hr': number(s.get('avg_heart_rate')), 'max_hr': number(s.get('max_heart_rate')), 'min_hr': number(s.get('min_heart_rate')),
            'calories': number(s.get('total_calories')),
        } for s in messages.get('session_mesgs', [])],
        'laps': [{
            'start': date(x.get('start_time')), 'elapsed': number(x.get('total_elapsed_time')), 'distance': number(x.get('total_distance')),
            'active_lengths': number(x.get('num_active_lengths')),
        } for x in messages.get('lap_mesgs', [])],
        'lengths': [{
            'start': date(x.get('start_time')), 'elapsed': number(x.get('total_elapsed_time')), 'strokes': number(x.get('total_strokes')),
            'stroke': number(x.get('swim_stroke')), 'type': number(x.get('length_type')),
        } for x in messages.get('length_mesgs', [])],
        'heart_rate': [[date(r['timestamp']), number(r['heart_rate'])] for r in messages.get('record_mesgs', []) if r.get('heart_rate') is not None],
    }


def sdk_read(path):
    messages, errors = Decoder(Stream.from_file(path)).read(convert_datetimes_to_dates=False, convert_types_to_strings=False, expand_components=False,
                                                            merge_heart_rates=False)
    return messages, errors


def check_binary(binary, names, failures):
    """The real binary on every fixture, each into a fresh database; returns the number of checks passed."""
    passed = 0
    with tempfile.TemporaryDirectory() as work:
        for index, name in enumerate(names):
            database = os.path.join(work, f'{index}.sqlite')

            def tracker(*arguments):
                return subprocess.run([binary, '--db', database] + list(arguments), capture_output=True, text=True, timeout=60)
            first = tracker('import', 'fit', os.path.join(FOLDER, name))
            if name.startswith('damaged-'):
                ok = first.returncode != 0 and 'Nothing was imported' in first.stderr
            else:
                second = tracker('import', 'fit', os.path.join(FOLDER, name))
                ok = first.returncode == 0 and 'Swims: 1 added' in first.stdout and second.returncode == 0 and 'Swims: 0 added' in second.stdout
            if ok:
                passed += 1
            else:
                failures.append(f'{name}: tracker import fit answered {first.returncode}: {first.stdout.strip()} {first.stderr.strip()}')
    return passed


def main():
    write = '--write' in sys.argv
    binaries = [a for a in sys.argv[1:] if not a.startswith('--')]
    failures = []
    passed = 0
    with tempfile.TemporaryDirectory() as fresh:
        subprocess.run([sys.executable, os.path.join(ROOT, 'scripts', 'gen-fit-fixtures.py'), fresh], check=True, stdout=subprocess.DEVNULL)
        names = sorted(os.listdir(fresh))
        for name in names:
            committed = os.path.join(FOLDER, name)
            if not os.path.exists(committed) or open(committed, 'rb').read() != open(os.path.join(fresh, name), 'rb').read():
                failures.append(f'{name}: differs from what scripts/gen-fit-fixtures.py writes (run it and commit)')
    for name in names:
        path = os.path.join(FOLDER, TWINS.get(name, name))
        messages, errors = sdk_read(path)
        if name.startswith('damaged-'):
            if not errors:
                failures.append(f'{name}: the SDK reads it without an error, so it is not damaged')
            continue
        if errors:
            failures.append(f'{name}: the SDK refuses it: {errors}')
            continue
        expected_path = os.path.join(FOLDER, name.replace('.fit', '.sdk.json'))
        fields = json.dumps(canonical(messages), indent=1, sort_keys=True) + '\n'
        if write:
            with open(expected_path, 'w') as file:
                file.write(fields)
        elif not os.path.exists(expected_path) or open(expected_path).read() != fields:
            failures.append(f'{name}: the SDK reads other fields than {os.path.basename(expected_path)} holds (run with --write, and check the diff)')
        else:
            passed += 1
            print(f'ok  {name}: {len(canonical(messages)["lengths"])} lengths, {len(canonical(messages)["heart_rate"])} heart-rate records agree with the SDK')
    if binaries:
        passed += check_binary(os.path.abspath(binaries[0]), names, failures)
    for failure in failures:
        print('FAIL ' + failure)
    print(f'check-fit-sdk: {passed} passed, {len(failures)} failed')
    sys.exit(1 if failures else 0)


if __name__ == '__main__':
    main()

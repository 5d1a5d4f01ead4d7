#!/usr/bin/env python3
"""Writes the FIT fixtures of Tests/TrackerKitTests/Fixtures/fit: swims as Garmin, COROS, Suunto and
Polar watches record them, written with Garmin's own FIT SDK Encoder (`pip install garmin-fit-sdk`)
where it can, and with scripts/fitwriter.py for what it cannot write (big-endian definitions,
compressed timestamps, developer fields, a header without CRC) and for damaged files.
Deterministic: running it again writes the same bytes.
Usage: scripts/gen-fit-fixtures.py [FOLDER]   or, for BENCHMARKS.md: scripts/gen-fit-fixtures.py --large FILE"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fitwriter import FitWriter, ENUM, UINT8, UINT16, UINT32, UINT32Z, BYTE, STRING  # noqa: E402

from garmin_fit_sdk import Encoder  # noqa: E402

EPOCH = 631065600  # the FIT epoch, 1989-12-31T00:00:00Z, in Unix seconds
STROKES = {'free': 0, 'back': 1, 'breast': 2, 'fly': 3, 'drill': 4}


def plan_pool(start, pool, sets):
    """sets: ('swim', [(stroke, seconds, strokes or None)]) or ('rest', seconds) -> lengths, laps, end."""
    lengths, laps, t = [], [], start
    for kind, content in sets:
        lap = {'start': t, 'first': len(lengths)}
        if kind == 'rest':
            lengths.append({'start': t, 'seconds': content, 'type': 0})
            t += content
            lap.update(active=0, distance=0.0, stroke=None)
        else:
            for stroke, seconds, strokes in content:
                lengths.append({'start': t, 'seconds': seconds, 'type': 1, 'stroke': STROKES[stroke], 'strokes': strokes})
                t += seconds
            kinds = {STROKES[s] for s, _, _ in content}
            lap.update(active=len(content), distance=len(content) * pool, stroke=kinds.pop() if len(kinds) == 1 else 5)
        lap.update(seconds=t - lap['start'], count=len(lengths) - lap['first'])
        lap['strokes'] = sum(x.get('strokes') or 0 for x in lengths[lap['first']:])
        laps.append(lap)
    return lengths, laps, t


def heart_rate(start, end, every, base):
    return [(t, base + (i * 7) % 31) for i, t in enumerate(range(start, end, every))]


def session_of(start, end, distance, strokes, hr, **extra):
    bpm = [b for _, b in hr]
    session = dict(start=start, end=end, distance=distance, strokes=strokes, avg=round(sum(bpm) / len(bpm)), max=max(bpm), min=min(bpm))
    session.update(extra)
    return session


def pool_25m():
    start = 1771049100  # 2026-02-14T06:05:00Z, 07:05 in Berlin
    sets = [('swim', [('free', 24, 17), ('free', 25, 18), ('free', 25, 18), ('free', 26, 19)]), ('rest', 30),
            ('swim', [('back', 31, 20), ('back', 32, 21), ('breast', 35, 14), ('breast', 36, 15)]), ('rest', 20),
            ('swim', [('drill', 45, None), ('drill', 47, None)]), ('rest', 15),
            ('swim', [('fly', 28, 16), ('fly', 30, 17)])]
    lengths, laps, end = plan_pool(start, 25.0, sets)
    hr = heart_rate(start, end, 5, 118)
    active = [x for x in lengths if x['type'] == 1]
    return dict(maker=1, offset=3600, lengths=lengths, laps=laps, hr=hr,
                session=session_of(start, end, 25.0 * len(active), sum(x['strokes'] or 0 for x in active), hr,
                                   sub_sport=17, pool=25.0, unit=0, calories=140))


def pool_25yd():
    start = 1771168500  # 2026-02-15T15:15:00Z, 10:15 in New York
    sets = [('swim', [('free', 20, 15), ('free', 21, 16), ('free', 21, 16), ('free', 22, 16)]), ('rest', 40),
            ('swim', [('free', 22, 16), ('free', 22, 17), ('breast', 30, 12), ('breast', 31, 12)])]
    lengths, laps, end = plan_pool(start, 22.86, sets)
    hr = heart_rate(start, end, 4, 124)
    active = [x for x in lengths if x['type'] == 1]
    return dict(maker=294, offset=-18000, lengths=lengths, laps=laps, hr=hr,
                session=session_of(start, end, 22.86 * len(active), sum(x['strokes'] for x in active), hr,
                                   sub_sport=17, pool=22.86, unit=1, calories=60))


def open_water():
    start = 1783314000  # 2026-07-06T05:00:00Z, 07:00 in Helsinki... summer time is +3: 08:00
    laps, t = [], start
    for seconds in (590, 605, 612):
        laps.append({'start': t, 'seconds': seconds, 'distance': 500.0, 'active': None, 'stroke': 0, 'strokes': 0, 'count': None})
        t += seconds
    hr = heart_rate(start, t, 10, 130)
    return dict(maker=23, offset=10800, lengths=[], laps=laps, hr=hr,
                session=session_of(start, t, 1500.0, 1320, hr, sub_sport=18, pool=None, unit=None, calories=390, stroke=0))


def encode_sdk(swim):
    """The swim with Garmin's FIT SDK Encoder (little-endian, normal headers, 14-byte header with CRC)."""
    s, fit = swim['session'], lambda unix: unix - EPOCH
    encoder = Encoder()
    encoder.on_mesg(0, dict(type=4, manufacturer=swim['maker'], product=1, serial_number=1234567, time_created=fit(s['start'])))
    encoder.on_mesg(21, dict(timestamp=fit(s['start']), event=0, event_type=0))
    queue = [(t, 20, dict(timestamp=fit(t), heart_rate=b)) for t, b in swim['hr']]
    for index, length in enumerate(swim['lengths']):
        message = dict(timestamp=fit(length['start'] + length['seconds']), message_index=index, start_time=fit(length['start']),
                       total_elapsed_time=length['seconds'], total_timer_time=length['seconds'], length_type=length['type'], event=28, event_type=1)
        if length['type'] == 1:
            message.update(swim_stroke=length['stroke'])
            if length['strokes'] is not None:
                message.update(total_strokes=length['strokes'])
        queue.append((length['start'] + length['seconds'], 101, message))
    for index, lap in enumerate(swim['laps']):
        message = dict(timestamp=fit(lap['start'] + lap['seconds']), message_index=index, start_time=fit(lap['start']),
                       total_elapsed_time=lap['seconds'], total_timer_time=lap['seconds'], total_distance=lap['distance'], event=9, event_type=1)
        if lap['count'] is not None:
            message.update(num_lengths=lap['count'], first_length_index=lap['first'], num_active_lengths=lap['active'])
        if lap['stroke'] is not None:
            message.update(swim_stroke=lap['stroke'])
        queue.append((lap['start'] + lap['seconds'], 19, message))
    for _, number, message in sorted(queue, key=lambda item: (item[0], item[1])):
        encoder.on_mesg(number, message)
    session = dict(timestamp=fit(s['end']), start_time=fit(s['start']), sport=5, sub_sport=s['sub_sport'], total_elapsed_time=s['end'] - s['start'],
                   total_timer_time=s['end'] - s['start'], total_distance=s['distance'], total_cycles=s['strokes'], total_calories=s['calories'],
                   avg_heart_rate=s['avg'], max_heart_rate=s['max'], min_heart_rate=s['min'], num_laps=len(swim['laps']), event=8, event_type=1)
    if s['pool'] is not None:
        session.update(pool_length=s['pool'], pool_length_unit=s['unit'], num_lengths=len(swim['lengths']),
                       num_active_lengths=sum(1 for x in swim['lengths'] if x['type'] == 1))
    if s.get('stroke') is not None:
        session.update(swim_stroke=s['stroke'])
    encoder.on_mesg(18, session)
    encoder.on_mesg(34, dict(timestamp=fit(s['end']), local_timestamp=fit(s['end']) + swim['offset'], num_sessions=1, type=0, event=26, event_type=1,
                             total_timer_time=s['end'] - s['start']))
    return encoder.close()


def developer_fields(compressed):
    """A Polar-made 25 m pool swim: 12-byte header without CRC, big-endian record and length
    definitions, records with a developer field, a manufacturer message the profile does not
    define, and local message types 0–15; with `compressed`, records after the first carry
    compressed-timestamp headers (the SDK for Python reads no such header, so its twin without
    them is what the SDK checks)."""
    start = 1771221600  # 2026-02-16T06:00:00Z
    sets = [('swim', [('free', 27, 19), ('free', 28, 20), ('free', 28, 20)]), ('rest', 25), ('swim', [('back', 33, 22), ('back', 34, 22), ('free', 29, 20)])]
    lengths, laps, end = plan_pool(start, 25.0, sets)
    hr = heart_rate(start, end, 3, 110)
    fit = lambda unix: unix - EPOCH  # noqa: E731
    w = FitWriter()
    w.define(15, 0, [(0, ENUM), (1, UINT16), (2, UINT16), (3, UINT32Z), (4, UINT32)])
    w.data(15, [4, 123, 7, 42, fit(start)])
    # developer_data_id (207) and field_description (206): one developer field, "breaths", uint16.
    w.define(14, 207, [(1, BYTE), (3, UINT8)])
    w.data(14, [0xAB, 0])
    w.define(13, 206, [(0, UINT8), (1, UINT8), (2, UINT8)])
    w.data(13, [0, 0, 0x84])
    w.define(12, 0xFF00, [(0, UINT32), (1, UINT16)])  # manufacturer-specific: skipped
    w.data(12, [0xDEADBEEF, 7])
    w.define(0, 20, [(253, UINT32), (3, UINT8)], developer=[(0, 2, 0)], big_endian=True)
    w.define(1, 20, [(3, UINT8)], developer=[(0, 2, 0)], big_endian=True)
    w.define(2, 101, [(253, UINT32), (254, UINT16), (2, UINT32), (3, UINT32), (4, UINT32), (5, UINT16), (7, ENUM), (12, ENUM)], big_endian=True)
    w.define(3, 19, [(253, UINT32), (254, UINT16), (2, UINT32), (7, UINT32), (8, UINT32), (9, UINT32), (32, UINT16), (35, UINT16), (40, UINT16), (38, ENUM)])
    events = [(t, 0, b) for t, b in hr] + [(x['start'] + x['seconds'], 1, i) for i, x in enumerate(lengths)] + \
        [(x['start'] + x['seconds'], 2, i) for i, x in enumerate(laps)]
    last = None
    for t, kind, value in sorted(events):
        if kind == 0:
            breaths = (value * 3) & 0xFFFF
            if compressed and last is not None and 0 < t - last < 32:
                w.data(1, [value], developer=breaths.to_bytes(2, 'big'), time_offset=fit(t) & 0x1F)
            else:
                w.data(0, [fit(t), value], developer=breaths.to_bytes(2, 'big'))
        elif kind == 1:
            x = lengths[value]
            stroke = x.get('stroke') if x['type'] == 1 else None
            w.data(2, [fit(t), value, fit(x['start']), x['seconds'] * 1000, x['seconds'] * 1000, x.get('strokes'), stroke, x['type']])
        else:
            x = laps[value]
            w.data(3, [fit(t), value, fit(x['start']), x['seconds'] * 1000, x['seconds'] * 1000, round(x['distance'] * 100), x['count'], x['first'],
                       x['active'], x['stroke']])
        last = t
    active = [x for x in lengths if x['type'] == 1]
    bpm = [b for _, b in hr]
    w.define(4, 18, [(253, UINT32), (2, UINT32), (5, ENUM), (6, ENUM), (7, UINT32), (8, UINT32), (9, UINT32), (10, UINT32), (16, UINT8), (17, UINT8),
                     (44, UINT16), (46, ENUM)])
    w.data(4, [fit(end), fit(start), 5, 17, (end - start) * 1000, (end - start) * 1000, len(active) * 2500, sum(x['strokes'] for x in active),
               round(sum(bpm) / len(bpm)), max(bpm), 2500, 0])
    w.define(5, 34, [(253, UINT32), (5, UINT32), (1, UINT16)])
    w.data(5, [fit(end), fit(end) + 3600, 1])
    return w.file(header_size=12)


def damaged(good):
    """Damage as it happens: a download cut short, a flipped bit, a file that is not FIT, and a
    data message before any definition (with a valid CRC, so only the decoder's own checks catch it)."""
    cut = good[:len(good) * 3 // 5]
    flipped = bytearray(good)
    flipped[len(good) // 2] ^= 0x10
    w = FitWriter()
    w.define(0, 0, [(0, ENUM)])
    w.data(0, [4])
    w.raw(bytes([0x03, 0x01, 0x02]))  # local type 3 was never defined
    return {'damaged-truncated.fit': cut, 'damaged-bitflip.fit': bytes(flipped), 'damaged-not-fit.fit': b'<?xml version="1.0"?><gpx/>\n',
            'damaged-undefined-local.fit': w.file()}


def large(seconds=86_399):
    """For BENCHMARKS.md: a 24-hour pool swim (the longest a swim may be) with a record each second
    carrying position, distance, speed, heart rate and 64 bytes of developer data (about 100 bytes a
    record, 8.6 MB in all) and a length each 30 s."""
    start = 1771049100
    fit = lambda unix: unix - EPOCH  # noqa: E731
    w = FitWriter()
    w.define(0, 0, [(0, ENUM), (1, UINT16), (4, UINT32)])
    w.data(0, [4, 1, fit(start)])
    w.define(1, 20, [(253, UINT32), (0, 0x85), (1, 0x85), (5, UINT32), (6, UINT16), (3, UINT8), (4, UINT8), (13, 0x01)], developer=[(0, 64, 0)])
    w.define(2, 101, [(253, UINT32), (2, UINT32), (3, UINT32), (5, UINT16), (7, ENUM), (12, ENUM)])
    padding = bytes(range(64))
    for t in range(seconds):
        w.data(1, [fit(start + t), 600000000 + t, -1200000000 - t, t * 83, 833, 120 + t % 40, 30, 27], developer=padding)
        if t % 30 == 29:
            w.data(2, [fit(start + t + 1), fit(start + t - 29), 30000, 20, 0, 1])
    w.define(3, 18, [(253, UINT32), (2, UINT32), (5, ENUM), (6, ENUM), (7, UINT32), (8, UINT32), (9, UINT32), (44, UINT16), (46, ENUM)])
    w.data(3, [fit(start + seconds), fit(start), 5, 17, seconds * 1000, seconds * 1000, (seconds // 30) * 2500, 2500, 0])
    return w.file()


def fixtures():
    pool = encode_sdk(pool_25m())
    files = {'pool-25m-garmin.fit': pool, 'pool-25yd-coros.fit': encode_sdk(pool_25yd()), 'open-water-suunto.fit': encode_sdk(open_water()),
             'pool-developer-polar.fit': developer_fields(compressed=False), 'pool-compressed-polar.fit': developer_fields(compressed=True)}
    files.update(damaged(pool))
    return files


def main():
    if len(sys.argv) == 3 and sys.argv[1] == '--large':
        with open(sys.argv[2], 'wb') as file:
            file.write(large())
        return
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'Tests', 'TrackerKitTests', 'Fixtures', 'fit')
    os.makedirs(folder, exist_ok=True)
    for name, data in fixtures().items():
        with open(os.path.join(folder, name), 'wb') as file:
            file.write(data)
    print(f'wrote {len(fixtures())} FIT fixtures to {os.path.normpath(folder)}')


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""The workout countdown in the real binary, in a real pseudo-terminal: starts a 30 s exercise with
keystrokes, waits for "Time!" in the output, and reports the error at zero (against the moment the
start key was sent + 30 s) and the CPU the process used while counting (utime+stime from /proc).
With --termdown, runs `termdown 30` the same way for comparison (CPU only).
With --step-wall N, runs under libfaketime (monotonic clock untouched), steps the wall clock by N
seconds halfway through, rings the bell, and reports when each bell and "Time!" came.

  scripts/bench-timer.py .build/release/tracker
  scripts/bench-timer.py --step-wall -10 .build/release/tracker
  scripts/bench-timer.py --termdown
"""
import argparse
import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time
import tty

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime, stime


LIBFAKETIME = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"


def spawn(argv, cols=100, rows=30, extra_env=None):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    tty.setraw(slave)
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, start_new_session=True,
                            env=dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", **(extra_env or {})))
    os.close(slave)
    return proc, master


def read_until(master, pattern, timeout, bells=None):
    """Reads output until `pattern` (a regex on text with escape sequences removed) shows; returns the time.
    With `bells`, appends the time of each BEL byte seen on the way."""
    seen = ""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.002)
        if ready:
            chunk = os.read(master, 65536).decode("utf-8", "replace")
            if bells is not None:
                bells.extend([time.monotonic()] * chunk.count("\x07"))
            seen += re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[=>]", "", chunk)
            if re.search(pattern, seen):
                return time.monotonic()
            seen = seen[-4000:]
    raise SystemExit(f"did not see {pattern!r} within {timeout} s; last seen: {seen[-300:]!r}")


def tracker(binary, seconds, step=None):
    folder = tempfile.mkdtemp()
    db = os.path.join(folder, "timer.sqlite")
    bell = "off" if step is None else "on"
    subprocess.run([binary, "--db", db, "settings", "set", "workout.seconds", str(seconds)], check=True, capture_output=True)
    subprocess.run([binary, "--db", db, "settings", "set", "workout.bell", bell], check=True, capture_output=True)
    fake = os.path.join(folder, "faketime")
    extra = None
    if step is not None:
        with open(fake, "w") as f:
            f.write("+0\n")
        extra = {"LD_PRELOAD": LIBFAKETIME, "FAKETIME_TIMESTAMP_FILE": fake, "FAKETIME_NO_CACHE": "1",
                 "FAKETIME_DONT_FAKE_MONOTONIC": "1"}
    # Under libfaketime a Swift program sees no arguments: the database is named by TRACKER_DB.
    proc, master = spawn([binary], extra_env=dict(extra or {}, TRACKER_DB=db))
    read_until(master, r"Welcome to Tracker", 5)
    os.write(master, b"\x1b")          # skip onboarding
    read_until(master, r"Skipped", 5)
    os.write(master, b"3")
    read_until(master, r"Get Started", 5)
    os.write(master, b"\r")            # to the first exercise
    read_until(master, r"Start \]", 5)
    time.sleep(0.2)
    before = cpu_ticks(proc.pid)
    started = time.monotonic()
    os.write(master, b"\r")            # Start
    bells = []
    if step is not None:
        try:
            read_until(master, r"Time!", seconds / 2, bells)
        except SystemExit:
            pass
        with open(fake + ".tmp", "w") as f:
            f.write(f"{step:+d}\n")
        os.rename(fake + ".tmp", fake)
        print(f"wall clock stepped by {step:+d} s at {time.monotonic() - started:.3f} s")
    finished = read_until(master, r"Time!", seconds + 5 + abs(step or 0), bells)
    after = cpu_ticks(proc.pid)
    os.write(master, b"q")
    proc.wait(timeout=5)
    if step is not None:
        print("bells at " + ", ".join(f"{b - started:.3f}" for b in bells) + f" s (expected {seconds - 3}, {seconds - 2}, {seconds - 1}, {seconds})")
    error_ms = (finished - started - seconds) * 1000
    cpu = (after - before) / TICKS / (finished - started) * 100
    print(f"tracker {seconds} s countdown: zero shown {error_ms:+.1f} ms from start + {seconds} s; "
          f"CPU {after - before} ticks = {cpu:.2f} % of a core")


def termdown(seconds):
    proc, master = spawn(["termdown", str(seconds)])
    time.sleep(1)
    before, started = cpu_ticks(proc.pid), time.monotonic()
    end = started + seconds - 2
    while time.monotonic() < end:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            os.read(master, 65536)
    after, stopped = cpu_ticks(proc.pid), time.monotonic()
    proc.kill()
    cpu = (after - before) / TICKS / (stopped - started) * 100
    print(f"termdown {seconds} s, measured over {stopped - started:.1f} s: CPU {after - before} ticks = {cpu:.2f} % of a core")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", nargs="?", default=".build/release/tracker")
    parser.add_argument("--seconds", type=int, default=30)
    parser.add_argument("--termdown", action="store_true")
    parser.add_argument("--step-wall", type=int, metavar="N", help="step the wall clock by N seconds halfway (libfaketime)")
    args = parser.parse_args()
    if args.termdown:
        termdown(args.seconds)
    else:
        tracker(args.binary, args.seconds, args.step_wall)

#!/usr/bin/env python3
"""The workout countdown in the real binary, in a real pseudo-terminal: starts a 30 s exercise with
keystrokes, waits for "Time!" in the output, and reports the error at zero (against the moment the
start key was sent + 30 s) and the CPU the process used while counting (utime+stime from /proc).
With --termdown, runs `termdown 30` the same way for comparison (CPU only).

  scripts/bench-timer.py .build/release/tracker
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


def spawn(argv, cols=100, rows=30):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    tty.setraw(slave)
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, start_new_session=True,
                            env=dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8"))
    os.close(slave)
    return proc, master


def read_until(master, pattern, timeout):
    """Reads output until `pattern` (a regex on text with escape sequences removed) shows; returns the time."""
    seen = ""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.002)
        if ready:
            chunk = os.read(master, 65536).decode("utf-8", "replace")
            seen += re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[=>]", "", chunk)
            if re.search(pattern, seen):
                return time.monotonic()
            seen = seen[-4000:]
    raise SystemExit(f"did not see {pattern!r} within {timeout} s")


def tracker(binary, seconds):
    folder = tempfile.mkdtemp()
    db = os.path.join(folder, "timer.sqlite")
    subprocess.run([binary, "--db", db, "settings", "set", "workout.seconds", str(seconds)], check=True, capture_output=True)
    subprocess.run([binary, "--db", db, "settings", "set", "workout.bell", "off"], check=True, capture_output=True)
    proc, master = spawn([binary, "--db", db])
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
    finished = read_until(master, r"Time!", seconds + 5)
    after = cpu_ticks(proc.pid)
    os.write(master, b"q")
    proc.wait(timeout=5)
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
    args = parser.parse_args()
    if args.termdown:
        termdown(args.seconds)
    else:
        tracker(args.binary, args.seconds)

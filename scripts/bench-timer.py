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
With --tabata, runs a 60-phase Tabata (30 rounds of 3 s work and 3 s rest, 180 s), hears the bell of
each phase change, and reports how late each came against the start key + 3 s × k: the drift over
60 phases is how much later the last came than the first.
With --suspend, runs a Tabata of 4 s phases in a shell under tmux (job control needs one), presses
Ctrl-Z 1 s into the first rest, `fg` 12 s later, and reports what the screen says on return, and
how long after Space the rest ended (3 s if it was paused, at once if it was not).

  scripts/bench-timer.py --tabata .build/release/tracker
  scripts/bench-timer.py --suspend .build/release/tracker
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


def settings(binary, db, pairs):
    for key, value in pairs:
        subprocess.run([binary, "--db", db, "settings", "set", key, str(value)], check=True, capture_output=True)


def tabata_drift(binary):
    """60 phases of 3 s. With bells on and no warning bells, each phase change rings (work once, rest
    twice, the end three times): the k-th change is due 3k s after T. Reports each change's error
    and the drift, how much later the last change came than the first (a schedule kept adds none)."""
    folder = tempfile.mkdtemp()
    db = os.path.join(folder, "tabata.sqlite")
    settings(binary, db, [("workout.tabataWork", 3), ("workout.tabataRest", 3), ("workout.tabataRounds", 30), ("workout.bell", "on"),
                          ("workout.warningSeconds", 0), ("workout.flash", "off")])
    proc, master = spawn([binary], extra_env={"TRACKER_DB": db})
    try:
        read_until(master, r"Welcome to Tracker", 5)
        os.write(master, b"\x1b")
        read_until(master, r"Skipped", 5)
        os.write(master, b"3")
        read_until(master, r"Get Started", 5)
        time.sleep(0.2)
        before = cpu_ticks(proc.pid)
        started = time.monotonic()
        os.write(master, b"T")
        bells = []
        finished = read_until(master, r"High Five", 200, bells)
        after = cpu_ticks(proc.pid)
        os.write(master, b"\r")
        os.write(master, b"q")
        proc.wait(timeout=5)
    finally:
        if proc.poll() is None:
            proc.kill()
        subprocess.run(["rm", "-rf", folder])
    changes = []
    for bell in bells:  # the bells of one change come together: keep the first of each group
        if not changes or bell - changes[-1] > 0.5:
            changes.append(bell)
    errors = [(t - started - 3 * (k + 1)) * 1000 for k, t in enumerate(changes)]
    # One change's error is mostly that wake-up's latency; the medians of the first and last ten show the trend.
    first10, last10 = sorted(errors[:10])[5], sorted(errors[-10:])[5]
    cpu = (after - before) / TICKS / (finished - started) * 100
    print(f"tracker 60-phase Tabata (30 x (3 s work, 3 s rest) = 180 s): {len(changes)} phase changes heard (60 due); "
          f"error of the 1st {errors[0]:+.1f} ms, the 30th {errors[min(29, len(errors) - 1)]:+.1f} ms, the last {errors[-1]:+.1f} ms, "
          f"max {max(errors):+.1f} ms; drift (last - first) {errors[-1] - errors[0]:+.1f} ms, "
          f"(median of the last 10 - median of the first 10) {last10 - first10:+.1f} ms; High Five {(finished - started - 180) * 1000:+.1f} ms; "
          f"CPU {cpu:.2f} % of a core")


def tmux(socket, *words, check=True):
    return subprocess.run(["tmux", "-L", socket, *words], check=check, capture_output=True, text=True).stdout


def wait_screen(socket, pattern, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        screen = tmux(socket, "capture-pane", "-p", "-t", "bench")
        if re.search(pattern, screen):
            return time.monotonic(), screen
        time.sleep(0.005)
    raise SystemExit(f"did not see {pattern!r} within {timeout} s; screen:\n{screen}")


def suspend(binary):
    """Ctrl-Z 1 s into a 4 s rest, fg 12 s later: paused (3 s left, said) or on schedule, never neither."""
    folder = tempfile.mkdtemp()
    db = os.path.join(folder, "suspend.sqlite")
    socket = f"bench-timer-{os.getpid()}"
    binary = os.path.abspath(binary)
    settings(binary, db, [("workout.tabataWork", 4), ("workout.tabataRest", 4), ("workout.bell", "off")])
    try:
        tmux(socket, "new-session", "-d", "-s", "bench", "-x", "80", "-y", "24", "env", "-i", f"PATH={os.environ['PATH']}", "TERM=xterm-256color",
             "LANG=C.UTF-8", "bash", "--norc", "--noprofile")
        tmux(socket, "send-keys", "-t", "bench", f"{binary} --db {db}", "Enter")
        wait_screen(socket, r"Welcome to Tracker", 10)
        tmux(socket, "send-keys", "-t", "bench", "Escape")
        wait_screen(socket, r"Skipped", 5)
        tmux(socket, "send-keys", "-t", "bench", "3")
        wait_screen(socket, r"Get Started", 5)
        tmux(socket, "send-keys", "-t", "bench", "T")
        rest_seen, _ = wait_screen(socket, r"round 1 of 8 · rest", 10)
        time.sleep(1.0)
        tmux(socket, "send-keys", "-t", "bench", "C-z")
        wait_screen(socket, r"Stopped|suspended", 5)
        time.sleep(12)
        tmux(socket, "send-keys", "-t", "bench", "fg", "Enter")
        back, screen = wait_screen(socket, r"Workout|round", 5)
        time.sleep(0.3)
        screen = tmux(socket, "capture-pane", "-p", "-t", "bench")
        paused = re.search(r"[Pp]aused", screen) is not None
        title = next((line.strip(" │┌┐─") for line in screen.splitlines() if "Tabata ·" in line), "?")
        status = screen.rstrip().splitlines()[-1].strip()
        print(f"after fg (12 s stopped, 1 s into a 4 s rest): phase “{title}”; paused: {'yes' if paused else 'no'}; status line “{status}”")
        if paused:
            pressed = time.monotonic()
            tmux(socket, "send-keys", "-t", "bench", "Space")
            ended, _ = wait_screen(socket, r"round 2 of 8", 10)
            print(f"Space, then the rest ended after {ended - pressed:.3f} s (3 s were left)")
        else:
            print(f"not paused: the rest had ended by the first look, {time.monotonic() - back:.3f} s after fg")
        tmux(socket, "send-keys", "-t", "bench", "Escape")
        tmux(socket, "send-keys", "-t", "bench", "y")
        tmux(socket, "send-keys", "-t", "bench", "q")
        tmux(socket, "send-keys", "-t", "bench", "y")
    finally:
        tmux(socket, "kill-server", check=False)
        subprocess.run(["rm", "-rf", folder])


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
    parser.add_argument("--tabata", action="store_true", help="drift over a 60-phase Tabata")
    parser.add_argument("--suspend", action="store_true", help="Ctrl-Z mid-rest under tmux, fg 12 s later")
    args = parser.parse_args()
    if args.tabata:
        tabata_drift(args.binary)
    elif args.suspend:
        suspend(args.binary)
    elif args.termdown:
        termdown(args.seconds)
    else:
        tracker(args.binary, args.seconds, args.step_wall)

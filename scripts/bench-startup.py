#!/usr/bin/env python3
"""Whole-process start -> first frame -> quit, in a real pseudo-terminal, with the quit keys
typed before the program starts. Prints the median wall time and the peak RSS.

  scripts/bench-startup.py --runs 50 -- .build/release/tracker --db /tmp/empty.sqlite
  scripts/bench-startup.py --keys qy -- calcurse -D /tmp/calcurse-data
"""
import argparse
import fcntl
import os
import select
import statistics
import struct
import subprocess
import sys
import termios
import time
import tty


def run_once(argv, keys, cols, rows):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    # Raw mode first, so a pre-typed Ctrl-C reaches the program as a key instead of becoming a
    # SIGINT for a foreground group that does not exist yet.
    tty.setraw(slave)
    os.write(master, keys.encode())  # pre-typed: waiting in the terminal's input queue
    env = dict(os.environ, TERM=os.environ.get("BENCH_TERM", "xterm-256color"))
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    output = 0
    usage = None
    while True:
        ready, _, _ = select.select([master], [], [], 0.01)
        if ready:
            try:
                output += len(os.read(master, 65536))
            except OSError:
                pass
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            elapsed = time.perf_counter() - start
            break
        if time.perf_counter() - start > 10:
            proc.kill()
            raise SystemExit(f"{argv[0]} did not quit within 10 s (keys {keys!r} not taken?)")
    os.close(master)
    return elapsed, usage.ru_maxrss, output, status


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--keys", default="q")
    parser.add_argument("--size", default="100x30")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    argv = args.command[1:] if args.command[:1] == ["--"] else args.command
    cols, rows = (int(v) for v in args.size.lower().split("x"))
    for _ in range(args.warmup):
        run_once(argv, args.keys, cols, rows)
    times, rss = [], []
    for _ in range(args.runs):
        elapsed, maxrss, output, status = run_once(argv, args.keys, cols, rows)
        if output == 0:
            raise SystemExit("no output: the program drew nothing")
        times.append(elapsed * 1000)
        rss.append(maxrss / 1024)
    print(f"{' '.join(argv)}: median {statistics.median(times):.1f} ms "
          f"(min {min(times):.1f}, max {max(times):.1f}, {args.runs} runs), "
          f"peak RSS median {statistics.median(rss):.1f} MB (max {max(rss):.1f})")


if __name__ == "__main__":
    main()

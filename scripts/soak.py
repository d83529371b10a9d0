#!/usr/bin/env python3
"""Soak check for the demo (make soak): autoplay for many frames under Xvfb with --stats, then
compare resident memory and live GL objects after warm-up (frame 1200) with those at exit.

Fails (exit 1) when the GL object count grows at all, or resident memory grows by more than
--rss-slack MiB (the stats keep one number per frame, and malloc keeps some slack).

    python3 scripts/soak.py .build/release/SpaceShooter --frames 20000 --size 320x180
"""
import argparse
import json
import os
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--frames", type=int, default=20000)
    parser.add_argument("--size", default="320x180")
    parser.add_argument("--rss-slack", type=float, default=16.0, help="allowed RSS growth in MiB")
    args = parser.parse_args()
    env = dict(os.environ, ALSOFT_DRIVERS="null")
    command = ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", args.binary, "--autoplay", "--frames",
               str(args.frames), "--size", args.size, "--stats"]
    process = subprocess.run(command, env=env, capture_output=True, text=True, timeout=3600)
    lines = [line for line in process.stdout.splitlines() if line.startswith("{")]
    if process.returncode != 0 or not lines:
        print(f"soak: the demo failed (exit {process.returncode})\n{process.stderr[-2000:]}", file=sys.stderr)
        return 1
    stats = json.loads(lines[-1])
    warm_rss, end_rss = stats.get("warmRssMB"), stats.get("endRssMB")
    warm_gl, end_gl = stats.get("warmGLObjects"), stats.get("endGLObjects")
    if None in (warm_rss, end_rss, warm_gl, end_gl):
        print(f"soak: the stats have no resource samples: {lines[-1]}", file=sys.stderr)
        return 1
    print(f"soak: demo {stats['frames']} frames at {args.size}: RSS {warm_rss} MB after warm-up, {end_rss} MB at the end; "
          f"GL objects {warm_gl} after warm-up, {end_gl} at the end; {stats['glErrors']} GL errors")
    failures = []
    if end_gl > warm_gl:
        failures.append(f"GL objects grew from {warm_gl} to {end_gl}")
    if end_rss - warm_rss > args.rss_slack:
        failures.append(f"RSS grew by {end_rss - warm_rss:.1f} MB (more than {args.rss_slack} MB)")
    if stats["glErrors"]:
        failures.append(f"{stats['glErrors']} GL errors")
    for failure in failures:
        print(f"soak: FAILED: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""End-to-end smoke test of the SpaceShooter demo (run by `make demo-smoke`, part of `make test`).

    python3 scripts/demo-smoke.py path/to/SpaceShooter [--frames 360] [--size 320x180]

Runs the demo under `xvfb-run -a` in autoplay (which visits every effect preset, the pause blur
and both transitions) and checks:
  * it exits 0 and prints the stats JSON line with every field;
  * glErrors == 0 and programsCompiledAfterWarmup == 0;
  * the screenshot is a PNG of the requested size that is not blank (real contrast and colour);
  * a second run with the same seed writes the same screenshot (determinism);
  * a third run with `--gles` (an OpenGL ES 3.0 context, MESA_GLES_VERSION_OVERRIDE=3.0) passes
    the same stats checks and writes nearly the same screenshot as desktop GL;
  * bad flags exit with code 2 and a message;
  * live reload: editing a copy of Assets/Effects/space-shooter.yaml (`--effects`) while the
    game runs reports a bad edit (file:line:column) and applies a good one within 2 s; the same
    for a GLSL error in a shader file it names (reported at the .glsl file's line);
  * with no audio device it runs silently and says so once; a corrupt high-score file is
    reported and ignored (both in an interactive run of a few frames).
Only the standard library: the PNG is decoded with zlib.
"""

import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile
import zlib

ENV = {"MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330", "MESA_GLES_VERSION_OVERRIDE": "3.0",
       "ALSOFT_DRIVERS": "null"}


def read_png(path):
    """Returns (width, height, rows of RGB(A) bytes) of an 8-bit RGB/RGBA PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    pos, idat, width = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), f"unexpected PNG format depth {depth} colour {colour}"
        elif kind == b"IDAT":
            idat += body
    bpp = 4 if colour == 6 else 3
    stride = width * bpp
    raw = zlib.decompress(idat)
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, bpp, rows


def run(binary, args, timeout=300, env_overrides=None):
    command = ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", binary] + args
    env = dict(os.environ, **ENV)
    env.update(env_overrides or {})
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout)


def copy_assets(tmp):
    """Makes `tmp` an Assets folder of its own (--assets) and returns (the shipped effect file, its
    copy `tmp/Effects/effects.yaml`). The effect file names shader files as ../Shaders/…, which
    the demo reads inside its assets root: Effects and Shaders are copies (to edit); the other
    folders are links to the real ones."""
    import shutil
    assets = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets")
    source = os.path.join(assets, "Effects", "space-shooter.yaml")
    os.makedirs(os.path.join(tmp, "Effects"))
    path = os.path.join(tmp, "Effects", "effects.yaml")
    shutil.copy(source, path)
    shutil.copytree(os.path.join(assets, "Shaders"), os.path.join(tmp, "Shaders"))
    for name in os.listdir(assets):
        if name not in ("Effects", "Shaders"):
            os.symlink(os.path.abspath(os.path.join(assets, name)), os.path.join(tmp, name))
    return source, path


def check_live_reload(binary, failures):
    """Edits a copy of the effect file while the game runs (interactive, 60 fps): a bad edit is
    reported (file:line:column) and keeps running, a good edit reloads within a second or two and
    is warmed up (nothing compiled after warm-up, no GL errors)."""
    import queue
    import threading
    import time
    with tempfile.TemporaryDirectory() as tmp:
        source, path = copy_assets(tmp)
        shader = os.path.join(tmp, "Shaders", "heat-shimmer.glsl")
        shader_text = open(shader).read()
        original = open(path).read()
        good_line = "parameters: {intensity: 0.35, radius: 1.2}"
        if good_line not in original:
            failures.append(f"live reload: '{good_line}' is not in {source}")
            return

        def write(text, target=path):  # atomically, as editors do
            with open(target + ".tmp", "w") as f:
                f.write(text)
            os.replace(target + ".tmp", target)

        env = dict(os.environ, **ENV, SPACESHOOTER_TRACE="1")
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", binary, "--effects", path, "--assets", tmp,
                   "--frames", "600", "--size", "320x180", "--overlay", "--stats"]
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(l) for l in process.stderr], daemon=True).start()
        log = []

        def wait_for(predicate, timeout):
            start = time.monotonic()
            while time.monotonic() - start < timeout:
                try:
                    line = lines.get(timeout=0.05)
                except queue.Empty:
                    continue
                log.append(line)
                if predicate(line):
                    return time.monotonic() - start
            return None

        try:
            if wait_for(lambda l: l.startswith("trace: warm-up"), 60) is None:
                failures.append("live reload: the game never warmed up:\n" + "".join(log))
                return
            write(original.replace(good_line, "parameters: {intensity: 5, radius: 1.2}"))
            bad = wait_for(lambda l: "error:" in l and "[outOfRange]" in l, 5)
            if bad is None or bad > 2:
                failures.append(f"live reload: a bad edit was not reported within 2 s ({bad}):\n" + "".join(log))
                return
            if not any(f"{path}:" in l for l in log[-3:]):
                failures.append("live reload: the error does not name file:line:column:\n" + "".join(log))
            write(original.replace(good_line, "parameters: {intensity: 0.5, radius: 1.2}"))
            good = wait_for(lambda l: "reloaded" in l, 5)
            if good is None or good > 2:
                failures.append(f"live reload: a good edit was not applied within 2 s ({good}):\n" + "".join(log))
                return
            if wait_for(lambda l: l.startswith("trace: warm-up"), 10) is None:
                failures.append("live reload: the reloaded effects were not warmed up:\n" + "".join(log))
            # A GLSL error in a shader file the effect file names: reported at the shader's own
            # line, the game keeps running; the fix reloads.
            broken = shader_text.replace("return pos + offset", "return pos + offsett")
            if broken == shader_text:
                failures.append(f"live reload: 'return pos + offset' is not in {shader}")
                return
            write(broken, shader)
            glsl = wait_for(lambda l: "[shaderError]" in l, 5)
            if glsl is None or glsl > 2 or not any(f"{shader}:" in l for l in log[-3:]):
                failures.append(f"live reload: a GLSL error was not reported at {shader}:LINE within 2 s ({glsl}):\n" + "".join(log))
                return
            write(shader_text, shader)
            fixed = wait_for(lambda l: "reloaded" in l, 5)
            if fixed is None or fixed > 2:
                failures.append(f"live reload: the fixed shader was not applied within 2 s ({fixed}):\n" + "".join(log))
                return
            if wait_for(lambda l: l.startswith("trace: warm-up"), 10) is None:
                failures.append("live reload: the reloaded shader was not warmed up:\n" + "".join(log))
            stdout, _ = process.communicate(timeout=120)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        stats = [l for l in stdout.splitlines() if l.startswith("{")]
        if process.returncode != 0 or not stats:
            failures.append(f"live reload: exit {process.returncode}, stdout {stdout!r}")
            return
        numbers = json.loads(stats[-1])
        if numbers.get("glErrors") != 0 or numbers.get("programsCompiledAfterWarmup") != 0:
            failures.append(f"live reload: {stats[-1]}")
            return
        print(f"demo-smoke: live reload: bad edit reported after {bad:.2f} s, good edit applied after {good:.2f} s, "
              f"GLSL error reported after {glsl:.2f} s, fixed shader applied after {fixed:.2f} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--frames", type=int, default=360)
    parser.add_argument("--size", default="320x180")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    width, height = map(int, args.size.split("x"))
    failures = []

    with tempfile.TemporaryDirectory() as tmp:
        shots = [os.path.join(tmp, f"shot-{i}.png") for i in range(3)]
        for i, shot in enumerate(shots):
            api = ["--gles"] if i == 2 else []
            result = run(args.binary, ["--autoplay", "--frames", str(args.frames), "--seed", str(args.seed),
                                       "--size", args.size, "--screenshot", shot, "--stats"] + api)
            if result.returncode != 0:
                print(result.stdout + result.stderr, file=sys.stderr)
                sys.exit(f"demo-smoke: run {i + 1} exited with {result.returncode}")
            lines = [l for l in result.stdout.splitlines() if l.startswith("{")]
            if not lines:
                sys.exit(f"demo-smoke: no stats line in the output:\n{result.stdout}")
            stats = json.loads(lines[-1])
            for key in ("frames", "avgFrameMs", "p95FrameMs", "passesPerFrame", "programsCompiledAfterWarmup", "glErrors"):
                if key not in stats:
                    failures.append(f"stats lack '{key}': {stats}")
            if stats.get("frames") != args.frames:
                failures.append(f"frames {stats.get('frames')} != {args.frames}")
            if stats.get("glErrors") != 0:
                failures.append(f"glErrors {stats.get('glErrors')}")
            if stats.get("programsCompiledAfterWarmup") != 0:
                failures.append(f"programsCompiledAfterWarmup {stats.get('programsCompiledAfterWarmup')}")
            if not stats.get("passesPerFrame", 0) >= 1:
                failures.append(f"passesPerFrame {stats.get('passesPerFrame')} (Glaze drew nothing?)")
            print(f"demo-smoke: run {i + 1}{' (GLES 3.0)' if api else ''}: {lines[-1]}")

        w, h, bpp, rows = read_png(shots[0])
        if (w, h) != (width, height):
            failures.append(f"screenshot is {w}x{h}, expected {width}x{height}")
        luma = [0.299 * r[x] + 0.587 * r[x + 1] + 0.114 * r[x + 2] for r in rows for x in range(0, len(r), bpp)]
        mean = sum(luma) / len(luma)
        spread = (sum((v - mean) ** 2 for v in luma) / len(luma)) ** 0.5
        colours = len({r[x:x + 3] for r in rows[::3] for x in range(0, len(r), bpp * 3)})
        if not (8 < mean < 240) or spread < 10 or colours < 200:
            failures.append(f"screenshot looks blank: mean luma {mean:.1f}, spread {spread:.1f}, {colours} colours")
        else:
            print(f"demo-smoke: screenshot {w}x{h}: mean luma {mean:.1f}, spread {spread:.1f}, {colours}+ colours")
        if open(shots[0], "rb").read() != open(shots[1], "rb").read():
            failures.append("two runs with the same seed wrote different screenshots")
        else:
            print("demo-smoke: same seed, same screenshot")
        # GLES: the same game on another API; llvmpipe computes both in full float precision,
        # so pixels may differ only by rounding.
        w2, h2, bpp2, rows2 = read_png(shots[2])
        if (w2, h2) != (w, h):
            failures.append(f"GLES screenshot is {w2}x{h2}, expected {w}x{h}")
        else:
            deltas = [abs(a[x] - b[x]) for a, b in zip(rows, rows2) for x in range(len(a)) if x % bpp != 3]
            off = sum(1 for d in deltas if d > 2)
            if off > len(deltas) // 1000:
                failures.append(f"GLES screenshot differs from desktop GL: {off} of {len(deltas)} channels by more than 2 (max {max(deltas)})")
            else:
                print(f"demo-smoke: GLES 3.0 screenshot matches desktop GL (max channel delta {max(deltas)}, {off} channels > 2)")

    for bad in (["--frames", "zero"], ["--size", "huge"], ["--no-such-flag"], ["--render-scale", "0.3"]):
        result = run(args.binary, bad, timeout=60)
        if result.returncode != 2 or "SpaceShooter:" not in result.stderr:
            failures.append(f"{' '.join(bad)}: exit {result.returncode} (want 2 with a message), stderr {result.stderr!r}")
    print("demo-smoke: bad flags exit 2")

    with tempfile.TemporaryDirectory() as data:
        os.makedirs(os.path.join(data, "glaze"))
        with open(os.path.join(data, "glaze", "space-shooter.json"), "w") as f:
            f.write("{not json")
        # ALSOFT_DRIVERS=wave without a configured file: OpenAL has no device on any machine.
        result = run(args.binary, ["--frames", "5", "--size", "160x90"], timeout=60,
                     env_overrides={"ALSOFT_DRIVERS": "wave", "XDG_DATA_HOME": data})
        silent = result.stderr.count("running silently")
        if result.returncode != 0 or silent != 1:
            failures.append(f"no audio device: exit {result.returncode}, 'running silently' said {silent} times")
        if "ignoring the high-score file" not in result.stderr:
            failures.append("a corrupt high-score file was not reported")
        if result.returncode == 0 and silent == 1:
            print("demo-smoke: no audio device: silent, said once; corrupt high-score file reported")

    check_live_reload(args.binary, failures)

    if failures:
        for failure in failures:
            print(f"demo-smoke: FAIL: {failure}", file=sys.stderr)
        sys.exit(1)
    print("demo-smoke: ok")


if __name__ == "__main__":
    main()

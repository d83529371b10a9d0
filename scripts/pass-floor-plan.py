#!/usr/bin/env python3
"""Prices every pass of a Glaze plan with scripts/pass-floor.c, as emitted and with work removed.

    cc -O2 scripts/pass-floor.c -o /tmp/pass-floor -lepoxy
    python3 scripts/pass-floor-plan.py OUT_DIR CASE [--size WxH] [--draws N]
    e.g. python3 scripts/pass-floor-plan.py /tmp/pf box.r10

Runs `glaze bench --explain --only copy,CASE --size WxH` (GLAZE, default .build/release/glaze;
PASS_FLOOR, default /tmp/pass-floor): the plans exactly as the bench draws them. Writes each
pass's fragment program and two variants to OUT_DIR, times
each with the pass's own target size, uniform values and input textures (the source: RGBA8 at
the plan size; an earlier pass: RGBA16F at its size), and prints one table (ms, medians of 7 × N
draws, each followed by glFinish):

  emitted    the pass as Glaze emits it
  nofetch    the same program with every texture()/texelFetch() replaced by arithmetic on its
             coordinate: what is left is the pass's arithmetic and its fixed cost
  onetexel   the pass's root replaced by one texelFetch of its first texture (its encode and
             sanitize kept): the fixed cost of a pass of this size and target alone

and, first, the bench's `copy` (one pass), so every figure also reads as × copy.
See docs/bench.md, "Pass floors" (part D).
"""
import os
import re
import subprocess
import sys

FAKE = """
vec4 glazeFakeTexture(sampler2D s, vec2 c) { return vec4(c, c.x + c.y, 1.0) * 1e-3; }
vec4 glazeFakeTexture(sampler2D s, vec2 c, float b) { return vec4(c, c.x + c.y, 1.0) * 1e-3; }
vec4 glazeFakeTexture(sampler3D s, vec3 c) { return vec4(c, 1.0) * 1e-3; }
vec4 glazeFakeFetch(sampler2D s, ivec2 i, int l) { return vec4(vec2(i), 1.0, 1.0) * 1e-3; }
#define texture glazeFakeTexture
#define texelFetch glazeFakeFetch
"""


def explain(glaze, case, size):
    out = subprocess.run([glaze, "bench", "--explain", "--only", f"copy,{case}", "--size", size],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(out.stderr)
    plans = {}
    for text in out.stdout.split("=== case ")[1:]:
        name = text.split(":", 1)[0]
        passes = []
        for block in re.split(r"\n(?=pass \d+: )", text):
            m = re.match(r"pass (\d+): \[(.*?)\] region .*? → (\d+)x(\d+) (\S+)", block)
            if not m:
                continue
            uniforms = block.split("--- uniforms of pass", 1)[1].split("\n", 1)[1].split("--- fragment shader")[0]
            source = block.split("--- fragment shader of pass %s ---\n" % m.group(1), 1)[1]
            passes.append(dict(index=int(m.group(1)), kernels=m.group(2), width=int(m.group(3)),
                               height=int(m.group(4)), final=m.group(5) == "destination",
                               uniforms=[u for u in uniforms.strip().split("\n") if u], source=source))
        plans[name] = passes
    return plans


def variants(source):
    version, rest = source.split("\n", 1)
    nofetch = version + "\n" + FAKE + rest
    head, main = source.split("void main()", 1)
    onetexel = head + "void main()" + re.sub(r"\bc = \w+\(p\);", "c = texelFetch(glaze_tex0, ivec2(p), 0);", main, count=1)
    return {"emitted": source, "nofetch": nofetch, "onetexel": onetexel}


def arguments(p, passes, size):
    w, h = size.split("x")
    args = []
    for u in p["uniforms"]:
        name, value = u.split("=", 1)
        if value == "source":
            args.append(f"{name}={w},{h},8")
        elif value.startswith("pass "):
            q = passes[int(value[5:])]
            args.append(f"{name}={q['width']},{q['height']},16")
        elif not value.startswith("lookup"):
            args.append(u)
    return args


def time(pass_floor, path, p, args, draws):
    dst = "8" if p["final"] else "16"
    env = dict(os.environ, MESA_GL_VERSION_OVERRIDE="3.3", MESA_GLSL_VERSION_OVERRIDE="330")
    out = subprocess.run([pass_floor, path, str(p["width"]), str(p["height"]), "8", dst, str(draws)] + args,
                         capture_output=True, text=True, env=env)
    m = re.search(r"median\s+([\d.]+) ms", out.stdout)
    return float(m.group(1)) if m else float("nan")


def main():
    out, case = sys.argv[1], sys.argv[2]
    opts = sys.argv[3:]
    size = opts[opts.index("--size") + 1] if "--size" in opts else "1280x720"
    draws = int(opts[opts.index("--draws") + 1]) if "--draws" in opts else 10
    glaze = os.environ.get("GLAZE", ".build/release/glaze")
    pass_floor = os.environ.get("PASS_FLOOR", "/tmp/pass-floor")
    os.makedirs(out, exist_ok=True)
    plans = explain(glaze, case, size)
    copy, passes = plans["copy"], plans[case]
    rows = []
    for label, plan in [("copy", copy), ("", passes)]:
        for p in plan:
            cells = []
            for name, text in variants(p["source"]).items():
                path = os.path.join(out, f"{label or case}-{p['index']}-{name}.glsl")
                with open(path, "w") as f:
                    f.write(text)
                cells.append(time(pass_floor, path, p, arguments(p, plan, size), draws))
            rows.append((label or f"pass {p['index']}", p["kernels"], f"{p['width']}x{p['height']}", cells))
    copy_ms = rows[0][3][0]
    print(f"load {open('/proc/loadavg').read().split()[0]}; ms (× copy)")
    print("| pass | kernels | target | emitted | no fetch | one texel |")
    print("|---|---|---|---:|---:|---:|")
    total = [0.0, 0.0, 0.0]
    for name, kernels, target, cells in rows:
        print(f"| {name} | {kernels} | {target} | " + " | ".join(f"{c:.2f} ({c / copy_ms:.2f})" for c in cells) + " |")
        if name != "copy":
            total = [t + c for t, c in zip(total, cells)]
    print("| sum | | | " + " | ".join(f"{c:.2f} ({c / copy_ms:.2f})" for c in total) + " |")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""`glaze run` on programs no one here wrote, and on our own test scenes (run by `make run-test`,
part of `make test`).

    python3 scripts/run-test.py BIN_DIR [--only NAME]...

BIN_DIR is SwiftPM's build folder holding `glaze`, `libGlazeC.so` and `libglazerun.so` (make
run-test builds the interposer there). Everything runs under `xvfb-run -a` on Mesa's llvmpipe.
Each check prints one line; the script exits 1 if any failed. Checks:

  * a process that never presents a GL frame, preloaded with every setting on: no thread, no
    file descriptor, no log file, no socket more than without the interposer;
  * glxgears (GLX, legacy GL) and glmark2 on desktop GL and on GL ES (both dlopen their GL
    library: the dlsym path): screenshots that show the effect (colorInvert turns the black
    background white), glmark2 exits 0, no GL error logged, and the CPU Glaze adds per frame;
  * the hostile-state scene programs (Tests/RunPrograms: GLX, EGL, SDL2) read every piece of
    state they set back, unchanged, and glGetError clean, after every swap, with effects on;
  * a static scene's presented frame equals `glaze apply --chain FILE` of its raw frame (within
    2 of 255 per channel), also after a resize;
  * a bad effect file (refused by glaze run with exit 2 and its line; through LD_PRELOAD: the
    program runs with its own frames, one log line), a truncated reload (the last good look
    kept), a GL 2.1-only driver and a window without a depth buffer (the program runs, one log
    line each);
  * vkBasalt's documented example config runs unchanged;
  * apitrace of an injected glxgears: the GL calls a steady frame adds and its synchronous
    queries (at most 2).
Only the standard library: PNGs are decoded by demo-smoke.py's reader (zlib).
"""

import argparse
import importlib.util
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENV = {"MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330", "MESA_GLES_VERSION_OVERRIDE": "3.0",
       "ALSOFT_DRIVERS": "null", "LIBGL_ALWAYS_SOFTWARE": "1"}
SCREEN = "-screen 0 1024x768x24"
FAILURES = []


def check(name, ok, detail=""):
    print(f"run-test: {'ok  ' if ok else 'FAIL'} {name}" + (f": {detail}" if detail and not ok else ""), flush=True)
    if not ok:
        FAILURES.append(name)
    return ok


def note(text):
    print(f"run-test:      {text}", flush=True)


# One PNG decoder for the scripts: demo-smoke.py's (as live-link-test.py loads it).
_spec = importlib.util.spec_from_file_location("demo_smoke", os.path.join(ROOT, "scripts", "demo-smoke.py"))
demo_smoke = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(demo_smoke)


def read_png(path):
    """(width, height, rows of RGBA tuples) of an 8-bit RGB or RGBA PNG, top row first."""
    width, height, bpp, rows = demo_smoke.read_png(path)
    return width, height, [[tuple(row[x:x + 3]) + ((row[x + 3],) if bpp == 4 else (255,)) for x in range(0, width * bpp, bpp)]
                           for row in rows]


def environment(extra=None, drop=()):
    env = dict(os.environ)
    env.update(ENV)
    for name in list(env):
        if name.startswith("GLAZE_") or name in drop:
            del env[name]
    env.update(extra or {})
    return env


def xvfb(command, env, timeout, stop_after=None):
    """Runs `command` under xvfb-run; stops it with SIGTERM after `stop_after` seconds (programs
    that never exit). Returns (exit status, output)."""
    full = ["xvfb-run", "-a", "-s", SCREEN] + command
    process = subprocess.Popen(full, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               start_new_session=True)
    try:
        output, _ = process.communicate(timeout=stop_after if stop_after else timeout)
    except subprocess.TimeoutExpired:
        if not stop_after:
            os.killpg(process.pid, signal.SIGKILL)
            output, _ = process.communicate()
            return -999, output
        os.killpg(process.pid, signal.SIGTERM)
        try:
            output, _ = process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            output, _ = process.communicate()
    return process.returncode, output


def log_lines(path):
    return open(path).read().splitlines() if os.path.exists(path) else []


class Run:
    def __init__(self, bin_dir, tmp):
        self.bin = bin_dir
        self.glaze = os.path.join(bin_dir, "glaze")
        self.interposer = os.path.join(bin_dir, "libglazerun.so")
        self.library = os.path.join(bin_dir, "libGlazeC.so")
        self.tmp = tmp
        self.count = 0

    def path(self, name):
        return os.path.join(self.tmp, name)

    def effect(self, name, text):
        path = self.path(name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def glaze_run(self, options, program, timeout=120, stop_after=None, env_extra=None):
        """`glaze run OPTIONS --log LOG -- PROGRAM`: (status, output, log lines)."""
        self.count += 1
        log = self.path(f"log-{self.count}.txt")
        status, output = xvfb([self.glaze, "run"] + options + ["--log", log, "--"] + program,
                              environment(env_extra), timeout, stop_after)
        return status, output, log_lines(log)

    def preloaded(self, settings, program, timeout=120, stop_after=None, env_extra=None):
        """PROGRAM with LD_PRELOAD and GLAZE_* set by hand, as a launcher would."""
        self.count += 1
        log = self.path(f"log-{self.count}.txt")
        extra = {"LD_PRELOAD": self.interposer, "GLAZE_LIBRARY": self.library, "GLAZE_LOG": log}
        extra.update(settings)
        extra.update(env_extra or {})
        status, output = xvfb(program, environment(extra), timeout, stop_after)
        return status, output, log_lines(log)


INVERT = """version: 1
effects:
  inverted:
    chain:
      - filter: colorInvert
  mono:
    chain:
      - filter: colorMonochrome
"""

GRADE = """version: 1
effects:
  graded:
    chain:
      - filter: colorControls
        parameters: {saturation: 0.5, contrast: 1.2, brightness: 0.05}
      - filter: sepiaTone
        parameters: {intensity: 0.4}
"""

DEPTH = """version: 1
effects:
  depth:
    input: windowDepth
    chain:
      - filter: linearizeDepth
        parameters: {near: 1, far: 100}
  foggy:
    chain:
      - filter: depthFog
        parameters: {depth: depth, density: 0.05, color: [1, 1, 1, 1]}
"""

BAD = """version: 1
effects:
  broken:
    chain:
      - filter: gaussianBlurr
"""


def errors_logged(lines):
    return [line for line in lines if "GL_INVALID" in line or "GL_OUT_OF_MEMORY" in line]


def non_gl_process(run):
    """A process that never presents: nothing started, nothing opened."""
    probe = ("import os; print(len(os.listdir('/proc/self/task')), sorted(os.listdir('/proc/self/fd')), "
             "sum(1 for l in open('/proc/net/tcp').read().splitlines()[1:] if l.split()[3] == '0A'))")
    plain = subprocess.run([sys.executable, "-c", probe], env=environment(), capture_output=True, text=True)
    log = run.path("never.log")
    env = environment({"LD_PRELOAD": run.interposer, "GLAZE_LIBRARY": run.library, "GLAZE_LOG": log,
                       "GLAZE_EFFECTS": run.effect("never.yaml", INVERT), "GLAZE_LIVE_LINK_PORT": "0",
                       "GLAZE_SCREENSHOT": "1:" + run.path("never.png")})
    preloaded = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True)
    check("a process without GL frames: no thread, descriptor or socket, no file",
          preloaded.returncode == 0 and preloaded.stdout == plain.stdout and not os.path.exists(log)
          and not os.path.exists(run.path("never.png")),
          f"without: {plain.stdout.strip()} with: {preloaded.stdout.strip()} {preloaded.stderr.strip()}")


WRAPPER = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>
/* Another interposer, preloaded after libglazerun.so: its dlsym(RTLD_NEXT) must find libc's
   getpid, not itself (which an override that forgot the caller would hand back). */
pid_t getpid(void) {
    static pid_t (*next)(void);
    static int depth;
    if (!next) next = (pid_t (*)(void))dlsym(RTLD_NEXT, "getpid");
    if (++depth > 3) { fprintf(stderr, "getpid: dlsym(RTLD_NEXT) found the wrapper itself\n"); _exit(3); }
    pid_t pid = next ? next() : -1;
    depth--;
    return pid;
}
"""


def rtld_next(run):
    """dlsym's override keeps RTLD_NEXT meaning "after the caller" for another preloaded library."""
    source, wrapper = run.path("wrap.c"), run.path("libwrap.so")
    with open(source, "w") as f:
        f.write(WRAPPER)
    built = subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-shared", "-fPIC", "-o", wrapper, source, "-ldl"],
                           capture_output=True, text=True)
    if not check("the RTLD_NEXT probe builds", built.returncode == 0, built.stderr):
        return
    probe = "import os; print(os.getpid() == int(open('/proc/self/stat').read().split()[0]))"
    env = environment({"LD_PRELOAD": run.interposer + ":" + wrapper})
    result = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True)
    check("dlsym(RTLD_NEXT) from another preloaded library still finds the next definition",
          result.returncode == 0 and result.stdout.strip() == "True", f"{result.returncode}: {result.stdout}{result.stderr}")


def corners_white(path):
    width, height, rows = read_png(path)
    corners = [rows[0][0], rows[0][width - 1], rows[height - 1][0], rows[height - 1][width - 1]]
    return all(min(c[:3]) >= 250 for c in corners), corners


def glxgears(run):
    invert = run.effect("invert.yaml", INVERT)
    shot = run.path("glxgears.png")
    status, output, log = run.glaze_run(["--effects", invert, "--screenshot", "30:" + shot], ["glxgears"], stop_after=6)
    ok = os.path.exists(shot)
    if check("glxgears: screenshot written", ok, "\n".join(log) + output[-500:]):
        white, corners = corners_white(shot)
        _, _, rows = read_png(shot)
        coloured = sum(1 for row in rows for p in row if max(p[:3]) - min(p[:3]) > 60)
        check("glxgears: the effect shows (inverted black background, coloured gears)", white and coloured > 1000,
              f"corners {corners}, coloured pixels {coloured}")
    check("glxgears: no GL error", not errors_logged(log), "\n".join(errors_logged(log)))


def glmark2(run, flavour):
    invert = run.effect("invert.yaml", INVERT)
    shot = run.path(f"{flavour}.png")
    status, output, log = run.glaze_run(["--effects", invert, "--screenshot", "30:" + shot],
                                        [flavour, "-b", "build:duration=2", "-s", "320x240"], timeout=180)
    check(f"{flavour}: exits 0", status == 0, f"status {status}: {output[-800:]}")
    if check(f"{flavour}: screenshot written", os.path.exists(shot), "\n".join(log)):
        white, corners = corners_white(shot)
        check(f"{flavour}: the effect shows (inverted black background)", white, f"corners {corners}")
    check(f"{flavour}: no GL error", not errors_logged(log), "\n".join(errors_logged(log)))
    cost = [line for line in log if "frames presented with effects" in line]
    if check(f"{flavour}: the exit report gives Glaze's CPU time per frame", len(cost) == 1, "\n".join(log)):
        note(cost[0].replace("glaze: ", ""))


def wrapper_script(run):
    """A launcher script that starts the game as a child passes the interposer on."""
    invert = run.effect("invert.yaml", INVERT)
    shot = run.path("wrapped.png")
    status, output, log = run.glaze_run(["--effects", invert, "--screenshot", "30:" + shot],
                                        ["sh", "-c", "echo launcher; glxgears; echo done"], stop_after=6)
    check("a wrapper script's child gets the effects", os.path.exists(shot) and corners_white(shot)[0],
          "\n".join(log) + output[-300:])


def depth(run):
    """windowDepth: the window's depth buffer reaches the file (fog by distance) and the depth view."""
    foggy = run.effect("depth.yaml", DEPTH)
    shot = run.path("foggy.png")
    status, output, log = run.glaze_run(["--effects", foggy, "--preset", "foggy", "--screenshot", "30:" + shot],
                                        ["glxgears"], stop_after=6)
    if check("depth: the fog screenshot is written", os.path.exists(shot), "\n".join(log) + output[-300:]):
        _, _, rows = read_png(shot)
        white, corners = corners_white(shot)
        coloured = sum(1 for row in rows for p in row if max(p[:3]) - min(p[:3]) > 30)
        check("depth: fog by window depth (the far background white, the nearer gears still coloured)",
              white and coloured > 1000, f"corners {corners}, coloured {coloured}")
    shot = run.path("depth-view.png")
    status, output, log = run.glaze_run(["--effects", run.effect("invert.yaml", INVERT), "--depth-view",
                                         "--screenshot", "30:" + shot], ["glxgears"], stop_after=6)
    if check("depth view: screenshot written", os.path.exists(shot), "\n".join(log) + output[-300:]):
        _, _, rows = read_png(shot)
        pixels = [p for row in rows for p in row]
        grey = all(max(p[:3]) - min(p[:3]) <= 2 for p in pixels)
        lit = sum(1 for p in pixels if p[0] > 20)
        check("depth view: raw depth as grey (the cleared far plane black, the gears lighter)",
              grey and rows[0][0][0] <= 2 and lit > 1000, f"grey {grey}, corner {rows[0][0]}, lit {lit}")


def gl21(run):
    invert = run.effect("invert.yaml", INVERT)
    status, output, log = run.glaze_run(["--effects", invert], ["glxgears"], stop_after=7,
                                        env_extra={"MESA_GL_VERSION_OVERRIDE": "2.1", "MESA_GLSL_VERSION_OVERRIDE": "120"})
    refused = [line for line in log if "refused" in line]
    check("GL 2.1 only: the program runs and one log line says why effects are off",
          len(refused) == 1 and "frames in" in output, "\n".join(log) + output[-300:])


def bad_file(run):
    bad = run.effect("bad.yaml", BAD)
    status, output, log = run.glaze_run(["--effects", bad], ["glxgears"], stop_after=4)
    check("a bad effect file: glaze run refuses it (exit 2, file and line) without starting the program",
          status == 2 and "bad.yaml:5:" in output and "gaussianBlur" in output and "frames in" not in output,
          f"status {status}: {output[-500:]}")
    status, output, log = run.preloaded({"GLAZE_EFFECTS": bad}, ["glxgears"], stop_after=7)
    problems = [line for line in log if "bad.yaml:5:" in line]
    check("a bad effect file through LD_PRELOAD: the program runs, the problem logged once",
          len(problems) == 1 and "frames in" in output, "\n".join(log) + output[-300:])


def vkbasalt(run):
    conf = os.path.join(ROOT, "Tests/GlazeEffectsTests/Fixtures/vkBasalt/vkBasalt.conf")
    if not check("vkBasalt's example config is in the fixtures", os.path.exists(conf), conf):
        return
    shot = run.path("vkbasalt.png")
    status, output, log = run.glaze_run(["--vkbasalt-conf", conf, "--screenshot", "20:" + shot], ["glxgears"],
                                        stop_after=6)
    check("vkBasalt's example config runs unchanged (glxgears)",
          os.path.exists(shot) and not [line for line in log if "error" in line.lower()],
          f"status {status}: " + "\n".join(log) + output[-300:])


_spec = importlib.util.spec_from_file_location("live_link_test", os.path.join(ROOT, "scripts", "live-link-test.py"))
live_link_test = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(live_link_test)
# One request to a live link: live-link-test.py's (status, headers, body).
live_request = live_link_test.request


def live_link(run):
    """The studio's live link into glxgears: token enforced, the game's frame sent, an unsaved
    edit (the studio's preview) shown by the game."""
    invert = run.effect("live.yaml", INVERT)
    log = run.path("live.log")
    env = environment({})
    process = subprocess.Popen(["xvfb-run", "-a", "-s", SCREEN, run.glaze, "run", "--effects", invert, "--live-link", "0",
                                "--log", log, "--", "glxgears"], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        url = None
        for _ in range(300):
            match = re.search(r"--live '(http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]+))'", "\n".join(log_lines(log)))
            if match:
                url, port, token = match.group(1), int(match.group(2)), match.group(3)
                break
            time.sleep(0.1)
        if not check("live link: the log gives the studio's URL", url is not None, "\n".join(log_lines(log))):
            return
        refused = live_request(port, "GET", "/live/status")[0]
        check("live link: a request without the token is refused (403)", refused == 403, str(refused))

        def frame_colour(preview):
            for _ in range(200):
                status, headers, body = live_request(port, "GET", "/live/frame", token)
                if status == 200 and headers.get("X-Glaze-Preview") == str(preview):
                    path = run.path(f"live-{preview}.png")
                    with open(path, "wb") as f:
                        f.write(body)
                    _, _, rows = read_png(path)
                    return sum(1 for row in rows for p in row if max(p[:3]) - min(p[:3]) > 40), rows[0][0]
                time.sleep(0.05)
            return None, None

        coloured, corner = frame_colour(0)
        check("live link: the game's frame arrives, with the effect (white corner, coloured gears)",
              coloured is not None and coloured > 100 and min(corner[:3]) >= 250, f"{coloured} {corner}")
        mono = INVERT.replace("      - filter: colorInvert\n", "      - filter: colorMonochrome\n", 1)
        status, _, body = live_request(port, "POST", "/live/preview", token, {"text": mono})
        serial = json.loads(body).get("preview") if status == 202 else None
        coloured, corner = frame_colour(serial) if serial else (None, None)
        check("live link: an unsaved edit reaches the game (monochrome frames), the file untouched",
              coloured == 0 and open(invert).read() == INVERT, f"status {status}, coloured pixels {coloured}")
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=20)


def keys(run):
    """The toggle and next-preset keys, pressed through XTest (xdotool) on the game's display."""
    invert = run.effect("keys.yaml", INVERT)
    log = run.path("keys.log")
    script = (f"{run.glaze} run --effects {invert} --log {log} -- glxgears & "
              "for i in $(seq 100); do grep -q 'effects from' " + log + " 2>/dev/null && break; sleep 0.1; done; "
              "sleep 1; xdotool key Home; sleep 1; xdotool key Home; sleep 1; xdotool key End; sleep 1; kill %1; wait")
    xvfb(["sh", "-c", script], environment({}), 60)
    lines = log_lines(log)
    check("keys: Home switches the effects off and on again, End shows the next effect",
          any("effects off (toggle key)" in l for l in lines) and any("effects on (toggle key)" in l for l in lines)
          and any("showing 'mono' (next-preset key)" in l for l in lines), "\n".join(lines))


def compare(out, reference, below=0):
    """Largest channel difference between two PNGs of the same size (rows from `below` on)."""
    w1, h1, a = read_png(out)
    w2, h2, b = read_png(reference)
    if (w1, h1) != (w2, h2):
        return None
    return max(abs(p[c] - q[c]) for y in range(below, h1) for p, q in zip(a[y], b[y]) for c in range(3))


def build_programs(run):
    folder = run.path("programs")
    built = subprocess.run([os.path.join(ROOT, "scripts/build-run-programs.sh"), folder], capture_output=True, text=True)
    if not check("Tests/RunPrograms build (-Wall -Werror)", built.returncode == 0, built.stdout + built.stderr):
        return None
    return folder


def scenes(run):
    """Our own scenes: hostile state read back after every swap (GLX, EGL, SDL2, many framebuffer
    kinds), and the presented frame against `glaze apply --chain` of the raw frame."""
    programs = build_programs(run)
    if not programs:
        return
    grade = run.effect("grade.yaml", GRADE)
    cases = [
        ("glx-scene", ["--hostile", "--fbo-bound"]),
        ("glx-scene", ["--hostile", "--clip-upper-left"]),
        ("glx-scene", ["--legacy", "--hostile"]),
        ("glx-scene", ["--hostile", "--pending-error"]),
        ("glx-scene", ["--hostile", "--present-by-blit"]),
        ("glx-scene", ["--hostile", "--loader-thread"]),
        ("glx-scene", ["--hostile", "--msaa", "4"]),
        ("glx-scene", ["--hostile", "--srgb"]),
        ("glx-scene", ["--hostile", "--resize-at", "10:400x300"]),
        ("egl-scene", ["--hostile"]),
        ("egl-scene", ["--es2", "--hostile"]),
        ("egl-scene", ["--gl", "--hostile"]),
        ("sdl-scene", ["--hostile"]),
        ("sdl-scene", ["--es", "--hostile"]),
    ]
    for program, options in cases:
        name = f"{program} {' '.join(options)}"
        raw, shot = run.path(f"raw-{run.count}.png"), run.path(f"shot-{run.count}.png")
        status, output, log = run.glaze_run(["--effects", grade, "--screenshot", "20:" + shot],
                                            [os.path.join(programs, program), "--frames", "30", "--size", "320x240",
                                             "--dump", "20:" + raw] + options)
        if status == 77:
            note(f"{name}: not offered here ({output.strip().splitlines()[-1] if output.strip() else ''})")
            continue
        if not check(f"{name}: every piece of the game's state and its glGetError unchanged after every swap",
                     status == 0, f"status {status}: {output[-1500:]}\n" + "\n".join(log)):
            continue
        if not check(f"{name}: the effect was presented", os.path.exists(shot) and os.path.exists(raw), "\n".join(log)):
            continue
        reference = run.path(f"reference-{run.count}.png")
        applied = subprocess.run([run.glaze, "apply", "--chain", grade, raw, reference], env=environment({}),
                                 capture_output=True, text=True)
        difference = compare(shot, reference) if applied.returncode == 0 else None
        visible = compare(raw, reference) if applied.returncode == 0 else None
        check(f"{name}: the presented frame is glaze apply --chain of the raw frame (within 2 of 255; the effect moves it {visible})",
              difference is not None and difference <= 2 and visible > 20, f"difference {difference} {applied.stderr[-300:]}")


TWO_WINDOWS = r"""
/* One GLX context presenting two windows of different sizes: red into the first, blue into the
   second, each swapped every frame. */
#include <GL/gl.h>
#include <GL/glx.h>
#include <X11/Xlib.h>
#include <stdio.h>

int main(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "no display\n"); return 1; }
    int attributes[] = {GLX_RGBA, GLX_DOUBLEBUFFER, GLX_RED_SIZE, 8, GLX_GREEN_SIZE, 8, GLX_BLUE_SIZE, 8, None};
    XVisualInfo *visual = glXChooseVisual(display, DefaultScreen(display), attributes);
    if (!visual) { fprintf(stderr, "no visual\n"); return 1; }
    XSetWindowAttributes set = {0};
    set.colormap = XCreateColormap(display, RootWindow(display, visual->screen), visual->visual, AllocNone);
    Window windows[2];
    int sizes[2][2] = {{200, 150}, {320, 240}};
    for (int i = 0; i < 2; i++) {
        windows[i] = XCreateWindow(display, RootWindow(display, visual->screen), 0, 0, (unsigned)sizes[i][0],
                                   (unsigned)sizes[i][1], 0, visual->depth, InputOutput, visual->visual, CWColormap, &set);
        XMapWindow(display, windows[i]);
    }
    XSync(display, False);
    GLXContext context = glXCreateContext(display, visual, NULL, True);
    for (int frame = 0; frame < 40; frame++) {
        for (int i = 0; i < 2; i++) {
            glXMakeCurrent(display, windows[i], context);
            glViewport(0, 0, sizes[i][0], sizes[i][1]);
            glClearColor(i == 0 ? 1.0f : 0.0f, 0.0f, i == 1 ? 1.0f : 0.0f, 1.0f);
            glClear(GL_COLOR_BUFFER_BIT);
            glXSwapBuffers(display, windows[i]);
        }
    }
    glXMakeCurrent(display, None, NULL);
    glXDestroyContext(display, context);
    XCloseDisplay(display);
    return 0;
}
"""


def two_windows(run):
    """Several windows: each presented with the effect at its own size."""
    source, program = run.path("two-windows.c"), run.path("two-windows")
    with open(source, "w") as f:
        f.write(TWO_WINDOWS)
    built = subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-fsanitize=address,undefined", "-o", program,
                            source, "-lGL", "-lX11"], capture_output=True, text=True)
    if not check("the two-window program builds", built.returncode == 0, built.stderr):
        return
    invert = run.effect("invert.yaml", INVERT)
    first, second = run.path("window-1.png"), run.path("window-2.png")
    status, output, log = run.glaze_run(["--effects", invert, "--screenshot", "41:" + first, "--screenshot", "42:" + second],
                                        [program], env_extra={"ASAN_OPTIONS": "verify_asan_link_order=0:detect_leaks=0"})
    shots = [read_png(p) if os.path.exists(p) else None for p in (first, second)]
    ok = status == 0 and all(shots) and (shots[0][0], shots[0][1]) == (200, 150) and (shots[1][0], shots[1][1]) == (320, 240)
    ok = ok and shots[0][2][75][100][:3] == (0, 255, 255) and shots[1][2][120][160][:3] == (255, 255, 0)
    check("two windows of one context: each shows the effect at its own size (inverted red, inverted blue)", ok,
          f"status {status}: {[(s[0], s[1], s[2][s[1] // 2][s[0] // 2]) if s else None for s in shots]} " + "\n".join(log))


def missing_depth(run):
    programs = run.path("programs")
    if not os.path.exists(os.path.join(programs, "glx-scene")) and not build_programs(run):
        return
    foggy = run.effect("depth.yaml", DEPTH)
    status, output, log = run.glaze_run(["--effects", foggy], [os.path.join(programs, "glx-scene"), "--no-depth",
                                                               "--frames", "30", "--size", "320x240"])
    problems = [line for line in log if "windowDepth" in line]
    check("a window without a depth buffer: the program runs, the file's windowDepth is one clear log line",
          status == 0 and len(problems) == 1, f"status {status}: " + "\n".join(log))


def truncated_reload(run):
    """A save cut short while the game runs: the last good look stays, the problem is logged once."""
    programs = run.path("programs")
    if not os.path.exists(os.path.join(programs, "glx-scene")) and not build_programs(run):
        return
    grade = run.effect("reload.yaml", GRADE)
    log = run.path("reload.log")
    raw, shot = run.path("reload-raw.png"), run.path("reload-shot.png")
    frames = 1500
    process = subprocess.Popen(["xvfb-run", "-a", "-s", SCREEN, run.glaze, "run", "--effects", grade, "--log", log,
                                "--screenshot", f"{frames - 10}:{shot}", "--", os.path.join(programs, "glx-scene"),
                                "--frames", str(frames), "--size", "320x240", "--dump", f"{frames - 10}:{raw}"],
                               env=environment({}), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for _ in range(300):
        if any("effects from" in line for line in log_lines(log)):
            break
        time.sleep(0.05)
    time.sleep(0.5)
    with open(grade, "w") as f:
        f.write(GRADE[:len(GRADE) // 2])
    output, _ = process.communicate(timeout=300)
    lines = log_lines(log)
    kept = [line for line in lines if "keeping the previous effects" in line]
    check("a truncated reload: the game runs on and one line says the previous effects are kept",
          process.returncode == 0 and len(kept) == 1, f"status {process.returncode}: " + "\n".join(lines) + output[-500:])
    if os.path.exists(shot) and os.path.exists(raw):
        with open(grade, "w") as f:
            f.write(GRADE)
        reference = run.path("reload-reference.png")
        subprocess.run([run.glaze, "apply", "--chain", grade, raw, reference], env=environment({}), capture_output=True)
        # Below the error line (at most 4 lines of 14 px and its margins).
        difference = compare(shot, reference, below=70) if os.path.exists(reference) else None
        check("a truncated reload: the frames still show the last good effect", difference is not None and difference <= 2,
              f"difference {difference}")
    else:
        check("a truncated reload: the late frame was captured", False, "\n".join(lines))


def apitrace_frame(run):
    """The GL calls and synchronous queries a steady injected glxgears frame adds."""
    if not shutil.which("apitrace"):
        check("apitrace is installed (make run-deps)", False)
        return
    invert = run.effect("invert.yaml", INVERT)
    trace = run.path("gears.trace")
    env = environment({})
    status, output = xvfb(["apitrace", "trace", "--api", "gl", "-o", trace, run.glaze, "run", "--effects", invert,
                           "--", "glxgears"], env, 60, stop_after=6)
    if not check("apitrace traced the injected glxgears", os.path.exists(trace), output[-500:]):
        return
    dump = subprocess.run(["apitrace", "dump", "--color=never", trace], capture_output=True, text=True).stdout
    frames, current, ours = [], [], False
    own_context = None
    for line in dump.splitlines():
        match = re.match(r"\d+ (\w+)\((.*)\)", line)
        if not match:
            continue
        name, arguments = match.groups()
        if name == "glXMakeContextCurrent":
            context = re.search(r"ctx = (0x[0-9a-f]+)", arguments)
            # The interposer makes its own context current right after glXQueryDrawable.
            ours = bool(current and current[-1] == "glXQueryDrawable")
            if ours:
                own_context = context.group(1) if context else None
            current.append(name)
            continue
        if name == "glXSwapBuffers":
            frames.append(current)
            current = []
            continue
        current.append(name + ("@ours" if ours else ""))
    steady = frames[100:110]
    if not check("apitrace: enough injected frames to look at", len(steady) == 10 and own_context is not None,
                 f"{len(frames)} frames"):
        return
    sync = re.compile(r"^(glGet(?!.*Location)|glIs|glCheckFramebufferStatus|glReadPixels|glFinish|glClientWaitSync)")
    added = [[c for c in f if c.endswith("@ours") or c in ("glXQueryDrawable", "glXMakeContextCurrent")] for f in steady]
    queries = [[c for c in f if c.endswith("@ours") and sync.match(c)] for f in steady]
    counts = sorted(len(a) for a in added)
    worst = max(len(q) for q in queries)
    note(f"a steady injected frame adds {counts[len(counts) // 2]} calls (median of frames 100-109): "
         + ", ".join(sorted(set(c.replace('@ours', '') for c in added[0]))))
    check("apitrace: at most 2 synchronous GL queries in a steady injected frame", worst <= 2,
          f"{worst}: {queries[0]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bin_dir")
    parser.add_argument("--only", action="append", default=[])
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args()
    bin_dir = os.path.abspath(args.bin_dir)
    for needed in ("glaze", "libGlazeC.so", "libglazerun.so"):
        if not os.path.exists(os.path.join(bin_dir, needed)):
            print(f"run-test: {bin_dir}/{needed} missing (make build)", file=sys.stderr)
            return 1
    tmp = tempfile.mkdtemp(prefix="glaze-run-test-")
    run = Run(bin_dir, tmp)
    checks = [("non-gl", non_gl_process), ("rtld-next", rtld_next), ("glxgears", glxgears), ("glmark2", lambda r: glmark2(r, "glmark2")),
              ("glmark2-es2", lambda r: glmark2(r, "glmark2-es2")), ("wrapper", wrapper_script), ("depth", depth), ("gl21", gl21), ("bad-file", bad_file),
              ("vkbasalt", vkbasalt), ("live-link", live_link), ("scenes", scenes), ("missing-depth", missing_depth), ("two-windows", two_windows),
              ("truncated-reload", truncated_reload), ("keys", keys), ("apitrace", apitrace_frame)]
    for name, function in checks:
        if not args.only or name in args.only:
            function(run)
    if args.keep:
        print(f"run-test: files in {tmp}")
    else:
        shutil.rmtree(tmp, ignore_errors=True)
    if FAILURES:
        print(f"run-test: {len(FAILURES)} check(s) failed: {', '.join(FAILURES)}", file=sys.stderr)
        return 1
    print("run-test: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

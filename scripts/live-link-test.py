#!/usr/bin/env python3
"""The live link's acceptance test (run by `make live-link-test`, part of `make test`).

    python3 scripts/live-link-test.py path/to/SpaceShooter [--gles]

Runs the demo under `xvfb-run -a` with `--live-link 0 --live-link-info FILE` on a copy of the
shipped effect file, acts as `glaze studio --live` does, and checks:
  * the link listens on 127.0.0.1 only (the listening socket in /proc/net/tcp, none in tcp6);
  * requests without the token, with a wrong one, or naming another host get 403, and a
    preview sent without the token never reaches the game;
  * the game sends its frame (PNG, the scene's size) and its variables (the file's and the game's);
  * an unsaved edit of bloom's intensity (POST /live/preview with the edited text) shows in the
    game's next frames: intensity 6 is brighter than 0 everywhere the glow reaches, and the file
    on disk stays byte for byte the same;
  * DELETE /live/preview puts the file back, and a save (the file written on disk) drops a
    preview: the game then shows the saved file.
Frames are compared by mean brightness over several frames of each setting (the title screen
moves a little between frames). Polls with deadlines; nothing is timed.
"""

import argparse
import hashlib
import http.client
import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("demo_smoke", os.path.join(HERE, "demo-smoke.py"))
demo_smoke = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(demo_smoke)

BLOOM_LINE = 'parameters: {radius: "10*height/540", intensity: 0.5}'


class Failure(Exception):
    pass


def request(port, method, path, token=None, body=None, host=None):
    """One request to the game's link; returns (status, headers, body bytes)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Host": host or f"127.0.0.1:{port}"}
    if token is not None:
        headers["X-Glaze-Token"] = token
    data = None if body is None else json.dumps(body).encode()
    if data is not None:
        headers["Content-Type"] = "application/json"
    connection.request(method, path, body=data, headers=headers)
    reply = connection.getresponse()
    result = (reply.status, dict(reply.getheaders()), reply.read())
    connection.close()
    return result


def poll(what, predicate, timeout=60):
    """Calls `predicate` until it returns something true; fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise Failure(f"timed out after {timeout} s waiting for {what}")


def listening_addresses(port):
    """The local addresses of sockets listening on `port` (from /proc/net/tcp and tcp6)."""
    found = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        if not os.path.exists(table):
            continue
        for line in open(table).read().splitlines()[1:]:
            fields = line.split()
            address, local_port = fields[1].split(":")
            if int(local_port, 16) == port and fields[3] == "0A":  # 0A: LISTEN
                found.append((table, address))
    return found


def mean_brightness(png_bytes, tmp):
    path = os.path.join(tmp, "frame.png")
    with open(path, "wb") as f:
        f.write(png_bytes)
    width, height, bpp, rows = demo_smoke.read_png(path)
    total = sum(sum(row[x] for x in range(len(row)) if x % bpp < 3) for row in rows)
    return width, height, total / (width * height * 3)


def frames_of(port, token, preview, tmp, count=4):
    """Mean brightness of `count` successive frames that show preview `preview` (0: the file)."""
    values, seen = [], set()

    def next_frame():
        status, headers, body = request(port, "GET", "/live/frame", token)
        if status == 200 and headers.get("X-Glaze-Preview") == str(preview) and headers["X-Glaze-Frame"] not in seen:
            seen.add(headers["X-Glaze-Frame"])
            return body
        return None

    size = None
    for _ in range(count):
        width, height, value = mean_brightness(poll(f"a frame showing preview {preview}", next_frame), tmp)
        size = (width, height)
        values.append(value)
    return size, values


def check(binary, gles):
    with tempfile.TemporaryDirectory() as tmp:
        source, path = demo_smoke.copy_assets(tmp)
        original = open(path, "rb").read()
        text = original.decode()
        if BLOOM_LINE not in text:
            raise Failure(f"'{BLOOM_LINE}' is not in {source}")
        info = os.path.join(tmp, "link.json")
        env = dict(os.environ, **demo_smoke.ENV)
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", binary, "--effects", path, "--assets", tmp,
                   "--frames", "100000", "--size", "320x180", "--live-link", "0", "--live-link-info", info]
        if gles:
            command.append("--gles")
        log = open(os.path.join(tmp, "stderr.txt"), "w+")
        # A session of its own: xvfb-run, Xvfb and the demo end together (killpg below).
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=log, start_new_session=True)
        try:
            def link_info():
                if process.poll() is not None:
                    log.seek(0)
                    raise Failure(f"the demo exited with {process.returncode}:\n{log.read()}")
                return json.load(open(info)) if os.path.exists(info) else None

            link = poll("the demo's --live-link-info file", link_info)
            port, token = link["port"], link["token"]
            if link["url"] != f"http://127.0.0.1:{port}/?token={token}" or len(token) != 32:
                raise Failure(f"unexpected link info {link}")

            # Loopback only.
            addresses = listening_addresses(port)
            if addresses != [("/proc/net/tcp", "0100007F")]:
                raise Failure(f"port {port} should listen on 127.0.0.1 only; listening sockets: {addresses}")

            # The token (and a loopback host) on every request.
            refused = {
                "no token": request(port, "GET", "/live/status")[0],
                "wrong token": request(port, "GET", "/live/status", "0" * 32)[0],
                "token in another host's request": request(port, "GET", "/live/status", token, host="attacker.example")[0],
                "frame without token": request(port, "GET", "/live/frame")[0],
                "preview without token": request(port, "POST", "/live/preview", body={"text": "version: 1"})[0],
                "preview with a wrong token": request(port, "POST", "/live/preview", token[::-1], body={"text": "x"})[0],
            }
            if any(status != 403 for status in refused.values()):
                raise Failure(f"requests without the right token must get 403: {refused}")
            status, _, body = request(port, "GET", "/live/status", token)
            if status != 200 or json.loads(body)["previewReceived"] != 0:
                raise Failure(f"GET /live/status with the token: {status} {body[:200]!r} (no preview may have arrived)")
            token_in_query = request(port, "GET", f"/live/status?token={token}")[0]
            if token_in_query != 200:
                raise Failure(f"the token in the query was refused: {token_in_query}")

            # Frame and variables.
            def game_frame():
                s = json.loads(request(port, "GET", "/live/status", token)[2])
                return s if s["variables"].get("width") == 320 else None  # the game's own values, once it runs

            state = poll("a frame with the game's variables", game_frame)
            if (state["width"], state["height"]) != (320, 180):
                raise Failure(f"the frame should be the scene's 320x180: {state}")
            variables = state["variables"]
            if variables.get("width") != 320 or "explosion" not in variables or "shipX" not in variables:
                raise Failure(f"the variables should hold the game's values (width 320, explosion, shipX): {variables}")

            # Unsaved edits: bloom off, then strong; the file is not touched.
            serials = []
            for intensity in (0, 6):
                edited = text.replace(BLOOM_LINE, BLOOM_LINE.replace("intensity: 0.5", f"intensity: {intensity}"))
                status, _, body = request(port, "POST", "/live/preview", token, body={"text": edited})
                if status != 202:
                    raise Failure(f"POST /live/preview: {status} {body!r}")
                serials.append(json.loads(body)["preview"])
                size, values = frames_of(port, token, serials[-1], tmp)
                if size != (320, 180):
                    raise Failure(f"the frame PNG should be 320x180, not {size}")
                if intensity == 0:
                    without = values
                else:
                    strong = values
            if min(strong) < max(without) + 8:
                raise Failure(f"bloom intensity 6 should be clearly brighter than 0 (mean brightness over frames): "
                              f"0 → {without}, 6 → {strong}")
            if open(path, "rb").read() != original:
                raise Failure("a preview changed the effect file on disk")

            # Back to the file: DELETE, then a save drops a preview.
            if request(port, "DELETE", "/live/preview", token)[0] != 202:
                raise Failure("DELETE /live/preview was not accepted")
            _, back = frames_of(port, token, 0, tmp)
            if not (max(without) < min(back) and max(back) < min(strong)):
                raise Failure(f"the file's intensity 0.5 should lie between 0 and 6: 0 → {without}, 0.5 → {back}, 6 → {strong}")
            edited = text.replace(BLOOM_LINE, BLOOM_LINE.replace("intensity: 0.5", "intensity: 6"))
            status, _, body = request(port, "POST", "/live/preview", token, body={"text": edited})
            serial = json.loads(body)["preview"]
            frames_of(port, token, serial, tmp, count=1)
            with open(path + ".tmp", "wb") as f:  # the studio saves atomically
                f.write(text.replace(BLOOM_LINE, BLOOM_LINE.replace("intensity: 0.5", "intensity: 0")).encode())
            os.replace(path + ".tmp", path)
            _, saved = frames_of(port, token, 0, tmp)
            if max(saved) >= min(back):
                raise Failure(f"after the save (intensity 0) the game should show the file, darker than 0.5: {saved} vs {back}")
            hash_note = hashlib.sha256(original).hexdigest()[:12]
            print(f"live-link-test{' (GL ES)' if gles else ''}: port {port} on 127.0.0.1 only; 403 without the token; "
                  f"mean brightness: intensity 0 {min(without):.1f}-{max(without):.1f}, 0.5 {min(back):.1f}-{max(back):.1f}, "
                  f"6 {min(strong):.1f}-{max(strong):.1f}; file unchanged by previews (sha256 {hash_note}…)")
        except Failure:
            log.seek(0)
            sys.stderr.write("demo stderr:\n" + log.read()[-4000:])
            raise
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--gles", action="store_true", help="run the demo on an OpenGL ES 3.0 context")
    args = parser.parse_args()
    try:
        check(args.binary, args.gles)
    except Failure as failure:
        print(f"live-link-test: FAILED: {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

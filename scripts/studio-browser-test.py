#!/usr/bin/env python3
"""Drives `glaze studio` in a real headless browser (Debian's Chromium through Selenium).

usage: scripts/studio-browser-test.py GLAZE_BINARY [--screenshot PNG] [--effects FILE --image PNG --asset-root DIR]

First, that a missing effect file is refused with exit code 2. Then, on a copy of a small effect
file with comments, it checks, as a designer would see it:
  1. the page loads and shows a preview;
  2. moving a slider changes the preview's pixels (decoded from the PNG the page shows);
  3. Save writes exactly that value into the file: one line changes, every comment stays;
  4. a bad value shows its error next to the control, in `glaze validate`'s words, and Save
     leaves the file untouched;
  5. an edit made to the file outside the browser reaches the page.
With --screenshot it also saves a picture of the page (the README's) on --effects/--image.
Prints 'studio-browser: N passed, 0 failed' and exits 0, or names the failed check and exits 1.
"""
import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

FIXTURE = """\
# Browser test fixture for glaze studio: every comment must survive a save.
version: 1
variables:
  damage: 0                # set by the game
effects:
  look:
    description: A test look.
    chain:
      - filter: exposureAdjust   # brighter
        parameters: {ev: 0.5}
      - filter: vignette         # darker corners
        parameters:
          intensity: 0.35        # subtle
          radius: 1.2
"""


class CheckFailed(Exception):
    pass


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


def decode_png(data):
    """RGBA8 or RGB8 PNG bytes -> (width, height, rows of (r, g, b, a) tuples)."""
    check(data[:8] == b'\x89PNG\r\n\x1a\n', 'the preview is not a PNG')
    pos, idat, width = 8, b'', 0
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, color = struct.unpack('>IIBB', chunk[:10])
            check(depth == 8 and color in (2, 6), f'unexpected PNG format depth {depth} colour {color}')
            channels = 4 if color == 6 else 3
        elif kind == b'IDAT':
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:(x + 1) * channels]) for x in range(width)])
        previous = line
    return width, height, rows


def mean_brightness(data_url):
    import base64
    _, _, rows = decode_png(base64.b64decode(data_url.split(',', 1)[1]))
    total = count = 0
    for row in rows:
        for p in row:
            total += p[0] + p[1] + p[2]
            count += 3
    return total / count


def start_studio(glaze, effect_file, images=(), extra=()):
    args = [glaze, 'studio', effect_file] + [a for image in images for a in ('--image', image)] + list(extra)
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        match = re.search(r'(http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32})', line)
        if match:
            return process, match.group(1)
    process.kill()
    raise CheckFailed('glaze studio printed no URL: ' + process.stderr.read()[-2000:])


def make_browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for binary in ('/usr/bin/chromium', '/usr/bin/chromium-browser'):
        if os.path.exists(binary):
            options.binary_location = binary
            break
    for flag in ('--headless=new', '--no-sandbox', '--disable-gpu', '--window-size=1400,1000',
                 '--disable-dev-shm-usage', '--no-first-run', '--disable-extensions'):
        options.add_argument(flag)
    driver_path = shutil.which('chromedriver') or '/usr/bin/chromedriver'
    return webdriver.Chrome(service=Service(driver_path), options=options)


def wait(driver, condition, message, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            value = condition()
            if value:
                return value
        except Exception:  # the page is rebuilding its controls
            pass
        time.sleep(0.1)
    raise CheckFailed(f'{message} (waited {timeout} s; status: {driver.find_element("id", "status").text!r})')


def renders(driver):
    return int(driver.find_element('id', 'after').parent.execute_script('return document.body.dataset.renders'))


def validate_words(glaze, folder, text):
    """The message `glaze validate` prints for `text` (first problem), without file:line:column."""
    path = os.path.join(folder, 'candidate.yaml')
    with open(path, 'w') as f:
        f.write(text)
    result = subprocess.run([glaze, 'validate', path], capture_output=True, text=True)
    os.remove(path)
    check(result.returncode == 2, 'glaze validate accepted the bad value')
    first = result.stderr.splitlines()[0]
    return first.split(': error: ', 1)[1]


def run_checks(glaze, folder):
    from selenium.webdriver.common.keys import Keys
    effect = os.path.join(folder, 'look.yaml')
    with open(effect, 'w') as f:
        f.write(FIXTURE)
    missing = subprocess.run([glaze, 'studio', os.path.join(folder, 'missing.yaml')], capture_output=True, text=True, timeout=60)
    check(missing.returncode == 2 and 'missing.yaml' in missing.stderr,
          f'a missing effect file exited {missing.returncode}: {missing.stderr.strip()!r}')
    process, url = start_studio(glaze, effect)
    driver = make_browser()
    passed = 1
    try:
        driver.get(url)
        wait(driver, lambda: renders(driver) >= 1, 'the page never showed a preview')
        before = driver.find_element('id', 'after').get_attribute('src')
        check(before.startswith('data:image/png;base64,'), 'the preview is not a PNG image')
        passed += 1

        # Move the exposure slider to its far end with the keyboard, as a person would.
        count = renders(driver)
        slider = driver.find_element('id', 'slider-0-ev')
        slider.send_keys(Keys.END)
        wait(driver, lambda: renders(driver) > count and driver.find_element('id', 'after').get_attribute('src') != before,
             'moving the slider did not change the preview')
        after = driver.find_element('id', 'after').get_attribute('src')
        check(mean_brightness(after) > mean_brightness(before) + 5,
              f'more exposure did not brighten the preview ({mean_brightness(before):.1f} -> {mean_brightness(after):.1f})')
        value = driver.find_element('id', 'number-0-ev').get_attribute('value')
        passed += 1

        driver.find_element('id', 'save').click()
        wait(driver, lambda: driver.find_element('id', 'status').text == 'saved', 'Save did not finish')
        with open(effect) as f:
            saved = f.read()
        old_lines, new_lines = FIXTURE.splitlines(), saved.splitlines()
        check(len(old_lines) == len(new_lines), 'the save added or removed lines')
        changed = [(a, b) for a, b in zip(old_lines, new_lines) if a != b]
        check(len(changed) == 1, f'the save changed {len(changed)} lines: {changed}')
        check(changed[0][1] == f'        parameters: {{ev: {value}}}', f'the saved line is {changed[0][1]!r}, not ev: {value}')
        comments = [line[line.index('#'):] for line in old_lines if '#' in line]
        check(all(c in saved for c in comments), 'a comment was lost')
        passed += 1

        # A radius below the descriptor's minimum: the error shows next to the field.
        field = driver.find_element('id', 'number-1-radius')
        field.clear()
        field.send_keys('-5', Keys.TAB)
        words = validate_words(glaze, folder, saved.replace('radius: 1.2', 'radius: -5'))
        message = words.split(': ', 1)[1] if words.startswith('effects.') else words
        wait(driver, lambda: message.split(' [')[0] in driver.find_element('id', 'err-1-radius').text,
             f'the bad value did not show {message!r} next to the control')
        driver.find_element('id', 'save').click()
        wait(driver, lambda: driver.find_element('id', 'status').text == 'not saved', 'Save of a bad value was not refused')
        with open(effect) as f:
            check(f.read() == saved, 'a refused save changed the file')
        driver.find_element('id', 'revert').click()
        wait(driver, lambda: driver.find_element('id', 'err-1-radius').text == '', 'Revert did not clear the error')
        passed += 1

        # An edit in a text editor reaches the page.
        version = driver.execute_script('return document.body.dataset.version')
        with open(effect, 'w') as f:
            f.write(saved.replace('intensity: 0.35', 'intensity: 0.6'))
        wait(driver, lambda: driver.find_element('id', 'number-1-intensity').get_attribute('value') == '0.6',
             'an external edit did not reach the page')
        check(driver.execute_script('return document.body.dataset.version') != version, 'the page version did not change')
        passed += 1
    finally:
        driver.quit()
        process.kill()
        process.wait()
    return passed


def screenshot(glaze, effects, images, output, asset_roots):
    process, url = start_studio(glaze, effects, images, [a for r in asset_roots for a in ('--asset-root', r)])
    driver = make_browser()
    try:
        driver.set_window_size(1400, 900)
        driver.get(url)
        wait(driver, lambda: renders(driver) >= 1, 'the page never showed a preview', timeout=120)
        if images:
            count = renders(driver)
            driver.execute_script("const s = document.getElementById('image'); s.value = 'arg:0';"
                                  "s.dispatchEvent(new Event('change'));")
            wait(driver, lambda: renders(driver) > count, 'the chosen image was never previewed', timeout=120)
        driver.execute_script("document.getElementById('split').value = 50;"
                              "document.getElementById('split').dispatchEvent(new Event('input'));")
        time.sleep(0.5)
        driver.save_screenshot(output)
    finally:
        driver.quit()
        process.kill()
        process.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('glaze')
    parser.add_argument('--screenshot')
    parser.add_argument('--effects', default='Assets/Effects/space-shooter.yaml')
    parser.add_argument('--image', action='append', default=[])
    parser.add_argument('--asset-root', action='append', default=[])
    args = parser.parse_args()
    if args.screenshot:
        screenshot(args.glaze, args.effects, args.image, args.screenshot, args.asset_root)
        print(f'studio-browser: wrote {args.screenshot}')
        return 0
    folder = tempfile.mkdtemp(prefix='glaze-studio-browser-')
    try:
        passed = run_checks(args.glaze, folder)
    except CheckFailed as failure:
        print(f'studio-browser: FAILED: {failure}', file=sys.stderr)
        print('studio-browser: 0 passed, 1 failed')
        return 1
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f'studio-browser: {passed} passed, 0 failed')
    return 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Drives `glaze studio` in a real headless browser (Debian's Chromium through Selenium).

usage: scripts/studio-browser-test.py GLAZE_BINARY [--only CASE]... [--screenshot PNG] [--effects FILE --image PNG --asset-root DIR]

First, that a missing effect file is refused with exit code 2. Then, on a copy of a small effect
file with comments, it checks, as a designer would see it (case `basics`):
  1. the page loads and shows a preview;
  2. moving a slider changes the preview's pixels (decoded from the PNG the page shows);
  3. Save writes exactly that value into the file: one line changes, every comment stays;
  4. a bad value shows its error next to the control, in `glaze validate`'s words, and Save
     leaves the file untouched;
  5. an edit made to the file outside the browser reaches the page.
Then that nothing a designer wrote is lost, one case each (names for --only):
  expressions   an expression typed into a number field, and into a vector component, is saved
                as that expression; a number becomes keyframes through the field's menu;
  vector-keyframes  vector and colour keyframes have the curve editor (a curve and a field per
                component); an edit rewrites only what it changes, comments and layout kept; a
                vector's menu turns its values into keyframes and back; an emptied field is no edit;
  enable        unticking and re-ticking a step switched by `enabled: explosion` keeps it;
  stale-preview a preview asked for before a save and answered after it does not rebuild the
                controls from the file as it was (a quick edit then made a false conflict with
                the page's own save);
  undo          a deleted step, saved, comes back byte for byte with Ctrl-Z; 100+ undo steps;
  no-silent-save  moving or adding a step writes nothing (the pending edits stay pending);
  conflict      a value changed on disk after the page loaded it: Save shows both and writes
                the one the designer picks;
  broken-shader a shader error keeps the last good preview (marked stale) and the step's controls;
  new-step      a step from the catalog goes where asked, its centre at the frame's centre;
  start-image   the first --image is what the page shows at start;
  transition    a transition's scrub bar renders the frame at a progress; its duration and
                easing are saved like values;
  variables     a variable written in a position or distance spans the frame on its slider;
  game-size     the preview renders at the game's size when the file declares width and height;
  extends       a file that extends another shows the base's steps; a value or switch changed
                there is saved in the file's `steps:` overrides, the base untouched;
  extends-transition  a transition inherited through `extends` is listed with its scrub bar,
                duration and easing; a change is saved in the file's `transitions:`, the base untouched;
  generator     a generated input (a gradient used as backgroundImage) is tuned where it is used;
  kernel-catalog  the project's own kernel files are in the catalog, added as `kernel: PATH`;
  glsl          a kernel step's GLSL pane shows compile errors at their lines and saves only
                a shader that compiles;
  glsl-undo     a GLSL pane's saves are undo steps, across the effect file's saves: undo puts
                the kernel file's text back byte for byte (on disk and in the pane), redo again;
  scene-menu    the picture menu offers screenshots, not sprites and LUTs (image parameters do).
  live          with --live URL (a stand-in game's link): the game's frame and variables show,
                an unsaved edit reaches the game (the file unwritten), the preview takes its size.
With --screenshot it also saves a picture of the page (the README's) on --effects/--image.
Prints 'studio-browser: N passed, 0 failed' and exits 0, or names the failed check and exits 1.
"""
import argparse
import json
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


def mean_linear(data_url):
    """The mean of the picture's colour channels decoded from sRGB to linear light, 0...1."""
    import base64
    _, _, rows = decode_png(base64.b64decode(data_url.split(',', 1)[1]))
    table = [(c / 255 / 12.92) if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in range(256)]
    values = [table[v] for row in rows for p in row for v in p[:3]]
    return sum(values) / len(values)


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
    errors = driver.execute_script("return [...document.querySelectorAll('.errors, #conflicts')].map(e => e.textContent).filter(t => t)")
    raise CheckFailed(f'{message} (waited {timeout} s; status: {driver.find_element("id", "status").text!r}; errors: {errors})')


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


def case_basics(glaze, folder, driver):
    from selenium.webdriver.common.keys import Keys
    effect = os.path.join(folder, 'look.yaml')
    with open(effect, 'w') as f:
        f.write(FIXTURE)
    missing = subprocess.run([glaze, 'studio', os.path.join(folder, 'missing.yaml')], capture_output=True, text=True, timeout=60)
    check(missing.returncode == 2 and 'missing.yaml' in missing.stderr,
          f'a missing effect file exited {missing.returncode}: {missing.stderr.strip()!r}')
    process, url = start_studio(glaze, effect)
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
        process.kill()
        process.wait()
    return passed



# A file like the demo's: an expression switch, a vector of game variables, comments everywhere.
FIXTURE_GAME = """\
# Nothing-lost fixture: every byte must come back after an undo.
version: 1
variables:
  width: 320               # the scene's size (px)
  height: 180
  explosion: 0             # 1 at a large explosion
effects:
  look:
    chain:
      - filter: exposureAdjust   # brighter
        parameters: {ev: 0.5}
      - filter: shockwave
        enabled: explosion       # only while something explodes
        parameters:
          center: [160, 90]
          radius: 40
      - filter: vignette         # darker corners
        parameters:
          intensity: 0.35        # subtle
          radius: 1.2
"""


class Page:
    """glaze studio on a fresh copy of FIXTURE_GAME, open in the browser."""

    def __init__(self, glaze, folder, driver, text=FIXTURE_GAME, extra=()):
        self.path = os.path.join(folder, 'game.yaml')
        with open(self.path, 'w') as f:
            f.write(text)
        self.driver = driver
        self.process, url = start_studio(glaze, self.path, extra=extra)
        driver.get(url)
        wait(driver, lambda: renders(driver) >= 1, 'the page never showed a preview')

    def close(self):
        self.process.kill()
        self.process.wait()

    def find(self, id):
        return self.driver.find_element('id', id)

    def click(self, id):
        def clicked():  # again if the page rebuilt its controls meanwhile (a stale element: not clicked)
            self.find(id).click()
            return True
        wait(self.driver, clicked, f'cannot click {id}')

    def text(self):
        with open(self.path) as f:
            return f.read()

    def js(self, script):
        return self.driver.execute_script(script)

    def pending(self):
        return int(self.js('return document.body.dataset.pending'))

    def type_into(self, id, text):
        from selenium.webdriver.common.keys import Keys

        def typed():  # again if the page rebuilt its controls meanwhile
            field = self.find(id)
            field.clear()
            field.send_keys(text, Keys.TAB)
            return True
        wait(self.driver, typed, f'cannot type into {id}')

    def select(self, id, value):
        from selenium.webdriver.support.ui import Select

        def selected():  # again if the page rebuilt its controls meanwhile (a stale menu)
            Select(self.find(id)).select_by_value(value)
            return True
        wait(self.driver, selected, f'cannot choose {value!r} in {id}')

    def save(self, expect='saved'):
        wait(self.driver, lambda: self.find('save').is_enabled(), 'Save never became enabled')
        self.click('save')
        wait(self.driver, lambda: self.find('status').text == expect, f'Save did not end in {expect!r}')

    def settle(self):
        """Waits until the page has finished a preview request made now (after any under way)."""
        self.driver.set_script_timeout(120)
        self.driver.execute_async_script('const done = arguments[arguments.length - 1]; freshRefresh().then(() => done(true));')


def case_expressions(glaze, folder, driver):
    page = Page(glaze, folder, driver)
    try:
        # Bug 1: `sin(time*3)` typed into intensity's number field was saved as 0.
        page.type_into('number-2-intensity', 'sin(time*3)')
        wait(driver, lambda: page.pending() == 1, 'the expression was not taken as an edit')
        page.save()
        check('intensity: "sin(time*3)"        # subtle' in page.text(), f'the expression was not saved: {page.text()!r}')
        wait(driver, lambda: page.find('mode-2-intensity').get_attribute('value') == 'expression',
             'the saved expression is not shown as an expression')
        check(page.find('expr-2-intensity').get_attribute('value') == 'sin(time*3)', 'the field does not show the expression')
        # `width/2` typed into a vector component was saved as 2.
        page.type_into('input-1-center-0', 'width/2')
        page.save()
        check('center: ["width/2", 90]' in page.text(), f'the component expression was not saved: {page.text()!r}')
        check(page.find('input-1-center-0').get_attribute('value') == 'width/2', 'the component does not show the expression')
        # A number becomes keyframes through its menu, and is saved as keyframes.
        page.select('mode-1-radius', 'keyframes')
        wait(driver, lambda: page.find('curve-1-radius'), 'no curve editor for keyframes')
        page.type_into('kf-1-radius-1-v', '80')
        page.save()
        check('radius: {keyframes: [[0, 40], [1, 80]], easing: linear}' in page.text(),
              f'the keyframes were not saved: {page.text()!r}')
        return 3
    finally:
        page.close()


FIXTURE_VECTOR_KEYFRAMES = """\
# Vector and colour keyframes: comments and layout must survive an edit.
version: 1
effects:
  look:
    chain:
      - filter: shockwave
        parameters:
          center:                     # drifts right
            keyframes:
              - [0, [100, 90]]        # start
              - [2, [220, 90]]        # end
            easing: easeInOut
          radius: 40
      - filter: colorMonochrome
        parameters:
          color: {keyframes: [[0, [1, 0.5, 0.25, 1]], [4, [0.25, 0.5, 1, 1]]], loop: true}   # warm to cold
          intensity: 0.5
"""


def case_vector_keyframes(glaze, folder, driver):
    # Vector and colour keyframes get the scalar's curve editor: a field and a curve per
    # component; an edit rewrites only the values it changes (comments, layout and order kept).
    page = Page(glaze, folder, driver, FIXTURE_VECTOR_KEYFRAMES)
    try:
        wait(driver, lambda: page.find('curve-0-center') and page.find('curve-1-color'), 'vector and colour keyframes have no curve editor')
        check(page.find('curve-0-center').get_attribute('data-curves') == '2', 'the position\'s curve editor does not draw 2 curves')
        check(page.find('curve-1-color').get_attribute('data-curves') == '4', 'the colour\'s curve editor does not draw 4 curves')
        fields = {id: page.find(id).get_attribute('value') for id in
                  ('kf-0-center-0-t', 'kf-0-center-1-t', 'kf-0-center-1-v0', 'kf-0-center-1-v1', 'kf-1-color-1-t', 'kf-1-color-0-v2')}
        check(fields == {'kf-0-center-0-t': '0', 'kf-0-center-1-t': '2', 'kf-0-center-1-v0': '220', 'kf-0-center-1-v1': '90',
                         'kf-1-color-1-t': '4', 'kf-1-color-0-v2': '0.25'}, f'the keyframes are not shown: {fields}')
        check(page.find('kf-easing-0-center').get_attribute('value') == 'easeInOut', 'the easing is not shown')
        # Each colour curve is drawn in its channel's colour.
        drawn = page.js("""
            const g = document.getElementById('curve-1-color').getContext('2d'), d = g.getImageData(0, 0, 160, 48).data;
            return [[255, 107, 107], [107, 220, 122], [90, 169, 255], [204, 204, 204]].map((c) => {
              let n = 0;
              for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && Math.abs(d[i] - c[0]) + Math.abs(d[i + 1] - c[1]) + Math.abs(d[i + 2] - c[2]) < 60) n++;
              return n;
            });""")
        check(all(n >= 20 for n in drawn), f'not every channel has a curve: {drawn}')
        # A keyframe field left empty is no edit (it was saved as an empty value the file refused).
        from selenium.webdriver.common.keys import Keys
        emptied = page.find('kf-0-center-1-v0')
        emptied.clear()
        emptied.send_keys(Keys.TAB)
        check(page.pending() == 0, 'an emptied keyframe field made an edit')
        page.type_into('kf-0-center-1-v0', '220')
        before = page.js("return document.getElementById('after').src")
        page.type_into('kf-0-center-0-v0', '120')   # the preview is at time 0
        wait(driver, lambda: page.js("return document.getElementById('after').src") != before, 'the preview did not change')
        page.save()
        expected = FIXTURE_VECTOR_KEYFRAMES.replace('[0, [100, 90]]        # start', '[0, [120, 90]]        # start')
        check(page.text() == expected, f'the vector keyframe was not saved in place: {page.text()!r}')
        page.type_into('kf-1-color-1-v1', '0.75')
        page.select('kf-easing-1-color', 'sinusoidal')
        page.save()
        expected = expected.replace('[4, [0.25, 0.5, 1, 1]]], loop: true}', '[4, [0.25, 0.75, 1, 1]]], loop: true, easing: sinusoidal}')
        check(page.text() == expected, f'the colour keyframe was not saved in place: {page.text()!r}')
        wait(driver, lambda: page.find('kf-1-color-1-v1').get_attribute('value') == '0.75', 'the saved colour keyframe is not shown')
    finally:
        page.close()
    # A vector's menu turns its values into keyframes, and keyframes back into values.
    page = Page(glaze, folder, driver)
    try:
        page.select('mode-1-center', 'keyframes')
        wait(driver, lambda: page.find('curve-1-center'), 'the vector\'s menu gave no curve editor')
        page.type_into('kf-1-center-1-v0', '200')
        page.save()
        check('          center: {keyframes: [[0, [160, 90]], [1, [200, 90]]], easing: linear}\n' in page.text(),
              f'the vector keyframes were not saved: {page.text()!r}')
        page.select('mode-1-center', 'values')
        page.save()
        check(page.text() == FIXTURE_GAME, f'back to values, the file is not as it was: {page.text()!r}')
        return 3
    finally:
        page.close()


def case_enable(glaze, folder, driver):
    page = Page(glaze, folder, driver)
    try:
        # Bug 2: unticking and re-ticking wrote `enabled: true` over `enabled: explosion`.
        check(page.find('enable-expr-1').get_attribute('value') == 'explosion', 'the switch\'s expression is not shown')
        page.click('enable-1')
        wait(driver, lambda: page.pending() == 1 and not page.find('enable-1').is_selected(), 'unticking made no edit')
        page.click('enable-1')
        wait(driver, lambda: page.pending() == 0, 're-ticking did not go back to the expression')
        page.type_into('number-0-ev', '0.75')
        page.save()
        check('enabled: explosion       # only while something explodes' in page.text(), f'the switch was lost: {page.text()!r}')
        # Tick means always, untick never; the expression is one click away in the menu.
        page.select('enable-mode-1', 'always')
        page.save()
        check('enabled: true       # only while something explodes' in page.text(), 'always was not saved as true')
        page.select('enable-mode-1', 'never')
        page.save()
        check('enabled: false       # only while something explodes' in page.text(), 'never was not saved as false')
        page.select('enable-mode-1', 'when')
        wait(driver, lambda: page.pending() == 1 and page.find('enable-expr-1').get_attribute('value') == 'explosion',
             'the expression was not one click away')
        page.save()
        check('enabled: explosion       # only while something explodes' in page.text(), 'the expression did not come back')
        return 2
    finally:
        page.close()


def case_stale_preview(glaze, folder, driver):
    # A preview asked for before a save and answered after the save's answer showed the file as
    # it was: the page rebuilt its controls from it, and an edit made on them was checked against
    # the old value, a conflict with the page's own save (as CI once saw). Here the page's fetch
    # holds the first two previews' answers to make that order.
    page = Page(glaze, folder, driver)
    try:
        page.settle()
        page.js("""
            const real = window.fetch;
            window.gates = []; window.holding = 2;
            window.fetch = async (path, options) => {
              const response = await real(path, options);
              if (path === 'api/preview' && window.holding > 0) {
                window.holding--;
                await new Promise((resolve) => window.gates.push(resolve));
              }
              return response;
            };
            refresh(true);""")

        def release():
            wait(driver, lambda: page.js('return window.gates.length') > 0, 'no preview was held')
            page.js('window.gates.shift()()')
        wait(driver, lambda: page.js('return window.gates.length') == 1, 'the first preview was not held')
        page.select('enable-mode-1', 'always')
        wait(driver, lambda: page.find('save').is_enabled(), 'Save never became enabled')
        page.click('save')
        wait(driver, lambda: page.js('return state.lastSave ? state.lastSave.status : 0') == 200, 'the save was not answered')
        check('enabled: true       # only while something explodes' in page.text(), 'always was not saved as true')
        refreshes = int(page.js('return document.body.dataset.refreshes'))
        release()   # the preview asked for before the save
        wait(driver, lambda: int(page.js('return document.body.dataset.refreshes')) > refreshes, 'the held preview never finished')
        shown = page.find('enable-mode-1').get_attribute('value')
        check(shown == 'always', f'an answer from before the save rebuilt the controls (the switch shows {shown!r})')
        release()   # the one asked for again (the edit's, or the stale answer's retry)
        wait(driver, lambda: page.find('status').text == 'saved', "the page never said 'saved'")
        check(page.find('enable-mode-1').get_attribute('value') == 'always', 'the switch does not show the saved value')
        page.select('enable-mode-1', 'never')
        page.save()
        check('enabled: false       # only while something explodes' in page.text(), 'never was not saved as false')
        return 2
    finally:
        page.close()


def case_undo(glaze, folder, driver):
    from selenium.webdriver.common.keys import Keys
    page = Page(glaze, folder, driver)
    try:
        # Bug 3: ✕ removed the step with its comments, and nothing brought it back.
        page.click('remove-1')
        wait(driver, lambda: page.pending() == 1, 'removing made no pending edit')
        check(page.text() == FIXTURE_GAME, 'removing a step wrote the file before Save')
        page.save()
        check('shockwave' not in page.text(), 'the removal was not saved')
        body = driver.find_element('tag name', 'body')
        body.send_keys(Keys.CONTROL, 'z')
        wait(driver, lambda: page.text() == FIXTURE_GAME, 'Ctrl-Z did not restore the file byte for byte')
        wait(driver, lambda: page.pending() == 1, 'undoing the save did not bring back the pending removal')
        body.send_keys(Keys.CONTROL, 'z')
        wait(driver, lambda: page.pending() == 0 and page.find('remove-1'), 'undoing the removal did not bring the step back')
        body.send_keys(Keys.CONTROL, Keys.SHIFT, 'z')
        body.send_keys(Keys.CONTROL, Keys.SHIFT, 'z')
        wait(driver, lambda: 'shockwave' not in page.text(), 'redo did not save the removal again')
        page.click('undo')
        wait(driver, lambda: page.text() == FIXTURE_GAME, 'Undo did not restore the file')
        page.click('undo')
        wait(driver, lambda: page.pending() == 0, 'Undo did not drop the removal')
        # At least 100 steps: 120 edits of two values, each one step, all undone.
        page.js("for (let i = 0; i < 120; i++) edit({op: 'set', effect: 'look', step: i % 2 ? 0 : 2, "
                "name: i % 2 ? 'ev' : 'intensity', value: i / 200, base: ''});")
        check(page.js('return state.undo.length') >= 120, f"only {page.js('return state.undo.length')} undo steps")
        page.js('(async () => { for (let i = 0; i < 120; i++) await undo(); })()')
        wait(driver, lambda: page.pending() == 0 and page.js('return state.redo.length') >= 120, '120 undos did not undo 120 edits')
        check(page.text() == FIXTURE_GAME, 'the edits changed the file')
        return 3
    finally:
        page.close()


def case_no_silent_save(glaze, folder, driver):
    page = Page(glaze, folder, driver)
    try:
        # Bug 3: moving or adding a step saved pending edits without being asked.
        page.type_into('number-0-ev', '1.5')
        wait(driver, lambda: page.pending() == 1, 'the edit is not pending')
        page.click('down-0')
        wait(driver, lambda: page.pending() == 2, 'the move is not pending')
        page.click('add-toggle')
        card = wait(driver, lambda: driver.find_element('css selector', '.filter-card[data-filter="sepiaTone"]'), 'no sepiaTone in the catalog')
        card.click()
        wait(driver, lambda: page.pending() == 3, 'the added step is not pending')
        page.settle()
        check(page.text() == FIXTURE_GAME, 'moving or adding a step wrote the file')
        page.save()
        saved = page.text()
        order = [saved.index(n) for n in ('filter: shockwave', 'filter: exposureAdjust', 'filter: sepiaTone')]
        check(order == sorted(order) and 'parameters: {ev: 1.5}' in saved, f'Save did not write all three edits: {saved!r}')
        return 1
    finally:
        page.close()


def case_conflict(glaze, folder, driver):
    page = Page(glaze, folder, driver)
    try:
        # Bug 4: 0.9 pending in the page, 0.7 written on disk: Save wrote 0.9 without a word.
        page.type_into('number-2-intensity', '0.9')
        wait(driver, lambda: page.pending() == 1, 'the edit is not pending')
        version = page.js('return document.body.dataset.version')
        disk = FIXTURE_GAME.replace('intensity: 0.35', 'intensity: 0.7')
        with open(page.path, 'w') as f:
            f.write(disk)
        wait(driver, lambda: page.js('return document.body.dataset.version') != version, 'the disk edit did not reach the page')
        page.click('save')
        row = wait(driver, lambda: page.find('conflict-0'), 'Save did not show the conflict')
        check('0.7' in row.text and '0.9' in row.text, f'the conflict does not show both values: {row.text!r}')
        check(page.text() == disk, 'the conflicting save wrote the file')
        page.click('conflict-mine-0')
        wait(driver, lambda: 'intensity: 0.9        # subtle' in page.text(), 'keeping mine did not save 0.9')
        # The other way: the file's value wins and the page's edit is dropped.
        page.type_into('number-2-intensity', '0.2')
        wait(driver, lambda: page.pending() == 1, 'the edit is not pending')
        version = page.js('return document.body.dataset.version')
        with open(page.path, 'w') as f:
            f.write(disk.replace('intensity: 0.7', 'intensity: 0.6'))
        wait(driver, lambda: page.js('return document.body.dataset.version') != version, 'the disk edit did not reach the page')
        page.click('save')
        wait(driver, lambda: page.find('conflict-disk-0'), 'Save did not show the conflict').click()
        wait(driver, lambda: page.pending() == 0, "keeping the file's value did not drop the edit")
        check('intensity: 0.6        # subtle' in page.text(), 'the file\'s value was overwritten')
        return 2
    finally:
        page.close()


GAIN_GLSL = """\
// Gain: scales colour.
// kind: color
uniform float gain; // = 1.0; range 0..4; slider 0..2; How much brighter.
vec4 kernel(vec4 color, vec2 pos) { return vec4(color.rgb * gain, color.a); }
"""

FIXTURE_KERNEL = """\
version: 1
effects:
  look:
    chain:
      - kernel: gain.glsl        # a kernel file of the project
        parameters: {gain: 1.5}
"""


def case_broken_shader(glaze, folder, driver):
    with open(os.path.join(folder, 'gain.glsl'), 'w') as f:
        f.write(GAIN_GLSL)
    page = Page(glaze, folder, driver, FIXTURE_KERNEL)
    try:
        # Bug 6: an error blanked the preview, and a broken shader's step lost its sliders.
        good = page.find('after').get_attribute('src')
        check(good.startswith('data:image/png;base64,') and page.find('slider-0-gain'), 'no preview or no gain slider')
        version = page.js('return document.body.dataset.version')
        with open(os.path.join(folder, 'gain.glsl'), 'w') as f:
            f.write(GAIN_GLSL.replace('color.rgb * gain', 'color.rgb * gainz'))
        wait(driver, lambda: page.js('return document.body.dataset.version') != version, 'the shader edit did not reach the page')
        wait(driver, lambda: 'gain.glsl' in page.find('err-0').text + page.find('global-errors').text,
             'the shader error is not shown')
        page.settle()
        check(page.find('after').get_attribute('src') == good, 'the broken shader replaced the last good preview')
        check(page.find('after').is_displayed() and 'stale' in page.find('preview').get_attribute('class'),
              'the last good preview is not shown as the last good one')
        check(page.find('slider-0-gain').get_attribute('max') == '2', 'the broken step lost its slider range')
        # Fixed: a fresh preview again.
        with open(os.path.join(folder, 'gain.glsl'), 'w') as f:
            f.write(GAIN_GLSL)
        wait(driver, lambda: 'stale' not in page.find('preview').get_attribute('class'), 'the fixed shader did not preview')
        return 1
    finally:
        page.close()


def case_new_step(glaze, folder, driver):
    page = Page(glaze, folder, driver)
    try:
        # Bug 9: new steps went to the end, centred at Core Image's 150,150.
        page.click('add-toggle')
        wait(driver, lambda: page.select('catalog-position', '1') or True, 'no place before step 2')
        wait(driver, lambda: driver.find_element('css selector', '.filter-card[data-filter="vignetteEffect"]'), 'no vignetteEffect').click()
        wait(driver, lambda: page.pending() == 2, 'the new step and its centre are not pending')
        page.save()
        saved = page.text()
        check(saved.index('filter: vignetteEffect') < saved.index('filter: shockwave'), f'the step did not go before step 2: {saved!r}')
        check('center: ["width/2", "height/2"]' in saved, f'the new step is not centred on the frame: {saved!r}')
        return 1
    finally:
        page.close()


def write_png(path, width, height, rgba=(200, 40, 40, 255)):
    """A PNG of one colour (straight RGBA8)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    raw = b''.join(b'\x00' + bytes(rgba) * width for _ in range(height))
    chunk = lambda kind, data: struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0))
                + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b''))


def case_scene_menu(glaze, folder, driver):
    # Bug 9: the image menu (the picture to preview on) listed sprites and LUTs. It lists
    # pictures of at least 160x90; image parameters still offer every PNG.
    write_png(os.path.join(folder, 'shots', 'level.png'), 320, 180)
    write_png(os.path.join(folder, 'luts', 'warm.png'), 256, 16)
    write_png(os.path.join(folder, 'sprites', 'ship.png'), 64, 64)
    page = Page(glaze, folder, driver)
    try:
        scenes = [o.get_attribute('value') for o in page.find('image').find_elements('tag name', 'option')]
        check('shots/level.png' in scenes, f'the screenshot is not offered: {scenes}')
        check('luts/warm.png' not in scenes and 'sprites/ship.png' not in scenes, f'sprites or LUTs are offered as scenes: {scenes}')
        images = page.js('return state.images')
        check('luts/warm.png' in images and 'sprites/ship.png' in images, f'image parameters lost the small PNGs: {images}')
        return 1
    finally:
        page.close()


def case_start_image(glaze, folder, driver):
    # Bug 9: the --image given was not selected at start.
    image = os.path.join(folder, 'shot.png')
    write_png(image, 8, 4)
    effect = os.path.join(folder, 'look.yaml')
    with open(effect, 'w') as f:
        f.write(FIXTURE)
    process, url = start_studio(glaze, effect, [image])
    try:
        driver.get(url)
        wait(driver, lambda: renders(driver) >= 1, 'the page never showed a preview')
        check(driver.find_element('id', 'image').get_attribute('value') == 'arg:0', 'the --image is not selected at start')
        import base64
        w, h, _ = decode_png(base64.b64decode(driver.find_element('id', 'before').get_attribute('src').split(',', 1)[1]))
        check(w / h == 2, f'the preview is not of the --image (its size is {w}x{h})')
        return 1
    finally:
        process.kill()
        process.wait()


# A brighter look with a dissolve to it: a transition to scrub.
FIXTURE_TRANSITION = FIXTURE_GAME.replace('{ev: 0.5}', '{ev: 2}') + """\
transitions:
  gameOver:                  # play → game over
    transition: dissolve
    duration: 2
    easing: linear
"""


def scrubbed(page, name, progresses):
    """The preview's mean linear value with transition `name`'s scrub bar at each progress."""
    shown = {}
    for progress in progresses:
        page.js(f"const s = document.getElementById('scrub-{name}'); s.value = {progress};"
                "s.dispatchEvent(new Event('input'));")
        page.settle()
        shown[progress] = mean_linear(page.find('after').get_attribute('src'))
    return shown


def case_transition(glaze, folder, driver):
    text = FIXTURE_TRANSITION
    page = Page(glaze, folder, driver, text)
    try:
        # Bug 5: transitions could not be tuned. The scrub bar renders the frame at a progress:
        # dissolve at 0 is the picture before, at 1 the effect's, at 0.5 half way.
        before = mean_linear(page.find('before').get_attribute('src'))
        effect = mean_linear(page.find('after').get_attribute('src'))
        check(abs(effect - before) > 0.05, 'the fixture effect does not change the picture enough to see a dissolve')
        shown = scrubbed(page, 'gameOver', (0, 0.5, 1))
        check(abs(shown[0] - before) < 0.005 and abs(shown[1] - effect) < 0.005,
              f'the ends are not before and after: {shown} ({before}, {effect})')
        span = effect - before
        check(before + 0.2 * span < shown[0.5] < effect - 0.2 * span, f'half way is not between the ends: {shown}')
        # Duration and easing are values like any other.
        page.type_into('duration-gameOver', '1.5')
        page.select('easing-gameOver', 'sinusoidal')
        page.save()
        check('    duration: 1.5\n    easing: sinusoidal\n' in page.text(), f'duration and easing were not saved: {page.text()!r}')
        return 2
    finally:
        page.close()


def case_variables(glaze, folder, driver):
    text = FIXTURE_GAME.replace('  explosion: 0             # 1 at a large explosion\n',
                                '  explosion: 0             # 1 at a large explosion\n  explosionX: 0\n  explosionY: 0\n  shockRadius: 0\n')
    text = text.replace('center: [160, 90]', 'center: [explosionX, explosionY]').replace('radius: 40', 'radius: "shockRadius + 1"')
    page = Page(glaze, folder, driver, text)
    try:
        # Bug 9: variable sliders spanned 0 to twice the default (0 to 1 px for explosionX).
        width, height = driver.execute_script('return state.previewSize')
        spans = driver.execute_script("return Object.fromEntries([...document.querySelectorAll('#variables label')]"
                                      ".map(l => [l.firstChild.textContent, Number(l.querySelector('input[type=range]').max)]))")
        check(spans['explosionX'] == width and spans['explosionY'] == height, f'position variables do not span the frame: {spans}')
        check(spans['shockRadius'] == max(width, height), f'a distance variable does not span the frame: {spans}')
        check(spans['explosion'] == 1, f'a plain variable does not span 0 to 1: {spans}')
        return 1
    finally:
        page.close()


def case_game_size(glaze, folder, driver):
    # Bug 9: the preview was fixed at 480x270, so pixel values looked twice as strong as in a
    # 960x540 game. A file declaring width and height previews at that size.
    page = Page(glaze, folder, driver, FIXTURE_GAME.replace('width: 320 ', 'width: 400 '))
    try:
        size = driver.execute_script('return state.previewSize')
        check(size == [400, 180], f'the preview is {size[0]}x{size[1]}, not the game\'s 400x180')
        return 1
    finally:
        page.close()


FIXTURE_EXTENDS = """\
# A look built on base.yaml: a stronger vignette, and a new effect on top.
version: 1
extends: base.yaml
effects:
  look:
    steps:
      vignette:
        parameters: {intensity: 0.45}   # stronger
  hurt:
    input: look
    chain:
      - filter: sepiaTone
"""


def case_extends(glaze, folder, driver):
    # Bug 5: a file using `extends` showed no step to tune. The base's steps show, and a value
    # changed here is written to this file's `steps:` overrides (the base file is untouched).
    with open(os.path.join(folder, 'base.yaml'), 'w') as f:
        f.write(FIXTURE_GAME)
    page = Page(glaze, folder, driver, FIXTURE_EXTENDS)
    try:
        wait(driver, lambda: page.find('step-2') and page.find('inherited-note'), 'the inherited steps are not shown')
        check(page.find('number-2-intensity').get_attribute('value') == '0.45', 'the override\'s value is not shown')
        check(page.find('number-0-ev').get_attribute('value') == '0.5', 'the base\'s value is not shown')
        page.type_into('number-2-intensity', '0.6')
        page.save()
        check('        parameters: {intensity: 0.6}   # stronger\n' in page.text(), f'the override was not saved: {page.text()!r}')
        page.type_into('number-0-ev', '2')
        page.save()
        check(page.text() == FIXTURE_EXTENDS.replace('0.45}   # stronger\n', '0.6}   # stronger\n      exposureAdjust: {parameters: {ev: 2}}\n'),
              f'a new override was not added under steps: {page.text()!r}')
        # The switch too: unticking an inherited step writes `enabled: false` in its override.
        page.click('enable-1')
        wait(driver, lambda: page.pending() == 1, 'unticking the inherited step made no edit')
        page.save()
        check('      shockwave: {enabled: false}\n' in page.text(), f'the switch was not overridden: {page.text()!r}')
        with open(os.path.join(folder, 'base.yaml')) as f:
            check(f.read() == FIXTURE_GAME, 'the base file changed')
        return 3
    finally:
        page.close()


def case_extends_transition(glaze, folder, driver):
    # A transition inherited through `extends` is listed like a local one (scrub bar, duration,
    # easing); changing it writes an override into the extending file, the base untouched.
    base = FIXTURE_TRANSITION
    with open(os.path.join(folder, 'base.yaml'), 'w') as f:
        f.write(base)
    page = Page(glaze, folder, driver, FIXTURE_EXTENDS)
    try:
        wait(driver, lambda: page.find('transition-gameOver'), 'the inherited transition is not listed')
        wait(driver, lambda: page.find('transition-base-gameOver').text == 'from the base file', 'the transition is not marked as inherited')
        check(page.find('duration-gameOver').get_attribute('value') == '2', 'the base\'s duration is not shown')
        check(page.find('easing-gameOver').get_attribute('value') == 'linear', 'the base\'s easing is not shown')
        # Its scrub bar renders the frame at a progress: the picture before at 0, the effect's at 1.
        before = mean_linear(page.find('before').get_attribute('src'))
        effect = mean_linear(page.find('after').get_attribute('src'))
        check(abs(effect - before) > 0.05, 'the fixture effect does not change the picture enough to see a dissolve')
        shown = scrubbed(page, 'gameOver', (0, 1))
        check(abs(shown[0] - before) < 0.005 and abs(shown[1] - effect) < 0.005,
              f'the ends are not before and after: {shown} ({before}, {effect})')
        # Duration and easing are overridden in this file; a later change edits the override in place.
        page.type_into('duration-gameOver', '1.5')
        page.select('easing-gameOver', 'sinusoidal')
        page.save()
        check(page.text() == FIXTURE_EXTENDS + 'transitions: {gameOver: {duration: 1.5, easing: sinusoidal}}\n',
              f'the override was not written to the extending file: {page.text()!r}')
        wait(driver, lambda: not page.driver.find_elements('id', 'transition-base-gameOver'), 'the overridden transition is still marked inherited')
        page.type_into('duration-gameOver', '1.25')
        page.save()
        check(page.text() == FIXTURE_EXTENDS + 'transitions: {gameOver: {duration: 1.25, easing: sinusoidal}}\n',
              f'the override was not edited in place: {page.text()!r}')
        with open(os.path.join(folder, 'base.yaml')) as f:
            check(f.read() == base, 'the base file changed')
        return 3
    finally:
        page.close()


FIXTURE_GENERATOR = """\
# A warm glow: a generated gradient under the scene.
version: 1
effects:
  look:
    inputs:
      glow:                          # a soft light in the middle
        filter: radialGradient
        parameters:
          center: [160, 90]
          radius0: 10
          radius1: 80                # how far it reaches
          color0: [1, 0.8, 0.5, 1]
          color1: [0, 0, 0, 0]
    chain:
      - filter: multiplyBlendMode
        parameters: {backgroundImage: glow}
"""


def case_generator(glaze, folder, driver):
    # Bug 5: a generated input (a radialGradient used as backgroundImage) appeared nowhere and
    # the image menu was empty. It is tuned where it is used; the menu offers names.
    page = Page(glaze, folder, driver, FIXTURE_GENERATOR)
    try:
        wait(driver, lambda: page.find('generator-0-backgroundImage'), 'the generator is not shown where it is used')
        options = [o.get_attribute('value') for o in page.find('input-0-backgroundImage').find_elements('tag name', 'option')]
        check('glow' in options and 'scene' in options, f'the image menu does not offer the inputs: {options}')
        check(page.find('number-0-glow-radius1').get_attribute('value') == '80', 'the generator\'s value is not shown')
        before = page.js("return document.getElementById('after').src")
        page.type_into('number-0-glow-radius1', '30')
        wait(driver, lambda: page.js("return document.getElementById('after').src") != before, 'the preview did not change')
        page.type_into('input-0-glow-color0-1', '0.25')
        page.save()
        check(page.text() == FIXTURE_GENERATOR.replace('radius1: 80 ', 'radius1: 30 ').replace('[1, 0.8, 0.5, 1]', '[1, 0.25, 0.5, 1]'),
              f'the generator\'s values were not saved in place: {page.text()!r}')
        return 2
    finally:
        page.close()


TINT_KERNEL = """\
// A warm tint for the browser test.
// kind: color
uniform float warmth; // = 0.5; range 0..1; How much red is added.
vec4 kernel(vec4 color, vec2 pos) { return vec4(color.r + 0.2 * warmth * color.a, color.g, color.b, color.a); }
"""


def case_kernel_catalog(glaze, folder, driver):
    # Item 2: the project's own kernel files appear in the catalog and are added as `kernel:`.
    os.makedirs(os.path.join(folder, 'shaders'), exist_ok=True)
    with open(os.path.join(folder, 'shaders', 'tint.glsl'), 'w') as f:
        f.write(TINT_KERNEL)
    page = Page(glaze, folder, driver)
    try:
        page.click('add-toggle')
        page.type_into('catalog-search', 'warm tint')
        # Clicked inside the wait: the list is rebuilt while the search settles.
        wait(driver, lambda: driver.find_element('css selector', '.filter-card[data-filter="shaders/tint.glsl"]').click() or True,
             'the project\'s kernel file is not in the catalog')
        wait(driver, lambda: page.pending() == 1, 'adding the kernel file made no pending edit')
        page.save()
        check(page.text() == FIXTURE_GAME + '      - kernel: "shaders/tint.glsl"\n', f'the kernel step was not saved: {page.text()!r}')
        wait(driver, lambda: page.find('number-3-warmth').get_attribute('value') == '0.5', 'the kernel\'s uniform has no control')
        return 1
    finally:
        page.close()


def case_glsl(glaze, folder, driver):
    # Item 2: a GLSL pane for a step's kernel file, with compile errors at their lines; Save
    # writes the file only when it compiles.
    os.makedirs(os.path.join(folder, 'shaders'), exist_ok=True)
    shader = os.path.join(folder, 'shaders', 'tint.glsl')
    with open(shader, 'w') as f:
        f.write(TINT_KERNEL)
    page = Page(glaze, folder, driver, FIXTURE_GAME + '      - kernel: shaders/tint.glsl\n')
    try:
        wait(driver, lambda: page.find('glsl-3'), 'the kernel step has no GLSL button').click()
        area = wait(driver, lambda: page.find('glsl-text-3'), 'no GLSL pane')
        check(area.get_attribute('value') == TINT_KERNEL, 'the pane does not show the kernel file')
        broken = TINT_KERNEL.replace('color.r + ', 'colour.r + ')
        set_text = ("const a = document.getElementById('glsl-text-3'); a.value = arguments[0];"
                    "a.dispatchEvent(new Event('input'));")
        driver.execute_script(set_text, broken)
        wait(driver, lambda: 'tint.glsl:4:' in page.find('glsl-errors-3').text, 'the compile error is not shown at its line')
        check(page.js("return document.querySelector('#glsl-gutter-3 .bad').textContent.trim()") == '4',
              'the gutter does not mark line 4')
        page.click('glsl-save-3')
        wait(driver, lambda: page.find('status').text == 'shader not saved', 'a broken shader was saved')
        with open(shader) as f:
            check(f.read() == TINT_KERNEL, 'a broken shader was written')
        fixed = TINT_KERNEL.replace('0.2 * warmth', '0.3 * warmth')
        driver.execute_script(set_text, fixed)
        page.click('glsl-save-3')
        wait(driver, lambda: page.find('status').text in ('shader saved', 'rendering…', 'saved'), 'the shader was not saved')
        wait(driver, lambda: open(shader).read() == fixed, 'the shader file does not hold the new text')
        return 1
    finally:
        page.close()
def case_glsl_undo(glaze, folder, driver):
    # A GLSL pane's save is a step in the undo history like any other, across the effect
    # file's saves: undo puts the kernel file's previous text back byte for byte, on disk and
    # in the pane; redo writes the saved text again.
    os.makedirs(os.path.join(folder, 'shaders'), exist_ok=True)
    shader = os.path.join(folder, 'shaders', 'tint.glsl')
    with open(shader, 'w') as f:
        f.write(TINT_KERNEL)
    text = FIXTURE_GAME + '      - kernel: shaders/tint.glsl\n'
    page = Page(glaze, folder, driver, text)
    try:
        def shader_text():
            with open(shader) as f:
                return f.read()

        def pane_shows(expected):
            return lambda: page.find('glsl-text-3').get_attribute('value') == expected
        wait(driver, lambda: page.find('glsl-3'), 'the kernel step has no GLSL button').click()
        wait(driver, lambda: page.find('glsl-text-3'), 'no GLSL pane')
        set_text = ("const a = document.getElementById('glsl-text-3'); a.value = arguments[0];"
                    "a.dispatchEvent(new Event('input'));")
        first = TINT_KERNEL.replace('0.2 * warmth', '0.3 * warmth')
        second = first.replace('// A warm tint', '// A warmer tint')
        undo_steps = page.js('return state.undo.length')
        driver.execute_script(set_text, first)
        page.click('glsl-save-3')
        wait(driver, lambda: shader_text() == first, 'the first shader save was not written')
        wait(driver, lambda: page.js('return state.undo.length') == undo_steps + 1, 'the shader save is not an undo step')
        page.type_into('number-0-ev', '0.75')
        page.save()
        saved = text.replace('{ev: 0.5}', '{ev: 0.75}')
        check(page.text() == saved, f'the effect file was not saved: {page.text()!r}')
        driver.execute_script(set_text, second)
        page.click('glsl-save-3')
        wait(driver, lambda: shader_text() == second, 'the second shader save was not written')
        wait(driver, lambda: page.js('return state.undo.length') == undo_steps + 4, 'the second shader save is not an undo step')
        # Undo: the second shader save, the effect file's save (and its edit), the first shader save.
        page.click('undo')
        wait(driver, lambda: shader_text() == first, 'undo did not put the shader\'s previous text back')
        wait(driver, pane_shows(first), 'the pane does not show the text undo put back')
        check(page.text() == saved, 'undoing the shader save changed the effect file')
        page.click('undo')
        wait(driver, lambda: page.text() == text, 'undo did not restore the effect file')
        page.click('undo')
        wait(driver, lambda: page.pending() == 0, 'undo did not drop the edit')
        page.click('undo')
        wait(driver, lambda: shader_text() == TINT_KERNEL, 'undo did not restore the kernel file byte for byte')
        wait(driver, pane_shows(TINT_KERNEL), 'the pane does not show the original kernel file')
        check(page.text() == text, 'undoing the first shader save changed the effect file')
        # Redo all four: the shader's texts come back in order, the effect file's save too.
        page.click('redo')
        wait(driver, lambda: shader_text() == first, 'redo did not write the first shader save again')
        wait(driver, pane_shows(first), 'the pane does not show the text redo wrote')
        for _ in range(3):
            page.click('redo')
            page.settle()
        wait(driver, lambda: shader_text() == second and page.text() == saved, 'redo did not bring every save back')
        wait(driver, pane_shows(second), 'the pane does not show the last shader save')
        return 2
    finally:
        page.close()


class FakeGame:
    """A game's live link as the studio sees it (GlazeEffects' LiveLink protocol): 127.0.0.1, a
    token, a 64x36 frame, variables; it records the previews the studio sends."""

    def __init__(self):
        import http.server
        import secrets
        import threading
        self.token = secrets.token_hex(16)
        self.previews = []  # texts (None: back to the file)
        raw = b''.join(b'\x00' + bytes([200, 40, 40]) * 64 for _ in range(36))
        chunk = lambda kind, body: struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body))
        self.png = (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 64, 36, 8, 2, 0, 0, 0))
                    + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b''))
        game = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def reply(self, status, kind, body):
                self.send_response(status)
                self.send_header('Content-Type', kind)
                self.send_header('Content-Length', str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def allowed(self):
                if self.headers.get('X-Glaze-Token') != game.token:
                    self.reply(403, 'text/plain', b'token')
                    return False
                return True

            def do_GET(self):
                if not self.allowed():
                    return
                if self.path == '/live/status':
                    status = {'version': 1, 'file': 'game.yaml', 'width': 64, 'height': 36, 'time': 1.5,
                              'variables': {'damage': 0.25, 'width': 64, 'height': 36}, 'frame': 7,
                              'previewReceived': len(game.previews), 'previewShown': len(game.previews), 'errors': []}
                    self.reply(200, 'application/json', json.dumps(status).encode())
                elif self.path == '/live/frame':
                    self.reply(200, 'image/png', game.png)
                else:
                    self.reply(404, 'text/plain', b'no')

            def do_POST(self):
                if self.allowed():
                    body = self.rfile.read(int(self.headers.get('Content-Length', 0)))
                    game.previews.append(json.loads(body)['text'])
                    self.reply(202, 'application/json', b'{"preview":%d}' % len(game.previews))

            def do_DELETE(self):
                if self.allowed():
                    game.previews.append(None)
                    self.reply(202, 'application/json', b'{"preview":0}')

        self.server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f'http://127.0.0.1:{self.server.server_address[1]}/?token={self.token}'

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def case_live(glaze, folder, driver):
    # Issue 31, item 3: `glaze studio --live URL` shows the running game's frame and variables,
    # sends the page's unsaved edits to it, and previews at its resolution; nothing is written.
    game = FakeGame()
    page = Page(glaze, folder, driver, extra=('--live', game.url))
    try:
        wait(driver, lambda: page.js('return document.body.dataset.live') == 'connected', 'the live panel never connected')
        wait(driver, lambda: page.js("return document.getElementById('live-frame').naturalWidth") == 64,
             "the game's frame was not shown")
        rows = page.js("return [...document.querySelectorAll('#live-variables tr')].map(r => r.textContent)")
        check('damage0.250' in rows, f"the game's variables are not shown: {rows}")
        check(not page.find('live').get_attribute('hidden'), 'the live panel is hidden')
        original = page.text()
        page.type_into('number-2-intensity', '0.8')
        wait(driver, lambda: any(t and 'intensity: 0.8' in t for t in game.previews), 'the edit never reached the game')
        check(page.text() == original, 'the edit was written to the file without Save')
        page.settle()
        size = page.js('return state.previewSize')
        check(size == [64, 36], f"the preview is {size}, not the linked game's 64x36")
        return 3
    finally:
        page.close()
        game.close()


CASES = {
    'basics': case_basics,
    'expressions': case_expressions,
    'vector-keyframes': case_vector_keyframes,
    'enable': case_enable,
    'stale-preview': case_stale_preview,
    'undo': case_undo,
    'no-silent-save': case_no_silent_save,
    'conflict': case_conflict,
    'broken-shader': case_broken_shader,
    'new-step': case_new_step,
    'start-image': case_start_image,
    'transition': case_transition,
    'variables': case_variables,
    'game-size': case_game_size,
    'extends': case_extends,
    'extends-transition': case_extends_transition,
    'generator': case_generator,
    'kernel-catalog': case_kernel_catalog,
    'glsl': case_glsl,
    'glsl-undo': case_glsl_undo,
    'scene-menu': case_scene_menu,
    'live': case_live,
}


def run_checks(glaze, folder, only=()):
    driver = make_browser()
    passed = 0
    try:
        for name, case in CASES.items():
            if only and name not in only:
                continue
            try:
                passed += case(glaze, folder, driver)
            except CheckFailed as failure:
                raise CheckFailed(f'{name}: {failure}') from None
    finally:
        driver.quit()
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
    parser.add_argument('--only', action='append', default=[], choices=list(CASES), help='run only this case (repeatable)')
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
        passed = run_checks(args.glaze, folder, args.only)
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

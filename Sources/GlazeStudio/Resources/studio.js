// glaze studio: the page. Plain JavaScript, no build step, no network beyond this server.
//
// The page keeps the designer's unsaved edits (`pending`) and sends them with every preview
// request; the server applies them to the file's text, validates and renders. Save sends the
// same edits to be written into the file. Structural edits (add, remove, move a step) save at once.
'use strict';

const token = document.body.dataset.token;
const $ = (id) => document.getElementById(id);
const state = {
  outline: null,          // the last outline from the server
  effect: null,           // the effect shown
  pending: new Map(),     // key -> edit (unsaved)
  variables: {},          // game variable values for the preview
  time: 0,
  structure: '',          // what the controls were built for
  busy: false, again: false,
  refusedSave: false,     // the last save was refused; stays shown until the next edit
  catalog: null,
};

function api(path, options = {}) {
  const headers = Object.assign({ 'X-Glaze-Token': token }, options.headers || {});
  return fetch(path, Object.assign({}, options, { headers }));
}

function setStatus(text) { $('status').textContent = text; }

function edits() { return Array.from(state.pending.values()); }

function updateButtons() {
  $('save').disabled = state.pending.size === 0;
  $('revert').disabled = state.pending.size === 0;
}

// ---------------------------------------------------------------------------------------------
// Preview

async function refresh(rebuild = false) {
  if (state.busy) { state.again = true; state.againRebuild = state.againRebuild || rebuild; return; }
  state.busy = true;
  setStatus('rendering…');
  try {
    const response = await api('api/preview', {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ edits: edits(), effect: state.effect, image: $('image').value,
                             variables: state.variables, time: state.time }),
    });
    const body = await response.json();
    if (!response.ok) { showErrors(body.errors || []); setStatus('error'); return; }
    apply(body, rebuild);
    const bad = (body.errors || []).length;
    // A preview that finishes after a refused save (it was asked for before) keeps the refusal shown.
    setStatus(state.refusedSave ? 'not saved'
      : bad ? `${bad} problem${bad === 1 ? '' : 's'}` : (state.pending.size ? 'unsaved changes' : 'saved'));
  } catch (error) {
    setStatus('no connection');
  } finally {
    state.busy = false;
    if (state.again) {
      const r = state.againRebuild; state.again = false; state.againRebuild = false;
      refresh(r);
    }
  }
}

function apply(body, rebuild) {
  state.outline = body.outline;
  $('path').textContent = body.path;
  const effects = body.outline.effects.map((e) => e.name);
  if (!state.effect || !effects.includes(state.effect)) state.effect = (body.preview && body.preview.effect) || effects[0];
  const structure = JSON.stringify([effects, state.effect, body.version,
    body.outline.effects.map((e) => e.steps.map((s) => [s.filter, Object.entries(s.params).map(([k, p]) => [k, p.kind])]))]);
  if (rebuild || structure !== state.structure) {
    state.structure = structure;
    buildEffectMenu(effects);
    buildVariables(body.outline.variables);
    buildSteps();
  } else {
    updateCurrentValues();
  }
  showErrors(body.errors || []);
  if (body.preview) {
    $('after').src = body.preview.after;
    $('before').src = body.preview.before;
    $('timing').textContent = `${body.preview.passes} pass${body.preview.passes === 1 ? '' : 'es'} · ` +
      `${body.preview.milliseconds} ms to render and read back at ${body.preview.width}×${body.preview.height}`;
    $('explain').textContent = body.preview.explain;
    // `width` and `height` are the preview's size while previewing.
    for (const [name, value] of [['width', body.preview.width], ['height', body.preview.height]]) {
      const field = $(`var-${name}`);
      if (field) field.value = value;
    }
    document.body.dataset.renders = String(Number(document.body.dataset.renders) + 1);
  }
  document.body.dataset.version = String(body.version);
}

let timer = null;
function schedule() { state.refusedSave = false; clearTimeout(timer); timer = setTimeout(() => refresh(false), 40); }

// ---------------------------------------------------------------------------------------------
// Controls

function currentEffect() { return state.outline.effects.find((e) => e.name === state.effect); }

function buildEffectMenu(names) {
  const menu = $('effect');
  menu.innerHTML = '';
  for (const name of names) menu.add(new Option(name, name, false, name === state.effect));
}

function buildVariables(variables) {
  const box = $('variables');
  box.innerHTML = '';
  for (const v of variables) {
    const fixed = v.name === 'width' || v.name === 'height';
    const value = state.variables[v.name] ?? v.default ?? 0;
    const span = Math.max(1, Math.abs(v.default || 0) * 2);
    const row = el('label', { className: 'row' }, [v.name]);
    const range = el('input', { type: 'range', min: 0, max: span, step: span / 200, value, disabled: fixed });
    const number = el('input', { type: 'number', step: 'any', value, disabled: fixed, id: `var-${v.name}` });
    if (fixed) number.title = 'set to the preview size';
    const set = (x) => { state.variables[v.name] = Number(x); range.value = x; number.value = x; schedule(); };
    range.addEventListener('input', () => set(range.value));
    number.addEventListener('change', () => set(number.value));
    row.append(range, number);
    box.append(row);
  }
}

function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'dataset') Object.assign(node.dataset, v);
    else if (v !== undefined && v !== null && v !== false) node[k] = v;
  }
  for (const c of children) node.append(c);
  return node;
}

function keyFor(step, name) { return `${state.effect}|${step}|${name}`; }

function buildSteps() {
  const box = $('steps');
  box.innerHTML = '';
  const effect = currentEffect();
  if (!effect) return;
  if (!effect.editable) box.append(el('p', {}, ['This effect’s chain is written inline or comes from the file it extends: its values can be tuned, steps cannot be added, removed or moved here.']));
  effect.steps.forEach((step, index) => box.append(buildStep(step, index, effect)));
}

function buildStep(step, index, effect) {
  const d = step.descriptor;
  const enabledKey = keyFor(index, 'enabled');
  const pendingEnable = state.pending.get(enabledKey);
  const enabled = pendingEnable ? pendingEnable.value : (step.enabledText === null ? true : step.enabledText !== 'false');
  const card = el('div', { className: 'step' + (step.enabled ? '' : ' disabled'), id: `step-${index}` });
  const toggle = el('input', { type: 'checkbox', checked: enabled !== false, id: `enable-${index}`, title: 'enabled' });
  const expressionEnabled = step.enabledText !== null && !['true', 'false'].includes(step.enabledText);
  if (expressionEnabled) toggle.title = `enabled: ${step.enabledText} (now ${step.enabled ? 'on' : 'off'})`;
  toggle.addEventListener('change', () => {
    state.pending.set(enabledKey, { op: 'enable', effect: state.effect, step: index, stepFilter: step.filter, value: toggle.checked });
    updateButtons(); schedule();
  });
  const head = el('div', { className: 'step-head' }, [toggle,
    el('span', { className: 'name' }, [d ? d.displayName : step.filter]),
    el('span', { className: 'filter' }, [step.kernel ? step.filter : (step.id || step.filter)])]);
  if (expressionEnabled) head.append(el('span', { className: 'current' }, [`enabled: ${step.enabledText}`]));
  if (effect.editable) {
    const up = el('button', { textContent: '↑', title: 'move up', disabled: index === 0 });
    const down = el('button', { textContent: '↓', title: 'move down', disabled: index === effect.steps.length - 1 });
    const remove = el('button', { textContent: '✕', title: 'remove the step', id: `remove-${index}` });
    up.addEventListener('click', () => structural({ op: 'move', effect: state.effect, step: index, stepFilter: step.filter, to: index - 1 }));
    down.addEventListener('click', () => structural({ op: 'move', effect: state.effect, step: index, stepFilter: step.filter, to: index + 1 }));
    remove.addEventListener('click', () => structural({ op: 'remove', effect: state.effect, step: index, stepFilter: step.filter }));
    head.append(up, down, remove);
  }
  const body = el('div', { className: 'step-body' });
  body.append(el('div', { className: 'errors', id: `err-${index}` }));
  const inputs = d ? d.inputs : Object.keys(step.params).map((name) => ({ name, type: 'scalar', components: 1, choices: [] }));
  for (const input of inputs) {
    if (input.name === 'inputImage') continue;
    body.append(buildParam(step, index, input));
  }
  card.append(head, body);
  return card;
}

function format(x) { return Number.isFinite(x) ? String(Math.round(x * 1e5) / 1e5) : String(x); }

function currentText(p, input) {
  if (!p || p.current === null || p.current === undefined) return '';
  const c = Array.isArray(p.current) ? p.current.map(format).join(', ') : format(p.current);
  return `= ${c}${input.unit ? ' ' + input.unit : ''}`;
}

function buildParam(step, index, input) {
  const key = keyFor(index, input.name);
  const p = step.params[input.name];
  const pending = state.pending.get(key);
  const row = el('div', { className: 'param' + (pending ? ' changed' : ''), id: `param-${index}-${input.name}` });
  row.append(el('label', { title: input.doc || '' }, [input.name]));
  const box = el('div', { className: 'inputs' });
  const setValue = (value) => {
    state.pending.set(key, { op: 'set', effect: state.effect, step: index, stepFilter: step.filter, name: input.name, value });
    row.classList.add('changed');
    updateButtons(); schedule();
  };
  const value = pending ? pending.value : undefined;
  const written = p && p.kind;
  if (written === 'keyframes') {
    box.append(el('code', {}, [p.text]), el('span', { className: 'current' }, [currentText(p, input)]));
  } else if (written === 'expression' && input.type !== 'choice' && input.type !== 'image') {
    box.append(expressionField(value ?? p.value, setValue), el('span', { className: 'current' }, [currentText(p, input)]));
  } else if (input.type === 'choice') {
    const menu = el('select', { id: `input-${index}-${input.name}` });
    for (const c of input.choices) menu.add(new Option(c, c));
    menu.value = value ?? (p ? p.value : input.default);
    menu.addEventListener('change', () => setValue(menu.value));
    box.append(menu);
  } else if (input.type === 'image') {
    const menu = el('select', { id: `input-${index}-${input.name}` });
    menu.add(new Option(input.optional ? '(none)' : '(choose an image)', ''));
    for (const path of state.images || []) if (!path.startsWith('arg:')) menu.add(new Option(path, path));
    menu.value = value ?? (p ? p.value : '');
    menu.addEventListener('change', () => { if (menu.value) setValue(menu.value); });
    box.append(menu);
  } else if (input.type === 'boolean') {
    const check = el('input', { type: 'checkbox', id: `input-${index}-${input.name}` });
    check.checked = value ?? (p ? p.value === 'true' : !!input.default);
    check.addEventListener('change', () => setValue(check.checked));
    box.append(check);
  } else if (input.type === 'color') {
    box.append(...colorFields(index, input, p, value, setValue));
  } else if (input.type === 'position' || input.type === 'vector') {
    box.append(...vectorFields(index, input, p, value, setValue));
  } else {
    box.append(...numberFields(index, input, p, value, setValue));
  }
  row.append(box, el('div', { className: 'errors', id: `err-${index}-${input.name}` }));
  return row;
}

function expressionField(text, setValue) {
  const field = el('input', { className: 'expr', value: text ?? '', title: 'an expression of time, seed and the game variables' });
  field.addEventListener('change', () => {
    const t = field.value.trim();
    setValue(t !== '' && Number.isFinite(Number(t)) ? Number(t) : t);
  });
  return field;
}

function numberFields(index, input, p, value, setValue) {
  const current = value ?? (p && p.kind === 'number' ? Number(p.value) : (input.default ?? 0));
  const lo = input.sliderMin ?? input.min ?? 0, hi = input.sliderMax ?? input.max ?? Math.max(1, current * 2);
  const integer = input.type === 'integer';
  const range = el('input', { type: 'range', min: lo, max: hi, step: integer ? 1 : (hi - lo) / 500, value: current,
                              id: `slider-${index}-${input.name}` });
  const number = el('input', { type: 'number', step: integer ? 1 : 'any', value: current, id: `number-${index}-${input.name}` });
  if (input.min !== null && input.min !== undefined) number.min = input.min;
  if (input.max !== null && input.max !== undefined) number.max = input.max;
  range.addEventListener('input', () => { number.value = format(Number(range.value)); setValue(Number(format(Number(range.value)))); });
  number.addEventListener('change', () => { range.value = number.value; setValue(Number(number.value)); });
  const parts = [range, number];
  if (input.unit) parts.push(el('span', { className: 'unit' }, [input.unit]));
  return parts;
}

function listValues(p, input, value) {
  if (Array.isArray(value)) return value;
  if (p && p.kind === 'list') return p.items.map((t) => (Number.isFinite(Number(t)) && t !== '' ? Number(t) : t));
  if (Array.isArray(input.default)) return input.default.slice();
  return new Array(input.components || 2).fill(0);
}

function vectorFields(index, input, p, value, setValue) {
  const values = listValues(p, input, value);
  return values.map((v, i) => {
    const field = typeof v === 'number'
      ? el('input', { type: 'number', step: 'any', value: v, id: `input-${index}-${input.name}-${i}` })
      : el('input', { className: 'expr', value: v, id: `input-${index}-${input.name}-${i}` });
    field.addEventListener('change', () => {
      const t = field.value.trim();
      values[i] = t !== '' && Number.isFinite(Number(t)) ? Number(t) : t;
      setValue(values.slice());
    });
    return field;
  });
}

// Colours are linear RGBA (not premultiplied); the swatch shows them sRGB-encoded.
const toSRGB = (c) => (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055);
const toLinear = (c) => (c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));

function colorFields(index, input, p, value, setValue) {
  const values = listValues(p, input, value);
  while (values.length < 4) values.push(1);
  const hex = () => '#' + values.slice(0, 3).map((c) => {
    const n = typeof c === 'number' ? Math.round(Math.min(1, Math.max(0, toSRGB(c))) * 255) : 0;
    return n.toString(16).padStart(2, '0');
  }).join('');
  const swatch = el('input', { type: 'color', className: 'swatch', value: hex(), title: 'linear RGBA' });
  const fields = values.map((v, i) => {
    const field = typeof v === 'number'
      ? el('input', { type: 'number', step: 0.01, value: v, title: 'RGBA'[i] + ' (linear)', id: `input-${index}-${input.name}-${i}` })
      : el('input', { className: 'expr', value: v, id: `input-${index}-${input.name}-${i}` });
    field.addEventListener('change', () => {
      const t = field.value.trim();
      values[i] = t !== '' && Number.isFinite(Number(t)) ? Number(t) : t;
      swatch.value = hex();
      setValue(values.slice());
    });
    return field;
  });
  swatch.addEventListener('input', () => {
    for (let i = 0; i < 3; i++) {
      values[i] = Number(format(toLinear(parseInt(swatch.value.slice(1 + 2 * i, 3 + 2 * i), 16) / 255)));
      if (fields[i].type === 'number') fields[i].value = values[i];
    }
    setValue(values.slice());
  });
  return [swatch, ...fields];
}

function updateCurrentValues() {
  const effect = currentEffect();
  if (!effect) return;
  effect.steps.forEach((step, index) => {
    const card = $(`step-${index}`);
    if (card) card.classList.toggle('disabled', !step.enabled);
    const inputs = step.descriptor ? step.descriptor.inputs : [];
    for (const input of inputs) {
      const row = $(`param-${index}-${input.name}`);
      const label = row && row.querySelector('.current');
      if (label) label.textContent = currentText(step.params[input.name], input);
    }
  });
}

function showErrors(errors) {
  document.querySelectorAll('.errors').forEach((e) => { e.textContent = ''; });
  const prefix = `effects.${state.effect}.chain[`;
  for (const error of errors) {
    let target = null;
    if (error.keyPath.startsWith(prefix)) {
      const rest = error.keyPath.slice(prefix.length);
      const index = parseInt(rest, 10);
      const param = /\]\.parameters\.([A-Za-z0-9_]+)/.exec(rest);
      target = (param && $(`err-${index}-${param[1]}`)) || $(`err-${index}`);
    }
    target = target || $('global-errors');
    target.textContent += (target.textContent ? '\n' : '') + error.text;
  }
}

// ---------------------------------------------------------------------------------------------
// Saving and structural edits

async function save(extra = []) {
  state.refusedSave = false;
  setStatus('saving…');
  const response = await api('api/save', {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ edits: edits().concat(extra) }),
  });
  const body = await response.json();
  if (!response.ok) {
    showErrors(body.errors || []);
    state.refusedSave = true;
    setStatus('not saved');
    return false;
  }
  state.pending.clear();
  updateButtons();
  await refresh(true);
  setStatus('saved');
  return true;
}

function structural(edit) { save([edit]); }

// ---------------------------------------------------------------------------------------------
// Catalog

async function buildCatalog() {
  if (!state.catalog) state.catalog = await (await api('api/filters')).json();
  const menu = $('catalog-category');
  if (menu.options.length === 1) {
    for (const c of [...new Set(state.catalog.map((f) => f.category))]) menu.add(new Option(c, c));
  }
  const query = $('catalog-search').value.trim().toLowerCase();
  const list = $('catalog-list');
  list.innerHTML = '';
  for (const f of state.catalog) {
    if (menu.value && f.category !== menu.value) continue;
    if (query && !(f.name.toLowerCase().includes(query) || f.displayName.toLowerCase().includes(query))) continue;
    const card = el('div', { className: 'filter-card', title: f.doc, dataset: { filter: f.name } }, [
      el('img', { loading: 'lazy', alt: '', src: `api/thumbnail?token=${token}&filter=${encodeURIComponent(f.name)}&image=${encodeURIComponent($('image').value)}` }),
      el('div', {}, [f.displayName]),
    ]);
    card.addEventListener('click', () => structural({ op: 'add', effect: state.effect, filter: f.name }));
    list.append(card);
  }
}

// ---------------------------------------------------------------------------------------------
// Wiring

async function start() {
  const images = await (await api('api/images')).json();
  state.images = images.images;
  for (const path of images.images) $('image').add(new Option(images.labels[path] || path, path));
  $('effect').addEventListener('change', () => { state.effect = $('effect').value; refresh(true); });
  $('image').addEventListener('change', () => refresh(false));
  $('save').addEventListener('click', () => save());
  $('revert').addEventListener('click', () => { state.refusedSave = false; state.pending.clear(); updateButtons(); refresh(true); });
  $('split').addEventListener('input', () => {
    const x = $('split').value;
    $('after').style.clipPath = `inset(0 0 0 ${x}%)`;
    $('split-line').style.left = `${x}%`;
  });
  const setTime = (t) => { state.time = Number(t); $('time').value = t; $('time-number').value = t; schedule(); };
  $('time').addEventListener('input', () => setTime($('time').value));
  $('time-number').addEventListener('change', () => setTime($('time-number').value));
  setInterval(() => { if ($('play').checked && !state.busy) setTime(((state.time + 0.1) % 10).toFixed(2)); }, 100);
  $('add-toggle').addEventListener('click', () => { $('catalog').hidden = !$('catalog').hidden; if (!$('catalog').hidden) buildCatalog(); });
  $('catalog-search').addEventListener('input', buildCatalog);
  $('catalog-category').addEventListener('change', buildCatalog);
  // The file (or a shader it uses) changed on disk: show the new text, keep unsaved edits.
  const events = new EventSource(`api/events?token=${token}`);
  events.onmessage = () => refresh(true);
  await refresh(true);
}

start();

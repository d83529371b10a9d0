// glaze studio: the page. Plain JavaScript, no build step, no network beyond this server.
//
// The page keeps the designer's unsaved edits (`pending`, in the order they were made) and sends
// them with every preview request; the server applies them to the file's text, validates and
// renders. Nothing is written until Save: adding, removing and moving steps are pending edits
// too. Every change (edits, saves, reverts, a GLSL pane's saves) is a step in the undo history;
// undoing a save puts the file's previous text back byte for byte. Each edit carries the value's
// text as the page loaded it (`base`): a save whose target changed on disk since shows both values
// to pick from.
'use strict';

const token = document.body.dataset.token;
const $ = (id) => document.getElementById(id);
const state = {
  outline: null,          // the last outline from the server
  effect: null,           // the effect shown
  pending: [],            // unsaved edits, in order
  undo: [], redo: [],     // history: {before, after (pending lists), file?: {before, after} (texts),
                          // shader?: {path, before, after} (a kernel file's texts), key, at}
  conflicts: null,        // the last save's conflicts, while the designer picks
  variables: {},          // game variable values for the preview
  time: 0,
  structure: '',          // what the controls were built for
  busy: false, again: false,
  written: 0,             // files this page wrote (saves, undone saves): a preview asked for before the last is stale
  lastWritten: null,      // the effect file's text as this page last wrote it (a save is no conflict while it holds that)
  refusedSave: false,     // why the last save was refused; stays shown until the next edit
  saveErrors: [],         // its problems, shown with the preview's
  expressions: new Map(), // effect|step|filter -> the step's last `enabled` expression
  descriptors: new Map(), // filter or kernel file -> its last descriptor
  previewSize: [480, 270],
  transition: null,       // the transition being scrubbed (by moment), or null for the effect
  progress: 0,
  catalog: null,
  shaders: new Map(),      // kernel file path -> {text, errors}: the open GLSL panes' drafts
};

function api(path, options = {}) {
  const headers = Object.assign({ 'X-Glaze-Token': token }, options.headers || {});
  return fetch(path, Object.assign({}, options, { headers }));
}

function setStatus(text) { $('status').textContent = text; }

function edits() { return state.pending.slice(); }

function updateButtons() {
  $('save').disabled = state.pending.length === 0;
  $('revert').disabled = state.pending.length === 0;
  $('undo').disabled = state.undo.length === 0;
  $('redo').disabled = state.redo.length === 0;
  document.body.dataset.pending = String(state.pending.length);
}

// ---------------------------------------------------------------------------------------------
// Edits and history

const HISTORY = 500;   // undo steps kept
const structuralOps = ['add', 'remove', 'move'];

// The pending edit of the same kind for the same value, if no structural edit of that effect
// came after it (it would have moved the value elsewhere).
function pendingIndex(edit) {
  for (let i = state.pending.length - 1; i >= 0; i--) {
    const e = state.pending[i];
    if (e.effect !== edit.effect) continue;
    if (structuralOps.includes(e.op)) return -1;
    if (e.op === edit.op && e.step === edit.step && e.name === edit.name && (e.id || '') === (edit.id || '')) return i;
  }
  return -1;
}

function pendingFor(op, step, name, id) {
  const i = pendingIndex({ op, effect: state.effect, step, name, id });
  return i < 0 ? undefined : state.pending[i];
}

// Changes the pending list through `change` as one undo step; `key` merges a drag of the same
// control into one step.
function record(change, key) {
  const before = state.pending.map((e) => Object.assign({}, e));
  change();
  const last = state.undo[state.undo.length - 1];
  const now = Date.now();
  if (key && last && !last.file && last.key === key && now - last.at < 1500) {
    last.after = state.pending.slice(); last.at = now;
  } else {
    state.undo.push({ before, after: state.pending.slice(), key, at: now });
    if (state.undo.length > HISTORY) state.undo.shift();
  }
  state.redo = [];
  state.refusedSave = false;
  updateButtons(); schedule();
}

// Adds or replaces an edit of a value (the first edit's `base` stays: what the file held).
function edit(e) {
  record(() => {
    const i = pendingIndex(e);
    if (i >= 0) state.pending[i] = Object.assign({}, e, { base: state.pending[i].base });
    else state.pending.push(e);
  }, `${e.op}|${e.effect}|${e.step}|${e.name}|${e.id || ''}`);
}

function unedit(op, step, name, id) {
  const i = pendingIndex({ op, effect: state.effect, step, name, id });
  if (i >= 0) record(() => { state.pending.splice(i, 1); });
}

function structural(e) { record(() => { state.pending.push(e); }); refreshSoon(true); }

// A preview asked for now and finished (after one already under way): new edits then start
// from the text just written.
async function freshRefresh() {
  while (state.busy) await new Promise((resolve) => setTimeout(resolve, 20));
  await refresh(true);
}

async function undo() { await travel(state.undo, state.redo, 'before', 'after'); }
async function redo() { await travel(state.redo, state.undo, 'after', 'before'); }

// Moves one step through the history: pending edits, and the file's text when the step saved it
// (the effect file's, or a kernel file's from its GLSL pane: that pane then shows the text put back).
async function travel(from, to, side, other) {
  const entry = from.pop();
  if (!entry) return;
  const written = entry.file || entry.shader;
  if (written) {
    const response = await api('api/restore', {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: written[side], expected: written[other], shader: entry.shader ? entry.shader.path : undefined }),
    });
    if (!response.ok) {
      from.push(entry);
      const body = await response.json().catch(() => ({}));
      showErrors(body.errors || []);
      setStatus('cannot undo');
      return;
    }
    state.written++;
    if (!entry.shader) state.lastWritten = written[side];
  }
  if (entry.shader) {
    const draft = state.shaders.get(entry.shader.path);
    if (draft) { draft.text = entry.shader[side]; draft.errors = []; }
  } else {
    state.pending = entry[side].slice();
  }
  to.push(entry);
  updateButtons();
  if (written) await freshRefresh(); else refreshSoon(true);
}

// ---------------------------------------------------------------------------------------------
// Preview

async function refresh(rebuild = false) {
  if (state.busy) { state.again = true; state.againRebuild = state.againRebuild || rebuild; return; }
  state.busy = true;
  setStatus('rendering…');
  const written = state.written;
  try {
    const response = await api('api/preview', {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ edits: edits(), effect: state.effect, image: $('image').value,
                             variables: state.variables, time: state.time,
                             transition: state.transition, progress: state.progress }),
    });
    const body = await response.json();
    // Asked for before a write this page made (its answer can come after the write's): it shows
    // the file as it was, and controls built from it would edit against the old values. Again.
    if (written !== state.written) { state.again = true; state.againRebuild = true; return; }
    if (!response.ok) { showErrors(body.errors || []); $('preview').classList.add('stale'); setStatus('error'); return; }
    apply(body, rebuild);
    const bad = (body.errors || []).length;
    // A preview that finishes after a refused save (it was asked for before) keeps the refusal shown.
    setStatus(state.refusedSave ? state.refusedSave
      : bad ? `${bad} problem${bad === 1 ? '' : 's'}` : (state.pending.length ? 'unsaved changes' : 'saved'));
  } catch (error) {
    setStatus('no connection');
  } finally {
    state.busy = false;
    document.body.dataset.refreshes = String(Number(document.body.dataset.refreshes || 0) + 1);
    if (state.again) {
      const r = state.againRebuild; state.again = false; state.againRebuild = false;
      refresh(r);
    }
  }
}

function apply(body, rebuild) {
  state.outline = body.outline;
  if (body.preview) state.previewSize = [body.preview.width, body.preview.height];
  // A step whose filter cannot be described now (a broken shader file) keeps its last controls.
  for (const effect of body.outline.effects) {
    for (const step of effect.steps) {
      if (step.descriptor) state.descriptors.set(step.filter, step.descriptor);
      else step.descriptor = state.descriptors.get(step.filter) || null;
    }
  }
  $('path').textContent = body.path;
  const effects = body.outline.effects.map((e) => e.name);
  if (!state.effect || !effects.includes(state.effect)) state.effect = (body.preview && body.preview.effect) || effects[0];
  const structure = JSON.stringify([effects, state.effect, body.version, body.outline.transitions,
    body.outline.effects.map((e) => e.steps.map((s) => [s.filter, Object.entries(s.params).map(([k, p]) => [k, p.kind])]))]);
  if (rebuild || structure !== state.structure) {
    state.structure = structure;
    buildEffectMenu(effects);
    buildVariables(body.outline.variables);
    buildSteps();
    buildTransitions(body.outline.transitions || []);
  } else {
    updateCurrentValues();
  }
  // A refused save's problems stay shown with the preview's until the next edit.
  const shown = body.errors || [];
  showErrors(shown.concat((state.refusedSave ? state.saveErrors : []).filter((e) => !shown.some((x) => x.text === e.text))));
  // No picture while the file has problems: the last good one stays, marked as such.
  $('preview').classList.toggle('stale', !body.preview);
  $('preview').title = body.preview ? '' : 'the last good preview: the file has problems';
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
function schedule() { clearTimeout(timer); timer = setTimeout(() => refresh(false), 40); }
function refreshSoon(rebuild) { clearTimeout(timer); timer = setTimeout(() => refresh(rebuild), 40); }

// ---------------------------------------------------------------------------------------------
// Controls

function currentEffect() { return state.outline.effects.find((e) => e.name === state.effect); }

function buildEffectMenu(names) {
  const menu = $('effect');
  menu.innerHTML = '';
  for (const name of names) menu.add(new Option(name, name, false, name === state.effect));
}

// Variables written in a position take the frame's width (x) or height (y) as their slider's
// span, those in a distance its larger side; others 0 to twice their default.
function geometricSpans() {
  const [w, h] = state.previewSize, spans = new Map();
  const note = (text, span) => {
    for (const name of String(text).match(/[A-Za-z_][A-Za-z0-9_]*/g) || []) spans.set(name, Math.max(spans.get(name) || 0, span));
  };
  for (const effect of state.outline.effects) {
    for (const step of effect.steps) {
      for (const input of step.descriptor ? step.descriptor.inputs : []) {
        const p = step.params[input.name];
        if (!p) continue;
        if (input.type === 'position' && p.kind === 'list') p.items.forEach((t, i) => note(t, i === 0 ? w : h));
        else if (input.type === 'distance' && p.kind === 'expression') note(p.value, Math.max(w, h));
      }
    }
  }
  return spans;
}

function buildVariables(variables) {
  const box = $('variables');
  box.innerHTML = '';
  const geometric = geometricSpans();
  for (const v of variables) {
    const fixed = v.name === 'width' || v.name === 'height';
    const value = state.variables[v.name] ?? v.default ?? 0;
    const span = Math.max(1, Math.abs(v.default || 0) * 2, geometric.get(v.name) || 0);
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

function buildSteps() {
  const box = $('steps');
  box.innerHTML = '';
  const effect = currentEffect();
  buildPositionMenu(effect);
  if (!effect) return;
  if (effect.inherited) box.append(el('p', { id: 'inherited-note' }, ['These steps come from the file this one extends: a value changed here is written to this file’s steps: overrides; add, remove or move steps in the base file.']));
  else if (!effect.editable) box.append(el('p', {}, ['This effect’s chain is written inline: its values can be tuned, steps cannot be added, removed or moved here.']));
  effect.steps.forEach((step, index) => box.append(buildStep(step, index, effect)));
}

// Where the catalog inserts a step: at the end, or before any step.
function buildPositionMenu(effect) {
  const menu = $('catalog-position');
  const keep = menu.value;
  menu.innerHTML = '';
  menu.add(new Option('at the end', ''));
  (effect ? effect.steps : []).forEach((s, i) => menu.add(new Option(`before ${i + 1}. ${s.id || s.filter}`, String(i))));
  if ([...menu.options].some((o) => o.value === keep)) menu.value = keep;
}

const isExpressionSwitch = (text) => text !== null && text !== undefined && !['true', 'false'].includes(text);

// The step's switch: the checkbox ticks "always" and unticks "never"; a step switched by an
// expression shows it beside the box (the box half-ticked), and re-ticking after an untick puts
// the expression back. The menu picks always, never or an expression directly.
function enableControls(step, index) {
  // An inherited step is switched through the file's `steps:` override of it.
  const target = step.inherited ? { op: 'override', step: index, id: step.overrideKey } : { op: 'enable', step: index };
  const e = pendingFor(target.op, index, undefined, target.id);
  // The file's text (or null): the outline shows the pending edit's, the edit keeps the file's.
  const original = e ? e.original : step.enabledText;
  const value = e ? e.value : (original === null ? true : original === 'false' ? false : original === 'true' ? true : original);
  const mode = value === true ? 'always' : value === false ? 'never' : 'when';
  const toggle = el('input', { type: 'checkbox', id: `enable-${index}`, title: 'enabled' });
  toggle.checked = mode !== 'never';
  toggle.indeterminate = mode === 'when';
  const menu = el('select', { id: `enable-mode-${index}`, title: 'when the step runs' });
  for (const [v, label] of [['always', 'always'], ['never', 'never'], ['when', 'when…']]) menu.add(new Option(label, v));
  menu.value = mode;
  // The step's expression stays one click away after an untick, a save of always or never.
  const remembered = `${state.effect}|${index}|${step.filter}`;
  if (isExpressionSwitch(original)) state.expressions.set(remembered, original);
  const lastExpression = typeof value === 'string' ? value : (state.expressions.get(remembered) || '');
  const field = el('input', { className: 'expr enable-expr', id: `enable-expr-${index}`, value: typeof value === 'string' ? value : lastExpression,
                              title: 'the step runs while this expression is not 0', hidden: mode !== 'when' });
  let now = mode;   // what the controls show (a quick second click comes before the rebuild)
  const set = (v) => {
    now = v === true ? 'always' : v === false ? 'never' : 'when';
    const base = step.inherited ? (step.enabledBase || '') : (original ?? '');
    // Back to what the file holds: no edit.
    if ((v === true && (original === null || original === 'true')) || (v === false && original === 'false') || v === original) {
      unedit(target.op, index, undefined, target.id);
    } else {
      edit(Object.assign({ effect: state.effect, stepFilter: step.filter, value: v, base, original }, target));
    }
    refreshSoon(true);
  };
  toggle.addEventListener('change', () => {
    if (!toggle.checked) set(false);
    else set(isExpressionSwitch(lastExpression) && now === 'never' ? lastExpression : true);
  });
  menu.addEventListener('change', () => {
    if (menu.value !== 'when') { set(menu.value === 'always'); return; }
    const t = field.value.trim() || lastExpression;
    if (isExpressionSwitch(t)) { set(t); return; }
    field.hidden = false; field.value = ''; field.focus();   // no expression yet: type one
  });
  field.addEventListener('change', () => { const t = field.value.trim(); if (t) set(t === 'true' ? true : t === 'false' ? false : t); });
  return [toggle, menu, field];
}

function buildStep(step, index, effect) {
  const d = step.descriptor;
  const card = el('div', { className: 'step' + (step.enabled ? '' : ' disabled') + (step.inherited ? ' inherited' : ''), id: `step-${index}` });
  // An inherited step's switch and values are overridden in this file (under its id or filter).
  const switches = !step.inherited ? enableControls(step, index)
    : step.overrideKey ? [...enableControls(step, index),
                          el('span', { className: 'from-base', title: `overridden as steps: ${step.overrideKey}` }, ['from the base file'])]
      : [el('input', { type: 'checkbox', checked: step.enabled, disabled: true, title: 'switched in the base file' }),
         el('span', { className: 'from-base', title: 'give it an id in the base file to override it' }, ['from the base file (needs an id to override)'])];
  const head = el('div', { className: 'step-head' }, [...switches,
    el('span', { className: 'name' }, [d ? d.displayName : step.filter]),
    el('span', { className: 'filter' }, [step.kernel ? step.filter : (step.id || step.filter)])]);
  if (effect.editable) {
    const up = el('button', { textContent: '↑', title: 'move up', disabled: index === 0, id: `up-${index}` });
    const down = el('button', { textContent: '↓', title: 'move down', disabled: index === effect.steps.length - 1, id: `down-${index}` });
    const remove = el('button', { textContent: '✕', title: 'remove the step (undo brings it back)', id: `remove-${index}` });
    up.addEventListener('click', () => structural({ op: 'move', effect: state.effect, step: index, stepFilter: step.filter, to: index - 1 }));
    down.addEventListener('click', () => structural({ op: 'move', effect: state.effect, step: index, stepFilter: step.filter, to: index + 1 }));
    remove.addEventListener('click', () => structural({ op: 'remove', effect: state.effect, step: index, stepFilter: step.filter }));
    head.append(up, down, remove);
  }
  const body = el('div', { className: 'step-body' });
  body.append(el('div', { className: 'errors', id: `err-${index}` }));
  if (step.kernel && !step.inherited) {
    const toggle = el('button', { textContent: 'GLSL', title: 'edit the kernel file', id: `glsl-${index}` });
    toggle.addEventListener('click', () => {
      const open = state.shaders.get(step.filter);
      if (open) { state.shaders.delete(step.filter); $(`glsl-pane-${index}`)?.remove(); } else shaderPane(step.filter, index, body);
    });
    head.append(toggle);
    if (state.shaders.has(step.filter)) shaderPane(step.filter, index, body);
  }
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

// A field's text as a value: a number when it reads as one, else an expression.
function parseField(text) {
  const t = text.trim();
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : t;
}

const isNumeric = (input) => ['scalar', 'integer', 'angle', 'distance', 'number'].includes(input.type) ||
  !['choice', 'image', 'boolean', 'color', 'position', 'vector', 'string'].includes(input.type);

// What a scalar value is written as: number, expression or keyframes.
function modeOf(value, p) {
  if (value !== undefined) return typeof value === 'number' ? 'number' : typeof value === 'string' ? 'expression' : 'keyframes';
  if (!p) return 'number';
  return p.kind === 'expression' ? 'expression' : p.kind === 'keyframes' ? 'keyframes' : 'number';
}

// The edit a control of `step` makes: `set` on the step; `override` on an inherited step (its
// values go to the file's `steps:` override of it); `input` on a generator input (`step.input`).
function editTarget(step, index) {
  if (step.input) return { op: 'input', step: 0, id: step.input };
  if (step.inherited) return { op: 'override', step: index, id: step.overrideKey };
  return { op: 'set', step: index };
}

// `index` names the controls (`number-INDEX-NAME`): a step's index, or `INDEX-INPUT` for the
// generator a step's image parameter uses.
function buildParam(step, index, input) {
  const p = step.params[input.name];
  const target = editTarget(step, index);
  const pending = pendingFor(target.op, target.step, input.name, target.id);
  const row = el('div', { className: 'param' + (pending ? ' changed' : ''), id: `param-${index}-${input.name}` });
  row.append(el('label', { title: input.doc || '' }, [input.name]));
  const box = el('div', { className: 'inputs' });
  const setValue = (value) => {
    edit(Object.assign({ effect: state.effect, stepFilter: step.filter, name: input.name, value,
                         base: p && p.local !== false ? p.text : '' }, target));
    row.classList.add('changed');
  };
  const value = pending ? pending.value : undefined;
  if (input.type === 'choice') {
    const menu = el('select', { id: `input-${index}-${input.name}` });
    for (const c of input.choices) menu.add(new Option(c, c));
    menu.value = value ?? (p ? p.value : input.default);
    menu.addEventListener('change', () => setValue(menu.value));
    box.append(menu);
  } else if (input.type === 'image') {
    // The scene, the effect's named inputs, the file's other effects, then image files.
    const menu = el('select', { id: `input-${index}-${input.name}` });
    menu.add(new Option(input.optional ? '(none)' : '(choose an image)', ''));
    const effect = currentEffect();
    const inputs = (effect && effect.inputs) || {};
    const names = ['scene', ...Object.keys(inputs), ...state.outline.effects.map((e) => e.name).filter((n) => n !== state.effect)];
    for (const name of names) menu.add(new Option(inputs[name] && inputs[name].filter ? `${name} (${inputs[name].filter})` : name, name));
    for (const path of state.images || []) if (!path.startsWith('arg:')) menu.add(new Option(path, path));
    const shown = value ?? (p ? p.value : '');
    if (shown && ![...menu.options].some((o) => o.value === shown)) menu.add(new Option(shown, shown));
    menu.value = shown;
    menu.addEventListener('change', () => { if (menu.value) { setValue(menu.value); refreshSoon(true); } });
    box.append(menu);
    // A generator input (a gradient, a colour…) is tuned here, where it is used.
    const generator = inputs[shown];
    if (generator && generator.filter && !step.input) {
      const nested = el('div', { className: 'generator', id: `generator-${index}-${input.name}` });
      const genStep = { input: shown, filter: generator.filter, params: generator.params, descriptor: generator.descriptor };
      const fields = generator.descriptor ? generator.descriptor.inputs : Object.keys(generator.params).map((name) => ({ name, type: 'scalar' }));
      for (const field of fields) if (field.type !== 'image') nested.append(buildParam(genStep, `${index}-${shown}`, field));
      box.append(nested);
    }
  } else if (input.type === 'boolean') {
    const check = el('input', { type: 'checkbox', id: `input-${index}-${input.name}` });
    check.checked = value ?? (p ? p.value === 'true' : !!input.default);
    check.addEventListener('change', () => setValue(check.checked));
    box.append(check);
  } else if (p && p.kind === 'keyframes' && !p.keyframes && value === undefined) {
    // Keyframes the curve editor cannot show (a value neither a number nor a list): as written.
    box.append(el('code', {}, [p.text]), el('span', { className: 'current' }, [currentText(p, input)]));
  } else if (['color', 'position', 'vector'].includes(input.type)) {
    box.append(...listFields(index, input, p, value, setValue));
  } else {
    box.append(...scalarFields(index, input, p, value, setValue));
  }
  row.append(box, el('div', { className: 'errors', id: `err-${index}-${input.name}` }));
  return row;
}

// A number (slider and text field), an expression or keyframes, with a menu to switch between them.
function scalarFields(index, input, p, value, setValue) {
  const mode = modeOf(value, p);
  const now = p && typeof p.current === 'number' ? Number(format(p.current)) : (input.default ?? 0);
  const menu = el('select', { id: `mode-${index}-${input.name}`, className: 'mode', title: 'number, expression or keyframes' });
  for (const m of ['number', 'expression', 'keyframes']) menu.add(new Option(m, m));
  menu.value = mode;
  menu.addEventListener('change', () => {
    if (menu.value === 'number') setValue(now);
    else if (menu.value === 'expression') setValue(String(mode === 'expression' ? (value ?? p.value) : now));
    else setValue({ keyframes: [[0, now], [1, now]], easing: 'linear' });
    refreshSoon(true);
  });
  const current = el('span', { className: 'current' }, [currentText(p, input)]);
  if (mode === 'expression') {
    const field = el('input', { className: 'expr', id: `expr-${index}-${input.name}`, value: value ?? (p ? p.value : ''),
                                title: 'an expression of time, seed and the game variables' });
    field.addEventListener('change', () => { const v = parseField(field.value); if (v !== '') setValue(typeof v === 'number' ? String(v) : v); });
    return [menu, field, current];
  }
  if (mode === 'keyframes') return [menu, ...keyframeEditor(index, input, p, value, setValue), current];
  return [menu, ...numberFields(index, input, p, value, setValue)];
}

function numberFields(index, input, p, value, setValue) {
  const current = value ?? (p && p.kind === 'number' ? Number(p.value) : (input.default ?? 0));
  const lo = input.sliderMin ?? input.min ?? 0, hi = input.sliderMax ?? input.max ?? Math.max(1, current * 2);
  const integer = input.type === 'integer';
  const range = el('input', { type: 'range', min: lo, max: hi, step: integer ? 1 : (hi - lo) / 500, value: current,
                              id: `slider-${index}-${input.name}` });
  // A text field: whatever is typed is kept (a number, or an expression the menu then shows).
  const number = el('input', { type: 'text', inputMode: 'decimal', className: 'num', value: current, id: `number-${index}-${input.name}`,
                               title: 'a number, or an expression of time, seed and the game variables' });
  range.addEventListener('input', () => { number.value = format(Number(range.value)); setValue(Number(format(Number(range.value)))); });
  number.addEventListener('change', () => {
    const v = parseField(number.value);
    if (v === '') return;
    if (typeof v === 'number') { range.value = v; setValue(v); } else { setValue(v); refreshSoon(true); }
  });
  const parts = [range, number];
  if (input.unit) parts.push(el('span', { className: 'unit' }, [input.unit]));
  return parts;
}

// Keyframes: a small curve (value over time, eased) and a row per keyframe, with the easing and
// loop. Keyframes of a vector or colour have a field per component and a curve per component
// (colours in their channel's colour).
function keyframeEditor(index, input, p, value, setValue) {
  const copy = (v) => (Array.isArray(v) ? v.slice() : v);
  const read = (v) => (Array.isArray(v) ? v.map(parseField) : parseField(v));
  const k = value && value.keyframes ? { keyframes: value.keyframes.map(([t, v]) => [t, copy(v)]), easing: value.easing, loop: value.loop }
    : { keyframes: (p && p.keyframes ? p.keyframes : [[0, 0], [1, 1]]).map(([t, v]) => [Number(t), read(v)]),
        easing: p && p.easing ? p.easing : undefined, loop: p && p.loop ? true : undefined };
  // Components per value: 0 for a scalar.
  const components = Array.isArray(k.keyframes[0] && k.keyframes[0][1]) ? k.keyframes[0][1].length : 0;
  const names = input.type === 'color' ? 'RGBA' : 'XYZW';
  const colours = input.type === 'color' ? ['#ff6b6b', '#6bdc7a', '#5aa9ff', '#cccccc'] : ['#5aa9ff', '#ffb45a', '#c58aff', '#cccccc'];
  const send = () => { setValue({ keyframes: k.keyframes.map(([t, v]) => [t, copy(v)]), easing: k.easing, loop: k.loop }); draw(); };
  const canvas = el('canvas', { width: 160, height: 48, className: 'curve', id: `curve-${index}-${input.name}` });
  canvas.dataset.curves = String(Math.max(1, components));
  const ease = { linear: (t) => t, easeIn: (t) => t * t, easeOut: (t) => 1 - (1 - t) * (1 - t),
                 easeInOut: (t) => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)), sinusoidal: (t) => 0.5 * (1 - Math.cos(Math.PI * t)) };
  function draw() {
    const g = canvas.getContext('2d');
    g.clearRect(0, 0, canvas.width, canvas.height);
    // One curve per component (one for a scalar), all on the same value scale.
    const curves = (components ? [...Array(components).keys()] : [null]).map((c) =>
      k.keyframes.map(([t, v]) => [t, c === null ? v : Array.isArray(v) ? v[c] : undefined]).filter(([, v]) => typeof v === 'number'));
    const all = curves.flat();
    if (all.length === 0) return;
    const t0 = 0, t1 = Math.max(1e-3, ...all.map((x) => x[0]));
    const vs = all.map((x) => x[1]), lo = Math.min(...vs), hi = Math.max(...vs), span = hi - lo || 1;
    const y = (v) => canvas.height - 4 - (v - lo) / span * (canvas.height - 8);
    curves.forEach((pts, c) => {
      if (pts.length === 0) return;
      const at = (t) => {
        if (t <= pts[0][0]) return pts[0][1];
        for (let i = 1; i < pts.length; i++) if (t <= pts[i][0]) {
          const [ta, va] = pts[i - 1], [tb, vb] = pts[i];
          return va + (vb - va) * (ease[k.easing || 'linear'] || ease.linear)((t - ta) / (tb - ta));
        }
        return pts[pts.length - 1][1];
      };
      g.strokeStyle = components ? colours[c] : '#5aa9ff'; g.beginPath();
      for (let x = 0; x <= canvas.width; x++) {
        if (x === 0) g.moveTo(x, y(at(t0 + (t1 - t0) * x / canvas.width))); else g.lineTo(x, y(at(t0 + (t1 - t0) * x / canvas.width)));
      }
      g.stroke();
      g.fillStyle = components ? colours[c] : '#fff';
      for (const [t, v] of pts) g.fillRect((t - t0) / (t1 - t0) * canvas.width - 2, y(v) - 2, 4, 4);
    });
  }
  const rows = el('div', { className: 'keyframes' });
  k.keyframes.forEach((pair, i) => {
    const t = el('input', { type: 'text', className: 'num', value: pair[0], id: `kf-${index}-${input.name}-${i}-t`, title: 'time (s)' });
    // A field left empty (or a time that is no number) is no edit, as for a number.
    t.addEventListener('change', () => {
      if (t.value.trim() === '' || !Number.isFinite(Number(t.value))) return;
      pair[0] = Number(t.value); send();
    });
    // A field for the value, or one per component (`-v0`, `-v1`…).
    const fields = (components ? [...Array(components).keys()] : [null]).map((c) => {
      const shown = c === null ? pair[1] : pair[1][c];
      const v = el('input', { type: 'text', className: typeof shown === 'number' ? 'num' : 'expr', value: shown,
                              id: `kf-${index}-${input.name}-${i}-v${c === null ? '' : c}`, title: c === null ? 'value' : names[c] });
      v.addEventListener('change', () => {
        const typed = parseField(v.value);
        if (typed === '') return;
        if (c === null) pair[1] = typed; else pair[1][c] = typed;
        send();
      });
      return v;
    });
    const drop = el('button', { textContent: '−', title: 'remove this keyframe', disabled: k.keyframes.length < 2 });
    drop.addEventListener('click', () => { k.keyframes.splice(i, 1); send(); refreshSoon(true); });
    rows.append(el('div', { className: 'keyframe' }, [t, 's →', ...fields, drop]));
  });
  const add = el('button', { textContent: '+ key', id: `kf-add-${index}-${input.name}` });
  add.addEventListener('click', () => {
    const last = k.keyframes[k.keyframes.length - 1];
    k.keyframes.push([last ? last[0] + 1 : 0, last ? copy(last[1]) : 0]); send(); refreshSoon(true);
  });
  const easing = el('select', { id: `kf-easing-${index}-${input.name}`, title: 'easing between keyframes' });
  for (const name of Object.keys(ease)) easing.add(new Option(name, name));
  easing.value = k.easing || 'linear';
  easing.addEventListener('change', () => { k.easing = easing.value; send(); });
  const loop = el('input', { type: 'checkbox', id: `kf-loop-${index}-${input.name}`, title: 'loop', checked: !!k.loop });
  loop.addEventListener('change', () => { k.loop = loop.checked ? true : undefined; send(); });
  setTimeout(draw, 0);
  return [canvas, rows, add, easing, el('label', {}, [loop, 'loop'])];
}

// A vector, point or colour: its components (a field each, a swatch for colours) or keyframes
// (the curve editor, a curve per component), with a menu to switch between them.
function listFields(index, input, p, value, setValue) {
  const keyed = value !== undefined ? !!(value && value.keyframes) : !!(p && p.kind === 'keyframes');
  const menu = el('select', { id: `mode-${index}-${input.name}`, className: 'mode', title: 'values or keyframes' });
  for (const m of ['values', 'keyframes']) menu.add(new Option(m, m));
  menu.value = keyed ? 'keyframes' : 'values';
  menu.addEventListener('change', () => {
    // The components as written (expressions kept), or, from keyframes, their current values.
    const now = !keyed ? listValues(p, input, value)
      : p && Array.isArray(p.current) ? p.current.map((x) => Number(format(x))) : listValues(undefined, input, undefined);
    setValue(menu.value === 'keyframes' ? { keyframes: [[0, now.slice()], [1, now.slice()]], easing: 'linear' } : now);
    refreshSoon(true);
  });
  if (keyed) return [menu, ...keyframeEditor(index, input, p, value, setValue), el('span', { className: 'current' }, [currentText(p, input)])];
  return [menu, ...(input.type === 'color' ? colorFields : vectorFields)(index, input, p, value, setValue)];
}

function listValues(p, input, value) {
  if (Array.isArray(value)) return value;
  if (p && p.kind === 'list') return p.items.map((t) => (Number.isFinite(Number(t)) && t !== '' ? Number(t) : t));
  if (Array.isArray(input.default)) return input.default.slice();
  return new Array(input.components || 2).fill(0);
}

// One text field per component: a number or an expression (`width/2`), kept as typed.
function componentField(v, id, title) {
  return el('input', { type: 'text', className: typeof v === 'number' ? 'num' : 'expr', value: v, id, title });
}

function vectorFields(index, input, p, value, setValue) {
  const values = listValues(p, input, value);
  return values.map((v, i) => {
    const field = componentField(v, `input-${index}-${input.name}-${i}`, 'a number or an expression');
    field.addEventListener('change', () => {
      const typed = parseField(field.value);
      if (typed === '') return;   // a field left empty is no edit (as for a number)
      values[i] = typed;
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
    const field = componentField(v, `input-${index}-${input.name}-${i}`, 'RGBA'[i] + ' (linear), a number or an expression');
    field.addEventListener('change', () => {
      const typed = parseField(field.value);
      if (typed === '') return;   // a field left empty is no edit (as for a number)
      values[i] = typed;
      swatch.value = hex();
      setValue(values.slice());
    });
    return field;
  });
  swatch.addEventListener('input', () => {
    for (let i = 0; i < 3; i++) {
      values[i] = Number(format(toLinear(parseInt(swatch.value.slice(1 + 2 * i, 3 + 2 * i), 16) / 255)));
      fields[i].value = values[i];
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
// Kernel files

// A pane that edits kernel file `path` (as the step names it): its text with line numbers, GLSL
// errors at their lines (checked as the designer types, compiled by the server), and a Save that
// writes the file only when it compiles. The draft survives the controls being rebuilt.
async function shaderPane(path, index, parent) {
  let draft = state.shaders.get(path);
  if (!draft) {
    const response = await api(`api/shader?path=${encodeURIComponent(path)}`);
    const body = await response.json().catch(() => ({}));
    if (!response.ok) { showErrors(body.errors || []); return; }
    draft = { text: body.text, errors: [] };
    state.shaders.set(path, draft);
  }
  const pane = el('div', { className: 'glsl', id: `glsl-pane-${index}` });
  const gutter = el('pre', { className: 'gutter', id: `glsl-gutter-${index}` });
  const area = el('textarea', { id: `glsl-text-${index}`, spellcheck: false, value: draft.text, wrap: 'off' });
  const errors = el('div', { className: 'errors', id: `glsl-errors-${index}` });
  const save = el('button', { textContent: 'Save shader', id: `glsl-save-${index}` });
  const show = () => {
    const bad = new Map(draft.errors.map((e) => [e.line, e.message]));
    gutter.innerHTML = '';
    area.rows = Math.min(30, Math.max(6, area.value.split('\n').length + 1));
    area.value.split('\n').forEach((_, i) => {
      gutter.append(el('span', { className: bad.has(i + 1) ? 'bad' : '', title: bad.get(i + 1) || '' }, [`${i + 1}\n`]));
    });
    errors.textContent = draft.errors.map((e) => e.text).join('\n');
  };
  const send = async (write) => {
    const response = await api('api/shader', {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, text: area.value, save: write }),
    });
    const body = await response.json().catch(() => ({}));
    draft.errors = body.errors || [];
    show();
    return body;
  };
  let timer = null;
  area.addEventListener('input', () => { draft.text = area.value; show(); clearTimeout(timer); timer = setTimeout(() => send(false), 300); });
  // A save is a step in the undo history: undoing it puts the file's previous text back.
  save.addEventListener('click', async () => {
    const text = area.value;
    const body = await send(true);
    if (body.saved) {
      state.written++;
      const pending = state.pending.slice();
      state.undo.push({ before: pending, after: pending, shader: { path, before: body.before, after: text }, at: Date.now() });
      if (state.undo.length > HISTORY) state.undo.shift();
      state.redo = [];
      updateButtons();
    }
    setStatus(body.saved ? 'shader saved' : 'shader not saved');
  });
  show();
  $(`glsl-pane-${index}`)?.remove();
  pane.append(el('div', { className: 'glsl-editor' }, [gutter, area]), errors, save);
  parent.append(pane);
  if (draft.errors.length === 0) send(false);
}

// ---------------------------------------------------------------------------------------------
// Transitions

const easings = { linear: (t) => t, easeIn: (t) => t * t, easeOut: (t) => 1 - (1 - t) * (1 - t),
                  easeInOut: (t) => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)), sinusoidal: (t) => 0.5 * (1 - Math.cos(Math.PI * t)) };

// Every transition, those inherited through `extends` too: a scrub bar (previews from the picture
// before to the effect's, at that point), its duration and easing (pending edits like any value;
// an inherited transition's are written to this file's `transitions:`, the base file untouched)
// and the easing's curve.
function buildTransitions(transitions) {
  const box = $('transitions');
  box.innerHTML = '';
  box.hidden = transitions.length === 0;
  if (!transitions.length) return;
  box.append(el('h3', {}, ['Transitions']));
  for (const t of transitions) {
    const pendingOf = (name) => state.pending.find((e) => e.op === 'transition' && e.effect === t.name && e.name === name);
    const set = (name, value) => edit({ op: 'transition', effect: t.name, name, value, base: t[`${name}Base`] ?? '' });
    const scrub = el('input', { type: 'range', min: 0, max: 1, step: 0.01, id: `scrub-${t.name}`,
                                value: state.transition === t.name ? state.progress : 0, title: 'progress' });
    scrub.addEventListener('input', () => { state.transition = t.name; state.progress = Number(scrub.value); schedule(); });
    const duration = el('input', { type: 'text', className: 'num', id: `duration-${t.name}`, title: 'seconds',
                                   value: pendingOf('duration')?.value ?? t.duration });
    duration.addEventListener('change', () => { const v = parseField(duration.value); if (v !== '') set('duration', v); });
    const easing = el('select', { id: `easing-${t.name}` });
    for (const name of Object.keys(easings)) easing.add(new Option(name, name));
    easing.value = pendingOf('easing')?.value ?? t.easing;
    const curve = el('canvas', { width: 60, height: 30, className: 'curve', id: `easing-curve-${t.name}` });
    const draw = () => {
      const g = curve.getContext('2d'), f = easings[easing.value] || easings.linear;
      g.clearRect(0, 0, 60, 30); g.strokeStyle = '#5aa9ff'; g.beginPath();
      for (let x = 0; x <= 60; x++) { const y = 28 - f(x / 60) * 26; if (x) g.lineTo(x, y); else g.moveTo(x, y); }
      g.stroke();
    };
    easing.addEventListener('change', () => { set('easing', easing.value); draw(); });
    const stop = el('button', { textContent: 'effect', title: 'preview the effect again', id: `scrub-stop-${t.name}` });
    stop.addEventListener('click', () => { state.transition = null; scrub.value = 0; schedule(); });
    const origin = t.inherited ? [el('span', { className: 'from-base', id: `transition-base-${t.name}`,
                                                title: 'a value changed here is written to this file’s transitions:' }, ['from the base file'])] : [];
    box.append(el('div', { className: 'transition' + (t.inherited ? ' inherited' : ''), id: `transition-${t.name}` }, [
      el('span', { className: 'name' }, [t.name]), el('span', { className: 'filter' }, [t.transition]),
      scrub, duration, 's', easing, curve, stop, ...origin]));
    setTimeout(draw, 0);
  }
}

// ---------------------------------------------------------------------------------------------
// Saving and structural edits

// Writes the pending edits (one undo step: undoing it puts the file's text back).
async function save() {
  state.refusedSave = false;
  setStatus('saving…');
  const sent = state.pending.slice();
  const response = await api('api/save', {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ edits: sent, written: state.lastWritten }),
  });
  const body = await response.json();
  state.lastSave = { status: response.status, body, sent };
  if (response.status === 409) {
    showConflicts(body.conflicts || []);
    state.refusedSave = 'changed on disk';
    setStatus('changed on disk');
    return false;
  }
  if (!response.ok) {
    state.saveErrors = body.errors || [];
    showErrors(body.errors || []);
    state.refusedSave = 'not saved';
    setStatus('not saved');
    return false;
  }
  state.written++;
  state.lastWritten = body.after;
  // Edits made while the save was under way stay pending.
  state.pending = state.pending.filter((e) => !sent.includes(e));
  state.undo.push({ before: sent, after: state.pending.slice(), file: { before: body.before, after: body.after }, at: Date.now() });
  if (state.undo.length > HISTORY) state.undo.shift();
  state.redo = [];
  updateButtons();
  await freshRefresh();
  setStatus(state.pending.length ? 'unsaved changes' : 'saved');
  return true;
}

// The values the save would change that were edited on disk since the page loaded them: both
// are shown; the designer keeps the disk's (the page's edit is dropped) or their own.
function showConflicts(conflicts) {
  const box = $('conflicts');
  box.innerHTML = '';
  box.hidden = false;
  box.append(el('p', {}, ['Changed on disk since the page loaded it — pick which value to keep:']));
  let open = conflicts.length;
  conflicts.forEach((c, i) => {
    const match = /^effects\.(.+)\.chain\[(\d+)\]\.(?:parameters\.(.+)|enabled)$/.exec(c.keyPath);
    const over = /^effects\.(.+)\.steps\.([^.]+)\.(?:parameters\.(.+)|enabled)$/.exec(c.keyPath);
    const find = () => state.pending.findIndex((e) => (match && e.effect === match[1] && e.step === Number(match[2]) &&
      (match[3] ? e.op === 'set' && e.name === match[3] : e.op === 'enable')) ||
      (over && e.op === 'override' && e.effect === over[1] && e.id === over[2] && e.name === over[3]));
    const disk = el('button', { id: `conflict-disk-${i}`, textContent: `keep the file’s ${c.disk || '(none)'}` });
    const mine = el('button', { id: `conflict-mine-${i}`, textContent: `keep mine ${c.page}` });
    const row = el('div', { className: 'conflict', id: `conflict-${i}` }, [
      el('code', {}, [c.keyPath]), el('span', {}, [` on disk: ${c.disk || '(none)'} · this page: ${c.page} · loaded: ${c.base || '(none)'} `]), disk, mine]);
    const done = () => {
      row.remove();
      if (--open === 0) { box.hidden = true; if (state.pending.length) save(); else refresh(true); }
    };
    disk.addEventListener('click', () => {
      const k = find();
      if (k >= 0) record(() => { state.pending.splice(k, 1); });
      done();
    });
    mine.addEventListener('click', () => {
      const k = find();
      if (k >= 0) state.pending[k] = Object.assign({}, state.pending[k], { base: c.disk });
      done();
    });
    box.append(row);
  });
}

// ---------------------------------------------------------------------------------------------
// Catalog

// Adds filter `f` at the end (`at` '') or before step `at`, with its positions at the frame's
// centre: `width/2, height/2` when the file declares those variables, else the preview's centre.
function addStep(f, at) {
  const effect = currentEffect();
  const index = at === '' ? (effect ? effect.steps.length : 0) : Number(at);
  const names = (state.outline ? state.outline.variables : []).map((v) => v.name);
  const centre = names.includes('width') && names.includes('height') ? ['width/2', 'height/2']
    : [state.previewSize[0] / 2, state.previewSize[1] / 2];
  record(() => {
    // A project kernel file is added by its path (`kernel:`).
    const name = f.kernel || f.name;
    state.pending.push(Object.assign({ op: 'add', effect: state.effect, filter: name }, at === '' ? {} : { to: index }));
    for (const input of f.inputs) {
      if (input.type !== 'position') continue;
      state.pending.push({ op: 'set', effect: state.effect, step: index, stepFilter: name, name: input.name, value: centre.slice(), base: '' });
    }
  });
  refreshSoon(true);
}

// Every word of the query appears in the filter's name, display name, category, description or
// (a project kernel file) path.
function matches(f, query) {
  const haystack = [f.name, f.displayName, f.category, f.doc || '', f.kernel ? `kernel file ${f.kernel}` : ''].join(' ').toLowerCase();
  return query.split(/\s+/).every((word) => haystack.includes(word));
}

async function buildCatalog() {
  // Project kernel files come as {kernel: path, descriptor}: one card like a filter's, with its path.
  if (!state.catalog) {
    state.catalog = (await (await api('api/filters')).json())
      .map((f) => (f.kernel ? Object.assign({}, f.descriptor, { kernel: f.kernel }) : f));
  }
  const menu = $('catalog-category');
  if (menu.options.length === 1) {
    for (const c of [...new Set(state.catalog.map((f) => f.category))]) menu.add(new Option(c, c));
  }
  const query = $('catalog-search').value.trim().toLowerCase();
  const list = $('catalog-list');
  list.innerHTML = '';
  for (const f of state.catalog) {
    if (menu.value && f.category !== menu.value) continue;
    if (query && !matches(f, query)) continue;
    const name = f.kernel || f.name;
    const card = el('div', { className: 'filter-card' + (f.kernel ? ' kernel-file' : ''), title: f.kernel ? `${f.kernel}: ${f.doc}` : f.doc,
                             dataset: { filter: name } }, [
      el('img', { loading: 'lazy', alt: '', src: `api/thumbnail?token=${token}&filter=${encodeURIComponent(name)}&image=${encodeURIComponent($('image').value)}` }),
      el('div', {}, [f.kernel ? `${f.displayName} (kernel file)` : f.displayName]),
    ]);
    card.addEventListener('click', () => addStep(f, $('catalog-position').value));
    list.append(card);
  }
}

// ---------------------------------------------------------------------------------------------
// Wiring

async function start() {
  const images = await (await api('api/images')).json();
  state.images = images.images;
  // The picture menu offers screenshots (`scenes`: pictures of at least 160×90); image
  // parameters offer every PNG.
  for (const path of images.scenes || images.images) $('image').add(new Option(images.labels[path] || path, path));
  // The first image named on the command line is what the designer wants to see.
  if (images.images.includes('arg:0')) $('image').value = 'arg:0';
  $('effect').addEventListener('change', () => { state.effect = $('effect').value; refresh(true); });
  $('image').addEventListener('change', () => refresh(false));
  $('save').addEventListener('click', () => save());
  $('revert').addEventListener('click', () => { record(() => { state.pending = []; }); refreshSoon(true); });
  $('undo').addEventListener('click', () => undo());
  $('redo').addEventListener('click', () => redo());
  // Ctrl-Z, Ctrl-Shift-Z and Ctrl-Y; a text field (a GLSL pane too) keeps its own undo while it has focus.
  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const target = document.activeElement;
    if (target && ((target.tagName === 'INPUT' && ['text', 'search'].includes(target.type)) || target.tagName === 'TEXTAREA')) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) { event.preventDefault(); undo(); }
    else if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); redo(); }
  });
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

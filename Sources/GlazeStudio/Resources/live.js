// glaze studio's live link panel (`glaze studio FILE --live URL`): the running game's latest
// frame and variables, four times a second. The server sends every preview of the page's
// unsaved edits on to the game, which shows them at once; nothing here writes the file.
// Without --live the first poll says so and the panel stays hidden.
'use strict';

(() => {
  const token = document.body.dataset.token;
  const panel = document.createElement('fieldset');
  panel.id = 'live';
  panel.hidden = true;
  const legend = document.createElement('legend');
  legend.textContent = 'Live game';
  const state = document.createElement('div');
  state.id = 'live-state';
  const frame = document.createElement('img');
  frame.id = 'live-frame';
  frame.alt = 'the running game';
  frame.style.width = '100%';
  const variables = document.createElement('table');
  variables.id = 'live-variables';
  panel.append(legend, state, frame, variables);
  const view = document.getElementById('view');
  view.insertBefore(panel, view.firstChild);

  let shown = 0;
  function showVariables(values) {
    variables.replaceChildren(...Object.keys(values).sort().map((name) => {
      const row = document.createElement('tr');
      const key = document.createElement('td');
      const value = document.createElement('td');
      key.textContent = name;
      value.textContent = Number(values[name]).toFixed(3);
      row.append(key, value);
      return row;
    }));
  }

  async function poll() {
    try {
      const reply = await fetch(`api/live?token=${token}`, { headers: { 'X-Glaze-Token': token } });
      const live = await reply.json();
      if (!live.configured) return;  // no --live: nothing to show, stop polling
      panel.hidden = false;
      document.body.dataset.live = live.connected ? 'connected' : 'disconnected';
      if (live.connected) {
        const s = live.status;
        state.textContent = `${s.width}×${s.height} · frame ${s.frame} · `
          + (s.previewShown ? 'showing your unsaved edits' : 'showing the file')
          + (s.errors.length ? ` · ${s.errors[0]}` : '');
        document.body.dataset.liveFrame = String(s.frame);
        document.body.dataset.livePreview = String(s.previewShown);
        if (s.frame > 0 && s.frame !== shown) {
          shown = s.frame;
          frame.src = `api/live/frame?token=${token}&frame=${s.frame}`;
        }
        showVariables(s.variables);
      } else {
        state.textContent = live.error;
      }
    } catch (error) {
      state.textContent = `live link: ${error}`;
    }
    setTimeout(poll, 250);
  }
  poll();
})();

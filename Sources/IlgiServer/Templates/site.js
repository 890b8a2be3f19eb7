// The pages' one script: live updates, copy buttons and the editor's draft autosave. No
// inline script exists (the Content-Security-Policy forbids it).
(function () {
  'use strict';
  var body = document.body;
  var version = body.getAttribute('data-version');
  var live = body.getAttribute('data-live');

  // Live: when the journal changes underneath (the CLI, a sync, git pull), reload the
  // page, or in the editor say so and keep the text.
  function poll() {
    fetch('/api/version', { cache: 'no-store', credentials: 'same-origin' })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (answer) {
        if (!answer || answer.version === version) { return; }
        if (live === 'reload') { window.location.reload(); return; }
        version = answer.version;
        var notice = document.getElementById('live-notice');
        if (notice) { notice.hidden = false; }
      })
      .catch(function () {});
  }
  if (live === 'reload' || live === 'notice') { window.setInterval(poll, 2000); }

  // Copy as text or Markdown.
  function flash(button, text) {
    var before = button.getAttribute('data-label') || button.textContent;
    button.setAttribute('data-label', before);
    button.textContent = text;
    window.setTimeout(function () { button.textContent = before; }, 1500);
  }
  Array.prototype.forEach.call(document.querySelectorAll('[data-copy]'), function (button) {
    button.addEventListener('click', function () {
      fetch(button.getAttribute('data-copy'), { credentials: 'same-origin' })
        .then(function (r) { if (!r.ok) { throw new Error(String(r.status)); } return r.text(); })
        .then(function (text) { return navigator.clipboard.writeText(text); })
        .then(function () { flash(button, body.getAttribute('data-copied')); },
              function () { flash(button, body.getAttribute('data-copy-failed')); });
    });
  });

  // Photos: from the picker, the camera or a drop, each file sent as it is to the
  // entry's /attach, one after another. On an entry's page the page then reloads; in
  // the editor the links the server added are added to the text too, and the editor
  // saves over the version with them; a new entry's photos wait for its save.
  var form = document.getElementById('editor');
  var picker = document.querySelector('.photo-picker');
  var pending = [];
  function upload(files, address) {
    var status = document.getElementById('upload-status');
    var answers = [];
    status.textContent = body.getAttribute('data-uploading');
    return files.reduce(function (previous, file) {
      return previous.then(function () {
        var url = address + '?name=' + encodeURIComponent(file.name || 'photo.jpg') +
          '&journal=' + encodeURIComponent(picker.getAttribute('data-journal'));
        return fetch(url, { method: 'POST', credentials: 'same-origin', body: file })
          .then(function (r) { if (!r.ok) { throw new Error(String(r.status)); } return r.json(); })
          .then(function (answer) { answers.push(answer); });
      });
    }, Promise.resolve()).then(function () {
      status.textContent = '';
      return answers;
    }, function (error) {
      status.textContent = body.getAttribute('data-upload-failed');
      throw error;
    });
  }
  function showPending() {
    var list = document.getElementById('pending-photos');
    list.textContent = pending.length ? body.getAttribute('data-photos-wait') + ' ' +
      pending.map(function (file) { return file.name; }).join(', ') : '';
  }
  function addPhotos(files) {
    files = Array.prototype.slice.call(files || []);
    if (!files.length || !picker) { return; }
    var address = picker.getAttribute('data-attach');
    if (!address) { pending = pending.concat(files); showPending(); return; }
    upload(files, address).then(function (answers) {
      if (!form) { window.location.reload(); return; }
      var text = form.elements.body;
      answers.forEach(function (answer) {
        if (answer.markdown) {
          // As the server added them: after a blank line, or under links already there.
          var trimmed = text.value.replace(/\s+$/, '');
          var last = trimmed.split('\n').pop();
          var gap = !trimmed ? '' : (last.indexOf('.assets/') >= 0 ? '\n' : '\n\n');
          text.value = trimmed + gap + answer.markdown + '\n';
        }
        form.elements.base.value = answer.base;
      });
      text.dispatchEvent(new Event('input', { bubbles: true }));
    }, function () {});
  }
  if (picker) {
    picker.hidden = false;
    Array.prototype.forEach.call(picker.querySelectorAll('input[type=file]'), function (input) {
      input.addEventListener('change', function () { addPhotos(input.files); input.value = ''; });
    });
    var dropZone = form || document.getElementById('entry');
    if (dropZone) {
      dropZone.addEventListener('dragover', function (event) {
        event.preventDefault(); dropZone.classList.add('dropping');
      });
      dropZone.addEventListener('dragleave', function () { dropZone.classList.remove('dropping'); });
      dropZone.addEventListener('drop', function (event) {
        event.preventDefault(); dropZone.classList.remove('dropping');
        addPhotos(event.dataTransfer && event.dataTransfer.files);
      });
    }
  }

  // The editor: keep the draft every few seconds while it changes, and when the tab
  // is hidden or closed, so nothing typed is lost.
  if (!form) { return; }
  var status = document.getElementById('draft-status');
  var dirty = false;
  var stopped = false;
  function fields() {
    var data = new URLSearchParams();
    data.set('key', form.getAttribute('data-key'));
    data.set('title', form.elements.title.value);
    data.set('body', form.elements.body.value);
    data.set('base', form.elements.base.value);
    data.set('journal', form.elements.journal.value);
    return data;
  }
  function keep() {
    if (!dirty || stopped) { return; }
    dirty = false;
    fetch('/api/draft', { method: 'POST', credentials: 'same-origin', body: fields() })
      .then(function (r) {
        if (!r.ok) { throw new Error(String(r.status)); }
        status.textContent = body.getAttribute('data-draft-saved');
        status.setAttribute('data-kept', String(Date.now()));
      })
      .catch(function () { dirty = true; status.textContent = body.getAttribute('data-draft-failed'); });
  }
  function keepNow() {
    if (!dirty || stopped) { return; }
    dirty = false;
    var blob = new Blob([fields().toString()], { type: 'application/x-www-form-urlencoded' });
    if (!(navigator.sendBeacon && navigator.sendBeacon('/api/draft', blob))) { keep(); }
  }
  // What is typed is also kept in this browser (localStorage) at every keystroke, so a
  // connection that drops, or a tab closed while offline, loses nothing: the page sends
  // it when the connection is back, and the editor opened again brings it back.
  var local = 'ilgi:' + form.elements.journal.value + ':' + form.getAttribute('data-key');
  function keepLocally() {
    try {
      window.localStorage.setItem(local, JSON.stringify({
        title: form.elements.title.value, body: form.elements.body.value, base: form.elements.base.value
      }));
    } catch (error) {}
  }
  function forgetLocally() { try { window.localStorage.removeItem(local); } catch (error) {} }
  var kept = null;
  try { kept = JSON.parse(window.localStorage.getItem(local) || 'null'); } catch (error) {}
  if (kept && (kept.title !== form.elements.title.value || kept.body !== form.elements.body.value)) {
    form.elements.title.value = kept.title;
    form.elements.body.value = kept.body;
    form.elements.base.value = kept.base;  // a change made elsewhere since is still noticed
    dirty = true;
    status.textContent = body.getAttribute('data-restored-here');
    status.setAttribute('data-restored', '1');
  }
  // Once something is typed, a template or the prompt no longer replaces it.
  var starters = document.getElementById('starters');
  form.addEventListener('input', function () {
    dirty = true; status.textContent = '';
    if (starters) { starters.hidden = true; }
    keepLocally();
  });
  // The save goes by fetch: when the connection is down, the text stays on the page and
  // is sent again as soon as it is back (and every few seconds until then).
  var waiting = null;
  function send(data) {
    fetch(form.action, { method: 'POST', credentials: 'same-origin', body: data })
      .then(function (r) {
        waiting = null;
        var saved = /\/entry\/([0-9a-f-]{36})$/.exec(new URL(r.url).pathname);
        if (!saved) {  // refused (left as the template, changed elsewhere…): the page says why
          return r.text().then(function (html) { document.open(); document.write(html); document.close(); });
        }
        forgetLocally();
        var entry = '/entry/' + saved[1];
        if (!pending.length) { window.location.href = entry; return; }
        return upload(pending, entry + '/attach').then(function () { window.location.href = entry; },
          function () { window.location.href = entry; });
      })
      .catch(function () {
        waiting = data;
        status.textContent = body.getAttribute('data-offline');
        status.setAttribute('data-waiting', '1');
      });
  }
  function sendWaiting() { if (waiting) { send(waiting); } }
  window.addEventListener('online', sendWaiting);
  window.setInterval(sendWaiting, 5000);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    stopped = true;
    keepLocally();
    var data = new URLSearchParams(new FormData(form));
    if (event.submitter && event.submitter.name) { data.set(event.submitter.name, event.submitter.value); }
    send(data);
  });
  var discard = document.getElementById('discard');
  if (discard) { discard.addEventListener('submit', function () { stopped = true; forgetLocally(); }); }
  window.setInterval(keep, 3000);
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') { keepNow(); }
  });
  window.addEventListener('pagehide', keepNow);

  // `[[` and a few letters in the text offer entries by title; choosing one writes the link
  // ilgi writes, [[3f2a9c1b|Title]], in place of what was typed.
  var suggestions = document.getElementById('link-suggestions');
  var text = form.elements.body;
  var offered = [];
  var selected = 0;
  var asked = 0;
  function typedLink() {
    var before = text.value.slice(0, text.selectionStart);
    var open = before.lastIndexOf('[[');
    if (open < 0) { return null; }
    var typed = before.slice(open + 2);
    if (/[\[\]\n|]/.test(typed) || typed.length > 80) { return null; }
    return { start: open, typed: typed };
  }
  function hideSuggestions() { suggestions.hidden = true; offered = []; }
  function mark() {
    Array.prototype.forEach.call(suggestions.children, function (item, index) {
      item.setAttribute('aria-selected', index === selected ? 'true' : 'false');
    });
  }
  function choose(index) {
    var link = typedLink();
    var item = offered[index];
    if (!link || !item) { hideSuggestions(); return; }
    var end = text.selectionStart;
    var after = text.value.slice(end);
    if (after.indexOf(']]') === 0) { after = after.slice(2); }
    text.value = text.value.slice(0, link.start) + item.link + after;
    text.selectionStart = text.selectionEnd = link.start + item.link.length;
    hideSuggestions();
    text.dispatchEvent(new Event('input', { bubbles: true }));
  }
  function offer(items) {
    offered = items;
    selected = 0;
    suggestions.textContent = '';
    items.forEach(function (item, index) {
      var row = document.createElement('li');
      row.setAttribute('role', 'option');
      row.textContent = item.title;
      var date = document.createElement('span');
      date.className = 'meta';
      date.textContent = item.date;
      row.appendChild(date);
      row.addEventListener('mousedown', function (event) { event.preventDefault(); choose(index); });
      suggestions.appendChild(row);
    });
    suggestions.hidden = items.length === 0;
    mark();
  }
  if (suggestions && text) {
    text.addEventListener('input', function () {
      var link = typedLink();
      if (!link) { hideSuggestions(); return; }
      var ask = ++asked;
      fetch('/api/titles?q=' + encodeURIComponent(link.typed), { credentials: 'same-origin' })
        .then(function (r) { return r.ok ? r.json() : []; })
        .then(function (items) { if (ask === asked && typedLink()) { offer(items); } })
        .catch(function () {});
    });
    text.addEventListener('keydown', function (event) {
      if (suggestions.hidden || !offered.length) { return; }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        selected = (selected + (event.key === 'ArrowDown' ? 1 : offered.length - 1)) % offered.length;
        mark();
        event.preventDefault();
      } else if (event.key === 'Enter' || event.key === 'Tab') {
        choose(selected);
        event.preventDefault();
      } else if (event.key === 'Escape') {
        hideSuggestions();
      }
    });
    text.addEventListener('blur', hideSuggestions);
  }

  var title = form.elements.title;
  if (title && !title.value) {
    title.focus();
  } else {
    // Carry on writing at the end of the text, not before it.
    var text = form.elements.body;
    text.focus();
    text.selectionStart = text.selectionEnd = text.value.length;
  }
})();
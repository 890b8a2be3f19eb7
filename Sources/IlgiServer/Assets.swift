/// The page's script and stylesheet, in the binary: nothing is fetched from anywhere else.
enum Assets {
    /// Live updates, copy buttons and the editor's draft autosave. No inline script exists
    /// (the Content-Security-Policy forbids it); this file is the only one.
    static let script = #"""
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
        """#

    /// Light and dark, from the reader's setting; system fonts (Noto CJK where installed), no
    /// web font.
    static let styleSheet = """
        :root {
          color-scheme: light dark;
          --text: #1f1d1a; --muted: #6b655c; --paper: #fbfaf6; --card: #ffffff; --rule: #e2dccf;
          --accent: #b4532a; --accent-text: #ffffff; --link: #0b57a4; --mark: #fde68a; --danger: #b42318;
          --written: #e9b48f; --add: #e6f4ea; --del: #fde8e8;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #ebe6dd; --muted: #a59f95; --paper: #191816; --card: #22211e; --rule: #3b3934;
            --accent: #e08a5c; --accent-text: #1a1412; --link: #8bb9ef; --mark: #6b5a1b; --danger: #f97066;
            --written: #8a4b2a; --add: #1f3a28; --del: #4a1f1f;
          }
        }
        * { box-sizing: border-box; }
        html { background: var(--paper); color: var(--text); }
        body {
          margin: 0; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", "Apple SD Gothic Neo", sans-serif;
          overflow-wrap: break-word; word-break: keep-all;
        }
        a { color: var(--link); }
        .bar {
          display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; padding: .75rem 1.25rem;
          border-bottom: 1px solid var(--rule); background: var(--card); position: sticky; top: 0; z-index: 1;
        }
        .brand { font-weight: 700; font-size: 1.25rem; color: var(--text); text-decoration: none; margin-right: .6rem; }
        .journal-name {
          color: var(--muted); font-size: .9rem; border: 1px solid var(--rule); border-radius: 999px; padding: .05rem .65rem;
        }
        .bar > .journal-name, .journals { margin-right: auto; }
        .journals { position: relative; }
        .journals summary { cursor: pointer; list-style: none; }
        .journals summary::-webkit-details-marker { display: none; }
        .journals summary::after { content: " \\25BE"; }
        .journals ul {
          position: absolute; left: 0; top: 1.9rem; margin: 0; padding: .3rem 0; list-style: none; min-width: 10rem; z-index: 2;
          background: var(--card); border: 1px solid var(--rule); border-radius: .5rem; box-shadow: 0 4px 14px rgb(0 0 0 / 12%);
        }
        .journals li a { display: block; padding: .4rem .85rem; color: var(--text); text-decoration: none; }
        .journals li a:hover { background: var(--paper); }
        .starters { margin-bottom: 1rem; }
        .starters p { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem .6rem; margin: .4rem 0; }
        .starters .label, .field-name { color: var(--muted); font-size: .9rem; }
        .starters q { font-style: italic; }
        .template-choice[aria-current] { border-color: var(--accent); color: var(--accent); }
        details.fields { margin: .75rem 0; border: 1px solid var(--rule); border-radius: .5rem; padding: .5rem .75rem; background: var(--card); }
        details.fields summary { cursor: pointer; color: var(--muted); }
        .field { margin: .6rem 0; }
        .field label { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
        .field input[type="text"] { flex: 1 1 12rem; }
        fieldset.choices { border: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .35rem; align-items: center; }
        fieldset.choices legend { float: left; margin-right: .4rem; }
        label.choice input { position: absolute; opacity: 0; width: 1px; height: 1px; }
        label.choice span {
          display: inline-block; min-width: 2.4rem; text-align: center; padding: .45rem .6rem; border-radius: .5rem;
          border: 1px solid var(--rule); background: var(--paper); cursor: pointer;
        }
        label.choice input:checked + span { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
        label.choice input:focus-visible + span { outline: 2px solid var(--link); outline-offset: 2px; }
        .fields-line .field + .field::before { content: ""; }
        .field-card { border-bottom: 1px solid var(--rule); padding-bottom: 1rem; margin-bottom: 1rem; }
        .field-card h3 { font-size: 1rem; color: var(--muted); margin: 1rem 0 .3rem; }
        svg.chart { max-width: 36rem; display: block; }
        .chart-bar { fill: var(--accent); }
        .chart-label, .chart-value { fill: var(--text); font-size: 12px; font-family: inherit; }
        .chart-note { fill: var(--muted); }
        .bar nav { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .9rem; }
        .bar nav a { color: var(--muted); text-decoration: none; }
        .bar nav a[aria-current="page"], .bar nav a:hover { color: var(--text); }
        /* On a touch screen every place in the bar is a finger's height. */
        @media (pointer: coarse) {
          .bar nav a, .tags a { display: inline-flex; align-items: center; min-height: 40px; }
          button, .button { min-height: 40px; }
        }
        .bar nav a.button.primary { color: var(--accent-text); }
        main { max-width: 46rem; margin: 0 auto; padding: 1.25rem; }
        main.bare { padding-top: 4rem; }
        h1 { font-size: 1.6rem; line-height: 1.3; margin: .5rem 0 1rem; }
        h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
        .button, button {
          display: inline-block; font: inherit; font-size: .95rem; padding: .4rem .9rem; border-radius: .5rem;
          border: 1px solid var(--rule); background: var(--card); color: var(--text); text-decoration: none; cursor: pointer;
        }
        .button.primary, button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
        .button.danger, button.danger { color: var(--danger); }
        button.danger { border-color: var(--danger); }
        button.link { border: none; background: none; padding: 0; color: var(--muted); font-size: 1rem; }
        form.inline { display: inline; }
        .notice {
          background: var(--card); border: 1px solid var(--rule); border-left: 4px solid var(--accent);
          padding: .6rem .9rem; border-radius: .4rem; margin: 0 0 1rem;
        }
        .notice.error { border-left-color: var(--danger); }
        .notice.live { max-width: 46rem; margin: 1rem auto 0; }
        .empty, .meta, .count, .filters { color: var(--muted); }
        ol.entries { list-style: none; margin: 0; padding: 0; }
        .entry a {
          display: grid; grid-template-columns: 1fr; gap: .1rem; padding: .8rem .2rem; color: inherit; text-decoration: none;
          border-bottom: 1px solid var(--rule);
        }
        .entry a:hover { background: var(--card); }
        .entry .when { color: var(--muted); font-size: .9rem; display: flex; gap: .4rem; align-items: center; }
        .entry .weather { display: inline-block; min-width: 1.4em; }
        .entry .star, .meta .star { color: var(--accent); }
        .entry .title { font-size: 1.1rem; }
        .entry .preview, .entry .match { color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .entry .match { font-size: .9rem; }
        mark { background: var(--mark); color: inherit; border-radius: .15rem; }
        .more { text-align: center; margin: 1.5rem 0; }
        .entry-page header { border-bottom: 1px solid var(--rule); margin-bottom: 1.25rem; padding-bottom: .75rem; }
        .entry-page h1.title { font-size: 2rem; margin-bottom: .25rem; }
        .entry-page .meta { margin: 0; }
        .tags { margin: .4rem 0 0; }
        a.tag { display: inline-block; color: var(--accent); text-decoration: none; margin-right: .4rem; }
        .body { font: 1.075rem/1.75 "Iowan Old Style", Georgia, "Noto Serif", "Noto Serif CJK KR", serif; }
        .body img { max-width: 100%; height: auto; border-radius: 6px; }
        .photo-picker { display: inline-flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
        .photo-picker[hidden] { display: none; }
        .file-input { display: none; }
        .camera { display: none; }
        @media (pointer: coarse) { .camera { display: inline-block; } }
        .upload-status, .pending-photos { color: var(--muted); font-size: .9rem; }
        .dropping { outline: 3px dashed var(--accent); outline-offset: 4px; }
        .entries .thumbnail { float: right; width: 64px; height: 64px; object-fit: cover; border-radius: 6px; margin-left: .75rem; }
        .photo-grid { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: .5rem; }
        .photo-grid img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 6px; display: block; }
        .photo-day-link { margin: .5rem 0; }
        .heat-map { max-width: 760px; }
        .heat-map .level-0 { fill: var(--rule); }
        .heat-map .level-1 { fill: #f3d2b8; }
        .heat-map .level-2 { fill: #e9a677; }
        .heat-map .level-3 { fill: #d2773e; }
        .heat-map .level-4 { fill: #a5481c; }
        .year-nav { color: var(--muted); }
        .body pre, .diff { background: var(--card); border: 1px solid var(--rule); padding: .75rem; border-radius: .4rem; overflow-x: auto; }
        .body blockquote { margin: 1rem 0; padding: 0 1rem; border-left: 3px solid var(--rule); color: var(--muted); }
        .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin: 2rem 0; }
        .editor { display: flex; flex-direction: column; gap: .75rem; }
        .editor input[type=text], .editor textarea, .search input {
          font: inherit; color: var(--text); background: var(--card); border: 1px solid var(--rule); border-radius: .5rem; padding: .6rem .75rem;
        }
        .editor input[type=text] { font-size: 1.4rem; font-weight: 600; }
        .editor textarea { min-height: 55vh; resize: vertical; font: 1.075rem/1.75 "Iowan Old Style", Georgia, "Noto Serif", "Noto Serif CJK KR", serif; }
        .editor-actions { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; justify-content: flex-end; }
        .editor-actions .photo-picker { flex-basis: 100%; }
        .editor-actions .status { margin-right: auto; color: var(--muted); font-size: .9rem; }
        #discard { display: block; text-align: right; margin-top: .5rem; }
        .search { display: flex; flex-wrap: wrap; gap: .5rem .75rem; align-items: center; margin-bottom: 1rem; }
        .search input[type=search] { flex: 1 1 100%; font-size: 1.1rem; }
        .search label { color: var(--muted); font-size: .9rem; }
        .search input[type=date], .search input[type=text] { font-size: .9rem; padding: .3rem .5rem; }
        .tag-list { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem 1rem; }
        .tag-list .count { font-size: .85rem; }
        .versions { list-style: none; padding: 0; }
        .version { display: flex; flex-wrap: wrap; gap: .25rem .75rem; align-items: baseline; padding: .6rem 0; border-bottom: 1px solid var(--rule); }
        .version .action { font-weight: 600; min-width: 4.5rem; }
        .version time, .version code { color: var(--muted); font-size: .9rem; }
        .version .links { display: flex; gap: .75rem; align-items: baseline; margin-left: auto; }
        .version .links button { font-size: .85rem; padding: .15rem .6rem; }
        .diff { font: .9rem/1.5 ui-monospace, "Noto Sans Mono", "Noto Sans Mono CJK KR", monospace; white-space: pre-wrap; }
        .diff .add { background: var(--add); display: block; }
        .diff .del { background: var(--del); display: block; }
        .diff .hunk, .diff .file { color: var(--muted); display: block; }
        .compare { display: flex; flex-wrap: wrap; gap: .5rem .75rem; align-items: center; margin-bottom: .5rem; }
        .compare label { color: var(--muted); font-size: .9rem; }
        .compare select { font: inherit; font-size: .85rem; max-width: 100%; }
        .confirm .entries { margin: 1rem 0; }
        .confirm form { margin-right: .5rem; }
        .calendar-head { display: flex; align-items: center; justify-content: space-between; }
        .calendar { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 1rem 1.5rem; }
        .month h2 { margin: .5rem 0; font-size: 1rem; }
        .grid { display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; text-align: center; font-size: .85rem; }
        .grid .weekday { color: var(--muted); font-size: .75rem; }
        .grid .day { padding: .2rem 0; border-radius: .3rem; color: var(--muted); text-decoration: none; }
        .grid .written { background: var(--written); color: var(--text); font-weight: 600; }
        .grid .today { outline: 2px solid var(--accent); }
        dl.sync-report dt { font-weight: 600; margin-top: .75rem; }
        dl.sync-report dd { margin: 0; }
        @media (max-width: 34rem) {
          .bar { padding: .6rem .9rem; }
          .bar nav { gap: .25rem .7rem; font-size: .95rem; }
          main { padding: 1rem .9rem; }
          .entry-page h1.title { font-size: 1.6rem; }
          /* Room for Save and a dropped connection's notice on the first screen of a phone. */
          .editor textarea { min-height: 36vh; }
          .calendar { grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: .75rem 1rem; }
          .grid { font-size: .75rem; }
          .version .links { margin-left: 0; }
        }
        """
}

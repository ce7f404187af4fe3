import Foundation

/// The editor's script, served as `/assets/editor.js` (no build step, no framework, no inline script):
/// the checks and preview while typing (``EditorRoutes/check(_:_:_:)``), inserting suggestions and
/// the source, the keyboard shortcuts with their help overlay, and keeping an open list or editor
/// current with others' changes (``EditorRoutes/changes(_:_:_:)``). Without it, every page still reads
/// and every form still posts.
enum EditorScript {
    static let text = template.replacingOccurrences(of: "##INTERVAL##", with: String(EditorRoutes.changesInterval))

    private static let template = #"""
        "use strict";
        (function () {
          var form = document.getElementById("translation-form");
          var help = document.getElementById("shortcut-help");

          function fields() {
            return form ? Array.prototype.slice.call(form.querySelectorAll("textarea[data-translation]")) : [];
          }

          function show(list, items, render) {
            if (!list) { return; }
            while (list.firstChild) { list.removeChild(list.firstChild); }
            items.forEach(function (item) {
              var entry = document.createElement("li");
              entry.textContent = render(item);
              list.appendChild(entry);
            });
          }

          var pending = null;
          var sequence = 0;
          function check() {
            if (!form || !form.dataset.check) { return; }
            var mine = ++sequence;
            var body = new URLSearchParams(new FormData(form));
            body.delete("action");
            fetch(form.dataset.check, {
              method: "POST", body: body, credentials: "same-origin",
              headers: { "Content-Type": "application/x-www-form-urlencoded" }
            }).then(function (response) { return response.ok ? response.json() : null; })
              .then(function (result) {
                if (!result || mine !== sequence) { return; }
                // A refused save's errors describe the text as it was sent; after an edit, the live
                // lists say what holds now.
                var refused = document.getElementById("save-errors");
                if (refused && refused.parentNode) { refused.parentNode.hidden = true; }
                var errors = document.getElementById("live-errors");
                show(errors, result.errors, function (text) { return text; });
                show(document.getElementById("live-warnings"), result.warnings, function (text) { return text; });
                show(document.getElementById("preview"), result.preview, function (sample) {
                  return sample.value + " (" + sample.category + "): " + sample.text;
                });
                form.classList.toggle("has-errors", result.errors.length > 0);
                if (errors) { errors.dataset.checked = String(mine); }
              })
              .catch(function () { /* offline: the save still checks */ });
          }

          function scheduleCheck() {
            if (pending) { clearTimeout(pending); }
            pending = setTimeout(check, 200);
          }

          function insert(field, text) {
            if (!field) { return; }
            var start = field.selectionStart, end = field.selectionEnd;
            field.value = field.value.slice(0, start) + text + field.value.slice(end);
            field.selectionStart = field.selectionEnd = start + text.length;
            field.focus();
            scheduleCheck();
          }

          function focusedField() {
            var active = document.activeElement;
            return active && active.dataset && active.dataset.translation !== undefined ? active : fields()[0];
          }

          function useSuggestion(number) {
            var item = document.querySelector('[data-suggestion="' + number + '"]');
            if (!item) { return; }
            var parts = item.querySelectorAll("input[data-field]");
            if (parts.length > 0) {
              parts.forEach(function (part) {
                var field = form.querySelector('textarea[name="' + part.dataset.field + '"]');
                if (field) { field.value = part.value; }
              });
              scheduleCheck();
            } else {
              var only = fields();
              if (only.length === 1) { only[0].value = item.dataset.text; only[0].focus(); scheduleCheck(); }
            }
          }

          function click(selector) {
            var element = document.querySelector(selector);
            if (element) { element.click(); return true; }
            return false;
          }

          function toggleHelp(open) {
            if (!help) { return; }
            help.hidden = open === undefined ? !help.hidden : !open;
          }

          document.addEventListener("click", function (event) {
            var target = event.target.closest("[data-insert-suggestion]");
            if (target) { event.preventDefault(); useSuggestion(target.dataset.insertSuggestion); }
            if (event.target.closest("[data-copy-source]")) {
              event.preventDefault();
              insert(focusedField(), document.getElementById("source-text").textContent);
            }
            if (event.target.closest("[data-help]")) { event.preventDefault(); toggleHelp(); }
          });

          document.addEventListener("keydown", function (event) {
            var typing = event.target.matches && event.target.matches("input, textarea");
            if (event.key === "Escape") { toggleHelp(false); return; }
            if ((event.ctrlKey || event.metaKey) && event.key === "Enter") {
              event.preventDefault();
              if (!click('button[value="save-next"]')) { click('button[value="save"]'); }
            } else if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key === "s") {
              event.preventDefault();
              click('button[value="save"]');
            } else if (event.altKey && event.key === "ArrowRight") {
              event.preventDefault();
              click('a[rel="next"]');
            } else if (event.altKey && event.key === "ArrowLeft") {
              event.preventDefault();
              click('a[rel="prev"]');
            } else if (event.altKey && (event.key === "a" || event.code === "KeyA")) {
              event.preventDefault();
              click("#approve-next") || click("#approve");
            } else if (event.altKey && (event.key === "c" || event.code === "KeyC")) {
              event.preventDefault();
              insert(focusedField(), document.getElementById("source-text").textContent);
            } else if (event.altKey && /^Digit[1-5]$/.test(event.code)) {
              event.preventDefault();
              useSuggestion(event.code.slice(5));
            } else if (!typing && (event.key === "?" || event.key === "F1")) {
              event.preventDefault();
              toggleHelp();
            }
          });

          // Live: the page asks the server for the project's revision every second while it is
          // visible; when another translator's change raised it, an open list is re-read in place and
          // an open editor says who changed its translation to what (the typed text stays; a save will
          // be refused once with theirs, see EditorConflict).
          var live = document.querySelector("[data-changes]");
          function showListFrom(html) {
            var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("string-list");
            var current = document.getElementById("string-list");
            if (!fresh || !current) { return; }
            current.replaceWith(document.importNode(fresh, true));
            live = document.getElementById("string-list");
          }
          function showChange(latest) {
            var basedOn = form && form.querySelector('input[name="based_on"]');
            var notice = document.getElementById("live-change");
            if (!latest || latest.mine || !basedOn || !notice || latest.version === basedOn.value) { return; }
            notice.textContent = latest.notice;
            notice.hidden = false;
            var status = document.getElementById("string-status");
            if (status) { status.textContent = latest.statusLabel; status.className = "status " + latest.status; }
          }
          function poll() {
            if (!live || document.visibilityState !== "visible") { setTimeout(poll, ##INTERVAL##); return; }
            var revision = live.dataset.revision;
            fetch(live.dataset.changes, { credentials: "same-origin", headers: { "Accept": "application/json" } })
              .then(function (response) { return response.ok ? response.json() : null; })
              .then(function (state) {
                if (!state || String(state.revision) === revision) { return null; }
                live.dataset.revision = String(state.revision);
                if (form) { showChange(state.latest); return null; }
                return fetch(window.location.href, { credentials: "same-origin" })
                  .then(function (response) { return response.ok ? response.text() : null; })
                  .then(function (html) { if (html) { showListFrom(html); } });
              })
              .catch(function () { /* offline: the next poll tries again */ })
              .then(function () { setTimeout(poll, ##INTERVAL##); });
          }
          if (live) { setTimeout(poll, ##INTERVAL##); }

          fields().forEach(function (field) { field.addEventListener("input", scheduleCheck); });
          if (form) { document.documentElement.classList.add("live"); }
        })();
        """#
}

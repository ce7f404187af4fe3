#!/usr/bin/env python3
"""A minimal CDS host for the end-to-end tests of `glossa push`, `pull` and `invalidate`.

Speaks the routes and shapes of ../../../../shared/specs/cds-protocol.md section 2.3 (languages, content with
tag filters, push jobs, invalidate and purge), keeps pushed strings in memory, checks `Bearer token` for
reads and `Bearer token:secret` for writes (403 otherwise), and prints its port on the first line of
standard output. Standard library only; exits when standard input closes.
"""
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

TOKEN, SECRET = "test-token", "test-secret"
STATE = {
    "source": {"greeting": {"string": "Hello", "meta": {"tags": ["ios"]}},
               "files": {"string": "{cnt, plural, one {# file} other {# files}}", "meta": {"tags": []}}},
    "translations": {"de": {"greeting": "Hallo", "files": "{cnt, plural, one {# Datei} other {# Dateien}}"},
                     "fr": {"greeting": "Bonjour"}},
    "jobs": {},
    "pushes": [],
}


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def authorized(self, write):
        header = self.headers.get("Authorization", "")
        expected = f"Bearer {TOKEN}:{SECRET}" if write else f"Bearer {TOKEN}"
        if header == expected or (not write and header == f"Bearer {TOKEN}:{SECRET}"):
            return True
        self.send(403, {"status": 403, "message": "Forbidden", "details": "Forbidden"})
        return False

    def do_GET(self):
        url = urlparse(self.path)
        if url.path == "/languages":
            if self.authorized(False):
                codes = ["en", "de", "fr"]
                self.send(200, {"data": [{"code": c, "name": c, "localized_name": c, "rtl": False} for c in codes],
                                "meta": {"source_lang_code": "en"}})
        elif url.path.startswith("/content/"):
            if not self.authorized(False):
                return
            locale = url.path.split("/")[2]
            tags = [t for t in parse_qs(url.query).get("filter[tags]", [""])[0].split(",") if t]
            data = {}
            for key, entry in STATE["source"].items():
                if any(t not in entry["meta"].get("tags", []) for t in tags):
                    continue
                text = entry["string"] if locale == "en" else STATE["translations"].get(locale, {}).get(key, "")
                data[key] = {"string": text}
            self.send(200, {"data": data})
        elif url.path.startswith("/jobs/content/"):
            if self.authorized(True):
                job = STATE["jobs"].get(url.path.split("/")[3])
                self.send(200 if job else 404, {"data": job} if job else {"status": 404, "message": "Not found"})
        else:
            self.send(404, {"status": 404, "message": "Not found"})

    def do_POST(self):
        url = urlparse(self.path)
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}")
        if url.path in ("/content", "/content/"):
            if not self.authorized(True):
                return
            meta = body.get("meta", {})
            created = updated = skipped = 0
            for key, entry in body.get("data", {}).items():
                existing = STATE["source"].get(key)
                if existing is None:
                    created += 1
                elif existing["string"] == entry["string"]:
                    skipped += 1
                else:
                    updated += 1
                if not meta.get("dry_run"):
                    STATE["source"][key] = {"string": entry["string"], "meta": entry.get("meta", {})}
            deleted = 0
            if meta.get("purge"):
                gone = [k for k in STATE["source"] if k not in body.get("data", {})]
                deleted = len(gone)
                if not meta.get("dry_run"):
                    for key in gone:
                        del STATE["source"][key]
            STATE["pushes"].append(body)
            job = str(len(STATE["jobs"]) + 1)
            STATE["jobs"][job] = {"status": "completed", "errors": [], "details": {
                "created": created, "updated": updated, "skipped": skipped, "deleted": deleted, "failed": 0}}
            self.send(202, {"data": {"id": job, "links": {"job": f"/jobs/content/{job}"}}})
        elif url.path.startswith("/invalidate") or url.path.startswith("/purge"):
            if self.authorized(True):
                parts = url.path.strip("/").split("/")
                count = 1 if len(parts) > 1 else len(STATE["translations"]) + 1
                self.send(200, {"data": {"status": "success", "token": TOKEN, "count": count}})
        else:
            self.send(404, {"status": 404, "message": "Not found"})


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
sys.stdin.read()
server.shutdown()

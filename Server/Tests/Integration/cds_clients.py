#!/usr/bin/env python3
"""End-to-end checks of `glossa serve` with a real CDS client and real faults.

Usage: cds_clients.py GLOSSA_BINARY

1. transifex-python (PyPI), the official Python SDK, against a live Glossa server: pushes source
   strings and polls the job, fetches languages and content, renders a translation and a plural,
   gets a 304 on refetch, and invalidates the cache.
2. Faults: the server killed with SIGKILL at rest and in the middle of a 20,000-string push loses no
   committed data, never shows half a push, and serves the same ETags after restart; malformed JSON,
   wrong types, huge bodies, unknown routes and bad filters get 4xx with the protocol's error body,
   never 5xx.

Needs `pip install transifex-python` (.ci/run installs it). Exit status 0 when every check passes.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

import live_glossa

GLOSSA = sys.argv[1] if len(sys.argv) > 1 else "glossa"
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def finish():
    """Says how many checks failed and exits with status 1 if any did, 0 otherwise."""
    print(f"{len(failures)} check(s) failed" if failures else "all checks passed")
    sys.exit(1 if failures else 0)


class Server(live_glossa.Server):
    """`glossa serve` on a data directory with the trust secret these checks use; a graceful stop is checked."""

    def __init__(self, data_dir, *extra):
        super().__init__(GLOSSA, data_dir, "--trust-secret", "trust", *extra)

    def stop(self):
        status = super().stop()
        check(status == 0, f"SIGTERM stops the server gracefully (exit status {status})")


def request(method, url, token, body=None, headers=None):
    data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method)
    req.add_header("Authorization", f"Bearer {token}")
    req.add_header("Content-Type", "application/json")
    for name, value in (headers or {}).items():
        req.add_header(name, value)
    try:
        with urllib.request.urlopen(req, timeout=60) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def create_project(data_dir, project_id):
    output = subprocess.run(
        [GLOSSA, "project", "create", project_id, "--source", "en", "--languages", "fr,el", "--json",
         "--data-dir", data_dir], check=True, capture_output=True, text=True).stdout
    created = json.loads(output)
    return created["token"], created["secret"]


def wait_for_job(url, path, auth):
    for _ in range(300):
        status, _, body = request("GET", url + path, auth)
        job = json.loads(body)
        if job["data"]["status"] in ("completed", "failed"):
            return job
        time.sleep(0.05)
    raise SystemExit("the push job did not finish")


def transifex_python(data_dir):
    token, secret = create_project(data_dir, "python")
    server = Server(data_dir)
    try:
        client_round_trip(server.url, token, secret)
    finally:
        server.stop()


def client_round_trip(url, token, secret):
    """transifex-python against the server at `url` (one process, or several behind a load balancer): push
    and poll, translations set through the API, languages, content, a plural, a 304 on refetch, filters,
    invalidate and purge. The project has the languages en (source), fr and el."""
    from transifex.native import init, tx
    from transifex.native.parsing import SourceString

    init(token, ["en", "fr", "el"], secret=secret, cds_host=url)
    status, response = tx.push_source_strings([
        SourceString("Hello world", _tags=["probe", "home"], _comment="Greeting", _occurrences=["probe.py:1"]),
        SourceString("{cnt, plural, one {# file} other {# files}}", _context="files", _tags=["probe"]),
        SourceString("Hello {name}", _tags=["probe"]),
        SourceString("Hi {name}", _key="greeting.name"),
    ], False)
    check(status == 202, f"transifex-python push answered 202 (got {status})")
    job_path = response["data"]["links"]["job"]
    job = None
    for _ in range(100):
        job = tx.get_push_status(job_path)
        if isinstance(job, tuple):  # (status code, JSON)
            job = job[1]
        if job["data"]["status"] in ("completed", "failed"):
            break
        time.sleep(0.1)
    details = job["data"].get("details", {})
    check(job["data"]["status"] == "completed" and details.get("created") == 4,
          f"the push job completed with 4 created (got {job})")

    plural_key = "{cnt, plural, one {# file} other {# files}}::files"
    status, _, body = request("POST", f"{url}/translations/fr", f"{token}:{secret}", {"data": {
        "Hello world": {"string": "Bonjour le monde", "status": "reviewed"},
        plural_key: {"string": "{cnt, plural, one {# fichier} other {# fichiers}}"},
        "Hello {name}": {"string": "Bonjour {name}"},
        "greeting.name": {"string": "Salut {name}"}}})
    check(status == 200, f"translations set through the API ({status} {body!r})")

    languages = tx._cds_handler.fetch_languages()
    check([language["code"] for language in languages] == ["en", "el", "fr"],
          f"fetch_languages lists the source first ({languages})")

    tx.fetch_translations()
    check(tx.translate("Hello world", "fr") == "Bonjour le monde", "translate Hello world → fr")
    check(tx.translate("Hello {name}", "fr", params={"name": "Ada"}) == "Bonjour Ada", "translate with a variable")
    check(tx.translate("{cnt, plural, one {# file} other {# files}}", "fr", _context="files",
                       params={"cnt": 1}) == "1 fichier", "plural one (variable name restored from the source)")
    check(tx.translate("{cnt, plural, one {# file} other {# files}}", "fr", _context="files",
                       params={"cnt": 5}) == "5 fichiers", "plural other")
    check(tx.translate("Hi {name}", "fr", _key="greeting.name", params={"name": "Ada"}) == "Salut Ada",
          "translate by explicit key")
    check(tx.translate("Hello world", "en", is_source=True) == "Hello world", "source language")

    refreshed = tx._cds_handler.fetch_translations("fr")
    check(refreshed["fr"][0] is False, f"refetching unchanged content gets a 304 ({refreshed['fr'][0]})")
    check(tx.translate("Hello world", "fr") == "Bonjour le monde", "the cache survives the 304")

    filtered = tx._cds_handler.__class__(["fr"], token, host=url, filter_tags="probe,home",
                                          filter_status="reviewed").fetch_translations("fr")
    check(set(filtered["fr"][1].keys()) == {"Hello world"},
          f"tag (all-of) and status filters, URL-encoded ({sorted(filtered['fr'][1].keys())})")

    status, response = tx.invalidate_cache()
    check(status == 200 and response["data"]["status"] == "success" and response["data"]["token"] == token,
          f"invalidate_cache ({status} {response})")
    status, response = tx.invalidate_cache(purge=True)
    check(status == 200 and response["data"]["status"] == "success", f"purge ({status} {response})")


def content(url, token, language="en"):
    status, headers, body = request("GET", f"{url}/content/{language}", token)
    assert status == 200, (status, body)
    return headers.get("ETag"), json.loads(body)["data"]


def kill_mid_push(data_dir):
    token, secret = create_project(data_dir, "faults")
    auth = f"{token}:{secret}"
    server = Server(data_dir)
    _, _, body = request("POST", f"{server.url}/content", auth,
                         {"data": {f"key.{i}": {"string": f"String {i}"} for i in range(3)}})
    first_job = json.loads(body)["data"]["links"]["job"]
    first_status = wait_for_job(server.url, first_job, auth)
    request("POST", f"{server.url}/translations/fr", auth, {"data": {"key.0": {"string": "Chaîne 0"}}})
    before = {language: content(server.url, token, language) for language in ("en", "fr", "el")}

    server.kill()
    server = Server(data_dir)
    after = {language: content(server.url, token, language) for language in ("en", "fr", "el")}
    check(before == after, "SIGKILL at rest: same content and the same ETags after restart")
    status, _, body = request("GET", f"{server.url}{first_job}", auth)
    check(status == 200 and json.loads(body) == first_status, "SIGKILL at rest: the finished job is still reported")

    big = {"data": {f"bulk.{i}": {"string": f"Bulk string {i}", "meta": {"tags": ["bulk"]}} for i in range(20000)}}
    status, _, body = request("POST", f"{server.url}/content", auth, big)
    check(status == 202, "a 20,000-string push is accepted")
    big_job = json.loads(body)["data"]["links"]["job"]
    time.sleep(0.15)
    server.kill()
    server = Server(data_dir)
    etag, data = content(server.url, token)
    bulk = sum(1 for key in data if key.startswith("bulk."))
    check(all(f"key.{i}" in data for i in range(3)), "SIGKILL mid-push: the committed strings are all there")
    check(bulk in (0, 20000), f"SIGKILL mid-push: the push landed whole or not at all ({bulk} of 20000)")
    # The restarted server fails the job the kill interrupted at once, instead of `processing` for minutes.
    status, _, body = request("GET", f"{server.url}{big_job}", auth)
    job_status = json.loads(body)["data"]["status"] if status == 200 else f"HTTP {status}"
    check(job_status == ("failed" if bulk == 0 else "completed"),
          f"SIGKILL mid-push: the job reads {'failed' if bulk == 0 else 'completed'} at once after restart ({job_status})")
    french = content(server.url, token, "fr")
    if bulk == 0:
        check(etag == before["en"][0], "SIGKILL mid-push: the same ETag after restart")
        check(french == before["fr"], "SIGKILL mid-push: translations and their ETag kept")
    else:
        # The push committed before the kill: the old translations are kept beside the new (untranslated) keys.
        kept = {key: value for key, value in french[1].items() if not key.startswith("bulk.")}
        check(kept == before["fr"][1] and sum(1 for key in french[1] if key.startswith("bulk.")) == 20000,
              "SIGKILL after the push committed: translations kept, the new keys untranslated")

    # The push again, to completion, timed: 10,000 and more strings within seconds.
    start = time.time()
    big["meta"] = {"override_tags": True}
    _, _, body = request("POST", f"{server.url}/content", auth, big)
    job = wait_for_job(server.url, json.loads(body)["data"]["links"]["job"], auth)
    elapsed = time.time() - start
    print(f"     a push of 20,000 strings took {elapsed:.2f} s ({job['data']['details']['created']} created)")
    check(job["data"]["status"] == "completed" and elapsed < 30, "a 20,000-string push completes within seconds")
    server.stop()


def bad_requests(data_dir):
    token, secret = create_project(data_dir, "bad")
    auth = f"{token}:{secret}"
    server = Server(data_dir, "--max-body-size", "100000")
    cases = [
        ("POST", "/content", auth, b"{not json"),
        ("POST", "/content", auth, b'{"data": "strings"}'),
        ("POST", "/content", auth, b'{"data": {"a": {"string": ["x"]}}, "meta": {"purge": "yes"}}'),
        ("POST", "/content", auth, b"[]"),
        ("POST", "/content", auth, b"\xff\xfe\x00"),
        ("POST", "/content", auth, b'{"data": {}}' + b" " * 200000),
        ("POST", "/translations/fr", auth, b'{"data": {"a": {"string": 1}}}'),
        ("POST", "/translations/fr", auth, b"null"),
        ("POST", "/import/fr?format=xliff", auth, b"<xliff><file><body><trans-unit>"),
        ("GET", "/content/en?filter[tags]=..%2Fetc", token, None),
        ("GET", "/content/en?filter[status]=everything", token, None),
        ("GET", "/content/zz", token, None),
        ("GET", "/jobs/content/0000", auth, None),
        ("GET", "/no/such/route", token, None),
        ("DELETE", "/content/en", token, None),
        ("GET", "/content/en", "not-a-token", None),
        ("POST", "/content", token, b'{"data": {}}'),
    ]
    for method, path, credential, body in cases:
        status, headers, answer = request(method, server.url + path, credential, body)
        try:
            error = json.loads(answer)
            shaped = error.get("status") == status and isinstance(error.get("message"), str)
        except ValueError:
            shaped = False
        check(400 <= status < 500 and shaped, f"{method} {path[:40]} → {status} {answer[:90]!r}")
    server.stop()


def main():
    data_dir = tempfile.mkdtemp(prefix="glossa-integration-")
    try:
        try:
            import transifex.native  # noqa: F401
            transifex_python(os.path.join(data_dir, "python"))
        except ImportError:
            check(False, "transifex-python is installed (pip install transifex-python)")
        kill_mid_push(os.path.join(data_dir, "faults"))
        bad_requests(os.path.join(data_dir, "bad"))
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()

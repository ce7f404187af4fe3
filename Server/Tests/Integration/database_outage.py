#!/usr/bin/env python3
"""`glossa serve` on a PostgreSQL server that is stopped and started again under it, on loopback.

Usage: database_outage.py GLOSSA_BINARY
Needs Debian's postgresql package; starts and stops a PostgreSQL server of its own (with
scripts/start-test-postgres.sh, in a temporary directory on a free port), so it never stops the one the
other tests use. Exit status 0 when every check passes.

1. With the database up, a project's content is pushed, translated and served.
2. The database stops (a fast shutdown, as `systemctl stop postgresql` does). Within seconds, not the
   minute postgres-nio's pool would keep a request waiting: `/ready` answers 503, a write answers 503
   with `Retry-After` and loses nothing it had accepted, `/health` still answers 200, and content the
   process has cached is still served (stale rather than nothing).
3. The database starts again: writes succeed again without restarting the process, and a translation
   saved after the outage is served.
"""
import os
import socket
import subprocess
import sys
import tempfile
import time

import live_glossa
from cds_clients import check, failures, finish, request

GLOSSA = sys.argv[1] if len(sys.argv) > 1 else "glossa"
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
# A request that waits for the database longer than this was held by the pool, not refused promptly.
PROMPT = 15.0


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PostgreSQL:
    """A throwaway PostgreSQL server of this script's own, stopped and started as the checks need."""

    def __init__(self, directory):
        self.directory = directory
        self.port = free_port()
        self.url = subprocess.run(
            [os.path.join(ROOT, "scripts", "start-test-postgres.sh")],
            env={**os.environ, "PGTEST_DIR": directory, "PGTEST_PORT": str(self.port)},
            check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
        self.pg_ctl = os.path.join(sorted(
            os.path.join("/usr/lib/postgresql", version, "bin")
            for version in os.listdir("/usr/lib/postgresql"))[-1], "pg_ctl")

    def control(self, *arguments):
        command = [self.pg_ctl, "-D", os.path.join(self.directory, "data"), "-w", *arguments]
        if os.getuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True)

    def stop(self):
        self.control("-m", "fast", "stop")

    def start(self):
        # `restart` on a stopped server starts it with the options it last ran with (postmaster.opts).
        self.control("-l", os.path.join(self.directory, "server.log"), "restart")

    def remove(self):
        try:
            self.control("-m", "immediate", "stop")
        except subprocess.CalledProcessError:
            pass


def timed(method, url, token, body=None):
    """`request`, and how long it took; a request that gets no answer in 60 s (`request`'s timeout) has the status None."""
    start = time.monotonic()
    try:
        status, headers, answer = request(method, url, token, body)
    except OSError as error:
        print(f"     {method} {url}: no answer ({error})")
        status, headers, answer = None, {}, b""
    return status, headers, answer, time.monotonic() - start


def push_hello(push_url, read_url, auth, token):
    """Pushes the source string `hello` through `push_url` (checking it is accepted) and waits up to 60 s
    for `read_url` to serve it; whether it did, and the last status."""
    status, _, _ = request("POST", f"{push_url}/content", auth, {"data": {"hello": {"string": "Hello"}}})
    check(status == 202, f"the push is accepted ({status})")
    deadline = time.monotonic() + 60
    while True:
        status, _, body = request("GET", f"{read_url}/content/en", token)
        if (status == 200 and b"Hello" in body) or time.monotonic() >= deadline:
            return status == 200 and b"Hello" in body, status
        time.sleep(0.2)


def main():
    work = tempfile.mkdtemp(prefix="glossa-outage-")
    os.chmod(work, 0o755)
    database = PostgreSQL(work)
    server = None
    try:
        server = live_glossa.Server(GLOSSA, None, "--database-url", database.url, "--trust-secret", "trust")
        created = live_glossa.json.loads(subprocess.run(
            [GLOSSA, "project", "create", "outage", "--source", "en", "--languages", "fr", "--json",
             "--database-url", database.url], check=True, capture_output=True, text=True).stdout)
        token, auth = created["token"], f"{created['token']}:{created['secret']}"
        url = server.url

        # 1. Up.
        served, status = push_hello(url, url, auth, token)
        check(served, f"the push is served ({status})")
        status, _, _ = request("POST", f"{url}/translations/fr", auth, {"data": {"hello": {"string": "Bonjour"}}})
        check(status == 200, f"a translation is saved ({status})")
        status, headers, body = request("GET", f"{url}/content/fr", token)
        check(status == 200 and b"Bonjour" in body, f"the translation is served ({status})")
        etag = headers.get("ETag")

        # 2. Down.
        database.stop()
        stopped = time.monotonic()
        status, _, _, took = timed("GET", f"{url}/ready", token)
        check(status == 503 and took < PROMPT, f"/ready answers 503 promptly ({status} in {took:.1f} s)")
        status, headers, _, took = timed(
            "POST", f"{url}/translations/fr", auth, {"data": {"hello": {"string": "Salut"}}})
        check(status == 503 and took < PROMPT and headers.get("Retry-After"),
              f"a write answers 503 with Retry-After promptly ({status} in {took:.1f} s, "
              f"Retry-After {headers.get('Retry-After')})")
        statuses, slowest = [], 0.0
        for _ in range(5):
            status, _, _, took = timed("POST", f"{url}/translations/fr", auth, {"data": {"hello": {"string": "Salut"}}})
            statuses.append(status)
            slowest = max(slowest, took)
        check(set(statuses) == {503} and slowest < PROMPT,
              f"every write while it is down answers 503 promptly ({sorted(set(statuses))}, slowest {slowest:.1f} s)")
        status, _, _, took = timed("GET", f"{url}/health", token)
        check(status == 200 and took < PROMPT, f"/health still answers 200 ({status} in {took:.1f} s)")
        status, headers, body, took = timed("GET", f"{url}/content/fr", token)
        check(status == 200 and b"Bonjour" in body and headers.get("ETag") == etag and took < PROMPT,
              f"cached content is still served ({status} in {took:.1f} s)")
        print(f"     the outage lasted {time.monotonic() - stopped:.1f} s")

        # 3. Up again.
        database.start()
        restarted = time.monotonic()
        status = None
        while time.monotonic() - restarted < 60:
            status, _, _ = request("POST", f"{url}/translations/fr", auth, {"data": {"hello": {"string": "Salut"}}})
            if status == 200:
                break
            time.sleep(0.5)
        check(status == 200, f"writes succeed again without a restart ({status}, "
                             f"{time.monotonic() - restarted:.1f} s after the database started)")
        served = False
        while time.monotonic() - restarted < 60 and not served:
            status, _, body = request("GET", f"{url}/content/fr", token)
            served = status == 200 and b"Salut" in body
            time.sleep(0.2)
        check(served, "the translation saved after the outage is served")
        status, _, _ = request("GET", f"{url}/ready", token)
        check(status == 200, f"/ready answers 200 again ({status})")
    finally:
        if server is not None:
            server.kill()
            if failures:
                sys.stderr.write("".join(list(server.log)[-40:]))
        database.remove()
        subprocess.run(["rm", "-rf", work])
    finish()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Two `glossa serve` processes on one PostgreSQL whose network freezes under them, on loopback.

Usage: network_partition.py GLOSSA_BINARY
Needs Debian's postgresql package; starts a PostgreSQL server of its own (as `database_outage.py` does)
and reaches it through a proxy that can freeze (`freezing_proxy.py`): bytes stop in both directions and
no socket is closed, as when a network drops packets without a reset. postgres-nio sets no TCP keepalive,
so only the server's answer deadline (`--database-answer-timeout`) notices. Exit status 0 when every
check passes; about 40 s.

1. With the network up, a project's content is pushed, translated and served by both processes.
2. The network freezes. On both processes, within the answer deadline and a margin: cached content is
   still served, writes answer 503 with `Retry-After` (never a 500, never a hang), `/ready` answers 503
   and `/health` 200; each notices that its change notices' connection is stuck and drops it.
3. The network thaws: writes succeed again on both without a restart, `/ready` answers 200, and a push
   made through one process afterwards reaches the other by a change notice.
"""
import re
import subprocess
import sys
import tempfile
import time

import live_glossa
from cds_clients import check, failures, finish, request
from database_outage import PostgreSQL, push_hello, timed
from freezing_proxy import FreezingProxy

GLOSSA = sys.argv[1] if len(sys.argv) > 1 else "glossa"
# The answer deadline the processes get: short, so that the test takes seconds.
DEADLINE = 2.0
# An answer later than this was not given at the deadline: a request may meet the deadline once for its
# statement, and the machine may be loaded.
PROMPT = DEADLINE + 4.0
METRICS_TOKEN = "metrics-token-for-the-partition-test"
LOST_NOTICES = "lost the change notifications' connection"


def notices_received(server):
    """The change notices `server` has counted, of every kind."""
    status, _, body = live_glossa.call("GET", server.url + "/metrics",
                                       headers={"Authorization": f"Bearer {METRICS_TOKEN}"})
    check(status == 200, f"/metrics answers ({status})")
    return sum(int(count) for count in re.findall(
        r'^glossa_change_notices_received_total\{[^}]*\} (\d+)', body.decode(), re.MULTILINE))


def main():
    work = tempfile.mkdtemp(prefix="glossa-partition-")
    subprocess.run(["chmod", "755", work], check=True)
    database = PostgreSQL(work)
    proxy = FreezingProxy(database.port)
    proxied = database.url.replace(f":{database.port}/", f":{proxy.port}/")
    servers = []
    try:
        created = live_glossa.json.loads(subprocess.run(
            [GLOSSA, "project", "create", "partition", "--source", "en", "--languages", "fr", "--json",
             "--database-url", database.url], check=True, capture_output=True, text=True).stdout)
        token, auth = created["token"], f"{created['token']}:{created['secret']}"
        for name in ("a", "b"):
            servers.append(live_glossa.Server(
                GLOSSA, None, "--database-url", proxied, "--trust-secret", "trust", "--instance-name", name,
                "--database-answer-timeout", str(DEADLINE), env={"GLOSSA_METRICS_TOKEN": METRICS_TOKEN}))
        first, second = servers

        # 1. Up.
        served, status = push_hello(first.url, second.url, auth, token)
        check(served, f"the other process serves the push ({status})")
        status, _, _ = request("POST", f"{first.url}/translations/fr", auth,
                               {"data": {"hello": {"string": "Bonjour"}}})
        check(status == 200, f"a translation is saved ({status})")
        for server in servers:
            status, _, body = request("GET", f"{server.url}/content/fr", token)
            check(status == 200 and b"Bonjour" in body, f"{server.url}: the translation is served ({status})")
            status, _, _ = request("GET", f"{server.url}/ready", token)
            check(status == 200, f"{server.url}: /ready answers 200 ({status})")

        # 2. Frozen.
        proxy.freeze()
        frozen = time.monotonic()
        statuses = []
        for server in servers:
            status, _, body, took = timed("GET", f"{server.url}/content/fr", token)
            statuses.append(status)
            check(status == 200 and b"Bonjour" in body and took < PROMPT,
                  f"{server.url}: cached content is still served ({status} in {took:.1f} s)")
            slowest, answers = 0.0, []
            for _ in range(3):
                status, headers, _, took = timed("POST", f"{server.url}/translations/fr", auth,
                                                 {"data": {"hello": {"string": "Salut"}}})
                answers.append((status, headers.get("Retry-After")))
                slowest = max(slowest, took)
            statuses += [status for status, _ in answers]
            check(all(status == 503 and retry for status, retry in answers) and slowest < PROMPT,
                  f"{server.url}: writes answer 503 with Retry-After within the deadline "
                  f"({answers}, slowest {slowest:.1f} s)")
            status, _, _, took = timed("GET", f"{server.url}/ready", token)
            statuses.append(status)
            check(status == 503 and took < PROMPT, f"{server.url}: /ready answers 503 ({status} in {took:.1f} s)")
            status, _, _, took = timed("GET", f"{server.url}/health", token)
            check(status == 200 and took < PROMPT, f"{server.url}: /health answers 200 ({status} in {took:.1f} s)")
        check(None not in statuses and not any(status >= 500 and status != 503 for status in statuses),
              f"no request hung or failed with another 5xx ({sorted(set(map(str, statuses)))})")
        # The change notices' connection is probed every deadline, and the probe waits one deadline.
        while time.monotonic() - frozen < 3 * DEADLINE + 10:
            if all(any(LOST_NOTICES in line for line in server.log) for server in servers):
                break
            time.sleep(0.2)
        for server in servers:
            check(any(LOST_NOTICES in line for line in server.log),
                  f"{server.url}: the stuck change notices' connection is dropped "
                  f"({time.monotonic() - frozen:.1f} s after the freeze)")

        # 3. Thawed.
        proxy.thaw()
        thawed = time.monotonic()
        for server in servers:
            status = None
            while time.monotonic() - thawed < 60:
                status, _, _ = request("POST", f"{server.url}/translations/fr", auth,
                                       {"data": {"hello": {"string": "Salut"}}})
                if status == 200:
                    break
                time.sleep(0.2)
            check(status == 200, f"{server.url}: writes succeed again without a restart ({status}, "
                                 f"{time.monotonic() - thawed:.1f} s after the thaw)")
            while time.monotonic() - thawed < 60:
                status, _, _ = request("GET", f"{server.url}/ready", token)
                if status == 200:
                    break
                time.sleep(0.2)
            check(status == 200, f"{server.url}: /ready answers 200 again ({status}, "
                                 f"{time.monotonic() - thawed:.1f} s after the thaw)")
        before = notices_received(second)
        status, _, _ = request("POST", f"{first.url}/content", auth,
                               {"data": {"hello": {"string": "Hello"}, "after": {"string": "After the thaw"}}})
        check(status == 202, f"a push after the thaw is accepted ({status})")
        pushed = time.monotonic()
        served = {server.url: False for server in servers}
        while time.monotonic() - pushed < 30 and not all(served.values()):
            for server in servers:
                status, _, body = request("GET", f"{server.url}/content/en", token)
                served[server.url] = served[server.url] or (status == 200 and b"After the thaw" in body)
            time.sleep(0.2)
        check(all(served.values()), f"the push after the thaw is served by both processes ({served})")
        received = notices_received(second)
        check(received > before,
              f"the other process learnt of it by a change notice ({before} notices before, {received} after)")
    finally:
        proxy.thaw()
        for server in servers:
            server.kill()
            if failures:
                sys.stderr.write(f"--- {server.url}\n" + "".join(list(server.log)[-30:]))
        proxy.close()
        database.remove()
        subprocess.run(["rm", "-rf", work])
    finish()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Three `glossa serve` processes on one PostgreSQL database behind nginx, on loopback, with real faults.

Usage: several_servers.py GLOSSA_BINARY [--cost] [--event-loops N|default]
Needs GLOSSA_TEST_POSTGRES_URL (a database on a PostgreSQL server this script may create databases on;
.ci/run starts one), Debian's nginx and wrk, and transifex-python (PyPI). Exit status 0 when every check
passes. nginx runs with the configuration of the deployment guide (the `nginx` block of
Server/Sources/GlossaServer/GlossaServer.docc/Deployment.md), its ports replaced, so the guide is what
is tested.

1. Three processes started at the same moment on an empty database: one set of migrations, all ready.
2. transifex-python through nginx: push, poll, fetch, 304, invalidate.
3. A publish on one process is served by all three within 1 s (p99 over 100 publishes, measured).
4. Two pushes of one project at once on two processes: one gets 409.
5. A push whose process is killed with SIGKILL mid-job is failed (or completed) by another within 30 s,
   and no half-applied push is visible meanwhile.
6. Under a bounded wrk load through nginx, one process is killed with SIGKILL: no request fails that a
   single client retry does not mend; after its restart the ETags are unchanged on every process.
7. /metrics scraped on each process: requests by route and status, cache results, change notices
   received, push job outcomes, database connections.
8. Analytics: content fetched through nginx and from each process with different X-NATIVE-SDK headers is
   counted by language and SDK, the three processes' counts adding up in GET /analytics after their
   flushes; the three live processes are registered with a heartbeat (the read limits' share).

With --cost it checks nothing and measures instead, for the deployment guide's capacity model (run it on
a quiet machine, with a release build): several_servers_cost.py says what. The processes run with one
event loop each, as the guide starts them, unless --event-loops says otherwise.
"""
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

import live_glossa
from cds_clients import check, client_round_trip, finish, request

GLOSSA = sys.argv[1] if len(sys.argv) > 1 else "glossa"
GUIDE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "GlossaServer",
                     "GlossaServer.docc", "Deployment.md")
METRICS_TOKEN = "metrics-token-for-the-test"
ENVIRONMENT = {
    "GLOSSA_TRUST_SECRET": "trust",
    "GLOSSA_METRICS_TOKEN": METRICS_TOKEN,
    # The checks publish a few hundred times a minute with one token, and wrk reads with one token as fast
    # as the processes answer: limits above that, so that what is checked is the failover, not the limits.
    "GLOSSA_RATE_LIMITS": "push=10000/60s,pull=1000000/4s",
    # The analytics check reads counts after the processes flushed them: every second, not every 30 s.
    "GLOSSA_ANALYTICS_FLUSH_INTERVAL": "1",
    # As the guide runs them: several processes on one machine, one event loop each.
    "GLOSSA_EVENT_LOOPS": "1",
}
# `--event-loops N` runs the processes with N event loops instead, `--event-loops default` with NIO's default.
if "--event-loops" in sys.argv[:-1]:
    LOOPS = sys.argv[sys.argv.index("--event-loops") + 1]
    if LOOPS == "default":
        del ENVIRONMENT["GLOSSA_EVENT_LOOPS"]
    else:
        ENVIRONMENT["GLOSSA_EVENT_LOOPS"] = LOOPS
if "--cost" in sys.argv:
    # The cost is measured as the guide runs the processes: analytics flushed every 30 s, not every second.
    del ENVIRONMENT["GLOSSA_ANALYTICS_FLUSH_INTERVAL"]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def psql(url, sql):
    return subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", "-tAc", sql], check=True, capture_output=True,
                          text=True).stdout.strip()


def fresh_database(url):
    """A new, empty database on the server of `url`; its URL."""
    name = f"glossa_several_{os.getpid()}"
    psql(url, f"DROP DATABASE IF EXISTS {name}")
    psql(url, f"CREATE DATABASE {name}")
    parts = urllib.parse.urlsplit(url)
    return urllib.parse.urlunsplit(parts._replace(path="/" + name)), name


class Process(live_glossa.Server):
    """One `glossa serve` of the three, on the shared database, under its own instance name; `port` 0 takes
    any free port, a process restarted takes its old one back (nginx's upstream names it)."""

    def __init__(self, database_url, name, port=0):
        self.name = name
        self.database_url = database_url
        super().__init__(GLOSSA, None, "--database-url", database_url, "--instance-name", name, env=ENVIRONMENT,
                         port=port)
        self.port = int(self.url.rsplit(":", 1)[1])

    def restarted(self):
        """The same instance again, on the same port, after it stopped or was killed."""
        return Process(self.database_url, self.name, self.port)


def start_together(database_url, names):
    """Starts the processes at the same moment (each in its own thread, so no start waits for another)."""
    started, errors = {}, []

    def start(name):
        try:
            started[name] = Process(database_url, name)
        except BaseException as error:  # noqa: BLE001 - reported below
            errors.append(f"{name}: {error}")

    threads = [threading.Thread(target=start, args=(name,)) for name in names]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise SystemExit("; ".join(errors))
    return [started[name] for name in names]


def wait_ready(url, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        status, _, _ = live_glossa.call("GET", url + "/ready")
        if status == 200:
            return True
        time.sleep(0.1)
    return False


def nginx_configuration(ports, listen_port, work):
    """The deployment guide's nginx block with this run's ports, inside a complete nginx.conf."""
    guide = open(GUIDE, encoding="utf-8").read()
    blocks = re.findall(r"```nginx\n(.*?)```", guide, re.S)
    if not blocks:
        raise SystemExit(f"no nginx block in {GUIDE}")
    block = blocks[0]
    guide_ports = re.findall(r"server 127\.0\.0\.1:(\d+)", block)
    if len(guide_ports) < len(ports) or (len(ports) > 1 and len(guide_ports) != len(ports)):
        raise SystemExit(f"the guide's upstream has {len(guide_ports)} servers, the test runs {len(ports)}")
    # One process (the cost of nginx alone): the same block with the upstream's first server only.
    for guide_port in guide_ports[len(ports):]:
        block = re.sub(rf"\n *server 127\.0\.0\.1:{guide_port}[^\n]*", "", block)
    for guide_port, port in zip(guide_ports, ports):
        block = block.replace(f"127.0.0.1:{guide_port}", f"127.0.0.1:{port}")
    block, listens = re.subn(r"listen \d+;", f"listen 127.0.0.1:{listen_port};", block)
    if listens != 1:
        raise SystemExit("the guide's server block should have one `listen PORT;`")
    temp = "\n".join(f"    {kind}_temp_path {work}/{kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi",
                                                                           "scgi"))
    return (f"daemon off;\nworker_processes 1;\npid {work}/nginx.pid;\nerror_log {work}/error.log warn;\n"
            f"events {{ worker_connections 1024; }}\nhttp {{\n    access_log off;\n{temp}\n{block}\n}}\n")


class Nginx:
    """nginx with the guide's block in front of the processes on `ports`, or with the nginx.conf that
    `configuration(listen_port, work)` returns."""

    def __init__(self, ports, work, configuration=None):
        self.port = free_port()
        self.work = work
        with open(os.path.join(work, "nginx.conf"), "w", encoding="utf-8") as conf:
            conf.write(configuration(self.port, work) if configuration else nginx_configuration(ports, self.port, work))
        self.process = subprocess.Popen(["nginx", "-p", work, "-e", f"{work}/error.log", "-c", f"{work}/nginx.conf"])
        self.url = f"http://127.0.0.1:{self.port}"
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        raise SystemExit("nginx did not start: " + open(f"{work}/error.log", encoding="utf-8").read())

    def stop(self):
        self.process.send_signal(signal.SIGQUIT)
        self.process.wait(timeout=30)


def create_project(database_url, project_id, languages="fr,el"):
    output = subprocess.run(
        [GLOSSA, "project", "create", project_id, "--source", "en", "--languages", languages, "--json",
         "--database-url", database_url], check=True, capture_output=True, text=True).stdout
    created = json.loads(output)
    return created["token"], created["secret"]


def migrations(database_url, processes):
    versions = [int(line) for line in psql(database_url, "SELECT version FROM glossa_schema_migrations ORDER BY 1")
                .split()]
    check(versions == list(range(1, len(versions) + 1)) and len(versions) > 0,
          f"one set of migrations, each applied once ({len(versions)} versions)")
    check(all(wait_ready(process.url) for process in processes), "three processes started together are all ready")
    check(all(process.process.poll() is None for process in processes), "no process exited at start")


def publish_latency(processes, token, secret):
    """100 translation saves, each through one of the processes in turn; after each, the time until all
    three serve it."""
    auth = f"{token}:{secret}"
    request("POST", f"{processes[0].url}/content", auth, {"data": {"latency": {"string": "Latency probe"}}})
    time.sleep(1)
    latencies = []
    for index in range(100):
        value = f"Sonde {index}"
        writer = processes[index % len(processes)]
        status, _, body = request("POST", f"{writer.url}/translations/fr", auth,
                                  {"data": {"latency": {"string": value}}})
        if status != 200:
            check(False, f"publish {index} answered {status} {body[:200]!r}")
            return
        published = time.monotonic()
        pending = set(range(len(processes)))
        while pending and time.monotonic() - published < 10:
            for position in sorted(pending):
                status, _, body = request("GET", f"{processes[position].url}/content/fr", token)
                if status == 200 and json.loads(body)["data"].get("latency", {}).get("string") == value:
                    pending.discard(position)
            if pending:
                time.sleep(0.005)
        latencies.append(10.0 if pending else time.monotonic() - published)
    latencies.sort()
    p50, p99 = statistics.median(latencies), latencies[98]
    print(f"     publish → served by all three: p50 {p50 * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms, "
          f"max {latencies[-1] * 1000:.0f} ms (100 publishes)")
    check(p99 <= 1.0, f"a publish on one process is served by all three within 1 s at p99 ({p99 * 1000:.0f} ms)")


def bulk_push(count, prefix):
    return {"data": {f"{prefix}.{i}": {"string": f"{prefix} string {i}"} for i in range(count)}}


def wait_job(url, path, auth, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        status, _, body = request("GET", url + path, auth)
        if status == 200 and json.loads(body)["data"]["status"] in ("completed", "failed"):
            return json.loads(body)["data"]["status"]
        time.sleep(0.1)
    return None


def concurrent_pushes(processes, token, secret):
    auth = f"{token}:{secret}"
    answers = [None, None]

    def push(position):
        answers[position] = request("POST", f"{processes[position].url}/content", auth,
                                    bulk_push(20000, f"race{position}"))

    threads = [threading.Thread(target=push, args=(position,)) for position in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    statuses = sorted(answer[0] for answer in answers)
    check(statuses == [202, 409], f"two pushes of one project at once on two processes: one gets 409 ({statuses})")
    for status, _, body in answers:
        if status == 202:
            job = json.loads(body)["data"]["links"]["job"]
            # Readable from another process than the one running it.
            check(wait_job(processes[2].url, job, auth, 120) == "completed",
                  "the accepted push completes, its status read on a third process")
        elif status == 409:
            message = json.loads(body).get("message", "")
            check("in progress" in message, f"the 409 says another push is in progress ({message!r})")


def killed_mid_push(processes, token, secret):
    auth = f"{token}:{secret}"
    victim, observer = processes[1], processes[0]
    status, _, body = request("POST", f"{victim.url}/content", auth, bulk_push(20000, "killed"))
    check(status == 202, f"a 20,000-string push is accepted by the process about to be killed ({status})")
    if status != 202:
        return victim
    job = json.loads(body)["data"]["links"]["job"]
    time.sleep(0.15)
    victim.kill()
    killed = time.time()
    outcome, counts = None, set()
    while time.time() - killed < 35 and outcome is None:
        status, _, body = request("GET", f"{observer.url}/content/en", token)
        if status == 200:
            counts.add(sum(1 for key in json.loads(body)["data"] if key.startswith("killed.")))
        status, _, body = request("GET", observer.url + job, auth)
        if status == 200 and json.loads(body)["data"]["status"] in ("completed", "failed"):
            outcome = json.loads(body)["data"]["status"]
        else:
            time.sleep(0.25)
    elapsed = time.time() - killed
    print(f"     the killed process's push read {outcome} on another process {elapsed:.1f} s after the kill")
    check(outcome is not None and elapsed <= 30,
          f"a push whose process died is failed or completed by another within 30 s ({outcome}, {elapsed:.1f} s)")
    status, _, body = request("GET", f"{observer.url}/content/en", token)
    landed = sum(1 for key in json.loads(body)["data"] if key.startswith("killed."))
    counts.add(landed)
    check(counts <= {0, 20000} and landed == (20000 if outcome == "completed" else 0),
          f"no half-applied push was ever visible (counts seen {sorted(counts)}, {outcome})")
    replacement = victim.restarted()
    check(wait_ready(replacement.url), "the killed process, restarted under its name and port, is ready")
    return replacement


def etags(processes, token):
    found = {}
    for process in processes:
        for language in ("en", "fr", "el"):
            status, headers, _ = request("GET", f"{process.url}/content/{language}", token)
            found[(process.name, language)] = headers.get("ETag") if status == 200 else f"HTTP {status}"
    return found


def kill_under_load(processes, nginx, token):
    before = etags(processes, token)
    check(all(before[(processes[0].name, language)] == before[(process.name, language)]
              for process in processes for language in ("en", "fr", "el")),
          "every process answers the same ETags for the same content")
    unmended, requests_made = [], [0]
    stop = threading.Event()

    def retrying_client():
        while not stop.is_set():
            for attempt in (1, 2):
                status, _, _ = request("GET", f"{nginx.url}/content/fr", token)
                requests_made[0] += 1
                if status == 200:
                    break
                if attempt == 2:
                    unmended.append(status)

    client = threading.Thread(target=retrying_client)
    client.start()
    wrk = subprocess.Popen(["wrk", "-t2", "-c8", "-d8s", "-H", f"Authorization: Bearer {token}",
                            f"{nginx.url}/content/fr"], stdout=subprocess.PIPE, text=True)
    time.sleep(3)
    victim = processes[2]
    victim.kill()
    output = wrk.communicate(timeout=60)[0]
    replacement = victim.restarted()
    time.sleep(1)
    stop.set()
    client.join()
    processes[2] = replacement
    requests = re.search(r"(\d+) requests in", output)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    socket_errors = re.search(r"Socket errors: (.*)", output)
    print(f"     wrk through nginx, one process killed after 3 s: {requests.group(1) if requests else '?'} requests, "
          f"non-2xx {non_2xx.group(1) if non_2xx else 0}, socket errors: {socket_errors.group(1) if socket_errors else 'none'}")
    check(requests is not None and non_2xx is None and socket_errors is None,
          "wrk through nginx: no request failed while a process was killed (nginx retried on another)")
    if non_2xx or socket_errors:
        with open(os.path.join(nginx.work, "error.log"), encoding="utf-8") as log:
            print("     nginx's error log, last lines:\n" + "".join(log.readlines()[-8:]))
    check(not unmended and requests_made[0] > 0,
          f"a client retrying once: no failure left unmended ({len(unmended)} of {requests_made[0]}: "
          f"{sorted(set(unmended))})")
    check(wait_ready(replacement.url), "the killed process restarted and is ready")
    after = etags(processes, token)
    check(after == before, "after the restart every process answers the same ETags as before the kill")


def metrics(processes, token, secret):
    # A publish through the first process: the others count its notice (two of them were restarted, and
    # a restart begins its counters again).
    request("POST", f"{processes[0].url}/translations/fr", f"{token}:{secret}",
            {"data": {"latency": {"string": "Sonde finale"}}})
    time.sleep(1)
    for process in processes:
        status, _, body = live_glossa.call("GET", process.url + "/metrics",
                                           headers={"Authorization": f"Bearer {METRICS_TOKEN}"})
        text = body.decode()
        check(status == 200, f"{process.name}: /metrics answers with the metrics token ({status})")
        for pattern, what in (
            (r'glossa_http_request_duration_seconds_count\{[^\n]*route="/content/\{lang\}"[^\n]*status="200"\} [1-9]',
             "content requests by route and status"),
            (r'glossa_http_request_duration_seconds_bucket\{', "a latency histogram"),
            (r'glossa_content_cache_requests_total\{result="(hit|revalidated|built)"\} [1-9]', "cache results"),
            (r'glossa_database_connections_maximum [1-9]', "database pool size"),
        ):
            check(re.search(pattern, text) is not None, f"{process.name}: metrics have {what}")
        if process is not processes[0]:
            check(re.search(r'glossa_change_notices_received_total\{change="translations"\} [1-9]', text) is not None,
                  f"{process.name}: metrics count the change notices received from the other processes")
        status, _, _ = live_glossa.call("GET", process.url + "/metrics")
        check(status in (401, 403, 404), f"{process.name}: /metrics refused without the token ({status})")
    outcomes = "".join(live_glossa.call("GET", process.url + "/metrics",
                                        headers={"Authorization": f"Bearer {METRICS_TOKEN}"})[2].decode()
                       for process in processes)
    check(re.search(r'glossa_push_job_duration_seconds_count\{outcome="completed"\} [1-9]', outcomes) is not None,
          "push job durations and outcomes are counted")


def analytics(processes, nginx, token, secret):
    """Fetches through nginx (which spreads them) and from each process, with several SDK headers; once the
    processes have flushed (every second here), GET /analytics through nginx has the sums."""
    fetches = {"mobile/ios/1.0.0": 15, "python/3.7.0": 9, None: 6}
    statuses = [request("GET", f"{nginx.url}/content/fr", token, headers={"X-NATIVE-SDK": sdk} if sdk else None)[0]
                for sdk, times in fetches.items() for _ in range(times)]
    check(set(statuses) == {200}, f"content through nginx with several X-NATIVE-SDK headers ({set(statuses)})")
    for index, process in enumerate(processes):
        for _ in range(index + 1):
            request("GET", f"{process.url}/content/el", token, headers={"X-NATIVE-SDK": f"probe/{process.name}"})
    expected_sdks = {"mobile/ios/1.0.0": 15, "python/3.7.0": 9, "unknown": 6,
                     **{f"probe/{process.name}": index + 1 for index, process in enumerate(processes)}}
    today = time.strftime("%Y-%m-%d", time.gmtime())
    query = f"filter[since]={today}&filter[until]={today}"
    deadline, body = time.time() + 15, {}
    while time.time() < deadline:
        status, _, raw = request("GET", f"{nginx.url}/analytics?{query}", f"{token}:{secret}")
        body = json.loads(raw) if status == 200 else {"status": status}
        if body.get("meta", {}).get("total", {}).get("sdks") == expected_sdks:
            break
        time.sleep(0.5)
    total = body.get("meta", {}).get("total", {})
    check(total.get("sdks") == expected_sdks,
          f"GET /analytics through nginx adds up the three processes' fetches by SDK ({total.get('sdks')})")
    check(total.get("languages") == {"fr": 30, "el": 6},
          f"GET /analytics counts the fetches by language ({total.get('languages')})")
    status, _, _ = request("GET", f"{nginx.url}/analytics?{query}", token)
    check(status == 403, f"GET /analytics refuses the public token ({status})")
    # The three live processes are registered (the killed one's registration lapses within 15 s).
    deadline, live = time.time() + 30, ""
    while time.time() < deadline:
        live = psql(processes[0].database_url, "SELECT count(*) FROM server_processes WHERE heartbeat_at >= "
                    "(extract(epoch FROM clock_timestamp()) * 1000)::bigint - 15000")
        if live == "3":
            break
        time.sleep(1)
    check(live == "3", f"three live processes registered with a heartbeat ({live})")


def main():
    base_url = os.environ.get("GLOSSA_TEST_POSTGRES_URL")
    if not base_url:
        raise SystemExit("several_servers.py needs GLOSSA_TEST_POSTGRES_URL (scripts/start-test-postgres.sh)")
    for tool in ("nginx", "wrk", "psql"):
        if not shutil.which(tool):
            raise SystemExit(f"several_servers.py needs {tool} (apt-get install nginx wrk postgresql)")
    database_url, database = fresh_database(base_url)
    work = tempfile.mkdtemp(prefix="glossa-several-")
    processes, nginx = [], None
    try:
        processes = start_together(database_url, ["glossa-1", "glossa-2", "glossa-3"])
        migrations(database_url, processes)
        nginx = Nginx([process.port for process in processes], work)
        if "--cost" in sys.argv:
            import several_servers_cost
            several_servers_cost.measure_cost(database_url, processes, nginx, sys.modules[__name__])
            return
        token, secret = create_project(database_url, "python")
        client_round_trip(nginx.url, token, secret)
        token, secret = create_project(database_url, "fleet")
        publish_latency(processes, token, secret)
        concurrent_pushes(processes, token, secret)
        processes[1] = killed_mid_push(processes, token, secret)
        kill_under_load(processes, nginx, token)
        metrics(processes, token, secret)
        token, secret = create_project(database_url, "stats")
        analytics(processes, nginx, token, secret)
    finally:
        if nginx:
            nginx.stop()
        for process in processes:
            if process.process.poll() is None:
                process.stop()
        shutil.rmtree(work, ignore_errors=True)
        psql(base_url, f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")
    finish()


if __name__ == "__main__":
    main()

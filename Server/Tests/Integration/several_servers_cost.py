#!/usr/bin/env python3
"""The measurements of `several_servers.py GLOSSA --cost`, for the deployment guide's capacity model
(Server/Sources/GlossaServer/GlossaServer.docc/Deployment.md): not checks, they need a quiet machine and a
release build. several_servers.py starts the processes, nginx and the database as for its checks, then
calls `measure_cost` with itself as `fleet`.

- CPU per content request (wrk; the processes' threads' run time from /proc) of one process directly,
  of one process behind nginx (the guide's block with one upstream server) and of three behind nginx,
  each less the processes' idle CPU over as many seconds, which is reported apart, and nginx's own; at
  three loads: as fast as answered, and 200 and 2,000 requests per second offered as a Poisson stream.
- Beside them: nginx alone serving the same body as a file with one worker and with three (the anchor),
  and one process behind nginx at a third of each offered rate.
- The resident memory of a cached locale, and the statements PostgreSQL runs per publish with three
  processes and with one (pg_stat_statements, which PostgreSQL must preload).
"""
import json
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time

from cds_clients import request


def static_nginx_configuration(workers, listen_port, work):
    """nginx alone serving the files under `work`/static with `workers` worker processes, each listening
    (`reuseport`, so the kernel spreads the connections among them): the anchor of --cost."""
    temp = "\n".join(f"    {kind}_temp_path {work}/{kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi",
                                                                           "scgi"))
    return (f"daemon off;\nworker_processes {workers};\npid {work}/nginx.pid;\nerror_log {work}/error.log warn;\n"
            f"events {{ worker_connections 1024; }}\nhttp {{\n    access_log off;\n{temp}\n"
            f"    server {{\n        listen 127.0.0.1:{listen_port} reuseport;\n        root {work}/static;\n"
            f"        default_type application/json;\n    }}\n}}\n")


def cpu_seconds(process):
    """CPU a `glossa serve` process has used so far."""
    return process_cpu_seconds(process.process.pid)


def process_cpu_seconds(pid):
    """CPU the threads of process `pid` have run so far: their scheduler run times in nanoseconds
    (/proc/PID/task/TID/schedstat), precise enough for a light load's few milliseconds; the clock ticks
    of /proc/PID/stat where the kernel keeps no schedstat."""
    try:
        total = 0
        for thread in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{thread}/schedstat", encoding="ascii") as schedstat:
                    total += int(schedstat.read().split()[0])
            except FileNotFoundError:  # the thread ended meanwhile
                pass
        return total / 1e9
    except (FileNotFoundError, ValueError, IndexError):
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


WRK_CONNECTIONS = 8
# --cost's offered rates, requests per second in all: about the capacity model's daily peak for a
# million launches a day (120 per second, rounded up), and ten times that, still a tenth of what one
# process answers on one core here.
COST_RATES = (200, 2000)


def wrk(url, token, seconds, rate=None):
    """Requests served by `wrk` at `url` over `seconds`: as fast as they are answered, or, with `rate`, at
    about `rate` requests per second in all, arriving independently as app launches do: each connection
    waits an exponentially distributed time of mean `WRK_CONNECTIONS / rate` between a response and its
    next request (wrk's Lua `delay()`), so the requests form a Poisson stream rather than bursts of every
    connection at once, which a fixed delay makes and which would let one process answer several per
    wake-up."""
    arguments = ["wrk", "-t2", f"-c{WRK_CONNECTIONS}", f"-d{seconds}s", "-H", f"Authorization: Bearer {token}"]
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        if rate:
            # Each wrk thread has its own Lua state, seeded apart by the address of a fresh table.
            script.write("math.randomseed(tonumber(tostring({}):match('0x(%x+)') or '1', 16) % 2147483647)\n"
                         f"function delay() return -math.log(1 - math.random()) * {WRK_CONNECTIONS * 1000 / rate:.3f} end\n")
            arguments += ["-s", script.name]
    try:
        output = subprocess.run(arguments + [url], check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(script.name)
    failed = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    if failed:
        raise SystemExit("wrk saw failed responses:\n" + output)
    if "Socket errors" in output:
        print("     (wrk: " + re.search(r"Socket errors: (.*)", output).group(1) + "; is the machine busy?)")
    return int(re.search(r"(\d+) requests in", output).group(1))


def statements(fleet, database_url):
    """The statements PostgreSQL has run in the database so far (pg_stat_statements)."""
    return int(fleet.psql(database_url, "SELECT coalesce(sum(calls), 0) FROM pg_stat_statements "
                                  "WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())"))


def queries_per_publish(fleet, processes, database_url, token, secret, publishes=20, window=5.0):
    """Statements PostgreSQL runs per translation save, all processes included, with nothing reading:
    the statements of a window with `publishes` saves less those of an idle window of the same length."""
    auth = f"{token}:{secret}"

    def count(publishing):
        start_count, start = statements(fleet, database_url), time.monotonic()
        for index in range(publishes if publishing else 0):
            request("POST", f"{processes[0].url}/translations/fr", auth,
                    {"data": {"cost.0": {"string": f"Coût {index} {time.time()}"}}})
            time.sleep(window / publishes)
        time.sleep(max(0.0, window - (time.monotonic() - start)))
        # psql's own statement is counted once per call: remove it.
        return statements(fleet, database_url) - start_count - 1

    idle = statistics.median(count(False) for _ in range(3))
    busy = statistics.median(count(True) for _ in range(3))
    return (busy - idle) / publishes, idle / window


def resident_bytes(process):
    with open(f"/proc/{process.process.pid}/status", encoding="ascii") as status:
        return int(re.search(r"VmRSS:\s+(\d+) kB", status.read()).group(1)) * 1024


def memory_per_locale(fleet, database_url, process, keys=5000):
    """The resident memory one cached locale of `keys` strings costs a process: ten languages fetched once
    each, the growth divided by ten, beside the size of one body."""
    languages = ["fr", "de", "es", "it", "pt", "nl", "sv", "pl", "ru", "ja"]
    token, secret = fleet.create_project(database_url, "memory", ",".join(languages))
    auth = f"{token}:{secret}"
    _, _, body = request("POST", f"{process.url}/content", auth,
                         {"data": {f"memory.{i}": {"string": f"Source string number {i}, long enough to be a sentence"}
                                   for i in range(keys)}})
    fleet.wait_job(process.url, json.loads(body)["data"]["links"]["job"], auth, 300)
    for language in languages:
        request("POST", f"{process.url}/translations/{language}", auth,
                {"data": {f"memory.{i}": {"string": f"Traduction {language} numéro {i}, une phrase entière"}
                          for i in range(keys)}})
    request("GET", f"{process.url}/content/en", token)
    time.sleep(1)
    before = resident_bytes(process)
    sizes = [len(request("GET", f"{process.url}/content/{language}", token)[2]) for language in languages]
    grown = (resident_bytes(process) - before) / len(languages)
    print(f"     memory per cached locale of {keys:,} strings: {grown / 1e6:.2f} MB resident "
          f"(the body is {statistics.mean(sizes) / 1e6:.2f} MB)")


def nginx_cpu_seconds(nginx):
    """CPU nginx's master and worker processes have used so far, from /proc."""
    pid = nginx.process.pid
    with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as children:
        pids = [pid] + [int(child) for child in children.read().split()]
    return sum(process_cpu_seconds(each) for each in pids)


def context_switches(process):
    """The context switches of every thread of the process so far, voluntary or not, from /proc."""
    total = 0
    for thread in os.listdir(f"/proc/{process.process.pid}/task"):
        with open(f"/proc/{process.process.pid}/task/{thread}/status", encoding="ascii") as status:
            total += sum(int(count) for count in re.findall(r"ctxt_switches:\s+(\d+)", status.read()))
    return total


def cpu_while(processes, action):
    """The CPU seconds `processes` used while `action` ran, and what `action` returned."""
    before = sum(cpu_seconds(process) for process in processes)
    result = action()
    return sum(cpu_seconds(process) for process in processes) - before, result


def request_cost(processes, nginx, url, token, seconds, idle, rate=None):
    """CPU per content request under wrk at `url` (as fast as answered, or at `rate` requests per second):
    of `processes`, all of it and less the CPU they use idle over as many seconds (`idle`, CPU seconds per
    second: heartbeats, LISTEN probes, flushes); of `nginx` (None: 0)."""
    proxy = nginx_cpu_seconds(nginx) if nginx else 0.0
    switches = sum(context_switches(process) for process in processes)
    cpu, served = cpu_while(processes, lambda: wrk(url, token, seconds, rate))
    switches = sum(context_switches(process) for process in processes) - switches
    proxy = (nginx_cpu_seconds(nginx) - proxy) if nginx else 0.0
    return cpu / served, (cpu - idle * seconds) / served, proxy / served, switches / served


def cpu_while_nginx(nginx, action):
    """The CPU seconds `nginx` used while `action` ran, and what `action` returned."""
    before = nginx_cpu_seconds(nginx)
    result = action()
    return nginx_cpu_seconds(nginx) - before, result


def idle_cpu(processes, seconds):
    """CPU seconds per second the processes use with no request: their background work."""
    cpu, _ = cpu_while(processes, lambda: time.sleep(seconds))
    return cpu / seconds


THIRD = "one process behind nginx at a third of the rate"


def measure_cost(database_url, processes, nginx, fleet, seconds=10, rounds=3):
    """The cost figures of the deployment guide's capacity model (not checks: they need a quiet machine), of
    `processes` and `nginx` (the guide's block in front of them) started by `fleet`, the several_servers
    module, whose `Nginx`, `create_project` and `psql` it uses."""
    token, secret = fleet.create_project(database_url, "cost")
    auth = f"{token}:{secret}"
    request("POST", f"{processes[0].url}/content", auth,
            {"data": {f"cost.{i}": {"string": f"Cost string number {i} with some words"} for i in range(500)}})
    time.sleep(2)
    request("POST", f"{processes[0].url}/translations/fr", auth,
            {"data": {f"cost.{i}": {"string": f"Chaîne de coût numéro {i} avec des mots"} for i in range(500)}})
    time.sleep(1)
    _, _, body = request("GET", f"{processes[0].url}/content/fr", token)
    print(f"     content: /content/fr of 500 strings, {len(body):,} bytes; "
          f"event loops per process: {fleet.ENVIRONMENT.get('GLOSSA_EVENT_LOOPS', 'one per core (NIO default)')}")
    work = tempfile.mkdtemp(prefix="glossa-cost-")
    alone = fleet.Nginx([processes[0].port], work)
    # The anchor: nginx alone serving the same body as a file, with one worker and with three, at the same
    # loads. What three workers cost more than one is what splitting a server costs on this machine.
    anchors = []
    for workers in (1, 3):
        anchor_work = tempfile.mkdtemp(prefix=f"glossa-cost-anchor{workers}-")
        os.makedirs(os.path.join(anchor_work, "static", "content"))
        with open(os.path.join(anchor_work, "static", "content", "fr"), "wb") as file:
            file.write(body)
        # nginx's workers drop root's rights: the directories must be readable by anyone (mkdtemp's are not).
        for directory in ("", "static", "static/content"):
            os.chmod(os.path.join(anchor_work, directory), 0o755)
        os.chmod(os.path.join(anchor_work, "static", "content", "fr"), 0o644)
        anchors.append((workers, fleet.Nginx([], anchor_work, configuration=lambda port, directory, workers=workers:
                                                   static_nginx_configuration(workers, port, directory))))
    anchor_figures = {}
    setups = [("one process directly", processes[:1], None),
              ("one process behind nginx", processes[:1], alone),
              ("three processes behind nginx", processes, nginx)]
    # Each setup at three loads: as fast as it answers (a saturated process handles several requests per
    # wake-up, three processes sharing the load fewer each), and at offered rates below any setup's
    # capacity (a process wakes for about every request, one process as well as three).
    loads = [("as fast as answered", None)] + [(f"at {rate:,} requests/s offered", rate) for rate in COST_RATES]
    figures = {(load, name): [] for load, _ in loads for name, _, _ in setups}
    idle = []
    try:
        for _ in range(rounds):
            idle.append(idle_cpu(processes, seconds) / len(processes))
            for load, rate in loads:
                for name, serving, proxy in setups:
                    url = f"{(proxy.url if proxy else serving[0].url)}/content/fr"
                    figures[(load, name)].append(
                        request_cost(serving, proxy, url, token, seconds, idle[-1] * len(serving), rate))
                if rate:
                    # What the three answer at `rate` each answers at a third of it: this row shows how much of
                    # their cost is one process's cost at its own lighter load.
                    figures.setdefault((load, THIRD), []).append(
                        request_cost(processes[:1], alone, f"{alone.url}/content/fr", token, seconds, idle[-1],
                                     rate / 3))
                for workers, anchor in anchors:
                    cpu, served = cpu_while_nginx(anchor, lambda: wrk(f"{anchor.url}/content/fr", token, seconds,
                                                                      rate))
                    anchor_figures.setdefault((load, workers), []).append(cpu / served)
    finally:
        alone.stop()
        shutil.rmtree(work, ignore_errors=True)
        for _, anchor in anchors:
            anchor.stop()
            shutil.rmtree(anchor.work, ignore_errors=True)
    print(f"     idle CPU per process (heartbeats, LISTEN probes, flushes, sweeps), not counted below: "
          f"{statistics.median(idle) * 1e3:.2f} ms per second")
    for load, _ in loads:
        print(f"     {load}:")
        one_cpu = statistics.median(net for _, net, _, _ in figures[(load, setups[0][0])])
        behind_cpu = statistics.median(net for _, net, _, _ in figures[(load, setups[1][0])])
        for name, serving, proxy in setups:
            gross = statistics.median(whole for whole, _, _, _ in figures[(load, name)])
            cpu = statistics.median(net for _, net, _, _ in figures[(load, name)])
            proxy_cpu = statistics.median(nginx_cpu for _, _, nginx_cpu, _ in figures[(load, name)])
            switches = statistics.median(switch for _, _, _, switch in figures[(load, name)])
            print(f"       CPU per content request, {name}: {cpu * 1e6:.1f} µs in glossa "
                  f"({gross * 1e6:.1f} µs with the idle CPU), {cpu / one_cpu:.2f} × one process directly"
                  + (f", {cpu / behind_cpu:.2f} × one behind nginx (goal ≤ 1.10)" if len(serving) > 1 else "")
                  + (f"; nginx {proxy_cpu * 1e6:.1f} µs more" if proxy else "")
                  + f"; {switches:.2f} context switches of glossa's threads per request")
        if (load, THIRD) in figures:
            third = statistics.median(net for _, net, _, _ in figures[(load, THIRD)])
            print(f"       CPU per content request, {THIRD}: {third * 1e6:.1f} µs in glossa")
        one_worker = statistics.median(anchor_figures[(load, 1)])
        three_workers = statistics.median(anchor_figures[(load, 3)])
        print(f"       anchor, nginx alone serving the body as a file: one worker {one_worker * 1e6:.1f} µs, "
              f"three workers {three_workers * 1e6:.1f} µs ({three_workers / one_worker:.2f} × one)")
        if load == loads[0][0]:
            print(f"       one process: {1 / one_cpu:,.0f} requests/s per core")
    memory_per_locale(fleet, database_url, processes[0])
    try:
        fleet.psql(database_url, "CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        statements(fleet, database_url)
    except subprocess.CalledProcessError:
        print("     queries per publish: pg_stat_statements is not loaded "
              "(start PostgreSQL with -c shared_preload_libraries=pg_stat_statements)")
        return
    per_publish, background = queries_per_publish(fleet, processes, database_url, token, secret)
    print(f"     three processes: {per_publish:.1f} statements per publish, {background:.1f} per second idle")
    for process in processes[1:]:
        process.stop()
    time.sleep(2)
    per_publish, background = queries_per_publish(fleet, processes[:1], database_url, token, secret)
    print(f"     one process:     {per_publish:.1f} statements per publish, {background:.1f} per second idle")

#!/usr/bin/env bash
# Serving exports from their cache against serving content (issue 23: "an export served from its cache
# at the same rate as content"), side by side in one run against one `glossa serve` on SQLite: a project
# of KEYS strings (5,000 by default) translated into French, GET /content/fr (the public token, as apps
# read it) and GET /export/fr?format=… (the token and its secret) for each export format, plus
# GET /export/txstrings.json, each after its first build, as full 200s and as 304s (If-None-Match),
# interleaved, with wrk -t2 -c32 --latency. Prints requests/s and latency of each and the export's
# ratio to the content's of the same round.
#
# First, the builds: a probe reads GET /health and GET /content/fr every 20 ms, 3 s idle, then while,
# with the cache cold, two exports (tml-zip and txstrings.json) and a second copy of the tml-zip request
# are sent at once; it prints how long each took, the probe's p50/p99/max idle and during the builds,
# and how many bodies the server built (glossa_content_cache_requests_total{result="built"}: one per
# export and revision, so 2).
#
#   scripts/bench-export-serving.sh                          # Tools/.build/debug/glossa (a debug build: say so)
#   GLOSSA=path/to/glossa scripts/bench-export-serving.sh    # another binary (a release build)
#   KEYS=250000 SERVE=0 GLOSSA=… scripts/bench-export-serving.sh   # the builds of a large project only
#
# Needs wrk (apt-get install wrk), curl and python3. Knobs: KEYS (5000), FORMATS (every export format),
# RUNS (1), DURATION (5 s), THREADS (2), CONNS (32), PORT (18434), BUILDS (1: the build phase),
# SERVE (1: the wrk phase).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-1}; DURATION=${DURATION:-5}; THREADS=${THREADS:-2}; CONNS=${CONNS:-32}
KEYS=${KEYS:-5000}; PORT=${PORT:-18434}; BUILDS=${BUILDS:-1}; SERVE=${SERVE:-1}
FORMATS=${FORMATS:-json txstrings xliff xcstrings strings stringsdict mclocalization tml tml-tar tml-zip txstrings.json}
glossa=${GLOSSA:-Tools/.build/debug/glossa}
[[ -x $glossa ]] || { echo "no glossa at $glossa: build it (swift build --package-path Tools) or set GLOSSA" >&2; exit 1; }
command -v wrk >/dev/null && command -v curl >/dev/null || { echo "needs wrk and curl" >&2; exit 1; }

source scripts/lib/bench-server.sh
metrics_token=bench-export-serving-metrics
GLOSSA_RATE_LIMITS=pull=off,export=off,push=off start_bench_server "$glossa" "$PORT" export-serving \
    --metrics-token "$metrics_token"
private=(-H "Authorization: Bearer $token:$secret")
public=(-H "Authorization: Bearer $token")

# The source strings, pushed in chunks of 50,000 (each a job, waited for), then their French translations
# imported in chunks.
wait_job() {
    for _ in $(seq 6000); do
        status=$(curl -sf "${private[@]}" "$base$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["status"])')
        [[ $status == completed ]] && return
        [[ $status == failed ]] && { echo "the push failed" >&2; exit 1; }
        sleep 0.1
    done
    echo "the push did not finish" >&2; exit 1
}
started=$(date +%s)
for ((first = 0; first < KEYS; first += 50000)); do
    last=$((first + 50000 < KEYS ? first + 50000 : KEYS))
    python3 -c "import json; print(json.dumps({'data': {f'screen.{i}.title': {'string': f'Title of screen {i}, with a few words'} for i in range($first, $last)}}))" >"$work/push.json"
    job=$(curl -sf -X POST "$base/content" "${private[@]}" -H 'Content-Type: application/json' \
        --data-binary @"$work/push.json" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["links"]["job"])')
    wait_job "$job"
    python3 -c "import json; print(json.dumps({f'screen.{i}.title': f'Titre de l\\'écran {i}, en quelques mots' for i in range($first, $last)}))" >"$work/fr.json"
    curl -sf -X POST "$base/import/fr?format=json" "${private[@]}" -H 'Content-Type: application/json' \
        --data-binary @"$work/fr.json" -o /dev/null || { echo "the import failed" >&2; exit 1; }
done
echo "project: $KEYS strings × fr, seeded in $(($(date +%s) - started)) s; $glossa" >&2

export_url() { if [[ $1 == txstrings.json ]]; then echo "$base/export/txstrings.json"; else echo "$base/export/fr?format=$1"; fi; }
built() {
    curl -sf -H "Authorization: Bearer $metrics_token" "$base/metrics" \
        | awk '/^glossa_content_cache_requests_total\{.*result="built"/ { sum += $NF } END { print sum + 0 }'
}
content_url="$base/content/fr"
curl -sf -o /dev/null "${public[@]}" "$content_url"

if [[ $BUILDS == 1 ]]; then
    before=$(built)
    python3 - "$base" "$token" "$secret" "$(export_url tml-zip)" "$(export_url txstrings.json)" <<'PY'
import http.client, statistics, sys, threading, time, urllib.parse
base, token, secret, *exports = sys.argv[1:]
host = urllib.parse.urlparse(base)
done = threading.Event()
probes = {"/health": [], "/content/fr": []}

def probe():
    connection = http.client.HTTPConnection(host.hostname, host.port, timeout=120)
    while not done.is_set():
        for path, samples in probes.items():
            start = time.perf_counter()
            connection.request("GET", path, headers={"Authorization": f"Bearer {token}"})
            response = connection.getresponse()
            response.read()
            samples.append((time.perf_counter() - start) * 1000)
            assert response.status == 200, (path, response.status)
        time.sleep(0.02)

results = {}
def export(name, url):
    connection = http.client.HTTPConnection(host.hostname, host.port, timeout=600)
    start = time.perf_counter()
    path = urllib.parse.urlparse(url)
    connection.request("GET", path.path + ("?" + path.query if path.query else ""),
                       headers={"Authorization": f"Bearer {token}:{secret}"})
    response = connection.getresponse()
    size = len(response.read())
    results[name] = (response.status, size, time.perf_counter() - start)

def summary(label):
    for path, samples in probes.items():
        samples.sort()
        p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
        print(f"probe GET {path:12} {label}: {len(samples)} requests, p50 {statistics.median(samples):.2f} ms, "
              f"p99 {p99:.2f} ms, max {samples[-1]:.2f} ms")
        samples.clear()

prober = threading.Thread(target=probe)
prober.start()
time.sleep(3)
summary("idle (3 s)")
builds = [threading.Thread(target=export, args=(name, url)) for name, url in
          (("tml-zip", exports[0]), ("txstrings.json", exports[1]), ("tml-zip again", exports[0]))]
for thread in builds: thread.start()
for thread in builds: thread.join()
time.sleep(0.5)
done.set()
prober.join()
for name, (status, size, seconds) in results.items():
    print(f"cold export {name:16} {status}  {size:>12,} B  {seconds:7.2f} s")
summary("during the builds")
PY
    echo "bodies built for the three exports: $(($(built) - before)) (one per export and revision: 2)"
    before=$(built)
    for name in tml-zip txstrings.json; do
        curl -s -o /dev/null -w "warm export $name: %{http_code} in %{time_total} s\n" "${private[@]}" "$(export_url "$name")"
    done
    echo "bodies built when asked again: $(($(built) - before)) (0: served from the cache)"
fi
[[ $SERVE == 1 ]] || exit 0

etag() { curl -s -D - -o /dev/null "$@" | awk 'tolower($1) == "etag:" { print $2 }' | tr -d '\r'; }
content_etag=$(etag "${public[@]}" "$content_url")
code=$(curl -s -o /dev/null -w '%{http_code}' "${public[@]}" -H "If-None-Match: $content_etag" "$content_url")
[[ $code == 304 ]] || { echo "expected 304 from $content_url, got $code" >&2; exit 1; }

results="$work/results.tsv"
sizes="$work/sizes.tsv"
: >"$results"
printf 'content\t%s\n' "$(curl -sf "${public[@]}" "$content_url" | wc -c)" >"$sizes"
measure() {  # what mode format url header…
    local what=$1 mode=$2 format=$3 url=$4
    shift 4
    timeout $((DURATION + 30)) wrk -t"$THREADS" -c"$CONNS" -d"${DURATION}s" --latency "$@" "$url" \
        | python3 scripts/lib/wrk-row.py "$what" "$mode" "$format" >>"$results"
}
for format in $FORMATS; do
    url=$(export_url "$format")
    size=$(curl -sf "${private[@]}" "$url" | wc -c)
    tag=$(etag "${private[@]}" "$url")
    code=$(curl -s -o /dev/null -w '%{http_code}' "${private[@]}" -H "If-None-Match: $tag" "$url")
    [[ $code == 304 ]] || { echo "expected 304 from $url, got $code" >&2; exit 1; }
    printf '%s\t%s\n' "$format" "$size" >>"$sizes"
    echo "$format: $size B" >&2
    for run in $(seq "$RUNS"); do
        for mode in 200 304; do
            echo "run $run/$RUNS: $format $mode" >&2
            content_headers=("${public[@]}"); export_headers=("${private[@]}")
            [[ $mode == 304 ]] && content_headers+=(-H "If-None-Match: $content_etag") && export_headers+=(-H "If-None-Match: $tag")
            measure content "$mode" "$format" "$content_url" "${content_headers[@]}"
            measure export "$mode" "$format" "$url" "${export_headers[@]}"
        done
    done
done

python3 - "$results" "$RUNS" "$FORMATS" "$sizes" <<'PY'
import statistics, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
sizes = {name: int(size) for name, size in (line.split() for line in open(sys.argv[4]))}
def median(what, mode, format, column):
    return statistics.median(float(row[column]) for row in rows if row[:3] == [what, mode, format])
print(f"median of {sys.argv[2]} run(s), wrk: requests/s, latency p50 / p99 (ms), failed requests; content is")
print("GET /content/fr of the same round, the export GET /export/fr?format=… (or /export/txstrings.json).")
print(f"A 200's rate follows its size (content: {sizes['content']:,} B): for 200s, bytes/s are compared too.")
for mode in ("200", "304"):
    for format in sys.argv[3].split():
        content, export = median("content", mode, format, 3), median("export", mode, format, 3)
        failed = sum(int(row[6]) for row in rows if row[1] == mode and row[2] == format)
        volume = ""
        if mode == "200":
            volume = f"  bytes/s {export * sizes[format] / (content * sizes['content']):4.0%} ({sizes[format]:,} B)"
        print(f"{mode}  {format:15} content {content:>7,.0f} req/s  export {export:>7,.0f} req/s "
              f"{median('export', mode, format, 4):6.2f} / {median('export', mode, format, 5):6.2f} ms  "
              f"export / content {export / content:4.0%}{volume}  {failed} failed")
PY

#!/usr/bin/env bash
# Serving a release file against serving today's cached content (issue 20: "serving a release file
# costs no more server time per request than today's cached content"), side by side in one run against
# one `glossa serve`: the same project's source strings (about 20 KB) as GET /content/en (the cached
# content, revalidated by revision) and as the release file of `en` at its immutable URL
# (GET /releases/files/{sha256}), each as full 200s and as 304s (If-None-Match), interleaved, with
# wrk -t2 -c32 --latency. Prints the median requests/s and latency of each and the release's ratio
# to the content's.
#
#   scripts/bench-release-serving.sh                  # Tools/.build/debug/glossa (a debug build: say so)
#   GLOSSA=path/to/glossa scripts/bench-release-serving.sh   # another binary (a release build)
#
# Needs wrk (apt-get install wrk) and curl. Knobs: RUNS (3), DURATION (10 s), THREADS (2), CONNS (32),
# KEYS (400 strings, about 20 KB), PORT (18433).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}; DURATION=${DURATION:-10}; THREADS=${THREADS:-2}; CONNS=${CONNS:-32}
KEYS=${KEYS:-400}; PORT=${PORT:-18433}
glossa=${GLOSSA:-Tools/.build/debug/glossa}
[[ -x $glossa ]] || { echo "no glossa at $glossa: build it (swift build --package-path Tools) or set GLOSSA" >&2; exit 1; }
command -v wrk >/dev/null && command -v curl >/dev/null || { echo "needs wrk and curl" >&2; exit 1; }

source scripts/lib/bench-server.sh
GLOSSA_RATE_LIMITS=pull=off,push=off start_bench_server "$glossa" "$PORT" release-serving

# The source strings, then a release of them (the manifest gives the file's immutable URL).
python3 -c "import json; print(json.dumps({'data': {f'screen.{i}.title': {'string': f'Title of screen {i}, with a few words'} for i in range($KEYS)}}))" >"$work/push.json"
job=$(curl -sf -X POST "$base/content" -H "Authorization: Bearer $token:$secret" -H 'Content-Type: application/json' \
    --data-binary @"$work/push.json" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["links"]["job"])')
for _ in $(seq 300); do
    status=$(curl -sf -H "Authorization: Bearer $token:$secret" "$base$job" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["status"])')
    [[ $status == completed ]] && break
    [[ $status == failed ]] && { echo "the push failed" >&2; exit 1; }
    sleep 0.05
done
release_path=$(curl -sf -X POST "$base/api/v1/projects/bench/releases" -H "Authorization: Bearer $token:$secret" \
    -H 'Content-Type: application/json' --data '{}' \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["languages"]["en"]["url"])')

content_url="$base/content/en"
release_url="$base$release_path"
etag() { curl -s -D - -o /dev/null -H "Authorization: Bearer $token" "$1" | awk 'tolower($1) == "etag:" { print $2 }' | tr -d '\r'; }
content_etag=$(etag "$content_url"); release_etag=$(etag "$release_url")
for pair in "$content_url $content_etag" "$release_url $release_etag"; do
    read -r url tag <<<"$pair"
    code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" -H "If-None-Match: $tag" "$url")
    [[ $code == 304 ]] || { echo "expected 304 from $url, got $code" >&2; exit 1; }
done
echo "content: $(curl -s -H "Authorization: Bearer $token" "$content_url" | wc -c) B; release file: $(curl -s -H "Authorization: Bearer $token" "$release_url" | wc -c) B; $glossa" >&2

results="$work/results.tsv"
: >"$results"
for run in $(seq "$RUNS"); do
    for mode in 200 304; do
        for what in content release; do
            if [[ $what == content ]]; then url=$content_url; tag=$content_etag; else url=$release_url; tag=$release_etag; fi
            headers=(-H "Authorization: Bearer $token")
            [[ $mode == 304 ]] && headers+=(-H "If-None-Match: $tag")
            echo "run $run/$RUNS: $what $mode" >&2
            timeout $((DURATION + 30)) wrk -t"$THREADS" -c"$CONNS" -d"${DURATION}s" --latency "${headers[@]}" "$url" \
                | python3 scripts/lib/wrk-row.py "$what" "$mode" >>"$results"
        done
    done
done

python3 - "$results" "$RUNS" <<'PY'
import statistics, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
def median(what, mode, column):
    return statistics.median(float(row[column]) for row in rows if row[0] == what and row[1] == mode)
print(f"median of {sys.argv[2]} runs, wrk: requests/s, latency p50 / p99 (ms), failed requests")
for mode in ("200", "304"):
    for what, label in (("content", "GET /content/en (cached content)"), ("release", "GET /releases/files/{sha256}")):
        failed = sum(int(row[5]) for row in rows if row[0] == what and row[1] == mode)
        print(f"{mode}  {label:36} {median(what, mode, 2):>10,.0f} req/s  {median(what, mode, 3):6.2f} / {median(what, mode, 4):6.2f} ms  {failed} failed")
    ratio = median("release", mode, 2) / median("content", mode, 2)
    print(f"{mode}  release file / content: {ratio:.0%} of the requests/s")
PY

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

work=$(mktemp -d /tmp/glossa-release-serving.XXXXXX)
credentials=$("$glossa" project create bench --source en --languages fr --json --data-dir "$work/data")
token=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])' <<<"$credentials")
secret=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["secret"])' <<<"$credentials")
GLOSSA_RATE_LIMITS=pull=off,push=off "$glossa" serve --port "$PORT" --data-dir "$work/data" \
    --log-level warning 2>"$work/glossa.log" &
glossa_pid=$!
stop() {
    kill -TERM "$glossa_pid" 2>/dev/null && wait "$glossa_pid" 2>/dev/null
    rm -rf "$work"
}
trap stop EXIT
base="http://127.0.0.1:$PORT"
for _ in $(seq 100); do curl -sf -o /dev/null "$base/health" && break; sleep 0.1; done

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
                | python3 -c '
import re, sys
text = sys.stdin.read()
def duration(value):
    number, unit = re.match(r"([\d.]+)(us|ms|s)", value).groups()
    return float(number) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]
rate = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
p50 = duration(re.search(r"\s50%\s+(\S+)", text).group(1))
p99 = duration(re.search(r"\s99%\s+(\S+)", text).group(1))
errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
failed = (int(errors.group(1)) if errors else 0) + (sum(map(int, sockets.groups())) if sockets else 0)
print(f"{sys.argv[1]}\t{sys.argv[2]}\t{rate}\t{p50}\t{p99}\t{failed}")
' "$what" "$mode" >>"$results"
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

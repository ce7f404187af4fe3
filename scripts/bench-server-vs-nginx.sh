#!/usr/bin/env bash
# The delivery server side by side with the nginx anchor (../shared/anchors/http), same machine, one
# run, interleaved: the anchors' ~20 KB file (small.json) served by nginx as a static file and by
# `glossa serve` as the source language of a project (GET /content/en), each as full 200s and as
# 304s (If-None-Match), with wrk -t2 -c32. Then a push of 10,000 strings, timed. Prints medians and
# the ratios against the goals: content ≥ 50 % of nginx's requests/s, 304 ≥ 80 %, zero errors.
#
# Needs nginx and wrk (apt-get install nginx wrk) and ../shared/anchors beside the repository (or
# ANCHORS=…). Builds `glossa` in release mode (Tools/.build), or runs GLOSSA=<binary>. Knobs: RUNS (3), DURATION (10 s),
# THREADS (2), CONNS (32), QUIET_WAIT (the anchors' wait for a quiet machine, 300 s), OUT.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
here=${ANCHORS:-$repo/../shared/anchors}/http
[[ -d "$here" ]] || { echo "no anchors at $here (set ANCHORS)" >&2; exit 1; }
export RUNS=${RUNS:-3}
source "$here/../common/lib.sh"
DURATION=${DURATION:-10}; THREADS=${THREADS:-2}; CONNS=${CONNS:-32}
NGINX_PORT=${NGINX_PORT:-18431}; GLOSSA_PORT=${GLOSSA_PORT:-18432}
command -v nginx >/dev/null && command -v wrk >/dev/null || { echo "needs nginx and wrk" >&2; exit 1; }
ensure_data

if [[ -n ${GLOSSA:-} ]]; then
    glossa=$GLOSSA   # an already built binary (skips the release build)
else
    swift build -c release --package-path Tools --product glossa >&2
    glossa="$(swift build -c release --package-path Tools --show-bin-path)/glossa"
fi
work=$(mktemp -d /tmp/glossa-bench.XXXXXX)

# nginx exactly as the anchor runs it.
sed -e "s|@WORKERS@|auto|" -e "s|@DIR@|$work|g" -e "s|@PORT@|$NGINX_PORT|" -e "s|@ROOT@|$DATA|" \
    "$here/nginx.conf.in" > "$work/nginx.conf"
nginx -p "$work" -e "$work/error.log" -c "$work/nginx.conf" &
nginx_pid=$!

credentials=$("$glossa" project create bench --source en --languages fr --json --data-dir "$work/data")
token=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])' <<<"$credentials")
secret=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["secret"])' <<<"$credentials")
GLOSSA_RATE_LIMITS=pull=off,push=off "$glossa" serve --port "$GLOSSA_PORT" --data-dir "$work/data" \
    --log-level warning 2>"$work/glossa.log" &
glossa_pid=$!
stop() {
    kill -TERM "$glossa_pid" 2>/dev/null && wait "$glossa_pid" 2>/dev/null
    kill -QUIT "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
    rm -rf "$work"
}
trap stop EXIT
for _ in $(seq 100); do
    curl -sf -o /dev/null "http://127.0.0.1:$GLOSSA_PORT/health" && curl -sf -o /dev/null "http://127.0.0.1:$NGINX_PORT/small.json" && break
    sleep 0.1
done

# small.json as the project's source strings (plural objects become ICU plurals).
python3 - "$DATA/small.json" >"$work/push.json" <<'PY'
import json, sys
small = json.load(open(sys.argv[1]))
def icu(value):
    if isinstance(value, str):
        return value
    return "{count, plural, " + " ".join(f"{k} {{{v}}}" for k, v in value.items()) + "}"
print(json.dumps({"data": {key: {"string": icu(value)} for key, value in small.items()}}, ensure_ascii=False))
PY
curl -sf -o /dev/null -X POST "http://127.0.0.1:$GLOSSA_PORT/content" -H "Authorization: Bearer $token:$secret" \
    -H 'Content-Type: application/json' --data-binary @"$work/push.json"
sleep 1

nginx_url="http://127.0.0.1:$NGINX_PORT/small.json"
glossa_url="http://127.0.0.1:$GLOSSA_PORT/content/en"
nginx_etag=$(curl -sI "$nginx_url" | awk 'tolower($1) == "etag:" { print $2 }' | tr -d '\r')
glossa_etag=$(curl -s -D - -o /dev/null -H "Authorization: Bearer $token" "$glossa_url" | awk 'tolower($1) == "etag:" { print $2 }' | tr -d '\r')
code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" -H "If-None-Match: $glossa_etag" "$glossa_url")
[[ $code == 304 ]] || { echo "expected 304 from glossa, got $code" >&2; exit 1; }
echo "nginx: $(stat -c %s "$DATA/small.json") B; glossa: $(curl -s -H "Authorization: Bearer $token" "$glossa_url" | wc -c) B" >&2

name=server_vs_nginx
: > "$OUT/$name.raw"; : > "$OUT/$name.log"
for r in $(seq "$RUNS"); do
    for mode in 200 304; do
        for server in nginx glossa; do
            if [[ $server == nginx ]]; then url=$nginx_url; etag=$nginx_etag; auth=(); else
                url=$glossa_url; etag=$glossa_etag; auth=(-H "Authorization: Bearer $token"); fi
            args=(); [[ $mode == 304 ]] && args=(-- "$etag")
            wait_quiet >> "$OUT/$name.raw"
            echo "run $r/$RUNS: $server $mode" >&2
            timeout $((DURATION + 30)) wrk -t"$THREADS" -c"$CONNS" -d"${DURATION}s" --latency "${auth[@]}" \
                -s "$here/etag.lua" "$url" "${args[@]}" 2>&1 \
                | python3 "$here/parse_wrk.py" "$server 20KB $mode" >> "$OUT/$name.raw" 2>> "$OUT/$name.log"
        done
    done
done

# A push of 10,000 new strings, timed from POST to the completed job.
python3 -c 'import json; print(json.dumps({"data": {f"bench.{i}": {"string": f"Benchmark string {i}", "meta": {"tags": ["bench"], "occurrences": [f"Sources/File{i % 97}.swift:{i}"]}} for i in range(10000)}}))' > "$work/push10k.json"
start=$(date +%s.%N)
job=$(curl -sf -X POST "http://127.0.0.1:$GLOSSA_PORT/content" -H "Authorization: Bearer $token:$secret" \
    -H 'Content-Type: application/json' --data-binary @"$work/push10k.json" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["links"]["job"])')
while :; do
    status=$(curl -sf -H "Authorization: Bearer $token:$secret" "http://127.0.0.1:$GLOSSA_PORT$job" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["status"])')
    [[ $status == completed || $status == failed ]] && break
    sleep 0.02
done
elapsed=$(python3 -c "print(f'{$(date +%s.%N) - $start:.3f}')")
printf 'RESULT\tpush 10,000 strings (%s)\t%s\ts\n' "$status" "$elapsed" >> "$OUT/$name.raw"

python3 "$ANCHORS/common/aggregate.py" "$OUT/$name.raw" | tee "$OUT/$name.md"
python3 - "$OUT/$name.raw" <<'PY'
import re, statistics, sys
values = {}
for line in open(sys.argv[1]):
    parts = line.rstrip("\n").split("\t")
    if len(parts) == 4 and parts[0] == "RESULT" and parts[1].endswith("req/s"):
        values.setdefault(parts[1], []).append(float(parts[2]))
def median(label):
    for key, samples in values.items():
        if key.startswith(label):
            return statistics.median(samples)
    return None
for mode, goal in (("200", 0.5), ("304", 0.8)):
    n, g = median(f"nginx 20KB {mode}"), median(f"glossa 20KB {mode}")
    if n and g:
        print(f"{mode}: glossa {g:,.0f} req/s vs nginx {n:,.0f} req/s = {g / n:.0%} (goal ≥ {goal:.0%}) {'ok' if g / n >= goal else 'BELOW GOAL'}")
PY

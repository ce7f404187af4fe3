#!/usr/bin/env bash
# One `glossa serve` on SQLite with a project `bench` (en → fr), for the wrk benchmarks
# (scripts/bench-*-serving.sh). Sourced:
#
#   start_bench_server GLOSSA PORT NAME [serve options…]
#
# creates the project in a new folder /tmp/glossa-NAME.XXXXXX, serves it on PORT with the options
# given (GLOSSA_RATE_LIMITS and the like come from the caller's environment), waits for /health, and
# sets `work` (the folder), `token`, `secret`, `base` (http://127.0.0.1:PORT) and `glossa_pid`. The
# server is stopped and the folder removed when the script exits.
start_bench_server() {
    local glossa=$1 port=$2 name=$3
    shift 3
    work=$(mktemp -d "/tmp/glossa-$name.XXXXXX")
    local credentials
    credentials=$("$glossa" project create bench --source en --languages fr --json --data-dir "$work/data")
    token=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])' <<<"$credentials")
    secret=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["secret"])' <<<"$credentials")
    "$glossa" serve --port "$port" --data-dir "$work/data" --log-level warning "$@" 2>"$work/glossa.log" &
    glossa_pid=$!
    trap stop_bench_server EXIT
    base="http://127.0.0.1:$port"
    for _ in $(seq 100); do curl -sf -o /dev/null "$base/health" && break; sleep 0.1; done
}

stop_bench_server() {
    kill -TERM "$glossa_pid" 2>/dev/null && wait "$glossa_pid" 2>/dev/null
    rm -rf "$work"
}

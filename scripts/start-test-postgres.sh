#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the server's storage tests and prints its URL
# (export it as GLOSSA_TEST_POSTGRES_URL). Used by .ci/run; run it by hand to test locally:
#   export GLOSSA_TEST_POSTGRES_URL=$(scripts/start-test-postgres.sh)
# Needs Debian's postgresql package. As root it runs the server as the `postgres` user. The data
# directory is $PGTEST_DIR (default /tmp/glossa-test-postgres), the port $PGTEST_PORT (default 54329);
# each start replaces a cluster an earlier run left there, so every run begins with an empty database.
# It allows 300 connections, as the storage suite's parallel tests each open a connection pool.
# It preloads pg_stat_statements, with which several_servers.py --cost counts the statements of a publish.
# Stop it with: pg_ctl -D "$PGTEST_DIR/data" stop (as the same user).
set -euo pipefail
dir=${PGTEST_DIR:-/tmp/glossa-test-postgres}
port=${PGTEST_PORT:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[[ -x "$bin/initdb" ]] || { echo "start-test-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }

as_owner() {
    if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

mkdir -p "$dir"
[[ $(id -u) == 0 ]] && chown postgres "$dir"
# Every start is a fresh cluster: a data directory left by an earlier run (a machine that keeps /tmp)
# holds an older schema whose recorded migrations no longer match the code's, and tests would fail on
# that instead of on what they test.
if [[ -f "$dir/data/PG_VERSION" ]]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir/data"
fi
rm -f "$dir/server.log"
as_owner "$bin/initdb" -D "$dir/data" -U glossa --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c max_connections=300 -c shared_preload_libraries=pg_stat_statements" start >&2 \
    || { cat "$dir/server.log" >&2; exit 1; }
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U glossa glossa_test
echo "postgres://glossa@127.0.0.1:$port/glossa_test"

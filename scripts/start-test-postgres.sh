#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the server's storage tests and prints its URL
# (export it as GLOSSA_TEST_POSTGRES_URL). Used by .ci/run; run it by hand to test locally:
#   export GLOSSA_TEST_POSTGRES_URL=$(scripts/start-test-postgres.sh)
# Needs Debian's postgresql package. As root it runs the server as the `postgres` user. The data
# directory is $PGTEST_DIR (default /tmp/glossa-test-postgres), the port $PGTEST_PORT (default 54329).
# It allows 300 connections, as the storage suite's parallel tests each open a connection pool.
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
if [[ ! -f "$dir/data/PG_VERSION" ]]; then
    as_owner "$bin/initdb" -D "$dir/data" -U glossa --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
        || { cat "$dir/initdb.log" >&2; exit 1; }
fi
if ! as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c max_connections=300" start >&2 \
        || { cat "$dir/server.log" >&2; exit 1; }
fi
if ! as_owner "$bin/psql" -h 127.0.0.1 -p "$port" -U glossa -d postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname = 'glossa_test'" | grep -q 1; then
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U glossa glossa_test
fi
echo "postgres://glossa@127.0.0.1:$port/glossa_test"

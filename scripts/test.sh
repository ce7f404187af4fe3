#!/usr/bin/env bash
# Runs every test of every package, from any directory:
#   1. the root package (GlossaCLDR and its generator): build and tests, in Tools/.build, the build
#      directory every package shares here;
#   1b. the localizer's tests and the engine's concurrent renders under the thread sanitizer (.build-tsan);
#   2. generate-cldr --check: the committed generated sources match the CLDR inputs in Data/CLDR;
#   3. the Tools package: end-to-end tests of the glossa command-line tool;
#   4. the plural differential against Babel, an independent CLDR implementation (Tests/Oracles;
#      needs `pip install babel==2.18.0`, which .ci/run installs);
#   5. the Server package (the delivery server): build and tests, in the Tools build directory; the storage suite runs against
#      PostgreSQL too when GLOSSA_TEST_POSTGRES_URL names a database (.ci/run starts one);
#      then `glossa serve` end to end with the real Python client (transifex-python) and SIGKILL faults
#      (Server/Tests/Integration/cds_clients.py; needs `pip install transifex-python`, which .ci/run installs);
#      then three `glossa serve` processes on PostgreSQL behind nginx, with SIGKILL faults under wrk load
#      (Server/Tests/Integration/several_servers.py; needs nginx and wrk, which .ci/run installs);
#      then one `glossa serve` whose PostgreSQL is stopped and started under it
#      (Server/Tests/Integration/database_outage.py);
#      then two `glossa serve` processes whose network to PostgreSQL freezes and thaws under them
#      (Server/Tests/Integration/network_partition.py);
#      then schemathesis over the OpenAPI document for about three minutes: no 5xx with the project token, and
#      on /api/v1 with an administrator's personal token no 5xx and no status code, content type or body the
#      document contradicts (Server/Tests/Integration/openapi_fuzz.py; needs `pip install schemathesis`,
#      which .ci/run installs);
#      then the web editor in Debian's Chromium driven by Playwright (Server/Tests/Integration/editor_browser.py;
#      needs `pip install playwright` and `apt-get install chromium`, which .ci/run installs);
#   6. the Benchmarks package, if present: it must build (benchmarks are run by hand, see CONTRIBUTING.md);
#   7. scripts/check-format.sh;
#   8. scripts/check-layout-casts.sh: no `unsafeBitCast` (nor raw word loads) in any package's sources;
#   9. scripts/build-docs.sh: every module's DocC catalog builds, broken links and undocumented
#      parameters being errors (its own build directory, .build-docs).
# Every build step fails on a compiler warning in the project's own files (scripts/build-without-warnings.sh;
# dependencies' warnings aside).
# Every step runs even if an earlier one failed; the exit status is non-zero if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."

passed=()
failed=()

step() {
    local name=$1
    shift
    echo
    echo "==> $name: $*"
    local start=$SECONDS
    if "$@"; then
        passed+=("$name")
        echo "==> $name: passed ($((SECONDS - start)) s)"
    else
        failed+=("$name")
        echo "==> $name: FAILED ($((SECONDS - start)) s)"
    fi
}

# Every package builds in one build directory, Tools/.build: the root's libraries, compiled here first,
# are then reused unchanged by the Tools, Server and Benchmarks builds (the same modules with the same
# flags), rather than compiled once per package (about four minutes of CI's two cores).
shared_scratch=(--scratch-path Tools/.build)
step "build" scripts/build-without-warnings.sh "${shared_scratch[@]}" --build-tests
step "test" swift test "${shared_scratch[@]}"
# The localizer's concurrency tests and the engine's concurrent renders under the thread sanitizer,
# in their own build directory so the instrumented build never replaces the normal one.
step "concurrency under TSan" swift test --sanitize=thread --scratch-path .build-tsan --filter "GlossaLocalizationTests|EngineConcurrentRenderTests"
step "generated CLDR sources" swift run "${shared_scratch[@]}" generate-cldr --check
step "tools build" scripts/build-without-warnings.sh --package-path Tools --build-tests
step "tools test" swift test --package-path Tools
if python3 -c "import babel" 2>/dev/null; then
    step "plural oracle (Babel)" python3 Tests/Oracles/plural_differential.py "$(swift build --package-path Tools --show-bin-path)/glossa"
else
    echo "==> plural oracle (Babel): skipped, Babel is not installed (pip install babel==2.18.0)"
fi
# The Server package builds in the shared build directory: the Tools build has already compiled the
# server library and every dependency they share, so only the server's test-only dependencies and its
# tests are compiled here (about 8 minutes less on CI's two cores than a build of its own).
server_scratch=(--package-path Server "${shared_scratch[@]}")
step "server build" scripts/build-without-warnings.sh "${server_scratch[@]}" --build-tests
# The suites that time how fast a change on one server reaches another ("within 1 s") run on their own
# after the rest: beside the suite's hundreds of parallel tests on two cores, a change took 0.55-1.02 s
# to arrive where it takes about 0.05 s otherwise, and the bound then failed on CI's contention.
timed_across_servers="SeveralServersTests|SeveralServersTokenTests"
step "server test" swift test "${server_scratch[@]}" --skip "$timed_across_servers"
step "server timing across servers" swift test "${server_scratch[@]}" --skip-build --filter "$timed_across_servers"
# When the server's tests fail, PostgreSQL's own log says whether its side failed (a backend that
# crashed or was killed, a full disk, too many connections); scripts/start-test-postgres.sh writes it.
postgres_log=${PGTEST_DIR:-/tmp/glossa-test-postgres}/server.log
if [[ ( " ${failed[*]} " == *" server test "* || " ${failed[*]} " == *" server timing across servers "* ) && -r $postgres_log ]]; then
    echo "==> PostgreSQL's log, its failures only ($postgres_log):"
    grep -E "FATAL|PANIC|terminat|signal|No space|out of memory" "$postgres_log" | tail -40 || true
fi
if python3 -c "import transifex.native" 2>/dev/null; then
    step "server with transifex-python and faults" python3 Server/Tests/Integration/cds_clients.py \
        "$(swift build --package-path Tools --show-bin-path)/glossa"
else
    echo "==> server with transifex-python and faults: skipped, transifex-python is not installed (pip install transifex-python)"
fi
# Three `glossa serve` processes on one PostgreSQL behind nginx (the deployment guide's configuration):
# migrations once, transifex-python through nginx, a publish reaching all three, 409 across processes, a
# process killed mid-push and under wrk load, metrics (Server/Tests/Integration/several_servers.py; about
# 90 s; needs GLOSSA_TEST_POSTGRES_URL, nginx and wrk, which .ci/run provides).
if [[ -n ${GLOSSA_TEST_POSTGRES_URL:-} ]] && command -v nginx >/dev/null && command -v wrk >/dev/null \
    && python3 -c "import transifex.native" 2>/dev/null; then
    step "three servers behind nginx" python3 Server/Tests/Integration/several_servers.py \
        "$(swift build --package-path Tools --show-bin-path)/glossa"
else
    echo "==> three servers behind nginx: skipped, needs GLOSSA_TEST_POSTGRES_URL, nginx, wrk and transifex-python"
fi
# One `glossa serve` on a PostgreSQL server of the script's own that it stops and starts again: 503s within
# seconds, cached content still served, writes back without a restart (Server/Tests/Integration/
# database_outage.py; about 50 s; needs Debian's postgresql, which .ci/run installs).
if ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
    step "server through a PostgreSQL outage" python3 Server/Tests/Integration/database_outage.py \
        "$(swift build --package-path Tools --show-bin-path)/glossa"
    # Two processes on a PostgreSQL server of the script's own, through a proxy that stops forwarding bytes without
    # closing anything: 503s within the answer deadline, cached content served, change notices back after the thaw
    # (Server/Tests/Integration/network_partition.py; about 40 s).
    step "servers through a frozen network to PostgreSQL" python3 Server/Tests/Integration/network_partition.py \
        "$(swift build --package-path Tools --show-bin-path)/glossa"
else
    echo "==> server through a PostgreSQL outage: skipped, PostgreSQL is not installed (apt-get install postgresql)"
    echo "==> servers through a frozen network to PostgreSQL: skipped, PostgreSQL is not installed"
fi
if command -v schemathesis >/dev/null 2>&1; then
    step "server under schemathesis (no 5xx, conformance)" python3 Server/Tests/Integration/openapi_fuzz.py \
        "$(swift build --package-path Tools --show-bin-path)/glossa"
else
    echo "==> server under schemathesis: skipped, schemathesis is not installed (pip install schemathesis)"
fi
# The translators' web editor in a real browser: Debian's Chromium driven by Playwright (PyPI), sign-in to
# approval of a Russian plural, the same with the keyboard alone, import and export, right to left and
# hostile payloads on every page (Server/Tests/Integration/editor_browser.py; about 45 s).
if python3 -c "import playwright" 2>/dev/null && [[ -x /usr/bin/chromium ]]; then
    step "editor in Chromium (Playwright)" python3 Server/Tests/Integration/editor_browser.py \
        "$(swift build --package-path Tools --show-bin-path)/glossa"
else
    echo "==> editor in Chromium: skipped, Playwright or Chromium is missing (pip install playwright; apt-get install chromium)"
fi
if [[ -f Benchmarks/Package.swift ]]; then
    step "benchmarks build" scripts/build-without-warnings.sh --package-path Benchmarks "${shared_scratch[@]}"
fi
step "format" scripts/check-format.sh
step "no layout casts" scripts/check-layout-casts.sh
step "documentation (DocC, warnings as errors)" scripts/build-docs.sh

echo
if ((${#failed[@]} > 0)); then
    echo "failed: ${failed[*]}"
fi
echo "steps: ${#passed[@]} passed, ${#failed[@]} failed"
((${#failed[@]} == 0))

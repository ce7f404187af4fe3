#!/usr/bin/env bash
# Runs the server's workflow benchmark (Server/Tests/GlossaServerTests/Workflow/WorkflowBenchmarkTests.swift):
# a generated project of 50,000 keys × 10 languages with history, and nine more of 50,000 keys for a
# translation memory of 500,000 segments; prints p50 and p95 in milliseconds of listing and searching
# strings (per filter), a memory lookup and saving a translation, per backend, and fails above the
# issue's targets (100 ms, 50 ms, 20 ms). Takes several minutes per backend; never part of scripts/test.sh.
#
#   scripts/bench-workflow.sh            # debug build (the Tools build directory CI uses)
#   scripts/bench-workflow.sh --release  # optimized build, in Server/.build-release
#
# SQLite always; PostgreSQL too when GLOSSA_TEST_POSTGRES_URL names a database
# (export GLOSSA_TEST_POSTGRES_URL=$(scripts/start-test-postgres.sh)). The text comes from the words of
# the real strings files in Tests/RealWorld (Zipf's law over their frequency ranks).
# GLOSSA_WORKFLOW_BENCHMARK_KEYS=5000 runs a smaller project (a tenth) to try the benchmark quickly.
set -euo pipefail
cd "$(dirname "$0")/.."

build=(--package-path Server --scratch-path Tools/.build)
if [[ ${1:-} == --release ]]; then
    build=(--package-path Server --scratch-path Server/.build-release -c release -Xswiftc -enable-testing)
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
GLOSSA_WORKFLOW_BENCHMARK=1 swift test "${build[@]}" --filter WorkflowBenchmarkTests 2>&1 | tee "$log" || status=$?
echo
echo "Summary:"
grep "workflow benchmark" "$log" || echo "(no figures: the benchmark did not run to the end)"
exit "$status"

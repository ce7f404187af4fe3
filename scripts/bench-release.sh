#!/usr/bin/env bash
# Runs the server's release benchmark (Server/Tests/GlossaServerTests/Releases/ReleaseScaleBenchmarkTests.swift):
# a project of 50,000 keys × 10 languages, then a reviewed-only release of every language created from it
# (the strings read, rendered as CDS content, hashed, archived as a TMLKit release and stored), per
# backend; prints the time of each part and fails above issue 20's 5 s. Seeding the project takes a
# while in a debug build; never part of scripts/test.sh.
#
#   scripts/bench-release.sh            # debug build (the Tools build directory CI uses)
#   scripts/bench-release.sh --release  # optimized build, in Server/.build-release (what the 5 s is for)
#
# SQLite always; PostgreSQL too when GLOSSA_TEST_POSTGRES_URL names a database
# (export GLOSSA_TEST_POSTGRES_URL=$(scripts/start-test-postgres.sh)).
# GLOSSA_RELEASE_BENCHMARK_KEYS=5000 runs a smaller project (a tenth) to try the benchmark quickly;
# the 5 s limit is then checked only for the full size.
set -euo pipefail
cd "$(dirname "$0")/.."

build=(--package-path Server --scratch-path Tools/.build)
if [[ ${1:-} == --release ]]; then
    build=(--package-path Server --scratch-path Server/.build-release -c release -Xswiftc -enable-testing)
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
GLOSSA_RELEASE_BENCHMARK=1 swift test "${build[@]}" --filter ReleaseScaleBenchmarkTests 2>&1 | tee "$log" || status=$?
echo
echo "Summary:"
grep "release at scale" "$log" || echo "(no figures: the benchmark did not run to the end)"
exit "$status"

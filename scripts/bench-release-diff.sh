#!/usr/bin/env bash
# Runs the server's release diff benchmark (Server/Tests/GlossaServerTests/Releases/ReleaseDiffBenchmarkTests.swift):
# two releases of 50,000 keys × 10 languages stored, then the diff API and the web editor's diff page
# timed the first time (both releases read, parsed and compared) and again (from the diff cache), per
# backend; prints the figures. Never part of scripts/test.sh.
#
#   scripts/bench-release-diff.sh            # debug build (the Tools build directory CI uses)
#   scripts/bench-release-diff.sh --release  # optimized build, in Server/.build-release
#
# SQLite and memory always; PostgreSQL too when GLOSSA_TEST_POSTGRES_URL names a database
# (export GLOSSA_TEST_POSTGRES_URL=$(scripts/start-test-postgres.sh)).
# GLOSSA_RELEASE_BENCHMARK_KEYS=5000 runs smaller releases (a tenth) to try the benchmark quickly.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=lib/server-benchmark.sh
source scripts/lib/server-benchmark.sh
run_server_benchmark GLOSSA_RELEASE_DIFF_BENCHMARK ReleaseDiffBenchmarkTests "release diff at scale" "${1:-}"

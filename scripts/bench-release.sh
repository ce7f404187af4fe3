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

# shellcheck source=lib/server-benchmark.sh
source scripts/lib/server-benchmark.sh
run_server_benchmark GLOSSA_RELEASE_BENCHMARK ReleaseScaleBenchmarkTests "release at scale" "${1:-}"

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

# shellcheck source=lib/server-benchmark.sh
source scripts/lib/server-benchmark.sh
run_server_benchmark GLOSSA_WORKFLOW_BENCHMARK WorkflowBenchmarkTests "workflow benchmark" "${1:-}"

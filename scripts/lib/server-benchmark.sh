#!/usr/bin/env bash
# Runs one of the server's benchmark suites, which Swift Testing skips unless its switch is set, in a
# debug build (the Tools build directory CI uses) or, with --release, an optimized one in
# Server/.build-release; prints its figures again at the end. Sourced by scripts/bench-*.sh:
#
#   run_server_benchmark SWITCH FILTER SUMMARY [--release]
#
# SWITCH is the environment variable that enables the suite (set to 1), FILTER the suite's name for
# `swift test --filter`, SUMMARY the text that starts each figure line. Exits with the tests' status.
run_server_benchmark() {
    local switch=$1 filter=$2 summary=$3 mode=${4:-}
    local build=(--package-path Server --scratch-path Tools/.build)
    if [[ $mode == --release ]]; then
        build=(--package-path Server --scratch-path Server/.build-release -c release -Xswiftc -enable-testing)
    fi
    local log status=0
    log=$(mktemp)
    # Built by `swift build`, then run without building (`swift test` plans a release build with other
    # flags than `swift build` and rebuilds every module), one test case at a time (the backends'
    # figures must not share the two cores).
    swift build "${build[@]}" --build-tests
    env "$switch=1" swift test "${build[@]}" --skip-build --no-parallel --filter "$filter" 2>&1 | tee "$log" || status=$?
    echo
    echo "Summary:"
    grep "$summary" "$log" || echo "(no figures: the benchmark did not run to the end)"
    rm -f "$log"
    exit "$status"
}

#!/usr/bin/env bash
# Benchmarks the command-line tool on generated inputs (issue 8's performance goals):
#   - `glossa extract` on a tree of 1,000,000 lines of Swift (4,000 files), with 1 job and with every core;
#   - `glossa lint` and `glossa stats` on a String Catalog of 10,000 keys in 10 locales.
# Uses hyperfine when installed (apt-get install hyperfine), plain wall-clock timing otherwise.
#
#   scripts/bench-cli.sh                       # builds glossa in release mode first
#   GLOSSA=path/to/glossa RUNS=3 LINES=200000 scripts/bench-cli.sh
set -euo pipefail
cd "$(dirname "$0")/.."

LINES=${LINES:-1000000}
KEYS=${KEYS:-10000}
RUNS=${RUNS:-5}
if [[ -z "${GLOSSA:-}" ]]; then
    swift build -c release --package-path Tools --product glossa
    GLOSSA=Tools/.build/release/glossa
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/generate-swift-tree.py "$work/tree" --lines "$LINES"
python3 scripts/generate-lint-project.py "$work/lint.xcstrings" --keys "$KEYS" --locales 10
echo "cores: $(nproc); glossa: $GLOSSA"

commands=(
    "$GLOSSA extract $work/tree --quiet --jobs 1 -o $work/strings-1.json"
    "$GLOSSA extract $work/tree --quiet -o $work/strings.json"
    "$GLOSSA extract $work/tree --quiet --format xcstrings -o $work/out/"
    "lint placeholder"
    "$GLOSSA stats $work/lint.xcstrings"
)
# lint exits 1 (the generated catalog has deliberate mistakes): only the time matters here.
commands[3]="$GLOSSA lint $work/lint.xcstrings --format json > /dev/null || true"

if command -v hyperfine > /dev/null; then
    hyperfine --warmup 1 --runs "$RUNS" --shell bash "${commands[@]}"
else
    for command in "${commands[@]}"; do
        best=""
        for _ in $(seq "$RUNS"); do
            start=$(date +%s.%N)
            bash -c "$command" > /dev/null
            end=$(date +%s.%N)
            elapsed=$(echo "$end - $start" | bc)
            if [[ -z "$best" ]] || (($(echo "$elapsed < $best" | bc))); then best=$elapsed; fi
        done
        printf '%8.3f s (best of %s)  %s\n' "$best" "$RUNS" "$command"
    done
fi
"$GLOSSA" extract "$work/tree" --quiet -o "$work/check.json" 2>&1 | tail -1 || true
python3 -c "import json,sys; d=json.load(open('$work/check.json')); print(f\"extract found {len(d['strings'])} strings, {len(d['warnings'])} warnings in {d['files']} files, {d['lines']} lines\")"

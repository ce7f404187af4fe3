#!/usr/bin/env bash
# `Localizer.string` beside Foundation's `Bundle.localizedString` on the same 10,000 keys, in one
# process, interleaved (issue 15's goals: a plain string at most half of Bundle's time, whatever the
# catalog's syntax; a plural with one argument at most Bundle's lookup + `String(format:)`).
#
#   scripts/bench-localizer-vs-bundle.sh                  # 1,000,000 calls per case, 5 rounds
#   ITERS=200000 ROUNDS=3 scripts/bench-localizer-vs-bundle.sh
#   INSTRUCTIONS=1 scripts/bench-localizer-vs-bundle.sh   # also instructions per call (valgrind)
#
# Instructions per call are counted with callgrind as the difference between two runs of one case
# (30,000 and 10,000 calls), so the setup cancels out; unlike times, they do not depend on what else
# the machine is doing.
set -euo pipefail
cd "$(dirname "$0")/.."

ITERS=${ITERS:-1000000}
ROUNDS=${ROUNDS:-5}
swift build -c release --package-path Benchmarks --product localizer-vs-bundle-bench >&2
bench=$(swift build -c release --package-path Benchmarks --show-bin-path)/localizer-vs-bundle-bench
echo "cores: $(nproc); load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$bench" "$ITERS" "$ROUNDS"

if [[ "${INSTRUCTIONS:-0}" == 1 ]]; then
    command -v valgrind >/dev/null || { echo "bench-localizer-vs-bundle: INSTRUCTIONS=1 needs valgrind" >&2; exit 2; }
    echo
    echo "| case | instructions per call |"
    echo "|---|---:|"
    count() {
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" "$1" 1 "$2" 2>&1 |
            awk '/Collected/ { print $4 }'
    }
    for filter in "plain TML" "plain ICU" "Bundle.localizedString plain" "plural TML" "plural ICU" "String(format:)"; do
        small=$(count 10000 "$filter")
        large=$(count 30000 "$filter")
        echo "| $filter | $(( (large - small) / 22000 )) |"
    done
fi

#!/usr/bin/env bash
# Instructions per call under callgrind, Glossa's anchor harnesses beside the ICU4C anchor: a measure
# that does not depend on the machine's load (the timed scripts' ratios do), for driving and proving
# optimisations. Each case runs at two iteration counts N1 and N2 in separate processes, and
# (I(N2) - I(N1)) / (1.1 × (N2 - N1)) is its cost per call (the harnesses warm up with n/10 calls
# first), so setup, loading and printing cancel out.
#
#   scripts/bench-callgrind.sh icu-anchor-bench 'glossa icu gender+plural en, parsed once, format'
#   scripts/bench-callgrind.sh icu4c 'c/d msgfmt gender+plural en, parsed once, format'
#   N1=1000 N2=3000 scripts/bench-callgrind.sh tml-anchor-bench 'glossa tml seed en, render text'
#
# The first argument is a product of the Benchmarks package (built in release first, incrementally)
# or `icu4c`: a copy of the anchor's icu_bench.cpp built into $OUT with one line added, which runs
# only the case named by ANCHOR_CASE (the anchor runs every case; its loops are unchanged), compiled
# as the timed scripts compile it (g++ -O2). Each further argument is a case name, run exactly
# (`=NAME` for the Glossa harnesses); iterations and parse iterations are both N.
#
# Environment: N1 (2000), N2 (6000), ANCHORS (../shared/anchors next to the repository), OUT
# (/tmp/glossa-bench-callgrind), SCRATCH (a build directory for the Benchmarks package). Needs
# valgrind, g++, pkg-config, libicu-dev and python3.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
ANCHORS=${ANCHORS:-$root/../shared/anchors}
N1=${N1:-2000}
N2=${N2:-6000}
OUT=${OUT:-/tmp/glossa-bench-callgrind}
SCRATCH=${SCRATCH:-}
scratch_args=()
[ -n "$SCRATCH" ] && scratch_args=(--scratch-path "$SCRATCH")

die() { echo "bench-callgrind: $*" >&2; exit 2; }
[ $# -ge 2 ] || die "usage: $0 PRODUCT|icu4c CASE..."
command -v valgrind > /dev/null || die "valgrind not found"
mkdir -p "$OUT"

product=$1
shift
if [ "$product" = icu4c ]; then
    [ -f "$ANCHORS/icu/icu_bench.cpp" ] || die "no ICU anchor at $ANCHORS (set ANCHORS)"
    python3 - "$ANCHORS/icu/icu_bench.cpp" "$OUT/icu_bench_one_case.cpp" << 'PY'
import sys

source = open(sys.argv[1]).read()
head = "static void bench(const char* name, long iters, F&& body) {\n"
if head not in source:
    sys.exit("bench-callgrind: the anchor's bench() is not where it was; update this script")
only = '    if (const char* only = getenv("ANCHOR_CASE")) { if (strcmp(only, name) != 0) return; }\n'
source = source.replace(head, head + only).replace("#include <string>", "#include <string>\n#include <cstring>")
open(sys.argv[2], "w").write(source)
PY
    # shellcheck disable=SC2046
    g++ -O2 -std=c++17 "$OUT/icu_bench_one_case.cpp" $(pkg-config --cflags --libs icu-i18n icu-uc) \
        -o "$OUT/icu_bench_one_case"
else
    swift build -c release --package-path "$root/Benchmarks" "${scratch_args[@]}" --product "$product" >&2
    bin_path=$(swift build -c release --package-path "$root/Benchmarks" "${scratch_args[@]}" --show-bin-path)
fi

# instructions N CASE: the program's total instruction count running CASE with N iterations.
instructions() {
    local n=$1 name=$2 file
    file=$(mktemp "$OUT/callgrind.XXXXXX")
    if [ "$product" = icu4c ]; then
        ANCHOR_CASE=$name valgrind --tool=callgrind --callgrind-out-file="$file" \
            "$OUT/icu_bench_one_case" "$n" "$n" > /dev/null 2>> "$OUT/valgrind.log"
    else
        valgrind --tool=callgrind --callgrind-out-file="$file" \
            "$bin_path/$product" "$n" "=$name" "$n" > /dev/null 2>> "$OUT/valgrind.log"
    fi
    grep -m1 -E '^(summary|totals):' "$file" | awk '{print $2}'
    rm -f "$file"
}

echo "| case | instructions per call |"
echo "|---|---:|"
for name in "$@"; do
    low=$(instructions "$N1" "$name")
    high=$(instructions "$N2" "$name")
    [ -n "$low" ] && [ -n "$high" ] || die "no callgrind totals for $name (see $OUT/valgrind.log)"
    [ "$high" -gt $((low + N2 - N1)) ] || die "no case named \"$name\" ran"
    python3 -c 'import sys; n1, n2, low, high = map(int, sys.argv[2:]); print(f"| {sys.argv[1]} | {(high - low) / (1.1 * (n2 - n1)):.0f} |")' \
        "$name" "$N1" "$N2" "$low" "$high"
done

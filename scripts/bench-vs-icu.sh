#!/usr/bin/env bash
# Glossa's plural selection side by side with the ICU4C anchor (../shared/anchors/icu), in one run.
#
#   scripts/bench-vs-icu.sh                  # RUNS=5 processes per side, interleaved
#   RUNS=1 ITERS=100000 SUITE=0 QUIET_WAIT=0 scripts/bench-vs-icu.sh    # quick smoke run
#
# What it does:
#   1. builds the anchor's icu_bench.cpp exactly as icu/run.sh does (g++ -O2, ICU from pkg-config)
#      and Glossa's equivalent, Benchmarks/Sources/plural-anchor-bench (swift build -c release);
#   2. runs them RUNS times each as separate processes, interleaved (ICU first on odd runs, Glossa
#      first on even ones), each run after the anchors' wait_quiet; both print the anchors'
#      RESULT<TAB>case<TAB>ns<TAB>ns/op lines (same loops: ints i % 1000, decimals i & 15, a 10 %
#      warm-up, ITERS timed calls);
#   3. prints the anchors' aggregate.py table (median/min/max/spread over the runs) for both sides
#      and the comparison: case, ICU4C median, Glossa median, ratio Glossa/ICU, goal (<= 0.20), pass;
#   4. unless SUITE=0, runs the package-benchmark suite (Benchmarks/Benchmarks/PluralBenchmarks) once
#      for its per-call figures, malloc counts (and instruction counts where the machine has
#      hardware counters), then `thresholds check` against Benchmarks/Thresholds, which fails if any
#      benchmark allocates per call.
#
# Environment: RUNS (5), ITERS (1000000), SUITE (1), SUITE_FILTER (a regex for --filter, default
# everything), STRICT (1 = exit 1 when a case misses the goal), ANCHORS (../shared/anchors next to
# the repository), OUT (/tmp/glossa-bench-vs-icu), QUIET_MAX (15) and QUIET_WAIT (300 s) as in the
# anchors. Needs g++, python3, swift, and ICU's headers: apt-get install -y libicu-dev pkg-config
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
ANCHORS=${ANCHORS:-$root/../shared/anchors}
RUNS=${RUNS:-5}
ITERS=${ITERS:-1000000}
SUITE=${SUITE:-1}
SUITE_FILTER=${SUITE_FILTER:-}
STRICT=${STRICT:-0}
OUT=${OUT:-/tmp/glossa-bench-vs-icu}
BUILD=$OUT/build

die() { echo "bench-vs-icu: $*" >&2; exit 2; }

# shellcheck source=lib/anchor-runs.sh
source "$root/scripts/lib/anchor-runs.sh"
anchor_preflight

anchor_header "Glossa vs ICU4C: plural selection" "RUNS=$RUNS ITERS=$ITERS"

echo "building the ICU anchor and plural-anchor-bench (release)..." >&2
build_icu_anchor
swift build -c release --package-path "$root/Benchmarks" --product plural-anchor-bench >&2
glossa_bench="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/plural-anchor-bench"

# The ICU binary also runs the anchor's MessageFormat cases; they are not compared here, so their
# parse-every-time loops are kept short (PARSE_ITERS) to save time.
run_icu() { "$BUILD/icu_bench" "$ITERS" "${PARSE_ITERS:-1000}"; }
run_glossa() { "$glossa_bench" "$ITERS"; }

run_interleaved "$RUNS"

echo "### ICU4C 72 anchor ($RUNS processes)"
echo
python3 "$ANCHORS/common/aggregate.py" "$OUT/icu.raw" | grep -E 'plural_select|^\|( case|---)|^- |^$' |
    tee "$OUT/icu.md"
echo
echo "### Glossa ($RUNS processes)"
echo
python3 "$ANCHORS/common/aggregate.py" "$OUT/glossa.raw" | tee "$OUT/glossa.md"
echo
echo "### Side by side (medians over $RUNS processes; ns per call)"
echo
set +e
python3 - "$OUT/icu.raw" "$OUT/glossa.raw" << 'EOF' | tee "$OUT/compare.md"
import statistics
import sys

GOAL = 0.20


def samples(path):
    found = {}  # case -> values in run order
    for line in open(path):
        parts = line.rstrip("\n").split("\t")
        if len(parts) == 4 and parts[0] == "RESULT":
            found.setdefault(parts[1], []).append(float(parts[2]))
    return found


def paired_ratio(icu_case, glossa_case):
    """Median over runs of Glossa run r / ICU run r (adjacent processes, so slow drifts cancel)."""
    pairs = list(zip(icu_samples.get(icu_case, []), glossa_samples.get(glossa_case, [])))
    return statistics.median(g / i for i, g in pairs) if pairs else float("nan")


icu_samples, glossa_samples = samples(sys.argv[1]), samples(sys.argv[2])
icu = {name: statistics.median(values) for name, values in icu_samples.items()}
glossa = {name: statistics.median(values) for name, values in glossa_samples.items()}
rows = []  # (case, ICU case, Glossa case)
for tag in ("en", "ru", "ar"):
    icu_int = f"a plural_select_int 0..999 {tag}"
    icu_dec = f"a plural_select_decimal (1.5 etc) {tag}"
    rows += [
        (f"cardinal int 0..999 {tag}", icu_int, f"glossa plural_select_int 0..999 {tag}"),
        (f"cardinal decimal, from Double {tag}", icu_dec,
         f"glossa plural_select_decimal from Double {tag}"),
        (f"cardinal decimal, precomputed operands {tag}", icu_dec,
         f"glossa plural_select_decimal operands {tag}"),
        (f"ordinal int 0..999 {tag} (vs ICU cardinal int)", icu_int,
         f"glossa plural_select_ordinal 0..999 {tag}"),
    ]

print("| case | ICU4C median ns | Glossa median ns | ratio Glossa/ICU | per-run ratio | goal | pass |")
print("|---|---:|---:|---:|---:|---:|---|")
misses = 0
for case, icu_case, glossa_case in rows:
    if icu_case not in icu or glossa_case not in glossa:
        print(f"| {case} | {icu.get(icu_case, 'missing')} | {glossa.get(glossa_case, 'missing')} | | | ≤ {GOAL:.2f} | no data |")
        misses += 1
        continue
    ratio = glossa[glossa_case] / icu[icu_case]
    ok = ratio <= GOAL
    misses += 0 if ok else 1
    print(f"| {case} | {icu[icu_case]:.2f} | {glossa[glossa_case]:.2f} | {ratio:.3f} "
          f"| {paired_ratio(icu_case, glossa_case):.3f} | ≤ {GOAL:.2f} | {'pass' if ok else 'FAIL'} |")
print()
print("Not counted toward the goal (diagnostics):")
print()
print("| case | ICU4C median ns | Glossa median ns | ratio Glossa/ICU | per-run ratio |")
print("|---|---:|---:|---:|---:|")
for tag in ("en", "ru", "ar"):
    icu_case = f"a plural_select_int 0..999 {tag}"
    glossa_case = f"glossa plural_select_int via operands 0..999 {tag}"
    if icu_case in icu and glossa_case in glossa:
        print(f"| cardinal int 0..999 {tag} through category(for: PluralOperands(i)) | {icu[icu_case]:.2f} "
              f"| {glossa[glossa_case]:.2f} | {glossa[glossa_case] / icu[icu_case]:.3f} "
              f"| {paired_ratio(icu_case, glossa_case):.3f} |")
for name, value in glossa.items():
    if name.startswith("glossa operands"):
        print(f"| {name[len('glossa '):]} (no ICU counterpart) | | {value:.2f} | | |")
print()
print("ratio Glossa/ICU divides the medians and decides pass/fail; per-run ratio is the median of")
print("Glossa run r / ICU run r, adjacent processes, which cancels slow drifts in machine speed.")
print("ICU's select(double) converts the double to a FixedDecimal, so 'from Double' is the like-for-like")
print("decimal case; 'precomputed operands' is selection alone. The anchor has no ordinal case:")
print("Glossa's ordinal selection is compared with ICU's cardinal select(int32_t) of the same locale.")
print()
print(f"goal met on {len(rows) - misses} of {len(rows)} cases")
sys.exit(1 if misses else 0)
EOF
compare_status=$?
set -e

suite_status=0
if [ "$SUITE" != 0 ]; then
    echo
    echo "### package-benchmark suite (figures per call: 1,000 calls per sample, scalingFactor .kilo)"
    echo
    # Only the plural suite: the TML suite has its own script (scripts/bench-tml-vs-icu.sh).
    filter_args=(--target PluralBenchmarks)
    [ -n "$SUITE_FILTER" ] && filter_args+=(--filter "$SUITE_FILTER")
    # Build chatter goes to the log; the tables go to the terminal.
    build_noise='^(\[[0-9]+/[0-9]+\]|Build|Building|Compiling|Write|Planning|Fetching|Computing|Computed|Creating|Working copy|warning: )'
    (cd "$root/Benchmarks" && swift package benchmark "${filter_args[@]}" --no-progress) \
        > "$OUT/suite.txt" 2>&1 || suite_status=$?
    grep -Ev "$build_noise" "$OUT/suite.txt" || true
    if [ "$suite_status" = 0 ]; then
        # Runs the suite again and compares mallocCountTotal with Benchmarks/Thresholds: the harness's
        # own 16 allocations per sample, a tolerance of 100, so one allocation per call (+1,000) fails.
        (cd "$root/Benchmarks" && swift package benchmark thresholds check "${filter_args[@]}" \
            --no-progress --path "$root/Benchmarks/Thresholds") > "$OUT/thresholds.txt" 2>&1 ||
            suite_status=$?
        grep -Ev "$build_noise" "$OUT/thresholds.txt" | sed -n '/Running Benchmarks/,$p' || true
    fi
    if [ "$suite_status" = 0 ]; then
        echo "allocation check: passed, no benchmark allocates per call"
    else
        echo "allocation check: FAILED or did not run (exit $suite_status); see $OUT/suite.txt and $OUT/thresholds.txt"
    fi
fi

echo
echo "raw results and logs: $OUT"
if [ "$STRICT" = 1 ] && { [ "$compare_status" != 0 ] || [ "$suite_status" != 0 ]; }; then exit 1; fi
exit 0

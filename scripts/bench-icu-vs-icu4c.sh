#!/usr/bin/env bash
# Glossa's ICU MessageFormat and MessageFormat 2 front ends side by side with the ICU4C anchor's
# MessageFormat cases (../shared/anchors/icu), in one run, with the same three patterns.
#
#   scripts/bench-icu-vs-icu4c.sh                 # RUNS=5 processes per side, interleaved
#   RUNS=1 ITERS=100000 PARSE_ITERS=2000 QUIET_WAIT=0 scripts/bench-icu-vs-icu4c.sh   # smoke run
#
# 1. builds the anchor's icu_bench.cpp as icu/run.sh does and Benchmarks/Sources/icu-anchor-bench
#    (swift build -c release; CLEAN=1 removes the release build directory first);
# 2. runs them RUNS times each as separate processes, interleaved, after the anchors' wait_quiet;
# 3. prints both aggregate tables and the comparison with the issues' goals (ratio Glossa/ICU <= 0.25):
#    compiled plural message en, nested gender+plural parsed once, parse + format every time; and
#    MessageFormat 2 on messages of the same shapes (issue 21): a compiled `.match` on `:number`
#    (<= 0.25 of ICU4C's compiled plural) and parse + format every time (<= 0.5 of ICU4C's).
#    Other syntaxes' rows (Apple, expressions, placeholders) are printed for reference.
#    The loops are the anchor's: it keeps one argument array per gender and updates only the count, so
#    Glossa's gender cases keep one RenderContext per gender and update only its count. The rows
#    "gender and count set every call" (the loop Glossa used before) set both arguments of one
#    context each call; they are printed as "not counted".
#
# Environment: RUNS (5), ITERS (1000000), PARSE_ITERS (20000), CLEAN (0), SCRATCH (a build directory),
# STRICT (1 = exit 1 when a goal is missed), ANCHORS, OUT (/tmp/glossa-bench-icu-vs-icu4c), QUIET_MAX,
# QUIET_WAIT as in the anchors. Needs g++, python3, swift, libicu-dev and pkg-config.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
ANCHORS=${ANCHORS:-$root/../shared/anchors}
RUNS=${RUNS:-5}
ITERS=${ITERS:-1000000}
PARSE_ITERS=${PARSE_ITERS:-20000}
CLEAN=${CLEAN:-0}
STRICT=${STRICT:-0}
OUT=${OUT:-/tmp/glossa-bench-icu-vs-icu4c}
BUILD=$OUT/build
SCRATCH=${SCRATCH:-}
scratch_args=()
[ -n "$SCRATCH" ] && scratch_args=(--scratch-path "$SCRATCH")

die() { echo "bench-icu-vs-icu4c: $*" >&2; exit 2; }

# shellcheck source=lib/anchor-runs.sh
source "$root/scripts/lib/anchor-runs.sh"
anchor_preflight

anchor_header "Glossa ICU MessageFormat vs ICU4C MessageFormat" "RUNS=$RUNS ITERS=$ITERS PARSE_ITERS=$PARSE_ITERS"

echo "building the ICU anchor and icu-anchor-bench (release)..." >&2
build_icu_anchor
build_glossa_anchor icu-anchor-bench

run_icu() { "$BUILD/icu_bench" "$ITERS" "$PARSE_ITERS"; }
run_glossa() { "$bin_path/icu-anchor-bench" "$ITERS" "" "$PARSE_ITERS"; }

run_interleaved "$RUNS"

echo "### ICU4C anchor, MessageFormat cases ($RUNS processes)"
echo
python3 "$ANCHORS/common/aggregate.py" "$OUT/icu.raw" | grep -E 'msgfmt|^\|( case|---)|^- |^$' | tee "$OUT/icu.md"
echo
echo "### Glossa ($RUNS processes)"
echo
python3 "$ANCHORS/common/aggregate.py" "$OUT/glossa.raw" | tee "$OUT/glossa.md"
echo
echo "### Side by side (medians over $RUNS processes; ns per call)"
echo
set +e
python3 - "$OUT/icu.raw" "$OUT/glossa.raw" << 'PY' | tee "$OUT/compare.md"
import statistics
import sys


def samples(path):
    found = {}
    for line in open(path):
        parts = line.rstrip("\n").split("\t")
        if len(parts) == 4 and parts[0] == "RESULT":
            found.setdefault(parts[1], []).append(float(parts[2]))
    return {name: statistics.median(values) for name, values in found.items()}


icu, glossa = samples(sys.argv[1]), samples(sys.argv[2])
goals = [  # (case, ICU4C case, Glossa case, goal: the highest ratio Glossa/ICU4C)
    ("compiled plural en", "b msgfmt plural en (one/other)", "glossa icu plural en, format", 0.25),
    ("nested gender+plural, parsed once", "c/d msgfmt gender+plural en, parsed once, format",
     "glossa icu gender+plural en, parsed once, format", 0.25),
    ("parse + format every time", "d msgfmt gender+plural en, parse every time + format",
     "glossa icu gender+plural en, parse every time + format", 0.25),
    # MessageFormat 2 on messages of the same shapes (issue 21): a compiled `.match` on `:number`
    # with plural keys against ICU4C's compiled plural, and parse + format of the gender+plural
    # message as a `.match` on two selectors against ICU4C's parse + format.
    ("MF2 compiled .match on :number, plural en", "b msgfmt plural en (one/other)",
     "glossa mf2 plural en, format", 0.25),
    ("MF2 parse + format every time", "d msgfmt gender+plural en, parse every time + format",
     "glossa mf2 gender+plural en, parse every time + format", 0.5),
]
others = [
    ("compiled plural ru", "b msgfmt plural ru (one/few/many/other)", "glossa icu plural ru, format"),
    ("gender+plural + toUTF8 (UTF-8 like Swift)", "c msgfmt gender+plural en, parsed once, format + toUTF8",
     "glossa icu gender+plural en, parsed once, format"),
    ("parse only (ctor) vs parse+compile", "d msgfmt gender+plural en, parse only (ctor)",
     "glossa icu gender+plural en, parse+compile"),
    ("parsed once, gender and count set every call", "c/d msgfmt gender+plural en, parsed once, format",
     "glossa icu gender+plural en, parsed once, format, gender and count set every call"),
    ("parse + format, gender and count set every call", "d msgfmt gender+plural en, parse every time + format",
     "glossa icu gender+plural en, parse every time + format, gender and count set every call"),
    ("MF2 gender+plural .match, parsed once", "c/d msgfmt gender+plural en, parsed once, format",
     "glossa mf2 gender+plural en, parsed once, format"),
    ("MF2 parse only (ctor) vs parse+compile", "d msgfmt gender+plural en, parse only (ctor)",
     "glossa mf2 gender+plural en, parse+compile"),
]
met = 0
print("| case | ICU4C ns | Glossa ns | ratio | goal | pass |")
print("|---|---:|---:|---:|---:|---|")
for name, icu_case, glossa_case, goal in goals:
    if icu_case in icu and glossa_case in glossa:
        ratio = glossa[glossa_case] / icu[icu_case]
        ok = ratio <= goal
        met += ok
        print(f"| {name} | {icu[icu_case]:.1f} | {glossa[glossa_case]:.1f} | {ratio:.3f} | ≤ {goal} | "
              f"{'pass' if ok else 'FAIL'} |")
    else:
        print(f"| {name} | missing | missing | | ≤ {goal} | no data |")
print()
print("| not counted | ICU4C ns | Glossa ns | ratio |")
print("|---|---:|---:|---:|")
for name, icu_case, glossa_case in others:
    if icu_case in icu and glossa_case in glossa:
        print(f"| {name} | {icu[icu_case]:.1f} | {glossa[glossa_case]:.1f} | {glossa[glossa_case] / icu[icu_case]:.3f} |")
for name in sorted(glossa):
    if name.startswith("glossa apple") or name.startswith("glossa expressions") or name.startswith("glossa placeholders"):
        print(f"| {name} (no ICU counterpart) | | {glossa[name]:.1f} | |")
print()
print(f"goal met on {met} of {len(goals)} cases")
sys.exit(0 if met == len(goals) else 1)
PY
status=$?
set -e
if [ "$STRICT" = 1 ]; then exit "$status"; fi

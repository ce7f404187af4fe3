# Shared by scripts/bench-vs-icu.sh and scripts/bench-tml-vs-icu.sh: the checks, the run header, the
# ICU4C anchor build and the interleaved runs that put Glossa side by side with the anchor.
# Source it after setting root, ANCHORS, OUT and BUILD, and defining die().

# Checks that the anchor and the tools are there, creates $OUT and $BUILD, and loads the anchors'
# quiet-machine helpers (wait_quiet, cpu_stat, noise_between).
anchor_preflight() {
    [ -f "$ANCHORS/icu/icu_bench.cpp" ] && [ -f "$ANCHORS/common/aggregate.py" ] ||
        die "no ICU anchor at $ANCHORS (set ANCHORS to the shared anchors folder)"
    local tool
    for tool in g++ python3 swift; do
        command -v "$tool" > /dev/null || die "$tool not found on PATH"
    done
    if ! command -v pkg-config > /dev/null || ! pkg-config --exists icu-i18n icu-uc; then
        die "ICU4C development files not found; install them with: apt-get install -y libicu-dev pkg-config"
    fi
    mkdir -p "$OUT" "$BUILD"
    # shellcheck source=/dev/null
    source "$ANCHORS/common/quiet.sh"
}

# anchor_header TITLE SETTINGS: the run's title, date, commit (flagging local changes to Sources/),
# machine, tool versions, settings and load.
anchor_header() {
    local commit
    commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')
    if [ "$commit" != '?' ] && ! git -C "$root" diff --quiet HEAD -- Sources; then
        commit="$commit (Sources/ modified in the work tree)"
    fi
    echo "## $1"
    echo
    echo "- date: $(date -u +%Y-%m-%dT%H:%MZ); commit: $commit"
    echo "- CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); cores: $(nproc)"
    echo "- $(swift --version 2>&1 | head -1); $(g++ --version | head -1); ICU $(pkg-config --modversion icu-i18n)"
    echo "- $2; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo
}

# Builds the ICU anchor into $BUILD/icu_bench with the same command as the anchors' icu/run.sh.
# Builds a product of the Benchmarks package in release (after removing the release build directory
# when CLEAN is not 0) and sets bin_path to its directory. Uses root, CLEAN, scratch_args and die.
build_glossa_anchor() {
    local product=$1
    bin_path=$(swift build -c release --package-path "$root/Benchmarks" "${scratch_args[@]}" --show-bin-path)
    if [ "$CLEAN" != 0 ]; then
        case "$bin_path" in
            */release) rm -rf "$bin_path" ;;
            *) die "unexpected release build path $bin_path" ;;
        esac
    fi
    swift build -c release --package-path "$root/Benchmarks" "${scratch_args[@]}" --product "$product" >&2
}

build_icu_anchor() {
    # shellcheck disable=SC2046
    g++ -O2 -std=c++17 "$ANCHORS/icu/icu_bench.cpp" $(pkg-config --cflags --libs icu-i18n icu-uc) \
        -o "$BUILD/icu_bench"
}

# run_one NAME: one process of run_NAME, after wait_quiet; RESULT and NOISE lines into $OUT/NAME.raw.
run_one() {
    local name=$1 before
    wait_quiet >> "$OUT/$name.raw"
    before=$(cpu_stat)
    "run_$name" >> "$OUT/$name.raw" 2>> "$OUT/$name.log"
    noise_between "$before" "$(cpu_stat)" >> "$OUT/$name.raw"
}

# run_interleaved RUNS: RUNS processes each of run_icu and run_glossa (defined by the caller),
# alternating which goes first, so slow drifts of the machine hit both sides alike.
run_interleaved() {
    : > "$OUT/icu.raw"; : > "$OUT/icu.log"; : > "$OUT/glossa.raw"; : > "$OUT/glossa.log"
    local r
    for r in $(seq "$1"); do
        echo "run $r/$1" >&2
        if [ $((r % 2)) -eq 1 ]; then run_one icu; run_one glossa; else run_one glossa; run_one icu; fi
    done
}

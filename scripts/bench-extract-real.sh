#!/usr/bin/env bash
# Times `glossa extract` on 1,000,000 lines of real Swift: the apps' sources that
# scripts/fetch-extract-corpus.sh checked out, copied again and again into a temporary tree until it holds
# LINES lines, side by side with a plain `grep -c` of the same tree (the time just to read the files: the
# I/O floor).
#
#   scripts/bench-extract-real.sh ~/extract-corpus           # builds glossa in release mode first
#   GLOSSA=path/to/glossa LINES=200000 RUNS=3 scripts/bench-extract-real.sh ~/extract-corpus
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=$(cd "${1:?usage: scripts/bench-extract-real.sh CORPUS (see fetch-extract-corpus.sh)}" && pwd)
LINES=${LINES:-1000000}
RUNS=${RUNS:-3}
if [[ -z "${GLOSSA:-}" ]]; then
    swift build -c release --package-path Tools --product glossa
    GLOSSA=Tools/.build/release/glossa
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One copy of the corpus's Swift files, then as many copies as the line count needs.
corpus_lines=$(find "$corpus" -name '*.swift' -print0 | xargs -0 cat | wc -l)
copies=$(((LINES + corpus_lines - 1) / corpus_lines))
for copy in $(seq "$copies"); do
    mkdir -p "$work/tree/copy$copy"
    (cd "$corpus" && find . -name '*.swift' -print0 | tar --null -T - -cf -) | tar -xf - -C "$work/tree/copy$copy"
done
lines=$(find "$work/tree" -name '*.swift' -print0 | xargs -0 cat | wc -l)
files=$(find "$work/tree" -name '*.swift' | wc -l)
echo "cores: $(nproc); glossa: $GLOSSA; tree: $files files, $lines lines ($copies copies of $corpus_lines)"

best_of() {
    local best=""
    for _ in $(seq "$RUNS"); do
        local start end elapsed
        start=$(date +%s.%N)
        bash -c "$1" > /dev/null
        end=$(date +%s.%N)
        elapsed=$(echo "$end - $start" | bc)
        if [[ -z "$best" ]] || (($(echo "$elapsed < $best" | bc))); then best=$elapsed; fi
    done
    printf '%8.3f s (best of %s)  %s\n' "$best" "$RUNS" "$1"
}

best_of "grep -rc --include='*.swift' -e 'Text(' $work/tree"
names="LocalizedString FrameworkLocalText"
best_of "$GLOSSA extract $work/tree --quiet --localized-string-macro-names '$names' -o $work/strings.json"
"$GLOSSA" extract "$work/tree" --localized-string-macro-names "$names" -o "$work/check.json" 2>&1 \
    | grep '^extract: [0-9]* strings' || true

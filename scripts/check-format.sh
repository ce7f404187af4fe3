#!/usr/bin/env bash
# Checks that every hand-written Swift source follows `.swift-format` (4-space indent, 120 columns, the
# rules listed there); exits non-zero on any finding. Generated sources (`*/Generated/*`) are left out:
# `swift run generate-cldr --check` checks those against their inputs instead.
#
# To fix formatting in place: swift format format --in-place --recursive <paths>
set -euo pipefail
cd "$(dirname "$0")/.."

roots=()
for root in Package.swift Sources Tests Tools/Package.swift Tools/Sources Tools/Tests \
    Server/Package.swift Server/Sources Server/Tests \
    Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Sources Benchmarks/Tests \
    Examples/Sources Examples/Tests; do
    if [[ -e "$root" ]]; then roots+=("$root"); fi
done

files=()
while IFS= read -r -d '' file; do
    files+=("$file")
done < <(find "${roots[@]}" -name '*.swift' -not -path '*/Generated/*' -not -path '*/.build*' -print0 | sort -z)

swift format lint --strict --parallel "${files[@]}"
echo "check-format: ${#files[@]} Swift files follow .swift-format"

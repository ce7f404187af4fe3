#!/usr/bin/env bash
# Fails when the Swift sources of any package read a value's memory as another type's:
#   - any `unsafeBitCast` (the project forbids it: a `String` cast to two words, for one, traps on
#     every 32-bit platform, where `String` is 12 bytes, and reads a layout no API promises);
#   - a raw load of fixed-width words (`.load(as: (UInt64, UInt64)…)` and the like), which is the
#     same read spelled differently.
# Generated sources are included: nothing may do this. Prints each offending line and exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

dirs=()
for dir in Sources Tools/Sources Server/Sources Benchmarks/Sources; do
    [[ -d $dir ]] && dirs+=("$dir")
done

pattern='unsafeBitCast[[:space:]]*\(|\.load\([^)]*as:[[:space:]]*\((U?Int(8|16|32|64)?|Word)[[:space:]]*,'
if matches=$(grep -rnE --include='*.swift' "$pattern" "${dirs[@]}"); then
    echo "check-layout-casts: reads of a value's memory as another type (see the comment in $0):" >&2
    echo "$matches" >&2
    exit 1
fi
echo "check-layout-casts: no unsafeBitCast or word-sized raw loads in ${dirs[*]}"

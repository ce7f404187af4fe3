#!/usr/bin/env bash
# Builds a package with `swift build` and fails if the compiler warns about a file of this repository.
#   scripts/build-without-warnings.sh [swift build arguments...]     e.g. --package-path Tools --build-tests
# Warnings from dependencies (anything under a .build directory, such as .build/checkouts) are shown
# but do not fail the build. The build's output is shown as it runs; the warnings that fail it are
# listed again at the end. A file that is already built prints no warning again, so CI, which builds a
# fresh clone, sees them all; locally, remove the package's .build directory to check every file.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
((status == 0)) || exit "$status"
# A compiler diagnostic starts with an absolute path: /repo/path/File.swift:12:5: warning: …
own=$(grep -E "^($root|$PWD)/[^:]+:[0-9]+(:[0-9]+)?: warning: " "$log" | grep -vE "^[^:]*/\.build[^/]*/" | sort -u)
if [[ -n $own ]]; then
    echo
    echo "error: the build warns about the project's own files ($(wc -l <<< "$own") warnings):"
    echo "$own"
    exit 1
fi

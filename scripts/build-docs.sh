#!/usr/bin/env bash
# Builds the DocC documentation of GlossaCLDR with the toolchain's `docc`, without the docc plugin:
# emits the module's symbol graph, then converts the catalog. Output: .build-docs/GlossaCLDR.doccarchive
# (serve it with any static web server, or open it in Xcode).
#
#   scripts/build-docs.sh                      # build; warnings are printed
#   scripts/build-docs.sh --warnings-as-errors # fail on broken links and other warnings
set -euo pipefail
cd "$(dirname "$0")/.."

module=GlossaCLDR
scratch=.build-docs
symbol_graphs=$scratch/symbol-graphs
module_graphs=$scratch/$module-symbol-graphs
output=$scratch/$module.doccarchive

rm -rf "$symbol_graphs" "$module_graphs"
mkdir -p "$symbol_graphs" "$module_graphs"
swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbol_graphs"
cp "$symbol_graphs/$module".*symbols.json "$module_graphs/"

docc convert "Sources/$module/$module.docc" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.glossa.$module" \
    --additional-symbol-graph-dir "$module_graphs" \
    --output-path "$output" \
    "$@"
echo "build-docs: wrote $output"

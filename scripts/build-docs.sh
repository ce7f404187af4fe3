#!/usr/bin/env bash
# Builds the DocC catalog of every module (every `*.docc` under Sources/ and Server/Sources/) with the
# toolchain's `docc`, without the docc plugin: each package is built once emitting symbol graphs, then
# each catalog is converted with its module's graphs (extension graphs such as `GlossaLocalization@Swift`
# included). Warnings (broken symbol links, unknown topics) are errors unless --allow-warnings is given.
# Output: .build-docs/<Module>.doccarchive (serve it with any static web server, or open it in Xcode).
#
#   scripts/build-docs.sh                    # every module of the root package and the server
#   scripts/build-docs.sh --root-only        # the root package's modules only (no server build)
#   scripts/build-docs.sh --allow-warnings   # print warnings without failing
#   scripts/build-docs.sh GlossaMessages     # only the named modules
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
warnings=(--warnings-as-errors)
root_only=false
only=()
for argument in "$@"; do
    case "$argument" in
    --allow-warnings) warnings=() ;;
    --root-only) root_only=true ;;
    --warnings-as-errors) ;; # the default; accepted for older callers
    -*) echo "build-docs: unknown option $argument" >&2; exit 2 ;;
    *) only+=("$argument") ;;
    esac
done

# Builds the package at $1 (scratch $2) with symbol graphs into $3.
emit_symbol_graphs() {
    local package=$1 package_scratch=$2 graphs=$3
    # Not emptied first: an incremental build only writes the graphs of the modules it recompiles.
    mkdir -p "$graphs"
    swift build --package-path "$package" --scratch-path "$package_scratch" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"
}

# The symbol graph $1 of module $2 without the symbols it re-exports (`@_exported import`): those
# declared in another module's sources, and the members of those. Each is documented in its own module's
# archive, where its links to that module's articles resolve.
own_symbols() {
    python3 - "$1" "$2" << 'PY'
import json, sys
path, module = sys.argv[1], sys.argv[2]
graph = json.load(open(path, encoding="utf-8"))
def foreign(symbol):
    uri = symbol.get("location", {}).get("uri", "")
    return "/Sources/" in uri and f"/Sources/{module}/" not in uri
dropped = {symbol["identifier"]["precise"] for symbol in graph["symbols"] if foreign(symbol)}
# Symbols without a location (synthesized conformances' members) of a dropped type go too.
members = {r["source"] for r in graph["relationships"] if r["kind"] == "memberOf" and r["target"] in dropped}
dropped |= {s["identifier"]["precise"] for s in graph["symbols"]
            if s["identifier"]["precise"] in members and "location" not in s}
graph["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] not in dropped]
graph["relationships"] = [r for r in graph["relationships"] if r["source"] not in dropped]
json.dump(graph, sys.stdout)
PY
}

# Converts the catalog of module $1 in $2 with the graphs in $3.
convert() {
    local module=$1 catalog=$2 graphs=$3
    local module_graphs=$scratch/$module-symbol-graphs
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    own_symbols "$graphs/$module.symbols.json" "$module" > "$module_graphs/$module.symbols.json" || return 1
    for extension in "$graphs/$module"@*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$module_graphs/"
    done
    docc convert "$catalog" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.glossa.$module" \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-path "$scratch/$module.doccarchive" \
        "${warnings[@]}" || return 1
    echo "build-docs: wrote $scratch/$module.doccarchive"
}

wanted() {
    [ ${#only[@]} -eq 0 ] && return 0
    local name
    for name in "${only[@]}"; do [ "$name" = "$1" ] && return 0; done
    return 1
}

failed=()
build_package() {
    local package=$1 package_scratch=$2 sources=$3
    local catalogs=() catalog module
    for catalog in "$sources"/*/*.docc; do
        [ -d "$catalog" ] || continue
        module=$(basename "$(dirname "$catalog")")
        wanted "$module" && catalogs+=("$catalog")
    done
    [ ${#catalogs[@]} -eq 0 ] && return 0
    local graphs=$package_scratch/symbol-graphs
    emit_symbol_graphs "$package" "$package_scratch" "$graphs"
    # A module built before without symbol graphs (or whose graph was deleted) is not recompiled by an
    # incremental build: then build the package again from scratch.
    for catalog in "${catalogs[@]}"; do
        module=$(basename "$(dirname "$catalog")")
        if [ ! -e "$graphs/$module.symbols.json" ]; then
            echo "build-docs: no symbol graph for $module; building $package from scratch" >&2
            rm -rf "$package_scratch"
            emit_symbol_graphs "$package" "$package_scratch" "$graphs"
            break
        fi
    done
    for catalog in "${catalogs[@]}"; do
        module=$(basename "$(dirname "$catalog")")
        convert "$module" "$catalog" "$graphs" || failed+=("$module")
    done
}

build_package . "$scratch/root" Sources
if ! $root_only; then
    build_package Server "$scratch/server" Server/Sources
fi

if [ ${#failed[@]} -gt 0 ]; then
    echo "build-docs: failed: ${failed[*]}" >&2
    exit 1
fi
echo "build-docs: every catalog built"

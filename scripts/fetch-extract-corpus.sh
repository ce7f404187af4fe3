#!/usr/bin/env bash
# Checks out the apps that `RealWorldExtractionTests` and `bench-extract-real.sh` measure `glossa extract`
# on, at the commits Tools/Tests/GlossaToolsKitTests/Fixtures/extract/corpus.json names (their code is not
# part of this repository), one folder per app:
#
#   scripts/fetch-extract-corpus.sh ~/extract-corpus
#   GLOSSA_EXTRACT_CORPUS=~/extract-corpus swift test --package-path Tools --filter RealWorldExtraction
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fetch-extract-corpus.sh DIRECTORY}
mkdir -p "$target"
python3 - "$target" <<'PY'
import json, subprocess, sys, os
target = sys.argv[1]
manifest = json.load(open("Tools/Tests/GlossaToolsKitTests/Fixtures/extract/corpus.json"))
for app in manifest["apps"]:
    folder = os.path.join(target, app["name"])
    if not os.path.isdir(os.path.join(folder, ".git")):
        subprocess.run(["git", "init", "-q", folder], check=True)
        subprocess.run(["git", "-C", folder, "remote", "add", "origin", app["repository"]], check=True)
    subprocess.run(["git", "-C", folder, "fetch", "-q", "--depth", "1", "origin", app["commit"]], check=True)
    subprocess.run(["git", "-C", folder, "checkout", "-q", "FETCH_HEAD"], check=True)
    print(f"{app['name']}: {app['commit']} ({app['licence']})")
PY

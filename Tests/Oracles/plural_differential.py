#!/usr/bin/env python3
"""Differential test of `glossa plural --batch` against Babel, an independent CLDR implementation.

For every locale in Data/CLDR/plurals.xml and ordinals.xml that Babel knows, asks both for the
category of a few hundred numbers (integers, decimals keeping trailing zeros, large values) and
reports every disagreement. Deterministic (seeded). Babel bundles its own CLDR; where its CLDR
version changed a locale's rules, the disagreement is expected and listed in KNOWN_DIFFERENCES.

Usage: plural_differential.py <path-to-glossa> [--values N]
Prints 'N passed, N failed' as its last line; exit status 1 on any unexpected disagreement.
"""
import decimal
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import babel
from babel.core import Locale, UnknownLocaleError

ROOT = Path(__file__).resolve().parents[2]
# (locale, type) pairs whose rules differ between Glossa's CLDR 46 data and Babel's CLDR.
KNOWN_DIFFERENCES: dict = {}


def locales(file_name):
    text = (ROOT / "Data" / "CLDR" / file_name).read_text(encoding="utf-8")
    found = []
    for group in re.findall(r'locales="([^"]*)"', text):
        found.extend(group.split())
    return [l for l in found if l != "root"]


def numbers(rng, count):
    values = [str(i) for i in range(0, 30)] + ["100", "101", "111", "1000", "1000000", "10000000", "21", "1001"]
    while len(values) < count:
        kind = rng.randrange(4)
        if kind == 0:
            values.append(str(rng.randrange(0, 1000)))
        elif kind == 1:
            values.append(str(rng.randrange(0, 10**9)))
        elif kind == 2:
            digits = rng.randrange(1, 4)
            values.append(f"{rng.randrange(0, 200)}.{rng.randrange(0, 10**digits):0{digits}d}")
        else:
            values.append(f"{rng.randrange(0, 30)}.{'0' * rng.randrange(1, 3)}")
    return values


def babel_category(locale, number, kind):
    form = locale.plural_form if kind == "cardinal" else locale.ordinal_form
    return form(decimal.Decimal(number))


def main():
    glossa = sys.argv[1]
    count = int(sys.argv[sys.argv.index("--values") + 1]) if "--values" in sys.argv else 300
    rng = random.Random(46)
    requests, expected = [], []
    skipped = set()
    for kind, file_name in (("cardinal", "plurals.xml"), ("ordinal", "ordinals.xml")):
        for tag in locales(file_name):
            try:
                locale = Locale.parse(tag)
            except (UnknownLocaleError, ValueError):
                skipped.add(tag)
                continue
            for number in numbers(rng, count):
                requests.append({"locale": tag, "number": number, "type": kind})
                expected.append(babel_category(locale, number, kind))
    stdin = "".join(json.dumps(r) + "\n" for r in requests)
    result = subprocess.run([glossa, "plural", "--batch"], input=stdin, capture_output=True, text=True)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    if len(answers) != len(requests):
        print(f"expected {len(requests)} answers, got {len(answers)}; stderr: {result.stderr[:500]}")
        print(f"0 passed, {len(requests)} failed")
        return 1
    passed = failed = 0
    failures = {}
    for request, answer, want in zip(requests, answers, expected):
        got = answer.get("category")
        key = (request["locale"], request["type"])
        if got == want or key in KNOWN_DIFFERENCES:
            passed += 1
        else:
            failed += 1
            failures.setdefault(key, []).append(f'{request["number"]}: glossa {got}, babel {want}')
    for (tag, kind), lines in sorted(failures.items()):
        print(f"{tag} {kind}: {len(lines)} disagreements, e.g. {lines[:3]}")
    print(f"babel {babel.__version__}; locales Babel does not know (skipped): {' '.join(sorted(skipped)) or 'none'}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

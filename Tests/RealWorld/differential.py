#!/usr/bin/env python3
"""Differential checks of Glossa's conversions against independent readers (Python's json and plistlib).

Run by Tools/Tests/GlossaCLITests/RealWorldCatalogTests.swift on the corpus in Tests/RealWorld/catalogs:

  differential.py catalog-locale CATALOG LOCALE FLAT_JSON
      Every plain value of LOCALE in CATALOG (read with json) is in FLAT_JSON (what
      `glossa convert CATALOG FLAT_JSON --locale LOCALE` wrote), with the same text, and nothing else is
      but the flattened values of keys with variations.
  differential.py stringsdict STRINGSDICT CATALOG LOCALE
      Every key of STRINGSDICT (read with plistlib) is in CATALOG (what `glossa convert` wrote), and
      the texts of its format and plural forms are exactly the stringUnit values of LOCALE, with the
      same plural categories.

Exit status 0 when they agree; 1 with one line per difference on standard error.
"""

import json
import plistlib
import sys


def plain_values(catalog, locale):
    """The plain values of locale, and the keys whose value there has variations (which a flat file
    can only hold flattened)."""
    values = {}
    varied = set()
    for key, entry in catalog.get("strings", {}).items():
        unit = entry.get("localizations", {}).get(locale, {})
        if "variations" in unit or "substitutions" in unit:
            varied.add(key)
        elif "stringUnit" in unit:
            values[key] = unit["stringUnit"]["value"]
    return values, varied


def catalog_locale(catalog_path, locale, flat_path):
    with open(catalog_path, "rb") as handle:
        expected, varied = plain_values(json.load(handle), locale)
    with open(flat_path, "rb") as handle:
        actual = json.load(handle)
    problems = []
    for key, value in expected.items():
        if key not in actual:
            problems.append(f"{key!r}: missing from the converted file")
        elif actual[key] != value:
            problems.append(f"{key!r}: {actual[key]!r} instead of {value!r}")
    for key in actual.keys() - expected.keys() - varied:
        problems.append(f"{key!r}: in the converted file only")
    return problems, len(expected)


def units(node, path=()):
    """(path, value) of every stringUnit under node, the path naming variation cases."""
    found = []
    if "stringUnit" in node:
        found.append((path, node["stringUnit"]["value"]))
    for kind, cases in node.get("variations", {}).items():
        for case, inner in cases.items():
            found += units(inner, path + (kind, case))
    for name, substitution in node.get("substitutions", {}).items():
        found += units(substitution, path + ("substitutions", name))
    return found


def stringsdict(dict_path, catalog_path, locale):
    with open(dict_path, "rb") as handle:
        plist = plistlib.load(handle)
    with open(catalog_path, "rb") as handle:
        catalog = json.load(handle)
    problems = []
    for key, body in plist.items():
        entry = catalog.get("strings", {}).get(key)
        if entry is None:
            problems.append(f"{key!r}: missing from the catalog")
            continue
        if not isinstance(body, dict):
            problems.append(f"{key!r}: not a dictionary in the .stringsdict")
            continue
        expected_texts = []
        expected_categories = set()
        format_key = body.get("NSStringLocalizedFormatKey")
        for name, rule in body.items():
            if name == "NSStringLocalizedFormatKey" or not isinstance(rule, dict):
                continue
            for category, text in rule.items():
                if category.startswith("NSString"):
                    continue
                expected_texts.append(text)
                expected_categories.add(category)
        localization = entry.get("localizations", {}).get(locale, {})
        found = units(localization)
        texts = [value for _, value in found]
        categories = {path[-1] for path, _ in found if path}
        # A lone `%#@name@` format becomes plain plural variations, so the format itself is not kept
        # as text; any other format is the substitution's root text.
        if format_key is not None and format_key not in texts and not format_key.startswith("%#@"):
            problems.append(f"{key!r}: the format {format_key!r} is not in the catalog")
        for text in expected_texts:
            if text not in texts:
                problems.append(f"{key!r}: the form {text!r} is not in the catalog")
        if not expected_categories <= categories:
            problems.append(f"{key!r}: categories {sorted(expected_categories - categories)} are missing")
    return problems, len(plist)


def main(arguments):
    if len(arguments) == 4 and arguments[0] == "catalog-locale":
        problems, count = catalog_locale(*arguments[1:])
    elif len(arguments) == 4 and arguments[0] == "stringsdict":
        problems, count = stringsdict(*arguments[1:])
    else:
        print(__doc__, file=sys.stderr)
        return 64
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{count} compared, {len(problems)} differences")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

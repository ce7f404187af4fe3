#!/usr/bin/env python3
"""Writes a String Catalog with many keys in many locales for benchmarking `glossa lint` and `stats`.

Usage: scripts/generate-lint-project.py FILE [--keys N] [--locales N]

Every fifth key is a plural (with the categories CLDR requires for each locale), the others plain strings
with printf arguments; a few translations carry deliberate mistakes (a wrong specifier, a missing plural
category) so lint has findings to report. Deterministic output.
"""
import argparse
import json

LOCALES = {
    "de": ["one", "other"], "fr": ["one", "many", "other"], "ru": ["one", "few", "many", "other"],
    "pl": ["one", "few", "many", "other"], "ja": ["other"], "ar": ["zero", "one", "two", "few", "many", "other"],
    "es": ["one", "many", "other"], "it": ["one", "many", "other"], "uk": ["one", "few", "many", "other"],
    "cs": ["one", "few", "many", "other"], "pt-BR": ["one", "many", "other"], "zh-Hans": ["other"],
}


def unit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--keys", type=int, default=10_000)
    parser.add_argument("--locales", type=int, default=10)
    args = parser.parse_args()
    locales = list(LOCALES)[: args.locales - 1]
    strings = {}
    for index in range(args.keys):
        key = f"screen{index // 50}.item{index}"
        entry = {"comment": f"Item {index} on screen {index // 50}", "localizations": {}}
        if index % 5 == 0:
            entry["localizations"]["en"] = {"variations": {"plural": {
                "one": unit(f"%lld file in %@ ({index})"), "other": unit(f"%lld files in %@ ({index})")}}}
            for locale in locales:
                categories = LOCALES[locale]
                if index % 997 == 0 and len(categories) > 2:
                    categories = categories[1:]  # a missing category: an error for lint
                entry["localizations"][locale] = {"variations": {"plural": {
                    c: unit(f"%lld {locale}-{c} %@ ({index})") for c in categories}}}
        else:
            entry["localizations"]["en"] = unit(f"Hello %@, you have %lld messages ({index})")
            for locale in locales:
                value = f"{locale}: %@ %lld ({index})"
                if index % 1009 == 0:
                    value = f"{locale}: %d %lld ({index})"  # a wrong type: an error for lint
                entry["localizations"][locale] = unit(value)
        strings[key] = entry
    catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
    with open(args.file, "w") as handle:
        json.dump(catalog, handle, ensure_ascii=False, indent=2, sort_keys=True)
    print(f"{args.keys} keys in {len(locales) + 1} locales: {args.file}")


if __name__ == "__main__":
    main()

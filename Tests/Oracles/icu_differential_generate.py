#!/usr/bin/env python3
"""Writes the ICU MessageFormat differential fixture: messages x arguments x locales, with the output
of ICU itself (PyICU against the system ICU) as the expected value.

Usage: pip install pyicu  (needs libicu-dev and pkg-config)
       python3 Tests/Oracles/icu_differential_generate.py
Writes Tests/GlossaMessagesTests/Fixtures/ICU/differential.json (deterministic: the same ICU gives
the same bytes). The runner, Tests/GlossaMessagesTests/ICU/ICUDifferentialTests.swift, reads the
committed file, so tests do not need PyICU.

Each case: {"locale", "message", "arguments", "expected"} and, where ICU refuses the pattern,
"error" (ICU's error) instead of "expected": Glossa must then render with at least one diagnostic.
Where Glossa deliberately differs from ICU, DIFFERENCES gives Glossa's output and why; the case then
carries "glossa" and "note" beside ICU's "expected".

Argument values: JSON integers are integers, JSON numbers with a fraction or exponent are doubles,
strings are strings, {"date": ms} is a date (milliseconds since 1970, UTC time zone).
"""
import json
import re
from pathlib import Path

import icu

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests" / "GlossaMessagesTests" / "Fixtures" / "ICU" / "differential.json"

icu.TimeZone.setDefault(icu.TimeZone.createTimeZone("UTC"))

COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 111, 1000, 1234567, -1]
DECIMALS = [0.5, 1.5, 1.0, 2.25, 0.1, 1.0004, 1234.5678]

PLURAL_MESSAGES = {
    "en": "{count, plural, one {# file} other {# files}}",
    "fr": "{count, plural, one {# fichier} many {# de fichiers} other {# fichiers}}",
    "de": "{count, plural, one {# Datei} other {# Dateien}}",
    "es": "{count, plural, one {# archivo} many {# de archivos} other {# archivos}}",
    "pt": "{count, plural, one {# arquivo} many {# de arquivos} other {# arquivos}}",
    "ru": "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}",
    "uk": "{count, plural, one {# файл} few {# файли} many {# файлів} other {# файлу}}",
    "pl": "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
    "cs": "{count, plural, one {# soubor} few {# soubory} many {# souboru} other {# souborů}}",
    "lt": "{count, plural, one {# failas} few {# failai} many {# failo} other {# failų}}",
    "ar": "{count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}",
    "cy": "{count, plural, zero {# ffeil} one {# ffeil} two {# ffeil} few {# ffeil} many {# ffeil} other {# ffeil}} ({count, plural, zero {z} one {o} two {t} few {f} many {m} other {x}})",
    "ja": "{count, plural, other {# 件のファイル}}",
    "he": "{count, plural, one {קובץ #} two {# קבצים (2)} other {# קבצים}}",
}

ORDINAL_MESSAGES = {
    "en": "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
    "fr": "{n, selectordinal, one {#er} other {#e}}",
    "it": "{n, selectordinal, many {l#º} other {il #º}}",
    "sv": "{n, selectordinal, one {#:a} other {#:e}}",
    "cy": "{n, selectordinal, zero {#fed} one {#af} two {#ail} few {#ydd} many {#ed} other {#fed}}",
    "ru": "{n, selectordinal, other {#-й}}",
}

GENDER = (
    "{gender, select, "
    "male {{count, plural, one {He has # new message} other {He has # new messages}}} "
    "female {{count, plural, one {She has # new message} other {She has # new messages}}} "
    "other {{count, plural, one {They have # new message} other {They have # new messages}}}}"
)

GENERAL = [
    # (message, [arguments...], [locales])
    ("Hello {name}!", [{"name": "Ada"}, {"name": "<b>"}], ["en"]),
    ("{a} and {b}", [{"a": "x", "b": "y"}], ["en"]),
    ("{0} has {1}", [{"0": "Ada", "1": 3}], ["en"]),
    (GENDER, [{"gender": g, "count": c} for g in ["male", "female", "other", "unknown"] for c in [0, 1, 7]], ["en"]),
    ("{g, select, female {She} male {He} other {They}} left", [{"g": "female"}, {"g": "x"}], ["en"]),
    ("{count, plural, =0 {No files} =1 {One file} one {# file (one)} other {# files}}",
     [{"count": c} for c in [0, 1, 2, 1.0, 0.0]], ["en", "ru"]),
    ("{count, plural, offset:1 =0 {Nobody} =1 {Just {name}} one {{name} and # other} other {{name} and # others}}",
     [{"count": c, "name": "Ada"} for c in [0, 1, 2, 3, 22]], ["en", "ru"]),
    ("{count, plural, offset:2 other {# more}}", [{"count": c} for c in [0, 1, 5, 2.5]], ["en"]),
    ("{n, plural, =1.5 {exactly one and a half} other {#}}", [{"n": 1.5}, {"n": 2}], ["en"]),
    ("It''s {name}''s turn", [{"name": "Ada"}], ["en"]),
    ("'{name}' is literal, {name} is not", [{"name": "Ada"}], ["en"]),
    ("This '{isn''t}' obvious", [{}], ["en"]),
    ("don't quote {n}", [{"n": 1}], ["en"]),
    ("a''b ''{n}''", [{"n": 5}], ["en"]),
    ("{n, plural, other {'#' is # and '{#}'}}", [{"n": 5}], ["en"]),
    ("{n, plural, other {{g, select, other {# inside select}}}}", [{"n": 5, "g": "x"}], ["en"]),
    ("unclosed quote '{ stays", [{}], ["en"]),
    ("trailing apostrophe'", [{}], ["en"]),
    ("a } b", [{}], ["en"]),
    ("{n, plural, one {one {n, number, integer}} other {{n, number} items}}", [{"n": 1}, {"n": 1234.5}], ["en", "de"]),
    ("{n}", [{"n": v} for v in [0, 7, 1234, 12345, 1234567, -5, -1234, 0.5, 1.5, 1234.5678, 0.0001, 2.0005]],
     ["en", "de", "ru", "fr", "pl", "es", "hi", "en-IN", "ja", "ar-EG", "de-CH"]),
    ("{n, number}", [{"n": v} for v in [1234, 1234.5678, -0.5]], ["en", "de", "ru"]),
    ("{n, number, integer}", [{"n": v} for v in [2.5, 3.5, 1234.4, -2.5]], ["en", "ru"]),
    ("{n, number, percent}", [{"n": v} for v in [0.256, 1, 2.5, 12.345, 0.005]], ["en", "de", "fr", "ru", "tr"]),
    ("{n, number, currency}", [{"n": v} for v in [1234.5, 3]], ["en-US", "de-DE", "ru-RU", "ja-JP", "fr-FR", "en-GB"]),
    ("{n, number, ::currency/EUR}", [{"n": 1234.5}], ["en", "de", "fr"]),
    ("{n, number, ::.00}", [{"n": v} for v in [1, 1.005, 1234.5678]], ["en", "de"]),
    ("{n, number, ::.0#}", [{"n": v} for v in [1, 1.25, 1.256]], ["en"]),
    ("{n, number, ::percent}", [{"n": 25.5}], ["en", "de"]),
    ("{n, number, ::percent scale/100}", [{"n": 0.255}], ["en", "fr"]),
    ("{n, number, ::group-off}", [{"n": 1234567}], ["en", "de"]),
    ("{n, number, ::sign-always}", [{"n": v} for v in [5, -5, 0]], ["en"]),
    ("{n, number, ::integer-width/*000}", [{"n": 7}], ["en"]),
    ("{n, number, ::@@}", [{"n": v} for v in [1234, 0.012345]], ["en"]),
    ("{n, number, #,##0.00}", [{"n": v} for v in [1234.5, 0.125]], ["en", "de"]),
    ("{n, number, 0.###}", [{"n": 1234.56789}], ["en"]),
    ("{n, number, 000}", [{"n": 7}], ["en"]),
    ("{d, date, short}", [{"d": {"date": 1700000000000}}], ["en", "de", "ru", "fr", "ja"]),
    ("{d, date, medium}", [{"d": {"date": 1700000000000}}], ["en", "de", "ru"]),
    ("{d, date, long}", [{"d": {"date": 1700000000000}}], ["en", "de", "ru"]),
    ("{d, date, full}", [{"d": {"date": 1700000000000}}], ["en", "de"]),
    ("{d, date}", [{"d": {"date": 1700000000000}}], ["en"]),
    ("{t, time, short}", [{"t": {"date": 1700000000000}}], ["en", "de", "ru"]),
    ("{t, time}", [{"t": {"date": 1700000000000}}], ["en", "de"]),
    ("{d, date, ::yMMMd}", [{"d": {"date": 1700000000000}}], ["en", "de"]),
    ("{d, date, yyyy-MM-dd}", [{"d": {"date": 1700000000000}}], ["en"]),
    ("{missing} stays", [{}], ["en"]),
    ("{a, select, x {{b, select, y {{c, plural, one {deep #} other {deeper #}}} other {b?}}} other {a?}}",
     [{"a": "x", "b": "y", "c": c} for c in [1, 2]] + [{"a": "x", "b": "z", "c": 1}, {"a": "q", "b": "y", "c": 1}],
     ["en"]),
    ("{count, plural, one {{count, plural, one {inner one #} other {inner other #}}} other {outer #}}",
     [{"count": c} for c in [1, 2]], ["en"]),
    ("{ count , plural , one { # } other { # } }", [{"count": 2}], ["en"]),
    ("{COUNT, PLURAL, one {#} other {# x}}", [{"COUNT": 2}], ["en"]),
    ("{n, plural, one {#} other {#}} {n, selectordinal, one {st} two {nd} few {rd} other {th}}",
     [{"n": v} for v in [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111]], ["en"]),
    # Syntax errors: ICU refuses the pattern; Glossa keeps the piece and reports it.
    ("{count, plural, one {# file}}", [{"count": 1}], ["en"]),
    ("{count, plural, one {# file} other {# files}", [{"count": 1}], ["en"]),
    ("Hello {name", [{"name": "Ada"}], ["en"]),
    ("{count, plural, other}", [{"count": 1}], ["en"]),
    ("{count, plural other {x}}", [{"count": 1}], ["en"]),
    ("{, plural, other {x}}", [{}], ["en"]),
    ("{n, foo}", [{"n": 1}], ["en"]),
    ("{01}", [{"01": 1}], ["en"]),
    ("{n, plural, one {a} offset:1 other {b}}", [{"n": 1}], ["en"]),
    ("{n, number, ::unknown-stem}", [{"n": 1}], ["en"]),
]

# Where Glossa deliberately differs from ICU 72: rules that give Glossa's output for a case (or None),
# with the reason. Glossa formats numbers with the locale data of Foundation (ICU 76, CLDR 46), which is
# newer than the system ICU's.
ARABIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩٬٫", "0123456789,.")


def arabic_latin_digits(locale, expected):
    if locale == "ar" and expected is not None and expected != expected.translate(ARABIC_DIGITS):
        return expected.translate(ARABIC_DIGITS)
    return None


def minimum_grouping(locale, expected):
    separator = {"es": ".", "pl": "\u00a0"}.get(locale)
    if separator is None or expected is None:
        return None
    digit_or_separator = "[\\d" + re.escape(separator) + "]"
    pattern = "(?<!" + digit_or_separator + ")(\\d)" + re.escape(separator) + "(\\d{3})(?!" + digit_or_separator + ")"
    changed = re.sub(pattern, r"\1\2", expected)
    return changed if changed != expected else None


def fullwidth_yen(locale, expected):
    if locale == "ja-JP" and expected is not None and "￥" in expected:
        return expected.replace("￥", "¥")
    return None


DIFFERENCES = [
    (arabic_latin_digits,
     "CLDR 46 (Foundation's ICU 76, which Glossa formats with) writes ar numbers with Latin digits; "
     "ICU 72's data writes Arabic-Indic digits (ar-EG still does, in both)"),
    (minimum_grouping,
     "CLDR's minimumGroupingDigits is 2 for es and pl (1234, but 12 345): Foundation and ICU's NumberFormatter "
     "honour it; ICU 72's MessageFormat uses the legacy DecimalFormat, which groups 4-digit numbers"),
    (fullwidth_yen, "CLDR 46 writes the yen sign as ¥ for ja; ICU 72's CLDR 42 data wrote the fullwidth ￥"),
]


def formattable(value):
    if isinstance(value, dict) and "date" in value:
        return icu.Formattable(value["date"] / 1000.0, icu.Formattable.kIsDate)
    if isinstance(value, bool):
        raise ValueError("no booleans")
    if isinstance(value, int):
        return icu.Formattable(value)
    if isinstance(value, float):
        return icu.Formattable(value)
    return icu.Formattable(icu.UnicodeString(value))


def render(locale, message, arguments):
    try:
        mf = icu.MessageFormat(message, icu.Locale(locale.replace("-", "_")))
    except icu.ICUError as error:
        return None, error_name(error)
    try:
        names = list(arguments.keys())
        return mf.format(names, [formattable(arguments[name]) for name in names]), None
    except icu.ICUError as error:
        return None, error_name(error)


def error_name(error):
    """ICU's error code name (the message of a parse error carries uninitialised bytes)."""
    code = error.getErrorCode()
    text = error.messages.get(code) if isinstance(getattr(error, "messages", None), dict) else None
    return f"ICU error {code}" + (f" ({text})" if text else "")


def cases():
    for locale, message in PLURAL_MESSAGES.items():
        for count in COUNTS + DECIMALS:
            yield locale, message, {"count": count}
    for locale, message in ORDINAL_MESSAGES.items():
        for n in [1, 2, 3, 4, 5, 8, 10, 11, 12, 13, 21, 22, 23, 101, 111]:
            yield locale, message, {"n": n}
    for message, argument_sets, locales in GENERAL:
        for locale in locales:
            for arguments in argument_sets:
                yield locale, message, arguments


def main():
    output = []
    for locale, message, arguments in cases():
        expected, error = render(locale, message, arguments)
        case = {"locale": locale, "message": message, "arguments": arguments}
        if error is not None:
            case["error"] = error
        else:
            case["expected"] = expected
        for rule, note in DIFFERENCES:
            glossa = rule(locale, expected)
            if glossa is not None:
                case["glossa"], case["note"] = glossa, note
                break
        output.append(case)
    document = {
        "generator": "Tests/Oracles/icu_differential_generate.py",
        "icuVersion": icu.ICU_VERSION,
        "unicodeVersion": icu.UNICODE_VERSION,
        "pyicuVersion": icu.VERSION,
        "timeZone": "UTC",
        "cases": output,
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(output)} cases, ICU {icu.ICU_VERSION} -> {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()

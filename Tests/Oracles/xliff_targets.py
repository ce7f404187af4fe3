#!/usr/bin/env python3
"""Independent check that every <target> of an Xcode XLIFF export reaches the String Catalogs written from it.

Usage: xliff_targets.py EXPORT.xliff CATALOG_FOLDER

CATALOG_FOLDER holds one catalog per table, as `glossa convert EXPORT.xliff FOLDER/ --to xcstrings` writes
them: the <file original="App/en.lproj/Localizable.strings"> and ".stringsdict" of one folder go to
App/Localizable.xcstrings. This script reads the XLIFF with xml.etree and the catalogs with json, shares no
code with Glossa, and prints one line: targets, reached, shadowed (a .strings target whose key the same
table's .stringsdict also translates: the .stringsdict wins at run time), missing. It lists the missing ones
and exits 1 if there are any.
"""

import json
import os
import re
import sys
import xml.etree.ElementTree as ET

NS = "{urn:oasis:names:tc:xliff:document:1.2}"
POSITIONED_VARIABLE = re.compile(r"%\d+\$#@")


def catalog_path(original):
    parts = [p for p in original.split("/") if p not in ("", ".", "..")]
    name = parts.pop() if parts else "Localizable"
    if parts and parts[-1].endswith(".lproj"):
        parts.pop()
    stem = name.rsplit(".", 1)[0] if "." in name else name
    return "/".join(parts + [(stem or name) + ".xcstrings"])


def catalog_place(unit_id):
    """(key, substitution or None, [(kind, case), ...]) of a String Catalog-style id."""
    if "|==|" not in unit_id:
        return unit_id, None, []
    key, _, rest = unit_id.rpartition("|==|")
    tokens = rest.split(".")
    substitution = None
    if tokens[0] == "substitutions":
        kind_index = max(i for i in range(2, len(tokens) - 1) if tokens[i] in ("plural", "device"))
        substitution = ".".join(tokens[1:kind_index])
        tokens = tokens[kind_index:]
    pairs = [(tokens[i], tokens[i + 1]) for i in range(0, len(tokens), 2)]
    return key, substitution, pairs


def plist_place(unit_id):
    """The same for a .stringsdict property-list path id."""
    names = unit_id[1:].split(":dict/")
    assert names[-1] == ":string", unit_id
    names = names[:-1]
    if len(names) == 2 and names[1] == "NSStringLocalizedFormatKey":
        return names[0], None, []
    assert len(names) == 3, unit_id
    return names[0], names[1], [("plural", names[2])]


def expected_targets(path):
    root = ET.parse(path).getroot()
    found = []
    for file in root.iter(NS + "file"):
        original = file.get("original", "")
        locale = file.get("target-language")
        is_plist = original.endswith(".stringsdict")
        for unit in file.iter(NS + "trans-unit"):
            target = unit.find(NS + "target")
            if target is None or locale is None:
                continue
            unit_id = unit.get("id")
            key, substitution, pairs = (plist_place if is_plist else catalog_place)(unit_id)
            text = "".join(target.itertext())
            found.append((catalog_path(original), locale, key, substitution, pairs, text, is_plist, unit_id))
    return found


def actual_text(catalogs, folder, place):
    table, locale, key, substitution, pairs, _, is_plist, _ = place
    if table not in catalogs:
        file = os.path.join(folder, table)
        catalogs[table] = json.load(open(file, encoding="utf-8")) if os.path.exists(file) else {}
    localization = catalogs[table].get("strings", {}).get(key, {}).get("localizations", {}).get(locale)
    if localization is None:
        return None
    node = localization
    if substitution is not None:
        node = localization.get("substitutions", {}).get(substitution)
        if node is None:
            return None
    holder = node
    for kind, case in pairs:
        node = node.get("variations", {}).get(kind, {}).get(case)
        if node is None:
            return None
    value = node.get("stringUnit", {}).get("value")
    if value is None:
        return None
    if substitution is not None and not is_plist and "formatSpecifier" in holder:
        number = holder.get("argNum")
        argument = "%%%d$%s" % (number, holder["formatSpecifier"]) if number else "%" + holder["formatSpecifier"]
        value = value.replace("%arg", argument)
    return value


def main():
    export, folder = sys.argv[1], sys.argv[2]
    targets = expected_targets(export)
    translated_by_plist = {(t[0], t[1], t[2]) for t in targets if t[6]}
    catalogs = {}
    reached, shadowed, missing = 0, 0, []
    for place in targets:
        if not place[6] and (place[0], place[1], place[2]) in translated_by_plist:
            shadowed += 1
            continue
        value = actual_text(catalogs, folder, place)
        want = place[5]
        if place[3] is None and value is not None:
            value, want = POSITIONED_VARIABLE.sub("%#@", value), POSITIONED_VARIABLE.sub("%#@", want)
        if value == want:
            reached += 1
        else:
            missing.append((place[0], place[7], want, value))
    print("targets %d reached %d shadowed %d missing %d" % (len(targets), reached, shadowed, len(missing)))
    for table, unit_id, want, value in missing[:20]:
        print("missing: %s %r: want %r, catalog has %r" % (table, unit_id, want, value))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())

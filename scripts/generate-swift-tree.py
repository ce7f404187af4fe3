#!/usr/bin/env python3
"""Writes a tree of generated Swift sources for benchmarking `glossa extract`.

Usage: scripts/generate-swift-tree.py DIRECTORY [--lines N] [--lines-per-file N]

The files look like app code: types with stored properties, functions with control flow, SwiftUI views,
and about one localizable call (NSLocalizedString, String(localized:), Text, the Localizer's localize and string) in ten lines,
some with interpolation, comments and tables, a few dynamic keys (warnings). The output is deterministic.
"""
import argparse
import os
import random


def file_text(index, lines_wanted, rng):
    out = [f"import Foundation", f"import SwiftUI", "", f"// Generated file {index} for the extract benchmark."]
    n = 0
    while len(out) < lines_wanted - 12:
        n += 1
        kind = rng.randrange(4)
        if kind == 0:
            out += [
                f"struct Model{index}_{n}: Hashable, Sendable {{",
                f"    var identifier: Int = {n}",
                f"    var name: String",
                f"    var price: Double = {n}.5",
                f"    var tags: [String] = [\"a\", \"b\"]",
                f"",
                f"    func summary(count: Int) -> String {{",
                f"        if count > {n} {{",
                f"            return String(localized: \"\\(count) items in \\(name)\", comment: \"Summary {index}.{n}\")",
                f"        }}",
                f"        let total = tags.reduce(0) {{ $0 + $1.count }} * identifier",
                f"        return NSLocalizedString(\"model.{index}.{n}.empty\", tableName: \"Models\", value: \"Nothing here\", comment: \"Empty state\") + String(total)",
                f"    }}",
                f"}}",
                f"",
            ]
        elif kind == 1:
            out += [
                f"struct Screen{index}_{n}: View {{",
                f"    let count: Int",
                f"    @State private var isOn = false",
                f"",
                f"    var body: some View {{",
                f"        VStack(alignment: .leading, spacing: 8) {{",
                f"            Text(\"Screen {index} title {n}\")",
                f"            Text(\"\\(count) messages\", comment: \"Inbox count\")",
                f"            Toggle(\"Enable feature {n}\", isOn: $isOn)",
                f"            Button(\"Continue\") {{ isOn.toggle() }}",
                f"        }}",
                f"        .padding()",
                f"        .navigationTitle(\"Screen {n}\")",
                f"    }}",
                f"}}",
                f"",
            ]
        elif kind == 2:
            out += [
                f"func compute{index}_{n}(values: [Int], localizer: Localizer) -> [String] {{",
                f"    var result: [String] = []",
                f"    for (offset, value) in values.enumerated() where value % 3 != 0 {{",
                f"        switch value {{",
                f"        case 0..<10: result.append(String(value * offset))",
                f"        case 10..<100: result.append(localizer.localize(\"You have {{count || message}}\", description: \"Badge {n}\", tokens: [\"count\": value]))",
                f"        default: result.append(localizer.string(\"compute.{index}.{n}\", default: \"Large value\"))",
                f"        }}",
                f"    }}",
                f"    let key = \"dynamic.\\(values.count)\"",
                f"    result.append(NSLocalizedString(key, comment: \"dynamic\"))",
                f"    return result.sorted {{ $0.count < $1.count }}",
                f"}}",
                f"",
            ]
        else:
            out += [
                f"extension Model{index}_{max(1, n - 1)} {{",
                f"    /// Documentation comment for helper {n}.",
                f"    static func helper{n}(_ input: [String: Int]) -> Int {{",
                f"        guard !input.isEmpty else {{ return 0 }}",
                f"        let sorted = input.sorted {{ lhs, rhs in lhs.value > rhs.value || (lhs.value == rhs.value && lhs.key < rhs.key) }}",
                f"        var accumulator = 0",
                f"        for (key, value) in sorted {{",
                f"            accumulator = accumulator &* 31 &+ key.count &+ value",
                f"        }}",
                f"        return accumulator",
                f"    }}",
                f"}}",
                f"",
            ]
    while len(out) < lines_wanted:
        out.append("// padding")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("directory")
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--lines-per-file", type=int, default=250)
    args = parser.parse_args()
    rng = random.Random(42)
    files = (args.lines + args.lines_per_file - 1) // args.lines_per_file
    total = 0
    for index in range(files):
        module = os.path.join(args.directory, f"Module{index // 100}")
        os.makedirs(module, exist_ok=True)
        text = file_text(index, args.lines_per_file, rng)
        total += text.count("\n")
        with open(os.path.join(module, f"File{index}.swift"), "w") as handle:
            handle.write(text)
    print(f"{files} files, {total} lines in {args.directory}")


if __name__ == "__main__":
    main()

// Loads the 10,000-key benchmark catalogs with GlossaFormats and with Foundation's JSONSerialization,
// interleaved, and prints the median time per load and the ratio (the goal: ratio <= 1.0).
//
//   swift run -c release --package-path Benchmarks format-load-bench [rounds]

import FormatBenchmarkCases
import Foundation
import GlossaFormats

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 30
let json = FormatBenchmarkCases.json
let strings = FormatBenchmarkCases.strings
let catalog = FormatBenchmarkCases.catalog
let jsonData = Data(json)
let catalogData = Data(catalog)

var times: [String: [Double]] = [:]
for _ in 0..<rounds {
    times["json glossa", default: []].append(
        try measure { _ = try FlatJSONFormat().read(json, options: ReadOptions(locale: "en")) })
    times["json JSONSerialization", default: []].append(
        measure { _ = try? JSONSerialization.jsonObject(with: jsonData) })
    times["strings glossa", default: []].append(
        measure { _ = StringsFormat().read(strings, options: ReadOptions(locale: "en")) })
    times["xcstrings glossa", default: []].append(try measure { _ = try StringCatalogFormat().read(catalog) })
    times["xcstrings JSONSerialization", default: []].append(
        measure { _ = try? JSONSerialization.jsonObject(with: catalogData) })
}

print("10,000 keys: json \(json.count) bytes, strings \(strings.count) bytes, xcstrings \(catalog.count) bytes")
print("median of \(rounds) rounds, milliseconds per load")
let rows: [(String, String, String)] = [
    ("flat JSON", "json glossa", "json JSONSerialization"),
    (".strings (vs the same strings as JSON)", "strings glossa", "json JSONSerialization"),
    (".xcstrings", "xcstrings glossa", "xcstrings JSONSerialization"),
]
for (name, glossa, foundation) in rows {
    let ours = median(times[glossa] ?? [0])
    let theirs = median(times[foundation] ?? [1])
    let label = name.padding(toLength: 42, withPad: " ", startingAt: 0)
    print(label + String(format: "glossa %7.2f   JSONSerialization %7.2f   ratio %.2f", ours, theirs, ours / theirs))
}

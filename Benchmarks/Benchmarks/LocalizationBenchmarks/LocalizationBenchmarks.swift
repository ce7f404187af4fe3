// Catalogs and the Localizer, measured with package-benchmark.
//
//   swift package --package-path Benchmarks benchmark --target LocalizationBenchmarks
//
// Goals (issue 5): a lookup plus render of a plain string from a 10,000-key catalog allocates nothing
// but the result (one allocation: the messages are longer than 15 UTF-8 bytes, so the result is not
// a small string); loading a 10,000-key catalog costs no more than JSONSerialization parsing the
// same bytes; memory per loaded locale at most twice the bytes of its strings (printed by
// `catalog_memory`, a benchmark whose result is the ratio).
//
// Every benchmark does `scalingFactor` calls per sample where it says `.kilo`, so figures are per call;
// the loading benchmarks build one whole catalog per iteration.

import Benchmark
import Foundation
import GlossaJSON
import GlossaLocalization

/// A counter that survives across samples, so consecutive samples look up different keys.
final class Cursor: @unchecked Sendable {
    var next = 0
}

/// 10,000 keys like an app's (`screen.<n>.title`) with messages of 20–40 bytes, a tenth with a token.
func makeEntries() -> [(key: String, message: String)] {
    (0..<10_000).map { index in
        let message =
            index % 10 == 0
            ? "Welcome back, {user}! Screen \(index)" : "Title of the screen number \(index)"
        return (key: "screen.\(index).title", message: message)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 1_000_000
    )
    let entries = makeEntries()
    let english = (try? LocaleIdentifier(parsing: "en")) ?? .root
    let french = (try? LocaleIdentifier(parsing: "fr")) ?? .root
    guard let catalog = try? Catalog(locale: french, syntax: .tml, entries: entries) else { return }
    let localizer = Localizer(
        sourceLocale: english, appLocales: [english, french], catalogs: [catalog], preferredLanguages: [french],
        store: InMemoryLocaleStore(), notificationCenter: nil)
    let plainKeys: [CatalogKey] = entries.indices.filter { $0 % 10 != 0 }.map { CatalogKey(entries[$0].key) }
    let tokenKeys: [CatalogKey] = entries.indices.filter { $0 % 10 == 0 }.map { CatalogKey(entries[$0].key) }

    Benchmark("lookup_plain_string_10k") { benchmark in
        let cursor = Cursor()
        for _ in benchmark.scaledIterations {
            let key = plainKeys[cursor.next % plainKeys.count]
            cursor.next &+= 7
            blackHole(localizer.string(key))
        }
    }

    Benchmark("catalog_message_10k") { benchmark in
        let cursor = Cursor()
        for _ in benchmark.scaledIterations {
            let key = plainKeys[cursor.next % plainKeys.count]
            cursor.next &+= 7
            blackHole(catalog.message(for: key))
        }
    }

    Benchmark("lookup_render_tml_token_10k") { benchmark in
        let cursor = Cursor()
        let arguments: MessageArguments = ["user": "Anna"]
        for _ in benchmark.scaledIterations {
            let key = tokenKeys[cursor.next % tokenKeys.count]
            cursor.next &+= 7
            blackHole(localizer.string(key, arguments: arguments))
        }
    }

    // The arguments written at the call site, as apps write them: a literal, and a variable's value.
    Benchmark("lookup_render_tml_token_literal_10k") { benchmark in
        let cursor = Cursor()
        for _ in benchmark.scaledIterations {
            let key = tokenKeys[cursor.next % tokenKeys.count]
            cursor.next &+= 7
            blackHole(localizer.string(key, arguments: ["user": "Anna"]))
        }
    }

    Benchmark("lookup_render_tml_token_variable_10k") { benchmark in
        let cursor = Cursor()
        let names = ["Anna", "Michael"]
        for _ in benchmark.scaledIterations {
            let key = tokenKeys[cursor.next % tokenKeys.count]
            let name = names[cursor.next & 1]
            cursor.next &+= 7
            blackHole(localizer.string(key, arguments: ["user": name]))
        }
    }

    Benchmark("lookup_missing_to_source_10k") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(localizer.string("not.in.any.catalog", default: "Default text that is long enough"))
        }
    }

    // Loading: one 10,000-key catalog per iteration, against JSONSerialization on the same bytes.
    var loading = Benchmark.defaultConfiguration
    loading.scalingFactor = .one
    loading.metrics = [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident]
    var flat = JSONObject()
    for entry in entries { flat.append(entry.key, .string(entry.message)) }
    let bytes = JSONWriter().bytes(from: .object(flat))
    let data = Data(bytes)

    Benchmark("load_catalog_10k_from_pairs", configuration: loading) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? Catalog(locale: french, syntax: .tml, entries: entries))
        }
    }

    Benchmark("load_catalog_10k_from_json", configuration: loading) { benchmark in
        for _ in benchmark.scaledIterations {
            guard case .object(let object)? = try? JSONParser().parse(bytes) else { continue }
            var pairs: [(key: String, message: String)] = []
            pairs.reserveCapacity(object.count)
            for (key, value) in object.members { if let text = value.stringValue { pairs.append((key, text)) } }
            blackHole(try? Catalog(locale: french, syntax: .tml, entries: pairs))
        }
    }

    Benchmark("jsonserialization_10k_same_bytes", configuration: loading) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? JSONSerialization.jsonObject(with: data))
        }
    }

    // Memory: the catalog's storage over the UTF-8 bytes of its keys and messages, in hundredths
    // (custom metric; 200 is the goal's limit).
    Benchmark(
        "catalog_memory_ratio_percent",
        configuration: .init(metrics: [.custom("storage/strings %", polarity: .prefersSmaller, useScalingFactor: false)]
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            guard let loaded = try? Catalog(locale: french, syntax: .tml, entries: entries) else { continue }
            benchmark.measurement(
                .custom("storage/strings %", polarity: .prefersSmaller, useScalingFactor: false),
                loaded.memoryFootprint * 100 / loaded.stringByteCount)
        }
    }
}

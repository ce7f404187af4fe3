// Warm start of over-the-air delivery, measured with package-benchmark: reading a downloaded
// `txstrings.json` of 10 locales × 10,000 keys from disk into ready tables, side by side with
// Foundation's JSONSerialization reading the same bytes.
//
//   swift package --package-path Benchmarks benchmark --target DeliveryBenchmarks
//
// - `warm_start_provider`: `FileTranslationProvider.loadTranslations()` — read the file, parse it,
//   build `Translations` (locale → key → text), the tables lookups use.
// - `warm_start_standard_cache`: `StandardCache.load` — the whole launch path (app-version check,
//   providers, update policy, memory actor), then `translations()`.
// - `jsonserialization_untyped`: `Data(contentsOf:)` + `JSONSerialization.jsonObject` — Foundation's
//   parse into an untyped tree, no tables (the goal: Glossa's warm start is no slower than this).
// - `jsonserialization_tables`: the same plus the casts into `[String: [String: String]]` that a
//   JSONSerialization-based cache needs before its first lookup.
//
// The file is generated once per run (about 9.3 MB: keys like `screen_12.section_3.label_04567`,
// texts of 20–80 characters with Greek, CJK, quotes, escapes and placeholders) in a temporary
// directory (`glossa-delivery-warm-start`, rewritten by every run).

import Benchmark
import Foundation
import GlossaDelivery

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 30
    )

    let fixture = WarmStartFixture()

    Benchmark("warm_start_provider") { benchmark in
        for _ in benchmark.scaledIterations {
            let translations = try fixture.provider.loadTranslations()
            precondition(translations?.tables.count == WarmStartFixture.locales.count)
            blackHole(translations)
        }
    }

    Benchmark("warm_start_standard_cache") { benchmark in
        for _ in benchmark.scaledIterations {
            let cache = await StandardCache.load(
                bundled: nil, directory: fixture.directory, policy: .replaceAll, applyMode: .immediately,
                logger: SilentDeliveryLogger())
            let translations = await cache.translations()
            precondition(translations.tables.count == WarmStartFixture.locales.count)
            blackHole(translations)
        }
    }

    Benchmark("jsonserialization_untyped") { benchmark in
        for _ in benchmark.scaledIterations {
            let data = try Data(contentsOf: fixture.file)
            blackHole(try JSONSerialization.jsonObject(with: data))
        }
    }

    Benchmark("jsonserialization_tables") { benchmark in
        for _ in benchmark.scaledIterations {
            let data = try Data(contentsOf: fixture.file)
            guard let root = try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: String]]]
            else {
                fatalError("unexpected shape")
            }
            var tables: [String: [String: String]] = [:]
            for (locale, entries) in root {
                var table = [String: String](minimumCapacity: entries.count)
                for (key, entry) in entries { table[key] = entry["string"] }
                tables[locale] = table
            }
            precondition(tables.count == WarmStartFixture.locales.count)
            blackHole(tables)
        }
    }
}

/// The cache file all four benchmarks read.
final class WarmStartFixture: Sendable {
    static let locales = ["de", "el", "es", "fr", "it", "ja", "ko", "pt_BR", "ru", "zh_Hans"]
    static let keysPerLocale = 10_000

    let directory: CacheDirectory
    let file: URL
    let provider: FileTranslationProvider

    init() {
        directory = CacheDirectory(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("glossa-delivery-warm-start"))
        file = directory.translationsFile
        provider = FileTranslationProvider(name: "download", fileURL: file)
        let fragments = [
            "Γεια σου", "Einstellungen", "設定を開く", "\"quoted\"", "line\\nbreak", "%d files",
            "{count, plural, one {# item} other {# items}}",
            "Hello {name}", "Ça marche", "Привет, мир", "¿Dónde está?", "Tab\there",
        ]
        var root: [String: [String: [String: String]]] = [:]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for locale in Self.locales {
            var table: [String: [String: String]] = [:]
            for index in 0..<Self.keysPerLocale {
                let key = "screen_\(index % 97).section_\(index % 7).label_\(String(format: "%05d", index))"
                var text = "\(locale): "
                for _ in 0..<(1 + next() % 4) { text += fragments[next() % fragments.count] + " " }
                table[key] = ["string": index % 50 == 0 ? "" : text]
            }
            root[locale] = table
        }
        do {
            try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: root).write(to: file)
        } catch {
            fatalError("cannot write the fixture: \(error)")
        }
    }
}

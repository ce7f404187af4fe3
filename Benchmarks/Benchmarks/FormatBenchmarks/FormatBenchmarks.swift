// Loading a 10,000-key catalog as flat JSON, `.strings` and `.xcstrings`, side by side with
// Foundation's `JSONSerialization` parsing the same bytes (for `.strings`, the same strings as JSON:
// `JSONSerialization` cannot read `.strings`). The goal: loading costs no more than
// `JSONSerialization`.
//
//   swift package --package-path Benchmarks benchmark --target FormatBenchmarks
//   swift run -c release --package-path Benchmarks format-load-bench      # the same, as a ratio table
//
// One call per iteration (a whole file); figures are per load.

import Benchmark
import FormatBenchmarkCases
import Foundation
import GlossaFormats

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        maxDuration: .seconds(5),
        maxIterations: 200
    )
    let json = FormatBenchmarkCases.json
    let strings = FormatBenchmarkCases.strings
    let catalog = FormatBenchmarkCases.catalog
    let jsonData = Data(json)
    let catalogData = Data(catalog)

    Benchmark("load_json_10k_glossa") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try FlatJSONFormat().read(json, options: ReadOptions(locale: "en")))
        }
    }
    Benchmark("load_json_10k_JSONSerialization") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try JSONSerialization.jsonObject(with: jsonData))
        }
    }
    Benchmark("load_strings_10k_glossa") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(StringsFormat().read(strings, options: ReadOptions(locale: "en")))
        }
    }
    Benchmark("load_xcstrings_10k_glossa") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try StringCatalogFormat().read(catalog))
        }
    }
    Benchmark("load_xcstrings_10k_JSONSerialization") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try JSONSerialization.jsonObject(with: catalogData))
        }
    }
}

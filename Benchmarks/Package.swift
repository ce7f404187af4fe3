// swift-tools-version: 6.1
// Glossa's benchmarks: a separate manifest so the root package (what apps import) never depends on
// package-benchmark. It depends on the root by path.
//
//   swift package --package-path Benchmarks benchmark            # package-benchmark suite
//   scripts/bench-vs-icu.sh                                        # side by side with the ICU4C anchor
import PackageDescription

import struct Foundation.URL

// A path dependency's identity is its folder's name, which depends on where the repository was cloned
// (`main`, `glossa`, ...); compute it instead of hard-coding it.
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    .lastPathComponent.lowercased()

let package = Package(
    name: "GlossaBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // package-benchmark suite (layout the BenchmarkPlugin expects: Benchmarks/<Target>/).
        .executableTarget(
            name: "PluralBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GlossaCLDR", package: rootIdentity),
            ],
            path: "Benchmarks/PluralBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The timing loop and RESULT lines shared by the anchor executables below.
        .target(name: "AnchorHarness", path: "Sources/AnchorHarness"),
        // A plain release executable printing the anchors' RESULT lines, so scripts/bench-vs-icu.sh
        // can aggregate Glossa and ICU4C with ../shared/anchors/common/aggregate.py in one run.
        .executableTarget(
            name: "plural-anchor-bench",
            dependencies: ["AnchorHarness", .product(name: "GlossaCLDR", package: rootIdentity)],
            path: "Sources/plural-anchor-bench"
        ),
        // The TML messages and values both TML benchmarks measure.
        .target(
            name: "TMLBenchmarkCases", dependencies: [.product(name: "GlossaMessages", package: rootIdentity)],
            path: "Sources/TMLBenchmarkCases"),
        // TML message rendering and parsing, measured with package-benchmark (per call, mallocs).
        .executableTarget(
            name: "TMLBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GlossaMessages", package: rootIdentity), "TMLBenchmarkCases",
            ],
            path: "Benchmarks/TMLBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Over-the-air delivery: warm start from a 10 × 10,000-key cache file, beside JSONSerialization.
        .executableTarget(
            name: "DeliveryBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GlossaDelivery", package: rootIdentity),
            ],
            path: "Benchmarks/DeliveryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Catalog loading, lookup + render and memory per locale (issue 5's goals).
        .executableTarget(
            name: "LocalizationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GlossaLocalization", package: rootIdentity),
                .product(name: "GlossaJSON", package: rootIdentity),
            ],
            path: "Benchmarks/LocalizationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The ICU, Apple, expression and placeholder messages both syntax benchmarks measure.
        .target(
            name: "SyntaxBenchmarkCases", dependencies: [.product(name: "GlossaMessages", package: rootIdentity)],
            path: "Sources/SyntaxBenchmarkCases"),
        // The ICU, Apple, expression and placeholder front ends, measured with package-benchmark.
        .executableTarget(
            name: "SyntaxBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GlossaMessages", package: rootIdentity), "SyntaxBenchmarkCases",
            ],
            path: "Benchmarks/SyntaxBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Glossa's ICU MessageFormat side of the ICU4C anchor's cases, for scripts/bench-icu-vs-icu4c.sh.
        .executableTarget(
            name: "icu-anchor-bench",
            dependencies: [
                "AnchorHarness", "SyntaxBenchmarkCases", .product(name: "GlossaMessages", package: rootIdentity),
            ],
            path: "Sources/icu-anchor-bench"
        ),
        // Glossa's TML side of the ICU4C anchor's MessageFormat cases, for scripts/bench-tml-vs-icu.sh.
        .executableTarget(
            name: "tml-anchor-bench",
            dependencies: [
                "AnchorHarness", "TMLBenchmarkCases", .product(name: "GlossaMessages", package: rootIdentity),
            ],
            path: "Sources/tml-anchor-bench"
        ),
        // `Localizer.string` beside Foundation's `Bundle.localizedString` on the same 10,000 keys, interleaved
        // in one process (scripts/bench-localizer-vs-bundle.sh).
        .executableTarget(
            name: "localizer-vs-bundle-bench",
            dependencies: ["AnchorHarness", .product(name: "GlossaLocalization", package: rootIdentity)],
            path: "Sources/localizer-vs-bundle-bench"
        ),
        // The 10,000-key catalogs the format-loading benchmarks read (JSON, .strings, .xcstrings).
        .target(
            name: "FormatBenchmarkCases", dependencies: [.product(name: "GlossaFormats", package: rootIdentity)],
            path: "Sources/FormatBenchmarkCases"),
        // Loading those catalogs with GlossaFormats and with JSONSerialization (package-benchmark).
        .executableTarget(
            name: "FormatBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GlossaFormats", package: rootIdentity), "FormatBenchmarkCases",
            ],
            path: "Benchmarks/FormatBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The same loads interleaved, printed as a table with the ratio to JSONSerialization.
        .executableTarget(
            name: "format-load-bench",
            dependencies: ["FormatBenchmarkCases", .product(name: "GlossaFormats", package: rootIdentity)],
            path: "Sources/format-load-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)

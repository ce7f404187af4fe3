// swift-tools-version: 6.0
// Glossa's runtime: what apps import. This manifest declares no third-party dependency, so an app
// that depends on Glossa checks out nothing else. Tools, the server and benchmarks live in their own
// manifests (`Tools/Package.swift`, `Benchmarks/Package.swift`) and depend on this one by path.
import PackageDescription

// Example command-line apps, one per library Glossa replaces, each doing what that library's README
// shows with data in its shapes (`Examples/Data/`). Not products: apps that depend on Glossa never
// build them; `ExamplesTests` runs each and checks what it prints.
let exampleApps = [
    "tmlkit-example", "transifex-example", "swifternalization-example", "mclocalization-example",
    "sklocalizable-example",
]
let exampleTargets: [Target] =
    [.target(name: "ExampleSupport", path: "Examples/Sources/ExampleSupport")]
    + exampleApps.map { name in
        .executableTarget(
            name: name, dependencies: ["GlossaLocalization", "GlossaDelivery", "ExampleSupport"],
            path: "Examples/Sources/\(name)")
    }
    + [
        .testTarget(
            name: "ExamplesTests", dependencies: exampleApps.map { .target(name: $0) },
            path: "Examples/Tests/ExamplesTests")
    ]

let package = Package(
    name: "Glossa",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "GlossaCLDR", targets: ["GlossaCLDR"]),
        .library(name: "GlossaJSON", targets: ["GlossaJSON"]),
        .library(name: "GlossaMessages", targets: ["GlossaMessages"]),
        .library(name: "GlossaFormats", targets: ["GlossaFormats"]),
        .library(name: "GlossaLint", targets: ["GlossaLint"]),
        .library(name: "GlossaLocalization", targets: ["GlossaLocalization"]),
        .library(name: "GlossaCDS", targets: ["GlossaCDS"]),
        .library(name: "GlossaDelivery", targets: ["GlossaDelivery"]),
        .library(name: "GlossaSwiftUI", targets: ["GlossaSwiftUI"]),
        // For Glossa's own test suites in the Tools and Server packages (which compile and run the
        // documentation's examples with it); apps have no use for it.
        .library(name: "GlossaTestSupport", targets: ["GlossaTestSupport"]),
    ],
    targets: [
        // Level 0 (lowest): CLDR data and algorithms — plural operands and rules, locale identifiers,
        // likely subtags, parent locales and negotiation. Depends on nothing but the standard library
        // and Foundation's essentials.
        .target(name: "GlossaCLDR"),
        // Level 0: an order-preserving JSON reader and writer with positions in its diagnostics
        // (language definitions, catalogs and wire formats need key order and line/column errors).
        .target(name: "GlossaJSON"),
        // Level 1: the message engine — syntaxes (TML first) compiled into one message model, one
        // resolver, pluggable outputs (text, HTML, AttributedString); TML language definitions and
        // the rules engine; a regex engine with bounded work for untrusted patterns.
        .target(name: "GlossaMessages", dependencies: ["GlossaCLDR", "GlossaJSON"]),
        // Level 1: localization file formats (.strings, .stringsdict, .xcstrings, XLIFF, the seeds' JSON
        // files, Transifex's cache, TML release archives) read into and written from one neutral
        // document model; hardened XML, property-list, tar, gzip and zip readers (no zlib).
        .target(name: "GlossaFormats", dependencies: ["GlossaCLDR", "GlossaJSON", "GlossaMessages"]),
        // Level 1: the checks of `glossa lint` (placeholders, plural categories, syntax, lengths) over a
        // neutral catalog model, shared by the tool and the server's validation on save.
        .target(name: "GlossaLint", dependencies: ["GlossaCLDR", "GlossaJSON", "GlossaMessages"]),
        // Level 1: the Content Delivery Service protocol's wire types (push payload and options, source
        // strings, content filters, translation statuses), read and written in one place for the
        // delivery client and Glossa's server.
        .target(name: "GlossaCDS", dependencies: ["GlossaJSON"]),
        // Level 2: catalogs and the Localizer — typed catalogs per locale with lazily compiled messages,
        // key schemes, fallback chains, missing and error policies, runtime locale switching with
        // observers and a persisted choice, and reusable localized strings.
        .target(name: "GlossaLocalization", dependencies: ["GlossaCLDR", "GlossaMessages", "GlossaFormats"]),
        // Level 3 (highest runtime layer): over-the-air delivery — the Content Delivery Service client
        // (Foundation networking only), layered translation caches with Transifex's update policies,
        // and TML release archives (unpacked with GlossaFormats' safe archive readers). Depends on
        // nothing third-party.
        // Its `DeliveryCatalogSource` feeds a Localizer (level 2) from the caches.
        .target(
            name: "GlossaDelivery",
            dependencies: [
                "GlossaCLDR", "GlossaJSON", "GlossaMessages", "GlossaFormats", "GlossaLocalization", "GlossaCDS",
            ]),
        // Apple platforms only: SwiftUI views over a Localizer (a localized Text, the localizer in the
        // environment, a locale picker). Every source is behind `#if canImport(SwiftUI)`, so on Linux it
        // builds as an empty module; CI here neither builds its views nor tests them.
        .target(name: "GlossaSwiftUI", dependencies: ["GlossaCLDR", "GlossaMessages", "GlossaLocalization"]),
        // Development only: reads the CLDR XML in `Data/CLDR/` and writes `Sources/GlossaCLDR/Generated/`.
        // Not a product; apps never build it.
        .target(name: "GlossaCLDRGenerator", dependencies: ["GlossaCLDR"]),
        .executableTarget(name: "generate-cldr", dependencies: ["GlossaCLDRGenerator"]),
        // Helpers shared by the test targets (a seeded random generator, the documentation runner, issue
        // 23's wide zip, /proc memory readings); a product only so that the Tools and Server test suites
        // can use them.
        .target(name: "GlossaTestSupport", dependencies: ["GlossaFormats"], path: "Tests/GlossaTestSupport"),
        .testTarget(name: "GlossaCLDRTests", dependencies: ["GlossaCLDR", "GlossaCLDRGenerator", "GlossaTestSupport"]),
        .testTarget(name: "GlossaCLDRGeneratorTests", dependencies: ["GlossaCLDRGenerator"]),
        .testTarget(name: "GlossaJSONTests", dependencies: ["GlossaJSON", "GlossaTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "GlossaCDSTests", dependencies: ["GlossaCDS", "GlossaJSON"]),
        .testTarget(
            name: "GlossaDeliveryTests",
            dependencies: [
                "GlossaDelivery", "GlossaJSON", "GlossaFormats", "GlossaLocalization", "GlossaCLDR",
                "GlossaTestSupport",
            ],
            exclude: ["Archives/Fixtures"]),
        // Fixtures are read through #filePath, so the tests need no resource bundle.
        .testTarget(
            name: "GlossaMessagesTests", dependencies: ["GlossaMessages", "GlossaJSON", "GlossaTestSupport"],
            exclude: ["Fixtures", "Regex/Fixtures"]),
        .testTarget(
            name: "GlossaFormatsTests",
            dependencies: ["GlossaFormats", "GlossaJSON", "GlossaMessages", "GlossaTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "GlossaLocalizationTests",
            dependencies: ["GlossaLocalization", "GlossaMessages", "GlossaCLDR", "GlossaFormats", "GlossaTestSupport"],
            exclude: ["Fixtures"]),
        // Compiles every Swift block of README.md and the DocC articles against the built modules and
        // runs those that print; depends on every library so they are built before it runs.
        .testTarget(
            name: "GlossaDocumentationTests",
            dependencies: [
                "GlossaCLDR", "GlossaJSON", "GlossaMessages", "GlossaFormats", "GlossaLocalization", "GlossaCDS",
                "GlossaDelivery", "GlossaTestSupport",
            ],
            exclude: ["Fixtures"]),
    ] + exampleTargets,
    swiftLanguageModes: [.v6]
)

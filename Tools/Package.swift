// swift-tools-version: 6.0
// Glossa's tools: the `glossa` command-line tool (and, in later issues, the server). They live in their
// own manifest so that the root package, which apps import, declares no third-party dependency.
import PackageDescription

let package = Package(
    name: "GlossaTools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "glossa", targets: ["glossa"])
    ],
    dependencies: [
        .package(name: "Glossa", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // SwiftSyntax parses the sources `glossa extract` reads (603 matches the Swift 6.3 toolchain).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(name: "GlossaServer", path: "../Server"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The logic behind the commands (extraction, lint, pseudo-localization, code generation,
        // statistics), kept out of the command files so that it is unit-tested directly.
        .target(
            name: "GlossaToolsKit",
            dependencies: [
                .product(name: "GlossaCLDR", package: "Glossa"),
                .product(name: "GlossaJSON", package: "Glossa"),
                .product(name: "GlossaMessages", package: "Glossa"),
                .product(name: "GlossaFormats", package: "Glossa"),
                .product(name: "GlossaDelivery", package: "Glossa"),
                .product(name: "GlossaLint", package: "Glossa"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "glossa",
            dependencies: [
                "GlossaToolsKit",
                .product(name: "GlossaDelivery", package: "Glossa"),
                .product(name: "GlossaCLDR", package: "Glossa"),
                .product(name: "GlossaJSON", package: "Glossa"),
                .product(name: "GlossaMessages", package: "Glossa"),
                .product(name: "GlossaFormats", package: "Glossa"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GlossaServer", package: "GlossaServer"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // End-to-end tests: they run the built `glossa` binary (found beside the test bundle) and check
        // its standard output, standard error and exit status. Depending on the executable target makes
        // `swift test` build it.
        .testTarget(
            name: "GlossaToolsKitTests",
            dependencies: [
                "GlossaToolsKit", .product(name: "GlossaJSON", package: "Glossa"),
                .product(name: "GlossaFormats", package: "Glossa"),
                .product(name: "GlossaTestSupport", package: "Glossa"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "GlossaCLITests",
            dependencies: [
                "glossa",
                .product(name: "GlossaCLDR", package: "Glossa"),
                .product(name: "GlossaMessages", package: "Glossa"),
                // Built so that code generated for the Localizer can be type-checked against it.
                .product(name: "GlossaLocalization", package: "Glossa"),
                // The documentation checker, for the examples that need the server (DocumentationServerTests).
                .product(name: "GlossaTestSupport", package: "Glossa"),
                .product(name: "GlossaDelivery", package: "Glossa"),
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
// Example command-line apps, one per library Glossa replaces, each doing what that library's README shows
// with data in its shapes (`Data/`). A package of its own, depending on the root package by path, so
// apps that depend on Glossa never build it. `swift test --package-path Examples` runs every app and
// checks what it prints.
import PackageDescription

let glossa: [Target.Dependency] = [
    .product(name: "GlossaLocalization", package: "Glossa"),
    .product(name: "GlossaDelivery", package: "Glossa"),
    "ExampleSupport",
]

let package = Package(
    name: "GlossaExamples",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Glossa", path: "..")],
    targets: [
        // Finds the example data and prints results; shared by the apps.
        .target(name: "ExampleSupport"),
        .executableTarget(name: "tmlkit-example", dependencies: glossa),
        .executableTarget(name: "transifex-example", dependencies: glossa),
        .executableTarget(name: "swifternalization-example", dependencies: glossa),
        .executableTarget(name: "mclocalization-example", dependencies: glossa),
        .executableTarget(name: "sklocalizable-example", dependencies: glossa),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "tmlkit-example", "transifex-example", "swifternalization-example", "mclocalization-example",
                "sklocalizable-example",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
// Glossa's delivery server: a self-hosted service that speaks the Content Delivery Service (CDS)
// protocol, on Hummingbird 2, with SQLite as the embedded default and PostgreSQL for larger teams.
// It lives in its own manifest so that the root package, which apps import, declares no third-party
// dependency; the `glossa` tool (Tools/Package.swift) depends on it by path for `glossa serve`.
import PackageDescription

let package = Package(
    name: "GlossaServer",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "GlossaServer", targets: ["GlossaServer"])
    ],
    dependencies: [
        .package(name: "Glossa", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.8.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    ],
    targets: [
        // The server library (level: above delivery; never imported by the runtime). Routes per
        // resource, middleware for authentication, rate limits and conditional requests, a request
        // context carrying the authenticated project, and storage behind `ProjectStore` with SQLite
        // and PostgreSQL implementations.
        .target(
            name: "GlossaServer",
            dependencies: [
                .product(name: "GlossaCLDR", package: "Glossa"),
                .product(name: "GlossaJSON", package: "Glossa"),
                .product(name: "GlossaMessages", package: "Glossa"),
                .product(name: "GlossaFormats", package: "Glossa"),
                .product(name: "GlossaLint", package: "Glossa"),
                .product(name: "GlossaLocalization", package: "Glossa"),
                .product(name: "GlossaCDS", package: "Glossa"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                // bcrypt, the slow password hash for user accounts.
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                // The translators' web editor's HTML templates (Editor/).
                .product(name: "Mustache", package: "swift-mustache"),
                // Graceful shutdown on SIGTERM: the change listener and the drain before stopping (Coordination/,
                // Application/).
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                // Operations (Observability/): Prometheus metrics at /metrics, lock-free route tables, and
                // the purge hook's HTTP calls through the delivery client's transport.
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Atomics", package: "swift-atomics"),
                .product(name: "GlossaDelivery", package: "Glossa"),
            ],
            resources: [.embedInCode("OpenAPI/openapi.json")]
        ),
        .testTarget(
            name: "GlossaServerTests",
            dependencies: [
                "GlossaServer",
                // The runtime's delivery client, for the end-to-end tests against a live server.
                .product(name: "GlossaDelivery", package: "Glossa"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // The wide zip and /proc memory readings, shared with the Tools package's live tests.
                .product(name: "GlossaTestSupport", package: "Glossa"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

import Foundation

/// Where the CLDR inputs live in the repository, for tests that read them.
enum CLDRTestData {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Plurals
        .deletingLastPathComponent()  // GlossaCLDRTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Data/CLDR")
}

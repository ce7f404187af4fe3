import Foundation
import GlossaCLDR

@testable import GlossaMessages

/// The language definition fixtures in `Fixtures/TML/Languages`, read from the source tree.
enum TMLLanguageFixtures {
    /// The eight definition files: tml-ruby spec and lib fixtures, tml-js test fixtures.
    static let names = [
        "ruby-spec-en", "ruby-spec-es", "ruby-spec-ru", "ruby-lib-en",
        "js-test-en", "js-test-en-US", "js-test-es", "js-test-ru",
    ]

    /// The directory holding the fixtures.
    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/TML/Languages")
    }

    /// The text of the fixture `name` (without `.json`).
    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("\(name).json"), encoding: .utf8)
    }

    /// The fixture `name`, parsed.
    static func definition(_ name: String) throws -> LanguageDefinition {
        try LanguageDefinition(parsing: text(name))
    }

    /// A locale identifier from a literal known to be valid.
    static func locale(_ text: String) throws -> LocaleIdentifier {
        try LocaleIdentifier(parsing: text)
    }
}

import Foundation

/// Runs every data generator, in a fixed order.
public struct CLDRGenerator: Sendable {
    /// The generators that make up `Sources/GlossaCLDR/Generated/`.
    public let generators: [any DataGenerator]

    /// Creates the standard generator set.
    public init() {
        generators = [
            PluralRuleGenerator(),
            PluralRangeGenerator(),
            // Locale data generators are registered below this line.
            LikelySubtagsGenerator(),
            ParentLocalesGenerator(),
            LocaleAliasGenerator(),
            ListPatternGenerator(),
        ]
    }

    /// Generates every file from the XML in `dataDirectory`.
    public func generateAll(from dataDirectory: URL) throws -> [GeneratedFile] {
        try generators.map { try $0.generate(from: dataDirectory) }
    }
}

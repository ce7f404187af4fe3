import Foundation
import GlossaCLDR

/// Generates `PluralRangeData.swift` from `pluralRanges.xml`: per locale group, a 6 × 6 table of
/// the category of a range (start category × end category), 255 where CLDR lists no result.
public struct PluralRangeGenerator: DataGenerator {
    /// Creates the generator.
    public init() {}

    /// Reads `pluralRanges.xml`.
    public func generate(from dataDirectory: URL) throws -> GeneratedFile {
        let version = try cldrVersion(of: "pluralRanges.xml", in: dataDirectory)
        let tree = try XMLElementTree(contentsOf: dataDirectory.appendingPathComponent("pluralRanges.xml"))
        var results: [UInt8] = []
        var localeSets: [String: Int] = [:]
        for (setIndex, group) in tree.root.descendants(named: "pluralRanges").enumerated() {
            var table = [UInt8](repeating: 255, count: 36)
            for range in group.children where range.name == "pluralRange" {
                guard let start = range.attributes["start"].flatMap(PluralCategory.init(rawValue:)),
                    let end = range.attributes["end"].flatMap(PluralCategory.init(rawValue:)),
                    let result = range.attributes["result"].flatMap(PluralCategory.init(rawValue:))
                else {
                    throw GeneratorError(
                        "pluralRanges.xml: bad pluralRange \(range.attributes.sorted { $0.key < $1.key })")
                }
                table[Int(order(start)) * 6 + Int(order(end))] = order(result)
            }
            results.append(contentsOf: table)
            for locale in (group.attributes["locales"] ?? "").split(separator: " ") {
                guard localeSets[String(locale)] == nil else {
                    throw GeneratorError("pluralRanges.xml: \(locale) appears twice")
                }
                localeSets[String(locale)] = setIndex
            }
        }
        let keys = localeSets.keys.sorted()
        var source = generatedFileHeader(inputs: ["pluralRanges.xml"])
        source += """

            /// Plural range results per locale group: 36 entries each, indexed by start × 6 + end in
            /// CLDR category order, 255 where CLDR lists nothing (the range then takes the end's category).
            enum PluralRangeData {
                /// The CLDR version of the range data.
                static let cldrVersion = "\(version)"

                /// The rule-set index of a CLDR locale key.
                static func ruleSet(forKey key: String) -> Int? {
                    indexOfSortedKey(key, in: localeKeys).map { Int(localeRuleSets[$0]) }
                }

                static let results: [UInt8] = \(arrayLiteral(results, perLine: 18))

                private static let localeKeys: [String] = \(stringArrayLiteral(keys))

                private static let localeRuleSets: [UInt8] = \(arrayLiteral(keys.map { UInt8(localeSets[$0] ?? 0) }, perLine: 16))
            }

            """
        return GeneratedFile(name: "PluralRangeData.swift", contents: source)
    }

    private func order(_ category: PluralCategory) -> UInt8 {
        UInt8(PluralCategory.allCases.firstIndex(of: category) ?? 5)
    }
}

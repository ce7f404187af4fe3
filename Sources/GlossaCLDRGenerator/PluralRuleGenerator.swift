import Foundation
import GlossaCLDR

/// The rule groups of one CLDR plural file, parsed with the reference parser.
struct PluralRuleFile {
    /// One `<pluralRules locales="…">` group.
    struct Group {
        let locales: [String]
        let rules: [PluralRule]
    }

    let version: String
    let groups: [Group]

    /// Reads `plurals.xml` or `ordinals.xml`.
    init(contentsOf url: URL, version: String) throws {
        let tree = try XMLElementTree(contentsOf: url)
        var groups: [Group] = []
        for element in tree.root.descendants(named: "pluralRules") {
            let locales = (element.attributes["locales"] ?? "").split(separator: " ").map(String.init)
            var rules: [PluralRule] = []
            for ruleElement in element.children where ruleElement.name == "pluralRule" {
                let count = ruleElement.attributes["count"] ?? ""
                guard let category = PluralCategory(rawValue: count) else {
                    throw GeneratorError(
                        "\(url.lastPathComponent): unknown plural category \"\(count)\" for \(locales)")
                }
                do {
                    rules.append(try PluralRuleParser.parse(ruleElement.text, category: category))
                } catch {
                    throw GeneratorError("\(url.lastPathComponent): \(locales.first ?? "?") \(count): \(error)")
                }
            }
            groups.append(Group(locales: locales, rules: rules))
        }
        self.version = version
        self.groups = groups
    }
}

/// Generates `PluralRuleData.swift`: the compact cardinal and ordinal rules of every CLDR locale.
public struct PluralRuleGenerator: DataGenerator {
    /// Creates the generator.
    public init() {}

    /// Reads `plurals.xml` and `ordinals.xml`.
    public func generate(from dataDirectory: URL) throws -> GeneratedFile {
        let cardinalVersion = try cldrVersion(of: "plurals.xml", in: dataDirectory)
        let ordinalVersion = try cldrVersion(of: "ordinals.xml", in: dataDirectory)
        guard cardinalVersion == ordinalVersion else {
            throw GeneratorError("plurals.xml is CLDR \(cardinalVersion) but ordinals.xml is CLDR \(ordinalVersion)")
        }
        let cardinal = try PluralRuleFile(
            contentsOf: dataDirectory.appendingPathComponent("plurals.xml"), version: cardinalVersion)
        let ordinal = try PluralRuleFile(
            contentsOf: dataDirectory.appendingPathComponent("ordinals.xml"), version: ordinalVersion)
        var source = generatedFileHeader(inputs: ["plurals.xml", "ordinals.xml"])
        source += """

            /// Compact plural rules of every CLDR locale (see `PackedRelation` for the encoding).
            enum PluralRuleData {
                /// The CLDR version of the rules.
                static let cldrVersion = "\(cardinalVersion)"

            """
        source += try table(named: "cardinal", from: cardinal)
        source += "\n"
        source += try table(named: "ordinal", from: ordinal)
        source += "}\n"
        return GeneratedFile(name: "PluralRuleData.swift", contents: source)
    }

    private func table(named name: String, from file: PluralRuleFile) throws -> String {
        var compiler = PluralRuleCompiler()
        var localeSets: [String: Int] = [:]
        for group in file.groups {
            let set = try compiler.add(ruleSet: group.rules)
            for locale in group.locales {
                guard localeSets[locale] == nil else { throw GeneratorError("\(name): locale \(locale) appears twice") }
                localeSets[locale] = set
            }
        }
        if localeSets["root"] == nil {
            localeSets["root"] = try compiler.add(ruleSet: [
                PluralRule(category: .other, condition: PluralCondition(alternatives: []))
            ])
        }
        let keys = localeSets.keys.sorted()
        return """
                /// \(name.prefix(1).uppercased() + name.dropFirst()) rules: \(file.groups.count) rule sets for \(keys.count) locales.
                static let \(name) = CompiledPluralRules(
                    relations: \(name)Relations, ruleSets: \(name)RuleSets, otherModuli: \(arrayLiteral(compiler.otherModuli)),
                    localeKeys: \(name)LocaleKeys, localeRuleSets: \(name)LocaleRuleSets,
                    integerTables: \(name)IntegerTables, integerTableInfo: \(name)IntegerTableInfo)

                private static let \(name)Relations: [UInt64] = \(arrayLiteral(compiler.relations, perLine: 4))

                private static let \(name)RuleSets: [UInt32] = \(arrayLiteral(compiler.ruleSets))

                private static let \(name)IntegerTables: [UInt8] = \(arrayLiteral(compiler.integerTables, perLine: 24))

                private static let \(name)IntegerTableInfo: [UInt64] = \(arrayLiteral(compiler.integerTableInfo, perLine: 4))

                private static let \(name)LocaleKeys: [String] = \(stringArrayLiteral(keys))

                private static let \(name)LocaleRuleSets: [UInt16] = \(arrayLiteral(keys.map { UInt16(localeSets[$0] ?? 0) }, perLine: 12))

            """
    }
}

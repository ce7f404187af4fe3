import Foundation

/// Generates `LocaleAliasData.swift` from `localeAliases.xml` (the `<alias>` block of CLDR's
/// `supplementalMetadata.xml`).
///
/// `languageAlias` rules are split in two tables: those whose type and replacement fit the identifier
/// grammar `language[_Script][_REGION][_variant…]` (`iw`, `sh`, `und_aaland`, `art_lojban`), applied
/// field by field, and legacy whole tags that do not (`i_klingon`, `no_bok`, `zh_min_nan`, `sgn_BE_FR`),
/// applied to the tag's text before parsing. `territoryAlias` rules keep only types that can be region
/// subtags (2 letters or 3 digits), since ISO alpha-3 codes cannot appear in an identifier.
public struct LocaleAliasGenerator: DataGenerator {
    /// Creates the generator.
    public init() {}

    /// Reads `localeAliases.xml` in `dataDirectory`.
    public func generate(from dataDirectory: URL) throws -> GeneratedFile {
        let file = "localeAliases.xml"
        let elements = try LocaleXMLElements.read(
            dataDirectory.appendingPathComponent(file),
            names: ["languageAlias", "scriptAlias", "territoryAlias", "variantAlias"]
        )
        var languages: [String: String] = [:]
        var wholeTags: [String: String] = [:]
        var scripts: [String: String] = [:]
        var territories: [String: String] = [:]
        var variants: [String: String] = [:]
        for element in elements {
            let type = try LocaleXMLElements.attribute("type", of: element, in: file)
            let replacement = try LocaleXMLElements.attribute("replacement", of: element, in: file)
            switch element.name {
            case "languageAlias":
                if Self.fitsGrammar(type), Self.fitsGrammar(replacement) {
                    languages[type] = replacement
                } else {
                    wholeTags[type.lowercased().replacingOccurrences(of: "_", with: "-")] = replacement
                }
            case "scriptAlias":
                scripts[type] = replacement
            case "territoryAlias":
                if Self.isRegion(type) { territories[type] = replacement }
            default:
                variants[type.lowercased()] = replacement.lowercased()
            }
        }
        guard !languages.isEmpty, !territories.isEmpty else {
            throw LocaleDataError(description: "\(file): no languageAlias or territoryAlias elements")
        }
        var text = generatedFileHeader(inputs: [file])
        text += """

            /// CLDR's locale aliases: deprecated and legacy codes and their replacements.
            enum LocaleAliasData {
                /// The CLDR release this data comes from.
                static let cldrVersion = "\(LocaleGeneratorSupport.cldrVersion)"


            """
        text += Self.table(
            languages, name: "languages",
            documentation: "Structured `languageAlias` rules, `type replacement`: `sh sr_Latn`.")
        text += "\n"
        text += Self.table(
            wholeTags, name: "wholeTags", documentation: "Legacy whole tags, lowercase with `-`: `no-bok nb`.")
        text += "\n"
        text += Self.table(scripts, name: "scripts", documentation: "`scriptAlias` rules: `Qaai Zinh`.")
        text += "\n"
        text += Self.table(
            territories, name: "territories",
            documentation: "`territoryAlias` rules; several replacements when the region split: `SU RU AM …`.")
        text += "\n"
        text += Self.table(variants, name: "variants", documentation: "`variantAlias` rules: `heploc alalc97`.")
        text += "}\n"
        return GeneratedFile(name: "LocaleAliasData.swift", contents: text)
    }

    private static func table(_ entries: [String: String], name: String, documentation: String) -> String {
        LocaleGeneratorSupport.stringConstant(
            name: name,
            documentation: "\(documentation) Count: \(entries.count).",
            lines: entries.keys.sorted().map { "\($0) \(entries[$0] ?? "")" }
        )
    }

    /// Whether `key` is `language[_Script][_REGION][_variant…]` with a 2–3 or 5–8 letter language.
    static func fitsGrammar(_ key: String) -> Bool {
        var parts = key.split(separator: "_", omittingEmptySubsequences: false)[...]
        guard let language = parts.popFirst(), isLetters(language), [2, 3, 5, 6, 7, 8].contains(language.count) else {
            return false
        }
        if let next = parts.first, next.count == 4, isLetters(next) { parts.removeFirst() }
        if let next = parts.first, isRegion(String(next)) { parts.removeFirst() }
        return parts.allSatisfy { part in
            part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                && ((5...8).contains(part.count) || part.count == 4 && part.first?.isNumber == true)
        }
    }

    /// Two ASCII letters or three ASCII digits.
    static func isRegion(_ subtag: String) -> Bool {
        subtag.count == 2 && isLetters(Substring(subtag))
            || subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func isLetters(_ subtag: Substring) -> Bool {
        !subtag.isEmpty && subtag.allSatisfy { $0.isASCII && $0.isLetter }
    }
}

import Foundation

/// Generates `ListPatternData.swift` from `listPatterns.xml`: one `locale kind part pattern` line per
/// `<listPatternPart>` of a locale's `standard` ("and") and `or` list patterns, sorted by locale.
///
/// Only the parts a locale's own file gives are written; the rest are inherited along the locale's
/// parent chain at run time, as CLDR resolves them.
public struct ListPatternGenerator: DataGenerator {
    /// Creates the generator.
    public init() {}

    /// Reads `listPatterns.xml` in `dataDirectory`.
    public func generate(from dataDirectory: URL) throws -> GeneratedFile {
        let file = "listPatterns.xml"
        let locales = try LocaleXMLElements.read(dataDirectory.appendingPathComponent(file), names: ["locale"])
        var lines: [String: [String]] = [:]
        for locale in locales {
            let id = try LocaleXMLElements.attribute("id", of: locale, in: file)
            guard lines[id] == nil else { throw LocaleDataError(description: "\(file): \(id) appears twice") }
            var entries: [String] = []
            for pattern in locale.children where pattern.name == "listPattern" {
                let kind: String
                switch pattern.attributes["type"] {
                case nil, "standard": kind = "and"
                case "or": kind = "or"
                case let other?: throw LocaleDataError(description: "\(file): \(id) has list pattern type \(other)")
                }
                for part in pattern.children where part.name == "listPatternPart" {
                    let type = try LocaleXMLElements.attribute("type", of: part, in: file)
                    guard ["start", "middle", "end", "2"].contains(type), Self.isPattern(part.text) else {
                        throw LocaleDataError(description: "\(file): \(id) \(kind) \(type): bad pattern \(part.text)")
                    }
                    entries.append("\(id) \(kind) \(type) \(Self.escaped(part.text))")
                }
            }
            lines[id] = entries
        }
        guard lines["root"]?.count == 8 else {
            throw LocaleDataError(description: "\(file): root must give all 8 parts")
        }
        let table = lines.keys.sorted().flatMap { lines[$0] ?? [] }
        var text = generatedFileHeader(inputs: [file])
        text += """

            /// CLDR's list patterns: how each locale joins the items of an "and" list (`standard`) and
            /// an "or" list, as `{0}` and `{1}` around the locale's words and punctuation.
            enum ListPatternData {
                /// The CLDR release this data comes from.
                static let cldrVersion = "\(LocaleGeneratorSupport.cldrVersion)"


            """
        text += LocaleGeneratorSupport.stringConstant(
            name: "entries",
            documentation: "\(table.count) lines `locale kind part pattern`, for example `zh and end {0}和{1}`.",
            lines: table)
        text += "}\n"
        return GeneratedFile(name: "ListPatternData.swift", contents: text)
    }

    /// Whether `text` holds `{0}` followed later by `{1}`, each once: the shape the run-time reader
    /// splits into the text before, between and after the two items.
    static func isPattern(_ text: String) -> Bool {
        guard let first = text.range(of: "{0}"), let second = text.range(of: "{1}") else { return false }
        return first.upperBound <= second.lowerBound
            && text.components(separatedBy: "{0}").count == 2 && text.components(separatedBy: "{1}").count == 2
    }

    /// `text` as it may stand in a multi-line string literal line: backslashes and quotes escaped,
    /// and invisible characters (format characters, non-space whitespace, a space at the end of the
    /// line) written as `\u{…}` so no tool trims or hides them.
    static func escaped(_ text: String) -> String {
        var result = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let invisible =
                scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control
                || (scalar.properties.isWhitespace && scalar != " ") || (scalar == " " && index == scalars.count - 1)
            if scalar == "\\" {
                result += "\\\\"
            } else if scalar == "\"" {
                result += "\\\""
            } else if invisible {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

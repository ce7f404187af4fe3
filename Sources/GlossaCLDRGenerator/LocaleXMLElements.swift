import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An error reading one of the locale data inputs.
public struct LocaleDataError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the file.
    public let description: String
}

/// The elements with one of the given names in an XML file, in document order. The locale inputs
/// are flat lists of empty elements, so this is all their generators need.
enum LocaleXMLElements {
    /// Reads `file`, collecting the elements named in `names`.
    static func read(_ file: URL, names: Set<String>) throws -> [XMLElementTree.Element] {
        do {
            return try XMLElementTree(contentsOf: file).root.descendants(namedAnyOf: names)
        } catch let error as XMLElementTree.ParseError {
            throw LocaleDataError(description: "\(error)")
        }
    }

    /// The required attribute `name` of `element`, or an error naming the file.
    static func attribute(_ name: String, of element: XMLElementTree.Element, in file: String) throws -> String {
        guard let value = element.attributes[name], !value.isEmpty else {
            throw LocaleDataError(description: "\(file): <\(element.name)> without \(name)=")
        }
        return value
    }
}
enum LocaleGeneratorSupport {
    /// The CLDR release of the locale inputs (see Data/CLDR/PROVENANCE.md).
    static let cldrVersion = "41"

    /// A Swift multi-line string literal holding `lines`, indented by 4 spaces, as a `static let`.
    static func stringConstant(name: String, documentation: String, lines: [String]) -> String {
        var text = "    /// \(documentation)\n"
        text += "    static let \(name): String = \"\"\"\n"
        for line in lines {
            text += "        \(line)\n"
        }
        text += "        \"\"\"\n"
        return text
    }

    /// A generated file holding a table of `key value` lines, sorted by key, as a string constant
    /// `entries` in an enum with the CLDR version: the shape of the likely-subtags and parent-locale data.
    static func pairTableFile(
        name: String, input: String, enumName: String, summary: String, example: String,
        table: [String: String]
    ) -> GeneratedFile {
        let lines = table.keys.sorted().map { "\($0) \(table[$0] ?? "")" }
        var text = generatedFileHeader(inputs: [input])
        text += """

            /// \(summary)
            enum \(enumName) {
                /// The CLDR release this data comes from.
                static let cldrVersion = "\(cldrVersion)"


            """
        text += stringConstant(
            name: "entries", documentation: "\(lines.count) lines \(example).", lines: lines)
        text += "}\n"
        return GeneratedFile(name: name, contents: text)
    }
}

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
}

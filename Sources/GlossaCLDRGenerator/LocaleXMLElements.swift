import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An error reading one of the locale data inputs.
public struct LocaleDataError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the file.
    public let description: String
}

/// The attributes of every element with one of the given names in an XML file, in document order.
/// The locale inputs are flat lists of empty elements, so this is all the generators need.
struct LocaleXMLElements {
    /// One element: its name and attributes.
    struct Element {
        let name: String
        let attributes: [String: String]
    }

    /// Reads `file`, collecting the elements named in `names`.
    static func read(_ file: URL, names: Set<String>) throws -> [Element] {
        let data = try Data(contentsOf: file)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let collector = Collector(names: names)
        parser.delegate = collector
        guard parser.parse() else {
            let reason = parser.parserError.map { "\($0)" } ?? "unknown error"
            throw LocaleDataError(
                description: "\(file.lastPathComponent): XML error at line \(parser.lineNumber): \(reason)")
        }
        return collector.elements
    }

    /// The required attribute `name` of `element`, or an error naming the file.
    static func attribute(_ name: String, of element: Element, in file: String) throws -> String {
        guard let value = element.attributes[name], !value.isEmpty else {
            throw LocaleDataError(description: "\(file): <\(element.name)> without \(name)=")
        }
        return value
    }

    private final class Collector: NSObject, XMLParserDelegate {
        let names: Set<String>
        var elements: [Element] = []

        init(names: Set<String>) {
            self.names = names
        }

        func parser(
            _ parser: XMLParser,
            didStartElement elementName: String,
            namespaceURI: String?,
            qualifiedName qName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            if names.contains(elementName) {
                elements.append(Element(name: elementName, attributes: attributeDict))
            }
        }
    }
}

/// Helpers shared by the locale generators.
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

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A minimal element tree of an XML file, enough for CLDR's supplemental data. External DTDs are
/// never loaded (the CLDR files keep their `DOCTYPE` line but the DTD is not shipped).
struct XMLElementTree {
    /// One element: its name, attributes, text content and children, in document order.
    final class Element {
        let name: String
        let attributes: [String: String]
        var text = ""
        var children: [Element] = []

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        /// Every descendant (depth first, document order) named `name`.
        func descendants(named name: String) -> [Element] {
            descendants(namedAnyOf: [name])
        }

        /// Every descendant (depth first, document order) whose name is in `names`.
        func descendants(namedAnyOf names: Set<String>) -> [Element] {
            var found: [Element] = []
            for child in children {
                if names.contains(child.name) { found.append(child) }
                found.append(contentsOf: child.descendants(namedAnyOf: names))
            }
            return found
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        let file: String
        let line: Int
        let column: Int
        let message: String
        var description: String { "\(file):\(line):\(column): \(message)" }
    }

    let root: Element

    /// Parses the file at `url`.
    init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let delegate = Builder()
        parser.delegate = delegate
        // On Linux, `parse()` can return true for a document that is not well-formed; the error is
        // still recorded, and an unclosed element shows as a non-empty stack.
        let succeeded = parser.parse()
        if !succeeded || parser.parserError != nil {
            let code = (parser.parserError as? NSError)?.code
            throw ParseError(
                file: url.lastPathComponent, line: parser.lineNumber, column: parser.columnNumber,
                message: "not well-formed XML" + (code.map { " (XMLParser error \($0))" } ?? ""))
        }
        if let open = delegate.stack.last {
            throw ParseError(
                file: url.lastPathComponent, line: parser.lineNumber, column: parser.columnNumber,
                message: "element <\(open.name)> is not closed")
        }
        guard let root = delegate.root else {
            throw ParseError(file: url.lastPathComponent, line: 1, column: 1, message: "no root element")
        }
        self.root = root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: Element?
        var stack: [Element] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let element = Element(name: elementName, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}

/// The CLDR version of each input file, read from `Data/CLDR/VERSION` (lines such as
/// `plurals.xml, ordinals.xml: CLDR 46.0`).
func cldrVersion(of fileName: String, in dataDirectory: URL) throws -> String {
    let text = try String(contentsOf: dataDirectory.appendingPathComponent("VERSION"), encoding: .utf8)
    for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let names = line[..<colon].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard names.contains(fileName) else { continue }
        let rest = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("CLDR ") { return String(rest.dropFirst(5)) }
    }
    throw GeneratorError("no CLDR version for \(fileName) in Data/CLDR/VERSION")
}

/// A generator failure with a message that names the file and the problem.
struct GeneratorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Formats integers as Swift array literal lines, `perLine` per line, in hexadecimal.
func arrayLiteral<T: FixedWidthInteger>(_ values: [T], perLine: Int = 8, indent: String = "        ") -> String {
    guard !values.isEmpty else { return "[]" }
    let width = T.bitWidth / 4
    var lines: [String] = []
    var index = 0
    while index < values.count {
        let chunk = values[index..<min(index + perLine, values.count)]
        lines.append(
            indent
                + chunk.map { value -> String in
                    let hex = String(value, radix: 16, uppercase: true)
                    return "0x" + String(repeating: "0", count: max(0, width - hex.count)) + hex
                }.joined(separator: ", ") + ",")
        index += perLine
    }
    return "[\n" + lines.joined(separator: "\n") + "\n    ]"
}

/// Formats strings as a Swift array literal, several per line.
func stringArrayLiteral(_ values: [String], perLine: Int = 10, indent: String = "        ") -> String {
    guard !values.isEmpty else { return "[]" }
    var lines: [String] = []
    var index = 0
    while index < values.count {
        let chunk = values[index..<min(index + perLine, values.count)]
        lines.append(indent + chunk.map { "\"\($0)\"" }.joined(separator: ", ") + ",")
        index += perLine
    }
    return "[\n" + lines.joined(separator: "\n") + "\n    ]"
}

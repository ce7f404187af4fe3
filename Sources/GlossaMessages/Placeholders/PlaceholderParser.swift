/// A message with placeholders, parsed: text and placeholders in order.
public struct PlaceholderMessage: Sendable, Hashable {
    /// One piece of the message.
    public enum Node: Sendable, Hashable {
        /// Literal text.
        case text(String, SourceRange)
        /// A placeholder: the argument name it is looked up under, and how it is written.
        case placeholder(name: String, source: String, range: SourceRange)
    }

    /// The message as given.
    public let source: String
    /// The pieces, in order.
    public let nodes: [Node]
    /// Problems found (an unclosed `$(`), with line and column.
    public let diagnostics: [SyntaxDiagnostic]
}

/// Parses the placeholder styles of the seeds:
///
/// - MCLocalization's arbitrary placeholders (`%name%`, `{{b}}`, `[c]`, or any string): with
///   `placeholders` given, exactly those strings (leftmost, longest first), looked up under the
///   placeholder itself, as MCLocalization's dictionary keys them (`["%name%": "Anna"]`); without, the
///   three delimited forms around a name of letters, digits, `_`, `.` and `-`;
/// - SKLocalizable's `$(Name)`, looked up under `Name`.
public enum PlaceholderParser {
    /// Parses `text`.
    public static func parse(_ text: String, placeholders: [String]? = nil) -> PlaceholderMessage {
        let source = SourceBytes(text)
        var nodes: [PlaceholderMessage.Node] = []
        var diagnostics: [SyntaxDiagnostic] = []
        var textStart = 0
        var index = 0
        let keys = (placeholders ?? []).filter { !$0.isEmpty }.map { Array($0.utf8) }.sorted { $0.count > $1.count }
        func flush(upTo end: Int) {
            if end > textStart { nodes.append(.text(source.text(textStart..<end), source.range(textStart..<end))) }
        }
        func add(name: String, end: Int) {
            flush(upTo: index)
            nodes.append(.placeholder(name: name, source: source.text(index..<end), range: source.range(index..<end)))
            index = end
            textStart = end
        }
        while index < source.count {
            if let key = keys.first(where: { matches($0, in: source, at: index) }) {
                add(name: String(decoding: key, as: UTF8.self), end: index + key.count)
                continue
            }
            if source[index] == UInt8(ascii: "$"), source.byte(at: index + 1) == UInt8(ascii: "(") {
                if let close = nameEnd(in: source, from: index + 2), source.byte(at: close) == UInt8(ascii: ")"),
                    close > index + 2
                {
                    let name = source.text(index + 2..<close)
                    add(name: name, end: close + 1)
                    continue
                }
                diagnostics.append(
                    SyntaxDiagnostic(location: source.location(index), message: "\"$(\" starts no parameter $(Name)"))
            } else if placeholders == nil, let end = delimitedEnd(in: source, at: index) {
                add(name: source.text(index..<end), end: end)
                continue
            }
            index += 1
        }
        flush(upTo: source.count)
        return PlaceholderMessage(source: text, nodes: nodes, diagnostics: diagnostics)
    }

    private static func matches(_ key: [UInt8], in source: SourceBytes, at index: Int) -> Bool {
        guard index + key.count <= source.count else { return false }
        for offset in 0..<key.count where source[index + offset] != key[offset] { return false }
        return true
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    private static func nameEnd(in source: SourceBytes, from start: Int) -> Int? {
        var end = start
        while end < source.count, isNameByte(source[end]) { end += 1 }
        return end
    }

    /// The end of `%name%`, `{{name}}` or `[name]` at `index`.
    private static func delimitedEnd(in source: SourceBytes, at index: Int) -> Int? {
        let forms: [(open: String, close: String)] = [("{{", "}}"), ("%", "%"), ("[", "]")]
        for form in forms where matches(Array(form.open.utf8), in: source, at: index) {
            let nameStart = index + form.open.utf8.count
            guard let end = nameEnd(in: source, from: nameStart), end > nameStart,
                matches(Array(form.close.utf8), in: source, at: end)
            else { continue }
            return end + form.close.utf8.count
        }
        return nil
    }
}

/// Compiles placeholder messages into ``CompiledMessage``s: each placeholder shows its argument's
/// display text; one without a value stays as written and is reported.
///
/// ```swift
/// PlaceholderCompiler().compile("Glory Glory, %name%!").render(RenderContext(arguments: ["%name%": "Man United"])).text
/// // "Glory Glory, Man United!"
/// ```
public struct PlaceholderCompiler: Sendable {
    /// Creates a compiler.
    public init() {}

    /// Compiles `text`; `placeholders` as for ``PlaceholderParser/parse(_:placeholders:)``.
    public func compile(_ text: String, placeholders: [String]? = nil) -> CompiledMessage {
        compile(PlaceholderParser.parse(text, placeholders: placeholders))
    }

    /// Compiles a parsed message.
    public func compile(_ message: PlaceholderMessage) -> CompiledMessage {
        let parts: [MessagePart] = message.nodes.map { node in
            switch node {
            case .text(let text, _):
                .literal(text)
            case .placeholder(let name, let source, let range):
                .argument(
                    ArgumentPart(name: name, attributePath: [], transforms: [], verbatim: source, location: range.start)
                )
            }
        }
        return CompiledMessage(source: message.source, parts: parts)
    }
}

/// Parses ICU MessageFormat patterns into ``ICUMessage`` syntax trees, as ICU's `MessagePattern` does
/// with its default apostrophe mode (`DOUBLE_OPTIONAL`):
///
/// - `''` is one apostrophe, everywhere;
/// - an apostrophe before `{`, `}` (or `#` in a plural variant) starts quoted text that runs to the
///   next single apostrophe (`'{literal}'`), in which `''` is again one apostrophe;
/// - any other apostrophe is itself (`don't`), and so is a quote left open at the end;
/// - `#` in a plural or selectordinal variant is the number; in a nested `select` it is text again;
/// - an unmatched `}` at the top level is text.
///
/// Parsing never fails: a piece with a syntax error (a missing `other`, an unclosed argument, a bad
/// name) is kept as written in an ``ICUNode/invalid(_:)`` node and reported with its line and column.
public enum ICUParser {
    /// Arguments nest at most this deep; deeper ones are reported and kept as text, so hostile
    /// patterns cannot exhaust the stack of the parser, the compiler or the resolver.
    public static let maximumNesting = 100

    /// Parses a pattern.
    public static func parse(_ pattern: String) -> ICUMessage {
        var state = ICUParseState(source: SourceBytes(pattern))
        let nodes = state.parseMessage(depth: 0, inPlural: false, nested: false)
        return ICUMessage(source: pattern, nodes: nodes, diagnostics: state.diagnostics)
    }
}

/// A syntax error at an offset, thrown inside one argument and caught where the argument started.
struct ICUParseFailure: Error {
    let offset: Int
    let message: String
}

struct ICUParseState {
    let source: SourceBytes
    var index = 0
    var diagnostics: [SyntaxDiagnostic] = []

    init(source: SourceBytes) {
        self.source = source
    }

    private static let apostrophe = ICUScanning.apostrophe
    private static let open = ICUScanning.open
    private static let close = ICUScanning.close
    private static let pound = ICUScanning.pound

    /// Parses message text up to the end, or (when `nested`) up to an unquoted `}` that it leaves
    /// for the caller.
    mutating func parseMessage(depth: Int, inPlural: Bool, nested: Bool) -> [ICUNode] {
        var nodes: [ICUNode] = []
        var text: [UInt8] = []
        var textStart = index
        func flush(_ nodes: inout [ICUNode], _ text: inout [UInt8], upTo end: Int) {
            if !text.isEmpty {
                nodes.append(.text(String(decoding: text, as: UTF8.self), source.range(textStart..<end)))
                text.removeAll(keepingCapacity: true)
            }
        }
        let count = source.count
        while index < count {
            let byte = source[index]
            if byte == Self.apostrophe {
                appendApostrophe(to: &text, inPlural: inPlural)
            } else if byte == Self.pound, inPlural {
                flush(&nodes, &text, upTo: index)
                nodes.append(.pound(source.range(index..<index + 1)))
                index += 1
                textStart = index
            } else if byte == Self.open {
                flush(&nodes, &text, upTo: index)
                nodes.append(parseArgumentOrRecover(depth: depth))
                textStart = index
            } else if byte == Self.close, nested {
                break
            } else {
                text.append(byte)
                index += 1
            }
        }
        flush(&nodes, &text, upTo: index)
        return nodes
    }

    /// An apostrophe at `index`: `''`, the start of quoted text, or itself.
    private mutating func appendApostrophe(to text: inout [UInt8], inPlural: Bool) {
        var offset = index
        source.bytes.withUnsafeBufferPointer { bytes in
            ICUScanning.readApostrophe(in: bytes, at: &offset, inPlural: inPlural, into: &text)
        }
        index = offset
    }

    /// An argument starting at `index` (a `{`), or, if it has a syntax error, an invalid piece that
    /// runs to its matching `}` (or the end).
    mutating func parseArgumentOrRecover(depth: Int) -> ICUNode {
        let start = index
        do {
            return try parseArgument(depth: depth)
        } catch {
            diagnostics.append(SyntaxDiagnostic(location: source.location(error.offset), message: error.message))
            let end = recoveryEnd(from: start)
            index = end
            return .invalid(
                ICUInvalidPiece(
                    source: source.text(start..<end), reason: error.message, range: source.range(start..<end)))
        }
    }

    /// The offset after the `}` that matches the `{` at `start` (quoting respected), or the end.
    private func recoveryEnd(from start: Int) -> Int {
        var depth = 0
        var offset = start
        while offset < source.count {
            switch source[offset] {
            case Self.apostrophe:
                let next = source.byte(at: offset + 1)
                if next == Self.open || next == Self.close {
                    offset += 1
                    while offset < source.count, source[offset] != Self.apostrophe { offset += 1 }
                } else if next == Self.apostrophe {
                    offset += 1
                }
            case Self.open:
                depth += 1
            case Self.close:
                depth -= 1
                if depth == 0 { return offset + 1 }
            default:
                break
            }
            offset += 1
        }
        return source.count
    }

    private mutating func parseArgument(depth: Int) throws(ICUParseFailure) -> ICUNode {
        let start = index
        guard depth < ICUParser.maximumNesting else {
            throw ICUParseFailure(offset: start, message: "arguments nest deeper than \(ICUParser.maximumNesting)")
        }
        index = source.skipWhiteSpace(from: index + 1)
        let nameStart = index
        index = skipIdentifier(from: index)
        guard index > nameStart else {
            throw ICUParseFailure(offset: index, message: expected("an argument name"))
        }
        let name = source.text(nameStart..<index)
        if let first = name.utf8.first, (0x30...0x39).contains(first) {
            guard name.utf8.allSatisfy({ (0x30...0x39).contains($0) }), name == "0" || first != 0x30 else {
                throw ICUParseFailure(
                    offset: nameStart,
                    message:
                        "bad argument name \"\(name)\": a name starting with a digit must be a number without leading zeros"
                )
            }
        }
        index = source.skipWhiteSpace(from: index)
        if source.byte(at: index) == Self.close {
            index += 1
            return .argument(
                ICUArgument(
                    name: name, type: nil, style: nil, source: source.text(start..<index),
                    range: source.range(start..<index)))
        }
        guard source.byte(at: index) == UInt8(ascii: ",") else {
            throw ICUParseFailure(offset: index, message: expected("\",\" or \"}\" after the argument name"))
        }
        index = source.skipWhiteSpace(from: index + 1)
        let typeStart = index
        while index < source.count, Self.isASCIILetter(source[index]) { index += 1 }
        guard index > typeStart else {
            throw ICUParseFailure(
                offset: index, message: expected("an argument type (number, date, time, plural, select, selectordinal)")
            )
        }
        let type = source.text(typeStart..<index).lowercased()
        index = source.skipWhiteSpace(from: index)
        let isComplex = type == "plural" || type == "selectordinal" || type == "select"
        if source.byte(at: index) == Self.close {
            guard !isComplex else {
                throw ICUParseFailure(
                    offset: index, message: "a \(type) argument needs variants: {\(name), \(type), …}")
            }
            index += 1
            return .argument(
                ICUArgument(
                    name: name, type: type, style: nil, source: source.text(start..<index),
                    range: source.range(start..<index)))
        }
        guard source.byte(at: index) == UInt8(ascii: ",") else {
            throw ICUParseFailure(offset: index, message: expected("\",\" or \"}\" after the argument type"))
        }
        index += 1
        if isComplex {
            return try parseVariants(name: name, type: type, start: start, depth: depth)
        }
        let style = try parseSimpleStyle()
        return .argument(
            ICUArgument(
                name: name, type: type, style: style.trimmingPatternWhiteSpace().isEmpty ? nil : style,
                source: source.text(start..<index),
                range: source.range(start..<index)))
    }

    /// The style of a simple argument, up to its `}` (consumed): nested braces counted, quotes kept.
    private mutating func parseSimpleStyle() throws(ICUParseFailure) -> String {
        let styleStart = index
        var nesting = 0
        while index < source.count {
            let byte = source[index]
            if byte == Self.apostrophe {
                let quote = index
                index += 1
                while index < source.count, source[index] != Self.apostrophe { index += 1 }
                guard index < source.count else {
                    throw ICUParseFailure(offset: quote, message: "quoted text in the argument style is never closed")
                }
            } else if byte == Self.open {
                nesting += 1
            } else if byte == Self.close {
                if nesting == 0 {
                    let style = source.text(styleStart..<index)
                    index += 1
                    return style
                }
                nesting -= 1
            }
            index += 1
        }
        throw ICUParseFailure(offset: index, message: expected("\"}\" to close the argument"))
    }

    private mutating func parseVariants(name: String, type: String, start: Int, depth: Int) throws(ICUParseFailure)
        -> ICUNode
    {
        let isPlural = type != "select"
        var variants: [ICUVariant] = []
        var offset = "0"
        var hasOther = false
        while true {
            index = source.skipWhiteSpace(from: index)
            guard index < source.count else {
                throw ICUParseFailure(offset: index, message: expected("\"}\" to close the \(type) argument"))
            }
            if source[index] == Self.close {
                guard hasOther else {
                    throw ICUParseFailure(offset: start, message: "the \(type) argument has no \"other\" variant")
                }
                index += 1
                break
            }
            let keyStart = index
            let key: String
            if isPlural, source[index] == UInt8(ascii: "=") {
                index = skipNumber(from: index + 1)
                guard index > keyStart + 1, Double(source.text(keyStart + 1..<index)) != nil else {
                    throw ICUParseFailure(offset: keyStart, message: expected("a number after \"=\""))
                }
                key = source.text(keyStart..<index)
            } else {
                index = skipIdentifier(from: index)
                guard index > keyStart else {
                    throw ICUParseFailure(offset: index, message: expected("a variant key such as one or other"))
                }
                key = source.text(keyStart..<index)
                if isPlural, key == "offset", source.byte(at: index) == UInt8(ascii: ":") {
                    guard variants.isEmpty, offset == "0" else {
                        throw ICUParseFailure(offset: keyStart, message: "\"offset:\" must come before the variants")
                    }
                    let valueStart = source.skipWhiteSpace(from: index + 1)
                    index = skipNumber(from: valueStart)
                    let value = source.text(valueStart..<index)
                    guard index > valueStart, Double(value) != nil else {
                        throw ICUParseFailure(offset: valueStart, message: expected("a number after \"offset:\""))
                    }
                    offset = value
                    continue
                }
                if key == "other" { hasOther = true }
            }
            let keyRange = source.range(keyStart..<index)
            if variants.contains(where: { $0.key == key }) {
                diagnostics.append(
                    SyntaxDiagnostic(
                        location: keyRange.start, message: "duplicate variant \"\(key)\": the first one is used"))
            }
            index = source.skipWhiteSpace(from: index)
            guard source.byte(at: index) == Self.open else {
                throw ICUParseFailure(offset: index, message: expected("\"{\" to start the \(key) variant"))
            }
            index += 1
            let nodes = parseMessage(depth: depth + 1, inPlural: isPlural, nested: true)
            guard source.byte(at: index) == Self.close else {
                throw ICUParseFailure(offset: index, message: expected("\"}\" to close the \(key) variant"))
            }
            index += 1
            variants.append(ICUVariant(key: key, nodes: nodes, range: keyRange))
        }
        let range = source.range(start..<index)
        let text = source.text(start..<index)
        if isPlural {
            return .plural(
                ICUPlural(
                    name: name, isOrdinal: type == "selectordinal", offset: offset, variants: variants, source: text,
                    range: range))
        }
        return .select(ICUSelect(name: name, variants: variants, source: text, range: range))
    }

    private func expected(_ what: String) -> String {
        index < source.count
            ? "expected \(what), found \"\(source.text(index..<nextScalarEnd(index)))\""
            : "expected \(what), found the end"
    }

    private func nextScalarEnd(_ offset: Int) -> Int {
        var end = offset + 1
        while end < source.count, source[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { ICUScanning.isASCIILetter(byte) }

    /// Skips characters of a number (`0-9 + - . e E`), as ICU's `skipDouble` does.
    private func skipNumber(from offset: Int) -> Int {
        source.bytes.withUnsafeBufferPointer { ICUScanning.skipNumber(in: $0, from: offset) }
    }

    /// Skips an ICU identifier: characters that are neither Pattern_White_Space nor Pattern_Syntax.
    func skipIdentifier(from offset: Int) -> Int {
        var offset = offset
        while offset < source.count {
            let byte = source[offset]
            if byte < 0x80 {
                if byte <= 0x20 || byte == 0x7F || ICUIdentifier.isASCIISyntax(byte) { return offset }
                offset += 1
                continue
            }
            if source.whiteSpaceLength(at: offset) > 0 { return offset }
            let end = nextScalarEnd(offset)
            guard let scalar = source.text(offset..<end).unicodeScalars.first, !ICUIdentifier.isSyntax(scalar) else {
                return offset
            }
            offset = end
        }
        return offset
    }
}

/// Unicode's Pattern_Syntax, which ends ICU identifiers.
enum ICUIdentifier {
    static func isASCIISyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x5E, 0x60, 0x7B...0x7E: true
        default: false
        }
    }

    static func isSyntax(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7, 0x2010...0x2027,
            0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x245F, 0x2500...0x2775, 0x2794...0x2BFF,
            0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030, 0xFD3E, 0xFD3F, 0xFE45, 0xFE46:
            true
        default:
            false
        }
    }
}

extension String {
    /// The string without leading and trailing Pattern_White_Space.
    func trimmingPatternWhiteSpace() -> String {
        let source = SourceBytes(self)
        var start = 0
        while case let length = source.whiteSpaceLength(at: start), length > 0 { start += length }
        var end = source.count
        while end > start {
            var scalarStart = end - 1
            while scalarStart > start, source[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
            guard source.whiteSpaceLength(at: scalarStart) == end - scalarStart else { break }
            end = scalarStart
        }
        return source.text(start..<end)
    }
}

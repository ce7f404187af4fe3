/// Transifex's `<cds-root>` XML units, in which Transifex's CLI pushes Apple device variations and
/// substitutions (cds-protocol.md §1.8):
///
/// ```xml
/// <cds-root><cds-unit id="substitutions">Found %1$#@arg1@</cds-unit>
/// <cds-unit id="substitutions.arg1.plural.one">%1$ld user</cds-unit>
/// <cds-unit id="substitutions.arg1.plural.other">%1$ld users</cds-unit></cds-root>
/// ```
///
/// Unit ids: `substitutions` (the format), `substitutions.<name>.plural.<category>`, `device.<family>`,
/// `device.<family>.plural.<category>`, and a plain `plural.<category>`.
public struct CDSUnits: Sendable, Hashable {
    /// The units: id and text (entities decoded), in order.
    public let units: [(id: String, text: String)]

    public static func == (lhs: CDSUnits, rhs: CDSUnits) -> Bool {
        lhs.units.map(\.id) == rhs.units.map(\.id) && lhs.units.map(\.text) == rhs.units.map(\.text)
    }

    public func hash(into hasher: inout Hasher) {
        for unit in units {
            hasher.combine(unit.id)
            hasher.combine(unit.text)
        }
    }

    /// Whether `text` is a `<cds-root>` document (after leading white space).
    public static func isCDSRoot(_ text: String) -> Bool {
        text.drop { $0.isWhitespace }.hasPrefix("<cds-root")
    }

    /// Parses a `<cds-root>` document; throws with the line and column of the first problem.
    public init(parsing text: String) throws(SyntaxDiagnostic) {
        var scanner = CDSScanner(source: SourceBytes(text))
        units = try scanner.document()
    }

    /// The Apple format message these units describe for `device`: the device's units (falling back
    /// from iPad and iPod to iPhone, then to `other`), with substitutions and plurals as variables.
    public func message(for device: AppleDevice = .other) -> AppleFormatMessage {
        var format: String?
        var variables: [String: AppleFormatVariable] = [:]
        var devicePlural: [String: String] = [:]
        var plural: [String: String] = [:]
        let chosenDevice = device.fallbacks.first { family in units.contains { $0.id.hasPrefix("device.\(family)") } }
        for (id, text) in units {
            let parts = id.split(separator: ".").map(String.init)
            switch parts.first {
            case "substitutions" where parts.count == 1:
                format = text
            case "substitutions" where parts.count == 4 && parts[2] == "plural":
                guard case .plural(var existing) = variables[parts[1]] ?? .plural(AppleFormatPlural(forms: [:]))
                else { continue }
                existing.forms[parts[3]] = text
                variables[parts[1]] = .plural(existing)
            case "device" where parts.count >= 2 && parts[1] == chosenDevice:
                if parts.count == 2 {
                    format = text
                } else if parts.count == 4, parts[2] == "plural" {
                    devicePlural[parts[3]] = text
                }
            case "plural" where parts.count == 2:
                plural[parts[1]] = text
            default:
                continue
            }
        }
        if let forms = [devicePlural, plural].first(where: { !$0.isEmpty }), format == nil {
            variables["plural"] = .plural(AppleFormatPlural(forms: forms, argument: 1))
            format = "%#@plural@"
        }
        return AppleFormatMessage(format: format ?? "", variables: variables)
    }
}

/// A `<cds-root>` document that cannot be read, with where: the message parsers' one diagnostic shape,
/// ``SyntaxDiagnostic``.
@available(*, deprecated, renamed: "SyntaxDiagnostic")
public typealias CDSUnitsError = SyntaxDiagnostic

/// A small, strict reader of `<cds-root>` documents: elements, attributes and the five XML entities
/// plus numeric character references; anything else is an error with its position.
private struct CDSScanner {
    let source: SourceBytes
    var index = 0

    mutating func document() throws(SyntaxDiagnostic) -> [(id: String, text: String)] {
        skipSpace()
        try expect("<cds-root")
        _ = try attributes()
        var units: [(id: String, text: String)] = []
        while true {
            skipSpace()
            if starts("</cds-root") {
                index += "</cds-root".utf8.count
                skipSpace()
                try expect(">")
                skipSpace()
                guard index == source.count else { throw error("text after </cds-root>") }
                return units
            }
            guard index < source.count else { throw error("<cds-root> is not closed") }
            try expect("<cds-unit")
            let attributes = try attributes()
            guard let id = attributes["id"] else { throw error("a <cds-unit> has no id") }
            let text = try content(until: "</cds-unit")
            index += "</cds-unit".utf8.count
            skipSpace()
            try expect(">")
            units.append((id, text))
        }
    }

    private func error(_ message: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(location: source.location(index), message: message)
    }

    private func starts(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard index + bytes.count <= source.count else { return false }
        return Array(source.bytes[index..<index + bytes.count]) == bytes
    }

    private mutating func expect(_ text: String) throws(SyntaxDiagnostic) {
        guard starts(text) else { throw error("expected \(text)") }
        index += text.utf8.count
    }

    private mutating func skipSpace() {
        while index < source.count, [0x20, 0x09, 0x0A, 0x0D].contains(source[index]) { index += 1 }
    }

    /// `name="value"` pairs up to `>`.
    private mutating func attributes() throws(SyntaxDiagnostic) -> [String: String] {
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < source.count else { throw error("an element is not closed with >") }
            if source[index] == UInt8(ascii: ">") {
                index += 1
                return attributes
            }
            let nameStart = index
            while index < source.count, ![UInt8(ascii: "="), 0x20, UInt8(ascii: ">")].contains(source[index]) {
                index += 1
            }
            let name = source.text(nameStart..<index)
            skipSpace()
            try expect("=")
            skipSpace()
            guard index < source.count, source[index] == UInt8(ascii: "\"") || source[index] == UInt8(ascii: "'")
            else { throw error("expected a quoted attribute value") }
            let quote = source[index]
            index += 1
            let valueStart = index
            while index < source.count, source[index] != quote { index += 1 }
            guard index < source.count else { throw error("an attribute value is not closed") }
            attributes[name] = try decode(valueStart..<index)
            index += 1
        }
    }

    /// Text up to `end` (not consumed), entities decoded; no markup allowed inside.
    private mutating func content(until end: String) throws(SyntaxDiagnostic) -> String {
        let start = index
        while index < source.count, !starts(end) {
            if source[index] == UInt8(ascii: "<") { throw error("markup inside a <cds-unit>") }
            index += 1
        }
        guard index < source.count else { throw error("a <cds-unit> is not closed") }
        return try decode(start..<index)
    }

    /// The text of `range` with its entities decoded; an unknown or unterminated entity is reported at
    /// its `&`, with the line and column in the whole document.
    private func decode(_ range: Range<Int>) throws(SyntaxDiagnostic) -> String {
        guard source.bytes[range].contains(UInt8(ascii: "&")) else { return source.text(range) }
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = source[offset]
            guard byte == UInt8(ascii: "&") else {
                result.append(byte)
                offset += 1
                continue
            }
            var end = offset + 1
            while end < range.upperBound, end - offset <= 12, source[end] != UInt8(ascii: ";") { end += 1 }
            guard end < range.upperBound, source[end] == UInt8(ascii: ";") else {
                throw SyntaxDiagnostic(
                    location: source.location(offset), message: "\"&\" starts no entity (no \";\"); write &amp;")
            }
            let name = source.text(offset + 1..<end)
            let replacement: Unicode.Scalar
            switch name {
            case "lt": replacement = "<"
            case "gt": replacement = ">"
            case "amp": replacement = "&"
            case "quot": replacement = "\""
            case "apos": replacement = "'"
            default:
                let hexadecimal = name.hasPrefix("#x") || name.hasPrefix("#X")
                let digits = hexadecimal ? name.dropFirst(2) : name.dropFirst()
                guard name.hasPrefix("#"), let value = UInt32(digits, radix: hexadecimal ? 16 : 10), value != 0,
                    let scalar = Unicode.Scalar(value)
                else {
                    let what = name.hasPrefix("#") ? "invalid character reference" : "unknown entity"
                    throw SyntaxDiagnostic(location: source.location(offset), message: "\(what) &\(name);")
                }
                replacement = scalar
            }
            result.append(contentsOf: String(replacement).utf8)
            offset = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}

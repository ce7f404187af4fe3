/// A decoration template parsed once into pieces: literal text, attribute placeholders (`{$href}`)
/// and the decorated content (`{$0}`, which may appear more than once, or not at all).
///
/// Parsing ahead keeps rendering free of string searching: an output only appends pieces.
public struct DecorationTemplate: Sendable, Hashable {
    /// One piece of a template.
    public enum Piece: Sendable, Hashable {
        /// Template text (trusted).
        case literal(String)
        /// An attribute placeholder; replaced by the attribute's value, or nothing when absent.
        case attribute(String)
        /// The decorated content.
        case content
    }

    /// The pieces before the first `{$0}` (all of them when there is none).
    public let prefix: [Piece]
    /// The pieces after the first `{$0}`.
    public let suffix: [Piece]
    /// Whether the template contains `{$0}`. Without it the template replaces the content, as
    /// TMLKit's substitution does.
    public let includesContent: Bool

    /// Parses a template such as `<a href='{$href}'>{$0}</a>`.
    public init(_ template: String) {
        var pieces: [Piece] = []
        var literal = ""
        var rest = template.unicodeScalars[...]
        while let scalar = rest.first {
            if scalar == "{", rest.dropFirst().first == "$", let close = rest.firstIndex(of: "}") {
                let nameStart = rest.index(rest.startIndex, offsetBy: 2)
                let name = String(String.UnicodeScalarView(rest[nameStart..<close]))
                if !literal.isEmpty {
                    pieces.append(.literal(literal))
                    literal = ""
                }
                pieces.append(name == "0" ? .content : .attribute(name))
                rest = rest[rest.index(after: close)...]
            } else {
                literal.unicodeScalars.append(scalar)
                rest = rest.dropFirst()
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        if let first = pieces.firstIndex(of: .content) {
            prefix = Array(pieces[..<first])
            suffix = Array(pieces[(first + 1)...])
            includesContent = true
        } else {
            prefix = pieces
            suffix = []
            includesContent = false
        }
    }

    /// Appends pieces to `buffer`: attribute values escaped for HTML when `escapesAttributes`, content
    /// pieces as `content`.
    static func append(
        _ pieces: [Piece], attributes: [String: String], content: [UInt8] = [], escapesAttributes: Bool,
        to buffer: inout UTF8Buffer
    ) {
        for piece in pieces {
            switch piece {
            case .literal(let literal): buffer.append(literal)
            case .attribute(let name):
                guard let value = attributes[name] else { continue }
                if escapesAttributes { HTMLOutput.appendEscaped(value, to: &buffer) } else { buffer.append(value) }
            case .content: content.withUnsafeBufferPointer { buffer.append($0) }
            }
        }
    }

    /// Whether the suffix repeats the content (so the output must keep it to write it again).
    var suffixRepeatsContent: Bool { suffix.contains(.content) }
}

/// What the caller passed for a decoration, as an output needs it: a template of its own, and the
/// attributes for the template's placeholders.
struct DecorationRequest {
    /// A template the caller supplied (trusted), if any.
    let template: DecorationTemplate?
    /// Attribute values (escaped by HTML output).
    let attributes: [String: String]
    /// Whether the value says "content only" (TML: a decoration value such as `1` or `true`).
    let contentOnly: Bool

    init(_ value: MessageValue?) {
        switch value {
        case .decoration(let decoration)?:
            template = decoration.template.map(DecorationTemplate.init)
            attributes = decoration.attributes
            contentOnly = false
        case .object(let object)?:
            template = nil
            attributes = object.attributes.mapValues { DisplayText.of($0).0 }
            contentOnly = false
        case .string(let string)?, .safeString(let string)?:
            template = DecorationTemplate(string)
            attributes = [:]
            contentOnly = false
        case nil:
            template = nil
            attributes = [:]
            contentOnly = false
        default:
            template = nil
            attributes = [:]
            contentOnly = true
        }
    }
}

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
    public var prefix: [Piece] { parsed.prefix }
    /// The pieces after the first `{$0}`.
    public var suffix: [Piece] { parsed.suffix }
    /// Whether the template contains `{$0}`. Without it the template replaces the content, as
    /// TMLKit's substitution does.
    public var includesContent: Bool { parsed.includesContent }
    /// Whether the suffix repeats the content (so the output must keep it to write it again).
    var suffixRepeatsContent: Bool { parsed.suffixRepeatsContent }
    /// The prefix's UTF-8 when it is literal text alone (no attributes): appended in one piece.
    var literalPrefix: [UInt8]? { parsed.literalPrefix }
    /// The suffix's UTF-8 when it is literal text alone.
    var literalSuffix: [UInt8]? { parsed.literalSuffix }

    /// The parsed template behind one reference: outputs keep the templates of open decorations,
    /// and one reference is cheap to keep.
    private final class Parsed: Sendable {
        let prefix: [Piece]
        let suffix: [Piece]
        let includesContent: Bool
        let suffixRepeatsContent: Bool
        let literalPrefix: [UInt8]?
        let literalSuffix: [UInt8]?

        init(prefix: [Piece], suffix: [Piece], includesContent: Bool) {
            self.prefix = prefix
            self.suffix = suffix
            self.includesContent = includesContent
            suffixRepeatsContent = suffix.contains(.content)
            literalPrefix = Parsed.literalBytes(of: prefix)
            literalSuffix = Parsed.literalBytes(of: suffix)
        }

        /// The UTF-8 of pieces that are all literal text, else `nil`.
        private static func literalBytes(of pieces: [Piece]) -> [UInt8]? {
            var bytes: [UInt8] = []
            for piece in pieces {
                guard case .literal(let text) = piece else { return nil }
                bytes.append(contentsOf: text.utf8)
            }
            return bytes
        }
    }

    private let parsed: Parsed

    /// Templates are equal when their pieces are.
    public static func == (lhs: DecorationTemplate, rhs: DecorationTemplate) -> Bool {
        lhs.parsed === rhs.parsed
            || (lhs.prefix == rhs.prefix && lhs.suffix == rhs.suffix
                && lhs.includesContent == rhs.includesContent)
    }

    /// Hashes the pieces.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(prefix)
        hasher.combine(suffix)
        hasher.combine(includesContent)
    }

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
            parsed = Parsed(
                prefix: Array(pieces[..<first]), suffix: Array(pieces[(first + 1)...]), includesContent: true)
        } else {
            parsed = Parsed(prefix: pieces, suffix: [], includesContent: false)
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
    /// Whether the decoration is MessageFormat 2 markup (``DecorationValue/isMarkup``).
    let isMarkup: Bool

    init(_ value: MessageValue?) {
        isMarkup = Self.isMarkup(value)
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

    /// Whether `value` marks MessageFormat 2 markup, read without copying its attributes.
    static func isMarkup(_ value: MessageValue?) -> Bool {
        if case .decoration(let decoration)? = value { return decoration.isMarkup }
        return false
    }
}

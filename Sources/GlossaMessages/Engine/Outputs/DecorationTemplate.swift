/// A decoration template parsed once: the pieces before the content (`{$0}`) and after it, each a
/// literal or an attribute placeholder (`{$href}`).
///
/// Parsing ahead keeps rendering free of string searching: an output only appends pieces.
public struct DecorationTemplate: Sendable, Hashable {
    /// One piece of a template.
    public enum Piece: Sendable, Hashable {
        /// Template text (trusted).
        case literal(String)
        /// An attribute placeholder; replaced by the attribute's value, or nothing when absent.
        case attribute(String)
    }

    /// The pieces before the content.
    public let prefix: [Piece]
    /// The pieces after the content; empty when the template has no `{$0}`.
    public let suffix: [Piece]
    /// Whether the template contains `{$0}`. Without it the template replaces the content, as
    /// TMLKit's substitution does.
    public let includesContent: Bool

    /// Parses a template such as `<a href='{$href}'>{$0}</a>`.
    public init(_ template: String) {
        var prefix: [Piece] = []
        var suffix: [Piece] = []
        var seenContent = false
        var literal = ""
        var characters = template.unicodeScalars[...]
        func flush() {
            if !literal.isEmpty {
                if seenContent { suffix.append(.literal(literal)) } else { prefix.append(.literal(literal)) }
                literal = ""
            }
        }
        while let scalar = characters.first {
            if scalar == "{", characters.dropFirst().first == "$",
                let close = characters.firstIndex(of: "}")
            {
                let name = String(
                    String.UnicodeScalarView(characters[characters.index(characters.startIndex, offsetBy: 2)..<close]))
                flush()
                if name == "0" {
                    seenContent = true
                } else if seenContent {
                    suffix.append(.attribute(name))
                } else {
                    prefix.append(.attribute(name))
                }
                characters = characters[characters.index(after: close)...]
            } else {
                literal.unicodeScalars.append(scalar)
                characters = characters.dropFirst()
            }
        }
        flush()
        self.prefix = prefix
        self.suffix = suffix
        self.includesContent = seenContent
    }

    /// Renders pieces with attribute values passed through `escape`.
    static func render(_ pieces: [Piece], attributes: [String: String], escape: (String) -> String) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .attribute(let name): if let value = attributes[name] { text += escape(value) }
            }
        }
        return text
    }
}

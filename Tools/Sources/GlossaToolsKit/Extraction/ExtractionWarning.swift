/// Something `glossa extract` saw but could not extract, with where it is.
public struct ExtractionWarning: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable {
        /// The key (or another argument that must be known at build time) is not a string literal.
        case dynamicString
        /// `NSLocalizedString` with an interpolated literal: the key is built at run time.
        case interpolatedKey
        /// The file could not be read or is not UTF-8.
        case unreadableFile
        /// The parser found a syntax error; strings in the rest of the file are still extracted.
        case syntaxError
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// Where.
    public let position: SourcePosition
    /// A sentence saying what was found and why it is a problem.
    public let message: String

    /// Creates a warning.
    public init(kind: Kind, position: SourcePosition, message: String) {
        self.kind = kind
        self.position = position
        self.message = message
    }

    /// `file:line:column: warning: message`, the form compilers and editors understand.
    public var description: String { "\(position): warning: \(message)" }

    public static func < (lhs: ExtractionWarning, rhs: ExtractionWarning) -> Bool {
        (lhs.position, lhs.message) < (rhs.position, rhs.message)
    }
}

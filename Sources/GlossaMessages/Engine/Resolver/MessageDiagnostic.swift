/// Something a render could not resolve. Rendering never fails: the piece stays visible in the
/// output (verbatim) and one of these says where and why.
public struct MessageDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem.
    public enum Kind: String, Sendable, Hashable {
        /// No value was passed for an argument.
        case missingArgument
        /// A value has no attribute of that name (`{user.email}`).
        case missingAttribute
        /// No variant fits the value (for example a gender form for a number).
        case noMatchingVariant
        /// A transformation (language case, format) did not apply.
        case transformFailed
        /// The piece did not compile.
        case unsupported
    }

    /// The kind of problem.
    public let kind: Kind
    /// The verbatim source text of the piece.
    public let source: String
    /// Where the piece starts in the message.
    public let location: SourceLocation
    /// Why it could not be resolved.
    public let reason: String

    /// Creates a diagnostic.
    public init(kind: Kind, source: String, location: SourceLocation, reason: String) {
        self.kind = kind
        self.source = source
        self.location = location
        self.reason = reason
    }

    /// `line:column: reason (source)`.
    public var description: String { "\(location): \(reason) (\(source))" }
}

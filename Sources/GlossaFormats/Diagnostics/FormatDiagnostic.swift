/// Something a reader or writer wants the user to know: an error it recovered from, a value a target
/// format cannot represent, a duplicate key.
public struct FormatDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Information, for example that a key was normalised.
        case note
        /// Something was kept but may not be what was meant, or cannot be represented exactly.
        case warning
        /// Input was malformed; the reader skipped the part it could not read.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders note < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// What kind of problem it is, for callers that act on it.
    public enum Kind: String, Sendable, Hashable {
        /// The input is not well-formed (a missing `;`, an unterminated string, bad XML).
        case syntax
        /// The bytes are not valid in the encoding they claim.
        case encoding
        /// Well-formed, but a value has the wrong type or an unknown name.
        case invalidValue
        /// A key appears twice; the reader says which value it kept.
        case duplicateKey
        /// The target format has no way to express this; it was left out or simplified.
        case unrepresentable
        /// A limit (size, depth, ratio) was reached.
        case limit
        /// An archive member was refused (path traversal, link, special file).
        case unsafeArchiveMember
    }

    /// How serious it is.
    public var severity: Severity
    /// What kind of problem it is.
    public var kind: Kind
    /// A sentence for people.
    public var message: String
    /// The file (or archive member) it is about, if known.
    public var file: String?
    /// Where in that file, if known.
    public var location: SourceLocation?
    /// The entry it is about, if any.
    public var key: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ kind: Kind, _ message: String, file: String? = nil, location: SourceLocation? = nil,
        key: String? = nil
    ) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.file = file
        self.location = location
        self.key = key
    }

    /// `file:line:column: severity: message`, leaving out what is unknown.
    public var description: String {
        var prefix = ""
        if let file { prefix += file + ":" }
        if let location { prefix += "\(location.line):\(location.column):" }
        if !prefix.isEmpty { prefix += " " }
        return "\(prefix)\(severity.rawValue): \(message)"
    }

    /// The diagnostic with `file` set if it had none.
    public func inFile(_ file: String?) -> FormatDiagnostic {
        var copy = self
        if copy.file == nil { copy.file = file }
        return copy
    }
}

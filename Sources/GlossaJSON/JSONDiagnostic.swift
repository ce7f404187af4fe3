/// Something legal but suspicious the parser noticed.
public struct JSONDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What was noticed.
    public enum Kind: Sendable, Hashable {
        /// An object repeats `key`; the member located is the repeat. Both members are kept and
        /// lookup returns the last one.
        case duplicateKey(String)
    }

    /// What was noticed.
    public let kind: Kind
    /// Where: for a duplicate key, the opening quote of the repeated key.
    public let location: JSONLocation

    /// Creates a diagnostic.
    public init(kind: Kind, location: JSONLocation) {
        self.kind = kind
        self.location = location
    }

    /// A sentence describing the problem, without its position.
    public var message: String {
        switch kind {
        case .duplicateKey(let key):
            "duplicate key \(JSONWriter.quoted(key)) in object (lookup uses the last one)"
        }
    }

    /// The message followed by ` at line L, column C`.
    public var description: String { "\(message) at \(location)" }
}

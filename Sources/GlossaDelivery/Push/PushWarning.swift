/// A problem with the strings of a push found before sending them.
public enum PushWarning: Sendable, Hashable, CustomStringConvertible {
    /// Several strings share the key; the last one was sent.
    case duplicateKey(String)
    /// A string with an empty or blank key was left out.
    case emptyKey(sourceString: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .duplicateKey(let key): "duplicate key \"\(key)\": the last string with it was sent"
        case .emptyKey(let string): "a string with an empty key was left out: \"\(string)\""
        }
    }
}

/// Why a string is not a locale identifier.
///
/// Positions are 1-based character offsets of the offending subtag in the string that was parsed, so
/// `en_US.UTF-8` reports `bad subtag "US.UTF" at position 4` (`-` and `_` both separate subtags).
public enum LocaleIdentifierError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The string was empty.
    case empty
    /// Two separators in a row, or a separator at the start or end.
    case emptySubtag(position: Int)
    /// The first subtag is not a language (2–3 or 5–8 letters, `root`, `und` or `Base`).
    case badLanguage(String, position: Int)
    /// A subtag that is not valid where it appears: bad characters, wrong length or out of order.
    case badSubtag(String, position: Int)
    /// The same variant appears twice (`de-1901-1901`).
    case duplicateVariant(String, position: Int)
    /// The same extension singleton appears twice (`en-u-ca-gregory-u-nu-latn`).
    case duplicateExtension(String, position: Int)
    /// An extension singleton or `x` with no subtags after it (`en-u`, `en-x`).
    case emptyExtension(String, position: Int)

    /// A one-line English explanation, for example `bad subtag "US.UTF" at position 4`.
    public var description: String {
        switch self {
        case .empty:
            "empty locale identifier"
        case .emptySubtag(let position):
            "empty subtag at position \(position)"
        case .badLanguage(let subtag, let position):
            "bad language \"\(subtag)\" at position \(position): expected 2–3 or 5–8 letters, root, und or Base"
        case .badSubtag(let subtag, let position):
            "bad subtag \"\(subtag)\" at position \(position)"
        case .duplicateVariant(let subtag, let position):
            "duplicate variant \"\(subtag)\" at position \(position)"
        case .duplicateExtension(let singleton, let position):
            "duplicate extension \"\(singleton)\" at position \(position)"
        case .emptyExtension(let singleton, let position):
            "extension \"\(singleton)\" at position \(position) has no subtags"
        }
    }
}

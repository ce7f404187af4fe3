/// The answer to a content fetch for one locale.
public enum ContentResponse: Sendable, Hashable {
    /// `200`: the locale's complete table, the ETag to send next time, and entries that were skipped.
    case content(TranslationTable, etag: String?, skipped: [ContentDiagnostic])
    /// `304`: the content is unchanged since the ETag that was sent; keep the cached table.
    case notModified
}

/// An entry of a content response that was skipped because it is not `{"string": "<text>"}`.
///
/// The official Swift client drops the whole locale on one such entry; Glossa keeps the others.
public struct ContentDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The entry's key.
    public var key: String
    /// What is wrong with it.
    public var problem: String

    /// Creates a diagnostic.
    public init(key: String, problem: String) {
        self.key = key
        self.problem = problem
    }

    /// `entry "key": problem`.
    public var description: String { "entry \"\(key)\": \(problem)" }
}

/// An entry of a push that could not be read; the service reports it in the job and stores the rest.
public struct PushFailure: Error, Sendable, Hashable {
    /// The entry's key.
    public var key: String
    /// The field that was wrong (empty for the entry as a whole).
    public var field: String
    /// What was wrong.
    public var detail: String
    /// A JSON pointer into the push body (`/data/<key>/meta/tags`).
    public var pointer: String

    /// Creates a failure.
    public init(key: String, field: String, detail: String, pointer: String) {
        self.key = key
        self.field = field
        self.detail = detail
        self.pointer = pointer
    }
}

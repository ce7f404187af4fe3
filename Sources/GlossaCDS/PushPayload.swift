/// The body of a push (`POST /content`): `{"data": {key: {"string", "meta"}}, "meta": {…}}`.
///
/// The delivery client writes it with ``jsonBytes()``; the server reads it with
/// ``init(parsing:)``. Both directions live here so that the two cannot disagree.
public struct PushPayload: Sendable, Hashable {
    /// The strings in body order, one per key.
    public var strings: [SourceString]
    /// How to merge with stored strings.
    public var options: PushOptions
    /// Entries that could not be read, with why (only from ``init(parsing:)``); the service reports
    /// them as `failed` in the job and stores the rest.
    public var failures: [PushFailure]

    /// Creates a payload from its parts.
    public init(strings: [SourceString], options: PushOptions = PushOptions(), failures: [PushFailure] = []) {
        self.strings = strings
        self.options = options
        self.failures = failures
    }
}

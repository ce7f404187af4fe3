/// A request body or query that does not follow the CDS protocol, with what was wrong and where.
///
/// The server answers it with 400 and ``message`` as the error's detail.
public struct CDSWireError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong and where (a JSON line and column, a member path or a query parameter).
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

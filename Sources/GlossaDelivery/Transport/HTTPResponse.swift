import Foundation

/// A response an ``HTTPTransport`` returns: any status code is a response, not an error.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code.
    public var statusCode: Int
    /// Header fields, with names lowercased.
    public var headers: [String: String]
    /// The body (already decompressed by the transport).
    public var body: Data

    /// Creates a response; header names are lowercased.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    /// The value of a header field, looked up without regard to case.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}

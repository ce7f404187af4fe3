/// An error a push job reports (JSON:API style), or a plain message when the service sent a string.
public struct JobError: Sendable, Hashable, CustomStringConvertible {
    /// The HTTP-like status, as a string (`"400"`).
    public var status: String
    /// A machine-readable code (`invalid`).
    public var code: String
    /// A short title.
    public var title: String
    /// The detail.
    public var detail: String
    /// Where the error applies (`{"pointer": "/data/0/attributes/context"}`).
    public var source: [String: String]

    /// Creates an error.
    public init(
        status: String = "", code: String = "", title: String = "", detail: String, source: [String: String] = [:]
    ) {
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
        self.source = source
    }

    /// `status code: title — detail (source)`.
    public var description: String {
        var parts: [String] = []
        if !status.isEmpty { parts.append(status) }
        if !code.isEmpty { parts.append(code + ":") }
        if !title.isEmpty { parts.append(title) }
        if !detail.isEmpty { parts.append(title.isEmpty ? detail : "— \(detail)") }
        if !source.isEmpty {
            parts.append(
                "(" + source.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")")
        }
        return parts.joined(separator: " ")
    }
}

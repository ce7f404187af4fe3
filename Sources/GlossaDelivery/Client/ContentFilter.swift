import Foundation

/// Which strings a content fetch asks for: `filter[tags]` and `filter[status]`.
///
/// The service returns only strings carrying **all** the tags, and for target languages only
/// translations that reached the status. Each filter is a separate cache entry on the service, and
/// a separate ETag here.
public struct ContentFilter: Sendable, Hashable, CustomStringConvertible {
    /// Tags every returned string must carry; trimmed, empties removed, in the order given.
    public let tags: [String]
    /// A translation status (`translated`, `reviewed`, `proofread`, `finalized`), or `nil` for all.
    public let status: String?

    /// No filter: every string.
    public static let none = ContentFilter()

    /// Creates a filter. Tags are trimmed and empty ones dropped; an empty status means none.
    public init(tags: [String] = [], status: String? = nil) {
        self.tags = tags.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let status = status?.trimmingCharacters(in: .whitespaces)
        self.status = status?.isEmpty == false ? status : nil
    }

    /// The query items in the order the official clients send them: tags (joined with `,`), then
    /// status.
    public var queryItems: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = []
        if !tags.isEmpty { items.append((name: "filter[tags]", value: tags.joined(separator: ","))) }
        if let status { items.append((name: "filter[status]", value: status)) }
        return items
    }

    /// The query string, percent-encoded like Python's `urlencode` (the recorded trace of the official
    /// Python client): `filter%5Btags%5D=probe%2Chome&filter%5Bstatus%5D=reviewed`; empty without a
    /// filter.
    public var encodedQuery: String {
        queryItems.map { "\(QueryEncoding.encode($0.name))=\(QueryEncoding.encode($0.value))" }
            .joined(separator: "&")
    }

    /// A stable identity for ETag storage: the service sorts tags, so `a,b` and `b,a` are one entry.
    public var storageKey: String {
        "tags=\(tags.sorted().joined(separator: ","));status=\(status ?? "")"
    }

    /// `tags=[…] status=…` for logs.
    public var description: String {
        "tags=\(tags) status=\(status ?? "any")"
    }
}

/// Percent-encoding of query components: everything but RFC 3986's unreserved characters.
enum QueryEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}

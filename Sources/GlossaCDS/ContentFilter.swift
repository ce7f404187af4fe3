import Foundation

/// Which strings a content request asks for: `filter[tags]` (all of the tags) and `filter[status]`.
///
/// The service returns only strings carrying **all** the tags, and for target languages only
/// translations that reached the status. Tags are a set: they are kept trimmed, without empties,
/// sorted and unique, so two filters with the same tags in another order are equal (and are one
/// cache entry on the service and one ETag in the client).
public struct ContentFilter: Sendable, Hashable, CustomStringConvertible {
    /// Tags every returned string must carry: trimmed, without empties, sorted, unique.
    public var tags: [String]
    /// The lowest status a translation needs to be returned (target languages only), or `nil` for
    /// every translation.
    public var status: TranslationStatus?

    /// No filter: every string.
    public static let none = ContentFilter()

    /// Creates a filter; tags are cleaned as the CDS cleans them.
    public init(tags: [String] = [], status: TranslationStatus? = nil) {
        self.tags = Array(Set(tags.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty })).sorted()
        self.status = status
    }

    /// Reads `filter[tags]` (comma-separated) and `filter[status]` from decoded query items.
    ///
    /// - Throws: ``CDSWireError`` for a tag with characters outside letters, digits, spaces and
    ///   `_-.:@+`, a tag of more than 100 characters, `..`, or an unknown status.
    public init(query: [String: String]) throws(CDSWireError) {
        var tags: [String] = []
        if let raw = query["filter[tags]"] {
            tags = raw.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            for tag in tags where !tag.isEmpty && !Self.isValidTag(tag) {
                throw CDSWireError("Invalid tags filter")
            }
        }
        var status: TranslationStatus?
        if let raw = query["filter[status]"], !raw.isEmpty {
            guard let parsed = TranslationStatus(rawValue: raw) else {
                throw CDSWireError("Invalid status filter: expected translated, reviewed, proofread or finalized")
            }
            status = parsed
        }
        self.init(tags: tags, status: status)
    }

    /// Whether the service accepts `tag` in a filter: at most 100 letters, digits, spaces and `_-.:@+`,
    /// without `..`.
    public static func isValidTag(_ tag: String) -> Bool {
        guard tag.count <= 100, !tag.contains("..") else { return false }
        return tag.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || " _-.:@+".unicodeScalars.contains(scalar)
        }
    }

    /// The query items a client sends: tags (joined with `,`), then status; none without a filter.
    public var queryItems: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = []
        if !tags.isEmpty { items.append((name: "filter[tags]", value: tags.joined(separator: ","))) }
        if let status { items.append((name: "filter[status]", value: status.rawValue)) }
        return items
    }

    /// The query string, percent-encoded like Python's `urlencode` (as the official Python client
    /// sends it): `filter%5Btags%5D=home%2Cprobe&filter%5Bstatus%5D=reviewed`; empty without a filter.
    public var encodedQuery: String {
        queryItems.map { "\(QueryEncoding.encode($0.name))=\(QueryEncoding.encode($0.value))" }
            .joined(separator: "&")
    }

    /// `tags=[…] status=…` for logs.
    public var description: String {
        "tags=\(tags) status=\(status?.rawValue ?? "any")"
    }
}

/// The filters of `GET /content/{lang}`: `filter[tags]` (all of the tags) and `filter[status]`.
public struct ContentFilter: Sendable, Hashable {
    /// Tags every returned string must carry: trimmed, without empties, sorted, unique.
    public var tags: [String]
    /// The lowest status a translation needs to be returned (target languages only).
    public var status: TranslationStatus?

    /// The filter's part of a response cache key: `?tags=a,b&status=reviewed`, empty without a filter.
    var cacheSuffix: String {
        var suffix = ""
        if !tags.isEmpty { suffix += "?tags=" + tags.joined(separator: ",") }
        if let status { suffix += "&status=" + status.rawValue }
        return suffix
    }

    /// Creates a filter; tags are cleaned as the CDS cleans them.
    public init(tags: [String] = [], status: TranslationStatus? = nil) {
        self.tags = Array(Set(tags.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty })).sorted()
        self.status = status
    }

    /// Reads `filter[tags]` (comma-separated) and `filter[status]` from decoded query items.
    ///
    /// - Throws: ``ProtocolError`` 400 for a tag with characters outside letters, digits, spaces and
    ///   `_-.:@+`, a tag of more than 100 characters, `..`, or an unknown status.
    public init(query: [String: String]) throws(ProtocolError) {
        var tags: [String] = []
        if let raw = query["filter[tags]"] {
            tags = raw.split(separator: ",", omittingEmptySubsequences: false).map {
                String($0).trimmingWhitespace()
            }
            for tag in tags where !tag.isEmpty && !Self.isValidTag(tag) {
                throw .badRequest("Invalid tags filter")
            }
        }
        var status: TranslationStatus?
        if let raw = query["filter[status]"], !raw.isEmpty {
            guard let parsed = TranslationStatus(rawValue: raw) else {
                throw .badRequest("Invalid status filter: expected translated, reviewed, proofread or finalized")
            }
            status = parsed
        }
        self.init(tags: tags, status: status)
    }

    static func isValidTag(_ tag: String) -> Bool {
        guard tag.count <= 100, !tag.contains("..") else { return false }
        return tag.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || " _-.:@+".unicodeScalars.contains(scalar)
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}

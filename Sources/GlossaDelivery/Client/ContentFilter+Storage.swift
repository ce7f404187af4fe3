import GlossaCDS

extension ContentFilter {
    /// A stable identity for ETag storage (`tags=a,b;status=reviewed`): one entry per filter the
    /// service caches separately.
    public var storageKey: String {
        "tags=\(tags.joined(separator: ","));status=\(status?.rawValue ?? "")"
    }
}

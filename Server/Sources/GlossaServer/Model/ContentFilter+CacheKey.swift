import GlossaCDS

extension ContentFilter {
    /// The filter's part of a response cache key: `?tags=a,b&status=reviewed`, empty without a filter.
    var cacheSuffix: String {
        var suffix = ""
        if !tags.isEmpty { suffix += "?tags=" + tags.joined(separator: ",") }
        if let status { suffix += "&status=" + status.rawValue }
        return suffix
    }
}

import Foundation

/// What the string list shows: a search text, filters (status, with comments, tag, changed since a day)
/// and a page; the editor page carries the same values so that previous and next follow the list the
/// translator came from.
struct EditorListing: Sendable, Hashable {
    /// The search text (in keys, sources and translations); nil: none.
    var search: String?
    /// Only this status; nil: all.
    var status: WorkflowStatus?
    /// Only strings with comments in the language.
    var withComments = false
    /// Only strings with this tag; nil: all.
    var tag: String?
    /// Only strings whose translation changed on or after this day (`YYYY-MM-DD`, from midnight UTC).
    var changedSince: String?
    /// The page, from 0.
    var page: Int

    /// Reads `q`, `status`, `comments`, `tag`, `since` and `page` from a query; 400 for a status, day or
    /// page that is not one.
    init(_ query: [String: String]) throws {
        search = query["q"].flatMap { $0.isEmpty ? nil : $0 }
        withComments = query["comments"] == "1"
        tag = query["tag"].flatMap { $0.isEmpty ? nil : $0 }
        if let raw = query["since"], !raw.isEmpty {
            guard Self.unixMilliseconds(day: raw) != nil else {
                throw EditorFormError("since must be a day as YYYY-MM-DD")
            }
            changedSince = raw
        }
        if let raw = query["status"], !raw.isEmpty {
            guard let status = WorkflowStatus(rawValue: raw) else {
                throw EditorFormError("status must be untranslated, translated, needs_review or reviewed")
            }
            self.status = status
        }
        if let raw = query["page"], !raw.isEmpty {
            guard let page = Int(raw), (0...Int(Int32.max) / EditorRoutes.pageSize).contains(page) else {
                throw EditorFormError("page must be a whole number from 0")
            }
            self.page = page
        } else {
            page = 0
        }
    }

    /// The first string of the page.
    var offset: Int { page * EditorRoutes.pageSize }

    /// The store's query for `language`.
    func query(language: String) -> StringQuery {
        StringQuery(
            language: language, status: status, search: search, withComments: withComments, tag: tag,
            changedSince: changedSince.flatMap(Self.unixMilliseconds(day:)), offset: offset,
            limit: EditorRoutes.pageSize)
    }

    /// Midnight UTC of `day` (`YYYY-MM-DD`) in Unix milliseconds; nil if it is not a day.
    static func unixMilliseconds(day: String) -> Int64? {
        guard day.utf8.count == 10, let date = try? Date.ISO8601FormatStyle().year().month().day().parse(day) else {
            return nil
        }
        return Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// The query string of the list at `page`.
    func query(page: Int) -> String {
        fields(["page": String(page)])
    }

    /// The query string of the editor of `key`, the `index`-th string of the filtered list.
    func query(key: String, index: Int) -> String {
        fields(["key": key, "i": String(index)])
    }

    private func fields(_ extra: [String: String]) -> String {
        var pairs: [(String, String)] = []
        if let search { pairs.append(("q", search)) }
        if let status { pairs.append(("status", status.rawValue)) }
        if withComments { pairs.append(("comments", "1")) }
        if let tag { pairs.append(("tag", tag)) }
        if let changedSince { pairs.append(("since", changedSince)) }
        for name in extra.keys.sorted() { pairs.append((name, extra[name] ?? "")) }
        return pairs.map { "\($0)=\(EditorRoutes.queryEncoded($1))" }.joined(separator: "&")
    }
}

/// One match of a ``BoundedRegex`` in a string.
///
/// Ranges are Unicode-scalar aligned indices of the searched string; they need not fall on `Character`
/// boundaries (a pattern may match a base letter without its combining mark).
public struct RegexMatch: Sendable, Hashable {
    /// The searched string.
    let text: String
    /// The range of the whole match.
    public let range: Range<String.Index>
    /// One entry per group: index 0 is the whole match (equal to ``range``), index `k` is capture group
    /// `k` counted by its opening parenthesis, `nil` when that group did not take part in the match.
    public let captures: [Range<String.Index>?]

    init(text: String, captures: [Range<String.Index>?]) {
        self.text = text
        self.range = captures.first.flatMap { $0 } ?? text.startIndex..<text.startIndex
        self.captures = captures
    }

    /// The text of group `group` (0 is the whole match), or `nil` when the group does not exist or did not
    /// take part in the match.
    public subscript(group: Int) -> Substring? {
        guard captures.indices.contains(group), let range = captures[group] else { return nil }
        return Substring(text.unicodeScalars[range])
    }
}

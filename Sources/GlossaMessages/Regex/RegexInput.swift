/// A string prepared for matching: its Unicode scalars, the `String.Index` of every scalar boundary, and,
/// for case-insensitive programs, the folded and uppercased scalars.
struct RegexInput {
    let text: String
    let scalars: [UInt32]
    /// `indices[k]` is the index of scalar `k`; the last element is `text.endIndex`.
    let indices: [String.Index]
    /// Case-folded scalars (empty when matching is case sensitive).
    let folded: [UInt32]
    /// Uppercased scalars (empty when matching is case sensitive).
    let uppercased: [UInt32]

    init(_ text: String, caseInsensitive: Bool) {
        self.text = text
        var scalars: [UInt32] = []
        var indices: [String.Index] = []
        let view = text.unicodeScalars
        var position = view.startIndex
        while position < view.endIndex {
            scalars.append(view[position].value)
            indices.append(position)
            position = view.index(after: position)
        }
        indices.append(view.endIndex)
        self.scalars = scalars
        self.indices = indices
        self.folded = caseInsensitive ? scalars.map(RegexCaseFolding.fold) : []
        self.uppercased = caseInsensitive ? scalars.map(RegexCaseFolding.uppercase) : []
    }

    var count: Int { scalars.count }

    /// `\n`, `\r`, U+2028 and U+2029.
    static func isLineTerminator(_ value: UInt32) -> Bool {
        value == 0x0A || value == 0x0D || value == 0x2028 || value == 0x2029
    }

    /// Whether the scalar at `position` is an ASCII word character (false outside the text).
    func isWordCharacter(at position: Int) -> Bool {
        guard position >= 0, position < scalars.count else { return false }
        return RegexScalarSet.wordCharacters.contains(scalars[position])
    }
}

/// What an unresolved selection shows (its source text, verbatim) and where it starts.
///
/// A selection compiled straight from a pattern keeps only the range of its text in the program's
/// ``MessageProgram/source``, so that its source is not retained once per selection (an atomic
/// operation each time it is stored and released); one lowered from a part tree keeps its own text.
struct SelectionSource: Sendable {
    /// The selection's source when it was given whole; empty when it is a range of the program's source.
    private let text: String
    /// The selection's source: UTF-8 offsets into ``text``, or into the program's source when
    /// ``text`` is empty.
    private let utf8Range: Range<Int>
    /// Where it starts.
    let location: SourceLocation

    /// The whole of `verbatim`.
    init(verbatim: String, location: SourceLocation) {
        text = verbatim
        utf8Range = 0..<verbatim.utf8.count
        self.location = location
    }

    /// The UTF-8 offsets `utf8Range` of the program's source (they must fall on character boundaries).
    init(utf8Range: Range<Int>, location: SourceLocation) {
        text = ""
        self.utf8Range = utf8Range
        self.location = location
    }

    /// The source text, shown verbatim when no variant can be chosen, given the program's `source`.
    func verbatim(in source: String) -> String {
        let whole = text.isEmpty ? source : text
        let utf8 = whole.utf8
        guard utf8Range.lowerBound > 0 || utf8Range.upperBound < utf8.count else { return whole }
        let start = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
        let end = utf8.index(start, offsetBy: utf8Range.count)
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}

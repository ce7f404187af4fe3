/// Trigrams as PostgreSQL's `pg_trgm` counts them: the text lowercased, split into words of letters
/// and digits, each word padded with two spaces before and one after, and every three consecutive
/// characters of that. Two texts are similar by the share of trigrams they have in common.
enum Trigrams {
    /// The trigrams of `text`.
    static func of(_ text: String) -> Set<String> {
        var result = Set<String>()
        for word in text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            let padded = Array("  " + word + " ")
            for start in 0...(padded.count - 3) { result.insert(String(padded[start..<start + 3])) }
        }
        return result
    }

    /// Shared trigrams over all trigrams of the two (0 when neither has any), as `pg_trgm`'s `similarity`.
    static func similarity(_ first: Set<String>, _ second: Set<String>) -> Double {
        let union = first.union(second).count
        guard union > 0 else { return 0 }
        return Double(first.intersection(second).count) / Double(union)
    }
}

/// Ranks translation-memory candidates for a new source text: exact matches (the same source, or one
/// that differs only in letter case and whitespace: the same ``normalized(_:)`` text) first with score 100, then fuzzy ones by the trigram similarity of their text without placeholders
/// (which are adapted anyway), at least ``minimumScore``; each suggestion's placeholders adapted to the
/// new source's (``PlaceholderAdaptation``). Identical suggestions are listed once, with their best
/// score.
enum TranslationMemory {
    /// The least similarity (in percent) a fuzzy match needs.
    static let minimumScore = 70

    /// The suggestions for `text` from `candidates`, best first, at most `limit`.
    static func suggestions(for text: String, from candidates: [MemoryCandidate], limit: Int) -> [MemorySuggestion] {
        let trigrams = Trigrams.of(withoutPlaceholders(text))
        let exact = normalized(text)
        var scored: [(score: Int, order: Int, candidate: MemoryCandidate)] = []
        for (order, candidate) in candidates.enumerated() {
            let score =
                candidate.source == text || normalized(candidate.source) == exact
                ? 100
                : min(
                    99,
                    Int(
                        (Trigrams.similarity(trigrams, Trigrams.of(withoutPlaceholders(candidate.source))) * 100)
                            .rounded(.down)))
            if score >= minimumScore { scored.append((score, order, candidate)) }
        }
        // Best first (the first candidate given of equal ones), so that the first of each adapted
        // translation is the one it is listed as, and only the candidates shown are adapted: a plural
        // source has a hundred close candidates, each costly to adapt.
        scored.sort {
            ($1.score, $0.candidate.source, $0.candidate.projectID, $0.order)
                < ($0.score, $1.candidate.source, $1.candidate.projectID, $1.order)
        }
        var suggestions: [MemorySuggestion] = []
        var shown = Set<String>()
        for (score, _, candidate) in scored {
            if suggestions.count == limit { break }
            let adapted = PlaceholderAdaptation.adapt(candidate.target, from: candidate.source, to: text)
            guard shown.insert(adapted).inserted else { continue }
            suggestions.append(
                MemorySuggestion(
                    score: score, source: candidate.source, translation: adapted, projectID: candidate.projectID,
                    key: candidate.key))
        }
        return suggestions.sorted {
            ($1.score, $0.source, $0.projectID, $0.key) < ($0.score, $1.source, $1.projectID, $1.key)
        }
    }

    /// `text` as an exact match compares it: lowercased, its runs of whitespace (spaces, tabs, line
    /// breaks) made one space, none at either end. `Delete  the FILES ` and `delete the files` are the
    /// same text to a translator.
    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `text` with its placeholders left out: what fuzzy matching compares.
    static func withoutPlaceholders(_ text: String) -> String {
        var result = text
        for placeholder in Set(PlaceholderAdaptation.placeholders(in: text)) {
            result = result.replacing(placeholder, with: " ")
        }
        return result
    }
}

/// A translation the memory suggests.
public struct MemorySuggestion: Sendable, Hashable {
    /// 100 for an exact match (the same source but for letter case and whitespace), else the trigram similarity of the sources in percent (70–99).
    public var score: Int
    /// The source text it translated.
    public var source: String
    /// The translation, with placeholders adapted to the new source.
    public var translation: String
    /// The project it comes from.
    public var projectID: String
    /// Its key there.
    public var key: String
}

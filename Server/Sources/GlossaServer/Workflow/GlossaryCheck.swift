import Foundation

/// The glossary check: a translation whose source contains a glossary term (case-insensitively, as a
/// whole word) should contain the term's translation for its language. A miss is a warning, stored with
/// the translation and returned with it.
enum GlossaryCheck {
    /// The warnings for `translation` of `source` into `language`.
    static func warnings(source: String, translation: String, language: String, glossary: [GlossaryTerm]) -> [String] {
        let foldedTranslation = translation.lowercased()
        var warnings: [String] = []
        for term in glossary {
            guard let expected = term.translations[language], !expected.isEmpty,
                containsWord(term.term, in: source),
                !foldedTranslation.contains(expected.lowercased())
            else { continue }
            warnings.append("[glossary] \"\(term.term)\" should be translated as \"\(expected)\"")
        }
        return warnings
    }

    /// Whether `word` occurs in `text` with no letter or digit right before or after it.
    static func containsWord(_ word: String, in text: String) -> Bool {
        wordRange(of: word, in: text, from: text.startIndex) != nil
    }

    /// The first place at or after `start` where `word` occurs in `text` (compared case-insensitively)
    /// with no letter or digit right before or after it; the editor highlights terms with it.
    static func wordRange(of word: String, in text: String, from start: String.Index) -> Range<String.Index>? {
        guard !word.isEmpty else { return nil }
        var searchStart = start
        while searchStart < text.endIndex,
            let range = text.range(of: word, options: .caseInsensitive, range: searchStart..<text.endIndex)
        {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isBoundary = { (character: Character?) in character.map { !($0.isLetter || $0.isNumber) } ?? true }
            if isBoundary(before) && isBoundary(after) { return range }
            searchStart = text.index(after: range.lowerBound)
        }
        return nil
    }
}

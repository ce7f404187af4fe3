import Foundation

/// The glossary check: a translation whose source contains a glossary term (case-insensitively, as a
/// whole word) should contain the term's translation for its language. A miss is a warning, stored with
/// the translation and returned with it.
enum GlossaryCheck {
    /// The warnings for `translation` of `source` into `language`.
    static func warnings(source: String, translation: String, language: String, glossary: [GlossaryTerm]) -> [String] {
        let foldedSource = source.lowercased()
        let foldedTranslation = translation.lowercased()
        var warnings: [String] = []
        for term in glossary {
            guard let expected = term.translations[language], !expected.isEmpty,
                containsWord(term.term.lowercased(), in: foldedSource),
                !foldedTranslation.contains(expected.lowercased())
            else { continue }
            warnings.append("[glossary] \"\(term.term)\" should be translated as \"\(expected)\"")
        }
        return warnings
    }

    /// Whether `word` occurs in `text` with no letter or digit right before or after it.
    static func containsWord(_ word: String, in text: String) -> Bool {
        guard !word.isEmpty else { return false }
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isBoundary = { (character: Character?) in character.map { !($0.isLetter || $0.isNumber) } ?? true }
            if isBoundary(before) && isBoundary(after) { return true }
            searchStart = text.index(after: range.lowerBound)
        }
        return false
    }
}

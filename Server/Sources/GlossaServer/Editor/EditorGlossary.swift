/// The glossary terms in a string's source, for the editor: the source cut into segments, a term's
/// occurrences marked (with its translation into the target language as the mark's title), and the
/// list of the terms found, shown beside the source so that the translations are read without a
/// pointer. Occurrences are found as ``GlossaryCheck`` finds them (whole words, any case); where two
/// terms overlap, the one starting first wins, and the longer one at the same place.
struct EditorGlossary {
    /// The source in order: plain text, or a term's occurrence.
    var segments: [[String: Any]] = []
    /// Each term found once: the term, its translation into the language (or nil) and its note.
    var terms: [[String: Any]] = []

    init(source: String, language: String, glossary: [GlossaryTerm], text: EditorText) {
        var found: [(range: Range<String.Index>, term: GlossaryTerm)] = []
        for term in glossary {
            var start = source.startIndex
            while let range = GlossaryCheck.wordRange(of: term.term, in: source, from: start) {
                found.append((range, term))
                start = range.upperBound
            }
        }
        found.sort {
            $0.range.lowerBound != $1.range.lowerBound
                ? $0.range.lowerBound < $1.range.lowerBound : $0.range.upperBound > $1.range.upperBound
        }
        var position = source.startIndex
        var listed = Set<String>()
        for (range, term) in found where range.lowerBound >= position {
            if position < range.lowerBound { segments.append(["text": String(source[position..<range.lowerBound])]) }
            let translation = term.translations[language].flatMap { $0.isEmpty ? nil : $0 }
            segments.append([
                "text": String(source[range]),
                "term": [
                    "title": translation.map { text("glossary.termTitle", ["term": term.term, "translation": $0]) }
                        ?? text("glossary.termWithout", ["term": term.term])
                ],
            ])
            position = range.upperBound
            if listed.insert(term.term).inserted {
                terms.append([
                    "term": term.term, "translation": EditorPages.shown(translation),
                    "note": EditorPages.shown(term.note),
                ])
            }
        }
        if position < source.endIndex || segments.isEmpty {
            segments.append(["text": String(source[position...])])
        }
    }
}

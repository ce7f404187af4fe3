import GlossaFormats
import GlossaMessages

extension TMLSyntax {
    /// A TML release's translations of one key (GlossaFormats' `TMLReleaseFormat` document): a plain
    /// translation is the message; translations with a `context` become alternatives chosen by the
    /// tokens at render time, as TMLKit does (sorted by `precedence`, the first whose context holds
    /// wins). A translation without context always holds, so it is the message and ends the list.
    /// Members of a translation record TML does not select by (`locale`, `locked`…) are ignored.
    ///
    /// - Returns: nil for other variations, substitutions, and contexts of an unknown shape.
    public func catalogContent(for localization: Localization) -> CatalogContent? {
        guard let translations = TMLReleaseFormat().translations(of: localization) else { return nil }
        var candidates: [TMLTranslation] = []
        for translation in translations {
            guard let candidate = translation.candidate else { return nil }
            candidates.append(candidate)
        }
        let ordered = TMLTranslation.selectionOrder(candidates)
        guard let unconditional = ordered.firstIndex(where: { $0.context.isEmpty }) else {
            return CatalogContent(message: nil, alternatives: ordered)
        }
        return CatalogContent(message: ordered[unconditional].label, alternatives: Array(ordered[..<unconditional]))
    }
}

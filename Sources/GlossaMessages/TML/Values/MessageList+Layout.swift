import Foundation
import GlossaCLDR

extension MessageList {
    /// One piece of a rendered list, in order.
    enum Piece: Equatable {
        /// Text between elements: a separator, a joiner, CLDR pattern text (trusted).
        case literal(String)
        /// The element at this index.
        case element(Int)
        /// What stands for the elements beyond the limit (trusted).
        case remainder(String)
    }

    /// How the list renders in `locale`: which elements are shown and what stands between them.
    ///
    /// The default separator with the joiner `"and"` or `"or"` joins in the language of `locale`, from
    /// CLDR's list patterns; other separators and joiners are written as given, as the TML SDKs do.
    func layout(in locale: LocaleIdentifier) -> [Piece] {
        let shown = min(elements.count, max(limit, 1))
        let hidden = elements.count - shown
        let items: [Piece] = (0..<shown).map(Piece.element) + (hidden > 0 ? [remainderPiece(hidden, locale)] : [])
        if separator == ", ", let kind = ListPatternKind(rawValue: joiner) {
            return ListPattern(for: locale, kind: kind).pieces(count: items.count).map { piece in
                switch piece {
                case .literal(let text): .literal(text)
                case .item(let index): items[index]
                }
            }
        }
        var pieces: [Piece] = []
        for (index, item) in items.enumerated() {
            if index > 0 {
                let isLast = index == items.count - 1
                pieces.append(.literal(isLast && !joiner.isEmpty ? " \(joiner) " : separator))
            }
            pieces.append(item)
        }
        return pieces
    }

    /// The text for `count` hidden elements: the caller's ``remainder`` template, TML's English
    /// source text in English, a language-neutral `+N` in any other language.
    private func remainderPiece(_ count: Int, _ locale: LocaleIdentifier) -> Piece {
        if let remainder {
            return .remainder(remainder.replacingOccurrences(of: "{count}", with: String(count)))
        }
        if locale.language == "en" { return .remainder(count == 1 ? "1 other" : "\(count) others") }
        return .remainder("+\(count)")
    }
}

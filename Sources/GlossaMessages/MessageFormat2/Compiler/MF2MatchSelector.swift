import GlossaCLDR

/// Chooses the variant of a `.match` as the specification's pattern selection does
/// (`spec/formatting.md`, "Pattern Selection"): each selector ranks the keys written for it (for
/// `:number`, an exact match before the plural category), variants whose keys all match or are `*`
/// remain, and the first in lexicographic order of their keys' ranks (`*` last) is chosen.
///
/// The resolver hands a selection one argument's value; a `.match` may have several selectors, so
/// this selector reads each of its values from the render's arguments itself.
struct MF2MatchSelector: MessageSelector, PreparedSelector {
    /// One selector of the `.match`.
    struct Selector: Sendable {
        /// What the selector's value is.
        enum Operand: Sendable {
            case literal(String)
            case argument(String)
            /// The selector's expression failed when compiling (its errors were reported): only `*` matches.
            case failed
        }

        let operand: Operand
        let annotation: MF2Annotation?
    }

    let selectors: [Selector]
    /// Each variant's keys, in source order, `nil` for `*`.
    let variantKeys: [[String?]]
    /// The distinct keys written for each selector.
    let keysBySelector: [[String]]
    /// Each variant's keys as the engine names them (`1 *`).
    let keyTexts: [String]
    let cardinal: PluralRules
    let ordinal: PluralRules

    init(selectors: [Selector], variantKeys: [[String?]], locale: LocaleIdentifier) {
        self.selectors = selectors
        self.variantKeys = variantKeys
        keysBySelector = selectors.indices.map { index in
            var keys: [String] = []
            for variant in variantKeys {
                if let key = variant[index], !keys.contains(key) { keys.append(key) }
            }
            return keys
        }
        keyTexts = variantKeys.map { keys in keys.map { $0 ?? "*" }.joined(separator: " ") }
        cardinal = PluralRules(locale: locale, type: .cardinal)
        ordinal = PluralRules(locale: locale, type: .ordinal)
    }

    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure> {
        switch choose(for: value, in: context) {
        case .variant(let index): .success(SelectionKeys(keyTexts[index]))
        case .noVariant(let keys): .failure(SelectionFailure("no variant for \(keys.first)"))
        case .failure(let failure): .failure(failure)
        }
    }

    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector { self }

    func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
        let preferences = selectors.indices.map { preferred(selectors[$0], among: keysBySelector[$0], in: context) }
        var best: (index: Int, ranks: [Int])?
        for (index, keys) in variantKeys.enumerated() where keys.count == selectors.count {
            var ranks: [Int] = []
            ranks.reserveCapacity(keys.count)
            var matches = true
            for (position, key) in keys.enumerated() {
                guard let key else {
                    ranks.append(Int.max)
                    continue
                }
                guard let rank = preferences[position]?.firstIndex(of: key) else {
                    matches = false
                    break
                }
                ranks.append(rank)
            }
            if matches, best.map({ ranks.lexicographicallyPrecedes($0.ranks) }) ?? true {
                best = (index, ranks)
            }
        }
        guard let best else { return .failure(SelectionFailure("no variant matches and none is * for every key")) }
        return .variant(best.index)
    }

    /// The keys among `keys` that match the selector's value, best first; `nil` when the selector
    /// cannot select (only `*` then matches).
    private func preferred(_ selector: Selector, among keys: [String], in context: RenderContext) -> [String]? {
        let value: MessageValue
        switch selector.operand {
        case .literal(let text): value = .string(text)
        case .argument(let name):
            guard let argument = context.arguments[name] else { return nil }
            value = argument
        case .failed: return nil
        }
        guard let annotation = selector.annotation else { return nil }
        guard annotation.function.isNumeric else {
            let text = MF2NumberFormat.text(of: value)
            return keys.filter { $0 == text }
        }
        guard let number = MF2NumberFormat.decimal(of: value) else { return nil }
        let format = MF2NumberFormat(annotation, arguments: context.arguments)
        let rules: PluralRules
        switch format.selection {
        case .disabled: return nil
        case .exact: return keys.filter { $0 == format.exactText(number) }
        case .rules(let type): rules = type == .ordinal ? ordinal : cardinal
        }
        let exact = format.exactText(number)
        let category = rules.category(for: format.rounded(number).operands).rawValue
        return keys.filter { $0 == exact } + keys.filter { $0 == category && !MF2NumberLiteral.matches($0) }
    }
}

/// Chooses the variant of a `.match` as the specification's pattern selection does
/// (`spec/formatting.md`, "Pattern Selection"): each selector ranks the keys written for it (its
/// function's ``MF2Value/select(among:in:)``), variants whose keys all match or are `*` remain,
/// and the first in lexicographic order of their keys' ranks (`*` last) is chosen.
///
/// The resolver hands a selection one argument's value; a `.match` may have several selectors, so
/// this selector reads each of them itself: an argument, or a declaration's slot as the render
/// resolved it (``MF2Declarations``).
struct MF2MatchSelector: MessageSelector, PreparedSelector {
    /// One selector of the `.match`.
    enum Selector: Sendable {
        /// Resolved when compiling: the keys that match, best first.
        case resolved(preferred: [String])
        /// Read at each render.
        case pending(MF2Reference)
        /// The selector cannot select (its errors were reported): only `*` matches.
        case failed
    }

    let selectors: [Selector]
    /// Each variant's keys, in source order, `nil` for `*`.
    let variantKeys: [[String?]]
    /// The distinct keys written for each selector.
    let keysBySelector: [[String]]
    /// The message's declaration slots, which pending selectors read.
    let declarations: MF2Declarations
    var context: MF2FunctionContext { declarations.context }

    init(selectors: [Selector], variantKeys: [[String?]], declarations: MF2Declarations) {
        self.selectors = selectors
        self.variantKeys = variantKeys
        keysBySelector = selectors.indices.map { Self.keys(of: variantKeys, at: $0) }
        self.declarations = declarations
    }

    /// The keys of variant `index` as the engine names them (`1 *`).
    func keyText(ofVariant index: Int) -> String {
        var text = ""
        for (position, key) in variantKeys[index].enumerated() {
            if position > 0 { text += " " }
            text += key ?? "*"
        }
        return text
    }

    /// The distinct keys (not `*`) written for selector `index`, in source order.
    static func keys(of variantKeys: [[String?]], at index: Int) -> [String] {
        var keys: [String] = []
        keys.reserveCapacity(min(variantKeys.count, 8))
        for variant in variantKeys where index < variant.count {
            if let key = variant[index], !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure> {
        switch choose(for: value, in: context) {
        case .variant(let index), .reportedVariant(let index, _): .success(SelectionKeys(keyText(ofVariant: index)))
        case .noVariant(let keys): .failure(SelectionFailure("no variant for \(keys.first)"))
        case .failure(let failure): .failure(failure)
        }
    }

    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector { self }

    /// A plural shortcut when the `.match` has one selector that is `:number` or `:integer` of an
    /// argument without options (``MF2Call/plainIntegerArgument``) and no key that an integer could
    /// match exactly or that is `other`: an integer then selects its CLDR category's variant, else
    /// `*`'s, which the resolver finds by the category without resolving the declaration (exact keys
    /// and an `other` beside `*` are left to ``choose(for:in:)``).
    var shortcuts: SelectionShortcuts {
        guard selectors.count == 1, case .pending(.slot(let slot)) = selectors[0],
            declarations.slots[slot].plainIntegerArgument != nil
        else { return .none }
        var keys: [String] = []
        keys.reserveCapacity(variantKeys.count)
        for variant in variantKeys {
            guard variant.count == 1 else { return .none }
            guard let key = variant[0] else {
                keys.append("other")
                continue
            }
            guard key != "other", !MF2NumberLiteral.matches(key) else { return .none }
            keys.append(key)
        }
        return SelectionShortcuts(
            plural: PluralShortcut(
                rules: context.cardinalRules, offset: 0, variants: PluralCategoryVariants(variantKeys: keys)))
    }

    /// The variant for the render of `renderContext`; a pending selector that cannot select (its
    /// value missing or unable to select) leaves only `*` for its keys and reports it as a Bad
    /// Selector (what its declaration found is reported by ``MF2Prelude``).
    func choose(for value: MessageValue?, in renderContext: RenderContext) -> VariantChoice {
        var locals: MF2Locals?
        var problems: [RenderProblem] = []
        let preferences = selectors.indices.map { index -> [String]? in
            switch selectors[index] {
            case .resolved(let preferred): return preferred
            case .failed: return nil
            case .pending(let reference):
                let values = locals ?? declarations.locals(in: renderContext)
                locals = values
                guard let value = values.value(of: reference, arguments: renderContext.arguments) else {
                    if case .argument(let name) = reference {
                        problems.append(MF2FunctionError.unresolved(name).problem)
                    }
                    problems.append(MF2FunctionError(.badSelector, "the selector has no value").problem)
                    return nil
                }
                do throws(MF2FunctionError) {
                    return try value.select(among: keysBySelector[index], in: context)
                } catch {
                    problems.append(MF2FunctionError(.badSelector, "the value cannot select: \(error.message)").problem)
                    return nil
                }
            }
        }
        // The best variant so far and its keys' ranks; `ranks` is reused for each variant.
        var best: Int?
        var bestRanks: [Int] = []
        var ranks: [Int] = []
        bestRanks.reserveCapacity(selectors.count)
        ranks.reserveCapacity(selectors.count)
        for (index, keys) in variantKeys.enumerated() where keys.count == selectors.count {
            ranks.removeAll(keepingCapacity: true)
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
            if matches, best == nil || ranks.lexicographicallyPrecedes(bestRanks) {
                best = index
                swap(&ranks, &bestRanks)
            }
        }
        guard let best else { return .failure(SelectionFailure("no variant matches and none is * for every key")) }
        return problems.isEmpty ? .variant(best) : .reportedVariant(best, problems)
    }
}

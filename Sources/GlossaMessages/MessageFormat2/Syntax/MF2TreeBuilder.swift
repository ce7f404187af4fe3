/// The consumer of ``MF2Reader`` that builds the full-fidelity ``MF2Message`` tree (through
/// ``MF2Parser``): declarations, the body's pattern or matcher, every part with its position.
struct MF2TreeBuilder: MF2GrammarConsumer {
    private(set) var declarations: [MF2Declaration] = []
    /// The body, once read.
    private var body: MF2Body?
    /// The parts of the pattern being read.
    private var parts: [MF2PatternPart] = []
    /// The last variant pattern read, which its variant takes.
    private var variantPattern: MF2Pattern?
    private var matcherSelectors: [MF2Variable]?
    private var keys: [MF2Key] = []
    private var variants: [MF2Variant] = []

    init() {
        // Room for text, a placeholder and text, the commonest shape, allocated once.
        parts.reserveCapacity(3)
    }

    mutating func declaration(_ declaration: MF2Declaration) {
        declarations.append(declaration)
    }

    mutating func part(_ part: MF2PatternPart) {
        parts.append(part)
    }

    mutating func endPattern(_ range: SourceRange) {
        let pattern = MF2Pattern(parts: parts, range: range)
        parts = []
        parts.reserveCapacity(3)
        if matcherSelectors != nil {
            variantPattern = pattern
        } else {
            body = .pattern(pattern)
        }
    }

    mutating func beginMatcher(selectors: [MF2Variable]) {
        matcherSelectors = selectors
    }

    mutating func beginVariant(keys: [MF2Key]) {
        self.keys = keys
    }

    mutating func endVariant(_ range: SourceRange) {
        guard let pattern = variantPattern else { return }
        variants.append(MF2Variant(keys: keys, pattern: pattern, range: range))
        variantPattern = nil
    }

    mutating func endMatcher(_ range: SourceRange) {
        body = .matcher(MF2Matcher(selectors: matcherSelectors ?? [], variants: variants, range: range))
    }

    /// The body read, or an empty pattern at `range` when there is none.
    func body(orEmptyAt range: SourceRange) -> MF2Body {
        body ?? .pattern(MF2Pattern(parts: [], range: range))
    }
}

/// What the last scalar of a text must be for a pattern anchored at the end (`…$` without the `m` flag)
/// to match it, worked out from the pattern once: `(quiz)$` needs a final `z`, `([^aeiouy]|qu)y$` a
/// final `y`, `(?:ix|ex)$` a final `x`.
///
/// Language cases try dozens of such patterns on every word (TML's English plural rules, Russian case
/// endings); checking the last scalar first rejects almost all of them without preparing the input or
/// running the VM. The filter only ever rejects texts the pattern cannot match.
struct RegexEndFilter: Sendable, Hashable {
    /// Scalars the text may end with (folded when matching ignores case).
    private var scalars: [UInt32] = []
    /// Classes the last scalar may belong to.
    private var classes: [RegexCharacterClass] = []

    /// The filter for `node`, or `nil` when the pattern need not end at the end of the text, may match
    /// an empty end, or may end with any scalar.
    init?(_ node: RegexNode, caseInsensitive: Bool) {
        guard let ends = Self.ends(of: node, caseInsensitive: caseInsensitive) else { return nil }
        self = ends
    }

    private init() {}

    /// Whether a text whose last scalar is `last` may match.
    func admits(last: UInt32, caseInsensitive: Bool) -> Bool {
        if caseInsensitive {
            let folded = RegexCaseFolding.fold(last)
            let upper = RegexCaseFolding.uppercase(last)
            return scalars.contains(folded)
                || classes.contains { $0.matches(anyOf: last, folded, upper) }
        }
        return scalars.contains(last) || classes.contains { $0.matches(anyOf: last, last, last) }
    }

    /// Whether the pattern may match `text` at all, judged by its last scalar.
    func admits(_ text: String, caseInsensitive: Bool) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        return admits(last: last.value, caseInsensitive: caseInsensitive)
    }

    /// The filter for a pattern that must end at the end of the text: a concatenation ending in `$`, a
    /// group around one, or an alternation whose every branch is one.
    private static func ends(of node: RegexNode, caseInsensitive: Bool) -> RegexEndFilter? {
        switch node {
        case .group(let inner, _):
            return ends(of: inner, caseInsensitive: caseInsensitive)
        case .alternation(let branches):
            var union = RegexEndFilter()
            for branch in branches {
                guard let filter = ends(of: branch, caseInsensitive: caseInsensitive) else { return nil }
                union.merge(filter)
            }
            return union
        case .concatenation(let elements):
            guard
                let anchor = elements.lastIndex(where: { if case .assertion(.endOfLine) = $0 { true } else { false } }),
                elements[(anchor + 1)...].allSatisfy(isZeroWidth)
            else { return nil }
            var filter = RegexEndFilter()
            switch filter.addLast(of: .concatenation(Array(elements[..<anchor])), caseInsensitive: caseInsensitive) {
            case .consumes: return filter
            case .mayBeEmpty, .any: return nil
            }
        default:
            return nil
        }
    }

    private static func isZeroWidth(_ node: RegexNode) -> Bool {
        switch node {
        case .assertion, .empty: true
        case .group(let inner, _): isZeroWidth(inner)
        case .concatenation(let elements): elements.allSatisfy(isZeroWidth)
        default: false
        }
    }

    /// What adding a node's possible last scalars found.
    private enum Last {
        /// Every match of the node consumes a scalar, and its possible last scalars were added.
        case consumes
        /// Some match of the node is empty (what comes before it may end the match); its possible last
        /// scalars were added.
        case mayBeEmpty
        /// The node may end with any scalar.
        case any
    }

    private mutating func merge(_ other: RegexEndFilter) {
        scalars.append(contentsOf: other.scalars)
        classes.append(contentsOf: other.classes)
    }

    /// Adds the scalars a match of `node` may end with.
    private mutating func addLast(of node: RegexNode, caseInsensitive: Bool) -> Last {
        switch node {
        case .empty, .assertion:
            return .mayBeEmpty
        case .scalar(let value):
            scalars.append(caseInsensitive ? RegexCaseFolding.fold(value) : value)
            return .consumes
        case .characterClass(let characterClass):
            classes.append(characterClass)
            return .consumes
        case .anyExceptLineTerminator:
            return .any
        case .group(let inner, _):
            return addLast(of: inner, caseInsensitive: caseInsensitive)
        case .repetition(let inner, let minimum, _, _):
            let last = addLast(of: inner, caseInsensitive: caseInsensitive)
            if case .any = last { return .any }
            return minimum == 0 ? .mayBeEmpty : last
        case .alternation(let branches):
            var result = Last.consumes
            for branch in branches {
                switch addLast(of: branch, caseInsensitive: caseInsensitive) {
                case .any: return .any
                case .mayBeEmpty: result = .mayBeEmpty
                case .consumes: break
                }
            }
            return result
        case .concatenation(let elements):
            for element in elements.reversed() {
                switch addLast(of: element, caseInsensitive: caseInsensitive) {
                case .any: return .any
                case .consumes: return .consumes
                case .mayBeEmpty: continue
                }
            }
            return .mayBeEmpty
        }
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A language context's matching rule computed ahead for the subjects messages meet most: the
/// integers below ``integerLimit`` for a context whose rules read only `@n`, and every ``Gender`` for
/// one whose rules read only `@gender`. Rendering a plural or gendered token then looks its rule up
/// instead of evaluating the rules. Computed once, when the context is made.
struct PrecomputedMatches: Sendable {
    /// Integers below this are precomputed.
    static let integerLimit: UInt64 = 1024

    /// The rule per integer, −1 for none.
    let integers: [Int16]
    /// The rule per gender (in ``Gender/allCases`` order), −1 for none.
    let genders: [Int16]

    /// Nothing precomputed.
    static let none = PrecomputedMatches(integers: [], genders: [])

    private init(integers: [Int16], genders: [Int16]) {
        self.integers = integers
        self.genders = genders
    }

    /// Computes what the context's rules allow.
    init(for context: LanguageContext) {
        let epoch = Date(timeIntervalSince1970: 0)
        func encode(_ index: Int?) -> Int16 { index.map { Int16(truncatingIfNeeded: $0) } ?? -1 }
        if context.readsOnly(.n), context.rules.count < Int16.max {
            integers = (0..<Self.integerLimit).map { value in
                encode(context.matchingRuleIndex(for: .number(ContextNumber(value)), today: epoch, calendar: nil))
            }
        } else {
            integers = []
        }
        if context.readsOnly(.gender), context.rules.count < Int16.max {
            genders = Gender.allCases.map { gender in
                encode(context.matchingRuleIndex(for: .gender(gender.rawValue), today: epoch, calendar: nil))
            }
        } else {
            genders = []
        }
    }

    /// The rule for `value` (`.some(nil)`: no rule matches), or `nil` when not precomputed.
    func ruleIndex(forInteger value: UInt64) -> Int?? {
        guard value < UInt64(integers.count) else { return nil }
        let index = integers[Int(value)]
        return .some(index < 0 ? nil : Int(index))
    }

    /// The rule for `gender` (`.some(nil)`: no rule matches), or `nil` when not precomputed.
    func ruleIndex(for gender: Gender) -> Int?? {
        guard !genders.isEmpty else { return nil }
        let index = genders[gender.tableIndex]
        return .some(index < 0 ? nil : Int(index))
    }
}

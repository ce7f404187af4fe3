import Foundation

/// The results a language case has computed, by value and gender, so that rendering the same name
/// in the same case again costs a lookup instead of running the case's rules (regular expressions,
/// mostly) once more.
///
/// A case's result depends only on the value, the gender and the rules, unless a rule reads the
/// clock (`today`, `now`, dates): such cases get no memo. The memo is direct-mapped: a value's
/// UTF-8 bytes hash (FNV-1a, cheaper than `String` hashing, which normalizes non-ASCII text first)
/// to one of ``LanguageCaseMemo/capacity`` slots, and a newer result takes the slot over. Values
/// longer than ``LanguageCaseMemo/maximumValueLength`` bytes are not remembered, so hostile input
/// can neither grow the memo nor make a lookup cost more than reading a short string twice.
final class LanguageCaseMemo: Sendable {
    /// Slots (results kept at most).
    static let capacity = 512
    /// Longer values are not memoised.
    static let maximumValueLength = 256

    private struct Slot {
        let value: String
        let gender: String?
        let result: String
    }

    private let slots = Locked<[Slot?]>(Array(repeating: nil, count: capacity))

    private init() {}

    /// A memo for `rules`, or `nil` when one of them reads the clock.
    static func make(for rules: [LanguageCaseRule]) -> LanguageCaseMemo? {
        let anyReadsClock = rules.contains { rule in
            (rule.condition.map { readsClock($0.expression) } ?? false) || readsClock(rule.operation.expression)
        }
        return anyReadsClock ? nil : LanguageCaseMemo()
    }

    private static func readsClock(_ expression: RuleExpression) -> Bool {
        switch expression {
        case .symbol(let name): ["today", "now", "date", "time"].contains(name)
        case .list(let items): items.contains(where: readsClock)
        case .integer, .number, .string: false
        }
    }

    /// How many results are remembered.
    var count: Int {
        slots.withLock { $0.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
    }

    /// The slot of `value` and `gender`: FNV-1a over the bytes (the gender's after a separator, so
    /// that a value and gender never hash as another split of the same bytes).
    private static func slot(of value: String, gender: String?) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in value.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        if let gender {
            hash = (hash ^ 0xFF) &* 0x100_0000_01b3
            for byte in gender.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (capacity - 1)
    }

    /// Whether two strings have the same UTF-8 (not just canonical equivalence).
    private static func sameBytes(_ left: String, _ right: String) -> Bool {
        left.utf8.elementsEqual(right.utf8)
    }

    /// The result remembered for `value` and `gender`, if any.
    func result(for value: String, gender: String?) -> String? {
        guard value.utf8.count <= Self.maximumValueLength else { return nil }
        let index = Self.slot(of: value, gender: gender)
        guard let slot = slots.withLock({ $0[index] }), Self.sameBytes(slot.value, value) else { return nil }
        switch (slot.gender, gender) {
        case (nil, nil): return slot.result
        case (let remembered?, let asked?) where Self.sameBytes(remembered, asked): return slot.result
        default: return nil
        }
    }

    /// Remembers `result` for `value` and `gender`.
    func remember(_ result: String, for value: String, gender: String?) {
        guard value.utf8.count <= Self.maximumValueLength else { return }
        let index = Self.slot(of: value, gender: gender)
        let slot = Slot(value: value, gender: gender, result: result)
        slots.withLock { $0[index] = slot }
    }
}

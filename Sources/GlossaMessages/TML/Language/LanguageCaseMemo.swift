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

    /// A remembered result, or an empty slot (`isOccupied` false).
    private struct Slot {
        var isOccupied = false
        var value = ""
        var gender: String?
        var result = ""
    }

    /// The slots, read in place under the lock (``withSlot(_:_:)``): copying a slot out would
    /// retain and release each of its strings.
    private let slots = Locked<[Slot]>(Array(repeating: Slot(), count: capacity))

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
        slots.withLock { $0.reduce(0) { $0 + ($1.isOccupied ? 1 : 0) } }
    }

    /// The slot of `value` and `gender`: FNV-1a over the bytes (the gender's after a separator, so
    /// that a value and gender never hash as another split of the same bytes), read from the
    /// strings' contiguous UTF-8 (a native or small string's own bytes; iterating a `UTF8View` one
    /// element at a time costs several times as much).
    private static func slot(of value: String, gender: String?) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        hash = fnv1a(value, into: hash)
        if let gender {
            hash = (hash ^ 0xFF) &* 0x100_0000_01b3
            hash = fnv1a(gender, into: hash)
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (capacity - 1)
    }

    /// `hash` with the UTF-8 of `text` folded in (FNV-1a).
    @inline(__always)
    private static func fnv1a(_ text: String, into hash: UInt64) -> UInt64 {
        func fold(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var hash = hash
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        if let folded = text.utf8.withContiguousStorageIfAvailable(fold) { return folded }
        var copy = text
        return copy.withUTF8(fold)
    }

    /// Whether two strings have the same UTF-8 (not just canonical equivalence): equal lengths
    /// (known without reading a native string), then one `memcmp`.
    @inline(__always)
    private static func sameBytes(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        let compared = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                leftBytes.isEmpty || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
            }
        }
        return (compared ?? nil) ?? left.utf8.elementsEqual(right.utf8)
    }

    /// Whether two optional genders are the same bytes (or both absent).
    @inline(__always)
    private static func sameGender(_ left: String?, _ right: String?) -> Bool {
        switch (left, right) {
        case (nil, nil): true
        case (let left?, let right?): sameBytes(left, right)
        default: false
        }
    }

    /// Calls `body` with slot `index` in place, under the lock.
    @inline(__always)
    private func withSlot<Result>(_ index: Int, _ body: (UnsafeMutablePointer<Slot>) -> Result) -> Result {
        slots.withLock { slots in slots.withUnsafeMutableBufferPointer { body($0.baseAddress! + index) } }
    }

    /// The result remembered for `value` and `gender`, if any. The slot is compared where the lock
    /// keeps it; only the result is copied out.
    func result(for value: String, gender: String?) -> String? {
        guard value.utf8.count <= Self.maximumValueLength else { return nil }
        return withSlot(Self.slot(of: value, gender: gender)) { slot -> String? in
            guard slot.pointee.isOccupied, Self.sameBytes(slot.pointee.value, value),
                Self.sameGender(slot.pointee.gender, gender)
            else { return nil }
            return slot.pointee.result
        }
    }

    /// Remembers `result` for `value` and `gender`.
    func remember(_ result: String, for value: String, gender: String?) {
        guard value.utf8.count <= Self.maximumValueLength else { return }
        let replaced = withSlot(Self.slot(of: value, gender: gender)) { slot -> Slot in
            // The replaced strings are released after the lock is let go.
            let replaced = slot.move()
            slot.initialize(to: Slot(isOccupied: true, value: value, gender: gender, result: result))
            return replaced
        }
        _ = replaced
    }
}

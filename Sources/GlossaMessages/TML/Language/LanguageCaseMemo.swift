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
///
/// In front of it, a second table finds a value by its identity: the two words of the `String`
/// itself. The same words mean the same text (the same small string, the same literal, or the same
/// storage object, which the memo keeps alive), so the usual lookup — an app rendering the same
/// user's name again — reads neither the bytes nor a hash of them.
final class LanguageCaseMemo: @unchecked Sendable {
    // `slots` and the identity table are read and written only under `lock`; the tables are fixed-size
    // buffers, so there is no copy-on-write or exclusivity check on a lookup.

    /// Slots (results kept at most).
    static let capacity = 512
    /// Longer values are not memoised.
    static let maximumValueLength = 256

    private struct Slot {
        let value: String
        let gender: String?
        let result: String
    }

    private let lock = MemoLock()
    private let slots: UnsafeMutablePointer<Slot?>
    /// The identity table, one field per buffer (see ``IdentityLookup``), and the results as strings,
    /// for ``result(for:gender:)``; the lookup keeps them as bytes of the memo's own too, which a render
    /// copies without retaining anything.
    let identityLookup: IdentityLookup
    private let identityResults: UnsafeMutablePointer<String>

    private init() {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: nil, count: Self.capacity)
        let filled = UnsafeMutablePointer<Bool>.allocate(capacity: Self.capacity)
        filled.initialize(repeating: false, count: Self.capacity)
        let values = UnsafeMutablePointer<String>.allocate(capacity: Self.capacity)
        values.initialize(repeating: "", count: Self.capacity)
        let genders = UnsafeMutablePointer<String?>.allocate(capacity: Self.capacity)
        genders.initialize(repeating: nil, count: Self.capacity)
        let resultBytes = UnsafeMutablePointer<UnsafeMutableBufferPointer<UInt8>>.allocate(capacity: Self.capacity)
        resultBytes.initialize(repeating: UnsafeMutableBufferPointer(start: nil, count: 0), count: Self.capacity)
        identityResults = .allocate(capacity: Self.capacity)
        identityResults.initialize(repeating: "", count: Self.capacity)
        identityLookup = IdentityLookup(
            lock: lock, filled: filled, values: values, genders: genders, resultBytes: resultBytes)
    }

    deinit {
        slots.deinitialize(count: Self.capacity)
        slots.deallocate()
        identityLookup.filled.deallocate()
        identityLookup.values.deinitialize(count: Self.capacity)
        identityLookup.values.deallocate()
        identityLookup.genders.deinitialize(count: Self.capacity)
        identityLookup.genders.deallocate()
        for index in 0..<Self.capacity { identityLookup.resultBytes[index].deallocate() }
        identityLookup.resultBytes.deallocate()
        identityResults.deinitialize(count: Self.capacity)
        identityResults.deallocate()
        lock.destroy()
    }

    /// The identity table as a render reads it: the memo's buffers, without a reference to the memo,
    /// so that a lookup neither retains nor releases anything (a reference read for the call would be
    /// retained across the lock's calls: two atomic operations per lookup). Valid while the memo is,
    /// which its language case guarantees for a render.
    struct IdentityLookup: @unchecked Sendable {
        let lock: MemoLock
        let filled: UnsafeMutablePointer<Bool>
        let values: UnsafeMutablePointer<String>
        let genders: UnsafeMutablePointer<String?>
        let resultBytes: UnsafeMutablePointer<UnsafeMutableBufferPointer<UInt8>>

        /// Whether slot `index` holds `value` and `gender`, read in place.
        @inline(__always)
        func holds(_ index: Int, _ value: String, _ gender: String?) -> Bool {
            filled[index]
                && UnsafeRawPointer(values + index).load(as: (UInt64, UInt64).self) == LanguageCaseMemo.words(value)
                && UnsafeRawPointer(genders + index).load(as: (UInt64, UInt64).self) == LanguageCaseMemo.words(gender)
        }

        /// Appends the result remembered for this very string and gender (found by identity) to
        /// `writer` and returns `true`, or returns `false` having appended nothing. The bytes are
        /// copied from where the memo keeps them, under its lock.
        @inline(__always)
        func appendKnownResult(for value: String, gender: String?, to writer: inout DirectWriter) -> Bool {
            let identity = LanguageCaseMemo.identitySlot(of: value, gender: gender)
            lock.lock()
            guard holds(identity, value, gender) else {
                lock.unlock()
                return false
            }
            writer.append(UnsafeBufferPointer(resultBytes[identity]))
            lock.unlock()
            return true
        }
    }

    /// The two words of a string, which are the same for strings known to have the same text.
    @inline(__always)
    fileprivate static func words(_ text: String) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }

    /// The two words of an optional string (`nil` has its own, which no string has).
    @inline(__always)
    fileprivate static func words(_ text: String?) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }

    /// Fills identity slot `index` (under the lock).
    private func setIdentity(_ index: Int, _ value: String, _ gender: String?, _ result: String) {
        identityLookup.filled[index] = true
        identityLookup.values[index] = value
        identityLookup.genders[index] = gender
        identityResults[index] = result
        identityLookup.resultBytes[index].deallocate()
        identityLookup.resultBytes[index] = Self.withBytes(result) { bytes in
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = copy.initialize(from: bytes)
            return copy
        }
    }

    /// The identity table's slot for a value and gender.
    @inline(__always)
    fileprivate static func identitySlot(of value: String, gender: String?) -> Int {
        let (low, high) = words(value)
        var hash = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        if let gender { hash ^= words(gender).0 &* 0x94D0_49BB_1331_11EB }
        return Int(truncatingIfNeeded: hash >> 40) & (capacity - 1)
    }

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
        lock.lock()
        defer { lock.unlock() }
        return UnsafeBufferPointer(start: slots, count: Self.capacity).reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    }

    /// Calls `body` with the string's UTF-8 in contiguous memory (a stack copy for short strings).
    @inline(__always)
    private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// The slot of `value` and `gender`: FNV-1a over the bytes.
    private static func slot(of value: String, gender: String?) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        withBytes(value) { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        if let gender {
            withBytes(gender) { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (capacity - 1)
    }

    /// Whether two strings have the same UTF-8 (not just canonical equivalence).
    private static func sameBytes(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        return withBytes(left) { left in
            withBytes(right) { right in
                guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                return memcmp(a, b, left.count) == 0
            }
        }
    }

    /// The result remembered for `value` and `gender`, if any.
    func result(for value: String, gender: String?) -> String? {
        let identity = Self.identitySlot(of: value, gender: gender)
        lock.lock()
        if identityLookup.holds(identity, value, gender) {
            let result = identityResults[identity]
            lock.unlock()
            return result
        }
        lock.unlock()
        guard value.utf8.count <= Self.maximumValueLength else { return nil }
        let index = Self.slot(of: value, gender: gender)
        lock.lock()
        let slot = slots[index]
        lock.unlock()
        guard let slot, Self.sameBytes(slot.value, value) else { return nil }
        switch (slot.gender, gender) {
        case (nil, nil): break
        case (let remembered?, let asked?) where Self.sameBytes(remembered, asked): break
        default: return nil
        }
        // Found by its text: remember this string's identity too.
        lock.lock()
        setIdentity(identity, value, gender, slot.result)
        lock.unlock()
        return slot.result
    }

    /// Remembers `result` for `value` and `gender`.
    func remember(_ result: String, for value: String, gender: String?) {
        guard value.utf8.count <= Self.maximumValueLength else { return }
        let index = Self.slot(of: value, gender: gender)
        let identity = Self.identitySlot(of: value, gender: gender)
        lock.lock()
        slots[index] = Slot(value: value, gender: gender, result: result)
        setIdentity(identity, value, gender, result)
        lock.unlock()
    }
}

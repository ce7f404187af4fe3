import Foundation

/// The results a language case has computed, by value and gender, so that rendering the same name
/// in the same case again costs a lookup instead of running the case's rules (regular expressions,
/// mostly) once more.
///
/// A case's result depends only on the value, the gender and the rules, unless a rule reads the
/// clock (`today`, `now`, dates): such cases get no memo. The memo is direct-mapped: a value's
/// UTF-8 bytes and its gender's (``MemoKey``) hash, eight bytes at a time, to one of
/// ``LanguageCaseMemo/capacity`` slots, and a newer result takes the slot over. A slot keeps the
/// whole hash and the value's bytes, so a lookup compares two words before one `memcmp`, and
/// never compares strings (`String` equality is canonical equivalence, and costs a normalization
/// for non-ASCII text). Values longer than ``LanguageCaseMemo/maximumValueLength`` bytes are not
/// remembered, so hostile input can neither grow the memo nor make a lookup cost more than reading
/// a short string twice.
final class LanguageCaseMemo: Sendable {
    /// Slots (results kept at most).
    static let capacity = 512
    /// Longer values are not memoised.
    static let maximumValueLength = 256

    /// A remembered result, or an empty slot (`isOccupied` false).
    private struct Slot {
        var isOccupied = false
        /// ``MemoKey/hash`` of the value and gender.
        var hash: UInt64 = 0
        /// The value's UTF-8.
        var value: [UInt8] = []
        var gender = GenderKey(nil as Gender?)
        /// The gender, when its key does not cover it (``GenderKey/coversGender``).
        var longGender: String?
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

    /// Calls `body` with slot `index` in place, under the lock.
    @inline(__always)
    private func withSlot<Result>(_ index: Int, _ body: (UnsafeMutablePointer<Slot>) -> Result) -> Result {
        slots.withLock { slots in slots.withUnsafeMutableBufferPointer { body($0.baseAddress! + index) } }
    }

    /// Calls `body` with slot `index` in place, under the lock, to read it (no uniqueness check of
    /// the slots' array, which writing needs).
    @inline(__always)
    private func readingSlot<Result>(_ index: Int, _ body: (UnsafePointer<Slot>) -> Result) -> Result {
        slots.withLock { slots in slots.withUnsafeBufferPointer { body($0.baseAddress! + index) } }
    }

    /// The result remembered for `value` and `gender`, whose key is `genderKey`, if any. The slot is
    /// compared where the lock keeps it; only the result is copied out.
    func result(for value: String, gender: String?, key genderKey: GenderKey) -> String? {
        guard value.utf8.count <= Self.maximumValueLength else { return nil }
        return MemoKey.withBytes(of: value) { bytes -> String? in
            let key = MemoKey(value: bytes, gender: genderKey)
            return readingSlot(key.slot) { slot -> String? in
                guard slot.pointee.isOccupied, slot.pointee.hash == key.hash, slot.pointee.gender == genderKey,
                    slot.pointee.value.withUnsafeBufferPointer({ MemoKey.equal($0, bytes) }),
                    genderKey.coversGender || Self.sameBytes(slot.pointee.longGender, gender)
                else { return nil }
                return slot.pointee.result
            }
        }
    }

    /// Remembers `result` for `value` and `gender`, whose key is `genderKey`.
    func remember(_ result: String, for value: String, gender: String?, key genderKey: GenderKey) {
        guard value.utf8.count <= Self.maximumValueLength else { return }
        let replaced = MemoKey.withBytes(of: value) { bytes -> Slot in
            let key = MemoKey(value: bytes, gender: genderKey)
            return withSlot(key.slot) { slot -> Slot in
                // The replaced strings are released after the lock is let go.
                let replaced = slot.move()
                slot.initialize(
                    to: Slot(
                        isOccupied: true, hash: key.hash, value: Array(bytes), gender: genderKey,
                        longGender: genderKey.coversGender ? nil : gender, result: result))
                return replaced
            }
        }
        _ = replaced
    }
}

extension LanguageCaseMemo {
    /// Whether two long genders have the same UTF-8 (compared only when their keys are equal and
    /// do not cover them, which genders from objects never need).
    fileprivate static func sameBytes(_ left: String?, _ right: String?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        return left.utf8.elementsEqual(right.utf8)
    }
}

extension LanguageCaseMemo {
    /// A gender as the memo compares it: whether there is one, its UTF-8 length and first eight
    /// bytes (a gender is `male`, `female`, `other` or `unknown` when it comes from an object, so the
    /// key almost always covers it; a slot keeps a longer one whole).
    struct GenderKey: Equatable {
        /// The UTF-8 length, or `-1` for no gender.
        let length: Int
        /// The first eight UTF-8 bytes, the first in the lowest byte (zero past the end).
        let prefix: UInt64

        /// The key of `gender`'s text (`nil`: no gender).
        init(_ gender: String?) {
            guard let gender else {
                (length, prefix) = (-1, 0)
                return
            }
            let key = ArgumentNameKey(gender)
            (length, prefix) = (key.length, key.prefix)
        }

        /// The key of `gender`'s raw value (`nil`: no gender), the same as that of its text
        /// (`TMLLanguageCaseMemoTests` checks every case), without reading the text.
        @inline(__always)
        init(_ gender: Gender?) {
            switch gender {
            case nil: (length, prefix) = (-1, 0)
            case .male: (length, prefix) = (4, 0x656C_616D)  // "male", the first byte lowest
            case .female: (length, prefix) = (6, 0x656C_616D_6566)  // "female"
            case .other: (length, prefix) = (5, 0x72_6568_746F)  // "other"
            case .unknown: (length, prefix) = (7, 0x6E_776F_6E6B_6E75)  // "unknown"
            }
        }

        /// Whether equal keys mean the same gender, without comparing the text.
        var coversGender: Bool { length <= 8 }
    }
}

/// A lookup's key: the value's UTF-8, read in place, and its hash with the gender's key.
private struct MemoKey {
    let hash: UInt64

    init(value: UnsafeBufferPointer<UInt8>, gender: LanguageCaseMemo.GenderKey) {
        hash = Self.hash(value, gender)
    }

    /// Calls `body` with the UTF-8 of `value` where the string keeps it (a native string's own
    /// bytes, a small string's copied to the stack).
    @inline(__always)
    static func withBytes<Result>(of value: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = value.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = value
        return copy.withUTF8(body)
    }

    /// The slot the key hashes to.
    var slot: Int { Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (LanguageCaseMemo.capacity - 1) }

    /// A hash of the bytes and the gender, mixed eight bytes at a time.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ gender: LanguageCaseMemo.GenderKey) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* multiplier ^ UInt64(bitPattern: Int64(gender.length))
        hash = (hash ^ gender.prefix) &* multiplier
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return hash ^ (hash >> 29) }
        var offset = 0
        while offset &+ 8 <= bytes.count {
            hash = (hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset &+= 8
        }
        var tail: UInt64 = 0
        if offset < bytes.count, bytes.count >= 8 {
            // The last eight bytes, overlapping the words before.
            tail = base.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self)
        } else {
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) &<< shift
                shift &+= 8
                offset &+= 1
            }
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 29)
    }

    /// Whether two byte buffers are equal (lengths first, then one `memcmp`).
    @inline(__always)
    static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
        return memcmp(leftBase, rightBase, left.count) == 0
    }
}

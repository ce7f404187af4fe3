import Foundation

/// The results a language case has computed, by value and gender, so that rendering the same name
/// in the same case again costs a lookup instead of running the case's rules (regular expressions,
/// mostly) once more.
///
/// A case's result depends only on the value, the gender and the rules, unless a rule reads the
/// clock (`today`, `now`, dates): such cases get no memo. The memo holds at most
/// ``LanguageCaseMemo/capacity`` results and values up to ``LanguageCaseMemo/maximumValueLength``
/// UTF-8 bytes; when full it starts afresh, so hostile input can neither grow it without bound nor
/// make a lookup cost more than hashing a short string.
final class LanguageCaseMemo: @unchecked Sendable {
    // `results` is read and written only under `lock`.

    /// Results kept at most.
    static let capacity = 512
    /// Longer values are not memoised.
    static let maximumValueLength = 256

    /// A value and gender compared by their UTF-8 bytes: hashing bytes costs far less than
    /// hashing a `String`, which normalizes non-ASCII text first (names in Cyrillic, Greek…).
    /// Canonically equivalent spellings just get entries of their own.
    private struct Key: Hashable {
        let value: String
        let gender: String?

        static func == (lhs: Key, rhs: Key) -> Bool {
            sameBytes(lhs.value, rhs.value) && lhs.gender == nil && rhs.gender == nil
                || (lhs.gender != nil && rhs.gender != nil && sameBytes(lhs.gender!, rhs.gender!)
                    && sameBytes(lhs.value, rhs.value))
        }

        /// Whether two strings have the same UTF-8.
        private static func sameBytes(_ left: String, _ right: String) -> Bool {
            guard left.utf8.count == right.utf8.count else { return false }
            var (left, right) = (left, right)
            return left.withUTF8 { left in
                right.withUTF8 { right in
                    guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                    return memcmp(a, b, left.count) == 0
                }
            }
        }

        func hash(into hasher: inout Hasher) {
            var value = value
            value.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(gender?.utf8.count ?? -1)
            var gender = gender ?? ""
            gender.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private let lock = NSLock()
    private var results: [Key: String] = [:]

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
        return results.count
    }

    /// The result remembered for `value` and `gender`, if any.
    func result(for value: String, gender: String?) -> String? {
        guard value.utf8.count <= Self.maximumValueLength else { return nil }
        let key = Key(value: value, gender: gender)
        lock.lock()
        defer { lock.unlock() }
        return results[key]
    }

    /// Remembers `result` for `value` and `gender`.
    func remember(_ result: String, for value: String, gender: String?) {
        guard value.utf8.count <= Self.maximumValueLength else { return }
        let key = Key(value: value, gender: gender)
        lock.lock()
        defer { lock.unlock() }
        if results.count >= Self.capacity { results.removeAll(keepingCapacity: true) }
        results[key] = result
    }
}

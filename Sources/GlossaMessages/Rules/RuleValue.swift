#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value in the rules engine: what variables hold and what expressions evaluate to.
public enum RuleValue: Sendable, Hashable {
    /// No value (`car` of a short list, `if` without an else branch).
    case null
    /// A Boolean, from comparisons and logic.
    case bool(Bool)
    /// An integer.
    case integer(Int)
    /// A fractional number (`@n` = 1.5, `(/ 1 2)`).
    case number(Double)
    /// A string.
    case string(String)
    /// A calendar day, from `(date 'YYYY-MM-DD')` and `(today)`: the start of the day in the environment's
    /// calendar. Comparisons that involve a day compare days, not instants.
    case date(Date)
    /// An instant, from `(time 'YYYY-MM-DD HH:MM:SS')` and `(now)`.
    case time(Date)
    /// A list (`@genders`, `(quote (a b))`).
    case list([RuleValue])

    /// Ruby truthiness: everything is true except ``null`` and `false` (so `0`, `""` and `[]` are true).
    public var isTruthy: Bool {
        switch self {
        case .null, .bool(false): return false
        default: return true
        }
    }

    /// The value as text, as `to_s` gives it in tml-ruby: `""` for null, `true`/`false`, integers in
    /// decimal, numbers in the shortest form that reads back (`2.3`, `2.0`), strings as they are, days
    /// as `YYYY-MM-DD` and instants as `YYYY-MM-DD HH:MM:SS` (both in UTC here; the evaluator uses the
    /// environment's calendar), and lists as their elements joined by `,`.
    public var text: String {
        var calendar = Calendar(identifier: .gregorian)
        if let utc = TimeZone(secondsFromGMT: 0) { calendar.timeZone = utc }
        return text(in: calendar)
    }

    /// The value as text, with days and instants written in `calendar`.
    func text(in calendar: Calendar) -> String {
        switch self {
        case .null: return ""
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .number(let value): return Self.text(of: value)
        case .string(let value): return value
        case .date(let date): return Self.dayText(date, in: calendar)
        case .time(let date): return Self.timeText(date, in: calendar)
        case .list(let items): return items.map { $0.text(in: calendar) }.joined(separator: ",")
        }
    }

    static func text(of number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        return number.description
    }

    private static func dayText(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))"
    }

    private static func timeText(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return dayText(date, in: calendar)
            + " \(padded(parts.hour, 2)):\(padded(parts.minute, 2)):\(padded(parts.second, 2))"
    }

    private static func padded(_ value: Int?, _ width: Int) -> String {
        let digits = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A number as the comparisons and arithmetic see it.
enum RuleNumber {
    case integer(Int)
    case real(Double)

    var doubleValue: Double {
        switch self {
        case .integer(let value): return Double(value)
        case .real(let value): return value
        }
    }

    /// `value` as a number: integers and numbers as they are, strings when they are a decimal number
    /// (`"21"`, `" 2.5 "`, `"-1e3"`), anything else `nil`.
    init?(_ value: RuleValue) {
        switch value {
        case .integer(let integer): self = .integer(integer)
        case .number(let number): self = .real(number)
        case .string(let text): self.init(parsing: text)
        default: return nil
        }
    }

    init?(parsing text: String) {
        let trimmed = text.trimmingRuleWhitespace()
        guard !trimmed.isEmpty,
            trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || "+-.eE".unicodeScalars.contains($0) })
        else { return nil }
        if let integer = Int(trimmed) {
            self = .integer(integer)
        } else if let real = Double(trimmed), real.isFinite {
            self = .real(real)
        } else {
            return nil
        }
    }
}

extension RuleEvaluator {
    /// `=`, Glossa's decision: numeric when both sides are numbers (or one is a number and the other a
    /// numeric string), by day or instant for dates, element-wise for lists, otherwise as text (so
    /// `(= 1 '1')` holds, unlike Ruby's strict `==`).
    mutating func equal(_ left: RuleValue, _ right: RuleValue) throws(RuleEvaluationError) -> Bool {
        switch (left, right) {
        case (.integer(let a), .integer(let b)): return a == b
        case (.integer, .number), (.number, .integer), (.number, .number),
            (.integer, .string), (.number, .string), (.string, .integer), (.string, .number):
            if let a = RuleNumber(left), let b = RuleNumber(right) { return Self.compare(a, b) == 0 }
        case (.list(let a), .list(let b)):
            try chargeSize(of: left)
            try chargeSize(of: right)
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(try equal(x, y)) { return false }
            return true
        case (.bool(let a), .bool(let b)): return a == b
        default:
            if let order = dateOrder(left, right) { return order == 0 }
        }
        return left.text(in: environment.calendar) == right.text(in: environment.calendar)
    }

    /// `eq`: Ruby's `==`: same kind and value (integers and numbers compare numerically).
    mutating func strictlyEqual(_ left: RuleValue, _ right: RuleValue) throws(RuleEvaluationError) -> Bool {
        switch (left, right) {
        case (.integer, .number), (.number, .integer), (.number, .number):
            if let a = RuleNumber(left), let b = RuleNumber(right) { return Self.compare(a, b) == 0 }
            return false
        case (.list, .list):
            try chargeSize(of: left)
            try chargeSize(of: right)
            return left == right
        default:
            return left == right
        }
    }

    /// `<` and `>`: numbers numerically (numeric strings included), dates by day or instant, strings by
    /// Unicode scalar values (Ruby compares UTF-8 bytes, the same order). Returns -1, 0 or 1.
    func order(_ left: RuleValue, _ right: RuleValue, _ name: String) throws(RuleEvaluationError) -> Int {
        if let order = dateOrder(left, right) { return order }
        let bothText: Bool
        if case .string = left, case .string = right { bothText = true } else { bothText = false }
        if !bothText, let a = RuleNumber(left), let b = RuleNumber(right) { return Self.compare(a, b) }
        if case .string(let a) = left, case .string(let b) = right {
            if let x = RuleNumber(parsing: a), let y = RuleNumber(parsing: b) { return Self.compare(x, y) }
            return Self.compareScalars(a, b)
        }
        throw RuleEvaluationError(
            kind: .invalidArgument, message: "cannot compare \(describe(left)) \(name) \(describe(right))")
    }

    static func compare(_ a: RuleNumber, _ b: RuleNumber) -> Int {
        if case .integer(let x) = a, case .integer(let y) = b { return x < y ? -1 : (x > y ? 1 : 0) }
        let x = a.doubleValue
        let y = b.doubleValue
        return x < y ? -1 : (x > y ? 1 : 0)
    }

    static func compareScalars(_ a: String, _ b: String) -> Int {
        var left = a.unicodeScalars.makeIterator()
        var right = b.unicodeScalars.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?):
                if x != y { return x.value < y.value ? -1 : 1 }
            }
        }
    }

    /// The order of two dates, or of a date and a string in `YYYY-MM-DD[ HH:MM:SS]` form; by day when
    /// either side is a day. `nil` unless one side is a date and the other one too or a date string.
    func dateOrder(_ left: RuleValue, _ right: RuleValue) -> Int? {
        guard isDateKind(left) || isDateKind(right),
            let (a, aIsDay) = dateValue(left), let (b, bIsDay) = dateValue(right)
        else { return nil }
        let x = aIsDay || bIsDay ? environment.calendar.startOfDay(for: a) : a
        let y = aIsDay || bIsDay ? environment.calendar.startOfDay(for: b) : b
        return x < y ? -1 : (x > y ? 1 : 0)
    }

    private func isDateKind(_ value: RuleValue) -> Bool {
        switch value {
        case .date, .time: return true
        default: return false
        }
    }

    private func dateValue(_ value: RuleValue) -> (Date, isDay: Bool)? {
        switch value {
        case .date(let date): return (date, true)
        case .time(let date): return (date, false)
        case .string(let text):
            if let date = parseDate(text, withTime: true) { return (date, false) }
            if let date = parseDate(text, withTime: false) { return (date, true) }
            return nil
        default: return nil
        }
    }
}

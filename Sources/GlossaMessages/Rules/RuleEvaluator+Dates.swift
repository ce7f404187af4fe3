#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RuleEvaluator {
    /// `date` (`'YYYY-MM-DD'` → a day) and `time` (`'YYYY-MM-DD HH:MM:SS'` → an instant), read in the
    /// environment's calendar. Fields may have fewer digits (`2011-1-1 10:9:8`, as Ruby's `strptime`
    /// accepts); impossible dates (`2011-02-30`) are errors. A date or time value passes through.
    func date(_ value: RuleValue, withTime: Bool) throws(RuleEvaluationError) -> RuleValue {
        switch value {
        case .date(let date): return withTime ? .time(date) : .date(date)
        case .time(let date): return withTime ? .time(date) : .date(environment.calendar.startOfDay(for: date))
        default: break
        }
        let text = value.text(in: environment.calendar)
        guard let date = parseDate(text, withTime: withTime) else {
            let format = withTime ? "YYYY-MM-DD HH:MM:SS" : "YYYY-MM-DD"
            throw RuleEvaluationError(
                kind: .invalidArgument, message: "\(withTime ? "time" : "date") needs '\(format)', got '\(text)'")
        }
        return withTime ? .time(date) : .date(date)
    }

    /// Parses `YYYY-MM-DD` (or with ` HH:MM:SS` when `withTime`) in the environment's calendar.
    func parseDate(_ text: String, withTime: Bool) -> Date? {
        let trimmed = text.trimmingRuleWhitespace()
        let halves = trimmed.split(separator: " ", omittingEmptySubsequences: true)
        guard halves.count == (withTime ? 2 : 1) else { return nil }
        guard let day = Self.fields(halves[0], separator: "-", maximumDigits: [4, 2, 2]) else { return nil }
        var components = DateComponents(year: day[0], month: day[1], day: day[2], hour: 0, minute: 0, second: 0)
        if withTime {
            guard let time = Self.fields(halves[1], separator: ":", maximumDigits: [2, 2, 2]) else { return nil }
            components.hour = time[0]
            components.minute = time[1]
            components.second = time[2]
        }
        guard (1...12).contains(day[1]), (1...31).contains(day[2]), (components.hour ?? 0) < 24,
            (components.minute ?? 0) < 60, (components.second ?? 0) < 61,
            let date = environment.calendar.date(from: components)
        else { return nil }
        let check = environment.calendar.dateComponents([.year, .month, .day], from: date)
        guard check.year == day[0], check.month == day[1], check.day == day[2] else { return nil }
        return date
    }

    private static func fields(_ text: Substring, separator: Character, maximumDigits: [Int]) -> [Int]? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == maximumDigits.count else { return nil }
        var values: [Int] = []
        for (part, digits) in zip(parts, maximumDigits) {
            guard !part.isEmpty, part.count <= digits, part.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
                let value = Int(part)
            else { return nil }
            values.append(value)
        }
        return values
    }
}

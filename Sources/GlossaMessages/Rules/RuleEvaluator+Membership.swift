extension RuleEvaluator {
    /// `in`: whether `value`, as trimmed text, is one of the comma-separated items of `list`. An item
    /// `a..b` is an inclusive range: of integers when both bounds are integers (the value must then be an
    /// integer, so `2.5` is in no range), of scalars when both bounds are single characters (`a..z`), and
    /// otherwise of strings in scalar order. Items and bounds are trimmed.
    mutating func isMember(_ value: RuleValue, of list: RuleValue) throws(RuleEvaluationError) -> Bool {
        let search = value.text(in: environment.calendar).trimmingRuleWhitespace()
        let items = list.text(in: environment.calendar)
        try charge(items.utf8.count / 64)
        for item in items.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = String(item).trimmingRuleWhitespace()
            if trimmed == search { return true }
            guard let (low, high) = Self.bounds(of: trimmed) else { continue }
            if Self.range(low, high, contains: search) { return true }
        }
        return false
    }

    private static func range(_ low: String, _ high: String, contains search: String) -> Bool {
        if let lower = Int(low), let upper = Int(high) {
            guard let number = RuleNumber(parsing: search) else { return false }
            switch number {
            case .integer(let value): return lower <= value && value <= upper
            case .real(let value):
                return value.rounded() == value && Double(lower) <= value && value <= Double(upper)
            }
        }
        let lowScalars = Array(low.unicodeScalars)
        let highScalars = Array(high.unicodeScalars)
        let searchScalars = Array(search.unicodeScalars)
        if lowScalars.count == 1, highScalars.count == 1 {
            guard searchScalars.count == 1 else { return false }
            return lowScalars[0].value <= searchScalars[0].value && searchScalars[0].value <= highScalars[0].value
        }
        return compareScalars(low, search) <= 0 && compareScalars(search, high) <= 0
    }

    /// `within`: whether `value` is a number with `a ≤ value ≤ b` for `range` = `"a..b"` (fractions
    /// allowed on both sides).
    func isWithin(_ value: RuleValue, range: RuleValue) throws(RuleEvaluationError) -> Bool {
        let text = range.text(in: environment.calendar)
        guard let (lowText, highText) = Self.bounds(of: text),
            let low = RuleNumber(parsing: lowText), let high = RuleNumber(parsing: highText)
        else {
            throw RuleEvaluationError(kind: .invalidArgument, message: "within needs a range 'a..b', got '\(text)'")
        }
        guard let number = RuleNumber(value) else { return false }
        return Self.compare(low, number) <= 0 && Self.compare(number, high) <= 0
    }

    /// The trimmed texts before and after the first `..` of `text`, or `nil` when there is none.
    static func bounds(of text: String) -> (String, String)? {
        let scalars = Array(text.unicodeScalars)
        guard let dot = scalars.indices.dropLast().first(where: { scalars[$0] == "." && scalars[$0 + 1] == "." })
        else { return nil }
        var low = String.UnicodeScalarView()
        low.append(contentsOf: scalars[..<dot])
        var high = String.UnicodeScalarView()
        high.append(contentsOf: scalars[(dot + 2)...])
        return (String(low).trimmingRuleWhitespace(), String(high).trimmingRuleWhitespace())
    }
}

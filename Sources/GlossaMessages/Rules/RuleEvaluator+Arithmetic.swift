#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RuleEvaluator {
    /// `+ - * / % mod`. Operands are numbers or numeric strings; integer results that overflow become
    /// fractional. `/` always divides as fractions (`(/ 20 10)` is `2.0`). `%`/`mod` is Ruby's floored
    /// modulo and keeps fractions (`(mod 2.3 10)` is `2.3`, `(mod -1 10)` is `9`). `+` of two non-numeric
    /// strings concatenates them, as in Ruby. Division or modulo by zero is an error.
    mutating func arithmetic(_ function: RuleOperator, _ left: RuleValue, _ right: RuleValue)
        throws(RuleEvaluationError) -> RuleValue
    {
        guard let a = RuleNumber(left), let b = RuleNumber(right) else {
            if function == .add, case .string(let x) = left, case .string(let y) = right {
                return try concatenate(.string(x), .string(y))
            }
            throw RuleEvaluationError(
                kind: .invalidArgument,
                message: "\(Self.symbol(function)) needs numbers, got \(describe(left)) and \(describe(right))")
        }
        guard let result = Self.numericResult(function, a, b) else { throw divisionByZero(function) }
        return result
    }

    /// `function` applied to two numbers, or `nil` for division or modulo by zero. Shared with the fast
    /// evaluator of context rules (`RuleFastEvaluator`).
    static func numericResult(_ function: RuleOperator, _ a: RuleNumber, _ b: RuleNumber) -> RuleValue? {
        switch function {
        case .divide:
            guard b.doubleValue != 0 else { return nil }
            return .number(a.doubleValue / b.doubleValue)
        case .modulo:
            guard b.doubleValue != 0 else { return nil }
            if case .integer(let x) = a, case .integer(let y) = b {
                if y == -1 { return .integer(0) }
                let remainder = x % y
                return .integer(remainder != 0 && (remainder < 0) != (y < 0) ? remainder + y : remainder)
            }
            let x = a.doubleValue
            let y = b.doubleValue
            let remainder = x.truncatingRemainder(dividingBy: y)
            return .number(remainder != 0 && (remainder < 0) != (y < 0) ? remainder + y : remainder)
        default:
            if case .integer(let x) = a, case .integer(let y) = b {
                let result: (partialValue: Int, overflow: Bool)
                switch function {
                case .add: result = x.addingReportingOverflow(y)
                case .subtract: result = x.subtractingReportingOverflow(y)
                default: result = x.multipliedReportingOverflow(by: y)
                }
                if !result.overflow { return .integer(result.partialValue) }
            }
            let x = a.doubleValue
            let y = b.doubleValue
            switch function {
            case .add: return .number(x + y)
            case .subtract: return .number(x - y)
            default: return .number(x * y)
            }
        }
    }

    private func divisionByZero(_ function: RuleOperator) -> RuleEvaluationError {
        RuleEvaluationError(kind: .divisionByZero, message: "\(Self.symbol(function)) by zero")
    }

    private static func symbol(_ function: RuleOperator) -> String {
        switch function {
        case .add: return "+"
        case .subtract: return "-"
        case .multiply: return "*"
        case .divide: return "/"
        default: return "mod"
        }
    }
}

/// Evaluates ``RuleFastNode`` trees. Every function mirrors its ``RuleEvaluator`` counterpart for the
/// values it accepts and returns `nil` for the rest, which the general evaluator then decides.
enum RuleFastEvaluator {
    static func evaluate(_ node: RuleFastNode, _ slots: RuleSlots) -> RuleValue? {
        switch node {
        case .constant(let value):
            return value
        case .variable(let primary, let secondary, let fallback):
            if let primary, let value = slots[primary] { return value }
            if let secondary, let value = slots[secondary] { return value }
            return fallback
        case .equal(let left, let right, let negated):
            guard let a = evaluate(left, slots), let b = evaluate(right, slots), let equal = scalarEqual(a, b)
            else { return nil }
            return .bool(equal != negated)
        case .equalConstant(let variable, let constant, let constantFirst, let negated):
            let value = variable.value(in: slots)
            let equal = constantFirst ? scalarEqual(constant, value) : scalarEqual(value, constant)
            return equal.map { .bool($0 != negated) }
        case .order(let left, let right, let greater):
            guard let a = evaluate(left, slots), let b = evaluate(right, slots), let order = scalarOrder(a, b)
            else { return nil }
            return .bool(greater ? order > 0 : order < 0)
        case .not(let operand):
            return evaluate(operand, slots).map { .bool(!$0.isTruthy) }
        case .and(let operands):
            for operand in operands {
                guard let value = evaluate(operand, slots) else { return nil }
                if !value.isTruthy { return .bool(false) }
            }
            return .bool(true)
        case .or(let operands):
            for operand in operands {
                guard let value = evaluate(operand, slots) else { return nil }
                if value.isTruthy { return .bool(true) }
            }
            return .bool(false)
        case .conditional(let condition, let then, let otherwise):
            guard let test = evaluate(condition, slots) else { return nil }
            if test.isTruthy { return evaluate(then, slots) }
            guard let otherwise else { return .null }
            return evaluate(otherwise, slots)
        case .arithmetic(let function, let left, let right):
            guard let a = evaluate(left, slots), let b = evaluate(right, slots),
                let x = RuleNumber(a), let y = RuleNumber(b)
            else { return nil }
            return RuleEvaluator.numericResult(function, x, y)
        case .member(let list, let operand):
            guard let value = evaluate(operand, slots) else { return nil }
            switch value {
            case .integer(let integer):
                return .bool(list.contains(String(integer), integer: integer))
            case .list, .date, .time:
                return nil
            default:
                guard let text = literalText(value) else { return nil }
                return .bool(list.contains(text.trimmingRuleWhitespace(), integer: nil))
            }
        }
    }

    /// The text of a value that contains no date (`RuleValue.text(in:)` without a calendar), else `nil`.
    static func literalText(_ value: RuleValue) -> String? {
        switch value {
        case .null: return ""
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .number(let value): return RuleValue.text(of: value)
        case .string(let value): return value
        case .date, .time: return nil
        case .list(let items):
            var parts: [String] = []
            parts.reserveCapacity(items.count)
            for item in items {
                guard let text = literalText(item) else { return nil }
                parts.append(text)
            }
            return parts.joined(separator: ",")
        }
    }

    /// `=` of two values without lists or dates (`RuleEvaluator.equal`), else `nil`.
    static func scalarEqual(_ left: RuleValue, _ right: RuleValue) -> Bool? {
        switch (left, right) {
        case (.integer(let a), .integer(let b)):
            return a == b
        case (.list, _), (_, .list), (.date, _), (_, .date), (.time, _), (_, .time):
            return nil
        case (.integer, .number), (.number, .integer), (.number, .number),
            (.integer, .string), (.number, .string), (.string, .integer), (.string, .number):
            if let a = RuleNumber(left), let b = RuleNumber(right) { return RuleEvaluator.compare(a, b) == 0 }
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.string(let a), .string(let b)):
            return a == b
        default:
            break
        }
        guard let a = literalText(left), let b = literalText(right) else { return nil }
        return a == b
    }

    /// `<`/`>` of two values without dates (`RuleEvaluator.order`): -1, 0 or 1, else `nil` (incomparable
    /// values are an error there).
    static func scalarOrder(_ left: RuleValue, _ right: RuleValue) -> Int? {
        switch (left, right) {
        case (.date, _), (_, .date), (.time, _), (_, .time):
            return nil
        case (.string(let a), .string(let b)):
            if let x = RuleNumber(parsing: a), let y = RuleNumber(parsing: b) { return RuleEvaluator.compare(x, y) }
            return RuleEvaluator.compareScalars(a, b)
        default:
            guard let a = RuleNumber(left), let b = RuleNumber(right) else { return nil }
            return RuleEvaluator.compare(a, b)
        }
    }
}

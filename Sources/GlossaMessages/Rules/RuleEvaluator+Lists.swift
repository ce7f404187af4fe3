extension RuleEvaluator {
    /// `car` (the element at index 1, as in tml-ruby and tml-js) and `cdr` (all but the first element) of
    /// a computed list value.
    mutating func listAccess(_ function: RuleOperator, _ value: RuleValue) throws(RuleEvaluationError) -> RuleValue {
        guard case .list(let items) = value else {
            throw RuleEvaluationError(
                kind: .invalidArgument, message: "\(function) needs a list, got \(describe(value))")
        }
        if function == .car { return items.count > 1 ? items[1] : .null }
        try charge(items.count / 16)
        return .list(Array(items.dropFirst()))
    }

    /// `cons`: `[element] + list`.
    mutating func cons(_ element: RuleValue, _ list: RuleValue) throws(RuleEvaluationError) -> RuleValue {
        guard case .list(let items) = list else {
            throw RuleEvaluationError(kind: .invalidArgument, message: "cons needs a list, got \(describe(list))")
        }
        let result = RuleValue.list([element] + items)
        try chargeSize(of: result)
        return result
    }

    /// `count`, `all` and `any`, which take a variable name (`@genders`) or a list expression.
    mutating func collection(_ function: RuleOperator, _ arguments: [RuleNode]) throws(RuleEvaluationError)
        -> RuleValue
    {
        let list: RuleValue
        if case .name(let name) = arguments[0] {
            guard let value = variable(name) else {
                if function == .count {
                    throw RuleEvaluationError(kind: .unboundVariable, message: "count: '\(name)' is not bound")
                }
                return .bool(false)
            }
            list = value
        } else {
            list = try evaluate(arguments[0])
        }
        guard case .list(let items) = list else {
            if function == .count {
                throw RuleEvaluationError(kind: .invalidArgument, message: "count needs a list, got \(describe(list))")
            }
            return .bool(false)
        }
        if function == .count { return .integer(items.count) }
        let expected = try evaluate(arguments[1])
        try chargeSize(of: list)
        for item in items {
            let isEqual = try equal(item, expected)
            if function == .any, isEqual { return .bool(true) }
            if function == .all, !isEqual { return .bool(false) }
        }
        return .bool(function == .all)
    }

    /// Charges for a list's elements (nested included), failing when it exceeds the value size limit.
    mutating func chargeSize(of value: RuleValue) throws(RuleEvaluationError) {
        guard case .list = value else { return }
        let limit = limits.maximumValueSize
        var count = 0
        var pending = [value]
        while let next = pending.popLast() {
            guard case .list(let items) = next else { continue }
            count += items.count
            if count > limit {
                throw RuleEvaluationError(
                    kind: .valueTooLarge, message: "a list grew beyond \(limit) elements")
            }
            pending.append(contentsOf: items)
        }
        try charge(count / 16)
    }
}

extension RuleEvaluator {
    /// `match`: whether the pattern matches anywhere in the subject's text.
    mutating func match(_ pattern: RulePattern, subject: RuleNode) throws(RuleEvaluationError) -> RuleValue {
        let regex = try resolve(pattern)
        let text = try evaluate(subject).text(in: environment.calendar)
        let (found, regexSteps) = regex.search(text, workLimit: regexWorkLimit)
        try chargeRegex(regexSteps)
        guard let found else { throw stepLimitExceeded() }
        return .bool(found)
    }

    /// `replace`: every match replaced by the replacement's text, with `$1`/`\1` back-references honoured
    /// for every pattern (Glossa's decision; Ruby only converted `$n` for `/…/i` patterns).
    mutating func replace(
        _ pattern: RulePattern, replacement: RuleNode, subject: RuleNode
    ) throws(RuleEvaluationError) -> RuleValue {
        let regex = try resolve(pattern)
        let template = try evaluate(replacement).text(in: environment.calendar)
        let text = try evaluate(subject).text(in: environment.calendar)
        let (result, regexSteps) = regex.replacingAll(in: text, with: template, workLimit: regexWorkLimit)
        try chargeRegex(regexSteps)
        guard let result else { throw stepLimitExceeded() }
        try chargeText(result)
        return .string(result)
    }

    /// `append`/`prepend`: the two texts joined.
    mutating func concatenate(_ first: RuleValue, _ second: RuleValue) throws(RuleEvaluationError) -> RuleValue {
        let calendar = environment.calendar
        let result = first.text(in: calendar) + second.text(in: calendar)
        try chargeText(result)
        return .string(result)
    }

    /// Charges for a produced text, failing when it exceeds the value size limit.
    mutating func chargeText(_ text: String) throws(RuleEvaluationError) {
        let size = text.utf8.count
        if size > limits.maximumValueSize {
            throw RuleEvaluationError(
                kind: .valueTooLarge, message: "a string grew beyond \(limits.maximumValueSize) bytes")
        }
        try charge(size / 64)
    }

    private var regexWorkLimit: Int {
        let (product, overflow) = remainingSteps.multipliedReportingOverflow(by: 16)
        return overflow ? .max : product
    }

    private mutating func chargeRegex(_ regexSteps: Int) throws(RuleEvaluationError) {
        try charge(regexSteps / 16)
    }

    private func stepLimitExceeded() -> RuleEvaluationError {
        RuleEvaluationError(kind: .stepLimitExceeded, message: "evaluation exceeded \(limits.maximumSteps) steps")
    }

    private mutating func resolve(_ pattern: RulePattern) throws(RuleEvaluationError) -> BoundedRegex {
        switch pattern {
        case .compiled(let regex):
            return regex
        case .invalid(let error):
            throw RuleEvaluationError(kind: .invalidPattern, message: error.description)
        case .computed(let node):
            let source = try evaluate(node).text(in: environment.calendar)
            do {
                return try BoundedRegex(literal: source)
            } catch {
                throw RuleEvaluationError(kind: .invalidPattern, message: error.description)
            }
        }
    }
}

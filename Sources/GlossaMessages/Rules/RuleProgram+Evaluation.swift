extension RuleProgram {
    /// Evaluates the program. Never traps and never runs unbounded: every failure, including exceeding
    /// the environment's ``RuleLimits``, is returned as a ``RuleEvaluationError``.
    public func evaluate(in environment: RuleEnvironment) -> Result<RuleValue, RuleEvaluationError> {
        evaluateCountingSteps(in: environment).result
    }

    /// Whether the program evaluates to a true value (anything but `null` and `false`, as in Ruby); an
    /// evaluation error counts as false, so a broken rule never matches.
    public func isSatisfied(in environment: RuleEnvironment) -> Bool {
        guard case .success(let value) = evaluate(in: environment) else { return false }
        return value.isTruthy
    }

    /// Evaluates and reports the steps used (for tests of the work bound).
    func evaluateCountingSteps(in environment: RuleEnvironment) -> (
        result: Result<RuleValue, RuleEvaluationError>, steps: Int
    ) {
        var evaluator = RuleEvaluator(environment: environment)
        do {
            let value = try evaluator.evaluate(root)
            return (.success(value), evaluator.steps)
        } catch {
            return (.failure(error), evaluator.steps)
        }
    }
}

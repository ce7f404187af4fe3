/// The `u:` options of an expression (`spec/u-namespace.md`), which the compiler handles for every
/// function and removes before calling its handler: `u:dir` overrides the value's direction and
/// isolates it; `u:id` only names parts, so formatting to a string checks and ignores it.
struct MF2UOptions {
    /// The direction `u:dir` sets, `nil` for `inherit` (or none).
    var direction: MF2Direction?
    /// Bad Options found (a bad value is ignored).
    var problems: [MF2FunctionError] = []

    /// No `u:` option.
    init() {}

    /// Reads the `u:` options among `options`, whose values are given by `value` (`nil` when a
    /// variable's value is not known when compiling: the option is then ignored here, and a render
    /// reads it, ``MF2Call/directionOption`` or ``MF2Call/idOption``, and reports a bad or missing
    /// value then).
    init(_ options: [MF2Option], value: (MF2Option) -> MessageValue?) {
        for option in options where option.identifier.namespace == "u" {
            guard let value = value(option) else { continue }
            switch option.identifier.name {
            case "dir":
                switch Self.direction(value) {
                case .some(let read): direction = read
                case nil: problems.append(MF2FunctionError(.badOption, Self.badDirection))
                }
            case "id":
                if let problem = Self.idProblem(value) { problems.append(problem) }
            default: break
            }
        }
    }

    /// The Bad Option of a `u:id` value that does not resolve to a string, if it does not.
    static func idProblem(_ value: MessageValue) -> MF2FunctionError? {
        switch value {
        case .string, .safeString, .number: nil
        default: MF2FunctionError(.badOption, "u:id must be a string")
        }
    }

    /// Why a `u:dir` value is a Bad Option.
    static let badDirection = "u:dir must be ltr, rtl, auto or inherit"

    /// The direction a `u:dir` value sets: `.some(nil)` for `inherit`, `nil` for a value that is not
    /// `ltr`, `rtl`, `auto` or `inherit` (a Bad Option, `spec/u-namespace.md`).
    static func direction(_ value: MessageValue) -> MF2Direction?? {
        switch MF2Options.Value(value, isLiteral: true).text {
        case "ltr": .leftToRight
        case "rtl": .rightToLeft
        case "auto": .unknown
        case "inherit": .some(nil)
        default: nil
        }
    }

    /// The Bad Option of markup with `u:dir` (markup has no direction), if it has one.
    static func markupProblems(_ markup: MF2Markup) -> [MF2FunctionError] {
        markup.options.contains { $0.identifier.namespace == "u" && $0.identifier.name == "dir" }
            ? [MF2FunctionError(.badOption, "u:dir does not apply to markup")] : []
    }
}

/// A resolved value whose direction `u:dir` sets: it formats as its base does, with that direction,
/// and is isolated even in a message of the same direction.
struct MF2DirectedValue: MF2Value {
    let base: any MF2Value
    let direction: MF2Direction

    var unwrapped: MessageValue { base.unwrapped }

    func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
        var formatted = try base.format(in: context)
        formatted.direction = direction
        formatted.isolatesAlways = true
        return formatted
    }

    func select(among keys: [String], in context: MF2FunctionContext) throws(MF2FunctionError) -> [String] {
        try base.select(among: keys, in: context)
    }
}

extension MF2Value {
    /// The value as another function's operand: without the direction `u:dir` gave it.
    var asOperand: any MF2Value {
        // The type compared first: a cast that fails costs far more, and most values are not directed.
        guard Self.self == MF2DirectedValue.self, let directed = self as? MF2DirectedValue else { return self }
        return directed.base
    }
}

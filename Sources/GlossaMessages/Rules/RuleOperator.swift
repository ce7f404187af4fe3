/// The functions of the rules engine (<doc:TMLSemantics#Rules-engine>), with every alias the SDKs accept.
enum RuleOperator: Sendable, Hashable {
    case quote, car, cdr, cons, eq, atom, conditional, bind
    case equal, notEqual, less, greater, add, subtract, multiply, divide, modulo
    case not, and, or, `true`, `false`
    case `in`, within, match, replace, append, prepend, count, all, any
    case date, time, today, now

    /// The operator named `name`, or `nil` for an unknown function.
    init?(name: String) {
        switch name {
        case "quote": self = .quote
        case "car": self = .car
        case "cdr": self = .cdr
        case "cons": self = .cons
        case "eq": self = .eq
        case "atom": self = .atom
        case "cond", "if": self = .conditional
        case "let", "label", "set": self = .bind
        case "=": self = .equal
        case "!=": self = .notEqual
        case "<": self = .less
        case ">": self = .greater
        case "+": self = .add
        case "-": self = .subtract
        case "*": self = .multiply
        case "/": self = .divide
        case "%", "mod": self = .modulo
        case "!", "not": self = .not
        case "&&", "and": self = .and
        case "||", "or": self = .or
        case "true": self = .true
        case "false": self = .false
        case "in": self = .in
        case "within": self = .within
        case "match": self = .match
        case "replace": self = .replace
        case "append": self = .append
        case "prepend": self = .prepend
        case "count": self = .count
        case "all": self = .all
        case "any": self = .any
        case "date": self = .date
        case "time": self = .time
        case "today": self = .today
        case "now": self = .now
        default: return nil
        }
    }

    /// How many arguments the operator takes.
    var arity: ClosedRange<Int> {
        switch self {
        case .true, .false, .today, .now: return 0...0
        case .quote, .car, .cdr, .atom, .not, .count, .date, .time: return 1...1
        case .conditional: return 2...3
        case .replace: return 3...3
        case .and, .or: return 0...Int.max
        case .cons, .eq, .bind, .equal, .notEqual, .less, .greater, .add, .subtract, .multiply, .divide,
            .modulo, .in, .within, .match, .append, .prepend, .all, .any:
            return 2...2
        }
    }
}

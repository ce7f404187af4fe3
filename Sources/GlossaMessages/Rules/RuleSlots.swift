/// Up to four variable values held inline, for ``RuleFastProgram``: a program lowered for a fixed list of
/// variable names reads slot *i* for the *i*-th name, so evaluating it needs no dictionary and allocates
/// nothing. A `nil` slot is an unbound variable.
struct RuleSlots: Sendable {
    /// How many slots there are.
    static let capacity = 4

    private var first: RuleValue?
    private var second: RuleValue?
    private var third: RuleValue?
    private var fourth: RuleValue?

    /// Every slot unbound.
    init() {}

    /// The value in slot `index` (`nil` when unbound or out of range); setting out of range does nothing.
    subscript(index: Int) -> RuleValue? {
        get {
            switch index {
            case 0: first
            case 1: second
            case 2: third
            case 3: fourth
            default: nil
            }
        }
        set {
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            case 3: fourth = newValue
            default: break
            }
        }
    }
}

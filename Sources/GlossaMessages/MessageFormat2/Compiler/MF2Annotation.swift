/// A function of the default registry as a compiled expression applies it: which function, and its
/// options with literal values resolved and variable values left for the render.
struct MF2Annotation: Sendable {
    /// The functions the compiler knows.
    enum Function: String, Sendable {
        case string, number, integer

        /// Whether the function reads its operand as a number.
        var isNumeric: Bool { self != .string }
    }

    /// An option's value: known when compiling, or read from an argument when rendering.
    enum OptionValue: Sendable, Hashable {
        case literal(String)
        case argument(String)
    }

    var function: Function
    /// The options by name (the last given wins: duplicates are a data model error found earlier).
    var options: [String: OptionValue]
    /// Whether selection is disabled by a Bad Option: `select` given by a variable, or inherited
    /// from the operand (the specification forbids both, so that translators see the keys).
    var selectIsBad = false
    /// Whether the operand is the resolved value of `:integer` (`.local $y = {$x :number}` after
    /// `.local $x = {1.25 :integer}`): it is rounded to an integer before this function applies.
    var roundsOperand = false

    /// This annotation applied to an operand annotated with `operand` (`.local $y = {$x :integer}`
    /// after `.input {$x :number minimumFractionDigits=2}`): a numeric function inherits a numeric
    /// operand's options, its own taking priority; `:integer` drops the fraction digit options.
    func inheriting(from operand: MF2Annotation?) -> MF2Annotation {
        guard let operand, operand.function.isNumeric, function.isNumeric else { return self }
        var merged = operand.options
        if function == .integer {
            for name in ["minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits"] {
                merged[name] = nil
            }
        }
        var selectIsBad = self.selectIsBad
        if merged["select"] != nil, options["select"] == nil {
            merged["select"] = nil
            selectIsBad = true
        }
        merged.merge(options) { _, own in own }
        return MF2Annotation(
            function: function, options: merged, selectIsBad: selectIsBad,
            roundsOperand: operand.roundsOperand || operand.function == .integer)
    }
}

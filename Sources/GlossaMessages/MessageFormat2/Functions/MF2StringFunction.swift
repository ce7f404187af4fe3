/// `:string` (`spec/functions/string.md`): formats its operand's text and selects on it, by exact
/// match of the key.
struct MF2StringFunction: MF2FunctionHandler {
    /// A resolved `:string`.
    struct Value: MF2Value {
        let unwrapped: MessageValue

        func select(among keys: [String], in context: MF2FunctionContext) throws(MF2FunctionError) -> [String] {
            let text = MF2Options.Value(unwrapped, isLiteral: true).text
            return keys.filter { $0 == text }
        }
    }

    func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution {
        guard let operand else {
            return MF2Resolution(failing: [MF2FunctionError(.badOperand, ":string has no operand")])
        }
        return MF2Resolution(Value(unwrapped: operand.unwrapped))
    }
}

/// The resolved options of a function call, by name.
public struct MF2Options: Sendable {
    /// One option's resolved value.
    public struct Value: Sendable {
        /// The value (a literal's text as a string, a variable's value unwrapped).
        public var value: MessageValue
        /// Whether the value was written as a literal (the specification lets functions require it,
        /// as `:number` does for `select`).
        public var isLiteral: Bool

        /// Creates an option value.
        public init(_ value: MessageValue, isLiteral: Bool) {
            self.value = value
            self.isLiteral = isLiteral
        }

        /// The value's text: a string as it is, a number as written, a boolean as `true`/`false`.
        public var text: String {
            switch value {
            case .string(let text), .safeString(let text): text
            case .number(let number): number.text
            default: DisplayText.of(value).0
            }
        }
    }

    /// The options, in the order they were written.
    public private(set) var entries: [(name: String, value: Value)]

    /// The names of options set by variables whose values are not known yet: when the compiler
    /// checks options before the arguments are given (``MF2FunctionHandler/checkOptions(_:in:)``).
    public internal(set) var unresolvedNames: [String] = []

    /// Creates options, in order (when a name repeats, the last wins).
    public init(_ entries: [(name: String, value: Value)] = []) {
        self.entries = entries
    }

    /// The option named `name`, if it is set.
    public subscript(name: String) -> Value? {
        entries.last { $0.name == name }?.value
    }

    /// Sets or replaces the option named `name`.
    public mutating func set(_ name: String, to value: Value?) {
        entries.removeAll { $0.name == name }
        if let value { entries.append((name, value)) }
    }

    /// Whether no option is set.
    public var isEmpty: Bool { entries.isEmpty }
}

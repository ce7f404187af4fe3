/// The functions a ``MF2Compiler`` knows, by name (`number`, `my:upper`): the built-in ones of
/// ``standard`` and those an app registers.
///
/// The article <doc:MessageFormat2> shows an app's function registered and called (`{$name :my:shout}`).
///
/// A name that is not registered is the specification's Unknown Function error: the expression
/// shows its fallback (`{$x}`) and the error is reported at its position.
public struct MF2FunctionRegistry: Sendable {
    private var functions: [String: any MF2FunctionHandler] = [:]

    /// An empty registry (not even `:string` or `:number`).
    public init() {}

    /// The functions of the specification: `:string`, `:number`, `:integer`, `:percent`,
    /// `:currency` and `:offset`, and the draft `:date`, `:time` and `:datetime`.
    public static let standard: MF2FunctionRegistry = {
        var registry = MF2FunctionRegistry()
        registry.register(MF2StringFunction(), as: "string")
        for kind in MF2NumberFunction.Kind.allCases {
            registry.register(MF2NumberFunction(kind), as: kind.rawValue)
        }
        for kind in MF2DateTimeFunction.Kind.allCases {
            registry.register(MF2DateTimeFunction(kind), as: kind.rawValue)
        }
        return registry
    }()

    /// Registers `function` under `name` (`my:upper` for `{$x :my:upper}`), replacing any function
    /// of that name.
    public mutating func register(_ function: any MF2FunctionHandler, as name: String) {
        functions[name] = function
    }

    /// The function registered under `name`, if any.
    public subscript(name: String) -> (any MF2FunctionHandler)? {
        functions[name]
    }

    /// The names of the registered functions, sorted.
    public var names: [String] { functions.keys.sorted() }
}

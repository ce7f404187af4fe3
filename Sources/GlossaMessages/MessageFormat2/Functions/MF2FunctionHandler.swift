/// A function of Unicode MessageFormat 2 (`:number`, `:my:upper`): what an annotation such as
/// `{$count :number minimumFractionDigits=1}` calls, found by name in an ``MF2FunctionRegistry``.
///
/// The compiler resolves a call when it knows the operand and every option (literals, and
/// variables declared from literals); otherwise it resolves it at each render, with the arguments.
/// When only the operand is unknown it first asks ``checkOptions(_:in:)`` about the options it
/// knows, so that a bad option is reported even before an argument is given.
///
/// The built-in functions (`:string`, `:number`, `:integer`, `:percent`, `:currency`, `:offset`,
/// `:date`, `:time`, `:datetime`) are functions like any other, registered in
/// ``MF2FunctionRegistry/standard``.
public protocol MF2FunctionHandler: Sendable {
    /// The resolved value of the function applied to `operand` (`nil` when the expression has
    /// none) with `options`, and the errors found on the way.
    ///
    /// `operand` is the resolved value of another function when the operand is a variable declared
    /// with one (`.local $y = {$x :integer}` after `.input {$x :number}`): a function may then take
    /// over its options. Otherwise it is an ``MF2PlainValue``.
    func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution

    /// The errors `options` cause whatever the operand, when the compiler knows the options but not
    /// the operand yet. `options` holds only the options whose values are known. By default none.
    func checkOptions(_ options: MF2Options, in context: MF2FunctionContext) -> MF2OptionCheck
}

extension MF2FunctionHandler {
    /// No errors: options are checked when the call is resolved.
    public func checkOptions(_ options: MF2Options, in context: MF2FunctionContext) -> MF2OptionCheck {
        MF2OptionCheck()
    }
}

/// The resolved value of an expression (`spec/formatting.md`, "Resolved Values"): what a
/// placeholder formats, a selector selects on, and a later expression takes as its operand.
public protocol MF2Value: Sendable {
    /// The value as an operand or option value sees it (the specification's "unwrap"): the number
    /// of `:number`, the string of `:string`.
    var unwrapped: MessageValue { get }

    /// The value formatted as a placeholder, or the error that keeps it from being formatted (the
    /// placeholder then shows its fallback). By default the unwrapped value's text, of unknown direction.
    func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText

    /// The keys among `keys` that match the value, best first (the specification's Match and
    /// BetterThan), or the error that keeps it from selecting (a Bad Selector is reported and only
    /// `*` matches). By default values do not select.
    func select(among keys: [String], in context: MF2FunctionContext) throws(MF2FunctionError) -> [String]
}

extension MF2Value {
    /// The unwrapped value's text, of unknown direction.
    public func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
        MF2FormattedText(DisplayText.of(unwrapped).0, direction: .unknown)
    }

    /// Throws a Bad Selector error: the value does not select.
    public func select(among keys: [String], in context: MF2FunctionContext) throws(MF2FunctionError) -> [String] {
        throw MF2FunctionError(.badSelector, "the value cannot select")
    }
}

/// A formatted placeholder: its text and direction, for the default bidi strategy.
public struct MF2FormattedText: Sendable, Hashable {
    /// The text.
    public var text: String
    /// The direction of the text.
    public var direction: MF2Direction
    /// Whether the text is isolated even in a message of the same direction (as `u:dir` asks).
    public var isolatesAlways: Bool

    /// Creates a formatted text.
    public init(_ text: String, direction: MF2Direction, isolatesAlways: Bool = false) {
        self.text = text
        self.direction = direction
        self.isolatesAlways = isolatesAlways
    }

    /// The text isolated as the default bidi strategy does in a message of direction `message`.
    func isolated(in message: MF2Direction) -> String {
        direction.isolate(text, in: message, always: isolatesAlways)
    }
}

/// An error a function reports (a Bad Operand, a Bad Option…), with what is wrong.
public struct MF2FunctionError: Error, Sendable, Hashable {
    /// The error's type as the specification names it.
    public var type: MF2ErrorType
    /// What is wrong, in a few words.
    public var message: String

    /// Creates an error.
    public init(_ type: MF2ErrorType, _ message: String) {
        self.type = type
        self.message = message
    }
}

/// What resolving a function gave: a value, or none (the expression shows its fallback), and the
/// errors to report either way.
public struct MF2Resolution: Sendable {
    /// The resolved value, `nil` when the expression fails.
    public var value: (any MF2Value)?
    /// The errors, in order.
    public var errors: [MF2FunctionError]

    /// A resolved value, with the errors found on the way (a Bad Option that was ignored).
    public init(_ value: any MF2Value, errors: [MF2FunctionError] = []) {
        self.value = value
        self.errors = errors
    }

    /// A failure: the expression shows its fallback and `errors` are reported.
    public init(failing errors: [MF2FunctionError]) {
        value = nil
        self.errors = errors
    }
}

/// What ``MF2FunctionHandler/checkOptions(_:in:)`` found.
public struct MF2OptionCheck: Sendable {
    /// The errors to report.
    public var errors: [MF2FunctionError]
    /// Whether they make the expression fail (it then shows its fallback).
    public var fails: Bool
    /// Whether the options keep the value from selecting (a Bad Selector is then reported where the
    /// value is a selector, and only `*` matches).
    public var preventsSelection: Bool

    /// Creates a check's result; by default no errors.
    public init(errors: [MF2FunctionError] = [], fails: Bool = false, preventsSelection: Bool = false) {
        self.errors = errors
        self.fails = fails
        self.preventsSelection = preventsSelection
    }
}

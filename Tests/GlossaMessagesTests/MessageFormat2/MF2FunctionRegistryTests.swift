import GlossaCLDR
import GlossaMessages
import Testing

/// Apps' functions through the public registry: formatting, selection, options, checks when
/// compiling, and the built-ins being registered the same way.
@Suite struct MF2FunctionRegistryTests {
    /// `:my:parity`: selects `even` or `odd` on an integer; `label=…` names what it formats.
    struct Parity: MF2FunctionHandler {
        struct Value: MF2Value {
            let number: Int
            let label: String

            var unwrapped: MessageValue { .number(MessageNumber(number)) }

            func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
                MF2FormattedText("\(label) \(number)", direction: .leftToRight)
            }

            func select(among keys: [String], in context: MF2FunctionContext) throws(MF2FunctionError) -> [String] {
                keys.filter { $0 == (number.isMultiple(of: 2) ? "even" : "odd") }
            }
        }

        func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution {
            guard case .number(let number) = operand?.unwrapped, let integer = number.integerValue else {
                return MF2Resolution(failing: [MF2FunctionError(.badOperand, "not an integer")])
            }
            let check = checkOptions(options, in: context)
            return MF2Resolution(Value(number: integer, label: options["label"]?.text ?? "#"), errors: check.errors)
        }

        func checkOptions(_ options: MF2Options, in context: MF2FunctionContext) -> MF2OptionCheck {
            guard let label = options["label"], !label.isLiteral || label.text.isEmpty else { return MF2OptionCheck() }
            return MF2OptionCheck(errors: [MF2FunctionError(.badOption, "label must be a non-empty literal")])
        }
    }

    static func render(
        _ source: String, _ arguments: MessageArguments = [:], functions: MF2FunctionRegistry
    ) throws -> (text: String, errors: [String]) {
        let locale = try LocaleIdentifier(parsing: "en")
        let rendered = MF2Compiler(locale: locale, bidiIsolation: .none, functions: functions).compile(source)
            .render(RenderContext(arguments: arguments, locale: locale))
        return (rendered.text, rendered.diagnostics.compactMap { MF2ErrorType(diagnostic: $0)?.rawValue })
    }

    static let functions: MF2FunctionRegistry = {
        var functions = MF2FunctionRegistry.standard
        functions.register(Parity(), as: "my:parity")
        return functions
    }()

    @Test func anAppsFunctionFormatsAndSelects() throws {
        let match = ".input {$n :my:parity label=No.} .match $n even {{even {$n}}} * {{odd {$n}}}"
        #expect(try Self.render(match, ["n": 4], functions: Self.functions) == ("even No. 4", []))
        #expect(try Self.render(match, ["n": 7], functions: Self.functions) == ("odd No. 7", []))
        let literal = ".local $n = {3 :integer} .local $p = {$n :my:parity} .match $p even {{even}} * {{odd {$p}}}"
        #expect(try Self.render(literal, functions: Self.functions) == ("odd # 3", []))
    }

    @Test func optionsAreCheckedWhenCompilingAndAtRender() throws {
        // The option is known when compiling, the operand is not: the check reports it then.
        #expect(
            try Self.render("{$n :my:parity label=||}", ["n": 2], functions: Self.functions).errors == ["bad-option"])
        // An option from a variable is not a literal.
        #expect(
            try Self.render(".local $l = {x} {{{$n :my:parity label=$l}}}", ["n": 2], functions: Self.functions)
                == ("x 2", ["bad-option"]))
        // A literal operand is a string: this function wants a number.
        #expect(try Self.render("{2 :my:parity}", functions: Self.functions) == ("{|2|}", ["bad-operand"]))
    }

    @Test func functionsNotRegisteredAreUnknown() throws {
        #expect(try Self.render("{1 :number}", functions: MF2FunctionRegistry()) == ("{|1|}", ["unknown-function"]))
        #expect(try Self.render("{$n :my:parity}", ["n": 1], functions: .standard) == ("{$n}", ["unknown-function"]))
        #expect(
            MF2FunctionRegistry.standard.names == [
                "currency", "date", "datetime", "integer", "number", "offset", "percent", "string", "time",
            ])
    }

    @Test func builtInsAreRegisteredLikeAnyFunction() throws {
        var functions = MF2FunctionRegistry.standard
        functions.register(Parity(), as: "number")
        #expect(try Self.render("{$n :number}", ["n": 5], functions: functions) == ("# 5", []))
        #expect(try Self.render("{5 :integer}", functions: functions) == ("5", []))
    }
}

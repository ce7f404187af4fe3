import GlossaCLDR
import GlossaMessages
import Testing

/// What functions write is a value: HTML escapes it, whether the function ran when compiling
/// (literal operand) or at each render (argument operand), as it escapes a caller's text.
@Suite struct MF2FunctionOutputEscapingTests {
    /// `:my:tag`: wraps its operand's text in `<b>…</b>`, as a careless app's function might.
    struct Tag: MF2FunctionHandler {
        struct Value: MF2Value {
            let text: String
            var unwrapped: MessageValue { .string(text) }
            func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
                MF2FormattedText("<b>\(text)</b>", direction: .leftToRight)
            }
        }

        func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution {
            switch operand?.unwrapped {
            case .string(let text)?, .safeString(let text)?: return MF2Resolution(Value(text: text))
            default: return MF2Resolution(failing: [MF2FunctionError(.badOperand, "not a string")])
            }
        }
    }

    static func render(_ source: String, _ arguments: MessageArguments = [:], format: OutputFormat) throws -> String {
        var functions = MF2FunctionRegistry.standard
        functions.register(Tag(), as: "my:tag")
        let locale = try LocaleIdentifier(parsing: "en")
        return MF2Compiler(locale: locale, bidiIsolation: .none, functions: functions).compile(source)
            .render(RenderContext(arguments: arguments, locale: locale), format: format).text
    }

    @Test func anAppsFunctionOutputIsEscapedInHTML() throws {
        #expect(try Self.render("<i>{|x| :my:tag}</i>", format: .html) == "<i>&lt;b&gt;x&lt;/b&gt;</i>")
        #expect(try Self.render("{$v :my:tag}", ["v": "y&"], format: .html) == "&lt;b&gt;y&amp;&lt;/b&gt;")
        // Plain text writes what the function wrote.
        #expect(try Self.render("{|x| :my:tag}", format: .text) == "<b>x</b>")
        #expect(try Self.render("{$v :my:tag}", ["v": "y&"], format: .text) == "<b>y&</b>")
    }

    @Test func literalPlaceholdersAreValuesToo() throws {
        #expect(try Self.render("{|<script>|}", format: .html) == "&lt;script&gt;")
        #expect(try Self.render(".local $x = {|a<b| :string} {{{$x}}}", format: .html) == "a&lt;b")
    }

    @Test func aCallersSafeTextStaysAsGivenUnlessAFunctionChangesIt() throws {
        let safe: MessageArguments = ["v": .safeString("<i>ok</i>")]
        #expect(try Self.render("{$v}", safe, format: .html) == "<i>ok</i>")
        #expect(try Self.render("{$v :string}", safe, format: .html) == "<i>ok</i>")
        #expect(try Self.render("{$v :my:tag}", safe, format: .html) == "&lt;b&gt;&lt;i&gt;ok&lt;/i&gt;&lt;/b&gt;")
        #expect(try Self.render("{$v}", ["v": "<i>"], format: .html) == "&lt;i&gt;")
    }
}

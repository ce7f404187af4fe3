import GlossaCLDR
import Testing

@testable import GlossaMessages

/// A message's prelude: run once at the start of each render, its locals seen by every transform.
@Suite struct EngineMessagePreludeTests {
    /// Doubles the argument `n`, counting its runs.
    final class Doubling: MessagePrelude {
        let runs = Locked(0)

        func locals(for context: RenderContext) -> MessageLocals {
            runs.withLock { $0 += 1 }
            guard case .number(let number)? = context.arguments["n"], let integer = number.integerValue else {
                return MessageLocals(0)
            }
            return MessageLocals(integer * 2)
        }
    }

    /// Shows the prelude's locals instead of the value.
    struct ShowLocals: ValueTransform {
        var name: String { "locals" }

        func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
            (context.locals?.value as? Int).map(String.init)
        }
    }

    @Test func thePreludeRunsOncePerRenderAndEveryPartSeesItsLocals() {
        let prelude = Doubling()
        let argument = MessagePart.argument(
            ArgumentPart(
                name: "n", attributePath: [], transforms: [ShowLocals()], verbatim: "{n}",
                location: SourceLocation(line: 1, column: 1)))
        let message = CompiledMessage(source: "{n} {n}", parts: [argument, .literal(" "), argument], prelude: prelude)
        #expect(message.render(RenderContext(arguments: ["n": 21])).text == "42 42")
        #expect(prelude.runs.withLock { $0 } == 1)
        #expect(message.render(RenderContext(arguments: ["n": 4]), format: .html).text == "8 8")
        #expect(prelude.runs.withLock { $0 } == 2)
    }

    @Test func aMessageWithoutPreludeLeavesTheLocalsEmpty() {
        let argument = MessagePart.argument(
            ArgumentPart(
                name: "n", attributePath: [], transforms: [ShowLocals()], verbatim: "{n}",
                location: SourceLocation(line: 1, column: 1)))
        let rendered = CompiledMessage(source: "{n}", parts: [argument]).render(RenderContext(arguments: ["n": 1]))
        #expect(rendered.text == "1")
        #expect(rendered.diagnostics.map(\.kind) == [.transformFailed])
    }
}

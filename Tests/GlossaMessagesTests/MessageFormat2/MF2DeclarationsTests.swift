import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Declarations compiled into slots: each render resolves each declaration once, in order, and
/// nothing recurses, however long the chain of declarations or however often a variable is read.
@Suite struct MF2DeclarationsTests {
    /// `:my:add`: the integer operand plus its `by` option (0 without one), counting its calls.
    struct CountingAdd: MF2FunctionHandler {
        let calls = Locked(0)

        func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution {
            calls.withLock { $0 += 1 }
            guard case .number(let number) = operand?.unwrapped, let integer = number.integerValue else {
                return MF2Resolution(failing: [MF2FunctionError(.badOperand, "not an integer")])
            }
            let by = options["by"].flatMap { Int($0.text) } ?? 0
            return MF2Resolution(MF2PlainValue(.number(MessageNumber(integer + by))))
        }
    }

    static func compile(_ source: String, _ add: CountingAdd) throws -> CompiledMessage {
        var functions = MF2FunctionRegistry.standard
        functions.register(add, as: "my:add")
        return MF2Compiler(locale: try LocaleIdentifier(parsing: "en"), bidiIsolation: .none, functions: functions)
            .compile(source)
    }

    static func render(_ message: CompiledMessage, _ arguments: MessageArguments) throws -> RenderedMessage {
        message.render(RenderContext(arguments: arguments, locale: try LocaleIdentifier(parsing: "en")))
    }

    @Test func eachDeclarationReadTwiceByTheNextIsCalledOncePerRender() throws {
        // Each declaration reads the previous one twice (operand and option): a render that
        // resolved a variable at each reading would call the first function 2^30 times.
        let chain = (1...30).map { ".local $a\($0) = {$a\($0 - 1) :my:add by=$a\($0 - 1)}" }.joined(separator: "\n")
        let add = CountingAdd()
        let message = try Self.compile(".input {$a0 :my:add}\n\(chain)\n{{{$a30} {$a30}}}", add)
        #expect(add.calls.withLock { $0 } == 0)
        let rendered = try Self.render(message, ["a0": 1])
        #expect(rendered.text == "1,073,741,824 1,073,741,824")
        #expect(rendered.diagnostics.isEmpty)
        #expect(add.calls.withLock { $0 } == 31)
        #expect(try Self.render(message, ["a0": 2]).text == "2,147,483,648 2,147,483,648")
        #expect(add.calls.withLock { $0 } == 62)
    }

    @Test func aVariableManyExpressionsReadIsResolvedOnce() throws {
        let declarations = (1...30).map { ".local $b\($0) = {$x :my:add by=\($0)}" }.joined(separator: "\n")
        let uses = (1...30).map { "{$x}{$b\($0)}" }.joined(separator: ",")
        let add = CountingAdd()
        let message = try Self.compile(
            ".input {$x :my:add}\n\(declarations)\n.match $x\n0 {{zero}}\n* {{\(uses)}}", add)
        let rendered = try Self.render(message, ["x": 10])
        #expect(rendered.text == (1...30).map { "10\(10 + $0)" }.joined(separator: ","))
        // `.input` once, each `.local` once; the selector and the placeholders read the slots.
        #expect(add.calls.withLock { $0 } == 31)
    }

    @Test func aFailedDeclarationFailsWhatReadsItOnce() throws {
        let add = CountingAdd()
        let message = try Self.compile(
            ".input {$x :my:add}\n.local $y = {$x :my:add by=1}\n.local $z = {$y :my:add}\n{{{$z} {$y}}}", add)
        let rendered = try Self.render(message, ["x": "ten"])
        // A placeholder whose value fails shows its fallback; the function's error is reported once,
        // at the declaration where it failed, with its type.
        #expect(rendered.text == "{$z} {$y}")
        #expect(rendered.diagnostics.map(\.kind) == [.transformFailed])
        #expect(rendered.diagnostics.map { MF2ErrorType(diagnostic: $0) } == [.badOperand])
        #expect(rendered.diagnostics.map(\.location.line) == [1])
        #expect(rendered.diagnostics.map(\.reason) == ["bad-operand: not an integer"])
        // `$x` fails; `$y` and `$z` are not called on a missing operand.
        #expect(add.calls.withLock { $0 } == 1)
    }

    @Test func twentyThousandChainedDeclarationsRenderPromptly() throws {
        let count = 20_000
        let declarations = (1..<count).map { ".local $v\($0) = {$v\($0 - 1) :number}" }.joined(separator: " ")
        let selectors = (0..<count).map { "$v\($0)" }.joined(separator: " ")
        let source =
            ".input {$v0 :number} \(declarations) .match \(selectors) "
            + String(repeating: "* ", count: count) + "{{x {$v\(count - 1)}}}"
        let started = Date()
        let message = MF2Compiler(locale: try LocaleIdentifier(parsing: "en"), bidiIsolation: .none).compile(source)
        let rendered = try Self.render(message, ["v0": 5])
        #expect(rendered.text == "x 5")
        #expect(rendered.diagnostics.isEmpty)
        let missing = try Self.render(message, [:])
        #expect(missing.text.hasSuffix("{$v\(count - 1)}"))
        // Generous for a loaded machine: linear work takes well under a second.
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test func twentyThousandChainedLiteralDeclarationsResolveWhenCompiling() throws {
        let count = 20_000
        let declarations = (1..<count).map { ".local $v\($0) = {$v\($0 - 1) :integer}" }.joined(separator: " ")
        let started = Date()
        let message = MF2Compiler(locale: try LocaleIdentifier(parsing: "en"), bidiIsolation: .none)
            .compile(".local $v0 = {1.5 :number} \(declarations) {{{$v\(count - 1)}}}")
        #expect(try Self.render(message, [:]).text == "2")
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test func aChainOfDeclarationsWithBadOptionsSharesItsErrors() throws {
        // Each declaration reports its own Bad Option once: reported again by each declaration
        // reading it, 20,000 of them would give 200 million errors.
        let count = 20_000
        let declarations = (1..<count).map { ".local $v\($0) = {$v\($0 - 1) :number minimumFractionDigits=x}" }
        let started = Date()
        let message = MF2Compiler(locale: try LocaleIdentifier(parsing: "en"), bidiIsolation: .none).compile(
            ".input {$v0 :number minimumFractionDigits=x} \(declarations.joined(separator: " ")) {{{$v\(count - 1)}}}")
        let rendered = try Self.render(message, ["v0": 5])
        #expect(rendered.text == "5")
        #expect(rendered.diagnostics.count == count)
        #expect(rendered.diagnostics.allSatisfy { MF2ErrorType(diagnostic: $0) == .badOption })
        #expect(Date().timeIntervalSince(started) < 60)
    }

    /// A problem reported again by a later part is reported once, also after more diagnostics than
    /// the resolver searches in order (it then finds them by hash).
    @Test func aProblemReportedAgainAfterManyDiagnosticsIsReportedOnce() throws {
        let missing = (1...12).map { "{$a\($0)}" }.joined(separator: " ")
        let message = MF2Compiler(locale: try LocaleIdentifier(parsing: "en"), bidiIsolation: .none).compile(
            ".input {$x :number minimumFractionDigits=x} {{\(missing) {$x} {$x} {$x}}}")
        let rendered = try Self.render(message, ["x": 5])
        #expect(rendered.text == missing + " 5 5 5")
        #expect(rendered.diagnostics.filter { MF2ErrorType(diagnostic: $0) == .badOption }.count == 1)
        #expect(rendered.diagnostics.filter { $0.kind == .missingArgument }.count == 12)
        #expect(rendered.diagnostics.count == 13)
    }

    /// A chain of `count` failing declarations, each selected on and placed: `$v0` calls an unknown
    /// function, each later one `:string` on the one before.
    static func failingChain(_ count: Int) -> String {
        let declarations = (1..<count).map { ".local $v\($0) = {$v\($0 - 1) :string}" }.joined(separator: " ")
        let selectors = (0..<count).map { "$v\($0)" }.joined(separator: " ")
        let placeholders = (0..<count).map { "{$v\($0)}" }.joined(separator: " ")
        return ".local $v0 = {$missing :unknown} \(declarations) .match \(selectors) "
            + String(repeating: "* ", count: count) + "{{\(placeholders)}}"
    }

    @Test func eachErrorOfAFailingChainIsReportedOnceAtItsPlace() throws {
        let en = try LocaleIdentifier(parsing: "en")
        let message = MF2Compiler(locale: en, bidiIsolation: .none).compile(
            ".local $a = {$missing :unknown}\n.local $b = {$a :string}\n.local $c = {$b}\n"
                + ".local $unused = {|x| :unknown}\n.match $c\n* {{{$a} {$b} {$c} {$a}}}")
        let rendered = message.render(RenderContext(arguments: [:], locale: en))
        #expect(rendered.text == "{$a} {$b} {$c} {$a}")
        // Each declaration's error once, at its expression; the selector's own; none for `$unused`.
        #expect(
            rendered.diagnostics.map { "\(MF2ErrorType(diagnostic: $0).map(\.rawValue) ?? "?") \($0.location)" } == [
                "unknown-function \(SourceLocation(line: 1, column: 13))",
                "bad-operand \(SourceLocation(line: 2, column: 13))",
                "bad-selector \(SourceLocation(line: 5, column: 8))",
            ])
    }

    @Test func diagnosticsOfAFailingChainGrowLinearly() throws {
        // Each variable reported its declaration's errors and all those its operand inherited:
        // n selectors and n placeholders over a chain of n gave about n² diagnostics.
        let en = try LocaleIdentifier(parsing: "en")
        let compiler = MF2Compiler(locale: en, bidiIsolation: .none)
        let render = { (source: String) in
            compiler.compile(source).render(RenderContext(arguments: [:], locale: en))
        }
        let rendered = render(Self.failingChain(1_000))
        // One error per declaration, one Bad Selector per selector.
        #expect(rendered.diagnostics.count == 2_000)
        #expect(
            TimeScaling.ratio(small: 500, large: 2_000, input: Self.failingChain, work: { _ = render($0) })
                < TimeScaling.bound)
    }
}

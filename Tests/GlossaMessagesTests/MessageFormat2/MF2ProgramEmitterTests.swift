import GlossaCLDR
import Testing

@testable import GlossaMessages

/// The grammar's two consumers agree: compiling a message as it is read (``MF2ProgramEmitter``)
/// and compiling the tree ``MF2TreeBuilder`` built find the same errors and render the same text
/// and diagnostics, over the whole conformance suite.
@Suite struct MF2ProgramEmitterTests {
    /// The errors the emitter's reading finds: the reader's syntax errors, then (when there are none)
    /// its data model check's; and whether it compiled the message itself.
    static func read(_ source: String, compiler: MF2Compiler) -> (errors: [MF2Error], compiled: Bool) {
        var reader = MF2Reader(source)
        var emitter = MF2ProgramEmitter(compiler: compiler, declarationCount: 0, checksDataModel: true)
        reader.readMessage(into: &emitter)
        if !reader.errors.isEmpty { return (reader.errors, false) }
        return (emitter.dataModelErrors, !emitter.foundDataModelError)
    }

    @Test func bothConsumersReportAndRenderAlikeOverTheSuite() throws {
        var compiledByEmitter = 0
        var withErrors = 0
        for test in MF2ConformanceSuite.cases {
            let locale = (try? LocaleIdentifier(parsing: test.locale)) ?? .root
            let compiler = MF2Compiler(
                locale: locale, bidiIsolation: test.bidiIsolation == "none" ? .none : .default,
                functions: MF2TestFunction.registry, timeZone: .gmt)
            let tree = MF2Parser.parse(test.source)
            let read = Self.read(test.source, compiler: compiler)
            // The same errors, in any order: the tree reports data model errors grouped by kind, the
            // emitter as it meets them.
            #expect(
                read.errors.sorted { $0.description < $1.description }
                    == tree.errors.sorted { $0.description < $1.description }, "\(test)")
            #expect(read.compiled == tree.errors.isEmpty, "\(test)")
            if read.compiled { compiledByEmitter += 1 } else { withErrors += 1 }
            let context = RenderContext(arguments: MF2ConformanceSuite.arguments(test), locale: locale)
            let streamed = compiler.compile(test.source).render(context)
            let fromTree = compiler.compile(tree).render(context)
            #expect(streamed.text == fromTree.text, "\(test)")
            #expect(streamed.diagnostics == fromTree.diagnostics, "\(test)")
        }
        // Both kinds are covered: messages the emitter compiles, and messages left to the tree.
        #expect(compiledByEmitter > 200)
        #expect(withErrors > 50)
    }

    @Test func aMessageWithADataModelErrorIsLeftToTheTree() throws {
        let compiler = MF2Compiler(locale: try LocaleIdentifier(parsing: "en"))
        let source = ".input {$n :number} .match $n one {{a}} one {{b}}"
        let read = Self.read(source, compiler: compiler)
        #expect(!read.compiled)
        #expect(read.errors.map(\.type) == [.duplicateVariant, .missingFallbackVariant])
        let rendered = compiler.compile(source).render(RenderContext(arguments: ["n": 1], locale: compiler.locale))
        #expect(rendered.text == source)
        #expect(rendered.diagnostics.first?.reason.hasPrefix("duplicate-variant") == true)
    }
}

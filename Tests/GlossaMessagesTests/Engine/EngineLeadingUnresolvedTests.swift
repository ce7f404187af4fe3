import GlossaCLDR
import Testing

@testable import GlossaMessages

/// ``MessageProgram/prependUnresolved(_:)``: reports put before a written program, which still
/// renders as it did (its jumps, selections and argument uses moved with its instructions).
@Suite struct EngineLeadingUnresolvedTests {
    /// Selections nested in a selection, `#`s that share an argument entry from other places, and an
    /// argument that is missing (its diagnostic says where each use is).
    static let source = """
        {gender, select, female {{count, plural, one {# file for {name}} other {# files for {name}}}} \
        other {{count, plural, one {# file, {name}} other {# files, {name}}}}}
        """

    @Test func aProgramRendersAsBeforeAfterItsReports() throws {
        let english = try LocaleIdentifier(parsing: "en")
        let compiled = ICUCompiler(locale: english).compile(Self.source)
        var program = compiled.program
        let reports = [
            UnresolvedPart(verbatim: "", reason: "first", location: SourceLocation(line: 1, column: 1)),
            UnresolvedPart(verbatim: "!", reason: "second", location: SourceLocation(line: 1, column: 2)),
        ]
        program.prependUnresolved(reports)
        let prepended = CompiledMessage(source: Self.source, program: program)
        for gender: MessageValue in ["female", "male"] {
            for count in [1, 2, 5] {
                let context = RenderContext(
                    arguments: ["gender": gender, "count": .number(MessageNumber(count))], locale: english)
                let before = compiled.render(context, format: .text)
                let after = prepended.render(context, format: .text)
                #expect(after.text == "!" + before.text)
                #expect(
                    after.diagnostics.map(\.location) == reports.map(\.location) + before.diagnostics.map(\.location))
                #expect(after.diagnostics.dropFirst(2).map(\.kind) == before.diagnostics.map(\.kind))
                #expect(before.diagnostics.map(\.kind) == [.missingArgument])
            }
        }
    }
}

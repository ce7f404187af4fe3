import GlossaCLDR
import Testing

@testable import GlossaMessages

/// `u:dir` and `u:id`, handled by the compiler for every function, custom ones included.
@Suite struct MF2UOptionsTests {
    static func render(_ source: String, _ arguments: MessageArguments = [:], locale: String = "en") throws
        -> (text: String, errors: [String])
    {
        let rendered = try MF2CompilerTests.render(source, arguments, locale: locale, bidiIsolation: .default)
        return (rendered.text, rendered.diagnostics.compactMap { MF2ErrorType(diagnostic: $0)?.rawValue })
    }

    @Test func uDirSetsTheDirectionAndIsolates() throws {
        #expect(try Self.render("{$x :number u:dir=rtl}", ["x": 5]) == ("\u{2067}5\u{2069}", []))
        #expect(try Self.render("{$x :number u:dir=ltr}", ["x": 5]) == ("\u{2066}5\u{2069}", []))
        #expect(try Self.render("{$x :number u:dir=inherit}", ["x": 5]) == ("5", []))
        #expect(try Self.render(".local $d = {rtl} {{{a :string u:dir=$d}}}") == ("\u{2067}a\u{2069}", []))
        #expect(try Self.render("{a :string u:dir=up}") == ("\u{2068}a\u{2069}", ["bad-option"]))
        // The direction belongs to the value, not to what another function makes of it.
        #expect(try Self.render(".local $n = {5 :number u:dir=rtl} {{{$n :integer}}}") == ("5", []))
    }

    @Test func uIdIsCheckedAndIgnoredInStrings() throws {
        #expect(try Self.render("{1 :number u:id=one}") == ("1", []))
        #expect(try Self.render("{#b u:id=x}bold{/b}") == ("bold", []))
        #expect(try Self.render("{#b u:dir=rtl}bold{/b}") == ("bold", ["bad-option"]))
        // Other `u:` options are not passed to the function.
        #expect(try Self.render("{1 :number u:foo=bar}") == ("1", []))
    }
}

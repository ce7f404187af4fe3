import GlossaToolsKit
import Testing

@Suite("MessageSyntax")
struct MessageSyntaxTests {
    /// ICU messages are recognised as ICU's parser reads them, whatever their spacing, nesting or quoting.
    @Test(arguments: [
        "{n,plural,one{# item}other{# items}}",
        "{n ,plural, one {# item} other {# items}}",
        "{g,select,female{{n,plural,offset:1 one{#}other{#}}}other{x}}",
        "{place,selectordinal,one{#st}other{#th}}",
        "{price,number}", "On {day,date,short}",
        "{n, plural, one {#}}",
        // A syntax error after the type, without the spacing `, plural,`: still ICU, as ICU reads it.
        "{n,plural,one{# item}}", "{n,plural one{x}other{y}}",
    ])
    func icuIsRecognised(_ text: String) {
        #expect(MessageSyntax.guess(text) == .icu)
    }

    @Test(arguments: [
        ("{count || message}", MessageSyntax.tml), ("[bold: Hello] {user}", .tml), ("Hello {user:gender}", .tml),
        ("'{n, plural'", .tml), ("%d files", .apple), ("Hello", .apple),
        // ", number" or ", date" in text is no ICU argument.
        ("Hello {user}, number {n}", .tml), ("[bold: {user}], date {day}", .tml),
    ])
    func otherSyntaxes(_ text: String, _ expected: MessageSyntax) {
        #expect(MessageSyntax.guess(text) == expected)
    }

    /// Complex MessageFormat 2 messages are recognised by how they start (so lint reports their
    /// errors); simple ones when they parse and have a placeholder only MessageFormat 2 writes.
    @Test(arguments: [
        ".input {$n :number}\n.match $n\none {{# file}}\n* {{files}}", "  .local $x = {1} {{x}}", ".match $n * {{x}}",
        "{{Quoted pattern}}", "Hello, {$name}!", "Today is {:datetime}", "Read {#b}this{/b}",
        "{|literal| :string}",
    ])
    func mf2IsRecognised(_ text: String) {
        #expect(MessageSyntax.guess(text) == .mf2)
    }

    @Test(arguments: [
        // A TML template's `{$0}` is no MessageFormat 2 variable ($ needs a name), nor is `{user}` (a literal).
        ("<b>{$0}</b>", MessageSyntax.tml), ("Hi {user}", .tml), (".hidden files: %d", .apple),
        ("Hello {$name", .tml),
    ])
    func lookalikesAreNotMF2(_ text: String, _ expected: MessageSyntax) {
        #expect(MessageSyntax.guess(text) == expected)
    }

    /// What lint and pseudo read from a MessageFormat 2 message.
    @Test func mf2Analysis() {
        let source = """
            .input {$count :number}
            .local $place = {$rank :integer select=ordinal}
            .local $label = {$kind :string}
            .match $count $place $label
            one one x {{{#b}{$count}{/b} file, {$place} {$owner}}}
            * * * {{{$count} files \\{at\\} {$where}}}
            """
        let analysis = MessageAnalysis(source, syntax: .mf2)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.names == ["$count", "$rank", "$kind", "$owner", "$where", "{#b}", "{/b}"])
        #expect(analysis.selections.map(\.name) == ["$count", "$place", "$label"])
        #expect(analysis.selections.map(\.kind) == ["plural", "selectordinal", "select"])
        #expect(analysis.selections.map(\.keys) == [["one", "*"], ["one", "*"], ["x", "*"]])
        #expect(
            analysis.segments.filter { if case .text = $0 { true } else { false } }.map(\.content) == [
                " file, ", " ", " files \\{at\\} ",
            ])
        #expect(analysis.segments.map(\.content).joined() == source)
        #expect(analysis.quotedPatterns.count == 2)
        let broken = MessageAnalysis(".match $n\nfoo {{x}}", syntax: .mf2)
        #expect(
            broken.issues.map(\.description) == [
                "1:8: missing-selector-annotation: the selector $n must be declared with a function, such as {$n :string}",
                "1:1: missing-fallback-variant: no variant has \"*\" for every key (*)",
            ])
    }
}

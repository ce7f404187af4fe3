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
}

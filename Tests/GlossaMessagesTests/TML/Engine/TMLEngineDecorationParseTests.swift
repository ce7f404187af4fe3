import Testing

@testable import GlossaMessages

/// Decoration parse trees (“Decorations” in the TMLSemantics article), in ``TMLEngineSupport/shape(_:)`` notation.
@Suite struct TMLEngineDecorationParseTests {
    typealias S = TMLEngineSupport

    /// Ruby spec: `["tml", ["bold", "Hello, ", ["strong","how"], " ", ["weak","are"], " you?"]]`.
    @Test func rubySpecNestedShortDecorations() {
        let document = TMLParser.parse("[bold: Hello, [strong: how] [weak: are] you?]")
        #expect(S.shape(document.nodes) == #"(bold "Hello, " (strong "how") " " (weak "are") " you?")"#)
        #expect(document.diagnostics.isEmpty)
        #expect(document.decorationNames == ["bold", "strong", "weak"])
        let decorations = S.decorations(document.nodes)
        #expect(decorations.map(\.form) == [.short, .short, .short])
        let allClosed = decorations.allSatisfy { $0.isClosed }
        #expect(allClosed)
        #expect(decorations.map(\.range.offsets) == [0..<45, 14..<27, 28..<39])
        #expect(
            decorations.map(\.range.start) == [
                .init(line: 1, column: 1), .init(line: 1, column: 15), .init(line: 1, column: 29),
            ])
    }

    /// Ruby spec: `["tml", ["link"," you have ",["italic","",["bold","{count}"]," messages"]," ",
    /// ["light","in your mailbox"]," "]]` — Glossa drops the empty left-trimmed text and keeps
    /// `{count}` as a token node.
    @Test func rubySpecLongWithNestedShortDecorations() {
        let label = "[link] you have [italic: [bold: {count}] messages] [light: in your mailbox] [/link]"
        let document = TMLParser.parse(label)
        #expect(
            S.shape(document.nodes)
                == #"(link " you have " (italic (bold {count}) " messages") " " (light "in your mailbox") " ")"#)
        #expect(document.diagnostics.isEmpty)
        #expect(document.tokenNames == ["count"])
        #expect(document.decorationNames == ["link", "italic", "bold", "light"])
        let decorations = S.decorations(document.nodes)
        #expect(decorations.map(\.form) == [.long, .short, .short, .short])
        #expect(decorations[0].range.offsets == 0..<label.count)
        let token = S.tokens(document.nodes).first
        #expect(token?.range.offsets == 32..<39)
        #expect(token?.range.start == SourceLocation(line: 1, column: 33))
    }

    @Test(arguments: [
        ("[bold: Hello World]", #"(bold "Hello World")"#, TMLDecoration.Form.short),
        ("[bold] Hello World [/bold]", #"(bold " Hello World ")"#, .long),
        ("<bold>Hello World</bold>", #"(bold "Hello World")"#, .html),
        ("<span class='x'>Hi</span>", #"(span "Hi")"#, .html),
        ("[bold:Hello]", #"(bold "Hello")"#, .short),
        ("[bold:   ]", "(bold)", .short),
    ])
    func forms(label: String, shape: String, form: TMLDecoration.Form) {
        let document = TMLParser.parse(label)
        #expect(S.shape(document.nodes) == shape)
        #expect(S.decorations(document.nodes).first?.form == form)
        #expect(S.decorations(document.nodes).first?.isClosed == true)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func formsRenderTheSameHTML() {
        for label in ["[bold: Hello World]", "<bold>Hello World</bold>", "[bold]Hello World[/bold]"] {
            #expect(S.render(label, format: .html).text == "<strong>Hello World</strong>", "\(label)")
            #expect(S.render(label, format: .text).text == "Hello World", "\(label)")
        }
        #expect(S.render("[bold] Hello World [/bold]", format: .html).text == "<strong> Hello World </strong>")
    }

    @Test func selfClosingTagsPassThrough() {
        let document = TMLParser.parse("One<br/>two <img src='x.png' /> three")
        #expect(S.shape(document.nodes) == #""One<br/>two <img src='x.png' /> three""#)
        #expect(S.decorations(document.nodes).isEmpty)
        #expect(document.diagnostics.isEmpty)
        #expect(S.render("One<br/>two", format: .html).text == "One<br/>two")
        #expect(S.render("One<br/>two", format: .text).text == "One<br/>two")
    }

    @Test func unclosedShortDecorationIsClosedAtTheEnd() {
        let document = TMLParser.parse("[bold: Hello World")
        #expect(S.shape(document.nodes) == #"(bold "Hello World")"#)
        let decoration = S.decorations(document.nodes).first
        #expect(decoration?.isClosed == false)
        #expect(decoration?.range.offsets == 0..<18)
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.location == SourceLocation(line: 1, column: 1))
        #expect(document.diagnostics.first?.message.contains("[bold:") == true)
        #expect(S.render("[bold: Hello World", format: .html).text == "<strong>Hello World</strong>")
    }

    @Test func unclosedTokensOnLaterLinesReportTheirPosition() {
        let label = "First line\n  second [italic] text\n<b>third"
        let document = TMLParser.parse(label)
        #expect(S.shape(document.nodes) == #""First line\#n  second " (italic " text\#n" (b "third"))"#)
        #expect(
            document.diagnostics.map(\.location) == [
                SourceLocation(line: 3, column: 1), SourceLocation(line: 2, column: 10),
            ])
        #expect(S.decorations(document.nodes).map(\.isClosed) == [false, false])
        #expect(S.render(label, format: .html).text == "First line\n  second <i> text\n<strong>third</strong></i>")
    }

    @Test(arguments: [
        ("[link1: x] and [bold2: y]", #"(link1 "x") " and " (bold2 "y")"#, ["link1", "bold2"]),
        ("[link12]x[/link12]", #"(link12 "x")"#, ["link12"]),
        ("<h1>T</h1>", #"(h1 "T")"#, ["h1"]),
    ])
    func digitSuffixesAreKeptInNames(label: String, shape: String, names: [String]) {
        let document = TMLParser.parse(label)
        #expect(S.shape(document.nodes) == shape)
        #expect(document.decorationNames == names)
    }

    @Test func digitSuffixedNamesUseTheDefaultTemplate() {
        #expect(
            S.render("[link1: x] [bold2: y]", format: .html).text
                == "<a href='' class='' style='' title=''>x</a> <strong>y</strong>")
        #expect(
            S.render("[link1: x]", ["link1": .decoration(DecorationValue(attributes: ["href": "u"]))], format: .html)
                .text
                == "<a href='u' class='' style='' title=''>x</a>")
    }

    @Test(arguments: [
        ("a ] b", #""a ] b""#),
        ("]", #""]""#),
        ("[bold: a] b]", #"(bold "a") " b]""#),
        ("x [/bold] y", #""x [/bold] y""#),
        ("x </b> y", #""x </b> y""#),
    ])
    func strayEndsAreText(label: String, shape: String) {
        let document = TMLParser.parse(label)
        #expect(S.shape(document.nodes) == shape)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func strayEndsRenderVerbatim() {
        #expect(S.render("a ] b [/bold] c </b>", format: .html).text == "a ] b [/bold] c </b>")
        #expect(S.render("a ] b [/bold] c </b>", format: .text).text == "a ] b [/bold] c </b>")
    }

    @Test(arguments: [
        ("1 < 2", #""1 < 2""#, "1 < 2"),
        ("3 > 2", #""3 > 2""#, "3 > 2"),
        ("a -> b", #""a -> b""#, "a -> b"),
        ("[not a token", #""[not a token""#, "[not a token"),
        ("[bold: 1 < 2]", #"(bold "1 < 2")"#, "1 < 2"),
    ])
    func angleBracketsAndLoneBracketsAreText(label: String, shape: String, text: String) {
        #expect(S.shape(of: label) == shape)
        #expect(S.render(label, format: .text).text == text)
    }

    @Test func anglePairIsAnHTMLStartAsInTheSDKs() {
        // Ruby's `<[^>]*>` makes `< 2 and 3 >` an HTML start named `2`; it is unclosed and reported.
        let document = TMLParser.parse("1 < 2 and 3 > 2")
        #expect(S.shape(document.nodes) == #""1 " (2 " 2")"#)
        #expect(document.diagnostics.map(\.location) == [SourceLocation(line: 1, column: 3)])
    }

    @Test func multiLineLabelsHaveLineAndColumnPositions() {
        let label = "Hi {user},\n[bold: you have\n  {count || message}]\n\t<i>done</i>"
        let document = TMLParser.parse(label)
        #expect(
            S.shape(document.nodes)
                == #""Hi " {user} ",\#n" (bold "you have\#n  " {count || message}) "\#n\#t" (i "done")"#)
        let tokens = S.tokens(document.nodes)
        #expect(tokens.map(\.range.start) == [SourceLocation(line: 1, column: 4), SourceLocation(line: 3, column: 3)])
        #expect(tokens.map(\.range.offsets) == [3..<9, 29..<47])
        let decorations = S.decorations(document.nodes)
        #expect(
            decorations.map(\.range.start) == [SourceLocation(line: 2, column: 1), SourceLocation(line: 4, column: 2)])
        guard case .decoration(let bold) = document.nodes[3], case .text(let first, let range) = bold.children[0] else {
            Issue.record("expected a bold decoration starting with text: \(document.nodes)")
            return
        }
        #expect(first == "you have\n  ")
        // Left-trimming moves the text's start past the space after the colon.
        #expect(range.start == SourceLocation(line: 2, column: 8))
        #expect(range.offsets.lowerBound == 18)
    }

    @Test func deepNestingParses() {
        let depth = 200
        let label = String(repeating: "[b: ", count: depth) + "x" + String(repeating: "]", count: depth)
        let document = TMLParser.parse(label)
        #expect(S.decorations(document.nodes).count == depth)
        #expect(document.diagnostics.isEmpty)
        #expect(S.render(label, format: .text).text == "x")
    }

    @Test func htmlEndClosesAnyHTMLStartAsRubyDoes() {
        // Ruby: any HTML end closes an HTML start.
        #expect(S.shape(of: "<b>x</i> y") == #"(b "x") " y""#)
        // Ruby: any long end closes a long start.
        #expect(S.shape(of: "[bold]x[/italic] y") == #"(bold "x") " y""#)
    }

    @Test func shortDecorationEndsAtAFragmentContainingABracket() {
        // The quirk of “Decorations” in the TMLSemantics article: a nested long start ends a short decoration.
        #expect(S.shape(of: "[bold: a [link]b[/link] c]") == #"(bold "a ") "b[/link] c]""#)
    }
}

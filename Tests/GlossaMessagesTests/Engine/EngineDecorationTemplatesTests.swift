import Testing

@testable import GlossaMessages

/// A decoration's template is found by name as Swift compares strings, by canonical equivalence, the
/// way a dictionary of templates would: the lookup's byte signature must not make "café" written with a
/// precomposed "é" and with "e" + U+0301 two names, nor the Kelvin sign and "K".
@Suite struct EngineDecorationTemplatesTests {
    static let precomposed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func canonicallyEquivalentNamesFindTheTemplate() throws {
        for (stored, asked) in [
            (Self.precomposed, Self.decomposed), (Self.decomposed, Self.precomposed),
            ("K", "\u{212A}"), ("\u{212A}", "K"), ("\u{3A9}", "\u{2126}"),
            ("long_name_caf\u{E9}", "long_name_cafe\u{301}"), ("\u{1E69}", "s\u{323}\u{307}"),
        ] {
            #expect(stored == asked)
            let templates = DecorationTemplates([stored: "<{$0}>", "bold": "*{$0}*"])
            let found = try #require(
                templates.template(for: asked), "\(stored.unicodeScalars) / \(asked.unicodeScalars)")
            #expect(found == templates.templates[stored])
            #expect(templates.template(for: DecorationName(asked)) == found)
            #expect(templates.template(for: "bold") != nil)
        }
    }

    /// The other candidates (trailing digits dropped, the part after the last underscore) are compared
    /// the same way.
    @Test func candidateNamesAreComparedByEquivalenceToo() {
        let templates = DecorationTemplates([Self.precomposed: "<{$0}>"])
        #expect(templates.template(for: Self.decomposed + "2") != nil)
        #expect(templates.template(for: "my_" + Self.decomposed) != nil)
        #expect(templates.template(for: "caf") == nil)
        #expect(templates.template(for: "cafe") == nil)
    }

    /// Rendered through a compiled message, as an app's label would be: TML's decoration names are ASCII
    /// words, so there the app's table has the other spelling (the Kelvin sign for K).
    @Test func aMessageRendersTheEquivalentTemplate() {
        let tml = TMLCompiler(language: .english).compile("[K: x]")
        let (fromTML, tmlDiagnostics) = tml.render(
            into: HTMLOutput(templates: DecorationTemplates(["\u{212A}": "<i>{$0}</i>"])),
            context: RenderContext(arguments: [:]))
        #expect(fromTML.html == "<i>x</i>")
        #expect(tmlDiagnostics.isEmpty)
    }

    /// ASCII names against ASCII templates: a miss stays a miss, and names that share their first seven
    /// bytes are told apart.
    @Test func asciiNamesAreComparedByTheirBytes() {
        let templates = DecorationTemplates(["paragraph": "<p>{$0}</p>", "paragraphs": "<ul>{$0}</ul>"])
        #expect(templates.template(for: "paragraph") == templates.templates["paragraph"])
        #expect(templates.template(for: "paragraphs") == templates.templates["paragraphs"])
        #expect(templates.template(for: "paragraphx") == nil)
        #expect(templates.template(for: "Paragraph") == nil)
    }

    /// Names that are not ASCII (a CJK word, a Hangul syllable, Greek) are found by one lookup of the
    /// index by canonical equivalence, in any spelling, among many such names; a name that is not
    /// equivalent to any stays a miss.
    @Test func nonASCIINamesAreFoundAmongMany() throws {
        var strings = ["強調": "<em>{$0}</em>", "\u{AC00}": "<ga>{$0}</ga>", "ἄλφα": "<a>{$0}</a>"]
        for index in 0..<2_000 { strings["名前\(index)é"] = "<\(index)>{$0}" }
        let templates = DecorationTemplates(strings)
        #expect(templates.template(for: "強調") == templates.templates["強調"])
        // Hangul jamo for the syllable, and alpha with its accents as combining marks.
        #expect(templates.template(for: "\u{1100}\u{1161}") == templates.templates["\u{AC00}"])
        #expect(templates.template(for: "\u{3B1}\u{313}\u{301}λφα") == templates.templates["ἄλφα"])
        let last = try #require(templates.template(for: "名前1999e\u{301}"))
        #expect(last == templates.templates["名前1999é"])
        #expect(templates.template(for: DecorationName("名前7é")) == templates.templates["名前7é"])
        #expect(templates.template(for: "強") == nil)
        #expect(templates.template(for: "名前") == nil)
        // An ASCII name against a table that is not all ASCII: found by equivalence too (or not at all).
        #expect(DecorationTemplates(["b": "<b>{$0}</b>", "é": "{$0}"]).template(for: "b") != nil)
        #expect(DecorationTemplates(["b": "<b>{$0}</b>", "é": "{$0}"]).template(for: "c") == nil)
    }
}

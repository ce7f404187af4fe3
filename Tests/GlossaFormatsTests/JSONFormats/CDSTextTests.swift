import GlossaFormats
import Testing

@Suite("CDSText")
struct CDSTextTests {
    @Test func anICUPluralFromTheCDSBecomesPluralVariations() throws {
        let (localization, problem) = CDSText.localization(
            "{???, plural, one {%lld Datei} other {l''app: %lld Dateien}}")
        #expect(problem == nil)
        let plural = try #require(localization.variant.variations)
        #expect(plural.kind == .plural)
        #expect(plural["one"]?.unit?.value == "%lld Datei")
        #expect(plural["other"]?.unit?.value == "l'app: %lld Dateien")
    }

    @Test func otherICUMessagesStayText() {
        for text in ["{name} ist da", "{n, select, a {x} other {y}}", "{n, plural, =0 {none} other {#}}", "{broken"] {
            #expect(CDSText.localization(text).0.plainValue == text)
        }
    }

    /// The plural is read by the one ICU grammar: quoted braces are text (a quoted `, plural,` is no
    /// plural), a select nested in a variant is kept as written, and `offset:` other than 0 makes the
    /// message no Apple plural.
    @Test func cdsPluralsAreReadAsICUReadsThem() throws {
        let quoted = try #require(
            CDSText.localization("{???, plural, one {'{'%lld'}' Datei} other {%lld Dateien '{'x'}'}}").0.variant
                .variations)
        #expect(quoted["one"]?.unit?.value == "{%lld} Datei")
        #expect(quoted["other"]?.unit?.value == "%lld Dateien {x}")
        let nested = try #require(
            CDSText.localization("{???, plural, one {{g, select, f {sie} other {er}} %lld} other {%lld}}").0.variant
                .variations)
        #expect(nested["one"]?.unit?.value == "{g, select, f {sie} other {er}} %lld")
        for text in [
            "{n, plural, offset:1 one {a} other {b}}", "'{n, plural, one {a} other {b}}'",
            "{n, plural, one {a} other {b}} '{x, plural, one {a} other {b}}'",
        ] {
            #expect(CDSText.localization(text).0.plainValue == text)
        }
        // An offset of 0 in any spelling is no offset, as the server reads it.
        for text in ["{n, plural, offset:0 one {a} other {b}}", "{n, plural, offset:0.0 one {a} other {b}}"] {
            #expect(CDSText.localization(text).0.variant.variations?["one"]?.unit?.value == "a")
        }
    }

    @Test func substitutionUnitsBecomeSubstitutionsWithArgumentAndSpecifier() throws {
        let text =
            "<cds-root><cds-unit id=\"substitutions\">%1$@ hat %#@photos@</cds-unit>"
            + "<cds-unit id=\"substitutions.photos.plural.one\">ein Foto</cds-unit>"
            + "<cds-unit id=\"substitutions.photos.plural.other\">%lld Fotos</cds-unit></cds-root>"
        let (localization, problem) = CDSText.localization(text)
        #expect(problem == nil)
        #expect(localization.variant.unit?.value == "%1$@ hat %#@photos@")
        let substitution = try #require(localization.substitutions.first)
        #expect(substitution.name == "photos")
        #expect(substitution.argumentNumber == 2)
        #expect(substitution.formatSpecifier == "lld")
        #expect(substitution.variations["other"]?.unit?.value == "%lld Fotos")
        #expect(CDSText.text(localization) == text)
    }

    @Test func deviceUnitsWithNestedPluralsRoundTrip() throws {
        let text =
            "<cds-root><cds-unit id=\"device.mac\">Click</cds-unit>"
            + "<cds-unit id=\"device.iphone.plural.one\">%d tap</cds-unit>"
            + "<cds-unit id=\"device.iphone.plural.other\">%d taps</cds-unit></cds-root>"
        let (localization, _) = CDSText.localization(text)
        let devices = try #require(localization.variant.variations)
        #expect(devices.kind == .device)
        #expect(devices["iphone"]?.variations?["other"]?.unit?.value == "%d taps")
        #expect(CDSText.text(localization) == text)
        let legacy =
            "<cds-root><cds-unit id=\"device.iphone\">{???, plural, one {%d tap} other {%d taps}}</cds-unit></cds-root>"
        #expect(
            CDSText.localization(legacy).0.variant.variations?["iphone"]?.variations?["one"]?.unit?.value == "%d tap")
    }

    @Test func pushedSourceTextNamesThePlural() {
        let units: [(path: [String], value: String)] = [
            (["plural", "one"], "%lld file"), (["plural", "other"], "%lld files"),
        ]
        #expect(CDSText.text(units: units, pluralName: "cnt") == "{cnt, plural, one {%lld file} other {%lld files}}")
        #expect(CDSText.text(units: [([], "Plain & <simple>")], pluralName: "cnt") == "Plain & <simple>")
        #expect(CDSText.text(units: [(["width", "1"], "x")], pluralName: "cnt") == nil)
    }
}

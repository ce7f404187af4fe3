import Testing

@testable import GlossaCLDR

@Suite struct PluralRangesTests {
    @Test func rangesFollowCLDR() throws {
        func ranges(_ locale: String) throws -> PluralRanges {
            PluralRanges(locale: try LocaleIdentifier(parsing: locale))
        }
        #expect(try ranges("en").category(start: .one, end: .other) == .other)
        #expect(try ranges("fr").category(start: .one, end: .one) == .one)
        #expect(try ranges("fr").category(start: .one, end: .other) == .other)
        #expect(try ranges("ru").category(start: .one, end: .few) == .few)
        #expect(try ranges("ru").category(start: .few, end: .one) == .one)
        #expect(try ranges("ru").category(start: .many, end: .other) == .other)
        #expect(try ranges("lv").category(start: .zero, end: .one) == .one)
        #expect(try ranges("ro").category(start: .one, end: .few) == .few)
        #expect(try ranges("ro").category(start: .few, end: .other) == .other)
        #expect(try ranges("ar").category(start: .zero, end: .one) == .zero)
        #expect(try ranges("ar").category(start: .one, end: .two) == .other)
        #expect(try ranges("si").category(start: .one, end: .one) == .one)
        #expect(try ranges("si").category(start: .one, end: .other) == .other)
        #expect(try ranges("si").category(start: .other, end: .one) == .other)
        #expect(try ranges("ja").category(start: .other, end: .other) == .other)
        #expect(try ranges("pt-BR").dataLocale == "pt")
    }

    /// CLDR 41 predates the `many` category of es/it/pt (CLDR 42): such ranges take the end category.
    @Test func missingPairsTakeTheEndCategory() throws {
        let spanish = PluralRanges(locale: try LocaleIdentifier(parsing: "es"))
        #expect(!spanish.isExplicit(start: .one, end: .many))
        #expect(spanish.category(start: .one, end: .many) == .many)
        #expect(spanish.isExplicit(start: .one, end: .other))
        let unknown = PluralRanges(locale: try LocaleIdentifier(parsing: "zz"))
        #expect(unknown.dataLocale == "root")
        #expect(unknown.category(start: .one, end: .few) == .few)
    }
}

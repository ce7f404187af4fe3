import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

/// ICU messages rendered through the engine: arguments, outputs, CDS forms.
@Suite struct ICURenderingTests {
    static func render(
        _ pattern: String, _ arguments: [String: MessageValue], locale: String = "en", format: OutputFormat = .text
    ) throws -> RenderedMessage {
        let locale = try LocaleIdentifier(parsing: locale)
        return ICUCompiler(locale: locale, timeZone: TimeZone(identifier: "UTC") ?? .current).compile(pattern)
            .render(RenderContext(arguments: MessageArguments(arguments), locale: locale), format: format)
    }

    @Test func missingArgumentsStayVisible() throws {
        let rendered = try Self.render("Hi {name}, {count, plural, one {# file} other {# files}}", [:])
        #expect(rendered.text == "Hi {name}, {count, plural, one {# file} other {# files}}")
        #expect(rendered.diagnostics.map(\.kind) == [.missingArgument, .missingArgument])
        #expect(rendered.diagnostics.first?.location == SourceLocation(line: 1, column: 4))
    }

    @Test func htmlEscapesCallerText() throws {
        let rendered = try Self.render("<b>Hi</b> {name}", ["name": "<script>"], format: .html)
        #expect(rendered.text == "<b>Hi</b> &lt;script&gt;")
    }

    @Test func selectOnGenderedObjects() throws {
        let anna = MessageValue.object(MessageObject(displayText: "Anna", gender: .female))
        let rendered = try Self.render("{user, select, female {She} male {He} other {They}} replied", ["user": anna])
        #expect(rendered.text == "She replied")
    }

    @Test func numbersPassedAsTextSelectAndFormat() throws {
        let rendered = try Self.render(
            "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}", ["n": "22"], locale: "ru")
        #expect(rendered.text == "22 дня")
    }

    @Test func numberFormatOfTextThatIsNoNumberIsReported() throws {
        let rendered = try Self.render("{n, number}", ["n": "abc"])
        #expect(rendered.text == "abc")
        #expect(rendered.diagnostics.map(\.kind) == [.transformFailed])
    }

    @Test func pluralOfNonNumberIsReported() throws {
        let rendered = try Self.render("{n, plural, one {a} other {b}}", ["n": "many"])
        #expect(rendered.text == "{n, plural, one {a} other {b}}")
        #expect(rendered.diagnostics.first?.reason == "the value is not a number")
    }

    @Test func unsupportedTypesStayVisible() throws {
        let rendered = try Self.render("{n, duration}", ["n": 5])
        #expect(rendered.text == "{n, duration}")
        #expect(rendered.diagnostics.map(\.kind) == [.unsupported])
    }

    @Test func datesInTheCompilersTimeZone() throws {
        let date = MessageValue.date(Date(timeIntervalSince1970: 1_700_000_000))
        #expect(try Self.render("{d, date, long}", ["d": date]).text == "November 14, 2023")
        #expect(try Self.render("{d, time, short}", ["d": date], locale: "de").text == "22:13")
    }

    @Test func cdsPluralGetsItsArgumentNameBack() throws {
        let source = "{cnt, plural, one {# file} other {# files}}"
        let translation = "{???, plural, one {# fichier} other {# fichiers}}"
        #expect(
            CDSPlural.restoringArgumentName(in: translation, fromSource: source)
                == "{cnt, plural, one {# fichier} other {# fichiers}}")
        let locale = try LocaleIdentifier(parsing: "fr")
        let message = ICUCompiler(locale: locale).compile(translation: translation, source: source)
        #expect(message.render(RenderContext(arguments: ["cnt": 5])).text == "5 fichiers")
        #expect(message.render(RenderContext(arguments: ["cnt": 1])).text == "1 fichier")
        // Without a plural in the source, `???` (not an argument name) stays as written and is reported.
        let unrestored = ICUCompiler(locale: locale).compile(translation: translation, source: "Files")
        let rendered = unrestored.render(RenderContext(arguments: ["cnt": 5]))
        #expect(rendered.text == translation)
        #expect(rendered.diagnostics.map(\.kind) == [.unsupported])
    }

    /// The source's plural is found by the one ICU grammar: a quoted plural is text, a plural nested
    /// in a select counts, and one with an offset is still the plural.
    @Test(arguments: [
        ("'{x, plural, one {a} other {b}}' {cnt, plural, one {#} other {#}}", "cnt"),
        ("{g, select, f {{cnt, plural, offset:1 one {#} other {#}}} other {x}}", "cnt"),
        ("'{'{cnt, plural, offset:2 =0 {none} other {#}}'}'", "cnt"),
    ])
    func cdsPluralNameComesFromTheSourcesPlural(_ source: String, _ name: String) {
        #expect(
            CDSPlural.restoringArgumentName(in: "{???, plural, one {x} other {y}}", fromSource: source)
                == "{\(name), plural, one {x} other {y}}")
    }

    /// A CDS plural is exactly one cardinal plural without offset, read by the one ICU grammar.
    @Test func cdsPluralIsOneCardinalPluralWithoutOffset() throws {
        let (plural, source) = try #require(CDSPlural.plural(in: "{???, plural, one {'{'#'}'} other {#}}"))
        #expect(source == "{n, plural, one {'{'#'}'} other {#}}")
        #expect(plural.variants.map(\.key) == ["one", "other"])
        #expect(CDSPlural.plural(in: "{n, plural, offset:00 one {a} other {b}}") != nil)
        for text in [
            "{n, plural, offset:1 one {a} other {b}}", "{n, selectordinal, one {a} other {b}}",
            "'{'{n, plural, one {a} other {b}}'}'", "{n, plural, one {a} other {b}} x", "{n, plural, one {a}}",
        ] {
            #expect(CDSPlural.plural(in: text) == nil, "\(text)")
        }
    }

    @Test func decimalsSelectOnWhatIsShown() throws {
        let pattern = "{n, plural, one {# item} other {# items}}"
        #expect(
            try Self.render(pattern, ["n": .number(MessageNumber(decimalText: "1.0") ?? MessageNumber(0))]).text
                == "1 item")
        #expect(try Self.render(pattern, ["n": .number(MessageNumber(1.5))]).text == "1.5 items")
        #expect(try Self.render(pattern, ["n": .number(MessageNumber(-1))]).text == "-1 item")
    }
}

/// The compact selection layout: variant starts past the inline ones, a nested selection's source
/// shown from the pattern, and plurals sharing one fitted selector only when their keys agree.
@Suite struct ICUSelectionLayoutTests {
    static func render(_ pattern: String, _ arguments: [String: MessageValue], locale: String) throws -> RenderedMessage
    {
        let locale = try LocaleIdentifier(parsing: locale)
        return ICUCompiler(locale: locale).compile(pattern).render(
            RenderContext(arguments: MessageArguments(arguments), locale: locale))
    }

    @Test func selectsWithMoreVariantsThanAreKeptInline() throws {
        let pattern = "{g, select, a {A} b {B} c {C} d {D} e {E} f {F} g {G} h {H} other {O}}!"
        for (key, expected) in [("a", "A!"), ("f", "F!"), ("g", "G!"), ("h", "H!"), ("zz", "O!")] {
            #expect(try Self.render(pattern, ["g": .string(key)], locale: "en").text == expected)
        }
    }

    @Test func unresolvedNestedSelectionShowsItsOwnSourceFromTheWholePattern() throws {
        let nested = "{n, plural, one {# файл} few {# файла} other {# файлов}}"
        let pattern = "Ёж: {g, select, male {{n, plural, one {он} other {они}}} other {\(nested)}} — конец"
        let rendered = try Self.render(pattern, ["g": "other"], locale: "ru")
        #expect(rendered.text == "Ёж: \(nested) — конец")
        #expect(rendered.diagnostics.map(\.source) == [nested])
        #expect(rendered.diagnostics.first?.location == SourceLocation(line: 1, column: 65))
    }

    @Test func pluralsShareAFittedSelectorOnlyWithTheSameKeys() throws {
        let pattern =
            "{a, plural, one {x} other {y}} {a, plural, one {x} few {z} other {y}} {a, plural, one {x} other {y}} "
            + "{a, plural, offset:1 one {#x} other {#y}}"
        #expect(try Self.render(pattern, ["a": 3], locale: "ru").text == "y z y 2y")
        #expect(try Self.render(pattern, ["a": 2], locale: "ru").text == "y z y 1x")
        #expect(try Self.render(pattern, ["a": 21], locale: "ru").text == "x x x 20y")
    }

    /// A plural whose keys begin like the last fitted plural's, or go on past them, is fitted to its
    /// own keys.
    @Test func pluralsWithMoreOrFewerKeysThanTheLastAreFittedToTheirOwn() throws {
        let pattern =
            "{a, plural, one {x} other {y} few {z}} {a, plural, one {X} other {Y}} "
            + "{a, plural, one {1} other {2} few {3} many {4}} {a, plural, one {x} other {y} few {z}}"
        #expect(try Self.render(pattern, ["a": 3], locale: "ru").text == "z Y 3 z")
        #expect(try Self.render(pattern, ["a": 5], locale: "ru").text == "y Y 4 y")
        #expect(try Self.render(pattern, ["a": 1], locale: "ru").text == "x X 1 x")
    }
}

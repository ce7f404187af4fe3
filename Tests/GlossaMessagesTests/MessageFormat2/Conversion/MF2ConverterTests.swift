import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

@Suite struct MF2ConverterTests {
    /// The converted message's canonical source, or the diagnostics.
    static func converted(_ icu: String, locale: LocaleIdentifier? = nil) -> String {
        switch MF2Converter.convert(icu: icu, locale: locale) {
        case .success(let message): message.canonicalSource
        case .failure(let error): "error: \(error)"
        }
    }

    /// Renders `icu` and its conversion for every value in `locale` (dates in `timeZone`) and returns
    /// the differences.
    static func differences(
        _ icu: String, locale: String, arguments: [[String: MessageValue]], timeZone: TimeZone = .current
    ) throws -> [String] {
        let identifier = try LocaleIdentifier(parsing: locale)
        let message = try MF2Converter.convert(icu: icu, locale: identifier).get()
        return arguments.compactMap { values in
            let context = RenderContext(arguments: MessageArguments(values), locale: identifier)
            let expected = ICUCompiler(locale: identifier, timeZone: timeZone).compile(icu).render(context).text
            let rendered = MF2Compiler(locale: identifier, bidiIsolation: .none, timeZone: timeZone).compile(message)
                .render(context).text
            return rendered == expected ? nil : "\(values): ICU \(expected), MF2 \(rendered)"
        }
    }

    static let numbers: [[String: MessageValue]] = [0, 1, 2, 3, 5, 11, 21, 101, -1, 1.5, 0.25, 1234.5678].map {
        ["n": .number(MessageNumber($0)), "count": .number(MessageNumber($0))]
    }

    @Test func simpleArgumentsAndQuotingBecomeAPattern() {
        #expect(Self.converted("Hello {name}!") == "Hello {$name}!")
        #expect(Self.converted("It''s '{literal}' and {x}") == "It's \\{literal\\} and {$x}")
        #expect(Self.converted("a } b \\ c") == "a \\} b \\\\ c")
        // A pattern MessageFormat 2 would read as a declaration or trim is quoted.
        #expect(Self.converted(".hidden {x}") == "{{.hidden {$x}}}")
        #expect(Self.converted(" padded") == "{{ padded}}")
    }

    @Test func numberStylesBecomeFunctionsWithTheSameFormat() throws {
        // ICU rounds half-even, MessageFormat 2 half-expand unless `roundingMode` says otherwise.
        #expect(Self.converted("{n, number}") == "{$n :number roundingMode=halfEven}")
        #expect(Self.converted("{n, number, integer}") == "{$n :number maximumFractionDigits=0 roundingMode=halfEven}")
        #expect(Self.converted("{n, number, percent}") == "{$n :percent roundingMode=halfEven}")
        #expect(Self.converted("{n, number, ::currency/EUR}") == "{$n :currency currency=EUR roundingMode=halfEven}")
        #expect(
            Self.converted("{n, number, ::currency/JPY unit-width-iso-code .00}")
                == "{$n :currency currency=JPY currencyDisplay=code fractionDigits=2 roundingMode=halfEven}")
        #expect(
            Self.converted("{n,number,#,##0.00}")
                == "{$n :number minimumFractionDigits=2 maximumFractionDigits=2 roundingMode=halfEven}")
        #expect(
            Self.converted("{n, number, ::precision-integer group-off}")
                == "{$n :number maximumFractionDigits=0 useGrouping=never roundingMode=halfEven}")
        #expect(
            Self.converted("{n, number, currency}", locale: try LocaleIdentifier(parsing: "de-CH"))
                == "{$n :currency currency=CHF roundingMode=halfEven}")
        // Half-up is MessageFormat 2's default: `:integer` when no fraction digits are shown.
        #expect(Self.converted("{n, number, ::precision-integer rounding-mode-half-up}") == "{$n :integer}")
        // ICU's skeletons show at most six fraction digits.
        #expect(
            Self.converted("{n, number, ::rounding-mode-floor}")
                == "{$n :number maximumFractionDigits=6 roundingMode=floor}")
        #expect(
            Self.converted("{n, number, ::precision-integer rounding-mode-up}")
                == "{$n :number maximumFractionDigits=0 roundingMode=expand}")
        #expect(
            Self.converted("{n, number, ::.0 rounding-mode-half-up}")
                == "{$n :number minimumFractionDigits=1 maximumFractionDigits=1}")
        for (pattern, locale) in [
            ("{n, number, ::rounding-mode-floor .0}", "en"),
            ("{n, number, ::precision-integer rounding-mode-up}", "de"),
            ("{n, number, ::@@ rounding-mode-half-down}", "en"),
            ("{n, number, ::percent scale/100 rounding-mode-ceiling}", "fr"),
            ("{n, number, ::percent scale/100 .0}", "fr"), ("{n,number,#,##0.00}", "de"),
            ("{n, number, ::sign-except-zero .00}", "en"), ("{n, number, ::@@#}", "ru"),
            ("{n, number, ::currency/EUR unit-width-narrow}", "de"), ("{n, number, currency}", "ja-JP"),
        ] {
            #expect(try Self.differences(pattern, locale: locale, arguments: Self.numbers).isEmpty, "\(pattern)")
        }
    }

    @Test func dateAndTimeStylesBecomeDateTimeFunctionsWithTheSameFormat() throws {
        #expect(Self.converted("Due {d, date, short}") == "Due {$d :date style=short}")
        #expect(Self.converted("{d, date}") == "{$d :date style=medium}")
        #expect(Self.converted("{d, date, FULL}") == "{$d :date style=full}")
        #expect(Self.converted("{t, time}") == "{$t :time style=medium}")
        #expect(Self.converted("{t, time, long}") == "{$t :time style=long}")
        #expect(Self.converted("{d, date, ::yMMMd}") == "{$d :date}")
        #expect(Self.converted("{d, date, ::yMMMMdEEEE}") == "{$d :date fields=year-month-day-weekday length=long}")
        #expect(Self.converted("{d, date, ::MMMd}") == "{$d :date fields=month-day}")
        #expect(Self.converted("{t, time, ::jmm}") == "{$t :time}")
        #expect(Self.converted("{t, time, ::Hmmss}") == "{$t :time precision=second hour12=false}")
        #expect(Self.converted("{d, date, ::yMdjmmz}") == "{$d :datetime dateLength=short timeZoneStyle=short}")
        let days = [0, 1_136_214_246, 1_700_000_000, 1_795_000_000, -86_400 * 400].map {
            [
                "d": MessageValue.date(Date(timeIntervalSince1970: TimeInterval($0))),
                "t": .date(Date(timeIntervalSince1970: TimeInterval($0))),
            ]
        }
        let zones = ["UTC", "America/Los_Angeles", "Asia/Kolkata"].compactMap(TimeZone.init(identifier:))
        for pattern in [
            "{d, date, short}", "{d, date, medium}", "{d, date, long}", "{d, date, full}", "{d, date}",
            "{t, time, short}", "{t, time}", "{t, time, long}", "{t, time, full}",
            "On {d, date, ::yMMMd} at {t, time, ::jmm}",
            "{d, date, ::yMMMMdEEEE}", "{d, date, ::MMMd}", "{t, time, ::Hmmss}", "{d, date, ::yMdjmmz}",
            "{d, date, ::dEEE}",
        ] {
            for locale in ["en", "de", "ru", "fr", "ja", "ar", "hi"] {
                for zone in zones {
                    let differences = try Self.differences(pattern, locale: locale, arguments: days, timeZone: zone)
                    #expect(differences.isEmpty, "\(pattern) [\(locale), \(zone.identifier)]: \(differences)")
                }
            }
        }
    }

    @Test func whatMessageFormat2CannotSayIsRefusedWithItsPosition() {
        #expect(
            Self.converted("Due:\n  {d, date, yyyy-MM-dd}")
                == "error: 2:3: {d, date, yyyy-MM-dd}: a date pattern (\"yyyy-MM-dd\") has no MessageFormat 2 "
                + "option: use a style or a skeleton")
        #expect(Self.converted("x {d, date, ::GyMMMd}").contains("1:3: {d, date, ::GyMMMd}: no options of :date"))
        #expect(Self.converted("{t, time, ::hmmssSSS}").contains("no options of :date, :time or :datetime"))
        // The skeleton's letters must come in the order the options write them.
        #expect(Self.converted("{d, date, ::yMMMMEEEEd}").contains("letters in this order"))
        #expect(Self.converted("{d, date, ::y-M}").contains("bad date skeleton"))
        #expect(Self.converted("{n, number, ::percent}").contains("1:1: {n, number, ::percent}: a percent sign"))
        #expect(Self.converted("{n, number, currency}").contains("the currency keyword shows the locale's currency"))
        #expect(Self.converted("{n, number, ::compact-short}").contains("compact notation"))
        #expect(Self.converted("{n, number, #,##0.00 €}").contains("text around the digits"))
        #expect(Self.converted("{n, spellout}").contains("the spellout argument type"))
        #expect(Self.converted("x {0}").contains("1:3: the argument name \"0\""))
        #expect(Self.converted("{n, plural, offset:1.5 other {#}}").contains(":offset takes a whole number"))
        #expect(Self.converted("{n, plural, =0.0001 {tiny} other {#}}").contains("1:13: =0.0001: an exact value"))
    }

    @Test func malformedICUGivesTheParsersDiagnostics() {
        #expect(
            Self.converted("Files:\n{count, plural, one {# file}}")
                == "error: 2:1: the plural argument has no \"other\" variant")
        #expect(
            Self.converted("Hello {name")
                == "error: 1:12: expected \",\" or \"}\" after the argument name, found the end")
        let deep = String(repeating: "{a, select, other {", count: 150) + String(repeating: "}}", count: 150)
        #expect(Self.converted(deep).contains("arguments nest deeper than 100"))
    }

    @Test func pluralsMatchExactValuesFirstThenCategories() throws {
        let icu = "{count, plural, =0 {No files} =1.0 {One file} one {# file (one)} other {# files}}"
        #expect(
            Self.converted(icu) == """
                .input {$count :number roundingMode=halfEven}
                .match $count
                0 {{No files}}
                1 {{One file}}
                one {{{$count} file (one)}}
                * {{{$count} files}}
                """)
        #expect(try Self.differences(icu, locale: "en", arguments: Self.numbers).isEmpty)
        #expect(try Self.differences(icu, locale: "ru", arguments: Self.numbers).isEmpty)
    }

    @Test func anOffsetSelectsCategoriesOnTheOffsetValue() throws {
        let icu =
            "{count, plural, offset:1 =0 {Nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}"
        #expect(
            Self.converted(icu) == """
                .input {$count :number roundingMode=halfEven}
                .local $count_minus1 = {$count :offset subtract=1}
                .match $count $count_minus1
                0 * {{Nobody}}
                1 * {{{$name}}}
                * one {{{$name} and {$count_minus1} other}}
                * * {{{$name} and {$count_minus1} others}}
                """)
        let arguments = Self.numbers.map { $0.merging(["name": "Ada"]) { $1 } }
        #expect(try Self.differences(icu, locale: "en", arguments: arguments).isEmpty)
        #expect(try Self.differences(icu, locale: "ru", arguments: arguments).isEmpty)
        #expect(Self.converted("{n, plural, offset:-2 other {#}}").contains("{$n :offset add=2}"))
    }

    @Test func ordinalsAndCardinalsOfOneArgumentGetTheirOwnVariables() throws {
        let icu = "{n, selectordinal, one {#st} other {#th}} of {n, plural, one {# day} other {# days}}"
        #expect(
            Self.converted(icu) == """
                .local $n_ordinal = {$n :number select=ordinal roundingMode=halfEven}
                .local $n_number = {$n :number roundingMode=halfEven}
                .match $n_ordinal $n_number
                one one {{{$n_ordinal}st of {$n_number} day}}
                one * {{{$n_ordinal}st of {$n_number} days}}
                * one {{{$n_ordinal}th of {$n_number} day}}
                * * {{{$n_ordinal}th of {$n_number} days}}
                """)
        #expect(try Self.differences(icu, locale: "en", arguments: Self.numbers).isEmpty)
        // A local never takes an argument's name.
        #expect(
            Self.converted("{n, selectordinal, other {#}} {n_ordinal}").hasPrefix(
                ".local $n_ordinal_2 = {$n :number select=ordinal roundingMode=halfEven}"))
    }

    @Test func nestedSelectorsBecomeOneMatch() throws {
        let icu =
            "{gender, select, female {{count, plural, one {She has # message} other {She has # messages}}} "
            + "other {{count, plural, one {They have # message} other {They have # messages}}}}"
        #expect(
            Self.converted(icu) == """
                .input {$gender :string}
                .input {$count :number roundingMode=halfEven}
                .match $gender $count
                female one {{She has {$count} message}}
                female * {{She has {$count} messages}}
                * one {{They have {$count} message}}
                * * {{They have {$count} messages}}
                """)
        for gender: MessageValue in ["female", "male", "other"] {
            let arguments = Self.numbers.map { $0.merging(["gender": gender]) { $1 } }
            #expect(try Self.differences(icu, locale: "en", arguments: arguments).isEmpty)
        }
    }

    @Test func nestedPluralsWithDifferentExactValuesKeepTheirOwnSelectors() throws {
        let icu = "{k, select, a {{n, plural, =1 {A1} one {A-one} other {A#}}} other {{n, plural, =2 {B2} other {B#}}}}"
        let values: [MessageValue] = ["a", "b"]
        for value in values {
            let arguments = Self.numbers.map { $0.merging(["k": value]) { $1 } }
            #expect(try Self.differences(icu, locale: "en", arguments: arguments).isEmpty)
        }
    }

    /// The differences the article lists, which depend on the values: they are real, and they are
    /// the only ones these values show.
    @Test func theDocumentedValueDependentDifferences() throws {
        var differences = try Self.differences(
            "{n, plural, =0 {none} other {#}}", locale: "en", arguments: [["n": 0.0001], ["n": 0], ["n": 2]])
        #expect(differences.count == 1)
        #expect(differences.first?.hasSuffix("ICU 0, MF2 none") == true, "\(differences)")
        let day = Date(timeIntervalSince1970: 1_795_000_000)
        differences = try Self.differences("{d}", locale: "en", arguments: [["d": .date(day)], ["d": "x"]])
        #expect(differences.count == 1)
        #expect(differences.first?.hasSuffix("MF2 2026-11-18") == true, "\(differences)")
        // ICU reads a number as milliseconds since 1970; :date reads an ISO 8601 string.
        differences = try Self.differences(
            "{d, date, short}", locale: "en",
            arguments: [["d": .date(day)], ["d": 1_795_000_000_000], ["d": "2026-11-18"]], timeZone: .gmt)
        #expect(differences.count == 2)
        #expect(differences.first?.hasSuffix("ICU 11/18/26, MF2 {$d}") == true, "\(differences)")
        #expect(differences.last?.hasSuffix("ICU 2026-11-18, MF2 11/18/26") == true, "\(differences)")
    }

    @Test func tooManyVariantsAreRefused() {
        let icu = (0..<14).map { "{a\($0), select, x {x} other {y}}" }.joined()
        #expect(Self.converted(icu).contains("4096 variants"))
        let many = (0..<5000).map { "{a\($0), select, x {x} y {y} other {z}}" }.joined()
        let clock = ContinuousClock()
        let start = clock.now
        #expect(Self.converted(many).contains("more than 64 selectors"))
        #expect(clock.now - start < .seconds(60))
        let wide = "{a, select, " + (0..<4000).map { "k\($0) {\($0)}" }.joined(separator: " ") + " other {z}}"
        #expect(Self.converted(wide).hasPrefix(".input {$a :string}"))
        let wider = "{a, select, " + (0..<5000).map { "k\($0) {\($0)}" }.joined(separator: " ") + " other {z}}"
        #expect(Self.converted(wider).contains("4096 variants"))
        #expect(clock.now - start < .seconds(60))
    }

    @Test func arbitraryInputNeverCrashes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("{}#',=: abcnpluralseltodinumber0123offset\n")
        for _ in 0..<2000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            if case .success(let message) = MF2Converter.convert(icu: text) {
                #expect(message.errors.isEmpty, "\(text)")
            }
        }
    }

    @Test func conversionTimeGrowsLinearlyWithVariants() {
        // Up to the most variants a conversion writes (4096): each variant's ICU variant is looked up
        // by key, not searched for.
        let select = { (count: Int) in
            "{a, select, " + (0..<count).map { "k\($0) {é\($0)}" }.joined(separator: " ") + " other {z}}"
        }
        let plural = { (count: Int) in
            "{n, plural, " + (0..<count).map { "=\($0) {# é}" }.joined(separator: " ") + " one {#} other {#}}"
        }
        for input in [select, plural] {
            #expect(
                TimeScaling.ratio(small: 1_000, large: 4_000, input: input, work: { _ = MF2Converter.convert(icu: $0) })
                    < TimeScaling.bound)
        }
        #expect(Self.converted(plural(4_000)).hasPrefix(".input {$n :number roundingMode=halfEven}"))
    }
}

import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

/// `:date`, `:time` and `:datetime`: what they show for each option, the time zones they show in,
/// and the errors bad operands and options give (the suite's tests of them only check that no
/// error is reported, as formatting is locale data).
@Suite struct MF2DateTimeFunctionTests {
    static let instant = Date(timeIntervalSince1970: 1_136_214_246)  // 2006-01-02T15:04:06Z

    static func render(
        _ source: String, _ arguments: MessageArguments = [:], locale: String = "en-US", timeZone: TimeZone = .gmt
    ) throws -> (text: String, errors: [String]) {
        let locale = try LocaleIdentifier(parsing: locale)
        let rendered = MF2Compiler(locale: locale, bidiIsolation: .none, timeZone: timeZone).compile(source)
            .render(RenderContext(arguments: arguments, locale: locale))
        // ICU writes a narrow no-break space before AM and PM.
        let text = rendered.text.replacingOccurrences(of: "\u{202F}", with: " ")
        return (text, rendered.diagnostics.compactMap { MF2ErrorType(diagnostic: $0)?.rawValue })
    }

    @Test func dateShowsTheFieldsAndLengthAskedFor() throws {
        #expect(try Self.render("{|2006-01-02| :date}") == ("Jan 2, 2006", []))
        #expect(try Self.render("{|2006-01-02T15:04:06| :date}") == ("Jan 2, 2006", []))
        #expect(try Self.render("{|2006-01-02| :date length=long}") == ("January 2, 2006", []))
        #expect(try Self.render("{|2006-01-02| :date length=short}") == ("1/2/2006", []))
        #expect(try Self.render("{|2006-01-02| :date fields=month-day}") == ("Jan 2", []))
        #expect(try Self.render("{|2006-01-02| :date fields=weekday length=long}") == ("Monday", []))
        let weekday = try Self.render("{|2006-01-02| :date fields=year-month-day-weekday length=long}")
        #expect(weekday == ("Monday, January 2, 2006", []))
        #expect(try Self.render("{|2006-01-02| :date fields=day-weekday}") == ("Mon 2", []))
        #expect(try Self.render("{|2006-01-02| :date fields=month-day-weekday length=short}") == ("Mon, 1/2", []))
        #expect(try Self.render("{|2006-01-02| :date length=long}", locale: "de").text == "2. Januar 2006")
    }

    @Test func timeShowsThePrecisionAskedFor() throws {
        #expect(try Self.render("{|2006-01-02T15:04:06| :time}") == ("3:04 PM", []))
        #expect(try Self.render("{|2006-01-02T15:04:06| :time precision=second}") == ("3:04:06 PM", []))
        #expect(try Self.render("{|2006-01-02T15:04:06| :time precision=hour}") == ("3 PM", []))
        #expect(try Self.render("{|2006-01-02T15:04:06| :time hour12=false}") == ("15:04", []))
        #expect(try Self.render("{|2006-01-02T15:04:06| :time}", locale: "de") == ("15:04", []))
        #expect(try Self.render("{|2006-01-02T15:04:06| :time hour12=true}", locale: "de").text.hasPrefix("3:04"))
        // A date without a time is at midnight.
        #expect(try Self.render("{|2006-01-02| :time}") == ("12:00 AM", []))
    }

    @Test func datetimeShowsBoth() throws {
        #expect(try Self.render("{|2006-01-02T15:04:06| :datetime}") == ("Jan 2, 2006 at 3:04 PM", []))
        let long = try Self.render("{|2006-01-02T15:04:06| :datetime dateLength=long timePrecision=second}")
        #expect(long.errors.isEmpty)
        #expect(long.text.hasPrefix("January 2, 2006") && long.text.hasSuffix("3:04:06 PM"))
        let zoned = try Self.render("{|2006-01-02T15:04:06Z| :datetime timeZoneStyle=short}")
        #expect(zoned == ("Jan 2, 2006 at 3:04 PM GMT", []))
    }

    @Test func aDateArgumentIsAnInstantShownInTheCompilersTimeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(try Self.render("{$d :datetime}", ["d": Self.instant]) == ("Jan 2, 2006 at 3:04 PM", []))
        #expect(
            try Self.render("{$d :datetime}", ["d": Self.instant], timeZone: tokyo).text == "Jan 3, 2006 at 12:04 AM")
        #expect(try Self.render("{$d :time timeZone=input}", ["d": Self.instant], timeZone: tokyo).text == "3:04 PM")
        // An ISO 8601 string argument is read as a literal is.
        #expect(try Self.render("{$d :date}", ["d": "2006-01-02"]) == ("Jan 2, 2006", []))
        #expect(try Self.render("{$d :time}", ["d": "2006-01-02T15:04:06+09:00"]).text == "6:04 AM")
    }

    @Test func theTimeZoneOptionConvertsInstantsAndPlacesFloatingTimes() throws {
        // A floating time is shown as written, in whatever zone.
        #expect(try Self.render("{|2006-01-02T15:04:06| :time timeZone=|Asia/Tokyo|}") == ("3:04 PM", []))
        let named = try Self.render("{|2006-01-02T15:04:06| :time timeZone=|Asia/Tokyo| timeZoneStyle=short}")
        #expect(named == ("3:04 PM GMT+9", []))
        let long = try Self.render("{|2006-01-02T15:04:06| :time timeZone=|Asia/Tokyo| timeZoneStyle=long}")
        #expect(long == ("3:04 PM Japan Standard Time", []))
        // A time with an offset is converted.
        #expect(try Self.render("{|2006-01-02T15:04:06Z| :time timeZone=|Asia/Tokyo|}") == ("12:04 AM", []))
        #expect(try Self.render("{|2006-01-02T15:04:06Z| :time timeZone=|-05:00|}") == ("10:04 AM", []))
        #expect(try Self.render("{|2006-01-02T15:04:06+05:30| :time timeZone=input}") == ("3:04 PM", []))
        #expect(try Self.render("{|2006-01-02T15:04:06+05:30| :time timeZone=UTC}") == ("9:34 AM", []))
        // `input` needs an operand with an offset: a Bad Operand, shown in the default zone.
        #expect(try Self.render("{|2006-01-02T15:04:06| :time timeZone=input}") == ("3:04 PM", ["bad-operand"]))
    }

    @Test func overrideOptionsPassToALaterDateTimeFunction() throws {
        let source = ".local $d = {|2006-01-02T15:04:06Z| :datetime timeZone=|Asia/Tokyo| hour12=false dateLength=long}"
        #expect(try Self.render(source + " {{{$d :time}}}") == ("00:04", []))
        #expect(try Self.render(source + " {{{$d :time timeZone=UTC}}}") == ("15:04", []))
        // Other options are not passed on: `:date` shows its default length.
        #expect(try Self.render(source + " {{{$d :date}}}") == ("Jan 3, 2006", []))
        #expect(try Self.render(source + " {{{$d}}}") == ("January 3, 2006 at 00:04", []))
    }

    @Test func aBadOverrideIsReportedOnceAndNotPassedOn() throws {
        let source = ".local $d = {|2006-01-02T15:04:06Z| :datetime timeZone=|Nowhere/Land| hour12=false}"
        #expect(try Self.render(source + " {{{$d :time}}}") == ("15:04", ["bad-option"]))
        #expect(try Self.render(source + " {{{$d :time timeZone=|Asia/Tokyo|}}}") == ("00:04", ["bad-option"]))
    }

    @Test func theCalendarOptionChoosesTheCalendar() throws {
        let japanese = try Self.render("{|2006-01-02| :date calendar=japanese length=long}")
        #expect(japanese.errors.isEmpty)
        #expect(japanese.text == "January 2, Heisei 18")
        #expect(try Self.render("{|2006-01-02| :date calendar=gregory}") == ("Jan 2, 2006", []))
    }

    @Test func theEarlierDraftsStylesAreRead() throws {
        #expect(try Self.render("{|2006-01-02| :date style=full}") == ("Monday, January 2, 2006", []))
        #expect(try Self.render("{|2006-01-02T15:04:06| :time style=medium}") == ("3:04:06 PM", []))
        let both = try Self.render("{|2006-01-02T15:04:06| :datetime dateStyle=short timeStyle=short}")
        #expect(both == ("1/2/06, 3:04 PM", []))
        #expect(try Self.render("{|2006-01-02T15:04:06| :datetime dateStyle=long}") == ("January 2, 2006", []))
    }

    @Test func operandsThatAreNotDatesAreBadOperands() throws {
        #expect(try Self.render("{:date}") == ("{:date}", ["bad-operand"]))
        #expect(try Self.render("{horse :time}") == ("{|horse|}", ["bad-operand"]))
        #expect(try Self.render("{|2006-02-30| :date}") == ("{|2006-02-30|}", ["bad-operand"]))
        #expect(try Self.render("{|2006-01-02 15:04:06| :datetime}") == ("{|2006-01-02 15:04:06|}", ["bad-operand"]))
        #expect(try Self.render("{42 :date}") == ("{|42|}", ["bad-operand"]))
        for value: MessageValue in [5, true, "yesterday", "2006-13-01", "2006-01-02T15:04:06+15:00", .null] {
            #expect(try Self.render("{$d :datetime}", ["d": value]) == ("{$d}", ["bad-operand"]), "\(value)")
        }
        // A missing argument is reported, and the function's Bad Operand for its fallback, as the
        // working group's `fallback.json` expects of `{$var :number}`.
        #expect(try Self.render("{$d :date}") == ("{$d}", ["unresolved-variable", "bad-operand"]))
        // A date is not a number.
        #expect(try Self.render(".local $d = {|2006-01-02| :date} {{{$d :number}}}") == ("{$d}", ["bad-operand"]))
    }

    @Test func badOptionValuesAreReportedAndIgnored() throws {
        let bad: [(String, String)] = [
            ("{|2006-01-02| :date length=huge}", "Jan 2, 2006"),
            ("{|2006-01-02| :date fields=YEAR-MONTH-DAY}", "Jan 2, 2006"),
            ("{|2006-01-02| :date fields=year-month}", "Jan 2, 2006"),
            ("{|2006-01-02| :date calendar=martian}", "Jan 2, 2006"),
            ("{|2006-01-02| :date style=none}", "Jan 2, 2006"),
            ("{|2006-01-02T15:04:06| :time precision=millisecond}", "3:04 PM"),
            ("{|2006-01-02T15:04:06| :time hour12=yes}", "3:04 PM"),
            ("{|2006-01-02T15:04:06| :time timeZoneStyle=medium}", "3:04 PM"),
            ("{|2006-01-02T15:04:06Z| :time timeZone=|Mars/Olympus_Mons|}", "3:04 PM"),
            ("{|2006-01-02T15:04:06Z| :time timeZone=|../../etc/passwd|}", "3:04 PM"),
            ("{|2006-01-02T15:04:06Z| :time timeZone=|+24:00|}", "3:04 PM"),
            ("{|2006-01-02T15:04:06Z| :time timeZone=|+5:30|}", "3:04 PM"),
            ("{|2006-01-02T15:04:06Z| :time timeZone=||}", "3:04 PM"),
            ("{|2006-01-02T15:04:06Z| :time timeZone=|\(String(repeating: "A/", count: 500))|}", "3:04 PM"),
            ("{|2006-01-02T15:04:06| :datetime dateLength=short timePrecision=|second |}", "1/2/2006, 3:04 PM"),
        ]
        for (source, text) in bad {
            #expect(try Self.render(source) == (text, ["bad-option"]), "\(source)")
        }
        // Options a function does not define are ignored.
        #expect(try Self.render("{|2006-01-02| :date precision=second hour12=maybe}") == ("Jan 2, 2006", []))
    }

    @Test func semanticOptionsMustBeLiterals() throws {
        let local = ".local $l = {long} {{{|2006-01-02| :date length=$l}}}"
        #expect(try Self.render(local) == ("Jan 2, 2006", ["bad-option"]))
        let argument = "{|2006-01-02T15:04:06| :time precision=$p}"
        #expect(try Self.render(argument, ["p": "second"]) == ("3:04 PM", ["bad-option"]))
        // Override options may be variables.
        let zone = "{|2006-01-02T15:04:06Z| :time timeZone=$z}"
        #expect(try Self.render(zone, ["z": "Asia/Tokyo"]) == ("12:04 AM", []))
        #expect(try Self.render(".local $h = {false} {{{|2006-01-02T15:04:06| :time hour12=$h}}}") == ("15:04", []))
    }

    @Test func errorsAreReportedAtTheirExpression() throws {
        let locale = try LocaleIdentifier(parsing: "en-US")
        let rendered = MF2Compiler(locale: locale, bidiIsolation: .none, timeZone: .gmt)
            .compile("Due:\n  {|2006-01-02| :date length=huge} and {horse :time}")
            .render(RenderContext(locale: locale))
        #expect(rendered.text == "Due:\n  Jan 2, 2006 and {|horse|}")
        #expect(
            rendered.diagnostics.map(\.location) == [
                SourceLocation(line: 2, column: 3), SourceLocation(line: 2, column: 40),
            ])
        #expect(rendered.diagnostics.map(\.reason.isEmpty) == [false, false])
    }

    @Test func manyOptionsAndRepeatedOptionsStayBounded() throws {
        let unknown = (0..<2_000).map { " o\($0)=|\(String(repeating: "x", count: 50))|" }.joined()
        #expect(try Self.render("{|2006-01-02| :date\(unknown)}") == ("Jan 2, 2006", []))
        let bad = (0..<200).map { " calendar\($0)=x" }.joined()
        #expect(try Self.render("{|2006-01-02| :date\(bad) length=bad}") == ("Jan 2, 2006", ["bad-option"]))
    }

    @Test func aDateDoesNotSelect() throws {
        let source = ".local $d = {|2006-01-02| :date} .match $d |2006-01-02| {{same}} * {{other}}"
        #expect(try Self.render(source) == ("other", ["bad-selector"]))
    }

    @Test func aRightToLeftLocaleIsolatesDatesAsRightToLeft() throws {
        let locale = try LocaleIdentifier(parsing: "ar")
        let text = MF2Compiler(locale: locale, timeZone: .gmt).compile("{|2006-01-02| :date}")
            .render(RenderContext(locale: locale)).text
        #expect(text.hasPrefix("\u{2067}") && text.hasSuffix("\u{2069}"))
    }
}

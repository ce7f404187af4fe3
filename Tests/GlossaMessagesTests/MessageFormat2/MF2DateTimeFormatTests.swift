import Foundation
import Testing

@testable import GlossaMessages

/// The options of `:date`, `:time` and `:datetime` read into skeletons, time zones and calendars.
@Suite struct MF2DateTimeFormatTests {
    static func options(_ pairs: [(String, String)]) -> MF2Options {
        MF2Options(pairs.map { (name: $0.0, value: MF2Options.Value(.string($0.1), isLiteral: true)) })
    }

    @Test func semanticOptionsMakeSkeletons() {
        func skeleton(_ kind: MF2DateTimeFunction.Kind, _ pairs: [(String, String)] = []) -> String {
            MF2DateTimeFormat(kind: kind, options: Self.options(pairs)).skeleton
        }
        #expect(skeleton(.date) == "yMMMd")
        #expect(skeleton(.date, [("length", "short")]) == "yMd")
        #expect(skeleton(.date, [("fields", "year-month-day-weekday"), ("length", "long")]) == "yMMMMdEEEE")
        #expect(skeleton(.date, [("fields", "weekday")]) == "EEE")
        #expect(skeleton(.time) == "jmm")
        #expect(
            skeleton(.time, [("precision", "second"), ("hour12", "true"), ("timeZoneStyle", "long")]) == "hmmsszzzz")
        #expect(skeleton(.datetime) == "yMMMdjmm")
        #expect(
            skeleton(.datetime, [("dateFields", "month-day"), ("timePrecision", "hour"), ("hour12", "false")])
                == "MMMdH")
        // Each function reads only its own names.
        #expect(skeleton(.date, [("dateLength", "long"), ("precision", "second")]) == "yMMMd")
        #expect(skeleton(.datetime, [("length", "long"), ("fields", "weekday")]) == "yMMMdjmm")
    }

    @Test func timeZonesAreNamesOffsetsUTCOrInput() {
        #expect(MF2DateTimeFormat.zone("input") == .input)
        #expect(MF2DateTimeFormat.zone("UTC") == .zone(.gmt))
        #expect(MF2DateTimeFormat.zone("+05:30") == TimeZone(secondsFromGMT: 19_800).map { .zone($0) })
        #expect(MF2DateTimeFormat.zone("-08:00") == TimeZone(secondsFromGMT: -28_800).map { .zone($0) })
        #expect(MF2DateTimeFormat.zone("America/Argentina/Buenos_Aires") != nil)
        for bad in [
            "", "utc", "+5:30", "+05:3", "+0530", "+24:00", "+05:60", "-0a:00", "../etc", "Europe/../Paris",
            "/Europe", "Europe/", "Abcdefghijklmno/X", "Mars/Olympus_Mons", "Europe/Paris\u{0}", "Éurope/Paris",
        ] {
            #expect(MF2DateTimeFormat.zone(bad) == nil, "\(bad.debugDescription)")
        }
    }

    @Test func problemsNameTheOptionAndWhatItTakes() {
        let format = MF2DateTimeFormat(
            kind: .datetime,
            options: Self.options([("dateLength", "huge"), ("calendar", "martian"), ("timeZone", "Nowhere")]))
        #expect(format.problems.map(\.type) == [.badOption, .badOption, .badOption])
        #expect(format.problems[0].message.contains("dateLength") && format.problems[0].message.contains("medium"))
        #expect(format.problems[1].message.contains("gregory"))
        let long = MF2DateTimeFormat(
            kind: .date, options: Self.options([("length", String(repeating: "x", count: 5000))]))
        #expect(long.problems.count == 1 && long.problems[0].message.count < 200)
    }
}

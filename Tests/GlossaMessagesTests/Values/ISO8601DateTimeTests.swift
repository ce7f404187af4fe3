import Foundation
import GlossaJSON
import Testing

@testable import GlossaMessages

/// ISO 8601 dates and date-times as MessageFormat 2 literals and JSON arguments write them.
@Suite struct ISO8601DateTimeTests {
    @Test func readsDatesTimesFractionsAndOffsets() throws {
        let date = try #require(ISO8601DateTime(parsing: "2006-01-02"))
        #expect((date.year, date.month, date.day, date.hasTime, date.offsetSeconds) == (2006, 1, 2, false, nil))
        let time = try #require(ISO8601DateTime(parsing: "2006-01-02T15:04:06"))
        #expect((time.hour, time.minute, time.second, time.hasTime, time.offsetSeconds) == (15, 4, 6, true, nil))
        let fraction = try #require(ISO8601DateTime(parsing: "2006-01-02T15:04:06.25Z"))
        #expect(fraction.nanosecond == 250_000_000)
        #expect(fraction.offsetSeconds == 0)
        #expect(ISO8601DateTime(parsing: "2006-01-02T15:04:06.123456789+05:30")?.nanosecond == 123_456_789)
        #expect(ISO8601DateTime(parsing: "2006-01-02T15:04:06+05:30")?.offsetSeconds == 19_800)
        #expect(ISO8601DateTime(parsing: "2006-01-02T15:04:06-14:00")?.offsetSeconds == -50_400)
        #expect(ISO8601DateTime(parsing: "2000-02-29")?.day == 29)
        #expect(ISO8601DateTime(parsing: "0001-01-01")?.year == 1)
    }

    @Test func rejectsWhatIsNotADate() {
        let odd = [
            "", "2006", "2006-1-2", "2006-01-02 15:04:06", "2006-01-02T15:04", "2006-01-02T", "2006-13-01",
            "2006-00-10", "2006-01-00", "2006-01-32", "2006-02-29", "1900-02-29", "2006-04-31", "0000-01-01",
            "2006-01-02T24:00:00", "2006-01-02T23:60:00", "2006-01-02T23:59:60", "2006-01-02T15:04:06.",
            "2006-01-02T15:04:06.1234567890", "2006-01-02T15:04:06+14:01", "2006-01-02T15:04:06+15:00",
            "2006-01-02T15:04:06+0530", "2006-01-02T15:04:06z", "2006-01-02T15:04:06Zjunk", " 2006-01-02",
            "2006-01-02 ", "２００６-01-02", "2006-01-02T15:04:06+05:3", "-2006-01-02", "+2006-01-02",
            String(repeating: "2006-01-02", count: 1000), "2006-01-02\u{0}", "2006–01–02",
        ]
        for text in odd {
            #expect(ISO8601DateTime(parsing: text) == nil, "\(text.debugDescription)")
        }
    }

    @Test func writesItselfBackAsRead() {
        for text in ["2006-01-02", "2006-01-02T15:04:06", "2006-01-02T15:04:06.5Z", "2006-01-02T00:00:00-08:00"] {
            #expect(ISO8601DateTime(parsing: text)?.text == text)
        }
    }

    @Test func aFloatingValueIsReadInTheZoneItIsShownIn() throws {
        let floating = try #require(ISO8601DateTime(parsing: "2006-01-02T15:04:06"))
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        #expect(floating.date(in: .gmt) == Date(timeIntervalSince1970: 1_136_214_246))
        #expect(floating.date(in: paris) == Date(timeIntervalSince1970: 1_136_214_246 - 3600))
        let offset = try #require(ISO8601DateTime(parsing: "2006-01-02T15:04:06+01:00"))
        #expect(offset.date(in: .gmt) == Date(timeIntervalSince1970: 1_136_214_246 - 3600))
        #expect(offset.date(in: paris) == offset.date(in: .gmt))
    }

    @Test func jsonDateArgumentsReadISO8601() throws {
        func date(_ text: String) -> Date? {
            guard case .date(let date) = MessageValue(argumentJSON: .object(JSONObject([("date", .string(text))])))
            else { return nil }
            return date
        }
        #expect(date("2006-01-02T15:04:06Z") == Date(timeIntervalSince1970: 1_136_214_246))
        #expect(date("2006-01-02T15:04:06") == Date(timeIntervalSince1970: 1_136_214_246))
        #expect(date("2006-01-02") == Date(timeIntervalSince1970: 1_136_160_000))
        #expect(date("2006-02-30") == nil)
    }

    @Test func instantsAreWrittenInWholeSecondsAtAnOffset() throws {
        let instant = Date(timeIntervalSince1970: 1_136_214_246.75)
        #expect(ISO8601DateTime(instant)?.text == "2006-01-02T15:04:06Z")
        #expect(ISO8601DateTime(instant, offsetSeconds: 19_800)?.text == "2006-01-02T20:34:06+05:30")
        #expect(ISO8601DateTime(Date(timeIntervalSince1970: -1))?.text == "1969-12-31T23:59:59Z")
        let read = try #require(ISO8601DateTime(parsing: "2099-01-31T00:00:00Z"))
        #expect(read.date(in: .gmt).flatMap { ISO8601DateTime($0) } == read)
        #expect(ISO8601DateTime(Date(timeIntervalSince1970: 300_000_000_000)) == nil)
    }
}

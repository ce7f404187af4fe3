import Foundation

/// A date or date and time written in ISO 8601's extended form, as MessageFormat 2's date/time
/// literals (`spec/functions/datetime.md`) and JSON arguments (`{"date": "…"}`) write them:
/// `2006-01-02`, `2006-01-02T15:04:06`, with up to nine fraction digits (`15:04:06.25`) and an
/// optional offset (`Z`, `+05:30`, `-08:00`).
///
/// Without an offset the value is a floating (local) date and time: the fields as written, in
/// whatever time zone it is shown in. A date without a time is at `00:00:00`.
///
/// The fields are checked: the year is 0001 to 9999, the day exists in its month (`2006-02-29` is
/// not a date), hours are 00 to 23, minutes and seconds 00 to 59, offsets at most ±14:00.
///
/// It is the one reader of ISO 8601 dates in Glossa: the command-line tool reads `--expires 2027-01-31`
/// with it too.
public struct ISO8601DateTime: Sendable, Hashable {
    /// The year, 1 to 9999.
    public private(set) var year: Int
    /// The month, 1 to 12.
    public private(set) var month: Int
    /// The day of the month, from 1.
    public private(set) var day: Int
    /// The hour, 0 to 23.
    public private(set) var hour = 0
    /// The minute, 0 to 59.
    public private(set) var minute = 0
    /// The second, 0 to 59.
    public private(set) var second = 0
    /// The fraction of the second, in nanoseconds.
    public private(set) var nanosecond = 0
    /// Whether a time was written (`T…`).
    public private(set) var hasTime = false
    /// The offset from UTC in seconds, `nil` for a floating date and time.
    public private(set) var offsetSeconds: Int?

    /// The date and time of `date` at the offset `offsetSeconds` from UTC (0: UTC, written `Z`), in
    /// whole seconds; `nil` when its year is not 0001 to 9999.
    public init?(_ date: Date, offsetSeconds: Int = 0) {
        guard let zone = TimeZone(secondsFromGMT: offsetSeconds) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let fields = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
        guard fields.era == 1, let year = fields.year, (1...9999).contains(year), let month = fields.month,
            let day = fields.day
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        hour = fields.hour ?? 0
        minute = fields.minute ?? 0
        second = fields.second ?? 0
        hasTime = true
        self.offsetSeconds = offsetSeconds
    }

    /// Parses `text`; `nil` when it is not such a date or date and time.
    public init?(parsing text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes.count <= 64 else { return nil }
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += digits
            return value
        }
        func skip(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2),
            year >= 1, (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        guard index < bytes.count else { return }
        guard skip("T"), let hour = number(2), skip(":"), let minute = number(2), skip(":"),
            let second = number(2), hour < 24, minute < 60, second < 60
        else { return nil }
        hasTime = true
        self.hour = hour
        self.minute = minute
        self.second = second
        if skip(".") {
            var digits = 0
            var nanosecond = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]), digits < 9 {
                nanosecond = nanosecond * 10 + Int(bytes[index] - 0x30)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            for _ in digits..<9 { nanosecond *= 10 }
            self.nanosecond = nanosecond
        }
        guard index < bytes.count else { return }
        if skip("Z") {
            offsetSeconds = 0
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let hours = number(2), skip(":"), let minutes = number(2), minutes < 60,
                hours < 14 || (hours == 14 && minutes == 0)
            else { return nil }
            offsetSeconds = sign * (hours * 3600 + minutes * 60)
        }
        guard index == bytes.count else { return nil }
    }

    /// The number of days of `month` in `year` of the proleptic Gregorian calendar.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The time zone the value carries: its offset's, `nil` when it is floating.
    public var timeZone: TimeZone? {
        offsetSeconds.flatMap { TimeZone(secondsFromGMT: $0) }
    }

    /// The instant: the fields read in the value's own offset, or in `timeZone` when it is floating.
    public func date(in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = self.timeZone ?? timeZone
        let components = DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanosecond: nanosecond)
        return calendar.date(from: components)
    }

    /// The value written back in the form it was read in (the fraction with as many digits as it needs).
    public var text: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
        guard hasTime else { return text }
        text += "T\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2))"
        if nanosecond > 0 {
            var fraction = padded(nanosecond, 9)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        if let offsetSeconds {
            if offsetSeconds == 0 {
                text += "Z"
            } else {
                let magnitude = abs(offsetSeconds)
                text +=
                    (offsetSeconds < 0 ? "-" : "+") + "\(padded(magnitude / 3600, 2)):\(padded(magnitude / 60 % 60, 2))"
            }
        }
        return text
    }
}

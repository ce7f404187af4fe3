/// UTC days as the analytics store them: days since 1970-01-01, written `YYYY-MM-DD` (`glossa analytics`
/// reads its `--from` and `--to` with it).
public enum AnalyticsDay {
    /// The milliseconds of a day.
    public static let millisecondsPerDay: Int64 = 86_400_000

    /// The UTC day of `unixMilliseconds`.
    public static func day(unixMilliseconds: Int64) -> Int64 {
        let (quotient, remainder) = unixMilliseconds.quotientAndRemainder(dividingBy: millisecondsPerDay)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// `YYYY-MM-DD` (the proleptic Gregorian calendar; H. Hinnant's `civil_from_days`).
    public static func string(_ day: Int64) -> String {
        let shifted = day + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ number: Int64, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(dayOfMonth, 2))"
    }

    /// The day of `YYYY-MM-DD` (years 1970 to 9999, a real date), else nil.
    public static func parse(_ text: String) -> Int64? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }),
            let year = Int64(parts[0]), let month = Int64(parts[1]), let dayOfMonth = Int64(parts[2]),
            year >= 1970, (1...12).contains(month), (1...31).contains(dayOfMonth)
        else { return nil }
        // H. Hinnant's `days_from_civil`; a date that does not exist (02-30) does not round-trip.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + dayOfMonth - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let day = era * 146_097 + dayOfEra - 719_468
        return string(day) == text ? day : nil
    }
}

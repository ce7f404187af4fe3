#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `Date` header's value (RFC 9110 IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`), formatted at most
/// once a second. Not shared: each connection's handler has its own.
struct HTTPDate {
    /// The second ``current()`` last formatted (seconds since 1970).
    private(set) var second = -1
    private var text = ""

    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The current date.
    mutating func current() -> String {
        let now = time(nil)
        if now != second {
            second = now
            text = Self.format(now)
        }
        return text
    }

    static func format(_ seconds: Int) -> String {
        var moment = time_t(seconds)
        var parts = tm()
        gmtime_r(&moment, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(1900 + parts.tm_year) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}

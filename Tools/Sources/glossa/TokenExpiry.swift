import ArgumentParser
import Foundation

/// When a token expires, as `--expires` reads it: a duration from now (`90m`, `12h`, `30d`), a UTC
/// date (`2027-01-31`) or date and time (`2027-01-31T12:00:00Z`), or `never`.
struct TokenExpiry: ExpressibleByArgument, Sendable, Hashable {
    /// Unix milliseconds; nil for never.
    let unixMilliseconds: Int64?

    init?(argument: String) {
        if argument == "never" {
            unixMilliseconds = nil
            return
        }
        let now = Date().timeIntervalSince1970
        if let unit = argument.last, let amount = Double(argument.dropLast()), amount > 0 {
            let seconds: Double
            switch unit {
            case "s": seconds = amount
            case "m": seconds = amount * 60
            case "h": seconds = amount * 3600
            case "d": seconds = amount * 86_400
            default: return nil
            }
            unixMilliseconds = Int64((now + seconds) * 1000)
            return
        }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: argument) {
            unixMilliseconds = Int64(date.timeIntervalSince1970 * 1000)
            return
        }
        formatter.formatOptions = [.withFullDate]
        if let date = formatter.date(from: argument) {
            unixMilliseconds = Int64(date.timeIntervalSince1970 * 1000)
            return
        }
        return nil
    }

    /// A UTC date and time, or `never`.
    static func describe(_ unixMilliseconds: Int64?) -> String {
        guard let unixMilliseconds else { return "never" }
        return ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(unixMilliseconds) / 1000))
    }

    static let help = "90m, 12h, 30d, a UTC date (2027-01-31) or date and time (2027-01-31T12:00:00Z), or never"
}

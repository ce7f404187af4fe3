import ArgumentParser
import Foundation
import GlossaMessages

/// When a token expires, as `--expires` reads it: a duration from now (`90m`, `12h`, `30d`), a UTC
/// date (`2027-01-31`) or date and time (`2027-01-31T12:00:00Z`, another offset such as `+02:00`, or
/// none, which is UTC), or `never`. Dates are read by the engine's ISO 8601 reader,
/// `ISO8601DateTime`, so a day that does not exist (`2027-02-30`) is refused.
struct TokenExpiry: ExpressibleByArgument, Sendable, Hashable {
    /// Unix milliseconds; nil for never.
    let unixMilliseconds: Int64?

    init?(argument: String) {
        if argument == "never" {
            unixMilliseconds = nil
            return
        }
        if let unit = argument.last, let amount = Double(argument.dropLast()), amount > 0 {
            let seconds: Double
            switch unit {
            case "s": seconds = amount
            case "m": seconds = amount * 60
            case "h": seconds = amount * 3600
            case "d": seconds = amount * 86_400
            default: return nil
            }
            // At most the last second ISO 8601 writes with four digits (a longer one would not fit
            // the milliseconds, and could not be shown).
            let expiry = Date().timeIntervalSince1970 + seconds
            guard expiry <= Self.latest else { return nil }
            unixMilliseconds = Int64(expiry * 1000)
            return
        }
        guard let date = ISO8601DateTime(parsing: argument)?.date(in: .gmt) else { return nil }
        unixMilliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// A UTC date and time in whole seconds (`2027-01-31T12:00:00Z`), or `never`.
    static func describe(_ unixMilliseconds: Int64?) -> String {
        guard let unixMilliseconds else { return "never" }
        let seconds = (Double(unixMilliseconds) / 1000).rounded(.down)
        return ISO8601DateTime(Date(timeIntervalSince1970: seconds))?.text ?? "\(unixMilliseconds) ms after 1970"
    }

    /// 9999-12-31T23:59:59Z, in seconds since 1970.
    static let latest: Double = 253_402_300_799

    static let help =
        "90m, 12h, 30d, a UTC date (2027-01-31) or date and time (2027-01-31T12:00:00Z), or never"
}

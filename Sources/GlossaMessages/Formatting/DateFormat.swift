import Foundation
import GlossaCLDR

/// A date or time format of ICU MessageFormat (`{d, date, short}`, `{t, time}`, `{d, date, ::yMMMd}`)
/// and of MessageFormat 2's `:date`, `:time` and `:datetime`, written by Foundation's `DateFormatter`
/// for the message's locale, time zone and calendar.
struct DateFormat: Sendable, Hashable {
    /// What is shown.
    enum Shape: Sendable, Hashable {
        /// A date style and a time style (`.none` for either leaves it out).
        case styles(date: Style, time: Style)
        /// An LDML pattern such as `yyyy-MM-dd`, used as written.
        case pattern(String)
        /// A skeleton such as `yMMMd`, localised into the locale's pattern.
        case skeleton(String)
    }

    /// ICU's four styles, and none.
    enum Style: String, Sendable, Hashable, CaseIterable {
        case none, short, medium, long, full

        var foundation: DateFormatter.Style {
            switch self {
            case .none: .none
            case .short: .short
            case .medium: .medium
            case .long: .long
            case .full: .full
            }
        }
    }

    let shape: Shape
    let locale: LocaleIdentifier
    let timeZone: TimeZone
    /// The calendar, `nil` for the locale's.
    var calendar: Calendar.Identifier? = nil

    /// The date formatted.
    func format(_ date: Date) -> String {
        DateFormatterCache.shared.withFormatter(for: self) { $0.string(from: date) }
    }

    /// A configured formatter (made once per format and cached: `DateFormatter` is costly to create).
    func makeFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        if let calendar {
            // In the locale too: its skeletons are localized for the calendar (with the era of
            // Japanese years).
            var components = Locale.Components(identifier: locale.description)
            components.calendar = calendar
            formatter.locale = Locale(components: components)
            var chosen = Calendar(identifier: calendar)
            chosen.locale = formatter.locale
            chosen.timeZone = timeZone
            formatter.calendar = chosen
        } else {
            formatter.locale = Locale(identifier: locale.description)
        }
        formatter.timeZone = timeZone
        switch shape {
        case .styles(let date, let time):
            formatter.dateStyle = date.foundation
            formatter.timeStyle = time.foundation
        case .pattern(let pattern):
            formatter.dateFormat = pattern
        case .skeleton(let skeleton):
            formatter.setLocalizedDateFormatFromTemplate(skeleton)
        }
        return formatter
    }
}

/// Formatters by format. `DateFormatter` is a class; it is only used while the lock is held.
private final class DateFormatterCache: @unchecked Sendable {
    static let shared = DateFormatterCache()
    private let formatters = Locked<[DateFormat: DateFormatter]>([:])

    func withFormatter<Result>(for format: DateFormat, _ body: (DateFormatter) -> Result) -> Result {
        formatters.withLock { formatters in
            if let formatter = formatters[format] { return body(formatter) }
            let formatter = format.makeFormatter()
            if formatters.count > 256 { formatters.removeAll() }
            formatters[format] = formatter
            return body(formatter)
        }
    }
}

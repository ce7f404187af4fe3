import Foundation
import GlossaCLDR

/// The options of a date/time function (`:date`, `:time`, `:datetime`, `spec/functions/datetime.md`)
/// read into what ``DateFormat`` needs: a skeleton (or styles), a time zone and a calendar.
///
/// The specification's options are semantic: `fields` / `dateFields` (`year-month-day`,
/// `month-day-weekday`, …), `length` / `dateLength` (`long`, `medium`, `short`), `precision` /
/// `timePrecision` (`hour`, `minute`, `second`) and `timeZoneStyle` (`long`, `short`), which must
/// be literals; and the overrides `timeZone`, `hour12` and `calendar`, which may be variables. The
/// earlier drafts' `style` (`:date`, `:time`) and `dateStyle` / `timeStyle` (`:datetime`), each
/// `full`, `long`, `medium` or `short`, are also read: they choose the locale's styles instead.
///
/// A value that is not one of an option's values is a Bad Option, and the option is ignored.
struct MF2DateTimeFormat {
    /// The date fields shown.
    enum Fields: String, CaseIterable {
        case weekday
        case dayWeekday = "day-weekday"
        case monthDay = "month-day"
        case monthDayWeekday = "month-day-weekday"
        case yearMonthDay = "year-month-day"
        case yearMonthDayWeekday = "year-month-day-weekday"
    }

    /// How long the date is written.
    enum Length: String, CaseIterable {
        case long, medium, short
    }

    /// The smallest time field shown.
    enum Precision: String, CaseIterable {
        case hour, minute, second
    }

    /// How the time zone is written.
    enum ZoneStyle: String, CaseIterable {
        case long, short
    }

    /// Where the value is shown: a time zone, or the operand's own (`timeZone=input`).
    enum Zone: Hashable {
        case zone(TimeZone)
        case input
    }

    let kind: MF2DateTimeFunction.Kind
    var fields = Fields.yearMonthDay
    var length = Length.medium
    var precision = Precision.minute
    var zoneStyle: ZoneStyle?
    /// The earlier drafts' styles, when one is given (`.none` for a part not shown).
    var styles: (date: DateFormat.Style, time: DateFormat.Style)?
    var zone: Zone?
    var hour12: Bool?
    var calendar: Calendar.Identifier?
    /// The options whose values are not valid, and why (a Bad Option each; the option is ignored).
    var problems: [MF2FunctionError] = []
    /// The names of the options ignored for their values.
    var badNames: [String] = []

    /// The options each function reads that must be literals.
    private var literalOptions: [String] {
        switch kind {
        case .date: ["fields", "length", "style"]
        case .time: ["precision", "timeZoneStyle", "style"]
        case .datetime: ["dateFields", "dateLength", "timePrecision", "timeZoneStyle", "dateStyle", "timeStyle"]
        }
    }

    /// The names of the override options, which a date/time operand passes on.
    static let overrideOptions = ["timeZone", "hour12", "calendar"]

    /// Reads `options` for `kind`. Options set by variables whose values are not known yet
    /// (``MF2Options/unresolvedNames``) are checked as far as they can be: a literal-only option
    /// set by a variable is a Bad Option.
    init(kind: MF2DateTimeFunction.Kind, options: MF2Options) {
        self.kind = kind
        let literalOptions = literalOptions
        for name in options.unresolvedNames where literalOptions.contains(name) {
            problems.append(MF2FunctionError(.badOption, "the \(name) option of :\(kind.rawValue) must be a literal"))
        }
        var dateStyle: DateFormat.Style?
        var timeStyle: DateFormat.Style?
        for (name, value) in options.entries {
            if literalOptions.contains(name), !value.isLiteral {
                problems.append(
                    MF2FunctionError(.badOption, "the \(name) option of :\(kind.rawValue) must be a literal"))
                continue
            }
            let text = value.text
            switch (kind, name) {
            case (.date, "fields"), (.datetime, "dateFields"):
                fields = choice(name, text) ?? fields
            case (.date, "length"), (.datetime, "dateLength"):
                length = choice(name, text) ?? length
            case (.time, "precision"), (.datetime, "timePrecision"):
                precision = choice(name, text) ?? precision
            case (.time, "timeZoneStyle"), (.datetime, "timeZoneStyle"):
                if let style: ZoneStyle = choice(name, text) { zoneStyle = style }
            case (.date, "style"), (.datetime, "dateStyle"):
                dateStyle = style(name, text) ?? dateStyle
            case (.time, "style"), (.datetime, "timeStyle"):
                timeStyle = style(name, text) ?? timeStyle
            case (_, "timeZone"):
                if let zone = Self.zone(text) {
                    self.zone = zone
                } else {
                    bad(name, text, "a time zone name (Europe/Paris), UTC, an offset (+05:30) or input")
                }
            case (.time, "hour12"), (.datetime, "hour12"):
                switch value.value {
                case .bool(let flag): hour12 = flag
                default:
                    if text == "true" || text == "false" {
                        hour12 = text == "true"
                    } else {
                        bad(name, text, "true or false")
                    }
                }
            case (_, "calendar"):
                if let calendar = Self.calendars[text] {
                    self.calendar = calendar
                } else {
                    bad(name, text, "a calendar (\(Self.calendars.keys.sorted().joined(separator: ", ")))")
                }
            default:
                // Options a function does not define are ignored, as the specification allows.
                break
            }
        }
        if dateStyle != nil || timeStyle != nil {
            switch kind {
            case .date: styles = (dateStyle ?? .medium, .none)
            case .time: styles = (.none, timeStyle ?? .short)
            case .datetime: styles = (dateStyle ?? .none, timeStyle ?? .none)
            }
        }
    }

    /// The value `text` names, or `nil` (and a Bad Option) when it names none.
    private mutating func choice<Value: RawRepresentable & CaseIterable>(_ name: String, _ text: String) -> Value?
    where Value.RawValue == String {
        if let value = Value(rawValue: text) { return value }
        bad(name, text, Value.allCases.map(\.rawValue).joined(separator: ", "))
        return nil
    }

    /// The style `text` names, or `nil` (and a Bad Option) when it names none.
    private mutating func style(_ name: String, _ text: String) -> DateFormat.Style? {
        if let style = DateFormat.Style(rawValue: text), style != .none { return style }
        bad(name, text, "full, long, medium, short")
        return nil
    }

    private mutating func bad(_ name: String, _ text: String, _ expected: String) {
        badNames.append(name)
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        problems.append(
            MF2FunctionError(
                .badOption, "the \(name) option of :\(kind.rawValue) is \"\(shown)\", expected \(expected)"))
    }

    /// The BCP 47 calendar identifiers (`-u-ca-`) Foundation formats with.
    static let calendars: [String: Calendar.Identifier] = [
        "buddhist": .buddhist, "chinese": .chinese, "coptic": .coptic, "ethioaa": .ethiopicAmeteAlem,
        "ethiopic": .ethiopicAmeteMihret, "gregory": .gregorian, "hebrew": .hebrew, "indian": .indian,
        "islamic": .islamic, "islamic-civil": .islamicCivil, "islamic-tbla": .islamicTabular,
        "islamic-umalqura": .islamicUmmAlQura, "iso8601": .iso8601, "japanese": .japanese, "persian": .persian,
        "roc": .republicOfChina,
    ]

    /// The `timeZone` option's value: `input`, `UTC`, an offset (`+05:30`, RFC 3339's
    /// `time-numoffset`) or a time zone name (RFC 9557's `time-zone-name`) Foundation knows.
    static func zone(_ text: String) -> Zone? {
        if text == "input" { return .input }
        if text == "UTC" { return .zone(.gmt) }
        let bytes = Array(text.utf8)
        if bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
            bytes[3] == UInt8(ascii: ":"),
            let hours = Int(text.dropFirst().prefix(2)), let minutes = Int(text.suffix(2)),
            text.dropFirst().allSatisfy({ $0 == ":" || $0.isASCII && $0.isNumber }), hours < 24, minutes < 60
        {
            let seconds = (hours * 3600 + minutes * 60) * (bytes[0] == UInt8(ascii: "-") ? -1 : 1)
            return TimeZone(secondsFromGMT: seconds).map(Zone.zone)
        }
        guard isTimeZoneName(text) else { return nil }
        return TimeZone(identifier: text).map(Zone.zone)
    }

    /// Whether `text` matches RFC 9557's `time-zone-name`: parts of one to fourteen letters, digits,
    /// `.`, `_`, `-` and `+`, starting with a letter, `.` or `_`, separated by `/`, none `.` or `..`.
    static func isTimeZoneName(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 255 else { return false }
        return text.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.first, part.count <= 14, part != ".", part != "..",
                first.isASCII && (first.isLetter || first == "." || first == "_")
            else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-+".contains($0)) }
        }
    }

    /// The skeleton of the options (`yMMMdjmm`), for `DateFormatter`'s localized templates.
    var skeleton: String {
        var skeleton = ""
        if kind != .time {
            let weekday = length == .long ? "EEEE" : "EEE"
            let month: String
            switch length {
            case .short: month = "M"
            case .medium: month = "MMM"
            case .long: month = "MMMM"
            }
            switch fields {
            case .weekday: skeleton = weekday
            case .dayWeekday: skeleton = "d" + weekday
            case .monthDay: skeleton = month + "d"
            case .monthDayWeekday: skeleton = month + "d" + weekday
            case .yearMonthDay: skeleton = "y" + month + "d"
            case .yearMonthDayWeekday: skeleton = "y" + month + "d" + weekday
            }
        }
        if kind != .date {
            let hour = hour12.map { $0 ? "h" : "H" } ?? "j"
            switch precision {
            case .hour: skeleton += hour
            case .minute: skeleton += hour + "mm"
            case .second: skeleton += hour + "mmss"
            }
            switch zoneStyle {
            case .long: skeleton += "zzzz"
            case .short: skeleton += "z"
            case nil: break
            }
        }
        return skeleton
    }

    /// The format for `locale` in `timeZone`.
    func dateFormat(locale: LocaleIdentifier, timeZone: TimeZone) -> DateFormat {
        let shape: DateFormat.Shape = styles.map { .styles(date: $0.date, time: $0.time) } ?? .skeleton(skeleton)
        return DateFormat(shape: shape, locale: locale, timeZone: timeZone, calendar: calendar)
    }
}

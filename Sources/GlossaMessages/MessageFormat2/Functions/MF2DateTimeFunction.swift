import Foundation

/// The draft date/time functions of the specification (`spec/functions/datetime.md`): `:date`
/// shows the date, `:time` the time, `:datetime` both, in the locale's format for the fields and
/// lengths their options ask for (``MF2DateTimeFormat``).
///
/// The operand is a `Date` argument (``MessageValue/date(_:)``, an instant: shown in the time zone
/// of the ``MF2FunctionContext`` unless `timeZone` says otherwise), a date/time literal or string
/// argument (``ISO8601DateTime``: `2006-01-02`, `2006-01-02T15:04:06`, with an optional offset; without
/// one, its fields are shown as written), or the resolved value of another date/time function, whose
/// override options (`timeZone`, `hour12`, `calendar`) are passed on. Anything else is a Bad
/// Operand. Date/time values do not select: a `.match` on one is a Bad Selector.
struct MF2DateTimeFunction: MF2FunctionHandler {
    /// Which function.
    enum Kind: String, Sendable, CaseIterable {
        case date, time, datetime
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution {
        let moment: MF2DateTimeValue.Moment
        var merged = options
        if let operand = operand as? MF2DateTimeValue {
            moment = operand.moment
            var inherited = MF2Options()
            for name in MF2DateTimeFormat.overrideOptions {
                if let value = operand.options[name] { inherited.set(name, to: value) }
            }
            for (name, value) in options.entries { inherited.set(name, to: value) }
            merged = inherited
        } else if let operand, let read = MF2DateTimeValue.Moment(operand.unwrapped) {
            moment = read
        } else {
            let what = operand.map { "\"\(Self.shown($0.unwrapped))\" is not a date" } ?? "no operand"
            return MF2Resolution(failing: [MF2FunctionError(.badOperand, "\(what) for :\(kind.rawValue)")])
        }
        let format = MF2DateTimeFormat(kind: kind, options: merged)
        var errors = format.problems
        // A bad value is reported once, where it is written: a later function does not take it over.
        for name in format.badNames { merged.set(name, to: nil) }
        var zone = context.timeZone
        switch format.zone {
        case .zone(let chosen)?: zone = chosen
        case .input?:
            switch moment {
            case .instant:
                // An instant is in UTC, as the specification says of a time since an epoch.
                zone = .gmt
            case .floating(let fields):
                if let own = fields.timeZone {
                    zone = own
                } else {
                    errors.append(MF2FunctionError(.badOperand, "timeZone=input, but \(fields.text) has no offset"))
                }
            }
        case nil: break
        }
        return MF2Resolution(
            MF2DateTimeValue(
                moment: moment, options: merged, format: format.dateFormat(locale: context.locale, timeZone: zone)),
            errors: errors)
    }

    func checkOptions(_ options: MF2Options, in context: MF2FunctionContext) -> MF2OptionCheck {
        MF2OptionCheck(errors: MF2DateTimeFormat(kind: kind, options: options).problems)
    }

    /// A value as a Bad Operand message shows it (short).
    private static func shown(_ value: MessageValue) -> String {
        let text = DisplayText.of(value).0
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}

/// The resolved value of a date/time function: the moment, the options it was resolved with (a
/// later date/time function takes over the override options), and its format.
struct MF2DateTimeValue: MF2Value {
    /// What is shown.
    enum Moment: Sendable {
        /// An instant (a `Date` argument).
        case instant(Date)
        /// Fields as written (a literal or a string argument), shown as they are unless they carry an
        /// offset.
        case floating(ISO8601DateTime)

        /// A `Date`, or a string that is a date/time literal; `nil` for anything else.
        init?(_ value: MessageValue) {
            switch value {
            case .date(let date): self = .instant(date)
            case .string(let text), .safeString(let text):
                guard let fields = ISO8601DateTime(parsing: text) else { return nil }
                self = .floating(fields)
            default: return nil
            }
        }
    }

    let moment: Moment
    /// The options it was resolved with, but those whose values were bad.
    let options: MF2Options
    let format: DateFormat

    /// A `Date` argument as it was given, a literal as it was written.
    var unwrapped: MessageValue {
        switch moment {
        case .instant(let date): .date(date)
        case .floating(let fields): .string(fields.text)
        }
    }

    func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
        let date: Date
        switch moment {
        case .instant(let instant): date = instant
        case .floating(let fields):
            guard let read = fields.date(in: format.timeZone) else {
                throw MF2FunctionError(.badOperand, "\(fields.text) is not a date in \(format.timeZone.identifier)")
            }
            date = read
        }
        return MF2FormattedText(format.format(date), direction: MF2Direction(locale: context.locale))
    }
}

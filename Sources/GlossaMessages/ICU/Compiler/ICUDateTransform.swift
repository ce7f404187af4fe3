import Foundation

/// Formats a date argument of an ICU message (`{d, date, short}`, `{t, time}`, `{d}`) with Foundation's
/// `DateFormatter` for the message's locale. A number is read as milliseconds since 1970, as ICU does.
struct ICUDateTransform: ValueTransform {
    let format: DateFormat
    /// Whether other values pass through unchanged (`{name}`) rather than fail.
    let passesOtherValues: Bool
    let name: String

    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
        switch value {
        case .date(let date):
            return format.format(date)
        case .number(let number) where !passesOtherValues:
            return format.format(Date(timeIntervalSince1970: number.value / 1000))
        default:
            return passesOtherValues ? text : nil
        }
    }

    /// The shape of `{d, date, style}` (`isTime`: `{t, time, style}`; `raw` as written, `nil` when
    /// there is no style): a named style (`short`, `medium`, `long`, `full`, in any case; medium
    /// by default), a skeleton after `::`, or an LDML pattern used as written.
    static func shape(_ raw: String?, isTime: Bool) -> Result<DateFormat.Shape, SelectionFailure> {
        guard let raw else {
            return .success(isTime ? .styles(date: .none, time: .medium) : .styles(date: .medium, time: .none))
        }
        let style = raw.trimmingPatternWhiteSpace()
        if let named = DateFormat.Style(rawValue: style.lowercased()), named != .none {
            return .success(isTime ? .styles(date: .none, time: named) : .styles(date: named, time: .none))
        }
        if style.hasPrefix("::") {
            let skeleton = String(style.dropFirst(2))
            guard !skeleton.isEmpty, skeleton.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                return .failure(SelectionFailure("bad date skeleton \"\(skeleton)\""))
            }
            return .success(.skeleton(skeleton))
        }
        return .success(.pattern(raw))
    }
}

/// `{name}` in an ICU message: numbers in the locale's default number format, dates as a short date
/// and time, everything else as it is.
struct ICUDefaultTransform: IntegerFormattingTransform {
    let number: ICUNumberTransform
    let date: ICUDateTransform
    var name: String { "default format" }
    /// Integers are shown as `{n, number}` shows them.
    var integerFormat: IntegerArgumentFormat? { number.integerFormat }

    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
        switch value {
        case .number: number.transform(text, of: value, in: context)
        case .date: date.transform(text, of: value, in: context)
        default: text
        }
    }
}

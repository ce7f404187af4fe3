import Foundation
import GlossaCLDR

/// The MessageFormat 2 function and options that show a date or time exactly as an ICU date or time
/// argument (`{d, date, short}`, `{t, time}`, `{d, date, ::yMMMd}`) does, or why there are none.
///
/// The ICU style is read by the one reader of ICU date styles (``ICUDateTransform/shape(_:isTime:)``).
/// A named style becomes the `style` option of `:date` or `:time`; a skeleton becomes the options of
/// `:date`, `:time` or `:datetime` whose skeleton is exactly it (`yMMMd` is `:date`, `Hmm` is
/// `:time hour12=false`, with the letters in the order the options write them: `yMMMMdEEEE`, not
/// `yMMMMEEEEd`). The mapping is then checked: the options, read by the MF2 functions
/// themselves (`MF2DateTimeFormat`), must describe the very ``DateFormat`` the ICU style describes, so
/// both are written by the same formatter. A pattern (`yyyy-MM-dd`) or a skeleton no options give is
/// refused, never approximated.
enum MF2ConversionDates {
    /// The call for `{name, date, style}` or (`isTime`) `{name, time, style}`, `style` as written.
    static func call(style: String?, isTime: Bool) -> Result<MF2ConversionNumbers.Call, SelectionFailure> {
        let shape: DateFormat.Shape
        switch ICUDateTransform.shape(style, isTime: isTime) {
        case .failure(let failure): return .failure(failure)
        case .success(let read): shape = read
        }
        let candidates: [MF2ConversionNumbers.Call]
        switch shape {
        case .styles(let date, .none) where date != .none:
            candidates = [MF2ConversionNumbers.Call(function: "date", options: [("style", date.rawValue)])]
        case .styles(.none, let time) where time != .none:
            candidates = [MF2ConversionNumbers.Call(function: "time", options: [("style", time.rawValue)])]
        case .styles:
            candidates = []
        case .pattern(let pattern):
            let shown = pattern.trimmingPatternWhiteSpace()
            return .failure(
                SelectionFailure(
                    "a date pattern (\"\(shown)\") has no MessageFormat 2 option: use a style or a skeleton"))
        case .skeleton:
            candidates = skeletonCalls
        }
        // Any locale and time zone: both formats are made for the same ones when rendering.
        let locale = LocaleIdentifier.root
        let expected = DateFormat(shape: shape, locale: locale, timeZone: .gmt)
        for call in candidates {
            guard let kind = MF2DateTimeFunction.Kind(rawValue: call.function) else { continue }
            let format = MF2DateTimeFormat(kind: kind, options: MF2ConversionNumbers.mf2Options(call.options))
            if format.problems.isEmpty, format.zone == nil, format.calendar == nil,
                format.dateFormat(locale: locale, timeZone: .gmt) == expected
            {
                return .success(call)
            }
        }
        return .failure(
            SelectionFailure(
                "no options of :date, :time or :datetime give this date format (the skeletons they give are "
                    + "fields and lengths, letters in this order: yMMMd, MMMMdEEEE, jmm, Hmmss, yMdjmmz…)"))
    }

    /// Every call of `:date`, `:time` and `:datetime` with the options that choose a skeleton, those
    /// with fewer options first (an option at its default is left out).
    private static let skeletonCalls: [MF2ConversionNumbers.Call] = {
        typealias Option = (name: String, value: String)
        func choices(_ name: String, _ values: [String], default value: String?) -> [[Option]] {
            values.map { $0 == value ? [] : [(name, $0)] }
        }
        func combine(_ lists: [[[Option]]]) -> [[Option]] {
            lists.reduce([[]]) { partial, choices in partial.flatMap { prefix in choices.map { prefix + $0 } } }
        }
        func dateOptions(fields: String, length: String) -> [[Option]] {
            combine([
                choices(fields, MF2DateTimeFormat.Fields.allCases.map(\.rawValue), default: "year-month-day"),
                choices(length, MF2DateTimeFormat.Length.allCases.map(\.rawValue), default: "medium"),
            ])
        }
        func timeOptions(precision: String) -> [[Option]] {
            combine([
                choices(precision, MF2DateTimeFormat.Precision.allCases.map(\.rawValue), default: "minute"),
                [[], [("hour12", "true")], [("hour12", "false")]],
                [[]] + MF2DateTimeFormat.ZoneStyle.allCases.map { [("timeZoneStyle", $0.rawValue)] },
            ])
        }
        let date = dateOptions(fields: "fields", length: "length").map {
            MF2ConversionNumbers.Call(function: "date", options: $0)
        }
        let time = timeOptions(precision: "precision").map { MF2ConversionNumbers.Call(function: "time", options: $0) }
        let datetime = combine([
            dateOptions(fields: "dateFields", length: "dateLength"), timeOptions(precision: "timePrecision"),
        ]).map { MF2ConversionNumbers.Call(function: "datetime", options: $0) }
        return (date + time + datetime).enumerated().sorted {
            ($0.element.options.count, $0.offset) < ($1.element.options.count, $1.offset)
        }.map(\.element)
    }()
}

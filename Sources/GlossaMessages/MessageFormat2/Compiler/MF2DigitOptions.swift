/// The digit, grouping, sign and rounding options of the numeric functions (`:number`, `:integer`,
/// `:percent`, `:currency`; `spec/functions/number.md`), read from their text and applied to a
/// ``DecimalFormat``: one reader for every function, each taking the options it defines.
///
/// The options are JavaScript's `Intl.NumberFormat` options, and combine as ECMA-402's
/// `SetNumberFormatDigitOptions` says: significant digits win over fraction digits unless
/// `roundingPriority` is `morePrecision` or `lessPrecision`; `roundingIncrement` rounds at the last
/// fraction digit and needs as many minimum as maximum fraction digits (the maximum defaults to the
/// minimum), no significant digits and `roundingPriority=auto`, else it is a Bad Option.
struct MF2DigitOptions {
    private var minimumIntegerDigits: Int?
    private var minimumFractionDigits: Int?
    private var maximumFractionDigits: Int?
    private var minimumSignificantDigits: Int?
    private var maximumSignificantDigits: Int?
    private var grouping: (usesGrouping: Bool, minimumGroupingDigits: Int?)?
    private var signDisplay: DecimalFormat.SignDisplay?
    private var stripsZeroFraction: Bool?
    private var roundingPriority: DecimalFormat.RoundingPriority?
    private var roundingIncrement: Int?
    private var roundingMode: RoundingRule?

    /// The values `roundingIncrement` takes.
    static let increments: Set = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000]

    /// Whether an option that changes the shown digits of an integer is set (the exact-match text
    /// of `:number` is then the formatted digits rather than the integer).
    var setsDigits: Bool {
        minimumIntegerDigits != nil || minimumFractionDigits != nil || minimumSignificantDigits != nil
            || maximumSignificantDigits != nil
    }

    /// Whether an option that only these options' own rounding can show is set (integer digits,
    /// significant digits, trailing zeros, rounding priority and increment): `:currency` then rounds
    /// the amount itself, as it does for a rounding mode other than Foundation's half-even.
    var changesRounding: Bool {
        minimumIntegerDigits != nil || minimumSignificantDigits != nil || maximumSignificantDigits != nil
            || stripsZeroFraction != nil || roundingPriority != nil || roundingIncrement != nil
    }

    /// Reads the option `name` with the value `text`; `false` when the value is not valid for it (a
    /// Bad Option: the option is ignored) or the name is not one of these options.
    mutating func read(_ name: String, _ text: String) -> Bool {
        switch name {
        case "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits",
            "maximumSignificantDigits":
            guard let digits = MF2NumberFormat.digitSize(text) else { return false }
            switch name {
            case "minimumIntegerDigits": minimumIntegerDigits = digits
            case "minimumFractionDigits": minimumFractionDigits = digits
            case "maximumFractionDigits": maximumFractionDigits = digits
            case "minimumSignificantDigits": minimumSignificantDigits = digits
            default: maximumSignificantDigits = digits
            }
        case "useGrouping":
            guard let grouping = MF2NumberFormat.grouping(text) else { return false }
            self.grouping = grouping
        case "signDisplay":
            guard let sign = MF2NumberFormat.signDisplay(text) else { return false }
            signDisplay = sign
        case "trailingZeroDisplay":
            switch text {
            case "auto": stripsZeroFraction = false
            case "stripIfInteger": stripsZeroFraction = true
            default: return false
            }
        case "roundingPriority":
            switch text {
            case "auto": roundingPriority = .auto
            case "morePrecision": roundingPriority = .morePrecision
            case "lessPrecision": roundingPriority = .lessPrecision
            default: return false
            }
        case "roundingIncrement":
            guard let increment = Int(text), String(increment) == text, Self.increments.contains(increment) else {
                return false
            }
            roundingIncrement = increment
        case "roundingMode":
            guard let mode = Self.roundingModes[text] else { return false }
            roundingMode = mode
        default: return false
        }
        return true
    }

    /// The values of `roundingMode` and the rounding each names.
    static let roundingModes: [String: RoundingRule] = [
        "ceil": .ceiling, "floor": .floor, "expand": .up, "trunc": .down, "halfCeil": .halfCeiling,
        "halfFloor": .halfFloor, "halfExpand": .halfUp, "halfTrunc": .halfDown, "halfEven": .halfEven,
    ]

    /// Sets what the options say on `format` (whose fraction digits are the function's defaults) and
    /// returns the names of the options that cannot be used together with the others (Bad Options).
    func apply(to format: inout DecimalFormat) -> [String] {
        if let minimumIntegerDigits { format.minimumIntegerDigits = minimumIntegerDigits }
        if let maximumFractionDigits {
            format.maximumFractionDigits = maximumFractionDigits
            format.minimumFractionDigits = min(format.minimumFractionDigits, maximumFractionDigits)
        }
        if let minimumFractionDigits {
            format.minimumFractionDigits = minimumFractionDigits
            format.maximumFractionDigits = max(format.maximumFractionDigits, minimumFractionDigits)
        }
        if minimumSignificantDigits != nil || maximumSignificantDigits != nil {
            let lower = max(1, minimumSignificantDigits ?? 1)
            format.significantDigits = lower...max(lower, maximumSignificantDigits ?? 21)
        }
        if let grouping {
            format.usesGrouping = grouping.usesGrouping
            format.minimumGroupingDigits = grouping.minimumGroupingDigits
        }
        if let signDisplay { format.signDisplay = signDisplay }
        if let stripsZeroFraction { format.stripsZeroFractionOfIntegers = stripsZeroFraction }
        if let roundingPriority { format.roundingPriority = roundingPriority }
        if let roundingMode { format.roundingRule = roundingMode }
        guard let roundingIncrement, roundingIncrement != 1 else { return [] }
        var rounded = format
        if maximumFractionDigits == nil { rounded.maximumFractionDigits = rounded.minimumFractionDigits }
        guard rounded.significantDigits == nil, rounded.roundingPriority == .auto,
            rounded.minimumFractionDigits == rounded.maximumFractionDigits
        else { return ["roundingIncrement"] }
        rounded.roundingIncrement = roundingIncrement
        format = rounded
        return []
    }
}

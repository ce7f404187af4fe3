/// An Apple localized string with everything that renders it: the format (a `.strings` value, a
/// `.stringsdict` `NSStringLocalizedFormatKey`, a String Catalog `stringUnit`) and the variables it
/// refers to with `%#@name@` (`.stringsdict` rules, String Catalog substitutions).
///
/// ```swift
/// let message = AppleFormatMessage(
///     format: "%#@files@ in %#@folders@",
///     variables: [
///         "files": .plural(AppleFormatPlural(forms: ["zero": "No files", "one": "%d file", "other": "%d files"])),
///         "folders": .plural(AppleFormatPlural(forms: ["one": "%d folder", "other": "%d folders"])),
///     ])
/// ```
public struct AppleFormatMessage: Sendable, Hashable {
    /// The format.
    public var format: String
    /// Variables by name.
    public var variables: [String: AppleFormatVariable]

    /// Creates a message.
    public init(format: String, variables: [String: AppleFormatVariable] = [:]) {
        self.format = format
        self.variables = variables
    }
}

/// A `.stringsdict` variable (or String Catalog substitution): how its text is chosen.
public enum AppleFormatVariable: Sendable, Hashable {
    /// `NSStringPluralRuleType`: by the plural category of an argument (Apple's `zero` means exactly 0).
    case plural(AppleFormatPlural)
    /// `NSStringDeviceSpecificRuleType`: by the device family (`iphone`, `ipad`, `mac`, …, `other`).
    case device([String: String])
    /// `NSStringVariableWidthRuleType`: by presentation width (the variant for the largest width not
    /// above the fitting width, else the smallest).
    case width([Int: String])
}

/// A plural variable: forms by category, the argument that selects, and its conversion.
public struct AppleFormatPlural: Sendable, Hashable {
    /// Forms by category: `zero` (exactly 0, in every language), `one`, `two`, `few`, `many`, `other`.
    public var forms: [String: String]
    /// The 1-based argument that selects (a catalog's `argNum`); `nil` to take the position of the
    /// `%#@name@` reference (or the next argument in order).
    public var argument: Int?
    /// The conversion of that argument without `%` (`NSStringFormatValueTypeKey`, a catalog's
    /// `formatSpecifier`: `d`, `lld`, `@`, `f`); `%arg` in a form stands for it.
    public var valueType: String

    /// Creates a plural variable.
    public init(forms: [String: String], argument: Int? = nil, valueType: String = "lld") {
        self.forms = forms
        self.argument = argument
        self.valueType = valueType
    }
}

/// Apple device families, as `.stringsdict` device rules and String Catalog device variations name them.
public enum AppleDevice: String, Sendable, Hashable, CaseIterable {
    case iphone, ipod, ipad, applewatch, appletv, applevision, mac, other

    /// The keys tried for this device, in order: itself, then `iphone` for an iPod or iPad (as
    /// Transifex Native does), then `other`.
    var fallbacks: [String] {
        switch self {
        case .ipod, .ipad: [rawValue, AppleDevice.iphone.rawValue, AppleDevice.other.rawValue]
        case .other: [rawValue]
        default: [rawValue, AppleDevice.other.rawValue]
        }
    }
}

/// What `glossa lint` checks beyond the defaults.
public struct LintOptions: Sendable, Hashable {
    /// The longest a value may be, in characters, for keys whose catalog gives no limit.
    public var maximumLength: Int?
    /// Whether untranslated keys are errors (one finding per locale) rather than counts.
    public var requireComplete: Bool
    /// Whether plural categories a locale never uses are reported (on by default).
    public var reportUnusedPluralCategories: Bool
    /// For projects that fill their own placeholders instead of calling `String(format:)`: what starts
    /// one, digits following (`%` for `%0`, `%1`). Apple-syntax values are then not read as printf
    /// formats; these placeholders are checked between source and translations instead.
    public var customPlaceholderPrefix: String?

    /// Creates options.
    public init(
        maximumLength: Int? = nil, requireComplete: Bool = false, reportUnusedPluralCategories: Bool = true,
        customPlaceholderPrefix: String? = nil
    ) {
        self.maximumLength = maximumLength
        self.requireComplete = requireComplete
        self.reportUnusedPluralCategories = reportUnusedPluralCategories
        self.customPlaceholderPrefix = customPlaceholderPrefix
    }
}

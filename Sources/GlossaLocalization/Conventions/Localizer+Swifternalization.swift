import GlossaMessages

extension Localizer {
    /// Swifternalization's `localizedString(key, stringValue:/intValue:, fittingWidth:, defaultValue:,
    /// comment:)` (ObjCnalization's `localizedString:andIntVal:andFittWidth:andDefaultVal:andComment:`):
    /// the text for `key` whose expression matches `value`, in the length variation that fits
    /// `fittingWidth`, for catalogs in ``ExpressionSyntax``.
    ///
    /// ```swift
    /// localizer.localizedString("time-seconds", value: 22)          // ru: "22 секунды назад"
    /// localizer.localizedString("forgot-password", fittingWidth: 300) // "Forgot Your Password? Use Help."
    /// localizer.localizedString("welcome", defaultValue: "Welcome")
    /// ```
    ///
    /// Expressions are tried in the order written, the built-in `other` last; texts are Apple format
    /// strings whose conversions show the value (`"%d cars"`). A length variation is the one for the
    /// largest width not above `fittingWidth` (else the smallest); without a width, the largest. A key
    /// no catalog has falls back as every lookup does: the source language (`base.json`), then
    /// `defaultValue`, then the key.
    ///
    /// - Parameters:
    ///   - key: the key.
    ///   - value: what the expressions match: an integer, a decimal, or text (`"5"`), as Swifternalization's
    ///     `intValue` and `stringValue`. A message with expressions and no value renders its source and
    ///     reports the missing value.
    ///   - fittingWidth: the width the text must fit (Swifternalization's `@200` keys).
    ///   - defaultValue: shown when no catalog has the key.
    ///   - comment: context for translators, read by extraction tools; it does not change the result.
    ///   - table: the table (`Localizable` when nil).
    public func localizedString(
        _ key: String, value: (any MessageValueConvertible)? = nil, fittingWidth: Int? = nil,
        defaultValue: String? = nil, comment: String? = nil, table: String? = nil
    ) -> String {
        var arguments = MessageArguments()
        if let value { arguments[ExpressionSyntax.valueArgument] = value.messageValue }
        if let fittingWidth { arguments[ExpressionSyntax.widthArgument] = fittingWidth.messageValue }
        return resolve(
            LookupRequest(
                key: key, table: table ?? Catalog.defaultTable, arguments: arguments, defaultValue: defaultValue),
            as: TextKind())
    }
}

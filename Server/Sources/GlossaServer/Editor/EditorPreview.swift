import GlossaCLDR
import GlossaMessages

/// The live preview: a translation rendered by Glossa's ICU engine for sample values of its plural
/// argument — 1, 2, 5 and 21 (Russian's one, few, many and one again) and the smallest whole number
/// of every other category of the language (Arabic's 0, 3, 11, 100) — so a translator sees each form
/// as an app would show it.
enum EditorPreview {
    /// One rendered sample.
    struct Sample: Sendable, Hashable {
        /// The value given to the plural argument.
        var value: UInt64
        /// The category CLDR selects for it.
        var category: String
        /// The rendered text.
        var text: String
    }

    /// The samples of `translation` into `language`, selecting on the argument `name`.
    static func samples(_ translation: String, name: String, language: String) -> [Sample] {
        guard let locale = try? LocaleIdentifier(parsing: language) else { return [] }
        let rules = PluralRules(locale: locale)
        var values: Set<UInt64> = [1, 2, 5, 21]
        values.formUnion(rules.smallestWholeNumbers.values)
        let message = ICUCompiler(locale: locale).compile(translation)
        return values.sorted().map { value in
            var arguments = MessageArguments()
            arguments[name] = Int(value).messageValue
            return Sample(
                value: value, category: rules.category(for: value).rawValue,
                text: message.render(RenderContext(arguments: arguments, locale: locale)).text)
        }
    }
}

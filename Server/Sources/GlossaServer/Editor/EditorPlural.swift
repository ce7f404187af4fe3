import GlossaCLDR
import GlossaMessages

/// A plural string edited as its parts: one field per CLDR plural category of the *target* language
/// (Russian: one, few, many, other), whatever categories the source has, and saved whole as one ICU
/// plural `{name, plural, one {…} few {…} …}` with the source's argument name. The source and the
/// stored translation are read with the engine's ICU parser (``PluralForm/variants(_:)``, through
/// `CDSPlural`), so `{???, plural, …}` strings are plurals too.
struct EditorPlural: Sendable, Hashable {
    /// The argument the plural selects on, as the source names it.
    let name: String
    /// The target language's categories, in CLDR order (zero, one, two, few, many, other).
    let categories: [String]

    /// The plural editing of `source` into `language`; nil when the source is not one plural or CLDR
    /// does not know the language (the string is then edited as one field).
    init?(source: String, language: String) {
        guard let (plural, _) = CDSPlural.plural(in: source),
            let identifier = try? LocaleIdentifier(parsing: language)
        else { return nil }
        let categories = Set(PluralRules(locale: identifier).categories.map(\.rawValue))
        self.name = plural.name == CDSPlural.placeholder ? "n" : plural.name
        self.categories = PluralForm.keywords.filter { categories.contains($0) }
    }

    /// The text of each category's field for a stored translation: its variant (a `=N` exact variant
    /// counts as its CLDR category only if that category has none of its own); empty fields for a
    /// translation that is not a plural.
    func fields(of translation: String?) -> [String: String] {
        guard let translation, let variants = PluralForm.variants(translation) else { return [:] }
        var fields: [String: String] = [:]
        for (key, body) in variants where categories.contains(key) && fields[key] == nil { fields[key] = body }
        return fields
    }

    /// The field name of a category in the editor's form.
    static func fieldName(_ category: String) -> String { "form_" + category }

    /// The whole translation from the form's fields: every non-empty category in CLDR order. An empty
    /// field is left out, so the save's check reports the missing category (nothing is invented).
    func join(_ form: EditorForm) -> String {
        var result = "{\(name), plural,"
        for category in categories {
            if let body = form[Self.fieldName(category)], !body.isEmpty { result += " \(category) {\(body)}" }
        }
        return result + "}"
    }
}

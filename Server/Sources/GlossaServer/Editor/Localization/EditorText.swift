import GlossaCLDR
import GlossaLocalization
import GlossaMessages

/// The editor's words in one interface language: a `Localizer` fixed to that language over the
/// editor's catalogs (``EditorCatalog``), falling back to English for a key the language lacks.
///
/// Templates read the messages that take no argument as `{{t.key}}` (``templateValues``, rendered once
/// when the server starts); the routes render those with arguments (counts, names) by calling the
/// value: `text("signIn.tooManyAttempts", ["seconds": 30])`.
struct EditorText: Sendable {
    /// The interface language (`en`, `ru`).
    let language: LocaleIdentifier
    /// The localizer every message is rendered by.
    let localizer: Localizer
    /// Every message rendered without arguments, by its key with dots replaced (`signIn.title` →
    /// `signIn_title`), as templates read them.
    let templateValues: [String: String]

    init(language: LocaleIdentifier, localizer: Localizer) {
        self.language = language
        self.localizer = localizer
        var values: [String: String] = [:]
        for (key, _) in EditorCatalog.english {
            values[Self.templateName(of: key)] = localizer.string(CatalogKey(key))
        }
        templateValues = values
    }

    /// The message `key` rendered as plain text with `arguments` (Mustache escapes it for HTML).
    func callAsFunction(_ key: String, _ arguments: MessageArguments = [:]) -> String {
        localizer.string(CatalogKey(key), arguments: arguments)
    }

    /// The language's BCP 47 code, for `<html lang>`.
    var code: String { language.description }

    /// A key as a Mustache name: Mustache reads dots as steps into nested objects.
    static func templateName(of key: String) -> String {
        String(key.map { $0 == "." ? "_" : $0 })
    }
}

extension EditorText {
    /// A project role's name (`translator`, `переводчик`).
    func role(_ role: ProjectRole) -> String { self("role." + role.rawValue) }

    /// The languages a role or invitation covers: their codes, or "all languages" when none is named.
    func languages(_ codes: [String]) -> String {
        codes.isEmpty ? self("languages.all") : codes.joined(separator: ", ")
    }

    /// A workflow status's name (`Needs review`, `Требует проверки`).
    func status(_ status: WorkflowStatus) -> String { self("status." + status.templateName) }
}

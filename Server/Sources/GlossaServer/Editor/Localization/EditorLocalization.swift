import GlossaCLDR
import GlossaLocalization

/// The editor's interface languages and how a request gets one: the signed-in user's setting when
/// it names one of them, else the best match for the browser's `Accept-Language`
/// (``AcceptLanguage``, negotiated by GlossaCLDR's `LocaleNegotiator`), else English.
struct EditorLocalization: Sendable {
    /// The interface in each of its languages, English first.
    let texts: [EditorText]
    private let negotiator: LocaleNegotiator

    /// Builds one `Localizer` per interface language over the editor's catalogs (ICU MessageFormat,
    /// English the source), once when the server starts.
    init() {
        let english: LocaleIdentifier = "en"
        let catalogs = EditorCatalog.catalogs
        let languages = [english] + catalogs.map(\.locale).filter { $0 != english }
        texts = languages.map { language in
            let localizer = Localizer(
                sourceLocale: english, appLocales: languages, catalogs: catalogs, preferredLanguages: [language],
                notificationCenter: nil)
            return EditorText(language: language, localizer: localizer)
        }
        negotiator = LocaleNegotiator(available: languages, default: english)
    }

    /// The English interface, for what no request chose.
    var english: EditorText { texts[0] }

    /// The interface codes a user may choose (`en`, `ru`), in order.
    var codes: [String] { texts.map(\.code) }

    /// The interface language `code` names exactly, if the editor has it.
    func text(code: String?) -> EditorText? {
        guard let code else { return nil }
        return texts.first { $0.code == code }
    }

    /// The choices of the interface-language form for a user whose setting is `setting`: "as the
    /// browser asks" (the empty code), then each language by its own name.
    func choices(setting: String?) -> [InterfaceChoice] {
        let chosen = text(code: setting)?.code
        return [InterfaceChoice(code: "", name: nil, selected: chosen == nil)]
            + texts.map { InterfaceChoice(code: $0.code, name: $0("layout.languageName"), selected: $0.code == chosen) }
    }

    /// The interface for a request: `setting` (the user's choice) when the editor has it, else the
    /// first of `acceptLanguage`'s languages that matches one, else English.
    func text(setting: String?, acceptLanguage: String?) -> EditorText {
        if let chosen = text(code: setting) { return chosen }
        let preferred = AcceptLanguage.parse(acceptLanguage ?? "")
        guard let match = negotiator.negotiate(preferred: preferred).first else { return english }
        return texts.first { $0.language == match } ?? english
    }
}

/// One choice of the interface-language form.
struct InterfaceChoice: Sendable, Hashable {
    /// The language's code; empty for "as the browser asks".
    var code: String
    /// The language's name in itself (`Русский`); nil for "as the browser asks", which the page names
    /// in its own language.
    var name: String?
    /// Whether it is the user's setting.
    var selected: Bool
}

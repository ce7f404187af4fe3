import GlossaCLDR
import GlossaJSON
import GlossaMessages

/// What `glossa render` and its batch mode share: one renderer, and language definitions by locale.
struct MessageRendering {
    /// English is the source language of labels; no `viewing_user`; TMLKit's default tokens.
    let renderer = TMLRenderer()

    /// Definitions (or the locale's error) by locale text as written, so a locale is parsed once per run.
    private var languages: [String: Result<LanguageDefinition, InputError>] = [:]

    /// The definition for a locale named on the command line or in a batch line: the bundled one for en and
    /// ru (with their language cases), otherwise one with a `number` context from CLDR's plural rules.
    /// Malformed locales and languages CLDR does not know are bad input.
    mutating func language(_ locale: String) throws(InputError) -> LanguageDefinition {
        if let cached = languages[locale] { return try cached.get() }
        let result = Result { () throws(InputError) -> LanguageDefinition in
            LanguageDefinition.definition(for: try LocaleIdentifier(validating: locale))
        }
        languages[locale] = result
        return try result.get()
    }

    /// Renders `label` in `language`, with the first candidate translation whose context matches the
    /// tokens, or the label itself in the source language. Never fails: what cannot be resolved stays
    /// verbatim and is reported in the diagnostics.
    func render(
        label: String, description: String, tokens: [String: MessageValue], translations: [TMLTranslation],
        language: LanguageDefinition, format: RenderFormat
    ) -> RenderedMessage {
        renderer.render(
            label: label, description: description, tokens: MessageArguments(tokens), translations: translations,
            language: language, format: format.outputFormat)
    }
}

extension MessageDiagnostic {
    /// `1:10: no value for "name" ({name})`: where, why, and the piece left verbatim.
    var line: String {
        "\(location.line):\(location.column): \(reason) (\(source))"
    }

    /// `{"line":1,"column":10,"kind":"missingArgument","reason":"…","source":"{name}"}`.
    var json: JSONValue {
        .object([
            "line": .number(JSONNumber(location.line)),
            "column": .number(JSONNumber(location.column)),
            "kind": .string(kind.rawValue),
            "reason": .string(reason),
            "source": .string(source),
        ])
    }
}

import Foundation
import GlossaCLDR

/// Renders TML labels the way TMLKit's `translate(label, description, tokens, options)` does
/// (<doc:TMLSemantics#Processing-model>): pick the first candidate translation whose context matches the tokens and
/// render it with the target language's rules; without one, render the source label with the source
/// language's rules.
///
/// ```swift
/// let renderer = TMLRenderer()
/// let russian = LanguageDefinition.russian
/// renderer.render(
///     label: "You have {count || message}", tokens: ["count": 2],
///     translations: [TMLTranslation(label: "У вас {count || сообщение, сообщения, сообщений}")],
///     language: russian
/// ).text   // "У вас 2 сообщения"
/// ```
public struct TMLRenderer: Sendable {
    /// The language source labels are written in (English by default).
    public var sourceLanguage: LanguageDefinition
    /// Injected as the `viewing_user` token when the caller does not pass one (<doc:TMLSemantics#Viewing-user>).
    public var viewingUser: MessageValue?
    /// Default tokens used when the caller passes no value (TMLKit's `default_tokens`), per format.
    public var defaultTokens: [OutputFormat: [String: MessageValue]]
    /// The clock for date contexts.
    public var now: @Sendable () -> Date

    /// Creates a renderer.
    public init(
        sourceLanguage: LanguageDefinition = .english, viewingUser: MessageValue? = nil,
        defaultTokens: [OutputFormat: [String: MessageValue]] = TMLRenderer.standardDefaultTokens,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.sourceLanguage = sourceLanguage
        self.viewingUser = viewingUser
        self.defaultTokens = defaultTokens
        self.now = now
    }

    /// TMLKit's default data tokens: `{ndash}`, `{br}`, `{lbrace}`… for HTML and plain text.
    public static let standardDefaultTokens: [OutputFormat: [String: MessageValue]] = {
        let html: [String: String] = [
            "ndash": "&ndash;", "mdash": "&mdash;", "iexcl": "&iexcl;", "iquest": "&iquest;", "quot": "&quot;",
            "ldquo": "&ldquo;", "rdquo": "&rdquo;", "lsquo": "&lsquo;", "rsquo": "&rsquo;", "laquo": "&laquo;",
            "raquo": "&raquo;", "nbsp": "&nbsp;", "lsaquo": "&lsaquo;", "rsaquo": "&rsaquo;", "br": "<br/>",
            "lbrace": "{", "rbrace": "}", "trade": "&trade;",
        ]
        let text: [String: String] = [
            "ndash": "–", "mdash": "—", "iexcl": "¡", "iquest": "¿", "quot": "\"", "ldquo": "“", "rdquo": "”",
            "lsquo": "‘", "rsquo": "’", "laquo": "«", "raquo": "»", "nbsp": "\u{A0}", "lsaquo": "‹", "rsaquo": "›",
            "br": "\n", "lbrace": "{", "rbrace": "}", "trade": "™",
        ]
        return [.html: html.mapValues { .safeString($0) }, .text: text.mapValues { .safeString($0) }]
    }()

    /// The candidate that applies to `tokens`, if any.
    public func selectTranslation(
        _ translations: [TMLTranslation], tokens: MessageArguments, language: LanguageDefinition
    ) -> TMLTranslation? {
        selectTranslation(translations, tokens: tokens, language: language, now: now())
    }

    private func selectTranslation(
        _ translations: [TMLTranslation], tokens: MessageArguments, language: LanguageDefinition,
        now today: Date
    ) -> TMLTranslation? {
        TMLTranslation.selectionOrder(translations).first { $0.matches(tokens, in: language, now: today) }
    }

    /// Compiles what would be rendered: the matching translation in `language`, else the label in
    /// the source language.
    public func compile(
        label: String, tokens: MessageArguments = [:], translations: [TMLTranslation] = [],
        language: LanguageDefinition
    ) -> CompiledMessage {
        compile(
            label: label, injectedTokens: withInjectedTokens(tokens, format: .text), translations: translations,
            language: language, now: now())
    }

    /// Renders a label with its candidate translations.
    public func render(
        label: String, description: String = "", tokens: MessageArguments = [:],
        translations: [TMLTranslation] = [], language: LanguageDefinition, format: OutputFormat = .text
    ) -> RenderedMessage {
        // The tokens are completed once, and one "now" serves both the choice of translation and the
        // date rules of the render.
        let tokens = withInjectedTokens(tokens, format: format)
        let today = now()
        let message = compile(
            label: label, injectedTokens: tokens, translations: translations, language: language, now: today)
        return message.render(RenderContext(arguments: tokens, locale: language.locale, now: today), format: format)
    }

    /// Compiles with tokens that already carry `viewing_user` and the default tokens.
    private func compile(
        label: String, injectedTokens tokens: MessageArguments, translations: [TMLTranslation],
        language: LanguageDefinition, now today: Date
    ) -> CompiledMessage {
        let source = TMLParser.parse(label)
        if let translation = selectTranslation(translations, tokens: tokens, language: language, now: today) {
            let compiler = TMLCompiler(
                language: language, allowedTokens: Set(source.tokenNames).union(defaultTokenNames),
                allowedDecorations: Set(source.decorationNames))
            return compiler.compile(translation.label)
        }
        return TMLCompiler(language: sourceLanguage).compile(source)
    }

    private var defaultTokenNames: Set<String> {
        Set(defaultTokens.values.flatMap(\.keys))
    }

    /// The tokens with `viewing_user` and the default tokens added where the caller gave none.
    func withInjectedTokens(_ tokens: MessageArguments, format: OutputFormat) -> MessageArguments {
        var tokens = tokens
        if tokens["viewing_user"] == nil, let viewingUser { tokens["viewing_user"] = viewingUser }
        for (name, value) in defaultTokens[format] ?? [:] where tokens[name] == nil { tokens[name] = value }
        return tokens
    }
}

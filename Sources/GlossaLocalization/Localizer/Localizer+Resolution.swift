import Foundation
import GlossaCLDR
import GlossaMessages

/// One lookup: what the caller asked for, in every convention.
struct LookupRequest {
    /// The key tried first in every catalog.
    var key: String
    /// Keys tried after `key` in each catalog (Transifex's hashed keys), computed only on a miss.
    var alternateKeys: (() -> [String])?
    /// The table.
    var table: String
    /// The arguments by name.
    var arguments: MessageArguments
    /// Source-language text known at the call site (a TML label, a Transifex source string).
    var sourceText: String?
    /// The caller's default value.
    var defaultValue: String?
    /// A maximum length the rendered text should respect (TML's `max-length`).
    var maximumLength: Int?
}

extension Localizer {
    /// Resolves a request through the fallback chain into `kind`'s result.
    func resolve<Kind: OutputKind>(_ request: LookupRequest, as kind: Kind) -> Kind.Result {
        // The configuration is read in place from `lookup` (not bound to a local), so the path of a
        // found string copies none of its policies, settings or handler.
        let lookup = state.withLock { $0.lookup }
        observation.access(self, keyPath: \.revision)
        let chain = lookup.chain
        if let found = find(request, in: chain.catalogs(for: request.table), settings: lookup.configuration.settings) {
            let result = render(request, found, chain: chain, configuration: lookup.configuration, as: kind)
            checkLength(result, request, kind: kind, locale: found.catalog.locale, configuration: lookup.configuration)
            return result
        }
        let configuration = lookup.configuration
        let policy = chain.pseudoPolicy ?? configuration.missingPolicy
        // A policy transforms the message, not the caller's values: they are shielded from it.
        let shield = chain.expectsTranslation ? ArgumentShield() : nil
        let fallback: Kind.Result
        let source: FallbackSource
        if let found = find(request, in: chain.sources(for: request.table), settings: lookup.configuration.settings) {
            fallback = render(request, found, chain: chain, configuration: configuration, as: kind, shield: shield)
            source = .sourceLanguage
        } else if let sourceText = request.sourceText {
            fallback = renderSourceText(sourceText, request, configuration: configuration, as: kind, shield: shield)
            source = .sourceLanguage
        } else if let defaultValue = request.defaultValue {
            fallback = renderSourceText(defaultValue, request, configuration: configuration, as: kind, shield: shield)
            source = .defaultValue
        } else {
            fallback = kind.plain(request.key)
            source = .key
        }
        // In the source language the source text is the right text; only a key found nowhere is
        // missing there, for policies that ask to see it (KeyPlaceholderPolicy's option).
        guard chain.expectsTranslation || (source == .key && policy.appliesInSourceLocale) else { return fallback }
        var reported: MissingTranslation?
        let transformed = kind.transform(fallback) { text in
            let missing = MissingTranslation(key: request.key, locale: chain.locale, text: text, source: source)
            if reported == nil { reported = missing }
            return policy.text(for: missing)
        }
        if chain.pseudoPolicy == nil, let reported, let handler = configuration.issueHandler {
            handler(.missingTranslation(reported.replacingText(shield?.restore(reported.text) ?? reported.text)))
        }
        return shield.map { kind.restore(transformed, $0) } ?? transformed
    }

    /// An entry found for a request, and which of its texts applies.
    private struct Found {
        let catalog: Catalog
        let entry: Int
        /// The context-dependent translation whose context holds (1-based), or 0 for the message.
        let alternative: Int
    }

    /// The first catalog with something to show for the request: a non-empty message, or a
    /// context-dependent translation whose context holds for the arguments. An entry whose
    /// translations all have contexts that do not hold is passed over, so the lookup goes on to the
    /// parent locales and the source text (TMLKit renders the source label then).
    /// `settings` is read only for an entry with context-dependent translations.
    private func find(
        _ request: LookupRequest, in catalogs: [Catalog], settings: @autoclosure () -> RenderSettings
    ) -> Found? {
        func found(_ catalog: Catalog, _ key: String) -> Found? {
            guard let entry = catalog.strings.entry(for: key) else { return nil }
            let alternative =
                catalog.alternatives.isEmpty ? 0 : selectAlternative(catalog, entry, request, settings())
            guard alternative > 0 || catalog.strings.messageByteCount(at: entry) > 0 else { return nil }
            return Found(catalog: catalog, entry: entry, alternative: alternative)
        }
        for catalog in catalogs {
            if let result = found(catalog, request.key) { return result }
        }
        guard let alternateKeys = request.alternateKeys?(), !alternateKeys.isEmpty else { return nil }
        for catalog in catalogs {
            for key in alternateKeys {
                if let result = found(catalog, key) { return result }
            }
        }
        return nil
    }

    /// Renders a catalog entry, applying the error policy to problems.
    private func render<Kind: OutputKind>(
        _ request: LookupRequest, _ found: Found, chain: FallbackChain, configuration: Configuration, as kind: Kind,
        shield: ArgumentShield? = nil
    ) -> Kind.Result {
        let (catalog, entry, alternative) = (found.catalog, found.entry, found.alternative)
        if alternative == 0, catalog.strings.isPlain(at: entry) { return kind.plain(catalog.strings, entry: entry) }
        // What the compile needs of the request, taken out so the deferred source-message lookup
        // captures three strings rather than a copy of the whole request.
        let (key, table, sourceText) = (request.key, request.table, request.sourceText)
        guard
            let message = catalog.compiledMessage(
                entry: entry, alternative: alternative,
                sourceMessage: Self.sourceMessage(
                    key: key, table: table, sourceText: sourceText, chain: chain, excluding: catalog))
        else { return kind.plain(catalog.strings, entry: entry) }
        let settings = configuration.settings
        let arguments = catalog.syntax.completeArguments(
            request.arguments, for: message, format: kind.format, settings: settings)
        let context = RenderContext(arguments: arguments, locale: catalog.locale, now: settings.clock())
        let (rendered, diagnostics) = Self.render(message, context, settings, as: kind, shield: shield)
        guard !diagnostics.isEmpty else { return rendered }
        return handleProblems(
            rendered, message: message, diagnostics: diagnostics, request: request, locale: catalog.locale,
            chain: chain, configuration: configuration, as: kind, shield: shield)
    }

    /// The source-language text of the request when a translation is compiled (so TML can limit the
    /// translation to the source's tokens); nil when `catalog` is itself the source.
    /// (Asked for only when the message is compiled: the request's parts are passed rather than the
    /// request, so the lookups that find the message compiled copy nothing for it.)
    private static func sourceMessage(
        key: String, table: String, sourceText: String?, chain: FallbackChain, excluding catalog: Catalog
    ) -> String? {
        if let sourceText { return sourceText }
        for source in chain.sources(for: table) where source !== catalog {
            if let message = source.message(for: CatalogKey(key)) { return message }
        }
        return nil
    }

    /// The alternative (1-based) whose TML context matches the arguments, or 0 for the entry's message.
    private func selectAlternative(
        _ catalog: Catalog, _ entry: Int, _ request: LookupRequest, _ settings: RenderSettings
    )
        -> Int
    {
        guard let translations = catalog.alternatives[Int32(entry)] else { return 0 }
        let language = TMLSyntax().languageDefinition(for: catalog.locale)
        let tokens = catalog.syntax.completeArguments(request.arguments, format: .text, settings: settings)
        let now = settings.clock()
        // The catalog keeps them in selection order (TMLTranslation.selectionOrder).
        for (index, translation) in translations.enumerated() where translation.matches(tokens, in: language, now: now)
        {
            return index + 1
        }
        return 0
    }

    /// Renders source text that is not in a catalog (compiled once per text).
    private func renderSourceText<Kind: OutputKind>(
        _ text: String, _ request: LookupRequest, configuration: Configuration, as kind: Kind,
        shield: ArgumentShield? = nil
    ) -> Kind.Result {
        let syntax = configuration.sourceSyntax
        let isPlain = Catalog.isPlain(text, in: syntax)
        guard !isPlain,
            let message = sourceTextCache.message(
                for: text, compile: { syntax.compile(text, locale: sourceLocale, sourceMessage: nil) })
        else { return kind.plain(text) }
        let settings = configuration.settings
        let arguments = syntax.completeArguments(
            request.arguments, for: message, format: kind.format, settings: settings)
        let context = RenderContext(arguments: arguments, locale: sourceLocale, now: settings.clock())
        let (rendered, diagnostics) = Self.render(message, context, settings, as: kind, shield: shield)
        if !diagnostics.isEmpty, let handler = configuration.issueHandler {
            handler(
                .renderProblems(
                    RenderFailure(
                        key: request.key, locale: sourceLocale, message: text,
                        rendered: Self.text(of: rendered, restoring: shield), diagnostics: diagnostics)))
        }
        return rendered
    }

    /// Renders a compiled message, its argument values as `shield`'s markers when there is one.
    private static func render<Kind: OutputKind>(
        _ message: CompiledMessage, _ context: RenderContext, _ settings: RenderSettings, as kind: Kind,
        shield: ArgumentShield?
    ) -> (Kind.Result, [MessageDiagnostic]) {
        guard let shield else { return kind.render(message, context: context, settings: settings) }
        return kind.render(message, context: context, settings: settings, shield: shield)
    }

    /// Applies the error policy to a message that rendered with problems.
    private func handleProblems<Kind: OutputKind>(
        _ rendered: Kind.Result, message: CompiledMessage, diagnostics: [MessageDiagnostic], request: LookupRequest,
        locale: LocaleIdentifier, chain: FallbackChain, configuration: Configuration, as kind: Kind,
        shield: ArgumentShield?
    ) -> Kind.Result {
        let failure = RenderFailure(
            key: request.key, locale: locale, message: message.source,
            rendered: Self.text(of: rendered, restoring: shield), diagnostics: diagnostics)
        configuration.issueHandler?(.renderProblems(failure))
        switch configuration.errorPolicy.resolve(failure) {
        case .rendered:
            return rendered
        case .rawMessage:
            return kind.plain(message.source)
        case .text(let text):
            return kind.plain(text)
        case .sourceString:
            if locale != sourceLocale,
                let found = find(request, in: chain.sources(for: request.table), settings: configuration.settings),
                found.catalog.locale != locale
            {
                var sourceOnly = configuration
                sourceOnly.errorPolicy = RenderedTextErrorPolicy()
                let sourceChain = FallbackChain(
                    locale: sourceLocale, sourceLocale: sourceLocale, catalogs: CatalogLayers(), pseudoPolicy: nil)
                return render(request, found, chain: sourceChain, configuration: sourceOnly, as: kind, shield: shield)
            }
            if let sourceText = request.sourceText ?? request.defaultValue {
                return renderSourceText(sourceText, request, configuration: configuration, as: kind, shield: shield)
            }
            return rendered
        }
    }

    /// Reports a rendered text longer than the request allows.
    private func checkLength<Kind: OutputKind>(
        _ result: Kind.Result, _ request: LookupRequest, kind: Kind, locale: LocaleIdentifier,
        configuration: Configuration
    ) {
        guard let maximum = request.maximumLength, let handler = configuration.issueHandler else { return }
        let length = Self.text(of: result).count
        if length > maximum {
            handler(.exceedsMaximumLength(key: request.key, locale: locale, length: length, maximum: maximum))
        }
    }

    /// The characters of a result, with `shield`'s markers replaced by the argument values.
    static func text(of result: some Any, restoring shield: ArgumentShield?) -> String {
        let text = text(of: result)
        return shield?.restore(text) ?? text
    }

    /// The characters of a result.
    static func text(of result: some Any) -> String {
        if let string = result as? String { return string }
        if let attributed = result as? AttributedString { return String(attributed.characters) }
        return "\(result)"
    }
}

extension Catalog {
    /// Whether an entry has something to show: a non-empty message or context-dependent translations.
    /// Transifex marks "known but untranslated" with an empty message.
    func hasContent(at entry: Int) -> Bool {
        strings.messageByteCount(at: entry) > 0 || alternatives[Int32(entry)] != nil
    }
}

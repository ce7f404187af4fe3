import Foundation
import GlossaCLDR
import GlossaMessages

/// TMLKit's Translation Markup Language as a catalog syntax: data, method, piped and map tokens,
/// decorations, language contexts and cases (see GlossaMessages' TML article).
///
/// Messages compile with the language definition of the catalog's locale (bundled for English and
/// Russian, derived from CLDR for every other locale). A translation may only use the tokens and
/// decorations of its source label, plus the default tokens, so a translator cannot make the app
/// render data it did not pass.
public struct TMLSyntax: MessageSyntax {
    /// Token names a translation may use even when its source label does not (the default tokens and
    /// `viewing_user`).
    public var alwaysAllowedTokens: Set<String>

    /// Definitions are immutable and derived from data, so every TML catalog shares one cache.
    private var definitions: LanguageDefinitionCache { LanguageDefinitionCache.shared }

    /// Creates the syntax.
    public init(alwaysAllowedTokens: Set<String>? = nil) {
        self.alwaysAllowedTokens =
            alwaysAllowedTokens
            ?? Set(TMLRenderer.standardDefaultTokens.values.flatMap(\.keys)).union(["viewing_user"])
    }

    /// `tml`.
    public var name: String { "tml" }

    /// True when the message has no `{`, `}`, `[` or `]`.
    public func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        !utf8.contains {
            $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]")
        }
    }

    /// Compiles with the locale's language definition; a translation is limited to its source's
    /// tokens and decorations.
    public func compile(_ message: String, locale: LocaleIdentifier, sourceMessage: String?) -> CompiledMessage? {
        let language = definitions.definition(for: locale)
        guard let sourceMessage, sourceMessage != message else {
            return TMLCompiler(language: language).compile(message)
        }
        let source = TMLParser.parse(sourceMessage)
        let compiler = TMLCompiler(
            language: language, allowedTokens: Set(source.tokenNames).union(alwaysAllowedTokens),
            allowedDecorations: Set(source.decorationNames))
        return compiler.compile(message)
    }

    /// Adds `viewing_user` and the default tokens of `format` that the caller did not pass.
    public func completeArguments(
        _ arguments: MessageArguments, format: OutputFormat, settings: RenderSettings
    ) -> MessageArguments {
        let defaults = settings.defaultTokens[format] ?? [:]
        return complete(arguments, names: ["viewing_user"] + defaults.keys, defaults, settings)
    }

    /// Adds `viewing_user` and the default tokens of `format` that `message` reads and the caller did
    /// not pass.
    public func completeArguments(
        _ arguments: MessageArguments, for message: CompiledMessage, format: OutputFormat, settings: RenderSettings
    ) -> MessageArguments {
        let defaults = settings.defaultTokens[format] ?? [:]
        // The names are made only when something may be added (`CompiledMessage.argumentNames` is
        // a new array each time).
        if settings.viewingUser == nil, defaults.isEmpty { return arguments }
        return complete(arguments, names: message.argumentNames, defaults, settings)
    }

    /// `arguments` with each of `names` the caller did not pass set to the viewing user (for
    /// `viewing_user`, when there is one) or its default token.
    private func complete(
        _ arguments: MessageArguments, names: some Sequence<String>, _ defaults: [String: MessageValue],
        _ settings: RenderSettings
    ) -> MessageArguments {
        if settings.viewingUser == nil, defaults.isEmpty { return arguments }
        var arguments = arguments
        for name in names where arguments[name] == nil {
            if name == "viewing_user", let viewingUser = settings.viewingUser {
                arguments[name] = viewingUser
            } else if let value = defaults[name] {
                arguments[name] = value
            }
        }
        return arguments
    }

    /// The language definition TML uses for `locale` (cached).
    public func languageDefinition(for locale: LocaleIdentifier) -> LanguageDefinition {
        definitions.definition(for: locale)
    }
}

/// Language definitions by locale, built once each (deriving one from CLDR is not free).
final class LanguageDefinitionCache: @unchecked Sendable {
    static let shared = LanguageDefinitionCache()
    private let definitions = Locked<[LocaleIdentifier: LanguageDefinition]>([:])

    func definition(for locale: LocaleIdentifier) -> LanguageDefinition {
        if let cached = definitions.withLock({ $0[locale] }) { return cached }
        let definition = LanguageDefinition.definition(for: locale)
        return definitions.withLock { definitions in
            if let cached = definitions[locale] { return cached }
            definitions[locale] = definition
            return definition
        }
    }
}

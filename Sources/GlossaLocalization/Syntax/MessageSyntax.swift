import GlossaCLDR
import GlossaFormats
import GlossaMessages

/// The message syntax a catalog's messages are written in: a front end of the message engine.
///
/// A catalog declares its syntax; the ``Localizer`` asks it to compile a message the first time the
/// message is rendered and keeps the result. TML (``TMLSyntax``) and verbatim text
/// (``PlainTextSyntax``) are built in; ICU MessageFormat, Apple format strings, Swifternalization
/// expressions and placeholder styles conform as their front ends land in GlossaMessages.
///
/// Conform your own syntax by compiling into a `CompiledMessage`; nothing else in the Localizer
/// changes.
public protocol MessageSyntax: Sendable {
    /// A short stable name (`tml`, `plain`, `icu`…), used in diagnostics and by file loaders.
    var name: String { get }

    /// Whether a message renders as its own text whatever the arguments, so it never needs
    /// compiling (no syntax characters in it). Asked once per message when a catalog is built;
    /// answering `false` is always correct, only slower.
    func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool

    /// Compiles a message for `locale`. `sourceMessage` is the source-language text of the same
    /// message when it is known and differs (a translation), so a syntax can refuse tokens the source
    /// does not have. Returns nil when the message renders as its text.
    func compile(_ message: String, locale: LocaleIdentifier, sourceMessage: String?) -> CompiledMessage?

    /// The arguments a render sees: the caller's, completed with what the syntax injects (TML adds
    /// the viewing user and the default tokens). By default the caller's arguments.
    func completeArguments(
        _ arguments: MessageArguments, format: OutputFormat, settings: RenderSettings
    ) -> MessageArguments

    /// The arguments a render of `message` sees: ``completeArguments(_:format:settings:)`` for the
    /// names `message` reads (`CompiledMessage.argumentNames`), which is all its render looks up.
    /// By default ``completeArguments(_:format:settings:)``; TML injects only the default tokens the
    /// message uses rather than all of them on every lookup.
    func completeArguments(
        _ arguments: MessageArguments, for message: CompiledMessage, format: OutputFormat, settings: RenderSettings
    ) -> MessageArguments

    /// The message a catalog in this syntax stores for a localization read from a file
    /// (``Catalog/catalogs(from:syntax:table:)``), or nil when the syntax cannot carry it (the entry
    /// is then reported in ``DocumentCatalogs/skipped``). By default the localization's plain string:
    /// ``AppleFormatSyntax`` also takes plural, device and width variations and substitutions,
    /// ``ExpressionSyntax`` Swifternalization's expressions and length variations.
    func catalogMessage(for localization: Localization) -> String?

    /// What a catalog in this syntax stores for a localization read from a file: its message and the
    /// translations that depend on the tokens' context, or nil when the syntax cannot carry it. By
    /// default ``catalogMessage(for:)`` without alternatives; ``TMLSyntax`` also reads a TML release's
    /// translations with a `context`.
    func catalogContent(for localization: Localization) -> CatalogContent?

    /// The syntax catalogs built from `document` use (``Catalog/catalogs(from:syntax:table:)``): by
    /// default this one; ``ExpressionSyntax`` adds the shared expressions the document carries
    /// (Swifternalization's `expressions.json`).
    ///
    /// - Throws: ``CatalogError/unreadable(location:reason:)`` when what the document carries is malformed.
    func configured(for document: LocalizationDocument) throws(CatalogError) -> any MessageSyntax
}

extension MessageSyntax {
    /// The caller's arguments, unchanged.
    public func completeArguments(
        _ arguments: MessageArguments, format: OutputFormat, settings: RenderSettings
    ) -> MessageArguments {
        arguments
    }

    /// ``completeArguments(_:format:settings:)``.
    public func completeArguments(
        _ arguments: MessageArguments, for message: CompiledMessage, format: OutputFormat, settings: RenderSettings
    ) -> MessageArguments {
        completeArguments(arguments, format: format, settings: settings)
    }

    /// The localization's plain string (nil when it has variations or substitutions).
    public func catalogMessage(for localization: Localization) -> String? {
        localization.plainValue
    }

    /// ``catalogMessage(for:)``, without alternatives.
    public func catalogContent(for localization: Localization) -> CatalogContent? {
        catalogMessage(for: localization).map { CatalogContent(message: $0) }
    }

    /// This syntax, unchanged.
    public func configured(for document: LocalizationDocument) throws(CatalogError) -> any MessageSyntax {
        self
    }
}

extension MessageSyntax where Self == TMLSyntax {
    /// TMLKit's Translation Markup Language.
    public static var tml: TMLSyntax { TMLSyntax() }
}

extension MessageSyntax where Self == PlainTextSyntax {
    /// Verbatim text: no syntax at all.
    public static var plainText: PlainTextSyntax { PlainTextSyntax() }
}

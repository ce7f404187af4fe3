import Foundation
import GlossaMessages

/// TMLKit's per-call options: the format (`TMLTokenFormatOptionName`) is chosen by the method you call
/// (``Localizer/localize(_:description:tokens:options:)``, ``Localizer/localizeHTML(_:description:tokens:options:)``,
/// ``Localizer/localizeAttributed(_:description:tokens:options:)``); these are the rest.
public struct TMLOptions: Sendable, Hashable {
    /// The translator rank allowed to translate the key (`level`), for the translation service.
    public var level: Int?
    /// The longest a translation may be (`max-length`). A longer rendered text is reported to the
    /// issue handler as ``LocalizationIssue/exceedsMaximumLength(key:locale:length:maximum:)``.
    public var maximumLength: Int?
    /// The catalog table the key is in (`Localizable` when nil).
    public var table: String?

    /// Creates options.
    public init(level: Int? = nil, maximumLength: Int? = nil, table: String? = nil) {
        self.level = level
        self.maximumLength = maximumLength
        self.table = table
    }
}

extension Localizer {
    /// TMLKit's `TMLLocalizedString(label, description, tokens, options)`: the translation of a TML
    /// label in the current locale, as plain text.
    ///
    /// The key is `md5(label + ";;;" + description)`, so the same label with two descriptions is two
    /// keys. Without a translation the label itself is rendered in the source language.
    ///
    /// ```swift
    /// localizer.localize("You have {count || message}.", tokens: ["count": 4])   // "You have 4 messages."
    /// ```
    public func localize(
        _ label: String, description: String = "", tokens: MessageArguments = [:],
        options: TMLOptions = TMLOptions()
    ) -> String {
        resolve(tmlRequest(label, description, tokens, options), as: TextKind())
    }

    /// TMLKit's `TMLLocalizedString` with `TMLHTMLTokenFormatString`: HTML, with decorations through
    /// ``RenderSettings/htmlDecorations`` and caller values escaped.
    public func localizeHTML(
        _ label: String, description: String = "", tokens: MessageArguments = [:],
        options: TMLOptions = TMLOptions()
    ) -> String {
        resolve(tmlRequest(label, description, tokens, options), as: HTMLKind())
    }

    /// TMLKit's `TMLLocalizedAttributedString`: an `AttributedString` whose decorations are attribute
    /// runs.
    public func localizeAttributed(
        _ label: String, description: String = "", tokens: MessageArguments = [:],
        options: TMLOptions = TMLOptions()
    ) -> AttributedString {
        resolve(tmlRequest(label, description, tokens, options), as: AttributedKind())
    }

    private func tmlRequest(
        _ label: String, _ description: String, _ tokens: MessageArguments, _ options: TMLOptions
    ) -> LookupRequest {
        LookupRequest(
            key: CatalogKey.tml(label: label, description: description).rawValue,
            table: options.table ?? Catalog.defaultTable, arguments: tokens, sourceText: label,
            maximumLength: options.maximumLength)
    }
}

import Foundation
import GlossaMessages

extension Localizer {
    /// The message stored under `key`, rendered as plain text with `arguments` (Apple's
    /// `String(localized:)`, ICU and Apple format lookups by key).
    ///
    /// Falls back through the current locale's CLDR parents, the source language, `defaultValue`,
    /// and finally the key itself; a fallback goes through the missing policy.
    ///
    /// - Parameters:
    ///   - key: the key, in any ``CatalogKey`` scheme.
    ///   - table: the table (`Localizable` when nil).
    ///   - arguments: values by argument name; anything `MessageValueConvertible` works.
    ///   - defaultValue: source-language text shown when no catalog has the key.
    public func string(
        _ key: CatalogKey, table: String? = nil, arguments: MessageArguments = [:],
        default defaultValue: String? = nil
    ) -> String {
        resolve(lookup(key, table, arguments, defaultValue), as: TextKind())
    }

    /// The message stored under `key`, rendered as HTML: caller values escaped, decorations through
    /// ``RenderSettings/htmlDecorations``.
    public func html(
        _ key: CatalogKey, table: String? = nil, arguments: MessageArguments = [:],
        default defaultValue: String? = nil
    ) -> String {
        resolve(lookup(key, table, arguments, defaultValue), as: HTMLKind())
    }

    /// The message stored under `key`, rendered as an `AttributedString`: decorations become attribute
    /// runs (``RenderSettings/attributedDecorations``).
    public func attributedString(
        _ key: CatalogKey, table: String? = nil, arguments: MessageArguments = [:],
        default defaultValue: String? = nil
    ) -> AttributedString {
        resolve(lookup(key, table, arguments, defaultValue), as: AttributedKind())
    }

    /// The request the keyed lookups (`string`, `html`, `attributedString`) resolve.
    private func lookup(
        _ key: CatalogKey, _ table: String?, _ arguments: MessageArguments, _ defaultValue: String?
    ) -> LookupRequest {
        LookupRequest(
            key: key.rawValue, table: table ?? Catalog.defaultTable, arguments: arguments, defaultValue: defaultValue)
    }

    /// Whether the current locale (or one of its CLDR parents) has a translation for `key`, without
    /// falling back to the source language.
    public func hasTranslation(for key: CatalogKey, table: String? = nil) -> Bool {
        chain.catalogs(for: table ?? Catalog.defaultTable).contains { catalog in
            catalog.strings.entry(for: key.rawValue).map(catalog.hasContent(at:)) ?? false
        }
    }
}

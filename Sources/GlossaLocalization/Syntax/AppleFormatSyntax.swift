import Foundation
import GlossaCLDR
import GlossaFormats
import GlossaMessages

/// Apple format strings as a catalog syntax (`%@`, `%1$lld`, `%.2f`, `%%`), compiled by GlossaMessages'
/// `AppleFormatCompiler` with the catalog locale's number symbols and plural rules. Arguments are named
/// by position: `"1"`, `"2"`, … — pass them with ``Localizer/format(_:table:_:)``.
///
/// Messages may have `.stringsdict`-style variables — plural, device and width rules, String Catalog
/// substitutions and plural/device variations (nested too): ``catalogMessage(for:)`` turns a
/// localization read from a `.stringsdict`, `.xcstrings` or XLIFF file into one, stored as the compact
/// JSON of `AppleFormatMessage.catalogSource`.
///
/// ```swift
/// let document = try StringCatalogFormat().read(bytes).document
/// let catalogs = try Catalog.catalogs(from: document, syntax: AppleFormatSyntax(device: .iphone)).catalogs
/// localizer.format("String.Plural", 0)   // "I have no strings"
/// ```
public struct AppleFormatSyntax: MessageSyntax {
    /// The device family device variations choose for.
    public let device: AppleDevice
    /// Whether numbers use the locale's digits and separators, as `String.localizedStringWithFormat` does.
    public let localizesNumbers: Bool
    /// The width width variations choose for (`variantFittingPresentationWidth`); nil for the widest.
    public let presentationWidth: Int?

    /// Creates the syntax.
    public init(device: AppleDevice = .other, localizesNumbers: Bool = true, presentationWidth: Int? = nil) {
        self.device = device
        self.localizesNumbers = localizesNumbers
        self.presentationWidth = presentationWidth
    }

    /// `apple`.
    public var name: String { "apple" }

    /// True when the message has no `%`, does not start with `{` (a message with variables) and has no
    /// `<` (Transifex's `<cds-root>` units).
    public func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.first != UInt8(ascii: "{") && !utf8.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "<") }
    }

    /// Compiles with the locale's Apple format compiler: a stored message with variables, and
    /// Transifex's `<cds-root>` units as a CDS delivers device variations and substitutions, included.
    public func compile(_ message: String, locale: LocaleIdentifier, sourceMessage: String?) -> CompiledMessage? {
        AppleFormatCompiler(
            locale: locale, device: device, presentationWidth: presentationWidth, localizesNumbers: localizesNumbers
        ).compile(source: message)
    }

    /// The localization as an Apple format message: its string, or a format whose variables come from its
    /// variations (plural, device, width; nested) and substitutions. Nil for variations of other kinds
    /// (Swifternalization expressions, TML contexts).
    public func catalogMessage(for localization: Localization) -> String? {
        AppleFormatMessage(localization: localization)?.catalogSource
    }
}

extension MessageSyntax where Self == AppleFormatSyntax {
    /// Apple format strings.
    public static var appleFormat: AppleFormatSyntax { AppleFormatSyntax() }
}

extension Localizer {
    /// `String(format: NSLocalizedString(key, …), arguments…)`: the message for `key` with positional
    /// arguments (`%@`, `%1$lld`…), for catalogs in ``AppleFormatSyntax``.
    ///
    /// ```swift
    /// localizer.format("files.remaining", 3)   // "%lld files remaining" → "3 files remaining"
    /// ```
    public func format(_ key: CatalogKey, table: String? = nil, _ arguments: any MessageValueConvertible...) -> String {
        var named = MessageArguments()
        for (index, argument) in arguments.enumerated() { named[String(index + 1)] = argument.messageValue }
        return string(key, table: table, arguments: named)
    }
}

extension String {
    /// SKLocalizable's `localizedPlural(tableName:arguments:)`: this string as a key whose message is an
    /// Apple format string, formatted with positional arguments in `localizer`'s current locale.
    public func localizedPlural(
        tableName: String? = nil, arguments: [any MessageValueConvertible], localizer: Localizer = .shared
    ) -> String {
        var named = MessageArguments()
        for (index, argument) in arguments.enumerated() { named[String(index + 1)] = argument.messageValue }
        return localizer.string(CatalogKey(self), table: tableName, arguments: named)
    }
}

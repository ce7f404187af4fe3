import GlossaCLDR
import GlossaFormats
import GlossaJSON
import GlossaMessages

/// Swifternalization's (and ObjCnalization's) expressions as a catalog syntax: a message is a text (an
/// Apple format string showing the value, `"%d cars"`) or texts chosen by expressions (`ie:x>1`,
/// `iex:2<x<10`, `exp:^1$`, shared and CLDR-derived built-in names such as `one` and `few`) and by
/// length variations (`@200`), compiled by GlossaMessages' `ExpressionCompiler`.
///
/// A catalog stores such a message as the compact JSON of Swifternalization's object
/// (`{"one":"%d car","other":"%d cars"}`, see `ExpressionMessage.catalogSource`); catalogs built
/// from a Swifternalization folder get it from ``catalogMessage(for:)``. The value the expressions look
/// at is the argument ``valueArgument`` (`x`); the fitting width is ``widthArgument``, chosen when
/// rendering, so one compiled message serves every width. Look strings up with
/// ``Localizer/localizedString(_:value:fittingWidth:defaultValue:comment:table:)``.
public struct ExpressionSyntax: MessageSyntax {
    /// The argument the expressions look at: `x`, as in `ie:x>1`.
    public static let valueArgument = "x"
    /// The argument that carries the fitting width of length variations.
    public static let widthArgument = "fittingWidth"

    /// Shared expressions (`expressions.json`), by language, `base` inherited by every language.
    public let shared: SharedExpressions

    /// Creates the syntax with shared expressions.
    public init(shared: SharedExpressions = SharedExpressions()) {
        self.shared = shared
    }

    /// Creates the syntax with the shared expressions of a document read by GlossaFormats'
    /// `SwifternalizationFormat` from a folder with `expressions.json`.
    ///
    /// - Throws: `ExpressionMessageError` when `expressions.json` is not an object of objects of strings.
    public init(document: LocalizationDocument) throws(ExpressionMessageError) {
        guard let json = document.extensions[Self.expressionsExtension] else {
            self.init()
            return
        }
        self.init(shared: try SharedExpressions(json: json))
    }

    /// This syntax with the shared expressions of `document` (Swifternalization's `expressions.json`,
    /// as GlossaFormats' `SwifternalizationFormat` reads a folder), so `syntax: .expressions` loads them
    /// whenever the document has them. An expression this syntax was given wins over the document's
    /// of the same language and name.
    ///
    /// - Throws: ``CatalogError/unreadable(location:reason:)`` when `expressions.json` is not an object
    ///   of objects of strings.
    public func configured(for document: LocalizationDocument) throws(CatalogError) -> any MessageSyntax {
        let fromDocument: ExpressionSyntax
        do {
            fromDocument = try ExpressionSyntax(document: document)
        } catch {
            throw .unreadable(location: "expressions.json", reason: error.description)
        }
        var languages = fromDocument.shared.languages
        for (language, expressions) in shared.languages {
            languages[language, default: [:]].merge(expressions) { _, given in given }
        }
        return ExpressionSyntax(shared: SharedExpressions(languages))
    }

    /// Where GlossaFormats keeps `expressions.json` in a document's extensions.
    static let expressionsExtension = "swifternalization/expressions"

    /// `expressions`.
    public var name: String { "expressions" }

    /// True when the message shows no value (no `%`) and is not the JSON of an object (`{`).
    public func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.first != UInt8(ascii: "{") && !utf8.contains(UInt8(ascii: "%"))
    }

    /// Compiles with the locale's expression compiler (built-ins from its CLDR plural rules).
    public func compile(_ message: String, locale: LocaleIdentifier, sourceMessage: String?) -> CompiledMessage? {
        ExpressionCompiler(
            locale: locale, shared: shared, argument: Self.valueArgument, widthArgument: Self.widthArgument
        ).compile(source: message)
    }

    /// A plain string, expressions (or CLDR plural categories) whose values are texts or length
    /// variations, or length variations alone; nil for other variations and for substitutions.
    public func catalogMessage(for localization: Localization) -> String? {
        guard localization.substitutions.isEmpty else { return nil }
        return Self.expressionMessage(localization.variant)?.catalogSource
    }

    /// The expression message a variant of GlossaFormats' model describes.
    static func expressionMessage(_ variant: Variant) -> ExpressionMessage? {
        guard let variations = variant.variations else {
            return variant.unit.map { ExpressionMessage(variants: [("other", .text($0.value))]) }
        }
        switch variations.kind {
        case .width:
            return widths(variations).map { ExpressionMessage(variants: [("other", $0)]) }
        case .plural, .expression:
            var result: [(key: String, value: ExpressionMessage.Value)] = []
            for option in variations.cases {
                if let inner = option.variant.variations {
                    guard inner.kind == .width, let widths = widths(inner) else { return nil }
                    result.append((option.key, widths))
                } else if let unit = option.variant.unit {
                    result.append((option.key, .text(unit.value)))
                } else {
                    return nil
                }
            }
            return ExpressionMessage(variants: result)
        default:
            return nil
        }
    }

    private static func widths(_ variations: Variations) -> ExpressionMessage.Value? {
        var widths: [Int: String] = [:]
        for option in variations.cases {
            guard let width = Int(option.key), let text = option.variant.unit?.value, option.variant.variations == nil
            else { return nil }
            widths[width] = text
        }
        return .widths(widths)
    }
}

extension MessageSyntax where Self == ExpressionSyntax {
    /// Swifternalization's expressions and length variations, without shared expressions.
    public static var expressions: ExpressionSyntax { ExpressionSyntax() }
}

import GlossaCLDR
import GlossaMessages

/// MCLocalization's and SKLocalizable's placeholders as a catalog syntax, compiled by GlossaMessages'
/// `PlaceholderCompiler`: `%name%`, `{{name}}` and `[name]` are looked up under the placeholder as
/// written (MCLocalization's dictionary keys), `$(Name)` under `Name` (SKLocalizable's arguments).
///
/// Values are inserted once — never searched again for placeholders — and escaped in HTML output; a
/// placeholder without a value stays as written and is reported. MCLocalization allows any string as
/// a placeholder: list such strings in ``placeholders`` (then only they, and `$(Name)`, are placeholders).
///
/// ```swift
/// let catalog = try Catalog(locale: english, syntax: .placeholders, messages: ["glory": "Glory Glory, %name%!"])
/// localizer.string(forKey: "glory", placeholders: ["%name%": "Man United"])   // "Glory Glory, Man United!"
/// localizer.html("glory", arguments: ["%name%": "<b>"])                       // "Glory Glory, &lt;b&gt;!"
/// ```
public struct PlaceholderSyntax: MessageSyntax {
    /// The exact placeholder strings, when the catalog uses arbitrary ones; nil for the delimited forms.
    public let placeholders: [String]?

    /// Creates the syntax; `placeholders` lists arbitrary placeholder strings (nil: `%name%`, `{{name}}`,
    /// `[name]`).
    public init(placeholders: [String]? = nil) {
        self.placeholders = placeholders.map { $0.filter { !$0.isEmpty } }
    }

    /// `placeholders`.
    public var name: String { "placeholders" }

    /// True when the message has none of the characters that start a placeholder (`%`, `{`, `[`, `$`),
    /// or, with ``placeholders`` listed, none of them and no `$(`.
    public func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if let placeholders {
            let text = String(decoding: utf8, as: UTF8.self)
            return !text.contains("$(") && !placeholders.contains { text.contains($0) }
        }
        return !utf8.contains {
            $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "$")
        }
    }

    /// Compiles with the placeholder compiler.
    public func compile(_ message: String, locale: LocaleIdentifier, sourceMessage: String?) -> CompiledMessage? {
        PlaceholderCompiler().compile(message, placeholders: placeholders)
    }
}

extension MessageSyntax where Self == PlaceholderSyntax {
    /// MCLocalization's `%name%`, `{{name}}`, `[name]` and SKLocalizable's `$(Name)`.
    public static var placeholders: PlaceholderSyntax { PlaceholderSyntax() }
}

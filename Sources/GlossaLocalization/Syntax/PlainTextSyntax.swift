import GlossaCLDR
import GlossaMessages

/// Messages without syntax: every message renders as its text (escaped in HTML output).
///
/// Use it for catalogs whose strings are final text. MCLocalization's and SKLocalizable's files may use
/// it too (their placeholders are then replaced literally by ``Localizer/string(forKey:placeholders:table:)``),
/// or ``PlaceholderSyntax``, which compiles the placeholders.
public struct PlainTextSyntax: MessageSyntax {
    /// Creates the syntax.
    public init() {}

    /// `plain`.
    public var name: String { "plain" }

    /// Always true.
    public func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool { true }

    /// Always nil: the message is its text.
    public func compile(_ message: String, locale: LocaleIdentifier, sourceMessage: String?) -> CompiledMessage? {
        nil
    }
}

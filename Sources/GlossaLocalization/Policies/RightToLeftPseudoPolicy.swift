/// A right-to-left pseudo-locale (Android's `ar-XB`): the text is wrapped in Unicode's right-to-left
/// override, so it displays mirrored in a left-to-right language, and layouts that assume
/// left-to-right text show up without a translation. Digits and Latin letters stay readable in the
/// source; only their order on screen changes.
///
/// "Hello" → `U+202E` "Hello" `U+202C` (displays as "olleH").
public struct RightToLeftPseudoPolicy: MissingPolicy {
    /// Right-to-left override, U+202E.
    public static let rightToLeftOverride: Character = "\u{202E}"
    /// Pop directional formatting, U+202C.
    public static let popDirectionalFormatting: Character = "\u{202C}"

    /// Creates the policy.
    public init() {}

    /// The text between a right-to-left override and its end; each line gets its own pair, as
    /// directional overrides end at a paragraph break.
    public func text(for missing: MissingTranslation) -> String {
        missing.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "\(Self.rightToLeftOverride)\($0)\(Self.popDirectionalFormatting)" }
            .joined(separator: "\n")
    }
}

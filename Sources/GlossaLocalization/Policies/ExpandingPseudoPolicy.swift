/// An expanding pseudo-locale (Android's `en-XA`, Xcode's "Double-Length Pseudolanguage" idea):
/// accents every letter, lengthens the text by a share of its length, and brackets it, so layouts that
/// clip, truncate or concatenate text show up before translators start.
///
/// "Save" → "[Șàṽê ~~]" with the default 40% expansion (rounded up, at least one `~`).
public struct ExpandingPseudoPolicy: MissingPolicy {
    /// How much longer the text gets, as a share of its length (0.4 adds 40%).
    public let expansion: Double
    /// The character the text is lengthened with.
    public let padding: Character
    /// Put before the text.
    public let start: String
    /// Put after the text.
    public let end: String

    /// Creates the policy.
    public init(expansion: Double = 0.4, padding: Character = "~", start: String = "[", end: String = "]") {
        self.expansion = max(0, expansion)
        self.padding = padding
        self.start = start
        self.end = end
    }

    /// The accented, padded and bracketed text.
    public func text(for missing: MissingTranslation) -> String {
        let accented = PseudoTranslationPolicy.pseudoTranslate(missing.text)
        let count = missing.text.count
        let extra = count == 0 ? 0 : max(1, Int((Double(count) * expansion).rounded(.up)))
        let pad = extra == 0 ? "" : " " + String(repeating: String(padding), count: extra)
        return start + accented + pad + end
    }
}

/// Replaces ASCII letters with accented look-alikes, so untranslated text stands out and still reads
/// (Transifex's `TXPseudoTranslationPolicy`, with the same 52-letter table as the Swift and Python
/// SDKs): "The quick brown fox" → "Ťȟê ʠüıċǩ ƀȓøẁñ ƒøẋ". Digits and punctuation pass through.
public struct PseudoTranslationPolicy: MissingPolicy {
    /// Creates the policy.
    public init() {}

    /// The text with its ASCII letters replaced.
    public func text(for missing: MissingTranslation) -> String { Self.pseudoTranslate(missing.text) }

    /// The text with its ASCII letters replaced.
    public static func pseudoTranslate(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x41, value <= 0x5A {
                result.append(upper[Int(value - 0x41)])
            } else if value >= 0x61, value <= 0x7A {
                result.append(lower[Int(value - 0x61)])
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static let upper: [Unicode.Scalar] = [
        "\u{00C5}", "\u{0181}", "\u{010A}", "\u{0110}", "\u{0204}", "\u{1E1E}", "\u{0120}", "\u{021E}", "\u{0130}",
        "\u{0134}", "\u{01E8}", "\u{0139}", "\u{1E40}", "\u{00D1}", "\u{00D2}", "\u{01A4}", "\u{A756}", "\u{0212}",
        "\u{0218}", "\u{0164}", "\u{00DC}", "\u{1E7C}", "\u{1E82}", "\u{1E8C}", "\u{1E8E}", "\u{017D}",
    ]
    private static let lower: [Unicode.Scalar] = [
        "\u{00E0}", "\u{0180}", "\u{010B}", "\u{0111}", "\u{00EA}", "\u{0192}", "\u{011F}", "\u{021F}", "\u{0131}",
        "\u{01F0}", "\u{01E9}", "\u{013A}", "\u{0271}", "\u{00F1}", "\u{00F8}", "\u{01A5}", "\u{02A0}", "\u{0213}",
        "\u{0161}", "\u{0165}", "\u{00FC}", "\u{1E7D}", "\u{1E81}", "\u{1E8B}", "\u{00FF}", "\u{017A}",
    ]
}

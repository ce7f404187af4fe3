/// The key that identifies a TML message: `md5(label + ";;;" + description)` in lowercase hex.
///
/// Every TML SDK (Ruby, JavaScript, Python, Objective-C) computes the key this way over the UTF-8
/// bytes, and release archives and the translation service index translations by it, so the key is
/// bit-exact with them. The label is used verbatim: no trimming or normalisation, and whitespace
/// inside tokens matters (`{count||message}` and `{count || message}` are different keys). Neither
/// the locale nor anything else takes part.
///
/// ```swift
/// TranslationKey(label: "Hello World").rawValue                      // "d541c79af1be6a05b1f16fca8b5730de"
/// TranslationKey(label: "Invite", description: "An invitation").rawValue  // "e97bd268318503635e55b91c0f70a2a8"
/// ```
public struct TranslationKey: Hashable, Sendable, CustomStringConvertible, RawRepresentable {
    /// The 32 lowercase hexadecimal digits of the key.
    public let rawValue: String

    /// The key of a label and its description (the description defaults to none, as in the SDKs).
    public init(label: String, description: String = "") {
        var md5 = MD5()
        md5.update(label.utf8)
        md5.update(";;;".utf8)
        md5.update(description.utf8)
        rawValue = md5.finalize().description
    }

    /// A key as release archives and the API write it: exactly 32 lowercase hexadecimal digits;
    /// `nil` for anything else.
    public init?(rawValue: String) {
        let utf8 = rawValue.utf8
        guard utf8.count == 32, utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            return nil
        }
        self.rawValue = rawValue
    }

    /// The key's hexadecimal digits.
    public var description: String { rawValue }
}

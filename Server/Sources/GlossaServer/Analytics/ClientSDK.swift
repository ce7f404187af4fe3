import HTTPTypes

/// The client SDK of a content fetch, from its `X-NATIVE-SDK` header (`mobile/ios/1.0.0`,
/// `python/3.7.0`), normalised so that no client can store what it likes: 1 to
/// ``maximumLength`` characters among ASCII letters (lowercased), digits and `.`, `_`, `-`, `+`, `/`;
/// anything else, and a missing header, counts as ``unknown``.
enum ClientSDK {
    /// The value of fetches without a valid `X-NATIVE-SDK` header.
    static let unknown = "unknown"
    /// The value of fetches by an SDK first seen on a day that already has
    /// ``AnalyticsConfiguration/maximumSDKsPerDay`` values for the project.
    static let overflow = "other"
    /// The longest value kept, in bytes.
    static let maximumLength = 64

    /// The header's name, lowercased.
    static let headerName = "x-native-sdk"
    /// The header's field.
    static let field = HTTPField.Name("X-NATIVE-SDK")!

    /// `header` normalised. Costs no allocation when the header is already valid and lowercase.
    static func normalized(_ header: String?) -> String {
        guard let header else { return unknown }
        var length = 0
        var hasUppercase = false
        for byte in header.utf8 {
            length += 1
            guard length <= maximumLength else { return unknown }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                hasUppercase = true
            default:
                return unknown
            }
        }
        guard length > 0 else { return unknown }
        return hasUppercase ? header.lowercased() : header
    }
}

import Foundation

/// Percent-encoding of query components and path segments: everything but RFC 3986's unreserved
/// characters (ASCII letters, digits and `-._~`), as Python's `urlencode` writes them; the delivery
/// client's CDS queries and the server's links both use it.
public enum QueryEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `text` percent-encoded (`a b/c` → `a%20b%2Fc`).
    public static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}

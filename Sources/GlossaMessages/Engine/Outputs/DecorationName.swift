/// A decoration's name with what looking up its template needs, worked out once when a message is
/// compiled: a signature (the UTF-8 length and first bytes, so that a lookup compares integers) and
/// whether other names can stand for it (`link1` → `link`, `my_bold` → `bold`).
public struct DecorationName: Sendable, Hashable {
    /// The name as written.
    public let text: String
    /// The UTF-8 length in the top byte and the first seven bytes below: equal signatures mean
    /// equal names up to seven bytes.
    let signature: UInt64
    /// Whether the name ends in a digit or has an underscore, so that other candidate names exist.
    let mayHaveOtherCandidates: Bool

    /// Examines `text` once.
    public init(_ text: String) {
        self.text = text
        (signature, mayHaveOtherCandidates) = Self.examine(text)
    }

    /// The signature and whether other candidates exist, in one pass over the bytes.
    static func examine(_ name: String) -> (signature: UInt64, mayHaveOtherCandidates: Bool) {
        if let result = name.utf8.withContiguousStorageIfAvailable(examine(bytes:)) { return result }
        return Array(name.utf8).withUnsafeBufferPointer(examine(bytes:))
    }

    private static func examine(bytes: UnsafeBufferPointer<UInt8>) -> (signature: UInt64, mayHaveOtherCandidates: Bool)
    {
        var signature = UInt64(truncatingIfNeeded: min(bytes.count, 255)) << 56
        var hasUnderscore = false
        for index in bytes.indices {
            if index < 7 { signature |= UInt64(bytes[index]) << UInt64(index * 8) }
            if bytes[index] == UInt8(ascii: "_") { hasUnderscore = true }
        }
        let endsInDigit = bytes.last.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
        return (signature, hasUnderscore || endsInDigit)
    }
}

/// A decoration's name with what looking up its template needs, worked out once when a message is
/// compiled: a signature (the UTF-8 length and first bytes, so that a lookup compares integers),
/// whether other names can stand for it (`link1` → `link`, `my_bold` → `bold`) and whether it is ASCII
/// (only then are its bytes the whole story: names are equal as Swift strings are, by canonical
/// equivalence, so a precomposed "é" finds a template named with a decomposed one).
public struct DecorationName: Sendable, Hashable {
    /// The name as written.
    public let text: String
    /// The UTF-8 length in the top byte and the first seven bytes below: equal signatures mean
    /// equal names up to seven bytes.
    let signature: UInt64
    /// Whether the name ends in a digit or has an underscore, so that other candidate names exist.
    let mayHaveOtherCandidates: Bool
    /// Whether every byte is ASCII.
    let isASCII: Bool

    /// Examines `text` once.
    public init(_ text: String) {
        self.text = text
        (signature, mayHaveOtherCandidates, isASCII) = Self.examine(text)
    }

    /// The signature, whether other candidates exist and whether the name is ASCII, in one pass over
    /// the bytes.
    static func examine(_ name: String) -> (signature: UInt64, mayHaveOtherCandidates: Bool, isASCII: Bool) {
        if let result = name.utf8.withContiguousStorageIfAvailable(examine(bytes:)) { return result }
        return Array(name.utf8).withUnsafeBufferPointer(examine(bytes:))
    }

    private static func examine(
        bytes: UnsafeBufferPointer<UInt8>
    ) -> (signature: UInt64, mayHaveOtherCandidates: Bool, isASCII: Bool) {
        var signature = UInt64(truncatingIfNeeded: min(bytes.count, 255)) << 56
        var hasUnderscore = false
        var allBits: UInt8 = 0
        for index in bytes.indices {
            if index < 7 { signature |= UInt64(bytes[index]) << UInt64(index * 8) }
            if bytes[index] == UInt8(ascii: "_") { hasUnderscore = true }
            allBits |= bytes[index]
        }
        let endsInDigit = bytes.last.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
        return (signature, hasUnderscore || endsInDigit, allBits < 0x80)
    }
}

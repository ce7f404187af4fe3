/// The `number-literal` production of the function specification (`spec/functions/number.md`):
/// `["-"] ("0" / [1-9] *DIGIT) ["." 1*DIGIT] [("e" / "E") ["-" / "+"] 1*DIGIT]`. Numeric operands
/// written as literals or passed as strings must match it.
enum MF2NumberLiteral {
    /// Whether `text` matches `number-literal`.
    static func matches(_ text: some StringProtocol) -> Bool {
        if let matches = text.utf8.withContiguousStorageIfAvailable({ matches(utf8: $0) }) { return matches }
        return Array(text.utf8).withUnsafeBufferPointer { matches(utf8: $0) }
    }

    /// Whether the text whose UTF-8 is `bytes` matches `number-literal`.
    private static func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    /// The number `text` writes, if it matches `number-literal`.
    static func decimal(_ text: some StringProtocol) -> DecimalNumber? {
        matches(text) ? DecimalNumber(text: text) : nil
    }
}

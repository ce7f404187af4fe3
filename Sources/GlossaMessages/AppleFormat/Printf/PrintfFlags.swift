/// A printf conversion's flags (`-+ 0#'`), read once from the text as written so that rendering tests
/// bits rather than searching a string.
struct PrintfFlags: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    /// `-`: pad on the right.
    static let leftJustified = PrintfFlags(rawValue: 1 << 0)
    /// `+`: a plus sign before non-negative numbers.
    static let plusSign = PrintfFlags(rawValue: 1 << 1)
    /// ` `: a space before non-negative numbers.
    static let spaceSign = PrintfFlags(rawValue: 1 << 2)
    /// `0`: pad numbers with zeros.
    static let zeroPadded = PrintfFlags(rawValue: 1 << 3)
    /// `#`: the alternate form (`0x`, a point without fraction digits, trailing zeros kept).
    static let alternate = PrintfFlags(rawValue: 1 << 4)
    /// `'`: group the integer digits.
    static let grouped = PrintfFlags(rawValue: 1 << 5)

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The flags in `text` (other characters are ignored).
    init(_ text: String) {
        var flags: PrintfFlags = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"): flags.insert(.leftJustified)
            case UInt8(ascii: "+"): flags.insert(.plusSign)
            case UInt8(ascii: " "): flags.insert(.spaceSign)
            case UInt8(ascii: "0"): flags.insert(.zeroPadded)
            case UInt8(ascii: "#"): flags.insert(.alternate)
            case UInt8(ascii: "'"): flags.insert(.grouped)
            default: break
            }
        }
        self = flags
    }
}

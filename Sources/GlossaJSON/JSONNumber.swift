/// A JSON number kept exactly as written.
///
/// `1.50` stays `1.50` and `1e3` stays `1e3`: the literal text matters for plural operands (the
/// visible fraction digits of `1.50` are `50`) and lets a document be written back unchanged.
/// Two numbers are equal when their texts are equal, so `1.0 != 1.00`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The literal text, valid under RFC 8259's number grammar (for example `-0.5e+3`).
    public let text: String

    /// Creates a number from literal text, or returns `nil` if `text` is not a JSON number
    /// (RFC 8259: optional `-`, no leading zeros, no `+`, digits on both sides of `.`).
    public init?(_ text: String) {
        var copy = text
        let length = copy.withUTF8 { bytes -> Int? in
            guard case .number(let end, _) = NumberScanner.scan(bytes, from: 0) else { return nil }
            return end
        }
        guard let length, length == text.utf8.count else { return nil }
        self.text = text
    }

    /// Creates a number from text the parser has already checked.
    init(unchecked text: String) {
        self.text = text
    }

    /// Creates a number from an integer, written in decimal.
    public init(_ value: Int) {
        self.text = String(value)
    }

    /// Creates a number from a finite `Double`, written in its shortest round-tripping form
    /// (`0.1`, `1e-07`); returns `nil` for infinities and NaN, which JSON cannot express.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.text = value.description
    }

    /// The value as an `Int` when it is integral and fits: `12`, `-3`, `1e2` and `2.0` have one,
    /// `1.5` and `1e30` do not. Integer literals are converted exactly; others go through `Double`
    /// and must be exact integers below 2^53 in magnitude.
    public var int: Int? {
        if isIntegerLiteral { return Int(text) }
        guard let double, double.rounded(.towardZero) == double, abs(double) < 9_007_199_254_740_992 else {
            return nil
        }
        return Int(double)
    }

    /// The value as the nearest `Double` (`nil` only if the text overflows to infinity).
    public var double: Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether the text has neither a fraction nor an exponent.
    public var isIntegerLiteral: Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The literal text.
    public var description: String { text }
}

/// JSON numbers may use scientific notation (`1.5e6`), which means the value 1500000. In CLDR's
/// operand syntax `e` is the compact-decimal exponent instead (`1.5e6` would be "1.5 million" in
/// compact form, with operand `e = 6`), so a JSON number is rewritten as a plain decimal first.
enum ScientificNotation {
    /// `text` without an exponent: the decimal point moved by it, keeping the fraction digits that
    /// remain visible (`1.50e1` → `15.0`, `1.5e-3` → `0.0015`, `2E2` → `200`); `text` itself when
    /// it has no exponent or is not a plain JSON number.
    static func plainDecimal(_ text: String) -> String {
        guard let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: marker)...].drop { $0 == "+" }),
            abs(exponent) <= 1_000
        else { return text }
        var mantissa = Substring(text[..<marker])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let integerPart = parts.first else { return text }
        let fractionPart = parts.count == 2 ? parts[1] : ""
        var digits = Array(integerPart + fractionPart)
        var point = integerPart.count + exponent
        if point < 1 {
            digits.insert(contentsOf: repeatElement("0", count: 1 - point), at: 0)
            point = 1
        }
        if point > digits.count { digits.append(contentsOf: repeatElement("0", count: point - digits.count)) }
        var integerDigits = digits[..<point].drop { $0 == "0" }
        if integerDigits.isEmpty { integerDigits = ["0"] }
        let fractionDigits = digits[point...]
        return (negative ? "-" : "") + String(integerDigits)
            + (fractionDigits.isEmpty ? "" : "." + String(fractionDigits))
    }
}

/// Escaping for XML text and attribute values.
enum XMLEscaping {
    /// `text` with `&`, `<` and `>` escaped (and `"` when `inAttribute`); control characters other
    /// than tab, line feed and carriage return, which XML 1.0 cannot carry, are written as `\u{FFFD}`.
    static func escape(_ text: String, inAttribute: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            case "\r": result += "&#13;"
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `text` contains characters XML 1.0 cannot carry.
    static func hasUnrepresentableCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }
    }
}

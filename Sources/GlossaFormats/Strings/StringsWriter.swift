/// Writes `.strings` text: `/* comment */` above `"key" = "value";`, one blank line between entries.
enum StringsWriter {
    static func entry(key: String, value: String, comment: String?) -> String {
        var text = ""
        if let comment {
            if comment.contains("*/") {
                for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
                    text += "// \(line)\n"
                }
            } else {
                text += "/* \(comment) */\n"
            }
        }
        text += quoted(key) + " = " + quoted(value) + ";\n"
        return text
    }

    /// `text` as a quoted `.strings` token.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

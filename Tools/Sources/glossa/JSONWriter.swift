/// Writes the small JSON documents `glossa` prints, with keys in a fixed order (so output is stable and
/// easy to compare) and strings escaped per RFC 8259.
enum JSONWriter {
    /// A JSON value to write.
    enum Value {
        case string(String)
        case number(Int)
        case array([Value])
        case object([(String, Value)])
    }

    static func write(_ value: Value) -> String {
        var output = ""
        write(value, to: &output)
        return output
    }

    static func write(_ value: Value, to output: inout String) {
        switch value {
        case .string(let text):
            appendString(text, to: &output)
        case .number(let number):
            output += String(number)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, member)) in members.enumerated() {
                if index > 0 { output += "," }
                appendString(key, to: &output)
                output += ":"
                write(member, to: &output)
            }
            output += "}"
        }
    }

    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        var output = ""
        appendString(text, to: &output)
        return output
    }

    private static func appendString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

/// Control characters in values: invisible or shown as boxes on screen, and not allowed in XML 1.0,
/// so XLIFF cannot carry them. Tab, line feed and carriage return are text.
enum ControlCharacters {
    /// The control characters of `text` with their 1-based line and column in it.
    static func find(in text: String) -> [(scalar: Unicode.Scalar, line: Int, column: Int)] {
        var found: [(scalar: Unicode.Scalar, line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for character in text {
            for scalar in character.unicodeScalars where isControl(scalar) {
                found.append((scalar: scalar, line: line, column: column))
            }
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return found
    }

    /// C0 controls but tab, line feed and carriage return; DEL; C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// `U+0018`.
    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

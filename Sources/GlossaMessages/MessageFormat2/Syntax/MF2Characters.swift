/// The character classes of MessageFormat 2's grammar (`spec/message.abnf`).
enum MF2Characters {
    /// `ws`: space, tab, carriage return, line feed and ideographic space.
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0D, 0x0A, 0x3000: true
        default: false
        }
    }

    /// `bidi`: ALM, LRM, RLM and the isolates LRI, RLI, FSI, PDI.
    static func isBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x2066...0x2069: true
        default: false
        }
    }

    /// `name-start`: letters, `+`, `_`, and most of Unicode except controls, white space, bidi
    /// controls, surrogates and noncharacters.
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x2B, 0x5F: return true
        case 0xA1...0x61B, 0x61D...0x167F, 0x1681...0x1FFF, 0x200B...0x200D, 0x2010...0x2027,
            0x2030...0x205E, 0x2060...0x2065, 0x206A...0x2FFF, 0x3001...0xD7FF, 0xE000...0xFDCF,
            0xFDF0...0xFFFD:
            return true
        case 0x10000...0x10FFFD:
            // Every plane but its last two code points (noncharacters).
            return value & 0xFFFE != 0xFFFE
        default: return false
        }
    }

    /// `name-char`: `name-start`, digits, `-` and `.`.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x2D, 0x2E: true
        default: isNameStart(scalar)
        }
    }

    /// `simple-start-char`: what can start a simple message after its optional white space (not `.`,
    /// `{`, `}`, `\`, NUL or white space).
    static func isSimpleStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00, 0x2E, 0x5C, 0x7B, 0x7D: false
        default: !isWhiteSpace(scalar)
        }
    }

    /// Whether `scalar` can follow `\` in text or a quoted literal (`escaped-char`).
    static func isEscapable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\\", "{", "|", "}": true
        default: false
        }
    }
}

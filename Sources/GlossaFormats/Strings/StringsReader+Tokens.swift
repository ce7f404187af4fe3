// The tokens of a `.strings` file: quoted and unquoted strings and their escapes, as Apple's parser
// reads them. Split from StringsReader.swift, which keeps entries, comments and trivia.

extension StringsReader {
    static let unquotedCharacters: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        for character in "_$+/:.-".utf8 { table[Int(character)] = true }
        return table
    }()

    mutating func readToken() throws(SyntaxError) -> String? {
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") { return try readQuoted() }
        guard Self.unquotedCharacters[Int(byte)] else { return nil }
        let start = position
        while position < bytes.count, Self.unquotedCharacters[Int(bytes[position])] {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func readQuoted() throws(SyntaxError) -> String {
        let open = position
        position += 1
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            position += 1
        }
        var buffer = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                readEscape(into: &buffer)
            } else {
                buffer.append(byte)
                position += 1
            }
        }
        throw SyntaxError(
            message: "unterminated string: no closing '\"' before the end of the file", offset: open,
            resume: lineEnd(after: open))
    }

    mutating func readEscape(into buffer: inout [UInt8]) {
        let escapeOffset = position
        position += 1
        guard position < bytes.count else { return }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "a"): buffer.append(0x07)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "v"): buffer.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            guard var unit = readHex(maximumDigits: 4) else {
                diagnostics.append(
                    FormatDiagnostic(
                        .warning, .syntax,
                        "'\\\(Character(Unicode.Scalar(byte)))' without hexadecimal digits; kept as a letter",
                        location: lines.location(escapeOffset)))
                buffer.append(byte)
                return
            }
            if unit >= 0xD800 && unit <= 0xDBFF {
                let save = position
                if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "U") || bytes[position + 1] == UInt8(ascii: "u")
                {
                    position += 2
                    if let low = readHex(maximumDigits: 4), low >= 0xDC00, low <= 0xDFFF {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        appendScalar(unit, to: &buffer)
                        return
                    }
                }
                position = save
                diagnostics.append(
                    FormatDiagnostic(
                        .warning, .encoding, "unpaired surrogate escape; replaced by U+FFFD",
                        location: lines.location(escapeOffset)))
                appendScalar(0xFFFD, to: &buffer)
            } else if unit >= 0xDC00 && unit <= 0xDFFF {
                diagnostics.append(
                    FormatDiagnostic(
                        .warning, .encoding, "unpaired surrogate escape; replaced by U+FFFD",
                        location: lines.location(escapeOffset)))
                appendScalar(0xFFFD, to: &buffer)
            } else {
                appendScalar(unit, to: &buffer)
            }
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
                bytes[position] <= UInt8(ascii: "7")
            {
                value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            appendOctalEscape(value, at: escapeOffset, to: &buffer)
        default:
            // `\"`, `\\`, `\'` and any other character stand for themselves, as in CoreFoundation.
            buffer.append(byte)
        }
    }

    /// An octal escape as Apple's parser reads it: one byte (`\400` and above keep their low eight bits)
    /// in the NeXTSTEP encoding (``NeXTSTEPEncoding``), so `\351` is `ò`; an undefined byte (`\376`,
    /// `\377`) becomes U+0000, as there. Both surprises are reported.
    mutating func appendOctalEscape(_ value: UInt32, at offset: Int, to buffer: inout [UInt8]) {
        let written = "\\" + String(value, radix: 8)
        let byte = UInt8(truncatingIfNeeded: value)
        if value > 0xFF {
            diagnostics.append(
                FormatDiagnostic(
                    .warning, .encoding,
                    "'\(written)' is above \\377; Apple's parser keeps its low eight bits (\\\(String(byte, radix: 8)))",
                    location: lines.location(offset)))
        }
        guard let scalar = NeXTSTEPEncoding.scalar(for: byte) else {
            diagnostics.append(
                FormatDiagnostic(
                    .warning, .encoding,
                    "'\\\(String(byte, radix: 8))' is no NeXTSTEP character; read as U+0000, as Apple's parser does",
                    location: lines.location(offset)))
            buffer.append(0)
            return
        }
        appendScalar(scalar.value, to: &buffer)
    }

    mutating func readHex(maximumDigits: Int) -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while digits < maximumDigits, position < bytes.count {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return digits == 0 ? nil : value
            }
            value = value * 16 + digit
            digits += 1
            position += 1
        }
        return digits == 0 ? nil : value
    }

    func appendScalar(_ value: UInt32, to buffer: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        buffer.append(contentsOf: String(scalar).utf8)
    }
}

/// The text encodings Glossa reads and writes for text formats (`.strings`, JSON, XML).
public enum TextEncoding: String, Sendable, Hashable, CaseIterable {
    /// UTF-8 without a byte order mark (what Xcode writes today).
    case utf8 = "utf-8"
    /// UTF-8 starting with the byte order mark EF BB BF.
    case utf8WithBOM = "utf-8-bom"
    /// UTF-16 little-endian starting with the byte order mark FF FE (what old Xcode templates wrote).
    case utf16LittleEndian = "utf-16le"
    /// UTF-16 big-endian starting with the byte order mark FE FF.
    case utf16BigEndian = "utf-16be"

    /// `text` in this encoding, with the byte order mark where the encoding has one.
    public func encode(_ text: String) -> [UInt8] {
        switch self {
        case .utf8: return Array(text.utf8)
        case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            var bytes: [UInt8] = self == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            bytes.reserveCapacity(2 + text.utf16.count * 2)
            for unit in text.utf16 {
                let high = UInt8(unit >> 8)
                let low = UInt8(unit & 0xFF)
                if self == .utf16LittleEndian {
                    bytes.append(low)
                    bytes.append(high)
                } else {
                    bytes.append(high)
                    bytes.append(low)
                }
            }
            return bytes
        }
    }
}

/// Text decoded to UTF-8, with the encoding it was found in and any problems with its bytes.
struct DecodedText: Sendable {
    /// Valid UTF-8 (invalid input replaced by U+FFFD), without a byte order mark.
    var utf8: [UInt8]
    /// The encoding detected.
    var encoding: TextEncoding
    /// Encoding errors with their positions in the input.
    var diagnostics: [FormatDiagnostic]
}

/// Detects UTF-8 and UTF-16 (by byte order mark, or by the NUL pattern of UTF-16 text without one)
/// and decodes to valid UTF-8, reporting every invalid sequence with its position instead of failing.
enum TextDecoder {
    /// At most this many invalid sequences are reported one by one; the rest are counted.
    static let reportLimit = 20

    static func decode(_ bytes: [UInt8]) -> DecodedText {
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return decodeUTF16(bytes, from: 2, littleEndian: true)
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return decodeUTF16(bytes, from: 2, littleEndian: false)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            var result = decodeUTF8(bytes, from: 3)
            result.encoding = .utf8WithBOM
            return result
        }
        if bytes.count >= 4, bytes.count % 2 == 0 {
            // UTF-16 without a byte order mark: ASCII text has a NUL in every other byte.
            if bytes[0] != 0, bytes[1] == 0, bytes[2] != 0, bytes[3] == 0 {
                var result = decodeUTF16(bytes, from: 0, littleEndian: true)
                result.diagnostics.insert(
                    FormatDiagnostic(
                        .note, .encoding, "no byte order mark; read as UTF-16 little-endian",
                        location: SourceLocation(line: 1, column: 1, offset: 0)), at: 0)
                return result
            }
            if bytes[0] == 0, bytes[1] != 0, bytes[2] == 0, bytes[3] != 0 {
                var result = decodeUTF16(bytes, from: 0, littleEndian: false)
                result.diagnostics.insert(
                    FormatDiagnostic(
                        .note, .encoding, "no byte order mark; read as UTF-16 big-endian",
                        location: SourceLocation(line: 1, column: 1, offset: 0)), at: 0)
                return result
            }
        }
        return decodeUTF8(bytes, from: 0)
    }

    private static func decodeUTF8(_ bytes: [UInt8], from start: Int) -> DecodedText {
        // Fast path: valid UTF-8 needs no copy beyond dropping the BOM.
        var invalidOffsets: [Int] = []
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length = utf8SequenceLength(bytes, at: index)
            if length == 0 {
                invalidOffsets.append(index)
                index += 1
            } else {
                index += length
            }
        }
        if invalidOffsets.isEmpty {
            return DecodedText(
                utf8: start == 0 ? bytes : Array(bytes[start...]), encoding: .utf8, diagnostics: [])
        }
        var output: [UInt8] = []
        output.reserveCapacity(count)
        var lines = LineIndex(bytes)
        var diagnostics: [FormatDiagnostic] = []
        var invalid = invalidOffsets.makeIterator()
        var nextInvalid = invalid.next()
        index = start
        while index < count {
            if index == nextInvalid {
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                if diagnostics.count < reportLimit {
                    diagnostics.append(
                        FormatDiagnostic(
                            .error, .encoding,
                            "invalid UTF-8 byte 0x\(String(bytes[index], radix: 16, uppercase: true)); replaced by U+FFFD",
                            location: lines.location(index)))
                }
                nextInvalid = invalid.next()
            } else {
                output.append(bytes[index])
            }
            index += 1
        }
        if invalidOffsets.count > reportLimit {
            diagnostics.append(
                FormatDiagnostic(
                    .error, .encoding, "\(invalidOffsets.count - reportLimit) more invalid UTF-8 bytes replaced"))
        }
        return DecodedText(utf8: output, encoding: .utf8, diagnostics: diagnostics)
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 if it is not one.
    static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let byte = bytes[index]
        let count = bytes.count
        func continuation(_ offset: Int) -> Bool {
            index + offset < count && bytes[index + offset] & 0xC0 == 0x80
        }
        switch byte {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0...0xEF:
            guard continuation(1), continuation(2) else { return 0 }
            let second = bytes[index + 1]
            if byte == 0xE0 && second < 0xA0 { return 0 }  // overlong
            if byte == 0xED && second > 0x9F { return 0 }  // surrogate
            return 3
        case 0xF0...0xF4:
            guard continuation(1), continuation(2), continuation(3) else { return 0 }
            let second = bytes[index + 1]
            if byte == 0xF0 && second < 0x90 { return 0 }
            if byte == 0xF4 && second > 0x8F { return 0 }
            return 4
        default:
            return 0
        }
    }

    private static func decodeUTF16(_ bytes: [UInt8], from start: Int, littleEndian: Bool) -> DecodedText {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count - start) * 3 / 2)
        var diagnostics: [FormatDiagnostic] = []
        var errors = 0
        var line = 1
        var column = 1
        func report(_ message: String, offset: Int) {
            errors += 1
            if errors <= reportLimit {
                diagnostics.append(
                    FormatDiagnostic(
                        .error, .encoding, message, location: SourceLocation(line: line, column: column, offset: offset)
                    ))
            }
        }
        func append(_ scalar: Unicode.Scalar) {
            output.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [0xEF, 0xBF, 0xBD])
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        var index = start
        func unit(at position: Int) -> UInt16 {
            littleEndian
                ? UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8
                : UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1])
        }
        while index + 1 < bytes.count {
            let first = unit(at: index)
            if first >= 0xD800 && first <= 0xDBFF {
                if index + 3 < bytes.count {
                    let second = unit(at: index + 2)
                    if second >= 0xDC00 && second <= 0xDFFF {
                        let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                        append(Unicode.Scalar(value) ?? "\u{FFFD}")
                        index += 4
                        continue
                    }
                }
                report("unpaired UTF-16 high surrogate; replaced by U+FFFD", offset: index)
                append("\u{FFFD}")
                index += 2
            } else if first >= 0xDC00 && first <= 0xDFFF {
                report("unpaired UTF-16 low surrogate; replaced by U+FFFD", offset: index)
                append("\u{FFFD}")
                index += 2
            } else {
                append(Unicode.Scalar(first) ?? "\u{FFFD}")
                index += 2
            }
        }
        if index < bytes.count {
            report("UTF-16 text ends in the middle of a code unit (odd byte count); last byte ignored", offset: index)
        }
        if errors > reportLimit {
            diagnostics.append(
                FormatDiagnostic(.error, .encoding, "\(errors - reportLimit) more UTF-16 errors replaced by U+FFFD"))
        }
        return DecodedText(
            utf8: output, encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian, diagnostics: diagnostics)
    }
}

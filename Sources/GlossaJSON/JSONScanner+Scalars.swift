extension JSONScanner {
    /// Reads a number starting at `position`.
    mutating func scanNumber() throws(ScanError) -> JSONNumber {
        switch NumberScanner.scan(bytes, from: position) {
        case .number(let end, _):
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
            position = end
            return JSONNumber(unchecked: text)
        case .invalid(let offset, let expected):
            position = offset
            throw ScanError(message: "expected \(expected), found \(found())", offset: offset)
        }
    }

    /// Reads `true`, `false` or `null`.
    mutating func scanLiteral(_ literal: StaticString, _ value: JSONValue) throws(ScanError) -> JSONValue {
        let count = literal.utf8CodeUnitCount
        let matches =
            position + count <= bytes.count
            && (0..<count).allSatisfy { bytes[position + $0] == literal.utf8Start[$0] }
        let end = position + count
        guard matches, end == bytes.count || !Self.isWordByte(bytes[end]) else {
            throw ScanError(message: "expected value, found \(found())", offset: position)
        }
        position = end
        return value
    }

    /// Letters, digits and `_`: bytes that continue a bare word such as `true` or `yes`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// What is at `position`, for messages: `end of input`, `'x'`, `'yes'` (a bare word),
    /// `U+0009` (a control character), `'é'` or an invalid UTF-8 byte.
    func found() -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        if Self.isWordByte(byte), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            var end = position
            while end < bytes.count, end < position + 24, Self.isWordByte(bytes[end]) { end += 1 }
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self) + "'"
        }
        switch byte {
        case 0x0A: return "line feed"
        case 0x0D: return "carriage return"
        case 0x00..<0x20, 0x7F:
            let digits = String(byte, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: 4 - digits.count) + digits
        case 0x20: return "' '"
        case 0x21..<0x7F: return "'" + String(UnicodeScalar(byte)) + "'"
        default:
            guard let length = Self.utf8SequenceLength(in: bytes, at: position) else { return invalidUTF8Description() }
            let text = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + length]), as: UTF8.self)
            return "'\(text)'"
        }
    }
}

/// The RFC 8259 number grammar, shared by the parser and `JSONNumber.init?(_: String)`.
enum NumberScanner {
    /// The outcome of reading a number.
    enum Outcome {
        /// A number ends before `end`; `isInteger` when it has no fraction or exponent.
        case number(end: Int, isInteger: Bool)
        /// The byte at `offset` does not continue the number; `expected` says what would.
        case invalid(offset: Int, expected: String)
    }

    /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` from `start`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Outcome {
        var position = start
        func isDigit(_ at: Int) -> Bool {
            at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
        }
        func skipDigits() {
            while isDigit(position) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else { return .invalid(offset: position, expected: "digit after '-'") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) {
                return .invalid(offset: position, expected: "'.', 'e' or the end of the number after a leading '0'")
            }
        } else {
            skipDigits()
        }
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard isDigit(position) else { return .invalid(offset: position, expected: "digit after '.' in number") }
            skipDigits()
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(position) else { return .invalid(offset: position, expected: "digit in exponent") }
            skipDigits()
        }
        return .number(end: position, isInteger: isInteger)
    }
}

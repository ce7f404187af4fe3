/// Parses one line of batch input: a JSON object.
///
/// Foundation's JSON decoders turn numbers into `Double`, which would lose what plural rules depend on
/// (`1.50` has two visible fraction digits, `1.5` one). This parser keeps every number's literal text. It
/// accepts any JSON value inside the object, so unknown fields are ignored whatever they hold, and reports
/// errors with the 1-based column of the offending byte.
struct JSONLineParser {
    /// A value of the object. Nested arrays and objects are validated and skipped: batch lines only read
    /// strings and numbers.
    enum Value: Equatable {
        case string(String)
        /// A number, as written.
        case number(String)
        case boolean(Bool)
        case null
        case array
        case object

        var kind: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .boolean: "a boolean"
            case .null: "null"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    struct Error: Swift.Error, CustomStringConvertible {
        let column: Int
        let reason: String
        var description: String { "\(reason) at column \(column)" }
    }

    /// The members of the object, in order of appearance (a repeated key is an error).
    typealias Members = [(key: String, value: Value)]

    private static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    /// Parses `line`, which must hold exactly one JSON object (with optional surrounding whitespace).
    static func parseObject(_ line: [UInt8]) throws(Error) -> Members {
        var parser = JSONLineParser(bytes: line)
        parser.skipWhitespace()
        guard parser.index < line.count else {
            throw Error(column: 1, reason: "empty line, expected a JSON object")
        }
        guard parser.peek == UInt8(ascii: "{") else {
            throw parser.error("expected a JSON object")
        }
        let members = try parser.parseMembers(depth: 1)
        parser.skipWhitespace()
        guard parser.index == line.count else { throw parser.error("unexpected text after the object") }
        return members
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func error(_ reason: String) -> Error {
        guard let byte = peek else { return Error(column: index + 1, reason: "\(reason), found the end of the line") }
        let shown =
            byte >= 0x20 && byte < 0x7F
            ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
        return Error(column: index + 1, reason: "\(reason), found \(shown)")
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ reason: @autoclosure () -> String) throws(Error) {
        guard peek == byte else { throw error(reason()) }
        index += 1
    }

    /// Parses `{ ... }` starting at `{`.
    private mutating func parseMembers(depth: Int) throws(Error) -> Members {
        index += 1  // {
        var members: Members = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            let keyColumn = index + 1
            guard peek == UInt8(ascii: "\"") else { throw error("expected a field name in double quotes") }
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw Error(column: keyColumn, reason: "repeated field \(JSONWriter.string(key))")
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected \":\" after the field name")
            skipWhitespace()
            members.append((key, try parseValue(depth: depth)))
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "expected \",\" or \"}\"")
            return members
        }
    }

    private mutating func parseValue(depth: Int) throws(Error) -> Value {
        guard let byte = peek else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nested too deeply") }
            if byte == UInt8(ascii: "{") {
                _ = try parseMembers(depth: depth + 1)
                return .object
            }
            try skipArray(depth: depth + 1)
            return .array
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return .boolean(true)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return .boolean(false)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return .null
        default:
            throw error("expected a value")
        }
    }

    private mutating func skipArray(depth: Int) throws(Error) {
        index += 1  // [
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            _ = try parseValue(depth: depth)
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "expected \",\" or \"]\"")
            return
        }
    }

    private mutating func parseLiteral(_ literal: StaticString) throws(Error) {
        let expected = UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard peek == byte else { throw error("expected \(literal)") }
            index += 1
        }
    }

    /// Parses a number per RFC 8259 and returns its literal text.
    private mutating func parseNumber() throws(Error) -> String {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            guard skipDigits() > 0 else { throw error("expected a digit") }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = peek, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    /// Parses a string starting at its opening quote.
    private mutating func parseString() throws(Error) -> String {
        index += 1  // "
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw Error(column: index, reason: "string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw error("control character in a string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(Error) {
        guard let byte = peek else { throw error("unterminated escape") }
        index += 1
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            utf8.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            index -= 1
            throw error("invalid escape")
        }
        var scalar = try parseHex4()
        if (0xD800..<0xDC00).contains(scalar) {
            guard peek == UInt8(ascii: "\\") else { throw error("expected a low surrogate escape") }
            index += 1
            try expect(UInt8(ascii: "u"), "expected a low surrogate escape")
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicodeScalar = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
        utf8.append(contentsOf: String(Character(unicodeScalar)).utf8)
    }

    private mutating func parseHex4() throws(Error) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexValue(byte) else { throw error("expected 4 hex digits") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

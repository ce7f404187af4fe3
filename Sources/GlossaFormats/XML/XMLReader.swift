/// A small, strict XML 1.0 reader for property lists and XLIFF, built for untrusted input.
///
/// It builds a tree without recursion, limits nesting depth, reports the line and column of every
/// error, and refuses DTD internal subsets, so there is no entity expansion (no "billion laughs")
/// and no external entity is ever loaded. Predefined and numeric character references are decoded.
/// Input may be UTF-8 or UTF-16 with a byte order mark.
struct XMLReader {
    private let bytes: [UInt8]
    private var position = 0
    private var lines: LineIndex
    private let maximumDepth: Int
    private let fileName: String?

    init(utf8 bytes: [UInt8], maximumDepth: Int, fileName: String?) {
        self.bytes = bytes
        self.lines = LineIndex(bytes)
        self.maximumDepth = maximumDepth
        self.fileName = fileName
    }

    /// Decodes `bytes` and reads the root element.
    static func parse(_ bytes: [UInt8], options: ReadOptions) throws(FormatError) -> (
        root: XMLElement, diagnostics: [FormatDiagnostic]
    ) {
        let decoded = TextDecoder.decode(bytes)
        if let error = decoded.diagnostics.first(where: { $0.severity == .error }) {
            throw FormatError(error.inFile(options.fileName))
        }
        var reader = XMLReader(
            utf8: decoded.utf8, maximumDepth: options.limits.maximumDepth, fileName: options.fileName)
        return (try reader.readDocument(), decoded.diagnostics.map { $0.inFile(options.fileName) })
    }

    private mutating func fail(_ message: String, at offset: Int) -> FormatError {
        FormatError(.syntax, message, file: fileName, location: lines.location(offset))
    }

    mutating func readDocument() throws(FormatError) -> XMLElement {
        var stack: [XMLElement] = []
        var root: XMLElement?
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<") {
                let start = position
                if hasPrefix("<?") {
                    try skip(past: "?>", from: start, what: "processing instruction")
                } else if hasPrefix("<!--") {
                    try skip(past: "-->", from: start, what: "comment")
                } else if hasPrefix("<![CDATA[") {
                    guard !stack.isEmpty else { throw fail("CDATA outside the root element", at: start) }
                    position += 9
                    let contentStart = position
                    try skip(past: "]]>", from: start, what: "CDATA section")
                    let text = String(decoding: bytes[contentStart..<(position - 3)], as: UTF8.self)
                    stack[stack.count - 1].children.append(.text(text))
                } else if hasPrefix("<!DOCTYPE") {
                    guard root == nil, stack.isEmpty else { throw fail("DOCTYPE after the root element", at: start) }
                    try skipDoctype()
                } else if hasPrefix("</") {
                    position += 2
                    let name = try readName()
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
                        throw fail("expected '>' to end the closing tag </\(name)>", at: position)
                    }
                    position += 1
                    guard let open = stack.popLast() else {
                        throw fail("closing tag </\(name)> without an open element", at: start)
                    }
                    guard open.name == name else {
                        throw fail(
                            "closing tag </\(name)> does not match <\(open.name)> opened at line \(open.location.line), column \(open.location.column)",
                            at: start)
                    }
                    close(open, into: &stack, root: &root)
                } else {
                    guard root == nil else { throw fail("content after the root element", at: start) }
                    position += 1
                    let name = try readName()
                    var element = XMLElement(name: name, attributes: [], children: [], location: lines.location(start))
                    let selfClosing = try readAttributes(into: &element)
                    if selfClosing {
                        close(element, into: &stack, root: &root)
                    } else {
                        guard stack.count < maximumDepth else {
                            throw FormatError(
                                .limit, "elements nested deeper than \(maximumDepth) levels", file: fileName,
                                location: lines.location(start))
                        }
                        stack.append(element)
                    }
                }
            } else {
                let start = position
                let text = try readText()
                if stack.isEmpty {
                    guard text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                    else {
                        throw fail("text outside the root element", at: start)
                    }
                } else {
                    stack[stack.count - 1].children.append(.text(text))
                }
            }
        }
        if let open = stack.last {
            throw fail(
                "the file ends before <\(open.name)> opened at line \(open.location.line), column \(open.location.column) is closed",
                at: bytes.count)
        }
        guard let root else { throw fail("no root element", at: bytes.count) }
        return root
    }

    private func close(_ element: XMLElement, into stack: inout [XMLElement], root: inout XMLElement?) {
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { buffer in
            for index in 0..<count where bytes[position + index] != buffer[index] { return false }
            return true
        }
    }

    private mutating func skip(past terminator: StaticString, from start: Int, what: String) throws(FormatError) {
        while position < bytes.count {
            if hasPrefix(terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw fail("unterminated \(what)", at: start)
    }

    private mutating func skipDoctype() throws(FormatError) {
        let start = position
        position += 9
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw FormatError(
                    .syntax,
                    "DTD internal subsets are refused (no entity declarations are expanded)", file: fileName,
                    location: lines.location(position))
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return
            }
            position += 1
        }
        throw fail("unterminated DOCTYPE", at: start)
    }

    private mutating func skipSpace() {
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"),
            UInt8(ascii: "."), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    private mutating func readName() throws(FormatError) -> String {
        let start = position
        while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
        guard position > start else {
            throw fail("expected a name, found \(describe(position))", at: start)
        }
        let first = bytes[start]
        if first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39) {
            throw fail("a name cannot start with '\(Character(Unicode.Scalar(first)))'", at: start)
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads attributes up to `>` or `/>`; returns whether the element closed itself.
    private mutating func readAttributes(into element: inout XMLElement) throws(FormatError) -> Bool {
        while true {
            let hadSpace = position < bytes.count && isSpace(bytes[position])
            skipSpace()
            guard position < bytes.count else {
                throw fail("the file ends inside the tag <\(element.name)>", at: position)
            }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return false
            }
            if hasPrefix("/>") {
                position += 2
                return true
            }
            guard hadSpace else { throw fail("expected white space, '>' or '/>' in <\(element.name)>", at: position) }
            let nameStart = position
            let name = try readName()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw fail("expected '=' after the attribute \(name)", at: position)
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
            else {
                throw fail("expected a quoted value for the attribute \(name)", at: position)
            }
            let quote = bytes[position]
            position += 1
            let valueStart = position
            var value: [UInt8] = []
            while position < bytes.count, bytes[position] != quote {
                let byte = bytes[position]
                if byte == UInt8(ascii: "<") { throw fail("'<' in the value of the attribute \(name)", at: position) }
                if byte == UInt8(ascii: "&") {
                    try readReference(into: &value)
                } else {
                    value.append(byte)
                    position += 1
                }
            }
            guard position < bytes.count else {
                throw fail("unterminated value of the attribute \(name)", at: valueStart)
            }
            position += 1
            if element.attributes.contains(where: { $0.name == name }) {
                throw fail("the attribute \(name) appears twice", at: nameStart)
            }
            element.attributes.append((name, String(decoding: value, as: UTF8.self)))
        }
    }

    private mutating func readText() throws(FormatError) -> String {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "<"), bytes[position] != UInt8(ascii: "&") {
            position += 1
        }
        if position >= bytes.count || bytes[position] == UInt8(ascii: "<") {
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        var buffer = Array(bytes[start..<position])
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
            if bytes[position] == UInt8(ascii: "&") {
                try readReference(into: &buffer)
            } else {
                buffer.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    private mutating func readReference(into buffer: inout [UInt8]) throws(FormatError) {
        let start = position
        position += 1
        var end = position
        while end < bytes.count, end - position < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw fail("'&' that does not start a reference (write &amp;)", at: start)
        }
        let name = String(decoding: bytes[position..<end], as: UTF8.self)
        position = end + 1
        let scalar: Unicode.Scalar?
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                throw fail("unknown entity &\(name); (only the five predefined entities are allowed)", at: start)
            }
        }
        guard let scalar, scalar.value != 0 else { throw fail("invalid character reference &\(name);", at: start) }
        buffer.append(contentsOf: String(scalar).utf8)
    }

    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}

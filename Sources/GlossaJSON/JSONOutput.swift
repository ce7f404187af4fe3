/// The writer's engine: appends a value's text to a byte buffer.
///
/// Recursive; values built by ``JSONParser`` are at most ``JSONParser/maximumDepth`` deep.
struct JSONOutput {
    let style: JSONWriter.Style
    let sortedKeys: Bool
    var bytes: [UInt8] = []

    private var indentWidth: Int {
        switch style {
        case .compact: 0
        case .pretty(let indent): max(0, indent)
        case .xcode: 2
        }
    }

    /// `": "`, `" : "` or `":"`.
    private var keySeparator: StaticString {
        switch style {
        case .compact: ":"
        case .pretty: ": "
        case .xcode: " : "
        }
    }

    init(style: JSONWriter.Style, sortedKeys: Bool) {
        self.style = style
        self.sortedKeys = sortedKeys
    }

    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .null: append("null")
        case .bool(let bool): append(bool ? "true" : "false")
        case .number(let number): bytes.append(contentsOf: number.text.utf8)
        case .string(let string): writeString(string)
        case .array(let elements):
            guard !elements.isEmpty else { return writeEmpty(open: 0x5B, close: 0x5D, depth: depth) }
            bytes.append(0x5B)
            for (position, element) in elements.enumerated() {
                if position > 0 { bytes.append(0x2C) }
                newline(depth: depth + 1)
                write(element, depth: depth + 1)
            }
            newline(depth: depth)
            bytes.append(0x5D)
        case .object(let object):
            guard !object.isEmpty else { return writeEmpty(open: 0x7B, close: 0x7D, depth: depth) }
            bytes.append(0x7B)
            let order = sortedKeys ? object.sortedOrder() : Array(object.keys.indices)
            for (position, member) in order.enumerated() {
                if position > 0 { bytes.append(0x2C) }
                newline(depth: depth + 1)
                writeString(object.keys[member])
                append(keySeparator)
                write(object.values[member], depth: depth + 1)
            }
            newline(depth: depth)
            bytes.append(0x7D)
        }
    }

    /// `{}` and `[]`, except in the Xcode style, which (like `JSONSerialization`) writes an empty
    /// line between the brackets and indents the closing one: `"key" : {\n\n    }`.
    private mutating func writeEmpty(open: UInt8, close: UInt8, depth: Int) {
        bytes.append(open)
        if style == .xcode {
            bytes.append(0x0A)
            newline(depth: depth)
        }
        bytes.append(close)
    }

    private mutating func newline(depth: Int) {
        if style == .compact { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: depth * indentWidth))
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `text` quoted and escaped.
    mutating func writeString(_ text: String) {
        var text = text
        text.withUTF8 { writeString(utf8: $0) }
    }

    /// Writes UTF-8 `text` quoted and escaped, copying runs that need no escaping in one go.
    private mutating func writeString(utf8 text: UnsafeBufferPointer<UInt8>) {
        bytes.append(0x22)
        var runStart = 0
        for index in 0..<text.count {
            let byte = text[index]
            if byte >= 0x20, byte != 0x22, byte != 0x5C { continue }
            if index > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index])) }
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            default:
                append("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            }
            runStart = index + 1
        }
        if text.count > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...])) }
        bytes.append(0x22)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}

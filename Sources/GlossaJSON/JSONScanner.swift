/// The parser's engine: reads a JSON text from UTF-8 bytes without recursion.
///
/// Containers being read are kept on explicit stacks (`frames`, and the shared `values`/`keys`
/// stacks their members accumulate on), so deep nesting costs heap, not call stack, and the depth
/// limit is an ordinary error. Strings are built from byte slices; only strings with escapes go
/// through a scratch buffer.
struct JSONScanner {
    /// The input.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    /// How many containers may be open at once.
    let maximumDepth: Int
    /// Decoded bytes of the string being read, when it has escapes.
    var scratch: [UInt8] = []
    /// Members whose key repeats an earlier key of the same object: key offset and key.
    var duplicates: [(offset: Int, key: String)] = []
    /// Records where each value starts; `nil` unless positions were asked for.
    var recorder: PositionRecorder?

    /// A container being read.
    private struct Frame {
        /// Whether it is an object (otherwise an array).
        let isObject: Bool
        /// Where its values start on the `values` stack.
        let valueStart: Int
        /// Where its keys start on the `keys` stack.
        let keyStart: Int
    }

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, recordingPositions: Bool) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        if recordingPositions { recorder = PositionRecorder(bytes) }
    }

    /// Whether the input starts with the UTF-8 byte order mark EF BB BF.
    static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// Reads the whole input as one JSON text (an optional byte order mark, whitespace, one value,
    /// whitespace).
    mutating func parseText() throws(ScanError) -> JSONValue {
        if Self.hasByteOrderMark(bytes) { position = 3 }
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else {
            throw ScanError(message: "expected end of input after top-level value, found \(found())", offset: position)
        }
        return value
    }

    /// Reads one value and everything nested in it.
    private mutating func parseValue() throws(ScanError) -> JSONValue {
        var frames: [Frame] = []
        var values: [JSONValue] = []
        var keys: [String] = []
        var keyOffsets: [Int] = []

        // At the top of this loop a value is expected: at the start, after '[', ',' or ':'.
        nextValue: while true {
            skipWhitespace()
            guard position < bytes.count else {
                throw ScanError(message: "expected value, found end of input", offset: position)
            }
            if recorder != nil { recordValueStart(frame: frames.last, values: values, keys: keys) }
            var value: JSONValue
            switch bytes[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[position] == UInt8(ascii: "{")
                guard frames.count < maximumDepth else {
                    throw ScanError(
                        message: "expected at most \(maximumDepth) nested arrays and objects, found more",
                        offset: position)
                }
                position += 1
                skipWhitespace()
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if position < bytes.count, bytes[position] == close {
                    position += 1
                    value = isObject ? .object(JSONObject()) : .array([])
                    break
                }
                frames.append(Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count))
                recorder?.openContainer()
                if isObject { try readKey(into: &keys, offsets: &keyOffsets, after: "'{'") }
                continue nextValue
            case UInt8(ascii: "\""):
                value = .string(try scanString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try scanNumber())
            case UInt8(ascii: "t"):
                value = try scanLiteral("true", .bool(true))
            case UInt8(ascii: "f"):
                value = try scanLiteral("false", .bool(false))
            case UInt8(ascii: "n"):
                value = try scanLiteral("null", .null)
            default:
                throw ScanError(message: "expected value, found \(found())", offset: position)
            }

            // A value is complete: add it to the open container, closing containers while their
            // closing bracket follows.
            while let frame = frames.last {
                values.append(value)
                skipWhitespace()
                let close = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    if frame.isObject { try readKey(into: &keys, offsets: &keyOffsets, after: "','") }
                    continue nextValue
                }
                guard position < bytes.count, bytes[position] == close else {
                    let expected =
                        frame.isObject
                        ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element"
                    throw ScanError(message: "\(expected), found \(found())", offset: position)
                }
                position += 1
                frames.removeLast()
                recorder?.closeContainer()
                let members = Self.takeSuffix(of: &values, from: frame.valueStart)
                if frame.isObject {
                    let (object, repeats) = JSONObject.build(
                        keys: Self.takeSuffix(of: &keys, from: frame.keyStart), values: members)
                    for member in repeats {
                        duplicates.append((keyOffsets[frame.keyStart + member], object.keys[member]))
                    }
                    keyOffsets.removeSubrange(frame.keyStart...)
                    value = .object(object)
                } else {
                    value = .array(members)
                }
            }
            return value
        }
    }

    /// Reads `"key" :` of an object member, after `after` (`'{'` or `','`).
    private mutating func readKey(into keys: inout [String], offsets: inout [Int], after: String) throws(ScanError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            let expected = after == "'{'" ? "string key or '}'" : "string key"
            throw ScanError(
                message: "expected \(expected) after \(after) in object, found \(found())", offset: position)
        }
        let keyOffset = position
        recorder?.recordKeyStart(keyOffset)
        keys.append(try scanString())
        offsets.append(keyOffset)
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw ScanError(message: "expected ':' after object key, found \(found())", offset: position)
        }
        position += 1
    }

    /// Removes and returns the elements of `stack` from `start` on; the outermost container takes the
    /// whole stack without copying.
    private static func takeSuffix<Element>(of stack: inout [Element], from start: Int) -> [Element] {
        if start == 0 {
            defer { stack = [] }
            return stack
        }
        defer { stack.removeSubrange(start...) }
        return Array(stack[start...])
    }

    /// Skips JSON whitespace: space, tab, line feed, carriage return.
    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Tells the recorder about the value starting at `position`.
    private mutating func recordValueStart(frame: Frame?, values: [JSONValue], keys: [String]) {
        let component: JSONPathComponent?
        if let frame {
            component = frame.isObject ? .key(keys[keys.count - 1]) : .index(values.count - frame.valueStart)
        } else {
            component = nil
        }
        recorder?.recordValueStart(position, component: component)
    }
}

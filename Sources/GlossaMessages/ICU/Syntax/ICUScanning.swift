/// Byte-level pieces of ICU MessageFormat's lexical rules, shared by ``ICUParser`` and the one-pass
/// compiler (``ICUProgramEmitter``) so that both read patterns alike.
enum ICUScanning {
    static let apostrophe = UInt8(ascii: "'")
    static let open = UInt8(ascii: "{")
    static let close = UInt8(ascii: "}")
    static let pound = UInt8(ascii: "#")

    /// Reads the apostrophe at `index` as ICU's `DOUBLE_OPTIONAL` mode does, appends the text it
    /// stands for to `text` and moves `index` past what it read: `''` is one apostrophe; before `{`,
    /// `}` (or `#` in a plural variant) it starts quoted text that runs to the next single apostrophe
    /// (or the end), in which `''` is again one apostrophe; any other apostrophe is itself.
    static func readApostrophe(
        in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, inPlural: Bool, into text: inout [UInt8]
    ) {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if next == apostrophe {
            text.append(apostrophe)
            index += 2
        } else if next == open || next == close || (inPlural && next == pound) {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == apostrophe {
                    if index + 1 < bytes.count, bytes[index + 1] == apostrophe {
                        text.append(apostrophe)
                        index += 2
                        continue
                    }
                    index += 1
                    return
                }
                text.append(byte)
                index += 1
            }
        } else {
            text.append(apostrophe)
            index += 1
        }
    }

    /// The offset after the characters of a number (`0-9 + - . e E`) from `offset`, as ICU's
    /// `skipDouble` reads them.
    static func skipNumber(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x30...0x39, UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"),
                UInt8(ascii: "E"):
                offset += 1
            default:
                return offset
            }
        }
        return offset
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }
}

/// The fragments of a TML label, as TMLKit's decoration tokenizer cuts it (<doc:TMLSemantics#Decorations>):
/// decoration starts and ends, and text between them. Unlike the SDKs, a `[`, `]`, `<` or `>` that
/// belongs to no fragment is kept as text instead of being dropped.
struct TMLFragment {
    enum Kind: Equatable {
        case shortStart(name: String)
        case shortEnd
        case longStart(name: String)
        case longEnd(name: String)
        case htmlStart(name: String, selfClosing: Bool)
        case htmlEnd(name: String)
        case text
    }

    let kind: Kind
    /// Character offsets in the label.
    let range: Range<Int>

    /// The code of a character that is not ASCII (no ASCII byte has this value): see the parser's
    /// `codes`.
    static let nonASCII: UInt8 = 0x80

    /// Cuts `characters` into fragments (`codes` are their ASCII codes, or ``nonASCII``).
    static func fragments(of characters: [Character], codes: [UInt8]) -> [TMLFragment] {
        var fragments: [TMLFragment] = []
        var index = 0
        var textStart: Int?
        func flushText(upTo end: Int) {
            if let start = textStart, start < end { fragments.append(TMLFragment(kind: .text, range: start..<end)) }
            textStart = nil
        }
        while index < characters.count {
            if let (kind, length) = match(characters, codes, at: index) {
                flushText(upTo: index)
                fragments.append(TMLFragment(kind: kind, range: index..<(index + length)))
                index += length
            } else {
                if textStart == nil { textStart = index }
                index += 1
            }
        }
        flushText(upTo: characters.count)
        return fragments
    }

    /// `Character.isWhitespace`, answered without a Unicode property lookup for ASCII.
    @inline(__always)
    static func isWhitespace(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return isASCIIWhitespace(byte) }
        return character.isWhitespace
    }

    /// Whether a character's code is a word character: an ASCII letter, digit or `_`.
    @inline(__always)
    static func isWordCode(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// ``isWhitespace(_:)`` of a character with code `byte`: from the code when it is ASCII.
    @inline(__always)
    static func isWhitespace(code byte: UInt8, _ character: Character) -> Bool {
        byte != nonASCII ? isASCIIWhitespace(byte) : character.isWhitespace
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return.
    @inline(__always)
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The fragment starting at `index`, if a decoration fragment starts there.
    private static func match(_ characters: [Character], _ codes: [UInt8], at index: Int) -> (Kind, Int)? {
        switch codes[index] {
        case UInt8(ascii: "]"):
            return (.shortEnd, 1)
        case UInt8(ascii: "["):
            var cursor = index + 1
            let closing = cursor < codes.count && codes[cursor] == UInt8(ascii: "/")
            if closing { cursor += 1 }
            let nameStart = cursor
            while cursor < codes.count, isWordCode(codes[cursor]) { cursor += 1 }
            guard cursor < codes.count else { return nil }
            // Word characters are ASCII: the name is their codes.
            let name = String(decoding: codes[nameStart..<cursor], as: UTF8.self)
            if closing {
                return codes[cursor] == UInt8(ascii: "]") ? (.longEnd(name: name), cursor + 1 - index) : nil
            }
            if codes[cursor] == UInt8(ascii: ":") { return (.shortStart(name: name), cursor + 1 - index) }
            if codes[cursor] == UInt8(ascii: "]") { return (.longStart(name: name), cursor + 1 - index) }
            return nil
        case UInt8(ascii: "<"):
            guard let close = codes[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            let inner = String(characters[(index + 1)..<close])
            let length = close + 1 - index
            if inner.hasPrefix("/") {
                let name = inner.dropFirst().trimmingWhitespace()
                return (.htmlEnd(name: String(name)), length)
            }
            let name =
                inner.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "/" }).first.map(
                    String.init) ?? ""
            return (.htmlStart(name: name, selfClosing: inner.hasSuffix("/")), length)
        default:
            return nil
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    func trimmingWhitespace() -> Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !TMLFragment.isWhitespace($0) }),
            let last = text.lastIndex(where: { !TMLFragment.isWhitespace($0) })
        else { return "" }
        return text[first...last]
    }
}

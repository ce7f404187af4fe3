/// The fragments of a TML label, as TMLKit's decoration tokenizer cuts it (tml.md §2.8):
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

    /// Cuts `characters` into fragments.
    static func fragments(of characters: [Character]) -> [TMLFragment] {
        var fragments: [TMLFragment] = []
        var index = 0
        var textStart: Int?
        func flushText(upTo end: Int) {
            if let start = textStart, start < end { fragments.append(TMLFragment(kind: .text, range: start..<end)) }
            textStart = nil
        }
        while index < characters.count {
            if let (kind, length) = match(characters, at: index) {
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
        if let byte = character.asciiValue { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        return character.isWhitespace
    }

    /// `Character.isNewline`, answered without a Unicode property lookup for ASCII.
    @inline(__always)
    static func isNewline(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return byte >= 0x0A && byte <= 0x0D }
        return character.isNewline
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// The fragment starting at `index`, if a decoration fragment starts there.
    private static func match(_ characters: [Character], at index: Int) -> (Kind, Int)? {
        switch characters[index] {
        case "]":
            return (.shortEnd, 1)
        case "[":
            var cursor = index + 1
            let closing = cursor < characters.count && characters[cursor] == "/"
            if closing { cursor += 1 }
            let nameStart = cursor
            while cursor < characters.count, isWordCharacter(characters[cursor]) { cursor += 1 }
            let name = String(characters[nameStart..<cursor])
            guard cursor < characters.count else { return nil }
            if closing {
                return characters[cursor] == "]" ? (.longEnd(name: name), cursor + 1 - index) : nil
            }
            if characters[cursor] == ":" { return (.shortStart(name: name), cursor + 1 - index) }
            if characters[cursor] == "]" { return (.longStart(name: name), cursor + 1 - index) }
            return nil
        case "<":
            guard let close = characters[(index + 1)...].firstIndex(of: ">") else { return nil }
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

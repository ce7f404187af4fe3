/// A piece of a token-mapping template (``TokenMappingTemplate``): text shown as it is, or a
/// positional parameter with the language cases to apply to it.
///
/// `{$i}` is parameter *i*; `{$i::gen::plural}` is parameter *i* with the cases `gen` then `plural`
/// applied. A `{$` with no closing `}` is text to the end; a placeholder whose index is not a number
/// shows nothing, and neither does a parameter the token does not have.
enum TokenMappingPiece: Sendable, Hashable {
    /// Text shown as it is.
    case text(String)
    /// Parameter `index` (`nil`: not a number, shows nothing), with `caseKeys` applied in order.
    case parameter(index: Int?, caseKeys: [String])

    /// The pieces of `template`.
    static func pieces(of template: String) -> [TokenMappingPiece] {
        var pieces: [TokenMappingPiece] = []
        var rest = Substring(template)
        while let open = firstPlaceholderStart(in: rest) {
            if open.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                pieces.append(.text(String(rest[open.lowerBound...])))
                return pieces
            }
            let inner = splitOnDoubleColons(rest[open.upperBound..<close])
            pieces.append(.parameter(index: Int(inner[0]), caseKeys: Array(inner.dropFirst())))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    /// `text` split on `::` (as Foundation's `components(separatedBy:)` splits it, without its cost).
    static func splitOnDoubleColons(_ text: Substring) -> [String] {
        var pieces: [String] = []
        var pieceStart = text.startIndex
        var index = text.startIndex
        let utf8 = text.utf8
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: ":"), next != utf8.endIndex, utf8[next] == UInt8(ascii: ":") {
                pieces.append(String(text[pieceStart..<index]))
                index = utf8.index(after: next)
                pieceStart = index
            } else {
                index = next
            }
        }
        pieces.append(String(text[pieceStart...]))
        return pieces
    }

    /// Where the first `{$` in `text` is (a search of its UTF-8, not Foundation's `range(of:)`).
    static func firstPlaceholderStart(in text: Substring) -> Range<String.Index>? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "{"), next != utf8.endIndex, utf8[next] == UInt8(ascii: "$") {
                return index..<utf8.index(after: next)
            }
            index = next
        }
        return nil
    }
}

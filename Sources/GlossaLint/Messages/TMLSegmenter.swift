import GlossaMessages

/// Splits a parsed TML label into text (literal text, decorated content) and code (data tokens whole,
/// decoration openings and closings).
enum TMLSegmenter {
    static func segments(of document: TMLDocument) -> [MessageSegment] {
        let characters = Array(document.source)
        var segments: [MessageSegment] = []
        var position = 0

        func emit(_ range: Range<Int>, asCode: Bool) {
            let lower = max(range.lowerBound, position)
            let upper = min(range.upperBound, characters.count)
            guard lower < upper else { return }
            // Anything skipped (escapes the parser folded away) is kept as code.
            if lower > position { segments.appendCode(String(characters[position..<lower])) }
            let piece = String(characters[lower..<upper])
            if asCode { segments.appendCode(piece) } else { segments.appendText(piece) }
            position = upper
        }

        func walk(_ nodes: [TMLNode]) {
            for node in nodes {
                switch node {
                case .text(_, let range):
                    emit(range.offsets, asCode: false)
                case .token(let token):
                    emit(token.range.offsets, asCode: true)
                case .decoration(let decoration):
                    let whole = decoration.range.offsets
                    guard let first = decoration.children.first.map(Self.offsets),
                        let last = decoration.children.last.map(Self.offsets)
                    else {
                        emit(whole, asCode: true)
                        continue
                    }
                    emit(whole.lowerBound..<first.lowerBound, asCode: true)
                    walk(decoration.children)
                    emit(last.upperBound..<whole.upperBound, asCode: true)
                }
            }
        }
        walk(document.nodes)
        if position < characters.count { segments.appendCode(String(characters[position...])) }
        return segments
    }

    private static func offsets(_ node: TMLNode) -> Range<Int> {
        switch node {
        case .text(_, let range): range.offsets
        case .token(let token): token.range.offsets
        case .decoration(let decoration): decoration.range.offsets
        }
    }
}

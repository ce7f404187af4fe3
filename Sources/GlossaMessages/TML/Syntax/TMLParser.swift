/// Parses TML labels into ``TMLDocument`` syntax trees (<doc:TMLSemantics#Data-tokens>,
/// <doc:TMLSemantics#Decorations>).
///
/// Decorations are parsed first, as a tree, exactly as TMLKit's Ruby SDK does (including its quirks:
/// any fragment containing `]` ends a short decoration, any `[/…]` ends a long one); data tokens are
/// then found in the text between them. Parsing never fails: unclosed decorations are closed at the
/// end and reported, and text that is not a token stays text.
public enum TMLParser {
    /// Decorations nest at most this deep; deeper starts are kept as text and reported, so hostile
    /// labels cannot exhaust the stack of the parser, the compiler or the resolver.
    public static let maximumNesting = 256

    /// Parses a label.
    public static func parse(_ label: String) -> TMLDocument {
        var state = State(label: label)
        var nodes: [TMLNode] = []
        while state.index < state.fragments.count {
            nodes.append(contentsOf: state.parseNode())
        }
        return TMLDocument(source: label, nodes: nodes, diagnostics: state.diagnostics)
    }

    fileprivate struct State {
        /// The label's UTF-8.
        let utf8: [UInt8]
        let characters: [Character]
        /// Each character's ASCII code, or ``TMLFragment/nonASCII``: punctuation is found by comparing
        /// these bytes rather than `Character`s (a `Character` comparison, and `asciiValue`, compare
        /// strings). A character with a combining mark is not ASCII, so `]\u{301}` is no `]`; `\r\n`
        /// is `\n`, as `Character.asciiValue` says.
        let codes: [UInt8]
        /// Where each character starts in ``utf8`` (and its end, last), so that a range of characters
        /// becomes a string by one copy of its bytes.
        let characterStarts: [Int]
        let fragments: [TMLFragment]
        let lineStarts: [Int]
        var index = 0
        var depth = 0
        var reportedNesting = false
        var diagnostics: [SyntaxDiagnostic] = []

        init(label: String) {
            let utf8 = Array(label.utf8)
            let characters = Array(label)
            var starts: [Int] = []
            var codes: [UInt8] = []
            var lines = [0]
            starts.reserveCapacity(characters.count + 1)
            codes.reserveCapacity(characters.count)
            // One pass finds the characters; their starts follow from their UTF-8 lengths, their codes
            // from their bytes.
            var position = 0
            for (offset, character) in characters.enumerated() {
                starts.append(position)
                let length = character.utf8.count
                let first = utf8[position]
                let code: UInt8
                if length == 1 {
                    code = first
                } else if length == 2, first == 0x0D, utf8[position + 1] == 0x0A {
                    code = 0x0A
                } else {
                    code = TMLFragment.nonASCII
                }
                codes.append(code)
                if code == TMLFragment.nonASCII ? character.isNewline : (code >= 0x0A && code <= 0x0D) {
                    lines.append(offset + 1)
                }
                position += length
            }
            starts.append(position)
            self.utf8 = utf8
            self.characters = characters
            self.codes = codes
            characterStarts = starts
            fragments = TMLFragment.fragments(of: characters, codes: codes)
            lineStarts = lines
        }

        func location(_ offset: Int) -> SourceLocation {
            var low = 0
            var high = lineStarts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle }
            }
            return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
        }

        func range(_ offsets: Range<Int>) -> TMLSourceRange {
            TMLSourceRange(offsets: offsets, start: location(offsets.lowerBound))
        }

        func text(_ offsets: Range<Int>) -> String {
            // Whole characters of a valid string: valid UTF-8, not validated again.
            utf8[characterStarts[offsets.lowerBound]..<characterStarts[offsets.upperBound]]
                .withUnsafeBufferPointer { AssembledUTF8.string($0) }
        }

        /// Parses the fragment at `index` (and, for a decoration, its content).
        mutating func parseNode() -> [TMLNode] {
            let fragment = fragments[index]
            index += 1
            let opens: Bool
            switch fragment.kind {
            case .shortStart, .longStart, .htmlStart(_, selfClosing: false): opens = true
            default: opens = false
            }
            if opens, depth >= TMLParser.maximumNesting {
                if !reportedNesting {
                    reportedNesting = true
                    diagnostics.append(
                        SyntaxDiagnostic(
                            location: location(fragment.range.lowerBound),
                            message:
                                "decorations nest deeper than \(TMLParser.maximumNesting); deeper ones are kept as text"
                        ))
                }
                return [.text(text(fragment.range), range(fragment.range))]
            }
            switch fragment.kind {
            case .shortStart(let name):
                return [parseDecoration(name: name, form: .short, start: fragment.range.lowerBound)]
            case .longStart(let name):
                return [parseDecoration(name: name, form: .long, start: fragment.range.lowerBound)]
            case .htmlStart(let name, let selfClosing):
                if selfClosing { return [.text(text(fragment.range), range(fragment.range))] }
                return [parseDecoration(name: name, form: .html, start: fragment.range.lowerBound)]
            case .text:
                return TMLTokenScanner.scan(characters, codes, in: fragment.range, state: self)
            case .shortEnd, .longEnd, .htmlEnd:
                // An end with nothing to close is text.
                return [.text(text(fragment.range), range(fragment.range))]
            }
        }

        mutating func parseDecoration(name: String, form: TMLDecoration.Form, start: Int) -> TMLNode {
            depth += 1
            defer { depth -= 1 }
            var children: [TMLNode] = []
            var closed = false
            var firstText = true
            var end = fragments[index - 1].range.upperBound
            while index < fragments.count {
                let next = fragments[index]
                let ends: Bool
                switch (form, next.kind) {
                case (.short, _):
                    // Any `]` in its text, as Ruby's `include?` finds it (a scalar, whatever follows).
                    ends = utf8[characterStarts[next.range.lowerBound]..<characterStarts[next.range.upperBound]]
                        .contains(UInt8(ascii: "]"))
                case (.long, .longEnd): ends = true
                case (.html, .htmlEnd): ends = true
                default: ends = false
                }
                if ends {
                    index += 1
                    closed = true
                    end = next.range.upperBound
                    break
                }
                var parsed = parseNode()
                if form == .short, firstText, case .text(let value, let textRange)? = parsed.first {
                    // The first text of a short decoration is left-trimmed (`[bold: x]` → "x").
                    let trimmed = String(value.drop(while: TMLFragment.isWhitespace))
                    let dropped = value.count - trimmed.count
                    let newRange = TMLSourceRange(
                        offsets: (textRange.offsets.lowerBound + dropped)..<textRange.offsets.upperBound,
                        start: location(textRange.offsets.lowerBound + dropped))
                    if trimmed.isEmpty { parsed.removeFirst() } else { parsed[0] = .text(trimmed, newRange) }
                    firstText = false
                } else if form == .short, firstText, case .token? = parsed.first {
                    firstText = false
                }
                children.append(contentsOf: parsed)
                end = fragments[index - 1].range.upperBound
            }
            if !closed {
                let written: String
                switch form {
                case .short: written = "[\(name):"
                case .long: written = "[\(name)]"
                case .html: written = "<\(name)>"
                }
                diagnostics.append(
                    SyntaxDiagnostic(
                        location: location(start), message: "\(written) is not closed; it ends with the label"))
            }
            return .decoration(
                TMLDecoration(name: name, form: form, children: children, isClosed: closed, range: range(start..<end)))
        }
    }

    /// Lets the token scanner report positions.
    fileprivate typealias ScannerState = State
}

/// Finds data tokens in a text fragment.
enum TMLTokenScanner {
    fileprivate static func scan(
        _ characters: [Character], _ codes: [UInt8], in fragment: Range<Int>, state: TMLParser.ScannerState
    ) -> [TMLNode] {
        var nodes: [TMLNode] = []
        var textStart = fragment.lowerBound
        var index = fragment.lowerBound
        while index < fragment.upperBound {
            let code = codes[index]
            if code == UInt8(ascii: "{")
                || (code == UInt8(ascii: "%") && index + 1 < fragment.upperBound
                    && codes[index + 1] == UInt8(ascii: "{")),
                let (token, end) = token(characters, codes, at: index, limit: fragment.upperBound, state: state)
            {
                if textStart < index {
                    nodes.append(.text(state.text(textStart..<index), state.range(textStart..<index)))
                }
                nodes.append(.token(token))
                index = end
                textStart = end
            } else {
                index += 1
            }
        }
        if textStart < fragment.upperBound {
            nodes.append(
                .text(state.text(textStart..<fragment.upperBound), state.range(textStart..<fragment.upperBound))
            )
        }
        return nodes
    }

    /// The token starting at `start`, and the offset after it. Punctuation is found by the characters'
    /// ASCII codes (`codes`), which no character with a combining mark has.
    private static func token(
        _ characters: [Character], _ codes: [UInt8], at start: Int, limit: Int, state: TMLParser.ScannerState
    ) -> (TMLToken, Int)? {
        var index = start
        /// The code at `index`, or `end` past the limit.
        let end: UInt8 = 0xFF
        func peek() -> UInt8 { index < limit ? codes[index] : end }
        func skipSpaces() {
            while index < limit, TMLFragment.isWhitespace(code: codes[index], characters[index]) { index += 1 }
        }
        func word() -> String {
            let begin = index
            while index < limit, TMLFragment.isWordCode(codes[index]) { index += 1 }
            // Word characters are ASCII: the word is their codes.
            return String(decoding: codes[begin..<index], as: UTF8.self)
        }
        if peek() == UInt8(ascii: "%") { index += 1 }
        var openBraces = 0
        while peek() == UInt8(ascii: "{"), openBraces < 2 {
            index += 1
            openBraces += 1
        }
        skipSpaces()
        let name = word()
        guard !name.isEmpty else { return nil }
        var attribute: String?
        if peek() == UInt8(ascii: ".") {
            index += 1
            attribute = word()
        }
        var contextKeys: [String] = []
        var caseKeys: [String] = []
        while true {
            skipSpaces()
            guard peek() == UInt8(ascii: ":") else { break }
            let mark = index
            index += 1
            let isCase = peek() == UInt8(ascii: ":")
            if isCase { index += 1 }
            skipSpaces()
            let key = word()
            guard !key.isEmpty else {
                index = mark
                break
            }
            if isCase { caseKeys.append(key) } else if caseKeys.isEmpty { contextKeys.append(key) } else { return nil }
        }
        skipSpaces()
        var kind = TMLToken.Kind.data
        if let attribute { kind = .method(attribute: attribute) }
        if peek() == UInt8(ascii: "|") || peek() == UInt8(ascii: "@"), attribute == nil {
            let isMap = peek() == UInt8(ascii: "@")
            index += 1
            var displays = false
            if !isMap, peek() == UInt8(ascii: "|") {
                index += 1
                displays = true
            }
            let begin = index
            while index < limit, codes[index] != UInt8(ascii: "{"), codes[index] != UInt8(ascii: "}"),
                codes[index] != UInt8(ascii: "|")
            {
                index += 1
            }
            guard peek() == UInt8(ascii: "}"), index > begin else { return nil }
            let parameters = parseParameters(state.text(begin..<index))
            guard !parameters.isEmpty else { return nil }
            kind = isMap ? .map(parameters: parameters) : .piped(displaysValue: displays, parameters: parameters)
        }
        var closeBraces = 0
        while peek() == UInt8(ascii: "}"), closeBraces < 2, closeBraces < max(openBraces, 1) {
            index += 1
            closeBraces += 1
        }
        guard closeBraces > 0 else { return nil }
        let token = TMLToken(
            name: name, kind: kind, contextKeys: contextKeys, caseKeys: caseKeys,
            source: state.text(start..<index), range: state.range(start..<index))
        return (token, index)
    }

    /// Splits piped and map parameters on commas; named when the first contains a colon.
    static func parseParameters(_ text: String) -> [TMLParameter] {
        let pieces = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.trimmingWhitespace())
        }
        guard let first = pieces.first, !(pieces.count == 1 && first.isEmpty) else { return [] }
        if first.utf8.contains(UInt8(ascii: ":")) {
            return pieces.map { piece in
                guard let colon = piece.firstIndex(of: ":") else { return TMLParameter(key: nil, value: piece) }
                return TMLParameter(
                    key: String(piece[..<colon].trimmingWhitespace()),
                    value: String(piece[piece.index(after: colon)...].trimmingWhitespace()))
            }
        }
        return pieces.map { TMLParameter(key: nil, value: $0) }
    }
}

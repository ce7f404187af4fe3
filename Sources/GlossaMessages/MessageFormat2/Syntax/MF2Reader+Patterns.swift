/// Patterns: text with escapes and placeholders, simple or between `{{` and `}}`.
extension MF2Reader {
    /// A pattern from the current position: to the end of the message (`quoted == false`) or to the
    /// `}}` that closes it, consumed. Broken placeholders become invalid parts; the pattern goes on.
    mutating func readPattern(quoted: Bool, from start: Int) -> MF2Pattern {
        var parts: [MF2PatternPart] = []
        var text = String.UnicodeScalarView()
        var textStart = position
        func flushText(_ reader: MF2Reader) {
            guard !text.isEmpty else { return }
            parts.append(.text(String(text), reader.range(textStart, reader.position)))
            text = String.UnicodeScalarView()
        }
        while let scalar = peek() {
            switch scalar {
            case "}" where quoted && peek(1) == "}":
                flushText(self)
                position += 2
                return MF2Pattern(parts: parts, range: range(from: start))
            case "{":
                flushText(self)
                parts.append(readPlaceholderPart())
                textStart = position
            case "}":
                report(.syntaxError, position, position + 1, "\"}\" must be escaped as \"\\}\" in text")
                if text.isEmpty { textStart = position }
                text.append(scalar)
                position += 1
            case "\\":
                if text.isEmpty { textStart = position }
                if let escaped = peek(1), MF2Characters.isEscapable(escaped) {
                    text.append(escaped)
                    position += 2
                } else {
                    report(.syntaxError, position, position + 1, "\"\\\" escapes only \\, {, | and } in text")
                    text.append(scalar)
                    position += 1
                }
            case "\u{0}":
                report(.syntaxError, position, position + 1, "a message cannot contain U+0000")
                position += 1
            default:
                if text.isEmpty { textStart = position }
                text.append(scalar)
                position += 1
            }
        }
        flushText(self)
        if quoted {
            report(.syntaxError, start, start + 2, "the pattern opened here is not closed with \"}}\"")
        }
        return MF2Pattern(parts: parts, range: range(from: start))
    }

    /// A placeholder in a pattern, or what was skipped of a broken one.
    private mutating func readPlaceholderPart() -> MF2PatternPart {
        let start = position
        do throws(Failure) {
            switch try readPlaceholder() {
            case .expression(let expression): return .expression(expression)
            case .markup(let markup): return .markup(markup)
            }
        } catch {
            report(error)
            position = error.position
            // A placeholder broken before its end stops at the next placeholder or pattern end.
            while let scalar = peek(), scalar != "}", scalar != "{" { position += 1 }
            if peek() == "}", peek(1) != "}" { position += 1 }
            if position == start { position += 1 }
            return .invalid(
                MF2InvalidPiece(source: text(start, position), reason: error.message, range: range(from: start)))
        }
    }
}

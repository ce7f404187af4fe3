/// Patterns: text with escapes and placeholders, simple or between `{{` and `}}`.
extension MF2Reader {
    /// A pattern from the current position, told to `consumer` part by part: to the end of the
    /// message (`quoted == false`) or to the `}}` that closes it, consumed. Broken placeholders
    /// become invalid parts; the pattern goes on.
    mutating func readPattern<Consumer: MF2GrammarConsumer>(
        quoted: Bool, from start: Int, into consumer: inout Consumer
    ) {
        // The text being read: `resolved` (escapes resolved) up to `runStart`, then the source as
        // written from `runStart` to the current position; `textStart` is `nil` while there is none.
        var resolved = ""
        var runStart = position
        var textStart: Int?
        while let scalar = peek() {
            switch scalar {
            case "}" where quoted && peek(1) == "}":
                flushText(&resolved, runStart: runStart, textStart: &textStart, into: &consumer)
                position += 2
                consumer.endPattern(range(from: start))
                return
            case "{":
                flushText(&resolved, runStart: runStart, textStart: &textStart, into: &consumer)
                let placeholderStart = position
                if let variable = readVariablePlaceholder() {
                    consumer.variablePlaceholder(variable, range: range(from: placeholderStart))
                } else {
                    consumer.part(readPlaceholderPart())
                }
            case "}":
                report(.syntaxError, position, position + 1, "\"}\" must be escaped as \"\\}\" in text")
                if textStart == nil { (textStart, runStart) = (position, position) }
                position += 1
            case "\\":
                if textStart == nil { (textStart, runStart) = (position, position) }
                if let escaped = peek(1), MF2Characters.isEscapable(escaped) {
                    resolved += text(runStart, position)
                    resolved.unicodeScalars.append(escaped)
                    position += 2
                    runStart = position
                } else {
                    report(.syntaxError, position, position + 1, "\"\\\" escapes only \\, {, | and } in text")
                    position += 1
                }
            case "\u{0}":
                report(.syntaxError, position, position + 1, "a message cannot contain U+0000")
                // Left out of the text.
                if textStart != nil { resolved += text(runStart, position) }
                position += 1
                runStart = position
            default:
                if textStart == nil { (textStart, runStart) = (position, position) }
                position = endOfPlainText(from: position + 1)
            }
        }
        flushText(&resolved, runStart: runStart, textStart: &textStart, into: &consumer)
        if quoted {
            report(.syntaxError, start, start + 2, "the pattern opened here is not closed with \"}}\"")
        }
        consumer.endPattern(range(from: start))
    }

    /// The first position from `start` at or after which the text is not plain: `{`, `}`, `\` or
    /// U+0000, or the end. Reads the bytes of an ASCII message directly.
    private func endOfPlainText(from start: Int) -> Int {
        var index = start
        if source.isASCII {
            source.bytes.withUnsafeBufferPointer { bytes in
                while index < bytes.count {
                    switch bytes[index] {
                    case 0x7B, 0x7D, 0x5C, 0x00: return
                    default: index &+= 1
                    }
                }
            }
            return index
        }
        while let scalar = peek(index - position) {
            switch scalar {
            case "{", "}", "\\", "\u{0}": return index
            default: index += 1
            }
        }
        return index
    }

    /// Tells `consumer` the text read since `textStart` (escapes resolved in `resolved` up to
    /// `runStart`, the source as written after it), if any, and starts none.
    private mutating func flushText<Consumer: MF2GrammarConsumer>(
        _ resolved: inout String, runStart: Int, textStart: inout Int?, into consumer: inout Consumer
    ) {
        guard let first = textStart else { return }
        if resolved.isEmpty, runStart == first {
            let end = position
            consumer.sourceText(range(first, end)) { text(first, end) }
        } else {
            consumer.part(.text(resolved + text(runStart, position), range(first, position)))
        }
        resolved = ""
        textStart = nil
    }

    /// `{$name}`, with any white space inside its braces, at its `{`, read whole; `nil`, having
    /// consumed nothing, for any other placeholder (which ``readPlaceholder()`` reads, as it would
    /// this one).
    private mutating func readVariablePlaceholder() -> MF2Variable? {
        let start = position
        position += 1
        skipOptionalSpace()
        guard peek() == "$", let variable = try? readVariable() else {
            position = start
            return nil
        }
        skipOptionalSpace()
        guard peek() == "}" else {
            position = start
            return nil
        }
        position += 1
        return variable
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

/// Messages: simple, or complex with declarations and a quoted pattern or a matcher.
extension MF2Reader {
    /// The whole message, told to `consumer`, with its syntax errors (data model errors are checked
    /// by the consumers).
    mutating func readMessage<Consumer: MF2GrammarConsumer>(into consumer: inout Consumer) {
        skipOptionalSpace()
        guard peek() == "." || isAt("{{") else {
            position = 0
            readPattern(quoted: false, from: 0, into: &consumer)
            return
        }
        while true {
            let start = position
            if isAt(".input") || isAt(".local") {
                do throws(Failure) {
                    if let declaration = try readDeclaration() { consumer.declaration(declaration) }
                } catch {
                    report(error)
                    skipPastClosingBrace(from: error.position)
                }
                skipOptionalSpace()
                continue
            }
            if isAt(".match") {
                readMatcher(into: &consumer)
            } else if isAt("{{") {
                position += 2
                readPattern(quoted: true, from: start, into: &consumer)
            } else {
                let isKeyword = peek() == "."
                report(
                    .syntaxError, position, position + 1,
                    isKeyword
                        ? "expected .input, .local, .match or \"{{\", found an unknown keyword"
                        : "expected a declaration, .match or a pattern in \"{{ }}\", found \(found)")
                if isKeyword {
                    skipPastClosingBrace(from: position)
                    skipOptionalSpace()
                    if !isAtEnd { continue }
                }
                position = count
                consumer.endPattern(range(from: start))
                return
            }
            skipOptionalSpace()
            if !isAtEnd {
                report(.syntaxError, position, count, "unexpected content after the end of the message")
                position = count
            }
            return
        }
    }

    /// `.input {$name …}` or `.local $name = {…}`, at its keyword; `nil` (reported) for an `.input`
    /// whose expression is not a variable's.
    private mutating func readDeclaration() throws(Failure) -> MF2Declaration? {
        let start = position
        let isInput = isAt(".input")
        position += 6
        if isInput {
            skipOptionalSpace()
            guard peek() == "{" else { throw failure("expected \"{\" after .input, found \(found)") }
            let expressionStart = position
            guard let expression = try readDeclaredExpression() else { return nil }
            guard case .variable(let variable) = expression.operand else {
                report(
                    .syntaxError, expressionStart, position,
                    "an .input declaration must be a variable expression, {$name …}")
                return nil
            }
            return MF2Declaration(kind: .input, variable: variable, expression: expression, range: range(from: start))
        }
        guard skipRequiredSpace() else { throw failure("expected white space after .local, found \(found)") }
        guard peek() == "$" else { throw failure("expected a variable after .local, found \(found)") }
        let variable = try readVariable()
        skipOptionalSpace()
        try expect("=", "\"=\" after the variable of .local")
        skipOptionalSpace()
        guard peek() == "{" else { throw failure("expected an expression in braces, found \(found)") }
        guard let expression = try readDeclaredExpression() else { return nil }
        return MF2Declaration(kind: .local, variable: variable, expression: expression, range: range(from: start))
    }

    /// The expression of a declaration; `nil` (reported) for markup, which is not one.
    private mutating func readDeclaredExpression() throws(Failure) -> MF2Expression? {
        let start = position
        switch try readPlaceholder() {
        case .expression(let expression): return expression
        case .markup:
            report(.syntaxError, start, position, "a declaration's value must be an expression, not markup")
            return nil
        }
    }

    /// `.match` with its selectors and variants, at `.match`.
    private mutating func readMatcher<Consumer: MF2GrammarConsumer>(into consumer: inout Consumer) {
        let start = position
        position += 6
        var selectors: [MF2Variable] = []
        do throws(Failure) {
            while true {
                let save = position
                guard skipRequiredSpace(), peek() == "$" else {
                    position = save
                    break
                }
                selectors.append(try readVariable())
            }
            if selectors.isEmpty { throw failure("expected a selector ($name) after .match, found \(found)") }
            guard skipRequiredSpace() else {
                throw failure("expected white space before the first variant, found \(found)")
            }
        } catch {
            report(error)
            position = error.position
            // Go on at the first thing that looks like a variant.
            while let scalar = peek(), !MF2Characters.isWhiteSpace(scalar) { position += 1 }
            skipOptionalSpace()
        }
        consumer.beginMatcher(selectors: selectors)
        var variantCount = 0
        while !isAtEnd {
            let variantStart = position
            do throws(Failure) {
                try readVariant(selectorCount: selectors.count, into: &consumer)
                variantCount += 1
            } catch {
                report(error)
                position = max(error.position, variantStart + 1)
                while !isAtEnd, !isAt("}}") { position += 1 }
                position = min(position + 2, count)
            }
            skipOptionalSpace()
        }
        if variantCount == 0, errors.isEmpty {
            report(.syntaxError, position, position, "expected at least one variant after the selectors")
        }
        consumer.endMatcher(range(from: start))
    }

    /// Keys (as many as `selectorCount` when the variant is right), then a quoted pattern; told to
    /// `consumer` once its keys and the `{{` after them are read (a variant broken before is not).
    private mutating func readVariant<Consumer: MF2GrammarConsumer>(
        selectorCount: Int, into consumer: inout Consumer
    ) throws(Failure) {
        let start = position
        // The storage of the last variant's keys when the consumer did not keep them, else room for
        // one key per selector (at most a few: a hostile message's thousands of selectors must not
        // reserve thousands of keys for each of its variants).
        var keys: [MF2Key] = []
        swap(&keys, &variantKeys)
        keys.removeAll(keepingCapacity: true)
        if keys.capacity == 0 { keys.reserveCapacity(min(selectorCount, 4)) }
        defer { swap(&keys, &variantKeys) }
        while true {
            if peek() == "*" {
                keys.append(.catchAll(range(position, position + 1)))
                position += 1
            } else if let scalar = peek(), scalar == "|" || MF2Characters.isNameCharacter(scalar) {
                keys.append(.literal(try readLiteral()))
            } else {
                throw failure("expected a variant key (a literal or \"*\"), found \(found)")
            }
            let save = position
            guard skipRequiredSpace(), let next = peek(),
                next == "*" || next == "|" || MF2Characters.isNameCharacter(next)
            else {
                position = save
                break
            }
        }
        skipOptionalSpace()
        guard isAt("{{") else {
            throw failure("expected a pattern in \"{{ }}\" after the variant's keys, found \(found)")
        }
        let patternStart = position
        position += 2
        consumer.beginVariant(keys: keys)
        readPattern(quoted: true, from: patternStart, into: &consumer)
        consumer.endVariant(range(from: start))
    }
}

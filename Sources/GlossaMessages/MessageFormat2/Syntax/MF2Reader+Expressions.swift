/// Placeholders, expressions and their parts: literals, variables, identifiers, options, attributes.
extension MF2Reader {
    /// What a placeholder holds.
    enum Placeholder {
        case expression(MF2Expression)
        case markup(MF2Markup)
    }

    /// A placeholder, at its `{`: an expression or markup, up to and including its `}`.
    mutating func readPlaceholder() throws(Failure) -> Placeholder {
        let start = position
        try expect("{", "\"{\"")
        skipOptionalSpace()
        if peek() == "#" || peek() == "/" { return .markup(try readMarkup(from: start)) }
        var operand: MF2Operand?
        var function: MF2Function?
        switch peek() {
        case "$": operand = .variable(try readVariable())
        case ":": function = try readFunction()
        case let scalar? where scalar == "|" || MF2Characters.isNameCharacter(scalar):
            operand = .literal(try readLiteral())
        default:
            throw failure("expected a literal, a variable, a function or markup, found \(found)")
        }
        var attributes: [MF2Attribute] = []
        while true {
            let save = position
            guard skipRequiredSpace() else { break }
            if peek() == ":", function == nil, attributes.isEmpty {
                function = try readFunction()
            } else if peek() == "@" {
                attributes.append(try readAttribute())
            } else {
                position = save
                break
            }
        }
        skipOptionalSpace()
        try expect("}", "\"}\" to close the expression")
        return .expression(
            MF2Expression(operand: operand, function: function, attributes: attributes, range: range(from: start)))
    }

    /// Markup after its `{` and white space: `#name options attributes /?}` or `/name options attributes}`.
    private mutating func readMarkup(from start: Int) throws(Failure) -> MF2Markup {
        let isClose = peek() == "/"
        position += 1
        let identifier = try readIdentifier()
        let options = try readOptions()
        var attributes: [MF2Attribute] = []
        while true {
            let save = position
            guard skipRequiredSpace(), peek() == "@" else {
                position = save
                break
            }
            attributes.append(try readAttribute())
        }
        skipOptionalSpace()
        var kind: MF2Markup.Kind = isClose ? .close : .open
        if !isClose, peek() == "/" {
            position += 1
            kind = .standalone
        }
        try expect("}", "\"}\" to close the markup")
        return MF2Markup(
            kind: kind, identifier: identifier, options: options, attributes: attributes, range: range(from: start))
    }

    /// `:identifier options`, at its `:`.
    mutating func readFunction() throws(Failure) -> MF2Function {
        let start = position
        try expect(":", "\":\"")
        let identifier = try readIdentifier()
        let options = try readOptions()
        return MF2Function(identifier: identifier, options: options, range: range(from: start))
    }

    /// Options, each after white space, as long as an identifier follows the white space.
    private mutating func readOptions() throws(Failure) -> [MF2Option] {
        var options: [MF2Option] = []
        while true {
            let save = position
            guard skipRequiredSpace(), let scalar = peek(), isNameStart(scalar) else {
                position = save
                return options
            }
            let start = position
            let identifier = try readIdentifier()
            skipOptionalSpace()
            try expect("=", "\"=\" after the option name \"\(identifier)\"")
            skipOptionalSpace()
            let value: MF2Operand
            switch peek() {
            case "$": value = .variable(try readVariable())
            case let scalar? where scalar == "|" || MF2Characters.isNameCharacter(scalar):
                value = .literal(try readLiteral())
            default: throw failure("expected a literal or a variable as the value of \"\(identifier)\", found \(found)")
            }
            options.append(MF2Option(identifier: identifier, value: value, range: range(from: start)))
        }
    }

    /// `@identifier` with an optional `= literal`, at its `@`.
    private mutating func readAttribute() throws(Failure) -> MF2Attribute {
        let start = position
        try expect("@", "\"@\"")
        let identifier = try readIdentifier()
        let save = position
        skipOptionalSpace()
        guard peek() == "=" else {
            position = save
            return MF2Attribute(identifier: identifier, value: nil, range: range(from: start))
        }
        position += 1
        skipOptionalSpace()
        guard let scalar = peek(), scalar == "|" || MF2Characters.isNameCharacter(scalar) else {
            throw failure("expected a literal as the value of the attribute \"\(identifier)\", found \(found)")
        }
        let value = try readLiteral()
        return MF2Attribute(identifier: identifier, value: value, range: range(from: start))
    }

    /// `$name`, at its `$`.
    mutating func readVariable() throws(Failure) -> MF2Variable {
        let start = position
        try expect("$", "\"$\"")
        let name = try readName()
        return MF2Variable(name: name, range: range(from: start))
    }

    /// A quoted or unquoted literal, at its first character.
    mutating func readLiteral() throws(Failure) -> MF2Literal {
        let start = position
        guard peek() == "|" else {
            skipNameCharacters()
            guard position > start else { throw failure("expected a literal, found \(found)") }
            return MF2Literal(value: sharedText(start, position), isQuoted: false, range: range(from: start))
        }
        position += 1
        var value = String.UnicodeScalarView()
        while true {
            guard let scalar = peek() else {
                throw Failure(position: start, message: "the quoted literal is not closed with \"|\"")
            }
            switch scalar {
            case "|":
                position += 1
                return MF2Literal(value: String(value), isQuoted: true, range: range(from: start))
            case "\\":
                guard let escaped = peek(1), MF2Characters.isEscapable(escaped) else {
                    throw failure("\"\\\" escapes only \\, {, | and } in a literal")
                }
                value.append(escaped)
                position += 2
            case "\u{0}":
                throw failure("a literal cannot contain U+0000")
            default:
                value.append(scalar)
                position += 1
            }
        }
    }

    /// `namespace:name` or `name`.
    mutating func readIdentifier() throws(Failure) -> MF2Identifier {
        let first = try readName()
        guard peek() == ":" else { return MF2Identifier(namespace: nil, name: first) }
        position += 1
        return MF2Identifier(namespace: first, name: try readName())
    }

    /// `name`: an optional bidi mark, a name start, name characters, an optional bidi mark; the
    /// marks are not part of the name.
    mutating func readName() throws(Failure) -> String {
        if let scalar = peek(), MF2Characters.isBidi(scalar) { position += 1 }
        guard let scalar = peek(), MF2Characters.isNameStart(scalar) else {
            throw failure("expected a name, found \(found)")
        }
        let start = position
        position += 1
        skipNameCharacters()
        let name = sharedText(start, position)
        if let scalar = peek(), MF2Characters.isBidi(scalar) { position += 1 }
        return name
    }

    /// Whether `scalar` can start a name (a name start, or the bidi mark a name may begin with).
    func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        MF2Characters.isNameStart(scalar) || MF2Characters.isBidi(scalar)
    }
}

extension MF2Message {
    /// The message written back in a canonical form: one declaration per line, `.match` and each
    /// variant on lines of their own, single spaces between the parts of an expression, literals
    /// unquoted when they can be, and only the escapes the syntax needs. For a message without
    /// syntax errors, parsing the result gives the same data model. (A broken placeholder is written
    /// as it was; broken declarations and variants are not in the tree, so they are not written.)
    public var canonicalSource: String {
        var out = ""
        for declaration in declarations {
            switch declaration.kind {
            case .input: out += ".input "
            case .local: out += ".local $\(declaration.variable.name) = "
            }
            Self.write(declaration.expression, to: &out)
            out += "\n"
        }
        switch body {
        case .pattern(let pattern):
            if declarations.isEmpty, Self.canBeSimple(pattern) {
                Self.write(pattern.parts, to: &out)
            } else {
                out += "{{"
                Self.write(pattern.parts, to: &out)
                out += "}}"
            }
        case .matcher(let matcher):
            out += ".match"
            for selector in matcher.selectors { out += " $\(selector.name)" }
            for variant in matcher.variants {
                out += "\n"
                for key in variant.keys {
                    if let value = key.value { Self.write(literal: value, to: &out) } else { out += "*" }
                    out += " "
                }
                out += "{{"
                Self.write(variant.pattern.parts, to: &out)
                out += "}}"
            }
        }
        return out
    }

    /// Whether a pattern reads back as the same simple message: it must not start with white space,
    /// a bidi mark or `.` (which would be read as the message's leading space or a keyword).
    private static func canBeSimple(_ pattern: MF2Pattern) -> Bool {
        guard case .text(let text, _) = pattern.parts.first, let first = text.unicodeScalars.first else { return true }
        return first != "." && !MF2Characters.isWhiteSpace(first) && !MF2Characters.isBidi(first)
    }

    private static func write(_ parts: [MF2PatternPart], to out: inout String) {
        for part in parts {
            switch part {
            case .text(let text, _):
                for character in text.unicodeScalars {
                    if character == "\\" || character == "{" || character == "}" { out += "\\" }
                    out.unicodeScalars.append(character)
                }
            case .expression(let expression): write(expression, to: &out)
            case .markup(let markup):
                out += markup.kind == .close ? "{/" : "{#"
                out += markup.identifier.description
                write(markup.options, to: &out)
                write(markup.attributes, to: &out)
                out += markup.kind == .standalone ? " /}" : "}"
            case .invalid(let piece): out += piece.source
            }
        }
    }

    private static func write(_ expression: MF2Expression, to out: inout String) {
        out += "{"
        switch expression.operand {
        case .literal(let literal): write(literal: literal.value, to: &out)
        case .variable(let variable): out += "$\(variable.name)"
        case nil: break
        }
        if let function = expression.function {
            if expression.operand != nil { out += " " }
            out += ":\(function.identifier)"
            write(function.options, to: &out)
        }
        write(expression.attributes, to: &out)
        out += "}"
    }

    private static func write(_ options: [MF2Option], to out: inout String) {
        for option in options {
            out += " \(option.identifier)="
            switch option.value {
            case .literal(let literal): write(literal: literal.value, to: &out)
            case .variable(let variable): out += "$\(variable.name)"
            }
        }
    }

    private static func write(_ attributes: [MF2Attribute], to out: inout String) {
        for attribute in attributes {
            out += " @\(attribute.identifier)"
            if let value = attribute.value {
                out += "="
                write(literal: value.value, to: &out)
            }
        }
    }

    /// A literal unquoted when it is a run of name characters, else quoted with `\\` and `\|`.
    private static func write(literal value: String, to out: inout String) {
        if !value.isEmpty, value.unicodeScalars.allSatisfy(MF2Characters.isNameCharacter) {
            out += value
            return
        }
        out += "|"
        for character in value.unicodeScalars {
            if character == "\\" || character == "|" { out += "\\" }
            out.unicodeScalars.append(character)
        }
        out += "|"
    }
}

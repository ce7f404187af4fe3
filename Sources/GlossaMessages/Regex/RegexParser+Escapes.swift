extension RegexParser {
    /// An element of a character class: one scalar or a class escape's set.
    private enum ClassAtom {
        case scalar(UInt32)
        case set(RegexScalarSet)
    }

    /// Parses `\…` outside a class: class escapes, `\b`/`\B`, or a character escape.
    mutating func parseEscape() throws(RegexSyntaxError) -> Parsed {
        let start = index
        index += 1
        guard let scalar = current else { throw error(at: start, "pattern ends with a backslash") }
        if let set = Self.classEscape(scalar) {
            index += 1
            return Parsed(node: .characterClass(RegexCharacterClass(set: set, isNegated: false)), size: 1)
        }
        switch scalar {
        case "b":
            index += 1
            return Parsed(node: .assertion(.wordBoundary), size: 1)
        case "B":
            index += 1
            return Parsed(node: .assertion(.notWordBoundary), size: 1)
        case "1"..."9":
            throw error(at: start, "back-references are not supported")
        default:
            return Parsed(node: .scalar(try parseCharacterEscape(start: start)), size: 1)
        }
    }

    /// Parses `[…]` or `[^…]`, with ranges, class escapes and, as in JavaScript, a literal `-` at either
    /// end or next to a class escape.
    mutating func parseClass() throws(RegexSyntaxError) -> RegexCharacterClass {
        let open = index
        index += 1
        var isNegated = false
        if current == "^" {
            isNegated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var sets: [RegexScalarSet] = []
        while true {
            guard let scalar = current else { throw error(at: open, "missing ']'") }
            if scalar == "]" {
                index += 1
                break
            }
            let first = try parseClassAtom()
            guard case .scalar(let low) = first else {
                if case .set(let set) = first { sets.append(set) }
                continue
            }
            guard current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" else {
                ranges.append(low...low)
                continue
            }
            let dash = index
            index += 1
            switch try parseClassAtom() {
            case .scalar(let high):
                guard low <= high else { throw error(at: dash, "range out of order in character class") }
                ranges.append(low...high)
            case .set(let set):
                ranges.append(low...low)
                ranges.append(0x2D...0x2D)
                sets.append(set)
            }
        }
        var set = RegexScalarSet(ranges)
        for other in sets { set.formUnion(other) }
        return RegexCharacterClass(set: set, isNegated: isNegated)
    }

    private mutating func parseClassAtom() throws(RegexSyntaxError) -> ClassAtom {
        let start = index
        guard let scalar = current else { throw error(at: start, "missing ']'") }
        guard scalar == "\\" else {
            index += 1
            return .scalar(scalar.value)
        }
        index += 1
        guard let escaped = current else { throw error(at: start, "pattern ends with a backslash") }
        if let set = Self.classEscape(escaped) {
            index += 1
            return .set(set)
        }
        switch escaped {
        case "b":
            index += 1
            return .scalar(0x08)
        case "B":
            throw error(at: start, "\\B is not allowed in a character class")
        case "1"..."9":
            throw error(at: start, "octal escapes are not supported")
        default:
            return .scalar(try parseCharacterEscape(start: start))
        }
    }

    /// The set of a class escape (`\d \D \w \W \s \S`), or `nil`.
    private static func classEscape(_ scalar: Unicode.Scalar) -> RegexScalarSet? {
        switch scalar {
        case "d": return .digits
        case "D": return RegexScalarSet.digits.inverted
        case "w": return .wordCharacters
        case "W": return RegexScalarSet.wordCharacters.inverted
        case "s": return .whitespace
        case "S": return RegexScalarSet.whitespace.inverted
        default: return nil
        }
    }

    /// Parses the escape whose letter is at `index` (the backslash is at `start`) into one scalar:
    /// `\n \t \r \f \v \0 \xHH \uHHHH \u{H…} \cX` or an escaped non-alphanumeric scalar.
    private mutating func parseCharacterEscape(start: Int) throws(RegexSyntaxError) -> UInt32 {
        guard let scalar = current else { throw error(at: start, "pattern ends with a backslash") }
        index += 1
        switch scalar {
        case "n": return 0x0A
        case "t": return 0x09
        case "r": return 0x0D
        case "f": return 0x0C
        case "v": return 0x0B
        case "0":
            if let next = current, ("0"..."9").contains(next) {
                throw error(at: start, "octal escapes are not supported")
            }
            return 0
        case "x":
            guard let value = hexDigits(count: 2) else { throw error(at: start, "invalid \\x escape") }
            return value
        case "u":
            return try parseUnicodeEscape(start: start)
        case "c":
            guard let letter = current, letter.isASCII, letter.properties.isAlphabetic else {
                throw error(at: start, "invalid \\c escape")
            }
            index += 1
            return letter.value % 32
        default:
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                throw error(at: start, "unknown escape \\\(scalar)")
            }
            return scalar.value
        }
    }

    private mutating func parseUnicodeEscape(start: Int) throws(RegexSyntaxError) -> UInt32 {
        if current == "{" {
            index += 1
            var value: UInt32 = 0
            var digits = 0
            while let scalar = current, scalar != "}" {
                guard let digit = Self.hexValue(scalar), value <= 0x10FFFF else {
                    throw error(at: start, "invalid \\u{…} escape")
                }
                value = value * 16 + digit
                digits += 1
                index += 1
            }
            guard current == "}", digits > 0, Unicode.Scalar(value) != nil else {
                throw error(at: start, "invalid \\u{…} escape")
            }
            index += 1
            return value
        }
        guard let value = hexDigits(count: 4) else { throw error(at: start, "invalid \\u escape") }
        if (0xD800...0xDBFF).contains(value), current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" {
            let saved = index
            index += 2
            if let low = hexDigits(count: 4), (0xDC00...0xDFFF).contains(low) {
                return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            index = saved
        }
        guard Unicode.Scalar(value) != nil else { throw error(at: start, "lone surrogate in \\u escape") }
        return value
    }

    private mutating func hexDigits(count: Int) -> UInt32? {
        guard index + count <= scalars.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<count {
            guard let digit = Self.hexValue(scalars[index + offset]) else { return nil }
            value = value * 16 + digit
        }
        index += count
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 0x30
        case "a"..."f": return scalar.value - 0x61 + 10
        case "A"..."F": return scalar.value - 0x41 + 10
        default: return nil
        }
    }
}

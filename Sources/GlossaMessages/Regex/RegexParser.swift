/// Parses the JavaScript/PCRE subset that ``BoundedRegex`` supports into a ``RegexNode`` tree, counting
/// the compiled program size as it goes so that oversized patterns fail before anything is expanded.
///
/// Grammar: `alternation := concatenation ('|' concatenation)*`, `concatenation := (atom quantifier?)*`.
/// Atoms are literals, escapes, `.`, `^`, `$`, classes and groups. Following JavaScript (Annex B), a `{`
/// that does not start a valid quantifier and a lone `]` or `}` are literals.
struct RegexParser {
    /// A parsed node and the number of instructions it will compile to.
    struct Parsed {
        var node: RegexNode
        var size: Int
    }

    /// The pattern as reported in errors.
    let reportedPattern: String
    /// The pattern's scalars.
    let scalars: [Unicode.Scalar]
    /// Added to 1-based positions in errors (the length of a literal's leading `/`).
    let positionOffset: Int
    var index = 0
    var groupCount = 0
    private var depth = 0

    init(pattern: String, reportedPattern: String, positionOffset: Int) {
        self.reportedPattern = reportedPattern
        self.scalars = Array(pattern.unicodeScalars)
        self.positionOffset = positionOffset
    }

    /// Parses the whole pattern; the size includes the instructions around it (saves and match).
    mutating func parse() throws(RegexSyntaxError) -> Parsed {
        if scalars.count > BoundedRegex.maximumPatternLength {
            throw error(
                at: BoundedRegex.maximumPatternLength,
                "pattern is longer than \(BoundedRegex.maximumPatternLength) scalars")
        }
        let parsed = try parseAlternation()
        if index < scalars.count {
            throw error(at: index, "unmatched ')'")
        }
        return Parsed(node: parsed.node, size: try checked(parsed.size + 3, at: index))
    }

    func error(at index: Int, _ message: String) -> RegexSyntaxError {
        RegexSyntaxError(pattern: reportedPattern, position: index + 1 + positionOffset, message: message)
    }

    func checked(_ size: Int, at index: Int) throws(RegexSyntaxError) -> Int {
        guard size <= BoundedRegex.maximumProgramSize else {
            throw error(
                at: index,
                "pattern is too complex: its program would exceed \(BoundedRegex.maximumProgramSize) instructions")
        }
        return size
    }

    var current: Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private mutating func parseAlternation() throws(RegexSyntaxError) -> Parsed {
        var alternatives = [try parseConcatenation()]
        while current == "|" {
            index += 1
            alternatives.append(try parseConcatenation())
        }
        if alternatives.count == 1 { return alternatives[0] }
        let size = alternatives.reduce(2 * (alternatives.count - 1)) { $0 + $1.size }
        return Parsed(node: .alternation(alternatives.map(\.node)), size: try checked(size, at: index))
    }

    private mutating func parseConcatenation() throws(RegexSyntaxError) -> Parsed {
        var items: [RegexNode] = []
        var size = 0
        while let scalar = current, scalar != "|", scalar != ")" {
            let atom = try parseAtom()
            let item = try parseQuantifier(after: atom)
            items.append(item.node)
            size = try checked(size + item.size, at: index)
        }
        switch items.count {
        case 0: return Parsed(node: .empty, size: 0)
        case 1: return Parsed(node: items[0], size: size)
        default: return Parsed(node: .concatenation(items), size: size)
        }
    }

    private mutating func parseAtom() throws(RegexSyntaxError) -> Parsed {
        let start = index
        guard let scalar = current else { throw error(at: index, "unexpected end of pattern") }
        switch scalar {
        case "(":
            return try parseGroup()
        case "[":
            return Parsed(node: .characterClass(try parseClass()), size: 1)
        case ".":
            index += 1
            return Parsed(node: .anyExceptLineTerminator, size: 1)
        case "^":
            index += 1
            return Parsed(node: .assertion(.startOfLine), size: 1)
        case "$":
            index += 1
            return Parsed(node: .assertion(.endOfLine), size: 1)
        case "\\":
            return try parseEscape()
        case "*", "+", "?":
            throw error(at: start, "nothing to repeat")
        case "{":
            if braceQuantifier(at: index) != nil { throw error(at: start, "nothing to repeat") }
            index += 1
            return Parsed(node: .scalar(scalar.value), size: 1)
        default:
            index += 1
            return Parsed(node: .scalar(scalar.value), size: 1)
        }
    }

    private mutating func parseGroup() throws(RegexSyntaxError) -> Parsed {
        let open = index
        index += 1
        depth += 1
        if depth > BoundedRegex.maximumNestingDepth {
            throw error(at: open, "groups are nested more than \(BoundedRegex.maximumNestingDepth) deep")
        }
        var isCapturing = true
        if current == "?" {
            index += 1
            switch current {
            case ":":
                index += 1
                isCapturing = false
            case "=", "!":
                throw error(at: open, "lookahead assertions are not supported")
            case "<":
                index += 1
                if current == "=" || current == "!" {
                    throw error(at: open, "lookbehind assertions are not supported")
                }
                try skipGroupName()
            default:
                throw error(at: index, "invalid group")
            }
        }
        var captureIndex: Int?
        if isCapturing {
            groupCount += 1
            if groupCount > BoundedRegex.maximumCaptureGroups {
                throw error(at: open, "more than \(BoundedRegex.maximumCaptureGroups) capture groups")
            }
            captureIndex = groupCount
        }
        let inner = try parseAlternation()
        guard current == ")" else { throw error(at: open, "missing ')'") }
        index += 1
        depth -= 1
        let size = inner.size + (isCapturing ? 2 : 0)
        return Parsed(node: .group(inner.node, index: captureIndex), size: try checked(size, at: index))
    }

    private mutating func skipGroupName() throws(RegexSyntaxError) {
        let start = index
        while let scalar = current, scalar != ">" {
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$"
            else { throw error(at: index, "invalid group name") }
            index += 1
        }
        guard current == ">", index > start else { throw error(at: index, "invalid group name") }
        index += 1
    }

    private mutating func parseQuantifier(after atom: Parsed) throws(RegexSyntaxError) -> Parsed {
        let start = index
        var bounds: (minimum: Int, maximum: Int?)
        switch current {
        case "*":
            bounds = (0, nil)
            index += 1
        case "+":
            bounds = (1, nil)
            index += 1
        case "?":
            bounds = (0, 1)
            index += 1
        case "{":
            guard let brace = braceQuantifier(at: index) else { return atom }
            if let maximum = brace.maximum, maximum < brace.minimum {
                throw error(at: start, "numbers out of order in {} quantifier")
            }
            if brace.minimum > BoundedRegex.maximumRepetitionCount
                || (brace.maximum ?? 0) > BoundedRegex.maximumRepetitionCount
            {
                throw error(at: start, "repetition count exceeds \(BoundedRegex.maximumRepetitionCount)")
            }
            bounds = (brace.minimum, brace.maximum)
            index = brace.end
        default:
            return atom
        }
        if case .assertion = atom.node { throw error(at: start, "nothing to repeat") }
        var isGreedy = true
        if current == "?" {
            isGreedy = false
            index += 1
        }
        let size = try repetitionSize(of: atom.size, bounds: bounds, at: start)
        return Parsed(
            node: .repetition(atom.node, minimum: bounds.minimum, maximum: bounds.maximum, isGreedy: isGreedy),
            size: size)
    }

    private func repetitionSize(
        of size: Int, bounds: (minimum: Int, maximum: Int?), at start: Int
    ) throws(RegexSyntaxError) -> Int {
        // Each iteration may add a capture reset; optional ones a split, a progress mark and check, a jump.
        let required = bounds.minimum.multipliedReportingOverflow(by: size + 1)
        let optionalCount = bounds.maximum.map { $0 - bounds.minimum } ?? 1
        let optional = optionalCount.multipliedReportingOverflow(by: size + 5)
        guard !required.overflow, !optional.overflow else { return try checked(Int.max, at: start) }
        return try checked(required.partialValue + optional.partialValue, at: start)
    }

    /// Reads `{m}`, `{m,}` or `{m,n}` at `start` without consuming it; `nil` when it is not one.
    func braceQuantifier(at start: Int) -> (minimum: Int, maximum: Int?, end: Int)? {
        var position = start + 1
        func number() -> Int? {
            var value: Int?
            while position < scalars.count, (0x30...0x39).contains(scalars[position].value) {
                value = min((value ?? 0) * 10 + Int(scalars[position].value - 0x30), 1_000_000)
                position += 1
            }
            return value
        }
        guard let minimum = number() else { return nil }
        var maximum: Int? = minimum
        if position < scalars.count, scalars[position] == "," {
            position += 1
            maximum = number()
        }
        guard position < scalars.count, scalars[position] == "}" else { return nil }
        return (minimum, maximum, position + 1)
    }
}

/// Parses CLDR plural rules (UTS #35, "Language Plural Rules") into ``PluralRule`` trees.
///
/// The full syntax is accepted: `and`/`or`; operands `n i v w f t c e`; `mod` and `%`; `=`, `!=`,
/// `is`, `is not`, `in`, `not in`, `within`, `not within`; value lists and `a..b` ranges; and the
/// `@integer`/`@decimal` sample lists with `~` ranges and a closing `…` or `...`.
///
/// ```swift
/// let rule = try PluralRuleParser.parse("v = 0 and i % 10 = 2..4 @integer 2~4, 22", category: .few)
/// ```
public enum PluralRuleParser {
    /// Parses one rule.
    /// - Throws: ``PluralRuleSyntaxError`` with the column of the first problem.
    public static func parse(_ text: String, category: PluralCategory) throws(PluralRuleSyntaxError) -> PluralRule {
        var cursor = Cursor(text)
        cursor.skipSpaces()
        let condition: PluralCondition
        if cursor.isAtEnd || cursor.peek == "@" {
            condition = PluralCondition(alternatives: [])
        } else {
            condition = try cursor.parseCondition()
        }
        var rule = PluralRule(category: category, condition: condition)
        while !cursor.isAtEnd {
            let column = cursor.column
            let keyword = cursor.readWord(allowingAt: true)
            switch keyword {
            case "@integer":
                guard rule.integerSamples == nil else { throw cursor.error(at: column, "duplicate @integer samples") }
                rule.integerSamples = try cursor.parseSamples()
            case "@decimal":
                guard rule.decimalSamples == nil else { throw cursor.error(at: column, "duplicate @decimal samples") }
                rule.decimalSamples = try cursor.parseSamples()
            case "":
                throw cursor.error(at: column, "unexpected \(cursor.describeCurrent())")
            default:
                throw cursor.error(at: column, "expected \"and\", \"or\", @integer or @decimal, found \"\(keyword)\"")
            }
        }
        if category != .other, rule.condition.isAlwaysTrue {
            throw cursor.error(at: 1, "only the \"other\" rule may have an empty condition")
        }
        return rule
    }

    /// Parses just a condition, such as `n % 10 = 1 and n % 100 != 11`.
    public static func parseCondition(_ text: String) throws(PluralRuleSyntaxError) -> PluralCondition {
        var cursor = Cursor(text)
        cursor.skipSpaces()
        if cursor.isAtEnd { return PluralCondition(alternatives: []) }
        let condition = try cursor.parseCondition()
        if !cursor.isAtEnd { throw cursor.error(at: cursor.column, "unexpected \(cursor.describeCurrent())") }
        return condition
    }
}

/// A position in the rule text.
private struct Cursor {
    let source: String
    let characters: [Character]
    var index = 0

    init(_ source: String) {
        self.source = source
        characters = Array(source)
    }

    var isAtEnd: Bool { index >= characters.count }
    var peek: Character? { isAtEnd ? nil : characters[index] }
    var column: Int { index + 1 }

    func error(at column: Int, _ message: String) -> PluralRuleSyntaxError {
        PluralRuleSyntaxError(source: source, column: column, message: message)
    }

    func describeCurrent() -> String {
        guard let peek else { return "end of rule" }
        return "\"\(peek)\""
    }

    mutating func skipSpaces() {
        while let character = peek, character.isWhitespace { index += 1 }
    }

    /// Reads a run of ASCII letters (optionally starting with `@`), then skips spaces.
    mutating func readWord(allowingAt: Bool = false) -> String {
        var word = ""
        if allowingAt, peek == "@" {
            word.append("@")
            index += 1
        }
        while let character = peek, character.isASCII, character.isLetter {
            word.append(character)
            index += 1
        }
        skipSpaces()
        return word
    }

    /// Looks at the next word without consuming it.
    func peekWord() -> String {
        var copy = self
        return copy.readWord()
    }

    mutating func expect(_ literal: String) -> Bool {
        let literalCharacters = Array(literal)
        guard index + literalCharacters.count <= characters.count,
            Array(characters[index..<(index + literalCharacters.count)]) == literalCharacters
        else { return false }
        index += literalCharacters.count
        skipSpaces()
        return true
    }

    mutating func parseCondition() throws(PluralRuleSyntaxError) -> PluralCondition {
        var alternatives: [[PluralRelation]] = []
        var conjunction: [PluralRelation] = [try parseRelation()]
        while true {
            switch peekWord() {
            case "and":
                _ = readWord()
                conjunction.append(try parseRelation())
            case "or":
                _ = readWord()
                alternatives.append(conjunction)
                conjunction = [try parseRelation()]
            default:
                alternatives.append(conjunction)
                return PluralCondition(alternatives: alternatives)
            }
        }
    }

    mutating func parseRelation() throws(PluralRuleSyntaxError) -> PluralRelation {
        let start = column
        let operandWord = readWord()
        guard let operand = PluralOperand(rawValue: operandWord) else {
            if operandWord.isEmpty {
                throw error(at: start, "expected an operand (n i v w f t c e), found \(describeCurrent())")
            }
            throw error(at: start, "unknown operand \"\(operandWord)\"; expected one of n i v w f t c e")
        }
        var modulus: UInt64?
        if peek == "%" || peekWord() == "mod" {
            if peek == "%" {
                index += 1
                skipSpaces()
            } else {
                _ = readWord()
            }
            let modulusColumn = column
            modulus = try parseValue()
            if modulus == 0 { throw error(at: modulusColumn, "modulus must not be zero") }
        }
        var kind = PluralRelation.Kind.in
        var negated = false
        var single = false
        if expect("!=") {
            negated = true
        } else if expect("=") {
        } else {
            let operatorColumn = column
            var word = readWord()
            if word == "is" {
                single = true
                if peekWord() == "not" {
                    _ = readWord()
                    negated = true
                }
            } else {
                if word == "not" {
                    negated = true
                    word = readWord()
                }
                switch word {
                case "in": kind = .in
                case "within": kind = .within
                default:
                    throw error(
                        at: operatorColumn,
                        word.isEmpty
                            ? "expected =, !=, is, in or within, found \(describeCurrent())"
                            : "expected =, !=, is, in or within, found \"\(word)\"")
                }
            }
        }
        var ranges: [ClosedRange<UInt64>] = []
        repeat {
            let low = try parseValue()
            var high = low
            if !single, expect("..") {
                let highColumn = column
                high = try parseValue()
                guard high >= low else { throw error(at: highColumn, "range end \(high) is below its start \(low)") }
            }
            ranges.append(low...high)
        } while !single && expect(",")
        return PluralRelation(
            operand: operand, modulus: modulus, kind: kind, isNegated: negated, ranges: ranges,
            columns: start...max(start, index))
    }

    mutating func parseValue() throws(PluralRuleSyntaxError) -> UInt64 {
        let start = column
        var value: UInt64 = 0
        var digits = 0
        while let character = peek, let digit = character.wholeNumberValue, character.isASCII {
            let (multiplied, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (added, overflow2) = multiplied.addingReportingOverflow(UInt64(digit))
            guard !overflow1, !overflow2 else { throw error(at: start, "value too large") }
            value = added
            digits += 1
            index += 1
        }
        guard digits > 0 else { throw error(at: start, "expected a number, found \(describeCurrent())") }
        skipSpaces()
        return value
    }

    mutating func parseSamples() throws(PluralRuleSyntaxError) -> PluralSamples {
        var ranges: [PluralSamples.Range] = []
        var openEnded = false
        while true {
            if expect("…") || expect("...") {
                openEnded = true
                break
            }
            let start = try parseSampleValue()
            var end: String?
            if expect("~") { end = try parseSampleValue() }
            ranges.append(PluralSamples.Range(start: start, end: end))
            if !expect(",") { break }
        }
        if !isAtEnd, peek != "@" { throw error(at: column, "unexpected \(describeCurrent()) in samples") }
        return PluralSamples(ranges: ranges, isOpenEnded: openEnded)
    }

    mutating func parseSampleValue() throws(PluralRuleSyntaxError) -> String {
        let start = index
        func digitRun() -> Int {
            var count = 0
            while let character = peek, character.isASCII, character.isNumber {
                index += 1
                count += 1
            }
            return count
        }
        guard digitRun() > 0 else { throw error(at: column, "expected a sample number, found \(describeCurrent())") }
        if peek == ".", index + 1 < characters.count, characters[index + 1] != "." {
            index += 1
            guard digitRun() > 0 else { throw error(at: column, "expected fraction digits") }
        }
        if peek == "c" || peek == "e" {
            index += 1
            guard digitRun() > 0 else { throw error(at: column, "expected exponent digits") }
        }
        let text = String(characters[start..<index])
        skipSpaces()
        return text
    }
}

import Testing

@testable import GlossaMessages

@Suite struct RegexSyntaxTests {
    @Test func acceptedSyntax() throws {
        let patterns = [
            "", "a", "a|b", "(a)", "(?:a)", "(?<name>a)", "a*", "a+", "a?", "a*?", "a+?", "a??", "a{2}", "a{2,}",
            "a{2,5}", "a{2,5}?", "[a-z]", "[^a-z]", "[\\d\\s]", "[\\w-]", "[-a]", "[a-]", "\\d\\D\\w\\W\\s\\S",
            "\\b\\B", "^$", ".", "\\.", "\\/", "\\\\", "\\u0041", "\\u{10FFFF}", "\\uD83D\\uDE00", "\\x7e", "\\cJ",
            "\\0", "x{", "x}", "]", "{", "a{,5}", "[аиоуыэ]", "\\ё", "(a{1000})", "(?:a|b|c){0,1000}",
            "((((((((((a))))))))))",
        ]
        for pattern in patterns {
            #expect(throws: Never.self, "\(pattern)") { _ = try BoundedRegex(pattern) }
        }
        // Every pattern in the shipped English and Russian TML definitions.
        let definitions = [
            "/((a)naly|(b)a|(d)iagno|(p)arenthe|(p)rogno|(s)ynop|(t)he)ses$/i", "/(?:([^f])fe|([lr])f)$/i",
            "/([^aeiouy]|qu)ies$/i", "/([m|l])ouse$/i", "/(matr|vert|ind)ix|ex$/i", "/(^analy)ses$/i",
            "/^(ox)en$/i", "/[бвгджзйклмнпрстфхцчшщъ]$/", "/(рахель|рашель|нинель|николь|габриэль|даниэль)$/",
            "/^[аиоуыэАИОУЭ]/", "/ётр$/", "/$/", "/.*(count|num|minutes|seconds|hours|sum|total)(\\d)*$/",
        ]
        for literal in definitions {
            #expect(throws: Never.self, "\(literal)") { _ = try BoundedRegex(literal: literal) }
        }
    }

    @Test func errorsCarryPositionAndMessage() {
        let table: [(String, Int, String)] = [
            ("*a", 1, "nothing to repeat"),
            ("a**", 3, "nothing to repeat"),
            ("a{2}{3}", 5, "nothing to repeat"),
            ("{2}", 1, "nothing to repeat"),
            ("a|+", 3, "nothing to repeat"),
            ("^*", 2, "nothing to repeat"),
            ("(ab", 1, "missing ')'"),
            ("ab)", 3, "unmatched ')'"),
            ("x(a(b)", 2, "missing ')'"),
            ("[abc", 1, "missing ']'"),
            ("ab[^", 3, "missing ']'"),
            ("[z-a]", 3, "range out of order"),
            ("[я-а]", 3, "range out of order"),
            ("a{3,2}", 2, "numbers out of order"),
            ("a{1001}", 2, "repetition count exceeds 1000"),
            ("a\\", 2, "ends with a backslash"),
            ("\\1", 1, "back-references are not supported"),
            ("(a)\\1", 4, "back-references are not supported"),
            ("(?=a)", 1, "lookahead"),
            ("(?<!a)", 1, "lookbehind"),
            ("(?x)", 3, "invalid group"),
            ("(?<>a)", 4, "invalid group name"),
            ("\\q", 1, "unknown escape"),
            ("\\xZZ", 1, "invalid \\x escape"),
            ("\\u12", 1, "invalid \\u escape"),
            ("\\uD800", 1, "lone surrogate"),
            ("\\u{110000}", 1, "invalid \\u{…} escape"),
            ("[\\B]", 2, "not allowed in a character class"),
            ("(a{1000}){1000}", 10, "too complex"),
            ("((a{10}){100}){100}", 15, "too complex"),
        ]
        for (pattern, position, message) in table {
            do {
                _ = try BoundedRegex(pattern)
                Issue.record("\(pattern) compiled")
            } catch {
                #expect(error.pattern == pattern)
                #expect(error.position == position, "\(pattern): \(error)")
                #expect(error.message.contains(message), "\(pattern): \(error)")
                #expect(error.description.contains("position \(position)"))
            }
        }
    }

    @Test func literalErrorsCountFromTheLiteral() {
        do {
            _ = try BoundedRegex(literal: "/ab(/i")
            Issue.record("compiled")
        } catch {
            #expect(error.pattern == "/ab(/i")
            #expect(error.position == 4)
        }
        do {
            _ = try BoundedRegex(literal: "/ab/ix")
            Issue.record("compiled")
        } catch {
            #expect(error.position == 6)
            #expect(error.message.contains("flag"))
        }
    }

    @Test func patternLengthAndNestingAreBounded() {
        let long = String(repeating: "a", count: BoundedRegex.maximumPatternLength + 1)
        #expect(throws: RegexSyntaxError.self) { _ = try BoundedRegex(long) }
        let deep = String(repeating: "(", count: 300) + "a" + String(repeating: ")", count: 300)
        #expect(throws: RegexSyntaxError.self) { _ = try BoundedRegex(deep) }
        let groups = String(repeating: "(a)", count: BoundedRegex.maximumCaptureGroups + 1)
        #expect(throws: RegexSyntaxError.self) { _ = try BoundedRegex(groups) }
        let literal = String(repeating: "a", count: BoundedRegex.maximumPatternLength)
        #expect(throws: Never.self) { _ = try BoundedRegex(literal) }
    }
}

import Testing

@testable import GlossaMessages

@Suite struct RegexMatchingTests {
    /// (literal, text, expected whole match or nil, expected groups 1…)
    static let table: [(String, String, String?, [String?])] = [
        // literals and escapes
        ("abc", "xxabcxx", "abc", []),
        ("abc", "ab", nil, []),
        ("a\\.b", "a.b", "a.b", []),
        ("a\\.b", "axb", nil, []),
        ("a.b", "axb", "axb", []),
        ("a.b", "a\nb", nil, []),
        ("\\/", "a/b", "/", []),
        ("/a\\/b/", "a/b", "a/b", []),
        ("\\d+", "abc 123 def", "123", []),
        ("\\D+", "123abc", "abc", []),
        ("\\w+", "  héllo", "h", []),
        ("\\W", "ab-c", "-", []),
        ("\\s+", "a \t b", " \t ", []),
        ("\\S+", "   ab ", "ab", []),
        ("a\\nb", "a\nb", "a\nb", []),
        ("a\\tb", "a\tb", "a\tb", []),
        ("\\u0436", "жук", "ж", []),
        ("\\u{1F600}", "x😀", "😀", []),
        ("\\x41", "zA", "A", []),
        ("\\bcat\\b", "concat cat", "cat", []),
        ("\\Bcat", "concat", "cat", []),
        // classes
        ("[abc]+", "xxbcay", "bca", []),
        ("[a-z0-9_]+", "ABc_9!", "c_9", []),
        ("[^аиоуыэ]$", "мама", nil, []),
        ("[^аиоуыэ]$", "Павел", "л", []),
        ("^[аиоуыэАИОУЭ]", "Ирина", "И", []),
        ("^[аиоуыэАИОУЭ]", "Мария", nil, []),
        ("[бвгджзклмнпрстфхцчшщ]$", "Михаил", "л", []),
        ("[еёиоуыэю]$", "Алёшё", "ё", []),
        ("[\\d-]+", "tel: 12-34", "12-34", []),
        ("[a-]+", "-a-b", "-a-", []),
        ("[]", "anything", nil, []),
        ("[^]", "x", "x", []),
        ("[\\]]", "a]b", "]", []),
        // anchors
        ("^abc", "abcabc", "abc", []),
        ("^abc", "xabc", nil, []),
        ("abc$", "abcabc", "abc", []),
        ("abc$", "abcx", nil, []),
        ("$", "box", "", []),
        ("^$", "", "", []),
        ("/^b/m", "a\nb", "b", []),
        ("/a$/m", "a\nb", "a", []),
        ("^b", "a\nb", nil, []),
        // groups, alternation, captures
        ("(x|ch|ss|sh)$", "chug", nil, []),
        ("(x|ch|ss|sh)$", "match", "ch", ["ch"]),
        ("(matr|vert|ind)ix|ex$", "index", "ex", [nil]),
        ("(matr|vert|ind)ix|ex$", "matrix", "matrix", ["matr"]),
        ("(?:([^f])fe|([lr])f)$", "wife", "ife", ["i", nil]),
        ("(?:([^f])fe|([lr])f)$", "wolf", "lf", [nil, "l"]),
        ("((a)naly|(b)a)ses$", "analyses", "analyses", ["analy", "a", nil]),
        ("(a)|b", "b", "b", [nil]),
        ("(?<word>\\w+)@", "user@host", "user@", ["user"]),
        ("(a*)*b", "aab", "aab", ["aa"]),
        ("(a|ab)(c|bcd)(d*)", "abcd", "abcd", ["a", "bcd", ""]),
        // JavaScript quantifier rules: captures reset on each iteration, optional iterations must consume
        ("(?:(a)|b)+", "ab", "ab", [nil]),
        ("(b*)?c", "c", "c", [nil]),
        ("(a?)?", "", "", [nil]),
        ("/a{1,2}((b(.b{0,1})a)?[ab]*?)?\\B/i", "ЖaaAaжЖ", "aaA", ["A", nil, nil]),
        // quantifiers, greedy and lazy
        ("a*", "aaa", "aaa", []),
        ("a*?", "aaa", "", []),
        ("a+?", "aaa", "a", []),
        ("<.+>", "<a><b>", "<a><b>", []),
        ("<.+?>", "<a><b>", "<a>", []),
        ("a{2}", "aaaa", "aa", []),
        ("a{2,}", "aaaa", "aaaa", []),
        ("a{2,3}", "aaaa", "aaa", []),
        ("a{2,3}?", "aaaa", "aa", []),
        ("a{0}b", "ab", "b", []),
        ("colou?r", "color colour", "color", []),
        ("(ab)+", "ababab", "ababab", ["ab"]),
        ("x{", "ax{", "x{", []),
        ("a{,2}", "a{,2}", "a{,2}", []),
        // case-insensitive, Latin and Cyrillic
        ("/abc/i", "xABC", "ABC", []),
        ("/ABC/i", "xabc", "abc", []),
        ("/(x|ch|ss|sh)$/i", "BOX", "X", ["X"]),
        ("/[a-z]+/i", "123ABC", "ABC", []),
        ("/[^aeiouy]y$/i", "CITY", "TY", []),
        ("/[^aeiouy]y$/i", "BOY", nil, []),
        ("/михаил/i", "МИХАИЛ", "МИХАИЛ", []),
        ("/ё/i", "ЁЛКА", "Ё", []),
        ("/[а-я]+/i", "ПРИВЕТ", "ПРИВЕТ", []),
        ("/σ/i", "Σ", "Σ", []),
        ("/k/i", "\u{212A}", "\u{212A}", []),
        ("abc", "ABC", nil, []),
        // scalars, not characters
        ("e.", "e\u{301}x", "e\u{301}", []),
        ("^.$", "ё", "ё", []),
    ]

    @Test func matchingTable() throws {
        #expect(Self.table.count >= 60)
        for (literal, text, expected, groups) in Self.table {
            let regex = try BoundedRegex(literal: literal)
            let match = regex.firstMatch(in: text)
            #expect(match.map { String($0[0] ?? "") } == expected, "\(literal) in \(text.debugDescription)")
            #expect(regex.matches(text) == (expected != nil), "\(literal)")
            guard let match else { continue }
            #expect(match.captures.count == groups.count + 1, "\(literal)")
            for (offset, group) in groups.enumerated() {
                #expect(match[offset + 1].map(String.init) == group, "\(literal) group \(offset + 1) in \(text)")
            }
        }
    }

    @Test func matchRangesAreIndicesOfTheSearchedString() throws {
        let text = "Привет, Михаил!"
        let match = try #require(try BoundedRegex("(Миха)ил").firstMatch(in: text))
        #expect(text[match.range] == "Михаил")
        #expect(match.captures[0] == match.range)
        #expect(match[1] == "Миха")
        #expect(match[2] == nil)
        #expect(match[-1] == nil)
    }

    @Test func allMatchesAreNonOverlappingAndAdvancePastEmptyMatches() throws {
        let words = try BoundedRegex("\\w+").allMatches(in: "one two  three")
        #expect(words.map { String($0[0] ?? "") } == ["one", "two", "three"])
        let empty = try BoundedRegex("x*").allMatches(in: "ab")
        #expect(empty.count == 3)
        #expect(try BoundedRegex("a").allMatches(in: "bbb").isEmpty)
        let cyrillic = try BoundedRegex(literal: "/[аеиоуыэюя]/i").allMatches(in: "ОБЛАКО")
        #expect(cyrillic.map { String($0[0] ?? "") } == ["О", "А", "О"])
    }

    @Test func optionsAndEquality() throws {
        let literal = try BoundedRegex(literal: "/a$/im")
        #expect(literal.options == [.caseInsensitive, .multiline])
        #expect(literal.pattern == "a$")
        #expect(literal == (try BoundedRegex("a$", options: [.multiline, .caseInsensitive])))
        #expect(literal != (try BoundedRegex("a$")))
        #expect(try BoundedRegex(literal: "/a/g").options == [])
        #expect(try BoundedRegex(literal: "no slashes").pattern == "no slashes")
        #expect(try BoundedRegex(literal: "/").pattern == "/")
        #expect(try BoundedRegex(literal: "/abc").pattern == "/abc")
        #expect(try BoundedRegex(literal: "//").pattern == "")
        #expect(try BoundedRegex("(a)(?:b)(?<c>c)").captureGroupCount == 2)
        #expect(literal.description == "/a$/im")
        #expect(try BoundedRegex("[ь]$").description == "/[ь]$/")
        #expect(!BoundedRegex.matchingNothing.matches("anything"))
        #expect(!BoundedRegex.matchingNothing.matches(""))
        #expect(try BoundedRegex(tokenExpression: "/.*(count|num)(\\d)*$/").matches("items_count"))
        #expect(try !BoundedRegex(tokenExpression: "/.*(user|actor)$/").matches("users"))
    }
}

import Testing

@testable import GlossaMessages

@Suite struct RegexReplacingTests {
    @Test func replacementTemplates() throws {
        let table: [(String, String, String, String)] = [
            ("/(x|ch|ss|sh)$/i", "box", "$1es", "boxes"),
            ("/(x|ch|ss|sh)$/i", "box", "\\1es", "boxes"),
            ("/([^aeiouy]|qu)y$/i", "city", "$1ies", "cities"),
            ("/(?:([^f])fe|([lr])f)$/i", "wife", "$1$2ves", "wives"),
            ("/(?:([^f])fe|([lr])f)$/i", "wolf", "$1$2ves", "wolves"),
            ("/((a)naly|(b)a)ses$/i", "bases", "$1$2sis", "basis"),
            ("/us$/i", "virus", "$1es", "vires"),
            ("/$/", "message", "s", "messages"),
            ("/ь$/", "Игорь", "я", "Игоря"),
            ("/а$/", "Анна", "е", "Анне"),
            ("o", "hello world", "a", "hella warld"),
            ("/^hello/", "hello world", "hi", "hi world"),
            ("(\\w+) (\\w+)", "hello world", "$2 $1", "world hello"),
            ("(\\w+) (\\w+)", "hello world", "\\2 \\1", "world hello"),
            ("world", "hello world", "[$0]", "hello [world]"),
            ("world", "hello world", "[$&]", "hello [world]"),
            ("world", "hello world", "$$1", "hello $1"),
            ("world", "hello world", "\\\\1", "hello \\1"),
            ("world", "hello world", "$x\\y$", "hello $x\\y$"),
            ("x*", "ab", "-", "-a-b-"),
            ("a", "", "b", ""),
            ("", "ab", "-", "-a-b-"),
            ("/ё/i", "ЁЖИК ёжик", "е", "еЖИК ежик"),
        ]
        for (literal, text, template, expected) in table {
            let regex = try BoundedRegex(literal: literal)
            #expect(regex.replacingAll(in: text, with: template) == expected, "\(literal) on \(text)")
        }
    }

    @Test func replacementKeepsUnmatchedScalarsIntact() throws {
        let text = "e\u{301}e\u{301}"
        #expect(try BoundedRegex("\u{301}").replacingAll(in: text, with: "") == "ee")
    }

    @Test func templateParsing() {
        let parts = BoundedRegex.parseTemplate("a$1b\\2$$")
        #expect(parts.count == 5)
    }
}

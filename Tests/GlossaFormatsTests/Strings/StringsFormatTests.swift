import GlossaFormats
import Testing

@Suite("StringsFormat")
struct StringsFormatTests {
    let format = StringsFormat()

    func values(_ result: ReadResult, locale: String = "und") -> [String: String] {
        var values: [String: String] = [:]
        for entry in result.document.entries {
            values[entry.key] = entry.localizations[locale]?.plainValue
        }
        return values
    }

    @Test func readsEntriesCommentsAndShorthand() {
        let text = """
            /* Greeting on home screen */
            "greeting" = "Hello, world!";
            // line comment
            "welcome_user" = "Welcome, %@!";
            unquoted_key = unquoted.value;
            "shorthand";
            """
        let result = format.read(utf8(text), options: ReadOptions(locale: "en"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let entries = result.document.entries
        #expect(entries.map(\.key) == ["greeting", "welcome_user", "unquoted_key", "shorthand"])
        #expect(entries[0].comment == "Greeting on home screen")
        #expect(entries[1].comment == "line comment")
        #expect(entries[2].localizations["en"]?.plainValue == "unquoted.value")
        #expect(entries[3].localizations["en"]?.plainValue == "shorthand")
    }

    @Test func decodesEveryEscape() {
        let text = #""k" = "q\" b\\ n\n t\t r\r a\' \U00E9 \u00e9 \101 \UD83D\UDE00 \x";"#
        let result = format.read(utf8(text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(values(result)["k"] == "q\" b\\ n\n t\t r\r a' é é A 😀 x")
    }

    @Test func octalEscapesAboveASCIIAreNeXTSTEPAsInApplesParser() {
        // NeXTSTEP 0xE9 is Ø (Latin-1 would give é), 0x80 a no-break space, 0xA4 the fraction slash,
        // 0xD0 an em dash, 0xFB ß.
        let text = #""k" = "\351 \200 \244 \320 \373 \0\101";"#
        let result = format.read(utf8(text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(values(result)["k"] == "Ø \u{A0} \u{2044} \u{2014} ß \u{0}A")
    }

    @Test func undefinedAndWrappingOctalEscapesAreReadAsApplesParserDoesAndReported() {
        // \376 and \377 are undefined in NeXTSTEP (U+0000 there); \501 keeps its low byte, \101 ("A").
        let text = "\"k\" = \"a\\376b\\501\";"
        let result = format.read(utf8(text))
        #expect(values(result)["k"] == "a\u{0}bA")
        #expect(result.diagnostics.count == 2)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.location?.column != nil })
        #expect(result.diagnostics.map(\.location?.column) == [9, 14])
    }

    @Test func literalNewlinesInsideQuotesAreKept() {
        let result = format.read(utf8("\"k\" = \"line one\nline two\";"))
        #expect(values(result)["k"] == "line one\nline two")
    }

    @Test func missingSemicolonIsAnErrorWithPositionAndKeepsEverything() {
        let text = """
            "a" = "1";
            "b" = "2"
            "c" = "3";
            """
        let result = format.read(utf8(text))
        #expect(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics[0]
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.location?.column == 10)
        #expect(values(result) == ["a": "1", "b": "2", "c": "3"])
    }

    @Test func garbageLineIsSkippedAndTheRestLoads() {
        let text = """
            "a" = "1";
            = "oops";
            "b" = "2";
            "c" "3";
            "d" = "4";
            """
        let result = format.read(utf8(text))
        #expect(result.diagnostics.errors.count == 2, "\(result.diagnostics)")
        #expect(result.diagnostics.map { $0.location?.line } == [2, 4])
        #expect(values(result) == ["a": "1", "b": "2", "d": "4"])
    }

    @Test func unterminatedStringIsReportedWhereItOpens() {
        let text = "\"a\" = \"1\";\n\"b\" = \"2;\n"
        let result = format.read(utf8(text))
        #expect(result.diagnostics.errors.count == 1)
        #expect(result.diagnostics.errors.first?.location?.line == 2)
        #expect(result.diagnostics.errors.first?.location?.column == 7)
        #expect(values(result) == ["a": "1"])
    }

    @Test func unterminatedCommentIsReported() {
        let result = format.read(utf8("\"a\" = \"1\";\n/* never closed\n\"b\" = \"2\";"))
        #expect(result.diagnostics.errors.count == 1)
        #expect(result.diagnostics.errors[0].location?.line == 2)
        #expect(values(result) == ["a": "1"])
    }

    @Test func duplicateKeysAreReportedAndTheLastWins() {
        let result = format.read(utf8("\"a\" = \"1\";\n\"a\" = \"2\";"))
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics[0].kind == .duplicateKey)
        #expect(result.diagnostics[0].location?.line == 2)
        #expect(values(result) == ["a": "2"])
        #expect(result.document.entries.count == 1)
    }

    @Test(arguments: [TextEncoding.utf16LittleEndian, .utf16BigEndian, .utf8WithBOM, .utf8])
    func readsAndKeepsEncodings(_ encoding: TextEncoding) {
        let bytes = encoding.encode("/* é */\n\"ключ\" = \"значение 😀\";\n")
        let result = format.read(bytes, options: ReadOptions(locale: "ru"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(values(result, locale: "ru") == ["ключ": "значение 😀"])
        #expect(result.document.entries.first?.comment == "é")
        let written = format.write(result.document)
        #expect(Array(written.bytes.prefix(2)) == Array(bytes.prefix(2)))
        #expect(format.read(written.bytes, options: ReadOptions(locale: "ru")).document == result.document)
    }

    @Test func utf16WithoutByteOrderMarkIsDetected() {
        let bytes = Array(TextEncoding.utf16LittleEndian.encode("\"a\" = \"b\";").dropFirst(2))
        let result = format.read(bytes)
        #expect(values(result) == ["a": "b"])
        #expect(result.diagnostics.map(\.severity) == [.note])
    }

    @Test func invalidUTF8IsAnErrorWithPositionAndTheFileStillLoads() {
        var bytes = utf8("\"a\" = \"1\";\n\"b\" = \"x")
        bytes.append(0xFF)
        bytes += utf8("\";\n\"c\" = \"3\";")
        let result = format.read(bytes)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics[0].kind == .encoding)
        #expect(result.diagnostics[0].location?.line == 2)
        #expect(result.diagnostics[0].location?.column == 9)
        #expect(values(result) == ["a": "1", "b": "x\u{FFFD}", "c": "3"])
    }

    @Test func writesEscapesAndCommentsAndRoundTrips() {
        var document = LocalizationDocument(sourceLocale: "en")
        document.entries = [
            LocalizationEntry(
                key: "q\"uote", comment: "has */ inside", localizations: ["en": Localization(value: "a\\b\n\t\u{1}")]),
            LocalizationEntry(key: "plain", comment: "note", localizations: ["en": Localization(value: "Plain")]),
        ]
        let written = format.write(document)
        #expect(written.diagnostics.isEmpty)
        let text = String(decoding: written.bytes, as: UTF8.self)
        #expect(text.contains(#""q\"uote" = "a\\b\n\t\U0001";"#))
        #expect(text.contains("/* note */\n\"plain\" = \"Plain\";"))
        let reread = format.read(written.bytes, options: ReadOptions(locale: "en", sourceLocale: "en"))
        #expect(reread.diagnostics.isEmpty)
        #expect(reread.document == document)
    }

    @Test func pluralsCannotBeWrittenAndSaySo() {
        var document = LocalizationDocument(sourceLocale: "en")
        let plural = Variations(kind: .plural, strings: ["one": "%d file", "other": "%d files"])
        document.entries = [
            LocalizationEntry(key: "files", localizations: ["en": Localization(variant: Variant(variations: plural))])
        ]
        let written = format.write(document)
        #expect(written.diagnostics.count == 1)
        #expect(written.diagnostics[0].kind == .unrepresentable)
        #expect(String(decoding: written.bytes, as: UTF8.self) == "\"files\" = \"%d files\";\n")
    }

    @Test func tenMegabyteSingleLine() {
        let long = String(repeating: "x", count: 10 << 20)
        let result = format.read(utf8("\"k\" = \"\(long)\";"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.entries.first?.localizations["und"]?.plainValue?.utf8.count == 10 << 20)
        let unterminated = format.read(utf8("\"k\" = \"\(long)"))
        #expect(unterminated.diagnostics.errors.count == 1)
    }

    /// Xcode's template starts a file with a header comment and a blank line; genstrings and Xcode
    /// put an entry's comment directly above it. The header belongs to no entry, and comes back when
    /// the file is written.
    @Test func fileHeaderIsNoTranslatorComment() {
        let text = """
            /*
              Localizable.strings
              Example

              Copyright © 2024 Example. All rights reserved.
            */

            "first" = "First";

            /* Shown on the second screen */
            "second" = "Second";
            """
        let result = format.read(utf8(text), options: ReadOptions(locale: "en"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.document.entries.map(\.comment) == [nil, "Shown on the second screen"])
        let written = String(
            decoding: format.write(result.document, options: WriteOptions(locale: "en")).bytes, as: UTF8.self)
        #expect(written.hasPrefix("/*\n  Localizable.strings\n  Example\n"))
        #expect(written.contains("All rights reserved.\n*/\n\n\"first\" = \"First\";"))
        #expect(format.read(utf8(written), options: ReadOptions(locale: "en")).document == result.document)
    }

    @Test func aCommentFollowedByAnotherCommentOrABlankLineBelongsToNoEntry() {
        let text = """
            // Licence: MIT
            // Copyright Example
            /* The app's name */
            "name" = "Example";
            // Section: settings

            "settings" = "Settings";
            // Line one
            // line two
            "joined" = "Joined";
            /* Trailing note */
            """
        let result = format.read(utf8(text), options: ReadOptions(locale: "en"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let entries = result.document.entries
        #expect(entries.map(\.comment) == ["The app's name", nil, "Line one\nline two"])
        #expect(entries[0].extensions["strings/leadingComments"] == .string("// Licence: MIT\n// Copyright Example"))
        #expect(entries[1].extensions["strings/leadingComments"] == .string("// Section: settings"))
        #expect(result.document.extensions["strings/trailingComments"] == .string("/* Trailing note */"))
    }

    /// Tethys writes `"key" = "Inoreader"; // Name of product, don't localize.`: the note is that
    /// entry's, not the next one's.
    @Test func aCommentAfterAnEntryOnItsLineIsThatEntrys() {
        let text = """
            "product" = "Inoreader"; // Name of product, don't localize.
            "add" = "Add account";
            "named" = "Rachel"; /* My name */
            /* Own comment */
            "next" = "Next";
            """
        let result = format.read(utf8(text), options: ReadOptions(locale: "en"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.document.entries.map(\.comment) == [
                "Name of product, don't localize.", nil, "My name", "Own comment",
            ])
    }
}

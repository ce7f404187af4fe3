import Foundation
import GlossaMessages
import Testing

@Suite("glossa render")
struct RenderCommandTests {
    static let label = "You have {count || message}"
    static let russian = "У вас есть {count || сообщение, сообщения, сообщений}"

    /// Writes `contents` to a temporary file, passes its path to `body`, and removes it.
    static func withFile<T>(_ contents: String, _ body: (String) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("glossa-render-tests-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url.path)
    }

    @Test(arguments: [("1", "You have 1 message"), ("5", "You have 5 messages")])
    func englishSourceLabel(count: String, expected: String) throws {
        let result = try Glossa.run(["render", "--locale", "en", "--tokens", #"{"count": \#(count)}"#, Self.label])
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput == expected + "\n")
        #expect(result.standardError == "")
    }

    @Test func theIssueExampleWithoutTranslationsRendersTheSourceLabel() throws {
        let result = try Glossa.run([
            "render", "--syntax", "tml", "--locale", "ru", "--tokens", #"{"count": 2}"#, Self.label,
        ])
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput == "You have 2 messages\n")
    }

    @Test func russianFromAReleaseArchiveKeyedByMD5() throws {
        // The key is md5(label + ";;;" + description), bit-exact with the SDKs and the archive in
        // ../shared/data/tml/releases/ (which has this translation under this key).
        let key = "2844c0e6ecf4635e242aa72c81ecd39e"
        #expect(TranslationKey(label: Self.label).rawValue == key)
        let archive = """
            {"results": {
              "d541c79af1be6a05b1f16fca8b5730de": [{"label": "Привет мир"}],
              "\(key)": [{"label": "\(Self.russian)", "locale": "ru"}]
            }, "sources": []}
            """
        try Self.withFile(archive) { path in
            for (count, expected) in [
                ("2", "У вас есть 2 сообщения"), ("21", "У вас есть 21 сообщение"), ("5", "У вас есть 5 сообщений"),
            ] {
                let result = try Glossa.run([
                    "render", "--syntax", "tml", "--locale", "ru", "--tokens", #"{"count": \#(count)}"#,
                    "--translations", path, Self.label,
                ])
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput == expected + "\n")
                #expect(result.standardError == "")
            }
            // The description is part of the key: this label has no translation with it, so the source renders.
            let described = try Glossa.run([
                "render", "--locale", "ru", "--tokens", #"{"count": 2}"#, "--translations", path,
                "--description", "inbox", Self.label,
            ])
            #expect(described.status == 0, "\(described)")
            #expect(described.standardOutput == "You have 2 messages\n")
        }
    }

    @Test func theDescriptionSelectsTheKey() throws {
        let key = TranslationKey(label: "Invite", description: "An invitation").rawValue
        #expect(key == "e97bd268318503635e55b91c0f70a2a8")
        try Self.withFile(#"{"results": {"\#(key)": [{"label": "Пригласить"}]}}"#) { path in
            let result = try Glossa.run([
                "render", "--locale", "ru", "--translations", path, "--description", "An invitation", "Invite",
            ])
            #expect(result.status == 0, "\(result)")
            #expect(result.standardOutput == "Пригласить\n")
        }
    }

    @Test func aBareArrayOfCandidatesWithContexts() throws {
        let candidates = """
            [{"label": "{user} родился", "context": {"user": {"gender": "male"}}},
             {"label": "{user} родилась", "context": {"user": {"gender": "female"}}}]
            """
        try Self.withFile(candidates) { path in
            for (token, expected) in [
                (#"{"user": {"name": "Анна", "gender": "female"}}"#, "Анна родилась"),
                (#"{"user": {"name": "Иван", "gender": "male"}}"#, "Иван родился"),
            ] {
                let result = try Glossa.run([
                    "render", "--locale", "ru", "--tokens", token, "--translations", path, "{user} was born",
                ])
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput == expected + "\n")
            }
        }
    }

    /// Candidates are read as a release's translations are: tr8n's older context form (a list of
    /// `type`/`key` pairs, still in tml-ruby's, tml-php's and tml-java's fixtures) works too.
    @Test func theOlderListFormOfAContext() throws {
        let candidates = """
            [{"label": "{user} родился", "context": {"user": [{"type": "gender", "key": "male"}]}},
             {"label": "{user} родилась", "context": {"user": [{"type": "gender", "key": "female"}]}}]
            """
        try Self.withFile(candidates) { path in
            let result = try Glossa.run([
                "render", "--locale", "ru", "--tokens", #"{"user": {"name": "Анна", "gender": "female"}}"#,
                "--translations", path, "{user} was born",
            ])
            #expect(result.status == 0, "\(result)")
            #expect(result.standardOutput == "Анна родилась\n")
        }
    }

    @Test func everyCLDRLocaleHasANumberContext() throws {
        let polish = "{count || one: plik, few: pliki, many: plików, other: pliku}"
        try Self.withFile(#"[{"label": "\#(polish)"}]"#) { path in
            for (count, expected) in [("1", "plik"), ("22", "pliki"), ("5", "plików"), ("1.5", "pliku")] {
                let result = try Glossa.run([
                    "render", "--locale", "pl", "--tokens", #"{"count": \#(count)}"#, "--translations", path,
                    "{count || file}",
                ])
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput == "\(count) \(expected)\n")
            }
        }
    }

    @Test func htmlEscapesTokenValues() throws {
        let html = try Glossa.run([
            "render", "--locale", "en", "--tokens", #"{"user": "<script>"}"#, "Hi {user}", "--format", "html",
        ])
        #expect(html.status == 0, "\(html)")
        #expect(html.standardOutput == "Hi &lt;script&gt;\n")
        let text = try Glossa.run(["render", "--locale", "en", "--tokens", #"{"user": "<script>"}"#, "Hi {user}"])
        #expect(text.standardOutput == "Hi <script>\n")
        // A value that looks like a decoration stays text.
        let inert = try Glossa.run([
            "render", "--locale", "en", "--format", "html", "--tokens", #"{"user": "[bold: x]"}"#, "Hi {user}",
        ])
        #expect(inert.standardOutput == "Hi [bold: x]\n")
    }

    @Test func decorations() throws {
        let arguments = ["render", "--locale", "en", "--tokens", #"{"user": "<Anna>"}"#, "Hi [bold: {user}]"]
        let html = try Glossa.run(arguments + ["--format", "html"])
        #expect(html.status == 0, "\(html)")
        #expect(html.standardOutput == "Hi <strong>&lt;Anna&gt;</strong>\n")
        let text = try Glossa.run(arguments + ["--format", "text"])
        #expect(text.standardOutput == "Hi <Anna>\n")
    }

    @Test func aMissingTokenStaysVerbatimAndIsReported() throws {
        let result = try Glossa.run(["render", "--locale", "en", "Hello {name}"])
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput == "Hello {name}\n")
        #expect(result.standardError == "glossa: 1:7: no value for \"name\" ({name})\n")

        let strict = try Glossa.run(["render", "--locale", "en", "--strict", "Hello {name}"])
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.standardOutput == "Hello {name}\n")
        #expect(strict.standardError == "glossa: 1:7: no value for \"name\" ({name})\n")

        let resolved = try Glossa.run([
            "render", "--locale", "en", "--strict", "--tokens", #"{"name":"Anna"}"#, "Hello {name}",
        ])
        #expect(resolved.status == 0, "\(resolved)")
        #expect(resolved.standardOutput == "Hello Anna\n")
    }

    @Test func helpDocumentsDiagnosticsAndStrict() throws {
        let result = try Glossa.run(["render", "--help"])
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.contains("Rendering never fails"))
        #expect(result.standardOutput.contains("--strict"))
        #expect(result.standardOutput.contains("--syntax <syntax>"))
        #expect(result.standardOutput.contains("(values: tml, icu, mf2, apple,"))
        #expect(result.standardOutput.contains("expressions, placeholders; default: tml)"))
    }

    @Test func unknownLocale() throws {
        let result = try Glossa.run(["render", "--locale", "zz", "Hello"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "glossa: \"zz\" is not a known locale: CLDR has no language \"zz\"\n")
    }

    @Test func unknownSyntax() throws {
        let result = try Glossa.run(["render", "--syntax", "fluent", "--locale", "en", "Hello"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("'fluent' is invalid for '--syntax <syntax>'"), "\(result)")
        // Six values: ArgumentParser lists them one a line.
        for syntax in ["tml", "icu", "mf2", "apple", "expressions", "placeholders"] {
            #expect(result.standardError.contains("\n  - \(syntax)\n"), "\(result)")
        }
    }

    @Test func usageErrors() throws {
        for arguments in [
            ["render", "Hello"],
            ["render", "--locale", "en"],
            ["render", "--locale", "en", "--format", "pdf", "Hello"],
            ["render", "--batch", "--locale", "en"],
            ["render", "--batch", "Hello"],
        ] {
            let result = try Glossa.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.standardOutput == "")
        }
    }

    @Test func badTokens() throws {
        let malformed = try Glossa.run(["render", "--locale", "en", "--tokens", #"{"count": 1,}"#, "Hello"])
        #expect(malformed.status == 1)
        #expect(malformed.standardError.hasPrefix("glossa: --tokens: malformed JSON: "), "\(malformed)")
        #expect(malformed.standardError.hasSuffix(" at column 13\n"), "\(malformed)")
        let array = try Glossa.run(["render", "--locale", "en", "--tokens", "[1]", "Hello"])
        #expect(array.status == 1)
        #expect(array.standardError == "glossa: --tokens: expected a JSON object of token values, found an array\n")
        let repeated = try Glossa.run(["render", "--locale", "en", "--tokens", #"{"a":1,"a":2}"#, "Hello"])
        #expect(repeated.status == 1)
        #expect(repeated.standardError == "glossa: --tokens: malformed JSON: repeated field \"a\" at column 8\n")
    }

    @Test func badTranslationFiles() throws {
        let missing = try Glossa.run(["render", "--locale", "ru", "--translations", "/nonexistent/ru.json", "Hi"])
        #expect(missing.status == 1)
        #expect(missing.standardError == "glossa: \"/nonexistent/ru.json\": no such file\n")

        try Self.withFile("{\"results\":\n  {\"a\": [}") { path in
            let result = try Glossa.run(["render", "--locale", "ru", "--translations", path, "Hi"])
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("glossa: \(quoted(path)): malformed JSON: "), "\(result)")
            #expect(result.standardError.hasSuffix(" at line 2, column 10\n"), "\(result)")
        }
        let key = TranslationKey(label: "Hi").rawValue
        try Self.withFile(#"{"results": {"\#(key)": [{"label": "Привет"}, {"context": {}}]}}"#) { path in
            let result = try Glossa.run(["render", "--locale", "ru", "--translations", path, "Hi"])
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "glossa: \(quoted(path)): \"results\".\"\(key)\": translation 2: missing field \"label\"\n")
        }
        try Self.withFile(#"[{"label": "x", "context": {"count": {"number": 1}}}]"#) { path in
            let result = try Glossa.run(["render", "--locale", "ru", "--translations", path, "Hi"])
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "glossa: \(quoted(path)): translation 1: \"context\".\"count\".\"number\" must be a string, "
                    + "found a number\n")
        }
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

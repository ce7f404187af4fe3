import Foundation
import Testing

/// `glossa convert` on real apps' String Catalogs, `.strings` (UTF-8 and UTF-16) and `.stringsdict` files
/// (`Tests/RealWorld/catalogs`, and the catalogs of `Tests/RealWorld/lint`; provenance in their
/// PROVENANCE.md), checked against independent readers:
/// Python's `json` and `plistlib` (`Tests/RealWorld/differential.py`) and a small `.strings` reader here.
@Suite("glossa convert: real apps' files")
struct RealWorldCatalogTests {
    typealias Scratch = ConvertCommandTests.Scratch

    static let corpus = ConvertCommandTests.repository.appendingPathComponent("Tests/RealWorld/catalogs")
    static let differential = ConvertCommandTests.repository.appendingPathComponent("Tests/RealWorld/differential.py")

    /// The String Catalogs of `glossa lint`'s corpus (`Tests/RealWorld/lint`), converted here too.
    static let lintCorpus = ConvertCommandTests.repository.appendingPathComponent("Tests/RealWorld/lint")

    static func files(_ suffix: String, in root: URL = corpus) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(suffix) { paths.append(path) }
        }
        return paths.sorted()
    }

    /// Every real catalog of both corpora, relative to `corpus` (the lint corpus's as `../lint/…`).
    static let catalogs = files(".xcstrings") + files(".xcstrings", in: lintCorpus).map { "../lint/" + $0 }
    static let strings = files(".strings")
    static let stringsDicts = files(".stringsdict")

    static func python(_ arguments: [String]) throws -> Glossa.Result {
        try Glossa.run(
            ["python3", differential.path] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test func theCorpusHasWhatItShould() throws {
        #expect(Self.catalogs.count >= 4)
        #expect(Self.strings.count >= 3)
        #expect(!Self.stringsDicts.isEmpty)
        let stringsBytes = try Self.strings.map { try Data(contentsOf: Self.corpus.appendingPathComponent($0)) }
        #expect(stringsBytes.contains { $0.starts(with: [0xFF, 0xFE]) }, "a real UTF-16 little-endian .strings")
        #expect(stringsBytes.contains { $0.starts(with: [0xFE, 0xFF]) }, "a real UTF-16 big-endian .strings")
        let texts = try Self.catalogs.map {
            try String(contentsOf: Self.corpus.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(texts.contains { $0.contains("\"version\" : \"1.2\"") && $0.hasSuffix("}\n") })
        #expect(texts.contains { $0.contains("\"plural\" : {") })
        #expect(texts.contains { $0.contains("\"device\" : {") })
    }

    /// Every real catalog comes back byte for byte, with exit status 0 and nothing on stderr.
    @Test(arguments: catalogs)
    func identityConversionIsByteIdentical(_ name: String) throws {
        let scratch = try Scratch()
        let input = Self.corpus.appendingPathComponent(name)
        let result = try Glossa.run(["convert", input.path, scratch.path("out.xcstrings")])
        #expect(result.status == 0, "\(result)")
        #expect(result.standardError == "")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path("out.xcstrings"))) == Data(contentsOf: input))
    }

    /// Each locale's plain values, as Glossa writes them to flat JSON, are what Python's json reads in
    /// the catalog.
    @Test(arguments: catalogs)
    func plainValuesAgreeWithPythonsJSON(_ name: String) throws {
        let input = Self.corpus.appendingPathComponent(name)
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: input)) as? [String: Any])
        var locales = Set<String>()
        for case let entry as [String: Any] in (root["strings"] as? [String: Any] ?? [:]).values {
            locales.formUnion((entry["localizations"] as? [String: Any] ?? [:]).keys)
        }
        let scratch = try Scratch()
        for locale in locales.sorted() {
            let output = scratch.path("\(locale).json")
            let convert = try Glossa.run(["convert", input.path, output, "--locale", locale])
            #expect(convert.status == 0 || convert.status == 2, "\(convert)")
            let check = try Self.python(["catalog-locale", input.path, locale, output])
            #expect(check.status == 0, "\(name) \(locale): \(check)")
        }
    }

    /// Every key and plural form of a real `.stringsdict` reaches the String Catalog, as Python's
    /// plistlib reads it.
    @Test(arguments: stringsDicts)
    func stringsDictReachesTheCatalogAsPlistlibReadsIt(_ name: String) throws {
        let scratch = try Scratch()
        let input = Self.corpus.appendingPathComponent(name)
        let result = try Glossa.run(["convert", input.path, scratch.path("out.xcstrings")])
        #expect(result.status == 0, "\(result)")
        let check = try Self.python(["stringsdict", input.path, scratch.path("out.xcstrings"), "en"])
        #expect(check.status == 0, "\(check)")
    }

    /// The text of a real `.strings` file: UTF-16 when it starts with a byte order mark (as Xcode's
    /// older files do), else UTF-8.
    static func text(ofStrings data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes == [0xFE, 0xFF] { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        return String(data: data, encoding: .utf8)
    }

    /// Every value of a real `.strings`, as its own bytes (UTF-8 or UTF-16), as UTF-8 and as UTF-16
    /// (both byte orders, with a byte order mark), reaches flat JSON as this test's own reader reads it,
    /// and every key's translator comment is the comment block directly above it, not a file header or
    /// section heading.
    @Test(arguments: strings)
    func stringsAgreeWithAnIndependentReader(_ name: String) throws {
        let scratch = try Scratch()
        let original = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
        let text = try #require(Self.text(ofStrings: original))
        let expected = try #require(SmallStringsReader(text))
        #expect(!expected.values.isEmpty)
        let encodings: [(String, Data)] = [
            ("original", original),
            ("utf8", Data(text.utf8)),
            ("utf16le", Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data())),
            ("utf16be", Data([0xFE, 0xFF]) + (text.data(using: .utf16BigEndian) ?? Data())),
        ]
        for (encoding, bytes) in encodings {
            let input = scratch.path("\(encoding).strings")
            try bytes.write(to: URL(fileURLWithPath: input))
            let result = try Glossa.run([
                "convert", input, scratch.path("\(encoding).json"), "--input-locale", "en", "--source-locale", "en",
            ])
            #expect(result.status == 0, "\(name) \(encoding): \(result)")
            let written = try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: scratch.path("\(encoding).json"))))
            #expect(written as? [String: String] == expected.values, "\(name) \(encoding)")
            let catalog = try Glossa.run([
                "convert", input, scratch.path("\(encoding).xcstrings"), "--input-locale", "en", "--source-locale",
                "en",
            ])
            #expect(catalog.status == 0, "\(catalog)")
            let root = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: scratch.path("\(encoding).xcstrings"))))
                    as? [String: Any])
            let entries = try #require(root["strings"] as? [String: [String: Any]])
            for key in expected.values.keys {
                #expect(entries[key]?["comment"] as? String == expected.comments[key], "\(name) \(encoding): \(key)")
            }
        }
    }

    /// A real "Supporting Files" folder migrates to one catalog: the `.stringsdict` plural wins over
    /// the `.strings` value of the same key, section headings are nobody's comment, and a comment after
    /// an entry on its line is that entry's.
    @Test func aRealSupportingFilesFolderMigrates() throws {
        let scratch = try Scratch()
        let folder = Self.corpus.appendingPathComponent("Tethys/Supporting Files")
        let result = try Glossa.run(["convert", folder.path, scratch.path("Localizable.xcstrings")])
        #expect(result.status == 0, "\(result)")
        let root = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: scratch.path("Localizable.xcstrings")))) as? [String: Any])
        let entries = try #require(root["strings"] as? [String: [String: Any]])
        #expect(entries.count == 154)
        let points = entries["Breakout3D_Points"]?["localizations"] as? [String: [String: Any]]
        #expect((points?["en"]?["substitutions"] as? [String: Any])?["score"] != nil, "the .stringsdict entry wins")
        #expect(
            entries["SettingsViewController_Account_Inoreader"]?["comment"] as? String
                == "Name of product, don't localize.")
        #expect(entries["SettingsViewController_Account_Add"]?["comment"] == nil)
        #expect(entries["Error_Network_BadResponse"]?["comment"] == nil)
        let check = try Self.python([
            "stringsdict", folder.appendingPathComponent("en.lproj/Localizable.stringsdict").path,
            scratch.path("Localizable.xcstrings"), "en",
        ])
        #expect(check.status == 0, "\(check)")
    }
}

/// A deliberately small `.strings` reader, independent of Glossa's: quoted keys and values with the
/// common escapes, `/* */` and `//` comments. A comment block directly above an entry (no blank line)
/// is its comment; consecutive `//` lines are one block; a comment after an entry on its line is that
/// entry's, if it has none.
struct SmallStringsReader {
    var values: [String: String] = [:]
    var comments: [String: String] = [:]

    init?(_ text: String) {
        var characters = Array(text.unicodeScalars)
        if characters.first == "\u{FEFF}" { characters.removeFirst() }
        var index = 0
        var comment: String?
        var lineComment = false
        var newlines = 0
        var lastKey: String?
        var onEntryLine = false
        func string() -> String? {
            guard index < characters.count, characters[index] == "\"" else { return nil }
            index += 1
            var result = String.UnicodeScalarView()
            while index < characters.count, characters[index] != "\"" {
                if characters[index] == "\\", index + 1 < characters.count {
                    index += 1
                    switch characters[index] {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "r": result.append("\r")
                    default: result.append(characters[index])
                    }
                } else {
                    result.append(characters[index])
                }
                index += 1
            }
            index += 1
            return String(result)
        }
        func skipSpace() {
            while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                onEntryLine = false
                newlines += 1
                if newlines == 2 { comment = nil }
                index += 1
            } else if character.properties.isWhitespace {
                index += 1
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                let start = index + 2
                index = start
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                    index += 1
                }
                let text = String(String.UnicodeScalarView(characters[start..<index]))
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                index += 2
                lineComment = false
                newlines = 0
                if onEntryLine, let lastKey {
                    if comments[lastKey] == nil { comments[lastKey] = text }
                } else {
                    comment = text
                }
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                let start = index + 2
                index = start
                while index < characters.count, characters[index] != "\n" { index += 1 }
                let line = String(String.UnicodeScalarView(characters[start..<index]))
                    .trimmingCharacters(in: .whitespaces)
                if onEntryLine, let lastKey {
                    if comments[lastKey] == nil { comments[lastKey] = line }
                    lineComment = false
                    continue
                }
                if lineComment, newlines <= 1, let previous = comment {
                    comment = previous + "\n" + line
                } else {
                    comment = line
                }
                lineComment = true
                newlines = 0
            } else if let key = string() {
                skipSpace()
                guard index < characters.count, characters[index] == "=" else { return nil }
                index += 1
                skipSpace()
                guard let value = string() else { return nil }
                skipSpace()
                guard index < characters.count, characters[index] == ";" else { return nil }
                index += 1
                values[key] = value
                if let comment { comments[key] = comment }
                comment = nil
                lineComment = false
                newlines = 0
                lastKey = key
                onEntryLine = true
            } else {
                return nil
            }
        }
    }
}

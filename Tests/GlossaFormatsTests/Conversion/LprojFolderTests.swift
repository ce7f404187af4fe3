import GlossaFormats
import Testing

@Suite("LocalizationFormat.read(files:) of .lproj folders")
struct LprojFolderTests {
    static let plural = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>%d files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d Datei</string><key>other</key><string>%d Dateien</string></dict>
        </dict></dict></plist>
        """

    @Test func everyLocaleAndTableWithTheStringsDictWinning() throws {
        var files = FileTree()
        files["App/Base.lproj/Localizable.strings"] = utf8("\"hello\" = \"Hello (Base)\";\n\"only\" = \"Base\";")
        files["App/en.lproj/Localizable.strings"] = utf8("\"hello\" = \"Hello\";")
        files["App/de.lproj/Localizable.strings"] = utf8(
            "/* a note */\n\"%d files\" = \"%d Dateien\";\n\"hello\" = \"Hallo\";")
        files["App/de.lproj/Localizable.stringsdict"] = utf8(Self.plural)
        files["App/de.lproj/InfoPlist.strings"] = utf8("CFBundleName = \"Beispiel\";")
        files["App/README.md"] = utf8("not read")
        #expect(LocalizationFormat.detect(path: "App", contents: nil, files: files) == .strings)
        let result = try LocalizationFormat.strings.read(files: files, options: ReadOptions(sourceLocale: "en"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let document = result.document
        #expect(document.sourceLocale == "en")
        let hello = try #require(document.entry(forKey: "hello", table: "Localizable"))
        #expect(hello.localizations["en"]?.plainValue == "Hello")
        #expect(hello.localizations["de"]?.plainValue == "Hallo")
        #expect(document.entry(forKey: "only", table: "Localizable")?.localizations["en"]?.plainValue == "Base")
        let files2 = try #require(document.entry(forKey: "%d files", table: "Localizable"))
        #expect(files2.comment == "a note")
        #expect(files2.localizations["de"]?.plainValue == nil, "the .stringsdict entry wins")
        #expect(
            document.entry(forKey: "CFBundleName", table: "InfoPlist")?.localizations["de"]?.plainValue == "Beispiel")
    }

    @Test func aFolderWithoutLocalizedFilesIsAnError() {
        var files = FileTree()
        files["README.md"] = utf8("x")
        #expect(throws: FormatError.self) { try LocalizationFormat.strings.read(files: files) }
    }
}

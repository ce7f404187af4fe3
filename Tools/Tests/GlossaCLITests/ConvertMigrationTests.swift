import Foundation
import Testing

/// `glossa convert` migrating a project's `.lproj` files to a String Catalog, merging into an existing
/// catalog, and `--strict` with a chosen locale.
@Suite("glossa convert: migration")
struct ConvertMigrationTests {
    typealias Scratch = ConvertCommandTests.Scratch

    static let catalog = StringCatalogText.catalog([
        ("Cancel", [("de", "Abbrechen"), ("en", "Cancel"), ("fr", "Annuler")]), ("Keep", [("en", "Keep")]),
    ])

    /// The README's first example, with `--strict`: the user chose the locale, so leaving the others
    /// out loses nothing they asked for.
    @Test func strictWithAChosenLocaleWritesTheXLIFF() throws {
        let scratch = try Scratch()
        let input = try scratch.write("Localizable.xcstrings", Self.catalog)
        let result = try Glossa.run(["convert", input, scratch.path("de.xliff"), "--locale", "de", "--strict"])
        #expect(result.status == 0, "\(result)")
        #expect(scratch.exists("de.xliff"))
        #expect(try scratch.read("de.xliff").contains("<target state=\"translated\">Abbrechen</target>"))
        let strings = try Glossa.run(["convert", input, scratch.path("de.strings"), "--locale", "de", "--strict"])
        #expect(strings.status == 0, "\(strings)")
        #expect(try scratch.read("de.strings").contains("\"Cancel\" = \"Abbrechen\";"))
        // Without --locale the writer picks one, and what it leaves out is still a warning.
        let picked = try Glossa.run(["convert", input, scratch.path("any.xliff"), "--strict"])
        #expect(picked.status == 2, "\(picked)")
        #expect(picked.standardError.contains("left out"))
    }

    /// A German `.strings` onto an existing catalog: merged, the catalog keeps its source language and
    /// other keys, and stderr says what changed.
    @Test func aStringsFileIsMergedIntoAnExistingCatalog() throws {
        let scratch = try Scratch()
        let output = try scratch.write("Localizable.xcstrings", Self.catalog)
        try FileManager.default.createDirectory(
            atPath: scratch.path("de.lproj"), withIntermediateDirectories: true)
        let german = try scratch.write(
            "de.lproj/Localizable.strings",
            "/* Cancel button */\n\"Cancel\" = \"Abbrechen!\";\n\n\"New\" = \"Neu\";\n")
        let result = try Glossa.run(["convert", german, output])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.standardError.contains(
                "merged into the existing catalog: 1 key added, 0 values added, 1 value updated, 0 unchanged; 1 key only in the existing file kept"
            ), "\(result)")
        let merged = try JSONSerialization.jsonObject(with: Data(try scratch.read("Localizable.xcstrings").utf8))
        let root = try #require(merged as? [String: Any])
        #expect(root["sourceLanguage"] as? String == "en")
        let strings = try #require(root["strings"] as? [String: [String: Any]])
        #expect(Set(strings.keys) == ["Cancel", "Keep", "New"])
        func value(_ key: String, _ locale: String) -> String? {
            let localizations = strings[key]?["localizations"] as? [String: [String: Any]]
            return (localizations?[locale]?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        #expect(value("Cancel", "de") == "Abbrechen!")
        #expect(value("Cancel", "fr") == "Annuler")
        #expect(value("Cancel", "en") == "Cancel")
        #expect(value("New", "de") == "Neu")
        #expect(strings["Cancel"]?["comment"] as? String == "Cancel button")
    }

    /// A folder of `<locale>.lproj/<Table>.strings` and `.stringsdict`: every locale, the table the
    /// output is named after, the `.stringsdict` entry winning per key.
    @Test func aFolderOfLprojFilesBecomesOneCatalogPerTable() throws {
        let scratch = try Scratch()
        let folder = "Supporting Files"
        for locale in ["en", "de"] {
            try FileManager.default.createDirectory(
                atPath: scratch.path("\(folder)/\(locale).lproj"), withIntermediateDirectories: true)
        }
        _ = try scratch.write(
            "\(folder)/en.lproj/Localizable.strings",
            "/*\n  Localizable.strings\n  Copyright Example\n*/\n\n\"Hello\" = \"Hello\";\n\"%d files\" = \"%d files\";\n"
        )
        _ = try scratch.write("\(folder)/de.lproj/Localizable.strings", "\"Hello\" = \"Hallo\";\n")
        _ = try scratch.write(
            "\(folder)/en.lproj/Localizable.stringsdict", Self.stringsDict(one: "%d file", other: "%d files"))
        _ = try scratch.write(
            "\(folder)/de.lproj/Localizable.stringsdict", Self.stringsDict(one: "%d Datei", other: "%d Dateien"))
        _ = try scratch.write("\(folder)/de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Beispiel\";\n")
        let result = try Glossa.run(["convert", scratch.path(folder), scratch.path("Localizable.xcstrings")])
        #expect(result.status == 2, "\(result)")
        #expect(result.standardError.contains("wrote Localizable and left out InfoPlist"), "\(result)")
        let catalog = try scratch.read("Localizable.xcstrings")
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        #expect(root["sourceLanguage"] as? String == "en")
        let strings = try #require(root["strings"] as? [String: [String: Any]])
        #expect(Set(strings.keys) == ["Hello", "%d files"])
        #expect(strings["Hello"]?["comment"] == nil, "the file header is no translator comment")
        let files = try #require(strings["%d files"]?["localizations"] as? [String: [String: Any]])
        let german = try #require(files["de"]?["substitutions"] as? [String: [String: Any]], "the .stringsdict wins")
        let plural = (german["files"]?["variations"] as? [String: [String: [String: Any]]])?["plural"]
        #expect((plural?["one"]?["stringUnit"] as? [String: Any])?["value"] as? String == "%d Datei")
        let info = try Glossa.run(["convert", scratch.path(folder), scratch.path("InfoPlist.xcstrings")])
        #expect(info.status == 2, "\(info)")
        #expect(try scratch.read("InfoPlist.xcstrings").contains("Beispiel"))
    }

    static func stringsDict(one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>%d files</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@files@</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>\(one)</string>
                    <key>other</key>
                    <string>\(other)</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """
    }
}

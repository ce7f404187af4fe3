import Foundation
import GlossaFormats
import GlossaMessages
import Testing

@testable import GlossaLocalization

/// `.xcstrings` and `.stringsdict` variations and substitutions, through GlossaFormats' readers, as Apple
/// format-string catalogs. The String Catalogs are xcstrings-tool's fixtures, kept beside the Apple
/// format front end's tests (`Tests/GlossaMessagesTests/Fixtures/XCStrings/PROVENANCE.md`).
struct AppleFormatCatalogTests {
    static func fixture(_ name: String) throws -> LocalizationDocument {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "GlossaMessagesTests/Fixtures/XCStrings/\(name).xcstrings")
        let result = try StringCatalogFormat().read(Array(try Data(contentsOf: url)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return result.document
    }

    static func localizer(
        _ documents: [LocalizationDocument], syntax: AppleFormatSyntax = AppleFormatSyntax(),
        locale: LocaleIdentifier = TestLocale.english
    ) throws -> Localizer {
        // One document, so that the files' entries share the Localizable table.
        let merged = LocalizationDocument(entries: documents.flatMap(\.entries))
        let loaded = try Catalog.catalogs(from: merged, syntax: syntax)
        #expect(loaded.skipped.isEmpty, "\(loaded.skipped)")
        let catalogs = loaded.catalogs
        return Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian], catalogs: catalogs,
            preferredLanguages: [locale], store: InMemoryLocaleStore(), notificationCenter: nil)
    }

    /// A CDS delivers Apple device variations and substitutions as `<cds-root>` units (cds-protocol.md
    /// §1.8): an Apple format catalog renders them for its device, and one that is not well formed shows
    /// its text and says where it stopped reading.
    @Test func cdsRootUnitsRenderForTheSyntaxDevice() throws {
        let units = """
            <cds-root><cds-unit id="substitutions">Found %1$#@arg1@ having %2$#@arg2@</cds-unit>\
            <cds-unit id="substitutions.arg1.plural.one">%1$ld user</cds-unit>\
            <cds-unit id="substitutions.arg1.plural.other">%1$ld users</cds-unit>\
            <cds-unit id="substitutions.arg2.plural.one">%2$ld device</cds-unit>\
            <cds-unit id="substitutions.arg2.plural.other">%2$ld devices &amp; more</cds-unit></cds-root>
            """
        let devices = """
            <cds-root><cds-unit id="device.iphone">On your iPhone</cds-unit>\
            <cds-unit id="device.other">On your device</cds-unit></cds-root>
            """
        let broken = "<cds-root><cds-unit id=\"device.iphone\">On your iPhone</cds-root>"
        func localizer(_ device: AppleDevice) throws -> Localizer {
            let syntax = AppleFormatSyntax(device: device)
            let catalog = try Catalog(
                locale: TestLocale.english, syntax: syntax,
                entries: [("found", units), ("where", devices), ("broken", broken)])
            return Localizer(
                sourceLocale: TestLocale.english, appLocales: [TestLocale.english], catalogs: [catalog],
                preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
        }
        let phone = try localizer(.iphone)
        #expect(phone.format("found", 1, 3) == "Found 1 user having 3 devices & more")
        #expect(phone.format("where") == "On your iPhone")
        #expect(try localizer(.mac).format("where") == "On your device")
        #expect(phone.format("broken") == broken)
        let compiled = AppleFormatCompiler(locale: TestLocale.english).compile(source: broken)
        let rendered = compiled.render(RenderContext(arguments: [:], locale: TestLocale.english))
        #expect(rendered.text == broken)
        #expect(rendered.diagnostics.count == 1)
        #expect(rendered.diagnostics.first.map { "\($0)" }?.contains("<cds-root>") == true)
    }

    @Test func pluralVariationsWithAppleZero() throws {
        let localizer = try Self.localizer([try Self.fixture("Variations"), try Self.fixture("Localizable")])
        #expect(localizer.format("String.Plural", 0) == "I have no strings")
        #expect(localizer.format("String.Plural", 1) == "I have 1 string")
        #expect(localizer.format("String.Plural", 2) == "I have 2 strings")
        #expect(localizer.format("myPlural", 1) == "I have 1 plural")
        #expect(localizer.format("myPlural", 0) == "I have 0 plurals")
    }

    @Test func deviceVariationsFollowTheSyntaxDevice() throws {
        let documents = [try Self.fixture("Variations"), try Self.fixture("Localizable")]
        let mac = try Self.localizer(documents, syntax: AppleFormatSyntax(device: .mac))
        #expect(mac.format("String.Device") == "Click to open")
        let phone = try Self.localizer(documents, syntax: AppleFormatSyntax(device: .iphone))
        #expect(phone.format("String.Device") == "Tap to open")
        #expect(phone.format("myDeviceVariant") == "Multiplatform Original")
        let pad = try Self.localizer(documents, syntax: AppleFormatSyntax(device: .ipad))
        #expect(pad.format("myDeviceVariant") == "macOS Original")
    }

    @Test func substitutionsWithArgumentNumbers() throws {
        let localizer = try Self.localizer([try Self.fixture("Substitution"), try Self.fixture("Localizable")])
        let key: CatalogKey = "substitutions_example.string"
        #expect(localizer.format(key, "Hi", 1, 2) == "Hi! There is 1 string and you have 2 remaining")
        #expect(localizer.format(key, "Hey", 5, 0) == "Hey! There are 5 strings and you have 0 remaining")
        #expect(localizer.format("mySubstitute", 3, 1) == "3: People liked 1 posts")
        // Plain strings and positional arguments of the same files still load.
        let positional = try Self.localizer([try Self.fixture("Positional")])
        #expect(positional.format("reorder", 1, "two") == "Second: two - First: 1")
    }

    @Test func russianPluralsNestedInDevices() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"files": {"localizations": {
              "en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
              "ru": {"variations": {"device": {
                "mac": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld файл на Mac"}},
                  "few": {"stringUnit": {"state": "translated", "value": "%lld файла на Mac"}},
                  "many": {"stringUnit": {"state": "translated", "value": "%lld файлов на Mac"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld файла на Mac"}}}}},
                "other": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld файл"}},
                  "few": {"stringUnit": {"state": "translated", "value": "%lld файла"}},
                  "many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}}}}}}}}}
            """
        let document = try StringCatalogFormat().read(Array(catalog.utf8)).document
        let phone = try Self.localizer(
            [document], syntax: AppleFormatSyntax(device: .iphone), locale: TestLocale.russian)
        #expect(phone.format("files", 1) == "1 файл")
        #expect(phone.format("files", 22) == "22 файла")
        #expect(phone.format("files", 5) == "5 файлов")
        #expect(phone.format("files", 1234) == "1\u{A0}234 файла")
        let mac = try Self.localizer([document], syntax: AppleFormatSyntax(device: .mac), locale: TestLocale.russian)
        #expect(mac.format("files", 11) == "11 файлов на Mac")
        let english = try Self.localizer([document], locale: TestLocale.english)
        #expect(english.format("files", 1) == "1 file")
    }

    @Test func stringsDictRulesWithSeveralVariablesAndWidths() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>%d files in %d folders</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>
                <key>files</key><dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>zero</key><string>No files</string>
                  <key>one</key><string>%d file</string>
                  <key>other</key><string>%d files</string>
                </dict>
                <key>folders</key><dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d folder</string>
                  <key>other</key><string>%d folders</string>
                </dict>
              </dict>
              <key>welcome</key><dict>
                <key>NSStringVariableWidthRuleType</key><dict>
                  <key>1</key><string>Hi!</string>
                  <key>20</key><string>Hello!</string>
                  <key>70</key><string>Greetings and Salutations!</string>
                </dict>
              </dict>
              <key>open</key><dict>
                <key>NSStringDeviceSpecificRuleType</key><dict>
                  <key>mac</key><string>Click to open</string>
                  <key>iphone</key><string>Tap to open</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """
        let document = try StringsDictFormat().read(Array(plist.utf8), options: ReadOptions(locale: "en")).document
        let localizer = try Self.localizer([document])
        #expect(localizer.format("%d files in %d folders", 0, 1) == "No files in 1 folder")
        #expect(localizer.format("%d files in %d folders", 1, 3) == "1 file in 3 folders")
        #expect(localizer.format("%d files in %d folders", 1200, 2) == "1,200 files in 2 folders")
        #expect(localizer.format("welcome") == "Greetings and Salutations!")
        let narrow = try Self.localizer([document], syntax: AppleFormatSyntax(presentationWidth: 25))
        #expect(narrow.format("welcome") == "Hello!")
        let ipad = try Self.localizer([document], syntax: AppleFormatSyntax(device: .ipad))
        #expect(ipad.format("open") == "Tap to open")
    }

    @Test func storedMessagesRoundTripAndBadOnesAreReported() throws {
        let message = AppleFormatMessage(
            format: "%#@files@",
            variables: [
                "files": .plural(AppleFormatPlural(forms: ["one": "%d file", "other": "%d files"], valueType: "d"))
            ])
        #expect(
            message.catalogSource
                == #"{"format":"%#@files@","variables":{"files":{"plural":{"one":"%d file","other":"%d files"},"valueType":"d"}}}"#
        )
        // A plain string that starts with a brace stays a plain string.
        let braces = AppleFormatMessage(format: "{braces} %@").catalogSource
        let issues = IssueRecorder()
        var configuration = Localizer.Configuration()
        configuration.issueHandler = { issues.record($0) }
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english],
            catalogs: [
                try Catalog(
                    locale: TestLocale.english, syntax: .appleFormat,
                    messages: [
                        "files": message.catalogSource, "braces": braces, "brace-text": "{not json}",
                        "bad": #"{"format":"%#@x@","variables":{"x":{"plural":"nope"}}}"#,
                    ])
            ], preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: configuration)
        #expect(localizer.format("files", 2) == "2 files")
        #expect(localizer.format("braces", "x") == "{braces} x")
        #expect(localizer.format("brace-text") == "{not json}")
        #expect(issues.issues.isEmpty)
        _ = localizer.format("bad", 1)
        #expect(issues.issues.count == 1)
    }

    @Test func variationsOtherSyntaxesCannotCarryAreReportedAsSkipped() throws {
        let loaded = try Catalog.catalogs(from: try Self.fixture("Variations"), syntax: .plainText)
        #expect(loaded.skipped.map(\.key).sorted() == ["String.Device", "String.Plural"])
    }
}

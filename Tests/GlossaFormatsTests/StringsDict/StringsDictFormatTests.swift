import GlossaFormats
import Testing

@Suite("StringsDictFormat")
struct StringsDictFormatTests {
    let format = StringsDictFormat()

    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>files_count</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%#@files@ in %#@folders@</string>
        		<key>files</key>
        		<dict>
        			<key>NSStringFormatSpecTypeKey</key>
        			<string>NSStringPluralRuleType</string>
        			<key>NSStringFormatValueTypeKey</key>
        			<string>d</string>
        			<key>zero</key>
        			<string>No files</string>
        			<key>one</key>
        			<string>%d file</string>
        			<key>other</key>
        			<string>%d files</string>
        		</dict>
        		<key>folders</key>
        		<dict>
        			<key>NSStringFormatSpecTypeKey</key>
        			<string>NSStringPluralRuleType</string>
        			<key>NSStringFormatValueTypeKey</key>
        			<string>lld</string>
        			<key>one</key>
        			<string>%lld folder</string>
        			<key>other</key>
        			<string>%lld folders</string>
        		</dict>
        	</dict>
        	<key>welcome</key>
        	<dict>
        		<key>NSStringVariableWidthRuleType</key>
        		<dict>
        			<key>1</key>
        			<string>Hi</string>
        			<key>20</key>
        			<string>Hello &amp; welcome</string>
        		</dict>
        	</dict>
        	<key>device</key>
        	<dict>
        		<key>NSStringDeviceSpecificRuleType</key>
        		<dict>
        			<key>iphone</key>
        			<string>Tap</string>
        			<key>mac</key>
        			<string>Click</string>
        		</dict>
        	</dict>
        </dict>
        </plist>

        """

    @Test func readsPluralWidthAndDeviceRulesWithSeveralVariables() throws {
        let result = try format.read(utf8(Self.sample), options: ReadOptions(locale: "en"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let entries = result.document.entries
        #expect(entries.map(\.key) == ["files_count", "welcome", "device"])
        let files = try #require(entries[0].localizations["en"])
        #expect(files.variant.unit?.value == "%#@files@ in %#@folders@")
        #expect(files.substitutions.map(\.name) == ["files", "folders"])
        #expect(files.substitutions[0].formatSpecifier == "d")
        #expect(files.substitutions[0].variations.cases.map(\.key) == ["zero", "one", "other"])
        #expect(files.substitutions[1].variations["one"]?.unit?.value == "%lld folder")
        let welcome = try #require(entries[1].localizations["en"]?.variant.variations)
        #expect(welcome.kind == .width)
        #expect(welcome["20"]?.unit?.value == "Hello & welcome")
        #expect(entries[2].localizations["en"]?.variant.variations?.kind == .device)
    }

    @Test func writesTheSameBytesBack() throws {
        let result = try format.read(utf8(Self.sample), options: ReadOptions(locale: "en"))
        let written = format.write(result.document)
        #expect(written.diagnostics.isEmpty)
        #expect(String(decoding: written.bytes, as: UTF8.self) == Self.sample)
    }

    @Test func malformedEntryIsSkippedWithPosition() throws {
        let text = """
            <plist version="1.0"><dict>
            <key>bad</key><dict><key>x</key><string>y</string></dict>
            <key>good</key><dict><key>NSStringLocalizedFormatKey</key><string>ok</string></dict>
            </dict></plist>
            """
        let result = try format.read(utf8(text))
        #expect(result.document.entries.map(\.key) == ["good"])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics[0].location?.line == 2)
        #expect(result.diagnostics[0].location?.column == 1)
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key></dict></plist>", 1),
        ("<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>x</dict></plist>", 4),
        ("<plist>\n<dict>\n<key>a</key><string>x &bogus; y</string></dict></plist>", 3),
        ("<!DOCTYPE plist [<!ENTITY a \"aaaa\">]><plist><dict/></plist>", 1),
        ("<plist><dict>\n<key>a</key><string>x</string>", 2),
    ])
    func malformedXMLSaysWhere(_ text: String, line: Int) {
        do {
            _ = try format.read(utf8(text))
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostic.location?.line == line, "\(error)")
        }
    }

    @Test func deepNestingIsRefused() {
        let depth = 10_000
        let text =
            "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</plist>"
        #expect(throws: FormatError.self) { try format.read(utf8(text)) }
    }

    @Test func binaryPropertyListsAreRefusedClearly() {
        #expect(throws: FormatError.self) { try format.read(utf8("bplist00\u{0}\u{1}")) }
    }

    @Test func catalogPluralsBecomeOneVariable() throws {
        var document = LocalizationDocument(sourceLocale: "en")
        let plural = Variations(kind: .plural, strings: ["one": "%lld item", "other": "%lld items"])
        document.entries = [
            LocalizationEntry(key: "items", localizations: ["en": Localization(variant: Variant(variations: plural))])
        ]
        let written = format.write(document)
        let reread = try format.read(written.bytes, options: ReadOptions(locale: "en"))
        let localization = try #require(reread.document.entries.first?.localizations["en"])
        #expect(localization.variant.unit?.value == "%#@value@")
        #expect(localization.substitutions.first?.formatSpecifier == "lld")
        #expect(localization.substitutions.first?.variations["other"]?.unit?.value == "%lld items")
    }
}

import GlossaLocalization
import GlossaMessages
import Testing

/// The key schemes against values computed by the SDKs themselves: transifex-python 3.7.0's
/// `generate_key`/`generate_hashed_key` (run in a virtual environment), the Swift SDK's `txGenerateKey`
/// (cds-protocol.md §1.4) and TMLKit's `md5(label;;;description)`.
struct CatalogKeyTests {
    @Test(
        arguments: [
            ("Hello world", nil, "Hello world"),
            ("Hello world", "a,b", "Hello world::a,b"),
            ("Hello world", "", "Hello world"),
        ] as [(String, String?, String)])
    func sourceStringKeys(string: String, context: String?, expected: String) {
        #expect(CatalogKey.sourceString(string, context: context).rawValue == expected)
    }

    @Test(
        arguments: [
            ("Hello world", nil, "55b99af8f618086dbf236266cb61dc0f"),
            ("Hello world", "a,b", "d53b737557734f885c5ebf6213c14e2d"),
        ] as [(String, String?, String)])
    func swiftGeneratedKeys(string: String, context: String?, expected: String) {
        #expect(CatalogKey.transifexGenerated(sourceString: string, context: context).rawValue == expected)
    }

    @Test(
        arguments: [
            ("Hello world", nil, "7e668eedec09627f6c3a4db22365debe"),
            ("Hello world", "a,b", "32e9ba0b5f334ef0880fea8ff242d7c9"),
            ("a:b\\c", nil, "f1055d3a297409522d6e118fbd3c665d"),
            ("Привет", nil, "edaed432702fed5027c0aa541c719246"),
        ] as [(String, String?, String)])
    func pythonHashedKeys(string: String, context: String?, expected: String) {
        #expect(CatalogKey.transifexHashed(sourceString: string, context: context).rawValue == expected)
    }

    @Test func pythonHashedKeyOfAPlural() {
        // generate_hashed_key("{cnt, plural, one {# file} other {# files}}") and with context "x".
        let forms: [TransifexPluralRule: String] = [.one: "# file", .other: "# files"]
        #expect(CatalogKey.transifexHashed(pluralForms: forms).rawValue == "f6a26852f55726e066a629e522e85bb2")
        #expect(
            CatalogKey.transifexHashed(pluralForms: forms, context: "x").rawValue == "be3ac7dfd01f36f032a8bbd48485c8ad")
    }

    @Test func tmlKeysAreTranslationKeys() {
        #expect(
            CatalogKey.tml(label: "Invite", description: "Invite someone to join the group").rawValue
                == TranslationKey(label: "Invite", description: "Invite someone to join the group").rawValue)
        #expect(CatalogKey.tml(label: "Invite") != CatalogKey.tml(label: "Invite", description: "x"))
    }

    @Test func explicitKeysAreAsWritten() {
        let key: CatalogKey = "DemoVC.TextField.Text"
        #expect(key.rawValue == "DemoVC.TextField.Text")
        #expect(key.description == "DemoVC.TextField.Text")
    }
}

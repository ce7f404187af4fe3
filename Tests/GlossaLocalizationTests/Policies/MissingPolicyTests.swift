import GlossaLocalization
import Testing

struct MissingPolicyTests {
    private func missing(_ text: String, source: FallbackSource = .sourceLanguage) -> MissingTranslation {
        MissingTranslation(key: "key", locale: TestLocale.greek, text: text, source: source)
    }

    @Test func sourceStringShowsTheText() {
        #expect(SourceStringPolicy().text(for: missing("Hello")) == "Hello")
    }

    @Test func pseudoTranslationUsesTransifexTable() {
        // cds-protocol.md §1.7, the example both SDKs document.
        #expect(PseudoTranslationPolicy().text(for: missing("The quick brown fox")) == "Ťȟê ʠüıċǩ ƀȓøẁñ ƒøẋ")
        #expect(
            PseudoTranslationPolicy.pseudoTranslate("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
                == "ÅƁĊĐȄḞĠȞİĴǨĹṀÑÒƤꝖȒȘŤÜṼẂẌẎŽ")
        #expect(PseudoTranslationPolicy.pseudoTranslate("abcdefghijklmnopqrstuvwxyz") == "àƀċđêƒğȟıǰǩĺɱñøƥʠȓšťüṽẁẋÿź")
        #expect(PseudoTranslationPolicy.pseudoTranslate("1, 2: Привет!") == "1, 2: Привет!")
    }

    @Test func wrappedStringWrapsInStartAndEnd() {
        #expect(WrappedStringPolicy().text(for: missing("Hello")) == "[Hello]")
        #expect(WrappedStringPolicy(start: "<<", end: ">>").text(for: missing("Hello")) == "<<Hello>>")
    }

    @Test func compositeAppliesInOrder() {
        // The Transifex README's configuration: pseudo-translate, then wrap.
        let policy = CompositePolicy(PseudoTranslationPolicy(), WrappedStringPolicy(start: "[", end: "]"))
        #expect(policy.text(for: missing("Hello")) == "[Ȟêĺĺø]")
        let reversed = CompositePolicy([WrappedStringPolicy(start: "a", end: "b"), PseudoTranslationPolicy()])
        #expect(reversed.text(for: missing("x")) == "àẋƀ")
    }

    @Test func expandingPseudoLocaleLengthensAndBrackets() {
        let policy = ExpandingPseudoPolicy()
        #expect(policy.text(for: missing("Save")) == "[Șàṽê ~~]")
        #expect(policy.text(for: missing("Hello world")) == "[Ȟêĺĺø ẁøȓĺđ ~~~~~]")
        #expect(policy.text(for: missing("")) == "[]")
        #expect(ExpandingPseudoPolicy(expansion: 1, padding: "·").text(for: missing("ab")) == "[àƀ ··]")
    }

    @Test func rightToLeftPseudoLocaleOverridesDirectionPerLine() {
        let policy = RightToLeftPseudoPolicy()
        #expect(policy.text(for: missing("Hello")) == "\u{202E}Hello\u{202C}")
        #expect(policy.text(for: missing("a\n\nb")) == "\u{202E}a\u{202C}\n\n\u{202E}b\u{202C}")
    }

    @Test func keyPlaceholderReplacesOnlyAMissingKey() {
        // MCLocalization's noKeyPlaceholder.
        let policy = KeyPlaceholderPolicy("[No '{key}' in '{language}']")
        #expect(policy.text(for: missing("key", source: .key)) == "[No 'key' in 'el']")
        #expect(policy.text(for: missing("Source text")) == "Source text")
        #expect(policy.text(for: missing("Default", source: .defaultValue)) == "Default")
    }
}

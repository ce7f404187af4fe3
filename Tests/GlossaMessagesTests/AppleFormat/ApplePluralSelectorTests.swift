import GlossaCLDR
import Testing

@testable import GlossaMessages

/// An Apple plural's fitted selector: its shortcut (the exact 0 to `zero`, categories to theirs)
/// chooses what its `choose` chooses, wherever it answers.
@Suite struct ApplePluralSelectorTests {
    static let forms: [[String: String]] = [
        ["zero": "none", "one": "%d one", "few": "%d few", "many": "%d many", "other": "%d other"],
        ["one": "%d one", "other": "%d other"],
        ["zero": "none", "other": "%d other"],
        ["zero": "none", "one": "%d one"],
        ["two": "%d two", "few": "%d few", "other": "%d other"],
    ]

    static let values: [MessageValue] =
        (-30...1_100).map { .number(MessageNumber($0)) } + EngineSelectionShortcutsTests.values

    @Test func shortcutsChooseWhatTheSelectorChooses() throws {
        var answered = 0
        for name in ["en", "ru", "ar", "pl", "lv", "cy"] {
            let locale = try LocaleIdentifier(parsing: name)
            let compiler = AppleFormatCompiler(locale: locale)
            for forms in Self.forms {
                let message = AppleFormatMessage(
                    format: "%#@n@", variables: ["n": .plural(AppleFormatPlural(forms: forms))])
                let program = compiler.compile(message).program
                #expect(program.selections.first?.shortcuts.plural != nil)
                for value in Self.values {
                    let context = RenderContext(arguments: ["1": value], locale: locale)
                    answered += EngineSelectionShortcutsTests.compare(program, context, pattern: "\(forms)")
                }
            }
        }
        #expect(answered > 10_000)
    }

    /// Apple's `zero` is exactly 0 in every language, before the category (`ru` 0 is `many`); without
    /// a `zero` form, 0 takes its category's.
    @Test func zeroIsExactlyZero() throws {
        let ru = try LocaleIdentifier(parsing: "ru")
        let compiler = AppleFormatCompiler(locale: ru)
        func text(_ forms: [String: String], _ value: Int) -> String {
            let message = AppleFormatMessage(
                format: "%#@n@", variables: ["n": .plural(AppleFormatPlural(forms: forms))])
            return compiler.compile(message).render(RenderContext(arguments: ["1": .number(MessageNumber(value))]))
                .text
        }
        #expect(text(Self.forms[0], 0) == "none")
        #expect(text(Self.forms[0], 10) == "10 many")
        #expect(text(Self.forms[0], 21) == "21 one")
        #expect(text(Self.forms[1], 0) == "0 other")
    }
}

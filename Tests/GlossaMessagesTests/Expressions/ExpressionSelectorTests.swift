import GlossaCLDR
import GlossaJSON
import Testing

@testable import GlossaMessages

/// Expressions fitted to a selection: the first matching expression wins, whether a render is
/// answered by the shortcut (categories and exact integers) or by the selector.
@Suite struct ExpressionSelectorTests {
    /// Expression keys in order, each variant's text its own key.
    static let messages: [[String]] = [
        ["ie:x=0", "one", "few", "many", "other"],
        ["one", "ie:x=1", "ie:x=21", "other"],
        ["ie:x=21", "one", "ie:x=21", "zero", "two", "other"],
        ["few", "one"],
        ["ie:x=-1", "ie:x=2.5", "one", "other"],
        ["ie:x>=5", "one", "other"],
        ["iex:2<x<10", "one", "other"],
        [">one", "one", "other"],
        ["exp:^1", "other"],
        ["zero", "other"],
        ["ie:x=0", "ie:x=1", "few", "ie:x=5", "other"],
    ]

    static func compile(_ keys: [String], locale: LocaleIdentifier) -> CompiledMessage {
        ExpressionCompiler(locale: locale).compile(ExpressionMessage(variants: keys.map { ($0, .text($0)) }))
    }

    @Test func shortcutsChooseWhatTheSelectorChooses() throws {
        let values: [MessageValue] =
            (-30...1_100).map { .number(MessageNumber($0)) } + EngineSelectionShortcutsTests.values
        var answered = 0
        for name in ["en", "ru", "ar", "pl", "ja", "lv"] {
            let locale = try LocaleIdentifier(parsing: name)
            for keys in Self.messages {
                let program = Self.compile(keys, locale: locale).program
                for value in values {
                    let context = RenderContext(arguments: ["x": value], locale: locale)
                    answered += EngineSelectionShortcutsTests.compare(program, context, pattern: "\(keys)")
                }
            }
        }
        #expect(answered > 10_000)
    }

    /// Categories and exact integers have a shortcut; inequalities, ranges, `>one` and regular
    /// expressions are asked of the selector.
    @Test func whichExpressionsHaveShortcuts() throws {
        let ru = try LocaleIdentifier(parsing: "ru")
        func hasShortcut(_ keys: [String]) -> Bool {
            Self.compile(keys, locale: ru).program.selections.first?.shortcuts.plural != nil
        }
        #expect(hasShortcut(Self.messages[0]))
        #expect(hasShortcut(Self.messages[1]))
        #expect(hasShortcut(Self.messages[2]))
        #expect(!hasShortcut(Self.messages[4]))
        #expect(!hasShortcut(Self.messages[5]))
        #expect(!hasShortcut(Self.messages[6]))
        #expect(!hasShortcut(Self.messages[7]))
        #expect(!hasShortcut(Self.messages[8]))
    }

    /// An exact integer after a category that takes it is never chosen; before one, it wins; a built-in
    /// outside the locale's categories is the exact value (`zero` in English and Russian is 0), inside
    /// them the category (Latvian's `zero` takes 10).
    @Test func theFirstMatchingExpressionWins() throws {
        let en = try LocaleIdentifier(parsing: "en")
        let ru = try LocaleIdentifier(parsing: "ru")
        func text(_ keys: [String], _ value: Int, _ locale: LocaleIdentifier) -> String {
            Self.compile(keys, locale: locale).render(RenderContext(arguments: ["x": .number(MessageNumber(value))]))
                .text
        }
        #expect(text(Self.messages[1], 1, en) == "one")
        #expect(text(Self.messages[1], 21, en) == "ie:x=21")
        #expect(text(Self.messages[1], 21, ru) == "one")
        #expect(text(Self.messages[2], 21, ru) == "ie:x=21")
        #expect(text(Self.messages[2], 0, en) == "zero")
        #expect(text(Self.messages[2], 2, en) == "two")
        #expect(text(Self.messages[0], 0, ru) == "ie:x=0")
        #expect(text(Self.messages[0], 10, ru) == "many")
        #expect(text(Self.messages[9], 0, ru) == "zero")
        #expect(text(Self.messages[9], 10, en) == "other")
        #expect(text(Self.messages[9], 10, try LocaleIdentifier(parsing: "lv")) == "zero")
    }
}

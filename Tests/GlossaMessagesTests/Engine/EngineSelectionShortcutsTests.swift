import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

/// ``SelectionShortcuts`` against the selectors they stand in for: wherever a selection's shortcuts
/// answer (an ICU plural's integers through its ``PluralShortcut``, an ICU select's texts through its
/// keys), they choose the variant the fitted selector's `choose` chooses; where they do not, the
/// selector decides.
@Suite("Selection shortcuts")
struct EngineSelectionShortcutsTests {
    static let patterns = [
        "{n, plural, one {a} other {b}}",
        "{n, plural, one {a} few {b} many {c} other {d}}",
        "{n, plural, zero {z} one {a} two {t} few {b} many {c} other {d}}",
        "{n, plural, offset:1 one {a #} other {b #}}",
        "{n, plural, offset:-2 one {a #} few {f #} other {b #}}",
        "{n, plural, offset:0.5 one {a #} other {b #}}",
        "{n, plural, =0 {none} =1 {single} one {a} other {b}}",
        "{n, plural, =1 {single} =-2 {minus two} =1 {again} =21 {twenty-one} few {f} other {b}}",
        "{n, plural, =1.5 {one and a half} =2 {two} one {a} other {b}}",
        "{n, plural, offset:1 =0 {none} =1 {single} one {a #} other {b #}}",
        "{n, plural, =9007199254740993 {huge} one {a} other {b}}",
        "{n, plural, one {a} one {again} other {b}}",
        "{n, plural, few {f} other {b}}",
        "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        "{n, select, male {m} female {f} other {o}}",
        "{n, select, other {o} male {m} male {again}}",
        "{n, select, é {e-acute} ё {yo} 1 {one} other {o}}",
        "{n, select, a {A} b {B} c {C} d {D} e {E} f {F} g {G} h {H} other {O}}",
        "{n, select, male {{k, plural, one {he #} other {they #}}} other {{k, plural, one {# x} other {# xs}}}}",
    ]

    static let values: [MessageValue] = [
        .number(MessageNumber(0)), .number(MessageNumber(1)), .number(MessageNumber(2)), .number(MessageNumber(3)),
        .number(MessageNumber(5)), .number(MessageNumber(11)), .number(MessageNumber(21)),
        .number(MessageNumber(22)), .number(MessageNumber(101)), .number(MessageNumber(1_000_001)),
        .number(MessageNumber(-1)), .number(MessageNumber(-2)), .number(MessageNumber(-21)),
        .number(MessageNumber(Int.max)), .number(MessageNumber(Int.min)), .number(MessageNumber(Int64.max / 2)),
        .number(MessageNumber(UInt64.max)), .number(MessageNumber(1.5)), .number(MessageNumber(1.0)),
        .number(MessageNumber(2.25)), .string("male"), .string("female"), .string("other"), .string(""),
        .string("mal"), .string("é"), .string("e\u{301}"), .string("ё"), .string("е\u{308}"), .string("1"),
        .string("h"), .safeString("male"), .safeString("zz"), .bool(true), .null,
        .object(MessageObject(displayText: "Anna", gender: .female)), .object(MessageObject(displayText: "x")),
    ]

    static let locales = ["en", "ru", "ar", "pl", "fr", "ja", "cy"]

    /// For every selection of every pattern in every locale and every value: the shortcuts' answer,
    /// when there is one, is the selector's.
    @Test func shortcutsChooseWhatTheSelectorChooses() throws {
        var answered = 0
        for name in Self.locales {
            let locale = try LocaleIdentifier(parsing: name)
            let compiler = ICUCompiler(locale: locale)
            for pattern in Self.patterns {
                let program = compiler.compile(pattern).program
                for value in Self.values {
                    let context = RenderContext(arguments: ["n": value, "k": value], locale: locale)
                    answered += Self.compare(program, context, pattern: pattern)
                }
            }
        }
        #expect(answered > 1_000)
    }

    /// How many selections of `program` the shortcuts answered for `context`, expecting each answer
    /// to be the selector's.
    static func compare(_ program: MessageProgram, _ context: RenderContext, pattern: String) -> Int {
        var answered = 0
        _ = ArgumentSlots.with(program, in: context) { slots in
            for selection in program.selections {
                guard let variant = slots.variant(selection.slot, shortcuts: selection.shortcuts) else { continue }
                answered += 1
                let choice = selection.selector.choose(for: slots[selection.slot], in: context)
                guard case .variant(let chosen) = choice else {
                    Issue.record(
                        "\(pattern) \(String(describing: slots[selection.slot])): shortcut \(variant), selector \(choice)"
                    )
                    continue
                }
                #expect(chosen == variant, "\(pattern) \(String(describing: slots[selection.slot]))")
            }
            return true
        }
        return answered
    }

    /// Exact integers are tried before the category, on the value itself; with any, only a plain
    /// `Int` without an offset is answered, the rest left to the selector.
    @Test func pluralShortcutTriesExactIntegersFirst() throws {
        let rules = PluralRules(locale: try LocaleIdentifier(parsing: "ru"))
        let variants = PluralCategoryVariants(variantKeys: ["zero", "one", "few", "many", "other"])
        let exact = PluralShortcut(
            rules: rules, offset: 0, variants: variants, exactIntegerVariants: [(0, 0), (21, 4), (0, 3)])
        #expect(exact.variant(for: MessageNumber(0)) == 0)
        #expect(exact.variant(for: MessageNumber(21)) == 4)
        #expect(exact.variant(for: MessageNumber(1)) == 1)
        #expect(exact.variant(for: MessageNumber(-21)) == 1)
        #expect(exact.variant(for: MessageNumber(5)) == 3)
        #expect(exact.variant(for: MessageNumber(decimalText: "5") ?? MessageNumber(0)) == 3)
        #expect(exact.variant(for: MessageNumber(UInt64.max)) == nil)
        #expect(exact.variant(for: MessageNumber(1.5)) == nil)
        let offset = PluralShortcut(rules: rules, offset: 1, variants: variants, exactIntegerVariants: [(0, 0)])
        #expect(offset.variant(for: MessageNumber(2)) == nil)
    }

    /// Plurals whose offset is not an integer, or with exact-value keys that are not all integers or
    /// with an offset, have no integer shortcut; other plurals, and every select, have theirs.
    @Test func whichSelectionsHaveShortcuts() throws {
        let compiler = ICUCompiler(locale: try LocaleIdentifier(parsing: "en"))
        func shortcuts(_ pattern: String) -> SelectionShortcuts? {
            compiler.compile(pattern).program.selections.first?.shortcuts
        }
        #expect(shortcuts("{n, plural, one {a} other {b}}")?.plural != nil)
        #expect(shortcuts("{n, plural, offset:3 one {a} other {b}}")?.plural?.offset == 3)
        #expect(shortcuts("{n, plural, =0 {z} one {a} other {b}}")?.plural != nil)
        #expect(shortcuts("{n, plural, =0 {z} =1 {o} one {a} other {b}}")?.variant(for: MessageNumber(1)) == 1)
        #expect(shortcuts("{n, plural, =0 {z} =1 {o} one {a} other {b}}")?.variant(for: MessageNumber(7)) == 3)
        #expect(shortcuts("{n, plural, =0.5 {h} one {a} other {b}}")?.plural == nil)
        #expect(shortcuts("{n, plural, offset:1 =0 {z} one {a} other {b}}")?.plural == nil)
        #expect(shortcuts("{n, plural, =9007199254740993 {z} one {a} other {b}}")?.plural == nil)
        #expect(shortcuts("{n, plural, offset:1.5 one {a} other {b}}")?.plural == nil)
        #expect(shortcuts("{n, select, a {A} other {O}}")?.textKeys == ["a", "other"])
        #expect(shortcuts("{n, select, a {A} other {O}}")?.otherTextVariant == 1)
        #expect(shortcuts("{n, select, a {A} other {O}}")?.plural == nil)
    }

    /// A text no key equals goes to `other`; without `other` (the full path keeps such a select) the
    /// shortcuts do not answer and the selection is reported as the selector reports it.
    @Test func textsNoKeyEqualsGoToOtherOrToTheSelector() {
        let shortcuts = SelectionShortcuts(textKeys: ["male", "female"], otherTextVariant: -1)
        #expect(shortcuts.variant(forText: "female") == 1)
        #expect(shortcuts.variant(forText: "other") == nil)
        #expect(SelectionShortcuts(textKeys: ["a", "a", "other"], otherTextVariant: 2).variant(forText: "a") == 0)
        #expect(SelectionShortcuts(textKeys: ["a", "other"], otherTextVariant: 1).variant(forText: "b") == 1)
        #expect(SelectionShortcuts.none.variant(forText: "a") == nil)
        #expect(SelectionShortcuts.none.variant(for: MessageNumber(1)) == nil)
    }

    /// Canonically equivalent texts are equal, as `choose` compares them (`é` precomposed or not).
    @Test func textKeysCompareAsStringsDo() {
        let shortcuts = SelectionShortcuts(textKeys: ["é", "other"], otherTextVariant: 1)
        #expect(shortcuts.variant(forText: "e\u{301}") == 0)
        #expect(shortcuts.variant(forText: "e") == 1)
        // Keys of another UTF-8 length are compared once none of the text's length is equal: the
        // Kelvin sign (3 bytes) is "K", and marks in another order are the same text at the same length.
        let kelvin = SelectionShortcuts(textKeys: ["k", "K", "other"], otherTextVariant: 2)
        #expect(kelvin.variant(forText: "\u{212A}") == 1)
        #expect(kelvin.variant(forText: "k") == 0)
        let marks = SelectionShortcuts(textKeys: ["a\u{301}\u{323}", "other"], otherTextVariant: 1)
        #expect(marks.variant(forText: "a\u{323}\u{301}") == 0)
        #expect(marks.variant(forText: "a\u{301}") == 1)
    }

    /// Integers far from zero: the shortcut leaves to the selector what it cannot read as an integer.
    @Test func pluralShortcutReadsIntegersAsTheSelectorDoes() throws {
        let rules = PluralRules(locale: try LocaleIdentifier(parsing: "ru"))
        let variants = PluralCategoryVariants(variantKeys: ["one", "few", "many", "other"])
        let plain = PluralShortcut(rules: rules, offset: 0, variants: variants)
        #expect(plain.variant(for: MessageNumber(1)) == 0)
        #expect(plain.variant(for: MessageNumber(-22)) == 1)
        #expect(plain.variant(for: MessageNumber(11)) == 2)
        #expect(plain.variant(for: MessageNumber(1.5)) == nil)
        let offset = PluralShortcut(rules: rules, offset: 1, variants: variants)
        #expect(offset.variant(for: MessageNumber(2)) == 0)
        #expect(offset.variant(for: MessageNumber(Int.max)) == nil)
        let withoutOther = PluralShortcut(
            rules: rules, offset: 0, variants: PluralCategoryVariants(variantKeys: ["one"]))
        #expect(withoutOther.variant(for: MessageNumber(5)) == nil)
    }
}
